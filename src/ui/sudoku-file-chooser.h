/* sudoku-file-chooser.h: the one asynchronous file chooser of Open, Save and Export Image
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-format.h"

G_BEGIN_DECLS

/* One filter: the files of @mime_type or named *.SUFFIX for any of
 * @suffixes; with neither, every file. */
typedef struct
{
  const char *name;          /* marked for translation; translated when shown */
  const char *mime_type;     /* or NULL */
  const char *suffixes[8];   /* without the dot, up to the first NULL */
  int         value;         /* what the finish function gives when this filter was chosen */
} SudokuFileFilter;

/* What differs between the dialogs: the caller's constant, read only while
 * the async function runs. */
typedef struct
{
  GtkFileChooserAction    action;        /* GTK_FILE_CHOOSER_ACTION_OPEN or _SAVE */
  const char             *title;         /* marked for translation */
  const char             *accept_label;  /* marked for translation */
  const SudokuFileFilter *filters;       /* the first is chosen at the start */
  guint                   n_filters;
} SudokuFileChoice;

/* Shows the dialog in @folder (or where the chooser likes, when NULL), with
 * @name typed in for a Save. The finish function returns the chosen file, or
 * NULL without an error when the person dismissed the dialog; @value is set
 * to the value of the filter chosen (of the first when there was none).
 * Cancelling @cancellable closes the dialog; it then fails with
 * G_IO_ERROR_CANCELLED. */
void   sudoku_file_chooser_choose_async  (GtkWindow              *parent,
                                          const SudokuFileChoice *choice,
                                          GFile                  *folder,
                                          const char             *name,
                                          GCancellable           *cancellable,
                                          GAsyncReadyCallback     callback,
                                          gpointer                user_data);
GFile *sudoku_file_chooser_choose_finish (GAsyncResult           *result,
                                          int                    *value,
                                          GError                **error);

/* @file with the suffix of @format (".sudoku", ".txt"): "coll-1.sudoku"
 * saved as one line becomes "coll-1.txt". A name without a suffix gets the
 * format's; a suffix of another puzzle format is replaced; any other suffix
 * was typed on purpose and stays. Returns a new reference. */
GFile *sudoku_file_chooser_file_for_format (GFile                *file,
                                            SudokuFormat          format);

G_END_DECLS
