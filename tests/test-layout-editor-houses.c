/* test-layout-editor-houses.c: Edit Layout's extra houses: switches, painted houses, Save, reload
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * As test-layout-editor.c (which this shares its ways with: a catalog of its
 * own over temporary folders, keys through the grid's key handler), for the
 * "Extra Houses" section. The shipped folder holds "Plain X", the standard
 * boxes with both diagonals; the houses expected are written out by hand as
 * rows and columns, never read back from the editor.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <string.h>

#include "sudoku-alert.h"
#include "sudoku-layout-editor-testing.h"
#include "sudoku-layout-file.h"
#include "sudoku-test-ui.h"
#include "sudoku-test-util.h"

#define RC(r, c) (((r) - 1) * SK_SIZE + (c) - 1)
#define HOUSE_A  SK_SIZE   /* the brush of painted house A */

/* A 3x3 block at rows 1-3, columns 2-4: a house of no named set. */
static const guint block[SK_SIZE] = {
  RC (1, 2), RC (1, 3), RC (1, 4), RC (2, 2), RC (2, 3), RC (2, 4), RC (3, 2), RC (3, 3), RC (3, 4),
};

typedef struct
{
  char                *dir;
  GFile               *shipped;
  GFile               *user;
  SudokuLayoutCatalog *catalog;
  GtkWidget           *parent;
  SudokuLayoutEditor  *editor;   /* weak: cleared when it is finalized */
  SudokuLayoutInfo    *saved;
  SkLayout             plain_x;
} Fixture;

static void
spin (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static void
wait_for_pointer_cleared (gpointer   *pointer,
                          const char *what)
{
  gint64 deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;

  while (*pointer != NULL)
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("timed out waiting for %s", what);
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
    }
}

static void
diagonals (int main_diagonal[SK_SIZE],
           int anti_diagonal[SK_SIZE])
{
  for (int i = 0; i < SK_SIZE; i++)
    {
      main_diagonal[i] = RC (i + 1, i + 1);
      anti_diagonal[i] = RC (i + 1, SK_SIZE - i);
    }
}

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  int main_diagonal[SK_SIZE];
  int anti_diagonal[SK_SIZE];

  f->dir = sudoku_test_make_temp_dir ("test-layout-editor-houses-XXXXXX");
  f->shipped = g_file_new_build_filename (f->dir, "shipped", NULL);
  f->user = g_file_new_build_filename (f->dir, "user", NULL);
  g_mkdir_with_parents (g_file_peek_path (f->shipped), 0700);

  sk_layout_init_standard (&f->plain_x);
  diagonals (main_diagonal, anti_diagonal);
  g_assert_cmpint (sk_layout_add_extra_house (&f->plain_x, main_diagonal, SK_SIZE, NULL), ==, SK_LAYOUT_OK);
  g_assert_cmpint (sk_layout_add_extra_house (&f->plain_x, anti_diagonal, SK_SIZE, NULL), ==, SK_LAYOUT_OK);
  path = g_build_filename (g_file_peek_path (f->shipped), "plain-x.layout", NULL);
  text = sudoku_layout_file_write (&f->plain_x, "Plain X");
  sudoku_test_write_file (path, text, -1);

  f->catalog = sudoku_layout_catalog_new_for_folders (f->shipped, f->user);
  sudoku_layout_catalog_load (f->catalog, NULL);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (f->catalog)), ==, 2);

  f->parent = gtk_window_new ();
  gtk_window_present (GTK_WINDOW (f->parent));
  spin ();
}

static void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  if (f->editor != NULL)
    {
      gtk_window_destroy (GTK_WINDOW (f->editor));
      wait_for_pointer_cleared ((gpointer *) &f->editor, "the editor to be finalized");
    }
  gtk_window_destroy (GTK_WINDOW (f->parent));
  spin ();

  g_clear_object (&f->saved);
  g_clear_object (&f->catalog);
  sudoku_test_remove_tree (f->dir);
  g_clear_object (&f->shipped);
  g_clear_object (&f->user);
  g_clear_pointer (&f->dir, g_free);
}

static void
on_saved (SudokuLayoutEditor *editor,
          SudokuLayoutInfo   *info,
          Fixture            *f)
{
  g_set_object (&f->saved, info);
}

static SudokuLayoutEditor *
open_editor (Fixture        *f,
             const SkLayout *initial)
{
  f->editor = sudoku_layout_editor_new (GTK_WINDOW (f->parent), f->catalog, initial);
  g_object_add_weak_pointer (G_OBJECT (f->editor), (gpointer *) &f->editor);
  g_signal_connect (f->editor, "saved", G_CALLBACK (on_saved), f);

  gtk_window_present (GTK_WINDOW (f->editor));
  while (!gtk_widget_get_mapped (GTK_WIDGET (sudoku_layout_editor_get_paint_grid (f->editor))))
    g_main_context_iteration (NULL, TRUE);
  spin ();
  return f->editor;
}

/* The label of @editor showing @text lies whole in the window. */
static void
assert_label_in_sight (SudokuLayoutEditor *editor,
                       const char         *text)
{
  GtkWidget *widget = GTK_WIDGET (editor);
  GtkWidget *found = NULL;
  graphene_rect_t bounds;

  spin ();
  for (; widget != NULL && found == NULL; widget = sudoku_test_ui_tree_next (widget, GTK_WIDGET (editor)))
    if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
      found = widget;
  g_assert_nonnull (found);
  g_assert_true (gtk_widget_get_mapped (found));
  /* Laid out at the next frame. */
  for (gint64 end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
       gtk_widget_get_height (found) == 0 && g_get_monotonic_time () < end;)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (gtk_widget_compute_bounds (found, GTK_WIDGET (editor), &bounds));
  g_assert_cmpfloat (bounds.size.height, >, 0);
  g_test_message ("\"%s\" at y %.0f-%.0f in a window %d px tall", text, bounds.origin.y,
                  bounds.origin.y + bounds.size.height, gtk_widget_get_height (GTK_WIDGET (editor)));
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (GTK_WIDGET (editor)));
}

static void
close_editor (Fixture *f)
{
  gtk_window_destroy (GTK_WINDOW (f->editor));
  wait_for_pointer_cleared ((gpointer *) &f->editor, "the editor to close");
}

static void
select_start (SudokuLayoutEditor *editor,
              const char         *name)
{
  GtkDropDown *drop_down = sudoku_layout_editor_get_start_from (editor);
  GListModel *model = gtk_drop_down_get_model (drop_down);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(SudokuLayoutInfo) info = g_list_model_get_item (model, i);

      if (g_str_equal (sudoku_layout_info_get_name (info), name))
        {
          AdwMessageDialog *question;

          gtk_drop_down_set_selected (drop_down, i);
          /* Over painted work it asks first: Replace. */
          question = (AdwMessageDialog *) sudoku_test_ui_find_window (ADW_TYPE_MESSAGE_DIALOG,
                                                                      (SudokuWindow *) editor);
          if (question != NULL)
            {
              sudoku_test_ui_respond (question, SUDOKU_ALERT_RESPONSE_ACCEPT);
              sudoku_test_ui_spin ();
            }
          return;
        }
    }
  g_error ("no layout named %s to start from", name);
}

static void
assert_problems (SudokuLayoutEditor *editor,
                 const char         *expected)
{
  g_test_message ("problems: %s", sudoku_layout_editor_get_problems_text (editor));
  g_assert_cmpstr (sudoku_layout_editor_get_problems_text (editor), ==, expected);
}

static void
assert_cell_label (SudokuLayoutEditor *editor,
                   guint               index,
                   const char         *label)
{
  GtkWidget *cell = sudoku_layout_paint_grid_get_cell (sudoku_layout_editor_get_paint_grid (editor),
                                                       index);

  gtk_test_accessible_assert_property (cell, GTK_ACCESSIBLE_PROPERTY_LABEL, label);
}

/* As a click on the check button: it toggles. */
static void
click_set (SudokuLayoutEditor *editor,
           SkExtraSet          set)
{
  g_assert_true (gtk_widget_activate (GTK_WIDGET (sudoku_layout_editor_get_set_button (editor, set))));
  spin ();
}

static gboolean
set_active (SudokuLayoutEditor *editor,
            SkExtraSet          set)
{
  return gtk_check_button_get_active (sudoku_layout_editor_get_set_button (editor, set));
}

/* The painted houses of each cell, as bits, for the cells of @cells alone. */
static void
assert_painted (SudokuLayoutEditor *editor,
                const guint        *cells,
                guint               n_cells,
                guint8              bits)
{
  const guint8 *houses = sudoku_layout_paint_grid_get_houses (sudoku_layout_editor_get_paint_grid (editor));

  for (guint i = 0; i < SK_CELLS; i++)
    {
      gboolean listed = FALSE;

      for (guint c = 0; c < n_cells; c++)
        listed = listed || cells[c] == i;
      g_assert_cmpuint (houses[i], ==, listed ? bits : 0);
    }
}

/* The line of @text that starts with @key. */
static char *
find_line (const char *text,
           const char *key)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], key))
      return g_strdup (lines[i]);
  return NULL;
}

/* ---- tests ---- */

/* The diagonals switched on and house A painted, saved, read back from the
 * file, and opened again in a new editor. */
static void
test_save_and_reload (Fixture       *f,
                      gconstpointer  data)
{
  SudokuLayoutEditor *editor = open_editor (f, NULL);
  SudokuLayoutPaintGrid *grid = sudoku_layout_editor_get_paint_grid (editor);
  g_autoptr(GFile) file = g_file_get_child (f->user, "crossed-block.layout");
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;
  g_autofree char *extra = NULL;
  int block_cells[SK_SIZE];
  SkLayout expected;
  SkLayout loaded;
  SkLayout layout;

  expected = f->plain_x;
  for (guint i = 0; i < SK_SIZE; i++)
    block_cells[i] = (int) block[i];
  g_assert_cmpint (sk_layout_add_extra_house (&expected, block_cells, SK_SIZE, NULL), ==, SK_LAYOUT_OK);

  /* A plain start: nothing switched on, nothing painted, the section shut. */
  g_assert_false (gtk_expander_get_expanded (sudoku_layout_editor_get_houses_expander (editor)));
  for (guint s = 0; s < SK_N_EXTRA_SETS; s++)
    g_assert_false (set_active (editor, (SkExtraSet) s));
  g_assert_cmpstr (sudoku_layout_editor_get_houses_limit (editor), ==,
                   "0 of at most 5 extra houses, sets and painted together");
  gtk_expander_set_expanded (sudoku_layout_editor_get_houses_expander (editor), TRUE);

  click_set (editor, SK_EXTRA_DIAGONALS);
  g_assert_true (set_active (editor, SK_EXTRA_DIAGONALS));
  assert_problems (editor, "Nine regions of nine cells and 2 extra houses: ready to save");
  g_assert_cmpstr (sudoku_layout_editor_get_houses_limit (editor), ==,
                   "2 of at most 5 extra houses, sets and painted together");
  g_assert_true (sudoku_layout_paint_grid_get_in_set (grid, RC (1, 1)));
  g_assert_true (sudoku_layout_paint_grid_get_in_set (grid, RC (9, 1)));
  g_assert_true (sudoku_layout_paint_grid_get_in_set (grid, RC (5, 5)));
  g_assert_false (sudoku_layout_paint_grid_get_in_set (grid, RC (1, 2)));
  assert_cell_label (editor, RC (1, 1), "Row 1, column 1, region 1, in a named extra house");

  /* Eight cells by click, one cell clicked twice (in, then out again). */
  for (guint i = 0; i < 8; i++)
    sudoku_layout_editor_click_house_cell (editor, block[i], 0);
  sudoku_layout_editor_click_house_cell (editor, RC (9, 9), 0);
  sudoku_layout_editor_click_house_cell (editor, RC (9, 9), 0);
  g_assert_true (sudoku_layout_editor_get_brush_active (editor, HOUSE_A));
  g_assert_cmpstr (sudoku_layout_editor_get_brush_text (editor, HOUSE_A), ==, "8");
  gtk_test_accessible_assert_property (sudoku_layout_editor_get_brush (editor, HOUSE_A),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Extra house A, 8 cells");
  assert_problems (editor, "Extra house A has 8 cells, 1 too few");
  g_assert_false (sudoku_layout_editor_get_can_save (editor));
  g_assert_false (sudoku_layout_editor_get_layout (editor, &layout));

  /* The ninth with the keys: Space puts the cursor's cell in the house. */
  sudoku_layout_paint_grid_set_cursor (grid, block[8]);
  g_assert_true (sudoku_layout_paint_grid_handle_key (grid, GDK_KEY_space, 0));
  assert_painted (editor, block, SK_SIZE, 1);
  assert_cell_label (editor, RC (3, 3), "Row 3, column 3, region 1, extra house A, in a named extra house");
  assert_cell_label (editor, RC (1, 4), "Row 1, column 4, region 2, extra house A");
  g_assert_cmpstr (sudoku_layout_editor_get_brush_text (editor, HOUSE_A), ==, "9");
  assert_problems (editor, "Nine regions of nine cells and 3 extra houses: ready to save");
  g_assert_true (sudoku_layout_editor_get_layout (editor, &layout));
  g_assert_true (sk_layout_equal (&layout, &expected));

  sudoku_layout_editor_set_name (editor, "Crossed Block");
  g_assert_true (sudoku_layout_editor_get_can_save (editor));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "layout-editor.save", NULL));
  wait_for_pointer_cleared ((gpointer *) &f->editor, "the editor to save and close");

  /* The file: the set by name, the painted house cell by cell. */
  text = sudoku_test_read_file (g_file_peek_path (file), NULL);
  extra = find_line (text, "Extra=");
  g_assert_cmpstr (extra, ==, "Extra=diagonals;r1c2 r1c3 r1c4 r2c2 r2c3 r2c4 r3c2 r3c3 r3c4");
  g_assert_true (sudoku_layout_file_load (file, NULL, &loaded, &name, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (name, ==, "Crossed Block");
  g_assert_true (sk_layout_equal (&loaded, &expected));

  /* What "saved" hands the window, which uses it by that id. */
  g_assert_nonnull (f->saved);
  g_assert_true (sk_layout_equal (sudoku_layout_info_get_layout (f->saved), &expected));
  g_assert_true (sudoku_layout_catalog_lookup (f->catalog, "Crossed Block") == f->saved);

  /* Opened again: the switch on, house A painted, the section open, and
   * nothing to ask about on closing. */
  editor = open_editor (f, &loaded);
  g_assert_cmpstr (sudoku_layout_info_get_name (gtk_drop_down_get_selected_item (
                     sudoku_layout_editor_get_start_from (editor))), ==, "Crossed Block");
  g_assert_true (gtk_expander_get_expanded (sudoku_layout_editor_get_houses_expander (editor)));
  g_assert_true (set_active (editor, SK_EXTRA_DIAGONALS));
  for (guint s = 0; s < SK_N_EXTRA_SETS; s++)
    if (s != SK_EXTRA_DIAGONALS)
      g_assert_false (set_active (editor, (SkExtraSet) s));
  assert_painted (editor, block, SK_SIZE, 1);
  g_assert_cmpstr (sudoku_layout_editor_get_brush_text (editor, HOUSE_A + 1), ==, "0");
  g_assert_true (sudoku_layout_editor_get_layout (editor, &layout));
  g_assert_true (sk_layout_equal (&layout, &expected));
  assert_problems (editor, "Saving replaces your layout “Crossed Block”\n"
                           "Nine regions of nine cells and 3 extra houses: ready to save");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "window.close", NULL));
  wait_for_pointer_cleared ((gpointer *) &f->editor, "the unchanged editor to close");
}

/* Sets and painted houses share the limit; wrong sizes and repeats are named. */
static void
test_problems (Fixture       *f,
               gconstpointer  data)
{
  SudokuLayoutEditor *editor = open_editor (f, NULL);

  click_set (editor, SK_EXTRA_WINDOWS);
  click_set (editor, SK_EXTRA_DIAGONALS);
  assert_problems (editor, "6 extra houses: a layout may have at most 5");
  g_assert_cmpstr (sudoku_layout_editor_get_houses_limit (editor), ==,
                   "6 of at most 5 extra houses, sets and painted together");
  g_assert_false (sudoku_layout_editor_get_can_save (editor));

  /* Windows and one painted house: five, allowed. */
  click_set (editor, SK_EXTRA_DIAGONALS);
  for (guint i = 0; i < SK_SIZE; i++)
    sudoku_layout_editor_click_house_cell (editor, block[i], 1);
  assert_problems (editor, "Nine regions of nine cells and 5 extra houses: ready to save");
  g_assert_true (sudoku_layout_editor_get_can_save (editor));

  /* One cell of another: a sixth, and too small. */
  sudoku_layout_editor_click_house_cell (editor, RC (9, 9), 3);
  assert_problems (editor, "Extra house D has 1 cell, 8 too few\n"
                           "6 extra houses: a layout may have at most 5");
  sudoku_layout_editor_click_house_cell (editor, RC (9, 9), 3);

  /* House B emptied and made the main diagonal, with the diagonals on: the
   * same house twice. */
  click_set (editor, SK_EXTRA_WINDOWS);
  click_set (editor, SK_EXTRA_DIAGONALS);
  for (guint i = 0; i < SK_SIZE; i++)
    sudoku_layout_editor_click_house_cell (editor, block[i], 1);
  for (guint i = 0; i < SK_SIZE; i++)
    sudoku_layout_editor_click_house_cell (editor, RC (i + 1, i + 1), 1);
  assert_problems (editor, "Extra house B has the same cells as another extra house");
  g_assert_false (sudoku_layout_editor_get_can_save (editor));

  /* House B made a row, a column, then a region (box 2: rows 1-3, columns
   * 4-6): a house that adds no rule, named as the grid shows it. */
  for (guint i = 0; i < SK_SIZE; i++)
    sudoku_layout_editor_click_house_cell (editor, RC (i + 1, i + 1), 1);
  for (guint i = 0; i < SK_SIZE; i++)
    sudoku_layout_editor_click_house_cell (editor, RC (4, i + 1), 1);
  assert_problems (editor, "Extra house B is row 4, which adds no rule");
  g_assert_false (sudoku_layout_editor_get_can_save (editor));
  for (guint i = 0; i < SK_SIZE; i++)
    {
      sudoku_layout_editor_click_house_cell (editor, RC (4, i + 1), 1);
      sudoku_layout_editor_click_house_cell (editor, RC (i + 1, 7), 1);
    }
  assert_problems (editor, "Extra house B is column 7, which adds no rule");
  for (guint i = 0; i < SK_SIZE; i++)
    {
      sudoku_layout_editor_click_house_cell (editor, RC (i + 1, 7), 1);
      sudoku_layout_editor_click_house_cell (editor, RC (i / 3 + 1, i % 3 + 4), 1);
    }
  assert_problems (editor, "Extra house B is region 2, which adds no rule");
  g_assert_false (sudoku_layout_editor_get_can_save (editor));
  for (guint i = 0; i < SK_SIZE; i++)
    {
      sudoku_layout_editor_click_house_cell (editor, RC (i / 3 + 1, i % 3 + 4), 1);
      sudoku_layout_editor_click_house_cell (editor, RC (i + 1, i + 1), 1);
    }
  assert_problems (editor, "Extra house B has the same cells as another extra house");

  /* A region's problem and a house's, both told. */
  sudoku_layout_editor_paint_cell (editor, RC (1, 1), 1);
  sudoku_layout_editor_click_house_cell (editor, RC (9, 8), 1);
  assert_problems (editor, "Region 1 has 8 cells, 1 too few\n"
                           "Region 2 has 10 cells, 1 too many\n"
                           "Extra house B has 10 cells, 1 too many");
}

/* "Start from" a variant shows its houses; another start clears them, and a
 * switch changed is work that closing asks about. */
static void
test_start_from (Fixture       *f,
                 gconstpointer  data)
{
  SudokuLayoutEditor *editor = open_editor (f, NULL);
  AdwMessageDialog *question = NULL;
  GListModel *toplevels;
  SkLayout layout;

  select_start (editor, "Plain X");
  g_assert_true (set_active (editor, SK_EXTRA_DIAGONALS));
  g_assert_true (gtk_expander_get_expanded (sudoku_layout_editor_get_houses_expander (editor)));
  g_assert_cmpstr (sudoku_layout_editor_get_name (editor), ==, "Copy of Plain X");
  g_assert_true (sudoku_layout_editor_get_layout (editor, &layout));
  g_assert_true (sk_layout_equal (&layout, &f->plain_x));

  sudoku_layout_editor_click_house_cell (editor, RC (5, 5), 4);
  select_start (editor, "Standard");
  g_assert_false (set_active (editor, SK_EXTRA_DIAGONALS));
  assert_painted (editor, NULL, 0, 0);
  g_assert_true (sudoku_layout_editor_get_layout (editor, &layout));
  g_assert_cmpuint (layout.n_extra, ==, 0);

  /* Only a switch changed: still work that is not thrown away unasked. */
  click_set (editor, SK_EXTRA_GIRANDOLA);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "window.close", NULL));
  spin ();
  g_assert_nonnull (f->editor);
  toplevels = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (toplevel) && gtk_window_get_transient_for (toplevel) == GTK_WINDOW (editor))
        question = ADW_MESSAGE_DIALOG (toplevel);
    }
  g_assert_nonnull (question);
  sudoku_test_ui_respond (question, SUDOKU_ALERT_RESPONSE_ACCEPT);
  wait_for_pointer_cleared ((gpointer *) &f->editor, "the editor to close");
}

/* Tab reaches every new control, each with a name. */
static void
test_keyboard (Fixture       *f,
               gconstpointer  data)
{
  SudokuLayoutEditor *editor = open_editor (f, &f->plain_x);
  GtkExpander *expander = sudoku_layout_editor_get_houses_expander (editor);
  SudokuLayoutPaintGrid *grid = sudoku_layout_editor_get_paint_grid (editor);
  gboolean reached_set[SK_N_EXTRA_SETS] = { FALSE };
  gboolean reached_brush[SK_MAX_EXTRA] = { FALSE };
  gboolean reached_expander = FALSE;
  static const char *const labels[SK_N_EXTRA_SETS] = {
    "_Diagonals", "_Windows", "_Asterisk", "Centre D_ot", "_Girandola",
  };

  for (guint s = 0; s < SK_N_EXTRA_SETS; s++)
    {
      GtkCheckButton *button = sudoku_layout_editor_get_set_button (editor, (SkExtraSet) s);

      g_assert_cmpstr (gtk_check_button_get_label (button), ==, labels[s]);
      g_assert_true (gtk_check_button_get_use_underline (button));
      g_assert_nonnull (gtk_widget_get_tooltip_text (GTK_WIDGET (button)));
    }
  for (guint h = 0; h < SK_MAX_EXTRA; h++)
    {
      g_autofree char *label = g_strdup_printf ("Extra house %c, 0 cells", 'A' + h);

      gtk_test_accessible_assert_property (sudoku_layout_editor_get_brush (editor, HOUSE_A + h),
                                           GTK_ACCESSIBLE_PROPERTY_LABEL, label);
    }

  /* The section is open, for a layout with houses; Tab goes round once. */
  g_assert_true (gtk_expander_get_expanded (expander));
  gtk_widget_grab_focus (GTK_WIDGET (sudoku_layout_editor_get_start_from (editor)));
  for (guint step = 0; step < 200; step++)
    {
      GtkWidget *focus;

      gtk_widget_child_focus (GTK_WIDGET (editor), GTK_DIR_TAB_FORWARD);
      focus = gtk_root_get_focus (GTK_ROOT (editor));
      if (focus == NULL)
        continue;
      if (focus == GTK_WIDGET (expander) ||
          (gtk_widget_is_ancestor (focus, GTK_WIDGET (expander)) &&
           !gtk_widget_is_ancestor (focus, gtk_expander_get_child (expander))))
        reached_expander = TRUE;
      for (guint s = 0; s < SK_N_EXTRA_SETS; s++)
        if (focus == GTK_WIDGET (sudoku_layout_editor_get_set_button (editor, (SkExtraSet) s)))
          reached_set[s] = TRUE;
      for (guint h = 0; h < SK_MAX_EXTRA; h++)
        if (focus == sudoku_layout_editor_get_brush (editor, HOUSE_A + h))
          reached_brush[h] = TRUE;
    }
  g_assert_true (reached_expander);
  for (guint s = 0; s < SK_N_EXTRA_SETS; s++)
    g_assert_true (reached_set[s]);
  for (guint h = 0; h < SK_MAX_EXTRA; h++)
    g_assert_true (reached_brush[h]);

  /* With house C's brush, Shift+arrow puts cells in as it moves, and Space
   * on a cell of the house takes it out. */
  g_assert_true (gtk_widget_activate (sudoku_layout_editor_get_brush (editor, HOUSE_A + 2)));
  /* A button pressed by key shows itself pressed for a moment before it acts. */
  sudoku_test_ui_spin_for (400);
  g_assert_cmpuint (sudoku_layout_paint_grid_get_brush (grid), ==, HOUSE_A + 2);
  sudoku_layout_paint_grid_set_cursor (grid, RC (9, 1));
  for (guint i = 0; i < 3; i++)
    g_assert_true (sudoku_layout_paint_grid_handle_key (grid, GDK_KEY_Right, GDK_SHIFT_MASK));
  assert_painted (editor, (const guint[]) { RC (9, 2), RC (9, 3), RC (9, 4) }, 3, 1u << 2);
  g_assert_true (sudoku_layout_paint_grid_handle_key (grid, GDK_KEY_space, 0));
  assert_painted (editor, (const guint[]) { RC (9, 2), RC (9, 3) }, 2, 1u << 2);
  assert_problems (editor, "Extra house C has 2 cells, 7 too few");

  /* A digit is a region brush again, as before. */
  g_assert_true (sudoku_layout_paint_grid_handle_key (grid, GDK_KEY_1, 0));
  g_assert_true (sudoku_layout_editor_get_brush_active (editor, 0));
  g_assert_false (sudoku_layout_editor_get_brush_active (editor, HOUSE_A + 2));
  close_editor (f);
}

static void
cell_centre (SudokuLayoutPaintGrid *grid,
             guint                  index,
             double                *x,
             double                *y)
{
  GtkWidget *cell = sudoku_layout_paint_grid_get_cell (grid, index);
  graphene_point_t centre;

  g_assert_true (gtk_widget_compute_point (cell, GTK_WIDGET (grid),
                                           &GRAPHENE_POINT_INIT (gtk_widget_get_width (cell) / 2.0f,
                                                                 gtk_widget_get_height (cell) / 2.0f),
                                           &centre));
  *x = centre.x;
  *y = centre.y;
}

/* A drag with a house brush puts cells in; one that starts on a cell of the
 * house takes them out, and the next adds again. */
static void
test_drag (Fixture       *f,
           gconstpointer  data)
{
  SudokuLayoutEditor *editor = open_editor (f, NULL);
  SudokuLayoutPaintGrid *grid = sudoku_layout_editor_get_paint_grid (editor);
  double x0, y0, x1, y1;

  gtk_expander_set_expanded (sudoku_layout_editor_get_houses_expander (editor), TRUE);
  spin ();
  sudoku_layout_paint_grid_set_brush (grid, HOUSE_A + 1);
  g_assert_true (sudoku_layout_editor_get_brush_active (editor, HOUSE_A + 1));

  cell_centre (grid, RC (5, 1), &x0, &y0);
  cell_centre (grid, RC (5, 9), &x1, &y1);
  sudoku_layout_paint_grid_begin_stroke (grid, x0, y0);
  sudoku_layout_paint_grid_stroke (grid, x0, y0, x1, y1);
  assert_painted (editor, (const guint[]) { RC (5, 1), RC (5, 2), RC (5, 3), RC (5, 4), RC (5, 5),
                                            RC (5, 6), RC (5, 7), RC (5, 8), RC (5, 9) }, SK_SIZE, 1u << 1);
  /* A whole row, painted in one stroke, is no rule of its own. */
  assert_problems (editor, "Extra house B is row 5, which adds no rule");
  g_assert_false (sudoku_layout_editor_get_can_save (editor));
  /* Said in sight, Extra Houses open and all: not below the scrolled part. */
  assert_label_in_sight (editor, "Extra house B is row 5, which adds no rule");
  g_assert_cmpuint (sudoku_layout_paint_grid_get_cursor (grid), ==, RC (5, 1));

  /* From r5c6 down to r9c6: out of the house where it was in it, and the
   * cells below, never in it, stay out. */
  cell_centre (grid, RC (5, 6), &x0, &y0);
  cell_centre (grid, RC (9, 6), &x1, &y1);
  sudoku_layout_paint_grid_begin_stroke (grid, x0, y0);
  sudoku_layout_paint_grid_stroke (grid, x0, y0, x1, y1);
  assert_painted (editor, (const guint[]) { RC (5, 1), RC (5, 2), RC (5, 3), RC (5, 4), RC (5, 5),
                                            RC (5, 7), RC (5, 8), RC (5, 9) }, 8, 1u << 1);
  assert_problems (editor, "Extra house B has 8 cells, 1 too few");

  /* A stroke from outside the house adds again. */
  cell_centre (grid, RC (1, 1), &x0, &y0);
  sudoku_layout_paint_grid_begin_stroke (grid, x0, y0);
  assert_painted (editor, (const guint[]) { RC (1, 1), RC (5, 1), RC (5, 2), RC (5, 3), RC (5, 4),
                                            RC (5, 5), RC (5, 7), RC (5, 8), RC (5, 9) }, SK_SIZE, 1u << 1);
  assert_problems (editor, "Nine regions of nine cells and 1 extra house: ready to save");
  /* The regions were never touched. */
  g_assert_cmpstr (sudoku_layout_editor_get_layout_symbols (editor), ==, SUDOKU_TEST_STANDARD_MAP);
}

int
main (int   argc,
      char *argv[])
{
  /* Whatever reads the user's layout folder reads a temporary one. */
  g_autofree char *data_home = sudoku_test_ui_isolate ();
  int status;

  gtk_test_init (&argc, &argv, NULL);
  /* No AdwApplication here: the editor's questions are libadwaita dialogs. */
  adw_init ();

#define ADD(path, func) \
  g_test_add ("/ui/LayoutEditor/houses/" path, Fixture, NULL, fixture_setup, func, fixture_teardown)

  ADD ("save-and-reload", test_save_and_reload);
  ADD ("problems", test_problems);
  ADD ("start-from", test_start_from);
  ADD ("keyboard", test_keyboard);
  ADD ("drag", test_drag);

#undef ADD

  status = g_test_run ();

  g_rmdir (data_home);
  return status;
}
