/* sudoku-native-file.h: the .sudoku key file (givens, entries, layout, title)
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-puzzle.h"

G_BEGIN_DECLS

gboolean      sudoku_native_file_looks_like (const char          *data,
                                             gsize                length);
SudokuPuzzle *sudoku_native_file_parse      (const char          *data,
                                             gsize                length,
                                             const char          *display_name,
                                             GError             **error);
char         *sudoku_native_file_write      (const SudokuPuzzle  *puzzle);
/* Writes through sudoku_safe_write_contents(), so a failed save leaves the old file whole. */
gboolean      sudoku_native_file_save       (const SudokuPuzzle  *puzzle,
                                             GFile               *file,
                                             GCancellable        *cancellable,
                                             GError             **error);

G_END_DECLS
