/* fuzz-import.c: Solo game IDs and KSudoku shapes, deep inside their decoders
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Random bytes rarely start like "9j:" or "<ksudoku-graph>", so the first byte
 * picks a prefix (see the table below) and the rest of the input follows it;
 * the fuzzer then spends its time on the clues, the block structure and the
 * cliques instead of on format detection.
 *
 * Properties checked, besides those of fuzz-format (every puzzle read
 * survives the LINE and NATIVE round trips, fuzz-io.c):
 *   - a Solo jigsaw ("9j") puzzle has its own layout and its regions are
 *     connected (they are made by joining neighbours); a "3x3" one has the
 *     standard boxes;
 *   - a KSudoku shape reads the same through sudoku_format_parse() (one
 *     puzzle, no digits) and sudoku_layout_file_parse(): both succeed or
 *     both fail, with the same layout and the same title.
 */

#include <string.h>

#include "fuzz-io.h"
#include "sudoku-file-error.h"
#include "sudoku-layout-file.h"

#define GRAPH_HEADER                                                            \
  "<!DOCTYPE ksudoku-graph>\n<ksudoku-graph>\n"                                 \
  " <graph sizeX=\"9\" sizeY=\"9\" sizeZ=\"1\" order=\"9\" type=\"custom\" "    \
  "name=\"Fuzz\">\n"
#define GROUPS "  <sudokugroups at=\"0\" withblocks=\"0\"/>\n"
#define GRAPH_FOOTER " </graph>\n</ksudoku-graph>\n"

typedef struct
{
  const char *prefix;
  const char *suffix;
  gboolean    markup;
} Mode;

/* Indexed by the first byte, modulo the number of modes. */
static const Mode modes[] = {
  { "9j:", "", FALSE },                      /* 0: jigsaw clues, ',', block structure */
  { "3x3:", "", FALSE },                     /* 1: standard clues */
  { "9j:iiiiiiiii,", "", FALSE },            /* 2: an empty board: straight to the block structure */
  { "", "", FALSE },                         /* 3: as it is: any parameters ("3x3j:", "9jxk:", ...) */
  { "<ksudoku-graph>", "", TRUE },           /* 4: the root; the rest is the graph */
  { GRAPH_HEADER, "", TRUE },                /* 5: inside a 9x9 graph */
  { GRAPH_HEADER GROUPS, "", TRUE },         /* 6: rows and columns given: regions to come */
  { GRAPH_HEADER GROUPS, GRAPH_FOOTER, TRUE }, /* 7: the same, closed */
};

#define N_MODES G_N_ELEMENTS (modes)
/* The reader takes one line of at most 64 KiB; the layout reader has no
 * such limit. The two are compared on inputs well below it. */
#define COMPARE_BELOW (60 * 1024)

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_io_init ();
  return 0;
}

/* Whether line @number of @text starts like a game ID, "9j:" or "3x3:": a
 * collection of game IDs may hold 81-character lines as well, and those may
 * have regions in pieces. */
static gboolean
line_is_game_id (const char *text,
                 gsize       length,
                 guint       number)
{
  const char *p = text;
  const char *end = text + length;

  for (guint n = 1; n < number && p < end; n++)
    {
      p = memchr (p, '\n', end - p);
      if (p == NULL)
        return FALSE;
      p++;
    }
  if (number == 1 && end - p >= 3 && memcmp (p, "\xef\xbb\xbf", 3) == 0)
    p += 3;

  while (p < end && (*p == ' ' || *p == '\t' || *p == '\v' || *p == '\f' || *p == '\r'))
    p++;
  if (p == end || !g_ascii_isdigit (*p))
    return FALSE;
  while (p < end && (g_ascii_isdigit (*p) || g_ascii_islower (*p)))
    p++;
  return p < end && *p == ':';
}

static void
check_solo (const GString      *text,
            const SudokuPuzzle *puzzle)
{
  if (!line_is_game_id (text->str, text->len, puzzle->line))
    return;

  FUZZ_CHECK (puzzle->title == NULL, "a Solo puzzle with a title");
  if (puzzle->has_layout)
    {
      int region = sk_layout_find_disconnected (&puzzle->layout);

      FUZZ_CHECK (region < 0, "region %d of a Solo jigsaw is in pieces", region);
    }
  else
    {
      FUZZ_CHECK (sk_layout_is_standard (&puzzle->layout), "a 3x3 puzzle without the boxes");
    }
}

static void
check_shape (const char         *text,
             gsize               length,
             const SudokuPuzzle *puzzle,
             SudokuFormat        format)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  SkLayout layout;
  gboolean ok;

  ok = sudoku_layout_file_parse (text, length, FUZZ_DISPLAY_NAME, &layout, &name, &error);
  FUZZ_CHECK (ok == (error == NULL), "success %d with error %p", ok, (void *) error);

  if (format != SUDOKU_FORMAT_KSUDOKU || length >= COMPARE_BELOW)
    return;

  FUZZ_CHECK (ok == (puzzle != NULL), "the layout reader %s, the puzzle reader %s",
              ok ? "succeeded" : error->message, puzzle != NULL ? "succeeded" : "failed");
  if (!ok)
    return;

  fuzz_check_layout (&layout);
  FUZZ_CHECK (puzzle->has_layout && sk_layout_equal (&layout, &puzzle->layout),
              "the two readers found different layouts");
  FUZZ_CHECK (g_strcmp0 (name, puzzle->title) == 0, "name \"%s\", title \"%s\"",
              name != NULL ? name : "(none)", puzzle->title != NULL ? puzzle->title : "(none)");
  FUZZ_CHECK (sk_grid_count_filled (&puzzle->givens) == 0, "a shape with digits");
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(GString) text = NULL;
  const Mode *mode;
  SudokuFormat format = SUDOKU_FORMAT_UNKNOWN;

  if (size == 0)
    return 0;

  mode = &modes[data[0] % N_MODES];
  text = g_string_new (mode->prefix);
  g_string_append_len (text, (const char *) data + 1, (gssize) size - 1);
  g_string_append (text, mode->suffix);

  puzzles = sudoku_format_parse (text->str, text->len, FUZZ_DISPLAY_NAME, &format, &error);
  FUZZ_CHECK ((puzzles == NULL) != (error == NULL), "puzzles %p and error %p",
              (void *) puzzles, (void *) error);
  if (puzzles != NULL)
    FUZZ_CHECK (puzzles->len > 0, "success with no puzzle");
  if (error != NULL)
    fuzz_check_error_position (error, text->str, text->len);

  if (mode->markup)
    {
      FUZZ_CHECK (format == SUDOKU_FORMAT_KSUDOKU, "markup read as %s",
                  sudoku_format_get_name (format));
      FUZZ_CHECK (puzzles == NULL || puzzles->len == 1, "%u puzzles in a shape", puzzles->len);
    }

  check_shape (text->str, text->len,
               puzzles != NULL ? g_ptr_array_index (puzzles, 0) : NULL, format);

  if (puzzles == NULL)
    return 0;

  for (guint i = 0; i < puzzles->len; i++)
    {
      const SudokuPuzzle *puzzle = g_ptr_array_index (puzzles, i);

      if (format == SUDOKU_FORMAT_SOLO_ID)
        check_solo (text, puzzle);
      fuzz_check_round_trip (puzzle);
    }

  return 0;
}
