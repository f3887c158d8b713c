/* sk-backtrack.c: the literal FillCell search, candidates found by scanning
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* ------------------------------------------------------------------------
 * How the search works
 *
 * The textbook recursive solver, kept as plain as its description so that the
 * other three can be measured against it. FillCell takes the next empty cell
 * in reading order, looks at the 27 cells of its row, column and region to
 * see which digits they leave open, and for each of those, smallest first,
 * writes it, calls itself for the following cells and erases it again. When
 * no empty cell is left the grid is a solution. Nothing is remembered between
 * calls: every candidate set is scanned afresh from the grid, and a cell with
 * one candidate gets no special treatment beyond not counting as a guess.
 *
 * Only the grid changes during the search, one cell at a time, so undo is
 * writing a 0 back. The region of a cell comes from the layout, as in every
 * other algorithm, so jigsaw puzzles need nothing extra.
 * ------------------------------------------------------------------------ */

#include "sk-search.h"

#include "sk-bits.h"

/* The digits the row, column, region and extra houses of an empty cell leave open. */
static SkMask
scan_candidates (const SkGrid   *grid,
                 const SkLayout *layout,
                 int             cell)
{
  unsigned used = 0;

  for (int i = 0; i < 3; i++)
    {
      const uint8_t *cells = layout->unit_cells[layout->cell_units[cell][i]];

      /* Bit d for digit d, so an empty cell only sets bit 0. */
      for (int j = 0; j < SK_SIZE; j++)
        used |= 1u << grid->cell[cells[j]];
    }
  for (int e = 0; e < layout->n_extra; e++)
    if ((layout->cell_extra_bits[cell] >> e) & 1)
      for (int j = 0; j < SK_SIZE; j++)
        used |= 1u << grid->cell[layout->unit_cells[SK_UNITS + e][j]];

  return (SkMask) (SK_ALL_DIGITS & ~(used >> 1));
}

static void
fill_cell (SkSearch *s,
           SkGrid   *grid,
           int       cell,
           uint32_t  depth)
{
  SkMask candidates;

  if (!sk_search_enter (s, depth))
    return;

  while (cell < SK_CELLS && grid->cell[cell] != 0)
    cell++;

  if (cell == SK_CELLS)
    {
      if (sk_search_is_first_solution (s))
        s->result->solution = *grid;
      sk_search_count_solution (s);
      return;
    }

  candidates = scan_candidates (grid, s->layout, cell);
  while (candidates != 0 && !s->stop)
    {
      int digit = sk_mask_first (candidates);

      candidates &= candidates - 1;
      /* The last digit left, once the others failed, is forced: no guess. */
      if (candidates != 0)
        s->result->stats.guesses++;

      grid->cell[cell] = (uint8_t) digit;
      fill_cell (s, grid, cell + 1, depth + 1);
    }
  grid->cell[cell] = 0;
}

void
sk_search_backtrack (SkSearch     *s,
                     const SkGrid *puzzle)
{
  SkGrid grid = *puzzle;

  fill_cell (s, &grid, 0, 1);
}
