/* fuzz-io.h: checks shared by the fuzz targets of the io layer
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "fuzz-common.h"
#include "sk-layout.h"
#include "sudoku-file-error.h"
#include "sudoku-format.h"
#include "sudoku-puzzle.h"

#define FUZZ_DISPLAY_NAME "fuzz"

/* Silences GLib's log output, so that libFuzzer's stays readable, except
 * criticals and errors: those are programming errors (a g_return_if_fail()
 * that failed), so they are printed and abort like a crash.
 * SUDOKU_FUZZ_VERBOSE=1 in the environment shows every message instead. */
void fuzz_io_init                (void);

/* Nine regions of nine cells, unit and peer tables that agree with the
 * region map, symbols that read back to the same layout. */
void fuzz_check_layout           (const SkLayout     *layout);

/* Writes @puzzle as an 81-character line, as a .sudoku file and in the
 * block formats (matrix, .sdk, .ss), reads each back with
 * sudoku_format_parse() and checks it is the same puzzle. */
void fuzz_check_round_trip       (const SudokuPuzzle *puzzle);

/* An error of the readers names the input, and the line and column it
 * gives, if any, lie inside @text (a column may point just past the end of
 * its line). */
void fuzz_check_error_position   (const GError       *error,
                                  const char         *text,
                                  gsize               length);

/* A title or name as the key file writers store it: control characters
 * other than tab, newline and carriage return become spaces (GKeyFile would
 * write them raw, and the readers refuse them). NULL for NULL. */
char *fuzz_key_file_text         (const char         *text);

/* Parses text that must be one valid puzzle in @expected_format. */
SudokuPuzzle *fuzz_parse_one     (const char         *text,
                                  SudokuFormat        expected_format,
                                  const char         *what);

/* Same givens, entries, layout and title; aborts naming @what otherwise. */
void fuzz_check_same_puzzle      (const SudokuPuzzle *expected,
                                  const SudokuPuzzle *actual,
                                  gboolean            compare_title,
                                  const char         *what);
