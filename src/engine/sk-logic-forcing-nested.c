/* sk-logic-forcing-nested.c: forcing chains inside forcing chains
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A nested chain follows an assumption as the "plus" chains do and, when
 * nothing more follows, looks at the grid as the assumption has changed
 * it: every candidate whose own "on" propagation there (dynamic) meets a
 * contradiction is turned off, and the outer propagation
 * goes on from there. This is Sudoku Explainer's nesting of dynamic chains
 * in dynamic chains (its level 4), with contradictions as the only inner
 * conclusions.
 *
 * The inner chain rests on the outer facts that made the changed grid:
 * the candidates it lacks that the inner singles and sets needed (against
 * the grid of the call, a hidden single needs every other place of its
 * digit off). Those are the parents of the fact it turns off, and the facts
 * of the inner chain are counted with it.
 *
 * Every candidate is tried in every scan: the inner propagations are most
 * of a nested search's time, but remembering which cells each one had
 * looked at, to skip those the grid did not change there, skipped under a
 * tenth of them on Easter Monster and cost as much as it saved, and undoing
 * a propagation's changes instead of copying the grid was slower.
 */

#include "sk-logic-forcing-private.h"

struct Nesting
{
  Mode            inner_mode;
  SkCandidateGrid cg;       /* the changed grid */
  SkLogicContext  ctx;
  bool            failed;   /* out of memory, or cancelled */
  Engine          inner;
};

bool
sk_forcing_nesting_new (Engine *e,
                        Mode    inner_mode)
{
  Nesting *ns = malloc (sizeof *ns);

  if (ns == NULL)
    return false;
  ns->inner_mode = inner_mode;
  ns->ctx = *e->ctx;
  ns->ctx.cg = &ns->cg;
  ns->cg = *e->ctx->cg;
  ns->failed = false;
  sk_forcing_engine_init (&ns->inner, &ns->ctx, inner_mode);
  e->nesting = ns;
  return true;
}

void
sk_forcing_nesting_free (Engine *e)
{
  if (e->nesting != NULL)
    free (e->nesting->inner.entries);
  free (e->nesting);
  free (e->nested);
  e->nesting = NULL;
  e->nested = NULL;
  e->n_nested = 0;
  e->cap_nested = 0;
}

static inline bool
lacks (const Nesting *ns,
       int            fact)
{
  return !fact_is_on (fact) && !sk_board_has (ns->ctx.where[fact_digit (fact)], fact_cell (fact));
}

/* Adds @fact, if the changed grid lacks its candidate, to the outer parents
 * in @out (unless there already); false when they are too many. */
static bool
add_outer (const Nesting *ns,
           Nested        *out,
           uint64_t      *outer_seen,
           int            fact)
{
  uint64_t bit = UINT64_C (1) << (fact & 63);

  if (outer_seen[fact >> 6] & bit)
    return true;
  outer_seen[fact >> 6] |= bit;
  if (out->n == MAX_PARENTS)
    return false;
  out->parents[out->n++] = (uint16_t) fact;
  return true;
}

/* What the inner contradiction of @r rests on: the inner facts, counted,
 * and the outer facts, listed. False when those are too many to list. */
static bool
rests_on (Engine       *e,
          Nesting      *ns,
          const Record *r,
          Nested       *out)
{
  Engine *in = &ns->inner;
  const uint16_t *pos = in->slot_pos[0];
  uint64_t outer_seen[SEEN_WORDS] = { 0 };
  uint16_t sides[SK_SIZE + 1];
  int n_stack = 0;
  /* Sides against the grid of the call: the candidates the changed grid
   * lacks are outer facts. */
  int n = sk_forcing_contradiction_sides (e, r, sides);

  out->n = 0;
  out->weight = 0;
  seen_clear (in);
  for (int i = 0; i < n; i++)
    {
      if (lacks (ns, sides[i]))
        {
          if (!add_outer (ns, out, outer_seen, sides[i]))
            return false;
        }
      else if (!((in->seen[sides[i] >> 6] >> (sides[i] & 63)) & 1))
        {
          in->seen[sides[i] >> 6] |= UINT64_C (1) << (sides[i] & 63);
          in->stack[n_stack++] = sides[i];
        }
    }
  while (n_stack > 0)
    {
      uint16_t parents[MAX_PARENTS];
      const Entry *x = &in->entries[r->first + pos[in->stack[--n_stack]]];
      int k = sk_forcing_entry_parents (e, x, parents);

      out->weight++;
      for (int i = 0; i < k; i++)
        {
          int p = parents[i];

          if (lacks (ns, p))
            {
              if (!add_outer (ns, out, outer_seen, p))
                return false;
            }
          else if (!((in->seen[p >> 6] >> (p & 63)) & 1))
            {
              in->seen[p >> 6] |= UINT64_C (1) << (p & 63);
              in->stack[n_stack++] = (uint16_t) p;
            }
        }
    }
  return true;
}

static Nested *
push_nested (Engine *e)
{
  if (e->n_nested == e->cap_nested)
    {
      size_t cap = e->cap_nested == 0 ? 64 : 2 * e->cap_nested;
      Nested *nested = realloc (e->nested, cap * sizeof *nested);

      if (nested == NULL)
        return NULL;
      e->nested = nested;
      e->cap_nested = cap;
    }
  return &e->nested[e->n_nested];
}

bool
sk_forcing_scan_nested (Engine *e)
{
  Nesting *ns = e->nesting;
  Engine *in = &ns->inner;
  const SkLogicContext *ctx = e->ctx;
  uint16_t before = e->rec->n;
  Entry *entries = in->entries;
  size_t cap = in->cap;

  if (ns->failed)
    return false;
  memcpy (ns->cg.cand, e->mask, sizeof ns->cg.cand);
  memcpy (ns->ctx.where, e->cur, sizeof ns->ctx.where);
  /* A fresh engine for the changed grid, but the entries' array of the
   * last scan is kept: the init forgets it, and sk_forcing_nesting_free
   * frees only the one the inner engine holds at the end. */
  sk_forcing_engine_init (in, &ns->ctx, ns->inner_mode);
  in->entries = entries;
  in->cap = cap;
  /* An inner chain is counted in the outer one, with at least four outer
   * facts: the fact it turns off, an outer fact it rests on, the root and
   * another fact of the conclusion. An inner contradiction reached from a
   * fact of inner generation g weighs at least g + 2, so it is of use only
   * when g + 6 < e->bound: the inner bound is three less. */
  in->bound = e->bound == INT_MAX ? INT_MAX : e->bound - 3;

  for (SkBoard cells = ctx->empty; !sk_board_is_empty (cells) && e->rec->contra == CONTRA_NONE;)
    {
      int cell = sk_board_pop (&cells);
      SkMask m = ns->cg.cand[cell];

      /* A cell the assumption decided has nothing to try. */
      if (sk_mask_is_single (m))
        continue;
      for (; m != 0 && e->rec->contra == CONTRA_NONE; m &= m - 1)
        {
          int d = __builtin_ctz (m);
          Nested *nested;

          if (!sk_board_has (e->cur[d], cell))
            continue;
          if (sk_logic_cancelled (ctx))
            {
              ns->failed = true;
              return false;
            }
          in->n_entries = 0;
          if (!sk_forcing_propagate (in, &in->scratch, 0, fact_on (cell, d)))
            {
              ns->failed = true;
              return false;
            }
          if (in->scratch.contra == CONTRA_NONE)
            continue;
          nested = push_nested (e);
          if (nested == NULL)
            {
              ns->failed = true;
              return false;
            }
          /* No outer fact in it: the contradiction is the grid's own, which
           * the lower chains would have found; too many: not written down. */
          if (!rests_on (e, ns, &in->scratch, nested) || nested->n == 0)
            continue;
          nested->contra = in->scratch.contra;
          nested->contra_unit = in->scratch.contra_unit;
          nested->contra_fact = in->scratch.contra_fact;
          e->n_nested++;
          sk_forcing_add_off_rested (e, cell, d, WHY_NESTED, (uint32_t) (e->n_nested - 1));
        }
    }
  return e->rec->n != before;
}

bool
sk_forcing_nesting_failed (const Engine *e)
{
  return e->nesting != NULL && e->nesting->failed;
}
