/* sudoku-layout-paint-grid.h: the layout editor's 9x9 grid, painted region by region
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-extra-houses.h"
#include "sudoku-geometry.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_LAYOUT_PAINT_GRID (sudoku_layout_paint_grid_get_type ())

G_DECLARE_FINAL_TYPE (SudokuLayoutPaintGrid, sudoku_layout_paint_grid, SUDOKU, LAYOUT_PAINT_GRID, GtkWidget)

/* The brushes: the nine regions (0-8), then the painted extra houses
 * (SUDOKU_SIZE + h for house h, shown as A, B...). */
#define SUDOKU_LAYOUT_N_BRUSHES (SUDOKU_SIZE + SUDOKU_MAX_EXTRA)

/* 81 focusable cells, each in one of nine regions (0-8, shown as 1-9) and in
 * any of the painted extra houses (0 to SUDOKU_MAX_EXTRA - 1, shown as A, B
 * ... in the other corner). The grid knows nothing of valid layouts: it only
 * holds the regions and houses, and paints. The cells of the named sets
 * switched on are shown as it is told (set_set_cells), not painted.
 *
 * Pointer: pressing on a cell paints it with the brush; dragging paints every
 * cell the pointer passes. Keys, while a cell has the focus: arrows, Home and
 * End move; Shift with an arrow moves and paints; 1-9 choose the brush and
 * paint the cell; Space and Enter paint it with the brush. A house brush
 * adds cells to its house, and takes them out where a click, a drag or Space
 * starts on a cell already in it.
 *
 * Each cell has the CSS classes "region-N" (its region, 0-8), "region-right"
 * / "region-bottom" where its neighbour lies in another region, "extra-set"
 * in a named set's house, "extra-painted" in a painted house, "brush-house"
 * in the house of the brush, and the accessible label "Row R, column C,
 * region N" (with ", extra house A"... after it).
 *
 * Property "brush" (guint, 0 to SUDOKU_LAYOUT_N_BRUSHES - 1): what painting
 * gives.
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
/* Puts cell @index in painted house @house (0 to SUDOKU_MAX_EXTRA - 1) or
 * takes it out; TRUE when that changed anything. */
gboolean      sudoku_layout_paint_grid_paint_house (SudokuLayoutPaintGrid *self,
                                                    guint                  index,
                                                    guint                  house,
                                                    gboolean               in);
/* With a house brush: what a click on cell @index does. */
void          sudoku_layout_paint_grid_toggle      (SudokuLayoutPaintGrid *self,
                                                    guint                  index);
void          sudoku_layout_paint_grid_set_houses  (SudokuLayoutPaintGrid *self,
                                                    const guint8           houses[SUDOKU_CELLS]);
const guint8 *sudoku_layout_paint_grid_get_houses  (SudokuLayoutPaintGrid *self);
void          sudoku_layout_paint_grid_set_set_cells (SudokuLayoutPaintGrid *self,
                                                      const gboolean         in_set[SUDOKU_CELLS]);
gboolean      sudoku_layout_paint_grid_get_in_set  (SudokuLayoutPaintGrid *self,
                                                    guint                  index);
/* 'A' for house 0, 'B' for house 1... */
char          sudoku_layout_paint_grid_house_letter (guint                 house);
guint         sudoku_layout_paint_grid_get_cursor  (SudokuLayoutPaintGrid *self);
/* Moves the cursor and the keyboard focus to the cell at @index. */
void          sudoku_layout_paint_grid_set_cursor  (SudokuLayoutPaintGrid *self,
                                                    guint                  index);
GtkWidget    *sudoku_layout_paint_grid_get_cell    (SudokuLayoutPaintGrid *self,
                                                    guint                  index);

/* What the pointer and the keys do, for the tests: GTK 4 has no public way
 * to synthesize events. The cell under (@x, @y), in the grid's coordinates,
 * or -1; begin_stroke is a press there; a stroke paints with the brush
 * every cell on the segment from (@x0, @y0) to (@x1, @y1), as a drag does
 * (with a house brush: takes them out, when the stroke began on a cell of
 * the house); handle_key is the key
 * controller's handler, TRUE when it used the key. */
int           sudoku_layout_paint_grid_cell_at     (SudokuLayoutPaintGrid *self,
                                                    double                 x,
                                                    double                 y);
/* A press at (@x, @y), as the drag gesture's start: see the .c file. */
void          sudoku_layout_paint_grid_begin_stroke (SudokuLayoutPaintGrid *self,
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
