/* sk-bands.h: a board as three 27-bit band words, and a layout's tables in that form
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The propagate search (sk-propagate.c) keeps each digit's board as one
 * 16-byte vector of four 32-bit lanes: lane b holds band b (rows 3b to
 * 3b + 2), row by row, nine bits a row, and lane 3 stays zero. Bit i of lane
 * b is then cell 27 b + i, the cell's own number less 27 b. In this form the
 * rows of a band, the columns of a band and the boxes of a band are fixed bit
 * fields, so hidden singles and box-line interactions for every row, column
 * and box of a digit come out of a few dozen shifts and masks on all three
 * bands at once, with no loop over units. GCC's generic vectors compile to
 * SSE2 on x86-64 and to plain words elsewhere, from the same source.
 *
 * The fixed fields hold for the standard boxes only: layouts with other
 * regions (jigsaw) keep their regions on boards of their own beside these
 * (sk-propagate-regions.c). Extra
 * houses (Sudoku-X, Windoku...) go through tables built once per layout from
 * its units and peers (sk_bands_for_layout): every unit as a band board, the
 * diagonals in pairs and with their boxes lane by lane, and the pairs of any
 * other extra house and a unit that share two cells or more, where locked
 * candidates can work.
 */

#pragma once

#include "sk-layout.h"

#include <string.h>

typedef uint32_t SkVec __attribute__ ((vector_size (16)));

#define SK_BAND_BITS  27
#define SK_BAND_MASK  ((UINT32_C (1) << SK_BAND_BITS) - 1)
/* Per row field of a band: the lowest bit, the low eight bits, the top bit. */
#define SK_ROW_ONES   (UINT32_C (1) | UINT32_C (1) << 9 | UINT32_C (1) << 18)
#define SK_ROW_LOW8   (UINT32_C (0xff) * SK_ROW_ONES)
#define SK_ROW_TOP    (UINT32_C (0x100) * SK_ROW_ONES)
#define SK_ROW_MASK   UINT32_C (0x1ff)
/* Per box group (three columns) of a nine-bit field. */
#define SK_BOX_ONES   UINT32_C (0x49)
#define SK_BOX_LOW2   (UINT32_C (3) * SK_BOX_ONES)
#define SK_BOX_TOP    (UINT32_C (4) * SK_BOX_ONES)

/* An extra house and another unit sharing two cells or more: locked
 * candidates look at these. */
typedef struct
{
  SkVec only_a;  /* cells of unit a outside unit b */
  SkVec only_b;
} SkUnitPair;

#define SK_MAX_UNIT_PAIRS (SK_MAX_EXTRA * SK_MAX_UNITS)

typedef struct
{
  SkVec      cell[SK_CELLS];
  SkVec      peer[SK_CELLS];
  SkVec      unit[SK_MAX_UNITS];
  int        n_extra;
  /* Bit e: extra house e has one cell in each row and column (a diagonal).
   * The search branches on a digit's two places in such a house. */
  unsigned   transversal;
  /* Those houses two by two (the last one twice when they are odd), for
   * hidden singles in both of a pair at once. */
  int        n_transversal_pairs;
  SkVec      transversal_pair[(SK_MAX_EXTRA + 1) / 2][2];
  unsigned   other_extra;  /* bit e: extra house e is not transversal */
  /* The transversal houses whose three cells in each band lie in one box
   * (the diagonals): locked candidates between such a house and its three
   * boxes run lane by lane, all at once, instead of through the unit pairs
   * (which leave them out). Per house: its cells, the box's three columns
   * in each lane, and each of those boxes less the house. */
  int        n_aligned;
  SkVec      aligned_house[SK_MAX_EXTRA];
  SkVec      aligned_columns[SK_MAX_EXTRA];
  SkVec      aligned_box_rest[SK_MAX_EXTRA];
  int        n_pairs;
  SkUnitPair pairs[SK_MAX_UNIT_PAIRS];
} SkBands;

/* The tables for @layout, built on the first call for it and kept for the
 * thread (a solve runs on one thread): valid until the thread asks for
 * another layout. NULL when the regions are not the standard boxes. */
const SkBands *sk_bands_for_layout (const SkLayout *layout);

/* The pairs of @layout's extra houses and units into @bands, whose units
 * are built already: the jigsaw search (sk-propagate-regions.c) builds the
 * rest of its tables itself, with its own boards region by region. */
void sk_bands_add_pairs (SkBands        *bands,
                         const SkLayout *layout);

/* The extra houses of a layout as bytes to compare: with the regions, what
 * a search's per-layout tables depend on. Zeroed past the houses. */
typedef struct
{
  uint8_t n_extra;
  uint8_t extra_cells[SK_MAX_EXTRA][SK_SIZE];
} SkExtraKey;

void sk_extra_key_of (const SkLayout *layout,
                      SkExtraKey     *key);

SkVec sk_vec_from_board (SkBoard board);

typedef uint64_t SkVec64 __attribute__ ((vector_size (16)));

/* Whether any lane is non-zero, folded as two 64-bit halves: four
 * instructions, where a fold of the four 32-bit lanes takes twelve (each lane
 * moved out of the vector on its own). */
static inline bool
sk_vec_any (SkVec v)
{
  SkVec64 halves = (SkVec64) v;

  return (halves[0] | halves[1]) != 0;
}

static inline SkVec
sk_vec_splat (uint32_t x)
{
  return (SkVec) { x, x, x, 0 };
}

/* Lanes 0-2 rotated by one and by two, lane 3 passed through (it is zero on
 * every board). One shuffle instruction: built lane by lane instead, GCC
 * moves each lane out of the vector and back. */
#ifdef __clang__
#define SK_VEC_SHUFFLE(v, a, b, c) __builtin_shufflevector ((v), (v), a, b, c, 3)
#else
#define SK_VEC_SHUFFLE(v, a, b, c) __builtin_shuffle ((v), (SkVec) { a, b, c, 3 })
#endif

/* Lanes of @a (0-3) and @b (4-7), all four chosen. */
#ifdef __clang__
#define SK_VEC_SHUFFLE2(a, b, i, j, k, l) __builtin_shufflevector ((a), (b), i, j, k, l)
#else
#define SK_VEC_SHUFFLE2(a, b, i, j, k, l) __builtin_shuffle ((a), (b), (SkVec) { i, j, k, l })
#endif

static inline SkVec
sk_vec_rotate1 (SkVec v)
{
  return SK_VEC_SHUFFLE (v, 1, 2, 0);
}

static inline SkVec
sk_vec_rotate2 (SkVec v)
{
  return SK_VEC_SHUFFLE (v, 2, 0, 1);
}

/* Each lane's bit count, summed; without a popcount instruction in the
 * target (plain x86-64 has none) this stays inline: bytes counted in the
 * vector, then the two 64-bit halves added and their bytes summed by one
 * multiplication. */
static inline int
sk_vec_count (SkVec v)
{
#ifdef __POPCNT__
  return __builtin_popcount (v[0]) + __builtin_popcount (v[1]) + __builtin_popcount (v[2]);
#else
  SkVec64 halves;

  v = v - ((v >> 1) & UINT32_C (0x55555555));
  v = (v & UINT32_C (0x33333333)) + ((v >> 2) & UINT32_C (0x33333333));
  v = (v + (v >> 4)) & UINT32_C (0x0f0f0f0f);
  halves = (SkVec64) v;
  return (int) (((halves[0] + halves[1]) * UINT64_C (0x0101010101010101)) >> 56);
#endif
}

/* True when the board holds exactly one cell. */
static inline bool
sk_vec_is_single (SkVec v)
{
  uint32_t nonzero = (v[0] != 0) + (v[1] != 0) + (v[2] != 0);

  return nonzero == 1 && !sk_vec_any (v & (v - 1));
}

/* Bit 0 of each lane: shifted, a cell's bit whatever its lane. */
static const SkVec sk_lane_one[3] = { { 1, 0, 0, 0 }, { 0, 1, 0, 0 }, { 0, 0, 1, 0 } };

/* The lowest cell of a non-empty board. Its band is counted rather than
 * chosen: the branches were the search's most mispredicted ones. */
static inline int
sk_vec_first (SkVec v)
{
  int band = (v[0] == 0) + ((v[0] | v[1]) == 0);

  return band * SK_BAND_BITS + __builtin_ctz (v[band]);
}

/* Removes and returns the lowest cell of a non-empty board. Cleared as a
 * whole vector: storing one lane and then loading the vector again stalls
 * (the store cannot be forwarded to the load), which callgrind does not
 * see and the clock does. */
static inline int
sk_vec_pop (SkVec *v)
{
  int band = ((*v)[0] == 0) + (((*v)[0] | (*v)[1]) == 0);
  int bit = __builtin_ctz ((*v)[band]);

  *v &= ~(sk_lane_one[band] << bit);
  return band * SK_BAND_BITS + bit;
}

/* The digits (bit d for digit index d) whose boards hold @cell. Each board's
 * word is read from memory: a lane of a vector in a register chosen at run
 * time would be stored and reloaded for each digit. */
static inline unsigned
sk_vec_digits_at (const SkVec digit[SK_SIZE],
                  int         cell)
{
  int band = cell / SK_BAND_BITS;
  int bit = cell - band * SK_BAND_BITS;
  unsigned digits = 0;

  for (int d = 0; d < SK_SIZE; d++)
    {
      uint32_t word;

      memcpy (&word, (const char *) &digit[d] + band * sizeof word, sizeof word);
      digits |= ((word >> bit) & 1) << d;
    }
  return digits;
}

/* A cell of @cells on the fewest of the digits' boards. */
static inline int
sk_vec_fewest_candidates (const SkVec digit[SK_SIZE],
                          SkVec       cells)
{
  int best = -1;
  int best_count = SK_SIZE + 1;

  while (sk_vec_any (cells))
    {
      int cell = sk_vec_pop (&cells);
      int count = __builtin_popcount (sk_vec_digits_at (digit, cell));

      if (count < best_count)
        {
          best = cell;
          best_count = count;
        }
    }
  return best;
}

/* The cells of @unsolved on exactly two of the digits' boards. */
static inline SkVec
sk_vec_two_candidates (const SkVec digit[SK_SIZE],
                       SkVec       unsolved)
{
  SkVec once = { 0, 0, 0, 0 };
  SkVec twice = { 0, 0, 0, 0 };
  SkVec thrice = { 0, 0, 0, 0 };

  for (int d = 0; d < SK_SIZE; d++)
    {
      SkVec b = digit[d] & unsolved;

      thrice |= twice & b;
      twice |= once & b;
      once |= b;
    }
  return twice & ~thrice;
}

static inline bool
sk_vec_has (SkVec v, int cell)
{
  int band = cell / SK_BAND_BITS;

  return (v[band] >> (cell - band * SK_BAND_BITS)) & 1;
}

/* In each lane, the columns where @x has a cell in that band, as nine bits. */
static inline SkVec
sk_vec_lane_columns (SkVec x)
{
  return (x | (x >> 9) | (x >> 18)) & SK_ROW_MASK;
}

/* Each band of @w folded onto its nine columns, in bits 0-8 of each lane:
 * @once where the band has a place in the column, @twice where it has two
 * or more. */
static inline void
sk_vec_fold_columns (SkVec  w,
                     SkVec *once,
                     SkVec *twice)
{
  SkVec r0 = w & SK_ROW_MASK;
  SkVec r1 = (w >> 9) & SK_ROW_MASK;
  SkVec r2 = w >> 18;

  *once = r0 | r1 | r2;
  *twice = (r0 & r1) | ((r0 | r1) & r2);
}

/* From those folds, each band's columns that hold the column's only place
 * (bits 0-8 of each lane); columns with no place in any band set bits in
 * @dead. The other bands come by rotating the lanes, with no move of a
 * lane's value out of the vector. */
static inline SkVec
sk_vec_column_singles (SkVec  once,
                       SkVec  twice,
                       SkVec *dead)
{
  SkVec others = sk_vec_rotate1 (once) | sk_vec_rotate2 (once);

  *dead |= (once | others) ^ sk_vec_splat (SK_ROW_MASK);
  return once & ~(twice | others);
}

/* The cells of the columns set in bits 0-8 of each lane, in that lane. */
static inline SkVec
sk_vec_column_cells (SkVec columns)
{
  return columns | (columns << 9) | (columns << 18);
}
