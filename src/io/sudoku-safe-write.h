/* sudoku-safe-write.h: every file the program writes, written so a failure loses nothing
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef enum
{
  SUDOKU_SAFE_WRITE_NONE    = 0,
  /* When a file is replaced, the old one stays beside it as "NAME~". */
  SUDOKU_SAFE_WRITE_BACKUP  = 1 << 0,
  /* A new file is readable by its owner only (a replaced one keeps its mode). */
  SUDOKU_SAFE_WRITE_PRIVATE = 1 << 1,
} SudokuSafeWriteFlags;

/* The guarantee, for every form below: the new contents go to a hidden
 * temporary file in the target's folder (".NAME.sudoku-XXXXXX"); every write,
 * the fsync and the close are checked; only then is the old file kept as
 * NAME~ (with SUDOKU_SAFE_WRITE_BACKUP) and the temporary file renamed over
 * the target. So at every moment the target is the old file or the whole new
 * one. On any failure the temporary file is removed, the target and NAME~
 * are as they were, and the error (a G_IO_ERROR) starts with the target's
 * whole path and gives the system's reason. A temporary file left by a
 * process that was killed is removed by the next write to the same target.
 *
 * A file with no local path (a GVfs location) goes through g_file_replace()
 * instead, closed as cancelled on a failed write so that GIO does not put
 * a partial file in place. */
typedef struct _SudokuSafeWrite SudokuSafeWrite;

/* The streaming form: open, write any number of times, then commit or abort
 * (each of which frees the writer). After a failed write, later writes and
 * the commit fail with the first error, so a writer that cannot return an
 * error at once (a cairo stream callback) may just commit at the end. */
SudokuSafeWrite *sudoku_safe_write_open     (GFile                 *file,
                                             SudokuSafeWriteFlags   flags,
                                             GCancellable          *cancellable,
                                             GError               **error);
gboolean         sudoku_safe_write_write    (SudokuSafeWrite       *self,
                                             const void            *data,
                                             gsize                  length,
                                             GError               **error);
gboolean         sudoku_safe_write_commit   (SudokuSafeWrite       *self,
                                             GError               **error);
void             sudoku_safe_write_abort    (SudokuSafeWrite       *self);
/* Whether a write failed already (the error stays for the commit). */
gboolean         sudoku_safe_write_failed   (SudokuSafeWrite       *self);

/* The one-call form. */
gboolean         sudoku_safe_write_contents (GFile                 *file,
                                             const void            *data,
                                             gsize                  length,
                                             SudokuSafeWriteFlags   flags,
                                             GCancellable          *cancellable,
                                             GError               **error);

/* The same on a worker thread; @file is the task's source object. A
 * cancellation before the rename leaves the target as it was. */
void             sudoku_safe_write_bytes_async  (GFile                 *file,
                                                 GBytes                *bytes,
                                                 SudokuSafeWriteFlags   flags,
                                                 GCancellable          *cancellable,
                                                 GAsyncReadyCallback    callback,
                                                 gpointer               user_data);
gboolean         sudoku_safe_write_bytes_finish (GFile                 *file,
                                                 GAsyncResult          *result,
                                                 GError               **error);

/* Removes from @folder the temporary files of writers that were killed, of
 * any target: for a folder whose files get new names (the session's), where
 * the next write to the same target never comes. */
void             sudoku_safe_write_remove_orphans (GFile               *folder);

/* For a program that writes and can be stopped (sudoku-solve): on SIGINT,
 * SIGTERM or SIGHUP the temporary files being written are removed before the
 * signal takes its usual course. */
void             sudoku_safe_write_remove_temp_on_signal (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SudokuSafeWrite, sudoku_safe_write_abort)

G_END_DECLS
