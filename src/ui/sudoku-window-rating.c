/* sudoku-window-rating.c: how hard the puzzle is, under the window's title
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Opening or typing a puzzle rates it in the background (sudoku-board-rate.c)
 * and the title's subtitle says "Diabolical · 7.2 (XY-Chain)", or
 * "Diabolical · 7.2" where the header has no room for more. A board
 * change that leaves the puzzle as it was (digits typed into a puzzle with
 * givens, mostly) starts nothing. Typing a puzzle comes in bursts: the
 * rating waits for a pause, and a newer puzzle cancels an older rating. The
 * subtitle keeps the last rating until the new one is in, so it does not
 * flicker while the person types.
 */

#define G_LOG_DOMAIN "sudoku-window-rating"

#include "config.h"

#include <string.h>

#include "sudoku-window-private.h"

/* Long enough to wait out a burst of typing, short enough to feel at once. */
#define RATE_DELAY_MS 300

static void
rate_cb (GObject      *object,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *level = NULL;
  g_autofree char *rating = sudoku_board_rate_finish (SUDOKU_BOARD (object), result, &level, &error);
  SudokuWindow *self;

  /* Cancelled (a newer change, or the window went) or outdated: a newer
   * rating is on its way. */
  if (rating == NULL)
    return;
  self = SUDOKU_WINDOW (user_data);
  adw_window_title_set_subtitle (self->window_title_short, level);
  adw_window_title_set_subtitle (self->window_title, rating);
}

static gboolean
rate_now (gpointer user_data)
{
  SudokuWindow *self = SUDOKU_WINDOW (user_data);

  self->rate_timeout_id = 0;
  g_clear_object (&self->rate_cancellable);
  self->rate_cancellable = g_cancellable_new ();
  sudoku_board_rate_async (self->board, self->rate_cancellable, rate_cb, self);
  return G_SOURCE_REMOVE;
}

static void
schedule_rating (SudokuWindow *self)
{
  SkGrid puzzle;

  sudoku_board_get_rating_puzzle (self->board, &puzzle);
  if (self->has_rated_puzzle &&
      memcmp (puzzle.cell, self->rated_puzzle.cell, sizeof puzzle.cell) == 0 &&
      sudoku_layout_equal (sudoku_board_get_layout (self->board), &self->rated_layout))
    return;
  self->rated_puzzle = puzzle;
  self->rated_layout = *sudoku_board_get_layout (self->board);
  self->has_rated_puzzle = TRUE;

  if (self->rate_cancellable != NULL)
    g_cancellable_cancel (self->rate_cancellable);
  g_clear_handle_id (&self->rate_timeout_id, g_source_remove);
  self->rate_timeout_id = g_timeout_add (RATE_DELAY_MS, rate_now, self);
}

void
_sudoku_window_rating_init (SudokuWindow *self)
{
  g_signal_connect_object (self->board, "changed", G_CALLBACK (schedule_rating), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "layout-changed", G_CALLBACK (schedule_rating), self,
                           G_CONNECT_SWAPPED);
  schedule_rating (self);
}

/* In dispose: nothing may reach the window after it. */
void
_sudoku_window_rating_stop (SudokuWindow *self)
{
  g_clear_handle_id (&self->rate_timeout_id, g_source_remove);
  if (self->rate_cancellable != NULL)
    g_cancellable_cancel (self->rate_cancellable);
  g_clear_object (&self->rate_cancellable);
}
