/* test-board-solve.c: solving the board in the background, in a main loop, without a display
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Solutions are checked with sk_grid_is_solution_of against the givens and
 * against the solutions written down in tests/data/examples. Clashes and
 * their messages are worked out here from the cells that were typed. Solves
 * that overlap, are cancelled or outlive their board are in
 * test-board-solve-concurrency.c.
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

static void
check_unique_example (const char *file,
                      guint       n_entries)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuPuzzle) puzzle = sudoku_test_parse_puzzle ("examples", file, 0);
  const SudokuSolveResult *result;
  SkGrid expected, values;
  SudokuTestSnapshot before, after;
  SudokuTestSolveCounts counts;
  SudokuTestSolve solve;
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
  sudoku_test_snapshot_take (board, &before);
  for (guint i = 0; i < SK_CELLS; i++)
    n_empty += before.value[i] == 0;

  sudoku_test_solve_counts_connect (&counts, board);
  sudoku_test_solve_init (&solve);
  sudoku_test_solve_start (&solve, board);

  /* Solving from the call on, and notified. */
  g_assert_true (sudoku_board_get_solving (board));
  g_assert_cmpuint (counts.solving, ==, 1);
  g_assert_false (solve.done);
  sudoku_test_assert_board_is (board, &before);

  sudoku_test_solve_wait (&solve);
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

  sudoku_test_assert_solved_board (board, &before);
  sudoku_board_get_values_grid (board, &values);
  g_assert_cmpmem (&values, sizeof values, &expected, sizeof expected);
  g_assert_cmpmem (sudoku_solve_result_get_solution (result), sizeof (SkGrid), &expected, sizeof expected);
  g_assert_cmpuint (sudoku_test_count_solved (board), ==, n_empty);
  g_assert_true (sudoku_board_get_modified (board));

  /* Each solver digit notified its value and its mark once; nothing else did. */
  for (guint i = 0; i < SK_CELLS; i++)
    {
      g_assert_cmpuint (counts.value[i], ==, before.value[i] == 0);
      g_assert_cmpuint (counts.solved[i], ==, before.value[i] == 0);
    }

  /* One undoable step: undo empties exactly the solved cells. */
  sudoku_test_snapshot_take (board, &after);
  g_assert_true (sudoku_board_get_can_undo (board));
  g_assert_false (sudoku_board_get_can_redo (board));
  sudoku_board_undo (board);
  sudoku_test_assert_board_is (board, &before);
  g_assert_cmpuint (sudoku_test_count_solved (board), ==, 0);
  sudoku_board_redo (board);
  sudoku_test_assert_board_is (board, &after);

  sudoku_test_solve_counts_disconnect (&counts, board);
  sudoku_test_solve_clear (&solve);
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
  SudokuTestSnapshot after;
  SudokuTestSolve solve;

  sudoku_board_load_puzzle (board, puzzle);
  sudoku_test_solve_init (&solve);
  sudoku_test_solve_now (&solve, board);
  sudoku_test_solve_clear (&solve);
  sudoku_test_snapshot_take (board, &after);

  sudoku_test_solve_init (&solve);
  sudoku_test_solve_now (&solve, board);
  g_assert_true (sudoku_solve_result_is_unique (solve.result));
  sudoku_test_assert_board_is (board, &after);
  sudoku_test_solve_clear (&solve);

  /* Typing over a solver digit makes it an entry. */
  g_assert_true (after.solved[2]);
  g_assert_true (sudoku_board_set_value (board, 2, after.value[2] % 9 + 1));
  g_assert_false (sudoku_cell_get_solved (sudoku_board_get_cell (board, 2)));
  g_assert_cmpuint (sudoku_test_count_solved (board), ==, sudoku_test_count_nonzero (after.solved) - 1);
  sudoku_board_undo (board);
  sudoku_test_assert_board_is (board, &after);

  /* "Set as givens" turns solver digits into givens. */
  sudoku_board_set_givens (board);
  g_assert_cmpuint (sudoku_test_count_solved (board), ==, 0);
  for (guint i = 0; i < SK_CELLS; i++)
    g_assert_true (sudoku_cell_get_given (sudoku_board_get_cell (board, i)));
  sudoku_board_undo (board);
  sudoku_test_assert_board_is (board, &after);

  /* One undo for the solve leaves the loaded puzzle. */
  sudoku_board_undo (board);
  g_assert_cmpuint (sudoku_test_count_solved (board), ==, 0);
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
      SudokuTestSnapshot before;
      SudokuTestSolve solve;

      sudoku_board_load_puzzle (board, puzzle);
      sudoku_test_snapshot_take (board, &before);

      sudoku_test_solve_init (&solve);
      result = sudoku_test_solve_now (&solve, board);
      g_assert_cmpint (sudoku_solve_result_get_status (result), ==, SK_SOLVE_SOLVED);
      g_assert_false (sudoku_solve_result_is_unique (result));
      assert_describe_contains (result, "several solutions");

      /* One of the solutions is shown. */
      sudoku_test_assert_solved_board (board, &before);
      sudoku_board_get_values_grid (board, &values);
      g_assert_true (sk_grid_is_solution_of (&values, &puzzle->givens, &puzzle->layout));
      g_assert_cmpmem (sudoku_solve_result_get_solution (result), sizeof (SkGrid), &values, sizeof values);

      sudoku_board_undo (board);
      sudoku_test_assert_board_is (board, &before);
      sudoku_test_solve_clear (&solve);
    }
}

static void
test_solve_no_solution (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();
  const SudokuSolveResult *result;
  SudokuTestSnapshot before;
  SudokuTestSolve solve;

  /* Row 1 holds 1-8, so its last cell needs a 9; column 9 has one in row 5.
   * No digit breaks a rule, yet nothing fits. */
  for (guint c = 0; c < 8; c++)
    puzzle->givens.cell[c] = (uint8_t) (c + 1);
  puzzle->givens.cell[4 * 9 + 8] = 9;

  sudoku_board_load_puzzle (board, puzzle);
  sudoku_board_set_modified (board, FALSE);
  g_assert_cmpuint (sudoku_board_get_n_conflicts (board), ==, 0);
  sudoku_test_snapshot_take (board, &before);

  sudoku_test_solve_init (&solve);
  result = sudoku_test_solve_now (&solve, board);
  g_assert_cmpint (sudoku_solve_result_get_status (result), ==, SK_SOLVE_NO_SOLUTION);
  g_assert_false (sudoku_solve_result_is_unique (result));
  g_assert_null (sudoku_solve_result_get_solution (result));
  g_assert_null (sudoku_solve_result_get_clash (result));
  assert_describe_contains (result, "No solution");
  sudoku_test_assert_untouched (board, &before);
  sudoku_test_solve_clear (&solve);
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
  SudokuTestSnapshot before;
  SudokuTestSolve solve;

  grid->cell[a] = (uint8_t) digit;
  grid->cell[b] = (uint8_t) digit;
  sudoku_board_load_puzzle (board, puzzle);
  g_assert_cmpint (sudoku_cell_get_given (sudoku_board_get_cell (board, a)), ==, as_givens);
  g_assert_cmpint (sudoku_cell_get_given (sudoku_board_get_cell (board, b)), ==, as_givens);
  sudoku_board_set_modified (board, FALSE);
  g_assert_cmpuint (sudoku_board_get_n_conflicts (board), ==, 2);
  sudoku_test_snapshot_take (board, &before);

  sudoku_test_solve_init (&solve);
  result = sudoku_test_solve_now (&solve, board);
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
  sudoku_test_assert_untouched (board, &before);
  sudoku_test_solve_clear (&solve);
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
      SudokuTestSolve solve;

      sudoku_board_load_puzzle (board, puzzle);
      sudoku_test_solve_init (&solve);
      result = sudoku_test_solve_now_with (&solve, board, (SudokuAlgorithm) i, 0);
      g_assert_true (sudoku_solve_result_is_unique (result));
      text = sudoku_solve_result_describe (result);
      g_assert_true (g_str_has_prefix (text, "Solved in "));
      sudoku_board_get_values_grid (board, &values);
      sudoku_test_assert_grids_equal (&values, &solution);
      sudoku_test_solve_clear (&solve);
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
  SudokuTestSolve solve;
  gint64 start;

  sudoku_board_load_puzzle (board, puzzle);
  sudoku_test_solve_init (&solve);
  start = g_get_monotonic_time ();
  result = sudoku_test_solve_now_with (&solve, board, SUDOKU_ALGORITHM_PROPAGATE, 1);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 10 * G_USEC_PER_SEC);
  g_assert_cmpint (sudoku_solve_result_get_status (result), ==, SK_SOLVE_TIMED_OUT);
  text = sudoku_solve_result_describe (result);
  g_assert_true (g_str_has_prefix (text, "Gave up after 1."));
  g_assert_cmpuint (sudoku_board_get_n_filled (board), ==,
                    (guint) sk_grid_count_filled (&puzzle->givens));
  sudoku_test_solve_clear (&solve);
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
  g_test_add_func ("/model/SolveResult/describe", test_result_describe);
  g_test_add_func ("/model/Solve/algorithms", test_solve_algorithms);
  g_test_add_func ("/model/Solve/time-limit", test_solve_time_limit);
  g_test_add_func ("/model/Board/candidates", test_board_candidates);

  return g_test_run ();
}
