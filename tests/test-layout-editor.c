/* test-layout-editor.c: Edit Layout: painting, keys, checks, "Start from", Save and Cancel
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each test gets a catalog of its own over two temporary folders: a shipped
 * one holding "Rows" and "Jigsaw", and a user one holding "Mine", so what a
 * save writes is all there is to find. The expected regions are written out
 * by hand from the fixtures' symbols, never read back from the editor. Keys
 * go through sudoku_layout_paint_grid_handle_key(), the function the grid's
 * key controller calls, and a drag through sudoku_layout_paint_grid_stroke(),
 * what the drag gesture calls: GTK 4 has no public way to synthesize events.
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

#define READY "Nine regions of nine cells: ready to save"

typedef struct
{
  char                *dir;
  GFile               *shipped;
  GFile               *user;
  SudokuLayoutCatalog *catalog;
  GtkWidget           *parent;
  SudokuLayoutEditor  *editor;   /* weak: cleared when it is finalized */
  guint                n_saved;
  SudokuLayoutInfo    *saved;
  SkLayout             jigsaw;
  SkLayout             rows;
} Fixture;

/* ---- helpers ---- */

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
write_layout (GFile          *folder,
              const char     *basename,
              const char     *name,
              const SkLayout *layout)
{
  g_autoptr(GFile) file = g_file_get_child (folder, basename);
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *text = sudoku_layout_file_write (layout, name);

  g_mkdir_with_parents (g_file_peek_path (folder), 0700);
  sudoku_test_write_file (path, text, -1);
}

static void
delete_tree (GFile *file)
{
  g_autoptr(GFileEnumerator) children = NULL;

  children = g_file_enumerate_children (file, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                        G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, NULL);
  if (children != NULL)
    {
      GFile *child;

      while (g_file_enumerator_iterate (children, NULL, &child, NULL, NULL) && child != NULL)
        delete_tree (child);
    }
  g_file_delete (file, NULL, NULL);
}

static guint
count_files (GFile *folder)
{
  g_autoptr(GFileEnumerator) children = NULL;
  guint n = 0;

  children = g_file_enumerate_children (folder, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                        G_FILE_QUERY_INFO_NONE, NULL, NULL);
  if (children == NULL)
    return 0;
  for (;;)
    {
      GFileInfo *info;

      if (!g_file_enumerator_iterate (children, &info, NULL, NULL, NULL) || info == NULL)
        break;
      n++;
    }
  return n;
}

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  SkLayout standard;

  f->dir = sudoku_test_make_temp_dir ("test-layout-editor-XXXXXX");
  f->shipped = g_file_new_build_filename (f->dir, "shipped", NULL);
  f->user = g_file_new_build_filename (f->dir, "user", NULL);

  sk_layout_init_standard (&standard);
  sudoku_test_layout_from_map (SUDOKU_TEST_ROWS_MAP, &f->rows);
  sudoku_test_jigsaw_example (NULL, NULL, &f->jigsaw, NULL);
  write_layout (f->shipped, "rows.layout", "Rows", &f->rows);
  write_layout (f->shipped, "jigsaw.layout", "Jigsaw", &f->jigsaw);

  /* The user's own: the columns. */
  {
    g_autoptr(GString) columns = g_string_new (NULL);
    SkLayout mine;

    for (guint row = 0; row < SK_SIZE; row++)
      g_string_append (columns, "123456789");
    sudoku_test_layout_from_map (columns->str, &mine);
    write_layout (f->user, "mine.layout", "Mine", &mine);
  }

  f->catalog = sudoku_layout_catalog_new_for_folders (f->shipped, f->user);
  sudoku_layout_catalog_load (f->catalog, NULL);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (f->catalog)), ==, 4);
  g_assert_cmpstrv (sudoku_layout_catalog_get_warnings (f->catalog), ((const char *[]) { NULL }));

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
  delete_tree (f->user);
  delete_tree (f->shipped);
  g_rmdir (f->dir);
  g_clear_object (&f->shipped);
  g_clear_object (&f->user);
  g_clear_pointer (&f->dir, g_free);
}

static void
on_saved (SudokuLayoutEditor *editor,
          SudokuLayoutInfo   *info,
          Fixture            *f)
{
  f->n_saved++;
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

static SudokuLayoutInfo *
selected_start (SudokuLayoutEditor *editor)
{
  return gtk_drop_down_get_selected_item (sudoku_layout_editor_get_start_from (editor));
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

/* The editor's regions, as a layout, checked against a map written by hand. */
static void
assert_regions (SudokuLayoutEditor *editor,
                const char         *map)
{
  SkLayout expected;
  SkLayout shown;

  sudoku_test_layout_from_map (map, &expected);
  g_assert_cmpint (sk_layout_init_from_symbols (&shown,
                                                sudoku_layout_editor_get_layout_symbols (editor),
                                                SK_CELLS, NULL), ==, SK_LAYOUT_OK);
  g_assert_true (sk_layout_equal (&shown, &expected));
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

/* The map with cell @index given region symbol @symbol. */
static char *
map_with (const char *map,
          guint       index,
          char        symbol)
{
  char *changed = g_strdup (map);

  changed[index] = symbol;
  return changed;
}

/* ---- tests ---- */

static void
test_starts_from_initial (Fixture       *f,
                          gconstpointer  data)
{
  SudokuLayoutEditor *editor;
  SkLayout swapped;
  SkLayout layout;
  g_autofree char *swapped_map = NULL;

  /* A shipped layout: shown as the start, named as a copy, ready. */
  editor = open_editor (f, &f->rows);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (editor)) == GTK_WINDOW (f->parent));
  g_assert_cmpstr (sudoku_layout_editor_get_layout_symbols (editor), ==, SUDOKU_TEST_ROWS_MAP);
  g_assert_cmpstr (sudoku_layout_info_get_name (selected_start (editor)), ==, "Rows");
  g_assert_cmpstr (sudoku_layout_editor_get_name (editor), ==, "Copy of Rows");
  assert_problems (editor, READY);
  g_assert_true (sudoku_layout_editor_get_can_save (editor));
  g_assert_true (sudoku_layout_editor_get_layout (editor, &layout));
  g_assert_true (sk_layout_equal (&layout, &f->rows));
  for (guint r = 0; r < SK_SIZE; r++)
    g_assert_cmpstr (sudoku_layout_editor_get_brush_text (editor, r), ==, "9 cells");
  gtk_window_destroy (GTK_WINDOW (editor));
  wait_for_pointer_cleared ((gpointer *) &f->editor, "the editor to close");

  /* Another, whose file used letters: the same regions. */
  editor = open_editor (f, &f->jigsaw);
  g_assert_cmpstr (sudoku_layout_info_get_name (selected_start (editor)), ==, "Jigsaw");
  g_assert_true (sudoku_layout_editor_get_layout (editor, &layout));
  g_assert_true (sk_layout_equal (&layout, &f->jigsaw));
  g_assert_cmpstr (sudoku_layout_editor_get_name (editor), ==, "Copy of Jigsaw");
  gtk_window_destroy (GTK_WINDOW (editor));
  wait_for_pointer_cleared ((gpointer *) &f->editor, "the editor to close");

  /* One of the user's own: editing it keeps its name (and saving replaces it). */
  editor = open_editor (f, sudoku_layout_info_get_layout (sudoku_layout_catalog_lookup (f->catalog,
                                                                                        "Mine")));
  g_assert_cmpstr (sudoku_layout_info_get_name (selected_start (editor)), ==, "Mine");
  g_assert_cmpstr (sudoku_layout_editor_get_name (editor), ==, "Mine");
  assert_problems (editor, "Saving replaces your layout “Mine”\n" READY);
  g_assert_true (sudoku_layout_editor_get_can_save (editor));
  gtk_window_destroy (GTK_WINDOW (editor));
  wait_for_pointer_cleared ((gpointer *) &f->editor, "the editor to close");

  /* A puzzle's own regions, in no catalog, and in pieces: an entry of their
   * own, a name of its own, and a warning, but it can be saved. r1c2 and
   * r3c6 swap regions, each alone in the other box. (Two cells side by side
   * in a row cannot swap: the law of leftovers would need the same digit in
   * both.) */
  swapped_map = map_with (SUDOKU_TEST_STANDARD_MAP, 1, '2');
  swapped_map[23] = '1';
  sudoku_test_layout_from_map (swapped_map, &swapped);
  editor = open_editor (f, &swapped);
  g_assert_cmpstr (sudoku_layout_editor_get_layout_symbols (editor), ==, swapped_map);
  g_assert_cmpstr (sudoku_layout_info_get_name (selected_start (editor)), ==,
                   "This Puzzle’s Regions");
  g_assert_cmpstr (sudoku_layout_editor_get_name (editor), ==, "My Layout");
  assert_problems (editor, "Region 1 is in 2 pieces\nRegion 2 is in 2 pieces\n" READY);
  g_assert_true (sudoku_layout_editor_get_can_save (editor));
  /* The catalog itself has not grown an entry. */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (f->catalog)), ==, 4);
}

static void
test_paint_invalid (Fixture       *f,
                    gconstpointer  data)
{
  SudokuLayoutEditor *editor = open_editor (f, NULL);
  g_autofree char *painted = map_with (SUDOKU_TEST_STANDARD_MAP, 0, '2');
  SkLayout layout;

  g_assert_cmpstr (sudoku_layout_editor_get_layout_symbols (editor), ==, SUDOKU_TEST_STANDARD_MAP);
  g_assert_cmpstr (sudoku_layout_info_get_name (selected_start (editor)), ==, "Standard");
  g_assert_true (sudoku_layout_editor_get_can_save (editor));

  /* Cell 0 from region 1 to region 2: both wrong, Save off. */
  sudoku_layout_editor_paint_cell (editor, 0, 1);
  g_assert_cmpstr (sudoku_layout_editor_get_layout_symbols (editor), ==, painted);
  assert_problems (editor, "Region 1 has 8 cells, 1 too few\nRegion 2 has 10 cells, 1 too many");
  g_assert_false (sudoku_layout_editor_get_can_save (editor));
  g_assert_false (sudoku_layout_editor_get_layout (editor, &layout));
  g_assert_cmpstr (sudoku_layout_editor_get_brush_text (editor, 0), ==, "8 cells");
  g_assert_cmpstr (sudoku_layout_editor_get_brush_text (editor, 1), ==, "10 cells");
  g_assert_cmpstr (sudoku_layout_editor_get_brush_text (editor, 2), ==, "9 cells");
  /* Save does nothing while it is off. */
  gtk_widget_activate_action (GTK_WIDGET (editor), "layout-editor.save", NULL);
  spin ();
  g_assert_cmpuint (f->n_saved, ==, 0);
  g_assert_nonnull (f->editor);

  /* Many wrong: the first, then a count; the brushes say which. */
  sudoku_layout_editor_paint_cell (editor, 40, 1);
  sudoku_layout_editor_paint_cell (editor, 80, 1);
  assert_problems (editor, "Region 1 has 8 cells, 1 too few\n"
                           "…and 3 more regions with the wrong number of cells");
  g_assert_cmpstr (sudoku_layout_editor_get_brush_text (editor, 1), ==, "12 cells");
  sudoku_layout_editor_paint_cell (editor, 40, 4);
  sudoku_layout_editor_paint_cell (editor, 80, 8);

  /* And back: valid again. */
  sudoku_layout_editor_paint_cell (editor, 0, 0);
  g_assert_cmpstr (sudoku_layout_editor_get_layout_symbols (editor), ==, SUDOKU_TEST_STANDARD_MAP);
  assert_problems (editor, READY);
  g_assert_true (sudoku_layout_editor_get_can_save (editor));
  g_assert_true (sudoku_layout_editor_get_layout (editor, &layout));
  g_assert_true (sk_layout_is_standard (&layout));

  /* A region emptied altogether. */
  for (guint i = 0; i < SK_CELLS; i++)
    if (SUDOKU_TEST_STANDARD_MAP[i] == '9')
      sudoku_layout_editor_paint_cell (editor, i, 7);
  assert_problems (editor, "Region 8 has 18 cells, 9 too many\nRegion 9 has no cells");
  g_assert_false (sudoku_layout_editor_get_can_save (editor));
}

static void
test_disconnected (Fixture       *f,
                   gconstpointer  data)
{
  SudokuLayoutEditor *editor = open_editor (f, NULL);
  g_autofree char *swapped = map_with (SUDOKU_TEST_STANDARD_MAP, 1, '2');
  SkLayout layout;

  swapped[23] = '1';
  sudoku_layout_editor_paint_cell (editor, 1, 1);
  sudoku_layout_editor_paint_cell (editor, 23, 0);

  g_assert_cmpstr (sudoku_layout_editor_get_layout_symbols (editor), ==, swapped);
  assert_problems (editor, "Region 1 is in 2 pieces\nRegion 2 is in 2 pieces\n" READY);
  g_assert_true (sudoku_layout_editor_get_can_save (editor));
  g_assert_true (sudoku_layout_editor_get_layout (editor, &layout));
  assert_regions (editor, swapped);
  g_assert_cmpint (sk_layout_find_disconnected (&layout), >=, 0);

  /* Three regions in pieces: two named, one counted. */
  sudoku_layout_editor_paint_cell (editor, 8, 1);
  sudoku_layout_editor_paint_cell (editor, 21, 2);
  g_assert_true (sudoku_layout_editor_get_can_save (editor));
  assert_problems (editor, "Region 1 is in 2 pieces\n…and 2 more regions in pieces\n" READY);
}

static void
test_keyboard (Fixture       *f,
               gconstpointer  data)
{
  SudokuLayoutEditor *editor = open_editor (f, NULL);
  SudokuLayoutPaintGrid *grid = sudoku_layout_editor_get_paint_grid (editor);
  g_autofree char *expected = map_with (SUDOKU_TEST_STANDARD_MAP, 11, '5');

  sudoku_layout_paint_grid_set_cursor (grid, 0);
  g_assert_true (sudoku_layout_paint_grid_handle_key (grid, GDK_KEY_Right, 0));
  g_assert_true (sudoku_layout_paint_grid_handle_key (grid, GDK_KEY_Right, 0));
  g_assert_true (sudoku_layout_paint_grid_handle_key (grid, GDK_KEY_Down, 0));
  g_assert_cmpuint (sudoku_layout_paint_grid_get_cursor (grid), ==, 11);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (editor)) ==
                 sudoku_layout_paint_grid_get_cell (grid, 11));
  /* Moving alone paints nothing. */
  g_assert_cmpstr (sudoku_layout_editor_get_layout_symbols (editor), ==, SUDOKU_TEST_STANDARD_MAP);

  /* A digit chooses the brush and paints. */
  g_assert_true (sudoku_layout_paint_grid_handle_key (grid, GDK_KEY_5, 0));
  g_assert_cmpstr (sudoku_layout_editor_get_layout_symbols (editor), ==, expected);
  g_assert_cmpuint (sudoku_layout_paint_grid_get_brush (grid), ==, 4);
  g_assert_true (sudoku_layout_editor_get_brush_active (editor, 4));
  g_assert_false (sudoku_layout_editor_get_brush_active (editor, 0));
  assert_cell_label (editor, 11, "Row 2, column 3, region 5");
  g_assert_false (sudoku_layout_editor_get_can_save (editor));

  /* Shift with an arrow moves and paints with the brush. */
  g_assert_true (sudoku_layout_paint_grid_handle_key (grid, GDK_KEY_Right, GDK_SHIFT_MASK));
  g_assert_cmpuint (sudoku_layout_paint_grid_get_cursor (grid), ==, 12);
  expected[12] = '5';
  g_assert_cmpstr (sudoku_layout_editor_get_layout_symbols (editor), ==, expected);

  /* The keypad's digits too; then Space and Enter paint with the brush. */
  g_assert_true (sudoku_layout_paint_grid_handle_key (grid, GDK_KEY_KP_2, 0));
  expected[12] = '2';
  g_assert_true (sudoku_layout_editor_get_brush_active (editor, 1));
  g_assert_true (sudoku_layout_paint_grid_handle_key (grid, GDK_KEY_Left, 0));
  g_assert_cmpstr (sudoku_layout_editor_get_layout_symbols (editor), ==, expected);
  g_assert_true (sudoku_layout_paint_grid_handle_key (grid, GDK_KEY_space, 0));
  expected[11] = '2';
  g_assert_cmpstr (sudoku_layout_editor_get_layout_symbols (editor), ==, expected);
  g_assert_true (sudoku_layout_paint_grid_handle_key (grid, GDK_KEY_1, 0));
  expected[11] = '1';
  g_assert_cmpstr (sudoku_layout_editor_get_layout_symbols (editor), ==, expected);
  g_assert_true (sudoku_layout_paint_grid_handle_key (grid, GDK_KEY_Down, 0));
  g_assert_true (sudoku_layout_paint_grid_handle_key (grid, GDK_KEY_2, 0));
  g_assert_true (sudoku_layout_paint_grid_handle_key (grid, GDK_KEY_1, 0));
  g_assert_true (sudoku_layout_paint_grid_handle_key (grid, GDK_KEY_Up, 0));
  g_assert_true (sudoku_layout_paint_grid_handle_key (grid, GDK_KEY_Right, 0));
  g_assert_true (sudoku_layout_paint_grid_handle_key (grid, GDK_KEY_Return, 0));
  expected[12] = '1';
  g_assert_cmpstr (sudoku_layout_editor_get_layout_symbols (editor), ==, expected);
  assert_problems (editor, "Region 1 has 10 cells, 1 too many\nRegion 2 has 8 cells, 1 too few");

  /* Home and End stay in the row; the edges hold. */
  g_assert_true (sudoku_layout_paint_grid_handle_key (grid, GDK_KEY_End, 0));
  g_assert_cmpuint (sudoku_layout_paint_grid_get_cursor (grid), ==, 17);
  g_assert_true (sudoku_layout_paint_grid_handle_key (grid, GDK_KEY_Right, 0));
  g_assert_cmpuint (sudoku_layout_paint_grid_get_cursor (grid), ==, 17);
  g_assert_true (sudoku_layout_paint_grid_handle_key (grid, GDK_KEY_Home, 0));
  g_assert_cmpuint (sudoku_layout_paint_grid_get_cursor (grid), ==, 9);

  /* Keys the grid leaves alone: shortcuts, 0, letters. */
  g_assert_false (sudoku_layout_paint_grid_handle_key (grid, GDK_KEY_3, GDK_CONTROL_MASK));
  g_assert_false (sudoku_layout_paint_grid_handle_key (grid, GDK_KEY_0, 0));
  g_assert_false (sudoku_layout_paint_grid_handle_key (grid, GDK_KEY_a, 0));
  g_assert_cmpstr (sudoku_layout_editor_get_layout_symbols (editor), ==, expected);
  g_assert_cmpuint (sudoku_layout_paint_grid_get_brush (grid), ==, 0);
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

static void
test_drag (Fixture       *f,
           gconstpointer  data)
{
  SudokuLayoutEditor *editor = open_editor (f, NULL);
  SudokuLayoutPaintGrid *grid = sudoku_layout_editor_get_paint_grid (editor);
  g_autofree char *expected = g_strdup (SUDOKU_TEST_STANDARD_MAP);
  double x0, y0, x1, y1;

  g_assert_cmpint (gtk_widget_get_width (sudoku_layout_paint_grid_get_cell (grid, 0)), >=, 28);
  for (guint i = 0; i < SK_CELLS; i++)
    {
      cell_centre (grid, i, &x0, &y0);
      g_assert_cmpint (sudoku_layout_paint_grid_cell_at (grid, x0, y0), ==, (int) i);
    }
  g_assert_cmpint (sudoku_layout_paint_grid_cell_at (grid, -1, -1), ==, -1);

  /* One quick stroke along row 5: every cell on the way, none off it. */
  sudoku_layout_paint_grid_set_brush (grid, 2);
  cell_centre (grid, 36, &x0, &y0);
  cell_centre (grid, 44, &x1, &y1);
  sudoku_layout_paint_grid_stroke (grid, x0, y0, x1, y1);
  for (guint column = 0; column < SK_SIZE; column++)
    expected[36 + column] = '3';
  g_assert_cmpstr (sudoku_layout_editor_get_layout_symbols (editor), ==, expected);

  /* Down column 1, starting outside the grid. */
  sudoku_layout_paint_grid_set_brush (grid, 6);
  cell_centre (grid, 1, &x0, &y0);
  cell_centre (grid, 73, &x1, &y1);
  sudoku_layout_paint_grid_stroke (grid, x0, -50, x1, y1);
  for (guint row = 0; row < SK_SIZE; row++)
    expected[row * SK_SIZE + 1] = '7';
  g_assert_cmpstr (sudoku_layout_editor_get_layout_symbols (editor), ==, expected);
  assert_cell_label (editor, 1, "Row 1, column 2, region 7");
  g_assert_false (sudoku_layout_editor_get_can_save (editor));
}

static void
test_start_from (Fixture       *f,
                 gconstpointer  data)
{
  SudokuLayoutEditor *editor = open_editor (f, NULL);
  SudokuLayoutInfo *jigsaw = sudoku_layout_catalog_lookup (f->catalog, "Jigsaw");
  SkLayout layout;

  g_assert_nonnull (jigsaw);
  sudoku_layout_editor_paint_cell (editor, 0, 1);
  g_assert_false (sudoku_layout_editor_get_can_save (editor));

  /* Over painted work, a choice asks first; kept, nothing changes and the
   * list shows the start again. */
  {
    SudokuLayoutInfo *before = selected_start (editor);
    GtkDropDown *drop_down = sudoku_layout_editor_get_start_from (editor);
    GListModel *model = gtk_drop_down_get_model (drop_down);
    GtkWindow *question;

    for (guint i = 0; i < g_list_model_get_n_items (model); i++)
      {
        g_autoptr(SudokuLayoutInfo) info = g_list_model_get_item (model, i);

        if (info == jigsaw)
          gtk_drop_down_set_selected (drop_down, i);
      }
    question = sudoku_test_ui_find_window (ADW_TYPE_MESSAGE_DIALOG, (SudokuWindow *) editor);
    g_assert_nonnull (question);
    sudoku_test_ui_respond ((AdwMessageDialog *) question, SUDOKU_ALERT_RESPONSE_CANCEL);
    spin ();
    g_assert_cmpint (sudoku_layout_editor_get_layout_symbols (editor)[0], ==, '2');
    g_assert_true (selected_start (editor) == before);
  }

  /* Replaced: what was painted gives way to a copy of the entry. */
  select_start (editor, "Jigsaw");
  g_assert_true (sudoku_layout_editor_get_layout (editor, &layout));
  g_assert_true (sk_layout_equal (&layout, &f->jigsaw));
  g_assert_cmpstr (sudoku_layout_editor_get_name (editor), ==, "Copy of Jigsaw");
  assert_problems (editor, READY);
  g_assert_true (sudoku_layout_editor_get_can_save (editor));

  /* Painting the copy leaves the catalog's entry as it was. */
  g_assert_cmpint (sudoku_layout_editor_get_layout_symbols (editor)[0], ==, '1');
  sudoku_layout_editor_paint_cell (editor, 0, 8);
  g_assert_cmpint (sudoku_layout_editor_get_layout_symbols (editor)[0], ==, '9');
  g_assert_true (sk_layout_equal (sudoku_layout_info_get_layout (jigsaw), &f->jigsaw));

  /* A name the user typed stays through another choice. */
  sudoku_layout_editor_set_name (editor, "Stripes");
  select_start (editor, "Rows");
  g_assert_cmpstr (sudoku_layout_editor_get_layout_symbols (editor), ==, SUDOKU_TEST_ROWS_MAP);
  g_assert_cmpstr (sudoku_layout_editor_get_name (editor), ==, "Stripes");

  /* The catalog read again (new entries, same ids): the editor keeps its
   * regions and its start, and does not take the reload for a choice. */
  sudoku_layout_editor_paint_cell (editor, 0, 1);
  sudoku_layout_catalog_load (f->catalog, NULL);
  spin ();
  g_assert_cmpstr (sudoku_layout_info_get_name (selected_start (editor)), ==, "Rows");
  g_assert_cmpint (sudoku_layout_editor_get_layout_symbols (editor)[0], ==, '2');
  g_assert_cmpstr (sudoku_layout_editor_get_layout_symbols (editor) + 1, ==,
                   SUDOKU_TEST_ROWS_MAP + 1);
  g_assert_cmpstr (sudoku_layout_editor_get_name (editor), ==, "Stripes");
}

static void
test_name (Fixture       *f,
           gconstpointer  data)
{
  SudokuLayoutEditor *editor = open_editor (f, NULL);

  g_assert_cmpstr (sudoku_layout_editor_get_name (editor), ==, "Copy of Standard");
  g_assert_true (sudoku_layout_editor_get_can_save (editor));

  sudoku_layout_editor_set_name (editor, "");
  assert_problems (editor, "Give the layout a name to save it");
  g_assert_false (sudoku_layout_editor_get_can_save (editor));

  sudoku_layout_editor_set_name (editor, "   ");
  g_assert_false (sudoku_layout_editor_get_can_save (editor));

  /* Two entries of one name in the menu would be a puzzle of their own. */
  sudoku_layout_editor_set_name (editor, "Rows");
  assert_problems (editor, "A built-in layout is called “Rows”: choose another name");
  g_assert_false (sudoku_layout_editor_get_can_save (editor));
  /* Whatever the case: two menu items "Rows" and "rows" could not be told apart. */
  sudoku_layout_editor_set_name (editor, "rOWS");
  assert_problems (editor, "A built-in layout is called “Rows”: choose another name");
  g_assert_false (sudoku_layout_editor_get_can_save (editor));

  sudoku_layout_editor_set_name (editor, " Mine ");
  assert_problems (editor, "Saving replaces your layout “Mine”\n" READY);
  g_assert_true (sudoku_layout_editor_get_can_save (editor));

  sudoku_layout_editor_set_name (editor, "Fresh");
  assert_problems (editor, READY);
  g_assert_true (sudoku_layout_editor_get_can_save (editor));

  /* An emptied name is not the user's: choosing a start fills it again. */
  sudoku_layout_editor_set_name (editor, "");
  select_start (editor, "Rows");
  g_assert_cmpstr (sudoku_layout_editor_get_name (editor), ==, "Copy of Rows");
}

static void
test_save (Fixture       *f,
           gconstpointer  data)
{
  SudokuLayoutEditor *editor = open_editor (f, NULL);
  g_autofree char *swapped = map_with (SUDOKU_TEST_STANDARD_MAP, 1, '2');
  g_autoptr(GFile) file = g_file_get_child (f->user, "swapped.layout");
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  SudokuLayoutInfo *info;
  SkLayout expected;
  SkLayout loaded;

  swapped[23] = '1';
  sudoku_test_layout_from_map (swapped, &expected);
  sudoku_layout_editor_paint_cell (editor, 1, 1);
  sudoku_layout_editor_paint_cell (editor, 23, 0);
  sudoku_layout_editor_set_name (editor, "  Swapped ");
  g_assert_true (sudoku_layout_editor_get_can_save (editor));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "layout-editor.save", NULL));
  wait_for_pointer_cleared ((gpointer *) &f->editor, "the editor to save and close");

  /* "saved" once, with what is now in the catalog. */
  g_assert_cmpuint (f->n_saved, ==, 1);
  g_assert_nonnull (f->saved);
  g_assert_cmpstr (sudoku_layout_info_get_name (f->saved), ==, "Swapped");
  g_assert_true (sudoku_layout_info_is_user (f->saved));
  g_assert_true (sk_layout_equal (sudoku_layout_info_get_layout (f->saved), &expected));

  /* The file, read back the way the catalog reads it. */
  g_assert_true (sudoku_layout_file_load (file, NULL, &loaded, &name, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (name, ==, "Swapped");
  g_assert_true (sk_layout_equal (&loaded, &expected));
  g_assert_cmpuint (count_files (f->user), ==, 2);

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (f->catalog)), ==, 5);
  info = sudoku_layout_catalog_lookup (f->catalog, "Swapped");
  g_assert_nonnull (info);
  g_assert_true (info == f->saved);
  g_assert_true (sudoku_layout_info_is_user (info));
  g_assert_true (sk_layout_equal (sudoku_layout_info_get_layout (info), &expected));

  /* Saving over the user's own layout of that name replaces it. */
  editor = open_editor (f, &f->rows);
  sudoku_layout_editor_set_name (editor, "Mine");
  gtk_widget_activate_action (GTK_WIDGET (editor), "layout-editor.save", NULL);
  wait_for_pointer_cleared ((gpointer *) &f->editor, "the editor to save and close");
  g_assert_cmpuint (f->n_saved, ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (f->catalog)), ==, 5);
  g_assert_cmpuint (count_files (f->user), ==, 2);
  info = sudoku_layout_catalog_lookup (f->catalog, "Mine");
  g_assert_true (sk_layout_equal (sudoku_layout_info_get_layout (info), &f->rows));
}

static GtkWindow *
find_question (SudokuLayoutEditor *editor)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (toplevel) &&
          gtk_window_get_transient_for (toplevel) == GTK_WINDOW (editor))
        return toplevel;
    }
  return NULL;
}

/* Nothing painted: Cancel closes at once. */
static void
test_cancel_untouched (Fixture       *f,
                       gconstpointer  data)
{
  SudokuLayoutEditor *editor = open_editor (f, NULL);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "window.close", NULL));
  wait_for_pointer_cleared ((gpointer *) &f->editor, "the editor to close");
  spin ();
  g_assert_cmpuint (f->n_saved, ==, 0);
}

static void
test_cancel (Fixture       *f,
             gconstpointer  data)
{
  SudokuLayoutEditor *editor = open_editor (f, NULL);
  AdwMessageDialog *question;

  sudoku_layout_editor_paint_cell (editor, 1, 1);
  sudoku_layout_editor_paint_cell (editor, 23, 0);
  sudoku_layout_editor_set_name (editor, "Never");
  g_assert_true (sudoku_layout_editor_get_can_save (editor));

  /* What the Cancel button does: painted work is not thrown away without
   * asking. Cancel keeps the editor, Discard closes it. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "window.close", NULL));
  spin ();
  g_assert_nonnull (f->editor);
  question = (AdwMessageDialog *) find_question (editor);
  g_assert_nonnull (question);
  sudoku_test_ui_respond (question, SUDOKU_ALERT_RESPONSE_CANCEL);
  g_assert_nonnull (f->editor);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "window.close", NULL));
  spin ();
  sudoku_test_ui_respond ((AdwMessageDialog *) find_question (editor), SUDOKU_ALERT_RESPONSE_ACCEPT);
  wait_for_pointer_cleared ((gpointer *) &f->editor, "the editor to close");
  spin ();

  g_assert_cmpuint (f->n_saved, ==, 0);
  g_assert_cmpuint (count_files (f->user), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (f->catalog)), ==, 4);
  g_assert_null (sudoku_layout_catalog_lookup (f->catalog, "Never"));
}

static gboolean
fit_checked (gpointer editor)
{
  return strstr (sudoku_layout_editor_get_problems_text (editor), "Checking") == NULL;
}

/* Nine regions of nine cells that no Sudoku fits: r1c3 and r1c4 swap
 * regions, and the law of leftovers would need the same digit in both, in
 * one row. A quick look cannot tell, so the check goes on off the main
 * thread, "Checking…" meanwhile, and then says so; no Save. Painted back,
 * the layout is ready at once. */
static void
test_no_sudoku_fits (Fixture       *f,
                     gconstpointer  data)
{
  SudokuLayoutEditor *editor = open_editor (f, NULL);

  sudoku_layout_editor_set_name (editor, "Leftovers");
  sudoku_layout_editor_paint_cell (editor, 2, 1);
  sudoku_layout_editor_paint_cell (editor, 3, 0);
  assert_problems (editor, "Region 1 is in 2 pieces\nRegion 2 is in 2 pieces\n"
                           "Checking that a Sudoku fits…");
  g_assert_false (sudoku_layout_editor_get_can_save (editor));
  sudoku_test_ui_wait_for (fit_checked, editor, "the check that a Sudoku fits");
  assert_problems (editor, "No Sudoku fits this layout: no way to fill its grid was found\n"
                           "Region 1 is in 2 pieces\nRegion 2 is in 2 pieces");
  g_assert_false (sudoku_layout_editor_get_can_save (editor));

  sudoku_layout_editor_paint_cell (editor, 2, 0);
  sudoku_layout_editor_paint_cell (editor, 3, 1);
  assert_problems (editor, READY);
  g_assert_true (sudoku_layout_editor_get_can_save (editor));
}

/* Closed while the save is under way: nothing reaches the dead editor. */
static void
test_close_while_saving (Fixture       *f,
                         gconstpointer  data)
{
  SudokuLayoutEditor *editor = open_editor (f, NULL);

  sudoku_layout_editor_set_name (editor, "Hurried");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "layout-editor.save", NULL));
  g_assert_false (sudoku_layout_editor_get_can_save (editor));
  gtk_window_destroy (GTK_WINDOW (editor));
  wait_for_pointer_cleared ((gpointer *) &f->editor, "the editor to be finalized");

  sudoku_test_ui_spin_for (500);
  g_assert_cmpuint (f->n_saved, ==, 0);
}

static void
test_accessible (Fixture       *f,
                 gconstpointer  data)
{
  SudokuLayoutEditor *editor = open_editor (f, &f->rows);
  GtkWidget *cell = sudoku_layout_paint_grid_get_cell (sudoku_layout_editor_get_paint_grid (editor),
                                                       40);

  gtk_test_accessible_assert_role (editor, GTK_ACCESSIBLE_ROLE_WINDOW);
  gtk_test_accessible_assert_role (cell, GTK_ACCESSIBLE_ROLE_BUTTON);
  assert_cell_label (editor, 0, "Row 1, column 1, region 1");
  assert_cell_label (editor, 40, "Row 5, column 5, region 5");
  assert_cell_label (editor, 80, "Row 9, column 9, region 9");
  assert_cell_label (editor, 17, "Row 2, column 9, region 2");

  sudoku_layout_editor_paint_cell (editor, 40, 8);
  assert_cell_label (editor, 40, "Row 5, column 5, region 9");
  assert_cell_label (editor, 39, "Row 5, column 4, region 5");

  select_start (editor, "Standard");
  assert_cell_label (editor, 17, "Row 2, column 9, region 3");
  assert_cell_label (editor, 40, "Row 5, column 5, region 5");
}

static gboolean css_failed;

static void
on_css_error (GtkCssProvider *provider,
              GtkCssSection  *section,
              const GError   *error)
{
  g_autofree char *where = gtk_css_section_to_string (section);

  g_printerr ("style.css: %s: %s\n", where, error->message);
  css_failed = TRUE;
}

int
main (int   argc,
      char *argv[])
{
  /* Whatever reads the user's layout folder reads a temporary one. */
  g_autofree char *data_home = sudoku_test_ui_isolate ();
  g_autoptr(GtkCssProvider) provider = NULL;
  int status;

  gtk_test_init (&argc, &argv, NULL);
  /* No AdwApplication here: the editor's questions are libadwaita dialogs. */
  adw_init ();

  /* The app's style sheet, as the app loads it: a rule GTK cannot read fails here. */
  provider = gtk_css_provider_new ();
  g_signal_connect (provider, "parsing-error", G_CALLBACK (on_css_error), NULL);
  gtk_css_provider_load_from_resource (provider, "/io/github/sudoku_solver/SudokuSolver/style.css");
  g_assert_false (css_failed);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

#define ADD(path, func) \
  g_test_add ("/ui/LayoutEditor/" path, Fixture, NULL, fixture_setup, func, fixture_teardown)

  ADD ("starts-from-initial", test_starts_from_initial);
  ADD ("paint-invalid", test_paint_invalid);
  ADD ("disconnected", test_disconnected);
  ADD ("keyboard", test_keyboard);
  ADD ("drag", test_drag);
  ADD ("start-from", test_start_from);
  ADD ("name", test_name);
  ADD ("save", test_save);
  ADD ("no-sudoku-fits", test_no_sudoku_fits);
  ADD ("cancel", test_cancel);
  ADD ("cancel-untouched", test_cancel_untouched);
  ADD ("close-while-saving", test_close_while_saving);
  ADD ("accessible", test_accessible);

#undef ADD

  status = g_test_run ();

  g_rmdir (data_home);
  return status;
}
