/* sudoku-solve-result.h: what a background solve found, as a boxed type
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "sk-solver.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_SOLVE_RESULT (sudoku_solve_result_get_type ())

/* A copy of the engine's result; the model speaks GLib, the engine plain C. */
typedef struct _SudokuSolveResult SudokuSolveResult;

GType                    sudoku_solve_result_get_type        (void) G_GNUC_CONST;
SudokuSolveResult       *sudoku_solve_result_new             (const SkSolveResult     *result);
SudokuSolveResult       *sudoku_solve_result_copy            (const SudokuSolveResult *self);
void                     sudoku_solve_result_free            (SudokuSolveResult       *self);
SkSolveStatus            sudoku_solve_result_get_status      (const SudokuSolveResult *self);
/* TRUE when solved and the search proved no second solution exists. */
gboolean                 sudoku_solve_result_is_unique       (const SudokuSolveResult *self);
const SkGrid            *sudoku_solve_result_get_solution    (const SudokuSolveResult *self);
const SkClash           *sudoku_solve_result_get_clash       (const SudokuSolveResult *self);
const SkStats           *sudoku_solve_result_get_stats       (const SudokuSolveResult *self);
/* "Solved in 0.3 ms · unique solution · 412 recursive calls · depth 38 · 5 guesses",
 * "No solution · searched for 2.1 ms · …", "Solved in 40 µs · several solutions, showing one
 * · …", "Row 4 has two 7s", … (translated) */
char                    *sudoku_solve_result_describe        (const SudokuSolveResult *self);
/* The elapsed time alone: "412 µs", "3.1 ms", "30.00 s" (translated) */
char                    *sudoku_solve_result_describe_time   (const SudokuSolveResult *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SudokuSolveResult, sudoku_solve_result_free)

G_END_DECLS
