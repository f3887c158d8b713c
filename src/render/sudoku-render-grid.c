/* sudoku-render-grid.c: one Sudoku grid drawn with Cairo and Pango, for paper and images
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Paper is not a screen: no colour may carry meaning (most home printers
 * print grey), lines must stay visible at a small size and not blot at a
 * large one, and digits must come out as text, so that a PDF can be searched
 * and read back (the tests read every given back through pdftotext).
 */

#define G_LOG_DOMAIN "sudoku-render"

#include "config.h"

#include "sudoku-render-grid.h"

#include <pango/pangocairo.h>

#include "sudoku-render-houses.h"

/* Lines and digits are black: a 1-bit printer dithers grey, and thin grey
 * lines and digits break up. Only a person's own entries and marks, which a
 * sheet prints on request, are grey, to tell them from the givens. */
#define INK          0.0
#define ENTRY_INK    0.35
#define MARK_INK     0.40
#define DIGIT_SIZE   0.55  /* of the cell */
/* Below this size (an answer grid, 120 points), lines of 2.5 points would
 * fill the cells; the smallest puzzle grid, 6 a page on Letter with labels,
 * is 190 points. */
#define SMALL_GRID   160.0

PangoContext *
sudoku_render_context_new (void)
{
  PangoFontMap *map = pango_cairo_font_map_get_default ();
  PangoContext *context = pango_font_map_create_context (map);
  cairo_font_options_t *options = cairo_font_options_create ();

  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (context, options);
  pango_cairo_context_set_resolution (context, 72.0);
  pango_context_set_round_glyph_positions (context, FALSE);
  cairo_font_options_destroy (options);
  return context;
}

void
sudoku_render_region_tints (const SkLayout *layout,
                            int             tint[SK_CELLS])
{
  int colour[SK_SIZE];

  /* Sudoku-X's boxes are the standard ones: only its houses are marked. */
  if (sk_layout_regions_are_standard (layout))
    {
      for (int i = 0; i < SK_CELLS; i++)
        tint[i] = 0;
      return;
    }
  sk_layout_colour_regions (layout, colour);
  for (int i = 0; i < SK_CELLS; i++)
    tint[i] = colour[layout->region[i]];
}

/* Tint 1 and 3 are two greys far enough apart for a cheap printer; tint 2 is
 * a hatch, which no grey level can be confused with. */
static void
fill_tint (cairo_t *cr,
           int      tint,
           double   x,
           double   y,
           double   cell)
{
  switch (tint)
    {
    case 1:
      cairo_set_source_rgb (cr, 0.84, 0.84, 0.84);
      cairo_rectangle (cr, x, y, cell, cell);
      cairo_fill (cr);
      break;
    case 2:
      cairo_save (cr);
      cairo_rectangle (cr, x, y, cell, cell);
      cairo_clip (cr);
      cairo_set_source_rgb (cr, 0.70, 0.70, 0.70);
      cairo_set_line_width (cr, MAX (cell / 60.0, 0.25));
      for (int k = -5; k <= 5; k++)
        {
          double offset = k * cell / 5.0;

          cairo_move_to (cr, x + offset, y + cell);
          cairo_line_to (cr, x + offset + cell, y);
        }
      cairo_stroke (cr);
      cairo_restore (cr);
      break;
    case 3:
      cairo_set_source_rgb (cr, 0.93, 0.93, 0.93);
      cairo_rectangle (cr, x, y, cell, cell);
      cairo_fill (cr);
      break;
    default:
      break;
    }
}

/* Where the digits' ink lies on a grid: a diagonal house's line is broken
 * round it (sudoku_render_houses_lines). */
typedef struct
{
  cairo_rectangle_t box[SK_CELLS * SK_SIZE];
  guint             n;
} InkBoxes;

static void
show_centred (cairo_t              *cr,
              PangoLayout          *layout,
              const char           *text,
              double                cx,
              double                cy,
              InkBoxes             *boxes)
{
  PangoRectangle ink, logical;
  double left, top;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_extents (layout, &ink, &logical);
  /* Centred on the ink, not the line box: digits have no descender, so the
   * line box would sit them high. */
  left = cx - (ink.width / 2.0) / PANGO_SCALE;
  top = cy - (ink.height / 2.0) / PANGO_SCALE;
  cairo_move_to (cr, left - (double) ink.x / PANGO_SCALE, top - (double) ink.y / PANGO_SCALE);
  pango_cairo_show_layout (cr, layout);
  if (boxes != NULL && boxes->n < G_N_ELEMENTS (boxes->box))
    boxes->box[boxes->n++] = (cairo_rectangle_t) { left, top, (double) ink.width / PANGO_SCALE,
                                                   (double) ink.height / PANGO_SCALE };
}

static PangoLayout *
digit_layout (PangoContext *context,
              double        size,
              PangoWeight   weight)
{
  PangoLayout *layout = pango_layout_new (context);
  PangoFontDescription *font = pango_font_description_from_string (SUDOKU_RENDER_FONT);

  pango_font_description_set_weight (font, weight);
  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  return layout;
}

double
sudoku_render_grid_label_room (double size)
{
  return CLAMP (size / SK_SIZE * 0.32, 6.0, 9.0) * 1.5;
}

/* Outside the square, so that nothing is read back as a digit of the grid:
 * column numbers above, row numbers left. */
static void
draw_labels (cairo_t      *cr,
             PangoContext *context,
             double        x,
             double        y,
             double        size)
{
  double cell = size / SK_SIZE;
  double room = sudoku_render_grid_label_room (size);
  g_autoptr(PangoLayout) layout = digit_layout (context, room / 1.5, PANGO_WEIGHT_NORMAL);

  cairo_set_source_rgb (cr, INK, INK, INK);
  for (int k = 0; k < SK_SIZE; k++)
    {
      char text[2] = { (char) ('1' + k), 0 };

      show_centred (cr, layout, text, x + (k + 0.5) * cell, y - room / 2, NULL);
      show_centred (cr, layout, text, x - room / 2, y + (k + 0.5) * cell, NULL);
    }
}

static void
draw_digits (cairo_t                 *cr,
             PangoContext            *context,
             const SudokuPrintPuzzle *puzzle,
             double                   x,
             double                   y,
             double                   cell,
             SudokuRenderGridFlags    flags,
             InkBoxes                *boxes)
{
  gboolean solution = (flags & SUDOKU_RENDER_GRID_SOLUTION) != 0;
  /* On an answer grid, the givens stand out from the digits found. */
  g_autoptr(PangoLayout) given = digit_layout (context, cell * DIGIT_SIZE,
                                               solution ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_MEDIUM);
  g_autoptr(PangoLayout) plain = digit_layout (context, cell * DIGIT_SIZE, PANGO_WEIGHT_NORMAL);
  g_autoptr(PangoLayout) small = digit_layout (context, cell * 0.24, PANGO_WEIGHT_NORMAL);

  for (int i = 0; i < SK_CELLS; i++)
    {
      int row = i / SK_SIZE, column = i % SK_SIZE;
      double cx = x + (column + 0.5) * cell;
      double cy = y + (row + 0.5) * cell;
      char text[2] = { 0, 0 };
      int digit = puzzle->givens.cell[i];

      if (digit != 0)
        {
          text[0] = (char) ('0' + digit);
          cairo_set_source_rgb (cr, INK, INK, INK);
          show_centred (cr, given, text, cx, cy, boxes);
          continue;
        }
      if (solution)
        digit = puzzle->solution.cell[i];
      else if ((flags & SUDOKU_RENDER_GRID_ENTRIES) != 0)
        digit = puzzle->entries.cell[i];
      if (digit != 0)
        {
          double ink = solution ? INK : ENTRY_INK;

          text[0] = (char) ('0' + digit);
          cairo_set_source_rgb (cr, ink, ink, ink);
          show_centred (cr, plain, text, cx, cy, boxes);
          continue;
        }
      if ((flags & SUDOKU_RENDER_GRID_MARKS) == 0 || puzzle->marks[i] == 0)
        continue;
      cairo_set_source_rgb (cr, MARK_INK, MARK_INK, MARK_INK);
      for (int d = 1; d <= SK_SIZE; d++)
        if ((puzzle->marks[i] & (1u << (d - 1))) != 0)
          {
            /* The keypad's place: 1 top left, 9 bottom right. */
            int place_row = (d - 1) / 3, place_column = (d - 1) % 3;

            text[0] = (char) ('0' + d);
            show_centred (cr, small, text, cx + (place_column - 1) * cell * 0.3,
                          cy + (place_row - 1) * cell * 0.3, boxes);
          }
    }
}

/* Each edge between two cells is thin inside a region and thick between
 * regions; the frame is thick. Thick edges are stroked last, with square
 * caps, so that they meet without notches. */
static void
draw_lines (cairo_t        *cr,
            const SkLayout *layout,
            double          x,
            double          y,
            double          size)
{
  double cell = size / SK_SIZE;
  double thick = size >= SMALL_GRID ? CLAMP (size * 0.0065, 2.5, 3.0) : MAX (size * 0.0125, 1.0);
  double thin = size >= SMALL_GRID ? 0.5 : 0.35;

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_line_width (cr, thin);
  cairo_set_source_rgb (cr, INK, INK, INK);
  for (int k = 1; k < SK_SIZE; k++)
    {
      cairo_move_to (cr, x + k * cell, y);
      cairo_line_to (cr, x + k * cell, y + size);
      cairo_move_to (cr, x, y + k * cell);
      cairo_line_to (cr, x + size, y + k * cell);
    }
  cairo_stroke (cr);

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_SQUARE);
  cairo_set_line_width (cr, thick);
  cairo_set_source_rgb (cr, INK, INK, INK);
  for (int r = 0; r < SK_SIZE; r++)
    for (int c = 0; c < SK_SIZE; c++)
      {
        int i = r * SK_SIZE + c;

        if (c + 1 < SK_SIZE && layout->region[i] != layout->region[i + 1])
          {
            cairo_move_to (cr, x + (c + 1) * cell, y + r * cell);
            cairo_line_to (cr, x + (c + 1) * cell, y + (r + 1) * cell);
          }
        if (r + 1 < SK_SIZE && layout->region[i] != layout->region[i + SK_SIZE])
          {
            cairo_move_to (cr, x + c * cell, y + (r + 1) * cell);
            cairo_line_to (cr, x + (c + 1) * cell, y + (r + 1) * cell);
          }
      }
  cairo_stroke (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
  cairo_rectangle (cr, x, y, size, size);
  cairo_stroke (cr);
}

void
sudoku_render_grid (cairo_t                 *cr,
                    PangoContext            *context,
                    const SudokuPrintPuzzle *puzzle,
                    double                   x,
                    double                   y,
                    double                   size,
                    SudokuRenderGridFlags    flags)
{
  double cell = size / SK_SIZE;
  int tint[SK_CELLS];
  g_autofree InkBoxes *boxes = g_new (InkBoxes, 1);

  g_return_if_fail (cr != NULL && context != NULL && puzzle != NULL);

  cairo_save (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, x, y, size, size);
  cairo_fill (cr);
  sudoku_render_region_tints (&puzzle->layout, tint);
  for (int i = 0; i < SK_CELLS; i++)
    {
      int row = i / SK_SIZE, column = i % SK_SIZE;

      fill_tint (cr, tint[i], x + column * cell, y + row * cell, cell);
    }
  sudoku_render_houses_shade (cr, &puzzle->layout, x, y, cell);
  boxes->n = 0;
  draw_digits (cr, context, puzzle, x, y, cell, flags, boxes);
  draw_lines (cr, &puzzle->layout, x, y, size);
  sudoku_render_houses_lines (cr, &puzzle->layout, x, y, cell, boxes->box, boxes->n);
  if ((flags & SUDOKU_RENDER_GRID_LABELS) != 0)
    draw_labels (cr, context, x, y, size);
  cairo_restore (cr);
}
