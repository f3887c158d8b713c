/* sk-generate-fill.c: a random solution grid for any layout
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A plain random depth-first fill works for the standard boxes but gives up
 * on most jigsaw layouts, whose regions only yield to hidden singles and
 * locked candidates. So the propagating solver fills the grid, from a few
 * random digits in random cells; the digits are then relabelled by a random
 * permutation, which keeps every rule on any layout. A try whose random
 * digits admit no grid, or take the solver too long, is followed by another.
 */

#include "sk-generate-private.h"

#include "sk-bits.h"
#include "sk-solver.h"

enum
{
  FILL_SEEDS     = 5,     /* random digits to start from: more would often admit no grid */
  FILL_MAX_CALLS = 2000,  /* a try costing more is dropped: a heavy tail, rarely a grid */
  FILL_TRIES     = 16,
};

/* A random digit of the candidates of a random empty cell; false if it has none. */
static bool
place_random_digit (SkGrid         *grid,
                    const SkLayout *layout,
                    SkRandom       *rng)
{
  SkMask candidates[SK_CELLS];
  int cell;
  int pick;

  do
    cell = (int) sk_random_below (rng, SK_CELLS);
  while (grid->cell[cell] != 0);

  sk_grid_candidates (grid, layout, candidates);
  if (candidates[cell] == 0)
    return false;
  pick = (int) sk_random_below (rng, (unsigned) sk_mask_count (candidates[cell]));
  for (int d = 1; d <= SK_SIZE; d++)
    if ((candidates[cell] & sk_mask_of (d)) && pick-- == 0)
      grid->cell[cell] = (uint8_t) d;
  return true;
}

bool
sk_generate_fill (SkGrid           *grid,
                  const SkLayout   *layout,
                  SkRandom         *rng,
                  const atomic_int *cancel)
{
  SkSolveOptions options;

  sk_solve_options_init (&options);
  options.max_calls = FILL_MAX_CALLS;
  options.cancel = cancel;

  for (int t = 0; t < FILL_TRIES; t++)
    {
      SkGrid start;
      SkSolveResult result;
      uint8_t label[SK_SIZE + 1];
      bool placed = true;

      sk_grid_clear (&start);
      for (int i = 0; i < FILL_SEEDS && placed; i++)
        placed = place_random_digit (&start, layout, rng);
      if (!placed)
        continue;

      sk_solve (&start, layout, &options, &result);
      if (result.status == SK_SOLVE_CANCELLED)
        return false;
      if (result.status != SK_SOLVE_SOLVED)
        continue;

      for (int d = 0; d <= SK_SIZE; d++)
        label[d] = (uint8_t) d;
      sk_random_shuffle (rng, label + 1, SK_SIZE);
      for (int cell = 0; cell < SK_CELLS; cell++)
        grid->cell[cell] = label[result.solution.cell[cell]];
      return true;
    }
  return false;
}
