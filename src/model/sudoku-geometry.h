/* sudoku-geometry.h: the board's shape, as the window asks about it
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Cells, rows and columns, and the few questions about a layout that the
 * window and the layout editor ask: the model's face on the engine, so that
 * no engine function is called from src/ui/. Layouts are still SkLayout
 * values: plain data, read as such.
 */

#pragma once

#include <glib.h>

#include "sk-layout.h"

G_BEGIN_DECLS

#define SUDOKU_SIZE           SK_SIZE            /* cells in a row, a column, a region */
#define SUDOKU_CELLS          SK_CELLS           /* cells on the board, 0-80 in reading order */
#define SUDOKU_REGION_COLOURS SK_REGION_COLOURS  /* tints that keep neighbouring regions apart */

/* As the engine counts: int, so that a step off the board (row - 1) can be
 * computed and then clamped. */
static inline int
sudoku_index_row (int index)
{
  return index / SUDOKU_SIZE;
}

static inline int
sudoku_index_column (int index)
{
  return index % SUDOKU_SIZE;
}

static inline int
sudoku_index_at (int row,
                 int column)
{
  return row * SUDOKU_SIZE + column;
}

void     sudoku_layout_init_standard  (SkLayout       *layout);
/* @symbols: 81 region symbols; FALSE (and @layout undefined) unless they
 * make nine regions of nine cells. */
gboolean sudoku_layout_parse_symbols  (SkLayout       *layout,
                                       const char     *symbols);
gboolean sudoku_layout_is_standard    (const SkLayout *layout);
gboolean sudoku_layout_equal          (const SkLayout *a,
                                       const SkLayout *b);
/* How many pieces (four-way connected) each region 0-8 of @region is in. */
void     sudoku_regions_count_pieces  (const guint8    region[SUDOKU_CELLS],
                                       int             pieces[SUDOKU_SIZE]);
/* A tint 0 to SUDOKU_REGION_COLOURS - 1 for each region, neighbours apart
 * where that is possible (then TRUE). */
gboolean sudoku_layout_colour_regions (const SkLayout *layout,
                                       int             colour[SUDOKU_SIZE]);
/* SK_HOUSE_MARK bits for each cell of @layout: how the board marks the
 * extra houses (Sudoku-X, Windoku...) a cell is in, 0 for none. */
void     sudoku_layout_house_marks    (const SkLayout *layout,
                                       guint8          marks[SUDOKU_CELLS]);

G_END_DECLS
