/* sk-text.h: the one plain text form the engine knows, an 81-character line
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every other format lives in io/. This one is here so engine tests and the
 * benchmark can read puzzles without GLib.
 */

#pragma once

#include <stddef.h>

#include "sk-grid.h"

bool sk_text_parse_line  (const char   *text,
                          size_t        length,
                          SkGrid       *grid);
void sk_text_format_line (const SkGrid *grid,
                          char          out[SK_CELLS + 1]);
