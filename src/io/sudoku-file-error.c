/* sudoku-file-error.c: the error domain of the readers, and how its messages look
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "sudoku-file-error.h"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sudoku-io-private.h"

G_DEFINE_QUARK (sudoku-file-error-quark, sudoku_file_error)

/* Every message reads "NAME:LINE:COLUMN: problem", the form compilers use, so
 * editors and terminals can jump to the place. LINE and COLUMN are left out
 * when they are 0. */
void
_sudoku_set_error (GError          **error,
                   SudokuFileError   code,
                   const char       *name,
                   guint             line,
                   guint             column,
                   const char       *format,
                   ...)
{
  g_autofree char *problem = NULL;
  va_list args;

  if (error == NULL)
    return;

  va_start (args, format);
  problem = g_strdup_vprintf (format, args);
  va_end (args);

  if (name == NULL)
    name = SUDOKU_DEFAULT_DISPLAY_NAME;

  if (line > 0 && column > 0)
    g_set_error (error, SUDOKU_FILE_ERROR, code, "%s:%u:%u: %s", name, line, column, problem);
  else if (line > 0)
    g_set_error (error, SUDOKU_FILE_ERROR, code, "%s:%u: %s", name, line, problem);
  else
    g_set_error (error, SUDOKU_FILE_ERROR, code, "%s: %s", name, problem);
}

/* Quotes a character for a message. A file may hold anything, so control
 * characters and bytes that are not UTF-8 are spelled out instead of being
 * copied into the message. */
char *
_sudoku_describe_char (const char *p,
                       const char *end)
{
  guchar c = (guchar) *p;
  gunichar u;

  if (c >= 0x20 && c < 0x7f)
    return g_strdup_printf ("'%c'", c);
  if (c < 0x80)
    return g_strdup_printf ("U+%04X", c);

  u = g_utf8_get_char_validated (p, end - p);
  if (u == (gunichar) -1 || u == (gunichar) -2)
    return g_strdup_printf ("0x%02X", c);
  if (g_unichar_isprint (u))
    return g_strdup_printf ("'%.*s'", (int) (g_utf8_next_char (p) - p), p);
  return g_strdup_printf ("U+%04X", u);
}

/* Columns count characters, not bytes, as a person counts them in an editor.
 * Continuation bytes of UTF-8 do not start a character. */
guint
_sudoku_column (const char *line_start,
                const char *p)
{
  guint column = 1;

  for (const char *q = line_start; q < p; q++)
    if (((guchar) *q & 0xc0) != 0x80)
      column++;

  return column;
}
