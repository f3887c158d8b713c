/* fuzz-format.c: format detection and every puzzle reader, on any bytes
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Properties checked on every input:
 *   - sudoku_format_parse() gives puzzles (at least one) or an error, never
 *     both, never neither;
 *   - the streaming reader over the same bytes agrees with it: the same
 *     puzzles in the same order up to the first error, an error exactly when
 *     the whole parse failed, as many puzzles in all when it did not, and the
 *     same format; and it always comes to an end;
 *   - every puzzle read has a valid layout and survives being written as an
 *     81-character line and as a .sudoku file and read back (fuzz-io.c).
 */

#include <string.h>

#include "fuzz-io.h"

/* Far more than any input libFuzzer makes (-max_len), but an end all the same. */
#define MAX_READER_CALLS 100000

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
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(GInputStream) stream = NULL;
  g_autoptr(SudokuReader) reader = NULL;
  SudokuFormat format = SUDOKU_FORMAT_UNKNOWN;
  guint n_streamed = 0;
  guint n_errors = 0;
  int calls = 0;

  puzzles = sudoku_format_parse ((const char *) data, size, FUZZ_DISPLAY_NAME, &format, &error);
  FUZZ_CHECK ((puzzles == NULL) != (error == NULL), "puzzles %p and error %p",
              (void *) puzzles, (void *) error);
  if (puzzles != NULL)
    FUZZ_CHECK (puzzles->len > 0, "success with no puzzle");
  if (error != NULL)
    {
      FUZZ_CHECK (error->domain == SUDOKU_FILE_ERROR, "not a file error: %s", error->message);
      fuzz_check_error_position (error, (const char *) data, size);
    }

  /* The same bytes, streamed: a line collection goes on after a bad line. */
  stream = g_memory_input_stream_new_from_data (data, (gssize) size, NULL);
  reader = sudoku_reader_new (stream, FUZZ_DISPLAY_NAME);
  for (;;)
    {
      g_autoptr(GError) next_error = NULL;
      g_autoptr(SudokuPuzzle) puzzle = NULL;

      FUZZ_CHECK (++calls <= MAX_READER_CALLS, "the reader does not come to an end");
      puzzle = sudoku_reader_next (reader, NULL, &next_error);
      FUZZ_CHECK (puzzle == NULL || next_error == NULL, "a puzzle and an error");

      if (puzzle != NULL)
        {
          if (n_errors == 0)
            {
              FUZZ_CHECK (puzzles == NULL || n_streamed < puzzles->len,
                          "the reader gives more puzzles than the parse (%u)",
                          puzzles != NULL ? puzzles->len : 0);
              if (puzzles != NULL)
                fuzz_check_same_puzzle (g_ptr_array_index (puzzles, n_streamed), puzzle,
                                        TRUE, "streamed puzzle");
            }
          n_streamed++;
          continue;
        }

      if (next_error == NULL)
        break;
      FUZZ_CHECK (next_error->domain == SUDOKU_FILE_ERROR,
                  "not a file error: %s", next_error->message);
      /* The parse stops at the first error, with that same message. */
      if (n_errors == 0)
        FUZZ_CHECK (error != NULL && g_str_equal (error->message, next_error->message),
                    "the reader says \"%s\", the parse \"%s\"", next_error->message,
                    error != NULL ? error->message : "(success)");
      n_errors++;
    }

  FUZZ_CHECK (sudoku_reader_get_format (reader) == format, "reader: %s, parse: %s",
              sudoku_format_get_name (sudoku_reader_get_format (reader)),
              sudoku_format_get_name (format));
  FUZZ_CHECK ((n_errors == 0) == (puzzles != NULL),
              "the reader met %u errors, the parse %s", n_errors,
              puzzles != NULL ? "succeeded" : "failed");
  if (puzzles != NULL)
    FUZZ_CHECK (n_streamed == puzzles->len, "the reader gave %u puzzles, the parse %u",
                n_streamed, puzzles->len);

  if (puzzles != NULL)
    for (guint i = 0; i < puzzles->len; i++)
      fuzz_check_round_trip (g_ptr_array_index (puzzles, i));

  return 0;
}
