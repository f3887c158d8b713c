/* fuzz-logic.c: the logic engine's steps and paths on any givens and layout
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The input is read as (missing bytes count as 0):
 *   81 bytes   the givens, each byte % 10 (so givens that clash are common)
 *   1+ bytes   the layout, as fuzz-solver reads it (fuzz-layouts.h: a kind
 *              byte, then 81 region symbols or the Windmill swaps), so that
 *              an input's first bytes mean the same grid in both targets
 *   1 byte     flags: bit 0 allows the forcing chains (contradiction, cell,
 *              unit, their dynamic forms, nested) for a few searches per
 *              input (MAX_FORCING_SEARCHES, _FEW); without it they are
 *              disabled. A search that finds no step tries every one of
 *              them: a few hundred milliseconds on a sparse grid under the
 *              sanitizers, and a hard puzzle needs many, seconds in all.
 *
 * The givens are solved first with sk_solve (limit 2, a budget of MAX_CALLS
 * recursive calls, so that every input stays fast).
 *
 * With exactly one solution: from sk_candidate_grid_init, sk_logic_find_step
 * (assume_unique) is asked for a step and the step applied (sk_step_apply)
 * until there is none, the grid is full or the forcing chains' budget is
 * spent. Every step is sound: it places only the solution's digits, in empty
 * cells where they are candidates, and removes only open candidates that
 * are not the solution's; it changes the grid (so there are at most 729);
 * it uses no disabled technique; its rating is at least its technique's;
 * its marks, nodes and links stay in their arrays; its description and
 * actions are written whole, or cut short and terminated in a small buffer
 * with the same length returned. If the grid is full, it is the solution.
 * Then, when that is cheap (below), the path of the same puzzle
 * (sk_logic_rate when every technique is allowed, else sk_logic_path with
 * the same options) must say SOLVED with sk_solve's solution, take the same
 * steps as long as the finder found one, then a search step where it found
 * none (used_search says so), all sound, end on the solution, count its
 * steps and rate the puzzle by its hardest step and the level that goes
 * with it.
 *
 * Otherwise (givens that clash, no solution, two solutions, or over budget):
 * FEW_STEPS steps without assume_unique, checked like the others (sound
 * steps follow from the givens, so they agree with any solution sk_solve
 * found); and when the solve finished, sk_logic_path and sk_logic_rate say
 * INVALID, NO_SOLUTION or MULTIPLE as sk_solve did.
 *
 * Plain C, like the engine: no GLib.
 */

#include <stdbool.h>
#include <string.h>

#include "fuzz-common.h"
#include "fuzz-layouts.h"
#include "sk-bits.h"
#include "sk-grid.h"
#include "sk-layout.h"
#include "sk-logic.h"
#include "sk-solver.h"

#define MAX_CALLS 2000
/* Enough to see the finder work on a grid it cannot solve, without paying
 * for a whole path that nothing can check. */
#define FEW_STEPS 4
/* Each step must remove at least one of the 729 candidates (a placement
 * clears its cell's), so no sound sequence of steps is longer. */
#define MAX_STEPS (SK_CELLS * SK_SIZE)

/* With the forcing chains allowed, at most this many searches may go as far
 * as them (a search that finds nothing tries them all: a few hundred
 * milliseconds on a sparse grid under the sanitizers): a few for a puzzle
 * with one solution, one for the few steps on the others, which are most of
 * the inputs and most often sparse or broken grids where none is found. */
#define MAX_FORCING_SEARCHES 3
#define MAX_FORCING_SEARCHES_FEW 1

#define FLAG_FORCING_CHAINS 0x01

static const uint64_t forcing_chains =
  (1ULL << SK_TECH_NISHIO_FORCING_CHAIN) |
  (1ULL << SK_TECH_CONTRADICTION_FORCING_CHAIN) | (1ULL << SK_TECH_CELL_FORCING_CHAIN) |
  (1ULL << SK_TECH_UNIT_FORCING_CHAIN) | (1ULL << SK_TECH_DYNAMIC_CONTRADICTION_FORCING_CHAIN) |
  (1ULL << SK_TECH_DYNAMIC_CELL_FORCING_CHAIN) | (1ULL << SK_TECH_DYNAMIC_UNIT_FORCING_CHAIN) |
  (1ULL << SK_TECH_DYNAMIC_FORCING_CHAIN_PLUS) | (1ULL << SK_TECH_NESTED_FORCING_CHAIN);

/* What a path must repeat of the finder's steps. */
typedef struct
{
  SkTechnique technique;
  int         rating;
  uint8_t     place[SK_CELLS];
  SkMask      remove[SK_CELLS];
} LoggedStep;

static LoggedStep logged[MAX_STEPS];

/* A step of the search for one, in one heap block: SkStep is a few KiB. */
static SkStep *step;

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  step = malloc (sizeof *step);
  if (step == NULL)
    abort ();
  return 0;
}

static bool
is_uniqueness_technique (SkTechnique technique)
{
  return technique == SK_TECH_UNIQUE_RECTANGLE_1 || technique == SK_TECH_UNIQUE_RECTANGLE_2 ||
         technique == SK_TECH_UNIQUE_RECTANGLE_3 || technique == SK_TECH_UNIQUE_RECTANGLE_4 ||
         technique == SK_TECH_BUG_PLUS_ONE || technique == SK_TECH_BUG_TYPE_2 ||
         technique == SK_TECH_UNIQUE_LOOP;
}

/* Field by field: memcmp on the whole struct would read its padding byte. */
static bool
same_candidate_grid (const SkCandidateGrid *a,
                     const SkCandidateGrid *b)
{
  return memcmp (a->grid.cell, b->grid.cell, sizeof a->grid.cell) == 0 &&
         memcmp (a->cand, b->cand, sizeof a->cand) == 0;
}

static bool
is_full (const SkCandidateGrid *cg)
{
  for (int cell = 0; cell < SK_CELLS; cell++)
    if (cg->grid.cell[cell] == 0)
      return false;
  return true;
}

/* The text functions follow snprintf: in a buffer too small, @part, the
 * start of @whole, terminated; the length of the whole either way. */
static void
check_cut_short (const char *id,
                 const char *what,
                 const char *whole,
                 int         length,
                 const char *part,
                 size_t      part_size,
                 int         part_length)
{
  size_t expected = (size_t) length < part_size ? (size_t) length : part_size - 1;

  FUZZ_CHECK (length > 0, "%s: no %s", id, what);
  FUZZ_CHECK (part_length == length, "%s: %s of length %d, or %d in %zu bytes", id, what, length,
              part_length, part_size);
  FUZZ_CHECK (strlen (part) == expected && strncmp (part, whole, expected) == 0,
              "%s: %s \"%.40s...\" cut short to \"%s\"", id, what, whole, part);
}

static void
check_text (const SkStep   *s,
            const SkLayout *layout)
{
  static char whole[16384];
  char part[16];
  const char *id = sk_technique_info (s->technique)->id;
  int length;

  length = sk_step_describe (s, layout, whole, sizeof whole);
  check_cut_short (id, "description", whole, length, part, sizeof part,
                   sk_step_describe (s, layout, part, sizeof part));
  length = sk_step_format_actions (s, whole, sizeof whole);
  check_cut_short (id, "actions", whole, length, part, sizeof part,
                   sk_step_format_actions (s, part, sizeof part));
}

/* @s, about to be applied to @before: well formed, allowed by @options (NULL
 * for a path's search step), acting on open cells and candidates only, and,
 * when @solution is given, true to it; with @text, its words too (they cost
 * more than most finders, so a path's steps, which repeat the finder's, skip
 * them). */
static void
check_step (const SkStep          *s,
            const SkCandidateGrid *before,
            const SkLayout        *layout,
            const SkLogicOptions  *options,
            const SkGrid          *solution,
            bool                   text)
{
  const char *id;

  FUZZ_CHECK ((unsigned) s->technique < SK_N_TECHNIQUES, "technique %d", (int) s->technique);
  id = sk_technique_info (s->technique)->id;
  if (options != NULL)
    {
      FUZZ_CHECK (s->technique != SK_TECH_SEARCH, "the finder returned a search step");
      FUZZ_CHECK (((options->disabled >> s->technique) & 1) == 0, "%s: disabled, yet used", id);
      FUZZ_CHECK (options->assume_unique || !is_uniqueness_technique (s->technique),
                  "%s: used without assume_unique", id);
    }
  FUZZ_CHECK (s->rating >= sk_technique_info (s->technique)->rating, "%s: rated %d, below %d",
              id, s->rating, sk_technique_info (s->technique)->rating);
  FUZZ_CHECK (s->n_marks >= 0 && s->n_marks <= SK_STEP_MAX_MARKS && s->n_nodes >= 0 &&
              s->n_nodes <= SK_STEP_MAX_NODES && s->n_links >= 0 &&
              s->n_links <= SK_STEP_MAX_LINKS, "%s: %d marks, %d nodes, %d links", id,
              s->n_marks, s->n_nodes, s->n_links);
  for (int i = 0; i < s->n_marks; i++)
    FUZZ_CHECK (s->marks[i].cell < SK_CELLS && s->marks[i].role <= SK_ROLE_RECTANGLE &&
                (s->marks[i].digits & ~SK_ALL_DIGITS) == 0,
                "%s: mark %d: cell %d, role %d, digits 0x%x", id, i, s->marks[i].cell,
                s->marks[i].role, (unsigned) s->marks[i].digits);
  for (int i = 0; i < s->n_nodes; i++)
    FUZZ_CHECK (s->nodes[i].digit >= 1 && s->nodes[i].digit <= SK_SIZE, "%s: node %d: digit %d",
                id, i, s->nodes[i].digit);
  for (int i = 0; i < s->n_links; i++)
    FUZZ_CHECK (s->links[i].from < s->n_nodes && s->links[i].to < s->n_nodes,
                "%s: link %d: %d to %d, of %d nodes", id, i, s->links[i].from, s->links[i].to,
                s->n_nodes);

  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      int digit = s->place[cell];

      if (digit != 0)
        {
          FUZZ_CHECK (digit <= SK_SIZE && before->grid.cell[cell] == 0 &&
                      (before->cand[cell] & sk_mask_of (digit)) != 0,
                      "%s: places %d in r%dc%d, which holds %d, candidates 0x%x", id, digit,
                      sk_cell_row (cell) + 1, sk_cell_column (cell) + 1, before->grid.cell[cell],
                      (unsigned) before->cand[cell]);
          FUZZ_CHECK (solution == NULL || digit == solution->cell[cell],
                      "%s: places %d in r%dc%d, the solution has %d", id, digit,
                      sk_cell_row (cell) + 1, sk_cell_column (cell) + 1, solution->cell[cell]);
        }
      FUZZ_CHECK ((s->remove[cell] & ~before->cand[cell]) == 0,
                  "%s: removes 0x%x from r%dc%d, whose candidates are 0x%x", id,
                  (unsigned) s->remove[cell], sk_cell_row (cell) + 1, sk_cell_column (cell) + 1,
                  (unsigned) before->cand[cell]);
      FUZZ_CHECK (solution == NULL || before->grid.cell[cell] != 0 ||
                  (s->remove[cell] & sk_mask_of (solution->cell[cell])) == 0,
                  "%s: removes %d from r%dc%d, the solution's digit there", id,
                  solution != NULL ? solution->cell[cell] : 0, sk_cell_row (cell) + 1,
                  sk_cell_column (cell) + 1);
    }

  if (text)
    check_text (s, layout);
}

/* Applies @s to @cg as the engine does; a step must change something, or a
 * path could repeat it for ever. */
static void
apply_step (const SkStep    *s,
            SkCandidateGrid *cg,
            const SkLayout  *layout)
{
  SkCandidateGrid before = *cg;

  sk_step_apply (s, cg, layout);
  FUZZ_CHECK (!same_candidate_grid (&before, cg), "%s: the step changes nothing",
              sk_technique_info (s->technique)->id);
}

/* ---- the finder, with a budget for the forcing chains ---- */

typedef struct
{
  const SkLogicOptions *options;
  SkLogicOptions        plain;             /* @options without the forcing chains */
  int                   forcing_searches;  /* searches left that may go on to the forcing chains */
} StepFinder;

static void
finder_init (StepFinder           *f,
             const SkLogicOptions *options,
             int                   forcing_searches)
{
  f->options = options;
  f->plain = *options;
  f->plain.disabled |= forcing_chains;
  f->forcing_searches = forcing_searches;
}

/* The step sk_logic_find_step (@cg, @layout, f->options) gives. The forcing
 * chains come last in the finder's order, so a search without them that
 * finds a step finds that one; only a search that finds nothing has to be
 * made again with them, and those are counted. False when there is no step,
 * or when the budget is spent. */
static bool
finder_next (StepFinder            *f,
             const SkCandidateGrid *cg,
             const SkLayout        *layout,
             SkStep                *s)
{
  if (sk_logic_find_step (cg, layout, &f->plain, s))
    return true;
  if ((f->options->disabled & forcing_chains) == forcing_chains)
    return false;
  if (f->forcing_searches == 0)
    return false;
  f->forcing_searches--;
  return sk_logic_find_step (cg, layout, f->options, s);
}

/* ---- the path, against the finder's steps ---- */

typedef struct
{
  const SkLayout       *layout;
  const SkLogicOptions *options;
  const SkGrid         *solution;
  int                   n_logged;    /* steps the finder took from the start */
  bool                  stuck;       /* it then found none before the grid was full */
  SkCandidateGrid       replay;      /* the grid as the path's steps leave it */
  int                   n_steps;
  int                   rating;      /* of the hardest step so far, */
  SkTechnique           hardest;     /* the first one that hard */
  bool                  searched;
} PathCheck;

static bool
check_path_step (const SkStep          *s,
                 const SkCandidateGrid *before,
                 void                  *user_data)
{
  PathCheck *check = user_data;
  const char *id = sk_technique_info (s->technique)->id;

  FUZZ_CHECK (same_candidate_grid (before, &check->replay),
              "path step %d (%s): the grid is not the one the steps so far leave",
              check->n_steps, id);
  FUZZ_CHECK (check->n_steps < MAX_STEPS, "the path goes past %d steps", MAX_STEPS);
  check_step (s, before, check->layout, s->technique == SK_TECH_SEARCH ? NULL : check->options,
              check->solution, s->technique == SK_TECH_SEARCH);

  /* The path asks the same finder about the same grids: the same steps, and
   * where the finder found none, a search step. */
  if (check->n_steps < check->n_logged)
    {
      const LoggedStep *l = &logged[check->n_steps];

      FUZZ_CHECK (s->technique == l->technique && s->rating == l->rating &&
                  memcmp (s->place, l->place, sizeof l->place) == 0 &&
                  memcmp (s->remove, l->remove, sizeof l->remove) == 0,
                  "path step %d is %s (rating %d), the finder's was %s (rating %d) or acted "
                  "elsewhere", check->n_steps, id, s->rating,
                  sk_technique_info (l->technique)->id, l->rating);
    }
  else if (check->n_steps == check->n_logged)
    FUZZ_CHECK (check->stuck && s->technique == SK_TECH_SEARCH,
                "path step %d is %s, where the finder %s", check->n_steps, id,
                check->stuck ? "found no step" : "had finished");

  if (s->technique == SK_TECH_SEARCH)
    {
      int placed = 0;

      for (int cell = 0; cell < SK_CELLS; cell++)
        placed += s->place[cell] != 0;
      FUZZ_CHECK (placed == 1, "a search step places %d digits", placed);
      check->searched = true;
    }
  if (s->rating > check->rating)
    {
      check->rating = s->rating;
      check->hardest = s->technique;
    }
  check->n_steps++;
  apply_step (s, &check->replay, check->layout);
  return true;
}

static void
check_path (const SkGrid         *puzzle,
            const SkLayout       *layout,
            const SkLogicOptions *options,
            const SkGrid         *solution,
            int                   n_logged,
            bool                  stuck)
{
  PathCheck check = { layout, options, solution, n_logged, stuck };
  SkCandidateGrid start;
  SkRating rating;
  SkLogicStatus status;

  sk_candidate_grid_init (&start, puzzle, layout);
  check.replay = start;
  check.hardest = SK_TECH_FULL_HOUSE;
  /* sk_logic_rate is sk_logic_path with every technique and assume_unique. */
  if (options->disabled == 0)
    status = sk_logic_rate (puzzle, layout, NULL, check_path_step, &check, &rating);
  else
    status = sk_logic_path (&start, layout, options, check_path_step, &check, &rating);

  FUZZ_CHECK (status == SK_LOGIC_SOLVED && rating.status == status,
              "a puzzle with one solution: path status %d (rating's %d)", (int) status,
              (int) rating.status);
  FUZZ_CHECK (memcmp (&rating.solution, solution, sizeof *solution) == 0,
              "the path's solution is not sk_solve's");
  FUZZ_CHECK (memcmp (&check.replay.grid, solution, sizeof *solution) == 0,
              "the path's steps do not end on the solution");
  FUZZ_CHECK (rating.n_steps == check.n_steps, "%d steps counted, %d taken", rating.n_steps,
              check.n_steps);
  FUZZ_CHECK (stuck || check.n_steps == n_logged, "the finder took %d steps, the path %d",
              n_logged, check.n_steps);
  FUZZ_CHECK (rating.used_search == check.searched && rating.used_search == stuck,
              "used_search %d, search steps %d, finder stuck %d", rating.used_search,
              check.searched, stuck);
  FUZZ_CHECK (rating.rating == check.rating && rating.hardest == check.hardest,
              "rated %d by %s, the hardest step was %d, %s", rating.rating,
              sk_technique_info (rating.hardest)->id, check.rating,
              sk_technique_info (check.hardest)->id);
  FUZZ_CHECK (rating.level == sk_level_from_rating (rating.rating, rating.used_search),
              "level %d for rating %d", (int) rating.level, rating.rating);
}

/* ---- the two cases ---- */

static void
check_unique (const SkGrid         *puzzle,
              const SkLayout       *layout,
              const SkLogicOptions *options,
              const SkGrid         *solution)
{
  SkCandidateGrid cg;
  StepFinder finder;
  int n_steps = 0;

  finder_init (&finder, options, MAX_FORCING_SEARCHES);
  sk_candidate_grid_init (&cg, puzzle, layout);
  while (!is_full (&cg) && finder_next (&finder, &cg, layout, step))
    {
      LoggedStep *l = &logged[n_steps];

      FUZZ_CHECK (n_steps < MAX_STEPS, "the finder goes on past %d steps", MAX_STEPS);
      check_step (step, &cg, layout, options, solution, true);
      l->technique = step->technique;
      l->rating = step->rating;
      memcpy (l->place, step->place, sizeof l->place);
      memcpy (l->remove, step->remove, sizeof l->remove);
      n_steps++;
      apply_step (step, &cg, layout);
    }
  if (is_full (&cg))
    FUZZ_CHECK (memcmp (&cg.grid, solution, sizeof *solution) == 0,
                "the finder's steps fill the grid with another solution");

  /* The path is checked when that is cheap: it asks the finder what the
   * loop above asked, then goes on past each search step. Without the
   * forcing chains that costs about as much again; with them, only a path
   * that the finder took to the end within its budget is bounded. */
  if ((options->disabled & forcing_chains) == forcing_chains || is_full (&cg))
    check_path (puzzle, layout, options, solution, n_steps, !is_full (&cg));
}

/* Sound steps follow from the givens alone, so even with several solutions
 * they must agree with @solution when there is one (may be NULL). */
static void
check_few_steps (const SkGrid         *puzzle,
                 const SkLayout       *layout,
                 const SkLogicOptions *options,
                 const SkGrid         *solution)
{
  SkCandidateGrid cg;
  StepFinder finder;

  finder_init (&finder, options, MAX_FORCING_SEARCHES_FEW);
  sk_candidate_grid_init (&cg, puzzle, layout);
  for (int i = 0; i < FEW_STEPS && !is_full (&cg); i++)
    {
      if (!finder_next (&finder, &cg, layout, step))
        break;
      check_step (step, &cg, layout, options, solution, true);
      apply_step (step, &cg, layout);
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  FuzzBytes bytes = { data, size, 0 };
  SkGrid puzzle;
  SkLayout layout;
  SkSolveOptions solve_options;
  SkSolveResult solved;
  SkLogicOptions options;
  SkCandidateGrid start;
  SkRating rating;
  SkLogicStatus expected;
  uint8_t flags;

  fuzz_read_givens (&bytes, &puzzle);
  fuzz_read_layout (&bytes, &layout);
  flags = fuzz_next_byte (&bytes);

  sk_logic_options_init (&options);
  if (!(flags & FLAG_FORCING_CHAINS))
    options.disabled = forcing_chains;

  /* The default algorithm: the one sk_logic_path uses, so that a puzzle
   * solved here within budget is solved there as fast. */
  sk_solve_options_init (&solve_options);
  solve_options.limit = 2;
  solve_options.max_calls = MAX_CALLS;
  sk_solve (&puzzle, &layout, &solve_options, &solved);

  if (solved.status == SK_SOLVE_SOLVED && solved.n_solutions == 1)
    {
      options.assume_unique = true;
      check_unique (&puzzle, &layout, &options, &solved.solution);
      return 0;
    }

  options.assume_unique = false;
  check_few_steps (&puzzle, &layout, &options,
                   solved.status != SK_SOLVE_INVALID && solved.n_solutions > 0 ?
                   &solved.solution : NULL);

  switch (solved.status)
    {
    case SK_SOLVE_INVALID:
      expected = SK_LOGIC_INVALID;
      break;
    case SK_SOLVE_NO_SOLUTION:
      expected = SK_LOGIC_NO_SOLUTION;
      break;
    case SK_SOLVE_SOLVED:
      expected = SK_LOGIC_MULTIPLE;
      break;
    default:
      /* Over budget: the path would solve again, without one. */
      return 0;
    }
  sk_candidate_grid_init (&start, &puzzle, &layout);
  FUZZ_CHECK (sk_logic_path (&start, &layout, &options, NULL, NULL, &rating) == expected &&
              rating.status == expected, "sk_solve says %s, sk_logic_path %d",
              sk_solve_status_to_string (solved.status), (int) rating.status);
  FUZZ_CHECK (sk_logic_rate (&puzzle, &layout, NULL, NULL, NULL, &rating) == expected &&
              rating.status == expected, "sk_solve says %s, sk_logic_rate %d",
              sk_solve_status_to_string (solved.status), (int) rating.status);
  return 0;
}
