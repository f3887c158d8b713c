/* sudoku-file-chooser.h: the Open and Save dialogs, with the puzzle file filters
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-format.h"

G_BEGIN_DECLS

/* Both finish functions return the chosen file, or NULL without an error when
 * the person dismissed the dialog. Cancelling @cancellable closes the dialog;
 * they then fail with G_IO_ERROR_CANCELLED. */
void   sudoku_file_chooser_open_async  (GtkWindow            *parent,
                                        GFile                *folder,
                                        GCancellable         *cancellable,
                                        GAsyncReadyCallback   callback,
                                        gpointer              user_data);
GFile *sudoku_file_chooser_open_finish (GAsyncResult         *result,
                                        GError              **error);

/* @format is set to the format of the filter chosen: SUDOKU_FORMAT_NATIVE,
 * SUDOKU_FORMAT_LINE or SUDOKU_FORMAT_MATRIX. */
void   sudoku_file_chooser_save_async  (GtkWindow            *parent,
                                        GFile                *folder,
                                        const char           *name,
                                        GCancellable         *cancellable,
                                        GAsyncReadyCallback   callback,
                                        gpointer              user_data);
GFile *sudoku_file_chooser_save_finish (GAsyncResult         *result,
                                        SudokuFormat         *format,
                                        GError              **error);

/* Export Image: PNG and SVG filters; @svg is set when the SVG one was chosen. */
void   sudoku_file_chooser_save_image_async  (GtkWindow          *parent,
                                              GFile              *folder,
                                              const char         *name,
                                              GCancellable       *cancellable,
                                              GAsyncReadyCallback callback,
                                              gpointer            user_data);
GFile *sudoku_file_chooser_save_image_finish (GAsyncResult       *result,
                                              gboolean           *svg,
                                              GError            **error);

/* @file with the suffix of @format (".sudoku", ".txt"): "coll-1.sudoku"
 * saved as one line becomes "coll-1.txt". A name without a suffix gets the
 * format's; a suffix of another puzzle format is replaced; any other suffix
 * was typed on purpose and stays. Returns a new reference. */
GFile *sudoku_file_chooser_file_for_format (GFile                *file,
                                            SudokuFormat          format);

G_END_DECLS
