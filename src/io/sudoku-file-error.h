/* sudoku-file-error.h: the error domain of every file reader and writer
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define SUDOKU_FILE_ERROR (sudoku_file_error_quark ())

/* Messages always start with "NAME:LINE: " (or "NAME: " when no line applies). */
typedef enum
{
  SUDOKU_FILE_ERROR_EMPTY,        /* no puzzle in the input */
  SUDOKU_FILE_ERROR_SYNTAX,       /* a character or line that no format allows */
  SUDOKU_FILE_ERROR_WRONG_SIZE,   /* a row or puzzle with the wrong number of cells or rows */
  SUDOKU_FILE_ERROR_BAD_LAYOUT,   /* region symbols that do not make nine regions of nine */
  SUDOKU_FILE_ERROR_BAD_KEY_FILE, /* a .sudoku or .layout key file with missing or bad keys */
  SUDOKU_FILE_ERROR_TOO_LARGE,    /* the input is larger than any puzzle file can be */
} SudokuFileError;

GQuark sudoku_file_error_quark  (void);
char  *sudoku_file_display_name (GFile *file);

G_END_DECLS
