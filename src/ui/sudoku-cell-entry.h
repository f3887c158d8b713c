/* sudoku-cell-entry.h: one square of the board view, showing one SudokuCell
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-cell.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_CELL_ENTRY (sudoku_cell_entry_get_type ())

G_DECLARE_FINAL_TYPE (SudokuCellEntry, sudoku_cell_entry, SUDOKU, CELL_ENTRY, GtkEntry)

/* The entry never edits its own text: digits reach the board through the
 * "board.set-value" action, "(uu)" = (cell index, digit), which an ancestor
 * installs (SudokuBoardView), and the text follows the cell's "value".
 * CSS classes from the cell: "given", "solved", "hinted", "conflict".
 *
 * Candidates: an empty cell shows the digits of @candidates (bit d-1 for
 * digit d) in keypad places, 1 top left to 9 bottom right, drawn by a child
 * node "candidates" (colour from CSS), and names them in its accessible
 * description ("Candidates 1, 4, 7").
 *
 * Pencil marks: an empty cell whose SudokuCell has "marks" shows those
 * instead, the same way, with the CSS class "marks" on the "candidates" node,
 * and names them in its description ("Marks: 1, 4, 7"). */
GtkWidget  *sudoku_cell_entry_new            (SudokuCell      *cell);
SudokuCell *sudoku_cell_entry_get_cell       (SudokuCellEntry *self);
void        sudoku_cell_entry_set_cell       (SudokuCellEntry *self,
                                              SudokuCell      *cell);
guint       sudoku_cell_entry_get_candidates (SudokuCellEntry *self);
void        sudoku_cell_entry_set_candidates (SudokuCellEntry *self,
                                              guint            candidates);
/* A drawn step's view of the cell, over marks and candidates while @shown,
 * and its part in the step (@note, nullable) in the accessible description. */
void        sudoku_cell_entry_set_step       (SudokuCellEntry *self,
                                              gboolean         shown,
                                              guint            candidates,
                                              const char      *note);
/* A variant's diagonal lines through the cell, drawn round its digit or
 * candidates. */
void        sudoku_cell_entry_set_diagonals  (SudokuCellEntry *self,
                                              gboolean         main_diagonal,
                                              gboolean         anti_diagonal);
/* The accessible description set now, NULL for none: for tests. */
const char *sudoku_cell_entry_get_description (SudokuCellEntry *self);
guint       sudoku_cell_entry_get_shown_digits (SudokuCellEntry *self);

G_END_DECLS
