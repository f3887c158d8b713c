/* sk-logic-basic.c: singles and locked candidates
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The steps most of a path is made of. Sudoku Explainer rates pointing,
 * claiming and hidden subsets lower when their eliminations at once leave a
 * digit one place in a unit ("direct" forms, which also place that digit),
 * so those are looked for first; the unit is the one Sudoku Explainer looks
 * in, so the forms fire where it rates them. Regions come before lines wherever
 * both could give a step, since a person scans a region first (and Sudoku
 * Explainer rates a hidden single in a region easier than in a line). With
 * jigsaw regions a row can meet a region in one to nine cells; pointing and
 * claiming are written for any such intersection.
 */

#include "sk-logic-private.h"

/* The one digit missing from a unit whose other eight cells are filled. */
static bool
find_full_house_in (const SkLogicContext *ctx,
                    int                   unit,
                    SkStep               *step)
{
  SkBoard open = sk_board_and (ctx->empty, ctx->layout->unit_board[unit]);
  int cell;
  SkMask missing = SK_ALL_DIGITS;

  if (!sk_board_is_single (open))
    return false;
  cell = sk_board_first (open);
  for (int i = 0; i < SK_SIZE; i++)
    {
      int other = ctx->layout->unit_cells[unit][i];

      if (ctx->cg->grid.cell[other] != 0)
        missing &= (SkMask) ~sk_mask_of (ctx->cg->grid.cell[other]);
    }
  /* Candidates narrowed by hand may already exclude it: then nothing sound
   * follows here, and the broken grid shows in the path's checks. */
  if (!sk_mask_is_single (missing) || (ctx->cg->cand[cell] & missing) == 0)
    return false;
  sk_step_init (step, SK_TECH_FULL_HOUSE);
  step->digit = sk_mask_first (missing);
  step->place[cell] = (uint8_t) step->digit;
  step->base_units = 1u << unit;
  sk_step_mark (step, cell, SK_ROLE_BASE, missing);
  return true;
}

bool
sk_find_full_house (const SkLogicContext *ctx,
                    SkStep               *step)
{
  static const int order[3] = { 2 * SK_SIZE, 0, SK_SIZE };  /* regions, rows, columns */

  for (int k = 0; k < 3; k++)
    for (int unit = order[k]; unit < order[k] + SK_SIZE; unit++)
      if (find_full_house_in (ctx, unit, step))
        return true;
  for (int unit = SK_UNITS; unit < sk_layout_n_units (ctx->layout); unit++)
    if (find_full_house_in (ctx, unit, step))
      return true;
  return false;
}

static bool
find_hidden_single (const SkLogicContext *ctx,
                    int                   first_unit,
                    int                   n_units,
                    SkTechnique           technique,
                    SkStep               *step)
{
  for (int unit = first_unit; unit < first_unit + n_units; unit++)
    for (int d = 0; d < SK_SIZE; d++)
      {
        SkBoard places = sk_board_and (ctx->where[d], ctx->layout->unit_board[unit]);
        int cell;

        if (!sk_board_is_single (places))
          continue;
        cell = sk_board_first (places);
        sk_step_init (step, technique);
        step->digit = d + 1;
        step->place[cell] = (uint8_t) (d + 1);
        step->base_units = 1u << unit;
        sk_step_mark (step, cell, SK_ROLE_BASE, sk_mask_of (d + 1));
        return true;
      }
  return false;
}

bool
sk_find_hidden_single_region (const SkLogicContext *ctx,
                              SkStep               *step)
{
  /* The extra houses follow the regions (units 27 on): boxes of another shape. */
  return find_hidden_single (ctx, 2 * SK_SIZE, SK_SIZE + ctx->layout->n_extra,
                             SK_TECH_HIDDEN_SINGLE_REGION, step);
}

bool
sk_find_hidden_single_line (const SkLogicContext *ctx,
                            SkStep               *step)
{
  return find_hidden_single (ctx, 0, 2 * SK_SIZE, SK_TECH_HIDDEN_SINGLE_LINE, step);
}

bool
sk_find_naked_single (const SkLogicContext *ctx,
                      SkStep               *step)
{
  for (int cell = 0; cell < SK_CELLS; cell++)
    if (ctx->cg->grid.cell[cell] == 0 && sk_mask_is_single (ctx->cg->cand[cell]))
      {
        sk_step_init (step, SK_TECH_NAKED_SINGLE);
        step->digit = sk_mask_first (ctx->cg->cand[cell]);
        step->place[cell] = (uint8_t) step->digit;
        sk_step_mark (step, cell, SK_ROLE_BASE, ctx->cg->cand[cell]);
        return true;
      }
  return false;
}

bool
sk_step_add_direct_single (const SkLogicContext *ctx,
                           uint32_t              units,
                           SkStep               *step)
{
  const SkLayout *layout = ctx->layout;
  SkBoard removed[SK_SIZE];

  for (int d = 0; d < SK_SIZE; d++)
    removed[d] = SK_BOARD_EMPTY;
  for (int cell = 0; cell < SK_CELLS; cell++)
    for (SkMask m = step->remove[cell]; m != 0; m &= m - 1)
      removed[__builtin_ctz (m)] = sk_board_or (removed[__builtin_ctz (m)], sk_board_cell (cell));

  for (int d = 0; d < SK_SIZE; d++)
    {
      SkBoard left = sk_board_and_not (ctx->where[d], removed[d]);

      if (sk_board_is_empty (removed[d]))
        continue;
      for (int unit = 0; unit < SK_UNITS; unit++)
        {
          SkBoard places = sk_board_and (left, layout->unit_board[unit]);
          int cell;

          if (!((units >> unit) & 1)
              || sk_board_is_empty (sk_board_and (removed[d], layout->unit_board[unit]))
              || !sk_board_is_single (places))
            continue;
          cell = sk_board_first (places);
          step->place[cell] = (uint8_t) (d + 1);
          step->cover_units |= 1u << unit;
          sk_step_mark (step, cell, SK_ROLE_PINCER, sk_mask_of (d + 1));
          return true;
        }
    }
  return false;
}

/* The first unit of the kind of @unit: 0 for rows, 9 for columns, 18 for regions. */
static int
unit_kind_start (int unit)
{
  return unit / SK_SIZE * SK_SIZE;
}

/* Where Sudoku Explainer looks for the single a locked candidate leaves:
 * the other units of @from's kind that share cells with @to (other regions
 * along the line for pointing, the parallel lines through the region for
 * claiming). */
static uint32_t
direct_single_units (const SkLayout *layout,
                     int             from,
                     int             to)
{
  uint32_t units = 0;

  for (int u = unit_kind_start (from); u < unit_kind_start (from) + SK_SIZE; u++)
    if (u != from
        && !sk_board_is_empty (sk_board_and (layout->unit_board[u], layout->unit_board[to])))
      units |= 1u << u;
  return units;
}

/* Pointing and claiming between any two houses that share cells, once a layout
 * has extra houses: from a region or extra house into a line or another extra
 * house or region, and from a line into an extra house. */
static bool find_locked (const SkLogicContext *ctx, int first_from, int n_from, int first_to,
                         int n_to, SkTechnique technique, bool direct, SkStep *step);

static bool
find_locked_extra (const SkLogicContext *ctx,
                   SkTechnique           technique,
                   SkStep               *step)
{
  int n_units = sk_layout_n_units (ctx->layout);

  if (ctx->layout->n_extra == 0)
    return false;
  if (technique == SK_TECH_POINTING)
    return find_locked (ctx, 2 * SK_SIZE, SK_SIZE, SK_UNITS, ctx->layout->n_extra, technique, false, step) ||
           find_locked (ctx, SK_UNITS, ctx->layout->n_extra, 0, n_units, technique, false, step);
  return find_locked (ctx, 0, 2 * SK_SIZE, SK_UNITS, ctx->layout->n_extra, technique, false, step);
}

static bool
find_locked (const SkLogicContext *ctx,
             int                   first_from,
             int                   n_from,
             int                   first_to,
             int                   n_to,
             SkTechnique           technique,
             bool                  direct,
             SkStep               *step)
{
  const SkLayout *layout = ctx->layout;

  for (int from = first_from; from < first_from + n_from; from++)
    for (int d = 0; d < SK_SIZE; d++)
      {
        SkBoard places = sk_board_and (ctx->where[d], layout->unit_board[from]);

        if (sk_board_count (places) < 2)
          continue;
        for (int to = first_to; to < first_to + n_to; to++)
          {
            SkBoard rest;

            if (!sk_board_is_empty (sk_board_and_not (places, layout->unit_board[to])))
              continue;
            rest = sk_board_and_not (sk_board_and (ctx->where[d], layout->unit_board[to]),
                                     layout->unit_board[from]);
            if (sk_board_is_empty (rest))
              continue;
            sk_step_init (step, technique);
            step->digit = d + 1;
            step->base_units = 1u << from;
            step->cover_units = 1u << to;
            sk_step_remove_from (step, ctx, rest, sk_mask_of (d + 1));
            {
              SkBoard marked = places;

              while (!sk_board_is_empty (marked))
                sk_step_mark (step, sk_board_pop (&marked), SK_ROLE_BASE, sk_mask_of (d + 1));
            }
            if (direct && !sk_step_add_direct_single (ctx, direct_single_units (layout, from, to), step))
              continue;
            return true;
          }
      }
  return false;
}

bool
sk_find_pointing (const SkLogicContext *ctx,
                  SkStep               *step)
{
  return find_locked (ctx, 2 * SK_SIZE, SK_SIZE, 0, 2 * SK_SIZE, SK_TECH_POINTING, false, step) ||
         find_locked_extra (ctx, SK_TECH_POINTING, step);
}

bool
sk_find_direct_pointing (const SkLogicContext *ctx,
                         SkStep               *step)
{
  return find_locked (ctx, 2 * SK_SIZE, SK_SIZE, 0, 2 * SK_SIZE, SK_TECH_DIRECT_POINTING, true, step);
}

bool
sk_find_claiming (const SkLogicContext *ctx,
                  SkStep               *step)
{
  return find_locked (ctx, 0, 2 * SK_SIZE, 2 * SK_SIZE, SK_SIZE, SK_TECH_CLAIMING, false, step) ||
         find_locked_extra (ctx, SK_TECH_CLAIMING, step);
}

bool
sk_find_direct_claiming (const SkLogicContext *ctx,
                         SkStep               *step)
{
  return find_locked (ctx, 0, 2 * SK_SIZE, 2 * SK_SIZE, SK_SIZE, SK_TECH_DIRECT_CLAIMING, true, step);
}
