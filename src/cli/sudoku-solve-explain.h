/* sudoku-solve-explain.h: --explain and --rate, the logic engine's path and rating of each puzzle
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "sk-logic.h"
#include "sudoku-solve-batch.h"

G_BEGIN_DECLS

/* What the logic engine made of one puzzle: its rating and, for --explain,
 * the lines of its steps. */
typedef struct
{
  SkRating  rating;
  GString  *steps;  /* NULL unless explaining */
} SudokuExplainResult;

void     sudoku_solve_explain_batch  (SudokuSolveJob            *jobs,
                                      guint                      n_jobs,
                                      guint                      n_threads,
                                      gboolean                   explain,
                                      SudokuExplainResult       *results);
/* Appends the puzzle's lines; returns whether it was rated. */
gboolean sudoku_solve_explain_append (GString                   *out,
                                      const SudokuExplainResult *result,
                                      gboolean                   explain);
void     sudoku_solve_explain_clear  (SudokuExplainResult       *results,
                                      guint                      n_jobs);

G_END_DECLS
