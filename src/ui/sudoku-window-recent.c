/* sudoku-window-recent.c: Open Recent, and the folder Open and Save start in
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Files opened or saved go to GtkRecentManager, the desktop's shared list,
 * under this application's name and in a group of our own; the menu shows
 * that group only, newest first. Our name alone is not enough: GTK adds
 * files under it too, which the program cannot open (the PDF of the "Print
 * to File" printer, libprintbackend-file.so; the image that Export Image's
 * file chooser picked, GtkFileChooserWidget). The list changes under us
 * (another window, another app): the menu follows the manager's "changed"
 * signal.
 */

#define G_LOG_DOMAIN "sudoku-window-recent"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-window-private.h"

/* A menu, not a history: enough to find last week's puzzle. */
#define MAX_RECENT 10
/* The files this program opens, as opposed to those it writes for others. */
#define PUZZLE_GROUP APP_ID ".Puzzle"

static int
newest_first (gconstpointer a,
              gconstpointer b)
{
  GtkRecentInfo *info_a = *(GtkRecentInfo **) a;
  GtkRecentInfo *info_b = *(GtkRecentInfo **) b;

  return -g_date_time_compare (gtk_recent_info_get_modified (info_a),
                               gtk_recent_info_get_modified (info_b));
}

static void
rebuild_menu (SudokuWindow *self)
{
  GtkRecentManager *manager = gtk_recent_manager_get_default ();
  g_autoptr(GPtrArray) ours = g_ptr_array_new_with_free_func ((GDestroyNotify) gtk_recent_info_unref);
  GList *items = gtk_recent_manager_get_items (manager);

  for (GList *l = items; l != NULL; l = l->next)
    {
      GtkRecentInfo *info = l->data;

      if (gtk_recent_info_has_group (info, PUZZLE_GROUP) && gtk_recent_info_exists (info))
        g_ptr_array_add (ours, gtk_recent_info_ref (info));
    }
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
  g_ptr_array_sort (ours, newest_first);

  g_menu_remove_all (self->recent_section);
  for (guint i = 0; i < ours->len && i < MAX_RECENT; i++)
    {
      GtkRecentInfo *info = g_ptr_array_index (ours, i);
      g_autoptr(GMenuItem) item = g_menu_item_new (gtk_recent_info_get_display_name (info), NULL);

      g_menu_item_set_action_and_target_value (item, "win.open-recent",
                                               g_variant_new_string (gtk_recent_info_get_uri (info)));
      g_menu_append_item (self->recent_section, item);
    }

  /* An empty submenu looks broken; an item without an action is shown dimmed. */
  if (ours->len == 0)
    g_menu_append (self->recent_section, _("No Recent Puzzles"), NULL);
}

static void
open_recent_activate (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));

  _sudoku_window_open_here_or_in_new_window (SUDOKU_WINDOW (user_data), file);
}

static void
record_file (SudokuWindow *self,
             GFile        *file)
{
  g_autofree char *uri = g_file_get_uri (file);
  g_autofree char *basename = g_file_get_basename (file);
  g_autofree char *content_type = NULL;
  g_autofree char *exec = g_strconcat (g_get_prgname (), " %u", NULL);
  g_autofree char *folder_path = NULL;
  const char *groups[] = { PUZZLE_GROUP, NULL };
  GtkRecentData data = { 0 };

  /* By the name, as the file was just read or written whole: no more I/O. */
  content_type = g_content_type_guess (basename, NULL, 0, NULL);
  data.mime_type = g_content_type_get_mime_type (content_type);
  if (data.mime_type == NULL)
    data.mime_type = g_strdup ("application/octet-stream");
  data.app_name = (char *) g_get_application_name ();
  data.app_exec = exec;
  data.groups = (char **) groups;
  gtk_recent_manager_add_full (gtk_recent_manager_get_default (), uri, &data);
  g_free (data.mime_type);

  folder_path = self->folder != NULL ? g_file_get_path (self->folder) : NULL;
  if (self->settings != NULL && folder_path != NULL)
    g_settings_set_string (self->settings, "last-folder", folder_path);
}

/* The folder at once, for the next dialog; the list and the setting after
 * the window's first frame, since neither shows in it: the desktop's list
 * is read from disk at its first use, and the first write to GSettings
 * starts dconf's service, which competes with the window for the CPU. */
void
_sudoku_window_note_file (SudokuWindow *self,
                          GFile        *file)
{
  g_clear_object (&self->folder);
  self->folder = g_file_get_parent (file);
  if (self->first_frame_drawn)
    record_file (self, file);
  else
    g_set_object (&self->file_to_note, file);
}

void
_sudoku_window_recent_init (SudokuWindow *self)
{
  g_autoptr(GSimpleAction) action = NULL;

  action = g_simple_action_new ("open-recent", G_VARIANT_TYPE_STRING);
  g_signal_connect_object (action, "activate", G_CALLBACK (open_recent_activate), self, 0);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (action));

  /* A new window's dialogs start where the last file was. */
  if (self->settings != NULL)
    {
      g_autofree char *last = g_settings_get_string (self->settings, "last-folder");

      if (last[0] != '\0')
        self->folder = g_file_new_for_path (last);
    }
}

/* Open Recent's items come after the first frame, with the menus they are
 * in (sudoku-window.c): each is checked on disk. */
void
_sudoku_window_recent_after_first_frame (SudokuWindow *self)
{
  g_signal_connect_object (gtk_recent_manager_get_default (), "changed",
                           G_CALLBACK (rebuild_menu), self, G_CONNECT_SWAPPED);
  rebuild_menu (self);
  if (self->file_to_note != NULL)
    {
      g_autoptr(GFile) file = g_steal_pointer (&self->file_to_note);

      record_file (self, file);
    }
}
