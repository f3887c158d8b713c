/* sk-types.h: sizes, digit masks and cell coordinates shared by the whole engine
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <stdbool.h>
#include <stdint.h>

enum
{
  SK_SIZE  = 9,                  /* digits, rows, columns and regions */
  SK_CELLS = SK_SIZE * SK_SIZE,  /* cells, numbered row-major from 0 */
  SK_UNITS = 3 * SK_SIZE,        /* rows 0-8, columns 9-17, regions 18-26 */
  /* Extra houses a layout may add (Sudoku-X, Windoku...): five keeps every
   * unit, extra houses included, a bit of a 32-bit set, as steps record them. */
  SK_MAX_EXTRA = 5,
  SK_MAX_UNITS = SK_UNITS + SK_MAX_EXTRA, /* extra house e is unit SK_UNITS + e */
};

/* A set of digits: bit (d - 1) stands for digit d. */
typedef uint16_t SkMask;

#define SK_ALL_DIGITS ((SkMask) 0x1ff)

typedef enum
{
  SK_UNIT_ROW,
  SK_UNIT_COLUMN,
  SK_UNIT_REGION,
  SK_UNIT_EXTRA,   /* an extra house of a variant layout; its number is its index */
} SkUnitKind;

static inline int
sk_cell_row (int cell)
{
  return cell / SK_SIZE;
}

static inline int
sk_cell_column (int cell)
{
  return cell % SK_SIZE;
}

static inline int
sk_cell_index (int row,
               int column)
{
  return row * SK_SIZE + column;
}

static inline SkUnitKind
sk_unit_kind (int unit)
{
  return (SkUnitKind) (unit / SK_SIZE);
}

static inline int
sk_unit_number (int unit)
{
  return unit % SK_SIZE;
}
