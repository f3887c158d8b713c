/* test-window-layouts.c: the Layout menu, region borders and jigsaw puzzles in the window
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window offers the layouts shipped in data/layouts (read from the source
 * tree, since the test runs from the build tree) and the user's own, kept in
 * a throw-away XDG_DATA_HOME. Borders and tints are checked against region
 * maps read by hand, never against what the board view was told.
 */

#include "config.h"

#include <gtk/gtk.h>
#include <string.h>

#include "sk-grid.h"
#include "sudoku-alert.h"
#include "sudoku-application.h"
#include "sudoku-generate-dialog.h"
#include "sudoku-layout-editor-testing.h"
#include "sudoku-test-ui.h"
#include "sudoku-test-util.h"
#include "sudoku-window-testing.h"

#define CLASSIC \
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

static GtkApplication *application;

static gboolean
catalog_read (gpointer data)
{
  return g_list_model_get_n_items (G_LIST_MODEL (data)) > 1;
}

/* A window as a user would first see it: the last test's choice of layout forgotten. */
static SudokuWindow *
new_window (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  SudokuWindow *window;

  g_settings_reset (settings, "layout");
  window = sudoku_test_ui_new_window (application);

  sudoku_test_ui_wait_for (catalog_read, sudoku_window_get_layouts (window), "the layouts");
  sudoku_test_ui_spin ();
  return window;
}

/* The first shipped jigsaw layout (not the standard boxes, no extra houses)
 * after @skip others. */
static SudokuLayoutInfo *
some_jigsaw (SudokuWindow *window,
             guint         skip)
{
  GListModel *layouts = G_LIST_MODEL (sudoku_window_get_layouts (window));

  for (guint i = 0; i < g_list_model_get_n_items (layouts); i++)
    {
      g_autoptr(SudokuLayoutInfo) info = g_list_model_get_item (layouts, i);

      if (!sudoku_layout_info_is_standard (info) &&
          sudoku_layout_info_get_layout (info)->n_extra == 0 && skip-- == 0)
        return info;  /* the catalog keeps it alive */
    }
  g_assert_not_reached ();
}

static char *
action_state (SudokuWindow *window)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (window), "layout");
  g_autoptr(GVariant) state = g_action_get_state (action);

  return g_variant_dup_string (state, NULL);
}

static void
choose (SudokuWindow     *window,
        SudokuLayoutInfo *info)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.layout", "s",
                                             sudoku_layout_info_get_id (info)));
  sudoku_test_ui_spin ();
}

/* Thick lines exactly where neighbours lie in different regions of @map,
 * and never the same tint on both sides of one. */
static void
assert_borders_follow (SudokuWindow *window,
                       const char   *map)
{
  static const char * const tints[] = {
    "region-tint-0", "region-tint-1", "region-tint-2", "region-tint-3",
  };
  int tint[SK_CELLS];

  for (int i = 0; i < SK_CELLS; i++)
    {
      GtkWidget *entry = sudoku_board_view_get_cell_entry (sudoku_test_ui_board_view (window), (guint) i);
      int row = i / SK_SIZE;
      int column = i % SK_SIZE;
      gboolean right = column + 1 < SK_SIZE && map[i] != map[i + 1];
      gboolean below = row + 1 < SK_SIZE && map[i] != map[i + SK_SIZE];

      g_assert_cmpint (gtk_widget_has_css_class (entry, "region-right"), ==, right);
      g_assert_cmpint (gtk_widget_has_css_class (entry, "region-bottom"), ==, below);

      tint[i] = -1;
      for (guint t = 0; t < G_N_ELEMENTS (tints); t++)
        if (gtk_widget_has_css_class (entry, tints[t]))
          {
            g_assert_cmpint (tint[i], ==, -1);
            tint[i] = (int) t;
          }
      g_assert_cmpint (tint[i], >=, 0);
    }

  for (int i = 0; i < SK_CELLS; i++)
    {
      int column = i % SK_SIZE;

      /* One region, one tint; touching regions, different tints. */
      for (int j = 0; j < SK_CELLS; j++)
        if (map[i] == map[j])
          g_assert_cmpint (tint[i], ==, tint[j]);
      if (column + 1 < SK_SIZE && map[i] != map[i + 1])
        g_assert_cmpint (tint[i], !=, tint[i + 1]);
      if (i + SK_SIZE < SK_CELLS && map[i] != map[i + SK_SIZE])
        g_assert_cmpint (tint[i], !=, tint[i + SK_SIZE]);
    }
}

static void
map_of (SudokuLayoutInfo *info,
        char              map[SK_CELLS + 1])
{
  sk_layout_to_symbols (sudoku_layout_info_get_layout (info), map);
}

/* The Layout menu holds sections (shipped, then "Your Layouts"): its items
 * counted, and found by their place, across them. */
static int
n_layout_items (SudokuWindow *window)
{
  GMenuModel *menu = sudoku_test_ui_submenu_section (window, "_Layout");
  int n = 0;

  for (int s = 0; s < g_menu_model_get_n_items (menu); s++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, s, G_MENU_LINK_SECTION);

      n += g_menu_model_get_n_items (section);
    }
  return n;
}

static GMenuModel *
layout_item (SudokuWindow *window,
             int           index,
             int          *position)
{
  GMenuModel *menu = sudoku_test_ui_submenu_section (window, "_Layout");

  for (int s = 0; s < g_menu_model_get_n_items (menu); s++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, s, G_MENU_LINK_SECTION);

      if (index < g_menu_model_get_n_items (section))
        {
          *position = index;
          return section;  /* the menu keeps it alive */
        }
      index -= g_menu_model_get_n_items (section);
    }
  g_assert_not_reached ();
}

/* ---- tests ---- */

/* One radio item per layout of the catalog, under its name. */
static void
test_menu (void)
{
  SudokuWindow *window = new_window ();
  GListModel *layouts = G_LIST_MODEL (sudoku_window_get_layouts (window));
  g_autofree char *state = action_state (window);
  guint n = g_list_model_get_n_items (layouts);
  g_autoptr(GArray) order = g_array_new (FALSE, FALSE, sizeof (guint));

  /* What the README promises: at least a dozen, the standard boxes first;
   * no user layouts yet, so two sections: the jigsaws, then the variants,
   * each in the catalog's order. */
  g_assert_cmpuint (n, >=, 12);
  g_assert_cmpint (g_menu_model_get_n_items (sudoku_test_ui_submenu_section (window, "_Layout")), ==, 2);
  g_assert_cmpuint ((guint) n_layout_items (window), ==, n);
  for (guint variants = 0; variants < 2; variants++)
    for (guint i = 0; i < n; i++)
      {
        g_autoptr(SudokuLayoutInfo) info = g_list_model_get_item (layouts, i);

        if ((sudoku_layout_info_get_layout (info)->n_extra > 0) == variants)
          g_array_append_val (order, i);
      }
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(SudokuLayoutInfo) info = g_list_model_get_item (layouts,
                                                               g_array_index (order, guint, i));
      g_autofree char *label = NULL;
      g_autofree char *action = NULL;
      g_autoptr(GVariant) target = NULL;
      int at;
      GMenuModel *menu = layout_item (window, (int) i, &at);

      g_assert_true (g_menu_model_get_item_attribute (menu, at, G_MENU_ATTRIBUTE_LABEL,
                                                      "s", &label));
      g_assert_true (g_menu_model_get_item_attribute (menu, at, G_MENU_ATTRIBUTE_ACTION,
                                                      "s", &action));
      target = g_menu_model_get_item_attribute_value (menu, at, G_MENU_ATTRIBUTE_TARGET,
                                                      G_VARIANT_TYPE_STRING);
      g_assert_cmpstr (label, ==, sudoku_layout_info_get_name (info));
      g_assert_cmpstr (action, ==, "win.layout");
      g_assert_cmpstr (g_variant_get_string (target, NULL), ==, sudoku_layout_info_get_id (info));
      g_assert_true (i > 0 || sudoku_layout_info_is_standard (info));
    }
  g_assert_cmpstr (state, ==, "standard");

  sudoku_test_ui_destroy_window (window);
}

/* On an empty board the layout changes at once, and Undo takes it back. */
static void
test_choose_empty (void)
{
  SudokuWindow *window = new_window ();
  SudokuBoard *board = sudoku_window_get_board (window);
  SudokuLayoutInfo *jigsaw = some_jigsaw (window, 0);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *state = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *status = NULL;
  char map[SK_CELLS + 1];

  assert_borders_follow (window, SUDOKU_TEST_STANDARD_MAP);

  choose (window, jigsaw);
  g_assert_null (sudoku_test_ui_find_dialog (window));
  g_assert_true (sk_layout_equal (sudoku_board_get_layout (board),
                                  sudoku_layout_info_get_layout (jigsaw)));
  map_of (jigsaw, map);
  assert_borders_follow (window, map);
  state = action_state (window);
  g_assert_cmpstr (state, ==, sudoku_layout_info_get_id (jigsaw));
  saved = g_settings_get_string (settings, "layout");
  g_assert_cmpstr (saved, ==, sudoku_layout_info_get_id (jigsaw));
  status = g_strdup_printf ("Layout changed to %s", sudoku_layout_info_get_name (jigsaw));
  g_assert_cmpstr (_sudoku_window_get_last_toast (window), ==, status);

  /* New keeps the layout: the next puzzle of the same kind. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL);
  sudoku_test_ui_spin ();
  g_assert_true (sk_layout_equal (sudoku_board_get_layout (board),
                                  sudoku_layout_info_get_layout (jigsaw)));

  sudoku_board_reset (board);
  sudoku_board_set_layout (board, sudoku_layout_info_get_layout (jigsaw));
  sudoku_board_undo (board);
  sudoku_test_ui_spin ();
  g_clear_pointer (&state, g_free);
  state = action_state (window);
  g_assert_cmpstr (state, ==, "standard");
  assert_borders_follow (window, SUDOKU_TEST_STANDARD_MAP);

  g_settings_reset (settings, "layout");
  sudoku_test_ui_destroy_window (window);
}

/* With digits on the board, the user is asked first. */
static void
test_choose_asks (void)
{
  SudokuWindow *window = new_window ();
  SudokuBoard *board = sudoku_window_get_board (window);
  SudokuLayoutInfo *jigsaw = some_jigsaw (window, 1);
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  AdwMessageDialog *dialog;
  SkGrid before, after;
  char map[SK_CELLS + 1];
  g_autofree char *state = NULL;

  sudoku_test_grid_from_text (CLASSIC, &puzzle->givens);
  sudoku_board_load_puzzle (board, puzzle);
  sudoku_board_get_values_grid (board, &before);

  /* Cancel: nothing changes, and the menu's radio shows the old layout. */
  choose (window, jigsaw);
  sudoku_test_ui_wait_for (sudoku_test_ui_has_dialog, window, "the question");
  dialog = sudoku_test_ui_find_dialog (window);
  g_assert_true (sk_layout_is_standard (sudoku_board_get_layout (board)));
  state = action_state (window);
  g_assert_cmpstr (state, ==, "standard");
  sudoku_test_ui_respond (dialog, SUDOKU_ALERT_RESPONSE_CANCEL);
  sudoku_test_ui_spin ();
  g_assert_null (sudoku_test_ui_find_dialog (window));
  g_assert_true (sk_layout_is_standard (sudoku_board_get_layout (board)));

  /* Go ahead: the regions change, the digits stay. */
  choose (window, jigsaw);
  sudoku_test_ui_wait_for (sudoku_test_ui_has_dialog, window, "the question");
  sudoku_test_ui_respond (sudoku_test_ui_find_dialog (window), SUDOKU_ALERT_RESPONSE_ACCEPT);
  sudoku_test_ui_spin ();
  g_assert_true (sk_layout_equal (sudoku_board_get_layout (board),
                                  sudoku_layout_info_get_layout (jigsaw)));
  sudoku_board_get_values_grid (board, &after);
  sudoku_test_assert_grids_equal (&after, &before);
  map_of (jigsaw, map);
  assert_borders_follow (window, map);

  /* One undo: the boxes again, the digits still there. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  sudoku_test_ui_spin ();
  g_assert_true (sk_layout_is_standard (sudoku_board_get_layout (board)));
  sudoku_board_get_values_grid (board, &after);
  sudoku_test_assert_grids_equal (&after, &before);

  g_settings_reset (settings, "layout");
  sudoku_test_ui_destroy_window (window);
}

/* A jigsaw puzzle file brings its own regions; Solve works on them. */
static void
test_open_jigsaw_and_solve (void)
{
  SudokuWindow *window = new_window ();
  SudokuBoard *board = sudoku_window_get_board (window);
  g_autoptr(GFile) file = sudoku_test_ui_data_file ("examples", "jigsaw-line.txt");
  SkGrid givens, solution, shown, loaded;
  SkLayout layout;
  char map[SK_CELLS + 1];

  sudoku_test_jigsaw_example (&givens, map, &layout, &solution);
  sudoku_window_open_file (window, file);
  sudoku_test_ui_wait_for (sudoku_test_ui_board_filled, board, "jigsaw-line.txt");

  sudoku_board_get_givens_grid (board, &loaded);
  sudoku_test_assert_grids_equal (&loaded, &givens);
  g_assert_true (sk_layout_equal (sudoku_board_get_layout (board), &layout));
  assert_borders_follow (window, map);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL));
  sudoku_test_ui_wait_for (sudoku_test_ui_not_solving, board, "the solve");
  g_assert_nonnull (strstr (sudoku_test_ui_get_status (window), "unique solution"));
  sudoku_test_ui_shown_grid (window, &shown);
  g_assert_true (sudoku_test_is_solution_by_hand (&shown, &givens, map));
  sudoku_test_assert_grids_equal (&shown, &solution);

  sudoku_test_ui_destroy_window (window);
}

/* Each shipped example puzzle opens in its layout, which the menu then shows. */
static void
test_open_shipped_puzzle (void)
{
  SudokuWindow *window = new_window ();
  SudokuBoard *board = sudoku_window_get_board (window);
  SudokuLayoutInfo *jigsaw = some_jigsaw (window, 2);
  g_autofree char *name = g_strconcat (sudoku_layout_info_get_id (jigsaw), ".txt", NULL);
  g_autofree char *path = g_build_filename (SOURCE_DATADIR, "puzzles", name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *state = NULL;
  SkGrid shown, givens;
  char map[SK_CELLS + 1];

  sudoku_window_open_file (window, file);
  sudoku_test_ui_wait_for (sudoku_test_ui_board_filled, board, name);
  state = action_state (window);
  g_assert_cmpstr (state, ==, sudoku_layout_info_get_id (jigsaw));

  sudoku_board_get_givens_grid (board, &givens);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  sudoku_test_ui_wait_for (sudoku_test_ui_not_solving, board, "the solve");
  g_assert_nonnull (strstr (sudoku_test_ui_get_status (window), "unique solution"));
  sudoku_test_ui_shown_grid (window, &shown);
  map_of (jigsaw, map);
  g_assert_true (sudoku_test_is_solution_by_hand (&shown, &givens, map));

  sudoku_test_ui_destroy_window (window);
}

/* The cells of Sudoku-X's diagonals, by hand. */
static const int diagonals[2][SK_SIZE] = {
  { 0, 10, 20, 30, 40, 50, 60, 70, 80 },
  { 8, 16, 24, 32, 40, 48, 56, 64, 72 },
};

static void
assert_layout_is_x (const SkLayout *layout)
{
  g_assert_true (sk_layout_regions_are_standard (layout));
  g_assert_cmpuint (layout->n_extra, ==, 2);
  for (int e = 0; e < 2; e++)
    for (int i = 0; i < SK_SIZE; i++)
      g_assert_cmpint (layout->unit_cells[SK_UNITS + e][i], ==, diagonals[e][i]);
}

static void
assert_diagonals_hold_all (const SkGrid *grid)
{
  for (int e = 0; e < 2; e++)
    {
      guint seen = 0;

      for (int i = 0; i < SK_SIZE; i++)
        seen |= 1u << grid->cell[diagonals[e][i]];
      g_assert_cmphex (seen, ==, 0x3fe);
    }
}

/* A Sudoku-X file opens with its two diagonals, which the menu names
 * under "Variants", and Solve keeps each diagonal to nine digits. */
static void
test_open_variant (void)
{
  SudokuWindow *window = new_window ();
  SudokuBoard *board = sudoku_window_get_board (window);
  g_autofree char *path = g_build_filename (SOURCE_DATADIR, "puzzles", "sudoku-x.sudoku", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GMenuModel *menu = sudoku_test_ui_submenu_section (window, "_Layout");
  g_autoptr(GMenuModel) variants = NULL;
  g_autofree char *heading = NULL;
  g_autofree char *state = NULL;
  gboolean listed = FALSE;
  SkGrid shown;

  sudoku_window_open_file (window, file);
  sudoku_test_ui_wait_for (sudoku_test_ui_board_filled, board, "sudoku-x.sudoku");
  assert_layout_is_x (sudoku_board_get_layout (board));
  state = action_state (window);
  g_assert_cmpstr (state, ==, "sudoku-x");

  g_assert_true (g_menu_model_get_item_attribute (menu, 1, G_MENU_ATTRIBUTE_LABEL, "s", &heading));
  g_assert_cmpstr (heading, ==, "Variants");
  variants = g_menu_model_get_item_link (menu, 1, G_MENU_LINK_SECTION);
  for (int i = 0; i < g_menu_model_get_n_items (variants); i++)
    {
      g_autofree char *label = NULL;

      g_assert_true (g_menu_model_get_item_attribute (variants, i, G_MENU_ATTRIBUTE_LABEL, "s", &label));
      listed |= g_str_equal (label, "Sudoku-X");
    }
  g_assert_true (listed);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL));
  sudoku_test_ui_wait_for (sudoku_test_ui_not_solving, board, "the solve");
  g_assert_nonnull (strstr (sudoku_test_ui_get_status (window), "unique solution"));
  sudoku_test_ui_shown_grid (window, &shown);
  assert_diagonals_hold_all (&shown);

  sudoku_test_ui_destroy_window (window);
}

/* Sudoku-X chosen from the menu, New Puzzle makes a Sudoku-X puzzle: the
 * dialog passes the layout on, and the board keeps it. */
static void
test_new_variant_puzzle (void)
{
  SudokuWindow *window = new_window ();
  SudokuBoard *board = sudoku_window_get_board (window);
  SudokuGenerateDialog *dialog;
  gpointer weak;
  g_autofree char *state = NULL;
  SkGrid givens, solution;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.layout", "s", "sudoku-x"));
  sudoku_test_ui_spin ();
  state = action_state (window);
  g_assert_cmpstr (state, ==, "sudoku-x");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-puzzle", NULL));
  sudoku_test_ui_spin ();
  dialog = (SudokuGenerateDialog *) sudoku_test_ui_find_window (SUDOKU_TYPE_GENERATE_DIALOG, window);
  g_assert_nonnull (dialog);
  sudoku_generate_dialog_set_random_layout (dialog, FALSE);
  sudoku_generate_dialog_set_level (dialog, SK_LEVEL_EASY);
  weak = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog), &weak);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.generate", NULL));
  sudoku_test_ui_wait_for (sudoku_test_ui_pointer_cleared, &weak, "the puzzle");

  assert_layout_is_x (sudoku_board_get_layout (board));
  sudoku_board_get_givens_grid (board, &givens);
  g_assert_cmpuint (sk_grid_count_filled (&givens), >, 0);
  g_assert_true (sudoku_test_solve_unique_on (&givens, sudoku_board_get_layout (board), &solution));
  assert_diagonals_hold_all (&solution);

  /* A random jigsaw keeps the diagonals, and the dialog says so under
   * Layout (the first row): jigsaw-X. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-puzzle", NULL));
  sudoku_test_ui_spin ();
  dialog = (SudokuGenerateDialog *) sudoku_test_ui_find_window (SUDOKU_TYPE_GENERATE_DIALOG, window);
  g_assert_nonnull (dialog);
  {
    GtkWidget *row = sudoku_test_ui_find_widget (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW, NULL);

    g_assert_nonnull (row);
    g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, "");
    sudoku_generate_dialog_set_random_layout (dialog, TRUE);
    g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                     "Keeps the extra houses");
  }
  sudoku_generate_dialog_set_level (dialog, SK_LEVEL_EASY);
  weak = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog), &weak);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.generate", NULL));
  sudoku_test_ui_wait_for (sudoku_test_ui_pointer_cleared, &weak, "the jigsaw-X puzzle");

  g_assert_false (sk_layout_regions_are_standard (sudoku_board_get_layout (board)));
  g_assert_true (sk_layout_has_extra_set (sudoku_board_get_layout (board), SK_EXTRA_DIAGONALS));
  g_assert_cmpuint (sudoku_board_get_layout (board)->n_extra, ==, 2);
  sudoku_board_get_givens_grid (board, &givens);
  g_assert_true (sudoku_test_solve_unique_on (&givens, sudoku_board_get_layout (board), &solution));
  assert_diagonals_hold_all (&solution);

  sudoku_test_ui_destroy_window (window);
}

/* A new window starts in the layout chosen last, with nothing to undo. */
static void
test_restore (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  SudokuWindow *window;
  SudokuLayoutInfo *jigsaw;
  SudokuBoard *board;

  window = new_window ();
  jigsaw = g_object_ref (some_jigsaw (window, 3));
  sudoku_test_ui_destroy_window (window);

  g_settings_set_string (settings, "layout", sudoku_layout_info_get_id (jigsaw));
  window = sudoku_test_ui_new_window (application);
  sudoku_test_ui_wait_for (catalog_read, sudoku_window_get_layouts (window), "the layouts");
  board = sudoku_window_get_board (window);
  g_assert_true (sk_layout_equal (sudoku_board_get_layout (board),
                                  sudoku_layout_info_get_layout (jigsaw)));
  g_assert_false (sudoku_board_get_can_undo (board));
  g_assert_false (sudoku_board_get_modified (board));
  sudoku_test_ui_destroy_window (window);

  /* A layout that is gone leaves the boxes. */
  g_settings_set_string (settings, "layout", "no-such-layout");
  window = sudoku_test_ui_new_window (application);
  g_assert_true (sk_layout_is_standard (sudoku_board_get_layout (sudoku_window_get_board (window))));
  sudoku_test_ui_destroy_window (window);

  g_settings_reset (settings, "layout");
  g_object_unref (jigsaw);
}

static void
on_saved (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  SudokuLayoutInfo **info = user_data;
  g_autoptr(GError) error = NULL;

  *info = sudoku_layout_catalog_save_finish (SUDOKU_LAYOUT_CATALOG (object), result, &error);
  g_assert_no_error (error);
}

/* A layout saved (by the editor, in the app) shows up in every window's menu. */
static void
test_saved_layout_in_menus (void)
{
  SudokuWindow *first = new_window ();
  SudokuWindow *second = new_window ();
  SudokuLayoutCatalog *layouts = sudoku_window_get_layouts (first);
  g_autoptr(SudokuLayoutInfo) saved = NULL;
  SkLayout rows;
  int n_before = n_layout_items (second);
  g_autofree char *state = NULL;
  g_autofree char *heading = NULL;

  g_assert_true (layouts == sudoku_window_get_layouts (second));
  sudoku_test_layout_from_map (SUDOKU_TEST_ROWS_MAP, &rows);
  sudoku_layout_catalog_save_async (layouts, "Test Rows", &rows, NULL, on_saved, &saved);
  sudoku_test_ui_wait_for (sudoku_test_ui_pointer_set, &saved, "the save");

  g_assert_cmpint (n_layout_items (second), ==, n_before + 1);
  /* The person's own layouts under a heading of their own, after the variants. */
  g_assert_cmpint (g_menu_model_get_n_items (sudoku_test_ui_submenu_section (second, "_Layout")), ==, 3);
  g_assert_true (g_menu_model_get_item_attribute (sudoku_test_ui_submenu_section (second, "_Layout"), 2,
                                                  G_MENU_ATTRIBUTE_LABEL, "s", &heading));
  g_assert_cmpstr (heading, ==, "Your Layouts");
  choose (second, saved);
  state = action_state (second);
  g_assert_cmpstr (state, ==, sudoku_layout_info_get_id (saved));
  assert_borders_follow (second, SUDOKU_TEST_ROWS_MAP);

  sudoku_test_ui_destroy_window (first);
  sudoku_test_ui_destroy_window (second);
}

static SudokuLayoutEditor *
find_editor (SudokuWindow *window)
{
  return (SudokuLayoutEditor *) sudoku_test_ui_find_window (SUDOKU_TYPE_LAYOUT_EDITOR, window);
}

static gboolean
editor_closed (gpointer data)
{
  return find_editor (SUDOKU_WINDOW (data)) == NULL;
}

/* Edit Layout…: paint, save under a name; the layout joins the menu and,
 * on an empty board, is put to use at once. */
static void
test_edit_and_save (void)
{
  SudokuWindow *window = new_window ();
  SudokuBoard *board = sudoku_window_get_board (window);
  int n_before = n_layout_items (window);
  SudokuLayoutEditor *editor;
  SudokuLayoutInfo *saved;
  g_autofree char *label = NULL;
  g_autofree char *state = NULL;
  char map[SK_CELLS + 1] = SUDOKU_TEST_STANDARD_MAP;

  /* As a menu leaves it: its popover took the focus with it. */
  gtk_root_set_focus (GTK_ROOT (window), NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.edit-layout", NULL));
  sudoku_test_ui_spin ();
  editor = find_editor (window);
  g_assert_nonnull (editor);
  g_assert_cmpstr (sudoku_layout_editor_get_layout_symbols (editor), ==, SUDOKU_TEST_STANDARD_MAP);

  /* Trade r1c3 and r3c4 between the first two boxes: still nine of nine. */
  sudoku_layout_editor_paint_cell (editor, 2, 1);
  sudoku_layout_editor_paint_cell (editor, 21, 0);
  map[2] = '2';
  map[21] = '1';
  g_assert_cmpstr (sudoku_layout_editor_get_layout_symbols (editor), ==, map);
  sudoku_layout_editor_set_name (editor, "Traded Corners");
  g_assert_true (sudoku_layout_editor_get_can_save (editor));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "layout-editor.save", NULL));
  sudoku_test_ui_wait_for (editor_closed, window, "the editor to save and close");
  sudoku_test_ui_spin ();
  /* The keyboard is back on the board. */
  g_assert_nonnull (gtk_root_get_focus (GTK_ROOT (window)));
  g_assert_nonnull (gtk_widget_get_ancestor (gtk_root_get_focus (GTK_ROOT (window)),
                                            SUDOKU_TYPE_BOARD_VIEW));

  g_assert_cmpint (n_layout_items (window), ==, n_before + 1);
  saved = sudoku_layout_catalog_lookup (sudoku_window_get_layouts (window), "traded-corners");
  g_assert_nonnull (saved);
  g_assert_true (sudoku_layout_info_is_user (saved));
  for (int i = 0; i < n_before + 1; i++)
    {
      g_autofree char *item = NULL;
      int at;
      GMenuModel *menu = layout_item (window, i, &at);

      g_assert_true (g_menu_model_get_item_attribute (menu, at, G_MENU_ATTRIBUTE_LABEL, "s", &item));
      if (g_str_equal (item, "Traded Corners"))
        label = g_steal_pointer (&item);
    }
  g_assert_cmpstr (label, ==, "Traded Corners");

  state = action_state (window);
  g_assert_cmpstr (state, ==, "traded-corners");
  g_assert_true (sk_layout_equal (sudoku_board_get_layout (board),
                                  sudoku_layout_info_get_layout (saved)));
  assert_borders_follow (window, map);

  sudoku_test_ui_destroy_window (window);
}

/* A variant made in the editor (regions traded, the diagonals switched
 * on) comes to the empty board with its extra houses, and an undo takes the
 * board back to the standard layout without them. */
static void
test_edit_variant_and_use (void)
{
  SudokuWindow *window = new_window ();
  SudokuBoard *board = sudoku_window_get_board (window);
  SudokuLayoutEditor *editor;
  SudokuLayoutInfo *saved;
  SkLayout expected;
  char map[SK_CELLS + 1] = SUDOKU_TEST_STANDARD_MAP;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.edit-layout", NULL));
  sudoku_test_ui_spin ();
  editor = find_editor (window);
  g_assert_nonnull (editor);
  sudoku_layout_editor_paint_cell (editor, 2, 1);
  sudoku_layout_editor_paint_cell (editor, 21, 0);
  map[2] = '2';
  map[21] = '1';
  g_assert_true (gtk_widget_activate (GTK_WIDGET (sudoku_layout_editor_get_set_button (editor,
                                                                                        SK_EXTRA_DIAGONALS))));
  sudoku_test_ui_spin ();
  sudoku_layout_editor_set_name (editor, "Crossed Corners");
  g_assert_true (sudoku_layout_editor_get_can_save (editor));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "layout-editor.save", NULL));
  sudoku_test_ui_wait_for (editor_closed, window, "the editor to save and close");
  sudoku_test_ui_spin ();

  saved = sudoku_layout_catalog_lookup (sudoku_window_get_layouts (window), "crossed-corners");
  g_assert_nonnull (saved);
  g_assert_cmpuint (sk_layout_init_from_symbols (&expected, map, SK_CELLS, NULL), ==, SK_LAYOUT_OK);
  g_assert_cmpuint (sk_layout_add_extra_set (&expected, SK_EXTRA_DIAGONALS, NULL), ==, SK_LAYOUT_OK);
  g_assert_true (sk_layout_equal (sudoku_layout_info_get_layout (saved), &expected));
  g_assert_cmpuint (sudoku_board_get_layout (board)->n_extra, ==, 2);
  g_assert_true (sk_layout_equal (sudoku_board_get_layout (board), &expected));

  sudoku_board_undo (board);
  g_assert_cmpuint (sudoku_board_get_layout (board)->n_extra, ==, 0);
  g_assert_true (sk_layout_is_standard (sudoku_board_get_layout (board)));
  sudoku_board_redo (board);
  g_assert_true (sk_layout_equal (sudoku_board_get_layout (board), &expected));

  sudoku_test_ui_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = NULL;
  int status;

  /* Saved layouts, recent files, session boards: in folders of the test's own. */
  data_home = sudoku_test_ui_isolate ();
  g_unsetenv ("SUDOKU_SOLVER_DATADIR");
  /* New Puzzle makes the same puzzle at every run. */
  g_setenv ("SUDOKU_GENERATE_SEED", "20261127", TRUE);

  gtk_test_init (&argc, &argv, NULL);

  application = sudoku_test_ui_new_application ();

  g_test_add_func ("/ui/Layouts/menu", test_menu);
  g_test_add_func ("/ui/Layouts/choose-empty", test_choose_empty);
  g_test_add_func ("/ui/Layouts/choose-asks", test_choose_asks);
  g_test_add_func ("/ui/Layouts/open-jigsaw-and-solve", test_open_jigsaw_and_solve);
  g_test_add_func ("/ui/Layouts/open-shipped-puzzle", test_open_shipped_puzzle);
  g_test_add_func ("/ui/Layouts/open-variant", test_open_variant);
  g_test_add_func ("/ui/Layouts/new-variant-puzzle", test_new_variant_puzzle);
  g_test_add_func ("/ui/Layouts/restore", test_restore);
  g_test_add_func ("/ui/Layouts/saved-layout-in-menus", test_saved_layout_in_menus);
  g_test_add_func ("/ui/Layouts/edit-and-save", test_edit_and_save);
  g_test_add_func ("/ui/Layouts/edit-variant-and-use", test_edit_variant_and_use);

  status = g_test_run ();

  g_clear_object (&application);
  return status;
}
