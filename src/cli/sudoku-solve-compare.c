/* sudoku-solve-compare.c: the four algorithms on each puzzle, and their table
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A batch is solved once per algorithm, one algorithm after the other, so
 * that the threads of --jobs never make two algorithms compete for the same
 * moment and each time is as fair as the machine allows. The table is the
 * program's output format, meant for scripts as much as for people: its
 * words are not translated and its numbers ignore the locale.
 */

#include "config.h"

#include "sudoku-solve-compare.h"

/* Solves every job with each algorithm of sk_algorithms in turn. The result of
 * job i with sk_algorithms[k] goes to results[i * SK_N_ALGORITHMS + k]; each
 * job's own result is left as the last algorithm's. */
void
sudoku_solve_compare_batch (SudokuSolveJob       *jobs,
                            guint                 n_jobs,
                            guint                 n_threads,
                            const SkSolveOptions *options,
                            SkSolveResult        *results)
{
  for (guint k = 0; k < SK_N_ALGORITHMS; k++)
    {
      SkSolveOptions algorithm_options = *options;

      algorithm_options.algorithm = sk_algorithms[k];
      sudoku_solve_run_batch (jobs, n_jobs, n_threads, &algorithm_options);
      for (guint i = 0; i < n_jobs; i++)
        results[i * SK_N_ALGORITHMS + k] = jobs[i].result;
    }
}

/* One word for the outcome of a solve: "unique" or "multiple" when the
 * search looked for a second solution (limit 2 or more), else "solved";
 * "none", "invalid", or "capped" when the time limit stopped it. */
static const char *
result_word (const SkSolveResult *result,
             int                  limit)
{
  switch (result->status)
    {
    case SK_SOLVE_SOLVED:
      if (limit < 2)
        return "solved";
      return result->n_solutions > 1 ? "multiple" : "unique";
    case SK_SOLVE_NO_SOLUTION:
      return "none";
    case SK_SOLVE_INVALID:
      return "invalid";
    case SK_SOLVE_TIMED_OUT:
      return "capped";
    case SK_SOLVE_CANCELLED:
    case SK_SOLVE_OVER_BUDGET:
    default:
      return "stopped";
    }
}

/* Milliseconds with three decimals, by hand, since printf's decimal point
 * follows the locale. */
static char *
format_ms (guint64 ns)
{
  return g_strdup_printf ("%" G_GUINT64_FORMAT ".%03u",
                          ns / 1000000, (guint) (ns / 1000 % 1000));
}

/* Appends "NAME:LINE", the table header and one row per algorithm; returns
 * whether every algorithm solved the puzzle within the time limit. */
gboolean
sudoku_solve_compare_append (GString              *out,
                             const SudokuSolveJob *job,
                             const SkSolveResult  *results,
                             int                   limit)
{
  gboolean all_solved = TRUE;

  g_string_append_printf (out, "%s:%u\n", job->name, job->puzzle->line);
  g_string_append_printf (out, "%-10s %12s %14s %6s %14s %14s  %s\n",
                          "algorithm", "ms", "calls", "depth", "guesses", "updates", "result");

  for (guint k = 0; k < SK_N_ALGORITHMS; k++)
    {
      const SkSolveResult *result = &results[k];
      g_autofree char *ms = format_ms (result->stats.elapsed_ns);

      g_string_append_printf (out,
                              "%-10s %12s %14" G_GUINT64_FORMAT " %6u %14" G_GUINT64_FORMAT
                              " %14" G_GUINT64_FORMAT "  %s\n",
                              sk_algorithm_to_string (sk_algorithms[k]), ms,
                              (guint64) result->stats.calls,
                              (guint) result->stats.max_depth,
                              (guint64) result->stats.guesses,
                              (guint64) result->stats.updates,
                              result_word (result, limit));
      if (result->status != SK_SOLVE_SOLVED)
        all_solved = FALSE;
    }

  return all_solved;
}
