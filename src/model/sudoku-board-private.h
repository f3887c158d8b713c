/* sudoku-board-private.h: board internals shared with the background solve
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-board.h"

G_BEGIN_DECLS

void    _sudoku_board_set_solving      (SudokuBoard  *self,
                                        gboolean      solving);
guint64 _sudoku_board_get_generation   (SudokuBoard  *self);
void    _sudoku_board_apply_solution   (SudokuBoard  *self,
                                        const SkGrid *solution);
void    _sudoku_board_apply_hint       (SudokuBoard  *self,
                                        guint         index,
                                        guint         digit);

G_END_DECLS
