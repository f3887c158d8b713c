/* sudoku-board-hint.c: the next digit for the board, and why, found on a worker thread
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A hint is the first digit the logic engine's path places, with the
 * techniques whose eliminations lead to it (sk_logic_next_placement, easiest
 * step first, from the candidates the rules leave); where no technique
 * applies, the digit of the solution in a most-constrained empty cell. Either way the
 * board is solved first, so that no hint is ever given for a puzzle with
 * clashing digits or no solution, and uniqueness techniques are used only
 * when the board has exactly one solution.
 */

#define G_LOG_DOMAIN "sudoku-board-hint"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sudoku-board-private.h"
#include "sudoku-engine-task.h"

#include "sk-logic.h"
#include "sk-solver.h"

typedef struct
{
  SkGrid        puzzle;
  SkLayout      layout;
  guint64       max_elapsed_ns;
  SkSolveResult result;
  SudokuHint    hint;
  gboolean      found;
} HintJob;

/* sk_logic_next_placement's walk: each elimination step on the way. */
static bool
note_step_before (const SkStep          *step,
                  const SkCandidateGrid *before,
                  void                  *user_data)
{
  SudokuHint *hint = user_data;

  hint->n_steps_before++;
  for (guint i = 0; i < MIN (hint->n_before, SUDOKU_HINT_MAX_BEFORE); i++)
    if (hint->before[i] == step->technique)
      return true;
  if (hint->n_before < SUDOKU_HINT_MAX_BEFORE)
    hint->before[hint->n_before] = step->technique;
  hint->n_before++;
  return true;
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

/* Worker thread: solve first (no hint for a puzzle without a solution),
 * then the first placement on the engine's way there. */
static void
hint_job (gpointer          job_data,
          const atomic_int *cancel)
{
  HintJob *job = job_data;
  g_autofree SkStep *step = g_new (SkStep, 1);
  SkSolveOptions solve_options;
  SkLogicOptions logic_options;
  SkCandidateGrid cg;

  sk_solve_options_init (&solve_options);
  solve_options.limit = 2;
  solve_options.cancel = cancel;
  solve_options.max_elapsed_ns = job->max_elapsed_ns;
  sk_solve (&job->puzzle, &job->layout, &solve_options, &job->result);
  if (job->result.status != SK_SOLVE_SOLVED)
    return;

  sk_candidate_grid_init (&cg, &job->puzzle, &job->layout);
  sk_logic_options_init (&logic_options);
  logic_options.cancel = cancel;
  logic_options.assume_unique = job->result.n_solutions == 1;
  if (!sk_logic_next_placement (&cg, &job->layout, &logic_options, &job->result.solution,
                                note_step_before, &job->hint, step))
    return;
  for (int cell = 0; cell < SK_CELLS && !job->found; cell++)
    if (step->place[cell] != 0)
      {
        hint_from_placement (&job->hint, step, cell);
        job->found = TRUE;
      }
}

/* Main thread: fills the hinted cell if the board is still what was asked about. */
static void
on_hint_found (GObject      *source_object,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  SudokuBoard *self = SUDOKU_BOARD (g_task_get_source_object (task));
  g_autoptr(SudokuSolveResult) solve_result = NULL;
  g_autofree char *description = NULL;
  GError *error = NULL;
  HintJob *job = sudoku_engine_task_run_finish (result, &error);

  if (!_sudoku_board_end_work (task, error, "The puzzle changed while a hint was being found"))
    return;

  switch (job->result.status)
    {
    case SK_SOLVE_SOLVED:
      if (!job->found)
        {
          g_task_return_new_error (task, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_NO_HINT,
                                   _("The board is full: there is nothing to hint"));
          return;
        }
      _sudoku_board_apply_hint (self, job->hint.cell, job->hint.digit);
      g_task_return_pointer (task, sudoku_hint_copy (&job->hint),
                             (GDestroyNotify) sudoku_hint_free);
      return;
    case SK_SOLVE_NO_SOLUTION:
      g_task_return_new_error (task, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_NO_HINT,
                               _("No hint: the puzzle has no solution"));
      return;
    default:
      /* Clashing digits ("Row 4 has two 7s") or the time limit. */
      solve_result = sudoku_solve_result_new (&job->result);
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
 * @time_limit: seconds after which the solve before the hint gives up, 0 for none
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
                         guint                time_limit,
                         GCancellable        *cancellable,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  GTask *task;
  HintJob *job;

  g_return_if_fail (SUDOKU_IS_BOARD (self));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = _sudoku_board_begin_work (self, cancellable, callback, user_data,
                                   sudoku_board_hint_async);
  if (task == NULL)
    return;

  job = g_new0 (HintJob, 1);
  sudoku_board_get_values_grid (self, &job->puzzle);
  job->layout = *sudoku_board_get_layout (self);
  job->max_elapsed_ns = (guint64) time_limit * G_GUINT64_CONSTANT (1000000000);
  sudoku_engine_task_run_async (hint_job, job, g_free, cancellable, on_hint_found, task);
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
