/* sudoku-step-view.h: a logic step drawn over the board view
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-board-view.h"
#include "sudoku-step.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_STEP_VIEW (sudoku_step_view_get_type ())

G_DECLARE_FINAL_TYPE (SudokuStepView, sudoku_step_view, SUDOKU, STEP_VIEW, GtkWidget)

/* Lies over "board-view" (a GtkOverlay's overlay child, not a target for
 * clicks) and draws "step" on it: the cells of the pattern tinted by role,
 * the units outlined, removed candidates struck out, placed digits ringed,
 * chains as links, and digits that earlier steps of a path placed. While a
 * step is shown, the board's empty cells show the candidates the step starts
 * from, and the board's accessible description is the step in words. */
GtkWidget        *sudoku_step_view_new            (void);
SudokuBoardView  *sudoku_step_view_get_board_view (SudokuStepView   *self);
void              sudoku_step_view_set_board_view (SudokuStepView   *self,
                                                   SudokuBoardView  *board_view);
const SudokuStep *sudoku_step_view_get_step       (SudokuStepView   *self);
/* @step: (nullable): copied; NULL shows nothing */
void              sudoku_step_view_set_step       (SudokuStepView   *self,
                                                   const SudokuStep *step);
/* The shapes drawn now, for tests. Returns: (transfer full) (nullable) */
GArray           *sudoku_step_view_get_shapes     (SudokuStepView   *self);
/* The inks the step is drawn in (SudokuStepInk bits), 0 for no step: what
 * its legend names. */
guint             sudoku_step_view_get_inks       (SudokuStepView   *self);

G_END_DECLS
