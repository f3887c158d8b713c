/* sudoku-solve-task.h: solving a snapshot of a puzzle on a worker thread, board untouched
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sk-grid.h"
#include "sk-layout.h"
#include "sk-solver.h"
#include "sudoku-solve-result.h"
#include "sudoku-types.h"

G_BEGIN_DECLS

/* Solves @puzzle (copied) with @algorithm, counting up to two solutions, for
 * at most @time_limit seconds (0: no limit). For comparing algorithms: no
 * board changes. Cancelling returns G_IO_ERROR_CANCELLED. */
void               sudoku_solve_task_run_async  (const SkGrid         *puzzle,
                                                 const SkLayout       *layout,
                                                 SudokuAlgorithm       algorithm,
                                                 guint                 time_limit,
                                                 GCancellable         *cancellable,
                                                 GAsyncReadyCallback   callback,
                                                 gpointer              user_data);
SudokuSolveResult *sudoku_solve_task_run_finish (GAsyncResult         *result,
                                                 GError              **error);

G_END_DECLS
