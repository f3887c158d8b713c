/* fuzz-io.c: checks shared by the fuzz targets of the io layer
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "fuzz-io.h"

#include <string.h>

#include "sk-board.h"
#include "sk-grid.h"

static GLogWriterOutput
quiet_log_writer (GLogLevelFlags   level,
                  const GLogField *fields,
                  gsize            n_fields,
                  gpointer         user_data)
{
  if ((level & (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_ERROR)) != 0)
    {
      g_autofree char *text = g_log_writer_format_fields (level, fields, n_fields, FALSE);

      fprintf (stderr, "fuzz: GLib %s (fatal under fuzzing): %s\n",
               (level & G_LOG_LEVEL_ERROR) != 0 ? "error" : "critical", text);
      abort ();
    }

  return G_LOG_WRITER_HANDLED;
}

void
fuzz_io_init (void)
{
  static gboolean done;

  if (done)
    return;
  done = TRUE;

  if (g_strcmp0 (g_getenv ("SUDOKU_FUZZ_VERBOSE"), "1") != 0)
    g_log_set_writer_func (quiet_log_writer, NULL, NULL);
}

void
fuzz_check_layout (const SkLayout *layout)
{
  int size[SK_SIZE] = { 0 };
  char symbols[SK_CELLS + 1];
  SkLayout again;
  SkLayoutProblem problem;
  int disconnected;

  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      FUZZ_CHECK (layout->region[cell] < SK_SIZE, "cell %d is in region %d", cell,
                  layout->region[cell]);
      size[layout->region[cell]]++;
    }
  for (int r = 0; r < SK_SIZE; r++)
    FUZZ_CHECK (size[r] == SK_SIZE, "region %d has %d cells", r, size[r]);

  /* Regions are numbered by first appearance in reading order. */
  for (int cell = 0, next = 0; cell < SK_CELLS; cell++)
    {
      FUZZ_CHECK (layout->region[cell] <= next, "region %d comes before region %d at cell %d",
                  layout->region[cell], next, cell);
      if (layout->region[cell] == next)
        next++;
    }

  /* The derived tables say what the region map says. */
  for (int unit = 0; unit < SK_UNITS; unit++)
    {
      SkBoard board = SK_BOARD_EMPTY;

      for (int i = 0; i < SK_SIZE; i++)
        {
          int cell = layout->unit_cells[unit][i];
          int expected_unit = unit < SK_SIZE ? sk_cell_row (cell)
                              : unit < 2 * SK_SIZE ? SK_SIZE + sk_cell_column (cell)
                              : 2 * SK_SIZE + layout->region[cell];

          FUZZ_CHECK (cell < SK_CELLS && expected_unit == unit,
                      "unit %d lists cell %d", unit, cell);
          FUZZ_CHECK (i == 0 || layout->unit_cells[unit][i - 1] < cell,
                      "unit %d is not in ascending order", unit);
          FUZZ_CHECK (layout->cell_units[cell][unit / SK_SIZE] == unit &&
                      (layout->cell_unit_bits[cell] & (UINT32_C (1) << unit)) != 0,
                      "cell %d does not know it is in unit %d", cell, unit);
          board = sk_board_or (board, sk_board_cell (cell));
        }
      FUZZ_CHECK (sk_board_count (board) == SK_SIZE &&
                  memcmp (&board, &layout->unit_board[unit], sizeof board) == 0,
                  "unit_board of unit %d", unit);
    }

  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      SkBoard peers = layout->peer_board[cell];

      FUZZ_CHECK (!sk_board_has (peers, cell), "cell %d is its own peer", cell);
      for (int other = 0; other < SK_CELLS; other++)
        {
          gboolean shares = other != cell &&
                            (sk_cell_row (other) == sk_cell_row (cell) ||
                             sk_cell_column (other) == sk_cell_column (cell) ||
                             layout->region[other] == layout->region[cell] ||
                             (layout->cell_extra_bits[other] & layout->cell_extra_bits[cell]) != 0);

          FUZZ_CHECK (sk_board_has (peers, other) == shares,
                      "peer_board of cell %d at cell %d", cell, other);
        }
    }

  /* The symbols read back to the same layout. */
  sk_layout_to_symbols (layout, symbols);
  FUZZ_CHECK (strlen (symbols) == SK_CELLS, "sk_layout_to_symbols wrote %zu symbols",
              strlen (symbols));
  FUZZ_CHECK (sk_layout_init_from_symbols (&again, symbols, SK_CELLS, &problem) == SK_LAYOUT_OK,
              "sk_layout_init_from_symbols refused \"%s\": %s", symbols,
              sk_layout_status_to_string (problem.status));
  /* The symbols hold the regions; the extra houses (Solo's X) go on again. */
  for (int e = 0; e < layout->n_extra; e++)
    {
      int cells[SK_SIZE];

      for (int i = 0; i < SK_SIZE; i++)
        cells[i] = layout->unit_cells[SK_UNITS + e][i];
      FUZZ_CHECK (sk_layout_add_extra_house (&again, cells, SK_SIZE, NULL) == SK_LAYOUT_OK,
                  "extra house %d cannot be added again", e);
    }
  FUZZ_CHECK (sk_layout_equal (layout, &again), "\"%s\" reads back as another layout", symbols);
  FUZZ_CHECK (memcmp (layout->region, again.region, sizeof layout->region) == 0 &&
              memcmp (layout->unit_cells, again.unit_cells, sizeof layout->unit_cells) == 0 &&
              memcmp (layout->peer_board, again.peer_board, sizeof layout->peer_board) == 0,
              "\"%s\" reads back with other tables", symbols);

  disconnected = sk_layout_find_disconnected (layout);
  FUZZ_CHECK (disconnected >= -1 && disconnected < SK_SIZE,
              "sk_layout_find_disconnected returned %d", disconnected);
}

/* Where the line at @p ends, by the rule of the readers in src/io, written
 * out again here so that the check does not trust the code it checks. */
static const char *
find_line_end (const char  *p,
               const char  *end,
               const char **next)
{
  for (; p < end; p++)
    if (*p == '\n' || *p == '\r')
      {
        *next = p + 1 + (*p == '\r' && p + 1 < end && p[1] == '\n');
        return p;
      }
  return NULL;
}

/* "fuzz:LINE:COLUMN: ", "fuzz:LINE: " or "fuzz: ". */
void
fuzz_check_error_position (const GError *error,
                           const char   *text,
                           gsize         length)
{
  const char *message = error->message;
  const char *p = message + strlen (FUZZ_DISPLAY_NAME);
  const char *line_start = text;
  const char *line_end;
  const char *next_line;
  const char *end = text + length;
  guint64 line = 0;
  guint64 column = 0;
  guint64 n_chars = 0;
  char *number_end;

  FUZZ_CHECK (g_str_has_prefix (message, FUZZ_DISPLAY_NAME ":"),
              "the error does not name the input: %s", message);
  p++;
  if (*p == ' ')
    return;

  line = g_ascii_strtoull (p, &number_end, 10);
  FUZZ_CHECK (number_end != p && line >= 1 && (*number_end == ':'),
              "no line number after the name: %s", message);
  p = number_end + 1;
  if (*p != ' ')
    {
      column = g_ascii_strtoull (p, &number_end, 10);
      FUZZ_CHECK (number_end != p && column >= 1 && *number_end == ':',
                  "no column number after the line: %s", message);
    }

  /* The line as the readers see it: after a byte order mark, and ended by
   * "\n", "\r\n" or a lone "\r" alike. */
  for (guint64 l = 1; l < line; l++)
    {
      const char *next;

      FUZZ_CHECK (find_line_end (line_start, end, &next) != NULL,
                  "line %" G_GUINT64_FORMAT " is past the end of the input: %s", line, message);
      line_start = next;
    }
  if (column == 0)
    return;

  if (line == 1 && length >= 3 && memcmp (text, "\xef\xbb\xbf", 3) == 0)
    line_start += 3;
  line_end = find_line_end (line_start, end, &next_line);
  if (line_end == NULL)
    line_end = end;
  for (const char *q = line_start; q < line_end; q++)
    if (((guchar) *q & 0xc0) != 0x80)
      n_chars++;
  FUZZ_CHECK (column <= n_chars + 1, "column %" G_GUINT64_FORMAT " is past the end of line %"
              G_GUINT64_FORMAT " (%" G_GUINT64_FORMAT " characters): %s",
              column, line, n_chars, message);
}

char *
fuzz_key_file_text (const char *text)
{
  char *copy = g_strdup (text);

  for (char *p = copy; p != NULL && *p != '\0'; p++)
    if ((guchar) *p < 0x20 && *p != '\t' && *p != '\n' && *p != '\r')
      *p = ' ';
  return copy;
}

/* What the text formats show of a board: givens and entries together. */
static void
board_digits (const SudokuPuzzle *puzzle,
              SkGrid             *grid)
{
  for (int cell = 0; cell < SK_CELLS; cell++)
    grid->cell[cell] = puzzle->givens.cell[cell] != 0 ? puzzle->givens.cell[cell]
                                                      : puzzle->entries.cell[cell];
}

static gboolean
needs_regions (const SudokuPuzzle *puzzle)
{
  return puzzle->has_layout || !sk_layout_is_standard (&puzzle->layout);
}

SudokuPuzzle *
fuzz_parse_one (const char   *text,
                SudokuFormat  expected_format,
                const char   *what)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) puzzles = NULL;
  SudokuFormat format = SUDOKU_FORMAT_UNKNOWN;

  puzzles = sudoku_format_parse (text, strlen (text), FUZZ_DISPLAY_NAME, &format, &error);
  FUZZ_CHECK (puzzles != NULL, "%s: what was written cannot be read back: %s\n---\n%s---",
              what, error->message, text);
  FUZZ_CHECK (puzzles->len == 1, "%s: one puzzle written, %u read back\n---\n%s---",
              what, puzzles->len, text);
  FUZZ_CHECK (format == expected_format, "%s: written as %s, read back as %s\n---\n%s---",
              what, sudoku_format_get_name (expected_format), sudoku_format_get_name (format),
              text);

  return g_ptr_array_steal_index (puzzles, 0);
}

static char *
grid_text (const SkGrid *grid)
{
  char *text = g_malloc (SK_CELLS + 1);

  for (int cell = 0; cell < SK_CELLS; cell++)
    text[cell] = grid->cell[cell] == 0 ? '.'
                 : grid->cell[cell] <= 9 ? (char) ('0' + grid->cell[cell]) : '?';
  text[SK_CELLS] = '\0';
  return text;
}

void
fuzz_check_same_puzzle (const SudokuPuzzle *expected,
                        const SudokuPuzzle *actual,
                        gboolean            compare_title,
                        const char         *what)
{
  if (memcmp (&expected->givens, &actual->givens, sizeof expected->givens) != 0)
    {
      g_autofree char *a = grid_text (&expected->givens);
      g_autofree char *b = grid_text (&actual->givens);

      FUZZ_CHECK (FALSE, "%s: givens changed\n  %s\n  %s", what, a, b);
    }

  if (memcmp (&expected->entries, &actual->entries, sizeof expected->entries) != 0)
    {
      g_autofree char *a = grid_text (&expected->entries);
      g_autofree char *b = grid_text (&actual->entries);

      FUZZ_CHECK (FALSE, "%s: entries changed\n  %s\n  %s", what, a, b);
    }

  for (int cell = 0; cell < SK_CELLS; cell++)
    FUZZ_CHECK (expected->marks[cell] == actual->marks[cell],
                "%s: the marks of cell %d changed from %#x to %#x", what, cell,
                expected->marks[cell], actual->marks[cell]);

  if (!sk_layout_equal (&expected->layout, &actual->layout))
    {
      char a[SK_CELLS + 1];
      char b[SK_CELLS + 1];

      sk_layout_to_symbols (&expected->layout, a);
      sk_layout_to_symbols (&actual->layout, b);
      FUZZ_CHECK (FALSE, "%s: layout changed\n  %s\n  %s", what, a, b);
    }

  FUZZ_CHECK (!needs_regions (expected) || actual->has_layout,
              "%s: the region map was lost", what);

  if (compare_title)
    FUZZ_CHECK (g_strcmp0 (expected->title, actual->title) == 0,
                "%s: title changed from \"%s\" to \"%s\"", what,
                expected->title != NULL ? expected->title : "(none)",
                actual->title != NULL ? actual->title : "(none)");
}

void
fuzz_check_round_trip (const SudokuPuzzle *puzzle)
{
  fuzz_check_layout (&puzzle->layout);

  /* An 81-character line (with 81 region symbols when the layout is not
   * the standard one) shows givens and entries alike, as givens. */
  {
    g_autofree char *text = sudoku_format_write (puzzle, SUDOKU_FORMAT_LINE);
    g_autoptr(SudokuPuzzle) expected = sudoku_puzzle_copy (puzzle);
    g_autoptr(SudokuPuzzle) again = NULL;

    board_digits (puzzle, &expected->givens);
    sk_grid_clear (&expected->entries);
    memset (expected->marks, 0, sizeof expected->marks);
    again = fuzz_parse_one (text, needs_regions (puzzle) ? SUDOKU_FORMAT_JIGSAW_LINE
                                                         : SUDOKU_FORMAT_LINE,
                            "LINE round trip");
    fuzz_check_same_puzzle (expected, again, FALSE, "LINE round trip");
  }

  /* The .sudoku file keeps everything: givens, entries, layout and title. */
  {
    g_autofree char *text = sudoku_format_write (puzzle, SUDOKU_FORMAT_NATIVE);
    g_autoptr(SudokuPuzzle) expected = sudoku_puzzle_copy (puzzle);
    g_autoptr(SudokuPuzzle) again = NULL;

    /* An entry under a given is left out: the given wins; marks under a
     * digit too. */
    for (int cell = 0; cell < SK_CELLS; cell++)
      {
        if (expected->givens.cell[cell] != 0)
          expected->entries.cell[cell] = 0;
        if (expected->givens.cell[cell] != 0 || expected->entries.cell[cell] != 0)
          expected->marks[cell] = 0;
      }
    g_free (expected->title);
    expected->title = fuzz_key_file_text (puzzle->title);
    again = fuzz_parse_one (text, SUDOKU_FORMAT_NATIVE, "NATIVE round trip");
    fuzz_check_same_puzzle (expected, again, TRUE, "NATIVE round trip");
  }

  /* A Solo game ID, when Solo has one for the layout, holds the givens and
   * the layout, diagonals included. */
  {
    g_autofree char *text = sudoku_format_write (puzzle, SUDOKU_FORMAT_SOLO_ID);

    if (text != NULL)
      {
        g_autoptr(SudokuPuzzle) expected = sudoku_puzzle_copy (puzzle);
        g_autoptr(SudokuPuzzle) again = NULL;

        sk_grid_clear (&expected->entries);
        memset (expected->marks, 0, sizeof expected->marks);
        /* "3x3:" says nothing of a region map: only a jigsaw or X ID does. */
        expected->has_layout = !sk_layout_is_standard (&puzzle->layout);
        again = fuzz_parse_one (text, SUDOKU_FORMAT_SOLO_ID, "SOLO round trip");
        fuzz_check_same_puzzle (expected, again, FALSE, "SOLO round trip");
      }
    else
      FUZZ_CHECK (puzzle->layout.n_extra > 0 || sk_layout_find_disconnected (&puzzle->layout) >= 0,
                  "no Solo ID for a layout of whole regions without extra houses");
  }

  /* The block formats, as Save As exports them: like the line, the board as
   * givens. They have no place for extra houses (a variant's): those are
   * left out, the regions kept. */
  {
    static const SudokuFormat block_formats[] = {
      SUDOKU_FORMAT_MATRIX, SUDOKU_FORMAT_SDK, SUDOKU_FORMAT_SS,
    };

    for (gsize i = 0; i < G_N_ELEMENTS (block_formats); i++)
      {
        g_autofree char *text = sudoku_format_write (puzzle, block_formats[i]);
        g_autofree char *what = g_strdup_printf ("%s round trip",
                                                 sudoku_format_get_name (block_formats[i]));
        g_autoptr(SudokuPuzzle) expected = sudoku_puzzle_copy (puzzle);
        g_autoptr(SudokuPuzzle) again = NULL;

        board_digits (puzzle, &expected->givens);
        sk_grid_clear (&expected->entries);
        memset (expected->marks, 0, sizeof expected->marks);
        sk_layout_clear_extra (&expected->layout);
        again = fuzz_parse_one (text, needs_regions (puzzle) ? SUDOKU_FORMAT_JIGSAW_GRID
                                                             : block_formats[i], what);
        fuzz_check_same_puzzle (expected, again, FALSE, what);
      }
  }
}
