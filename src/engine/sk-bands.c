/* sk-bands.c: a layout's units, peers and unit pairs as band boards, kept per thread
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "sk-bands.h"

#include <string.h>

/* What the tables depend on once the regions are the standard boxes: the
 * extra houses. Comparing these bytes costs a few nanoseconds, building the
 * tables a microsecond, a third of an easy solve. */
typedef SkExtraKey BandsKey;

#define BOX_ROW(a, b, c) a, a, a, b, b, b, c, c, c
static const uint8_t standard_regions[SK_CELLS] = {
  BOX_ROW (0, 1, 2), BOX_ROW (0, 1, 2), BOX_ROW (0, 1, 2),
  BOX_ROW (3, 4, 5), BOX_ROW (3, 4, 5), BOX_ROW (3, 4, 5),
  BOX_ROW (6, 7, 8), BOX_ROW (6, 7, 8), BOX_ROW (6, 7, 8),
};
#undef BOX_ROW

typedef struct
{
  bool     built;
  BandsKey key;
  SkBands  bands;
} BandsCache;

static _Thread_local BandsCache cache;

SkVec
sk_vec_from_board (SkBoard board)
{
  SkVec v = { 0, 0, 0, 0 };

  v[0] = (uint32_t) board.lo & SK_BAND_MASK;
  v[1] = (uint32_t) (board.lo >> SK_BAND_BITS) & SK_BAND_MASK;
  v[2] = (uint32_t) ((board.lo >> (2 * SK_BAND_BITS)) | (board.hi << (64 - 2 * SK_BAND_BITS))) & SK_BAND_MASK;
  return v;
}

void
sk_extra_key_of (const SkLayout *layout,
                 SkExtraKey     *key)
{
  memset (key, 0, sizeof *key);
  key->n_extra = (uint8_t) layout->n_extra;
  for (int e = 0; e < layout->n_extra; e++)
    memcpy (key->extra_cells[e], layout->unit_cells[SK_UNITS + e], SK_SIZE);
}

static void
add_pair (SkBands *bands,
          int      a,
          int      b)
{
  bands->pairs[bands->n_pairs++] = (SkUnitPair) {
    .only_a = bands->unit[a] & ~bands->unit[b],
    .only_b = bands->unit[b] & ~bands->unit[a],
  };
}

/* The pairs of an extra house and a unit sharing two cells or more, found by
 * counting the house's cells per unit; none of a house of @aligned (bit e
 * for extra house e) and a region. */
static void
add_pairs (SkBands        *bands,
           const SkLayout *layout,
           unsigned        aligned)
{
  bands->n_pairs = 0;
  for (int unit = SK_UNITS; unit < sk_layout_n_units (layout); unit++)
    {
      uint8_t shared[SK_MAX_UNITS] = { 0 };

      for (int k = 0; k < SK_SIZE; k++)
        {
          int cell = layout->unit_cells[unit][k];

          for (int j = 0; j < 3; j++)
            shared[layout->cell_units[cell][j]]++;
          for (unsigned e = layout->cell_extra_bits[cell]; e != 0; e &= e - 1)
            shared[SK_UNITS + __builtin_ctz (e)]++;
        }
      /* Each pair once, from the side of its later unit. */
      for (int other = 0; other < unit; other++)
        if (shared[other] >= 2
            && !(((aligned >> (unit - SK_UNITS)) & 1) && other >= 2 * SK_SIZE && other < SK_UNITS))
          add_pair (bands, other, unit);
    }
}

void
sk_bands_add_pairs (SkBands        *bands,
                    const SkLayout *layout)
{
  add_pairs (bands, layout, 0);
}

/* The extra houses with one cell in each row and column. */
static unsigned
find_transversals (const SkLayout *layout)
{
  unsigned transversal = 0;

  for (int e = 0; e < layout->n_extra; e++)
    {
      unsigned rows = 0;
      unsigned columns = 0;

      for (int k = 0; k < SK_SIZE; k++)
        {
          int cell = layout->unit_cells[SK_UNITS + e][k];

          rows |= 1u << (cell / SK_SIZE);
          columns |= 1u << (cell % SK_SIZE);
        }
      if (rows == (1u << SK_SIZE) - 1 && columns == (1u << SK_SIZE) - 1)
        transversal |= 1u << e;
    }

  return transversal;
}

static void
pair_transversals (SkBands *bands)
{
  unsigned houses = bands->transversal;

  bands->n_transversal_pairs = 0;
  while (houses != 0)
    {
      SkVec *pair = bands->transversal_pair[bands->n_transversal_pairs++];

      pair[0] = bands->unit[SK_UNITS + __builtin_ctz (houses)];
      houses &= houses - 1;
      pair[1] = houses != 0 ? bands->unit[SK_UNITS + __builtin_ctz (houses)] : pair[0];
      houses &= houses - 1;
    }
}

/* The transversal houses with their three cells of each band in one box,
 * into bands->aligned_*; returns them as bits of extra houses. */
static unsigned
align_transversals (SkBands *bands)
{
  unsigned aligned = 0;

  bands->n_aligned = 0;
  for (unsigned houses = bands->transversal; houses != 0; houses &= houses - 1)
    {
      int e = __builtin_ctz (houses);
      SkVec house = bands->unit[SK_UNITS + e];
      SkVec columns = { 0, 0, 0, 0 };
      SkVec box_rest = { 0, 0, 0, 0 };
      bool in_boxes = true;

      for (int band = 0; band < 3; band++)
        {
          uint32_t lane = house[band];
          uint32_t used = (lane | (lane >> 9) | (lane >> 18)) & SK_ROW_MASK;
          uint32_t box = UINT32_C (7) << (__builtin_ctz (used) / 3 * 3);

          in_boxes = in_boxes && (used & ~box) == 0;
          columns[band] = box;
          box_rest[band] = box * SK_ROW_ONES & ~lane;
        }
      if (!in_boxes)
        continue;
      bands->aligned_house[bands->n_aligned] = house;
      bands->aligned_columns[bands->n_aligned] = columns;
      bands->aligned_box_rest[bands->n_aligned] = box_rest;
      bands->n_aligned++;
      aligned |= 1u << e;
    }

  return aligned;
}

static void
build (SkBands        *bands,
       const SkLayout *layout)
{
  int n_units = sk_layout_n_units (layout);

  bands->n_extra = layout->n_extra;
  bands->transversal = find_transversals (layout);
  bands->other_extra = ((1u << layout->n_extra) - 1) & ~bands->transversal;
  for (int unit = 0; unit < n_units; unit++)
    bands->unit[unit] = sk_vec_from_board (layout->unit_board[unit]);
  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      const uint8_t *units = layout->cell_units[cell];
      SkVec peer = bands->unit[units[0]] | bands->unit[units[1]] | bands->unit[units[2]];

      for (unsigned e = layout->cell_extra_bits[cell]; e != 0; e &= e - 1)
        peer |= bands->unit[SK_UNITS + __builtin_ctz (e)];
      bands->cell[cell] = (SkVec) { 0, 0, 0, 0 };
      bands->cell[cell][cell / SK_BAND_BITS] = UINT32_C (1) << (cell % SK_BAND_BITS);
      bands->peer[cell] = peer & ~bands->cell[cell];
    }

  pair_transversals (bands);
  add_pairs (bands, layout, align_transversals (bands));
}

const SkBands *
sk_bands_for_layout (const SkLayout *layout)
{
  BandsKey key;

  if (memcmp (layout->region, standard_regions, sizeof standard_regions) != 0)
    return NULL;
  sk_extra_key_of (layout, &key);
  if (!cache.built || memcmp (&key, &cache.key, sizeof key) != 0)
    {
      build (&cache.bands, layout);
      cache.key = key;
      cache.built = true;
    }
  return &cache.bands;
}
