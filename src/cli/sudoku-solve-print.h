/* sudoku-solve-print.h: --print-to, puzzles written as a PDF sheet or an image
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "sk-layout.h"
#include "sudoku-render-file.h"

G_BEGIN_DECLS

/* Past this many puzzles a sheet is refused: each is kept (givens, layout,
 * solution, level) and the whole PDF is made in memory before it is written. */
#define SUDOKU_PRINT_MAX_PUZZLES 10000

typedef struct
{
  const char         *path;     /* --print-to */
  SudokuRenderFormat  format;   /* from its extension */
  SudokuSheetOptions  sheet;
  SudokuPaper         paper;
  double              dpi;      /* of a PNG; 0 for the default */
  guint               jobs;     /* threads that rate the puzzles */
} SudokuPrintSettings;

typedef struct _SudokuSolvePrint SudokuSolvePrint;

SudokuSolvePrint *sudoku_solve_print_new    (const SudokuPrintSettings *settings);
void              sudoku_solve_print_free   (SudokuSolvePrint          *self);
/* FALSE, with a message printed, past SUDOKU_PRINT_MAX_PUZZLES. @where
 * ("FILE:LINE", or NULL for a puzzle just made) names the puzzle in a
 * message when it cannot be printed with its solution. */
gboolean          sudoku_solve_print_add    (SudokuSolvePrint          *self,
                                             const SkGrid              *givens,
                                             const SkLayout            *layout,
                                             const char                *title,
                                             const char                *where);
/* Rates the puzzles (for solutions and paths), draws them and writes the
 * file; returns the exit status: 0 written and every puzzle has one
 * solution, 1 written but some puzzle has none or several (each said on
 * standard error), 2 not written. */
int               sudoku_solve_print_finish (SudokuSolvePrint          *self);
/* The puzzles of @files (standard input when empty), each with @layout when
 * given, else its own; returns the exit status. */
int               sudoku_solve_print_files  (const SudokuPrintSettings *settings,
                                             char                     **files,
                                             const SkLayout            *layout);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SudokuSolvePrint, sudoku_solve_print_free)

G_END_DECLS
