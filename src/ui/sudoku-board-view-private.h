/* sudoku-board-view-private.h: the board view's fields, for its own files only
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-board-view.h"
#include "sudoku-cell-entry.h"
#include "sudoku-number-pad.h"

G_BEGIN_DECLS

struct _SudokuBoardView
{
  GtkWidget        parent_instance;

  /* Children, in reading order, laid out by the widget's layout manager */
  SudokuCellEntry *cells[SUDOKU_CELLS];

  /* Owned references */
  SudokuBoard     *board;

  /* Sizes the digits of this board's cells, which CSS alone cannot do
   * relative to the widget; GtkText centres text by the CSS font's metrics,
   * so the size has to come through CSS rather than Pango attributes. */
  GtkCssProvider  *digit_provider;

  /* The cell that has, or last had, the focus: Tab comes back to it. */
  guint            cursor;
  int              digit_size;

  /* A drawn step: its candidates are shown instead of the board's own, and
   * each cell's part in it is in the cell's accessible description. */
  SudokuStep      *step;

  /* Child popover: digits and marks by mouse or touch (sudoku-number-pad.c);
   * made at the first click, since the first frame does not need it. */
  SudokuNumberPad *pad;
  /* A long press opened the pad: the release that ends it opens nothing. */
  gboolean         long_pressed;

  guint            show_candidates : 1;
  guint            show_tint : 1;
  /* Digit keys note pencil marks instead of placing digits. */
  guint            pencil_mode : 1;
};

/* sudoku-board-view-pointer.c: a click selects a cell and opens the number
 * pad, a right-click or long press its pencil marks. */
void             sudoku_board_view_add_pointer_gestures (SudokuBoardView *self);
/* The pad, made on first use. */
SudokuNumberPad *sudoku_board_view_ensure_pad          (SudokuBoardView *self);
gboolean         sudoku_board_view_pad_is_open         (SudokuBoardView *self);

G_END_DECLS
