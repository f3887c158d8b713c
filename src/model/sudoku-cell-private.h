/* sudoku-cell-private.h: the setters only the board may call
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-cell.h"

G_BEGIN_DECLS

SudokuCell *_sudoku_cell_new          (guint       index);
void        _sudoku_cell_set_region   (SudokuCell *self,
                                       guint       region);
void        _sudoku_cell_set_value    (SudokuCell *self,
                                       guint       value);
void        _sudoku_cell_set_marks    (SudokuCell *self,
                                       guint       marks);
void        _sudoku_cell_set_given    (SudokuCell *self,
                                       gboolean    given);
void        _sudoku_cell_set_solved   (SudokuCell *self,
                                       gboolean    solved);
void        _sudoku_cell_set_hinted   (SudokuCell *self,
                                       gboolean    hinted);
void        _sudoku_cell_set_conflict (SudokuCell *self,
                                       gboolean    conflict);
void        _sudoku_cell_set_mistake  (SudokuCell *self,
                                       gboolean    mistake);
void        _sudoku_cell_set_unfillable (SudokuCell *self,
                                         gboolean    unfillable);

G_END_DECLS
