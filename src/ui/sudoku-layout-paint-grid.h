/* sudoku-layout-paint-grid.h: the layout editor's 9x9 grid, painted region by region
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-geometry.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_LAYOUT_PAINT_GRID (sudoku_layout_paint_grid_get_type ())

G_DECLARE_FINAL_TYPE (SudokuLayoutPaintGrid, sudoku_layout_paint_grid, SUDOKU, LAYOUT_PAINT_GRID, GtkWidget)

/* 81 focusable cells, each in one of nine regions (0-8, shown as 1-9). The
 * grid knows nothing of valid layouts: it only holds the regions and paints.
 *
 * Pointer: pressing on a cell paints it with the brush; dragging paints every
 * cell the pointer passes. Keys, while a cell has the focus: arrows, Home and
 * End move; Shift with an arrow moves and paints; 1-9 choose the brush and
 * paint the cell; Space and Enter paint it with the brush.
 *
 * Each cell has the CSS classes "region-N" (its region, 0-8), "region-right"
 * / "region-bottom" where its neighbour lies in another region, and the
 * accessible label "Row R, column C, region N".
 *
 * Property "brush" (guint, 0-8): the region painting gives.
 * Signal "changed": some cells changed region, once per paint. */
GtkWidget    *sudoku_layout_paint_grid_new         (void);
void          sudoku_layout_paint_grid_set_regions (SudokuLayoutPaintGrid *self,
                                                    const guint8           regions[SUDOKU_CELLS]);
const guint8 *sudoku_layout_paint_grid_get_regions (SudokuLayoutPaintGrid *self);
guint         sudoku_layout_paint_grid_get_brush   (SudokuLayoutPaintGrid *self);
void          sudoku_layout_paint_grid_set_brush   (SudokuLayoutPaintGrid *self,
                                                    guint                  brush);
/* Gives cell @index to @region; TRUE when that changed anything. */
gboolean      sudoku_layout_paint_grid_paint       (SudokuLayoutPaintGrid *self,
                                                    guint                  index,
                                                    guint                  region);
guint         sudoku_layout_paint_grid_get_cursor  (SudokuLayoutPaintGrid *self);
/* Moves the cursor and the keyboard focus to the cell at @index. */
void          sudoku_layout_paint_grid_set_cursor  (SudokuLayoutPaintGrid *self,
                                                    guint                  index);
GtkWidget    *sudoku_layout_paint_grid_get_cell    (SudokuLayoutPaintGrid *self,
                                                    guint                  index);

/* What the pointer and the keys do, for the tests: GTK 4 has no public way
 * to synthesize events. The cell under (@x, @y), in the grid's coordinates,
 * or -1; a stroke paints with the brush every cell on the segment from
 * (@x0, @y0) to (@x1, @y1), as a drag does; handle_key is the key
 * controller's handler, TRUE when it used the key. */
int           sudoku_layout_paint_grid_cell_at     (SudokuLayoutPaintGrid *self,
                                                    double                 x,
                                                    double                 y);
void          sudoku_layout_paint_grid_stroke      (SudokuLayoutPaintGrid *self,
                                                    double                 x0,
                                                    double                 y0,
                                                    double                 x1,
                                                    double                 y1);
gboolean      sudoku_layout_paint_grid_handle_key  (SudokuLayoutPaintGrid *self,
                                                    guint                  keyval,
                                                    GdkModifierType        state);

G_END_DECLS
