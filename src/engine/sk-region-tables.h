/* sk-region-tables.h: a layout's tables for the jigsaw search, on band boards and region boards
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The jigsaw search (sk-propagate-regions.c) keeps each digit's board twice:
 * on the bands (sk-bands.h), where rows and columns are fixed fields, and
 * region by region, where region i is bits 9 i to 9 i + 8 (lane i / 3, field
 * i % 3), its cells in reading order. These tables say where each cell and
 * unit is on both.
 */

#pragma once

#include "sk-bands.h"

#define SK_REGION_UNIT(i) (2 * SK_SIZE + (i))

/* Bits of a unit's index, 0 to 8. */
#define SK_REGION_ID_BITS 4

/* The bands' tables, those of the region boards, and which cell is where.
 * Peers are not tabled: a cell's houses are ORed when a digit is placed. */
typedef struct
{
  SkBands bands;                      /* units and unit pairs; its cells and peers stay unbuilt */
  SkVec   cell[SK_CELLS];             /* a cell's bit on the band boards, whatever the layout */
  SkVec   region_cell[SK_CELLS];      /* and on the region boards */
  /* A cell's row and column on the band boards, whatever the layout: with
   * its region, the cells a digit placed there rules out. */
  SkVec   line_houses[SK_CELLS];
  SkVec   line_by_region[2 * SK_SIZE]; /* the rows, then the columns, there */
  /* Bit b of each cell's region on the band boards, and of its row and its
   * column on the region boards: places with one unit in common differ in
   * none of these. */
  SkVec   region_bit[SK_REGION_ID_BITS];
  SkVec   row_bit_by_region[SK_REGION_ID_BITS];
  SkVec   column_bit_by_region[SK_REGION_ID_BITS];
  /* The cells of a cell's extra houses on either board; left unset when the
   * layout has none. */
  SkVec   extra_peer[SK_CELLS];
  SkVec   extra_peer_by_region[SK_CELLS];
  uint8_t cell_at[3 * SK_BAND_BITS];  /* the cell at each bit of a region board */
  uint8_t region_of[SK_CELLS];
} SkRegionTables;

/* Region i's field on the region boards. */
#define FIELD(i) (SK_ROW_MASK << (SK_SIZE * ((i) % 3)))
static const SkVec sk_region_field[SK_SIZE] = {
  { FIELD (0), 0, 0, 0 }, { FIELD (1), 0, 0, 0 }, { FIELD (2), 0, 0, 0 },
  { 0, FIELD (3), 0, 0 }, { 0, FIELD (4), 0, 0 }, { 0, FIELD (5), 0, 0 },
  { 0, 0, FIELD (6), 0 }, { 0, 0, FIELD (7), 0 }, { 0, 0, FIELD (8), 0 },
};
#undef FIELD

/* The tables for @layout, built on the first call for it and kept for the
 * thread (a solve runs on one thread): valid until the thread asks for
 * another layout. */
const SkRegionTables *sk_region_tables_for_layout (const SkLayout *layout);
