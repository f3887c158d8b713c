/* sudoku-solve-task.c: solving a snapshot of a puzzle on a worker thread, board untouched
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-solve-task"

#include "config.h"

#include "sudoku-solve-task.h"

typedef struct
{
  SkGrid         puzzle;
  SkLayout       layout;
  SkSolveOptions options;
  atomic_int     cancel;
  SkSolveResult  result;
} TaskData;

static void
on_cancelled (GCancellable *cancellable,
              gpointer      user_data)
{
  TaskData *data = user_data;

  atomic_store (&data->cancel, 1);
}

static void
run_worker (GTask        *task,
            gpointer      source_object,
            gpointer      task_data,
            GCancellable *cancellable)
{
  TaskData *data = task_data;
  gulong handler = 0;

  data->options.cancel = &data->cancel;
  if (cancellable != NULL)
    handler = g_cancellable_connect (cancellable, G_CALLBACK (on_cancelled), data, NULL);

  sk_solve (&data->puzzle, &data->layout, &data->options, &data->result);

  if (cancellable != NULL)
    g_cancellable_disconnect (cancellable, handler);

  if (data->result.status == SK_SOLVE_CANCELLED)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "Solving was cancelled");
  else
    g_task_return_pointer (task, sudoku_solve_result_new (&data->result),
                           (GDestroyNotify) sudoku_solve_result_free);
}

void
sudoku_solve_task_run_async (const SkGrid        *puzzle,
                             const SkLayout      *layout,
                             SkAlgorithm          algorithm,
                             guint                time_limit,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  TaskData *data;

  g_return_if_fail (puzzle != NULL && layout != NULL);
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  data = g_new0 (TaskData, 1);
  data->puzzle = *puzzle;
  data->layout = *layout;
  sk_solve_options_init (&data->options);
  data->options.limit = 2;
  data->options.algorithm = algorithm;
  data->options.max_elapsed_ns = (guint64) time_limit * G_GUINT64_CONSTANT (1000000000);
  atomic_init (&data->cancel, 0);

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_solve_task_run_async);
  g_task_set_name (task, "sudoku-solve-task");
  g_task_set_task_data (task, data, g_free);
  g_task_run_in_thread (task, run_worker);
}

/**
 * sudoku_solve_task_run_finish:
 *
 * Returns: (transfer full): the result, or %NULL with %G_IO_ERROR_CANCELLED
 */
SudokuSolveResult *
sudoku_solve_task_run_finish (GAsyncResult  *result,
                              GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}
