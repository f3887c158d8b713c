/* fuzz-layouts.c: the engine targets' reading of givens and layouts
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * See fuzz-layouts.h for the bytes read. Moved here from fuzz-solver.c
 * unchanged, so that fuzz-solver's corpus still means what it meant.
 */

#include <string.h>

#include "fuzz-layouts.h"

#define MAX_SWAPS 32

/* data/layouts/windmill.layout */
static const char windmill[] =
  "111112223441112223444152233444452333665555533666758888667759888677799988677799999";

uint8_t
fuzz_next_byte (FuzzBytes *bytes)
{
  return bytes->position < bytes->size ? bytes->data[bytes->position++] : 0;
}

void
fuzz_read_givens (FuzzBytes *bytes,
                  SkGrid    *grid)
{
  for (int cell = 0; cell < SK_CELLS; cell++)
    grid->cell[cell] = fuzz_next_byte (bytes) % 10;
}

void
fuzz_read_layout (FuzzBytes *bytes,
                  SkLayout  *layout)
{
  char symbols[SK_CELLS];
  int kind = fuzz_next_byte (bytes) % 5;
  SkLayoutStatus status;

  switch (kind)
    {
    case 0:
      sk_layout_init_standard (layout);
      return;

    case 1:
    case 2:
      for (int cell = 0; cell < SK_CELLS; cell++)
        symbols[cell] = (char) ('1' + (kind == 1 ? sk_cell_row (cell) : sk_cell_column (cell)));
      break;

    case 3:
      for (int cell = 0; cell < SK_CELLS; cell++)
        symbols[cell] = (char) fuzz_next_byte (bytes);
      if (sk_layout_init_from_symbols (layout, symbols, SK_CELLS, NULL) == SK_LAYOUT_OK)
        return;
      memcpy (symbols, windmill, SK_CELLS);
      break;

    case 4:
    default:
      {
        int n_swaps = fuzz_next_byte (bytes) % MAX_SWAPS;

        memcpy (symbols, windmill, SK_CELLS);
        for (int i = 0; i < n_swaps; i++)
          {
            int a = fuzz_next_byte (bytes) % SK_CELLS;
            int b = fuzz_next_byte (bytes) % SK_CELLS;
            char symbol = symbols[a];

            symbols[a] = symbols[b];
            symbols[b] = symbol;
          }
      }
      break;
    }

  status = sk_layout_init_from_symbols (layout, symbols, SK_CELLS, NULL);
  FUZZ_CHECK (status == SK_LAYOUT_OK, "a layout of nine regions of nine refused: %s",
              sk_layout_status_to_string (status));
}
