/* sudoku-test-solve.c: solving a board in a main loop and checking what it did, for the solve tests
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "sudoku-test-solve.h"

#include <string.h>

#include "sk-grid.h"

/* The longest any solve here may take before the test gives up. */
#define SOLVE_TIMEOUT_S 60

void
sudoku_test_assert_board_is (SudokuBoard              *board,
                             const SudokuTestSnapshot *expected)
{
  SudokuTestSnapshot now;

  sudoku_test_snapshot_take (board, &now);
  g_assert_cmpmem (&now, sizeof now, expected, sizeof *expected);
}

guint
sudoku_test_count_solved (SudokuBoard *board)
{
  guint n = 0;

  for (guint i = 0; i < SK_CELLS; i++)
    n += sudoku_cell_get_solved (sudoku_board_get_cell (board, i));
  return n;
}

static void
on_board_notify_solving (GObject    *object,
                         GParamSpec *pspec,
                         gpointer    user_data)
{
  SudokuTestSolveCounts *counts = user_data;

  counts->solving++;
}

static void
on_cell_notify_value (GObject    *object,
                      GParamSpec *pspec,
                      gpointer    user_data)
{
  SudokuTestSolveCounts *counts = user_data;

  counts->value[sudoku_cell_get_index (SUDOKU_CELL (object))]++;
}

static void
on_cell_notify_solved (GObject    *object,
                       GParamSpec *pspec,
                       gpointer    user_data)
{
  SudokuTestSolveCounts *counts = user_data;

  counts->solved[sudoku_cell_get_index (SUDOKU_CELL (object))]++;
}

void
sudoku_test_solve_counts_connect (SudokuTestSolveCounts *counts,
                                  SudokuBoard           *board)
{
  memset (counts, 0, sizeof *counts);
  g_signal_connect (board, "notify::solving", G_CALLBACK (on_board_notify_solving), counts);
  for (guint i = 0; i < SK_CELLS; i++)
    {
      SudokuCell *cell = sudoku_board_get_cell (board, i);

      g_signal_connect (cell, "notify::value", G_CALLBACK (on_cell_notify_value), counts);
      g_signal_connect (cell, "notify::solved", G_CALLBACK (on_cell_notify_solved), counts);
    }
}

void
sudoku_test_solve_counts_disconnect (SudokuTestSolveCounts *counts,
                                     SudokuBoard           *board)
{
  g_signal_handlers_disconnect_by_data (board, counts);
  for (guint i = 0; i < SK_CELLS; i++)
    g_signal_handlers_disconnect_by_data (sudoku_board_get_cell (board, i), counts);
}

void
sudoku_test_solve_init (SudokuTestSolve *solve)
{
  memset (solve, 0, sizeof *solve);
  solve->loop = g_main_loop_new (NULL, FALSE);
}

void
sudoku_test_solve_clear (SudokuTestSolve *solve)
{
  g_clear_pointer (&solve->loop, g_main_loop_unref);
  g_clear_pointer (&solve->result, sudoku_solve_result_free);
  g_clear_error (&solve->error);
  g_clear_object (&solve->cancellable);
}

static void
on_solved (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  SudokuTestSolve *solve = user_data;
  SudokuBoard *board = SUDOKU_BOARD (source);

  g_assert_false (solve->done);
  solve->result = sudoku_board_solve_finish (board, result, &solve->error);
  g_assert_true ((solve->result == NULL) != (solve->error == NULL));
  solve->finished_at = g_get_monotonic_time ();
  solve->solving_in_callback = sudoku_board_get_solving (board);
  solve->filled_in_callback = sudoku_board_get_n_filled (board);
  solve->cancel_was_first = solve->cancel_fired;
  solve->done = TRUE;
  g_main_loop_quit (solve->loop);
}

static gboolean
on_solve_timeout (gpointer user_data)
{
  g_error ("a solve did not report back within %d s", SOLVE_TIMEOUT_S);
  return G_SOURCE_REMOVE;
}

void
sudoku_test_solve_wait (SudokuTestSolve *solve)
{
  guint timeout_id = g_timeout_add_seconds (SOLVE_TIMEOUT_S, on_solve_timeout, NULL);

  if (!solve->done)
    g_main_loop_run (solve->loop);
  g_assert_true (solve->done);
  g_source_remove (timeout_id);
}

void
sudoku_test_solve_start (SudokuTestSolve *solve,
                         SudokuBoard     *board)
{
  sudoku_board_solve_async (board, SUDOKU_ALGORITHM_PROPAGATE, 0, solve->cancellable,
                            on_solved, solve);
}

const SudokuSolveResult *
sudoku_test_solve_now (SudokuTestSolve *solve,
                       SudokuBoard     *board)
{
  sudoku_test_solve_start (solve, board);
  sudoku_test_solve_wait (solve);
  g_assert_no_error (solve->error);
  g_assert_nonnull (solve->result);
  g_assert_false (sudoku_board_get_solving (board));
  g_assert_false (solve->solving_in_callback);
  return solve->result;
}

const SudokuSolveResult *
sudoku_test_solve_now_with (SudokuTestSolve *solve,
                            SudokuBoard     *board,
                            SudokuAlgorithm  algorithm,
                            guint            time_limit)
{
  sudoku_board_solve_async (board, algorithm, time_limit, solve->cancellable, on_solved, solve);
  sudoku_test_solve_wait (solve);
  g_assert_no_error (solve->error);
  g_assert_nonnull (solve->result);
  g_assert_false (sudoku_board_get_solving (board));
  return solve->result;
}

void
sudoku_test_assert_solved_board (SudokuBoard              *board,
                                 const SudokuTestSnapshot *before)
{
  SkGrid givens, values, puzzle;

  sudoku_board_get_givens_grid (board, &givens);
  sudoku_board_get_values_grid (board, &values);
  for (guint i = 0; i < SK_CELLS; i++)
    puzzle.cell[i] = (uint8_t) before->value[i];

  g_assert_cmpuint (sudoku_board_get_n_filled (board), ==, SK_CELLS);
  g_assert_cmpuint (sudoku_board_get_n_conflicts (board), ==, 0);
  g_assert_true (sk_grid_is_solution_of (&values, &givens, sudoku_board_get_layout (board)));
  g_assert_true (sk_grid_is_solution_of (&values, &puzzle, sudoku_board_get_layout (board)));

  for (guint i = 0; i < SK_CELLS; i++)
    {
      SudokuCell *cell = sudoku_board_get_cell (board, i);

      g_assert_cmpuint (sudoku_cell_get_given (cell), ==, before->given[i]);
      g_assert_cmpuint (sudoku_cell_get_region (cell), ==, before->region[i]);
      g_assert_false (sudoku_cell_get_conflict (cell));
      if (before->value[i] != 0)
        {
          g_assert_cmpuint (sudoku_cell_get_value (cell), ==, before->value[i]);
          g_assert_false (sudoku_cell_get_solved (cell));
        }
      else
        {
          g_assert_cmpuint (sudoku_cell_get_value (cell), !=, 0);
          g_assert_true (sudoku_cell_get_solved (cell));
        }
    }
}

void
sudoku_test_assert_untouched (SudokuBoard              *board,
                              const SudokuTestSnapshot *before)
{
  sudoku_test_assert_board_is (board, before);
  g_assert_false (sudoku_board_get_solving (board));
  g_assert_false (sudoku_board_get_modified (board));
  g_assert_cmpuint (sudoku_test_count_solved (board), ==, 0);
  g_assert_false (sudoku_board_get_can_redo (board));
  g_assert_true (sudoku_board_get_can_undo (board));
  sudoku_board_undo (board);
  g_assert_false (sudoku_board_get_can_undo (board));
  g_assert_cmpuint (sudoku_board_get_n_filled (board), ==, 0);
}
