/* test-cli-refusals.c: options that can never work are refused at once, with the reason
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each case must exit 2 with its own message in under a second: before these
 * checks, some ran for the whole 60 s time limit, read standard input, or
 * silently did something else.
 */

#include <string.h>

#include "sudoku-test-cli.h"

#define PUZZLE "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n"

typedef struct
{
  const char *args[5];
  const char *message;
} Refusal;

static void
assert_refused (const Refusal *refusals,
                gsize          n)
{
  for (gsize i = 0; i < n; i++)
    {
      g_auto(SudokuTestRun) run = { 0 };
      g_autofree char *expected = g_strdup_printf ("sudoku-solve: %s\n"
                                                   "Try “sudoku-solve --help” for more information.\n",
                                                   refusals[i].message);
      gint64 start = g_get_monotonic_time ();
      gint64 elapsed;

      g_test_message ("%s %s", refusals[i].args[0],
                      refusals[i].args[1] != NULL ? refusals[i].args[1] : "");
      /* A puzzle on standard input: a refusal must not go on to read it. */
      sudoku_test_run_cliv (PUZZLE, refusals[i].args, &run);
      elapsed = g_get_monotonic_time () - start;
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_cmpstr (run.err, ==, expected);
      g_assert_cmpint (elapsed, <, G_USEC_PER_SEC);
    }
}

/* --technique, --level and --givens that no attempt could ever meet. */
static void
test_never_produced (void)
{
  static const Refusal refusals[] = {
    { { "--generate=1", "--technique=full-house", NULL },
      "--technique=full-house is the easiest step of all, so it is the hardest step only of a "
      "puzzle with givens to spare: give --givens too" },
    { { "--generate=1", "--technique=law-of-leftovers", NULL },
      "--technique=law-of-leftovers needs a jigsaw layout: on the standard boxes it is never the step "
      "taken" },
    { { "--generate=1", "--technique=law-of-leftovers", "--layout=standard", NULL },
      "--technique=law-of-leftovers needs a jigsaw layout: on the standard boxes it is never the step "
      "taken" },
    { { "--generate=1", "--technique=direct-claiming", NULL },
      "--technique=direct-claiming needs a jigsaw layout: on the standard boxes it is never the step "
      "taken" },
    { { "--generate=1", "--technique=x-wing", "--level=easy", NULL },
      "--technique=x-wing rates 3.2 at the least, above what --level=easy allows" },
    { { "--generate=1", "--technique=naked-single", "--level=easy", NULL },
      "--technique=naked-single rates 2.3 at the least, above what --level=easy allows" },
    { { "--generate=1", "--technique=aic", "--level=hard", NULL },
      "--technique=aic rates 7.0 at the least, above what --level=hard allows" },
    { { "--generate=1", "--technique=hidden-single-region", "--level=hard", NULL },
      "--technique=hidden-single-region always rates 1.2, below what --level=hard needs (2.5 and up)" },
    { { "--generate=1", "--technique=naked-pair", "--level=diabolical", NULL },
      "--technique=naked-pair always rates 3.0, below what --level=diabolical needs (5.0 and up)" },
    { { "--generate=1", "--technique=finned-x-wing", "--level=extreme", NULL },
      "--technique=finned-x-wing always rates 6.0, below what --level=extreme needs (9.0 and up)" },
    { { "--generate=1", "--givens=81", NULL },
      "--givens must be between 1 and 80: 81 givens leave nothing to solve" },
    { { "--generate=1", "--givens=16", NULL },
      "--givens=16: no puzzle on the standard boxes with fewer than 17 givens has one solution" },
    { { "--generate=1", "--givens=7", "--layout=random", NULL },
      "--givens=7: no puzzle with fewer than 8 givens has one solution" },
  };

  assert_refused (refusals, G_N_ELEMENTS (refusals));
}

/* What the rules above let through is still made. */
static void
test_produced (void)
{
  static const char * const runs[][6] = {
    { "--generate=1", "--seed=1", "--technique=full-house", "--givens=78", NULL },
    { "--generate=1", "--seed=1", "--technique=law-of-leftovers", "--layout=random", NULL },
    /* A skyscraper's steps all rate 4.0, a Hard rating. */
    { "--generate=1", "--seed=1", "--technique=skyscraper", "--level=hard", NULL },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (runs); i++)
    {
      g_auto(SudokuTestRun) run = { 0 };
      g_auto(GStrv) fields = NULL;

      sudoku_test_run_cliv ("", runs[i], &run);
      g_assert_cmpint (run.status, ==, 0);
      fields = g_strsplit (run.out, "\t", -1);
      g_assert_cmpuint (g_strv_length (fields), ==, 5);
      g_assert_cmpstr (fields[3], ==, strchr (runs[i][2], '=') + 1);
    }
  /* Allowed on a jigsaw, where the least number of givens is not known. */
  {
    g_auto(SudokuTestRun) run = { 0 };
    const char *args[] = { "--generate=1", "--seed=1", "--givens=9", "--layout=random",
                           "--time-limit=0.01", NULL };

    sudoku_test_run_cliv ("", args, &run);
    g_assert_cmpint (run.status, ==, 1);
  }
  /* Allowed below the level when its steps rate more with their length:
   * an AIC (7.0 at the least) may be long enough for Extreme, so only the
   * time limit ends the attempt. */
  {
    g_auto(SudokuTestRun) run = { 0 };
    const char *args[] = { "--generate=1", "--seed=1", "--technique=aic", "--level=extreme",
                           "--time-limit=0.01", NULL };

    sudoku_test_run_cliv ("", args, &run);
    g_assert_cmpint (run.status, ==, 1);
  }
}

/* Integers are decimal, and 0 is refused where it would mean nothing. */
static void
test_integers (void)
{
  static const Refusal refusals[] = {
    { { "--generate=0", NULL }, "--generate must be 1 or more, not 0" },
    { { "--generate=-1", NULL }, "--generate must be 1 or more, not -1" },
    { { "--generate=0x10", NULL }, "--generate: “0x10” is not a whole number in decimal" },
    { { "-g", "1e3", NULL }, "--generate: “1e3” is not a whole number in decimal" },
    { { "--generate=", NULL }, "--generate: “” is not a whole number in decimal" },
    { { "--generate=99999999999", NULL }, "--generate: “99999999999” is not a whole number in decimal" },
    { { "--generate=1", "--givens=0", NULL }, "--givens must be 1 or more, not 0" },
    { { "--print-to=a.pdf", "--per-page=0", NULL }, "--per-page must be 1 or more, not 0" },
    { { "--jobs=-2", NULL }, "--jobs must be 0 or more, not -2" },
    { { "-j-2", NULL }, "--jobs must be 0 or more, not -2" },
  };
  g_auto(SudokuTestRun) ten = { 0 };
  g_auto(SudokuTestRun) eight = { 0 };
  g_auto(GStrv) lines = NULL;

  assert_refused (refusals, G_N_ELEMENTS (refusals));

  /* 010 is ten, not eight (octal), and 08 is eight. */
  sudoku_test_run_cli ("", &ten, "--generate=010", "--level=easy", "--seed=5", NULL);
  g_assert_cmpint (ten.status, ==, 0);
  lines = sudoku_test_split_lines (ten.out);
  g_assert_cmpuint (g_strv_length (lines), ==, 10);
  sudoku_test_run_cli ("", &eight, "--generate=08", "--level=easy", "--seed=5", NULL);
  g_assert_cmpint (eight.status, ==, 0);
  g_assert_true (g_str_has_prefix (ten.out, eight.out));
}

/* -gN and -jN read like --generate=N and --jobs=N; grouped flags still work. */
static void
test_short_options (void)
{
  const char *const long_form[] = { "--generate=2", "--jobs=2", "--seed=7", NULL };
  const char *const short_form[] = { "-g2", "-j2", "--seed=7", NULL };
  const char *const apart[] = { "-g", "2", "-j", "2", "--seed=7", NULL };
  const char *const grouped[] = { "-cj2", NULL };
  g_auto(SudokuTestRun) expected = { 0 };
  g_auto(SudokuTestRun) run = { 0 };
  g_auto(SudokuTestRun) run_apart = { 0 };
  g_auto(SudokuTestRun) run_grouped = { 0 };

  sudoku_test_run_cliv ("", (const char * const *) long_form, &expected);
  sudoku_test_run_cliv ("", (const char * const *) short_form, &run);
  sudoku_test_run_cliv ("", (const char * const *) apart, &run_apart);
  g_assert_cmpint (expected.status, ==, 0);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpstr (run.out, ==, expected.out);
  g_assert_cmpstr (run_apart.out, ==, expected.out);

  /* -c (--count) with -j2 attached: "-c" "-j" "2". */
  sudoku_test_run_cliv (PUZZLE, (const char * const *) grouped, &run_grouped);
  g_assert_cmpint (run_grouped.status, ==, 0);
  g_assert_nonnull (strstr (run_grouped.out, "unique"));
}

/* Two options that each do something else name each other. */
static void
test_conflicts (void)
{
  static const Refusal refusals[] = {
    { { "--explain", "--rate", NULL }, "--explain and --rate cannot be combined" },
    { { "--rate", "--explain", NULL }, "--explain and --rate cannot be combined" },
    { { "--rate", "--list-layouts", NULL }, "--list-layouts and --rate cannot be combined" },
    { { "--compare", "--explain", NULL }, "--compare and --explain cannot be combined" },
    { { "--compare", "--stats", NULL }, "--compare and --stats cannot be combined" },
    { { "--compare", "--algorithm=dlx", NULL }, "--compare and --algorithm cannot be combined" },
    { { "--explain", "--count", NULL }, "--explain and --count cannot be combined" },
    { { "--rate", "--output=line", NULL }, "--rate and --output cannot be combined" },
    { { "--version", "--count", NULL }, "--version and --count cannot be combined" },
    { { "--list-layouts", "--version", NULL }, "--list-layouts and --version cannot be combined" },
    { { "--generate=1", "--rate", NULL }, "--generate and --rate cannot be combined" },
    { { "--generate=1", "--list-layouts", NULL }, "--generate and --list-layouts cannot be combined" },
    { { "--print-to=a.pdf", "--count", NULL }, "--print-to and --count cannot be combined" },
    { { "--list-layouts", "--layout=windmill", NULL }, "--list-layouts and --layout cannot be combined" },
  };

  assert_refused (refusals, G_N_ELEMENTS (refusals));
}

/* The modes that do go together still do. */
static void
test_combinations (void)
{
  static const char * const runs[][4] = {
    { "--compare", "--count", "--output=line", NULL },
    { "--explain", "--candidates", NULL },
    { "--rate", "--candidates", NULL },
    { "--count", "--stats", "--algorithm=dlx", NULL },
    { "--rate", "--layout=standard", NULL },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (runs); i++)
    {
      g_auto(SudokuTestRun) run = { 0 };

      sudoku_test_run_cliv (PUZZLE, runs[i], &run);
      g_assert_cmpint (run.status, ==, 0);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/refusals/never-produced", test_never_produced);
  g_test_add_func ("/cli/refusals/produced", test_produced);
  g_test_add_func ("/cli/refusals/integers", test_integers);
  g_test_add_func ("/cli/refusals/short-options", test_short_options);
  g_test_add_func ("/cli/refusals/conflicts", test_conflicts);
  g_test_add_func ("/cli/refusals/combinations", test_combinations);
  return sudoku_test_cli_run_tests ();
}
