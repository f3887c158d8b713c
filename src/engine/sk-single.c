/* sk-single.c: the next naked or hidden single of a grid, for hints
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A hint should be the step a person would take next, and the same step every
 * time it is asked for. So the choice is fixed: a naked single (a cell with
 * one candidate) before any hidden single (a digit with one place in a row,
 * column or region), since it needs only one cell looked at; among several,
 * the first cell in reading order, then the smallest digit, then the row
 * before the column before the region. Candidates are those of
 * sk_grid_candidates: the digits no peer holds.
 */

#include "sk-single.h"

#include "sk-bits.h"

/* Whether @cell is the only empty cell of @unit where @digit fits. */
static bool
only_place_in_unit (const SkGrid   *grid,
                    const SkLayout *layout,
                    const SkMask    candidates[SK_CELLS],
                    int             unit,
                    int             cell,
                    SkMask          digit)
{
  for (int i = 0; i < SK_SIZE; i++)
    {
      int other = layout->unit_cells[unit][i];

      if (other != cell && grid->cell[other] == 0 && (candidates[other] & digit) != 0)
        return false;
    }
  return true;
}

/* Fills @out and returns true when the grid has a single; false when it has
 * none, or when its digits break a rule, since nothing sound follows then.
 * A single says nothing about whether the grid can still be completed. */
bool
sk_find_single (const SkGrid   *grid,
                const SkLayout *layout,
                SkSingle       *out)
{
  SkMask candidates[SK_CELLS];
  SkClash clash;

  if (!sk_grid_digits_valid (grid) || sk_grid_find_clashes (grid, layout, &clash, 1) > 0)
    return false;

  sk_grid_candidates (grid, layout, candidates);

  for (int cell = 0; cell < SK_CELLS; cell++)
    if (grid->cell[cell] == 0 && sk_mask_is_single (candidates[cell]))
      {
        *out = (SkSingle) {
          .kind = SK_SINGLE_NAKED,
          .cell = cell,
          .digit = sk_mask_first (candidates[cell]),
          .unit_kind = SK_UNIT_ROW,
          .unit_number = -1,
        };
        return true;
      }

  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      SkMask open = grid->cell[cell] == 0 ? candidates[cell] : 0;

      for (; open != 0; open &= open - 1)
        {
          int digit = sk_mask_first (open);
          int units[3 + SK_MAX_EXTRA];
          int n_units = 0;

          for (int i = 0; i < 3; i++)
            units[n_units++] = layout->cell_units[cell][i];
          for (unsigned e = layout->cell_extra_bits[cell]; e != 0; e &= e - 1)
            units[n_units++] = SK_UNITS + __builtin_ctz (e);

          for (int i = 0; i < n_units; i++)
            {
              int unit = units[i];

              if (!only_place_in_unit (grid, layout, candidates, unit, cell, sk_mask_of (digit)))
                continue;
              *out = (SkSingle) {
                .kind = SK_SINGLE_HIDDEN,
                .cell = cell,
                .digit = digit,
                .unit_kind = sk_unit_kind (unit),
                .unit_number = sk_unit_number (unit),
              };
              return true;
            }
        }
    }

  return false;
}
