/* test-format-variant-line.c: a variant's extra houses on a puzzle line, read and written
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A puzzle line carries a variant's extra houses as a third word after the
 * region symbols: the Extra= value of a layout file with commas between a
 * house's cells. The expected houses here are built cell by cell, not read.
 */

#include <gio/gio.h>
#include <string.h>

#include "sk-layout.h"
#include "sk-text.h"
#include "sudoku-file-error.h"
#include "sudoku-format.h"
#include "sudoku-native-file.h"
#include "sudoku-puzzle.h"
#include "sudoku-test-util.h"

#define GIVENS  "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
#define WINDMILL "111112223441112223444152233444452333665555533" \
                 "666758888667759888677799988677799999"
/* A house of no named set: a chevron from r5c1 up to r1c5 and down to r5c9. */
#define CUSTOM_WORD "r1c5,r2c4,r2c6,r3c3,r3c7,r4c2,r4c8,r5c1,r5c9"

static const int custom_cells[SK_SIZE] = { 4, 12, 14, 20, 24, 28, 34, 36, 44 };

static SudokuPuzzle *
parse_one (const char *text)
{
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;
  SudokuFormat format;

  puzzles = sudoku_format_parse (text, strlen (text), "line.txt", &format, &error);
  g_assert_no_error (error);
  g_assert_cmpint (format, ==, SUDOKU_FORMAT_JIGSAW_LINE);
  g_assert_cmpuint (puzzles->len, ==, 1);
  return sudoku_puzzle_copy (g_ptr_array_index (puzzles, 0));
}

static void
test_read (void)
{
  const struct
  {
    const char *regions;
    const char *extra;
    gboolean    diagonals;
    gboolean    windows;
    gboolean    custom;
  } cases[] = {
    { SUDOKU_TEST_STANDARD_MAP, "diagonals", TRUE, FALSE, FALSE },
    { WINDMILL, "diagonals", TRUE, FALSE, FALSE },
    { SUDOKU_TEST_STANDARD_MAP, "windows", FALSE, TRUE, FALSE },
    { WINDMILL, "diagonals;" CUSTOM_WORD, TRUE, FALSE, TRUE },
    /* Spaces and letters as in a layout file, a trailing ';', and a comment. */
    { SUDOKU_TEST_STANDARD_MAP, CUSTOM_WORD ";  # a comment", FALSE, FALSE, TRUE },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *line = g_strdup_printf ("%s  %s\t%s\n", GIVENS, cases[i].regions,
                                               cases[i].extra);
      g_autoptr(SudokuPuzzle) puzzle = NULL;
      SkLayout expected;

      g_test_message ("%s", line);
      puzzle = parse_one (line);
      sudoku_test_layout_from_map (cases[i].regions, &expected);
      if (cases[i].diagonals)
        sk_layout_add_extra_set (&expected, SK_EXTRA_DIAGONALS, NULL);
      if (cases[i].windows)
        sk_layout_add_extra_set (&expected, SK_EXTRA_WINDOWS, NULL);
      if (cases[i].custom)
        g_assert_cmpint (sk_layout_add_extra_house (&expected, custom_cells, SK_SIZE, NULL),
                         ==, SK_LAYOUT_OK);
      g_assert_true (puzzle->has_layout);
      g_assert_true (sk_layout_equal (&puzzle->layout, &expected));
      g_assert_cmpint (sk_grid_count_filled (&puzzle->givens), ==, 17);
    }
}

/* Written as a line, a variant spells out its regions, standard or not, and
 * its houses; the line reads back as the same puzzle. */
static void
test_write (void)
{
  const char *const shipped[] = {
    "sudoku-x.sudoku", "windoku.sudoku", "asterisk.sudoku", "centre-dot.sudoku",
    "girandola.sudoku", "diagonal-x.sudoku", "windmill-x.sudoku",
  };
  const char *const words[] = {
    "diagonals", "windows", "asterisk", "centre-dot", "girandola", "diagonals", "diagonals",
  };

  for (gsize i = 0; i < G_N_ELEMENTS (shipped); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "puzzles",
                                                     shipped[i], NULL);
      g_autofree char *text = NULL;
      g_autofree char *line = NULL;
      g_autofree char *expected = NULL;
      g_autoptr(SudokuPuzzle) puzzle = NULL;
      g_autoptr(SudokuPuzzle) again = NULL;
      GError *error = NULL;
      char cells[SK_CELLS + 1];
      char symbols[SK_CELLS + 1];
      gsize length;

      text = sudoku_test_read_file (path, &length);
      puzzle = sudoku_native_file_parse (text, length, shipped[i], &error);
      g_assert_no_error (error);
      line = sudoku_format_write (puzzle, SUDOKU_FORMAT_LINE);

      sk_text_format_line (&puzzle->givens, cells);
      sk_layout_to_symbols (&puzzle->layout, symbols);
      expected = g_strdup_printf ("%s %s %s\n", cells, symbols, words[i]);
      g_assert_cmpstr (line, ==, expected);

      again = parse_one (line);
      sudoku_test_assert_grids_equal (&again->givens, &puzzle->givens);
      g_assert_true (sk_layout_equal (&again->layout, &puzzle->layout));
    }

  /* A house of no named set goes cell by cell, after the named sets. */
  {
    g_autofree char *text = g_strdup_printf ("%s %s %s;diagonals\n", GIVENS, WINDMILL, CUSTOM_WORD);
    g_autofree char *expected = g_strdup_printf ("%s %s diagonals;%s\n", GIVENS, WINDMILL, CUSTOM_WORD);
    g_autoptr(SudokuPuzzle) puzzle = parse_one (text);
    g_autofree char *line = sudoku_format_write (puzzle, SUDOKU_FORMAT_LINE);

    g_assert_cmpstr (line, ==, expected);
  }
}

static void
test_errors (void)
{
  const struct
  {
    const char      *extra;
    SudokuFileError  code;
    const char      *message;
  } cases[] = {
    { "diagonal", SUDOKU_FILE_ERROR_BAD_LAYOUT,
      "line.txt:1: Extra: unknown set 'diagonal'; the sets are diagonals, windows, asterisk, "
      "centre-dot and girandola" },
    { "r1c1,r2c2,r3c3,r4c4,r5c5,r6c6,r7c7,r8c8", SUDOKU_FILE_ERROR_BAD_LAYOUT,
      "line.txt:1: Extra: house 1 has 8 cells, expected 9" },
    { "diagonals;r1c1,r1c1,r3c3,r4c4,r5c5,r6c6,r7c7,r8c8,r9c9", SUDOKU_FILE_ERROR_BAD_LAYOUT,
      "line.txt:1: Extra: house 2 holds r1c1 twice" },
    { "diagonals more", SUDOKU_FILE_ERROR_SYNTAX,
      "line.txt:1:175: unexpected text after the extra houses" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *line = g_strdup_printf ("%s %s %s\n", GIVENS, SUDOKU_TEST_STANDARD_MAP,
                                               cases[i].extra);
      g_autoptr(GPtrArray) puzzles = NULL;
      g_autoptr(GError) error = NULL;

      puzzles = sudoku_format_parse (line, strlen (line), "line.txt", NULL, &error);
      g_assert_null (puzzles);
      g_assert_error (error, SUDOKU_FILE_ERROR, (int) cases[i].code);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_add_func ("/format/variant-line/read", test_read);
  g_test_add_func ("/format/variant-line/write", test_write);
  g_test_add_func ("/format/variant-line/errors", test_errors);
  return g_test_run ();
}
