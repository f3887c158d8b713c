/* test-sk-logic-wings.c: XY-, XYZ- and W-Wings, skyscrapers, kites and simple colouring
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each position starts from an empty grid, where every cell has every
 * candidate, so a digit has no strong link and no cell is bivalue until a
 * test makes it so: the pattern under test is then the only one there, and
 * its eliminations can be worked out by hand (the comments show how). The
 * same candidates on the standard and on a jigsaw layout give different
 * answers where a region makes the difference. Last, every finder is run on
 * each grid along the paths of real puzzles and checked against their
 * solutions.
 */

#include <string.h>

#include "sk-logic-test-util.h"
#include "sk-solver.h"

#define EMPTY_LINE \
  "........." "........." "........." \
  "........." "........." "........." \
  "........." "........." "........."

/* Line 1 of tests/data/sets/jigsaw-solo-100.txt:
 *
 *   1 1 1 2 2 2 3 4 5
 *   1 1 2 2 3 3 3 4 5
 *   1 1 2 2 3 4 4 4 5
 *   1 2 2 3 3 4 4 5 5
 *   1 6 3 3 7 4 4 8 5
 *   6 6 6 7 7 7 8 8 5
 *   6 6 6 9 9 7 8 5 5
 *   9 6 6 9 7 7 8 8 8
 *   9 9 9 9 9 7 7 8 8
 */
#define JIGSAW_MAP \
  "111222345112233345112234445122334455163374485666777885666997855966977888999997788"

#define ROW(n)    ((n) - 1)
#define COLUMN(n) (SK_SIZE + (n) - 1)

typedef bool (*Finder) (const SkLogicContext *ctx,
                        SkStep               *step);

typedef struct
{
  SkLayout        layout;
  SkCandidateGrid cg;
} Position;

/* ---- helpers ---- */

/* Every cell empty with every candidate, on the standard layout (@map NULL)
 * or a jigsaw; then @edits (logic_test_edit's notation). */
static void
position_init (Position   *pos,
               const char *map,
               const char *edits)
{
  logic_test_grid (EMPTY_LINE, map, &pos->layout, &pos->cg);
  logic_test_edit (&pos->cg, edits);
}

static int
region_unit (const Position *pos,
             const char     *rc)
{
  return 2 * SK_SIZE + pos->layout.region[logic_test_cell (rc)];
}

/* Leaves @digit in @unit only at the cells of @keep ("r1c1 r1c5"). */
static void
keep_only (Position   *pos,
           int         unit,
           int         digit,
           const char *keep)
{
  g_auto (GStrv) cells = g_strsplit (keep, " ", -1);

  for (int i = 0; i < SK_SIZE; i++)
    {
      int cell = pos->layout.unit_cells[unit][i];
      gboolean kept = FALSE;

      for (char **c = cells; *c != NULL; c++)
        kept = kept || logic_test_cell (*c) == cell;
      if (!kept)
        pos->cg.cand[cell] &= (SkMask) ~sk_mask_of (digit);
    }
}

/* Runs @find on the position, checking that it leaves the grid as it was. */
static gboolean
position_find (const Position *pos,
               Finder          find,
               SkStep         *step)
{
  SkLogicOptions options = logic_test_options ();
  SkLogicContext ctx;
  SkCandidateGrid before = pos->cg;
  gboolean found;

  sk_logic_context_init (&ctx, &pos->cg, &pos->layout, &options);
  memset (step, 0x5a, sizeof *step);
  found = find (&ctx, step);
  /* Field by field: the struct's padding is never written. */
  g_assert_true (memcmp (&before.grid, &pos->cg.grid, sizeof before.grid) == 0);
  g_assert_true (memcmp (before.cand, pos->cg.cand, sizeof before.cand) == 0);
  return found;
}

static void
assert_finds (const Position *pos,
              Finder          find,
              SkTechnique     technique,
              const char     *expected,
              SkStep         *step)
{
  g_assert_true (position_find (pos, find, step));
  g_assert_cmpint (step->technique, ==, technique);
  logic_test_assert_actions (step, expected);
}

/* Prints what was found, if anything, in the failure message. */
static void
assert_finds_nothing (const Position *pos,
                      Finder          find)
{
  SkStep step;
  char actions[1024] = "";

  if (position_find (pos, find, &step)
      && sk_step_format_actions (&step, actions, sizeof actions) == 0)
    g_strlcpy (actions, "(a step that does nothing)", sizeof actions);
  g_assert_cmpstr (actions, ==, "");
}

/* The cells marked with @role, in mark order: "r1c1 r3c2". */
static char *
marked (const SkStep *step,
        SkRole        role)
{
  GString *out = g_string_new (NULL);

  for (int i = 0; i < step->n_marks; i++)
    if (step->marks[i].role == role)
      g_string_append_printf (out, "%sr%dc%d", out->len > 0 ? " " : "",
                              sk_cell_row (step->marks[i].cell) + 1,
                              sk_cell_column (step->marks[i].cell) + 1);
  return g_string_free (out, FALSE);
}

static void
assert_marked (const SkStep *step,
               SkRole        role,
               const char   *expected)
{
  g_autofree char *cells = marked (step, role);

  g_assert_cmpstr (cells, ==, expected);
}

static void
append_node (GString      *out,
             const SkStep *step,
             int           index)
{
  const SkNode *node;

  g_assert_cmpint (index, >=, 0);
  g_assert_cmpint (index, <, step->n_nodes);
  node = &step->nodes[index];
  g_assert_true (sk_board_is_single (node->cells));
  g_string_append_printf (out, "r%dc%d=%d", sk_cell_row (sk_board_first (node->cells)) + 1,
                          sk_cell_column (sk_board_first (node->cells)) + 1, node->digit);
}

/* A chain read link by link, each starting where the last ended:
 * "r1c5=3 == r1c5=1 -- r1c1=1", strong as ==, weak as --. */
static void
assert_chain (const SkStep *step,
              const char   *expected)
{
  g_autoptr (GString) out = g_string_new (NULL);

  g_assert_false (step->truncated);
  for (int i = 0; i < step->n_links; i++)
    {
      const SkLink *link = &step->links[i];

      if (i == 0)
        append_node (out, step, link->from);
      else
        g_assert_cmpint (link->from, ==, step->links[i - 1].to);
      g_string_append (out, link->strong ? " == " : " -- ");
      append_node (out, step, link->to);
    }
  g_assert_cmpstr (out->str, ==, expected);
  g_assert_cmpint (step->size, ==, step->n_links);
}

/* ---- XY-Wing ---- */

/* Pivot r1c1 {1,2}; pincers r1c5 {1,3} (row 1) and r3c2 {2,3} (box 1).
 * Either pincer holds 3, so 3 leaves what sees both: row 1 in box 1
 * (r1c2, r1c3) and row 3 in box 2 (r3c4-r3c6). */
static void
test_xy_wing (void)
{
  Position pos;
  SkStep step;

  position_init (&pos, NULL, "r1c1:12 r1c5:13 r3c2:23");
  assert_finds (&pos, sk_find_xy_wing, SK_TECH_XY_WING,
                "r1c2-3 r1c3-3 r3c4-3 r3c5-3 r3c6-3", &step);
  g_assert_cmpint (step.digit, ==, 3);
  g_assert_cmpint (step.rating, ==, sk_technique_info (SK_TECH_XY_WING)->rating);
  assert_marked (&step, SK_ROLE_PIVOT, "r1c1");
  assert_marked (&step, SK_ROLE_PINCER, "r1c5 r3c2");
  assert_chain (&step, "r1c5=3 == r1c5=1 -- r1c1=1 == r1c1=2 -- r3c2=2 == r3c2=3");
}

/* The same cells with the second pincer moved to r3c7, which shares no unit
 * with the pivot: no wing, from any of the three cells as pivot. */
static void
test_xy_wing_pincer_unseen (void)
{
  Position pos;

  position_init (&pos, NULL, "r1c1:12 r1c5:13 r3c7:23");
  assert_finds_nothing (&pos, sk_find_xy_wing);
}

/* Pincers with the pivot's own two digits make a naked pair, not a wing. */
static void
test_xy_wing_pair_is_no_pincer (void)
{
  Position pos;

  position_init (&pos, NULL, "r1c1:12 r1c5:12 r3c2:12");
  assert_finds_nothing (&pos, sk_find_xy_wing);
}

/* Pivot r7c8 {1,2}; pincer r4c9 {1,3} sees it only through region 5
 * (r1c9-r7c9, r4c8, r7c8), pincer r7c3 {2,3} through row 7. What sees both
 * pincers: r4c3 (row 4, column 3) and r7c9 (row 7, region 5). On standard
 * boxes r4c9 does not see r7c8. */
static void
test_xy_wing_jigsaw (void)
{
  Position pos;
  SkStep step;

  position_init (&pos, JIGSAW_MAP, "r7c8:12 r4c9:13 r7c3:23");
  assert_finds (&pos, sk_find_xy_wing, SK_TECH_XY_WING, "r4c3-3 r7c9-3", &step);
  assert_marked (&step, SK_ROLE_PIVOT, "r7c8");
  assert_marked (&step, SK_ROLE_PINCER, "r4c9 r7c3");

  position_init (&pos, NULL, "r7c8:12 r4c9:13 r7c3:23");
  assert_finds_nothing (&pos, sk_find_xy_wing);
}

/* ---- XYZ-Wing ---- */

/* Pivot r1c1 {1,2,3}; pincers r1c5 {1,3} and r2c2 {2,3}. One of the three
 * holds 3, so 3 leaves what sees all of them: r1c2 and r1c3. */
static void
test_xyz_wing (void)
{
  Position pos;
  SkStep step;

  position_init (&pos, NULL, "r1c1:123 r1c5:13 r2c2:23");
  assert_finds (&pos, sk_find_xyz_wing, SK_TECH_XYZ_WING, "r1c2-3 r1c3-3", &step);
  g_assert_cmpint (step.digit, ==, 3);
  assert_marked (&step, SK_ROLE_PIVOT, "r1c1");
  assert_marked (&step, SK_ROLE_PINCER, "r1c5 r2c2");
}

/* The {1,3} pincer at r5c5 does not see the pivot. */
static void
test_xyz_wing_pincer_unseen (void)
{
  Position pos;

  position_init (&pos, NULL, "r1c1:123 r5c5:13 r2c2:23");
  assert_finds_nothing (&pos, sk_find_xyz_wing);
}

/* Pivot r4c9 {1,2,3}; pincers r7c8 {1,3} (region 5) and r4c5 {2,3} (row 4).
 * Only r4c8 sees all three: row 4, and region 5 with column 8. */
static void
test_xyz_wing_jigsaw (void)
{
  Position pos;
  SkStep step;

  position_init (&pos, JIGSAW_MAP, "r4c9:123 r7c8:13 r4c5:23");
  assert_finds (&pos, sk_find_xyz_wing, SK_TECH_XYZ_WING, "r4c8-3", &step);
  assert_marked (&step, SK_ROLE_PINCER, "r4c5 r7c8");

  position_init (&pos, NULL, "r4c9:123 r7c8:13 r4c5:23");
  assert_finds_nothing (&pos, sk_find_xyz_wing);
}

/* ---- W-Wing ---- */

/* r1c1 and r5c2 are {1,2} and do not see each other; 2 is in row 9 only at
 * r9c1 (column 1 with r1c1) and r9c2 (column 2 with r5c2). One wing cell is
 * 1, so 1 leaves what sees both: r1c2, r2c2, r3c2 and r4c1, r5c1, r6c1. */
static void
test_w_wing (void)
{
  Position pos;
  SkStep step;

  position_init (&pos, NULL, "r1c1:12 r5c2:12");
  keep_only (&pos, ROW (9), 2, "r9c1 r9c2");
  assert_finds (&pos, sk_find_w_wing, SK_TECH_W_WING,
                "r1c2-1 r2c2-1 r3c2-1 r4c1-1 r5c1-1 r6c1-1", &step);
  g_assert_cmpuint (step.base_units, ==, 1u << ROW (9));
  assert_marked (&step, SK_ROLE_PINCER, "r1c1 r5c2");
  assert_chain (&step, "r1c1=1 == r1c1=2 -- r9c1=2 == r9c2=2 -- r5c2=2 == r5c2=1");
  logic_test_assert_chain (&step, "(1=2)r1c1-(2)r9c1=r9c2-(2=1)r5c2 => "
                           "r1c2,r2c2,r3c2,r4c1,r5c1,r6c1<>1");
}

/* The link's second end r9c5 sees neither wing cell's column. */
static void
test_w_wing_link_unseen (void)
{
  Position pos;

  position_init (&pos, NULL, "r1c1:12 r5c2:12");
  keep_only (&pos, ROW (9), 2, "r9c1 r9c5");
  assert_finds_nothing (&pos, sk_find_w_wing);
}

/* A link through a wing cell proves nothing: 2 in row 5 only at r5c2 and
 * r5c1. */
static void
test_w_wing_link_through_wing (void)
{
  Position pos;

  position_init (&pos, NULL, "r1c1:12 r5c2:12");
  keep_only (&pos, ROW (5), 2, "r5c1 r5c2");
  assert_finds_nothing (&pos, sk_find_w_wing);
}

/* Wing cells that share row 1 are a naked pair, not a W-Wing, even with a
 * link (row 9, r9c1 and r9c5) whose ends see them. */
static void
test_w_wing_cells_see_each_other (void)
{
  Position pos;

  position_init (&pos, NULL, "r1c1:12 r1c5:12");
  keep_only (&pos, ROW (9), 2, "r9c1 r9c5");
  assert_finds_nothing (&pos, sk_find_w_wing);
}

/* r5c7 and r7c8 {1,2}, with 2 in row 9 only at r9c7 and r9c8. What sees
 * both wing cells depends on the regions: region 4 (r1c8, r2c8, r3c6-r3c8,
 * r4c6, r4c7, r5c6, r5c7) and region 5 (r5c9) on the jigsaw, boxes 6 and 9
 * on the standard layout. */
static void
test_w_wing_jigsaw (void)
{
  Position pos;
  SkStep step;

  position_init (&pos, JIGSAW_MAP, "r7c8:12 r5c7:12");
  keep_only (&pos, ROW (9), 2, "r9c7 r9c8");
  assert_finds (&pos, sk_find_w_wing, SK_TECH_W_WING,
                "r1c8-1 r2c8-1 r3c8-1 r5c8-1 r5c9-1 r7c7-1", &step);
  assert_chain (&step, "r5c7=1 == r5c7=2 -- r9c7=2 == r9c8=2 -- r7c8=2 == r7c8=1");

  position_init (&pos, NULL, "r7c8:12 r5c7:12");
  keep_only (&pos, ROW (9), 2, "r9c7 r9c8");
  assert_finds (&pos, sk_find_w_wing, SK_TECH_W_WING,
                "r4c8-1 r5c8-1 r6c8-1 r7c7-1 r8c7-1 r9c7-1", &step);
}

/* ---- Skyscraper ---- */

/* 4 in row 1 only at r1c1 and r1c5, in row 5 only at r5c1 and r5c6: the
 * bases share column 1, so one of the roofs r1c5, r5c6 is 4. What sees both
 * roofs: column 6 in box 2 (r2c6, r3c6) and column 5 in box 5 (r4c5, r6c5). */
static void
test_skyscraper_rows (void)
{
  Position pos;
  SkStep step;

  position_init (&pos, NULL, "");
  keep_only (&pos, ROW (1), 4, "r1c1 r1c5");
  keep_only (&pos, ROW (5), 4, "r5c1 r5c6");
  assert_finds (&pos, sk_find_skyscraper, SK_TECH_SKYSCRAPER,
                "r2c6-4 r3c6-4 r4c5-4 r6c5-4", &step);
  g_assert_cmpint (step.digit, ==, 4);
  g_assert_cmpuint (step.base_units, ==, (1u << ROW (1)) | (1u << ROW (5)));
  g_assert_cmpuint (step.cover_units, ==, 1u << COLUMN (1));
  assert_marked (&step, SK_ROLE_PINCER, "r1c5 r5c6");
  assert_marked (&step, SK_ROLE_BASE, "r1c1 r5c1");
  assert_chain (&step, "r1c5=4 == r1c1=4 -- r5c1=4 == r5c6=4");
}

/* The same, turned a quarter: columns 1 and 5, bases in row 1. */
static void
test_skyscraper_columns (void)
{
  Position pos;
  SkStep step;

  position_init (&pos, NULL, "");
  keep_only (&pos, COLUMN (1), 4, "r1c1 r5c1");
  keep_only (&pos, COLUMN (5), 4, "r1c5 r6c5");
  assert_finds (&pos, sk_find_skyscraper, SK_TECH_SKYSCRAPER,
                "r5c4-4 r5c6-4 r6c2-4 r6c3-4", &step);
  g_assert_cmpuint (step.cover_units, ==, 1u << ROW (1));
  assert_chain (&step, "r5c1=4 == r1c1=4 -- r1c5=4 == r6c5=4");
}

/* No end of row 1's link shares a column with an end of row 5's. */
static void
test_skyscraper_unaligned (void)
{
  Position pos;

  position_init (&pos, NULL, "");
  keep_only (&pos, ROW (1), 4, "r1c1 r1c5");
  keep_only (&pos, ROW (5), 4, "r5c2 r5c6");
  assert_finds_nothing (&pos, sk_find_skyscraper);
}

/* Both ends aligned is an X-Wing, whose eliminations are not a skyscraper's. */
static void
test_skyscraper_x_wing_is_not_one (void)
{
  Position pos;

  position_init (&pos, NULL, "");
  keep_only (&pos, ROW (1), 4, "r1c1 r1c5");
  keep_only (&pos, ROW (5), 4, "r5c1 r5c5");
  assert_finds_nothing (&pos, sk_find_skyscraper);
}

/* Rows 1 and 2 with bases in column 1, roofs r1c6 and r2c8: column 6 meets
 * r2c8's region 4 at r3c6, r4c6 and r5c6. On standard boxes nothing sees both
 * roofs and still holds 4. */
static void
test_skyscraper_jigsaw (void)
{
  Position pos;
  SkStep step;

  position_init (&pos, JIGSAW_MAP, "");
  keep_only (&pos, ROW (1), 4, "r1c1 r1c6");
  keep_only (&pos, ROW (2), 4, "r2c1 r2c8");
  assert_finds (&pos, sk_find_skyscraper, SK_TECH_SKYSCRAPER, "r3c6-4 r4c6-4 r5c6-4", &step);

  position_init (&pos, NULL, "");
  keep_only (&pos, ROW (1), 4, "r1c1 r1c6");
  keep_only (&pos, ROW (2), 4, "r2c1 r2c8");
  assert_finds_nothing (&pos, sk_find_skyscraper);
}

/* ---- Two-String Kite ---- */

/* 5 in row 1 only at r1c2 and r1c7, in column 3 only at r2c3 and r8c3; r1c2
 * and r2c3 share box 1, so r1c7 or r8c3 is 5, and r8c7 sees both. */
static void
test_two_string_kite (void)
{
  Position pos;
  SkStep step;

  position_init (&pos, NULL, "");
  keep_only (&pos, ROW (1), 5, "r1c2 r1c7");
  keep_only (&pos, COLUMN (3), 5, "r2c3 r8c3");
  assert_finds (&pos, sk_find_two_string_kite, SK_TECH_TWO_STRING_KITE, "r8c7-5", &step);
  g_assert_cmpint (step.digit, ==, 5);
  g_assert_cmpuint (step.base_units, ==, (1u << ROW (1)) | (1u << COLUMN (3)));
  g_assert_cmpuint (step.cover_units, ==, 1u << region_unit (&pos, "r1c1"));
  assert_marked (&step, SK_ROLE_PINCER, "r1c7 r8c3");
  assert_chain (&step, "r1c7=5 == r1c2=5 -- r2c3=5 == r8c3=5");
}

/* Column 3's link moved to r5c3 and r8c3: no end of it shares a box with an
 * end of row 1's. */
static void
test_two_string_kite_apart (void)
{
  Position pos;

  position_init (&pos, NULL, "");
  keep_only (&pos, ROW (1), 5, "r1c2 r1c7");
  keep_only (&pos, COLUMN (3), 5, "r5c3 r8c3");
  assert_finds_nothing (&pos, sk_find_two_string_kite);
}

/* The links share a cell (r1c3, where the row meets the column): that is no
 * kite. */
static void
test_two_string_kite_shared_cell (void)
{
  Position pos;

  position_init (&pos, NULL, "");
  keep_only (&pos, ROW (1), 5, "r1c3 r1c7");
  keep_only (&pos, COLUMN (3), 5, "r1c3 r8c3");
  assert_finds_nothing (&pos, sk_find_two_string_kite);
}

/* Row 1 at r1c2 and r1c7, column 1 at r4c1 and r6c1: r1c2 and r4c1 share
 * region 1 (boxes 1 and 4 on the standard layout), and r6c7 sees both other
 * ends. */
static void
test_two_string_kite_jigsaw (void)
{
  Position pos;
  SkStep step;

  position_init (&pos, JIGSAW_MAP, "");
  keep_only (&pos, ROW (1), 5, "r1c2 r1c7");
  keep_only (&pos, COLUMN (1), 5, "r4c1 r6c1");
  assert_finds (&pos, sk_find_two_string_kite, SK_TECH_TWO_STRING_KITE, "r6c7-5", &step);
  g_assert_cmpuint (step.cover_units, ==, 1u << region_unit (&pos, "r1c1"));
  assert_chain (&step, "r1c7=5 == r1c2=5 -- r4c1=5 == r6c1=5");

  position_init (&pos, NULL, "");
  keep_only (&pos, ROW (1), 5, "r1c2 r1c7");
  keep_only (&pos, COLUMN (1), 5, "r4c1 r6c1");
  assert_finds_nothing (&pos, sk_find_two_string_kite);
}

/* ---- Simple Colouring ---- */

/* The chain r1c1 -row 1- r1c8 -column 8- r6c8 -row 6- r6c3 on 6, coloured
 * on/off/on/off. Cells outside it that see both colours: box 1 in column 3
 * (r2c3, r3c3, seeing r1c1 and r6c3) and column 1 in box 4 (r4c1, r5c1). */
static void
test_colouring_trap (void)
{
  Position pos;
  SkStep step;

  position_init (&pos, NULL, "");
  keep_only (&pos, ROW (1), 6, "r1c1 r1c8");
  keep_only (&pos, COLUMN (8), 6, "r1c8 r6c8");
  keep_only (&pos, ROW (6), 6, "r6c8 r6c3");
  assert_finds (&pos, sk_find_simple_colouring, SK_TECH_SIMPLE_COLOURING,
                "r2c3-6 r3c3-6 r4c1-6 r5c1-6", &step);
  g_assert_cmpint (step.digit, ==, 6);
  /* Four cells: the table's rating, not raised. */
  g_assert_cmpint (step.rating, ==, sk_technique_info (SK_TECH_SIMPLE_COLOURING)->rating);
  assert_marked (&step, SK_ROLE_ON, "r1c1 r6c8");
  assert_marked (&step, SK_ROLE_OFF, "r1c8 r6c3");
  assert_chain (&step, "r1c1=6 == r1c8=6 == r6c8=6 == r6c3=6");
  g_assert_cmpuint (step.base_units, ==, (1u << ROW (1)) | (1u << COLUMN (8)) | (1u << ROW (6)));
}

/* r1c1 -row 1- r1c5 -column 5- r5c5 -row 5- r5c2 -column 2- r3c2: r1c1 and
 * r3c2 have one colour and share box 1, so that colour is false, and 6 leaves
 * r1c1, r5c5 and r3c2. The cells that would be a trap (r3c4, r3c6, r4c1,
 * r6c1) have lost 6 already. */
static void
test_colouring_wrap (void)
{
  Position pos;
  SkStep step;

  position_init (&pos, NULL, "r3c4-6 r3c6-6 r4c1-6 r6c1-6");
  keep_only (&pos, ROW (1), 6, "r1c1 r1c5");
  keep_only (&pos, COLUMN (5), 6, "r1c5 r5c5");
  keep_only (&pos, ROW (5), 6, "r5c5 r5c2");
  keep_only (&pos, COLUMN (2), 6, "r5c2 r3c2");
  assert_finds (&pos, sk_find_simple_colouring, SK_TECH_SIMPLE_COLOURING,
                "r1c1-6 r3c2-6 r5c5-6", &step);
  /* Five cells: one tenth more than four. */
  g_assert_cmpint (step.rating, ==, sk_technique_info (SK_TECH_SIMPLE_COLOURING)->rating + 1);
  assert_marked (&step, SK_ROLE_ON, "r1c5 r5c2");
  assert_marked (&step, SK_ROLE_OFF, "r1c1 r5c5 r3c2");
  /* The four strong links, then the weak one the wrap stands on. */
  g_assert_cmpint (step.n_links, ==, 5);
  for (int i = 0; i < 4; i++)
    g_assert_true (step.links[i].strong);
  g_assert_false (step.links[4].strong);
}

/* The wrap on 6 above (five cells) and the trap of the first test on 7 (four
 * cells): the smaller cluster is the easier step, whatever its digit. */
static void
test_colouring_smallest_cluster (void)
{
  Position pos;
  SkStep step;

  position_init (&pos, NULL, "r3c4-6 r3c6-6 r4c1-6 r6c1-6");
  keep_only (&pos, ROW (1), 6, "r1c1 r1c5");
  keep_only (&pos, COLUMN (5), 6, "r1c5 r5c5");
  keep_only (&pos, ROW (5), 6, "r5c5 r5c2");
  keep_only (&pos, COLUMN (2), 6, "r5c2 r3c2");
  keep_only (&pos, ROW (1), 7, "r1c1 r1c8");
  keep_only (&pos, COLUMN (8), 7, "r1c8 r6c8");
  keep_only (&pos, ROW (6), 7, "r6c8 r6c3");
  assert_finds (&pos, sk_find_simple_colouring, SK_TECH_SIMPLE_COLOURING,
                "r2c3-7 r3c3-7 r4c1-7 r5c1-7", &step);
  g_assert_cmpint (step.digit, ==, 7);
}

/* No strong link at all: nothing to colour. */
static void
test_colouring_nothing (void)
{
  Position pos;

  position_init (&pos, NULL, "r1c1:12 r5c2:12");
  assert_finds_nothing (&pos, sk_find_simple_colouring);
}

/* r1c9 -region 5- r7c8 -row 7- r7c3 -column 3- r3c3 on 6. r1c9 and r3c3
 * (region 2 on this layout) have different colours: row 1 in region 2
 * (r1c4-r1c6) sees both; so does r1c8, which sees r1c9 by row and r7c8 by
 * column. */
static void
test_colouring_jigsaw (void)
{
  Position pos;
  SkStep step;

  position_init (&pos, JIGSAW_MAP, "");
  keep_only (&pos, region_unit (&pos, "r1c9"), 6, "r1c9 r7c8");
  keep_only (&pos, ROW (7), 6, "r7c8 r7c3");
  keep_only (&pos, COLUMN (3), 6, "r7c3 r3c3");
  assert_finds (&pos, sk_find_simple_colouring, SK_TECH_SIMPLE_COLOURING,
                "r1c4-6 r1c5-6 r1c6-6 r1c8-6", &step);
  assert_chain (&step, "r1c9=6 == r7c8=6 == r7c3=6 == r3c3=6");
}

/* ---- real puzzles ---- */

static const struct
{
  Finder      find;
  SkTechnique technique;
} finders[] = {
  { sk_find_xy_wing, SK_TECH_XY_WING },
  { sk_find_xyz_wing, SK_TECH_XYZ_WING },
  { sk_find_w_wing, SK_TECH_W_WING },
  { sk_find_skyscraper, SK_TECH_SKYSCRAPER },
  { sk_find_two_string_kite, SK_TECH_TWO_STRING_KITE },
  { sk_find_simple_colouring, SK_TECH_SIMPLE_COLOURING },
};

#define N_FINDERS G_N_ELEMENTS (finders)

typedef struct
{
  const SkLayout *layout;
  SkGrid          solution;
  int             fired[N_FINDERS];
} PathCheck;

/* At every grid of the path, each finder's step keeps the solution. */
static bool
check_grid (const SkStep          *path_step,
            const SkCandidateGrid *before,
            void                  *user_data)
{
  PathCheck *check = user_data;
  SkLogicOptions options = logic_test_options ();
  SkLogicContext ctx;
  SkStep step;

  (void) path_step;
  sk_logic_context_init (&ctx, before, check->layout, &options);
  for (guint i = 0; i < N_FINDERS; i++)
    if (finders[i].find (&ctx, &step))
      {
        g_assert_cmpint (step.technique, ==, finders[i].technique);
        logic_test_assert_sound (&step, &check->solution);
        g_assert_true (sk_step_has_action (&step));
        for (int cell = 0; cell < SK_CELLS; cell++)
          g_assert_cmpint (step.remove[cell] & ~before->cand[cell], ==, 0);
        check->fired[i]++;
      }
  return true;
}

static void
check_set (const char *name,
           int         fired[N_FINDERS])
{
  g_autoptr (GArray) set = sudoku_test_load_set ("sets", name);

  for (guint p = 0; p < set->len; p++)
    {
      const SudokuTestPuzzle *puzzle = &g_array_index (set, SudokuTestPuzzle, p);
      SkLayout layout;
      SkSolveOptions solve_options;
      SkSolveResult solved;
      PathCheck check = { &layout, { { 0 } }, { 0 } };
      SkRating rating;

      sudoku_test_layout_from_map (puzzle->map, &layout);
      sk_solve_options_init (&solve_options);
      solve_options.limit = 2;
      sk_solve (&puzzle->givens, &layout, &solve_options, &solved);
      if (solved.status != SK_SOLVE_SOLVED || solved.n_solutions != 1)
        continue;
      check.solution = solved.solution;
      g_assert_cmpint (sk_logic_rate (&puzzle->givens, &layout, NULL, check_grid, &check, &rating),
                       ==, SK_LOGIC_SOLVED);
      for (guint i = 0; i < N_FINDERS; i++)
        fired[i] += check.fired[i];
    }
}

/* Hard standard puzzles and jigsaws: every finder fires on some grid of
 * their paths (so the check below means something), and never wrongly. */
static void
test_sound_on_real_puzzles (void)
{
  static const char *const sets[] = { "top1465-100.txt", "jigsaw-solo-100.txt" };

  for (guint s = 0; s < G_N_ELEMENTS (sets); s++)
    {
      int fired[N_FINDERS] = { 0 };

      check_set (sets[s], fired);
      for (guint i = 0; i < N_FINDERS; i++)
        {
          g_test_message ("%s: %s fired %d times", sets[s],
                          sk_technique_info (finders[i].technique)->id, fired[i]);
          g_assert_cmpint (fired[i], >, 0);
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/logic/wings/xy-wing", test_xy_wing);
  g_test_add_func ("/logic/wings/xy-wing/pincer-unseen", test_xy_wing_pincer_unseen);
  g_test_add_func ("/logic/wings/xy-wing/pair-is-no-pincer", test_xy_wing_pair_is_no_pincer);
  g_test_add_func ("/logic/wings/xy-wing/jigsaw", test_xy_wing_jigsaw);
  g_test_add_func ("/logic/wings/xyz-wing", test_xyz_wing);
  g_test_add_func ("/logic/wings/xyz-wing/pincer-unseen", test_xyz_wing_pincer_unseen);
  g_test_add_func ("/logic/wings/xyz-wing/jigsaw", test_xyz_wing_jigsaw);
  g_test_add_func ("/logic/wings/w-wing", test_w_wing);
  g_test_add_func ("/logic/wings/w-wing/link-unseen", test_w_wing_link_unseen);
  g_test_add_func ("/logic/wings/w-wing/link-through-wing", test_w_wing_link_through_wing);
  g_test_add_func ("/logic/wings/w-wing/cells-see-each-other", test_w_wing_cells_see_each_other);
  g_test_add_func ("/logic/wings/w-wing/jigsaw", test_w_wing_jigsaw);
  g_test_add_func ("/logic/wings/skyscraper/rows", test_skyscraper_rows);
  g_test_add_func ("/logic/wings/skyscraper/columns", test_skyscraper_columns);
  g_test_add_func ("/logic/wings/skyscraper/unaligned", test_skyscraper_unaligned);
  g_test_add_func ("/logic/wings/skyscraper/x-wing-is-not-one", test_skyscraper_x_wing_is_not_one);
  g_test_add_func ("/logic/wings/skyscraper/jigsaw", test_skyscraper_jigsaw);
  g_test_add_func ("/logic/wings/two-string-kite", test_two_string_kite);
  g_test_add_func ("/logic/wings/two-string-kite/apart", test_two_string_kite_apart);
  g_test_add_func ("/logic/wings/two-string-kite/shared-cell", test_two_string_kite_shared_cell);
  g_test_add_func ("/logic/wings/two-string-kite/jigsaw", test_two_string_kite_jigsaw);
  g_test_add_func ("/logic/wings/colouring/trap", test_colouring_trap);
  g_test_add_func ("/logic/wings/colouring/wrap", test_colouring_wrap);
  g_test_add_func ("/logic/wings/colouring/smallest-cluster", test_colouring_smallest_cluster);
  g_test_add_func ("/logic/wings/colouring/nothing", test_colouring_nothing);
  g_test_add_func ("/logic/wings/colouring/jigsaw", test_colouring_jigsaw);
  g_test_add_func ("/logic/wings/sound-on-real-puzzles", test_sound_on_real_puzzles);
  return g_test_run ();
}
