/* sudoku-types.h: the model's enumerations, registered as GTypes (sudoku-enums.h)
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window and its settings name these; the engine's own enums stay
 * behind the model. The nicks ("propagate", ...) are the GSettings enum's.
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* How a solve searches. The values are the engine's (SkAlgorithm) and the
 * GSettings schema's. */
typedef enum
{
  SUDOKU_ALGORITHM_PROPAGATE = 0,  /* the default and the fastest: bit sets, singles, fewest candidates */
  SUDOKU_ALGORITHM_BACKTRACK,      /* plain backtracking in reading order */
  SUDOKU_ALGORITHM_TABLES,         /* the same, with lookup tables */
  SUDOKU_ALGORITHM_DLX,            /* exact cover with Dancing Links */
} SudokuAlgorithm;

#define SUDOKU_N_ALGORITHMS 4

G_END_DECLS
