/* sudoku-engine-task.c: engine work on a worker thread, stopped by a GCancellable
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The one bridge between GIO's cancellation and the engine's: the engine
 * knows nothing of GLib and polls an atomic flag, which the cancellable's
 * handler raises from whatever thread cancels. Solves (sudoku-solve-task.c),
 * steps (sudoku-board-step.c) and whatever else the engine does for the
 * window run through here.
 */

#define G_LOG_DOMAIN "sudoku-engine-task"

#include "config.h"

#include "sudoku-engine-task.h"

typedef struct
{
  SudokuEngineJob job;
  gpointer        job_data;
  GDestroyNotify  job_data_free;
  atomic_int      cancel;
} TaskData;

static void
task_data_free (gpointer data)
{
  TaskData *task_data = data;

  if (task_data->job_data_free != NULL)
    task_data->job_data_free (task_data->job_data);
  g_free (task_data);
}

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

  if (cancellable != NULL)
    handler = g_cancellable_connect (cancellable, G_CALLBACK (on_cancelled), data, NULL);

  data->job (data->job_data, &data->cancel);

  if (cancellable != NULL)
    g_cancellable_disconnect (cancellable, handler);

  /* Whatever the job found after a cancel is for nobody. */
  if (atomic_load (&data->cancel) != 0)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "The work was cancelled");
  else
    g_task_return_boolean (task, TRUE);
}

void
sudoku_engine_task_run_async (SudokuEngineJob      job,
                              gpointer             job_data,
                              GDestroyNotify       job_data_free,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  TaskData *data;

  g_return_if_fail (job != NULL);
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  data = g_new0 (TaskData, 1);
  data->job = job;
  data->job_data = job_data;
  data->job_data_free = job_data_free;
  atomic_init (&data->cancel, 0);

  /* No source object: the task's last reference may go on the worker thread,
   * and must not take a GObject of the main thread with it. */
  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_engine_task_run_async);
  g_task_set_name (task, "sudoku-engine-task");
  g_task_set_task_data (task, data, task_data_free);
  g_task_run_in_thread (task, run_worker);
}

/**
 * sudoku_engine_task_run_finish:
 *
 * Returns: (transfer none): the job's data, valid as long as @result
 */
gpointer
sudoku_engine_task_run_finish (GAsyncResult  *result,
                               GError       **error)
{
  TaskData *data;

  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sudoku_engine_task_run_async,
                        NULL);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return NULL;
  data = g_task_get_task_data (G_TASK (result));
  return data->job_data;
}
