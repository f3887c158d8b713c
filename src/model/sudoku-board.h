/* sudoku-board.h: the puzzle being edited, a GListModel of 81 SudokuCell
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sk-grid.h"
#include "sk-layout.h"
#include "sk-logic.h"
#include "sk-solver.h"
#include "sudoku-cell.h"
#include "sudoku-geometry.h"
#include "sudoku-puzzle.h"
#include "sudoku-solve-result.h"
#include "sudoku-types.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_BOARD (sudoku_board_get_type ())

G_DECLARE_FINAL_TYPE (SudokuBoard, sudoku_board, SUDOKU, BOARD, GObject)

#define SUDOKU_BOARD_ERROR (sudoku_board_error_quark ())

typedef enum
{
  SUDOKU_BOARD_ERROR_CHANGED,  /* the board changed while the solve ran: result discarded */
  SUDOKU_BOARD_ERROR_BUSY,     /* a solve is already running */
  SUDOKU_BOARD_ERROR_NO_HINT,  /* clashing digits, no solution, a full board: message says which */
  SUDOKU_BOARD_ERROR_MISTAKES, /* entries differ from the givens' solution: message names them */
  SUDOKU_BOARD_ERROR_MARKS,    /* pencil marks leave out the givens' solution: message names them */
} SudokuBoardError;

GQuark              sudoku_board_error_quark          (void);

/* Properties:
 *   "can-undo", "can-redo"  gboolean
 *   "modified"              gboolean  differs from the state of the last load/save
 *                                     mark (an undo back to it clears it)
 *   "solving"               gboolean  a background solve is running
 *   "n-filled"              guint     cells holding a digit
 *   "n-conflicts"           guint     cells marked as conflicting
 *   "standard-layout"       gboolean  the layout is the 3x3 boxes
 *   "has-marks"             gboolean  some empty cell has pencil marks
 *   "remove-marks-on-place" gboolean  (read-write, default TRUE) placing a
 *                                     digit crosses it out of the marks of
 *                                     the cell's row, column and region
 * Signals:
 *   "changed"               digits, marks or layout changed: once per edit,
 *                           undo or redo
 *   "layout-changed"        the region map changed (cells' "region" are notified too) */
SudokuBoard        *sudoku_board_new                  (void);
SudokuCell         *sudoku_board_get_cell             (SudokuBoard        *self,
                                                       guint               index);
const SkLayout     *sudoku_board_get_layout           (SudokuBoard        *self);

/* Edits. Each is one undoable step; givens cannot be changed by set_value.
 * A @value of 0 empties the cell: its digit, or else its pencil marks.
 * Clear Entries takes the marks away too; Reset clears everything. */
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

/* Pencil marks: the digits a person has noted as possible in an empty cell,
 * bit d-1 for digit d (SkMask). They are part of the board's state, so undo,
 * redo, memos and sudoku_board_to_puzzle() carry them; a cell that holds a
 * digit has none. Each edit below is one undoable step and emits "changed";
 * none changes the puzzle that is rated (sudoku_board_get_rating_puzzle()). */
void                sudoku_board_get_marks            (SudokuBoard        *self,
                                                       SkMask              marks[SK_CELLS]);
SkMask              sudoku_board_get_cell_marks       (SudokuBoard        *self,
                                                       guint               index);
gboolean            sudoku_board_get_has_marks        (SudokuBoard        *self);
/* Adds @digit (1-9) to the marks of the empty cell at @index, or takes it
 * away; FALSE, changing nothing, for a given or a cell holding a digit. */
gboolean            sudoku_board_toggle_mark          (SudokuBoard        *self,
                                                       guint               index,
                                                       guint               digit);
/* "Fill Candidates": every empty cell's marks become the digits the rules
 * leave it (sudoku_board_get_candidates()), replacing what was there. */
void                sudoku_board_fill_marks           (SudokuBoard        *self);
void                sudoku_board_clear_marks          (SudokuBoard        *self);
gboolean            sudoku_board_get_remove_marks_on_place (SudokuBoard   *self);
void                sudoku_board_set_remove_marks_on_place (SudokuBoard   *self,
                                                            gboolean       remove_marks_on_place);

gboolean            sudoku_board_get_can_undo         (SudokuBoard        *self);
gboolean            sudoku_board_get_can_redo         (SudokuBoard        *self);
void                sudoku_board_undo                 (SudokuBoard        *self);
void                sudoku_board_redo                 (SudokuBoard        *self);
void                sudoku_board_clear_history        (SudokuBoard        *self);

/* A puzzle set aside while the board shows another one of a collection
 * (sudoku-board-memo.c): what it showed, its undo history and its modified
 * flag. take_memo leaves
 * the board as it is with an empty history; restore_memo shows the memo
 * again, as it was, and frees it. */
typedef struct _SudokuBoardMemo SudokuBoardMemo;

SudokuBoardMemo    *sudoku_board_take_memo            (SudokuBoard        *self);
void                sudoku_board_restore_memo         (SudokuBoard        *self,
                                                       SudokuBoardMemo    *memo);
void                sudoku_board_memo_free            (SudokuBoardMemo    *memo);
gboolean            sudoku_board_memo_get_modified    (const SudokuBoardMemo *memo);
void                sudoku_board_memo_set_modified    (SudokuBoardMemo    *memo,
                                                       gboolean            modified);
SudokuPuzzle       *sudoku_board_memo_to_puzzle       (const SudokuBoardMemo *memo);

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
/* What each empty cell may still hold under the layout; 0 for filled cells. */
void                sudoku_board_get_candidates       (SudokuBoard        *self,
                                                       SkMask              candidates[SK_CELLS]);

/* Mistakes (sudoku-board-mistakes.c): entries that differ from the givens'
 * one solution, once the board knows it (a hint that found none, or
 * solve_givens). get_mistakes counts them and sets @wrong[cell] (nullable)
 * to the wrong digit, 0 elsewhere; remove_mistakes empties them as one
 * undoable edit, FALSE when there are none. */
guint               sudoku_board_get_mistakes         (SudokuBoard        *self,
                                                       guint8              wrong[SK_CELLS]);
gboolean            sudoku_board_remove_mistakes      (SudokuBoard        *self);
/* Pencil marks that leave out the digit of that solution, likewise: a cell
 * with marks but not the one it needs. get_wrong_marks counts the cells and
 * sets @missing[cell] (nullable) to the digit left out, 0 elsewhere;
 * restore_wrong_marks adds each back as one undoable edit, FALSE when none
 * is missing. */
guint               sudoku_board_get_wrong_marks      (SudokuBoard        *self,
                                                       guint8              missing[SK_CELLS]);
gboolean            sudoku_board_restore_wrong_marks  (SudokuBoard        *self);
void                sudoku_board_solve_givens_async   (SudokuBoard         *self,
                                                       GCancellable        *cancellable,
                                                       GAsyncReadyCallback  callback,
                                                       gpointer             user_data);
gboolean            sudoku_board_solve_givens_finish  (SudokuBoard         *self,
                                                       GAsyncResult        *result,
                                                       GError             **error);

/* Solves the givens plus the entries on a worker thread, counting to two
 * solutions. On success the solution is applied as one undoable step, unless
 * the board changed meanwhile (SUDOKU_BOARD_ERROR_CHANGED). Cancelling returns
 * G_IO_ERROR_CANCELLED and leaves the board as it was. Clashing givens are not
 * an error: the result says SK_SOLVE_INVALID and names the clash. How it
 * searches is the solve's, not the puzzle's: @algorithm, for at most
 * @time_limit seconds (0: no limit; past it the result is SK_SOLVE_TIMED_OUT). */
void                sudoku_board_solve_async          (SudokuBoard         *self,
                                                       SudokuAlgorithm      algorithm,
                                                       guint                time_limit,
                                                       GCancellable        *cancellable,
                                                       GAsyncReadyCallback  callback,
                                                       gpointer             user_data);
SudokuSolveResult  *sudoku_board_solve_finish         (SudokuBoard         *self,
                                                       GAsyncResult        *result,
                                                       GError             **error);

/* How hard the puzzle is, on a worker thread; see sudoku-board-rate.c. The
 * puzzle rated: the givens, or the digits typed on a board without givens. */
void                sudoku_board_get_rating_puzzle    (SudokuBoard         *self,
                                                       SkGrid              *puzzle);
void                sudoku_board_rate_async           (SudokuBoard         *self,
                                                       GCancellable        *cancellable,
                                                       GAsyncReadyCallback  callback,
                                                       gpointer             user_data);
char               *sudoku_board_rate_finish          (SudokuBoard         *self,
                                                       GAsyncResult        *result,
                                                       char               **level,
                                                       GError             **error);
/* A rating for people: "Diabolical · 7.2 (XY-Chain)", or "Needs search";
 * where room is short, "Diabolical · 7.2". */
char               *sudoku_rating_describe            (const SkRating      *rating);
char               *sudoku_rating_describe_level      (const SkRating      *rating);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SudokuBoardMemo, sudoku_board_memo_free)

G_END_DECLS
