/* test-number.c: counts in the window are grouped as the locale groups digits
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The test run's locale is C.UTF-8, which groups nothing; the others are
 * compiled for the test (sudoku_test_use_numeric_locale()).
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include "sudoku-number.h"
#include "sudoku-solve-result.h"
#include "sudoku-test-util.h"

static void
assert_count (guint64     count,
              const char *expected)
{
  g_autofree char *text = sudoku_format_count (count);

  g_assert_cmpstr (text, ==, expected);
}

static void
test_c_locale (void)
{
  g_assert_nonnull (setlocale (LC_NUMERIC, "C"));
  assert_count (0, "0");
  assert_count (999, "999");
  assert_count (1737726976, "1737726976");
}

static void
test_english (void)
{
  sudoku_test_use_numeric_locale ("en_US.UTF-8");
  assert_count (0, "0");
  assert_count (999, "999");
  assert_count (1000, "1,000");
  assert_count (49158, "49,158");
  assert_count (1737726976, "1,737,726,976");
  assert_count (G_MAXUINT64, "18,446,744,073,709,551,615");
  setlocale (LC_NUMERIC, "C");
}

static void
test_german (void)
{
  sudoku_test_use_numeric_locale ("de_DE.UTF-8");
  assert_count (49158, "49.158");
  assert_count (1737726976, "1.737.726.976");
  setlocale (LC_NUMERIC, "C");
}

/* The status line after a solve says its counts the same way. */
static void
test_solve_description (void)
{
  SkSolveResult result = { 0 };
  g_autoptr(SudokuSolveResult) solve = NULL;
  g_autofree char *text = NULL;

  result.status = SK_SOLVE_NO_SOLUTION;
  result.stats.calls = 1737726976;
  result.stats.guesses = 12345;
  result.stats.max_depth = 61;
  result.stats.elapsed_ns = 2500000;
  solve = sudoku_solve_result_new (&result);

  sudoku_test_use_numeric_locale ("en_US.UTF-8");
  text = sudoku_solve_result_describe (solve);
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "1,737,726,976 recursive calls"));
  g_assert_nonnull (strstr (text, "12,345 guesses"));
  g_assert_nonnull (strstr (text, "depth 61"));
  g_assert_nonnull (strstr (text, "2.5 ms"));
  setlocale (LC_NUMERIC, "C");
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/number/c-locale", test_c_locale);
  g_test_add_func ("/model/number/english", test_english);
  g_test_add_func ("/model/number/german", test_german);
  g_test_add_func ("/model/number/solve-description", test_solve_description);

  status = g_test_run ();
  sudoku_test_forget_numeric_locales ();
  return status;
}
