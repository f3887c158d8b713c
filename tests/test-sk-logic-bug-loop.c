/* test-sk-logic-bug-loop.c: BUG type 2 and unique loops
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Positions from the rating paths of SE-diabolical puzzles (see
 * sk-logic-position.h), each step's exact eliminations checked and held
 * against the solution; the sweep over whole paths is in
 * test-sk-logic-unique.c.
 */

#include "sk-logic-position.h"

enum
{
  FIND_BUG,
  FIND_BUG_2,
  FIND_LOOP,
};

static bool
find (const SkCandidateGrid *cg,
      const SkLayout        *layout,
      int                    which,
      SkStep                *step)
{
  SkLogicOptions options = logic_test_options ();
  SkLogicContext ctx;

  sk_logic_context_init (&ctx, cg, layout, &options);
  switch (which)
    {
    case FIND_BUG:
      return sk_find_bug_plus_one (&ctx, step);
    case FIND_BUG_2:
      return sk_find_bug_type_2 (&ctx, step);
    default:
      return sk_find_unique_loop (&ctx, step);
    }
}

/* The step @which finds in @p: its actions, and sound. */
static void
assert_position (const Position *p,
                 int             which,
                 SkTechnique     technique,
                 int             rating,
                 const char     *actions,
                 SkStep         *step)
{
  position_assert_step (p, find, which, technique, rating, actions, step);
}

/* ---- BUG type 2 ---- */

/* From an SE-diabolical puzzle's path: r2c5 (134) and r3c1 (146) both have a
 * third candidate 1; without it the rest is a grave. */
static const Position bug_2_standard = {
  "000000407702000090059700030000186002004090600300254000030001920090000704801000000", NULL,
  "16    8     3     69    12    29    4     5     7 "
  "7     14    2     56    134   35    8     9     16 "
  "146   5     9     7     14    8     2     3     16 "
  "9     7     5     1     8     6     3     4     2 "
  "12    12    4     3     9     7     6     8     5 "
  "3     6     8     2     5     4     1     7     9 "
  "45    3     7     45    6     1     9     2     8 "
  "25    9     6     8     23    35    7     1     4 "
  "8     24    1     49    7     29    5     6     3 "
};

static void
test_bug_type_2 (void)
{
  char text[1024];
  SkLayout layout;
  SkCandidateGrid cg;
  SkGrid solution;
  SkStep step;

  /* One of r2c5 and r3c1 is 1: r2c2 (row 2, box 1) and r3c5 (row 3, box 2)
   * see both and lose it. */
  assert_position (&bug_2_standard, FIND_BUG_2, SK_TECH_BUG_TYPE_2, 57, "r2c2-1 r3c5-1", &step);
  g_assert_cmpint (step.digit, ==, 1);
  g_assert_cmpint (step.size, ==, 2);
  g_assert_true (has_mark (&step, "r2c5", SK_ROLE_BASE, digits_of ("1")));
  g_assert_true (has_mark (&step, "r3c1", SK_ROLE_BASE, digits_of ("1")));
  position_load (&bug_2_standard, &layout, &cg, &solution);
  sk_step_describe (&step, &layout, text, sizeof text);
  g_assert_cmpstr (text, ==, "BUG type 2: without 1 in r2c5, r3c1, every empty cell would have two candidates and "
                             "every digit two places in each unit, and the puzzle two solutions; so one of those "
                             "cells is 1, and no cell that sees them all can be 1 (this assumes the puzzle has one"
                             " solution). Remove 1 from r2c2, r3c5.");
  /* Not a BUG+1: two cells have a third candidate. */
  position_load (&bug_2_standard, &layout, &cg, &solution);
  g_assert_false (find (&cg, &layout, FIND_BUG, &step));
  /* Their third candidates differ: no type 2. */
  logic_test_edit (&cg, "r3c1:456");
  g_assert_false (find (&cg, &layout, FIND_BUG_2, &step));
  /* Only one cell with a third candidate: a BUG+1 position, no type 2. */
  position_load (&bug_2_standard, &layout, &cg, &solution);
  logic_test_edit (&cg, "r2c5:34");
  g_assert_false (find (&cg, &layout, FIND_BUG_2, &step));
}

/* ---- unique loops ---- */

/* From SE-diabolical paths. A loop of six 7/9 cells, r6c5 the only one with
 * another candidate (2). */
static const Position loop_type_1 = {
  "060000020000010063502003001000300050014080370030006000100900706250040000040000010", NULL,
  "3     6     1     58    59    4     589   2     7 "
  "4     79    8     257   1     259   59    6     3 "
  "5     79    2     78    6     3     4     89    1 "
  "8     2     79    3     79    1     6     5     4 "
  "6     1     4     25    8     259   3     7     29 "
  "79    3     5     4     279   6     1     89    289 "
  "1     8     3     9     25    25    7     4     6 "
  "2     5     6     1     4     7     89    3     89 "
  "79    4     79    6     3     8     2     1     5 "
};

/* A loop of ten 7/9 cells; r8c8 and r9c3 both have the other candidate 4. */
static const Position loop_type_2 = {
  "000050000700000009050642010890000027002000600000305000100000005000080000320501086", NULL,
  "2     3     1     79    5     79    48    6     48 "
  "7     46    46    1     3     8     2     5     9 "
  "9     5     8     6     4     2     7     1     3 "
  "8     9     3     4     1     6     5     2     7 "
  "5     14    2     8     79    79    6     3     14 "
  "46    167   67    3     2     5     89    49    18 "
  "1     8     79    2     6     4     3     79    5 "
  "46    67    5     79    8     3     1     479   2 "
  "3     2     479   5     79    1     49    8     6 "
};

static void
test_unique_loop (void)
{
  char text[1024];
  SkLayout layout;
  SkCandidateGrid cg;
  SkGrid solution;
  SkStep step;

  /* r4c3, r4c5, r6c5, r6c1, r9c1, r9c3 in loop order: two cells in each of
   * their rows, columns and boxes, alternating. r6c5 is neither 7 nor 9. */
  assert_position (&loop_type_1, FIND_LOOP, SK_TECH_UNIQUE_LOOP, 46, "r6c5-7 r6c5-9", &step);
  g_assert_cmpint (step.size, ==, 6);
  g_assert_true (has_mark (&step, "r6c5", SK_ROLE_BASE, digits_of ("2")));
  g_assert_true (has_mark (&step, "r9c1", SK_ROLE_RECTANGLE, digits_of ("79")));
  position_load (&loop_type_1, &layout, &cg, &solution);
  sk_step_describe (&step, &layout, text, sizeof text);
  g_assert_cmpstr (text, ==, "Unique Loop: if r4c3, r4c5, r6c5, r6c1, r9c1, r9c3 held only 7/9, the two digits "
                             "would alternate around the loop and could be swapped for a second solution; so r6c5 "
                             "holds neither (this assumes the puzzle has one solution). Remove 7 from r6c5. Remove"
                             " 9 from r6c5.");
  /* With a second cell of other candidates (4 in r2c2), neither type. */
  logic_test_edit (&cg, "r6c5:279 r9c1:479");
  g_assert_false (find (&cg, &layout, FIND_LOOP, &step));

  /* Ten cells (5.0): one of r8c8 and r9c3 is 4, so r8c1 and r9c7 are not. */
  assert_position (&loop_type_2, FIND_LOOP, SK_TECH_UNIQUE_LOOP, 50, "r8c1-4 r9c7-4", &step);
  g_assert_cmpint (step.size, ==, 10);
  g_assert_cmpint (step.digit, ==, 4);
  position_load (&loop_type_2, &layout, &cg, &solution);
  sk_step_describe (&step, &layout, text, sizeof text);
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "so one of r8c8, r9c3 is 4, and no cell that sees them all can "
                                  "be 4"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/logic/unique/bug-type-2", test_bug_type_2);
  g_test_add_func ("/logic/unique/loop", test_unique_loop);
  return g_test_run ();
}
