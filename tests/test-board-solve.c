/* test-board-solve.c: solving the board in the background, in a main loop, without a display
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Solutions are checked with sk_grid_is_solution_of against the givens and
 * against the solutions written down in tests/data/examples. The slow puzzle
 * of the cancel tests is tests/data/model/slow-no-solution.txt; its comment
 * says how it was found. Clashes and their messages are worked out here from
 * the cells that were typed.
 */

#include <gio/gio.h>
#include <string.h>

#include "sk-grid.h"
#include "sk-layout.h"
#include "sudoku-board.h"
#include "sudoku-puzzle.h"
#include "sudoku-solve-result.h"
#include "sudoku-test-io.h"
#include "sudoku-test-util.h"

/* The longest any solve here may take before the test gives up. */
#define SOLVE_TIMEOUT_S 60

/* How soon a cancelled solve must report back. The engine stops within a
 * millisecond; the rest is thread hand-over and a main-loop iteration, slow
 * only under sanitizers or on a loaded machine. */
#define CANCEL_LATENCY_US (2 * G_USEC_PER_SEC)

/* ---- fixtures ---- */

/* The solution documented for an example: the README's table, or the
 * "# solution:" line of the jigsaw example. */
static void
documented_solution (const char *file,
                     SkGrid     *solution)
{
  if (g_str_equal (file, "jigsaw-line.txt"))
    sudoku_test_jigsaw_example (NULL, NULL, NULL, solution);
  else
    sudoku_test_readme_solution (file, solution);
}

/* ---- the board's state ---- */

typedef struct
{
  guint value[SK_CELLS];
  guint given[SK_CELLS];
  guint solved[SK_CELLS];
  guint conflict[SK_CELLS];
  guint region[SK_CELLS];
} Snapshot;

static void
snapshot_take (SudokuBoard *board,
               Snapshot    *snap)
{
  for (guint i = 0; i < SK_CELLS; i++)
    {
      SudokuCell *cell = sudoku_board_get_cell (board, i);

      snap->value[i] = sudoku_cell_get_value (cell);
      snap->given[i] = sudoku_cell_get_given (cell);
      snap->solved[i] = sudoku_cell_get_solved (cell);
      snap->conflict[i] = sudoku_cell_get_conflict (cell);
      snap->region[i] = sudoku_cell_get_region (cell);
    }
}

static void
assert_board_is (SudokuBoard    *board,
                 const Snapshot *expected)
{
  Snapshot now;

  snapshot_take (board, &now);
  g_assert_cmpmem (&now, sizeof now, expected, sizeof *expected);
}

static guint
count_solved (SudokuBoard *board)
{
  guint n = 0;

  for (guint i = 0; i < SK_CELLS; i++)
    n += sudoku_cell_get_solved (sudoku_board_get_cell (board, i));
  return n;
}

typedef struct
{
  guint solving;
  guint value[SK_CELLS];
  guint solved[SK_CELLS];
} Counts;

static void
on_board_notify_solving (GObject    *object,
                         GParamSpec *pspec,
                         gpointer    user_data)
{
  Counts *counts = user_data;

  counts->solving++;
}

static void
on_cell_notify_value (GObject    *object,
                      GParamSpec *pspec,
                      gpointer    user_data)
{
  Counts *counts = user_data;

  counts->value[sudoku_cell_get_index (SUDOKU_CELL (object))]++;
}

static void
on_cell_notify_solved (GObject    *object,
                       GParamSpec *pspec,
                       gpointer    user_data)
{
  Counts *counts = user_data;

  counts->solved[sudoku_cell_get_index (SUDOKU_CELL (object))]++;
}

static void
counts_connect (Counts      *counts,
                SudokuBoard *board)
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

static void
counts_disconnect (Counts      *counts,
                   SudokuBoard *board)
{
  g_signal_handlers_disconnect_by_data (board, counts);
  for (guint i = 0; i < SK_CELLS; i++)
    g_signal_handlers_disconnect_by_data (sudoku_board_get_cell (board, i), counts);
}

/* ---- waiting for a solve in a main loop ---- */

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
} Solve;

static void
solve_init (Solve *solve)
{
  memset (solve, 0, sizeof *solve);
  solve->loop = g_main_loop_new (NULL, FALSE);
}

static void
solve_clear (Solve *solve)
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
  Solve *solve = user_data;
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

static void
solve_wait (Solve *solve)
{
  guint timeout_id = g_timeout_add_seconds (SOLVE_TIMEOUT_S, on_solve_timeout, NULL);

  if (!solve->done)
    g_main_loop_run (solve->loop);
  g_assert_true (solve->done);
  g_source_remove (timeout_id);
}

static void
solve_start (Solve       *solve,
             SudokuBoard *board)
{
  sudoku_board_solve_async (board, SUDOKU_ALGORITHM_PROPAGATE, 0, solve->cancellable,
                            on_solved, solve);
}

/* Solves and waits; the result must be a result, not an error. */
static const SudokuSolveResult *
solve_now (Solve       *solve,
           SudokuBoard *board)
{
  solve_start (solve, board);
  solve_wait (solve);
  g_assert_no_error (solve->error);
  g_assert_nonnull (solve->result);
  g_assert_false (sudoku_board_get_solving (board));
  g_assert_false (solve->solving_in_callback);
  return solve->result;
}

/* As solve_now, with @algorithm and @time_limit. */
static const SudokuSolveResult *
solve_now_with (Solve           *solve,
                SudokuBoard     *board,
                SudokuAlgorithm  algorithm,
                guint            time_limit)
{
  sudoku_board_solve_async (board, algorithm, time_limit, solve->cancellable, on_solved, solve);
  solve_wait (solve);
  g_assert_no_error (solve->error);
  g_assert_nonnull (solve->result);
  g_assert_false (sudoku_board_get_solving (board));
  return solve->result;
}

static void
assert_describe_contains (const SudokuSolveResult *result,
                          const char              *text)
{
  g_autofree char *description = sudoku_solve_result_describe (result);

  g_test_message ("result: %s", description);
  if (strstr (description, text) == NULL)
    g_error ("“%s” does not contain “%s”", description, text);
}

/* ---- solving ---- */

/* The board holds a solution of its givens: every empty cell filled and
 * marked as solved, givens and entries as they were. */
static void
assert_solved_board (SudokuBoard    *board,
                     const Snapshot *before)
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

static void
check_unique_example (const char *file,
                      guint       n_entries)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuPuzzle) puzzle = sudoku_test_parse_puzzle ("examples", file, 0);
  const SudokuSolveResult *result;
  SkGrid expected, values;
  Snapshot before, after;
  Counts counts;
  Solve solve;
  guint n_empty = 0;

  documented_solution (file, &expected);
  g_assert_true (sk_grid_is_solution_of (&expected, &puzzle->givens, &puzzle->layout));

  sudoku_board_load_puzzle (board, puzzle);

  /* A few right entries: they stay entries, not solver digits. */
  for (guint i = 0, n = 0; i < SK_CELLS && n < n_entries; i++)
    if (puzzle->givens.cell[i] == 0)
      {
        g_assert_true (sudoku_board_set_value (board, i, expected.cell[i]));
        n++;
      }
  sudoku_board_set_modified (board, FALSE);
  snapshot_take (board, &before);
  for (guint i = 0; i < SK_CELLS; i++)
    n_empty += before.value[i] == 0;

  counts_connect (&counts, board);
  solve_init (&solve);
  solve_start (&solve, board);

  /* Solving from the call on, and notified. */
  g_assert_true (sudoku_board_get_solving (board));
  g_assert_cmpuint (counts.solving, ==, 1);
  g_assert_false (solve.done);
  assert_board_is (board, &before);

  solve_wait (&solve);
  g_assert_no_error (solve.error);
  result = solve.result;
  g_assert_nonnull (result);
  g_assert_false (solve.solving_in_callback);
  g_assert_false (sudoku_board_get_solving (board));
  g_assert_cmpuint (counts.solving, ==, 2);

  /* Already applied when the callback ran. */
  g_assert_cmpuint (solve.filled_in_callback, ==, SK_CELLS);

  g_assert_cmpint (sudoku_solve_result_get_status (result), ==, SK_SOLVE_SOLVED);
  g_assert_true (sudoku_solve_result_is_unique (result));
  g_assert_null (sudoku_solve_result_get_clash (result));
  g_assert_nonnull (sudoku_solve_result_get_solution (result));
  g_assert_cmpuint (sudoku_solve_result_get_stats (result)->calls, >=, 1);
  assert_describe_contains (result, "unique solution");

  assert_solved_board (board, &before);
  sudoku_board_get_values_grid (board, &values);
  g_assert_cmpmem (&values, sizeof values, &expected, sizeof expected);
  g_assert_cmpmem (sudoku_solve_result_get_solution (result), sizeof (SkGrid), &expected, sizeof expected);
  g_assert_cmpuint (count_solved (board), ==, n_empty);
  g_assert_true (sudoku_board_get_modified (board));

  /* Each solver digit notified its value and its mark once; nothing else did. */
  for (guint i = 0; i < SK_CELLS; i++)
    {
      g_assert_cmpuint (counts.value[i], ==, before.value[i] == 0);
      g_assert_cmpuint (counts.solved[i], ==, before.value[i] == 0);
    }

  /* One undoable step: undo empties exactly the solved cells. */
  snapshot_take (board, &after);
  g_assert_true (sudoku_board_get_can_undo (board));
  g_assert_false (sudoku_board_get_can_redo (board));
  sudoku_board_undo (board);
  assert_board_is (board, &before);
  g_assert_cmpuint (count_solved (board), ==, 0);
  sudoku_board_redo (board);
  assert_board_is (board, &after);

  counts_disconnect (&counts, board);
  solve_clear (&solve);
}

static void
test_solve_unique (void)
{
  check_unique_example ("classic-line.txt", 0);
  check_unique_example ("classic-line.txt", 3);
  check_unique_example ("jigsaw-line.txt", 0);
  check_unique_example ("jigsaw-line.txt", 5);
}

/* Solving a solved board adds no step. */
static void
test_solve_solved (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuPuzzle) puzzle = sudoku_test_parse_puzzle ("examples", "classic-line.txt", 0);
  Snapshot after;
  Solve solve;

  sudoku_board_load_puzzle (board, puzzle);
  solve_init (&solve);
  solve_now (&solve, board);
  solve_clear (&solve);
  snapshot_take (board, &after);

  solve_init (&solve);
  solve_now (&solve, board);
  g_assert_true (sudoku_solve_result_is_unique (solve.result));
  assert_board_is (board, &after);
  solve_clear (&solve);

  /* Typing over a solver digit makes it an entry. */
  g_assert_true (after.solved[2]);
  g_assert_true (sudoku_board_set_value (board, 2, after.value[2] % 9 + 1));
  g_assert_false (sudoku_cell_get_solved (sudoku_board_get_cell (board, 2)));
  g_assert_cmpuint (count_solved (board), ==, sudoku_test_count_nonzero (after.solved) - 1);
  sudoku_board_undo (board);
  assert_board_is (board, &after);

  /* "Set as givens" turns solver digits into givens. */
  sudoku_board_set_givens (board);
  g_assert_cmpuint (count_solved (board), ==, 0);
  for (guint i = 0; i < SK_CELLS; i++)
    g_assert_true (sudoku_cell_get_given (sudoku_board_get_cell (board, i)));
  sudoku_board_undo (board);
  assert_board_is (board, &after);

  /* One undo for the solve leaves the loaded puzzle. */
  sudoku_board_undo (board);
  g_assert_cmpuint (count_solved (board), ==, 0);
  g_assert_cmpuint (sudoku_board_get_n_filled (board), ==, SK_CELLS - sudoku_test_count_nonzero (after.solved));
}

static void
test_solve_multiple (void)
{
  for (guint k = 0; k < 3; k++)
    {
      g_autoptr(SudokuBoard) board = sudoku_board_new ();
      g_autoptr(SudokuPuzzle) puzzle = sudoku_test_parse_puzzle ("sets", "serg-multiple-50.txt", k * 10);
      const SudokuSolveResult *result;
      SkGrid values;
      Snapshot before;
      Solve solve;

      sudoku_board_load_puzzle (board, puzzle);
      snapshot_take (board, &before);

      solve_init (&solve);
      result = solve_now (&solve, board);
      g_assert_cmpint (sudoku_solve_result_get_status (result), ==, SK_SOLVE_SOLVED);
      g_assert_false (sudoku_solve_result_is_unique (result));
      assert_describe_contains (result, "several solutions");

      /* One of the solutions is shown. */
      assert_solved_board (board, &before);
      sudoku_board_get_values_grid (board, &values);
      g_assert_true (sk_grid_is_solution_of (&values, &puzzle->givens, &puzzle->layout));
      g_assert_cmpmem (sudoku_solve_result_get_solution (result), sizeof (SkGrid), &values, sizeof values);

      sudoku_board_undo (board);
      assert_board_is (board, &before);
      solve_clear (&solve);
    }
}

/* The board is as it was and no step was added: one undo empties the board
 * that was filled in one step. */
static void
assert_untouched (SudokuBoard    *board,
                  const Snapshot *before)
{
  assert_board_is (board, before);
  g_assert_false (sudoku_board_get_solving (board));
  g_assert_false (sudoku_board_get_modified (board));
  g_assert_cmpuint (count_solved (board), ==, 0);
  g_assert_false (sudoku_board_get_can_redo (board));
  g_assert_true (sudoku_board_get_can_undo (board));
  sudoku_board_undo (board);
  g_assert_false (sudoku_board_get_can_undo (board));
  g_assert_cmpuint (sudoku_board_get_n_filled (board), ==, 0);
}

static void
test_solve_no_solution (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();
  const SudokuSolveResult *result;
  Snapshot before;
  Solve solve;

  /* Row 1 holds 1-8, so its last cell needs a 9; column 9 has one in row 5.
   * No digit breaks a rule, yet nothing fits. */
  for (guint c = 0; c < 8; c++)
    puzzle->givens.cell[c] = (uint8_t) (c + 1);
  puzzle->givens.cell[4 * 9 + 8] = 9;

  sudoku_board_load_puzzle (board, puzzle);
  sudoku_board_set_modified (board, FALSE);
  g_assert_cmpuint (sudoku_board_get_n_conflicts (board), ==, 0);
  snapshot_take (board, &before);

  solve_init (&solve);
  result = solve_now (&solve, board);
  g_assert_cmpint (sudoku_solve_result_get_status (result), ==, SK_SOLVE_NO_SOLUTION);
  g_assert_false (sudoku_solve_result_is_unique (result));
  g_assert_null (sudoku_solve_result_get_solution (result));
  g_assert_null (sudoku_solve_result_get_clash (result));
  assert_describe_contains (result, "No solution");
  assert_untouched (board, &before);
  solve_clear (&solve);
}

/* A digit typed twice in a unit: reported with the clash, board unchanged. */
static void
check_invalid (guint       a,
               guint       b,
               guint       digit,
               gboolean    as_givens,
               SkUnitKind  kind,
               const char *expected_text)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();
  SkGrid *grid = as_givens ? &puzzle->givens : &puzzle->entries;
  const SudokuSolveResult *result;
  const SkClash *clash;
  Snapshot before;
  Solve solve;

  grid->cell[a] = (uint8_t) digit;
  grid->cell[b] = (uint8_t) digit;
  sudoku_board_load_puzzle (board, puzzle);
  g_assert_cmpint (sudoku_cell_get_given (sudoku_board_get_cell (board, a)), ==, as_givens);
  g_assert_cmpint (sudoku_cell_get_given (sudoku_board_get_cell (board, b)), ==, as_givens);
  sudoku_board_set_modified (board, FALSE);
  g_assert_cmpuint (sudoku_board_get_n_conflicts (board), ==, 2);
  snapshot_take (board, &before);

  solve_init (&solve);
  result = solve_now (&solve, board);
  g_assert_cmpint (sudoku_solve_result_get_status (result), ==, SK_SOLVE_INVALID);
  g_assert_false (sudoku_solve_result_is_unique (result));
  g_assert_null (sudoku_solve_result_get_solution (result));
  clash = sudoku_solve_result_get_clash (result);
  g_assert_nonnull (clash);
  g_assert_cmpint (clash->kind, ==, kind);
  g_assert_cmpint (clash->digit, ==, digit);
  g_assert_cmpint (clash->cells[0], ==, MIN (a, b));
  g_assert_cmpint (clash->cells[1], ==, MAX (a, b));
  switch (kind)
    {
    case SK_UNIT_ROW:
      g_assert_cmpint (clash->number, ==, a / 9);
      break;
    case SK_UNIT_COLUMN:
      g_assert_cmpint (clash->number, ==, a % 9);
      break;
    case SK_UNIT_REGION:
    default:
      g_assert_cmpint (clash->number, ==, (a / 27) * 3 + (a % 9) / 3);
      break;
    }
  assert_describe_contains (result, expected_text);
  assert_untouched (board, &before);
  solve_clear (&solve);
}

static void
test_solve_invalid (void)
{
  /* Row 4 (0-based 3), columns 2 and 8: "Row 4 has two 7s". */
  check_invalid (3 * 9 + 1, 3 * 9 + 7, 7, TRUE, SK_UNIT_ROW, "Row 4 has two 7s");
  /* Column 9, rows 1 and 6. */
  check_invalid (0 * 9 + 8, 5 * 9 + 8, 1, TRUE, SK_UNIT_COLUMN, "Column 9 has two 1s");
  /* Box 5 (the centre), no shared line. */
  check_invalid (3 * 9 + 3, 5 * 9 + 5, 3, TRUE, SK_UNIT_REGION, "Region 5 has two 3s");
  /* Entries are checked as well as givens. */
  check_invalid (8 * 9 + 0, 8 * 9 + 1, 2, FALSE, SK_UNIT_ROW, "Row 9 has two 2s");
}

/* ---- concurrency ---- */

static void
test_solve_busy (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuPuzzle) puzzle = sudoku_test_parse_puzzle ("examples", "classic-line.txt", 0);
  Snapshot before;
  Counts counts;
  Solve first, second;

  sudoku_board_load_puzzle (board, puzzle);
  snapshot_take (board, &before);
  counts_connect (&counts, board);

  solve_init (&first);
  solve_init (&second);
  solve_start (&first, board);
  solve_start (&second, board);
  g_assert_true (sudoku_board_get_solving (board));
  g_assert_cmpuint (counts.solving, ==, 1);

  solve_wait (&second);
  g_assert_error (second.error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_BUSY);
  g_assert_null (second.result);

  solve_wait (&first);
  g_assert_no_error (first.error);
  g_assert_true (sudoku_solve_result_is_unique (first.result));
  assert_solved_board (board, &before);
  g_assert_false (sudoku_board_get_solving (board));
  g_assert_cmpuint (counts.solving, ==, 2);

  /* The busy call added nothing to undo. */
  sudoku_board_undo (board);
  assert_board_is (board, &before);

  counts_disconnect (&counts, board);
  solve_clear (&first);
  solve_clear (&second);
}

static gboolean
on_cancel_timeout (gpointer user_data)
{
  Solve *solve = user_data;

  solve->cancel_fired = TRUE;
  solve->cancelled_at = g_get_monotonic_time ();
  g_cancellable_cancel (solve->cancellable);
  return G_SOURCE_REMOVE;
}

/* Cancels after `delay_ms` and checks the solve stopped because of it. */
static void
solve_and_cancel (Solve       *solve,
                  SudokuBoard *board,
                  guint        delay_ms)
{
  gint64 latency;

  solve->cancellable = g_cancellable_new ();
  solve_start (solve, board);
  g_timeout_add (delay_ms, on_cancel_timeout, solve);
  solve_wait (solve);

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
  Snapshot before;
  Counts counts;
  Solve solve;

  sudoku_board_load_puzzle (board, puzzle);
  sudoku_board_set_modified (board, FALSE);
  snapshot_take (board, &before);
  counts_connect (&counts, board);

  solve_init (&solve);
  solve_and_cancel (&solve, board, 50);
  g_assert_false (solve.solving_in_callback);
  g_assert_cmpuint (counts.solving, ==, 2);
  for (guint i = 0; i < SK_CELLS; i++)
    {
      g_assert_cmpuint (counts.value[i], ==, 0);
      g_assert_cmpuint (counts.solved[i], ==, 0);
    }
  counts_disconnect (&counts, board);
  solve_clear (&solve);

  /* The board can be solved again afterwards; cancel that one as well. */
  solve_init (&solve);
  solve_and_cancel (&solve, board, 20);
  solve_clear (&solve);

  assert_untouched (board, &before);
}

/* A cancellable cancelled before the call: no search at all. */
static void
test_solve_cancel_before (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuPuzzle) puzzle = sudoku_test_parse_puzzle ("examples", "classic-line.txt", 0);
  Snapshot before;
  Solve solve;

  sudoku_board_load_puzzle (board, puzzle);
  sudoku_board_set_modified (board, FALSE);
  snapshot_take (board, &before);

  solve_init (&solve);
  solve.cancellable = g_cancellable_new ();
  g_cancellable_cancel (solve.cancellable);
  solve_start (&solve, board);
  solve_wait (&solve);
  g_assert_error (solve.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  assert_untouched (board, &before);
  solve_clear (&solve);
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
  Snapshot before;
  gint64 started = g_get_monotonic_time ();

  sudoku_board_load_puzzle (board, puzzle);
  sudoku_board_set_modified (board, FALSE);
  snapshot_take (board, &before);

  for (guint cycle = 0; cycle < 1000; cycle++)
    {
      Solve solve;
      guint when = (guint) g_rand_int_range (rand, 0, 3);

      solve_init (&solve);
      solve.cancellable = g_cancellable_new ();
      solve_start (&solve, board);
      g_assert_true (sudoku_board_get_solving (board));
      if (when == 1)
        g_thread_yield ();
      else if (when == 2)
        g_usleep ((gulong) g_rand_int_range (rand, 50, 2000));
      solve.cancelled_at = g_get_monotonic_time ();
      g_cancellable_cancel (solve.cancellable);
      solve_wait (&solve);

      g_assert_error (solve.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      g_assert_null (solve.result);
      g_assert_false (sudoku_board_get_solving (board));
      g_assert_cmpint (solve.finished_at - solve.cancelled_at, <, CANCEL_LATENCY_US);
      solve_clear (&solve);
    }

  g_test_message ("1000 solve/cancel cycles in %.0f ms",
                  (double) (g_get_monotonic_time () - started) / 1000.0);
  assert_untouched (board, &before);
  g_rand_free (rand);
}

/* A second solve while a slow one runs is refused and leaves it running. */
static void
test_solve_busy_slow (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuPuzzle) puzzle = sudoku_test_parse_puzzle ("model", "slow-no-solution.txt", 0);
  Snapshot before;
  Solve first, second;

  sudoku_board_load_puzzle (board, puzzle);
  sudoku_board_set_modified (board, FALSE);
  snapshot_take (board, &before);

  solve_init (&first);
  solve_init (&second);
  first.cancellable = g_cancellable_new ();
  solve_start (&first, board);
  solve_start (&second, board);
  solve_wait (&second);
  g_assert_error (second.error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_BUSY);
  g_assert_true (second.solving_in_callback);
  g_assert_true (sudoku_board_get_solving (board));
  g_assert_false (first.done);

  g_timeout_add (10, on_cancel_timeout, &first);
  solve_wait (&first);
  g_assert_true (first.cancel_was_first);
  g_assert_error (first.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  assert_untouched (board, &before);
  solve_clear (&first);
  solve_clear (&second);
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
      Snapshot edited;
      Solve solve;
      guint empty_cell = G_MAXUINT;

      sudoku_board_load_puzzle (board, puzzle);
      for (guint i = 0; i < SK_CELLS && empty_cell == G_MAXUINT; i++)
        if (puzzle->givens.cell[i] == 0)
          empty_cell = i;
      g_assert_true (sudoku_board_set_value (board, empty_cell, 4));

      solve_init (&solve);
      solve_start (&solve, board);
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
      snapshot_take (board, &edited);

      solve_wait (&solve);
      g_assert_error (solve.error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_CHANGED);
      g_assert_null (solve.result);
      g_assert_false (solve.solving_in_callback);
      g_assert_false (sudoku_board_get_solving (board));

      /* The user's edit stays; nothing was filled in. */
      assert_board_is (board, &edited);
      g_assert_cmpuint (count_solved (board), ==, 0);
      g_assert_cmpuint (sudoku_board_get_n_filled (board), <, SK_CELLS);
      if (kind != CHANGE_UNDO)
        {
          /* The edit is the newest step. */
          g_assert_false (sudoku_board_get_can_redo (board));
          sudoku_board_undo (board);
          g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, empty_cell)), ==, 4);
        }
      solve_clear (&solve);
    }
}

/* An "edit" that changes nothing does not throw the result away. */
static void
test_solve_no_op_edit (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuPuzzle) puzzle = sudoku_test_parse_puzzle ("examples", "classic-line.txt", 0);
  Snapshot before;
  Solve solve;

  sudoku_board_load_puzzle (board, puzzle);
  snapshot_take (board, &before);

  solve_init (&solve);
  solve_start (&solve, board);
  sudoku_board_clear_entries (board);
  g_assert_false (sudoku_board_set_value (board, 0, 1));
  sudoku_board_set_modified (board, FALSE);
  solve_wait (&solve);
  g_assert_no_error (solve.error);
  g_assert_true (sudoku_solve_result_is_unique (solve.result));
  assert_solved_board (board, &before);
  solve_clear (&solve);
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
      Solve solve;

      sudoku_board_load_puzzle (board, puzzle);
      g_object_add_weak_pointer (G_OBJECT (board), (gpointer *) &board);
      g_object_weak_ref (G_OBJECT (board), on_board_finalized, &finalized_on);
      finalized_on = NULL;

      solve_init (&solve);
      if (k == 1)
        {
          solve.cancellable = g_cancellable_new ();
          g_timeout_add (30, on_cancel_timeout, &solve);
        }
      solve_start (&solve, board);
      g_object_unref (board);
      g_assert_nonnull (board);

      solve_wait (&solve);

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
      solve_clear (&solve);
    }
}

/* ---- SudokuSolveResult ---- */

static void
test_result_describe (void)
{
  SkSolveResult raw;
  const struct
  {
    SkUnitKind  kind;
    int         number;
    int         digit;
    const char *text;
  } clashes[] = {
    { SK_UNIT_ROW, 3, 7, "Row 4 has two 7s" },
    { SK_UNIT_ROW, 0, 1, "Row 1 has two 1s" },
    { SK_UNIT_COLUMN, 8, 9, "Column 9 has two 9s" },
    { SK_UNIT_REGION, 4, 3, "Region 5 has two 3s" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (clashes); i++)
    {
      g_autoptr(SudokuSolveResult) result = NULL;
      g_autoptr(SudokuSolveResult) copy = NULL;
      g_autofree char *text = NULL;

      memset (&raw, 0, sizeof raw);
      raw.status = SK_SOLVE_INVALID;
      raw.clash.kind = clashes[i].kind;
      raw.clash.number = clashes[i].number;
      raw.clash.digit = clashes[i].digit;
      result = sudoku_solve_result_new (&raw);
      text = sudoku_solve_result_describe (result);
      g_assert_cmpstr (text, ==, clashes[i].text);
      g_assert_null (sudoku_solve_result_get_solution (result));

      copy = g_boxed_copy (SUDOKU_TYPE_SOLVE_RESULT, result);
      g_assert_true (copy != result);
      g_assert_cmpint (sudoku_solve_result_get_clash (copy)->digit, ==, clashes[i].digit);
    }

  {
    g_autoptr(SudokuSolveResult) result = NULL;

    memset (&raw, 0, sizeof raw);
    raw.status = SK_SOLVE_SOLVED;
    raw.n_solutions = 1;
    raw.stats.calls = 412;
    raw.stats.max_depth = 38;
    raw.stats.guesses = 5;
    raw.stats.elapsed_ns = 300000;
    result = sudoku_solve_result_new (&raw);
    assert_describe_contains (result, "unique solution");
    assert_describe_contains (result, "412");
    assert_describe_contains (result, "38");
    g_assert_true (sudoku_solve_result_is_unique (result));
    g_assert_nonnull (sudoku_solve_result_get_solution (result));
    g_assert_null (sudoku_solve_result_get_clash (result));
  }
  {
    g_autoptr(SudokuSolveResult) result = NULL;

    raw.n_solutions = 2;
    result = sudoku_solve_result_new (&raw);
    /* The words of Compare's column, and the time as every solve gives it. */
    assert_describe_contains (result, "Solved in 0.3 ms · several solutions");
    g_assert_false (sudoku_solve_result_is_unique (result));
  }
  {
    g_autoptr(SudokuSolveResult) result = NULL;

    raw.status = SK_SOLVE_NO_SOLUTION;
    raw.n_solutions = 0;
    result = sudoku_solve_result_new (&raw);
    assert_describe_contains (result, "No solution · searched for 0.3 ms");
    g_assert_null (sudoku_solve_result_get_solution (result));
  }
}

/* ---- the solve's algorithm and time limit, and the candidates ---- */

/* Every algorithm solves the classic example to its documented solution. */
static void
test_solve_algorithms (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuPuzzle) puzzle = sudoku_test_parse_puzzle ("examples", "classic-line.txt", 0);
  SkGrid solution, values;

  documented_solution ("classic-line.txt", &solution);
  for (guint i = 0; i < SUDOKU_N_ALGORITHMS; i++)
    {
      const SudokuSolveResult *result;
      g_autofree char *text = NULL;
      Solve solve;

      sudoku_board_load_puzzle (board, puzzle);
      solve_init (&solve);
      result = solve_now_with (&solve, board, (SudokuAlgorithm) i, 0);
      g_assert_true (sudoku_solve_result_is_unique (result));
      text = sudoku_solve_result_describe (result);
      g_assert_true (g_str_has_prefix (text, "Solved in "));
      sudoku_board_get_values_grid (board, &values);
      sudoku_test_assert_grids_equal (&values, &solution);
      solve_clear (&solve);
    }
}

/* The slow puzzle has no solution; a one-second limit gives up on it. */
static void
test_solve_time_limit (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuPuzzle) puzzle = sudoku_test_parse_puzzle ("model", "slow-no-solution.txt", 0);
  const SudokuSolveResult *result;
  g_autofree char *text = NULL;
  Solve solve;
  gint64 start;

  sudoku_board_load_puzzle (board, puzzle);
  solve_init (&solve);
  start = g_get_monotonic_time ();
  result = solve_now_with (&solve, board, SUDOKU_ALGORITHM_PROPAGATE, 1);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 10 * G_USEC_PER_SEC);
  g_assert_cmpint (sudoku_solve_result_get_status (result), ==, SK_SOLVE_TIMED_OUT);
  text = sudoku_solve_result_describe (result);
  g_assert_true (g_str_has_prefix (text, "Gave up after 1."));
  g_assert_cmpuint (sudoku_board_get_n_filled (board), ==,
                    (guint) sk_grid_count_filled (&puzzle->givens));
  solve_clear (&solve);
}

/* A jigsaw layout: candidates follow the board's regions, not 3x3 boxes. */
static void
test_board_candidates (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();
  SkMask got[SK_CELLS], expected[SK_CELLS];
  SkGrid givens, solution;
  SkLayout layout;
  char map[SK_CELLS + 1];

  sudoku_test_jigsaw_example (&givens, map, &layout, &solution);
  puzzle->givens = givens;
  puzzle->layout = layout;
  puzzle->has_layout = TRUE;
  sudoku_board_load_puzzle (board, puzzle);

  sudoku_board_get_candidates (board, got);
  sk_grid_candidates (&givens, &layout, expected);
  for (guint i = 0; i < SK_CELLS; i++)
    {
      if (givens.cell[i] != 0)
        g_assert_cmpuint (got[i], ==, 0);
      else
        {
          g_assert_cmpuint (got[i], ==, expected[i]);
          g_assert_true ((got[i] & (1u << (solution.cell[i] - 1))) != 0);
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/Solve/unique", test_solve_unique);
  g_test_add_func ("/model/Solve/solved", test_solve_solved);
  g_test_add_func ("/model/Solve/multiple", test_solve_multiple);
  g_test_add_func ("/model/Solve/no-solution", test_solve_no_solution);
  g_test_add_func ("/model/Solve/invalid", test_solve_invalid);
  g_test_add_func ("/model/Solve/busy", test_solve_busy);
  g_test_add_func ("/model/Solve/busy-slow", test_solve_busy_slow);
  g_test_add_func ("/model/Solve/cancel", test_solve_cancel);
  g_test_add_func ("/model/Solve/cancel-before", test_solve_cancel_before);
  g_test_add_func ("/model/Solve/cancel-cycles", test_solve_cancel_cycles);
  g_test_add_func ("/model/Solve/stale", test_solve_stale);
  g_test_add_func ("/model/Solve/no-op-edit", test_solve_no_op_edit);
  g_test_add_func ("/model/Solve/drop-board", test_solve_drop_board);
  g_test_add_func ("/model/SolveResult/describe", test_result_describe);
  g_test_add_func ("/model/Solve/algorithms", test_solve_algorithms);
  g_test_add_func ("/model/Solve/time-limit", test_solve_time_limit);
  g_test_add_func ("/model/Board/candidates", test_board_candidates);

  return g_test_run ();
}
