/* sudoku-window-solve.c: solving in the background, with a Cancel button
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-window-solve"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-window-private.h"

/* The Solve button and the Cancel button with its spinner follow the board's
 * "solving", whoever started the solve. */
void
_sudoku_window_update_solving (SudokuWindow *self)
{
  gboolean solving = sudoku_board_get_solving (self->board);

  gtk_stack_set_visible_child_name (self->solve_stack, solving ? "cancel" : "solve");
  gtk_spinner_set_spinning (self->solve_spinner, solving);
  _sudoku_window_update_actions (self);
}

/* The slower algorithms can give up where propagation takes milliseconds:
 * offer it, one click away. */
static void
suggest_propagation (SudokuWindow *self)
{
  AdwToast *toast = adw_toast_new (_("The Propagation algorithm solves most puzzles in milliseconds"));

  adw_toast_set_button_label (toast, _("_Use Propagation"));
  adw_toast_set_action_name (toast, "win.algorithm");
  adw_toast_set_action_target_value (toast, g_variant_new_string ("propagate"));
  adw_toast_set_timeout (toast, 0);
  _sudoku_window_add_toast (self, toast);
}

static void
solve_cb (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  SudokuWindow *self;
  g_autoptr(SudokuSolveResult) solve_result = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *description = NULL;

  solve_result = sudoku_board_solve_finish (SUDOKU_BOARD (object), result, &error);

  /* Cancelled by the Cancel button (which said so already), or by dispose:
   * then the window may be gone, so user_data is not even looked at. */
  if (_sudoku_window_was_cancelled (error))
    return;
  self = SUDOKU_WINDOW (user_data);

  if (g_error_matches (error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_CHANGED))
    _sudoku_window_set_status (self, _("The puzzle changed while solving; solve again"));
  else if (g_error_matches (error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_BUSY))
    return;
  else if (error != NULL)
    _sudoku_window_set_status (self, error->message);
  else
    {
      description = sudoku_solve_result_describe (solve_result);
      _sudoku_window_set_status (self, description);
      if (sudoku_solve_result_get_status (solve_result) == SK_SOLVE_SOLVED)
        _sudoku_window_toast (self, _("Solution filled in"), TRUE);
      else if (sudoku_solve_result_get_status (solve_result) == SK_SOLVE_TIMED_OUT &&
               self->algorithm != SUDOKU_ALGORITHM_PROPAGATE)
        suggest_propagation (self);
    }
}

void
_sudoku_window_solve (SudokuWindow *self)
{
  /* The action is disabled meanwhile; this guards a direct call too. */
  if (sudoku_board_get_solving (self->board))
    return;

  g_clear_object (&self->solve_cancellable);
  self->solve_cancellable = g_cancellable_new ();

  _sudoku_window_set_status (self, _("Solving…"));
  sudoku_board_solve_async (self->board, self->algorithm, self->time_limit,
                            self->solve_cancellable, solve_cb, self);
}

void
_sudoku_window_cancel_solve (SudokuWindow *self)
{
  if (self->solve_cancellable != NULL)
    g_cancellable_cancel (self->solve_cancellable);
}
