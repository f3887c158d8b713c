/* sk-logic-aligned.c: Aligned Triplet Exclusion
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Sudoku Explainer's Aligned Set Exclusion for three cells (7.5): take
 * three empty cells and the cells with two or three candidates that see all
 * three (at least two such "excluders"). Of the ways to fill the three from
 * their candidates, a way is impossible if it gives the same digit to two of
 * them that see each other, or if it covers every candidate of an excluder
 * (which would then have none). A candidate of one of the three that only
 * impossible ways use cannot be its digit.
 *
 * The triples are Sudoku Explainer's: two cells anywhere, the third a cell
 * with two or three candidates that sees one of them; each triple is tried
 * once, in ascending cell order. Only the layout's peers are used, so the
 * rule holds on jigsaw layouts as it does on boxes.
 */

#include "sk-logic-private.h"

#define MAX_EXCLUDERS 24

typedef struct
{
  const SkLogicContext *ctx;
  SkBoard               eligible;             /* empty cells with two candidates or more */
  SkBoard               small;                /* empty cells with two or three candidates */
} Aligned;

static SkBoard
excluders_of (const Aligned *a,
              int            cell)
{
  return sk_board_and (a->small, a->ctx->layout->peer_board[cell]);
}

/* Whether two of the three may hold @ds: different digits, or the same in
 * cells that do not see each other. */
static bool
pair_allowed (const SkLayout *layout,
              int             c1,
              int             d1,
              int             c2,
              int             d2)
{
  return d1 != d2 || !sk_logic_sees (layout, c1, c2);
}

static bool
try_triple (const Aligned *a,
            const int      cells[3],
            SkBoard        excluders,
            SkStep        *step)
{
  const SkLayout *layout = a->ctx->layout;
  const SkCandidateGrid *cg = a->ctx->cg;
  SkMask masks[MAX_EXCLUDERS];
  SkMask allowed[3] = { 0, 0, 0 };
  int n_excluders = 0;
  bool any = false;

  for (SkBoard rest = excluders; !sk_board_is_empty (rest) && n_excluders < MAX_EXCLUDERS;)
    masks[n_excluders++] = cg->cand[sk_board_pop (&rest)];

  for (SkMask m0 = cg->cand[cells[0]]; m0 != 0; m0 &= m0 - 1)
    for (SkMask m1 = cg->cand[cells[1]]; m1 != 0; m1 &= m1 - 1)
      {
        int d0 = __builtin_ctz (m0);
        int d1 = __builtin_ctz (m1);

        if (!pair_allowed (layout, cells[0], d0, cells[1], d1))
          continue;
        for (SkMask m2 = cg->cand[cells[2]]; m2 != 0; m2 &= m2 - 1)
          {
            int d2 = __builtin_ctz (m2);
            SkMask used = (SkMask) ((1u << d0) | (1u << d1) | (1u << d2));
            bool possible = pair_allowed (layout, cells[0], d0, cells[2], d2)
                            && pair_allowed (layout, cells[1], d1, cells[2], d2);

            for (int e = 0; e < n_excluders && possible; e++)
              possible = (masks[e] & (SkMask) ~used) != 0;
            if (!possible)
              continue;
            allowed[0] |= (SkMask) (1u << d0);
            allowed[1] |= (SkMask) (1u << d1);
            allowed[2] |= (SkMask) (1u << d2);
          }
      }

  for (int i = 0; i < 3; i++)
    if ((cg->cand[cells[i]] & (SkMask) ~allowed[i]) != 0)
      any = true;
  if (!any)
    return false;
  sk_step_init (step, SK_TECH_ALIGNED_TRIPLET_EXCLUSION);
  step->size = 3;
  for (int i = 0; i < 3; i++)
    {
      step->remove[cells[i]] = cg->cand[cells[i]] & (SkMask) ~allowed[i];
      sk_step_mark (step, cells[i], SK_ROLE_BASE, cg->cand[cells[i]]);
    }
  for (SkBoard rest = excluders; !sk_board_is_empty (rest);)
    {
      int cell = sk_board_pop (&rest);

      sk_step_mark (step, cell, SK_ROLE_COVER, cg->cand[cell]);
    }
  return true;
}

/* Sudoku Explainer's triples: one of the three has two or three candidates
 * and sees another. */
static bool
is_aligned_triple (const Aligned *a,
                   const int      cells[3])
{
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++)
      if (i != j && sk_board_has (excluders_of (a, cells[j]), cells[i]))
        return true;
  return false;
}

bool
sk_find_aligned_triplet_exclusion (const SkLogicContext *ctx,
                                   SkStep               *step)
{
  Aligned a = { ctx, SK_BOARD_EMPTY, SK_BOARD_EMPTY };

  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      int n = sk_mask_count (ctx->cg->cand[cell]);

      if (ctx->cg->grid.cell[cell] != 0 || n < 2)
        continue;
      a.eligible = sk_board_or (a.eligible, sk_board_cell (cell));
      if (n <= 3)
        a.small = sk_board_or (a.small, sk_board_cell (cell));
    }

  for (SkBoard first = a.eligible; !sk_board_is_empty (first);)
    {
      int c0 = sk_board_pop (&first);
      SkBoard ex0 = excluders_of (&a, c0);

      if (sk_logic_cancelled (ctx))
        return false;
      for (SkBoard second = first; !sk_board_is_empty (second);)
        {
          int c1 = sk_board_pop (&second);
          SkBoard ex01 = sk_board_and (ex0, excluders_of (&a, c1));

          if (sk_board_count (ex01) < 2)
            continue;
          for (SkBoard third = second; !sk_board_is_empty (third);)
            {
              int cells[3] = { c0, c1, sk_board_pop (&third) };
              SkBoard common = sk_board_and (ex01, excluders_of (&a, cells[2]));

              /* The three themselves are no excluders of each other. */
              common = sk_board_and_not (common, sk_board_or (sk_board_cell (c0),
                                                              sk_board_or (sk_board_cell (c1),
                                                                           sk_board_cell (cells[2]))));
              if (sk_board_count (common) < 2 || !is_aligned_triple (&a, cells))
                continue;
              if (try_triple (&a, cells, common, step))
                return true;
            }
        }
    }
  return false;
}
