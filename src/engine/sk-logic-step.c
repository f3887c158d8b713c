/* sk-logic-step.c: candidate grids, steps and what the finders share to build them
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The finders and the step finder (sk-logic.c) both call into this file and
 * it calls neither, so no technique file calls back into sk-logic.c.
 */

#include "sk-logic-private.h"

#include <limits.h>
#include <string.h>

/* ---- candidate grids ---- */

void
sk_candidate_grid_init (SkCandidateGrid *cg,
                        const SkGrid    *grid,
                        const SkLayout  *layout)
{
  cg->grid = *grid;
  sk_grid_candidates (grid, layout, cg->cand);
  for (int cell = 0; cell < SK_CELLS; cell++)
    if (grid->cell[cell] != 0)
      cg->cand[cell] = 0;
}

void
sk_candidate_grid_place (SkCandidateGrid *cg,
                         const SkLayout  *layout,
                         int              cell,
                         int              digit)
{
  SkBoard peers = layout->peer_board[cell];
  SkMask bit = sk_mask_of (digit);

  cg->grid.cell[cell] = (uint8_t) digit;
  cg->cand[cell] = 0;
  while (!sk_board_is_empty (peers))
    cg->cand[sk_board_pop (&peers)] &= (SkMask) ~bit;
}

void
sk_logic_options_init (SkLogicOptions *options)
{
  memset (options, 0, sizeof *options);
}

void
sk_logic_context_init (SkLogicContext        *ctx,
                       const SkCandidateGrid *cg,
                       const SkLayout        *layout,
                       const SkLogicOptions  *options)
{
  ctx->layout = layout;
  ctx->cg = cg;
  ctx->options = options;
  ctx->empty = SK_BOARD_EMPTY;
  ctx->ceiling = INT_MAX;
  for (int d = 0; d < SK_SIZE; d++)
    ctx->where[d] = SK_BOARD_EMPTY;
  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      SkMask open = cg->cand[cell];

      if (cg->grid.cell[cell] != 0)
        continue;
      ctx->empty = sk_board_or (ctx->empty, sk_board_cell (cell));
      for (; open != 0; open &= open - 1)
        {
          int d = __builtin_ctz (open);

          ctx->where[d] = sk_board_or (ctx->where[d], sk_board_cell (cell));
        }
    }
}

/* ---- steps ---- */

void
sk_step_init (SkStep      *step,
              SkTechnique  technique)
{
  memset (step, 0, sizeof *step);
  step->technique = technique;
  step->rating = sk_technique_info (technique)->rating;
}

void
sk_step_mark (SkStep *step,
              int     cell,
              SkRole  role,
              SkMask  digits)
{
  if (step->n_marks >= SK_STEP_MAX_MARKS)
    {
      step->truncated = true;
      return;
    }
  step->marks[step->n_marks++] = (SkMark) { (uint8_t) cell, (uint8_t) role, digits };
}

int
sk_step_node (SkStep  *step,
              SkBoard  cells,
              int      digit)
{
  if (step->n_nodes >= SK_STEP_MAX_NODES)
    {
      step->truncated = true;
      return -1;
    }
  step->nodes[step->n_nodes] = (SkNode) { cells, (uint8_t) digit };
  return step->n_nodes++;
}

void
sk_step_link (SkStep *step,
              int     from,
              int     to,
              bool    strong)
{
  if (from < 0 || to < 0 || step->n_links >= SK_STEP_MAX_LINKS)
    {
      step->truncated = true;
      return;
    }
  step->links[step->n_links++] = (SkLink) { (uint8_t) from, (uint8_t) to, strong };
}

bool
sk_step_remove_from (SkStep               *step,
                     const SkLogicContext *ctx,
                     SkBoard               cells,
                     SkMask                digits)
{
  bool any = false;

  while (!sk_board_is_empty (cells))
    {
      int cell = sk_board_pop (&cells);
      SkMask hit = ctx->cg->cand[cell] & digits;

      if (ctx->cg->grid.cell[cell] == 0 && hit != 0)
        {
          step->remove[cell] |= hit;
          any = true;
        }
    }
  return any;
}

bool
sk_step_has_action (const SkStep *step)
{
  for (int cell = 0; cell < SK_CELLS; cell++)
    if (step->place[cell] != 0 || step->remove[cell] != 0)
      return true;
  return false;
}

void
sk_step_apply (const SkStep    *step,
               SkCandidateGrid *cg,
               const SkLayout  *layout)
{
  for (int cell = 0; cell < SK_CELLS; cell++)
    cg->cand[cell] &= (SkMask) ~step->remove[cell];
  for (int cell = 0; cell < SK_CELLS; cell++)
    if (step->place[cell] != 0 && cg->grid.cell[cell] == 0)
      sk_candidate_grid_place (cg, layout, cell, step->place[cell]);
}

SkBoard
sk_logic_common_peers (const SkLayout *layout,
                       SkBoard         cells)
{
  SkBoard common = SK_BOARD_FULL;
  SkBoard rest = cells;

  while (!sk_board_is_empty (rest))
    common = sk_board_and (common, layout->peer_board[sk_board_pop (&rest)]);
  return sk_board_and_not (common, cells);
}

int
sk_logic_length_rating (int base,
                        int length)
{
  int added = 0;
  int ceiling = 4;
  bool odd = false;

  while (length > ceiling)
    {
      added++;
      ceiling = odd ? ceiling * 4 / 3 : ceiling * 3 / 2;
      odd = !odd;
    }
  return base + added;
}
