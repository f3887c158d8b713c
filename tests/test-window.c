/* test-window.c: the main window: open, solve, errors, collections, actions, closing
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window is built with the real application (registered, not run), and
 * the main loop is spun until what a test waits for happens. The status
 * line, the collection bar and the Solve button are found in the window's
 * widget tree; sudoku-window-testing.h gives the last toast and saves without
 * a dialog. Saving in place and through the file chooser is tested in
 * test-window-save.c.
 */

#include <gtk/gtk.h>
#include <glib/gstdio.h>
#include <string.h>

#include "sk-grid.h"
#include "sudoku-alert.h"
#include "sudoku-application.h"
#include "sudoku-test-ui.h"
#include "sudoku-test-util.h"
#include "sudoku-window-testing.h"

#define CLASSIC \
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

static GtkApplication *application;

/* ---- helpers ---- */

static gboolean
enabled (SudokuWindow *window,
         const char   *action)
{
  g_assert_true (g_str_has_prefix (action, "win."));
  return g_action_group_get_action_enabled (G_ACTION_GROUP (window), action + strlen ("win."));
}

/* The header bar's Solve and Cancel, one showing at a time. */
static GtkStack *
solve_stack (SudokuWindow *window)
{
  GtkWidget *solve = sudoku_test_ui_find_action_widget (GTK_WIDGET (window), "win.solve");

  return GTK_STACK (gtk_widget_get_parent (solve));
}

/* ---- tests ---- */

static void
on_destroy (GtkWidget *widget,
            gboolean  *destroyed)
{
  *destroyed = TRUE;
}


static void
test_open_and_solve (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  SkGrid givens, expected, shown, solution;
  SkLayout layout;

  sudoku_test_ui_open_and_wait (window, "examples", "classic-line.txt");
  sudoku_test_grid_from_text (CLASSIC, &expected);
  sudoku_board_get_givens_grid (board, &givens);
  sudoku_test_assert_grids_equal (&givens, &expected);
  sudoku_test_ui_shown_grid (window, &shown);
  sudoku_test_assert_grids_equal (&shown, &expected);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "classic-line.txt");
  g_assert_false (gtk_widget_get_visible (sudoku_test_ui_collection_bar (window)));

  g_assert_true (enabled (window, "win.solve"));
  g_assert_false (enabled (window, "win.cancel-solve"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL));
  g_assert_true (sudoku_board_get_solving (board));

  /* While it runs: Cancel instead of Solve, and no second solve. */
  g_assert_false (enabled (window, "win.solve"));
  g_assert_true (enabled (window, "win.cancel-solve"));
  g_assert_false (gtk_widget_get_sensitive (sudoku_test_ui_find_action_widget (GTK_WIDGET (window), "win.solve")));
  g_assert_true (gtk_widget_get_sensitive (sudoku_test_ui_find_action_widget (GTK_WIDGET (window), "win.cancel-solve")));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (solve_stack (window)), ==, "cancel");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);

  sudoku_test_ui_wait_for (sudoku_test_ui_not_solving, board, "the solve");
  g_assert_true (enabled (window, "win.solve"));
  g_assert_false (enabled (window, "win.cancel-solve"));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (solve_stack (window)), ==, "solve");
  g_assert_nonnull (strstr (sudoku_test_ui_get_status (window), "unique solution"));
  g_assert_cmpstr (_sudoku_window_get_last_toast (window), ==, "Solution filled in");

  /* Every entry shows the solution. */
  sudoku_test_ui_shown_grid (window, &shown);
  sudoku_test_readme_solution ("classic-line.txt", &solution);
  sudoku_test_assert_grids_equal (&shown, &solution);
  sk_layout_init_standard (&layout);
  g_assert_true (sk_grid_is_solution_of (&shown, &expected, &layout));
  g_assert_true (gtk_widget_has_css_class (sudoku_board_view_get_cell_entry (sudoku_test_ui_board_view (window), 2),
                                           "solved"));

  /* The solution is one step of the history. */
  g_assert_true (enabled (window, "win.undo"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  sudoku_test_ui_shown_grid (window, &shown);
  sudoku_test_assert_grids_equal (&shown, &expected);
  /* The status described the solved board, which is no longer shown. */
  g_assert_cmpstr (sudoku_test_ui_get_status (window), ==, "");

  sudoku_test_ui_destroy_window (window);
}

/* A puzzle with no solution whose search runs for half a minute (see the
 * fixture's comment), so cancelling really interrupts the worker. */
static void
open_slow_puzzle (SudokuWindow *window)
{
  g_autoptr(GFile) file = sudoku_test_ui_data_file ("model", "slow-no-solution.txt");
  SudokuBoard *board = sudoku_window_get_board (window);

  sudoku_window_open_file (window, file);
  sudoku_test_ui_wait_for (sudoku_test_ui_board_filled, board, "slow-no-solution.txt");
}

static void
test_cancel_solve (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  SkGrid before, after;
  gint64 start, cancelled;

  open_slow_puzzle (window);
  sudoku_board_get_values_grid (board, &before);
  start = g_get_monotonic_time ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);

  /* The window stays responsive while the worker searches. */
  while (g_get_monotonic_time () - start < 200 * 1000)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (1000);
  g_assert_true (sudoku_board_get_solving (board));

  cancelled = g_get_monotonic_time ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.cancel-solve", NULL);
  sudoku_test_ui_wait_for (sudoku_test_ui_not_solving, board, "the cancelled solve");
  g_test_message ("cancel took %.1f ms", (g_get_monotonic_time () - cancelled) / 1000.0);
  g_assert_cmpint (g_get_monotonic_time () - cancelled, <, 5 * G_USEC_PER_SEC);
  sudoku_test_ui_spin ();

  g_assert_cmpstr (sudoku_test_ui_get_status (window), ==, "Solving was stopped");
  sudoku_board_get_values_grid (board, &after);
  sudoku_test_assert_grids_equal (&after, &before);
  g_assert_true (enabled (window, "win.solve"));

  sudoku_test_ui_destroy_window (window);
}

static void
test_open_malformed (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  g_autoptr(GFile) bad = sudoku_test_ui_data_file ("ui", "malformed.txt");
  g_autofree char *title = NULL;
  g_autofree char *detail = NULL;
  AdwMessageDialog *dialog;
  SkGrid before, after;

  sudoku_test_ui_open_and_wait (window, "examples", "classic-line.txt");
  sudoku_board_set_value (board, 2, 4);
  sudoku_board_get_values_grid (board, &before);

  sudoku_window_open_file (window, bad);
  sudoku_test_ui_wait_for (sudoku_test_ui_has_dialog, window, "the error dialog");
  dialog = sudoku_test_ui_find_dialog (window);
  g_object_get (dialog, "heading", &title, "body", &detail, NULL);
  g_assert_cmpstr (title, ==, "Could not open “malformed.txt”");
  g_assert_true (g_str_has_prefix (detail, "malformed.txt:2: "));

  /* Nothing lost: the board and the title are as they were. */
  sudoku_board_get_values_grid (board, &after);
  sudoku_test_assert_grids_equal (&after, &before);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "*classic-line.txt");

  /* A file that is not there is reported the same way. */
  gtk_window_destroy (GTK_WINDOW (dialog));
  sudoku_test_ui_spin ();
  {
    g_autoptr(GFile) missing = sudoku_test_ui_data_file ("ui", "no-such-file.txt");

    sudoku_window_open_file (window, missing);
    sudoku_test_ui_wait_for (sudoku_test_ui_has_dialog, window, "the second error dialog");
    gtk_window_destroy (GTK_WINDOW (sudoku_test_ui_find_dialog (window)));
  }

  sudoku_test_ui_destroy_window (window);
}

static void
test_close_while_solving (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  g_autoptr(SudokuBoard) board = g_object_ref (sudoku_window_get_board (window));
  gpointer weak = window;
  guint n_filled;

  open_slow_puzzle (window);
  n_filled = sudoku_board_get_n_filled (board);
  g_object_add_weak_pointer (G_OBJECT (window), &weak);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL));
  g_usleep (100 * 1000);
  sudoku_test_ui_spin ();
  g_assert_true (sudoku_board_get_solving (board));
  /* Closed while the worker searches: the solve is cancelled, and its callback
   * must leave the dead window alone. */
  gtk_window_destroy (GTK_WINDOW (window));

  sudoku_test_ui_wait_for (sudoku_test_ui_not_solving, board, "the solve to end");
  sudoku_test_ui_wait_for (sudoku_test_ui_pointer_cleared, &weak, "the window to be finalized");
  g_assert_cmpuint (sudoku_board_get_n_filled (board), ==, n_filled);
}

/* Quit (Ctrl+Q) during a solve: every window closes, the solve is cancelled,
 * and nothing touches the windows afterwards. */
static void
test_quit_while_solving (void)
{
  SudokuWindow *first = sudoku_test_ui_new_window (application);
  SudokuWindow *second = sudoku_test_ui_new_window (application);
  g_autoptr(SudokuBoard) board = g_object_ref (sudoku_window_get_board (first));
  gpointer weak_first = first;
  gpointer weak_second = second;

  open_slow_puzzle (first);
  g_object_add_weak_pointer (G_OBJECT (first), &weak_first);
  g_object_add_weak_pointer (G_OBJECT (second), &weak_second);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (first), "win.solve", NULL));
  g_usleep (50 * 1000);
  sudoku_test_ui_spin ();
  g_assert_true (sudoku_board_get_solving (board));

  g_action_group_activate_action (G_ACTION_GROUP (application), "quit", NULL);
  sudoku_test_ui_wait_for (sudoku_test_ui_pointer_cleared, &weak_first, "the first window to go");
  sudoku_test_ui_wait_for (sudoku_test_ui_pointer_cleared, &weak_second, "the second window to go");
  sudoku_test_ui_wait_for (sudoku_test_ui_not_solving, board, "the solve to end");
  g_assert_null (gtk_application_get_windows (application));
}

static void
test_collection (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  g_autoptr(GArray) set = sudoku_test_load_set ("sets", "top1465-100.txt");
  g_autofree char *first = g_strdup_printf ("1 / %u", set->len);
  g_autofree char *second = g_strdup_printf ("2 / %u", set->len);
  SkGrid givens;

  sudoku_test_ui_open_and_wait (window, "sets", "top1465-100.txt");
  g_assert_true (gtk_widget_get_visible (sudoku_test_ui_collection_bar (window)));
  g_assert_cmpstr (gtk_label_get_text (sudoku_test_ui_collection_label (window)), ==, first);
  sudoku_board_get_givens_grid (board, &givens);
  sudoku_test_assert_grids_equal (&givens, &g_array_index (set, SudokuTestPuzzle, 0).givens);
  g_assert_false (enabled (window, "win.previous-puzzle"));
  g_assert_true (enabled (window, "win.next-puzzle"));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.next-puzzle", NULL);
  g_assert_cmpstr (gtk_label_get_text (sudoku_test_ui_collection_label (window)), ==, second);
  sudoku_board_get_givens_grid (board, &givens);
  sudoku_test_assert_grids_equal (&givens, &g_array_index (set, SudokuTestPuzzle, 1).givens);
  g_assert_true (enabled (window, "win.previous-puzzle"));
  g_assert_false (sudoku_board_get_modified (board));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.previous-puzzle", NULL);
  g_assert_cmpstr (gtk_label_get_text (sudoku_test_ui_collection_label (window)), ==, first);

  /* A single puzzle hides the bar again. */
  sudoku_test_ui_open_and_wait (window, "examples", "classic-line.txt");
  g_assert_false (gtk_widget_get_visible (sudoku_test_ui_collection_bar (window)));
  g_assert_false (enabled (window, "win.next-puzzle"));

  sudoku_test_ui_destroy_window (window);
}

/* Any changed puzzle of a collection keeps the "*" in the title, and closing
 * or quitting asks, saying how many puzzles changed. (The window used to drop
 * the "*" on moving on, then close without asking.) Moving through the
 * collection itself is tested without a window: test-document.c. */
static void
test_collection_close_asks (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  gboolean destroyed = FALSE;
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  AdwMessageDialog *dialog;
  guint empty = 0;

  g_signal_connect (window, "destroy", G_CALLBACK (on_destroy), &destroyed);
  sudoku_test_ui_open_and_wait (window, "sets", "top1465-100.txt");
  while (sudoku_cell_get_value (sudoku_board_get_cell (board, empty)) != 0)
    empty++;
  g_assert_true (sudoku_board_set_value (board, empty, 1));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "*top1465-100.txt");

  gtk_widget_activate_action (GTK_WIDGET (window), "win.next-puzzle", NULL);
  g_assert_cmpstr (gtk_label_get_text (sudoku_test_ui_collection_label (window)), ==, "2 / 100");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "*top1465-100.txt");

  empty = 0;
  while (sudoku_cell_get_value (sudoku_board_get_cell (board, empty)) != 0)
    empty++;
  g_assert_true (sudoku_board_set_value (board, empty, 1));

  /* Ctrl+W: asked, with the count; Cancel keeps the window. */
  gtk_window_close (GTK_WINDOW (window));
  sudoku_test_ui_wait_for (sudoku_test_ui_has_dialog, window, "the save question");
  dialog = sudoku_test_ui_find_dialog (window);
  g_object_get (dialog, "heading", &heading, "body", &body, NULL);
  g_assert_cmpstr (heading, ==, "Save changes to “top1465-100.txt” before closing?");
  g_assert_cmpstr (body, ==,
                   "2 puzzles have unsaved changes. If you don’t save, the changes will be lost.");
  sudoku_test_ui_respond (dialog, SUDOKU_ALERT_RESPONSE_CANCEL);
  sudoku_test_ui_spin ();
  g_assert_false (destroyed);

  /* Ctrl+Q asks too; Discard closes. */
  g_action_group_activate_action (G_ACTION_GROUP (application), "quit", NULL);
  sudoku_test_ui_wait_for (sudoku_test_ui_has_dialog, window, "the save question, again");
  sudoku_test_ui_respond (sudoku_test_ui_find_dialog (window), SUDOKU_ALERT_RESPONSE_DISCARD);
  sudoku_test_ui_wait_for (sudoku_test_ui_flag_set, &destroyed, "the window to close");
}

/* New Puzzle over a collection with changes in puzzles it does not show
 * asks first: Undo would bring back the board, not those changes. */
static void
test_collection_new_puzzle_asks (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  g_autofree char *heading = NULL;
  guint empty = 0;

  sudoku_test_ui_open_and_wait (window, "sets", "top1465-100.txt");
  while (sudoku_cell_get_value (sudoku_board_get_cell (board, empty)) != 0)
    empty++;
  g_assert_true (sudoku_board_set_value (board, empty, 1));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.next-puzzle", NULL);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-puzzle", NULL);
  sudoku_test_ui_wait_for (sudoku_test_ui_has_dialog, window, "the question");
  g_object_get (sudoku_test_ui_find_dialog (window), "heading", &heading, NULL);
  g_assert_cmpstr (heading, ==, "Discard the changes to “top1465-100.txt”?");
  sudoku_test_ui_respond (sudoku_test_ui_find_dialog (window), SUDOKU_ALERT_RESPONSE_CANCEL);
  sudoku_test_ui_spin ();
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "*top1465-100.txt");
  g_assert_cmpstr (gtk_label_get_text (sudoku_test_ui_collection_label (window)), ==, "2 / 100");

  sudoku_test_ui_destroy_window (window);
}

/* New Puzzle and New over a changed board with a file ask first: Undo would
 * bring back the digits but not the file, and closing would ask nothing. A
 * changed board with no file is replaced without a question, Undo bringing
 * it back. */
static void
test_new_over_file_asks (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  const char *actions[] = { "win.new-puzzle", "win.new" };
  g_autofree char *heading = NULL;
  guint empty = 0;

  sudoku_test_ui_open_and_wait (window, "formats", "timed.sudoku");
  while (sudoku_cell_get_value (sudoku_board_get_cell (board, empty)) != 0)
    empty++;
  g_assert_true (sudoku_board_set_value (board, empty, 1));
  for (gsize i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      gtk_widget_activate_action (GTK_WIDGET (window), actions[i], NULL);
      sudoku_test_ui_wait_for (sudoku_test_ui_has_dialog, window, "the question");
      g_clear_pointer (&heading, g_free);
      g_object_get (sudoku_test_ui_find_dialog (window), "heading", &heading, NULL);
      g_assert_cmpstr (heading, ==, "Discard the changes to “timed.sudoku”?");
      /* Enter keeps the changes: a destructive answer is never the default. */
      g_assert_cmpstr (adw_message_dialog_get_default_response (sudoku_test_ui_find_dialog (window)),
                       ==, SUDOKU_ALERT_RESPONSE_CANCEL);
      sudoku_test_ui_respond (sudoku_test_ui_find_dialog (window), SUDOKU_ALERT_RESPONSE_CANCEL);
      sudoku_test_ui_spin ();
      g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "*timed.sudoku");
      g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, empty)), ==, 1);
    }

  /* Discarded: an empty board with no file, which New replaces at once. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL);
  sudoku_test_ui_wait_for (sudoku_test_ui_has_dialog, window, "the question, again");
  sudoku_test_ui_respond (sudoku_test_ui_find_dialog (window), SUDOKU_ALERT_RESPONSE_ACCEPT);
  sudoku_test_ui_spin ();
  g_assert_cmpuint (sudoku_board_get_n_filled (board), ==, 0);
  g_assert_true (sudoku_board_set_value (board, 0, 1));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL);
  sudoku_test_ui_spin ();
  g_assert_null (sudoku_test_ui_find_dialog (window));
  g_assert_cmpuint (sudoku_board_get_n_filled (board), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, 0)), ==, 1);

  sudoku_test_ui_destroy_window (window);
}

/* Opening a collection over changes asks first: its puzzles start their own
 * history, so undo could not bring the changes back. */
static void
test_collection_asks (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  g_autoptr(GFile) file = sudoku_test_ui_data_file ("sets", "top1465-100.txt");
  SkGrid before, after;

  g_assert_true (sudoku_board_set_value (board, 0, 5));
  sudoku_board_get_values_grid (board, &before);

  sudoku_window_open_file (window, file);
  sudoku_test_ui_wait_for (sudoku_test_ui_has_dialog, window, "the question");
  sudoku_test_ui_respond (sudoku_test_ui_find_dialog (window), SUDOKU_ALERT_RESPONSE_CANCEL);
  sudoku_test_ui_spin ();
  sudoku_board_get_values_grid (board, &after);
  sudoku_test_assert_grids_equal (&after, &before);
  g_assert_false (gtk_widget_get_visible (sudoku_test_ui_collection_bar (window)));
  g_assert_true (sudoku_board_get_modified (board));

  sudoku_window_open_file (window, file);
  sudoku_test_ui_wait_for (sudoku_test_ui_has_dialog, window, "the question");
  sudoku_test_ui_respond (sudoku_test_ui_find_dialog (window), SUDOKU_ALERT_RESPONSE_ACCEPT);
  sudoku_test_ui_spin ();
  g_assert_true (gtk_widget_get_visible (sudoku_test_ui_collection_bar (window)));
  g_assert_false (sudoku_board_get_modified (board));
  g_assert_false (enabled (window, "win.undo"));

  sudoku_test_ui_destroy_window (window);
}

/* Several files on the command line, one of them bad: its window says why and
 * goes, instead of staying behind as an empty "Untitled Puzzle". Alone, the
 * window stays, so the person is not left with nothing. */
static void
test_open_bad_among_several (void)
{
  SudokuWindow *good = sudoku_test_ui_new_window (application);
  SudokuWindow *bad = sudoku_test_ui_new_window (application);
  g_autoptr(GFile) malformed = sudoku_test_ui_data_file ("ui", "malformed.txt");
  gpointer weak = bad;

  g_object_add_weak_pointer (G_OBJECT (bad), &weak);
  sudoku_test_ui_open_and_wait (good, "examples", "classic-line.txt");
  sudoku_window_open_file_or_close (bad, malformed);
  sudoku_test_ui_wait_for (sudoku_test_ui_has_dialog, bad, "the error dialog");
  sudoku_test_ui_respond (sudoku_test_ui_find_dialog (bad), SUDOKU_ALERT_RESPONSE_CLOSE);
  sudoku_test_ui_wait_for (sudoku_test_ui_pointer_cleared, &weak, "the empty window to go");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (good)));

  /* The only window stays with its error. */
  sudoku_window_open_file_or_close (good, malformed);
  sudoku_test_ui_wait_for (sudoku_test_ui_has_dialog, good, "the error dialog");
  weak = good;
  g_object_add_weak_pointer (G_OBJECT (good), &weak);
  for (GList *l = gtk_application_get_windows (application); l != NULL; l = l->next)
    g_assert_true (l->data == good || !SUDOKU_IS_WINDOW (l->data));
  sudoku_test_ui_respond (sudoku_test_ui_find_dialog (good), SUDOKU_ALERT_RESPONSE_CLOSE);
  sudoku_test_ui_spin ();
  g_assert_nonnull (weak);
  g_object_remove_weak_pointer (G_OBJECT (good), &weak);

  sudoku_test_ui_destroy_window (good);
}

static gboolean
title_is (gpointer data)
{
  SudokuWindow *window = ((gpointer *) data)[0];

  return g_strcmp0 (gtk_window_get_title (GTK_WINDOW (window)), ((gpointer *) data)[1]) == 0;
}

/* The key controller @widget runs before its children see a key. */
static GtkEventController *
capture_keys (GtkWidget *widget)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller) &&
          gtk_event_controller_get_propagation_phase (controller) == GTK_PHASE_CAPTURE)
        return controller;
    }
  g_assert_not_reached ();
}

/* Go to Puzzle… (Ctrl+G) asks for a number; saving one puzzle keeps the
 * collection open, and the next puzzle is the collection's again. */
static void
test_collection_go_to_and_save (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  g_autoptr(GArray) set = sudoku_test_load_set ("sets", "top1465-100.txt");
  g_autofree char *fiftieth = g_strdup_printf ("50 / %u", set->len);
  g_autofree char *fifty_first = g_strdup_printf ("51 / %u", set->len);
  g_autofree char *dir = sudoku_test_make_temp_dir ("sudoku-window-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "mine.sudoku", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  const char *const not_numbers[] = { "abc", "", "0", "101", "5x" };
  g_autofree char *range = g_strdup_printf ("A number from 1 to %u", set->len);
  AdwMessageDialog *dialog;
  GtkWidget *spin;
  SkGrid givens;
  guint empty = 0;

  sudoku_test_ui_open_and_wait (window, "sets", "top1465-100.txt");
  g_assert_true (enabled (window, "win.go-to-puzzle"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.go-to-puzzle", NULL);
  sudoku_test_ui_wait_for (sudoku_test_ui_has_dialog, window, "the question");
  dialog = sudoku_test_ui_find_dialog (window);
  spin = adw_message_dialog_get_extra_child (dialog);
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==, range);
  /* Text that is no puzzle's number is refused, not read as 1: Go is
   * off, Enter only rings, and the value stays when the field is read. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 7);
  for (guint i = 0; i < G_N_ELEMENTS (not_numbers); i++)
    {
      gboolean handled = FALSE;

      gtk_editable_set_text (GTK_EDITABLE (spin), not_numbers[i]);
      g_assert_false (adw_message_dialog_get_response_enabled (dialog, SUDOKU_ALERT_RESPONSE_ACCEPT));
      g_assert_true (gtk_widget_has_css_class (spin, "error"));
      g_signal_emit_by_name (capture_keys (spin), "key-pressed", GDK_KEY_Return, 0, 0, &handled);
      g_assert_true (handled);
      g_assert_true (sudoku_test_ui_find_dialog (window) == dialog);
      gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
      g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, 7);
    }
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 50);
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, SUDOKU_ALERT_RESPONSE_ACCEPT));
  g_assert_false (gtk_widget_has_css_class (spin, "error"));
  sudoku_test_ui_respond (dialog, SUDOKU_ALERT_RESPONSE_ACCEPT);
  g_assert_cmpstr (gtk_label_get_text (sudoku_test_ui_collection_label (window)), ==, fiftieth);
  sudoku_board_get_givens_grid (board, &givens);
  sudoku_test_assert_grids_equal (&givens, &g_array_index (set, SudokuTestPuzzle, 49).givens);

  while (givens.cell[empty] != 0)
    empty++;
  g_assert_true (sudoku_board_set_value (board, empty, 1));
  _sudoku_window_save_to (window, file, SUDOKU_FORMAT_NATIVE, FALSE);
  sudoku_test_ui_wait_for (title_is, (gpointer []) { window, "mine.sudoku" }, "the save");
  g_assert_true (gtk_widget_get_visible (sudoku_test_ui_collection_bar (window)));
  g_assert_cmpstr (gtk_label_get_text (sudoku_test_ui_collection_label (window)), ==, fiftieth);
  g_assert_true (enabled (window, "win.next-puzzle"));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.next-puzzle", NULL);
  g_assert_cmpstr (gtk_label_get_text (sudoku_test_ui_collection_label (window)), ==, fifty_first);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "top1465-100.txt");
  /* No collection: nothing to go to. */
  sudoku_test_ui_open_and_wait (window, "examples", "classic-line.txt");
  g_assert_false (enabled (window, "win.go-to-puzzle"));

  sudoku_test_ui_destroy_window (window);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_actions_follow_history (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);

  g_assert_false (enabled (window, "win.undo"));
  g_assert_false (enabled (window, "win.redo"));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Untitled Puzzle");

  sudoku_board_set_value (board, 0, 5);
  g_assert_true (enabled (window, "win.undo"));
  g_assert_false (enabled (window, "win.redo"));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "*Untitled Puzzle");

  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, 0)), ==, 0);
  g_assert_false (enabled (window, "win.undo"));
  g_assert_true (enabled (window, "win.redo"));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, 0)), ==, 5);

  /* Set as givens, Clear entries and New, through their actions. */
  sudoku_board_set_value (board, 1, 3);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.set-givens", NULL);
  g_assert_true (sudoku_cell_get_given (sudoku_board_get_cell (board, 1)));
  sudoku_board_set_value (board, 2, 4);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.clear", NULL);
  g_assert_cmpuint (sudoku_board_get_n_filled (board), ==, 2);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL);
  g_assert_cmpuint (sudoku_board_get_n_filled (board), ==, 0);
  g_assert_false (sudoku_board_get_modified (board));

  sudoku_test_ui_destroy_window (window);
}

static void
read_text_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  char **text = user_data;

  *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (object), result, NULL);
  g_assert_nonnull (*text);
}

static void
test_clipboard (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (window));
  g_autofree char *text = NULL;
  gpointer failed[2] = { window, "The clipboard does not hold a puzzle" };
  SkGrid copied, expected, now;
  guint empty;

  sudoku_test_ui_open_and_wait (window, "examples", "classic-line.txt");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.copy", NULL);
  gdk_clipboard_read_text_async (clipboard, NULL, read_text_cb, &text);
  sudoku_test_ui_wait_for (sudoku_test_ui_pointer_set, &text, "the copied text");
  g_assert_cmpuint (strlen (text), ==, SK_CELLS);
  sudoku_test_grid_from_text (text, &copied);
  sudoku_test_grid_from_text (CLASSIC, &expected);
  sudoku_test_assert_grids_equal (&copied, &expected);

  /* The board as it stands: a typed digit goes with the givens (help's
   * export page says so), and goes again with its undo. */
  for (empty = 0; expected.cell[empty] != 0; empty++)
    ;
  g_assert_true (sudoku_board_set_value (board, empty, 4));
  g_free (g_steal_pointer (&text));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.copy", NULL);
  gdk_clipboard_read_text_async (clipboard, NULL, read_text_cb, &text);
  sudoku_test_ui_wait_for (sudoku_test_ui_pointer_set, &text, "the copied text");
  g_assert_cmpint (text[empty], ==, '4');
  text[empty] = '.';
  sudoku_test_grid_from_text (text, &copied);
  sudoku_test_assert_grids_equal (&copied, &expected);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);

  /* Not a puzzle: said plainly in the status line (no "clipboard:1:1:
   * unexpected character"), the board unchanged. */
  gdk_clipboard_set_text (clipboard, "12345 is not a sudoku");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.paste", NULL);
  sudoku_test_ui_wait_for (sudoku_test_ui_status_starts, failed, "the paste error");
  g_assert_cmpstr (sudoku_test_ui_get_status (window), ==, failed[1]);
  sudoku_board_get_values_grid (board, &now);
  sudoku_test_assert_grids_equal (&now, &expected);

  /* Any format pastes: here the 9x9 matrix of another example. */
  g_free (g_steal_pointer (&text));
  text = sudoku_test_read_data ("examples", "hard-matrix.txt", NULL);
  gdk_clipboard_set_text (clipboard, text);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.paste", NULL);
  sudoku_test_ui_wait_for (sudoku_test_ui_toast_is, (gpointer []) { window, "Pasted a puzzle" }, "the paste");
  sudoku_board_get_givens_grid (board, &now);
  sudoku_test_grid_from_matrix (text, &expected);
  sudoku_test_assert_grids_equal (&now, &expected);

  /* The toast's Undo is the window's: the board before the paste returns. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  sudoku_board_get_givens_grid (board, &now);
  sudoku_test_grid_from_text (CLASSIC, &expected);
  sudoku_test_assert_grids_equal (&now, &expected);

  sudoku_test_ui_destroy_window (window);
}

/* A variant goes to the clipboard as a line with its houses as a third
 * word, and pastes back with them. */
static void
test_clipboard_variant (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (window));
  g_autofree char *text = NULL;
  SkLayout variant, standard;

  sudoku_test_ui_open_and_wait (window, "ui", "explain-sudoku-x.sudoku");
  variant = *sudoku_board_get_layout (board);
  g_assert_cmpuint (variant.n_extra, ==, 2);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.copy", NULL);
  gdk_clipboard_read_text_async (clipboard, NULL, read_text_cb, &text);
  sudoku_test_ui_wait_for (sudoku_test_ui_pointer_set, &text, "the copied text");
  g_assert_cmpuint (strlen (text), ==, 2 * SK_CELLS + 2 + strlen ("diagonals"));
  g_assert_true (g_str_has_suffix (text, " diagonals"));

  sk_layout_init_standard (&standard);
  sudoku_board_set_layout (board, &standard);
  g_assert_cmpuint (sudoku_board_get_layout (board)->n_extra, ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.paste", NULL);
  /* The changed board has a file, which the paste leaves: asked first. */
  sudoku_test_ui_wait_for (sudoku_test_ui_has_dialog, window, "the question");
  sudoku_test_ui_respond (sudoku_test_ui_find_dialog (window), SUDOKU_ALERT_RESPONSE_ACCEPT);
  sudoku_test_ui_wait_for (sudoku_test_ui_toast_is, (gpointer []) { window, "Pasted a puzzle" }, "the paste");
  g_assert_true (sk_layout_equal (sudoku_board_get_layout (board), &variant));

  sudoku_test_ui_destroy_window (window);
}

static void
test_close_asks (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  gboolean destroyed = FALSE;

  g_signal_connect (window, "destroy", G_CALLBACK (on_destroy), &destroyed);
  sudoku_board_set_value (sudoku_window_get_board (window), 0, 5);

  /* Cancel keeps the window. */
  gtk_window_close (GTK_WINDOW (window));
  sudoku_test_ui_wait_for (sudoku_test_ui_has_dialog, window, "the save question");
  sudoku_test_ui_respond (sudoku_test_ui_find_dialog (window), SUDOKU_ALERT_RESPONSE_CANCEL);
  sudoku_test_ui_spin ();
  g_assert_false (destroyed);
  g_assert_null (sudoku_test_ui_find_dialog (window));

  /* Discard closes it. */
  gtk_window_close (GTK_WINDOW (window));
  sudoku_test_ui_wait_for (sudoku_test_ui_has_dialog, window, "the save question, again");
  sudoku_test_ui_respond (sudoku_test_ui_find_dialog (window), SUDOKU_ALERT_RESPONSE_DISCARD);
  sudoku_test_ui_wait_for (sudoku_test_ui_flag_set, &destroyed, "the window to close");
}

/* A layout chosen for an empty board is not work to save: quitting does not
 * ask, and the title has no mark of changes. */
static void
test_close_empty_with_layout (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  gboolean destroyed = FALSE;
  SkLayout rows;
  char symbols[SK_CELLS + 1];

  for (guint i = 0; i < SK_CELLS; i++)
    symbols[i] = (char) ('1' + i / SK_SIZE);
  symbols[SK_CELLS] = '\0';
  g_assert_cmpint (sk_layout_init_from_symbols (&rows, symbols, SK_CELLS, NULL), ==, SK_LAYOUT_OK);

  g_signal_connect (window, "destroy", G_CALLBACK (on_destroy), &destroyed);
  sudoku_board_set_layout (board, &rows);
  g_assert_false (sk_layout_is_standard (sudoku_board_get_layout (board)));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Untitled Puzzle");

  gtk_window_close (GTK_WINDOW (window));
  sudoku_test_ui_spin ();
  g_assert_null (sudoku_test_ui_find_dialog (window));
  g_assert_true (destroyed);
}

/* Dialogs still open when their window goes: they go too, and their
 * callbacks, cancelled, leave the dead window alone. */
static void
test_close_with_dialogs_open (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  gpointer weak = window;

  g_object_add_weak_pointer (G_OBJECT (window), &weak);
  if (!SUDOKU_TEST_UI_FILE_CHOOSER_SKIPPED)
    {
      gtk_widget_activate_action (GTK_WIDGET (window), "win.open", NULL);
      sudoku_test_ui_wait_for (sudoku_test_ui_has_chooser, window, "the Open dialog");
    }
  sudoku_test_ui_destroy_window (window);
  sudoku_test_ui_wait_for (sudoku_test_ui_pointer_cleared, &weak, "the window to be finalized");

  window = sudoku_test_ui_new_window (application);
  weak = window;
  g_object_add_weak_pointer (G_OBJECT (window), &weak);
  sudoku_board_set_value (sudoku_window_get_board (window), 0, 5);
  gtk_window_close (GTK_WINDOW (window));
  sudoku_test_ui_wait_for (sudoku_test_ui_has_dialog, window, "the save question");
  sudoku_test_ui_destroy_window (window);
  sudoku_test_ui_wait_for (sudoku_test_ui_pointer_cleared, &weak, "the window to be finalized");
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *scratch = NULL;
  int status;

  /* Recent files, session boards: in folders of the test's own. */
  scratch = sudoku_test_ui_isolate ();
  gtk_test_init (&argc, &argv, NULL);

  /* The real application, so that style.css, the accelerators and the
   * shortcuts window are there; non-unique, so a running app does not matter. */
  application = sudoku_test_ui_new_application ();

  g_test_add_func ("/ui/Window/open-and-solve", test_open_and_solve);
  g_test_add_func ("/ui/Window/cancel-solve", test_cancel_solve);
  g_test_add_func ("/ui/Window/open-malformed", test_open_malformed);
  g_test_add_func ("/ui/Window/open-bad-among-several", test_open_bad_among_several);
  g_test_add_func ("/ui/Window/close-while-solving", test_close_while_solving);
  g_test_add_func ("/ui/Window/quit-while-solving", test_quit_while_solving);
  g_test_add_func ("/ui/Window/collection", test_collection);
  g_test_add_func ("/ui/Window/collection-close-asks", test_collection_close_asks);
  g_test_add_func ("/ui/Window/collection-new-puzzle-asks", test_collection_new_puzzle_asks);
  g_test_add_func ("/ui/Window/new-over-file-asks", test_new_over_file_asks);
  g_test_add_func ("/ui/Window/collection-asks", test_collection_asks);
  g_test_add_func ("/ui/Window/collection-go-to-and-save", test_collection_go_to_and_save);
  g_test_add_func ("/ui/Window/actions-follow-history", test_actions_follow_history);
  g_test_add_func ("/ui/Window/clipboard", test_clipboard);
  g_test_add_func ("/ui/Window/clipboard-variant", test_clipboard_variant);
  g_test_add_func ("/ui/Window/close-asks", test_close_asks);
  g_test_add_func ("/ui/Window/close-empty-with-layout", test_close_empty_with_layout);
  g_test_add_func ("/ui/Window/close-with-dialogs-open", test_close_with_dialogs_open);

  status = g_test_run ();

  g_clear_object (&application);
  return status;
}
