/* test-cli-generate.c: sudoku-solve --generate, the output contract
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every printed puzzle is read back as a script would read it: the givens
 * (and regions) before the first tab are solved here with Dancing Links,
 * and fed to sudoku-solve --rate, which must print the line's other fields.
 */

#include "config.h"

#include <string.h>

#include "sk-generate.h"
#include "sk-logic.h"
#include "sk-solver.h"
#include "sudoku-test-cli.h"
#include "sudoku-test-util.h"

#define LINE_PATTERN \
  "^[1-9.]{81}( [0-9A-Za-z]{81}( [a-z0-9;,-]+)?)?\t[0-9]+\\.[0-9]\t(easy|medium|hard|diabolical|extreme)\t[a-z0-9-]+\t(logic|search)$"

typedef struct
{
  SkGrid   puzzle;
  SkLayout layout;
  char    *extra;   /* the extra houses word, or NULL */
  char    *fields;  /* what follows the first tab */
  char    *level;
  char    *technique;
} Printed;

static void
printed_clear (Printed *p)
{
  g_free (p->extra);
  g_free (p->fields);
  g_free (p->level);
  g_free (p->technique);
}

/* The houses of an extra houses word: named sets only, as the generator
 * prints for the shipped layouts. */
static void
add_extra_word (SkLayout   *layout,
                const char *word)
{
  g_auto(GStrv) items = g_strsplit (word, ";", -1);

  for (guint i = 0; items[i] != NULL; i++)
    {
      SkExtraSet set;

      g_assert_true (sk_extra_set_from_string (items[i], &set));
      g_assert_cmpint (sk_layout_add_extra_set (layout, set, NULL), ==, SK_LAYOUT_OK);
    }
}

/* Checks one printed line and reads it. */
static void
parse_line (const char *line,
            Printed    *p)
{
  g_auto(GStrv) fields = g_strsplit (line, "\t", -1);
  g_auto(GStrv) words = g_strsplit (fields[0], " ", -1);
  g_autofree char *givens = g_strndup (line, SK_CELLS);

  g_assert_true (g_regex_match_simple (LINE_PATTERN, line, 0, 0));
  sudoku_test_grid_from_text (givens, &p->puzzle);
  if (words[1] != NULL)
    {
      g_assert_cmpint (sk_layout_init_from_symbols (&p->layout, words[1], SK_CELLS, NULL),
                       ==, SK_LAYOUT_OK);
      if (words[2] != NULL)
        {
          p->extra = g_strdup (words[2]);
          add_extra_word (&p->layout, words[2]);
        }
      g_assert_false (sk_layout_is_standard (&p->layout));
    }
  else
    sk_layout_init_standard (&p->layout);
  p->fields = g_strdup (strchr (line, '\t') + 1);
  p->level = g_strdup (fields[2]);
  p->technique = g_strdup (fields[3]);
}

/* One solution, by an algorithm the generator does not dig with. */
static void
assert_unique (const Printed *p)
{
  SkSolveOptions options;
  SkSolveResult result;

  sk_solve_options_init (&options);
  options.limit = 2;
  options.algorithm = SK_ALGORITHM_DLX;
  sk_solve (&p->puzzle, &p->layout, &options, &result);
  g_assert_cmpint (result.status, ==, SK_SOLVE_SOLVED);
  g_assert_cmpint (result.n_solutions, ==, 1);
}

/* The puzzle lines (before the first tab) of @out, and the lines themselves. */
static void
run_generate (SudokuTestRun      *run,
              const char * const *args,
              guint               expected_lines,
              Printed           **printed)
{
  g_auto(GStrv) lines = NULL;
  g_autoptr(GString) puzzles = g_string_new (NULL);
  g_auto(SudokuTestRun) rated = { 0 };
  g_auto(GStrv) rated_lines = NULL;

  sudoku_test_run_cliv ("", args, run);
  g_assert_cmpstr (run->err, ==, "");
  g_assert_cmpint (run->status, ==, 0);
  lines = sudoku_test_split_lines (run->out);
  g_assert_cmpuint (g_strv_length (lines), ==, expected_lines);

  *printed = g_new0 (Printed, expected_lines);
  for (guint i = 0; i < expected_lines; i++)
    {
      parse_line (lines[i], &(*printed)[i]);
      assert_unique (&(*printed)[i]);
      g_string_append_len (puzzles, lines[i], strchr (lines[i], '\t') - lines[i]);
      g_string_append_c (puzzles, '\n');
    }

  /* --rate agrees with every field after the givens. */
  sudoku_test_run_cli (puzzles->str, &rated, "--rate", NULL);
  g_assert_cmpint (rated.status, ==, 0);
  rated_lines = sudoku_test_split_lines (rated.out);
  g_assert_cmpuint (g_strv_length (rated_lines), ==, expected_lines);
  for (guint i = 0; i < expected_lines; i++)
    g_assert_cmpstr (rated_lines[i], ==, (*printed)[i].fields);
}

static void
free_printed (Printed *printed,
              guint    n)
{
  for (guint i = 0; i < n; i++)
    printed_clear (&printed[i]);
  g_free (printed);
}

static void
test_levels (void)
{
  const char *levels[] = { "easy", "medium", "hard", "diabolical" };

  for (gsize l = 0; l < G_N_ELEMENTS (levels); l++)
    {
      g_autofree char *level_arg = g_strdup_printf ("--level=%s", levels[l]);
      const char *args[] = { "--generate=3", level_arg, "--seed=3", NULL };
      g_auto(SudokuTestRun) run = { 0 };
      Printed *printed;

      run_generate (&run, args, 3, &printed);
      for (guint i = 0; i < 3; i++)
        {
          g_assert_cmpstr (printed[i].level, ==, levels[l]);
          g_assert_true (sk_layout_is_standard (&printed[i].layout));
        }
      free_printed (printed, 3);
    }
}

static void
test_default_level (void)
{
  const char *args[] = { "--generate=2", NULL };
  g_auto(SudokuTestRun) run = { 0 };
  Printed *printed;

  run_generate (&run, args, 2, &printed);
  g_assert_cmpstr (printed[0].level, ==, "medium");
  g_assert_cmpstr (printed[1].level, ==, "medium");
  free_printed (printed, 2);
}

static void
test_layouts (void)
{
  const char *named[] = { "--generate=2", "--layout=windmill", "--level=hard", "--seed=1", NULL };
  const char *random[] = { "--generate=3", "--layout=random", "--seed=1", NULL };
  g_auto(SudokuTestRun) run = { 0 };
  g_auto(SudokuTestRun) run2 = { 0 };
  SkLayout windmill;
  Printed *printed;

  sudoku_test_layout_from_map ("111112223441112223444152233444452333665555533"
                               "666758888667759888677799988677799999", &windmill);
  run_generate (&run, named, 2, &printed);
  for (guint i = 0; i < 2; i++)
    {
      g_assert_true (sk_layout_equal (&printed[i].layout, &windmill));
      g_assert_cmpstr (printed[i].level, ==, "hard");
    }
  free_printed (printed, 2);

  /* A new layout for every puzzle, each connected. */
  run_generate (&run2, random, 3, &printed);
  for (guint i = 0; i < 3; i++)
    {
      g_assert_cmpint (sk_layout_find_disconnected (&printed[i].layout), <, 0);
      if (i > 0)
        g_assert_false (sk_layout_equal (&printed[i].layout, &printed[i - 1].layout));
    }
  free_printed (printed, 3);
}

static void
test_symmetry (void)
{
  const char *args[] = { "--generate=2", "--symmetry=rotate-90", "--level=hard", "--seed=2", NULL };
  const char *jigsaw[] = { "--generate=1", "--symmetry=mirror", "--layout=random", "--seed=2", NULL };
  g_auto(SudokuTestRun) run = { 0 };
  g_auto(SudokuTestRun) run2 = { 0 };
  Printed *printed;

  run_generate (&run, args, 2, &printed);
  for (guint i = 0; i < 2; i++)
    g_assert_true (sk_symmetry_holds (SK_SYMMETRY_ROTATE_90, &printed[i].puzzle));
  free_printed (printed, 2);

  run_generate (&run2, jigsaw, 1, &printed);
  g_assert_true (sk_symmetry_holds (SK_SYMMETRY_MIRROR, &printed[0].puzzle));
  g_assert_true (sk_symmetry_fits (SK_SYMMETRY_MIRROR, &printed[0].layout));
  free_printed (printed, 1);
}

static void
test_technique_and_givens (void)
{
  const char *technique[] = { "--generate=2", "--technique=x-wing", "--seed=2", NULL };
  const char *givens[] = { "--generate=2", "--givens=30", "--level=hard", "--seed=1", NULL };
  g_auto(SudokuTestRun) run = { 0 };
  g_auto(SudokuTestRun) run2 = { 0 };
  Printed *printed;

  run_generate (&run, technique, 2, &printed);
  g_assert_cmpstr (printed[0].technique, ==, "x-wing");
  g_assert_cmpstr (printed[1].technique, ==, "x-wing");
  free_printed (printed, 2);

  run_generate (&run2, givens, 2, &printed);
  for (guint i = 0; i < 2; i++)
    g_assert_cmpint (sk_grid_count_filled (&printed[i].puzzle), ==, 30);
  free_printed (printed, 2);
}

/* Puzzle i of seed S is the first of seed S + i, whatever the threads. */
static void
test_seed (void)
{
  g_auto(SudokuTestRun) three = { 0 };
  g_auto(SudokuTestRun) threaded = { 0 };
  g_auto(SudokuTestRun) again = { 0 };
  g_auto(SudokuTestRun) next = { 0 };
  g_auto(SudokuTestRun) other = { 0 };
  g_auto(GStrv) lines = NULL;

  sudoku_test_run_cli ("", &three, "--generate=3", "--level=hard", "--seed=10", NULL);
  sudoku_test_run_cli ("", &threaded, "--generate=3", "--level=hard", "--seed=10", "--jobs=3", NULL);
  sudoku_test_run_cli ("", &again, "--generate=3", "--level=hard", "--seed=10", NULL);
  sudoku_test_run_cli ("", &next, "--generate=1", "--level=hard", "--seed=12", NULL);
  sudoku_test_run_cli ("", &other, "--generate=3", "--level=hard", "--seed=11", NULL);
  g_assert_cmpint (three.status, ==, 0);
  g_assert_cmpstr (threaded.out, ==, three.out);
  g_assert_cmpstr (again.out, ==, three.out);
  lines = sudoku_test_split_lines (three.out);
  g_assert_cmpuint (g_strv_length (lines), ==, 3);
  g_assert_true (g_str_has_prefix (next.out, lines[2]));
  g_assert_cmpstr (other.out, !=, three.out);
  g_assert_true (g_str_has_prefix (other.out, lines[1]));
}

static void
test_cannot_make (void)
{
  g_auto(SudokuTestRun) symmetry = { 0 };
  g_auto(SudokuTestRun) too_few = { 0 };
  g_auto(SudokuTestRun) one = { 0 };
  g_auto(SudokuTestRun) technique = { 0 };

  sudoku_test_run_cli ("", &symmetry, "--generate=1", "--layout=windmill", "--symmetry=mirror", NULL);
  g_assert_cmpint (symmetry.status, ==, 1);
  g_assert_cmpstr (symmetry.out, ==, "");
  g_assert_cmpstr (symmetry.err, ==,
                   "sudoku-solve: puzzle 1: the layout’s regions do not allow the symmetry “mirror”\n");

  /* Digging hardly ever gets down to 17 givens: the time limit ends the
   * search with a reason. */
  sudoku_test_run_cli ("", &too_few, "--generate=2", "--givens=17", "--time-limit=0.3", NULL);
  g_assert_cmpint (too_few.status, ==, 1);
  g_assert_cmpstr (too_few.out, ==, "");
  g_assert_true (g_regex_match_simple ("^sudoku-solve: puzzle 1: no medium puzzle with 17 givens "
                                       "was found in 0\\.3 seconds \\([0-9]+ attempts\\)\n$",
                                       too_few.err, 0, 0));

  /* One second: the words of one (they read "1 seconds"). */
  sudoku_test_run_cli ("", &one, "--generate=1", "--givens=17", "--time-limit=1", NULL);
  g_assert_cmpint (one.status, ==, 1);
  g_assert_true (g_regex_match_simple ("^sudoku-solve: puzzle 1: no medium puzzle with 17 givens "
                                       "was found in 1 second \\([0-9]+ attempts\\)\n$",
                                       one.err, 0, 0));

  /* Possible, but far too rare for a tenth of a second, in which a nested
   * chain may leave time for one attempt only. */
  sudoku_test_run_cli ("", &technique, "--generate=1", "--technique=nested-forcing-chain",
                       "--level=extreme", "--time-limit=0.1", NULL);
  g_assert_cmpint (technique.status, ==, 1);
  g_assert_true (g_regex_match_simple ("^sudoku-solve: puzzle 1: no extreme puzzle needing “nested-forcing-chain” "
                                       "was found in 0\\.1 seconds \\((1 attempt|[0-9]+ attempts)\\)\n$",
                                       technique.err, 0, 0));
}

/* Every shipped variant: its houses after the regions, standard or not, and
 * the puzzle unique with them (run_generate's check, and --rate reading the
 * line back agrees). */
static void
test_variants (void)
{
  const struct
  {
    const char *layout;
    const char *word;
    const char *level;
  } cases[] = {
    { "sudoku-x", "diagonals", "easy" },
    { "windoku", "windows", "medium" },
    { "asterisk", "asterisk", "hard" },
    { "centre-dot", "centre-dot", "diabolical" },
    { "girandola", "girandola", "hard" },
    { "diagonal-x", "diagonals", "medium" },
    { "windmill-x", "diagonals", "hard" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *layout_arg = g_strconcat ("--layout=", cases[i].layout, NULL);
      g_autofree char *level_arg = g_strconcat ("--level=", cases[i].level, NULL);
      const char *args[] = { "--generate=1", layout_arg, level_arg, "--seed=1", NULL };
      g_auto(SudokuTestRun) run = { 0 };
      g_auto(SudokuTestRun) layout = { 0 };
      g_autofree char *givens = NULL;
      Printed *printed;

      g_test_message ("%s", cases[i].layout);
      run_generate (&run, args, 1, &printed);
      g_assert_cmpstr (printed[0].extra, ==, cases[i].word);
      g_assert_cmpstr (printed[0].level, ==, cases[i].level);
      /* The givens alone, with the layout named, have one solution too. */
      givens = g_strdup_printf ("%.81s\n", run.out);
      sudoku_test_run_cli (givens, &layout, layout_arg, "--count", "--output=line", NULL);
      g_assert_true (g_str_has_suffix (layout.out, " unique\n"));
      free_printed (printed, 1);
    }
}

/* --layout=random+SET: a new jigsaw layout each time, with the set. */
static void
test_random_variant (void)
{
  const char *args[] = { "--generate=2", "--layout=random+diagonals", "--symmetry=rotate-180",
                         "--level=hard", "--seed=3", NULL };
  g_auto(SudokuTestRun) run = { 0 };
  Printed *printed;

  run_generate (&run, args, 2, &printed);
  for (guint i = 0; i < 2; i++)
    {
      g_assert_cmpstr (printed[i].extra, ==, "diagonals");
      g_assert_false (sk_layout_regions_are_standard (&printed[i].layout));
      g_assert_cmpint (sk_layout_find_disconnected (&printed[i].layout), <, 0);
      g_assert_true (sk_symmetry_fits (SK_SYMMETRY_ROTATE_180, &printed[i].layout));
      g_assert_true (sk_symmetry_holds (SK_SYMMETRY_ROTATE_180, &printed[i].puzzle));
    }
  g_assert_false (sk_layout_equal (&printed[0].layout, &printed[1].layout));
  free_printed (printed, 2);
}

/* What no attempt could make is refused at once, with the reason. */
static void
test_variant_refusals (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("cli-generate-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "chevron.layout", NULL);
  g_autofree char *layout_arg = g_strconcat ("--layout=", path, NULL);
  const struct
  {
    const char *args[4];
    const char *err;
  } usage[] = {
    { { "--layout=random+diagonal", NULL },
      "sudoku-solve: --layout=random+diagonal: “diagonal” is not a set of extra houses: "
      "give diagonals, windows, asterisk, centre-dot or girandola\n" },
    { { "--layout=random+windows+diagonals", NULL },
      "sudoku-solve: --layout=random+windows+diagonals: more than 5 extra houses\n" },
    { { "--layout=sudoku-x", "--technique=unique-rectangle-1", NULL },
      "sudoku-solve: --technique=unique-rectangle-1 is never used on a layout with extra "
      "houses, where its reasoning does not hold\n" },
    { { "--layout=random+asterisk", "--technique=bug-plus-one", NULL },
      "sudoku-solve: --technique=bug-plus-one is never used on a layout with extra "
      "houses, where its reasoning does not hold\n" },
  };
  const char *quarter[] = { "--generate=1", "--layout=random+girandola", "--symmetry=rotate-90",
                            "--level=easy", "--seed=1", NULL };
  g_auto(SudokuTestRun) symmetry = { 0 };
  g_auto(SudokuTestRun) random = { 0 };
  Printed *printed;

  for (gsize i = 0; i < G_N_ELEMENTS (usage); i++)
    {
      g_autoptr(GPtrArray) args = g_ptr_array_new ();
      g_auto(SudokuTestRun) run = { 0 };
      g_autofree char *expected = g_strconcat (usage[i].err,
                                               "Try “sudoku-solve --help” for more information.\n",
                                               NULL);

      g_ptr_array_add (args, (gpointer) "--generate=1");
      for (guint a = 0; usage[i].args[a] != NULL; a++)
        g_ptr_array_add (args, (gpointer) usage[i].args[a]);
      g_ptr_array_add (args, NULL);
      sudoku_test_run_cliv ("", (const char * const *) args->pdata, &run);
      sudoku_test_cli_assert_usage_error (&run);
      g_assert_cmpstr (run.err, ==, expected);
    }

  /* A house of no named set that the half turn sends where no house is. */
  sudoku_test_write_file (path,
                          "[Layout]\nName=Chevron\n"
                          "Regions=111222333;111222333;111222333;444555666;444555666;444555666;"
                          "777888999;777888999;777888999\n"
                          "Extra=r5c1 r4c2 r3c3 r2c4 r1c5 r2c6 r3c7 r4c8 r5c9\n", -1);
  sudoku_test_run_cli ("", &symmetry, "--generate=1", layout_arg, "--symmetry=rotate-180", NULL);
  g_assert_cmpint (symmetry.status, ==, 1);
  g_assert_cmpstr (symmetry.out, ==, "");
  g_assert_cmpstr (symmetry.err, ==,
                   "sudoku-solve: puzzle 1: the layout’s extra houses do not allow the symmetry “rotate-180”\n");
  sudoku_test_remove_tree (dir);

  /* The named sets keep every symmetry; random layouts keep them too. */
  run_generate (&random, quarter, 1, &printed);
  g_assert_cmpstr (printed[0].extra, ==, "girandola");
  g_assert_true (sk_symmetry_fits (SK_SYMMETRY_ROTATE_90, &printed[0].layout));
  g_assert_true (sk_symmetry_holds (SK_SYMMETRY_ROTATE_90, &printed[0].puzzle));
  free_printed (printed, 1);
}

static void
test_usage (void)
{
  const char *const bad[][4] = {
    { "--level=hard", NULL },
    { "--generate=0", NULL },
    { "--generate=-1", NULL },
    { "--generate=2", "--level=impossible", NULL },
    { "--generate=2", "--symmetry=spiral", NULL },
    { "--generate=2", "--technique=guessing", NULL },
    { "--generate=2", "--technique=search", NULL },
    { "--generate=2", "--givens=82", NULL },
    { "--generate=2", "--seed=minus", NULL },
    { "--generate=2", "--rate", NULL },
    { "--generate=2", "-", NULL },
    { "--generate=2", "--time-limit=soon", NULL },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto(SudokuTestRun) run = { 0 };

      sudoku_test_run_cliv ("", bad[i], &run);
      sudoku_test_cli_assert_usage_error (&run);
    }
}

static void
test_help (void)
{
  g_auto(SudokuTestRun) run = { 0 };

  sudoku_test_run_cli ("", &run, "--help", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "--generate=N"));
  g_assert_nonnull (strstr (run.out, "--symmetry=SYM"));
  g_assert_nonnull (strstr (run.out, "Puzzle I (from 0) of --seed=S is the first puzzle of --seed=S+I."));
  g_assert_nonnull (strstr (run.out, "A variant (a layout with extra houses, marked by --list-layouts) prints its 81\n"
                                     "region symbols even on the standard boxes, then a space and its extra houses:\n"));
  g_assert_nonnull (strstr (run.out, "--layout=random+SET[+SET…] gives each random layout those named sets\n"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/generate/levels", test_levels);
  g_test_add_func ("/cli/generate/default-level", test_default_level);
  g_test_add_func ("/cli/generate/layouts", test_layouts);
  g_test_add_func ("/cli/generate/symmetry", test_symmetry);
  g_test_add_func ("/cli/generate/technique-and-givens", test_technique_and_givens);
  g_test_add_func ("/cli/generate/seed", test_seed);
  g_test_add_func ("/cli/generate/cannot-make", test_cannot_make);
  g_test_add_func ("/cli/generate/variants", test_variants);
  g_test_add_func ("/cli/generate/random-variant", test_random_variant);
  g_test_add_func ("/cli/generate/variant-refusals", test_variant_refusals);
  g_test_add_func ("/cli/generate/usage", test_usage);
  g_test_add_func ("/cli/generate/help", test_help);
  return sudoku_test_cli_run_tests ();
}
