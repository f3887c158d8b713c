/* test-cli-layouts.c: sudoku-solve with other regions: --layout by file, map or name, --list-layouts
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every printed solution is checked against its givens with the engine's
 * rules on the layout it was asked for, and the jigsaw example's solution
 * comes from its own comment line. The user's own layouts are those a test
 * writes into the runs' XDG_DATA_HOME, an empty temporary folder.
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "sk-grid.h"
#include "sk-layout.h"
#include "sudoku-test-cli.h"
#include "sudoku-test-util.h"

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
  sudoku_test_cli_read_givens (path, &givens);

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
  g_autofree char *folder = g_build_filename (sudoku_test_cli_get_data_home (), "sudoku-solver", "layouts", NULL);
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
  g_autofree char *folder = g_build_filename (sudoku_test_cli_get_data_home (), "sudoku-solver", "layouts", NULL);
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

/* A layout with extra houses ends with "  [extra: …]": its named sets by
 * name, then the number of its other houses; the others end as before. */
static void
test_list_layouts_extra (void)
{
  g_autofree char *shipped = g_build_filename (SOURCE_DATADIR, "layouts", NULL);
  g_autofree char *folder = g_build_filename (sudoku_test_cli_get_data_home (), "sudoku-solver", "layouts", NULL);
  g_autofree char *path = g_build_filename (folder, "zz-mine-x.layout", NULL);
  g_auto(SudokuTestRun) result = { 0 };
  g_auto(GStrv) lines = NULL;
  guint n_variants = 0;
  guint n;
  gsize width = 0;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  sudoku_test_write_file (path, "[Layout]\nName=Mine X\nRegions=" SUDOKU_TEST_STANDARD_MAP "\n"
                          "Extra=windows;r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r2c1 r2c9\n", -1);

  sudoku_test_run_cli (NULL, &result, "--list-layouts", NULL);
  g_assert_cmpint (result.status, ==, 0);
  g_assert_cmpstr (result.err, ==, "");
  lines = sudoku_test_split_lines (result.out);
  n = g_strv_length (lines);
  for (guint i = 0; i < n; i++)
    width = MAX (width, (gsize) (strchr (lines[i], ' ') - lines[i]));

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *id = g_strndup (lines[i], strchr (lines[i], ' ') - lines[i]);
      g_autofree char *file = g_strconcat (shipped, G_DIR_SEPARATOR_S, id, ".layout", NULL);
      g_autoptr(GKeyFile) key_file = g_key_file_new ();
      g_autofree char *extra = NULL;
      g_autofree char *name = NULL;
      g_autofree char *expected = NULL;

      if (strcmp (id, "zz-mine-x") == 0)
        continue;
      g_assert_true (g_key_file_load_from_file (key_file, file, G_KEY_FILE_NONE, NULL));
      name = g_key_file_get_string (key_file, "Layout", "Name", NULL);
      extra = g_key_file_get_string (key_file, "Layout", "Extra", NULL);
      /* The shipped variants each name one set. */
      expected = extra != NULL ? g_strdup_printf ("%-*s  %s  [extra: %s]", (int) width, id, name, extra)
                               : g_strdup_printf ("%-*s  %s", (int) width, id, name);
      g_assert_cmpstr (lines[i], ==, expected);
      n_variants += extra != NULL;
    }
  g_assert_cmpuint (n_variants, >=, 7);
  g_assert_cmpstr (lines[n - 1], ==, "zz-mine-x      Mine X (yours)  [extra: windows, 1 house]");

  g_assert_cmpint (g_unlink (path), ==, 0);
}

/* The first Sudoku-X of tests/data/variants (its answer checked by brute
 * force in test-sk-variants): every algorithm finds it with --layout=sudoku-x,
 * and --rate and --explain finish it. */
#define SUDOKU_X_PUZZLE ".83.69.2.2.5.3..............9...............8...1.......4.76..1...8.1...........3"
#define SUDOKU_X_SOLUTION "783469125215738694649512387198647532576923418432185976924376851367851249851294763"

static void
test_layout_variant_solves (void)
{
  const char *algorithms[] = { "propagate", "backtrack", "tables", "dlx" };
  g_auto(SudokuTestRun) rate = { 0 };
  g_auto(SudokuTestRun) explain = { 0 };
  g_auto(SudokuTestRun) plain = { 0 };
  g_auto(SudokuTestRun) clash = { 0 };
  g_autofree char *rating = NULL;
  g_auto(GStrv) fields = NULL;
  g_auto(GStrv) lines = NULL;
  guint n;

  for (gsize i = 0; i < G_N_ELEMENTS (algorithms); i++)
    {
      g_auto(SudokuTestRun) result = { 0 };
      g_autofree char *algorithm = g_strconcat ("--algorithm=", algorithms[i], NULL);

      sudoku_test_run_cli (SUDOKU_X_PUZZLE "\n", &result, "--layout=sudoku-x", "--output=line",
                           algorithm, NULL);
      g_assert_cmpint (result.status, ==, 0);
      g_assert_cmpstr (result.err, ==, "");
      g_assert_cmpstr (result.out, ==, SUDOKU_X_SOLUTION "\n");
    }

  /* Without the diagonals the same givens have several answers. */
  sudoku_test_run_cli (SUDOKU_X_PUZZLE "\n", &plain, "--count", "--output=line", NULL);
  g_assert_nonnull (strstr (plain.out, "multiple"));

  sudoku_test_run_cli (SUDOKU_X_PUZZLE "\n", &rate, "--layout=sudoku-x", "--rate", NULL);
  g_assert_cmpint (rate.status, ==, 0);
  fields = g_strsplit (g_strchomp (rate.out), "\t", -1);
  g_assert_cmpuint (g_strv_length (fields), ==, 4);
  g_assert_true (strcmp (fields[3], "logic") == 0 || strcmp (fields[3], "search") == 0);

  sudoku_test_run_cli (SUDOKU_X_PUZZLE "\n", &explain, "--layout=sudoku-x", "--explain", NULL);
  g_assert_cmpint (explain.status, ==, 0);
  lines = sudoku_test_split_lines (explain.out);
  n = g_strv_length (lines);
  g_assert_cmpuint (n, >, 2);
  g_assert_true (g_str_has_prefix (lines[0], "step\t1\t"));
  /* The rating line, then the empty line that ends a puzzle. */
  while (n > 0 && lines[n - 1][0] == '\0')
    n--;
  rating = g_strconcat ("rating\t", rate.out, NULL);
  g_assert_cmpstr (lines[n - 1], ==, rating);

  /* A digit twice on a diagonal is a clash named by the house's first cell. */
  sudoku_test_run_cli (".83.69.2.2.5.3..............9.3.............8...1.......4.76..1...8.1...........3\n",
                       &clash, "--layout=sudoku-x", NULL);
  g_assert_cmpint (clash.status, ==, 1);
  g_assert_cmpstr (clash.out, ==, "invalid\n");
  g_assert_cmpstr (clash.err, ==, "<stdin>:1: the extra house of r1c1 has two 3s (r4c4, r9c9)\n");
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
  sudoku_test_cli_assert_lines_solve (result.out, standard_set, NULL);

  sudoku_test_run_clear (&result);
  sudoku_test_run_cli (NULL, &result, layout_arg, jigsaw_set, NULL);
  g_assert_cmpint (result.status, ==, 0);
  sudoku_test_cli_assert_lines_solve (result.out, jigsaw_set, NULL);
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
  sudoku_test_cli_read_givens (puzzle, &givens);

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
  sudoku_test_cli_assert_usage_error (&result);

  /* Ten regions: not a layout. */
  sudoku_test_write_file (bad, "[Layout]\nName=Bad\n"
                          "Regions=111222333;111222333;111222333;444555666;444555666;"
                          "444555666;777888999;777888999;77788899a\n", -1);
  sudoku_test_run_clear (&result);
  sudoku_test_run_cli (NULL, &result, bad_arg, puzzle, NULL);
  sudoku_test_cli_assert_usage_error (&result);
  g_assert_nonnull (strstr (result.err, "bad.layout"));

  g_unlink (bad);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/layout/key-file", test_layout_key_file);
  g_test_add_func ("/cli/layout/region-map", test_layout_region_map);
  g_test_add_func ("/cli/layout/by-name", test_layout_by_name);
  g_test_add_func ("/cli/layout/unknown-name", test_layout_unknown_name);
  g_test_add_func ("/cli/layout/empty-name", test_layout_empty_name);
  g_test_add_func ("/cli/layout/list", test_list_layouts);
  g_test_add_func ("/cli/layout/list/extra", test_list_layouts_extra);
  g_test_add_func ("/cli/layout/variant", test_layout_variant_solves);
  g_test_add_func ("/cli/layout/own-regions-kept", test_layout_own_regions_kept);
  g_test_add_func ("/cli/layout/disconnected", test_layout_disconnected);
  g_test_add_func ("/cli/layout/bad-file", test_layout_bad_file);

  return sudoku_test_cli_run_tests ();
}
