/* test-sk-variants.c: extra houses in the layout and the four searches on variant puzzles
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tests/data/variants/variants.txt holds Sudoku-X, Windoku, Asterisk, Centre
 * Dot, Girandola and jigsaw-X puzzles with their solutions, made by
 * make-variants.py beside it without the engine. Here each answer is checked
 * once more by a brute-force count written in this file, over houses spelt
 * out here from their definitions, before the four algorithms must agree.
 */

#include <glib.h>
#include <string.h>

#include "sk-grid.h"
#include "sk-layout.h"
#include "sk-logic.h"
#include "sk-solver.h"
#include "sk-text.h"

/* data/layouts/diagonal.layout, the jigsaw the jigsaw-X puzzles use. */
static const char diagonal_regions[] =
  "111233333411222333441122553444112255444677255899667755889966775888996677888999667";

typedef struct
{
  int  n_houses;
  int  house[40][SK_SIZE];
} Houses;

/* The houses of a variant from their definitions, not from the engine's tables. */
static void
houses_for (const char *name,
            Houses     *h)
{
  const char *regions = g_str_has_prefix (name, "diagonal+") ? diagonal_regions : NULL;
  const char *extra = regions != NULL ? name + strlen ("diagonal+") : name;
  int fill[SK_SIZE] = { 0 };
  char symbols[SK_SIZE] = { 0 };
  int n_symbols = 0;

  h->n_houses = 27;
  for (int i = 0; i < SK_SIZE; i++)
    for (int j = 0; j < SK_SIZE; j++)
      {
        h->house[i][j] = i * 9 + j;
        h->house[9 + i][j] = j * 9 + i;
      }
  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      int r;

      if (regions == NULL)
        r = 3 * (cell / 27) + (cell % 9) / 3;
      else
        {
          for (r = 0; r < n_symbols && symbols[r] != regions[cell]; r++)
            ;
          if (r == n_symbols)
            symbols[n_symbols++] = regions[cell];
        }
      h->house[18 + r][fill[r]++] = cell;
    }

  if (strcmp (extra, "diagonals") == 0)
    {
      for (int i = 0; i < SK_SIZE; i++)
        {
          h->house[27][i] = i * 10;
          h->house[28][i] = (i + 1) * 8;
        }
      h->n_houses = 29;
    }
  else if (strcmp (extra, "windows") == 0)
    {
      static const int corner[4] = { 10, 14, 46, 50 };

      for (int w = 0; w < 4; w++)
        for (int i = 0; i < SK_SIZE; i++)
          h->house[27 + w][i] = corner[w] + 9 * (i / 3) + i % 3;
      h->n_houses = 31;
    }
  else
    {
      static const int asterisk[] = { 13, 20, 24, 37, 40, 43, 56, 60, 67 };
      static const int centre_dot[] = { 10, 13, 16, 37, 40, 43, 64, 67, 70 };
      static const int girandola[] = { 0, 8, 13, 37, 40, 43, 67, 72, 80 };
      const int *cells = strcmp (extra, "asterisk") == 0 ? asterisk :
                         strcmp (extra, "centre-dot") == 0 ? centre_dot : girandola;

      g_assert_true (strcmp (extra, "asterisk") == 0 || strcmp (extra, "centre-dot") == 0 ||
                     strcmp (extra, "girandola") == 0);
      memcpy (h->house[27], cells, sizeof h->house[27]);
      h->n_houses = 28;
    }
}

/* Each cell's peers by the houses above: cells sharing one with it. */
static void
peers_of (const Houses *h,
          gboolean      peer[SK_CELLS][SK_CELLS])
{
  memset (peer, 0, sizeof (gboolean) * SK_CELLS * SK_CELLS);
  for (int u = 0; u < h->n_houses; u++)
    for (int i = 0; i < SK_SIZE; i++)
      for (int j = 0; j < SK_SIZE; j++)
        if (i != j)
          peer[h->house[u][i]][h->house[u][j]] = TRUE;
}

static unsigned
options_at (gboolean      peer[SK_CELLS][SK_CELLS],
            const SkGrid *g,
            int           cell)
{
  unsigned used = 0;

  for (int other = 0; other < SK_CELLS; other++)
    if (peer[cell][other])
      used |= 1u << g->cell[other];
  return ~used & 0x3fe;
}

/* Plain backtracking on the cell with fewest options, counting up to two solutions. */
static int
brute_count (gboolean  peer[SK_CELLS][SK_CELLS],
             SkGrid   *g)
{
  int best = -1;
  unsigned best_options = 0;
  int n = 0;

  for (int cell = 0; cell < SK_CELLS; cell++)
    if (g->cell[cell] == 0)
      {
        unsigned options = options_at (peer, g, cell);

        if (best < 0 || __builtin_popcount (options) < __builtin_popcount (best_options))
          {
            best = cell;
            best_options = options;
          }
      }
  if (best < 0)
    return 1;
  for (int d = 1; d <= SK_SIZE && n < 2; d++)
    if ((best_options >> d) & 1)
      {
        g->cell[best] = (uint8_t) d;
        n += brute_count (peer, g);
        g->cell[best] = 0;
      }
  return n;
}

static void
layout_for (const char *name,
            SkLayout   *layout)
{
  const char *extra = name;
  SkExtraSet set;

  if (g_str_has_prefix (name, "diagonal+"))
    {
      g_assert_cmpint (sk_layout_init_from_symbols (layout, diagonal_regions, SK_CELLS, NULL), ==, SK_LAYOUT_OK);
      extra = name + strlen ("diagonal+");
    }
  else
    sk_layout_init_standard (layout);
  g_assert_true (sk_extra_set_from_string (extra, &set));
  g_assert_cmpint (sk_layout_add_extra_set (layout, set, NULL), ==, SK_LAYOUT_OK);
}

static void
test_variant_puzzles (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "variants", "variants.txt", NULL);
  g_autofree char *contents = NULL;
  g_auto (GStrv) lines = NULL;
  static gboolean peer[SK_CELLS][SK_CELLS];
  int n_puzzles = 0;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  lines = g_strsplit (contents, "\n", -1);
  for (int l = 0; lines[l] != NULL; l++)
    {
      g_auto (GStrv) parts = NULL;
      SkGrid puzzle, solution, scratch;
      SkLayout layout;
      Houses houses;

      if (lines[l][0] == '\0' || lines[l][0] == '#')
        continue;
      parts = g_strsplit (lines[l], ":", 3);
      g_assert_cmpuint (g_strv_length (parts), ==, 3);
      g_assert_true (sk_text_parse_line (parts[1], strlen (parts[1]), &puzzle));
      g_assert_true (sk_text_parse_line (parts[2], strlen (parts[2]), &solution));

      /* The file's answer, by the houses' definitions alone. */
      houses_for (parts[0], &houses);
      for (int cell = 0; cell < SK_CELLS; cell++)
        if (puzzle.cell[cell] != 0)
          g_assert_cmpint (puzzle.cell[cell], ==, solution.cell[cell]);
      for (int u = 0; u < houses.n_houses; u++)
        {
          unsigned seen = 0;

          for (int i = 0; i < SK_SIZE; i++)
            seen |= 1u << solution.cell[houses.house[u][i]];
          g_assert_cmphex (seen, ==, 0x3fe);
        }
      peers_of (&houses, peer);
      scratch = puzzle;
      g_assert_cmpint (brute_count (peer, &scratch), ==, 1);

      layout_for (parts[0], &layout);
      /* The extra houses matter: without them the puzzle has other answers
       * (the jigsaw-X puzzles kept more givens, so that holds for those
       * on the standard boxes only). */
      if (sk_layout_regions_are_standard (&layout))
        {
          SkLayout plain;
          SkSolveOptions options;
          SkSolveResult result;

          sk_layout_init_standard (&plain);
          sk_solve_options_init (&options);
          options.limit = 2;
          sk_solve (&puzzle, &plain, &options, &result);
          g_assert_cmpint (result.n_solutions, ==, 2);
        }
      g_assert_true (sk_grid_is_solution_of (&solution, &puzzle, &layout));
      for (int a = 0; a < SK_N_ALGORITHMS; a++)
        {
          SkSolveOptions options;
          SkSolveResult result;

          sk_solve_options_init (&options);
          options.limit = 2;
          options.algorithm = sk_algorithms[a];
          sk_solve (&puzzle, &layout, &options, &result);
          g_assert_cmpint (result.status, ==, SK_SOLVE_SOLVED);
          g_assert_cmpint (result.n_solutions, ==, 1);
          g_assert_cmpmem (result.solution.cell, SK_CELLS, solution.cell, SK_CELLS);
        }
      n_puzzles++;
    }
  g_assert_cmpint (n_puzzles, ==, 11);
}

/* A puzzle with an extra house broken by its givens is invalid, and names the house. */
static void
test_clash_in_extra_house (void)
{
  SkLayout layout;
  SkGrid grid;
  SkClash clash;
  SkSolveOptions options;
  SkSolveResult result;

  sk_layout_init_standard (&layout);
  g_assert_cmpint (sk_layout_add_extra_set (&layout, SK_EXTRA_DIAGONALS, NULL), ==, SK_LAYOUT_OK);
  memset (&grid, 0, sizeof grid);
  grid.cell[0] = 5;
  grid.cell[80] = 5;
  g_assert_cmpint (sk_grid_find_clashes (&grid, &layout, &clash, 1), ==, 1);
  g_assert_cmpint (clash.kind, ==, SK_UNIT_EXTRA);
  g_assert_cmpint (clash.number, ==, 0);
  sk_solve_options_init (&options);
  sk_solve (&grid, &layout, &options, &result);
  g_assert_cmpint (result.status, ==, SK_SOLVE_INVALID);

  /* The same givens are fine on the plain board. */
  sk_layout_init_standard (&layout);
  g_assert_cmpint (sk_grid_find_clashes (&grid, &layout, &clash, 1), ==, 0);
}

static void
test_extra_houses (void)
{
  SkLayout a, b;
  SkLayoutProblem problem;
  const int eight[8] = { 0, 1, 2, 3, 4, 5, 6, 7 };
  const int twice[9] = { 0, 1, 2, 3, 4, 5, 6, 7, 0 };
  const int outside[9] = { 0, 1, 2, 3, 4, 5, 6, 7, 81 };

  sk_layout_init_standard (&a);
  g_assert_true (sk_layout_is_standard (&a));
  g_assert_cmpint (sk_board_count (a.peer_board[40]), ==, 20);

  /* Sudoku-X: the centre also sees the twelve diagonal cells outside its row, column and box. */
  g_assert_cmpint (sk_layout_add_extra_set (&a, SK_EXTRA_DIAGONALS, &problem), ==, SK_LAYOUT_OK);
  g_assert_cmpint (a.n_extra, ==, 2);
  g_assert_cmpint (sk_board_count (a.peer_board[40]), ==, 32);
  g_assert_cmpint (sk_board_count (a.peer_board[1]), ==, 20);
  g_assert_cmphex (a.cell_extra_bits[40], ==, 3);
  g_assert_false (sk_layout_is_standard (&a));
  g_assert_true (sk_layout_regions_are_standard (&a));
  g_assert_true (sk_layout_has_extra_set (&a, SK_EXTRA_DIAGONALS));
  g_assert_false (sk_layout_has_extra_set (&a, SK_EXTRA_WINDOWS));

  /* Houses are kept in one order, so the order they came in does not matter;
   * a house given twice counts once. */
  sk_layout_init_standard (&b);
  g_assert_cmpint (sk_layout_add_extra_set (&b, SK_EXTRA_GIRANDOLA, NULL), ==, SK_LAYOUT_OK);
  g_assert_cmpint (sk_layout_add_extra_set (&b, SK_EXTRA_DIAGONALS, NULL), ==, SK_LAYOUT_OK);
  g_assert_cmpint (sk_layout_add_extra_set (&a, SK_EXTRA_GIRANDOLA, NULL), ==, SK_LAYOUT_OK);
  g_assert_cmpint (sk_layout_add_extra_set (&a, SK_EXTRA_GIRANDOLA, NULL), ==, SK_LAYOUT_OK);
  g_assert_cmpint (a.n_extra, ==, 3);
  /* Six houses are one too many. */
  g_assert_cmpint (sk_layout_add_extra_set (&a, SK_EXTRA_WINDOWS, NULL), ==, SK_LAYOUT_ERROR_HOUSE_COUNT);
  g_assert_true (sk_layout_equal (&a, &b));
  sk_layout_clear_extra (&b);
  g_assert_false (sk_layout_equal (&a, &b));
  g_assert_true (sk_layout_is_standard (&b));
  g_assert_cmpint (sk_board_count (b.peer_board[40]), ==, 20);

  /* Bad houses. */
  g_assert_cmpint (sk_layout_add_extra_house (&b, eight, 8, &problem), ==, SK_LAYOUT_ERROR_HOUSE_SIZE);
  g_assert_cmpint (problem.count, ==, 8);
  g_assert_cmpint (sk_layout_add_extra_house (&b, twice, 9, &problem), ==, SK_LAYOUT_ERROR_HOUSE_REPEAT);
  g_assert_cmpint (problem.position, ==, 8);
  g_assert_cmpint (sk_layout_add_extra_house (&b, outside, 9, &problem), ==, SK_LAYOUT_ERROR_HOUSE_CELL);
  g_assert_cmpint (b.n_extra, ==, 0);

  /* At most SK_MAX_EXTRA houses: the nine rows shifted into extra houses of one cell each. */
  for (int e = 0; e <= SK_MAX_EXTRA; e++)
    {
      int cells[SK_SIZE];

      for (int i = 0; i < SK_SIZE; i++)
        cells[i] = i * SK_SIZE + (i + e) % SK_SIZE;
      g_assert_cmpint (sk_layout_add_extra_house (&b, cells, SK_SIZE, &problem), ==,
                       e < SK_MAX_EXTRA ? SK_LAYOUT_OK : SK_LAYOUT_ERROR_HOUSE_COUNT);
    }
  g_assert_cmpint (b.n_extra, ==, SK_MAX_EXTRA);
}

/* Soundness replay: every step the logic engine takes on the variant
 * puzzles, uniqueness techniques allowed, places only the known answer's
 * digits and never removes one, and says why in a sentence naming a cell.
 * The answers were checked by brute force above. Steps must use the extra
 * houses somewhere, and no technique flagged REGIONS_ONLY may appear. */
static void
test_logic_replay (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "variants", "variants.txt", NULL);
  g_autofree char *contents = NULL;
  g_auto (GStrv) lines = NULL;
  int n_steps = 0;
  int n_extra_steps = 0;
  int n_solved = 0;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  lines = g_strsplit (contents, "\n", -1);
  for (int l = 0; lines[l] != NULL; l++)
    {
      g_auto (GStrv) parts = NULL;
      SkGrid puzzle, solution;
      SkLayout layout;
      SkCandidateGrid cg;
      SkLogicOptions options;
      gboolean solved = FALSE;

      if (lines[l][0] == '\0' || lines[l][0] == '#')
        continue;
      parts = g_strsplit (lines[l], ":", 3);
      g_assert_true (sk_text_parse_line (parts[1], strlen (parts[1]), &puzzle));
      g_assert_true (sk_text_parse_line (parts[2], strlen (parts[2]), &solution));
      layout_for (parts[0], &layout);
      sk_candidate_grid_init (&cg, &puzzle, &layout);
      sk_logic_options_init (&options);
      options.assume_unique = true;

      for (int cell = 0; cell < SK_CELLS; cell++)
        if (puzzle.cell[cell] == 0)
          g_assert_cmphex (cg.cand[cell] & (1u << (solution.cell[cell] - 1)), !=, 0);

      for (;;)
        {
          SkStep step;
          char sentence[2048];
          gboolean filled = TRUE;

          for (int cell = 0; cell < SK_CELLS; cell++)
            filled &= cg.grid.cell[cell] != 0;
          if (filled)
            {
              solved = TRUE;
              break;
            }
          if (!sk_logic_find_step (&cg, &layout, &options, &step))
            break;
          g_assert_cmpint (sk_technique_info (step.technique)->flags & SK_TECHNIQUE_FLAG_REGIONS_ONLY, ==, 0);
          for (int cell = 0; cell < SK_CELLS; cell++)
            {
              if (step.place[cell] != 0)
                g_assert_cmpint (step.place[cell], ==, solution.cell[cell]);
              g_assert_cmphex (step.remove[cell] & (1u << (solution.cell[cell] - 1)), ==, 0);
            }
          sk_step_explain (&step, &layout, NULL, SK_EXPLAIN_OUTCOME, sentence, sizeof sentence);
          g_assert_true (sk_text_names_cell (sentence));
          if ((step.base_units | step.cover_units) >> SK_UNITS)
            {
              n_extra_steps++;
              g_assert_true (strstr (sentence, "diagonal") != NULL || strstr (sentence, "window") != NULL ||
                             strstr (sentence, "extra house") != NULL);
            }
          sk_step_apply (&step, &cg, &layout);
          n_steps++;
        }
      if (solved)
        {
          g_assert_cmpmem (cg.grid.cell, SK_CELLS, solution.cell, SK_CELLS);
          n_solved++;
        }
    }
  g_test_message ("%d steps, %d on extra houses, %d puzzles solved by logic", n_steps, n_extra_steps, n_solved);
  g_assert_cmpint (n_extra_steps, >, 0);
  g_assert_cmpint (n_solved, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sk-variants/extra-houses", test_extra_houses);
  g_test_add_func ("/sk-variants/clash", test_clash_in_extra_house);
  g_test_add_func ("/sk-variants/puzzles", test_variant_puzzles);
  g_test_add_func ("/sk-variants/logic-replay", test_logic_replay);
  return g_test_run ();
}
