/* sudoku-play.c: the board as a game: a play clock and a finished puzzle
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-play"

#include "config.h"

#include "sudoku-play.h"

#include <string.h>

#include "sudoku-board-private.h"

void
sudoku_play_clock_restart (SudokuPlayClock *clock,
                           gint64           now)
{
  g_return_if_fail (clock != NULL);

  clock->elapsed = 0;
  /* 0 means paused: a clock started at the epoch of the monotonic clock
   * would never run, so it starts a microsecond later. */
  clock->since = MAX (now, 1);
}

void
sudoku_play_clock_pause (SudokuPlayClock *clock,
                         gint64           now)
{
  g_return_if_fail (clock != NULL);

  clock->elapsed = sudoku_play_clock_get_elapsed (clock, now);
  clock->since = 0;
}

void
sudoku_play_clock_resume (SudokuPlayClock *clock,
                          gint64           now)
{
  g_return_if_fail (clock != NULL);

  if (clock->since == 0)
    clock->since = MAX (now, 1);
}

gboolean
sudoku_play_clock_is_running (const SudokuPlayClock *clock)
{
  g_return_val_if_fail (clock != NULL, FALSE);

  return clock->since != 0;
}

gint64
sudoku_play_clock_get_elapsed (const SudokuPlayClock *clock,
                               gint64                 now)
{
  g_return_val_if_fail (clock != NULL, 0);

  if (clock->since == 0 || now < clock->since)
    return clock->elapsed;
  return clock->elapsed + (now - clock->since);
}

char *
sudoku_play_time_format (gint64 elapsed)
{
  gint64 seconds = MAX (elapsed, 0) / G_USEC_PER_SEC;

  if (seconds >= 3600)
    return g_strdup_printf ("%" G_GINT64_FORMAT ":%02d:%02d", seconds / 3600,
                            (int) (seconds / 60 % 60), (int) (seconds % 60));
  return g_strdup_printf ("%d:%02d", (int) (seconds / 60), (int) (seconds % 60));
}

gboolean
sudoku_board_is_complete (SudokuBoard *board)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (board), FALSE);

  return sudoku_board_get_n_filled (board) == SK_CELLS && sudoku_board_get_n_conflicts (board) == 0;
}

gboolean
sudoku_board_is_solved_by_hand (SudokuBoard *board)
{
  gboolean has_givens = FALSE;

  g_return_val_if_fail (SUDOKU_IS_BOARD (board), FALSE);

  if (!sudoku_board_is_complete (board))
    return FALSE;
  for (guint i = 0; i < SK_CELLS; i++)
    {
      SudokuCell *cell = sudoku_board_get_cell (board, i);

      if (sudoku_cell_get_solved (cell))
        return FALSE;
      has_givens |= sudoku_cell_get_given (cell);
    }
  return has_givens;
}

SudokuPlayClock *
sudoku_board_get_play_clock (SudokuBoard *board)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (board), NULL);

  return &_sudoku_board_get_play (board)->clock;
}

guint
sudoku_board_get_play_loads (SudokuBoard *board)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (board), 0);

  return _sudoku_board_get_play (board)->loads;
}

void
sudoku_board_restart_play_clock (SudokuBoard *board,
                                 gint64       now)
{
  SudokuBoardPlay *play;
  SkGrid givens;

  g_return_if_fail (SUDOKU_IS_BOARD (board));

  play = _sudoku_board_get_play (board);
  sudoku_board_get_givens_grid (board, &givens);
  sudoku_play_clock_restart (&play->clock, now);
  if (memcmp (givens.cell, play->loaded_givens.cell, sizeof givens.cell) == 0)
    play->clock.elapsed = (gint64) play->loaded_time * G_USEC_PER_SEC;
}
