/* fuzz-layouts.h: the engine targets' reading of givens and layouts
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * fuzz-solver and fuzz-logic start their input the same way, so that a
 * seed or a grown input of one means the same grid under the same layout
 * in the other:
 *   81 bytes   the givens, each byte % 10 (so givens that clash are common)
 *   1 byte     the layout, % 5: 0 standard boxes, 1 rows as regions, 2
 *              columns as regions, 3 the next 81 bytes as region symbols
 *              (the Windmill layout when they are not a valid layout), 4 the
 *              Windmill layout with cells swapped between regions (next byte
 *              % 32 swaps, two bytes each: always nine regions of nine)
 * Missing bytes count as 0. Plain C, like the engine: no GLib.
 */

#pragma once

#include "fuzz-common.h"
#include "sk-grid.h"
#include "sk-layout.h"

/* The input, read front to back. */
typedef struct
{
  const uint8_t *data;
  size_t         size;
  size_t         position;
} FuzzBytes;

/* The next byte, or 0 past the end: every input is a complete one. */
uint8_t fuzz_next_byte    (FuzzBytes *bytes);

/* 81 bytes, each % 10. */
void    fuzz_read_givens  (FuzzBytes *bytes,
                           SkGrid    *grid);

/* The layout byte and the bytes it takes (above). Always a valid layout: a
 * layout of nine regions of nine that the engine refuses breaks a property. */
void    fuzz_read_layout  (FuzzBytes *bytes,
                           SkLayout  *layout);
