/* sudoku-layout-editor.h: Edit Layout: paint nine regions and extra houses, check them, save them by name
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-geometry.h"
#include "sudoku-layout-catalog.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_LAYOUT_EDITOR (sudoku_layout_editor_get_type ())

G_DECLARE_FINAL_TYPE (SudokuLayoutEditor, sudoku_layout_editor, SUDOKU, LAYOUT_EDITOR, GtkWindow)

/* A window transient for (and modal to) @parent, editing a copy of @initial
 * (the standard boxes when NULL); it never touches a board. Saving goes
 * through sudoku_layout_catalog_save_async() on @layouts.
 *
 * Signal "saved" (SudokuLayoutInfo *info): emitted after a successful save,
 * before the editor closes; @info's layout has the extra houses too. Action
 * "layout-editor.save": enabled when the regions are nine of nine cells,
 * the extra houses (sudoku-extra-houses.h) make a layout and the name is
 * usable. */
SudokuLayoutEditor    *sudoku_layout_editor_new                (GtkWindow           *parent,
                                                                SudokuLayoutCatalog *layouts,
                                                                const SkLayout      *initial);

/* The layout as painted, extra houses and all, when it is a valid one:
 * FALSE (and @layout left alone) while some region or house is wrong. */
gboolean               sudoku_layout_editor_get_layout         (SudokuLayoutEditor  *self,
                                                                SkLayout            *layout);
const char            *sudoku_layout_editor_get_name           (SudokuLayoutEditor  *self);
void                   sudoku_layout_editor_set_name           (SudokuLayoutEditor  *self,
                                                                const char          *name);

G_END_DECLS
