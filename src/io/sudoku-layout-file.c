/* sudoku-layout-file.c: region layouts in files, and region maps inside puzzle files
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A region map can come from a .layout key file, a plain text map, the second
 * half of a jigsaw puzzle or the Regions key of a .sudoku file. Whatever the
 * source, the symbols are gathered with their line and column first, so that
 * the engine's verdict on them can be reported where the culprit stands.
 * A KSudoku shape, whose regions are lists of cells, has a reader of its own
 * (sudoku-format-ksudoku.c).
 */

#define G_LOG_DOMAIN "sudoku-layout-file"

#include "config.h"

#include "sudoku-layout-file.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sudoku-io-private.h"

#define LAYOUT_GROUP "Layout"

void
_sudoku_region_text_init (SudokuRegionText *regions)
{
  memset (regions, 0, sizeof *regions);
}

/* Adds the symbols of one piece of text, which must hold exactly @expected
 * of them; whitespace between symbols is allowed. @first_column is the column
 * of text[0] in its line, or 0 when it is not known. */
gboolean
_sudoku_region_text_add (SudokuRegionText  *regions,
                         const char        *text,
                         gsize              length,
                         guint              line,
                         guint              first_column,
                         int                expected,
                         const char        *name,
                         GError           **error)
{
  const char *end = text + length;
  int found = 0;

  /* Every character before p is an ASCII symbol or space (anything else
   * stops the loop), so its byte offset is its column offset. */
  for (const char *p = text; p < end; p++)
    {
      guint column = first_column > 0 ? first_column + (guint) (p - text) : 0;
      int index = regions->count + found;

      if (_sudoku_is_space (*p))
        continue;

      if (!sk_layout_symbol_is_valid (*p))
        {
          g_autofree char *what = _sudoku_describe_char (p, end);

          _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_LAYOUT, name, line, column,
                             _("unexpected region symbol %s; "
                               "region symbols are digits and letters"), what);
          return FALSE;
        }

      if (found < expected && index < SK_CELLS)
        {
          regions->symbols[index] = *p;
          regions->line[index] = line;
          regions->column[index] = column;
        }
      found++;
    }

  if (found != expected)
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_LAYOUT, name, line, 0,
                         _("expected %d region symbols, found %d"), expected, found);
      return FALSE;
    }

  regions->count += found;
  return TRUE;
}

/* Turns 81 gathered symbols into a layout, or says which symbol spoils it. */
gboolean
_sudoku_region_text_finish (SudokuRegionText  *regions,
                            const char        *name,
                            SkLayout          *layout,
                            GError           **error)
{
  SkLayoutProblem problem;
  int position;

  if (sk_layout_init_from_symbols (layout, regions->symbols, regions->count, &problem)
      == SK_LAYOUT_OK)
    return TRUE;

  switch (problem.status)
    {
    case SK_LAYOUT_ERROR_REGION_COUNT:
      if (problem.position >= 0)
        {
          position = problem.position;
          _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_LAYOUT, name,
                             regions->line[position], regions->column[position],
                             _("region symbol '%c' makes a tenth region; a layout has nine"),
                             problem.symbol);
        }
      else
        {
          _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_LAYOUT, name, regions->line[0], 0,
                             g_dngettext (GETTEXT_PACKAGE,
                                          "the region map has %d region, expected 9",
                                          "the region map has %d regions, expected 9",
                                          (gulong) MAX (problem.count, 0)), problem.count);
        }
      break;

    case SK_LAYOUT_ERROR_REGION_SIZE:
      for (position = 0; position < regions->count - 1; position++)
        if (regions->symbols[position] == problem.symbol)
          break;
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_LAYOUT, name,
                         regions->line[position], regions->column[position],
                         g_dngettext (GETTEXT_PACKAGE, "region '%c' has %d cell, expected 9",
                                      "region '%c' has %d cells, expected 9",
                                      (gulong) MAX (problem.count, 0)),
                         problem.symbol, problem.count);
      break;

    case SK_LAYOUT_OK:
    case SK_LAYOUT_ERROR_LENGTH:
    case SK_LAYOUT_ERROR_SYMBOL:
    default:
      /* The symbols were counted and checked as they were gathered. */
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_LAYOUT, name,
                         regions->count > 0 ? regions->line[0] : 0, 0,
                         "%s", sk_layout_status_to_string (problem.status));
      break;
    }

  return FALSE;
}

/* A Regions= value: nine rows of nine symbols separated by ';' (a trailing
 * ';' is allowed, as GKeyFile lists have one), or one run of 81 symbols. */
gboolean
_sudoku_regions_from_value (const char  *value,
                            guint        line,
                            guint        value_column,
                            const char  *name,
                            SkLayout    *layout,
                            GError     **error)
{
  SudokuRegionText regions;
  const char *rows[SK_CELLS + 1];
  gsize lengths[SK_CELLS + 1];
  const char *end = value + strlen (value);
  const char *p = value;
  int n_rows = 0;

  for (;;)
    {
      const char *separator = memchr (p, ';', end - p);
      const char *row_end = separator != NULL ? separator : end;

      if (n_rows <= SK_CELLS)
        {
          rows[n_rows] = p;
          lengths[n_rows] = row_end - p;
        }
      n_rows++;
      if (separator == NULL)
        break;
      p = separator + 1;
    }

  if (n_rows > 1 && n_rows <= SK_CELLS + 1 &&
      _sudoku_skip_space (rows[n_rows - 1], end) == end)
    n_rows--;

  if (n_rows != 1 && n_rows != SK_SIZE)
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_LAYOUT, name, line, 0,
                         _("expected 9 rows of region symbols separated by ';', found %d"),
                         n_rows);
      return FALSE;
    }

  _sudoku_region_text_init (&regions);
  for (int r = 0; r < n_rows; r++)
    {
      guint column = value_column > 0 ? value_column + _sudoku_column (value, rows[r]) - 1 : 0;

      if (!_sudoku_region_text_add (&regions, rows[r], lengths[r], line, column,
                                    n_rows == 1 ? SK_CELLS : SK_SIZE, name, error))
        return FALSE;
    }

  return _sudoku_region_text_finish (&regions, name, layout, error);
}

/* Nine lines of nine symbols, or one line of 81. */
static gboolean
parse_region_map (const char  *data,
                  gsize        length,
                  const char  *display_name,
                  SkLayout    *layout,
                  GError     **error)
{
  SudokuRegionText regions;
  const char *cursor = _sudoku_skip_bom (data, &length);
  const char *end = cursor + length;
  SudokuLine line = { 0 };
  gboolean one_line = FALSE;
  int n_rows = 0;
  guint last_line = 0;

  _sudoku_region_text_init (&regions);

  while (_sudoku_next_line (&cursor, end, &line))
    {
      if (_sudoku_line_is_skipped (&line))
        continue;

      if (n_rows == 0)
        {
          int symbols = 0;

          for (gsize i = 0; i < line.length; i++)
            symbols += !_sudoku_is_space (line.text[i]);
          one_line = symbols > SK_SIZE;
        }
      else if (n_rows == (one_line ? 1 : SK_SIZE))
        {
          _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_LAYOUT, display_name, line.number, 0,
                             one_line ? _("unexpected line after the 81 region symbols")
                                      : _("expected 9 rows of region symbols, found more"));
          return FALSE;
        }

      if (!_sudoku_region_text_add (&regions, line.text, line.length, line.number, 1,
                                    one_line ? SK_CELLS : SK_SIZE, display_name, error))
        return FALSE;

      n_rows++;
      last_line = line.number;
    }

  if (n_rows == 0)
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_EMPTY, display_name, 0, 0,
                         length == 0 ? _("the file is empty")
                                     : _("the file holds no region map"));
      return FALSE;
    }

  if (!one_line && n_rows < SK_SIZE)
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_LAYOUT, display_name, last_line, 0,
                         _("expected 9 rows of region symbols, found %d"), n_rows);
      return FALSE;
    }

  return _sudoku_region_text_finish (&regions, display_name, layout, error);
}

/* A region map never holds '[' or '=', so a key file that went wrong (a key
 * before the group, say) still gets key-file messages. */
static gboolean
looks_like_key_file (const char *data,
                     gsize       length)
{
  const char *cursor = _sudoku_skip_bom (data, &length);
  const char *end = cursor + length;
  SudokuLine line = { 0 };

  while (_sudoku_next_line (&cursor, end, &line))
    {
      if (_sudoku_line_is_skipped (&line))
        continue;
      return memchr (line.text, '[', line.length) != NULL ||
             memchr (line.text, '=', line.length) != NULL;
    }

  return FALSE;
}

static gboolean
parse_key_file (const char  *data,
                gsize        length,
                const char  *display_name,
                SkLayout    *layout,
                char       **name,
                GError     **error)
{
  g_autoptr(GKeyFile) key_file = NULL;
  g_autofree char *text = NULL;
  g_autofree char *regions = NULL;
  g_autofree char *extra = NULL;
  g_autofree char *layout_name = NULL;
  gsize text_length;
  guint group_line;
  guint line;
  guint column;

  text = _sudoku_normalize_text (data, length, &text_length);
  key_file = _sudoku_key_file_load (text, text_length, display_name, LAYOUT_GROUP,
                                    &group_line, error);
  if (key_file == NULL)
    return FALSE;

  regions = g_key_file_get_string (key_file, LAYOUT_GROUP, "Regions", NULL);
  if (regions == NULL)
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_KEY_FILE, display_name, group_line, 0,
                         _("the group [%s] has no key %s"), LAYOUT_GROUP, "Regions");
      return FALSE;
    }

  _sudoku_key_file_locate (text, text_length, LAYOUT_GROUP, "Regions", &line, &column);
  if (!_sudoku_regions_from_value (regions, line, column, display_name, layout, error))
    return FALSE;

  extra = g_key_file_get_string (key_file, LAYOUT_GROUP, "Extra", NULL);
  if (extra != NULL)
    {
      _sudoku_key_file_locate (text, text_length, LAYOUT_GROUP, "Extra", &line, &column);
      if (!_sudoku_extra_from_value (extra, line, display_name, layout, error))
        return FALSE;
    }

  layout_name = g_key_file_get_locale_string (key_file, LAYOUT_GROUP, "Name", NULL, NULL);
  if (name != NULL)
    *name = layout_name != NULL && layout_name[0] != '\0' ? g_steal_pointer (&layout_name) : NULL;

  return TRUE;
}

/**
 * sudoku_layout_file_parse:
 * @data: the file contents
 * @length: the length of @data
 * @display_name: (nullable): the file name for messages
 * @layout: (out): the layout read
 * @name: (out) (optional) (nullable): the layout's name in the current
 *   language, NULL when the file has none
 * @error: a #GError in %SUDOKU_FILE_ERROR
 *
 * Reads a [Layout] key file, a plain region map or a KSudoku shape file
 * (<ksudoku-graph>, whose name becomes @name). A layout with a
 * disconnected region is accepted; sk_layout_find_disconnected() finds it.
 * On failure @layout and @name are left untouched.
 */
gboolean
sudoku_layout_file_parse (const char  *data,
                          gsize        length,
                          const char  *display_name,
                          SkLayout    *layout,
                          char       **name,
                          GError     **error)
{
  SkLayout parsed;

  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  g_return_val_if_fail (layout != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (display_name == NULL)
    display_name = SUDOKU_DEFAULT_DISPLAY_NAME;
  if (data == NULL)
    data = "";

  if (length > SUDOKU_MAX_FILE_SIZE)
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_TOO_LARGE, display_name, 0, 0,
                         _("the file is larger than %d KiB, too large for a puzzle or layout"),
                         SUDOKU_MAX_FILE_SIZE / 1024);
      return FALSE;
    }

  /* First: an XML declaration has a '=' that would pass for a key file. */
  if (_sudoku_text_is_markup (data, length))
    {
      g_autofree char *text = NULL;
      gsize text_length;

      text = _sudoku_normalize_text (data, length, &text_length);
      if (!_sudoku_ksudoku_parse_layout (text, text_length, display_name, &parsed, name, error))
        return FALSE;
    }
  else if (looks_like_key_file (data, length))
    {
      if (!parse_key_file (data, length, display_name, &parsed, name, error))
        return FALSE;
    }
  else
    {
      if (!parse_region_map (data, length, display_name, &parsed, error))
        return FALSE;
      if (name != NULL)
        *name = NULL;
    }

  *layout = parsed;
  return TRUE;
}

gboolean
sudoku_layout_file_load (GFile         *file,
                         GCancellable  *cancellable,
                         SkLayout      *layout,
                         char         **name,
                         GError       **error)
{
  return sudoku_layout_file_load_as (file, NULL, cancellable, layout, name, error);
}

gboolean
sudoku_layout_file_load_as (GFile         *file,
                            const char    *display_name,
                            GCancellable  *cancellable,
                            SkLayout      *layout,
                            char         **name,
                            GError       **error)
{
  g_autofree char *data = NULL;
  g_autofree char *own_name = NULL;
  gsize length;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (display_name == NULL)
    display_name = own_name = sudoku_file_display_name (file);
  if (!_sudoku_read_file (file, display_name, cancellable, &data, &length, error))
    return FALSE;
  return sudoku_layout_file_parse (data, length, display_name, layout, name, error);
}

GStrv
sudoku_layout_disconnected_warnings (const SkLayout *layout,
                                     const char     *where)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  int pieces[SK_SIZE];

  g_return_val_if_fail (layout != NULL, NULL);
  g_return_val_if_fail (where != NULL, NULL);

  sk_regions_count_pieces (layout->region, pieces);
  for (int r = 0; r < SK_SIZE; r++)
    if (pieces[r] > 1)
      {
        /* Translators: "FILE: region 3 is not connected", 3 being the region's symbol in the file */
        g_autofree char *warning = g_strdup_printf (_("%s: region %c is not connected"),
                                                    where, layout->symbol[r]);

        g_strv_builder_add (builder, warning);
      }
  return g_strv_builder_end (builder);
}

/* Rows are written one per ';'-separated piece so the shape can be read in
 * the file itself. */
char *
sudoku_layout_file_write (const SkLayout *layout,
                          const char     *name)
{
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autofree char *extra = NULL;
  char symbols[SK_CELLS + 1];
  GString *regions = g_string_sized_new (SK_CELLS + SK_SIZE);

  g_return_val_if_fail (layout != NULL, NULL);

  if (name != NULL && name[0] != '\0')
    _sudoku_key_file_set_text (key_file, LAYOUT_GROUP, "Name", name);

  sk_layout_to_symbols (layout, symbols);
  for (int row = 0; row < SK_SIZE; row++)
    {
      if (row > 0)
        g_string_append_c (regions, ';');
      g_string_append_len (regions, symbols + (gsize) row * SK_SIZE, SK_SIZE);
    }
  g_key_file_set_string (key_file, LAYOUT_GROUP, "Regions", regions->str);
  g_string_free (regions, TRUE);
  extra = _sudoku_extra_to_value (layout);
  if (extra != NULL)
    g_key_file_set_string (key_file, LAYOUT_GROUP, "Extra", extra);

  return g_key_file_to_data (key_file, NULL, NULL);
}
