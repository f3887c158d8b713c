/* sk-logic.c: the step finder and the path of a puzzle
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The finder tries the techniques in the order of their base ratings and
 * takes the lowest-rated step any of them offers, so a path is "always the
 * easiest step", as Sudoku Explainer rates. A path that no technique can continue places one
 * digit of the solution (a "search" step) and goes on; the rating then says
 * the puzzle was not solved by logic alone.
 */

#include "sk-logic-private.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sk-solver.h"

/* ---- the step finder ---- */

typedef enum
{
  FINDS_NOTHING,  /* another row's finder reports it, or none does */
  FINDS_PLAIN,    /* finder (ctx, step) */
  FINDS_SIZED,    /* finder (ctx, size, step) */
  FINDS_FORCING,  /* sk_find_forcing_chain (ctx, technique, step) */
} FinderShape;

typedef struct
{
  SkTechnique technique;
  FinderShape shape;
  int         size;
  union
  {
    bool (*plain) (const SkLogicContext *, SkStep *);
    bool (*sized) (const SkLogicContext *, int, SkStep *);
  } find;
} Finder;

#define FINDER_PLAIN(f)     FINDS_PLAIN, 0, { .plain = (f) }
#define FINDER_SIZED(f, n)  FINDS_SIZED, (n), { .sized = (f) }
#define FINDER_FORCING      FINDS_FORCING, 0, { .plain = NULL }
#define FINDER_NO_FINDER    FINDS_NOTHING, 0, { .plain = NULL }

/* One per technique, in the table's order. */
#define N_FINDERS ((size_t) SK_N_TECHNIQUES)
static const Finder finders[SK_N_TECHNIQUES] = {
#define SK_TECHNIQUE(e, id, name, rating, family, finder, flag, rates) { SK_TECH_##e, FINDER_##finder },
#include "sk-techniques.h"
};

static bool
finder_allowed (const SkLogicOptions *options,
                const Finder         *f,
                const SkLayout       *layout)
{
  if (f->shape == FINDS_NOTHING)
    return false;
  if (layout->n_extra > 0
      && (sk_technique_info (f->technique)->flags & SK_TECHNIQUE_FLAG_REGIONS_ONLY) != 0)
    return false;
  if (options == NULL)
    return true;
  if ((options->disabled >> f->technique) & 1)
    return false;
  if (!options->assume_unique
      && (sk_technique_info (f->technique)->flags & SK_TECHNIQUE_FLAG_ASSUMES_UNIQUE) != 0)
    return false;
  return true;
}

static bool
run_finder (const Finder         *f,
            const SkLogicContext *ctx,
            SkStep               *step)
{
  switch (f->shape)
    {
    case FINDS_PLAIN:
      return f->find.plain (ctx, step);
    case FINDS_SIZED:
      return f->find.sized (ctx, f->size, step);
    case FINDS_FORCING:
      return sk_find_forcing_chain (ctx, f->technique, step);
    case FINDS_NOTHING:
    default:
      return false;
    }
}

/* An empty cell with no candidate left, or a unit where a missing digit has no
 * place: no step can be sound from there. */
static bool
grid_is_broken (const SkLogicContext *ctx)
{
  const SkLayout *layout = ctx->layout;

  for (int cell = 0; cell < SK_CELLS; cell++)
    if (ctx->cg->grid.cell[cell] == 0 && ctx->cg->cand[cell] == 0)
      return true;
  for (int unit = 0; unit < sk_layout_n_units (layout); unit++)
    {
      SkMask placed = 0;
      SkMask open = 0;

      for (int i = 0; i < SK_SIZE; i++)
        {
          int cell = layout->unit_cells[unit][i];

          if (ctx->cg->grid.cell[cell] != 0)
            placed |= sk_mask_of (ctx->cg->grid.cell[cell]);
          else
            open |= ctx->cg->cand[cell];
        }
      if ((placed | open) != SK_ALL_DIGITS)
        return true;
    }
  return false;
}

/* The lowest-rated step any finder offers, as Sudoku Explainer chooses: the
 * rows are in base-rating order and a step never rates below its row's
 * base, so once the best step so far rates no higher than the next row's
 * base, no later finder can beat it and the search stops. A later step
 * replaces the best only when it rates lower: ties keep the row order. */
bool
sk_logic_find_step (const SkCandidateGrid *cg,
                    const SkLayout        *layout,
                    const SkLogicOptions  *options,
                    SkStep                *step)
{
  SkLogicContext ctx;
  SkStep *found = NULL;     /* the best so far: @step, once there is one */
  SkStep *scratch = NULL;   /* where later finders write, allocated when needed */
  int forcing_base = -1;    /* the base rating of the last forcing finder run */

  sk_logic_context_init (&ctx, cg, layout, options);
  if (grid_is_broken (&ctx))
    return false;
  for (size_t i = 0; i < N_FINDERS; i++)
    {
      const Finder *f = &finders[i];
      SkStep *into;

      if (found != NULL && found->rating <= sk_technique_info (f->technique)->rating)
        break;
      if (!finder_allowed (options, f, layout))
        continue;
      /* A forcing finder also looks for the forcing techniques after it of
       * its base rating (sk_find_forcing_chain): running those again would
       * find nothing new. */
      if (f->shape == FINDS_FORCING)
        {
          if (sk_technique_info (f->technique)->rating == forcing_base)
            continue;
          forcing_base = sk_technique_info (f->technique)->rating;
        }
      if (sk_logic_cancelled (&ctx))
        {
          found = NULL;
          break;
        }
      ctx.ceiling = found != NULL ? found->rating : INT_MAX;
      if (found == NULL)
        into = step;
      else
        {
          if (scratch == NULL && (scratch = malloc (sizeof *scratch)) == NULL)
            break;
          into = scratch;
        }
      if (!run_finder (f, &ctx, into))
        continue;
      if (options != NULL && ((options->disabled >> into->technique) & 1))
        continue;
      if (found == NULL)
        found = step;
      else if (into->rating < found->rating)
        memcpy (step, into, sizeof *step);
    }
  free (scratch);
  return found != NULL;
}

/* ---- paths and ratings ---- */

/* Where logic stops: the solution's digit in the first empty cell with the
 * fewest candidates, the cell a person guessing would pick. */
static void
search_step (const SkCandidateGrid *cg,
             const SkGrid          *solution,
             SkStep                *step)
{
  int best = -1;

  for (int cell = 0; cell < SK_CELLS; cell++)
    if (cg->grid.cell[cell] == 0
        && (best < 0 || sk_mask_count (cg->cand[cell]) < sk_mask_count (cg->cand[best])))
      best = cell;
  sk_step_init (step, SK_TECH_SEARCH);
  if (best >= 0)
    {
      step->place[best] = solution->cell[best];
      step->digit = solution->cell[best];
      sk_step_mark (step, best, SK_ROLE_BASE, sk_mask_of (solution->cell[best]));
    }
}

bool
sk_logic_next_step (const SkCandidateGrid *cg,
                    const SkLayout        *layout,
                    const SkLogicOptions  *options,
                    const SkGrid          *solution,
                    SkStep                *step)
{
  if (sk_logic_find_step (cg, layout, options, step))
    return true;
  if (options != NULL && options->cancel != NULL
      && atomic_load_explicit (options->cancel, memory_order_relaxed) != 0)
    return false;
  search_step (cg, solution, step);
  return true;
}

static bool
candidates_allow (const SkCandidateGrid *cg,
                  const SkGrid          *solution)
{
  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      if (cg->grid.cell[cell] != 0 && cg->grid.cell[cell] != solution->cell[cell])
        return false;
      if (cg->grid.cell[cell] == 0 && (cg->cand[cell] & sk_mask_of (solution->cell[cell])) == 0)
        return false;
    }
  return true;
}

static bool
is_solved (const SkCandidateGrid *cg)
{
  for (int cell = 0; cell < SK_CELLS; cell++)
    if (cg->grid.cell[cell] == 0)
      return false;
  return true;
}

SkLogicStatus
sk_logic_path (const SkCandidateGrid *start,
               const SkLayout        *layout,
               const SkLogicOptions  *options,
               SkStepCallback         callback,
               void                  *user_data,
               SkRating              *rating)
{
  SkSolveOptions solve_options;
  SkSolveResult solved;
  SkCandidateGrid cg = *start;
  SkStep *step;
  SkLogicStatus status = SK_LOGIC_SOLVED;

  memset (rating, 0, sizeof *rating);
  rating->hardest = SK_TECH_FULL_HOUSE;

  sk_solve_options_init (&solve_options);
  solve_options.limit = 2;
  solve_options.cancel = options != NULL ? options->cancel : NULL;
  sk_solve (&start->grid, layout, &solve_options, &solved);
  switch (solved.status)
    {
    case SK_SOLVE_INVALID:
      return rating->status = SK_LOGIC_INVALID;
    case SK_SOLVE_NO_SOLUTION:
      return rating->status = SK_LOGIC_NO_SOLUTION;
    case SK_SOLVE_SOLVED:
      break;
    default:
      return rating->status = SK_LOGIC_CANCELLED;
    }
  if (solved.n_solutions > 1)
    return rating->status = SK_LOGIC_MULTIPLE;
  if (!candidates_allow (&cg, &solved.solution))
    return rating->status = SK_LOGIC_NO_SOLUTION;
  rating->solution = solved.solution;

  /* A step with its evidence is a few kilobytes: one for the whole path. */
  step = malloc (sizeof *step);
  if (step == NULL)
    return rating->status = SK_LOGIC_CANCELLED;

  while (!is_solved (&cg))
    {
      if (!sk_logic_next_step (&cg, layout, options, &solved.solution, step))
        {
          status = SK_LOGIC_CANCELLED;
          break;
        }
      if (step->technique == SK_TECH_SEARCH)
        rating->used_search = true;
      if (step->rating > rating->rating)
        {
          rating->rating = step->rating;
          rating->hardest = step->technique;
        }
      rating->n_steps++;
      if (callback != NULL && !callback (step, &cg, user_data))
        {
          status = SK_LOGIC_CANCELLED;
          break;
        }
      sk_step_apply (step, &cg, layout);
    }
  free (step);
  rating->level = sk_level_from_rating (rating->rating, rating->used_search);
  return rating->status = status;
}

bool
sk_logic_next_placement (const SkCandidateGrid *start,
                         const SkLayout        *layout,
                         const SkLogicOptions  *options,
                         const SkGrid          *solution,
                         SkStepCallback         before,
                         void                  *user_data,
                         SkStep                *step)
{
  SkCandidateGrid cg = *start;

  while (!is_solved (&cg))
    {
      if (!sk_logic_next_step (&cg, layout, options, solution, step))
        return false;
      for (int cell = 0; cell < SK_CELLS; cell++)
        if (step->place[cell] != 0)
          return true;
      if (before != NULL && !before (step, &cg, user_data))
        return false;
      sk_step_apply (step, &cg, layout);
    }
  return false;
}

SkLogicStatus
sk_logic_rate (const SkGrid     *puzzle,
               const SkLayout   *layout,
               const atomic_int *cancel,
               SkStepCallback    callback,
               void             *user_data,
               SkRating         *rating)
{
  SkCandidateGrid start;
  SkLogicOptions options;
  SkClash clash;

  sk_logic_options_init (&options);
  options.cancel = cancel;
  /* sk_logic_path refuses a puzzle without exactly one solution before any
   * step is taken, so uniqueness may be assumed along the way. */
  options.assume_unique = true;
  if (!sk_grid_digits_valid (puzzle) || sk_grid_find_clashes (puzzle, layout, &clash, 1) > 0)
    {
      memset (rating, 0, sizeof *rating);
      return rating->status = SK_LOGIC_INVALID;
    }
  sk_candidate_grid_init (&start, puzzle, layout);
  return sk_logic_path (&start, layout, &options, callback, user_data, rating);
}
