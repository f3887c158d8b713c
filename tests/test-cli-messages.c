/* test-cli-messages.c: sudoku-solve's messages point at the input as the user gave it
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Paths as typed, each region in pieces, regions by the file's own symbols,
 * and why a printed puzzle has no solution under it.
 */

#include <string.h>

#include <glib/gstdio.h>

#include "sudoku-test-cli.h"
#include "sudoku-test-util.h"

#define PUZZLE "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
/* On any regions, many solutions: only the warnings are looked at. */
#define EMPTY "................................................................................."
/* The rows as regions, symbols counted down: row 1 is region 9. */
#define ROWS_DOWN "999999999888888888777777777666666666555555555444444444333333333222222222111111111"
/* The same with r1c1 and r2c1 swapped: regions 9 and 8 each in two pieces. */
#define ROWS_APART "899999999988888888777777777666666666555555555444444444333333333222222222111111111"

/* --layout errors name the file the way it was typed, folders and "./"
 * included, as the puzzle files are named. */
static void
test_layout_path_as_typed (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("sudoku-cli-messages-XXXXXX");
  g_autofree char *bad = g_build_filename (dir, "bad.layout", NULL);
  g_autofree char *big = g_build_filename (dir, "big.layout", NULL);
  g_autofree char *bad_typed = g_strconcat (dir, "/./bad.layout", NULL);
  g_autofree char *big_typed = g_strconcat (dir, "//big.layout", NULL);
  g_autofree char *bad_arg = g_strconcat ("--layout=", bad_typed, NULL);
  g_autofree char *big_arg = g_strconcat ("--layout=", big_typed, NULL);
  g_autofree char *expected_bad = g_strdup_printf ("sudoku-solve: %s:1: expected 9 rows of region "
                                                   "symbols, found 1\n", bad_typed);
  g_autofree char *expected_big = g_strdup_printf ("sudoku-solve: %s: the file is larger than "
                                                   "1024 KiB, too large for a puzzle or layout\n",
                                                   big_typed);
  g_autofree char *ones = g_strnfill (1100 * 1024, '1');
  g_auto(SudokuTestRun) run_bad = { 0 };
  g_auto(SudokuTestRun) run_big = { 0 };

  sudoku_test_write_file (bad, "111222333\n", -1);
  sudoku_test_write_file (big, ones, -1);

  sudoku_test_run_cli (PUZZLE "\n", &run_bad, bad_arg, NULL);
  g_assert_cmpint (run_bad.status, ==, 2);
  g_assert_cmpstr (run_bad.err, ==, expected_bad);
  sudoku_test_run_cli (PUZZLE "\n", &run_big, big_arg, NULL);
  g_assert_cmpint (run_big.status, ==, 2);
  g_assert_cmpstr (run_big.err, ==, expected_big);

  sudoku_test_remove_tree (dir);
}

/* Each region in pieces gets its warning, named by its symbol, from a
 * --layout file and from a jigsaw line alike; the puzzle is still solved. */
static void
test_disconnected_each (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("sudoku-cli-messages-XXXXXX");
  g_autofree char *layout = g_build_filename (dir, "apart.layout", NULL);
  g_autofree char *layout_arg = g_strconcat ("--layout=", layout, NULL);
  g_autofree char *expected_file = g_strdup_printf ("sudoku-solve: warning: %s: region 8 is not connected\n"
                                                    "sudoku-solve: warning: %s: region 9 is not connected\n",
                                                    layout, layout);
  g_autoptr(GString) map = g_string_new (NULL);
  g_auto(SudokuTestRun) from_file = { 0 };
  g_auto(SudokuTestRun) inline_map = { 0 };

  for (int row = 0; row < 9; row++)
    g_string_append_printf (map, "%.9s\n", ROWS_APART + row * 9);
  sudoku_test_write_file (layout, map->str, -1);

  sudoku_test_run_cli (EMPTY "\n", &from_file, layout_arg, "--count", NULL);
  g_assert_cmpstr (from_file.err, ==, expected_file);

  sudoku_test_run_cli (EMPTY " " ROWS_APART "\n", &inline_map, "--count", NULL);
  g_assert_cmpstr (inline_map.err, ==,
                   "sudoku-solve: warning: <stdin>:1: region 8 is not connected\n"
                   "sudoku-solve: warning: <stdin>:1: region 9 is not connected\n");

  sudoku_test_remove_tree (dir);
}

/* A region that breaks a rule is named by its symbol in the file: row 1
 * is region 9 here, not region 1 (the first to appear). */
static void
test_clash_region_symbol (void)
{
  g_auto(SudokuTestRun) run = { 0 };

  sudoku_test_run_cli ("11............................................................................... "
                       ROWS_DOWN "\n", &run, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, "invalid\n");
  g_assert_cmpstr (run.err, ==,
                   "<stdin>:1: row 1 has two 1s (r1c1, r1c2)\n"
                   "<stdin>:1: region 9 has two 1s (r1c1, r1c2)\n");
}

/* A puzzle printed without a solution says why on standard error, and the
 * sheet is still written. */
static void
test_print_unsolved (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("sudoku-cli-messages-XXXXXX");
  g_autofree char *pdf = g_build_filename (dir, "sheet.pdf", NULL);
  g_autofree char *target = g_strconcat ("--print-to=", pdf, NULL);
  /* One solution, none, two 3s in column 5, many. */
  const char *input = PUZZLE "\n"
                      "12345678....................................9....................................\n"
                      "....3.......................................................................3....\n"
                      EMPTY "\n";
  g_auto(SudokuTestRun) run = { 0 };

  sudoku_test_run_cli (input, &run, target, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_cmpstr (run.err, ==,
                   "sudoku-solve: <stdin>:2: it has no solution; printed without a solution\n"
                   "sudoku-solve: <stdin>:3: the givens break a rule; printed without a solution\n"
                   "sudoku-solve: <stdin>:4: it has more than one solution; printed without a solution\n");
  g_assert_true (g_file_test (pdf, G_FILE_TEST_IS_REGULAR));
  sudoku_test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/messages/layout-path-as-typed", test_layout_path_as_typed);
  g_test_add_func ("/cli/messages/disconnected-each", test_disconnected_each);
  g_test_add_func ("/cli/messages/clash-region-symbol", test_clash_region_symbol);
  g_test_add_func ("/cli/messages/print-unsolved", test_print_unsolved);
  return sudoku_test_cli_run_tests ();
}
