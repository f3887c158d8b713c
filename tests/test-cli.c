/* test-cli.c: the sudoku-solve command, run as a subprocess
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Answers are never compared with stored output: every printed solution is
 * checked against its givens with the engine's rules, and known solutions come
 * from the example files' own documentation.
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

/* XDG_DATA_HOME of every run: empty unless a test writes layouts into it. */
static char *data_home;

/* The givens of a puzzle file: the first 81 cells of a line file, or the digits
 * of a whitespace-separated matrix. */
static void
read_givens (const char *path,
             SkGrid     *grid)
{
  g_autofree char *text = sudoku_test_read_file (path, NULL);

  if (strchr (text, ' ') == NULL || strchr (text, ' ') - text >= SK_CELLS)
    g_assert_true (sk_text_parse_line (text, SK_CELLS, grid));
  else
    sudoku_test_grid_from_matrix (text, grid);
}

/* Checks that @lines start with one grid as the command prints it: three bands
 * of three rows of nine space-separated digits, with blank lines between bands. */
static void
parse_grid (char  **lines,
            SkGrid *grid)
{
  int n = 0;

  for (int i = 0; i < 11; i++)
    {
      const char *line = lines[i];

      g_assert_nonnull (line);
      if (i == 3 || i == 7)
        {
          g_assert_cmpstr (line, ==, "");
          continue;
        }

      g_assert_cmpuint (strlen (line), ==, 2 * SK_SIZE - 1);
      for (int col = 0; col < SK_SIZE; col++)
        {
          g_assert_true (line[2 * col] >= '1' && line[2 * col] <= '9');
          if (col < SK_SIZE - 1)
            g_assert_cmpint (line[2 * col + 1], ==, ' ');
          grid->cell[n++] = (uint8_t) (line[2 * col] - '0');
        }
    }
}

/* Checks that the 81-cell line @output solves the 81-cell line of givens
 * @input on @layout. */
static void
assert_line_solves (const char     *input,
                    const char     *output,
                    const SkLayout *layout)
{
  SkGrid givens, solution;

  sudoku_test_grid_from_text (input, &givens);
  sudoku_test_grid_from_text (output, &solution);
  g_assert_true (sk_grid_is_solution_of (&solution, &givens, layout));
}

/* Checks that every line of @out solves the puzzle on the same line of
 * @input_path (givens, then optionally region symbols after a space). With
 * @suffix, each solution is followed by it after a space. */
static void
assert_lines_solve (const char *out,
                    const char *input_path,
                    const char *suffix)
{
  g_autofree char *text = sudoku_test_read_file (input_path, NULL);
  g_auto(GStrv) inputs = sudoku_test_split_lines (text);
  g_auto(GStrv) lines = sudoku_test_split_lines (out);

  g_assert_cmpuint (g_strv_length (lines), ==, g_strv_length (inputs));
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = g_strsplit (inputs[i], " ", -1);
      g_autofree char *solution_text = g_strndup (lines[i], SK_CELLS);
      SkLayout layout;

      if (fields[1] != NULL)
        sudoku_test_layout_from_map (fields[1], &layout);
      else
        sk_layout_init_standard (&layout);
      assert_line_solves (fields[0], solution_text, &layout);

      if (suffix != NULL)
        {
          g_assert_cmpint (lines[i][SK_CELLS], ==, ' ');
          g_assert_cmpstr (lines[i] + SK_CELLS + 1, ==, suffix);
        }
      else
        g_assert_cmpuint (strlen (lines[i]), ==, SK_CELLS);
    }
}

static void
assert_example_grid (const char *file_name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "examples", file_name, NULL);
  g_auto(SudokuTestRun) result = { 0 };
  g_auto(GStrv) lines = NULL;
  SkLayout standard;
  SkGrid givens, solution, known;

  sk_layout_init_standard (&standard);
  read_givens (path, &givens);
  sudoku_test_readme_solution (file_name, &known);

  sudoku_test_run_cli (NULL, &result, path, NULL);
  g_assert_cmpint (result.status, ==, 0);
  g_assert_cmpstr (result.err, ==, "");

  lines = sudoku_test_split_lines (result.out);
  g_assert_cmpuint (g_strv_length (lines), ==, 11);
  parse_grid (lines, &solution);
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
  parse_grid (lines, &grid);
  g_assert_cmpmem (grid.cell, SK_CELLS, known_a.cell, SK_CELLS);
  g_assert_cmpstr (lines[11], ==, "");
  parse_grid (lines + 12, &grid);
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
  assert_lines_solve (result.out, path, NULL);
}

static void
test_line_jigsaw_collection (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "sets", "jigsaw-solo-100.txt", NULL);
  g_auto(SudokuTestRun) result = { 0 };

  sudoku_test_run_cli (NULL, &result, path, NULL);
  g_assert_cmpint (result.status, ==, 0);
  assert_lines_solve (result.out, path, NULL);
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
  read_givens (path, &givens);
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
  read_givens (path, &givens);
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
    assert_line_solves (inputs[i], lines[i], &standard);
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
  parse_grid (lines, &solution);
  g_assert_cmpmem (solution.cell, SK_CELLS, known.cell, SK_CELLS);
  g_assert_cmpstr (lines[11], ==, "unique");

  /* The unbiased set was drawn from proper puzzles: every one is unique. */
  sudoku_test_run_clear (&result);
  sudoku_test_run_cli (NULL, &result, "--count", set, NULL);
  g_assert_cmpint (result.status, ==, 0);
  assert_lines_solve (result.out, set, "unique");
}

static void
test_count_multiple (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "sets", "serg-multiple-50.txt", NULL);
  g_auto(SudokuTestRun) result = { 0 };

  sudoku_test_run_cli (NULL, &result, "--count", path, NULL);
  /* Several solutions is still solved. */
  g_assert_cmpint (result.status, ==, 0);
  assert_lines_solve (result.out, path, "multiple");

  /* Without --count the first solution is printed and nothing more. */
  sudoku_test_run_clear (&result);
  sudoku_test_run_cli (NULL, &result, path, NULL);
  g_assert_cmpint (result.status, ==, 0);
  assert_lines_solve (result.out, path, NULL);
}

static void
assert_usage_error (SudokuTestRun *result)
{
  g_assert_cmpint (result->status, ==, 2);
  g_assert_cmpstr (result->out, ==, "");
  g_assert_true (g_str_has_prefix (result->err, "sudoku-solve: "));
}

static void
test_exit_missing_file (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("sudoku-cli-XXXXXX");
  g_autofree char *missing = g_build_filename (dir, "missing.txt", NULL);
  g_auto(SudokuTestRun) result = { 0 };

  sudoku_test_run_cli (NULL, &result, missing, NULL);
  assert_usage_error (&result);
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
      assert_usage_error (&result);
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
    assert_line_solves (inputs[i], lines[i], &standard);
}

static void
test_exit_malformed_matrix (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "cli", "malformed-matrix.txt", NULL);
  g_autofree char *where = g_strdup_printf ("sudoku-solve: %s:5:", path);
  g_auto(SudokuTestRun) result = { 0 };

  sudoku_test_run_cli (NULL, &result, path, NULL);
  assert_usage_error (&result);
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
  assert_usage_error (&result);
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
  parse_grid (lines, &solution);
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
  assert_lines_solve (rest, set, NULL);

  sudoku_test_run_clear (&result);
  sudoku_test_run_cli ("not a puzzle\n", &result, "-", NULL);
  assert_usage_error (&result);
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

/* The jigsaw example, split into a file of givens and a layout file, solves to
 * the solution its comment line gives. */
static void
assert_jigsaw_solved (const char *layout_path)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "cli", "jigsaw-givens.txt", NULL);
  g_autofree char *layout_arg = g_strconcat ("--layout=", layout_path, NULL);
  g_auto(SudokuTestRun) result = { 0 };
  g_auto(GStrv) lines = NULL;
  SkLayout layout, standard;
  SkGrid givens, known, solution;

  sudoku_test_jigsaw_example (NULL, NULL, &layout, &known);
  sk_layout_init_standard (&standard);
  read_givens (path, &givens);

  sudoku_test_run_cli (NULL, &result, "--output=line", layout_arg, path, NULL);
  g_assert_cmpint (result.status, ==, 0);
  g_assert_cmpstr (result.err, ==, "");
  lines = sudoku_test_split_lines (result.out);
  g_assert_cmpuint (g_strv_length (lines), ==, 1);
  sudoku_test_grid_from_text (lines[0], &solution);
  g_assert_true (sk_grid_is_solution_of (&solution, &givens, &layout));
  g_assert_false (sk_grid_is_solution_of (&solution, &givens, &standard));
  g_assert_cmpmem (solution.cell, SK_CELLS, known.cell, SK_CELLS);
}

static void
test_layout_key_file (void)
{
  g_autofree char *layout_path = g_test_build_filename (G_TEST_DIST, "data", "cli", "jigsaw.layout", NULL);

  assert_jigsaw_solved (layout_path);
}

/* A user layout, in $XDG_DATA_HOME/sudoku-solver/layouts, by id or by name. */
static void
test_layout_by_name (void)
{
  g_autofree char *folder = g_build_filename (data_home, "sudoku-solver", "layouts", NULL);
  g_autofree char *path = g_build_filename (folder, "mine.layout", NULL);
  g_autofree char *text = NULL;
  char symbols[SK_CELLS + 1];
  SkLayout layout;

  sudoku_test_jigsaw_example (NULL, NULL, &layout, NULL);
  sk_layout_to_symbols (&layout, symbols);
  text = g_strdup_printf ("[Layout]\nName=My Jigsaw\nRegions=%s\n", symbols);
  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  sudoku_test_write_file (path, text, -1);

  assert_jigsaw_solved ("mine");
  assert_jigsaw_solved ("my JIGSAW");

  g_assert_cmpint (g_unlink (path), ==, 0);
}

static void
test_layout_unknown_name (void)
{
  g_auto(SudokuTestRun) result = { 0 };

  sudoku_test_run_cli ("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n",
           &result, "--layout=no-such-layout", NULL);
  g_assert_cmpint (result.status, ==, 2);
  g_assert_cmpstr (result.out, ==, "");
  g_assert_cmpstr (result.err, ==,
                   "sudoku-solve: no-such-layout: no such file, and no layout of that name "
                   "(see --list-layouts)\n");
}

/* An empty --layout is neither a file nor a name: said plainly, not as an
 * attempt to read the current directory. */
static void
test_layout_empty_name (void)
{
  static const char * const forms[][3] = {
    { "--layout=", NULL, NULL },
    { "--layout", "", NULL },
    { "-l", "", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (forms); i++)
    {
      g_auto(SudokuTestRun) result = { 0 };

      /* No input: the command ends before reading it, and writing it to a
       * closed pipe would kill the test with SIGPIPE. */
      sudoku_test_run_cliv (NULL, forms[i], &result);
      g_assert_cmpint (result.status, ==, 2);
      g_assert_cmpstr (result.out, ==, "");
      g_assert_cmpstr (result.err, ==,
                       "sudoku-solve: the layout name is empty "
                       "(give a layout file, or a name from --list-layouts)\n");
    }
}

/* Every shipped layout, by id, the standard boxes first; then the user's. */
static void
test_list_layouts (void)
{
  g_autofree char *shipped = g_build_filename (SOURCE_DATADIR, "layouts", NULL);
  g_autofree char *folder = g_build_filename (data_home, "sudoku-solver", "layouts", NULL);
  g_autofree char *path = g_build_filename (folder, "zz-mine.layout", NULL);
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GHashTable) listed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_auto(SudokuTestRun) result = { 0 };
  g_auto(GStrv) lines = NULL;
  const char *name;
  guint n_shipped = 0;
  guint n;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  sudoku_test_write_file (path, "[Layout]\nName=Mine\nRegions=" SUDOKU_TEST_ROWS_MAP "\n", -1);

  sudoku_test_run_cli (NULL, &result, "--list-layouts", NULL);
  g_assert_cmpint (result.status, ==, 0);
  g_assert_cmpstr (result.err, ==, "");
  lines = sudoku_test_split_lines (result.out);
  n = g_strv_length (lines);
  for (guint i = 0; i < n; i++)
    {
      g_auto(GStrv) words = g_strsplit_set (lines[i], " ", 2);

      g_assert_nonnull (words[1]);
      g_assert_true (g_hash_table_add (listed, g_strdup (words[0])));
      g_assert_cmpstr (g_strstrip (words[1]), !=, "");
    }
  g_assert_true (g_str_has_prefix (lines[0], "standard "));
  g_assert_true (g_str_has_prefix (lines[n - 1], "zz-mine "));
  g_assert_true (g_str_has_suffix (lines[n - 1], "  Mine (yours)"));

  dir = g_dir_open (shipped, 0, NULL);
  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".layout"))
      {
        g_autofree char *id = g_strndup (name, strlen (name) - strlen (".layout"));

        g_assert_true (g_hash_table_contains (listed, id));
        n_shipped++;
      }
  g_assert_cmpuint (n_shipped, >=, 12);
  g_assert_cmpuint (n, ==, n_shipped + 1);

  g_assert_cmpint (g_unlink (path), ==, 0);
}

static void
test_layout_region_map (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("sudoku-cli-XXXXXX");
  g_autofree char *map_path = NULL;
  SkLayout layout;
  SkGrid known;
  char symbols[SK_CELLS + 1];
  g_autofree char *text = NULL;

  sudoku_test_jigsaw_example (NULL, NULL, &layout, &known);
  sk_layout_to_symbols (&layout, symbols);

  /* One line of 81 symbols. */
  map_path = g_build_filename (dir, "one-line.txt", NULL);
  text = g_strconcat (symbols, "\n", NULL);
  sudoku_test_write_file (map_path, text, -1);
  assert_jigsaw_solved (map_path);
  g_unlink (map_path);
  g_clear_pointer (&map_path, g_free);
  g_clear_pointer (&text, g_free);

  /* Nine lines of nine. */
  map_path = g_build_filename (dir, "nine-lines.txt", NULL);
  {
    g_autoptr(GString) rows = g_string_new (NULL);

    for (int row = 0; row < SK_SIZE; row++)
      {
        g_string_append_len (rows, symbols + row * SK_SIZE, SK_SIZE);
        g_string_append_c (rows, '\n');
      }
    sudoku_test_write_file (map_path, rows->str, -1);
  }
  assert_jigsaw_solved (map_path);
  g_unlink (map_path);
  g_rmdir (dir);
}

/* Puzzles that carry their own regions keep them under --layout. */
static void
test_layout_own_regions_kept (void)
{
  g_autofree char *layout_path = g_test_build_filename (G_TEST_DIST, "data", "cli", "jigsaw.layout", NULL);
  g_autofree char *layout_arg = g_strconcat ("--layout=", layout_path, NULL);
  g_autofree char *standard_set = g_test_build_filename (G_TEST_DIST, "data", "sets", "standard-solo-100.txt", NULL);
  g_autofree char *jigsaw_set = g_test_build_filename (G_TEST_DIST, "data", "sets", "jigsaw-solo-100.txt", NULL);
  g_auto(SudokuTestRun) result = { 0 };

  sudoku_test_run_cli (NULL, &result, layout_arg, standard_set, NULL);
  g_assert_cmpint (result.status, ==, 0);
  assert_lines_solve (result.out, standard_set, NULL);

  sudoku_test_run_clear (&result);
  sudoku_test_run_cli (NULL, &result, layout_arg, jigsaw_set, NULL);
  g_assert_cmpint (result.status, ==, 0);
  assert_lines_solve (result.out, jigsaw_set, NULL);
}

/* r1c1 and r2c6 hold the same digit in the classic example's solution, so
 * swapping them between the first two boxes leaves that solution valid while
 * both regions fall apart in two pieces: a warning, but still solved. */
static void
test_layout_disconnected (void)
{
  g_autofree char *layout_path = g_test_build_filename (G_TEST_DIST, "data", "cli", "disconnected-regions.txt", NULL);
  g_autofree char *layout_arg = g_strconcat ("--layout=", layout_path, NULL);
  g_autofree char *puzzle = g_test_build_filename (G_TEST_DIST, "data", "examples", "classic-line.txt", NULL);
  g_autofree char *text = sudoku_test_read_file (layout_path, NULL);
  g_autoptr(GString) symbols = g_string_new (NULL);
  g_auto(SudokuTestRun) result = { 0 };
  g_auto(GStrv) lines = NULL;
  SkLayout layout;
  SkGrid givens, solution;

  for (const char *p = text; *p != '\0'; p++)
    if (*p != '\n')
      g_string_append_c (symbols, *p);
  sudoku_test_layout_from_map (symbols->str, &layout);
  g_assert_cmpint (sk_layout_find_disconnected (&layout), >=, 0);
  read_givens (puzzle, &givens);

  sudoku_test_run_cli (NULL, &result, "--output=line", layout_arg, puzzle, NULL);
  g_assert_cmpint (result.status, ==, 0);
  g_assert_true (g_str_has_prefix (result.err, "sudoku-solve: warning: "));
  g_assert_nonnull (strstr (result.err, "not connected"));
  lines = sudoku_test_split_lines (result.out);
  g_assert_cmpuint (g_strv_length (lines), ==, 1);
  sudoku_test_grid_from_text (lines[0], &solution);
  g_assert_true (sk_grid_is_solution_of (&solution, &givens, &layout));
}

static void
test_layout_bad_file (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("sudoku-cli-XXXXXX");
  g_autofree char *missing = g_build_filename (dir, "missing.layout", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.layout", NULL);
  g_autofree char *missing_arg = g_strconcat ("--layout=", missing, NULL);
  g_autofree char *bad_arg = g_strconcat ("--layout=", bad, NULL);
  g_autofree char *puzzle = g_test_build_filename (G_TEST_DIST, "data", "cli", "jigsaw-givens.txt", NULL);
  g_auto(SudokuTestRun) result = { 0 };

  sudoku_test_run_cli (NULL, &result, missing_arg, puzzle, NULL);
  assert_usage_error (&result);

  /* Ten regions: not a layout. */
  sudoku_test_write_file (bad, "[Layout]\nName=Bad\n"
                          "Regions=111222333;111222333;111222333;444555666;444555666;"
                          "444555666;777888999;777888999;77788899a\n", -1);
  sudoku_test_run_clear (&result);
  sudoku_test_run_cli (NULL, &result, bad_arg, puzzle, NULL);
  assert_usage_error (&result);
  g_assert_nonnull (strstr (result.err, "bad.layout"));

  g_unlink (bad);
  g_rmdir (dir);
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

static void
test_jobs_identical (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "sets", "top1465-100.txt", NULL);
  g_autofree char *mixed = g_test_build_filename (G_TEST_DIST, "data", "cli", "mixed.txt", NULL);
  g_auto(SudokuTestRun) one = { 0 };
  g_auto(SudokuTestRun) two = { 0 };
  g_auto(SudokuTestRun) many = { 0 };
  g_auto(SudokuTestRun) zero = { 0 };

  sudoku_test_run_cli (NULL, &one, "--jobs=1", path, NULL);
  sudoku_test_run_cli (NULL, &two, "--jobs=2", path, NULL);
  sudoku_test_run_cli (NULL, &zero, "--jobs=0", path, NULL);
  g_assert_cmpint (one.status, ==, 0);
  g_assert_cmpint (two.status, ==, 0);
  g_assert_cmpint (zero.status, ==, 0);
  assert_lines_solve (one.out, path, NULL);
  g_assert_cmpstr (two.out, ==, one.out);
  g_assert_cmpstr (zero.out, ==, one.out);
  sudoku_test_run_clear (&one);
  sudoku_test_run_clear (&two);

  /* More threads than puzzles, and than processors: capped, still in order. */
  sudoku_test_run_cli (NULL, &one, "--count", mixed, path, NULL);
  sudoku_test_run_cli (NULL, &many, "--count", "--jobs=1000", mixed, path, NULL);
  g_assert_cmpint (one.status, ==, 1);
  g_assert_cmpint (many.status, ==, 1);
  g_assert_cmpstr (many.out, ==, one.out);
  g_assert_cmpstr (many.err, ==, one.err);
}

/* One line per puzzle, in input order, whose status agrees with stdout. */
static void
test_stats (void)
{
  g_autofree char *set = g_test_build_filename (G_TEST_DIST, "data", "sets", "top1465-100.txt", NULL);
  g_autofree char *mixed = g_test_build_filename (G_TEST_DIST, "data", "cli", "mixed.txt", NULL);
  g_autoptr(GRegex) regex = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(SudokuTestRun) result = { 0 };
  g_auto(GStrv) out_lines = NULL;
  g_auto(GStrv) err_lines = NULL;
  guint n_set = 100;

  regex = g_regex_new ("^(.+):([0-9]+): (solved|no solution|invalid)(, unique|, multiple)?"
                       ", ([0-9]+) calls, depth ([0-9]+), ([0-9]+) guesses, [0-9]+\\.[0-9]{3} ms$",
                       0, 0, &error);
  g_assert_no_error (error);

  sudoku_test_run_cli (NULL, &result, "--stats", "--count", "--jobs=2", set, mixed, NULL);
  g_assert_cmpint (result.status, ==, 1);
  out_lines = sudoku_test_split_lines (result.out);
  err_lines = sudoku_test_split_lines (result.err);
  g_assert_cmpuint (g_strv_length (out_lines), ==, n_set + 4);

  /* The invalid puzzle of mixed.txt adds its explanation: skip that line. */
  for (guint i = 0, e = 0; out_lines[i] != NULL; i++, e++)
    {
      g_autoptr(GMatchInfo) match = NULL;
      g_autofree char *name = NULL;
      g_autofree char *line = NULL;
      g_autofree char *status = NULL;
      g_autofree char *calls = NULL;
      g_autofree char *depth = NULL;
      g_autofree char *guesses = NULL;
      g_autofree char *unique = NULL;

      if (g_str_equal (out_lines[i], "invalid"))
        {
          g_assert_nonnull (strstr (err_lines[e], "has two"));
          e++;
        }

      g_assert_nonnull (err_lines[e]);
      if (!g_regex_match (regex, err_lines[e], 0, &match))
        g_error ("not a statistics line: “%s”", err_lines[e]);

      name = g_match_info_fetch (match, 1);
      line = g_match_info_fetch (match, 2);
      status = g_match_info_fetch (match, 3);
      unique = g_match_info_fetch (match, 4);
      calls = g_match_info_fetch (match, 5);
      depth = g_match_info_fetch (match, 6);
      guesses = g_match_info_fetch (match, 7);

      g_assert_cmpstr (name, ==, i < n_set ? set : mixed);
      g_assert_cmpuint (g_ascii_strtoull (line, NULL, 10), ==, i < n_set ? i + 1 : i - n_set + 1);

      if (g_str_equal (out_lines[i], "none"))
        g_assert_cmpstr (status, ==, "no solution");
      else if (g_str_equal (out_lines[i], "invalid"))
        {
          g_assert_cmpstr (status, ==, "invalid");
          g_assert_cmpstr (calls, ==, "0");
        }
      else
        {
          g_assert_cmpstr (status, ==, "solved");
          g_assert_cmpstr (unique, ==, g_str_has_suffix (out_lines[i], " unique") ? ", unique" : ", multiple");
          g_assert_cmpuint (g_ascii_strtoull (calls, NULL, 10), >=, 1);
          /* One level per empty cell at most, and a guess needs a call. */
          g_assert_cmpuint (g_ascii_strtoull (depth, NULL, 10), <=, SK_CELLS + 1);
          g_assert_cmpuint (g_ascii_strtoull (guesses, NULL, 10), <=,
                            g_ascii_strtoull (calls, NULL, 10));
        }
    }
  g_assert_cmpuint (g_strv_length (err_lines), ==, n_set + 4 + 1);
}

/* A big collection streams through in order; run it on one and on several
 * threads so that batches are crossed both ways. */
static void
test_big_collection (void)
{
  const guint n_puzzles = 50000;
  g_autofree char *examples = g_test_build_filename (G_TEST_DIST, "data", "examples", "classic-line.txt", NULL);
  g_autofree char *set = g_test_build_filename (G_TEST_DIST, "data", "sets", "unbiased-100.txt", NULL);
  g_autofree char *classic = sudoku_test_read_file (examples, NULL);
  g_autofree char *set_text = sudoku_test_read_file (set, NULL);
  g_auto(GStrv) easy = sudoku_test_split_lines (set_text);
  g_autofree char *dir = sudoku_test_make_temp_dir ("sudoku-cli-XXXXXX");
  g_autofree char *path = NULL;
  g_autoptr(GString) input = g_string_new (NULL);
  g_auto(SudokuTestRun) one = { 0 };
  g_auto(SudokuTestRun) four = { 0 };
  gint64 start;

  g_strchomp (classic);
  for (guint i = 0; i < n_puzzles; i++)
    {
      g_string_append (input, i % 2 == 0 ? classic : easy[(i / 2) % 10]);
      g_string_append_c (input, '\n');
    }
  path = g_build_filename (dir, "big.txt", NULL);
  sudoku_test_write_file (path, input->str, input->len);

  start = g_get_monotonic_time ();
  sudoku_test_run_cli (NULL, &one, path, NULL);
  g_test_message ("%u puzzles on one thread: %.2f s", n_puzzles,
                  (g_get_monotonic_time () - start) / 1e6);
  g_assert_cmpint (one.status, ==, 0);
  g_assert_cmpstr (one.err, ==, "");
  assert_lines_solve (one.out, path, NULL);

  start = g_get_monotonic_time ();
  sudoku_test_run_cli (NULL, &four, "--jobs=4", path, NULL);
  g_test_message ("%u puzzles on four threads: %.2f s", n_puzzles,
                  (g_get_monotonic_time () - start) / 1e6);
  g_assert_cmpint (four.status, ==, 0);
  g_assert_true (g_str_equal (four.out, one.out));

  g_unlink (path);
  g_rmdir (dir);
}

/* ---- algorithms, comparison and candidates ---- */

static const char * const algorithm_names[] = { "backtrack", "tables", "propagate", "dlx" };

/* The first puzzle of 17-clue-100.txt: the plain searches need seconds for
 * it (tables over 480 million calls), the other two a fraction of a millisecond. */
static char *
slow_puzzle_line (void)
{
  g_autofree char *set = sudoku_test_read_data ("sets", "17-clue-100.txt", NULL);
  g_auto(GStrv) lines = sudoku_test_split_lines (set);

  return g_strconcat (lines[0], "\n", NULL);
}

/* Every algorithm prints the same answers: unique puzzles the same
 * solution, standard or jigsaw, and several solutions "multiple". */
static void
test_algorithm_each (void)
{
  g_autofree char *classic = g_test_build_filename (G_TEST_DIST, "data", "examples", "classic-line.txt", NULL);
  g_autofree char *hard = g_test_build_filename (G_TEST_DIST, "data", "examples", "hard-matrix.txt", NULL);
  g_autofree char *mixed = g_test_build_filename (G_TEST_DIST, "data", "cli", "mixed.txt", NULL);
  g_autofree char *standard_set = g_test_build_filename (G_TEST_DIST, "data", "sets", "standard-solo-100.txt", NULL);
  g_autofree char *serg = g_test_build_filename (G_TEST_DIST, "data", "sets", "serg-multiple-50.txt", NULL);
  g_autofree char *jigsaw_givens = g_test_build_filename (G_TEST_DIST, "data", "cli", "jigsaw-givens.txt", NULL);
  g_autofree char *jigsaw_layout = g_test_build_filename (G_TEST_DIST, "data", "cli", "jigsaw.layout", NULL);
  g_autofree char *layout_arg = g_strconcat ("--layout=", jigsaw_layout, NULL);
  g_auto(SudokuTestRun) reference = { 0 };
  SkGrid known_classic, known_hard, known_jigsaw, solution;

  sudoku_test_readme_solution ("classic-line.txt", &known_classic);
  sudoku_test_readme_solution ("hard-matrix.txt", &known_hard);
  sudoku_test_jigsaw_example (NULL, NULL, NULL, &known_jigsaw);

  sudoku_test_run_cli (NULL, &reference, "--count", mixed, standard_set, NULL);
  g_assert_cmpint (reference.status, ==, 1);

  for (guint i = 0; i < G_N_ELEMENTS (algorithm_names); i++)
    {
      g_autofree char *arg = g_strconcat ("--algorithm=", algorithm_names[i], NULL);
      g_auto(SudokuTestRun) result = { 0 };
      g_auto(GStrv) lines = NULL;

      sudoku_test_run_cli (NULL, &result, arg, "--count", "--output=line", classic, hard, NULL);
      g_assert_cmpint (result.status, ==, 0);
      g_assert_cmpstr (result.err, ==, "");
      lines = sudoku_test_split_lines (result.out);
      g_assert_cmpuint (g_strv_length (lines), ==, 2);
      g_assert_true (g_str_has_suffix (lines[0], " unique"));
      g_assert_true (g_str_has_suffix (lines[1], " unique"));
      lines[0][SK_CELLS] = lines[1][SK_CELLS] = '\0';
      sudoku_test_grid_from_text (lines[0], &solution);
      g_assert_cmpmem (solution.cell, SK_CELLS, known_classic.cell, SK_CELLS);
      sudoku_test_grid_from_text (lines[1], &solution);
      g_assert_cmpmem (solution.cell, SK_CELLS, known_hard.cell, SK_CELLS);
      g_clear_pointer (&lines, g_strfreev);

      /* Unique, unsolvable and invalid puzzles: word for word what propagate says. */
      sudoku_test_run_clear (&result);
      sudoku_test_run_cli (NULL, &result, arg, "--count", mixed, standard_set, NULL);
      g_assert_cmpint (result.status, ==, 1);
      g_assert_cmpstr (result.out, ==, reference.out);
      g_assert_cmpstr (result.err, ==, reference.err);

      sudoku_test_run_clear (&result);
      sudoku_test_run_cli (NULL, &result, arg, "--count", serg, NULL);
      g_assert_cmpint (result.status, ==, 0);
      assert_lines_solve (result.out, serg, "multiple");

      sudoku_test_run_clear (&result);
      sudoku_test_run_cli (NULL, &result, arg, "--output=line", layout_arg, jigsaw_givens, NULL);
      g_assert_cmpint (result.status, ==, 0);
      lines = sudoku_test_split_lines (result.out);
      g_assert_cmpuint (g_strv_length (lines), ==, 1);
      sudoku_test_grid_from_text (lines[0], &solution);
      g_assert_cmpmem (solution.cell, SK_CELLS, known_jigsaw.cell, SK_CELLS);
    }

  /* The short option. */
  {
    g_auto(SudokuTestRun) result = { 0 };

    sudoku_test_run_cli (NULL, &result, "-a", "dlx", "--count", mixed, standard_set, NULL);
    g_assert_cmpstr (result.out, ==, reference.out);
  }
}

static void
test_algorithm_unknown (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "examples", "classic-line.txt", NULL);
  const char * const bad[] = { "--algorithm=foo", "--algorithm=DLX", "--algorithm=", "--algorithm=all" };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto(SudokuTestRun) result = { 0 };

      sudoku_test_run_cli (NULL, &result, bad[i], path, NULL);
      assert_usage_error (&result);
      g_assert_nonnull (strstr (result.err, strchr (bad[i], '=') + 1));
      for (guint k = 0; k < G_N_ELEMENTS (algorithm_names); k++)
        {
          g_autofree char *quoted = g_strdup_printf ("“%s”", algorithm_names[k]);

          g_assert_nonnull (strstr (result.err, quoted));
        }
    }
}

/* backtrack and tables search the same tree: the same statistics line but
 * for the time; every algorithm prints one in the documented form. */
static void
test_algorithm_stats (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "sets", "serg-multiple-50.txt", NULL);
  g_autoptr(GRegex) regex = NULL;
  g_autoptr(GError) error = NULL;
  char *plain[2] = { NULL, NULL };

  regex = g_regex_new ("^(.+:[0-9]+: (solved|no solution|invalid)(, unique|, multiple)?"
                       ", [0-9]+ calls, depth [0-9]+, [0-9]+ guesses), [0-9]+\\.[0-9]{3} ms$",
                       0, 0, &error);
  g_assert_no_error (error);

  for (guint i = 0; i < G_N_ELEMENTS (algorithm_names); i++)
    {
      g_autofree char *arg = g_strconcat ("--algorithm=", algorithm_names[i], NULL);
      g_auto(SudokuTestRun) result = { 0 };
      g_auto(GStrv) lines = NULL;
      g_autoptr(GString) without_time = g_string_new (NULL);

      sudoku_test_run_cli (NULL, &result, arg, "--stats", "--count", path, NULL);
      g_assert_cmpint (result.status, ==, 0);
      lines = sudoku_test_split_lines (result.err);
      g_assert_cmpuint (g_strv_length (lines), ==, 50);
      for (guint l = 0; lines[l] != NULL; l++)
        {
          g_autoptr(GMatchInfo) match = NULL;
          g_autofree char *kept = NULL;

          if (!g_regex_match (regex, lines[l], 0, &match))
            g_error ("not a statistics line: “%s”", lines[l]);
          kept = g_match_info_fetch (match, 1);
          g_assert_nonnull (strstr (kept, ", multiple, "));
          g_string_append_printf (without_time, "%s\n", kept);
        }
      if (i < 2)
        plain[i] = g_string_free (g_steal_pointer (&without_time), FALSE);
    }

  g_assert_cmpstr (plain[0], ==, plain[1]);
  g_free (plain[0]);
  g_free (plain[1]);
}

/* One table of --compare: the name line, the header, four rows. */
typedef struct
{
  char    *name;
  char    *algorithm[4];
  guint64  calls[4];
  guint64  depth[4];
  guint64  guesses[4];
  guint64  updates[4];
  char    *result[4];
} CompareTable;

static void
compare_table_clear (CompareTable *table)
{
  g_free (table->name);
  for (guint k = 0; k < 4; k++)
    {
      g_free (table->algorithm[k]);
      g_free (table->result[k]);
    }
}

/* Parses the table starting at lines[*i] and moves *i past it. */
static void
parse_compare_table (char         **lines,
                     guint         *i,
                     CompareTable  *table)
{
  g_autoptr(GRegex) row = NULL;
  g_autoptr(GError) error = NULL;

  row = g_regex_new ("^([a-z]+) +[0-9]+\\.[0-9]{3} +([0-9]+) +([0-9]+) +([0-9]+) +([0-9]+)  ([a-z]+)$",
                     0, 0, &error);
  g_assert_no_error (error);

  g_assert_nonnull (lines[*i]);
  table->name = g_strdup (lines[(*i)++]);
  g_assert_cmpstr (lines[*i], ==,
                   "algorithm            ms          calls  depth        guesses        updates  result");
  (*i)++;
  for (guint k = 0; k < 4; k++)
    {
      g_autoptr(GMatchInfo) match = NULL;
      g_autofree char *calls = NULL, *depth = NULL, *guesses = NULL, *updates = NULL;

      g_assert_nonnull (lines[*i]);
      if (!g_regex_match (row, lines[*i], 0, &match))
        g_error ("not a row of the comparison: “%s”", lines[*i]);
      table->algorithm[k] = g_match_info_fetch (match, 1);
      calls = g_match_info_fetch (match, 2);
      depth = g_match_info_fetch (match, 3);
      guesses = g_match_info_fetch (match, 4);
      updates = g_match_info_fetch (match, 5);
      table->result[k] = g_match_info_fetch (match, 6);
      table->calls[k] = g_ascii_strtoull (calls, NULL, 10);
      table->depth[k] = g_ascii_strtoull (depth, NULL, 10);
      table->guesses[k] = g_ascii_strtoull (guesses, NULL, 10);
      table->updates[k] = g_ascii_strtoull (updates, NULL, 10);
      g_assert_cmpstr (table->algorithm[k], ==, algorithm_names[k]);
      (*i)++;
    }
}

/* What the rows of a finished comparison must show: one answer, the
 * statistics' shared meaning, the plain searches' shared tree. */
static void
assert_compare_table_sane (const CompareTable *table,
                           const char         *expected_name,
                           const char         *expected_result)
{
  g_assert_cmpstr (table->name, ==, expected_name);
  for (guint k = 0; k < 4; k++)
    {
      g_assert_cmpstr (table->result[k], ==, expected_result);
      if (g_str_equal (expected_result, "invalid"))
        {
          g_assert_cmpuint (table->calls[k] + table->depth[k] + table->guesses[k] + table->updates[k], ==, 0);
          continue;
        }
      g_assert_cmpuint (table->calls[k], >=, 1);
      g_assert_cmpuint (table->depth[k], <=, table->calls[k]);
      g_assert_cmpuint (table->guesses[k], <, table->calls[k]);
      if (k != 3)
        g_assert_cmpuint (table->updates[k], ==, 0);
    }
  g_assert_cmpuint (table->calls[0], ==, table->calls[1]);
  g_assert_cmpuint (table->depth[0], ==, table->depth[1]);
  g_assert_cmpuint (table->guesses[0], ==, table->guesses[1]);
  if (!g_str_equal (expected_result, "invalid"))
    g_assert_cmpuint (table->updates[3], >, 0);
}

static void
test_compare_table (void)
{
  g_autofree char *mixed = g_test_build_filename (G_TEST_DIST, "data", "cli", "mixed.txt", NULL);
  g_autofree char *hard = g_test_build_filename (G_TEST_DIST, "data", "examples", "hard-matrix.txt", NULL);
  g_autofree char *serg = g_test_build_filename (G_TEST_DIST, "data", "sets", "serg-multiple-50.txt", NULL);
  g_autofree char *expected_err = g_strdup_printf ("%s:3: column 5 has two 3s (r1c5, r9c5)\n", mixed);
  g_auto(SudokuTestRun) plain = { 0 };
  g_auto(SudokuTestRun) result = { 0 };
  g_auto(GStrv) words = NULL;
  g_auto(GStrv) lines = NULL;
  guint i = 0;

  /* The answers of mixed.txt, one word a puzzle, as the normal run gives them. */
  sudoku_test_run_cli (NULL, &plain, "--count", "--output=line", mixed, NULL);
  words = sudoku_test_split_lines (plain.out);
  g_assert_cmpuint (g_strv_length (words), ==, 4);
  for (guint p = 0; words[p] != NULL; p++)
    if (strlen (words[p]) > SK_CELLS)
      memmove (words[p], words[p] + SK_CELLS + 1, strlen (words[p] + SK_CELLS + 1) + 1);

  sudoku_test_run_cli (NULL, &result, "--compare", "--count", mixed, hard, NULL);
  g_assert_cmpint (result.status, ==, 1);
  g_assert_cmpstr (result.err, ==, expected_err);
  lines = sudoku_test_split_lines (result.out);
  for (guint p = 0; p < 5; p++)
    {
      CompareTable table = { 0 };
      g_autofree char *name = p < 4 ? g_strdup_printf ("%s:%u", mixed, p + 1)
                                    : g_strdup_printf ("%s:1", hard);

      if (p > 0)
        g_assert_cmpstr (lines[i++], ==, "");
      parse_compare_table (lines, &i, &table);
      assert_compare_table_sane (&table, name, p < 4 ? words[p] : "unique");
      compare_table_clear (&table);
    }
  g_assert_null (lines[i]);

  /* Without --count: "solved", and all solved means success. */
  sudoku_test_run_clear (&result);
  g_clear_pointer (&lines, g_strfreev);
  i = 0;
  sudoku_test_run_cli (NULL, &result, "--compare", hard, NULL);
  g_assert_cmpint (result.status, ==, 0);
  g_assert_cmpstr (result.err, ==, "");
  lines = sudoku_test_split_lines (result.out);
  {
    CompareTable table = { 0 };
    g_autofree char *name = g_strdup_printf ("%s:1", hard);

    parse_compare_table (lines, &i, &table);
    assert_compare_table_sane (&table, name, "solved");
    compare_table_clear (&table);
  }
  g_assert_null (lines[i]);

  /* Several solutions: "multiple" from every algorithm; --jobs keeps the order. */
  sudoku_test_run_clear (&result);
  g_clear_pointer (&lines, g_strfreev);
  i = 0;
  sudoku_test_run_cli (NULL, &result, "--compare", "--count", "--jobs=3", serg, NULL);
  g_assert_cmpint (result.status, ==, 0);
  lines = sudoku_test_split_lines (result.out);
  for (guint p = 0; p < 50; p++)
    {
      CompareTable table = { 0 };
      g_autofree char *name = g_strdup_printf ("%s:%u", serg, p + 1);

      if (p > 0)
        g_assert_cmpstr (lines[i++], ==, "");
      parse_compare_table (lines, &i, &table);
      assert_compare_table_sane (&table, name, "multiple");
      compare_table_clear (&table);
    }
  g_assert_null (lines[i]);
}

/* A time limit marks the plain searches "capped" on a puzzle they need
 * seconds for, in the table and on its own. */
static void
test_compare_capped (void)
{
  g_autofree char *puzzle = slow_puzzle_line ();
  g_auto(SudokuTestRun) result = { 0 };
  g_auto(GStrv) lines = NULL;
  CompareTable table = { 0 };
  guint i = 0;
  gint64 start;

  start = g_get_monotonic_time ();
  sudoku_test_run_cli (puzzle, &result, "--compare", "--count", "--time-limit=0.05", NULL);
  g_test_message ("compared in %.2f s", (g_get_monotonic_time () - start) / 1e6);
  g_assert_cmpint (result.status, ==, 1);
  g_assert_cmpstr (result.err, ==, "");
  lines = sudoku_test_split_lines (result.out);
  parse_compare_table (lines, &i, &table);
  g_assert_null (lines[i]);
  g_assert_cmpstr (table.name, ==, "<stdin>:1");
  g_assert_cmpstr (table.result[0], ==, "capped");
  g_assert_cmpstr (table.result[1], ==, "capped");
  g_assert_cmpstr (table.result[2], ==, "unique");
  g_assert_cmpstr (table.result[3], ==, "unique");
  compare_table_clear (&table);

  for (guint k = 0; k < 2; k++)
    {
      g_autofree char *arg = g_strconcat ("--algorithm=", algorithm_names[k], NULL);

      sudoku_test_run_clear (&result);
      sudoku_test_run_cli (puzzle, &result, arg, "--time-limit=0.05", "--stats", NULL);
      g_assert_cmpint (result.status, ==, 1);
      g_assert_cmpstr (result.out, ==, "capped\n");
      g_assert_true (g_str_has_prefix (result.err, "<stdin>:1: capped, "));
    }

  /* 0 is no limit at all; a generous one changes nothing. */
  sudoku_test_run_clear (&result);
  sudoku_test_run_cli (puzzle, &result, "--algorithm=dlx", "--time-limit=0", "--count", NULL);
  g_assert_cmpint (result.status, ==, 0);
  g_assert_true (g_str_has_suffix (result.out, "unique\n"));
  sudoku_test_run_clear (&result);
  sudoku_test_run_cli (puzzle, &result, "--time-limit=100", "--count", "-o", "line", NULL);
  g_assert_cmpint (result.status, ==, 0);
  g_assert_true (g_str_has_suffix (result.out, " unique\n"));
}

static void
test_time_limit_bad (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "examples", "classic-line.txt", NULL);
  const char * const bad[] = {
    "--time-limit=-1", "--time-limit=abc", "--time-limit=", "--time-limit=1,5",
    "--time-limit=nan", "--time-limit=1e99",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto(SudokuTestRun) result = { 0 };

      sudoku_test_run_cli (NULL, &result, "--compare", bad[i], path, NULL);
      assert_usage_error (&result);
      g_assert_nonnull (strstr (result.err, "--help"));
    }
}

/* Checks that lines[*i...] list "rRcC: d d" for every empty cell of @givens in
 * reading order, each with the digits no cell of its row, column or region
 * (of @map) holds, worked out here by brute force; moves *i past them. */
static void
assert_candidate_lines (char         **lines,
                        guint         *i,
                        const SkGrid  *givens,
                        const char    *map)
{
  int region[SK_CELLS];

  sudoku_test_canonical_regions (map, region);
  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      g_autoptr(GString) expected = NULL;

      if (givens->cell[cell] != 0)
        continue;

      expected = g_string_new (NULL);
      g_string_append_printf (expected, "r%dc%d:", cell / 9 + 1, cell % 9 + 1);
      for (int digit = 1; digit <= 9; digit++)
        {
          gboolean seen = FALSE;

          for (int other = 0; other < SK_CELLS && !seen; other++)
            seen = givens->cell[other] == digit &&
                   (other / 9 == cell / 9 || other % 9 == cell % 9 || region[other] == region[cell]);
          if (!seen)
            g_string_append_printf (expected, " %d", digit);
        }

      g_assert_nonnull (lines[*i]);
      g_assert_cmpstr (lines[*i], ==, expected->str);
      (*i)++;
    }
}

static void
test_candidates (void)
{
  g_autofree char *classic = g_test_build_filename (G_TEST_DIST, "data", "examples", "classic-line.txt", NULL);
  g_autofree char *hard = g_test_build_filename (G_TEST_DIST, "data", "examples", "hard-matrix.txt", NULL);
  g_autofree char *jigsaw = g_test_build_filename (G_TEST_DIST, "data", "examples", "jigsaw-line.txt", NULL);
  g_autofree char *none = g_test_build_filename (G_TEST_DIST, "data", "cli", "no-solution.txt", NULL);
  g_auto(SudokuTestRun) result = { 0 };
  g_auto(GStrv) lines = NULL;
  SkGrid classic_givens, hard_givens, jigsaw_givens, none_givens, known, solution;
  char jigsaw_map[SK_CELLS + 1];
  guint i = 0;

  read_givens (classic, &classic_givens);
  read_givens (hard, &hard_givens);
  read_givens (none, &none_givens);
  sudoku_test_jigsaw_example (&jigsaw_givens, jigsaw_map, NULL, &known);

  /* Line output: the candidates, then the solution line. */
  sudoku_test_run_cli (NULL, &result, "--candidates", "--output=line", classic, jigsaw, none, NULL);
  g_assert_cmpint (result.status, ==, 1);
  lines = sudoku_test_split_lines (result.out);
  assert_candidate_lines (lines, &i, &classic_givens, SUDOKU_TEST_STANDARD_MAP);
  sudoku_test_readme_solution ("classic-line.txt", &known);
  sudoku_test_grid_from_text (lines[i++], &solution);
  g_assert_cmpmem (solution.cell, SK_CELLS, known.cell, SK_CELLS);
  assert_candidate_lines (lines, &i, &jigsaw_givens, jigsaw_map);
  sudoku_test_jigsaw_example (NULL, NULL, NULL, &known);
  sudoku_test_grid_from_text (lines[i++], &solution);
  g_assert_cmpmem (solution.cell, SK_CELLS, known.cell, SK_CELLS);
  /* The unsolvable fixture has a cell where nothing fits: nothing after its colon. */
  g_assert_true (g_strv_contains ((const char * const *) lines, "r1c9:"));
  assert_candidate_lines (lines, &i, &none_givens, SUDOKU_TEST_STANDARD_MAP);
  g_assert_cmpstr (lines[i++], ==, "none");
  g_assert_null (lines[i]);

  /* Grid output: a blank line between puzzles, then candidates, then the grid. */
  sudoku_test_run_clear (&result);
  g_clear_pointer (&lines, g_strfreev);
  i = 0;
  sudoku_test_run_cli (NULL, &result, "--candidates", "--output=grid", classic, hard, NULL);
  g_assert_cmpint (result.status, ==, 0);
  lines = sudoku_test_split_lines (result.out);
  assert_candidate_lines (lines, &i, &classic_givens, SUDOKU_TEST_STANDARD_MAP);
  parse_grid (lines + i, &solution);
  i += 11;
  g_assert_cmpstr (lines[i++], ==, "");
  assert_candidate_lines (lines, &i, &hard_givens, SUDOKU_TEST_STANDARD_MAP);
  parse_grid (lines + i, &solution);
  sudoku_test_readme_solution ("hard-matrix.txt", &known);
  g_assert_cmpmem (solution.cell, SK_CELLS, known.cell, SK_CELLS);
  g_assert_null (lines[i + 11]);

  /* With --compare: the candidates, then the table. */
  sudoku_test_run_clear (&result);
  g_clear_pointer (&lines, g_strfreev);
  i = 0;
  sudoku_test_run_cli (NULL, &result, "--candidates", "--compare", hard, NULL);
  g_assert_cmpint (result.status, ==, 0);
  lines = sudoku_test_split_lines (result.out);
  assert_candidate_lines (lines, &i, &hard_givens, SUDOKU_TEST_STANDARD_MAP);
  {
    CompareTable table = { 0 };
    g_autofree char *name = g_strdup_printf ("%s:1", hard);

    parse_compare_table (lines, &i, &table);
    assert_compare_table_sane (&table, name, "solved");
    compare_table_clear (&table);
  }
  g_assert_null (lines[i]);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  data_home = sudoku_test_make_temp_dir ("sudoku-cli-data-XXXXXX");
  sudoku_test_cli_set_data_home (data_home);

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
  g_test_add_func ("/cli/layout/key-file", test_layout_key_file);
  g_test_add_func ("/cli/layout/region-map", test_layout_region_map);
  g_test_add_func ("/cli/layout/by-name", test_layout_by_name);
  g_test_add_func ("/cli/layout/unknown-name", test_layout_unknown_name);
  g_test_add_func ("/cli/layout/empty-name", test_layout_empty_name);
  g_test_add_func ("/cli/layout/list", test_list_layouts);
  g_test_add_func ("/cli/layout/own-regions-kept", test_layout_own_regions_kept);
  g_test_add_func ("/cli/layout/disconnected", test_layout_disconnected);
  g_test_add_func ("/cli/layout/bad-file", test_layout_bad_file);
  g_test_add_func ("/cli/jobs/identical", test_jobs_identical);
  g_test_add_func ("/cli/stats/lines", test_stats);
  g_test_add_func ("/cli/big/collection", test_big_collection);
  g_test_add_func ("/cli/algorithm/each", test_algorithm_each);
  g_test_add_func ("/cli/algorithm/unknown", test_algorithm_unknown);
  g_test_add_func ("/cli/algorithm/stats", test_algorithm_stats);
  g_test_add_func ("/cli/compare/table", test_compare_table);
  g_test_add_func ("/cli/compare/capped", test_compare_capped);
  g_test_add_func ("/cli/compare/bad-time-limit", test_time_limit_bad);
  g_test_add_func ("/cli/candidates/lines", test_candidates);

  status = g_test_run ();

  /* The layouts written in it were removed by their tests. */
  {
    g_autofree char *layouts = g_build_filename (data_home, "sudoku-solver", "layouts", NULL);
    g_autofree char *app = g_path_get_dirname (layouts);

    g_rmdir (layouts);
    g_rmdir (app);
    g_rmdir (data_home);
    g_clear_pointer (&data_home, g_free);
  }
  return status;
}
