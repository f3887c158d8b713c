/* sudoku-window-mistakes.c: Show Mistakes, wrong digits marked as they are typed
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board tells its cells which entries differ from the givens' one
 * solution once it knows that solution; this asks for it on a worker
 * thread while the setting is on, once for each set of givens and layout
 * (a puzzle without one solution is not asked about again at each key),
 * and the board view shows the cells' "mistake" only while it is on.
 */

#define G_LOG_DOMAIN "sudoku-window-mistakes"

#include "config.h"

#include <string.h>

#include "sudoku-window-private.h"

static void find_solution (SudokuWindow *self);

static gboolean
asked_already (SudokuWindow *self)
{
  SkGrid givens;

  sudoku_board_get_givens_grid (self->board, &givens);
  return memcmp (&givens, &self->mistakes_givens, sizeof givens) == 0 &&
         sk_layout_equal (&self->mistakes_layout, sudoku_board_get_layout (self->board));
}

static void
solution_found_cb (GObject      *object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  SudokuWindow *self;
  g_autoptr(GError) error = NULL;

  sudoku_board_solve_givens_finish (SUDOKU_BOARD (object), result, &error);
  if (_sudoku_window_was_cancelled (error))
    return;
  self = SUDOKU_WINDOW (user_data);
  self->mistakes_pending = FALSE;
  /* A new puzzle came while this one was solved. */
  if (self->show_mistakes && !asked_already (self))
    find_solution (self);
}

static void
find_solution (SudokuWindow *self)
{
  if (self->mistakes_pending || asked_already (self))
    return;
  sudoku_board_get_givens_grid (self->board, &self->mistakes_givens);
  self->mistakes_layout = *sudoku_board_get_layout (self->board);
  self->mistakes_pending = TRUE;
  sudoku_board_solve_givens_async (self->board, self->cancellable, solution_found_cb, self);
}

static void
on_board_changed (SudokuWindow *self)
{
  if (self->show_mistakes)
    find_solution (self);
}

void
_sudoku_window_set_show_mistakes (SudokuWindow *self,
                                  gboolean      show_mistakes)
{
  self->show_mistakes = show_mistakes;
  sudoku_board_view_set_show_mistakes (self->board_view, show_mistakes);
  if (show_mistakes)
    find_solution (self);
}

void
_sudoku_window_mistakes_init (SudokuWindow *self)
{
  /* Nothing asked yet: the zeroed layout GObject starts with is no board's. */
  g_signal_connect_object (self->board, "changed", G_CALLBACK (on_board_changed), self,
                           G_CONNECT_SWAPPED);
}
