/* sudoku-print-progress-dialog.h: how far a print has got, with Cancel
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "sudoku-print-job.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_PRINT_PROGRESS_DIALOG (sudoku_print_progress_dialog_get_type ())

G_DECLARE_FINAL_TYPE (SudokuPrintProgressDialog, sudoku_print_progress_dialog,
                      SUDOKU, PRINT_PROGRESS_DIALOG, AdwMessageDialog)

/* The "cancel" response (Cancel, Escape, closing) is the only one; the
 * dialog closes itself on it, as every AdwMessageDialog does. */
#define SUDOKU_PRINT_PROGRESS_RESPONSE_CANCEL "cancel"

SudokuPrintProgressDialog *sudoku_print_progress_dialog_new (GtkWindow *parent);
/* "Making puzzle 3 of 120", then "Solving puzzle 7 of 120". */
void        sudoku_print_progress_dialog_show_preparation (SudokuPrintProgressDialog *self,
                                                           SudokuPrintProgress       *progress);
/* "Printing page 2 of 31", @page counted from 0. */
void        sudoku_print_progress_dialog_show_page        (SudokuPrintProgressDialog *self,
                                                           guint                      page,
                                                           guint                      n_pages);
const char *sudoku_print_progress_dialog_get_text         (SudokuPrintProgressDialog *self);
double      sudoku_print_progress_dialog_get_fraction     (SudokuPrintProgressDialog *self);

G_END_DECLS
