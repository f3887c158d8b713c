/* sudoku-test-format.c: reading the format fixtures, for the format tests
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "sk-text.h"
#include "sudoku-test-format.h"
#include "sudoku-test-util.h"

GPtrArray *
sudoku_test_format_parse_fixture (const char    *dir,
                                  const char    *name,
                                  SudokuFormat  *format,
                                  GError       **error)
{
  g_autofree char *data = NULL;
  gsize length;

  data = sudoku_test_read_data (dir, name, &length);
  return sudoku_format_parse (data, length, name, format, error);
}

SudokuPuzzle *
sudoku_test_format_parse_one (const char   *dir,
                              const char   *name,
                              SudokuFormat  expected_format)
{
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;
  SudokuFormat format;

  puzzles = sudoku_test_format_parse_fixture (dir, name, &format, &error);
  g_assert_no_error (error);
  g_assert_nonnull (puzzles);
  g_assert_cmpuint (puzzles->len, ==, 1);
  g_assert_cmpstr (sudoku_format_get_name (format), ==, sudoku_format_get_name (expected_format));
  return sudoku_puzzle_copy (g_ptr_array_index (puzzles, 0));
}

void
sudoku_test_format_digits_of_fixture (const char *dir,
                                      const char *name,
                                      SkGrid     *grid)
{
  g_autofree char *data = sudoku_test_read_data (dir, name, NULL);

  sudoku_test_grid_from_matrix (data, grid);
}

void
sudoku_test_format_grid_from_line (const char *text,
                                   SkGrid     *grid)
{
  g_assert_true (sk_text_parse_line (text, SK_CELLS, grid));
}

void
sudoku_test_format_assert_puzzles_equal (const SudokuPuzzle *a,
                                         const SudokuPuzzle *b)
{
  sudoku_test_assert_grids_equal (&a->givens, &b->givens);
  sudoku_test_assert_grids_equal (&a->entries, &b->entries);
  g_assert_true (sk_layout_equal (&a->layout, &b->layout));
  g_assert_cmpint (a->has_layout, ==, b->has_layout);
}
