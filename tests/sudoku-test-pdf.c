/* sudoku-test-pdf.c: reading back what a PDF shows, through poppler-utils, for the print tests
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tools are required, not optional: a missing pdftotext fails the test
 * (build-aux/ci/install-deps.sh installs poppler-utils).
 */

#include "sudoku-test-pdf.h"

#include <gio/gio.h>
#include <stdlib.h>
#include <string.h>

char *
sudoku_test_pdf_tool (const char * const *argv)
{
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  process = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                               &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &out, &err, &error);
  g_assert_no_error (error);
  if (!g_subprocess_get_successful (process))
    g_error ("%s failed: %s", argv[0], err);
  return g_steal_pointer (&out);
}

static char *
pdfinfo (const char *path)
{
  const char *argv[] = { "pdfinfo", path, NULL };

  return sudoku_test_pdf_tool (argv);
}

guint
sudoku_test_pdf_n_pages (const char *path)
{
  g_autofree char *info = pdfinfo (path);
  const char *line = strstr (info, "\nPages:");

  g_assert_nonnull (line);
  return (guint) strtoul (line + strlen ("\nPages:"), NULL, 10);
}

void
sudoku_test_pdf_page_size (const char *path,
                           double     *width,
                           double     *height)
{
  g_autofree char *info = pdfinfo (path);
  const char *line = strstr (info, "\nPage size:");
  char *end;

  g_assert_nonnull (line);
  *width = g_ascii_strtod (line + strlen ("\nPage size:"), &end);
  g_assert_true (g_str_has_prefix (end, " x "));
  *height = g_ascii_strtod (end + 3, NULL);
}

char *
sudoku_test_pdf_text (const char *path,
                      guint       page,
                      double      x,
                      double      y,
                      double      width,
                      double      height)
{
  g_autofree char *first = g_strdup_printf ("%u", page);
  g_autofree char *sx = g_strdup_printf ("%d", (int) x);
  g_autofree char *sy = g_strdup_printf ("%d", (int) y);
  g_autofree char *sw = g_strdup_printf ("%d", (int) (width + 0.999));
  g_autofree char *sh = g_strdup_printf ("%d", (int) (height + 0.999));
  const char *whole[] = { "pdftotext", "-enc", "UTF-8", "-f", first, "-l", first, path, "-", NULL };
  const char *crop[] = { "pdftotext", "-enc", "UTF-8", "-layout", "-r", "72", "-f", first, "-l", first,
                         "-x", sx, "-y", sy, "-W", sw, "-H", sh, path, "-", NULL };

  return sudoku_test_pdf_tool (width > 0 ? crop : whole);
}

char *
sudoku_test_pdf_flatten (const char *text)
{
  GString *out = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    if (!g_unichar_isspace (g_utf8_get_char (p)))
      g_string_append_len (out, p, g_utf8_next_char (p) - p);
  return g_string_free (out, FALSE);
}

char *
sudoku_test_pdf_digits (const char *text)
{
  GString *digits = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    if (g_ascii_isdigit (*p))
      g_string_append_c (digits, *p);
  return g_string_free (digits, FALSE);
}

char *
sudoku_test_grid_digits (const SkGrid *grid)
{
  GString *digits = g_string_new (NULL);

  for (int i = 0; i < SK_CELLS; i++)
    if (grid->cell[i] != 0)
      g_string_append_c (digits, (char) ('0' + grid->cell[i]));
  return g_string_free (digits, FALSE);
}
