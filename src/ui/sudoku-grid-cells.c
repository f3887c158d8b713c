/* sudoku-grid-cells.c: what both grids of 81 cell widgets do with their cells
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board (sudoku-board-view.c) and the layout editor's grid
 * (sudoku-layout-paint-grid.c) lay their cells out with SudokuGridLayout and
 * keep a cursor, the cell that has or last had the focus; this is the rest
 * they had twice: following the focus, taking the keys, Tab in and out.
 */

#define G_LOG_DOMAIN "sudoku-grid-cells"

#include "config.h"

#include "sudoku-grid-cells.h"

#include "sudoku-geometry.h"
#include "sudoku-grid-layout.h"

typedef struct
{
  SudokuGridCursorFunc on_cursor;
  SudokuGridKeyFunc    on_key;
} Hooks;

static const Hooks *
hooks_of (GtkWidget *grid)
{
  return g_object_get_data (G_OBJECT (grid), "sudoku-grid-cells-hooks");
}

static void
on_cell_focus_enter (GtkWidget               *grid,
                     GtkEventControllerFocus *controller)
{
  GtkWidget *cell = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (cell), "sudoku-grid-cells-index"));

  hooks_of (grid)->on_cursor (grid, index);
}

static gboolean
on_key_pressed (GtkWidget             *grid,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkEventControllerKey *controller)
{
  if (gtk_widget_get_focus_child (grid) == NULL)
    return FALSE;

  return hooks_of (grid)->on_key (grid, keyval, state);
}

void
sudoku_grid_cells_watch (GtkWidget            *grid,
                         GtkWidget * const    *cells,
                         GtkPropagationPhase   key_phase,
                         SudokuGridCursorFunc  on_cursor,
                         SudokuGridKeyFunc     on_key)
{
  Hooks *hooks;
  GtkEventController *controller;

  g_return_if_fail (GTK_IS_WIDGET (grid));
  g_return_if_fail (cells != NULL && on_cursor != NULL && on_key != NULL);

  hooks = g_new (Hooks, 1);
  hooks->on_cursor = on_cursor;
  hooks->on_key = on_key;
  g_object_set_data_full (G_OBJECT (grid), "sudoku-grid-cells-hooks", hooks, g_free);

  for (guint i = 0; i < SUDOKU_CELLS; i++)
    {
      g_object_set_data (G_OBJECT (cells[i]), "sudoku-grid-cells-index", GUINT_TO_POINTER (i));
      controller = gtk_event_controller_focus_new ();
      g_signal_connect_object (controller, "enter", G_CALLBACK (on_cell_focus_enter), grid,
                               G_CONNECT_SWAPPED);
      gtk_widget_add_controller (cells[i], controller);
    }

  controller = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (controller, key_phase);
  g_signal_connect_object (controller, "key-pressed", G_CALLBACK (on_key_pressed), grid,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_controller (grid, controller);
}

gboolean
sudoku_grid_cells_focus (GtkWidget *grid,
                         GtkWidget *cursor_cell)
{
  if (gtk_widget_get_focus_child (grid) != NULL)
    return FALSE;

  return gtk_widget_grab_focus (cursor_cell);
}

void
sudoku_widget_set_css_class (GtkWidget  *widget,
                             const char *name,
                             gboolean    set)
{
  if (set)
    gtk_widget_add_css_class (widget, name);
  else
    gtk_widget_remove_css_class (widget, name);
}

/* A cell's border whose sides differ in colour is drawn by GTK 4.8's cairo renderer
 * through a mesh pattern, pixel by pixel: with a thin line on one side and a region
 * line on another, most of the 81 cells were, and drawing them took a tenth of the
 * start-up with a puzzle. So the cells' borders are transparent, and the lines are
 * painted here as plain rectangles where the style sheet
 * gives the cells' border widths: a side 1 px wide in @sudoku_line_thin, a wider one in
 * @sudoku_line_strong. As GTK drew them, a corner is the side's that comes last of
 * top, right, bottom, left. They lie under the cells, whose backgrounds stop at the
 * borders: a focus ring drawn over the border stays on top. */
static void
append_line (GtkSnapshot   *snapshot,
             const GdkRGBA *thin,
             const GdkRGBA *strong,
             int            width,
             float          x,
             float          y,
             float          w,
             float          h)
{
  if (width > 0 && w > 0 && h > 0)
    gtk_snapshot_append_color (snapshot, width > 1 ? strong : thin, &GRAPHENE_RECT_INIT (x, y, w, h));
}

void
sudoku_grid_cells_snapshot (GtkWidget   *grid,
                            GtkSnapshot *snapshot)
{
  GtkWidgetClass *widget_class = g_type_class_peek (GTK_TYPE_WIDGET);
  GtkStyleContext *context = gtk_widget_get_style_context (grid);
  SudokuGridLayout *layout = SUDOKU_GRID_LAYOUT (gtk_widget_get_layout_manager (grid));
  float side = (float) sudoku_grid_layout_get_cell_size (layout);
  GtkWidget *cell = gtk_widget_get_first_child (grid);
  GdkRGBA thin, strong;

  /* GTK 4.10 replaces these with CSS variables of its own. */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (gtk_style_context_lookup_color (context, "sudoku_line_thin", &thin) &&
      gtk_style_context_lookup_color (context, "sudoku_line_strong", &strong))
  for (guint index = 0;
       cell != NULL && index < SUDOKU_CELLS;
       cell = gtk_widget_get_next_sibling (cell), index++)
    {
      GtkBorder b;
      int origin_x, origin_y;
      float x, y, w, h, top, right, bottom, left;

      /* Where the layout put the cell, not worked out again through the
       * widget transforms (gtk_widget_compute_bounds()). */
      if (side <= 0 || !gtk_widget_get_child_visible (cell))
        continue;
      sudoku_grid_layout_get_cell_origin (layout, index, &origin_x, &origin_y);
      gtk_style_context_get_border (gtk_widget_get_style_context (cell), &b);
      x = (float) origin_x;
      y = (float) origin_y;
      w = side;
      h = side;
      top = (float) b.top;
      right = (float) b.right;
      bottom = (float) b.bottom;
      left = (float) b.left;
      append_line (snapshot, &thin, &strong, b.top, x + left, y, w - left - right, top);
      append_line (snapshot, &thin, &strong, b.right, x + w - right, y, right, h - bottom);
      append_line (snapshot, &thin, &strong, b.bottom, x + left, y + h - bottom, w - left, bottom);
      append_line (snapshot, &thin, &strong, b.left, x, y, left, h);
    }
  G_GNUC_END_IGNORE_DEPRECATIONS

  widget_class->snapshot (grid, snapshot);
}
