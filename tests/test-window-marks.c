/* test-window-marks.c: pencil marks in the window: pencil mode, Ctrl+digit, Fill Candidates
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * As in test-window.c: the real application, registered but not run. Keys go
 * through sudoku_board_view_handle_key(), the function the view's key
 * controller calls; what the cells show is read from the cell entries and
 * their accessible descriptions.
 */

#include "config.h"

#include <gtk/gtk.h>
#include <string.h>

#include "sudoku-application.h"
#include "sudoku-cell-entry.h"
#include "sudoku-number-pad.h"
#include "sudoku-play.h"
#include "sudoku-test-ui.h"
#include "sudoku-test-util.h"
#include "sudoku-window-testing.h"

#define CLASSIC \
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

#define BIT(d) (1u << ((d) - 1))

static GtkApplication *application;

/* ---- helpers ---- */

static SudokuWindow *
new_classic_window (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();

  sudoku_test_grid_from_text (CLASSIC, &puzzle->givens);
  sudoku_board_load_puzzle (sudoku_window_get_board (window), puzzle);
  sudoku_board_clear_history (sudoku_window_get_board (window));
  return window;
}

static SudokuCellEntry *
entry_at (SudokuWindow *window,
          guint         cell)
{
  return SUDOKU_CELL_ENTRY (sudoku_board_view_get_cell_entry (sudoku_test_ui_board_view (window), cell));
}

/* The entry's child that draws candidates and marks (CSS node "candidates"). */
static GtkWidget *
candidates_node (SudokuCellEntry *entry)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (entry));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (g_str_equal (gtk_widget_get_css_name (child), "candidates"))
      return child;
  g_assert_not_reached ();
}

static guint
marks_at (SudokuWindow *window,
          guint         cell)
{
  return sudoku_board_get_cell_marks (sudoku_window_get_board (window), cell);
}

static void
press (SudokuWindow    *window,
       guint            keyval,
       GdkModifierType  state)
{
  g_assert_true (sudoku_board_view_handle_key (sudoku_test_ui_board_view (window), keyval, state));
}

static gboolean
action_state (SudokuWindow *window,
              const char   *name)
{
  g_autoptr(GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (window), name);

  return g_variant_get_boolean (state);
}

static gboolean
action_enabled (SudokuWindow *window,
                const char   *name)
{
  return g_action_group_get_action_enabled (G_ACTION_GROUP (window), name);
}

/* ---- tests ---- */

/* P switches pencil mode; then digits toggle marks, 0 and Backspace clear
 * them, and the header's action follows. */
static void
test_pencil_mode (void)
{
  SudokuWindow *window = new_classic_window ();
  SudokuBoard *board = sudoku_window_get_board (window);

  g_assert_false (action_state (window, "pencil-mode"));
  sudoku_board_view_set_cursor (sudoku_test_ui_board_view (window), 2);

  press (window, GDK_KEY_p, 0);
  g_assert_true (sudoku_board_view_get_pencil_mode (sudoku_test_ui_board_view (window)));
  g_assert_true (action_state (window, "pencil-mode"));

  press (window, GDK_KEY_1, 0);
  press (window, GDK_KEY_KP_4, 0);
  press (window, GDK_KEY_7, 0);
  g_assert_cmpuint (marks_at (window, 2), ==, BIT (1) | BIT (4) | BIT (7));
  g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, 2)), ==, 0);
  g_assert_cmpuint (sudoku_cell_entry_get_shown_digits (entry_at (window, 2)), ==,
                    BIT (1) | BIT (4) | BIT (7));
  g_assert_true (gtk_widget_has_css_class (candidates_node (entry_at (window, 2)), "marks"));
  gtk_test_accessible_assert_property (entry_at (window, 2), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Marks: 1, 4, 7");
  /* The board is changed, and worth saving. */
  g_assert_true (sudoku_board_get_modified (board));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "*Untitled Puzzle");

  /* Again: off. */
  press (window, GDK_KEY_4, 0);
  g_assert_cmpuint (marks_at (window, 2), ==, BIT (1) | BIT (7));
  gtk_test_accessible_assert_property (entry_at (window, 2), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Marks: 1, 7");

  /* A given takes none: a bell, nothing else. */
  sudoku_board_view_set_cursor (sudoku_test_ui_board_view (window), 0);
  press (window, GDK_KEY_3, 0);
  g_assert_cmpuint (marks_at (window, 0), ==, 0);

  /* Each mark was a step. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (marks_at (window, 2), ==, BIT (1) | BIT (4) | BIT (7));

  /* Backspace on an empty cell takes its marks, as one step. */
  sudoku_board_view_set_cursor (sudoku_test_ui_board_view (window), 2);
  press (window, GDK_KEY_BackSpace, 0);
  g_assert_cmpuint (marks_at (window, 2), ==, 0);
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (entry_at (window, 2)),
                                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (marks_at (window, 2), ==, BIT (1) | BIT (4) | BIT (7));

  /* The header's button (the action) switches back; digits place again, and
   * the digit placed goes from the marks of its row. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.pencil-mode", NULL);
  g_assert_false (sudoku_board_view_get_pencil_mode (sudoku_test_ui_board_view (window)));
  sudoku_board_view_set_cursor (sudoku_test_ui_board_view (window), 3);
  press (window, GDK_KEY_7, 0);
  g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, 3)), ==, 7);
  g_assert_cmpuint (marks_at (window, 2), ==, BIT (1) | BIT (4));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (marks_at (window, 2), ==, BIT (1) | BIT (4) | BIT (7));

  /* With "Remove Marks on Placing" off, they stay. */
  g_assert_true (action_state (window, "remove-marks-on-place"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.remove-marks-on-place", NULL);
  g_assert_false (sudoku_board_get_remove_marks_on_place (board));
  press (window, GDK_KEY_7, 0);
  g_assert_cmpuint (marks_at (window, 2), ==, BIT (1) | BIT (4) | BIT (7));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.remove-marks-on-place", NULL);
  g_assert_true (sudoku_board_get_remove_marks_on_place (board));

  sudoku_test_ui_destroy_window (window);
}

/* Ctrl+digit toggles a mark whatever the mode. */
static void
test_control_digit (void)
{
  SudokuWindow *window = new_classic_window ();
  SudokuBoard *board = sudoku_window_get_board (window);

  sudoku_board_view_set_cursor (sudoku_test_ui_board_view (window), 2);
  press (window, GDK_KEY_2, GDK_CONTROL_MASK);
  press (window, GDK_KEY_KP_9, GDK_CONTROL_MASK);
  g_assert_cmpuint (marks_at (window, 2), ==, BIT (2) | BIT (9));
  g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, 2)), ==, 0);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.pencil-mode", NULL);
  press (window, GDK_KEY_2, GDK_CONTROL_MASK);
  g_assert_cmpuint (marks_at (window, 2), ==, BIT (9));

  /* Other Ctrl keys stay the window's, as before. */
  g_assert_false (sudoku_board_view_handle_key (sudoku_test_ui_board_view (window), GDK_KEY_z, GDK_CONTROL_MASK));
  g_assert_false (sudoku_board_view_handle_key (sudoku_test_ui_board_view (window), GDK_KEY_0, GDK_CONTROL_MASK));

  sudoku_test_ui_destroy_window (window);
}

/* Fill Candidates and Clear Marks through their actions; marks win over Show
 * Candidates in their cell. */
static void
test_fill_and_clear (void)
{
  SudokuWindow *window = new_classic_window ();
  SudokuBoard *board = sudoku_window_get_board (window);
  SkMask candidates[SK_CELLS];

  g_assert_false (action_enabled (window, "clear-marks"));
  g_assert_true (action_enabled (window, "fill-candidates"));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.fill-candidates", NULL);
  sudoku_board_get_candidates (board, candidates);
  for (guint i = 0; i < SK_CELLS; i++)
    {
      g_assert_cmpuint (marks_at (window, i), ==, candidates[i]);
      g_assert_cmpuint (sudoku_cell_entry_get_shown_digits (entry_at (window, i)), ==, candidates[i]);
    }
  g_assert_true (action_enabled (window, "clear-marks"));
  /* Row 1, column 3 of the classic puzzle: 1, 2 or 4. */
  gtk_test_accessible_assert_property (entry_at (window, 2), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Marks: 1, 2, 4");

  /* One undo takes all of it back. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_false (sudoku_board_get_has_marks (board));
  g_assert_false (action_enabled (window, "clear-marks"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  g_assert_true (sudoku_board_get_has_marks (board));

  /* A cell's own marks win over the candidates shown for every cell. */
  sudoku_board_view_set_cursor (sudoku_test_ui_board_view (window), 2);
  press (window, GDK_KEY_1, GDK_CONTROL_MASK);
  g_assert_cmpuint (marks_at (window, 2), ==, BIT (2) | BIT (4));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-candidates", NULL);
  g_assert_cmpuint (sudoku_cell_entry_get_shown_digits (entry_at (window, 2)), ==, BIT (2) | BIT (4));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.clear-marks", NULL);
  g_assert_false (sudoku_board_get_has_marks (board));
  /* Without marks the cell shows the rules' candidates again. */
  g_assert_cmpuint (sudoku_cell_entry_get_shown_digits (entry_at (window, 2)), ==,
                    BIT (1) | BIT (2) | BIT (4));
  g_assert_false (gtk_widget_has_css_class (candidates_node (entry_at (window, 2)), "marks"));
  gtk_test_accessible_assert_property (entry_at (window, 2), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Candidates 1, 2, 4");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-candidates", NULL);
  g_assert_cmpuint (sudoku_cell_entry_get_shown_digits (entry_at (window, 2)), ==, 0);

  /* A mark is no change to the puzzle: nothing to rate again. */
  {
    guint timeout_id, timeout_after;
    GCancellable *rating, *rating_after;
    gboolean stopped;

    _sudoku_window_get_rating_run (window, &timeout_id, &rating);
    /* (The load's own change may have stopped an earlier rating.) */
    stopped = rating != NULL && g_cancellable_is_cancelled (rating);

    gtk_widget_activate_action (GTK_WIDGET (window), "win.fill-candidates", NULL);
    g_assert_true (sudoku_board_get_has_marks (board));
    _sudoku_window_get_rating_run (window, &timeout_after, &rating_after);
    g_assert_cmpuint (timeout_after, ==, timeout_id);
    g_assert_true (rating_after == rating);
    g_assert_cmpint (rating != NULL && g_cancellable_is_cancelled (rating), ==, stopped);
  }

  sudoku_test_ui_destroy_window (window);
}

/* The remembered choice reaches a new window's board. */
static void
test_remove_setting (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  SudokuWindow *window;

  g_settings_set_boolean (settings, "remove-marks-on-place", FALSE);
  window = sudoku_test_ui_new_window (application);
  g_assert_false (sudoku_board_get_remove_marks_on_place (sudoku_window_get_board (window)));
  g_settings_set_boolean (settings, "remove-marks-on-place", TRUE);
  g_assert_true (sudoku_board_get_remove_marks_on_place (sudoku_window_get_board (window)));
  sudoku_test_ui_destroy_window (window);
}


/* ---- the number pad: clicks only ---- */

/* The view's click gesture for @button (1 primary, 3 secondary). */
static GtkGesture *
click_gesture (SudokuBoardView *view,
               guint            button)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (view));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller) &&
          gtk_gesture_single_get_button (GTK_GESTURE_SINGLE (controller)) == button)
        return GTK_GESTURE (controller);
    }
  g_assert_not_reached ();
}

/* A click on the middle of @cell with @button, as the gesture reports one. */
static void
click_cell (SudokuWindow *window,
            guint         cell,
            guint         button)
{
  SudokuBoardView *view = sudoku_test_ui_board_view (window);
  GtkGesture *gesture = click_gesture (view, button);
  graphene_rect_t bounds;
  double x, y;

  g_assert_true (gtk_widget_compute_bounds (sudoku_board_view_get_cell_entry (view, cell),
                                            GTK_WIDGET (view), &bounds));
  x = bounds.origin.x + bounds.size.width / 2;
  y = bounds.origin.y + bounds.size.height / 2;
  g_signal_emit_by_name (gesture, "pressed", 1, x, y);
  g_signal_emit_by_name (gesture, "released", 1, x, y);
  sudoku_test_ui_spin ();
}

static SudokuNumberPad *
number_pad (SudokuWindow *window)
{
  return SUDOKU_NUMBER_PAD (sudoku_board_view_get_number_pad (sudoku_test_ui_board_view (window)));
}

static gboolean
pad_open (SudokuWindow *window)
{
  return gtk_widget_get_visible (GTK_WIDGET (number_pad (window)));
}

static void
tap_pad (SudokuWindow *window,
         guint         digit)
{
  GtkWidget *button = sudoku_number_pad_get_button (number_pad (window), digit);

  g_assert_true (gtk_widget_get_mapped (button));
  /* What a click does; gtk_widget_activate() clicks only after a delay. */
  g_signal_emit_by_name (button, "clicked");
  sudoku_test_ui_spin ();
}

/* A key typed while the pad has the focus, as its key controller takes it. */
static gboolean
type_in_pad (SudokuNumberPad *pad,
             guint            keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (pad));
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      /* Ours is the one in the capture phase: the popover's own closes on Escape. */
      if (GTK_IS_EVENT_CONTROLLER_KEY (controller) &&
          gtk_event_controller_get_propagation_phase (GTK_EVENT_CONTROLLER (controller)) == GTK_PHASE_CAPTURE)
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, 0, &handled);
    }
  sudoku_test_ui_spin ();
  return handled;
}

static void
test_number_pad_marks (void)
{
  SudokuWindow *window = new_classic_window ();
  SudokuBoard *board = sudoku_window_get_board (window);
  SudokuNumberPad *pad = number_pad (window);

  /* A click on a given opens nothing; on an empty cell, the digits. */
  click_cell (window, 0, GDK_BUTTON_PRIMARY);
  g_assert_false (pad_open (window));
  click_cell (window, 2, GDK_BUTTON_PRIMARY);
  g_assert_true (pad_open (window));
  g_assert_false (sudoku_number_pad_get_marks (pad));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (sudoku_number_pad_get_button (pad, 4))), ==, "4");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (sudoku_number_pad_get_button (pad, 0))), ==, "Clear");
  tap_pad (window, 4);
  g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, 2)), ==, 4);
  g_assert_false (pad_open (window));

  /* A right-click on an empty cell: marks, toggled with the pad open. */
  click_cell (window, 3, GDK_BUTTON_SECONDARY);
  g_assert_true (pad_open (window));
  g_assert_true (sudoku_number_pad_get_marks (pad));
  tap_pad (window, 2);
  tap_pad (window, 6);
  g_assert_true (pad_open (window));
  g_assert_cmpuint (marks_at (window, 3), ==, BIT (2) | BIT (6));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (sudoku_number_pad_get_button (pad, 6))));
  tap_pad (window, 6);
  g_assert_cmpuint (marks_at (window, 3), ==, BIT (2));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (sudoku_number_pad_get_button (pad, 6))));
  gtk_popover_popdown (GTK_POPOVER (pad));
  sudoku_test_ui_spin ();
  g_assert_false (pad_open (window));

  /* Reopened, it shows the marks; Clear takes them away. */
  click_cell (window, 3, GDK_BUTTON_SECONDARY);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (sudoku_number_pad_get_button (pad, 2))));
  tap_pad (window, 0);
  g_assert_cmpuint (marks_at (window, 3), ==, 0);
  gtk_popover_popdown (GTK_POPOVER (pad));
  sudoku_test_ui_spin ();

  /* A digit entered is cleared by the pad too; typing in the pad enters. */
  click_cell (window, 2, GDK_BUTTON_PRIMARY);
  tap_pad (window, 0);
  g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, 2)), ==, 0);
  click_cell (window, 2, GDK_BUTTON_PRIMARY);
  g_assert_true (pad_open (window));
  g_assert_true (type_in_pad (pad, GDK_KEY_7));
  sudoku_test_ui_spin ();
  g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, 2)), ==, 7);
  g_assert_false (pad_open (window));

  sudoku_test_ui_destroy_window (window);
}

/* A whole easy puzzle played with clicks on cells and pad buttons alone. */
static void
test_play_by_clicks (void)
{
  SudokuWindow *window = new_classic_window ();
  SudokuBoard *board = sudoku_window_get_board (window);
  const SudokuPlayClock *clock = _sudoku_window_get_play_clock (window);
  g_autofree char *expected = NULL;
  g_autofree char *time = NULL;
  SkGrid givens;
  SkGrid solution;
  gint64 started = g_get_monotonic_time ();
  gint64 elapsed;

  sudoku_board_get_givens_grid (board, &givens);
  g_assert_true (sudoku_test_solve_unique (&givens, &solution));
  g_assert_true (sudoku_play_clock_is_running (clock));

  for (guint i = 0; i < SK_CELLS; i++)
    {
      if (givens.cell[i] != 0)
        continue;
      click_cell (window, i, GDK_BUTTON_PRIMARY);
      g_assert_true (pad_open (window));
      tap_pad (window, solution.cell[i]);
      g_assert_false (pad_open (window));
      g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, i)), ==, solution.cell[i]);
    }

  /* Solved: the clock stops, and the toast gives its time. */
  g_assert_false (sudoku_play_clock_is_running (clock));
  elapsed = sudoku_play_clock_get_elapsed (clock, g_get_monotonic_time ());
  g_assert_cmpint (elapsed, >, 0);
  g_assert_cmpint (elapsed, <=, g_get_monotonic_time () - started);
  time = sudoku_play_time_format (elapsed);
  expected = g_strdup_printf ("You solved it in %s", time);
  g_assert_cmpstr (_sudoku_window_get_last_toast (window), ==, expected);

  /* Undone, the puzzle is being played again. */
  sudoku_board_undo (board);
  g_assert_true (sudoku_play_clock_is_running (clock));

  sudoku_test_ui_destroy_window (window);
}

/* Solve fills the board in: the game is over, so the clock stands (with
 * no "You solved it in" toast, which is the player's own); undone, it runs again. */
static void
test_solve_stops_clock (void)
{
  SudokuWindow *window = new_classic_window ();
  SudokuBoard *board = sudoku_window_get_board (window);
  const SudokuPlayClock *clock = _sudoku_window_get_play_clock (window);
  GAction *pause = g_action_map_lookup_action (G_ACTION_MAP (window), "pause");

  g_assert_true (sudoku_play_clock_is_running (clock));
  g_assert_true (g_action_get_enabled (pause));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  sudoku_test_ui_wait_for (sudoku_test_ui_not_solving, board, "the solve");
  sudoku_test_ui_spin ();
  g_assert_cmpuint (sudoku_board_get_n_filled (board), ==, SK_CELLS);
  g_assert_false (sudoku_play_clock_is_running (clock));
  g_assert_false (g_action_get_enabled (pause));
  g_assert_cmpstr (_sudoku_window_get_last_toast (window), ==, "Solution filled in");

  sudoku_board_undo (board);
  g_assert_true (sudoku_play_clock_is_running (clock));
  g_assert_true (g_action_get_enabled (pause));

  sudoku_test_ui_destroy_window (window);
}

/* A game comes back with the time on its clock: from its file, and as the
 * session resumes it. */
static void
test_clock_resumes (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  const SudokuPlayClock *clock = _sudoku_window_get_play_clock (window);
  GtkLabel *label = _sudoku_window_get_clock_label (window);
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();
  const char *text;
  gint64 elapsed;

  /* Time=119 */
  sudoku_test_ui_open_and_wait (window, "formats", "timed.sudoku");
  elapsed = sudoku_play_clock_get_elapsed (clock, g_get_monotonic_time ());
  g_assert_cmpint (elapsed, >=, 119 * G_USEC_PER_SEC);
  g_assert_cmpint (elapsed, <, 149 * G_USEC_PER_SEC);
  g_assert_true (sudoku_play_clock_is_running (clock));
  text = gtk_label_get_text (label);
  g_assert_true (g_str_equal (text, "1:59") || g_str_has_prefix (text, "2:"));

  sudoku_test_grid_from_text (CLASSIC, &puzzle->givens);
  puzzle->time = 754;
  sudoku_window_restore (window, puzzle, NULL, TRUE);
  elapsed = sudoku_play_clock_get_elapsed (clock, g_get_monotonic_time ());
  g_assert_cmpint (elapsed, >=, 754 * G_USEC_PER_SEC);
  g_assert_cmpint (elapsed, <, 784 * G_USEC_PER_SEC);
  g_assert_true (g_str_has_prefix (gtk_label_get_text (label), "12:"));

  sudoku_test_ui_destroy_window (window);
}

static gboolean
clock_label_hidden (gpointer window)
{
  return !gtk_widget_get_visible (GTK_WIDGET (_sudoku_window_get_clock_label (window)));
}

/* Pause hides the board and stops the clock, as a modal dialog of the
 * window stops it; Show Clock off hides the label while the clock counts on. */
static void
test_pause (void)
{
  SudokuWindow *window = new_classic_window ();
  const SudokuPlayClock *clock = _sudoku_window_get_play_clock (window);
  GtkLabel *label = _sudoku_window_get_clock_label (window);
  g_autofree char *shown = NULL;
  static const char *const board_actions[] = {
    "undo", "hint", "solve", "clear", "set-givens", "fill-candidates", "clear-marks",
  };
  GtkWidget *resume;
  GtkWidget *dialog;
  gint64 now;

  g_assert_true (sudoku_play_clock_is_running (clock));
  g_assert_cmpstr (_sudoku_window_get_board_page (window), ==, "board");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (label)));

  /* Something to undo, and marks to clear: paused, nothing may change the
   * board out of sight; resumed, all of it may again. */
  g_assert_true (sudoku_board_set_value (sudoku_window_get_board (window), 2, 4));
  g_assert_true (sudoku_board_toggle_mark (sudoku_window_get_board (window), 3, 1));
  g_action_group_activate_action (G_ACTION_GROUP (window), "pause", NULL);
  g_assert_false (sudoku_play_clock_is_running (clock));
  g_assert_cmpstr (_sudoku_window_get_board_page (window), ==, "paused");
  for (guint i = 0; i < G_N_ELEMENTS (board_actions); i++)
    g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), board_actions[i]));
  now = g_get_monotonic_time ();
  g_assert_cmpint (sudoku_play_clock_get_elapsed (clock, now), ==,
                   sudoku_play_clock_get_elapsed (clock, now + 60 * G_USEC_PER_SEC));
  shown = sudoku_play_time_format (sudoku_play_clock_get_elapsed (clock, now));
  g_assert_cmpstr (gtk_label_get_text (label), ==, shown);
  /* The Resume button of the paused page (the only pill) is the same action. */
  resume = sudoku_test_ui_find_widget (GTK_WIDGET (window), GTK_TYPE_BUTTON, "pill");
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (resume)), ==, "win.pause");
  g_signal_emit_by_name (resume, "clicked");
  g_assert_true (sudoku_play_clock_is_running (clock));
  g_assert_cmpstr (_sudoku_window_get_board_page (window), ==, "board");
  for (guint i = 0; i < G_N_ELEMENTS (board_actions); i++)
    g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), board_actions[i]));

  dialog = gtk_window_new ();
  gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (window));
  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  gtk_window_present (GTK_WINDOW (dialog));
  g_assert_false (sudoku_play_clock_is_running (clock));
  /* Still on the board: only Pause hides it. */
  g_assert_cmpstr (_sudoku_window_get_board_page (window), ==, "board");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_true (sudoku_play_clock_is_running (clock));

  g_action_group_change_action_state (G_ACTION_GROUP (window), "show-clock",
                                      g_variant_new_boolean (FALSE));
  sudoku_test_ui_wait_for (clock_label_hidden, window, "the clock label hidden");
  g_assert_true (sudoku_play_clock_is_running (clock));
  g_action_group_change_action_state (G_ACTION_GROUP (window), "show-clock",
                                      g_variant_new_boolean (TRUE));

  sudoku_test_ui_destroy_window (window);
}

/* An empty cell nothing fits gets "unfillable", shown while the view has
 * "show-unfillable" (the setting, on by default), and loses it once a
 * digit fits again. */
static void
test_unfillable (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  GtkWidget *corner = GTK_WIDGET (entry_at (window, 8));

  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (sudoku_test_ui_board_view (window)), "show-unfillable"));
  for (guint column = 0; column < 8; column++)
    g_assert_true (sudoku_board_set_value (board, column, column + 1));
  g_assert_true (sudoku_board_set_value (board, 8 + 9 * 4, 9));
  g_assert_true (gtk_widget_has_css_class (corner, "unfillable"));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (entry_at (window, 17)), "unfillable"));

  g_action_group_change_action_state (G_ACTION_GROUP (window), "show-unfillable",
                                      g_variant_new_boolean (FALSE));
  sudoku_test_ui_spin ();
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (sudoku_test_ui_board_view (window)), "show-unfillable"));
  g_action_group_change_action_state (G_ACTION_GROUP (window), "show-unfillable",
                                      g_variant_new_boolean (TRUE));
  sudoku_test_ui_spin ();
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (sudoku_test_ui_board_view (window)), "show-unfillable"));

  sudoku_board_undo (board);
  g_assert_false (gtk_widget_has_css_class (corner, "unfillable"));

  sudoku_test_ui_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *scratch = NULL;
  int status;

  scratch = sudoku_test_ui_isolate ();
  gtk_test_init (&argc, &argv, NULL);

  application = sudoku_test_ui_new_application ();

  g_test_add_func ("/ui/Window/marks/pencil-mode", test_pencil_mode);
  g_test_add_func ("/ui/Window/marks/control-digit", test_control_digit);
  g_test_add_func ("/ui/Window/marks/fill-and-clear", test_fill_and_clear);
  g_test_add_func ("/ui/Window/marks/remove-setting", test_remove_setting);
  g_test_add_func ("/ui/Window/marks/number-pad", test_number_pad_marks);
  g_test_add_func ("/ui/Window/marks/play-by-clicks", test_play_by_clicks);
  g_test_add_func ("/ui/Window/marks/solve-stops-clock", test_solve_stops_clock);
  g_test_add_func ("/ui/Window/marks/pause", test_pause);
  g_test_add_func ("/ui/Window/marks/clock-resumes", test_clock_resumes);
  g_test_add_func ("/ui/Window/marks/unfillable", test_unfillable);

  status = g_test_run ();

  g_clear_object (&application);
  return status;
}
