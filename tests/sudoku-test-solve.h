/* sudoku-test-solve.h: solving a board in a main loop and checking what it did, for the solve tests
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shared by test-board-solve.c (what a solve finds) and
 * test-board-solve-concurrency.c (solves that overlap, are cancelled or
 * outlive their board).
 */

#pragma once

#include "sudoku-board.h"
#include "sudoku-solve-result.h"
#include "sudoku-test-board.h"

G_BEGIN_DECLS

/* The board's cells are exactly as in @expected. */
void  sudoku_test_assert_board_is     (SudokuBoard              *board,
                                       const SudokuTestSnapshot *expected);
guint sudoku_test_count_solved        (SudokuBoard              *board);

/* The board holds a solution of its givens: every empty cell filled and
 * marked as solved, givens and entries as they were. */
void  sudoku_test_assert_solved_board (SudokuBoard              *board,
                                       const SudokuTestSnapshot *before);
/* The board is as it was and no step was added: one undo empties the board
 * that was filled in one step. */
void  sudoku_test_assert_untouched    (SudokuBoard              *board,
                                       const SudokuTestSnapshot *before);

/* The notifications of a solve: the board's "solving", each cell's value and
 * solved mark, counted. */
typedef struct
{
  guint solving;
  guint value[SK_CELLS];
  guint solved[SK_CELLS];
} SudokuTestSolveCounts;

void sudoku_test_solve_counts_connect    (SudokuTestSolveCounts *counts,
                                          SudokuBoard           *board);
void sudoku_test_solve_counts_disconnect (SudokuTestSolveCounts *counts,
                                          SudokuBoard           *board);

/* One solve waited for in a main loop, and what its callback saw. */
typedef struct
{
  GMainLoop         *loop;
  gboolean           done;
  SudokuSolveResult *result;
  GError            *error;
  gint64             finished_at;
  gboolean           solving_in_callback;
  guint              filled_in_callback;
  gboolean           cancel_fired;      /* set by the cancel timeout, if any */
  gboolean           cancel_was_first;  /* the cancel came before the result */
  gint64             cancelled_at;
  GCancellable      *cancellable;
} SudokuTestSolve;

void sudoku_test_solve_init  (SudokuTestSolve *solve);
void sudoku_test_solve_clear (SudokuTestSolve *solve);
/* Starts a solve with propagation and no time limit, cancelled by
 * solve->cancellable when that is set. */
void sudoku_test_solve_start (SudokuTestSolve *solve,
                              SudokuBoard     *board);
/* Runs the main loop until the solve reported back; fails the test when it
 * does not in time. */
void sudoku_test_solve_wait  (SudokuTestSolve *solve);

/* Solves and waits; the result must be a result, not an error. */
const SudokuSolveResult *sudoku_test_solve_now      (SudokuTestSolve *solve,
                                                     SudokuBoard     *board);
/* As sudoku_test_solve_now, with @algorithm and @time_limit. */
const SudokuSolveResult *sudoku_test_solve_now_with (SudokuTestSolve *solve,
                                                     SudokuBoard     *board,
                                                     SudokuAlgorithm  algorithm,
                                                     guint            time_limit);

G_END_DECLS
