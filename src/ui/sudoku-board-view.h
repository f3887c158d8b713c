/* sudoku-board-view.h: the 9x9 grid of cell entries showing a SudokuBoard
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-board.h"
#include "sudoku-step.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_BOARD_VIEW (sudoku_board_view_get_type ())

G_DECLARE_FINAL_TYPE (SudokuBoardView, sudoku_board_view, SUDOKU, BOARD_VIEW, GtkWidget)

/* Actions (on the view, so any cell entry reaches them):
 *   board.set-value "(uu)"  cell index, digit (0 clears)
 *   board.move-left, board.move-right, board.move-up, board.move-down
 *   board.move-home, board.move-end   first and last cell of the row
 *   board.toggle-mark "u"   a pencil mark at the cursor, on or off
 *   board.pencil-mode       switches "pencil-mode": digit keys toggle marks
 * Each cell entry carries the CSS classes "region-right" / "region-bottom"
 * where its right / lower neighbour lies in another region, and
 * "region-tint-N" (N = 0-3, only while "show-tint" is on) so that
 * neighbouring regions differ in tint. The cells in the cursor's row, column
 * or region carry "peer", the other cells holding the cursor's digit
 * "same-digit" (style.css shows both only while the board has the focus).
 * Property "show-candidates": empty cells show the digits they may still
 * take (sudoku_board_get_candidates) in keypad places and name them in
 * their accessible description (sudoku_cell_entry_set_candidates), updated
 * on every change of the board. */
GtkWidget   *sudoku_board_view_new            (void);
SudokuBoard *sudoku_board_view_get_board      (SudokuBoardView *self);
void         sudoku_board_view_set_board      (SudokuBoardView *self,
                                               SudokuBoard     *board);
GtkWidget   *sudoku_board_view_get_cell_entry (SudokuBoardView *self,
                                               guint            index);
guint        sudoku_board_view_get_cursor     (SudokuBoardView *self);
void         sudoku_board_view_set_cursor     (SudokuBoardView *self,
                                               guint            index);
gboolean     sudoku_board_view_get_show_candidates (SudokuBoardView *self);
void         sudoku_board_view_set_show_candidates (SudokuBoardView *self,
                                                    gboolean         show_candidates);
gboolean     sudoku_board_view_get_pencil_mode (SudokuBoardView *self);
void         sudoku_board_view_set_pencil_mode (SudokuBoardView *self,
                                                gboolean         pencil_mode);
gboolean     sudoku_board_view_get_show_tint  (SudokuBoardView *self);
void         sudoku_board_view_set_show_tint  (SudokuBoardView *self,
                                               gboolean         show_tint);
/* Show Mistakes: the cells whose SudokuCell has "mistake" (class "mistake")
 * are marked while the view has the class "show-mistakes" (style.css). */
gboolean     sudoku_board_view_get_show_mistakes (SudokuBoardView *self);
void         sudoku_board_view_set_show_mistakes (SudokuBoardView *self,
                                                  gboolean         show_mistakes);
/* Show Unfillable: likewise, the cells whose SudokuCell is "unfillable"
 * (class "unfillable") are crossed out while the view has the class
 * "show-unfillable", which its window sets (style.css). */

/* A step drawn over the board (nullable): its candidates in the empty cells,
 * each cell's part in it in the cell's accessible description. */
void         sudoku_board_view_show_step      (SudokuBoardView  *self,
                                               const SudokuStep *step);
/* What the view's key controller does with a key press: TRUE when handled. */
gboolean     sudoku_board_view_handle_key     (SudokuBoardView *self,
                                               guint            keyval,
                                               GdkModifierType  state);

/* The number pad (a SudokuNumberPad) that a click on a cell opens for its
 * digit, a right-click or a long press on an empty cell for its pencil marks. */
GtkWidget   *sudoku_board_view_get_number_pad (SudokuBoardView *self);

G_END_DECLS
