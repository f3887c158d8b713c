/* sudoku-session.h: the boards of open windows, kept on disk until they close
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-puzzle.h"
#include "sudoku-window.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_SESSION (sudoku_session_get_type ())

G_DECLARE_FINAL_TYPE (SudokuSession, sudoku_session, SUDOKU, SESSION, GObject)

/* One board found on disk: what a window held when the program last ended
 * without closing it (a crash, a kill, a power cut). */
typedef struct
{
  SudokuPuzzle *puzzle;
  GFile        *file;      /* the file the window was editing, or NULL */
  gboolean      modified;  /* it had changes not saved to that file */
} SudokuSessionEntry;

void           sudoku_session_entry_free    (SudokuSessionEntry  *entry);

/* @folder: where the boards go; NULL for $XDG_STATE_HOME/sudoku-solver/session. */
SudokuSession *sudoku_session_new           (GFile               *folder);
GFile         *sudoku_session_get_folder    (SudokuSession       *self);

/* From now on @window's board is written to the folder shortly after each
 * change, and removed when the window closes. */
void           sudoku_session_track         (SudokuSession       *self,
                                             SudokuWindow        *window);

/* Blocks until all queued writes are done: at the very end of the program. */
void           sudoku_session_flush         (void);

/* Reads the boards left in the folder and removes them: a GPtrArray of
 * SudokuSessionEntry, perhaps empty. A file that cannot be read is dropped. */
void           sudoku_session_restore_async (SudokuSession       *self,
                                             GCancellable        *cancellable,
                                             GAsyncReadyCallback  callback,
                                             gpointer             user_data);
GPtrArray     *sudoku_session_restore_finish (SudokuSession      *self,
                                              GAsyncResult       *result,
                                              GError            **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SudokuSessionEntry, sudoku_session_entry_free)

G_END_DECLS
