/* sudoku-format.h: puzzle file formats, detected by content
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-puzzle.h"

G_BEGIN_DECLS

typedef enum
{
  SUDOKU_FORMAT_UNKNOWN,
  SUDOKU_FORMAT_MATRIX,       /* nine lines of nine whitespace-separated digits, 0 blank */
  SUDOKU_FORMAT_LINE,         /* one or more 81-character lines, '.' or '0' blank */
  SUDOKU_FORMAT_SDK,          /* SadMan: '#' header lines or a [Puzzle] section, nine lines of nine */
  SUDOKU_FORMAT_SS,           /* Simple Sudoku: nine rows drawn with | - + * borders */
  SUDOKU_FORMAT_JIGSAW_LINE,  /* 81 givens, whitespace, 81 region symbols, per line */
  SUDOKU_FORMAT_JIGSAW_GRID,  /* nine lines of givens, then nine lines of region symbols */
  SUDOKU_FORMAT_NATIVE,       /* the .sudoku key file */
  SUDOKU_FORMAT_SOLO_ID,      /* Simon Tatham's Solo game IDs, "3x3:..." or "9j:...,...", per line */
  SUDOKU_FORMAT_KSUDOKU,      /* a KSudoku shape (<ksudoku-graph>): a layout, no givens */
} SudokuFormat;

/* Reads puzzles one at a time, so a file of many thousand lines is never held
 * whole. Single-puzzle formats are read at the first call to _next(). */
typedef struct _SudokuReader SudokuReader;

SudokuReader *sudoku_reader_new        (GInputStream  *stream,
                                        const char    *display_name);
SudokuPuzzle *sudoku_reader_next       (SudokuReader  *reader,
                                        GCancellable  *cancellable,
                                        GError       **error);
SudokuFormat  sudoku_reader_get_format (SudokuReader  *reader);
void          sudoku_reader_free       (SudokuReader  *reader);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SudokuReader, sudoku_reader_free)

/* Every puzzle of the input, or NULL and an error: never a part of them. */
GPtrArray    *sudoku_format_parse      (const char    *data,
                                        gsize          length,
                                        const char    *display_name,
                                        SudokuFormat  *format,
                                        GError       **error);
GPtrArray    *sudoku_format_load       (GFile         *file,
                                        GCancellable  *cancellable,
                                        SudokuFormat  *format,
                                        GError       **error);

/* SUDOKU_FORMAT_LINE (a jigsaw puzzle gets its region symbols after a space,
 * a variant its extra houses after another),
 * SUDOKU_FORMAT_MATRIX (a jigsaw puzzle gets nine region lines after a blank
 * line) or SUDOKU_FORMAT_NATIVE. Givens and entries are both written. A
 * SOLO_ID holds the givens only; it exists for the standard boxes and jigsaw
 * layouts, with or without both diagonals (NULL for other extra houses).
 * KSUDOKU is read only. */
char         *sudoku_format_write      (const SudokuPuzzle *puzzle,
                                        SudokuFormat        format);

/* Whether @format keeps the whole of @puzzle: only the .sudoku file holds
 * extra houses (Sudoku-X's diagonals, Windoku's windows...), and every other
 * format would silently drop them. FALSE with a G_IO_ERROR_NOT_SUPPORTED
 * that names the format when it does not. */
gboolean      sudoku_format_can_hold   (SudokuFormat        format,
                                        const SudokuPuzzle *puzzle,
                                        GError            **error);

const char   *sudoku_format_get_name   (SudokuFormat  format);

/* A space and the 81 region symbols, then a space and the extra houses
 * when @layout has any: the layout part of a LINE puzzle. */
void          sudoku_format_append_layout_words (GString        *out,
                                                 const SkLayout *layout);

G_END_DECLS
