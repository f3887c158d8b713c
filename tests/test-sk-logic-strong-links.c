/* test-sk-logic-strong-links.c: three and four strong links on one digit, and their loops
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two positions from the paths of SE-rated puzzles, each checked for its
 * exact eliminations and rating, a hand-made loop, and a sweep over whole
 * paths, standard and jigsaw, where every chain found must keep the
 * solution.
 */

#include "sk-logic-test-util.h"

#define EMPTY \
  "................................................................................."

static bool
find_links (const SkCandidateGrid *cg,
            const SkLayout        *layout,
            int                    n_links,
            SkStep                *step)
{
  SkLogicOptions options = logic_test_options ();
  SkLogicContext ctx;

  sk_logic_context_init (&ctx, cg, layout, &options);
  return sk_find_strong_links (&ctx, n_links, step);
}

static bool
find_grouped (const SkCandidateGrid *cg,
              const SkLayout        *layout,
              int                    n_links,
              SkStep                *step)
{
  SkLogicOptions options = logic_test_options ();
  SkLogicContext ctx;

  sk_logic_context_init (&ctx, cg, layout, &options);
  return sk_find_grouped_strong_links (&ctx, n_links, step);
}

static void
load (const char      *givens,
      const char      *pencil,
      SkLayout        *layout,
      SkCandidateGrid *cg,
      SkGrid          *solution)
{
  SkGrid puzzle;

  g_assert_true (sk_text_parse_line (givens, strlen (givens), &puzzle));
  logic_test_pencil_grid (pencil, NULL, layout, cg);
  g_assert_true (sudoku_test_solve_unique_on (&puzzle, layout, solution));
}

static void
test_three_links (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkGrid solution;
  SkStep step;
  char text[2048];

  load ("103070002000000040090005001020100503007000200405002060200800030050000000800020709",
        "1     468   3     469   7     4689  689   5     2 "
        "5     678   268   2369  13689 13689 3689  4     678 "
        "67    9     2468  2346  3468  5     368   78    1 "
        "69    2     689   1     468   4678  5     789   3 "
        "369   1     7     36    5     368   2     89    4 "
        "4     38    5     379   389   2     1     6     78 "
        "2     467   1469  8     1469  14679 46    3     5 "
        "3679  5     1469  34679 13469 134679 468  2     68 "
        "8     346   46    5     2     346   7     1     9 ",
        &layout, &cg, &solution);
  g_assert_true (find_links (&cg, &layout, 3, &step));
  g_assert_cmpint (step.technique, ==, SK_TECH_THREE_STRONG_LINKS);
  g_assert_cmpint (step.digit, ==, 7);
  g_assert_cmpint (step.size, ==, 3);
  g_assert_cmpint (step.n_links, ==, 5);
  g_assert_cmpint (step.rating, >=, 54);
  g_assert_cmpint (step.rating, <=, 56);
  logic_test_assert_actions (&step, "r3c8-7 r6c9-7");
  logic_test_assert_sound (&step, &solution);
  sk_step_describe (&step, &layout, text, sizeof text);
  g_test_message ("%s", text);
  g_assert_true (g_str_has_prefix (text, "Three Strong Links: in each of row 2, row 4, row 7, 7 has "
                                         "two places, and each pair's second place sees the next "
                                         "pair's first; so if one end of the chain, r2c9, r4c8, is "
                                         "not 7, the other is"));

  /* With a grouped link (5.7): 3 in row 6 is r6c2 or in box 5 (r6c4,
   * r6c5); r6c2 sees r5c1, whose column holds 3 only there and in r8c1,
   * which sees r9c2, whose row holds it only there and in r9c6. r5c6 sees
   * both ends (the group and r9c6). */
  g_assert_true (find_grouped (&cg, &layout, 3, &step));
  g_assert_cmpint (step.technique, ==, SK_TECH_THREE_STRONG_LINKS);
  g_assert_cmpint (step.digit, ==, 3);
  g_assert_cmpint (step.rating, ==, 57);
  logic_test_assert_actions (&step, "r5c6-3");
  logic_test_assert_sound (&step, &solution);
  logic_test_assert_chain (&step, "(3)r6c45=r6c2-r5c1=r8c1-r9c2=r9c6 => r5c6<>3");
}

static void
test_four_links (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkGrid solution;
  SkStep step;

  load ("009530201001000000053010000200100030035040120090008004000090340000000600306057900",
        "678   68    9     5     3     4     2     78    1 "
        "478   2     1     789   67    69    478   5     3 "
        "47    5     3     78    1     2     478   9     6 "
        "2     468   48    1     67    5     78    3     9 "
        "68    3     5     79    4     69    1     2     78 "
        "1     9     7     3     2     8     5     6     4 "
        "5     78    28    6     9     1     3     4     278 "
        "9     17    24    24    8     3     6     17    5 "
        "3     148   6     24    5     7     9     18    28 ",
        &layout, &cg, &solution);
  g_assert_false (find_links (&cg, &layout, 3, &step));
  g_assert_true (find_links (&cg, &layout, 4, &step));
  g_assert_cmpint (step.technique, ==, SK_TECH_FOUR_STRONG_LINKS);
  g_assert_cmpint (step.digit, ==, 7);
  g_assert_cmpint (step.rating, >=, 58);
  g_assert_cmpint (step.rating, <=, 60);
  logic_test_assert_actions (&step, "r2c1-7");
  logic_test_assert_sound (&step, &solution);
}

/* An X-loop of three links, all in rows: 5 has two places in row 1 (r1c1,
 * r1c5), row 5 (r5c5, r5c9) and row 9 (r9c9, r9c1), and columns 5, 9 and 1
 * join them into a ring. */
static void
test_loop (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkStep step;
  GString *edits = g_string_new (NULL);

  logic_test_grid (EMPTY, NULL, &layout, &cg);
  for (int r = 1; r <= 9; r++)
    for (int c = 1; c <= 9; c++)
      {
        gboolean keep = (r == 1 && (c == 1 || c == 5)) || (r == 5 && (c == 5 || c == 9))
                        || (r == 9 && (c == 9 || c == 1));

        if ((r == 1 || r == 5 || r == 9) && !keep)
          g_string_append_printf (edits, "r%dc%d-5 ", r, c);
      }
  logic_test_edit (&cg, edits->str);
  g_string_free (edits, TRUE);
  g_assert_true (find_links (&cg, &layout, 3, &step));
  /* Each column link holds exactly one 5: the rest of columns 1, 5 and 9
   * loses it. */
  logic_test_assert_actions (&step, "r2c1-5 r2c5-5 r2c9-5 r3c1-5 r3c5-5 r3c9-5 r4c1-5 r4c5-5 "
                                    "r4c9-5 r6c1-5 r6c5-5 r6c9-5 r7c1-5 r7c5-5 r7c9-5 r8c1-5 "
                                    "r8c5-5 r8c9-5");
  /* All links in rows: Sudoku Explainer's 5.4. */
  g_assert_cmpint (step.rating, ==, 54);
}

/* Kinds 0 to 3: three links, three grouped, four, four grouped. */
static bool
find_links_kind (const SkCandidateGrid *before,
                 const SkLayout        *layout,
                 int                    kind,
                 SkStep                *step)
{
  int n = 3 + kind / 2;

  return kind % 2 != 0 ? find_grouped (before, layout, n, step) : find_links (before, layout, n, step);
}

static void
test_sound_standard (void)
{
  g_assert_cmpint (logic_test_walk_set ("rated-se-100.txt", 0, find_links_kind, 4), >, 0);
}

static void
test_sound_jigsaw (void)
{
  g_assert_cmpint (logic_test_walk_set ("jigsaw-solo-100.txt", 0, find_links_kind, 4), >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/logic/strong-links/three", test_three_links);
  g_test_add_func ("/logic/strong-links/four", test_four_links);
  g_test_add_func ("/logic/strong-links/loop", test_loop);
  g_test_add_func ("/logic/strong-links/sound/standard", test_sound_standard);
  g_test_add_func ("/logic/strong-links/sound/jigsaw", test_sound_jigsaw);
  return g_test_run ();
}
