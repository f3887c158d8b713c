/* sudoku-solve-settings.h: the options of each mode, checked
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "sk-layout.h"
#include "sk-solver.h"
#include "sudoku-solve-generate.h"
#include "sudoku-solve-options.h"
#include "sudoku-solve-print.h"

G_BEGIN_DECLS

typedef enum
{
  SUDOKU_OUTPUT_AUTO,  /* a grid for a single puzzle, else a line each */
  SUDOKU_OUTPUT_GRID,
  SUDOKU_OUTPUT_LINE,
} SudokuOutputMode;

/* Solving, comparing, rating and explaining the puzzles of the files. */
typedef struct
{
  SudokuOutputMode  output;
  gboolean          count;
  gboolean          stats;
  gboolean          compare;
  gboolean          candidates;
  gboolean          explain;
  gboolean          rate;
  guint             jobs;
  gboolean          have_layout;
  SkLayout          layout;
  SkSolveOptions    solve_options;
} SudokuSolveSettings;

/* Each returns FALSE after printing why (a usage error, or a --layout that
 * cannot be loaded); the exit status is then SUDOKU_SOLVE_EXIT_ERROR. They
 * run in this order, so that the same mistake always gets the same message. */

/* --print-to and its options, for any mode: with no --print-to, only that
 * none of its options is given either. */
gboolean sudoku_solve_settings_for_print       (const SudokuSolveArgs     *args,
                                                SudokuPrintSettings       *settings);
/* @print: the --print-to settings, or NULL without --print-to. The caller
 * sets settings->print. */
gboolean sudoku_solve_settings_for_generate    (const SudokuSolveArgs     *args,
                                                const SudokuPrintSettings *print,
                                                SudokuGenerateSettings    *settings);
/* Printing the puzzles of the files: @layout is set when --layout is given. */
gboolean sudoku_solve_settings_for_print_files (const SudokuSolveArgs     *args,
                                                SkLayout                  *layout);
gboolean sudoku_solve_settings_for_solve       (const SudokuSolveArgs     *args,
                                                SudokuSolveSettings       *settings);

G_END_DECLS
