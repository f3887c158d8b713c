/* sudoku-solve-generate.h: --generate, new puzzles printed one per line
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "sk-generate.h"
#include "sudoku-solve-print.h"

G_BEGIN_DECLS

typedef struct
{
  guint             count;          /* puzzles to make */
  guint             jobs;           /* threads */
  guint64           seed;           /* puzzle i is made from seed + i */
  SkGenerateOptions options;        /* all but the seed */
  SkLayout          layout;         /* unless options.random_layout */
  SudokuSolvePrint *print;          /* nullable: --print-to, which gets every puzzle too */
} SudokuGenerateSettings;

/* Prints the puzzles as they are made, in order, then writes --print-to's
 * file when there is one; returns the exit status. */
int sudoku_solve_generate (const SudokuGenerateSettings *settings);

G_END_DECLS
