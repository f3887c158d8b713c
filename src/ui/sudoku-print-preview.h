/* sudoku-print-preview.h: the pages of a print, shown before they go to paper
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-sheet.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_PRINT_PREVIEW (sudoku_print_preview_get_type ())

G_DECLARE_FINAL_TYPE (SudokuPrintPreview, sudoku_print_preview, SUDOKU, PRINT_PREVIEW, GtkWindow)

/* A window for the preview of @preview (the print operation, which it keeps
 * until it closes): "Preparing" until sudoku_print_preview_set_sheet().
 * Closing it, however, ends the preview
 * (gtk_print_operation_preview_end_preview). Its Print button emits "print"
 * once the preview has ended, then the window closes. */
SudokuPrintPreview *sudoku_print_preview_new       (GtkWindow                *parent,
                                                    GtkPrintOperationPreview *preview);
/* @sheet, paginated for @width x @height point pages, is drawn until the
 * window closes; it belongs to the print operation. */
void                sudoku_print_preview_set_sheet (SudokuPrintPreview       *self,
                                                    SudokuSheet              *sheet,
                                                    double                    width,
                                                    double                    height);
guint               sudoku_print_preview_get_page  (SudokuPrintPreview       *self);
guint               sudoku_print_preview_get_n_pages (SudokuPrintPreview     *self);
/* "Page 2 of 5". */
const char         *sudoku_print_preview_get_page_text (SudokuPrintPreview   *self);

G_END_DECLS
