/* sudoku-file-chooser.c: the Open and Save dialogs, with the puzzle file filters
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The only file that knows GtkFileChooserNative. Its API has the shape of
 * GTK 4.10's GtkFileDialog, so moving to that later touches this file alone.
 */

#define G_LOG_DOMAIN "sudoku-file-chooser"

#include "config.h"

#include "sudoku-file-chooser.h"

#include <glib/gi18n.h>
#include <string.h>

typedef struct
{
  GtkFileChooserNative *native;
  GCancellable         *cancellable;
  gulong                cancelled_id;
  /* The Save filters, to tell which format was chosen. */
  GtkFileFilter        *line_filter;
  GtkFileFilter        *matrix_filter;
  /* The Export Image filter for SVG; PNG otherwise. */
  GtkFileFilter        *svg_filter;
  gboolean              svg;
  SudokuFormat          format;
  gboolean              done;
} ChooserData;

static void
chooser_data_free (ChooserData *data)
{
  if (data->cancelled_id != 0)
    g_signal_handler_disconnect (data->cancellable, data->cancelled_id);
  g_clear_object (&data->cancellable);
  g_clear_object (&data->native);
  g_clear_object (&data->line_filter);
  g_clear_object (&data->matrix_filter);
  g_clear_object (&data->svg_filter);
  g_free (data);
}

/* Runs once, on a response or on cancellation, and drops the reference the
 * dialog held on the task while it was open. */
static void
complete (GTask *task,
          GFile *file)
{
  ChooserData *data = g_task_get_task_data (task);

  if (data->done)
    {
      g_clear_object (&file);
      return;
    }
  data->done = TRUE;

  /* Dropped now, not when the task goes: the fallback GtkFileChooserDialog,
   * destroyed with the GtkFileChooserNative, points at its parent window
   * without a reference, and a cancellation comes from that window's
   * dispose, so the dialog must not outlive this call. */
  gtk_native_dialog_hide (GTK_NATIVE_DIALOG (data->native));
  g_clear_object (&data->native);
  if (g_task_return_error_if_cancelled (task))
    g_clear_object (&file);
  else
    g_task_return_pointer (task, file, g_object_unref);

  g_object_unref (task);
}

static SudokuFormat
format_from_choice (ChooserData *data,
                    GFile       *file)
{
  GtkFileFilter *filter = gtk_file_chooser_get_filter (GTK_FILE_CHOOSER (data->native));

  if (filter != NULL && filter == data->line_filter)
    return SUDOKU_FORMAT_LINE;
  if (filter != NULL && filter == data->matrix_filter)
    return SUDOKU_FORMAT_MATRIX;
  return SUDOKU_FORMAT_NATIVE;
}

static void
on_response (GtkNativeDialog *native,
             int              response,
             GTask           *task)
{
  ChooserData *data = g_task_get_task_data (task);
  GFile *file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
  if (file != NULL)
    {
      data->format = format_from_choice (data, file);
      data->svg = data->svg_filter != NULL &&
                  gtk_file_chooser_get_filter (GTK_FILE_CHOOSER (native)) == data->svg_filter;
    }

  complete (task, file);
}

static void
on_cancelled (GCancellable *cancellable,
              GTask        *task)
{
  complete (task, NULL);
}

static GtkFileFilter *
add_filter (GtkFileChooser *chooser,
            const char     *name,
            const char     *mime_type,
            ...)
{
  GtkFileFilter *filter = gtk_file_filter_new ();
  const char *suffix;
  va_list args;

  gtk_file_filter_set_name (filter, name);
  if (mime_type != NULL)
    gtk_file_filter_add_mime_type (filter, mime_type);
  va_start (args, mime_type);
  while ((suffix = va_arg (args, const char *)) != NULL)
    gtk_file_filter_add_suffix (filter, suffix);
  va_end (args);

  /* GtkFileFilter is not floating in GTK 4: the chooser keeps its own reference. */
  gtk_file_chooser_add_filter (chooser, filter);
  g_object_unref (filter);
  return filter;
}

static GTask *
start (GtkWindow            *parent,
       GtkFileChooserAction  action,
       const char           *title,
       const char           *accept_label,
       GCancellable         *cancellable,
       GAsyncReadyCallback   callback,
       gpointer              user_data,
       gpointer              source_tag)
{
  GTask *task;
  ChooserData *data;

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, source_tag);

  data = g_new0 (ChooserData, 1);
  data->native = gtk_file_chooser_native_new (title, parent, action, accept_label, _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (data->native), TRUE);
  data->format = SUDOKU_FORMAT_NATIVE;
  g_task_set_task_data (task, data, (GDestroyNotify) chooser_data_free);

  /* The task holds the dialog and the dialog's handlers use the task; the
   * extra reference (released in complete()) keeps both alive meanwhile. */
  g_object_ref (task);
  g_signal_connect (data->native, "response", G_CALLBACK (on_response), task);
  if (cancellable != NULL)
    {
      data->cancellable = g_object_ref (cancellable);
      data->cancelled_id = g_signal_connect (cancellable, "cancelled",
                                             G_CALLBACK (on_cancelled), task);
    }

  return task;
}

void
sudoku_file_chooser_open_async (GtkWindow           *parent,
                                GFile               *folder,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  ChooserData *data;
  GtkFileChooser *chooser;

  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));
  g_return_if_fail (folder == NULL || G_IS_FILE (folder));

  task = start (parent, GTK_FILE_CHOOSER_ACTION_OPEN, _("Open Puzzle"), _("_Open"),
                cancellable, callback, user_data, sudoku_file_chooser_open_async);
  data = g_task_get_task_data (task);
  chooser = GTK_FILE_CHOOSER (data->native);

  /* The readers detect the format by content, so "text/plain" files are fine too. */
  gtk_file_chooser_set_filter (chooser,
                               add_filter (chooser, _("All Puzzles"), "text/plain",
                                           "sudoku", "sdk", "ss", "sdm", "txt", "xml",
                                           (const char *) NULL));
  add_filter (chooser, _("Sudoku Solver Files (*.sudoku)"), NULL, "sudoku", (const char *) NULL);
  add_filter (chooser, _("SadMan Sudoku (*.sdk)"), NULL, "sdk", (const char *) NULL);
  add_filter (chooser, _("Simple Sudoku (*.ss)"), NULL, "ss", (const char *) NULL);
  add_filter (chooser, _("Puzzle Collections (*.sdm)"), NULL, "sdm", (const char *) NULL);
  add_filter (chooser, _("KSudoku Shapes (*.xml)"), NULL, "xml", (const char *) NULL);
  add_filter (chooser, _("Text Files"), "text/plain", "txt", (const char *) NULL);
  gtk_file_filter_add_pattern (add_filter (chooser, _("All Files"), NULL, (const char *) NULL),
                               "*");
  if (folder != NULL)
    gtk_file_chooser_set_current_folder (chooser, folder, NULL);

  gtk_native_dialog_show (GTK_NATIVE_DIALOG (data->native));
}

GFile *
sudoku_file_chooser_open_finish (GAsyncResult  *result,
                                 GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sudoku_file_chooser_open_async,
                        NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

void
sudoku_file_chooser_save_async (GtkWindow           *parent,
                                GFile               *folder,
                                const char          *name,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  ChooserData *data;
  GtkFileChooser *chooser;

  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));
  g_return_if_fail (folder == NULL || G_IS_FILE (folder));

  task = start (parent, GTK_FILE_CHOOSER_ACTION_SAVE, _("Save Puzzle"), _("_Save"),
                cancellable, callback, user_data, sudoku_file_chooser_save_async);
  data = g_task_get_task_data (task);
  chooser = GTK_FILE_CHOOSER (data->native);

  gtk_file_chooser_set_filter (chooser,
                               add_filter (chooser, _("Sudoku Solver File (*.sudoku)"), NULL,
                                           "sudoku", (const char *) NULL));
  data->line_filter = g_object_ref (add_filter (chooser, _("One Line of 81 Digits (*.txt)"),
                                                NULL, "txt", (const char *) NULL));
  data->matrix_filter = g_object_ref (add_filter (chooser, _("Nine Rows of Nine Digits (*.txt)"),
                                                  NULL, "txt", (const char *) NULL));

  if (folder != NULL)
    gtk_file_chooser_set_current_folder (chooser, folder, NULL);
  if (name != NULL)
    gtk_file_chooser_set_current_name (chooser, name);

  gtk_native_dialog_show (GTK_NATIVE_DIALOG (data->native));
}

GFile *
sudoku_file_chooser_save_finish (GAsyncResult  *result,
                                 SudokuFormat  *format,
                                 GError       **error)
{
  ChooserData *data;

  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sudoku_file_chooser_save_async,
                        NULL);

  data = g_task_get_task_data (G_TASK (result));
  if (format != NULL)
    *format = data->format;
  return g_task_propagate_pointer (G_TASK (result), error);
}

GFile *
sudoku_file_chooser_file_for_format (GFile        *file,
                                     SudokuFormat  format)
{
  static const char * const ours[] = { "sudoku", "txt", "sdk", "ss", "sdm", NULL };
  const char *suffix = format == SUDOKU_FORMAT_NATIVE ? "sudoku" : "txt";
  g_autofree char *base = NULL;
  g_autofree char *renamed = NULL;
  g_autoptr(GFile) parent = NULL;
  char *dot;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  base = g_file_get_basename (file);
  parent = g_file_get_parent (file);
  dot = strrchr (base, '.');
  if (parent == NULL || base == NULL)
    return g_object_ref (file);
  if (dot != NULL && dot != base)
    {
      g_autofree char *lower = g_ascii_strdown (dot + 1, -1);

      if (g_str_equal (lower, suffix) || !g_strv_contains (ours, lower))
        return g_object_ref (file);
      *dot = '\0';
    }
  renamed = g_strconcat (base, ".", suffix, NULL);
  return g_file_get_child (parent, renamed);
}

void
sudoku_file_chooser_save_image_async (GtkWindow           *parent,
                                      GFile               *folder,
                                      const char          *name,
                                      GCancellable        *cancellable,
                                      GAsyncReadyCallback  callback,
                                      gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  ChooserData *data;
  GtkFileChooser *chooser;

  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));
  g_return_if_fail (folder == NULL || G_IS_FILE (folder));

  task = start (parent, GTK_FILE_CHOOSER_ACTION_SAVE, _("Export Image"), _("_Export"),
                cancellable, callback, user_data, sudoku_file_chooser_save_image_async);
  data = g_task_get_task_data (task);
  chooser = GTK_FILE_CHOOSER (data->native);

  gtk_file_chooser_set_filter (chooser,
                               add_filter (chooser, _("PNG Image (*.png)"), "image/png",
                                           "png", (const char *) NULL));
  data->svg_filter = g_object_ref (add_filter (chooser, _("SVG Image (*.svg)"), "image/svg+xml",
                                               "svg", (const char *) NULL));

  if (folder != NULL)
    gtk_file_chooser_set_current_folder (chooser, folder, NULL);
  if (name != NULL)
    gtk_file_chooser_set_current_name (chooser, name);

  gtk_native_dialog_show (GTK_NATIVE_DIALOG (data->native));
}

GFile *
sudoku_file_chooser_save_image_finish (GAsyncResult  *result,
                                       gboolean      *svg,
                                       GError       **error)
{
  ChooserData *data;

  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) ==
                        sudoku_file_chooser_save_image_async, NULL);

  data = g_task_get_task_data (G_TASK (result));
  if (svg != NULL)
    *svg = data->svg;
  return g_task_propagate_pointer (G_TASK (result), error);
}
