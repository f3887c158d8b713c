/* sudoku-test-pixels.c: a widget rendered to pixels, and colours measured
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "sudoku-test-pixels.h"

#include <math.h>

#include "sudoku-test-ui.h"

GdkTexture *
sudoku_test_render (GtkWidget *widget)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  return gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
}

void
sudoku_test_shot_take (GtkWidget      *widget,
                       SudokuTestShot *shot)
{
  g_autoptr(GdkTexture) texture = sudoku_test_render (widget);

  shot->width = gdk_texture_get_width (texture);
  shot->height = gdk_texture_get_height (texture);
  shot->stride = (gsize) shot->width * 4;
  shot->pixels = g_malloc (shot->stride * (gsize) shot->height);
  gdk_texture_download (texture, shot->pixels, shot->stride);
}

void
sudoku_test_shot_clear (SudokuTestShot *shot)
{
  g_clear_pointer (&shot->pixels, g_free);
}

SudokuTestRgb
sudoku_test_shot_pixel (const SudokuTestShot *shot,
                        int                   x,
                        int                   y)
{
  const guchar *p;
  double a;

  g_assert_true (x >= 0 && x < shot->width && y >= 0 && y < shot->height);
  p = shot->pixels + (gsize) y * shot->stride + (gsize) x * 4;
  a = p[3] / 255.0;
  if (a <= 0)
    return (SudokuTestRgb) { 0, 0, 0 };
  /* The board is opaque; undo the premultiplication all the same. */
  return (SudokuTestRgb) { p[2] / a, p[1] / a, p[0] / a };
}

/* The mean of a small square: a cell's background, away from its digit. */
SudokuTestRgb
sudoku_test_shot_patch (const SudokuTestShot *shot,
                        int                   x,
                        int                   y)
{
  SudokuTestRgb sum = { 0, 0, 0 };

  for (int dy = 0; dy < 4; dy++)
    for (int dx = 0; dx < 4; dx++)
      {
        SudokuTestRgb p = sudoku_test_shot_pixel (shot, x + dx, y + dy);

        sum.r += p.r / 16;
        sum.g += p.g / 16;
        sum.b += p.b / 16;
      }
  return sum;
}

static double
linear (double c)
{
  c /= 255.0;
  return c <= 0.04045 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
}

double
sudoku_test_luminance (SudokuTestRgb c)
{
  return 0.2126 * linear (c.r) + 0.7152 * linear (c.g) + 0.0722 * linear (c.b);
}

/* WCAG 2 contrast ratio, 1 to 21. */
double
sudoku_test_contrast (SudokuTestRgb a,
                      SudokuTestRgb b)
{
  double la = sudoku_test_luminance (a);
  double lb = sudoku_test_luminance (b);

  return (MAX (la, lb) + 0.05) / (MIN (la, lb) + 0.05);
}

static double
lab_f (double t)
{
  return t > 0.008856 ? cbrt (t) : 7.787 * t + 16.0 / 116.0;
}

static void
to_lab (SudokuTestRgb  c,
        double        *l,
        double        *a,
        double        *b)
{
  double r = linear (c.r), g = linear (c.g), bl = linear (c.b);
  double x = (0.4124 * r + 0.3576 * g + 0.1805 * bl) / 0.95047;
  double y = 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  double z = (0.0193 * r + 0.1192 * g + 0.9505 * bl) / 1.08883;

  *l = 116 * lab_f (y) - 16;
  *a = 500 * (lab_f (x) - lab_f (y));
  *b = 200 * (lab_f (y) - lab_f (z));
}

/* CIE76 colour difference. */
double
sudoku_test_delta_e (SudokuTestRgb c1,
                     SudokuTestRgb c2)
{
  double l1, a1, b1, l2, a2, b2;

  to_lab (c1, &l1, &a1, &b1);
  to_lab (c2, &l2, &a2, &b2);
  return sqrt ((l1 - l2) * (l1 - l2) + (a1 - a2) * (a1 - a2) + (b1 - b2) * (b1 - b2));
}

/* Waits until the widget has been drawn @n more times: style changes take
 * effect on the next frame. */
static gboolean
count_frame (GtkWidget     *widget,
             GdkFrameClock *clock,
             gpointer       data)
{
  (*(guint *) data)++;
  return G_SOURCE_CONTINUE;
}

void
sudoku_test_wait_frames (GtkWidget *widget,
                         guint      n)
{
  guint frames = 0;
  guint id = gtk_widget_add_tick_callback (widget, count_frame, &frames, NULL);
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  gtk_widget_queue_draw (widget);
  while (frames < n)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  gtk_widget_remove_tick_callback (widget, id);
  sudoku_test_ui_spin ();
}
