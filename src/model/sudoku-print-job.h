/* sudoku-print-job.h: the puzzles of a print, made and analysed on a worker thread
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sk-layout.h"
#include "sk-logic.h"
#include "sudoku-print-puzzle.h"

G_BEGIN_DECLS

/* What to prepare besides the puzzles handed over: @n_new puzzles made at
 * @level, on @layout or (with @random_layout) each on a new random jigsaw
 * layout, from @seed on (0: a random seed). */
typedef struct
{
  guint     n_new;
  SkLayout  layout;
  gboolean  random_layout;
  SkLevel   level;
  guint64   seed;
  gboolean  paths;       /* also find each puzzle's solution path, in words */
} SudokuPrintJobRequest;

void       sudoku_print_job_request_init   (SudokuPrintJobRequest       *request);

/* How far a preparation has got: the worker counts, any thread reads. It is
 * shared, so a window can drop it while a cancelled worker still counts. */
typedef struct _SudokuPrintProgress SudokuPrintProgress;

SudokuPrintProgress *sudoku_print_progress_new   (void);
SudokuPrintProgress *sudoku_print_progress_ref   (SudokuPrintProgress *self);
void                 sudoku_print_progress_unref (SudokuPrintProgress *self);
/* @made of @n_new new puzzles are made, then @analysed of all @n_puzzles
 * (those handed over and the new ones) analysed; all 0 until the worker starts. */
void                 sudoku_print_progress_get   (SudokuPrintProgress *self,
                                                  guint               *made,
                                                  guint               *n_new,
                                                  guint               *analysed,
                                                  guint               *n_puzzles);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SudokuPrintProgress, sudoku_print_progress_unref)

/* Makes the new puzzles, then analyses every puzzle (solution, level and
 * rating, and with request->paths the path, in the user's language), on a
 * worker thread. @puzzles (SudokuPrintPuzzle, transfer full, nullable) are
 * printed first; they must not be touched meanwhile. @progress (nullable)
 * is kept up to date. */
void       sudoku_print_job_prepare_async  (GPtrArray                   *puzzles,
                                            const SudokuPrintJobRequest *request,
                                            SudokuPrintProgress         *progress,
                                            GCancellable                *cancellable,
                                            GAsyncReadyCallback          callback,
                                            gpointer                     user_data);
/* Returns: (transfer full): the puzzles, SudokuPrintPuzzle, in print order;
 * NULL with G_IO_ERROR_CANCELLED or a SUDOKU_GENERATE_ERROR. */
GPtrArray *sudoku_print_job_prepare_finish (GAsyncResult                *result,
                                            GError                     **error);

/* How many preparations are still running on worker threads, a cancelled
 * one counted until its worker has stopped. For tests. */
guint      sudoku_print_job_get_n_running  (void);

/* The words of a printed sheet in the user's language (steps as the Hint
 * explains them, ratings as under the window's title). */
const SudokuPrintWords *sudoku_print_job_get_words (void);

G_END_DECLS
