/* sk-grid.c: rule checks and candidates on a board of digits
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "sk-grid.h"

#include <string.h>

#include "sk-bits.h"

void
sk_grid_clear (SkGrid *grid)
{
  memset (grid, 0, sizeof *grid);
}

int
sk_grid_count_filled (const SkGrid *grid)
{
  int n = 0;

  for (int cell = 0; cell < SK_CELLS; cell++)
    n += grid->cell[cell] != 0;
  return n;
}

bool
sk_grid_digits_valid (const SkGrid *grid)
{
  for (int cell = 0; cell < SK_CELLS; cell++)
    if (grid->cell[cell] > SK_SIZE)
      return false;
  return true;
}

/* The digits that stand more than once in a unit. */
static SkMask
repeated_digits (const SkGrid   *grid,
                 const uint8_t   cells[SK_SIZE])
{
  SkMask seen = 0;
  SkMask repeated = 0;

  for (int i = 0; i < SK_SIZE; i++)
    {
      int digit = grid->cell[cells[i]];

      if (digit == 0)
        continue;
      repeated |= seen & sk_mask_of (digit);
      seen |= sk_mask_of (digit);
    }

  return repeated;
}

int
sk_grid_find_clashes (const SkGrid   *grid,
                      const SkLayout *layout,
                      SkClash        *clashes,
                      int             max_clashes)
{
  int n = 0;

  for (int unit = 0; unit < sk_layout_n_units (layout) && n < max_clashes; unit++)
    {
      const uint8_t *cells = layout->unit_cells[unit];

      /* Most units are clean: look for the pairs only where a digit repeats. */
      if (repeated_digits (grid, cells) == 0)
        continue;

      for (int i = 0; i < SK_SIZE; i++)
        {
          int digit = grid->cell[cells[i]];

          if (digit == 0)
            continue;

          for (int j = i + 1; j < SK_SIZE; j++)
            if (grid->cell[cells[j]] == digit)
              {
                if (n < max_clashes)
                  clashes[n] = (SkClash) {
                    .kind = sk_unit_kind (unit),
                    .number = sk_unit_number (unit),
                    .digit = digit,
                    .cells = { cells[i], cells[j] },
                  };
                n++;
              }
        }
    }

  return n < max_clashes ? n : max_clashes;
}

int
sk_grid_mark_conflicts (const SkGrid   *grid,
                        const SkLayout *layout,
                        bool            conflict[SK_CELLS])
{
  int n = 0;

  memset (conflict, 0, SK_CELLS * sizeof conflict[0]);

  for (int unit = 0; unit < sk_layout_n_units (layout); unit++)
    {
      const uint8_t *cells = layout->unit_cells[unit];
      SkMask repeated = repeated_digits (grid, cells);

      if (repeated == 0)
        continue;

      for (int i = 0; i < SK_SIZE; i++)
        {
          int digit = grid->cell[cells[i]];

          if (digit != 0 && (repeated & sk_mask_of (digit)) != 0 && !conflict[cells[i]])
            {
              conflict[cells[i]] = true;
              n++;
            }
        }
    }

  return n;
}

void
sk_grid_candidates (const SkGrid   *grid,
                    const SkLayout *layout,
                    SkMask          candidates[SK_CELLS])
{
  SkMask used[SK_MAX_UNITS] = { 0 };

  for (int cell = 0; cell < SK_CELLS; cell++)
    if (grid->cell[cell] != 0)
      {
        for (int i = 0; i < 3; i++)
          used[layout->cell_units[cell][i]] |= sk_mask_of (grid->cell[cell]);
        for (int e = 0; e < layout->n_extra; e++)
          if ((layout->cell_extra_bits[cell] >> e) & 1)
            used[SK_UNITS + e] |= sk_mask_of (grid->cell[cell]);
      }

  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      const uint8_t *units = layout->cell_units[cell];

      if (grid->cell[cell] != 0)
        candidates[cell] = 0;
      else
        {
          SkMask taken = used[units[0]] | used[units[1]] | used[units[2]];

          for (int e = 0; e < layout->n_extra; e++)
            if ((layout->cell_extra_bits[cell] >> e) & 1)
              taken |= used[SK_UNITS + e];
          candidates[cell] = SK_ALL_DIGITS & ~taken;
        }
    }
}

bool
sk_grid_is_solution_of (const SkGrid   *solution,
                        const SkGrid   *puzzle,
                        const SkLayout *layout)
{
  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      if (solution->cell[cell] < 1 || solution->cell[cell] > SK_SIZE)
        return false;
      if (puzzle->cell[cell] != 0 && puzzle->cell[cell] != solution->cell[cell])
        return false;
    }

  /* Nine distinct digits in each of the 27 units and each extra house. */
  for (int unit = 0; unit < sk_layout_n_units (layout); unit++)
    {
      SkMask seen = 0;

      for (int i = 0; i < SK_SIZE; i++)
        seen |= sk_mask_of (solution->cell[layout->unit_cells[unit][i]]);
      if (seen != SK_ALL_DIGITS)
        return false;
    }

  return true;
}
