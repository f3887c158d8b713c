/* sk-bits.h: digit-mask helpers
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sk-types.h"

static inline SkMask
sk_mask_of (int digit)
{
  return (SkMask) (1u << (digit - 1));
}

static inline int
sk_mask_count (SkMask mask)
{
  return __builtin_popcount (mask);
}

static inline bool
sk_mask_is_single (SkMask mask)
{
  return mask != 0 && (mask & (mask - 1)) == 0;
}

/* The smallest digit in a non-empty mask. */
static inline int
sk_mask_first (SkMask mask)
{
  return __builtin_ctz (mask) + 1;
}
