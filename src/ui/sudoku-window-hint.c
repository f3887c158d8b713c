/* sudoku-window-hint.c: Hint: the next digit, filled in, and why in the status line
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-window-hint"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-window-private.h"

static void
hint_cb (GObject      *object,
         GAsyncResult *result,
         gpointer      user_data)
{
  SudokuWindow *self;
  g_autoptr(SudokuHint) hint = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *description = NULL;

  hint = sudoku_board_hint_finish (SUDOKU_BOARD (object), result, &error);

  /* As for Solve: Cancel said so already; dispose means the window is gone. */
  if (_sudoku_window_was_cancelled (error))
    return;
  self = SUDOKU_WINDOW (user_data);

  if (g_error_matches (error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_CHANGED))
    _sudoku_window_set_status (self, _("The puzzle changed while looking for a hint; try again"));
  else if (g_error_matches (error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_BUSY))
    return;
  else if (error != NULL)
    _sudoku_window_set_status (self, error->message);
  else
    {
      description = sudoku_hint_describe (hint);
      _sudoku_window_set_status (self, description);
      sudoku_board_view_set_cursor (self->board_view, hint->cell);
    }
}

void
_sudoku_window_hint (SudokuWindow *self)
{
  if (sudoku_board_get_solving (self->board))
    return;

  /* The solve's cancellable: Cancel and closing stop a slow hint too. */
  g_clear_object (&self->solve_cancellable);
  self->solve_cancellable = g_cancellable_new ();

  _sudoku_window_set_status (self, _("Looking for a hint…"));
  sudoku_board_hint_async (self->board, self->time_limit, self->solve_cancellable, hint_cb, self);
}
