/* sudoku-test-pixels.h: a widget rendered to pixels, and colours measured
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For the tests that measure what a person sees (test-board-look.c): WCAG
 * luminance and contrast, CIELAB differences.
 */

#pragma once

#include <gtk/gtk.h>

typedef struct
{
  double r, g, b;   /* 0-255 */
} SudokuTestRgb;

typedef struct
{
  int     width;
  int     height;
  gsize   stride;
  guchar *pixels;   /* GDK_MEMORY_DEFAULT: B, G, R, A premultiplied, in memory order */
} SudokuTestShot;

/* Waits until @widget has been drawn @n more times: style changes take
 * effect on the next frame. */
void           sudoku_test_wait_frames (GtkWidget           *widget,
                                        guint                n);
/* The widget drawn by its window's renderer. */
GdkTexture    *sudoku_test_render     (GtkWidget            *widget);
void           sudoku_test_shot_take  (GtkWidget            *widget,
                                       SudokuTestShot       *shot);
void           sudoku_test_shot_clear (SudokuTestShot       *shot);
SudokuTestRgb  sudoku_test_shot_pixel (const SudokuTestShot *shot,
                                       int                   x,
                                       int                   y);
/* The mean of the 4 x 4 square from (@x, @y): a background, away from digits. */
SudokuTestRgb  sudoku_test_shot_patch (const SudokuTestShot *shot,
                                       int                   x,
                                       int                   y);
/* WCAG 2 relative luminance, 0 to 1, and contrast ratio, 1 to 21. */
double         sudoku_test_luminance  (SudokuTestRgb         c);
double         sudoku_test_contrast   (SudokuTestRgb         a,
                                       SudokuTestRgb         b);
/* CIE76 colour difference. */
double         sudoku_test_delta_e    (SudokuTestRgb         c1,
                                       SudokuTestRgb         c2);
