/* test-sk-solver.c: the FillCell search on known puzzles, sets, bad input, budgets and threads
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every solution the solver returns is checked twice: with sk_grid_is_solution_of
 * and with a brute-force check written from the rules alone (in
 * sudoku-test-util.c). Claims of uniqueness and of multiple solutions are
 * cross-checked on samples by forcing other digits.
 */

#include <glib.h>
#include <limits.h>
#include <stdatomic.h>
#include <string.h>

#include "sk-bands.h"
#include "sk-grid.h"
#include "sk-layout.h"
#include "sk-solver.h"
#include "sudoku-test-util.h"

/* Box 5 trades its corner (5,5) for box 6's corner (3,8): a disconnected region. */
#define SPLIT_MAP \
  "111222333111222333111222333" \
  "444555665444555666444556666" \
  "777888999777888999777888999"

/* ---- helpers ---- */

static gboolean
grids_equal (const SkGrid *a,
             const SkGrid *b)
{
  return memcmp (a, b, sizeof *a) == 0;
}

/* Whether a digit at a cell repeats a digit of its row, column or region. */
static gboolean
digit_clashes_by_hand (const SkGrid *grid,
                       const char   *map,
                       int           cell,
                       int           digit)
{
  int region[SK_CELLS];

  sudoku_test_canonical_regions (map, region);
  for (int other = 0; other < SK_CELLS; other++)
    if (other != cell && grid->cell[other] == digit &&
        (other / 9 == cell / 9 || other % 9 == cell % 9 || region[other] == region[cell]))
      return TRUE;
  return FALSE;
}

static void
solve (const SkGrid   *puzzle,
       const SkLayout *layout,
       int             limit,
       SkSolveResult  *result)
{
  SkSolveOptions options;

  sk_solve_options_init (&options);
  options.limit = limit;
  memset (result, 0x5a, sizeof *result);
  sk_solve (puzzle, layout, &options, result);
}

/* The invariants of a search that ran to its end. */
static void
assert_stats_sane (const SkSolveResult *result)
{
  const SkStats *stats = &result->stats;

  g_assert_cmpuint (stats->calls, >=, 1);
  g_assert_cmpuint (stats->max_depth, >=, 1);
  g_assert_cmpuint (stats->max_depth, <=, stats->calls);
  /* Every guess starts exactly one recursive call; the first call is no guess's. */
  g_assert_cmpuint (stats->guesses, <=, stats->calls - 1);
  /* Each level below the first is entered by a guess (src/engine/DESIGN.md). */
  g_assert_cmpuint (stats->max_depth, <=, stats->guesses + 1);
  g_assert_cmpuint (stats->elapsed_ns, <, G_GUINT64_CONSTANT (60) * G_USEC_PER_SEC * 1000);
}

/* Solves with limit 2, then limit 1, and checks everything that must hold for both. */
static void
solve_and_check (const SudokuTestPuzzle *p,
                 SkSolveResult          *result)
{
  SkLayout layout;
  SkSolveResult first;

  sudoku_test_layout_from_map (p->map, &layout);

  solve (&p->givens, &layout, 2, result);
  g_assert_cmpint (result->status, ==, SK_SOLVE_SOLVED);
  g_assert_cmpint (result->n_solutions, >=, 1);
  g_assert_cmpint (result->n_solutions, <=, 2);
  g_assert_true (sk_grid_is_solution_of (&result->solution, &p->givens, &layout));
  g_assert_true (sudoku_test_is_solution_by_hand (&result->solution, &p->givens, p->map));
  assert_stats_sane (result);

  solve (&p->givens, &layout, 1, &first);
  g_assert_cmpint (first.status, ==, SK_SOLVE_SOLVED);
  g_assert_cmpint (first.n_solutions, ==, 1);
  g_assert_true (sudoku_test_is_solution_by_hand (&first.solution, &p->givens, p->map));
  assert_stats_sane (&first);
  /* Proving uniqueness searches at least the tree that found the first solution. */
  g_assert_cmpuint (result->stats.calls, >=, first.stats.calls);
  if (result->n_solutions == 1)
    g_assert_true (grids_equal (&first.solution, &result->solution));
}

/* Solves the puzzle again with one more digit in an empty cell, for every
 * digit that is not @solution's there and repeats no digit of the cell's
 * units (checked by hand), until one of these still has a solution: that one
 * goes to @other. Each digit refuted instead is counted in @n_refuted, which
 * may be NULL. */
static gboolean
find_other_solution (const SudokuTestPuzzle *p,
                     const SkGrid           *solution,
                     SkGrid                 *other,
                     int                    *n_refuted)
{
  SkLayout layout;

  sudoku_test_layout_from_map (p->map, &layout);
  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      if (p->givens.cell[cell] != 0)
        continue;

      for (int digit = 1; digit <= 9; digit++)
        {
          SkGrid forced = p->givens;
          SkSolveResult result;

          if (digit == solution->cell[cell] || digit_clashes_by_hand (&p->givens, p->map, cell, digit))
            continue;

          forced.cell[cell] = (uint8_t) digit;
          solve (&forced, &layout, 1, &result);
          if (result.status == SK_SOLVE_SOLVED)
            {
              *other = result.solution;
              return TRUE;
            }
          g_assert_cmpint (result.status, ==, SK_SOLVE_NO_SOLUTION);
          g_assert_cmpint (result.n_solutions, ==, 0);
          if (n_refuted != NULL)
            (*n_refuted)++;
        }
    }

  return FALSE;
}

/* Every other digit that fits an empty cell leads nowhere: the puzzle is unique,
 * shown without trusting the solver's count. */
static void
assert_unique_by_forcing (const SudokuTestPuzzle *p,
                          const SkGrid           *solution)
{
  SkGrid other;
  int tried = 0;

  g_assert_false (find_other_solution (p, solution, &other, &tried));
  g_assert_cmpint (tried, >, 0);
}

static const char *const set_names[] = {
  "17-clue-100.txt",
  "forum-hardest-100.txt",
  "hardest-1106-50.txt",
  "jigsaw-solo-100.txt",
  "serg-multiple-50.txt",
  "standard-solo-100.txt",
  "top1465-100.txt",
  "unbiased-100.txt",
};

/* ---- tests ---- */

static void
test_solver_examples (void)
{
  g_autoptr(GArray) examples = sudoku_test_load_examples ();

  for (guint i = 0; i < examples->len; i++)
    {
      SudokuTestPuzzle *p = &g_array_index (examples, SudokuTestPuzzle, i);
      SkSolveResult result;

      g_test_message ("%s", p->name);
      solve_and_check (p, &result);
      g_assert_cmpint (result.n_solutions, ==, 1);
      g_assert_true (grids_equal (&result.solution, &p->solution));
      assert_unique_by_forcing (p, &p->solution);
    }
}

static void
test_solver_sets (void)
{
  for (guint s = 0; s < G_N_ELEMENTS (set_names); s++)
    {
      g_autoptr(GArray) set = sudoku_test_load_set ("sets", set_names[s]);
      gboolean multiple = g_str_has_prefix (set_names[s], "serg");
      gboolean jigsaw = g_str_has_prefix (set_names[s], "jigsaw");
      uint64_t guesses = 0;
      uint64_t calls = 0;

      g_assert_cmpuint (set->len, >=, 50);

      for (guint i = 0; i < set->len; i++)
        {
          SudokuTestPuzzle *p = &g_array_index (set, SudokuTestPuzzle, i);
          SkSolveResult result;

          solve_and_check (p, &result);
          if (result.n_solutions != (multiple ? 2 : 1))
            g_error ("%s: %d solutions, expected %s", p->name, result.n_solutions,
                     multiple ? "several" : "one");

          g_assert_cmpint (!strcmp (p->map, SUDOKU_TEST_STANDARD_MAP), !=, jigsaw);
          guesses += result.stats.guesses;
          calls += result.stats.calls;

          if (multiple)
            {
              SkGrid other;

              /* A second, different solution really exists. */
              g_assert_true (find_other_solution (p, &result.solution, &other, NULL));
              g_assert_false (grids_equal (&other, &result.solution));
              g_assert_true (sudoku_test_is_solution_by_hand (&other, &p->givens, p->map));
            }
          else
            {
              /* Uniqueness shown again, digit by digit. */
              assert_unique_by_forcing (p, &result.solution);
            }
        }

      g_test_message ("%s: %u puzzles, %" G_GUINT64_FORMAT " calls, %" G_GUINT64_FORMAT " guesses",
                      set_names[s], set->len, calls, guesses);
    }
}

/* The standard boxes with box b numbered (b + shift) % 9. */
static void
layout_boxes_shifted (SkLayout *layout,
                      int       shift)
{
  sk_layout_init_standard (layout);
  for (int cell = 0; cell < SK_CELLS; cell++)
    layout->region[cell] = (uint8_t) ((layout->region[cell] + shift) % SK_SIZE);
  sk_layout_build_tables (layout);
}

/* The jigsaw search (sk-propagate-regions.c) must answer standard puzzles as
 * the band search does: with the boxes numbered otherwise the rules are the
 * same, but the solver no longer knows them for boxes. This gives the jigsaw
 * search the hardest sets and the puzzles with many solutions, which the
 * jigsaw sets do not have. */
static void
test_solver_boxes_as_regions (void)
{
  static const char *const standard_sets[] = {
    "17-clue-100.txt",
    "forum-hardest-100.txt",
    "serg-multiple-50.txt",
    "top1465-100.txt",
  };
  SkLayout standard;
  guint n_multiple = 0;

  sk_layout_init_standard (&standard);
  for (guint s = 0; s < G_N_ELEMENTS (standard_sets); s++)
    {
      g_autoptr(GArray) set = sudoku_test_load_set ("sets", standard_sets[s]);

      for (guint i = 0; i < set->len; i++)
        {
          SudokuTestPuzzle *p = &g_array_index (set, SudokuTestPuzzle, i);
          SkLayout shifted;

          layout_boxes_shifted (&shifted, 1 + (int) (i % 8));
          g_assert_null (sk_bands_for_layout (&shifted));
          g_assert_nonnull (sk_bands_for_layout (&standard));
          for (int limit = 1; limit <= 2; limit++)
            {
              SkSolveResult boxes;
              SkSolveResult regions;

              solve (&p->givens, &standard, limit, &boxes);
              solve (&p->givens, &shifted, limit, &regions);
              g_assert_cmpint (regions.status, ==, SK_SOLVE_SOLVED);
              g_assert_cmpint (regions.n_solutions, ==, boxes.n_solutions);
              g_assert_true (sudoku_test_is_solution_by_hand (&regions.solution, &p->givens, p->map));
              assert_stats_sane (&regions);
              if (limit == 2 && boxes.n_solutions == 1)
                g_assert_true (grids_equal (&regions.solution, &boxes.solution));
              n_multiple += limit == 2 && regions.n_solutions == 2;
            }
        }
    }
  g_assert_cmpuint (n_multiple, >=, 50);
}

static void
test_solver_no_solution (void)
{
  g_autoptr(GArray) examples = sudoku_test_load_examples ();
  SkLayout standard;
  SkClash clashes[4];
  int n_deep = 0;

  sk_layout_init_standard (&standard);

  /* Cell 0 needs a 9 (its row has 1-8) but column 0 already has one, in another box. */
  {
    SkGrid grid;
    SkSolveResult result;

    sk_grid_clear (&grid);
    for (int col = 1; col < 9; col++)
      grid.cell[col] = (uint8_t) col;
    grid.cell[27] = 9;
    g_assert_cmpint (sk_grid_find_clashes (&grid, &standard, clashes, 4), ==, 0);
    g_assert_false (digit_clashes_by_hand (&grid, SUDOKU_TEST_STANDARD_MAP, 27, 9));

    solve (&grid, &standard, 2, &result);
    g_assert_cmpint (result.status, ==, SK_SOLVE_NO_SOLUTION);
    g_assert_cmpint (result.n_solutions, ==, 0);
    assert_stats_sane (&result);
  }

  /* Cells 0 and 1 both need the 1 (row 0 has 3-9; columns 0 and 1 have a 2). */
  {
    SkGrid grid;
    SkSolveResult result;

    sk_grid_clear (&grid);
    for (int col = 2; col < 9; col++)
      grid.cell[col] = (uint8_t) (col + 1);
    grid.cell[36] = 2;  /* row 4, column 0 */
    grid.cell[64] = 2;  /* row 7, column 1 */
    g_assert_cmpint (sk_grid_find_clashes (&grid, &standard, clashes, 4), ==, 0);

    solve (&grid, &standard, 2, &result);
    g_assert_cmpint (result.status, ==, SK_SOLVE_NO_SOLUTION);
    g_assert_cmpint (result.n_solutions, ==, 0);
    assert_stats_sane (&result);
  }

  /* A wrong digit added to a puzzle with one documented solution: any solution
   * of the new puzzle would solve the old one too, so there is none. */
  for (guint i = 0; i < examples->len; i++)
    {
      SudokuTestPuzzle *p = &g_array_index (examples, SudokuTestPuzzle, i);
      SkLayout layout;

      sudoku_test_layout_from_map (p->map, &layout);
      for (int cell = 0; cell < SK_CELLS; cell++)
        for (int digit = 1; digit <= 9; digit++)
          {
            SkGrid grid = p->givens;
            SkSolveResult result;

            if (grid.cell[cell] != 0 || digit == p->solution.cell[cell] ||
                digit_clashes_by_hand (&grid, p->map, cell, digit))
              continue;

            grid.cell[cell] = (uint8_t) digit;
            g_assert_cmpint (sk_grid_find_clashes (&grid, &layout, clashes, 4), ==, 0);

            solve (&grid, &layout, 2, &result);
            g_assert_cmpint (result.status, ==, SK_SOLVE_NO_SOLUTION);
            g_assert_cmpint (result.n_solutions, ==, 0);
            assert_stats_sane (&result);
            n_deep += result.stats.guesses > 0;
          }
    }

  /* Some of those needed a search, not only the rules, to refute. */
  g_test_message ("%d refutations needed guesses", n_deep);
  g_assert_cmpint (n_deep, >, 0);
}

static void
test_solver_empty (void)
{
  g_autoptr(GArray) jigsaws = sudoku_test_load_set ("sets", "jigsaw-solo-100.txt");
  g_autoptr(GPtrArray) maps = g_ptr_array_new ();
  SkGrid empty;

  g_ptr_array_add (maps, (gpointer) SUDOKU_TEST_STANDARD_MAP);
  g_ptr_array_add (maps, (gpointer) SUDOKU_TEST_ROWS_MAP);
  g_ptr_array_add (maps, (gpointer) SPLIT_MAP);
  for (guint i = 0; i < jigsaws->len; i += 10)
    g_ptr_array_add (maps, g_array_index (jigsaws, SudokuTestPuzzle, i).map);

  sk_grid_clear (&empty);
  for (guint i = 0; i < maps->len; i++)
    {
      const char *map = g_ptr_array_index (maps, i);
      SkLayout layout;
      SkSolveResult result;

      sudoku_test_layout_from_map (map, &layout);

      solve (&empty, &layout, 2, &result);
      g_assert_cmpint (result.status, ==, SK_SOLVE_SOLVED);
      g_assert_cmpint (result.n_solutions, ==, 2);
      g_assert_true (sk_grid_is_solution_of (&result.solution, &empty, &layout));
      g_assert_true (sudoku_test_is_solution_by_hand (&result.solution, &empty, map));
      assert_stats_sane (&result);

      solve (&empty, &layout, 1, &result);
      g_assert_cmpint (result.status, ==, SK_SOLVE_SOLVED);
      g_assert_cmpint (result.n_solutions, ==, 1);
      g_assert_true (sudoku_test_is_solution_by_hand (&result.solution, &empty, map));

      /* Larger limits count that many. */
      solve (&empty, &layout, 25, &result);
      g_assert_cmpint (result.status, ==, SK_SOLVE_SOLVED);
      g_assert_cmpint (result.n_solutions, ==, 25);
      g_assert_true (sudoku_test_is_solution_by_hand (&result.solution, &empty, map));
    }
}

static void
test_solver_limit (void)
{
  SkSolveOptions options;
  SkLayout layout;
  SkSolveResult result;
  SkGrid empty;

  sk_solve_options_init (&options);
  g_assert_true (options.limit == 1 || options.limit == 2);
  g_assert_null (options.cancel);
  g_assert_cmpuint (options.max_calls, ==, 0);

  sk_layout_init_standard (&layout);
  sk_grid_clear (&empty);

  /* A limit below 1 means 1. */
  solve (&empty, &layout, 0, &result);
  g_assert_cmpint (result.status, ==, SK_SOLVE_SOLVED);
  g_assert_cmpint (result.n_solutions, ==, 1);
  solve (&empty, &layout, -7, &result);
  g_assert_cmpint (result.status, ==, SK_SOLVE_SOLVED);
  g_assert_cmpint (result.n_solutions, ==, 1);
  g_assert_true (sudoku_test_is_solution_by_hand (&result.solution, &empty, SUDOKU_TEST_STANDARD_MAP));
}

static void
test_solver_invalid (void)
{
  g_autoptr(GArray) examples = sudoku_test_load_examples ();
  const char *jigsaw = g_array_index (examples, SudokuTestPuzzle, 3).map;
  SkLayout standard;
  SkLayout layout;
  SkSolveResult result;
  SkGrid grid;

  sk_layout_init_standard (&standard);
  sudoku_test_layout_from_map (jigsaw, &layout);

  /* Two 5s in row 0. */
  sk_grid_clear (&grid);
  grid.cell[0] = 5;
  grid.cell[5] = 5;
  solve (&grid, &standard, 2, &result);
  g_assert_cmpint (result.status, ==, SK_SOLVE_INVALID);
  g_assert_cmpint (result.n_solutions, ==, 0);
  g_assert_cmpuint (result.stats.calls, ==, 0);
  g_assert_cmpint (result.clash.kind, ==, SK_UNIT_ROW);
  g_assert_cmpint (result.clash.number, ==, 0);
  g_assert_cmpint (result.clash.digit, ==, 5);
  g_assert_cmpint (result.clash.cells[0], ==, 0);
  g_assert_cmpint (result.clash.cells[1], ==, 5);

  /* Every example with a digit copied into its column: the clash names two cells holding it. */
  for (guint i = 0; i < examples->len; i++)
    {
      SudokuTestPuzzle *p = &g_array_index (examples, SudokuTestPuzzle, i);
      SkLayout own;
      int given = -1;
      int target = -1;

      sudoku_test_layout_from_map (p->map, &own);
      for (int cell = 0; cell < SK_CELLS && given < 0; cell++)
        if (p->givens.cell[cell] != 0)
          given = cell;
      for (int row = 0; row < 9 && target < 0; row++)
        if (p->givens.cell[row * 9 + given % 9] == 0)
          target = row * 9 + given % 9;
      g_assert_cmpint (given, >=, 0);
      g_assert_cmpint (target, >=, 0);

      grid = p->givens;
      grid.cell[target] = grid.cell[given];
      solve (&grid, &own, 2, &result);
      g_assert_cmpint (result.status, ==, SK_SOLVE_INVALID);
      g_assert_cmpint (result.n_solutions, ==, 0);
      g_assert_cmpuint (result.stats.calls, ==, 0);
      g_assert_cmpint (result.clash.digit, ==, grid.cell[given]);
      g_assert_cmpint (result.clash.cells[0], <, result.clash.cells[1]);
      g_assert_cmpint (grid.cell[result.clash.cells[0]], ==, result.clash.digit);
      g_assert_cmpint (grid.cell[result.clash.cells[1]], ==, result.clash.digit);
      g_assert_true (result.clash.cells[0] == target || result.clash.cells[1] == target);
    }

  /* A clash of the jigsaw regions only: invalid there, fine on the standard layout. */
  {
    int region[SK_CELLS];
    int std_region[SK_CELLS];
    gboolean tested = FALSE;

    sudoku_test_canonical_regions (jigsaw, region);
    sudoku_test_canonical_regions (SUDOKU_TEST_STANDARD_MAP, std_region);
    for (int a = 0; a < SK_CELLS && !tested; a++)
      for (int b = a + 1; b < SK_CELLS && !tested; b++)
        if (region[a] == region[b] && std_region[a] != std_region[b] &&
            a / 9 != b / 9 && a % 9 != b % 9)
          {
            sk_grid_clear (&grid);
            grid.cell[a] = 8;
            grid.cell[b] = 8;

            solve (&grid, &layout, 2, &result);
            g_assert_cmpint (result.status, ==, SK_SOLVE_INVALID);
            g_assert_cmpuint (result.stats.calls, ==, 0);
            g_assert_cmpint (result.clash.kind, ==, SK_UNIT_REGION);
            g_assert_cmpint (result.clash.number, ==, region[a]);
            g_assert_cmpint (result.clash.digit, ==, 8);
            g_assert_cmpint (result.clash.cells[0], ==, a);
            g_assert_cmpint (result.clash.cells[1], ==, b);

            solve (&grid, &standard, 2, &result);
            g_assert_cmpint (result.status, ==, SK_SOLVE_SOLVED);
            g_assert_cmpint (result.n_solutions, ==, 2);
            tested = TRUE;
          }
    g_assert_true (tested);
  }

  /* A 10, or any byte above 9, is refused before any search. */
  {
    static const uint8_t bad[] = { 10, 11, 200, 255 };

    for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
      {
        sk_grid_clear (&grid);
        grid.cell[(i * 23) % SK_CELLS] = bad[i];
        solve (&grid, &standard, 2, &result);
        g_assert_cmpint (result.status, ==, SK_SOLVE_INVALID);
        g_assert_cmpint (result.n_solutions, ==, 0);
        g_assert_cmpuint (result.stats.calls, ==, 0);

        grid = g_array_index (examples, SudokuTestPuzzle, 2).givens;
        g_assert_cmpint (grid.cell[80], ==, 9);
        grid.cell[80] = bad[i];
        solve (&grid, &standard, 2, &result);
        g_assert_cmpint (result.status, ==, SK_SOLVE_INVALID);
        g_assert_cmpuint (result.stats.calls, ==, 0);
      }
  }
}

static void
test_solver_full_grid (void)
{
  g_autoptr(GArray) examples = sudoku_test_load_examples ();

  for (guint i = 0; i < examples->len; i++)
    {
      SudokuTestPuzzle *p = &g_array_index (examples, SudokuTestPuzzle, i);
      SkLayout layout;
      SkSolveResult result;

      sudoku_test_layout_from_map (p->map, &layout);
      solve (&p->solution, &layout, 2, &result);
      g_assert_cmpint (result.status, ==, SK_SOLVE_SOLVED);
      g_assert_cmpint (result.n_solutions, ==, 1);
      g_assert_true (grids_equal (&result.solution, &p->solution));
      g_assert_cmpuint (result.stats.guesses, ==, 0);
      assert_stats_sane (&result);

      /* One digit short of full: still no guess. */
      {
        SkGrid almost = p->solution;

        almost.cell[40] = 0;
        solve (&almost, &layout, 2, &result);
        g_assert_cmpint (result.status, ==, SK_SOLVE_SOLVED);
        g_assert_cmpint (result.n_solutions, ==, 1);
        g_assert_true (grids_equal (&result.solution, &p->solution));
        g_assert_cmpuint (result.stats.guesses, ==, 0);
      }
    }
}

static void
test_solver_stats (void)
{
  g_autoptr(GArray) set = sudoku_test_load_set ("sets", "forum-hardest-100.txt");
  SkLayout layout;
  guint n_guessing = 0;
  uint32_t deepest = 0;

  sk_layout_init_standard (&layout);

  for (guint i = 0; i < set->len; i++)
    {
      SudokuTestPuzzle *p = &g_array_index (set, SudokuTestPuzzle, i);
      SkSolveResult once;
      SkSolveResult again;
      SkSolveResult first;

      solve (&p->givens, &layout, 2, &once);
      solve (&p->givens, &layout, 2, &again);
      solve (&p->givens, &layout, 1, &first);

      assert_stats_sane (&once);
      assert_stats_sane (&first);
      g_assert_cmpuint (once.stats.elapsed_ns, >, 0);
      g_assert_cmpuint (first.stats.elapsed_ns, >, 0);

      /* The search is deterministic. */
      g_assert_cmpuint (once.stats.calls, ==, again.stats.calls);
      g_assert_cmpuint (once.stats.guesses, ==, again.stats.guesses);
      g_assert_cmpuint (once.stats.max_depth, ==, again.stats.max_depth);
      g_assert_true (grids_equal (&once.solution, &again.solution));

      g_assert_cmpuint (once.stats.calls, >=, first.stats.calls);
      g_assert_cmpuint (once.stats.guesses, >=, first.stats.guesses);
      g_assert_cmpuint (once.stats.max_depth, >=, first.stats.max_depth);

      n_guessing += once.stats.guesses > 0;
      deepest = MAX (deepest, once.stats.max_depth);
    }

  /* The hardest puzzles cannot all fall to the rules alone. */
  g_test_message ("%u of %u puzzles needed guesses, deepest %u", n_guessing, set->len, deepest);
  g_assert_cmpuint (n_guessing, >, 0);
  g_assert_cmpuint (deepest, >=, 2);
}

static void
test_solver_budget (void)
{
  g_autoptr(GArray) set = sudoku_test_load_set ("sets", "forum-hardest-100.txt");
  SkSolveOptions options;
  SkSolveResult result;
  SkLayout layout;
  SkGrid empty;
  const SudokuTestPuzzle *hardest = NULL;
  uint64_t most = 0;
  uint64_t budgets[4];

  sk_layout_init_standard (&layout);

  /* Enumerating every grid cannot end within a budget. */
  sk_grid_clear (&empty);
  sk_solve_options_init (&options);
  options.limit = INT_MAX;
  options.max_calls = 1000;
  sk_solve (&empty, &layout, &options, &result);
  g_assert_cmpint (result.status, ==, SK_SOLVE_OVER_BUDGET);
  g_assert_cmpuint (result.stats.calls, >=, 1);
  g_assert_cmpuint (result.stats.calls, <=, 1000);
  g_assert_cmpint (result.n_solutions, >=, 0);
  if (result.n_solutions > 0)
    g_assert_true (sudoku_test_is_solution_by_hand (&result.solution, &empty, SUDOKU_TEST_STANDARD_MAP));

  /* The puzzle that costs the most calls, then budgets around its cost. */
  for (guint i = 0; i < set->len; i++)
    {
      const SudokuTestPuzzle *p = &g_array_index (set, SudokuTestPuzzle, i);

      solve (&p->givens, &layout, 2, &result);
      if (result.stats.calls > most)
        {
          most = result.stats.calls;
          hardest = p;
        }
    }
  g_assert_nonnull (hardest);
  g_test_message ("%s costs %" G_GUINT64_FORMAT " calls", hardest->name, most);
  g_assert_cmpuint (most, >=, 4);

  budgets[0] = 1;
  budgets[1] = most / 2;
  budgets[2] = most - 1;
  budgets[3] = most;
  for (guint i = 0; i < G_N_ELEMENTS (budgets); i++)
    {
      sk_solve_options_init (&options);
      options.limit = 2;
      options.max_calls = budgets[i];
      sk_solve (&hardest->givens, &layout, &options, &result);

      g_assert_cmpuint (result.stats.calls, <=, budgets[i]);
      if (budgets[i] < most)
        {
          g_assert_cmpint (result.status, ==, SK_SOLVE_OVER_BUDGET);
          g_assert_cmpint (result.n_solutions, <=, 1);
        }
      else
        {
          /* Exactly enough: the search ends on its own. */
          g_assert_cmpint (result.status, ==, SK_SOLVE_SOLVED);
          g_assert_cmpint (result.n_solutions, ==, 1);
          g_assert_cmpuint (result.stats.calls, ==, most);
        }
      if (result.n_solutions > 0)
        g_assert_true (sudoku_test_is_solution_by_hand (&result.solution, &hardest->givens,
                                                        SUDOKU_TEST_STANDARD_MAP));
    }
}

static void
test_solver_cancel_before (void)
{
  g_autoptr(GArray) examples = sudoku_test_load_examples ();
  atomic_int cancel = 1;
  SkSolveOptions options;
  SkSolveResult result;
  SkLayout layout;
  SkGrid empty;
  gint64 start;

  sk_layout_init_standard (&layout);
  sk_grid_clear (&empty);
  sk_solve_options_init (&options);
  options.limit = INT_MAX;
  options.cancel = &cancel;
  /* Only a safety net: a search that ignored the flag would end here, not hang. */
  options.max_calls = 1000 * 1000;

  start = g_get_monotonic_time ();
  sk_solve (&empty, &layout, &options, &result);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 250 * 1000);
  g_assert_cmpint (result.status, ==, SK_SOLVE_CANCELLED);
  g_assert_cmpuint (result.stats.calls, <=, 1);

  /* Also on a puzzle that would solve in no time. */
  options.limit = 2;
  sk_solve (&g_array_index (examples, SudokuTestPuzzle, 1).givens, &layout, &options, &result);
  g_assert_cmpint (result.status, ==, SK_SOLVE_CANCELLED);
  g_assert_cmpuint (result.stats.calls, <=, 1);
}

typedef struct
{
  GArray *puzzles;  /* of SudokuTestPuzzle, each with its expected solution */
  int     rounds;
  int     failures;
} ThreadJob;

static gpointer
thread_job_run (gpointer data)
{
  ThreadJob *job = data;

  for (int round = 0; round < job->rounds; round++)
    for (guint i = 0; i < job->puzzles->len; i++)
      {
        const SudokuTestPuzzle *p = &g_array_index (job->puzzles, SudokuTestPuzzle, i);
        SkSolveOptions options;
        SkSolveResult result;
        SkLayout layout;
        SkLayoutProblem problem;

        if (sk_layout_init_from_symbols (&layout, p->map, SK_CELLS, &problem) != SK_LAYOUT_OK)
          {
            job->failures++;
            continue;
          }
        sk_solve_options_init (&options);
        options.limit = 2;
        sk_solve (&p->givens, &layout, &options, &result);
        if (result.status != SK_SOLVE_SOLVED || result.n_solutions != 1 ||
            !grids_equal (&result.solution, &p->solution))
          job->failures++;
      }

  return NULL;
}

static void
test_solver_threads (void)
{
  ThreadJob jobs[2] = {
    { sudoku_test_load_set ("sets", "top1465-100.txt"), 5, 0 },
    { sudoku_test_load_set ("sets", "jigsaw-solo-100.txt"), 5, 0 },
  };
  GThread *threads[2];

  /* Expected answers, one thread at a time. */
  for (guint j = 0; j < G_N_ELEMENTS (jobs); j++)
    for (guint i = 0; i < jobs[j].puzzles->len; i++)
      {
        SudokuTestPuzzle *p = &g_array_index (jobs[j].puzzles, SudokuTestPuzzle, i);
        SkSolveResult result;

        solve_and_check (p, &result);
        g_assert_cmpint (result.n_solutions, ==, 1);
        p->solution = result.solution;
      }

  for (guint j = 0; j < G_N_ELEMENTS (jobs); j++)
    threads[j] = g_thread_new ("solve", thread_job_run, &jobs[j]);
  for (guint j = 0; j < G_N_ELEMENTS (jobs); j++)
    {
      g_thread_join (threads[j]);
      g_assert_cmpint (jobs[j].failures, ==, 0);
      g_array_unref (jobs[j].puzzles);
    }
}

static void
test_solver_status_strings (void)
{
  static const SkSolveStatus statuses[] = {
    SK_SOLVE_SOLVED,
    SK_SOLVE_NO_SOLUTION,
    SK_SOLVE_INVALID,
    SK_SOLVE_CANCELLED,
    SK_SOLVE_OVER_BUDGET,
  };
  const char *texts[G_N_ELEMENTS (statuses)];

  for (guint i = 0; i < G_N_ELEMENTS (statuses); i++)
    texts[i] = sk_solve_status_to_string (statuses[i]);
  sudoku_test_assert_names_distinct (texts, G_N_ELEMENTS (texts));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/Solver/examples", test_solver_examples);
  g_test_add_func ("/engine/Solver/sets", test_solver_sets);
  g_test_add_func ("/engine/Solver/boxes-as-regions", test_solver_boxes_as_regions);
  g_test_add_func ("/engine/Solver/no-solution", test_solver_no_solution);
  g_test_add_func ("/engine/Solver/empty", test_solver_empty);
  g_test_add_func ("/engine/Solver/limit", test_solver_limit);
  g_test_add_func ("/engine/Solver/invalid", test_solver_invalid);
  g_test_add_func ("/engine/Solver/full-grid", test_solver_full_grid);
  g_test_add_func ("/engine/Solver/stats", test_solver_stats);
  g_test_add_func ("/engine/Solver/budget", test_solver_budget);
  g_test_add_func ("/engine/Solver/cancel-before", test_solver_cancel_before);
  g_test_add_func ("/engine/Solver/threads", test_solver_threads);
  g_test_add_func ("/engine/Solver/status-strings", test_solver_status_strings);
  return g_test_run ();
}
