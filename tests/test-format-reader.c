/* test-format-reader.c: the streaming reader on large and split inputs, and the writers' round trips
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Split from test-format.c, which keeps the formats themselves and their
 * detection; the fixtures are read the same way (sudoku-test-format.c).
 */

#include <gio/gio.h>
#include <string.h>

#include "sk-grid.h"
#include "sk-layout.h"
#include "sk-text.h"
#include "sudoku-file-error.h"
#include "sudoku-format.h"
#include "sudoku-puzzle.h"
#include "sudoku-test-format.h"
#include "sudoku-test-util.h"

/* The reader, fed from a file, gives what the all-at-once parse gives. */
static void
test_reader_same_as_parse (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "formats", "collection.sdm",
                                                 NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(SudokuReader) reader = NULL;
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;
  SudokuPuzzle *puzzle;
  guint n = 0;

  puzzles = sudoku_test_format_parse_fixture ("formats", "collection.sdm", NULL, &error);
  g_assert_no_error (error);

  stream = g_file_read (file, NULL, &error);
  g_assert_no_error (error);
  reader = sudoku_reader_new (G_INPUT_STREAM (stream), "collection.sdm");
  g_assert_cmpint (sudoku_reader_get_format (reader), ==, SUDOKU_FORMAT_UNKNOWN);

  while ((puzzle = sudoku_reader_next (reader, NULL, &error)) != NULL)
    {
      const SudokuPuzzle *expected;

      g_assert_cmpuint (n, <, puzzles->len);
      expected = g_ptr_array_index (puzzles, n++);
      sudoku_test_format_assert_puzzles_equal (puzzle, expected);
      g_assert_cmpuint (puzzle->line, ==, expected->line);
      sudoku_puzzle_free (puzzle);
    }
  g_assert_no_error (error);
  g_assert_cmpuint (n, ==, puzzles->len);
  g_assert_cmpint (sudoku_reader_get_format (reader), ==, SUDOKU_FORMAT_LINE);

  /* The end stays the end. */
  g_assert_null (sudoku_reader_next (reader, NULL, &error));
  g_assert_no_error (error);
}

/* Streams @n_lines lines made of the puzzles of @lines (every tenth a
 * comment, CRLF ends) through a reader, checks what it reads, and returns
 * how long that took, in seconds. */
static double
read_collection (char  **lines,
                 guint   n_sets,
                 guint   n_lines)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GInputStream) stream = NULL;
  g_autoptr(SudokuReader) reader = NULL;
  g_autoptr(GError) error = NULL;
  SudokuPuzzle *puzzle;
  guint n = 0;
  double elapsed;

  for (guint i = 0; i < n_lines; i++)
    {
      if (i % 10 == 9)
        g_string_append (text, "# every tenth line is a comment\n");
      else
        g_string_append_printf (text, "%s\r\n", lines[i % n_sets]);
    }

  stream = g_memory_input_stream_new_from_data (text->str, (gssize) text->len, NULL);
  reader = sudoku_reader_new (stream, "large.sdm");

  g_test_timer_start ();
  while ((puzzle = sudoku_reader_next (reader, NULL, &error)) != NULL)
    {
      guint i = puzzle->line - 1;

      if (n % 997 == 0)
        {
          SkGrid expected;

          sudoku_test_format_grid_from_line (lines[i % n_sets], &expected);
          sudoku_test_assert_grids_equal (&puzzle->givens, &expected);
        }
      n++;
      sudoku_puzzle_free (puzzle);
    }
  elapsed = g_test_timer_elapsed ();

  g_assert_no_error (error);
  g_assert_cmpuint (n, ==, n_lines - n_lines / 10);
  return elapsed;
}

/* 50,000 lines, streamed: linear time, and never the whole input at once. */
static void
test_reader_large (void)
{
  g_autofree char *data = sudoku_test_read_data ("sets", "top1465-100.txt", NULL);
  g_auto(GStrv) lines = g_strsplit (data, "\n", -1);
  const guint n_lines = 50000;
  guint n_sets = g_strv_length (lines) - 1;
  double small;
  double large;

  g_assert_cmpstr (lines[n_sets], ==, "");

  /* No quadratic behaviour: ten times the lines may cost about ten times the
   * time, never a hundred. A ratio, so a slow machine or valgrind does not
   * matter; the bound leaves room for noise on the short run. */
  small = read_collection (lines, n_sets, n_lines / 10);
  large = read_collection (lines, n_sets, n_lines);
  g_test_message ("read %u lines in %.3f s, %u in %.3f s", n_lines / 10, small, n_lines, large);
  g_assert_cmpfloat (large, <, 40.0 * MAX (small, 0.001));
}

/* The reader fills its buffer in reads of many kilobytes. A "\r\n" whose
 * '\r' ends one read and whose '\n' starts the next is still one line end,
 * and a lone '\r' there still ends its line. A first line of every length up
 * to a puzzle line's moves the line ends across the edges of the reads. */
static void
test_reader_line_ends_across_reads (void)
{
  g_autofree char *classic = sudoku_test_read_data ("examples", "classic-line.txt", NULL);
  const char *line_ends[] = { "\r\n", "\r" };
  const guint n_lines = 1200;  /* about 100 KiB: more than one read */
  SkGrid expected;

  g_strstrip (classic);
  sudoku_test_format_grid_from_line (classic, &expected);

  for (gsize e = 0; e < G_N_ELEMENTS (line_ends); e++)
    for (guint shift = 0; shift <= SK_CELLS + 2; shift++)
      {
        g_autoptr(GString) text = g_string_new ("#");
        g_autoptr(GInputStream) stream = NULL;
        g_autoptr(SudokuReader) reader = NULL;
        g_autoptr(GError) error = NULL;
        SudokuPuzzle *puzzle;
        guint n = 0;

        for (guint i = 0; i < shift; i++)
          g_string_append_c (text, '-');
        g_string_append (text, line_ends[e]);
        for (guint i = 0; i < n_lines; i++)
          {
            g_string_append (text, classic);
            g_string_append (text, line_ends[e]);
          }

        stream = g_memory_input_stream_new_from_data (text->str, (gssize) text->len, NULL);
        reader = sudoku_reader_new (stream, "in.sdm");
        while ((puzzle = sudoku_reader_next (reader, NULL, &error)) != NULL)
          {
            g_assert_cmpuint (puzzle->line, ==, n + 2);
            g_assert_false (puzzle->has_layout);
            sudoku_test_assert_grids_equal (&puzzle->givens, &expected);
            sudoku_puzzle_free (puzzle);
            n++;
          }
        g_assert_no_error (error);
        g_assert_cmpuint (n, ==, n_lines);
      }
}

/* What the text writers show: givens and entries together. */
static void
board_of (const SudokuPuzzle *puzzle,
          SkGrid             *board)
{
  for (int cell = 0; cell < SK_CELLS; cell++)
    board->cell[cell] = puzzle->givens.cell[cell] ? puzzle->givens.cell[cell]
                                                  : puzzle->entries.cell[cell];
}

static void
assert_round_trip (const SudokuPuzzle *puzzle,
                   SudokuFormat        format,
                   SudokuFormat        read_as)
{
  g_autofree char *text = sudoku_format_write (puzzle, format);
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;
  const SudokuPuzzle *back;
  SudokuFormat found;

  g_assert_nonnull (text);
  g_assert_true (g_str_has_suffix (text, "\n"));
  puzzles = sudoku_format_parse (text, strlen (text), "written", &found, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (puzzles->len, ==, 1);
  back = g_ptr_array_index (puzzles, 0);

  if (puzzle->has_layout && read_as == SUDOKU_FORMAT_LINE)
    read_as = SUDOKU_FORMAT_JIGSAW_LINE;
  else if (puzzle->has_layout && read_as != SUDOKU_FORMAT_NATIVE)
    read_as = SUDOKU_FORMAT_JIGSAW_GRID;
  g_assert_cmpstr (sudoku_format_get_name (found), ==, sudoku_format_get_name (read_as));

  if (format == SUDOKU_FORMAT_NATIVE)
    {
      sudoku_test_format_assert_puzzles_equal (back, puzzle);
      g_assert_cmpstr (back->title, ==, puzzle->title);
    }
  else
    {
      SkGrid board;

      board_of (puzzle, &board);
      sudoku_test_assert_grids_equal (&back->givens, &board);
      g_assert_cmpint (sk_grid_count_filled (&back->entries), ==, 0);
      g_assert_true (sk_layout_equal (&back->layout, &puzzle->layout));
      g_assert_cmpint (back->has_layout, ==, puzzle->has_layout);
    }
}

static void
assert_round_trips (const SudokuPuzzle *puzzle)
{
  assert_round_trip (puzzle, SUDOKU_FORMAT_LINE, SUDOKU_FORMAT_LINE);
  assert_round_trip (puzzle, SUDOKU_FORMAT_JIGSAW_LINE, SUDOKU_FORMAT_LINE);
  assert_round_trip (puzzle, SUDOKU_FORMAT_MATRIX, SUDOKU_FORMAT_MATRIX);
  assert_round_trip (puzzle, SUDOKU_FORMAT_SDK, SUDOKU_FORMAT_SDK);
  assert_round_trip (puzzle, SUDOKU_FORMAT_JIGSAW_GRID, SUDOKU_FORMAT_SDK);
  assert_round_trip (puzzle, SUDOKU_FORMAT_SS, SUDOKU_FORMAT_SS);
  assert_round_trip (puzzle, SUDOKU_FORMAT_NATIVE, SUDOKU_FORMAT_NATIVE);
}

static void
test_round_trip (void)
{
  g_autoptr(SudokuPuzzle) standard = sudoku_test_format_parse_one ("examples", "hard-matrix.txt",
                                                                   SUDOKU_FORMAT_MATRIX);
  g_autoptr(SudokuPuzzle) jigsaw = sudoku_test_format_parse_one ("formats", "jigsaw-grid.txt",
                                                                 SUDOKU_FORMAT_JIGSAW_GRID);
  g_autoptr(SudokuPuzzle) empty = sudoku_puzzle_new ();
  SkGrid solution;
  SkLayout layout;
  SkGrid givens;

  assert_round_trips (standard);
  assert_round_trips (jigsaw);
  assert_round_trips (empty);

  /* Entries, a title with characters GKeyFile has to escape. */
  sudoku_test_jigsaw_example (&givens, NULL, &layout, &solution);
  for (int cell = 0; cell < SK_CELLS; cell += 7)
    if (jigsaw->givens.cell[cell] == 0)
      jigsaw->entries.cell[cell] = solution.cell[cell];
  jigsaw->title = g_strdup ("Jigsaw\nwith a new line, a \\ and [brackets]; äöü");
  g_assert_cmpint (sk_grid_count_filled (&jigsaw->entries), >, 5);
  assert_round_trips (jigsaw);

  g_assert_cmpint (standard->givens.cell[0], ==, 0);
  standard->entries.cell[0] = 7;
  standard->title = g_strdup ("  leading blanks");
  assert_round_trips (standard);
}

/* Every puzzle of every set survives every writer. */
static void
test_round_trip_sets (void)
{
  const char *sets[] = { "jigsaw-solo-100.txt", "top1465-100.txt", "standard-solo-100.txt" };

  for (gsize i = 0; i < G_N_ELEMENTS (sets); i++)
    {
      g_autoptr(GPtrArray) puzzles = sudoku_test_format_parse_fixture ("sets", sets[i], NULL, NULL);

      g_assert_nonnull (puzzles);
      for (guint j = 0; j < puzzles->len; j++)
        assert_round_trips (g_ptr_array_index (puzzles, j));
    }
}

/* The exact text of the writers, for the formats documented by example. */
static void
test_write_text (void)
{
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();
  g_autofree char *line = NULL;
  g_autofree char *ss = NULL;
  g_autofree char *matrix = NULL;
  char expected_line[SK_CELLS + 2];

  puzzle->givens.cell[0] = 1;
  puzzle->givens.cell[SK_CELLS - 1] = 9;
  puzzle->entries.cell[1] = 2;

  line = sudoku_format_write (puzzle, SUDOKU_FORMAT_LINE);
  memset (expected_line, '.', SK_CELLS);
  expected_line[0] = '1';
  expected_line[1] = '2';
  expected_line[SK_CELLS - 1] = '9';
  expected_line[SK_CELLS] = '\n';
  expected_line[SK_CELLS + 1] = '\0';
  g_assert_cmpstr (line, ==, expected_line);

  matrix = sudoku_format_write (puzzle, SUDOKU_FORMAT_MATRIX);
  g_assert_true (g_str_has_prefix (matrix, "1 2 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0\n"));
  g_assert_true (g_str_has_suffix (matrix, "\n0 0 0 0 0 0 0 0 9\n"));

  ss = sudoku_format_write (puzzle, SUDOKU_FORMAT_SS);
  g_assert_cmpstr (ss, ==,
                   "12.|...|...\n...|...|...\n...|...|...\n---+---+---\n"
                   "...|...|...\n...|...|...\n...|...|...\n---+---+---\n"
                   "...|...|...\n...|...|...\n...|...|..9\n");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/format/reader/same-as-parse", test_reader_same_as_parse);
  g_test_add_func ("/format/reader/large", test_reader_large);
  g_test_add_func ("/format/reader/line-ends-across-reads", test_reader_line_ends_across_reads);
  g_test_add_func ("/format/write/round-trip", test_round_trip);
  g_test_add_func ("/format/write/round-trip-sets", test_round_trip_sets);
  g_test_add_func ("/format/write/text", test_write_text);

  return g_test_run ();
}
