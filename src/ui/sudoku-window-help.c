/* sudoku-window-help.c: F1 and Help: the Mallard pages in the help viewer, or a toast
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
