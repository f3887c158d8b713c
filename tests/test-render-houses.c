/* test-render-houses.c: a variant's extra houses on paper, read back from pixels
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each variant's grid is drawn twice by sudoku_render_grid, with its extra
 * houses and without (the same givens on the same regions), and the two
 * are compared pixel by pixel:
 *
 *  - shade: every cell of a house darker than the same cell without houses
 *    by MIN_SHADE grey levels or more, every other cell the same;
 *  - black lines that survive thresholding at 80 dots an inch: the
 *    diagonals through the empty cells, and just inside the sides of any
 *    other house, a pixel darker than 50% where the plain grid has none;
 *  - digits left clear: no pixel a diagonal darkens in the middle of a cell
 *    that holds a digit, while it darkens the middle of every empty one;
 *  - digits legible: the darkest pixel of a digit on the shade at a
 *    contrast of MIN_TEXT_CONTRAST:1 or more.
 */

#include <cairo.h>
#include <math.h>
#include <string.h>

#include "sk-solver.h"
#include "sudoku-layout-file.h"
#include "sudoku-render-grid.h"
#include "sudoku-render-houses.h"

#define GRID        360.0   /* points: a cell of 40 */
#define MARGIN      10.0
#define MIN_SHADE   20
#define MIN_TEXT_CONTRAST 4.5
/* Of a cell: where an outline runs inside its house's side (as drawn, 0.06). */
#define OUTLINE_PROBE 0.06

typedef struct
{
  cairo_surface_t *surface;
  double           scale;   /* pixels a point */
} Picture;

static Picture
draw (const SudokuPrintPuzzle *puzzle,
      double                   scale)
{
  PangoContext *context = sudoku_render_context_new ();
  int side = (int) ceil ((GRID + 2 * MARGIN) * scale);
  Picture picture = { cairo_image_surface_create (CAIRO_FORMAT_RGB24, side, side), scale };
  cairo_t *cr = cairo_create (picture.surface);

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_scale (cr, scale, scale);
  sudoku_render_grid (cr, context, puzzle, MARGIN, MARGIN, GRID, 0);
  cairo_destroy (cr);
  cairo_surface_flush (picture.surface);
  g_object_unref (context);
  return picture;
}

/* The grey level, 0-255, of the pixel at (@x, @y) points. */
static int
grey (const Picture *picture,
      double         x,
      double         y)
{
  int px = (int) floor (x * picture->scale), py = (int) floor (y * picture->scale);
  const guint8 *row = cairo_image_surface_get_data (picture->surface) +
                      (gsize) py * (gsize) cairo_image_surface_get_stride (picture->surface);
  guint32 pixel;

  memcpy (&pixel, row + px * 4, sizeof pixel);
  return (int) (((pixel >> 16) & 0xff) + ((pixel >> 8) & 0xff) + (pixel & 0xff)) / 3;
}

static double
luminance (int level)
{
  double c = level / 255.0;

  return c <= 0.04045 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
}

static double
contrast (int a,
          int b)
{
  double la = luminance (a), lb = luminance (b);

  return (MAX (la, lb) + 0.05) / (MIN (la, lb) + 0.05);
}

/* The pixels of the square of @half points round (@x, @y): the darkest in
 * @with, and how many are darker than 50% in @with but would not be in
 * @without even shaded twice (a digit's soft edge on the shade is no line). */
static int
darkest (const Picture *with,
         const Picture *without,
         double         x,
         double         y,
         double         half,
         int           *n_added)
{
  int least = 255;

  *n_added = 0;
  for (double v = y - half; v <= y + half; v += 1 / with->scale)
    for (double u = x - half; u <= x + half; u += 1 / with->scale)
      {
        int g = grey (with, u, v);

        least = MIN (least, g);
        if (g < 128 && grey (without, u, v) * SUDOKU_RENDER_HOUSE_SHADE * SUDOKU_RENDER_HOUSE_SHADE >= 128)
          (*n_added)++;
      }
  return least;
}

static void
make_puzzle (const SkLayout     *layout,
             SudokuPrintPuzzle **with,
             SudokuPrintPuzzle **without)
{
  SkGrid empty = { { 0 } }, givens = { { 0 } };
  SkSolveOptions options;
  SkSolveResult result;
  SkLayout plain = *layout;

  sk_solve_options_init (&options);
  sk_solve (&empty, layout, &options, &result);
  g_assert_cmpint (result.status, ==, SK_SOLVE_SOLVED);
  for (int i = 0; i < SK_CELLS; i++)
    if ((i * 5) % 11 < 4)
      givens.cell[i] = result.solution.cell[i];
  sk_layout_clear_extra (&plain);
  *with = sudoku_print_puzzle_new (&givens, layout);
  *without = sudoku_print_puzzle_new (&givens, &plain);
}

/* The layouts: standard boxes with a named set, or a shipped file. */
static void
load_variant (const char *name,
              SkLayout   *layout)
{
  SkExtraSet set;

  if (sk_extra_set_from_string (name, &set))
    {
      sk_layout_init_standard (layout);
      g_assert_cmpint (sk_layout_add_extra_set (layout, set, NULL), ==, SK_LAYOUT_OK);
    }
  else
    {
      g_autofree char *file_name = g_strconcat (name, ".layout", NULL);
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "layouts",
                                                     file_name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;

      g_assert_true (sudoku_layout_file_load (file, NULL, layout, NULL, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpuint (layout->n_extra, >, 0);
}

static void
test_shade_and_digits (gconstpointer data)
{
  const char *name = data;
  SkLayout layout;
  g_autoptr(SudokuPrintPuzzle) with = NULL;
  g_autoptr(SudokuPrintPuzzle) without = NULL;
  guint8 marks[SK_CELLS];
  Picture a, b;
  double cell = GRID / SK_SIZE;
  int least_shade = 255, most_other = 0;
  double worst_digit = G_MAXDOUBLE;
  guint n_digits = 0;

  load_variant (name, &layout);
  sk_layout_house_marks (&layout, marks);
  make_puzzle (&layout, &with, &without);
  a = draw (with, 2);
  b = draw (without, 2);
  for (int i = 0; i < SK_CELLS; i++)
    {
      /* Near the top edge's middle: no digit, no line, no outline. */
      double x = MARGIN + (sk_cell_column (i) + 0.5) * cell, y = MARGIN + (sk_cell_row (i) + 0.1) * cell;
      int shade = grey (&b, x, y) - grey (&a, x, y);

      if (marks[i] == 0)
        {
          most_other = MAX (most_other, abs (shade));
          continue;
        }
      least_shade = MIN (least_shade, shade);
      if (with->givens.cell[i] != 0)
        {
          int added;
          int ink = darkest (&a, &b, MARGIN + (sk_cell_column (i) + 0.5) * cell,
                             MARGIN + (sk_cell_row (i) + 0.5) * cell, cell * 0.3, &added);
          double c = contrast (ink, grey (&a, x, y));

          worst_digit = MIN (worst_digit, c);
          n_digits++;
        }
    }
  g_test_message ("%s: shade %d grey levels or more (>= %d), other cells %d at most; "
                  "digits on it %.1f:1 or more in %u cells (>= %.1f)",
                  name, least_shade, MIN_SHADE, most_other, worst_digit, n_digits, MIN_TEXT_CONTRAST);
  g_assert_cmpint (least_shade, >=, MIN_SHADE);
  g_assert_cmpint (most_other, ==, 0);
  g_assert_cmpuint (n_digits, >, 0);
  g_assert_cmpfloat (worst_digit, >=, MIN_TEXT_CONTRAST);
  cairo_surface_destroy (a.surface);
  cairo_surface_destroy (b.surface);
}

/* Drawn at 80 dots an inch, as a cheap scan: each diagonal's line in the
 * middle of every empty cell on it, none in the middle of a cell with a
 * digit; any other house's outline just inside its first cell's left side. */
static void
test_black_lines (gconstpointer data)
{
  const char *name = data;
  SkLayout layout;
  g_autoptr(SudokuPrintPuzzle) with = NULL;
  g_autoptr(SudokuPrintPuzzle) without = NULL;
  guint8 marks[SK_CELLS];
  Picture a, b;
  double cell = GRID / SK_SIZE;
  guint n_lined = 0, n_clear = 0, n_outlined = 0;

  load_variant (name, &layout);
  sk_layout_house_marks (&layout, marks);
  make_puzzle (&layout, &with, &without);
  a = draw (with, 80 / 72.0);
  b = draw (without, 80 / 72.0);
  for (int i = 0; i < SK_CELLS; i++)
    {
      double x = MARGIN + (sk_cell_column (i) + 0.5) * cell, y = MARGIN + (sk_cell_row (i) + 0.5) * cell;
      int added;

      if ((marks[i] & (SK_HOUSE_MARK_MAIN_DIAGONAL | SK_HOUSE_MARK_ANTI_DIAGONAL)) != 0)
        {
          /* A digit's ink and the room round it reach this far from the
           * middle, even a 1's. */
          darkest (&a, &b, x, y, cell * (with->givens.cell[i] == 0 ? 0.1 : 0.06), &added);
          if (with->givens.cell[i] == 0)
            {
              g_assert_cmpint (added, >, 0);
              n_lined++;
            }
          else
            {
              g_assert_cmpint (added, ==, 0);
              n_clear++;
            }
        }
    }
  for (int e = 0; e < layout.n_extra; e++)
    if (sk_layout_extra_shape (&layout, e) != SK_HOUSE_SHAPE_MAIN_DIAGONAL &&
        sk_layout_extra_shape (&layout, e) != SK_HOUSE_SHAPE_ANTI_DIAGONAL)
      {
        /* The house's first cell, whose left neighbour is outside it. */
        int first = layout.unit_cells[SK_UNITS + e][0];
        int added;

        darkest (&a, &b, MARGIN + (sk_cell_column (first) + OUTLINE_PROBE) * cell,
                 MARGIN + (sk_cell_row (first) + 0.5) * cell, cell * 0.04, &added);
        g_assert_cmpint (added, >, 0);
        n_outlined++;
      }
  g_test_message ("%s at 80 dpi, thresholded: diagonal in %u empty cells, clear of %u digits; "
                  "%u other houses outlined", name, n_lined, n_clear, n_outlined);
  g_assert_cmpuint (n_lined + n_outlined, >, 0);
  cairo_surface_destroy (a.surface);
  cairo_surface_destroy (b.surface);
}

int
main (int   argc,
      char *argv[])
{
  static const char * const variants[] = { "diagonals", "windows", "asterisk", "windmill-x" };

  g_test_init (&argc, &argv, NULL);
  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      g_autofree char *shade = g_strdup_printf ("/render/houses/%s/shade-and-digits", variants[v]);
      g_autofree char *lines = g_strdup_printf ("/render/houses/%s/black-lines", variants[v]);

      g_test_add_data_func (shade, variants[v], test_shade_and_digits);
      g_test_add_data_func (lines, variants[v], test_black_lines);
    }
  return g_test_run ();
}
