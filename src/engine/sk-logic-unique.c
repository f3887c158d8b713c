/* sk-logic-unique.c: unique rectangles (types 1 to 4), BUG+1 and BUG type 2
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * These techniques reason from the puzzle having one solution: a pattern
 * that would leave two solutions cannot be part of the answer. The step
 * finder only tries them when the caller knows the puzzle is unique
 * (SkLogicOptions.assume_unique); the finders themselves do not check.
 *
 * A unique rectangle is four empty cells in two rows and two columns that
 * lie in exactly two regions, two corners in each, the two of a region
 * sharing a row or a column. If the solution put a in two opposite corners
 * and b in the other two, swapping a and b would keep every row, column and
 * region valid and give a second solution: the corners were not givens,
 * since they are empty. That holds on any layout with the two-region
 * condition and on no other: across three or four regions the swap can
 * break a region, and where a region holds two opposite corners (all four,
 * three, or a diagonal pair) the pattern cannot even occur.
 *
 * BUG+1 ("bivalue universal grave"): when every empty cell has two
 * candidates and every candidate appears twice in each unit where its digit
 * is missing, any solution gives a second one by taking the other candidate in
 * every cell (each unit then holds the other of its two places for each
 * digit). So when a single cell has a third candidate whose removal would
 * leave such a grave, that candidate is the cell's digit; when several cells
 * have the same third candidate (BUG type 2), one of them holds it. Nothing
 * in the argument depends on the shape of the regions.
 */

#include "sk-logic-private.h"

/* Without a popcount instruction, counting bits is a library call: the
 * rectangle scan asks this of every cell, in three operations. */
static inline bool
exactly_two (SkMask mask)
{
  SkMask rest = mask & (SkMask) (mask - 1);

  return rest != 0 && (rest & (rest - 1)) == 0;
}

/* The corners in cell order: top left, top right, bottom left, bottom right. */
typedef struct
{
  int    corner[4];
  SkMask pair;      /* the two digits all four corners share */
  int    n_pair;    /* corners with exactly those two candidates */
  bool   is_pair[4];
} Rectangle;

/* The two corners that are not exactly the pair, when the two that are share
 * a row or a column: the others then share one too. */
static bool
extra_corners (const Rectangle *rect,
               int             *x,
               int             *y)
{
  static const int sides[4][2] = { { 0, 1 }, { 2, 3 }, { 0, 2 }, { 1, 3 } };

  for (int s = 0; s < 4; s++)
    {
      int p = sides[s][0];
      int q = sides[s][1];

      if (!rect->is_pair[p] && !rect->is_pair[q])
        {
          *x = rect->corner[p];
          *y = rect->corner[q];
          return true;
        }
    }
  return false;
}

static void
mark_corners (SkStep          *step,
              const Rectangle *rect)
{
  for (int i = 0; i < 4; i++)
    sk_step_mark (step, rect->corner[i], SK_ROLE_RECTANGLE, rect->pair);
}

static bool
find_type_1 (const SkLogicContext *ctx,
             const Rectangle      *rect,
             SkStep               *step)
{
  int fourth = -1;

  for (int i = 0; i < 4; i++)
    if (!rect->is_pair[i])
      fourth = rect->corner[i];

  sk_step_init (step, SK_TECH_UNIQUE_RECTANGLE_1);
  if (!sk_step_remove_from (step, ctx, sk_board_cell (fourth), rect->pair))
    return false;
  mark_corners (step, rect);
  sk_step_mark (step, fourth, SK_ROLE_FIN, (SkMask) (ctx->cg->cand[fourth] & ~rect->pair));
  return true;
}

/* Both extra corners hold the pair and one digit c: one of them is c. */
static bool
find_type_2 (const SkLogicContext *ctx,
             const Rectangle      *rect,
             SkStep               *step)
{
  const SkCandidateGrid *cg = ctx->cg;
  SkMask extra;
  int x, y;

  if (!extra_corners (rect, &x, &y) || cg->cand[x] != cg->cand[y])
    return false;
  extra = (SkMask) (cg->cand[x] & ~rect->pair);
  if (!sk_mask_is_single (extra))
    return false;

  sk_step_init (step, SK_TECH_UNIQUE_RECTANGLE_2);
  if (!sk_step_remove_from (step, ctx,
                            sk_logic_common_peers (ctx->layout, sk_board_or (sk_board_cell (x),
                                                                             sk_board_cell (y))),
                            extra))
    return false;
  mark_corners (step, rect);
  sk_step_mark (step, x, SK_ROLE_FIN, extra);
  sk_step_mark (step, y, SK_ROLE_FIN, extra);
  return true;
}

/* One of the extra corners holds one of their extra digits E, so within a
 * unit holding both, E acts as one more cell: with k - 1 cells of the unit
 * whose candidates and E make k digits, those k digits fill those places
 * and leave the rest of the unit. A naked subset of @k "cells" with the
 * pseudo-cell as one of them; the rating is 4.6 for a pair (the pseudo-cell
 * and one cell) and a tenth more for each further cell. */
static bool
find_type_3_subset (const SkLogicContext *ctx,
                    const Rectangle      *rect,
                    int                   x,
                    int                   y,
                    int                   unit,
                    int                   k,
                    SkStep               *step)
{
  const SkCandidateGrid *cg = ctx->cg;
  SkMask extra = (SkMask) ((cg->cand[x] | cg->cand[y]) & ~rect->pair);
  SkBoard pseudo = sk_board_or (sk_board_cell (x), sk_board_cell (y));
  SkBoard others = sk_board_and_not (sk_board_and (ctx->layout->unit_board[unit], ctx->empty),
                                     pseudo);
  SkBoard rest = others;
  int cells[SK_SIZE];
  int n = 0;

  /* A cell with more than k candidates cannot be in a subset of k digits. */
  while (!sk_board_is_empty (rest))
    {
      int cell = sk_board_pop (&rest);

      if (sk_mask_count (cg->cand[cell]) <= k)
        cells[n++] = cell;
    }

  for (unsigned chosen = 1; chosen < (1u << n); chosen++)
    {
      SkBoard subset = SK_BOARD_EMPTY;
      SkMask digits = extra;

      if (__builtin_popcount (chosen) != k - 1)
        continue;
      for (int i = 0; i < n; i++)
        if ((chosen >> i) & 1)
          {
            subset = sk_board_or (subset, sk_board_cell (cells[i]));
            digits |= cg->cand[cells[i]];
          }
      if (sk_mask_count (digits) != k)
        continue;

      sk_step_init (step, SK_TECH_UNIQUE_RECTANGLE_3);
      if (!sk_step_remove_from (step, ctx, sk_board_and_not (others, subset), digits))
        continue;
      step->rating = sk_technique_info (SK_TECH_UNIQUE_RECTANGLE_3)->rating + (k - 2);
      step->size = k;
      step->base_units = UINT32_C (1) << unit;
      mark_corners (step, rect);
      sk_step_mark (step, x, SK_ROLE_FIN, (SkMask) (cg->cand[x] & ~rect->pair));
      sk_step_mark (step, y, SK_ROLE_FIN, (SkMask) (cg->cand[y] & ~rect->pair));
      while (!sk_board_is_empty (subset))
        {
          int cell = sk_board_pop (&subset);

          sk_step_mark (step, cell, SK_ROLE_BASE, cg->cand[cell]);
        }
      return true;
    }
  return false;
}

/* The smallest subset this rectangle makes, up to @max_k digits: its size,
 * or 0 when there is none. */
static int
find_type_3 (const SkLogicContext *ctx,
             const Rectangle      *rect,
             int                   max_k,
             SkStep               *step)
{
  const SkCandidateGrid *cg = ctx->cg;
  uint32_t shared;
  int x, y;
  int n_extra;

  if (!extra_corners (rect, &x, &y))
    return 0;
  n_extra = sk_mask_count ((SkMask) ((cg->cand[x] | cg->cand[y]) & ~rect->pair));
  /* One extra digit in both is type 2. */
  if (n_extra < 2)
    return 0;
  shared = ctx->layout->cell_unit_bits[x] & ctx->layout->cell_unit_bits[y];
  for (int k = n_extra; k <= max_k; k++)
    for (uint32_t units = shared; units != 0; units &= units - 1)
      if (find_type_3_subset (ctx, rect, x, y, __builtin_ctz (units), k, step))
        return k;
  return 0;
}

/* In a unit holding both extra corners, a digit of the pair has no other
 * place: that corner pair holds it, so the other digit of the pair would
 * complete the deadly pattern there. */
static bool
find_type_4 (const SkLogicContext *ctx,
             const Rectangle      *rect,
             SkStep               *step)
{
  const SkLayout *layout = ctx->layout;
  SkBoard both;
  uint32_t shared;
  int x, y;

  if (!extra_corners (rect, &x, &y))
    return false;
  both = sk_board_or (sk_board_cell (x), sk_board_cell (y));
  shared = layout->cell_unit_bits[x] & layout->cell_unit_bits[y];
  for (uint32_t units = shared; units != 0; units &= units - 1)
    {
      int unit = __builtin_ctz (units);

      for (SkMask digits = rect->pair; digits != 0; digits &= digits - 1)
        {
          int held = sk_mask_first (digits);
          SkBoard places = sk_board_and (ctx->where[held - 1], layout->unit_board[unit]);
          SkMask other = (SkMask) (rect->pair & ~sk_mask_of (held));
          int from, to;

          if (places.lo != both.lo || places.hi != both.hi)
            continue;
          sk_step_init (step, SK_TECH_UNIQUE_RECTANGLE_4);
          if (!sk_step_remove_from (step, ctx, both, other))
            continue;
          step->base_units = UINT32_C (1) << unit;
          mark_corners (step, rect);
          from = sk_step_node (step, sk_board_cell (x), held);
          to = sk_step_node (step, sk_board_cell (y), held);
          sk_step_link (step, from, to, true);
          return true;
        }
    }
  return false;
}

/* Whether the corners lie in exactly two regions, split along the rows or
 * along the columns (see the top of the file). */
static bool
two_regions (const SkLayout *layout,
             const int       corner[4])
{
  int a = layout->region[corner[0]];
  int b = layout->region[corner[1]];
  int c = layout->region[corner[2]];
  int d = layout->region[corner[3]];

  return (a == b && c == d && a != c) || (a == c && b == d && a != b);
}

/* The rectangle on rows @r1 < @r2 and columns @c1 < @c2, when its corners
 * are empty, lie in two regions and share exactly two candidates, @needed
 * corners having only those. */
static bool
make_rectangle (const SkLogicContext *ctx,
                int                   r1,
                int                   r2,
                int                   c1,
                int                   c2,
                int                   needed,
                Rectangle            *rect)
{
  const SkCandidateGrid *cg = ctx->cg;

  rect->corner[0] = sk_cell_index (r1, c1);
  rect->corner[1] = sk_cell_index (r1, c2);
  rect->corner[2] = sk_cell_index (r2, c1);
  rect->corner[3] = sk_cell_index (r2, c2);
  rect->pair = SK_ALL_DIGITS;
  for (int i = 0; i < 4; i++)
    {
      if (cg->grid.cell[rect->corner[i]] != 0)
        return false;
      rect->pair &= cg->cand[rect->corner[i]];
    }
  if (!exactly_two (rect->pair))
    return false;
  rect->n_pair = 0;
  for (int i = 0; i < 4; i++)
    {
      rect->is_pair[i] = cg->cand[rect->corner[i]] == rect->pair;
      rect->n_pair += rect->is_pair[i];
    }
  return rect->n_pair == needed && two_regions (ctx->layout, rect->corner);
}

/* Every type has two corners with only the pair's candidates in one row or
 * one column: the search starts from those two cells (in cell order) and
 * tries each parallel line for the other two. Types 1, 2 and 4 take the
 * first rectangle that applies, type 3 the one with the smallest subset
 * (then the first). */
bool
sk_find_unique_rectangle (const SkLogicContext *ctx,
                          int                   type,
                          SkStep               *step)
{
  const SkLayout *layout = ctx->layout;
  const SkCandidateGrid *cg = ctx->cg;
  int needed = type == 1 ? 3 : 2;
  SkBoard bivalue = SK_BOARD_EMPTY;
  SkBoard anchors;
  SkStep found;
  int best = 0;

  if (type < 1 || type > 4)
    return false;
  for (SkBoard rest = ctx->empty; !sk_board_is_empty (rest);)
    {
      int cell = sk_board_pop (&rest);

      if (exactly_two (cg->cand[cell]))
        bivalue = sk_board_or (bivalue, sk_board_cell (cell));
    }

  anchors = bivalue;
  while (!sk_board_is_empty (anchors))
    {
      int p = sk_board_pop (&anchors);
      int row = sk_cell_row (p);
      int column = sk_cell_column (p);
      /* Its mates come later in cell order: each pair of anchors once. */
      SkBoard mates = sk_board_and (anchors, sk_board_or (layout->unit_board[row],
                                                          layout->unit_board[SK_SIZE + column]));

      while (!sk_board_is_empty (mates))
        {
          int q = sk_board_pop (&mates);
          bool same_row = sk_cell_row (q) == row;

          if (cg->cand[q] != cg->cand[p])
            continue;
          for (int line = 0; line < SK_SIZE; line++)
            {
              Rectangle rect;
              bool made;
              int k;

              if (same_row)
                made = line != row
                       && make_rectangle (ctx, line < row ? line : row, line < row ? row : line,
                                          column, sk_cell_column (q), needed, &rect);
              else
                made = line != column
                       && make_rectangle (ctx, row, sk_cell_row (q),
                                          line < column ? line : column,
                                          line < column ? column : line, needed, &rect);
              if (!made)
                continue;

              switch (type)
                {
                case 1:
                  if (find_type_1 (ctx, &rect, step))
                    return true;
                  break;
                case 2:
                  if (find_type_2 (ctx, &rect, step))
                    return true;
                  break;
                case 3:
                  k = find_type_3 (ctx, &rect, best != 0 ? best - 1 : 4, &found);
                  if (k != 0)
                    {
                      best = k;
                      *step = found;
                      if (k == 2)
                        return true;
                    }
                  break;
                default:
                  if (find_type_4 (ctx, &rect, step))
                    return true;
                  break;
                }
            }
        }
    }
  return best != 0;
}

/* Every unit, after @cell loses @digit: each digit not placed in the unit
 * has exactly two places, and a placed one none. */
static bool
is_grave_without (const SkLogicContext *ctx,
                  const SkMask          placed[SK_UNITS],
                  int                   cell,
                  int                   digit)
{
  const SkLayout *layout = ctx->layout;

  for (int unit = 0; unit < SK_UNITS; unit++)
    for (int d = 1; d <= SK_SIZE; d++)
      {
        int places = sk_board_count (sk_board_and (ctx->where[d - 1], layout->unit_board[unit]));
        int wanted = (placed[unit] & sk_mask_of (d)) != 0 ? 0 : 2;

        if (d == digit && sk_board_has (layout->unit_board[unit], cell))
          places--;
        if (places != wanted)
          return false;
      }
  return true;
}

bool
sk_find_bug_plus_one (const SkLogicContext *ctx,
                      SkStep               *step)
{
  const SkLayout *layout = ctx->layout;
  const SkCandidateGrid *cg = ctx->cg;
  SkMask placed[SK_UNITS] = { 0 };
  SkBoard rest = ctx->empty;
  int extra = -1;

  while (!sk_board_is_empty (rest))
    {
      int cell = sk_board_pop (&rest);
      int n = sk_mask_count (cg->cand[cell]);

      if (n == 2)
        continue;
      if (n != 3 || extra >= 0)
        return false;
      extra = cell;
    }
  if (extra < 0)
    return false;

  for (int cell = 0; cell < SK_CELLS; cell++)
    if (cg->grid.cell[cell] != 0)
      for (int i = 0; i < 3; i++)
        placed[layout->cell_units[cell][i]] |= sk_mask_of (cg->grid.cell[cell]);

  for (SkMask digits = cg->cand[extra]; digits != 0; digits &= digits - 1)
    {
      int digit = sk_mask_first (digits);

      if (!is_grave_without (ctx, placed, extra, digit))
        continue;
      sk_step_init (step, SK_TECH_BUG_PLUS_ONE);
      step->place[extra] = (uint8_t) digit;
      step->digit = digit;
      sk_step_mark (step, extra, SK_ROLE_BASE, sk_mask_of (digit));
      return true;
    }
  return false;
}

/* BUG type 2: several cells have a third candidate, the same digit in
 * each, and without it every empty cell would have two candidates and every
 * digit two places in each unit where it is missing. A solution that put the
 * digit in none of those cells would lie inside that grave and have a twin,
 * so one of them holds it, and every cell that sees them all loses it. */
bool
sk_find_bug_type_2 (const SkLogicContext *ctx,
                    SkStep               *step)
{
  const SkLayout *layout = ctx->layout;
  const SkCandidateGrid *cg = ctx->cg;
  SkMask placed[SK_UNITS] = { 0 };
  SkBoard extra = SK_BOARD_EMPTY;
  SkBoard rest = ctx->empty;
  SkMask shared = SK_ALL_DIGITS;
  int n_extra = 0;

  while (!sk_board_is_empty (rest))
    {
      int cell = sk_board_pop (&rest);
      int n = sk_mask_count (cg->cand[cell]);

      if (n == 2)
        continue;
      if (n != 3)
        return false;
      extra = sk_board_or (extra, sk_board_cell (cell));
      shared &= cg->cand[cell];
      n_extra++;
    }
  if (n_extra < 2 || shared == 0)
    return false;

  for (int cell = 0; cell < SK_CELLS; cell++)
    if (cg->grid.cell[cell] != 0)
      for (int i = 0; i < 3; i++)
        placed[layout->cell_units[cell][i]] |= sk_mask_of (cg->grid.cell[cell]);

  for (SkMask digits = shared; digits != 0; digits &= digits - 1)
    {
      int digit = sk_mask_first (digits);
      bool grave = true;
      SkBoard marked;

      for (int unit = 0; unit < SK_UNITS && grave; unit++)
        for (int d = 1; d <= SK_SIZE && grave; d++)
          {
            SkBoard places = sk_board_and (ctx->where[d - 1], layout->unit_board[unit]);
            int wanted = (placed[unit] & sk_mask_of (d)) != 0 ? 0 : 2;

            if (d == digit)
              places = sk_board_and_not (places, extra);
            grave = sk_board_count (places) == wanted;
          }
      if (!grave)
        continue;
      sk_step_init (step, SK_TECH_BUG_TYPE_2);
      if (!sk_step_remove_from (step, ctx, sk_logic_common_peers (layout, extra), sk_mask_of (digit)))
        continue;
      step->digit = digit;
      step->size = n_extra;
      for (marked = extra; !sk_board_is_empty (marked);)
        sk_step_mark (step, sk_board_pop (&marked), SK_ROLE_BASE, sk_mask_of (digit));
      return true;
    }
  return false;
}
