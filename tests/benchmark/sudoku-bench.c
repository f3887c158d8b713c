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

#define TARGET_QQWING_RATIO     10.0   /* at least this many times faster than qqwing */
#define TARGET_TOP1465_US       50.0
#define TARGET_FORUM_HARDEST_US 200.0
#define TARGET_JIGSAW_RATIO     2.0    /* jigsaw at most this many times its standard twin */

/* Per puzzle and algorithm with --algorithm: the plain searches give up on
 * a hard puzzle after this long, so a run over the small sets takes a minute. */
#define COMPARE_DEFAULT_TIME_LIMIT 0.1

typedef struct
{
  guint      n_pass;
  guint      n_miss;
  GPtrArray *lines;  /* one "PASS ..." or "MISS ..." line per target checked */
} BenchTargets;

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

static BenchFile *
bench_file_new (const char *path)
{
  BenchFile *file = g_new0 (BenchFile, 1);

  file->path = g_strdup (path);
  file->name = g_path_get_basename (path);
  file->puzzles = g_array_new (FALSE, FALSE, sizeof (BenchPuzzle));
  file->layouts = g_array_new (FALSE, FALSE, sizeof (SkLayout));
  file->standard = TRUE;
  file->first.limit = 1;
  file->uniqueness.limit = 2;
  return file;
}

static void
bench_file_free (BenchFile *file)
{
  g_free (file->path);
  g_free (file->name);
  g_array_unref (file->puzzles);
  g_array_unref (file->layouts);
  g_free (file->first.results);
  g_free (file->uniqueness.results);
  g_free (file->wrong);
  g_free (file);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BenchFile, bench_file_free)

/* Standard lines all share entry 0, and a run of jigsaw lines on one layout
 * shares one copy, so that a 48,000-line file does not hold 48,000 layouts. */
static guint
bench_file_intern_layout (BenchFile      *file,
                          const SkLayout *layout)
{
  guint last = file->layouts->len - 1;

  if (sk_layout_is_standard (layout))
    return 0;
  file->standard = FALSE;
  if (last > 0 && sk_layout_equal (&g_array_index (file->layouts, SkLayout, last), layout))
    return last;
  g_array_append_val (file->layouts, *layout);
  return file->layouts->len - 1;
}

static void
bench_file_bad_line (BenchFile  *file,
                     guint       line_number,
                     const char *what)
{
  if (file->bad_lines++ < BENCH_MAX_REPORTS)
    g_print ("%s:%u: %s; line skipped\n", file->path, line_number, what);
}

/* A line is 81 givens, optionally followed by whitespace and 81 region symbols. */
static void
bench_file_add_line (BenchFile *file,
                     char      *line,
                     guint      line_number)
{
  BenchPuzzle puzzle = { 0 };
  char *comment;
  const char *symbols;
  size_t givens_length;

  comment = strchr (line, '#');
  if (comment != NULL)
    *comment = '\0';
  g_strstrip (line);
  if (line[0] == '\0')
    return;

  givens_length = strcspn (line, " \t");
  symbols = line + givens_length;
  symbols += strspn (symbols, " \t");

  puzzle.line = line_number;
  if (!sk_text_parse_line (line, givens_length, &puzzle.grid))
    {
      bench_file_bad_line (file, line_number, "not 81 givens (1-9, '.' or '0')");
      return;
    }

  if (symbols[0] != '\0')
    {
      SkLayout layout;
      SkLayoutProblem problem;
      SkLayoutStatus status;

      status = sk_layout_init_from_symbols (&layout, symbols, strlen (symbols), &problem);
      if (status != SK_LAYOUT_OK)
        {
          bench_file_bad_line (file, line_number, sk_layout_status_to_string (status));
          return;
        }
      puzzle.layout = bench_file_intern_layout (file, &layout);
    }

  g_array_append_val (file->puzzles, puzzle);
}

static gboolean
bench_file_load (BenchFile  *file,
                 guint       max_puzzles,
                 GError    **error)
{
  g_autofree char *contents = NULL;
  SkLayout standard;
  char *line;
  char *next;
  guint line_number = 0;

  if (!g_file_get_contents (file->path, &contents, NULL, error))
    return FALSE;

  sk_layout_init_standard (&standard);
  g_array_append_val (file->layouts, standard);

  line = contents;
  if (g_str_has_prefix (line, "\xef\xbb\xbf"))
    line += 3;
  for (; line != NULL; line = next)
    {
      if (max_puzzles > 0 && file->puzzles->len >= max_puzzles)
        break;
      next = strchr (line, '\n');
      if (next != NULL)
        *next++ = '\0';
      line_number++;
      bench_file_add_line (file, line, line_number);
    }

  if (file->bad_lines > BENCH_MAX_REPORTS)
    g_print ("%s: %u bad lines in all\n", file->path, file->bad_lines);
  if (file->puzzles->len == 0)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                   "%s: no puzzles", file->path);
      return FALSE;
    }

  file->wrong = g_new0 (gboolean, file->puzzles->len);
  return TRUE;
}

static const char *
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
static void
bench_run_time (BenchFile *file,
                BenchRun  *run,
                guint      passes)
{
  g_autofree double *pass_us = g_new (double, passes);
  const BenchPuzzle *puzzles = (const BenchPuzzle *) file->puzzles->data;
  const SkLayout *layouts = (const SkLayout *) file->layouts->data;
  guint n = file->puzzles->len;
  gint64 min_pass_us = (gint64) opt_min_pass_ms * 1000;
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

static void
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
static void
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

static guint
bench_file_count_wrong (const BenchFile *file)
{
  guint n = 0;

  for (guint i = 0; i < file->puzzles->len; i++)
    n += file->wrong[i] ? 1 : 0;
  return n;
}

static void
bench_targets_add (BenchTargets *targets,
                   gboolean      pass,
                   const char   *format,
                   ...) G_GNUC_PRINTF (3, 4);

static void
bench_targets_add (BenchTargets *targets,
                   gboolean      pass,
                   const char   *format,
                   ...)
{
  va_list args;
  g_autofree char *text = NULL;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);

  if (pass)
    targets->n_pass++;
  else
    targets->n_miss++;
  g_ptr_array_add (targets->lines, g_strdup_printf ("%s  %s", pass ? "PASS" : "MISS", text));
}

static gboolean
bench_name_is_top1465 (const char *name)
{
  return strstr (name, "top1465") != NULL;
}

static gboolean
bench_name_is_forum_hardest (const char *name)
{
  return strstr (name, "forum_hardest_1905") != NULL || strstr (name, "forum-hardest") != NULL;
}

/* The target notes beside a file's first-solution figures. */
static char *
bench_file_targets (const BenchFile *file,
                    BenchTargets    *targets)
{
  g_autoptr(GString) notes = g_string_new (NULL);
  double us = file->first.us_per_puzzle;
  gboolean pass;

  if (bench_name_is_top1465 (file->name))
    {
      pass = us < TARGET_TOP1465_US;
      g_string_append_printf (notes, "<%.0f µs %s  ", TARGET_TOP1465_US, pass ? "PASS" : "MISS");
      bench_targets_add (targets, pass, "%s: %.2f µs per puzzle, first solution (target under %.0f)",
                         file->name, us, TARGET_TOP1465_US);
    }
  if (bench_name_is_forum_hardest (file->name))
    {
      pass = us < TARGET_FORUM_HARDEST_US;
      g_string_append_printf (notes, "<%.0f µs %s  ", TARGET_FORUM_HARDEST_US, pass ? "PASS" : "MISS");
      bench_targets_add (targets, pass, "%s: %.2f µs per puzzle, first solution (target under %.0f)",
                         file->name, us, TARGET_FORUM_HARDEST_US);
    }
  if (file->qqwing_ran)
    {
      double ratio = file->qqwing_us_per_puzzle / us;

      pass = ratio >= TARGET_QQWING_RATIO;
      g_string_append_printf (notes, ">=%.0fx qqwing %s", TARGET_QQWING_RATIO, pass ? "PASS" : "MISS");
      bench_targets_add (targets, pass, "%s: %.1fx faster than qqwing, first solution (target %.0fx)",
                         file->name, ratio, TARGET_QQWING_RATIO);
    }
  else if (file->standard)
    g_string_append_printf (notes, ">=%.0fx qqwing not measured", TARGET_QQWING_RATIO);

  return g_strdup (g_strchomp (notes->str));
}

static void
bench_print_rule (int width)
{
  for (int i = 0; i < width; i++)
    g_print ("-");
  g_print ("\n");
}

static void
bench_print_first_table (GPtrArray    *files,
                         int           name_width,
                         BenchTargets *targets)
{
  g_print ("\nFirst solution (limit 1)\n");
  /* "µ" takes two bytes and one column, hence the wider fields. */
  g_print ("%-*s %8s %8s %6s %12s %11s %6s %9s %9s %12s %7s %8s  %s\n",
           name_width, "file", "puzzles", "solved", "wrong", "µs/puzzle", "puzzles/s", "rounds",
           "calls/p", "guess/p", "qqwing µs/p", "qq runs", "qq/ours", "targets");
  bench_print_rule (name_width + 136);

  for (guint i = 0; i < files->len; i++)
    {
      const BenchFile *file = g_ptr_array_index (files, i);
      const BenchRun *run = &file->first;
      g_autofree char *notes = bench_file_targets (file, targets);
      g_autofree char *qq_us = NULL;
      g_autofree char *qq_ratio = NULL;
      g_autofree char *qq_runs = NULL;

      if (file->qqwing_ran)
        {
          qq_us = g_strdup_printf ("%.2f", file->qqwing_us_per_puzzle);
          qq_ratio = g_strdup_printf ("%.1fx", file->qqwing_us_per_puzzle / run->us_per_puzzle);
          qq_runs = g_strdup_printf ("%u", file->qqwing_runs);
        }
      else
        {
          qq_us = g_strdup (file->standard ? "-" : "jigsaw");
          qq_ratio = g_strdup ("-");
          qq_runs = g_strdup ("-");
        }

      g_print ("%-*s %8u %8u %6u %11.2f %11.0f %6u %9.1f %9.1f %11s %7s %8s  %s\n",
               name_width, file->name, file->puzzles->len, run->solved, run->wrong,
               run->us_per_puzzle, 1e6 / run->us_per_puzzle, run->max_rounds,
               run->mean_calls, run->mean_guesses, qq_us, qq_runs, qq_ratio, notes);
    }
}

static void
bench_print_uniqueness_table (GPtrArray *files,
                              int        name_width)
{
  g_print ("\nUniqueness (limit 2: search until a second solution or the end of the tree)\n");
  g_print ("%-*s %8s %8s %6s %8s %8s %8s %12s %11s %6s %9s %9s\n",
           name_width, "file", "puzzles", "solved", "wrong", "unique", "multiple", "none",
           "µs/puzzle", "puzzles/s", "rounds", "calls/p", "guess/p");
  bench_print_rule (name_width + 103);

  for (guint i = 0; i < files->len; i++)
    {
      const BenchFile *file = g_ptr_array_index (files, i);
      const BenchRun *run = &file->uniqueness;

      g_print ("%-*s %8u %8u %6u %8u %8u %8u %11.2f %11.0f %6u %9.1f %9.1f\n",
               name_width, file->name, file->puzzles->len, run->solved, run->wrong,
               run->unique, run->multiple, run->no_solution + run->invalid,
               run->us_per_puzzle, 1e6 / run->us_per_puzzle, run->max_rounds,
               run->mean_calls, run->mean_guesses);
    }
}

static BenchFile *
bench_find_twin (GPtrArray       *files,
                 const BenchFile *jigsaw)
{
  g_autoptr(GString) twin_name = g_string_new (jigsaw->name);

  if (g_string_replace (twin_name, "jigsaw", "standard", 0) == 0)
    return NULL;
  for (guint i = 0; i < files->len; i++)
    {
      BenchFile *file = g_ptr_array_index (files, i);

      if (g_str_equal (file->name, twin_name->str))
        return file;
    }
  return NULL;
}

static void
bench_print_twin_ratio (BenchTargets    *targets,
                        const BenchFile *jigsaw,
                        const BenchRun  *jigsaw_run,
                        const BenchRun  *standard_run)
{
  double ratio = jigsaw_run->us_per_puzzle / standard_run->us_per_puzzle;
  gboolean pass = ratio <= TARGET_JIGSAW_RATIO;

  g_print ("  %-15s %9.2f vs %9.2f µs per puzzle = %5.2fx   <=%.0fx %s\n",
           bench_limit_name (jigsaw_run->limit), jigsaw_run->us_per_puzzle,
           standard_run->us_per_puzzle, ratio, TARGET_JIGSAW_RATIO, pass ? "PASS" : "MISS");
  bench_targets_add (targets, pass, "%s: %.2fx its standard twin, %s (target at most %.0fx)",
                     jigsaw->name, ratio, bench_limit_name (jigsaw_run->limit),
                     TARGET_JIGSAW_RATIO);
}

static void
bench_print_twins (GPtrArray    *files,
                   BenchTargets *targets)
{
  gboolean header = FALSE;

  for (guint i = 0; i < files->len; i++)
    {
      const BenchFile *jigsaw = g_ptr_array_index (files, i);
      const BenchFile *standard;

      if (strstr (jigsaw->name, "jigsaw") == NULL)
        continue;
      standard = bench_find_twin (files, jigsaw);
      if (!header)
        {
          g_print ("\nJigsaw against its standard twin (same generator, same difficulty mix)\n");
          header = TRUE;
        }
      if (standard == NULL)
        {
          g_print ("%s: no standard twin among the files\n", jigsaw->name);
          continue;
        }
      g_print ("%s / %s\n", jigsaw->name, standard->name);
      bench_print_twin_ratio (targets, jigsaw, &jigsaw->first, &standard->first);
      bench_print_twin_ratio (targets, jigsaw, &jigsaw->uniqueness, &standard->uniqueness);
    }
}

static void
bench_print_qqwing_checks (GPtrArray *files)
{
  gboolean header = FALSE;

  for (guint i = 0; i < files->len; i++)
    {
      const BenchFile *file = g_ptr_array_index (files, i);

      if (!file->qqwing_ran)
        continue;
      if (!header)
        {
          g_print ("\nqqwing's answers against ours\n");
          header = TRUE;
        }
      g_print ("  %s: compared on %u unique puzzles, %u disagreements, "
               "%u of our answers shown wrong%s\n",
               file->name, file->qqwing_compared, file->qqwing_disagreed,
               file->qqwing_exposed,
               file->qqwing_disagreed + file->qqwing_exposed == 0 ? ": agree" : "");
    }
}

static int
bench_compare_path (gconstpointer a,
                    gconstpointer b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

static GPtrArray *
bench_default_paths (GError **error)
{
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GDir) dir = NULL;
  const char *sets_dir = g_getenv ("SUDOKU_BENCH_SETS_DIR");
  const char *name;

  if (sets_dir == NULL)
    sets_dir = SUDOKU_BENCH_SETS_DIR;
  dir = g_dir_open (sets_dir, 0, error);
  if (dir == NULL)
    return NULL;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      if (g_str_has_suffix (name, ".txt"))
        g_ptr_array_add (paths, g_build_filename (sets_dir, name, NULL));
    }
  g_ptr_array_sort (paths, bench_compare_path);
  return g_steal_pointer (&paths);
}

/* Reads every file of @paths into @files, widening @name_width to their
 * names; false when some file, or some line, could not be read. */
static gboolean
bench_load_files (GPtrArray *paths,
                  GPtrArray *files,
                  int       *name_width)
{
  gboolean failed = FALSE;

  for (guint i = 0; i < paths->len; i++)
    {
      g_autoptr(BenchFile) file = bench_file_new (g_ptr_array_index (paths, i));
      g_autoptr(GError) load_error = NULL;

      if (!bench_file_load (file, (guint) opt_max_puzzles, &load_error))
        {
          g_print ("CANNOT READ: %s\n", load_error->message);
          failed = TRUE;
          continue;
        }
      if (file->bad_lines > 0)
        {
          g_print ("CANNOT READ: %s: %u lines are not puzzles; timing the other %u\n",
                      file->path, file->bad_lines, file->puzzles->len);
          failed = TRUE;
        }
      *name_width = MAX (*name_width, (int) strlen (file->name));
      g_ptr_array_add (files, g_steal_pointer (&file));
    }

  return !failed;
}

/* SECONDS as written, with a point for decimals in any locale, to nanoseconds. */
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

  if (!bench_load_files (paths, files, &name_width))
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

  if (!bench_load_files (paths, files, &name_width))
    failed = TRUE;

  for (guint i = 0; i < files->len; i++)
    {
      BenchFile *file = g_ptr_array_index (files, i);

      file->n_reports = 0;
      bench_run_time (file, &file->first, (guint) opt_passes);
      bench_run_check (file, &file->first);
      bench_run_time (file, &file->uniqueness, (guint) opt_passes);
      bench_run_check (file, &file->uniqueness);
      bench_file_check_limits (file);

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

  g_print ("\nTargets (first solution unless stated; timings depend on the machine)\n");
  for (guint i = 0; i < targets.lines->len; i++)
    g_print ("  %s\n", (const char *) g_ptr_array_index (targets.lines, i));
  g_print ("  %u PASS, %u MISS\n", targets.n_pass, targets.n_miss);
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
