/* sudoku-layout-editor-testing.h: the layout editor's test-only getters
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the tests read and do in the editor besides sudoku-layout-editor.h,
 * so that they need not see its struct (sudoku-layout-editor-private.h,
 * which includes this).
 */

#pragma once

#include "sudoku-layout-editor.h"
#include "sudoku-layout-paint-grid.h"

G_BEGIN_DECLS

/* sudoku-layout-editor.c */
/* The 81 region symbols as painted, '1'-'9' in reading order. */
const char            *sudoku_layout_editor_get_layout_symbols (SudokuLayoutEditor  *self);
/* Paints cell @index (0-80) with @region (0-8), as a click with that brush would. */
void                   sudoku_layout_editor_paint_cell         (SudokuLayoutEditor  *self,
                                                                guint                index,
                                                                guint                region);
/* What the line under the grid says, one problem a line. */
const char            *sudoku_layout_editor_get_problems_text  (SudokuLayoutEditor  *self);
/* Whether Save can be pressed (the button's own sensitivity). */
gboolean               sudoku_layout_editor_get_can_save       (SudokuLayoutEditor  *self);
/* The label of the brush of @region (0-8): "9 cells"; of a house brush
 * (SUDOKU_SIZE + house): "9". */
const char            *sudoku_layout_editor_get_brush_text     (SudokuLayoutEditor  *self,
                                                                guint                region);
gboolean               sudoku_layout_editor_get_brush_active   (SudokuLayoutEditor  *self,
                                                                guint                region);
GtkWidget             *sudoku_layout_editor_get_brush          (SudokuLayoutEditor  *self,
                                                                guint                brush);
/* Clicks cell @index (0-80) with the brush of painted house @house
 * (0 to SUDOKU_MAX_EXTRA - 1): in the house, or out of it when it was in. */
void                   sudoku_layout_editor_click_house_cell   (SudokuLayoutEditor  *self,
                                                                guint                index,
                                                                guint                house);
GtkCheckButton        *sudoku_layout_editor_get_set_button     (SudokuLayoutEditor  *self,
                                                                SkExtraSet           set);
GtkExpander           *sudoku_layout_editor_get_houses_expander (SudokuLayoutEditor *self);
const char            *sudoku_layout_editor_get_houses_limit   (SudokuLayoutEditor  *self);
SudokuLayoutPaintGrid *sudoku_layout_editor_get_paint_grid     (SudokuLayoutEditor  *self);
GtkDropDown           *sudoku_layout_editor_get_start_from     (SudokuLayoutEditor  *self);

G_END_DECLS
