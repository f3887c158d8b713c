/* sk-symmetry.c: the symmetries of the givens, and which layouts keep them
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "sk-generate.h"

#include "sk-ids.h"

static const char *const symmetry_ids[SK_N_SYMMETRIES] = {
  "none", "rotate-180", "rotate-90", "mirror", "diagonal",
};

static const SkIdTable symmetry_id_table = SK_ID_TABLE_OF_IDS (symmetry_ids);

int
sk_symmetry_map (SkSymmetry symmetry,
                 int        cell)
{
  int r = sk_cell_row (cell);
  int c = sk_cell_column (cell);
  const int last = SK_SIZE - 1;

  switch (symmetry)
    {
    case SK_SYMMETRY_ROTATE_180:
      return sk_cell_index (last - r, last - c);
    case SK_SYMMETRY_ROTATE_90:
      return sk_cell_index (c, last - r);
    case SK_SYMMETRY_MIRROR:
      return sk_cell_index (r, last - c);
    case SK_SYMMETRY_DIAGONAL:
      return sk_cell_index (c, r);
    case SK_SYMMETRY_NONE:
    default:
      return cell;
    }
}

/* Rows and columns always map onto rows and columns, so with the regions
 * checked too, every house of the layout lands on a house of its kind. */
bool
sk_symmetry_fits_extra (SkSymmetry      symmetry,
                        const SkLayout *layout)
{
  for (int e = 0; e < layout->n_extra; e++)
    {
      SkBoard image = SK_BOARD_EMPTY;
      bool found = false;

      for (int i = 0; i < SK_SIZE; i++)
        image = sk_board_or (image, sk_board_cell (sk_symmetry_map (symmetry,
                                                                    layout->unit_cells[SK_UNITS + e][i])));
      for (int f = 0; f < layout->n_extra && !found; f++)
        found = image.lo == layout->unit_board[SK_UNITS + f].lo
                && image.hi == layout->unit_board[SK_UNITS + f].hi;
      if (!found)
        return false;
    }
  return true;
}

/* The map sends every region onto one region: each region's cells all land
 * in one region, which then is the whole image since both hold nine. Checking
 * the one map covers its powers too. */
bool
sk_symmetry_fits (SkSymmetry      symmetry,
                  const SkLayout *layout)
{
  return sk_symmetry_fits_regions (symmetry, layout->region)
         && sk_symmetry_fits_extra (symmetry, layout);
}

bool
sk_symmetry_fits_regions (SkSymmetry    symmetry,
                          const uint8_t region[SK_CELLS])
{
  int image[SK_SIZE];

  for (int r = 0; r < SK_SIZE; r++)
    image[r] = -1;

  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      int from = region[cell];
      int to = region[sk_symmetry_map (symmetry, cell)];

      if (image[from] == -1)
        image[from] = to;
      else if (image[from] != to)
        return false;
    }
  return true;
}

bool
sk_symmetry_holds (SkSymmetry    symmetry,
                   const SkGrid *grid)
{
  for (int cell = 0; cell < SK_CELLS; cell++)
    if ((grid->cell[cell] != 0) != (grid->cell[sk_symmetry_map (symmetry, cell)] != 0))
      return false;
  return true;
}

const char *
sk_symmetry_to_id (SkSymmetry symmetry)
{
  return sk_id_table_get (&symmetry_id_table, (int) symmetry, symmetry_ids[SK_SYMMETRY_NONE]);
}

bool
sk_symmetry_from_id (const char *id,
                     SkSymmetry *symmetry)
{
  int row = sk_id_table_find (&symmetry_id_table, id);

  if (row < 0)
    return false;
  *symmetry = (SkSymmetry) row;
  return true;
}

int
sk_symmetry_order (SkSymmetry symmetry)
{
  switch (symmetry)
    {
    case SK_SYMMETRY_ROTATE_90:
      return 4;
    case SK_SYMMETRY_ROTATE_180:
    case SK_SYMMETRY_MIRROR:
    case SK_SYMMETRY_DIAGONAL:
      return 2;
    case SK_SYMMETRY_NONE:
    default:
      return 1;
    }
}
