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
#include "sudoku-window-testing.h"

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

gboolean
sudoku_test_ui_not_modified (gpointer board)
{
  return !sudoku_board_get_modified (SUDOKU_BOARD (board));
}

gboolean
sudoku_test_ui_status_starts (gpointer data)
{
  SudokuWindow *window = ((gpointer *) data)[0];

  return g_str_has_prefix (sudoku_test_ui_get_status (window), ((gpointer *) data)[1]);
}

gboolean
sudoku_test_ui_toast_is (gpointer data)
{
  SudokuWindow *window = ((gpointer *) data)[0];

  return g_strcmp0 (_sudoku_window_get_last_toast (window), ((gpointer *) data)[1]) == 0;
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

void
sudoku_test_ui_open_and_wait (SudokuWindow *window,
                              const char   *dir,
                              const char   *name)
{
  g_autoptr(GFile) file = sudoku_test_ui_data_file (dir, name);
  SudokuBoard *board = sudoku_window_get_board (window);

  sudoku_board_reset (board);
  sudoku_window_open_file (window, file);
  sudoku_test_ui_wait_for (sudoku_test_ui_board_filled, board, name);
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

typedef struct
{
  AdwMessageDialog *dialog;
  const char       *id;
  gboolean          done;
} Answer;

static gboolean
answer_now (gpointer data)
{
  Answer *answer = data;

  adw_message_dialog_response (answer->dialog, answer->id);
  gtk_window_close (GTK_WINDOW (answer->dialog));
  g_clear_object (&answer->dialog);
  answer->done = TRUE;
  return G_SOURCE_REMOVE;
}

void
sudoku_test_ui_respond (AdwMessageDialog *dialog,
                        const char       *id)
{
  /* As a click does: from a main loop source (where a GTask returns at once,
   * so the app's callback runs inside the response), with the dialog held
   * until the click is handled (so it outlives what the answer destroys,
   * such as its parent window). */
  Answer answer = { g_object_ref (dialog), id, FALSE };

  g_assert_true (adw_message_dialog_has_response (dialog, id));
  g_idle_add (answer_now, &answer);
  sudoku_test_ui_wait_for (sudoku_test_ui_flag_set, &answer.done, "the answer");
  sudoku_test_ui_spin ();
}

gboolean
sudoku_test_ui_has_dialog (gpointer window)
{
  return sudoku_test_ui_find_dialog (SUDOKU_WINDOW (window)) != NULL;
}

GtkFileChooserDialog *
sudoku_test_ui_find_chooser (SudokuWindow *window)
{
  return (GtkFileChooserDialog *) sudoku_test_ui_find_window (GTK_TYPE_FILE_CHOOSER_DIALOG,
                                                              window);
}

gboolean
sudoku_test_ui_has_chooser (gpointer window)
{
  return sudoku_test_ui_find_chooser (SUDOKU_WINDOW (window)) != NULL;
}

GtkWidget *
sudoku_test_ui_tree_next (GtkWidget *widget,
                          GtkWidget *root)
{
  if (gtk_widget_get_first_child (widget) != NULL)
    return gtk_widget_get_first_child (widget);
  while (widget != root && gtk_widget_get_next_sibling (widget) == NULL)
    widget = gtk_widget_get_parent (widget);
  return widget == root ? NULL : gtk_widget_get_next_sibling (widget);
}

GtkWidget *
sudoku_test_ui_find_widget (GtkWidget  *root,
                            GType       type,
                            const char *css_class)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type) &&
      (css_class == NULL || gtk_widget_has_css_class (root, css_class)))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = sudoku_test_ui_find_widget (child, type, css_class);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
find_actionable (GtkWidget  *root,
                 const char *action_name)
{
  if (GTK_IS_ACTIONABLE (root) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (root)), action_name) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_actionable (child, action_name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
sudoku_test_ui_find_action_widget (GtkWidget  *root,
                                   const char *action_name)
{
  GtkWidget *found = find_actionable (root, action_name);

  if (found == NULL)
    g_error ("no widget for the action %s", action_name);
  return found;
}

SudokuBoardView *
sudoku_test_ui_board_view (SudokuWindow *window)
{
  GtkWidget *view = sudoku_test_ui_find_widget (GTK_WIDGET (window), SUDOKU_TYPE_BOARD_VIEW, NULL);

  g_assert_nonnull (view);
  return SUDOKU_BOARD_VIEW (view);
}

SudokuStepView *
sudoku_test_ui_step_view (SudokuWindow *window)
{
  GtkWidget *view = sudoku_test_ui_find_widget (GTK_WIDGET (window), SUDOKU_TYPE_STEP_VIEW, NULL);

  g_assert_nonnull (view);
  return SUDOKU_STEP_VIEW (view);
}

GtkLabel *
sudoku_test_ui_status_label (SudokuWindow *window)
{
  GtkWidget *label = sudoku_test_ui_find_widget (GTK_WIDGET (window), GTK_TYPE_LABEL, "sudoku-status");

  g_assert_nonnull (label);
  return GTK_LABEL (label);
}

const char *
sudoku_test_ui_get_status (SudokuWindow *window)
{
  return gtk_label_get_text (sudoku_test_ui_status_label (window));
}

GtkWidget *
sudoku_test_ui_collection_bar (SudokuWindow *window)
{
  return gtk_widget_get_parent (sudoku_test_ui_find_action_widget (GTK_WIDGET (window),
                                                                   "win.next-puzzle"));
}

GtkLabel *
sudoku_test_ui_collection_label (SudokuWindow *window)
{
  GtkWidget *label = sudoku_test_ui_find_widget (sudoku_test_ui_collection_bar (window),
                                                 GTK_TYPE_LABEL, NULL);

  g_assert_nonnull (label);
  return GTK_LABEL (label);
}

/* The main menu's button: the one marked primary (F10). */
static GtkMenuButton *
find_primary_menu_button (GtkWidget *root)
{
  if (GTK_IS_MENU_BUTTON (root) && gtk_menu_button_get_primary (GTK_MENU_BUTTON (root)))
    return GTK_MENU_BUTTON (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkMenuButton *found = find_primary_menu_button (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

GMenuModel *
sudoku_test_ui_menu_model (GtkMenuButton *button)
{
  if (gtk_menu_button_get_menu_model (button) == NULL)
    {
      gtk_menu_button_popup (button);
      sudoku_test_ui_spin ();
      gtk_menu_button_popdown (button);
      sudoku_test_ui_spin ();
    }
  return gtk_menu_button_get_menu_model (button);
}

GMenuModel *
sudoku_test_ui_submenu_section (SudokuWindow *window,
                                const char   *label)
{
  GtkMenuButton *button = find_primary_menu_button (GTK_WIDGET (window));
  GMenuModel *menu;

  g_assert_nonnull (button);
  menu = sudoku_test_ui_menu_model (button);
  for (int s = 0; s < g_menu_model_get_n_items (menu); s++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, s, G_MENU_LINK_SECTION);

      for (int i = 0; section != NULL && i < g_menu_model_get_n_items (section); i++)
        {
          g_autofree char *item_label = NULL;
          g_autoptr(GMenuModel) submenu = NULL;
          g_autoptr(GMenuModel) found = NULL;

          if (!g_menu_model_get_item_attribute (section, i, G_MENU_ATTRIBUTE_LABEL, "s", &item_label) ||
              g_strcmp0 (item_label, label) != 0)
            continue;
          submenu = g_menu_model_get_item_link (section, i, G_MENU_LINK_SUBMENU);
          g_assert_nonnull (submenu);
          found = g_menu_model_get_item_link (submenu, 0, G_MENU_LINK_SECTION);
          g_assert_nonnull (found);
          return found;  /* the window's menu keeps it alive */
        }
    }
  g_error ("no submenu “%s” in the main menu", label);
}

void
sudoku_test_ui_shown_grid (SudokuWindow *window,
                           SkGrid       *grid)
{
  for (guint i = 0; i < SK_CELLS; i++)
    {
      GtkWidget *entry = sudoku_board_view_get_cell_entry (sudoku_test_ui_board_view (window), i);
      const char *text = gtk_editable_get_text (GTK_EDITABLE (entry));

      g_assert_true (text[0] == '\0' || (text[0] >= '1' && text[0] <= '9' && text[1] == '\0'));
      grid->cell[i] = text[0] == '\0' ? 0 : (uint8_t) (text[0] - '0');
    }
}

void
sudoku_test_ui_settle (SudokuWindow *window)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  gint64 target = gdk_frame_clock_get_frame_counter (clock) + 3;

  gtk_widget_queue_resize (GTK_WIDGET (window));
  while (gdk_frame_clock_get_frame_counter (clock) < target)
    g_main_context_iteration (NULL, TRUE);
}

graphene_rect_t
sudoku_test_ui_bounds_in_window (SudokuWindow *window,
                                 GtkWidget    *widget)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &bounds));
  return bounds;
}
