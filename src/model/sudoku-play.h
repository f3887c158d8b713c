/* sudoku-play.h: the board as a game: a play clock and a finished puzzle
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "sudoku-board.h"

G_BEGIN_DECLS

/* The time spent on one puzzle, in microseconds of g_get_monotonic_time()
 * (passed in as @now, so that tests choose it). A clock that never
 * started reads 0 and is paused. Plain data. */
typedef struct
{
  gint64 elapsed;  /* up to @since, or all of it while paused */
  gint64 since;    /* when it last started or resumed; 0 while paused */
} SudokuPlayClock;

void     sudoku_play_clock_restart     (SudokuPlayClock       *clock,
                                        gint64                 now);
void     sudoku_play_clock_pause       (SudokuPlayClock       *clock,
                                        gint64                 now);
void     sudoku_play_clock_resume      (SudokuPlayClock       *clock,
                                        gint64                 now);
gboolean sudoku_play_clock_is_running  (const SudokuPlayClock *clock);
gint64   sudoku_play_clock_get_elapsed (const SudokuPlayClock *clock,
                                        gint64                 now);
/* "12:34" (minutes and seconds), "1:02:03" from an hour on; whole seconds. */
char    *sudoku_play_time_format       (gint64                 elapsed);

/* The board's own clock, which its puzzle is saved with
 * (sudoku_board_to_puzzle() gives SudokuPuzzle.time): whoever shows the
 * board pauses and resumes it. */
SudokuPlayClock *sudoku_board_get_play_clock     (SudokuBoard *board);
/* For other givens: restarts the clock, at the time the puzzle loaded last
 * was saved with when these are its givens (a game resumed), else at 0. */
void             sudoku_board_restart_play_clock (SudokuBoard *board,
                                                  gint64       now);
/* How many puzzles the board has loaded: each load is a game of its own,
 * with the time it comes with, even with the givens already there. */
guint            sudoku_board_get_play_loads     (SudokuBoard *board);

/* TRUE when every cell is filled and nothing clashes: the game is over,
 * whoever filled the board. */
gboolean sudoku_board_is_complete       (SudokuBoard          *board);
/* TRUE when the player finished the puzzle: a complete board of a puzzle
 * with givens (so the digits are a solution, the solution of a proper
 * puzzle), and no digit the solver filled in. */
gboolean sudoku_board_is_solved_by_hand (SudokuBoard          *board);

G_END_DECLS
