/* test-sk-logic-big-wings.c: WXYZ- to TUVWXYZ-Wings, on hand-made grids and replayed paths
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Positions start from an empty grid (every candidate everywhere), so only
 * the cells set by hand have few enough candidates to make a wing.
 */

#include "sk-logic-test-util.h"

#define EMPTY \
  "................................................................................."

static bool
find_wing (const SkCandidateGrid *cg,
           const SkLayout        *layout,
           int                    n,
           SkStep                *step)
{
  SkLogicOptions options = logic_test_options ();
  SkLogicContext ctx;

  sk_logic_context_init (&ctx, cg, layout, &options);
  return sk_find_big_wing (&ctx, n, step);
}

static void
test_wxyz_wing (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkStep step;
  char text[1024];

  /* r1c1, r1c2 and r1c5 hold 1-4 between them; r2c2 holds 1 or 4 and sees
   * both 1s of the wing, so 4 is in r2c2 or r1c5, and leaves the cells that
   * see both. */
  logic_test_grid (EMPTY, NULL, &layout, &cg);
  logic_test_edit (&cg, "r1c1:12 r1c2:13 r1c5:234 r2c2:14");
  g_assert_true (find_wing (&cg, &layout, 3, &step));
  g_assert_cmpint (step.technique, ==, SK_TECH_WXYZ_WING);
  g_assert_cmpint (step.digit, ==, 4);
  g_assert_cmpint (step.size, ==, 3);
  /* Its largest cell has three candidates: Sudoku Explainer's 5.6. */
  g_assert_cmpint (step.rating, ==, 56);
  logic_test_assert_actions (&step, "r1c3-4 r2c4-4 r2c5-4 r2c6-4");
  sk_step_describe (&step, &layout, text, sizeof text);
  g_assert_cmpstr (text, ==, "WXYZ-Wing: r1c1, r1c2, r1c5 all see each other and hold only 1/2/3/4 between them; "
                             "r2c2 holds only 1 or 4 and sees every 1 among them, so 4 is in r2c2 or among them, "
                             "and no cell that sees r2c2 and every 4 among them can be 4. Remove 4 from r1c3, "
                             "r2c4, r2c5, r2c6.");
  /* No four cells hold five digits here. */
  g_assert_false (find_wing (&cg, &layout, 4, &step));

  /* With r1c5 down to two candidates the largest cell has two: 5.5. */
  logic_test_edit (&cg, "r1c5:24");
  g_assert_true (find_wing (&cg, &layout, 3, &step));
  g_assert_cmpint (step.rating, ==, 55);

  /* The pincer seeing none of the 1s of the wing: nothing. */
  logic_test_grid (EMPTY, NULL, &layout, &cg);
  logic_test_edit (&cg, "r1c1:12 r1c2:13 r1c5:234 r5c5:14");
  g_assert_false (find_wing (&cg, &layout, 3, &step));
}

static void
test_doubly_linked (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkStep step;

  /* r1c1, r1c2, r1c3 hold 1-4; r1c7 holds 1 or 4 and sees every cell of the
   * wing: the four cells hold 1-4 between them, so 1-4 leave the rest of
   * row 1, and 2 and 3 (confined to box 1 within the wing) the rest of box 1. */
  logic_test_grid (EMPTY, NULL, &layout, &cg);
  logic_test_edit (&cg, "r1c1:12 r1c2:13 r1c3:234 r1c7:14");
  g_assert_true (find_wing (&cg, &layout, 3, &step));
  g_assert_cmpint (step.digit, ==, 0);
  logic_test_assert_actions (&step, "r1c4-1 r1c4-2 r1c4-3 r1c4-4 r1c5-1 r1c5-2 r1c5-3 r1c5-4 "
                                    "r1c6-1 r1c6-2 r1c6-3 r1c6-4 r1c8-1 r1c8-2 r1c8-3 r1c8-4 "
                                    "r1c9-1 r1c9-2 r1c9-3 r1c9-4 r2c1-2 r2c1-3 r2c2-2 r2c2-3 "
                                    "r2c3-2 r2c3-3 r3c1-2 r3c1-3 r3c2-2 r3c2-3 r3c3-2 r3c3-3");
}

static void
test_vwxyz_wing (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkStep step;

  /* Four cells of row 1 hold 1-5; r2c2 holds 1 or 4 and sees every 1 of
   * them (all in box 1), but not the 4 in r1c5. */
  logic_test_grid (EMPTY, NULL, &layout, &cg);
  logic_test_edit (&cg, "r1c1:12 r1c2:13 r1c3:15 r1c5:2345 r2c2:14");
  g_assert_false (find_wing (&cg, &layout, 3, &step));
  g_assert_true (find_wing (&cg, &layout, 4, &step));
  g_assert_cmpint (step.technique, ==, SK_TECH_VWXYZ_WING);
  g_assert_cmpint (step.digit, ==, 4);
  /* The largest cell has four candidates, one away from three: 6.3. */
  g_assert_cmpint (step.rating, ==, 63);
  logic_test_assert_actions (&step, "r2c4-4 r2c5-4 r2c6-4");
}

/* From a top1465 path: six cells of box 6 hold 1-6 and 9; r4c4 holds 4 or
 * 9 and sees every 4 and 9 of them (r4c7, r4c9, row 4). Doubly linked: the
 * wing keeps every digit but the one r4c4 takes. */
static void
test_tuvwxyz_wing (void)
{
  const char *givens =
    "000020040070006000010500000200000080000300700409000000000600103800090000000000500";
  SkLayout layout;
  SkCandidateGrid cg;
  SkGrid puzzle;
  SkGrid solution;
  SkStep step;

  logic_test_pencil_grid ("3569   5689   68     79     2      1379   369    4      15679 "
                          "359    7      24     489    1348   6      2389   1235   1259 "
                          "369    1      24     5      3478   34789  23689  2367   2679 "
                          "2      356    7      49     1456   149    3469   8      14569 "
                          "156    568    168    3      4568   2489   7      256    24569 "
                          "4      3568   9      278    15678  278    236    12356  1256 "
                          "79     249    5      6      478    2478   1      29     3 "
                          "8      26     3      1      9      5      246    267    2467 "
                          "1679   2469   16     247    347    2347   5      269    8 ",
                          NULL, &layout, &cg);
  g_assert_true (sk_text_parse_line (givens, strlen (givens), &puzzle));
  g_assert_true (sudoku_test_solve_unique_on (&puzzle, &layout, &solution));
  g_assert_true (find_wing (&cg, &layout, 6, &step));
  g_assert_cmpint (step.technique, ==, SK_TECH_TUVWXYZ_WING);
  g_assert_cmpint (step.rating, ==, 75);
  g_assert_cmpint (step.digit, ==, 0);
  logic_test_assert_actions (&step, "r4c5-4 r4c6-4 r4c6-9 r5c9-2 r5c9-5 r5c9-6");
  logic_test_assert_sound (&step, &solution);
}

static void
test_jigsaw (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkStep step;
  const char *edits = "r1c4:12 r1c5:13 r1c9:234 r2c3:14";

  /* Windmill: r1c4, r1c5 and r1c9 share row 1 and hold 1-4; r2c3 holds 1 or
   * 4 and sees the 1s in r1c4 and r1c5 through region 1, but not the 4 in
   * r1c9 (region 3). 4 leaves the cells that see r2c3 and r1c9. */
  logic_test_grid (EMPTY,
                   "111112223441112223444152233444452333665555533666758888667759888677799988677799999",
                   &layout, &cg);
  logic_test_edit (&cg, edits);
  g_assert_true (find_wing (&cg, &layout, 3, &step));
  g_assert_cmpint (step.digit, ==, 4);
  logic_test_assert_actions (&step, "r1c1-4 r1c2-4 r1c3-4 r2c9-4");

  /* On standard boxes r2c3 sees neither 1: no wing. */
  logic_test_grid (EMPTY, NULL, &layout, &cg);
  logic_test_edit (&cg, edits);
  g_assert_false (find_wing (&cg, &layout, 3, &step));
}

/* The soundness walk's kinds 0 to 3: WXYZ- to TUVWXYZ-Wings. Every wing
 * found along the paths of a set removes no digit of the solution. */
static bool
find_wing_kind (const SkCandidateGrid *before,
                const SkLayout        *layout,
                int                    kind,
                SkStep                *step)
{
  return find_wing (before, layout, kind + 3, step);
}

static void
test_sound_standard (void)
{
  g_assert_cmpint (logic_test_walk_set ("rated-se-100.txt", 0, find_wing_kind, 4), >, 0);
}

static void
test_sound_jigsaw (void)
{
  g_assert_cmpint (logic_test_walk_set ("jigsaw-solo-100.txt", 0, find_wing_kind, 4), >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/logic/big-wings/wxyz", test_wxyz_wing);
  g_test_add_func ("/logic/big-wings/doubly-linked", test_doubly_linked);
  g_test_add_func ("/logic/big-wings/vwxyz", test_vwxyz_wing);
  g_test_add_func ("/logic/big-wings/tuvwxyz", test_tuvwxyz_wing);
  g_test_add_func ("/logic/big-wings/jigsaw", test_jigsaw);
  g_test_add_func ("/logic/big-wings/sound/standard", test_sound_standard);
  g_test_add_func ("/logic/big-wings/sound/jigsaw", test_sound_jigsaw);
  return g_test_run ();
}
