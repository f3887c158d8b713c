/* sudoku-board-memo.c: a puzzle set aside while the board shows another one
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A collection's puzzles share one board (SudokuDocument); the ones not
 * shown wait here with their digits, marks, undo history and modified flag,
 * and can still be saved from here (sudoku_board_memo_to_puzzle()).
 */

#define G_LOG_DOMAIN "sudoku-board"

#include "config.h"

#include "sudoku-board.h"

#include "sudoku-board-private.h"

struct _SudokuBoardMemo
{
  SudokuBoardState  state;
  SudokuHistory    *history;
  gboolean          modified;
};

void
sudoku_board_memo_free (SudokuBoardMemo *memo)
{
  if (memo == NULL)
    return;
  g_clear_object (&memo->history);
  g_free (memo);
}

/* The board keeps showing what it showed, with a fresh history: the caller
 * is about to show something else, which the old history must not reach. */
SudokuBoardMemo *
sudoku_board_take_memo (SudokuBoard *self)
{
  SudokuBoardMemo *memo;

  g_return_val_if_fail (SUDOKU_IS_BOARD (self), NULL);

  memo = g_new0 (SudokuBoardMemo, 1);
  _sudoku_board_capture_state (self, &memo->state);
  memo->history = _sudoku_board_swap_history (self, sudoku_history_new ());
  memo->modified = sudoku_board_get_modified (self);
  return memo;
}

void
sudoku_board_restore_memo (SudokuBoard     *self,
                           SudokuBoardMemo *memo)
{
  g_return_if_fail (SUDOKU_IS_BOARD (self));
  g_return_if_fail (memo != NULL);

  _sudoku_board_show_state (self, &memo->state);
  g_object_unref (_sudoku_board_swap_history (self, g_steal_pointer (&memo->history)));
  sudoku_board_set_modified (self, memo->modified);
  sudoku_board_memo_free (memo);
}

gboolean
sudoku_board_memo_get_modified (const SudokuBoardMemo *memo)
{
  g_return_val_if_fail (memo != NULL, FALSE);

  return memo->modified;
}

/* Saved: the memo now matches its file. */
void
sudoku_board_memo_set_modified (SudokuBoardMemo *memo,
                                gboolean         modified)
{
  g_return_if_fail (memo != NULL);

  memo->modified = !!modified;
}

/**
 * sudoku_board_memo_to_puzzle:
 *
 * Returns: (transfer full): what sudoku_board_to_puzzle() would give with
 *   the memo shown
 */
SudokuPuzzle *
sudoku_board_memo_to_puzzle (const SudokuBoardMemo *memo)
{
  SudokuPuzzle *puzzle;

  g_return_val_if_fail (memo != NULL, NULL);

  puzzle = sudoku_puzzle_new ();
  for (guint i = 0; i < SK_CELLS; i++)
    {
      if (memo->state.given[i])
        puzzle->givens.cell[i] = memo->state.value[i];
      else
        puzzle->entries.cell[i] = memo->state.value[i];
      puzzle->marks[i] = memo->state.marks[i];
    }
  sudoku_board_state_get_layout (&memo->state, &puzzle->layout);
  puzzle->has_layout = !sk_layout_is_standard (&puzzle->layout);
  return puzzle;
}
