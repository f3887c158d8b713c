/* sudoku-layout-paint-grid.c: the layout editor's 9x9 grid, painted region by region
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The cells are widgets of their own, not drawings, so that each can take the
 * keyboard focus and carry an accessible label; the grid places them itself,
 * square and all the same size, and so knows which cell lies under a point
 * without asking GTK to pick. The region number shows in a corner of every
 * cell as well as its colour, for whoever cannot tell the colours apart.
 *
 * Extra houses are drawn over the regions: hatching for the cells of a named
 * set switched on, a ring and the house's letter for a painted house. A
 * house brush adds cells to its house and takes them out: a stroke that
 * starts on a cell of the house takes out, any other adds.
 */

#define G_LOG_DOMAIN "sudoku-layout-paint-grid"

#include "config.h"

#include "sudoku-layout-paint-grid.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sudoku-grid-cells.h"
#include "sudoku-grid-keys.h"
#include "sudoku-grid-layout.h"

/* Sizes in pixels: small enough for a 360 px wide window, large enough to
 * hit with a finger. */
#define MIN_CELL 28
#define NAT_CELL 40

/* ---- one cell ---- */

#define SUDOKU_TYPE_LAYOUT_CELL (sudoku_layout_cell_get_type ())

G_DECLARE_FINAL_TYPE (SudokuLayoutCell, sudoku_layout_cell, SUDOKU, LAYOUT_CELL, GtkWidget)

struct _SudokuLayoutCell
{
  GtkWidget  parent_instance;

  /* Owned: the region number in the corner */
  GtkWidget *label;
  /* Owned: the letters of the painted houses, in the other corner */
  GtkWidget *houses;
};

G_DEFINE_FINAL_TYPE (SudokuLayoutCell, sudoku_layout_cell, GTK_TYPE_WIDGET)

static void
sudoku_layout_cell_dispose (GObject *object)
{
  SudokuLayoutCell *self = SUDOKU_LAYOUT_CELL (object);

  g_clear_pointer (&self->label, gtk_widget_unparent);
  g_clear_pointer (&self->houses, gtk_widget_unparent);

  G_OBJECT_CLASS (sudoku_layout_cell_parent_class)->dispose (object);
}

static void
sudoku_layout_cell_class_init (SudokuLayoutCellClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_layout_cell_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "layoutcell");
  /* Pressing it does something (paints), which is what a button is. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_BUTTON);
}

static void
sudoku_layout_cell_init (SudokuLayoutCell *self)
{
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);

  self->label = gtk_label_new (NULL);
  gtk_widget_set_halign (self->label, GTK_ALIGN_START);
  gtk_widget_set_valign (self->label, GTK_ALIGN_START);
  gtk_widget_set_can_target (self->label, FALSE);
  /* The cell's own label already says the region. */
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->label), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE,
                               -1);
  gtk_widget_set_parent (self->label, GTK_WIDGET (self));

  self->houses = gtk_label_new (NULL);
  gtk_widget_set_halign (self->houses, GTK_ALIGN_END);
  gtk_widget_set_valign (self->houses, GTK_ALIGN_END);
  gtk_widget_set_can_target (self->houses, FALSE);
  gtk_widget_add_css_class (self->houses, "house-letters");
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->houses), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE,
                               -1);
  gtk_widget_set_parent (self->houses, GTK_WIDGET (self));
}

/* ---- the grid ---- */

struct _SudokuLayoutPaintGrid
{
  GtkWidget         parent_instance;

  /* Owned: our children */
  SudokuLayoutCell *cells[SUDOKU_CELLS];

  guint8            regions[SUDOKU_CELLS];
  guint8            houses[SUDOKU_CELLS];   /* bit h: in painted house h */
  gboolean          in_set[SUDOKU_CELLS];   /* in a house of a named set */
  guint             brush;
  /* Whether the stroke under way takes cells out of the brush's house. */
  gboolean          stroke_removes;
  /* The cell that has, or last had, the focus: Tab comes back to it. */
  guint             cursor;

  /* Where the cells are, from the last allocation, for the pointer. */
  SudokuGridLayout *layout;         /* the widget's layout manager */

  /* The pointer's last place during a drag, in the grid's coordinates. */
  double            drag_x;
  double            drag_y;
};

G_DEFINE_FINAL_TYPE (SudokuLayoutPaintGrid, sudoku_layout_paint_grid, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_BRUSH,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties [N_PROPS];
static guint signals [N_SIGNALS];

static void
update_cell (SudokuLayoutPaintGrid *self,
             guint                  index)
{
  static const char * const region_classes[SUDOKU_SIZE] = {
    "region-0", "region-1", "region-2", "region-3", "region-4",
    "region-5", "region-6", "region-7", "region-8",
  };
  SudokuLayoutCell *cell = self->cells[index];
  GtkWidget *widget = GTK_WIDGET (cell);
  int row = sudoku_index_row ((int) index);
  int column = sudoku_index_column ((int) index);
  guint region = self->regions[index];
  char number[2] = { (char) ('1' + region), '\0' };
  char letters[SUDOKU_MAX_EXTRA + 1];
  guint n_letters = 0;
  g_autoptr(GString) label = g_string_new (NULL);

  sudoku_widget_set_css_class (widget, "region-right",
                 column + 1 < SUDOKU_SIZE && region != self->regions[index + 1]);
  sudoku_widget_set_css_class (widget, "region-bottom",
                 row + 1 < SUDOKU_SIZE && region != self->regions[index + SUDOKU_SIZE]);
  for (guint r = 0; r < SUDOKU_SIZE; r++)
    sudoku_widget_set_css_class (widget, region_classes[r], r == region);

  gtk_label_set_text (GTK_LABEL (cell->label), number);

  /* Translators: the accessible name of a cell of the layout editor's grid */
  g_string_printf (label, _("Row %d, column %d, region %u"), row + 1, column + 1, region + 1);
  for (guint h = 0; h < SUDOKU_MAX_EXTRA; h++)
    if ((self->houses[index] & (1u << h)) != 0)
      {
        letters[n_letters++] = sudoku_layout_paint_grid_house_letter (h);
        /* Translators: follows "Row 1, column 2, region 1" for a cell in a painted extra house */
        g_string_append_printf (label, _(", extra house %c"), sudoku_layout_paint_grid_house_letter (h));
      }
  letters[n_letters] = '\0';
  if (self->in_set[index])
    /* Translators: follows "Row 1, column 1, region 1" for a cell in a house of a named set */
    g_string_append (label, _(", in a named extra house"));
  gtk_label_set_text (GTK_LABEL (cell->houses), letters);

  sudoku_widget_set_css_class (widget, "extra-set", self->in_set[index]);
  sudoku_widget_set_css_class (widget, "extra-painted", self->houses[index] != 0);
  sudoku_widget_set_css_class (widget, "brush-house",
                               self->brush >= SUDOKU_SIZE &&
                               (self->houses[index] & (1u << (self->brush - SUDOKU_SIZE))) != 0);

  gtk_accessible_update_property (GTK_ACCESSIBLE (cell), GTK_ACCESSIBLE_PROPERTY_LABEL, label->str,
                                  -1);
}

static gboolean
brush_is_house (guint brush)
{
  return brush >= SUDOKU_SIZE;
}

/* Puts cell @index in painted house @house or takes it out: its borders do
 * not change, only its own look. */
static gboolean
paint_house (SudokuLayoutPaintGrid *self,
             guint                  index,
             guint                  house,
             gboolean               in)
{
  guint8 bit = (guint8) (1u << house);
  guint8 houses = in ? (self->houses[index] | bit) : (self->houses[index] & ~bit);

  if (houses == self->houses[index])
    return FALSE;
  self->houses[index] = houses;
  update_cell (self, index);
  return TRUE;
}

/* A cell's borders depend on its right and lower neighbours: painting one
 * cell changes its own and those of the cells left of and above it. */
static gboolean
paint_one (SudokuLayoutPaintGrid *self,
           guint                  index,
           guint                  region)
{
  if (brush_is_house (region))
    return paint_house (self, index, region - SUDOKU_SIZE, !self->stroke_removes);
  if (self->regions[index] == region)
    return FALSE;

  self->regions[index] = (guint8) region;
  update_cell (self, index);
  if (sudoku_index_column ((int) index) > 0)
    update_cell (self, index - 1);
  if (sudoku_index_row ((int) index) > 0)
    update_cell (self, index - SUDOKU_SIZE);
  return TRUE;
}

/**
 * sudoku_layout_paint_grid_handle_key:
 * @self: a #SudokuLayoutPaintGrid
 * @keyval: the key pressed
 * @state: the modifiers held
 *
 * Arrows, Home and End move the cursor (with Shift, painting each cell moved
 * onto, as a drag would); 1-9 choose that region as the brush and paint the
 * cursor's cell; Space and Enter paint it with the brush (with a house brush:
 * put it in the house or take it out). Keys with Control or Alt are the
 * window's.
 *
 * Returns: %TRUE when the key was used
 */
gboolean
sudoku_layout_paint_grid_handle_key (SudokuLayoutPaintGrid *self,
                                     guint                  keyval,
                                     GdkModifierType        state)
{
  SudokuGridMove move;
  guint to;
  int digit;

  g_return_val_if_fail (SUDOKU_IS_LAYOUT_PAINT_GRID (self), FALSE);

  if (sudoku_grid_key_is_shortcut (state))
    return FALSE;

  /* Shift+arrow paints the cells it moves onto, as a drag would. */
  move = sudoku_grid_key_move (keyval, self->cursor, &to);
  if (move != SUDOKU_GRID_MOVE_NONE)
    {
      sudoku_layout_paint_grid_set_cursor (self, to);
      if (move == SUDOKU_GRID_MOVE_STEP && (state & GDK_SHIFT_MASK) != 0)
        {
          if (brush_is_house (self->brush))
            sudoku_layout_paint_grid_paint_house (self, to, self->brush - SUDOKU_SIZE, TRUE);
          else
            sudoku_layout_paint_grid_paint (self, to, self->brush);
        }
      return TRUE;
    }

  switch (keyval)
    {
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
    case GDK_KEY_Return:
    case GDK_KEY_ISO_Enter:
    case GDK_KEY_KP_Enter:
      if (brush_is_house (self->brush))
        sudoku_layout_paint_grid_toggle (self, self->cursor);
      else
        sudoku_layout_paint_grid_paint (self, self->cursor, self->brush);
      return TRUE;
    default:
      break;
    }

  digit = sudoku_grid_key_digit (keyval);
  if (digit > 0)
    {
      sudoku_layout_paint_grid_set_brush (self, (guint) digit - 1);
      sudoku_layout_paint_grid_paint (self, self->cursor, self->brush);
      return TRUE;
    }

  return FALSE;
}

static gboolean
on_key (GtkWidget       *grid,
        guint            keyval,
        GdkModifierType  state)
{
  return sudoku_layout_paint_grid_handle_key (SUDOKU_LAYOUT_PAINT_GRID (grid), keyval, state);
}

static void
on_cursor (GtkWidget *grid,
           guint      index)
{
  SUDOKU_LAYOUT_PAINT_GRID (grid)->cursor = index;
}

static void
on_drag_begin (SudokuLayoutPaintGrid *self,
               double                 x,
               double                 y,
               GtkGestureDrag        *gesture)
{
  sudoku_layout_paint_grid_begin_stroke (self, x, y);
}

static void
on_drag_end (SudokuLayoutPaintGrid *self,
             double                 offset_x,
             double                 offset_y,
             GtkGestureDrag        *gesture)
{
  self->stroke_removes = FALSE;
}

static void
on_drag_update (SudokuLayoutPaintGrid *self,
                double                 offset_x,
                double                 offset_y,
                GtkGestureDrag        *gesture)
{
  double start_x;
  double start_y;
  double x;
  double y;

  if (!gtk_gesture_drag_get_start_point (gesture, &start_x, &start_y))
    return;

  x = start_x + offset_x;
  y = start_y + offset_y;
  sudoku_layout_paint_grid_stroke (self, self->drag_x, self->drag_y, x, y);
  self->drag_x = x;
  self->drag_y = y;
}

/* Tab enters the grid at the cursor and leaves it in one step: moving inside
 * it is what the arrow keys are for. */
static gboolean
sudoku_layout_paint_grid_focus (GtkWidget        *widget,
                                GtkDirectionType  direction)
{
  SudokuLayoutPaintGrid *self = SUDOKU_LAYOUT_PAINT_GRID (widget);

  return sudoku_grid_cells_focus (widget, GTK_WIDGET (self->cells[self->cursor]));
}

static gboolean
sudoku_layout_paint_grid_grab_focus (GtkWidget *widget)
{
  SudokuLayoutPaintGrid *self = SUDOKU_LAYOUT_PAINT_GRID (widget);

  return gtk_widget_grab_focus (GTK_WIDGET (self->cells[self->cursor]));
}

static void
sudoku_layout_paint_grid_dispose (GObject *object)
{
  SudokuLayoutPaintGrid *self = SUDOKU_LAYOUT_PAINT_GRID (object);

  for (guint i = 0; i < SUDOKU_CELLS; i++)
    if (self->cells[i] != NULL)
      {
        gtk_widget_unparent (GTK_WIDGET (self->cells[i]));
        self->cells[i] = NULL;
      }

  G_OBJECT_CLASS (sudoku_layout_paint_grid_parent_class)->dispose (object);
}

static void
sudoku_layout_paint_grid_get_property (GObject    *object,
                                       guint       prop_id,
                                       GValue     *value,
                                       GParamSpec *pspec)
{
  SudokuLayoutPaintGrid *self = SUDOKU_LAYOUT_PAINT_GRID (object);

  switch (prop_id)
    {
    case PROP_BRUSH:
      g_value_set_uint (value, self->brush);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_layout_paint_grid_set_property (GObject      *object,
                                       guint         prop_id,
                                       const GValue *value,
                                       GParamSpec   *pspec)
{
  SudokuLayoutPaintGrid *self = SUDOKU_LAYOUT_PAINT_GRID (object);

  switch (prop_id)
    {
    case PROP_BRUSH:
      sudoku_layout_paint_grid_set_brush (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_layout_paint_grid_class_init (SudokuLayoutPaintGridClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_layout_paint_grid_dispose;
  object_class->get_property = sudoku_layout_paint_grid_get_property;
  object_class->set_property = sudoku_layout_paint_grid_set_property;

  widget_class->focus = sudoku_layout_paint_grid_focus;
  widget_class->grab_focus = sudoku_layout_paint_grid_grab_focus;

  properties [PROP_BRUSH] =
    g_param_spec_uint ("brush", NULL, NULL, 0, SUDOKU_LAYOUT_N_BRUSHES - 1, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SudokuLayoutPaintGrid::changed:
   *
   * Some cells were given another region: once per click, drag step, key or
   * call, however many cells it changed.
   */
  signals [CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  gtk_widget_class_set_css_name (widget_class, "layoutgrid");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
sudoku_layout_paint_grid_init (SudokuLayoutPaintGrid *self)
{
  GtkGesture *gesture;

  self->layout = SUDOKU_GRID_LAYOUT (sudoku_grid_layout_new (MIN_CELL, NAT_CELL));
  gtk_widget_set_layout_manager (GTK_WIDGET (self), GTK_LAYOUT_MANAGER (self->layout));

  for (guint i = 0; i < SUDOKU_CELLS; i++)
    {
      int row = sudoku_index_row ((int) i);
      int column = sudoku_index_column ((int) i);
      GtkWidget *cell = g_object_new (SUDOKU_TYPE_LAYOUT_CELL, NULL);

      self->cells[i] = SUDOKU_LAYOUT_CELL (cell);
      self->regions[i] = (guint8) (3 * (row / 3) + column / 3);
      if (column == 0)
        gtk_widget_add_css_class (cell, "first-column");
      if (column == SUDOKU_SIZE - 1)
        gtk_widget_add_css_class (cell, "last-column");
      if (row == 0)
        gtk_widget_add_css_class (cell, "first-row");
      if (row == SUDOKU_SIZE - 1)
        gtk_widget_add_css_class (cell, "last-row");

      gtk_widget_set_parent (cell, GTK_WIDGET (self));
    }
  for (guint i = 0; i < SUDOKU_CELLS; i++)
    update_cell (self, i);

  sudoku_grid_cells_watch (GTK_WIDGET (self), (GtkWidget * const *) self->cells,
                           GTK_PHASE_BUBBLE, on_cursor, on_key);

  gesture = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), GDK_BUTTON_PRIMARY);
  g_signal_connect_object (gesture, "drag-begin", G_CALLBACK (on_drag_begin), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (gesture, "drag-update", G_CALLBACK (on_drag_update), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (gesture, "drag-end", G_CALLBACK (on_drag_end), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));

  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "crosshair");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Regions"), -1);
}

GtkWidget *
sudoku_layout_paint_grid_new (void)
{
  return g_object_new (SUDOKU_TYPE_LAYOUT_PAINT_GRID, NULL);
}

/**
 * sudoku_layout_paint_grid_set_regions:
 * @regions: the region, 0-8, of each cell in reading order
 *
 * Shows @regions; emits "changed" when that differs from what was shown.
 */
void
sudoku_layout_paint_grid_set_regions (SudokuLayoutPaintGrid *self,
                                      const guint8           regions[SUDOKU_CELLS])
{
  gboolean changed = FALSE;

  g_return_if_fail (SUDOKU_IS_LAYOUT_PAINT_GRID (self));
  g_return_if_fail (regions != NULL);

  for (guint i = 0; i < SUDOKU_CELLS; i++)
    {
      g_return_if_fail (regions[i] < SUDOKU_SIZE);
      if (self->regions[i] != regions[i])
        changed = TRUE;
    }
  if (!changed)
    return;

  memcpy (self->regions, regions, sizeof self->regions);
  for (guint i = 0; i < SUDOKU_CELLS; i++)
    update_cell (self, i);
  g_signal_emit (self, signals [CHANGED], 0);
}

/**
 * sudoku_layout_paint_grid_get_regions:
 *
 * Returns: (transfer none) (array fixed-size=81): the region, 0-8, of each cell
 */
const guint8 *
sudoku_layout_paint_grid_get_regions (SudokuLayoutPaintGrid *self)
{
  g_return_val_if_fail (SUDOKU_IS_LAYOUT_PAINT_GRID (self), NULL);

  return self->regions;
}

guint
sudoku_layout_paint_grid_get_brush (SudokuLayoutPaintGrid *self)
{
  g_return_val_if_fail (SUDOKU_IS_LAYOUT_PAINT_GRID (self), 0);

  return self->brush;
}

void
sudoku_layout_paint_grid_set_brush (SudokuLayoutPaintGrid *self,
                                    guint                  brush)
{
  g_return_if_fail (SUDOKU_IS_LAYOUT_PAINT_GRID (self));
  g_return_if_fail (brush < SUDOKU_LAYOUT_N_BRUSHES);

  if (self->brush == brush)
    return;
  /* The house being painted stands out from the others. */
  if (brush_is_house (self->brush) || brush_is_house (brush))
    {
      self->brush = brush;
      for (guint i = 0; i < SUDOKU_CELLS; i++)
        if (self->houses[i] != 0)
          update_cell (self, i);
    }
  self->brush = brush;
  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_BRUSH]);
}

gboolean
sudoku_layout_paint_grid_paint (SudokuLayoutPaintGrid *self,
                                guint                  index,
                                guint                  region)
{
  g_return_val_if_fail (SUDOKU_IS_LAYOUT_PAINT_GRID (self), FALSE);
  g_return_val_if_fail (index < SUDOKU_CELLS, FALSE);
  g_return_val_if_fail (region < SUDOKU_SIZE, FALSE);

  if (!paint_one (self, index, region))
    return FALSE;
  g_signal_emit (self, signals [CHANGED], 0);
  return TRUE;
}

gboolean
sudoku_layout_paint_grid_paint_house (SudokuLayoutPaintGrid *self,
                                      guint                  index,
                                      guint                  house,
                                      gboolean               in)
{
  g_return_val_if_fail (SUDOKU_IS_LAYOUT_PAINT_GRID (self), FALSE);
  g_return_val_if_fail (index < SUDOKU_CELLS, FALSE);
  g_return_val_if_fail (house < SUDOKU_MAX_EXTRA, FALSE);

  if (!paint_house (self, index, house, in))
    return FALSE;
  g_signal_emit (self, signals [CHANGED], 0);
  return TRUE;
}

/* What a click or Space does with a house brush. */
void
sudoku_layout_paint_grid_toggle (SudokuLayoutPaintGrid *self,
                                 guint                  index)
{
  guint house;

  g_return_if_fail (SUDOKU_IS_LAYOUT_PAINT_GRID (self));
  g_return_if_fail (index < SUDOKU_CELLS);
  g_return_if_fail (brush_is_house (self->brush));

  house = self->brush - SUDOKU_SIZE;
  sudoku_layout_paint_grid_paint_house (self, index, house,
                                        (self->houses[index] & (1u << house)) == 0);
}

/**
 * sudoku_layout_paint_grid_set_houses:
 * @houses: bit h set for each cell in painted house h
 *
 * Shows @houses; emits "changed" when that differs from what was shown.
 */
void
sudoku_layout_paint_grid_set_houses (SudokuLayoutPaintGrid *self,
                                     const guint8           houses[SUDOKU_CELLS])
{
  g_return_if_fail (SUDOKU_IS_LAYOUT_PAINT_GRID (self));
  g_return_if_fail (houses != NULL);

  if (memcmp (self->houses, houses, sizeof self->houses) == 0)
    return;
  memcpy (self->houses, houses, sizeof self->houses);
  for (guint i = 0; i < SUDOKU_CELLS; i++)
    update_cell (self, i);
  g_signal_emit (self, signals [CHANGED], 0);
}

/**
 * sudoku_layout_paint_grid_get_houses:
 *
 * Returns: (transfer none) (array fixed-size=81): bit h set for each cell in
 *   painted house h
 */
const guint8 *
sudoku_layout_paint_grid_get_houses (SudokuLayoutPaintGrid *self)
{
  g_return_val_if_fail (SUDOKU_IS_LAYOUT_PAINT_GRID (self), NULL);

  return self->houses;
}

/* Only shown: the named sets are not painted, and so not "changed". */
void
sudoku_layout_paint_grid_set_set_cells (SudokuLayoutPaintGrid *self,
                                        const gboolean         in_set[SUDOKU_CELLS])
{
  g_return_if_fail (SUDOKU_IS_LAYOUT_PAINT_GRID (self));
  g_return_if_fail (in_set != NULL);

  for (guint i = 0; i < SUDOKU_CELLS; i++)
    if (!self->in_set[i] != !in_set[i])
      {
        self->in_set[i] = in_set[i];
        update_cell (self, i);
      }
}

gboolean
sudoku_layout_paint_grid_get_in_set (SudokuLayoutPaintGrid *self,
                                     guint                  index)
{
  g_return_val_if_fail (SUDOKU_IS_LAYOUT_PAINT_GRID (self), FALSE);
  g_return_val_if_fail (index < SUDOKU_CELLS, FALSE);

  return self->in_set[index];
}

char
sudoku_layout_paint_grid_house_letter (guint house)
{
  g_return_val_if_fail (house < SUDOKU_MAX_EXTRA, '?');

  return (char) ('A' + house);
}

guint
sudoku_layout_paint_grid_get_cursor (SudokuLayoutPaintGrid *self)
{
  g_return_val_if_fail (SUDOKU_IS_LAYOUT_PAINT_GRID (self), 0);

  return self->cursor;
}

void
sudoku_layout_paint_grid_set_cursor (SudokuLayoutPaintGrid *self,
                                     guint                  index)
{
  g_return_if_fail (SUDOKU_IS_LAYOUT_PAINT_GRID (self));
  g_return_if_fail (index < SUDOKU_CELLS);

  self->cursor = index;
  gtk_widget_grab_focus (GTK_WIDGET (self->cells[index]));
}

/**
 * sudoku_layout_paint_grid_get_cell:
 *
 * Returns: (transfer none): the widget of the cell at @index (0-80, row-major)
 */
GtkWidget *
sudoku_layout_paint_grid_get_cell (SudokuLayoutPaintGrid *self,
                                   guint                  index)
{
  g_return_val_if_fail (SUDOKU_IS_LAYOUT_PAINT_GRID (self), NULL);
  g_return_val_if_fail (index < SUDOKU_CELLS, NULL);

  return GTK_WIDGET (self->cells[index]);
}

int
sudoku_layout_paint_grid_cell_at (SudokuLayoutPaintGrid *self,
                                  double                 x,
                                  double                 y)
{
  g_return_val_if_fail (SUDOKU_IS_LAYOUT_PAINT_GRID (self), -1);

  return sudoku_grid_layout_cell_at (self->layout, x, y);
}

/* Motion events come further apart than cells when the pointer moves fast:
 * every cell on the way is painted, not only those where an event landed. */
void
sudoku_layout_paint_grid_stroke (SudokuLayoutPaintGrid *self,
                                 double                 x0,
                                 double                 y0,
                                 double                 x1,
                                 double                 y1)
{
  gboolean changed = FALSE;
  int cell_size;
  double step;
  guint n_steps;

  g_return_if_fail (SUDOKU_IS_LAYOUT_PAINT_GRID (self));

  cell_size = sudoku_grid_layout_get_cell_size (self->layout);
  if (cell_size <= 0)
    return;

  /* Less than a quarter of a cell at a time, on either axis, cannot step
   * over one. */
  step = cell_size / 4.0;
  n_steps = (guint) (MAX (ABS (x1 - x0), ABS (y1 - y0)) / step) + 1;

  for (guint i = 0; i <= n_steps; i++)
    {
      double t = (double) i / n_steps;
      int cell = sudoku_layout_paint_grid_cell_at (self, x0 + t * (x1 - x0), y0 + t * (y1 - y0));

      if (cell >= 0 && paint_one (self, (guint) cell, self->brush))
        changed = TRUE;
    }

  if (changed)
    g_signal_emit (self, signals [CHANGED], 0);
}

/**
 * sudoku_layout_paint_grid_begin_stroke:
 *
 * What pressing at (@x, @y) does, in the grid's coordinates: the cursor
 * goes to the cell there and it is painted. With a house brush, a press on
 * a cell of the house takes it out, and the rest of the stroke
 * (sudoku_layout_paint_grid_stroke()) takes out too, until the next begin.
 */
void
sudoku_layout_paint_grid_begin_stroke (SudokuLayoutPaintGrid *self,
                                       double                 x,
                                       double                 y)
{
  int cell;

  g_return_if_fail (SUDOKU_IS_LAYOUT_PAINT_GRID (self));

  cell = sudoku_layout_paint_grid_cell_at (self, x, y);
  /* The keys carry on from where the pointer painted. */
  if (cell >= 0)
    sudoku_layout_paint_grid_set_cursor (self, (guint) cell);

  self->stroke_removes = cell >= 0 && brush_is_house (self->brush) &&
                         (self->houses[cell] & (1u << (self->brush - SUDOKU_SIZE))) != 0;
  self->drag_x = x;
  self->drag_y = y;
  sudoku_layout_paint_grid_stroke (self, x, y, x, y);
}
