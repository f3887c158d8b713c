/* sudoku-grid-cells.h: what both grids of 81 cell widgets do with their cells
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The cell @index (0-80) of @grid took the keyboard focus. */
typedef void     (*SudokuGridCursorFunc) (GtkWidget       *grid,
                                          guint            index);
/* A key pressed while the focus is in @grid: TRUE when it was handled. */
typedef gboolean (*SudokuGridKeyFunc)    (GtkWidget       *grid,
                                          guint            keyval,
                                          GdkModifierType  state);

/* Watches @grid's 81 @cells (its children, in reading order): @on_cursor
 * when one takes the focus, @on_key for keys while the focus is inside, in
 * @key_phase (the capture phase keeps a cell's own text editing out). */
void     sudoku_grid_cells_watch      (GtkWidget            *grid,
                                       GtkWidget * const    *cells,
                                       GtkPropagationPhase   key_phase,
                                       SudokuGridCursorFunc  on_cursor,
                                       SudokuGridKeyFunc     on_key);
/* GtkWidget::focus of a grid: Tab enters at @cursor_cell and leaves in one
 * step; moving inside is what the arrow keys are for. */
gboolean sudoku_grid_cells_focus      (GtkWidget            *grid,
                                       GtkWidget            *cursor_cell);
/* The grid's snapshot: its cells, then the lines in their (transparent) borders. */
void     sudoku_grid_cells_snapshot   (GtkWidget            *grid,
                                       GtkSnapshot          *snapshot);
void     sudoku_widget_set_css_class  (GtkWidget            *widget,
                                       const char           *name,
                                       gboolean              set);

G_END_DECLS
