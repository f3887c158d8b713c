/* test-cli-variants.c: sudoku-solve on puzzles that carry their extra houses
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The shipped Sudoku-X example has several answers without its diagonals
 * (test-cli-layouts), so whatever reads it without --layout and still finds
 * one answer, rates it or prints its path has kept the houses the input
 * named: a puzzle line's extra houses word, a Solo '3x3x' game ID, a .sudoku
 * file's Extra key.
 */

#include "config.h"

#include <string.h>

#include "sudoku-print-job.h"
#include "sudoku-test-cli.h"
#include "sudoku-test-pdf.h"
#include "sudoku-test-util.h"

#define SUDOKU_X_PUZZLE ".83.69.2.2.5.3..............9...............8...1.......4.76..1...8.1...........3"
#define SUDOKU_X_SOLUTION "783469125215738694649512387198647532576923418432185976924376851367851249851294763"
#define STANDARD_SYMBOLS "111222333111222333111222333444555666444555666444555666777888999777888999777888999"
#define SUDOKU_X_LINE SUDOKU_X_PUZZLE " " STANDARD_SYMBOLS " diagonals\n"
/* The same puzzle as Solo's game ID (test-import-solo-x checks it with Solo). */
#define SUDOKU_X_SOLO "3x3x:a8_3a6_9a2a2a5a3n9o8c1g4a7_6b1c8a1k3\n"

/* Flattened, and without hyphens: poppler drops the one of "anti-diagonal"
 * when the line breaks after it. */
static char *
flatten (const char *text)
{
  g_autofree char *flat = sudoku_test_pdf_flatten (text);
  g_auto(GStrv) parts = g_strsplit (flat, "-", -1);

  return g_strjoinv ("", parts);
}

static char *
shipped_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "..", "data", "puzzles", name, NULL);
}

/* The --rate line of the puzzle with --layout=sudoku-x, the reference. */
static char *
rate_with_layout (void)
{
  g_auto(SudokuTestRun) run = { 0 };

  sudoku_test_run_cli (SUDOKU_X_PUZZLE "\n", &run, "--layout=sudoku-x", "--rate", NULL);
  g_assert_cmpint (run.status, ==, 0);
  return g_strdup (run.out);
}

/* The last line with content of --explain's output. */
static char *
explain_rating (const SudokuTestRun *run)
{
  g_auto(GStrv) lines = sudoku_test_split_lines (run->out);
  guint n = g_strv_length (lines);

  while (n > 0 && lines[n - 1][0] == '\0')
    n--;
  g_assert_cmpuint (n, >, 1);
  return g_strconcat (lines[n - 1], "\n", NULL);
}

/* A puzzle line and a Solo ID solve, rate and explain as --layout=sudoku-x
 * does, each step's sentence naming a diagonal where it uses one. */
static void
test_inputs_keep_houses (void)
{
  const char *const inputs[] = { SUDOKU_X_LINE, SUDOKU_X_SOLO };
  g_autofree char *reference = rate_with_layout ();
  g_autofree char *rating = g_strconcat ("rating\t", reference, NULL);

  for (gsize i = 0; i < G_N_ELEMENTS (inputs); i++)
    {
      g_auto(SudokuTestRun) solve = { 0 };
      g_auto(SudokuTestRun) rate = { 0 };
      g_auto(SudokuTestRun) explain = { 0 };
      g_autofree char *last = NULL;

      g_test_message ("%s", inputs[i]);
      sudoku_test_run_cli (inputs[i], &solve, "--output=line", "--count", NULL);
      g_assert_cmpstr (solve.err, ==, "");
      g_assert_cmpstr (solve.out, ==, SUDOKU_X_SOLUTION " unique\n");

      sudoku_test_run_cli (inputs[i], &rate, "--rate", NULL);
      g_assert_cmpint (rate.status, ==, 0);
      g_assert_cmpstr (rate.out, ==, reference);

      sudoku_test_run_cli (inputs[i], &explain, "--explain", NULL);
      g_assert_cmpint (explain.status, ==, 0);
      last = explain_rating (&explain);
      g_assert_cmpstr (last, ==, rating);
      g_assert_nonnull (strstr (explain.out, "diagonal"));
    }
}

/* Every shipped variant example rates and explains from its .sudoku file. */
static void
test_shipped_files (void)
{
  const char *const names[] = {
    "sudoku-x.sudoku", "windoku.sudoku", "asterisk.sudoku", "centre-dot.sudoku",
    "girandola.sudoku", "diagonal-x.sudoku", "windmill-x.sudoku",
  };

  for (gsize i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = shipped_path (names[i]);
      g_auto(SudokuTestRun) rate = { 0 };
      g_auto(SudokuTestRun) explain = { 0 };
      g_autofree char *rating = NULL;
      g_autofree char *last = NULL;

      g_test_message ("%s", names[i]);
      sudoku_test_run_cli ("", &rate, "--rate", path, NULL);
      g_assert_cmpstr (rate.err, ==, "");
      g_assert_cmpint (rate.status, ==, 0);
      g_assert_true (g_regex_match_simple ("^[0-9]+\\.[0-9]\t[a-z]+\t[a-z0-9-]+\t(logic|search)\n$",
                                           rate.out, 0, 0));
      sudoku_test_run_cli ("", &explain, "--explain", path, NULL);
      g_assert_cmpint (explain.status, ==, 0);
      rating = g_strconcat ("rating\t", rate.out, NULL);
      last = explain_rating (&explain);
      g_assert_cmpstr (last, ==, rating);
    }
}

/* --print-to with --paths: the sheet's path is the one worked out with the
 * diagonals, step by step; without them the puzzle would have no path. */
static void
test_print_paths (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("cli-variants-XXXXXX");
  g_autofree char *pdf = g_build_filename (dir, "x.pdf", NULL);
  g_autofree char *svg = g_build_filename (dir, "x.svg", NULL);
  g_autofree char *pdf_target = g_strconcat ("--print-to=", pdf, NULL);
  g_autofree char *svg_target = g_strconcat ("--print-to=", svg, NULL);
  g_autofree char *path = shipped_path ("sudoku-x.sudoku");
  g_auto(SudokuTestRun) run = { 0 };
  g_auto(SudokuTestRun) image = { 0 };
  g_autoptr(SudokuPrintPuzzle) expected = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *flat = NULL;
  SkGrid givens;
  SkLayout layout;
  const char *at;

  sudoku_test_grid_from_text (SUDOKU_X_PUZZLE, &givens);
  sk_layout_init_standard (&layout);
  sk_layout_add_extra_set (&layout, SK_EXTRA_DIAGONALS, NULL);
  expected = sudoku_print_puzzle_new (&givens, &layout);
  g_assert_true (sudoku_print_puzzle_analyse (expected, TRUE, sudoku_print_job_get_words (), NULL));

  sudoku_test_run_cli ("", &run, pdf_target, "--paths", "--solutions", path, NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  for (guint page = 2; page <= sudoku_test_pdf_n_pages (pdf); page++)
    {
      g_autofree char *page_text = sudoku_test_pdf_text (pdf, page, 0, 0, 0, 0);

      g_string_append (text, page_text);
    }
  flat = flatten (text->str);
  /* The path is headed with the file's title. */
  at = strstr (flat, "Solutionpathof1.SudokuX");
  g_assert_nonnull (at);
  g_assert_cmpuint (expected->path->len, >, 10);
  for (guint s = 0; s < expected->path->len; s++)
    {
      g_autofree char *numbered = g_strdup_printf ("%u.%s", s + 1,
                                                   (char *) g_ptr_array_index (expected->path, s));
      g_autofree char *sentence = flatten (numbered);
      const char *found = strstr (at, sentence);

      if (found == NULL)
        g_error ("step %u not found in order: %s", s + 1, sentence);
      at = found + strlen (sentence);
    }

  /* A single image of a puzzle line with its houses: one solution, so 0. */
  sudoku_test_run_cli (SUDOKU_X_LINE, &image, svg_target, NULL);
  g_assert_cmpstr (image.err, ==, "");
  g_assert_cmpint (image.status, ==, 0);
  g_assert_true (g_file_test (svg, G_FILE_TEST_IS_REGULAR));
  sudoku_test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/variants/inputs-keep-houses", test_inputs_keep_houses);
  g_test_add_func ("/cli/variants/shipped-files", test_shipped_files);
  g_test_add_func ("/cli/variants/print-paths", test_print_paths);
  return sudoku_test_cli_run_tests ();
}
