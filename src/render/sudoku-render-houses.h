/* sudoku-render-houses.h: a variant's extra houses drawn on paper
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>
#include <glib.h>

#include "sk-layout.h"

G_BEGIN_DECLS

/* The grey level an extra house multiplies its cells' tint by, once for each
 * house a cell is in. */
#define SUDOKU_RENDER_HOUSE_SHADE 0.86

/* Under the digits: each cell of an extra house shaded, deeper where two
 * meet, over its region's tint. The grid's cells are @cell points square
 * from (@x, @y). */
void sudoku_render_houses_shade (cairo_t                 *cr,
                                 const SkLayout          *layout,
                                 double                   x,
                                 double                   y,
                                 double                   cell);
/* Black, so that it survives a printer's or a scanner's thresholding: a
 * line along each diagonal house, broken where it would cross the ink of
 * @clear (the digits and marks drawn, @n_clear rectangles in points), and
 * an outline just inside each other house. */
void sudoku_render_houses_lines (cairo_t                 *cr,
                                 const SkLayout          *layout,
                                 double                   x,
                                 double                   y,
                                 double                   cell,
                                 const cairo_rectangle_t *clear,
                                 guint                    n_clear);

G_END_DECLS
