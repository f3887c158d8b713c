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
 * mode; roles share a few inks, and the legend under the board names
 * the inks the drawing used (sudoku_step_painter_inks).
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

/* Whether @cell is in @unit: a row, column or region, or an extra house. */
static gboolean
in_unit (const SkLayout *layout,
         int             unit,
         int             cell)
{
  if (unit < SK_UNITS)
    return ((layout->cell_unit_bits[cell] >> unit) & 1) != 0;
  return ((layout->cell_extra_bits[cell] >> (unit - SK_UNITS)) & 1) != 0;
}

/* Each side of a cell of @unit whose neighbour is outside it (or the board's
 * edge): the unit's outline, which follows a jigsaw region's shape, a
 * window's square, and a diagonal's cells one by one, corner to corner. */
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
            inside = in_unit (layout, unit, sudoku_index_at (nrow, ncolumn));
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
  for (int unit = 0; unit < SK_UNITS + self->layout.n_extra; unit++)
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

/* ---- inks ---- */

/* The one place that says which ink a shape is drawn in: the drawing picks
 * its colours by it, and the legend names it. */
static SudokuStepInk
shape_ink (const SudokuStepShape *shape)
{
  switch (shape->kind)
    {
    case SUDOKU_STEP_SHAPE_OUTLINE:
      return shape->role ? SUDOKU_STEP_INK_COVER_OUTLINE : SUDOKU_STEP_INK_BASE_OUTLINE;
    case SUDOKU_STEP_SHAPE_STRIKE:
      return SUDOKU_STEP_INK_REMOVE;
    case SUDOKU_STEP_SHAPE_PLACE:
      return SUDOKU_STEP_INK_PLACE;
    case SUDOKU_STEP_SHAPE_LINK:
      return shape->role ? SUDOKU_STEP_INK_STRONG_LINK : SUDOKU_STEP_INK_WEAK_LINK;
    case SUDOKU_STEP_SHAPE_TINT:
    case SUDOKU_STEP_SHAPE_CANDIDATE:
    default:
      switch (shape->role)
        {
        case SK_ROLE_FIN:
        case SK_ROLE_PIVOT:
        case SK_ROLE_OFF:
          return SUDOKU_STEP_INK_YELLOW;
        case SK_ROLE_COVER:
        case SK_ROLE_PINCER:
        case SK_ROLE_ALS:
          return SUDOKU_STEP_INK_PURPLE;
        default:
          return SUDOKU_STEP_INK_BLUE;
        }
    }
}

guint
sudoku_step_painter_inks (GArray *shapes)
{
  guint inks = 0;

  g_return_val_if_fail (shapes != NULL, 0);

  for (guint i = 0; i < shapes->len; i++)
    inks |= shape_ink (&g_array_index (shapes, SudokuStepShape, i));
  return inks;
}

/* ---- drawing ---- */

typedef struct
{
  double r, g, b;
} Colour;

/* Each ink in two strengths: a pale one for fills, which the digits and
 * candidates under them must still read through, and a strong one for
 * rings, strokes and lines, which keeps a contrast of 3:1 or more (WCAG,
 * for parts of graphics) against any cell the step is drawn on, region and
 * step tints included (tests/test-board-look.c measures it). GNOME's
 * palette: the fills as before, the strokes its darker shades in light and
 * its lightest in dark. */
typedef struct
{
  Colour fill, fill_dark, stroke, stroke_dark;
} Ink;

static const Ink *
ink_colours (SudokuStepInk ink)
{
  static const Ink blue = { { 0.21, 0.52, 0.89 }, { 0.38, 0.63, 0.92 },
                            { 0.10, 0.37, 0.71 }, { 0.71, 0.83, 0.97 } };
  static const Ink yellow = { { 0.96, 0.76, 0.07 }, { 0.97, 0.89, 0.36 },
                              { 0.48, 0.31, 0.00 }, { 0.98, 0.94, 0.42 } };
  static const Ink purple = { { 0.57, 0.25, 0.67 }, { 0.75, 0.51, 0.84 },
                              { 0.51, 0.24, 0.61 }, { 0.94, 0.75, 0.94 } };
  static const Ink red = { { 0.88, 0.11, 0.14 }, { 0.97, 0.38, 0.32 },
                           { 0.65, 0.11, 0.18 }, { 1.00, 0.70, 0.65 } };
  static const Ink green = { { 0.15, 0.64, 0.41 }, { 0.34, 0.89, 0.54 },
                             { 0.07, 0.36, 0.22 }, { 0.56, 0.94, 0.64 } };

  switch (ink)
    {
    case SUDOKU_STEP_INK_PLACE:
      return &green;
    case SUDOKU_STEP_INK_REMOVE:
      return &red;
    case SUDOKU_STEP_INK_YELLOW:
      return &yellow;
    case SUDOKU_STEP_INK_PURPLE:
    case SUDOKU_STEP_INK_COVER_OUTLINE:
      return &purple;
    case SUDOKU_STEP_INK_BLUE:
    case SUDOKU_STEP_INK_BASE_OUTLINE:
    case SUDOKU_STEP_INK_STRONG_LINK:
    case SUDOKU_STEP_INK_WEAK_LINK:
    default:
      return &blue;
    }
}

static Colour
fill_colour (const SudokuStepShape *shape,
             gboolean               dark)
{
  const Ink *ink = ink_colours (shape_ink (shape));

  return dark ? ink->fill_dark : ink->fill;
}

static Colour
stroke_colour (const SudokuStepShape *shape,
               gboolean               dark)
{
  const Ink *ink = ink_colours (shape_ink (shape));

  return dark ? ink->stroke_dark : ink->stroke;
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
  set_colour (cr, colour, 1.0);
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
  double ring = MAX (1.5, cell_size * 0.045);

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
          /* Fainter in dark: a bright tint there would leave the strokes
           * over it too little contrast. */
          set_colour (cr, fill_colour (shape, dark), dark ? 0.18 : 0.22);
          cairo_rectangle (cr, a->origin.x, a->origin.y, a->size.width, a->size.height);
          cairo_fill (cr);
          break;
        case SUDOKU_STEP_SHAPE_OUTLINE:
          set_colour (cr, stroke_colour (shape, dark), 1.0);
          cairo_set_line_width (cr, MAX (2.0, cell_size * 0.07));
          cairo_move_to (cr, shape->from.x, shape->from.y);
          cairo_line_to (cr, shape->to.x, shape->to.y);
          cairo_stroke (cr);
          break;
        case SUDOKU_STEP_SHAPE_CANDIDATE:
        case SUDOKU_STEP_SHAPE_PLACE:
        case SUDOKU_STEP_SHAPE_STRIKE:
          /* A strong ring, and nothing over the candidate: a pale disc
           * (30% of the fill colour) took a pattern's candidate to 2.9:1
           * against the disc in light and a placed one to about 1.2:1 in
           * dark, under the 4.5:1 text needs (test-board-look.c). */
          set_colour (cr, stroke_colour (shape, dark), 1.0);
          cairo_set_line_width (cr, ring);
          circle (cr, a, 0.9);
          cairo_stroke (cr);
          if (shape->kind == SUDOKU_STEP_SHAPE_STRIKE)
            {
              cairo_move_to (cr, a->origin.x + a->size.width * 0.15, a->origin.y + a->size.height * 0.85);
              cairo_line_to (cr, a->origin.x + a->size.width * 0.85, a->origin.y + a->size.height * 0.15);
              cairo_stroke (cr);
            }
          break;
        case SUDOKU_STEP_SHAPE_LINK:
          cairo_save (cr);
          clip_out_actions (cr, shapes);
          draw_link (cr, shape, cell_size, stroke_colour (shape, dark));
          cairo_restore (cr);
          break;
        default:
          break;
        }
    }
  cairo_restore (cr);
}
