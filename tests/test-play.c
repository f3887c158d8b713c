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

/* The board's clock goes into the puzzle it gives; a puzzle loaded with a
 * time starts its clock there (a resumed game), other givens at 0. */
static void
test_board_clock (void)
{
  SkGrid solution;
  g_autoptr(SudokuBoard) board = classic_board (&solution);
  g_autoptr(SudokuBoard) again = sudoku_board_new ();
  g_autoptr(SudokuPuzzle) saved = NULL;
  g_autoptr(SudokuPuzzle) other = sudoku_puzzle_new ();
  SudokuPlayClock *clock = sudoku_board_get_play_clock (board);
  gint64 now = g_get_monotonic_time ();

  sudoku_board_restart_play_clock (board, now);
  g_assert_cmpint (sudoku_play_clock_get_elapsed (clock, now), ==, 0);
  /* As if played for 12:34 and paused. */
  sudoku_play_clock_pause (clock, now + 754 * SECOND + SECOND / 2);
  saved = sudoku_board_to_puzzle (board);
  g_assert_cmpuint (saved->time, ==, 754);

  g_assert_cmpuint (sudoku_board_get_play_loads (again), ==, 0);
  sudoku_board_load_puzzle (again, saved);
  /* Each load is a game of its own, even of the givens already there. */
  g_assert_cmpuint (sudoku_board_get_play_loads (again), ==, 1);
  sudoku_board_restart_play_clock (again, now);
  clock = sudoku_board_get_play_clock (again);
  g_assert_true (sudoku_play_clock_is_running (clock));
  g_assert_cmpint (sudoku_play_clock_get_elapsed (clock, now + 6 * SECOND), ==, 760 * SECOND);

  /* Other givens made on the board: a new game. */
  g_assert_true (sudoku_board_set_value (again, 2, 1));
  sudoku_board_set_givens (again);
  sudoku_board_restart_play_clock (again, now);
  g_assert_cmpint (sudoku_play_clock_get_elapsed (clock, now + 6 * SECOND), ==, 6 * SECOND);

  /* Another puzzle loaded, saved without a time. */
  sudoku_test_grid_from_text (CLASSIC, &other->givens);
  other->givens.cell[80] = 0;
  sudoku_board_load_puzzle (again, other);
  sudoku_board_restart_play_clock (again, now);
  g_assert_cmpint (sudoku_play_clock_get_elapsed (clock, now), ==, 0);
}

/* An empty cell whose row, column and region hold all nine digits between
 * them is "unfillable"; it stops being so when one of them goes. */
static void
test_unfillable (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  SudokuCell *corner = sudoku_board_get_cell (board, 8);

  for (guint column = 0; column < 8; column++)
    g_assert_true (sudoku_board_set_value (board, column, column + 1));
  g_assert_false (sudoku_cell_get_unfillable (corner));
  /* 9 in the corner's column, below it. */
  g_assert_true (sudoku_board_set_value (board, 8 + 9 * 4, 9));
  g_assert_true (sudoku_cell_get_unfillable (corner));
  for (guint i = 0; i < SK_CELLS; i++)
    g_assert_cmpint (sudoku_cell_get_unfillable (sudoku_board_get_cell (board, i)), ==, i == 8);

  /* A digit in it is no longer an empty square. */
  g_assert_true (sudoku_board_set_value (board, 8, 9));
  g_assert_false (sudoku_cell_get_unfillable (corner));
  g_assert_true (sudoku_board_set_value (board, 8, 0));
  g_assert_true (sudoku_cell_get_unfillable (corner));
  /* Taking the 1 away frees the corner for it. */
  g_assert_true (sudoku_board_set_value (board, 0, 0));
  g_assert_false (sudoku_cell_get_unfillable (corner));
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
  g_test_add_func ("/model/Play/board-clock", test_board_clock);
  g_test_add_func ("/model/Play/unfillable", test_unfillable);

  return g_test_run ();
}
