/* test-window-hint.c: Hint in three presses, and the step drawn on the board
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The first press names the technique and where to look and leaves the
 * board alone; the second draws the step (checked through the shapes the
 * step view draws: which cells, candidates, unit sides and links); the third
 * carries it out as one undoable edit, eliminations as pencil marks. Wrong
 * digits are named instead, and removed. The
 * positions come from the logic engine's own paths over the test sets, so
 * each test meets the technique it is about on a real puzzle.
 */

#include "config.h"

#include <gtk/gtk.h>
#include <string.h>

#include "sk-logic.h"
#include "sk-solver.h"
#include "sudoku-application.h"
#include "sudoku-board-private.h"
#include "sudoku-board-step.h"
#include "sudoku-cell-entry.h"
#include "sudoku-step-painter.h"
#include "sudoku-test-ui.h"
#include "sudoku-test-util.h"

static GtkApplication *application;

/* Shows the position on the window's board: its givens, the digits placed
 * on the way and its candidates as pencil marks. */
static void
load_position (SudokuWindow              *window,
               const SudokuTestPosition *position)
{
  SudokuBoard *board = sudoku_window_get_board (window);
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();
  guint8 place[SK_CELLS] = { 0 };
  SkMask marks[SK_CELLS];

  puzzle->givens = position->givens;
  puzzle->layout = position->layout;
  puzzle->has_layout = !sk_layout_is_standard (&position->layout);
  sudoku_board_load_puzzle (board, puzzle);
  for (guint i = 0; i < SK_CELLS; i++)
    {
      if (position->givens.cell[i] == 0)
        place[i] = position->before.grid.cell[i];
      marks[i] = position->before.grid.cell[i] == 0 ? position->before.cand[i] : 0;
    }
  _sudoku_board_apply_step_result (board, marks, place);
}

/* The hint card under the board, its text, legend and Show Step button. */
static GtkWidget *
hint_box (SudokuWindow *window)
{
  GtkWidget *box = sudoku_test_ui_find_widget (GTK_WIDGET (window), GTK_TYPE_BOX, "sudoku-hint");

  g_assert_nonnull (box);
  return box;
}

static GtkLabel *
hint_label (SudokuWindow *window)
{
  return GTK_LABEL (sudoku_test_ui_find_widget (hint_box (window), GTK_TYPE_LABEL, NULL));
}

static GtkLabel *
hint_legend_label (SudokuWindow *window)
{
  GtkWidget *legend = sudoku_test_ui_find_widget (hint_box (window), GTK_TYPE_LABEL, "caption");

  g_assert_nonnull (legend);
  return GTK_LABEL (legend);
}

/* The card's buttons, kept in view under it. */
static GtkWidget *
hint_actions (SudokuWindow *window)
{
  GtkWidget *box = sudoku_test_ui_find_widget (GTK_WIDGET (window), GTK_TYPE_BOX,
                                               "sudoku-hint-actions");

  g_assert_nonnull (box);
  return box;
}

static GtkWidget *
hint_show_button (SudokuWindow *window)
{
  return sudoku_test_ui_find_action_widget (hint_actions (window), "win.hint");
}

static void
press_hint (SudokuWindow *window)
{
  SudokuBoard *board = sudoku_window_get_board (window);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  sudoku_test_ui_wait_for (sudoku_test_ui_not_solving, board, "the hint");
  sudoku_test_ui_spin ();
}

/* The card is built at the first hint: before, there is none to show. */
static gboolean
hint_shown (SudokuWindow *window)
{
  GtkWidget *box = sudoku_test_ui_find_widget (GTK_WIDGET (window), GTK_TYPE_BOX, "sudoku-hint");

  return box != NULL && gtk_widget_get_visible (box);
}

static GArray *
drawn_shapes (SudokuWindow *window)
{
  GArray *shapes;

  sudoku_test_ui_spin ();
  shapes = sudoku_step_view_get_shapes (sudoku_test_ui_step_view (window));
  g_assert_nonnull (shapes);
  return shapes;
}

static guint
count_shapes (GArray              *shapes,
              SudokuStepShapeKind  kind)
{
  guint n = 0;

  for (guint i = 0; i < shapes->len; i++)
    n += g_array_index (shapes, SudokuStepShape, i).kind == kind;
  return n;
}

/* The legend is the painter's: it names each ink the drawing uses, and
 * no other. */
static void
assert_legend_drawn (SudokuWindow *window,
                     GArray       *shapes)
{
  guint inks = sudoku_step_painter_inks (shapes);
  g_autofree char *expected = sudoku_step_describe_inks (inks);

  g_test_message ("legend: %s", gtk_label_get_text (hint_legend_label (window)));
  g_assert_cmpuint (inks, !=, 0);
  g_assert_cmpstr (gtk_label_get_text (hint_legend_label (window)), ==, expected);
}

/* The struck-out candidates are exactly the step's eliminations, and the
 * ringed placements its placements. */
static void
assert_actions_drawn (GArray       *shapes,
                      const SkStep *step)
{
  SkMask struck[SK_CELLS] = { 0 };
  guint8 placed[SK_CELLS] = { 0 };

  for (guint i = 0; i < shapes->len; i++)
    {
      const SudokuStepShape *shape = &g_array_index (shapes, SudokuStepShape, i);

      if (shape->kind == SUDOKU_STEP_SHAPE_STRIKE)
        struck[shape->cell] |= (SkMask) (1u << (shape->digit - 1));
      else if (shape->kind == SUDOKU_STEP_SHAPE_PLACE)
        placed[shape->cell] = (guint8) shape->digit;
    }
  for (guint i = 0; i < SK_CELLS; i++)
    {
      g_assert_cmpuint (struck[i], ==, step->remove[i]);
      g_assert_cmpuint (placed[i], ==, step->place[i]);
    }
}

/* A screen reader hears each cell's part in the drawn step: its role in
 * the pattern and the candidates it loses, after the cell's candidates. */
static void
assert_cells_described (SudokuWindow *window,
                        const SkStep *step)
{
  for (guint i = 0; i < SK_CELLS; i++)
    {
      const char *description = sudoku_cell_entry_get_description (
        SUDOKU_CELL_ENTRY (sudoku_board_view_get_cell_entry (sudoku_test_ui_board_view (window), i)));
      gboolean marked = FALSE;

      for (int m = 0; m < step->n_marks; m++)
        marked |= step->marks[m].cell == i;
      if (marked)
        g_assert_nonnull (strstr (description, "Hint: "));
      if (step->remove[i] != 0)
        {
          g_autofree char *removes = g_strdup_printf ("removes %d", __builtin_ctz (step->remove[i]) + 1);

          g_assert_nonnull (strstr (description, removes));
          g_assert_true (g_str_has_prefix (description, "Marks: ") || g_str_has_prefix (description, "Candidates "));
        }
      if (!marked && step->remove[i] == 0 && description != NULL)
        g_assert_null (strstr (description, "Hint: "));
    }
}

/* ---- tests ---- */

/* A full house: where to look, the step drawn, the digit placed, one undo. */
static void
test_three_presses (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();
  g_autoptr(GArray) shapes = NULL;
  SkGrid solution, before, after;
  const char *text;

  sudoku_test_readme_solution ("classic-line.txt", &solution);
  puzzle->givens = solution;
  puzzle->givens.cell[50] = 0;
  sudoku_board_load_puzzle (board, puzzle);
  sudoku_board_get_values_grid (board, &before);
  g_assert_false (hint_shown (window));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "hint-apply"));

  /* 1: the technique and where, nothing drawn, nothing changed */
  press_hint (window);
  g_assert_true (hint_shown (window));
  text = gtk_label_get_text (hint_label (window));
  g_test_message ("where: %s", text);
  g_assert_cmpstr (text, ==, "Full House: look at box 5");
  g_assert_null (sudoku_step_view_get_step (sudoku_test_ui_step_view (window)));
  g_assert_true (gtk_widget_get_visible (hint_show_button (window)));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "hint-apply"));
  sudoku_board_get_values_grid (board, &after);
  sudoku_test_assert_grids_equal (&after, &before);

  /* 2: drawn, in words, with a legend */
  press_hint (window);
  g_assert_nonnull (sudoku_step_view_get_step (sudoku_test_ui_step_view (window)));
  text = gtk_label_get_text (hint_label (window));
  g_test_message ("step: %s", text);
  g_assert_cmpstr (text, ==, "Full House: r6c6 is the last empty cell of box 5, so it holds the "
                             "missing digit, 4.");
  g_assert_false (gtk_widget_get_visible (hint_show_button (window)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (hint_legend_label (window))));
  g_assert_nonnull (strstr (gtk_label_get_text (hint_legend_label (window)), "green: the digit placed"));
  shapes = drawn_shapes (window);
  assert_actions_drawn (shapes, &sudoku_step_view_get_step (sudoku_test_ui_step_view (window))->step);
  g_assert_cmpuint (count_shapes (shapes, SUDOKU_STEP_SHAPE_PLACE), ==, 1);
  /* Box 5 outlined: three sides of three cells each. */
  g_assert_cmpuint (count_shapes (shapes, SUDOKU_STEP_SHAPE_OUTLINE), ==, 4 * 3);
  sudoku_board_get_values_grid (board, &after);
  sudoku_test_assert_grids_equal (&after, &before);

  /* 3: carried out */
  press_hint (window);
  g_assert_false (hint_shown (window));
  g_assert_null (sudoku_step_view_get_step (sudoku_test_ui_step_view (window)));
  g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, 50)), ==, solution.cell[50]);
  g_assert_true (sudoku_cell_get_hinted (sudoku_board_get_cell (board, 50)));
  g_assert_cmpuint (sudoku_board_view_get_cursor (sudoku_test_ui_board_view (window)), ==, 50);
  g_assert_cmpstr (sudoku_test_ui_get_status (window), ==, "Full House: placed 1 digit");
  g_assert_false (sudoku_board_get_has_marks (board));

  /* one step of the history */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  sudoku_board_get_values_grid (board, &after);
  sudoku_test_assert_grids_equal (&after, &before);

  sudoku_test_ui_destroy_window (window);
}

/* An elimination has no digit to place: applying it marks the cells it
 * removes from with their candidates left, and only those (marks on demand). */
static void
test_elimination_to_marks (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();
  g_autoptr(GArray) shapes = NULL;
  const SudokuStep *step;
  SkCandidateGrid start;
  SkMask marks[SK_CELLS];
  SudokuTestPosition position;

  /* A puzzle whose first step is pointing, from its givens. */
  g_assert_true (sudoku_test_find_position ("top1465-100.txt", SK_TECH_POINTING, TRUE, &position));
  puzzle->givens = position.givens;
  g_assert_cmpint (sk_grid_count_filled (&position.before.grid), ==,
                   sk_grid_count_filled (&position.givens));
  sudoku_board_load_puzzle (board, puzzle);
  sudoku_board_get_step_grid (board, &start);

  press_hint (window);
  g_assert_nonnull (strstr (gtk_label_get_text (hint_label (window)), "Pointing: look at digit "));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL);
  step = sudoku_step_view_get_step (sudoku_test_ui_step_view (window));
  g_assert_nonnull (step);
  g_assert_cmpint (step->step.technique, ==, SK_TECH_POINTING);
  shapes = drawn_shapes (window);
  assert_actions_drawn (shapes, &step->step);
  g_assert_cmpuint (count_shapes (shapes, SUDOKU_STEP_SHAPE_STRIKE), ==,
                    sudoku_step_count_eliminations (step));
  g_assert_nonnull (strstr (gtk_label_get_text (hint_label (window)), "Remove "));

  /* Apply, from the button's action */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint-apply", NULL));
  g_assert_false (hint_shown (window));
  g_assert_true (sudoku_board_get_has_marks (board));
  sudoku_board_get_marks (board, marks);
  for (guint i = 0; i < SK_CELLS; i++)
    g_assert_cmpuint (marks[i], ==, position.step.remove[i] != 0
                                    ? start.cand[i] & ~position.step.remove[i] : 0);
  g_assert_nonnull (strstr (sudoku_test_ui_get_status (window), "Pointing: removed "));

  /* The next hint starts from those marks. */
  press_hint (window);
  g_assert_true (hint_shown (window));
  /* (Shown, the step is the one drawn.) */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL);
  step = sudoku_step_view_get_step (sudoku_test_ui_step_view (window));
  g_assert_nonnull (step);
  g_assert_true (step->from_marks);
  for (guint i = 0; i < SK_CELLS; i++)
    g_assert_cmpuint (step->before.cand[i], ==, start.cand[i] & ~position.step.remove[i]);

  /* One undo: no marks again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint-dismiss", NULL));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_false (sudoku_board_get_has_marks (board));

  sudoku_test_ui_destroy_window (window);
}

/* A wrong digit that clashes with nothing: the hint names its cell and
 * offers to remove it; the next press does, as one undoable edit. With
 * Show Mistakes on, the wrong digit is marked as it is typed. */
static gboolean
entry_has_mistake (gpointer data)
{
  return gtk_widget_has_css_class (GTK_WIDGET (data), "mistake");
}

static void
entry_color (GtkWidget *entry,
             GdkRGBA   *color)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (entry), color);
  G_GNUC_END_IGNORE_DEPRECATIONS
}

/* Clicks the hint card's button for @action (a click gives it the focus
 * first) and checks that the focus went back to a cell of the board. */
static void
assert_click_leaves_focus_on_board (SudokuWindow *window,
                                    const char   *action)
{
  GtkWidget *button = sudoku_test_ui_find_action_widget (hint_actions (window), action);
  GtkWidget *focus;

  g_assert_true (gtk_widget_grab_focus (button));
  g_signal_emit_by_name (button, "clicked");
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_assert_nonnull (gtk_widget_get_ancestor (focus, SUDOKU_TYPE_BOARD_VIEW));
}

static void
test_mistakes (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  SudokuBoardView *view = sudoku_test_ui_board_view (window);
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();
  g_autofree char *named = NULL;
  SkMask candidates[SK_CELLS];
  SkGrid solution;
  GtkWidget *wrong_entry, *right_entry;
  GdkRGBA wrong_color, right_color;
  guint wrong = SK_CELLS, right = SK_CELLS, digit = 0;

  sudoku_test_grid_from_text ("000310000060097040001420300030000502786000139502000060003059700020680010000074000",
                              &puzzle->givens);
  g_assert_true (sudoku_test_solve_unique (&puzzle->givens, &solution));
  sudoku_board_load_puzzle (board, puzzle);
  sudoku_board_get_candidates (board, candidates);
  for (guint i = 0; i < SK_CELLS && wrong == SK_CELLS; i++)
    for (guint d = 1; d <= SK_SIZE; d++)
      if (d != solution.cell[i] && (candidates[i] & (1u << (d - 1))))
        {
          wrong = i;
          digit = d;
          break;
        }
  for (guint i = SK_CELLS; i-- > 0 && right == SK_CELLS;)
    if (puzzle->givens.cell[i] == 0)
      right = i;
  g_assert_true (sudoku_board_set_value (board, right, solution.cell[right]));
  g_assert_true (sudoku_board_set_value (board, wrong, digit));
  g_assert_cmpuint (sudoku_board_get_n_conflicts (board), ==, 0);

  press_hint (window);
  g_assert_true (hint_shown (window));
  named = g_strdup_printf ("r%uc%u is not %u", wrong / SK_SIZE + 1, wrong % SK_SIZE + 1, digit);
  g_assert_cmpstr (gtk_label_get_text (hint_label (window)), ==, named);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (sudoku_test_ui_find_action_widget (
                     hint_actions (window), "win.hint-apply"))), ==, "_Remove Wrong Digits");
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "hint-apply"));

  /* Remove Wrong Digits clicked: the keyboard is back on the board. */
  assert_click_leaves_focus_on_board (window, "win.hint-apply");
  g_assert_false (hint_shown (window));
  g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, wrong)), ==, 0);
  g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, right)), ==,
                    solution.cell[right]);
  g_assert_cmpstr (sudoku_test_ui_get_status (window), ==, "Removed 1 wrong digit");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, wrong)), ==, digit);

  /* Show Mistakes: off by default, then the wrong digit stands out. */
  wrong_entry = sudoku_board_view_get_cell_entry (view, wrong);
  right_entry = sudoku_board_view_get_cell_entry (view, right);
  g_assert_false (sudoku_board_view_get_show_mistakes (view));
  entry_color (wrong_entry, &wrong_color);
  entry_color (right_entry, &right_color);
  g_assert_true (gdk_rgba_equal (&wrong_color, &right_color));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-mistakes", NULL));
  g_assert_true (sudoku_board_view_get_show_mistakes (view));
  sudoku_test_ui_wait_for (entry_has_mistake, wrong_entry, "the mistake marked");
  g_assert_false (gtk_widget_has_css_class (right_entry, "mistake"));
  entry_color (wrong_entry, &wrong_color);
  g_assert_false (gdk_rgba_equal (&wrong_color, &right_color));
  g_assert_false (gtk_widget_has_css_class (wrong_entry, "conflict"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-mistakes", NULL));
  entry_color (wrong_entry, &wrong_color);
  g_assert_true (gdk_rgba_equal (&wrong_color, &right_color));

  sudoku_test_ui_destroy_window (window);
}

/* Close, Escape's action and any edit put the hint away. */
static void
test_dismiss (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();
  g_auto(GStrv) accels = NULL;
  SkGrid solution;
  guint empty = SK_CELLS;

  sudoku_test_grid_from_text ("000310000060097040001420300030000502786000139502000060003059700020680010000074000",
                              &puzzle->givens);
  g_assert_true (sudoku_test_solve_unique (&puzzle->givens, &solution));
  sudoku_board_load_puzzle (board, puzzle);
  for (guint i = 0; i < SK_CELLS && empty == SK_CELLS; i++)
    if (puzzle->givens.cell[i] == 0)
      empty = i;

  press_hint (window);
  g_assert_true (hint_shown (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint-dismiss", NULL));
  g_assert_false (hint_shown (window));

  /* Closed by a click on Close: the keyboard is back on the board. */
  press_hint (window);
  assert_click_leaves_focus_on_board (window, "win.hint-dismiss");
  g_assert_false (hint_shown (window));
  /* No hint left to dismiss or apply. */
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "hint-dismiss"));

  press_hint (window);
  press_hint (window);
  g_assert_nonnull (sudoku_step_view_get_step (sudoku_test_ui_step_view (window)));
  g_assert_true (sudoku_board_set_value (board, empty, solution.cell[empty]));
  g_assert_false (hint_shown (window));
  g_assert_null (sudoku_step_view_get_step (sudoku_test_ui_step_view (window)));
  /* Candidates are the board's own again. */
  g_assert_cmpuint (sudoku_cell_entry_get_shown_digits (SUDOKU_CELL_ENTRY (
                      sudoku_board_view_get_cell_entry (sudoku_test_ui_board_view (window), empty))), ==, 0);

  accels = gtk_application_get_accels_for_action (application, "win.hint-dismiss");
  g_assert_cmpstrv (accels, ((const char *[]) { "Escape", NULL }));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "hint-dismiss"));

  sudoku_test_ui_destroy_window (window);
}

/* An X-Wing: its base rows outlined, its cover columns too, the
 * eliminations struck out, the pattern's cells tinted. */
static void
test_fish_drawn (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  g_autoptr(GArray) shapes = NULL;
  const SudokuStep *step;
  SudokuTestPosition position;
  guint base_sides = 0, cover_sides = 0, tints = 0;

  g_assert_true (sudoku_test_find_position ("rated-se-100.txt", SK_TECH_X_WING, FALSE, &position));
  load_position (window, &position);
  press_hint (window);
  g_test_message ("where: %s", gtk_label_get_text (hint_label (window)));
  g_assert_nonnull (strstr (gtk_label_get_text (hint_label (window)), "X-Wing: look at digit "));
  press_hint (window);
  step = sudoku_step_view_get_step (sudoku_test_ui_step_view (window));
  g_assert_cmpint (step->step.technique, ==, SK_TECH_X_WING);
  g_assert_true (memcmp (step->step.remove, position.step.remove, sizeof step->step.remove) == 0);
  g_test_message ("step: %s", gtk_label_get_text (hint_label (window)));

  shapes = drawn_shapes (window);
  assert_actions_drawn (shapes, &step->step);
  for (guint i = 0; i < shapes->len; i++)
    {
      const SudokuStepShape *shape = &g_array_index (shapes, SudokuStepShape, i);

      if (shape->kind == SUDOKU_STEP_SHAPE_OUTLINE)
        {
          /* A side of a cell of a base (cover) unit */
          guint32 units = shape->role ? step->step.cover_units : step->step.base_units;
          gboolean in_unit = FALSE;

          for (int u = 0; u < SK_UNITS; u++)
            if (((units >> u) & 1) && ((step->layout.cell_unit_bits[shape->cell] >> u) & 1))
              in_unit = TRUE;
          g_assert_true (in_unit);
          base_sides += shape->role == 0;
          cover_sides += shape->role == 1;
        }
      else if (shape->kind == SUDOKU_STEP_SHAPE_TINT)
        tints++;
    }
  /* Two rows and two columns, each 9 cells long: 20 sides each. */
  g_assert_cmpuint (base_sides, ==, 2 * (2 + 2 * SK_SIZE));
  g_assert_cmpuint (cover_sides, ==, 2 * (2 + 2 * SK_SIZE));
  g_assert_cmpuint (tints, ==, (guint) step->step.n_marks);
  assert_legend_drawn (window, shapes);
  g_assert_nonnull (strstr (gtk_label_get_text (hint_legend_label (window)), "red: candidates removed"));
  /* The rows and the columns: outlined in two colours, both named. */
  g_assert_nonnull (strstr (gtk_label_get_text (hint_legend_label (window)), "blue outline: "));
  g_assert_nonnull (strstr (gtk_label_get_text (hint_legend_label (window)), "purple outline: "));
  assert_cells_described (window, &step->step);

  /* Dismissed: the cells say nothing of a step any more. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.hint-dismiss", NULL);
  for (guint i = 0; i < SK_CELLS; i++)
    {
      const char *description = sudoku_cell_entry_get_description (
        SUDOKU_CELL_ENTRY (sudoku_board_view_get_cell_entry (sudoku_test_ui_board_view (window), i)));

      g_assert_true (description == NULL || strstr (description, "Hint") == NULL);
      g_assert_true (description == NULL || strstr (description, "removes") == NULL);
    }

  sudoku_test_ui_destroy_window (window);
}

/* @widget lies whole inside the window and inside each scrolled window it
 * is in: nothing of it is cut off or scrolled away. */
static void
assert_fully_shown (SudokuWindow *window,
                    GtkWidget    *widget)
{
  graphene_rect_t bounds, room;

  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &bounds));
  graphene_rect_init (&room, 0, 0, gtk_widget_get_width (GTK_WIDGET (window)),
                      gtk_widget_get_height (GTK_WIDGET (window)));
  g_assert_true (graphene_rect_contains_rect (&room, &bounds));
  for (GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
       scroller != NULL;
       scroller = gtk_widget_get_ancestor (gtk_widget_get_parent (scroller), GTK_TYPE_SCROLLED_WINDOW))
    {
      g_assert_true (gtk_widget_compute_bounds (scroller, GTK_WIDGET (window), &room));
      g_assert_true (graphene_rect_contains_rect (&room, &bounds));
    }
}

static void
assert_board_at (SudokuWindow          *window,
                 const graphene_rect_t *expected,
                 const char            *stage)
{
  graphene_rect_t bounds;

  sudoku_test_ui_settle (window);
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (sudoku_test_ui_board_view (window)),
                                            GTK_WIDGET (window), &bounds));
  g_test_message ("%s: board %.0f x %.0f at %.0f,%.0f", stage, bounds.size.width,
                  bounds.size.height, bounds.origin.x, bounds.origin.y);
  g_assert_true (graphene_rect_equal (&bounds, expected));
  /* The card's buttons, whatever its sentence, in view. */
  if (hint_shown (window))
    for (GtkWidget *button = gtk_widget_get_first_child (hint_actions (window)); button != NULL;
         button = gtk_widget_get_next_sibling (button))
      if (gtk_widget_get_visible (button))
        assert_fully_shown (window, button);
}

/* A card longer than its room under the board says so: a scrollbar drawn
 * whether or not the pointer is over it (an overlay one is not). */
static void
assert_more_shown (SudokuWindow *window)
{
  /* The card's room and its row of buttons share a column. */
  GtkWidget *scroller = gtk_widget_get_parent (hint_actions (window));
  GtkAdjustment *adjustment;
  GtkWidget *bar;

  scroller = sudoku_test_ui_find_widget (scroller, GTK_TYPE_SCROLLED_WINDOW, NULL);
  g_assert_nonnull (scroller);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_test_message ("the card: %.0f px in %.0f", gtk_adjustment_get_upper (adjustment),
                  gtk_adjustment_get_page_size (adjustment));
  if (gtk_adjustment_get_upper (adjustment) <= gtk_adjustment_get_page_size (adjustment))
    return;
  bar = gtk_scrolled_window_get_vscrollbar (GTK_SCROLLED_WINDOW (scroller));
  g_assert_false (gtk_scrolled_window_get_overlay_scrolling (GTK_SCROLLED_WINDOW (scroller)));
  g_assert_true (gtk_widget_get_mapped (bar));
  g_assert_cmpint (gtk_widget_get_width (bar), >, 0);
}

/* The hint card, however long its sentence, never resizes or moves the
 * board, and its buttons stay in view: in the default window (540 x 680)
 * and at 360 px wide, before, at each press, and after. */
static void
test_board_steady (gconstpointer data)
{
  static const SkTechnique chains[] = { SK_TECH_XY_CHAIN, SK_TECH_AIC, SK_TECH_X_CYCLE };
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuTestPosition position;
  graphene_rect_t before;
  gboolean found = FALSE;
  g_autofree char *decoration = NULL;

  /* GNOME's default title buttons (close only): a phone's width fits. */
  g_object_get (gtk_settings_get_default (), "gtk-decoration-layout", &decoration, NULL);
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", ":close", NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), GPOINTER_TO_INT (data), 680);
  for (guint c = 0; c < G_N_ELEMENTS (chains) && !found; c++)
    found = sudoku_test_find_position ("rated-se-100.txt", chains[c], FALSE, &position);
  g_assert_true (found);
  load_position (window, &position);
  sudoku_test_ui_settle (window);
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (sudoku_test_ui_board_view (window)),
                                            GTK_WIDGET (window), &before));
  g_test_message ("before: board %.0f x %.0f in a window %d px wide", before.size.width,
                  before.size.height, gtk_widget_get_width (GTK_WIDGET (window)));

  press_hint (window);
  g_assert_true (hint_shown (window));
  assert_board_at (window, &before, "where to look");
  press_hint (window);
  assert_board_at (window, &before, "the step drawn");
  assert_more_shown (window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint-apply", NULL));
  assert_board_at (window, &before, "applied");

  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, GPOINTER_TO_INT (data));
  sudoku_test_ui_destroy_window (window);
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", decoration, NULL);
}

static cairo_surface_t *
paint_shapes (GArray   *shapes,
              gboolean  with_links,
              double    cell_size)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1000, 1000);
  cairo_t *cr = cairo_create (surface);
  g_autoptr(GArray) kept = g_array_new (FALSE, FALSE, sizeof (SudokuStepShape));

  for (guint i = 0; i < shapes->len; i++)
    if (with_links || g_array_index (shapes, SudokuStepShape, i).kind != SUDOKU_STEP_SHAPE_LINK)
      g_array_append_val (kept, g_array_index (shapes, SudokuStepShape, i));
  sudoku_step_painter_draw (kept, cr, cell_size, FALSE);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* A link that ends on a removed candidate, as a forcing chain's do, leaves
 * its pixels as they are without the link; and it is drawn elsewhere. */
static void
assert_strike_uncovered (GArray *drawn)
{
  g_autoptr(GArray) shapes = g_array_copy (drawn);
  const SudokuStepShape *strike = NULL;
  SudokuStepShape link = { SUDOKU_STEP_SHAPE_LINK, 0, 1, 1 };
  graphene_point_t centre;
  cairo_surface_t *with, *without;
  double cell_size, radius;
  guint inside = 0, outside_differ = 0;
  int stride;

  for (guint i = 0; i < shapes->len && strike == NULL; i++)
    if (g_array_index (shapes, SudokuStepShape, i).kind == SUDOKU_STEP_SHAPE_STRIKE)
      strike = &g_array_index (shapes, SudokuStepShape, i);
  g_assert_nonnull (strike);
  graphene_rect_get_center (&strike->area, &centre);
  cell_size = strike->area.size.width * 3;
  radius = strike->area.size.width / 2 - 1.5;
  link.from = GRAPHENE_POINT_INIT (centre.x > 2 * cell_size ? centre.x - 2 * cell_size
                                                             : centre.x + 2 * cell_size, centre.y);
  link.to = centre;
  g_array_append_val (shapes, link);

  with = paint_shapes (shapes, TRUE, cell_size);
  without = paint_shapes (shapes, FALSE, cell_size);
  stride = cairo_image_surface_get_stride (with);
  for (int y = 0; y < 1000; y++)
    for (int x = 0; x < 1000; x++)
      {
        guint32 a = *(guint32 *) (cairo_image_surface_get_data (with) + y * stride + x * 4);
        guint32 b = *(guint32 *) (cairo_image_surface_get_data (without) + y * stride + x * 4);
        double dx = x + 0.5 - centre.x, dy = y + 0.5 - centre.y;

        if (dx * dx + dy * dy <= radius * radius)
          {
            g_assert_cmphex (a, ==, b);
            inside++;
          }
        else
          outside_differ += a != b;
      }
  g_assert_cmpuint (inside, >, 20);
  g_assert_cmpuint (outside_differ, >, 20);
  cairo_surface_destroy (with);
  cairo_surface_destroy (without);
}

/* A chain: one link drawn per link of the step, solid where strong. */
static void
test_chain_drawn (void)
{
  static const SkTechnique chains[] = { SK_TECH_XY_CHAIN, SK_TECH_AIC, SK_TECH_X_CYCLE };
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  g_autoptr(GArray) shapes = NULL;
  const SudokuStep *step;
  SudokuTestPosition position;
  gboolean found = FALSE;
  guint link = 0;

  for (guint c = 0; c < G_N_ELEMENTS (chains) && !found; c++)
    found = sudoku_test_find_position ("rated-se-100.txt", chains[c], FALSE, &position);
  g_assert_true (found);
  load_position (window, &position);
  press_hint (window);
  press_hint (window);
  step = sudoku_step_view_get_step (sudoku_test_ui_step_view (window));
  g_assert_cmpint (step->step.technique, ==, position.technique);
  g_assert_cmpint (step->step.n_links, >, 0);
  g_test_message ("step: %s", gtk_label_get_text (hint_label (window)));

  shapes = drawn_shapes (window);
  assert_actions_drawn (shapes, &step->step);
  assert_strike_uncovered (shapes);
  g_assert_cmpuint (count_shapes (shapes, SUDOKU_STEP_SHAPE_LINK), ==, (guint) step->step.n_links);
  for (guint i = 0; i < shapes->len; i++)
    {
      const SudokuStepShape *shape = &g_array_index (shapes, SudokuStepShape, i);
      const SkLink *l;

      if (shape->kind != SUDOKU_STEP_SHAPE_LINK)
        continue;
      l = &step->step.links[link++];
      g_assert_cmpint (shape->role, ==, l->strong != 0);
      g_assert_cmpuint (shape->digit, ==, step->step.nodes[l->from].digit);
      g_assert_cmpuint (shape->cell, ==, (guint) sk_board_first (step->step.nodes[l->from].cells));
    }
  g_assert_nonnull (strstr (gtk_label_get_text (hint_legend_label (window)), "line: a "));
  assert_legend_drawn (window, shapes);

  /* The card writes the chain in Eureka notation, then what it proves, in
   * one sentence: an open chain with one digit at both ends by its ends. */
  {
    g_autofree char *chain = sudoku_step_format_chain (step);
    const char *text = gtk_label_get_text (hint_label (window));
    g_autofree char *links = NULL;
    int ends[2] = { -1, -1 };
    int n_ends = 0;

    g_assert_nonnull (chain);
    g_assert_nonnull (strstr (chain, " => "));
    links = g_strndup (chain, (gsize) (strstr (chain, " => ") - chain));
    g_assert_nonnull (strstr (text, links));
    for (int m = 0; m < step->step.n_marks; m++)
      if (step->step.marks[m].role == SK_ROLE_PINCER && step->step.marks[m].cell != ends[0])
        {
          if (n_ends < 2)
            ends[n_ends] = step->step.marks[m].cell;
          n_ends++;
        }
    if (step->step.digit != 0 && n_ends == 2)
      {
        int first = MIN (ends[0], ends[1]), last = MAX (ends[0], ends[1]);
        g_autofree char *expected = g_strdup_printf (
          "%s: %s. One of its ends r%dc%d, r%dc%d is %d, so no cell that sees both can be %d.",
          sk_technique_info (step->step.technique)->name, links, first / 9 + 1, first % 9 + 1,
          last / 9 + 1, last % 9 + 1, step->step.digit, step->step.digit);

        g_assert_true (g_str_has_prefix (text, expected));
      }
    else
      g_assert_nonnull (strstr (text, "Along = at least one side is true"));
    /* Said once: not again on a line of its own. */
    g_assert_null (strchr (text, '\n'));
  }

  sudoku_test_ui_destroy_window (window);
}

/* On a jigsaw board the region's outline follows its shape: each outlined
 * side lies between a cell of the region and one outside it. */
static void
test_jigsaw_drawn (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  g_autoptr(GArray) shapes = NULL;
  const SudokuStep *step;
  SudokuTestPosition position;
  int region = -1;
  guint sides = 0;

  g_assert_true (sudoku_test_find_position ("jigsaw-solo-100.txt", SK_TECH_POINTING, FALSE, &position));
  g_assert_false (sk_layout_is_standard (&position.layout));
  load_position (window, &position);
  press_hint (window);
  press_hint (window);
  step = sudoku_step_view_get_step (sudoku_test_ui_step_view (window));
  g_assert_cmpint (step->step.technique, ==, SK_TECH_POINTING);
  g_test_message ("step: %s", gtk_label_get_text (hint_label (window)));
  g_assert_nonnull (strstr (gtk_label_get_text (hint_label (window)), "region "));

  for (int u = 2 * SK_SIZE; u < SK_UNITS; u++)
    if ((step->step.base_units >> u) & 1)
      region = u - 2 * SK_SIZE;
  g_assert_cmpint (region, >=, 0);

  shapes = drawn_shapes (window);
  assert_actions_drawn (shapes, &step->step);
  for (guint i = 0; i < shapes->len; i++)
    {
      const SudokuStepShape *shape = &g_array_index (shapes, SudokuStepShape, i);
      graphene_rect_t cell;
      graphene_point_t middle, outside;
      int orow, ocolumn;

      if (shape->kind != SUDOKU_STEP_SHAPE_OUTLINE || shape->role != 0)
        continue;
      g_assert_cmpint (position.layout.region[shape->cell], ==, region);
      /* The cell across the side, if any, is in another region. */
      g_assert_true (gtk_widget_compute_bounds (sudoku_board_view_get_cell_entry (sudoku_test_ui_board_view (window), shape->cell),
                                                GTK_WIDGET (sudoku_test_ui_step_view (window)), &cell));
      graphene_point_init (&middle, (shape->from.x + shape->to.x) / 2, (shape->from.y + shape->to.y) / 2);
      graphene_point_init (&outside, middle.x + (middle.x - (cell.origin.x + cell.size.width / 2)) * 0.5f,
                           middle.y + (middle.y - (cell.origin.y + cell.size.height / 2)) * 0.5f);
      orow = (int) shape->cell / SK_SIZE + (outside.y > cell.origin.y + cell.size.height) - (outside.y < cell.origin.y);
      ocolumn = (int) shape->cell % SK_SIZE + (outside.x > cell.origin.x + cell.size.width) - (outside.x < cell.origin.x);
      if (orow >= 0 && orow < SK_SIZE && ocolumn >= 0 && ocolumn < SK_SIZE)
        g_assert_cmpint (position.layout.region[orow * SK_SIZE + ocolumn], !=, region);
      sides++;
    }
  g_assert_cmpuint (sides, >=, 2 + 2 * 3);

  sudoku_test_ui_destroy_window (window);
}

/* Marks that have lost the solution's digit are named, not built on. */
static void
test_marks_exclude_solution (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();
  g_autofree char *expected = NULL;
  SkGrid solution;
  guint cell = SK_CELLS;
  guint other;

  sudoku_test_grid_from_text ("000310000060097040001420300030000502786000139502000060003059700020680010000074000",
                              &puzzle->givens);
  g_assert_true (sudoku_test_solve_unique (&puzzle->givens, &solution));
  sudoku_board_load_puzzle (board, puzzle);
  for (guint i = 0; i < SK_CELLS && cell == SK_CELLS; i++)
    if (puzzle->givens.cell[i] == 0)
      cell = i;
  other = solution.cell[cell] % 9 + 1;
  g_assert_true (sudoku_board_toggle_mark (board, cell, other));
  sudoku_board_view_set_cursor (sudoku_test_ui_board_view (window), 80);

  /* The card names the cell, the cursor goes there, and Restore Marks
   * (Hint again) adds the digit back as one edit. */
  press_hint (window);
  g_assert_true (hint_shown (window));
  expected = g_strdup_printf ("Your marks in r%uc%u remove the %u the solution needs",
                              cell / 9 + 1, cell % 9 + 1, solution.cell[cell]);
  g_assert_cmpstr (gtk_label_get_text (hint_label (window)), ==, expected);
  g_assert_cmpuint (sudoku_board_view_get_cursor (sudoku_test_ui_board_view (window)), ==, cell);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (sudoku_test_ui_find_action_widget (
                     hint_actions (window), "win.hint-apply"))), ==, "_Restore Marks");
  press_hint (window);
  g_assert_false (hint_shown (window));
  g_assert_cmpuint (sudoku_cell_get_marks (sudoku_board_get_cell (board, cell)), ==,
                    (1u << (other - 1)) | (1u << (solution.cell[cell] - 1)));
  g_assert_cmpstr (sudoku_test_ui_get_status (window), ==, "Restored the marks of 1 cell");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (sudoku_cell_get_marks (sudoku_board_get_cell (board, cell)), ==, 1u << (other - 1));

  /* Two cells: both named. */
  {
    guint second = SK_CELLS;
    guint other2;
    g_autofree char *both = NULL;

    for (guint i = cell + 1; i < SK_CELLS && second == SK_CELLS; i++)
      if (puzzle->givens.cell[i] == 0)
        second = i;
    other2 = solution.cell[second] % 9 + 1;
    g_assert_true (sudoku_board_toggle_mark (board, second, other2));
    press_hint (window);
    both = g_strdup_printf ("Your marks in 2 cells remove digits the solution needs: "
                            "r%uc%u needs %u, r%uc%u needs %u",
                            cell / 9 + 1, cell % 9 + 1, solution.cell[cell],
                            second / 9 + 1, second % 9 + 1, solution.cell[second]);
    g_assert_cmpstr (gtk_label_get_text (hint_label (window)), ==, both);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint-apply", NULL));
    g_assert_cmpstr (sudoku_test_ui_get_status (window), ==, "Restored the marks of 2 cells");
    g_assert_cmpuint (sudoku_board_get_wrong_marks (board, NULL), ==, 0);
  }

  sudoku_test_ui_destroy_window (window);
}

/* No step for clashing digits: the status says why, the board stays. (The
 * digits are typed, not givens: with no puzzle, no digit is wrong.) */
static void
test_refused (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();
  SkGrid before, after;

  sudoku_test_grid_from_text ("000310000060097040001420300030000502786000139502000060003059700020680010000074000",
                              &puzzle->entries);
  sudoku_board_load_puzzle (board, puzzle);
  sudoku_board_set_value (board, 0, 3);
  sudoku_board_get_values_grid (board, &before);

  press_hint (window);
  g_assert_false (hint_shown (window));
  g_assert_cmpstr (sudoku_test_ui_get_status (window), ==, "No hint: Row 1 has two 3s");
  sudoku_board_get_values_grid (board, &after);
  sudoku_test_assert_grids_equal (&after, &before);

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

  g_test_add_func ("/ui/Hint/three-presses", test_three_presses);
  g_test_add_func ("/ui/Hint/elimination-to-marks", test_elimination_to_marks);
  g_test_add_func ("/ui/Hint/dismiss", test_dismiss);
  g_test_add_func ("/ui/Hint/mistakes", test_mistakes);
  g_test_add_func ("/ui/Hint/fish-drawn", test_fish_drawn);
  g_test_add_func ("/ui/Hint/chain-drawn", test_chain_drawn);
  g_test_add_func ("/ui/Hint/jigsaw-drawn", test_jigsaw_drawn);
  g_test_add_func ("/ui/Hint/marks-exclude-solution", test_marks_exclude_solution);
  g_test_add_func ("/ui/Hint/refused", test_refused);
  g_test_add_data_func ("/ui/Hint/board-steady-540", GINT_TO_POINTER (540), test_board_steady);
  g_test_add_data_func ("/ui/Hint/board-steady-360", GINT_TO_POINTER (360), test_board_steady);

  status = g_test_run ();

  g_clear_object (&application);
  return status;
}
