/* test-sk-logic-fish.c: X-Wing, Swordfish, Jellyfish, finned and sashimi fish
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A fish is about one digit, so most positions here are drawn as a picture of
 * where that digit may go: 'x' an empty cell with the digit as a candidate,
 * '.' an empty cell without it. The other candidates do not matter to a fish
 * finder; each empty cell gets two so that none is a single. Pictures are nine
 * rows of nine characters, spaces ignored. Jigsaw positions use region maps of
 * tests/data/sets/jigsaw-solo-100.txt. The last tests walk real puzzles and
 * check every fish the finders report against the solution.
 */

#include "sk-logic-test-util.h"
#include "sk-solver.h"

/* Line 1 of tests/data/sets/jigsaw-solo-100.txt. Region '3' is r1c7, r2c5-7,
 * r3c5, r4c4-5 and r5c3-4: it meets columns 3 to 7. */
#define JIGSAW_MAP \
  "111222345" \
  "112233345" \
  "112234445" \
  "122334455" \
  "163374485" \
  "666777885" \
  "666997855" \
  "966977888" \
  "999997788"

static void
fish_grid (const char      *picture,
           const char      *map,
           int              digit,
           SkLayout        *layout,
           SkCandidateGrid *cg)
{
  SkMask others = (SkMask) (sk_mask_of (digit % 9 + 1) | sk_mask_of ((digit + 1) % 9 + 1));
  int cell = 0;

  logic_test_layout (map, layout);
  memset (cg, 0, sizeof *cg);
  for (const char *p = picture; *p != '\0'; p++)
    {
      if (*p == ' ')
        continue;
      g_assert_true (*p == 'x' || *p == '.');
      g_assert_cmpint (cell, <, SK_CELLS);
      cg->cand[cell] = others;
      if (*p == 'x')
        cg->cand[cell] |= sk_mask_of (digit);
      cell++;
    }
  g_assert_cmpint (cell, ==, SK_CELLS);
}

typedef enum
{
  BASIC,
  FINNED,
} Kind;

/* Runs one finder on the picture; returns whether it found a step. */
static gboolean
find_fish (Kind        kind,
           int         size,
           const char *picture,
           const char *map,
           int         digit,
           SkStep     *step)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkLogicContext ctx;
  SkLogicOptions options = logic_test_options ();

  fish_grid (picture, map, digit, &layout, &cg);
  sk_logic_context_init (&ctx, &cg, &layout, &options);
  if (kind == BASIC)
    return sk_find_basic_fish (&ctx, size, step);
  return sk_find_finned_fish (&ctx, size, step);
}

static uint32_t
rows (const char *numbers)
{
  uint32_t units = 0;

  for (const char *p = numbers; *p != '\0'; p++)
    units |= 1u << (*p - '1');
  return units;
}

static uint32_t
columns (const char *numbers)
{
  return rows (numbers) << SK_SIZE;
}

/* The cells marked with @role, as "r2c3 r6c7", each marked with @digit only. */
static char *
marked (const SkStep *step,
        SkRole        role,
        int           digit)
{
  GString *out = g_string_new (NULL);

  for (int i = 0; i < step->n_marks; i++)
    {
      const SkMark *m = &step->marks[i];

      g_assert_cmpuint (m->digits, ==, sk_mask_of (digit));
      if (m->role == role)
        g_string_append_printf (out, "%sr%dc%d", out->len > 0 ? " " : "",
                                sk_cell_row (m->cell) + 1, sk_cell_column (m->cell) + 1);
    }
  return g_string_free (out, FALSE);
}

static void
assert_fish (const SkStep *step,
             SkTechnique   technique,
             int           digit,
             int           size,
             uint32_t      base_units,
             uint32_t      cover_units,
             const char   *base_cells,
             const char   *fin_cells,
             const char   *actions)
{
  g_autofree char *base = marked (step, SK_ROLE_BASE, digit);
  g_autofree char *fins = marked (step, SK_ROLE_FIN, digit);
  char actions_found[256];

  sk_step_format_actions (step, actions_found, sizeof actions_found);
  g_test_message ("%s units %x/%x base %s fins %s: %s", sk_technique_info (step->technique)->id,
                  step->base_units, step->cover_units, base, fins, actions_found);

  g_assert_cmpint (step->technique, ==, technique);
  g_assert_cmpint (step->rating, ==, sk_technique_info (technique)->rating);
  g_assert_cmpint (step->digit, ==, digit);
  g_assert_cmpint (step->size, ==, size);
  g_assert_cmphex (step->base_units, ==, base_units);
  g_assert_cmphex (step->cover_units, ==, cover_units);
  g_assert_cmpstr (base, ==, base_cells);
  g_assert_cmpstr (fins, ==, fin_cells);
  g_assert_false (step->truncated);
  logic_test_assert_actions (step, actions);
}

/* ---- basic fish ---- */

/* Rows 2 and 6 hold 5 only in columns 3 and 7. */
static const char x_wing_rows[] =
  ".x....x.."
  "..x...x.."
  "........."
  "..x.x...."
  "........."
  "..x...x.."
  "........."
  "..x.....x"
  ".........";

static void
test_x_wing_rows (void)
{
  SkStep step;

  g_assert_true (find_fish (BASIC, 2, x_wing_rows, NULL, 5, &step));
  assert_fish (&step, SK_TECH_X_WING, 5, 2, rows ("26"), columns ("37"),
               "r2c3 r2c7 r6c3 r6c7", "", "r1c7-5 r4c3-5 r8c3-5");
}

/* The same, turned over the diagonal: columns 2 and 6 are the base. */
static void
test_x_wing_columns (void)
{
  static const char picture[] =
    "........."
    "x........"
    ".x.x.x.x."
    "........."
    "...x....."
    "........."
    "xx...x..."
    "........."
    ".......x.";
  SkStep step;

  g_assert_true (find_fish (BASIC, 2, picture, NULL, 5, &step));
  assert_fish (&step, SK_TECH_X_WING, 5, 2, columns ("26"), rows ("37"),
               "r3c2 r3c6 r7c2 r7c6", "", "r3c4-5 r3c8-5 r7c1-5");
}

/* Regions play no part in a basic fish: the X-Wing of the standard picture
 * removes the same candidates on a jigsaw. */
static void
test_x_wing_jigsaw (void)
{
  SkStep step;

  g_assert_true (find_fish (BASIC, 2, x_wing_rows, JIGSAW_MAP, 5, &step));
  assert_fish (&step, SK_TECH_X_WING, 5, 2, rows ("26"), columns ("37"),
               "r2c3 r2c7 r6c3 r6c7", "", "r1c7-5 r4c3-5 r8c3-5");
}

/* Rows 1, 5 and 9 hold 3 only in columns 1, 4 and 8, two per row. */
static const char swordfish_rows[] =
  "x..x....."
  ".......xx"
  "x....x..."
  "........."
  "...x...x."
  "........."
  "...xx...."
  "........."
  "x......x.";

static void
test_swordfish_rows (void)
{
  SkStep step;

  g_assert_true (find_fish (BASIC, 3, swordfish_rows, NULL, 3, &step));
  assert_fish (&step, SK_TECH_SWORDFISH, 3, 3, rows ("159"), columns ("148"),
               "r1c1 r1c4 r5c4 r5c8 r9c1 r9c8", "", "r2c8-3 r3c1-3 r7c4-3");
  /* Smaller or larger, no fish covers these rows. */
  g_assert_false (find_fish (BASIC, 2, swordfish_rows, NULL, 3, &step));
}

static void
test_swordfish_columns (void)
{
  static const char picture[] =
    "x.x.....x"
    "........."
    "........."
    "x...x.x.."
    "......x.."
    "..x......"
    "........."
    ".x..x...x"
    ".x.......";
  SkStep step;

  g_assert_true (find_fish (BASIC, 3, picture, NULL, 3, &step));
  assert_fish (&step, SK_TECH_SWORDFISH, 3, 3, columns ("159"), rows ("148"),
               "r1c1 r1c9 r4c1 r4c5 r8c5 r8c9", "", "r1c3-3 r4c7-3 r8c2-3");
}

static void
test_swordfish_jigsaw (void)
{
  SkStep step;

  g_assert_true (find_fish (BASIC, 3, swordfish_rows, JIGSAW_MAP, 3, &step));
  assert_fish (&step, SK_TECH_SWORDFISH, 3, 3, rows ("159"), columns ("148"),
               "r1c1 r1c4 r5c4 r5c8 r9c1 r9c8", "", "r2c8-3 r3c1-3 r7c4-3");
}

/* Rows 2, 3, 6 and 8 hold 7 only in columns 1, 3, 5 and 9. */
static const char jellyfish_rows[] =
  "....x.x.."
  "x.x......"
  "....x...x"
  "xx......."
  ".x.x....."
  "x...x...x"
  "..x..x..."
  "..x.....x"
  ".......xx";

static void
test_jellyfish_rows (void)
{
  SkStep step;

  g_assert_true (find_fish (BASIC, 4, jellyfish_rows, NULL, 7, &step));
  assert_fish (&step, SK_TECH_JELLYFISH, 7, 4, rows ("2368"), columns ("1359"),
               "r2c1 r2c3 r3c5 r3c9 r6c1 r6c5 r6c9 r8c3 r8c9", "",
               "r1c5-7 r4c1-7 r7c3-7 r9c9-7");
  g_assert_false (find_fish (BASIC, 3, jellyfish_rows, NULL, 7, &step));
}

static void
test_jellyfish_columns (void)
{
  static const char picture[] =
    ".x.x.x..."
    "...xx...."
    ".x....xx."
    "....x...."
    "x.x..x..."
    "......x.."
    "x........"
    "........x"
    "..x..x.xx";
  SkStep step;

  g_assert_true (find_fish (BASIC, 4, picture, NULL, 7, &step));
  assert_fish (&step, SK_TECH_JELLYFISH, 7, 4, columns ("2368"), rows ("1359"),
               "r1c2 r1c6 r3c2 r3c8 r5c3 r5c6 r9c3 r9c6 r9c8", "",
               "r1c4-7 r3c7-7 r5c1-7 r9c9-7");
}

static void
test_jellyfish_jigsaw (void)
{
  SkStep step;

  g_assert_true (find_fish (BASIC, 4, jellyfish_rows, JIGSAW_MAP, 7, &step));
  assert_fish (&step, SK_TECH_JELLYFISH, 7, 4, rows ("2368"), columns ("1359"),
               "r2c1 r2c3 r3c5 r3c9 r6c1 r6c5 r6c9 r8c3 r8c9", "",
               "r1c5-7 r4c1-7 r7c3-7 r9c9-7");
}

/* Row 2 of the X-Wing gets a third candidate, outside columns 3 and 7: no
 * X-Wing is left (and the third candidate is no fin a basic fish may use). */
static void
test_basic_needs_every_candidate_covered (void)
{
  static const char picture[] =
    ".x....x.."
    "..x...x.x"
    "........."
    "..x.....x"
    "........."
    "..x...x.."
    "........."
    "..x.x...."
    ".........";
  SkStep step;

  g_assert_false (find_fish (BASIC, 2, picture, NULL, 5, &step));
  /* It is a finned X-Wing, r2c9 the fin, and r1c7 sees it. */
  g_assert_true (find_fish (FINNED, 2, picture, NULL, 5, &step));
  assert_fish (&step, SK_TECH_FINNED_X_WING, 5, 2, rows ("26"), columns ("37"),
               "r2c3 r2c7 r6c3 r6c7", "r2c9", "r1c7-5");
}

/* A complete X-Wing whose cover columns hold nothing else removes nothing. */
static void
test_basic_without_eliminations (void)
{
  static const char picture[] =
    "........."
    "..x...x.."
    "........."
    "...xx...."
    "........."
    "..x...x.."
    "........."
    "x.......x"
    ".........";
  SkStep step;

  g_assert_false (find_fish (BASIC, 2, picture, NULL, 5, &step));
}

/* A line where the digit is placed is no base line, even when pencil marks
 * left candidates of it there: the X-Wing of x_wing_rows is gone once a 5
 * stands in row 2. */
static void
test_basic_skips_placed_lines (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkLogicContext ctx;
  SkLogicOptions options = logic_test_options ();
  SkStep step;

  fish_grid (x_wing_rows, NULL, 5, &layout, &cg);
  cg.grid.cell[sk_cell_index (1, 0)] = 5;
  cg.cand[sk_cell_index (1, 0)] = 0;
  sk_logic_context_init (&ctx, &cg, &layout, &options);
  g_assert_false (sk_find_basic_fish (&ctx, 2, &step));
}

/* ---- finned and sashimi fish ---- */

/* Rows 2 and 6 would be an X-Wing on 4 in columns 3 and 7 but for r2c8, a
 * fin in box 3: only the cells of column 7 in box 3 lose the 4. The picture
 * also holds two sashimi X-Wings (rows 1 and 6 with the fin r1c1, rows 6 and
 * 8 with the fin r8c9), the first before it in order of base lines: the
 * finned one is reported, being easier. */
static const char finned_x_wing[] =
  "x.....x.."
  "..x...xx."
  "........."
  "..x.x...."
  "........."
  "..x...x.."
  "........."
  "..x.....x"
  "......x.x";

static void
test_finned_x_wing (void)
{
  SkStep step;

  g_assert_true (find_fish (FINNED, 2, finned_x_wing, NULL, 4, &step));
  assert_fish (&step, SK_TECH_FINNED_X_WING, 4, 2, rows ("26"), columns ("37"),
               "r2c3 r2c7 r6c3 r6c7", "r2c8", "r1c7-4");
  /* Not a basic fish: */
  g_assert_false (find_fish (BASIC, 2, finned_x_wing, NULL, 4, &step));
}

/* Two fins, both in box 3: a target must see them both. */
static void
test_finned_x_wing_two_fins (void)
{
  static const char picture[] =
    "...x..x.."
    "..x...xxx"
    "....x.x.."
    "..x.x...."
    "........."
    "..x...x.."
    "........."
    "..x.x...."
    "......x.x";
  SkStep step;

  g_assert_true (find_fish (FINNED, 2, picture, NULL, 4, &step));
  assert_fish (&step, SK_TECH_FINNED_X_WING, 4, 2, rows ("26"), columns ("37"),
               "r2c3 r2c7 r6c3 r6c7", "r2c8 r2c9", "r1c7-4 r3c7-4");
}

/* The same fish seen from columns. */
static void
test_finned_x_wing_columns (void)
{
  static const char picture[] =
    "x........"
    "........."
    ".x.x.x.x."
    "....x...."
    "........."
    "........."
    "xx...x..x"
    ".x......."
    ".......xx";
  SkStep step;

  g_assert_true (find_fish (FINNED, 2, picture, NULL, 4, &step));
  assert_fish (&step, SK_TECH_FINNED_X_WING, 4, 2, columns ("26"), rows ("37"),
               "r3c2 r3c6 r7c2 r7c6", "r8c2", "r7c1-4");
}

/* Row 2 has one candidate left in the cover columns, r2c3, and the fin r2c8
 * stands where r2c7 would be: a sashimi X-Wing. */
static void
test_sashimi_x_wing (void)
{
  static const char picture[] =
    "...x..x.."
    "..x....x."
    "....x.x.."
    "........."
    "........."
    "..x...x.."
    "........."
    "..x.....x"
    ".........";
  SkStep step;

  g_assert_true (find_fish (FINNED, 2, picture, NULL, 6, &step));
  assert_fish (&step, SK_TECH_SASHIMI_X_WING, 6, 2, rows ("26"), columns ("37"),
               "r2c3 r6c3 r6c7", "r2c8", "r1c7-6 r3c7-6");
}

/* A plain X-Wing on 4, rows 2 and 6 in columns 3 and 7, with no finned or
 * sashimi fish beside it. */
static const char x_wing_plain[] =
  "...x..x.."
  "..x...x.."
  "........."
  "..x.x...."
  "........."
  "..x...x.."
  "........."
  "........."
  "......x.x";

/* A complete X-Wing is for sk_find_basic_fish only. */
static void
test_finned_not_basic (void)
{
  SkStep step;

  g_assert_true (find_fish (BASIC, 2, x_wing_plain, NULL, 4, &step));
  logic_test_assert_actions (&step, "r1c7-4 r4c3-4 r9c7-4");
  for (int size = 2; size <= 4; size++)
    g_assert_false (find_fish (FINNED, size, x_wing_plain, NULL, 4, &step));
}

/* The X-Wing above with a fin at r2c5, in box 2, which meets neither column 3
 * nor column 7: no cell of the cover lines sees it, so nothing follows. */
static void
test_fin_out_of_reach (void)
{
  static const char picture[] =
    "...x..x.."
    "..x.x.x.."
    "........."
    "..x.x...."
    "........."
    "..x...x.."
    "........."
    "........."
    "......x.x";
  SkStep step;

  g_assert_false (find_fish (FINNED, 2, picture, NULL, 4, &step));
  g_assert_false (find_fish (BASIC, 2, picture, NULL, 4, &step));
}

/* On the jigsaw, rows 2 and 7 hold 8 in columns 1 and 4, and row 2 also at
 * r2c7, in region '3' with r4c4 and r5c4: those two cells of column 4 see the
 * fin, though in standard boxes they would not. r9c4 does not. */
static void
test_finned_x_wing_jigsaw (void)
{
  static const char picture[] =
    "........."
    "x..x..x.."
    "........."
    "...x....."
    "...x....."
    "........."
    "x..x....."
    "........."
    "...x.....";
  SkStep step;

  g_assert_true (find_fish (FINNED, 2, picture, JIGSAW_MAP, 8, &step));
  assert_fish (&step, SK_TECH_FINNED_X_WING, 8, 2, rows ("27"), columns ("14"),
               "r2c1 r2c4 r7c1 r7c4", "r2c7", "r4c4-8 r5c4-8");
  /* The same picture on standard boxes: the fin sees no cover cell. */
  g_assert_false (find_fish (FINNED, 2, picture, NULL, 8, &step));
}

/* Rows 1, 5 and 9 hold 2 in columns 1, 4 and 8 and row 5 also at r5c9, in
 * box 6 with r4c8 and r6c8. */
static void
test_finned_swordfish (void)
{
  static const char picture[] =
    "x..x....."
    "........."
    "x.x......"
    ".x.....x."
    "...x...xx"
    ".....x.x."
    "...x..x.."
    "........."
    "x......x.";
  SkStep step;

  g_assert_true (find_fish (FINNED, 3, picture, NULL, 2, &step));
  assert_fish (&step, SK_TECH_FINNED_SWORDFISH, 2, 3, rows ("159"), columns ("148"),
               "r1c1 r1c4 r5c4 r5c8 r9c1 r9c8", "r5c9", "r4c8-2 r6c8-2");
}

/* As above, with r5c8 gone: row 5 keeps one candidate in the cover lines. */
static void
test_sashimi_swordfish (void)
{
  static const char picture[] =
    "x..x....."
    "........."
    "x.x......"
    ".x.....x."
    "...x....x"
    ".....x.x."
    "...x..x.."
    "........."
    "x......x.";
  SkStep step;

  g_assert_true (find_fish (FINNED, 3, picture, NULL, 2, &step));
  assert_fish (&step, SK_TECH_SASHIMI_SWORDFISH, 2, 3, rows ("159"), columns ("148"),
               "r1c1 r1c4 r5c4 r9c1 r9c8", "r5c9", "r4c8-2 r6c8-2");
}

/* Rows 2, 3, 6 and 8 hold 9 in columns 1, 3, 5 and 9, and row 8 also at
 * r8c7, in box 9 with r7c9 and r9c9. */
static void
test_finned_jellyfish (void)
{
  static const char picture[] =
    "........."
    "x.x......"
    "....x...x"
    "x........"
    "........."
    "x...x...x"
    "........x"
    "..x...x.x"
    "........x";
  SkStep step;

  g_assert_true (find_fish (FINNED, 4, picture, NULL, 9, &step));
  assert_fish (&step, SK_TECH_FINNED_JELLYFISH, 9, 4, rows ("2368"), columns ("1359"),
               "r2c1 r2c3 r3c5 r3c9 r6c1 r6c5 r6c9 r8c3 r8c9", "r8c7",
               "r7c9-9 r9c9-9");
}

/* ---- real puzzles ---- */

typedef struct
{
  const SkLayout *layout;
  SkGrid          solution;
  int             checked;
} Walk;

static void
check_fish_step (Walk                  *walk,
                 const SkCandidateGrid *before,
                 const SkStep          *step)
{
  SkBoard pattern = SK_BOARD_EMPTY;
  SkMask bit = sk_mask_of (step->digit);

  logic_test_assert_sound (step, &walk->solution);
  g_assert_cmpint (step->size, >=, 2);
  g_assert_cmpint (step->size, <=, 4);
  g_assert_cmpint (__builtin_popcount (step->base_units), ==, step->size);
  g_assert_cmpint (__builtin_popcount (step->cover_units), ==, step->size);
  for (int i = 0; i < step->n_marks; i++)
    pattern = sk_board_or (pattern, sk_board_cell (step->marks[i].cell));
  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      g_assert_cmpint (step->place[cell], ==, 0);
      g_assert_true (step->remove[cell] == 0 || step->remove[cell] == bit);
      g_assert_cmpint (step->remove[cell] & ~before->cand[cell], ==, 0);
      if (step->remove[cell] != 0)
        {
          /* In a cover line, never in a base line or the pattern. */
          g_assert_cmpint (walk->layout->cell_unit_bits[cell] & step->cover_units, !=, 0);
          g_assert_cmpint (walk->layout->cell_unit_bits[cell] & step->base_units, ==, 0);
          g_assert_false (sk_board_has (pattern, cell));
        }
    }
  walk->checked++;
}

/* At every step of the path, every fish finder on the grid before it. */
static bool
check_fish_on (const SkStep          *path_step,
               const SkCandidateGrid *before,
               void                  *user_data)
{
  Walk *walk = user_data;
  SkLogicOptions options = logic_test_options ();
  SkLogicContext ctx;
  SkStep *step = g_new (SkStep, 1);

  sk_logic_context_init (&ctx, before, walk->layout, &options);
  for (int size = 2; size <= 4; size++)
    {
      if (sk_find_basic_fish (&ctx, size, step))
        check_fish_step (walk, before, step);
      if (sk_find_finned_fish (&ctx, size, step))
        check_fish_step (walk, before, step);
    }
  if (path_step->technique >= SK_TECH_X_WING && path_step->technique <= SK_TECH_SASHIMI_JELLYFISH)
    logic_test_assert_sound (path_step, &walk->solution);
  g_free (step);
  return true;
}

/* Walks the paths of a set, with only the techniques up to the fish (search
 * steps stand in beyond them); returns how many fish were checked. */
static int
walk_set (const char *name)
{
  g_autoptr(GArray) set = sudoku_test_load_set ("sets", name);
  int checked = 0;

  for (guint i = 0; i < set->len; i++)
    {
      SudokuTestPuzzle *p = &g_array_index (set, SudokuTestPuzzle, i);
      SkLayout layout;
      SkSolveOptions solve_options;
      SkSolveResult solved;
      SkCandidateGrid start;
      SkLogicOptions options = logic_test_options ();
      SkRating rating;
      Walk walk = { &layout, { { 0 } }, 0 };

      logic_test_layout (p->map, &layout);
      sk_solve_options_init (&solve_options);
      solve_options.limit = 2;
      sk_solve (&p->givens, &layout, &solve_options, &solved);
      g_assert_cmpint (solved.status, ==, SK_SOLVE_SOLVED);
      g_assert_cmpint (solved.n_solutions, ==, 1);
      walk.solution = solved.solution;

      options.disabled = UINT64_MAX << (SK_TECH_SASHIMI_JELLYFISH + 1);
      sk_candidate_grid_init (&start, &p->givens, &layout);
      g_assert_cmpint (sk_logic_path (&start, &layout, &options, check_fish_on, &walk, &rating),
                       ==, SK_LOGIC_SOLVED);
      checked += walk.checked;
    }
  g_test_message ("%s: %d fish checked", name, checked);
  return checked;
}

static void
test_sound_standard (void)
{
  g_assert_cmpint (walk_set ("top1465-100.txt"), >, 0);
}

static void
test_sound_jigsaw (void)
{
  g_assert_cmpint (walk_set ("jigsaw-solo-100.txt"), >, 0);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/logic/fish/x-wing/rows", test_x_wing_rows);
  g_test_add_func ("/logic/fish/x-wing/columns", test_x_wing_columns);
  g_test_add_func ("/logic/fish/x-wing/jigsaw", test_x_wing_jigsaw);
  g_test_add_func ("/logic/fish/swordfish/rows", test_swordfish_rows);
  g_test_add_func ("/logic/fish/swordfish/columns", test_swordfish_columns);
  g_test_add_func ("/logic/fish/swordfish/jigsaw", test_swordfish_jigsaw);
  g_test_add_func ("/logic/fish/jellyfish/rows", test_jellyfish_rows);
  g_test_add_func ("/logic/fish/jellyfish/columns", test_jellyfish_columns);
  g_test_add_func ("/logic/fish/jellyfish/jigsaw", test_jellyfish_jigsaw);
  g_test_add_func ("/logic/fish/basic/every-candidate-covered", test_basic_needs_every_candidate_covered);
  g_test_add_func ("/logic/fish/basic/without-eliminations", test_basic_without_eliminations);
  g_test_add_func ("/logic/fish/basic/placed-lines", test_basic_skips_placed_lines);
  g_test_add_func ("/logic/fish/finned/x-wing", test_finned_x_wing);
  g_test_add_func ("/logic/fish/finned/x-wing-two-fins", test_finned_x_wing_two_fins);
  g_test_add_func ("/logic/fish/finned/x-wing-columns", test_finned_x_wing_columns);
  g_test_add_func ("/logic/fish/finned/sashimi-x-wing", test_sashimi_x_wing);
  g_test_add_func ("/logic/fish/finned/fin-out-of-reach", test_fin_out_of_reach);
  g_test_add_func ("/logic/fish/finned/not-basic", test_finned_not_basic);
  g_test_add_func ("/logic/fish/finned/x-wing-jigsaw", test_finned_x_wing_jigsaw);
  g_test_add_func ("/logic/fish/finned/swordfish", test_finned_swordfish);
  g_test_add_func ("/logic/fish/finned/sashimi-swordfish", test_sashimi_swordfish);
  g_test_add_func ("/logic/fish/finned/jellyfish", test_finned_jellyfish);
  g_test_add_func ("/logic/fish/sound/standard", test_sound_standard);
  g_test_add_func ("/logic/fish/sound/jigsaw", test_sound_jigsaw);
  return g_test_run ();
}
