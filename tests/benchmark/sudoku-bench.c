/* sudoku-bench.c: times the engine on puzzle files and checks every answer it gives
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: sudoku-bench [--passes=N] [--max-puzzles=N] [--min-pass-ms=N] [--no-qqwing]
 *                     [--algorithm=NAME|all [--time-limit=SECONDS]] [FILE...]
 *
 * Without files it reads the small sets in tests/data/sets (the directory in
 * $SUDOKU_BENCH_SETS_DIR, else the one in the source tree it was built from).
 * With --algorithm it prints the comparison of sudoku-bench-compare.c instead
 * of the default report.
 * The exit status is non-zero when an answer was wrong or a file could not be
 * read; missed speed targets are printed, never fatal, since timings depend on
 * the machine.
 */

#include <glib.h>
#include <glib/gprintf.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sk-layout.h"
#include "sk-solver.h"
#include "sk-text.h"
#include "sudoku-bench.h"

/* Per puzzle and algorithm with --algorithm: the plain searches give up on
 * a hard puzzle after this long, so a run over the small sets takes a minute. */
#define COMPARE_DEFAULT_TIME_LIMIT 0.1

static int opt_passes = 3;
static int opt_max_puzzles = 0;
static int opt_min_pass_ms = 50;
static gboolean opt_no_qqwing = FALSE;
static char *opt_algorithm = NULL;
static char *opt_time_limit = NULL;

static const GOptionEntry bench_entries[] = {
  { "passes", 0, 0, G_OPTION_ARG_INT, &opt_passes,
    "Time each file N times and report the median (default 3)", "N" },
  { "max-puzzles", 0, 0, G_OPTION_ARG_INT, &opt_max_puzzles,
    "Read at most N puzzles of each file (0 = all)", "N" },
  { "min-pass-ms", 0, 0, G_OPTION_ARG_INT, &opt_min_pass_ms,
    "Repeat a small file within a pass until the pass lasts N ms (default 50; 0 = once)", "N" },
  { "no-qqwing", 0, 0, G_OPTION_ARG_NONE, &opt_no_qqwing,
    "Do not time qqwing even when it is installed", NULL },
  { "algorithm", 0, 0, G_OPTION_ARG_STRING, &opt_algorithm,
    "Compare backtrack, tables, propagate, dlx, or all four, instead of the default report",
    "NAME|all" },
  { "time-limit", 0, 0, G_OPTION_ARG_STRING, &opt_time_limit,
    "With --algorithm: give up on a puzzle after SECONDS (default 0.1; 0 = never)", "SECONDS" },
  { NULL }
};

static gboolean bench_show_progress;

/* g_print would turn "µs" into "?s" under the C locale that test runners use;
 * the tables are UTF-8 whatever the locale. */
static void
bench_print_utf8 (const char *string)
{
  fputs (string, stdout);
}

static void
bench_printerr_utf8 (const char *string)
{
  fputs (string, stderr);
}

void
bench_progress (const char *format,
                ...)
{
  va_list args;

  if (!bench_show_progress)
    return;
  va_start (args, format);
  g_vfprintf (stderr, format, args);
  va_end (args);
  fputc ('\n', stderr);
}

static gboolean
bench_parse_time_limit (const char *value,
                        guint64    *ns)
{
  double seconds = COMPARE_DEFAULT_TIME_LIMIT;
  char *end = NULL;

  if (value != NULL)
    {
      seconds = g_ascii_strtod (value, &end);
      if (end == value || *end != '\0' || !(seconds >= 0 && seconds <= 365.0 * 24 * 3600))
        return FALSE;
    }
  *ns = (guint64) (seconds * 1e9);
  if (seconds > 0 && *ns == 0)
    *ns = 1;
  return TRUE;
}

/* The --algorithm report: the chosen algorithm, or all four, each puzzle
 * under the time limit, in the tables of sudoku-bench-compare.c. */
static int
bench_compare_main (GPtrArray *paths)
{
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func ((GDestroyNotify) bench_file_free);
  SkAlgorithm algorithms[SK_N_ALGORITHMS];
  guint n_algorithms = SK_N_ALGORITHMS;
  guint64 max_elapsed_ns = 0;
  gboolean failed = FALSE;
  int name_width = 4;
  guint n_puzzles = 0;
  guint n_wrong;

  if (g_str_equal (opt_algorithm, "all"))
    memcpy (algorithms, sk_algorithms, sizeof algorithms);
  else if (sk_algorithm_from_string (opt_algorithm, &algorithms[0]))
    n_algorithms = 1;
  else
    {
      g_printerr ("Unknown algorithm \"%s\" (use backtrack, tables, propagate, dlx or all)\n",
                  opt_algorithm);
      return 2;
    }
  if (!bench_parse_time_limit (opt_time_limit, &max_elapsed_ns))
    {
      g_printerr ("Cannot read \"%s\" as a time limit: give seconds, or 0 for none\n",
                  opt_time_limit);
      return 2;
    }

  g_print ("Sudoku Solver benchmark: %s\n",
           n_algorithms == 1 ? sk_algorithm_to_string (algorithms[0]) : "the four algorithms");
  if (max_elapsed_ns > 0)
    g_print ("  Each solve stops after %.3g s (--time-limit); a puzzle stopped there is counted as "
             "\"capped\",\n  with the time it had: \"≥\" marks the means that include one.\n",
             max_elapsed_ns / 1e9);
  g_print ("  Each figure is the median of up to %d pass%s over the whole file; a pass over %.0f s "
           "is not repeated (column \"passes\").\n",
           opt_passes, opt_passes == 1 ? "" : "es", COMPARE_REPEAT_SECONDS);
  if (opt_min_pass_ms > 0)
    g_print ("  A pass shorter than %d ms goes over its file again until it has lasted that long.\n",
             opt_min_pass_ms);
  g_print ("  Every answer is checked against the rules and the givens, and the algorithms against "
           "each other;\n  calls/p, guess/p and updates/p are means per puzzle.\n");
  if (opt_max_puzzles > 0)
    g_print ("  At most %d puzzles per file (--max-puzzles).\n", opt_max_puzzles);

  if (!bench_load_files (paths, (guint) opt_max_puzzles, files, &name_width))
    failed = TRUE;
  for (guint i = 0; i < files->len; i++)
    n_puzzles += ((BenchFile *) g_ptr_array_index (files, i))->puzzles->len;

  n_wrong = bench_compare_run (files, algorithms, n_algorithms, max_elapsed_ns,
                               (guint) opt_passes, (gint64) opt_min_pass_ms * 1000, name_width);

  g_print ("\n");
  if (n_wrong > 0)
    {
      g_print ("*** %u WRONG ANSWERS (see WRONG ANSWER lines above) ***\n", n_wrong);
      failed = TRUE;
    }
  else
    g_print ("All answers verified: %u puzzles in %u files.\n", n_puzzles, files->len);
  if (failed && n_wrong == 0)
    g_print ("*** Some files could not be read, or not all of them (see CANNOT READ) ***\n");

  return failed ? 1 : 0;
}

/* Both limits over @file, each answer checked. */
static void
bench_time_file (BenchFile *file)
{
  file->n_reports = 0;
  bench_run_time (file, &file->first, (guint) opt_passes, (gint64) opt_min_pass_ms * 1000);
  bench_run_check (file, &file->first);
  bench_run_time (file, &file->uniqueness, (guint) opt_passes, (gint64) opt_min_pass_ms * 1000);
  bench_run_check (file, &file->uniqueness);
  bench_file_check_limits (file);
}

/* A jigsaw file's standard twin is also solved on its boxes numbered as
 * jigsaw regions, which the twin report sets beside the band search. */
static void
bench_add_boxes_as_regions (GPtrArray *files)
{
  for (guint i = 0; i < files->len; i++)
    {
      const BenchFile *jigsaw = g_ptr_array_index (files, i);
      BenchFile *twin;

      if (strstr (jigsaw->name, "jigsaw") == NULL)
        continue;
      twin = bench_find_twin (files, jigsaw, "jigsaw");
      if (twin != NULL && twin->standard && twin->boxes_as_regions == NULL)
        twin->boxes_as_regions = bench_file_boxes_as_regions (twin);
    }
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) paths = NULL;
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func ((GDestroyNotify) bench_file_free);
  g_autofree char *qqwing = NULL;
  BenchTargets targets = { 0, 0, g_ptr_array_new_with_free_func (g_free) };
  gboolean failed = FALSE;
  double startup_us = 0;
  int name_width = 4;
  guint n_wrong = 0;
  guint n_puzzles = 0;

  context = g_option_context_new ("[FILE...] - time the solver on puzzle files");
  g_option_context_set_summary (context,
                                "Solves every puzzle of each file in-process, checks each answer "
                                "against the rules and the givens, and prints the time per "
                                "puzzle.\nWithout files, reads the small sets of tests/data/sets.");
  g_option_context_add_main_entries (context, bench_entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  if (opt_passes < 1 || opt_max_puzzles < 0 || opt_min_pass_ms < 0)
    {
      g_printerr ("--passes must be at least 1, --max-puzzles and --min-pass-ms at least 0\n");
      return 2;
    }
  if (opt_time_limit != NULL && opt_algorithm == NULL)
    {
      g_printerr ("--time-limit goes with --algorithm; the default report has no time limit\n");
      return 2;
    }
  bench_show_progress = isatty (STDERR_FILENO);
  g_set_print_handler (bench_print_utf8);
  g_set_printerr_handler (bench_printerr_utf8);

  if (argc > 1)
    {
      paths = g_ptr_array_new_with_free_func (g_free);
      for (int i = 1; i < argc; i++)
        g_ptr_array_add (paths, g_strdup (argv[i]));
    }
  else
    {
      paths = bench_default_paths (&error);
      if (paths == NULL)
        {
          g_printerr ("%s\n", error->message);
          return 1;
        }
    }

  if (opt_algorithm != NULL)
    return bench_compare_main (paths);

  if (!opt_no_qqwing)
    qqwing = bench_qqwing_find ();
  if (qqwing != NULL && !bench_qqwing_startup_us (qqwing, &startup_us, &error))
    {
      g_print ("qqwing does not run, so it is left out: %s\n", error->message);
      g_clear_error (&error);
      g_clear_pointer (&qqwing, g_free);
    }

  g_print ("Sudoku Solver benchmark\n");
  g_print ("  Our solver: in-process, puzzles parsed before timing; each figure is the median of "
           "%d pass%s over the whole file.\n", opt_passes, opt_passes == 1 ? "" : "es");
  if (opt_min_pass_ms > 0)
    g_print ("  A pass shorter than %d ms goes over its file again until it has lasted that long "
             "(column \"rounds\").\n", opt_min_pass_ms);
  g_print ("  Every answer is checked against the rules and the givens; "
           "calls/p and guess/p are the engine's mean calls and guesses per puzzle.\n");
  if (opt_max_puzzles > 0)
    g_print ("  At most %d puzzles per file (--max-puzzles).\n", opt_max_puzzles);
  if (qqwing != NULL)
    {
      g_autofree char *version = bench_qqwing_version (qqwing);

      g_print ("  qqwing: %s (%s), `qqwing --solve --one-line`, run once per standard file on the "
               "same puzzles\n", qqwing, version);
      g_print ("    (a file it solves in under 0.5 s: up to 5 runs, median; column \"qq runs\").\n");
      g_print ("    Its time is the wall time of the whole process over the file, minus the "
               "%.0f µs of a run on empty input (start-up), divided by the puzzles.\n", startup_us);
    }
  else
    g_print ("  qqwing: %s; the 10x target is not measured.\n",
             opt_no_qqwing ? "left out (--no-qqwing)" : "not found on PATH");
  g_print ("\n");

  if (!bench_load_files (paths, (guint) opt_max_puzzles, files, &name_width))
    failed = TRUE;

  bench_add_boxes_as_regions (files);

  for (guint i = 0; i < files->len; i++)
    {
      BenchFile *file = g_ptr_array_index (files, i);

      bench_time_file (file);
      if (file->boxes_as_regions != NULL)
        {
          bench_time_file (file->boxes_as_regions);
          n_wrong += bench_file_count_wrong (file->boxes_as_regions);
        }

      if (qqwing != NULL && file->standard)
        {
          g_autoptr(GError) qq_error = NULL;

          bench_progress ("%s: qqwing", file->name);
          if (!bench_qqwing_run (qqwing, file, startup_us, &qq_error))
            g_print ("QQWING: %s: %s\n", file->name, qq_error->message);
        }

      n_wrong += bench_file_count_wrong (file);
      n_puzzles += file->puzzles->len;
      if (file->n_reports > BENCH_MAX_REPORTS)
        g_print ("  ... %u more wrong answers in %s not shown\n",
                 file->n_reports - BENCH_MAX_REPORTS, file->name);
    }

  bench_print_first_table (files, name_width, &targets);
  bench_print_uniqueness_table (files, name_width);
  bench_print_twins (files, &targets);
  bench_print_qqwing_checks (files);

  bench_print_targets (&targets);
  g_ptr_array_unref (targets.lines);

  g_print ("\n");
  if (n_wrong > 0)
    {
      g_print ("*** %u WRONG ANSWERS among %u puzzles (see WRONG ANSWER lines above) ***\n",
               n_wrong, n_puzzles);
      failed = TRUE;
    }
  else
    g_print ("All answers verified: %u puzzles in %u files.\n", n_puzzles, files->len);
  if (failed && n_wrong == 0)
    g_print ("*** Some files could not be read, or not all of them (see CANNOT READ) ***\n");

  return failed ? 1 : 0;
}
