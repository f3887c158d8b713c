/* sudoku-render-file.h: sheets as PDF, single boards as PNG or SVG, written safely
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-safe-write.h"
#include "sudoku-sheet.h"

G_BEGIN_DECLS

typedef enum
{
  SUDOKU_RENDER_FORMAT_UNKNOWN,
  SUDOKU_RENDER_FORMAT_PDF,
  SUDOKU_RENDER_FORMAT_SVG,
  SUDOKU_RENDER_FORMAT_PNG,
} SudokuRenderFormat;

typedef enum
{
  SUDOKU_PAPER_A4,
  SUDOKU_PAPER_LETTER,
} SudokuPaper;

/* An exported board: the grid in this many points, a margin around it. */
#define SUDOKU_IMAGE_GRID_SIZE 360.0
#define SUDOKU_IMAGE_MARGIN     12.0
/* PNG pixels per point by default: a crisp image on a high-resolution
 * screen, and 144 dots per inch, which the PNG says (its pHYs chunk), so
 * that a document or a printer places it at its size in points. */
#define SUDOKU_IMAGE_PNG_SCALE   2.0
#define SUDOKU_IMAGE_PNG_DPI     (72.0 * SUDOKU_IMAGE_PNG_SCALE)
/* The resolutions a PNG may have: at most 3200 pixels square. */
#define SUDOKU_IMAGE_MIN_DPI     36
#define SUDOKU_IMAGE_MAX_DPI     600

/* By the file name's extension, in any case: .pdf, .svg, .png. */
SudokuRenderFormat sudoku_render_format_for_name (const char               *name);
gboolean           sudoku_paper_from_name        (const char               *name,
                                                  SudokuPaper              *paper);
void               sudoku_paper_get_size         (SudokuPaper               paper,
                                                  double                   *width,
                                                  double                   *height);

/* The whole sheet as a PDF of @width x @height point pages. The file is
 * written safely, with @flags: a
 * failure leaves an old file as it was. @title goes into the PDF's metadata
 * (nullable). */
gboolean           sudoku_render_write_pdf       (SudokuSheet              *sheet,
                                                  double                    width,
                                                  double                    height,
                                                  const char               *title,
                                                  GFile                    *file,
                                                  SudokuSafeWriteFlags      flags,
                                                  GError                  **error);
/* One board, without heading, as PNG or SVG (for sharing and documents),
 * written as the PDF is. A PNG has @dpi dots per inch (0 for
 * SUDOKU_IMAGE_PNG_DPI); an SVG is in points. An SVG's digits are shapes,
 * not text: cairo 1.16 writes every glyph as a path. */
gboolean           sudoku_render_write_image     (const SudokuPrintPuzzle  *puzzle,
                                                  SudokuRenderGridFlags     flags,
                                                  SudokuRenderFormat        format,
                                                  double                    dpi,
                                                  GFile                    *file,
                                                  SudokuSafeWriteFlags      write_flags,
                                                  GError                  **error);

G_END_DECLS
