/* test-cli-algorithms.c: sudoku-solve's searches: --algorithm, --compare, --time-limit, --jobs, --stats, --candidates
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every algorithm must print what the default one prints; the statistics and
 * the comparison tables are checked for their documented form and for what
 * the numbers must mean, never against stored output. Candidates are worked
 * out here by brute force.
 */

#include <string.h>

#include <glib/gstdio.h>

#include "sk-grid.h"
#include "sudoku-test-cli.h"
#include "sudoku-test-util.h"

/* ---- jobs, statistics and a big collection ---- */

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
  sudoku_test_cli_assert_lines_solve (one.out, path, NULL);
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
  sudoku_test_cli_assert_lines_solve (one.out, path, NULL);

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
      sudoku_test_cli_assert_lines_solve (result.out, serg, "multiple");

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
      sudoku_test_cli_assert_usage_error (&result);
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

/* The --compare table of the first puzzle of @file, solved by every algorithm. */
static void
assert_solved_table (GStrv       lines,
                     guint      *i,
                     const char *file)
{
  CompareTable table = { 0 };
  g_autofree char *name = g_strdup_printf ("%s:1", file);

  parse_compare_table (lines, i, &table);
  assert_compare_table_sane (&table, name, "solved");
  compare_table_clear (&table);
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
  assert_solved_table (lines, &i, hard);
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
      sudoku_test_cli_assert_usage_error (&result);
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

  sudoku_test_cli_read_givens (classic, &classic_givens);
  sudoku_test_cli_read_givens (hard, &hard_givens);
  sudoku_test_cli_read_givens (none, &none_givens);
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
  sudoku_test_cli_parse_grid (lines + i, &solution);
  i += 11;
  g_assert_cmpstr (lines[i++], ==, "");
  assert_candidate_lines (lines, &i, &hard_givens, SUDOKU_TEST_STANDARD_MAP);
  sudoku_test_cli_parse_grid (lines + i, &solution);
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
  assert_solved_table (lines, &i, hard);
  g_assert_null (lines[i]);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

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

  return sudoku_test_cli_run_tests ();
}
