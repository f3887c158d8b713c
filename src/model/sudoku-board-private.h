/* sudoku-board-private.h: board internals shared with the background solve and hint
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

/* sudoku-board-work.c: the board's side of work on a worker thread */
GTask   *_sudoku_board_begin_work      (SudokuBoard         *self,
                                        GCancellable        *cancellable,
                                        GAsyncReadyCallback  callback,
                                        gpointer             user_data,
                                        gpointer             source_tag);
gboolean _sudoku_board_end_work        (GTask               *task,
                                        GError              *error,
                                        const char          *changed_message);

G_END_DECLS
