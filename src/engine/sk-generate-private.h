/* sk-generate-private.h: the generator's quick searches, inside the engine
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sk-generate.h"
#include "sk-random.h"

/* Which singles sk_generate_singles_solve may use. Full houses are always
 * allowed, and hidden singles in regions and extra houses; these add the rest. */
typedef enum
{
  SK_SINGLES_LINES = 1 << 0,  /* hidden singles in rows and columns */
  SK_SINGLES_NAKED = 1 << 1,  /* naked singles */
} SkSinglesFlags;

/* The techniques sk_generate_singles_solve uses with both flags, as bits. */
#define SK_SINGLES_TECHNIQUES ((UINT64_C (1) << SK_TECH_FULL_HOUSE) \
                               | (UINT64_C (1) << SK_TECH_HIDDEN_SINGLE_REGION) \
                               | (UINT64_C (1) << SK_TECH_HIDDEN_SINGLE_LINE) \
                               | (UINT64_C (1) << SK_TECH_NAKED_SINGLE))

/* A random solution grid for @layout in @grid. False when cancelled, or
 * when every try failed (a layout with no grid, or nearly none). */
bool sk_generate_fill          (SkGrid           *grid,
                                const SkLayout   *layout,
                                SkRandom         *rng,
                                const atomic_int *cancel);
/* True when singles alone solve @puzzle: then it has one solution and its
 * rating is at most that of the hardest single allowed. */
bool sk_generate_singles_solve (const SkGrid   *puzzle,
                                const SkLayout *layout,
                                unsigned        flags);
/* True when the @techniques (bit t for technique t; uniqueness techniques
 * are never used) solve @puzzle, each step rated at most @max_rating
 * (tenths): then it has one solution, and its rating is at most that.
 * Singles are tried first, when @techniques hold them. */
bool sk_generate_logic_solve   (const SkGrid     *puzzle,
                                const SkLayout   *layout,
                                uint64_t          techniques,
                                int               max_rating,
                                const atomic_int *cancel);
