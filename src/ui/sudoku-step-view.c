/* sudoku-step-view.c: a logic step drawn over the board view
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A widget of its own over the board, rather than drawing in the board's
 * cells: a step's links and outlines cross cell borders, and the board
 * stays as it is, so that dismissing a hint is just hiding this.
 */

#define G_LOG_DOMAIN "sudoku-step-view"

#include "config.h"

#include "sudoku-step-view.h"

#include <adwaita.h>

#include "sudoku-step-painter.h"

struct _SudokuStepView
{
  GtkWidget        parent_instance;

  SudokuBoardView *board_view;  /* weak: the board view outlives its overlay */
  SudokuStep      *step;
};

G_DEFINE_FINAL_TYPE (SudokuStepView, sudoku_step_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_BOARD_VIEW,
  PROP_STEP,
  N_PROPS
};

static GParamSpec *properties [N_PROPS];

/* The cells' places in this widget's coordinates; FALSE before layout. */
static gboolean
get_cell_bounds (SudokuStepView  *self,
                 graphene_rect_t  cells[SK_CELLS])
{
  for (guint i = 0; i < SK_CELLS; i++)
    if (!gtk_widget_compute_bounds (sudoku_board_view_get_cell_entry (self->board_view, i),
                                    GTK_WIDGET (self), &cells[i]))
      return FALSE;
  return TRUE;
}

GArray *
sudoku_step_view_get_shapes (SudokuStepView *self)
{
  graphene_rect_t cells[SK_CELLS];

  g_return_val_if_fail (SUDOKU_IS_STEP_VIEW (self), NULL);

  if (self->step == NULL || self->board_view == NULL || !get_cell_bounds (self, cells))
    return NULL;
  return sudoku_step_painter_shapes (self->step, cells);
}

guint
sudoku_step_view_get_inks (SudokuStepView *self)
{
  /* Which shapes a step has does not depend on where the cells lie, so
   * this needs no layout: the legend can be set with the step. */
  graphene_rect_t cells[SK_CELLS] = { 0 };
  g_autoptr(GArray) shapes = NULL;

  g_return_val_if_fail (SUDOKU_IS_STEP_VIEW (self), 0);

  if (self->step == NULL)
    return 0;
  shapes = sudoku_step_painter_shapes (self->step, cells);
  return sudoku_step_painter_inks (shapes);
}

/* Digits the path placed before this step, on cells still empty on the
 * board: the board as it is before the step. */
static void
snapshot_earlier_digits (SudokuStepView        *self,
                         GtkSnapshot           *snapshot,
                         const graphene_rect_t  cells[SK_CELLS],
                         gboolean               dark)
{
  SudokuBoard *board = sudoku_board_view_get_board (self->board_view);
  g_autoptr(PangoLayout) layout = NULL;
  GdkRGBA colour = dark ? (GdkRGBA) { 0.60f, 0.76f, 0.95f, 1.0f } : (GdkRGBA) { 0.11f, 0.44f, 0.85f, 1.0f };

  if (board == NULL)
    return;
  for (guint i = 0; i < SK_CELLS; i++)
    {
      guint digit = self->step->before.grid.cell[i];
      char text[2] = { (char) ('0' + digit), 0 };
      PangoRectangle ink, logical;

      if (digit == 0 || sudoku_cell_get_value (sudoku_board_get_cell (board, i)) != 0)
        continue;
      if (layout == NULL)
        {
          /* The cells are all of a size: one font serves them all. */
          PangoFontDescription *font = pango_font_description_from_string ("Sans Italic");

          layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
          pango_font_description_set_absolute_size (font, cells[i].size.height * 0.55 * PANGO_SCALE);
          pango_layout_set_font_description (layout, font);
          pango_font_description_free (font);
        }
      pango_layout_set_text (layout, text, 1);
      pango_layout_get_pixel_extents (layout, &ink, &logical);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot,
                              &GRAPHENE_POINT_INIT (cells[i].origin.x + (cells[i].size.width - logical.width) / 2,
                                                    cells[i].origin.y + cells[i].size.height / 2 -
                                                    (ink.y + ink.height / 2.0f)));
      gtk_snapshot_append_layout (snapshot, layout, &colour);
      gtk_snapshot_restore (snapshot);
    }
}

static void
sudoku_step_view_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  SudokuStepView *self = SUDOKU_STEP_VIEW (widget);
  graphene_rect_t cells[SK_CELLS];
  g_autoptr(GArray) shapes = NULL;
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  cairo_t *cr;

  if (self->step == NULL || self->board_view == NULL || !get_cell_bounds (self, cells))
    return;

  snapshot_earlier_digits (self, snapshot, cells, dark);
  shapes = sudoku_step_painter_shapes (self->step, cells);
  cr = gtk_snapshot_append_cairo (snapshot,
                                  &GRAPHENE_RECT_INIT (0, 0, (float) gtk_widget_get_width (widget),
                                                       (float) gtk_widget_get_height (widget)));
  sudoku_step_painter_draw (shapes, cr, cells[0].size.width, dark);
  cairo_destroy (cr);
}

static void
update_board (SudokuStepView *self)
{
  g_autofree char *description = NULL;

  if (self->board_view == NULL)
    return;
  sudoku_board_view_show_step (self->board_view, self->step);
  if (self->step == NULL)
    {
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self->board_view),
                                     GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      return;
    }
  description = sudoku_step_describe (self->step);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->board_view),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

static void
sudoku_step_view_dispose (GObject *object)
{
  SudokuStepView *self = SUDOKU_STEP_VIEW (object);

  if (self->board_view != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->board_view), (gpointer *) &self->board_view);
      self->board_view = NULL;
    }
  g_clear_pointer (&self->step, sudoku_step_free);

  G_OBJECT_CLASS (sudoku_step_view_parent_class)->dispose (object);
}

static void
sudoku_step_view_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  SudokuStepView *self = SUDOKU_STEP_VIEW (object);

  switch (prop_id)
    {
    case PROP_BOARD_VIEW:
      g_value_set_object (value, self->board_view);
      break;
    case PROP_STEP:
      g_value_set_boxed (value, self->step);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_step_view_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  SudokuStepView *self = SUDOKU_STEP_VIEW (object);

  switch (prop_id)
    {
    case PROP_BOARD_VIEW:
      sudoku_step_view_set_board_view (self, g_value_get_object (value));
      break;
    case PROP_STEP:
      sudoku_step_view_set_step (self, g_value_get_boxed (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_step_view_class_init (SudokuStepViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_step_view_dispose;
  object_class->get_property = sudoku_step_view_get_property;
  object_class->set_property = sudoku_step_view_set_property;

  widget_class->snapshot = sudoku_step_view_snapshot;

  properties [PROP_BOARD_VIEW] =
    g_param_spec_object ("board-view", NULL, NULL,
                         SUDOKU_TYPE_BOARD_VIEW,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties [PROP_STEP] =
    g_param_spec_boxed ("step", NULL, NULL,
                        SUDOKU_TYPE_STEP,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "stepview");
  /* Drawing only: the board view under it has the cells and the words. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_PRESENTATION);
}

static void
sudoku_step_view_init (SudokuStepView *self)
{
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
  gtk_widget_set_can_focus (GTK_WIDGET (self), FALSE);
}

GtkWidget *
sudoku_step_view_new (void)
{
  return g_object_new (SUDOKU_TYPE_STEP_VIEW, NULL);
}

SudokuBoardView *
sudoku_step_view_get_board_view (SudokuStepView *self)
{
  g_return_val_if_fail (SUDOKU_IS_STEP_VIEW (self), NULL);

  return self->board_view;
}

void
sudoku_step_view_set_board_view (SudokuStepView  *self,
                                 SudokuBoardView *board_view)
{
  g_return_if_fail (SUDOKU_IS_STEP_VIEW (self));
  g_return_if_fail (board_view == NULL || SUDOKU_IS_BOARD_VIEW (board_view));

  if (self->board_view == board_view)
    return;
  if (self->board_view != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->board_view), (gpointer *) &self->board_view);
  self->board_view = board_view;
  if (board_view != NULL)
    g_object_add_weak_pointer (G_OBJECT (board_view), (gpointer *) &self->board_view);
  update_board (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_BOARD_VIEW]);
}

const SudokuStep *
sudoku_step_view_get_step (SudokuStepView *self)
{
  g_return_val_if_fail (SUDOKU_IS_STEP_VIEW (self), NULL);

  return self->step;
}

void
sudoku_step_view_set_step (SudokuStepView   *self,
                           const SudokuStep *step)
{
  g_return_if_fail (SUDOKU_IS_STEP_VIEW (self));

  if (self->step == NULL && step == NULL)
    return;
  g_clear_pointer (&self->step, sudoku_step_free);
  if (step != NULL)
    self->step = sudoku_step_copy (step);
  update_board (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_STEP]);
}
