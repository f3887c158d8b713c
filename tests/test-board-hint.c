/* test-board-hint.c: hints, candidates, and the solve's algorithm and time limit, in the model
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Which kind of hint to expect is asked of sk_find_single; whether its digit
 * is right is checked against the solutions written down in
 * tests/data/examples, or against the unique solution the engine finds.
 */

#include <gio/gio.h>
#include <string.h>

#include "sk-single.h"
#include "sk-solver.h"
#include "sudoku-board.h"
#include "sudoku-technique.h"
#include "sudoku-test-util.h"

#define CLASSIC \
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

/* ---- helpers ---- */

static void
got_result (GObject      *object,
            GAsyncResult *result,
            gpointer      user_data)
{
  *(GAsyncResult **) user_data = g_object_ref (result);
}

static GAsyncResult *
wait_result (GAsyncResult **slot)
{
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  while (*slot == NULL)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  return *slot;
}

static SudokuHint *
hint (SudokuBoard  *board,
      GError      **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  sudoku_board_hint_async (board, 0, NULL, got_result, &result);
  g_assert_true (sudoku_board_get_solving (board));
  wait_result (&result);
  g_assert_false (sudoku_board_get_solving (board));
  return sudoku_board_hint_finish (board, result, error);
}

static SudokuSolveResult *
solve_with (SudokuBoard     *board,
            SudokuAlgorithm  algorithm,
            guint            time_limit)
{
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  SudokuSolveResult *solve_result;

  sudoku_board_solve_async (board, algorithm, time_limit, NULL, got_result, &result);
  wait_result (&result);
  solve_result = sudoku_board_solve_finish (board, result, &error);
  g_assert_no_error (error);
  return solve_result;
}

static void
load_grid (SudokuBoard  *board,
           const SkGrid *givens)
{
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();

  puzzle->givens = *givens;
  sudoku_board_load_puzzle (board, puzzle);
}

/* The hint agrees with sk_find_single and with @solution, is on the board,
 * and is one undoable step. */
static void
assert_hint (SudokuBoard  *board,
             const SkGrid *solution)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SudokuHint) h = NULL;
  g_autofree char *text = NULL;
  SkGrid before, after;
  SkSingle single;
  gboolean has_single;

  sudoku_board_get_values_grid (board, &before);
  has_single = sk_find_single (&before, sudoku_board_get_layout (board), &single);

  h = hint (board, &error);
  g_assert_no_error (error);
  g_assert_nonnull (h);
  text = sudoku_hint_describe (h);
  g_test_message ("hint: cell %u, %s", h->cell, text);

  g_assert_cmpuint (before.cell[h->cell], ==, 0);
  g_assert_cmpuint (h->digit, ==, solution->cell[h->cell]);
  sudoku_board_get_values_grid (board, &after);
  g_assert_cmpuint (after.cell[h->cell], ==, h->digit);
  after.cell[h->cell] = 0;
  sudoku_test_assert_grids_equal (&after, &before);

  if (!has_single)
    {
      /* Eliminations first, named in the text, or another technique, or search. */
      if (h->kind == SUDOKU_HINT_SEARCH)
        g_assert_nonnull (strstr (text, "found by search"));
      else
        {
          g_assert_true (h->n_before > 0 || h->kind == SUDOKU_HINT_TECHNIQUE);
          if (h->n_before > 0)
            {
              g_assert_true (g_str_has_prefix (text, "After "));
              g_assert_nonnull (strstr (text, sudoku_technique_get_name (h->before[0])));
            }
        }
    }
  else
    {
      /* Singles come before any other technique, and a full house is a
       * hidden single too. */
      g_assert_cmpuint (h->n_before, ==, 0);
      if (h->kind == SUDOKU_HINT_NAKED_SINGLE)
        g_assert_nonnull (strstr (text, "naked single"));
      else if (h->kind == SUDOKU_HINT_FULL_HOUSE)
        g_assert_nonnull (strstr (text, "full house"));
      else
        {
          g_assert_cmpint (h->kind, ==, SUDOKU_HINT_HIDDEN_SINGLE);
          g_assert_nonnull (strstr (text, "hidden single"));
        }
    }

  sudoku_board_undo (board);
  sudoku_board_get_values_grid (board, &after);
  sudoku_test_assert_grids_equal (&after, &before);
  sudoku_board_redo (board);
}

/* ---- tests ---- */

static void
test_full_house (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuHint) h = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *expected = NULL;
  SkGrid solution, puzzle;

  /* A solved grid with one hole: the hole can only take its own digit. */
  sudoku_test_readme_solution ("classic-line.txt", &solution);
  puzzle = solution;
  puzzle.cell[40] = 0;
  load_grid (board, &puzzle);

  h = hint (board, &error);
  g_assert_no_error (error);
  /* The last cell of box 5, looked at first among its row, column and box. */
  g_assert_cmpint (h->kind, ==, SUDOKU_HINT_FULL_HOUSE);
  g_assert_cmpuint (h->cell, ==, 40);
  g_assert_cmpuint (h->digit, ==, solution.cell[40]);
  g_assert_cmpint (h->unit_kind, ==, SK_UNIT_REGION);
  g_assert_cmpuint (h->unit_number, ==, 4);
  text = sudoku_hint_describe (h);
  expected = g_strdup_printf ("%u is the last digit missing in region 5 (full house)", solution.cell[40]);
  g_assert_cmpstr (text, ==, expected);
  g_assert_cmpuint (sudoku_board_get_n_filled (board), ==, SK_CELLS);
}

static void
test_classic_hints (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  SkGrid givens, solution;

  sudoku_test_grid_from_text (CLASSIC, &givens);
  sudoku_test_readme_solution ("classic-line.txt", &solution);
  load_grid (board, &givens);

  /* Hint after hint solves the puzzle, each one right. */
  while (sudoku_board_get_n_filled (board) < SK_CELLS)
    assert_hint (board, &solution);
}

static void
test_hidden_single_text (void)
{
  SudokuHint h = { SUDOKU_HINT_HIDDEN_SINGLE, 10, 7, SK_UNIT_REGION, 4 };
  g_autofree char *region = sudoku_hint_describe (&h);
  g_autofree char *row = NULL;
  g_autofree char *column = NULL;

  g_assert_cmpstr (region, ==, "7 can go only here in region 5 (hidden single)");
  h.unit_kind = SK_UNIT_ROW;
  h.unit_number = 0;
  row = sudoku_hint_describe (&h);
  g_assert_cmpstr (row, ==, "7 can go only here in row 1 (hidden single)");
  h.unit_kind = SK_UNIT_COLUMN;
  h.unit_number = 8;
  column = sudoku_hint_describe (&h);
  g_assert_cmpstr (column, ==, "7 can go only here in column 9 (hidden single)");
}

static void
test_after_eliminations_text (void)
{
  SudokuHint h = { SUDOKU_HINT_NAKED_SINGLE, 10, 4, SK_UNIT_ROW, 0, SK_TECH_NAKED_SINGLE,
                   3, 2, { SK_TECH_POINTING, SK_TECH_X_WING, 0 } };
  g_autofree char *two = sudoku_hint_describe (&h);
  g_autofree char *more = NULL;
  g_autofree char *technique = NULL;

  g_assert_cmpstr (two, ==, "After Pointing, X-Wing: Only 4 fits here (naked single)");
  h.n_before = 5;
  h.before[2] = SK_TECH_XY_WING;
  more = sudoku_hint_describe (&h);
  g_assert_cmpstr (more, ==, "After Pointing, X-Wing, XY-Wing…: Only 4 fits here (naked single)");

  h = (SudokuHint) { SUDOKU_HINT_TECHNIQUE, 10, 6, SK_UNIT_ROW, 0, SK_TECH_BUG_PLUS_ONE, 0, 0, { 0 } };
  technique = sudoku_hint_describe (&h);
  g_assert_cmpstr (technique, ==, "6 goes here (BUG+1)");
}

/* A hard puzzle with no single at the start: the first hint names the
 * techniques whose eliminations lead to its digit. */
static void
test_search_hint (void)
{
  g_autoptr(GArray) set = sudoku_test_load_set ("sets", "forum-hardest-100.txt");
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  SkLayout layout;
  gboolean found = FALSE;

  sk_layout_init_standard (&layout);
  for (guint i = 0; i < set->len && !found; i++)
    {
      const SudokuTestPuzzle *p = &g_array_index (set, SudokuTestPuzzle, i);
      SkSingle single;
      SkSolveOptions options;
      SkSolveResult result;

      if (sk_find_single (&p->givens, &layout, &single))
        continue;

      sk_solve_options_init (&options);
      options.limit = 2;
      sk_solve (&p->givens, &layout, &options, &result);
      if (result.status != SK_SOLVE_SOLVED || result.n_solutions != 1)
        continue;

      found = TRUE;
      load_grid (board, &p->givens);
      assert_hint (board, &result.solution);
    }
  g_assert_true (found);
}

static void
assert_no_hint (SudokuBoard *board,
                const char  *message_part)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SudokuHint) h = NULL;
  SkGrid before, after;

  sudoku_board_get_values_grid (board, &before);
  h = hint (board, &error);
  g_assert_null (h);
  g_assert_error (error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_NO_HINT);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, message_part));
  sudoku_board_get_values_grid (board, &after);
  sudoku_test_assert_grids_equal (&after, &before);
}

static void
test_no_hint (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  SkGrid grid;

  sudoku_test_grid_from_text (CLASSIC, &grid);
  load_grid (board, &grid);
  sudoku_board_set_value (board, 2, 5);   /* a second 5 in row 1 */
  assert_no_hint (board, "Row 1 has two 5s");

  sudoku_test_grid_from_text ("12345678....................................9....................................", &grid);
  load_grid (board, &grid);
  assert_no_hint (board, "no solution");

  sudoku_test_readme_solution ("classic-line.txt", &grid);
  load_grid (board, &grid);
  assert_no_hint (board, "full");
}

static void
test_hint_busy_and_changed (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(GAsyncResult) first = NULL;
  g_autoptr(GAsyncResult) second = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SudokuHint) h = NULL;
  SkGrid grid;

  sudoku_test_grid_from_text (CLASSIC, &grid);
  load_grid (board, &grid);

  sudoku_board_hint_async (board, 0, NULL, got_result, &first);
  sudoku_board_hint_async (board, 0, NULL, got_result, &second);
  /* An edit while the worker runs: nothing is filled in. */
  sudoku_board_set_value (board, 2, 4);
  wait_result (&second);
  h = sudoku_board_hint_finish (board, second, &error);
  g_assert_error (error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_BUSY);
  g_clear_error (&error);

  wait_result (&first);
  h = sudoku_board_hint_finish (board, first, &error);
  g_assert_null (h);
  g_assert_error (error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_CHANGED);
  g_assert_cmpuint (sudoku_board_get_n_filled (board), ==, (guint) sk_grid_count_filled (&grid) + 1);
}

static void
test_candidates (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  SkMask got[SK_CELLS], expected[SK_CELLS];
  SkGrid givens, solution;
  SkLayout layout;
  char map[SK_CELLS + 1];

  /* A jigsaw layout: candidates follow the board's regions, not 3x3 boxes. */
  sudoku_test_jigsaw_example (&givens, map, &layout, &solution);
  sudoku_board_set_layout (board, &layout);
  load_grid (board, &givens);
  sudoku_board_set_layout (board, &layout);
  sudoku_board_set_value (board, 0, 0);

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

static void
test_algorithms (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  SkGrid givens, solution, values;

  sudoku_test_grid_from_text (CLASSIC, &givens);
  sudoku_test_readme_solution ("classic-line.txt", &solution);

  for (guint i = 0; i < SUDOKU_N_ALGORITHMS; i++)
    {
      g_autoptr(SudokuSolveResult) result = NULL;
      g_autofree char *text = NULL;

      load_grid (board, &givens);
      result = solve_with (board, (SudokuAlgorithm) i, 0);
      g_assert_true (sudoku_solve_result_is_unique (result));
      text = sudoku_solve_result_describe (result);
      g_assert_true (g_str_has_prefix (text, "Solved in "));
      sudoku_board_get_values_grid (board, &values);
      sudoku_test_assert_grids_equal (&values, &solution);
    }
}

/* The slow puzzle has no solution; a one-second limit gives up on it. */
static void
test_time_limit (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuSolveResult) result = NULL;
  g_autofree char *text = NULL;
  g_autofree char *data = sudoku_test_read_data ("model", "slow-no-solution.txt", NULL);
  char *line = data;
  SkGrid givens;
  gint64 start;

  while (line[0] == '#' || line[0] == '\n')
    line = strchr (line, '\n') + 1;
  sudoku_test_grid_from_text (g_strstrip (line), &givens);
  load_grid (board, &givens);

  start = g_get_monotonic_time ();
  result = solve_with (board, SUDOKU_ALGORITHM_PROPAGATE, 1);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 10 * G_USEC_PER_SEC);
  g_assert_cmpint (sudoku_solve_result_get_status (result), ==, SK_SOLVE_TIMED_OUT);
  text = sudoku_solve_result_describe (result);
  g_assert_true (g_str_has_prefix (text, "Gave up after 1."));
  g_assert_cmpuint (sudoku_board_get_n_filled (board), ==, (guint) sk_grid_count_filled (&givens));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/Hint/full-house", test_full_house);
  g_test_add_func ("/model/Hint/classic", test_classic_hints);
  g_test_add_func ("/model/Hint/hidden-single-text", test_hidden_single_text);
  g_test_add_func ("/model/Hint/no-single-at-first", test_search_hint);
  g_test_add_func ("/model/Hint/after-eliminations-text", test_after_eliminations_text);
  g_test_add_func ("/model/Hint/no-hint", test_no_hint);
  g_test_add_func ("/model/Hint/busy-and-changed", test_hint_busy_and_changed);
  g_test_add_func ("/model/Board/candidates", test_candidates);
  g_test_add_func ("/model/Board/algorithms", test_algorithms);
  g_test_add_func ("/model/Board/time-limit", test_time_limit);

  return g_test_run ();
}
