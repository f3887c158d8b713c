/* sudoku-number-pad.h: a popover of digits 1-9 and Clear, pointing at a cell
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-cell.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_NUMBER_PAD (sudoku_number_pad_get_type ())

G_DECLARE_FINAL_TYPE (SudokuNumberPad, sudoku_number_pad, SUDOKU, NUMBER_PAD, GtkPopover)

/* The pad acts through its parent's actions (a SudokuBoardView):
 * "board.set-value" for a digit or Clear, "board.toggle-mark" for a pencil
 * mark (at the board's cursor, which must be the cell). For digits it closes
 * once one is chosen; for marks it shows the cell's marks as toggle buttons
 * and stays open while they are toggled. Typing works inside it as on the
 * board: 1-9 choose, 0, Backspace and Delete clear, Escape closes. */
GtkWidget  *sudoku_number_pad_new      (void);
/* Opens the pad for @cell, pointing at @rect (in the parent's coordinates). */
void        sudoku_number_pad_popup_at (SudokuNumberPad      *self,
                                        SudokuCell           *cell,
                                        const GdkRectangle   *rect,
                                        gboolean              marks);
SudokuCell *sudoku_number_pad_get_cell (SudokuNumberPad      *self);
gboolean    sudoku_number_pad_get_marks (SudokuNumberPad     *self);
/* The button for @digit (1-9) or, for 0, Clear, in the mode shown: for tests. */
GtkWidget  *sudoku_number_pad_get_button (SudokuNumberPad    *self,
                                          guint               digit);

G_END_DECLS
