/* sudoku-grid-layout.h: 81 cells in a square of whole-pixel cells, for both grids of cells
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SUDOKU_TYPE_GRID_LAYOUT (sudoku_grid_layout_get_type ())

G_DECLARE_FINAL_TYPE (SudokuGridLayout, sudoku_grid_layout, SUDOKU, GRID_LAYOUT, GtkLayoutManager)

/* Lays the widget's first 81 children out as a 9x9 square, in reading order,
 * centred, every cell the same whole number of pixels: at least @min_cell
 * (and at least what each cell needs), @natural_cell when nothing asks for
 * another size. Property "cell-size" (int) changes with the allocation. */
GtkLayoutManager *sudoku_grid_layout_new          (int               min_cell,
                                                   int               natural_cell);
int               sudoku_grid_layout_get_cell_size (SudokuGridLayout *self);
/* The cell (0-80) under the point (@x, @y) of the widget, or -1. */
int               sudoku_grid_layout_cell_at       (SudokuGridLayout *self,
                                                    double            x,
                                                    double            y);
/* Where cell @index (0-80) was put, in the widget's coordinates. */
void              sudoku_grid_layout_get_cell_origin (SudokuGridLayout *self,
                                                      guint             index,
                                                      int              *x,
                                                      int              *y);

G_END_DECLS
