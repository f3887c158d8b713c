/* sudoku-step-painter.c: a logic step drawn over the board
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two halves: the shapes (which cells, candidates, unit sides and links the
 * step's evidence names, and where they are) and the drawing of them with
 * Cairo. The shapes are plain data so that tests can check the drawing
 * names the right cells and candidates without reading pixels. Colours are
 * GNOME's palette, strong enough to read over the region tints and in dark
 * mode; roles share a few colours, and the legend under the board says
 * which is which.
 */

#define G_LOG_DOMAIN "sudoku-step-painter"

#include "config.h"

#include "sudoku-step-painter.h"

#include <math.h>

#include "sudoku-geometry.h"

void
sudoku_step_painter_candidate_area (const graphene_rect_t *cell,
                                    guint                  digit,
                                    graphene_rect_t       *area)
{
  float width = cell->size.width / 3.0f;
  float height = cell->size.height / 3.0f;
  guint place_column = (digit - 1) % 3;
  guint place_row = (digit - 1) / 3;

  graphene_rect_init (area,
                      cell->origin.x + width * (float) place_column,
                      cell->origin.y + height * (float) place_row,
                      width, height);
}

static void
add_shape (GArray                *shapes,
           SudokuStepShapeKind    kind,
           guint                  cell,
           guint                  digit,
           int                    role,
           const graphene_rect_t *cells)
{
  SudokuStepShape shape = { kind, cell, digit, role };

  if (kind == SUDOKU_STEP_SHAPE_TINT)
    shape.area = cells[cell];
  else
    sudoku_step_painter_candidate_area (&cells[cell], digit, &shape.area);
  g_array_append_val (shapes, shape);
}

/* Each side of a cell of @unit whose neighbour is outside it (or the board's
 * edge): the unit's outline, which follows a jigsaw region's shape. */
static void
add_outline (GArray                *shapes,
             const SkLayout        *layout,
             int                    unit,
             int                    role,
             const graphene_rect_t *cells)
{
  for (int i = 0; i < SK_SIZE; i++)
    {
      int cell = layout->unit_cells[unit][i];
      int row = sudoku_index_row (cell), column = sudoku_index_column (cell);
      const graphene_rect_t *r = &cells[cell];
      float x0 = r->origin.x, y0 = r->origin.y;
      float x1 = x0 + r->size.width, y1 = y0 + r->size.height;
      /* left, right, top, bottom: the neighbour and the side */
      const int drow[4] = { 0, 0, -1, 1 }, dcolumn[4] = { -1, 1, 0, 0 };
      const float side[4][4] = { { x0, y0, x0, y1 }, { x1, y0, x1, y1 },
                                 { x0, y0, x1, y0 }, { x0, y1, x1, y1 } };

      for (int s = 0; s < 4; s++)
        {
          int nrow = row + drow[s], ncolumn = column + dcolumn[s];
          gboolean inside = FALSE;

          if (nrow >= 0 && nrow < SK_SIZE && ncolumn >= 0 && ncolumn < SK_SIZE)
            inside = ((layout->cell_unit_bits[sudoku_index_at (nrow, ncolumn)] >> unit) & 1) != 0;
          if (!inside)
            {
              SudokuStepShape shape = { SUDOKU_STEP_SHAPE_OUTLINE, (guint) cell, 0, role };

              graphene_point_init (&shape.from, side[s][0], side[s][1]);
              graphene_point_init (&shape.to, side[s][2], side[s][3]);
              g_array_append_val (shapes, shape);
            }
        }
    }
}

/* A chain node's centre: the middle of its candidates (one, or a group's). */
static void
node_centre (const SudokuStep      *step,
             int                    node,
             const graphene_rect_t *cells,
             graphene_point_t      *centre,
             guint                 *first_cell)
{
  guint members[SK_CELLS];
  guint n = sudoku_step_node_cells (step, node, members);
  float x = 0, y = 0;

  *first_cell = n > 0 ? members[0] : 0;
  for (guint i = 0; i < n; i++)
    {
      graphene_rect_t area;
      graphene_point_t c;

      sudoku_step_painter_candidate_area (&cells[members[i]], step->step.nodes[node].digit, &area);
      graphene_rect_get_center (&area, &c);
      x += c.x;
      y += c.y;
    }
  graphene_point_init (centre, n > 0 ? x / (float) n : 0, n > 0 ? y / (float) n : 0);
}

GArray *
sudoku_step_painter_shapes (const SudokuStep      *self,
                            const graphene_rect_t  cells[SK_CELLS])
{
  const SkStep *step;
  GArray *shapes;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (cells != NULL, NULL);

  step = &self->step;
  shapes = g_array_new (FALSE, TRUE, sizeof (SudokuStepShape));

  /* Back to front: tints, then outlines, then candidates, then links, and
   * what the step places and removes on top, never hidden by a link. */
  for (int i = 0; i < step->n_marks; i++)
    if (step->marks[i].role != SK_ROLE_ON && step->marks[i].role != SK_ROLE_OFF)
      add_shape (shapes, SUDOKU_STEP_SHAPE_TINT, step->marks[i].cell, 0, step->marks[i].role, cells);
  for (int unit = 0; unit < SK_UNITS; unit++)
    {
      if ((step->cover_units >> unit) & 1)
        add_outline (shapes, &self->layout, unit, 1, cells);
      if ((step->base_units >> unit) & 1)
        add_outline (shapes, &self->layout, unit, 0, cells);
    }
  for (int i = 0; i < step->n_marks; i++)
    for (guint digit = 1; digit <= SUDOKU_SIZE; digit++)
      {
        SkMask bit = (SkMask) (1u << (digit - 1));

        if ((step->marks[i].digits & bit) != 0 && step->place[step->marks[i].cell] == 0 &&
            (step->remove[step->marks[i].cell] & bit) == 0)
          add_shape (shapes, SUDOKU_STEP_SHAPE_CANDIDATE, step->marks[i].cell, digit,
                     step->marks[i].role, cells);
      }
  for (int i = 0; i < step->n_links; i++)
    {
      const SkLink *link = &step->links[i];
      SudokuStepShape shape = { SUDOKU_STEP_SHAPE_LINK, 0, step->nodes[link->from].digit,
                                link->strong != 0 };
      guint to_cell;

      if (link->from >= step->n_nodes || link->to >= step->n_nodes)
        continue;
      node_centre (self, link->from, cells, &shape.from, &shape.cell);
      node_centre (self, link->to, cells, &shape.to, &to_cell);
      g_array_append_val (shapes, shape);
    }
  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      for (guint digit = 1; digit <= SUDOKU_SIZE; digit++)
        if ((step->remove[cell] & (1u << (digit - 1))) != 0)
          add_shape (shapes, SUDOKU_STEP_SHAPE_STRIKE, (guint) cell, digit, 0, cells);
      if (step->place[cell] != 0)
        add_shape (shapes, SUDOKU_STEP_SHAPE_PLACE, (guint) cell, step->place[cell], 0, cells);
    }
  return shapes;
}

/* ---- drawing ---- */

typedef struct
{
  double r, g, b;
} Colour;

/* GNOME palette: blue 3, yellow 4, purple 3, red 3, green 4; lighter in dark mode. */
static Colour
role_colour (int      role,
             gboolean dark)
{
  static const Colour blue = { 0.21, 0.52, 0.89 }, blue_dark = { 0.38, 0.63, 0.92 };
  static const Colour yellow = { 0.96, 0.76, 0.07 }, yellow_dark = { 0.97, 0.89, 0.36 };
  static const Colour purple = { 0.57, 0.25, 0.67 }, purple_dark = { 0.75, 0.51, 0.84 };

  switch (role)
    {
    case SK_ROLE_FIN:
    case SK_ROLE_PIVOT:
    case SK_ROLE_OFF:
      return dark ? yellow_dark : yellow;
    case SK_ROLE_COVER:
    case SK_ROLE_PINCER:
    case SK_ROLE_ALS:
      return dark ? purple_dark : purple;
    default:
      return dark ? blue_dark : blue;
    }
}

static void
set_colour (cairo_t *cr,
            Colour   colour,
            double   alpha)
{
  cairo_set_source_rgba (cr, colour.r, colour.g, colour.b, alpha);
}

static void
circle (cairo_t               *cr,
        const graphene_rect_t *area,
        double                 scale)
{
  graphene_point_t c;

  graphene_rect_get_center (area, &c);
  cairo_new_sub_path (cr);
  cairo_arc (cr, c.x, c.y, MIN (area->size.width, area->size.height) / 2.0 * scale, 0, 2 * G_PI);
}

static void
draw_link (cairo_t               *cr,
           const SudokuStepShape *shape,
           double                 cell_size,
           Colour                 colour)
{
  double dx = shape->to.x - shape->from.x, dy = shape->to.y - shape->from.y;
  double length = sqrt (dx * dx + dy * dy);
  double bend = MIN (length * 0.15, cell_size * 0.5);
  /* Bowed to one side, so that links along a line do not hide its candidates. */
  double mx = (shape->from.x + shape->to.x) / 2 - dy / MAX (length, 1) * bend;
  double my = (shape->from.y + shape->to.y) / 2 + dx / MAX (length, 1) * bend;
  double dash[] = { cell_size * 0.12, cell_size * 0.08 };

  if (length < 1)
    return;
  cairo_save (cr);
  set_colour (cr, colour, 0.9);
  cairo_set_line_width (cr, MAX (1.5, cell_size * 0.045));
  cairo_set_dash (cr, dash, shape->role ? 0 : 2, 0);
  cairo_move_to (cr, shape->from.x, shape->from.y);
  cairo_curve_to (cr, mx, my, mx, my, shape->to.x, shape->to.y);
  cairo_stroke (cr);
  /* An arrowhead shows the order the chain is read in. */
  {
    double ax = shape->to.x - mx, ay = shape->to.y - my;
    double alen = MAX (sqrt (ax * ax + ay * ay), 1);
    double head = cell_size * 0.14;
    double ux = ax / alen, uy = ay / alen;
    double tipx = shape->to.x - ux * cell_size * 0.19, tipy = shape->to.y - uy * cell_size * 0.19;

    cairo_set_dash (cr, NULL, 0, 0);
    cairo_move_to (cr, tipx, tipy);
    cairo_line_to (cr, tipx - ux * head - uy * head * 0.6, tipy - uy * head + ux * head * 0.6);
    cairo_line_to (cr, tipx - ux * head + uy * head * 0.6, tipy - uy * head - ux * head * 0.6);
    cairo_close_path (cr);
    cairo_fill (cr);
  }
  cairo_restore (cr);
}

/* Links pass behind the candidates a step removes or places: the clip
 * leaves out their circles, so a digit under a link stays readable. */
static void
clip_out_actions (cairo_t *cr,
                  GArray  *shapes)
{
  double x1, y1, x2, y2;

  cairo_clip_extents (cr, &x1, &y1, &x2, &y2);
  cairo_rectangle (cr, x1, y1, x2 - x1, y2 - y1);
  for (guint i = 0; i < shapes->len; i++)
    {
      const SudokuStepShape *shape = &g_array_index (shapes, SudokuStepShape, i);

      if (shape->kind == SUDOKU_STEP_SHAPE_STRIKE || shape->kind == SUDOKU_STEP_SHAPE_PLACE)
        {
          cairo_new_sub_path (cr);
          circle (cr, &shape->area, 1.0);
        }
    }
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  cairo_clip (cr);
}

void
sudoku_step_painter_draw (GArray   *shapes,
                          cairo_t  *cr,
                          double    cell_size,
                          gboolean  dark)
{
  static const Colour red = { 0.88, 0.11, 0.14 }, red_dark = { 0.97, 0.38, 0.32 };
  static const Colour green = { 0.15, 0.64, 0.41 }, green_dark = { 0.34, 0.89, 0.54 };
  static const Colour link = { 0.11, 0.44, 0.85 }, link_dark = { 0.60, 0.76, 0.95 };

  g_return_if_fail (shapes != NULL);

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint i = 0; i < shapes->len; i++)
    {
      const SudokuStepShape *shape = &g_array_index (shapes, SudokuStepShape, i);
      const graphene_rect_t *a = &shape->area;

      switch (shape->kind)
        {
        case SUDOKU_STEP_SHAPE_TINT:
          set_colour (cr, role_colour (shape->role, dark), dark ? 0.30 : 0.22);
          cairo_rectangle (cr, a->origin.x, a->origin.y, a->size.width, a->size.height);
          cairo_fill (cr);
          break;
        case SUDOKU_STEP_SHAPE_OUTLINE:
          set_colour (cr, role_colour (shape->role ? SK_ROLE_COVER : SK_ROLE_BASE, dark), 0.95);
          cairo_set_line_width (cr, MAX (2.0, cell_size * 0.07));
          cairo_move_to (cr, shape->from.x, shape->from.y);
          cairo_line_to (cr, shape->to.x, shape->to.y);
          cairo_stroke (cr);
          break;
        case SUDOKU_STEP_SHAPE_CANDIDATE:
          set_colour (cr, role_colour (shape->role, dark), 0.45);
          circle (cr, a, 0.9);
          cairo_fill (cr);
          break;
        case SUDOKU_STEP_SHAPE_STRIKE:
          set_colour (cr, dark ? red_dark : red, 0.30);
          circle (cr, a, 0.9);
          cairo_fill (cr);
          set_colour (cr, dark ? red_dark : red, 1.0);
          cairo_set_line_width (cr, MAX (1.5, cell_size * 0.04));
          cairo_move_to (cr, a->origin.x + a->size.width * 0.15, a->origin.y + a->size.height * 0.85);
          cairo_line_to (cr, a->origin.x + a->size.width * 0.85, a->origin.y + a->size.height * 0.15);
          cairo_stroke (cr);
          break;
        case SUDOKU_STEP_SHAPE_PLACE:
          set_colour (cr, dark ? green_dark : green, 0.45);
          circle (cr, a, 0.95);
          cairo_fill (cr);
          set_colour (cr, dark ? green_dark : green, 1.0);
          cairo_set_line_width (cr, MAX (1.5, cell_size * 0.04));
          circle (cr, a, 0.95);
          cairo_stroke (cr);
          break;
        case SUDOKU_STEP_SHAPE_LINK:
          cairo_save (cr);
          clip_out_actions (cr, shapes);
          draw_link (cr, shape, cell_size, dark ? link_dark : link);
          cairo_restore (cr);
          break;
        default:
          break;
        }
    }
  cairo_restore (cr);
}
