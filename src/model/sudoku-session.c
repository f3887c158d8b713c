/* sudoku-session.c: the documents being edited, kept on disk until they are put away
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each tracked document has a file of its own in the session folder (its
 * format, and how the folder is read back, are in sudoku-session-file.c):
 * the puzzle shown, with its file, name and modified state. It is written a
 * moment after the board changes (so typing a row costs one write, not
 * nine), on a worker thread, through sudoku_safe_write_contents() so a kill
 * or a full disk in the middle leaves the previous version.
 *
 * A document untracked (its window closed by itself: Close, Ctrl+W, saved
 * or discarded) removes its file: that board is put away. A quit with
 * resuming on (the "resume-game" setting, see sudoku-application.c) first
 * writes every document once more, marked Quit, and those files stay for
 * the next start, which resumes them silently. The documents never
 * untracked (a crash, kill -9, a power cut) are left unmarked, and come
 * back with a notice. File names carry the time and a counter, so the
 * documents of a new run never take the names of the boards still waiting
 * to be restored.
 *
 * A write that fails (a full disk, a folder that cannot be made) is told to
 * the main thread, and the session emits "keep-failed" once for the
 * document, so the window can tell the player that this board is not safe
 * from a crash; a later write that succeeds lets the next failure be told
 * again.
 */

#define G_LOG_DOMAIN "sudoku-session"

#include "config.h"

#include "sudoku-session.h"

#include <string.h>

#include "sudoku-safe-write.h"

#define SESSION_SUFFIX ".sudoku"
/* Long enough to gather a burst of typing, short enough to lose little. */
#define SAVE_DELAY_MS 700

struct _SudokuSession
{
  GObject  parent_instance;

  GFile      *folder;
  guint       n_tracked;
  /* SudokuDocument → its Tracker, both owned. */
  GHashTable *trackers;
};

G_DEFINE_FINAL_TYPE (SudokuSession, sudoku_session, G_TYPE_OBJECT)

enum {
  KEEP_FAILED,
  N_SIGNALS
};

static guint signals [N_SIGNALS];

static void written (SudokuSession  *self,
                     SudokuDocument *document,
                     const GError   *error);

/* ---- writing, on a worker thread ---- */

typedef struct
{
  GFile    *file;
  GBytes   *contents;  /* NULL: remove the file */
  /* Whose board it is, told how the write went (weak: a window closed in
   * the meantime needs no word). */
  GWeakRef  session;
  GWeakRef  document;
  GError   *error;
} WriteData;

static void
write_data_free (WriteData *data)
{
  g_clear_object (&data->file);
  g_clear_pointer (&data->contents, g_bytes_unref);
  g_weak_ref_clear (&data->session);
  g_weak_ref_clear (&data->document);
  g_clear_error (&data->error);
  g_free (data);
}

/* On the main thread, after a write. */
static gboolean
write_done (gpointer user_data)
{
  WriteData *data = user_data;
  g_autoptr(SudokuSession) session = g_weak_ref_get (&data->session);
  g_autoptr(SudokuDocument) document = g_weak_ref_get (&data->document);

  if (session != NULL && document != NULL)
    written (session, document, data->error);
  write_data_free (data);
  return G_SOURCE_REMOVE;
}

/* One writer for all documents, one job at a time: jobs for a file run in the
 * order they were queued, so a remove always follows the last write, and an
 * older write can never land after a newer one. */
static GThreadPool *writer;

static void
write_job (gpointer job,
           gpointer user_data)
{
  g_autoptr(GError) error = NULL;
  WriteData *data = job;
  g_autoptr(GFile) folder = g_file_get_parent (data->file);

  if (data->contents == NULL)
    {
      if (!g_file_delete (data->file, NULL, &error) &&
          !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        g_warning ("Could not remove the session file: %s", error->message);
      write_data_free (data);
      return;
    }

  if (!g_file_make_directory_with_parents (folder, NULL, &error) &&
      !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_EXISTS))
    g_warning ("Could not make the session folder: %s", error->message);
  g_clear_error (&error);

  /* Private: a puzzle in progress is nobody else's business. */
  if (!sudoku_safe_write_contents (data->file,
                                   g_bytes_get_data (data->contents, NULL),
                                   g_bytes_get_size (data->contents),
                                   SUDOKU_SAFE_WRITE_PRIVATE, NULL, &error))
    {
      g_message ("Could not keep the board in the session: %s", error->message);
      data->error = g_steal_pointer (&error);
    }
  /* Not g_main_context_invoke(): while the main thread waits in
   * sudoku_session_flush(), that would run write_done() here, on the
   * writer's thread. */
  g_idle_add (write_done, data);
}

/* Writes @contents to @file, or removes it when NULL, without waiting; a
 * write tells @session how it went, on the main thread. */
static void
write_in_background (GFile          *file,
                     GBytes         *contents,
                     SudokuSession  *session,
                     SudokuDocument *document)
{
  WriteData *data = g_new0 (WriteData, 1);

  if (writer == NULL)
    writer = g_thread_pool_new (write_job, NULL, 1, FALSE, NULL);

  data->file = g_object_ref (file);
  data->contents = contents != NULL ? g_bytes_ref (contents) : NULL;
  g_weak_ref_init (&data->session, session);
  g_weak_ref_init (&data->document, document);
  /* The pool's job owns @data from here. */
  g_thread_pool_push (writer, data, NULL);
  // cppcheck-suppress memleak ; write_job frees it
}

/**
 * sudoku_session_flush:
 *
 * Waits until every write and remove queued so far is done. For the end of
 * the program: a document put away just before must not come back next time.
 */
void
sudoku_session_flush (void)
{
  if (writer == NULL)
    return;
  g_thread_pool_free (g_steal_pointer (&writer), FALSE, TRUE);
}

/* ---- one tracked document ---- */

typedef struct
{
  SudokuDocument *document;   /* owned */
  SudokuBoard    *board;      /* owned: handlers are on it */
  GFile          *file;
  gulong          changed_id;
  gulong          modified_id;
  guint           timeout_id;
  /* Written for a quit: the file stays when the document is untracked. */
  gboolean        kept;
  /* The last write failed, and "keep-failed" told it. */
  gboolean        failing;
  SudokuSession  *session;  /* not owned: it owns the tracker */
} Tracker;

static GBytes *
board_contents (Tracker *tracker)
{
  GFile *file = sudoku_document_get_file (tracker->document);
  g_autoptr(SudokuPuzzle) puzzle = sudoku_board_to_puzzle (tracker->board);
  char *data;

  /* Nothing worth bringing back: an empty board that was never saved. Its
   * pencil marks are kept with the digits, in the .sudoku file's Marks. */
  if (sudoku_board_get_n_filled (tracker->board) == 0 && !sudoku_board_get_has_marks (tracker->board) &&
      file == NULL)
    return NULL;

  g_free (puzzle->title);
  puzzle->title = g_strdup (sudoku_document_get_display_name (tracker->document));
  /* The board's own modified state: the file holds the puzzle shown only. */
  data = sudoku_session_file_write (puzzle, file, sudoku_board_get_modified (tracker->board),
                                    tracker->kept);
  return g_bytes_new_take (data, strlen (data));
}

static gboolean
save_now (gpointer user_data)
{
  Tracker *tracker = user_data;
  g_autoptr(GBytes) contents = board_contents (tracker);

  tracker->timeout_id = 0;
  write_in_background (tracker->file, contents, tracker->session, tracker->document);
  return G_SOURCE_REMOVE;
}

static void
schedule_save (Tracker *tracker)
{
  if (tracker->timeout_id != 0)
    g_source_remove (tracker->timeout_id);
  tracker->timeout_id = g_timeout_add (SAVE_DELAY_MS, save_now, tracker);
  g_source_set_name_by_id (tracker->timeout_id, "[sudoku-session] save_now");
}

static void
on_board_changed (SudokuBoard *board,
                  gpointer     user_data)
{
  schedule_save (user_data);
}

static void
on_modified (SudokuBoard *board,
             GParamSpec  *pspec,
             gpointer     user_data)
{
  schedule_save (user_data);
}

/* Leaves the file as it is: what untracking or the session's end decide. */
static void
tracker_free (Tracker *tracker)
{
  g_clear_handle_id (&tracker->timeout_id, g_source_remove);
  g_clear_signal_handler (&tracker->changed_id, tracker->board);
  g_clear_signal_handler (&tracker->modified_id, tracker->board);
  g_clear_object (&tracker->board);
  g_clear_object (&tracker->document);
  g_clear_object (&tracker->file);
  g_free (tracker);
}

void
sudoku_session_track (SudokuSession  *self,
                      SudokuDocument *document)
{
  g_autofree char *name = NULL;
  Tracker *tracker;

  g_return_if_fail (SUDOKU_IS_SESSION (self));
  g_return_if_fail (SUDOKU_IS_DOCUMENT (document));
  g_return_if_fail (!g_hash_table_contains (self->trackers, document));

  tracker = g_new0 (Tracker, 1);
  tracker->session = self;
  tracker->document = g_object_ref (document);
  tracker->board = g_object_ref (sudoku_document_get_board (document));
  name = g_strdup_printf ("window-%" G_GINT64_FORMAT "-%u" SESSION_SUFFIX,
                          g_get_real_time (), ++self->n_tracked);
  tracker->file = g_file_get_child (self->folder, name);
  tracker->changed_id = g_signal_connect (tracker->board, "changed",
                                          G_CALLBACK (on_board_changed), tracker);
  tracker->modified_id = g_signal_connect (tracker->board, "notify::modified",
                                           G_CALLBACK (on_modified), tracker);
  g_hash_table_insert (self->trackers, document, tracker);

  /* A restored or opened board is worth keeping from the start. */
  schedule_save (tracker);
}

static void
written (SudokuSession  *self,
         SudokuDocument *document,
         const GError   *error)
{
  Tracker *tracker = g_hash_table_lookup (self->trackers, document);

  if (tracker == NULL)
    return;
  if (error == NULL)
    tracker->failing = FALSE;
  else if (!tracker->failing)
    {
      tracker->failing = TRUE;
      g_signal_emit (self, signals [KEEP_FAILED], 0, document, error);
    }
}

/* The document is put away: its board needs no rescue, unless it is kept
 * for the next start (written when it was kept, see
 * sudoku_session_keep_all()). */
void
sudoku_session_untrack (SudokuSession  *self,
                        SudokuDocument *document)
{
  Tracker *tracker;

  g_return_if_fail (SUDOKU_IS_SESSION (self));
  g_return_if_fail (SUDOKU_IS_DOCUMENT (document));

  if (!g_hash_table_steal_extended (self->trackers, document, NULL, (gpointer *) &tracker))
    return;
  g_clear_handle_id (&tracker->timeout_id, g_source_remove);
  if (!tracker->kept)
    write_in_background (tracker->file, NULL, NULL, NULL);
  tracker_free (tracker);
}

/**
 * sudoku_session_keep_all:
 *
 * The program quits with resuming on: every tracked document is written
 * now, marked as kept by a quit, and its file stays when it is untracked.
 * Documents tracked later are not kept, nor a document whose collection has
 * changes in puzzles it does not show.
 */
void
sudoku_session_keep_all (SudokuSession *self)
{
  GHashTableIter iter;
  Tracker *tracker;

  g_return_if_fail (SUDOKU_IS_SESSION (self));

  g_hash_table_iter_init (&iter, self->trackers);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &tracker))
    {
      /* Its file holds the puzzle shown: a document with changes in other
       * puzzles of its collection asks about them as it closes, instead. */
      if (sudoku_document_get_n_modified_hidden (tracker->document) > 0)
        continue;
      tracker->kept = TRUE;
      g_clear_handle_id (&tracker->timeout_id, g_source_remove);
      save_now (tracker);
    }
}

gboolean
sudoku_session_is_kept (SudokuSession  *self,
                        SudokuDocument *document)
{
  Tracker *tracker;

  g_return_val_if_fail (SUDOKU_IS_SESSION (self), FALSE);
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (document), FALSE);

  tracker = g_hash_table_lookup (self->trackers, document);
  return tracker != NULL && tracker->kept;
}

/* ---- reading back ---- */

static void
restore_worker (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  /* What a kill in the middle of a write left: each board's file has a name
   * of its own, so no later write to it would remove it. */
  sudoku_safe_write_remove_orphans (task_data);
  g_task_return_pointer (task, sudoku_session_file_take_folder (task_data, cancellable),
                         (GDestroyNotify) g_ptr_array_unref);
}

gboolean
sudoku_session_has_boards (SudokuSession *self)
{
  g_autofree char *path = NULL;
  g_autoptr(GDir) dir = NULL;

  g_return_val_if_fail (SUDOKU_IS_SESSION (self), FALSE);

  path = g_file_get_path (self->folder);
  dir = path != NULL ? g_dir_open (path, 0, NULL) : NULL;
  /* A folder that cannot be read is for the restore to report on. */
  if (dir == NULL)
    return path == NULL || g_file_test (path, G_FILE_TEST_EXISTS);
  return g_dir_read_name (dir) != NULL;
}

void
sudoku_session_restore_async (SudokuSession       *self,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (SUDOKU_IS_SESSION (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_session_restore_async);
  g_task_set_name (task, "sudoku_session_restore_async");
  g_task_set_task_data (task, g_object_ref (self->folder), g_object_unref);
  g_task_run_in_thread (task, restore_worker);
}

/**
 * sudoku_session_restore_finish:
 *
 * Returns: (transfer container) (element-type SudokuSessionEntry): the boards
 */
GPtrArray *
sudoku_session_restore_finish (SudokuSession  *self,
                               GAsyncResult   *result,
                               GError        **error)
{
  g_return_val_if_fail (SUDOKU_IS_SESSION (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

/* ---- the object ---- */

static void
sudoku_session_finalize (GObject *object)
{
  SudokuSession *self = SUDOKU_SESSION (object);

  /* Documents still tracked were never put away: their files stay, as
   * after a crash. */
  g_clear_pointer (&self->trackers, g_hash_table_unref);
  g_clear_object (&self->folder);

  G_OBJECT_CLASS (sudoku_session_parent_class)->finalize (object);
}

static void
sudoku_session_class_init (SudokuSessionClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = sudoku_session_finalize;

  /**
   * SudokuSession::keep-failed:
   * @document: the document whose board could not be written
   * @error: why
   *
   * Writing @document's board failed, so it would not come back after a
   * crash. Emitted once until a write of it succeeds again.
   */
  signals [KEEP_FAILED] =
    g_signal_new ("keep-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, SUDOKU_TYPE_DOCUMENT, G_TYPE_ERROR);
}

static void
sudoku_session_init (SudokuSession *self)
{
  self->trackers = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL,
                                          (GDestroyNotify) tracker_free);
}

SudokuSession *
sudoku_session_new (GFile *folder)
{
  SudokuSession *self = g_object_new (SUDOKU_TYPE_SESSION, NULL);

  g_return_val_if_fail (folder == NULL || G_IS_FILE (folder), NULL);

  if (folder != NULL)
    self->folder = g_object_ref (folder);
  else
    self->folder = g_file_new_build_filename (g_get_user_state_dir (), PACKAGE_NAME,
                                              "session", NULL);
  return self;
}

/**
 * sudoku_session_get_folder:
 *
 * Returns: (transfer none): where the boards are kept
 */
GFile *
sudoku_session_get_folder (SudokuSession *self)
{
  g_return_val_if_fail (SUDOKU_IS_SESSION (self), NULL);

  return self->folder;
}
