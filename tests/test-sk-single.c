/* test-sk-single.c: sk_find_single against a brute-force search for singles
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The singles (naked and hidden, in any unit of any layout) that
 * sk_find_single reports are checked against a search written here that
 * scans the whole grid, on the examples and the sets of sudoku-test-sets.h.
 */

#include <glib.h>
#include <string.h>

#include "sk-grid.h"
#include "sk-layout.h"
#include "sk-single.h"
#include "sk-solver.h"
#include "sudoku-test-sets.h"
#include "sudoku-test-util.h"

/* ---- sk_find_single ---- */

/* The digits no peer holds, by scanning the whole grid. */
static SkMask
candidates_by_hand (const SkGrid *grid,
                    const int     region[SK_CELLS],
                    int           cell)
{
  SkMask open = 0x1ff;

  for (int other = 0; other < SK_CELLS; other++)
    if (other != cell && grid->cell[other] != 0 &&
        (other / 9 == cell / 9 || other % 9 == cell % 9 || region[other] == region[cell]))
      open &= (SkMask) ~(1u << (grid->cell[other] - 1));
  return open;
}

static gboolean
in_unit_by_hand (const int region[SK_CELLS],
                 int       kind,
                 int       number,
                 int       cell)
{
  switch (kind)
    {
    case SK_UNIT_ROW:
      return cell / 9 == number;
    case SK_UNIT_COLUMN:
      return cell % 9 == number;
    default:
      return region[cell] == number;
    }
}

/* The single sk_find_single documents: the first naked single in reading
 * order, else the first cell, digit and unit (row, column, region) where a
 * digit fits nowhere else. */
static gboolean
find_single_by_hand (const SkGrid *grid,
                     const char   *map,
                     SkSingle     *out)
{
  int region[SK_CELLS];
  SkMask open[SK_CELLS];

  sudoku_test_canonical_regions (map, region);
  for (int cell = 0; cell < SK_CELLS; cell++)
    open[cell] = grid->cell[cell] == 0 ? candidates_by_hand (grid, region, cell) : 0;

  for (int cell = 0; cell < SK_CELLS; cell++)
    if (open[cell] != 0 && (open[cell] & (open[cell] - 1)) == 0)
      {
        *out = (SkSingle) { SK_SINGLE_NAKED, cell, __builtin_ctz (open[cell]) + 1, SK_UNIT_ROW, -1 };
        return TRUE;
      }

  for (int cell = 0; cell < SK_CELLS; cell++)
    for (int digit = 1; digit <= 9; digit++)
      {
        if ((open[cell] & (1u << (digit - 1))) == 0)
          continue;
        for (int kind = SK_UNIT_ROW; kind <= SK_UNIT_REGION; kind++)
          {
            int number = kind == SK_UNIT_ROW ? cell / 9 : kind == SK_UNIT_COLUMN ? cell % 9 : region[cell];
            gboolean alone = TRUE;

            for (int other = 0; other < SK_CELLS && alone; other++)
              if (other != cell && in_unit_by_hand (region, kind, number, other) &&
                  (open[other] & (1u << (digit - 1))) != 0)
                alone = FALSE;
            if (alone)
              {
                *out = (SkSingle) { SK_SINGLE_HIDDEN, cell, digit, (SkUnitKind) kind, number };
                return TRUE;
              }
          }
      }

  return FALSE;
}

typedef struct
{
  guint naked;
  guint hidden[3];  /* by unit kind */
  guint none;
} SingleCounts;

static void
check_single (const SkGrid   *grid,
              const char     *map,
              const SkLayout *layout,
              const SkGrid   *solution,
              SingleCounts   *counts)
{
  SkSingle found, expected;
  gboolean has = sk_find_single (grid, layout, &found);

  g_assert_cmpint (has, ==, find_single_by_hand (grid, map, &expected));
  if (!has)
    {
      counts->none++;
      return;
    }

  g_assert_cmpint (found.kind, ==, expected.kind);
  g_assert_cmpint (found.cell, ==, expected.cell);
  g_assert_cmpint (found.digit, ==, expected.digit);
  g_assert_cmpint (found.unit_number, ==, expected.unit_number);
  if (found.kind == SK_SINGLE_HIDDEN)
    {
      g_assert_cmpint (found.unit_kind, ==, expected.unit_kind);
      counts->hidden[found.unit_kind]++;
    }
  else
    counts->naked++;

  g_assert_cmpint (grid->cell[found.cell], ==, 0);
  g_assert_cmpint (found.digit, ==, solution->cell[found.cell]);
}

static void
check_singles_of (const SudokuTestPuzzle *p,
                  SingleCounts           *counts)
{
  SkLayout layout;
  SkSolveResult result;
  SkGrid grid = p->givens;
  int filled = 0;

  sudoku_test_layout_from_map (p->map, &layout);
  sk_solve (&p->givens, &layout, NULL, &result);
  g_assert_true (sudoku_test_is_solution_by_hand (&result.solution, &p->givens, p->map));

  /* The givens, then the grid with more and more of the solution filled in.
   * A single follows from the grid, so any solution agrees with it, even one
   * of several. */
  check_single (&grid, p->map, &layout, &result.solution, counts);
  for (int cell = 0; cell < SK_CELLS; cell++)
    if (grid.cell[cell] == 0)
      {
        grid.cell[cell] = result.solution.cell[cell];
        if (++filled % 8 == 0)
          check_single (&grid, p->map, &layout, &result.solution, counts);
      }
}

static void
test_single_sets (void)
{
  g_autoptr(GArray) examples = sudoku_test_load_examples ();
  SingleCounts counts = { 0 };
  SingleCounts jigsaw = { 0 };

  for (guint i = 0; i < examples->len; i++)
    check_singles_of (&g_array_index (examples, SudokuTestPuzzle, i), &counts);

  for (guint s = 0; s < G_N_ELEMENTS (easy_sets); s++)
    {
      g_autoptr(GArray) set = sudoku_test_load_set ("sets", easy_sets[s]);

      for (guint i = 0; i < set->len; i++)
        check_singles_of (&g_array_index (set, SudokuTestPuzzle, i), &counts);
    }
  for (guint s = 0; s < G_N_ELEMENTS (hard_sets); s++)
    {
      g_autoptr(GArray) set = sudoku_test_load_set ("sets", hard_sets[s]);
      gboolean is_jigsaw = g_str_has_prefix (hard_sets[s], "jigsaw");

      for (guint i = 0; i < set->len; i++)
        check_singles_of (&g_array_index (set, SudokuTestPuzzle, i), is_jigsaw ? &jigsaw : &counts);
    }

  g_test_message ("standard: %u naked, hidden %u in rows, %u in columns, %u in regions, %u none; "
                  "jigsaw: %u naked, hidden %u, %u, %u, %u none",
                  counts.naked, counts.hidden[0], counts.hidden[1], counts.hidden[2], counts.none,
                  jigsaw.naked, jigsaw.hidden[0], jigsaw.hidden[1], jigsaw.hidden[2], jigsaw.none);
  /* Every kind of answer was met, on both kinds of layout. */
  for (guint k = 0; k < 3; k++)
    {
      g_assert_cmpuint (counts.hidden[k], >, 0);
      g_assert_cmpuint (jigsaw.hidden[k], >, 0);
    }
  g_assert_cmpuint (counts.naked, >, 0);
  g_assert_cmpuint (jigsaw.naked, >, 0);
  g_assert_cmpuint (counts.none, >, 0);
}

static void
test_single_special (void)
{
  g_autoptr(GArray) examples = sudoku_test_load_examples ();
  const SudokuTestPuzzle *classic = &g_array_index (examples, SudokuTestPuzzle, 2);
  SkLayout standard;
  SkSingle single;
  SkGrid grid;
  int steps = 0;

  sk_layout_init_standard (&standard);

  /* Nothing follows from an empty grid, nor is anything left in a full one. */
  sk_grid_clear (&grid);
  g_assert_false (sk_find_single (&grid, &standard, &single));
  g_assert_false (sk_find_single (&classic->solution, &standard, &single));

  /* A grid that breaks a rule gives no hint, even where a single stands out. */
  grid = classic->givens;
  grid.cell[1] = grid.cell[0];
  g_assert_true (find_single_by_hand (&grid, SUDOKU_TEST_STANDARD_MAP, &single));
  g_assert_false (sk_find_single (&grid, &standard, &single));
  grid = classic->givens;
  grid.cell[2] = 10;
  g_assert_false (sk_find_single (&grid, &standard, &single));

  /* Only cell 8 is empty: a naked single, not a hidden one. */
  grid = classic->solution;
  grid.cell[8] = 0;
  g_assert_true (sk_find_single (&grid, &standard, &single));
  g_assert_cmpint (single.kind, ==, SK_SINGLE_NAKED);
  g_assert_cmpint (single.cell, ==, 8);
  g_assert_cmpint (single.digit, ==, classic->solution.cell[8]);
  g_assert_cmpint (single.unit_number, ==, -1);

  /* The classic example falls to singles alone: hints all the way solve it. */
  grid = classic->givens;
  while (sk_find_single (&grid, &standard, &single))
    {
      g_assert_cmpint (grid.cell[single.cell], ==, 0);
      g_assert_cmpint (single.digit, ==, classic->solution.cell[single.cell]);
      grid.cell[single.cell] = (uint8_t) single.digit;
      steps++;
    }
  g_assert_cmpint (steps, ==, SK_CELLS - sk_grid_count_filled (&classic->givens));
  g_assert_true (memcmp (&grid, &classic->solution, sizeof grid) == 0);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/Single/sets", test_single_sets);
  g_test_add_func ("/engine/Single/special", test_single_special);

  return g_test_run ();
}
