/* sudoku-board-step.c: the logic engine's steps from the board as it stands
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Hints and the solution path start from what the person sees: the digits
 * on the board and, where they have pencilled marks, those marks. The board
 * is solved first, so that no step is offered for a puzzle with clashing
 * digits or no solution, uniqueness techniques are used only when there is
 * one solution, and marks that have lost the solution's digit are named
 * instead of leading the engine astray.
 */

#define G_LOG_DOMAIN "sudoku-board-step"

#include "config.h"

#include "sudoku-board-step.h"

#include <glib/gi18n-lib.h>

#include "sk-bits.h"
#include "sk-solver.h"
#include "sudoku-board-private.h"
#include "sudoku-engine-task.h"

typedef struct
{
  SkCandidateGrid start;
  SkLayout        layout;
  gboolean        from_marks;
  guint64         generation;      /* the board's, when the job was made */
  guint64         max_elapsed_ns;
  SkSolveResult   result;
  int             marks_cell;      /* an empty cell whose marks lack the solution's digit, or -1 */
  SkGrid          givens;
  SkGrid          givens_solution; /* when givens_unique */
  gboolean        givens_unique;
  gboolean        cancelled;
  SudokuStep     *step;            /* find_step: the step found */
  GPtrArray      *path;            /* path: the steps */
} StepJob;

static void
step_job_free (gpointer data)
{
  StepJob *job = data;

  g_free (job->step);
  g_clear_pointer (&job->path, g_ptr_array_unref);
  g_free (job);
}

gboolean
sudoku_board_get_step_grid (SudokuBoard     *self,
                            SkCandidateGrid *grid)
{
  SkMask marks[SK_CELLS];
  SkGrid values;

  g_return_val_if_fail (SUDOKU_IS_BOARD (self), FALSE);

  sudoku_board_get_values_grid (self, &values);
  sk_candidate_grid_init (grid, &values, sudoku_board_get_layout (self));
  if (!sudoku_board_get_has_marks (self))
    return FALSE;
  sudoku_board_get_marks (self, marks);
  for (int cell = 0; cell < SK_CELLS; cell++)
    if (grid->grid.cell[cell] == 0 && marks[cell] != 0)
      grid->cand[cell] &= marks[cell];
  return TRUE;
}

static StepJob *
step_job_new (SudokuBoard *self,
              guint        time_limit)
{
  StepJob *job = g_new0 (StepJob, 1);

  job->from_marks = sudoku_board_get_step_grid (self, &job->start);
  job->layout = *sudoku_board_get_layout (self);
  job->generation = _sudoku_board_get_generation (self);
  job->max_elapsed_ns = (guint64) time_limit * G_GUINT64_CONSTANT (1000000000);
  job->marks_cell = -1;
  sudoku_board_get_givens_grid (self, &job->givens);
  return job;
}

/* Worker thread: TRUE when the board has a solution its candidates allow. */
static gboolean
solve_first (StepJob          *job,
             const atomic_int *cancel)
{
  SkSolveOptions options;

  sk_solve_options_init (&options);
  options.limit = 2;
  options.cancel = cancel;
  options.max_elapsed_ns = job->max_elapsed_ns;
  sk_solve (&job->start.grid, &job->layout, &options, &job->result);
  /* A board that cannot be finished may hold wrong entries: the givens'
   * solution tells which. */
  if ((job->result.status == SK_SOLVE_NO_SOLUTION || job->result.status == SK_SOLVE_INVALID) &&
      sk_grid_count_filled (&job->givens) < sk_grid_count_filled (&job->start.grid))
    job->givens_unique = _sudoku_solve_givens (&job->givens, &job->layout, job->max_elapsed_ns,
                                               cancel, &job->givens_solution);
  if (job->result.status != SK_SOLVE_SOLVED)
    return FALSE;
  for (int cell = 0; cell < SK_CELLS; cell++)
    if (job->start.grid.cell[cell] == 0 &&
        (job->start.cand[cell] & sk_mask_of (job->result.solution.cell[cell])) == 0)
      {
        job->marks_cell = cell;
        /* The givens' solution names every cell whose marks lack its digit. */
        job->givens_unique = _sudoku_solve_givens (&job->givens, &job->layout, job->max_elapsed_ns,
                                                   cancel, &job->givens_solution);
        return FALSE;
      }
  return TRUE;
}

static void
logic_options_init (SkLogicOptions   *options,
                    const StepJob    *job,
                    const atomic_int *cancel)
{
  sk_logic_options_init (options);
  options->cancel = cancel;
  options->assume_unique = job->result.n_solutions == 1;
}

static SudokuStep *
step_new (const StepJob         *job,
          const SkStep          *step,
          const SkCandidateGrid *before)
{
  SudokuStep *self = g_new (SudokuStep, 1);

  self->step = *step;
  self->before = *before;
  self->layout = job->layout;
  self->from_marks = job->from_marks;
  return self;
}

/* Worker thread. */
static void
find_step_job (gpointer          job_data,
               const atomic_int *cancel)
{
  StepJob *job = job_data;
  g_autofree SkStep *step = g_new (SkStep, 1);
  SkLogicOptions options;

  if (!solve_first (job, cancel))
    return;
  logic_options_init (&options, job, cancel);
  if (sk_logic_next_step (&job->start, &job->layout, &options, &job->result.solution, step))
    job->step = step_new (job, step, &job->start);
}

static bool
collect_step (const SkStep          *step,
              const SkCandidateGrid *before,
              void                  *user_data)
{
  StepJob *job = user_data;

  g_ptr_array_add (job->path, step_new (job, step, before));
  return true;
}

/* Worker thread. */
static void
path_job (gpointer          job_data,
          const atomic_int *cancel)
{
  StepJob *job = job_data;
  SkLogicOptions options;
  SkRating rating;

  if (!solve_first (job, cancel))
    return;
  logic_options_init (&options, job, cancel);
  job->path = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_step_free);
  if (sk_logic_path (&job->start, &job->layout, &options, collect_step, job, &rating)
      == SK_LOGIC_CANCELLED)
    job->cancelled = TRUE;
}

typedef void (*AppendCell) (GString *list,
                            guint    row,
                            guint    column,
                            guint    digit);

static void
append_wrong_digit (GString *list,
                    guint    row,
                    guint    column,
                    guint    digit)
{
  /* Translators: a digit that differs from the solution: "r1c1 is not 3" */
  g_string_append_printf (list, _("r%uc%u is not %u"), row, column, digit);
}

static void
append_missing_mark (GString *list,
                     guint    row,
                     guint    column,
                     guint    digit)
{
  /* Translators: a cell whose marks lack the solution's digit: "r3c5 needs 4" */
  g_string_append_printf (list, _("r%uc%u needs %u"), row, column, digit);
}

/* The cells where @digits holds one, each as @append words it, one after
 * the other. */
static GString *
list_cells (const guint8 digits[SK_CELLS],
            AppendCell   append)
{
  GString *list = g_string_new (NULL);

  for (guint cell = 0; cell < SK_CELLS; cell++)
    {
      if (digits[cell] == 0)
        continue;
      if (list->len > 0)
        /* Translators: between the cells of a list */
        g_string_append (list, _(", "));
      append (list, cell / SK_SIZE + 1, cell % SK_SIZE + 1, digits[cell]);
    }
  return list;
}

/* Main thread: the entries that differ from the givens' solution, named;
 * FALSE when none do. */
static gboolean
set_mistakes_error (SudokuBoard  *self,
                    GError      **error)
{
  guint8 wrong[SK_CELLS];
  guint n_wrong = sudoku_board_get_mistakes (self, wrong);
  g_autoptr(GString) list = NULL;

  if (n_wrong == 0)
    return FALSE;
  list = list_cells (wrong, append_wrong_digit);
  if (n_wrong == 1)
    g_set_error_literal (error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_MISTAKES, list->str);
  else
    g_set_error (error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_MISTAKES,
                 /* Translators: %u is the count (2 or more), %s the list:
                  * "2 digits are wrong: r1c1 is not 3, r5c7 is not 8" */
                 ngettext ("%u digit is wrong: %s", "%u digits are wrong: %s", n_wrong),
                 n_wrong, list->str);
  return TRUE;
}

/* Main thread: the marks that leave out the digit of the givens' solution,
 * named; FALSE when the solution is unknown or none do. */
static gboolean
set_wrong_marks_error (SudokuBoard  *self,
                       GError      **error)
{
  guint8 missing[SK_CELLS];
  guint n_missing = sudoku_board_get_wrong_marks (self, missing);
  guint first = 0;
  g_autoptr(GString) list = NULL;

  if (n_missing == 0)
    return FALSE;
  while (missing[first] == 0)
    first++;
  list = list_cells (missing, append_missing_mark);
  if (n_missing == 1)
    g_set_error (error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_MARKS,
                 _("Your marks in r%dc%d remove the %d the solution needs"),
                 first / SK_SIZE + 1, first % SK_SIZE + 1, missing[first]);
  else
    g_set_error (error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_MARKS,
                 /* Translators: %u is the count (2 or more), %s the list:
                  * "Your marks in 2 cells remove digits the solution needs:
                  * r3c5 needs 4, r6c1 needs 7" */
                 ngettext ("Your marks in %u cell remove digits the solution needs: %s",
                           "Your marks in %u cells remove digits the solution needs: %s",
                           n_missing),
                 n_missing, list->str);
  return TRUE;
}

/* Main thread: why there is no step, as a GError for people; FALSE when
 * there is one. */
static gboolean
set_no_step_error (SudokuBoard    *self,
                   const StepJob  *job,
                   GError        **error)
{
  g_autoptr(SudokuSolveResult) solve_result = NULL;
  g_autofree char *description = NULL;

  if (job->givens_unique)
    {
      _sudoku_board_set_solution (self, &job->givens, &job->layout, &job->givens_solution);
      if (set_mistakes_error (self, error))
        return TRUE;
    }

  if (job->result.status == SK_SOLVE_SOLVED && job->marks_cell >= 0
      && set_wrong_marks_error (self, error))
    return TRUE;
  if (job->result.status == SK_SOLVE_SOLVED && job->marks_cell >= 0)
    {
      int cell = job->marks_cell;

      g_set_error (error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_NO_HINT,
                   /* Translators: the person's pencil marks have lost the
                    * solution's digit: "Your marks in r3c5 remove the 4 the
                    * solution needs" */
                   _("Your marks in r%dc%d remove the %d the solution needs"),
                   cell / SK_SIZE + 1, cell % SK_SIZE + 1, job->result.solution.cell[cell]);
      return TRUE;
    }
  switch (job->result.status)
    {
    case SK_SOLVE_SOLVED:
      if (sk_grid_count_filled (&job->start.grid) == SK_CELLS)
        {
          g_set_error_literal (error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_NO_HINT,
                               _("The board is full: there is nothing to hint"));
          return TRUE;
        }
      return FALSE;
    case SK_SOLVE_NO_SOLUTION:
      g_set_error_literal (error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_NO_HINT,
                           _("No hint: the puzzle has no solution"));
      return TRUE;
    default:
      solve_result = sudoku_solve_result_new (&job->result);
      description = sudoku_solve_result_describe (solve_result);
      g_set_error (error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_NO_HINT,
                   /* Translators: no hint, and why: "No hint: Row 4 has two 7s" */
                   _("No hint: %s"), description);
      return TRUE;
    }
}

static void
on_step_found (GObject      *source_object,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GError *error = NULL;
  StepJob *job = sudoku_engine_task_run_finish (result, &error);

  if (!_sudoku_board_end_work (task, error, "The puzzle changed while a hint was being found"))
    return;
  if (set_no_step_error (SUDOKU_BOARD (g_task_get_source_object (task)), job, &error))
    g_task_return_error (task, error);
  else if (job->step == NULL)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "Cancelled");
  else
    g_task_return_pointer (task, g_steal_pointer (&job->step), (GDestroyNotify) sudoku_step_free);
}

/**
 * sudoku_board_find_step_async:
 * @self: a #SudokuBoard
 * @time_limit: seconds after which the solve before the step gives up, 0 for none
 * @cancellable: (nullable): stops the search
 * @callback: called on the main thread with the step
 * @user_data: data for @callback
 *
 * Finds the easiest step from the board's digits and marks on a worker
 * thread. The board is not changed: see sudoku_board_apply_steps().
 */
void
sudoku_board_find_step_async (SudokuBoard         *self,
                              guint                time_limit,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  GTask *task;

  g_return_if_fail (SUDOKU_IS_BOARD (self));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = _sudoku_board_begin_work (self, cancellable, callback, user_data,
                                   sudoku_board_find_step_async);
  if (task == NULL)
    return;
  sudoku_engine_task_run_async (find_step_job, step_job_new (self, time_limit), step_job_free,
                                cancellable, on_step_found, task);
}

/**
 * sudoku_board_find_step_finish:
 *
 * Returns: (transfer full): the step, or %NULL with @error set:
 *   %G_IO_ERROR_CANCELLED, %SUDOKU_BOARD_ERROR_BUSY (a solve or search is
 *   already running), %SUDOKU_BOARD_ERROR_CHANGED (the board changed
 *   meanwhile), %SUDOKU_BOARD_ERROR_MISTAKES naming the entries that differ
 *   from the givens' one solution (sudoku_board_get_mistakes() lists them),
 *   or %SUDOKU_BOARD_ERROR_NO_HINT with a message for people:
 *   clashing digits, no solution, a full board, or pencil marks that remove
 *   the solution's digit
 */
SudokuStep *
sudoku_board_find_step_finish (SudokuBoard   *self,
                               GAsyncResult  *result,
                               GError       **error)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sudoku_board_find_step_async,
                        NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

static void
on_path_found (GObject      *source_object,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  SudokuBoard *self = SUDOKU_BOARD (g_task_get_source_object (task));
  GError *error = NULL;
  StepJob *job = sudoku_engine_task_run_finish (result, &error);

  if (job == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  if (job->generation != _sudoku_board_get_generation (self))
    {
      g_task_return_new_error (task, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_CHANGED,
                               "The board changed while its path was being found");
      return;
    }
  if (set_no_step_error (self, job, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  if (job->path == NULL || job->cancelled)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "Cancelled");
  else
    g_task_return_pointer (task, g_steal_pointer (&job->path), (GDestroyNotify) g_ptr_array_unref);
}

/**
 * sudoku_board_path_async:
 * @self: a #SudokuBoard
 * @time_limit: seconds after which the solve before the path gives up, 0 for none
 * @cancellable: (nullable): stops the search
 * @callback: called on the main thread with the path
 * @user_data: data for @callback
 *
 * Finds every step from the board's digits and marks to the solution, on a
 * worker thread, without making the board busy.
 */
void
sudoku_board_path_async (SudokuBoard         *self,
                         guint                time_limit,
                         GCancellable        *cancellable,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (SUDOKU_IS_BOARD (self));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_board_path_async);
  sudoku_engine_task_run_async (path_job, step_job_new (self, time_limit), step_job_free,
                                cancellable, on_path_found, g_steal_pointer (&task));
}

/**
 * sudoku_board_path_finish:
 *
 * Returns: (transfer full) (element-type SudokuStep): the steps, first
 *   first, or %NULL with @error set as for sudoku_board_find_step_finish()
 *   or %SUDOKU_BOARD_ERROR_CHANGED
 */
GPtrArray *
sudoku_board_path_finish (SudokuBoard   *self,
                          GAsyncResult  *result,
                          GError       **error)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sudoku_board_path_async, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

/* Marks on demand: the cells that had marks keep them, brought up to date,
 * and an elimination marks only the cells it removes candidates from. The
 * other empty cells stay unmarked, which sudoku_board_get_step_grid() reads
 * as every candidate the rules leave: exactly what the steps left there, so
 * the next step starts where these ended without flooding the board. */
void
sudoku_board_apply_steps (SudokuBoard        *self,
                          SudokuStep * const *steps,
                          guint               n_steps)
{
  SkCandidateGrid grid;
  SkMask marks[SK_CELLS] = { 0 };
  guint8 place[SK_CELLS] = { 0 };
  SkBoard keep = SK_BOARD_EMPTY;

  g_return_if_fail (SUDOKU_IS_BOARD (self));
  g_return_if_fail (steps != NULL || n_steps == 0);

  if (n_steps == 0)
    return;

  for (int cell = 0; cell < SK_CELLS; cell++)
    if (sudoku_board_get_cell_marks (self, (guint) cell) != 0)
      keep = sk_board_or (keep, sk_board_cell (cell));
  grid = steps[0]->before;
  for (guint i = 0; i < n_steps; i++)
    {
      sk_step_apply (&steps[i]->step, &grid, &steps[i]->layout);
      for (int cell = 0; cell < SK_CELLS; cell++)
        if (steps[i]->step.remove[cell] != 0)
          keep = sk_board_or (keep, sk_board_cell (cell));
    }
  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      if (steps[0]->before.grid.cell[cell] == 0 && grid.grid.cell[cell] != 0)
        place[cell] = grid.grid.cell[cell];
      if (sk_board_has (keep, cell) && grid.grid.cell[cell] == 0)
        marks[cell] = grid.cand[cell];
    }
  _sudoku_board_apply_step_result (self, marks, place);
}
