/* test-sk-logic-chains.c: X-cycles, XY-chains, alternating inference chains and ALS-XZ
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Most positions are sparse: every cell is filled but the few a test lists
 * with their candidates, so that the chain, and every other chain the
 * position holds, can be worked out by hand. Each is tried on the standard
 * boxes and on a jigsaw layout where the regions make or break the pattern.
 * Real puzzles then check that whatever the finders return is sound.
 */

#include "sk-logic-test-util.h"

#include <stdatomic.h>

#include "sk-solver.h"

/* Line 1 of tests/data/sets/jigsaw-solo-100.txt. Its region 1 is r1c1-r1c3,
 * r2c1-r2c2, r3c1-r3c2, r4c1 and r5c1; region 4 holds r1c8, r3c6, r4c7 and
 * r5c6; region 7 holds r6c4 and r9c6. */
#define JIGSAW_MAP \
  "111222345112233345112234445122334455163374485666777885666997855966977888999997788"

typedef bool (*ChainFinder) (const SkLogicContext *ctx, SkStep *step);

/* Every cell filled, but those of @cells, which get exactly the candidates
 * given: "r1c2:35 r4c4:58". */
static void
sparse_grid (const char      *cells,
             const char      *map,
             SkLayout        *layout,
             SkCandidateGrid *cg)
{
  g_auto (GStrv) words = g_strsplit (cells, " ", -1);

  logic_test_layout (map, layout);
  memset (cg, 0, sizeof *cg);
  for (int cell = 0; cell < SK_CELLS; cell++)
    cg->grid.cell[cell] = 9;
  for (char **w = words; *w != NULL; w++)
    if (**w != '\0')
      cg->grid.cell[logic_test_cell (*w)] = 0;
  logic_test_edit (cg, cells);
}

/* Runs @finder on the sparse position; returns whether it found a step. */
static bool
find_in (ChainFinder  finder,
         const char  *cells,
         const char  *map,
         SkStep      *step)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkLogicContext ctx;
  SkLogicOptions options = logic_test_options ();

  sparse_grid (cells, map, &layout, &cg);
  sk_logic_context_init (&ctx, &cg, &layout, &options);
  return finder (&ctx, step);
}

static void
assert_finds (ChainFinder  finder,
              const char  *cells,
              const char  *map,
              const char  *expected,
              SkStep      *step)
{
  g_assert_true (find_in (finder, cells, map, step));
  logic_test_assert_actions (step, expected);
}

static void
assert_finds_nothing (ChainFinder  finder,
                      const char  *cells,
                      const char  *map)
{
  SkStep step;

  g_assert_false (find_in (finder, cells, map, &step));
}

/* Links alternate, strong first; an open chain has one link fewer than
 * nodes, a loop as many, closing weakly on its first node. */
static void
assert_chain_shape (const SkStep *step,
                    int           nodes,
                    bool          loop)
{
  g_assert_cmpint (step->n_nodes, ==, nodes);
  g_assert_cmpint (step->n_links, ==, loop ? nodes : nodes - 1);
  g_assert_cmpint (step->size, ==, step->n_links);
  g_assert_false (step->truncated);
  for (int i = 0; i < step->n_links; i++)
    {
      g_assert_cmpint (step->links[i].from, ==, i);
      g_assert_cmpint (step->links[i].to, ==, (i + 1) % nodes);
      g_assert_cmpint (step->links[i].strong, ==, i % 2 == 0);
    }
}

static bool
has_mark (const SkStep *step,
          const char   *rc,
          SkRole        role,
          int           digit)
{
  int cell = logic_test_cell (rc);

  for (int i = 0; i < step->n_marks; i++)
    if (step->marks[i].cell == cell && step->marks[i].role == role
        && step->marks[i].digits == sk_mask_of (digit))
      return true;
  return false;
}

/* ---- Turbot fish ---- */

/* 5 in box 1 and column 7 only twice each, joined in row 3: r1c1 = r3c2 -
 * r3c7 = r8c7. r8c1 sees both ends. Every other unit holds 5 once or three
 * times, so no other strong link exists. Sudoku Explainer's Turbot Crane
 * (a region's link), 4.2. */
#define TURBOT "r1c1:5 r3c2:5 r3c5:5 r3c7:5 r8c7:5 r8c1:5 r8c4:5 r5c1:5"

static void
test_turbot_fish (void)
{
  SkStep step;

  assert_finds (sk_find_turbot_fish, TURBOT, NULL, "r8c1-5", &step);
  logic_test_assert_chain (&step, "(5)r1c1=r3c2-r3c7=r8c7 => r8c1<>5");
  g_assert_cmpint (step.technique, ==, SK_TECH_TURBOT_FISH);
  g_assert_cmpint (step.rating, ==, 42);
  g_assert_cmpint (step.digit, ==, 5);
  assert_chain_shape (&step, 4, false);
  /* No grouped node: the grouped form does not take it. */
  assert_finds_nothing (sk_find_grouped_turbot_fish, TURBOT, NULL);
}

/* The same with a group: box 1 holds 5 in r1c1, r2c1 (column 1) and r3c3,
 * so {r1c1 r2c1} = r3c3 - r3c7 = r8c7, and r8c1 sees the whole group and
 * r8c7. Column 1 has r5c1 too, so the group has no strong link there. */
#define GROUPED_TURBOT "r1c1:5 r2c1:5 r3c3:5 r3c7:5 r8c7:5 r8c1:5 r8c5:5 r5c1:5"

static void
test_grouped_turbot_fish (void)
{
  SkStep step;

  assert_finds (sk_find_grouped_turbot_fish, GROUPED_TURBOT, NULL, "r8c1-5", &step);
  g_assert_cmpint (step.technique, ==, SK_TECH_GROUPED_TURBOT_FISH);
  g_assert_cmpint (step.rating, ==, 43);
  assert_chain_shape (&step, 4, false);
  /* Without groups there is no four-node chain. */
  assert_finds_nothing (sk_find_turbot_fish, GROUPED_TURBOT, NULL);
}

/* ---- X-cycles ---- */

/* 5 in row 1, column 7 and column 4 only twice each: r1c2 = r1c8 - r3c7 =
 * r6c7 - r6c4 = r8c4. r8c2 sees both ends; r4c2 and r8c9 keep it out of
 * any strong link, and no four-node chain has ends that one cell sees. */
#define X_CHAIN "r1c2:5 r1c8:5 r3c7:5 r6c7:5 r6c4:5 r8c4:5 r8c2:5 r4c2:5 r8c9:5"

static void
test_x_chain_open (void)
{
  SkStep step;

  assert_finds (sk_find_x_cycle, X_CHAIN, NULL, "r8c2-5", &step);
  logic_test_assert_chain (&step, "(5)r1c2=r1c8-r3c7=r6c7-r6c4=r8c4 => r8c2<>5");
  g_assert_cmpint (step.technique, ==, SK_TECH_X_CYCLE);
  g_assert_cmpint (step.digit, ==, 5);
  g_assert_cmpint (step.rating, ==, sk_logic_length_rating (66, 6));
  g_assert_cmpint (step.rating, ==, 67);
  assert_chain_shape (&step, 6, false);
  g_assert_cmpint (sk_board_first (step.nodes[0].cells), ==, logic_test_cell ("r1c2"));
  g_assert_cmpint (sk_board_first (step.nodes[5].cells), ==, logic_test_cell ("r8c4"));
  g_assert_cmpint (logic_test_count_marks (&step, SK_ROLE_PINCER), ==, 2);
  g_assert_true (has_mark (&step, "r1c2", SK_ROLE_PINCER, 5));
  g_assert_true (has_mark (&step, "r8c4", SK_ROLE_PINCER, 5));
  /* S false makes r1c8 true, r3c7 false, ... */
  g_assert_true (has_mark (&step, "r1c2", SK_ROLE_OFF, 5));
  g_assert_true (has_mark (&step, "r1c8", SK_ROLE_ON, 5));
  g_assert_true (has_mark (&step, "r3c7", SK_ROLE_OFF, 5));
  g_assert_true (has_mark (&step, "r8c4", SK_ROLE_ON, 5));
  /* Strong links in row 1 and columns 7 and 4, weak ones in box 3 and row 6. */
  g_assert_cmpuint (step.cover_units, ==, (1u << (18 + 2)) | (1u << 5));
  g_assert_cmpuint (step.base_units, ==, (1u << 0) | (1u << (9 + 6)) | (1u << (9 + 3)));
}

static void
test_x_chain_near_miss (void)
{
  /* A third 5 in column 4: r6c4 and r8c4 are no longer a pair. */
  assert_finds_nothing (sk_find_x_cycle, X_CHAIN " r2c4:5", NULL);
  /* Nothing sees both ends without r8c2. */
  assert_finds_nothing (sk_find_x_cycle,
                        "r1c2:5 r1c8:5 r3c7:5 r6c7:5 r6c4:5 r8c4:5 r4c2:5 r8c9:5", NULL);
}

/* The same chain through jigsaw regions: r1c8 and r5c6 share region 4, r9c6
 * and r6c4 region 7. With boxes they see nothing of each other. */
#define X_CHAIN_JIGSAW "r1c2:5 r1c8:5 r5c6:5 r9c6:5 r6c4:5 r8c4:5 r8c2:5 r4c2:5 r8c9:5"

static void
test_x_chain_jigsaw (void)
{
  SkStep step;

  assert_finds (sk_find_x_cycle, X_CHAIN_JIGSAW, JIGSAW_MAP, "r8c2-5", &step);
  assert_chain_shape (&step, 6, false);
  g_assert_cmpuint (step.cover_units, ==, (1u << (18 + 3)) | (1u << (18 + 6)));
  assert_finds_nothing (sk_find_x_cycle, X_CHAIN_JIGSAW, NULL);
}

/* 7: r1c1 = r1c5 - r3c6 = r8c6 - r8c2 = r2c2 - r1c1, a continuous loop. Its
 * weak links in box 2 and row 8 clear r3c4 and r8c8 (r3c9 keeps row 3 from
 * pairing r3c4 with r3c6). A loop rates lower than a chain of its length. */
#define X_LOOP "r1c1:7 r1c5:7 r3c6:7 r8c6:7 r8c2:7 r2c2:7 r3c4:7 r3c9:7 r8c8:7"

static void
test_x_cycle_loop (void)
{
  SkStep step;

  assert_finds (sk_find_x_cycle, X_LOOP, NULL, "r3c4-7 r8c8-7", &step);
  logic_test_assert_chain (&step, "(7)r1c5=r1c1-r2c2=r8c2-r8c6=r3c6-r1c5 => r3c4,r8c8<>7");
  g_assert_cmpint (step.rating, ==, sk_logic_length_rating (65, 6));
  assert_chain_shape (&step, 6, true);
  g_assert_cmpint (logic_test_count_marks (&step, SK_ROLE_PINCER), ==, 0);
  g_assert_cmpint (logic_test_count_marks (&step, SK_ROLE_ON), ==, 3);
  g_assert_cmpint (logic_test_count_marks (&step, SK_ROLE_OFF), ==, 3);
}

/* A grouped node: in box 5 the 4s are r4c5, r4c6 and r6c4, in row 4 r4c5,
 * r4c6 and r4c9. r4c9 = (r4c5,r4c6) - r6c4 = r9c4: r9c9 sees both ends. */
static void
test_x_chain_grouped (void)
{
  SkStep step;

  assert_finds (sk_find_x_cycle, "r9c4:4 r6c4:4 r4c5:4 r4c6:4 r4c9:4 r9c9:4 r9c1:4 r2c9:4", NULL,
                "r9c9-4", &step);
  logic_test_assert_chain (&step, "(4)r4c9=r4c56-r6c4=r9c4 => r9c9<>4");
  assert_chain_shape (&step, 4, false);
  g_assert_cmpint (step.rating, ==, 66);
  g_assert_cmpint (sk_board_count (step.nodes[1].cells), ==, 2);
  g_assert_true (sk_board_has (step.nodes[1].cells, logic_test_cell ("r4c5")));
  g_assert_true (sk_board_has (step.nodes[1].cells, logic_test_cell ("r4c6")));
  g_assert_true (has_mark (&step, "r4c6", SK_ROLE_ON, 4));
}

/* ---- XY-chains ---- */

/* r1c1 {1,2} - r1c5 {2,3} - r5c5 {3,4} - r5c2 {4,1}: 1 leaves r2c2 and
 * r6c1, which see r1c1 and r5c2. No three of the cells make a chain with
 * one digit at both ends. */
#define XY_CHAIN "r1c1:12 r1c5:23 r5c5:34 r5c2:14 r2c2:156 r6c1:178"

static void
test_xy_chain (void)
{
  SkStep step;

  assert_finds (sk_find_xy_chain, XY_CHAIN, NULL, "r2c2-1 r6c1-1", &step);
  logic_test_assert_chain (&step, "(1=2)r1c1-(2=3)r1c5-(3=4)r5c5-(4=1)r5c2 => r2c2,r6c1<>1");
  g_assert_cmpint (step.technique, ==, SK_TECH_XY_CHAIN);
  g_assert_cmpint (step.digit, ==, 1);
  /* Four cells, eight nodes. */
  assert_chain_shape (&step, 8, false);
  g_assert_cmpint (step.rating, ==, sk_logic_length_rating (70, 8));
  g_assert_cmpint (step.rating, ==, 72);
  g_assert_true (has_mark (&step, "r1c1", SK_ROLE_PINCER, 1));
  g_assert_true (has_mark (&step, "r5c2", SK_ROLE_PINCER, 1));
  g_assert_true (has_mark (&step, "r1c1", SK_ROLE_ON, 2));
}

static void
test_xy_chain_near_miss (void)
{
  /* The last cell ends on 6, not 1: the ends' digits differ. */
  assert_finds_nothing (sk_find_xy_chain, "r1c1:12 r1c5:23 r5c5:34 r5c2:46 r2c2:156 r6c1:178", NULL);
  /* A cell of three candidates breaks the chain. */
  assert_finds_nothing (sk_find_xy_chain, "r1c1:12 r1c5:239 r5c5:34 r5c2:14 r2c2:156 r6c1:178", NULL);
}

/* r1c8 and r5c6 share jigsaw region 4, so the chain runs r1c8 {1,2} - r5c6
 * {2,3} - r5c2 {3,4} - r7c2 {4,1}; r1c2 and r7c8 see both ends. */
#define XY_CHAIN_JIGSAW "r1c8:12 r5c6:23 r5c2:34 r7c2:14 r1c2:156 r7c8:156"

static void
test_xy_chain_jigsaw (void)
{
  SkStep step;

  assert_finds (sk_find_xy_chain, XY_CHAIN_JIGSAW, JIGSAW_MAP, "r1c2-1 r7c8-1", &step);
  assert_chain_shape (&step, 8, false);
  assert_finds_nothing (sk_find_xy_chain, XY_CHAIN_JIGSAW, NULL);
}

/* The four cells close: r5c1 {4,1} sees r1c1. Every link of the loop then
 * holds both ways and clears its digit from the cells seeing its two ends. */
static void
test_xy_loop (void)
{
  SkStep step;

  assert_finds (sk_find_xy_chain,
                "r1c1:12 r1c5:23 r5c5:34 r5c1:14 r1c9:289 r8c5:389 r5c9:489 r8c1:189", NULL,
                "r1c9-2 r5c9-4 r8c1-1 r8c5-3", &step);
  assert_chain_shape (&step, 8, true);
  g_assert_cmpint (step.rating, ==, 72);
}

/* ---- alternating inference chains ---- */

/* (r1c1,5) = (r1c7,5) - (r1c7,8) = (r4c7,8) - (r4c4,8) = (r4c4,5): both
 * ends 5, r4c1 sees them. No one-digit or bivalue chain does it. */
#define AIC_TYPE_1 "r1c1:35 r1c7:58 r4c7:89 r4c4:58 r4c1:567 r7c1:56"

static void
test_aic_type_1 (void)
{
  SkStep step;

  assert_finds_nothing (sk_find_x_cycle, AIC_TYPE_1, NULL);
  assert_finds_nothing (sk_find_xy_chain, AIC_TYPE_1, NULL);
  assert_finds (sk_find_aic, AIC_TYPE_1, NULL, "r4c1-5", &step);
  logic_test_assert_chain (&step, "(5)r1c1=r1c7-(8)r1c7=r4c7-(8=5)r4c4 => r4c1<>5");
  g_assert_cmpint (step.technique, ==, SK_TECH_AIC);
  g_assert_cmpint (step.digit, ==, 0);
  assert_chain_shape (&step, 6, false);
  g_assert_cmpint (step.rating, ==, sk_logic_length_rating (70, 6));
  g_assert_cmpint (step.nodes[1].digit, ==, 5);
  g_assert_cmpint (step.nodes[2].digit, ==, 8);
}

/* (r1c1,5) = (r1c7,5) - (r1c7,8) = (r4c7,8) - (r4c7,2) = (r4c1,2): the ends
 * differ and r1c1 sees r4c1, so r1c1 is not 2 and r4c1 not 5. */
static void
test_aic_type_2 (void)
{
  SkStep step;
  const char *cells = "r1c1:259 r1c7:58 r4c7:28 r4c1:256 r7c1:257";

  assert_finds_nothing (sk_find_x_cycle, cells, NULL);
  assert_finds_nothing (sk_find_xy_chain, cells, NULL);
  assert_finds (sk_find_aic, cells, NULL, "r1c1-2 r4c1-5", &step);
  assert_chain_shape (&step, 6, false);
  g_assert_true (has_mark (&step, "r1c1", SK_ROLE_PINCER, 5));
  g_assert_true (has_mark (&step, "r4c1", SK_ROLE_PINCER, 2));
}

/* (r1c1,5) = (r1c7,5) - (r1c7,8) = (r4c7,8) - (r4c1,8) = (r4c1,5), and
 * (r4c1,5) sees (r1c1,5): a loop. r1c7 keeps only 5 and 8, row 4 loses its
 * other 8, column 1 its other 5. */
static void
test_aic_loop (void)
{
  SkStep step;

  assert_finds (sk_find_aic, "r1c1:256 r1c7:589 r4c7:68 r4c1:58 r4c5:389 r7c1:567", NULL,
                "r1c7-9 r4c5-8 r7c1-5", &step);
  assert_chain_shape (&step, 6, true);
  g_assert_cmpint (step.rating, ==, 71);
}

/* (r4c9,4) = (r4c5,r4c6)=4 - (r6c4,4) = (r9c4,4) - (r9c4,8) = (r9c9,8):
 * the ends share column 9, so r4c9 is not 8. */
static void
test_aic_grouped (void)
{
  SkStep step;
  const char *cells = "r9c4:148 r6c4:4 r4c5:4 r4c6:4 r4c9:48 r9c9:38";

  assert_finds_nothing (sk_find_x_cycle, cells, NULL);
  assert_finds (sk_find_aic, cells, NULL, "r4c9-8", &step);
  assert_chain_shape (&step, 6, false);
  g_assert_cmpint (sk_board_count (step.nodes[1].cells), ==, 2);
}

/* Type 1 again, the weak link on 8 now in jigsaw region 4 (r4c7, r3c6). */
#define AIC_JIGSAW "r1c1:35 r1c7:58 r4c7:89 r3c6:58 r3c1:567 r7c1:56 r2c2:59"

static void
test_aic_jigsaw (void)
{
  SkStep step;

  assert_finds (sk_find_aic, AIC_JIGSAW, JIGSAW_MAP, "r3c1-5", &step);
  assert_chain_shape (&step, 6, false);
  assert_finds_nothing (sk_find_aic, AIC_JIGSAW, NULL);
}

/* ---- ALS-XZ ---- */

/* A = r1c1 {1,2,3}, r1c2 {2,3}, r1c3 {3,4}: three cells, four digits.
 * B = r5c3 {1,4}. Every 4 of A (r1c3) sees every 4 of B, so one of them
 * lacks 4 and holds its 1 (A's in r1c1, B's in r5c3). r5c1 sees both 1s. */
#define ALS_XZ "r1c1:123 r1c2:23 r1c3:34 r5c3:14 r5c1:178"

static void
test_als_xz (void)
{
  SkStep step;

  assert_finds (sk_find_als_xz, ALS_XZ, NULL, "r5c1-1", &step);
  logic_test_assert_chain (&step, "(1=4)r5c3-(4)r1c3=(1)r1c1 => r5c1<>1");
  g_assert_cmpint (step.technique, ==, SK_TECH_ALS_XZ);
  /* Four cells in all: the base rating. */
  g_assert_cmpint (step.rating, ==, 72);
  g_assert_cmpint (logic_test_count_marks (&step, SK_ROLE_ALS) + logic_test_count_marks (&step, SK_ROLE_COVER), ==, 4);
  g_assert_cmpint (logic_test_count_marks (&step, SK_ROLE_ALS), ==, 1);
  g_assert_cmpint (step.marks[0].cell, ==, logic_test_cell ("r5c3"));
  /* Read as a chain: (1)B = (4)B - (4)A = (1)A. */
  g_assert_cmpint (step.n_nodes, ==, 4);
  g_assert_cmpint (step.size, ==, 3);
  g_assert_cmpint (step.nodes[1].digit, ==, 4);
  g_assert_cmpint (step.nodes[3].digit, ==, 1);
  g_assert_false (step.links[1].strong);
}

static void
test_als_xz_near_miss (void)
{
  /* B moved to r5c4: its 4 does not see A's, no restricted common. */
  assert_finds_nothing (sk_find_als_xz, "r1c1:123 r1c2:23 r1c3:34 r5c4:14 r5c1:178", NULL);
}

/* A = r1c1 {1,3}, r1c5 {2,3}; B = r2c2 {1,4}, r2c6 {2,4}. Both 1 (box 1)
 * and 2 (box 2) are restricted commons: A holds its 3 and B its 4, and the
 * 1 and the 2 each lie in one of them. */
static void
test_als_xz_doubly_linked (void)
{
  SkStep step;

  assert_finds (sk_find_als_xz, "r1c1:13 r1c5:23 r2c2:14 r2c6:24 r1c9:379 r2c9:479 r3c3:189 r3c4:289",
                NULL, "r1c9-3 r2c9-4 r3c3-1 r3c4-2", &step);
  g_assert_cmpint (step.rating, ==, 72);
  g_assert_cmpint (step.n_links, ==, 2);
  g_assert_false (step.links[0].strong);
}

/* A = r1c2 {2,3,5}, r1c4 {3,5}, r1c6 {4,5} in row 1; B = r4c1 {2,4}. The 2s
 * of r1c2 and r4c1 share jigsaw region 1; r4c6 sees the 4s of both. */
#define ALS_XZ_JIGSAW "r1c2:235 r1c4:35 r1c6:45 r4c1:24 r4c6:478"

static void
test_als_xz_jigsaw (void)
{
  SkStep step;

  assert_finds (sk_find_als_xz, ALS_XZ_JIGSAW, JIGSAW_MAP, "r4c6-4", &step);
  g_assert_cmpint (step.rating, ==, 72);
  assert_finds_nothing (sk_find_als_xz, ALS_XZ_JIGSAW, NULL);
}

/* Five cells: 7.2 and a tenth for the cell past four. A = r1c1 {1,2,3},
 * r1c2 {2,3,4}, r1c3 {3,4} and B = r1c9 {4,7}, r5c9 {1,7} share the
 * restricted 4 (row 1); r5c1 sees the 1s of both. (Row 1 as one ALS with
 * r5c9 alone is another five-cell pair with the same outcome.) */
static void
test_als_xz_rating (void)
{
  SkStep step;

  assert_finds (sk_find_als_xz, "r1c1:123 r1c2:234 r1c3:34 r1c9:47 r5c9:17 r5c1:189", NULL,
                "r5c1-1", &step);
  g_assert_cmpint (step.rating, ==, 73);
}

/* ---- all four ---- */

static void
test_cancelled (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkLogicContext ctx;
  SkLogicOptions options = logic_test_options ();
  atomic_int cancel = 1;
  SkStep step;

  options.cancel = &cancel;
  sparse_grid (AIC_TYPE_1 " " ALS_XZ, NULL, &layout, &cg);
  sk_logic_context_init (&ctx, &cg, &layout, &options);
  g_assert_false (sk_find_x_cycle (&ctx, &step));
  g_assert_false (sk_find_aic (&ctx, &step));
  g_assert_false (sk_find_als_xz (&ctx, &step));
  atomic_store (&cancel, 0);
  g_assert_true (sk_find_aic (&ctx, &step));
  g_assert_true (sk_find_als_xz (&ctx, &step));
}

typedef struct
{
  SkLayout layout;
  SkGrid   solution;
  int      positions;
  int      found[5];
} SoundCheck;

static const ChainFinder all_finders[5] = {
  sk_find_x_cycle, sk_find_xy_chain, sk_find_aic, sk_find_als_xz, sk_find_xy_cycle,
};

/* At every position of the path, each finder's step (whatever the path
 * takes) keeps the solution, removes only candidates that are there, and
 * comes out the same a second time. */
static bool
check_position (const SkStep          *path_step,
                const SkCandidateGrid *before,
                void                  *user_data)
{
  SoundCheck *check = user_data;
  SkLogicOptions options = logic_test_options ();
  SkLogicContext ctx;
  g_autofree SkStep *steps = g_new (SkStep, 2);

  (void) path_step;
  sk_logic_context_init (&ctx, before, &check->layout, &options);
  for (int f = 0; f < 5; f++)
    {
      if (!all_finders[f] (&ctx, &steps[0]))
        continue;
      check->found[f]++;
      g_assert_true (sk_step_has_action (&steps[0]));
      logic_test_assert_sound (&steps[0], &check->solution);
      for (int cell = 0; cell < SK_CELLS; cell++)
        g_assert_cmpint (steps[0].remove[cell] & ~before->cand[cell], ==, 0);
      g_assert_true (all_finders[f] (&ctx, &steps[1]));
      g_assert_true (memcmp (&steps[0], &steps[1], sizeof steps[0]) == 0);
    }
  check->positions++;
  return true;
}

static void
check_set (const char *name,
           guint       count,
           int         found[5])
{
  g_autoptr (GArray) set = sudoku_test_load_set ("sets", name);

  for (guint i = 0; i < count && i < set->len; i++)
    {
      const SudokuTestPuzzle *p = &g_array_index (set, SudokuTestPuzzle, i);
      SoundCheck check = { 0 };
      SkSolveOptions solve_options;
      SkSolveResult solved;
      SkRating rating;

      sudoku_test_layout_from_map (p->map, &check.layout);
      sk_solve_options_init (&solve_options);
      solve_options.limit = 2;
      sk_solve (&p->givens, &check.layout, &solve_options, &solved);
      g_assert_cmpint (solved.status, ==, SK_SOLVE_SOLVED);
      g_assert_cmpint (solved.n_solutions, ==, 1);
      check.solution = solved.solution;
      g_assert_cmpint (sk_logic_rate (&p->givens, &check.layout, NULL, check_position, &check, &rating),
                       ==, SK_LOGIC_SOLVED);
      g_assert_cmpint (check.positions, ==, rating.n_steps);
      for (int f = 0; f < 5; f++)
        found[f] += check.found[f];
      g_test_message ("%s: %d positions, found %d %d %d %d %d", p->name, check.positions,
                      check.found[0], check.found[1], check.found[2], check.found[3],
                      check.found[4]);
    }
}

static void
test_sound_standard (void)
{
  int found[5] = { 0 };

  check_set ("top1465-100.txt", 8, found);
  for (int f = 0; f < 4; f++)
    g_assert_cmpint (found[f], >, 0);
}

static void
test_sound_jigsaw (void)
{
  int found[5] = { 0 };

  check_set ("jigsaw-solo-100.txt", 8, found);
  g_assert_cmpint (found[0], >, 0);
  g_assert_cmpint (found[2], >, 0);
}

/* Four two-candidate cells in a ring: r1c1 (12) and r1c5 (23) share 2 in
 * row 1, r1c5 and r5c5 (34) 3 in column 5, r5c5 and r5c1 (41) 4 in row 5,
 * r5c1 and r1c1 1 in column 1. Around the loop each shared digit is in one
 * of its two cells: r1c9 loses 2, r3c1 loses 1. */
static void
test_xy_cycle (void)
{
  const char *ring = "r1c1:12 r1c5:23 r5c5:34 r5c1:14 r1c9:29 r3c1:18";
  SkLayout layout;
  SkCandidateGrid cg;
  SkStep step;
  char text[1024];

  assert_finds (sk_find_xy_cycle, ring, NULL, "r1c9-2 r3c1-1", &step);
  g_assert_cmpint (step.technique, ==, SK_TECH_XY_CYCLE);
  /* Eight candidates: Sudoku Explainer's 6.5 and two tenths for length. */
  g_assert_cmpint (step.rating, ==, 67);
  sparse_grid (ring, NULL, &layout, &cg);
  sk_step_describe (&step, &layout, text, sizeof text);
  g_test_message ("%s", text);
  g_assert_true (g_str_has_prefix (text, "XY-Cycle: the two-candidate cells r1c1, r1c5, r5c1, "
                                         "r5c5 close a loop"));
  /* The XY-chain of the same cells needs both ends on one digit and an
   * open chain; the cycle finder wants a closed loop: one cell short,
   * nothing. */
  g_assert_false (find_in (sk_find_xy_cycle, "r1c1:12 r1c5:23 r5c5:34 r1c9:29 r3c1:18", NULL,
                           &step));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/logic/chains/turbot-fish", test_turbot_fish);
  g_test_add_func ("/logic/chains/turbot-fish/grouped", test_grouped_turbot_fish);
  g_test_add_func ("/logic/chains/x-cycle/open", test_x_chain_open);
  g_test_add_func ("/logic/chains/x-cycle/near-miss", test_x_chain_near_miss);
  g_test_add_func ("/logic/chains/x-cycle/jigsaw", test_x_chain_jigsaw);
  g_test_add_func ("/logic/chains/x-cycle/loop", test_x_cycle_loop);
  g_test_add_func ("/logic/chains/x-cycle/grouped", test_x_chain_grouped);
  g_test_add_func ("/logic/chains/xy-chain/open", test_xy_chain);
  g_test_add_func ("/logic/chains/xy-chain/near-miss", test_xy_chain_near_miss);
  g_test_add_func ("/logic/chains/xy-chain/jigsaw", test_xy_chain_jigsaw);
  g_test_add_func ("/logic/chains/xy-cycle", test_xy_cycle);
  g_test_add_func ("/logic/chains/xy-chain/loop", test_xy_loop);
  g_test_add_func ("/logic/chains/aic/type-1", test_aic_type_1);
  g_test_add_func ("/logic/chains/aic/type-2", test_aic_type_2);
  g_test_add_func ("/logic/chains/aic/loop", test_aic_loop);
  g_test_add_func ("/logic/chains/aic/grouped", test_aic_grouped);
  g_test_add_func ("/logic/chains/aic/jigsaw", test_aic_jigsaw);
  g_test_add_func ("/logic/chains/als-xz/singly-linked", test_als_xz);
  g_test_add_func ("/logic/chains/als-xz/near-miss", test_als_xz_near_miss);
  g_test_add_func ("/logic/chains/als-xz/doubly-linked", test_als_xz_doubly_linked);
  g_test_add_func ("/logic/chains/als-xz/jigsaw", test_als_xz_jigsaw);
  g_test_add_func ("/logic/chains/als-xz/rating", test_als_xz_rating);
  g_test_add_func ("/logic/chains/cancelled", test_cancelled);
  g_test_add_func ("/logic/chains/sound/standard", test_sound_standard);
  g_test_add_func ("/logic/chains/sound/jigsaw", test_sound_jigsaw);
  return g_test_run ();
}
