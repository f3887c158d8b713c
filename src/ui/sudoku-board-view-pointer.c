/* sudoku-board-view-pointer.c: the board view by mouse and touch
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A click selects a cell and opens the number pad for its digit; a
 * right-click or a long press opens it for the cell's pencil marks, so the
 * game can be played without a keyboard.
 */

#define G_LOG_DOMAIN "sudoku-board-view"

#include "config.h"

#include "sudoku-board-view-private.h"

#include "sudoku-grid-layout.h"

/* The cell under (@x, @y) of the view, or -1. */
static int
cell_at (SudokuBoardView *self,
         double           x,
         double           y)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  return sudoku_grid_layout_cell_at (SUDOKU_GRID_LAYOUT (layout), x, y);
}

/* Digits on a cell the player may change, marks on one that is empty too. */
static void
open_pad (SudokuBoardView *self,
          guint            index,
          gboolean         marks)
{
  SudokuCell *cell;
  graphene_rect_t bounds;
  GdkRectangle rect;

  if (self->board == NULL)
    return;
  cell = sudoku_board_get_cell (self->board, index);
  if (sudoku_cell_get_given (cell) || (marks && sudoku_cell_get_value (cell) != 0))
    return;
  if (!gtk_widget_compute_bounds (GTK_WIDGET (self->cells[index]), GTK_WIDGET (self), &bounds))
    return;

  rect.x = (int) bounds.origin.x;
  rect.y = (int) bounds.origin.y;
  rect.width = (int) bounds.size.width;
  rect.height = (int) bounds.size.height;
  sudoku_number_pad_popup_at (sudoku_board_view_ensure_pad (self), cell, &rect, marks);
}

/* A press on a cell selects it and is the board's: the entry's text would
 * otherwise start a selection, or its context menu on a right-click. */
static void
on_click_pressed (SudokuBoardView *self,
                  int              n_press,
                  double           x,
                  double           y,
                  GtkGestureClick *gesture)
{
  int index = cell_at (self, x, y);

  if (index < 0 || sudoku_board_view_pad_is_open (self))
    return;

  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  self->long_pressed = FALSE;
  sudoku_board_view_set_cursor (self, (guint) index);
}

static void
on_click_released (SudokuBoardView *self,
                   int              n_press,
                   double           x,
                   double           y,
                   GtkGestureClick *gesture)
{
  int index = cell_at (self, x, y);

  if (index < 0 || self->long_pressed || sudoku_board_view_pad_is_open (self))
    return;

  open_pad (self, (guint) index,
            gtk_gesture_single_get_button (GTK_GESTURE_SINGLE (gesture)) == GDK_BUTTON_SECONDARY);
}

static void
on_long_pressed (SudokuBoardView      *self,
                 double                x,
                 double                y,
                 GtkGestureLongPress  *gesture)
{
  int index = cell_at (self, x, y);

  if (index < 0 || sudoku_board_view_pad_is_open (self))
    return;

  self->long_pressed = TRUE;
  sudoku_board_view_set_cursor (self, (guint) index);
  open_pad (self, (guint) index, TRUE);
}

/* Typing goes on where the pad was opened. */
static void
on_pad_closed (SudokuBoardView *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self->cells[self->cursor]));
}

void
sudoku_board_view_add_pointer_gestures (SudokuBoardView *self)
{
  static const guint buttons[] = { GDK_BUTTON_PRIMARY, GDK_BUTTON_SECONDARY };
  GtkGesture *long_press = gtk_gesture_long_press_new ();

  /* In the capture phase, before the entries' own text takes the press;
   * grouped with the primary click, so that claiming one claims both. */
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (long_press), GTK_PHASE_CAPTURE);
  g_signal_connect_object (long_press, "pressed", G_CALLBACK (on_long_pressed), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (long_press));
  for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
    {
      GtkGesture *click = gtk_gesture_click_new ();

      gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), buttons[i]);
      gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
      g_signal_connect_object (click, "pressed", G_CALLBACK (on_click_pressed), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (click, "released", G_CALLBACK (on_click_released), self,
                               G_CONNECT_SWAPPED);
      gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
      if (buttons[i] == GDK_BUTTON_PRIMARY)
        gtk_gesture_group (long_press, click);
    }
}

SudokuNumberPad *
sudoku_board_view_ensure_pad (SudokuBoardView *self)
{
  if (self->pad == NULL)
    {
      self->pad = SUDOKU_NUMBER_PAD (sudoku_number_pad_new ());
      gtk_widget_set_parent (GTK_WIDGET (self->pad), GTK_WIDGET (self));
      g_signal_connect_object (self->pad, "closed", G_CALLBACK (on_pad_closed), self,
                               G_CONNECT_SWAPPED);
    }
  return self->pad;
}

gboolean
sudoku_board_view_pad_is_open (SudokuBoardView *self)
{
  return self->pad != NULL && gtk_widget_get_visible (GTK_WIDGET (self->pad));
}
