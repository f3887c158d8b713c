/* sk-solve.c: sk_solve: check the givens, then run the chosen algorithm
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything the four algorithms have in common happens here, once: the
 * options and their defaults, the rule check of the givens (so a bad puzzle
 * costs no search whichever algorithm was asked for), the clock and the
 * final status. Each algorithm lives in its own file.
 */

#include "sk-solver.h"

#include <string.h>
#include <time.h>

#include "sk-search.h"

const SkAlgorithm sk_algorithms[SK_N_ALGORITHMS] = {
  SK_ALGORITHM_BACKTRACK,
  SK_ALGORITHM_TABLES,
  SK_ALGORITHM_PROPAGATE,
  SK_ALGORITHM_DLX,
};

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

void
sk_solve_options_init (SkSolveOptions *options)
{
  *options = (SkSolveOptions) {
    .limit = 1,
    .cancel = NULL,
    .max_calls = 0,
    .algorithm = SK_ALGORITHM_PROPAGATE,
    .max_elapsed_ns = 0,
  };
}

static bool
check_givens (const SkGrid   *puzzle,
              const SkLayout *layout,
              SkClash        *clash)
{
  for (int cell = 0; cell < SK_CELLS; cell++)
    if (puzzle->cell[cell] > SK_SIZE)
      {
        /* Not a clash between two cells, but reported the same way, on the cell's row. */
        *clash = (SkClash) {
          .kind = SK_UNIT_ROW,
          .number = sk_cell_row (cell),
          .digit = puzzle->cell[cell],
          .cells = { cell, cell },
        };
        return false;
      }

  return sk_grid_find_clashes (puzzle, layout, clash, 1) == 0;
}

void
sk_solve (const SkGrid         *puzzle,
          const SkLayout       *layout,
          const SkSolveOptions *options,
          SkSolveResult        *result)
{
  SkSolveOptions defaults;
  uint64_t start = sk_search_now_ns ();
  SkSearch s;

  if (options == NULL)
    {
      sk_solve_options_init (&defaults);
      options = &defaults;
    }

  memset (result, 0, sizeof *result);
  result->status = SK_SOLVE_NO_SOLUTION;

  if (!check_givens (puzzle, layout, &result->clash))
    {
      result->status = SK_SOLVE_INVALID;
      result->stats.elapsed_ns = sk_search_now_ns () - start;
      return;
    }

  sk_search_init (&s, layout, options, result, start);

  switch (options->algorithm)
    {
    case SK_ALGORITHM_BACKTRACK:
      sk_search_backtrack (&s, puzzle);
      break;
    case SK_ALGORITHM_TABLES:
      sk_search_tables (&s, puzzle);
      break;
    case SK_ALGORITHM_DLX:
      sk_search_dlx (&s, puzzle);
      break;
    case SK_ALGORITHM_PROPAGATE:
    default:
      sk_search_propagate (&s, puzzle);
      break;
    }

  if (result->status == SK_SOLVE_NO_SOLUTION && result->n_solutions > 0)
    result->status = SK_SOLVE_SOLVED;
  result->stats.elapsed_ns = sk_search_now_ns () - start;
}

const char *
sk_solve_status_to_string (SkSolveStatus status)
{
  switch (status)
    {
    case SK_SOLVE_SOLVED:
      return "solved";
    case SK_SOLVE_NO_SOLUTION:
      return "no solution";
    case SK_SOLVE_INVALID:
      return "invalid";
    case SK_SOLVE_CANCELLED:
      return "cancelled";
    case SK_SOLVE_OVER_BUDGET:
      return "over budget";
    case SK_SOLVE_TIMED_OUT:
      return "timed out";
    default:
      return "unknown";
    }
}

/* The names are the command line's and the settings' words: never translated. */
const char *
sk_algorithm_to_string (SkAlgorithm algorithm)
{
  switch (algorithm)
    {
    case SK_ALGORITHM_PROPAGATE:
      return "propagate";
    case SK_ALGORITHM_BACKTRACK:
      return "backtrack";
    case SK_ALGORITHM_TABLES:
      return "tables";
    case SK_ALGORITHM_DLX:
      return "dlx";
    default:
      return "unknown";
    }
}

/* Exact, lower-case names only; false (and @algorithm untouched) for any other. */
bool
sk_algorithm_from_string (const char  *name,
                          SkAlgorithm *algorithm)
{
  if (name == NULL)
    return false;

  for (int i = 0; i < SK_N_ALGORITHMS; i++)
    if (strcmp (name, sk_algorithm_to_string (sk_algorithms[i])) == 0)
      {
        *algorithm = sk_algorithms[i];
        return true;
      }

  return false;
}
