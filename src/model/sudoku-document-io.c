/* sudoku-document-io.c: opening, pasting and saving a document, off the main thread
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Reading and parsing run on a worker thread and the document changes only
 * afterwards, on the main thread, and only on success: a file that cannot be
 * read leaves the document as it was. Saving makes the text of each puzzle
 * on the main thread, writes on a worker thread, and marks saved only what
 * still reads as written.
 */

#define G_LOG_DOMAIN "sudoku-document"

#include "config.h"

#include "sudoku-document.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sudoku-document-private.h"
#include "sudoku-file-error.h"
#include "sudoku-safe-write.h"

/* ---- Opening ---- */

static void
read_cb (GObject      *object,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  SudokuCollection *collection;
  GError *error = NULL;

  collection = sudoku_collection_load_finish (result, &error);
  if (collection == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, collection, (GDestroyNotify) sudoku_collection_unref);
}

/* Streamed and parsed by the collection reader: a big collection never
 * holds up the main loop, and a huge file is refused before it is read. */
void
sudoku_document_read_async (SudokuDocument      *self,
                            GFile               *file,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  GTask *task;

  g_return_if_fail (SUDOKU_IS_DOCUMENT (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_document_read_async);
  sudoku_collection_load_async (file, cancellable, read_cb, task);
}

SudokuCollection *
sudoku_document_read_finish (SudokuDocument  *self,
                             GAsyncResult    *result,
                             GError         **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

void
sudoku_document_show_file (SudokuDocument   *self,
                           SudokuCollection *collection,
                           GFile            *file)
{
  g_autofree char *name = NULL;
  SudokuFormat format;

  g_return_if_fail (SUDOKU_IS_DOCUMENT (self));
  g_return_if_fail (collection != NULL);
  g_return_if_fail (G_IS_FILE (file));

  name = sudoku_file_display_name (file);
  format = sudoku_collection_get_format (collection);
  sudoku_document_set_collection (self, collection, format, file, name, FALSE);
}

static void
open_read_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  SudokuDocument *self = SUDOKU_DOCUMENT (object);
  SudokuCollection *collection;
  GError *error = NULL;

  collection = sudoku_document_read_finish (self, result, &error);
  if (collection == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  if (g_task_return_error_if_cancelled (task))
    {
      sudoku_collection_unref (collection);
      return;
    }

  sudoku_document_show_file (self, collection, g_task_get_task_data (task));
  g_task_return_boolean (task, TRUE);
}

void
sudoku_document_open_async (SudokuDocument      *self,
                            GFile               *file,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  GTask *task;

  g_return_if_fail (SUDOKU_IS_DOCUMENT (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_document_open_async);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  sudoku_document_read_async (self, file, cancellable, open_read_cb, task);
}

gboolean
sudoku_document_open_finish (SudokuDocument  *self,
                             GAsyncResult    *result,
                             GError         **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* ---- Pasting ---- */

typedef struct
{
  GPtrArray    *puzzles;
  SudokuFormat  format;
} Parsed;

static void
parsed_free (Parsed *parsed)
{
  g_clear_pointer (&parsed->puzzles, g_ptr_array_unref);
  g_free (parsed);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Parsed, parsed_free)

static void
paste_worker (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  const char *text = task_data;
  g_autoptr(Parsed) parsed = g_new0 (Parsed, 1);
  GError *error = NULL;

  parsed->puzzles = sudoku_format_parse (text, strlen (text), "clipboard", &parsed->format,
                                         &error);
  if (parsed->puzzles == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, g_steal_pointer (&parsed), (GDestroyNotify) parsed_free);
}

static void
paste_parsed_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  SudokuDocument *self = g_task_get_source_object (task);
  g_autoptr(Parsed) parsed = NULL;
  GError *error = NULL;

  parsed = g_task_propagate_pointer (G_TASK (result), &error);
  if (parsed == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  if (g_task_return_error_if_cancelled (task))
    return;

  sudoku_document_set_puzzles (self, g_steal_pointer (&parsed->puzzles), parsed->format,
                               NULL, NULL, TRUE);
  g_task_return_boolean (task, TRUE);
}

void
sudoku_document_paste_async (SudokuDocument      *self,
                             const char          *text,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  GTask *task;
  g_autoptr(GTask) parse = NULL;

  g_return_if_fail (SUDOKU_IS_DOCUMENT (self));
  g_return_if_fail (text != NULL);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_document_paste_async);
  parse = g_task_new (NULL, cancellable, paste_parsed_cb, task);
  g_task_set_task_data (parse, g_strdup (text), g_free);
  g_task_run_in_thread (parse, paste_worker);
}

gboolean
sudoku_document_paste_finish (SudokuDocument  *self,
                              GAsyncResult    *result,
                              GError         **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* ---- Saving ---- */

typedef struct
{
  guint     position;
  GFile    *file;
  char     *text;
  gboolean  backup;
  gboolean  native;   /* FALSE: an export, which changes nothing in the document */
} SaveJob;

static void
save_job_free (SaveJob *job)
{
  g_clear_object (&job->file);
  g_free (job->text);
  g_free (job);
}

typedef struct
{
  GPtrArray *jobs;
  guint      serial;
  guint      n_done;       /* written by the worker, read after it ends */
  GFile     *failed;
} SaveData;

static void
save_data_free (SaveData *data)
{
  g_clear_pointer (&data->jobs, g_ptr_array_unref);
  g_clear_object (&data->failed);
  g_free (data);
}

/* Every file a document writes goes through here. With @backup, an old
 * @file is kept as "NAME~"; a failed write leaves it whole
 * (sudoku-safe-write.h). */
static gboolean
write_contents (GFile         *file,
                const char    *text,
                gboolean       backup,
                GCancellable  *cancellable,
                GError       **error)
{
  return sudoku_safe_write_contents (file, text, strlen (text),
                                     backup ? SUDOKU_SAFE_WRITE_BACKUP : SUDOKU_SAFE_WRITE_NONE,
                                     cancellable, error);
}

static void
save_worker (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  SaveData *data = task_data;
  GError *error = NULL;

  for (guint i = 0; i < data->jobs->len; i++)
    {
      SaveJob *job = g_ptr_array_index (data->jobs, i);

      if (!write_contents (job->file, job->text, job->backup, cancellable, &error))
        {
          data->failed = g_object_ref (job->file);
          g_task_return_error (task, error);
          return;
        }
      data->n_done++;
    }
  g_task_return_boolean (task, TRUE);
}

static void
save_written_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  SudokuDocument *self = g_task_get_source_object (task);
  SaveData *data = g_task_get_task_data (task);
  GError *error = NULL;
  gboolean ok = g_task_propagate_boolean (G_TASK (result), &error);

  /* What was written is saved, even when a later file failed; but not in a
   * document that shows other puzzles by now. */
  if (data->serial == _sudoku_document_get_serial (self))
    for (guint i = 0; i < data->n_done; i++)
      {
        SaveJob *job = g_ptr_array_index (data->jobs, i);

        if (!job->native)
          continue;
        if (job->position == sudoku_document_get_position (self))
          _sudoku_document_set_file (self, job->file);
        _sudoku_document_mark_saved (self, job->position, job->text);
      }

  if (ok)
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
add_job (SaveData     *data,
         guint         position,
         GFile        *file,
         char         *text,
         gboolean      backup,
         gboolean      native)
{
  SaveJob *job = g_new0 (SaveJob, 1);

  job->position = position;
  job->file = g_object_ref (file);
  job->text = text;
  job->backup = backup;
  job->native = native;
  g_ptr_array_add (data->jobs, job);
}

static void
start_save (SudokuDocument      *self,
            SaveData            *data,
            gpointer             source_tag,
            GCancellable        *cancellable,
            GAsyncReadyCallback  callback,
            gpointer             user_data)
{
  GTask *task = g_task_new (self, cancellable, callback, user_data);
  g_autoptr(GTask) write = NULL;

  g_task_set_source_tag (task, source_tag);
  data->serial = _sudoku_document_get_serial (self);
  g_task_set_task_data (task, data, (GDestroyNotify) save_data_free);

  /* The worker fills in the outer task's data, which outlives it. */
  write = g_task_new (NULL, cancellable, save_written_cb, task);
  g_task_set_task_data (write, data, NULL);
  g_task_run_in_thread (write, save_worker);
}

static SaveData *
save_data_new (void)
{
  SaveData *data = g_new0 (SaveData, 1);

  data->jobs = g_ptr_array_new_with_free_func ((GDestroyNotify) save_job_free);
  return data;
}

/* "top95.txt", puzzle 12: "top95-12.sudoku" in the same folder. */
static GFile *
beside_source (SudokuDocument *self,
               guint           position)
{
  GFile *source = sudoku_document_get_source (self);
  g_autoptr(GFile) folder = g_file_get_parent (source);
  g_autofree char *base = g_file_get_basename (source);
  g_autofree char *name = NULL;
  char *dot = strrchr (base, '.');

  if (dot != NULL && dot != base)
    *dot = '\0';
  name = g_strdup_printf ("%s-%u.sudoku", base, position + 1);
  return folder != NULL ? g_file_get_child (folder, name) : NULL;
}

void
sudoku_document_save_async (SudokuDocument      *self,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  SaveData *data;
  GFile *file;
  guint shown;
  g_autoptr(GArray) positions = NULL;

  g_return_if_fail (SUDOKU_IS_DOCUMENT (self));

  if (!sudoku_document_can_save (self))
    {
      g_task_report_new_error (self, callback, user_data, sudoku_document_save_async,
                               G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                               _("The puzzle has no file to be saved to"));
      return;
    }

  data = save_data_new ();
  file = sudoku_document_get_file (self);
  shown = sudoku_document_get_position (self);
  positions = _sudoku_document_list_modified (self);
  /* Save writes the puzzle shown even unchanged: the person asked for a file. */
  if (positions->len == 0 || !sudoku_document_get_puzzle_modified (self, shown))
    g_array_prepend_val (positions, shown);

  for (guint i = 0; i < positions->len; i++)
    {
      guint position = g_array_index (positions, guint, i);
      g_autoptr(SudokuPuzzle) puzzle = _sudoku_document_dup_puzzle (self, position);
      g_autoptr(GFile) target = NULL;
      gboolean own = position == shown && file != NULL;

      target = own ? g_object_ref (file) : beside_source (self, position);
      if (target == NULL)
        continue;
      /* Only the file this puzzle came from is replaced without a copy. */
      add_job (data, position, target, _sudoku_document_write_native (puzzle), !own, TRUE);
    }

  start_save (self, data, sudoku_document_save_async, cancellable, callback, user_data);
}

void
sudoku_document_save_as_async (SudokuDocument      *self,
                               GFile               *file,
                               SudokuFormat         format,
                               gboolean             backup,
                               GCancellable        *cancellable,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  SaveData *data;
  g_autoptr(SudokuPuzzle) puzzle = NULL;
  guint shown;
  char *text;
  GError *error = NULL;

  g_return_if_fail (SUDOKU_IS_DOCUMENT (self));
  g_return_if_fail (G_IS_FILE (file));

  shown = sudoku_document_get_position (self);
  puzzle = _sudoku_document_dup_puzzle (self, shown);
  data = save_data_new ();
  if (!sudoku_format_can_hold (format, puzzle, &error))
    {
      GTask *task = g_task_new (self, cancellable, callback, user_data);

      /* Nothing is written: the file stays as it was, and the error names it. */
      g_task_set_source_tag (task, sudoku_document_save_as_async);
      data->failed = g_object_ref (file);
      g_task_set_task_data (task, data, (GDestroyNotify) save_data_free);
      g_task_return_error (task, error);
      g_object_unref (task);
      return;
    }
  if (format == SUDOKU_FORMAT_NATIVE)
    text = _sudoku_document_write_native (puzzle);
  else
    text = sudoku_format_write (puzzle, format);

  add_job (data, shown, file, text, backup, format == SUDOKU_FORMAT_NATIVE);
  start_save (self, data, sudoku_document_save_as_async, cancellable, callback, user_data);
}

gboolean
sudoku_document_save_finish (SudokuDocument  *self,
                             GAsyncResult    *result,
                             GFile          **file,
                             guint           *n_saved,
                             GError         **error)
{
  SaveData *data;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  /* Reported before any data was made: nothing written. */
  data = g_task_get_task_data (G_TASK (result));
  if (file != NULL)
    {
      *file = NULL;
      if (data != NULL && data->failed != NULL)
        *file = g_object_ref (data->failed);
      else if (data != NULL && data->n_done > 0)
        {
          SaveJob *job = g_ptr_array_index (data->jobs, 0);

          for (guint i = 0; i < data->n_done; i++)
            if (((SaveJob *) g_ptr_array_index (data->jobs, i))->position ==
                sudoku_document_get_position (self))
              job = g_ptr_array_index (data->jobs, i);
          *file = g_object_ref (job->file);
        }
    }
  if (n_saved != NULL)
    *n_saved = data != NULL ? data->n_done : 0;
  return g_task_propagate_boolean (G_TASK (result), error);
}
