/* sudoku-puzzle.c: one puzzle as read from or written to a file
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-puzzle"

#include "config.h"

#include "sudoku-puzzle.h"

#include "sudoku-io-private.h"

/* An empty standard puzzle. */
SudokuPuzzle *
sudoku_puzzle_new (void)
{
  SudokuPuzzle *puzzle = g_new0 (SudokuPuzzle, 1);

  sk_grid_clear (&puzzle->givens);
  sk_grid_clear (&puzzle->entries);
  sk_layout_init_standard (&puzzle->layout);

  return puzzle;
}

SudokuPuzzle *
sudoku_puzzle_copy (const SudokuPuzzle *puzzle)
{
  SudokuPuzzle *copy;

  g_return_val_if_fail (puzzle != NULL, NULL);

  copy = g_memdup2 (puzzle, sizeof *puzzle);
  copy->title = g_strdup (puzzle->title);

  return copy;
}

void
sudoku_puzzle_free (SudokuPuzzle *puzzle)
{
  if (puzzle == NULL)
    return;

  g_free (puzzle->title);
  g_free (puzzle);
}

/* Whether a writer has to spell out the region map: always when the puzzle
 * came with one, so that reading the file back gives the same puzzle. */
gboolean
_sudoku_puzzle_needs_regions (const SudokuPuzzle *puzzle)
{
  return puzzle->has_layout || !sk_layout_is_standard (&puzzle->layout);
}
