/* test-print-job.c: the puzzles of a print, prepared on a worker thread, with progress
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Solutions are checked by hand (rows, columns, boxes), not by the solver
 * that found them; the path is checked against the Hint's own sentences.
 */

#include <gio/gio.h>
#include <string.h>

#include "sk-logic.h"
#include "sudoku-board.h"
#include "sudoku-print-job.h"
#include "sudoku-step.h"
#include "sudoku-test-util.h"

#define CLASSIC \
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
/* Sudoku Explainer rates this 5.6: singles between harder steps. */
#define DIABOLICAL \
  "000310000060097040001420300030000502786000139502000060003059700020680010000074000"

/* ---- helpers ---- */

typedef struct
{
  GPtrArray *puzzles;
  GError    *error;
  gboolean   done;
} Outcome;

static void
on_prepared (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  Outcome *outcome = user_data;

  outcome->puzzles = sudoku_print_job_prepare_finish (result, &outcome->error);
  outcome->done = TRUE;
}

static void
wait_for (gboolean   *flag,
          const char *what)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) 120 * G_USEC_PER_SEC;

  while (!*flag)
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("timed out waiting for %s", what);
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
    }
}

/* Prepares and waits: the puzzles, which must come. */
static GPtrArray *
prepare (GPtrArray                   *puzzles,
         const SudokuPrintJobRequest *request,
         SudokuPrintProgress         *progress)
{
  Outcome outcome = { 0 };

  sudoku_print_job_prepare_async (puzzles, request, progress, NULL, on_prepared, &outcome);
  wait_for (&outcome.done, "the preparation");
  g_assert_no_error (outcome.error);
  g_assert_nonnull (outcome.puzzles);
  return outcome.puzzles;
}

static GPtrArray *
given_puzzles (const char * const *lines)
{
  GPtrArray *puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_print_puzzle_free);
  SkLayout standard;

  sk_layout_init_standard (&standard);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      SkGrid givens;

      sudoku_test_grid_from_text (lines[i], &givens);
      g_ptr_array_add (puzzles, sudoku_print_puzzle_new (&givens, &standard));
    }
  return puzzles;
}

static void
assert_progress (SudokuPrintProgress *progress,
                 guint                made,
                 guint                n_new,
                 guint                analysed,
                 guint                n_puzzles)
{
  guint got_made, got_n_new, got_analysed, got_n_puzzles;

  sudoku_print_progress_get (progress, &got_made, &got_n_new, &got_analysed, &got_n_puzzles);
  g_assert_cmpuint (got_made, ==, made);
  g_assert_cmpuint (got_n_new, ==, n_new);
  g_assert_cmpuint (got_analysed, ==, analysed);
  g_assert_cmpuint (got_n_puzzles, ==, n_puzzles);
}

/* The printed path sk_logic_rate takes from @givens, as the spec says it:
 * each step in the Hint's own sentence (as assert_same_step compares
 * them), and a run of two singles or more on one line, "Singles: r2c2=1,
 * r6c1=9.", and the run that ends the path only begun: "The rest are
 * singles: r2c2=1 first, then 41 more.". */
typedef struct
{
  GPtrArray      *sentences;
  const SkLayout *layout;
  GString        *run;
  guint           n_run;
  char           *lone;
} PathWords;

static void
end_run (PathWords *words,
         gboolean   last)
{
  if (words->n_run == 1)
    g_ptr_array_add (words->sentences, g_steal_pointer (&words->lone));
  else if (words->n_run > 1 && last)
    g_ptr_array_add (words->sentences,
                     g_strdup_printf ("The rest are singles: %.*s first, then %u more.",
                                      (int) strcspn (words->run->str, ","), words->run->str,
                                      words->n_run - 1));
  else if (words->n_run > 1)
    g_ptr_array_add (words->sentences, g_strdup_printf ("Singles: %s.", words->run->str));
  g_clear_pointer (&words->lone, g_free);
  g_string_truncate (words->run, 0);
  words->n_run = 0;
}

static bool
collect_sentence (const SkStep          *step,
                  const SkCandidateGrid *before,
                  void                  *user_data)
{
  PathWords *words = user_data;
  SudokuStep full = { .step = *step, .before = *before, .layout = *words->layout };
  SkTechnique t = step->technique;

  if (t != SK_TECH_FULL_HOUSE && t != SK_TECH_HIDDEN_SINGLE_REGION
      && t != SK_TECH_HIDDEN_SINGLE_LINE && t != SK_TECH_NAKED_SINGLE)
    {
      end_run (words, FALSE);
      g_ptr_array_add (words->sentences, sudoku_step_describe (&full));
      return true;
    }
  if (words->n_run++ == 0)
    words->lone = sudoku_step_describe (&full);
  for (guint cell = 0; cell < SK_CELLS; cell++)
    if (step->place[cell] != 0)
      g_string_append_printf (words->run, "%sr%uc%u=%u", words->run->len > 0 ? ", " : "",
                              cell / SK_SIZE + 1, cell % SK_SIZE + 1, step->place[cell]);
  return true;
}

/* A printed step is the Hint's reason; what the Hint then says in
 * sentences ("Place 1 in r4c8. Remove 6 from r6c4.") the page says after
 * an arrow, in the grid's labels ("⇒ r4c8=1; r6c4≠6"). */
static void
assert_same_step (const char *printed,
                  const char *hint)
{
  const char *arrow = strstr (printed, " \u21D2\u00A0");
  gsize reason;

  if (arrow == NULL)
    {
      g_assert_cmpstr (printed, ==, hint);
      return;
    }
  reason = (gsize) (arrow - printed);
  g_assert_cmpint (strncmp (printed, hint, reason), ==, 0);
  g_assert_true (g_str_has_prefix (hint + reason, " Place ")
                 || g_str_has_prefix (hint + reason, " Remove "));
  g_assert_true (g_regex_match_simple ("^ \u21D2\u00A0r[1-9]c[1-9]", arrow, 0, 0));
}

/* ---- tests ---- */

/* Puzzles handed over come back first, solved, rated and with their path. */
static void
test_given (void)
{
  const char *lines[] = { CLASSIC, DIABOLICAL, NULL };
  g_autoptr(SudokuPrintProgress) progress = sudoku_print_progress_new ();
  g_autoptr(GPtrArray) puzzles = NULL;
  SudokuPrintJobRequest request;
  guint n_grouped = 0;

  assert_progress (progress, 0, 0, 0, 0);
  sudoku_print_job_request_init (&request);
  request.paths = TRUE;
  puzzles = prepare (given_puzzles (lines), &request, progress);
  g_assert_cmpuint (puzzles->len, ==, 2);
  assert_progress (progress, 0, 0, 2, 2);

  for (guint p = 0; p < puzzles->len; p++)
    {
      SudokuPrintPuzzle *puzzle = g_ptr_array_index (puzzles, p);
      g_autoptr(GPtrArray) expected = g_ptr_array_new_with_free_func (g_free);
      PathWords words;
      SkRating rating;

      g_assert_true (sudoku_test_is_solution_by_hand (&puzzle->solution, &puzzle->givens,
                                                      SUDOKU_TEST_STANDARD_MAP));
      /* The level line is the window's, under its title. */
      sk_logic_rate (&puzzle->givens, &puzzle->layout, NULL, NULL, NULL, &rating);
      {
        g_autofree char *subtitle = sudoku_rating_describe (&rating);

        g_assert_cmpstr (puzzle->subtitle, ==, subtitle);
      }

      words = (PathWords) { expected, &puzzle->layout, g_string_new (NULL), 0, NULL };
      sk_logic_rate (&puzzle->givens, &puzzle->layout, NULL, collect_sentence, &words, &rating);
      end_run (&words, TRUE);
      g_string_free (words.run, TRUE);
      g_assert_nonnull (puzzle->path);
      g_assert_cmpuint (puzzle->path->len, >, 0);
      g_assert_cmpuint (puzzle->path->len, ==, expected->len);
      for (guint i = 0; i < expected->len; i++)
        {
          assert_same_step (g_ptr_array_index (puzzle->path, i), g_ptr_array_index (expected, i));
          /* Every printed step names a cell, so it can be followed on paper. */
          g_assert_true (g_regex_match_simple ("r[1-9]c[1-9]", g_ptr_array_index (puzzle->path, i),
                                               0, 0));
          n_grouped += g_str_has_prefix (g_ptr_array_index (expected, i), "Singles: ");
        }
    }
  /* The diabolical path has runs of singles between its harder steps. */
  g_assert_cmpuint (n_grouped, >, 0);
}

/* New puzzles follow the ones handed over; a seed makes the same ones again. */
static void
test_new (void)
{
  const char *lines[] = { CLASSIC, NULL };
  g_autoptr(GPtrArray) first = NULL;
  SudokuPrintJobRequest request;

  sudoku_print_job_request_init (&request);
  request.n_new = 3;
  request.level = SK_LEVEL_EASY;
  request.seed = 7;

  for (guint run = 0; run < 2; run++)
    {
      g_autoptr(SudokuPrintProgress) progress = sudoku_print_progress_new ();
      g_autoptr(GPtrArray) puzzles = prepare (given_puzzles (lines), &request, progress);
      SkGrid classic;

      g_assert_cmpuint (puzzles->len, ==, 4);
      assert_progress (progress, 3, 3, 4, 4);

      sudoku_test_grid_from_text (CLASSIC, &classic);
      sudoku_test_assert_grids_equal (&((SudokuPrintPuzzle *) g_ptr_array_index (puzzles, 0))->givens,
                                      &classic);
      for (guint i = 0; i < puzzles->len; i++)
        {
          SudokuPrintPuzzle *puzzle = g_ptr_array_index (puzzles, i);

          g_assert_cmpint (sk_grid_count_filled (&puzzle->givens), >=, 17);
          g_assert_true (sudoku_test_is_solution_by_hand (&puzzle->solution, &puzzle->givens,
                                                          SUDOKU_TEST_STANDARD_MAP));
          /* No paths asked for. */
          g_assert_null (puzzle->path);
          if (first != NULL)
            sudoku_test_assert_grids_equal (&puzzle->givens,
                                            &((SudokuPrintPuzzle *) g_ptr_array_index (first, i))->givens);
        }
      if (first == NULL)
        first = g_steal_pointer (&puzzles);
    }
}

/* Read from the main thread while the worker runs, the counts only grow, and
 * the analysis starts once every new puzzle is made. */
static void
test_progress (void)
{
  g_autoptr(SudokuPrintProgress) progress = sudoku_print_progress_new ();
  SudokuPrintJobRequest request;
  Outcome outcome = { 0 };
  guint last_made = 0, last_analysed = 0, readings = 0;

  sudoku_print_job_request_init (&request);
  request.n_new = 12;
  request.level = SK_LEVEL_MEDIUM;
  request.seed = 3;
  request.paths = TRUE;
  sudoku_print_job_prepare_async (NULL, &request, progress, NULL, on_prepared, &outcome);
  while (!outcome.done)
    {
      guint made, n_new, analysed, n_puzzles;

      sudoku_print_progress_get (progress, &made, &n_new, &analysed, &n_puzzles);
      g_assert_cmpuint (made, >=, last_made);
      g_assert_cmpuint (analysed, >=, last_analysed);
      if (n_puzzles != 0)
        {
          g_assert_cmpuint (n_new, ==, 12);
          g_assert_cmpuint (n_puzzles, ==, 12);
          g_assert_cmpuint (made, <=, n_new);
          g_assert_cmpuint (analysed, <=, n_puzzles);
          if (analysed > 0)
            g_assert_cmpuint (made, ==, n_new);
        }
      last_made = made;
      last_analysed = analysed;
      readings++;
      g_main_context_iteration (NULL, FALSE);
      g_usleep (200);
    }
  g_test_message ("%u readings", readings);
  g_assert_no_error (outcome.error);
  assert_progress (progress, 12, 12, 12, 12);
  g_clear_pointer (&outcome.puzzles, g_ptr_array_unref);
}

/* A cancel stops a preparation of minutes within moments; the progress
 * outlives the worker's hold on it. */
static void
test_cancel (void)
{
  SudokuPrintProgress *progress = sudoku_print_progress_new ();
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  SudokuPrintJobRequest request;
  Outcome outcome = { 0 };
  guint n_puzzles = 0;
  gint64 deadline = g_get_monotonic_time () + (gint64) 30 * G_USEC_PER_SEC;
  gint64 cancelled_at;

  sudoku_print_job_request_init (&request);
  request.n_new = 120;
  request.level = SK_LEVEL_EXTREME;
  request.paths = TRUE;
  sudoku_print_job_prepare_async (NULL, &request, progress, cancellable, on_prepared, &outcome);
  g_assert_cmpuint (sudoku_print_job_get_n_running (), ==, 1);
  while (n_puzzles == 0)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_usleep (1000);
      sudoku_print_progress_get (progress, NULL, NULL, NULL, &n_puzzles);
    }
  g_assert_cmpuint (n_puzzles, ==, 120);
  /* The caller lets go first. */
  sudoku_print_progress_unref (progress);

  g_cancellable_cancel (cancellable);
  cancelled_at = g_get_monotonic_time ();
  wait_for (&outcome.done, "the cancelled preparation");
  g_assert_error (outcome.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (outcome.puzzles);
  while (sudoku_print_job_get_n_running () != 0)
    {
      g_assert_cmpint (g_get_monotonic_time () - cancelled_at, <, (gint64) 5 * G_USEC_PER_SEC);
      g_usleep (1000);
    }
  g_clear_error (&outcome.error);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/print-job/given", test_given);
  g_test_add_func ("/model/print-job/new", test_new);
  g_test_add_func ("/model/print-job/progress", test_progress);
  g_test_add_func ("/model/print-job/cancel", test_cancel);

  return g_test_run ();
}
