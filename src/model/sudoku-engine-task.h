/* sudoku-engine-task.h: engine work on a worker thread, stopped by a GCancellable
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>
#include <stdatomic.h>

G_BEGIN_DECLS

/* Runs on the worker thread. @cancel is raised when the task's cancellable
 * is cancelled: pass it to the engine (SkSolveOptions.cancel,
 * SkLogicOptions.cancel), which stops soon after. */
typedef void (*SudokuEngineJob) (gpointer          job_data,
                                 const atomic_int *cancel);

/* Runs @job (@job_data, which the task owns and frees with @job_data_free)
 * on a worker thread. No GObject goes to the worker: @job_data holds copies
 * of what the job reads and room for what it finds. */
void     sudoku_engine_task_run_async  (SudokuEngineJob      job,
                                        gpointer             job_data,
                                        GDestroyNotify       job_data_free,
                                        GCancellable        *cancellable,
                                        GAsyncReadyCallback  callback,
                                        gpointer             user_data);
/* Returns: (transfer none): the job's data, filled in by the job, or NULL
 * with G_IO_ERROR_CANCELLED when the cancellable was cancelled meanwhile. */
gpointer sudoku_engine_task_run_finish (GAsyncResult        *result,
                                        GError             **error);

G_END_DECLS
