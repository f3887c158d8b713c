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

#include "sudoku-alert.h"
#include "sudoku-file-chooser.h"
#include "sudoku-file-error.h"
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

/* ---- Replacing the document ---- */

typedef struct
{
  SudokuWindow     *self;   /* no reference: see sudoku-window-private.h */
  SudokuWindowThen  then;
  gpointer          data;
  GDestroyNotify    destroy;
} Replace;

static void
replace_free (Replace *replace)
{
  if (replace->destroy != NULL)
    replace->destroy (replace->data);
  g_free (replace);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Replace, replace_free)

static void
confirm_replace_cb (GObject      *object,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  g_autoptr(Replace) replace = user_data;
  g_autoptr(GError) error = NULL;

  if (!sudoku_alert_confirm_finish (result, &error) || _sudoku_window_was_cancelled (error))
    return;
  replace->then (replace->self, replace->data);
}

void
_sudoku_window_replace_document (SudokuWindow     *self,
                                 gboolean          undoable,
                                 SudokuWindowThen  then,
                                 gpointer          data,
                                 GDestroyNotify    destroy)
{
  g_autoptr(Replace) replace = g_new0 (Replace, 1);
  guint lost = sudoku_document_get_n_modified (self->document);
  g_autofree char *name = NULL;
  g_autofree char *title = NULL;
  g_autofree char *detail = NULL;

  replace->self = self;
  replace->then = then;
  replace->data = data;
  replace->destroy = destroy;

  /* Undo brings back the board's own changes, not the file it came from:
   * a closing window would ask nothing about them, so a board with a file
   * is asked about too. A board with no file is a game like GNOME
   * Sudoku's, which a new one replaces without a question. */
  if (undoable && lost > 0 && sudoku_document_get_file (self->document) == NULL &&
      sudoku_document_get_puzzle_modified (self->document,
                                           sudoku_document_get_position (self->document)))
    lost--;
  if (lost == 0)
    {
      then (self, data);
      return;
    }

  name = sudoku_document_dup_name (self->document);
  /* Translators: %s is the name of the puzzle or collection being edited */
  title = g_strdup_printf (_("Discard the changes to “%s”?"), name);
  if (sudoku_document_get_n_puzzles (self->document) > 1)
    detail = g_strdup_printf (g_dngettext (NULL,
                                           "%u puzzle has unsaved changes, which cannot be undone "
                                           "once the board shows another puzzle.",
                                           "%u puzzles have unsaved changes, which cannot be undone "
                                           "once the board shows another puzzle.", lost),
                              lost);
  else
    detail = g_strdup (_("The board has unsaved changes, which cannot be undone once it shows "
                         "another puzzle."));
  sudoku_alert_confirm_async (GTK_WINDOW (self), title, detail, _("_Discard Changes"), TRUE,
                              self->cancellable, confirm_replace_cb, g_steal_pointer (&replace));
}

/* ---- Opening ---- */

typedef struct
{
  SudokuWindow     *self;   /* no reference: see sudoku-window-private.h */
  GFile            *file;
  SudokuCollection *collection;
} OpenRequest;

static void
open_request_free (OpenRequest *request)
{
  g_clear_object (&request->file);
  g_clear_pointer (&request->collection, sudoku_collection_unref);
  g_free (request);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (OpenRequest, open_request_free)

static void
show_read (SudokuWindow *self,
           gpointer      data)
{
  OpenRequest *request = data;

  _sudoku_window_cancel_solve (self);
  sudoku_document_show_file (self->document, g_steal_pointer (&request->collection),
                             request->file);
  _sudoku_window_note_file (self, request->file);
}

/* A window made for a file is shown once its board holds the puzzle: its
 * first frame lays out and draws the digits once, instead of an empty board
 * and then every cell again (and the person sees no empty board flash). */
#define PRESENT_WAIT_MS 300

static void
present_now (SudokuWindow *self)
{
  if (self->present_timeout_id == 0)
    return;
  g_clear_handle_id (&self->present_timeout_id, g_source_remove);
  gtk_window_present (GTK_WINDOW (self));
}

/* A file that is slow to read (on a network, say) gets an empty window
 * rather than none. */
static gboolean
present_timeout (gpointer user_data)
{
  SudokuWindow *self = SUDOKU_WINDOW (user_data);

  self->present_timeout_id = 0;
  gtk_window_present (GTK_WINDOW (self));
  return G_SOURCE_REMOVE;
}

static void
read_cb (GObject      *object,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr(OpenRequest) request = user_data;
  SudokuWindow *self = request->self;   /* not to be touched when cancelled */
  g_autoptr(GError) error = NULL;

  request->collection = sudoku_document_read_finish (SUDOKU_DOCUMENT (object), result, &error);
  if (_sudoku_window_was_cancelled (error))
    return;

  /* The readers put the name, the line and the problem in the message; the
   * document is left as it was. */
  if (request->collection == NULL)
    {
      present_now (self);
      show_file_error (self, FALSE, request->file, error);
      self->close_on_failed_open = FALSE;
      return;
    }
  self->close_on_failed_open = FALSE;

  /* An opened puzzle starts its history, so nothing undoes the open: the
   * changes it would replace are asked about first. */
  _sudoku_window_replace_document (self, FALSE, show_read, g_steal_pointer (&request),
                                   (GDestroyNotify) open_request_free);
  present_now (self);
}

/* Read on a worker thread; the document changes only once it is read. */
void
sudoku_window_open_file (SudokuWindow *self,
                         GFile        *file)
{
  OpenRequest *request;

  g_return_if_fail (SUDOKU_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  request = g_new0 (OpenRequest, 1);
  request->self = self;
  request->file = g_object_ref (file);
  sudoku_document_read_async (self->document, file, self->cancellable, read_cb, request);
}

void
sudoku_window_open_file_or_close (SudokuWindow *self,
                                  GFile        *file)
{
  g_return_if_fail (SUDOKU_IS_WINDOW (self));

  self->close_on_failed_open = TRUE;
  if (!gtk_widget_get_visible (GTK_WIDGET (self)) && self->present_timeout_id == 0)
    self->present_timeout_id = g_timeout_add (PRESENT_WAIT_MS, present_timeout, self);
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
  /* As if the file had been opened, so Save writes there again; where the
   * user left off is a start, not a step to undo. */
  sudoku_document_set_puzzles (self->document, puzzles, SUDOKU_FORMAT_NATIVE, file,
                               puzzle->title, FALSE);
  sudoku_board_set_modified (self->board, modified);
}

/* Unsaved work stays where it is: the file goes to a window of its own. */
void
_sudoku_window_open_here_or_in_new_window (SudokuWindow *self,
                                           GFile        *file)
{
  GtkApplication *application = gtk_window_get_application (GTK_WINDOW (self));
  SudokuWindow *window = self;

  if (sudoku_document_get_modified (self->document) && application != NULL)
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
  gboolean      export; /* written in another format: the document is as it was */
} SaveRequest;

static void
save_cb (GObject      *object,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autofree SaveRequest *request = user_data;
  SudokuWindow *self = request->self;   /* not to be touched when cancelled */
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *status = NULL;
  guint n_saved = 0;
  gboolean ok;

  ok = sudoku_document_save_finish (SUDOKU_DOCUMENT (object), result, &file, &n_saved, &error);
  if (_sudoku_window_was_cancelled (error))
    return;

  if (!ok)
    {
      self->close_after_save = FALSE;
      show_file_error (self, TRUE, file, error);
      return;
    }

  _sudoku_window_note_file (self, file);
  name = sudoku_file_display_name (file);
  if (request->export)
    /* Translators: %s is a file name */
    status = g_strdup_printf (_("Exported to “%s”"), name);
  else if (n_saved > 1)
    /* Translators: after Save in a collection; %u is how many puzzles */
    status = g_strdup_printf (g_dngettext (NULL, "Saved %u puzzle",
                                           "Saved %u puzzles", n_saved), n_saved);
  else
    /* Translators: %s is a file name */
    status = g_strdup_printf (_("Saved “%s”"), name);
  _sudoku_window_set_status (self, status);

  if (self->close_after_save && !sudoku_document_get_modified (self->document))
    gtk_window_destroy (GTK_WINDOW (self));
  self->close_after_save = FALSE;
}

static gpointer
save_request_new (SudokuWindow *self,
                  gboolean      export)
{
  SaveRequest *request = g_new0 (SaveRequest, 1);

  request->self = self;
  request->export = export;
  return request;
}

/* The document writes the file (a temporary file renamed over the old one,
 * so a failed save leaves the old file whole). With @backup, the old file is
 * kept beside the new one as "NAME~". */
void
_sudoku_window_save_to (SudokuWindow *self,
                        GFile        *file,
                        SudokuFormat  format,
                        gboolean      backup)
{
  sudoku_document_save_as_async (self->document, file, format, backup, self->cancellable,
                                 save_cb, save_request_new (self, format != SUDOKU_FORMAT_NATIVE));
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

void
_sudoku_window_save_as (SudokuWindow *self)
{
  g_autofree char *name = sudoku_document_suggest_name (self->document);

  sudoku_file_chooser_choose_async (GTK_WINDOW (self), &save_choice, self->folder, name,
                                    self->cancellable, save_chooser_cb, self);
}

void
_sudoku_window_save (SudokuWindow *self)
{
  /* In a collection: every changed puzzle, beside the collection (see
   * sudoku_document_save_async()). */
  if (sudoku_document_can_save (self->document))
    sudoku_document_save_async (self->document, self->cancellable, save_cb,
                                save_request_new (self, FALSE));
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

  if (self->close_confirmed || !sudoku_document_get_modified (self->document))
    return FALSE;

  if (!self->asking_to_save)
    {
      self->asking_to_save = TRUE;
      name = sudoku_document_dup_name (self->document);
      /* A collection's count, even of one: the puzzle shown may not be it. */
      sudoku_alert_ask_save_async (GTK_WINDOW (self), name,
                                   sudoku_document_get_n_puzzles (self->document) > 1
                                   ? sudoku_document_get_n_modified (self->document) : 0,
                                   self->cancellable, ask_save_cb, self);
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
