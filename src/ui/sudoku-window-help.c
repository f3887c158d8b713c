/* sudoku-window-help.c: F1 and Help: the Mallard pages in the help viewer, or a toast;
 * Ctrl+?: the Keyboard Shortcuts window
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-window"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-window-private.h"

/* gtk_show_uri_full rather than gtk_show_uri: the latter only logs a warning when
 * nothing can show the URI, and the person pressing F1 would see nothing at all. The
 * callback holds a reference (the launch has no cancellable), and a window already
 * closed by then has nobody to tell. */
static void
help_shown (GObject      *object,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(SudokuWindow) self = user_data;
  g_autoptr(GError) error = NULL;

  if (gtk_show_uri_full_finish (GTK_WINDOW (object), result, &error))
    return;
  if (!gtk_widget_get_visible (GTK_WIDGET (self)))
    return;
  /* Whatever the reason (most often no program for help: URIs, such as Yelp), the help
   * cannot be read here; the error itself goes to the debug log. */
  g_debug ("Could not show the help: %s", error->message);
  _sudoku_window_toast (self, _("No help viewer is installed"), FALSE);
}

void
sudoku_window_show_help (SudokuWindow *self,
                         const char   *uri)
{
  g_return_if_fail (SUDOKU_IS_WINDOW (self));
  g_return_if_fail (uri != NULL);

  gtk_show_uri_full (GTK_WINDOW (self), uri, GDK_CURRENT_TIME, NULL, help_shown,
                     g_object_ref (self));
}

/* GtkApplication builds the shortcuts window for every new window when it finds
 * gtk/help-overlay.ui under the resource base path: about 7 ms of each start, for a
 * window few open. The file is elsewhere, and the window is built on first use. */
static void
show_help_overlay (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  GtkApplicationWindow *self = GTK_APPLICATION_WINDOW (user_data);
  GtkShortcutsWindow *overlay = gtk_application_window_get_help_overlay (self);

  if (overlay == NULL)
    {
      g_autoptr(GtkBuilder) builder =
        gtk_builder_new_from_resource (SUDOKU_RESOURCE_PATH "/ui/help-overlay.ui");

      overlay = GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
      /* Keeps this action: GTK adds its own only where the window has none. */
      gtk_application_window_set_help_overlay (self, overlay);
    }
  gtk_window_present (GTK_WINDOW (overlay));
}

static const GActionEntry help_actions[] = {
  { .name = "show-help-overlay", .activate = show_help_overlay },
};

void
_sudoku_window_help_init (SudokuWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), help_actions, G_N_ELEMENTS (help_actions),
                                   self);
}
