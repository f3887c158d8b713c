/* sudoku-file-chooser.c: the one asynchronous file chooser of Open, Save and Export Image
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The only file that knows GtkFileChooserNative. Its API has the shape of
 * GTK 4.10's GtkFileDialog, so moving to that later touches this file alone.
 * The dialogs differ only in what their callers pass: title, action,
 * filters, suggested name and callback.
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
  GPtrArray            *filters;  /* the GtkFileFilters, in the order of the choice's */
  int                  *values;   /* their values */
  int                   value;
  gboolean              done;
} ChooserData;

static void
chooser_data_free (ChooserData *data)
{
  if (data->cancelled_id != 0)
    g_signal_handler_disconnect (data->cancellable, data->cancelled_id);
  g_clear_object (&data->cancellable);
  g_clear_object (&data->native);
  g_clear_pointer (&data->filters, g_ptr_array_unref);
  g_free (data->values);
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

static void
on_response (GtkNativeDialog *native,
             int              response,
             GTask           *task)
{
  ChooserData *data = g_task_get_task_data (task);
  GFile *file = NULL;
  guint chosen;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
  if (file != NULL &&
      g_ptr_array_find (data->filters, gtk_file_chooser_get_filter (GTK_FILE_CHOOSER (native)),
                        &chosen))
    data->value = data->values[chosen];

  complete (task, file);
}

static void
on_cancelled (GCancellable *cancellable,
              GTask        *task)
{
  complete (task, NULL);
}

static GtkFileFilter *
new_filter (const SudokuFileFilter *spec)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _(spec->name));
  if (spec->mime_type != NULL)
    gtk_file_filter_add_mime_type (filter, spec->mime_type);
  for (guint i = 0; i < G_N_ELEMENTS (spec->suffixes) && spec->suffixes[i] != NULL; i++)
    gtk_file_filter_add_suffix (filter, spec->suffixes[i]);
  if (spec->mime_type == NULL && spec->suffixes[0] == NULL)
    gtk_file_filter_add_pattern (filter, "*");
  return filter;
}

void
sudoku_file_chooser_choose_async (GtkWindow              *parent,
                                  const SudokuFileChoice *choice,
                                  GFile                  *folder,
                                  const char             *name,
                                  GCancellable           *cancellable,
                                  GAsyncReadyCallback     callback,
                                  gpointer                user_data)
{
  g_autoptr(GTask) task = NULL;
  ChooserData *data;
  GtkFileChooser *chooser;

  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));
  g_return_if_fail (choice != NULL && choice->n_filters > 0);
  g_return_if_fail (folder == NULL || G_IS_FILE (folder));

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_file_chooser_choose_async);

  data = g_new0 (ChooserData, 1);
  data->native = gtk_file_chooser_native_new (_(choice->title), parent, choice->action,
                                              _(choice->accept_label), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (data->native), TRUE);
  data->filters = g_ptr_array_new_with_free_func (g_object_unref);
  data->values = g_new (int, choice->n_filters);
  data->value = choice->filters[0].value;
  g_task_set_task_data (task, data, (GDestroyNotify) chooser_data_free);

  chooser = GTK_FILE_CHOOSER (data->native);
  for (guint i = 0; i < choice->n_filters; i++)
    {
      GtkFileFilter *filter = new_filter (&choice->filters[i]);

      /* GtkFileFilter is not floating in GTK 4: the chooser keeps its own reference. */
      gtk_file_chooser_add_filter (chooser, filter);
      g_ptr_array_add (data->filters, filter);
      data->values[i] = choice->filters[i].value;
    }
  gtk_file_chooser_set_filter (chooser, g_ptr_array_index (data->filters, 0));
  if (folder != NULL)
    gtk_file_chooser_set_current_folder (chooser, folder, NULL);
  if (name != NULL && choice->action == GTK_FILE_CHOOSER_ACTION_SAVE)
    gtk_file_chooser_set_current_name (chooser, name);

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

  gtk_native_dialog_show (GTK_NATIVE_DIALOG (data->native));
}

GFile *
sudoku_file_chooser_choose_finish (GAsyncResult  *result,
                                   int           *value,
                                   GError       **error)
{
  ChooserData *data;

  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) ==
                        sudoku_file_chooser_choose_async, NULL);

  data = g_task_get_task_data (G_TASK (result));
  if (value != NULL)
    *value = data->value;
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
