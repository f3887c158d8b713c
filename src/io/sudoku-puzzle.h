/* sudoku-puzzle.h: one puzzle as read from or written to a file
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "sk-grid.h"
#include "sk-layout.h"

G_BEGIN_DECLS

typedef struct
{
  SkGrid    givens;      /* the clues */
  SkGrid    entries;     /* digits a person entered (native files only), 0 elsewhere */
  SkMask    marks[SK_CELLS]; /* pencil marks of empty cells, bit d-1 for digit d
                            * (native files only), 0 elsewhere */
  SkLayout  layout;      /* the standard boxes unless has_layout */
  gboolean  has_layout;  /* the input carried its own region map */
  char     *title;       /* nullable */
  guint     time;        /* seconds spent playing it (native files only), 0: none */
  guint     line;        /* line of the input where the puzzle starts, from 1 */
} SudokuPuzzle;

/* The longest play time a file keeps, in seconds: a thousand hours. */
#define SUDOKU_MAX_PLAY_TIME G_GUINT64_CONSTANT (3600000)

SudokuPuzzle *sudoku_puzzle_new  (void);
SudokuPuzzle *sudoku_puzzle_copy (const SudokuPuzzle *puzzle);
void          sudoku_puzzle_free (SudokuPuzzle       *puzzle);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SudokuPuzzle, sudoku_puzzle_free)

G_END_DECLS
