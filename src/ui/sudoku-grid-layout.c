/* sudoku-grid-layout.c: 81 cells in a square of whole-pixel cells, for both grids of cells
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board (sudoku-board-view.c) and the layout editor's grid
 * (sudoku-layout-paint-grid.c) both show 81 cell widgets as a square. A
 * whole number of pixels per cell keeps every line between cells as thick
 * as every other; the cells are placed by row and column, never mirrored
 * for a right-to-left language (they are the puzzle's, not text). The lines
 * and the outer frame are the cells' own CSS borders.
 */

#define G_LOG_DOMAIN "sudoku-grid-layout"

#include "config.h"

#include "sudoku-grid-layout.h"

#include "sudoku-geometry.h"

struct _SudokuGridLayout
{
  GtkLayoutManager parent_instance;

  int              min_cell;
  int              natural_cell;

  /* As last allocated. */
  int              cell_size;
  int              origin_x;
  int              origin_y;
};

G_DEFINE_FINAL_TYPE (SudokuGridLayout, sudoku_grid_layout, GTK_TYPE_LAYOUT_MANAGER)

enum {
  PROP_0,
  PROP_CELL_SIZE,
  N_PROPS
};

static GParamSpec *properties [N_PROPS];

/* The largest minimum size of any cell, either way: what a cell needs. */
static int
cells_minimum (GtkWidget *widget)
{
  int minimum = 0;
  guint i = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL && i < SUDOKU_CELLS;
       child = gtk_widget_get_next_sibling (child), i++)
    {
      int min_width = 0;
      int min_height = 0;

      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, -1, &min_height, NULL, NULL, NULL);
      minimum = MAX (minimum, MAX (min_width, min_height));
    }
  return minimum;
}

static GtkSizeRequestMode
sudoku_grid_layout_get_request_mode (GtkLayoutManager *manager,
                                     GtkWidget        *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* Square: as tall as it is wide, when there is room. The minimum is the
 * layout's, not the cells' own (which grows with the digits' size): a window
 * grown large could otherwise never be made small again. */
static void
sudoku_grid_layout_measure (GtkLayoutManager *manager,
                            GtkWidget        *widget,
                            GtkOrientation    orientation,
                            int               for_size,
                            int              *minimum,
                            int              *natural,
                            int              *minimum_baseline,
                            int              *natural_baseline)
{
  SudokuGridLayout *self = SUDOKU_GRID_LAYOUT (manager);
  int min_side = SUDOKU_SIZE * self->min_cell;

  *minimum = min_side;
  if (orientation == GTK_ORIENTATION_VERTICAL && for_size >= 0)
    *natural = MAX (for_size, min_side);
  else
    *natural = SUDOKU_SIZE * self->natural_cell;
}

static void
set_cell_size (SudokuGridLayout *self,
               int               cell_size)
{
  if (cell_size == self->cell_size)
    return;
  self->cell_size = cell_size;
  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_CELL_SIZE]);
}

static void
sudoku_grid_layout_allocate (GtkLayoutManager *manager,
                             GtkWidget        *widget,
                             int               width,
                             int               height,
                             int               baseline)
{
  SudokuGridLayout *self = SUDOKU_GRID_LAYOUT (manager);
  int room = MIN (width, height) / SUDOKU_SIZE;
  int cell_size;
  guint i = 0;

  cell_size = MAX (room, cells_minimum (widget));

  self->origin_x = (width - SUDOKU_SIZE * cell_size) / 2;
  self->origin_y = (height - SUDOKU_SIZE * cell_size) / 2;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL && i < SUDOKU_CELLS;
       child = gtk_widget_get_next_sibling (child), i++)
    {
      GtkAllocation cell = {
        .x = self->origin_x + sudoku_index_column ((int) i) * cell_size,
        .y = self->origin_y + sudoku_index_row ((int) i) * cell_size,
        .width = cell_size,
        .height = cell_size,
      };

      gtk_widget_size_allocate (child, &cell, -1);
    }

  set_cell_size (self, cell_size);
}

static void
sudoku_grid_layout_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  SudokuGridLayout *self = SUDOKU_GRID_LAYOUT (object);

  switch (prop_id)
    {
    case PROP_CELL_SIZE:
      g_value_set_int (value, self->cell_size);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_grid_layout_class_init (SudokuGridLayoutClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkLayoutManagerClass *manager_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  object_class->get_property = sudoku_grid_layout_get_property;

  manager_class->get_request_mode = sudoku_grid_layout_get_request_mode;
  manager_class->measure = sudoku_grid_layout_measure;
  manager_class->allocate = sudoku_grid_layout_allocate;

  /**
   * SudokuGridLayout:cell-size:
   *
   * The side of every cell in pixels, as last allocated (0 before).
   */
  properties [PROP_CELL_SIZE] =
    g_param_spec_int ("cell-size", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
sudoku_grid_layout_init (SudokuGridLayout *self)
{
}

GtkLayoutManager *
sudoku_grid_layout_new (int min_cell,
                        int natural_cell)
{
  SudokuGridLayout *self;

  g_return_val_if_fail (min_cell > 0 && natural_cell >= min_cell, NULL);

  self = g_object_new (SUDOKU_TYPE_GRID_LAYOUT, NULL);
  self->min_cell = min_cell;
  self->natural_cell = natural_cell;
  return GTK_LAYOUT_MANAGER (self);
}

int
sudoku_grid_layout_get_cell_size (SudokuGridLayout *self)
{
  g_return_val_if_fail (SUDOKU_IS_GRID_LAYOUT (self), 0);

  return self->cell_size;
}

int
sudoku_grid_layout_cell_at (SudokuGridLayout *self,
                            double            x,
                            double            y)
{
  int row;
  int column;

  g_return_val_if_fail (SUDOKU_IS_GRID_LAYOUT (self), -1);

  if (self->cell_size <= 0 || x < self->origin_x || y < self->origin_y)
    return -1;

  column = (int) ((x - self->origin_x) / self->cell_size);
  row = (int) ((y - self->origin_y) / self->cell_size);
  if (row >= SUDOKU_SIZE || column >= SUDOKU_SIZE)
    return -1;
  return sudoku_index_at (row, column);
}

void
sudoku_grid_layout_get_cell_origin (SudokuGridLayout *self,
                                    guint             index,
                                    int              *x,
                                    int              *y)
{
  g_return_if_fail (SUDOKU_IS_GRID_LAYOUT (self));
  g_return_if_fail (index < SUDOKU_CELLS);

  *x = self->origin_x + sudoku_index_column ((int) index) * self->cell_size;
  *y = self->origin_y + sudoku_index_row ((int) index) * self->cell_size;
}
