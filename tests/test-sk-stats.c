/* test-sk-stats.c: the statistics of each search algorithm, pinned on a fixed set of puzzles
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A search can go wrong and still find every solution: a propagation rule
 * that misses a case, a cell chosen one step off, a bound off by one all end
 * in the right grid after more (or fewer) calls. The other engine tests check
 * answers and the invariants of the statistics; this one pins the numbers
 * themselves (calls, deepest level, guesses, DLX updates, solutions found) of
 * every algorithm on a few standard and jigsaw puzzles, so any change to a
 * search's tree shows up here.
 *
 * The expected numbers were recorded from the code, not derived by hand. When
 * a search is changed on purpose (a better cell choice, a new propagation
 * rule), re-record them deliberately, after the other engine tests pass:
 *
 *   meson test -C _build test-sk-stats --verbose
 *
 * prints one line "pinned: { ... }," per row with the numbers of the code as
 * it is now, ready to paste over the table below; say in the commit message
 * why the numbers moved. Never re-record to silence a failure you cannot
 * explain.
 */

#include <glib.h>
#include <string.h>

#include "sk-grid.h"
#include "sk-layout.h"
#include "sk-solver.h"
#include "sudoku-test-util.h"

typedef struct
{
  const char  *puzzle;      /* the name sudoku_test_load_*() gives it: "file" or "file:line" */
  SkAlgorithm  algorithm;
  int          n_solutions; /* with limit 2 */
  uint64_t     calls;
  uint32_t     max_depth;
  uint64_t     guesses;
  uint64_t     updates;
} Pinned;

/* The puzzles, as set and line: standard and jigsaw, easy and among the
 * hardest for propagate, one with several solutions. Each is one that the
 * plain searches (backtrack, tables) finish in under 200,000 calls, so the
 * whole test takes milliseconds (and about a second under valgrind). */
static const struct
{
  const char *set;
  guint       line;
} picks[] = {
  { "standard-solo-100.txt", 1 },
  { "standard-solo-100.txt", 2 },
  { "unbiased-100.txt", 1 },
  { "forum-hardest-100.txt", 15 },
  { "forum-hardest-100.txt", 40 },
  { "jigsaw-solo-100.txt", 6 },
  { "jigsaw-solo-100.txt", 14 },
  { "jigsaw-solo-100.txt", 31 },
  { "serg-multiple-50.txt", 1 },
};

/* puzzle, algorithm, solutions, calls, deepest level, guesses, DLX updates */
static const Pinned pinned[] = {
  { "standard-solo-100.txt:1", SK_ALGORITHM_BACKTRACK, 1, 9909, 54, 2970, 0 },
  { "standard-solo-100.txt:1", SK_ALGORITHM_TABLES, 1, 9909, 54, 2970, 0 },
  { "standard-solo-100.txt:1", SK_ALGORITHM_PROPAGATE, 1, 2, 2, 1, 0 },
  { "standard-solo-100.txt:1", SK_ALGORITHM_DLX, 1, 59, 54, 1, 880 },
  { "standard-solo-100.txt:2", SK_ALGORITHM_BACKTRACK, 1, 7493, 53, 2268, 0 },
  { "standard-solo-100.txt:2", SK_ALGORITHM_TABLES, 1, 7493, 53, 2268, 0 },
  { "standard-solo-100.txt:2", SK_ALGORITHM_PROPAGATE, 1, 2, 2, 1, 0 },
  { "standard-solo-100.txt:2", SK_ALGORITHM_DLX, 1, 66, 53, 1, 956 },
  { "unbiased-100.txt:1", SK_ALGORITHM_BACKTRACK, 1, 14767, 57, 4658, 0 },
  { "unbiased-100.txt:1", SK_ALGORITHM_TABLES, 1, 14767, 57, 4658, 0 },
  { "unbiased-100.txt:1", SK_ALGORITHM_PROPAGATE, 1, 3, 3, 2, 0 },
  { "unbiased-100.txt:1", SK_ALGORITHM_DLX, 1, 65, 57, 1, 997 },
  { "forum-hardest-100.txt:15", SK_ALGORITHM_BACKTRACK, 1, 95197, 58, 22296, 0 },
  { "forum-hardest-100.txt:15", SK_ALGORITHM_TABLES, 1, 95197, 58, 22296, 0 },
  { "forum-hardest-100.txt:15", SK_ALGORITHM_PROPAGATE, 1, 83, 10, 82, 0 },
  { "forum-hardest-100.txt:15", SK_ALGORITHM_DLX, 1, 7084, 58, 542, 127599 },
  { "forum-hardest-100.txt:40", SK_ALGORITHM_BACKTRACK, 1, 92186, 58, 26838, 0 },
  { "forum-hardest-100.txt:40", SK_ALGORITHM_TABLES, 1, 92186, 58, 26838, 0 },
  { "forum-hardest-100.txt:40", SK_ALGORITHM_PROPAGATE, 1, 41, 6, 40, 0 },
  { "forum-hardest-100.txt:40", SK_ALGORITHM_DLX, 1, 2626, 58, 151, 43074 },
  { "jigsaw-solo-100.txt:6", SK_ALGORITHM_BACKTRACK, 1, 147139, 60, 73860, 0 },
  { "jigsaw-solo-100.txt:6", SK_ALGORITHM_TABLES, 1, 147139, 60, 73860, 0 },
  { "jigsaw-solo-100.txt:6", SK_ALGORITHM_PROPAGATE, 1, 3, 2, 2, 0 },
  { "jigsaw-solo-100.txt:6", SK_ALGORITHM_DLX, 1, 83, 60, 6, 1564 },
  { "jigsaw-solo-100.txt:14", SK_ALGORITHM_BACKTRACK, 1, 37063, 58, 11487, 0 },
  { "jigsaw-solo-100.txt:14", SK_ALGORITHM_TABLES, 1, 37063, 58, 11487, 0 },
  { "jigsaw-solo-100.txt:14", SK_ALGORITHM_PROPAGATE, 1, 2, 2, 1, 0 },
  { "jigsaw-solo-100.txt:14", SK_ALGORITHM_DLX, 1, 188, 58, 8, 3067 },
  { "jigsaw-solo-100.txt:31", SK_ALGORITHM_BACKTRACK, 1, 17444, 56, 4436, 0 },
  { "jigsaw-solo-100.txt:31", SK_ALGORITHM_TABLES, 1, 17444, 56, 4436, 0 },
  { "jigsaw-solo-100.txt:31", SK_ALGORITHM_PROPAGATE, 1, 1, 1, 0, 0 },
  { "jigsaw-solo-100.txt:31", SK_ALGORITHM_DLX, 1, 56, 56, 0, 835 },
  { "serg-multiple-50.txt:1", SK_ALGORITHM_BACKTRACK, 2, 212, 48, 71, 0 },
  { "serg-multiple-50.txt:1", SK_ALGORITHM_TABLES, 2, 212, 48, 71, 0 },
  { "serg-multiple-50.txt:1", SK_ALGORITHM_PROPAGATE, 2, 8, 6, 7, 0 },
  { "serg-multiple-50.txt:1", SK_ALGORITHM_DLX, 2, 56, 48, 6, 738 },
};

static const char *const algorithm_enums[] = {
  [SK_ALGORITHM_PROPAGATE] = "SK_ALGORITHM_PROPAGATE",
  [SK_ALGORITHM_BACKTRACK] = "SK_ALGORITHM_BACKTRACK",
  [SK_ALGORITHM_TABLES] = "SK_ALGORITHM_TABLES",
  [SK_ALGORITHM_DLX] = "SK_ALGORITHM_DLX",
};

static GArray *
load_puzzles (void)
{
  GArray *puzzles = g_array_new (FALSE, FALSE, sizeof (SudokuTestPuzzle));

  for (guint i = 0; i < G_N_ELEMENTS (picks); i++)
    {
      g_autoptr(GArray) set = sudoku_test_load_set ("sets", picks[i].set);

      g_assert_cmpuint (picks[i].line, <=, set->len);
      g_array_append_val (puzzles, g_array_index (set, SudokuTestPuzzle, picks[i].line - 1));
    }
  return puzzles;
}

static const Pinned *
find_pinned (const char  *puzzle,
             SkAlgorithm  algorithm)
{
  for (guint i = 0; i < G_N_ELEMENTS (pinned); i++)
    if (strcmp (pinned[i].puzzle, puzzle) == 0 && pinned[i].algorithm == algorithm)
      return &pinned[i];
  return NULL;
}

/* A row as the table above writes it. */
static char *
row_text (const Pinned *row)
{
  if (row == NULL)
    return g_strdup ("(no row)");
  return g_strdup_printf ("{ \"%s\", %s, %d, %" G_GUINT64_FORMAT ", %u, %" G_GUINT64_FORMAT
                          ", %" G_GUINT64_FORMAT " }",
                          row->puzzle, algorithm_enums[row->algorithm], row->n_solutions,
                          row->calls, row->max_depth, row->guesses, row->updates);
}

/* Every algorithm on every puzzle, to the end (limit 2: the uniqueness proof
 * the app runs), against its row of the table. */
static void
test_stats_pinned (void)
{
  g_autoptr(GArray) puzzles = load_puzzles ();
  guint n_jigsaw = 0;
  guint n_checked = 0;

  for (guint i = 0; i < puzzles->len; i++)
    {
      const SudokuTestPuzzle *p = &g_array_index (puzzles, SudokuTestPuzzle, i);
      SkLayout layout;

      sudoku_test_layout_from_map (p->map, &layout);
      n_jigsaw += strcmp (p->map, SUDOKU_TEST_STANDARD_MAP) != 0;

      for (int k = 0; k < SK_N_ALGORITHMS; k++)
        {
          SkAlgorithm algorithm = sk_algorithms[k];
          g_autofree char *expected = row_text (find_pinned (p->name, algorithm));
          g_autofree char *actual = NULL;
          SkSolveOptions options;
          SkSolveResult result;

          sk_solve_options_init (&options);
          options.algorithm = algorithm;
          options.limit = 2;
          sk_solve (&p->givens, &layout, &options, &result);
          g_assert_cmpint (result.status, ==, SK_SOLVE_SOLVED);

          actual = row_text (&(Pinned) { p->name, algorithm, result.n_solutions, result.stats.calls,
                                         result.stats.max_depth, result.stats.guesses,
                                         result.stats.updates });
          /* What to paste when re-recording (see the top of the file). */
          g_test_message ("pinned: %s,", actual);
          /* As text, so a failure names the puzzle and shows both rows whole. */
          g_assert_cmpstr (actual, ==, expected);
          n_checked++;
        }
    }

  /* Every row was used: none pins a puzzle that left the set. */
  g_assert_cmpuint (n_checked, ==, G_N_ELEMENTS (pinned));
  g_assert_cmpuint (n_jigsaw, >=, 3);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/Solver/stats-pinned", test_stats_pinned);
  return g_test_run ();
}
