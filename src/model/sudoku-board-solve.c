/* sudoku-board-solve.c: solving the board on a worker thread
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-board-solve"

#include "config.h"

#include "sudoku-board-private.h"

#include "sk-solver.h"

/* The worker's input and output. It is plain data copied from the board, so
 * the worker never touches a GObject. */
typedef struct
{
  SkGrid        puzzle;
  SkLayout      layout;
  SkAlgorithm   algorithm;
  guint64       max_elapsed_ns;
  guint64       generation;
  atomic_int    cancel;
  SkSolveResult result;
} SolveData;

static void
on_cancelled (GCancellable *cancellable,
              gpointer      user_data)
{
  SolveData *data = user_data;

  atomic_store (&data->cancel, 1);
}

static void
solve_worker (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  SolveData *data = task_data;
  SkSolveOptions options;
  gulong handler = 0;

  sk_solve_options_init (&options);
  options.limit = 2;
  options.cancel = &data->cancel;
  options.algorithm = data->algorithm;
  options.max_elapsed_ns = data->max_elapsed_ns;

  /* Runs on_cancelled at once when already cancelled, so no window is lost. */
  if (cancellable != NULL)
    handler = g_cancellable_connect (cancellable, G_CALLBACK (on_cancelled), data, NULL);

  sk_solve (&data->puzzle, &data->layout, &options, &data->result);

  if (cancellable != NULL)
    g_cancellable_disconnect (cancellable, handler);

  if (data->result.status == SK_SOLVE_CANCELLED)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "Solving was cancelled");
  else
    g_task_return_boolean (task, TRUE);
}

/* Main thread, whether or not anybody ever calls _finish(): the board leaves
 * the solving state and takes the solution if it has not changed meanwhile. */
static void
on_worker_done (GObject      *source_object,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  SudokuBoard *self = SUDOKU_BOARD (g_task_get_source_object (task));
  SolveData *data = g_task_get_task_data (G_TASK (result));
  GError *error = NULL;

  _sudoku_board_set_solving (self, FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      g_task_return_error (task, error);
      return;
    }

  if (data->generation != _sudoku_board_get_generation (self))
    {
      g_task_return_new_error (task, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_CHANGED,
                               "The puzzle changed while it was being solved");
      return;
    }

  if (data->result.status == SK_SOLVE_SOLVED)
    _sudoku_board_apply_solution (self, &data->result.solution);

  g_task_return_pointer (task, sudoku_solve_result_new (&data->result),
                         (GDestroyNotify) sudoku_solve_result_free);
}

/**
 * sudoku_board_solve_async:
 * @self: a #SudokuBoard
 * @cancellable: (nullable): stops the search within a millisecond
 * @callback: called on the main thread when the solve ends
 * @user_data: data for @callback
 *
 * Solves the digits now on the board (givens and entries) on a worker thread,
 * counting up to two solutions so uniqueness is known, with the board's
 * "algorithm" and within its "time-limit" (SK_SOLVE_TIMED_OUT past it). A found solution is
 * applied as one undoable step (empty cells only, marked as solved) unless the
 * board changed since the solve started.
 */
void
sudoku_board_solve_async (SudokuBoard         *self,
                          GCancellable        *cancellable,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GTask) worker = NULL;
  SolveData *data;

  g_return_if_fail (SUDOKU_IS_BOARD (self));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_board_solve_async);

  if (sudoku_board_get_solving (self))
    {
      g_task_return_new_error (task, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_BUSY,
                               "A solve is already running");
      return;
    }

  data = g_new0 (SolveData, 1);
  sudoku_board_get_values_grid (self, &data->puzzle);
  data->layout = *sudoku_board_get_layout (self);
  data->generation = _sudoku_board_get_generation (self);
  data->algorithm = sudoku_board_get_algorithm (self);
  data->max_elapsed_ns = (guint64) sudoku_board_get_time_limit (self) * G_GUINT64_CONSTANT (1000000000);
  atomic_init (&data->cancel, 0);

  /* Only `task` holds the board. The worker task has no source object: its
   * last reference may be dropped on the worker thread, after on_worker_done()
   * ran, and the board must never be finalized there. */
  worker = g_task_new (NULL, cancellable, on_worker_done, g_steal_pointer (&task));
  g_task_set_source_tag (worker, solve_worker);
  g_task_set_name (worker, "sudoku-board-solve");
  g_task_set_task_data (worker, data, g_free);

  _sudoku_board_set_solving (self, TRUE);
  g_task_run_in_thread (worker, solve_worker);
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
