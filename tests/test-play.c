/* test-play.c: the board as a game: the play clock and a puzzle finished by hand
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <gio/gio.h>

#include "sudoku-board.h"
#include "sudoku-board-private.h"
#include "sudoku-play.h"
#include "sudoku-puzzle.h"
#include "sudoku-test-util.h"

#define CLASSIC \
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

#define SECOND ((gint64) G_USEC_PER_SEC)

static void
test_clock (void)
{
  SudokuPlayClock clock = { 0 };
  g_autofree char *text = NULL;

  g_assert_false (sudoku_play_clock_is_running (&clock));
  g_assert_cmpint (sudoku_play_clock_get_elapsed (&clock, 50 * SECOND), ==, 0);

  sudoku_play_clock_restart (&clock, 100 * SECOND);
  g_assert_true (sudoku_play_clock_is_running (&clock));
  g_assert_cmpint (sudoku_play_clock_get_elapsed (&clock, 130 * SECOND), ==, 30 * SECOND);

  /* Paused for 1000 s: those do not count. */
  sudoku_play_clock_pause (&clock, 160 * SECOND);
  g_assert_false (sudoku_play_clock_is_running (&clock));
  g_assert_cmpint (sudoku_play_clock_get_elapsed (&clock, 1160 * SECOND), ==, 60 * SECOND);
  sudoku_play_clock_resume (&clock, 1160 * SECOND);
  sudoku_play_clock_resume (&clock, 1170 * SECOND);
  g_assert_cmpint (sudoku_play_clock_get_elapsed (&clock, 1174 * SECOND), ==, 74 * SECOND);

  sudoku_play_clock_restart (&clock, 2000 * SECOND);
  g_assert_cmpint (sudoku_play_clock_get_elapsed (&clock, 2001 * SECOND), ==, SECOND);

  text = sudoku_play_time_format (754 * SECOND + SECOND / 2);
  g_assert_cmpstr (text, ==, "12:34");
  g_free (text);
  text = sudoku_play_time_format (5 * SECOND);
  g_assert_cmpstr (text, ==, "0:05");
  g_free (text);
  text = sudoku_play_time_format (3723 * SECOND);
  g_assert_cmpstr (text, ==, "1:02:03");
}

static SudokuBoard *
classic_board (SkGrid *solution)
{
  SudokuBoard *board = sudoku_board_new ();
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();

  sudoku_test_grid_from_text (CLASSIC, &puzzle->givens);
  g_assert_true (sudoku_test_solve_unique (&puzzle->givens, solution));
  sudoku_board_load_puzzle (board, puzzle);
  return board;
}

static void
test_solved_by_hand (void)
{
  SkGrid solution;
  g_autoptr(SudokuBoard) board = classic_board (&solution);
  guint last = 0;

  g_assert_false (sudoku_board_is_solved_by_hand (board));
  for (guint i = 0; i < SK_CELLS; i++)
    if (!sudoku_cell_get_given (sudoku_board_get_cell (board, i)))
      {
        g_assert_false (sudoku_board_is_solved_by_hand (board));
        g_assert_true (sudoku_board_set_value (board, i, solution.cell[i]));
        last = i;
      }
  g_assert_true (sudoku_board_is_solved_by_hand (board));

  /* A full board with a clash is not a solution. */
  g_assert_true (sudoku_board_set_value (board, last, solution.cell[last] % 9 + 1));
  g_assert_cmpuint (sudoku_board_get_n_filled (board), ==, SK_CELLS);
  g_assert_false (sudoku_board_is_solved_by_hand (board));
  g_assert_true (sudoku_board_set_value (board, last, solution.cell[last]));
  g_assert_true (sudoku_board_is_solved_by_hand (board));
}

static void
test_solved_by_solver (void)
{
  SkGrid solution;
  g_autoptr(SudokuBoard) board = classic_board (&solution);

  /* The player fills all but a few cells; Solve does the rest. */
  for (guint i = 0; i < 70; i++)
    if (!sudoku_cell_get_given (sudoku_board_get_cell (board, i)))
      sudoku_board_set_value (board, i, solution.cell[i]);
  _sudoku_board_apply_solution (board, &solution);
  g_assert_cmpuint (sudoku_board_get_n_filled (board), ==, SK_CELLS);
  g_assert_false (sudoku_board_is_solved_by_hand (board));
}

static void
test_no_givens (void)
{
  SkGrid solution;
  g_autoptr(SudokuBoard) board = classic_board (&solution);
  g_autoptr(SudokuBoard) typed = sudoku_board_new ();

  /* A solution typed into an empty board is a puzzle being entered, not played. */
  for (guint i = 0; i < SK_CELLS; i++)
    sudoku_board_set_value (typed, i, solution.cell[i]);
  g_assert_cmpuint (sudoku_board_get_n_filled (typed), ==, SK_CELLS);
  g_assert_false (sudoku_board_is_solved_by_hand (typed));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/Play/clock", test_clock);
  g_test_add_func ("/model/Play/solved-by-hand", test_solved_by_hand);
  g_test_add_func ("/model/Play/solved-by-solver", test_solved_by_solver);
  g_test_add_func ("/model/Play/no-givens", test_no_givens);

  return g_test_run ();
}
