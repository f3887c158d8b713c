/* sudoku-bench-compare.c: the four algorithms side by side, each puzzle under a time limit
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The plain searches need minutes for some puzzles that the default solver
 * takes in microseconds, so every solve here has a time limit. A puzzle that
 * reaches it is "capped": it counts with the time it had, and every mean that
 * includes it is printed with "≥", since the true figure is larger.
 *
 * Answers are checked as in the default report: against the rules and the
 * givens, and between algorithms, which must agree about every puzzle they
 * finished (status and number of solutions, and the solution itself when
 * the uniqueness search calls it unique).
 */

#include <string.h>

#include "sk-text.h"
#include "sudoku-bench.h"

#define COMPARE_REPEAT_US (COMPARE_REPEAT_SECONDS * 1e6)

typedef struct
{
  double         us_per_puzzle;  /* median of the passes, capped solves included */
  guint          passes;
  guint          solved;
  guint          no_solution;
  guint          invalid;
  guint          capped;
  guint          wrong;
  double         mean_calls;
  double         mean_guesses;
  double         mean_updates;
  SkSolveResult *results;        /* per puzzle, from the last pass */
} CompareRun;

/* runs[file][algorithm][limit - 1] */
typedef struct
{
  GPtrArray         *files;
  const SkAlgorithm *algorithms;
  guint              n_algorithms;
  guint64            max_elapsed_ns;
  guint              passes;
  gint64             min_pass_us;
  CompareRun        *runs;
  guint              n_reports;
} Compare;

static CompareRun *
compare_run (Compare *c,
             guint    file,
             guint    algorithm,
             int      limit)
{
  return &c->runs[(file * c->n_algorithms + algorithm) * 2 + (guint) (limit - 1)];
}

static void
compare_report (Compare           *c,
                const BenchFile   *file,
                const BenchPuzzle *puzzle,
                const char        *algorithm,
                int                limit,
                const char        *what)
{
  char text[SK_CELLS + 1];

  if (c->n_reports++ >= BENCH_MAX_REPORTS)
    return;
  sk_text_format_line (&puzzle->grid, text);
  g_print ("WRONG ANSWER: %s:%u: %s, limit %d: %s\n  puzzle  %s\n",
           file->name, puzzle->line, algorithm, limit, what, text);
}

/* Times passes over the file as the default report does, each solve under
 * the time limit, and keeps the results of the last pass. */
static void
compare_time (Compare         *c,
              const BenchFile *file,
              SkAlgorithm      algorithm,
              int              limit,
              CompareRun      *run)
{
  g_autofree double *pass_us = g_new (double, c->passes);
  const BenchPuzzle *puzzles = (const BenchPuzzle *) file->puzzles->data;
  const SkLayout *layouts = (const SkLayout *) file->layouts->data;
  guint n = file->puzzles->len;
  SkSolveOptions options;

  sk_solve_options_init (&options);
  options.limit = limit;
  options.algorithm = algorithm;
  options.max_elapsed_ns = c->max_elapsed_ns;
  run->results = g_new0 (SkSolveResult, n);

  for (run->passes = 0; run->passes < c->passes; run->passes++)
    {
      gint64 start;
      gint64 elapsed;
      guint rounds = 0;

      bench_progress ("%s: %s, limit %d, pass %u of %u", file->name,
                      sk_algorithm_to_string (algorithm), limit, run->passes + 1, c->passes);
      start = g_get_monotonic_time ();
      do
        {
          for (guint i = 0; i < n; i++)
            sk_solve (&puzzles[i].grid, &layouts[puzzles[i].layout], &options, &run->results[i]);
          rounds++;
          elapsed = g_get_monotonic_time () - start;
        }
      while (elapsed < c->min_pass_us);
      pass_us[run->passes] = (double) elapsed / rounds;
      if (pass_us[run->passes] > COMPARE_REPEAT_US)
        {
          run->passes++;
          break;
        }
    }

  run->us_per_puzzle = bench_median_of (pass_us, run->passes) / n;
}

static void
compare_check (Compare         *c,
               const BenchFile *file,
               SkAlgorithm      algorithm,
               int              limit,
               CompareRun      *run)
{
  const char *name = sk_algorithm_to_string (algorithm);
  guint n = file->puzzles->len;
  double calls = 0;
  double guesses = 0;
  double updates = 0;

  for (guint i = 0; i < n; i++)
    {
      const BenchPuzzle *puzzle = &g_array_index (file->puzzles, BenchPuzzle, i);
      const SkSolveResult *result = &run->results[i];

      calls += (double) result->stats.calls;
      guesses += (double) result->stats.guesses;
      updates += (double) result->stats.updates;

      switch (result->status)
        {
        case SK_SOLVE_SOLVED:
          if (result->n_solutions < 1 || result->n_solutions > limit ||
              !sk_grid_is_solution_of (&result->solution, &puzzle->grid,
                                       bench_file_layout (file, puzzle)))
            {
              run->wrong++;
              compare_report (c, file, puzzle, name, limit,
                              "the answer breaks the rules or the givens");
            }
          else
            run->solved++;
          break;
        case SK_SOLVE_NO_SOLUTION:
          run->no_solution++;
          break;
        case SK_SOLVE_INVALID:
          run->invalid++;
          break;
        case SK_SOLVE_TIMED_OUT:
          run->capped++;
          /* Whatever it found before the limit must still be right. */
          if (result->n_solutions > 0 &&
              !sk_grid_is_solution_of (&result->solution, &puzzle->grid,
                                       bench_file_layout (file, puzzle)))
            {
              run->wrong++;
              compare_report (c, file, puzzle, name, limit,
                              "a solution found before the time limit breaks the rules");
            }
          break;
        case SK_SOLVE_CANCELLED:
        case SK_SOLVE_OVER_BUDGET:
        default:
          run->wrong++;
          compare_report (c, file, puzzle, name, limit, "stopped without a reason");
          break;
        }
    }

  run->mean_calls = calls / n;
  run->mean_guesses = guesses / n;
  run->mean_updates = updates / n;
}

/* Every algorithm that finished a puzzle must say what the first one that
 * finished it said. */
static void
compare_agreement (Compare         *c,
                   guint            f,
                   const BenchFile *file,
                   int              limit)
{
  for (guint i = 0; i < file->puzzles->len; i++)
    {
      const BenchPuzzle *puzzle = &g_array_index (file->puzzles, BenchPuzzle, i);
      const SkSolveResult *reference = NULL;

      for (guint a = 0; a < c->n_algorithms; a++)
        {
          CompareRun *run = compare_run (c, f, a, limit);
          const SkSolveResult *result = &run->results[i];

          if (result->status == SK_SOLVE_TIMED_OUT)
            continue;
          if (reference == NULL)
            {
              reference = result;
              continue;
            }
          if (result->status != reference->status ||
              result->n_solutions != reference->n_solutions ||
              (limit >= 2 && result->n_solutions == 1 &&
               memcmp (&result->solution, &reference->solution, sizeof result->solution) != 0))
            {
              run->wrong++;
              compare_report (c, file, puzzle, sk_algorithm_to_string (c->algorithms[a]), limit,
                              "disagrees with the algorithm listed before it");
            }
        }
    }
}

/* A mean, with "≥" in front when capped solves make it a lower bound, right
 * aligned in @width columns ("≥" is one column, three bytes). */
static char *
compare_cell (double      value,
              int         decimals,
              gboolean    lower_bound,
              int         width)
{
  g_autofree char *number = g_strdup_printf ("%.*f", decimals, value);
  g_autofree char *text = g_strconcat (lower_bound ? "≥ " : "", number, NULL);
  int columns = (int) g_utf8_strlen (text, -1);

  return g_strdup_printf ("%*s%s", MAX (width - columns, 0), "", text);
}

static void
compare_print_table (Compare *c,
                     int      limit,
                     int      name_width)
{
  g_print ("\n%s (limit %d)\n", limit == 1 ? "First solution" : "Uniqueness", limit);
  g_print ("%-*s  %-9s %8s %7s %7s %6s %15s %14s %13s %14s %7s\n",
           name_width, "file", "algorithm", "puzzles", "solved", "capped", "wrong",
           "µs/puzzle", "calls/p", "guess/p", "updates/p", "passes");
  for (int i = 0; i < name_width + 111; i++)
    g_print ("-");
  g_print ("\n");

  for (guint f = 0; f < c->files->len; f++)
    {
      const BenchFile *file = g_ptr_array_index (c->files, f);

      for (guint a = 0; a < c->n_algorithms; a++)
        {
          const CompareRun *run = compare_run (c, f, a, limit);
          gboolean capped = run->capped > 0;
          g_autofree char *us = compare_cell (run->us_per_puzzle, 2, capped, 14);
          g_autofree char *calls = compare_cell (run->mean_calls, 1, capped, 14);
          g_autofree char *guesses = compare_cell (run->mean_guesses, 1, capped, 13);
          /* Only Dancing Links has links to update. */
          g_autofree char *updates = c->algorithms[a] == SK_ALGORITHM_DLX
                                     ? compare_cell (run->mean_updates, 1, capped, 14)
                                     : g_strdup_printf ("%14s", "-");

          g_print ("%-*s  %-9s %8u %7u %7u %6u %s %s %s %s %7u\n",
                   name_width, a == 0 ? file->name : "",
                   sk_algorithm_to_string (c->algorithms[a]), file->puzzles->len,
                   run->solved, run->capped, run->wrong, us, calls, guesses, updates,
                   run->passes);
        }
    }
}

/* Runs @n_algorithms algorithms over every file, first solution and then
 * uniqueness, and prints a table for each; returns the number of wrong answers. */
guint
bench_compare_run (GPtrArray         *files,
                   const SkAlgorithm *algorithms,
                   guint              n_algorithms,
                   guint64            max_elapsed_ns,
                   guint              passes,
                   gint64             min_pass_us,
                   int                name_width)
{
  Compare c = {
    .files = files,
    .algorithms = algorithms,
    .n_algorithms = n_algorithms,
    .max_elapsed_ns = max_elapsed_ns,
    .passes = passes,
    .min_pass_us = min_pass_us,
    .runs = g_new0 (CompareRun, files->len * n_algorithms * 2),
    .n_reports = 0,
  };
  guint n_wrong = 0;

  for (guint f = 0; f < files->len; f++)
    {
      const BenchFile *file = g_ptr_array_index (files, f);

      for (int limit = 1; limit <= 2; limit++)
        {
          for (guint a = 0; a < n_algorithms; a++)
            {
              CompareRun *run = compare_run (&c, f, a, limit);

              compare_time (&c, file, algorithms[a], limit, run);
              compare_check (&c, file, algorithms[a], limit, run);
            }
          compare_agreement (&c, f, file, limit);
        }
    }

  if (c.n_reports > BENCH_MAX_REPORTS)
    g_print ("  ... %u more wrong answers not shown\n", c.n_reports - BENCH_MAX_REPORTS);

  compare_print_table (&c, 1, name_width);
  compare_print_table (&c, 2, name_width);

  for (guint i = 0; i < files->len * n_algorithms * 2; i++)
    {
      n_wrong += c.runs[i].wrong;
      g_free (c.runs[i].results);
    }
  g_free (c.runs);
  return n_wrong;
}
