/* fuzz-native.c: the .sudoku key file, on any bytes
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Properties checked on every input:
 *   - sudoku_native_file_parse() gives a puzzle or a file error that names
 *     the input, never both, never neither;
 *   - a puzzle read has digits 0-9, no entry under a given, marks 1-9 only
 *     in cells without a digit, a valid layout and a non-empty UTF-8 title
 *     or none;
 *   - written with sudoku_native_file_write() and read back, by
 *     sudoku_native_file_parse() and through format detection, it is the same
 *     puzzle (title included); written as a line, the same board (fuzz-io.c).
 */

#include <string.h>

#include "fuzz-io.h"
#include "sudoku-file-error.h"
#include "sudoku-native-file.h"

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_io_init ();
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) again_error = NULL;
  g_autoptr(SudokuPuzzle) puzzle = NULL;
  g_autoptr(SudokuPuzzle) again = NULL;
  g_autofree char *written = NULL;

  puzzle = sudoku_native_file_parse ((const char *) data, size, FUZZ_DISPLAY_NAME, &error);
  if (puzzle == NULL)
    {
      FUZZ_CHECK (error != NULL, "failure without an error");
      FUZZ_CHECK (error->domain == SUDOKU_FILE_ERROR, "not a file error: %s", error->message);
      fuzz_check_error_position (error, (const char *) data, size);
      return 0;
    }
  FUZZ_CHECK (error == NULL, "a puzzle and an error: %s", error->message);

  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      FUZZ_CHECK (puzzle->givens.cell[cell] <= 9 && puzzle->entries.cell[cell] <= 9,
                  "cell %d holds %d / %d", cell, puzzle->givens.cell[cell],
                  puzzle->entries.cell[cell]);
      FUZZ_CHECK (puzzle->givens.cell[cell] == 0 || puzzle->entries.cell[cell] == 0,
                  "cell %d holds a given and an entry", cell);
      FUZZ_CHECK ((puzzle->marks[cell] & ~SK_ALL_DIGITS) == 0, "cell %d has marks %#x",
                  cell, puzzle->marks[cell]);
      FUZZ_CHECK (puzzle->marks[cell] == 0 ||
                  (puzzle->givens.cell[cell] == 0 && puzzle->entries.cell[cell] == 0),
                  "cell %d has marks and a digit", cell);
    }
  FUZZ_CHECK (puzzle->title == NULL ||
              (puzzle->title[0] != '\0' && g_utf8_validate (puzzle->title, -1, NULL)),
              "the title is empty or not UTF-8");

  /* The looks_like check agrees with format detection on what was read. */
  written = sudoku_native_file_write (puzzle);
  FUZZ_CHECK (sudoku_native_file_looks_like (written, strlen (written)),
              "a written file does not look like one\n---\n%s---", written);
  again = sudoku_native_file_parse (written, strlen (written), FUZZ_DISPLAY_NAME, &again_error);
  FUZZ_CHECK (again != NULL, "the written file cannot be read back: %s\n---\n%s---",
              again_error->message, written);
  fuzz_check_same_puzzle (puzzle, again, TRUE, "sudoku_native_file_write round trip");

  fuzz_check_round_trip (puzzle);
  return 0;
}
