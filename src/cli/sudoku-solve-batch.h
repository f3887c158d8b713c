/* sudoku-solve-batch.h: reading and solving puzzles a batch at a time
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sk-solver.h"
#include "sudoku-format.h"
#include "sudoku-puzzle.h"

G_BEGIN_DECLS

/* The files named on the command line, read one after the other as a single
 * stream of puzzles. */
typedef struct
{
  char         **files;
  guint          n_files;
  guint          next_file;
  GInputStream  *stream;
  SudokuReader  *reader;
  const char    *name;
  GPtrArray     *names;  /* owns every display name, which jobs borrow */
} SudokuSolveInput;

/* One puzzle, the layout it is solved with and, once solved, the answer. */
typedef struct
{
  SudokuPuzzle   *puzzle;
  const char     *name;    /* the input's display name */
  const SkLayout *layout;  /* the puzzle's own, or the one given with --layout */
  SkSolveResult   result;
} SudokuSolveJob;

/* Work on one job; @index is its place in the batch. Runs on any thread. */
typedef void (*SudokuJobFunc) (SudokuSolveJob *job,
                               guint           index,
                               gpointer        data);

void  sudoku_solve_input_init   (SudokuSolveInput      *input,
                                 char                 **files);
void  sudoku_solve_input_clear  (SudokuSolveInput      *input);
guint sudoku_solve_read_batch   (SudokuSolveInput      *input,
                                 const SkLayout        *layout,
                                 SudokuSolveJob        *jobs,
                                 guint                  max_jobs,
                                 GError               **error);
void  sudoku_solve_for_each_job (SudokuSolveJob        *jobs,
                                 guint                  n_jobs,
                                 guint                  n_threads,
                                 SudokuJobFunc          func,
                                 gpointer               data);
void  sudoku_solve_run_batch    (SudokuSolveJob        *jobs,
                                 guint                  n_jobs,
                                 guint                  n_threads,
                                 const SkSolveOptions  *options);
void  sudoku_solve_clear_batch  (SudokuSolveJob        *jobs,
                                 guint                  n_jobs);

G_END_DECLS
