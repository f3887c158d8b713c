/* sudoku-sheet.c: puzzles laid out on pages, with their solutions and solution paths
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A sheet is, in order: the puzzles, N to a page; the solutions, smaller,
 * twelve to a page; the solution paths, each a heading and numbered steps
 * that flow from page to page. Pagination measures every line of the paths
 * once, in points, with a context that measures the same on every surface
 * (sudoku_render_context_new), so a print preview, a printer and a PDF
 * break pages in the same places.
 */

#define G_LOG_DOMAIN "sudoku-render"

#include "config.h"

#include "sudoku-sheet.h"

#include <glib/gi18n-lib.h>
#include <pango/pangocairo.h>
#include <string.h>

#define HEADING_SIZE      13.0
#define SUBTITLE_SIZE      9.0
#define SMALL_LABEL_SIZE   8.0
#define STEP_SIZE          9.0
#define FOOTER_SIZE        8.0
#define GAP               10.0
#define SOLUTION_COLUMNS   3
#define SOLUTION_ROWS      4
#define PATH_COLUMNS       2
#define COLUMN_GAP        18.0
#define FIGURE_SPACE      "\u2007"  /* as wide as a digit */

typedef enum
{
  PAGE_PUZZLES,
  PAGE_SOLUTIONS,
  PAGE_PATHS,
} PageKind;

typedef struct
{
  PageKind kind;
  guint    first;     /* the first puzzle, or (paths) the first block */
  guint    n;         /* puzzles, or blocks, on the page */
} Page;

/* One paragraph of the paths: a puzzle's heading or one step. */
typedef struct
{
  PangoLayout *layout;
  double       height;
  double       x;        /* from the left margin: the column, once paginated */
  double       y;        /* from the page's top margin, once paginated */
  gboolean     heading;
} Block;

struct _SudokuSheet
{
  GPtrArray          *puzzles;
  SudokuSheetOptions  options;
  PangoContext       *context;
  GArray             *pages;    /* of Page */
  GArray             *blocks;   /* of Block */
  double              width;
  double              height;
};

gboolean
sudoku_sheet_per_page_is_valid (guint per_page)
{
  return per_page == 1 || per_page == 2 || per_page == 4 || per_page == 6;
}

static void
clear_block (gpointer data)
{
  Block *block = data;

  g_clear_object (&block->layout);
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
  self->pages = g_array_new (FALSE, TRUE, sizeof (Page));
  self->blocks = g_array_new (FALSE, TRUE, sizeof (Block));
  g_array_set_clear_func (self->blocks, clear_block);
  return self;
}

void
sudoku_sheet_free (SudokuSheet *self)
{
  if (self == NULL)
    return;
  g_ptr_array_unref (self->puzzles);
  g_object_unref (self->context);
  g_array_unref (self->pages);
  g_array_unref (self->blocks);
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
  PangoFontDescription *font = pango_font_description_from_string ("Sans");

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
add_block (SudokuSheet *self,
           PangoLayout *layout,
           gboolean     heading)
{
  Block block = { layout, layout_height (layout), 0, 0, heading };

  g_array_append_val (self->blocks, block);
}

static void
build_path_blocks (SudokuSheet *self,
                   double       width)
{
  g_array_set_size (self->blocks, 0);
  for (guint i = 0; i < self->puzzles->len; i++)
    {
      const SudokuPrintPuzzle *puzzle = puzzle_at (self, i);
      g_autofree char *label = puzzle_label (puzzle, i);
      /* Translators: the heading of a printed solution path: "Solution path of Puzzle 3" */
      g_autofree char *heading = g_strdup_printf (_("Solution path of %s"), label);
      double number_width;
      guint n_digits;

      add_block (self, text_layout (self, heading, HEADING_SIZE, PANGO_WEIGHT_BOLD, width), TRUE);
      if (puzzle->path == NULL)
        {
          /* Translators: instead of the solution path of a puzzle without a single solution */
          add_block (self, text_layout (self, _("This puzzle has no single solution, so no path."),
                                        STEP_SIZE, PANGO_WEIGHT_NORMAL, width), FALSE);
          continue;
        }
      /* Numbers are padded with figure spaces to the widest one's digits, so
       * that the sentences line up; wrapped lines hang under the sentence. */
      {
        g_autofree char *widest = g_strdup_printf ("%u. ", MAX (puzzle->path->len, 1));
        g_autoptr(PangoLayout) probe = text_layout (self, widest, STEP_SIZE, PANGO_WEIGHT_NORMAL, width);
        int w;

        pango_layout_get_size (probe, &w, NULL);
        number_width = (double) w / PANGO_SCALE;
        n_digits = (guint) strlen (widest) - 2;
      }
      for (guint s = 0; s < puzzle->path->len; s++)
        {
          g_autofree char *number = g_strdup_printf ("%u. ", s + 1);
          g_autoptr(GString) text = g_string_new (NULL);
          PangoLayout *layout;

          /* One line of text for number and sentence, so that the PDF reads
           * "12. Naked pair: …" as one line. */
          for (guint pad = (guint) strlen (number) - 2; pad < n_digits; pad++)
            g_string_append (text, FIGURE_SPACE);
          g_string_append (text, number);
          g_string_append (text, g_ptr_array_index (puzzle->path, s));
          layout = text_layout (self, text->str, STEP_SIZE, PANGO_WEIGHT_NORMAL, width);
          pango_layout_set_indent (layout, (int) (-number_width * PANGO_SCALE));
          add_block (self, layout, FALSE);
        }
    }
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

/* The path pages: blocks flow down one column, then the next, then the next
 * page; a heading never ends a column. Steps are short, so two columns
 * halve the paper a booklet's paths take. */
static void
paginate_paths (SudokuSheet *self,
                double       content_height,
                double       column_width)
{
  guint first = 0;         /* the page's first block */
  guint column_first = 0;  /* the column's first block */
  guint column = 0;
  double y = 0;

  for (guint b = 0; b < self->blocks->len; b++)
    {
      Block *block = &g_array_index (self->blocks, Block, b);
      double need = block->height;
      double space = block->heading && b > column_first ? HEADING_SIZE : STEP_SIZE * 0.3;

      if (block->heading && b + 1 < self->blocks->len)
        need += g_array_index (self->blocks, Block, b + 1).height;
      if (b > column_first && y + space + need > content_height)
        {
          if (++column == PATH_COLUMNS)
            {
              add_page (self, PAGE_PATHS, first, b - first);
              first = b;
              column = 0;
            }
          column_first = b;
          y = 0;
        }
      if (b > column_first)
        y += space;
      block->x = column * (column_width + COLUMN_GAP);
      block->y = y;
      y += block->height + (block->heading ? STEP_SIZE * 0.4 : 0);
    }
  if (self->blocks->len > first)
    add_page (self, PAGE_PATHS, first, self->blocks->len - first);
}

guint
sudoku_sheet_paginate (SudokuSheet *self,
                       double       width,
                       double       height)
{
  guint n = self->puzzles->len;
  guint per_solution_page = SOLUTION_COLUMNS * SOLUTION_ROWS;
  double content_width = MAX (width - 2 * SUDOKU_SHEET_MARGIN, 1.0);
  double content_height = MAX (height - 2 * SUDOKU_SHEET_MARGIN, 1.0);

  g_return_val_if_fail (self != NULL, 0);

  self->width = width;
  self->height = height;
  g_array_set_size (self->pages, 0);

  for (guint i = 0; i < n; i += self->options.per_page)
    add_page (self, PAGE_PUZZLES, i, MIN (self->options.per_page, n - i));
  if (self->options.solutions)
    for (guint i = 0; i < n; i += per_solution_page)
      add_page (self, PAGE_SOLUTIONS, i, MIN (per_solution_page, n - i));
  if (self->options.paths)
    {
      double column_width = (content_width - (PATH_COLUMNS - 1) * COLUMN_GAP) / PATH_COLUMNS;

      build_path_blocks (self, column_width);
      paginate_paths (self, content_height, column_width);
    }
  if (self->pages->len == 0)
    add_page (self, PAGE_PUZZLES, 0, 0);
  return self->pages->len;
}

static void
show_text (SudokuSheet *self,
           cairo_t     *cr,
           const char  *text,
           double       size,
           PangoWeight  weight,
           double       x,
           double       y,
           double       width,
           double       grey)
{
  g_autoptr(PangoLayout) layout = text_layout (self, text, size, weight, width);

  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  cairo_set_source_rgb (cr, grey, grey, grey);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
}

/* Puzzles on a page: one column for 1 and 2, two for 4 and 6. Each slot has
 * the heading and level above a grid as large as the slot allows. */
static void
puzzle_slot (SudokuSheet *self,
             guint        k,
             double      *x,
             double      *y,
             double      *size,
             double      *label_width)
{
  guint per_page = self->options.per_page;
  guint columns = per_page >= 4 ? 2 : 1;
  guint rows = per_page / columns;
  double width = MAX (self->width - 2 * SUDOKU_SHEET_MARGIN, 1.0);
  double height = MAX (self->height - 2 * SUDOKU_SHEET_MARGIN, 1.0);
  double slot_width = width / columns;
  double slot_height = height / rows;
  double heading = HEADING_SIZE * 1.3 + SUBTITLE_SIZE * 1.3 + GAP * 0.5;
  guint row = k / columns;

  *size = MAX (MIN (slot_width - 2 * GAP, slot_height - heading - 2 * GAP), 1.0);
  *x = SUDOKU_SHEET_MARGIN + (k % columns) * slot_width + (slot_width - *size) / 2;
  *y = SUDOKU_SHEET_MARGIN + row * slot_height + (slot_height - heading - *size) / 2 + heading;
  /* A long level and technique may go past the grid, up to the next slot. */
  *label_width = *size + (slot_width - *size) / 2 - GAP;
}

static void
draw_puzzles (SudokuSheet *self,
              cairo_t     *cr,
              const Page  *page)
{
  double heading = HEADING_SIZE * 1.3 + SUBTITLE_SIZE * 1.3 + GAP * 0.5;

  for (guint k = 0; k < page->n; k++)
    {
      guint index = page->first + k;
      const SudokuPrintPuzzle *puzzle = puzzle_at (self, index);
      g_autofree char *label = puzzle_label (puzzle, index);
      double x, y, size, label_width;

      puzzle_slot (self, k, &x, &y, &size, &label_width);
      show_text (self, cr, label, HEADING_SIZE, PANGO_WEIGHT_BOLD, x, y - heading, label_width, 0.0);
      if (puzzle->subtitle != NULL)
        show_text (self, cr, puzzle->subtitle, SUBTITLE_SIZE, PANGO_WEIGHT_NORMAL, x,
                   y - heading + HEADING_SIZE * 1.3, label_width, 0.3);
      sudoku_render_grid (cr, self->context, puzzle, x, y, size, self->options.grid_flags);
    }
}

#define SOLUTIONS_TITLE (HEADING_SIZE * 1.3 + GAP)
#define SOLUTION_LABEL  (SMALL_LABEL_SIZE * 1.4)

static void
solution_slot (SudokuSheet *self,
               guint        k,
               double      *x,
               double      *y,
               double      *size)
{
  double width = MAX (self->width - 2 * SUDOKU_SHEET_MARGIN, 1.0);
  double height = MAX (self->height - 2 * SUDOKU_SHEET_MARGIN, 1.0);
  double slot_width = width / SOLUTION_COLUMNS;
  double slot_height = (height - SOLUTIONS_TITLE) / SOLUTION_ROWS;
  guint row = k / SOLUTION_COLUMNS;

  *size = MAX (MIN (slot_width - 2 * GAP, slot_height - SOLUTION_LABEL - GAP), 1.0);
  *x = SUDOKU_SHEET_MARGIN + (k % SOLUTION_COLUMNS) * slot_width + (slot_width - *size) / 2;
  *y = SUDOKU_SHEET_MARGIN + SOLUTIONS_TITLE + row * slot_height + SOLUTION_LABEL;
}

static void
draw_solutions (SudokuSheet *self,
                cairo_t     *cr,
                const Page  *page)
{
  /* Translators: the heading of the printed solutions */
  show_text (self, cr, _("Solutions"), HEADING_SIZE, PANGO_WEIGHT_BOLD, SUDOKU_SHEET_MARGIN,
             SUDOKU_SHEET_MARGIN, self->width - 2 * SUDOKU_SHEET_MARGIN, 0.0);
  for (guint k = 0; k < page->n; k++)
    {
      guint index = page->first + k;
      const SudokuPrintPuzzle *puzzle = puzzle_at (self, index);
      g_autofree char *text = puzzle_label (puzzle, index);
      double x, y, size;

      solution_slot (self, k, &x, &y, &size);
      show_text (self, cr, text, SMALL_LABEL_SIZE, PANGO_WEIGHT_BOLD, x, y - SOLUTION_LABEL,
                 size, 0.0);
      if (puzzle->solution.cell[0] == 0)
        {
          /* Translators: in place of the printed solution of a puzzle without a single one */
          show_text (self, cr, _("No single solution"), SMALL_LABEL_SIZE, PANGO_WEIGHT_NORMAL,
                     x, y, size, 0.3);
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
    {
      double label_width;

      puzzle_slot (self, k, x, y, size, &label_width);
    }
  else
    solution_slot (self, k, x, y, size);
  return TRUE;
}

static void
draw_paths (SudokuSheet *self,
            cairo_t     *cr,
            const Page  *page)
{
  for (guint b = page->first; b < page->first + page->n; b++)
    {
      const Block *block = &g_array_index (self->blocks, Block, b);
      double x = SUDOKU_SHEET_MARGIN + block->x;
      double y = SUDOKU_SHEET_MARGIN + block->y;

      cairo_set_source_rgb (cr, 0, 0, 0);
      cairo_move_to (cr, x, y);
      pango_cairo_show_layout (cr, block->layout);
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
      cairo_set_source_rgb (cr, 0.4, 0.4, 0.4);
      cairo_move_to (cr, SUDOKU_SHEET_MARGIN, self->height - SUDOKU_SHEET_MARGIN * 0.5 - FOOTER_SIZE);
      pango_cairo_show_layout (cr, layout);
    }
  cairo_restore (cr);
}
