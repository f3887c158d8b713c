/* sudoku-render-file.c: sheets as PDF, single boards as PNG or SVG, written safely
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Cairo's stream goes straight into a safe write (sudoku-safe-write.h): its
 * own file writers truncate the file first, and a full disk would then lose
 * the old one; and a sheet of thousands of pages need not be held in memory.
 */

#define G_LOG_DOMAIN "sudoku-render"

#include "config.h"

#include "sudoku-render-file.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <glib/gi18n-lib.h>
#include <pango/pangocairo.h>
#include <string.h>

SudokuRenderFormat
sudoku_render_format_for_name (const char *name)
{
  g_autofree char *lower = NULL;

  g_return_val_if_fail (name != NULL, SUDOKU_RENDER_FORMAT_UNKNOWN);

  lower = g_ascii_strdown (name, -1);
  if (g_str_has_suffix (lower, ".pdf"))
    return SUDOKU_RENDER_FORMAT_PDF;
  if (g_str_has_suffix (lower, ".svg"))
    return SUDOKU_RENDER_FORMAT_SVG;
  if (g_str_has_suffix (lower, ".png"))
    return SUDOKU_RENDER_FORMAT_PNG;
  return SUDOKU_RENDER_FORMAT_UNKNOWN;
}

gboolean
sudoku_paper_from_name (const char  *name,
                        SudokuPaper *paper)
{
  if (g_ascii_strcasecmp (name, "a4") == 0)
    *paper = SUDOKU_PAPER_A4;
  else if (g_ascii_strcasecmp (name, "letter") == 0)
    *paper = SUDOKU_PAPER_LETTER;
  else
    return FALSE;
  return TRUE;
}

void
sudoku_paper_get_size (SudokuPaper  paper,
                       double      *width,
                       double      *height)
{
  if (paper == SUDOKU_PAPER_LETTER)
    {
      *width = 612.0;
      *height = 792.0;
    }
  else
    {
      /* 210 x 297 mm */
      *width = 595.276;
      *height = 841.890;
    }
}

/* A failed write is kept in @closure, and the commit reports it. */
static cairo_status_t
write_to_file (void                *closure,
               const unsigned char *data,
               unsigned int         length)
{
  if (!sudoku_safe_write_write (closure, data, length, NULL))
    return CAIRO_STATUS_WRITE_ERROR;
  return CAIRO_STATUS_SUCCESS;
}

/* Cairo's status after drawing, then the file's. */
static gboolean
finish (cairo_surface_t  *surface,
        cairo_status_t    status,
        SudokuSafeWrite  *writer,
        GFile            *file,
        GError          **error)
{
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  /* A write error is the file's, and the writer says why. */
  if (status != CAIRO_STATUS_SUCCESS && !sudoku_safe_write_failed (writer))
    {
      g_autofree char *name = g_file_get_parse_name (file);

      sudoku_safe_write_abort (writer);
      /* Translators: the first %s is a file name, the second cairo's reason */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("Could not draw %s: %s"), name,
                   cairo_status_to_string (status));
      return FALSE;
    }
  return sudoku_safe_write_commit (writer, error);
}

/* A bookmark for each puzzle, then one for the solutions and one for the
 * paths, with a bookmark for each puzzle's path under it. */
static void
add_outline (cairo_surface_t *surface,
             SudokuSheet     *sheet)
{
  guint page;
  guint n_puzzles;
  int paths = 0;

  for (n_puzzles = 0; sudoku_sheet_find_page (sheet, SUDOKU_SHEET_PUZZLE, n_puzzles, &page); n_puzzles++)
    {
      g_autofree char *label = sudoku_sheet_dup_label (sheet, n_puzzles);
      g_autofree char *link = g_strdup_printf ("page=%u", page + 1);

      cairo_pdf_surface_add_outline (surface, CAIRO_PDF_OUTLINE_ROOT, label, link, 0);
    }
  if (sudoku_sheet_find_page (sheet, SUDOKU_SHEET_SOLUTION, 0, &page))
    {
      g_autofree char *link = g_strdup_printf ("page=%u", page + 1);

      /* Translators: the heading of the printed solutions */
      cairo_pdf_surface_add_outline (surface, CAIRO_PDF_OUTLINE_ROOT, _("Solutions"), link, 0);
    }
  for (guint i = 0; i < n_puzzles; i++)
    if (sudoku_sheet_find_page (sheet, SUDOKU_SHEET_PATH, i, &page))
      {
        g_autofree char *label = sudoku_sheet_dup_label (sheet, i);
        g_autofree char *link = g_strdup_printf ("page=%u", page + 1);

        if (paths == 0)
          /* Translators: the PDF bookmark of the printed solution paths */
          paths = cairo_pdf_surface_add_outline (surface, CAIRO_PDF_OUTLINE_ROOT,
                                                 _("Solution paths"), link, 0);
        cairo_pdf_surface_add_outline (surface, paths, label, link, 0);
      }
}

gboolean
sudoku_render_write_pdf (SudokuSheet  *sheet,
                         double        width,
                         double        height,
                         const char   *title,
                         GFile        *file,
                         SudokuSafeWriteFlags  flags,
                         GError      **error)
{
  SudokuSafeWrite *writer;
  cairo_surface_t *surface;
  cairo_t *cr;
  guint n_pages;

  g_return_val_if_fail (sheet != NULL && G_IS_FILE (file), FALSE);

  /* Opened first: an unwritable folder is reported before the drawing. */
  writer = sudoku_safe_write_open (file, flags, NULL, error);
  if (writer == NULL)
    return FALSE;
  n_pages = sudoku_sheet_paginate (sheet, width, height);
  surface = cairo_pdf_surface_create_for_stream (write_to_file, writer, width, height);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, PACKAGE_NAME " " PACKAGE_VERSION);
  if (title != NULL)
    cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, title);
  cr = cairo_create (surface);
  add_outline (surface, sheet);
  for (guint page = 0; page < n_pages; page++)
    {
      sudoku_sheet_draw_page (sheet, cr, page);
      cairo_show_page (cr);
    }
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  return finish (surface, CAIRO_STATUS_SUCCESS, writer, file, error);
}

/* The CRC of PNG chunks (ISO 3309, as zlib's crc32), over @length bytes. */
static guint32
png_crc (guint32       crc,
         const guint8 *data,
         gsize         length)
{
  crc = ~crc;
  for (gsize i = 0; i < length; i++)
    {
      crc ^= data[i];
      for (int k = 0; k < 8; k++)
        crc = (crc >> 1) ^ (0xedb88320u & (0u - (crc & 1)));
    }
  return ~crc;
}

static void
put_be32 (guint8  *at,
          guint32  value)
{
  at[0] = (guint8) (value >> 24);
  at[1] = (guint8) (value >> 16);
  at[2] = (guint8) (value >> 8);
  at[3] = (guint8) value;
}

static cairo_status_t
append_to_bytes (void                *closure,
                 const unsigned char *data,
                 unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* Cairo's PNG writer says nothing of the resolution: its PNG goes through
 * memory, and a pHYs chunk goes in right after the header (IHDR), which is
 * always first and 13 bytes long. */
static cairo_status_t
write_png (cairo_surface_t *surface,
           double           dpi,
           SudokuSafeWrite *writer)
{
  static const guint8 signature[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };
  static const guint8 phys_type[4] = { 'p', 'H', 'Y', 's' };
  const gsize header_end = 8 + 4 + 4 + 13 + 4;
  g_autoptr(GByteArray) png = g_byte_array_new ();
  guint8 chunk[4 + 4 + 9 + 4];
  guint32 per_metre = (guint32) (dpi / 0.0254 + 0.5);
  cairo_status_t status;

  status = cairo_surface_write_to_png_stream (surface, append_to_bytes, png);
  if (status != CAIRO_STATUS_SUCCESS)
    return status;
  if (png->len < header_end || memcmp (png->data, signature, sizeof signature) != 0
      || memcmp (png->data + 12, "IHDR", 4) != 0)
    return CAIRO_STATUS_PNG_ERROR;
  put_be32 (chunk, 9);
  memcpy (chunk + 4, phys_type, sizeof phys_type);
  put_be32 (chunk + 8, per_metre);
  put_be32 (chunk + 12, per_metre);
  chunk[16] = 1;  /* the unit: the metre */
  put_be32 (chunk + 17, png_crc (0, chunk + 4, 4 + 9));
  if (!sudoku_safe_write_write (writer, png->data, header_end, NULL)
      || !sudoku_safe_write_write (writer, chunk, sizeof chunk, NULL)
      || !sudoku_safe_write_write (writer, png->data + header_end, png->len - header_end, NULL))
    return CAIRO_STATUS_WRITE_ERROR;
  return CAIRO_STATUS_SUCCESS;
}

gboolean
sudoku_render_write_image (const SudokuPrintPuzzle  *puzzle,
                           SudokuRenderGridFlags     flags,
                           SudokuRenderFormat        format,
                           double                    dpi,
                           GFile                    *file,
                           SudokuSafeWriteFlags      write_flags,
                           GError                  **error)
{
  SudokuSafeWrite *writer;
  cairo_status_t status = CAIRO_STATUS_SUCCESS;
  PangoContext *context;
  double side = SUDOKU_IMAGE_GRID_SIZE + 2 * SUDOKU_IMAGE_MARGIN;
  double scale;
  cairo_surface_t *surface;
  cairo_t *cr;

  g_return_val_if_fail (puzzle != NULL && G_IS_FILE (file), FALSE);
  g_return_val_if_fail (format == SUDOKU_RENDER_FORMAT_PNG || format == SUDOKU_RENDER_FORMAT_SVG, FALSE);
  g_return_val_if_fail (dpi == 0 || (dpi >= SUDOKU_IMAGE_MIN_DPI && dpi <= SUDOKU_IMAGE_MAX_DPI), FALSE);

  if (dpi == 0)
    dpi = SUDOKU_IMAGE_PNG_DPI;
  scale = format == SUDOKU_RENDER_FORMAT_PNG ? dpi / 72.0 : 1.0;

  writer = sudoku_safe_write_open (file, write_flags, NULL, error);
  if (writer == NULL)
    return FALSE;
  if (format == SUDOKU_RENDER_FORMAT_SVG)
    surface = cairo_svg_surface_create_for_stream (write_to_file, writer, side, side);
  else
    surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) (side * scale + 0.5),
                                          (int) (side * scale + 0.5));
  cr = cairo_create (surface);
  context = sudoku_render_context_new ();
  cairo_scale (cr, scale, scale);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  sudoku_render_grid (cr, context, puzzle, SUDOKU_IMAGE_MARGIN, SUDOKU_IMAGE_MARGIN,
                      SUDOKU_IMAGE_GRID_SIZE, flags);
  g_object_unref (context);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  if (format == SUDOKU_RENDER_FORMAT_PNG && cairo_surface_status (surface) == CAIRO_STATUS_SUCCESS)
    status = write_png (surface, dpi, writer);
  cairo_surface_finish (surface);
  return finish (surface, status, writer, file, error);
}
