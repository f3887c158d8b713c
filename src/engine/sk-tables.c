/* sk-tables.c: the FillCell search in reading order, candidates from used-digit tables
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* ------------------------------------------------------------------------
 * How the search works
 *
 * The same search as sk-backtrack.c, cell for cell and digit for digit: the
 * next empty cell in reading order, its open digits smallest first, recurse,
 * undo. Only the way the open digits are found changes. Each of the 27 units
 * keeps the set of digits already in it as a 9-bit mask, so the candidates of
 * a cell are the digits missing from the union of three masks: three loads
 * and an OR instead of reading 27 cells. Placing a digit sets its bit in the
 * cell's three units, undo clears it.
 *
 * The trees of the two searches are identical, and so are their calls, depth
 * and guesses; the tables change only the time per call.
 * ------------------------------------------------------------------------ */

#include "sk-search.h"

#include "sk-bits.h"

typedef struct
{
  SkSearch *s;
  SkGrid    grid;
  SkMask    used[SK_MAX_UNITS];  /* digits placed in each row, column, region and extra house */
} Tables;

static void
fill_cell (Tables   *t,
           int       cell,
           uint32_t  depth)
{
  SkSearch *s = t->s;
  const uint8_t *units;
  unsigned extras;
  SkMask candidates;

  if (!sk_search_enter (s, depth))
    return;

  while (cell < SK_CELLS && t->grid.cell[cell] != 0)
    cell++;

  if (cell == SK_CELLS)
    {
      if (sk_search_is_first_solution (s))
        s->result->solution = t->grid;
      sk_search_count_solution (s);
      return;
    }

  units = s->layout->cell_units[cell];
  extras = s->layout->cell_extra_bits[cell];
  candidates = (SkMask) (SK_ALL_DIGITS & ~(t->used[units[0]] | t->used[units[1]] | t->used[units[2]]));
  for (unsigned e = extras; e != 0; e &= e - 1)
    candidates &= (SkMask) ~t->used[SK_UNITS + __builtin_ctz (e)];
  while (candidates != 0 && !s->stop)
    {
      int digit = sk_mask_first (candidates);
      SkMask bit = sk_mask_of (digit);

      candidates &= candidates - 1;
      /* The last digit left, once the others failed, is forced: no guess. */
      if (candidates != 0)
        s->result->stats.guesses++;

      t->grid.cell[cell] = (uint8_t) digit;
      t->used[units[0]] |= bit;
      t->used[units[1]] |= bit;
      t->used[units[2]] |= bit;
      for (unsigned e = extras; e != 0; e &= e - 1)
        t->used[SK_UNITS + __builtin_ctz (e)] |= bit;
      fill_cell (t, cell + 1, depth + 1);
      t->used[units[0]] &= (SkMask) ~bit;
      t->used[units[1]] &= (SkMask) ~bit;
      t->used[units[2]] &= (SkMask) ~bit;
      for (unsigned e = extras; e != 0; e &= e - 1)
        t->used[SK_UNITS + __builtin_ctz (e)] &= (SkMask) ~bit;
    }
  t->grid.cell[cell] = 0;
}

void
sk_search_tables (SkSearch     *s,
                  const SkGrid *puzzle)
{
  Tables t = { .s = s, .grid = *puzzle };

  for (int cell = 0; cell < SK_CELLS; cell++)
    if (puzzle->cell[cell] != 0)
      {
        for (int i = 0; i < 3; i++)
          t.used[s->layout->cell_units[cell][i]] |= sk_mask_of (puzzle->cell[cell]);
        for (unsigned e = s->layout->cell_extra_bits[cell]; e != 0; e &= e - 1)
          t.used[SK_UNITS + __builtin_ctz (e)] |= sk_mask_of (puzzle->cell[cell]);
      }

  fill_cell (&t, 0, 1);
}
