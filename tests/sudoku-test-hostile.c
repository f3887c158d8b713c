/* sudoku-test-hostile.c: a temporary directory per test and the window's way in, for the hostile-file tests
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "sudoku-test-hostile.h"

#include "sudoku-collection.h"
#include "sudoku-test-util.h"

void
sudoku_test_scratch_setup (SudokuTestScratch *scratch,
                           gconstpointer      data)
{
  scratch->dir = sudoku_test_make_temp_dir ("sudoku-hostile-XXXXXX");
}

void
sudoku_test_scratch_teardown (SudokuTestScratch *scratch,
                              gconstpointer      data)
{
  sudoku_test_remove_tree (scratch->dir);
  g_free (scratch->dir);
}

char *
sudoku_test_scratch_path (SudokuTestScratch *scratch,
                          const char        *name)
{
  return g_build_filename (scratch->dir, name, NULL);
}

GError *
sudoku_test_load_refused (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(SudokuCollection) collection = NULL;
  GError *error = NULL;

  collection = sudoku_collection_load (file, NULL, &error);
  g_assert_null (collection);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  return error;
}
