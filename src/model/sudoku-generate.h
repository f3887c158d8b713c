/* sudoku-generate.h: new puzzles made on a worker thread, for the window
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sk-generate.h"
#include "sk-layout.h"
#include "sk-logic.h"
#include "sudoku-puzzle.h"

G_BEGIN_DECLS

#define SUDOKU_GENERATE_ERROR (sudoku_generate_error_quark ())

/* Why no puzzle came; the message says it for people. */
typedef enum
{
  SUDOKU_GENERATE_ERROR_TIMED_OUT,    /* no attempt met the level or technique in time */
  SUDOKU_GENERATE_ERROR_NO_SYMMETRY,  /* the layout's regions do not map onto each other */
  SUDOKU_GENERATE_ERROR_NO_SOLUTION,  /* the layout admits no solution grid */
  SUDOKU_GENERATE_ERROR_BAD_OPTIONS,  /* a level, technique or symmetry out of range */
} SudokuGenerateError;

/* What to make. The layout is ignored when @random_layout is set. */
typedef struct
{
  SkLayout   layout;
  gboolean   random_layout;
  SkLevel    level;
  int        technique;  /* an SkTechnique to practise (then any level), or -1 */
  SkSymmetry symmetry;
  guint64    seed;
} SudokuGenerateRequest;

/* Called on the main thread (the thread-default context of the caller of
 * sudoku_generate_async()) after attempts, at most about ten times a
 * second: @attempts so far, the one running counted. */
typedef void (*SudokuGenerateProgress) (guint    attempts,
                                        gpointer user_data);

GQuark        sudoku_generate_error_quark   (void);

void          sudoku_generate_request_init  (SudokuGenerateRequest  *request);
/* Makes a puzzle as @request (copied) says on a worker thread, until it has
 * one or @cancellable is cancelled. @progress (nullable) is not called after
 * @cancellable is cancelled, nor after @callback. */
void          sudoku_generate_async         (const SudokuGenerateRequest *request,
                                             GCancellable           *cancellable,
                                             SudokuGenerateProgress  progress,
                                             gpointer                progress_data,
                                             GAsyncReadyCallback     callback,
                                             gpointer                user_data);
/* Returns: (transfer full): the puzzle (its givens, and its layout when that
 * is not the standard one), with its @rating; %NULL with
 * %G_IO_ERROR_CANCELLED or a %SUDOKU_GENERATE_ERROR. */
SudokuPuzzle *sudoku_generate_finish        (GAsyncResult           *result,
                                             SkRating               *rating,
                                             GError                **error);
/* How many generations are still running on worker threads: one cancelled
 * is counted until its worker has stopped. For tests. */
guint         sudoku_generate_get_n_running (void);

/* Whether the givens of a puzzle for @layout can keep @symmetry. */
gboolean      sudoku_symmetry_fits          (SkSymmetry              symmetry,
                                             const SkLayout         *layout);
/* "Half turn", "Mirror", translated. */
const char   *sudoku_symmetry_get_name      (SkSymmetry              symmetry);

G_END_DECLS
