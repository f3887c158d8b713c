/* sk-generate.c: new puzzles in attempts: fill, take givens away, rate
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * How givens are taken away decides the level more than anything else:
 *
 *  - Easy, Medium and Hard puzzles keep a removal only when the level's own
 *    techniques still solve the puzzle: singles for Easy and Medium
 *    (sk_generate_singles_solve), the techniques rated below 5.0 for Hard
 *    (sk_generate_logic_solve). Sound steps prove uniqueness on their way,
 *    so no search runs, and the puzzle is as sparse as its level allows
 *    rather than minimal: a minimal puzzle is as often harder than Hard as
 *    not, and on jigsaw layouts seldom Hard at all.
 *  - A practice puzzle digs the same way with the basic techniques (up to
 *    pointing and claiming) and the one practised: once the basic ones no
 *    longer suffice, the practised one is what the puzzle needs. It is kept
 *    when its path uses the technique and no harder step. Uniqueness
 *    techniques cannot prove uniqueness, so their puzzles dig with the
 *    solver like Diabolical.
 *  - Diabolical and Extreme keep a removal when the puzzle keeps one
 *    solution (is_unique), which leaves a minimal puzzle; its rating then
 *    decides whether the attempt is kept. Extreme is rare among minimal
 *    puzzles, so it costs hundreds of attempts (see the benchmark).
 *  - On a variant (extra houses), Diabolical digs like Hard with the
 *    techniques up to Diabolical: minimal jigsaw-X puzzles are nearly all
 *    Extreme, and the attempts (each a long rating) ran into minutes.
 *  - Below Extreme, the rating leaves out the techniques above the level
 *    (rate()), so a puzzle beyond it is told at once.
 *
 * Removals go by orbits of the symmetry, in a random order, each tried once:
 * removing givens never makes a puzzle unique again, nor solvable by
 * techniques that could not solve it, so a removal refused once would be
 * refused later too, and one pass leaves the puzzle minimal (for its check).
 */

#include "sk-generate-private.h"

#include "sk-bits.h"

#include <limits.h>
#include <string.h>

#include "sk-search.h"
#include "sk-solver.h"

/* How a removal is judged. */
typedef enum
{
  CHECK_SINGLES,  /* singles solve the puzzle */
  CHECK_LOGIC,    /* techniques up to max_rating solve it */
  CHECK_SOLVER,   /* it has one solution */
} Check;

/* The highest rating of @level (tenths): the levels' cuts are sk_level_from_rating's. */
static int
level_max_rating (SkLevel level)
{
  int rating = 0;

  while (sk_level_from_rating (rating + 1, false) <= level)
    rating++;
  return rating;
}

/* The techniques every practice puzzle may use besides its own: the singles,
 * their direct forms, pointing and claiming, up to the Law of Leftovers. */
static int
basic_max_rating (void)
{
  return sk_technique_info (SK_TECH_LAW_OF_LEFTOVERS)->rating;
}

/* The techniques rated at most @max_rating, as bits. */
static uint64_t
techniques_up_to (int max_rating)
{
  uint64_t bits = 0;

  for (int t = 0; t < SK_TECH_SEARCH; t++)
    if (sk_technique_info ((SkTechnique) t)->rating <= max_rating)
      bits |= UINT64_C (1) << t;
  return bits;
}

typedef struct
{
  const SkGenerateOptions *options;
  SkRandom                 rng;
  uint64_t                 deadline_ns;  /* 0 = none */
  Check                    check;
  unsigned                 singles;      /* CHECK_SINGLES: the flags */
  uint64_t                 techniques;   /* CHECK_LOGIC: the techniques allowed, as bits */
  int                      max_rating;   /* CHECK_LOGIC: the hardest step allowed, tenths */
} Generator;

typedef enum
{
  ATTEMPT_KEPT,
  ATTEMPT_DISCARDED,
  ATTEMPT_STOPPED,  /* cancelled or out of time: see stop_status */
} AttemptResult;

static const char *const status_strings[] = {
  "ok", "cancelled", "timed out", "no symmetry", "no solution", "bad options",
};

void
sk_generate_options_init (SkGenerateOptions *options)
{
  memset (options, 0, sizeof *options);
  options->level = SK_LEVEL_MEDIUM;
  options->technique = -1;
  options->symmetry = SK_SYMMETRY_NONE;
}

const char *
sk_generate_status_to_string (SkGenerateStatus status)
{
  return (unsigned) status < sizeof status_strings / sizeof status_strings[0]
         ? status_strings[status] : "unknown";
}

static SkGenerateStatus
stop_status (const Generator *g)
{
  if (g->options->cancel != NULL && atomic_load (g->options->cancel))
    return SK_GENERATE_CANCELLED;
  if (g->deadline_ns != 0 && sk_search_now_ns () >= g->deadline_ns)
    return SK_GENERATE_TIMED_OUT;
  return SK_GENERATE_OK;
}

/* Whether @puzzle, which is @solution's unique puzzle with the givens at
 * @removed (n_removed cells) taken away, still has one solution. Another
 * solution would have to differ from @solution at a removed cell, since it
 * would otherwise solve the unique puzzle from before: so each other digit
 * that fits a removed cell is tried, and none may lead to a solution. Each
 * try is a search for one solution with one more given, far more
 * constrained than a search for two solutions of @puzzle. */
static bool
is_unique (const Generator *g,
           const SkGrid    *puzzle,
           const SkLayout  *layout,
           const SkGrid    *solution,
           const uint8_t   *removed,
           int              n_removed)
{
  SkSolveOptions options;
  SkMask candidates[SK_CELLS];

  if (g->check == CHECK_SINGLES)
    return sk_generate_singles_solve (puzzle, layout, g->singles);
  if (g->check == CHECK_LOGIC)
    return sk_generate_logic_solve (puzzle, layout, g->techniques, g->max_rating,
                                    g->options->cancel);

  sk_solve_options_init (&options);
  options.cancel = g->options->cancel;
  sk_grid_candidates (puzzle, layout, candidates);
  for (int k = 0; k < n_removed; k++)
    {
      int cell = removed[k];
      SkMask others = candidates[cell] & (SkMask) ~sk_mask_of (solution->cell[cell]);
      SkGrid tried = *puzzle;

      for (int d = 1; d <= SK_SIZE; d++)
        {
          SkSolveResult result;

          if (!(others & sk_mask_of (d)))
            continue;
          tried.cell[cell] = (uint8_t) d;
          sk_solve (&tried, layout, &options, &result);
          if (result.status != SK_SOLVE_NO_SOLUTION)
            return false;
        }
    }
  return true;
}

/* The orbits of the symmetry as runs of cells in @cells; @start[i] is where
 * orbit i begins, @start[n] the end. Returns n. */
static int
find_orbits (SkSymmetry symmetry,
             uint8_t    cells[SK_CELLS],
             int        start[SK_CELLS + 1])
{
  bool seen[SK_CELLS] = { false };
  int n = 0;
  int k = 0;

  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      if (seen[cell])
        continue;
      start[n++] = k;
      for (int c = cell; !seen[c]; c = sk_symmetry_map (symmetry, c))
        {
          seen[c] = true;
          cells[k++] = (uint8_t) c;
        }
    }
  start[n] = k;
  return n;
}

/* Takes givens away from the full @puzzle, as described at the top. */
static AttemptResult
remove_givens (Generator      *g,
               SkGrid         *puzzle,
               const SkLayout *layout,
               const SkGrid   *solution)
{
  uint8_t cells[SK_CELLS];
  int start[SK_CELLS + 1];
  uint8_t order[SK_CELLS];
  int n_orbits = find_orbits (g->options->symmetry, cells, start);
  int givens = SK_CELLS;
  int target = g->options->givens;

  for (int i = 0; i < n_orbits; i++)
    order[i] = (uint8_t) i;
  sk_random_shuffle (&g->rng, order, n_orbits);

  for (int i = 0; i < n_orbits && givens > target; i++)
    {
      int o = order[i];
      int size = start[o + 1] - start[o];
      SkGrid before = *puzzle;

      if (target > 0 && givens - size < target)
        continue;
      if (stop_status (g) != SK_GENERATE_OK)
        return ATTEMPT_STOPPED;

      for (int k = start[o]; k < start[o + 1]; k++)
        puzzle->cell[cells[k]] = 0;
      if (is_unique (g, puzzle, layout, solution, cells + start[o], size))
        givens -= size;
      else
        *puzzle = before;
    }

  return target > 0 && givens != target ? ATTEMPT_DISCARDED : ATTEMPT_KEPT;
}

/* The highest rating of a step of the practised technique on the path. */
typedef struct
{
  int technique;
  int rating;
} Practised;

static bool
note_practised (const SkStep          *step,
                const SkCandidateGrid *before,
                void                  *user_data)
{
  Practised *p = user_data;

  if ((int) step->technique == p->technique && step->rating > p->rating)
    p->rating = step->rating;
  return true;
}

/* A practice puzzle's path must use its technique, and no step may be
 * harder: ties with other techniques at its rating are allowed. */
static bool
rating_wanted (const Generator *g,
               const SkRating  *rating,
               const Practised *practised)
{
  const SkGenerateOptions *o = g->options;

  if (rating->status != SK_LOGIC_SOLVED)
    return false;
  if (!o->any_level && rating->level != o->level)
    return false;
  return o->technique < 0 || (practised->rating > 0 && rating->rating <= practised->rating);
}

/* sk_logic_rate's rating, but below Extreme without the techniques rated
 * above the level: the path takes the easiest step each time, so a puzzle
 * of the level takes the same path without them, and one that needs them
 * is found out at once instead of after a search for, say, a nested forcing
 * chain, which on a minimal jigsaw-X puzzle can take many seconds. Where
 * they were needed, a search step stands in: such a rating is not kept. */
static void
rate (const Generator *g,
      const SkGrid    *puzzle,
      const SkLayout  *layout,
      Practised       *practised,
      SkRating        *rating)
{
  const SkGenerateOptions *o = g->options;
  bool capped = !o->any_level && o->level < SK_LEVEL_EXTREME;
  SkLogicOptions options;
  SkCandidateGrid start;

  sk_logic_options_init (&options);
  options.cancel = o->cancel;
  /* As sk_logic_rate: the puzzle has one solution. */
  options.assume_unique = true;
  if (capped)
    options.disabled = ~techniques_up_to (level_max_rating (o->level));
  sk_candidate_grid_init (&start, puzzle, layout);
  sk_logic_path (&start, layout, &options, o->technique >= 0 ? note_practised : NULL,
                 practised, rating);
  if (capped && rating->status == SK_LOGIC_SOLVED && rating->used_search)
    rating->status = SK_LOGIC_NO_SOLUTION;
}

static AttemptResult
attempt (Generator        *g,
         const SkLayout   *given_layout,
         SkGenerateResult *result)
{
  SkGrid solution;
  SkGrid puzzle;
  AttemptResult kept;
  Practised practised = { g->options->technique, 0 };

  if (g->options->random_layout)
    {
      sk_layout_init_random (&result->layout, sk_random_next (&g->rng), g->options->symmetry);
      for (int e = 0; given_layout != NULL && e < given_layout->n_extra; e++)
        {
          int cells[SK_SIZE];

          for (int i = 0; i < SK_SIZE; i++)
            cells[i] = given_layout->unit_cells[SK_UNITS + e][i];
          sk_layout_add_extra_house (&result->layout, cells, SK_SIZE, NULL);
        }
    }
  else
    result->layout = *given_layout;

  sk_grid_clear (&solution);
  if (!sk_generate_fill (&solution, &result->layout, &g->rng, g->options->cancel))
    return stop_status (g) == SK_GENERATE_OK ? ATTEMPT_DISCARDED : ATTEMPT_STOPPED;

  puzzle = solution;
  kept = remove_givens (g, &puzzle, &result->layout, &solution);
  if (kept != ATTEMPT_KEPT)
    return kept;

  rate (g, &puzzle, &result->layout, &practised, &result->rating);
  if (result->rating.status == SK_LOGIC_CANCELLED)
    return ATTEMPT_STOPPED;
  if (!rating_wanted (g, &result->rating, &practised))
    return ATTEMPT_DISCARDED;

  result->puzzle = puzzle;
  result->solution = solution;
  return ATTEMPT_KEPT;
}

static bool
is_uniqueness_technique (int technique)
{
  return (sk_technique_info ((SkTechnique) technique)->flags & SK_TECHNIQUE_FLAG_ASSUMES_UNIQUE) != 0;
}

/* As the top of the file says. */
static void
choose_check (Generator      *g,
              const SkLayout *layout)
{
  const SkGenerateOptions *o = g->options;

  g->check = CHECK_SOLVER;
  if (o->technique >= 0)
    {
      /* Only the basic techniques besides: the puzzle gets sparser until
       * they no longer do, and then the practised one is what it needs. */
      if (!is_uniqueness_technique (o->technique))
        {
          g->check = CHECK_LOGIC;
          g->techniques = techniques_up_to (basic_max_rating ()) | UINT64_C (1) << o->technique;
          g->max_rating = INT_MAX;
        }
    }
  else if (!o->any_level && o->level == SK_LEVEL_EASY)
    {
      g->check = CHECK_SINGLES;
      g->singles = 0;
    }
  else if (!o->any_level && o->level == SK_LEVEL_MEDIUM)
    {
      g->check = CHECK_SINGLES;
      g->singles = SK_SINGLES_LINES | SK_SINGLES_NAKED;
    }
  else if (!o->any_level && (o->level == SK_LEVEL_HARD
                              || (o->level == SK_LEVEL_DIABOLICAL && layout != NULL
                                  && layout->n_extra > 0)))
    {
      g->check = CHECK_LOGIC;
      g->techniques = techniques_up_to (level_max_rating (o->level));
      g->max_rating = level_max_rating (o->level);
    }
}

static bool
options_valid (const SkGenerateOptions *o)
{
  return (unsigned) o->level < SK_N_LEVELS
         && o->technique >= -1 && o->technique < SK_TECH_SEARCH
         && (unsigned) o->symmetry < SK_N_SYMMETRIES
         && o->givens >= 0 && o->givens <= SK_CELLS;
}

/* The calls the check below may take. Every layout with a grid shipped or
 * made at random finds its first in a few dozen; one with none was proved
 * so in 1.1 million (0.4 s), and another, a jigsaw with both diagonals and
 * a row as an extra house, searched for minutes without an answer, while
 * New Puzzle said "Attempt 1…". */
#define LAYOUT_CHECK_MAX_CALLS 2000000

/* A solution grid that a search finds in reasonable time: a fill that runs
 * out of calls could only say "perhaps not", and no puzzle could be made
 * from a layout whose grids are that hard to find. */
SkLayoutFit
sk_generate_layout_fits (const SkLayout   *layout,
                         uint64_t          max_calls,
                         const atomic_int *cancel)
{
  SkGrid empty;
  SkSolveOptions options;
  SkSolveResult result;

  sk_grid_clear (&empty);
  sk_solve_options_init (&options);
  options.cancel = cancel;
  options.max_calls = max_calls != 0 ? max_calls : LAYOUT_CHECK_MAX_CALLS;
  sk_solve (&empty, layout, &options, &result);
  if (result.status == SK_SOLVE_CANCELLED)
    return SK_LAYOUT_FIT_CANCELLED;
  if (result.status == SK_SOLVE_OVER_BUDGET && max_calls != 0)
    return SK_LAYOUT_FIT_UNKNOWN;
  return result.status == SK_SOLVE_SOLVED ? SK_LAYOUT_FITS : SK_LAYOUT_DOES_NOT_FIT;
}

SkGenerateStatus
sk_generate (const SkLayout          *layout,
             const SkGenerateOptions *options,
             SkGenerateResult        *result)
{
  uint64_t start = sk_search_now_ns ();
  Generator g = { .options = options };
  SkGenerateStatus status = SK_GENERATE_OK;

  memset (result, 0, sizeof *result);
  if (!options_valid (options))
    return result->status = SK_GENERATE_BAD_OPTIONS;
  if (options->random_layout)
    {
      /* Every random layout keeps the symmetry: the houses added to it must too. */
      if (layout != NULL && !sk_symmetry_fits_extra (options->symmetry, layout))
        return result->status = SK_GENERATE_NO_SYMMETRY;
    }
  else
    {
      if (!sk_symmetry_fits (options->symmetry, layout))
        return result->status = SK_GENERATE_NO_SYMMETRY;
      if (sk_generate_layout_fits (layout, 0, options->cancel) != SK_LAYOUT_FITS)
        return result->status = stop_status (&g) == SK_GENERATE_CANCELLED
                                ? SK_GENERATE_CANCELLED : SK_GENERATE_NO_SOLUTION;
    }

  sk_random_init (&g.rng, options->seed);
  if (options->max_elapsed_ns != 0)
    g.deadline_ns = start + options->max_elapsed_ns;
  choose_check (&g, layout);

  for (;;)
    {
      AttemptResult r = attempt (&g, layout, result);

      result->attempts++;
      if (r == ATTEMPT_DISCARDED)
        result->discarded++;
      if (options->progress != NULL)
        options->progress (result->attempts, result->discarded, options->user_data);
      if (r == ATTEMPT_KEPT)
        break;
      status = stop_status (&g);
      if (r == ATTEMPT_STOPPED && status == SK_GENERATE_OK)
        status = SK_GENERATE_CANCELLED;
      if (status != SK_GENERATE_OK)
        break;
    }

  result->elapsed_ns = sk_search_now_ns () - start;
  return result->status = status;
}
