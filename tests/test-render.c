/* test-render.c: what the renderer draws, read back from the PDF, PNG and SVG it writes
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Nothing here trusts the renderer's own account: the PDFs are read back by
 * poppler (pdfinfo, pdftotext), and every given is checked where the sheet
 * says its grid is. The images of one board are in test-render-image.c.
 */

#include <cairo.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "sk-solver.h"
#include "sudoku-render-file.h"
#include "sudoku-test-pdf.h"
#include "sudoku-test-util.h"

/* The examples (three standard, one jigsaw) and the first puzzles of a set
 * of jigsaw puzzles, so every sheet mixes layouts. */
static GPtrArray *
load_puzzles (guint n_jigsaw)
{
  g_autoptr(GArray) examples = sudoku_test_load_examples ();
  g_autoptr(GArray) jigsaw = sudoku_test_load_set ("sets", "jigsaw-solo-100.txt");
  GPtrArray *puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_print_puzzle_free);

  for (guint i = 0; i < examples->len + n_jigsaw; i++)
    {
      const SudokuTestPuzzle *p = i < examples->len
        ? &g_array_index (examples, SudokuTestPuzzle, i)
        : &g_array_index (jigsaw, SudokuTestPuzzle, i - examples->len);
      SkLayout layout;

      sudoku_test_layout_from_map (p->map, &layout);
      g_ptr_array_add (puzzles, sudoku_print_puzzle_new (&p->givens, &layout));
    }
  return puzzles;
}

static void
analyse_all (GPtrArray *puzzles,
             gboolean   paths)
{
  for (guint i = 0; i < puzzles->len; i++)
    g_assert_true (sudoku_print_puzzle_analyse (g_ptr_array_index (puzzles, i), paths, NULL, NULL));
}

static char *
write_sheet (const char         *dir,
             const char         *name,
             GPtrArray          *puzzles,
             SudokuSheetOptions *options,
             SudokuPaper         paper,
             SudokuSheet       **sheet_out)
{
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  SudokuSheet *sheet = sudoku_sheet_new (puzzles, options);
  double width, height;

  sudoku_paper_get_size (paper, &width, &height);
  g_assert_true (sudoku_render_write_pdf (sheet, width, height, "Test", file, SUDOKU_SAFE_WRITE_NONE, &error));
  g_assert_no_error (error);
  *sheet_out = sheet;
  return path;
}

/* Pages: the puzzles N to a page, then the solutions twenty to a page, then
 * the paths; poppler counts the same pages as the sheet. */
static void
test_render_page_counts (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("render-XXXXXX");
  g_autoptr(GPtrArray) puzzles = load_puzzles (10);
  static const guint per_page[] = { 1, 2, 4, 6 };
  guint n = puzzles->len;

  g_assert_cmpuint (n, ==, 14);
  analyse_all (puzzles, TRUE);
  for (guint k = 0; k < G_N_ELEMENTS (per_page); k++)
    for (int extras = 0; extras < 4; extras++)
      {
        SudokuSheetOptions options = { per_page[k], extras & 1, (extras & 2) != 0, 0 };
        g_autoptr(SudokuSheet) sheet = NULL;
        g_autofree char *path = write_sheet (dir, "count.pdf", puzzles, &options, SUDOKU_PAPER_A4, &sheet);
        guint puzzle_pages = (n + per_page[k] - 1) / per_page[k];
        guint solution_pages = options.solutions ? (n + 19) / 20 : 0;
        guint pages = sudoku_test_pdf_n_pages (path);

        if (options.paths)
          /* At least a page for the paths, and fewer than one per step. */
          g_assert_cmpuint (pages, >, puzzle_pages + solution_pages);
        else
          g_assert_cmpuint (pages, ==, puzzle_pages + solution_pages);
        g_assert_cmpuint (pages, ==, sudoku_sheet_get_n_pages (sheet));
      }
  sudoku_test_remove_tree (dir);
}

/* A few solutions are printed large, not as a strip of small grids at the
 * top of an empty page: the fewest slots that hold them all (4, 9, 12),
 * then twenty a page. */
static void
test_render_solution_sizes (void)
{
  static const struct { guint n_jigsaw; guint a_page; } cases[] = {
    { 0, 4 }, { 5, 9 }, { 8, 12 }, { 26, 20 },
  };
  double last_size = G_MAXDOUBLE;
  double width, height;

  sudoku_paper_get_size (SUDOKU_PAPER_A4, &width, &height);
  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr(GPtrArray) puzzles = load_puzzles (cases[c].n_jigsaw);
      SudokuSheetOptions options = { 4, TRUE, FALSE, 0 };
      g_autoptr(SudokuSheet) sheet = sudoku_sheet_new (puzzles, &options);
      guint first = (puzzles->len + 3) / 4;  /* the first page of solutions */
      guint index, on_page = 0;
      double x, y, size = 0, right = 0, bottom = 0;

      sudoku_sheet_paginate (sheet, width, height);
      for (guint k = 0; sudoku_sheet_get_grid (sheet, first, k, &index, &x, &y, &size); k++)
        {
          g_assert_cmpuint (index, ==, k);
          right = MAX (right, x + size);
          bottom = MAX (bottom, y + size);
          on_page++;
        }
      g_test_message ("%u puzzles: %u solutions on the first page, %.0f pt each", puzzles->len,
                      on_page, size);
      g_assert_cmpuint (on_page, ==, MIN (cases[c].a_page, puzzles->len));
      g_assert_cmpuint (sudoku_sheet_get_n_pages (sheet), ==,
                        first + (puzzles->len + cases[c].a_page - 1) / cases[c].a_page);
      g_assert_cmpfloat (size, <, last_size);
      g_assert_cmpfloat (right, <=, width - SUDOKU_SHEET_MARGIN);
      g_assert_cmpfloat (bottom, <=, height - SUDOKU_SHEET_MARGIN);
      /* Four answers on A4: grids of 8 cm, where twenty a page are 4 cm. */
      if (c == 0)
        g_assert_cmpfloat (size, >, 200);
      last_size = size;
    }
}

/* Every given of every puzzle, in order, inside the grid where the sheet
 * puts it; every digit of every solution inside the solution's grid. */
static void
check_grids (const char  *path,
             SudokuSheet *sheet,
             GPtrArray   *puzzles)
{
  guint next_puzzle = 0;
  guint next_solution = 0;

  for (guint page = 0; page < sudoku_sheet_get_n_pages (sheet); page++)
    {
      guint index;
      double x, y, size;

      for (guint k = 0; sudoku_sheet_get_grid (sheet, page, k, &index, &x, &y, &size); k++)
        {
          const SudokuPrintPuzzle *puzzle = g_ptr_array_index (puzzles, index);
          g_autofree char *text = sudoku_test_pdf_text (path, page + 1, x, y, size, size);
          g_autofree char *digits = sudoku_test_pdf_digits (text);
          g_autofree char *givens = sudoku_test_grid_digits (&puzzle->givens);
          g_autofree char *solution = sudoku_test_grid_digits (&puzzle->solution);

          if (index == next_puzzle && next_solution == 0)
            {
              g_assert_cmpstr (digits, ==, givens);
              next_puzzle++;
            }
          else
            {
              g_assert_cmpuint (index, ==, next_solution);
              g_assert_cmpuint (strlen (solution), ==, SK_CELLS);
              g_assert_cmpstr (digits, ==, solution);
              next_solution++;
            }
        }
    }
  g_assert_cmpuint (next_puzzle, ==, puzzles->len);
  g_assert_cmpuint (next_solution, ==, puzzles->len);
}

/* The givens of every grid of page @page (from 0), inside its square. */
static void
check_grids_of_page (const char  *path,
                     SudokuSheet *sheet,
                     GPtrArray   *puzzles,
                     guint        page)
{
  double x, y, size;
  guint index;

  for (guint k = 0; sudoku_sheet_get_grid (sheet, page, k, &index, &x, &y, &size); k++)
    {
      const SudokuPrintPuzzle *puzzle = g_ptr_array_index (puzzles, index);
      g_autofree char *text = sudoku_test_pdf_text (path, page + 1, x, y, size, size);
      g_autofree char *digits = sudoku_test_pdf_digits (text);
      g_autofree char *givens = sudoku_test_grid_digits (&puzzle->givens);

      g_assert_cmpstr (digits, ==, givens);
    }
}

static void
test_render_givens_read_back (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("render-XXXXXX");
  g_autoptr(GPtrArray) puzzles = load_puzzles (9);
  static const guint per_page[] = { 1, 2, 4, 6 };

  analyse_all (puzzles, FALSE);
  for (guint k = 0; k < G_N_ELEMENTS (per_page); k++)
    {
      SudokuSheetOptions options = { per_page[k], TRUE, FALSE, 0 };
      g_autoptr(SudokuSheet) sheet = NULL;
      g_autofree char *path = write_sheet (dir, "givens.pdf", puzzles, &options,
                                           k % 2 == 0 ? SUDOKU_PAPER_A4 : SUDOKU_PAPER_LETTER, &sheet);

      check_grids (path, sheet, puzzles);
    }
  sudoku_test_remove_tree (dir);
}

/* Each grid's number on its tab, its title and its level as a word; the
 * rating and hardest technique only on the page of answers, each answer
 * under its puzzle's number. A full board has no hardest technique. */
static void
test_render_headings (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("render-XXXXXX");
  g_autoptr(GPtrArray) puzzles = load_puzzles (1);
  SudokuSheetOptions options = { 2, TRUE, FALSE, 0 };
  g_autoptr(SudokuSheet) sheet = NULL;
  g_autofree char *path = NULL;
  g_autofree char *page1 = NULL;
  g_autofree char *answers = NULL;
  SudokuPrintPuzzle *full;
  guint index;
  double x, y, size;

  g_assert_true (sudoku_print_puzzle_analyse (g_ptr_array_index (puzzles, 0), FALSE, NULL, NULL));
  full = sudoku_print_puzzle_new (&((SudokuPrintPuzzle *) g_ptr_array_index (puzzles, 0))->solution, NULL);
  g_ptr_array_add (puzzles, full);
  analyse_all (puzzles, FALSE);
  g_assert_cmpstr (full->level, ==, "Easy");
  g_assert_cmpstr (full->subtitle, ==, "Easy, rating 0.0");
  sudoku_print_puzzle_set_title (g_ptr_array_index (puzzles, 1), "Evening paper");
  path = write_sheet (dir, "headings.pdf", puzzles, &options, SUDOKU_PAPER_A4, &sheet);
  page1 = sudoku_test_pdf_text (path, 1, 0, 0, 0, 0);
  g_assert_nonnull (strstr (page1, "Evening paper"));
  g_assert_null (strstr (page1, "rating"));
  answers = sudoku_test_pdf_text (path, 4, 0, 0, 0, 0);
  for (guint i = 0; i < 2; i++)
    {
      const SudokuPrintPuzzle *puzzle = g_ptr_array_index (puzzles, i);
      g_autofree char *rating = g_strdup_printf ("%s, rating ", puzzle->level);
      g_autofree char *tab = NULL;
      g_autofree char *label = NULL;

      g_assert_true (g_str_equal (puzzle->level, "Easy") || g_str_equal (puzzle->level, "Medium")
                     || g_str_equal (puzzle->level, "Hard") || g_str_equal (puzzle->level, "Diabolical")
                     || g_str_equal (puzzle->level, "Extreme"));
      g_assert_true (g_str_has_prefix (puzzle->subtitle, rating));
      g_assert_nonnull (strchr (puzzle->subtitle, '('));
      /* The tab and the level, just above the grid. */
      g_assert_true (sudoku_sheet_get_grid (sheet, 0, i, &index, &x, &y, &size));
      tab = sudoku_test_pdf_text (path, 1, x, y - 30, size, 30);
      g_assert_nonnull (strstr (tab, puzzle->level));
      g_assert_cmpuint (tab[strspn (tab, " \n\f")], ==, '1' + i);
      /* The answer's number and rating, just above it. */
      g_assert_true (sudoku_sheet_get_grid (sheet, 3, i, &index, &x, &y, &size));
      g_assert_cmpuint (index, ==, i);
      label = sudoku_test_pdf_text (path, 4, x, y - 22, size, 22);
      g_assert_cmpuint (label[strspn (label, " \n\f")], ==, '1' + i);
      g_assert_nonnull (strstr (label, rating));
      g_assert_nonnull (strstr (answers, puzzle->level));
    }
  g_assert_nonnull (strstr (answers, "Easy, rating 0.0"));
  g_assert_cmpuint (sudoku_test_pdf_n_pages (path), ==, 4);
  /* Only a sheet of several pages numbers them. */
  g_assert_nonnull (strstr (page1, "Page 1 of 4"));
  sudoku_test_remove_tree (dir);
}

/* The text of one column of a page of paths, from the middle of the gap
 * before it to the middle of the gap after it (the first from the page's
 * edge, the last to it), above the footer, without white space (lines may
 * break anywhere). */
static char *
column_text (const char *path,
             guint       page,
             guint       column)
{
  double width, height, column_width, left, right;
  g_autofree char *text = NULL;

  sudoku_test_pdf_page_size (path, &width, &height);
  column_width = (width - 2 * SUDOKU_SHEET_MARGIN
                  - (SUDOKU_SHEET_PATH_COLUMNS - 1) * SUDOKU_SHEET_COLUMN_GAP)
                 / SUDOKU_SHEET_PATH_COLUMNS;
  left = column == 0 ? 0
         : SUDOKU_SHEET_MARGIN + column * (column_width + SUDOKU_SHEET_COLUMN_GAP)
           - SUDOKU_SHEET_COLUMN_GAP / 2;
  right = column == SUDOKU_SHEET_PATH_COLUMNS - 1 ? width
          : SUDOKU_SHEET_MARGIN + (column + 1) * (column_width + SUDOKU_SHEET_COLUMN_GAP)
            - SUDOKU_SHEET_COLUMN_GAP / 2;
  text = sudoku_test_pdf_text (path, page, left, 0, right - left, height - SUDOKU_SHEET_MARGIN);
  return sudoku_test_pdf_flatten (text);
}

/* "12.", then the sentence of step 12 of @puzzle, without white space. */
static char *
numbered_step (const SudokuPrintPuzzle *puzzle,
               guint                    s)
{
  g_autofree char *sentence = sudoku_test_pdf_flatten (g_ptr_array_index (puzzle->path, s));

  return g_strdup_printf ("%u.%s", s + 1, sentence);
}

/* A booklet of twelve puzzles with their answers and paths, 2, 4 and 6 to
 * a page: each path's heading, then every step's sentence, in order,
 * numbered; a heading has its first three steps under it in its column; a
 * page whose first step continues a path names that path's puzzle. */
static void
test_render_paths (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("render-XXXXXX");
  g_autoptr(GPtrArray) puzzles = load_puzzles (8);
  static const guint per_page[] = { 2, 4, 6 };

  g_assert_cmpuint (puzzles->len, ==, 12);
  analyse_all (puzzles, TRUE);
  for (guint k = 0; k < G_N_ELEMENTS (per_page); k++)
    {
      SudokuSheetOptions options = { per_page[k], TRUE, TRUE, 0 };
      g_autoptr(SudokuSheet) sheet = NULL;
      g_autofree char *path = write_sheet (dir, "paths.pdf", puzzles, &options, SUDOKU_PAPER_A4, &sheet);
      guint first = puzzles->len / per_page[k] + 1 + 1;
      guint n_pages = sudoku_test_pdf_n_pages (path);
      guint n_continued = 0;
      g_autoptr(GString) all = g_string_new (NULL);
      const char *at;

      g_test_message ("%u a page: %u pages, paths from page %u", per_page[k], n_pages, first);
      for (guint page = first; page <= n_pages; page++)
        for (guint column = 0; column < SUDOKU_SHEET_PATH_COLUMNS; column++)
          {
            g_autofree char *text = column_text (path, page, column);
            const char *heading;

            if (column == 0 && !g_str_has_prefix (text, "Solutionpathof"))
              {
                /* "Puzzle 7 (continued)", then a step of puzzle 7. */
                guint index = (guint) g_ascii_strtoull (text + strlen ("Puzzle"), NULL, 10) - 1;
                const char *after = strstr (text, "(continued)");
                guint s;

                g_assert_true (g_str_has_prefix (text, "Puzzle"));
                g_assert_nonnull (after);
                g_assert_cmpuint (index, <, puzzles->len);
                after += strlen ("(continued)");
                s = (guint) g_ascii_strtoull (after, NULL, 10) - 1;
                {
                  g_autofree char *step = numbered_step (g_ptr_array_index (puzzles, index), s);

                  g_assert_true (g_str_has_prefix (after, step));
                }
                n_continued++;
              }
            /* Flat, "Puzzle 1" and its step "1." read as "Puzzle11.": each
             * heading is looked for with its first step. */
            for (guint index = 0; index < puzzles->len; index++)
              {
                const SudokuPrintPuzzle *puzzle = g_ptr_array_index (puzzles, index);
                g_autofree char *step = numbered_step (puzzle, 0);
                g_autofree char *third = numbered_step (puzzle, MIN (puzzle->path->len, 3) - 1);
                g_autofree char *start = g_strdup_printf ("SolutionpathofPuzzle%u%s", index + 1, step);

                heading = strstr (text, start);
                if (heading != NULL && strstr (heading, third) == NULL)
                  g_error ("%u a page, page %u: the heading of puzzle %u is not kept with its first steps: %s",
                           per_page[k], page, index + 1, heading);
              }
            g_string_append (all, text);
          }
      g_assert_cmpuint (n_continued, >, 0);

      at = all->str;
      for (guint i = 0; i < puzzles->len; i++)
        {
          const SudokuPrintPuzzle *puzzle = g_ptr_array_index (puzzles, i);
          g_autofree char *heading = g_strdup_printf ("SolutionpathofPuzzle%u", i + 1);

          g_assert_nonnull (puzzle->path);
          g_assert_cmpuint (puzzle->path->len, >, 0);
          at = strstr (at, heading);
          g_assert_nonnull (at);
          for (guint s = 0; s < puzzle->path->len; s++)
            {
              g_autofree char *numbered = numbered_step (puzzle, s);
              const char *found = strstr (at, numbered);

              if (found == NULL)
                g_error ("puzzle %u: step %u not found in order: %s", i + 1, s + 1, numbered);
              at = found + strlen (numbered);
            }
        }
    }
  sudoku_test_remove_tree (dir);
}

/* With paths, whose steps name cells "r4c5", each grid has its columns
 * numbered 1 to 9 above it and its rows down its left, outside the square;
 * without, neither. */
static void
test_render_labels (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("render-XXXXXX");
  g_autoptr(GPtrArray) puzzles = load_puzzles (2);

  analyse_all (puzzles, TRUE);
  for (int paths = 0; paths < 2; paths++)
    {
      SudokuSheetOptions options = { 6, FALSE, paths, 0 };
      g_autoptr(SudokuSheet) sheet = NULL;
      g_autofree char *path = write_sheet (dir, "labels.pdf", puzzles, &options, SUDOKU_PAPER_A4, &sheet);
      double x, y, size;
      guint index;

      for (guint k = 0; sudoku_sheet_get_grid (sheet, 0, k, &index, &x, &y, &size); k++)
        {
          double room = sudoku_render_grid_label_room (size);
          g_autofree char *above = sudoku_test_pdf_text (path, 1, x, y - room, size, room);
          g_autofree char *left = sudoku_test_pdf_text (path, 1, x - room, y, room, size);
          g_autofree char *above_digits = sudoku_test_pdf_digits (above);
          g_autofree char *left_digits = sudoku_test_pdf_digits (left);

          if (paths)
            {
              g_assert_cmpstr (above_digits, ==, "123456789");
              g_assert_cmpstr (left_digits, ==, "123456789");
            }
          else
            {
              /* The number's tab may reach into the band above. */
              g_assert_null (strstr (above_digits, "23"));
              g_assert_cmpstr (left_digits, ==, "");
            }
        }
      check_grids_of_page (path, sheet, puzzles, 0);
    }
  sudoku_test_remove_tree (dir);
}

/* How often @needle is in the @length bytes of @bytes. */
static guint
count_in (const char *bytes,
          gsize       length,
          const char *needle)
{
  gsize n = strlen (needle);
  guint count = 0;

  for (gsize i = 0; i + n <= length; i++)
    if (memcmp (bytes + i, needle, n) == 0)
      count++;
  return count;
}

/* The PDF's bookmarks (cairo writes them uncompressed, titles in ASCII as
 * they are): one for each puzzle, one for the solutions, one for the paths
 * and one for each puzzle's path under it; its title and creator. */
static void
test_render_outline (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("render-XXXXXX");
  g_autoptr(GPtrArray) puzzles = load_puzzles (8);
  SudokuSheetOptions options = { 6, TRUE, TRUE, 0 };
  g_autoptr(SudokuSheet) sheet = NULL;
  g_autofree char *path = NULL;
  g_autofree char *bytes = NULL;
  g_autofree char *info = NULL;
  const char *argv[] = { "pdfinfo", NULL, NULL };
  gsize length = 0;
  guint page;

  analyse_all (puzzles, TRUE);
  path = write_sheet (dir, "outline.pdf", puzzles, &options, SUDOKU_PAPER_A4, &sheet);
  bytes = sudoku_test_read_file (path, &length);
  g_assert_cmpuint (count_in (bytes, length, "/Type /Outlines"), ==, 1);
  for (guint i = 0; i < puzzles->len; i++)
    {
      g_autofree char *title = g_strdup_printf ("/Title (Puzzle %u)", i + 1);

      g_assert_cmpuint (count_in (bytes, length, title), ==, 2);
      g_assert_true (sudoku_sheet_find_page (sheet, SUDOKU_SHEET_PUZZLE, i, &page));
      g_assert_cmpuint (page, ==, i / 6);
      g_assert_true (sudoku_sheet_find_page (sheet, SUDOKU_SHEET_SOLUTION, i, &page));
      g_assert_cmpuint (page, ==, 2);
      /* The page of the path's heading. */
      g_assert_true (sudoku_sheet_find_page (sheet, SUDOKU_SHEET_PATH, i, &page));
      {
        g_autofree char *text = sudoku_test_pdf_text (path, page + 1, 0, 0, 0, 0);
        g_autofree char *heading = g_strdup_printf ("Solution path of Puzzle %u\n", i + 1);

        g_assert_nonnull (strstr (text, heading));
      }
    }
  g_assert_cmpuint (count_in (bytes, length, "/Title (Solutions)"), ==, 1);
  g_assert_cmpuint (count_in (bytes, length, "/Title (Solution paths)"), ==, 1);
  g_assert_false (sudoku_sheet_find_page (sheet, SUDOKU_SHEET_PUZZLE, puzzles->len, &page));

  argv[1] = path;
  info = sudoku_test_pdf_tool (argv);
  g_assert_nonnull (strstr (info, "Title:           Test\n"));
  g_assert_nonnull (strstr (info, "Creator:         sudoku-solver "));
  sudoku_test_remove_tree (dir);
}

/* A sheet that asks for its paths in batches (sudoku-solve's, for long
 * sheets) holds one batch at a time and prints the very same PDF as one that
 * holds every path. Batches of 3 over 15 puzzles put batch boundaries inside
 * pages and columns; the empty grid has no path between two that do. */
typedef struct
{
  guint n_calls;
  guint batch;
} PathLoads;

static void
load_paths_checked (GPtrArray *puzzles,
                    guint      first,
                    guint      n,
                    gpointer   user_data)
{
  PathLoads *loads = user_data;

  loads->n_calls++;
  g_assert_cmpuint (n, >, 0);
  g_assert_cmpuint (n, <=, loads->batch);
  g_assert_cmpuint (first + n, <=, puzzles->len);
  /* The batch before was dropped. */
  for (guint i = 0; i < puzzles->len; i++)
    g_assert_null (((SudokuPrintPuzzle *) g_ptr_array_index (puzzles, i))->path);
  for (guint i = first; i < first + n; i++)
    sudoku_print_puzzle_analyse (g_ptr_array_index (puzzles, i), TRUE, NULL, NULL);
}

/* The PDF's bytes but its creation time (they hold NULs: compressed streams). */
static GBytes *
pdf_without_date (const char *path)
{
  static const char key[] = "/CreationDate";
  gsize length = 0;
  char *bytes = sudoku_test_read_file (path, &length);
  gboolean found = FALSE;

  for (gsize i = 0; !found && i + sizeof key - 1 <= length; i++)
    if (memcmp (bytes + i, key, sizeof key - 1) == 0)
      {
        for (gsize j = i; j < length && bytes[j] != '\n'; j++)
          bytes[j] = ' ';
        found = TRUE;
      }
  g_assert_true (found);
  return g_bytes_new_take (bytes, length);
}

static GPtrArray *
puzzles_with_empty_one (void)
{
  GPtrArray *puzzles = load_puzzles (10);
  SkGrid empty = { { 0 } };

  g_ptr_array_insert (puzzles, 5, sudoku_print_puzzle_new (&empty, NULL));
  return puzzles;
}

static void
test_render_paths_in_batches (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("render-XXXXXX");
  g_autoptr(GPtrArray) held = puzzles_with_empty_one ();
  g_autoptr(GPtrArray) loaded = puzzles_with_empty_one ();
  SudokuSheetOptions options = { 2, TRUE, TRUE, 0 };
  PathLoads loads = { 0, 3 };
  g_autoptr(SudokuSheet) held_sheet = NULL;
  g_autoptr(SudokuSheet) loaded_sheet = NULL;
  g_autofree char *held_path = g_build_filename (dir, "held.pdf", NULL);
  g_autofree char *loaded_path = g_build_filename (dir, "loaded.pdf", NULL);
  g_autoptr(GFile) held_file = g_file_new_for_path (held_path);
  g_autoptr(GFile) loaded_file = g_file_new_for_path (loaded_path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) held_bytes = NULL;
  g_autoptr(GBytes) loaded_bytes = NULL;
  guint n_batches;
  double width, height;

  g_assert_cmpuint (held->len, ==, 15);
  n_batches = (held->len + loads.batch - 1) / loads.batch;
  for (guint i = 0; i < held->len; i++)
    {
      sudoku_print_puzzle_analyse (g_ptr_array_index (held, i), TRUE, NULL, NULL);
      sudoku_print_puzzle_analyse (g_ptr_array_index (loaded, i), FALSE, NULL, NULL);
    }
  sudoku_paper_get_size (SUDOKU_PAPER_A4, &width, &height);
  held_sheet = sudoku_sheet_new (held, &options);
  loaded_sheet = sudoku_sheet_new (loaded, &options);
  sudoku_sheet_set_paths_func (loaded_sheet, loads.batch, load_paths_checked, &loads);
  g_assert_true (sudoku_render_write_pdf (held_sheet, width, height, "Test", held_file, SUDOKU_SAFE_WRITE_NONE, &error));
  g_assert_no_error (error);
  g_assert_true (sudoku_render_write_pdf (loaded_sheet, width, height, "Test", loaded_file, SUDOKU_SAFE_WRITE_NONE, &error));
  g_assert_no_error (error);

  /* Once through the puzzles to paginate, then again to draw: each page
   * starts in the batch the page before ended in, or the next one. */
  g_assert_cmpuint (loads.n_calls, ==, 2 * n_batches);
  g_assert_cmpuint (sudoku_sheet_get_n_pages (loaded_sheet), ==, sudoku_sheet_get_n_pages (held_sheet));
  g_assert_cmpuint (sudoku_test_pdf_n_pages (loaded_path), >, 8 + 2 + 1);
  held_bytes = pdf_without_date (held_path);
  loaded_bytes = pdf_without_date (loaded_path);
  g_assert_true (g_bytes_equal (loaded_bytes, held_bytes));

  /* Freed, the sheet drops the last batch it asked for. */
  g_clear_pointer (&loaded_sheet, sudoku_sheet_free);
  for (guint i = 0; i < loaded->len; i++)
    g_assert_null (((SudokuPrintPuzzle *) g_ptr_array_index (loaded, i))->path);
  sudoku_test_remove_tree (dir);
}

static void
test_render_paper (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("render-XXXXXX");
  g_autoptr(GPtrArray) puzzles = load_puzzles (0);
  SudokuSheetOptions options = { 1, FALSE, FALSE, 0 };
  SudokuPaper paper;
  double width, height;

  g_assert_true (sudoku_paper_from_name ("A4", &paper));
  g_assert_cmpint (paper, ==, SUDOKU_PAPER_A4);
  g_assert_true (sudoku_paper_from_name ("letter", &paper));
  g_assert_cmpint (paper, ==, SUDOKU_PAPER_LETTER);
  g_assert_false (sudoku_paper_from_name ("legal", &paper));
  for (paper = SUDOKU_PAPER_A4; paper <= SUDOKU_PAPER_LETTER; paper++)
    {
      g_autoptr(SudokuSheet) sheet = NULL;
      g_autofree char *path = write_sheet (dir, "paper.pdf", puzzles, &options, paper, &sheet);

      sudoku_test_pdf_page_size (path, &width, &height);
      g_assert_cmpfloat_with_epsilon (width, paper == SUDOKU_PAPER_A4 ? 595.28 : 612.0, 0.1);
      g_assert_cmpfloat_with_epsilon (height, paper == SUDOKU_PAPER_A4 ? 841.89 : 792.0, 0.1);
    }
  sudoku_test_remove_tree (dir);
}

/* The entered digits and pencil marks appear only when asked for. */
static void
test_render_entries_and_marks (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("render-XXXXXX");
  g_autoptr(GPtrArray) puzzles = load_puzzles (0);
  SudokuPrintPuzzle *puzzle;
  int empty = -1, marked = -1;

  g_ptr_array_set_size (puzzles, 1);
  puzzle = g_ptr_array_index (puzzles, 0);
  for (int i = 0; i < SK_CELLS; i++)
    if (puzzle->givens.cell[i] == 0)
      {
        if (empty < 0)
          empty = i;
        else if (marked < 0)
          marked = i;
      }
  puzzle->entries.cell[empty] = 7;
  puzzle->marks[marked] = (1u << 1) | (1u << 3);

  for (int flags = 0; flags < 4; flags++)
    {
      SudokuSheetOptions options = { 1, FALSE, FALSE, flags };
      g_autoptr(SudokuSheet) sheet = NULL;
      g_autofree char *path = write_sheet (dir, "marks.pdf", puzzles, &options, SUDOKU_PAPER_A4, &sheet);
      double x, y, size;
      guint index;
      g_autoptr(GString) expected = g_string_new (NULL);
      g_autoptr(GString) found = g_string_new (NULL);

      g_assert_true (sudoku_sheet_get_grid (sheet, 0, 0, &index, &x, &y, &size));
      /* One cell's text at a time: marks are a small grid of their own. */
      for (int i = 0; i < SK_CELLS; i++)
        {
          double cell = size / SK_SIZE;
          g_autofree char *cell_text = sudoku_test_pdf_text (path, 1, x + (i % SK_SIZE) * cell,
                                                             y + (i / SK_SIZE) * cell, cell, cell);
          g_autofree char *cell_digits = sudoku_test_pdf_digits (cell_text);

          if (puzzle->givens.cell[i] != 0)
            g_string_append_c (expected, (char) ('0' + puzzle->givens.cell[i]));
          else if (i == empty && (flags & SUDOKU_RENDER_GRID_ENTRIES) != 0)
            g_string_append (expected, "7");
          else if (i == marked && (flags & SUDOKU_RENDER_GRID_MARKS) != 0)
            g_string_append (expected, "24");
          g_string_append (found, cell_digits);
        }
      g_assert_cmpstr (found->str, ==, expected->str);
    }
  sudoku_test_remove_tree (dir);
}

static void
test_render_format_names (void)
{
  g_assert_cmpint (sudoku_render_format_for_name ("a.pdf"), ==, SUDOKU_RENDER_FORMAT_PDF);
  g_assert_cmpint (sudoku_render_format_for_name ("A.PDF"), ==, SUDOKU_RENDER_FORMAT_PDF);
  g_assert_cmpint (sudoku_render_format_for_name ("dir.pdf/b.Svg"), ==, SUDOKU_RENDER_FORMAT_SVG);
  g_assert_cmpint (sudoku_render_format_for_name ("c.png"), ==, SUDOKU_RENDER_FORMAT_PNG);
  g_assert_cmpint (sudoku_render_format_for_name ("pdf"), ==, SUDOKU_RENDER_FORMAT_UNKNOWN);
  g_assert_cmpint (sudoku_render_format_for_name ("d.ps"), ==, SUDOKU_RENDER_FORMAT_UNKNOWN);
}

/* A file that cannot be written: an error naming it, and nothing written. */
static void
test_render_write_failure (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("render-XXXXXX");
  g_autofree char *blocker = g_build_filename (dir, "not-a-folder", NULL);
  g_autofree char *path = g_build_filename (blocker, "sheet.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GPtrArray) puzzles = load_puzzles (0);
  SudokuSheetOptions options = { 1, FALSE, FALSE, 0 };
  g_autoptr(SudokuSheet) sheet = sudoku_sheet_new (puzzles, &options);
  g_autoptr(GError) error = NULL;

  sudoku_test_write_file (blocker, "in the way\n", -1);
  g_assert_false (sudoku_render_write_pdf (sheet, 595, 842, NULL, file, SUDOKU_SAFE_WRITE_NONE, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, path));
  g_clear_error (&error);
  g_assert_false (sudoku_render_write_image (g_ptr_array_index (puzzles, 0), 0,
                                             SUDOKU_RENDER_FORMAT_PNG, 0, file, SUDOKU_SAFE_WRITE_NONE, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, path));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  sudoku_test_remove_tree (dir);
}

/* A puzzle without a single solution still prints, and says so. */
static void
test_render_unsolvable (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("render-XXXXXX");
  g_autoptr(GPtrArray) puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_print_puzzle_free);
  SkGrid empty = { { 0 } };
  SudokuSheetOptions options = { 1, TRUE, TRUE, 0 };
  g_autoptr(SudokuSheet) sheet = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *flat = NULL;

  g_ptr_array_add (puzzles, sudoku_print_puzzle_new (&empty, NULL));
  g_assert_false (sudoku_print_puzzle_analyse (g_ptr_array_index (puzzles, 0), TRUE, NULL, NULL));
  path = write_sheet (dir, "multiple.pdf", puzzles, &options, SUDOKU_PAPER_A4, &sheet);
  g_assert_cmpuint (sudoku_test_pdf_n_pages (path), ==, 3);
  for (guint page = 1; page <= 3; page++)
    {
      g_autofree char *page_text = sudoku_test_pdf_text (path, page, 0, 0, 0, 0);

      g_string_append (text, page_text);
    }
  g_assert_nonnull (strstr (text->str, "More than one solution"));
  g_assert_nonnull (strstr (text->str, "No single solution"));
  /* The sentence may wrap in its column. */
  flat = sudoku_test_pdf_flatten (text->str);
  g_assert_nonnull (strstr (flat, "Thispuzzlehasnosinglesolution,sonopath."));
  sudoku_test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/render/format-names", test_render_format_names);
  g_test_add_func ("/render/pdf/page-counts", test_render_page_counts);
  g_test_add_func ("/render/pdf/solution-sizes", test_render_solution_sizes);
  g_test_add_func ("/render/pdf/givens-read-back", test_render_givens_read_back);
  g_test_add_func ("/render/pdf/headings", test_render_headings);
  g_test_add_func ("/render/pdf/paths", test_render_paths);
  g_test_add_func ("/render/pdf/outline", test_render_outline);
  g_test_add_func ("/render/pdf/labels", test_render_labels);
  g_test_add_func ("/render/pdf/paths-in-batches", test_render_paths_in_batches);
  g_test_add_func ("/render/pdf/paper", test_render_paper);
  g_test_add_func ("/render/pdf/entries-and-marks", test_render_entries_and_marks);
  g_test_add_func ("/render/pdf/unsolvable", test_render_unsolvable);
  g_test_add_func ("/render/write-failure", test_render_write_failure);
  return g_test_run ();
}
