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
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "sk-bits.h"
#include "sk-logic.h"
#include "sk-solver.h"
#include "sk-text.h"
#include "sudoku-bench-rate.h"

#define TIMED_RUNS 2       /* a puzzle's time is its fastest: another process may preempt one */

static int opt_max_puzzles = 0;

static const GOptionEntry rate_entries[] = {
  { "max-puzzles", 0, 0, G_OPTION_ARG_INT, &opt_max_puzzles,
    "Read at most N puzzles of each file (0 = all)", "N" },
  { NULL }
};

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

      if (!rate_file_load (file, opt_max_puzzles, &load_error))
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
