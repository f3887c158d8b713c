/* sudoku-window-testing.h: what the tests reach in the window besides its
 * actions, its widgets and sudoku-window.h
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tests drive the window as a person does, through its actions and
 * what it shows; this header holds the rest, so that the window's struct
 * (sudoku-window-private.h, which includes this) can change without them:
 * facts the window shows nowhere, and ways in that skip a file dialog.
 */

#pragma once

#include "sudoku-collection.h"
#include "sudoku-format.h"
#include "sudoku-play.h"
#include "sudoku-print-options.h"
#include "sudoku-render-file.h"
#include "sudoku-types.h"
#include "sudoku-window.h"

G_BEGIN_DECLS

/* sudoku-window.c: the title of the latest toast (a toast's text is not in
 * the widget tree once it is gone) */
const char *_sudoku_window_get_last_toast     (SudokuWindow   *self);
/* A passing notice over the board; with @undo, its button undoes what it
 * tells of. */
void        _sudoku_window_toast              (SudokuWindow   *self,
                                               const char     *title,
                                               gboolean        undo);

/* sudoku-window-files.c: what Save and Save As end in; @backup keeps the
 * old file as "NAME~". */
void        _sudoku_window_save_to            (SudokuWindow   *self,
                                               GFile          *file,
                                               SudokuFormat    format,
                                               gboolean        backup);
/* Where Save As writes what the person chose (see sudoku-window-files.c). */
void        _sudoku_window_save_chosen        (SudokuWindow     *self,
                                               GFile            *file,
                                               SudokuFormat      format);

/* sudoku-window-print.c: the print, as @choices say, exported to a PDF
 * @file without a dialog; returns when it is written, cancelled or failed. */
GtkPrintOperationResult _sudoku_window_print_to_file (SudokuWindow             *self,
                                                      GFile                    *file,
                                                      const SudokuPrintChoices *choices,
                                                      GError                  **error);
/* Writes the board to @file, PNG or SVG, on a worker thread; a toast says
 * when it is done, an error dialog why not. */
void        _sudoku_window_export_image_to    (SudokuWindow       *self,
                                               GFile              *file,
                                               SudokuRenderFormat  format);

/* sudoku-window-testing.c: test-only getters */
/* How Solve searches now: the algorithm and its time limit in seconds. */
void               _sudoku_window_get_solve_options (SudokuWindow     *self,
                                                     SudokuAlgorithm  *algorithm,
                                                     guint            *time_limit);
/* The rating under the title: the pending pause's source id (0: none) and
 * the cancellable of the rating started last (NULL: none yet). */
void               _sudoku_window_get_rating_run    (SudokuWindow     *self,
                                                     guint            *timeout_id,
                                                     GCancellable    **cancellable);
/* The folder Open and Save start in, or NULL. */
GFile             *_sudoku_window_get_folder        (SudokuWindow     *self);
/* The opened collection (more than one puzzle), or NULL. */
SudokuCollection  *_sudoku_window_get_collection    (SudokuWindow     *self);
/* The print in its dialog or being prepared, or NULL. */
GtkPrintOperation *_sudoku_window_get_print_operation (SudokuWindow   *self);

/* sudoku-window-start.c: whether the start page shows instead of the board. */
gboolean    _sudoku_window_get_start_shown    (SudokuWindow   *self);
/* Its buttons, in order: a level's each, Open, Empty Board. */
GPtrArray  *_sudoku_window_get_start_buttons  (SudokuWindow   *self);

/* sudoku-window-play.c: the current puzzle's play clock. */
const SudokuPlayClock *_sudoku_window_get_play_clock (SudokuWindow *self);
/* The clock's label under the board, and what the board's room shows:
 * "board", or "paused" while Pause hides it. */
GtkLabel          *_sudoku_window_get_clock_label   (SudokuWindow     *self);
const char        *_sudoku_window_get_board_page    (SudokuWindow     *self);

G_END_DECLS
