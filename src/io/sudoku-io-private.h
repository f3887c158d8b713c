/* sudoku-io-private.h: helpers shared by the readers and writers of src/io
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Nothing here is part of the io layer's interface: the public headers are
 * sudoku-format.h, sudoku-layout-file.h, sudoku-native-file.h,
 * sudoku-puzzle.h and sudoku-file-error.h.
 */

#pragma once

#include <gio/gio.h>

#include "sk-layout.h"
#include "sudoku-file-error.h"
#include "sudoku-format.h"
#include "sudoku-puzzle.h"

G_BEGIN_DECLS

/* No single-puzzle file (block formats, .sudoku, .layout) comes near this. */
#define SUDOKU_MAX_FILE_SIZE (1 << 20)
/* Line collections are streamed, but one line has to fit in memory. */
#define SUDOKU_MAX_LINE_LENGTH (1 << 16)

#define SUDOKU_DEFAULT_DISPLAY_NAME "(input)"

/* One line of text, without its line end. */
typedef struct
{
  const char *text;
  gsize       length;
  guint       number;  /* from 1 */
} SudokuLine;

/* Region symbols gathered from one or more pieces of text, each remembering
 * where it stood so that a bad layout can be reported at the right place. */
typedef struct
{
  char  symbols[SK_CELLS];
  guint line[SK_CELLS];
  guint column[SK_CELLS];
  int   count;
} SudokuRegionText;

/* sudoku-puzzle.c */
gboolean      _sudoku_puzzle_needs_regions   (const SudokuPuzzle *puzzle);

/* sudoku-file-error.c */
void          _sudoku_set_error              (GError            **error,
                                              SudokuFileError     code,
                                              const char         *name,
                                              guint               line,
                                              guint               column,
                                              const char         *format,
                                              ...) G_GNUC_PRINTF (6, 7);
char         *_sudoku_describe_char          (const char         *p,
                                              const char         *end);
guint         _sudoku_column                 (const char         *line_start,
                                              const char         *p);

/* sudoku-text.c */
const char   *_sudoku_skip_bom               (const char         *data,
                                              gsize              *length);
const char   *_sudoku_find_line_end          (const char         *p,
                                              const char         *end,
                                              gboolean            complete,
                                              const char        **next);
gboolean      _sudoku_next_line              (const char        **cursor,
                                              const char         *end,
                                              SudokuLine         *line);
gboolean      _sudoku_line_is_blank          (const SudokuLine   *line);
gboolean      _sudoku_line_is_skipped        (const SudokuLine   *line);
const char   *_sudoku_skip_space             (const char         *p,
                                              const char         *end);
gboolean      _sudoku_is_space               (char                c);
int           _sudoku_cell_value             (char                c);
char         *_sudoku_normalize_text         (const char         *data,
                                              gsize               length,
                                              gsize              *out_length);
/* Messages name the file @display_name. */
gboolean      _sudoku_read_file              (GFile              *file,
                                              const char         *display_name,
                                              GCancellable       *cancellable,
                                              char              **data,
                                              gsize              *length,
                                              GError            **error);

/* sudoku-key-file.c */
GKeyFile     *_sudoku_key_file_load          (const char         *text,
                                              gsize               length,
                                              const char         *name,
                                              const char         *group,
                                              guint              *group_line,
                                              GError            **error);
void          _sudoku_key_file_locate        (const char         *text,
                                              gsize               length,
                                              const char         *group,
                                              const char         *key,
                                              guint              *line,
                                              guint              *value_column);
char         *_sudoku_key_file_get_laid_out  (const char         *text,
                                              gsize               length,
                                              const char         *group,
                                              const char         *key,
                                              const char         *value,
                                              guint              *line,
                                              guint              *value_column);
gboolean      _sudoku_first_line_is_group    (const char         *data,
                                              gsize               length,
                                              const char         *group);
void          _sudoku_key_file_set_text      (GKeyFile           *key_file,
                                              const char         *group,
                                              const char         *key,
                                              const char         *text);

/* sudoku-layout-file.c */
void          _sudoku_region_text_init       (SudokuRegionText   *regions);
gboolean      _sudoku_region_text_add        (SudokuRegionText   *regions,
                                              const char         *text,
                                              gsize               length,
                                              guint               line,
                                              guint               first_column,
                                              int                 expected,
                                              const char         *name,
                                              GError            **error);
gboolean      _sudoku_region_text_finish     (SudokuRegionText   *regions,
                                              const char         *name,
                                              SkLayout           *layout,
                                              GError            **error);
gboolean      _sudoku_regions_from_value     (const char         *value,
                                              guint               line,
                                              guint               value_column,
                                              const char         *name,
                                              SkLayout           *layout,
                                              GError            **error);

/* sudoku-layout-extra.c */
gboolean      _sudoku_extra_from_value       (const char         *value,
                                              guint               line,
                                              const char         *name,
                                              SkLayout           *layout,
                                              GError            **error);
char         *_sudoku_extra_to_value         (const SkLayout     *layout);
char         *_sudoku_extra_to_word          (const SkLayout     *layout);

/* sudoku-format-line.c */
gboolean      _sudoku_line_looks_like_puzzle (const SudokuLine   *line,
                                              gboolean           *has_regions);
SudokuPuzzle *_sudoku_line_parse             (const SudokuLine   *line,
                                              const char         *name,
                                              GError            **error);

/* sudoku-format-solo.c */
gboolean      _sudoku_solo_line_is_game_id   (const SudokuLine   *line);
SudokuPuzzle *_sudoku_solo_parse_line        (const SudokuLine   *line,
                                              const char         *name,
                                              GError            **error);
/* Whether Solo has a game ID for @layout: no extra houses but both
 * diagonals, no region in pieces. */
gboolean      _sudoku_solo_can_hold          (const SkLayout     *layout);
/* FALSE, @out untouched, for a layout Solo has no game ID for. */
gboolean      _sudoku_solo_write             (GString            *out,
                                              const SudokuPuzzle *puzzle);

/* sudoku-format-ksudoku.c */
gboolean      _sudoku_line_starts_markup     (const SudokuLine   *line);
gboolean      _sudoku_text_is_markup         (const char         *data,
                                              gsize               length);
SudokuPuzzle *_sudoku_ksudoku_parse          (const char         *data,
                                              gsize               length,
                                              const char         *name,
                                              GError            **error);
gboolean      _sudoku_ksudoku_parse_layout   (const char         *data,
                                              gsize               length,
                                              const char         *name,
                                              SkLayout           *layout,
                                              char              **layout_name,
                                              GError            **error);

/* sudoku-format-block.c */
gboolean      _sudoku_line_is_sadman_puzzle  (const SudokuLine   *line);
gboolean      _sudoku_text_is_sadman         (const char         *text,
                                              gsize               length);
SudokuPuzzle *_sudoku_block_parse            (const char         *text,
                                              gsize               length,
                                              const char         *name,
                                              SudokuFormat       *format,
                                              GError            **error);

G_END_DECLS
