/* sudoku-bench-rate.c: rates puzzle files with the logic engine, against Sudoku Explainer
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: sudoku-bench-rate [--max-puzzles=N] FILE...
 *
 * Every puzzle goes through sk_logic_rate three times: twice timed, once with
 * each step held against the solution. The report says how many puzzles logic
 * finished without a search step, how long a rating took, and, for files that
 * carry Sudoku Explainer's ratings, how well ours agree with them: Spearman's
 * rank correlation, the mean |ours - SE|, the share rated exactly as SE
 * (within 0.05), the share at SE's level. Every action of every step is held
 * against the solution and the unsound ones counted. The exit
 * status is non-zero only when an answer was wrong (a solution that breaks the
 * rules or the givens, a step that contradicts the solution, a status the
 * solver contradicts, two runs that disagree) or a file could not be read:
 * the targets are printed as PASS or MISS, never fatal.
 */

#include <glib.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "sk-bits.h"
#include "sk-logic.h"
#include "sk-solver.h"
#include "sk-text.h"
#include "sudoku-bench-stats.h"

#define MAX_REPORTS 5      /* wrong answers printed in full per file; the count stays exact */
#define HISTOGRAM_WIDTH 100
#define TIMED_RUNS 2       /* a puzzle's time is its fastest: another process may preempt one */

typedef struct
{
  SkGrid      grid;
  guint       layout;    /* index into RateFile.layouts */
  guint       line;      /* line number in the file, for messages */
  int         se;        /* Sudoku Explainer's rating in tenths, -1 when the line has none */
  double      ms;        /* time of sk_logic_rate, the fastest of TIMED_RUNS */
  gboolean    unique;    /* the solver finds one solution: the puzzle counts in the report */
  gboolean    rated;     /* unique, and every check passed */
  gboolean    logic;     /* rated without a search step */
  int         rating;    /* ours, tenths */
  SkLevel     level;
  SkTechnique hardest;
  guint       steps;     /* steps of the checked path */
  guint       unsound;   /* actions of the path that contradict the solution */
} RatePuzzle;

typedef struct
{
  char   *path;
  char   *name;        /* base name, for the tables and the targets */
  GArray *puzzles;     /* RatePuzzle */
  GArray *layouts;     /* SkLayout; [0] is the standard boxes */
  guint   bad_lines;
  guint   solo_block;  /* puzzles per level of Solo's generator, 0 for another file */
  gboolean jigsaw;
  guint   not_unique;  /* puzzles the solver finds without exactly one solution */
  guint   wrong;
} RateFile;

/* The figures of one row of the table, over any set of puzzles. */
typedef struct
{
  guint  n;
  guint  logic;
  double median;       /* our rating, points */
  double se_median;    /* SE's, points; NAN without SE ratings */
  double p50_ms;
  double p99_ms;
  double max_ms;
  double spearman;     /* NAN when undefined (no SE ratings, or all equal) */
  double level_pct;    /* NAN without SE ratings */
  double mean_diff;    /* mean |ours - SE|, points; NAN without SE ratings */
  double exact_pct;    /* |ours - SE| < 0.05; NAN without SE ratings */
  guint  steps;
  guint  unsound;      /* unsound actions, over every unique puzzle */
} RateStats;

typedef struct
{
  guint      n_pass;
  guint      n_miss;
  GPtrArray *lines;
} RateTargets;

/* Simon Tatham's Solo's levels, easiest first. */
enum { SOLO_BASIC, SOLO_INTERMEDIATE, SOLO_ADVANCED, SOLO_EXTREME, SOLO_UNREASONABLE, SOLO_LEVELS };

static const char *const solo_level_names[SOLO_LEVELS] = {
  "Basic", "Intermediate", "Advanced", "Extreme", "Unreasonable",
};

/* The block of a Solo file that holds each level. ../shared/bench/data/SOURCES.md
 * lists the levels Basic to Unreasonable, but the files hold them in the
 * alphabetical order of the generator's parameters (9jda 9jdb 9jde 9jdi 9jdu,
 * 3x3da ...): in jigsaw_solo_2000.txt and standard_solo_2000.txt alike, the
 * second block needs nothing beyond singles, the fourth nothing beyond
 * pointing and claiming, the first subsets (on jigsaws the law of leftovers),
 * the third wings, fish and more. */
static const guint solo_level_block[SOLO_LEVELS] = { 1, 3, 0, 2, 4 };

static int opt_max_puzzles = 0;

static const GOptionEntry rate_entries[] = {
  { "max-puzzles", 0, 0, G_OPTION_ARG_INT, &opt_max_puzzles,
    "Read at most N puzzles of each file (0 = all)", "N" },
  { NULL }
};

/* ---- statistics ---- */

typedef struct
{
  double value;
  guint  index;
} RateRankItem;

static int
rate_compare_rank_items (const void *a,
                         const void *b)
{
  const RateRankItem *x = a;
  const RateRankItem *y = b;

  if (x->value != y->value)
    return x->value < y->value ? -1 : 1;
  return (x->index > y->index) - (x->index < y->index);
}

/* Ranks from 1, tied values sharing the mean of the ranks they span. */
static void
rate_ranks (const double *values,
            guint         n,
            double       *ranks)
{
  g_autofree RateRankItem *items = g_new (RateRankItem, n);

  for (guint i = 0; i < n; i++)
    items[i] = (RateRankItem) { values[i], i };
  qsort (items, n, sizeof items[0], rate_compare_rank_items);
  for (guint i = 0, j; i < n; i = j)
    {
      for (j = i + 1; j < n && items[j].value == items[i].value; j++)
        ;
      /* items i..j-1 hold ranks i+1..j */
      for (guint k = i; k < j; k++)
        ranks[items[k].index] = (i + 1 + j) / 2.0;
    }
}

/* Spearman's rho as the Pearson correlation of the ranks, which stays exact
 * with ties; NAN when either side has a single value throughout. */
static double
rate_spearman (const double *x,
               const double *y,
               guint         n)
{
  g_autofree double *rx = g_new (double, n);
  g_autofree double *ry = g_new (double, n);
  double mean = (n + 1) / 2.0;
  double sxy = 0;
  double sxx = 0;
  double syy = 0;

  rate_ranks (x, n, rx);
  rate_ranks (y, n, ry);
  for (guint i = 0; i < n; i++)
    {
      sxy += (rx[i] - mean) * (ry[i] - mean);
      sxx += (rx[i] - mean) * (rx[i] - mean);
      syy += (ry[i] - mean) * (ry[i] - mean);
    }
  if (sxx == 0 || syy == 0)
    return NAN;
  return sxy / sqrt (sxx * syy);
}

static void
rate_stats_compute (RatePuzzle *const *puzzles,
                    guint              n,
                    RateStats         *stats)
{
  g_autofree double *times = g_new (double, MAX (n, 1));
  g_autofree double *ours = g_new (double, MAX (n, 1));      /* every rated puzzle */
  g_autofree double *paired = g_new (double, MAX (n, 1));    /* those with an SE rating */
  g_autofree double *se = g_new (double, MAX (n, 1));        /* in step with @paired */
  guint n_rated = 0;
  guint n_se = 0;
  guint agree = 0;
  guint exact = 0;
  double diff = 0;

  *stats = (RateStats) { .n = n, .median = NAN, .se_median = NAN, .p50_ms = NAN, .p99_ms = NAN,
                         .max_ms = NAN, .spearman = NAN, .level_pct = NAN, .mean_diff = NAN,
                         .exact_pct = NAN };
  if (n == 0)
    return;
  for (guint i = 0; i < n; i++)
    {
      const RatePuzzle *puzzle = puzzles[i];

      times[i] = puzzle->ms;
      stats->steps += puzzle->steps;
      stats->unsound += puzzle->unsound;
      if (!puzzle->rated)
        continue;
      stats->logic += puzzle->logic;
      ours[n_rated++] = puzzle->rating / 10.0;
      if (puzzle->se >= 0)
        {
          paired[n_se] = puzzle->rating / 10.0;
          se[n_se++] = puzzle->se / 10.0;
          agree += puzzle->level == sk_level_from_rating (puzzle->se, false);
          exact += puzzle->rating == puzzle->se;
          diff += abs (puzzle->rating - puzzle->se) / 10.0;
        }
    }

  bench_sort_doubles (times, n);
  stats->p50_ms = bench_median (times, n);
  stats->p99_ms = bench_percentile (times, n, 99);
  stats->max_ms = times[n - 1];
  if (n_rated > 0)
    {
      bench_sort_doubles (ours, n_rated);
      stats->median = bench_median (ours, n_rated);
    }
  if (n_se > 0)
    {
      stats->spearman = rate_spearman (paired, se, n_se);
      stats->level_pct = 100.0 * agree / n_se;
      stats->exact_pct = 100.0 * exact / n_se;
      stats->mean_diff = diff / n_se;
      bench_sort_doubles (se, n_se);
      stats->se_median = bench_median (se, n_se);
    }
}

static double
rate_logic_pct (const RateStats *stats)
{
  return stats->n > 0 ? 100.0 * stats->logic / stats->n : NAN;
}

/* ---- files ---- */

static RateFile *
rate_file_new (const char *path)
{
  RateFile *file = g_new0 (RateFile, 1);
  SkLayout standard;

  file->path = g_strdup (path);
  file->name = g_path_get_basename (path);
  file->puzzles = g_array_new (FALSE, FALSE, sizeof (RatePuzzle));
  file->layouts = g_array_new (FALSE, FALSE, sizeof (SkLayout));
  sk_layout_init_standard (&standard);
  g_array_append_val (file->layouts, standard);
  return file;
}

static void
rate_file_free (RateFile *file)
{
  g_free (file->path);
  g_free (file->name);
  g_array_unref (file->puzzles);
  g_array_unref (file->layouts);
  g_free (file);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (RateFile, rate_file_free)

/* Solo's sets hold N puzzles, N/5 at each of its levels, and say N after
 * "solo": jigsaw_solo_2000.txt, jigsaw-solo-100.txt (every 20th line of it). */
static guint
rate_solo_block (const char *name)
{
  const char *solo = strstr (name, "solo");
  guint64 total;

  if (solo == NULL || (solo[4] != '_' && solo[4] != '-') || !g_ascii_isdigit (solo[5]))
    return 0;
  total = g_ascii_strtoull (solo + 5, NULL, 10);
  return total % SOLO_LEVELS == 0 && total <= G_MAXUINT ? (guint) (total / SOLO_LEVELS) : 0;
}

static void
rate_file_bad_line (RateFile   *file,
                    guint       line_number,
                    const char *what)
{
  if (file->bad_lines++ < MAX_REPORTS)
    g_print ("%s:%u: %s; line skipped\n", file->path, line_number, what);
}

/* A jigsaw line's layout, shared with the line before when it is the same. */
static guint
rate_file_intern_layout (RateFile       *file,
                         const SkLayout *layout)
{
  guint last = file->layouts->len - 1;

  if (sk_layout_is_standard (layout))
    return 0;
  file->jigsaw = TRUE;
  if (last > 0 && sk_layout_equal (&g_array_index (file->layouts, SkLayout, last), layout))
    return last;
  g_array_append_val (file->layouts, *layout);
  return file->layouts->len - 1;
}

/* 81 givens, then optionally 81 region symbols and/or an SE rating. */
static void
rate_file_add_line (RateFile *file,
                    char     *line,
                    guint     line_number)
{
  RatePuzzle puzzle = { .line = line_number, .se = -1 };
  const char *field;
  size_t length;

  g_strstrip (line);
  if (line[0] == '\0' || line[0] == '#')
    return;
  length = strcspn (line, " \t");
  if (!sk_text_parse_line (line, length, &puzzle.grid))
    {
      rate_file_bad_line (file, line_number, "not 81 givens (1-9, '.' or '0')");
      return;
    }

  field = line + length + strspn (line + length, " \t");
  while (*field != '\0')
    {
      length = strcspn (field, " \t");
      if (length == SK_CELLS)
        {
          SkLayout layout;
          SkLayoutProblem problem;
          SkLayoutStatus status = sk_layout_init_from_symbols (&layout, field, length, &problem);

          if (status != SK_LAYOUT_OK)
            {
              rate_file_bad_line (file, line_number, sk_layout_status_to_string (status));
              return;
            }
          puzzle.layout = rate_file_intern_layout (file, &layout);
        }
      else
        {
          char *end = NULL;
          double se = g_ascii_strtod (field, &end);

          if (end != field + length || !(se >= 0 && se <= 20))
            {
              rate_file_bad_line (file, line_number,
                                  "neither 81 region symbols nor a rating from 0 to 20");
              return;
            }
          puzzle.se = (int) lround (se * 10);
        }
      field += length;
      field += strspn (field, " \t");
    }
  g_array_append_val (file->puzzles, puzzle);
}

static gboolean
rate_file_load (RateFile  *file,
                GError   **error)
{
  g_autofree char *contents = NULL;
  char *next;
  guint line_number = 0;

  if (!g_file_get_contents (file->path, &contents, NULL, error))
    return FALSE;
  for (char *line = contents; line != NULL; line = next)
    {
      if (opt_max_puzzles > 0 && file->puzzles->len >= (guint) opt_max_puzzles)
        break;
      next = strchr (line, '\n');
      if (next != NULL)
        *next++ = '\0';
      rate_file_add_line (file, line, ++line_number);
    }
  if (file->puzzles->len == 0)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL, "%s: no puzzles", file->path);
      return FALSE;
    }
  file->solo_block = rate_solo_block (file->name);
  return TRUE;
}

static gboolean
rate_file_is_rated (const RateFile *file)
{
  for (guint i = 0; i < file->puzzles->len; i++)
    if (g_array_index (file->puzzles, RatePuzzle, i).se >= 0)
      return TRUE;
  return FALSE;
}

/* ---- rating ---- */

/* What sk_logic_rate must say, from the solver's search (limit 2). */
static SkLogicStatus
rate_expected_status (const SkSolveResult *result)
{
  switch (result->status)
    {
    case SK_SOLVE_INVALID:
      return SK_LOGIC_INVALID;
    case SK_SOLVE_NO_SOLUTION:
      return SK_LOGIC_NO_SOLUTION;
    case SK_SOLVE_SOLVED:
      return result->n_solutions == 1 ? SK_LOGIC_SOLVED : SK_LOGIC_MULTIPLE;
    default:
      return SK_LOGIC_CANCELLED;
    }
}

static const char *
rate_status_name (SkLogicStatus status)
{
  static const char *const names[] = {
    "solved", "invalid", "no solution", "multiple solutions", "cancelled",
  };

  return (unsigned) status < G_N_ELEMENTS (names) ? names[status] : "unknown status";
}

/* Each step of a path, held against the solution found beforehand. */
typedef struct
{
  const SkGrid *solution;
  const SkLayout *layout;
  int           n_steps;
  int           bad_step;     /* index of the first unsound step, -1 while none */
  guint         unsound;      /* unsound actions in all */
  int           below_base;   /* index of the first step rated below its technique's base, -1 */
  SkTechnique   below_technique;
  SkTechnique   bad_technique;
  char          bad_actions[256];
} RateCheck;

/* Steps checked, and those whose reason names a cell (issue 22: all). */
static guint64 n_worded_steps, n_steps_naming_a_cell;

static bool
rate_check_step (const SkStep          *step,
                 const SkCandidateGrid *before,
                 void                  *user_data)
{
  RateCheck *check = user_data;
  char reason[4096];

  (void) before;
  sk_step_explain (step, check->layout, NULL, SK_EXPLAIN_REASON, reason, sizeof reason);
  n_worded_steps++;
  n_steps_naming_a_cell += sk_text_names_cell (reason);
  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      int digit = check->solution->cell[cell];

      if ((step->place[cell] != 0 && step->place[cell] != digit)
          || (step->remove[cell] & sk_mask_of (digit)) != 0)
        {
          check->unsound++;
          if (check->bad_step >= 0)
            continue;
          check->bad_step = check->n_steps;
          check->bad_technique = step->technique;
          sk_step_format_actions (step, check->bad_actions, sizeof check->bad_actions);
        }
    }
  /* The step finder stops once no finder can beat the best step so far, by
   * the base ratings: a step rated below its base would break that. */
  if (check->below_base < 0 && step->rating < sk_technique_info (step->technique)->rating)
    {
      check->below_base = check->n_steps;
      check->below_technique = step->technique;
    }
  check->n_steps++;
  return true;
}

static void
rate_report_wrong (RateFile         *file,
                   const RatePuzzle *puzzle,
                   const char       *what)
{
  char text[SK_CELLS + 1];

  if (file->wrong++ >= MAX_REPORTS)
    return;
  sk_text_format_line (&puzzle->grid, text);
  g_print ("WRONG ANSWER: %s:%u: %s\n  puzzle  %s\n", file->name, puzzle->line, what, text);
}

static double
rate_elapsed_ms (const struct timespec *start,
                 const struct timespec *end)
{
  return (end->tv_sec - start->tv_sec) * 1e3 + (end->tv_nsec - start->tv_nsec) / 1e6;
}

static void
rate_puzzle (RateFile   *file,
             RatePuzzle *puzzle)
{
  const SkLayout *layout = &g_array_index (file->layouts, SkLayout, puzzle->layout);
  RateCheck check = { .bad_step = -1, .below_base = -1, .layout = layout };
  SkSolveOptions options;
  SkSolveResult reference;
  SkLogicStatus expected;
  SkRating rating;
  SkRating checked;
  struct timespec start;
  struct timespec end;
  g_autofree char *what = NULL;

  sk_solve_options_init (&options);
  options.limit = 2;
  sk_solve (&puzzle->grid, layout, &options, &reference);
  expected = rate_expected_status (&reference);
  check.solution = &reference.solution;

  puzzle->ms = INFINITY;
  for (int run = 0; run < TIMED_RUNS; run++)
    {
      clock_gettime (CLOCK_MONOTONIC, &start);
      sk_logic_rate (&puzzle->grid, layout, NULL, NULL, NULL, &rating);
      clock_gettime (CLOCK_MONOTONIC, &end);
      puzzle->ms = MIN (puzzle->ms, rate_elapsed_ms (&start, &end));
    }
  /* Again, untimed, with every step held against the solution: a wrong
   * elimination may leave the solution in reach, so the end alone would not
   * show it. The two paths must also agree, since a rating is deterministic. */
  sk_logic_rate (&puzzle->grid, layout, NULL, rate_check_step, &check, &checked);

  puzzle->unique = expected == SK_LOGIC_SOLVED;
  puzzle->steps = (guint) check.n_steps;
  puzzle->unsound = check.unsound;
  if (rating.status != expected)
    what = g_strdup_printf ("status \"%s\", but the solver says \"%s\"",
                            rate_status_name (rating.status), rate_status_name (expected));
  else if (!puzzle->unique)
    file->not_unique++;
  else if (!sk_grid_is_solution_of (&rating.solution, &puzzle->grid, layout)
           || memcmp (&rating.solution, &reference.solution, sizeof (SkGrid)) != 0)
    what = g_strdup ("the solution breaks a rule or a given, or differs from the solver's");
  else if (check.bad_step >= 0)
    what = g_strdup_printf ("step %d (%s) contradicts the solution: %s", check.bad_step + 1,
                            sk_technique_info (check.bad_technique)->id, check.bad_actions);
  else if (check.below_base >= 0)
    what = g_strdup_printf ("step %d (%s) rates below its technique's base rating",
                            check.below_base + 1, sk_technique_info (check.below_technique)->id);
  else if (checked.status != rating.status || checked.rating != rating.rating
           || checked.hardest != rating.hardest || checked.n_steps != rating.n_steps
           || checked.used_search != rating.used_search)
    what = g_strdup_printf ("rated twice, differently: %.1f %s in %d steps, then %.1f %s in %d",
                            rating.rating / 10.0, sk_technique_info (rating.hardest)->id,
                            rating.n_steps, checked.rating / 10.0,
                            sk_technique_info (checked.hardest)->id, checked.n_steps);
  else
    {
      puzzle->rated = TRUE;
      puzzle->logic = !rating.used_search;
      puzzle->rating = rating.rating;
      puzzle->level = rating.level;
      puzzle->hardest = rating.hardest;
    }
  if (what != NULL)
    rate_report_wrong (file, puzzle, what);
}

static void
rate_file_run (RateFile *file)
{
  if (isatty (STDERR_FILENO))
    g_printerr ("rating %s (%u puzzles)\n", file->name, file->puzzles->len);
  for (guint i = 0; i < file->puzzles->len; i++)
    rate_puzzle (file, &g_array_index (file->puzzles, RatePuzzle, i));
  if (file->wrong > MAX_REPORTS)
    g_print ("  ... %u more wrong answers in %s not shown\n", file->wrong - MAX_REPORTS, file->name);
}

/* ---- report ---- */

/* The puzzles [from, to) of @file that have one solution, appended to @out. */
static void
rate_collect (const RateFile *file,
              guint           from,
              guint           to,
              GPtrArray      *out)
{
  for (guint i = from; i < MIN (to, file->puzzles->len); i++)
    {
      RatePuzzle *puzzle = &g_array_index (file->puzzles, RatePuzzle, i);

      if (puzzle->unique)
        g_ptr_array_add (out, puzzle);
    }
}

static void
rate_stats_of (const GPtrArray *puzzles,
               RateStats       *stats)
{
  rate_stats_compute ((RatePuzzle *const *) puzzles->pdata, puzzles->len, stats);
}

static void
rate_stats_of_range (const RateFile *file,
                     guint           from,
                     guint           to,
                     RateStats      *stats)
{
  g_autoptr(GPtrArray) puzzles = g_ptr_array_new ();

  rate_collect (file, from, to, puzzles);
  rate_stats_of (puzzles, stats);
}

/* "%*.*f", or a dash right-aligned in the same width for NAN. */
static void
rate_print_number (int         width,
                   int         decimals,
                   double      value,
                   const char *suffix)
{
  if (isnan (value))
    g_print (" %*s", width + (int) strlen (suffix), "-");
  else
    g_print (" %*.*f%s", width, decimals, value, suffix);
}

static void
rate_print_header (int name_width)
{
  g_print ("%-*s %7s %6s %7s %6s %6s %8s %8s %8s %8s %7s\n", name_width, "file", "puzzles",
           "logic", "logic%", "median", "SE med", "p50 ms", "p99 ms", "max ms", "Spearman",
           "level%");
}

static void
rate_print_row (int              name_width,
                const char      *name,
                const RateStats *stats)
{
  g_print ("%-*s %7u %6u", name_width, name, stats->n, stats->logic);
  rate_print_number (6, 1, rate_logic_pct (stats), "%");
  rate_print_number (6, 2, stats->median, "");
  rate_print_number (6, 2, stats->se_median, "");
  rate_print_number (8, 3, stats->p50_ms, "");
  rate_print_number (8, 3, stats->p99_ms, "");
  rate_print_number (8, 3, stats->max_ms, "");
  rate_print_number (8, 3, stats->spearman, "");
  rate_print_number (6, 1, stats->level_pct, "%");
  g_print ("\n");
}

static void
rate_print_agreement_header (int name_width)
{
  g_print ("%-*s %8s %7s %7s %7s %8s %8s %8s\n", name_width, "file", "Spearman", "mean|d|",
           "exact%", "level%", "p50 ms", "steps", "unsound");
}

/* How far from SE, and how sound: the figures issue 22 sets targets for. */
static void
rate_print_agreement_row (int              name_width,
                          const char      *name,
                          const RateStats *stats)
{
  g_print ("%-*s", name_width, name);
  rate_print_number (8, 3, stats->spearman, "");
  rate_print_number (7, 2, stats->mean_diff, "");
  rate_print_number (6, 1, stats->exact_pct, "%");
  rate_print_number (6, 1, stats->level_pct, "%");
  rate_print_number (8, 3, stats->p50_ms, "");
  g_print (" %8u %8u\n", stats->steps, stats->unsound);
}

/* Puzzles [*from, *to) of @file hold Solo's @level; false when none were read. */
static gboolean
rate_solo_range (const RateFile *file,
                 guint           level,
                 guint          *from,
                 guint          *to)
{
  *from = solo_level_block[level] * file->solo_block;
  *to = MIN (*from + file->solo_block, file->puzzles->len);
  return *from < *to;
}

static void
rate_print_solo_levels (const RateFile *file,
                        int             name_width)
{
  for (guint level = 0; level < SOLO_LEVELS; level++)
    {
      g_autofree char *label = NULL;
      RateStats stats;
      guint from;
      guint to;

      if (!rate_solo_range (file, level, &from, &to))
        continue;
      label = g_strdup_printf ("  %s %u-%u", solo_level_names[level], from + 1, to);
      rate_stats_of_range (file, from, to, &stats);
      rate_print_row (name_width, label, &stats);
    }
}

/* How many puzzles [from, to) of @file have each technique as their hardest
 * step, on as few lines as fit. */
static void
rate_print_histogram (const RateFile *file,
                      const char     *label,
                      guint           from,
                      guint           to)
{
  guint counts[SK_N_TECHNIQUES] = { 0 };
  GString *line = g_string_new (NULL);

  for (guint i = from; i < MIN (to, file->puzzles->len); i++)
    {
      const RatePuzzle *puzzle = &g_array_index (file->puzzles, RatePuzzle, i);

      if (puzzle->rated)
        counts[puzzle->hardest]++;
    }
  g_string_printf (line, "  %s:", label);
  for (int t = 0; t < SK_N_TECHNIQUES; t++)
    {
      g_autofree char *item = NULL;

      if (counts[t] == 0)
        continue;
      item = g_strdup_printf (" %s %u", sk_technique_info ((SkTechnique) t)->id, counts[t]);
      if (line->len + strlen (item) > HISTOGRAM_WIDTH)
        {
          g_print ("%s\n", line->str);
          g_string_printf (line, "%*s", (int) strspn (label, " ") + 4, "");
        }
      g_string_append (line, item);
    }
  g_print ("%s\n", line->str);
  g_string_free (line, TRUE);
}

static void
rate_print_file_histograms (const RateFile *file)
{
  rate_print_histogram (file, file->name, 0, G_MAXUINT);
  for (guint level = 0; level < SOLO_LEVELS && file->solo_block > 0; level++)
    {
      g_autofree char *label = g_strdup_printf ("  %s", solo_level_names[level]);
      guint from;
      guint to;

      if (rate_solo_range (file, level, &from, &to))
        rate_print_histogram (file, label, from, to);
    }
}

/* ---- targets ---- */

static void G_GNUC_PRINTF (3, 4)
rate_target (RateTargets *targets,
             gboolean     pass,
             const char  *format,
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

static const RateFile *
rate_find_file (GPtrArray  *files,
                const char *name)
{
  for (guint i = 0; i < files->len; i++)
    {
      const RateFile *file = g_ptr_array_index (files, i);

      if (g_str_equal (file->name, name))
        return file;
    }
  return NULL;
}

static void
rate_check_file_targets (GPtrArray   *files,
                         RateTargets *targets)
{
  static const struct { const char *name; double logic_pct; } logic_targets[] = {
    { "se-easy.txt", 100 },
    { "se-medium.txt", 100 },
    { "se-hard.txt", 100 },
    { "se-diabolical.txt", 99 },
    { "top1465-first300-se.txt", 90 },
  };
  static const char *const speed_files[] = { "se-diabolical.txt", "top1465-first300-se.txt" };
  /* Issue 22's targets for the agreement with SE. */
  static const struct { const char *name; double spearman; double exact_pct; } se_targets[] = {
    { "se-diabolical.txt", 0.85, 50 },
    { "top1465-first300-se.txt", 0.97, 70 },
  };
  const RateFile *file;
  RateStats stats;

  for (guint i = 0; i < G_N_ELEMENTS (logic_targets); i++)
    if ((file = rate_find_file (files, logic_targets[i].name)) != NULL)
      {
        rate_stats_of_range (file, 0, G_MAXUINT, &stats);
        rate_target (targets, rate_logic_pct (&stats) >= logic_targets[i].logic_pct,
                     "%s: solved by logic alone %.1f%% (target >= %g%%)", file->name,
                     rate_logic_pct (&stats), logic_targets[i].logic_pct);
      }
  for (guint i = 0; i < G_N_ELEMENTS (se_targets); i++)
    if ((file = rate_find_file (files, se_targets[i].name)) != NULL)
      {
        rate_stats_of_range (file, 0, G_MAXUINT, &stats);
        rate_target (targets, stats.spearman >= se_targets[i].spearman,
                     "%s: Spearman with SE %.3f (target >= %.2f)", file->name, stats.spearman,
                     se_targets[i].spearman);
        rate_target (targets, stats.exact_pct >= se_targets[i].exact_pct,
                     "%s: rated exactly as SE %.1f%% (target >= %g%%), mean |ours - SE| %.2f",
                     file->name, stats.exact_pct, se_targets[i].exact_pct, stats.mean_diff);
      }
  for (guint i = 0; i < files->len; i++)
    {
      file = g_ptr_array_index (files, i);
      rate_stats_of_range (file, 0, G_MAXUINT, &stats);
      rate_target (targets, stats.unsound == 0, "%s: unsound actions %u in %u steps (target 0)",
                   file->name, stats.unsound, stats.steps);
    }
  for (guint i = 0; i < G_N_ELEMENTS (speed_files); i++)
    if ((file = rate_find_file (files, speed_files[i])) != NULL)
      {
        rate_stats_of_range (file, 0, G_MAXUINT, &stats);
        rate_target (targets, stats.p50_ms <= 1 && stats.max_ms <= 100,
                     "%s: time p50 %.3f ms, max %.3f ms (target <= 1 ms, <= 100 ms)",
                     file->name, stats.p50_ms, stats.max_ms);
      }
}

/* Solo's jigsaw levels: logic finishes Basic to Extreme, and our median
 * rating rises with the level. */
static void
rate_check_solo_targets (const RateFile *file,
                         RateTargets    *targets)
{
  g_autoptr(GPtrArray) below_unreasonable = g_ptr_array_new ();
  RateStats levels[SOLO_LEVELS];
  RateStats stats;
  gboolean present[SOLO_LEVELS];
  gboolean rising = TRUE;
  GString *medians = g_string_new (NULL);

  for (guint level = 0; level < SOLO_LEVELS; level++)
    {
      guint from;
      guint to;

      present[level] = rate_solo_range (file, level, &from, &to);
      rate_stats_of_range (file, from, to, &levels[level]);
      if (present[level] && level < SOLO_UNREASONABLE)
        rate_collect (file, from, to, below_unreasonable);
    }

  rate_stats_of (below_unreasonable, &stats);
  rate_target (targets, stats.logic == stats.n,
               "%s: Basic to Extreme (%u puzzles) solved by logic alone %.1f%% (target 100%%)",
               file->name, stats.n, rate_logic_pct (&stats));
  if (present[SOLO_UNREASONABLE])
    g_ptr_array_add (targets->lines,
                     g_strdup_printf ("INFO %s: Unreasonable solved by logic alone %.1f%%, "
                                      "median rating %.2f", file->name,
                                      rate_logic_pct (&levels[SOLO_UNREASONABLE]),
                                      levels[SOLO_UNREASONABLE].median));
  if (present[SOLO_BASIC] && present[SOLO_INTERMEDIATE] && present[SOLO_ADVANCED]
      && present[SOLO_EXTREME])
    {
      for (guint level = SOLO_BASIC; level <= SOLO_EXTREME; level++)
        {
          g_string_append_printf (medians, "%s%.2f", level > 0 ? " / " : "", levels[level].median);
          if (level > 0 && !(levels[level].median >= levels[level - 1].median))
            rising = FALSE;
        }
      rate_target (targets, rising && levels[SOLO_EXTREME].median > levels[SOLO_BASIC].median,
                   "%s: median rating Basic / Intermediate / Advanced / Extreme %s "
                   "(target: non-decreasing, Extreme > Basic)", file->name, medians->str);
    }
  g_string_free (medians, TRUE);
}

/* ---- main ---- */

/* g_print would turn the quotes of GLib's messages into "?" under the C
 * locale that test runners use. */
static void
rate_print_utf8 (const char *string)
{
  fputs (string, stdout);
}

static void
rate_printerr_utf8 (const char *string)
{
  fputs (string, stderr);
}

static void
rate_print_report (GPtrArray *files)
{
  g_autoptr(GPtrArray) all_rated = g_ptr_array_new ();
  g_autoptr(GPtrArray) se_files = g_ptr_array_new ();
  RateTargets targets = { 0, 0, g_ptr_array_new_with_free_func (g_free) };
  guint n_rated_files = 0;
  guint n_se_files = 0;
  int name_width = 24;
  RateStats stats;

  for (guint i = 0; i < files->len; i++)
    {
      const RateFile *file = g_ptr_array_index (files, i);

      name_width = MAX (name_width, (int) strlen (file->name));
      if (rate_file_is_rated (file))
        {
          rate_collect (file, 0, G_MAXUINT, all_rated);
          n_rated_files++;
        }
      if (g_str_has_prefix (file->name, "se-") && rate_file_is_rated (file))
        {
          rate_collect (file, 0, G_MAXUINT, se_files);
          n_se_files++;
        }
    }

  g_print ("\n");
  rate_print_header (name_width);
  for (guint i = 0; i < files->len; i++)
    {
      const RateFile *file = g_ptr_array_index (files, i);

      rate_stats_of_range (file, 0, G_MAXUINT, &stats);
      rate_print_row (name_width, file->name, &stats);
      if (file->solo_block > 0)
        rate_print_solo_levels (file, name_width);
    }
  if (n_rated_files > 1)
    {
      rate_stats_of (all_rated, &stats);
      rate_print_row (name_width, "all rated files", &stats);
    }
  if (n_se_files > 1)
    {
      rate_stats_of (se_files, &stats);
      rate_print_row (name_width, "se-* files", &stats);
    }
  g_print ("\nAgreement with Sudoku Explainer (mean|d|: mean |ours - SE| in points; exact: "
           "|ours - SE| < 0.05) and soundness\n");
  rate_print_agreement_header (name_width);
  for (guint i = 0; i < files->len; i++)
    {
      const RateFile *file = g_ptr_array_index (files, i);

      rate_stats_of_range (file, 0, G_MAXUINT, &stats);
      rate_print_agreement_row (name_width, file->name, &stats);
    }
  if (n_se_files > 1)
    {
      rate_stats_of (se_files, &stats);
      rate_print_agreement_row (name_width, "se-* files", &stats);
    }
  for (guint i = 0; i < files->len; i++)
    {
      const RateFile *file = g_ptr_array_index (files, i);

      if (file->not_unique > 0)
        g_print ("  %s: %u puzzles without exactly one solution are left out\n",
                 file->name, file->not_unique);
    }

  g_print ("\nHardest technique per puzzle (puzzles whose hardest step it is)\n");
  for (guint i = 0; i < files->len; i++)
    rate_print_file_histograms (g_ptr_array_index (files, i));

  rate_check_file_targets (files, &targets);
  if (n_rated_files > 0)
    {
      rate_stats_of (all_rated, &stats);
      rate_target (&targets, stats.spearman >= 0.9,
                   "all rated files together: Spearman %.3f (target >= 0.9)", stats.spearman);
    }
  if (n_se_files > 0)
    {
      rate_stats_of (se_files, &stats);
      rate_target (&targets, stats.level_pct >= 98,
                   "se-* files together: level as SE's %.1f%% (target >= 98%%)", stats.level_pct);
    }
  for (guint i = 0; i < files->len; i++)
    {
      const RateFile *file = g_ptr_array_index (files, i);

      if (file->jigsaw && file->solo_block > 0)
        rate_check_solo_targets (file, &targets);
    }

  g_print ("\nTargets (timings depend on the machine)\n");
  for (guint i = 0; i < targets.lines->len; i++)
    g_print ("  %s\n", (const char *) g_ptr_array_index (targets.lines, i));
  g_print ("  %u PASS, %u MISS\n", targets.n_pass, targets.n_miss);
  g_ptr_array_unref (targets.lines);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func ((GDestroyNotify) rate_file_free);
  gboolean failed = FALSE;
  guint n_wrong = 0;
  guint n_puzzles = 0;

  context = g_option_context_new ("FILE... - rate puzzle files with the logic engine");
  g_option_context_set_summary (context,
    "Rates every puzzle of each file with sk_logic_rate, checks each solution and step\n"
    "against the solver's, and prints per file: the puzzles solved by logic alone, the\n"
    "rating time (p50, p99, max), and for files with Sudoku Explainer ratings the Spearman\n"
    "rank correlation and level agreement with them; then the targets as PASS or MISS.");
  g_option_context_set_description (context,
    "A line holds 81 givens ('.' or '0' blank), optionally followed by 81 region symbols\n"
    "(jigsaw) and/or an SE rating such as 5.6. Blank lines and '#' lines are skipped.\n"
    "A file named *solo_N* or *solo-N* holds N/5 puzzles at each of Solo's levels, in the\n"
    "order Advanced, Basic, Extreme, Intermediate, Unreasonable: it gets a row per level.\n"
    "The exit status is 1 when an answer was wrong or a file unreadable, not for a MISS.");
  g_option_context_add_main_entries (context, rate_entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  if (argc < 2 || opt_max_puzzles < 0)
    {
      g_printerr ("Give at least one FILE, and --max-puzzles of at least 0 (see --help)\n");
      return 2;
    }
  g_set_print_handler (rate_print_utf8);
  g_set_printerr_handler (rate_printerr_utf8);

  g_print ("Sudoku Solver rating benchmark\n"
           "  Each puzzle is rated with sk_logic_rate: twice timed (the faster counts), then "
           "untimed with\n  every step checked against the solution.\n"
           "  logic: rated without a search step. median, SE med: our and SE's median rating. "
           "Spearman: rank\n"
           "  correlation of our rating with SE's (ties share their mean rank). level%%: our level "
           "is SE's\n"
           "  (cuts at 1.5, 2.5, 5.0, 9.0). Spearman, level%% and SE med cover lines with an SE "
           "rating.\n"
           "  The second table adds mean |ours - SE|, the share rated exactly as SE, and the "
           "actions of\n  all steps that contradict the solution (unsound).\n");
  if (opt_max_puzzles > 0)
    g_print ("  At most %d puzzles per file (--max-puzzles).\n", opt_max_puzzles);

  for (int i = 1; i < argc; i++)
    {
      g_autoptr(RateFile) file = rate_file_new (argv[i]);
      g_autoptr(GError) load_error = NULL;

      if (!rate_file_load (file, &load_error))
        {
          g_print ("CANNOT READ: %s\n", load_error->message);
          failed = TRUE;
          continue;
        }
      if (file->bad_lines > 0)
        {
          g_print ("CANNOT READ: %s: %u lines are not puzzles; rating the other %u\n",
                   file->path, file->bad_lines, file->puzzles->len);
          failed = TRUE;
        }
      rate_file_run (file);
      n_wrong += file->wrong;
      n_puzzles += file->puzzles->len;
      g_ptr_array_add (files, g_steal_pointer (&file));
    }

  rate_print_report (files);
  g_print ("\nSentences that name a cell: %" G_GUINT64_FORMAT " of %" G_GUINT64_FORMAT
           " steps (%.1f%%)\n", n_steps_naming_a_cell, n_worded_steps,
           n_worded_steps > 0 ? 100.0 * n_steps_naming_a_cell / n_worded_steps : 100.0);

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
