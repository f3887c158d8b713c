/* sudoku-format-ksudoku.c: KSudoku's shape files, read as a region layout
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * KDE's KSudoku describes each kind of puzzle as a graph: groups ("cliques")
 * of cells that must each hold every digit once.
 *
 *   <!DOCTYPE ksudoku-graph>
 *   <ksudoku-graph>
 *    <graph sizeX="9" sizeY="9" sizeZ="1" order="9" type="custom" name="Jigsaw">
 *     <sudokugroups at="0" withblocks="0"/>
 *     <clique size="9">0 1 2 9 10 28 18 19 20</clique>
 *     ...
 *
 * <sudokugroups> stands for the nine rows and nine columns of a grid, and its
 * nine 3x3 boxes as well unless withblocks is other than "1". <clique> lists
 * the cells of one more group. KSudoku numbers cells column by column: cell i
 * stands in column i / 9 and row i % 9 (its x, which runs across the board,
 * is i / sizeY). Read row by row, every shape would come out transposed.
 *
 * This program knows rows, columns and nine regions, so a shape is read when
 * its groups are exactly those: every row, every column, and nine more groups
 * that split the grid between them. Other shapes are refused, saying why:
 * other sizes (4x4, 16x16, Samurai), 3-D ones (Roxdoku), cages (Killer
 * Sudoku, Mathdoku) and groups beyond the nine regions (the diagonals of
 * XSudoku), which would be rules the solver does not keep. Groups that repeat
 * a row, a column or a region add no rule and are let pass.
 *
 * A shape has no digits: read as a puzzle, it gives an empty board with its
 * layout. KSudoku's saved games (a <ksudoku> root) are refused too.
 */

#define G_LOG_DOMAIN "sudoku-format-ksudoku"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sk-board.h"
#include "sudoku-io-private.h"

#define SHAPE_ROOT      "ksudoku-graph"
#define SAVED_GAME_ROOT "ksudoku"

/* Rows, columns, boxes and a few more: no 9x9 shape KSudoku could use comes
 * near this many groups. */
#define MAX_GROUPS (3 * SK_CELLS)

typedef struct
{
  SkBoard cells;
  guint   line;
} Group;

typedef struct
{
  const char          *name;
  const char          *text;
  gsize                length;
  GArray              *line_starts;  /* gsize: the offset where each line starts */
  GMarkupParseContext *context;
  int                  depth;        /* of the element being read; the root is 1 */
  int                  graph_depth;  /* of the <graph> being read, 0 outside it */
  gboolean             seen_graph;
  gboolean             standard;     /* type="sudoku": the usual grid, children ignored */
  guint                graph_line;
  char                *title;
  Group                groups[MAX_GROUPS];
  int                  n_groups;
  gboolean             in_clique;
  guint                clique_line;
  GString             *clique_text;
} ShapeParser;

/* No other format has a '<' before its first cell or symbol, so a first
 * line with content that starts with one is XML, KSudoku's or not. */
gboolean
_sudoku_line_starts_markup (const SudokuLine *line)
{
  const char *end = line->text + line->length;
  const char *p = _sudoku_skip_space (line->text, end);

  return p < end && *p == '<';
}

gboolean
_sudoku_text_is_markup (const char *data,
                        gsize       length)
{
  const char *cursor = _sudoku_skip_bom (data, &length);
  const char *end = cursor + length;
  SudokuLine line = { 0 };

  while (_sudoku_next_line (&cursor, end, &line))
    if (!_sudoku_line_is_skipped (&line))
      return _sudoku_line_starts_markup (&line);

  return FALSE;
}

static gboolean
line_contains (ShapeParser *parser,
               guint        line,
               const char  *needle)
{
  gsize start = g_array_index (parser->line_starts, gsize, line - 1);
  gsize end = line < parser->line_starts->len
                ? g_array_index (parser->line_starts, gsize, line)
                : parser->length;
  gsize needle_length = strlen (needle);

  for (const char *p = parser->text + start;
       (p = memchr (p, needle[0], parser->text + end - p)) != NULL;
       p++)
    if ((gsize) (parser->text + end - p) >= needle_length &&
        memcmp (p, needle, needle_length) == 0)
      return TRUE;

  return FALSE;
}

/* Where GMarkup stands, as the line and column of the text a person sees.
 * GMarkup counts a line when it steps onto a '\n', so it misses a '\n' that
 * is the very first character (every line number after it came out one too
 * small, and element_line() then looked for the element above its own line);
 * it numbers the byte after a '\n' 2, not 1; and it counts bytes, where
 * columns count characters. Standing on a '\n', or at the end of the text
 * (which always ends in one), it is at the end of the line before, not on
 * the next one, which would be a line past the end of the file. (Found by
 * tests/fuzz, fuzz_check_error_position(); regressions in
 * tests/fuzz/regressions/fuzz-format, fuzz-layout and fuzz-import.) */
static void
markup_position (ShapeParser *parser,
                 int         *line,
                 int         *column)
{
  int n_lines = (int) parser->line_starts->len;  /* with the empty one after a final '\n' */
  gsize start;
  gsize end;
  gsize offset;

  g_markup_parse_context_get_position (parser->context, line, column);
  if (parser->length > 0 && parser->text[0] == '\n')
    (*line)++;
  if (*line > 1)
    (*column)--;
  *line = CLAMP (*line, 1, n_lines);

  if (*line > 1 && (*column < 1 || (*line == n_lines && parser->length > 0 &&
                                    parser->text[parser->length - 1] == '\n')))
    {
      (*line)--;
      *column = G_MAXINT;
    }

  /* The byte GMarkup stands on, within its line, as a character column. */
  start = g_array_index (parser->line_starts, gsize, *line - 1);
  end = *line < n_lines ? g_array_index (parser->line_starts, gsize, *line) - 1 : parser->length;
  offset = MIN ((gsize) MAX (*column, 1) - 1, end - start);
  *column = (int) _sudoku_column (parser->text + start, parser->text + start + offset);
}

/* GMarkup tells where it stands when it reports an element, which is past
 * the end of the start tag, sometimes on the next line. The element's own
 * line is the last one up to there that holds its '<'. */
static guint
element_line (ShapeParser *parser,
              const char  *element)
{
  g_autofree char *needle = g_strconcat ("<", element, NULL);
  int line;
  int column;

  markup_position (parser, &line, &column);

  for (int l = line; l >= 1; l--)
    if (line_contains (parser, (guint) l, needle))
      return (guint) l;

  return (guint) line;
}

static const char *
attribute (const char **names,
           const char **values,
           const char  *wanted)
{
  for (int i = 0; names[i] != NULL; i++)
    if (g_str_equal (names[i], wanted))
      return values[i];
  return NULL;
}

static gboolean
number_attribute (ShapeParser  *parser,
                  const char   *element,
                  guint         line,
                  const char  **names,
                  const char  **values,
                  const char   *wanted,
                  const char   *fallback,
                  int          *number,
                  GError      **error)
{
  const char *value = attribute (names, values, wanted);
  gint64 parsed;

  if (value == NULL)
    value = fallback;

  if (value == NULL)
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_SYNTAX, parser->name, line, 0,
                         _("<%s> has no attribute %s"), element, wanted);
      return FALSE;
    }

  if (!g_ascii_string_to_signed (value, 10, 0, G_MAXINT, &parsed, NULL))
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_SYNTAX, parser->name, line, 0,
                         _("%s=\"%s\" is not a number"), wanted, value);
      return FALSE;
    }

  *number = (int) parsed;
  return TRUE;
}

static gboolean
add_group (ShapeParser  *parser,
           SkBoard       cells,
           guint         line,
           GError      **error)
{
  if (parser->n_groups == MAX_GROUPS)
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_LAYOUT, parser->name, line, 0,
                         _("the shape has more than %d groups of cells, more than "
                           "a 9x9 Sudoku can have"), MAX_GROUPS);
      return FALSE;
    }

  parser->groups[parser->n_groups].cells = cells;
  parser->groups[parser->n_groups].line = line;
  parser->n_groups++;
  return TRUE;
}

static SkBoard
row_board (int row)
{
  SkBoard board = SK_BOARD_EMPTY;

  for (int column = 0; column < SK_SIZE; column++)
    board = sk_board_or (board, sk_board_cell (sk_cell_index (row, column)));
  return board;
}

static SkBoard
column_board (int column)
{
  SkBoard board = SK_BOARD_EMPTY;

  for (int row = 0; row < SK_SIZE; row++)
    board = sk_board_or (board, sk_board_cell (sk_cell_index (row, column)));
  return board;
}

static SkBoard
box_board (int box)
{
  SkBoard board = SK_BOARD_EMPTY;

  for (int i = 0; i < SK_SIZE; i++)
    board = sk_board_or (board, sk_board_cell (sk_cell_index (box / 3 * 3 + i / 3,
                                                              box % 3 * 3 + i % 3)));
  return board;
}

static gboolean
add_grid_groups (ShapeParser  *parser,
                 gboolean      with_boxes,
                 guint         line,
                 GError      **error)
{
  for (int i = 0; i < SK_SIZE; i++)
    if (!add_group (parser, row_board (i), line, error) ||
        !add_group (parser, column_board (i), line, error) ||
        (with_boxes && !add_group (parser, box_board (i), line, error)))
      return FALSE;
  return TRUE;
}

static gboolean
unsupported (ShapeParser  *parser,
             guint         line,
             GError      **error,
             const char   *message)
{
  _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_LAYOUT, parser->name, line, 0, "%s", message);
  return FALSE;
}

static gboolean
start_graph (ShapeParser  *parser,
             const char  **names,
             const char  **values,
             GError      **error)
{
  const char *specific_type = attribute (names, values, "specific-type");
  const char *type = attribute (names, values, "type");
  guint line = element_line (parser, "graph");
  int order, size_x, size_y, size_z;

  if (parser->seen_graph)
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_SYNTAX, parser->name, line, 0,
                         _("a second <graph>; a shape file has one"));
      return FALSE;
    }
  parser->seen_graph = TRUE;
  parser->graph_line = line;
  parser->title = g_strdup (attribute (names, values, "name"));

  /* KSudoku compares the type names without regard to case. */
  if (specific_type != NULL &&
      (g_ascii_strcasecmp (specific_type, "KillerSudoku") == 0 ||
       g_ascii_strcasecmp (specific_type, "Mathdoku") == 0))
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_LAYOUT, parser->name, line, 0,
                         _("%s shapes are not supported: their clues are cages of cells "
                           "with sums, not digits"), specific_type);
      return FALSE;
    }

  if (type == NULL)
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_SYNTAX, parser->name, line, 0,
                         _("<%s> has no attribute %s"), "graph", "type");
      return FALSE;
    }

  if (g_str_equal (type, "roxdoku"))
    return unsupported (parser, line, error,
                        _("3-D Roxdoku shapes are not supported, only flat 9x9 ones"));

  if (!number_attribute (parser, "graph", line, names, values, "order", NULL, &order, error))
    return FALSE;

  if (g_str_equal (type, "sudoku"))
    {
      /* KSudoku draws the usual grid of the order's size for this type. */
      size_x = size_y = order;
      size_z = 1;
      parser->standard = TRUE;
    }
  else if (g_str_equal (type, "custom"))
    {
      if (!number_attribute (parser, "graph", line, names, values, "sizeX", NULL, &size_x, error) ||
          !number_attribute (parser, "graph", line, names, values, "sizeY", NULL, &size_y, error) ||
          !number_attribute (parser, "graph", line, names, values, "sizeZ", NULL, &size_z, error))
        return FALSE;
    }
  else
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_SYNTAX, parser->name, line, 0,
                         _("unknown graph type '%s'"), type);
      return FALSE;
    }

  if (size_z != 1)
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_WRONG_SIZE, parser->name, line, 0,
                         g_dngettext (GETTEXT_PACKAGE,
                                      "only 9x9 shapes of one layer are supported; "
                                      "this one has %d layer",
                                      "only 9x9 shapes of one layer are supported; "
                                      "this one has %d layers", (gulong) MAX (size_z, 0)),
                         size_z);
      return FALSE;
    }

  if (size_x != SK_SIZE || size_y != SK_SIZE)
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_WRONG_SIZE, parser->name, line, 0,
                         _("only 9x9 shapes of one layer are supported; this one is %dx%d"),
                         size_x, size_y);
      return FALSE;
    }

  if (order != SK_SIZE)
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_WRONG_SIZE, parser->name, line, 0,
                         _("only shapes of the nine digits 1-9 are supported; "
                           "this one has %d symbols"), order);
      return FALSE;
    }

  if (parser->standard)
    return add_grid_groups (parser, TRUE, line, error);
  return TRUE;
}

static gboolean
start_sudoku_groups (ShapeParser  *parser,
                     const char  **names,
                     const char  **values,
                     GError      **error)
{
  guint line = element_line (parser, "sudokugroups");
  const char *with_blocks = attribute (names, values, "withblocks");
  int at;

  if (!number_attribute (parser, "sudokugroups", line, names, values, "at", "0", &at, error))
    return FALSE;

  /* "at" is the cell of the grid's top left corner; a 9x9 shape has room
   * for its grid only at cell 0. */
  if (at != 0)
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_LAYOUT, parser->name, line, 0,
                         _("sudokugroups at=\"%d\" lies outside the 9x9 grid; "
                           "only at=\"0\" fits"), at);
      return FALSE;
    }

  /* As KSudoku reads it: boxes unless the attribute is there and not "1". */
  return add_grid_groups (parser, with_blocks == NULL || g_str_equal (with_blocks, "1"),
                          line, error);
}

static gboolean
start_clique (ShapeParser  *parser,
              const char  **names,
              const char  **values,
              GError      **error)
{
  guint line = element_line (parser, "clique");
  int size;

  if (!number_attribute (parser, "clique", line, names, values, "size", NULL, &size, error))
    return FALSE;

  if (size != SK_SIZE)
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_LAYOUT, parser->name, line, 0,
                         g_dngettext (GETTEXT_PACKAGE,
                                      "a clique of %d cell; every group of a 9x9 shape has 9",
                                      "a clique of %d cells; every group of a 9x9 shape has 9",
                                      (gulong) MAX (size, 0)), size);
      return FALSE;
    }

  parser->in_clique = TRUE;
  parser->clique_line = line;
  g_string_truncate (parser->clique_text, 0);
  return TRUE;
}

/* The cell numbers between <clique> and </clique>, separated by whitespace. */
static gboolean
end_clique (ShapeParser  *parser,
            GError      **error)
{
  const char *p = parser->clique_text->str;
  const char *end = p + parser->clique_text->len;
  guint line = parser->clique_line;
  SkBoard cells = SK_BOARD_EMPTY;
  int n_cells = 0;

  parser->in_clique = FALSE;

  for (;;)
    {
      const char *word;
      int index = 0;
      int row, column;

      while (p < end && g_ascii_isspace (*p))
        p++;
      if (p == end)
        break;

      for (word = p; p < end && !g_ascii_isspace (*p); p++)
        {
          if (!g_ascii_isdigit (*p))
            {
              g_autofree char *what = _sudoku_describe_char (p, end);

              _sudoku_set_error (error, SUDOKU_FILE_ERROR_SYNTAX, parser->name, line, 0,
                                 _("unexpected character %s in a clique, which lists "
                                   "cell numbers"), what);
              return FALSE;
            }
          if (index < SK_CELLS)
            index = index * 10 + (*p - '0');
        }

      if (index >= SK_CELLS)
        {
          _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_LAYOUT, parser->name, line, 0,
                             _("cell number %.*s is outside the 9x9 grid, "
                               "whose cells are 0 to 80"), (int) MIN (p - word, 16), word);
          return FALSE;
        }

      /* Column by column, as KSudoku numbers them. */
      column = index / SK_SIZE;
      row = index % SK_SIZE;
      if (sk_board_has (cells, sk_cell_index (row, column)))
        {
          _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_LAYOUT, parser->name, line, 0,
                             _("cell number %d is twice in the same clique"), index);
          return FALSE;
        }
      cells = sk_board_or (cells, sk_board_cell (sk_cell_index (row, column)));
      n_cells++;
    }

  if (n_cells != SK_SIZE)
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_LAYOUT, parser->name, line, 0,
                         g_dngettext (GETTEXT_PACKAGE, "the clique lists %d cell, expected 9",
                                      "the clique lists %d cells, expected 9",
                                      (gulong) MAX (n_cells, 0)), n_cells);
      return FALSE;
    }

  return add_group (parser, cells, line, error);
}

static void
start_element (GMarkupParseContext  *context,
               const char           *element,
               const char          **names,
               const char          **values,
               gpointer              user_data,
               GError              **error)
{
  ShapeParser *parser = user_data;

  parser->depth++;

  if (parser->depth == 1)
    {
      if (g_str_equal (element, SAVED_GAME_ROOT))
        _sudoku_set_error (error, SUDOKU_FILE_ERROR_SYNTAX, parser->name,
                           element_line (parser, element), 0,
                           _("KSudoku saved games are not supported, only KSudoku "
                             "shape files (<%s>)"), SHAPE_ROOT);
      else if (!g_str_equal (element, SHAPE_ROOT))
        _sudoku_set_error (error, SUDOKU_FILE_ERROR_SYNTAX, parser->name,
                           element_line (parser, element), 0,
                           _("an XML file with <%s> is not a KSudoku shape (<%s>)"),
                           element, SHAPE_ROOT);
      return;
    }

  if (parser->graph_depth == 0)
    {
      if (parser->depth == 2 && g_str_equal (element, "graph") &&
          start_graph (parser, names, values, error))
        parser->graph_depth = parser->depth;
      return;
    }

  /* KSudoku reads the graph's own children, and none for type="sudoku". */
  if (parser->depth != parser->graph_depth + 1 || parser->standard)
    return;

  if (g_str_equal (element, "clique"))
    start_clique (parser, names, values, error);
  else if (g_str_equal (element, "sudokugroups"))
    start_sudoku_groups (parser, names, values, error);
  else if (g_str_equal (element, "roxdokugroups"))
    unsupported (parser, element_line (parser, element), error,
                 _("3-D Roxdoku shapes are not supported, only flat 9x9 ones"));
  else if (g_str_equal (element, "cage"))
    unsupported (parser, element_line (parser, element), error,
                 _("cages (Killer Sudoku, Mathdoku) are not supported"));
}

static void
end_element (GMarkupParseContext  *context,
             const char           *element,
             gpointer              user_data,
             GError              **error)
{
  ShapeParser *parser = user_data;

  if (parser->in_clique && parser->depth == parser->graph_depth + 1)
    end_clique (parser, error);
  else if (parser->depth == parser->graph_depth)
    parser->graph_depth = 0;

  parser->depth--;
}

static void
text_inside (GMarkupParseContext  *context,
             const char           *text,
             gsize                 length,
             gpointer              user_data,
             GError              **error)
{
  ShapeParser *parser = user_data;

  if (parser->in_clique)
    g_string_append_len (parser->clique_text, text, (gssize) length);
}

static const GMarkupParser shape_markup = {
  start_element,
  end_element,
  text_inside,
  NULL,
  NULL,
};

static gboolean
is_diagonal (SkBoard cells)
{
  SkBoard down = SK_BOARD_EMPTY;
  SkBoard up = SK_BOARD_EMPTY;

  for (int i = 0; i < SK_SIZE; i++)
    {
      down = sk_board_or (down, sk_board_cell (sk_cell_index (i, i)));
      up = sk_board_or (up, sk_board_cell (sk_cell_index (i, SK_SIZE - 1 - i)));
    }

  return (cells.lo == down.lo && cells.hi == down.hi) ||
         (cells.lo == up.lo && cells.hi == up.hi);
}

static gboolean
same_cells (SkBoard a,
            SkBoard b)
{
  return a.lo == b.lo && a.hi == b.hi;
}

/* The groups beside rows and columns must split the grid into nine regions.
 * They are taken in file order, each one that overlaps none before it as a
 * region; one that overlaps is a rule of its own, or a region drawn wrong. */
static gboolean
build_layout (ShapeParser  *parser,
              SkLayout     *layout,
              GError      **error)
{
  gboolean have_row[SK_SIZE] = { FALSE };
  gboolean have_column[SK_SIZE] = { FALSE };
  SkBoard regions[SK_SIZE];
  SkBoard taken = SK_BOARD_EMPTY;
  const Group *extra = NULL;
  char symbols[SK_CELLS];
  int n_regions = 0;
  SkLayoutProblem problem;

  for (int g = 0; g < parser->n_groups; g++)
    {
      const Group *group = &parser->groups[g];
      gboolean known = FALSE;

      for (int i = 0; i < SK_SIZE && !known; i++)
        {
          if (same_cells (group->cells, row_board (i)))
            known = have_row[i] = TRUE;
          else if (same_cells (group->cells, column_board (i)))
            known = have_column[i] = TRUE;
        }
      for (int r = 0; r < n_regions && !known; r++)
        known = same_cells (group->cells, regions[r]);
      if (known)
        continue;

      if (sk_board_is_empty (sk_board_and (group->cells, taken)))
        {
          regions[n_regions++] = group->cells;
          taken = sk_board_or (taken, group->cells);
        }
      else if (extra == NULL)
        {
          extra = group;
        }
    }

  for (int i = 0; i < SK_SIZE; i++)
    if (!have_row[i] || !have_column[i])
      return unsupported (parser, parser->graph_line, error,
                          _("the shape does not make every row and column a group, "
                            "as Sudoku rules need (<sudokugroups at=\"0\"/>)"));

  if (extra != NULL && n_regions == SK_SIZE)
    return unsupported (parser, extra->line, error,
                        is_diagonal (extra->cells)
                          ? _("extra constraints (a diagonal) are not supported; "
                              "only rows, columns and nine regions")
                          : _("extra constraints (a group of 9 cells besides the nine "
                              "regions) are not supported; only rows, columns and "
                              "nine regions"));

  if (extra != NULL)
    {
      int cell = sk_board_first (sk_board_and (extra->cells, taken));

      _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_LAYOUT, parser->name, extra->line, 0,
                         _("row %d, column %d is in two groups besides its row and column; "
                           "the regions of a shape must not overlap"),
                         sk_cell_row (cell) + 1, sk_cell_column (cell) + 1);
      return FALSE;
    }

  if (n_regions != SK_SIZE)
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_LAYOUT, parser->name,
                         parser->graph_line, 0,
                         g_dngettext (GETTEXT_PACKAGE,
                                      "the shape has %d region besides rows and columns, "
                                      "expected 9",
                                      "the shape has %d regions besides rows and columns, "
                                      "expected 9", (gulong) MAX (n_regions, 0)),
                         n_regions);
      return FALSE;
    }

  for (int r = 0; r < SK_SIZE; r++)
    for (SkBoard cells = regions[r]; !sk_board_is_empty (cells);)
      symbols[sk_board_pop (&cells)] = (char) ('1' + r);

  if (sk_layout_init_from_symbols (layout, symbols, SK_CELLS, &problem) != SK_LAYOUT_OK)
    {
      /* Nine disjoint groups of nine cells always make a layout. */
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_LAYOUT, parser->name,
                         parser->graph_line, 0, "%s",
                         sk_layout_status_to_string (problem.status));
      return FALSE;
    }

  return TRUE;
}

/* GMarkup's messages start with their own "Error on line L char C: "; the
 * place goes in front the way every other message has it instead. */
static void
report_markup_error (ShapeParser  *parser,
                     GError       *markup_error,
                     GError      **error)
{
  g_autofree char *prefix = NULL;
  g_autofree char *valid = NULL;
  const char *problem = markup_error->message;
  int line;
  int column;

  if (markup_error->domain == SUDOKU_FILE_ERROR)
    {
      g_propagate_error (error, markup_error);
      return;
    }

  g_markup_parse_context_get_position (parser->context, &line, &column);
  prefix = g_strdup_printf (g_dgettext ("glib20", "Error on line %d char %d: "), line, column);
  if (g_str_has_prefix (problem, prefix))
    problem += strlen (prefix);
  markup_position (parser, &line, &column);

  /* GMarkup quotes the offending bytes as they are ("not valid “\xd2\x02”"),
   * so its message may not be UTF-8 and may hold control characters, which a
   * dialog cannot show: made valid, controls turned into spaces, as
   * _sudoku_describe_char() would never copy them (found by
   * tests/test-hostile.c, random bytes that start with '<'). */
  valid = g_utf8_make_valid (problem, -1);
  for (char *p = valid; *p != '\0'; p++)
    if ((guchar) *p < 0x20)
      *p = ' ';

  _sudoku_set_error (error, SUDOKU_FILE_ERROR_SYNTAX, parser->name, (guint) MAX (line, 0),
                     (guint) MAX (column, 0), _("not well-formed XML: %s"), valid);
  g_error_free (markup_error);
}

static gboolean
parse_shape (const char  *data,
             gsize        length,
             const char  *name,
             SkLayout    *layout,
             char       **title,
             guint       *line,
             GError     **error)
{
  g_autoptr(GArray) line_starts = g_array_new (FALSE, FALSE, sizeof (gsize));
  g_autoptr(GString) clique_text = g_string_new (NULL);
  g_autofree ShapeParser *parser = g_new0 (ShapeParser, 1);
  g_autofree char *parsed_title = NULL;
  GError *local_error = NULL;
  gsize start = 0;
  gboolean ok;

  data = _sudoku_skip_bom (data, &length);

  /* Both callers hand over text whose lines end in '\n' alone (the reader
   * rebuilds it line by line, the layout reader normalizes it), so these are
   * the lines _sudoku_next_line() found, and the ones GMarkup counts. */
  for (;;)
    {
      const char *newline = memchr (data + start, '\n', length - start);

      g_array_append_val (line_starts, start);
      if (newline == NULL)
        break;
      start = (gsize) (newline - data) + 1;
    }

  parser->name = name != NULL ? name : SUDOKU_DEFAULT_DISPLAY_NAME;
  parser->text = data;
  parser->length = length;
  parser->line_starts = line_starts;
  parser->clique_text = clique_text;
  parser->context = g_markup_parse_context_new (&shape_markup, 0,
                                                parser, NULL);

  ok = g_markup_parse_context_parse (parser->context, data, (gssize) length, &local_error) &&
       g_markup_parse_context_end_parse (parser->context, &local_error);
  if (!ok)
    report_markup_error (parser, local_error, error);
  g_markup_parse_context_free (parser->context);
  parsed_title = g_steal_pointer (&parser->title);
  if (!ok)
    return FALSE;

  if (!parser->seen_graph)
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_SYNTAX, parser->name, 0, 0,
                         _("the KSudoku shape has no <graph>"));
      return FALSE;
    }

  if (!build_layout (parser, layout, error))
    return FALSE;

  *line = parser->graph_line;
  *title = parsed_title != NULL && parsed_title[0] != '\0' ? g_steal_pointer (&parsed_title)
                                                           : NULL;
  return TRUE;
}

SudokuPuzzle *
_sudoku_ksudoku_parse (const char  *data,
                       gsize        length,
                       const char  *name,
                       GError     **error)
{
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();

  if (!parse_shape (data, length, name, &puzzle->layout, &puzzle->title, &puzzle->line, error))
    return NULL;

  puzzle->has_layout = TRUE;
  return g_steal_pointer (&puzzle);
}

gboolean
_sudoku_ksudoku_parse_layout (const char  *data,
                              gsize        length,
                              const char  *name,
                              SkLayout    *layout,
                              char       **layout_name,
                              GError     **error)
{
  g_autofree char *title = NULL;
  guint line;

  if (!parse_shape (data, length, name, layout, &title, &line, error))
    return FALSE;

  if (layout_name != NULL)
    *layout_name = g_steal_pointer (&title);
  return TRUE;
}
