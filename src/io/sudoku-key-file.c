/* sudoku-key-file.c: GKeyFile loading with messages that say where the problem is
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GKeyFile's own parse errors name neither the file nor the line, so the lines
 * are checked here first against the few rules a key file has; what GKeyFile
 * still refuses after that is passed on with the file name in front.
 */

#define G_LOG_DOMAIN "sudoku-key-file"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sudoku-io-private.h"

/* Whether a line is a "[Group]" header, and the group name without brackets. */
static gboolean
line_group (const SudokuLine *line,
            const char      **group,
            gsize            *group_length)
{
  const char *end = line->text + line->length;
  const char *p = _sudoku_skip_space (line->text, end);

  if (p == end || *p != '[')
    return FALSE;

  while (end > p && _sudoku_is_space (end[-1]))
    end--;
  *group = p + 1;
  *group_length = end[-1] == ']' ? (gsize) (end - p - 2) : (gsize) (end - p - 1);
  return TRUE;
}

static gboolean
check_line (const SudokuLine  *line,
            gboolean          *seen_group,
            const char        *name,
            GError           **error)
{
  const char *end = line->text + line->length;
  const char *bad = NULL;
  const char *p;

  /* g_utf8_validate_len() also stops at a NUL byte, which is UTF-8 all the
   * same: the loop below reports it as the control character it is, not as
   * "not UTF-8 text" (found by tests/test-hostile.c). */
  if (!g_utf8_validate_len (line->text, line->length, &bad) && *bad != '\0')
    {
      g_autofree char *what = _sudoku_describe_char (bad, end);

      _sudoku_set_error (error, SUDOKU_FILE_ERROR_SYNTAX, name, line->number,
                         _sudoku_column (line->text, bad),
                         _("unexpected character %s: the file is not UTF-8 text"), what);
      return FALSE;
    }

  for (p = line->text; p < end; p++)
    if ((guchar) *p < 0x20 && *p != '\t' && *p != '\r')
      {
        g_autofree char *what = _sudoku_describe_char (p, end);

        _sudoku_set_error (error, SUDOKU_FILE_ERROR_SYNTAX, name, line->number,
                           _sudoku_column (line->text, p),
                           _("unexpected character %s"), what);
        return FALSE;
      }

  p = _sudoku_skip_space (line->text, end);
  if (p == end || *p == '#')
    return TRUE;

  if (*p == '[')
    {
      while (end > p && _sudoku_is_space (end[-1]))
        end--;
      if (end[-1] != ']')
        {
          _sudoku_set_error (error, SUDOKU_FILE_ERROR_SYNTAX, name, line->number, 0,
                             _("a group name must end with ']'"));
          return FALSE;
        }
      *seen_group = TRUE;
      return TRUE;
    }

  if (memchr (p, '=', end - p) == NULL)
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_SYNTAX, name, line->number,
                         _sudoku_column (line->text, p),
                         _("expected Key=Value, a [Group] or a # comment"));
      return FALSE;
    }

  if (!*seen_group)
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_SYNTAX, name, line->number,
                         _sudoku_column (line->text, p),
                         _("expected a [Group] line before the first key"));
      return FALSE;
    }

  return TRUE;
}

/* Loads normalized text (see _sudoku_normalize_text()) that must hold @group. */
GKeyFile *
_sudoku_key_file_load (const char  *text,
                       gsize        length,
                       const char  *name,
                       const char  *group,
                       guint       *group_line,
                       GError     **error)
{
  g_autoptr(GKeyFile) key_file = NULL;
  g_autoptr(GError) local_error = NULL;
  const char *cursor = text;
  SudokuLine line = { 0 };
  gboolean seen_group = FALSE;
  guint first_group_line = 0;

  if (length > SUDOKU_MAX_FILE_SIZE)
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_TOO_LARGE, name, 0, 0,
                         _("the file is larger than %d KiB, too large for a puzzle or layout"),
                         SUDOKU_MAX_FILE_SIZE / 1024);
      return NULL;
    }

  while (_sudoku_next_line (&cursor, text + length, &line))
    {
      if (!check_line (&line, &seen_group, name, error))
        return NULL;
      if (seen_group && first_group_line == 0)
        first_group_line = line.number;
    }

  if (!seen_group)
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_EMPTY, name, 0, 0,
                         length == 0 ? _("the file is empty")
                                     : _("the file holds only blank lines and comments"));
      return NULL;
    }

  key_file = g_key_file_new ();
  if (!g_key_file_load_from_data (key_file, text, length, G_KEY_FILE_KEEP_TRANSLATIONS,
                                  &local_error))
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_KEY_FILE, name, 0, 0,
                         "%s", local_error->message);
      return NULL;
    }

  _sudoku_key_file_locate (text, length, group, NULL, group_line, NULL);
  if (!g_key_file_has_group (key_file, group))
    {
      g_autofree char *first = g_key_file_get_start_group (key_file);

      _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_KEY_FILE, name, first_group_line, 0,
                         _("expected the group [%s], found [%s]"), group, first);
      return NULL;
    }

  return g_steal_pointer (&key_file);
}

/* The line of the last "Key=" in @group, since GKeyFile keeps the last value
 * of a repeated key, and where its value starts (after the blanks GKeyFile
 * skips too). With @key NULL, the line of the group header. FALSE when
 * nothing is found. */
static gboolean
find_key (const char  *text,
          gsize        length,
          const char  *group,
          const char  *key,
          SudokuLine  *found_line,
          const char **value)
{
  const char *cursor = text;
  SudokuLine line = { 0 };
  gsize key_length = key != NULL ? strlen (key) : 0;
  gboolean in_group = FALSE;
  gboolean found = FALSE;

  while (_sudoku_next_line (&cursor, text + length, &line))
    {
      const char *end = line.text + line.length;
      const char *p = _sudoku_skip_space (line.text, end);
      const char *name;
      gsize name_length;

      if (line_group (&line, &name, &name_length))
        {
          in_group = name_length == strlen (group) && memcmp (name, group, name_length) == 0;
          if (in_group && key == NULL)
            {
              *found_line = line;
              *value = NULL;
              return TRUE;
            }
          continue;
        }

      if (!in_group || key == NULL || (gsize) (end - p) <= key_length ||
          memcmp (p, key, key_length) != 0)
        continue;

      p = _sudoku_skip_space (p + key_length, end);
      if (p == end || *p != '=')
        continue;

      *found_line = line;
      *value = _sudoku_skip_space (p + 1, end);
      found = TRUE;
    }

  return found;
}

/* Where "Key=" stands in @group: its line, and the column of its value. With
 * @key NULL, the line of the group header. Sets 0 where nothing is found. */
void
_sudoku_key_file_locate (const char *text,
                         gsize       length,
                         const char *group,
                         const char *key,
                         guint      *line_number,
                         guint      *value_column)
{
  SudokuLine line;
  const char *value;

  *line_number = 0;
  if (value_column != NULL)
    *value_column = 0;

  if (!find_key (text, length, group, key, &line, &value))
    return;

  *line_number = line.number;
  if (value_column != NULL && value != NULL)
    *value_column = _sudoku_column (line.text, value);
}

/* Only whitespace, which every value we read skips, and the characters of
 * the two strings, in the same order. */
static gboolean
same_apart_from_space (const char *a,
                       const char *b)
{
  for (;;)
    {
      while (_sudoku_is_space (*a))
        a++;
      while (_sudoku_is_space (*b))
        b++;
      if (*a != *b)
        return FALSE;
      if (*a == '\0')
        return TRUE;
      a++;
      b++;
    }
}

/* The value of @key in @group, @value being what g_key_file_get_string()
 * gave for it, laid out as the file shows it; *line and *value_column say
 * where it stands. GKeyFile reads an escape ("\s", "\t", "\n", "\\", ...)
 * as one character where a person sees two, so past an escape an offset
 * into @value is no longer an offset into the line. Here each escape becomes
 * the character it stands for followed by a space, and every character
 * stands at the offset of its column again. The spaces change nothing for
 * givens, entries and regions, whose readers skip whitespace, and the result
 * is checked to hold nothing else than @value does. Should the two not agree
 * (a GKeyFile rule not followed here), @value itself comes back, with
 * *value_column 0: a message then leaves out the column rather than give a
 * wrong one. */
char *
_sudoku_key_file_get_laid_out (const char *text,
                               gsize       length,
                               const char *group,
                               const char *key,
                               const char *value,
                               guint      *line_number,
                               guint      *value_column)
{
  g_autoptr(GString) laid_out = NULL;
  SudokuLine line;
  const char *start;
  const char *end;

  *line_number = 0;
  *value_column = 0;

  if (!find_key (text, length, group, key, &line, &start))
    return g_strdup (value);

  *line_number = line.number;
  end = line.text + line.length;
  laid_out = g_string_sized_new ((gsize) (end - start) + 1);

  for (const char *p = start; p < end; p++)
    {
      char c = *p;

      if (c != '\\')
        {
          g_string_append_c (laid_out, c);
          continue;
        }

      /* The escapes of g_key_file_get_string(); a '\' that starts none is
       * kept with what follows it, and one at the end of the line dropped. */
      if (p + 1 == end)
        {
          g_string_append_c (laid_out, ' ');
          break;
        }
      switch (p[1])
        {
        case 's':
          c = ' ';
          break;
        case 'n':
          c = '\n';
          break;
        case 't':
          c = '\t';
          break;
        case 'r':
          c = '\r';
          break;
        case '\\':
          c = '\\';
          break;
        default:
          g_string_append_len (laid_out, p, 2);
          p++;
          continue;
        }
      g_string_append_c (laid_out, c);
      g_string_append_c (laid_out, ' ');
      p++;
    }

  if (!same_apart_from_space (laid_out->str, value))
    return g_strdup (value);

  *value_column = _sudoku_column (line.text, start);
  return g_string_free (g_steal_pointer (&laid_out), FALSE);
}

/* Whether the first line that is neither blank nor a comment is "[group]"
 * (any group when @group is NULL). */
gboolean
_sudoku_first_line_is_group (const char *data,
                             gsize       length,
                             const char *group)
{
  const char *cursor = _sudoku_skip_bom (data, &length);
  const char *end = cursor + length;
  SudokuLine line = { 0 };

  while (_sudoku_next_line (&cursor, end, &line))
    {
      const char *found;
      gsize found_length;

      if (_sudoku_line_is_skipped (&line))
        continue;
      if (!line_group (&line, &found, &found_length))
        return FALSE;
      return group == NULL ||
             (found_length == strlen (group) && memcmp (found, group, found_length) == 0);
    }

  return FALSE;
}

/* g_key_file_set_string() for a title or a name, which may come from
 * anywhere (a KSudoku shape's name attribute, a name typed in the layout
 * editor): made valid UTF-8, and with every control character that GKeyFile
 * would write as it is turned into a space. GKeyFile escapes only '\n', '\t'
 * and '\r' (and '\\'); any other control character, such as U+001A from an
 * XML "&#26;", went into the file raw, and _sudoku_key_file_load() refuses
 * such a file, so the program could not read back a .sudoku or .layout file
 * it had saved itself (found by tests/fuzz/fuzz-layout; regressions in
 * tests/fuzz/regressions/fuzz-layout and fuzz-import). */
void
_sudoku_key_file_set_text (GKeyFile   *key_file,
                           const char *group,
                           const char *key,
                           const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text, -1);

  for (char *p = valid; *p != '\0'; p++)
    if ((guchar) *p < 0x20 && *p != '\n' && *p != '\t' && *p != '\r')
      *p = ' ';

  g_key_file_set_string (key_file, group, key, valid);
}
