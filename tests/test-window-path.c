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
#include "sudoku-path-navigator.h"
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
  /* Beside the board where there is room for both; else never over it. */
  g_assert_cmpint (adw_flap_get_reveal_flap (ADW_FLAP (flap)), ==,
                   shown && !adw_flap_get_folded (ADW_FLAP (flap)));
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

static GtkWidget *
button_with_icon (GtkWidget  *root,
                  const char *icon_name)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_BUTTON (child)
          && g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (child)), icon_name) == 0)
        return child;
      if ((found = button_with_icon (child, icon_name)) != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
button_with_label (GtkWidget  *root,
                   const char *label)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_BUTTON (child) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (child)), label) == 0)
        return child;
      if ((found = button_with_label (child, label)) != NULL)
        return found;
    }
  return NULL;
}

static const char *
actions_text (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      const char *found;

      if (GTK_IS_LABEL (child) && gtk_widget_has_css_class (child, "sudoku-step-actions"))
        return gtk_label_get_text (GTK_LABEL (child));
      if ((found = actions_text (child)) != NULL)
        return found;
    }
  return NULL;
}

/* HoDoKu's words for what @step does: "r4c7=5", "r2c4−3 r2c6−3". */
static char *
expected_actions (const SkStep *step)
{
  GString *text = g_string_new (NULL);

  for (int cell = 0; cell < SK_CELLS; cell++)
    if (step->place[cell] != 0)
      g_string_append_printf (text, "%sr%dc%d=%d", text->len > 0 ? " " : "", cell / 9 + 1,
                              cell % 9 + 1, step->place[cell]);
  for (int cell = 0; cell < SK_CELLS; cell++)
    for (int d = 1; d <= 9; d++)
      if (step->remove[cell] & (1u << (d - 1)))
        g_string_append_printf (text, "%sr%dc%d\u2212%d", text->len > 0 ? " " : "", cell / 9 + 1,
                                cell % 9 + 1, d);
  return g_string_free (text, FALSE);
}

/* The step drawn is the path's @index, and the board it is drawn on is
 * whole in the window, with nothing of the path laid over it. */
static void
assert_step_on_board (SudokuWindow *window,
                      guint         index)
{
  GPtrArray *steps = sudoku_path_panel_get_steps (path_panel (window));
  GtkWidget *board = GTK_WIDGET (sudoku_test_ui_board_view (window));
  graphene_rect_t bounds = sudoku_test_ui_bounds_in_window (window, board);
  const SudokuStep *drawn = sudoku_step_view_get_step (sudoku_test_ui_step_view (window));
  const SudokuStep *listed = g_ptr_array_index (steps, index);

  g_assert_nonnull (drawn);
  g_assert_cmpint (drawn->step.technique, ==, listed->step.technique);
  g_assert_true (memcmp (drawn->step.place, listed->step.place, sizeof listed->step.place) == 0);
  g_assert_true (memcmp (drawn->step.remove, listed->step.remove, sizeof listed->step.remove) == 0);
  g_assert_true (gtk_widget_get_mapped (board));
  g_assert_cmpfloat (bounds.origin.x, >=, 0);
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (GTK_WIDGET (window)));
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (GTK_WIDGET (window)));
  g_assert_cmpfloat (bounds.size.width, >=, 9 * 30);
  if (gtk_widget_get_mapped (GTK_WIDGET (path_panel (window))))
    {
      graphene_rect_t panel = sudoku_test_ui_bounds_in_window (window, GTK_WIDGET (path_panel (window)));

      g_assert_false (graphene_rect_intersection (&bounds, &panel, NULL));
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
  gboolean removed[SK_CELLS] = { FALSE };
  gboolean eliminated = FALSE;
  int pick = -1;

  load_givens (window, &p->givens, NULL);
  sudoku_board_get_values_grid (board, &before_values);
  /* No path is worked out, nor its panel made, until the path is shown. */
  g_assert_null (sudoku_test_ui_find_widget (GTK_WIDGET (window), SUDOKU_TYPE_PATH_PANEL, NULL));

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
    {
      const SkStep *step = &((const SudokuStep *) g_ptr_array_index (steps, i))->step;

      sk_step_apply (step, &after, sudoku_board_get_layout (board));
      for (guint cell = 0; cell < SK_CELLS; cell++)
        removed[cell] |= step->remove[cell] != 0;
    }
  g_signal_emit_by_name (path_panel (window), "apply", (guint) pick + 1);
  sudoku_board_get_values_grid (board, &values);
  sudoku_test_assert_grids_equal (&values, &after.grid);
  /* Marks on demand: only the cells the steps removed candidates from. */
  sudoku_board_get_marks (board, marks);
  for (guint i = 0; i < SK_CELLS; i++)
    g_assert_cmpuint (marks[i], ==, removed[i] && after.grid.cell[i] == 0 ? after.cand[i] : 0);
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

/* The hardest puzzles: nested forcing chains take the path where flat
 * chains stop, and logic alone finishes it. */
static void
test_hardest_by_logic (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  g_autoptr(GArray) set = sudoku_test_load_set ("sets", "forum-hardest-100.txt");
  g_autofree char *count = NULL;
  GPtrArray *steps;
  guint nested = 0;

  load_givens (window, &g_array_index (set, SudokuTestPuzzle, 0).givens, NULL);
  show_path (window, TRUE);
  steps = sudoku_path_panel_get_steps (path_panel (window));
  g_assert_nonnull (steps);
  for (guint i = 0; i < steps->len; i++)
    {
      SkTechnique technique = ((const SudokuStep *) g_ptr_array_index (steps, i))->step.technique;

      g_assert_cmpint (technique, !=, SK_TECH_SEARCH);
      nested += technique == SK_TECH_NESTED_FORCING_CHAIN;
    }
  g_assert_cmpuint (nested, >, 0);
  count = g_strdup_printf ("%u steps to the solution", steps->len);
  g_assert_cmpstr (sudoku_path_panel_get_status (path_panel (window)), ==, count);

  sudoku_test_ui_destroy_window (window);
}

/* No path for a clashing digit, which is a wrong one: the reason, naming
 * it, instead of a list. */
static void
test_refused (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  g_autoptr(GArray) set = sudoku_test_load_set ("sets", "rated-se-100.txt");
  const SudokuTestPuzzle *p = &g_array_index (set, SudokuTestPuzzle, 0);
  g_autofree char *expected = NULL;
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
  expected = g_strdup_printf ("r1c%u is not %u", empty + 1, p->givens.cell[given]);
  g_assert_cmpstr (sudoku_path_panel_get_status (path_panel (window)), ==, expected);

  sudoku_test_ui_destroy_window (window);
}

/* Closing the window while the path is being found is safe. */
/* Where the panel has no room beside the board (540 and 360 px wide), a
 * chosen step shows under the board, drawn on it, and Previous and Next
 * walk the path. */
static void
test_navigator (gconstpointer data)
{
  int width = GPOINTER_TO_INT (data);
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  g_autoptr(GArray) set = sudoku_test_load_set ("sets", "rated-se-100.txt");
  const SudokuTestPuzzle *p = &g_array_index (set, SudokuTestPuzzle, 60);
  GtkWidget *navigator;
  GPtrArray *steps;
  g_autofree char *ninth = NULL;
  g_autofree char *tenth = NULL;
  g_autofree char *decoration = NULL;
  graphene_rect_t next_before, next_after;

  /* GNOME's default title buttons (close only): a phone's width fits. */
  g_object_get (gtk_settings_get_default (), "gtk-decoration-layout", &decoration, NULL);
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", ":close", NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), width, 680);
  load_givens (window, &p->givens, NULL);
  sudoku_test_ui_settle (window);
  show_path (window, TRUE);
  steps = sudoku_path_panel_get_steps (path_panel (window));
  g_assert_nonnull (steps);
  g_assert_cmpuint (steps->len, >, 10);
  navigator = sudoku_test_ui_find_widget (GTK_WIDGET (window), SUDOKU_TYPE_PATH_NAVIGATOR, NULL);
  g_assert_true (gtk_widget_get_mapped (navigator));
  /* Next stays under the pointer as "41 steps to the solution" turns into
   * "Step 1 of 41", and at every step after it. */
  sudoku_test_ui_settle (window);
  next_before = sudoku_test_ui_bounds_in_window (window, button_with_icon (navigator, "go-next-symbolic"));
  sudoku_path_panel_select (path_panel (window), 8);
  sudoku_test_ui_settle (window);
  assert_step_on_board (window, 8);
  next_after = sudoku_test_ui_bounds_in_window (window, button_with_icon (navigator, "go-next-symbolic"));
  g_test_message ("Next at %.0f,%.0f %.0fx%.0f, then at %.0f,%.0f %.0fx%.0f", next_before.origin.x,
                  next_before.origin.y, next_before.size.width, next_before.size.height,
                  next_after.origin.x, next_after.origin.y, next_after.size.width, next_after.size.height);
  g_assert_true (graphene_rect_equal (&next_before, &next_after));
  ninth = g_strdup_printf ("Step 9 of %u", steps->len);
  tenth = g_strdup_printf ("Step 10 of %u", steps->len);
  g_assert_cmpstr (sudoku_path_navigator_get_position (SUDOKU_PATH_NAVIGATOR (navigator)), ==, ninth);
  /* What the step does, in the navigator and in its row of the list. */
  {
    g_autofree char *actions = expected_actions (&((SudokuStep *) g_ptr_array_index (steps, 8))->step);
    GtkWidget *list = sudoku_test_ui_find_widget (GTK_WIDGET (path_panel (window)), GTK_TYPE_LIST_BOX, NULL);
    GtkWidget *row = GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 8));

    g_test_message ("step 9 does %s", actions);
    g_assert_cmpuint (strlen (actions), >, 0);
    g_assert_cmpstr (actions_text (navigator), ==, actions);
    g_assert_cmpstr (actions_text (row), ==, actions);
  }

  g_signal_emit_by_name (button_with_icon (navigator, "go-next-symbolic"), "clicked");
  sudoku_test_ui_settle (window);
  g_assert_cmpstr (sudoku_path_navigator_get_position (SUDOKU_PATH_NAVIGATOR (navigator)), ==, tenth);
  assert_step_on_board (window, 9);
  g_signal_emit_by_name (button_with_icon (navigator, "go-previous-symbolic"), "clicked");
  g_assert_cmpstr (sudoku_path_navigator_get_position (SUDOKU_PATH_NAVIGATOR (navigator)), ==, ninth);
  assert_step_on_board (window, 8);

  /* Apply Up to Here is in it too: the first nine steps, one edit. */
  g_signal_emit_by_name (button_with_label (navigator, "_Apply Up to Here"), "clicked");
  g_assert_cmpstr (sudoku_test_ui_get_status (window), ==, "Applied 9 steps of the path");

  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, GPOINTER_TO_INT (data));
  sudoku_test_ui_destroy_window (window);
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", decoration, NULL);
}

/* Beside the board, the list is one Tab stop and the button under it the
 * next one. */
static void
test_tab_stops (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  g_autoptr(GArray) set = sudoku_test_load_set ("sets", "rated-se-100.txt");
  const SudokuTestPuzzle *p = &g_array_index (set, SudokuTestPuzzle, 60);
  GtkWidget *list, *row, *apply;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  load_givens (window, &p->givens, NULL);
  sudoku_test_ui_settle (window);
  show_path (window, TRUE);
  sudoku_test_ui_settle (window);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (path_panel (window))));
  sudoku_path_panel_select (path_panel (window), 3);
  list = sudoku_test_ui_find_widget (GTK_WIDGET (path_panel (window)), GTK_TYPE_LIST_BOX, NULL);
  row = GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 3));
  apply = button_with_label (GTK_WIDGET (path_panel (window)), "_Apply Up to Here");
  g_assert_true (gtk_widget_grab_focus (row));

  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD));
  g_assert_true (gtk_widget_has_focus (apply));
  /* And back into the list, on the row it left. */
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_BACKWARD));
  g_assert_true (gtk_widget_has_focus (row));

  sudoku_test_ui_destroy_window (window);
}

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

/* Labels of @widget whose text is cut short (an ellipsis), counted. */
static guint
count_ellipsized (GtkWidget *widget)
{
  guint n = GTK_IS_LABEL (widget) &&
            pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget)));

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_ellipsized (child);
  return n;
}

/* Beside the board (940 px), every row of the path shows its technique and
 * what it does whole, however long ("Hidden Single in a region", "r6c3=5
 * r8c3=5"). */
static void
test_rows_whole (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  g_autoptr(GArray) set = sudoku_test_load_set ("sets", "rated-se-100.txt");
  GtkWidget *list;
  guint n_rows = 0;

  gtk_window_set_default_size (GTK_WINDOW (window), 940, 720);
  load_givens (window, &g_array_index (set, SudokuTestPuzzle, 60).givens, NULL);
  show_path (window, TRUE);
  sudoku_test_ui_settle (window);
  list = sudoku_test_ui_find_widget (GTK_WIDGET (path_panel (window)), GTK_TYPE_LIST_BOX, NULL);
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (GTK_IS_LIST_BOX_ROW (row))
      {
        g_assert_cmpuint (count_ellipsized (row), ==, 0);
        n_rows++;
      }
  g_assert_cmpuint (n_rows, >, 10);

  sudoku_test_ui_destroy_window (window);
}

/* The step drawn on the board is the path's step @index. */
static gboolean
draws_path_step (SudokuWindow *window,
                 guint         index)
{
  const SudokuStep *drawn = sudoku_step_view_get_step (sudoku_test_ui_step_view (window));
  const SudokuStep *listed = g_ptr_array_index (sudoku_path_panel_get_steps (path_panel (window)), index);

  return drawn != NULL && memcmp (&drawn->step, &listed->step, sizeof drawn->step) == 0;
}

/* A hint and the path never show two steps at once: a hint takes the
 * path's step away, and choosing a step of the path puts the hint away. */
static void
test_hint_or_path (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  g_autoptr(GArray) set = sudoku_test_load_set ("sets", "rated-se-100.txt");
  const SudokuStep *drawn;

  load_givens (window, &g_array_index (set, SudokuTestPuzzle, 60).givens, NULL);
  show_path (window, TRUE);
  sudoku_path_panel_select (path_panel (window), 5);
  g_assert_true (draws_path_step (window, 5));

  for (int press = 0; press < 2; press++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
      sudoku_test_ui_wait_for (sudoku_test_ui_not_solving, board, "the hint");
      sudoku_test_ui_spin ();
      g_assert_cmpint (sudoku_path_panel_get_selected (path_panel (window)), ==, -1);
    }
  drawn = sudoku_step_view_get_step (sudoku_test_ui_step_view (window));
  g_assert_nonnull (drawn);
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "hint-dismiss"));

  sudoku_path_panel_select (path_panel (window), 3);
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "hint-dismiss"));
  g_assert_true (draws_path_step (window, 3));

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

  g_test_add_func ("/ui/Path/list-select-apply", test_list_select_apply);
  g_test_add_func ("/ui/Path/follows-edits", test_follows_edits);
  g_test_add_func ("/ui/Path/hardest-by-logic", test_hardest_by_logic);
  g_test_add_func ("/ui/Path/refused", test_refused);
  g_test_add_func ("/ui/Path/close-while-busy", test_close_while_busy);
  g_test_add_data_func ("/ui/Path/navigator-540", GINT_TO_POINTER (540), test_navigator);
  g_test_add_data_func ("/ui/Path/navigator-360", GINT_TO_POINTER (360), test_navigator);
  g_test_add_func ("/ui/Path/tab-stops", test_tab_stops);
  g_test_add_func ("/ui/Path/close-with-step", test_close_with_step);
  g_test_add_func ("/ui/Path/hint-or-path", test_hint_or_path);
  g_test_add_func ("/ui/Path/rows-whole", test_rows_whole);

  status = g_test_run ();

  g_clear_object (&application);
  return status;
}
