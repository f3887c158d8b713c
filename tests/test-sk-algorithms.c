/* test-sk-algorithms.c: the four algorithms agree, count alike and keep to a call budget
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * propagate and dlx solve every puzzle of tests/data/examples and
 * tests/data/sets to the end, with limits 2 and 1. backtrack and tables walk
 * the same tree (checked: equal calls, depth, guesses and solutions), a tree
 * that takes minutes on some hard puzzles, so they run under a call budget
 * instead: EASY_BUDGET calls on every puzzle of the examples and of the
 * standard-solo, unbiased and serg sets, where nearly all finish, and
 * HARD_BUDGET calls on every tenth puzzle of the 17-clue, forum-hardest,
 * hardest-1106, jigsaw-solo and top1465 sets. A puzzle that finishes within
 * its budget must give the answer the other two gave; one that does not must
 * stop at exactly the budget with nothing wrong found so far.
 *
 * Answers are checked against the rules by hand (sudoku-test-util.c);
 * sk_find_single is checked in test-sk-single.c, and a search stopped from
 * another thread or by its time limit in test-sk-stop.c.
 */

#include <glib.h>
#include <limits.h>
#include <string.h>

#include "sk-grid.h"
#include "sk-layout.h"
#include "sk-solver.h"
#include "sudoku-test-sets.h"
#include "sudoku-test-util.h"

#define EASY_BUDGET G_GUINT64_CONSTANT (3000000)
#define HARD_BUDGET G_GUINT64_CONSTANT (1000000)
#define HARD_STRIDE 10
#define EMPTY_JIGSAW_BUDGET G_GUINT64_CONSTANT (300000)


/* ---- helpers ---- */

static gboolean
grids_equal (const SkGrid *a,
             const SkGrid *b)
{
  return memcmp (a, b, sizeof *a) == 0;
}

static int
count_empty (const SkGrid *grid)
{
  int n = 0;

  for (int cell = 0; cell < SK_CELLS; cell++)
    n += grid->cell[cell] == 0;
  return n;
}

static void
solve_with (SkAlgorithm     algorithm,
            const SkGrid   *puzzle,
            const SkLayout *layout,
            int             limit,
            uint64_t        max_calls,
            SkSolveResult  *result)
{
  SkSolveOptions options;

  sk_solve_options_init (&options);
  options.algorithm = algorithm;
  options.limit = limit;
  options.max_calls = max_calls;
  memset (result, 0x5a, sizeof *result);
  sk_solve (puzzle, layout, &options, result);
}

/* What the statistics must obey, by algorithm (src/engine/DESIGN.md), for a
 * search that ran to its end or to its budget. */
static void
assert_stats_sane (SkAlgorithm          algorithm,
                   const SkGrid        *puzzle,
                   const SkSolveResult *result)
{
  const SkStats *stats = &result->stats;
  uint32_t empty = (uint32_t) count_empty (puzzle);

  /* Shared by all four. */
  g_assert_cmpuint (stats->calls, >=, 1);
  g_assert_cmpuint (stats->max_depth, >=, 1);
  g_assert_cmpuint (stats->max_depth, <=, stats->calls);
  /* A guess starts one call; the first call is nobody's. */
  g_assert_cmpuint (stats->guesses, <=, stats->calls - 1);

  switch (algorithm)
    {
    case SK_ALGORITHM_PROPAGATE:
      /* Only guesses nest. */
      g_assert_cmpuint (stats->max_depth, <=, stats->guesses + 1);
      g_assert_cmpuint (stats->updates, ==, 0);
      break;
    case SK_ALGORITHM_BACKTRACK:
    case SK_ALGORITHM_TABLES:
    case SK_ALGORITHM_DLX:
      /* Every level fills one cell, forced or guessed; a solution is met one
       * level below the last cell. */
      g_assert_cmpuint (stats->max_depth, <=, empty + 1);
      if (result->n_solutions > 0)
        g_assert_cmpuint (stats->max_depth, ==, empty + 1);
      if (algorithm == SK_ALGORITHM_DLX)
        g_assert_cmpuint (stats->updates > 0, ==, empty > 0);
      else
        g_assert_cmpuint (stats->updates, ==, 0);
      break;
    default:
      g_assert_not_reached ();
    }
}

static void
assert_same_tree (const SkSolveResult *a,
                  const SkSolveResult *b)
{
  g_assert_cmpint (a->status, ==, b->status);
  g_assert_cmpint (a->n_solutions, ==, b->n_solutions);
  g_assert_cmpuint (a->stats.calls, ==, b->stats.calls);
  g_assert_cmpuint (a->stats.max_depth, ==, b->stats.max_depth);
  g_assert_cmpuint (a->stats.guesses, ==, b->stats.guesses);
  if (a->n_solutions > 0)
    g_assert_true (grids_equal (&a->solution, &b->solution));
}

/* The answer every algorithm must give about one puzzle, limit 2. */
typedef struct
{
  int    n_solutions;  /* 1 or 2 */
  SkGrid solution;     /* the solution, when there is one only */
} Expected;

static void
assert_answer (const SudokuTestPuzzle *p,
               const Expected         *expected,
               int                     limit,
               const SkSolveResult    *result)
{
  g_assert_cmpint (result->status, ==, SK_SOLVE_SOLVED);
  g_assert_cmpint (result->n_solutions, ==, MIN (expected->n_solutions, limit));
  g_assert_true (sudoku_test_is_solution_by_hand (&result->solution, &p->givens, p->map));
  if (expected->n_solutions == 1)
    g_assert_true (grids_equal (&result->solution, &expected->solution));
}

/* backtrack and tables on one puzzle with a budget; returns whether they finished. */
static gboolean
check_plain_searches (const SudokuTestPuzzle *p,
                      const SkLayout         *layout,
                      const Expected         *expected,
                      uint64_t                budget)
{
  SkSolveResult tables, backtrack, first;

  solve_with (SK_ALGORITHM_TABLES, &p->givens, layout, 2, budget, &tables);
  solve_with (SK_ALGORITHM_BACKTRACK, &p->givens, layout, 2, budget, &backtrack);
  assert_same_tree (&tables, &backtrack);
  assert_stats_sane (SK_ALGORITHM_TABLES, &p->givens, &tables);
  assert_stats_sane (SK_ALGORITHM_BACKTRACK, &p->givens, &backtrack);

  if (tables.status == SK_SOLVE_OVER_BUDGET)
    {
      /* Stopped before the limit, and right so far. */
      g_assert_cmpuint (tables.stats.calls, ==, budget);
      g_assert_cmpint (tables.n_solutions, <, 2);
      g_assert_cmpint (tables.n_solutions, <=, expected->n_solutions);
      if (tables.n_solutions > 0)
        g_assert_true (sudoku_test_is_solution_by_hand (&tables.solution, &p->givens, p->map));
      if (tables.n_solutions > 0 && expected->n_solutions == 1)
        g_assert_true (grids_equal (&tables.solution, &expected->solution));
      return FALSE;
    }

  assert_answer (p, expected, 2, &tables);

  for (guint i = 0; i < 2; i++)
    {
      SkAlgorithm algorithm = i == 0 ? SK_ALGORITHM_TABLES : SK_ALGORITHM_BACKTRACK;

      solve_with (algorithm, &p->givens, layout, 1, budget, &first);
      assert_answer (p, expected, 1, &first);
      assert_stats_sane (algorithm, &p->givens, &first);
      /* The first-solution search is the start of the uniqueness search. */
      g_assert_cmpuint (first.stats.calls, <=, tables.stats.calls);
      g_assert_true (grids_equal (&first.solution, &tables.solution));
    }
  return TRUE;
}

/* propagate and dlx to the end, then backtrack and tables under @budget
 * (0: not at all); returns whether those finished. */
static gboolean
check_puzzle (const SudokuTestPuzzle *p,
              int                     expected_solutions,
              uint64_t                budget)
{
  static const SkAlgorithm full[] = { SK_ALGORITHM_PROPAGATE, SK_ALGORITHM_DLX };
  SkLayout layout;
  Expected expected = { expected_solutions, { { 0 } } };
  SkSolveResult result, first;

  sudoku_test_layout_from_map (p->map, &layout);

  for (guint i = 0; i < G_N_ELEMENTS (full); i++)
    {
      solve_with (full[i], &p->givens, &layout, 2, 0, &result);
      if (i == 0 && expected_solutions == 1)
        expected.solution = result.solution;
      assert_answer (p, &expected, 2, &result);
      assert_stats_sane (full[i], &p->givens, &result);

      solve_with (full[i], &p->givens, &layout, 1, 0, &first);
      assert_answer (p, &expected, 1, &first);
      assert_stats_sane (full[i], &p->givens, &first);
      g_assert_cmpuint (first.stats.calls, <=, result.stats.calls);
      g_assert_true (grids_equal (&first.solution, &result.solution));
    }

  if (budget == 0)
    return FALSE;
  return check_plain_searches (p, &layout, &expected, budget);
}

/* ---- agreement ---- */

static void
test_agree_examples (void)
{
  g_autoptr(GArray) examples = sudoku_test_load_examples ();

  for (guint i = 0; i < examples->len; i++)
    {
      SudokuTestPuzzle *p = &g_array_index (examples, SudokuTestPuzzle, i);
      SkLayout layout;
      SkSolveResult result;

      g_test_message ("%s", p->name);
      g_assert_true (check_puzzle (p, 1, EASY_BUDGET));

      /* The documented solution, by every algorithm. */
      sudoku_test_layout_from_map (p->map, &layout);
      for (int k = 0; k < SK_N_ALGORITHMS; k++)
        {
          solve_with (sk_algorithms[k], &p->givens, &layout, 2, 0, &result);
          g_assert_true (grids_equal (&result.solution, &p->solution));
        }
    }
}

static void
test_agree_easy_sets (void)
{
  for (guint s = 0; s < G_N_ELEMENTS (easy_sets); s++)
    {
      g_autoptr(GArray) set = sudoku_test_load_set ("sets", easy_sets[s]);
      gboolean multiple = g_str_has_prefix (easy_sets[s], "serg");
      guint finished = 0;

      for (guint i = 0; i < set->len; i++)
        {
          SudokuTestPuzzle *p = &g_array_index (set, SudokuTestPuzzle, i);

          finished += check_puzzle (p, multiple ? 2 : 1, EASY_BUDGET);
        }

      g_test_message ("%s: backtrack and tables finished %u of %u within %" G_GUINT64_FORMAT " calls",
                      easy_sets[s], finished, set->len, EASY_BUDGET);
      /* Measured: all but three of unbiased-100 (see the file comment). */
      g_assert_cmpuint (finished, >=, set->len - 5);
    }
}

static void
test_agree_hard_sets (void)
{
  for (guint s = 0; s < G_N_ELEMENTS (hard_sets); s++)
    {
      g_autoptr(GArray) set = sudoku_test_load_set ("sets", hard_sets[s]);
      guint finished = 0;
      guint tried = 0;

      for (guint i = 0; i < set->len; i++)
        {
          SudokuTestPuzzle *p = &g_array_index (set, SudokuTestPuzzle, i);
          gboolean plain = i % HARD_STRIDE == 0;

          finished += check_puzzle (p, 1, plain ? HARD_BUDGET : 0);
          tried += plain;
        }

      g_test_message ("%s: propagate and dlx solved all %u; backtrack and tables finished "
                      "%u of %u within %" G_GUINT64_FORMAT " calls",
                      hard_sets[s], set->len, finished, tried, HARD_BUDGET);
    }
}

/* ---- crafted puzzles ---- */

static void
assert_no_solution_everywhere (const SkGrid   *grid,
                               const SkLayout *layout)
{
  for (int k = 0; k < SK_N_ALGORITHMS; k++)
    {
      SkSolveResult result;

      solve_with (sk_algorithms[k], grid, layout, 2, 0, &result);
      g_assert_cmpint (result.status, ==, SK_SOLVE_NO_SOLUTION);
      g_assert_cmpint (result.n_solutions, ==, 0);
      assert_stats_sane (sk_algorithms[k], grid, &result);
    }
}

static void
test_no_solution (void)
{
  g_autoptr(GArray) examples = sudoku_test_load_examples ();
  g_autofree char *fixture = sudoku_test_read_data ("cli", "no-solution.txt", NULL);
  SkLayout standard;
  SkClash clash;
  SkGrid grid;
  guint refuted[SK_N_ALGORITHMS] = { 0 };
  guint tried = 0;

  sk_layout_init_standard (&standard);

  /* Cell 0 needs a 9 (its row has 1-8), but column 0 has one in another box. */
  sk_grid_clear (&grid);
  for (int col = 1; col < 9; col++)
    grid.cell[col] = (uint8_t) col;
  grid.cell[27] = 9;
  g_assert_cmpint (sk_grid_find_clashes (&grid, &standard, &clash, 1), ==, 0);
  assert_no_solution_everywhere (&grid, &standard);

  /* Cells 0 and 1 both need the 1: row 0 has 3-9, columns 0 and 1 a 2. */
  sk_grid_clear (&grid);
  for (int col = 2; col < 9; col++)
    grid.cell[col] = (uint8_t) (col + 1);
  grid.cell[36] = 2;
  grid.cell[64] = 2;
  g_assert_cmpint (sk_grid_find_clashes (&grid, &standard, &clash, 1), ==, 0);
  assert_no_solution_everywhere (&grid, &standard);

  /* The command line's fixture: a cell with no candidate at all. */
  sudoku_test_grid_from_text (g_strstrip (fixture), &grid);
  g_assert_cmpint (sk_grid_find_clashes (&grid, &standard, &clash, 1), ==, 0);
  assert_no_solution_everywhere (&grid, &standard);

  /* A wrong digit added to a puzzle with one solution leaves none: every
   * fifth empty cell of each example, with the first digit that repeats
   * nothing in its units. The plain searches get a budget; most finish. */
  for (guint i = 0; i < examples->len; i++)
    {
      SudokuTestPuzzle *p = &g_array_index (examples, SudokuTestPuzzle, i);
      SkLayout layout;
      SkMask candidates[SK_CELLS];
      int n_empty = 0;

      sudoku_test_layout_from_map (p->map, &layout);
      sk_grid_candidates (&p->givens, &layout, candidates);
      for (int cell = 0; cell < SK_CELLS; cell++)
        {
          SkMask wrong;

          if (p->givens.cell[cell] != 0 || n_empty++ % 5 != 0)
            continue;
          wrong = candidates[cell] & (SkMask) ~(1u << (p->solution.cell[cell] - 1));
          if (wrong == 0)
            continue;

          grid = p->givens;
          grid.cell[cell] = (uint8_t) (__builtin_ctz (wrong) + 1);
          g_assert_false (sudoku_test_is_solution_by_hand (&p->solution, &grid, p->map));
          tried++;

          for (int k = 0; k < SK_N_ALGORITHMS; k++)
            {
              SkSolveResult result;

              solve_with (sk_algorithms[k], &grid, &layout, 2, EASY_BUDGET, &result);
              assert_stats_sane (sk_algorithms[k], &grid, &result);
              g_assert_cmpint (result.n_solutions, ==, 0);
              if (result.status == SK_SOLVE_NO_SOLUTION)
                refuted[k]++;
              else
                g_assert_cmpint (result.status, ==, SK_SOLVE_OVER_BUDGET);
            }
        }
    }

  g_test_message ("%u wrong digits refuted: backtrack %u, tables %u, propagate %u, dlx %u",
                  tried, refuted[0], refuted[1], refuted[2], refuted[3]);
  g_assert_cmpuint (tried, >, 20);
  g_assert_cmpuint (refuted[2], ==, tried);
  g_assert_cmpuint (refuted[3], ==, tried);
  g_assert_cmpuint (refuted[0], ==, refuted[1]);
  g_assert_cmpuint (refuted[0], >, tried / 2);
}

static void
assert_invalid_everywhere (const SkGrid   *grid,
                           const SkLayout *layout)
{
  SkSolveResult reference;

  solve_with (SK_ALGORITHM_PROPAGATE, grid, layout, 2, 0, &reference);
  g_assert_cmpint (reference.status, ==, SK_SOLVE_INVALID);

  for (int k = 0; k < SK_N_ALGORITHMS; k++)
    {
      SkSolveResult result;

      solve_with (sk_algorithms[k], grid, layout, 2, 0, &result);
      g_assert_cmpint (result.status, ==, SK_SOLVE_INVALID);
      g_assert_cmpint (result.n_solutions, ==, 0);
      g_assert_cmpuint (result.stats.calls, ==, 0);
      g_assert_cmpuint (result.stats.updates, ==, 0);
      g_assert_cmpmem (&result.clash, sizeof result.clash, &reference.clash, sizeof reference.clash);
    }
}

static void
test_invalid (void)
{
  g_autoptr(GArray) examples = sudoku_test_load_examples ();
  const char *jigsaw = g_array_index (examples, SudokuTestPuzzle, 3).map;
  SkLayout standard, layout;
  SkGrid grid;
  int region[SK_CELLS];
  int std_region[SK_CELLS];
  gboolean found = FALSE;

  sk_layout_init_standard (&standard);
  sudoku_test_layout_from_map (jigsaw, &layout);

  /* Two 5s in row 0. */
  sk_grid_clear (&grid);
  grid.cell[0] = 5;
  grid.cell[5] = 5;
  assert_invalid_everywhere (&grid, &standard);

  /* A digit of each example copied down its column. */
  for (guint i = 0; i < examples->len; i++)
    {
      SudokuTestPuzzle *p = &g_array_index (examples, SudokuTestPuzzle, i);
      SkLayout own;
      int given = 0;

      sudoku_test_layout_from_map (p->map, &own);
      while (p->givens.cell[given] == 0)
        given++;
      grid = p->givens;
      for (int row = 0; row < 9; row++)
        if (grid.cell[row * 9 + given % 9] == 0)
          {
            grid.cell[row * 9 + given % 9] = grid.cell[given];
            break;
          }
      assert_invalid_everywhere (&grid, &own);
    }

  /* Two 8s in one jigsaw region, not in one row, column or box. */
  sudoku_test_canonical_regions (jigsaw, region);
  sudoku_test_canonical_regions (SUDOKU_TEST_STANDARD_MAP, std_region);
  for (int a = 0; a < SK_CELLS && !found; a++)
    for (int b = a + 1; b < SK_CELLS && !found; b++)
      if (region[a] == region[b] && std_region[a] != std_region[b] && a / 9 != b / 9 && a % 9 != b % 9)
        {
          sk_grid_clear (&grid);
          grid.cell[a] = 8;
          grid.cell[b] = 8;
          assert_invalid_everywhere (&grid, &layout);
          found = TRUE;
        }
  g_assert_true (found);

  /* A byte above 9. */
  sk_grid_clear (&grid);
  grid.cell[40] = 12;
  assert_invalid_everywhere (&grid, &standard);
}

/* Every algorithm finds two solutions of the empty grid. All four do so at
 * once on the standard boxes and on rows as regions, but many jigsaw layouts
 * trap a search that takes cells in a fixed order: backtrack needs 301
 * million calls on the layout of line 1 of jigsaw-solo-100.txt, dlx over six
 * million on that of line 11 (propagate: 33 and 34). On the jigsaw layouts
 * only propagate runs to the end; the others have a budget. */
static void
test_empty_grid (void)
{
  g_autoptr(GArray) jigsaws = sudoku_test_load_set ("sets", "jigsaw-solo-100.txt");
  g_autoptr(GPtrArray) maps = g_ptr_array_new ();
  guint finished[SK_N_ALGORITHMS] = { 0 };
  SkGrid empty;

  g_ptr_array_add (maps, (gpointer) SUDOKU_TEST_STANDARD_MAP);
  g_ptr_array_add (maps, (gpointer) SUDOKU_TEST_ROWS_MAP);
  for (guint i = 0; i < jigsaws->len; i += HARD_STRIDE)
    g_ptr_array_add (maps, g_array_index (jigsaws, SudokuTestPuzzle, i).map);

  sk_grid_clear (&empty);
  for (guint m = 0; m < maps->len; m++)
    {
      const char *map = g_ptr_array_index (maps, m);
      SkLayout layout;

      sudoku_test_layout_from_map (map, &layout);
      for (int k = 0; k < SK_N_ALGORITHMS; k++)
        {
          SkAlgorithm algorithm = sk_algorithms[k];
          uint64_t budget = m >= 2 && algorithm != SK_ALGORITHM_PROPAGATE ? EMPTY_JIGSAW_BUDGET : 0;
          SkSolveResult result;

          solve_with (algorithm, &empty, &layout, 2, budget, &result);
          assert_stats_sane (algorithm, &empty, &result);
          if (result.status == SK_SOLVE_OVER_BUDGET)
            {
              g_assert_cmpuint (result.stats.calls, ==, budget);
              if (result.n_solutions > 0)
                g_assert_true (sudoku_test_is_solution_by_hand (&result.solution, &empty, map));
              continue;
            }
          g_assert_cmpint (result.status, ==, SK_SOLVE_SOLVED);
          g_assert_cmpint (result.n_solutions, ==, 2);
          g_assert_true (sudoku_test_is_solution_by_hand (&result.solution, &empty, map));
          finished[k]++;

          solve_with (algorithm, &empty, &layout, 1, budget, &result);
          g_assert_cmpint (result.status, ==, SK_SOLVE_SOLVED);
          g_assert_cmpint (result.n_solutions, ==, 1);
          g_assert_true (sudoku_test_is_solution_by_hand (&result.solution, &empty, map));
        }
    }

  g_test_message ("finished on %u layouts: backtrack %u, tables %u, propagate %u, dlx %u",
                  maps->len, finished[0], finished[1], finished[2], finished[3]);
  g_assert_cmpuint (finished[2], ==, maps->len);
  g_assert_cmpuint (finished[0], ==, finished[1]);
  /* Standard and rows, and of the 10 jigsaw layouts (measured) 6, dlx 9. */
  g_assert_cmpuint (finished[0], >=, 2 + 3);
  g_assert_cmpuint (finished[3], >=, 2 + 5);
}

/* A full grid is its own solution, found without a guess in one call. */
static void
test_full_grid (void)
{
  g_autoptr(GArray) examples = sudoku_test_load_examples ();

  for (guint i = 0; i < examples->len; i++)
    {
      SudokuTestPuzzle *p = &g_array_index (examples, SudokuTestPuzzle, i);
      SkLayout layout;

      sudoku_test_layout_from_map (p->map, &layout);
      for (int k = 0; k < SK_N_ALGORITHMS; k++)
        {
          SkSolveResult result;

          solve_with (sk_algorithms[k], &p->solution, &layout, 2, 0, &result);
          g_assert_cmpint (result.status, ==, SK_SOLVE_SOLVED);
          g_assert_cmpint (result.n_solutions, ==, 1);
          g_assert_true (grids_equal (&result.solution, &p->solution));
          g_assert_cmpuint (result.stats.calls, ==, 1);
          g_assert_cmpuint (result.stats.max_depth, ==, 1);
          g_assert_cmpuint (result.stats.guesses, ==, 0);
          g_assert_cmpuint (result.stats.updates, ==, 0);
        }
    }
}

/* The search is deterministic, and the statistics of a hard set show what
 * each algorithm is: the plain searches nest once per cell, propagate once
 * per guess, and only DLX updates links. */
static void
test_stats_meaning (void)
{
  g_autoptr(GArray) set = sudoku_test_load_set ("sets", "forum-hardest-100.txt");
  SkLayout layout;

  sk_layout_init_standard (&layout);
  for (guint i = 0; i < set->len; i += HARD_STRIDE)
    {
      SudokuTestPuzzle *p = &g_array_index (set, SudokuTestPuzzle, i);
      uint32_t empty = (uint32_t) count_empty (&p->givens);

      for (int k = 0; k < SK_N_ALGORITHMS; k++)
        {
          SkAlgorithm algorithm = sk_algorithms[k];
          uint64_t budget = algorithm == SK_ALGORITHM_BACKTRACK || algorithm == SK_ALGORITHM_TABLES
                            ? HARD_BUDGET : 0;
          SkSolveResult once, again;

          solve_with (algorithm, &p->givens, &layout, 2, budget, &once);
          solve_with (algorithm, &p->givens, &layout, 2, budget, &again);
          assert_same_tree (&once, &again);
          g_assert_cmpuint (once.stats.updates, ==, again.stats.updates);
          assert_stats_sane (algorithm, &p->givens, &once);
          g_assert_cmpuint (once.stats.elapsed_ns, >, 0);

          /* Hard puzzles need guesses whatever the algorithm. */
          g_assert_cmpuint (once.stats.guesses, >, 0);
          if (algorithm == SK_ALGORITHM_PROPAGATE)
            g_assert_cmpuint (once.stats.max_depth, <, empty + 1);
          else if (once.status == SK_SOLVE_SOLVED)
            g_assert_cmpuint (once.stats.max_depth, ==, empty + 1);
        }
    }
}

/* ---- stopping ---- */

static void
test_budget (void)
{
  g_autoptr(GArray) examples = sudoku_test_load_examples ();
  const SudokuTestPuzzle *hard = &g_array_index (examples, SudokuTestPuzzle, 1);
  SkLayout standard;
  SkGrid empty;

  sk_layout_init_standard (&standard);
  sk_grid_clear (&empty);

  for (int k = 0; k < SK_N_ALGORITHMS; k++)
    {
      SkAlgorithm algorithm = sk_algorithms[k];
      SkSolveOptions options;
      SkSolveResult result;
      uint64_t cost;

      /* Enumerating every grid cannot end within 1000 calls. */
      sk_solve_options_init (&options);
      options.algorithm = algorithm;
      options.limit = INT_MAX;
      options.max_calls = 1000;
      sk_solve (&empty, &standard, &options, &result);
      g_assert_cmpint (result.status, ==, SK_SOLVE_OVER_BUDGET);
      g_assert_cmpuint (result.stats.calls, ==, 1000);
      if (result.n_solutions > 0)
        g_assert_true (sudoku_test_is_solution_by_hand (&result.solution, &empty,
                                                        SUDOKU_TEST_STANDARD_MAP));

      /* Exactly the calls a puzzle costs is enough; one fewer is not. */
      solve_with (algorithm, &hard->givens, &standard, 2, 0, &result);
      g_assert_cmpint (result.status, ==, SK_SOLVE_SOLVED);
      cost = result.stats.calls;
      g_assert_cmpuint (cost, >=, 2);

      solve_with (algorithm, &hard->givens, &standard, 2, cost, &result);
      g_assert_cmpint (result.status, ==, SK_SOLVE_SOLVED);
      g_assert_cmpuint (result.stats.calls, ==, cost);

      solve_with (algorithm, &hard->givens, &standard, 2, cost - 1, &result);
      g_assert_cmpint (result.status, ==, SK_SOLVE_OVER_BUDGET);
      g_assert_cmpuint (result.stats.calls, ==, cost - 1);
    }
}

/* ---- the interface ---- */

static void
test_names (void)
{
  const char *names[SK_N_ALGORITHMS];
  static const char *const bad[] = { "", "DLX", "Propagate", "all", "dlx ", "back" };
  SkAlgorithm algorithm;

  g_assert_cmpint (sk_algorithms[0], ==, SK_ALGORITHM_BACKTRACK);
  g_assert_cmpint (sk_algorithms[1], ==, SK_ALGORITHM_TABLES);
  g_assert_cmpint (sk_algorithms[2], ==, SK_ALGORITHM_PROPAGATE);
  g_assert_cmpint (sk_algorithms[3], ==, SK_ALGORITHM_DLX);
  g_assert_cmpint (SK_ALGORITHM_PROPAGATE, ==, 0);

  for (int k = 0; k < SK_N_ALGORITHMS; k++)
    {
      names[k] = sk_algorithm_to_string (sk_algorithms[k]);
      algorithm = (SkAlgorithm) -1;
      g_assert_true (sk_algorithm_from_string (names[k], &algorithm));
      g_assert_cmpint (algorithm, ==, sk_algorithms[k]);
    }
  sudoku_test_assert_names_distinct (names, G_N_ELEMENTS (names));
  g_assert_cmpstr (names[0], ==, "backtrack");
  g_assert_cmpstr (names[1], ==, "tables");
  g_assert_cmpstr (names[2], ==, "propagate");
  g_assert_cmpstr (names[3], ==, "dlx");

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      algorithm = SK_ALGORITHM_DLX;
      g_assert_false (sk_algorithm_from_string (bad[i], &algorithm));
      g_assert_cmpint (algorithm, ==, SK_ALGORITHM_DLX);
    }
  g_assert_false (sk_algorithm_from_string (NULL, &algorithm));

  g_assert_cmpstr (sk_solve_status_to_string (SK_SOLVE_TIMED_OUT), ==, "timed out");
}

/* Options as older callers make them still mean propagate, no time limit. */
static void
test_default_options (void)
{
  g_autoptr(GArray) examples = sudoku_test_load_examples ();
  const SkGrid *puzzle = &g_array_index (examples, SudokuTestPuzzle, 1).givens;
  SkSolveOptions options;
  SkSolveOptions zero = { 0 };
  SkSolveResult reference, result;
  SkLayout layout;

  sk_solve_options_init (&options);
  g_assert_cmpint (options.algorithm, ==, SK_ALGORITHM_PROPAGATE);
  g_assert_cmpuint (options.max_elapsed_ns, ==, 0);

  sk_layout_init_standard (&layout);
  solve_with (SK_ALGORITHM_PROPAGATE, puzzle, &layout, 1, 0, &reference);

  sk_solve (puzzle, &layout, &zero, &result);
  assert_same_tree (&reference, &result);
  sk_solve (puzzle, &layout, NULL, &result);
  assert_same_tree (&reference, &result);

  /* An out-of-range value falls back to the default. */
  options.algorithm = (SkAlgorithm) 99;
  sk_solve (puzzle, &layout, &options, &result);
  assert_same_tree (&reference, &result);
  g_assert_cmpuint (result.stats.updates, ==, 0);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/Algorithms/agree-examples", test_agree_examples);
  g_test_add_func ("/engine/Algorithms/agree-easy-sets", test_agree_easy_sets);
  g_test_add_func ("/engine/Algorithms/agree-hard-sets", test_agree_hard_sets);
  g_test_add_func ("/engine/Algorithms/no-solution", test_no_solution);
  g_test_add_func ("/engine/Algorithms/invalid", test_invalid);
  g_test_add_func ("/engine/Algorithms/empty-grid", test_empty_grid);
  g_test_add_func ("/engine/Algorithms/full-grid", test_full_grid);
  g_test_add_func ("/engine/Algorithms/stats-meaning", test_stats_meaning);
  g_test_add_func ("/engine/Algorithms/budget", test_budget);
  g_test_add_func ("/engine/Algorithms/names", test_names);
  g_test_add_func ("/engine/Algorithms/default-options", test_default_options);
  return g_test_run ();
}
