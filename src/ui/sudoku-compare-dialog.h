/* sudoku-compare-dialog.h: the four algorithms on one puzzle, side by side
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-board.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_COMPARE_DIALOG (sudoku_compare_dialog_get_type ())

G_DECLARE_FINAL_TYPE (SudokuCompareDialog, sudoku_compare_dialog, SUDOKU, COMPARE_DIALOG, GtkWindow)

/* Takes a snapshot of @board (which it never changes) and solves it with each
 * algorithm in turn on a worker thread, each for at most @time_limit seconds,
 * filling one row of the table as each ends. Closing the dialog stops them.
 * Property "n-done" (guint): how many rows are filled. */
SudokuCompareDialog *sudoku_compare_dialog_new            (GtkWindow           *parent,
                                                           SudokuBoard         *board,
                                                           guint                time_limit);
guint                sudoku_compare_dialog_get_n_done     (SudokuCompareDialog *self);
/* The text of one cell of the table: @row 0-3 (backtracking, tables,
 * propagation, Dancing Links), @column
 * 0-5 (algorithm, time, calls, depth, guesses, result). */
const char          *sudoku_compare_dialog_get_cell_text  (SudokuCompareDialog *self,
                                                           guint                row,
                                                           guint                column);

G_END_DECLS
