/* sk-layout.c: region layouts and the unit and peer tables derived from them
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "sk-layout.h"

#include <string.h>

bool
sk_layout_symbol_is_valid (char symbol)
{
  return (symbol >= '0' && symbol <= '9') ||
         (symbol >= 'a' && symbol <= 'z') ||
         (symbol >= 'A' && symbol <= 'Z');
}

/* Fills every table from `region`, which must already hold nine regions of
 * nine, and from the extra houses' cells, which stay as they are. */
void
sk_layout_build_tables (SkLayout *layout)
{
  int filled[SK_UNITS] = { 0 };

  memset (layout->cell_unit_bits, 0, sizeof layout->cell_unit_bits);
  memset (layout->cell_extra_bits, 0, sizeof layout->cell_extra_bits);

  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      int units[3] = {
        sk_cell_row (cell),
        SK_SIZE + sk_cell_column (cell),
        2 * SK_SIZE + layout->region[cell],
      };

      for (int i = 0; i < 3; i++)
        {
          layout->cell_units[cell][i] = (uint8_t) units[i];
          layout->cell_unit_bits[cell] |= UINT32_C (1) << units[i];
          layout->unit_cells[units[i]][filled[units[i]]++] = (uint8_t) cell;
        }
    }

  for (int e = 0; e < layout->n_extra; e++)
    for (int i = 0; i < SK_SIZE; i++)
      layout->cell_extra_bits[layout->unit_cells[SK_UNITS + e][i]] |= (uint8_t) (1u << e);

  for (int unit = 0; unit < SK_MAX_UNITS; unit++)
    {
      layout->unit_board[unit] = SK_BOARD_EMPTY;
      if (unit >= sk_layout_n_units (layout))
        continue;
      for (int i = 0; i < SK_SIZE; i++)
        layout->unit_board[unit] = sk_board_or (layout->unit_board[unit],
                                                sk_board_cell (layout->unit_cells[unit][i]));
    }

  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      SkBoard peers = SK_BOARD_EMPTY;

      for (int i = 0; i < 3; i++)
        peers = sk_board_or (peers, layout->unit_board[layout->cell_units[cell][i]]);
      for (int e = 0; e < layout->n_extra; e++)
        if ((layout->cell_extra_bits[cell] >> e) & 1)
          peers = sk_board_or (peers, layout->unit_board[SK_UNITS + e]);
      layout->peer_board[cell] = sk_board_and_not (peers, sk_board_cell (cell));
    }
}

void
sk_layout_init_standard (SkLayout *layout)
{
  memset (layout, 0, sizeof *layout);

  for (int cell = 0; cell < SK_CELLS; cell++)
    layout->region[cell] = (uint8_t) (3 * (sk_cell_row (cell) / 3) + sk_cell_column (cell) / 3);
  for (int r = 0; r < SK_SIZE; r++)
    layout->symbol[r] = (char) ('1' + r);

  sk_layout_build_tables (layout);
}

static SkLayoutStatus
fail (SkLayoutProblem *problem,
      SkLayoutStatus   status,
      int              position,
      char             symbol,
      int              count)
{
  if (problem != NULL)
    *problem = (SkLayoutProblem) { status, position, symbol, count };
  return status;
}

SkLayoutStatus
sk_layout_init_from_symbols (SkLayout        *layout,
                             const char      *symbols,
                             size_t           length,
                             SkLayoutProblem *problem)
{
  SkLayout parsed;
  int region_of_symbol[128];
  int size[SK_SIZE] = { 0 };
  int n_regions = 0;

  if (length != SK_CELLS)
    return fail (problem, SK_LAYOUT_ERROR_LENGTH, -1, 0, (int) length);

  memset (&parsed, 0, sizeof parsed);
  for (int i = 0; i < 128; i++)
    region_of_symbol[i] = -1;

  /* Regions are numbered by first appearance, which makes the numbering
   * canonical: equal partitions get equal region arrays. */
  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      char symbol = symbols[cell];
      int *region;

      if (!sk_layout_symbol_is_valid (symbol))
        return fail (problem, SK_LAYOUT_ERROR_SYMBOL, cell, symbol, 0);

      region = &region_of_symbol[(unsigned char) symbol];
      if (*region < 0)
        {
          if (n_regions == SK_SIZE)
            return fail (problem, SK_LAYOUT_ERROR_REGION_COUNT, cell, symbol, n_regions + 1);
          parsed.symbol[n_regions] = symbol;
          *region = n_regions++;
        }
      parsed.region[cell] = (uint8_t) *region;
      size[*region]++;
    }

  if (n_regions != SK_SIZE)
    return fail (problem, SK_LAYOUT_ERROR_REGION_COUNT, -1, 0, n_regions);

  for (int r = 0; r < SK_SIZE; r++)
    if (size[r] != SK_SIZE)
      return fail (problem, SK_LAYOUT_ERROR_REGION_SIZE, -1, parsed.symbol[r], size[r]);

  sk_layout_build_tables (&parsed);
  *layout = parsed;
  if (problem != NULL)
    *problem = (SkLayoutProblem) { SK_LAYOUT_OK, -1, 0, 0 };
  return SK_LAYOUT_OK;
}

void
sk_layout_to_symbols (const SkLayout *layout,
                      char            out[SK_CELLS + 1])
{
  for (int cell = 0; cell < SK_CELLS; cell++)
    out[cell] = layout->symbol[layout->region[cell]];
  out[SK_CELLS] = '\0';
}

bool
sk_layout_equal (const SkLayout *a,
                 const SkLayout *b)
{
  return memcmp (a->region, b->region, sizeof a->region) == 0 &&
         a->n_extra == b->n_extra &&
         memcmp (a->unit_cells[SK_UNITS], b->unit_cells[SK_UNITS],
                 (size_t) a->n_extra * sizeof a->unit_cells[0]) == 0;
}

bool
sk_layout_regions_are_standard (const SkLayout *layout)
{
  SkLayout standard;

  sk_layout_init_standard (&standard);
  return memcmp (layout->region, standard.region, sizeof standard.region) == 0;
}

bool
sk_layout_is_standard (const SkLayout *layout)
{
  SkLayout standard;

  sk_layout_init_standard (&standard);
  return sk_layout_equal (layout, &standard);
}

/* Flood fills over four-way neighbours of the same region. It works on any
 * region map, also one with regions of the wrong size, which the layout
 * editor has while a person paints. */
void
sk_regions_count_pieces (const uint8_t region[SK_CELLS],
                         int           pieces[SK_SIZE])
{
  bool seen[SK_CELLS] = { false };

  for (int r = 0; r < SK_SIZE; r++)
    pieces[r] = 0;

  for (int start = 0; start < SK_CELLS; start++)
    {
      int stack[SK_CELLS];
      int n_stack = 0;

      if (seen[start] || region[start] >= SK_SIZE)
        continue;

      pieces[region[start]]++;
      seen[start] = true;
      stack[n_stack++] = start;
      while (n_stack > 0)
        {
          int cell = stack[--n_stack];
          int row = sk_cell_row (cell);
          int col = sk_cell_column (cell);
          const int next[4] = {
            row > 0 ? cell - SK_SIZE : -1,
            row < SK_SIZE - 1 ? cell + SK_SIZE : -1,
            col > 0 ? cell - 1 : -1,
            col < SK_SIZE - 1 ? cell + 1 : -1,
          };

          for (int i = 0; i < 4; i++)
            if (next[i] >= 0 && !seen[next[i]] && region[next[i]] == region[start])
              {
                seen[next[i]] = true;
                stack[n_stack++] = next[i];
              }
        }
    }
}

int
sk_layout_find_disconnected (const SkLayout *layout)
{
  int pieces[SK_SIZE];

  sk_regions_count_pieces (layout->region, pieces);
  for (int r = 0; r < SK_SIZE; r++)
    if (pieces[r] != 1)
      return r;
  return -1;
}

const char *
sk_layout_status_to_string (SkLayoutStatus status)
{
  switch (status)
    {
    case SK_LAYOUT_OK:
      return "valid layout";
    case SK_LAYOUT_ERROR_LENGTH:
      return "a layout needs exactly 81 region symbols";
    case SK_LAYOUT_ERROR_SYMBOL:
      return "region symbols must be digits or letters";
    case SK_LAYOUT_ERROR_REGION_COUNT:
      return "a layout needs exactly nine regions";
    case SK_LAYOUT_ERROR_REGION_SIZE:
      return "every region needs exactly nine cells";
    case SK_LAYOUT_ERROR_HOUSE_SIZE:
      return "every extra house needs exactly nine cells";
    case SK_LAYOUT_ERROR_HOUSE_REPEAT:
      return "a cell appears twice in one extra house";
    case SK_LAYOUT_ERROR_HOUSE_COUNT:
      return "a layout may have at most five extra houses";
    case SK_LAYOUT_ERROR_HOUSE_CELL:
      return "extra house cells must be r1c1 to r9c9";
    default:
      return "unknown layout problem";
    }
}

/* Depth first over the regions in order, each taking the lowest colour that
 * none of its earlier neighbours has. Nine regions: at most 4^9 tries, and
 * far fewer in practice. */
static bool
colour_from (const bool adjacent[SK_SIZE][SK_SIZE],
             int        region,
             int        colour[SK_SIZE])
{
  if (region == SK_SIZE)
    return true;

  for (int c = 0; c < SK_REGION_COLOURS; c++)
    {
      bool free = true;

      for (int other = 0; other < region && free; other++)
        free = !(adjacent[region][other] && colour[other] == c);
      if (!free)
        continue;
      colour[region] = c;
      if (colour_from (adjacent, region + 1, colour))
        return true;
    }
  return false;
}

bool
sk_layout_colour_regions (const SkLayout *layout,
                          int             colour[SK_SIZE])
{
  bool adjacent[SK_SIZE][SK_SIZE] = { { false } };

  for (int i = 0; i < SK_CELLS; i++)
    {
      int region = layout->region[i];

      if (sk_cell_column (i) + 1 < SK_SIZE)
        {
          adjacent[region][layout->region[i + 1]] = true;
          adjacent[layout->region[i + 1]][region] = true;
        }
      if (sk_cell_row (i) + 1 < SK_SIZE)
        {
          adjacent[region][layout->region[i + SK_SIZE]] = true;
          adjacent[layout->region[i + SK_SIZE]][region] = true;
        }
    }

  if (colour_from (adjacent, 0, colour))
    return true;
  for (int region = 0; region < SK_SIZE; region++)
    colour[region] = region % SK_REGION_COLOURS;
  return false;
}
