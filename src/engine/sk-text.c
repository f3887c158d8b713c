/* sk-text.c: the 81-character line form of a puzzle
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "sk-text.h"

bool
sk_text_parse_line (const char *text,
                    size_t      length,
                    SkGrid     *grid)
{
  SkGrid parsed;

  if (length != SK_CELLS)
    return false;

  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      char c = text[cell];

      if (c == '.' || c == '0')
        parsed.cell[cell] = 0;
      else if (c >= '1' && c <= '9')
        parsed.cell[cell] = (uint8_t) (c - '0');
      else
        return false;
    }

  *grid = parsed;
  return true;
}

void
sk_text_format_line (const SkGrid *grid,
                     char          out[SK_CELLS + 1])
{
  for (int cell = 0; cell < SK_CELLS; cell++)
    out[cell] = (char) (grid->cell[cell] != 0 ? '0' + grid->cell[cell] : '.');
  out[SK_CELLS] = '\0';
}
