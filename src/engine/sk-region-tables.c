/* sk-region-tables.c: a layout's tables for the jigsaw search, built once per layout and thread
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "sk-region-tables.h"

#include <string.h>

/* What the tables depend on: the regions and the extra houses. */
typedef struct
{
  uint8_t    region[SK_CELLS];
  SkExtraKey extra;
} RegionsKey;

typedef struct
{
  bool           built;
  RegionsKey     key;
  SkRegionTables tables;
  /* Bit 9 i + k of the region boards (lane i / 3, field i % 3), whatever
   * the layout: a layout's cells are copied from here. */
  SkVec          at_position[SK_CELLS];
} RegionsCache;

static _Thread_local RegionsCache cache;

/* The tables every layout shares: the cells' bits, the rows and the
 * columns, and the bits of the region boards. */
static void
build_lines (SkRegionTables *t,
             SkVec           at_position[SK_CELLS])
{
  for (int i = 0; i < SK_CELLS; i++)
    at_position[i] = sk_lane_one[i / SK_BAND_BITS] << (i % SK_BAND_BITS);
  memset (t->bands.unit, 0, sizeof t->bands.unit[0] * SK_REGION_UNIT (0));
  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      t->cell[cell] = (SkVec) { 0, 0, 0, 0 };
      t->cell[cell][cell / SK_BAND_BITS] = UINT32_C (1) << (cell % SK_BAND_BITS);
      t->bands.unit[cell / SK_SIZE] |= t->cell[cell];
      t->bands.unit[SK_SIZE + cell % SK_SIZE] |= t->cell[cell];
    }
  for (int cell = 0; cell < SK_CELLS; cell++)
    t->line_houses[cell] = t->bands.unit[cell / SK_SIZE] | t->bands.unit[SK_SIZE + cell % SK_SIZE];
}

/* Each of the four bit boards of @v, a unit's boards by its index: board b
 * the union of those whose index has bit b set. Written out, where a loop
 * over the indices cost four times the instructions in its control. */
static inline void
union_by_index_bit (const SkVec v[SK_SIZE],
                    SkVec       out[SK_REGION_ID_BITS])
{
  SkVec v37 = v[3] | v[7];
  SkVec v567 = v[5] | v[6] | v[7];

  out[0] = v[1] | v37 | v[5];
  out[1] = v[2] | v37 | v[6];
  out[2] = v[4] | v567;
  out[3] = v[8];
}

/* Every table of a layout, from its regions and extra houses. A benchmark
 * or a fuzzer solves each layout once or twice, so this is paid per solve
 * there: peers are not tabled but ORed from a cell's houses when a digit is
 * placed, the units come from the layout's boards (nine conversions instead
 * of an OR per cell), and a cell's bit on the region boards is copied from
 * a table of the 81 bits (a one-lane constant shifted cost twice as many
 * instructions; a lane chosen at run time would go through memory). */
static void
build_tables (SkRegionTables *t,
              const SkLayout *layout,
              const SkVec     at_position[SK_CELLS])
{
  SkBands *bands = &t->bands;
  int n_units = sk_layout_n_units (layout);

  for (int u = SK_REGION_UNIT (0); u < n_units; u++)
    bands->unit[u] = sk_vec_from_board (layout->unit_board[u]);
  /* A region's cells are listed in reading order: the k-th is at bit 9 i + k
   * of the region boards, bit 9 (i % 3) + k of lane i / 3. */
  for (int i = 0; i < SK_SIZE; i++)
    for (int k = 0; k < SK_SIZE; k++)
      {
        int c = layout->unit_cells[SK_REGION_UNIT (i)][k];

        t->region_cell[c] = at_position[SK_SIZE * i + k];
        t->cell_at[SK_SIZE * i + k] = (uint8_t) c;
        t->region_of[c] = (uint8_t) i;
      }
  for (int row = 0; row < SK_SIZE; row++)
    {
      SkVec line = { 0, 0, 0, 0 };

      for (int column = 0; column < SK_SIZE; column++)
        line |= t->region_cell[SK_SIZE * row + column];
      t->line_by_region[row] = line;
    }
  for (int column = 0; column < SK_SIZE; column++)
    {
      SkVec line = { 0, 0, 0, 0 };

      for (int row = 0; row < SK_SIZE; row++)
        line |= t->region_cell[SK_SIZE * row + column];
      t->line_by_region[SK_SIZE + column] = line;
    }
  union_by_index_bit (bands->unit + SK_REGION_UNIT (0), t->region_bit);
  union_by_index_bit (t->line_by_region, t->row_bit_by_region);
  union_by_index_bit (t->line_by_region + SK_SIZE, t->column_bit_by_region);
  bands->n_extra = layout->n_extra;

  if (layout->n_extra > 0)
    {
      memset (t->extra_peer, 0, sizeof t->extra_peer);
      memset (t->extra_peer_by_region, 0, sizeof t->extra_peer_by_region);
    }
  for (int e = 0; e < layout->n_extra; e++)
    {
      const uint8_t *cells = layout->unit_cells[SK_UNITS + e];
      SkVec house = { 0, 0, 0, 0 };

      for (int k = 0; k < SK_SIZE; k++)
        house |= t->region_cell[cells[k]];
      for (int k = 0; k < SK_SIZE; k++)
        {
          t->extra_peer[cells[k]] |= bands->unit[SK_UNITS + e];
          t->extra_peer_by_region[cells[k]] |= house;
        }
    }
  sk_bands_add_pairs (bands, layout);
}

const SkRegionTables *
sk_region_tables_for_layout (const SkLayout *layout)
{
  RegionsKey     key;

  memcpy (key.region, layout->region, sizeof key.region);
  sk_extra_key_of (layout, &key.extra);
  if (!cache.built || memcmp (&key, &cache.key, sizeof key) != 0)
    {
      if (!cache.built)
        build_lines (&cache.tables, cache.at_position);
      build_tables (&cache.tables, layout, cache.at_position);
      cache.key = key;
      cache.built = true;
    }
  return &cache.tables;
}
