/* sk-board.h: a set of cells as an 81-bit bitboard
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The solver keeps, for every digit, the set of cells where that digit may still
 * stand. Set operations on whole boards (remove a cell's peers, intersect with a
 * unit) then cost a couple of word operations instead of a loop over cells.
 * Cells 0-63 live in `lo`, cells 64-80 in `hi`.
 */

#pragma once

#include "sk-types.h"

typedef struct
{
  uint64_t lo;
  uint64_t hi;
} SkBoard;

#define SK_BOARD_EMPTY ((SkBoard) { 0, 0 })
#define SK_BOARD_FULL  ((SkBoard) { UINT64_MAX, (UINT64_C (1) << (SK_CELLS - 64)) - 1 })

/* Branch-free: which word a cell lands in is unpredictable in the solver's
 * inner loops, and a mispredicted branch costs more than both shifts. */
static inline SkBoard
sk_board_cell (int cell)
{
  uint64_t bit = UINT64_C (1) << (cell & 63);

  return (SkBoard) { cell < 64 ? bit : 0, cell < 64 ? 0 : bit };
}

static inline SkBoard
sk_board_and (SkBoard a, SkBoard b)
{
  return (SkBoard) { a.lo & b.lo, a.hi & b.hi };
}

static inline SkBoard
sk_board_or (SkBoard a, SkBoard b)
{
  return (SkBoard) { a.lo | b.lo, a.hi | b.hi };
}

static inline SkBoard
sk_board_and_not (SkBoard a, SkBoard b)
{
  return (SkBoard) { a.lo & ~b.lo, a.hi & ~b.hi };
}

static inline bool
sk_board_is_empty (SkBoard b)
{
  return (b.lo | b.hi) == 0;
}

static inline bool
sk_board_has (SkBoard b, int cell)
{
  return ((cell < 64 ? b.lo : b.hi) >> (cell & 63)) & 1;
}

/* True when the board holds exactly one cell. */
static inline bool
sk_board_is_single (SkBoard b)
{
  if (b.lo != 0)
    return b.hi == 0 && (b.lo & (b.lo - 1)) == 0;
  return b.hi != 0 && (b.hi & (b.hi - 1)) == 0;
}

/* Without a popcount instruction in the target (plain x86-64 has none),
 * __builtin_popcountll is a library call; the bit-parallel sum is inline and
 * adds both words' counts in one multiply. */
static inline int
sk_board_count (SkBoard b)
{
#ifdef __POPCNT__
  return __builtin_popcountll (b.lo) + __builtin_popcountll (b.hi);
#else
  uint64_t lo = b.lo - ((b.lo >> 1) & UINT64_C (0x5555555555555555));
  uint64_t hi = b.hi - ((b.hi >> 1) & UINT64_C (0x5555555555555555));

  lo = (lo & UINT64_C (0x3333333333333333)) + ((lo >> 2) & UINT64_C (0x3333333333333333));
  hi = (hi & UINT64_C (0x3333333333333333)) + ((hi >> 2) & UINT64_C (0x3333333333333333));
  /* Each byte now holds at most 8 + 8: the two words fit one byte sum. */
  lo = ((lo + (lo >> 4)) & UINT64_C (0x0f0f0f0f0f0f0f0f)) +
       ((hi + (hi >> 4)) & UINT64_C (0x0f0f0f0f0f0f0f0f));
  return (int) ((lo * UINT64_C (0x0101010101010101)) >> 56);
#endif
}

/* The lowest cell of a non-empty board. */
static inline int
sk_board_first (SkBoard b)
{
  return b.lo != 0 ? __builtin_ctzll (b.lo) : 64 + __builtin_ctzll (b.hi);
}

/* Removes and returns the lowest cell of a non-empty board. */
static inline int
sk_board_pop (SkBoard *b)
{
  int cell;

  if (b->lo != 0)
    {
      cell = __builtin_ctzll (b->lo);
      b->lo &= b->lo - 1;
    }
  else
    {
      cell = 64 + __builtin_ctzll (b->hi);
      b->hi &= b->hi - 1;
    }
  return cell;
}
