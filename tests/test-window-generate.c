/* test-window-generate.c: New Puzzle: the dialog, the puzzle on the board, Undo, Cancel
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * As in test-window.c: the real application, registered but not run, and
 * the main loop spun until what a test waits for happens. The dialog makes
 * every puzzle from SUDOKU_GENERATE_SEED (set in main), so each run gets the
 * same puzzles. A generation that must still be running when it is stopped
 * asks for a technique that almost never comes, at any level: the generator
 * goes on trying until it is cancelled.
 */

#include "config.h"

#include <gtk/gtk.h>
#include <string.h>

#include "sk-grid.h"
#include "sk-layout.h"
#include "sk-logic.h"
#include "sudoku-application.h"
#include "sudoku-generate-dialog.h"
#include "sudoku-technique.h"
#include "sudoku-test-ui.h"
#include "sudoku-test-util.h"
#include "sudoku-window-testing.h"

#define CLASSIC \
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

/* What the stop of a generation may take, from Cancel until its worker has
 * returned: the engine checks its cancel flag every few milliseconds (about
 * 10 ms here). Under the sanitizers the engine runs several times slower,
 * and its longest stretch between two checks (a forcing-chain search while
 * an attempt is rated) has been seen to take 370 ms. */
#define STOP_BUDGET_US (SUDOKU_TEST_UNDER_ASAN ? (2 * G_USEC_PER_SEC) : (100 * 1000))

static GtkApplication *application;

/* ---- helpers ---- */

static void
load_classic (SudokuWindow *window)
{
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();

  sudoku_test_grid_from_text (CLASSIC, &puzzle->givens);
  sudoku_board_load_puzzle (sudoku_window_get_board (window), puzzle);
}

static SudokuGenerateDialog *
open_dialog (SudokuWindow *window)
{
  SudokuGenerateDialog *dialog;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-puzzle", NULL));
  sudoku_test_ui_spin ();
  dialog = (SudokuGenerateDialog *) sudoku_test_ui_find_window (SUDOKU_TYPE_GENERATE_DIALOG,
                                                                window);
  g_assert_nonnull (dialog);
  g_assert_false (sudoku_generate_dialog_get_generating (dialog));
  return dialog;
}

static gboolean
nothing_running (gpointer data)
{
  return sudoku_generate_get_n_running () == 0;
}

/* Presses Generate and waits for the puzzle: the dialog closes by itself. */
static void
generate_and_wait (SudokuGenerateDialog *dialog)
{
  gpointer weak = dialog;

  g_object_add_weak_pointer (G_OBJECT (dialog), &weak);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.generate", NULL));
  g_assert_true (sudoku_generate_dialog_get_generating (dialog));
  g_assert_cmpstr (sudoku_generate_dialog_get_progress_text (dialog), ==, "Attempt 1…");
  sudoku_test_ui_wait_for (sudoku_test_ui_pointer_cleared, &weak, "the puzzle");
}

/* The board holds a puzzle with one solution in its own layout, whose rating is @level
 * (any level when @level is -1); the toast says so. */
static void
assert_good_puzzle (SudokuWindow *window,
                    int           level)
{
  SudokuBoard *board = sudoku_window_get_board (window);
  const SkLayout *layout = sudoku_board_get_layout (board);
  g_autofree char *expected = NULL;
  SkGrid givens, values, solution;
  SkRating rating;

  sudoku_board_get_givens_grid (board, &givens);
  sudoku_board_get_values_grid (board, &values);
  /* Givens only: nothing entered. */
  sudoku_test_assert_grids_equal (&givens, &values);
  g_assert_cmpuint (sk_grid_count_filled (&givens), >=, 17);
  g_assert_true (sudoku_test_solve_unique_on (&givens, layout, &solution));

  g_assert_cmpint (sk_logic_rate (&givens, layout, NULL, NULL, NULL, &rating), ==, SK_LOGIC_SOLVED);
  if (level >= 0)
    g_assert_cmpint (rating.level, ==, level);
  g_test_message ("rating %.1f, %u givens", rating.rating / 10.0, sk_grid_count_filled (&givens));

  if (!rating.used_search)
    {
      expected = g_strdup_printf ("New %s puzzle, rating %.1f",
                                  sudoku_level_get_name (rating.level), rating.rating / 10.0);
      g_assert_cmpstr (_sudoku_window_get_last_toast (window), ==, expected);
    }
  /* Nothing of the person's on it yet. */
  g_assert_false (sudoku_board_get_modified (board));
}

/* Starts a generation that keeps trying until it is stopped. */
static void
start_endless (SudokuGenerateDialog *dialog)
{
  sudoku_generate_dialog_set_technique (dialog, SK_TECH_NESTED_FORCING_CHAIN);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.generate", NULL));
  g_assert_true (sudoku_generate_dialog_get_generating (dialog));
  /* Long enough for the worker to be well into its attempts. */
  sudoku_test_ui_spin_for (300);
  g_assert_true (sudoku_generate_dialog_get_generating (dialog));
  g_assert_cmpuint (sudoku_generate_get_n_running (), ==, 1);
}

/* ---- tests ---- */

static void
test_easy (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  SudokuGenerateDialog *dialog;
  SkGrid before, after;

  load_classic (window);
  sudoku_board_get_values_grid (board, &before);

  dialog = open_dialog (window);
  sudoku_generate_dialog_set_random_layout (dialog, FALSE);
  sudoku_generate_dialog_set_level (dialog, SK_LEVEL_EASY);
  sudoku_generate_dialog_set_technique (dialog, -1);
  g_assert_true (sudoku_generate_dialog_set_symmetry (dialog, SK_SYMMETRY_ROTATE_180));
  generate_and_wait (dialog);

  assert_good_puzzle (window, SK_LEVEL_EASY);
  g_assert_true (sudoku_layout_is_standard (sudoku_board_get_layout (board)));
  {
    g_autofree char *technique = g_settings_get_string (settings, "generate-technique");

    g_assert_cmpstr (technique, ==, "");
  }
  g_assert_cmpint (g_settings_get_enum (settings, "generate-level"), ==, SK_LEVEL_EASY);
  {
    SkGrid givens;

    sudoku_board_get_givens_grid (board, &givens);
    for (guint cell = 0; cell < SK_CELLS; cell++)
      g_assert_cmpint (givens.cell[cell] != 0, ==, givens.cell[SK_CELLS - 1 - cell] != 0);
  }

  /* One undo brings the old board back. */
  g_assert_true (sudoku_board_get_can_undo (board));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  sudoku_board_get_values_grid (board, &after);
  sudoku_test_assert_grids_equal (&after, &before);

  /* The dialog remembers the choices. */
  dialog = open_dialog (window);
  g_assert_cmpint (g_settings_get_enum (settings, "generate-symmetry"), ==, SK_SYMMETRY_ROTATE_180);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.cancel", NULL);
  sudoku_test_ui_spin ();
  g_assert_null (sudoku_test_ui_find_window (SUDOKU_TYPE_GENERATE_DIALOG, window));

  sudoku_test_ui_destroy_window (window);
}

static void
test_random_jigsaw (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  SudokuGenerateDialog *dialog;
  const SkLayout *layout;

  load_classic (window);
  dialog = open_dialog (window);
  sudoku_generate_dialog_set_random_layout (dialog, TRUE);
  sudoku_generate_dialog_set_level (dialog, SK_LEVEL_EASY);
  sudoku_generate_dialog_set_technique (dialog, -1);
  /* Any symmetry goes with a random layout, which is drawn to keep it. */
  g_assert_true (sudoku_generate_dialog_set_symmetry (dialog, SK_SYMMETRY_ROTATE_90));
  g_assert_true (sudoku_generate_dialog_set_symmetry (dialog, SK_SYMMETRY_NONE));
  generate_and_wait (dialog);

  layout = sudoku_board_get_layout (board);
  g_assert_false (sudoku_layout_is_standard (layout));
  g_assert_cmpint (sk_layout_find_disconnected (layout), <, 0);
  assert_good_puzzle (window, SK_LEVEL_EASY);

  /* Undo brings the old layout back with the old puzzle. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_true (sudoku_layout_is_standard (sudoku_board_get_layout (board)));

  sudoku_test_ui_destroy_window (window);
}

/* A jigsaw board: the symmetry row lists what its regions allow. */
static void
test_symmetries (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuGenerateDialog *dialog;
  SkGrid givens, solution;
  SkLayout layout;
  char map[SK_CELLS + 1];

  sudoku_test_jigsaw_example (&givens, map, &layout, &solution);
  sudoku_board_set_layout (sudoku_window_get_board (window), &layout);
  dialog = open_dialog (window);
  sudoku_generate_dialog_set_random_layout (dialog, FALSE);
  for (int s = 0; s < SK_N_SYMMETRIES; s++)
    g_assert_cmpint (sudoku_generate_dialog_set_symmetry (dialog, (SkSymmetry) s), ==,
                     sk_symmetry_fits ((SkSymmetry) s, &layout));
  g_assert_true (sudoku_generate_dialog_set_symmetry (dialog, SK_SYMMETRY_NONE));
  sudoku_generate_dialog_set_random_layout (dialog, TRUE);
  for (int s = 0; s < SK_N_SYMMETRIES; s++)
    g_assert_true (sudoku_generate_dialog_set_symmetry (dialog, (SkSymmetry) s));
  gtk_window_destroy (GTK_WINDOW (dialog));

  sudoku_test_ui_destroy_window (window);
}

static void
test_cancel (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  SudokuGenerateDialog *dialog;
  SkGrid before, after;
  gboolean could_undo;
  gint64 start, stopped;
  gpointer weak;

  load_classic (window);
  sudoku_board_get_values_grid (board, &before);
  could_undo = sudoku_board_get_can_undo (board);

  dialog = open_dialog (window);
  weak = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog), &weak);
  start_endless (dialog);
  g_assert_cmpstr (sudoku_generate_dialog_get_error_text (dialog), ==, "");

  /* Cancel: the worker stops at once, the dialog goes, the board is as it was. */
  start = g_get_monotonic_time ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.cancel", NULL));
  while (sudoku_generate_get_n_running () > 0 &&
         g_get_monotonic_time () - start < 10 * G_USEC_PER_SEC)
    g_usleep (1000);
  stopped = g_get_monotonic_time () - start;
  g_test_message ("the generation stopped %.1f ms after Cancel", stopped / 1000.0);
  g_assert_cmpint (stopped, <=, STOP_BUDGET_US);
  sudoku_test_ui_wait_for (sudoku_test_ui_pointer_cleared, &weak, "the dialog to go");

  sudoku_test_ui_spin_for (200);
  sudoku_board_get_values_grid (board, &after);
  sudoku_test_assert_grids_equal (&after, &before);
  g_assert_cmpint (sudoku_board_get_can_undo (board), ==, could_undo);
  g_assert_false (sudoku_board_get_can_redo (board));

  sudoku_test_ui_destroy_window (window);
}

/* The window closed while its dialog generates: both go, the worker stops,
 * and nothing reaches them afterwards. */
static void
test_close_window (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuGenerateDialog *dialog;
  gpointer weak_window = window;
  gpointer weak_dialog;

  dialog = open_dialog (window);
  weak_dialog = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog), &weak_dialog);
  g_object_add_weak_pointer (G_OBJECT (window), &weak_window);
  start_endless (dialog);

  gtk_window_destroy (GTK_WINDOW (window));
  sudoku_test_ui_wait_for (nothing_running, NULL, "the generation to stop");
  sudoku_test_ui_wait_for (sudoku_test_ui_pointer_cleared, &weak_dialog, "the dialog to go");
  sudoku_test_ui_wait_for (sudoku_test_ui_pointer_cleared, &weak_window, "the window to go");
  /* Whatever progress was on its way has come and gone. */
  sudoku_test_ui_spin_for (300);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *scratch = NULL;
  int status;

  /* Recent files, session boards: in folders of the test's own. */
  scratch = sudoku_test_ui_isolate ();
  /* The same puzzles on every run (see sudoku-generate-dialog.c). */
  g_setenv ("SUDOKU_GENERATE_SEED", "20260114", TRUE);
  gtk_test_init (&argc, &argv, NULL);

  application = sudoku_test_ui_new_application ();

  g_test_add_func ("/ui/Generate/easy", test_easy);
  g_test_add_func ("/ui/Generate/random-jigsaw", test_random_jigsaw);
  g_test_add_func ("/ui/Generate/symmetries", test_symmetries);
  g_test_add_func ("/ui/Generate/cancel", test_cancel);
  g_test_add_func ("/ui/Generate/close-window", test_close_window);

  status = g_test_run ();

  g_clear_object (&application);
  return status;
}
