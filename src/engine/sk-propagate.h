/* sk-propagate.h: the default search's two representations, inside the engine
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * sk_search_propagate (sk-propagate.c) searches layouts with the standard
 * boxes, extra houses or not, on band boards (sk-bands.h); it hands layouts
 * with other regions to sk_search_propagate_regions (sk-propagate-regions.c),
 * the same search with each digit's board also kept region by region.
 */

#pragma once

#include "sk-bands.h"
#include "sk-search.h"

/* Counts a solution found on band boards, and keeps it when it is the
 * first. */
void sk_propagate_record_solution (SkSearch    *s,
                                   const SkVec  digit[SK_SIZE]);

void sk_search_propagate_regions (SkSearch     *s,
                                  const SkGrid *puzzle);
