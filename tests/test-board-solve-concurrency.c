/* test-board-solve-concurrency.c: solves that overlap, are cancelled, go stale or outlive their board
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Solutions are checked with sk_grid_is_solution_of against the givens. The
 * slow puzzle of the cancel tests is tests/data/model/slow-no-solution.txt;
 * its comment says how it was found.
 */

#include <gio/gio.h>
#include <string.h>

#include "sk-grid.h"
#include "sk-layout.h"
#include "sudoku-board.h"
#include "sudoku-puzzle.h"
#include "sudoku-solve-result.h"
#include "sudoku-test-board.h"
#include "sudoku-test-io.h"
#include "sudoku-test-solve.h"
#include "sudoku-test-util.h"

/* How soon a cancelled solve must report back. The engine stops within a
 * millisecond; the rest is thread hand-over and a main-loop iteration, slow
 * only under sanitizers or on a loaded machine. */
#define CANCEL_LATENCY_US (2 * G_USEC_PER_SEC)

static void
test_solve_busy (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuPuzzle) puzzle = sudoku_test_parse_puzzle ("examples", "classic-line.txt", 0);
  SudokuTestSnapshot before;
  SudokuTestSolveCounts counts;
  SudokuTestSolve first, second;

  sudoku_board_load_puzzle (board, puzzle);
  sudoku_test_snapshot_take (board, &before);
  sudoku_test_solve_counts_connect (&counts, board);

  sudoku_test_solve_init (&first);
  sudoku_test_solve_init (&second);
  sudoku_test_solve_start (&first, board);
  sudoku_test_solve_start (&second, board);
  g_assert_true (sudoku_board_get_solving (board));
  g_assert_cmpuint (counts.solving, ==, 1);

  sudoku_test_solve_wait (&second);
  g_assert_error (second.error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_BUSY);
  g_assert_null (second.result);

  sudoku_test_solve_wait (&first);
  g_assert_no_error (first.error);
  g_assert_true (sudoku_solve_result_is_unique (first.result));
  sudoku_test_assert_solved_board (board, &before);
  g_assert_false (sudoku_board_get_solving (board));
  g_assert_cmpuint (counts.solving, ==, 2);

  /* The busy call added nothing to undo. */
  sudoku_board_undo (board);
  sudoku_test_assert_board_is (board, &before);

  sudoku_test_solve_counts_disconnect (&counts, board);
  sudoku_test_solve_clear (&first);
  sudoku_test_solve_clear (&second);
}

static gboolean
on_cancel_timeout (gpointer user_data)
{
  SudokuTestSolve *solve = user_data;

  solve->cancel_fired = TRUE;
  solve->cancelled_at = g_get_monotonic_time ();
  g_cancellable_cancel (solve->cancellable);
  return G_SOURCE_REMOVE;
}

/* Cancels after `delay_ms` and checks the solve stopped because of it. */
static void
solve_and_cancel (SudokuTestSolve *solve,
                  SudokuBoard     *board,
                  guint            delay_ms)
{
  gint64 latency;

  solve->cancellable = g_cancellable_new ();
  sudoku_test_solve_start (solve, board);
  g_timeout_add (delay_ms, on_cancel_timeout, solve);
  sudoku_test_solve_wait (solve);

  if (!solve->cancel_was_first)
    g_error ("the slow puzzle was solved within %u ms: tests/data/model needs a slower one", delay_ms);

  latency = solve->finished_at - solve->cancelled_at;
  g_test_message ("cancelled after %u ms; the result came %" G_GINT64_FORMAT " us later: %s",
                  delay_ms, latency, solve->error != NULL ? solve->error->message : "(no error)");
  g_assert_error (solve->error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (solve->result);
  g_assert_cmpint (latency, >=, 0);
  g_assert_cmpint (latency, <, CANCEL_LATENCY_US);
}

static void
test_solve_cancel (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuPuzzle) puzzle = sudoku_test_parse_puzzle ("model", "slow-no-solution.txt", 0);
  SudokuTestSnapshot before;
  SudokuTestSolveCounts counts;
  SudokuTestSolve solve;

  sudoku_board_load_puzzle (board, puzzle);
  sudoku_board_set_modified (board, FALSE);
  sudoku_test_snapshot_take (board, &before);
  sudoku_test_solve_counts_connect (&counts, board);

  sudoku_test_solve_init (&solve);
  solve_and_cancel (&solve, board, 50);
  g_assert_false (solve.solving_in_callback);
  g_assert_cmpuint (counts.solving, ==, 2);
  for (guint i = 0; i < SK_CELLS; i++)
    {
      g_assert_cmpuint (counts.value[i], ==, 0);
      g_assert_cmpuint (counts.solved[i], ==, 0);
    }
  sudoku_test_solve_counts_disconnect (&counts, board);
  sudoku_test_solve_clear (&solve);

  /* The board can be solved again afterwards; cancel that one as well. */
  sudoku_test_solve_init (&solve);
  solve_and_cancel (&solve, board, 20);
  sudoku_test_solve_clear (&solve);

  sudoku_test_assert_untouched (board, &before);
}

/* A cancellable cancelled before the call: no search at all. */
static void
test_solve_cancel_before (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuPuzzle) puzzle = sudoku_test_parse_puzzle ("examples", "classic-line.txt", 0);
  SudokuTestSnapshot before;
  SudokuTestSolve solve;

  sudoku_board_load_puzzle (board, puzzle);
  sudoku_board_set_modified (board, FALSE);
  sudoku_test_snapshot_take (board, &before);

  sudoku_test_solve_init (&solve);
  solve.cancellable = g_cancellable_new ();
  g_cancellable_cancel (solve.cancellable);
  sudoku_test_solve_start (&solve, board);
  sudoku_test_solve_wait (&solve);
  g_assert_error (solve.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  sudoku_test_assert_untouched (board, &before);
  sudoku_test_solve_clear (&solve);
}

/* A thousand solves, each cancelled at a different moment: right away, after
 * the worker has started, or after it has searched for a while. Every one
 * must end in G_IO_ERROR_CANCELLED, in time, and leave the board alone; under
 * AddressSanitizer this is also the leak and use-after-free check of the
 * cancel path. */
static void
test_solve_cancel_cycles (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuPuzzle) puzzle = sudoku_test_parse_puzzle ("model", "slow-no-solution.txt", 0);
  GRand *rand = g_rand_new_with_seed (20261123);
  SudokuTestSnapshot before;
  gint64 started = g_get_monotonic_time ();

  sudoku_board_load_puzzle (board, puzzle);
  sudoku_board_set_modified (board, FALSE);
  sudoku_test_snapshot_take (board, &before);

  for (guint cycle = 0; cycle < 1000; cycle++)
    {
      SudokuTestSolve solve;
      guint when = (guint) g_rand_int_range (rand, 0, 3);

      sudoku_test_solve_init (&solve);
      solve.cancellable = g_cancellable_new ();
      sudoku_test_solve_start (&solve, board);
      g_assert_true (sudoku_board_get_solving (board));
      if (when == 1)
        g_thread_yield ();
      else if (when == 2)
        g_usleep ((gulong) g_rand_int_range (rand, 50, 2000));
      solve.cancelled_at = g_get_monotonic_time ();
      g_cancellable_cancel (solve.cancellable);
      sudoku_test_solve_wait (&solve);

      g_assert_error (solve.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      g_assert_null (solve.result);
      g_assert_false (sudoku_board_get_solving (board));
      g_assert_cmpint (solve.finished_at - solve.cancelled_at, <, CANCEL_LATENCY_US);
      sudoku_test_solve_clear (&solve);
    }

  g_test_message ("1000 solve/cancel cycles in %.0f ms",
                  (double) (g_get_monotonic_time () - started) / 1000.0);
  sudoku_test_assert_untouched (board, &before);
  g_rand_free (rand);
}

/* A second solve while a slow one runs is refused and leaves it running. */
static void
test_solve_busy_slow (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuPuzzle) puzzle = sudoku_test_parse_puzzle ("model", "slow-no-solution.txt", 0);
  SudokuTestSnapshot before;
  SudokuTestSolve first, second;

  sudoku_board_load_puzzle (board, puzzle);
  sudoku_board_set_modified (board, FALSE);
  sudoku_test_snapshot_take (board, &before);

  sudoku_test_solve_init (&first);
  sudoku_test_solve_init (&second);
  first.cancellable = g_cancellable_new ();
  sudoku_test_solve_start (&first, board);
  sudoku_test_solve_start (&second, board);
  sudoku_test_solve_wait (&second);
  g_assert_error (second.error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_BUSY);
  g_assert_true (second.solving_in_callback);
  g_assert_true (sudoku_board_get_solving (board));
  g_assert_false (first.done);

  g_timeout_add (10, on_cancel_timeout, &first);
  sudoku_test_solve_wait (&first);
  g_assert_true (first.cancel_was_first);
  g_assert_error (first.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  sudoku_test_assert_untouched (board, &before);
  sudoku_test_solve_clear (&first);
  sudoku_test_solve_clear (&second);
}

typedef enum
{
  CHANGE_SET_VALUE,
  CHANGE_CLEAR_ENTRIES,
  CHANGE_UNDO,
  CHANGE_LAYOUT,
  N_CHANGES
} ChangeKind;

/* An edit made while the worker runs: its result is thrown away. The edit is
 * made before the main loop runs again, and the result can only arrive
 * through the main loop, so the order is certain. */
static void
test_solve_stale (void)
{
  for (guint kind = 0; kind < N_CHANGES; kind++)
    {
      g_autoptr(SudokuBoard) board = sudoku_board_new ();
      g_autoptr(SudokuPuzzle) puzzle = sudoku_test_parse_puzzle ("examples", "classic-line.txt", 0);
      SudokuTestSnapshot edited;
      SudokuTestSolve solve;
      guint empty_cell = G_MAXUINT;

      sudoku_board_load_puzzle (board, puzzle);
      for (guint i = 0; i < SK_CELLS && empty_cell == G_MAXUINT; i++)
        if (puzzle->givens.cell[i] == 0)
          empty_cell = i;
      g_assert_true (sudoku_board_set_value (board, empty_cell, 4));

      sudoku_test_solve_init (&solve);
      sudoku_test_solve_start (&solve, board);
      g_assert_true (sudoku_board_get_solving (board));

      switch (kind)
        {
        case CHANGE_SET_VALUE:
          g_assert_true (sudoku_board_set_value (board, empty_cell + 1, 2));
          break;
        case CHANGE_CLEAR_ENTRIES:
          sudoku_board_clear_entries (board);
          break;
        case CHANGE_UNDO:
          sudoku_board_undo (board);
          break;
        case CHANGE_LAYOUT:
          {
            SkLayout rows;

            g_assert_cmpint (sk_layout_init_from_symbols (&rows,
                                                          "111111111222222222333333333"
                                                          "444444444555555555666666666"
                                                          "777777777888888888999999999",
                                                          SK_CELLS, NULL), ==, SK_LAYOUT_OK);
            sudoku_board_set_layout (board, &rows);
          }
          break;
        case N_CHANGES:
        default:
          g_assert_not_reached ();
        }
      sudoku_test_snapshot_take (board, &edited);

      sudoku_test_solve_wait (&solve);
      g_assert_error (solve.error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_CHANGED);
      g_assert_null (solve.result);
      g_assert_false (solve.solving_in_callback);
      g_assert_false (sudoku_board_get_solving (board));

      /* The user's edit stays; nothing was filled in. */
      sudoku_test_assert_board_is (board, &edited);
      g_assert_cmpuint (sudoku_test_count_solved (board), ==, 0);
      g_assert_cmpuint (sudoku_board_get_n_filled (board), <, SK_CELLS);
      if (kind != CHANGE_UNDO)
        {
          /* The edit is the newest step. */
          g_assert_false (sudoku_board_get_can_redo (board));
          sudoku_board_undo (board);
          g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, empty_cell)), ==, 4);
        }
      sudoku_test_solve_clear (&solve);
    }
}

/* An "edit" that changes nothing does not throw the result away. */
static void
test_solve_no_op_edit (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuPuzzle) puzzle = sudoku_test_parse_puzzle ("examples", "classic-line.txt", 0);
  SudokuTestSnapshot before;
  SudokuTestSolve solve;

  sudoku_board_load_puzzle (board, puzzle);
  sudoku_test_snapshot_take (board, &before);

  sudoku_test_solve_init (&solve);
  sudoku_test_solve_start (&solve, board);
  sudoku_board_clear_entries (board);
  g_assert_false (sudoku_board_set_value (board, 0, 1));
  sudoku_board_set_modified (board, FALSE);
  sudoku_test_solve_wait (&solve);
  g_assert_no_error (solve.error);
  g_assert_true (sudoku_solve_result_is_unique (solve.result));
  sudoku_test_assert_solved_board (board, &before);
  sudoku_test_solve_clear (&solve);
}

static void
on_board_finalized (gpointer  user_data,
                    GObject  *where_the_object_was)
{
  GThread **thread = user_data;

  *thread = g_thread_self ();
}

/* The caller drops the board while the worker runs: the task keeps it alive
 * until the callback has run, and then lets it go, on the main thread (a view
 * may hold weak references whose callbacks must not run on the worker). */
static void
test_solve_drop_board (void)
{
  GThread *finalized_on = NULL;
  const char *dirs[] = { "examples", "model" };
  const char *files[] = { "classic-line.txt", "slow-no-solution.txt" };

  for (guint k = 0; k < G_N_ELEMENTS (files); k++)
    {
      SudokuBoard *board = sudoku_board_new ();
      g_autoptr(SudokuPuzzle) puzzle = sudoku_test_parse_puzzle (dirs[k], files[k], 0);
      SudokuTestSolve solve;

      sudoku_board_load_puzzle (board, puzzle);
      g_object_add_weak_pointer (G_OBJECT (board), (gpointer *) &board);
      g_object_weak_ref (G_OBJECT (board), on_board_finalized, &finalized_on);
      finalized_on = NULL;

      sudoku_test_solve_init (&solve);
      if (k == 1)
        {
          solve.cancellable = g_cancellable_new ();
          g_timeout_add (30, on_cancel_timeout, &solve);
        }
      sudoku_test_solve_start (&solve, board);
      g_object_unref (board);
      g_assert_nonnull (board);

      sudoku_test_solve_wait (&solve);

      /* Let go on the main thread, as soon as the result was delivered. */
      g_assert_null (board);
      g_assert_true (finalized_on == g_thread_self ());

      if (k == 0)
        {
          g_assert_no_error (solve.error);
          g_assert_true (sudoku_solve_result_is_unique (solve.result));
          g_assert_cmpuint (solve.filled_in_callback, ==, SK_CELLS);
        }
      else
        {
          g_assert_true (solve.cancel_was_first);
          g_assert_error (solve.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
        }
      g_assert_false (solve.solving_in_callback);
      sudoku_test_solve_clear (&solve);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/Solve/busy", test_solve_busy);
  g_test_add_func ("/model/Solve/busy-slow", test_solve_busy_slow);
  g_test_add_func ("/model/Solve/cancel", test_solve_cancel);
  g_test_add_func ("/model/Solve/cancel-before", test_solve_cancel_before);
  g_test_add_func ("/model/Solve/cancel-cycles", test_solve_cancel_cycles);
  g_test_add_func ("/model/Solve/stale", test_solve_stale);
  g_test_add_func ("/model/Solve/no-op-edit", test_solve_no_op_edit);
  g_test_add_func ("/model/Solve/drop-board", test_solve_drop_board);

  return g_test_run ();
}
