/* sudoku-print-puzzle.h: one puzzle as it goes on paper, with its answer and path
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <stdatomic.h>

#include <glib.h>

#include "sk-grid.h"
#include "sk-layout.h"
#include "sk-logic.h"

G_BEGIN_DECLS

/* Plain data the renderer reads, nothing it computes while drawing: a worker
 * thread fills it (sudoku_print_puzzle_analyse), the main thread draws it. */
typedef struct
{
  SkGrid     givens;
  SkGrid     entries;          /* digits a person entered, 0 elsewhere */
  SkMask     marks[SK_CELLS];  /* pencil marks of empty cells, bit d-1 for digit d */
  SkLayout   layout;
  SkGrid     solution;         /* all 0 while unknown or when there is no single one */
  char      *title;            /* nullable: the sheet then says "Puzzle N" */
  char      *subtitle;         /* nullable: level, rating and hardest technique, for the
                                * answers; or why there is no solution */
  char      *level;            /* nullable: the level alone, a word, for the puzzle's page */
  GPtrArray *path;             /* nullable: the solution path, one sentence per step, a run of
                                * singles on one line */
} SudokuPrintPuzzle;

/* How the level line of a sheet is made: the window passes a translated
 * one, the command line passes NULL for English. Returns a new string. The
 * steps are the engine's sentences (sk_step_explain), translated here. */
typedef struct
{
  char    *(*describe_rating) (const SkRating        *rating,
                               gpointer               user_data);
  gpointer   user_data;
  /* Nullable: the level alone ("Hard"); the engine's English id capitalised. */
  char    *(*describe_level)  (const SkRating        *rating,
                               gpointer               user_data);
} SudokuPrintWords;

SudokuPrintPuzzle *sudoku_print_puzzle_new     (const SkGrid            *givens,
                                                const SkLayout          *layout);
void               sudoku_print_puzzle_free    (SudokuPrintPuzzle       *self);
void               sudoku_print_puzzle_set_title (SudokuPrintPuzzle     *self,
                                                const char              *title);
/* Rates the givens and fills the solution, a subtitle (unless one is set)
 * and, with @want_path, the path. FALSE when the puzzle has no single
 * solution or @cancel was raised: then the solution and path stay empty and
 * the subtitle says why. Blocking: call it on a worker thread. */
gboolean           sudoku_print_puzzle_analyse (SudokuPrintPuzzle       *self,
                                                gboolean                 want_path,
                                                const SudokuPrintWords  *words,
                                                const atomic_int        *cancel);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SudokuPrintPuzzle, sudoku_print_puzzle_free)

G_END_DECLS
