/* test-sk-logic-unique.c: unique rectangles, BUG+1, the Law of Leftovers, and a sweep of all uniqueness finders
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Real positions come from the rating paths of puzzles in the benchmark's
 * sets: the givens (and the region symbols of a jigsaw) say which puzzle,
 * the pencil-mark grid is the position where the path took the step, and
 * every step found there is checked against the puzzle's solution. Crafted
 * positions start from an empty grid, where every cell holds every
 * candidate, and set the few cells of a pattern, so that nothing else can
 * be found and each condition can be broken in turn.
 */

#include "sk-logic-position.h"

#define EMPTY_GRID \
  "........................................" \
  "........................................."

/* Line 1 of tests/data/sets/jigsaw-solo-100.txt. */
#define JIGSAW_MAP \
  "111222345112233345112234445122334455163374485666777885666997855966977888999997788"
/* Line 9 of the same set: it has a rectangle whose opposite corners share a region. */
#define JIGSAW_DIAGONAL_MAP \
  "111222233114425553144425353111425333664425537668425777688877777668889999668899999"

/* Which finder: a unique rectangle type (1 to 4), or one of these. */
enum
{
  FIND_BUG = 0,
  FIND_LEFTOVERS = -1,
  FIND_BUG_2 = -2,
  FIND_LOOP = -3,
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
    case FIND_LEFTOVERS:
      return sk_find_law_of_leftovers (&ctx, step);
    case FIND_BUG_2:
      return sk_find_bug_type_2 (&ctx, step);
    case FIND_LOOP:
      return sk_find_unique_loop (&ctx, step);
    default:
      return sk_find_unique_rectangle (&ctx, which, step);
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


static void
empty_grid (const char      *map,
            const char      *edits,
            SkLayout        *layout,
            SkCandidateGrid *cg)
{
  logic_test_grid (EMPTY_GRID, map, layout, cg);
  logic_test_edit (cg, edits);
}

/* ---- unique rectangles on real positions ---- */

static const Position ur1_standard = {
  "000080000010506030000473000000000000402000603038040790043000960500000008800102007", NULL,
  "3     2569  4569  29    8     1     245   7     4569 "
  "279   1     479   5     29    6     8     3     49 "
  "269   8     569   4     7     3     125   125   569 "
  "679   5679  15679 3     26    789   1245  12458 45 "
  "4     579   2     78    1     789   6     58    3 "
  "16    3     8     26    4     5     7     9     12 "
  "12    4     3     78    5     78    9     6     12 "
  "5     27    17    69    69    4     3     12    8 "
  "8     69    69    1     3     2     45    45    7 "
};

static void
test_rectangle_1 (void)
{
  SkStep step;

  /* r5c4, r7c4, r7c6 hold only 7 and 8; r5c6 may not complete them. */
  assert_position (&ur1_standard, 1, SK_TECH_UNIQUE_RECTANGLE_1, 45, "r5c6-7 r5c6-8", &step);
  g_assert_cmpint (logic_test_count_marks (&step, SK_ROLE_RECTANGLE), ==, 4);
  g_assert_true (has_mark (&step, "r5c4", SK_ROLE_RECTANGLE, digits_of ("78")));
  g_assert_true (has_mark (&step, "r5c6", SK_ROLE_RECTANGLE, digits_of ("78")));
  g_assert_true (has_mark (&step, "r7c4", SK_ROLE_RECTANGLE, digits_of ("78")));
  g_assert_true (has_mark (&step, "r7c6", SK_ROLE_RECTANGLE, digits_of ("78")));
  g_assert_true (has_mark (&step, "r5c6", SK_ROLE_FIN, digits_of ("9")));
}

static const Position ur1_jigsaw = {
  "..4.9.15....932......41.......3..6.............7..5.......64......756....68.7.3..",
  "111112222111322422513344442533364446555366466755336668759998888757798888777799999",
  "2367  238   4     26    9     78    1     5     678 "
  "67    158   16    9     3     2     58    4678  4678 "
  "68    58    26    4     1     37    258   37    9 "
  "28    7     5     3     4     9     6     28    1 "
  "5     9     136   16    2     378   4     3678  678 "
  "14    124   7     126   8     5     9     36    23 "
  "23    23    9     8     6     4     7     1     5 "
  "14    14    23    7     5     6     28    9     38 "
  "9     6     8     5     7     1     3     24    24 "
};

static void
test_rectangle_1_jigsaw (void)
{
  SkStep step;

  /* r6c1, r8c1 and r8c2 hold 1 and 4; r6c1 and r8c1 share a region, r6c2 and
   * r8c2 another. */
  assert_position (&ur1_jigsaw, 1, SK_TECH_UNIQUE_RECTANGLE_1, 45, "r6c2-1 r6c2-4", &step);
  g_assert_true (has_mark (&step, "r6c1", SK_ROLE_RECTANGLE, digits_of ("14")));
  g_assert_true (has_mark (&step, "r8c2", SK_ROLE_RECTANGLE, digits_of ("14")));
}

static const Position ur2_standard = {
  "300005200900000870005600003010050000004389500000020080400001700053000009007200008", NULL,
  "3     47    8     9     17    5     2     146   146 "
  "9     6     1     4     3     2     8     7     5 "
  "27    247   5     6     17    8     149   149   3 "
  "8     1     269   7     5     46    3     2469  246 "
  "267   27    4     3     8     9     5     126   126 "
  "5     3     69    1     2     46    469   8     7 "
  "4     8     26    5     9     1     7     3     26 "
  "126   5     3     8     46    7     146   1246  9 "
  "16    9     7     2     46    3     146   5     8 "
};

static void
test_rectangle_2 (void)
{
  SkStep step;

  /* r8c5 and r9c5 hold 4 and 6, r8c7 and r9c7 also 1: one of those two
   * is 1, so the cells of column 7 and box 9 that see both are not. */
  assert_position (&ur2_standard, 2, SK_TECH_UNIQUE_RECTANGLE_2, 45, "r3c7-1 r8c8-1", &step);
  g_assert_cmpint (logic_test_count_marks (&step, SK_ROLE_RECTANGLE), ==, 4);
  g_assert_cmpint (logic_test_count_marks (&step, SK_ROLE_FIN), ==, 2);
}

static const Position ur2_jigsaw = {
  ".7......9......5.6...4.......75..6.....7.9.....3..68.......5...5.2......9......1.",
  "111122233114423333144225553114422533444662557888666557888666577988896777999999977",
  "2348  7     5     23    6     1238  123   2348  9 "
  "238   1     4     9     7     23    5     238   6 "
  "6     23    8     4     5     123   139   239   7 "
  "2348  9     7     5     23    238   6     2348  1 "
  "23    6     1     7     238   9     4     5     28 "
  "17    5     3     12    9     6     8     27    4 "
  "17    4     9     123   238   5     237   6     28 "
  "5     8     2     6     1     4     79    79    3 "
  "9     23    6     8     4     7     23    1     5 "
};

static void
test_rectangle_2_jigsaw (void)
{
  SkStep step;

  assert_position (&ur2_jigsaw, 2, SK_TECH_UNIQUE_RECTANGLE_2, 45, "r4c5-3 r7c4-3", &step);
  g_assert_cmpint (logic_test_count_marks (&step, SK_ROLE_FIN), ==, 2);
}

static const Position ur3_pair = {
  "082400003907005000010027000000009062090000050260800000000170020000900704800006130", NULL,
  "56    8     2     4     9     1     56    7     3 "
  "9     34    7     36    8     5     2     14    16 "
  "45    1     346   36    2     7     589   49    689 "
  "7     34    1348  5     13    9     348   6     2 "
  "134   9     1348  7     6     2     348   5     18 "
  "2     6     5     8     13    4     39    19    7 "
  "34    5     34    1     7     8     69    2     69 "
  "16    2     16    9     5     3     7     8     4 "
  "8     7     9     2     4     6     1     3     5 "
};

static void
test_rectangle_3_pair (void)
{
  SkStep step;

  assert_position (&ur3_pair, 3, SK_TECH_UNIQUE_RECTANGLE_3, 46, "r5c7-8", &step);
  g_assert_cmpint (step.size, ==, 2);
  g_assert_cmpint (logic_test_count_marks (&step, SK_ROLE_RECTANGLE), ==, 4);
  g_assert_cmpint (logic_test_count_marks (&step, SK_ROLE_FIN), ==, 2);
  g_assert_cmpint (logic_test_count_marks (&step, SK_ROLE_BASE), ==, 1);
  g_assert_cmpint (__builtin_popcount (step.base_units), ==, 1);
}

static const Position ur3_triple = {
  "000579200807030000040000000000000405002107900706000000000000060000020107009815000", NULL,
  "13    6     13    5     7     9     2     48    48 "
  "8     29    7     4     3     12    6     5     19 "
  "29    4     5     26    68    128   7     19    3 "
  "139   1389  138   26    689   28    4     7     5 "
  "4     58    2     1     58    7     9     3     6 "
  "7     59    6     39    459   34    8     12    12 "
  "123   1238  138   7     49    34    5     6     89 "
  "5     38    4     39    2     6     1     89    7 "
  "6     7     9     8     1     5     3     24    24 "
};

static void
test_rectangle_3_triple (void)
{
  SkStep step;

  assert_position (&ur3_triple, 3, SK_TECH_UNIQUE_RECTANGLE_3, 47, "r4c2-8 r4c2-9", &step);
  g_assert_cmpint (step.size, ==, 3);
  g_assert_cmpint (logic_test_count_marks (&step, SK_ROLE_BASE), ==, 2);
}

static const Position ur3_jigsaw = {
  ".2....5.93...2....6.....9.4...81...21.......74...97...2.9.....5....8...67.6....2.",
  "111222333111122233114522233444555533444675555446677778996667778966697888999998888",
  "8     2     14    67    467   3     5     16    9 "
  "3     1457  145   9     2     146   468   167   18 "
  "6     17    2     3     5     18    9     178   4 "
  "5     9     7     8     1     46    46    3     2 "
  "1     8     3     46    46    5     2     9     7 "
  "4     6     8     2     9     7     1     5     3 "
  "2     14    9     1467  67    468   3     48    5 "
  "9     3     145   145   8     2     7     14    6 "
  "7     145   6     145   3     9     48    2     18 "
};

static void
test_rectangle_3_jigsaw (void)
{
  SkStep step;

  assert_position (&ur3_jigsaw, 3, SK_TECH_UNIQUE_RECTANGLE_3, 46, "r2c2-1 r2c3-1 r2c8-1", &step);
  g_assert_cmpint (step.size, ==, 2);
}

static const Position ur4_standard = {
  "005083040600900000000014002501000080809000401060000209700140000000002004040570800", NULL,
  "2     19    5     67    8     3     19    4     67 "
  "6     137   4     9     2     5     137   137   8 "
  "39    8     37    67    1     4     5     3679  2 "
  "5     2     1     4     369   679   367   8     367 "
  "8     37    9     2     356   67    4     3567  1 "
  "4     6     37    8     35    1     2     357   9 "
  "7     39    26    1     4     8     369   269   5 "
  "19    5     8     3     69    2     1679  1679  4 "
  "139   4     26    5     7     69    8     12369 36 "
};

static void
test_rectangle_4 (void)
{
  SkStep step;

  assert_position (&ur4_standard, 4, SK_TECH_UNIQUE_RECTANGLE_4, 45, "r7c8-6 r9c8-6", &step);
  g_assert_cmpint (logic_test_count_marks (&step, SK_ROLE_RECTANGLE), ==, 4);
  /* The strong link: 2 has no other place in the unit of r7c8 and r9c8. */
  g_assert_cmpint (step.n_nodes, ==, 2);
  g_assert_cmpint (step.n_links, ==, 1);
  g_assert_true (step.links[0].strong);
  g_assert_cmpint (step.nodes[0].digit, ==, 2);
  g_assert_true (sk_board_has (step.nodes[0].cells, logic_test_cell ("r7c8")));
  g_assert_true (sk_board_has (step.nodes[1].cells, logic_test_cell ("r9c8")));
}

static const Position ur4_jigsaw = {
  "....3.5...21..4...7.4.6.....6.....8...........3.....7.....9.4.6...2..86...8.7....",
  "111111222113332222413333322443555566455577566444447566888777796887799996888899996",
  "1689  489   69    1469  3     7     5     29    289 "
  "59    2     1     359   8     4     6     39    7 "
  "7     589   4     359   6     235   239   1     389 "
  "19    6     7     3459  2     35    139   8     349 "
  "29    489   69    34689 5     1     7     239   2349 "
  "1289  3     5     189   4     6     19    7     29 "
  "3     1     2     7     9     8     4     5     6 "
  "4     7     3     2     1     9     8     6     5 "
  "569   59    8     569   7     23    23    4     1 "
};

static void
test_rectangle_4_jigsaw (void)
{
  SkStep step;

  assert_position (&ur4_jigsaw, 4, SK_TECH_UNIQUE_RECTANGLE_4, 45, "r3c6-3 r3c7-3", &step);
  g_assert_cmpint (step.n_links, ==, 1);
}

/* ---- unique rectangles, crafted ---- */

/* Which regions the four corners are in, from the symbols alone. */
typedef enum
{
  SPLIT_ALIGNED,     /* two regions, each holding two corners in a row or a column */
  SPLIT_DIAGONAL,    /* two regions, each holding two opposite corners */
  SPLIT_THREE_ONE,   /* two regions, one holding three corners */
  SPLIT_ONE,
  SPLIT_THREE,
  SPLIT_FOUR,
  N_SPLITS,
} Split;

static Split
split_of (const char *map,
          const int   corner[4])
{
  char a = map[corner[0]], b = map[corner[1]], c = map[corner[2]], d = map[corner[3]];
  int distinct = 1 + (b != a) + (c != a && c != b) + (d != a && d != b && d != c);

  switch (distinct)
    {
    case 1:
      return SPLIT_ONE;
    case 3:
      return SPLIT_THREE;
    case 4:
      return SPLIT_FOUR;
    default:
      if ((a == b && c == d) || (a == c && b == d))
        return SPLIT_ALIGNED;
      if (a == d && b == c)
        return SPLIT_DIAGONAL;
      return SPLIT_THREE_ONE;
    }
}

static char *
cell_name (int cell)
{
  return g_strdup_printf ("r%dc%d", sk_cell_row (cell) + 1, sk_cell_column (cell) + 1);
}

/* Every rectangle of a layout as type 1 (three corners 12, the last 123) and
 * as type 2 (the bottom corners 123) on an otherwise empty grid: only the
 * rectangles in exactly two regions, split along rows or columns, are
 * deadly. */
static void
check_rectangles (const char *map,
                  int         seen[N_SPLITS])
{
  for (int r1 = 0; r1 < SK_SIZE; r1++)
    for (int r2 = r1 + 1; r2 < SK_SIZE; r2++)
      for (int c1 = 0; c1 < SK_SIZE; c1++)
        for (int c2 = c1 + 1; c2 < SK_SIZE; c2++)
          {
            int corner[4] = {
              sk_cell_index (r1, c1), sk_cell_index (r1, c2),
              sk_cell_index (r2, c1), sk_cell_index (r2, c2),
            };
            g_autofree char *a = cell_name (corner[0]);
            g_autofree char *b = cell_name (corner[1]);
            g_autofree char *c = cell_name (corner[2]);
            g_autofree char *d = cell_name (corner[3]);
            g_autofree char *type_1 = g_strdup_printf ("%s:12 %s:12 %s:12 %s:123", a, b, c, d);
            g_autofree char *type_2 = g_strdup_printf ("%s:12 %s:12 %s:123 %s:123", a, b, c, d);
            g_autofree char *expected = g_strdup_printf ("%s-1 %s-2", d, d);
            Split split = split_of (map, corner);
            SkLayout layout;
            SkCandidateGrid cg;
            SkStep step;

            seen[split]++;
            empty_grid (map, type_1, &layout, &cg);
            g_assert_cmpint (find (&cg, &layout, 1, &step), ==, split == SPLIT_ALIGNED);
            if (split == SPLIT_ALIGNED)
              logic_test_assert_actions (&step, expected);
            empty_grid (map, type_2, &layout, &cg);
            g_assert_cmpint (find (&cg, &layout, 2, &step), ==, split == SPLIT_ALIGNED);
          }
}

static void
test_rectangle_regions (void)
{
  int seen[N_SPLITS] = { 0 };

  check_rectangles (SUDOKU_TEST_STANDARD_MAP, seen);
  check_rectangles (JIGSAW_MAP, seen);
  check_rectangles (JIGSAW_DIAGONAL_MAP, seen);
  /* Each kind of rectangle came up. */
  for (int s = 0; s < N_SPLITS; s++)
    g_assert_cmpint (seen[s], >, 0);
}

static void
test_rectangle_2_crafted (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkStep step;

  /* r1c1, r1c4 (boxes 1 and 2) and r2c1, r2c4 below them: one of the
   * bottom corners is 3, so the rest of row 2 is not. */
  empty_grid (NULL, "r1c1:12 r1c4:12 r2c1:123 r2c4:123", &layout, &cg);
  g_assert_true (find (&cg, &layout, 2, &step));
  logic_test_assert_actions (&step, "r2c2-3 r2c3-3 r2c5-3 r2c6-3 r2c7-3 r2c8-3 r2c9-3");
  g_assert_true (has_mark (&step, "r2c1", SK_ROLE_FIN, digits_of ("3")));
  g_assert_true (has_mark (&step, "r2c4", SK_ROLE_FIN, digits_of ("3")));

  /* Different extras: not type 2 (it is type 3's to take). */
  empty_grid (NULL, "r1c1:12 r1c4:12 r2c1:123 r2c4:124", &layout, &cg);
  g_assert_false (find (&cg, &layout, 2, &step));
  /* Extra corners on a diagonal: they share no unit. */
  empty_grid (NULL, "r1c1:12 r1c4:123 r2c1:123 r2c4:12", &layout, &cg);
  g_assert_false (find (&cg, &layout, 2, &step));
  /* Two extra digits each. */
  empty_grid (NULL, "r1c1:12 r1c4:12 r2c1:1234 r2c4:1234", &layout, &cg);
  g_assert_false (find (&cg, &layout, 2, &step));
  /* Only two corners 12: not type 1. */
  empty_grid (NULL, "r1c1:12 r1c4:12 r2c1:123 r2c4:123", &layout, &cg);
  g_assert_false (find (&cg, &layout, 1, &step));
}

static void
test_rectangle_3_smallest (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkStep step;

  /* Rows 1-2: extras 3 and 4 with r2c7 (35) and r2c8 (45), a triple.
   * Rows 4-5: extras 8 and 9 with r5c7 (89), a pair: easier, so first. */
  empty_grid (NULL,
              "r1c1:12 r1c4:12 r2c1:123 r2c4:124 r2c7:35 r2c8:45 "
              "r4c1:67 r4c4:67 r5c1:678 r5c4:679 r5c7:89",
              &layout, &cg);
  g_assert_true (find (&cg, &layout, 3, &step));
  g_assert_cmpint (step.rating, ==, 46);
  g_assert_cmpint (step.size, ==, 2);
  g_assert_cmpuint (step.base_units, ==, 1u << 4);
  logic_test_assert_actions (&step, "r5c2-8 r5c2-9 r5c3-8 r5c3-9 r5c5-8 r5c5-9 "
                                    "r5c6-8 r5c6-9 r5c8-8 r5c8-9 r5c9-8 r5c9-9");
  g_assert_true (has_mark (&step, "r5c7", SK_ROLE_BASE, digits_of ("89")));
  g_assert_true (has_mark (&step, "r5c1", SK_ROLE_FIN, digits_of ("8")));
  g_assert_true (has_mark (&step, "r5c4", SK_ROLE_FIN, digits_of ("9")));

  /* Without the pair, the triple. */
  logic_test_edit (&cg, "r5c7:123456789");
  g_assert_true (find (&cg, &layout, 3, &step));
  g_assert_cmpint (step.rating, ==, 47);
  g_assert_cmpint (step.size, ==, 3);
  logic_test_assert_actions (&step, "r2c2-3 r2c2-4 r2c2-5 r2c3-3 r2c3-4 r2c3-5 r2c5-3 r2c5-4 r2c5-5 "
                                    "r2c6-3 r2c6-4 r2c6-5 r2c9-3 r2c9-4 r2c9-5");

  /* A cell with a digit outside the extras breaks the subset. */
  logic_test_edit (&cg, "r2c8:456");
  g_assert_false (find (&cg, &layout, 3, &step));
}

static void
test_rectangle_4_crafted (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkStep step;

  /* 1 has no other place in row 2 than r2c1 and r2c4: 2 would complete
   * the pattern there. */
  empty_grid (NULL,
              "r1c1:12 r1c4:12 r2c1:123 r2c4:124 "
              "r2c2-1 r2c3-1 r2c5-1 r2c6-1 r2c7-1 r2c8-1 r2c9-1",
              &layout, &cg);
  g_assert_true (find (&cg, &layout, 4, &step));
  logic_test_assert_actions (&step, "r2c1-2 r2c4-2");
  g_assert_cmpuint (step.base_units, ==, 1u << 1);

  /* 1 back in r2c9: no strong link. */
  logic_test_edit (&cg, "r2c9:19");
  g_assert_false (find (&cg, &layout, 4, &step));

  /* The same with 2 confined: 1 goes. */
  empty_grid (NULL,
              "r1c1:12 r1c4:12 r2c1:123 r2c4:124 "
              "r2c2-2 r2c3-2 r2c5-2 r2c6-2 r2c7-2 r2c8-2 r2c9-2",
              &layout, &cg);
  g_assert_true (find (&cg, &layout, 4, &step));
  logic_test_assert_actions (&step, "r2c1-1 r2c4-1");
}

/* ---- BUG+1 ---- */

static const Position bug_standard = {
  "021500000000083020006000800000800001038000450700006000002000500050620000000001730", NULL,
  "8     2     1     5     6     49    3     49    7 "
  "5     49    7     1     8     3     6     2     49 "
  "3     49    6     29    7     24    8     1     5 "
  "24    6     49    8     3     5     29    7     1 "
  "29    3     8     7     1     29    4     5     6 "
  "7     1     5     249   49    6     29    8     3 "
  "1     7     2     3     49    8     5     6     49 "
  "49    5     3     6     2     7     1     49    8 "
  "6     8     49    49    5     1     7     3     2 "
};

static const Position bug_jigsaw = {
  ".....4.8...5.....1...31..7.647...2.............2...758.7..52...7.....8...6.2.....",
  "111112222311122442331555542633335442666355744666355744688777799688777999888889999",
  "3     12    16    7     9     4     56    8     256 "
  "28    28    5     4     7     3     69    69    1 "
  "28    9     68    3     1     5     4     7     26 "
  "6     4     7     5     3     8     2     1     9 "
  "59    58    89    6     2     7     1     34    34 "
  "4     3     2     1     6     9     7     5     8 "
  "1     7     49    8     5     2     3     69    46 "
  "7     15    13    9     4     6     8     2     35 "
  "59    6     34    2     8     1     59    34    7 "
};

static void
test_bug_plus_one (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkGrid solution;
  SkStep step;

  /* r6c4 (249): 9 is the candidate three times in its row, column and box. */
  assert_position (&bug_standard, FIND_BUG, SK_TECH_BUG_PLUS_ONE, 56, "r6c4=9", &step);
  g_assert_cmpint (step.digit, ==, 9);
  g_assert_true (has_mark (&step, "r6c4", SK_ROLE_BASE, digits_of ("9")));

  /* A second cell with three candidates: no grave. */
  position_load (&bug_standard, &layout, &cg, &solution);
  logic_test_edit (&cg, "r1c6:149");
  g_assert_false (find (&cg, &layout, FIND_BUG, &step));
  /* Two candidates everywhere else, but 7 once in row 1 and 9 once: no grave. */
  position_load (&bug_standard, &layout, &cg, &solution);
  logic_test_edit (&cg, "r1c6:47");
  g_assert_false (find (&cg, &layout, FIND_BUG, &step));
  /* No cell with three: nothing to place. */
  position_load (&bug_standard, &layout, &cg, &solution);
  logic_test_edit (&cg, "r6c4:29");
  g_assert_false (find (&cg, &layout, FIND_BUG, &step));
}

static void
test_bug_plus_one_jigsaw (void)
{
  SkStep step;

  assert_position (&bug_jigsaw, FIND_BUG, SK_TECH_BUG_PLUS_ONE, 56, "r1c9=6", &step);
}

/* ---- the Law of Leftovers ---- */

static void
test_leftovers_one_line (void)
{
  /* Regions are rows, but r1c9 and r2c1 have traded places: row 1 and
   * region 1 differ by them alone, so they hold the same digit. */
  const char *map = "111111112" "122222222" "333333333" "444444444" "555555555"
                    "666666666" "777777777" "888888888" "999999999";
  SkLayout layout;
  SkCandidateGrid cg;
  SkStep step;

  empty_grid (map, "r2c1:12", &layout, &cg);
  g_assert_true (find (&cg, &layout, FIND_LEFTOVERS, &step));
  g_assert_cmpint (step.technique, ==, SK_TECH_LAW_OF_LEFTOVERS);
  g_assert_cmpint (step.rating, ==, 29);
  logic_test_assert_actions (&step, "r1c9-3 r1c9-4 r1c9-5 r1c9-6 r1c9-7 r1c9-8 r1c9-9");
  g_assert_cmpuint (step.base_units, ==, 1u << 0);
  g_assert_cmpuint (step.cover_units, ==, 1u << 18);
  g_assert_cmpint (step.n_marks, ==, 2);
  g_assert_true (has_mark (&step, "r1c9", SK_ROLE_BASE, 0));
  g_assert_true (has_mark (&step, "r2c1", SK_ROLE_COVER, 0));

  /* The other way round: an outie with few candidates trims the innie. */
  empty_grid (map, "r1c9:789", &layout, &cg);
  g_assert_true (find (&cg, &layout, FIND_LEFTOVERS, &step));
  logic_test_assert_actions (&step, "r2c1-1 r2c1-2 r2c1-3 r2c1-4 r2c1-5 r2c1-6");

  /* Nothing to learn when both are open to every digit. */
  empty_grid (map, "", &layout, &cg);
  g_assert_false (find (&cg, &layout, FIND_LEFTOVERS, &step));
}

static const Position leftovers_two_lines = {
  "6.....57..4...8.2....6.7..2..........79.6.41..........7..8.9....8.4...3..63.....5",
  "122223333111223333111224344151264444556664774855567777855567999888667799888869999",
  "6     123   8     123   239   134   5     7     1349 "
  "1359  4     157   1357  359   8     1369  2     1369 "
  "8     1359  15    6     4     7     139   59    2 "
  "2359  359   257   357   8     13456 1369  4569  13469 "
  "235   7     9     235   6     35    4     1     8 "
  "12459 1259  12456 1259  1257  2356  23678 568   367 "
  "7     1235  12456 8     1235  9     126   46    146 "
  "1259  8     125   4     1257  256   267   3     1679 "
  "1249  6     3     129   127   124   12789 489   5 "
};

static void
test_leftovers_two_lines (void)
{
  SkStep step;

  assert_position (&leftovers_two_lines, FIND_LEFTOVERS, SK_TECH_LAW_OF_LEFTOVERS, 30,
                   "r1c2-3 r6c4-5", &step);
  g_assert_cmpint (step.size, ==, 2);
  g_assert_cmpint (__builtin_popcount (step.base_units), ==, 2);
  g_assert_cmpint (__builtin_popcount (step.cover_units), ==, 2);
  g_assert_cmpint (logic_test_count_marks (&step, SK_ROLE_BASE), ==, logic_test_count_marks (&step, SK_ROLE_COVER));
}

/* Placed digits count: a digit placed on both sides leaves no room for a
 * third copy on either. */
static const Position leftovers_placed = {
  "..5.2..7..76.....3.....5......9...6.....1.....3...9......4.....8.....42..6..8.7..",
  "111222233111122233144123333544426673554466677554466677555568877999998887999988887",
  "349   1489  5     38    2     48    1368  7     1468 "
  "249   7     6     128   459   48    158   1489  3 "
  "349   148   13478 18    34679 5     2     1489  1468 "
  "1257  12458 123478 9    347   2478  358   6     148 "
  "25679 2589  23478 235678 1    2478  3568  348   24578 "
  "12567 3     12478 125678 456  9     568   148   124578 "
  "2567  258   28    4     356   1     9     38    2578 "
  "8     159   1379  1357  35    6     4     2     19 "
  "249   6     1249  12    8     3     7     5     19 "
};

static void
test_leftovers_placed (void)
{
  SkStep step;

  /* Columns 5-7 against the regions of symbols 2, 6 and 8 (numbered 1, 5
   * and 7), three cells left over on each side. r1c4 loses 8 and r8c5
   * loses 5: candidates alone would allow both, but each digit is placed
   * once on each side already, which is all the other side can match. */
  assert_position (&leftovers_placed, FIND_LEFTOVERS, SK_TECH_LAW_OF_LEFTOVERS, 31,
                   "r1c4-8 r8c5-5", &step);
  g_assert_cmpint (step.size, ==, 3);
  g_assert_cmpuint (step.base_units, ==, 0x7u << 13);
  g_assert_cmpuint (step.cover_units, ==, (1u << 19) | (1u << 23) | (1u << 25));
  g_assert_cmpint (logic_test_count_marks (&step, SK_ROLE_BASE), ==, 3);
  g_assert_cmpint (logic_test_count_marks (&step, SK_ROLE_COVER), ==, 3);
}

/* ---- along whole paths ---- */

typedef struct
{
  const SkLayout *layout;
  SkGrid          solution;
  gboolean        standard;
  int             found[8];    /* by finder: types 1-4, BUG+1, leftovers, BUG type 2, loops */
  int             steps;
} Sweep;

static const int sweep_finders[8] = { 1, 2, 3, 4, FIND_BUG, FIND_LEFTOVERS, FIND_BUG_2, FIND_LOOP };

static bool
sweep_step (const SkStep          *path_step,
            const SkCandidateGrid *before,
            void                  *user_data)
{
  Sweep *sweep = user_data;
  SkStep step;

  (void) path_step;
  sweep->steps++;
  if (!allows (before, &sweep->solution))
    return true;
  for (int i = 0; i < 8; i++)
    {
      if (!find (before, sweep->layout, sweep_finders[i], &step))
        continue;
      g_assert_true (sk_step_has_action (&step));
      logic_test_assert_sound (&step, &sweep->solution);
      for (int cell = 0; cell < SK_CELLS; cell++)
        g_assert_cmpint (step.remove[cell] & ~before->cand[cell], ==, 0);
      sweep->found[i]++;
    }
  if (sweep->standard)
    g_assert_false (find (before, sweep->layout, FIND_LEFTOVERS, &step));
  return true;
}

static void
sweep_set (const char *name,
           Sweep      *sweep)
{
  g_autoptr (GArray) set = sudoku_test_load_set ("sets", name);

  for (guint i = 0; i < set->len; i++)
    {
      SudokuTestPuzzle *p = &g_array_index (set, SudokuTestPuzzle, i);
      SkLayout layout;
      SkRating rating;

      logic_test_layout (p->map, &layout);
      g_assert_true (sudoku_test_solve_unique_on (&p->givens, &layout, &sweep->solution));
      sweep->layout = &layout;
      sweep->standard = sk_layout_is_standard (&layout);
      sk_logic_rate (&p->givens, &layout, NULL, sweep_step, sweep, &rating);
    }
}

/* Every step of every path, each finder asked directly: whatever it finds
 * agrees with the solution. */
static void
test_sound_on_paths (void)
{
  Sweep jigsaw = { 0 };
  Sweep standard = { 0 };

  sweep_set ("jigsaw-solo-100.txt", &jigsaw);
  sweep_set ("standard-solo-100.txt", &standard);
  g_test_message ("jigsaw: %d steps; UR1 %d, UR2 %d, UR3 %d, UR4 %d, BUG+1 %d, leftovers %d",
                  jigsaw.steps, jigsaw.found[0], jigsaw.found[1], jigsaw.found[2],
                  jigsaw.found[3], jigsaw.found[4], jigsaw.found[5]);
  g_test_message ("standard: %d steps; UR1 %d, UR2 %d, UR3 %d, UR4 %d, BUG+1 %d",
                  standard.steps, standard.found[0], standard.found[1], standard.found[2],
                  standard.found[3], standard.found[4]);
  g_test_message ("BUG type 2: jigsaw %d, standard %d", jigsaw.found[6], standard.found[6]);
  g_test_message ("unique loops: jigsaw %d, standard %d", jigsaw.found[7], standard.found[7]);
  /* The sweep saw each technique at work. */
  for (int i = 0; i < 4; i++)
    {
      g_assert_cmpint (jigsaw.found[i], >, 0);
      g_assert_cmpint (standard.found[i], >, 0);
    }
  g_assert_cmpint (jigsaw.found[5], >, 0);
  g_assert_cmpint (standard.found[5], ==, 0);
}

/* On the standard boxes the leftovers are never small: nothing fires, even
 * where a crafted jigsaw grid of the same candidates would. */
static void
test_leftovers_never_standard (void)
{
  g_autoptr (GArray) set = sudoku_test_load_set ("sets", "top1465-100.txt");
  Sweep sweep = { 0 };
  SkLayout layout;
  SkCandidateGrid cg;
  SkStep step;

  for (guint i = 0; i < 20; i++)
    {
      SudokuTestPuzzle *p = &g_array_index (set, SudokuTestPuzzle, i);
      SkRating rating;

      logic_test_layout (NULL, &layout);
      g_assert_true (sudoku_test_solve_unique_on (&p->givens, &layout, &sweep.solution));
      sweep.layout = &layout;
      sweep.standard = TRUE;
      sk_logic_rate (&p->givens, &layout, NULL, sweep_step, &sweep, &rating);
    }
  g_assert_cmpint (sweep.steps, >, 0);
  g_assert_cmpint (sweep.found[5], ==, 0);

  empty_grid (NULL, "r2c1:12", &layout, &cg);
  g_assert_false (find (&cg, &layout, FIND_LEFTOVERS, &step));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/logic/unique/rectangle-1", test_rectangle_1);
  g_test_add_func ("/logic/unique/rectangle-1-jigsaw", test_rectangle_1_jigsaw);
  g_test_add_func ("/logic/unique/rectangle-regions", test_rectangle_regions);
  g_test_add_func ("/logic/unique/rectangle-2", test_rectangle_2);
  g_test_add_func ("/logic/unique/rectangle-2-jigsaw", test_rectangle_2_jigsaw);
  g_test_add_func ("/logic/unique/rectangle-2-crafted", test_rectangle_2_crafted);
  g_test_add_func ("/logic/unique/rectangle-3-pair", test_rectangle_3_pair);
  g_test_add_func ("/logic/unique/rectangle-3-triple", test_rectangle_3_triple);
  g_test_add_func ("/logic/unique/rectangle-3-jigsaw", test_rectangle_3_jigsaw);
  g_test_add_func ("/logic/unique/rectangle-3-smallest", test_rectangle_3_smallest);
  g_test_add_func ("/logic/unique/rectangle-4", test_rectangle_4);
  g_test_add_func ("/logic/unique/rectangle-4-jigsaw", test_rectangle_4_jigsaw);
  g_test_add_func ("/logic/unique/rectangle-4-crafted", test_rectangle_4_crafted);
  g_test_add_func ("/logic/unique/bug-plus-one", test_bug_plus_one);
  g_test_add_func ("/logic/unique/bug-plus-one-jigsaw", test_bug_plus_one_jigsaw);
  g_test_add_func ("/logic/leftovers/one-line", test_leftovers_one_line);
  g_test_add_func ("/logic/leftovers/two-lines", test_leftovers_two_lines);
  g_test_add_func ("/logic/leftovers/placed-digits", test_leftovers_placed);
  g_test_add_func ("/logic/leftovers/never-standard", test_leftovers_never_standard);
  g_test_add_func ("/logic/unique/sound-on-paths", test_sound_on_paths);
  return g_test_run ();
}
