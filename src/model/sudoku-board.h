/* sudoku-board.h: the puzzle being edited, a GListModel of 81 SudokuCell
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sk-grid.h"
#include "sk-layout.h"
#include "sudoku-cell.h"
#include "sudoku-puzzle.h"
#include "sudoku-solve-result.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_BOARD (sudoku_board_get_type ())

G_DECLARE_FINAL_TYPE (SudokuBoard, sudoku_board, SUDOKU, BOARD, GObject)

#define SUDOKU_BOARD_ERROR (sudoku_board_error_quark ())

typedef enum
{
  SUDOKU_BOARD_ERROR_CHANGED,  /* the board changed while the solve ran: result discarded */
  SUDOKU_BOARD_ERROR_BUSY,     /* a solve is already running */
} SudokuBoardError;

GQuark              sudoku_board_error_quark          (void);

/* Properties:
 *   "can-undo", "can-redo"  gboolean
 *   "modified"              gboolean  changed since the last load/save mark
 *   "solving"               gboolean  a background solve is running
 *   "n-filled"              guint     cells holding a digit
 *   "n-conflicts"           guint     cells marked as conflicting
 *   "standard-layout"       gboolean  the layout is the 3x3 boxes
 * Signals:
 *   "layout-changed"        the region map changed (cells' "region" are notified too) */
SudokuBoard        *sudoku_board_new                  (void);
SudokuCell         *sudoku_board_get_cell             (SudokuBoard        *self,
                                                       guint               index);
const SkLayout     *sudoku_board_get_layout           (SudokuBoard        *self);

/* Edits. Each is one undoable step; givens cannot be changed by set_value. */
gboolean            sudoku_board_set_value            (SudokuBoard        *self,
                                                       guint               index,
                                                       guint               value);
void                sudoku_board_set_givens           (SudokuBoard        *self);
void                sudoku_board_clear_entries        (SudokuBoard        *self);
void                sudoku_board_reset                (SudokuBoard        *self);
void                sudoku_board_set_layout           (SudokuBoard        *self,
                                                       const SkLayout     *layout);
void                sudoku_board_load_puzzle          (SudokuBoard        *self,
                                                       const SudokuPuzzle *puzzle);

gboolean            sudoku_board_get_can_undo         (SudokuBoard        *self);
gboolean            sudoku_board_get_can_redo         (SudokuBoard        *self);
void                sudoku_board_undo                 (SudokuBoard        *self);
void                sudoku_board_redo                 (SudokuBoard        *self);

gboolean            sudoku_board_get_modified         (SudokuBoard        *self);
void                sudoku_board_set_modified         (SudokuBoard        *self,
                                                       gboolean            modified);
gboolean            sudoku_board_get_solving          (SudokuBoard        *self);
guint               sudoku_board_get_n_filled         (SudokuBoard        *self);
guint               sudoku_board_get_n_conflicts      (SudokuBoard        *self);

/* The board as plain data: givens only, all digits, and as a puzzle for the io layer. */
void                sudoku_board_get_givens_grid      (SudokuBoard        *self,
                                                       SkGrid             *grid);
void                sudoku_board_get_values_grid      (SudokuBoard        *self,
                                                       SkGrid             *grid);
SudokuPuzzle       *sudoku_board_to_puzzle            (SudokuBoard        *self);

/* Solves the givens plus the entries on a worker thread, counting to two
 * solutions. On success the solution is applied as one undoable step, unless
 * the board changed meanwhile (SUDOKU_BOARD_ERROR_CHANGED). Cancelling returns
 * G_IO_ERROR_CANCELLED and leaves the board as it was. Clashing givens are not
 * an error: the result says SK_SOLVE_INVALID and names the clash. */
void                sudoku_board_solve_async          (SudokuBoard         *self,
                                                       GCancellable        *cancellable,
                                                       GAsyncReadyCallback  callback,
                                                       gpointer             user_data);
SudokuSolveResult  *sudoku_board_solve_finish         (SudokuBoard         *self,
                                                       GAsyncResult        *result,
                                                       GError             **error);

G_END_DECLS
