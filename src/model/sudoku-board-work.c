/* sudoku-board-work.c: the board's side of work on a worker thread
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A solve and a hint have the same shape: the board is "solving" while the
 * engine works on a copy of its digits (sudoku-engine-task.c), and what the
 * engine found is applied only to the board it was asked about, not to one
 * that changed meanwhile. The task of the async call holds the board; the
 * engine's own task holds none, so its last reference, which may go on the
 * worker thread, never finalizes the board there.
 */

#define G_LOG_DOMAIN "sudoku-board-work"

#include "config.h"

#include "sudoku-board-private.h"

/**
 * _sudoku_board_begin_work:
 * @source_tag: the async call's function, which its _finish() checks
 *
 * Starts an async call of @self that runs engine work. The board is
 * "solving" until _sudoku_board_end_work().
 *
 * Returns: (transfer full) (nullable): the call's task, with the board as its
 *   source object and the board's generation as its data; or %NULL when the
 *   board is busy already, and then the call has been answered with
 *   %SUDOKU_BOARD_ERROR_BUSY
 */
GTask *
_sudoku_board_begin_work (SudokuBoard         *self,
                          GCancellable        *cancellable,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data,
                          gpointer             source_tag)
{
  g_autoptr(GTask) task = g_task_new (self, cancellable, callback, user_data);
  guint64 *generation;

  g_task_set_source_tag (task, source_tag);
  if (sudoku_board_get_solving (self))
    {
      g_task_return_new_error (task, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_BUSY,
                               "A solve is already running");
      return NULL;
    }

  generation = g_new (guint64, 1);
  *generation = _sudoku_board_get_generation (self);
  g_task_set_task_data (task, generation, g_free);
  _sudoku_board_set_solving (self, TRUE);
  return g_steal_pointer (&task);
}

/**
 * _sudoku_board_end_work:
 * @task: the call's task, from _sudoku_board_begin_work()
 * @error: (transfer full) (nullable): the engine task's error
 * @changed_message: the error's text when the board changed meanwhile
 *
 * Main thread, when the engine is done, whether or not anybody ever calls
 * _finish(): the board leaves the solving state.
 *
 * Returns: %TRUE when the caller may apply what was found and answer @task;
 *   %FALSE when @task has been answered already, with @error or with
 *   %SUDOKU_BOARD_ERROR_CHANGED
 */
gboolean
_sudoku_board_end_work (GTask      *task,
                        GError     *error,
                        const char *changed_message)
{
  SudokuBoard *self = SUDOKU_BOARD (g_task_get_source_object (task));
  const guint64 *generation = g_task_get_task_data (task);

  _sudoku_board_set_solving (self, FALSE);

  if (error != NULL)
    {
      g_task_return_error (task, error);
      return FALSE;
    }
  if (*generation != _sudoku_board_get_generation (self))
    {
      g_task_return_new_error (task, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_CHANGED,
                               "%s", changed_message);
      return FALSE;
    }
  return TRUE;
}
