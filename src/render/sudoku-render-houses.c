/* sudoku-render-houses.c: a variant's extra houses drawn on paper
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Paper keeps the window's marks of an extra house (sk_layout_house_marks)
 * in grey and black: a shade, which a laser printer prints as a light
 * screen, and black lines, which are all that is left after a fax, a
 * photocopy or a 1-bit scan thresholds the page. A diagonal house is a line
 * from corner to corner, as puzzle books draw Sudoku-X; any other house is
 * outlined just inside its cells, so that its shape reads even on a jigsaw,
 * whose regions are shaded and hatched too.
 */

#define G_LOG_DOMAIN "sudoku-render"

#include "config.h"

#include "sudoku-render-houses.h"

/* Of a cell: how far inside its house an outline runs, and how much room a
 * diagonal leaves round each digit it would cross. */
#define OUTLINE_INSET  0.06
#define DIGIT_MARGIN   0.1

void
sudoku_render_houses_shade (cairo_t        *cr,
                            const SkLayout *layout,
                            double          x,
                            double          y,
                            double          cell)
{
  g_return_if_fail (cr != NULL && layout != NULL);

  if (layout->n_extra == 0)
    return;
  cairo_save (cr);
  /* Black at 1 - shade over what is there multiplies it by the shade, so
   * the region's grey or hatch still shows through. (CAIRO_OPERATOR_MULTIPLY
   * does the same, but cairo's SVG surface then draws the whole page as
   * one bitmap.) */
  cairo_set_source_rgba (cr, 0, 0, 0, 1.0 - SUDOKU_RENDER_HOUSE_SHADE);
  for (int e = 0; e < layout->n_extra; e++)
    {
      for (int i = 0; i < SK_SIZE; i++)
        {
          int c = layout->unit_cells[SK_UNITS + e][i];

          cairo_rectangle (cr, x + sk_cell_column (c) * cell, y + sk_cell_row (c) * cell, cell, cell);
        }
      /* One fill a house: a cell in two houses is shaded twice. */
      cairo_fill (cr);
    }
  cairo_restore (cr);
}

static gboolean
in_house (const SkLayout *layout,
          int             extra,
          int             row,
          int             column)
{
  if (row < 0 || row >= SK_SIZE || column < 0 || column >= SK_SIZE)
    return FALSE;
  return ((layout->cell_extra_bits[sk_cell_index (row, column)] >> extra) & 1) != 0;
}

/* How far the end of a side, in direction (@tr, @tc) along it, reaches past
 * the cell's corner: a convex corner of the outline pulls it in, a concave
 * one pushes it out into the next cell, where the next side turns. */
static double
end_reach (const SkLayout *layout,
           int             extra,
           int             row,
           int             column,
           int             nr,
           int             nc,
           int             tr,
           int             tc,
           double          inset)
{
  if (!in_house (layout, extra, row + tr, column + tc))
    return -inset;
  return in_house (layout, extra, row + tr + nr, column + tc + nc) ? inset : 0;
}

/* Each side of a cell of the house with no cell of the house beyond it,
 * moved @inset into the cell, its ends meeting the next sides'. */
static void
outline_house (cairo_t        *cr,
               const SkLayout *layout,
               int             extra,
               double          x,
               double          y,
               double          cell,
               double          inset)
{
  /* The outward normal of each side: left, right, top, bottom. */
  static const int normal[4][2] = { { 0, -1 }, { 0, 1 }, { -1, 0 }, { 1, 0 } };

  for (int i = 0; i < SK_SIZE; i++)
    {
      int c = layout->unit_cells[SK_UNITS + extra][i];
      int row = sk_cell_row (c), column = sk_cell_column (c);
      double cx = x + (column + 0.5) * cell, cy = y + (row + 0.5) * cell;

      for (int s = 0; s < 4; s++)
        {
          int nr = normal[s][0], nc = normal[s][1];
          /* Along the side: a quarter turn of the normal. */
          int tr = nc, tc = nr;
          double mx = cx + nc * (cell / 2 - inset), my = cy + nr * (cell / 2 - inset);
          double ahead, behind;

          if (in_house (layout, extra, row + nr, column + nc))
            continue;
          ahead = cell / 2 + end_reach (layout, extra, row, column, nr, nc, tr, tc, inset);
          behind = cell / 2 + end_reach (layout, extra, row, column, nr, nc, -tr, -tc, inset);
          cairo_move_to (cr, mx - tc * behind, my - tr * behind);
          cairo_line_to (cr, mx + tc * ahead, my + tr * ahead);
        }
    }
}

void
sudoku_render_houses_lines (cairo_t                 *cr,
                            const SkLayout          *layout,
                            double                   x,
                            double                   y,
                            double                   cell,
                            const cairo_rectangle_t *clear,
                            guint                    n_clear)
{
  double size = cell * SK_SIZE;
  double margin = cell * DIGIT_MARGIN;

  g_return_if_fail (cr != NULL && layout != NULL);

  if (layout->n_extra == 0)
    return;
  cairo_save (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  /* Twice a cell line: a 1-bit scan at 80 dots an inch (a pixel of 0.9
   * points) keeps a line of a point however it falls across the pixels,
   * where one of half a point may go. */
  cairo_set_line_width (cr, CLAMP (cell * 0.025, 1.0, 1.3));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_SQUARE);
  for (int e = 0; e < layout->n_extra; e++)
    if (sk_layout_extra_shape (layout, e) != SK_HOUSE_SHAPE_MAIN_DIAGONAL &&
        sk_layout_extra_shape (layout, e) != SK_HOUSE_SHAPE_ANTI_DIAGONAL)
      outline_house (cr, layout, e, x, y, cell, cell * OUTLINE_INSET);
  cairo_stroke (cr);

  /* The diagonals pass behind the digits: clipped out round their ink,
   * marks by less than digits, so that no two holes overlap (which the
   * even-odd rule would fill again). */
  cairo_rectangle (cr, x, y, size, size);
  for (guint k = 0; k < n_clear; k++)
    {
      double m = MIN (margin, clear[k].height * 0.3);

      cairo_rectangle (cr, clear[k].x - m, clear[k].y - m, clear[k].width + 2 * m, clear[k].height + 2 * m);
    }
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  cairo_clip (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  for (int e = 0; e < layout->n_extra; e++)
    switch (sk_layout_extra_shape (layout, e))
      {
      case SK_HOUSE_SHAPE_MAIN_DIAGONAL:
        cairo_move_to (cr, x, y);
        cairo_line_to (cr, x + size, y + size);
        break;
      case SK_HOUSE_SHAPE_ANTI_DIAGONAL:
        cairo_move_to (cr, x + size, y);
        cairo_line_to (cr, x, y + size);
        break;
      case SK_HOUSE_SHAPE_WINDOW:
      case SK_HOUSE_SHAPE_OTHER:
      default:
        break;
      }
  cairo_stroke (cr);
  cairo_restore (cr);
}
