/* sudoku-board-mistakes.c: entries that differ from the puzzle's solution
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A wrong digit that clashes with nothing only shows as "no solution". What
 * is wrong is measured against the givens' solution, and only when there is
 * exactly one: with several, no entry is wrong yet. The solution is found on
 * a worker thread (by a hint, or sudoku_board_solve_givens_async()) and kept
 * for as long as the givens stay the same; the cells' "mistake" follow it.
 */

#define G_LOG_DOMAIN "sudoku-board"

#include "config.h"

#include "sudoku-board.h"

#include <string.h>

#include "sudoku-board-private.h"
#include "sudoku-cell-private.h"
#include "sudoku-engine-task.h"

gboolean
_sudoku_solve_givens (const SkGrid     *givens,
                      const SkLayout   *layout,
                      guint64           max_elapsed_ns,
                      const atomic_int *cancel,
                      SkGrid           *solution)
{
  SkSolveOptions options;
  SkSolveResult result;

  sk_solve_options_init (&options);
  options.limit = 2;
  options.cancel = cancel;
  options.max_elapsed_ns = max_elapsed_ns;
  sk_solve (givens, layout, &options, &result);
  if (result.status != SK_SOLVE_SOLVED || result.n_solutions != 1)
    return FALSE;
  *solution = result.solution;
  return TRUE;
}

/* The cache, when it belongs to the givens on the board now. */
static const SkGrid *
current_solution (SudokuBoard *self)
{
  SudokuBoardSolution *cache = _sudoku_board_get_solution (self);
  SkGrid givens;

  if (!cache->known)
    return NULL;
  sudoku_board_get_givens_grid (self, &givens);
  if (memcmp (&givens, &cache->givens, sizeof givens) != 0 ||
      !sk_layout_equal (&cache->layout, sudoku_board_get_layout (self)))
    return NULL;
  return &cache->solution;
}

void
_sudoku_board_set_solution (SudokuBoard    *self,
                            const SkGrid   *givens,
                            const SkLayout *layout,
                            const SkGrid   *solution)
{
  SudokuBoardSolution *cache = _sudoku_board_get_solution (self);

  cache->givens = *givens;
  cache->layout = *layout;
  cache->solution = *solution;
  cache->known = TRUE;
  _sudoku_board_update_mistakes (self);
}

guint
sudoku_board_get_mistakes (SudokuBoard *self,
                           guint8       wrong[SK_CELLS])
{
  const SkGrid *solution;
  guint n_wrong = 0;

  g_return_val_if_fail (SUDOKU_IS_BOARD (self), 0);

  solution = current_solution (self);
  for (guint i = 0; i < SK_CELLS; i++)
    {
      SudokuCell *cell = sudoku_board_get_cell (self, i);
      guint value = sudoku_cell_get_value (cell);
      gboolean is_wrong = solution != NULL && value != 0 && !sudoku_cell_get_given (cell) &&
                          value != solution->cell[i];

      if (wrong != NULL)
        wrong[i] = is_wrong ? (guint8) value : 0;
      n_wrong += is_wrong;
    }
  return n_wrong;
}

void
_sudoku_board_update_mistakes (SudokuBoard *self)
{
  guint8 wrong[SK_CELLS];

  sudoku_board_get_mistakes (self, wrong);
  for (guint i = 0; i < SK_CELLS; i++)
    _sudoku_cell_set_mistake (sudoku_board_get_cell (self, i), wrong[i] != 0);
}

gboolean
sudoku_board_remove_mistakes (SudokuBoard *self)
{
  SudokuBoardState before, after;
  guint8 wrong[SK_CELLS];

  g_return_val_if_fail (SUDOKU_IS_BOARD (self), FALSE);

  if (sudoku_board_get_mistakes (self, wrong) == 0)
    return FALSE;
  _sudoku_board_capture_state (self, &before);
  after = before;
  /* Through place_digit, so the marks the wrong digits took come back. */
  for (guint i = 0; i < SK_CELLS; i++)
    if (wrong[i] != 0)
      {
        _sudoku_board_place_digit (self, &after, i, 0);
        after.solved[i] = FALSE;
        after.hinted[i] = FALSE;
      }
  _sudoku_board_commit_state (self, &before, &after);
  return TRUE;
}

guint
sudoku_board_get_wrong_marks (SudokuBoard *self,
                              guint8       missing[SK_CELLS])
{
  const SkGrid *solution;
  guint n_missing = 0;

  g_return_val_if_fail (SUDOKU_IS_BOARD (self), 0);

  solution = current_solution (self);
  for (guint i = 0; i < SK_CELLS; i++)
    {
      SudokuCell *cell = sudoku_board_get_cell (self, i);
      guint marks = sudoku_cell_get_marks (cell);
      gboolean lacks = solution != NULL && sudoku_cell_get_value (cell) == 0 && marks != 0 &&
                       (marks & (1u << (solution->cell[i] - 1))) == 0;

      if (missing != NULL)
        missing[i] = lacks ? solution->cell[i] : 0;
      n_missing += lacks;
    }
  return n_missing;
}

gboolean
sudoku_board_restore_wrong_marks (SudokuBoard *self)
{
  SudokuBoardState before, after;
  guint8 missing[SK_CELLS];

  g_return_val_if_fail (SUDOKU_IS_BOARD (self), FALSE);

  if (sudoku_board_get_wrong_marks (self, missing) == 0)
    return FALSE;
  _sudoku_board_capture_state (self, &before);
  after = before;
  for (guint i = 0; i < SK_CELLS; i++)
    if (missing[i] != 0)
      after.marks[i] |= (SkMask) (1u << (missing[i] - 1));
  _sudoku_board_commit_state (self, &before, &after);
  return TRUE;
}

typedef struct
{
  SkGrid   givens;
  SkLayout layout;
  SkGrid   solution;
  gboolean unique;
} GivensJob;

/* Worker thread. */
static void
givens_job (gpointer          job_data,
            const atomic_int *cancel)
{
  GivensJob *job = job_data;

  job->unique = _sudoku_solve_givens (&job->givens, &job->layout, 0, cancel, &job->solution);
}

static void
on_givens_solved (GObject      *source_object,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  SudokuBoard *self = SUDOKU_BOARD (g_task_get_source_object (task));
  GError *error = NULL;
  GivensJob *job = sudoku_engine_task_run_finish (result, &error);

  if (job == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  /* Keyed by the givens, the answer holds whatever was typed meanwhile. */
  if (job->unique)
    _sudoku_board_set_solution (self, &job->givens, &job->layout, &job->solution);
  g_task_return_boolean (task, current_solution (self) != NULL);
}

/**
 * sudoku_board_solve_givens_async:
 *
 * Finds the givens' solution on a worker thread, unless the board knows it
 * already, so that sudoku_board_get_mistakes() and the cells' "mistake" can
 * tell wrong entries. The board is not made busy and not changed.
 */
void
sudoku_board_solve_givens_async (SudokuBoard         *self,
                                 GCancellable        *cancellable,
                                 GAsyncReadyCallback  callback,
                                 gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  GivensJob *job;

  g_return_if_fail (SUDOKU_IS_BOARD (self));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_board_solve_givens_async);
  if (current_solution (self) != NULL)
    {
      g_task_return_boolean (task, TRUE);
      return;
    }
  job = g_new0 (GivensJob, 1);
  sudoku_board_get_givens_grid (self, &job->givens);
  job->layout = *sudoku_board_get_layout (self);
  sudoku_engine_task_run_async (givens_job, job, g_free, cancellable, on_givens_solved,
                                g_steal_pointer (&task));
}

/**
 * sudoku_board_solve_givens_finish:
 *
 * Returns: %TRUE when the givens have one solution, now known to the board;
 *   %FALSE for none or several, or with @error set (%G_IO_ERROR_CANCELLED)
 */
gboolean
sudoku_board_solve_givens_finish (SudokuBoard   *self,
                                  GAsyncResult  *result,
                                  GError       **error)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}
