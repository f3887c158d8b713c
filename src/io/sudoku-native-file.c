/* sudoku-native-file.c: the .sudoku key file (givens, entries, layout, title)
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   [Sudoku]
 *   Version=1
 *   Title=Windmill No. 3
 *   Givens=..9.2.465............7.391...   (81 cells, '.' or '0' blank)
 *   Entries=3.................8.........   (81 cells, digits a person entered)
 *   Regions=111122222131124425331144225... (81 region symbols)
 *   Extra=diagonals    (extra houses of a variant, as in a .layout file)
 *   Marks=,,124,,,,... (81 fields, the pencil marks of each cell)
 *   Time=754          (seconds spent playing it)
 *
 * Only Givens is required. Version defaults to 1; a higher version is refused
 * rather than half understood. Entries and Title are left out when empty,
 * Regions when the puzzle has the standard boxes. Regions may also be written
 * as in a .layout file, nine rows separated by ';'. Whitespace inside Givens
 * and Entries is ignored, so a person may group the rows. Keys this version
 * does not know are ignored.
 *
 * Marks holds the digits a person noted as possible in each empty cell: 81
 * fields separated by ',', in reading order, each the cell's digits in any
 * order ("147") or nothing. Spaces are ignored and a digit written twice
 * counts once; a cell holding a given or an entry cannot have marks. Left
 * out when no cell has any, and files without it read as before.
 *
 * Time is the play clock's seconds when the game was saved, so a game
 * opened again goes on from there; left out at 0, and a value that is not
 * a whole number of seconds (up to SUDOKU_MAX_PLAY_TIME) reads as 0: it is
 * no part of the puzzle worth refusing the file for.
 */

#define G_LOG_DOMAIN "sudoku-native-file"

#include "config.h"

#include "sudoku-native-file.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sk-text.h"
#include "sudoku-io-private.h"
#include "sudoku-safe-write.h"

#define SUDOKU_GROUP   "Sudoku"
#define NATIVE_VERSION 1

typedef struct
{
  GKeyFile   *key_file;
  const char *text;        /* the normalized file, to find lines and columns in */
  gsize       length;
  const char *name;
  guint       group_line;
} NativeParser;

gboolean
sudoku_native_file_looks_like (const char *data,
                               gsize       length)
{
  g_return_val_if_fail (data != NULL || length == 0, FALSE);

  return data != NULL && _sudoku_first_line_is_group (data, length, SUDOKU_GROUP);
}

static gboolean
parse_version (NativeParser  *parser,
               GError       **error)
{
  g_autoptr(GError) local_error = NULL;
  guint line;
  int version;

  if (!g_key_file_has_key (parser->key_file, SUDOKU_GROUP, "Version", NULL))
    return TRUE;

  _sudoku_key_file_locate (parser->text, parser->length, SUDOKU_GROUP, "Version", &line, NULL);
  version = g_key_file_get_integer (parser->key_file, SUDOKU_GROUP, "Version", &local_error);
  if (local_error != NULL)
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_KEY_FILE, parser->name, line, 0,
                         _("Version must be a whole number"));
      return FALSE;
    }

  if (version != NATIVE_VERSION)
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_KEY_FILE, parser->name, line, 0,
                         _("unsupported Version %d; this program reads version %d"),
                         version, NATIVE_VERSION);
      return FALSE;
    }

  return TRUE;
}

/* The value of @key, laid out as the file shows it (see
 * _sudoku_key_file_get_laid_out()), so that columns in messages are those a
 * person sees even after an escape such as "\s". FALSE without the key. */
static gboolean
get_laid_out (NativeParser  *parser,
              const char    *key,
              char         **value,
              guint         *line,
              guint         *column)
{
  g_autofree char *read = g_key_file_get_string (parser->key_file, SUDOKU_GROUP, key, NULL);

  if (read == NULL)
    return FALSE;

  *value = _sudoku_key_file_get_laid_out (parser->text, parser->length, SUDOKU_GROUP, key,
                                          read, line, column);
  return TRUE;
}

/* Givens or Entries: 81 cells. For Entries, @givens says which cells are
 * taken: an entry there would make the file say two things about one cell. */
static gboolean
parse_cells (NativeParser  *parser,
             const char    *key,
             const SkGrid  *givens,
             SkGrid        *grid,
             GError       **error)
{
  g_autofree char *value = NULL;
  guint line;
  guint column;
  int n_cells = 0;

  sk_grid_clear (grid);

  if (!get_laid_out (parser, key, &value, &line, &column))
    {
      if (givens != NULL)
        return TRUE;
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_KEY_FILE, parser->name,
                         parser->group_line, 0,
                         _("the group [%s] has no key %s"), SUDOKU_GROUP, key);
      return FALSE;
    }

  /* Each character before p is an ASCII cell or space (anything else stops
   * the loop), and the value is laid out as in the file, so its byte offset
   * is its column offset. */
  for (const char *p = value; *p != '\0'; p++)
    {
      int value_of_p = _sudoku_cell_value (*p);
      guint p_column = column > 0 ? column + (guint) (p - value) : 0;

      if (_sudoku_is_space (*p))
        continue;

      if (value_of_p < 0)
        {
          g_autofree char *what = _sudoku_describe_char (p, p + strlen (p));

          _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_KEY_FILE, parser->name, line, p_column,
                             _("%s: unexpected character %s"), key, what);
          return FALSE;
        }

      if (n_cells < SK_CELLS)
        {
          if (givens != NULL && value_of_p != 0 && givens->cell[n_cells] != 0)
            {
              _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_KEY_FILE, parser->name,
                                 line, p_column,
                                 _("%s: row %d, column %d holds a given"), key,
                                 sk_cell_row (n_cells) + 1, sk_cell_column (n_cells) + 1);
              return FALSE;
            }
          grid->cell[n_cells] = (uint8_t) value_of_p;
        }
      n_cells++;
    }

  if (n_cells != SK_CELLS)
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_KEY_FILE, parser->name, line, 0,
                         _("%s: expected %d cells, found %d"), key, SK_CELLS, n_cells);
      return FALSE;
    }

  return TRUE;
}

static gboolean
parse_marks (NativeParser  *parser,
             SudokuPuzzle  *puzzle,
             GError       **error)
{
  g_autofree char *value = NULL;
  guint line;
  guint column;
  int n_fields = 0;
  SkMask mask = 0;

  if (!get_laid_out (parser, "Marks", &value, &line, &column))
    return TRUE;

  /* As in parse_cells(), each byte before p is ASCII, so offsets are columns. */
  for (const char *p = value; ; p++)
    {
      guint p_column = column > 0 ? column + (guint) (p - value) : 0;

      if (*p == ',' || *p == '\0')
        {
          if (n_fields < SK_CELLS)
            puzzle->marks[n_fields] = mask;
          n_fields++;
          mask = 0;
          if (*p == '\0')
            break;
          continue;
        }

      if (_sudoku_is_space (*p))
        continue;

      if (*p < '1' || *p > '9')
        {
          g_autofree char *what = _sudoku_describe_char (p, p + strlen (p));

          _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_KEY_FILE, parser->name, line, p_column,
                             _("%s: unexpected character %s"), "Marks", what);
          return FALSE;
        }

      if (n_fields < SK_CELLS &&
          (puzzle->givens.cell[n_fields] != 0 || puzzle->entries.cell[n_fields] != 0))
        {
          _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_KEY_FILE, parser->name, line, p_column,
                             /* Translators: %s is the key, "Marks"; pencil marks
                              * belong to empty cells only */
                             _("%s: row %d, column %d holds a digit, so it cannot have marks"),
                             "Marks", sk_cell_row (n_fields) + 1, sk_cell_column (n_fields) + 1);
          return FALSE;
        }
      mask |= (SkMask) (1u << (*p - '1'));
    }

  if (n_fields != SK_CELLS)
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_KEY_FILE, parser->name, line, 0,
                         _("%s: expected %d cells, found %d"), "Marks", SK_CELLS, n_fields);
      return FALSE;
    }

  return TRUE;
}

static gboolean
parse_regions (NativeParser  *parser,
               SudokuPuzzle  *puzzle,
               GError       **error)
{
  g_autofree char *value = NULL;
  g_autofree char *extra = NULL;
  guint line;
  guint column;

  if (get_laid_out (parser, "Regions", &value, &line, &column))
    {
      if (!_sudoku_regions_from_value (value, line, column, parser->name, &puzzle->layout, error))
        return FALSE;
      puzzle->has_layout = TRUE;
    }

  /* Extra houses go on the regions above, or on the standard boxes. */
  if (get_laid_out (parser, "Extra", &extra, &line, &column))
    {
      if (!_sudoku_extra_from_value (extra, line, parser->name, &puzzle->layout, error))
        return FALSE;
      puzzle->has_layout = TRUE;
    }
  return TRUE;
}

static guint
parse_time (GKeyFile *key_file)
{
  g_autofree char *value = g_key_file_get_string (key_file, SUDOKU_GROUP, "Time", NULL);
  guint64 seconds = 0;

  if (value == NULL ||
      !g_ascii_string_to_unsigned (g_strstrip (value), 10, 0, SUDOKU_MAX_PLAY_TIME, &seconds, NULL))
    return 0;
  return (guint) seconds;
}

/**
 * sudoku_native_file_parse:
 * @data: the file contents
 * @length: the length of @data
 * @display_name: (nullable): the file name for messages
 * @error: a #GError in %SUDOKU_FILE_ERROR
 *
 * Returns: (transfer full) (nullable): the puzzle, with its entries, marks,
 *   layout and title
 */
SudokuPuzzle *
sudoku_native_file_parse (const char  *data,
                          gsize        length,
                          const char  *display_name,
                          GError     **error)
{
  g_autoptr(SudokuPuzzle) puzzle = NULL;
  g_autoptr(GKeyFile) key_file = NULL;
  g_autofree char *text = NULL;
  NativeParser parser = { 0 };
  gsize text_length;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (display_name == NULL)
    display_name = SUDOKU_DEFAULT_DISPLAY_NAME;

  if (length > SUDOKU_MAX_FILE_SIZE)
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_TOO_LARGE, display_name, 0, 0,
                         _("the file is larger than %d KiB, too large for a puzzle or layout"),
                         SUDOKU_MAX_FILE_SIZE / 1024);
      return NULL;
    }

  text = _sudoku_normalize_text (data != NULL ? data : "", length, &text_length);
  key_file = _sudoku_key_file_load (text, text_length, display_name, SUDOKU_GROUP,
                                    &parser.group_line, error);
  if (key_file == NULL)
    return NULL;

  parser.key_file = key_file;
  parser.text = text;
  parser.length = text_length;
  parser.name = display_name;

  puzzle = sudoku_puzzle_new ();
  puzzle->line = parser.group_line;

  if (!parse_version (&parser, error) ||
      !parse_cells (&parser, "Givens", NULL, &puzzle->givens, error) ||
      !parse_cells (&parser, "Entries", &puzzle->givens, &puzzle->entries, error) ||
      !parse_marks (&parser, puzzle, error) ||
      !parse_regions (&parser, puzzle, error))
    return NULL;

  puzzle->time = parse_time (key_file);
  puzzle->title = g_key_file_get_string (key_file, SUDOKU_GROUP, "Title", NULL);
  if (puzzle->title != NULL && puzzle->title[0] == '\0')
    g_clear_pointer (&puzzle->title, g_free);

  return g_steal_pointer (&puzzle);
}

static void
write_marks (GKeyFile           *key_file,
             const SudokuPuzzle *puzzle)
{
  g_autoptr(GString) marks = g_string_new (NULL);
  gboolean has_marks = FALSE;

  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      SkMask mask = puzzle->marks[cell];

      if (puzzle->givens.cell[cell] != 0 || puzzle->entries.cell[cell] != 0)
        mask = 0;
      if (cell > 0)
        g_string_append_c (marks, ',');
      for (int digit = 1; digit <= SK_SIZE; digit++)
        if ((mask & (1u << (digit - 1))) != 0)
          g_string_append_c (marks, (char) ('0' + digit));
      has_marks |= mask != 0;
    }

  if (has_marks)
    g_key_file_set_string (key_file, SUDOKU_GROUP, "Marks", marks->str);
}

/**
 * sudoku_native_file_write:
 * @puzzle: the puzzle
 *
 * Entries at cells that hold a given are left out: the given wins. So are
 * marks at cells that hold a digit.
 *
 * Returns: (transfer full): the text of a .sudoku file
 */
char *
sudoku_native_file_write (const SudokuPuzzle *puzzle)
{
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  char line[SK_CELLS + 1];
  SkGrid entries;
  gboolean has_entries = FALSE;

  g_return_val_if_fail (puzzle != NULL, NULL);

  g_key_file_set_integer (key_file, SUDOKU_GROUP, "Version", NATIVE_VERSION);

  if (puzzle->title != NULL && puzzle->title[0] != '\0')
    _sudoku_key_file_set_text (key_file, SUDOKU_GROUP, "Title", puzzle->title);

  sk_text_format_line (&puzzle->givens, line);
  g_key_file_set_string (key_file, SUDOKU_GROUP, "Givens", line);

  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      entries.cell[cell] = puzzle->givens.cell[cell] == 0 ? puzzle->entries.cell[cell] : 0;
      has_entries |= entries.cell[cell] != 0;
    }
  if (has_entries)
    {
      sk_text_format_line (&entries, line);
      g_key_file_set_string (key_file, SUDOKU_GROUP, "Entries", line);
    }

  write_marks (key_file, puzzle);
  if (puzzle->time > 0)
    g_key_file_set_uint64 (key_file, SUDOKU_GROUP, "Time", MIN (puzzle->time, SUDOKU_MAX_PLAY_TIME));

  if (_sudoku_puzzle_needs_regions (puzzle))
    {
      g_autofree char *extra = _sudoku_extra_to_value (&puzzle->layout);

      sk_layout_to_symbols (&puzzle->layout, line);
      g_key_file_set_string (key_file, SUDOKU_GROUP, "Regions", line);
      if (extra != NULL)
        g_key_file_set_string (key_file, SUDOKU_GROUP, "Extra", extra);
    }

  return g_key_file_to_data (key_file, NULL, NULL);
}

/**
 * sudoku_native_file_save:
 * @puzzle: the puzzle
 * @file: where to save it
 * @cancellable: (nullable): a #GCancellable
 * @error: an I/O error from GIO
 *
 * Written safely (sudoku-safe-write.h): a save that fails leaves the old
 * file as it was.
 */
gboolean
sudoku_native_file_save (const SudokuPuzzle  *puzzle,
                         GFile               *file,
                         GCancellable        *cancellable,
                         GError             **error)
{
  g_autofree char *data = NULL;

  g_return_val_if_fail (puzzle != NULL, FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  data = sudoku_native_file_write (puzzle);

  return sudoku_safe_write_contents (file, data, strlen (data), SUDOKU_SAFE_WRITE_NONE, cancellable,
                                     error);
}
