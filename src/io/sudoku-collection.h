/* sudoku-collection.h: the puzzles of one file, kept small enough for big collections
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-format.h"
#include "sudoku-puzzle.h"

G_BEGIN_DECLS

/* Past this size a file is refused before any of it is read: the biggest
 * public collections are a tenth of it. */
#define SUDOKU_COLLECTION_MAX_FILE_SIZE (32 << 20)
/* And past this many puzzles (for input whose size is not known beforehand). */
#define SUDOKU_COLLECTION_MAX_PUZZLES 400000

typedef struct _SudokuCollection SudokuCollection;

/* Reads @file whole, or refuses it (SUDOKU_FILE_ERROR_TOO_LARGE above the
 * limits, any reader error otherwise): never a part of it. Blocking: call it
 * on a worker thread. */
SudokuCollection *sudoku_collection_load        (GFile               *file,
                                                 GCancellable        *cancellable,
                                                 GError             **error);
/* The same on a worker thread. */
void              sudoku_collection_load_async  (GFile               *file,
                                                 GCancellable        *cancellable,
                                                 GAsyncReadyCallback  callback,
                                                 gpointer             user_data);
SudokuCollection *sudoku_collection_load_finish (GAsyncResult        *result,
                                                 GError             **error);
/* From puzzles at hand (a paste, a new board); copies them. */
SudokuCollection *sudoku_collection_new         (const SudokuPuzzle  *const *puzzles,
                                                 guint                n_puzzles);
SudokuCollection *sudoku_collection_ref         (SudokuCollection    *self);
void              sudoku_collection_unref       (SudokuCollection    *self);

guint             sudoku_collection_get_size    (SudokuCollection    *self);
SudokuFormat      sudoku_collection_get_format  (SudokuCollection    *self);
/* A puzzle of the collection as a whole SudokuPuzzle, made anew. */
SudokuPuzzle     *sudoku_collection_get_puzzle  (SudokuCollection    *self,
                                                 guint                index);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SudokuCollection, sudoku_collection_unref)

G_END_DECLS
