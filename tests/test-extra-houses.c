/* test-extra-houses.c: the layout editor's extra houses, without a display
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Switches and painted houses to a layout and back, and what the editor is
 * told is wrong. Houses are written out by hand as rows and columns from 1,
 * never taken from the engine's own tables of the sets.
 */

#include "config.h"

#include <string.h>

#include "sudoku-extra-houses.h"
#include "sudoku-test-util.h"

#define RC(r, c) (((r) - 1) * SUDOKU_SIZE + (c) - 1)

/* A 3x3 block at rows 1-3, columns 2-4: no named set's house. */
static const int block[SUDOKU_SIZE] = {
  RC (1, 2), RC (1, 3), RC (1, 4), RC (2, 2), RC (2, 3), RC (2, 4), RC (3, 2), RC (3, 3), RC (3, 4),
};

static void
paint (SudokuExtraHouses *houses,
       guint              house,
       const int         *cells,
       guint              n_cells)
{
  for (guint i = 0; i < n_cells; i++)
    houses->painted[cells[i]] |= (guint8) (1u << house);
}

static void
main_diagonal (int cells[SUDOKU_SIZE])
{
  for (int i = 0; i < SUDOKU_SIZE; i++)
    cells[i] = RC (i + 1, i + 1);
}

static void
assert_problems (GArray                   *problems,
                 const SudokuExtraProblem *expected,
                 guint                     n_expected)
{
  g_assert_cmpuint (problems->len, ==, n_expected);
  for (guint i = 0; i < n_expected; i++)
    {
      SudokuExtraProblem *problem = &g_array_index (problems, SudokuExtraProblem, i);

      g_assert_cmpint (problem->kind, ==, expected[i].kind);
      g_assert_cmpuint (problem->house, ==, expected[i].house);
      g_assert_cmpuint (problem->count, ==, expected[i].count);
      g_assert_cmpuint (problem->unit, ==, expected[i].unit);
    }
}

static void
test_sets (void)
{
  static const char *const ids[] = { "diagonals", "windows", "asterisk", "centre-dot", "girandola" };
  static const guint n_houses[] = { 2, 4, 1, 1, 1 };
  SudokuExtraHouses houses = { { 0 } };
  gboolean in_set[SUDOKU_CELLS];
  guint n = 0;

  G_STATIC_ASSERT (G_N_ELEMENTS (ids) == SUDOKU_N_EXTRA_SETS);
  for (guint s = 0; s < SUDOKU_N_EXTRA_SETS; s++)
    {
      g_assert_cmpstr (sudoku_extra_set_get_id ((SkExtraSet) s), ==, ids[s]);
      g_assert_cmpuint (sudoku_extra_set_get_n_houses ((SkExtraSet) s), ==, n_houses[s]);
    }

  /* Asterisk and centre dot share r2c5 r5c2 r5c5 r5c8 r8c5. */
  houses.sets[SK_EXTRA_ASTERISK] = TRUE;
  houses.sets[SK_EXTRA_CENTRE_DOT] = TRUE;
  g_assert_cmpuint (sudoku_extra_houses_count (&houses), ==, 2);
  sudoku_extra_houses_set_cells (&houses, in_set);
  for (guint i = 0; i < SUDOKU_CELLS; i++)
    n += in_set[i] ? 1 : 0;
  g_assert_cmpuint (n, ==, 13);
  g_assert_true (in_set[RC (3, 3)]);   /* asterisk */
  g_assert_true (in_set[RC (2, 2)]);   /* centre dot */
  g_assert_true (in_set[RC (5, 5)]);   /* both */
  g_assert_false (in_set[RC (1, 1)]);

  /* A painted house counts once it has a cell. */
  paint (&houses, 3, block, 1);
  g_assert_cmpuint (sudoku_extra_houses_count (&houses), ==, 3);
  g_assert_cmpuint (sudoku_extra_houses_count_painted (&houses, 3), ==, 1);
  g_assert_cmpuint (sudoku_extra_houses_count_painted (&houses, 0), ==, 0);
}

/* Diagonals switched on and the block painted: the layout a file with
 * Extra=diagonals;r1c2 ... would give, and back again. */
static void
test_to_layout_and_back (void)
{
  SudokuExtraHouses houses = { { 0 } };
  SudokuExtraHouses back;
  g_autoptr(GArray) problems = NULL;
  SkLayout regions;
  SkLayout expected;
  SkLayout layout;

  sudoku_test_layout_from_map (SUDOKU_TEST_ROWS_MAP, &regions);
  houses.sets[SK_EXTRA_DIAGONALS] = TRUE;
  paint (&houses, 2, block, SUDOKU_SIZE);

  problems = sudoku_extra_houses_check (&houses, &regions, &layout);
  assert_problems (problems, NULL, 0);

  expected = regions;
  {
    int diagonal[SUDOKU_SIZE];
    int anti[SUDOKU_SIZE];

    main_diagonal (diagonal);
    for (int i = 0; i < SUDOKU_SIZE; i++)
      anti[i] = RC (i + 1, SUDOKU_SIZE - i);
    g_assert_cmpint (sk_layout_add_extra_house (&expected, block, SUDOKU_SIZE, NULL), ==, SK_LAYOUT_OK);
    g_assert_cmpint (sk_layout_add_extra_house (&expected, anti, SUDOKU_SIZE, NULL), ==, SK_LAYOUT_OK);
    g_assert_cmpint (sk_layout_add_extra_house (&expected, diagonal, SUDOKU_SIZE, NULL), ==, SK_LAYOUT_OK);
  }
  g_assert_cmpuint (layout.n_extra, ==, 3);
  g_assert_true (sk_layout_equal (&layout, &expected));
  g_assert_cmpmem (layout.region, sizeof layout.region, regions.region, sizeof regions.region);

  /* Read back: the set is a switch again, the block the first painted house. */
  sudoku_extra_houses_from_layout (&back, &layout);
  g_assert_true (back.sets[SK_EXTRA_DIAGONALS]);
  for (guint s = 0; s < SUDOKU_N_EXTRA_SETS; s++)
    if (s != SK_EXTRA_DIAGONALS)
      g_assert_false (back.sets[s]);
  g_assert_cmpuint (sudoku_extra_houses_count_painted (&back, 0), ==, SUDOKU_SIZE);
  for (guint i = 0; i < SUDOKU_SIZE; i++)
    g_assert_cmpuint (back.painted[block[i]], ==, 1);
  g_assert_cmpuint (sudoku_extra_houses_count (&back), ==, 3);
  g_assert_false (sudoku_extra_houses_equal (&back, &houses));   /* house 0, not 2 */
  memset (back.painted, 0, sizeof back.painted);
  paint (&back, 2, block, SUDOKU_SIZE);
  g_assert_true (sudoku_extra_houses_equal (&back, &houses));

  /* Switched off and nothing painted: the regions alone. */
  memset (&houses, 0, sizeof houses);
  g_clear_pointer (&problems, g_array_unref);
  problems = sudoku_extra_houses_check (&houses, &layout, &layout);
  assert_problems (problems, NULL, 0);
  g_assert_cmpuint (layout.n_extra, ==, 0);
  g_assert_true (sk_layout_equal (&layout, &regions));
}

/* One diagonal alone is no set: a painted house. */
static void
test_part_of_a_set (void)
{
  SudokuExtraHouses houses;
  int diagonal[SUDOKU_SIZE];
  SkLayout layout;

  sk_layout_init_standard (&layout);
  main_diagonal (diagonal);
  g_assert_cmpint (sk_layout_add_extra_house (&layout, diagonal, SUDOKU_SIZE, NULL), ==, SK_LAYOUT_OK);
  sudoku_extra_houses_from_layout (&houses, &layout);
  for (guint s = 0; s < SUDOKU_N_EXTRA_SETS; s++)
    g_assert_false (houses.sets[s]);
  for (int i = 0; i < SUDOKU_SIZE; i++)
    g_assert_cmpuint (houses.painted[RC (i + 1, i + 1)], ==, 1);
  g_assert_cmpuint (houses.painted[RC (1, 9)], ==, 0);
  g_assert_cmpuint (sudoku_extra_houses_count (&houses), ==, 1);
}

static void
test_problems (void)
{
  SudokuExtraHouses houses = { { 0 } };
  g_autoptr(GArray) problems = NULL;
  SkLayout regions;
  SkLayout layout;
  SkLayout untouched;
  int diagonal[SUDOKU_SIZE];
  static const int ten[] = { RC (9, 1), RC (9, 2), RC (9, 3), RC (9, 4), RC (9, 5),
                             RC (9, 6), RC (9, 7), RC (9, 8), RC (9, 9), RC (8, 9) };

  sk_layout_init_standard (&regions);
  sk_layout_init_standard (&untouched);
  layout = untouched;

  /* Eight cells, and ten: each house named, with its count. */
  paint (&houses, 0, block, 8);
  paint (&houses, 3, ten, G_N_ELEMENTS (ten));
  problems = sudoku_extra_houses_check (&houses, &regions, &layout);
  assert_problems (problems, (SudokuExtraProblem[]) {
                     { SUDOKU_EXTRA_PROBLEM_SIZE, 0, 8 },
                     { SUDOKU_EXTRA_PROBLEM_SIZE, 3, 10 },
                   }, 2);
  g_assert_true (sk_layout_equal (&layout, &untouched));

  /* The sets and the painted houses share the limit: diagonals and windows
   * are six, and one more painted house seven. */
  memset (&houses, 0, sizeof houses);
  houses.sets[SK_EXTRA_DIAGONALS] = TRUE;
  houses.sets[SK_EXTRA_WINDOWS] = TRUE;
  g_clear_pointer (&problems, g_array_unref);
  problems = sudoku_extra_houses_check (&houses, &regions, &layout);
  assert_problems (problems, (SudokuExtraProblem[]) { { SUDOKU_EXTRA_PROBLEM_TOO_MANY, 0, 6 } }, 1);
  paint (&houses, 1, block, SUDOKU_SIZE);
  g_clear_pointer (&problems, g_array_unref);
  problems = sudoku_extra_houses_check (&houses, &regions, &layout);
  assert_problems (problems, (SudokuExtraProblem[]) { { SUDOKU_EXTRA_PROBLEM_TOO_MANY, 0, 7 } }, 1);

  /* Windows alone and one house: five, the most there may be. */
  houses.sets[SK_EXTRA_DIAGONALS] = FALSE;
  g_clear_pointer (&problems, g_array_unref);
  problems = sudoku_extra_houses_check (&houses, &regions, &layout);
  assert_problems (problems, NULL, 0);
  g_assert_cmpuint (layout.n_extra, ==, SUDOKU_MAX_EXTRA);

  /* A painted house that is the main diagonal, with the diagonals on, or
   * twice the same house: a house the file could not keep apart. */
  memset (&houses, 0, sizeof houses);
  layout = untouched;
  houses.sets[SK_EXTRA_DIAGONALS] = TRUE;
  main_diagonal (diagonal);
  paint (&houses, 4, diagonal, SUDOKU_SIZE);
  g_clear_pointer (&problems, g_array_unref);
  problems = sudoku_extra_houses_check (&houses, &regions, &layout);
  assert_problems (problems, (SudokuExtraProblem[]) { { SUDOKU_EXTRA_PROBLEM_REPEAT, 4, 9 } }, 1);
  g_assert_true (sk_layout_equal (&layout, &untouched));

  houses.sets[SK_EXTRA_DIAGONALS] = FALSE;
  paint (&houses, 1, diagonal, SUDOKU_SIZE);
  g_clear_pointer (&problems, g_array_unref);
  problems = sudoku_extra_houses_check (&houses, &regions, &layout);
  assert_problems (problems, (SudokuExtraProblem[]) { { SUDOKU_EXTRA_PROBLEM_REPEAT, 4, 9 } }, 1);
}

/* A painted house with the cells of a row, a column or a region adds no
 * rule: a problem naming that unit, and no layout. */
static void
test_problem_unit (void)
{
  /* Box 1 and box 2 trade r1c3 for r1c4: region 1 is now r1c1-2, r1c4,
   * r2c1-3, r3c1-3. */
  static const char jigsaw[] =
    "112122333" "111222333" "111222333"
    "444555666" "444555666" "444555666"
    "777888999" "777888999" "777888999";
  SkLayout standard;
  SkLayout regions;
  SkLayout layout;
  SkLayoutProblem parse_problem;
  int row[SUDOKU_SIZE];
  int column[SUDOKU_SIZE];
  int region[SUDOKU_SIZE];
  int box[SUDOKU_SIZE];
  guint n = 0;

  sk_layout_init_standard (&standard);
  g_assert_cmpint (sk_layout_init_from_symbols (&regions, jigsaw, strlen (jigsaw), &parse_problem),
                   ==, SK_LAYOUT_OK);
  for (int i = 0; i < SUDOKU_SIZE; i++)
    {
      row[i] = RC (3, i + 1);
      column[i] = RC (i + 1, 8);
      box[i] = RC (i / 3 + 1, i % 3 + 1);
    }
  for (int cell = 0; cell < SUDOKU_CELLS; cell++)
    if (jigsaw[cell] == '1')
      region[n++] = cell;
  g_assert_cmpuint (n, ==, SUDOKU_SIZE);

  for (guint k = 0; k < 4; k++)
    {
      const int *cells[] = { row, column, region, box };
      const SkLayout *on[] = { &standard, &standard, &regions, &standard };
      const guint unit[] = { 2, SUDOKU_SIZE + 7, 2 * SUDOKU_SIZE, 2 * SUDOKU_SIZE };
      SudokuExtraHouses houses = { { 0 } };
      g_autoptr(GArray) problems = NULL;

      sk_layout_init_standard (&layout);
      paint (&houses, 2, cells[k], SUDOKU_SIZE);
      problems = sudoku_extra_houses_check (&houses, on[k], &layout);
      assert_problems (problems, (SudokuExtraProblem[]) {
                         { SUDOKU_EXTRA_PROBLEM_UNIT, 2, SUDOKU_SIZE, unit[k] },
                       }, 1);
      g_assert_cmpint (layout.n_extra, ==, 0);
    }

  /* Box 1's cells are no region of the jigsaw: a house like any other. */
  {
    SudokuExtraHouses houses = { { 0 } };
    g_autoptr(GArray) problems = NULL;

    paint (&houses, 2, box, SUDOKU_SIZE);
    problems = sudoku_extra_houses_check (&houses, &regions, &layout);
    assert_problems (problems, NULL, 0);
    g_assert_cmpint (layout.n_extra, ==, 1);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/ExtraHouses/sets", test_sets);
  g_test_add_func ("/model/ExtraHouses/to-layout-and-back", test_to_layout_and_back);
  g_test_add_func ("/model/ExtraHouses/part-of-a-set", test_part_of_a_set);
  g_test_add_func ("/model/ExtraHouses/problems", test_problems);
  g_test_add_func ("/model/ExtraHouses/problem-unit", test_problem_unit);

  return g_test_run ();
}
