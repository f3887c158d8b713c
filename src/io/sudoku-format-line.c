/* sudoku-format-line.c: the 81-character line, alone or with 81 region symbols
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One puzzle per line: 81 cells ('1'-'9', '.' or '0' for a blank), optionally
 * whitespace and 81 region symbols (a jigsaw puzzle), then optionally
 * whitespace and the variant's extra houses as one word, optionally
 * whitespace and a '#' comment. Blank lines and lines starting with '#' hold
 * no puzzle. The extra houses word is the Extra= value of a layout file with
 * commas instead of spaces (sudoku-layout-extra.c):
 *
 *   4.....8.5.3...  111222333444...  diagonals
 *   4.....8.5.3...  111222333444...  windows;r1c5,r2c4,r2c6,r3c3,r3c7,...
 *
 * so a Sudoku-X puzzle spells out the standard boxes before its diagonals.
 */

#define G_LOG_DOMAIN "sudoku-format-line"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sudoku-io-private.h"

/* The longest row of a block format: "|1..|.4.|..7|" or "*-----------*". A
 * longer first word can only be the start of a puzzle line. */
#define LONGEST_BLOCK_ROW 13

/* The end of the word at p; a '#' ends it too, since a comment may follow
 * the puzzle without a space. */
static const char *
word_end (const char *p,
          const char *end)
{
  while (p < end && !_sudoku_is_space (*p) && *p != '#')
    p++;
  return p;
}

/* Whether a line (the first one with content) starts a line collection
 * rather than a puzzle drawn over several lines. */
gboolean
_sudoku_line_looks_like_puzzle (const SudokuLine *line,
                                gboolean         *has_regions)
{
  const char *end = line->text + line->length;
  const char *p = _sudoku_skip_space (line->text, end);
  const char *word = word_end (p, end);

  if (word - p <= LONGEST_BLOCK_ROW)
    return FALSE;

  for (const char *q = p; q < word; q++)
    if (*q == '|' || *q == '-' || *q == '+' || *q == '*')
      return FALSE;

  p = _sudoku_skip_space (word, end);
  *has_regions = p < end && *p != '#';
  return TRUE;
}

SudokuPuzzle *
_sudoku_line_parse (const SudokuLine  *line,
                    const char        *name,
                    GError           **error)
{
  g_autoptr(SudokuPuzzle) puzzle = NULL;
  const char *end = line->text + line->length;
  const char *p = _sudoku_skip_space (line->text, end);
  const char *word = word_end (p, end);
  SkGrid givens;
  int n_cells = 0;

  for (const char *q = p; q < word; q++)
    {
      int value = _sudoku_cell_value (*q);

      if (value < 0)
        {
          g_autofree char *what = _sudoku_describe_char (q, end);

          _sudoku_set_error (error, SUDOKU_FILE_ERROR_SYNTAX, name, line->number,
                             _sudoku_column (line->text, q),
                             _("unexpected character %s"), what);
          return NULL;
        }
      if (n_cells < SK_CELLS)
        givens.cell[n_cells] = (uint8_t) value;
      n_cells++;
    }

  if (n_cells != SK_CELLS)
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_WRONG_SIZE, name, line->number, 0,
                         _("expected %d cells, found %d"), SK_CELLS, n_cells);
      return NULL;
    }

  puzzle = sudoku_puzzle_new ();
  puzzle->givens = givens;
  puzzle->line = line->number;

  p = _sudoku_skip_space (word, end);
  if (p < end && *p != '#')
    {
      SudokuRegionText regions;

      word = word_end (p, end);
      _sudoku_region_text_init (&regions);
      if (!_sudoku_region_text_add (&regions, p, word - p, line->number,
                                    _sudoku_column (line->text, p), SK_CELLS, name, error) ||
          !_sudoku_region_text_finish (&regions, name, &puzzle->layout, error))
        return NULL;
      puzzle->has_layout = TRUE;

      p = _sudoku_skip_space (word, end);
      if (p < end && *p != '#')
        {
          g_autofree char *extra = NULL;

          word = word_end (p, end);
          extra = g_strndup (p, word - p);
          if (!_sudoku_extra_from_value (extra, line->number, name, &puzzle->layout, error))
            return NULL;

          p = _sudoku_skip_space (word, end);
          if (p < end && *p != '#')
            {
              _sudoku_set_error (error, SUDOKU_FILE_ERROR_SYNTAX, name, line->number,
                                 _sudoku_column (line->text, p),
                                 _("unexpected text after the extra houses"));
              return NULL;
            }
        }
    }

  return g_steal_pointer (&puzzle);
}
