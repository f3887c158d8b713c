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

static inline SkBoard
sk_board_cell (int cell)
{
  SkBoard b = SK_BOARD_EMPTY;

  if (cell < 64)
    b.lo = UINT64_C (1) << cell;
  else
    b.hi = UINT64_C (1) << (cell - 64);
  return b;
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
  return cell < 64 ? (b.lo >> cell) & 1 : (b.hi >> (cell - 64)) & 1;
}

/* True when the board holds exactly one cell. */
static inline bool
sk_board_is_single (SkBoard b)
{
  if (b.lo != 0)
    return b.hi == 0 && (b.lo & (b.lo - 1)) == 0;
  return b.hi != 0 && (b.hi & (b.hi - 1)) == 0;
}

static inline int
sk_board_count (SkBoard b)
{
  return __builtin_popcountll (b.lo) + __builtin_popcountll (b.hi);
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
