/* test-sk-logic-aligned.c: Aligned Triplet Exclusion, on a position from a rated path and whole paths
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "sk-logic-test-util.h"

static bool
find_ate (const SkCandidateGrid *cg,
          const SkLayout        *layout,
          SkStep                *step)
{
  SkLogicOptions options = logic_test_options ();
  SkLogicContext ctx;

  sk_logic_context_init (&ctx, cg, layout, &options);
  return sk_find_aligned_triplet_exclusion (&ctx, step);
}

/* From the path of a top1465 puzzle, where the path itself needed an
 * alternating inference chain. */
static const char *const givens =
  "000020040070006000010500000200000080000300700409000000000600103800090000000000500";
static const char *const position =
  "59     5689   68     7      2      3      69     4      1 "
  "39     7      24     489    1      6      289    235    25 "
  "36     1      24     5      48     489    2689   367    267 "
  "2      356    7      49     56     1      346    8      4569 "
  "156    568    168    3      456    2489   7      256    49 "
  "4      3568   9      28     567    278    236    1      256 "
  "79     249    5      6      478    2478   1      29     3 "
  "8      26     3      1      9      5      246    267    2467 "
  "1679   246    16     24     3      47     5      69     8 ";

static void
test_triplet (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkGrid puzzle;
  SkGrid solution;
  SkStep step;
  char text[2048];

  g_assert_true (sk_text_parse_line (givens, strlen (givens), &puzzle));
  logic_test_pencil_grid (position, NULL, &layout, &cg);
  g_assert_true (sudoku_test_solve_unique_on (&puzzle, &layout, &solution));

  /* r5c6 (2489), r6c6 (278) and r9c4 (24), seen all three by r4c4 (49),
   * r6c4 (28) and r9c6 (47): 8 in r5c6 leaves r6c6 2 or 7 and r9c4 2 or 4;
   * a 2 in either takes both candidates of r6c4, and 7 with 4 both of
   * r9c6. So r5c6 is not 8. */
  g_assert_true (find_ate (&cg, &layout, &step));
  g_assert_cmpint (step.technique, ==, SK_TECH_ALIGNED_TRIPLET_EXCLUSION);
  g_assert_cmpint (step.rating, ==, 75);
  logic_test_assert_actions (&step, "r5c6-8");
  logic_test_assert_sound (&step, &solution);
  sk_step_describe (&step, &layout, text, sizeof text);
  g_test_message ("%s", text);
  g_assert_cmpstr (text, ==, "Aligned Triplet Exclusion: of the ways to fill r5c6, r6c6, r9c4 from their "
                             "candidates, those that give one digit to two cells that see each other, or every "
                             "candidate of one of r4c4, r6c4, r9c6 (which each see all three), are impossible; the"
                             " candidates that only those ways use go. Remove 8 from r5c6.");

  /* With 9 back in r9c6, 8, 7 and 4 no longer empty it: the exclusion
   * no longer holds (another may, elsewhere). */
  logic_test_edit (&cg, "r9c6:479");
  if (find_ate (&cg, &layout, &step))
    g_assert_cmpint (step.remove[logic_test_cell ("r5c6")], ==, 0);
}

/* One kind: the exclusion has no sizes. */
static bool
find_ate_kind (const SkCandidateGrid *before,
               const SkLayout        *layout,
               int                    kind,
               SkStep                *step)
{
  (void) kind;
  return find_ate (before, layout, step);
}

static void
test_sound_standard (void)
{
  g_assert_cmpint (logic_test_walk_set ("top1465-100.txt", 30, find_ate_kind, 1), >, 0);
}

static void
test_sound_jigsaw (void)
{
  g_assert_cmpint (logic_test_walk_set ("jigsaw-solo-100.txt", 100, find_ate_kind, 1), >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/logic/aligned/triplet", test_triplet);
  g_test_add_func ("/logic/aligned/sound/standard", test_sound_standard);
  g_test_add_func ("/logic/aligned/sound/jigsaw", test_sound_jigsaw);
  return g_test_run ();
}
