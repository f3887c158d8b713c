/* sk-grid.h: the digits of a board, rule checks and candidates
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sk-layout.h"
#include "sk-types.h"

/* The digits of a board, 0 for an empty cell. Plain data: copy it by value. */
typedef struct
{
  uint8_t cell[SK_CELLS];
} SkGrid;

/* Two cells of one unit holding the same digit. The solver also reports a
 * digit above 9 this way: then both cells are that one cell, on its row. */
typedef struct
{
  SkUnitKind kind;
  int        number;   /* row, column or region number, 0-8 */
  int        digit;
  int        cells[2]; /* cells[0] < cells[1], or equal for a digit above 9 */
} SkClash;

/* sk_grid_find_clashes() stores at most max_clashes clashes, in unit order,
 * and returns how many it stored. */
void sk_grid_clear         (SkGrid         *grid);
int  sk_grid_count_filled  (const SkGrid   *grid);
bool sk_grid_digits_valid  (const SkGrid   *grid);
int  sk_grid_find_clashes  (const SkGrid   *grid,
                            const SkLayout *layout,
                            SkClash        *clashes,
                            int             max_clashes);
int  sk_grid_mark_conflicts (const SkGrid  *grid,
                            const SkLayout *layout,
                            bool            conflict[SK_CELLS]);
void sk_grid_candidates    (const SkGrid   *grid,
                            const SkLayout *layout,
                            SkMask          candidates[SK_CELLS]);
bool sk_grid_is_solution_of (const SkGrid  *solution,
                            const SkGrid   *puzzle,
                            const SkLayout *layout);
