/* sudoku-board-step.h: the logic engine's steps from the board as it stands
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-board.h"
#include "sudoku-step.h"

G_BEGIN_DECLS

/* The candidates the board's steps start from: the rules' candidates,
 * narrowed to the user's pencil marks in every empty cell that has marks.
 * Returns TRUE when marks narrowed them. */
gboolean    sudoku_board_get_step_grid    (SudokuBoard         *self,
                                           SkCandidateGrid     *grid);

/* The easiest step from the board (digits and marks) on a worker thread; the
 * board is busy ("solving") meanwhile, like a solve. Errors:
 * G_IO_ERROR_CANCELLED; SUDOKU_BOARD_ERROR_BUSY when a solve or another
 * search is running; SUDOKU_BOARD_ERROR_CHANGED when the board changed
 * meanwhile; SUDOKU_BOARD_ERROR_NO_HINT with a message for people when there
 * is no step: clashing digits ("No hint: Row 4 has two 7s"), no solution, a
 * full board, or marks that exclude the solution ("Your marks in r3c5 remove
 * the 4 the solution needs"). */
void        sudoku_board_find_step_async  (SudokuBoard         *self,
                                           guint                time_limit,
                                           GCancellable        *cancellable,
                                           GAsyncReadyCallback  callback,
                                           gpointer             user_data);
SudokuStep *sudoku_board_find_step_finish (SudokuBoard         *self,
                                           GAsyncResult        *result,
                                           GError             **error);

/* Every step from the board to the solution (a GPtrArray of SudokuStep),
 * on a worker thread, without making the board busy: the board may change
 * meanwhile (then SUDOKU_BOARD_ERROR_CHANGED). */
void        sudoku_board_path_async       (SudokuBoard         *self,
                                           guint                time_limit,
                                           GCancellable        *cancellable,
                                           GAsyncReadyCallback  callback,
                                           gpointer             user_data);
GPtrArray  *sudoku_board_path_finish      (SudokuBoard         *self,
                                           GAsyncResult        *result,
                                           GError             **error);

/* Carries out @steps (in order; each as found from the one before) as one
 * undoable edit: digits placed, and the candidates they leave kept as pencil
 * marks when a step removes candidates or the board had marks. */
void        sudoku_board_apply_steps      (SudokuBoard         *self,
                                           SudokuStep * const  *steps,
                                           guint                n_steps);

G_END_DECLS
