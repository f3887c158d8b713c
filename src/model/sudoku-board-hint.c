/* sudoku-board-hint.c: the next digit for the board, and why, found on a worker thread
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A hint is the first digit the logic engine's path places, with the
 * techniques whose eliminations lead to it (sk_logic_find_step, easiest step
 * first, from the candidates the rules leave); where no technique applies,
 * the digit of the solution in a most-constrained empty cell. Either way the
 * board is solved first, so that no hint is ever given for a puzzle with
 * clashing digits or no solution, and uniqueness techniques are used only
 * when the board has exactly one solution.
 */

#define G_LOG_DOMAIN "sudoku-board-hint"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sudoku-board-private.h"

#include "sk-bits.h"
#include "sk-logic.h"
#include "sk-solver.h"

typedef struct
{
  SkGrid        puzzle;
  SkLayout      layout;
  guint64       generation;
  guint64       max_elapsed_ns;
  atomic_int    cancel;
  SkSolveResult result;
  SudokuHint    hint;
  gboolean      found;
} HintData;

static void
on_cancelled (GCancellable *cancellable,
              gpointer      user_data)
{
  HintData *data = user_data;

  atomic_store (&data->cancel, 1);
}

/* The empty cell with the fewest candidates, the first such in reading order. */
static int
most_constrained_cell (const SkCandidateGrid *cg)
{
  int best = -1;

  for (int i = 0; i < SK_CELLS; i++)
    if (cg->grid.cell[i] == 0
        && (best < 0 || sk_mask_count (cg->cand[i]) < sk_mask_count (cg->cand[best])))
      best = i;
  return best;
}

static void
note_technique_before (SudokuHint  *hint,
                       SkTechnique  technique)
{
  hint->n_steps_before++;
  for (guint i = 0; i < MIN (hint->n_before, SUDOKU_HINT_MAX_BEFORE); i++)
    if (hint->before[i] == technique)
      return;
  if (hint->n_before < SUDOKU_HINT_MAX_BEFORE)
    hint->before[hint->n_before] = technique;
  hint->n_before++;
}

static void
hint_from_placement (SudokuHint   *hint,
                     const SkStep *step,
                     int           cell)
{
  hint->cell = (guint) cell;
  hint->digit = step->place[cell];
  hint->technique = step->technique;
  switch (step->technique)
    {
    case SK_TECH_NAKED_SINGLE:
      hint->kind = SUDOKU_HINT_NAKED_SINGLE;
      break;
    case SK_TECH_FULL_HOUSE:
    case SK_TECH_HIDDEN_SINGLE_REGION:
    case SK_TECH_HIDDEN_SINGLE_LINE:
      {
        int unit = step->base_units != 0 ? __builtin_ctz (step->base_units) : 0;

        hint->kind = step->technique == SK_TECH_FULL_HOUSE ? SUDOKU_HINT_FULL_HOUSE
                                                           : SUDOKU_HINT_HIDDEN_SINGLE;
        hint->unit_kind = sk_unit_kind (unit);
        hint->unit_number = (guint) sk_unit_number (unit);
      }
      break;
    case SK_TECH_SEARCH:
      hint->kind = SUDOKU_HINT_SEARCH;
      break;
    default:
      hint->kind = SUDOKU_HINT_TECHNIQUE;
      break;
    }
}

/* Takes steps on a copy of the candidates until one places a digit. Returns
 * FALSE when cancelled. */
static gboolean
find_hint (HintData *data)
{
  g_autofree SkStep *step = g_new (SkStep, 1);
  SkCandidateGrid cg;
  SkLogicOptions options;

  sk_candidate_grid_init (&cg, &data->puzzle, &data->layout);
  sk_logic_options_init (&options);
  options.cancel = &data->cancel;
  options.assume_unique = data->result.n_solutions == 1;

  for (;;)
    {
      if (!sk_logic_find_step (&cg, &data->layout, &options, step))
        {
          int cell;

          if (atomic_load (&data->cancel) != 0)
            return FALSE;
          cell = most_constrained_cell (&cg);
          if (cell < 0)
            return TRUE;
          sk_step_init (step, SK_TECH_SEARCH);
          step->place[cell] = data->result.solution.cell[cell];
        }
      for (int cell = 0; cell < SK_CELLS; cell++)
        if (step->place[cell] != 0)
          {
            hint_from_placement (&data->hint, step, cell);
            data->found = TRUE;
            return TRUE;
          }
      note_technique_before (&data->hint, step->technique);
      sk_step_apply (step, &cg, &data->layout);
    }
}

static void
hint_worker (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  HintData *data = task_data;
  SkSolveOptions options;
  gulong handler = 0;
  gboolean finished = TRUE;

  sk_solve_options_init (&options);
  options.limit = 2;
  options.cancel = &data->cancel;
  options.max_elapsed_ns = data->max_elapsed_ns;

  if (cancellable != NULL)
    handler = g_cancellable_connect (cancellable, G_CALLBACK (on_cancelled), data, NULL);

  sk_solve (&data->puzzle, &data->layout, &options, &data->result);
  if (data->result.status == SK_SOLVE_SOLVED)
    finished = find_hint (data);

  if (cancellable != NULL)
    g_cancellable_disconnect (cancellable, handler);

  if (data->result.status == SK_SOLVE_CANCELLED || !finished)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "The hint was cancelled");
      return;
    }

  g_task_return_boolean (task, TRUE);
}

/* Main thread: fills the hinted cell if the board is still what was asked about. */
static void
on_worker_done (GObject      *source_object,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  SudokuBoard *self = SUDOKU_BOARD (g_task_get_source_object (task));
  HintData *data = g_task_get_task_data (G_TASK (result));
  g_autoptr(SudokuSolveResult) solve_result = NULL;
  g_autofree char *description = NULL;
  GError *error = NULL;

  _sudoku_board_set_solving (self, FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      g_task_return_error (task, error);
      return;
    }

  if (data->generation != _sudoku_board_get_generation (self))
    {
      g_task_return_new_error (task, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_CHANGED,
                               "The puzzle changed while a hint was being found");
      return;
    }

  switch (data->result.status)
    {
    case SK_SOLVE_SOLVED:
      if (!data->found)
        {
          g_task_return_new_error (task, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_NO_HINT,
                                   _("The board is full: there is nothing to hint"));
          return;
        }
      _sudoku_board_apply_hint (self, data->hint.cell, data->hint.digit);
      g_task_return_pointer (task, sudoku_hint_copy (&data->hint),
                             (GDestroyNotify) sudoku_hint_free);
      return;
    case SK_SOLVE_NO_SOLUTION:
      g_task_return_new_error (task, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_NO_HINT,
                               _("No hint: the puzzle has no solution"));
      return;
    default:
      /* Clashing digits ("Row 4 has two 7s") or the time limit. */
      solve_result = sudoku_solve_result_new (&data->result);
      description = sudoku_solve_result_describe (solve_result);
      g_task_return_new_error (task, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_NO_HINT,
                               /* Translators: no hint, and why: "No hint: Row 4 has two 7s" */
                               _("No hint: %s"), description);
      return;
    }
}

/**
 * sudoku_board_hint_async:
 * @self: a #SudokuBoard
 * @cancellable: (nullable): stops the search
 * @callback: called on the main thread when the hint is found or not
 * @user_data: data for @callback
 *
 * Finds the next digit for the board on a worker thread (the board is
 * "solving" meanwhile) and, unless the board changed since, fills it in as one
 * undoable step.
 */
void
sudoku_board_hint_async (SudokuBoard         *self,
                         GCancellable        *cancellable,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GTask) worker = NULL;
  HintData *data;

  g_return_if_fail (SUDOKU_IS_BOARD (self));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_board_hint_async);

  if (sudoku_board_get_solving (self))
    {
      g_task_return_new_error (task, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_BUSY,
                               "A solve is already running");
      return;
    }

  data = g_new0 (HintData, 1);
  sudoku_board_get_values_grid (self, &data->puzzle);
  data->layout = *sudoku_board_get_layout (self);
  data->generation = _sudoku_board_get_generation (self);
  data->max_elapsed_ns = (guint64) sudoku_board_get_time_limit (self) * G_GUINT64_CONSTANT (1000000000);
  atomic_init (&data->cancel, 0);

  /* As in sudoku_board_solve_async(): the worker task holds no board. */
  worker = g_task_new (NULL, cancellable, on_worker_done, g_steal_pointer (&task));
  g_task_set_source_tag (worker, hint_worker);
  g_task_set_name (worker, "sudoku-board-hint");
  g_task_set_task_data (worker, data, g_free);

  _sudoku_board_set_solving (self, TRUE);
  g_task_run_in_thread (worker, hint_worker);
}

/**
 * sudoku_board_hint_finish:
 *
 * Returns: (transfer full): the hint given (its digit is on the board now),
 *   or %NULL with @error set: %G_IO_ERROR_CANCELLED, %SUDOKU_BOARD_ERROR_CHANGED,
 *   %SUDOKU_BOARD_ERROR_BUSY, or %SUDOKU_BOARD_ERROR_NO_HINT with a message
 *   for people (clashing digits, no solution, a full board)
 */
SudokuHint *
sudoku_board_hint_finish (SudokuBoard   *self,
                          GAsyncResult  *result,
                          GError       **error)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sudoku_board_hint_async, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}
