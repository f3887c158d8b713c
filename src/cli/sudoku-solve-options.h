/* sudoku-solve-options.h: the command line of sudoku-solve, as given
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Every option's value as typed, unchecked: NULL, 0 or FALSE when absent.
 * sudoku-solve-settings.c checks them for the mode they ask for. */
typedef struct
{
  /* Solving */
  char      *output;
  gboolean   count;
  char      *layout;
  gboolean   list_layouts;
  gboolean   stats;
  int        jobs;        /* 1 unless given */
  char      *algorithm;
  gboolean   compare;
  char      *time_limit;
  gboolean   candidates;
  gboolean   explain;
  gboolean   rate;
  /* --generate */
  int        generate;
  char      *level;
  char      *technique;
  char      *symmetry;
  int        givens;
  char      *seed;
  /* --print-to */
  char      *print_to;
  int        per_page;
  gboolean   solutions;
  gboolean   paths;
  char      *paper;
  char      *dpi;         /* read as a decimal number: --dpi=0 is refused, not absent */

  gboolean   version;
  char     **files;
} SudokuSolveArgs;

/* Fills @args from the command line (--help prints and exits inside);
 * FALSE after a usage error, which is printed: a value out of range, or two
 * options that cannot go together. */
gboolean sudoku_solve_args_parse          (SudokuSolveArgs        *args,
                                           int                    *argc,
                                           char                 ***argv);
void     sudoku_solve_args_clear          (SudokuSolveArgs        *args);

/* Whether any option of --generate was given: they make the generate mode. */
gboolean sudoku_solve_args_want_generate  (const SudokuSolveArgs  *args);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (SudokuSolveArgs, sudoku_solve_args_clear)

G_END_DECLS
