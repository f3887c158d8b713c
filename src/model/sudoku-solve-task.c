/* sudoku-solve-task.c: solving a snapshot of a puzzle on a worker thread, board untouched
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-solve-task"

#include "config.h"

#include "sudoku-solve-task.h"

#include "sudoku-engine-task.h"

G_STATIC_ASSERT ((int) SUDOKU_ALGORITHM_PROPAGATE == (int) SK_ALGORITHM_PROPAGATE);
G_STATIC_ASSERT ((int) SUDOKU_ALGORITHM_BACKTRACK == (int) SK_ALGORITHM_BACKTRACK);
G_STATIC_ASSERT ((int) SUDOKU_ALGORITHM_TABLES == (int) SK_ALGORITHM_TABLES);
G_STATIC_ASSERT ((int) SUDOKU_ALGORITHM_DLX == (int) SK_ALGORITHM_DLX);
G_STATIC_ASSERT (SUDOKU_N_ALGORITHMS == SK_N_ALGORITHMS);

typedef struct
{
  SkGrid         puzzle;
  SkLayout       layout;
  SkSolveOptions options;
  SkSolveResult  result;
} SolveJob;

/* Worker thread. */
static void
solve_job (gpointer          job_data,
           const atomic_int *cancel)
{
  SolveJob *job = job_data;

  job->options.cancel = cancel;
  sk_solve (&job->puzzle, &job->layout, &job->options, &job->result);
}

void
sudoku_solve_task_run_async (const SkGrid        *puzzle,
                             const SkLayout      *layout,
                             SudokuAlgorithm      algorithm,
                             guint                time_limit,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  SolveJob *job;

  g_return_if_fail (puzzle != NULL && layout != NULL);
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  job = g_new0 (SolveJob, 1);
  job->puzzle = *puzzle;
  job->layout = *layout;
  sk_solve_options_init (&job->options);
  job->options.limit = 2;
  job->options.algorithm = (SkAlgorithm) algorithm;
  job->options.max_elapsed_ns = (guint64) time_limit * G_GUINT64_CONSTANT (1000000000);

  sudoku_engine_task_run_async (solve_job, job, g_free, cancellable, callback, user_data);
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
  SolveJob *job = sudoku_engine_task_run_finish (result, error);

  return job != NULL ? sudoku_solve_result_new (&job->result) : NULL;
}
