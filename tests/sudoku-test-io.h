/* sudoku-test-io.h: fixtures read through the io layer, for the tests above it
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-puzzle.h"

G_BEGIN_DECLS

/* The @index-th puzzle of tests/data/@dir/@name, read as the app reads files. */
SudokuPuzzle *sudoku_test_parse_puzzle (const char *dir,
                                        const char *name,
                                        guint       index);

G_END_DECLS
