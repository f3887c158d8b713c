/* sudoku-board-marks.c: the person's pencil marks on the board
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Marks live in the board's state beside the digits (SudokuBoardState), so
 * every edit here is an ordinary undoable step, and undo, redo, a memo of a
 * collection's puzzle and sudoku_board_to_puzzle() keep them without knowing
 * about them. The cells show them ("marks" of SudokuCell). They are notes,
 * not the puzzle: the rated puzzle and the conflicts ignore them.
 */

#define G_LOG_DOMAIN "sudoku-board"

#include "config.h"

#include "sudoku-board.h"

#include <string.h>

#include "sudoku-board-private.h"

/* Puts @digit (0 empties the cell) at @index of @state, which must have the
 * board's layout. A digit placed is crossed out of its peers' marks when
 * "remove-marks-on-place" is on: the person would do it by hand at once, and
 * this way one undo takes back both. The cell's own marks go either way. */
/* A digit that goes gives back the marks it crossed out, where they are
 * still legal: in empty cells that no other peer's same digit rules out. */
static void
restore_stripped (SudokuBoard      *self,
                  SudokuBoardState *state,
                  guint             index,
                  guint             old_digit)
{
  SkBoard cells = state->stripped[index];

  state->stripped[index] = SK_BOARD_EMPTY;
  while (!sk_board_is_empty (cells))
    {
      int cell = sk_board_pop (&cells);
      SkBoard peers = sudoku_board_get_layout (self)->peer_board[cell];
      gboolean legal = state->value[cell] == 0;

      while (legal && !sk_board_is_empty (peers))
        legal = state->value[sk_board_pop (&peers)] != old_digit;
      if (legal)
        state->marks[cell] |= (SkMask) (1u << (old_digit - 1));
    }
}

void
_sudoku_board_place_digit (SudokuBoard      *self,
                           SudokuBoardState *state,
                           guint             index,
                           guint             digit)
{
  guint old_digit = state->value[index];
  SkBoard peers;

  state->value[index] = (guint8) digit;
  state->marks[index] = 0;
  if (old_digit != 0 && old_digit != digit)
    restore_stripped (self, state, index, old_digit);
  if (digit == 0 || old_digit == digit || !sudoku_board_get_remove_marks_on_place (self))
    return;

  peers = sudoku_board_get_layout (self)->peer_board[index];
  while (!sk_board_is_empty (peers))
    {
      int peer = sk_board_pop (&peers);

      if (state->marks[peer] & (1u << (digit - 1)))
        state->stripped[index] = sk_board_or (state->stripped[index], sk_board_cell (peer));
      state->marks[peer] &= (SkMask) ~(1u << (digit - 1));
    }
}

void
sudoku_board_get_marks (SudokuBoard *self,
                        SkMask       marks[SK_CELLS])
{
  g_return_if_fail (SUDOKU_IS_BOARD (self));

  for (guint i = 0; i < SK_CELLS; i++)
    marks[i] = (SkMask) sudoku_cell_get_marks (sudoku_board_get_cell (self, i));
}

SkMask
sudoku_board_get_cell_marks (SudokuBoard *self,
                             guint        index)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (self), 0);
  g_return_val_if_fail (index < SK_CELLS, 0);

  return (SkMask) sudoku_cell_get_marks (sudoku_board_get_cell (self, index));
}

gboolean
sudoku_board_toggle_mark (SudokuBoard *self,
                          guint        index,
                          guint        digit)
{
  SudokuBoardState before, after;

  g_return_val_if_fail (SUDOKU_IS_BOARD (self), FALSE);
  g_return_val_if_fail (index < SK_CELLS, FALSE);
  g_return_val_if_fail (digit >= 1 && digit <= SK_SIZE, FALSE);

  /* A given is also filled; marks belong to cells still to be solved. */
  if (sudoku_cell_get_value (sudoku_board_get_cell (self, index)) != 0)
    return FALSE;

  _sudoku_board_capture_state (self, &before);
  after = before;
  after.marks[index] ^= (SkMask) (1u << (digit - 1));
  _sudoku_board_commit_state (self, &before, &after);
  return TRUE;
}

void
sudoku_board_fill_marks (SudokuBoard *self)
{
  SudokuBoardState before, after;
  SkMask candidates[SK_CELLS];

  g_return_if_fail (SUDOKU_IS_BOARD (self));

  /* Filled cells get 0 here: they keep no marks. */
  sudoku_board_get_candidates (self, candidates);

  _sudoku_board_capture_state (self, &before);
  after = before;
  memcpy (after.marks, candidates, sizeof after.marks);
  _sudoku_board_commit_state (self, &before, &after);
}

void
sudoku_board_clear_marks (SudokuBoard *self)
{
  SudokuBoardState before, after;

  g_return_if_fail (SUDOKU_IS_BOARD (self));

  _sudoku_board_capture_state (self, &before);
  after = before;
  memset (after.marks, 0, sizeof after.marks);
  _sudoku_board_commit_state (self, &before, &after);
}

/* What a step of the logic leaves, applied as one edit: the marks first, so
 * that the digits placed then cross themselves out of them. */
void
_sudoku_board_apply_step_result (SudokuBoard  *self,
                                 const SkMask  marks[SK_CELLS],
                                 const guint8  place[SK_CELLS])
{
  SudokuBoardState before, after;

  g_return_if_fail (SUDOKU_IS_BOARD (self));
  g_return_if_fail (marks != NULL && place != NULL);
  for (guint i = 0; i < SK_CELLS; i++)
    g_return_if_fail (place[i] <= SK_SIZE);

  _sudoku_board_capture_state (self, &before);
  after = before;
  for (guint i = 0; i < SK_CELLS; i++)
    if (after.value[i] == 0)
      after.marks[i] = marks[i] & SK_ALL_DIGITS;

  for (guint i = 0; i < SK_CELLS; i++)
    {
      if (place[i] == 0 || after.given[i])
        continue;
      _sudoku_board_place_digit (self, &after, i, place[i]);
      after.solved[i] = FALSE;
      after.hinted[i] = TRUE;
    }
  _sudoku_board_commit_state (self, &before, &after);
}
