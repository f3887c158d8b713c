/* test-sk-logic-basic.c: singles, locked candidates and subsets, standard and jigsaw
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Positions are built from an empty grid (every candidate everywhere) with a
 * few candidates taken away, so each test shows the one pattern it is about.
 * The jigsaw tests use the Windmill layout:
 *
 *   1 1 1 1 1 2 2 2 3
 *   4 4 1 1 1 2 2 2 3
 *   4 4 4 1 5 2 2 3 3
 *   4 4 4 4 5 2 3 3 3
 *   6 6 5 5 5 5 5 3 3
 *   6 6 6 7 5 8 8 8 8
 *   6 6 7 7 5 9 8 8 8
 *   6 7 7 7 9 9 9 8 8
 *   6 7 7 7 9 9 9 9 9
 *
 * where region 1 meets row 1 in five cells and region 5 is a plus sign.
 */

#include "sk-logic-test-util.h"

#define WINDMILL \
  "111112223441112223444152233444452333665555533666758888667759888677799988677799999"

#define EMPTY \
  "................................................................................."
/* Eight and seven empty rows, below a first row or two written out. */
#define EMPTY_8_ROWS \
  "........................................................................"
#define EMPTY_7_ROWS \
  "..............................................................."

typedef bool (*PlainFinder) (const SkLogicContext *, SkStep *);
typedef bool (*SizedFinder) (const SkLogicContext *, int, SkStep *);

static bool
run_plain (PlainFinder            finder,
           const SkCandidateGrid *cg,
           const SkLayout        *layout,
           SkStep                *step)
{
  SkLogicOptions options = logic_test_options ();
  SkLogicContext ctx;

  sk_logic_context_init (&ctx, cg, layout, &options);
  return finder (&ctx, step);
}

static bool
run_sized (SizedFinder            finder,
           int                    size,
           const SkCandidateGrid *cg,
           const SkLayout        *layout,
           SkStep                *step)
{
  SkLogicOptions options = logic_test_options ();
  SkLogicContext ctx;

  sk_logic_context_init (&ctx, cg, layout, &options);
  return finder (&ctx, size, step);
}

/* ---- singles ---- */

static void
test_full_house (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkStep step;

  logic_test_grid ("12345678." EMPTY_8_ROWS, NULL, &layout, &cg);
  g_assert_true (run_plain (sk_find_full_house, &cg, &layout, &step));
  g_assert_cmpint (step.technique, ==, SK_TECH_FULL_HOUSE);
  logic_test_assert_actions (&step, "r1c9=9");
  g_assert_cmpint (step.base_units, ==, 1u << 0);

  /* Windmill's region 1 with only r3c4 open: a full house in the region
   * although no row or column is nearly full. */
  logic_test_grid ("12345...." "..678...." EMPTY_7_ROWS, WINDMILL, &layout, &cg);
  g_assert_true (run_plain (sk_find_full_house, &cg, &layout, &step));
  logic_test_assert_actions (&step, "r3c4=9");
  g_assert_cmpint (step.base_units, ==, 1u << (2 * SK_SIZE + 0));

  /* Two open cells: no full house. */
  logic_test_grid ("1234567.." EMPTY_8_ROWS, NULL, &layout, &cg);
  g_assert_false (run_plain (sk_find_full_house, &cg, &layout, &step));
}

static void
test_hidden_singles (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkStep step;

  /* 9 has one place left in Windmill's region 1. */
  logic_test_grid (EMPTY, WINDMILL, &layout, &cg);
  logic_test_edit (&cg, "r1c1-9 r1c2-9 r1c3-9 r1c4-9 r1c5-9 r2c3-9 r2c4-9 r3c4-9");
  g_assert_true (run_plain (sk_find_hidden_single_region, &cg, &layout, &step));
  g_assert_cmpint (step.technique, ==, SK_TECH_HIDDEN_SINGLE_REGION);
  logic_test_assert_actions (&step, "r2c5=9");
  g_assert_cmpint (step.digit, ==, 9);
  /* It is not a single of row 2 or column 5. */
  g_assert_false (run_plain (sk_find_hidden_single_line, &cg, &layout, &step));

  /* 3 has one place left in column 4. */
  logic_test_grid (EMPTY, NULL, &layout, &cg);
  logic_test_edit (&cg, "r1c4-3 r2c4-3 r3c4-3 r4c4-3 r5c4-3 r6c4-3 r8c4-3 r9c4-3");
  g_assert_false (run_plain (sk_find_hidden_single_region, &cg, &layout, &step));
  g_assert_true (run_plain (sk_find_hidden_single_line, &cg, &layout, &step));
  g_assert_cmpint (step.technique, ==, SK_TECH_HIDDEN_SINGLE_LINE);
  logic_test_assert_actions (&step, "r7c4=3");
  g_assert_cmpint (step.base_units, ==, 1u << (SK_SIZE + 3));
}

static void
test_naked_single (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkStep step;

  logic_test_grid (EMPTY, WINDMILL, &layout, &cg);
  g_assert_false (run_plain (sk_find_naked_single, &cg, &layout, &step));
  logic_test_edit (&cg, "r5c5:7");
  g_assert_true (run_plain (sk_find_naked_single, &cg, &layout, &step));
  logic_test_assert_actions (&step, "r5c5=7");
}

/* ---- locked candidates ---- */

static void
test_pointing (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkStep step;

  /* Box 1's 5s are in row 1. */
  logic_test_grid (EMPTY, NULL, &layout, &cg);
  logic_test_edit (&cg, "r1c3-5 r2c1-5 r2c2-5 r2c3-5 r3c1-5 r3c2-5 r3c3-5");
  g_assert_true (run_plain (sk_find_pointing, &cg, &layout, &step));
  g_assert_cmpint (step.technique, ==, SK_TECH_POINTING);
  logic_test_assert_actions (&step, "r1c4-5 r1c5-5 r1c6-5 r1c7-5 r1c8-5 r1c9-5");
  g_assert_cmpint (step.base_units, ==, 1u << (2 * SK_SIZE));
  g_assert_cmpint (step.cover_units, ==, 1u << 0);
  g_assert_cmpint (step.n_marks, ==, 2);
  /* Nothing follows at once from it: no direct pointing. */
  g_assert_false (run_plain (sk_find_direct_pointing, &cg, &layout, &step));

  /* Box 2's 5s are r1c4 and r2c5: once 5 leaves row 1, r2c5 is its only
   * place in box 2, and the direct form places it. */
  logic_test_edit (&cg, "r1c5-5 r1c6-5 r2c4-5 r2c6-5 r3c4-5 r3c5-5 r3c6-5");
  g_assert_true (run_plain (sk_find_direct_pointing, &cg, &layout, &step));
  g_assert_cmpint (step.technique, ==, SK_TECH_DIRECT_POINTING);
  g_assert_cmpint (step.rating, ==, 17);
  logic_test_assert_actions (&step, "r2c5=5 r1c4-5 r1c7-5 r1c8-5 r1c9-5");

  /* Windmill: region 1's 5s are r1c2 and r1c4, two of the five cells it
   * shares with row 1; 5 leaves the rest of row 1, in regions 2 and 3. */
  logic_test_grid (EMPTY, WINDMILL, &layout, &cg);
  logic_test_edit (&cg, "r1c1-5 r1c3-5 r1c5-5 r2c3-5 r2c4-5 r2c5-5 r3c4-5");
  g_assert_true (run_plain (sk_find_pointing, &cg, &layout, &step));
  logic_test_assert_actions (&step, "r1c6-5 r1c7-5 r1c8-5 r1c9-5");

  /* Spread over two rows and two columns: nothing. */
  logic_test_edit (&cg, "r2c3:5");
  g_assert_false (run_plain (sk_find_pointing, &cg, &layout, &step));
}

static void
test_claiming (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkStep step;

  /* Row 5's 7s are in box 5. */
  logic_test_grid (EMPTY, NULL, &layout, &cg);
  logic_test_edit (&cg, "r5c1-7 r5c2-7 r5c3-7 r5c6-7 r5c7-7 r5c8-7 r5c9-7");
  g_assert_false (run_plain (sk_find_pointing, &cg, &layout, &step));
  g_assert_true (run_plain (sk_find_claiming, &cg, &layout, &step));
  g_assert_cmpint (step.technique, ==, SK_TECH_CLAIMING);
  logic_test_assert_actions (&step, "r4c4-7 r4c5-7 r4c6-7 r6c4-7 r6c5-7 r6c6-7");
  g_assert_cmpint (step.cover_units, ==, 1u << (2 * SK_SIZE + 4));

  /* Windmill: row 5's 4s are r5c4 and r5c6, both in the plus-shaped
   * region 5, which leaves 4 in its arms. */
  logic_test_grid (EMPTY, WINDMILL, &layout, &cg);
  logic_test_edit (&cg, "r5c1-4 r5c2-4 r5c3-4 r5c5-4 r5c7-4 r5c8-4 r5c9-4");
  g_assert_true (run_plain (sk_find_claiming, &cg, &layout, &step));
  logic_test_assert_actions (&step, "r3c5-4 r4c5-4 r6c5-4 r7c5-4");
}

/* Sudoku Explainer's Direct Claiming: the single it leaves is in a line
 * parallel to the claiming one. On standard boxes a direct pointing always
 * comes first (the third box of the band points along the third line), so
 * the example is a jigsaw puzzle the generator made, and the step is the one
 * its path takes. */
typedef struct
{
  int    n_steps;
  int    found_at;
  SkStep claiming;
  SkGrid solution;
} ClaimingSearch;

static bool
note_direct_claiming (const SkStep          *step,
                      const SkCandidateGrid *before,
                      void                  *user_data)
{
  ClaimingSearch *search = user_data;

  (void) before;
  search->n_steps++;
  if (step->technique == SK_TECH_DIRECT_CLAIMING && search->found_at == 0)
    {
      search->found_at = search->n_steps;
      search->claiming = *step;
    }
  return true;
}

static void
test_direct_claiming (void)
{
  SkLayout layout;
  SkGrid puzzle;
  SkRating rating;
  ClaimingSearch search = { 0 };
  SkCandidateGrid cg;
  SkStep step;
  const char *givens =
    ".......5.9........85.2.1.....4..6...3....92.....6....116....4...4.........9..4...";

  logic_test_layout (WINDMILL, &layout);
  g_assert_true (sk_text_parse_line (givens, strlen (givens), &puzzle));
  g_assert_cmpint (sk_logic_rate (&puzzle, &layout, NULL, note_direct_claiming, &search, &rating),
                   ==, SK_LOGIC_SOLVED);
  g_assert_cmpint (rating.hardest, ==, SK_TECH_DIRECT_CLAIMING);
  g_assert_cmpint (rating.rating, ==, 19);
  /* Row 1's 1s lie in region 1, so 1 leaves the rest of region 1; in row 2
   * that leaves r2c2 the only place for 1. */
  g_assert_cmpint (search.found_at, ==, 22);
  logic_test_assert_actions (&search.claiming, "r2c2=1 r2c3-1 r2c4-1 r2c5-1");
  g_assert_cmpint (search.claiming.base_units, ==, 1u << 0);
  g_assert_cmpint (search.claiming.cover_units, ==, (1u << 1) | (1u << (2 * SK_SIZE)));
  logic_test_assert_sound (&search.claiming, &rating.solution);

  /* The standard-box case of the proof above: row 5's 7s are in box 5, and
   * row 4 keeps 7 only there and in r4c1. The claiming is direct, but box 6
   * points along row 6 first, with the same placement. */
  logic_test_grid (EMPTY, NULL, &layout, &cg);
  logic_test_edit (&cg, "r5c1-7 r5c2-7 r5c3-7 r5c7-7 r5c8-7 r5c9-7 r5c6-7 "
                        "r4c2-7 r4c3-7 r4c7-7 r4c8-7 r4c9-7");
  g_assert_true (run_plain (sk_find_direct_claiming, &cg, &layout, &step));
  logic_test_assert_actions (&step, "r4c1=7 r4c4-7 r4c5-7 r4c6-7 r6c4-7 r6c5-7 r6c6-7");
  g_assert_true (run_plain (sk_find_direct_pointing, &cg, &layout, &step));
  logic_test_assert_actions (&step, "r4c1=7 r6c1-7 r6c2-7 r6c3-7 r6c4-7 r6c5-7 r6c6-7");
}

/* ---- subsets ---- */

/* "rXcY-a rXcY-b ..." for @digits in every cell of @row (1-9; 0 for none)
 * and box @box (1-9; 0 for none) but those in @skip: the expected
 * eliminations, worked out from the standard boxes by hand. */
static char *
expected_removals (int         row,
                   int         box,
                   const char *skip,
                   const char *digits)
{
  GString *out = g_string_new (NULL);

  for (int r = 1; r <= 9; r++)
    for (int c = 1; c <= 9; c++)
      {
        int b = (r - 1) / 3 * 3 + (c - 1) / 3 + 1;
        char name[8];

        g_snprintf (name, sizeof name, "r%dc%d", r, c);
        if ((r != row && b != box) || strstr (skip, name) != NULL)
          continue;
        for (const char *d = digits; *d != '\0'; d++)
          g_string_append_printf (out, "%s%s-%c", out->len > 0 ? " " : "", name, *d);
      }
  return g_string_free (out, FALSE);
}

static void
test_naked_pair (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkStep step;
  g_autofree char *expected = expected_removals (1, 1, "r1c1 r1c2", "12");

  /* The pair shares row 1 and box 1: both lose 1 and 2. */
  logic_test_grid (EMPTY, NULL, &layout, &cg);
  logic_test_edit (&cg, "r1c1:12 r1c2:12");
  g_assert_true (run_sized (sk_find_naked_subset, 2, &cg, &layout, &step));
  g_assert_cmpint (step.technique, ==, SK_TECH_NAKED_PAIR);
  logic_test_assert_actions (&step, expected);
  g_assert_cmpint (step.base_units, ==, (1u << 0) | (1u << (2 * SK_SIZE)));

  /* Windmill: r1c1 and r2c3 share only region 1. */
  logic_test_grid (EMPTY, WINDMILL, &layout, &cg);
  logic_test_edit (&cg, "r1c1:67 r2c3:67");
  g_assert_true (run_sized (sk_find_naked_subset, 2, &cg, &layout, &step));
  logic_test_assert_actions (&step, "r1c2-6 r1c2-7 r1c3-6 r1c3-7 r1c4-6 r1c4-7 r1c5-6 r1c5-7 "
                                    "r2c4-6 r2c4-7 r2c5-6 r2c5-7 r3c4-6 r3c4-7");

  /* {1,2} and {1,3} are no pair. */
  logic_test_grid (EMPTY, NULL, &layout, &cg);
  logic_test_edit (&cg, "r1c1:12 r1c2:13");
  g_assert_false (run_sized (sk_find_naked_subset, 2, &cg, &layout, &step));
}

static void
test_naked_triple_and_quad (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkStep step;

  /* {1,2} {2,3} {1,3} in row 5, no two in one box. */
  logic_test_grid (EMPTY, NULL, &layout, &cg);
  logic_test_edit (&cg, "r5c1:12 r5c5:23 r5c9:13");
  g_assert_false (run_sized (sk_find_naked_subset, 2, &cg, &layout, &step));
  g_assert_true (run_sized (sk_find_naked_subset, 3, &cg, &layout, &step));
  g_assert_cmpint (step.technique, ==, SK_TECH_NAKED_TRIPLE);
  logic_test_assert_actions (&step, "r5c2-1 r5c2-2 r5c2-3 r5c3-1 r5c3-2 r5c3-3 r5c4-1 r5c4-2 r5c4-3 "
                                    "r5c6-1 r5c6-2 r5c6-3 r5c7-1 r5c7-2 r5c7-3 r5c8-1 r5c8-2 r5c8-3");

  /* Four cells of column 2 holding only 5, 6, 8 and 9 among them. */
  logic_test_grid (EMPTY, NULL, &layout, &cg);
  logic_test_edit (&cg, "r1c2:56 r3c2:689 r6c2:58 r9c2:59");
  g_assert_false (run_sized (sk_find_naked_subset, 3, &cg, &layout, &step));
  g_assert_true (run_sized (sk_find_naked_subset, 4, &cg, &layout, &step));
  g_assert_cmpint (step.technique, ==, SK_TECH_NAKED_QUAD);
  g_assert_cmpint (step.size, ==, 4);
  logic_test_assert_actions (&step, "r2c2-5 r2c2-6 r2c2-8 r2c2-9 r4c2-5 r4c2-6 r4c2-8 r4c2-9 "
                                    "r5c2-5 r5c2-6 r5c2-8 r5c2-9 r7c2-5 r7c2-6 r7c2-8 r7c2-9 "
                                    "r8c2-5 r8c2-6 r8c2-8 r8c2-9");
}

static void
test_hidden_subsets (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkStep step;

  /* 3 and 4 fit only r1c5 and r1c8 in row 1. */
  logic_test_grid (EMPTY, NULL, &layout, &cg);
  logic_test_edit (&cg, "r1c1-3 r1c2-3 r1c3-3 r1c4-3 r1c6-3 r1c7-3 r1c9-3 "
                        "r1c1-4 r1c2-4 r1c3-4 r1c4-4 r1c6-4 r1c7-4 r1c9-4");
  g_assert_true (run_sized (sk_find_hidden_subset, 2, &cg, &layout, &step));
  g_assert_cmpint (step.technique, ==, SK_TECH_HIDDEN_PAIR);
  logic_test_assert_actions (&step, "r1c5-1 r1c5-2 r1c5-5 r1c5-6 r1c5-7 r1c5-8 r1c5-9 "
                                    "r1c8-1 r1c8-2 r1c8-5 r1c8-6 r1c8-7 r1c8-8 r1c8-9");
  /* Applied, there is nothing hidden any more. */
  sk_step_apply (&step, &cg, &layout);
  g_assert_false (run_sized (sk_find_hidden_subset, 2, &cg, &layout, &step));

  /* Windmill: 1, 2 and 3 fit only r1c1, r2c4 and r3c4 in region 1. */
  logic_test_grid (EMPTY, WINDMILL, &layout, &cg);
  logic_test_edit (&cg, "r1c2-1 r1c3-1 r1c4-1 r1c5-1 r2c3-1 r2c5-1 "
                        "r1c2-2 r1c3-2 r1c4-2 r1c5-2 r2c3-2 r2c5-2 "
                        "r1c2-3 r1c3-3 r1c4-3 r1c5-3 r2c3-3 r2c5-3");
  g_assert_false (run_sized (sk_find_hidden_subset, 2, &cg, &layout, &step));
  g_assert_true (run_sized (sk_find_hidden_subset, 3, &cg, &layout, &step));
  g_assert_cmpint (step.technique, ==, SK_TECH_HIDDEN_TRIPLE);
  logic_test_assert_actions (&step, "r1c1-4 r1c1-5 r1c1-6 r1c1-7 r1c1-8 r1c1-9 "
                                    "r2c4-4 r2c4-5 r2c4-6 r2c4-7 r2c4-8 r2c4-9 "
                                    "r3c4-4 r3c4-5 r3c4-6 r3c4-7 r3c4-8 r3c4-9");
  g_assert_cmpint (step.base_units, ==, 1u << (2 * SK_SIZE));

  /* A hidden quad: 6-9 fit only four cells of column 9. */
  logic_test_grid (EMPTY, NULL, &layout, &cg);
  for (int r = 1; r <= 9; r++)
    if (r != 2 && r != 4 && r != 6 && r != 8)
      {
        char edit[64];

        g_snprintf (edit, sizeof edit, "r%dc9-6 r%dc9-7 r%dc9-8 r%dc9-9", r, r, r, r);
        logic_test_edit (&cg, edit);
      }
  g_assert_false (run_sized (sk_find_hidden_subset, 3, &cg, &layout, &step));
  g_assert_true (run_sized (sk_find_hidden_subset, 4, &cg, &layout, &step));
  g_assert_cmpint (step.technique, ==, SK_TECH_HIDDEN_QUAD);
  logic_test_assert_actions (&step, "r2c9-1 r2c9-2 r2c9-3 r2c9-4 r2c9-5 r4c9-1 r4c9-2 r4c9-3 r4c9-4 r4c9-5 "
                                    "r6c9-1 r6c9-2 r6c9-3 r6c9-4 r6c9-5 r8c9-1 r8c9-2 r8c9-3 r8c9-4 r8c9-5");
}

/* Direct hidden subsets as Sudoku Explainer defines them: the single they
 * leave is in the subset's own unit. */
static void
test_direct_hidden_pair (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkStep step;
  const char *pair_row_1 = "r1c1-3 r1c2-3 r1c3-3 r1c4-3 r1c6-3 r1c7-3 r1c9-3 "
                           "r1c1-4 r1c2-4 r1c3-4 r1c4-4 r1c6-4 r1c7-4 r1c9-4";

  /* 3 and 4 fit only r1c5 and r1c8 in row 1, and 9 fits only there and in
   * r1c1: the pair leaves 9 one place in row 1. */
  logic_test_grid (EMPTY, NULL, &layout, &cg);
  logic_test_edit (&cg, pair_row_1);
  logic_test_edit (&cg, "r1c2-9 r1c3-9 r1c4-9 r1c6-9 r1c7-9 r1c9-9");
  g_assert_true (run_sized (sk_find_direct_hidden_subset, 2, &cg, &layout, &step));
  g_assert_cmpint (step.technique, ==, SK_TECH_DIRECT_HIDDEN_PAIR);
  logic_test_assert_actions (&step, "r1c1=9 r1c5-1 r1c5-2 r1c5-5 r1c5-6 r1c5-7 r1c5-8 r1c5-9 "
                                    "r1c8-1 r1c8-2 r1c8-5 r1c8-6 r1c8-7 r1c8-8 r1c8-9");
  g_assert_cmpint (step.cover_units, ==, 1u << 0);

  /* The same pair leaving 9 one place in box 2 (r2c4) but not in row 1: a
   * plain hidden pair, not the direct form. */
  logic_test_grid (EMPTY, NULL, &layout, &cg);
  logic_test_edit (&cg, pair_row_1);
  logic_test_edit (&cg, "r1c4-9 r1c6-9 r2c5-9 r2c6-9 r3c4-9 r3c5-9 r3c6-9");
  g_assert_false (run_sized (sk_find_direct_hidden_subset, 2, &cg, &layout, &step));
  g_assert_true (run_sized (sk_find_hidden_subset, 2, &cg, &layout, &step));
  g_assert_cmpint (step.technique, ==, SK_TECH_HIDDEN_PAIR);
}

/* The finder takes the easiest technique when several apply. */
static void
test_easiest_first (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkLogicOptions options = logic_test_options ();
  SkStep step;

  logic_test_grid (EMPTY, NULL, &layout, &cg);
  logic_test_edit (&cg, "r1c1:12 r1c2:12 r9c9:4");
  g_assert_true (sk_logic_find_step (&cg, &layout, &options, &step));
  g_assert_cmpint (step.technique, ==, SK_TECH_NAKED_SINGLE);
  logic_test_assert_actions (&step, "r9c9=4");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/logic/basic/full-house", test_full_house);
  g_test_add_func ("/logic/basic/hidden-singles", test_hidden_singles);
  g_test_add_func ("/logic/basic/naked-single", test_naked_single);
  g_test_add_func ("/logic/basic/pointing", test_pointing);
  g_test_add_func ("/logic/basic/claiming", test_claiming);
  g_test_add_func ("/logic/basic/direct-claiming", test_direct_claiming);
  g_test_add_func ("/logic/subsets/naked-pair", test_naked_pair);
  g_test_add_func ("/logic/subsets/naked-triple-and-quad", test_naked_triple_and_quad);
  g_test_add_func ("/logic/subsets/hidden", test_hidden_subsets);
  g_test_add_func ("/logic/subsets/direct-hidden-pair", test_direct_hidden_pair);
  g_test_add_func ("/logic/easiest-first", test_easiest_first);
  return g_test_run ();
}
