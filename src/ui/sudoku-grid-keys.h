/* sudoku-grid-keys.h: the keys a 9x9 grid of cells shares: moving and digits
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef enum
{
  SUDOKU_GRID_MOVE_NONE,  /* not a moving key */
  SUDOKU_GRID_MOVE_STEP,  /* an arrow: one cell */
  SUDOKU_GRID_MOVE_JUMP,  /* Home or End: the ends of the row */
} SudokuGridMove;

/* Where a cursor can go: one cell, or to an end of its row. */
typedef enum
{
  SUDOKU_GRID_LEFT,
  SUDOKU_GRID_RIGHT,
  SUDOKU_GRID_UP,
  SUDOKU_GRID_DOWN,
  SUDOKU_GRID_HOME,
  SUDOKU_GRID_END,
} SudokuGridDirection;

#define SUDOKU_GRID_N_DIRECTIONS 6

/* Keys with Control, Alt, Super, Hyper or Meta are the window's shortcuts. */
gboolean       sudoku_grid_key_is_shortcut (GdkModifierType  state);
/* Where an arrow, Home or End key takes a cursor standing on cell @from
 * (0-80): *to, within the grid. */
SudokuGridMove sudoku_grid_key_move        (guint            keyval,
                                            guint            from,
                                            guint           *to);
/* The direction of an arrow, Home or End key (main keys or keypad). */
gboolean       sudoku_grid_key_direction   (guint                keyval,
                                            SudokuGridDirection *direction);
/* The cell a cursor on @from (0-80) goes to: at an edge it stays. */
guint          sudoku_grid_step            (guint                from,
                                            SudokuGridDirection  direction);
/* The digit 0-9 of a digit key, main row or keypad, else -1. */
int            sudoku_grid_key_digit       (guint            keyval);

G_END_DECLS
