/* sk-search.h: what the four search algorithms share, inside the engine
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * sk_solve (sk-solve.c) checks the givens, sets up an SkSearch and hands it
 * to one algorithm. Every algorithm enters each call of its recursive search
 * through sk_search_enter and counts each solution through
 * sk_search_count_solution, so calls, depth, the limit, the cancel flag, the
 * call budget and the time limit mean the same for all four. The functions
 * that are not inline live in sk-search.c.
 */

#pragma once

#include "sk-solver.h"

/* The clock is read once per this many calls. A call of the slowest kind costs
 * a few microseconds, so the time limit is overshot by a few milliseconds at
 * most, while the quickest kind (tens of nanoseconds) does not pay for a clock
 * read on every call. */
#define SK_SEARCH_CLOCK_INTERVAL 1024

typedef struct
{
  const SkLayout       *layout;
  const SkSolveOptions *options;
  SkSolveResult        *result;
  const atomic_int     *cancel;       /* options->cancel, one indirection closer */
  int                   limit;        /* at least 1 */
  uint64_t              deadline_ns;  /* on sk_search_now_ns's clock; 0 = none */
  uint64_t              check_at;     /* calls at which to look at the budget or the clock next */
  bool                  stop;         /* set once the search must unwind */
} SkSearch;

uint64_t sk_search_now_ns       (void);
void     sk_search_init         (SkSearch             *s,
                                 const SkLayout       *layout,
                                 const SkSolveOptions *options,
                                 SkSolveResult        *result,
                                 uint64_t              start_ns);
bool     sk_search_check_limits (SkSearch             *s);

/* Sets the status and stop when the caller asked to stop, or the budget or the
 * time is spent; true when the search must unwind. The budget and the clock
 * cost one comparison per call: check_at is the nearer of the two. */
static inline bool
sk_search_should_stop (SkSearch *s)
{
  if (s->cancel != NULL && atomic_load_explicit (s->cancel, memory_order_relaxed))
    {
      s->result->status = SK_SOLVE_CANCELLED;
      s->stop = true;
    }
  else if (s->result->stats.calls >= s->check_at)
    sk_search_check_limits (s);

  return s->stop;
}

/* Opens one call of the recursive search at @depth (the first call is depth
 * 1): false when the search must unwind instead, and then the call is not
 * counted. */
static inline bool
sk_search_enter (SkSearch *s,
                 uint32_t  depth)
{
  SkStats *stats = &s->result->stats;

  if (sk_search_should_stop (s))
    return false;

  stats->calls++;
  if (depth > stats->max_depth)
    stats->max_depth = depth;
  return true;
}

/* Whether the solution about to be counted is the first: the caller then
 * stores it in s->result->solution before counting it. */
static inline bool
sk_search_is_first_solution (const SkSearch *s)
{
  return s->result->n_solutions == 0;
}

static inline void
sk_search_count_solution (SkSearch *s)
{
  if (++s->result->n_solutions >= s->limit)
    s->stop = true;
}

/* The four algorithms; the givens have been checked already. */
void sk_search_propagate (SkSearch     *s,
                          const SkGrid *puzzle);
void sk_search_backtrack (SkSearch     *s,
                          const SkGrid *puzzle);
void sk_search_tables    (SkSearch     *s,
                          const SkGrid *puzzle);
void sk_search_dlx       (SkSearch     *s,
                          const SkGrid *puzzle);
