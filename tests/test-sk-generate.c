/* test-sk-generate.c: generated puzzles checked from outside the generator
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The generator digs with the propagating solver or with its own singles
 * check; every claim about what it made is checked here another way:
 * uniqueness and minimality with Dancing Links, the level and the technique
 * by rating the puzzle again, the easy levels' sparseness by the logic
 * engine restricted to the singles, symmetry and regions cell by cell.
 */

#include <glib.h>
#include <stdatomic.h>
#include <string.h>

#include "sk-generate.h"
#include "sk-solver.h"
#include "sudoku-test-util.h"

/* Extreme takes hundreds of attempts on average; this seed reaches it in a
 * few dozen, which keeps the test short (under valgrind too). The level is
 * still checked by rating the puzzle again. */
#define EXTREME_SEED 12

/* The bound asked for; valgrind slows everything down fifty times. */
#define CANCEL_LATENCY_US (g_getenv ("SUDOKU_TEST_UNDER_VALGRIND") != NULL ? 1000 * 1000 : 100 * 1000)

/* The shipped Windmill layout: a quarter turn maps it onto itself, a mirror does not. */
#define WINDMILL_MAP \
  "111112223441112223444152233444452333665555533666758888667759888677799988677799999"

/* ---- checks ---- */

static int
count_solutions_dlx (const SkGrid   *puzzle,
                     const SkLayout *layout,
                     SkGrid         *solution)
{
  SkSolveOptions options;
  SkSolveResult result;

  sk_solve_options_init (&options);
  options.limit = 2;
  options.algorithm = SK_ALGORITHM_DLX;
  sk_solve (puzzle, layout, &options, &result);
  g_assert_cmpint (result.status, ==, SK_SOLVE_SOLVED);
  if (solution != NULL)
    *solution = result.solution;
  return result.n_solutions;
}

/* The puzzle is part of its solution, which is the only one. */
static void
assert_unique_puzzle (const SkGenerateResult *r)
{
  SkGrid solution;

  g_assert_cmpint (r->status, ==, SK_GENERATE_OK);
  g_assert_cmpint (count_solutions_dlx (&r->puzzle, &r->layout, &solution), ==, 1);
  sudoku_test_assert_grids_equal (&solution, &r->solution);
  for (int cell = 0; cell < SK_CELLS; cell++)
    g_assert_true (r->puzzle.cell[cell] == 0 || r->puzzle.cell[cell] == r->solution.cell[cell]);
}

/* No orbit of givens can go without a second solution appearing. */
static void
assert_minimal (const SkGenerateResult *r,
                SkSymmetry              symmetry)
{
  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      SkGrid fewer = r->puzzle;

      if (r->puzzle.cell[cell] == 0)
        continue;
      for (int k = 0, c = cell; k < 4; k++, c = sk_symmetry_map (symmetry, c))
        fewer.cell[c] = 0;
      g_assert_cmpint (count_solutions_dlx (&fewer, &r->layout, NULL), ==, 2);
    }
}

static SkRating
rate_again (const SkGenerateResult *r)
{
  SkRating rating;

  g_assert_cmpint (sk_logic_rate (&r->puzzle, &r->layout, NULL, NULL, NULL, &rating), ==,
                   SK_LOGIC_SOLVED);
  return rating;
}

#define TECH(t) (G_GUINT64_CONSTANT (1) << (t))

/* Whether the logic engine finishes @puzzle with only the @techniques (bits),
 * no step rated above @max_rating, no search. */
static gboolean
logic_finishes (const SkGrid   *puzzle,
                const SkLayout *layout,
                guint64         techniques,
                int             max_rating)
{
  SkLogicOptions options;
  SkCandidateGrid cg;
  SkRating rating;

  sk_logic_options_init (&options);
  options.disabled = ~techniques;
  sk_candidate_grid_init (&cg, puzzle, layout);
  if (sk_logic_path (&cg, layout, &options, NULL, NULL, &rating) != SK_LOGIC_SOLVED)
    return FALSE;
  return !rating.used_search && rating.rating <= max_rating;
}

/* What Easy, Medium and Hard puzzles are dug with: Easy the full house and
 * hidden singles in regions, Medium also hidden singles in lines and naked
 * singles, Hard every technique rated below 5.0 but the uniqueness ones. */
static gboolean
level_finishes (const SkGrid   *puzzle,
                const SkLayout *layout,
                SkLevel         level)
{
  guint64 techniques = TECH (SK_TECH_FULL_HOUSE) | TECH (SK_TECH_HIDDEN_SINGLE_REGION);

  if (level == SK_LEVEL_MEDIUM)
    techniques |= TECH (SK_TECH_HIDDEN_SINGLE_LINE) | TECH (SK_TECH_NAKED_SINGLE);
  if (level == SK_LEVEL_HARD)
    {
      techniques = 0;
      for (int t = 0; t < SK_TECH_SEARCH; t++)
        if (sk_technique_info ((SkTechnique) t)->rating < 50)
          techniques |= TECH (t);
      techniques &= ~(TECH (SK_TECH_UNIQUE_RECTANGLE_1) | TECH (SK_TECH_UNIQUE_RECTANGLE_2)
                      | TECH (SK_TECH_UNIQUE_RECTANGLE_3) | TECH (SK_TECH_UNIQUE_RECTANGLE_4));
      return logic_finishes (puzzle, layout, techniques, 49);
    }
  return logic_finishes (puzzle, layout, techniques, 100);
}

static SkGenerateResult
generate (const SkLayout *layout,
          SkLevel         level,
          SkSymmetry      symmetry,
          uint64_t        seed)
{
  SkGenerateOptions options;
  SkGenerateResult result;

  sk_generate_options_init (&options);
  options.level = level;
  options.symmetry = symmetry;
  options.seed = seed;
  sk_generate (layout, &options, &result);
  g_test_message ("level %s, seed %" G_GUINT64_FORMAT ": %u attempts, %u discarded, %.2f ms",
                  sk_level_to_id (level), seed, result.attempts, result.discarded,
                  (double) result.elapsed_ns / 1e6);
  return result;
}

/* ---- tests ---- */

static void
check_levels_on (const SkLayout *layout)
{
  /* Extreme puzzles are rare among minimal ones (hundreds of attempts, about
   * a second each); the other levels take milliseconds. Extreme is checked
   * once, in test_extreme. */
  for (int level = SK_LEVEL_EASY; level <= SK_LEVEL_DIABOLICAL; level++)
    for (uint64_t seed = 1; seed <= 2; seed++)
      {
        SkGenerateResult r = generate (layout, (SkLevel) level, SK_SYMMETRY_NONE, seed);
        SkRating rating;

        assert_unique_puzzle (&r);
        g_assert_true (sk_layout_equal (&r.layout, layout));
        rating = rate_again (&r);
        g_assert_cmpint (rating.level, ==, level);
        g_assert_cmpint (rating.rating, ==, r.rating.rating);
        g_assert_cmpint (r.attempts, >=, 1);
        g_assert_cmpuint (r.discarded, <, r.attempts);

        if (level >= SK_LEVEL_DIABOLICAL)
          assert_minimal (&r, SK_SYMMETRY_NONE);
        else
          {
            /* As sparse as the level's techniques allow: each given is needed. */
            g_assert_true (level_finishes (&r.puzzle, layout, (SkLevel) level));
            for (int cell = 0; cell < SK_CELLS; cell++)
              if (r.puzzle.cell[cell] != 0)
                {
                  SkGrid fewer = r.puzzle;

                  fewer.cell[cell] = 0;
                  g_assert_false (level_finishes (&fewer, layout, (SkLevel) level));
                }
          }
      }
}

static void
test_levels_standard (void)
{
  SkLayout layout;

  sk_layout_init_standard (&layout);
  check_levels_on (&layout);
}

static void
test_levels_jigsaw (void)
{
  SkLayout layout;

  sudoku_test_layout_from_map (WINDMILL_MAP, &layout);
  check_levels_on (&layout);
}

static void
test_extreme (void)
{
  SkLayout layout;
  SkGenerateResult r;

  sk_layout_init_standard (&layout);
  r = generate (&layout, SK_LEVEL_EXTREME, SK_SYMMETRY_NONE, EXTREME_SEED);
  assert_unique_puzzle (&r);
  assert_minimal (&r, SK_SYMMETRY_NONE);
  g_assert_cmpint (rate_again (&r).level, ==, SK_LEVEL_EXTREME);
}

static void
test_symmetry_standard (void)
{
  SkLayout layout;

  sk_layout_init_standard (&layout);
  for (int s = 0; s < SK_N_SYMMETRIES; s++)
    {
      SkGenerateResult r;

      g_assert_true (sk_symmetry_fits ((SkSymmetry) s, &layout));
      r = generate (&layout, SK_LEVEL_DIABOLICAL, (SkSymmetry) s, 7);
      assert_unique_puzzle (&r);
      g_assert_true (sk_symmetry_holds ((SkSymmetry) s, &r.puzzle));
      for (int cell = 0; cell < SK_CELLS; cell++)
        {
          int image = sk_symmetry_map ((SkSymmetry) s, cell);

          g_assert_cmpint (r.puzzle.cell[cell] != 0, ==, r.puzzle.cell[image] != 0);
        }
      assert_minimal (&r, (SkSymmetry) s);
    }
}

static void
test_symmetry_jigsaw (void)
{
  SkLayout layout;
  SkGenerateResult r;

  sudoku_test_layout_from_map (WINDMILL_MAP, &layout);
  g_assert_true (sk_symmetry_fits (SK_SYMMETRY_ROTATE_90, &layout));
  g_assert_true (sk_symmetry_fits (SK_SYMMETRY_ROTATE_180, &layout));
  g_assert_false (sk_symmetry_fits (SK_SYMMETRY_MIRROR, &layout));
  g_assert_false (sk_symmetry_fits (SK_SYMMETRY_DIAGONAL, &layout));

  r = generate (&layout, SK_LEVEL_DIABOLICAL, SK_SYMMETRY_ROTATE_90, 3);
  assert_unique_puzzle (&r);
  g_assert_true (sk_symmetry_holds (SK_SYMMETRY_ROTATE_90, &r.puzzle));
  assert_minimal (&r, SK_SYMMETRY_ROTATE_90);

  r = generate (&layout, SK_LEVEL_HARD, SK_SYMMETRY_MIRROR, 3);
  g_assert_cmpint (r.status, ==, SK_GENERATE_NO_SYMMETRY);
}

/* A house of no named set: a chevron from r5c1 up to r1c5 and down to r5c9.
 * The mirror keeps it; the other maps send it where no house is. */
static const int chevron[SK_SIZE] = { 4, 12, 14, 20, 24, 28, 34, 36, 44 };

static void
test_symmetry_variants (void)
{
  SkLayout layout;
  SkGenerateOptions options;
  SkGenerateResult r;

  /* Each named set on the standard boxes maps onto itself under every map. */
  for (int set = 0; set < SK_N_EXTRA_SETS; set++)
    {
      sk_layout_init_standard (&layout);
      sk_layout_add_extra_set (&layout, (SkExtraSet) set, NULL);
      for (int s = 0; s < SK_N_SYMMETRIES; s++)
        g_assert_true (sk_symmetry_fits ((SkSymmetry) s, &layout));
    }

  sk_layout_init_standard (&layout);
  sk_layout_add_extra_house (&layout, chevron, SK_SIZE, NULL);
  g_assert_true (sk_symmetry_fits (SK_SYMMETRY_MIRROR, &layout));
  g_assert_false (sk_symmetry_fits (SK_SYMMETRY_ROTATE_180, &layout));
  g_assert_false (sk_symmetry_fits (SK_SYMMETRY_ROTATE_90, &layout));
  g_assert_false (sk_symmetry_fits (SK_SYMMETRY_DIAGONAL, &layout));
  /* The regions alone allow it: the house is what refuses. */
  g_assert_true (sk_symmetry_fits_regions (SK_SYMMETRY_ROTATE_180, layout.region));

  r = generate (&layout, SK_LEVEL_MEDIUM, SK_SYMMETRY_MIRROR, 5);
  assert_unique_puzzle (&r);
  g_assert_true (sk_symmetry_holds (SK_SYMMETRY_MIRROR, &r.puzzle));
  g_assert_true (sk_layout_equal (&r.layout, &layout));
  r = generate (&layout, SK_LEVEL_MEDIUM, SK_SYMMETRY_ROTATE_180, 5);
  g_assert_cmpint (r.status, ==, SK_GENERATE_NO_SYMMETRY);

  /* A random layout keeps the symmetry, but cannot make the house keep it. */
  sk_generate_options_init (&options);
  options.random_layout = true;
  options.symmetry = SK_SYMMETRY_ROTATE_180;
  g_assert_cmpint (sk_generate (&layout, &options, &r), ==, SK_GENERATE_NO_SYMMETRY);
}

/* Sudoku-X at each level below Extreme: one solution with the diagonals,
 * the level on a second rating, and Easy to Hard finished by their own
 * techniques, which look into the diagonals too. */
static void
test_variant_levels (void)
{
  SkLayout layout;

  sk_layout_init_standard (&layout);
  sk_layout_add_extra_set (&layout, SK_EXTRA_DIAGONALS, NULL);
  for (int level = SK_LEVEL_EASY; level <= SK_LEVEL_DIABOLICAL; level++)
    {
      SkGenerateResult r = generate (&layout, (SkLevel) level, SK_SYMMETRY_ROTATE_180, 2);

      assert_unique_puzzle (&r);
      g_assert_true (sk_layout_equal (&r.layout, &layout));
      g_assert_cmpint (rate_again (&r).level, ==, level);
      if (level <= SK_LEVEL_HARD)
        g_assert_true (level_finishes (&r.puzzle, &r.layout, (SkLevel) level));
    }
}

/* Random jigsaw layouts with the diagonals: jigsaw-X, symmetric. */
static void
test_random_layout_variant (void)
{
  SkLayout layout;
  SkGenerateOptions options;
  SkGenerateResult r;

  sk_layout_init_standard (&layout);
  sk_layout_add_extra_set (&layout, SK_EXTRA_DIAGONALS, NULL);
  sk_generate_options_init (&options);
  options.level = SK_LEVEL_HARD;
  options.symmetry = SK_SYMMETRY_ROTATE_180;
  options.random_layout = true;
  options.seed = 4;
  g_assert_cmpint (sk_generate (&layout, &options, &r), ==, SK_GENERATE_OK);
  assert_unique_puzzle (&r);
  g_assert_false (sk_layout_regions_are_standard (&r.layout));
  g_assert_cmpint (sk_layout_find_disconnected (&r.layout), <, 0);
  g_assert_cmpint (r.layout.n_extra, ==, 2);
  g_assert_true (sk_layout_has_extra_set (&r.layout, SK_EXTRA_DIAGONALS));
  g_assert_true (sk_symmetry_fits (SK_SYMMETRY_ROTATE_180, &r.layout));
  g_assert_true (sk_symmetry_holds (SK_SYMMETRY_ROTATE_180, &r.puzzle));
  g_assert_cmpint (rate_again (&r).level, ==, SK_LEVEL_HARD);
}

static void
test_symmetry_maps (void)
{
  /* Each map is a permutation of the cells of its order. */
  for (int s = 0; s < SK_N_SYMMETRIES; s++)
    {
      gboolean hit[SK_CELLS] = { FALSE };

      for (int cell = 0; cell < SK_CELLS; cell++)
        {
          int c = cell;

          for (int k = 0; k < sk_symmetry_order ((SkSymmetry) s); k++)
            c = sk_symmetry_map ((SkSymmetry) s, c);
          g_assert_cmpint (c, ==, cell);
          g_assert_false (hit[sk_symmetry_map ((SkSymmetry) s, cell)]);
          hit[sk_symmetry_map ((SkSymmetry) s, cell)] = TRUE;
        }
    }
  g_assert_cmpint (sk_symmetry_map (SK_SYMMETRY_ROTATE_90, 0), ==, 8);
  g_assert_cmpint (sk_symmetry_map (SK_SYMMETRY_ROTATE_180, 0), ==, 80);
  g_assert_cmpint (sk_symmetry_map (SK_SYMMETRY_MIRROR, 10), ==, 16);
  g_assert_cmpint (sk_symmetry_map (SK_SYMMETRY_DIAGONAL, 1), ==, 9);
}

static void
test_random_layouts (void)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (int s = 0; s < SK_N_SYMMETRIES; s++)
    for (uint64_t seed = 0; seed < 20; seed++)
      {
        SkLayout layout;
        char symbols[SK_CELLS + 1];
        int size[SK_SIZE] = { 0 };

        sk_layout_init_random (&layout, seed, (SkSymmetry) s);
        for (int cell = 0; cell < SK_CELLS; cell++)
          size[layout.region[cell]]++;
        for (int r = 0; r < SK_SIZE; r++)
          g_assert_cmpint (size[r], ==, SK_SIZE);
        g_assert_cmpint (sk_layout_find_disconnected (&layout), <, 0);
        g_assert_true (sk_symmetry_fits ((SkSymmetry) s, &layout));
        g_assert_false (sk_layout_is_standard (&layout));

        /* Different every time. */
        sk_layout_to_symbols (&layout, symbols);
        g_assert_false (g_hash_table_contains (seen, symbols));
        g_hash_table_add (seen, g_strdup (symbols));
      }
}

static void
test_random_layout_puzzles (void)
{
  for (int s = 0; s < SK_N_SYMMETRIES; s++)
    {
      SkGenerateOptions options;
      SkGenerateResult r;

      sk_generate_options_init (&options);
      options.level = SK_LEVEL_HARD;
      options.symmetry = (SkSymmetry) s;
      options.random_layout = true;
      options.seed = 11;
      sk_generate (NULL, &options, &r);
      assert_unique_puzzle (&r);
      g_assert_false (sk_layout_is_standard (&r.layout));
      g_assert_cmpint (sk_layout_find_disconnected (&r.layout), <, 0);
      g_assert_true (sk_symmetry_fits ((SkSymmetry) s, &r.layout));
      g_assert_true (sk_symmetry_holds ((SkSymmetry) s, &r.puzzle));
      g_assert_cmpint (rate_again (&r).level, ==, SK_LEVEL_HARD);
    }
}

static void
test_same_seed (void)
{
  SkLayout layout;

  sk_layout_init_standard (&layout);
  for (int level = SK_LEVEL_EASY; level <= SK_LEVEL_DIABOLICAL; level++)
    {
      SkGenerateResult a = generate (&layout, (SkLevel) level, SK_SYMMETRY_NONE, 42);
      SkGenerateResult b = generate (&layout, (SkLevel) level, SK_SYMMETRY_NONE, 42);
      SkGenerateResult c = generate (&layout, (SkLevel) level, SK_SYMMETRY_NONE, 43);

      sudoku_test_assert_grids_equal (&a.puzzle, &b.puzzle);
      g_assert_cmpuint (a.attempts, ==, b.attempts);
      g_assert_false (memcmp (&a.puzzle, &c.puzzle, sizeof a.puzzle) == 0);
    }
}

static void
test_givens (void)
{
  SkLayout layout;
  const struct { SkLevel level; int givens; SkSymmetry symmetry; } cases[] = {
    { SK_LEVEL_EASY, 36, SK_SYMMETRY_NONE },
    { SK_LEVEL_MEDIUM, 30, SK_SYMMETRY_NONE },
    { SK_LEVEL_HARD, 28, SK_SYMMETRY_NONE },
    { SK_LEVEL_HARD, 30, SK_SYMMETRY_ROTATE_180 },
  };

  sk_layout_init_standard (&layout);
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      SkGenerateOptions options;
      SkGenerateResult r;

      sk_generate_options_init (&options);
      options.level = cases[i].level;
      options.givens = cases[i].givens;
      options.symmetry = cases[i].symmetry;
      options.seed = 5;
      sk_generate (&layout, &options, &r);
      assert_unique_puzzle (&r);
      g_assert_cmpint (sk_grid_count_filled (&r.puzzle), ==, cases[i].givens);
      g_assert_true (sk_symmetry_holds (cases[i].symmetry, &r.puzzle));
      g_assert_cmpint (rate_again (&r).level, ==, cases[i].level);
    }
}

typedef struct
{
  SkTechnique technique;
  int         rating;  /* of its hardest step on the path; 0 when unused */
} TechniqueSeen;

static bool
note_technique (const SkStep          *step,
                const SkCandidateGrid *before,
                void                  *user_data)
{
  TechniqueSeen *seen = user_data;

  if (step->technique == seen->technique)
    seen->rating = MAX (seen->rating, step->rating);
  return true;
}

static void
test_technique (void)
{
  const SkTechnique wanted[] = {
    SK_TECH_X_WING, SK_TECH_XY_WING, SK_TECH_NAKED_PAIR, SK_TECH_XY_CHAIN, SK_TECH_UNIQUE_RECTANGLE_1,
  };
  SkLayout layout;

  sk_layout_init_standard (&layout);
  for (gsize i = 0; i < G_N_ELEMENTS (wanted); i++)
    {
      SkGenerateOptions options;
      SkGenerateResult r;
      TechniqueSeen seen = { wanted[i], 0 };
      SkRating rating;

      sk_generate_options_init (&options);
      options.technique = (int) wanted[i];
      options.any_level = true;
      options.seed = 15;
      sk_generate (&layout, &options, &r);
      g_test_message ("%s: %u attempts", sk_technique_info (wanted[i])->id, r.attempts);
      assert_unique_puzzle (&r);
      g_assert_cmpint (sk_logic_rate (&r.puzzle, &r.layout, NULL, note_technique, &seen, &rating),
                       ==, SK_LOGIC_SOLVED);
      /* The path uses it, and no step is harder. */
      g_assert_cmpint (seen.rating, >, 0);
      g_assert_cmpint (rating.rating, <=, seen.rating);
      g_assert_cmpint (r.rating.rating, ==, rating.rating);
    }
}

static void
test_bad_options (void)
{
  SkLayout layout;
  SkGenerateOptions options;
  SkGenerateResult r;

  sk_layout_init_standard (&layout);
  sk_generate_options_init (&options);
  options.level = (SkLevel) SK_N_LEVELS;
  g_assert_cmpint (sk_generate (&layout, &options, &r), ==, SK_GENERATE_BAD_OPTIONS);

  sk_generate_options_init (&options);
  options.technique = SK_TECH_SEARCH;
  g_assert_cmpint (sk_generate (&layout, &options, &r), ==, SK_GENERATE_BAD_OPTIONS);

  sk_generate_options_init (&options);
  options.givens = SK_CELLS + 1;
  g_assert_cmpint (sk_generate (&layout, &options, &r), ==, SK_GENERATE_BAD_OPTIONS);

  /* Too few givens for any puzzle: the time limit ends it with a status. */
  sk_generate_options_init (&options);
  options.givens = 12;
  options.max_elapsed_ns = 200 * G_GUINT64_CONSTANT (1000000);
  g_assert_cmpint (sk_generate (&layout, &options, &r), ==, SK_GENERATE_TIMED_OUT);
  g_assert_cmpuint (r.attempts, >=, 1);
  g_assert_cmpuint (r.discarded, ==, r.attempts - (r.attempts > r.discarded ? 1 : 0));
}

static void
test_unsolvable_layout (void)
{
  /* Region 1 is column 0 but its last cell, plus r9c2. Column 0 then needs
   * at r9c1 the one digit region 1 has at r9c2, in the same row: no grid. */
  SkLayout layout;
  SkGenerateOptions options;
  SkGenerateResult r;

  sudoku_test_layout_from_map ("122222222" "123333333" "133444444" "144455555" "155556666"
                               "166666777" "177777788" "188888889" "919999999", &layout);
  sk_generate_options_init (&options);
  g_assert_cmpint (sk_generate (&layout, &options, &r), ==, SK_GENERATE_NO_SOLUTION);

  /* A jigsaw (regions 1 and 9 swap a corner) with both diagonals and row 1
   * as extra houses: a search finds no grid for minutes. The check gives
   * up in a second or two, with the same answer, instead of never. */
  {
    static const int row1[SK_SIZE] = { 0, 1, 2, 3, 4, 5, 6, 7, 8 };
    int diagonal[SK_SIZE], anti[SK_SIZE];
    gint64 started;

    sudoku_test_layout_from_map ("911122222" "131124425" "331144225" "633444775" "663344775"
                                 "668377755" "688397755" "688999995" "668888991", &layout);
    for (int i = 0; i < SK_SIZE; i++)
      {
        diagonal[i] = i * SK_SIZE + i;
        anti[i] = i * SK_SIZE + (SK_SIZE - 1 - i);
      }
    g_assert_cmpint (sk_layout_add_extra_house (&layout, diagonal, SK_SIZE, NULL), ==, SK_LAYOUT_OK);
    g_assert_cmpint (sk_layout_add_extra_house (&layout, anti, SK_SIZE, NULL), ==, SK_LAYOUT_OK);
    g_assert_cmpint (sk_layout_add_extra_house (&layout, row1, SK_SIZE, NULL), ==, SK_LAYOUT_OK);
    started = g_get_monotonic_time ();
    g_assert_cmpint (sk_generate (&layout, &options, &r), ==, SK_GENERATE_NO_SOLUTION);
    g_test_message ("gave up after %.1f s", (g_get_monotonic_time () - started) / 1e6);
  }
}

typedef struct
{
  SkGenerateOptions options;
  SkGenerateResult  result;
  SkLayout          layout;
  gint64            returned_at;
} CancelJob;

static gpointer
cancel_job_run (gpointer data)
{
  CancelJob *job = data;

  sk_generate (&job->layout, &job->options, &job->result);
  job->returned_at = g_get_monotonic_time ();
  return NULL;
}

static void
test_cancel (void)
{
  /* No time limit, and a request no puzzle meets (an Extreme puzzle whose
   * hardest step is a full house): only the flag ends it. A merely rare
   * level was once found within the 50 ms before the flag went up. */
  for (int random_layout = 0; random_layout <= 1; random_layout++)
    {
      CancelJob job;
      atomic_int cancel = 0;
      GThread *thread;
      gint64 raised_at;

      sk_layout_init_standard (&job.layout);
      sk_generate_options_init (&job.options);
      job.options.level = SK_LEVEL_EXTREME;
      job.options.technique = SK_TECH_FULL_HOUSE;
      job.options.any_level = false;
      job.options.random_layout = random_layout;
      job.options.cancel = &cancel;
      job.options.seed = 1;
      thread = g_thread_new ("generate", cancel_job_run, &job);
      g_usleep (50 * 1000);
      raised_at = g_get_monotonic_time ();
      atomic_store (&cancel, 1);
      g_thread_join (thread);

      g_test_message ("stopped %" G_GINT64_FORMAT " µs after the flag, %u attempts",
                      job.returned_at - raised_at, job.result.attempts);
      g_assert_cmpint (job.result.status, ==, SK_GENERATE_CANCELLED);
      g_assert_cmpint (job.returned_at - raised_at, <, CANCEL_LATENCY_US);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/generate/levels/standard", test_levels_standard);
  g_test_add_func ("/generate/levels/jigsaw", test_levels_jigsaw);
  g_test_add_func ("/generate/levels/extreme", test_extreme);
  g_test_add_func ("/generate/symmetry/maps", test_symmetry_maps);
  g_test_add_func ("/generate/symmetry/standard", test_symmetry_standard);
  g_test_add_func ("/generate/symmetry/jigsaw", test_symmetry_jigsaw);
  g_test_add_func ("/generate/symmetry/variants", test_symmetry_variants);
  g_test_add_func ("/generate/variant/levels", test_variant_levels);
  g_test_add_func ("/generate/variant/random-layout", test_random_layout_variant);
  g_test_add_func ("/generate/random-layout/shapes", test_random_layouts);
  g_test_add_func ("/generate/random-layout/puzzles", test_random_layout_puzzles);
  g_test_add_func ("/generate/seed", test_same_seed);
  g_test_add_func ("/generate/givens", test_givens);
  g_test_add_func ("/generate/technique", test_technique);
  g_test_add_func ("/generate/bad-options", test_bad_options);
  g_test_add_func ("/generate/unsolvable-layout", test_unsolvable_layout);
  g_test_add_func ("/generate/cancel", test_cancel);

  return g_test_run ();
}
