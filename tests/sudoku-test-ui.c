/* sudoku-test-ui.c: main-loop and window helpers shared by the UI tests
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tests drive the real application, registered but not run: nothing
 * spins the main loop for them, so they spin it here until what they wait
 * for has happened.
 */

#include "sudoku-test-ui.h"

#include <glib/gstdio.h>

#include "sudoku-application.h"
#include "sudoku-window-private.h"

char *
sudoku_test_ui_isolate (void)
{
  static const char * const variables[][2] = {
    { "XDG_DATA_HOME", "data" }, { "XDG_STATE_HOME", "state" },
    { "XDG_CONFIG_HOME", "config" }, { "XDG_CACHE_HOME", "cache" },
  };
  g_autoptr(GError) error = NULL;
  char *root = g_dir_make_tmp ("sudoku-ui-test-XXXXXX", &error);

  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (variables); i++)
    {
      g_autofree char *dir = g_build_filename (root, variables[i][1], NULL);

      g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
      g_setenv (variables[i][0], dir, TRUE);
    }
  return root;
}

GtkApplication *
sudoku_test_ui_new_application (void)
{
  g_autoptr(GError) error = NULL;
  GtkApplication *application = GTK_APPLICATION (sudoku_application_new ());

  g_application_set_flags (G_APPLICATION (application), G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (application), NULL, &error);
  g_assert_no_error (error);
  return application;
}

void
sudoku_test_ui_spin (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

void
sudoku_test_ui_spin_for (guint ms)
{
  gint64 until = g_get_monotonic_time () + (gint64) ms * 1000;

  while (g_get_monotonic_time () < until)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (1000);
}

void
sudoku_test_ui_wait_for (SudokuTestCondition  condition,
                         gpointer             data,
                         const char          *what)
{
  gint64 deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;

  while (!condition (data))
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("timed out waiting for %s", what);
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
    }
}

gboolean
sudoku_test_ui_pointer_cleared (gpointer data)
{
  return *(gpointer *) data == NULL;
}

gboolean
sudoku_test_ui_pointer_set (gpointer data)
{
  return *(gpointer *) data != NULL;
}

gboolean
sudoku_test_ui_flag_set (gpointer data)
{
  return *(gboolean *) data;
}

gboolean
sudoku_test_ui_board_filled (gpointer board)
{
  return sudoku_board_get_n_filled (SUDOKU_BOARD (board)) > 0;
}

gboolean
sudoku_test_ui_not_solving (gpointer board)
{
  return !sudoku_board_get_solving (SUDOKU_BOARD (board));
}

GFile *
sudoku_test_ui_data_file (const char *dir,
                          const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", dir, name, NULL);

  return g_file_new_for_path (path);
}

SudokuWindow *
sudoku_test_ui_new_window (GtkApplication *application)
{
  SudokuWindow *window =
    sudoku_window_new (application, sudoku_application_get_layouts (SUDOKU_APPLICATION (application)));

  gtk_window_present (GTK_WINDOW (window));
  sudoku_test_ui_spin ();
  return window;
}

void
sudoku_test_ui_destroy_window (SudokuWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  sudoku_test_ui_spin ();
}

GtkWindow *
sudoku_test_ui_find_window (GType         type,
                            SudokuWindow *parent)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (toplevel, type) &&
          (parent == NULL || gtk_window_get_transient_for (toplevel) == GTK_WINDOW (parent)) &&
          gtk_widget_get_visible (GTK_WIDGET (toplevel)))
        return toplevel;  /* the list of toplevels keeps it alive */
    }
  return NULL;
}

AdwMessageDialog *
sudoku_test_ui_find_dialog (SudokuWindow *window)
{
  return (AdwMessageDialog *) sudoku_test_ui_find_window (ADW_TYPE_MESSAGE_DIALOG, window);
}

void
sudoku_test_ui_respond (AdwMessageDialog *dialog,
                        const char       *id)
{
  g_assert_true (adw_message_dialog_has_response (dialog, id));
  adw_message_dialog_response (dialog, id);
  gtk_window_close (GTK_WINDOW (dialog));
  sudoku_test_ui_spin ();
}

gboolean
sudoku_test_ui_has_dialog (gpointer window)
{
  return sudoku_test_ui_find_dialog (SUDOKU_WINDOW (window)) != NULL;
}

void
sudoku_test_ui_shown_grid (SudokuWindow *window,
                           SkGrid       *grid)
{
  for (guint i = 0; i < SK_CELLS; i++)
    {
      GtkWidget *entry = sudoku_board_view_get_cell_entry (window->board_view, i);
      const char *text = gtk_editable_get_text (GTK_EDITABLE (entry));

      g_assert_true (text[0] == '\0' || (text[0] >= '1' && text[0] <= '9' && text[1] == '\0'));
      grid->cell[i] = text[0] == '\0' ? 0 : (uint8_t) (text[0] - '0');
    }
}
