/* sudoku-format-block.c: puzzles drawn over nine lines (matrix, .sdk, .ss, jigsaw grid)
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The block formats differ only in how one row is written, so each row is
 * read by the rule its own look calls for:
 *   "0 9 0 3 0 0 0 0 0"  matrix: nine single-digit words
 *   "..9.2.465"          SadMan .sdk: nine characters
 *   "1..|.4.|..7"        Simple Sudoku .ss: three groups of three between '|'
 * Lines made of - + * | only are .ss separators; blank lines and '#' lines
 * (the .sdk header) are skipped. Nine more rows after the ninth are a region
 * map, which makes a jigsaw puzzle.
 *
 * SadMan Sudoku also saves a game in sections: "[Puzzle]" and the nine rows
 * of givens, then "[State]" (the board as it was left), and perhaps pencil
 * marks and colours. When the first line with content is a section header,
 * only the [Puzzle] section is read, as HoDoKu reads it, wherever it stands;
 * the others are skipped.
 */

#define G_LOG_DOMAIN "sudoku-format-block"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sudoku-io-private.h"

#define MAX_ROWS (2 * SK_SIZE)

typedef struct
{
  const char *name;
  SkGrid      givens;
  SudokuLine  region_rows[SK_SIZE];
  int         n_rows;
  guint       first_line;
  guint       last_line;
} BlockParser;

/* A "[Name]" line of SadMan's sections; @name gets what stands between the
 * brackets. */
static gboolean
section_header (const SudokuLine  *line,
                const char       **name,
                gsize             *length)
{
  const char *end = line->text + line->length;
  const char *p = _sudoku_skip_space (line->text, end);

  while (end > p && _sudoku_is_space (end[-1]))
    end--;
  if (p == end || *p != '[' || end - p < 2 || end[-1] != ']')
    return FALSE;

  *name = p + 1;
  *length = (gsize) (end - p - 2);
  return TRUE;
}

/* "[Puzzle]", in any case, as SadMan Sudoku starts the section of givens. */
gboolean
_sudoku_line_is_sadman_puzzle (const SudokuLine *line)
{
  const char *name;
  gsize length;

  return section_header (line, &name, &length) &&
         length == strlen ("Puzzle") && g_ascii_strncasecmp (name, "Puzzle", length) == 0;
}

/* A SadMan game rather than a .sudoku key file: a [Puzzle] section, and no
 * [Sudoku] group. Asked once the first line with content turned out to be
 * a section header, of a text read whole. */
gboolean
_sudoku_text_is_sadman (const char *text,
                        gsize       length)
{
  const char *cursor = _sudoku_skip_bom (text, &length);
  const char *end = cursor + length;
  SudokuLine line = { 0 };
  gboolean puzzle = FALSE;

  while (_sudoku_next_line (&cursor, end, &line))
    {
      const char *name;
      gsize name_length;

      if (!section_header (&line, &name, &name_length))
        continue;
      if (name_length == strlen ("Sudoku") && g_ascii_strncasecmp (name, "Sudoku", name_length) == 0)
        return FALSE;
      puzzle = puzzle || _sudoku_line_is_sadman_puzzle (&line);
    }
  return puzzle;
}

static gboolean
is_separator (const SudokuLine *line)
{
  for (gsize i = 0; i < line->length; i++)
    {
      char c = line->text[i];

      if (c != '-' && c != '+' && c != '*' && c != '|' && !_sudoku_is_space (c))
        return FALSE;
    }
  return TRUE;
}

static SudokuFormat
row_style (const SudokuLine *line)
{
  const char *end = line->text + line->length;
  const char *p;

  if (memchr (line->text, '|', line->length) != NULL)
    return SUDOKU_FORMAT_SS;

  p = _sudoku_skip_space (line->text, end);
  while (p < end && !_sudoku_is_space (*p))
    p++;
  p = _sudoku_skip_space (p, end);

  return p == end ? SUDOKU_FORMAT_SDK : SUDOKU_FORMAT_MATRIX;
}

static gboolean
unexpected_char (const SudokuLine  *line,
                 const char        *p,
                 const char        *name,
                 GError           **error)
{
  g_autofree char *what = _sudoku_describe_char (p, line->text + line->length);

  _sudoku_set_error (error, SUDOKU_FILE_ERROR_SYNTAX, name, line->number,
                     _sudoku_column (line->text, p), _("unexpected character %s"), what);
  return FALSE;
}

static gboolean
check_cell_count (const SudokuLine  *line,
                  int                n_cells,
                  const char        *name,
                  GError           **error)
{
  if (n_cells == SK_SIZE)
    return TRUE;

  _sudoku_set_error (error, SUDOKU_FILE_ERROR_WRONG_SIZE, name, line->number, 0,
                     _("expected %d cells, found %d"), SK_SIZE, n_cells);
  return FALSE;
}

/* "..9.2.465": nine cell characters in one word. */
static gboolean
parse_compact_row (const SudokuLine  *line,
                   uint8_t            cells[SK_SIZE],
                   const char        *name,
                   GError           **error)
{
  const char *end = line->text + line->length;
  int n_cells = 0;

  for (const char *p = _sudoku_skip_space (line->text, end); p < end; p++)
    {
      int value = _sudoku_cell_value (*p);

      if (_sudoku_is_space (*p))
        continue;
      if (value < 0)
        return unexpected_char (line, p, name, error);
      if (n_cells < SK_SIZE)
        cells[n_cells] = (uint8_t) value;
      n_cells++;
    }

  return check_cell_count (line, n_cells, name, error);
}

/* "0 9 0 3 0 0 0 0 0": nine words of one cell character each. */
static gboolean
parse_matrix_row (const SudokuLine  *line,
                  uint8_t            cells[SK_SIZE],
                  const char        *name,
                  GError           **error)
{
  const char *end = line->text + line->length;
  const char *p = _sudoku_skip_space (line->text, end);
  int n_cells = 0;

  while (p < end)
    {
      const char *word = p;

      while (word < end && !_sudoku_is_space (*word))
        {
          if (_sudoku_cell_value (*word) < 0)
            return unexpected_char (line, word, name, error);
          word++;
        }

      if (word - p > 1)
        {
          _sudoku_set_error (error, SUDOKU_FILE_ERROR_SYNTAX, name, line->number,
                             _sudoku_column (line->text, p),
                             _("expected one digit per cell, found '%.*s'"),
                             (int) MIN (word - p, 16), p);
          return FALSE;
        }

      if (n_cells < SK_SIZE)
        cells[n_cells] = (uint8_t) _sudoku_cell_value (*p);
      n_cells++;
      p = _sudoku_skip_space (word, end);
    }

  return check_cell_count (line, n_cells, name, error);
}

/* "1..|.4.|..7", "|1..|.4.|..7|": a '|' between groups of three, and
 * optionally at both ends. */
static gboolean
parse_ss_row (const SudokuLine  *line,
              uint8_t            cells[SK_SIZE],
              const char        *name,
              GError           **error)
{
  const char *end = line->text + line->length;
  gboolean border[4] = { FALSE, FALSE, FALSE, FALSE };
  int n_cells = 0;

  for (const char *p = line->text; p < end; p++)
    {
      int value = _sudoku_cell_value (*p);

      if (_sudoku_is_space (*p))
        continue;

      if (*p == '|')
        {
          if (n_cells > SK_SIZE || n_cells % 3 != 0 || border[n_cells / 3])
            {
              _sudoku_set_error (error, SUDOKU_FILE_ERROR_SYNTAX, name, line->number,
                                 _sudoku_column (line->text, p),
                                 _("a '|' belongs after every third cell"));
              return FALSE;
            }
          border[n_cells / 3] = TRUE;
          continue;
        }

      if (value < 0)
        return unexpected_char (line, p, name, error);

      if ((n_cells == 3 || n_cells == 6) && !border[n_cells / 3])
        {
          g_autofree char *what = _sudoku_describe_char (p, end);

          _sudoku_set_error (error, SUDOKU_FILE_ERROR_SYNTAX, name, line->number,
                             _sudoku_column (line->text, p),
                             _("expected '|' after three cells, found %s"), what);
          return FALSE;
        }

      if (n_cells < SK_SIZE)
        cells[n_cells] = (uint8_t) value;
      n_cells++;
    }

  return check_cell_count (line, n_cells, name, error);
}

static gboolean
parse_given_row (BlockParser       *parser,
                 const SudokuLine  *line,
                 SudokuFormat       style,
                 GError           **error)
{
  uint8_t *cells = parser->givens.cell + (gsize) parser->n_rows * SK_SIZE;

  switch (style)
    {
    case SUDOKU_FORMAT_SS:
      return parse_ss_row (line, cells, parser->name, error);
    case SUDOKU_FORMAT_SDK:
      return parse_compact_row (line, cells, parser->name, error);
    case SUDOKU_FORMAT_MATRIX:
    default:
      return parse_matrix_row (line, cells, parser->name, error);
    }
}

/* Region rows are only read once the row count says they are one: a tenth
 * row of cells is a wrong size, not a bad region map. */
static gboolean
parse_region_rows (BlockParser  *parser,
                   SkLayout     *layout,
                   GError      **error)
{
  SudokuRegionText regions;

  _sudoku_region_text_init (&regions);
  for (int r = 0; r < SK_SIZE; r++)
    {
      const SudokuLine *line = &parser->region_rows[r];

      if (!_sudoku_region_text_add (&regions, line->text, line->length, line->number, 1,
                                    SK_SIZE, parser->name, error))
        return FALSE;
    }

  return _sudoku_region_text_finish (&regions, parser->name, layout, error);
}

/* @format is set as soon as the first row shows it, even when the text is
 * then refused. */
SudokuPuzzle *
_sudoku_block_parse (const char    *text,
                     gsize          length,
                     const char    *name,
                     SudokuFormat  *format,
                     GError       **error)
{
  g_autoptr(SudokuPuzzle) puzzle = NULL;
  BlockParser parser = { .name = name };
  const char *cursor = _sudoku_skip_bom (text, &length);
  const char *end = cursor + length;
  SudokuLine line = { 0 };
  gboolean first = TRUE;      /* no line with content seen yet */
  gboolean sections = FALSE;  /* SadMan's [Puzzle], [State], ... */
  gboolean in_puzzle = FALSE;
  gboolean seen_puzzle = FALSE;

  *format = SUDOKU_FORMAT_UNKNOWN;

  while (_sudoku_next_line (&cursor, end, &line))
    {
      if (_sudoku_line_is_skipped (&line))
        continue;

      {
        const char *section;
        gsize section_length;

        if (first && section_header (&line, &section, &section_length))
          {
            *format = SUDOKU_FORMAT_SDK;
            sections = TRUE;
          }
        first = FALSE;

        if (sections && section_header (&line, &section, &section_length))
          {
            in_puzzle = _sudoku_line_is_sadman_puzzle (&line);
            if (in_puzzle && seen_puzzle)
              {
                _sudoku_set_error (error, SUDOKU_FILE_ERROR_SYNTAX, name, line.number, 0,
                                   _("expected one [Puzzle] section, found another"));
                return NULL;
              }
            if (in_puzzle)
              {
                seen_puzzle = TRUE;
                parser.last_line = line.number;
              }
            continue;
          }
        if (sections && !in_puzzle)
          continue;
      }

      if (is_separator (&line))
        {
          if (*format == SUDOKU_FORMAT_UNKNOWN)
            *format = SUDOKU_FORMAT_SS;
          continue;
        }

      if (parser.n_rows == MAX_ROWS)
        {
          _sudoku_set_error (error, SUDOKU_FILE_ERROR_WRONG_SIZE, name, line.number, 0,
                             _("expected 9 rows (or 18 with a region map), found more"));
          return NULL;
        }

      if (parser.n_rows < SK_SIZE)
        {
          SudokuFormat style = row_style (&line);

          if (*format == SUDOKU_FORMAT_UNKNOWN)
            *format = style;
          if (!parse_given_row (&parser, &line, style, error))
            return NULL;
          if (parser.first_line == 0)
            parser.first_line = line.number;
        }
      else
        {
          parser.region_rows[parser.n_rows - SK_SIZE] = line;
        }

      parser.n_rows++;
      parser.last_line = line.number;
    }

  if (parser.n_rows == 0 && !sections)
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_EMPTY, name, 0, 0,
                         length == 0 ? _("the file is empty")
                                     : _("the file holds no puzzle"));
      return NULL;
    }

  if (parser.n_rows != SK_SIZE && parser.n_rows != MAX_ROWS)
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_WRONG_SIZE, name, parser.last_line, 0,
                         _("expected 9 rows (or 18 with a region map), found %d"),
                         parser.n_rows);
      return NULL;
    }

  puzzle = sudoku_puzzle_new ();
  puzzle->givens = parser.givens;
  puzzle->line = parser.first_line;

  if (parser.n_rows == MAX_ROWS)
    {
      *format = SUDOKU_FORMAT_JIGSAW_GRID;
      if (!parse_region_rows (&parser, &puzzle->layout, error))
        return NULL;
      puzzle->has_layout = TRUE;
    }

  return g_steal_pointer (&puzzle);
}
