/* sudoku-solve-compare.h: the four algorithms on each puzzle, and their table
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "sk-solver.h"
#include "sudoku-solve-batch.h"

G_BEGIN_DECLS

void         sudoku_solve_compare_batch  (SudokuSolveJob        *jobs,
                                          guint                  n_jobs,
                                          guint                  n_threads,
                                          const SkSolveOptions  *options,
                                          SkSolveResult         *results);
gboolean     sudoku_solve_compare_append (GString               *out,
                                          const SudokuSolveJob  *job,
                                          const SkSolveResult   *results,
                                          int                    limit);

G_END_DECLS
