/* sudoku-window-testing.c: the window's test-only getters
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Facts the tests check that the window shows nowhere; kept apart, so the
 * tests need neither the struct nor sudoku-window-private.h.
 */

#define G_LOG_DOMAIN "sudoku-window-testing"

#include "config.h"

#include "sudoku-window-private.h"

void
_sudoku_window_get_solve_options (SudokuWindow    *self,
                                  SudokuAlgorithm *algorithm,
                                  guint           *time_limit)
{
  g_return_if_fail (SUDOKU_IS_WINDOW (self));

  *algorithm = self->algorithm;
  *time_limit = self->time_limit;
}

void
_sudoku_window_get_rating_run (SudokuWindow  *self,
                               guint         *timeout_id,
                               GCancellable **cancellable)
{
  g_return_if_fail (SUDOKU_IS_WINDOW (self));

  *timeout_id = self->rate_timeout_id;
  *cancellable = self->rate_cancellable;
}

GFile *
_sudoku_window_get_folder (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), NULL);

  return self->folder;
}

SudokuCollection *
_sudoku_window_get_collection (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), NULL);

  return sudoku_document_get_collection (self->document);
}

GtkPrintOperation *
_sudoku_window_get_print_operation (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), NULL);

  return self->print_operation;
}
