/* sudoku-window.h: the main window: header bar, board, status line
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "sudoku-board.h"
#include "sudoku-document.h"
#include "sudoku-layout-catalog.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_WINDOW (sudoku_window_get_type ())

G_DECLARE_FINAL_TYPE (SudokuWindow, sudoku_window, SUDOKU, WINDOW, AdwApplicationWindow)

/* @layouts: the layouts to offer, the application's (shared by its windows) */
SudokuWindow *sudoku_window_new        (GtkApplication      *application,
                                        SudokuLayoutCatalog *layouts);
SudokuBoard  *sudoku_window_get_board  (SudokuWindow   *self);
/* What the window shows and edits (its "document" property). */
SudokuDocument *sudoku_window_get_document (SudokuWindow *self);
SudokuLayoutCatalog *sudoku_window_get_layouts (SudokuWindow *self);
/* Where Save writes (a .sudoku file opened or saved here), or NULL. */
GFile        *sudoku_window_get_file   (SudokuWindow   *self);
/* The puzzle's name as the title shows it (a file's or collection's name,
 * or a restored board's), or NULL for a board never opened or saved. */
const char   *sudoku_window_get_display_name (SudokuWindow *self);
/* Reads @file in the background; on success the board shows its first
 * puzzle, on failure an error dialog says why and the board is unchanged. */
void          sudoku_window_open_file  (SudokuWindow   *self,
                                        GFile          *file);
/* The same, for a new window made only to show @file (one of the files on
 * the command line): a window not yet shown is presented once @file is read
 * (or after a short wait, if reading takes longer); when @file cannot be
 * opened, the window goes away with its error message, unless it is the
 * application's only window. */
void          sudoku_window_open_file_or_close (SudokuWindow *self,
                                                GFile        *file);
/* Shows a board kept from the last run (sudoku-session.c): @puzzle's title
 * as the name, @file (nullable) as where Save writes. */
void          sudoku_window_restore    (SudokuWindow       *self,
                                        const SudokuPuzzle *puzzle,
                                        GFile              *file,
                                        gboolean            modified);

/* Shows the start page (new puzzle at a level, Open, Empty Board) instead of
 * the board, until a puzzle comes onto the board: for a start with nothing to
 * resume. */
void          sudoku_window_show_start  (SudokuWindow      *self);

/* Shows @text in the status line under the board until something else
 * takes its place: what the application has to say about this board. */
void          sudoku_window_show_notice (SudokuWindow      *self,
                                         const char        *text);

/* The session could not write this window's board (@error), so a crash
 * would lose it: a toast says so until dismissed, and offers Save As. */
void          sudoku_window_show_unkept (SudokuWindow      *self,
                                         const GError      *error);

/* Opens @uri (the help, "help:sudoku-solver") in the desktop's help viewer, over this
 * window; when none can show it, a toast says so. */
void          sudoku_window_show_help  (SudokuWindow       *self,
                                        const char         *uri);

G_END_DECLS
