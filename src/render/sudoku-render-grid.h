/* sudoku-render-grid.h: one Sudoku grid drawn with Cairo and Pango, for paper and images
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>
#include <pango/pango.h>

#include "sudoku-print-puzzle.h"

G_BEGIN_DECLS

/* Every printed and exported word and digit: GNOME's face, then the one
 * Debian always has (fonts-dejavu-core), then whatever fontconfig picks. */
#define SUDOKU_RENDER_FONT "Cantarell, DejaVu Sans, Sans"

typedef enum
{
  SUDOKU_RENDER_GRID_ENTRIES  = 1 << 0,  /* the digits a person entered, in grey */
  SUDOKU_RENDER_GRID_MARKS    = 1 << 1,  /* pencil marks, small, in grey */
  SUDOKU_RENDER_GRID_SOLUTION = 1 << 2,  /* the solution's digits in the empty cells */
  SUDOKU_RENDER_GRID_LABELS   = 1 << 3,  /* rows 1-9 down the left, columns 1-9 across the
                                          * top, outside the square, as "r4c5" names them */
} SudokuRenderGridFlags;

/* The room the labels take above and left of the grid of @size points. */
double        sudoku_render_grid_label_room (double size);

/* A Pango context whose text measures the same on every surface and at every
 * scale (no hinting, no rounding, 72 units per inch): a sheet is laid out
 * once and drawn to a preview, a printer and a PDF alike. */
PangoContext *sudoku_render_context_new   (void);

/* Draws @puzzle in the square (@x, @y, @size) of @cr, in points: black cell
 * lines of half a point, regions in lines of 2.5 to 3 points (thinner only on
 * small grids, such as the answers'), jigsaw regions also told apart by grey
 * tints and a hatch, a variant's extra houses shaded, diagonals as lines
 * and other houses outlined inside (sudoku-render-houses.h), digits black
 * at 55% of the cell. */
void          sudoku_render_grid          (cairo_t                 *cr,
                                           PangoContext            *context,
                                           const SudokuPrintPuzzle *puzzle,
                                           double                   x,
                                           double                   y,
                                           double                   size,
                                           SudokuRenderGridFlags    flags);

/* The tint of each cell's region, 0 (none) to 3, as sudoku_render_grid
 * draws it; all 0 on the standard boxes, extra houses or not. */
void          sudoku_render_region_tints  (const SkLayout          *layout,
                                           int                      tint[SK_CELLS]);

G_END_DECLS
