/* test-render-image.c: the PNG and SVG images of one board, read back
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * As test-render.c does for the PDF sheets, the images are read back by
 * cairo's PNG reader (and the SVG as text), not taken on the renderer's word:
 * region borders, line widths, a reference image and the SVG's size.
 */

#include <cairo.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "sk-solver.h"
#include "sudoku-render-file.h"
#include "sudoku-test-util.h"

static SudokuPrintPuzzle *
jigsaw_example (void)
{
  SkGrid givens, solution;
  char map[SK_CELLS + 1];
  SkLayout layout;

  sudoku_test_jigsaw_example (&givens, map, &layout, &solution);
  return sudoku_print_puzzle_new (&givens, &layout);
}

static cairo_surface_t *
write_png (const char              *dir,
           const SudokuPrintPuzzle *puzzle,
           SudokuRenderGridFlags    flags)
{
  g_autofree char *path = g_build_filename (dir, "board.png", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  cairo_surface_t *surface;

  g_assert_true (sudoku_render_write_image (puzzle, flags, SUDOKU_RENDER_FORMAT_PNG, 0, file, SUDOKU_SAFE_WRITE_NONE, &error));
  g_assert_no_error (error);
  surface = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  return surface;
}

/* The grey level (0-255) of the pixel at (@x, @y) points of the image. */
static int
grey_at (cairo_surface_t *surface,
         double           x,
         double           y)
{
  int px = (int) lround (x * SUDOKU_IMAGE_PNG_SCALE);
  int py = (int) lround (y * SUDOKU_IMAGE_PNG_SCALE);
  const guint8 *row;
  guint32 pixel;

  cairo_surface_flush (surface);
  g_assert_cmpint (px, <, cairo_image_surface_get_width (surface));
  g_assert_cmpint (py, <, cairo_image_surface_get_height (surface));
  row = cairo_image_surface_get_data (surface) + (gsize) py * (gsize) cairo_image_surface_get_stride (surface);
  memcpy (&pixel, row + px * 4, sizeof pixel);
  return (int) (((pixel >> 16) & 0xff) + ((pixel >> 8) & 0xff) + (pixel & 0xff)) / 3;
}

static void
check_edge (int       grey,
            gboolean  between_regions,
            guint    *thick,
            guint    *thin)
{
  if (between_regions)
    {
      g_assert_cmpint (grey, <, 40);
      (*thick)++;
    }
  else
    {
      g_assert_cmpint (grey, >, 90);
      (*thin)++;
    }
}

/* Thick, dark lines exactly where two cells of different regions meet; thin,
 * light ones inside a region. Sampled a third of the way along each edge,
 * away from the digits. */
static void
test_render_jigsaw_borders (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("render-XXXXXX");
  g_autoptr(SudokuPrintPuzzle) puzzle = jigsaw_example ();
  cairo_surface_t *surface = write_png (dir, puzzle, 0);
  double cell = SUDOKU_IMAGE_GRID_SIZE / SK_SIZE;
  double side = SUDOKU_IMAGE_GRID_SIZE + 2 * SUDOKU_IMAGE_MARGIN;
  int tint[SK_CELLS];
  guint thick = 0, thin = 0;

  g_assert_cmpint (cairo_image_surface_get_width (surface), ==, (int) (side * SUDOKU_IMAGE_PNG_SCALE));
  g_assert_false (sk_layout_is_standard (&puzzle->layout));
  for (int r = 0; r < SK_SIZE; r++)
    for (int c = 0; c < SK_SIZE; c++)
      {
        int i = r * SK_SIZE + c;
        double x = SUDOKU_IMAGE_MARGIN + c * cell;
        double y = SUDOKU_IMAGE_MARGIN + r * cell;

        if (c + 1 < SK_SIZE)
          {
            int grey = grey_at (surface, x + cell, y + cell / 3);

            check_edge (grey, puzzle->layout.region[i] != puzzle->layout.region[i + 1],
                        &thick, &thin);
          }
        if (r + 1 < SK_SIZE)
          {
            int grey = grey_at (surface, x + cell / 3, y + cell);

            check_edge (grey, puzzle->layout.region[i] != puzzle->layout.region[i + SK_SIZE],
                        &thick, &thin);
          }
      }
  g_assert_cmpuint (thick, >, 20);
  g_assert_cmpuint (thin, >, 20);
  /* The frame. */
  g_assert_cmpint (grey_at (surface, SUDOKU_IMAGE_MARGIN, side / 3), <, 40);
  g_assert_cmpint (grey_at (surface, side - SUDOKU_IMAGE_MARGIN, side / 3), <, 40);

  /* The solid tints, sampled near a cell's corner, away from its digit and
   * from the lines: white, light grey, lighter grey; tint 2 is a hatch. */
  sudoku_render_region_tints (&puzzle->layout, tint);
  for (int i = 0; i < SK_CELLS; i++)
    {
      int grey = grey_at (surface, SUDOKU_IMAGE_MARGIN + (i % SK_SIZE + 0.12) * cell,
                          SUDOKU_IMAGE_MARGIN + (i / SK_SIZE + 0.85) * cell);

      if (tint[i] == 0)
        g_assert_cmpint (grey, ==, 255);
      else if (tint[i] == 1)
        g_assert_cmpint (abs (grey - 214), <=, 3);
      else if (tint[i] == 3)
        g_assert_cmpint (abs (grey - 237), <=, 3);
    }
  cairo_surface_destroy (surface);
  sudoku_test_remove_tree (dir);
}

/* How many dark pixels the one row of @surface has within @reach pixels of
 * @x: the width of the one line there. */
static int
dark_pixels (cairo_surface_t *surface,
             int              x,
             int              reach)
{
  const guint8 *row = cairo_image_surface_get_data (surface);
  int n = 0;

  for (int i = MAX (x - reach, 0); i <= x + reach && i < cairo_image_surface_get_width (surface); i++)
    {
      guint32 pixel;

      memcpy (&pixel, row + i * 4, sizeof pixel);
      if ((pixel & 0xff) < 128)
        n++;
    }
  return n;
}

/* Box lines of 2.5 to 3 points at every size a puzzle is printed, from 6 a
 * page on Letter with labels (190 points) to 1 a page on A4 (503); black
 * cell lines of half a point. Drawn at 8 pixels a point, one row of pixels
 * through row 5 of an empty grid: the frame, the line after column 1 and
 * the box line after column 3. */
static void
test_render_line_widths (void)
{
  static const double sizes[] = { 190, 210, 250, 360, 503 };
  SkGrid empty = { { 0 } };
  g_autoptr(SudokuPrintPuzzle) puzzle = sudoku_print_puzzle_new (&empty, NULL);
  PangoContext *context = sudoku_render_context_new ();
  const double scale = 8;
  const int reach = (int) (4 * scale);

  for (guint k = 0; k < G_N_ELEMENTS (sizes); k++)
    {
      double size = sizes[k], cell = size / SK_SIZE;
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) ((size + 20) * scale), 1);
      cairo_t *cr = cairo_create (surface);
      int frame, thin, box;

      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_paint (cr);
      cairo_translate (cr, 0, -(10 + 4.3 * cell) * scale);
      cairo_scale (cr, scale, scale);
      sudoku_render_grid (cr, context, puzzle, 10, 10, size, 0);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      frame = dark_pixels (surface, (int) (10 * scale), reach);
      thin = dark_pixels (surface, (int) ((10 + cell) * scale), reach);
      box = dark_pixels (surface, (int) ((10 + 3 * cell) * scale), reach);
      g_test_message ("%.0f points: frame %d, cell line %d, box line %d pixels at %.0f a point",
                      size, frame, thin, box, scale);
      g_assert_cmpint (frame, >=, (int) (2.5 * scale));
      g_assert_cmpint (frame, <=, (int) (3.0 * scale));
      g_assert_cmpint (thin, >=, (int) (0.5 * scale) - 1);
      g_assert_cmpint (thin, <=, (int) (0.5 * scale) + 1);
      g_assert_cmpint (box, >=, (int) (2.5 * scale));
      g_assert_cmpint (box, <=, (int) (3.0 * scale));
      cairo_surface_destroy (surface);
    }
  g_object_unref (context);
}

/* Against a stored reference, with a tolerance for font rendering: no more
 * than one pixel in 200 may differ by more than a fifth of the grey range. */
static void
test_render_png_reference (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("render-XXXXXX");
  g_autoptr(SudokuPrintPuzzle) puzzle = jigsaw_example ();
  g_autofree char *reference_path = g_test_build_filename (G_TEST_DIST, "data", "render",
                                                           "jigsaw-example.png", NULL);
  cairo_surface_t *reference = cairo_image_surface_create_from_png (reference_path);
  cairo_surface_t *surface;
  int width, height;
  guint differ = 0;

  puzzle->entries.cell[1] = 3;
  puzzle->marks[0] = (1u << 0) | (1u << 5) | (1u << 8);
  surface = write_png (dir, puzzle, SUDOKU_RENDER_GRID_ENTRIES | SUDOKU_RENDER_GRID_MARKS);
  /* After a deliberate change of the drawing: make the new reference, look
   * at it, and commit it. */
  if (g_getenv ("SUDOKU_TEST_WRITE_REFERENCE") != NULL)
    g_assert_cmpint (cairo_surface_write_to_png (surface, g_getenv ("SUDOKU_TEST_WRITE_REFERENCE")), ==,
                     CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_surface_status (reference), ==, CAIRO_STATUS_SUCCESS);
  width = cairo_image_surface_get_width (surface);
  height = cairo_image_surface_get_height (surface);
  g_assert_cmpint (cairo_image_surface_get_width (reference), ==, width);
  g_assert_cmpint (cairo_image_surface_get_height (reference), ==, height);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      if (abs (grey_at (surface, x / SUDOKU_IMAGE_PNG_SCALE, y / SUDOKU_IMAGE_PNG_SCALE)
               - grey_at (reference, x / SUDOKU_IMAGE_PNG_SCALE, y / SUDOKU_IMAGE_PNG_SCALE)) > 51)
        differ++;
  g_test_message ("%u of %d pixels differ from the reference", differ, width * height);
  g_assert_cmpuint (differ, <, (guint) (width * height / 200));
  cairo_surface_destroy (surface);
  cairo_surface_destroy (reference);
  sudoku_test_remove_tree (dir);
}

static void
test_render_svg (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("render-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "board.svg", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(SudokuPrintPuzzle) puzzle = jigsaw_example ();
  g_autoptr(GError) error = NULL;
  g_autofree char *svg = NULL;

  g_assert_true (sudoku_render_write_image (puzzle, 0, SUDOKU_RENDER_FORMAT_SVG, 0, file, SUDOKU_SAFE_WRITE_NONE, &error));
  g_assert_no_error (error);
  svg = sudoku_test_read_file (path, NULL);
  g_assert_true (g_str_has_prefix (svg, "<?xml"));
  g_assert_nonnull (strstr (svg, "<svg"));
  g_assert_nonnull (strstr (svg, "width=\"384pt\" height=\"384pt\""));
  g_assert_nonnull (strstr (svg, "</svg>"));
  sudoku_test_remove_tree (dir);
}


int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/render/image/jigsaw-borders", test_render_jigsaw_borders);
  g_test_add_func ("/render/image/png-reference", test_render_png_reference);
  g_test_add_func ("/render/image/line-widths", test_render_line_widths);
  g_test_add_func ("/render/image/svg", test_render_svg);

  return g_test_run ();
}
