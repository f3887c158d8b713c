/* sudoku-test-hostile.h: a temporary directory per test and the window's way in, for the hostile-file tests
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shared by test-hostile.c (broken files) and test-hostile-size.c (files too
 * big to read).
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define CLASSIC \
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
#define MiB (1024 * 1024)

/* A temporary directory per test, made before it and removed after it. */
typedef struct
{
  char *dir;
} SudokuTestScratch;

void  sudoku_test_scratch_setup    (SudokuTestScratch *scratch,
                                    gconstpointer      data);
void  sudoku_test_scratch_teardown (SudokuTestScratch *scratch,
                                    gconstpointer      data);
char *sudoku_test_scratch_path     (SudokuTestScratch *scratch,
                                    const char        *name);

#define ADD_SCRATCH(path, func) \
  g_test_add (path, SudokuTestScratch, NULL, sudoku_test_scratch_setup, func, \
              sudoku_test_scratch_teardown)

/* The window's way in; nothing may come back. */
GError *sudoku_test_load_refused (const char *path);

G_END_DECLS
