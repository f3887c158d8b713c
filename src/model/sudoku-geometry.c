/* sudoku-geometry.c: the board's shape, as the window asks about it
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-geometry"

#include "config.h"

#include "sudoku-geometry.h"

void
sudoku_layout_init_standard (SkLayout *layout)
{
  sk_layout_init_standard (layout);
}

gboolean
sudoku_layout_parse_symbols (SkLayout   *layout,
                             const char *symbols)
{
  return sk_layout_init_from_symbols (layout, symbols, SUDOKU_CELLS, NULL) == SK_LAYOUT_OK;
}

gboolean
sudoku_layout_is_standard (const SkLayout *layout)
{
  return sk_layout_is_standard (layout);
}

gboolean
sudoku_layout_equal (const SkLayout *a,
                     const SkLayout *b)
{
  return sk_layout_equal (a, b);
}

void
sudoku_regions_count_pieces (const guint8 region[SUDOKU_CELLS],
                             int          pieces[SUDOKU_SIZE])
{
  sk_regions_count_pieces (region, pieces);
}

gboolean
sudoku_layout_colour_regions (const SkLayout *layout,
                              int             colour[SUDOKU_SIZE])
{
  return sk_layout_colour_regions (layout, colour);
}

void
sudoku_layout_house_marks (const SkLayout *layout,
                           guint8          marks[SUDOKU_CELLS])
{
  sk_layout_house_marks (layout, marks);
}
