/* sudoku-bench-generate.c: times the generator per level, side by side with Solo and qqwing
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: sudoku-bench-generate [--count=N] [--extreme-count=N] [--seed=S]
 *                              [--symmetry=SYM] [--jigsaw=FILE|NAME] [--no-standard]
 *                              [--no-solo] [--no-qqwing]
 *
 * For each level and each kind of layout (the standard boxes, one shipped
 * jigsaw layout, a new random jigsaw layout per puzzle), sk_generate makes
 * puzzles from seeds S, S + 1, ... in this process, on one thread, and each
 * call is timed (SkGenerateResult.elapsed_ns). Every puzzle is then checked
 * untimed: its solution by Dancing Links (another algorithm than the
 * generator's) with limit 2, its level by a second rating. Then Simon
 * Tatham's Solo and qqwing, when installed, make as many puzzles at the
 * matching level in one process each; their time per puzzle is the process's
 * wall time less its start-up, over the puzzles, which is all a command line
 * gives. The exit status is 1 only when a puzzle is wrong or could not be
 * made; the speed targets are printed as PASS or MISS.
 *
 * A variant given as --jigsaw (sudoku-x, windoku, diagonal-x...) times the
 * variant, and the random layouts get its extra houses (jigsaw-X for
 * sudoku-x): with --no-standard --no-solo --no-qqwing, a run per shipped
 * variant gives the variants' table (README.md).
 */

#include <gio/gio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sk-generate.h"
#include "sk-logic.h"
#include "sk-solver.h"
#include "sk-text.h"
#include "sudoku-layout-file.h"
#include "sudoku-bench-stats.h"

#ifndef SUDOKU_BENCH_LAYOUTS_DIR
#define SUDOKU_BENCH_LAYOUTS_DIR "data/layouts"
#endif

#define MAX_REPORTS   5     /* wrong puzzles printed in full per row; the count stays exact */
#define STARTUP_RUNS  5     /* runs of `PROGRAM --version` whose median is the start-up time */
#define SOLO_PATH     "/usr/games/sgt-solo"  /* when sgt-solo is not on PATH */

typedef enum
{
  KIND_STANDARD,
  KIND_JIGSAW,   /* the shipped layout of --jigsaw */
  KIND_RANDOM,   /* a new random jigsaw layout per puzzle */
  N_KINDS,
} LayoutKind;

/* Our figures for one layout kind at one level. */
typedef struct
{
  gboolean ran;
  guint    n;           /* puzzles made */
  double  *ms;          /* per puzzle, sorted after the run */
  guint64  attempts;
  guint64  discarded;
  guint    wrong;       /* puzzles that failed a check */
  guint    failed;      /* sk_generate calls that returned no puzzle */
} GenRow;

/* Solo's or qqwing's figure for one kind of layout at one level. */
typedef struct
{
  gboolean    ran;
  double      ms_per_puzzle;
  guint       n;
  const char *level;    /* their name for the level */
} OtherRow;

typedef struct
{
  char     *path;       /* NULL when not installed or not wanted */
  const char *skipped;  /* the option that turned it off, or NULL */
  char     *version;
  double    startup_us;
  gboolean  failed;     /* it did not start or did not print a puzzle a line */
  char     *failure;
  OtherRow  standard[SK_N_LEVELS];
  OtherRow  jigsaw[SK_N_LEVELS];
} Other;

typedef struct
{
  guint      n_pass;
  guint      n_miss;
  GPtrArray *lines;
} Targets;

static const char *const kind_names[N_KINDS] = { "standard", NULL, "jigsaw:random" };

/* Solo's levels by ours: Basic, Intermediate, Advanced, Extreme, Unreasonable. */
static const char solo_diff[SK_N_LEVELS] = { 'b', 'i', 'a', 'e', 'u' };
static const char *const solo_level_names[SK_N_LEVELS] = {
  "Basic", "Intermediate", "Advanced", "Extreme", "Unreasonable",
};
/* qqwing has four levels; its expert (any guess) is our diabolical. */
static const char *const qqwing_levels[SK_N_LEVELS] = {
  "simple", "easy", "intermediate", "expert", NULL,
};
/* Our symmetries in Solo's parameters and qqwing's --symmetry (qqwing has no diagonal). */
static const char *const solo_symmetry[SK_N_SYMMETRIES] = { "a", "r2", "r4", "m2", "md2" };
static const char *const qqwing_symmetry[SK_N_SYMMETRIES] = {
  "none", "rotate180", "rotate90", "mirror", NULL,
};

static int opt_count = 50;
static int opt_extreme_count = 10;
static gint64 opt_seed = 1;
static char *opt_symmetry = NULL;
static char *opt_jigsaw = NULL;
static double opt_max_seconds = 120;
static gboolean opt_no_solo = FALSE;
static gboolean opt_no_qqwing = FALSE;
static gboolean opt_no_standard = FALSE;

static const GOptionEntry generate_entries[] = {
  { "count", 'n', 0, G_OPTION_ARG_INT, &opt_count,
    "Puzzles per layout kind and level, Extreme excepted (default 50)", "N" },
  { "extreme-count", 0, 0, G_OPTION_ARG_INT, &opt_extreme_count,
    "Puzzles per layout kind at Extreme (default 10)", "N" },
  { "seed", 0, 0, G_OPTION_ARG_INT64, &opt_seed,
    "Seed of the first puzzle; puzzle i uses S + i (default 1)", "S" },
  { "symmetry", 0, 0, G_OPTION_ARG_STRING, &opt_symmetry,
    "none (default), rotate-180, rotate-90, mirror or diagonal; Solo and qqwing get the same", "SYM" },
  { "jigsaw", 0, 0, G_OPTION_ARG_FILENAME, &opt_jigsaw,
    "The fixed jigsaw layout: a layout file, or the name of one in data/layouts (default windmill)",
    "FILE|NAME" },
  { "max-seconds", 0, 0, G_OPTION_ARG_DOUBLE, &opt_max_seconds,
    "Give up on a puzzle after this long; it then fails the run (default 120, 0 = never)", "S" },
  { "no-solo", 0, 0, G_OPTION_ARG_NONE, &opt_no_solo, "Do not run Solo", NULL },
  { "no-qqwing", 0, 0, G_OPTION_ARG_NONE, &opt_no_qqwing, "Do not run qqwing", NULL },
  { "no-standard", 0, 0, G_OPTION_ARG_NONE, &opt_no_standard,
    "Leave out the standard boxes (to time the --jigsaw layout and random ones only)", NULL },
  { NULL }
};

/* ---- statistics ---- */

/* ---- our generator ---- */

static guint
count_for_level (SkLevel level)
{
  return (guint) (level == SK_LEVEL_EXTREME ? opt_extreme_count : opt_count);
}

static void
report_wrong (const char             *row,
              guint64                 seed,
              const char             *what,
              const SkGenerateResult *result)
{
  char givens[SK_CELLS + 1];
  char regions[SK_CELLS + 1];

  sk_text_format_line (&result->puzzle, givens);
  sk_layout_to_symbols (&result->layout, regions);
  g_print ("WRONG PUZZLE: %s, seed %" G_GUINT64_FORMAT ": %s\n  %s %s\n",
           row, seed, what, givens, regions);
}

/* Every check a generated puzzle must pass; NULL when it passes, else what failed. */
static const char *
check_puzzle (const SkGenerateResult *result,
              const SkLayout         *given_layout,
              LayoutKind              kind,
              SkLevel                 level,
              SkSymmetry              symmetry)
{
  SkSolveOptions options;
  SkSolveResult solved;
  SkRating again;

  if (kind == KIND_RANDOM)
    {
      if (sk_layout_find_disconnected (&result->layout) >= 0)
        return "a region of the random layout is not connected";
      if (result->layout.n_extra != given_layout->n_extra)
        return "the random layout lacks the extra houses given";
    }
  else if (!sk_layout_equal (&result->layout, given_layout))
    return "the puzzle is for another layout than the one given";
  if (!sk_symmetry_holds (symmetry, &result->puzzle))
    return "the givens break the symmetry";
  if (!sk_grid_is_solution_of (&result->solution, &result->puzzle, &result->layout))
    return "the solution breaks the rules or the givens";

  sk_solve_options_init (&options);
  options.limit = 2;
  options.algorithm = SK_ALGORITHM_DLX;
  sk_solve (&result->puzzle, &result->layout, &options, &solved);
  if (solved.status != SK_SOLVE_SOLVED || solved.n_solutions == 0)
    return "Dancing Links finds no solution";
  if (solved.n_solutions != 1)
    return "Dancing Links finds more than one solution";
  if (memcmp (&solved.solution, &result->solution, sizeof solved.solution) != 0)
    return "Dancing Links finds another solution";

  if (result->rating.status != SK_LOGIC_SOLVED || result->rating.level != level)
    return "the rating's level is not the level asked";
  sk_logic_rate (&result->puzzle, &result->layout, NULL, NULL, NULL, &again);
  if (again.status != SK_LOGIC_SOLVED || again.level != level)
    return "a second rating gives another level";
  if (again.rating != result->rating.rating || again.hardest != result->rating.hardest)
    return "a second rating differs from the generator's";
  return NULL;
}

static void
run_ours (GenRow         *row,
          const char     *row_name,
          const SkLayout *layout,
          LayoutKind      kind,
          SkLevel         level,
          SkSymmetry      symmetry)
{
  guint n = count_for_level (level);
  guint reports = 0;

  row->ran = TRUE;
  row->ms = g_new0 (double, MAX (n, 1));
  for (guint i = 0; i < n; i++)
    {
      SkGenerateOptions options;
      SkGenerateResult result;
      const char *wrong;
      guint64 seed = (guint64) opt_seed + i;

      sk_generate_options_init (&options);
      options.level = level;
      options.symmetry = symmetry;
      options.seed = seed;
      options.random_layout = kind == KIND_RANDOM;
      options.max_elapsed_ns = (uint64_t) (opt_max_seconds * 1e9);

      sk_generate (layout, &options, &result);
      row->attempts += result.attempts;
      row->discarded += result.discarded;
      if (result.status != SK_GENERATE_OK)
        {
          row->failed++;
          g_print ("NO PUZZLE: %s, seed %" G_GUINT64_FORMAT ": %s after %u attempts\n",
                   row_name, seed, sk_generate_status_to_string (result.status),
                   result.attempts);
          continue;
        }
      row->ms[row->n++] = (double) result.elapsed_ns / 1e6;

      wrong = check_puzzle (&result, layout, kind, level, symmetry);
      if (wrong != NULL)
        {
          row->wrong++;
          if (reports++ < MAX_REPORTS)
            report_wrong (row_name, seed, wrong, &result);
        }
    }
  if (reports > MAX_REPORTS)
    g_print ("  ... %u more wrong puzzles for %s not shown\n", reports - MAX_REPORTS, row_name);
  bench_sort_doubles (row->ms, row->n);
}

/* ---- Solo and qqwing ---- */

/* Wall time of one whole process and the lines it printed. */
static gboolean
spawn_timed (const char * const  *argv,
             double              *elapsed_us,
             guint               *n_lines,
             GError             **error)
{
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GBytes) out = NULL;
  const char *data;
  gsize size;
  gint64 start;
  gint64 end;

  start = g_get_monotonic_time ();
  process = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                     | G_SUBPROCESS_FLAGS_STDERR_SILENCE, error);
  if (process == NULL)
    return FALSE;
  if (!g_subprocess_communicate (process, NULL, NULL, &out, NULL, error))
    return FALSE;
  if (!g_subprocess_wait_check (process, NULL, error))
    return FALSE;
  end = g_get_monotonic_time ();

  *elapsed_us = (double) (end - start);
  if (n_lines != NULL)
    {
      data = g_bytes_get_data (out, &size);
      *n_lines = 0;
      for (gsize i = 0; i < size; i++)
        if (data[i] == '\n')
          (*n_lines)++;
    }
  return TRUE;
}

static char *
other_version (const char *path)
{
  g_autofree char *out = NULL;
  g_auto(GStrv) lines = NULL;
  const char *argv[] = { path, "--version", NULL };

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL,
                     NULL, NULL, &out, NULL, NULL, NULL))
    return g_strdup ("version unknown");
  lines = g_strsplit (g_strstrip (out), "\n", -1);
  /* Solo prints its title first, then the version. */
  return g_strdup (lines[0] == NULL ? "version unknown"
                   : lines[1] != NULL ? lines[1] : lines[0]);
}

/* The start-up time: the median wall time of `PROGRAM --version`. */
static gboolean
other_startup (Other   *other,
               GError **error)
{
  double runs[STARTUP_RUNS];
  const char *argv[] = { other->path, "--version", NULL };

  for (guint i = 0; i < STARTUP_RUNS; i++)
    if (!spawn_timed (argv, &runs[i], NULL, error))
      return FALSE;
  other->startup_us = bench_median_of (runs, STARTUP_RUNS);
  return TRUE;
}

static void
other_fail (Other      *other,
            const char *what,
            GError     *error)
{
  other->failed = TRUE;
  other->failure = g_strdup_printf ("%s: %s", what, error != NULL ? error->message : "?");
}

static void
other_init (Other      *other,
            const char *path,
            const char *skipped)
{
  g_autoptr(GError) error = NULL;

  memset (other, 0, sizeof *other);
  other->skipped = skipped;
  if (path == NULL || skipped != NULL)
    return;
  other->path = g_strdup (path);
  other->version = other_version (path);
  if (!other_startup (other, &error))
    other_fail (other, "it does not start", error);
}

static void
other_clear (Other *other)
{
  g_free (other->path);
  g_free (other->version);
  g_free (other->failure);
}

/* One process making @n puzzles: @argv's time less the start-up, per puzzle. */
static void
other_run (Other              *other,
           OtherRow           *row,
           const char * const *argv,
           const char         *level_name,
           guint               n)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *command = g_strjoinv (" ", (char **) argv);
  double elapsed_us;
  guint n_lines;

  if (other->failed || n == 0)
    return;
  if (!spawn_timed (argv, &elapsed_us, &n_lines, &error))
    {
      other_fail (other, command, error);
      return;
    }
  if (n_lines != n)
    {
      other->failed = TRUE;
      other->failure = g_strdup_printf ("%s printed %u lines for %u puzzles", command, n_lines, n);
      return;
    }
  row->ran = TRUE;
  row->n = n;
  row->level = level_name;
  row->ms_per_puzzle = MAX (elapsed_us - other->startup_us, 0.0) / n / 1000.0;
}

static void
run_solo (Other      *solo,
          SkSymmetry  symmetry,
          gboolean    jigsaw)
{
  for (int level = 0; level < SK_N_LEVELS; level++)
    {
      guint n = count_for_level ((SkLevel) level);
      g_autofree char *count = g_strdup_printf ("%u", n);
      g_autofree char *params = g_strdup_printf ("%s%sd%c", jigsaw ? "9j" : "3x3",
                                                 solo_symmetry[symmetry], solo_diff[level]);
      const char *argv[] = { solo->path, "--generate", count, params, NULL };

      other_run (solo, jigsaw ? &solo->jigsaw[level] : &solo->standard[level], argv,
                 solo_level_names[level], n);
    }
}

static void
run_qqwing (Other      *qqwing,
            SkSymmetry  symmetry)
{
  if (qqwing_symmetry[symmetry] == NULL)
    {
      qqwing->failed = TRUE;
      qqwing->failure = g_strdup_printf ("it has no symmetry like %s",
                                         sk_symmetry_to_id (symmetry));
      return;
    }
  for (int level = 0; level < SK_N_LEVELS; level++)
    {
      guint n = count_for_level ((SkLevel) level);
      g_autofree char *count = g_strdup_printf ("%u", n);
      const char *argv[] = { qqwing->path, "--generate", count,
                             "--difficulty", qqwing_levels[level],
                             "--symmetry", qqwing_symmetry[symmetry],
                             "--one-line", NULL };

      if (qqwing_levels[level] != NULL)
        other_run (qqwing, &qqwing->standard[level], argv, qqwing_levels[level], n);
    }
}

/* ---- the report ---- */

static void G_GNUC_PRINTF (3, 4)
target (Targets    *targets,
        gboolean    pass,
        const char *format,
        ...)
{
  va_list args;
  g_autofree char *text = NULL;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  g_ptr_array_add (targets->lines, g_strdup_printf ("%s %s", pass ? "PASS" : "MISS", text));
  if (pass)
    targets->n_pass++;
  else
    targets->n_miss++;
}

static void
format_other (char           *out,
              gsize           size,
              const Other    *other,
              const OtherRow *row)
{
  if (other->path == NULL)
    g_snprintf (out, size, "%-13s %9s", "", "-");
  else if (!row->ran)
    g_snprintf (out, size, "%-13s %9s", row->level != NULL ? row->level : "", "-");
  else
    g_snprintf (out, size, "%-13s %9.2f", row->level, row->ms_per_puzzle);
}

static const char *
other_state (const Other *other)
{
  if (other->skipped != NULL)
    return other->skipped;
  if (other->path == NULL)
    return "not installed";
  if (other->failed)
    return other->failure;
  return NULL;
}

static void
print_report (GenRow            rows[N_KINDS][SK_N_LEVELS],
              const char *const row_names[N_KINDS],
              const Other      *solo,
              const Other      *qqwing)
{
  Targets targets = { 0, 0, g_ptr_array_new_with_free_func (g_free) };
  int name_width = 13;

  for (int k = 0; k < N_KINDS; k++)
    name_width = MAX (name_width, (int) strlen (row_names[k]));

  g_print ("\n%-*s %-10s %7s %9s %9s %9s %8s %6s  %-13s %9s  %-13s %9s\n",
           name_width, "layout", "level", "puzzles", "p50 ms", "p99 ms", "max ms",
           "attempts", "disc%", "Solo level", "ms/puz", "qqwing level", "ms/puz");
  for (int k = 0; k < N_KINDS; k++)
    for (int level = 0; level < SK_N_LEVELS; level++)
      {
        const GenRow *row = &rows[k][level];
        const OtherRow *solo_row = k == KIND_STANDARD ? &solo->standard[level] : &solo->jigsaw[level];
        OtherRow none = { FALSE, 0, 0, NULL };
        const OtherRow *qqwing_row = k == KIND_STANDARD ? &qqwing->standard[level] : &none;
        guint made = row->n + row->failed;
        char solo_text[64];
        char qqwing_text[64];

        if (!row->ran)
          continue;
        format_other (solo_text, sizeof solo_text, solo, solo_row);
        format_other (qqwing_text, sizeof qqwing_text, qqwing, qqwing_row);
        if (row->n == 0)
          g_print ("%-*s %-10s %7u %9s %9s %9s %8s %6s  %s  %s\n", name_width, row_names[k],
                   sk_level_to_id ((SkLevel) level), 0u, "-", "-", "-", "-", "-",
                   solo_text, qqwing_text);
        else
          g_print ("%-*s %-10s %7u %9.2f %9.2f %9.2f %8.2f %5.1f%%  %s  %s\n",
                   name_width, row_names[k], sk_level_to_id ((SkLevel) level), row->n,
                   bench_median (row->ms, row->n), bench_percentile (row->ms, row->n, 99),
                   row->ms[row->n - 1], (double) row->attempts / MAX (made, 1),
                   row->attempts > 0 ? 100.0 * row->discarded / row->attempts : 0.0,
                   solo_text, qqwing_text);

        if (row->n == 0)
          continue;
        if (solo_row->ran)
          target (&targets, bench_median (row->ms, row->n) <= solo_row->ms_per_puzzle,
                  "%s %s: p50 %.2f ms <= Solo %s%s %.2f ms per puzzle", row_names[k],
                  sk_level_to_id ((SkLevel) level), bench_median (row->ms, row->n), solo_row->level,
                  k == KIND_STANDARD ? "" : " jigsaw (new layout each)", solo_row->ms_per_puzzle);
        if (qqwing_row->ran)
          target (&targets, bench_median (row->ms, row->n) <= qqwing_row->ms_per_puzzle,
                  "%s %s: p50 %.2f ms <= qqwing %s %.2f ms per puzzle", row_names[k],
                  sk_level_to_id ((SkLevel) level), bench_median (row->ms, row->n), qqwing_row->level,
                  qqwing_row->ms_per_puzzle);
      }

  g_print ("\nSolo: %s\n", other_state (solo) != NULL ? other_state (solo) : solo->version);
  if (solo->path != NULL && solo->failed)
    g_print ("  (Solo rows without a figure were not measured)\n");
  if (solo->path != NULL && solo->skipped == NULL)
    g_print ("  start-up %.1f ms, subtracted\n", solo->startup_us / 1000.0);
  g_print ("qqwing: %s\n", other_state (qqwing) != NULL ? other_state (qqwing) : qqwing->version);
  if (qqwing->path != NULL && qqwing->skipped == NULL)
    g_print ("  start-up %.1f ms, subtracted\n", qqwing->startup_us / 1000.0);

  g_print ("\nTargets (timings depend on the machine)\n");
  for (guint i = 0; i < targets.lines->len; i++)
    g_print ("  %s\n", (const char *) g_ptr_array_index (targets.lines, i));
  if (targets.lines->len == 0)
    g_print ("  none: neither Solo nor qqwing was measured\n");
  g_print ("  %u PASS, %u MISS\n", targets.n_pass, targets.n_miss);
  g_ptr_array_unref (targets.lines);
}

/* ---- main ---- */

static gboolean
load_jigsaw (const char  *arg,
             SkLayout    *layout,
             char       **name,
             GError     **error)
{
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *layout_name = NULL;

  if (g_file_test (arg, G_FILE_TEST_IS_REGULAR))
    path = g_strdup (arg);
  else
    {
      g_autofree char *base = g_strconcat (arg, ".layout", NULL);

      path = g_build_filename (SUDOKU_BENCH_LAYOUTS_DIR, base, NULL);
    }
  file = g_file_new_for_path (path);
  if (!sudoku_layout_file_load (file, NULL, layout, &layout_name, error))
    return FALSE;
  *name = g_path_get_basename (path);
  if (g_str_has_suffix (*name, ".layout"))
    (*name)[strlen (*name) - strlen (".layout")] = '\0';
  return TRUE;
}

/* g_print would turn the quotes of GLib's messages into "?" under the C
 * locale that test runners use. */
static void
print_utf8 (const char *string)
{
  fputs (string, stdout);
  fflush (stdout);
}

static void
printerr_utf8 (const char *string)
{
  fputs (string, stderr);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *solo_path = NULL;
  g_autofree char *qqwing_path = NULL;
  g_autofree char *jigsaw_name = NULL;
  g_autofree char *jigsaw_row = NULL;
  const char *row_names[N_KINDS];
  GenRow rows[N_KINDS][SK_N_LEVELS];
  SkLayout layouts[N_KINDS];
  SkSymmetry symmetry = SK_SYMMETRY_NONE;
  Other solo;
  Other qqwing;
  guint n_wrong = 0;
  guint n_failed = 0;
  guint n_made = 0;

  context = g_option_context_new ("- time the puzzle generator per level and layout");
  g_option_context_set_summary (context,
    "Makes --count puzzles (--extreme-count at Extreme) at each level for the standard\n"
    "boxes, a shipped jigsaw layout and a new random jigsaw layout per puzzle, on one\n"
    "thread, checks each one (unique by Dancing Links, rated at the level asked), and\n"
    "prints the time per puzzle (p50, p99, max), the attempts per puzzle and the share\n"
    "thrown away; beside them Solo's and qqwing's time per puzzle at the matching level\n"
    "when they are installed, and the targets as PASS or MISS.");
  g_option_context_set_description (context,
    "Levels: easy = Solo Basic = qqwing simple, medium = Intermediate = easy,\n"
    "hard = Advanced = intermediate, diabolical = Extreme = expert, extreme = Unreasonable.\n"
    "The exit status is 1 when a puzzle is wrong or could not be made, not for a MISS.");
  g_option_context_add_main_entries (context, generate_entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  if (argc > 1 || opt_count < 0 || opt_extreme_count < 0 || opt_max_seconds < 0
      || (opt_symmetry != NULL && !sk_symmetry_from_id (opt_symmetry, &symmetry)))
    {
      g_printerr ("No FILE is read; --count and --extreme-count must be at least 0, and "
                  "--symmetry one of none, rotate-180, rotate-90, mirror, diagonal (see --help)\n");
      return 2;
    }
  g_set_print_handler (print_utf8);
  g_set_printerr_handler (printerr_utf8);

  sk_layout_init_standard (&layouts[KIND_STANDARD]);
  if (!load_jigsaw (opt_jigsaw != NULL ? opt_jigsaw : "windmill", &layouts[KIND_JIGSAW],
                    &jigsaw_name, &error))
    {
      g_print ("CANNOT READ: %s\n", error->message);
      return 1;
    }
  /* With random_layout only the extra houses count: those of a variant. */
  layouts[KIND_RANDOM] = layouts[KIND_JIGSAW];
  jigsaw_row = g_strdup_printf ("jigsaw:%s", jigsaw_name);
  row_names[KIND_STANDARD] = kind_names[KIND_STANDARD];
  row_names[KIND_JIGSAW] = jigsaw_row;
  row_names[KIND_RANDOM] = layouts[KIND_JIGSAW].n_extra > 0 ? "jigsaw:random+extra"
                                                            : kind_names[KIND_RANDOM];

  g_print ("Sudoku Solver generator benchmark\n"
           "  sk_generate on one thread, seeds %" G_GINT64_FORMAT " and up, symmetry %s; "
           "%d puzzles per level, %d at extreme.\n"
           "  Times are sk_generate's own (elapsed_ns); the checks after each puzzle are not "
           "timed.\n"
           "  attempts: per puzzle; disc%%: share of attempts thrown away (wrong level, or no "
           "solution grid).\n"
           "  Solo, qqwing: one process per row, its wall time less its start-up, per puzzle "
           "(a mean).\n",
           opt_seed, sk_symmetry_to_id (symmetry), opt_count, opt_extreme_count);

  memset (rows, 0, sizeof rows);
  for (int k = 0; k < N_KINDS; k++)
    {
      if (k == KIND_STANDARD && opt_no_standard)
        continue;
      if ((k == KIND_JIGSAW && !sk_symmetry_fits (symmetry, &layouts[k]))
          || (k == KIND_RANDOM && !sk_symmetry_fits_extra (symmetry, &layouts[k])))
        {
          g_print ("%s: the layout's houses do not allow the symmetry %s; left out\n",
                   row_names[k], sk_symmetry_to_id (symmetry));
          continue;
        }
      for (int level = 0; level < SK_N_LEVELS; level++)
        {
          GenRow *row = &rows[k][level];

          run_ours (row, row_names[k], &layouts[k], (LayoutKind) k, (SkLevel) level, symmetry);
          n_wrong += row->wrong;
          n_failed += row->failed;
          n_made += row->n;
          g_printerr ("  %s %s: %u puzzles\n", row_names[k], sk_level_to_id ((SkLevel) level),
                      row->n);
        }
    }

  /* Debian puts Solo in /usr/games, which is often not on PATH. */
  solo_path = g_find_program_in_path ("sgt-solo");
  if (solo_path == NULL && g_file_test (SOLO_PATH, G_FILE_TEST_IS_EXECUTABLE))
    solo_path = g_strdup (SOLO_PATH);
  qqwing_path = g_find_program_in_path ("qqwing");
  other_init (&solo, solo_path, opt_no_solo ? "not run (--no-solo)" : NULL);
  other_init (&qqwing, qqwing_path, opt_no_qqwing ? "not run (--no-qqwing)" : NULL);
  if (solo.path != NULL)
    {
      g_printerr ("  Solo...\n");
      run_solo (&solo, symmetry, FALSE);
      run_solo (&solo, symmetry, TRUE);
    }
  if (qqwing.path != NULL)
    {
      g_printerr ("  qqwing...\n");
      run_qqwing (&qqwing, symmetry);
    }

  print_report (rows, row_names, &solo, &qqwing);

  for (int k = 0; k < N_KINDS; k++)
    for (int level = 0; level < SK_N_LEVELS; level++)
      g_free (rows[k][level].ms);
  other_clear (&solo);
  other_clear (&qqwing);

  g_print ("\n");
  if (n_wrong > 0 || n_failed > 0)
    {
      g_print ("*** %u WRONG PUZZLES and %u NOT MADE (see WRONG PUZZLE and NO PUZZLE lines "
               "above) ***\n", n_wrong, n_failed);
      return 1;
    }
  g_print ("All puzzles verified: %u made, each unique (Dancing Links) and at its level.\n",
           n_made);
  return 0;
}
