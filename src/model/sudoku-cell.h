/* sudoku-cell.h: one square of the board, as a GObject the view binds to
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define SUDOKU_TYPE_CELL (sudoku_cell_get_type ())

G_DECLARE_FINAL_TYPE (SudokuCell, sudoku_cell, SUDOKU, CELL, GObject)

/* Properties (all read-only; change them through SudokuBoard):
 *   "index"    guint     0-80, row-major
 *   "row"      guint     0-8
 *   "column"   guint     0-8
 *   "region"   guint     0-8, from the board's layout
 *   "value"    guint     0 (empty) or 1-9
 *   "marks"    guint     the person's pencil marks, bit d-1 for digit d;
 *                        always 0 while the cell holds a digit
 *   "given"    gboolean  a clue of the puzzle: locked
 *   "solved"   gboolean  the value was filled in by the solver
 *   "hinted"   gboolean  the value was placed by a hint
 *   "conflict" gboolean  the value repeats in the cell's row, column or region
 *   "mistake"  gboolean  an entry that differs from the givens' one solution,
 *                        once the board knows it (sudoku_board_get_mistakes())
 *   "unfillable" gboolean an empty cell that no digit fits: its row, column
 *                        and region hold all nine between them
 * Each is notified only when it really changes. */
guint    sudoku_cell_get_index    (SudokuCell *self);
guint    sudoku_cell_get_row      (SudokuCell *self);
guint    sudoku_cell_get_column   (SudokuCell *self);
guint    sudoku_cell_get_region   (SudokuCell *self);
guint    sudoku_cell_get_value    (SudokuCell *self);
guint    sudoku_cell_get_marks    (SudokuCell *self);
gboolean sudoku_cell_get_given    (SudokuCell *self);
gboolean sudoku_cell_get_solved   (SudokuCell *self);
gboolean sudoku_cell_get_hinted   (SudokuCell *self);
gboolean sudoku_cell_get_conflict (SudokuCell *self);
gboolean sudoku_cell_get_mistake  (SudokuCell *self);
gboolean sudoku_cell_get_unfillable (SudokuCell *self);

G_END_DECLS
