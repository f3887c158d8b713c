/* sudoku-text.c: lines, byte order marks and small text checks for the readers
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-text"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sudoku-io-private.h"

#define UTF8_BOM "\xef\xbb\xbf"

const char *
_sudoku_skip_bom (const char *data,
                  gsize      *length)
{
  if (*length >= 3 && memcmp (data, UTF8_BOM, 3) == 0)
    {
      *length -= 3;
      return data + 3;
    }
  return data;
}

/* The one rule for line ends, which every reader of src/io follows: "\n",
 * "\r\n" and a lone "\r" (old Mac files) each end a line, so a file reads
 * the same whichever system wrote it, and line numbers count what an editor
 * shows. Returns where the line end starts in [p, end), or NULL when there is
 * none, and sets *next to the start of the following line. With @complete
 * FALSE more text may follow @end (a stream read in parts): a '\r' as the
 * last byte may be the first half of "\r\n", so it is no line end yet. */
const char *
_sudoku_find_line_end (const char  *p,
                       const char  *end,
                       gboolean     complete,
                       const char **next)
{
  for (; p < end; p++)
    {
      if (*p == '\n')
        {
          *next = p + 1;
          return p;
        }

      if (*p == '\r')
        {
          if (p + 1 < end)
            *next = p[1] == '\n' ? p + 2 : p + 1;
          else if (complete)
            *next = p + 1;
          else
            return NULL;
          return p;
        }
    }

  return NULL;
}

/* Splits off the next line at *cursor, by the rule above. */
gboolean
_sudoku_next_line (const char **cursor,
                   const char  *end,
                   SudokuLine  *line)
{
  const char *start = *cursor;
  const char *line_end;

  if (start >= end)
    return FALSE;

  line_end = _sudoku_find_line_end (start, end, TRUE, cursor);
  if (line_end == NULL)
    {
      line_end = end;
      *cursor = end;
    }

  line->text = start;
  line->length = line_end - start;
  line->number++;

  return TRUE;
}

gboolean
_sudoku_is_space (char c)
{
  return c == ' ' || c == '\t' || c == '\v' || c == '\f' || c == '\r';
}

const char *
_sudoku_skip_space (const char *p,
                    const char *end)
{
  while (p < end && _sudoku_is_space (*p))
    p++;
  return p;
}

gboolean
_sudoku_line_is_blank (const SudokuLine *line)
{
  return _sudoku_skip_space (line->text, line->text + line->length) == line->text + line->length;
}

/* Blank lines and '#' comment lines carry no cells in any text format. */
gboolean
_sudoku_line_is_skipped (const SudokuLine *line)
{
  const char *end = line->text + line->length;
  const char *p = _sudoku_skip_space (line->text, end);

  return p == end || *p == '#';
}

/* The digit of a cell character, 0 for a blank, -1 for anything else. */
int
_sudoku_cell_value (char c)
{
  if (c >= '1' && c <= '9')
    return c - '0';
  if (c == '0' || c == '.')
    return 0;
  return -1;
}

/* A copy without byte order mark and with '\n' line ends, for GKeyFile,
 * which knows neither. */
char *
_sudoku_normalize_text (const char *data,
                        gsize       length,
                        gsize      *out_length)
{
  const char *cursor;
  const char *end;
  SudokuLine line = { 0 };
  GString *text;

  cursor = _sudoku_skip_bom (data, &length);
  end = cursor + length;
  text = g_string_sized_new (length + 1);

  while (_sudoku_next_line (&cursor, end, &line))
    {
      g_string_append_len (text, line.text, (gssize) line.length);
      g_string_append_c (text, '\n');
    }

  *out_length = text->len;
  return g_string_free (text, FALSE);
}

/* Reads a whole single-puzzle file, but never more than SUDOKU_MAX_FILE_SIZE:
 * a huge file picked by mistake is refused before it fills memory. */
gboolean
_sudoku_read_file (GFile         *file,
                   const char    *display_name,
                   GCancellable  *cancellable,
                   char         **data,
                   gsize         *length,
                   GError       **error)
{
  g_autoptr(GFileInputStream) stream = NULL;
  g_autofree char *buffer = NULL;
  gsize n_read = 0;

  stream = g_file_read (file, cancellable, error);
  if (stream == NULL)
    return FALSE;

  buffer = g_malloc (SUDOKU_MAX_FILE_SIZE + 1);
  if (!g_input_stream_read_all (G_INPUT_STREAM (stream), buffer, SUDOKU_MAX_FILE_SIZE + 1,
                                &n_read, cancellable, error))
    return FALSE;

  if (n_read > SUDOKU_MAX_FILE_SIZE)
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_TOO_LARGE, display_name, 0, 0,
                         _("the file is larger than %d KiB, too large for a puzzle or layout"),
                         SUDOKU_MAX_FILE_SIZE / 1024);
      return FALSE;
    }

  *data = g_realloc (g_steal_pointer (&buffer), n_read + 1);
  (*data)[n_read] = '\0';
  *length = n_read;
  return TRUE;
}
