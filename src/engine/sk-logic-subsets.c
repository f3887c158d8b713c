/* sk-logic-subsets.c: naked and hidden pairs, triples and quads
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A naked subset is n cells of a unit whose candidates together are n
 * digits: those digits go in those cells, so they leave every other cell of
 * each unit the n cells share (a pair in one row and one region clears
 * both). A hidden subset is n digits whose places in a unit are n cells:
 * those cells hold nothing else. Units are searched regions first, then rows
 * and columns; cells and digits in ascending order, so the first subset
 * found is the same every time.
 */

#include "sk-logic-private.h"

static const SkTechnique naked_techniques[5] = {
  SK_TECH_NAKED_SINGLE, SK_TECH_NAKED_SINGLE, SK_TECH_NAKED_PAIR, SK_TECH_NAKED_TRIPLE, SK_TECH_NAKED_QUAD,
};
static const SkTechnique direct_hidden_techniques[5] = {
  SK_TECH_HIDDEN_SINGLE_LINE, SK_TECH_HIDDEN_SINGLE_LINE, SK_TECH_DIRECT_HIDDEN_PAIR,
  SK_TECH_DIRECT_HIDDEN_TRIPLE, SK_TECH_HIDDEN_QUAD,
};
static const SkTechnique hidden_techniques[5] = {
  SK_TECH_HIDDEN_SINGLE_LINE, SK_TECH_HIDDEN_SINGLE_LINE, SK_TECH_HIDDEN_PAIR, SK_TECH_HIDDEN_TRIPLE,
  SK_TECH_HIDDEN_QUAD,
};

static int
unit_in_search_order (int k)
{
  /* regions 18-26, then rows 0-8, columns 9-17, then any extra houses */
  return k < SK_UNITS ? (k + 2 * SK_SIZE) % SK_UNITS : k;
}

/* Every unit holding all of @cells. */
static uint32_t
common_units (const SkLayout *layout,
              SkBoard         cells)
{
  uint32_t units = UINT32_MAX;

  SkBoard all = cells;

  while (!sk_board_is_empty (cells))
    units &= layout->cell_unit_bits[sk_board_pop (&cells)];
  units &= (1u << SK_UNITS) - 1;
  for (int e = 0; e < layout->n_extra; e++)
    if (sk_board_is_empty (sk_board_and_not (all, layout->unit_board[SK_UNITS + e])))
      units |= UINT32_C (1) << (SK_UNITS + e);
  return units;
}

typedef struct
{
  const SkLogicContext *ctx;
  int                   unit;
  int                   size;
  int                   items[SK_SIZE];   /* open cells (naked) or missing digits (hidden) */
  int                   n_items;
  int                   chosen[SK_SIZE];
  bool                  direct;  /* only hidden subsets that leave a hidden single */
  SkStep               *step;
} Search;

static bool
try_naked (Search *s)
{
  const SkLogicContext *ctx = s->ctx;
  SkBoard cells = SK_BOARD_EMPTY;
  SkMask digits = 0;
  uint32_t units;
  bool any = false;

  for (int i = 0; i < s->size; i++)
    {
      int cell = s->items[s->chosen[i]];

      cells = sk_board_or (cells, sk_board_cell (cell));
      digits |= ctx->cg->cand[cell];
    }
  if (sk_mask_count (digits) != s->size)
    return false;

  sk_step_init (s->step, naked_techniques[s->size]);
  units = common_units (ctx->layout, cells);
  for (int unit = 0; unit < sk_layout_n_units (ctx->layout); unit++)
    if ((units >> unit) & 1)
      any |= sk_step_remove_from (s->step, ctx,
                                  sk_board_and_not (ctx->layout->unit_board[unit], cells), digits);
  if (!any)
    return false;
  s->step->size = s->size;
  s->step->base_units = units;
  for (int i = 0; i < s->size; i++)
    {
      int cell = s->items[s->chosen[i]];

      sk_step_mark (s->step, cell, SK_ROLE_BASE, ctx->cg->cand[cell]);
    }
  return true;
}

static bool
try_hidden (Search *s)
{
  const SkLogicContext *ctx = s->ctx;
  SkBoard unit_cells = ctx->layout->unit_board[s->unit];
  SkBoard cells = SK_BOARD_EMPTY;
  SkBoard rest;
  SkMask digits = 0;

  for (int i = 0; i < s->size; i++)
    {
      int d = s->items[s->chosen[i]];

      cells = sk_board_or (cells, sk_board_and (ctx->where[d], unit_cells));
      digits |= sk_mask_of (d + 1);
    }
  if (sk_board_count (cells) != s->size)
    return false;

  sk_step_init (s->step, (s->direct ? direct_hidden_techniques : hidden_techniques)[s->size]);
  if (!sk_step_remove_from (s->step, ctx, cells, (SkMask) (SK_ALL_DIGITS & ~digits)))
    return false;
  if (s->direct && !sk_step_add_direct_single (ctx, 1u << s->unit, s->step))
    return false;
  s->step->size = s->size;
  s->step->base_units = 1u << s->unit;
  rest = cells;
  while (!sk_board_is_empty (rest))
    {
      int cell = sk_board_pop (&rest);

      sk_step_mark (s->step, cell, SK_ROLE_BASE, ctx->cg->cand[cell] & digits);
    }
  return true;
}

/* Tries every choice of s->size items, in lexicographic order. */
static bool
choose (Search *s,
        int     depth,
        int     start,
        bool  (*try) (Search *))
{
  if (depth == s->size)
    return try (s);
  for (int i = start; i <= s->n_items - (s->size - depth); i++)
    {
      s->chosen[depth] = i;
      if (choose (s, depth + 1, i + 1, try))
        return true;
    }
  return false;
}

bool
sk_find_naked_subset (const SkLogicContext *ctx,
                      int                   size,
                      SkStep               *step)
{
  Search s = { .ctx = ctx, .size = size, .step = step };

  if (size < 2 || size > 4)
    return false;
  for (int k = 0; k < sk_layout_n_units (ctx->layout); k++)
    {
      s.unit = unit_in_search_order (k);
      s.n_items = 0;
      for (int i = 0; i < SK_SIZE; i++)
        {
          int cell = ctx->layout->unit_cells[s.unit][i];
          int n = sk_mask_count (ctx->cg->cand[cell]);

          if (ctx->cg->grid.cell[cell] == 0 && n >= 2 && n <= size)
            s.items[s.n_items++] = cell;
        }
      if (s.n_items >= size && choose (&s, 0, 0, try_naked))
        return true;
    }
  return false;
}

static bool
find_hidden_subset (const SkLogicContext *ctx,
                    int                   size,
                    bool                  direct,
                    SkStep               *step)
{
  Search s = { .ctx = ctx, .size = size, .direct = direct, .step = step };

  if (size < 2 || size > 4)
    return false;
  for (int k = 0; k < sk_layout_n_units (ctx->layout); k++)
    {
      SkBoard open;

      s.unit = unit_in_search_order (k);
      open = sk_board_and (ctx->empty, ctx->layout->unit_board[s.unit]);
      s.n_items = 0;
      for (int d = 0; d < SK_SIZE; d++)
        {
          int n = sk_board_count (sk_board_and (ctx->where[d], ctx->layout->unit_board[s.unit]));

          if (n >= 2 && n <= size)
            s.items[s.n_items++] = d;
        }
      /* A hidden subset as big as the unit's open cells hides nothing. */
      if (sk_board_count (open) > size && s.n_items >= size && choose (&s, 0, 0, try_hidden))
        return true;
    }
  return false;
}

bool
sk_find_hidden_subset (const SkLogicContext *ctx,
                       int                   size,
                       SkStep               *step)
{
  return find_hidden_subset (ctx, size, false, step);
}

bool
sk_find_direct_hidden_subset (const SkLogicContext *ctx,
                              int                   size,
                              SkStep               *step)
{
  return find_hidden_subset (ctx, size, true, step);
}
