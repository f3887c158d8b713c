/* sk-logic-big-wings.c: WXYZ-, VWXYZ-, UVWXYZ- and TUVWXYZ-Wings
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * SukakuExplainer's generalised wings: n cells that all see each other
 * (so no digit repeats among them) holding n + 1 digits between them, and a
 * cell with two candidates x and z, both among those digits, that sees every
 * cell of the wing holding x. If that cell is x, the wing has no x and its
 * n cells hold the n other digits, z among them; otherwise the cell is z.
 * Either way z is in the cell or in the wing, so it leaves every cell that
 * sees the cell and every z of the wing. When z too is seen from the cell
 * everywhere in the wing (doubly linked), the wing keeps all its digits but
 * the one the cell takes: each other digit leaves the cells that see all its
 * places in the wing, and x and z the cells that see all their places in
 * the wing and the cell.
 *
 * n is 3 to 6 (WXYZ to TUVWXYZ), rated as Sudoku Explainer rates them (the
 * bases in sk-techniques.h; wing_rating adds the tenths). "Sees" is the
 * layout's, so the wings are sound on jigsaw layouts too, where a wing may
 * spread over a row and a region.
 */

#include "sk-logic-private.h"

#include <stdlib.h>

#define MAX_WING 6

typedef struct
{
  const SkLogicContext *ctx;
  int                   n;
  int                   cells[MAX_WING];
  SkMask                digits;
  SkBoard               pincers;   /* the empty cells with two candidates */
  SkStep               *step;
  SkStep                trial;
  bool                  found;
} Wing;

static const SkTechnique wing_techniques[MAX_WING + 1] = {
  [3] = SK_TECH_WXYZ_WING,
  [4] = SK_TECH_VWXYZ_WING,
  [5] = SK_TECH_UVWXYZ_WING,
  [6] = SK_TECH_TUVWXYZ_WING,
};

/* The row's base, plus Sudoku Explainer's tenths for the biggest cell:
 * WXYZ a tenth when it has three candidates, VWXYZ two less one per
 * candidate away from three. The wing's digits bound the biggest cell
 * (four for WXYZ, five for VWXYZ), so neither falls below the base. */
static int
wing_rating (int n,
             int biggest)
{
  int base = sk_technique_info (wing_techniques[n])->rating;
  int off_three = biggest > 3 ? biggest - 3 : 3 - biggest;
  int extra = n == 3 ? 1 - off_three : n == 4 ? 2 - off_three : 0;

  return base + (extra > 0 ? extra : 0);
}

/* The wing's cells holding digit index @d. */
static SkBoard
wing_places (const Wing *w,
             int         d)
{
  SkBoard places = SK_BOARD_EMPTY;

  for (int i = 0; i < w->n; i++)
    if (w->ctx->cg->cand[w->cells[i]] & sk_mask_of (d + 1))
      places = sk_board_or (places, sk_board_cell (w->cells[i]));
  return places;
}

/* Removes @digit from the cells that see all of @places (which are never
 * themselves affected). */
static bool
remove_seen (Wing   *w,
             SkBoard places,
             int     digit)
{
  return sk_step_remove_from (&w->trial, w->ctx,
                              sk_logic_common_peers (w->ctx->layout, places), sk_mask_of (digit));
}

static void
try_pincer (Wing *w,
            int   pincer)
{
  const SkLayout *layout = w->ctx->layout;
  SkMask pair = w->ctx->cg->cand[pincer];
  int a = sk_mask_first (pair);
  int b = sk_mask_first ((SkMask) (pair & (pair - 1)));
  SkBoard places_a = wing_places (w, a - 1);
  SkBoard places_b = wing_places (w, b - 1);
  bool restricted_a = sk_board_is_empty (sk_board_and_not (places_a, layout->peer_board[pincer]));
  bool restricted_b = sk_board_is_empty (sk_board_and_not (places_b, layout->peer_board[pincer]));
  SkBoard cell = sk_board_cell (pincer);
  int biggest = 0;
  int rating;
  bool any = false;

  if (!restricted_a && !restricted_b)
    return;
  for (int i = 0; i < w->n; i++)
    if (sk_mask_count (w->ctx->cg->cand[w->cells[i]]) > biggest)
      biggest = sk_mask_count (w->ctx->cg->cand[w->cells[i]]);
  rating = wing_rating (w->n, biggest);
  if (w->found && rating >= w->step->rating)
    return;

  sk_step_init (&w->trial, wing_techniques[w->n]);
  if (restricted_a && restricted_b)
    {
      for (SkMask rest = (SkMask) (w->digits & ~pair); rest != 0; rest &= rest - 1)
        {
          int d = __builtin_ctz (rest);

          any |= remove_seen (w, wing_places (w, d), d + 1);
        }
      any |= remove_seen (w, sk_board_or (places_a, cell), a);
      any |= remove_seen (w, sk_board_or (places_b, cell), b);
    }
  else
    {
      /* z is the digit that is not restricted. */
      w->trial.digit = restricted_a ? b : a;
      any = remove_seen (w, sk_board_or (restricted_a ? places_b : places_a, cell), w->trial.digit);
    }
  if (!any)
    return;
  w->trial.rating = rating;
  w->trial.size = w->n;
  for (int i = 0; i < w->n; i++)
    sk_step_mark (&w->trial, w->cells[i], SK_ROLE_ALS, w->ctx->cg->cand[w->cells[i]]);
  sk_step_mark (&w->trial, pincer, SK_ROLE_PINCER, pair);
  *w->step = w->trial;
  w->found = true;
}

static void
try_wing (Wing *w)
{
  SkBoard seen = SK_BOARD_EMPTY;
  SkBoard inside = SK_BOARD_EMPTY;
  SkBoard pincers;

  for (int i = 0; i < w->n; i++)
    {
      seen = sk_board_or (seen, w->ctx->layout->peer_board[w->cells[i]]);
      inside = sk_board_or (inside, sk_board_cell (w->cells[i]));
    }
  pincers = sk_board_and_not (sk_board_and (w->pincers, seen), inside);
  while (!sk_board_is_empty (pincers))
    {
      int pincer = sk_board_pop (&pincers);

      if ((w->ctx->cg->cand[pincer] & ~w->digits) == 0)
        try_pincer (w, pincer);
    }
}

/* Adds cells in ascending order, each seeing all those before it, while the
 * digits stay within n + 1. */
static void
grow (Wing   *w,
      int     depth,
      SkBoard next,
      SkMask  digits)
{
  while (!sk_board_is_empty (next))
    {
      int cell = sk_board_pop (&next);
      SkMask more = digits | w->ctx->cg->cand[cell];

      if (sk_mask_count (more) > w->n + 1 || sk_mask_count (w->ctx->cg->cand[cell]) < 2)
        continue;
      w->cells[depth] = cell;
      if (depth + 1 == w->n)
        {
          if (sk_mask_count (more) == w->n + 1)
            {
              w->digits = more;
              try_wing (w);
            }
          continue;
        }
      grow (w, depth + 1, sk_board_and (next, w->ctx->layout->peer_board[cell]), more);
    }
}

bool
sk_find_big_wing (const SkLogicContext *ctx,
                  int                   n,
                  SkStep               *step)
{
  Wing *w;
  bool found;

  if (n < 3 || n > MAX_WING)
    return false;
  /* The trial step is a few kilobytes: off the stack of a deep finder. */
  w = calloc (1, sizeof *w);
  if (w == NULL)
    return false;
  w->ctx = ctx;
  w->n = n;
  w->step = step;
  for (int cell = 0; cell < SK_CELLS; cell++)
    if (ctx->cg->grid.cell[cell] == 0 && sk_mask_count (ctx->cg->cand[cell]) == 2)
      w->pincers = sk_board_or (w->pincers, sk_board_cell (cell));
  if (!sk_board_is_empty (w->pincers))
    grow (w, 0, ctx->empty, 0);
  found = w->found;
  free (w);
  return found;
}
