/* sudoku-file-error.c: the error domain of the readers, and how its messages look
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-file-error"

#include "config.h"

#include "sudoku-file-error.h"

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

/**
 * sudoku_file_display_name:
 * @file: a file
 *
 * The name messages use for a file: its base name as a person would see it,
 * valid UTF-8 whatever bytes the file system holds ("caf\xe9.txt" becomes
 * "caf\uFFFD.txt"). Windows and dialogs use the same, so they name a file
 * as its error messages do.
 *
 * Returns: (transfer full): the name
 */
char *
sudoku_file_display_name (GFile *file)
{
  g_autofree char *basename = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  basename = g_file_get_basename (file);
  if (basename == NULL)
    return g_file_get_parse_name (file);
  return g_filename_display_name (basename);
}
