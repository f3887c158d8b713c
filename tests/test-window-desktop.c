/* test-window-desktop.c: what the window remembers, Open Recent, shortcuts, Help and About
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Settings live in the memory backend; recent files in a throw-away
 * XDG_DATA_HOME, so the desktop's own list is never touched.
 */

#include "config.h"

#include <gtk/gtk.h>
#include <string.h>

#include "sudoku-application.h"
#include "sudoku-print-options.h"
#include "sudoku-test-ui.h"
#include "sudoku-test-util.h"
#include "sudoku-window-testing.h"

static GtkApplication *application;

typedef struct
{
  GMenuModel *menu;
  const char *uri;
} MenuSearch;

static gboolean
menu_has_target (gpointer data)
{
  MenuSearch *search = data;

  for (int i = 0; i < g_menu_model_get_n_items (search->menu); i++)
    {
      g_autoptr(GVariant) target =
        g_menu_model_get_item_attribute_value (search->menu, i, G_MENU_ATTRIBUTE_TARGET,
                                               G_VARIANT_TYPE_STRING);

      if (target != NULL && g_str_equal (g_variant_get_string (target, NULL), search->uri))
        return TRUE;
    }
  return FALSE;
}

static gboolean
menu_has_items (gpointer data)
{
  return g_menu_model_get_n_items (G_MENU_MODEL (data)) > 0;
}

/* Opened files join Open Recent, newest first, and reopen from there. */
static void
test_recent (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  g_autoptr(GFile) first = sudoku_test_ui_data_file ("examples", "classic-line.txt");
  g_autoptr(GFile) second = sudoku_test_ui_data_file ("examples", "jigsaw-line.txt");
  g_autofree char *first_uri = g_file_get_uri (first);
  g_autofree char *second_uri = g_file_get_uri (second);
  g_autofree char *folder = NULL;
  g_autofree char *expected_folder = NULL;
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  MenuSearch search = { sudoku_test_ui_submenu_section (window, "Open _Recent"), NULL };
  g_autoptr(GVariant) newest = NULL;
  SkGrid givens, expected;

  /* Nothing yet: one dimmed line, no action (after the first frame, which
   * the menu is not part of). */
  sudoku_test_ui_wait_for (menu_has_items, search.menu, "Open Recent's first line");
  g_assert_cmpint (g_menu_model_get_n_items (search.menu), ==, 1);
  g_assert_null (g_menu_model_get_item_attribute_value (search.menu, 0, G_MENU_ATTRIBUTE_ACTION,
                                                        NULL));

  sudoku_window_open_file (window, first);
  sudoku_test_ui_wait_for (sudoku_test_ui_board_filled, board, "classic-line.txt");
  search.uri = first_uri;
  sudoku_test_ui_wait_for (menu_has_target, &search, "classic-line.txt in Open Recent");

  /* The folder is remembered for the dialogs, here and in the next window. */
  folder = g_settings_get_string (settings, "last-folder");
  expected_folder = g_test_build_filename (G_TEST_DIST, "data", "examples", NULL);
  g_assert_cmpstr (folder, ==, expected_folder);

  sudoku_board_reset (board);
  sudoku_window_open_file (window, second);
  sudoku_test_ui_wait_for (sudoku_test_ui_board_filled, board, "jigsaw-line.txt");
  search.uri = second_uri;
  sudoku_test_ui_wait_for (menu_has_target, &search, "jigsaw-line.txt in Open Recent");
  newest = g_menu_model_get_item_attribute_value (search.menu, 0, G_MENU_ATTRIBUTE_TARGET,
                                                  G_VARIANT_TYPE_STRING);
  g_assert_cmpstr (g_variant_get_string (newest, NULL), ==, second_uri);

  /* Reopening the first from the menu: the board was not modified, so here. */
  sudoku_board_set_modified (board, FALSE);
  sudoku_board_reset (board);
  sudoku_board_set_modified (board, FALSE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-recent", "s",
                                             first_uri));
  sudoku_test_ui_wait_for (sudoku_test_ui_board_filled, board, "the recent file");
  sudoku_board_get_givens_grid (board, &givens);
  sudoku_test_grid_from_text ("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
                              &expected);
  sudoku_test_assert_grids_equal (&givens, &expected);

  sudoku_test_ui_destroy_window (window);

  window = sudoku_test_ui_new_window (application);
  g_assert_nonnull (_sudoku_window_get_folder (window));
  {
    g_autofree char *path = g_file_get_path (_sudoku_window_get_folder (window));

    g_assert_cmpstr (path, ==, expected_folder);
  }
  sudoku_test_ui_destroy_window (window);
  g_settings_reset (settings, "last-folder");
}

static gboolean
toast_shown (gpointer data)
{
  return _sudoku_window_get_last_toast (data) != NULL;
}

typedef struct
{
  const char *uris[2];
} RecentWait;

static gboolean
recent_has_items (gpointer data)
{
  RecentWait *wait = data;
  GtkRecentManager *manager = gtk_recent_manager_get_default ();

  return gtk_recent_manager_has_item (manager, wait->uris[0]) &&
         gtk_recent_manager_has_item (manager, wait->uris[1]);
}

/* Open Recent lists the files the app opens, and not what it writes for
 * other programs. GTK itself adds to the desktop's list under this
 * application's name: the "Print to File" printer (libprintbackend-file.so
 * calls gtk_recent_manager_add_item() with the PDF it wrote) and the file
 * chooser of Export Image (GtkFileChooserWidget adds what was chosen). Here
 * both files are written for real, then added as GTK adds them. */
static void
test_recent_only_opened (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  g_autoptr(GFile) first = sudoku_test_ui_data_file ("examples", "classic-line.txt");
  g_autoptr(GFile) second = sudoku_test_ui_data_file ("examples", "jigsaw-line.txt");
  g_autofree char *first_uri = g_file_get_uri (first);
  g_autofree char *second_uri = g_file_get_uri (second);
  g_autofree char *dir = sudoku_test_make_temp_dir ("sudoku-recent-XXXXXX");
  g_autofree char *pdf_path = g_build_filename (dir, "output.pdf", NULL);
  g_autofree char *png_path = g_build_filename (dir, "board.png", NULL);
  g_autoptr(GFile) pdf = g_file_new_for_path (pdf_path);
  g_autoptr(GFile) png = g_file_new_for_path (png_path);
  g_autofree char *pdf_uri = g_file_get_uri (pdf);
  g_autofree char *png_uri = g_file_get_uri (png);
  g_autoptr(GError) error = NULL;
  MenuSearch search = { sudoku_test_ui_submenu_section (window, "Open _Recent"), NULL };
  RecentWait outputs = { { pdf_uri, png_uri } };
  SudokuPrintChoices choices;

  sudoku_window_open_file (window, first);
  sudoku_test_ui_wait_for (sudoku_test_ui_board_filled, board, "classic-line.txt");

  sudoku_print_choices_init (&choices);
  g_assert_cmpint (_sudoku_window_print_to_file (window, pdf, &choices, &error), ==,
                   GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_no_error (error);
  _sudoku_window_export_image_to (window, png, SUDOKU_RENDER_FORMAT_PNG);
  sudoku_test_ui_wait_for (toast_shown, window, "the image export");
  g_assert_true (g_file_test (pdf_path, G_FILE_TEST_IS_REGULAR));
  g_assert_true (g_file_test (png_path, G_FILE_TEST_IS_REGULAR));
  gtk_recent_manager_add_item (gtk_recent_manager_get_default (), pdf_uri);
  gtk_recent_manager_add_item (gtk_recent_manager_get_default (), png_uri);
  sudoku_test_ui_wait_for (recent_has_items, &outputs, "the outputs in the recent files");

  /* Once this one shows, the menu was made after the outputs were added. */
  sudoku_board_set_modified (board, FALSE);
  sudoku_window_open_file (window, second);
  search.uri = second_uri;
  sudoku_test_ui_wait_for (menu_has_target, &search, "jigsaw-line.txt in Open Recent");

  search.uri = pdf_uri;
  g_assert_false (menu_has_target (&search));
  search.uri = png_uri;
  g_assert_false (menu_has_target (&search));
  search.uri = first_uri;
  g_assert_true (menu_has_target (&search));

  sudoku_test_ui_destroy_window (window);
  sudoku_test_remove_tree (dir);
}

static gboolean
window_gone (gpointer data)
{
  return *(gpointer *) data == NULL;
}

/* The size of the last window closed is the next one's. */
static void
test_window_size (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  gpointer weak = window;
  int width, height;

  g_object_add_weak_pointer (G_OBJECT (window), &weak);
  gtk_window_set_default_size (GTK_WINDOW (window), 612, 734);
  sudoku_test_ui_spin ();
  gtk_window_close (GTK_WINDOW (window));
  sudoku_test_ui_wait_for (window_gone, &weak, "the window to close");

  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 612);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 734);
  g_assert_false (g_settings_get_boolean (settings, "window-maximized"));

  window = sudoku_test_ui_new_window (application);
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 612);
  g_assert_cmpint (height, ==, 734);
  sudoku_test_ui_destroy_window (window);

  g_settings_reset (settings, "window-width");
  g_settings_reset (settings, "window-height");
}

static guint
count_tinted (SudokuWindow *window)
{
  guint n = 0;

  for (guint i = 0; i < SK_CELLS; i++)
    {
      GtkWidget *entry = sudoku_board_view_get_cell_entry (sudoku_test_ui_board_view (window), i);

      for (int t = 0; t < 4; t++)
        {
          g_autofree char *name = g_strdup_printf ("region-tint-%d", t);

          n += gtk_widget_has_css_class (entry, name);
        }
    }
  return n;
}

/* Region Colours off: no tints, the lines stay; remembered. */
static void
test_region_tint (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  GtkWidget *entry = sudoku_board_view_get_cell_entry (sudoku_test_ui_board_view (window), 2);

  g_assert_cmpuint (count_tinted (window), ==, SK_CELLS);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-region-tint", NULL));
  sudoku_test_ui_spin ();
  g_assert_cmpuint (count_tinted (window), ==, 0);
  g_assert_true (gtk_widget_has_css_class (entry, "region-right"));
  g_assert_false (g_settings_get_boolean (settings, "show-region-tint"));
  sudoku_test_ui_destroy_window (window);

  window = sudoku_test_ui_new_window (application);
  g_assert_cmpuint (count_tinted (window), ==, 0);
  g_settings_reset (settings, "show-region-tint");
  sudoku_test_ui_spin ();
  g_assert_cmpuint (count_tinted (window), ==, SK_CELLS);
  sudoku_test_ui_destroy_window (window);
}

static void
collect_shortcuts (GtkWidget  *widget,
                   GHashTable *actions)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
    {
      g_autofree char *action = NULL;

      g_object_get (widget, "action-name", &action, NULL);
      if (action != NULL)
        g_hash_table_add (actions, g_steal_pointer (&action));
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_shortcuts (child, actions);
}

/* Every action with a keyboard shortcut is in the Keyboard Shortcuts window. */
static void
test_shortcuts_complete (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  g_autoptr(GHashTable) listed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_auto(GStrv) described = gtk_application_list_action_descriptions (application);
  GtkShortcutsWindow *overlay;
  guint n_checked = 0;

  /* Built on first use (sudoku-window-help.c), not with the window. */
  g_assert_null (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-help-overlay", NULL);
  overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));
  g_assert_nonnull (overlay);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (overlay)));
  collect_shortcuts (GTK_WIDGET (overlay), listed);

  for (guint i = 0; described[i] != NULL; i++)
    {
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (application, described[i]);
      g_autofree char *action = NULL;
      const char *paren = strchr (described[i], '(');

      if (accels[0] == NULL)
        continue;
      /* "win.layout('x')" names the action with a target: the action is what counts. */
      action = paren != NULL ? g_strndup (described[i], (gsize) (paren - described[i]))
                             : g_strdup (described[i]);
      if (!g_hash_table_contains (listed, action))
        g_error ("%s (%s) is not in the Keyboard Shortcuts window", action, accels[0]);
      n_checked++;
    }
  /* The help overlay's own accelerator comes from GTK; ours are a dozen and more. */
  g_assert_cmpuint (n_checked, >=, 15);

  sudoku_test_ui_destroy_window (window);
}

static gboolean
has_toast (gpointer window)
{
  return _sudoku_window_get_last_toast (window) != NULL;
}

/* F1 opens help:sudoku-solver, the pages help/meson.build installs under the project's name.
 * Where nothing can show it (no Yelp), a toast says so; the launch must not log a warning,
 * which gtk_test_init makes fatal. The test points the action at a scheme no program
 * handles, so it sees the toast whether or not this machine has a help viewer. */
static void
test_help (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  g_auto(GStrv) accels = gtk_application_get_accels_for_action (application, "app.help");
  g_autofree char *uri = NULL;

  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (application), "help"));
  g_assert_cmpstr (accels[0], ==, "F1");
  g_assert_null (accels[1]);
  g_object_get (application, "help-uri", &uri, NULL);
  g_assert_cmpstr (uri, ==, "help:sudoku-solver");

  g_object_set (application, "help-uri", "x-sudoku-solver-no-viewer:index", NULL);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_null (_sudoku_window_get_last_toast (window));
  g_action_group_activate_action (G_ACTION_GROUP (application), "help", NULL);
  sudoku_test_ui_wait_for (has_toast, window, "the toast saying there is no help viewer");
  g_assert_cmpstr (_sudoku_window_get_last_toast (window), ==, "No help viewer is installed");

  g_object_set (application, "help-uri", uri, NULL);
  sudoku_test_ui_destroy_window (window);
}

static AdwAboutWindow *
find_about (void)
{
  return (AdwAboutWindow *) sudoku_test_ui_find_window (ADW_TYPE_ABOUT_WINDOW, NULL);
}

static void
test_about (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gdk_display_get_default ());
  AdwAboutWindow *about;

  gtk_window_present (GTK_WINDOW (window));
  g_action_group_activate_action (G_ACTION_GROUP (application), "about", NULL);
  sudoku_test_ui_spin ();
  about = find_about ();
  g_assert_nonnull (about);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (about)) == GTK_WINDOW (window));
  g_assert_cmpstr (adw_about_window_get_application_name (about), ==, "Sudoku Solver");
  g_assert_cmpstr (adw_about_window_get_version (about), ==, PACKAGE_VERSION);
  g_assert_cmpint (adw_about_window_get_license_type (about), ==, GTK_LICENSE_GPL_3_0);
  /* No website until there is one: a placeholder link would lead nowhere. */
  g_assert_cmpstr (adw_about_window_get_website (about), ==, "");
  g_assert_nonnull (adw_about_window_get_translator_credits (about));
  g_assert_nonnull (adw_about_window_get_developers (about));
  /* The app's own icon, found in the GResource even from the build tree. */
  g_assert_cmpstr (adw_about_window_get_application_icon (about), ==, APP_ID);
  g_assert_true (gtk_icon_theme_has_icon (theme, APP_ID));

  gtk_window_destroy (GTK_WINDOW (about));
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

  gtk_test_init (&argc, &argv, NULL);

  application = sudoku_test_ui_new_application ();

  g_test_add_func ("/ui/Desktop/recent", test_recent);
  g_test_add_func ("/ui/Desktop/recent-only-opened", test_recent_only_opened);
  g_test_add_func ("/ui/Desktop/window-size", test_window_size);
  g_test_add_func ("/ui/Desktop/region-tint", test_region_tint);
  g_test_add_func ("/ui/Desktop/shortcuts-complete", test_shortcuts_complete);
  g_test_add_func ("/ui/Desktop/help", test_help);
  g_test_add_func ("/ui/Desktop/about", test_about);

  status = g_test_run ();

  g_clear_object (&application);
  return status;
}
