/* sk-logic-unique-loop.c: unique loops of six cells and more (types 1 and 2)
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A unique rectangle stretched: a closed path of empty cells, each holding
 * the two digits a and b, each next cell in a unit of another kind (row,
 * column, region) than the step before, and every unit the path touches
 * holding exactly two of its cells, one at an even and one at an odd place.
 * If all the cells were a or b, neighbours would differ, so a and b would
 * alternate, every unit would hold one of each, and swapping them would give
 * a second solution. So with one solution, some cell is neither: a lone
 * cell with other candidates loses a and b (type 1); several cells whose
 * only other candidate is the same digit c make one of them c, and every
 * cell that sees them all loses c (type 2). The argument reads only the
 * units, so it holds on jigsaw layouts too.
 *
 * Sudoku Explainer's loops (its UniqueLoops), its rating: 4.6 for six cells,
 * 4.7 for eight, 5.0 for ten and more. Four cells are a unique rectangle,
 * found by sk-logic-unique.c first. Loops are followed through cells that
 * hold exactly a and b, and at most two others (or any number whose only
 * other candidate is one same digit); up to MAX_LOOP cells.
 */

#include "sk-logic-private.h"

#include <stdlib.h>

#define MAX_LOOP 16

typedef struct
{
  const SkLogicContext *ctx;
  SkMask                pair;
  int                   start;
  int                   cells[MAX_LOOP];
  int                   n;
  SkBoard               in_loop;
  SkStep               *step;
  SkStep                trial;
  bool                  found;
} Loop;

static int
loop_rating (int length)
{
  if (length >= 10)
    return 50;
  return length >= 8 ? 47 : 46;
}

/* Every unit of a loop cell holds two of them, of different parity. */
static bool
loop_is_valid (const Loop *l)
{
  const SkLayout *layout = l->ctx->layout;
  uint32_t seen[2] = { 0, 0 };

  for (int i = 0; i < l->n; i++)
    {
      uint32_t units = layout->cell_unit_bits[l->cells[i]];

      if ((seen[i & 1] & units) != 0)
        return false;
      seen[i & 1] |= units;
    }
  return seen[0] == seen[1];
}

static void
try_loop (Loop *l)
{
  const SkCandidateGrid *cg = l->ctx->cg;
  SkBoard extra = SK_BOARD_EMPTY;
  SkMask others = 0;
  int n_extra = 0;
  int rating = loop_rating (l->n);
  SkBoard marked;

  if ((l->found && rating >= l->step->rating) || !loop_is_valid (l))
    return;
  for (int i = 0; i < l->n; i++)
    if (cg->cand[l->cells[i]] != l->pair)
      {
        extra = sk_board_or (extra, sk_board_cell (l->cells[i]));
        others |= cg->cand[l->cells[i]] & (SkMask) ~l->pair;
        n_extra++;
      }

  sk_step_init (&l->trial, SK_TECH_UNIQUE_LOOP);
  if (n_extra == 1)
    sk_step_remove_from (&l->trial, l->ctx, extra, l->pair);
  else if (n_extra >= 2 && sk_mask_is_single (others))
    {
      l->trial.digit = sk_mask_first (others);
      sk_step_remove_from (&l->trial, l->ctx, sk_logic_common_peers (l->ctx->layout, extra), others);
    }
  if (!sk_step_has_action (&l->trial))
    return;
  l->trial.rating = rating;
  l->trial.size = l->n;
  for (int i = 0; i < l->n; i++)
    sk_step_mark (&l->trial, l->cells[i], SK_ROLE_RECTANGLE, l->pair);
  for (marked = extra; !sk_board_is_empty (marked);)
    {
      int cell = sk_board_pop (&marked);

      sk_step_mark (&l->trial, cell, SK_ROLE_BASE, cg->cand[cell] & (SkMask) ~l->pair);
    }
  *l->step = l->trial;
  l->found = true;
}

/* Follows the loop from its last cell through a unit of another kind than
 * @last_kind; @extras_left cells with other candidates may still join, and
 * any number more whose other candidates, with @others, are one digit. */
static void
extend (Loop  *l,
        int    last_kind,
        int    extras_left,
        SkMask others)
{
  const SkLayout *layout = l->ctx->layout;
  const SkCandidateGrid *cg = l->ctx->cg;
  int cell = l->cells[l->n - 1];

  for (int kind = 0; kind < 3; kind++)
    {
      int unit = layout->cell_units[cell][kind];

      if (kind == last_kind)
        continue;
      for (int i = 0; i < SK_SIZE; i++)
        {
          int next = layout->unit_cells[unit][i];
          SkMask cand = cg->cand[next];
          SkMask more = others | (cand & (SkMask) ~l->pair);
          bool plain = cand == l->pair;

          if (next == l->start && l->n >= 6 && (l->n & 1) == 0)
            {
              try_loop (l);
              continue;
            }
          if (sk_board_has (l->in_loop, next) || cg->grid.cell[next] != 0
              || (cand & l->pair) != l->pair || l->n == MAX_LOOP
              || (plain && next < l->start)  /* found from that cell already */
              || !(plain || sk_mask_is_single (more) || extras_left > 0))
            continue;
          l->cells[l->n++] = next;
          l->in_loop = sk_board_or (l->in_loop, sk_board_cell (next));
          extend (l, kind, extras_left - (plain ? 0 : 1), more);
          l->in_loop = sk_board_and_not (l->in_loop, sk_board_cell (next));
          l->n--;
        }
    }
}

bool
sk_find_unique_loop (const SkLogicContext *ctx,
                     SkStep               *step)
{
  Loop *l;
  bool found;

  /* The trial step is a few kilobytes: off the stack of a recursive search. */
  l = calloc (1, sizeof *l);
  if (l == NULL)
    return false;
  l->ctx = ctx;
  l->step = step;
  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      if (ctx->cg->grid.cell[cell] != 0 || sk_mask_count (ctx->cg->cand[cell]) != 2)
        continue;
      l->pair = ctx->cg->cand[cell];
      l->start = cell;
      l->cells[0] = cell;
      l->n = 1;
      l->in_loop = sk_board_cell (cell);
      extend (l, -1, 2, 0);
      if (sk_logic_cancelled (ctx))
        break;
    }
  found = l->found;
  free (l);
  return found;
}
