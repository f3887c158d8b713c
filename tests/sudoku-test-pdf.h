/* sudoku-test-pdf.h: reading back what a PDF shows, through poppler-utils, for the print tests
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "sk-grid.h"

G_BEGIN_DECLS

/* Runs a poppler tool (@argv, NULL-terminated, found in PATH) and returns
 * its standard output; a tool that is missing or fails fails the test. */
char  *sudoku_test_pdf_tool        (const char * const *argv);
/* pdfinfo's page count and the first page's size in points. */
guint  sudoku_test_pdf_n_pages     (const char *path);
void   sudoku_test_pdf_page_size   (const char *path,
                                    double     *width,
                                    double     *height);
/* pdftotext's text of page @page (from 1): whole, in reading order (a
 * column after the other), or, with @width > 0, only what lies in the
 * rectangle (@x, @y, @width, @height) in points, in the layout mode, so
 * that a grid's row is one line. */
char  *sudoku_test_pdf_text        (const char *path,
                                    guint       page,
                                    double      x,
                                    double      y,
                                    double      width,
                                    double      height);
/* @text without its white space, the no-break space included (pdftotext
 * reads it as a space): printed lines break anywhere, so text is compared
 * flat. */
char  *sudoku_test_pdf_flatten     (const char *text);
/* The digits of @text in order, as a string. */
char  *sudoku_test_pdf_digits      (const char *text);
/* The non-zero digits of @grid in reading order, as a string. */
char  *sudoku_test_grid_digits     (const SkGrid *grid);

G_END_DECLS
