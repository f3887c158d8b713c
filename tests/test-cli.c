/* test-cli.c: the sudoku-solve command, run as a subprocess: output, results, counts, exit statuses
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Answers are never compared with stored output: every printed solution is
 * checked against its givens with the engine's rules, and known solutions come
 * from the example files' own documentation. Layouts are tested in
 * test-cli-layouts.c; the algorithms, --compare, --jobs, --stats and
 * --candidates in test-cli-algorithms.c.
 */

#include "config.h"

#include <string.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "sk-grid.h"
#include "sk-layout.h"
#include "sk-text.h"
#include "sudoku-test-cli.h"
#include "sudoku-test-util.h"

static void
assert_example_grid (const char *file_name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "examples", file_name, NULL);
  g_auto(SudokuTestRun) result = { 0 };
  g_auto(GStrv) lines = NULL;
  SkLayout standard;
  SkGrid givens, solution, known;

  sk_layout_init_standard (&standard);
  sudoku_test_cli_read_givens (path, &givens);
  sudoku_test_readme_solution (file_name, &known);

  sudoku_test_run_cli (NULL, &result, path, NULL);
  g_assert_cmpint (result.status, ==, 0);
  g_assert_cmpstr (result.err, ==, "");

  lines = sudoku_test_split_lines (result.out);
  g_assert_cmpuint (g_strv_length (lines), ==, 11);
  sudoku_test_cli_parse_grid (lines, &solution);
  g_assert_true (sk_grid_is_solution_of (&solution, &givens, &standard));
  g_assert_cmpmem (solution.cell, SK_CELLS, known.cell, SK_CELLS);
}

static void
test_grid_line_example (void)
{
  assert_example_grid ("classic-line.txt");
}

static void
test_grid_matrix_example (void)
{
  assert_example_grid ("matrix-zeros.txt");
  assert_example_grid ("hard-matrix.txt");
}

/* Two files of one puzzle each make two puzzles: line output by default, and
 * grids separated by a blank line when asked for. */
static void
test_grid_several (void)
{
  g_autofree char *a = g_test_build_filename (G_TEST_DIST, "data", "examples", "classic-line.txt", NULL);
  g_autofree char *b = g_test_build_filename (G_TEST_DIST, "data", "examples", "hard-matrix.txt", NULL);
  g_auto(SudokuTestRun) result = { 0 };
  g_auto(GStrv) lines = NULL;
  SkGrid known_a, known_b, grid;

  sudoku_test_readme_solution ("classic-line.txt", &known_a);
  sudoku_test_readme_solution ("hard-matrix.txt", &known_b);

  sudoku_test_run_cli (NULL, &result, "--output=grid", a, b, NULL);
  g_assert_cmpint (result.status, ==, 0);
  lines = sudoku_test_split_lines (result.out);
  g_assert_cmpuint (g_strv_length (lines), ==, 23);
  sudoku_test_cli_parse_grid (lines, &grid);
  g_assert_cmpmem (grid.cell, SK_CELLS, known_a.cell, SK_CELLS);
  g_assert_cmpstr (lines[11], ==, "");
  sudoku_test_cli_parse_grid (lines + 12, &grid);
  g_assert_cmpmem (grid.cell, SK_CELLS, known_b.cell, SK_CELLS);
  sudoku_test_run_clear (&result);
  g_clear_pointer (&lines, g_strfreev);

  sudoku_test_run_cli (NULL, &result, a, b, NULL);
  g_assert_cmpint (result.status, ==, 0);
  lines = sudoku_test_split_lines (result.out);
  g_assert_cmpuint (g_strv_length (lines), ==, 2);
  sudoku_test_grid_from_text (lines[0], &grid);
  g_assert_cmpmem (grid.cell, SK_CELLS, known_a.cell, SK_CELLS);
  sudoku_test_grid_from_text (lines[1], &grid);
  g_assert_cmpmem (grid.cell, SK_CELLS, known_b.cell, SK_CELLS);
}

static void
test_line_single (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "examples", "classic-line.txt", NULL);
  g_auto(SudokuTestRun) result = { 0 };
  SkGrid known;
  char expected[SK_CELLS + 2];

  sudoku_test_readme_solution ("classic-line.txt", &known);
  sk_text_format_line (&known, expected);
  strcat (expected, "\n");

  sudoku_test_run_cli (NULL, &result, "-o", "line", path, NULL);
  g_assert_cmpint (result.status, ==, 0);
  g_assert_cmpstr (result.out, ==, expected);
}

static void
test_line_collection (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "sets", "top1465-100.txt", NULL);
  g_auto(SudokuTestRun) result = { 0 };

  sudoku_test_run_cli (NULL, &result, path, NULL);
  g_assert_cmpint (result.status, ==, 0);
  g_assert_cmpstr (result.err, ==, "");
  sudoku_test_cli_assert_lines_solve (result.out, path, NULL);
}

static void
test_line_jigsaw_collection (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "sets", "jigsaw-solo-100.txt", NULL);
  g_auto(SudokuTestRun) result = { 0 };

  sudoku_test_run_cli (NULL, &result, path, NULL);
  g_assert_cmpint (result.status, ==, 0);
  sudoku_test_cli_assert_lines_solve (result.out, path, NULL);
}

static void
test_result_none (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "cli", "no-solution.txt", NULL);
  g_auto(SudokuTestRun) result = { 0 };
  SkLayout standard;
  SkGrid givens;
  SkMask candidates[SK_CELLS];
  SkClash clash;
  int empty_cell = -1;

  /* The fixture must be unsolvable without breaking a rule. */
  sk_layout_init_standard (&standard);
  sudoku_test_cli_read_givens (path, &givens);
  g_assert_cmpint (sk_grid_find_clashes (&givens, &standard, &clash, 1), ==, 0);
  sk_grid_candidates (&givens, &standard, candidates);
  for (int cell = 0; cell < SK_CELLS; cell++)
    if (givens.cell[cell] == 0 && candidates[cell] == 0)
      empty_cell = cell;
  g_assert_cmpint (empty_cell, >=, 0);

  sudoku_test_run_cli (NULL, &result, path, NULL);
  g_assert_cmpint (result.status, ==, 1);
  g_assert_cmpstr (result.out, ==, "none\n");
  g_assert_cmpstr (result.err, ==, "");

  sudoku_test_run_clear (&result);
  sudoku_test_run_cli (NULL, &result, "--output=line", "--count", path, NULL);
  g_assert_cmpint (result.status, ==, 1);
  g_assert_cmpstr (result.out, ==, "none\n");
}

/* The expected explanation is built from the engine's own clash finder, after
 * checking that the fixture breaks exactly the rule it is meant to. */
static void
assert_invalid (const char *fixture,
                SkUnitKind  kind,
                int         number,
                int         digit,
                int         cell0,
                int         cell1)
{
  static const char * const kind_names[] = { "row", "column", "region" };
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "cli", fixture, NULL);
  g_autofree char *expected = NULL;
  g_auto(SudokuTestRun) result = { 0 };
  SkLayout standard;
  SkGrid givens;
  SkClash clashes[4];

  sk_layout_init_standard (&standard);
  sudoku_test_cli_read_givens (path, &givens);
  g_assert_cmpint (sk_grid_find_clashes (&givens, &standard, clashes, 4), ==, 1);
  g_assert_cmpint (clashes[0].kind, ==, kind);
  g_assert_cmpint (clashes[0].number, ==, number);
  g_assert_cmpint (clashes[0].digit, ==, digit);
  g_assert_cmpint (clashes[0].cells[0], ==, cell0);
  g_assert_cmpint (clashes[0].cells[1], ==, cell1);

  expected = g_strdup_printf ("%s:1: %s %d has two %ds (r%dc%d, r%dc%d)\n",
                              path, kind_names[kind], number + 1, digit,
                              sk_cell_row (cell0) + 1, sk_cell_column (cell0) + 1,
                              sk_cell_row (cell1) + 1, sk_cell_column (cell1) + 1);

  sudoku_test_run_cli (NULL, &result, path, NULL);
  g_assert_cmpint (result.status, ==, 1);
  g_assert_cmpstr (result.out, ==, "invalid\n");
  g_assert_cmpstr (result.err, ==, expected);

  sudoku_test_run_clear (&result);
  sudoku_test_run_cli (NULL, &result, "--output=line", "--count", path, NULL);
  g_assert_cmpint (result.status, ==, 1);
  g_assert_cmpstr (result.out, ==, "invalid\n");
  g_assert_cmpstr (result.err, ==, expected);
}

static void
test_result_invalid (void)
{
  assert_invalid ("clash-row.txt", SK_UNIT_ROW, 3, 7,
                  sk_cell_index (3, 1), sk_cell_index (3, 7));
  assert_invalid ("clash-region.txt", SK_UNIT_REGION, 0, 5,
                  sk_cell_index (0, 0), sk_cell_index (1, 1));
}

/* Solved, unsolvable and invalid puzzles in one file keep their order. */
static void
test_result_mixed (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "cli", "mixed.txt", NULL);
  g_autofree char *text = sudoku_test_read_file (path, NULL);
  g_autofree char *expected_err = g_strdup_printf ("%s:3: column 5 has two 3s (r1c5, r9c5)\n", path);
  g_auto(SudokuTestRun) result = { 0 };
  g_auto(GStrv) inputs = sudoku_test_split_lines (text);
  g_auto(GStrv) lines = NULL;
  SkLayout standard;

  sk_layout_init_standard (&standard);
  sudoku_test_run_cli (NULL, &result, path, NULL);
  g_assert_cmpint (result.status, ==, 1);
  g_assert_cmpstr (result.err, ==, expected_err);

  lines = sudoku_test_split_lines (result.out);
  g_assert_cmpuint (g_strv_length (lines), ==, 4);
  g_assert_cmpstr (lines[1], ==, "none");
  g_assert_cmpstr (lines[2], ==, "invalid");
  for (guint i = 0; i < 4; i += 3)
    sudoku_test_cli_assert_line_solves (inputs[i], lines[i], &standard);
}

static void
test_count_unique (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "examples", "hard-matrix.txt", NULL);
  g_autofree char *set = g_test_build_filename (G_TEST_DIST, "data", "sets", "unbiased-100.txt", NULL);
  g_auto(SudokuTestRun) result = { 0 };
  g_auto(GStrv) lines = NULL;
  SkGrid known, solution;

  sudoku_test_readme_solution ("hard-matrix.txt", &known);
  sudoku_test_run_cli (NULL, &result, "--count", path, NULL);
  g_assert_cmpint (result.status, ==, 0);
  lines = sudoku_test_split_lines (result.out);
  g_assert_cmpuint (g_strv_length (lines), ==, 12);
  sudoku_test_cli_parse_grid (lines, &solution);
  g_assert_cmpmem (solution.cell, SK_CELLS, known.cell, SK_CELLS);
  g_assert_cmpstr (lines[11], ==, "unique");

  /* The unbiased set was drawn from proper puzzles: every one is unique. */
  sudoku_test_run_clear (&result);
  sudoku_test_run_cli (NULL, &result, "--count", set, NULL);
  g_assert_cmpint (result.status, ==, 0);
  sudoku_test_cli_assert_lines_solve (result.out, set, "unique");
}

static void
test_count_multiple (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "sets", "serg-multiple-50.txt", NULL);
  g_auto(SudokuTestRun) result = { 0 };

  sudoku_test_run_cli (NULL, &result, "--count", path, NULL);
  /* Several solutions is still solved. */
  g_assert_cmpint (result.status, ==, 0);
  sudoku_test_cli_assert_lines_solve (result.out, path, "multiple");

  /* Without --count the first solution is printed and nothing more. */
  sudoku_test_run_clear (&result);
  sudoku_test_run_cli (NULL, &result, path, NULL);
  g_assert_cmpint (result.status, ==, 0);
  sudoku_test_cli_assert_lines_solve (result.out, path, NULL);
}

static void
test_exit_missing_file (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("sudoku-cli-XXXXXX");
  g_autofree char *missing = g_build_filename (dir, "missing.txt", NULL);
  g_auto(SudokuTestRun) result = { 0 };

  sudoku_test_run_cli (NULL, &result, missing, NULL);
  sudoku_test_cli_assert_usage_error (&result);
  g_assert_nonnull (strstr (result.err, "missing.txt"));
  g_rmdir (dir);
}

static void
test_exit_bad_option (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "examples", "classic-line.txt", NULL);
  const char * const bad[] = {
    "--frobnicate",
    "--output=diagonal",
    "--jobs=-3",
    "--jobs=many",
    "--jobs",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto(SudokuTestRun) result = { 0 };

      sudoku_test_run_cli (NULL, &result, bad[i], path, NULL);
      sudoku_test_cli_assert_usage_error (&result);
      g_assert_nonnull (strstr (result.err, "--help"));
    }
}

/* A broken line stops the run, but what came before it is still printed. */
static void
test_exit_malformed_collection (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "cli", "malformed.txt", NULL);
  g_autofree char *text = sudoku_test_read_file (path, NULL);
  g_autofree char *where = g_strdup_printf ("sudoku-solve: %s:3:", path);
  g_auto(SudokuTestRun) result = { 0 };
  g_auto(GStrv) inputs = sudoku_test_split_lines (text);
  g_auto(GStrv) lines = NULL;
  SkLayout standard;

  sk_layout_init_standard (&standard);
  sudoku_test_run_cli (NULL, &result, path, NULL);
  g_assert_cmpint (result.status, ==, 2);
  g_assert_true (g_str_has_prefix (result.err, where));

  lines = sudoku_test_split_lines (result.out);
  g_assert_cmpuint (g_strv_length (lines), ==, 2);
  for (guint i = 0; i < 2; i++)
    sudoku_test_cli_assert_line_solves (inputs[i], lines[i], &standard);
}

static void
test_exit_malformed_matrix (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "cli", "malformed-matrix.txt", NULL);
  g_autofree char *where = g_strdup_printf ("sudoku-solve: %s:5:", path);
  g_auto(SudokuTestRun) result = { 0 };

  sudoku_test_run_cli (NULL, &result, path, NULL);
  sudoku_test_cli_assert_usage_error (&result);
  g_assert_true (g_str_has_prefix (result.err, where));
}

/* A second file that cannot be opened ends the run after the first is solved. */
static void
test_exit_missing_second_file (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "examples", "classic-line.txt", NULL);
  g_autofree char *dir = sudoku_test_make_temp_dir ("sudoku-cli-XXXXXX");
  g_autofree char *missing = g_build_filename (dir, "missing.txt", NULL);
  g_auto(SudokuTestRun) result = { 0 };
  g_auto(GStrv) lines = NULL;
  SkGrid known, solution;

  sudoku_test_readme_solution ("classic-line.txt", &known);
  sudoku_test_run_cli (NULL, &result, "--output=line", path, missing, NULL);
  g_assert_cmpint (result.status, ==, 2);
  g_assert_true (g_str_has_prefix (result.err, "sudoku-solve: "));
  lines = sudoku_test_split_lines (result.out);
  g_assert_cmpuint (g_strv_length (lines), ==, 1);
  sudoku_test_grid_from_text (lines[0], &solution);
  g_assert_cmpmem (solution.cell, SK_CELLS, known.cell, SK_CELLS);
  g_rmdir (dir);
}

static void
test_exit_empty_input (void)
{
  g_auto(SudokuTestRun) result = { 0 };

  sudoku_test_run_cli ("", &result, NULL);
  sudoku_test_cli_assert_usage_error (&result);
}

static void
test_stdin_implicit (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "examples", "matrix-zeros.txt", NULL);
  g_autofree char *text = sudoku_test_read_file (path, NULL);
  g_auto(SudokuTestRun) result = { 0 };
  g_auto(GStrv) lines = NULL;
  SkGrid known, solution;

  sudoku_test_readme_solution ("matrix-zeros.txt", &known);
  sudoku_test_run_cli (text, &result, NULL);
  g_assert_cmpint (result.status, ==, 0);
  lines = sudoku_test_split_lines (result.out);
  g_assert_cmpuint (g_strv_length (lines), ==, 11);
  sudoku_test_cli_parse_grid (lines, &solution);
  g_assert_cmpmem (solution.cell, SK_CELLS, known.cell, SK_CELLS);
}

/* "-" reads standard input among other files, and errors name it. */
static void
test_stdin_dash (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "examples", "classic-line.txt", NULL);
  g_autofree char *set = g_test_build_filename (G_TEST_DIST, "data", "sets", "unbiased-100.txt", NULL);
  g_autofree char *text = sudoku_test_read_file (set, NULL);
  g_auto(SudokuTestRun) result = { 0 };
  g_auto(GStrv) lines = NULL;
  g_autofree char *joined = NULL;
  g_autofree char *rest = NULL;
  SkGrid known, solution;

  sudoku_test_readme_solution ("classic-line.txt", &known);
  sudoku_test_run_cli (text, &result, path, "-", NULL);
  g_assert_cmpint (result.status, ==, 0);
  lines = sudoku_test_split_lines (result.out);
  g_assert_cmpuint (g_strv_length (lines), ==, 101);
  sudoku_test_grid_from_text (lines[0], &solution);
  g_assert_cmpmem (solution.cell, SK_CELLS, known.cell, SK_CELLS);
  joined = g_strjoinv ("\n", lines + 1);
  rest = g_strconcat (joined, "\n", NULL);
  sudoku_test_cli_assert_lines_solve (rest, set, NULL);

  sudoku_test_run_clear (&result);
  sudoku_test_run_cli ("not a puzzle\n", &result, "-", NULL);
  sudoku_test_cli_assert_usage_error (&result);
  g_assert_true (g_str_has_prefix (result.err, "sudoku-solve: <stdin>:1:"));
}

static void
test_version (void)
{
  g_auto(SudokuTestRun) result = { 0 };

  sudoku_test_run_cli (NULL, &result, "--version", NULL);
  g_assert_cmpint (result.status, ==, 0);
  g_assert_cmpstr (result.out, ==, "sudoku-solve " PACKAGE_VERSION "\n");
  g_assert_cmpstr (result.err, ==, "");
}

/* Whatever the command prints on standard output, a write error ends it with
 * status 2 and one message on standard error, never with status 0. */
static void
test_exit_output_unwritable (void)
{
  static const char puzzle[] =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n";
  /* The first four end without reading standard input: they get none, since
   * writing it to a closed pipe would kill the test with SIGPIPE. */
  static const char * const runs[][4] = {
    { "--version", NULL },
    { "--help", NULL },
    { "--help-all", NULL },
    { "--list-layouts", NULL },
    { NULL },
    { "--output=line", "--count", NULL },
    { "--candidates", NULL },
    { "--rate", NULL },
    { "--explain", NULL },
    { "--compare", NULL },
  };

  if (!g_file_test ("/dev/full", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no /dev/full");
      return;
    }

  for (guint i = 0; i < G_N_ELEMENTS (runs); i++)
    {
      g_auto(SudokuTestRun) result = { 0 };

      g_test_message ("sudoku-solve %s > /dev/full", runs[i][0] != NULL ? runs[i][0] : "");
      sudoku_test_run_cliv_to ("/dev/full", i < 4 ? NULL : puzzle, runs[i], &result);
      g_assert_cmpint (result.status, ==, 2);
      g_assert_null (result.out);
      g_assert_cmpstr (result.err, ==,
                       "sudoku-solve: cannot write the output: No space left on device\n");
    }
}

/* A grid of givens with exactly @target clashes by the engine's count, filled
 * greedily digit by digit in reading order. */
static void
grid_with_clashes (int     target,
                   SkGrid *grid)
{
  SkClash clashes[SK_UNITS * SK_SIZE * (SK_SIZE - 1) / 2];
  SkLayout standard;
  int n = 0;

  sk_layout_init_standard (&standard);
  memset (grid, 0, sizeof *grid);
  for (int digit = 1; digit <= SK_SIZE && n < target; digit++)
    for (int cell = 0; cell < SK_CELLS && n < target; cell++)
      {
        int m;

        if (grid->cell[cell] != 0)
          continue;
        grid->cell[cell] = (uint8_t) digit;
        m = sk_grid_find_clashes (grid, &standard, clashes, G_N_ELEMENTS (clashes));
        if (m > target)
          grid->cell[cell] = 0;
        else
          n = m;
      }
  g_assert_cmpint (n, ==, target);
}

/* The first 81 clashes, in the engine's order, then, when there are more, a
 * line "… and N more clashes" with the same FILE:LINE: prefix. */
static void
assert_clash_list (const SkGrid *givens,
                   int           n_clashes)
{
  static const char * const kind_names[] = { "row", "column", "region" };
  static const char * const modes[][2] = { { NULL }, { "--rate", NULL }, { "--explain", NULL } };
  SkClash clashes[SK_UNITS * SK_SIZE * (SK_SIZE - 1) / 2];
  g_autoptr(GString) expected = g_string_new (NULL);
  char line[SK_CELLS + 2];
  SkLayout standard;
  int n;

  sk_layout_init_standard (&standard);
  n = sk_grid_find_clashes (givens, &standard, clashes, G_N_ELEMENTS (clashes));
  g_assert_cmpint (n, ==, n_clashes);
  for (int i = 0; i < MIN (n, 81); i++)
    g_string_append_printf (expected, "<stdin>:1: %s %d has two %ds (r%dc%d, r%dc%d)\n",
                            kind_names[clashes[i].kind], clashes[i].number + 1, clashes[i].digit,
                            sk_cell_row (clashes[i].cells[0]) + 1,
                            sk_cell_column (clashes[i].cells[0]) + 1,
                            sk_cell_row (clashes[i].cells[1]) + 1,
                            sk_cell_column (clashes[i].cells[1]) + 1);
  if (n == 82)
    g_string_append (expected, "<stdin>:1: … and 1 more clash\n");
  else if (n > 82)
    g_string_append_printf (expected, "<stdin>:1: … and %d more clashes\n", n - 81);

  sk_text_format_line (givens, line);
  line[SK_CELLS] = '\n';
  line[SK_CELLS + 1] = '\0';
  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      g_auto(SudokuTestRun) result = { 0 };

      sudoku_test_run_cliv (line, modes[i], &result);
      g_assert_cmpint (result.status, ==, 1);
      g_assert_cmpstr (result.out, ==, i == 2 ? "invalid\n\n" : "invalid\n");
      g_assert_cmpstr (result.err, ==, expected->str);
    }
}

static void
test_result_clash_list_cut (void)
{
  SkGrid givens;

  grid_with_clashes (81, &givens);
  assert_clash_list (&givens, 81);
  grid_with_clashes (82, &givens);
  assert_clash_list (&givens, 82);
  /* Every unit full of 1s: 27 units of 36 pairs, the most there can be. */
  memset (givens.cell, 1, SK_CELLS);
  assert_clash_list (&givens, 972);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/grid/line-example", test_grid_line_example);
  g_test_add_func ("/cli/grid/matrix-example", test_grid_matrix_example);
  g_test_add_func ("/cli/grid/several", test_grid_several);
  g_test_add_func ("/cli/line/single", test_line_single);
  g_test_add_func ("/cli/line/collection", test_line_collection);
  g_test_add_func ("/cli/line/jigsaw-collection", test_line_jigsaw_collection);
  g_test_add_func ("/cli/result/none", test_result_none);
  g_test_add_func ("/cli/result/invalid", test_result_invalid);
  g_test_add_func ("/cli/result/mixed", test_result_mixed);
  g_test_add_func ("/cli/result/clash-list-cut", test_result_clash_list_cut);
  g_test_add_func ("/cli/count/unique", test_count_unique);
  g_test_add_func ("/cli/count/multiple", test_count_multiple);
  g_test_add_func ("/cli/exit/missing-file", test_exit_missing_file);
  g_test_add_func ("/cli/exit/bad-option", test_exit_bad_option);
  g_test_add_func ("/cli/exit/malformed-collection", test_exit_malformed_collection);
  g_test_add_func ("/cli/exit/malformed-matrix", test_exit_malformed_matrix);
  g_test_add_func ("/cli/exit/missing-second-file", test_exit_missing_second_file);
  g_test_add_func ("/cli/exit/empty-input", test_exit_empty_input);
  g_test_add_func ("/cli/exit/output-unwritable", test_exit_output_unwritable);
  g_test_add_func ("/cli/stdin/implicit", test_stdin_implicit);
  g_test_add_func ("/cli/stdin/dash", test_stdin_dash);
  g_test_add_func ("/cli/version", test_version);

  return sudoku_test_cli_run_tests ();
}
