/* sudoku-path-panel.h: every step from the board to the solution, in a side panel
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-board.h"
#include "sudoku-step.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_PATH_PANEL (sudoku_path_panel_get_type ())

G_DECLARE_FINAL_TYPE (SudokuPathPanel, sudoku_path_panel, SUDOKU, PATH_PANEL, GtkWidget)

/* Lists the logic engine's path from "board" (its digits and marks) to the
 * solution: number, technique, rating. The path is found on a worker thread
 * while "active" is on (the panel is shown), again after each change of the
 * board, and a change cancels the search under way.
 * Signals:
 *   "step-selected" (SudokuStep *step, nullable)  a row chosen, or none
 *   "apply" (guint n_steps)  "Apply Up to Here": the first n_steps steps
 *   "steps-changed"  the steps listed, or the status, changed
 * Property "busy" (read-only): a path is being found, or will be after the
 * pause in typing. */
GtkWidget        *sudoku_path_panel_new           (void);
void              sudoku_path_panel_set_board     (SudokuPathPanel *self,
                                                   SudokuBoard     *board);
void              sudoku_path_panel_set_active    (SudokuPathPanel *self,
                                                   gboolean         active);
gboolean          sudoku_path_panel_get_busy      (SudokuPathPanel *self);
/* The steps listed now (element-type SudokuStep), NULL when none. */
GPtrArray        *sudoku_path_panel_get_steps     (SudokuPathPanel *self);
/* Selects row @index (-1: none), as a click would. */
void              sudoku_path_panel_select        (SudokuPathPanel *self,
                                                   int              index);
int               sudoku_path_panel_get_selected  (SudokuPathPanel *self);
const char       *sudoku_path_panel_get_status    (SudokuPathPanel *self);
/* "Apply Up to Here" for the selected step, as its button does. */
void              sudoku_path_panel_apply_selected (SudokuPathPanel *self);

G_END_DECLS
