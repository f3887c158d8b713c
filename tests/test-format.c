/* test-format.c: puzzle file formats, their detection and their errors
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Expected grids never come from the code under test: they are read from the
 * fixtures by the simplest possible means (every digit in order, or the
 * engine's own 81-character line reader), and the example solutions from
 * tests/data/examples/README.md must solve what was parsed. The streaming
 * reader on large inputs and the writers are in test-format-reader.c.
 */

#include <gio/gio.h>
#include <string.h>

#include "sk-grid.h"
#include "sk-layout.h"
#include "sk-text.h"
#include "sudoku-file-error.h"
#include "sudoku-format.h"
#include "sudoku-layout-file.h"
#include "sudoku-puzzle.h"
#include "sudoku-test-format.h"
#include "sudoku-test-util.h"

static void
test_example_matrix (gconstpointer data)
{
  const char *name = data;
  g_autoptr(SudokuPuzzle) puzzle = sudoku_test_format_parse_one ("examples", name, SUDOKU_FORMAT_MATRIX);
  SkGrid expected;
  SkGrid solution;
  SkLayout standard;

  sudoku_test_format_digits_of_fixture ("examples", name, &expected);
  sudoku_test_readme_solution (name, &solution);
  sk_layout_init_standard (&standard);

  sudoku_test_assert_grids_equal (&puzzle->givens, &expected);
  g_assert_true (sk_layout_is_standard (&puzzle->layout));
  g_assert_false (puzzle->has_layout);
  g_assert_cmpint (sk_grid_count_filled (&puzzle->entries), ==, 0);
  g_assert_true (sk_grid_is_solution_of (&solution, &puzzle->givens, &standard));
}

static void
test_example_line (void)
{
  g_autoptr(SudokuPuzzle) puzzle = sudoku_test_format_parse_one ("examples", "classic-line.txt", SUDOKU_FORMAT_LINE);
  g_autofree char *data = sudoku_test_read_data ("examples", "classic-line.txt", NULL);
  SkGrid expected;
  SkGrid solution;

  sudoku_test_format_grid_from_line (data, &expected);
  sudoku_test_readme_solution ("classic-line.txt", &solution);

  sudoku_test_assert_grids_equal (&puzzle->givens, &expected);
  g_assert_cmpuint (puzzle->line, ==, 1);
  g_assert_false (puzzle->has_layout);
  g_assert_true (sk_grid_is_solution_of (&solution, &puzzle->givens, &puzzle->layout));
}

static void
test_example_jigsaw (void)
{
  g_autoptr(SudokuPuzzle) puzzle = NULL;
  SkGrid givens;
  SkGrid solution;
  SkLayout layout;

  puzzle = sudoku_test_format_parse_one ("examples", "jigsaw-line.txt", SUDOKU_FORMAT_JIGSAW_LINE);
  sudoku_test_jigsaw_example (&givens, NULL, &layout, &solution);

  sudoku_test_assert_grids_equal (&puzzle->givens, &givens);
  g_assert_true (puzzle->has_layout);
  g_assert_true (sk_layout_equal (&puzzle->layout, &layout));
  g_assert_false (sk_layout_is_standard (&puzzle->layout));
  g_assert_true (sk_grid_is_solution_of (&solution, &puzzle->givens, &puzzle->layout));
}

/* The jigsaw example again, as nine rows and nine rows of letters. */
static void
test_jigsaw_grid (void)
{
  g_autoptr(SudokuPuzzle) puzzle = NULL;
  char symbols[SK_CELLS + 1];
  SkGrid givens;
  SkGrid solution;
  SkLayout layout;

  puzzle = sudoku_test_format_parse_one ("formats", "jigsaw-grid.txt", SUDOKU_FORMAT_JIGSAW_GRID);
  sudoku_test_jigsaw_example (&givens, NULL, &layout, &solution);

  sudoku_test_assert_grids_equal (&puzzle->givens, &givens);
  g_assert_true (puzzle->has_layout);
  g_assert_true (sk_layout_equal (&puzzle->layout, &layout));
  g_assert_cmpuint (puzzle->line, ==, 2);
  g_assert_true (sk_grid_is_solution_of (&solution, &puzzle->givens, &puzzle->layout));

  /* The symbols of the file are kept, so a writer can give them back. */
  sk_layout_to_symbols (&puzzle->layout, symbols);
  g_assert_cmpint (symbols[0], ==, 'a');
  g_assert_cmpint (symbols[SK_CELLS - 1], ==, 'i');
}

/* One puzzle written in every format must read the same everywhere. */
static const struct
{
  const char   *name;
  SudokuFormat  format;
  guint         line;
} same_puzzle[] = {
  { "zeros-line.txt", SUDOKU_FORMAT_LINE, 3 },
  { "zeros.sdk", SUDOKU_FORMAT_SDK, 4 },
  { "sadman.sdk", SUDOKU_FORMAT_SDK, 4 },
  { "zeros.ss", SUDOKU_FORMAT_SS, 2 },
  { "zeros-plain.ss", SUDOKU_FORMAT_SS, 1 },
  { "zeros-jigsaw-line.txt", SUDOKU_FORMAT_JIGSAW_LINE, 1 },
  { "zeros-jigsaw-grid.txt", SUDOKU_FORMAT_JIGSAW_GRID, 1 },
  { "zeros.sudoku", SUDOKU_FORMAT_NATIVE, 2 },
};

static void
test_same_puzzle (void)
{
  SkGrid expected;
  SkGrid solution;

  sudoku_test_format_digits_of_fixture ("examples", "matrix-zeros.txt", &expected);
  sudoku_test_readme_solution ("matrix-zeros.txt", &solution);

  for (gsize i = 0; i < G_N_ELEMENTS (same_puzzle); i++)
    {
      g_autoptr(SudokuPuzzle) puzzle = NULL;

      g_test_message ("%s", same_puzzle[i].name);
      puzzle = sudoku_test_format_parse_one ("formats", same_puzzle[i].name, same_puzzle[i].format);
      sudoku_test_assert_grids_equal (&puzzle->givens, &expected);
      g_assert_true (sk_layout_is_standard (&puzzle->layout));
      g_assert_cmpuint (puzzle->line, ==, same_puzzle[i].line);
      g_assert_true (sk_grid_is_solution_of (&solution, &puzzle->givens, &puzzle->layout));
      /* Only the jigsaw forms spell out their (standard) regions. */
      g_assert_cmpint (puzzle->has_layout, ==,
                       same_puzzle[i].format == SUDOKU_FORMAT_JIGSAW_LINE ||
                       same_puzzle[i].format == SUDOKU_FORMAT_JIGSAW_GRID);
    }
}

/* The content decides, not the name: an .sdk text called "x.sudoku" is SDK. */
static void
test_detect_ignores_suffix (void)
{
  g_autofree char *data = NULL;
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;
  SudokuFormat format;
  gsize length;

  data = sudoku_test_read_data ("formats", "zeros.sdk", &length);
  puzzles = sudoku_format_parse (data, length, "x.sudoku", &format, &error);
  g_assert_no_error (error);
  g_assert_cmpint (format, ==, SUDOKU_FORMAT_SDK);
}

/* A fixture of every text format, each with '\n' line ends. */
static const char *line_end_fixtures[][2] = {
  { "examples", "matrix-zeros.txt" },
  { "examples", "hard-matrix.txt" },
  { "examples", "classic-line.txt" },
  { "examples", "jigsaw-line.txt" },
  { "formats", "collection.sdm" },
  { "formats", "jigsaw-grid.txt" },
  { "formats", "jigsaw.sudoku" },
  { "formats", "zeros.sdk" },
  { "formats", "sadman.sdk" },
  { "formats", "zeros.ss" },
  { "formats", "zeros-jigsaw-grid.txt" },
  { "formats", "zeros-line.txt" },
  { "formats", "zeros.sudoku" },
};

static void
assert_same_puzzles (GPtrArray *expected,
                     GPtrArray *puzzles)
{
  g_assert_cmpuint (expected->len, ==, puzzles->len);
  for (guint j = 0; j < expected->len; j++)
    {
      const SudokuPuzzle *a = g_ptr_array_index (expected, j);
      const SudokuPuzzle *b = g_ptr_array_index (puzzles, j);

      sudoku_test_format_assert_puzzles_equal (a, b);
      g_assert_cmpuint (a->line, ==, b->line);
      g_assert_cmpstr (a->title, ==, b->title);
    }
}

static void
test_bom_crlf (void)
{
  const char *(*fixtures)[2] = line_end_fixtures;

  for (gsize i = 0; i < G_N_ELEMENTS (line_end_fixtures); i++)
    {
      g_autoptr(GPtrArray) plain = NULL;
      g_autoptr(GPtrArray) windows = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *data = NULL;
      g_autofree char *variant = NULL;
      SudokuFormat plain_format;
      SudokuFormat windows_format;
      gsize length;

      g_test_message ("%s", fixtures[i][1]);
      data = sudoku_test_read_data (fixtures[i][0], fixtures[i][1], &length);
      g_assert_null (strchr (data, '\r'));
      variant = sudoku_test_windows_variant (data, &length);

      plain = sudoku_format_parse (data, strlen (data), fixtures[i][1], &plain_format, &error);
      g_assert_no_error (error);
      windows = sudoku_format_parse (variant, length, fixtures[i][1], &windows_format, &error);
      g_assert_no_error (error);

      g_assert_cmpint (plain_format, ==, windows_format);
      assert_same_puzzles (plain, windows);
    }
}

/* @text with other line ends: a lone '\r' (old Mac files) for each '\n', or,
 * with @mixed, "\r", "\r\n" and "\n" in turn (in that order: a lone '\r'
 * just before a '\n' would be one "\r\n"). */
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

/* A '\r' alone ends a line as '\n' and "\r\n" do, in every format: before,
 * two puzzles on CR-ended lines were one puzzle and a region map. */
static void
test_cr_line_ends (void)
{
  const struct
  {
    const char *text;
    const char *message;
  } bad[] = {
    /* Line numbers count lines ended by a lone '\r' too. */
    { "0 0 0 0 0 0 0 0 0\r0 0 0 0 0 0 0 0 0\r0 0 0 x", "in.txt:3:7: unexpected character 'x'" },
    { "# one\r\n# two\r\r\n.........\r.........\n.........\r\n........\r",
      "in.txt:7: expected 9 cells, found 8" },
    { "[Sudoku]\rVersion=1\r\rGivens=..x", "in.txt:4:10: Givens: unexpected character 'x'" },
    { "[Sudoku]\rGivens=1\rno key here\r", "in.txt:3:1: expected Key=Value, a [Group] or a # comment" },
  };
  g_autofree char *classic = sudoku_test_read_data ("examples", "classic-line.txt", NULL);
  g_autofree char *two = NULL;
  g_autoptr(GPtrArray) puzzles = NULL;
  char solution_line[SK_CELLS + 1];
  g_autoptr(GError) error = NULL;
  SudokuFormat format;
  SkGrid solution;

  for (gsize i = 0; i < G_N_ELEMENTS (line_end_fixtures); i++)
    for (int mixed = FALSE; mixed <= TRUE; mixed++)
      {
        g_autoptr(GPtrArray) plain = NULL;
        g_autoptr(GPtrArray) other = NULL;
        g_autofree char *data = NULL;
        g_autofree char *variant = NULL;
        SudokuFormat plain_format;
        SudokuFormat other_format;
        gsize length;

        g_test_message ("%s%s", line_end_fixtures[i][1], mixed ? ", mixed line ends" : "");
        data = sudoku_test_read_data (line_end_fixtures[i][0], line_end_fixtures[i][1], &length);
        variant = line_end_variant (data, mixed, &length);

        plain = sudoku_format_parse (data, strlen (data), "in", &plain_format, &error);
        g_assert_no_error (error);
        other = sudoku_format_parse (variant, length, "in", &other_format, &error);
        g_assert_no_error (error);
        g_assert_cmpint (plain_format, ==, other_format);
        assert_same_puzzles (plain, other);
      }

  /* A puzzle and its solution on the next line are two puzzles. */
  g_strstrip (classic);
  sudoku_test_readme_solution ("classic-line.txt", &solution);
  sk_text_format_line (&solution, solution_line);
  two = g_strdup_printf ("%s\r%s\r", classic, solution_line);
  puzzles = sudoku_format_parse (two, strlen (two), "in.txt", &format, &error);
  g_assert_no_error (error);
  g_assert_cmpint (format, ==, SUDOKU_FORMAT_LINE);
  g_assert_cmpuint (puzzles->len, ==, 2);
  g_assert_cmpuint (((SudokuPuzzle *) g_ptr_array_index (puzzles, 1))->line, ==, 2);
  g_assert_false (((SudokuPuzzle *) g_ptr_array_index (puzzles, 0))->has_layout);
  sudoku_test_assert_grids_equal (&((SudokuPuzzle *) g_ptr_array_index (puzzles, 1))->givens,
                                  &solution);

  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GPtrArray) none = NULL;

      g_test_message ("%s", bad[i].message);
      none = sudoku_format_parse (bad[i].text, strlen (bad[i].text), "in.txt", NULL, &error);
      g_assert_null (none);
      g_assert_nonnull (error);
      g_assert_cmpstr (error->message, ==, bad[i].message);
      g_clear_error (&error);
    }
}

/* Layout files split their lines by the same rule. */
static void
test_cr_line_ends_layout (void)
{
  const char *fixtures[] = { "example.layout", "example-rows.layout", "example-line.layout" };

  for (gsize i = 0; i < G_N_ELEMENTS (fixtures); i++)
    for (int mixed = FALSE; mixed <= TRUE; mixed++)
      {
        g_autofree char *data = NULL;
        g_autofree char *variant = NULL;
        g_autofree char *plain_name = NULL;
        g_autofree char *other_name = NULL;
        g_autoptr(GError) error = NULL;
        SkLayout plain;
        SkLayout other;
        gsize length;

        g_test_message ("%s%s", fixtures[i], mixed ? ", mixed line ends" : "");
        data = sudoku_test_read_data ("formats", fixtures[i], &length);
        variant = line_end_variant (data, mixed, &length);
        g_assert_true (sudoku_layout_file_parse (data, strlen (data), "in", &plain, &plain_name,
                                                 &error));
        g_assert_no_error (error);
        g_assert_true (sudoku_layout_file_parse (variant, length, "in", &other, &other_name,
                                                 &error));
        g_assert_no_error (error);
        g_assert_true (sk_layout_equal (&plain, &other));
        g_assert_cmpstr (plain_name, ==, other_name);
      }

  {
    const char *text = "# nine rows\r111122222\r131124425\r331144225\r633444775\r6633447?5\r";
    g_autoptr(GError) error = NULL;
    SkLayout layout;

    g_assert_false (sudoku_layout_file_parse (text, strlen (text), "in.layout", &layout, NULL,
                                              &error));
    g_assert_nonnull (error);
    g_assert_true (g_str_has_prefix (error->message, "in.layout:6:8: "));
  }
}

/* SadMan Sudoku writes sections: the givens under [Puzzle], the game under
 * [State] and so on. The puzzle is read, the other sections are skipped. */
static void
test_sadman_sections (void)
{
  const char *rows = ".8..3..5.\n3..5....1\n..5.2.3..\n...4.1.6.\n4.9...1.3\n"
                     ".7.6.3...\n..6.4.7..\n9....7..4\n.4..5..2.\n";
  const struct
  {
    const char *before;
    const char *after;
    guint       line;
  } good[] = {
    { "[Puzzle]\n", "", 2 },
    { "\xef\xbb\xbf#Aauthor\n\n  [puzzle]  \n", "\n", 4 },
    { "[PUZZLE]\n", "[State]\nanything at all\n[PencilMarks]\n1,2,3\n[Colours]\n", 2 },
    /* The sections in another order: the givens are still those of [Puzzle]. */
    { "[State]\n123456789\n[Puzzle]\n", "[PencilMarks]\n1,2,3\n", 4 },
    { "# header\n[Colours]\n1\n[State]\n.........\n\n[puzzle]\n", "", 8 },
  };
  const struct
  {
    const char      *text;
    SudokuFileError  code;
    const char      *message;
  } bad[] = {
    { "[Puzzle]\n[State]\n.........\n", SUDOKU_FILE_ERROR_WRONG_SIZE,
      "in.sdk:1: expected 9 rows (or 18 with a region map), found 0" },
    { "[Puzzle]\n.8..3..5.\n3..5....1\n[Puzzle]\n", SUDOKU_FILE_ERROR_SYNTAX,
      "in.sdk:4: expected one [Puzzle] section, found another" },
    { "[Puzzle]\n.8..3..5.\n3..5..x.1\n", SUDOKU_FILE_ERROR_SYNTAX,
      "in.sdk:3:7: unexpected character 'x'" },
    { "[State]\n.8..3..5.\n[Puzzle]\n.8..3..5.\n[State]\n[Puzzle]\n", SUDOKU_FILE_ERROR_SYNTAX,
      "in.sdk:6: expected one [Puzzle] section, found another" },
    { "[State]\n.8..3..5.\n[Puzzle]\n", SUDOKU_FILE_ERROR_WRONG_SIZE,
      "in.sdk:3: expected 9 rows (or 18 with a region map), found 0" },
  };
  SkGrid expected;

  sudoku_test_format_digits_of_fixture ("examples", "matrix-zeros.txt", &expected);

  for (gsize i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autofree char *text = g_strconcat (good[i].before, rows, good[i].after, NULL);
      g_autoptr(GPtrArray) puzzles = NULL;
      g_autoptr(GError) error = NULL;
      const SudokuPuzzle *puzzle;
      SudokuFormat format;

      g_test_message ("%s", text);
      puzzles = sudoku_format_parse (text, strlen (text), "in.sdk", &format, &error);
      g_assert_no_error (error);
      g_assert_cmpint (format, ==, SUDOKU_FORMAT_SDK);
      g_assert_cmpuint (puzzles->len, ==, 1);
      puzzle = g_ptr_array_index (puzzles, 0);
      sudoku_test_assert_grids_equal (&puzzle->givens, &expected);
      g_assert_cmpint (sk_grid_count_filled (&puzzle->entries), ==, 0);
      g_assert_false (puzzle->has_layout);
      g_assert_cmpuint (puzzle->line, ==, good[i].line);
    }

  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GPtrArray) puzzles = NULL;
      g_autoptr(GError) error = NULL;
      SudokuFormat format;

      g_test_message ("%s", bad[i].text);
      puzzles = sudoku_format_parse (bad[i].text, strlen (bad[i].text), "in.sdk", &format, &error);
      g_assert_null (puzzles);
      g_assert_error (error, SUDOKU_FILE_ERROR, (int) bad[i].code);
      g_assert_cmpstr (error->message, ==, bad[i].message);
    }
}

/* Blank lines, comment lines, trailing blanks and comments, '0' blanks and a
 * last line without a newline. */
static void
test_collection (void)
{
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_auto(GStrv) lines = NULL;
  const guint expected_lines[] = { 3, 5, 8, 9 };
  SudokuFormat format;

  puzzles = sudoku_test_format_parse_fixture ("formats", "collection.sdm", &format, &error);
  g_assert_no_error (error);
  g_assert_cmpint (format, ==, SUDOKU_FORMAT_LINE);
  g_assert_cmpuint (puzzles->len, ==, G_N_ELEMENTS (expected_lines));

  data = sudoku_test_read_data ("formats", "collection.sdm", NULL);
  lines = g_strsplit (data, "\n", -1);
  for (guint i = 0; i < puzzles->len; i++)
    {
      const SudokuPuzzle *puzzle = g_ptr_array_index (puzzles, i);
      SkGrid expected;

      g_assert_cmpuint (puzzle->line, ==, expected_lines[i]);
      sudoku_test_format_grid_from_line (lines[expected_lines[i] - 1], &expected);
      sudoku_test_assert_grids_equal (&puzzle->givens, &expected);
      g_assert_false (puzzle->has_layout);
    }
}

/* Every public set reads, line for line, as the engine's own reader reads it. */
static void
test_sets (void)
{
  const char *sets[] = {
    "17-clue-100.txt", "forum-hardest-100.txt", "hardest-1106-50.txt", "jigsaw-solo-100.txt",
    "serg-multiple-50.txt", "standard-solo-100.txt", "top1465-100.txt", "unbiased-100.txt",
  };

  for (gsize i = 0; i < G_N_ELEMENTS (sets); i++)
    {
      g_autoptr(GPtrArray) puzzles = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *data = NULL;
      g_auto(GStrv) lines = NULL;
      guint n = 0;

      g_test_message ("%s", sets[i]);
      puzzles = sudoku_test_format_parse_fixture ("sets", sets[i], NULL, &error);
      g_assert_no_error (error);

      data = sudoku_test_read_data ("sets", sets[i], NULL);
      lines = g_strsplit (data, "\n", -1);
      for (guint j = 0; lines[j] != NULL; j++)
        {
          const SudokuPuzzle *puzzle;
          SkGrid expected;

          if (lines[j][0] == '\0')
            continue;

          g_assert_cmpuint (n, <, puzzles->len);
          puzzle = g_ptr_array_index (puzzles, n++);
          g_assert_cmpuint (puzzle->line, ==, j + 1);
          sudoku_test_format_grid_from_line (lines[j], &expected);
          sudoku_test_assert_grids_equal (&puzzle->givens, &expected);

          if (strlen (lines[j]) > SK_CELLS)
            {
              const char *symbols = lines[j] + SK_CELLS + 1;
              SkLayout layout;

              sudoku_test_layout_from_map (symbols, &layout);
              g_assert_true (puzzle->has_layout);
              g_assert_true (sk_layout_equal (&puzzle->layout, &layout));
            }
        }
      g_assert_cmpuint (n, ==, puzzles->len);
      g_assert_cmpuint (n, >=, 50);
    }
}

typedef struct
{
  const char      *name;
  SudokuFileError  code;
  const char      *place;    /* what follows "NAME:" */
  const char      *problem;  /* a part of the rest of the message */
} BadFixture;

static const BadFixture bad_fixtures[] = {
  { "bad-row-length.txt", SUDOKU_FILE_ERROR_WRONG_SIZE, "4: ", "expected 9 cells, found 8" },
  { "bad-eight-rows.txt", SUDOKU_FILE_ERROR_WRONG_SIZE, "8: ", "found 8" },
  { "bad-ten-rows.sdk", SUDOKU_FILE_ERROR_WRONG_SIZE, "12: ", "found 10" },
  { "bad-sadman-rows.sdk", SUDOKU_FILE_ERROR_WRONG_SIZE, "10: ", "found 8" },
  { "bad-nineteen-rows.txt", SUDOKU_FILE_ERROR_WRONG_SIZE, "19: ", "found more" },
  { "bad-char-matrix.txt", SUDOKU_FILE_ERROR_SYNTAX, "2:5: ", "unexpected character 'x'" },
  { "bad-char-line.txt", SUDOKU_FILE_ERROR_SYNTAX, "2:17: ", "unexpected character 'x'" },
  { "bad-short-line.txt", SUDOKU_FILE_ERROR_WRONG_SIZE, "1: ", "expected 81 cells, found 80" },
  { "bad-digit-place.ss", SUDOKU_FILE_ERROR_SYNTAX, "6:9: ", "expected '|'" },
  { "bad-two-digits.txt", SUDOKU_FILE_ERROR_SYNTAX, "3:5: ", "'00'" },
  { "bad-regions-8.txt", SUDOKU_FILE_ERROR_BAD_LAYOUT, "1: ", "8 regions" },
  { "bad-region-10.txt", SUDOKU_FILE_ERROR_BAD_LAYOUT, "11:1: ", "region '1' has 10 cells" },
  { "bad-region-symbol.txt", SUDOKU_FILE_ERROR_BAD_LAYOUT, "1:93: ", "'?'" },
  { "bad-truncated-jigsaw.txt", SUDOKU_FILE_ERROR_WRONG_SIZE, "15: ", "found 14" },
  { "bad-truncated-jigsaw-line.txt", SUDOKU_FILE_ERROR_BAD_LAYOUT, "1: ",
    "expected 81 region symbols, found 80" },
  { "bad-after-regions.txt", SUDOKU_FILE_ERROR_SYNTAX, "1:175: ", "unexpected text after the extra houses" },
  { "bad-collection.sdm", SUDOKU_FILE_ERROR_WRONG_SIZE, "4: ", "expected 81 cells, found 80" },
  { "empty.txt", SUDOKU_FILE_ERROR_EMPTY, " ", "empty" },
  { "comments-only.txt", SUDOKU_FILE_ERROR_EMPTY, " ", "comments" },
  { "bad-missing-givens.sudoku", SUDOKU_FILE_ERROR_BAD_KEY_FILE, "2: ", "no key Givens" },
  { "bad-short-givens.sudoku", SUDOKU_FILE_ERROR_BAD_KEY_FILE, "3: ",
    "expected 81 cells, found 80" },
  { "bad-char-givens.sudoku", SUDOKU_FILE_ERROR_BAD_KEY_FILE, "3:28: ", "'x'" },
  { "bad-version.sudoku", SUDOKU_FILE_ERROR_BAD_KEY_FILE, "2: ", "Version 2" },
  { "bad-not-key-file.sudoku", SUDOKU_FILE_ERROR_SYNTAX, "2:1: ", "Key=Value" },
  { "bad-entries-on-given.sudoku", SUDOKU_FILE_ERROR_BAD_KEY_FILE, "3:11: ", "row 1, column 3" },
  { "bad-regions.sudoku", SUDOKU_FILE_ERROR_BAD_LAYOUT, "3: ", "found 8" },
  { "bad-group.sudoku", SUDOKU_FILE_ERROR_BAD_KEY_FILE, "1: ", "[Layout]" },
};

static const BadFixture *
find_bad_fixture (const char *name)
{
  for (gsize i = 0; i < G_N_ELEMENTS (bad_fixtures); i++)
    if (g_str_equal (bad_fixtures[i].name, name))
      return &bad_fixtures[i];
  g_assert_not_reached ();
}

static void
assert_bad_fixture_error (const BadFixture *bad,
                          const GError     *error)
{
  sudoku_test_assert_error_at (error, SUDOKU_FILE_ERROR, (int) bad->code,
                               bad->name, bad->place, bad->problem);
}

static void
test_bad_fixtures (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (bad_fixtures); i++)
    {
      g_autoptr(GPtrArray) puzzles = NULL;
      g_autoptr(GError) error = NULL;

      g_test_message ("%s", bad_fixtures[i].name);
      puzzles = sudoku_test_format_parse_fixture ("formats", bad_fixtures[i].name, NULL, &error);
      g_assert_null (puzzles);
      assert_bad_fixture_error (&bad_fixtures[i], error);
    }
}

/* A file with bad lines is refused whole by _parse(), but the reader hands
 * out the good lines around a bad one. */
static void
test_reader_goes_on (void)
{
  g_autofree char *data = NULL;
  g_autoptr(GInputStream) stream = NULL;
  g_autoptr(SudokuReader) reader = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SudokuPuzzle) puzzle = NULL;
  const guint good_lines[] = { 2, 3, 5 };
  guint n_good = 0;
  guint n_bad = 0;
  gsize length;

  data = sudoku_test_read_data ("formats", "bad-collection.sdm", &length);
  stream = g_memory_input_stream_new_from_data (data, length, NULL);
  reader = sudoku_reader_new (stream, "bad-collection.sdm");

  for (;;)
    {
      puzzle = sudoku_reader_next (reader, NULL, &error);
      if (error != NULL)
        {
          assert_bad_fixture_error (find_bad_fixture ("bad-collection.sdm"), error);
          g_clear_error (&error);
          n_bad++;
          continue;
        }
      if (puzzle == NULL)
        break;
      g_assert_cmpuint (n_good, <, G_N_ELEMENTS (good_lines));
      g_assert_cmpuint (puzzle->line, ==, good_lines[n_good++]);
      g_clear_pointer (&puzzle, sudoku_puzzle_free);
    }

  g_assert_cmpuint (n_good, ==, G_N_ELEMENTS (good_lines));
  g_assert_cmpuint (n_bad, ==, 1);
}

/* Clashing givens are the solver's business: the file itself is fine. */
static void
test_clash_is_not_a_file_error (void)
{
  g_autoptr(SudokuPuzzle) puzzle = sudoku_test_format_parse_one ("formats", "clash.txt", SUDOKU_FORMAT_LINE);
  SkClash clash;

  g_assert_cmpint (sk_grid_find_clashes (&puzzle->givens, &puzzle->layout, &clash, 1), ==, 1);
  g_assert_cmpint (clash.kind, ==, SK_UNIT_ROW);
  g_assert_cmpint (clash.digit, ==, 8);
}

static void
test_empty_input (void)
{
  const char *inputs[] = { "", "\n\n", "\xef\xbb\xbf", "# only\n#comments\n", "  \t \r\n" };

  for (gsize i = 0; i < G_N_ELEMENTS (inputs); i++)
    {
      g_autoptr(GPtrArray) puzzles = NULL;
      g_autoptr(GError) error = NULL;

      puzzles = sudoku_format_parse (inputs[i], strlen (inputs[i]), "in.txt", NULL, &error);
      g_assert_null (puzzles);
      g_assert_error (error, SUDOKU_FILE_ERROR, SUDOKU_FILE_ERROR_EMPTY);
      g_assert_true (g_str_has_prefix (error->message, "in.txt: "));
    }
}

/* Characters that are not ASCII are named, not copied blindly. */
static void
test_unexpected_characters (void)
{
  const struct
  {
    const char *text;
    const char *message;
  } cases[] = {
    { "0 0 \xc3\xa9", "in.txt:1:5: unexpected character '\xc3\xa9'" },
    { "[Sudoku]\nTitle=\xc3\xa9\x01\n", "in.txt:2:8: unexpected character U+0001" },
    { "0 0 \xff", "in.txt:1:5: unexpected character 0xFF" },
    { "0 0 \x01", "in.txt:1:5: unexpected character U+0001" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GPtrArray) puzzles = NULL;
      g_autoptr(GError) error = NULL;

      puzzles = sudoku_format_parse (cases[i].text, strlen (cases[i].text), "in.txt", NULL, &error);
      g_assert_null (puzzles);
      g_assert_error (error, SUDOKU_FILE_ERROR, SUDOKU_FILE_ERROR_SYNTAX);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}

static void
test_too_large (void)
{
  g_autoptr(GString) block = g_string_new ("0 0 0 0 0 0 0 0 0\n");
  g_autoptr(GString) lines = g_string_new (NULL);
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GInputStream) stream = NULL;
  g_autoptr(SudokuReader) reader = NULL;
  g_autoptr(SudokuPuzzle) puzzle = NULL;
  g_autofree char *classic = sudoku_test_read_data ("examples", "classic-line.txt", NULL);

  /* A block format is read whole, so it has a size limit... */
  while (block->len <= 1024 * 1024)
    g_string_append (block, "# a comment that makes the file larger and larger\n");
  puzzles = sudoku_format_parse (block->str, block->len, "big.txt", NULL, &error);
  g_assert_null (puzzles);
  g_assert_error (error, SUDOKU_FILE_ERROR, SUDOKU_FILE_ERROR_TOO_LARGE);
  g_assert_true (g_str_has_prefix (error->message, "big.txt: "));
  g_clear_error (&error);

  /* ...and a line collection a limit per line, after which it goes on. */
  g_strstrip (classic);
  g_string_append (lines, classic);
  g_string_append_c (lines, '\n');
  for (int i = 0; i < 100 * 1024; i++)
    g_string_append_c (lines, '.');
  g_string_append_c (lines, '\n');
  g_string_append (lines, classic);

  puzzles = sudoku_format_parse (lines->str, lines->len, "long.txt", NULL, &error);
  g_assert_null (puzzles);
  g_assert_error (error, SUDOKU_FILE_ERROR, SUDOKU_FILE_ERROR_TOO_LARGE);
  g_assert_true (g_str_has_prefix (error->message, "long.txt:2: "));
  g_clear_error (&error);

  stream = g_memory_input_stream_new_from_data (lines->str, lines->len, NULL);
  reader = sudoku_reader_new (stream, "long.txt");
  puzzle = sudoku_reader_next (reader, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (puzzle->line, ==, 1);
  g_clear_pointer (&puzzle, sudoku_puzzle_free);
  puzzle = sudoku_reader_next (reader, NULL, &error);
  g_assert_error (error, SUDOKU_FILE_ERROR, SUDOKU_FILE_ERROR_TOO_LARGE);
  g_clear_error (&error);
  puzzle = sudoku_reader_next (reader, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (puzzle);
  g_assert_cmpuint (puzzle->line, ==, 3);
  g_clear_pointer (&puzzle, sudoku_puzzle_free);
  g_assert_null (sudoku_reader_next (reader, NULL, &error));
  g_assert_no_error (error);
}

static void
test_format_names (void)
{
  const char *names[SUDOKU_FORMAT_NATIVE + 1];

  for (int format = SUDOKU_FORMAT_UNKNOWN; format <= SUDOKU_FORMAT_NATIVE; format++)
    names[format] = sudoku_format_get_name (format);
  sudoku_test_assert_names_distinct (names, G_N_ELEMENTS (names));
}

static void
test_load (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "formats", "zeros.ss", NULL);
  g_autofree char *bad_path = g_test_build_filename (G_TEST_DIST, "data", "formats",
                                                     "bad-row-length.txt", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) bad_file = g_file_new_for_path (bad_path);
  g_autoptr(GFile) missing = g_file_new_for_path ("/nonexistent/puzzle.txt");
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;
  SudokuFormat format = SUDOKU_FORMAT_UNKNOWN;
  SkGrid expected;

  puzzles = sudoku_format_load (file, NULL, &format, &error);
  g_assert_no_error (error);
  g_assert_cmpint (format, ==, SUDOKU_FORMAT_SS);
  g_assert_cmpuint (puzzles->len, ==, 1);
  sudoku_test_format_digits_of_fixture ("examples", "matrix-zeros.txt", &expected);
  sudoku_test_assert_grids_equal (&((SudokuPuzzle *) g_ptr_array_index (puzzles, 0))->givens, &expected);
  g_clear_pointer (&puzzles, g_ptr_array_unref);

  /* Messages name the file by its base name. */
  puzzles = sudoku_format_load (bad_file, NULL, NULL, &error);
  g_assert_null (puzzles);
  assert_bad_fixture_error (find_bad_fixture ("bad-row-length.txt"), error);
  g_clear_error (&error);

  puzzles = sudoku_format_load (missing, NULL, NULL, &error);
  g_assert_null (puzzles);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);

  g_cancellable_cancel (cancellable);
  puzzles = sudoku_format_load (file, cancellable, NULL, &error);
  g_assert_null (puzzles);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_data_func ("/format/examples/matrix-zeros", "matrix-zeros.txt", test_example_matrix);
  g_test_add_data_func ("/format/examples/hard-matrix", "hard-matrix.txt", test_example_matrix);
  g_test_add_func ("/format/examples/classic-line", test_example_line);
  g_test_add_func ("/format/examples/jigsaw-line", test_example_jigsaw);
  g_test_add_func ("/format/jigsaw-grid/letters", test_jigsaw_grid);
  g_test_add_func ("/format/detect/same-puzzle-every-format", test_same_puzzle);
  g_test_add_func ("/format/detect/ignores-suffix", test_detect_ignores_suffix);
  g_test_add_func ("/format/detect/bom-crlf", test_bom_crlf);
  g_test_add_func ("/format/detect/cr-line-ends", test_cr_line_ends);
  g_test_add_func ("/format/detect/cr-line-ends-layout", test_cr_line_ends_layout);
  g_test_add_func ("/format/sdk/sadman-sections", test_sadman_sections);
  g_test_add_func ("/format/line/collection", test_collection);
  g_test_add_func ("/format/line/sets", test_sets);
  g_test_add_func ("/format/errors/fixtures", test_bad_fixtures);
  g_test_add_func ("/format/errors/empty", test_empty_input);
  g_test_add_func ("/format/errors/characters", test_unexpected_characters);
  g_test_add_func ("/format/errors/too-large", test_too_large);
  g_test_add_func ("/format/errors/clash-is-well-formed", test_clash_is_not_a_file_error);
  g_test_add_func ("/format/reader/goes-on-after-bad-line", test_reader_goes_on);
  g_test_add_func ("/format/names", test_format_names);
  g_test_add_func ("/format/load", test_load);

  return g_test_run ();
}
