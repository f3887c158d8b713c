/* sudoku-test-io.c: fixtures read through the io layer, for the tests above it
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Apart from sudoku-test-util.c, which the engine tests link too and which
 * must not pull the io library in.
 */

#include "sudoku-test-io.h"

#include "sudoku-format.h"
#include "sudoku-test-util.h"

SudokuPuzzle *
sudoku_test_parse_puzzle (const char *dir,
                          const char *name,
                          guint       index)
{
  g_autofree char *data = NULL;
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;

  data = sudoku_test_read_data (dir, name, &length);
  puzzles = sudoku_format_parse (data, length, name, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (puzzles);
  g_assert_cmpuint (puzzles->len, >, index);
  return sudoku_puzzle_copy (g_ptr_array_index (puzzles, index));
}
