/* sudoku-window-files.c: opening, saving, dropping files and closing safely
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every callback returns at once on G_IO_ERROR_CANCELLED, before it touches
 * the window: that is how a closed window's operations end.
 */

#define G_LOG_DOMAIN "sudoku-window-files"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sudoku-alert.h"
#include "sudoku-file-chooser.h"
#include "sudoku-file-error.h"
#include "sudoku-native-file.h"
#include "sudoku-safe-write.h"
#include "sudoku-window-private.h"

/* ---- Opening ---- */

/* @saving picks the title; the error message names the file and the line. */
static gboolean
close_unless_alone (gpointer user_data)
{
  SudokuWindow *self = SUDOKU_WINDOW (user_data);
  GtkApplication *application = gtk_window_get_application (GTK_WINDOW (self));

  for (GList *l = application != NULL ? gtk_application_get_windows (application) : NULL;
       l != NULL; l = l->next)
    if (SUDOKU_IS_WINDOW (l->data) && l->data != self)
      {
        gtk_window_destroy (GTK_WINDOW (self));
        break;
      }
  return G_SOURCE_REMOVE;
}

/* After the error of a window made only for a file that did not open. Not
 * from within the dialog's response: the dialog still points at its parent
 * until the emission ends. */
static void
on_open_error_response (SudokuWindow *self)
{
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, close_unless_alone, g_object_ref (self),
                   g_object_unref);
}

static void
show_file_error (SudokuWindow *self,
                 gboolean      saving,
                 GFile        *file,
                 const GError *error)
{
  g_autofree char *name = sudoku_file_display_name (file);
  g_autofree char *title = NULL;
  GtkWindow *dialog;

  if (saving)
    /* Translators: %s is a file name */
    title = g_strdup_printf (_("Could not save “%s”"), name);
  else
    /* Translators: %s is a file name */
    title = g_strdup_printf (_("Could not open “%s”"), name);

  dialog = sudoku_alert_show_error (GTK_WINDOW (self), title, error->message);
  if (!saving && self->close_on_failed_open)
    g_signal_connect_object (dialog, "response", G_CALLBACK (on_open_error_response), self,
                             G_CONNECT_SWAPPED);
}

typedef struct
{
  SudokuWindow     *self;
  SudokuCollection *collection;
  GFile            *file;
} OpenData;

static void
open_data_free (OpenData *data)
{
  g_clear_pointer (&data->collection, sudoku_collection_unref);
  g_clear_object (&data->file);
  g_free (data);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (OpenData, open_data_free)

static void
show_collection (SudokuWindow     *self,
                 SudokuCollection *collection,
                 GFile            *file)
{
  g_autofree char *name = sudoku_file_display_name (file);
  SudokuFormat format = sudoku_collection_get_format (collection);

  _sudoku_window_set_collection (self, collection, format, file, name);
}

static void
confirm_open_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(OpenData) data = user_data;
  g_autoptr(GError) error = NULL;

  if (!sudoku_alert_confirm_finish (result, &error) || _sudoku_window_was_cancelled (error))
    return;
  show_collection (data->self, g_steal_pointer (&data->collection), data->file);
}

static void
load_cb (GObject      *object,
         GAsyncResult *result,
         gpointer      user_data)
{
  SudokuWindow *self;
  GFile *file = G_FILE (object);
  g_autofree char *name = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SudokuCollection) collection = NULL;

  collection = sudoku_collection_load_finish (result, &error);
  if (_sudoku_window_was_cancelled (error))
    return;
  self = SUDOKU_WINDOW (user_data);

  /* The readers put the name, the line and the problem in the message; the
   * board is left as it was. */
  if (collection == NULL)
    {
      show_file_error (self, FALSE, file, error);
      self->close_on_failed_open = FALSE;
      return;
    }
  self->close_on_failed_open = FALSE;

  /* Undo brings back the board a single puzzle replaced, but a collection's
   * puzzles each start their own history: ask before changes are lost. */
  if (sudoku_collection_get_size (collection) > 1 && _sudoku_window_has_unsaved_changes (self))
    {
      g_autofree char *current = _sudoku_window_dup_name (self);
      g_autofree char *title = NULL;
      g_autofree char *detail = NULL;
      OpenData *data = g_new0 (OpenData, 1);

      name = sudoku_file_display_name (file);
      /* Translators: %s is the name of the puzzle being edited */
      title = g_strdup_printf (_("Discard the changes to “%s”?"), current);
      /* Translators: %s is the name of a file of several puzzles */
      detail = g_strdup_printf (_("“%s” holds several puzzles. Opening it here replaces the "
                                  "board, and the changes cannot be undone."), name);
      data->self = self;
      data->collection = g_steal_pointer (&collection);
      data->file = g_object_ref (file);
      sudoku_alert_confirm_async (GTK_WINDOW (self), title, detail, _("_Discard Changes"), TRUE,
                                  self->cancellable, confirm_open_cb, data);
      return;
    }

  show_collection (self, g_steal_pointer (&collection), file);
}

/* Read and parsed on a worker thread, streamed: a big collection never
 * holds up the window, and a huge file is refused before it is read. */
void
sudoku_window_open_file (SudokuWindow *self,
                         GFile        *file)
{
  g_return_if_fail (SUDOKU_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  sudoku_collection_load_async (file, self->cancellable, load_cb, self);
}

void
sudoku_window_open_file_or_close (SudokuWindow *self,
                                  GFile        *file)
{
  g_return_if_fail (SUDOKU_IS_WINDOW (self));

  self->close_on_failed_open = TRUE;
  sudoku_window_open_file (self, file);
}

void
sudoku_window_restore (SudokuWindow       *self,
                       const SudokuPuzzle *puzzle,
                       GFile              *file,
                       gboolean            modified)
{
  GPtrArray *puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_puzzle_free);

  g_return_if_fail (SUDOKU_IS_WINDOW (self));
  g_return_if_fail (puzzle != NULL);
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  g_ptr_array_add (puzzles, sudoku_puzzle_copy (puzzle));
  /* As if the file had been opened, so Save writes there again. */
  _sudoku_window_set_puzzles (self, puzzles, SUDOKU_FORMAT_NATIVE, file, puzzle->title);
  /* Where the user left off is a start, not a step to undo. */
  sudoku_board_clear_history (self->board);
  sudoku_board_set_modified (self->board, modified);
  _sudoku_window_set_status (self, _("Your board from last time is back: the program did not "
                                     "close properly"));
}

/* Unsaved work stays where it is: the file goes to a window of its own. */
void
_sudoku_window_open_here_or_in_new_window (SudokuWindow *self,
                                           GFile        *file)
{
  GtkApplication *application = gtk_window_get_application (GTK_WINDOW (self));
  SudokuWindow *window = self;

  if (_sudoku_window_has_unsaved_changes (self) && application != NULL)
    {
      window = sudoku_window_new (application, self->layouts);
      gtk_window_present (GTK_WINDOW (window));
    }
  sudoku_window_open_file (window, file);
}

/* The readers detect the format by content, so "text/plain" files are fine too. */
static const SudokuFileFilter open_filters[] = {
  { N_("All Puzzles"), "text/plain", { "sudoku", "sdk", "ss", "sdm", "txt", "xml" } },
  { N_("Sudoku Solver Files (*.sudoku)"), NULL, { "sudoku" } },
  { N_("SadMan Sudoku (*.sdk)"), NULL, { "sdk" } },
  { N_("Simple Sudoku (*.ss)"), NULL, { "ss" } },
  { N_("Puzzle Collections (*.sdm)"), NULL, { "sdm" } },
  { N_("KSudoku Shapes (*.xml)"), NULL, { "xml" } },
  { N_("Text Files"), "text/plain", { "txt" } },
  { N_("All Files"), NULL, { NULL } },
};

static const SudokuFileChoice open_choice = {
  GTK_FILE_CHOOSER_ACTION_OPEN, N_("Open Puzzle"), N_("_Open"),
  open_filters, G_N_ELEMENTS (open_filters),
};

static void
open_chooser_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = sudoku_file_chooser_choose_finish (result, NULL, &error);

  /* NULL without an error: the person dismissed the dialog. */
  if (_sudoku_window_was_cancelled (error) || file == NULL)
    return;

  _sudoku_window_open_here_or_in_new_window (SUDOKU_WINDOW (user_data), file);
}

void
_sudoku_window_open (SudokuWindow *self)
{
  sudoku_file_chooser_choose_async (GTK_WINDOW (self), &open_choice, self->folder, NULL,
                                    self->cancellable, open_chooser_cb, self);
}

/* ---- Saving ---- */

typedef struct
{
  SudokuWindow *self;   /* no reference: see sudoku-window-private.h */
  GFile        *file;
  SudokuFormat  format;
  char         *text;   /* what was written, to tell whether the board changed meanwhile */
} SaveData;

static void
save_data_free (SaveData *data)
{
  g_clear_object (&data->file);
  g_free (data->text);
  g_free (data);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SaveData, save_data_free)

static char *
write_board (SudokuWindow *self,
             SudokuFormat  format)
{
  g_autoptr(SudokuPuzzle) puzzle = sudoku_board_to_puzzle (self->board);

  if (format == SUDOKU_FORMAT_NATIVE)
    return sudoku_native_file_write (puzzle);
  return sudoku_format_write (puzzle, format);
}

static void
saved (SudokuWindow *self,
       SaveData     *data)
{
  g_autofree char *name = sudoku_file_display_name (data->file);
  g_autofree char *now = NULL;
  g_autofree char *status = NULL;

  _sudoku_window_note_file (self, data->file);

  if (data->format != SUDOKU_FORMAT_NATIVE)
    {
      /* An export: the window still edits what it edited before. */
      /* Translators: %s is a file name */
      status = g_strdup_printf (_("Exported to “%s”"), name);
      _sudoku_window_set_status (self, status);
      return;
    }

  /* The window now edits the saved file, even when it came from a
   * collection; browsing the collection goes on, and moving to another
   * puzzle leaves the file (see _sudoku_window_show_puzzle). */
  g_set_object (&self->file, data->file);
  g_free (self->display_name);
  self->display_name = g_strdup (name);

  now = write_board (self, data->format);
  if (g_strcmp0 (now, data->text) == 0)
    sudoku_board_set_modified (self->board, FALSE);

  /* Translators: %s is a file name */
  status = g_strdup_printf (_("Saved “%s”"), name);
  _sudoku_window_set_status (self, status);
  _sudoku_window_update_title (self);
  _sudoku_window_update_actions (self);
}

static void
save_cb (GObject      *object,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr(SaveData) data = user_data;
  SudokuWindow *self = data->self;   /* not to be touched when cancelled */
  g_autoptr(GError) error = NULL;
  gboolean ok;

  ok = sudoku_safe_write_bytes_finish (G_FILE (object), result, &error);
  if (_sudoku_window_was_cancelled (error))
    return;

  if (!ok)
    {
      self->close_after_save = FALSE;
      show_file_error (self, TRUE, data->file, error);
      return;
    }

  saved (self, data);

  if (self->close_after_save && !sudoku_board_get_modified (self->board))
    gtk_window_destroy (GTK_WINDOW (self));
  self->close_after_save = FALSE;
}

/* A failed save leaves the old file whole (sudoku-safe-write.h). With
 * @backup, the old file is kept beside the new one as "NAME~". */
void
_sudoku_window_save_to (SudokuWindow *self,
                        GFile        *file,
                        SudokuFormat  format,
                        gboolean      backup)
{
  SaveData *data = g_new0 (SaveData, 1);
  g_autoptr(GBytes) bytes = NULL;

  data->self = self;
  data->file = g_object_ref (file);
  data->format = format;
  data->text = write_board (self, format);
  bytes = g_bytes_new (data->text, strlen (data->text));

  sudoku_safe_write_bytes_async (file, bytes, backup ? SUDOKU_SAFE_WRITE_BACKUP : SUDOKU_SAFE_WRITE_NONE,
                                 self->cancellable, save_cb, data);
}

static const SudokuFileFilter save_filters[] = {
  { N_("Sudoku Solver File (*.sudoku)"), NULL, { "sudoku" }, SUDOKU_FORMAT_NATIVE },
  { N_("One Line of 81 Digits (*.txt)"), NULL, { "txt" }, SUDOKU_FORMAT_LINE },
  { N_("Nine Rows of Nine Digits (*.txt)"), NULL, { "txt" }, SUDOKU_FORMAT_MATRIX },
};

static const SudokuFileChoice save_choice = {
  GTK_FILE_CHOOSER_ACTION_SAVE, N_("Save Puzzle"), N_("_Save"),
  save_filters, G_N_ELEMENTS (save_filters),
};

static void
save_chooser_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  SudokuWindow *self;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  int format = SUDOKU_FORMAT_NATIVE;

  file = sudoku_file_chooser_choose_finish (result, &format, &error);
  if (_sudoku_window_was_cancelled (error))
    return;
  self = SUDOKU_WINDOW (user_data);

  if (file == NULL)
    {
      self->close_after_save = FALSE;
      return;
    }

  _sudoku_window_save_chosen (self, file, (SudokuFormat) format);
}

/* Save As: the name follows the format, and whatever file that overwrites,
 * the window's own included (as another format, it would be lost), stays
 * as NAME~. Only Save on the window's own file needs no copy. */
void
_sudoku_window_save_chosen (SudokuWindow *self,
                            GFile        *file,
                            SudokuFormat  format)
{
  g_autoptr(GFile) target = sudoku_file_chooser_file_for_format (file, format);

  _sudoku_window_save_to (self, target, format, TRUE);
}

static char *
suggest_name (SudokuWindow *self)
{
  g_autofree char *name = NULL;
  char *dot;

  if (self->file != NULL)
    return g_file_get_basename (self->file);
  name = self->collection != NULL && self->collection_name != NULL
         ? g_strdup (self->collection_name) : _sudoku_window_dup_name (self);
  dot = strrchr (name, '.');
  if (dot != NULL && dot != name)
    *dot = '\0';
  if (self->collection != NULL)
    return g_strdup_printf ("%s-%u.sudoku", name, self->position + 1);
  return g_strdup_printf ("%s.sudoku", name);
}

void
_sudoku_window_save_as (SudokuWindow *self)
{
  g_autofree char *name = suggest_name (self);

  sudoku_file_chooser_choose_async (GTK_WINDOW (self), &save_choice, self->folder, name,
                                    self->cancellable, save_chooser_cb, self);
}

void
_sudoku_window_save (SudokuWindow *self)
{
  if (self->file != NULL)
    _sudoku_window_save_to (self, self->file, SUDOKU_FORMAT_NATIVE, FALSE);
  else
    _sudoku_window_save_as (self);
}

/* ---- Closing ---- */

static void
ask_save_cb (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  SudokuWindow *self;
  g_autoptr(GError) error = NULL;
  SudokuAlertChoice choice = sudoku_alert_ask_save_finish (result, &error);

  if (_sudoku_window_was_cancelled (error))
    return;
  self = SUDOKU_WINDOW (user_data);

  self->asking_to_save = FALSE;
  switch (choice)
    {
    case SUDOKU_ALERT_SAVE:
      self->close_after_save = TRUE;
      _sudoku_window_save (self);
      break;
    case SUDOKU_ALERT_DISCARD:
      self->close_confirmed = TRUE;
      gtk_window_close (GTK_WINDOW (self));
      break;
    case SUDOKU_ALERT_CANCEL:
    default:
      break;
    }
}

/* From close-request: TRUE keeps the window open while the person decides. */
gboolean
_sudoku_window_confirm_close (SudokuWindow *self)
{
  g_autofree char *name = NULL;

  if (self->close_confirmed || !_sudoku_window_has_unsaved_changes (self))
    return FALSE;

  if (!self->asking_to_save)
    {
      self->asking_to_save = TRUE;
      name = _sudoku_window_dup_name (self);
      sudoku_alert_ask_save_async (GTK_WINDOW (self), name, self->cancellable,
                                   ask_save_cb, self);
    }
  return TRUE;
}

/* ---- Drag and drop ---- */

static gboolean
on_drop (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         SudokuWindow  *self)
{
  GFile *file = NULL;
  GSList *files = NULL;

  if (G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    {
      files = gdk_file_list_get_files (g_value_get_boxed (value));
      file = files != NULL ? files->data : NULL;
    }
  else if (G_VALUE_HOLDS (value, G_TYPE_FILE))
    file = g_value_get_object (value);

  if (file != NULL)
    _sudoku_window_open_here_or_in_new_window (self, file);

  g_slist_free (files);
  return file != NULL;
}

void
_sudoku_window_files_init (SudokuWindow *self)
{
  GtkDropTarget *target = gtk_drop_target_new (G_TYPE_INVALID, GDK_ACTION_COPY);

  gtk_drop_target_set_gtypes (target, (GType[2]) { GDK_TYPE_FILE_LIST, G_TYPE_FILE }, 2);
  /* In the capture phase: a file dropped on a cell is still a file to open,
   * not text for the entry. */
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (target), GTK_PHASE_CAPTURE);
  g_signal_connect_object (target, "drop", G_CALLBACK (on_drop), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
}
