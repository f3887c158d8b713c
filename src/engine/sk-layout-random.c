/* sk-layout-random.c: new random jigsaw layouts, optionally symmetric
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The layout starts as the standard boxes and is reshaped by many small
 * moves: a cell crosses into a neighbouring region, and a cell of that region
 * next to the first crosses back, so every region keeps nine cells. A move
 * that splits a region, or breaks the symmetry asked for, is undone. With a
 * symmetry, each move is made together with its images, so the layout stays
 * symmetric from the boxes (which every symmetry keeps) on.
 */

#include "sk-generate.h"

#include <string.h>

#include "sk-random.h"

enum
{
  MOVES_WANTED  = 200,     /* enough to leave no trace of the boxes */
  MAX_PROPOSALS = 40000,   /* a symmetric layout refuses most proposals */
};

static int
neighbour (int cell,
           int direction)
{
  int r = sk_cell_row (cell);
  int c = sk_cell_column (cell);

  switch (direction)
    {
    case 0:
      return r > 0 ? cell - SK_SIZE : -1;
    case 1:
      return r < SK_SIZE - 1 ? cell + SK_SIZE : -1;
    case 2:
      return c > 0 ? cell - 1 : -1;
    default:
      return c < SK_SIZE - 1 ? cell + 1 : -1;
    }
}

static bool
touches (const uint8_t region[SK_CELLS],
         int           cell,
         int           r)
{
  for (int d = 0; d < 4; d++)
    {
      int n = neighbour (cell, d);

      if (n >= 0 && region[n] == r)
        return true;
    }
  return false;
}

static bool
regions_valid (const uint8_t region[SK_CELLS],
               SkSymmetry    symmetry)
{
  int size[SK_SIZE] = { 0 };
  int pieces[SK_SIZE];

  for (int cell = 0; cell < SK_CELLS; cell++)
    size[region[cell]]++;
  for (int r = 0; r < SK_SIZE; r++)
    if (size[r] != SK_SIZE)
      return false;

  sk_regions_count_pieces (region, pieces);
  for (int r = 0; r < SK_SIZE; r++)
    if (pieces[r] != 1)
      return false;

  return sk_symmetry_fits_regions (symmetry, region);
}

/* One move and its images; false (and @region spoilt) when it must be undone. */
static bool
propose_move (uint8_t     region[SK_CELLS],
              SkRandom   *rng,
              SkSymmetry  symmetry)
{
  uint8_t before[SK_CELLS];
  uint8_t image[SK_SIZE];
  uint8_t pick[SK_CELLS];
  int n_pick = 0;
  int a = (int) sk_random_below (rng, SK_CELLS);
  int b = neighbour (a, (int) sk_random_below (rng, 4));
  int from;
  int to;
  int back;
  int cell_a;
  int cell_back;

  if (b < 0 || region[a] == region[b])
    return false;

  memcpy (before, region, sizeof before);
  from = region[a];
  to = region[b];

  region[a] = (uint8_t) to;
  for (int cell = 0; cell < SK_CELLS; cell++)
    if (region[cell] == to && cell != a && touches (region, cell, from))
      pick[n_pick++] = (uint8_t) cell;
  if (n_pick == 0)
    return false;
  back = pick[sk_random_below (rng, (unsigned) n_pick)];
  region[back] = (uint8_t) from;

  /* The images of the move under the symmetry's powers, regions mapped as
   * the symmetric layout before the move maps them. */
  for (int cell = 0; cell < SK_CELLS; cell++)
    image[before[cell]] = before[sk_symmetry_map (symmetry, cell)];
  cell_a = a;
  cell_back = back;
  for (int k = 1; k < sk_symmetry_order (symmetry); k++)
    {
      cell_a = sk_symmetry_map (symmetry, cell_a);
      cell_back = sk_symmetry_map (symmetry, cell_back);
      to = image[to];
      from = image[from];
      region[cell_a] = (uint8_t) to;
      region[cell_back] = (uint8_t) from;
    }

  return regions_valid (region, symmetry);
}

void
sk_layout_init_random (SkLayout   *layout,
                       uint64_t    seed,
                       SkSymmetry  symmetry)
{
  SkRandom rng;
  uint8_t region[SK_CELLS];
  char symbols[SK_CELLS];
  int moves = 0;

  if ((unsigned) symmetry >= SK_N_SYMMETRIES)
    symmetry = SK_SYMMETRY_NONE;

  sk_random_init (&rng, seed);
  for (int cell = 0; cell < SK_CELLS; cell++)
    region[cell] = (uint8_t) (sk_cell_row (cell) / 3 * 3 + sk_cell_column (cell) / 3);

  for (int i = 0; i < MAX_PROPOSALS && moves < MOVES_WANTED; i++)
    {
      uint8_t saved[SK_CELLS];

      memcpy (saved, region, sizeof saved);
      if (propose_move (region, &rng, symmetry))
        moves++;
      else
        memcpy (region, saved, sizeof saved);
    }

  for (int cell = 0; cell < SK_CELLS; cell++)
    symbols[cell] = (char) ('1' + region[cell]);
  sk_layout_init_from_symbols (layout, symbols, SK_CELLS, NULL);
}
