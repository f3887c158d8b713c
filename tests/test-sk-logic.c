/* test-sk-logic.c: the technique table, levels, and whole paths replayed against the solution
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The soundness test does not trust the logic engine: every step of every
 * path is checked against the solution found by the search engine, and the
 * grid the steps build is replayed here, step by step, to the end.
 */

#include "sk-logic-test-util.h"

#include "sk-solver.h"

/* ---- the technique table and the levels ---- */

static void
test_technique_ids (void)
{
  for (int t = 0; t < SK_N_TECHNIQUES; t++)
    {
      const SkTechniqueInfo *info = sk_technique_info ((SkTechnique) t);
      SkTechnique back;

      g_assert_cmpint (info->technique, ==, t);
      g_assert_nonnull (info->name);
      /* kebab-case: lower-case letters, digits and single inner hyphens */
      g_assert_true (g_regex_match_simple ("^[a-z0-9]+(-[a-z0-9]+)*$", info->id, 0, 0));
      g_assert_true (sk_technique_from_id (info->id, &back));
      g_assert_cmpint (back, ==, t);
      for (int u = 0; u < t; u++)
        g_assert_cmpstr (sk_technique_info ((SkTechnique) u)->id, !=, info->id);
      g_assert_cmpint (info->rating, >=, 10);
      g_assert_cmpint (info->rating, <=, 100);
    }
  g_assert_false (sk_technique_from_id ("x_wing", &(SkTechnique) { 0 }));
  g_assert_false (sk_technique_from_id ("", &(SkTechnique) { 0 }));
}

/* Every technique as the command line, the settings and the rating show it,
 * written out by hand from the table of src/engine/DESIGN.md: a rating moved
 * by a tenth, a renamed id or a reordered row fails here. The level is the
 * one a puzzle whose hardest step is the technique gets. A deliberate change
 * of the table changes this copy, DESIGN.md and the help in the same commit. */
static const struct
{
  SkTechnique technique;
  const char *id;
  const char *name;
  double      rating;
  SkLevel     level;
} technique_table[] = {
    { SK_TECH_FULL_HOUSE, "full-house", "Full House", 1.0, SK_LEVEL_EASY },
    { SK_TECH_HIDDEN_SINGLE_REGION, "hidden-single-region", "Hidden Single in a region", 1.2, SK_LEVEL_EASY },
    { SK_TECH_HIDDEN_SINGLE_LINE, "hidden-single-line", "Hidden Single in a line", 1.5, SK_LEVEL_MEDIUM },
    { SK_TECH_DIRECT_POINTING, "direct-pointing", "Direct Pointing", 1.7, SK_LEVEL_MEDIUM },
    { SK_TECH_DIRECT_CLAIMING, "direct-claiming", "Direct Claiming", 1.9, SK_LEVEL_MEDIUM },
    { SK_TECH_DIRECT_HIDDEN_PAIR, "direct-hidden-pair", "Direct Hidden Pair", 2.0, SK_LEVEL_MEDIUM },
    { SK_TECH_NAKED_SINGLE, "naked-single", "Naked Single", 2.3, SK_LEVEL_MEDIUM },
    { SK_TECH_DIRECT_HIDDEN_TRIPLE, "direct-hidden-triple", "Direct Hidden Triple", 2.5, SK_LEVEL_HARD },
    { SK_TECH_POINTING, "pointing", "Pointing", 2.6, SK_LEVEL_HARD },
    { SK_TECH_CLAIMING, "claiming", "Claiming", 2.8, SK_LEVEL_HARD },
    { SK_TECH_LAW_OF_LEFTOVERS, "law-of-leftovers", "Law of Leftovers", 2.9, SK_LEVEL_HARD },
    { SK_TECH_NAKED_PAIR, "naked-pair", "Naked Pair", 3.0, SK_LEVEL_HARD },
    { SK_TECH_X_WING, "x-wing", "X-Wing", 3.2, SK_LEVEL_HARD },
    { SK_TECH_HIDDEN_PAIR, "hidden-pair", "Hidden Pair", 3.4, SK_LEVEL_HARD },
    { SK_TECH_NAKED_TRIPLE, "naked-triple", "Naked Triple", 3.6, SK_LEVEL_HARD },
    { SK_TECH_SWORDFISH, "swordfish", "Swordfish", 3.8, SK_LEVEL_HARD },
    { SK_TECH_HIDDEN_TRIPLE, "hidden-triple", "Hidden Triple", 4.0, SK_LEVEL_HARD },
    { SK_TECH_SKYSCRAPER, "skyscraper", "Skyscraper", 4.0, SK_LEVEL_HARD },
    { SK_TECH_TWO_STRING_KITE, "two-string-kite", "Two-String Kite", 4.1, SK_LEVEL_HARD },
    { SK_TECH_TURBOT_FISH, "turbot-fish", "Turbot Fish", 4.2, SK_LEVEL_HARD },
    { SK_TECH_XY_WING, "xy-wing", "XY-Wing", 4.2, SK_LEVEL_HARD },
    { SK_TECH_GROUPED_TURBOT_FISH, "grouped-turbot-fish", "Grouped Turbot Fish", 4.3, SK_LEVEL_HARD },
    { SK_TECH_XYZ_WING, "xyz-wing", "XYZ-Wing", 4.4, SK_LEVEL_HARD },
    { SK_TECH_UNIQUE_RECTANGLE_1, "unique-rectangle-1", "Unique Rectangle type 1", 4.5, SK_LEVEL_HARD },
    { SK_TECH_UNIQUE_RECTANGLE_2, "unique-rectangle-2", "Unique Rectangle type 2", 4.5, SK_LEVEL_HARD },
    { SK_TECH_UNIQUE_RECTANGLE_4, "unique-rectangle-4", "Unique Rectangle type 4", 4.5, SK_LEVEL_HARD },
    { SK_TECH_UNIQUE_RECTANGLE_3, "unique-rectangle-3", "Unique Rectangle type 3", 4.6, SK_LEVEL_HARD },
    { SK_TECH_UNIQUE_LOOP, "unique-loop", "Unique Loop", 4.6, SK_LEVEL_HARD },
    { SK_TECH_NAKED_QUAD, "naked-quad", "Naked Quad", 5.0, SK_LEVEL_DIABOLICAL },
    { SK_TECH_JELLYFISH, "jellyfish", "Jellyfish", 5.2, SK_LEVEL_DIABOLICAL },
    { SK_TECH_HIDDEN_QUAD, "hidden-quad", "Hidden Quad", 5.4, SK_LEVEL_DIABOLICAL },
    { SK_TECH_THREE_STRONG_LINKS, "three-strong-links", "Three Strong Links", 5.4, SK_LEVEL_DIABOLICAL },
    { SK_TECH_WXYZ_WING, "wxyz-wing", "WXYZ-Wing", 5.5, SK_LEVEL_DIABOLICAL },
    { SK_TECH_BUG_PLUS_ONE, "bug-plus-one", "BUG+1", 5.6, SK_LEVEL_DIABOLICAL },
    { SK_TECH_BUG_TYPE_2, "bug-type-2", "BUG type 2", 5.7, SK_LEVEL_DIABOLICAL },
    { SK_TECH_FOUR_STRONG_LINKS, "four-strong-links", "Four Strong Links", 5.8, SK_LEVEL_DIABOLICAL },
    { SK_TECH_FINNED_X_WING, "finned-x-wing", "Finned X-Wing", 6.0, SK_LEVEL_DIABOLICAL },
    { SK_TECH_SASHIMI_X_WING, "sashimi-x-wing", "Sashimi X-Wing", 6.1, SK_LEVEL_DIABOLICAL },
    { SK_TECH_VWXYZ_WING, "vwxyz-wing", "VWXYZ-Wing", 6.2, SK_LEVEL_DIABOLICAL },
    { SK_TECH_FINNED_SWORDFISH, "finned-swordfish", "Finned Swordfish", 6.2, SK_LEVEL_DIABOLICAL },
    { SK_TECH_SASHIMI_SWORDFISH, "sashimi-swordfish", "Sashimi Swordfish", 6.3, SK_LEVEL_DIABOLICAL },
    { SK_TECH_FINNED_JELLYFISH, "finned-jellyfish", "Finned Jellyfish", 6.4, SK_LEVEL_DIABOLICAL },
    { SK_TECH_SASHIMI_JELLYFISH, "sashimi-jellyfish", "Sashimi Jellyfish", 6.5, SK_LEVEL_DIABOLICAL },
    { SK_TECH_X_CYCLE, "x-cycle", "X-Cycle", 6.5, SK_LEVEL_DIABOLICAL },
    { SK_TECH_XY_CYCLE, "xy-cycle", "XY-Cycle", 6.5, SK_LEVEL_DIABOLICAL },
    { SK_TECH_UVWXYZ_WING, "uvwxyz-wing", "UVWXYZ-Wing", 6.6, SK_LEVEL_DIABOLICAL },
    { SK_TECH_SIMPLE_COLOURING, "simple-colouring", "Simple Colouring", 6.7, SK_LEVEL_DIABOLICAL },
    { SK_TECH_W_WING, "w-wing", "W-Wing", 6.8, SK_LEVEL_DIABOLICAL },
    { SK_TECH_XY_CHAIN, "xy-chain", "XY-Chain", 7.0, SK_LEVEL_DIABOLICAL },
    { SK_TECH_AIC, "aic", "Alternating Inference Chain", 7.0, SK_LEVEL_DIABOLICAL },
    { SK_TECH_ALS_XZ, "als-xz", "ALS-XZ", 7.2, SK_LEVEL_DIABOLICAL },
    { SK_TECH_TUVWXYZ_WING, "tuvwxyz-wing", "TUVWXYZ-Wing", 7.5, SK_LEVEL_DIABOLICAL },
    { SK_TECH_ALIGNED_TRIPLET_EXCLUSION, "aligned-triplet-exclusion", "Aligned Triplet Exclusion", 7.5, SK_LEVEL_DIABOLICAL },
    { SK_TECH_NISHIO_FORCING_CHAIN, "nishio-forcing-chain", "Nishio Forcing Chain", 7.5, SK_LEVEL_DIABOLICAL },
    { SK_TECH_CONTRADICTION_FORCING_CHAIN, "contradiction-forcing-chain", "Contradiction Forcing Chain", 8.0, SK_LEVEL_DIABOLICAL },
    { SK_TECH_CELL_FORCING_CHAIN, "cell-forcing-chain", "Cell Forcing Chain", 8.0, SK_LEVEL_DIABOLICAL },
    { SK_TECH_UNIT_FORCING_CHAIN, "unit-forcing-chain", "Unit Forcing Chain", 8.0, SK_LEVEL_DIABOLICAL },
    { SK_TECH_DYNAMIC_CONTRADICTION_FORCING_CHAIN, "dynamic-contradiction-forcing-chain", "Dynamic Contradiction Forcing Chain", 8.5, SK_LEVEL_DIABOLICAL },
    { SK_TECH_DYNAMIC_CELL_FORCING_CHAIN, "dynamic-cell-forcing-chain", "Dynamic Cell Forcing Chain", 8.5, SK_LEVEL_DIABOLICAL },
    { SK_TECH_DYNAMIC_UNIT_FORCING_CHAIN, "dynamic-unit-forcing-chain", "Dynamic Unit Forcing Chain", 8.5, SK_LEVEL_DIABOLICAL },
    { SK_TECH_DYNAMIC_FORCING_CHAIN_PLUS, "dynamic-forcing-chain-plus", "Dynamic Forcing Chain (+)", 9.0, SK_LEVEL_EXTREME },
    { SK_TECH_NESTED_FORCING_CHAIN, "nested-forcing-chain", "Nested Forcing Chain", 9.5, SK_LEVEL_EXTREME },
    { SK_TECH_SEARCH, "search", "Search", 10.0, SK_LEVEL_EXTREME },
};

static void
test_technique_table (void)
{
  G_STATIC_ASSERT (G_N_ELEMENTS (technique_table) == SK_N_TECHNIQUES);

  for (gsize i = 0; i < G_N_ELEMENTS (technique_table); i++)
    {
      const SkTechniqueInfo *info = sk_technique_info (technique_table[i].technique);
      int tenths = (int) (technique_table[i].rating * 10 + 0.5);

      g_test_message ("%s", technique_table[i].id);
      /* The table's rows are in the finders' order. */
      g_assert_cmpint (technique_table[i].technique, ==, (SkTechnique) i);
      g_assert_cmpint (info->technique, ==, technique_table[i].technique);
      g_assert_cmpstr (info->id, ==, technique_table[i].id);
      g_assert_cmpstr (info->name, ==, technique_table[i].name);
      g_assert_cmpint (info->rating, ==, tenths);
      g_assert_cmpint (sk_level_from_rating (info->rating, info->technique == SK_TECH_SEARCH), ==,
                       technique_table[i].level);
      /* The finders run in this order and stop once no later row's base can
       * beat the best step: the base ratings never decrease. */
      if (i > 0)
        g_assert_cmpint (info->rating, >=, sk_technique_info ((SkTechnique) (i - 1))->rating);
    }
}

static void
test_levels (void)
{
  static const struct { int rating; SkLevel level; } cuts[] = {
    { 10, SK_LEVEL_EASY }, { 14, SK_LEVEL_EASY }, { 15, SK_LEVEL_MEDIUM }, { 24, SK_LEVEL_MEDIUM },
    { 25, SK_LEVEL_HARD }, { 49, SK_LEVEL_HARD }, { 50, SK_LEVEL_DIABOLICAL },
    { 89, SK_LEVEL_DIABOLICAL }, { 90, SK_LEVEL_EXTREME }, { 120, SK_LEVEL_EXTREME },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cuts); i++)
    g_assert_cmpint (sk_level_from_rating (cuts[i].rating, FALSE), ==, cuts[i].level);
  g_assert_cmpint (sk_level_from_rating (12, TRUE), ==, SK_LEVEL_EXTREME);
  for (int l = 0; l < SK_N_LEVELS; l++)
    {
      SkLevel back;

      g_assert_true (sk_level_from_id (sk_level_to_id ((SkLevel) l), &back));
      g_assert_cmpint (back, ==, l);
    }
  g_assert_cmpstr (sk_level_to_id (SK_LEVEL_DIABOLICAL), ==, "diabolical");
  g_assert_false (sk_level_from_id ("Diabolical", &(SkLevel) { 0 }));
}

static void
test_length_rating (void)
{
  /* Sudoku Explainer adds a tenth each time the length passes 4, 6, 8, 12,
   * 16, 24, 32, 48, ... */
  g_assert_cmpint (sk_logic_length_rating (70, 4), ==, 70);
  g_assert_cmpint (sk_logic_length_rating (70, 5), ==, 71);
  g_assert_cmpint (sk_logic_length_rating (70, 6), ==, 71);
  g_assert_cmpint (sk_logic_length_rating (70, 7), ==, 72);
  g_assert_cmpint (sk_logic_length_rating (70, 9), ==, 73);
  g_assert_cmpint (sk_logic_length_rating (70, 13), ==, 74);
  g_assert_cmpint (sk_logic_length_rating (70, 17), ==, 75);
  g_assert_cmpint (sk_logic_length_rating (70, 25), ==, 76);
}

/* ---- whole paths ---- */

typedef struct
{
  SkGrid          solution;
  const SkLayout *layout;
  SkCandidateGrid replay;  /* the grid as the steps so far left it */
  int             n_steps;
  int             n_search;
  int             hardest;
  int             counts[SK_N_TECHNIQUES];
} Replay;

/* What sk_logic_rate says of each puzzle of tests/data/logic/paths.txt, by
 * the line it is on: the rating, its level and the hardest technique, as
 * fixed numbers (SE's own rating of the standard ones is the file's second
 * field; ours differs where our techniques differ). Recorded from the code;
 * a change of a technique's rating, of a chain's length increments or of the
 * finders' order moves them, and must then be re-recorded on purpose (the
 * test's messages print each line's figures). */
static const struct
{
  int         line;
  double      rating;
  SkLevel     level;
  const char *hardest;
} path_ratings[] = {
  { 4, 1.2, SK_LEVEL_EASY, "hidden-single-region" },
  { 5, 1.2, SK_LEVEL_EASY, "hidden-single-region" },
  { 6, 2.3, SK_LEVEL_MEDIUM, "naked-single" },
  { 7, 1.5, SK_LEVEL_MEDIUM, "hidden-single-line" },
  { 8, 3.4, SK_LEVEL_HARD, "hidden-pair" },
  { 9, 3.2, SK_LEVEL_HARD, "x-wing" },
  { 10, 2.6, SK_LEVEL_HARD, "pointing" },
  { 11, 5.6, SK_LEVEL_DIABOLICAL, "wxyz-wing" },
  { 12, 5.5, SK_LEVEL_DIABOLICAL, "wxyz-wing" },
  { 13, 5.5, SK_LEVEL_DIABOLICAL, "wxyz-wing" },
  { 14, 7.2, SK_LEVEL_DIABOLICAL, "aic" },
  { 15, 8.3, SK_LEVEL_DIABOLICAL, "contradiction-forcing-chain" },
  { 16, 9.1, SK_LEVEL_EXTREME, "dynamic-contradiction-forcing-chain" },
  { 17, 2.8, SK_LEVEL_HARD, "claiming" },
  { 18, 2.6, SK_LEVEL_HARD, "pointing" },
  { 19, 1.7, SK_LEVEL_MEDIUM, "direct-pointing" },
  { 20, 1.5, SK_LEVEL_MEDIUM, "hidden-single-line" },
  { 21, 4.0, SK_LEVEL_HARD, "skyscraper" },
  { 22, 4.2, SK_LEVEL_HARD, "xy-wing" },
  { 23, 2.8, SK_LEVEL_HARD, "claiming" },
  { 24, 2.8, SK_LEVEL_HARD, "claiming" },
  { 25, 8.0, SK_LEVEL_DIABOLICAL, "nishio-forcing-chain" },
  { 26, 7.1, SK_LEVEL_DIABOLICAL, "aic" },
};

static bool
check_step (const SkStep          *step,
            const SkCandidateGrid *before,
            void                  *user_data)
{
  Replay *r = user_data;
  char text[4096];
  bool acts = false;

  /* The path hands each step the grid the earlier steps made. */
  g_assert_cmpmem (before->grid.cell, SK_CELLS, r->replay.grid.cell, SK_CELLS);
  g_assert_cmpmem (before->cand, sizeof before->cand, r->replay.cand, sizeof r->replay.cand);
  logic_test_assert_sound (step, &r->solution);
  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      if (step->place[cell] != 0)
        {
          g_assert_cmpint (before->grid.cell[cell], ==, 0);
          g_assert_cmpint (before->cand[cell] & sk_mask_of (step->place[cell]), !=, 0);
          acts = true;
        }
      if (step->remove[cell] != 0)
        {
          /* Only candidates that are there are removed. */
          g_assert_cmpint (step->remove[cell] & ~before->cand[cell], ==, 0);
          acts = true;
        }
    }
  g_assert_true (acts);
  g_assert_cmpint (step->rating, >=, sk_technique_info (step->technique)->rating);
  g_assert_cmpint (sk_step_describe (step, r->layout, text, sizeof text), >, 0);
  g_assert_cmpint (sk_step_format_actions (step, text, sizeof text), >, 0);
  for (int i = 0; i < step->n_marks; i++)
    g_assert_cmpint (step->marks[i].cell, <, SK_CELLS);
  for (int i = 0; i < step->n_links; i++)
    {
      g_assert_cmpint (step->links[i].from, <, step->n_nodes);
      g_assert_cmpint (step->links[i].to, <, step->n_nodes);
    }

  sk_step_apply (step, &r->replay, r->layout);
  r->n_steps++;
  r->counts[step->technique]++;
  if (step->technique == SK_TECH_SEARCH)
    r->n_search++;
  r->hardest = MAX (r->hardest, step->rating);
  return true;
}

static void
replay_line (const char *line,
             int         number)
{
  g_auto (GStrv) fields = g_strsplit_set (line, " \t", -1);
  const char *map = (fields[1] != NULL && strlen (fields[1]) == SK_CELLS) ? fields[1] : NULL;
  SkLayout layout;
  SkCandidateGrid start;
  SkSolveOptions options;
  SkSolveResult solved;
  SkRating rating;
  Replay r = { 0 };
  gsize expected = G_N_ELEMENTS (path_ratings);

  logic_test_grid (fields[0], map, &layout, &start);
  sk_solve_options_init (&options);
  options.limit = 2;
  sk_solve (&start.grid, &layout, &options, &solved);
  g_assert_cmpint (solved.status, ==, SK_SOLVE_SOLVED);
  g_assert_cmpint (solved.n_solutions, ==, 1);

  r.solution = solved.solution;
  r.layout = &layout;
  r.replay = start;
  g_assert_cmpint (sk_logic_rate (&start.grid, &layout, NULL, check_step, &r, &rating), ==,
                   SK_LOGIC_SOLVED);

  g_test_message ("line %d: %d.%d %s %s, %d steps, %d by search", number, rating.rating / 10,
                  rating.rating % 10, sk_level_to_id (rating.level),
                  sk_technique_info (rating.hardest)->id, rating.n_steps, r.n_search);
  /* The path ends in the solution, and the rating sums the path up. */
  g_assert_cmpmem (&r.replay.grid, sizeof (SkGrid), &solved.solution, sizeof (SkGrid));
  sudoku_test_assert_grids_equal (&rating.solution, &solved.solution);
  g_assert_cmpint (rating.n_steps, ==, r.n_steps);
  g_assert_cmpint (rating.rating, ==, r.hardest);
  g_assert_cmpint (rating.used_search, ==, r.n_search > 0);
  g_assert_cmpint (r.counts[rating.hardest], >, 0);

  for (gsize i = 0; i < G_N_ELEMENTS (path_ratings); i++)
    if (path_ratings[i].line == number)
      expected = i;
  if (expected == G_N_ELEMENTS (path_ratings))
    g_error ("paths.txt line %d: no row in path_ratings", number);
  g_assert_cmpint (rating.rating, ==, (int) (path_ratings[expected].rating * 10 + 0.5));
  g_assert_cmpint (rating.level, ==, path_ratings[expected].level);
  g_assert_cmpstr (sk_technique_info (rating.hardest)->id, ==, path_ratings[expected].hardest);
}

static void
test_paths_are_sound (void)
{
  g_autofree char *text = sudoku_test_read_data ("logic", "paths.txt", NULL);
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  int n = 0;

  for (int i = 0; lines[i] != NULL; i++)
    {
      if (lines[i][0] == '\0' || lines[i][0] == '#')
        continue;
      replay_line (lines[i], i + 1);
      n++;
    }
  g_assert_cmpint (n, >=, 20);
  /* No row is left over from a line that went. */
  g_assert_cmpint (n, ==, G_N_ELEMENTS (path_ratings));
}

/* ---- the next placement (a hint) ---- */

typedef struct
{
  int    n_before;  /* elimination steps before the first placement */
  SkStep placing;   /* that placement */
  bool   found;
} FirstPlacement;

static bool
stop_at_placement (const SkStep          *step,
                   const SkCandidateGrid *before,
                   void                  *user_data)
{
  FirstPlacement *first = user_data;

  for (int cell = 0; cell < SK_CELLS; cell++)
    if (step->place[cell] != 0)
      {
        first->placing = *step;
        first->found = true;
        return false;
      }
  first->n_before++;
  return true;
}

static bool
count_before (const SkStep          *step,
              const SkCandidateGrid *before,
              void                  *user_data)
{
  (*(int *) user_data)++;
  return true;
}

/* The hint is the path's first placement, after the same eliminations. */
static void
test_next_placement (void)
{
  g_autofree char *text = sudoku_test_read_data ("logic", "paths.txt", NULL);
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  g_autofree SkStep *step = g_new (SkStep, 1);
  g_autofree FirstPlacement *first = g_new (FirstPlacement, 1);
  int n = 0, with_eliminations = 0;

  for (int i = 0; lines[i] != NULL; i++)
    {
      g_auto (GStrv) fields = g_strsplit_set (lines[i], " \t", -1);
      const char *map;
      SkGrid grid;
      SkLayout layout;
      SkCandidateGrid start;
      SkLogicOptions options = logic_test_options ();
      SkRating rating;
      int n_before = 0;

      if (lines[i][0] == '\0' || lines[i][0] == '#')
        continue;
      map = (fields[1] != NULL && strlen (fields[1]) == SK_CELLS) ? fields[1] : NULL;
      logic_test_grid (fields[0], map, &layout, &start);
      options.assume_unique = true;
      /* Hint after hint, as on a board, which keeps digits only. */
      for (int hint = 0; hint < 12; hint++)
        {
          n_before = 0;
          memset (first, 0, sizeof *first);
          g_assert_cmpint (sk_logic_path (&start, &layout, &options, stop_at_placement, first,
                                          &rating), ==, SK_LOGIC_CANCELLED);
          g_assert_true (first->found);

          g_assert_true (sk_logic_next_placement (&start, &layout, &options, &rating.solution,
                                                  count_before, &n_before, step));
          g_assert_cmpint (step->technique, ==, first->placing.technique);
          g_assert_cmpmem (step->place, sizeof step->place, first->placing.place,
                           sizeof first->placing.place);
          g_assert_cmpint (n_before, ==, first->n_before);
          logic_test_assert_sound (step, &rating.solution);
          with_eliminations += n_before > 0;
          n++;

          grid = start.grid;
          for (int cell = 0; cell < SK_CELLS; cell++)
            if (step->place[cell] != 0)
              grid.cell[cell] = step->place[cell];
          sk_candidate_grid_init (&start, &grid, &layout);
        }

      /* A full grid has nothing to place. */
      sk_candidate_grid_init (&start, &rating.solution, &layout);
      g_assert_false (sk_logic_next_placement (&start, &layout, &options, &rating.solution,
                                               NULL, NULL, step));
    }
  g_test_message ("%d hints, %d of them after eliminations", n, with_eliminations);
  g_assert_cmpint (n, >=, 200);
  g_assert_cmpint (with_eliminations, >, 0);
}

/* An easy puzzle is solved by singles alone, and rated as such. */
static void
test_easy_rating (void)
{
  SkLayout layout;
  SkCandidateGrid start;
  SkRating rating;

  logic_test_grid ("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
                   NULL, &layout, &start);
  g_assert_cmpint (sk_logic_rate (&start.grid, &layout, NULL, NULL, NULL, &rating), ==, SK_LOGIC_SOLVED);
  g_assert_false (rating.used_search);
  g_assert_cmpint (rating.rating, <=, 23);
  g_assert_cmpint (rating.level, <=, SK_LEVEL_MEDIUM);
  g_assert_cmpint (rating.n_steps, ==, 51);  /* one step per empty cell: only singles */
}

/* ---- what cannot be rated ---- */

static void
test_not_rated (void)
{
  SkLayout layout;
  SkCandidateGrid start;
  SkRating rating;

  /* Two 5s in row 1. */
  logic_test_grid ("55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
                   NULL, &layout, &start);
  g_assert_cmpint (sk_logic_rate (&start.grid, &layout, NULL, NULL, NULL, &rating), ==, SK_LOGIC_INVALID);
  g_assert_cmpint (rating.status, ==, SK_LOGIC_INVALID);

  /* An empty grid has many solutions. */
  logic_test_grid (".................................................................................",
                   NULL, &layout, &start);
  g_assert_cmpint (sk_logic_rate (&start.grid, &layout, NULL, NULL, NULL, &rating), ==, SK_LOGIC_MULTIPLE);

  /* No rule is broken, but no digit fits r1c9. */
  logic_test_grid ("12345678.........9...............................................................",
                   NULL, &layout, &start);
  g_assert_cmpint (sk_logic_rate (&start.grid, &layout, NULL, NULL, NULL, &rating), ==, SK_LOGIC_NO_SOLUTION);
}

/* A person's pencil marks that rule out the solution: the path says so
 * instead of explaining from a false premise. */
static void
test_marks_excluding_the_solution (void)
{
  SkLayout layout;
  SkCandidateGrid start;
  SkRating rating;
  SkLogicOptions options = logic_test_options ();

  logic_test_grid ("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
                   NULL, &layout, &start);
  /* The solution has 4 in r1c3. */
  g_assert_cmpint (sk_logic_path (&start, &layout, &options, NULL, NULL, &rating), ==, SK_LOGIC_SOLVED);
  g_assert_cmpint (rating.solution.cell[2], ==, 4);
  logic_test_edit (&start, "r1c3-4");
  g_assert_cmpint (sk_logic_path (&start, &layout, &options, NULL, NULL, &rating), ==,
                   SK_LOGIC_NO_SOLUTION);
}

static void
test_cancel (void)
{
  SkLayout layout;
  SkCandidateGrid start;
  SkRating rating;
  atomic_int cancel = 1;

  logic_test_grid ("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
                   NULL, &layout, &start);
  g_assert_cmpint (sk_logic_rate (&start.grid, &layout, &cancel, NULL, NULL, &rating), ==,
                   SK_LOGIC_CANCELLED);
}

static bool
stop_after_three (const SkStep          *step,
                  const SkCandidateGrid *before,
                  void                  *user_data)
{
  int *n = user_data;

  return ++*n < 3;
}

static void
test_callback_stops (void)
{
  SkLayout layout;
  SkCandidateGrid start;
  SkRating rating;
  int n = 0;

  logic_test_grid ("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
                   NULL, &layout, &start);
  g_assert_cmpint (sk_logic_rate (&start.grid, &layout, NULL, stop_after_three, &n, &rating), ==,
                   SK_LOGIC_CANCELLED);
  g_assert_cmpint (n, ==, 3);
}

/* Options can leave techniques out, and uniqueness techniques need the
 * caller's word that the puzzle is unique. */
static void
test_disabled_techniques (void)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkLogicOptions options = logic_test_options ();
  SkStep step;

  /* Full house in row 1 (r1c9), and nothing else for the first finders. */
  logic_test_grid ("12345678.........................................................................",
                   NULL, &layout, &cg);
  g_assert_true (sk_logic_find_step (&cg, &layout, &options, &step));
  g_assert_cmpint (step.technique, ==, SK_TECH_FULL_HOUSE);
  logic_test_assert_actions (&step, "r1c9=9");

  options.disabled = 1u << SK_TECH_FULL_HOUSE;
  g_assert_true (sk_logic_find_step (&cg, &layout, &options, &step));
  g_assert_cmpint (step.technique, !=, SK_TECH_FULL_HOUSE);
}

/* The text forms the command line prints. */
static void
test_actions_and_words (void)
{
  SkLayout standard;
  SkLayout jigsaw;
  SkStep step;
  char text[256];

  logic_test_layout (NULL, &standard);
  logic_test_layout (SUDOKU_TEST_ROWS_MAP, &jigsaw);
  sk_step_init (&step, SK_TECH_POINTING);
  step.remove[sk_cell_index (3, 6)] = sk_mask_of (5) | sk_mask_of (7);
  step.remove[sk_cell_index (0, 0)] = sk_mask_of (9);
  step.place[sk_cell_index (8, 8)] = 4;
  logic_test_assert_actions (&step, "r9c9=4 r1c1-9 r4c7-5 r4c7-7");

  sk_unit_describe (2 * SK_SIZE + 4, &standard, text, sizeof text);
  g_assert_cmpstr (text, ==, "box 5");
  sk_unit_describe (2 * SK_SIZE + 4, &jigsaw, text, sizeof text);
  g_assert_cmpstr (text, ==, "the region of r5c1");
  sk_unit_describe (SK_SIZE + 2, &jigsaw, text, sizeof text);
  g_assert_cmpstr (text, ==, "column 3");

  /* A short buffer gets what fits and the whole length is still counted. */
  g_assert_cmpint (sk_step_format_actions (&step, text, 5), ==, 27);
  g_assert_cmpstr (text, ==, "r9c9");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/logic/technique-ids", test_technique_ids);
  g_test_add_func ("/logic/technique-table", test_technique_table);
  g_test_add_func ("/logic/levels", test_levels);
  g_test_add_func ("/logic/length-rating", test_length_rating);
  g_test_add_func ("/logic/easy-rating", test_easy_rating);
  g_test_add_func ("/logic/next-placement", test_next_placement);
  g_test_add_func ("/logic/not-rated", test_not_rated);
  g_test_add_func ("/logic/marks-excluding-the-solution", test_marks_excluding_the_solution);
  g_test_add_func ("/logic/cancel", test_cancel);
  g_test_add_func ("/logic/callback-stops", test_callback_stops);
  g_test_add_func ("/logic/disabled-techniques", test_disabled_techniques);
  g_test_add_func ("/logic/actions-and-words", test_actions_and_words);
  g_test_add_func ("/logic/paths-are-sound", test_paths_are_sound);
  return g_test_run ();
}
