/* sudoku-bench-run.c: times the solver over a file and checks every answer
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "sk-text.h"
#include "sudoku-bench.h"
const char *
bench_limit_name (int limit)
{
  return limit == 1 ? "first solution" : "uniqueness";
}

static void
bench_report_wrong (BenchFile         *file,
                    const BenchPuzzle *puzzle,
                    int                limit,
                    const char        *what,
                    const SkGrid      *answer)
{
  char text[SK_CELLS + 1];
  guint index = (guint) (puzzle - (const BenchPuzzle *) file->puzzles->data);

  file->wrong[index] = TRUE;
  if (file->n_reports++ >= BENCH_MAX_REPORTS)
    return;

  g_print ("WRONG ANSWER: %s:%u: %s: %s\n", file->name, puzzle->line,
           bench_limit_name (limit), what);
  sk_text_format_line (&puzzle->grid, text);
  g_print ("  puzzle  %s\n", text);
  if (answer != NULL)
    {
      sk_text_format_line (answer, text);
      g_print ("  answer  %s\n", text);
    }
}

/* Times whole passes over the file, with every puzzle parsed beforehand, so
 * that the clock sees nothing but the engine. A pass over a small file lasts
 * a few milliseconds, where one interruption by another process shows; such a
 * pass goes over the file again until it has lasted --min-pass-ms. */
void
bench_run_time (BenchFile *file,
                BenchRun  *run,
                guint      passes,
                gint64     min_pass_us)
{
  g_autofree double *pass_us = g_new (double, passes);
  const BenchPuzzle *puzzles = (const BenchPuzzle *) file->puzzles->data;
  const SkLayout *layouts = (const SkLayout *) file->layouts->data;
  guint n = file->puzzles->len;
  SkSolveOptions options;

  sk_solve_options_init (&options);
  options.limit = run->limit;
  run->results = g_new0 (SkSolveResult, n);

  for (guint pass = 0; pass < passes; pass++)
    {
      gint64 start;
      gint64 elapsed;
      guint rounds = 0;

      bench_progress ("%s: %s, pass %u of %u", file->name,
                      bench_limit_name (run->limit), pass + 1, passes);
      start = g_get_monotonic_time ();
      do
        {
          for (guint i = 0; i < n; i++)
            sk_solve (&puzzles[i].grid, &layouts[puzzles[i].layout], &options, &run->results[i]);
          rounds++;
          elapsed = g_get_monotonic_time () - start;
        }
      while (elapsed < min_pass_us);
      pass_us[pass] = (double) elapsed / rounds;
      run->max_rounds = MAX (run->max_rounds, rounds);
    }

  run->us_per_puzzle = bench_median_of (pass_us, passes) / n;
}

void
bench_run_check (BenchFile *file,
                 BenchRun  *run)
{
  guint n = file->puzzles->len;
  double calls = 0;
  double guesses = 0;

  for (guint i = 0; i < n; i++)
    {
      const BenchPuzzle *puzzle = &g_array_index (file->puzzles, BenchPuzzle, i);
      const SkSolveResult *result = &run->results[i];

      calls += (double) result->stats.calls;
      guesses += (double) result->stats.guesses;

      switch (result->status)
        {
        case SK_SOLVE_SOLVED:
          if (result->n_solutions < 1 || result->n_solutions > run->limit)
            {
              run->wrong++;
              bench_report_wrong (file, puzzle, run->limit,
                                  "solved, but the solution count is out of range", NULL);
            }
          else if (!sk_grid_is_solution_of (&result->solution, &puzzle->grid,
                                            bench_file_layout (file, puzzle)))
            {
              run->wrong++;
              bench_report_wrong (file, puzzle, run->limit,
                                  "the answer breaks the rules or the givens",
                                  &result->solution);
            }
          else
            {
              run->solved++;
              if (result->n_solutions == 1)
                run->unique++;
              else
                run->multiple++;
            }
          break;

        case SK_SOLVE_NO_SOLUTION:
          run->no_solution++;
          break;

        case SK_SOLVE_INVALID:
          run->invalid++;
          break;

        case SK_SOLVE_CANCELLED:
        case SK_SOLVE_OVER_BUDGET:
        default:
          run->wrong++;
          bench_report_wrong (file, puzzle, run->limit,
                              "stopped early without cancel flag or budget", NULL);
          break;
        }
    }

  run->mean_calls = calls / n;
  run->mean_guesses = guesses / n;
}

/* The uniqueness search must find the same first solution and agree about
 * whether there is one at all; where it does not, one of the two is wrong. */
void
bench_file_check_limits (BenchFile *file)
{
  for (guint i = 0; i < file->puzzles->len; i++)
    {
      const BenchPuzzle *puzzle = &g_array_index (file->puzzles, BenchPuzzle, i);
      const SkSolveResult *first = &file->first.results[i];
      const SkSolveResult *uniqueness = &file->uniqueness.results[i];
      gboolean first_found = first->status == SK_SOLVE_SOLVED && first->n_solutions > 0;
      gboolean unique_found = uniqueness->status == SK_SOLVE_SOLVED && uniqueness->n_solutions > 0;

      if (first_found != unique_found || first->status != uniqueness->status)
        {
          file->inconsistent++;
          bench_report_wrong (file, puzzle, 2,
                              first_found ? "no solution, but the first-solution search found one"
                                          : "found a solution the first-solution search missed",
                              unique_found ? &uniqueness->solution : NULL);
        }
      else if (uniqueness->n_solutions == 1
               && memcmp (&first->solution, &uniqueness->solution, sizeof first->solution) != 0)
        {
          file->inconsistent++;
          bench_report_wrong (file, puzzle, 2,
                              "called unique, but the first-solution search found another solution",
                              &uniqueness->solution);
        }
    }
}

guint
bench_file_count_wrong (const BenchFile *file)
{
  guint n = 0;

  for (guint i = 0; i < file->puzzles->len; i++)
    n += file->wrong[i] ? 1 : 0;
  return n;
}
