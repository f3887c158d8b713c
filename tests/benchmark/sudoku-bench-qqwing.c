/* sudoku-bench-qqwing.c: times Debian's qqwing on the same puzzles and compares its answers
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * qqwing reads puzzles from standard input and prints one line per puzzle: the
 * solution, or a sentence such as "Puzzle has no solution.". It only knows the
 * standard boxes, and it takes any 81 digits and dots it meets as a puzzle, so
 * jigsaw lines (and the region strings of standard lines) must never reach it.
 */

#include <gio/gio.h>
#include <string.h>

#include "sk-text.h"
#include "sudoku-bench.h"

#define QQWING_STARTUP_RUNS 9
#define QQWING_MAX_RUNS     5         /* runs of a file that qqwing goes through quickly */
#define QQWING_SHORT_US     500000.0  /* a run shorter than this is repeated */

char *
bench_qqwing_find (void)
{
  return g_find_program_in_path ("qqwing");
}

char *
bench_qqwing_version (const char *qqwing)
{
  g_autofree char *out = NULL;
  const char *argv[] = { qqwing, "--version", NULL };

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL,
                     NULL, NULL, &out, NULL, NULL, NULL))
    return g_strdup ("version unknown");
  return g_strdup (g_strstrip (out));
}

/* Wall time of one whole qqwing process, start-up and exit included: qqwing has
 * no in-process API, so this is the only fair clock; the caller subtracts the
 * start-up measured on empty input. */
static gboolean
bench_qqwing_spawn (const char  *qqwing,
                    GBytes      *input,
                    double      *elapsed_us,
                    GBytes     **output,
                    GError     **error)
{
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GBytes) out = NULL;
  gint64 start;
  gint64 end;

  start = g_get_monotonic_time ();
  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE
                              | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                              | G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                              error,
                              qqwing, "--solve", "--one-line", NULL);
  if (process == NULL)
    return FALSE;
  if (!g_subprocess_communicate (process, input, NULL, &out, NULL, error))
    return FALSE;
  if (!g_subprocess_wait_check (process, NULL, error))
    return FALSE;
  end = g_get_monotonic_time ();

  *elapsed_us = (double) (end - start);
  if (output != NULL)
    *output = g_steal_pointer (&out);
  return TRUE;
}

gboolean
bench_qqwing_startup_us (const char  *qqwing,
                         double      *startup_us,
                         GError     **error)
{
  double runs[QQWING_STARTUP_RUNS];
  g_autoptr(GBytes) empty = g_bytes_new_static ("", 0);

  for (guint i = 0; i < QQWING_STARTUP_RUNS; i++)
    {
      if (!bench_qqwing_spawn (qqwing, empty, &runs[i], NULL, error))
        return FALSE;
    }
  *startup_us = bench_median_of (runs, QQWING_STARTUP_RUNS);
  return TRUE;
}

static void
bench_report_puzzle (const BenchFile   *file,
                     const BenchPuzzle *puzzle,
                     const char        *what,
                     const SkGrid      *ours,
                     const SkGrid      *theirs)
{
  char text[SK_CELLS + 1];

  g_print ("QQWING DISAGREES: %s:%u: %s\n", file->name, puzzle->line, what);
  sk_text_format_line (&puzzle->grid, text);
  g_print ("  puzzle  %s\n", text);
  if (ours != NULL)
    {
      sk_text_format_line (ours, text);
      g_print ("  ours    %s\n", text);
    }
  if (theirs != NULL)
    {
      sk_text_format_line (theirs, text);
      g_print ("  qqwing  %s\n", text);
    }
}

/* Compares qqwing's answer with ours on one puzzle. Where both are valid
 * solutions of a puzzle we called unique and they differ, our uniqueness claim
 * is what is wrong, so that counts against us, not against qqwing. */
static void
bench_qqwing_compare (BenchFile         *file,
                      const BenchPuzzle *puzzle,
                      const SkGrid      *theirs,
                      guint             *reports)
{
  const SkLayout *layout = bench_file_layout (file, puzzle);
  guint index = (guint) (puzzle - (const BenchPuzzle *) file->puzzles->data);
  const SkSolveResult *first = &file->first.results[index];
  const SkSolveResult *uniqueness = &file->uniqueness.results[index];
  gboolean we_solved;
  gboolean they_solved;
  gboolean unique;

  we_solved = first->status == SK_SOLVE_SOLVED && first->n_solutions > 0
              && sk_grid_is_solution_of (&first->solution, &puzzle->grid, layout);
  they_solved = theirs != NULL;
  unique = uniqueness->status == SK_SOLVE_SOLVED && uniqueness->n_solutions == 1;

  if (they_solved && !sk_grid_is_solution_of (theirs, &puzzle->grid, layout))
    {
      file->qqwing_disagreed++;
      if ((*reports)++ < BENCH_MAX_REPORTS)
        bench_report_puzzle (file, puzzle, "qqwing's answer breaks the rules or the givens",
                             we_solved ? &first->solution : NULL, theirs);
      return;
    }

  if (they_solved && !we_solved)
    {
      /* A valid solution exists, so our "no solution" is a wrong answer. */
      file->qqwing_exposed++;
      file->wrong[index] = TRUE;
      if ((*reports)++ < BENCH_MAX_REPORTS)
        g_print ("WRONG ANSWER: %s:%u: we gave no valid solution; qqwing found one\n",
                 file->name, puzzle->line);
      return;
    }

  if (!they_solved && we_solved)
    {
      file->qqwing_disagreed++;
      if (unique)
        file->qqwing_compared++;
      if ((*reports)++ < BENCH_MAX_REPORTS)
        bench_report_puzzle (file, puzzle, "qqwing found no solution",
                             &first->solution, NULL);
      return;
    }

  if (they_solved && unique)
    {
      file->qqwing_compared++;
      if (memcmp (theirs, &first->solution, sizeof *theirs) != 0)
        {
          file->qqwing_exposed++;
          file->wrong[index] = TRUE;
          if ((*reports)++ < BENCH_MAX_REPORTS)
            {
              g_print ("WRONG ANSWER: %s:%u: called unique, but qqwing found another "
                       "valid solution\n", file->name, puzzle->line);
              bench_report_puzzle (file, puzzle, "a second solution",
                                   &first->solution, theirs);
            }
        }
    }
}

/* Runs qqwing once over the file's puzzles: it is far slower than our solver,
 * and a single long run already averages out the noise of one puzzle. A run
 * of a few milliseconds, though, is mostly start-up and scheduling noise, so
 * such a file goes through qqwing up to QQWING_MAX_RUNS times and the median
 * counts. */
gboolean
bench_qqwing_run (const char  *qqwing,
                  BenchFile   *file,
                  double       startup_us,
                  GError     **error)
{
  g_autoptr(GString) input = g_string_sized_new ((SK_CELLS + 1) * file->puzzles->len);
  g_autoptr(GBytes) input_bytes = NULL;
  g_autoptr(GBytes) output = NULL;
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  guint n = file->puzzles->len;
  guint n_lines;
  guint reports = 0;
  double runs_us[QQWING_MAX_RUNS];
  guint n_runs = 0;
  double total_us = 0;
  double median_us;

  for (guint i = 0; i < n; i++)
    {
      char line[SK_CELLS + 1];

      sk_text_format_line (&g_array_index (file->puzzles, BenchPuzzle, i).grid, line);
      g_string_append_len (input, line, SK_CELLS);
      g_string_append_c (input, '\n');
    }
  input_bytes = g_bytes_new (input->str, input->len);

  while (n_runs < QQWING_MAX_RUNS && total_us < QQWING_SHORT_US)
    {
      if (!bench_qqwing_spawn (qqwing, input_bytes, &runs_us[n_runs],
                               output == NULL ? &output : NULL, error))
        return FALSE;
      total_us += runs_us[n_runs];
      n_runs++;
    }
  median_us = bench_median_of (runs_us, n_runs);

  file->qqwing_ran = TRUE;
  file->qqwing_runs = n_runs;
  file->qqwing_us_per_puzzle = MAX (median_us - startup_us, 0.0) / MAX (n, 1);

  text = g_strndup (g_bytes_get_data (output, NULL), g_bytes_get_size (output));
  lines = g_strsplit (text, "\n", -1);
  n_lines = g_strv_length (lines);
  if (n_lines > 0 && lines[n_lines - 1][0] == '\0')
    n_lines--;
  if (n_lines != n)
    {
      g_print ("QQWING: %s: printed %u lines for %u puzzles; its answers were not compared\n",
               file->name, n_lines, n);
      return TRUE;
    }

  for (guint i = 0; i < n; i++)
    {
      SkGrid theirs;
      gboolean solved;

      solved = sk_text_parse_line (lines[i], strlen (lines[i]), &theirs)
               && sk_grid_count_filled (&theirs) == SK_CELLS;
      bench_qqwing_compare (file, &g_array_index (file->puzzles, BenchPuzzle, i),
                            solved ? &theirs : NULL, &reports);
    }
  if (reports > BENCH_MAX_REPORTS)
    g_print ("  ... %u more qqwing reports for %s not shown\n",
             reports - BENCH_MAX_REPORTS, file->name);
  return TRUE;
}
