/* sk-single.h: the next naked or hidden single of a grid, for hints
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sk-grid.h"
#include "sk-layout.h"

typedef enum
{
  SK_SINGLE_NAKED,   /* the cell has one candidate left */
  SK_SINGLE_HIDDEN,  /* the digit fits in no other cell of one unit */
} SkSingleKind;

/* A digit that follows from the grid by one of the two simplest rules. */
typedef struct
{
  SkSingleKind kind;
  int          cell;
  int          digit;
  SkUnitKind   unit_kind;    /* hidden: the kind of unit with one place for the digit */
  int          unit_number;  /* hidden: its row, column or region number, 0-8; naked: -1 */
} SkSingle;

bool sk_find_single (const SkGrid   *grid,
                     const SkLayout *layout,
                     SkSingle       *out);
