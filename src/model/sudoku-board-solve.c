/* sudoku-board-solve.c: solving the board on a worker thread
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-board-solve"

#include "config.h"

#include "sudoku-board-private.h"

#include "sudoku-solve-task.h"

/* The search itself is sudoku_solve_task_run_async(), on a copy of the
 * board's digits and layout; the board's side (the solving state, a changed
 * board) is sudoku-board-work.c. */

/* Main thread: the board takes the solution if it has not changed meanwhile. */
static void
on_solved (GObject      *source_object,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  SudokuBoard *self = SUDOKU_BOARD (g_task_get_source_object (task));
  g_autoptr(SudokuSolveResult) solve_result = NULL;
  GError *error = NULL;

  solve_result = sudoku_solve_task_run_finish (result, &error);
  if (!_sudoku_board_end_work (task, error, "The puzzle changed while it was being solved"))
    return;

  if (sudoku_solve_result_get_status (solve_result) == SK_SOLVE_SOLVED)
    _sudoku_board_apply_solution (self, sudoku_solve_result_get_solution (solve_result));

  g_task_return_pointer (task, g_steal_pointer (&solve_result),
                         (GDestroyNotify) sudoku_solve_result_free);
}

/**
 * sudoku_board_solve_async:
 * @self: a #SudokuBoard
 * @algorithm: how to search
 * @time_limit: seconds after which the solve gives up, 0 for none
 * @cancellable: (nullable): stops the search within a millisecond
 * @callback: called on the main thread when the solve ends
 * @user_data: data for @callback
 *
 * Solves the digits now on the board (givens and entries) on a worker thread,
 * counting up to two solutions so uniqueness is known, with @algorithm and
 * within @time_limit seconds (0: none; SK_SOLVE_TIMED_OUT past it). A found
 * solution is applied as one undoable step (empty cells only, marked as
 * solved) unless the board changed since the solve started.
 */
void
sudoku_board_solve_async (SudokuBoard         *self,
                          SudokuAlgorithm      algorithm,
                          guint                time_limit,
                          GCancellable        *cancellable,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  GTask *task;
  SkGrid puzzle;

  g_return_if_fail (SUDOKU_IS_BOARD (self));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = _sudoku_board_begin_work (self, cancellable, callback, user_data,
                                   sudoku_board_solve_async);
  if (task == NULL)
    return;

  sudoku_board_get_values_grid (self, &puzzle);
  sudoku_solve_task_run_async (&puzzle, sudoku_board_get_layout (self),
                               algorithm, time_limit,
                               cancellable, on_solved, task);
}

/**
 * sudoku_board_solve_finish:
 *
 * Returns: (transfer full): the result, or %NULL with @error set to
 *   %G_IO_ERROR_CANCELLED, %SUDOKU_BOARD_ERROR_CHANGED or %SUDOKU_BOARD_ERROR_BUSY
 */
SudokuSolveResult *
sudoku_board_solve_finish (SudokuBoard   *self,
                           GAsyncResult  *result,
                           GError       **error)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sudoku_board_solve_async, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}
