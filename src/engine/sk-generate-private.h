/* sk-generate-private.h: the generator's quick searches, inside the engine
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sk-generate.h"
#include "sk-random.h"

/* Which singles sk_generate_singles_solve may use. Full houses are always
 * allowed, and hidden singles in regions; these add the rest. */
typedef enum
{
  SK_SINGLES_LINES = 1 << 0,  /* hidden singles in rows and columns */
  SK_SINGLES_NAKED = 1 << 1,  /* naked singles */
} SkSinglesFlags;

/* Fills the empty cells of @grid with a random solution: most constrained
 * cell first, digits in random order. False when @max_calls ran out or there
 * is no solution; @grid is then unchanged. */
bool sk_generate_fill          (SkGrid         *grid,
                                const SkLayout *layout,
                                SkRandom       *rng,
                                int             max_calls);
/* True when singles alone solve @puzzle: then it has one solution and its
 * rating is at most that of the hardest single allowed. */
bool sk_generate_singles_solve (const SkGrid   *puzzle,
                                const SkLayout *layout,
                                unsigned        flags);
