/* test-board-step.c: the board's logic steps: finding one, marks, mistakes, the path, applying them
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the board finds is compared with what the logic engine finds on the
 * same candidate grid (sk_logic_next_step, sk_logic_path, sk_step_apply),
 * and its placements with the unique solution sk_solve finds
 * (sudoku-test-board-step.c). The positions come from the engine's own
 * paths over tests/data/sets, so each test meets the technique it is about
 * on a real puzzle. The step's words are test-board-step-text.c's.
 */

#include <gio/gio.h>

#include "sk-bits.h"
#include "sk-logic.h"
#include "sk-solver.h"
#include "sudoku-board.h"
#include "sudoku-board-step.h"
#include "sudoku-solve-result.h"
#include "sudoku-step.h"
#include "sudoku-test-board-step.h"
#include "sudoku-test-util.h"

/* ---- finding a step ---- */

/* From the givens of several puzzles, standard and jigsaw: the engine's
 * next step on the rules' candidates, with placements of the solution. */
static void
check_set_from_givens (const char *set_name,
                       guint       n_puzzles)
{
  g_autoptr(GArray) set = sudoku_test_load_set ("sets", set_name);
  g_autoptr(SudokuBoard) board = sudoku_board_new ();

  g_assert_cmpuint (set->len, >=, n_puzzles);
  for (guint k = 0; k < n_puzzles; k++)
    {
      /* Spread over the set. */
      const SudokuTestPuzzle *p = &g_array_index (set, SudokuTestPuzzle, k * (set->len / n_puzzles));
      g_autoptr(SudokuStep) step = NULL;
      SkCandidateGrid cg, board_grid;
      SkLayout layout;
      SkGrid solution, before;

      sudoku_test_load_puzzle (board, p, &layout);
      sudoku_board_get_values_grid (board, &before);
      g_assert_false (sudoku_board_get_step_grid (board, &board_grid));
      sk_candidate_grid_init (&cg, &p->givens, &layout);
      sudoku_test_assert_cand_grids_equal (&board_grid, &cg);
      g_assert_true (sudoku_test_solve_unique_on (&p->givens, &layout, &solution));

      step = sudoku_test_board_step (board, &cg, &layout, &solution, FALSE);
      g_test_message ("%s: %s", p->name, sk_technique_info (step->step.technique)->name);
      g_assert_cmpuint (sudoku_step_count_placements (step) + sudoku_step_count_eliminations (step),
                        >, 0);

      /* Finding changes nothing. */
      sudoku_test_assert_values_marks (board, &before, NULL);
    }
}

static void
test_find_from_givens (void)
{
  check_set_from_givens ("standard-solo-100.txt", 8);
  check_set_from_givens ("top1465-100.txt", 4);
}

static void
test_find_jigsaw (void)
{
  check_set_from_givens ("jigsaw-solo-100.txt", 8);
}

/* Where the flat chains stop on one of the hardest puzzles: the board's
 * hint is the engine's nested forcing chain; without nested chains, the
 * engine's search step, the solution's digit in the first empty cell with
 * the fewest candidates. */
typedef struct
{
  SkCandidateGrid before;
  SkStep          step;
  gboolean        found;
} SearchStop;

static bool
stop_at_search (const SkStep          *step,
                const SkCandidateGrid *before,
                void                  *user_data)
{
  SearchStop *stop = user_data;

  if (step->technique != SK_TECH_SEARCH)
    return true;
  stop->before = *before;
  stop->step = *step;
  stop->found = TRUE;
  return false;
}

static void
test_find_search (void)
{
  g_autoptr(GArray) set = sudoku_test_load_set ("sets", "forum-hardest-100.txt");
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuStep) step = NULL;
  SudokuTestPosition position = { 0 };
  const SudokuTestPuzzle *p = NULL;
  SkCandidateGrid start, board_grid;
  SkLogicOptions options;
  SkRating rating;
  SkGrid solution;
  SearchStop stop = { 0 };
  int fewest = SK_SIZE + 1, cell = -1;

  /* The first puzzle of the set whose path needs a search step when
   * nested chains are not allowed. */
  sudoku_test_unique_options (&options);
  options.disabled |= UINT64_C (1) << SK_TECH_NESTED_FORCING_CHAIN;
  for (guint i = 0; i < set->len && !stop.found; i++)
    {
      p = &g_array_index (set, SudokuTestPuzzle, i);
      sudoku_test_layout_from_map (p->map, &position.layout);
      sk_candidate_grid_init (&start, &p->givens, &position.layout);
      sk_logic_path (&start, &position.layout, &options, stop_at_search, &stop, &rating);
    }
  g_assert_true (stop.found);
  g_test_message ("logic stalls on %s", p->name);
  position.givens = p->givens;
  position.before = stop.before;
  g_assert_true (sudoku_test_solve_unique_on (&p->givens, &position.layout, &solution));
  sudoku_test_load_position (board, &position);

  /* Nothing below nested chains applies there; the board takes one. */
  g_assert_true (sudoku_board_get_step_grid (board, &board_grid));
  sudoku_test_assert_cand_grids_equal (&board_grid, &stop.before);
  g_assert_false (sk_logic_find_step (&board_grid, &position.layout, &options, &stop.step));

  step = sudoku_test_board_step (board, &stop.before, &position.layout, &solution, TRUE);
  g_assert_cmpint (step->step.technique, ==, SK_TECH_NESTED_FORCING_CHAIN);
  g_clear_pointer (&step, sudoku_step_free);

  g_assert_true (sk_logic_next_step (&stop.before, &position.layout, &options, &solution, &stop.step));
  g_assert_cmpint (stop.step.technique, ==, SK_TECH_SEARCH);

  /* By hand: one placement, the solution's digit in the first empty cell
   * with the fewest candidates. */
  for (int i = 0; i < SK_CELLS; i++)
    if (stop.before.grid.cell[i] == 0 && __builtin_popcount (stop.before.cand[i]) < fewest)
      {
        fewest = __builtin_popcount (stop.before.cand[i]);
        cell = i;
      }
  g_assert_cmpint (cell, >=, 0);
  for (int i = 0; i < SK_CELLS; i++)
    {
      g_assert_cmpuint (stop.step.place[i], ==, i == cell ? solution.cell[cell] : 0);
      g_assert_cmpuint (stop.step.remove[i], ==, 0);
    }
}

/* ---- pencil marks ---- */

/* Marks in some cells narrow those cells' candidates only. */
static void
test_marks_narrow_some (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuStep) step = NULL;
  SkCandidateGrid rules, grid;
  SkLayout layout;
  SkGrid givens, solution;
  SkMask marks[SK_CELLS];
  guint n_marked = 0;

  sudoku_test_load_classic (board, &givens);
  sk_layout_init_standard (&layout);
  g_assert_true (sudoku_test_solve_unique_on (&givens, &layout, &solution));
  sk_candidate_grid_init (&rules, &givens, &layout);

  /* In every third empty cell with two candidates or more: the solution's
   * digit and one other candidate. */
  for (guint i = 0; i < SK_CELLS; i++)
    if (givens.cell[i] == 0 && __builtin_popcount (rules.cand[i]) >= 3 && i % 3 == 0)
      {
        SkMask others = rules.cand[i] & (SkMask) ~BIT (solution.cell[i]);
        int other = __builtin_ctz (others) + 1;

        g_assert_true (sudoku_board_toggle_mark (board, i, solution.cell[i]));
        g_assert_true (sudoku_board_toggle_mark (board, i, (guint) other));
        n_marked++;
      }
  g_assert_cmpuint (n_marked, >, 0);

  sudoku_board_get_marks (board, marks);
  g_assert_true (sudoku_board_get_step_grid (board, &grid));
  sudoku_test_assert_grids_equal (&grid.grid, &givens);
  for (guint i = 0; i < SK_CELLS; i++)
    {
      if (givens.cell[i] != 0)
        g_assert_cmpuint (grid.cand[i], ==, 0);
      else if (marks[i] != 0)
        g_assert_cmpuint (grid.cand[i], ==, rules.cand[i] & marks[i]);
      else
        g_assert_cmpuint (grid.cand[i], ==, rules.cand[i]);
    }

  step = sudoku_test_board_step (board, &grid, &layout, &solution, TRUE);
}

/* Fill Candidates, then a candidate that is not the solution's taken away:
 * the steps start from the marks. */
static void
test_marks_narrow_filled (void)
{
  g_autoptr(GArray) set = sudoku_test_load_set ("sets", "jigsaw-solo-100.txt");
  const SudokuTestPuzzle *p = &g_array_index (set, SudokuTestPuzzle, 3);
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuStep) step = NULL;
  g_autoptr(GPtrArray) path = NULL;
  g_autoptr(GError) error = NULL;
  SkCandidateGrid rules, grid;
  SkLogicOptions options;
  SkRating rating;
  SkLayout layout;
  SkGrid solution;
  SkMask marks[SK_CELLS];
  guint cell = SK_CELLS;
  guint digit = 0;

  sudoku_test_load_puzzle (board, p, &layout);
  g_assert_true (sudoku_test_solve_unique_on (&p->givens, &layout, &solution));
  sk_candidate_grid_init (&rules, &p->givens, &layout);
  sudoku_board_fill_marks (board);
  sudoku_board_get_marks (board, marks);
  for (guint i = 0; i < SK_CELLS; i++)
    g_assert_cmpuint (marks[i], ==, rules.cand[i]);

  /* Marks equal to the rules' candidates narrow nothing. */
  g_assert_true (sudoku_board_get_step_grid (board, &grid));
  sudoku_test_assert_cand_grids_equal (&grid, &rules);

  for (guint i = 0; i < SK_CELLS && cell == SK_CELLS; i++)
    if (__builtin_popcount (rules.cand[i]) >= 2)
      {
        cell = i;
        digit = (guint) __builtin_ctz (rules.cand[i] & (SkMask) ~BIT (solution.cell[i])) + 1;
      }
  g_assert_cmpuint (cell, <, SK_CELLS);
  g_assert_true (sudoku_board_toggle_mark (board, cell, digit));

  sudoku_board_get_marks (board, marks);
  g_assert_true (sudoku_board_get_step_grid (board, &grid));
  for (guint i = 0; i < SK_CELLS; i++)
    g_assert_cmpuint (grid.cand[i], ==, rules.cand[i] & marks[i]);
  g_assert_cmpuint (grid.cand[cell], ==, rules.cand[cell] & (SkMask) ~BIT (digit));

  step = sudoku_test_board_step (board, &grid, &layout, &solution, TRUE);

  /* The path starts from the marks as well. */
  path = sudoku_test_find_path (board, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (path->len, >, 0);
  sudoku_test_assert_cand_grids_equal (&((SudokuStep *) g_ptr_array_index (path, 0))->before,
                                       &grid);
  sudoku_test_unique_options (&options);
  g_assert_cmpint (sk_logic_path (&grid, &layout, &options, NULL, NULL, &rating), ==,
                   SK_LOGIC_SOLVED);
  g_assert_cmpint ((int) path->len, ==, rating.n_steps);
  for (guint i = 0; i < path->len; i++)
    g_assert_true (((SudokuStep *) g_ptr_array_index (path, i))->from_marks);
}

/* Marks that have lost the solution's digit are named, not followed, with
 * their own error: the window offers to add the digit back. */
static void
test_marks_exclude_solution (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autofree char *expected = NULL;
  SkGrid givens, solution;
  guint cell = SK_CELLS;

  sudoku_test_load_classic (board, &givens);
  g_assert_true (sudoku_test_solve_unique (&givens, &solution));
  sudoku_board_fill_marks (board);

  /* The solution's digit out of the marks of the last empty cell. */
  for (guint i = 0; i < SK_CELLS; i++)
    if (givens.cell[i] == 0)
      cell = i;
  g_assert_true (sudoku_board_toggle_mark (board, cell, solution.cell[cell]));
  expected = g_strdup_printf ("Your marks in r%uc%u remove the %u the solution needs",
                              cell / SK_SIZE + 1, cell % SK_SIZE + 1, solution.cell[cell]);
  sudoku_test_assert_no_step_code (board, SUDOKU_BOARD_ERROR_MARKS, expected);
  g_assert_cmpuint (sudoku_board_get_wrong_marks (board, NULL), ==, 1);
}

/* ---- no step ---- */

/* Entries that differ from the givens' one solution are named, whether they
 * clash or not; the board then knows them, and takes them away in one edit
 * that gives back the marks they crossed out. */
static void
test_mistakes (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(SudokuStep) step = NULL;
  g_autofree char *one = NULL;
  g_autofree char *two = NULL;
  SkGrid givens, solution;
  SkMask candidates[SK_CELLS];
  SkMask marks[SK_CELLS];
  guint8 wrong[SK_CELLS];
  guint first = SK_CELLS, second = SK_CELLS;
  guint first_digit = 0, second_digit;

  sudoku_test_load_classic (board, &givens);
  g_assert_true (sudoku_test_solve_unique (&givens, &solution));
  sudoku_board_fill_marks (board);
  sudoku_board_get_marks (board, marks);
  sudoku_board_get_candidates (board, candidates);
  /* A wrong digit the rules still allow there: it clashes with nothing. */
  for (guint i = 0; i < SK_CELLS && first == SK_CELLS; i++)
    for (guint d = 1; d <= SK_SIZE; d++)
      if (d != solution.cell[i] && (candidates[i] & (1u << (d - 1))))
        {
          first = i;
          first_digit = d;
          break;
        }
  g_assert_cmpuint (first, <, SK_CELLS);
  g_assert_true (sudoku_board_set_value (board, first, first_digit));
  g_assert_cmpuint (sudoku_board_get_n_conflicts (board), ==, 0);
  g_assert_cmpuint (sudoku_board_get_mistakes (board, NULL), ==, 0);

  step = sudoku_test_find_step (board, &error);
  g_assert_null (step);
  g_assert_error (error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_MISTAKES);
  one = g_strdup_printf ("r%uc%u is not %u", first / SK_SIZE + 1, first % SK_SIZE + 1, first_digit);
  g_assert_cmpstr (error->message, ==, one);
  g_clear_error (&error);
  g_assert_cmpuint (sudoku_board_get_mistakes (board, wrong), ==, 1);
  g_assert_cmpuint (wrong[first], ==, first_digit);
  g_assert_true (sudoku_cell_get_mistake (sudoku_board_get_cell (board, first)));

  /* A second, in the last empty cell: the board knows it as it is typed. */
  for (guint i = 0; i < SK_CELLS; i++)
    if (givens.cell[i] == 0 && i != first)
      second = i;
  second_digit = solution.cell[second] % SK_SIZE + 1;
  g_assert_true (sudoku_board_set_value (board, second, second_digit));
  g_assert_true (sudoku_cell_get_mistake (sudoku_board_get_cell (board, second)));
  step = sudoku_test_find_step (board, &error);
  g_assert_null (step);
  g_assert_error (error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_MISTAKES);
  two = g_strdup_printf ("2 digits are wrong: %s, r%uc%u is not %u", one,
                         second / SK_SIZE + 1, second % SK_SIZE + 1, second_digit);
  g_assert_cmpstr (error->message, ==, two);

  /* Removed in one edit, with the peers' marks they took (the cells' own
   * marks went with typing); undo puts them back. */
  marks[first] = marks[second] = 0;
  g_assert_true (sudoku_board_remove_mistakes (board));
  g_assert_cmpuint (sudoku_board_get_mistakes (board, NULL), ==, 0);
  g_assert_false (sudoku_cell_get_mistake (sudoku_board_get_cell (board, first)));
  sudoku_test_assert_values_marks (board, &givens, marks);
  g_assert_false (sudoku_board_remove_mistakes (board));
  sudoku_board_undo (board);
  g_assert_cmpuint (sudoku_board_get_mistakes (board, NULL), ==, 2);
}


static void
test_no_step (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autofree char *clash = NULL;
  SkGrid grid;
  SkLayout layout;

  sk_layout_init_standard (&layout);

  /* A second 5 in row 1 (and box 1) on a board without givens, where no
   * digit is wrong yet: the solver's words for the clash. */
  g_assert_true (sudoku_board_set_value (board, 0, 5));
  g_assert_true (sudoku_board_set_value (board, 2, 5));
  {
    g_autoptr(SudokuSolveResult) result = NULL;
    g_autofree char *description = NULL;
    SkSolveOptions options;
    SkSolveResult raw;

    sudoku_board_get_values_grid (board, &grid);
    sk_solve_options_init (&options);
    options.limit = 2;
    sk_solve (&grid, &layout, &options, &raw);
    g_assert_cmpint (raw.status, ==, SK_SOLVE_INVALID);
    result = sudoku_solve_result_new (&raw);
    description = sudoku_solve_result_describe (result);
    clash = g_strdup_printf ("No hint: %s", description);
  }
  g_assert_cmpstr (clash, ==, "No hint: Row 1 has two 5s");
  sudoku_test_assert_no_step (board, clash);

  /* Row 1 needs a 9 in column 9, which has one. */
  sudoku_test_grid_from_text ("12345678....................................9....................................", &grid);
  sudoku_test_load_givens (board, &grid, NULL);
  sudoku_test_assert_no_step (board, "No hint: the puzzle has no solution");

  sudoku_test_readme_solution ("classic-line.txt", &grid);
  sudoku_test_load_givens (board, &grid, NULL);
  sudoku_test_assert_no_step (board, "The board is full: there is nothing to hint");
}

/* ---- busy and changed ---- */

static void
test_busy_and_changed (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(GAsyncResult) first = NULL;
  g_autoptr(GAsyncResult) second = NULL;
  g_autoptr(GAsyncResult) solve = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SudokuStep) step = NULL;
  g_autoptr(SudokuSolveResult) solve_result = NULL;
  SkGrid grid;

  sudoku_test_load_classic (board, &grid);

  sudoku_board_find_step_async (board, 0, NULL, sudoku_test_got_result, &first);
  g_assert_true (sudoku_board_get_solving (board));
  sudoku_board_find_step_async (board, 0, NULL, sudoku_test_got_result, &second);
  sudoku_board_solve_async (board, SUDOKU_ALGORITHM_PROPAGATE, 0, NULL, sudoku_test_got_result,
                            &solve);
  /* An edit while the worker runs. */
  g_assert_true (sudoku_board_set_value (board, 2, 4));

  sudoku_test_assert_step_failed (board, &second, SUDOKU_BOARD_ERROR_BUSY);
  sudoku_test_wait_result (&solve);
  solve_result = sudoku_board_solve_finish (board, solve, &error);
  g_assert_null (solve_result);
  g_assert_error (error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_BUSY);
  g_clear_error (&error);

  sudoku_test_wait_result (&first);
  g_assert_false (sudoku_board_get_solving (board));
  sudoku_test_assert_step_failed (board, &first, SUDOKU_BOARD_ERROR_CHANGED);

  /* Only the edit is on the board; a new search finds a step. */
  grid.cell[2] = 4;
  sudoku_test_assert_values_marks (board, &grid, NULL);
  step = sudoku_test_find_step (board, NULL);
}

/* ---- the path ---- */

typedef struct
{
  GPtrArray *steps;   /* of SudokuStep, with the layout left zero */
} Collected;

static bool
collect (const SkStep          *step,
         const SkCandidateGrid *before,
         void                  *user_data)
{
  Collected *collected = user_data;
  SudokuStep *s = g_new0 (SudokuStep, 1);

  s->step = *step;
  s->before = *before;
  g_ptr_array_add (collected->steps, s);
  return true;
}

static void
assert_path_is_engine_path (SudokuBoard *board)
{
  g_autoptr(GPtrArray) path = NULL;
  g_autoptr(GError) error = NULL;
  Collected collected = { g_ptr_array_new_with_free_func (g_free) };
  SkCandidateGrid grid;
  SkLogicOptions options;
  SkRating rating;
  SkGrid solution;
  SkCandidateGrid end;
  const SkLayout *layout = sudoku_board_get_layout (board);

  sudoku_board_get_step_grid (board, &grid);
  g_assert_true (sudoku_test_solve_unique_on (&grid.grid, layout, &solution));
  sudoku_test_unique_options (&options);
  g_assert_cmpint (sk_logic_path (&grid, layout, &options, collect, &collected, &rating), ==,
                   SK_LOGIC_SOLVED);

  path = sudoku_test_find_path (board, &error);
  g_assert_no_error (error);
  g_assert_nonnull (path);
  g_assert_cmpuint (path->len, ==, collected.steps->len);
  end = grid;
  for (guint i = 0; i < path->len; i++)
    {
      const SudokuStep *got = g_ptr_array_index (path, i);
      const SudokuStep *expected = g_ptr_array_index (collected.steps, i);

      sudoku_test_assert_steps_equal (&got->step, &expected->step);
      sudoku_test_assert_cand_grids_equal (&got->before, &expected->before);
      sudoku_test_assert_cand_grids_equal (&got->before, &end);
      sudoku_test_assert_layouts_equal (&got->layout, layout);
      sudoku_test_assert_step_agrees (&got->step, &solution);
      sk_step_apply (&got->step, &end, layout);
    }
  /* The steps, one after the other, lead to the solution. */
  sudoku_test_assert_grids_equal (&end.grid, &solution);
  g_ptr_array_unref (collected.steps);
}

static void
test_path (void)
{
  g_autoptr(GArray) standard = sudoku_test_load_set ("sets", "rated-se-100.txt");
  g_autoptr(GArray) jigsaw = sudoku_test_load_set ("sets", "jigsaw-solo-100.txt");
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  SkLayout layout;

  sudoku_test_load_puzzle (board, &g_array_index (standard, SudokuTestPuzzle, 0), &layout);
  assert_path_is_engine_path (board);
  sudoku_test_load_puzzle (board, &g_array_index (standard, SudokuTestPuzzle, standard->len - 1),
                           &layout);
  assert_path_is_engine_path (board);
  sudoku_test_load_puzzle (board, &g_array_index (jigsaw, SudokuTestPuzzle, 7), &layout);
  assert_path_is_engine_path (board);
  /* From digits typed on the way too: the first row of the solution. */
  {
    SkGrid solution, values;

    sudoku_board_get_values_grid (board, &values);
    g_assert_true (sudoku_test_solve_unique_on (&values, &layout, &solution));
    for (guint i = 0; i < SK_SIZE; i++)
      if (values.cell[i] == 0)
        g_assert_true (sudoku_board_set_value (board, i, solution.cell[i]));
    assert_path_is_engine_path (board);
  }
}

static void
test_path_changed (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(GAsyncResult) path_result = NULL;
  g_autoptr(GAsyncResult) step_result = NULL;
  g_autoptr(GPtrArray) path = NULL;
  g_autoptr(GError) error = NULL;
  SkGrid grid;

  sudoku_test_load_classic (board, &grid);

  sudoku_board_path_async (board, 0, NULL, sudoku_test_got_result, &path_result);
  g_assert_false (sudoku_board_get_solving (board));
  /* The board is not busy: a step can be searched for meanwhile (it is
   * answered CHANGED below, not BUSY)... */
  sudoku_board_find_step_async (board, 0, NULL, sudoku_test_got_result, &step_result);
  g_assert_true (sudoku_board_get_solving (board));
  /* ...and the board can be edited, which makes both stale. */
  g_assert_true (sudoku_board_set_value (board, 2, 4));

  sudoku_test_wait_result (&path_result);
  path = sudoku_board_path_finish (board, path_result, &error);
  g_assert_null (path);
  g_assert_error (error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_CHANGED);

  sudoku_test_assert_step_failed (board, &step_result, SUDOKU_BOARD_ERROR_CHANGED);
}

/* ---- applying steps ---- */

/* A placement on a board without marks: the digit, hinted, and no marks. */
static void
test_apply_placement (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuStep) step = NULL;
  SkGrid givens, after;
  guint placed = 0;

  sudoku_test_load_classic (board, &givens);
  g_assert_false (sudoku_board_get_can_undo (board));

  step = sudoku_test_find_step (board, NULL);
  g_assert_cmpuint (sudoku_step_count_placements (step), >, 0);
  g_assert_cmpuint (sudoku_step_count_eliminations (step), ==, 0);
  sudoku_board_apply_steps (board, &step, 1);

  sudoku_test_assert_no_marks (board);
  sudoku_board_get_values_grid (board, &after);
  for (guint i = 0; i < SK_CELLS; i++)
    {
      SudokuCell *cell = sudoku_board_get_cell (board, i);

      if (step->step.place[i] != 0)
        {
          g_assert_cmpuint (after.cell[i], ==, step->step.place[i]);
          g_assert_true (sudoku_cell_get_hinted (cell));
          g_assert_false (sudoku_cell_get_solved (cell));
          placed++;
        }
      else
        {
          g_assert_cmpuint (after.cell[i], ==, givens.cell[i]);
          g_assert_false (sudoku_cell_get_hinted (cell));
        }
    }
  g_assert_cmpuint (placed, ==, sudoku_step_count_placements (step));

  /* One undo step. */
  g_assert_true (sudoku_board_get_can_undo (board));
  sudoku_board_undo (board);
  g_assert_false (sudoku_board_get_can_undo (board));
  sudoku_test_assert_values_marks (board, &givens, NULL);
  for (guint i = 0; i < SK_CELLS; i++)
    g_assert_false (sudoku_cell_get_hinted (sudoku_board_get_cell (board, i)));
}

/* An elimination on a board without marks: the candidates left become the
 * marks of the cells it removes from, and only those (marks on demand); one
 * undo takes them away. */
static void
test_apply_elimination (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuStep) step = NULL;
  SudokuTestPosition position;
  SkMask expected[SK_CELLS];

  step = sudoku_test_position_step (board, "top1465-100.txt", SK_TECH_POINTING, TRUE, &position);
  g_assert_cmpuint (sudoku_step_count_placements (step), ==, 0);
  g_assert_cmpuint (sudoku_step_count_eliminations (step), >, 0);

  sudoku_board_apply_steps (board, &step, 1);
  for (guint i = 0; i < SK_CELLS; i++)
    expected[i] = step->step.remove[i] != 0 ? step->before.cand[i] & (SkMask) ~step->step.remove[i]
                                            : 0;
  g_assert_true (sudoku_board_get_has_marks (board));
  sudoku_test_assert_values_marks (board, &position.givens, expected);

  /* The next step starts from those marks. */
  {
    g_autoptr(SudokuStep) next = sudoku_test_find_step (board, NULL);
    SkCandidateGrid grid = step->before;

    g_assert_true (next->from_marks);
    sk_step_apply (&step->step, &grid, &step->layout);
    sudoku_test_assert_cand_grids_equal (&next->before, &grid);
  }

  sudoku_board_undo (board);
  sudoku_test_assert_no_marks (board);
  g_assert_false (sudoku_board_get_can_undo (board));
}

/* Several steps of the path at once: as sk_step_apply one after the other,
 * in one undoable edit. */
static void
test_apply_several (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(GPtrArray) path = NULL;
  g_autoptr(GError) error = NULL;
  SudokuTestPosition position;
  SkCandidateGrid grid;
  SkGrid before;
  SkMask marks[SK_CELLS] = { 0 };
  SkMask candidates[SK_CELLS];
  guint n = 0;
  gboolean eliminates = FALSE;

  /* A puzzle whose path has a pointing step after some placements. */
  g_assert_true (sudoku_test_find_position ("top1465-100.txt", SK_TECH_POINTING, FALSE, &position));
  sudoku_test_load_givens (board, &position.givens, &position.layout);
  path = sudoku_test_find_path (board, &error);
  g_assert_no_error (error);

  /* Up to two steps past the first elimination. */
  for (n = 0; n < path->len; n++)
    if (sudoku_step_count_eliminations (g_ptr_array_index (path, n)) > 0)
      break;
  g_assert_cmpuint (n, <, path->len);
  n = MIN (n + 3, path->len);
  g_test_message ("%s: applying %u of %u steps", position.name, n, path->len);

  sudoku_board_get_values_grid (board, &before);
  grid = ((SudokuStep *) g_ptr_array_index (path, 0))->before;
  for (guint i = 0; i < n; i++)
    {
      const SudokuStep *step = g_ptr_array_index (path, i);

      sudoku_test_assert_cand_grids_equal (&step->before, &grid);
      sk_step_apply (&step->step, &grid, &position.layout);
      eliminates |= sudoku_step_count_eliminations (step) > 0;
      for (guint cell = 0; cell < SK_CELLS; cell++)
        if (step->step.remove[cell] != 0)
          marks[cell] = 1;
    }
  g_assert_true (eliminates);
  for (guint cell = 0; cell < SK_CELLS; cell++)
    marks[cell] = marks[cell] != 0 && grid.grid.cell[cell] == 0 ? grid.cand[cell] : 0;

  /* Only the cells eliminated from are marked; the others, unmarked, stand
   * for the rules' candidates, which are what the steps left there. */
  sudoku_board_apply_steps (board, (SudokuStep * const *) path->pdata, n);
  sudoku_test_assert_values_marks (board, &grid.grid, marks);
  sudoku_board_get_candidates (board, candidates);
  for (guint cell = 0; cell < SK_CELLS; cell++)
    if (marks[cell] == 0 && grid.grid.cell[cell] == 0)
      g_assert_cmphex (candidates[cell], ==, grid.cand[cell]);
  for (guint i = 0; i < SK_CELLS; i++)
    g_assert_cmpint (sudoku_cell_get_hinted (sudoku_board_get_cell (board, i)), ==,
                     before.cell[i] == 0 && grid.grid.cell[i] != 0);

  /* One undo step for all of them. */
  sudoku_board_undo (board);
  sudoku_test_assert_values_marks (board, &before, NULL);
  g_assert_false (sudoku_board_get_can_undo (board));
  sudoku_board_redo (board);
  sudoku_test_assert_values_marks (board, &grid.grid, marks);
}

/* With marks already there, even a placement keeps marks: the candidates
 * left, and the undo gives the person's marks back. */
static void
test_apply_with_marks (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuStep) step = NULL;
  SkMask marks_before[SK_CELLS];
  SkCandidateGrid grid;
  SkGrid givens;

  sudoku_test_load_classic (board, &givens);
  sudoku_board_fill_marks (board);
  sudoku_board_get_marks (board, marks_before);

  step = sudoku_test_find_step (board, NULL);
  g_assert_true (step->from_marks);
  g_assert_cmpuint (sudoku_step_count_placements (step), >, 0);
  sudoku_board_apply_steps (board, &step, 1);

  grid = step->before;
  sk_step_apply (&step->step, &grid, &step->layout);
  sudoku_test_assert_values_marks (board, &grid.grid, grid.cand);

  sudoku_board_undo (board);
  sudoku_test_assert_values_marks (board, &givens, marks_before);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/Step/find/from-givens", test_find_from_givens);
  g_test_add_func ("/model/Step/find/jigsaw", test_find_jigsaw);
  g_test_add_func ("/model/Step/find/search", test_find_search);
  g_test_add_func ("/model/Step/marks/narrow-some", test_marks_narrow_some);
  g_test_add_func ("/model/Step/marks/narrow-filled", test_marks_narrow_filled);
  g_test_add_func ("/model/Step/marks/exclude-solution", test_marks_exclude_solution);
  g_test_add_func ("/model/Step/no-step", test_no_step);
  g_test_add_func ("/model/Step/mistakes", test_mistakes);
  g_test_add_func ("/model/Step/busy-and-changed", test_busy_and_changed);
  g_test_add_func ("/model/Step/path/engine", test_path);
  g_test_add_func ("/model/Step/path/changed", test_path_changed);
  g_test_add_func ("/model/Step/apply/placement", test_apply_placement);
  g_test_add_func ("/model/Step/apply/elimination", test_apply_elimination);
  g_test_add_func ("/model/Step/apply/several", test_apply_several);
  g_test_add_func ("/model/Step/apply/with-marks", test_apply_with_marks);

  return g_test_run ();
}
