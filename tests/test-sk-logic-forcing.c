/* test-sk-logic-forcing.c: forcing chains, Nishio to nested, on real positions and on whole paths
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The positions are pencil-mark grids met along the paths of real puzzles
 * (the first and the 269th line of top1465-first300-se, the 2nd of
 * top1465, the 815th of jigsaw_solo_2000 in ../shared/bench/data): forcing
 * chains short enough to check by hand; a Nishio chain (line 474 of
 * top1465) and AI Escargot's first nested chain, checked for soundness and
 * shape, and a nested search cancelled from another thread. Each step's actions are compared
 * exactly and checked against the solution; its evidence is checked for
 * shape (nodes and links that exist, links the grid really has). The
 * fixtures tests/data/logic/forcing-hard.txt (ten lines of
 * top1465-first300-se.txt, Sudoku Explainer 8.9 to 9.2, picked for short
 * paths) and forcing-jigsaw.txt (lines 1819 and 1974 of jigsaw_solo_2000.txt)
 * are rated whole: every step must be sound and logic alone must finish.
 */

#include "sk-logic-test-util.h"

/* top1465-first300-se line 1, where the path takes an AIC: chains of eight
 * or nine facts remove 3 from r4c4. */
#define AIC_GRID \
  "4 569 1268 5789 3 178 25 2567 5679 " \
  "1237 359 12 6 127 4 8 2357 359 " \
  "23678 359 268 5789 278 578 4 23567 1 " \
  "1236 346 1246 378 5 1678 23 9 78 " \
  "23 8 59 4 17 39 6 1257 57 " \
  "136 7 59 2 168 13689 35 158 4 " \
  "68 46 468 1 9 2 7 35 35 " \
  "5 1 3 78 678 678 9 4 2 " \
  "9 2 7 35 4 35 1 68 68"

/* top1465-first300-se line 269, later on: no static chain, dynamic ones. */
#define DYNAMIC_GRID \
  "3 8 5 6 247 1 247 2479 479 " \
  "1 467 9 5 2478 248 368 247 368 " \
  "467 2 46 789 3 489 5 1 68 " \
  "46789 4679 12468 23789 26789 5 23478 2479 134789 " \
  "45789 3 248 2789 1 289 2478 6 45789 " \
  "56789 5679 1268 4 26789 23689 2378 2579 135789 " \
  "29 1 7 239 5 239 46 8 46 " \
  "2468 46 3 1 2468 2468 9 57 57 " \
  "45689 4569 468 89 4689 7 1 3 2"

/* top1465 line 2 (SE 9.5): only locked sets on the assumed grid get on. */
#define PLUS_GRID \
  "7 126 8 459 4569 4569 3 1456 125 " \
  "49 36 3469 2 3456 1 467 4578 578 " \
  "5 1236 12346 78 346 78 269 146 129 " \
  "189 4 1579 3579 59 3579 178 2 6 " \
  "3 1267 1269 479 8 2469 147 1457 157 " \
  "268 578 2567 1 2456 2467 478 9 3 " \
  "128 9 1357 6 125 2358 127 1378 4 " \
  "12468 12368 12346 3489 7 23489 5 1368 1289 " \
  "12468 3578 1234567 34589 1249 234589 2679 13678 12789"

/* jigsaw_solo_2000 line 815, second step past the singles. */
#define JIGSAW_GRID \
  "127 8 5 1267 147 1467 1267 3 9 " \
  "127 9 6 3 17 8 127 4 5 " \
  "4 36 1378 17 2 5 9 178 167 " \
  "67 1 78 5 3 9 4 278 267 " \
  "8 5 137 4 9 2 1367 167 167 " \
  "9 23 4 8 6 17 137 5 127 " \
  "5 4 27 9 8 167 126 1267 3 " \
  "16 7 9 126 5 3 8 126 4 " \
  "3 26 12 167 147 1467 5 9 8"
#define JIGSAW_MAP \
  "111222233111112233145552633445522633745556683744456688774466888779969998777999988"

/* top1465 line 474, late on its path, where it takes a Nishio chain: one
 * digit's chains are enough, and nothing rated below finds anything. */
#define NISHIO_GRID \
  "149 5 6 3 7 2 149 149 8 " \
  "39 23 7 4 8 1 6 2359 35 " \
  "8 123 134 5 69 69 24 7 134 " \
  "2 7 9 16 146 8 3 1456 145 " \
  "134 136 348 9 5 7 14 1468 2 " \
  "5 16 148 2 146 3 7 468 9 " \
  "13 4 123 7 1369 5 8 1239 136 " \
  "6 9 135 8 2 4 15 13 7 " \
  "7 8 1235 16 13 69 12459 12349 346"

/* AI Escargot (Arto Inkala, 2006) where its path first needs a nested
 * chain: no dynamic chain (+) finds anything. */
#define NESTED_GRID \
  "1 2568 2468 458 345 7 246 9 346 " \
  "457 3 46 1459 2 59 1467 467 8 " \
  "2478 278 9 6 134 138 5 2347 134 " \
  "2478 278 5 3 167 126 9 4678 146 " \
  "479 1 34 579 8 569 467 34567 2 " \
  "6 2789 238 12579 1579 4 178 3578 135 " \
  "3 25689 268 24578 45679 2568 2468 1 4569 " \
  "2589 4 1 2589 3569 3568 268 2568 7 " \
  "2589 25689 7 12458 14569 12568 3 24568 4569"

/* Its sentence: the premise, what contradicts, the conclusion, then the
 * first chain inside summed up and the others' candidates. */
#define NESTED_SENTENCE \
  "Nested Forcing Chain: if r9c6 were 6, r1c4 would be 8 and not 8, so r9c6 is not 6. " \
  "Inside it, r1c2 is not 8, because r1c2=8 would make r7c3 both 2 and not 2 (a chain inside). " \
  "Other chains inside rule out r1c3<>8, r1c4<>8. Remove 6 from r9c6."

/* A solution with a deadly pattern left open (r1c4, r1c5, r4c4, r4c5 on 6
 * and 7): every assumption goes through, and no two branches agree. */
#define DEADLY_GIVENS \
  "534..8912672195348198342567859..1423426853791713924856961537284287419635345286179"

/* ---- helpers ---- */

static bool
is_forcing (SkTechnique t)
{
  return t >= SK_TECH_NISHIO_FORCING_CHAIN && t <= SK_TECH_NESTED_FORCING_CHAIN;
}

/* Chains on the grid's own links only. */
static bool
is_static (SkTechnique t)
{
  return t >= SK_TECH_CONTRADICTION_FORCING_CHAIN && t <= SK_TECH_UNIT_FORCING_CHAIN;
}

/* Options that allow only @technique among the forcing chains. */
static SkLogicOptions
only (SkTechnique technique)
{
  SkLogicOptions options = logic_test_options ();

  for (int t = SK_TECH_NISHIO_FORCING_CHAIN; t <= SK_TECH_NESTED_FORCING_CHAIN; t++)
    if (t != (int) technique)
      options.disabled |= UINT64_C (1) << t;
  return options;
}

static bool
find (const SkCandidateGrid *cg,
      const SkLayout        *layout,
      const SkLogicOptions  *options,
      SkTechnique            technique,
      SkStep                *step)
{
  SkLogicContext ctx;

  sk_logic_context_init (&ctx, cg, layout, options);
  return sk_find_forcing_chain (&ctx, technique, step);
}

static void
solution_of (const SkCandidateGrid *cg,
             const SkLayout        *layout,
             SkGrid                *solution)
{
  g_assert_true (sudoku_test_solve_unique_on (&cg->grid, layout, solution));
}

static bool
has_mark (const SkStep *step,
          int           cell,
          SkRole        role,
          SkMask        digits)
{
  for (int i = 0; i < step->n_marks; i++)
    if (step->marks[i].cell == cell && step->marks[i].role == role && step->marks[i].digits == digits)
      return true;
  return false;
}

/* Two candidates that cannot both be true. */
static bool
weakly_linked (const SkLayout *layout,
               int             a,
               int             da,
               int             b,
               int             db)
{
  if (a == b)
    return da != db;
  return da == db && sk_logic_sees (layout, a, b);
}

/* Two candidates of which one must be true in @cg: a cell's only two, or a
 * digit's only two places in a unit. */
static bool
strongly_linked (const SkCandidateGrid *cg,
                 const SkLayout        *layout,
                 int                    a,
                 int                    da,
                 int                    b,
                 int                    db)
{
  if (a == b)
    return da != db && cg->cand[a] == (sk_mask_of (da) | sk_mask_of (db));
  if (da != db)
    return false;
  for (int i = 0; i < 3; i++)
    {
      int unit = layout->cell_units[a][i];
      int places = 0;
      bool both = false;

      for (int j = 0; j < SK_SIZE; j++)
        {
          int c = layout->unit_cells[unit][j];

          if (cg->grid.cell[c] == 0 && (cg->cand[c] & sk_mask_of (da)))
            {
              places++;
              both |= c == b;
            }
        }
      if (both && places == 2)
        return true;
    }
  return false;
}

/* What every forcing step must show: a rating from its length, a pincer on
 * what it concludes, nodes on candidates of the grid and links between
 * them; on the grid's own links (@static_links) every link is one the grid
 * has, and dynamic "on implies off" links are always real weak links. */
static void
assert_evidence (const SkStep          *step,
                 const SkCandidateGrid *cg,
                 const SkLayout        *layout,
                 bool                   static_links)
{
  const SkTechniqueInfo *info = sk_technique_info (step->technique);
  int n_acted = 0;

  g_assert_true (is_forcing (step->technique));
  g_assert_true (sk_step_has_action (step));
  g_assert_cmpint (step->rating, ==, sk_logic_length_rating (info->rating, step->size));
  g_assert_cmpint (step->n_nodes, >=, 2);
  g_assert_cmpint (step->n_links, >=, 1);

  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      SkMask acted = step->remove[cell] | (step->place[cell] ? sk_mask_of (step->place[cell]) : 0);

      if (acted == 0)
        continue;
      n_acted++;
      g_assert_true (has_mark (step, cell, SK_ROLE_PINCER, acted));
    }
  /* One conclusion per step, as Sudoku Explainer takes them. */
  g_assert_cmpint (n_acted, ==, 1);

  for (int i = 0; i < step->n_nodes; i++)
    {
      const SkNode *node = &step->nodes[i];

      g_assert_true (sk_board_is_single (node->cells));
      g_assert_true (cg->cand[sk_board_first (node->cells)] & sk_mask_of (node->digit));
    }
  for (int i = 0; i < step->n_links; i++)
    {
      const SkLink *link = &step->links[i];
      int a, b, da, db;

      g_assert_cmpint (link->from, <, step->n_nodes);
      g_assert_cmpint (link->to, <, step->n_nodes);
      g_assert_cmpint (link->from, <, link->to);
      a = sk_board_first (step->nodes[link->from].cells);
      b = sk_board_first (step->nodes[link->to].cells);
      da = step->nodes[link->from].digit;
      db = step->nodes[link->to].digit;
      if (link->strong && static_links)
        g_assert_true (strongly_linked (cg, layout, a, da, b, db));
      /* Locked sets and nested chains turn "off" facts into "off" facts. */
      if (!link->strong && step->technique != SK_TECH_DYNAMIC_FORCING_CHAIN_PLUS
          && step->technique != SK_TECH_NESTED_FORCING_CHAIN)
        g_assert_true (weakly_linked (layout, a, da, b, db));
    }
}

/* Finds a step with only @technique allowed and checks the common ground. */
static void
find_only (const SkCandidateGrid *cg,
           const SkLayout        *layout,
           SkTechnique            technique,
           SkStep                *step)
{
  SkLogicOptions options = only (technique);
  SkGrid solution;

  g_assert_true (find (cg, layout, &options, technique, step));
  g_assert_cmpint (step->technique, ==, technique);
  solution_of (cg, layout, &solution);
  logic_test_assert_sound (step, &solution);
  assert_evidence (step, cg, layout, is_static (technique));
  g_assert_false (step->truncated);
}

/* ---- static chains ---- */

static void
test_contradiction (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkStep step;

  logic_test_pencil_grid (AIC_GRID, NULL, &layout, &cg);
  find_only (&cg, &layout, SK_TECH_CONTRADICTION_FORCING_CHAIN, &step);
  logic_test_assert_actions (&step, "r4c4-3");
  /* r4c4=3 turns r4c7 to 2 and r5c1 to 3, which also leaves r5c1 2. */
  g_assert_cmpint (step.digit, ==, 3);
  g_assert_cmpint (step.size, ==, 7);
  g_assert_cmpint (step.rating, ==, 82);
  g_assert_cmpint (step.n_nodes, ==, 8);
  g_assert_cmpint (step.n_links, ==, 7);
  g_assert_true (sk_board_has (step.nodes[0].cells, sk_cell_index (3, 3)));
  g_assert_cmpint (step.nodes[0].digit, ==, 3);
  g_assert_cmpint (logic_test_count_marks (&step, SK_ROLE_PIVOT), ==, 0);
}

static void
test_contradiction_jigsaw (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkStep step;
  int strong = 0;

  logic_test_pencil_grid (JIGSAW_GRID, JIGSAW_MAP, &layout, &cg);
  find_only (&cg, &layout, SK_TECH_CONTRADICTION_FORCING_CHAIN, &step);
  logic_test_assert_actions (&step, "r4c3-7");
  logic_test_assert_chain (&step, "r4c3=7 -> r4c1<>7 -> r7c3=7\n"
                           "r4c3=7 -> r7c3<>7\n"
                           "=> r4c3<>7");
  /* r4c3=7 takes 7 from r4c1, the other place of 7 in region 4 is r7c3,
   * in the column of r4c3. */
  g_assert_cmpint (step.size, ==, 3);
  g_assert_cmpint (step.rating, ==, 80);
  g_assert_cmpint (step.n_nodes, ==, 4);
  g_assert_cmpint (step.n_links, ==, 3);
  for (int i = 0; i < step.n_links; i++)
    strong += step.links[i].strong;
  g_assert_cmpint (strong, ==, 1);
}

static void
test_cell (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkStep step;

  logic_test_pencil_grid (AIC_GRID, NULL, &layout, &cg);
  find_only (&cg, &layout, SK_TECH_CELL_FORCING_CHAIN, &step);
  logic_test_assert_actions (&step, "r4c4-3");
  logic_test_assert_chain (&step, "r4c7=2 -> r5c8<>2 -> r5c1=2 -> r5c1<>3 -> r5c6=3 -> r4c4<>3\n"
                           "r4c7=3 -> r4c4<>3\n"
                           "=> r4c4<>3");
  /* r4c7 is 2 or 3: both take 3 from r4c4. */
  g_assert_true (has_mark (&step, sk_cell_index (3, 6), SK_ROLE_PIVOT, sk_mask_of (2) | sk_mask_of (3)));
  g_assert_cmpint (step.size, ==, 6);
  g_assert_cmpint (step.rating, ==, 81);
  g_assert_cmpint (step.base_units, ==, 0);
}

static void
test_unit (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkStep step;

  logic_test_pencil_grid (AIC_GRID, NULL, &layout, &cg);
  find_only (&cg, &layout, SK_TECH_UNIT_FORCING_CHAIN, &step);
  logic_test_assert_actions (&step, "r4c4-3");
  logic_test_assert_chain (&step, "r5c1=2 -> r5c1<>3 -> r5c6=3 -> r4c4<>3\n"
                           "r5c8=2 -> r4c7<>2 -> r4c7=3 -> r4c4<>3\n"
                           "=> r4c4<>3");
  /* 2 of row 5 is in r5c1 or r5c8. */
  g_assert_cmpint (step.digit, ==, 2);
  g_assert_cmpuint (step.base_units, ==, UINT32_C (1) << 4);
  g_assert_cmpint (logic_test_count_marks (&step, SK_ROLE_COVER), ==, 2);
  g_assert_true (has_mark (&step, sk_cell_index (4, 0), SK_ROLE_COVER, sk_mask_of (2)));
  g_assert_true (has_mark (&step, sk_cell_index (4, 7), SK_ROLE_COVER, sk_mask_of (2)));
  g_assert_cmpint (step.size, ==, 6);
  g_assert_cmpint (step.rating, ==, 81);
}

static void
test_unit_jigsaw (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkStep step;

  logic_test_pencil_grid (JIGSAW_GRID, JIGSAW_MAP, &layout, &cg);
  find_only (&cg, &layout, SK_TECH_UNIT_FORCING_CHAIN, &step);
  logic_test_assert_actions (&step, "r4c3-7");
  /* Region 4 has 7 in r4c1 or r7c3, and r4c3 sees both. */
  g_assert_cmpuint (step.base_units, ==, UINT32_C (1) << (2 * SK_SIZE + 3));
  g_assert_true (has_mark (&step, sk_cell_index (3, 0), SK_ROLE_COVER, sk_mask_of (7)));
  g_assert_true (has_mark (&step, sk_cell_index (6, 2), SK_ROLE_COVER, sk_mask_of (7)));
  g_assert_cmpint (step.size, ==, 2);
  g_assert_cmpint (step.rating, ==, 80);
  g_assert_cmpint (step.n_nodes, ==, 4);
  g_assert_cmpint (step.n_links, ==, 2);
}

/* A call looks for the kinds of the later techniques of its family too, as
 * Sudoku Explainer weighs them together, and reports the shortest under its
 * own technique; disabled techniques are left out. */
static void
test_shortest_kind (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkLogicOptions options = logic_test_options ();
  SkStep step;

  logic_test_pencil_grid (JIGSAW_GRID, JIGSAW_MAP, &layout, &cg);
  /* The cell chain rests on six facts, the unit chain on four. */
  g_assert_true (find (&cg, &layout, &options, SK_TECH_CELL_FORCING_CHAIN, &step));
  g_assert_cmpint (step.technique, ==, SK_TECH_UNIT_FORCING_CHAIN);
  g_assert_cmpint (step.size, ==, 2);
  options.disabled = UINT64_C (1) << SK_TECH_UNIT_FORCING_CHAIN;
  g_assert_true (find (&cg, &layout, &options, SK_TECH_CELL_FORCING_CHAIN, &step));
  g_assert_cmpint (step.technique, ==, SK_TECH_CELL_FORCING_CHAIN);
  g_assert_cmpint (step.size, ==, 4);
  logic_test_assert_actions (&step, "r4c3-7");
  g_assert_true (has_mark (&step, sk_cell_index (3, 0), SK_ROLE_PIVOT, sk_mask_of (6) | sk_mask_of (7)));
  /* A disabled technique is not searched at all. */
  options.disabled = UINT64_C (1) << SK_TECH_CELL_FORCING_CHAIN;
  g_assert_false (find (&cg, &layout, &options, SK_TECH_CELL_FORCING_CHAIN, &step));

  logic_test_pencil_grid (DYNAMIC_GRID, NULL, &layout, &cg);
  options = logic_test_options ();
  /* The cell chain from r8c2 (10 facts) beats the contradiction (11). */
  g_assert_true (find (&cg, &layout, &options, SK_TECH_DYNAMIC_CONTRADICTION_FORCING_CHAIN, &step));
  g_assert_cmpint (step.technique, ==, SK_TECH_DYNAMIC_CELL_FORCING_CHAIN);
  logic_test_assert_actions (&step, "r9c5-8");
  g_assert_cmpint (step.size, ==, 8);
  /* Calling it again gives the same step. */
  {
    SkStep again;

    g_assert_true (find (&cg, &layout, &options, SK_TECH_DYNAMIC_CONTRADICTION_FORCING_CHAIN, &again));
    g_assert_cmpint (memcmp (&step, &again, sizeof step), ==, 0);
  }
}

/* ---- dynamic chains ---- */

static void
test_dynamic (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkStep step;

  logic_test_pencil_grid (DYNAMIC_GRID, NULL, &layout, &cg);
  for (SkTechnique t = SK_TECH_CONTRADICTION_FORCING_CHAIN; t <= SK_TECH_UNIT_FORCING_CHAIN; t++)
    {
      SkLogicOptions options = logic_test_options ();

      g_assert_false (find (&cg, &layout, &options, t, &step));
    }

  /* r8c1=4 leaves r8c2 6, and box 8 then has neither 4 nor 6 but in r9c5. */
  find_only (&cg, &layout, SK_TECH_DYNAMIC_CONTRADICTION_FORCING_CHAIN, &step);
  logic_test_assert_actions (&step, "r8c1-4");
  g_assert_cmpint (step.size, ==, 9);
  g_assert_cmpint (step.rating, ==, 88);
  g_assert_true (has_mark (&step, sk_cell_index (7, 0), SK_ROLE_PINCER, sk_mask_of (4)));

  /* r8c2 is 4 or 6: either way box 8 puts it in r9c5. */
  find_only (&cg, &layout, SK_TECH_DYNAMIC_CELL_FORCING_CHAIN, &step);
  logic_test_assert_actions (&step, "r9c5-8");
  g_assert_true (has_mark (&step, sk_cell_index (7, 1), SK_ROLE_PIVOT, sk_mask_of (4) | sk_mask_of (6)));
  g_assert_cmpint (step.size, ==, 8);
  g_assert_cmpint (step.rating, ==, 87);

  find_only (&cg, &layout, SK_TECH_DYNAMIC_UNIT_FORCING_CHAIN, &step);
  logic_test_assert_actions (&step, "r9c5-8");
  g_assert_cmpint (step.digit, ==, 6);
  g_assert_cmpuint (step.base_units, ==, UINT32_C (1) << (2 * SK_SIZE + 7));
  g_assert_cmpint (logic_test_count_marks (&step, SK_ROLE_COVER), ==, 3);
  g_assert_cmpint (step.size, ==, 14);
  g_assert_cmpint (step.rating, ==, 89);
}

static void
test_plus (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkStep step;

  logic_test_pencil_grid (PLUS_GRID, NULL, &layout, &cg);
  for (SkTechnique t = SK_TECH_CONTRADICTION_FORCING_CHAIN; t < SK_TECH_DYNAMIC_FORCING_CHAIN_PLUS; t++)
    {
      SkLogicOptions options = logic_test_options ();

      g_assert_false (find (&cg, &layout, &options, t, &step));
    }
  find_only (&cg, &layout, SK_TECH_DYNAMIC_FORCING_CHAIN_PLUS, &step);
  logic_test_assert_actions (&step, "r4c7-7");
  g_assert_cmpint (step.size, ==, 12);
  g_assert_cmpint (step.rating, ==, 93);

}

static void
test_nishio (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkStep step;

  logic_test_pencil_grid (NISHIO_GRID, NULL, &layout, &cg);
  find_only (&cg, &layout, SK_TECH_NISHIO_FORCING_CHAIN, &step);
  logic_test_assert_actions (&step, "r6c3-1");
  g_assert_cmpint (step.rating, ==, 80);
  /* Every fact of the chain is about the one digit. */
  g_assert_cmpint (step.n_nodes, >, 2);
  for (int i = 0; i < step.n_nodes; i++)
    g_assert_cmpint (step.nodes[i].digit, ==, 1);

  /* The multi-digit contradiction chains start at 8.0: here they find a
   * chain too, but rated above Nishio's. */
  {
    SkStep other;

    g_assert_true (find (&cg, &layout, NULL, SK_TECH_CONTRADICTION_FORCING_CHAIN, &other));
    g_assert_cmpint (other.rating, >=, 80);
  }
}

static void
test_nested (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkGrid solution;
  SkStep step;
  SkLogicOptions options = logic_test_options ();

  logic_test_pencil_grid (NESTED_GRID, NULL, &layout, &cg);
  for (SkTechnique t = SK_TECH_NISHIO_FORCING_CHAIN; t < SK_TECH_NESTED_FORCING_CHAIN; t++)
    g_assert_false (find (&cg, &layout, &options, t, &step));
  g_assert_true (find (&cg, &layout, &options, SK_TECH_NESTED_FORCING_CHAIN, &step));
  g_assert_cmpint (step.technique, ==, SK_TECH_NESTED_FORCING_CHAIN);
  solution_of (&cg, &layout, &solution);
  logic_test_assert_sound (&step, &solution);
  logic_test_assert_actions (&step, "r9c6-6");
  /* The inner chains count: far longer than any flat chain here. */
  g_assert_cmpint (step.rating, ==, 104);
  assert_evidence (&step, &cg, &layout, false);

  /* Each chain inside turned off a candidate of the grid, a node of the
   * evidence that is "off"; the sentence sums up the first and names the
   * others' candidates instead of printing every chain. */
  g_assert_cmpint (step.n_inner, >, 0);
  for (int i = 0; i < step.n_inner; i++)
    {
      const SkInnerChain *inner = &step.inner[i];
      bool in_evidence = false;

      g_assert_true (cg.cand[inner->cell] & sk_mask_of (inner->digit));
      for (int n = 0; n < step.n_nodes; n++)
        in_evidence = in_evidence || (!step.nodes[n].on && step.nodes[n].digit == inner->digit
                                      && sk_board_first (step.nodes[n].cells) == inner->cell);
      g_assert_true (in_evidence);
      g_assert_cmpint (inner->contradiction, <=, SK_CONTRADICTION_UNIT);
    }
  {
    char sentence[4096];

    sk_step_describe (&step, &layout, sentence, sizeof sentence);
    g_test_message ("%s", sentence);
    g_assert_cmpstr (sentence, ==, NESTED_SENTENCE);
  }
}

typedef struct
{
  const SkCandidateGrid *cg;
  const SkLayout        *layout;
  const SkLogicOptions  *options;
  bool                   found;
} NestedCall;

static gpointer
nested_thread (gpointer data)
{
  NestedCall *call = data;
  SkStep step;

  call->found = find (call->cg, call->layout, call->options, SK_TECH_NESTED_FORCING_CHAIN, &step);
  return NULL;
}

/* The window rates off the main thread and cancels: a nested search, the
 * longest of all, stops soon after the flag is raised. */
static void
test_cancel_nested (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkLogicOptions options = logic_test_options ();
  atomic_int cancel = 0;
  NestedCall call = { &cg, &layout, &options, true };
  GThread *thread;
  gint64 raised;

  logic_test_pencil_grid (NESTED_GRID, NULL, &layout, &cg);
  options.cancel = &cancel;
  thread = g_thread_new ("nested", nested_thread, &call);
  g_usleep (2000);
  raised = g_get_monotonic_time ();
  atomic_store (&cancel, 1);
  g_thread_join (thread);
  g_assert_false (call.found);
  /* One inner propagation at most between two looks at the flag. */
  g_assert_cmpint (g_get_monotonic_time () - raised, <, 250000);
}

static void
test_none (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkStep step;

  logic_test_grid (DEADLY_GIVENS, NULL, &layout, &cg);
  g_assert_cmpint (cg.cand[sk_cell_index (0, 3)], ==, sk_mask_of (6) | sk_mask_of (7));
  for (SkTechnique t = SK_TECH_CONTRADICTION_FORCING_CHAIN; t <= SK_TECH_NESTED_FORCING_CHAIN; t++)
    {
      SkLogicOptions options = logic_test_options ();

      g_assert_false (find (&cg, &layout, &options, t, &step));
    }
}

static void
test_cancel (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkLogicOptions options = logic_test_options ();
  atomic_int cancel = 1;
  SkStep step;

  logic_test_pencil_grid (PLUS_GRID, NULL, &layout, &cg);
  options.cancel = &cancel;
  g_assert_false (find (&cg, &layout, &options, SK_TECH_DYNAMIC_FORCING_CHAIN_PLUS, &step));
  atomic_store (&cancel, 0);
  g_assert_true (find (&cg, &layout, &options, SK_TECH_DYNAMIC_FORCING_CHAIN_PLUS, &step));
}

/* ---- whole paths ---- */

typedef struct
{
  const SkLayout *layout;
  SkGrid          solution;
  int             forcing;
} PathCheck;

static bool
check_step (const SkStep          *step,
            const SkCandidateGrid *before,
            void                  *user_data)
{
  PathCheck *check = user_data;

  logic_test_assert_sound (step, &check->solution);
  if (is_forcing (step->technique))
    {
      assert_evidence (step, before, check->layout, is_static (step->technique));
      check->forcing++;
    }
  return true;
}

static void
rate_fixture (const char *name)
{
  g_autofree char *text = sudoku_test_read_data ("logic", name, NULL);
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  int puzzles = 0;

  for (char **line = lines; *line != NULL; line++)
    {
      SkLayout layout;
      SkCandidateGrid cg;
      SkRating rating;
      PathCheck check = { &layout, { { 0 } }, 0 };
      const char *map = NULL;
      char givens[SK_CELLS + 1];

      if (strlen (*line) < SK_CELLS)
        continue;
      memcpy (givens, *line, SK_CELLS);
      givens[SK_CELLS] = '\0';
      if (strlen (*line) >= 2 * SK_CELLS + 1)
        map = *line + SK_CELLS + 1;
      {
        char symbols[SK_CELLS + 1];

        if (map != NULL)
          {
            memcpy (symbols, map, SK_CELLS);
            symbols[SK_CELLS] = '\0';
          }
        logic_test_grid (givens, map != NULL ? symbols : NULL, &layout, &cg);
      }
      solution_of (&cg, &layout, &check.solution);
      g_assert_cmpint (sk_logic_rate (&cg.grid, &layout, NULL, check_step, &check, &rating), ==,
                       SK_LOGIC_SOLVED);
      g_assert_false (rating.used_search);
      g_assert_cmpmem (&rating.solution, sizeof rating.solution, &check.solution, sizeof check.solution);
      g_assert_cmpint (check.forcing, >, 0);
      g_assert_true (is_forcing (rating.hardest));
      puzzles++;
    }
  g_assert_cmpint (puzzles, >, 0);
}

static void
test_hard_paths (void)
{
  rate_fixture ("forcing-hard.txt");
}

static void
test_hard_paths_jigsaw (void)
{
  rate_fixture ("forcing-jigsaw.txt");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/logic/forcing/contradiction", test_contradiction);
  g_test_add_func ("/logic/forcing/contradiction-jigsaw", test_contradiction_jigsaw);
  g_test_add_func ("/logic/forcing/cell", test_cell);
  g_test_add_func ("/logic/forcing/unit", test_unit);
  g_test_add_func ("/logic/forcing/unit-jigsaw", test_unit_jigsaw);
  g_test_add_func ("/logic/forcing/shortest-kind", test_shortest_kind);
  g_test_add_func ("/logic/forcing/dynamic", test_dynamic);
  g_test_add_func ("/logic/forcing/plus", test_plus);
  g_test_add_func ("/logic/forcing/nishio", test_nishio);
  g_test_add_func ("/logic/forcing/nested", test_nested);
  g_test_add_func ("/logic/forcing/cancel-nested", test_cancel_nested);
  g_test_add_func ("/logic/forcing/none", test_none);
  g_test_add_func ("/logic/forcing/cancel", test_cancel);
  g_test_add_func ("/logic/forcing/hard-paths", test_hard_paths);
  g_test_add_func ("/logic/forcing/hard-paths-jigsaw", test_hard_paths_jigsaw);
  return g_test_run ();
}
