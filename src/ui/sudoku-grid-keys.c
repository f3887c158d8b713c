/* sudoku-grid-keys.c: the keys a 9x9 grid of cells shares: moving and digits
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board and the layout editor's paint grid move the same way, so that a
 * person who learned one knows the other; what a digit then does is theirs.
 */

#include "config.h"

#include "sudoku-grid-keys.h"

#include "sudoku-geometry.h"

gboolean
sudoku_grid_key_is_shortcut (GdkModifierType state)
{
  return (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK |
                   GDK_HYPER_MASK | GDK_META_MASK)) != 0;
}

gboolean
sudoku_grid_key_direction (guint                keyval,
                           SudokuGridDirection *direction)
{
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      *direction = SUDOKU_GRID_LEFT;
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      *direction = SUDOKU_GRID_RIGHT;
      return TRUE;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      *direction = SUDOKU_GRID_UP;
      return TRUE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      *direction = SUDOKU_GRID_DOWN;
      return TRUE;
    case GDK_KEY_Home:
    case GDK_KEY_KP_Home:
      *direction = SUDOKU_GRID_HOME;
      return TRUE;
    case GDK_KEY_End:
    case GDK_KEY_KP_End:
      *direction = SUDOKU_GRID_END;
      return TRUE;
    default:
      return FALSE;
    }
}

guint
sudoku_grid_step (guint               from,
                  SudokuGridDirection direction)
{
  int row = sudoku_index_row ((int) from);
  int column = sudoku_index_column ((int) from);

  switch (direction)
    {
    case SUDOKU_GRID_LEFT:
      column--;
      break;
    case SUDOKU_GRID_RIGHT:
      column++;
      break;
    case SUDOKU_GRID_UP:
      row--;
      break;
    case SUDOKU_GRID_DOWN:
      row++;
      break;
    case SUDOKU_GRID_HOME:
      column = 0;
      break;
    case SUDOKU_GRID_END:
    default:
      column = SUDOKU_SIZE - 1;
      break;
    }

  /* At an edge the cursor stays: no wrapping into the next row. */
  return (guint) sudoku_index_at (CLAMP (row, 0, SUDOKU_SIZE - 1),
                                  CLAMP (column, 0, SUDOKU_SIZE - 1));
}

SudokuGridMove
sudoku_grid_key_move (guint  keyval,
                      guint  from,
                      guint *to)
{
  SudokuGridDirection direction;

  if (!sudoku_grid_key_direction (keyval, &direction))
    return SUDOKU_GRID_MOVE_NONE;
  *to = sudoku_grid_step (from, direction);
  return direction == SUDOKU_GRID_HOME || direction == SUDOKU_GRID_END ? SUDOKU_GRID_MOVE_JUMP
                                                                       : SUDOKU_GRID_MOVE_STEP;
}

int
sudoku_grid_key_digit (guint keyval)
{
  if (keyval >= GDK_KEY_0 && keyval <= GDK_KEY_9)
    return (int) (keyval - GDK_KEY_0);
  if (keyval >= GDK_KEY_KP_0 && keyval <= GDK_KEY_KP_9)
    return (int) (keyval - GDK_KEY_KP_0);
  return -1;
}
