/* sk-search.c: the state every search algorithm shares: limits, clock, counts
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * sk-solve.c sets a search up and picks the algorithm; the algorithms
 * (sk-backtrack.c, sk-tables.c, sk-propagate.c, sk-dlx.c) see only this
 * file's functions and the inline ones of sk-search.h.
 */

#include "sk-search.h"

#include <time.h>

uint64_t
sk_search_now_ns (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (uint64_t) ts.tv_sec * UINT64_C (1000000000) + (uint64_t) ts.tv_nsec;
}

void
sk_search_init (SkSearch             *s,
                const SkLayout       *layout,
                const SkSolveOptions *options,
                SkSolveResult        *result,
                uint64_t              start_ns)
{
  *s = (SkSearch) {
    .layout = layout,
    .options = options,
    .result = result,
    .cancel = options->cancel,
    .limit = options->limit > 0 ? options->limit : 1,
    .deadline_ns = 0,
    .check_at = options->max_calls != 0 ? options->max_calls : UINT64_MAX,
    .stop = false,
  };

  if (options->max_elapsed_ns != 0)
    {
      s->deadline_ns = options->max_elapsed_ns < UINT64_MAX - start_ns
                       ? start_ns + options->max_elapsed_ns
                       : UINT64_MAX;
      /* The first call looks at the clock: the limit may be spent already. */
      s->check_at = 0;
    }
}

/* Runs when the calls reach check_at: stops the search at the budget or past
 * the deadline, else sets the next point to look again. */
bool
sk_search_check_limits (SkSearch *s)
{
  uint64_t calls = s->result->stats.calls;
  uint64_t max_calls = s->options->max_calls;

  if (max_calls != 0 && calls >= max_calls)
    {
      s->result->status = SK_SOLVE_OVER_BUDGET;
      s->stop = true;
    }
  else if (s->deadline_ns != 0 && sk_search_now_ns () >= s->deadline_ns)
    {
      s->result->status = SK_SOLVE_TIMED_OUT;
      s->stop = true;
    }
  else if (s->deadline_ns != 0)
    {
      s->check_at = calls + SK_SEARCH_CLOCK_INTERVAL;
      if (max_calls != 0 && max_calls < s->check_at)
        s->check_at = max_calls;
    }

  return s->stop;
}
