/* sk-logic-forcing-cost.c: what a forcing chain costs, as Sudoku Explainer counts it
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "sk-logic-forcing-private.h"

/* ---- complexity ---- */

static inline bool
seen_test_and_set (uint64_t *seen,
                   int       fact)
{
  uint64_t bit = UINT64_C (1) << (fact & 63);
  bool was = (seen[fact >> 6] & bit) != 0;

  seen[fact >> 6] |= bit;
  return was;
}

/* How many facts not yet in e->seen @fact rests on (itself included), adding
 * them there; stops early once more than @limit. */
int
sk_forcing_count_ancestors (Engine       *e,
                            const Record *r,
                            int           slot,
                            int           fact,
                            int           limit)
{
  const uint16_t *pos = e->slot_pos[slot];
  int n_stack = 0;
  int count = 0;

  if (seen_test_and_set (e->seen, fact))
    return 0;
  e->stack[n_stack++] = (uint16_t) fact;
  while (n_stack > 0 && count <= limit)
    {
      uint16_t parents[MAX_PARENTS];
      const Entry *x = record_entry (e, r, pos, e->stack[--n_stack]);
      int n = sk_forcing_entry_parents (e, x, parents);

      /* A nested chain counts what its own chain rests on too. */
      count += 1 + (x->why == WHY_NESTED ? e->nested[x->arg].weight : 0);
      for (int i = 0; i < n; i++)
        if (!seen_test_and_set (e->seen, parents[i]))
          e->stack[n_stack++] = parents[i];
    }
  return count;
}

static int
ancestors (Engine       *e,
           const Record *r,
           int           slot,
           int           fact,
           int           limit)
{
  seen_clear (e);
  return sk_forcing_count_ancestors (e, r, slot, fact, limit);
}

/* The facts that make the contradiction of @r, as Sudoku Explainer counts a
 * contradiction: both sides of the candidate on and off; for an empty cell
 * or unit, the last one off and the single that the others made of it. */
int
sk_forcing_contradiction_sides (const Engine *e,
                                const Record *r,
                                uint16_t      sides[SK_SIZE + 1])
{
  const SkLayout *layout = e->ctx->layout;
  int fact = r->contra_fact;
  int cell = fact_cell (fact);
  int d = fact_digit (fact);
  int n = 0;

  switch ((Contra) r->contra)
    {
    case CONTRA_CONFLICT:
      sides[n++] = (uint16_t) fact_on (cell, d);
      sides[n++] = (uint16_t) fact_off (cell, d);
      break;
    case CONTRA_CELL:
      for (SkMask m = e->ctx->cg->cand[cell]; m != 0; m &= m - 1)
        if (__builtin_ctz (m) != d)
          sides[n++] = (uint16_t) fact_off (cell, __builtin_ctz (m));
      sides[n++] = (uint16_t) fact;
      break;
    case CONTRA_UNIT:
      {
        SkBoard places = sk_board_and (e->ctx->where[d], layout->unit_board[r->contra_unit]);

        while (!sk_board_is_empty (places))
          {
            int p = sk_board_pop (&places);

            if (p != cell)
              sides[n++] = (uint16_t) fact_off (p, d);
          }
        sides[n++] = (uint16_t) fact;
      }
      break;
    case CONTRA_NONE:
    default:
      break;
    }
  return n;
}

static int
contradiction_cost (Engine       *e,
                    const Record *r,
                    int           slot)
{
  uint16_t sides[SK_SIZE + 1];
  int n = sk_forcing_contradiction_sides (e, r, sides);
  int cost;

  if (r->contra == CONTRA_CONFLICT)
    return ancestors (e, r, slot, sides[0], INT_MAX) + ancestors (e, r, slot, sides[1], INT_MAX);
  /* The others make a single of the last one, which is then turned off. */
  seen_clear (e);
  cost = 1;
  for (int i = 0; i < n - 1; i++)
    cost += sk_forcing_count_ancestors (e, r, slot, sides[i], INT_MAX);
  return cost + ancestors (e, r, slot, sides[n - 1], INT_MAX);
}

void
sk_forcing_consider_contradiction (Engine       *e,
                                   const Record *r,
                                   int           slot,
                                   int           root,
                                   Best         *best)
{
  int cost;

  if (r->contra == CONTRA_NONE)
    return;
  cost = contradiction_cost (e, r, slot);
  if (cost < best->cost)
    *best = (Best) { cost, KIND_CONTRADICTION, root, root, e->bound };
}

/* What every branch of a cell, unit or double chain implies, the cheapest
 * first found. The records are loaded in slots 0 to @k - 1 here, but for a
 * double chain's "off" branch, which was just propagated into slot 1. */
void
sk_forcing_consider_branches (Engine        *e,
                              const Record **recs,
                              int            k,
                              Kind           kind,
                              int            start,
                              Best          *best)
{
  SkBoard on[SK_SIZE];
  SkBoard off[SK_SIZE];
  SkBoard any = SK_BOARD_EMPTY;

  for (int i = 0; i < k; i++)
    if (recs[i]->contra != CONTRA_NONE)
      return;
  for (int d = 0; d < SK_SIZE; d++)
    {
      on[d] = recs[0]->on[d];
      off[d] = recs[0]->off[d];
      for (int i = 1; i < k; i++)
        {
          on[d] = sk_board_and (on[d], recs[i]->on[d]);
          off[d] = sk_board_and (off[d], recs[i]->off[d]);
        }
      any = sk_board_or (any, sk_board_or (on[d], off[d]));
    }
  if (sk_board_is_empty (any))
    return;

  for (int i = 0; i < k; i++)
    if (kind != KIND_DOUBLE || i == 0)
      sk_forcing_load (e, recs[i], i);

  /* Placements before eliminations, each in cell order. */
  for (int polarity = 0; polarity < 2; polarity++)
    {
      SkBoard cells = any;

      while (!sk_board_is_empty (cells))
        {
          int cell = sk_board_pop (&cells);

          for (int d = 0; d < SK_SIZE; d++)
            {
              int fact = polarity == 0 ? fact_on (cell, d) : fact_off (cell, d);
              int low = 0;
              int cost = 0;

              if (!sk_board_has (polarity == 0 ? on[d] : off[d], cell))
                continue;
              for (int i = 0; i < k; i++)
                low += record_entry (e, recs[i], e->slot_pos[i], fact)->gen + 1;
              if (low >= best->cost)
                continue;
              for (int i = 0; i < k && cost < best->cost; i++)
                cost += ancestors (e, recs[i], i, fact, best->cost - cost);
              if (cost < best->cost)
                *best = (Best) { cost, kind, start, fact, e->bound };
            }
        }
    }
}

