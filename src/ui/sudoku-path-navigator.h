/* sudoku-path-navigator.h: the solution path a step at a time, under the board
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-path-panel.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_PATH_NAVIGATOR (sudoku_path_navigator_get_type ())

G_DECLARE_FINAL_TYPE (SudokuPathNavigator, sudoku_path_navigator, SUDOKU, PATH_NAVIGATOR, GtkWidget)

/* Where the path panel has no room beside the board, this shows the same
 * path compactly: "Step 9 of 41", Previous and Next, the step's technique
 * and sentence, Apply Up to Here. It keeps no path of its own: it selects
 * and applies through @panel, which still finds the path. */
GtkWidget *sudoku_path_navigator_new       (void);
void       sudoku_path_navigator_set_panel (SudokuPathNavigator *self,
                                            SudokuPathPanel     *panel);
/* The position shown ("Step 9 of 41", or the panel's status). */
const char *sudoku_path_navigator_get_position (SudokuPathNavigator *self);

G_END_DECLS
