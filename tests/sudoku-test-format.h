/* sudoku-test-format.h: reading the format fixtures, for the format tests
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "sk-grid.h"
#include "sudoku-format.h"
#include "sudoku-puzzle.h"

G_BEGIN_DECLS

/* sudoku_format_parse() of the fixture @dir/@name. */
GPtrArray    *sudoku_test_format_parse_fixture        (const char          *dir,
                                                       const char          *name,
                                                       SudokuFormat        *format,
                                                       GError             **error);
/* A fixture that must hold exactly one puzzle, in @expected_format. */
SudokuPuzzle *sudoku_test_format_parse_one            (const char          *dir,
                                                       const char          *name,
                                                       SudokuFormat         expected_format);
/* The independent reading of a matrix: every digit of the file, in order. */
void          sudoku_test_format_digits_of_fixture    (const char          *dir,
                                                       const char          *name,
                                                       SkGrid              *grid);
/* The engine's 81-character line reader, which must accept @text. */
void          sudoku_test_format_grid_from_line       (const char          *text,
                                                       SkGrid              *grid);
void          sudoku_test_format_assert_puzzles_equal (const SudokuPuzzle  *a,
                                                       const SudokuPuzzle  *b);

G_END_DECLS
