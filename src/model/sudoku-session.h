/* sudoku-session.h: the documents being edited, kept on disk until they are put away
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-document.h"
#include "sudoku-session-file.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_SESSION (sudoku_session_get_type ())

G_DECLARE_FINAL_TYPE (SudokuSession, sudoku_session, SUDOKU, SESSION, GObject)

/* @folder: where the boards go; NULL for $XDG_STATE_HOME/sudoku-solver/session.
 * Signal "keep-failed" (SudokuDocument *document, const GError *error): a
 * board could not be written, once until a write of it succeeds again. */
SudokuSession *sudoku_session_new           (GFile               *folder);
GFile         *sudoku_session_get_folder    (SudokuSession       *self);

/* From now on @document's puzzle shown is written to the folder shortly
 * after each change, until sudoku_session_untrack(). */
void           sudoku_session_track         (SudokuSession       *self,
                                             SudokuDocument      *document);
/* @document is put away (its window closed): its file is removed, unless
 * sudoku_session_keep_all() kept it for the next start. Nothing happens to
 * a document not tracked. */
void           sudoku_session_untrack       (SudokuSession       *self,
                                             SudokuDocument      *document);

/* The program quits and the boards are to come back at the next start:
 * each tracked document is written now, marked as kept by a quit, and its
 * file stays when it is untracked. */
void           sudoku_session_keep_all      (SudokuSession       *self);
/* Whether @document is kept for the next start, so closing its window
 * loses nothing. */
gboolean       sudoku_session_is_kept       (SudokuSession       *self,
                                             SudokuDocument      *document);

/* Blocks until all queued writes are done: at the very end of the program. */
void           sudoku_session_flush         (void);

/* Whether the folder holds anything to restore: one look at the folder,
 * so that a start with a file need not wait for a thread when it is
 * empty, as it is after every start that ended with all windows closed. */
gboolean       sudoku_session_has_boards    (SudokuSession       *self);

/* Reads the boards left in the folder and takes them out of it: a GPtrArray
 * of SudokuSessionEntry, perhaps empty (see sudoku_session_file_take_folder()). */
void           sudoku_session_restore_async (SudokuSession       *self,
                                             GCancellable        *cancellable,
                                             GAsyncReadyCallback  callback,
                                             gpointer             user_data);
GPtrArray     *sudoku_session_restore_finish (SudokuSession      *self,
                                              GAsyncResult       *result,
                                              GError            **error);

G_END_DECLS
