/* sudoku-sheet.h: puzzles laid out on pages, with their solutions and solution paths
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>
#include <glib.h>

#include "sudoku-print-puzzle.h"
#include "sudoku-render-grid.h"

G_BEGIN_DECLS

#define SUDOKU_SHEET_MARGIN 36.0  /* points: half an inch on every side */
/* Pages of paths: three columns of steps, this far apart (points). */
#define SUDOKU_SHEET_PATH_COLUMNS 3
#define SUDOKU_SHEET_COLUMN_GAP   12.0

typedef struct
{
  guint                 per_page;    /* 1, 2, 4 or 6 puzzles a page */
  gboolean              solutions;   /* then pages of solutions: 4, 9, 12 or 20 a page, the fewest that hold them all */
  gboolean              paths;       /* then each puzzle's solution path in words */
  SudokuRenderGridFlags grid_flags;  /* ENTRIES and MARKS: print the puzzles as worked on */
} SudokuSheetOptions;

typedef struct _SudokuSheet SudokuSheet;

/* Fills the path (and may fill the solution and subtitle) of the @n puzzles
 * of @puzzles from @first on, as sudoku_print_puzzle_analyse does. */
typedef void (*SudokuSheetPathsFunc) (GPtrArray *puzzles,
                                      guint      first,
                                      guint      n,
                                      gpointer   user_data);

gboolean     sudoku_sheet_per_page_is_valid (guint                     per_page);
/* @puzzles holds SudokuPrintPuzzle; the sheet keeps a reference and reads
 * them while it draws, so they must not change meanwhile (but for the paths
 * that a paths func fills, below). */
SudokuSheet *sudoku_sheet_new               (GPtrArray                *puzzles,
                                             const SudokuSheetOptions *options);
void         sudoku_sheet_free              (SudokuSheet              *self);
/* For a sheet too long to hold every path at once: the puzzles come
 * without paths, and the sheet asks @func for those of @batch puzzles at a
 * time, when it paginates and when it draws a page of paths, and drops them
 * (puzzle->path back to NULL) before it asks for the next batch or is freed.
 * Pages are best drawn in order then, since each batch costs a call. */
void         sudoku_sheet_set_paths_func    (SudokuSheet              *self,
                                             guint                     batch,
                                             SudokuSheetPathsFunc      func,
                                             gpointer                  user_data);
/* Lays the sheet out on pages of @width x @height points and returns how
 * many there are (at least one). Call it again when the paper changes. */
guint        sudoku_sheet_paginate          (SudokuSheet              *self,
                                             double                    width,
                                             double                    height);
guint        sudoku_sheet_get_n_pages       (SudokuSheet              *self);
/* Draws page @page (from 0) of the last pagination on @cr, whose user
 * space is the page in points. */
void         sudoku_sheet_draw_page         (SudokuSheet              *self,
                                             cairo_t                  *cr,
                                             guint                     page);

typedef enum
{
  SUDOKU_SHEET_PUZZLE,
  SUDOKU_SHEET_SOLUTION,
  SUDOKU_SHEET_PATH,
} SudokuSheetPart;

/* The page (from 0) of the last pagination where puzzle @index's @part is,
 * or begins; FALSE when the sheet has no such part. For the PDF's outline. */
gboolean     sudoku_sheet_find_page         (SudokuSheet              *self,
                                             SudokuSheetPart           part,
                                             guint                     index,
                                             guint                    *page);
/* The puzzle's name on paper: "Puzzle 3", or "3. Title" when it has one. */
char        *sudoku_sheet_dup_label         (SudokuSheet              *self,
                                             guint                     index);

/* Where the @k-th grid of page @page_nr is, as a square in points, and
 * which puzzle it shows (its puzzle or, on a page of solutions, its
 * solution). FALSE past the page's last grid or on a page of paths. */
gboolean     sudoku_sheet_get_grid          (SudokuSheet              *self,
                                             guint                     page_nr,
                                             guint                     k,
                                             guint                    *index,
                                             double                   *x,
                                             double                   *y,
                                             double                   *size);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SudokuSheet, sudoku_sheet_free)

G_END_DECLS
