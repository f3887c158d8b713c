/* sudoku-test-board-step.c: the board's steps, waited for and checked, for the step tests
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "sudoku-test-board-step.h"

#include "sudoku-board-private.h"
#include "sudoku-test-util.h"

#define CLASSIC \
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

/* ---- async calls ---- */

void
sudoku_test_got_result (GObject      *object,
                        GAsyncResult *result,
                        gpointer      user_data)
{
  *(GAsyncResult **) user_data = g_object_ref (result);
}

void
sudoku_test_wait_result (GAsyncResult **slot)
{
  gint64 deadline = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;

  while (*slot == NULL)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
}

SudokuStep *
sudoku_test_find_step (SudokuBoard  *board,
                       GError      **error)
{
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) local_error = NULL;
  SudokuStep *step;

  sudoku_board_find_step_async (board, 0, NULL, sudoku_test_got_result, &result);
  g_assert_true (sudoku_board_get_solving (board));
  sudoku_test_wait_result (&result);
  g_assert_false (sudoku_board_get_solving (board));
  step = sudoku_board_find_step_finish (board, result, error != NULL ? error : &local_error);
  if (error == NULL)
    {
      g_assert_no_error (local_error);
      g_assert_nonnull (step);
    }
  return step;
}

void
sudoku_test_assert_step_failed (SudokuBoard   *board,
                                GAsyncResult **slot,
                                int            code)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SudokuStep) step = NULL;

  sudoku_test_wait_result (slot);
  step = sudoku_board_find_step_finish (board, *slot, &error);
  g_assert_null (step);
  g_assert_error (error, SUDOKU_BOARD_ERROR, code);
}

static void
on_notify_solving (GObject    *object,
                   GParamSpec *pspec,
                   gpointer    user_data)
{
  (*(guint *) user_data)++;
}

GPtrArray *
sudoku_test_find_path (SudokuBoard  *board,
                       GError      **error)
{
  g_autoptr(GAsyncResult) result = NULL;
  guint notified = 0;
  gulong id = g_signal_connect (board, "notify::solving", G_CALLBACK (on_notify_solving),
                                &notified);

  sudoku_board_path_async (board, 0, NULL, sudoku_test_got_result, &result);
  g_assert_false (sudoku_board_get_solving (board));
  sudoku_test_wait_result (&result);
  g_assert_false (sudoku_board_get_solving (board));
  g_assert_cmpuint (notified, ==, 0);
  g_signal_handler_disconnect (board, id);
  return sudoku_board_path_finish (board, result, error);
}

/* ---- boards ---- */

void
sudoku_test_load_givens (SudokuBoard    *board,
                         const SkGrid   *givens,
                         const SkLayout *layout)
{
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();

  puzzle->givens = *givens;
  if (layout != NULL && !sk_layout_is_standard (layout))
    {
      puzzle->layout = *layout;
      puzzle->has_layout = TRUE;
    }
  sudoku_board_load_puzzle (board, puzzle);
  /* So that one undo after a step can be seen to be the only one. */
  sudoku_board_clear_history (board);
}

void
sudoku_test_load_classic (SudokuBoard *board,
                          SkGrid      *givens)
{
  sudoku_test_grid_from_text (CLASSIC, givens);
  sudoku_test_load_givens (board, givens, NULL);
}

void
sudoku_test_load_puzzle (SudokuBoard            *board,
                         const SudokuTestPuzzle *p,
                         SkLayout               *layout)
{
  sudoku_test_layout_from_map (p->map, layout);
  sudoku_test_load_givens (board, &p->givens, layout);
}

void
sudoku_test_load_position (SudokuBoard              *board,
                           const SudokuTestPosition *position)
{
  guint8 place[SK_CELLS] = { 0 };
  SkMask marks[SK_CELLS];

  sudoku_test_load_givens (board, &position->givens, &position->layout);
  for (guint i = 0; i < SK_CELLS; i++)
    {
      if (position->givens.cell[i] == 0)
        place[i] = position->before.grid.cell[i];
      marks[i] = position->before.grid.cell[i] == 0 ? position->before.cand[i] : 0;
    }
  _sudoku_board_apply_step_result (board, marks, place);
  sudoku_board_clear_history (board);
}

void
sudoku_test_unique_options (SkLogicOptions *options)
{
  sk_logic_options_init (options);
  options->assume_unique = true;
}

/* The engine's next step from @cg, towards @solution. */
static void
engine_step (const SkCandidateGrid *cg,
             const SkLayout        *layout,
             const SkGrid          *solution,
             SkStep                *step)
{
  SkLogicOptions options;

  sudoku_test_unique_options (&options);
  g_assert_true (sk_logic_next_step (cg, layout, &options, solution, step));
}

/* ---- comparisons ---- */

void
sudoku_test_assert_cand_grids_equal (const SkCandidateGrid *a,
                                     const SkCandidateGrid *b)
{
  sudoku_test_assert_grids_equal (&a->grid, &b->grid);
  for (guint i = 0; i < SK_CELLS; i++)
    g_assert_cmpuint (a->cand[i], ==, b->cand[i]);
}

void
sudoku_test_assert_steps_equal (const SkStep *a,
                                const SkStep *b)
{
  g_assert_cmpint (a->technique, ==, b->technique);
  g_assert_cmpint (a->digit, ==, b->digit);
  g_assert_cmpint (a->rating, ==, b->rating);
  g_assert_cmpint (a->size, ==, b->size);
  g_assert_cmpuint (a->base_units, ==, b->base_units);
  g_assert_cmpuint (a->cover_units, ==, b->cover_units);
  for (guint i = 0; i < SK_CELLS; i++)
    {
      g_assert_cmpuint (a->place[i], ==, b->place[i]);
      g_assert_cmpuint (a->remove[i], ==, b->remove[i]);
    }
  g_assert_cmpint (a->n_marks, ==, b->n_marks);
  for (int i = 0; i < a->n_marks; i++)
    {
      g_assert_cmpuint (a->marks[i].cell, ==, b->marks[i].cell);
      g_assert_cmpuint (a->marks[i].role, ==, b->marks[i].role);
      g_assert_cmpuint (a->marks[i].digits, ==, b->marks[i].digits);
    }
  g_assert_cmpint (a->n_links, ==, b->n_links);
}

void
sudoku_test_assert_layouts_equal (const SkLayout *a,
                                  const SkLayout *b)
{
  for (guint i = 0; i < SK_CELLS; i++)
    g_assert_cmpuint (a->region[i], ==, b->region[i]);
}

void
sudoku_test_assert_step_agrees (const SkStep *step,
                                const SkGrid *solution)
{
  for (guint i = 0; i < SK_CELLS; i++)
    {
      if (step->place[i] != 0)
        g_assert_cmpuint (step->place[i], ==, solution->cell[i]);
      g_assert_cmpuint (step->remove[i] & BIT (solution->cell[i]), ==, 0);
    }
}

void
sudoku_test_assert_marks_are (SudokuBoard  *board,
                              const SkMask  expected[SK_CELLS])
{
  SkMask marks[SK_CELLS];

  sudoku_board_get_marks (board, marks);
  for (guint i = 0; i < SK_CELLS; i++)
    g_assert_cmpuint (marks[i], ==, expected[i]);
}

void
sudoku_test_assert_no_marks (SudokuBoard *board)
{
  SkMask none[SK_CELLS] = { 0 };

  g_assert_false (sudoku_board_get_has_marks (board));
  sudoku_test_assert_marks_are (board, none);
}

void
sudoku_test_assert_values_marks (SudokuBoard  *board,
                             const SkGrid *values,
                             const SkMask *marks)
{
  SkGrid got;

  sudoku_board_get_values_grid (board, &got);
  sudoku_test_assert_grids_equal (&got, values);
  if (marks != NULL)
    sudoku_test_assert_marks_are (board, marks);
  else
    sudoku_test_assert_no_marks (board);
}

/* ---- the board's step, checked ---- */

SudokuStep *
sudoku_test_board_step (SudokuBoard           *board,
                        const SkCandidateGrid *grid,
                        const SkLayout        *layout,
                        const SkGrid          *solution,
                        gboolean               from_marks)
{
  SudokuStep *step = sudoku_test_find_step (board, NULL);
  SkStep expected;

  g_assert_cmpint (step->from_marks, ==, from_marks);
  sudoku_test_assert_cand_grids_equal (&step->before, grid);
  sudoku_test_assert_layouts_equal (&step->layout, layout);
  engine_step (grid, layout, solution, &expected);
  sudoku_test_assert_steps_equal (&step->step, &expected);
  sudoku_test_assert_step_agrees (&step->step, solution);
  return step;
}

SudokuStep *
sudoku_test_position_step (SudokuBoard        *board,
                           const char         *set_name,
                           SkTechnique         technique,
                           gboolean            first_only,
                           SudokuTestPosition *position)
{
  SudokuStep *step;
  SkGrid solution;

  g_assert_true (sudoku_test_find_position (set_name, technique, first_only, position));
  if (first_only)
    sudoku_test_load_givens (board, &position->givens, &position->layout);
  else
    sudoku_test_load_position (board, position);
  g_assert_true (sudoku_test_solve_unique_on (&position->givens, &position->layout, &solution));
  step = sudoku_test_board_step (board, &position->before, &position->layout, &solution,
                                 !first_only);
  g_assert_cmpint (step->step.technique, ==, technique);
  sudoku_test_assert_steps_equal (&step->step, &position->step);
  return step;
}

void
sudoku_test_assert_no_step (SudokuBoard *board,
                            const char  *expected)
{
  sudoku_test_assert_no_step_code (board, SUDOKU_BOARD_ERROR_NO_HINT, expected);
}

void
sudoku_test_assert_no_step_code (SudokuBoard *board,
                                 int          code,
                                 const char  *expected)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SudokuStep) step = NULL;
  g_autoptr(GPtrArray) path = NULL;
  SkGrid before, after;

  sudoku_board_get_values_grid (board, &before);
  step = sudoku_test_find_step (board, &error);
  g_assert_null (step);
  g_assert_error (error, SUDOKU_BOARD_ERROR, code);
  g_test_message ("%s", error->message);
  g_assert_cmpstr (error->message, ==, expected);
  g_clear_error (&error);

  path = sudoku_test_find_path (board, &error);
  g_assert_null (path);
  g_assert_error (error, SUDOKU_BOARD_ERROR, code);
  g_assert_cmpstr (error->message, ==, expected);

  sudoku_board_get_values_grid (board, &after);
  sudoku_test_assert_grids_equal (&after, &before);
}
