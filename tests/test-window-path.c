/* test-window-path.c: the solution path panel: listed, chosen, drawn, applied
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The panel's list is held against the logic engine's own path from the
 * same board; a chosen step is drawn on the board on the candidates it
 * starts from; "Apply Up to Here" must leave the board as the engine's
 * steps do, in one undoable edit.
 */

#include "config.h"

#include <gtk/gtk.h>
#include <string.h>

#include "sk-logic.h"
#include "sudoku-application.h"
#include "sudoku-board-step.h"
#include "sudoku-cell-entry.h"
#include "sudoku-path-panel.h"
#include "sudoku-test-ui.h"
#include "sudoku-test-util.h"

static GtkApplication *application;

/* The solution path beside the board. */
static SudokuPathPanel *
path_panel (SudokuWindow *window)
{
  GtkWidget *panel = sudoku_test_ui_find_widget (GTK_WIDGET (window), SUDOKU_TYPE_PATH_PANEL, NULL);

  g_assert_nonnull (panel);
  return SUDOKU_PATH_PANEL (panel);
}

static gboolean
path_listed (gpointer data)
{
  SudokuWindow *window = data;

  return !sudoku_path_panel_get_busy (path_panel (window));
}

static void
load_givens (SudokuWindow   *window,
             const SkGrid   *givens,
             const SkLayout *layout)
{
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();

  puzzle->givens = *givens;
  if (layout != NULL)
    {
      puzzle->layout = *layout;
      puzzle->has_layout = TRUE;
    }
  sudoku_board_load_puzzle (sudoku_window_get_board (window), puzzle);
}

static void
show_path (SudokuWindow *window,
           gboolean      shown)
{
  GtkWidget *flap = sudoku_test_ui_find_widget (GTK_WIDGET (window), ADW_TYPE_FLAP, NULL);

  g_action_group_change_action_state (G_ACTION_GROUP (window), "show-path",
                                      g_variant_new_boolean (shown));
  g_assert_cmpint (adw_flap_get_reveal_flap (ADW_FLAP (flap)), ==, shown);
  sudoku_test_ui_wait_for (path_listed, window, "the path");
}

static bool
collect (const SkStep          *step,
         const SkCandidateGrid *before,
         void                  *user_data)
{
  g_ptr_array_add (user_data, g_memdup2 (step, sizeof *step));
  return true;
}

/* The engine's path from the board as it stands, to compare with. */
static GPtrArray *
engine_path (SudokuBoard *board)
{
  GPtrArray *steps = g_ptr_array_new_with_free_func (g_free);
  SkCandidateGrid start;
  SkLogicOptions options;
  SkRating rating;

  sudoku_board_get_step_grid (board, &start);
  sk_logic_options_init (&options);
  options.assume_unique = TRUE;
  sk_logic_path (&start, sudoku_board_get_layout (board), &options, collect, steps, &rating);
  return steps;
}

static void
assert_same_path (GPtrArray *listed,
                  GPtrArray *expected)
{
  g_assert_nonnull (listed);
  g_assert_cmpuint (listed->len, ==, expected->len);
  for (guint i = 0; i < listed->len; i++)
    {
      const SudokuStep *step = g_ptr_array_index (listed, i);
      const SkStep *engine = g_ptr_array_index (expected, i);

      g_assert_cmpint (step->step.technique, ==, engine->technique);
      g_assert_true (memcmp (step->step.place, engine->place, sizeof engine->place) == 0);
      g_assert_true (memcmp (step->step.remove, engine->remove, sizeof engine->remove) == 0);
    }
}

/* ---- tests ---- */

static void
test_list_select_apply (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  g_autoptr(GArray) set = sudoku_test_load_set ("sets", "rated-se-100.txt");
  g_autoptr(GPtrArray) expected = NULL;
  g_autofree char *count = NULL;
  g_autofree char *applied = NULL;
  const SudokuTestPuzzle *p = &g_array_index (set, SudokuTestPuzzle, 60);
  GPtrArray *steps;
  const SudokuStep *chosen;
  SkCandidateGrid after;
  SkGrid before_values, values;
  SkMask marks[SK_CELLS];
  gboolean eliminated = FALSE;
  int pick = -1;

  load_givens (window, &p->givens, NULL);
  sudoku_board_get_values_grid (board, &before_values);
  g_assert_false (sudoku_path_panel_get_busy (path_panel (window)));
  g_assert_null (sudoku_path_panel_get_steps (path_panel (window)));

  show_path (window, TRUE);
  steps = sudoku_path_panel_get_steps (path_panel (window));
  expected = engine_path (board);
  assert_same_path (steps, expected);
  count = g_strdup_printf ("%u steps to the solution", steps->len);
  g_assert_cmpstr (sudoku_path_panel_get_status (path_panel (window)), ==, count);

  /* The first step past the first elimination: the board before it has
   * fewer candidates than the rules leave. */
  for (guint i = 0; i < steps->len && pick < 0; i++)
    if (eliminated)
      pick = (int) i;
    else
      eliminated = sudoku_step_count_eliminations (g_ptr_array_index (steps, i)) > 0;
  g_assert_cmpint (pick, >, 0);

  sudoku_path_panel_select (path_panel (window), pick);
  g_assert_cmpint (sudoku_path_panel_get_selected (path_panel (window)), ==, pick);
  chosen = sudoku_step_view_get_step (sudoku_test_ui_step_view (window));
  g_assert_nonnull (chosen);
  g_assert_true (memcmp (chosen, g_ptr_array_index (steps, pick), sizeof *chosen) == 0);
  /* The empty cells show the candidates the step starts from (none where
   * an earlier step placed a digit), not the board's own marks. */
  for (guint i = 0; i < SK_CELLS; i++)
    if (before_values.cell[i] == 0)
      g_assert_cmpuint (sudoku_cell_entry_get_shown_digits (SUDOKU_CELL_ENTRY (
                          sudoku_board_view_get_cell_entry (sudoku_test_ui_board_view (window), i))), ==,
                        chosen->before.cand[i]);

  /* Apply Up to Here: the engine's steps 1 to pick + 1, in one edit. */
  after = ((const SudokuStep *) g_ptr_array_index (steps, 0))->before;
  for (int i = 0; i <= pick; i++)
    sk_step_apply (&((const SudokuStep *) g_ptr_array_index (steps, i))->step, &after,
                   sudoku_board_get_layout (board));
  g_signal_emit_by_name (path_panel (window), "apply", (guint) pick + 1);
  sudoku_board_get_values_grid (board, &values);
  sudoku_test_assert_grids_equal (&values, &after.grid);
  sudoku_board_get_marks (board, marks);
  for (guint i = 0; i < SK_CELLS; i++)
    g_assert_cmpuint (marks[i], ==, after.grid.cell[i] == 0 ? after.cand[i] : 0);
  applied = g_strdup_printf ("Applied %d steps of the path", pick + 1);
  g_assert_cmpstr (sudoku_test_ui_get_status (window), ==, applied);
  /* The board changed: nothing chosen, nothing drawn, a new path. */
  g_assert_null (sudoku_step_view_get_step (sudoku_test_ui_step_view (window)));
  sudoku_test_ui_wait_for (path_listed, window, "the new path");
  g_assert_cmpuint (sudoku_path_panel_get_steps (path_panel (window))->len, ==,
                    expected->len - (guint) pick - 1);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  sudoku_board_get_values_grid (board, &values);
  sudoku_test_assert_grids_equal (&values, &before_values);
  g_assert_false (sudoku_board_get_has_marks (board));

  /* Closed: nothing drawn, nothing kept. */
  sudoku_test_ui_wait_for (path_listed, window, "the path after undo");
  sudoku_path_panel_select (path_panel (window), 0);
  g_assert_nonnull (sudoku_step_view_get_step (sudoku_test_ui_step_view (window)));
  show_path (window, FALSE);
  g_assert_null (sudoku_step_view_get_step (sudoku_test_ui_step_view (window)));
  g_assert_null (sudoku_path_panel_get_steps (path_panel (window)));

  sudoku_test_ui_destroy_window (window);
}

/* Typing while the panel is open finds the path again, once typing pauses. */
static void
test_follows_edits (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  g_autoptr(GArray) set = sudoku_test_load_set ("sets", "jigsaw-solo-100.txt");
  const SudokuTestPuzzle *p = &g_array_index (set, SudokuTestPuzzle, 3);
  g_autoptr(GPtrArray) expected = NULL;
  SkLayout layout;
  SkGrid solution;
  guint empty = SK_CELLS;

  sudoku_test_layout_from_map (p->map, &layout);
  load_givens (window, &p->givens, &layout);
  show_path (window, TRUE);
  g_assert_nonnull (sudoku_path_panel_get_steps (path_panel (window)));

  {
    SkSolveOptions options;
    SkSolveResult result;

    sk_solve_options_init (&options);
    sk_solve (&p->givens, &layout, &options, &result);
    solution = result.solution;
  }
  for (guint i = 0; i < SK_CELLS && empty == SK_CELLS; i++)
    if (p->givens.cell[i] == 0)
      empty = i;
  g_assert_true (sudoku_board_set_value (board, empty, solution.cell[empty]));
  g_assert_null (sudoku_path_panel_get_steps (path_panel (window)));
  g_assert_true (sudoku_path_panel_get_busy (path_panel (window)));
  sudoku_test_ui_wait_for (path_listed, window, "the path after typing");
  expected = engine_path (board);
  assert_same_path (sudoku_path_panel_get_steps (path_panel (window)), expected);

  sudoku_test_ui_destroy_window (window);
}

/* Where logic stops, the path says so and goes on by search. */
static void
test_needs_search (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  g_autoptr(GArray) set = sudoku_test_load_set ("sets", "forum-hardest-100.txt");
  GPtrArray *steps;
  gboolean search = FALSE;

  load_givens (window, &g_array_index (set, SudokuTestPuzzle, 0).givens, NULL);
  show_path (window, TRUE);
  steps = sudoku_path_panel_get_steps (path_panel (window));
  g_assert_nonnull (steps);
  for (guint i = 0; i < steps->len; i++)
    search |= ((const SudokuStep *) g_ptr_array_index (steps, i))->step.technique == SK_TECH_SEARCH;
  g_assert_true (search);
  g_assert_nonnull (strstr (sudoku_path_panel_get_status (path_panel (window)), "Logic alone does not finish"));

  sudoku_test_ui_destroy_window (window);
}

/* No path for clashing digits: the reason instead of a list. */
static void
test_refused (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  g_autoptr(GArray) set = sudoku_test_load_set ("sets", "rated-se-100.txt");
  const SudokuTestPuzzle *p = &g_array_index (set, SudokuTestPuzzle, 0);
  guint empty = SK_CELLS, given = SK_CELLS;

  load_givens (window, &p->givens, NULL);
  /* An empty cell of row 1 given a digit row 1 already has. */
  for (guint i = 0; i < SK_SIZE; i++)
    {
      if (p->givens.cell[i] == 0 && empty == SK_CELLS)
        empty = i;
      if (p->givens.cell[i] != 0 && given == SK_CELLS)
        given = i;
    }
  g_assert_true (sudoku_board_set_value (board, empty, p->givens.cell[given]));
  show_path (window, TRUE);
  g_assert_null (sudoku_path_panel_get_steps (path_panel (window)));
  g_assert_nonnull (strstr (sudoku_path_panel_get_status (path_panel (window)), "No hint: Row 1 has two "));

  sudoku_test_ui_destroy_window (window);
}

/* Closing the window while the path is being found is safe. */
static void
test_close_while_busy (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  g_autoptr(GArray) set = sudoku_test_load_set ("sets", "forum-hardest-100.txt");

  load_givens (window, &g_array_index (set, SudokuTestPuzzle, 1).givens, NULL);
  g_action_group_change_action_state (G_ACTION_GROUP (window), "show-path",
                                      g_variant_new_boolean (TRUE));
  g_assert_true (sudoku_path_panel_get_busy (path_panel (window)));
  sudoku_test_ui_destroy_window (window);
  sudoku_test_ui_spin_for (200);
}

/* Closing the window with the panel open and a step chosen logs nothing:
 * the panel's list, emptied as the window goes, used to report the
 * unselection to a half-disposed panel and window (criticals, fatal here). */
static void
test_close_with_step (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  g_autoptr(GArray) set = sudoku_test_load_set ("sets", "rated-se-100.txt");
  gpointer weak = window;

  g_object_add_weak_pointer (G_OBJECT (window), &weak);
  load_givens (window, &g_array_index (set, SudokuTestPuzzle, 60).givens, NULL);
  show_path (window, TRUE);
  sudoku_path_panel_select (path_panel (window), 2);
  g_assert_nonnull (sudoku_step_view_get_step (sudoku_test_ui_step_view (window)));
  gtk_window_destroy (GTK_WINDOW (window));
  sudoku_test_ui_wait_for (sudoku_test_ui_pointer_cleared, &weak, "the window to go");
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

  g_test_add_func ("/ui/Path/list-select-apply", test_list_select_apply);
  g_test_add_func ("/ui/Path/follows-edits", test_follows_edits);
  g_test_add_func ("/ui/Path/needs-search", test_needs_search);
  g_test_add_func ("/ui/Path/refused", test_refused);
  g_test_add_func ("/ui/Path/close-while-busy", test_close_while_busy);
  g_test_add_func ("/ui/Path/close-with-step", test_close_with_step);

  status = g_test_run ();

  g_clear_object (&application);
  return status;
}
