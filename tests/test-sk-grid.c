/* test-sk-grid.c: rule checks, candidates and the 81-character line form
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Clashes, conflicts and candidates are compared with brute force computed
 * here from the rules and the region symbols alone; solutions come from
 * tests/data/examples/README.md and are checked by hand before use.
 */

#include <glib.h>
#include <stdlib.h>
#include <string.h>

#include "sk-bits.h"
#include "sk-grid.h"
#include "sk-layout.h"
#include "sk-text.h"
#include "sudoku-test-util.h"

#define MAX_ALL_CLASHES (SK_UNITS * 36)

/* ---- helpers computing everything by hand ---- */

/* Whether cells a and b share the unit of the given kind, and its number. */
static gboolean
share_unit (const int  region[SK_CELLS],
            SkUnitKind kind,
            int        a,
            int        b,
            int       *number)
{
  switch (kind)
    {
    case SK_UNIT_ROW:
      *number = a / 9;
      return a / 9 == b / 9;
    case SK_UNIT_COLUMN:
      *number = a % 9;
      return a % 9 == b % 9;
    case SK_UNIT_REGION:
      *number = region[a];
      return region[a] == region[b];
    default:
      g_assert_not_reached ();
    }
}

/* Every pair of equal digits in one unit, ordered by kind, number, cells. */
static int
clashes_by_hand (const SkGrid *grid,
                 const char   *map,
                 SkClash       clashes[MAX_ALL_CLASHES])
{
  int region[SK_CELLS];
  int n = 0;

  sudoku_test_canonical_regions (map, region);
  for (int kind = SK_UNIT_ROW; kind <= SK_UNIT_REGION; kind++)
    for (int number = 0; number < SK_SIZE; number++)
      for (int a = 0; a < SK_CELLS; a++)
        for (int b = a + 1; b < SK_CELLS; b++)
          {
            int na;

            if (grid->cell[a] == 0 || grid->cell[a] != grid->cell[b])
              continue;
            if (!share_unit (region, kind, a, b, &na) || na != number)
              continue;
            g_assert_cmpint (n, <, MAX_ALL_CLASHES);
            clashes[n++] = (SkClash) {
              .kind = kind,
              .number = number,
              .digit = grid->cell[a],
              .cells = { a, b },
            };
          }

  return n;
}

static int
compare_clashes (gconstpointer a,
                 gconstpointer b)
{
  const SkClash *x = a;
  const SkClash *y = b;

  if (x->kind != y->kind)
    return (int) x->kind - (int) y->kind;
  if (x->number != y->number)
    return x->number - y->number;
  if (x->cells[0] != y->cells[0])
    return x->cells[0] - y->cells[0];
  return x->cells[1] - y->cells[1];
}

static void
assert_clash_equal (const SkClash *a,
                    const SkClash *b)
{
  g_assert_cmpint (a->kind, ==, b->kind);
  g_assert_cmpint (a->number, ==, b->number);
  g_assert_cmpint (a->digit, ==, b->digit);
  g_assert_cmpint (a->cells[0], ==, b->cells[0]);
  g_assert_cmpint (a->cells[1], ==, b->cells[1]);
}

/* A clash reported by the engine must be a true one. */
static void
assert_clash_real (const SkGrid  *grid,
                   const char    *map,
                   const SkClash *clash)
{
  int region[SK_CELLS];
  int number;

  sudoku_test_canonical_regions (map, region);
  g_assert_cmpint (clash->cells[0], >=, 0);
  g_assert_cmpint (clash->cells[0], <, clash->cells[1]);
  g_assert_cmpint (clash->cells[1], <, SK_CELLS);
  g_assert_cmpint (clash->digit, >=, 1);
  g_assert_cmpint (clash->digit, <=, 9);
  g_assert_cmpint (grid->cell[clash->cells[0]], ==, clash->digit);
  g_assert_cmpint (grid->cell[clash->cells[1]], ==, clash->digit);
  g_assert_true (share_unit (region, clash->kind, clash->cells[0], clash->cells[1], &number));
  g_assert_cmpint (clash->number, ==, number);
}

/* All clashes the engine finds, with room for every possible one, against brute force. */
static int
assert_clashes_match (const SkGrid *grid,
                      const char   *map)
{
  SkLayout layout;
  SkClash expected[MAX_ALL_CLASHES];
  SkClash found[MAX_ALL_CLASHES + 1];
  bool conflict[SK_CELLS];
  int n_expected;
  int n_found;
  int n_marked = 0;

  sudoku_test_layout_from_map (map, &layout);
  n_expected = clashes_by_hand (grid, map, expected);

  memset (found, 0xa5, sizeof found);
  n_found = sk_grid_find_clashes (grid, &layout, found, MAX_ALL_CLASHES);
  g_assert_cmpint (n_found, ==, n_expected);
  qsort (found, n_found, sizeof found[0], compare_clashes);
  for (int i = 0; i < n_found; i++)
    assert_clash_equal (&found[i], &expected[i]);

  /* Conflicts are exactly the cells named by some clash. */
  memset (conflict, 1, sizeof conflict);
  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      gboolean in_clash = FALSE;

      for (int i = 0; i < n_expected; i++)
        in_clash |= expected[i].cells[0] == cell || expected[i].cells[1] == cell;
      n_marked += in_clash;
    }
  g_assert_cmpint (sk_grid_mark_conflicts (grid, &layout, conflict), ==, n_marked);
  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      gboolean in_clash = FALSE;

      for (int i = 0; i < n_expected; i++)
        in_clash |= expected[i].cells[0] == cell || expected[i].cells[1] == cell;
      g_assert_cmpint (conflict[cell], ==, in_clash);
    }

  return n_expected;
}

static void
assert_candidates_match (const SkGrid *grid,
                         const char   *map)
{
  SkLayout layout;
  SkMask candidates[SK_CELLS];
  int region[SK_CELLS];

  sudoku_test_layout_from_map (map, &layout);
  sudoku_test_canonical_regions (map, region);
  sk_grid_candidates (grid, &layout, candidates);

  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      SkMask expected = 0;

      if (grid->cell[cell] != 0)
        continue;

      for (int digit = 1; digit <= 9; digit++)
        {
          gboolean seen = FALSE;

          for (int other = 0; other < SK_CELLS; other++)
            if (other != cell && grid->cell[other] == digit &&
                (other / 9 == cell / 9 || other % 9 == cell % 9 || region[other] == region[cell]))
              seen = TRUE;
          if (!seen)
            expected |= (SkMask) (1u << (digit - 1));
        }

      g_assert_cmphex (candidates[cell], ==, expected);
    }
}

/* The four examples with their solutions checked by hand; every puzzle has
 * at least 17 givens. */
static GArray *
load_examples (void)
{
  GArray *examples = sudoku_test_load_examples ();

  for (guint i = 0; i < examples->len; i++)
    {
      SudokuTestPuzzle *ex = &g_array_index (examples, SudokuTestPuzzle, i);

      g_assert_cmpint (sk_grid_count_filled (&ex->givens), >=, 17);
    }

  return examples;
}

static void
random_grid (SkGrid *grid,
             int     percent_filled)
{
  for (int cell = 0; cell < SK_CELLS; cell++)
    grid->cell[cell] = g_test_rand_int_range (0, 100) < percent_filled
                       ? (uint8_t) g_test_rand_int_range (1, 10) : 0;
}

static const char *
jigsaw_map (void)
{
  static char map[SK_CELLS + 1];

  if (map[0] == '\0')
    sudoku_test_jigsaw_example (NULL, map, NULL, NULL);
  return map;
}

/* ---- tests ---- */

static void
test_grid_basics (void)
{
  SkGrid grid;

  memset (&grid, 7, sizeof grid);
  sk_grid_clear (&grid);
  for (int cell = 0; cell < SK_CELLS; cell++)
    g_assert_cmpint (grid.cell[cell], ==, 0);
  g_assert_cmpint (sk_grid_count_filled (&grid), ==, 0);
  g_assert_true (sk_grid_digits_valid (&grid));

  for (int cell = 0; cell < SK_CELLS; cell++)
    grid.cell[cell] = (uint8_t) (cell % 10);
  g_assert_cmpint (sk_grid_count_filled (&grid), ==, SK_CELLS - 9);
  g_assert_true (sk_grid_digits_valid (&grid));

  /* A 10 anywhere, or any larger byte, is not a digit. */
  for (int cell = 0; cell < SK_CELLS; cell += 8)
    {
      SkGrid bad = grid;

      bad.cell[cell] = 10;
      g_assert_false (sk_grid_digits_valid (&bad));
      bad.cell[cell] = 255;
      g_assert_false (sk_grid_digits_valid (&bad));
    }
  grid.cell[80] = 10;
  g_assert_false (sk_grid_digits_valid (&grid));
}

static void
test_grid_clashes_standard (void)
{
  SkLayout layout;
  SkGrid grid;
  SkClash clashes[8];
  bool conflict[SK_CELLS];

  sk_layout_init_standard (&layout);

  /* A row clash: 5 at (0,0) and (0,5), different boxes and columns. */
  sk_grid_clear (&grid);
  grid.cell[0] = 5;
  grid.cell[5] = 5;
  g_assert_cmpint (sk_grid_find_clashes (&grid, &layout, clashes, 8), ==, 1);
  assert_clash_equal (&clashes[0], &(SkClash) { SK_UNIT_ROW, 0, 5, { 0, 5 } });

  /* A column clash: 7 at (7,4) and (1,4), entered in the other order. */
  sk_grid_clear (&grid);
  grid.cell[67] = 7;
  grid.cell[13] = 7;
  g_assert_cmpint (sk_grid_find_clashes (&grid, &layout, clashes, 8), ==, 1);
  assert_clash_equal (&clashes[0], &(SkClash) { SK_UNIT_COLUMN, 4, 7, { 13, 67 } });

  /* A region clash: 3 at (5,5) and (3,3), the centre box. */
  sk_grid_clear (&grid);
  grid.cell[50] = 3;
  grid.cell[30] = 3;
  g_assert_cmpint (sk_grid_find_clashes (&grid, &layout, clashes, 8), ==, 1);
  assert_clash_equal (&clashes[0], &(SkClash) { SK_UNIT_REGION, 4, 3, { 30, 50 } });

  /* Same digit in row and box at once: two clashes on the same pair. */
  sk_grid_clear (&grid);
  grid.cell[79] = 9;
  grid.cell[80] = 9;
  g_assert_cmpint (sk_grid_find_clashes (&grid, &layout, clashes, 8), ==, 2);
  qsort (clashes, 2, sizeof clashes[0], compare_clashes);
  assert_clash_equal (&clashes[0], &(SkClash) { SK_UNIT_ROW, 8, 9, { 79, 80 } });
  assert_clash_equal (&clashes[1], &(SkClash) { SK_UNIT_REGION, 8, 9, { 79, 80 } });

  /* All three kinds together, plus harmless digits, and a digit in three places of a column. */
  sk_grid_clear (&grid);
  grid.cell[0] = 5;
  grid.cell[5] = 5;
  grid.cell[13] = 7;
  grid.cell[67] = 7;
  grid.cell[30] = 3;
  grid.cell[50] = 3;
  grid.cell[40] = 1;
  grid.cell[80] = 2;
  g_assert_cmpint (assert_clashes_match (&grid, SUDOKU_TEST_STANDARD_MAP), ==, 3);
  g_assert_cmpint (sk_grid_mark_conflicts (&grid, &layout, conflict), ==, 6);
  g_assert_false (conflict[40]);
  g_assert_false (conflict[80]);
  g_assert_true (conflict[0] && conflict[5] && conflict[13] && conflict[67] && conflict[30] && conflict[50]);

  sk_grid_clear (&grid);
  grid.cell[2] = 4;
  grid.cell[38] = 4;
  grid.cell[74] = 4;
  g_assert_cmpint (assert_clashes_match (&grid, SUDOKU_TEST_STANDARD_MAP), ==, 3);

  /* No clash: empty grid, and a correct solution. */
  sk_grid_clear (&grid);
  g_assert_cmpint (sk_grid_find_clashes (&grid, &layout, clashes, 8), ==, 0);
  g_assert_cmpint (sk_grid_mark_conflicts (&grid, &layout, conflict), ==, 0);
  sudoku_test_grid_from_text ("534678912672195348198342567859761423426853791713924856961537284287419635345286179",
                              &grid);
  g_assert_cmpint (sk_grid_find_clashes (&grid, &layout, clashes, 8), ==, 0);
  g_assert_cmpint (sk_grid_mark_conflicts (&grid, &layout, conflict), ==, 0);
  for (int cell = 0; cell < SK_CELLS; cell++)
    g_assert_false (conflict[cell]);
}

static void
test_grid_clashes_jigsaw (void)
{
  const char *map = jigsaw_map ();
  SkLayout jigsaw;
  SkLayout standard;
  int region[SK_CELLS];
  int std_region[SK_CELLS];
  gboolean found_region_only = FALSE;
  gboolean found_box_only = FALSE;

  sudoku_test_layout_from_map (map, &jigsaw);
  sk_layout_init_standard (&standard);
  sudoku_test_canonical_regions (map, region);
  sudoku_test_canonical_regions (SUDOKU_TEST_STANDARD_MAP, std_region);

  /* Every pair of cells in neither the same row nor column: a clash on one
   * layout only where exactly one of them puts the pair in one region. */
  for (int a = 0; a < SK_CELLS; a++)
    for (int b = a + 1; b < SK_CELLS; b++)
      {
        gboolean same_jigsaw = region[a] == region[b];
        gboolean same_box = std_region[a] == std_region[b];
        SkClash clashes[4];
        SkGrid grid;
        int n;

        if (a / 9 == b / 9 || a % 9 == b % 9 || same_jigsaw == same_box)
          continue;
        /* Enough to test a spread of pairs, and always the first of each sort. */
        if ((a + b) % 5 != 0 && found_region_only && found_box_only)
          continue;

        sk_grid_clear (&grid);
        grid.cell[a] = 6;
        grid.cell[b] = 6;

        n = sk_grid_find_clashes (&grid, &jigsaw, clashes, 4);
        if (same_jigsaw)
          {
            g_assert_cmpint (n, ==, 1);
            assert_clash_equal (&clashes[0], &(SkClash) { SK_UNIT_REGION, region[a], 6, { a, b } });
            g_assert_cmpint (sk_grid_find_clashes (&grid, &standard, clashes, 4), ==, 0);
            found_region_only = TRUE;
          }
        else
          {
            g_assert_cmpint (n, ==, 0);
            g_assert_cmpint (sk_grid_find_clashes (&grid, &standard, clashes, 4), ==, 1);
            assert_clash_equal (&clashes[0], &(SkClash) { SK_UNIT_REGION, std_region[a], 6, { a, b } });
            found_box_only = TRUE;
          }
        assert_clashes_match (&grid, map);
        assert_clashes_match (&grid, SUDOKU_TEST_STANDARD_MAP);
      }

  g_assert_true (found_region_only);
  g_assert_true (found_box_only);
}

static void
test_grid_clashes_random (void)
{
  g_autofree char *contents = sudoku_test_read_data ("sets", "jigsaw-solo-100.txt", NULL);
  g_auto(GStrv) lines = g_strsplit (contents, "\n", -1);
  int total = 0;

  for (int round = 0; round < 400; round++)
    {
      const char *map = SUDOKU_TEST_STANDARD_MAP;
      SkGrid grid;
      char jigsaw[SK_CELLS + 1];

      if (round % 2 == 1)
        {
          const char *line = lines[(round / 2) % 100];

          g_assert_cmpuint (strlen (line), ==, 2 * SK_CELLS + 1);
          memcpy (jigsaw, line + SK_CELLS + 1, SK_CELLS);
          jigsaw[SK_CELLS] = '\0';
          map = jigsaw;
        }

      random_grid (&grid, 5 + round % 60);
      total += assert_clashes_match (&grid, map);
    }

  /* The grids were dense enough to hold many clashes. */
  g_assert_cmpint (total, >, 1000);
}

static void
test_grid_max_clashes (void)
{
  SkLayout layout;
  SkGrid grid;
  SkClash clashes[MAX_ALL_CLASHES + 1];

  sk_layout_init_standard (&layout);

  /* Row 0 all ones: 36 row clashes and 3 per box in boxes 0-2. */
  sk_grid_clear (&grid);
  for (int col = 0; col < SK_SIZE; col++)
    grid.cell[col] = 1;
  g_assert_cmpint (assert_clashes_match (&grid, SUDOKU_TEST_STANDARD_MAP), ==, 45);

  for (int max = 0; max <= 45; max++)
    {
      int n;

      memset (clashes, 0xa5, sizeof clashes);
      n = sk_grid_find_clashes (&grid, &layout, clashes, max);
      g_assert_cmpint (n, ==, MIN (max, 45));
      for (int i = 0; i < n; i++)
        assert_clash_real (&grid, SUDOKU_TEST_STANDARD_MAP, &clashes[i]);

      /* Nothing written beyond the room given. */
      for (guint i = max * sizeof clashes[0]; i < sizeof clashes; i++)
        g_assert_cmphex (((const guint8 *) clashes)[i], ==, 0xa5);
    }

  /* A full grid of ones: every pair of every unit. */
  memset (&grid, 1, sizeof grid);
  g_assert_cmpint (assert_clashes_match (&grid, SUDOKU_TEST_STANDARD_MAP), ==, MAX_ALL_CLASHES);
  g_assert_cmpint (sk_grid_find_clashes (&grid, &layout, clashes, 1), ==, 1);
  assert_clash_real (&grid, SUDOKU_TEST_STANDARD_MAP, &clashes[0]);
}

static void
test_grid_candidates (void)
{
  g_autoptr(GArray) examples = load_examples ();

  for (guint i = 0; i < examples->len; i++)
    {
      SudokuTestPuzzle *ex = &g_array_index (examples, SudokuTestPuzzle, i);
      SkGrid partial = ex->solution;

      assert_candidates_match (&ex->givens, ex->map);
      assert_candidates_match (&ex->givens, SUDOKU_TEST_STANDARD_MAP);
      assert_candidates_match (&ex->givens, jigsaw_map ());

      /* Taking out one digit of a solution leaves exactly that digit. */
      for (int cell = 0; cell < SK_CELLS; cell += 7)
        {
          SkLayout layout;
          SkMask candidates[SK_CELLS];
          int digit = partial.cell[cell];

          sudoku_test_layout_from_map (ex->map, &layout);
          partial.cell[cell] = 0;
          sk_grid_candidates (&partial, &layout, candidates);
          g_assert_cmphex (candidates[cell], ==, sk_mask_of (digit));
          partial.cell[cell] = (uint8_t) digit;
        }
    }

  /* The empty grid allows everything everywhere. */
  {
    SkLayout layout;
    SkMask candidates[SK_CELLS];
    SkGrid grid;

    sk_layout_init_standard (&layout);
    sk_grid_clear (&grid);
    sk_grid_candidates (&grid, &layout, candidates);
    for (int cell = 0; cell < SK_CELLS; cell++)
      g_assert_cmphex (candidates[cell], ==, SK_ALL_DIGITS);
  }

  for (int round = 0; round < 200; round++)
    {
      SkGrid grid;

      random_grid (&grid, round % 50);
      assert_candidates_match (&grid, round % 2 ? SUDOKU_TEST_STANDARD_MAP : jigsaw_map ());
    }
}

static void
test_grid_is_solution (void)
{
  g_autoptr(GArray) examples = load_examples ();
  SkLayout standard;

  sk_layout_init_standard (&standard);
  g_assert_cmpuint (examples->len, ==, 4);

  for (guint i = 0; i < examples->len; i++)
    {
      SudokuTestPuzzle *ex = &g_array_index (examples, SudokuTestPuzzle, i);
      SkLayout layout;
      SkGrid empty;

      g_test_message ("%s", ex->name);
      sudoku_test_layout_from_map (ex->map, &layout);
      sk_grid_clear (&empty);

      g_assert_true (sk_grid_is_solution_of (&ex->solution, &ex->givens, &layout));
      g_assert_true (sk_grid_is_solution_of (&ex->solution, &empty, &layout));
      g_assert_true (sk_grid_is_solution_of (&ex->solution, &ex->solution, &layout));

      for (int cell = 0; cell < SK_CELLS; cell++)
        {
          SkGrid changed = ex->solution;
          SkGrid puzzle = ex->givens;

          /* Any other digit in any cell breaks its row. */
          for (int digit = 1; digit <= 9; digit++)
            if (digit != ex->solution.cell[cell])
              {
                changed.cell[cell] = (uint8_t) digit;
                g_assert_false (sk_grid_is_solution_of (&changed, &ex->givens, &layout));
                g_assert_false (sk_grid_is_solution_of (&changed, &empty, &layout));
              }

          /* An empty cell, or a value out of range. */
          changed.cell[cell] = 0;
          g_assert_false (sk_grid_is_solution_of (&changed, &empty, &layout));
          changed.cell[cell] = 10;
          g_assert_false (sk_grid_is_solution_of (&changed, &empty, &layout));

          /* A given changed: the solution no longer fits the puzzle. */
          if (puzzle.cell[cell] != 0)
            {
              puzzle.cell[cell] = (uint8_t) (puzzle.cell[cell] % 9 + 1);
              g_assert_false (sk_grid_is_solution_of (&ex->solution, &puzzle, &layout));
            }
        }

      /* Two digits swapped everywhere is another solution of the empty grid, not of the puzzle. */
      {
        SkGrid swapped = ex->solution;

        for (int cell = 0; cell < SK_CELLS; cell++)
          if (swapped.cell[cell] == 1 || swapped.cell[cell] == 2)
            swapped.cell[cell] = (uint8_t) (3 - swapped.cell[cell]);
        g_assert_true (sk_grid_is_solution_of (&swapped, &empty, &layout));
        g_assert_false (sk_grid_is_solution_of (&swapped, &ex->givens, &layout));
      }

      /* The engine and the hand check agree on the other layout too. */
      g_assert_cmpint (sk_grid_is_solution_of (&ex->solution, &ex->givens, &standard), ==,
                       sudoku_test_is_solution_by_hand (&ex->solution, &ex->givens,
                                                        SUDOKU_TEST_STANDARD_MAP));
    }

  /* The jigsaw solution breaks the standard boxes (box 1 holds 3,1,9,5,7,4,4,2,6). */
  {
    SudokuTestPuzzle *ex = &g_array_index (examples, SudokuTestPuzzle, 3);

    g_assert_cmpstr (ex->name, ==, "jigsaw-line.txt");
    g_assert_false (sudoku_test_is_solution_by_hand (&ex->solution, &ex->givens, SUDOKU_TEST_STANDARD_MAP));
    g_assert_false (sk_grid_is_solution_of (&ex->solution, &ex->givens, &standard));
  }

  /* A Latin square is right in every row and column, wrong in the boxes. */
  {
    SkGrid latin;
    SkGrid empty;
    SkLayout rows;

    sk_grid_clear (&empty);
    for (int cell = 0; cell < SK_CELLS; cell++)
      latin.cell[cell] = (uint8_t) ((cell / 9 + cell % 9) % 9 + 1);
    g_assert_false (sk_grid_is_solution_of (&latin, &empty, &standard));

    /* Shifting each row by 3 (and one more per band) fixes the boxes. */
    for (int cell = 0; cell < SK_CELLS; cell++)
      {
        int row = cell / 9;

        latin.cell[cell] = (uint8_t) ((3 * (row % 3) + row / 3 + cell % 9) % 9 + 1);
      }
    g_assert_true (sudoku_test_is_solution_by_hand (&latin, &empty, SUDOKU_TEST_STANDARD_MAP));
    g_assert_true (sk_grid_is_solution_of (&latin, &empty, &standard));

    /* With rows as regions, only rows and columns matter. */
    sudoku_test_layout_from_map (SUDOKU_TEST_ROWS_MAP, &rows);
    for (int cell = 0; cell < SK_CELLS; cell++)
      latin.cell[cell] = (uint8_t) ((cell / 9 + cell % 9) % 9 + 1);
    g_assert_true (sk_grid_is_solution_of (&latin, &empty, &rows));
  }
}

static void
test_text_parse (void)
{
  static const char *line = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
  char zeros[SK_CELLS + 1];
  char bad[SK_CELLS + 1];
  SkGrid grid;
  SkGrid expected;
  SkGrid untouched;

  sudoku_test_grid_from_text (line, &expected);
  g_assert_true (sk_text_parse_line (line, SK_CELLS, &grid));
  g_assert_true (memcmp (&grid, &expected, sizeof grid) == 0);
  g_assert_cmpint (grid.cell[0], ==, 5);
  g_assert_cmpint (grid.cell[2], ==, 0);
  g_assert_cmpint (grid.cell[80], ==, 9);
  g_assert_cmpint (sk_grid_count_filled (&grid), ==, 30);

  /* '0' blanks, and both kinds mixed. */
  for (int cell = 0; cell < SK_CELLS; cell++)
    zeros[cell] = line[cell] == '.' ? (cell % 2 ? '0' : '.') : line[cell];
  zeros[SK_CELLS] = '\0';
  memset (&grid, 0xff, sizeof grid);
  g_assert_true (sk_text_parse_line (zeros, SK_CELLS, &grid));
  g_assert_true (memcmp (&grid, &expected, sizeof grid) == 0);

  memset (bad, '0', SK_CELLS);
  bad[SK_CELLS] = '\0';
  g_assert_true (sk_text_parse_line (bad, SK_CELLS, &grid));
  g_assert_cmpint (sk_grid_count_filled (&grid), ==, 0);

  /* Too short, or anything but digits and dots. */
  memset (&untouched, 3, sizeof untouched);
  grid = untouched;
  g_assert_false (sk_text_parse_line (line, SK_CELLS - 1, &grid));
  g_assert_false (sk_text_parse_line (line, 0, &grid));
  g_assert_false (sk_text_parse_line (line, 40, &grid));

  for (int cell = 0; cell < SK_CELLS; cell += 10)
    {
      static const char letters[] = "aAxZ- #|*";

      for (guint i = 0; i < sizeof letters - 1; i++)
        {
          memcpy (bad, line, sizeof bad);
          bad[cell] = letters[i];
          g_assert_false (sk_text_parse_line (bad, SK_CELLS, &grid));
        }
    }

  /* Nothing written on failure. */
  g_assert_true (memcmp (&grid, &untouched, sizeof grid) == 0);
}

static void
test_text_format (void)
{
  static const char *line = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
  char out[SK_CELLS + 1];
  SkGrid grid;
  SkGrid back;

  sudoku_test_grid_from_text (line, &grid);
  memset (out, 'X', sizeof out);
  sk_text_format_line (&grid, out);
  g_assert_cmpuint (strlen (out), ==, SK_CELLS);
  for (int cell = 0; cell < SK_CELLS; cell++)
    if (grid.cell[cell] != 0)
      g_assert_cmpint (out[cell], ==, '0' + grid.cell[cell]);
    else
      g_assert_true (out[cell] == '.' || out[cell] == '0');

  g_assert_true (sk_text_parse_line (out, SK_CELLS, &back));
  g_assert_true (memcmp (&grid, &back, sizeof grid) == 0);

  for (int round = 0; round < 100; round++)
    {
      char again[SK_CELLS + 1];

      random_grid (&grid, round);
      sk_text_format_line (&grid, out);
      g_assert_true (sk_text_parse_line (out, strlen (out), &back));
      g_assert_true (memcmp (&grid, &back, sizeof grid) == 0);
      sk_text_format_line (&back, again);
      g_assert_cmpstr (again, ==, out);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/Grid/basics", test_grid_basics);
  g_test_add_func ("/engine/Grid/clashes-standard", test_grid_clashes_standard);
  g_test_add_func ("/engine/Grid/clashes-jigsaw", test_grid_clashes_jigsaw);
  g_test_add_func ("/engine/Grid/clashes-random", test_grid_clashes_random);
  g_test_add_func ("/engine/Grid/max-clashes", test_grid_max_clashes);
  g_test_add_func ("/engine/Grid/candidates", test_grid_candidates);
  g_test_add_func ("/engine/Grid/is-solution", test_grid_is_solution);
  g_test_add_func ("/engine/Text/parse", test_text_parse);
  g_test_add_func ("/engine/Text/format", test_text_format);
  return g_test_run ();
}
