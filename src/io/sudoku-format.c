/* sudoku-format.c: format detection, the streaming reader and the text writers
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The reader looks at the first line that is neither blank nor a '#' comment:
 *   - a Solo game ID ("9j:..." or "3x3:..."): a collection of them, read one
 *     line per call like the next (sudoku-format-solo.c);
 *   - a word longer than any row of a block format: a line collection, read
 *     one line per call, so its size has no limit (sudoku-format-line.c);
 *   - a "[Puzzle]" group header: SadMan Sudoku's sections, of which only
 *     the puzzle is read (sudoku-format-block.c);
 *   - any other '[' group header: the .sudoku key file (sudoku-native-file.c);
 *   - a '<': XML, read whole as a KSudoku shape (sudoku-format-ksudoku.c);
 *   - anything else: a puzzle drawn over several lines, read whole
 *     (sudoku-format-block.c).
 * The file name suffix plays no part: files are renamed, mailed and pasted.
 */

#define G_LOG_DOMAIN "sudoku-format"

#include "config.h"

#include "sudoku-format.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sk-text.h"
#include "sudoku-io-private.h"
#include "sudoku-native-file.h"

#define READ_CHUNK  (16 * 1024)
#define BUFFER_SIZE (SUDOKU_MAX_LINE_LENGTH + READ_CHUNK)

/* Lines from a stream through one fixed buffer: memory stays bounded however
 * long the input is, and each byte is looked at once. */
typedef struct
{
  GInputStream *stream;
  char         *data;
  gsize         start;     /* first byte of the next line */
  gsize         scanned;   /* bytes before this hold no line end of the next line */
  gsize         end;       /* end of the bytes read */
  guint         number;    /* lines returned (or refused) so far */
  gboolean      eof;
  gboolean      skipping;  /* dropping the rest of a line that was too long */
} LineBuffer;

typedef enum
{
  READER_START,   /* nothing read yet */
  READER_LINES,   /* in a line collection, or one of Solo game IDs */
  READER_DONE,
} ReaderState;

struct _SudokuReader
{
  LineBuffer    lines;
  char         *name;
  SudokuFormat  format;
  ReaderState   state;
};

static void
line_too_long (LineBuffer  *buffer,
               const char  *name,
               GError     **error)
{
  _sudoku_set_error (error, SUDOKU_FILE_ERROR_TOO_LARGE, name, buffer->number, 0,
                     _("the line is longer than %d KiB"), SUDOKU_MAX_LINE_LENGTH / 1024);
}

/* FALSE with @error unset at the end of the input. A line that is too long is
 * refused with an error and skipped, so reading can go on after it. Lines end
 * as everywhere in src/io (_sudoku_find_line_end()); a '\r' at the end of
 * the bytes read so far waits for the next read to tell "\r\n" from a lone
 * '\r', so a line end split between two reads still counts once. */
static gboolean
line_buffer_next (LineBuffer    *buffer,
                  SudokuLine    *line,
                  const char    *name,
                  GCancellable  *cancellable,
                  GError       **error)
{
  for (;;)
    {
      const char *data_end = buffer->data + buffer->end;
      const char *next = NULL;
      const char *line_end = _sudoku_find_line_end (buffer->data + buffer->scanned, data_end,
                                                    buffer->eof, &next);
      gsize held;
      gssize n_read;

      if (line_end != NULL || (buffer->eof && buffer->start < buffer->end))
        {
          gsize start = buffer->start;
          gsize stop = line_end != NULL ? (gsize) (line_end - buffer->data) : buffer->end;

          buffer->start = buffer->scanned = line_end != NULL ? (gsize) (next - buffer->data)
                                                             : buffer->end;
          if (buffer->skipping)
            {
              buffer->skipping = FALSE;
              continue;
            }

          buffer->number++;
          if (stop - start > SUDOKU_MAX_LINE_LENGTH)
            {
              line_too_long (buffer, name, error);
              return FALSE;
            }

          line->text = buffer->data + start;
          line->length = stop - start;
          line->number = buffer->number;
          if (line->number == 1)
            line->text = _sudoku_skip_bom (line->text, &line->length);
          return TRUE;
        }

      if (buffer->eof)
        return FALSE;

      /* No line end before the last byte; that one is a '\r' to look at again. */
      held = buffer->end > buffer->start && data_end[-1] == '\r' ? 1 : 0;
      buffer->scanned = buffer->end - held;
      if (buffer->scanned - buffer->start > SUDOKU_MAX_LINE_LENGTH)
        {
          gboolean report = !buffer->skipping;

          buffer->start = buffer->scanned;
          if (report)
            {
              buffer->number++;
              buffer->skipping = TRUE;
              line_too_long (buffer, name, error);
              return FALSE;
            }
        }

      if (buffer->start > 0)
        {
          memmove (buffer->data, buffer->data + buffer->start, buffer->end - buffer->start);
          buffer->end -= buffer->start;
          buffer->scanned -= buffer->start;
          buffer->start = 0;
        }

      n_read = g_input_stream_read (buffer->stream, buffer->data + buffer->end,
                                    BUFFER_SIZE - buffer->end, cancellable, error);
      if (n_read < 0)
        return FALSE;
      if (n_read == 0)
        buffer->eof = TRUE;
      buffer->end += n_read;
    }
}

/**
 * sudoku_reader_new:
 * @stream: the input; the reader keeps a reference but never closes it
 * @display_name: (nullable): the file name for messages
 *
 * Returns: (transfer full): a reader; nothing is read before the first call
 *   to sudoku_reader_next()
 */
SudokuReader *
sudoku_reader_new (GInputStream *stream,
                   const char   *display_name)
{
  SudokuReader *reader;

  g_return_val_if_fail (G_IS_INPUT_STREAM (stream), NULL);

  reader = g_new0 (SudokuReader, 1);
  reader->lines.stream = g_object_ref (stream);
  reader->lines.data = g_malloc (BUFFER_SIZE);
  reader->name = g_strdup (display_name != NULL ? display_name : SUDOKU_DEFAULT_DISPLAY_NAME);
  reader->format = SUDOKU_FORMAT_UNKNOWN;
  reader->state = READER_START;

  return reader;
}

void
sudoku_reader_free (SudokuReader *reader)
{
  if (reader == NULL)
    return;

  g_object_unref (reader->lines.stream);
  g_free (reader->lines.data);
  g_free (reader->name);
  g_free (reader);
}

/* UNKNOWN until the first call to sudoku_reader_next() has looked at the input. */
SudokuFormat
sudoku_reader_get_format (SudokuReader *reader)
{
  g_return_val_if_fail (reader != NULL, SUDOKU_FORMAT_UNKNOWN);

  return reader->format;
}

static void
refuse_too_large (const char  *name,
                  GError     **error)
{
  _sudoku_set_error (error, SUDOKU_FILE_ERROR_TOO_LARGE, name, 0, 0,
                     _("the file is larger than %d KiB, too large for a puzzle or layout"),
                     SUDOKU_MAX_FILE_SIZE / 1024);
}

/* FALSE once @text has grown past what a file read whole may hold. */
static gboolean
append_line (GString          *text,
             const SudokuLine *line)
{
  g_string_append_len (text, line->text, (gssize) line->length);
  g_string_append_c (text, '\n');

  return text->len <= SUDOKU_MAX_FILE_SIZE;
}

/* Reads up to the first line with content and decides the format. A line
 * collection goes on line by line; anything else is read whole, lines before
 * included, so that line numbers stay those of the file. The lines before are
 * kept only up to the size limit of a file read whole: a line collection
 * does not need them, so any number of them may come before one. */
static SudokuPuzzle *
reader_start (SudokuReader  *reader,
              GCancellable  *cancellable,
              GError       **error)
{
  g_autoptr(GString) text = g_string_new (NULL);
  GError *local_error = NULL;
  SudokuLine line;
  gboolean prefix_fits = TRUE;
  gboolean has_regions;
  gboolean markup;

  reader->state = READER_DONE;

  for (;;)
    {
      if (!line_buffer_next (&reader->lines, &line, reader->name, cancellable, &local_error))
        {
          if (local_error != NULL)
            g_propagate_error (error, local_error);
          else
            _sudoku_set_error (error, SUDOKU_FILE_ERROR_EMPTY, reader->name, 0, 0,
                               reader->lines.number == 0
                                 ? _("the file is empty")
                                 : _("the file holds only blank lines and comments"));
          return NULL;
        }

      if (!_sudoku_line_is_skipped (&line))
        break;
      if (prefix_fits)
        prefix_fits = append_line (text, &line);
    }

  markup = _sudoku_line_starts_markup (&line);

  /* Before the line collection: a game ID is a long word too, and so is
   * "<html><body>". */
  if (_sudoku_solo_line_is_game_id (&line))
    {
      reader->format = SUDOKU_FORMAT_SOLO_ID;
      reader->state = READER_LINES;
      return _sudoku_solo_parse_line (&line, reader->name, error);
    }

  if (!markup && _sudoku_line_looks_like_puzzle (&line, &has_regions))
    {
      reader->format = has_regions ? SUDOKU_FORMAT_JIGSAW_LINE : SUDOKU_FORMAT_LINE;
      reader->state = READER_LINES;
      return _sudoku_line_parse (&line, reader->name, error);
    }

  /* SadMan Sudoku's sections start with [Puzzle]; any other group is the
   * .sudoku key file, whose messages then say what is wrong with it. */
  if (markup)
    reader->format = SUDOKU_FORMAT_KSUDOKU;
  else if (_sudoku_line_is_sadman_puzzle (&line))
    reader->format = SUDOKU_FORMAT_SDK;
  else if (_sudoku_skip_space (line.text, line.text + line.length)[0] == '[')
    reader->format = SUDOKU_FORMAT_NATIVE;

  if (!prefix_fits)
    {
      refuse_too_large (reader->name, error);
      return NULL;
    }

  do
    {
      if (!append_line (text, &line))
        {
          refuse_too_large (reader->name, error);
          return NULL;
        }
    }
  while (line_buffer_next (&reader->lines, &line, reader->name, cancellable, &local_error));

  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return NULL;
    }

  /* SadMan's sections may come in any order: [State] first, say. */
  if (reader->format == SUDOKU_FORMAT_NATIVE && _sudoku_text_is_sadman (text->str, text->len))
    reader->format = SUDOKU_FORMAT_SDK;
  if (reader->format == SUDOKU_FORMAT_NATIVE)
    return sudoku_native_file_parse (text->str, text->len, reader->name, error);
  if (reader->format == SUDOKU_FORMAT_KSUDOKU)
    return _sudoku_ksudoku_parse (text->str, text->len, reader->name, error);

  return _sudoku_block_parse (text->str, text->len, reader->name, &reader->format, error);
}

/* Each line is read by its own look, so game IDs and puzzle lines may be
 * mixed; a line that is neither is refused in the terms of the first line. */
static SudokuPuzzle *
parse_collection_line (SudokuReader      *reader,
                       const SudokuLine  *line,
                       GError           **error)
{
  gboolean has_regions;

  if (_sudoku_solo_line_is_game_id (line) ||
      (reader->format == SUDOKU_FORMAT_SOLO_ID &&
       !_sudoku_line_looks_like_puzzle (line, &has_regions)))
    return _sudoku_solo_parse_line (line, reader->name, error);

  return _sudoku_line_parse (line, reader->name, error);
}

/* An error on one line of a collection spoils only that line: the next call
 * goes on with the line after it. Other errors end the reading. */
static SudokuPuzzle *
reader_next_line (SudokuReader  *reader,
                  GCancellable  *cancellable,
                  GError       **error)
{
  GError *local_error = NULL;
  SudokuLine line;

  for (;;)
    {
      if (!line_buffer_next (&reader->lines, &line, reader->name, cancellable, &local_error))
        {
          if (local_error == NULL ||
              !g_error_matches (local_error, SUDOKU_FILE_ERROR, SUDOKU_FILE_ERROR_TOO_LARGE))
            reader->state = READER_DONE;
          if (local_error != NULL)
            g_propagate_error (error, local_error);
          return NULL;
        }

      if (!_sudoku_line_is_skipped (&line))
        return parse_collection_line (reader, &line, error);
    }
}

/**
 * sudoku_reader_next:
 * @reader: a #SudokuReader
 * @cancellable: (nullable): a #GCancellable
 * @error: a #GError in %SUDOKU_FILE_ERROR, or an I/O error
 *
 * Returns: (transfer full) (nullable): the next puzzle, or NULL at the end of
 *   the input (@error unset) or on an error. In a line collection, reading
 *   may go on after an error in one line.
 */
SudokuPuzzle *
sudoku_reader_next (SudokuReader  *reader,
                    GCancellable  *cancellable,
                    GError       **error)
{
  g_return_val_if_fail (reader != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  switch (reader->state)
    {
    case READER_START:
      return reader_start (reader, cancellable, error);
    case READER_LINES:
      return reader_next_line (reader, cancellable, error);
    case READER_DONE:
    default:
      return NULL;
    }
}

static GPtrArray *
read_all (SudokuReader  *reader,
          GCancellable  *cancellable,
          SudokuFormat  *format,
          GError       **error)
{
  g_autoptr(GPtrArray) puzzles = NULL;
  GError *local_error = NULL;
  SudokuPuzzle *puzzle;

  puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_puzzle_free);

  while ((puzzle = sudoku_reader_next (reader, cancellable, &local_error)) != NULL)
    g_ptr_array_add (puzzles, puzzle);

  if (format != NULL)
    *format = sudoku_reader_get_format (reader);

  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return NULL;
    }

  return g_steal_pointer (&puzzles);
}

/**
 * sudoku_format_parse:
 * @data: the text
 * @length: the length of @data
 * @display_name: (nullable): the file name for messages
 * @format: (out) (optional): the format found, also when the text is refused
 * @error: a #GError in %SUDOKU_FILE_ERROR
 *
 * Returns: (transfer full) (element-type SudokuPuzzle) (nullable): every
 *   puzzle of the text (at least one), or NULL if any part is refused
 */
GPtrArray *
sudoku_format_parse (const char    *data,
                     gsize          length,
                     const char    *display_name,
                     SudokuFormat  *format,
                     GError       **error)
{
  g_autoptr(GInputStream) stream = NULL;
  g_autoptr(SudokuReader) reader = NULL;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  stream = g_memory_input_stream_new_from_data (data != NULL ? data : "", (gssize) length, NULL);
  reader = sudoku_reader_new (stream, display_name);

  return read_all (reader, NULL, format, error);
}

/**
 * sudoku_format_load:
 * @file: the file to read
 * @cancellable: (nullable): a #GCancellable
 * @format: (out) (optional): the format found, also when the file is refused
 * @error: a #GError in %SUDOKU_FILE_ERROR, or an I/O error from GIO
 *
 * Like sudoku_format_parse(), but streams the file: a block format is never
 * read past its size limit. Messages name the file by its base name.
 *
 * Returns: (transfer full) (element-type SudokuPuzzle) (nullable): every
 *   puzzle of the file, or NULL
 */
GPtrArray *
sudoku_format_load (GFile         *file,
                    GCancellable  *cancellable,
                    SudokuFormat  *format,
                    GError       **error)
{
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(SudokuReader) reader = NULL;
  g_autofree char *display_name = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (format != NULL)
    *format = SUDOKU_FORMAT_UNKNOWN;

  stream = g_file_read (file, cancellable, error);
  if (stream == NULL)
    return NULL;

  display_name = sudoku_file_display_name (file);
  reader = sudoku_reader_new (G_INPUT_STREAM (stream), display_name);

  return read_all (reader, cancellable, format, error);
}

/* Text formats have no place for entries apart from givens, so they show
 * the board as it stands: givens and entries together. */
static void
board_digits (const SudokuPuzzle *puzzle,
              SkGrid             *grid)
{
  for (int cell = 0; cell < SK_CELLS; cell++)
    grid->cell[cell] = puzzle->givens.cell[cell] != 0 ? puzzle->givens.cell[cell]
                                                      : puzzle->entries.cell[cell];
}

static char
cell_char (uint8_t value,
           char    blank)
{
  return (char) (value != 0 && value <= SK_SIZE ? '0' + value : blank);
}

/* Nine rows of nine symbols, each followed by @separator unless it is '\0'. */
static void
append_rows (GString    *out,
             const char *symbols,
             char        separator)
{
  for (int row = 0; row < SK_SIZE; row++)
    {
      for (int column = 0; column < SK_SIZE; column++)
        {
          if (column > 0 && separator != '\0')
            g_string_append_c (out, separator);
          g_string_append_c (out, symbols[sk_cell_index (row, column)]);
        }
      g_string_append_c (out, '\n');
    }
}

static void
write_line (GString            *out,
            const SudokuPuzzle *puzzle,
            const SkGrid       *grid)
{
  char cells[SK_CELLS + 1];

  sk_text_format_line (grid, cells);
  g_string_append (out, cells);
  if (_sudoku_puzzle_needs_regions (puzzle))
    sudoku_format_append_layout_words (out, &puzzle->layout);
  g_string_append_c (out, '\n');
}

/* The words sudoku-format-line.c reads back into the same layout. */
void
sudoku_format_append_layout_words (GString        *out,
                                   const SkLayout *layout)
{
  char symbols[SK_CELLS + 1];
  g_autofree char *extra = _sudoku_extra_to_word (layout);

  sk_layout_to_symbols (layout, symbols);
  g_string_append_c (out, ' ');
  g_string_append (out, symbols);
  if (extra != NULL)
    {
      g_string_append_c (out, ' ');
      g_string_append (out, extra);
    }
}

/* MATRIX: space-separated, '0' for a blank; regions after a blank line.
 * SDK: nine characters per row, '.' for a blank; regions right after.
 * SS: the SDK rows with '|' and "---+---+---" drawn in. */
static void
write_rows (GString            *out,
            const SudokuPuzzle *puzzle,
            const SkGrid       *grid,
            SudokuFormat        format)
{
  char cells[SK_CELLS];

  for (int cell = 0; cell < SK_CELLS; cell++)
    cells[cell] = cell_char (grid->cell[cell], format == SUDOKU_FORMAT_MATRIX ? '0' : '.');

  if (format == SUDOKU_FORMAT_SS)
    {
      for (int row = 0; row < SK_SIZE; row++)
        {
          const char *r = cells + (gsize) row * SK_SIZE;

          if (row == 3 || row == 6)
            g_string_append (out, "---+---+---\n");
          g_string_append_printf (out, "%.3s|%.3s|%.3s\n", r, r + 3, r + 6);
        }
    }
  else
    {
      append_rows (out, cells, format == SUDOKU_FORMAT_MATRIX ? ' ' : '\0');
    }

  if (_sudoku_puzzle_needs_regions (puzzle))
    {
      char symbols[SK_CELLS + 1];

      sk_layout_to_symbols (&puzzle->layout, symbols);
      if (format != SUDOKU_FORMAT_SDK)
        g_string_append_c (out, '\n');
      append_rows (out, symbols, format == SUDOKU_FORMAT_MATRIX ? ' ' : '\0');
    }
}

/**
 * sudoku_format_write:
 * @puzzle: the puzzle
 * @format: any format but %SUDOKU_FORMAT_UNKNOWN and the read-only
 *   %SUDOKU_FORMAT_KSUDOKU; JIGSAW_LINE is written as LINE and JIGSAW_GRID as
 *   SDK, which is what they are with a region map
 *
 * Returns: (transfer full) (nullable): the text, ending in a newline; %NULL
 *   for a %SUDOKU_FORMAT_SOLO_ID of a layout Solo cannot hold (extra houses
 *   other than exactly the diagonals, or a region in pieces)
 */
char *
sudoku_format_write (const SudokuPuzzle *puzzle,
                     SudokuFormat        format)
{
  GString *out;
  SkGrid grid;

  g_return_val_if_fail (puzzle != NULL, NULL);

  if (format == SUDOKU_FORMAT_NATIVE)
    return sudoku_native_file_write (puzzle);

  out = g_string_new (NULL);
  board_digits (puzzle, &grid);

  switch (format)
    {
    case SUDOKU_FORMAT_LINE:
    case SUDOKU_FORMAT_JIGSAW_LINE:
      write_line (out, puzzle, &grid);
      break;

    case SUDOKU_FORMAT_MATRIX:
    case SUDOKU_FORMAT_SS:
    case SUDOKU_FORMAT_SDK:
      write_rows (out, puzzle, &grid, format);
      break;

    case SUDOKU_FORMAT_JIGSAW_GRID:
      write_rows (out, puzzle, &grid, SUDOKU_FORMAT_SDK);
      break;

    case SUDOKU_FORMAT_SOLO_ID:
      if (!_sudoku_solo_write (out, puzzle))
        {
          g_string_free (out, TRUE);
          return NULL;
        }
      break;

    case SUDOKU_FORMAT_NATIVE:
    case SUDOKU_FORMAT_KSUDOKU:
    case SUDOKU_FORMAT_UNKNOWN:
    default:
      g_string_free (out, TRUE);
      g_return_val_if_reached (NULL);
    }

  return g_string_free (out, FALSE);
}

/* The name a person knows a format by, for messages. */
static const char *
format_title (SudokuFormat format)
{
  switch (format)
    {
    case SUDOKU_FORMAT_MATRIX:
      return _("Nine Rows of Nine Digits");
    case SUDOKU_FORMAT_LINE:
    case SUDOKU_FORMAT_JIGSAW_LINE:
      return _("One Line of 81 Digits");
    case SUDOKU_FORMAT_SDK:
    case SUDOKU_FORMAT_JIGSAW_GRID:
      return _("SadMan Sudoku");
    case SUDOKU_FORMAT_SS:
      return _("Simple Sudoku");
    case SUDOKU_FORMAT_SOLO_ID:
      return _("Solo Game ID");
    case SUDOKU_FORMAT_KSUDOKU:
      return _("KSudoku");
    case SUDOKU_FORMAT_NATIVE:
    case SUDOKU_FORMAT_UNKNOWN:
    default:
      return sudoku_format_get_name (format);
    }
}

gboolean
sudoku_format_can_hold (SudokuFormat         format,
                        const SudokuPuzzle  *puzzle,
                        GError             **error)
{
  g_return_val_if_fail (puzzle != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (puzzle->layout.n_extra == 0)
    return TRUE;
  switch (format)
    {
    case SUDOKU_FORMAT_NATIVE:
    /* The houses as a third word after the region symbols. */
    case SUDOKU_FORMAT_LINE:
    case SUDOKU_FORMAT_JIGSAW_LINE:
      return TRUE;
    case SUDOKU_FORMAT_SOLO_ID:
      if (_sudoku_solo_can_hold (&puzzle->layout))
        return TRUE;
      break;
    case SUDOKU_FORMAT_MATRIX:
    case SUDOKU_FORMAT_SS:
    case SUDOKU_FORMAT_SDK:
    case SUDOKU_FORMAT_JIGSAW_GRID:
    case SUDOKU_FORMAT_KSUDOKU:
    case SUDOKU_FORMAT_UNKNOWN:
    default:
      break;
    }
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
               /* Translators: %s is a file format, such as "One Line of 81 Digits" */
               _("The “%s” format has no place for the extra houses of this puzzle (such as the "
                 "diagonals of Sudoku-X). Save it as a Sudoku Solver file (.sudoku) or as "
                 "one line of 81 digits, which keep them."),
               format_title (format));
  return FALSE;
}

/* Short, stable names: the command line takes them as option values. */
const char *
sudoku_format_get_name (SudokuFormat format)
{
  switch (format)
    {
    case SUDOKU_FORMAT_MATRIX:
      return "matrix";
    case SUDOKU_FORMAT_LINE:
      return "line";
    case SUDOKU_FORMAT_SDK:
      return "sdk";
    case SUDOKU_FORMAT_SS:
      return "ss";
    case SUDOKU_FORMAT_JIGSAW_LINE:
      return "jigsaw-line";
    case SUDOKU_FORMAT_JIGSAW_GRID:
      return "jigsaw-grid";
    case SUDOKU_FORMAT_NATIVE:
      return "sudoku";
    case SUDOKU_FORMAT_SOLO_ID:
      return "solo";
    case SUDOKU_FORMAT_KSUDOKU:
      return "ksudoku";
    case SUDOKU_FORMAT_UNKNOWN:
    default:
      return "unknown";
    }
}
