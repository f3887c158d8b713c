/* sk-logic.c: the technique table, the step finder and the path of a puzzle
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The finder tries the techniques in one fixed order, easiest first, and
 * takes the first step found, so a path is "always the easiest step", as
 * Sudoku Explainer rates. A path that no technique can continue places one
 * digit of the solution (a "search" step) and goes on; the rating then says
 * the puzzle was not solved by logic alone.
 */

#include "sk-logic-private.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sk-ids.h"
#include "sk-solver.h"

static const SkTechniqueInfo techniques[SK_N_TECHNIQUES] = {
  { SK_TECH_FULL_HOUSE, "full-house", "Full House", 10 },
  { SK_TECH_HIDDEN_SINGLE_REGION, "hidden-single-region", "Hidden Single in a region", 12 },
  { SK_TECH_HIDDEN_SINGLE_LINE, "hidden-single-line", "Hidden Single in a line", 15 },
  { SK_TECH_DIRECT_POINTING, "direct-pointing", "Direct Pointing", 17 },
  { SK_TECH_DIRECT_CLAIMING, "direct-claiming", "Direct Claiming", 19 },
  { SK_TECH_DIRECT_HIDDEN_PAIR, "direct-hidden-pair", "Direct Hidden Pair", 20 },
  { SK_TECH_NAKED_SINGLE, "naked-single", "Naked Single", 23 },
  { SK_TECH_DIRECT_HIDDEN_TRIPLE, "direct-hidden-triple", "Direct Hidden Triple", 25 },
  { SK_TECH_POINTING, "pointing", "Pointing", 26 },
  { SK_TECH_CLAIMING, "claiming", "Claiming", 28 },
  { SK_TECH_LAW_OF_LEFTOVERS, "law-of-leftovers", "Law of Leftovers", 29 },
  { SK_TECH_NAKED_PAIR, "naked-pair", "Naked Pair", 30 },
  { SK_TECH_X_WING, "x-wing", "X-Wing", 32 },
  { SK_TECH_HIDDEN_PAIR, "hidden-pair", "Hidden Pair", 34 },
  { SK_TECH_NAKED_TRIPLE, "naked-triple", "Naked Triple", 36 },
  { SK_TECH_SWORDFISH, "swordfish", "Swordfish", 38 },
  { SK_TECH_HIDDEN_TRIPLE, "hidden-triple", "Hidden Triple", 40 },
  { SK_TECH_XY_WING, "xy-wing", "XY-Wing", 42 },
  { SK_TECH_XYZ_WING, "xyz-wing", "XYZ-Wing", 44 },
  { SK_TECH_UNIQUE_RECTANGLE_1, "unique-rectangle-1", "Unique Rectangle type 1", 45 },
  { SK_TECH_UNIQUE_RECTANGLE_2, "unique-rectangle-2", "Unique Rectangle type 2", 45 },
  { SK_TECH_UNIQUE_RECTANGLE_4, "unique-rectangle-4", "Unique Rectangle type 4", 45 },
  { SK_TECH_UNIQUE_RECTANGLE_3, "unique-rectangle-3", "Unique Rectangle type 3", 46 },
  { SK_TECH_NAKED_QUAD, "naked-quad", "Naked Quad", 50 },
  { SK_TECH_JELLYFISH, "jellyfish", "Jellyfish", 52 },
  { SK_TECH_HIDDEN_QUAD, "hidden-quad", "Hidden Quad", 54 },
  { SK_TECH_BUG_PLUS_ONE, "bug-plus-one", "BUG+1", 56 },
  { SK_TECH_FINNED_X_WING, "finned-x-wing", "Finned X-Wing", 60 },
  { SK_TECH_SASHIMI_X_WING, "sashimi-x-wing", "Sashimi X-Wing", 61 },
  { SK_TECH_FINNED_SWORDFISH, "finned-swordfish", "Finned Swordfish", 62 },
  { SK_TECH_SASHIMI_SWORDFISH, "sashimi-swordfish", "Sashimi Swordfish", 63 },
  { SK_TECH_FINNED_JELLYFISH, "finned-jellyfish", "Finned Jellyfish", 64 },
  { SK_TECH_SASHIMI_JELLYFISH, "sashimi-jellyfish", "Sashimi Jellyfish", 65 },
  { SK_TECH_SKYSCRAPER, "skyscraper", "Skyscraper", 66 },
  { SK_TECH_TWO_STRING_KITE, "two-string-kite", "Two-String Kite", 66 },
  { SK_TECH_X_CYCLE, "x-cycle", "X-Cycle", 65 },
  { SK_TECH_SIMPLE_COLOURING, "simple-colouring", "Simple Colouring", 67 },
  { SK_TECH_W_WING, "w-wing", "W-Wing", 68 },
  { SK_TECH_XY_CHAIN, "xy-chain", "XY-Chain", 70 },
  { SK_TECH_AIC, "aic", "Alternating Inference Chain", 70 },
  { SK_TECH_ALS_XZ, "als-xz", "ALS-XZ", 72 },
  { SK_TECH_NISHIO_FORCING_CHAIN, "nishio-forcing-chain", "Nishio Forcing Chain", 75 },
  { SK_TECH_CONTRADICTION_FORCING_CHAIN, "contradiction-forcing-chain", "Contradiction Forcing Chain", 80 },
  { SK_TECH_CELL_FORCING_CHAIN, "cell-forcing-chain", "Cell Forcing Chain", 80 },
  { SK_TECH_UNIT_FORCING_CHAIN, "unit-forcing-chain", "Unit Forcing Chain", 80 },
  { SK_TECH_DYNAMIC_CONTRADICTION_FORCING_CHAIN, "dynamic-contradiction-forcing-chain", "Dynamic Contradiction Forcing Chain", 85 },
  { SK_TECH_DYNAMIC_CELL_FORCING_CHAIN, "dynamic-cell-forcing-chain", "Dynamic Cell Forcing Chain", 85 },
  { SK_TECH_DYNAMIC_UNIT_FORCING_CHAIN, "dynamic-unit-forcing-chain", "Dynamic Unit Forcing Chain", 85 },
  { SK_TECH_DYNAMIC_FORCING_CHAIN_PLUS, "dynamic-forcing-chain-plus", "Dynamic Forcing Chain (+)", 90 },
  { SK_TECH_NESTED_FORCING_CHAIN, "nested-forcing-chain", "Nested Forcing Chain", 95 },
  { SK_TECH_SEARCH, "search", "Search", 100 },
};

static const char *const level_ids[SK_N_LEVELS] = {
  "easy", "medium", "hard", "diabolical", "extreme",
};

static const SkIdTable technique_id_table = SK_ID_TABLE_OF_ROWS (techniques, id);
static const SkIdTable level_id_table = SK_ID_TABLE_OF_IDS (level_ids);

/* ---- techniques and levels ---- */

const SkTechniqueInfo *
sk_technique_info (SkTechnique technique)
{
  if ((unsigned) technique >= SK_N_TECHNIQUES)
    technique = SK_TECH_SEARCH;
  return &techniques[technique];
}

bool
sk_technique_from_id (const char  *id,
                      SkTechnique *technique)
{
  int row = sk_id_table_find (&technique_id_table, id);

  if (row < 0)
    return false;
  *technique = (SkTechnique) row;
  return true;
}

SkLevel
sk_level_from_rating (int  rating,
                      bool used_search)
{
  if (used_search || rating >= 90)
    return SK_LEVEL_EXTREME;
  if (rating >= 50)
    return SK_LEVEL_DIABOLICAL;
  if (rating >= 25)
    return SK_LEVEL_HARD;
  if (rating >= 15)
    return SK_LEVEL_MEDIUM;
  return SK_LEVEL_EASY;
}

const char *
sk_level_to_id (SkLevel level)
{
  return sk_id_table_get (&level_id_table, (int) level, level_ids[SK_LEVEL_EXTREME]);
}

bool
sk_level_from_id (const char *id,
                  SkLevel    *level)
{
  int row = sk_id_table_find (&level_id_table, id);

  if (row < 0)
    return false;
  *level = (SkLevel) row;
  return true;
}

/* ---- candidate grids ---- */

void
sk_candidate_grid_init (SkCandidateGrid *cg,
                        const SkGrid    *grid,
                        const SkLayout  *layout)
{
  cg->grid = *grid;
  sk_grid_candidates (grid, layout, cg->cand);
  for (int cell = 0; cell < SK_CELLS; cell++)
    if (grid->cell[cell] != 0)
      cg->cand[cell] = 0;
}

void
sk_candidate_grid_place (SkCandidateGrid *cg,
                         const SkLayout  *layout,
                         int              cell,
                         int              digit)
{
  SkBoard peers = layout->peer_board[cell];
  SkMask bit = sk_mask_of (digit);

  cg->grid.cell[cell] = (uint8_t) digit;
  cg->cand[cell] = 0;
  while (!sk_board_is_empty (peers))
    cg->cand[sk_board_pop (&peers)] &= (SkMask) ~bit;
}

void
sk_logic_options_init (SkLogicOptions *options)
{
  memset (options, 0, sizeof *options);
}

void
sk_logic_context_init (SkLogicContext        *ctx,
                       const SkCandidateGrid *cg,
                       const SkLayout        *layout,
                       const SkLogicOptions  *options)
{
  ctx->layout = layout;
  ctx->cg = cg;
  ctx->options = options;
  ctx->empty = SK_BOARD_EMPTY;
  for (int d = 0; d < SK_SIZE; d++)
    ctx->where[d] = SK_BOARD_EMPTY;
  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      SkMask open = cg->cand[cell];

      if (cg->grid.cell[cell] != 0)
        continue;
      ctx->empty = sk_board_or (ctx->empty, sk_board_cell (cell));
      for (; open != 0; open &= open - 1)
        {
          int d = __builtin_ctz (open);

          ctx->where[d] = sk_board_or (ctx->where[d], sk_board_cell (cell));
        }
    }
}

/* ---- steps ---- */

void
sk_step_init (SkStep      *step,
              SkTechnique  technique)
{
  memset (step, 0, sizeof *step);
  step->technique = technique;
  step->rating = sk_technique_info (technique)->rating;
}

void
sk_step_mark (SkStep *step,
              int     cell,
              SkRole  role,
              SkMask  digits)
{
  if (step->n_marks >= SK_STEP_MAX_MARKS)
    {
      step->truncated = true;
      return;
    }
  step->marks[step->n_marks++] = (SkMark) { (uint8_t) cell, (uint8_t) role, digits };
}

int
sk_step_node (SkStep  *step,
              SkBoard  cells,
              int      digit)
{
  if (step->n_nodes >= SK_STEP_MAX_NODES)
    {
      step->truncated = true;
      return -1;
    }
  step->nodes[step->n_nodes] = (SkNode) { cells, (uint8_t) digit };
  return step->n_nodes++;
}

void
sk_step_link (SkStep *step,
              int     from,
              int     to,
              bool    strong)
{
  if (from < 0 || to < 0 || step->n_links >= SK_STEP_MAX_LINKS)
    {
      step->truncated = true;
      return;
    }
  step->links[step->n_links++] = (SkLink) { (uint8_t) from, (uint8_t) to, strong };
}

bool
sk_step_remove_from (SkStep               *step,
                     const SkLogicContext *ctx,
                     SkBoard               cells,
                     SkMask                digits)
{
  bool any = false;

  while (!sk_board_is_empty (cells))
    {
      int cell = sk_board_pop (&cells);
      SkMask hit = ctx->cg->cand[cell] & digits;

      if (ctx->cg->grid.cell[cell] == 0 && hit != 0)
        {
          step->remove[cell] |= hit;
          any = true;
        }
    }
  return any;
}

bool
sk_step_has_action (const SkStep *step)
{
  for (int cell = 0; cell < SK_CELLS; cell++)
    if (step->place[cell] != 0 || step->remove[cell] != 0)
      return true;
  return false;
}

void
sk_step_apply (const SkStep    *step,
               SkCandidateGrid *cg,
               const SkLayout  *layout)
{
  for (int cell = 0; cell < SK_CELLS; cell++)
    cg->cand[cell] &= (SkMask) ~step->remove[cell];
  for (int cell = 0; cell < SK_CELLS; cell++)
    if (step->place[cell] != 0 && cg->grid.cell[cell] == 0)
      sk_candidate_grid_place (cg, layout, cell, step->place[cell]);
}

SkBoard
sk_logic_common_peers (const SkLayout *layout,
                       SkBoard         cells)
{
  SkBoard common = SK_BOARD_FULL;
  SkBoard rest = cells;

  while (!sk_board_is_empty (rest))
    common = sk_board_and (common, layout->peer_board[sk_board_pop (&rest)]);
  return sk_board_and_not (common, cells);
}

int
sk_logic_length_rating (int base,
                        int length)
{
  int added = 0;
  int ceiling = 4;
  bool odd = false;

  while (length > ceiling)
    {
      added++;
      ceiling = odd ? ceiling * 4 / 3 : ceiling * 3 / 2;
      odd = !odd;
    }
  return base + added;
}

/* ---- the step finder ---- */

typedef enum
{
  PLAIN,      /* finder (ctx, step) */
  SIZED,      /* finder (ctx, size, step) */
  FORCING,    /* sk_find_forcing_chain (ctx, technique, step) */
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

#define PLAIN_FINDER(t, f)     { (t), PLAIN, 0, { .plain = (f) } }
#define SIZED_FINDER(t, n, f)  { (t), SIZED, (n), { .sized = (f) } }
#define FORCING_FINDER(t)      { (t), FORCING, 0, { .plain = NULL } }

/* In the order they are tried: by base rating, and within a rating the one a
 * person would see first. */
static const Finder finders[] = {
  PLAIN_FINDER (SK_TECH_FULL_HOUSE, sk_find_full_house),
  PLAIN_FINDER (SK_TECH_HIDDEN_SINGLE_REGION, sk_find_hidden_single_region),
  PLAIN_FINDER (SK_TECH_HIDDEN_SINGLE_LINE, sk_find_hidden_single_line),
  PLAIN_FINDER (SK_TECH_DIRECT_POINTING, sk_find_direct_pointing),
  PLAIN_FINDER (SK_TECH_DIRECT_CLAIMING, sk_find_direct_claiming),
  SIZED_FINDER (SK_TECH_DIRECT_HIDDEN_PAIR, 2, sk_find_direct_hidden_subset),
  PLAIN_FINDER (SK_TECH_NAKED_SINGLE, sk_find_naked_single),
  SIZED_FINDER (SK_TECH_DIRECT_HIDDEN_TRIPLE, 3, sk_find_direct_hidden_subset),
  PLAIN_FINDER (SK_TECH_POINTING, sk_find_pointing),
  PLAIN_FINDER (SK_TECH_CLAIMING, sk_find_claiming),
  PLAIN_FINDER (SK_TECH_LAW_OF_LEFTOVERS, sk_find_law_of_leftovers),
  SIZED_FINDER (SK_TECH_NAKED_PAIR, 2, sk_find_naked_subset),
  SIZED_FINDER (SK_TECH_X_WING, 2, sk_find_basic_fish),
  SIZED_FINDER (SK_TECH_HIDDEN_PAIR, 2, sk_find_hidden_subset),
  SIZED_FINDER (SK_TECH_NAKED_TRIPLE, 3, sk_find_naked_subset),
  SIZED_FINDER (SK_TECH_SWORDFISH, 3, sk_find_basic_fish),
  SIZED_FINDER (SK_TECH_HIDDEN_TRIPLE, 3, sk_find_hidden_subset),
  PLAIN_FINDER (SK_TECH_XY_WING, sk_find_xy_wing),
  PLAIN_FINDER (SK_TECH_XYZ_WING, sk_find_xyz_wing),
  SIZED_FINDER (SK_TECH_UNIQUE_RECTANGLE_1, 1, sk_find_unique_rectangle),
  SIZED_FINDER (SK_TECH_UNIQUE_RECTANGLE_2, 2, sk_find_unique_rectangle),
  SIZED_FINDER (SK_TECH_UNIQUE_RECTANGLE_4, 4, sk_find_unique_rectangle),
  SIZED_FINDER (SK_TECH_UNIQUE_RECTANGLE_3, 3, sk_find_unique_rectangle),
  SIZED_FINDER (SK_TECH_NAKED_QUAD, 4, sk_find_naked_subset),
  SIZED_FINDER (SK_TECH_JELLYFISH, 4, sk_find_basic_fish),
  SIZED_FINDER (SK_TECH_HIDDEN_QUAD, 4, sk_find_hidden_subset),
  PLAIN_FINDER (SK_TECH_BUG_PLUS_ONE, sk_find_bug_plus_one),
  SIZED_FINDER (SK_TECH_FINNED_X_WING, 2, sk_find_finned_fish),
  SIZED_FINDER (SK_TECH_FINNED_SWORDFISH, 3, sk_find_finned_fish),
  SIZED_FINDER (SK_TECH_FINNED_JELLYFISH, 4, sk_find_finned_fish),
  PLAIN_FINDER (SK_TECH_SKYSCRAPER, sk_find_skyscraper),
  PLAIN_FINDER (SK_TECH_TWO_STRING_KITE, sk_find_two_string_kite),
  PLAIN_FINDER (SK_TECH_SIMPLE_COLOURING, sk_find_simple_colouring),
  PLAIN_FINDER (SK_TECH_X_CYCLE, sk_find_x_cycle),
  PLAIN_FINDER (SK_TECH_W_WING, sk_find_w_wing),
  PLAIN_FINDER (SK_TECH_XY_CHAIN, sk_find_xy_chain),
  PLAIN_FINDER (SK_TECH_AIC, sk_find_aic),
  PLAIN_FINDER (SK_TECH_ALS_XZ, sk_find_als_xz),
  FORCING_FINDER (SK_TECH_NISHIO_FORCING_CHAIN),
  FORCING_FINDER (SK_TECH_CONTRADICTION_FORCING_CHAIN),
  FORCING_FINDER (SK_TECH_CELL_FORCING_CHAIN),
  FORCING_FINDER (SK_TECH_UNIT_FORCING_CHAIN),
  FORCING_FINDER (SK_TECH_DYNAMIC_CONTRADICTION_FORCING_CHAIN),
  FORCING_FINDER (SK_TECH_DYNAMIC_CELL_FORCING_CHAIN),
  FORCING_FINDER (SK_TECH_DYNAMIC_UNIT_FORCING_CHAIN),
  FORCING_FINDER (SK_TECH_DYNAMIC_FORCING_CHAIN_PLUS),
  FORCING_FINDER (SK_TECH_NESTED_FORCING_CHAIN),
};

/* The finned fish finder reports a sashimi fish under its own technique. */
static bool
finder_allowed (const SkLogicOptions *options,
                const Finder         *f)
{
  if (options == NULL)
    return true;
  if ((options->disabled >> f->technique) & 1)
    return false;
  if (!options->assume_unique
      && (f->technique == SK_TECH_UNIQUE_RECTANGLE_1 || f->technique == SK_TECH_UNIQUE_RECTANGLE_2
          || f->technique == SK_TECH_UNIQUE_RECTANGLE_3 || f->technique == SK_TECH_UNIQUE_RECTANGLE_4
          || f->technique == SK_TECH_BUG_PLUS_ONE))
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
    case PLAIN:
      return f->find.plain (ctx, step);
    case SIZED:
      return f->find.sized (ctx, f->size, step);
    case FORCING:
    default:
      return sk_find_forcing_chain (ctx, f->technique, step);
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
  for (int unit = 0; unit < SK_UNITS; unit++)
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

bool
sk_logic_find_step (const SkCandidateGrid *cg,
                    const SkLayout        *layout,
                    const SkLogicOptions  *options,
                    SkStep                *step)
{
  SkLogicContext ctx;

  sk_logic_context_init (&ctx, cg, layout, options);
  if (grid_is_broken (&ctx))
    return false;
  for (size_t i = 0; i < sizeof finders / sizeof finders[0]; i++)
    {
      const Finder *f = &finders[i];

      if (!finder_allowed (options, f))
        continue;
      if (sk_logic_cancelled (&ctx))
        return false;
      if (run_finder (f, &ctx, step))
        {
          if (options != NULL && ((options->disabled >> step->technique) & 1))
            continue;
          return true;
        }
    }
  return false;
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
