/* sudoku-sheet.c: puzzles laid out on pages, with their solutions and solution paths
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A sheet is, in order: the puzzles, N to a page; the solutions, smaller,
 * twenty to a page; the solution paths, each a heading and numbered steps
 * that flow from page to page, in three columns, under a running head that
 * names the puzzle a page starts in. Pagination measures every line of the paths,
 * in points, with a context that measures the same on every surface
 * (sudoku_render_context_new), so a print preview, a printer and a PDF
 * break pages in the same places.
 *
 * Ten thousand puzzles have half a million steps: the sheet keeps none of
 * their measured lines, only where each page of paths starts. Drawing a page
 * lays its lines out again from there, placing them the way pagination did
 * (one PathFlow for both), so pages can be drawn in any order, and the paths
 * themselves can come in batches (sudoku_sheet_set_paths_func).
 */

#define G_LOG_DOMAIN "sudoku-render"

#include "config.h"

#include "sudoku-sheet.h"

#include <glib/gi18n-lib.h>
#include <pango/pangocairo.h>
#include <string.h>

#define HEADING_SIZE      13.0
#define LEVEL_SIZE        11.0
#define SMALL_LABEL_SIZE   7.5
/* Paths are set small and in three columns, with little air between
 * steps, so a booklet's paths take a page or two; 7.5 pt is still a
 * comfortable size on paper. */
#define STEP_SIZE          7.5
#define STEP_SPACE        (STEP_SIZE * 0.15)
#define PATH_HEADING_SIZE  9.5
#define FOOTER_SIZE        8.0
#define GAP               10.0
/* Between two puzzles side by side: a gutter of about 10 mm, as books have;
 * a gap of 3.5 mm made the two grids read as one. */
#define PUZZLE_GUTTER     28.0
/* Columns and rows of the solutions' pages: the fewest slots that hold
 * every solution, so that a few solutions are as large as a page allows
 * rather than a strip of small grids at the top of an empty page; from 21
 * puzzles on, 4 x 5 a page. */
static const struct
{
  guint columns;
  guint rows;
} solution_grids[] = { { 2, 2 }, { 3, 3 }, { 3, 4 }, { 4, 5 } };
#define PATH_COLUMNS       SUDOKU_SHEET_PATH_COLUMNS
#define COLUMN_GAP         SUDOKU_SHEET_COLUMN_GAP
#define FIGURE_SPACE      "\u2007"  /* as wide as a digit */
/* The number's tab on a puzzle's grid, and the room above the grid it takes. */
#define TAB_HEIGHT        (HEADING_SIZE * 1.5)
#define SLOT_HEADING      (TAB_HEIGHT + GAP * 0.3)
/* Above the columns of every page of paths. */
#define RUNNING_HEAD      (HEADING_SIZE * 1.6)
/* A heading needs this many steps under it in its column. */
#define STEPS_UNDER_HEADING 3

typedef enum
{
  PAGE_PUZZLES,
  PAGE_SOLUTIONS,
  PAGE_PATHS,
} PageKind;

typedef struct
{
  PageKind kind;
  guint    first;     /* the first puzzle */
  guint    n;         /* puzzles on the page; paths: the first block of the first puzzle */
} Page;

/* A walk through the paragraphs ("blocks") of the paths, puzzle by puzzle:
 * block 0 is a puzzle's heading, block s + 1 its step s, or block 1 a line
 * saying that it has no path. */
typedef struct
{
  guint  puzzle;
  guint  block;
  guint  n_blocks;      /* of this puzzle */
  double number_width;  /* of this puzzle's widest step number */
  guint  n_digits;
} PathCursor;

/* Where blocks go: down one column, then the next, then the next page. */
typedef struct
{
  double   content_height;
  double   column_width;
  guint    column;
  gboolean column_empty;
  double   y;
} PathFlow;

struct _SudokuSheet
{
  GPtrArray            *puzzles;
  SudokuSheetOptions    options;
  PangoContext         *context;
  GArray               *pages;    /* of Page */
  double                width;
  double                height;
  double                column_width;  /* of the paths */
  guint                 solution_columns;
  guint                 solution_rows;
  gboolean              rtl;           /* the words read right to left: so do columns */
  SudokuSheetPathsFunc  paths_func;
  gpointer              paths_data;
  guint                 paths_batch;
  guint                 loaded_first;  /* the puzzles whose paths paths_func filled */
  guint                 loaded_n;
};

gboolean
sudoku_sheet_per_page_is_valid (guint per_page)
{
  return per_page == 1 || per_page == 2 || per_page == 4 || per_page == 6;
}

SudokuSheet *
sudoku_sheet_new (GPtrArray                *puzzles,
                  const SudokuSheetOptions *options)
{
  SudokuSheet *self;

  g_return_val_if_fail (puzzles != NULL && options != NULL, NULL);
  g_return_val_if_fail (sudoku_sheet_per_page_is_valid (options->per_page), NULL);

  self = g_new0 (SudokuSheet, 1);
  self->puzzles = g_ptr_array_ref (puzzles);
  self->options = *options;
  self->context = sudoku_render_context_new ();
  /* The page reads the way its own words are written. */
  {
    g_autoptr(PangoLayout) probe = pango_layout_new (self->context);

    /* Translators: the heading of a printed solution path: "Solution path of Puzzle 3" */
    pango_layout_set_text (probe, _("Solution path of %s"), -1);
    self->rtl = pango_layout_get_line_readonly (probe, 0)->resolved_dir == PANGO_DIRECTION_RTL;
  }
  if (self->rtl)
    pango_context_set_base_dir (self->context, PANGO_DIRECTION_RTL);
  self->pages = g_array_new (FALSE, TRUE, sizeof (Page));
  return self;
}

static void
drop_loaded_paths (SudokuSheet *self)
{
  for (guint i = self->loaded_first; i < self->loaded_first + self->loaded_n; i++)
    {
      SudokuPrintPuzzle *puzzle = g_ptr_array_index (self->puzzles, i);

      g_clear_pointer (&puzzle->path, g_ptr_array_unref);
    }
  self->loaded_n = 0;
}

void
sudoku_sheet_set_paths_func (SudokuSheet          *self,
                             guint                 batch,
                             SudokuSheetPathsFunc  func,
                             gpointer              user_data)
{
  g_return_if_fail (self != NULL && batch > 0);

  drop_loaded_paths (self);
  self->paths_func = func;
  self->paths_data = user_data;
  self->paths_batch = batch;
}

/* Before the path of puzzle @index is read. */
static void
load_path (SudokuSheet *self,
           guint        index)
{
  if (self->paths_func == NULL
      || (index >= self->loaded_first && index < self->loaded_first + self->loaded_n))
    return;
  drop_loaded_paths (self);
  self->loaded_first = index;
  self->loaded_n = MIN (self->paths_batch, self->puzzles->len - index);
  self->paths_func (self->puzzles, self->loaded_first, self->loaded_n, self->paths_data);
}

void
sudoku_sheet_free (SudokuSheet *self)
{
  if (self == NULL)
    return;
  drop_loaded_paths (self);
  g_ptr_array_unref (self->puzzles);
  g_object_unref (self->context);
  g_array_unref (self->pages);
  g_free (self);
}

guint
sudoku_sheet_get_n_pages (SudokuSheet *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->pages->len;
}

static const SudokuPrintPuzzle *
puzzle_at (SudokuSheet *self,
           guint        index)
{
  return g_ptr_array_index (self->puzzles, index);
}

/* "Puzzle 3", or "3. Title" when the puzzle has one. */
static char *
puzzle_label (const SudokuPrintPuzzle *puzzle,
              guint                    index)
{
  if (puzzle->title != NULL)
    /* Translators: a printed puzzle's heading, its number and its title */
    return g_strdup_printf (_("%u. %s"), index + 1, puzzle->title);
  /* Translators: a printed puzzle's heading when it has no title */
  return g_strdup_printf (_("Puzzle %u"), index + 1);
}

static PangoLayout *
text_layout (SudokuSheet *self,
             const char  *text,
             double       size,
             PangoWeight  weight,
             double       width)
{
  PangoLayout *layout = pango_layout_new (self->context);
  PangoFontDescription *font = pango_font_description_from_string (SUDOKU_RENDER_FONT);

  pango_font_description_set_weight (font, weight);
  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_width (layout, (int) (MAX (width, 1.0) * PANGO_SCALE));
  pango_layout_set_text (layout, text, -1);
  return layout;
}

static double
layout_height (PangoLayout *layout)
{
  int height;

  pango_layout_get_size (layout, NULL, &height);
  return (double) height / PANGO_SCALE;
}

static void
cursor_enter (SudokuSheet *self,
              PathCursor  *cursor,
              guint        puzzle_index,
              guint        block)
{
  const SudokuPrintPuzzle *puzzle;

  cursor->puzzle = puzzle_index;
  cursor->block = block;
  cursor->n_blocks = 0;
  cursor->number_width = 0;
  cursor->n_digits = 0;
  if (puzzle_index >= self->puzzles->len)
    return;
  load_path (self, puzzle_index);
  puzzle = puzzle_at (self, puzzle_index);
  cursor->n_blocks = 1 + (puzzle->path != NULL ? puzzle->path->len : 1);
  if (puzzle->path == NULL)
    return;
  /* Numbers are padded with figure spaces to the widest one's digits, so
   * that the sentences line up; wrapped lines hang under the sentence. */
  {
    g_autofree char *widest = g_strdup_printf ("%u. ", MAX (puzzle->path->len, 1));
    g_autoptr(PangoLayout) probe = text_layout (self, widest, STEP_SIZE, PANGO_WEIGHT_NORMAL,
                                                self->column_width);
    int w;

    pango_layout_get_size (probe, &w, NULL);
    cursor->number_width = (double) w / PANGO_SCALE;
    cursor->n_digits = (guint) strlen (widest) - 2;
  }
}

static void
cursor_advance (SudokuSheet *self,
                PathCursor  *cursor)
{
  if (cursor->puzzle >= self->puzzles->len)
    return;
  if (++cursor->block == cursor->n_blocks)
    cursor_enter (self, cursor, cursor->puzzle + 1, 0);
}

/* The cursor's block laid out in a column, or NULL past the last one. */
static PangoLayout *
cursor_layout (SudokuSheet      *self,
               const PathCursor *cursor,
               gboolean         *heading)
{
  const SudokuPrintPuzzle *puzzle;
  g_autofree char *number = NULL;
  g_autoptr(GString) text = NULL;
  PangoLayout *layout;
  double width = self->column_width;

  if (cursor->puzzle >= self->puzzles->len)
    return NULL;
  puzzle = puzzle_at (self, cursor->puzzle);
  *heading = cursor->block == 0;
  if (cursor->block == 0)
    {
      g_autofree char *label = puzzle_label (puzzle, cursor->puzzle);
      /* Translators: the heading of a printed solution path: "Solution path of Puzzle 3" */
      g_autofree char *title = g_strdup_printf (_("Solution path of %s"), label);

      return text_layout (self, title, PATH_HEADING_SIZE, PANGO_WEIGHT_BOLD, width);
    }
  if (puzzle->path == NULL)
    /* Translators: instead of the solution path of a puzzle without a single solution */
    return text_layout (self, _("This puzzle has no single solution, so no path."),
                        STEP_SIZE, PANGO_WEIGHT_NORMAL, width);

  /* One line of text for number and sentence, so that the PDF reads
   * "12. Naked pair: …" as one line. */
  number = g_strdup_printf ("%u. ", cursor->block);
  text = g_string_new (NULL);
  for (guint pad = (guint) strlen (number) - 2; pad < cursor->n_digits; pad++)
    g_string_append (text, FIGURE_SPACE);
  g_string_append (text, number);
  g_string_append (text, g_ptr_array_index (puzzle->path, cursor->block - 1));
  layout = text_layout (self, text->str, STEP_SIZE, PANGO_WEIGHT_NORMAL, width);
  pango_layout_set_indent (layout, (int) (-cursor->number_width * PANGO_SCALE));
  return layout;
}

static void
flow_init (SudokuSheet *self,
           PathFlow    *flow)
{
  flow->content_height = MAX (self->height - 2 * SUDOKU_SHEET_MARGIN - RUNNING_HEAD, 1.0);
  flow->column_width = self->column_width;
  flow->column = 0;
  flow->column_empty = TRUE;
  flow->y = 0;
}

/* Places a block of @height at *@x, *@y from the top left of the columns
 * (under the running head); a heading needs @keep more under it for its
 * first steps. FALSE when the block starts a new page. */
static gboolean
flow_place (PathFlow *flow,
            gboolean  rtl,
            double    height,
            gboolean  heading,
            double    keep,
            double   *x,
            double   *y)
{
  double need = height + (heading ? keep : 0);
  double space = heading && !flow->column_empty ? PATH_HEADING_SIZE : STEP_SPACE;
  gboolean same_page = TRUE;

  if (!flow->column_empty && flow->y + space + need > flow->content_height)
    {
      if (++flow->column == PATH_COLUMNS)
        {
          flow->column = 0;
          same_page = FALSE;
        }
      flow->column_empty = TRUE;
      flow->y = 0;
    }
  if (!flow->column_empty)
    flow->y += space;
  *x = (rtl ? PATH_COLUMNS - 1 - flow->column : flow->column) * (flow->column_width + COLUMN_GAP);
  *y = flow->y;
  flow->y += height + (heading ? STEP_SPACE * 2 : 0);
  flow->column_empty = FALSE;
  return same_page;
}

/* What a heading is kept with: the first STEPS_UNDER_HEADING blocks after
 * it (fewer when its path is shorter), @next the first of them. */
static double
heading_keep (SudokuSheet      *self,
              const PathCursor *cursor,
              PangoLayout      *next)
{
  PathCursor ahead = *cursor;
  double keep = 0;

  if (next == NULL)
    return 0;
  keep = STEP_SPACE * 2 + layout_height (next);
  for (ahead.block = cursor->block + 1;
       ahead.block < MIN (cursor->n_blocks, cursor->block + STEPS_UNDER_HEADING);
       ahead.block++)
    {
      gboolean heading;
      g_autoptr(PangoLayout) layout = cursor_layout (self, &ahead, &heading);

      keep += STEP_SPACE + layout_height (layout);
    }
  return keep;
}

/* Places @layout, the cursor's block, in @flow and moves the cursor on:
 * *@next is the block after it (NULL past the last). FALSE when @layout
 * starts a new page. Pagination and drawing both go through here, so that
 * a page draws what pagination put on it. */
static gboolean
flow_block (SudokuSheet  *self,
            PathFlow     *flow,
            PathCursor   *cursor,
            PangoLayout  *layout,
            gboolean      heading,
            PangoLayout **next,
            gboolean     *next_heading,
            double       *x,
            double       *y)
{
  *next_heading = FALSE;
  cursor_advance (self, cursor);
  *next = cursor_layout (self, cursor, next_heading);
  return flow_place (flow, self->rtl, layout_height (layout), heading,
                     heading ? heading_keep (self, cursor, *next) : 0, x, y);
}

static void
add_page (SudokuSheet *self,
          PageKind     kind,
          guint        first,
          guint        n)
{
  Page page = { kind, first, n };

  g_array_append_val (self->pages, page);
}

/* Steps are short, so three columns cut the paper a booklet's paths take.
 * Each block is laid out once here, measured and dropped. */
static void
paginate_paths (SudokuSheet *self)
{
  PathFlow flow;
  PathCursor cursor;
  PangoLayout *layout;
  gboolean heading = FALSE;
  guint page_puzzle = 0;
  guint page_block = 0;

  flow_init (self, &flow);
  cursor_enter (self, &cursor, 0, 0);
  layout = cursor_layout (self, &cursor, &heading);
  if (layout == NULL)
    return;
  while (layout != NULL)
    {
      guint puzzle = cursor.puzzle;
      guint block = cursor.block;
      gboolean next_heading;
      PangoLayout *next;
      double x, y;

      if (!flow_block (self, &flow, &cursor, layout, heading, &next, &next_heading, &x, &y))
        {
          add_page (self, PAGE_PATHS, page_puzzle, page_block);
          page_puzzle = puzzle;
          page_block = block;
        }
      g_object_unref (layout);
      layout = next;
      heading = next_heading;
    }
  add_page (self, PAGE_PATHS, page_puzzle, page_block);
}

guint
sudoku_sheet_paginate (SudokuSheet *self,
                       double       width,
                       double       height)
{
  guint n = self->puzzles->len;
  guint per_solution_page;
  guint grid = 0;
  double content_width = MAX (width - 2 * SUDOKU_SHEET_MARGIN, 1.0);

  g_return_val_if_fail (self != NULL, 0);

  while (grid + 1 < G_N_ELEMENTS (solution_grids) &&
         solution_grids[grid].columns * solution_grids[grid].rows < n)
    grid++;
  self->solution_columns = solution_grids[grid].columns;
  self->solution_rows = solution_grids[grid].rows;
  per_solution_page = self->solution_columns * self->solution_rows;

  self->width = width;
  self->height = height;
  self->column_width = (content_width - (PATH_COLUMNS - 1) * COLUMN_GAP) / PATH_COLUMNS;
  g_array_set_size (self->pages, 0);

  for (guint i = 0; i < n; i += self->options.per_page)
    add_page (self, PAGE_PUZZLES, i, MIN (self->options.per_page, n - i));
  if (self->options.solutions)
    for (guint i = 0; i < n; i += per_solution_page)
      add_page (self, PAGE_SOLUTIONS, i, MIN (per_solution_page, n - i));
  if (self->options.paths)
    paginate_paths (self);
  if (self->pages->len == 0)
    add_page (self, PAGE_PUZZLES, 0, 0);
  return self->pages->len;
}

/* One line of text, cut short with an ellipsis past @width, from @x on, or
 * up to @x when @from_right; its top at @y. Returns its width. */
static double
show_line (SudokuSheet *self,
           cairo_t     *cr,
           const char  *text,
           double       size,
           PangoWeight  weight,
           double       x,
           double       y,
           double       width,
           gboolean     from_right)
{
  g_autoptr(PangoLayout) layout = text_layout (self, text, size, weight, width);
  PangoRectangle logical;
  double left, shown;

  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_get_extents (layout, NULL, &logical);
  left = (double) logical.x / PANGO_SCALE;
  shown = (double) logical.width / PANGO_SCALE;
  cairo_move_to (cr, (from_right ? x - shown : x) - left, y);
  pango_cairo_show_layout (cr, layout);
  return shown;
}

/* Puzzles on a page: one column for 1 and 2, two for 4 and 6, every slot
 * as tall as the page allows. A slot is its heading, then the grid as large
 * as the rest allows, with its labels above and left: the grid is
 * top-aligned under its heading and centred across the slot. */
static void
puzzle_slot (SudokuSheet *self,
             guint        k,
             double      *x,
             double      *y,
             double      *size)
{
  guint per_page = self->options.per_page;
  guint columns = per_page >= 4 ? 2 : 1;
  guint rows = per_page / columns;
  double width = MAX (self->width - 2 * SUDOKU_SHEET_MARGIN, 1.0);
  double height = MAX (self->height - 2 * SUDOKU_SHEET_MARGIN - FOOTER_SIZE, 1.0);
  double slot_width = width / columns;
  double slot_height = height / rows;
  double room_width = slot_width - (columns > 1 ? PUZZLE_GUTTER : 0);
  double room_height = slot_height - SLOT_HEADING - (rows > 1 ? GAP : 0);
  double labels = 0;
  guint row = k / columns;  /* the slot's row on the page: whole rows */

  *size = MAX (MIN (room_width, room_height), 1.0);
  if (self->options.paths)
    {
      labels = sudoku_render_grid_label_room (*size);
      *size = MAX (MIN (room_width - labels, room_height - labels), 1.0);
    }
  *x = SUDOKU_SHEET_MARGIN + (k % columns) * slot_width + (slot_width - *size - labels) / 2 + labels;
  *y = SUDOKU_SHEET_MARGIN + row * slot_height + SLOT_HEADING + labels;
}

/* The number as a tab on the grid's corner (the right one when the page
 * reads right to left), the title beside it, the level at the other corner:
 * all within the grid's width, whatever the language. */
static void
draw_puzzle_heading (SudokuSheet             *self,
                     cairo_t                 *cr,
                     const SudokuPrintPuzzle *puzzle,
                     guint                    index,
                     double                   x,
                     double                   top,
                     double                   size)
{
  g_autofree char *number = g_strdup_printf ("%u", index + 1);
  g_autoptr(PangoLayout) tab = text_layout (self, number, HEADING_SIZE, PANGO_WEIGHT_BOLD, size);
  PangoRectangle ink, logical;
  double tab_width, level_width = 0, text_top;
  gboolean rtl = self->rtl;

  pango_layout_get_extents (tab, &ink, &logical);
  tab_width = MIN ((double) logical.width / PANGO_SCALE + HEADING_SIZE, size / 2);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_rectangle (cr, rtl ? x + size - tab_width : x, top, tab_width, TAB_HEIGHT);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_move_to (cr, (rtl ? x + size - tab_width : x) + tab_width / 2
                 - (ink.x + ink.width / 2.0) / PANGO_SCALE,
                 top + TAB_HEIGHT / 2 - (ink.y + ink.height / 2.0) / PANGO_SCALE);
  pango_cairo_show_layout (cr, tab);

  cairo_set_source_rgb (cr, 0, 0, 0);
  text_top = top + (TAB_HEIGHT - LEVEL_SIZE * 1.2) / 2;
  if (puzzle->level != NULL || puzzle->subtitle != NULL)
    level_width = show_line (self, cr, puzzle->level != NULL ? puzzle->level : puzzle->subtitle,
                             LEVEL_SIZE, PANGO_WEIGHT_NORMAL, rtl ? x : x + size, text_top,
                             size - tab_width - HEADING_SIZE, !rtl);
  if (puzzle->title != NULL && size - tab_width - level_width - 2 * GAP > GAP)
    show_line (self, cr, puzzle->title, LEVEL_SIZE, PANGO_WEIGHT_BOLD,
               rtl ? x + size - tab_width - GAP : x + tab_width + GAP, text_top,
               size - tab_width - level_width - 2 * GAP, rtl);
}

static void
draw_puzzles (SudokuSheet *self,
              cairo_t     *cr,
              const Page  *page)
{
  SudokuRenderGridFlags flags = self->options.grid_flags;

  if (self->options.paths)
    flags |= SUDOKU_RENDER_GRID_LABELS;
  for (guint k = 0; k < page->n; k++)
    {
      guint index = page->first + k;
      const SudokuPrintPuzzle *puzzle = puzzle_at (self, index);
      double x, y, size, labels;

      puzzle_slot (self, k, &x, &y, &size);
      labels = self->options.paths ? sudoku_render_grid_label_room (size) : 0;
      draw_puzzle_heading (self, cr, puzzle, index, x, y - labels - SLOT_HEADING, size);
      sudoku_render_grid (cr, self->context, puzzle, x, y, size, flags);
    }
}

#define SOLUTIONS_TITLE (HEADING_SIZE * 1.3 + GAP)
#define SOLUTION_LABEL  (SMALL_LABEL_SIZE * 2.6)  /* two lines */

static void
solution_slot (SudokuSheet *self,
               guint        k,
               double      *x,
               double      *y,
               double      *size)
{
  double width = MAX (self->width - 2 * SUDOKU_SHEET_MARGIN, 1.0);
  double height = MAX (self->height - 2 * SUDOKU_SHEET_MARGIN - FOOTER_SIZE, 1.0);
  double slot_width = width / self->solution_columns;
  double slot_height = (height - SOLUTIONS_TITLE) / self->solution_rows;
  guint column = k % self->solution_columns;
  guint row = k / self->solution_columns;

  if (self->rtl)
    column = self->solution_columns - 1 - column;
  /* The gutter grows with the grids: a tenth of a slot, as the puzzles'. */
  *size = MAX (MIN (slot_width - MAX (GAP * 1.5, slot_width * 0.1),
                    slot_height - SOLUTION_LABEL - GAP), 1.0);
  *x = SUDOKU_SHEET_MARGIN + column * slot_width + (slot_width - *size) / 2;
  *y = SUDOKU_SHEET_MARGIN + SOLUTIONS_TITLE + row * slot_height + SOLUTION_LABEL;
}

/* Each answer under its puzzle's number, with its level, rating and hardest
 * technique: here they give nothing away. */
static void
draw_solutions (SudokuSheet *self,
                cairo_t     *cr,
                const Page  *page)
{
  double edge = self->rtl ? self->width - SUDOKU_SHEET_MARGIN : SUDOKU_SHEET_MARGIN;

  cairo_set_source_rgb (cr, 0, 0, 0);
  /* Translators: the heading of the printed solutions */
  show_line (self, cr, _("Solutions"), HEADING_SIZE, PANGO_WEIGHT_BOLD, edge, SUDOKU_SHEET_MARGIN,
             self->width - 2 * SUDOKU_SHEET_MARGIN, self->rtl);
  for (guint k = 0; k < page->n; k++)
    {
      guint index = page->first + k;
      const SudokuPrintPuzzle *puzzle = puzzle_at (self, index);
      g_autofree char *number = g_strdup_printf ("%u", index + 1);
      double x, y, size, number_width;

      solution_slot (self, k, &x, &y, &size);
      cairo_set_source_rgb (cr, 0, 0, 0);
      number_width = show_line (self, cr, number, SMALL_LABEL_SIZE, PANGO_WEIGHT_BOLD,
                                self->rtl ? x + size : x, y - SOLUTION_LABEL, size, self->rtl);
      if (puzzle->subtitle != NULL)
        {
          /* The rating on one line, the technique on the second if need be. */
          g_autoptr(PangoLayout) layout = text_layout (self, puzzle->subtitle, SMALL_LABEL_SIZE,
                                                       PANGO_WEIGHT_NORMAL, size - number_width - 3);

          pango_layout_set_height (layout, -2);
          pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
          cairo_move_to (cr, self->rtl ? x : x + number_width + 3, y - SOLUTION_LABEL);
          pango_cairo_show_layout (cr, layout);
        }
      if (puzzle->solution.cell[0] == 0)
        {
          /* Translators: in place of the printed solution of a puzzle without a single one */
          show_line (self, cr, _("No single solution"), SMALL_LABEL_SIZE, PANGO_WEIGHT_NORMAL,
                     self->rtl ? x + size : x, y, size, self->rtl);
          continue;
        }
      sudoku_render_grid (cr, self->context, puzzle, x, y, size, SUDOKU_RENDER_GRID_SOLUTION);
    }
}

gboolean
sudoku_sheet_get_grid (SudokuSheet *self,
                       guint        page_nr,
                       guint        k,
                       guint       *index,
                       double      *x,
                       double      *y,
                       double      *size)
{
  const Page *page;

  g_return_val_if_fail (self != NULL, FALSE);

  if (page_nr >= self->pages->len)
    return FALSE;
  page = &g_array_index (self->pages, Page, page_nr);
  if (page->kind == PAGE_PATHS || k >= page->n)
    return FALSE;
  *index = page->first + k;
  if (page->kind == PAGE_PUZZLES)
    puzzle_slot (self, k, x, y, size);
  else
    solution_slot (self, k, x, y, size);
  return TRUE;
}

gboolean
sudoku_sheet_find_page (SudokuSheet     *self,
                        SudokuSheetPart  part,
                        guint            index,
                        guint           *page_nr)
{
  static const PageKind kinds[] = { PAGE_PUZZLES, PAGE_SOLUTIONS, PAGE_PATHS };
  gboolean found = FALSE;

  g_return_val_if_fail (self != NULL && part <= SUDOKU_SHEET_PATH, FALSE);

  for (guint i = 0; i < self->pages->len; i++)
    {
      const Page *page = &g_array_index (self->pages, Page, i);

      if (page->kind != kinds[part] || page->first > index)
        continue;
      /* A page of paths holds the heading of each puzzle from its first
       * on, but for the first when it starts in that puzzle's steps. */
      if (part == SUDOKU_SHEET_PATH ? page->first < index || page->n == 0
                                    : index < page->first + page->n)
        {
          *page_nr = i;
          found = TRUE;
        }
    }
  return found;
}

char *
sudoku_sheet_dup_label (SudokuSheet *self,
                        guint        index)
{
  g_return_val_if_fail (self != NULL && index < self->puzzles->len, NULL);

  return puzzle_label (puzzle_at (self, index), index);
}

/* Lays the blocks out again from the page's first one and places them as
 * paginate_paths() did, up to the one that starts the next page. */
static void
draw_paths (SudokuSheet *self,
            cairo_t     *cr,
            const Page  *page)
{
  PathFlow flow;
  PathCursor cursor;
  PangoLayout *layout;
  gboolean heading = FALSE;

  flow_init (self, &flow);
  cursor_enter (self, &cursor, page->first, page->n);
  if (page->n > 0)
    {
      g_autofree char *label = puzzle_label (puzzle_at (self, page->first), page->first);
      /* Translators: the running head of a page whose first steps are those
       * of a puzzle whose path began on a page before: "Puzzle 10 (continued)" */
      g_autofree char *head = g_strdup_printf (_("%s (continued)"), label);

      show_line (self, cr, head, HEADING_SIZE * 0.85, PANGO_WEIGHT_BOLD,
                 self->rtl ? self->width - SUDOKU_SHEET_MARGIN : SUDOKU_SHEET_MARGIN,
                 SUDOKU_SHEET_MARGIN, self->width - 2 * SUDOKU_SHEET_MARGIN, self->rtl);
    }
  layout = cursor_layout (self, &cursor, &heading);
  while (layout != NULL)
    {
      gboolean next_heading;
      PangoLayout *next;
      double x, y;

      if (!flow_block (self, &flow, &cursor, layout, heading, &next, &next_heading, &x, &y))
        {
          g_clear_object (&next);
          g_object_unref (layout);
          break;
        }
      cairo_set_source_rgb (cr, 0, 0, 0);
      cairo_move_to (cr, SUDOKU_SHEET_MARGIN + x, SUDOKU_SHEET_MARGIN + RUNNING_HEAD + y);
      pango_cairo_show_layout (cr, layout);
      g_object_unref (layout);
      layout = next;
      heading = next_heading;
    }
}

void
sudoku_sheet_draw_page (SudokuSheet *self,
                        cairo_t     *cr,
                        guint        page_nr)
{
  const Page *page;
  double width = MAX (self->width - 2 * SUDOKU_SHEET_MARGIN, 1.0);
  g_autofree char *footer = NULL;

  g_return_if_fail (self != NULL && cr != NULL);
  g_return_if_fail (page_nr < self->pages->len);

  page = &g_array_index (self->pages, Page, page_nr);
  cairo_save (cr);
  switch (page->kind)
    {
    case PAGE_PUZZLES:
      draw_puzzles (self, cr, page);
      break;
    case PAGE_SOLUTIONS:
      draw_solutions (self, cr, page);
      break;
    case PAGE_PATHS:
      draw_paths (self, cr, page);
      break;
    default:
      g_assert_not_reached ();
    }
  if (self->pages->len > 1)
    {
      g_autoptr(PangoLayout) layout = NULL;

      /* Translators: the footer of a printed page */
      footer = g_strdup_printf (_("Page %u of %u"), page_nr + 1, self->pages->len);
      layout = text_layout (self, footer, FOOTER_SIZE, PANGO_WEIGHT_NORMAL, width);
      pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
      cairo_set_source_rgb (cr, 0, 0, 0);
      cairo_move_to (cr, SUDOKU_SHEET_MARGIN, self->height - SUDOKU_SHEET_MARGIN * 0.5 - FOOTER_SIZE);
      pango_cairo_show_layout (cr, layout);
    }
  cairo_restore (cr);
}
