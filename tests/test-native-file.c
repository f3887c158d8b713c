/* test-native-file.c: the .sudoku key file, and saving it safely
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Expected givens and layouts are built from the example files in
 * tests/data/examples/ (the layouts by the engine), never by the reader under
 * test.
 */

#include <gio/gio.h>
#include <errno.h>
#include <glib/gstdio.h>
#include <grp.h>
#include <string.h>
#include <unistd.h>

#include "sk-grid.h"
#include "sk-layout.h"
#include "sk-text.h"
#include "sudoku-file-error.h"
#include "sudoku-format.h"
#include "sudoku-native-file.h"
#include "sudoku-test-util.h"

static SudokuPuzzle *
parse_fixture (const char  *name,
               GError     **error)
{
  g_autofree char *data = NULL;
  gsize length;

  data = sudoku_test_read_data ("formats", name, &length);
  return sudoku_native_file_parse (data, length, name, error);
}

static void
assert_puzzles_equal (const SudokuPuzzle *a,
                      const SudokuPuzzle *b)
{
  sudoku_test_assert_grids_equal (&a->givens, &b->givens);
  sudoku_test_assert_grids_equal (&a->entries, &b->entries);
  for (int cell = 0; cell < SK_CELLS; cell++)
    g_assert_cmphex (a->marks[cell], ==, b->marks[cell]);
  g_assert_true (sk_layout_equal (&a->layout, &b->layout));
  g_assert_cmpint (a->has_layout, ==, b->has_layout);
  g_assert_cmpstr (a->title, ==, b->title);
}

static void
test_parse_jigsaw (void)
{
  g_autoptr(SudokuPuzzle) puzzle = NULL;
  g_autoptr(GError) error = NULL;
  SkGrid givens;
  SkGrid solution;
  SkLayout layout;

  sudoku_test_jigsaw_example (&givens, NULL, &layout, &solution);
  puzzle = parse_fixture ("jigsaw.sudoku", &error);
  g_assert_no_error (error);

  sudoku_test_assert_grids_equal (&puzzle->givens, &givens);
  g_assert_true (puzzle->has_layout);
  g_assert_true (sk_layout_equal (&puzzle->layout, &layout));
  g_assert_cmpstr (puzzle->title, ==, "Jigsaw example");
  g_assert_cmpuint (puzzle->line, ==, 1);

  /* The fixture enters the right digit, 3, in the first cell and nothing else. */
  g_assert_cmpint (sk_grid_count_filled (&puzzle->entries), ==, 1);
  g_assert_cmpint (puzzle->entries.cell[0], ==, solution.cell[0]);
  g_assert_true (sk_grid_is_solution_of (&solution, &puzzle->givens, &puzzle->layout));
}

static void
test_parse_standard (void)
{
  g_autoptr(SudokuPuzzle) puzzle = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *matrix = sudoku_test_read_data ("examples", "matrix-zeros.txt", NULL);
  SkGrid expected;

  sudoku_test_grid_from_matrix (matrix, &expected);

  puzzle = parse_fixture ("zeros.sudoku", &error);
  g_assert_no_error (error);
  sudoku_test_assert_grids_equal (&puzzle->givens, &expected);
  g_assert_cmpint (sk_grid_count_filled (&puzzle->entries), ==, 0);
  g_assert_false (puzzle->has_layout);
  g_assert_true (sk_layout_is_standard (&puzzle->layout));
  g_assert_cmpstr (puzzle->title, ==, "Zeros");
  g_assert_cmpuint (puzzle->line, ==, 2);
}

/* Only Givens is required; spaces may group the cells; unknown keys and
 * other groups are ignored. */
static void
test_optional_keys (void)
{
  const char *text =
    "[Sudoku]\n"
    "Givens = 53..7.... 6..195... .98....6. 8...6...3 4..8.3..1 7...2...6"
    " .6....28. ...419..5 ....8..79\n"
    "Title=\n"
    "Difficulty=hard\n"
    "[Other]\n"
    "Givens=nonsense\n";
  g_autofree char *classic = sudoku_test_read_data ("examples", "classic-line.txt", NULL);
  g_autoptr(SudokuPuzzle) puzzle = NULL;
  g_autoptr(GError) error = NULL;
  SkGrid expected;

  g_assert_true (sk_text_parse_line (classic, SK_CELLS, &expected));
  puzzle = sudoku_native_file_parse (text, strlen (text), "t.sudoku", &error);
  g_assert_no_error (error);
  sudoku_test_assert_grids_equal (&puzzle->givens, &expected);
  g_assert_null (puzzle->title);
  g_assert_false (puzzle->has_layout);
  g_assert_cmpint (sk_grid_count_filled (&puzzle->entries), ==, 0);
}

static void
test_looks_like (void)
{
  const struct
  {
    const char *text;
    gboolean    expected;
  } cases[] = {
    { "[Sudoku]\nGivens=...\n", TRUE },
    { "\xef\xbb\xbf# comment\r\n\r\n  [Sudoku]  \r\nVersion=1\r\n", TRUE },
    { "[Layout]\nRegions=...\n", FALSE },
    { "[Sudokus]\n", FALSE },
    { "0 0 0 0 0 0 0 0 0\n[Sudoku]\n", FALSE },
    { "", FALSE },
    { "# [Sudoku]\n", FALSE },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    g_assert_cmpint (sudoku_native_file_looks_like (cases[i].text, strlen (cases[i].text)),
                     ==, cases[i].expected);
}

static void
test_bad_fixtures (void)
{
  const struct
  {
    const char      *name;
    SudokuFileError  code;
    const char      *message;
  } cases[] = {
    { "bad-missing-givens.sudoku", SUDOKU_FILE_ERROR_BAD_KEY_FILE,
      "bad-missing-givens.sudoku:2: the group [Sudoku] has no key Givens" },
    { "bad-short-givens.sudoku", SUDOKU_FILE_ERROR_BAD_KEY_FILE,
      "bad-short-givens.sudoku:3: Givens: expected 81 cells, found 80" },
    { "bad-char-givens.sudoku", SUDOKU_FILE_ERROR_BAD_KEY_FILE,
      "bad-char-givens.sudoku:3:28: Givens: unexpected character 'x'" },
    { "bad-version.sudoku", SUDOKU_FILE_ERROR_BAD_KEY_FILE,
      "bad-version.sudoku:2: unsupported Version 2; this program reads version 1" },
    { "bad-not-key-file.sudoku", SUDOKU_FILE_ERROR_SYNTAX,
      "bad-not-key-file.sudoku:2:1: expected Key=Value, a [Group] or a # comment" },
    { "bad-entries-on-given.sudoku", SUDOKU_FILE_ERROR_BAD_KEY_FILE,
      "bad-entries-on-given.sudoku:3:11: Entries: row 1, column 3 holds a given" },
    { "bad-regions.sudoku", SUDOKU_FILE_ERROR_BAD_LAYOUT,
      "bad-regions.sudoku:3: expected 9 rows of region symbols separated by ';', found 8" },
    { "bad-marks-on-given.sudoku", SUDOKU_FILE_ERROR_BAD_KEY_FILE,
      "bad-marks-on-given.sudoku:3:13: Marks: row 1, column 5 holds a digit, so it cannot have marks" },
    { "bad-group.sudoku", SUDOKU_FILE_ERROR_BAD_KEY_FILE,
      "bad-group.sudoku:1: expected the group [Sudoku], found [Layout]" },
    { "empty.txt", SUDOKU_FILE_ERROR_EMPTY, "empty.txt: the file is empty" },
    { "comments-only.txt", SUDOKU_FILE_ERROR_EMPTY,
      "comments-only.txt: the file holds only blank lines and comments" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(SudokuPuzzle) puzzle = NULL;
      g_autoptr(GError) error = NULL;

      puzzle = parse_fixture (cases[i].name, &error);
      g_assert_null (puzzle);
      g_assert_error (error, SUDOKU_FILE_ERROR, (int) cases[i].code);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}

static void
test_bad_text (void)
{
  const struct
  {
    const char      *text;
    SudokuFileError  code;
    const char      *message;
  } cases[] = {
    { "[Sudoku]\nVersion=one\n", SUDOKU_FILE_ERROR_BAD_KEY_FILE,
      "t:2: Version must be a whole number" },
    { "Givens=1\n[Sudoku]\n", SUDOKU_FILE_ERROR_SYNTAX,
      "t:1:1: expected a [Group] line before the first key" },
    { "[Sudoku\nGivens=1\n", SUDOKU_FILE_ERROR_SYNTAX, "t:1: a group name must end with ']'" },
    { "[Sudoku]\nTitle=\xff\n", SUDOKU_FILE_ERROR_SYNTAX,
      "t:2:7: unexpected character 0xFF: the file is not UTF-8 text" },
    { "[Sudoku]\r\n\r\n  Givens = ....x\r\n", SUDOKU_FILE_ERROR_BAD_KEY_FILE,
      "t:3:16: Givens: unexpected character 'x'" },
    { "[Sudoku]\nGivens=........................................."
      "........................................\n"
      "Regions=111222333111222333111222333444555666444555666"
      "444555666777888999777888999777888990\n",
      SUDOKU_FILE_ERROR_BAD_LAYOUT,
      "t:3:89: region symbol '0' makes a tenth region; a layout has nine" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(SudokuPuzzle) puzzle = NULL;
      g_autoptr(GError) error = NULL;

      puzzle = sudoku_native_file_parse (cases[i].text, strlen (cases[i].text), "t", &error);
      g_assert_null (puzzle);
      g_assert_error (error, SUDOKU_FILE_ERROR, (int) cases[i].code);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}

/* GKeyFile reads "\s", "\t", "\\" and the like as one character each, but
 * a person sees two in the file: a column is counted in the file as it is
 * written, not in the value GKeyFile hands back. */
static void
test_escaped_columns (void)
{
  g_autofree char *dots = g_strnfill (80, '.');
  g_autofree char *standard = g_strdup (SUDOKU_TEST_STANDARD_MAP);
  g_autofree char *givens_81 = NULL;
  g_autofree char *givens_escaped = NULL;
  g_autofree char *givens_tab = NULL;
  g_autofree char *givens_backslash = NULL;
  g_autofree char *entries = NULL;
  g_autofree char *regions = NULL;
  g_autofree char *region_rows = NULL;

  standard[SK_CELLS - 1] = '0';
  givens_81 = g_strdup_printf ("[Sudoku]\nGivens=..9%.78s\n", dots);
  givens_escaped = g_strdup_printf ("[Sudoku]\nGivens=\\s\\s%sx\n", dots);
  givens_tab = g_strdup ("[Sudoku]\nGivens=....\\t....x\n");
  givens_backslash = g_strdup ("[Sudoku]\nGivens=\\s.\\\\\n");
  entries = g_strdup_printf ("%sEntries=\\s\\s..3\n", givens_81);
  regions = g_strdup_printf ("%sRegions=\\s%s\n", givens_81, standard);
  region_rows = g_strdup_printf ("%sRegions=111222333;\\t111222333;11122?333;444555666;"
                                 "444555666;444555666;777888999;777888999;777888999\n",
                                 givens_81);

  {
    const struct
    {
      const char      *text;
      SudokuFileError  code;
      const char      *message;
    } cases[] = {
      { givens_escaped, SUDOKU_FILE_ERROR_BAD_KEY_FILE, "t:2:92: Givens: unexpected character 'x'" },
      { givens_tab, SUDOKU_FILE_ERROR_BAD_KEY_FILE, "t:2:18: Givens: unexpected character 'x'" },
      { givens_backslash, SUDOKU_FILE_ERROR_BAD_KEY_FILE,
        "t:2:11: Givens: unexpected character '\\'" },
      { entries, SUDOKU_FILE_ERROR_BAD_KEY_FILE, "t:3:15: Entries: row 1, column 3 holds a given" },
      { regions, SUDOKU_FILE_ERROR_BAD_LAYOUT,
        "t:3:91: region symbol '0' makes a tenth region; a layout has nine" },
      { region_rows, SUDOKU_FILE_ERROR_BAD_LAYOUT,
        "t:3:36: unexpected region symbol '?'; region symbols are digits and letters" },
    };

    for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        g_autoptr(SudokuPuzzle) puzzle = NULL;
        g_autoptr(GError) error = NULL;

        g_test_message ("%s", cases[i].text);
        puzzle = sudoku_native_file_parse (cases[i].text, strlen (cases[i].text), "t", &error);
        g_assert_null (puzzle);
        g_assert_error (error, SUDOKU_FILE_ERROR, (int) cases[i].code);
        g_assert_cmpstr (error->message, ==, cases[i].message);
      }
  }

  /* The escapes themselves still read as GKeyFile reads them. */
  {
    g_autofree char *text = NULL;
    g_autoptr(SudokuPuzzle) puzzle = NULL;
    g_autoptr(GError) error = NULL;

    text = g_strdup_printf ("%sEntries=\\s\\t1%.80s\\r\nRegions=\\t%s\n", givens_81, dots,
                            SUDOKU_TEST_ROWS_MAP);
    puzzle = sudoku_native_file_parse (text, strlen (text), "t", &error);
    g_assert_no_error (error);
    g_assert_cmpint (puzzle->givens.cell[2], ==, 9);
    g_assert_cmpint (puzzle->entries.cell[0], ==, 1);
    g_assert_cmpint (sk_grid_count_filled (&puzzle->entries), ==, 1);
    g_assert_true (puzzle->has_layout);
  }
}

/* @text with a lone '\r' for each '\n' (old Mac files), or, with @mixed,
 * "\r", "\r\n" and "\n" in turn (in that order: a lone '\r' just before a
 * '\n' would be one "\r\n"). */
static char *
line_end_variant (const char *text,
                  gboolean    mixed,
                  gsize      *length)
{
  GString *out = g_string_new (NULL);
  guint n = 0;

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p != '\n')
        g_string_append_c (out, *p);
      else if (!mixed || n % 3 == 0)
        g_string_append_c (out, '\r');
      else
        g_string_append (out, n % 3 == 1 ? "\r\n" : "\n");
      n += *p == '\n';
    }

  *length = out->len;
  return g_string_free (out, FALSE);
}

/* A lone '\r' ends a line as '\n' and "\r\n" do; before, a .sudoku file
 * with CR line ends was one long line before its first group. */
static void
test_cr_line_ends (void)
{
  const char *fixtures[] = { "jigsaw.sudoku", "zeros.sudoku" };
  const char *bad = "# old Mac\r[Sudoku]\r\nVersion=1\r\rGivens=..x\r";

  for (gsize i = 0; i < G_N_ELEMENTS (fixtures); i++)
    for (int mixed = FALSE; mixed <= TRUE; mixed++)
      {
        g_autoptr(SudokuPuzzle) plain = NULL;
        g_autoptr(SudokuPuzzle) other = NULL;
        g_autoptr(GError) error = NULL;
        g_autofree char *data = NULL;
        g_autofree char *variant = NULL;
        gsize length;

        g_test_message ("%s%s", fixtures[i], mixed ? ", mixed line ends" : "");
        data = sudoku_test_read_data ("formats", fixtures[i], &length);
        variant = line_end_variant (data, mixed, &length);
        plain = sudoku_native_file_parse (data, strlen (data), "t", &error);
        g_assert_no_error (error);
        other = sudoku_native_file_parse (variant, length, "t", &error);
        g_assert_no_error (error);
        assert_puzzles_equal (plain, other);
        g_assert_cmpuint (plain->line, ==, other->line);
      }

  {
    g_autoptr(SudokuPuzzle) puzzle = NULL;
    g_autoptr(GError) error = NULL;

    puzzle = sudoku_native_file_parse (bad, strlen (bad), "t", &error);
    g_assert_null (puzzle);
    g_assert_error (error, SUDOKU_FILE_ERROR, SUDOKU_FILE_ERROR_BAD_KEY_FILE);
    g_assert_cmpstr (error->message, ==, "t:5:10: Givens: unexpected character 'x'");
  }
}

static SudokuPuzzle *
example_puzzle (void)
{
  SudokuPuzzle *puzzle = sudoku_puzzle_new ();
  SkGrid solution;

  sudoku_test_jigsaw_example (&puzzle->givens, NULL, &puzzle->layout, &solution);
  puzzle->has_layout = TRUE;
  for (int cell = 0; cell < SK_CELLS; cell += 5)
    if (puzzle->givens.cell[cell] == 0)
      puzzle->entries.cell[cell] = solution.cell[cell];
  /* Marks of every shape, one to nine digits, in some of the empty cells. */
  for (int cell = 1; cell < SK_CELLS; cell += 3)
    if (puzzle->givens.cell[cell] == 0 && puzzle->entries.cell[cell] == 0)
      puzzle->marks[cell] = (SkMask) ((cell * 37) % 511 + 1);
  puzzle->title = g_strdup ("Jigsaw = \"example\" #1\nsecond line");

  return puzzle;
}

/* The written file is the documented one: keys in order, empty ones left out. */
static void
test_write (void)
{
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();
  g_autofree char *text = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *via_format = NULL;
  char dots[SK_CELLS + 1];

  memset (dots, '.', SK_CELLS);
  dots[SK_CELLS] = '\0';

  text = sudoku_native_file_write (puzzle);
  expected = g_strdup_printf ("[Sudoku]\nVersion=1\nGivens=%s\n", dots);
  g_assert_cmpstr (text, ==, expected);
  g_clear_pointer (&text, g_free);
  g_clear_pointer (&expected, g_free);

  puzzle->givens.cell[0] = 5;
  puzzle->entries.cell[0] = 6;   /* under a given: the given wins */
  puzzle->entries.cell[80] = 9;
  puzzle->title = g_strdup ("Mine");
  sk_layout_init_standard (&puzzle->layout);
  puzzle->has_layout = TRUE;

  text = sudoku_native_file_write (puzzle);
  dots[0] = '5';
  expected = g_strdup_printf ("[Sudoku]\nVersion=1\nTitle=Mine\nGivens=%s\nEntries=%.80s9\n"
                              "Regions=%s\n", dots, dots + 1,
                              "111222333111222333111222333444555666444555666444555666"
                              "777888999777888999777888999");
  g_assert_cmpstr (text, ==, expected);

  via_format = sudoku_format_write (puzzle, SUDOKU_FORMAT_NATIVE);
  g_assert_cmpstr (via_format, ==, text);
}

static void
test_round_trip (void)
{
  g_autoptr(SudokuPuzzle) puzzle = example_puzzle ();
  g_autoptr(SudokuPuzzle) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = sudoku_native_file_write (puzzle);

  g_assert_true (sudoku_native_file_looks_like (text, strlen (text)));
  back = sudoku_native_file_parse (text, strlen (text), "written", &error);
  g_assert_no_error (error);
  assert_puzzles_equal (back, puzzle);
  g_assert_cmpint (sk_grid_count_filled (&back->entries), >, 5);
}

/* Time: the play clock's seconds, left out at 0; a bad value reads as 0. */
static void
test_time (void)
{
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  char dots[SK_CELLS + 1];
  const struct
  {
    const char *value;
    guint       seconds;
  } values[] = {
    { "754", 754 }, { " 12 ", 12 }, { "0", 0 }, { "-5", 0 }, { "12s", 0 }, { "", 0 },
    { "3600000", SUDOKU_MAX_PLAY_TIME }, { "3600001", 0 }, { "99999999999999999999", 0 },
  };

  memset (dots, '.', SK_CELLS);
  dots[SK_CELLS] = '\0';
  text = sudoku_native_file_write (puzzle);
  g_assert_null (strstr (text, "Time="));
  g_free (text);

  puzzle->time = 754;
  text = sudoku_native_file_write (puzzle);
  g_assert_nonnull (strstr (text, "\nTime=754\n"));
  {
    g_autoptr(SudokuPuzzle) back = sudoku_native_file_parse (text, strlen (text), "t", &error);

    g_assert_no_error (error);
    g_assert_cmpuint (back->time, ==, 754);
  }

  for (gsize i = 0; i < G_N_ELEMENTS (values); i++)
    {
      g_autofree char *file = g_strdup_printf ("[Sudoku]\nGivens=%s\nTime=%s\n", dots, values[i].value);
      g_autoptr(SudokuPuzzle) back = sudoku_native_file_parse (file, strlen (file), "t", &error);

      g_assert_no_error (error);
      g_assert_cmpuint (back->time, ==, values[i].seconds);
    }
}

/* Marks: 81 fields of digits; older files without them read as before. */
static void
test_marks (void)
{
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();
  g_autoptr(SudokuPuzzle) back = NULL;
  g_autoptr(SudokuPuzzle) old = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *line = NULL;
  /* Between the second field and the last. */
  g_autofree char *commas = g_strnfill (SK_CELLS - 2, ',');
  g_autofree char *spaced = NULL;
  char dots[SK_CELLS + 1];

  memset (dots, '.', SK_CELLS);
  dots[SK_CELLS] = '\0';
  puzzle->givens.cell[0] = 5;
  puzzle->marks[0] = 0x1ff;          /* under a given: left out */
  puzzle->marks[1] = (1 << 0) | (1 << 3) | (1 << 6);
  puzzle->marks[80] = 0x1ff;

  text = sudoku_native_file_write (puzzle);
  dots[0] = '5';
  expected = g_strdup_printf ("[Sudoku]\nVersion=1\nGivens=%s\nMarks=,147%s123456789\n",
                              dots, commas);
  g_assert_cmpstr (text, ==, expected);

  back = sudoku_native_file_parse (text, strlen (text), "t", &error);
  g_assert_no_error (error);
  puzzle->marks[0] = 0;
  assert_puzzles_equal (back, puzzle);

  /* Spaces anywhere, digits in any order and twice: the same marks. */
  g_clear_pointer (&back, sudoku_puzzle_free);
  spaced = g_strdup_printf ("[Sudoku]\nGivens=5%.80s\nMarks= , 7 4 1 1 %s9 87654321\n",
                            dots + 1, commas);
  back = sudoku_native_file_parse (spaced, strlen (spaced), "t", &error);
  g_assert_no_error (error);
  assert_puzzles_equal (back, puzzle);

  /* Other formats have no place for marks: written as without them. */
  {
    g_autoptr(SudokuPuzzle) plain = sudoku_puzzle_copy (puzzle);
    g_autofree char *with = NULL;
    g_autofree char *without = NULL;
    const SudokuFormat formats[] = { SUDOKU_FORMAT_LINE, SUDOKU_FORMAT_MATRIX };

    memset (plain->marks, 0, sizeof plain->marks);
    for (gsize i = 0; i < G_N_ELEMENTS (formats); i++)
      {
        with = sudoku_format_write (puzzle, formats[i]);
        without = sudoku_format_write (plain, formats[i]);
        g_assert_cmpstr (with, ==, without);
        g_clear_pointer (&with, g_free);
        g_clear_pointer (&without, g_free);
      }
  }

  /* The fixture: marks in row 1 beside an entry. */
  g_clear_pointer (&back, sudoku_puzzle_free);
  back = parse_fixture ("marks.sudoku", &error);
  g_assert_no_error (error);
  g_assert_cmpint (back->entries.cell[2], ==, 4);
  g_assert_cmphex (back->marks[3], ==, (1 << 1) | (1 << 5));
  g_assert_cmphex (back->marks[8], ==, (1 << 1) | (1 << 3) | (1 << 7));
  for (int cell = 9; cell < SK_CELLS; cell++)
    g_assert_cmphex (back->marks[cell], ==, 0);

  /* A file written before marks: none. */
  old = parse_fixture ("jigsaw.sudoku", &error);
  g_assert_no_error (error);
  for (int cell = 0; cell < SK_CELLS; cell++)
    g_assert_cmphex (old->marks[cell], ==, 0);

  /* What is wrong, and where. */
  line = g_strdup_printf ("[Sudoku]\nGivens=5%.80s\nEntries=.3%.79s\n", dots + 1, dots + 2);
  {
    g_autofree char *bad_char = g_strdup_printf ("%sMarks=,,12x%s\n", line, commas);
    g_autofree char *zero = g_strdup_printf ("%sMarks=,,,0%s\n", line, commas);
    g_autofree char *few = g_strdup_printf ("%sMarks=%s\n", line, commas);
    g_autofree char *many = g_strdup_printf ("%sMarks=,,,,%s\n", line, commas);
    g_autofree char *given = g_strdup_printf ("%sMarks=1,,%s\n", line, commas);
    g_autofree char *entry = g_strdup_printf ("%sMarks=,\\s2,%s\n", line, commas);
    g_autofree char *empty = g_strdup_printf ("%sMarks=\n", line);
    const struct
    {
      const char *text;
      const char *message;
    } cases[] = {
      { bad_char, "t:4:11: Marks: unexpected character 'x'" },
      { zero, "t:4:10: Marks: unexpected character '0'" },
      { few, "t:4: Marks: expected 81 cells, found 80" },
      { many, "t:4: Marks: expected 81 cells, found 84" },
      { given, "t:4:7: Marks: row 1, column 1 holds a digit, so it cannot have marks" },
      { entry, "t:4:10: Marks: row 1, column 2 holds a digit, so it cannot have marks" },
      { empty, "t:4: Marks: expected 81 cells, found 1" },
    };

    for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        g_autoptr(SudokuPuzzle) bad = NULL;
        g_autoptr(GError) bad_error = NULL;

        g_test_message ("%s", cases[i].text);
        bad = sudoku_native_file_parse (cases[i].text, strlen (cases[i].text), "t", &bad_error);
        g_assert_null (bad);
        g_assert_error (bad_error, SUDOKU_FILE_ERROR, SUDOKU_FILE_ERROR_BAD_KEY_FILE);
        g_assert_cmpstr (bad_error->message, ==, cases[i].message);
      }
  }
}

static void
test_save_and_load (void)
{
  g_autoptr(SudokuPuzzle) puzzle = example_puzzle ();
  g_autofree char *dir = sudoku_test_make_temp_dir ("test-native-file-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "saved.sudoku", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *written = sudoku_native_file_write (puzzle);
  SudokuFormat format;

  /* A new file, then over an existing one. */
  sudoku_test_write_file (path, "old contents\n", -1);
  g_assert_true (sudoku_native_file_save (puzzle, file, NULL, &error));
  g_assert_no_error (error);
  sudoku_test_assert_file_is (path, written);
  g_assert_true (sudoku_native_file_save (puzzle, file, NULL, &error));
  g_assert_no_error (error);
  sudoku_test_assert_file_is (path, written);

  puzzles = sudoku_format_load (file, NULL, &format, &error);
  g_assert_no_error (error);
  g_assert_cmpint (format, ==, SUDOKU_FORMAT_NATIVE);
  g_assert_cmpuint (puzzles->len, ==, 1);
  assert_puzzles_equal (g_ptr_array_index (puzzles, 0), puzzle);

  g_assert_no_errno (g_unlink (path));
  g_assert_no_errno (g_rmdir (dir));
}

/* Saving where it cannot work fails, and what was there stays as it was.
 * These cases fail even for root, so they always run. */
static void
test_save_fails_safely (void)
{
  g_autoptr(SudokuPuzzle) puzzle = example_puzzle ();
  g_autofree char *dir = sudoku_test_make_temp_dir ("test-native-file-XXXXXX");
  g_autofree char *subdir = g_build_filename (dir, "folder.sudoku", NULL);
  g_autofree char *inside = g_build_filename (subdir, "kept.txt", NULL);
  g_autofree char *plain = g_build_filename (dir, "plain.sudoku", NULL);
  g_autofree char *below_plain = g_build_filename (plain, "child.sudoku", NULL);
  g_autoptr(GFile) subdir_file = g_file_new_for_path (subdir);
  g_autoptr(GFile) below_plain_file = g_file_new_for_path (below_plain);
  g_autoptr(GError) error = NULL;
  const char *kept = "[Sudoku]\nGivens=old\n";

  g_assert_no_errno (g_mkdir (subdir, 0700));
  sudoku_test_write_file (inside, kept, -1);
  sudoku_test_write_file (plain, kept, -1);

  /* The path is a directory. */
  g_assert_false (sudoku_native_file_save (puzzle, subdir_file, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY);
  g_clear_error (&error);
  g_assert_true (g_file_test (subdir, G_FILE_TEST_IS_DIR));
  sudoku_test_assert_file_is (inside, kept);

  /* The parent is a regular file. */
  g_assert_false (sudoku_native_file_save (puzzle, below_plain_file, NULL, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  sudoku_test_assert_file_is (plain, kept);

  g_assert_no_errno (g_unlink (inside));
  g_assert_no_errno (g_rmdir (subdir));
  g_assert_no_errno (g_unlink (plain));
  g_assert_no_errno (g_rmdir (dir));
}

/* In a read-only folder the old file must not be overwritten in place.
 * Root writes anywhere, so as root (as in CI) the check runs in a child that
 * has become nobody first, as test-hostile and test-window-save do. */
#define READ_ONLY_ENV "SUDOKU_TEST_READ_ONLY_DIR"
#define READ_ONLY_KEPT "[Sudoku]\nGivens=old\n"

static void
read_only_child (void)
{
  const char *dir = g_getenv (READ_ONLY_ENV);
  g_autoptr(SudokuPuzzle) puzzle = example_puzzle ();
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *listing = NULL;

  g_assert_nonnull (dir);
  if (geteuid () == 0)
    {
      g_assert_cmpint (setgroups (0, NULL), ==, 0);
      g_assert_cmpint (setgid (65534), ==, 0);
      g_assert_cmpint (setuid (65534), ==, 0);
    }
  g_assert_cmpint (geteuid (), !=, 0);
  g_assert_cmpint (g_access (dir, W_OK), !=, 0);

  path = g_build_filename (dir, "kept.sudoku", NULL);
  g_assert_cmpint (g_access (path, W_OK), ==, 0);
  file = g_file_new_for_path (path);
  g_assert_false (sudoku_native_file_save (puzzle, file, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
  sudoku_test_assert_file_is (path, READ_ONLY_KEPT);

  /* No temporary file is left behind either. */
  listing = sudoku_test_list_folder (dir);
  g_assert_cmpstr (listing, ==, "kept.sudoku");
  g_print ("refused as uid %u: %s\n", (guint) geteuid (), error->message);
}

static void
test_save_fails_read_only (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *listing = NULL;

  if (g_test_subprocess ())
    {
      read_only_child ();
      return;
    }

  /* Anyone may go in and read, and nobody but root may add a file; the old
   * file itself is writable by all, so a save that fell back to rewriting it
   * in place would succeed, and be seen. */
  dir = sudoku_test_make_temp_dir ("test-native-file-XXXXXX");
  path = g_build_filename (dir, "kept.sudoku", NULL);
  sudoku_test_write_file (path, READ_ONLY_KEPT, -1);
  g_assert_no_errno (g_chmod (path, 0666));
  g_assert_no_errno (g_chmod (dir, 0555));
  g_setenv (READ_ONLY_ENV, dir, TRUE);

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_unsetenv (READ_ONLY_ENV);

  /* And from out here: not a byte changed, no stray temporary file. Looked
   * at before the folder goes, checked after, so a failure leaves no litter. */
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  listing = sudoku_test_list_folder (dir);
  g_assert_no_errno (g_chmod (dir, 0700));
  sudoku_test_remove_tree (dir);

  g_test_trap_assert_passed ();
  g_test_trap_assert_stdout ("refused as uid *");
  g_assert_cmpstr (contents, ==, READ_ONLY_KEPT);
  g_assert_cmpstr (listing, ==, "kept.sudoku");
}

/* A full disk, for real: a child that may write only 64 bytes per file
 * (RLIMIT_FSIZE gives EFBIG as a full disk gives ENOSPC). The old file stays
 * byte for byte, a new one is not made, no temporary file is left, and the
 * message names the file and the reason. */
#define LIMIT_ENV "SUDOKU_TEST_LIMIT_DIR"

static void
test_save_file_size_limit (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *old_path = NULL;
  g_autofree char *new_path = NULL;
  g_autofree char *listing = NULL;
  g_autofree char *expected = NULL;

  if (g_test_subprocess ())
    {
      g_autoptr(SudokuPuzzle) puzzle = example_puzzle ();
      const char *names[] = { "kept.sudoku", "new.sudoku" };

      sudoku_test_limit_file_size (64);
      for (guint i = 0; i < G_N_ELEMENTS (names); i++)
        {
          g_autoptr(GFile) file = g_file_new_build_filename (g_getenv (LIMIT_ENV), names[i], NULL);
          g_autoptr(GError) error = NULL;

          g_assert_false (sudoku_native_file_save (puzzle, file, NULL, &error));
          g_assert_nonnull (error);
          g_print ("%s\n", error->message);
        }
      return;
    }

  dir = sudoku_test_make_temp_dir ("test-native-file-XXXXXX");
  old_path = g_build_filename (dir, "kept.sudoku", NULL);
  new_path = g_build_filename (dir, "new.sudoku", NULL);
  sudoku_test_write_file (old_path, READ_ONLY_KEPT, -1);
  g_setenv (LIMIT_ENV, dir, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_unsetenv (LIMIT_ENV);

  g_test_trap_assert_passed ();
  sudoku_test_assert_file_is (old_path, READ_ONLY_KEPT);
  listing = sudoku_test_list_folder (dir);
  g_assert_cmpstr (listing, ==, "kept.sudoku");
  expected = g_strdup_printf ("%s: %s\n%s: %s\n", old_path, g_strerror (EFBIG), new_path,
                              g_strerror (EFBIG));
  g_test_trap_assert_stdout (expected);
  sudoku_test_remove_tree (dir);
}

/* A variant's extra houses: on the standard boxes with no Regions key, and
 * written back by set name. */
static void
test_extra_houses (void)
{
  const char *text = "[Sudoku]\nGivens=" "5" "................................................................................\n"
                     "Extra=windows\n";
  g_autoptr(SudokuPuzzle) puzzle = NULL;
  g_autoptr(SudokuPuzzle) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *written = NULL;
  const char *bad = "[Sudoku]\nGivens=.................................................................................\n"
                    "Extra=window\n";

  puzzle = sudoku_native_file_parse (text, strlen (text), "x.sudoku", &error);
  g_assert_no_error (error);
  g_assert_cmpint (puzzle->layout.n_extra, ==, 4);
  g_assert_true (sk_layout_regions_are_standard (&puzzle->layout));
  g_assert_true (sk_layout_has_extra_set (&puzzle->layout, SK_EXTRA_WINDOWS));

  written = sudoku_native_file_write (puzzle);
  g_assert_nonnull (strstr (written, "\nExtra=windows\n"));
  back = sudoku_native_file_parse (written, strlen (written), "y.sudoku", &error);
  g_assert_no_error (error);
  g_assert_true (sk_layout_equal (&back->layout, &puzzle->layout));

  g_assert_null (sudoku_native_file_parse (bad, strlen (bad), "bad.sudoku", &error));
  g_assert_error (error, SUDOKU_FILE_ERROR, SUDOKU_FILE_ERROR_BAD_LAYOUT);
  g_assert_cmpstr (error->message, ==, "bad.sudoku:3: Extra: unknown set 'window'; the sets are "
                   "diagonals, windows, asterisk, centre-dot and girandola");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/native-file/parse/jigsaw", test_parse_jigsaw);
  g_test_add_func ("/native-file/parse/standard", test_parse_standard);
  g_test_add_func ("/native-file/parse/optional-keys", test_optional_keys);
  g_test_add_func ("/native-file/looks-like", test_looks_like);
  g_test_add_func ("/native-file/errors/fixtures", test_bad_fixtures);
  g_test_add_func ("/native-file/errors/text", test_bad_text);
  g_test_add_func ("/native-file/errors/escaped-columns", test_escaped_columns);
  g_test_add_func ("/native-file/parse/cr-line-ends", test_cr_line_ends);
  g_test_add_func ("/native-file/write", test_write);
  g_test_add_func ("/native-file/round-trip", test_round_trip);
  g_test_add_func ("/native-file/marks", test_marks);
  g_test_add_func ("/native-file/time", test_time);
  g_test_add_func ("/native-file/save/load-back", test_save_and_load);
  g_test_add_func ("/native-file/save/fails-safely", test_save_fails_safely);
  g_test_add_func ("/native-file/save/read-only-folder", test_save_fails_read_only);
  g_test_add_func ("/native-file/save/file-size-limit", test_save_file_size_limit);
  g_test_add_func ("/native-file/extra-houses", test_extra_houses);

  return g_test_run ();
}
