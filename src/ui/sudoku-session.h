/* sudoku-session.h: the boards of open windows, kept on disk until they close
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-session-file.h"
#include "sudoku-window.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_SESSION (sudoku_session_get_type ())

G_DECLARE_FINAL_TYPE (SudokuSession, sudoku_session, SUDOKU, SESSION, GObject)

/* @folder: where the boards go; NULL for $XDG_STATE_HOME/sudoku-solver/session. */
SudokuSession *sudoku_session_new           (GFile               *folder);
GFile         *sudoku_session_get_folder    (SudokuSession       *self);

/* From now on @window's board is written to the folder shortly after each
 * change, and removed when the window closes. */
void           sudoku_session_track         (SudokuSession       *self,
                                             SudokuWindow        *window);

/* The program quits and the boards are to come back at the next start:
 * each tracked window's board is written now, marked as kept by a quit,
 * and stays on disk when its window closes. */
void           sudoku_session_keep_all      (SudokuSession       *self);
/* Whether @window's board is kept for the next start, so closing it loses
 * nothing. */
gboolean       sudoku_session_is_kept       (SudokuWindow        *window);

/* Blocks until all queued writes are done: at the very end of the program. */
void           sudoku_session_flush         (void);

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
