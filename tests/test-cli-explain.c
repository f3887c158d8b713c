/* test-cli-explain.c: sudoku-solve --explain and --rate, the output contract
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The explanation is replayed here from its printed actions alone: placing
 * every "rXcY=D" must fill the givens up to a solution found by hand-made
 * rule checks, and no step may place or remove against it. The rating line
 * must sum the steps up.
 */

#include "config.h"

#include <string.h>

#include "sk-grid.h"
#include "sk-layout.h"
#include "sk-logic.h"
#include "sk-solver.h"
#include "sk-text.h"
#include "sudoku-test-cli.h"
#include "sudoku-test-util.h"

#define CLASSIC "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
/* Sudoku Explainer rates this 5.6 (tests/data/logic/paths.txt). */
#define DIABOLICAL "000310000060097040001420300030000502786000139502000060003059700020680010000074000"
#define JIGSAW \
  ".....9..7......4.......2.6..623.......9...1.......835..7.2.......4......4..9..... " \
  "111222345112233345112234445122334455163374485666777885666997855966977888999997788"
#define CLASH "55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
#define NO_SOLUTION "12345678.........9..............................................................."
#define EMPTY "................................................................................."

/* A rating as printed: digits, a point, one digit. */
static int
parse_rating (const char *text)
{
  g_assert_true (g_regex_match_simple ("^[0-9]+\\.[0-9]$", text, 0, 0));
  return atoi (text) * 10 + (int) (strchr (text, '.')[1] - '0');
}

/* The four fields of --rate, or of a "rating" line after its first field. */
static void
check_rating_fields (char **fields,
                     int    expected_rating,
                     bool   expected_search)
{
  SkLevel level;
  SkTechnique technique;
  int rating;

  g_assert_cmpuint (g_strv_length (fields), ==, 4);
  rating = parse_rating (fields[0]);
  g_assert_true (sk_level_from_id (fields[1], &level));
  g_assert_true (sk_technique_from_id (fields[2], &technique));
  g_assert_cmpstr (fields[3], ==, expected_search ? "search" : "logic");
  if (expected_rating >= 0)
    g_assert_cmpint (rating, ==, expected_rating);
  g_assert_cmpint (level, ==, sk_level_from_rating (rating, expected_search));
}

typedef struct
{
  int  n_steps;
  int  hardest;
  char hardest_id[64];
  bool search;
} Replayed;

/* Replays the step lines of one puzzle from @lines[*i]; leaves *i at the
 * line after its empty line. */
static void
replay_explanation (char         **lines,
                    guint         *i,
                    const char    *givens,
                    const char    *map,
                    Replayed      *out)
{
  SkGrid grid;
  SkGrid solution;
  SkLayout layout;
  SkSolveOptions options;
  SkSolveResult solved;
  char *standard = SUDOKU_TEST_STANDARD_MAP;

  g_assert_true (sk_text_parse_line (givens, SK_CELLS, &grid));
  sudoku_test_layout_from_map (map != NULL ? map : standard, &layout);
  sk_solve_options_init (&options);
  sk_solve (&grid, &layout, &options, &solved);
  solution = solved.solution;
  g_assert_true (sudoku_test_is_solution_by_hand (&solution, &grid, map != NULL ? map : standard));

  memset (out, 0, sizeof *out);
  for (; lines[*i] != NULL && g_str_has_prefix (lines[*i], "step\t"); (*i)++)
    {
      g_auto (GStrv) fields = g_strsplit (lines[*i], "\t", -1);
      g_auto (GStrv) actions = NULL;
      SkTechnique technique;
      int rating;

      g_assert_cmpuint (g_strv_length (fields), ==, 6);
      g_assert_cmpint (atoi (fields[1]), ==, out->n_steps + 1);
      g_assert_true (sk_technique_from_id (fields[2], &technique));
      rating = parse_rating (fields[3]);
      g_assert_cmpint (rating, >=, sk_technique_info (technique)->rating);
      /* The English sentence: the technique's name, then a reason that
       * names its cells; a jigsaw region by a cell, never by a number. */
      if (technique != SK_TECH_SEARCH)
        g_assert_true (g_str_has_prefix (fields[5], sk_technique_info (technique)->name));
      g_assert_true (g_regex_match_simple ("r[1-9]+c[1-9]", fields[5], 0, 0));
      g_assert_false (g_regex_match_simple ("region [1-9]", fields[5], 0, 0));
      if (rating > out->hardest)
        {
          out->hardest = rating;
          g_strlcpy (out->hardest_id, fields[2], sizeof out->hardest_id);
        }
      if (technique == SK_TECH_SEARCH)
        out->search = true;

      actions = g_strsplit (fields[4], " ", -1);
      g_assert_nonnull (actions[0]);
      for (char **a = actions; *a != NULL; a++)
        {
          int cell;
          int digit;

          g_assert_true (g_regex_match_simple ("^r[1-9]c[1-9][=-][1-9]$", *a, 0, 0));
          cell = sk_cell_index ((*a)[1] - '1', (*a)[3] - '1');
          digit = (*a)[5] - '0';
          if ((*a)[4] == '=')
            {
              char where[5];

              /* Every placement's cell is in the sentence. */
              g_strlcpy (where, *a, sizeof where);
              g_assert_nonnull (strstr (fields[5], where));
              g_assert_cmpint (grid.cell[cell], ==, 0);
              g_assert_cmpint (digit, ==, solution.cell[cell]);
              grid.cell[cell] = (uint8_t) digit;
            }
          else
            g_assert_cmpint (digit, !=, solution.cell[cell]);
        }
      out->n_steps++;
    }
  /* Every empty cell was filled, by logic or by search. */
  sudoku_test_assert_grids_equal (&grid, &solution);
  g_assert_cmpint (out->n_steps, >, 0);
}

static void
check_explained_puzzle (char       **lines,
                        guint       *i,
                        const char  *givens,
                        const char  *map)
{
  Replayed r;
  g_auto (GStrv) fields = NULL;

  replay_explanation (lines, i, givens, map, &r);
  g_assert_nonnull (lines[*i]);
  g_assert_true (g_str_has_prefix (lines[*i], "rating\t"));
  fields = g_strsplit (lines[*i] + strlen ("rating\t"), "\t", -1);
  check_rating_fields (fields, r.hardest, r.search);
  g_assert_cmpstr (fields[2], ==, r.hardest_id);
  (*i)++;
  g_assert_cmpstr (lines[*i], ==, "");
  (*i)++;
}

static void
test_explain (void)
{
  g_auto (SudokuTestRun) run = { 0 };
  g_auto (GStrv) lines = NULL;
  guint i = 0;

  sudoku_test_run_cli (CLASSIC "\n" DIABOLICAL "\n" JIGSAW "\n", &run, "--explain", NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  lines = sudoku_test_split_lines (run.out);
  check_explained_puzzle (lines, &i, CLASSIC, NULL);
  check_explained_puzzle (lines, &i, DIABOLICAL, NULL);
  /* The jigsaw's regions are named by a cell, the standard boxes as boxes. */
  g_assert_nonnull (strstr (lines[i], "the region of r"));
  check_explained_puzzle (lines, &i, JIGSAW, JIGSAW + SK_CELLS + 1);
  g_assert_null (lines[i]);
  g_assert_nonnull (strstr (run.out, "box "));
}

/* The sentences as the man page quotes them (EXAMPLES). */
static void
test_sentences (void)
{
  g_auto (SudokuTestRun) run = { 0 };
  g_auto (GStrv) lines = NULL;

  sudoku_test_run_cli (CLASSIC "\n", &run, "--explain", NULL);
  g_assert_cmpint (run.status, ==, 0);
  lines = sudoku_test_split_lines (run.out);
  g_assert_cmpuint (g_strv_length (lines), >, 3);
  g_assert_cmpstr (lines[0], ==, "step\t1\thidden-single-region\t1.2\tr1c6=8\t"
                                 "Hidden Single in a region: in box 2, 8 fits only in r1c6.");
  g_assert_cmpstr (lines[1], ==, "step\t2\thidden-single-region\t1.2\tr1c4=6\t"
                                 "Hidden Single in a region: in box 2, 6 fits only in r1c4.");
  g_assert_cmpstr (lines[2], ==, "step\t3\thidden-single-region\t1.2\tr3c7=5\t"
                                 "Hidden Single in a region: in box 3, 5 fits only in r3c7.");
}

/* One line per puzzle, in input order, the same with threads. */
static void
test_rate (void)
{
  g_auto (SudokuTestRun) one = { 0 };
  g_auto (SudokuTestRun) explained = { 0 };
  g_auto (SudokuTestRun) threaded = { 0 };
  g_auto (GStrv) lines = NULL;
  g_auto (GStrv) explain_lines = NULL;
  const char *input = CLASSIC "\n" DIABOLICAL "\n" JIGSAW "\n";
  guint k = 0;

  sudoku_test_run_cli (input, &one, "--rate", NULL);
  g_assert_cmpint (one.status, ==, 0);
  g_assert_cmpstr (one.err, ==, "");
  lines = sudoku_test_split_lines (one.out);
  g_assert_cmpuint (g_strv_length (lines), ==, 3);

  /* Each line is the "rating" line of --explain without its first field. */
  sudoku_test_run_cli (input, &explained, "--explain", NULL);
  explain_lines = sudoku_test_split_lines (explained.out);
  for (guint i = 0; explain_lines[i] != NULL; i++)
    if (g_str_has_prefix (explain_lines[i], "rating\t"))
      {
        g_auto (GStrv) fields = g_strsplit (lines[k], "\t", -1);

        g_assert_cmpstr (explain_lines[i] + strlen ("rating\t"), ==, lines[k]);
        check_rating_fields (fields, -1, g_str_has_suffix (lines[k], "search"));
        k++;
      }
  g_assert_cmpuint (k, ==, 3);

  /* The classic example needs nothing beyond singles. */
  g_assert_true (g_str_has_suffix (lines[0], "\tlogic"));
  g_assert_true (g_str_has_prefix (lines[0], "1.") || g_str_has_prefix (lines[0], "2."));

  sudoku_test_run_cli (input, &threaded, "--rate", "--jobs=3", NULL);
  g_assert_cmpstr (threaded.out, ==, one.out);
}

/* A rating needs exactly one solution. */
static void
test_not_rated (void)
{
  g_auto (SudokuTestRun) rate = { 0 };
  g_auto (SudokuTestRun) explain = { 0 };
  const char *input = CLASH "\n" NO_SOLUTION "\n" EMPTY "\n" CLASSIC "\n";
  g_auto (GStrv) lines = NULL;

  sudoku_test_run_cli (input, &rate, "--rate", NULL);
  g_assert_cmpint (rate.status, ==, 1);
  lines = sudoku_test_split_lines (rate.out);
  g_assert_cmpuint (g_strv_length (lines), ==, 4);
  g_assert_cmpstr (lines[0], ==, "invalid");
  g_assert_cmpstr (lines[1], ==, "none");
  g_assert_cmpstr (lines[2], ==, "multiple");
  g_assert_true (g_str_has_suffix (lines[3], "\tlogic"));
  /* The broken rule is named on standard error, as when solving. */
  g_assert_cmpstr (rate.err, ==, "<stdin>:1: row 1 has two 5s (r1c1, r1c2)\n"
                                 "<stdin>:1: region 1 has two 5s (r1c1, r1c2)\n");

  sudoku_test_run_cli (CLASH "\n" EMPTY "\n", &explain, "--explain", NULL);
  g_assert_cmpint (explain.status, ==, 1);
  g_assert_cmpstr (explain.out, ==, "invalid\n\nmultiple\n\n");
}

static void
test_usage (void)
{
  g_auto (SudokuTestRun) help = { 0 };
  g_auto (SudokuTestRun) both = { 0 };

  sudoku_test_run_cli (NULL, &help, "--help", NULL);
  g_assert_cmpint (help.status, ==, 0);
  g_assert_nonnull (strstr (help.out, "--explain"));
  g_assert_nonnull (strstr (help.out, "--rate"));
  g_assert_nonnull (strstr (help.out, "r4c7-5 removes the candidate 5"));

  sudoku_test_run_cli (CLASSIC "\n", &both, "--rate", "--compare", NULL);
  g_assert_cmpint (both.status, ==, 2);
  g_assert_cmpstr (both.out, ==, "");
  g_assert_nonnull (strstr (both.err, "--compare and --rate cannot be combined"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/explain/steps", test_explain);
  g_test_add_func ("/cli/explain/sentences", test_sentences);
  g_test_add_func ("/cli/explain/rate", test_rate);
  g_test_add_func ("/cli/explain/not-rated", test_not_rated);
  g_test_add_func ("/cli/explain/usage", test_usage);
  return g_test_run ();
}
