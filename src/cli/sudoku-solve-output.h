/* sudoku-solve-output.h: what a solve prints, standard output checked to the end, exit statuses
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "sudoku-solve-batch.h"
#include "sudoku-solve-settings.h"

G_BEGIN_DECLS

/* The exit statuses, as --help and the man page give them. */
enum
{
  SUDOKU_SOLVE_EXIT_ALL_SOLVED = 0,
  SUDOKU_SOLVE_EXIT_SOME_UNSOLVED = 1,
  SUDOKU_SOLVE_EXIT_ERROR = 2,  /* a usage error, an unreadable input or an unwritable output */
};

/* Before anything is printed: g_print() keeps the reason of a failed write,
 * and at exit a standard output that was not all written makes the status
 * SUDOKU_SOLVE_EXIT_ERROR. */
void     sudoku_solve_output_init        (void);

/* Prints "sudoku-solve: MESSAGE" and where to find help; returns
 * SUDOKU_SOLVE_EXIT_ERROR. */
int      sudoku_solve_usage_error        (const char                *message);

/* One puzzle's answer in the format of @output, and with --stats its
 * statistics on @err; returns whether it was solved. */
gboolean sudoku_solve_append_result      (GString                   *out,
                                          GString                   *err,
                                          const SudokuSolveJob      *job,
                                          SudokuOutputMode           output,
                                          const SudokuSolveSettings *settings);
/* --compare's table; returns whether every algorithm solved the puzzle. */
gboolean sudoku_solve_append_comparison  (GString                   *out,
                                          GString                   *err,
                                          const SudokuSolveJob      *job,
                                          const SkSolveResult       *results,
                                          const SudokuSolveSettings *settings);
/* --candidates: "r1c3: 2 7" for every empty cell of the puzzle as given. */
void     sudoku_solve_append_candidates  (GString                   *out,
                                          const SudokuSolveJob      *job);
/* Every rule the givens of @job break, one line each. */
void     sudoku_solve_append_invalid     (GString                   *err,
                                          const SudokuSolveJob      *job);

/* Writes @out to standard output and @err to standard error, then empties
 * both; FALSE, with the reason printed, when standard output fails. */
gboolean sudoku_solve_output_flush       (GString                   *out,
                                          GString                   *err);

G_END_DECLS
