/* sudoku-alert.h: error messages and yes-or-no questions, as dialogs
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* The ids of the dialogs' responses (AdwMessageDialog). */
#define SUDOKU_ALERT_RESPONSE_CANCEL  "cancel"
#define SUDOKU_ALERT_RESPONSE_DISCARD "discard"
#define SUDOKU_ALERT_RESPONSE_SAVE    "save"
#define SUDOKU_ALERT_RESPONSE_ACCEPT  "accept"
#define SUDOKU_ALERT_RESPONSE_CLOSE   "close"

typedef enum
{
  SUDOKU_ALERT_CANCEL,   /* keep the window open */
  SUDOKU_ALERT_DISCARD,  /* close without saving */
  SUDOKU_ALERT_SAVE,     /* save, then close */
} SudokuAlertChoice;

/* A modal message with one Close button; nothing waits for it, but a caller
 * may follow its "response". */
GtkWindow        *sudoku_alert_show_error      (GtkWindow            *parent,
                                                const char           *title,
                                                const char           *detail);

/* Asks whether to save @name before closing; a non-zero @n_puzzles says how
 * many puzzles of a collection have changes. Cancelling @cancellable (or
 * destroying @parent) closes the question; _finish() then says CANCEL, or
 * fails with G_IO_ERROR_CANCELLED when @cancellable was cancelled. */
void              sudoku_alert_ask_save_async  (GtkWindow            *parent,
                                                const char           *name,
                                                guint                 n_puzzles,
                                                GCancellable         *cancellable,
                                                GAsyncReadyCallback   callback,
                                                gpointer              user_data);
SudokuAlertChoice sudoku_alert_ask_save_finish (GAsyncResult         *result,
                                                GError              **error);

/* Cancel or go ahead: _finish() is TRUE when the user went ahead. */
void              sudoku_alert_confirm_async   (GtkWindow            *parent,
                                                const char           *title,
                                                const char           *detail,
                                                const char           *accept_label,
                                                gboolean              destructive,
                                                GCancellable         *cancellable,
                                                GAsyncReadyCallback   callback,
                                                gpointer              user_data);
gboolean          sudoku_alert_confirm_finish  (GAsyncResult         *result,
                                                GError              **error);

/* Asks for a number from @min to @max, starting at @value, with Cancel and
 * @accept_label. _finish() gives the number, or 0 when the person cancelled. */
void              sudoku_alert_ask_number_async  (GtkWindow           *parent,
                                                  const char          *title,
                                                  const char          *accept_label,
                                                  guint                min,
                                                  guint                max,
                                                  guint                value,
                                                  GCancellable        *cancellable,
                                                  GAsyncReadyCallback  callback,
                                                  gpointer             user_data);
guint             sudoku_alert_ask_number_finish (GAsyncResult        *result,
                                                  GError             **error);

G_END_DECLS
