/* test-cli-print.c: sudoku-solve --print-to, the files it writes and its messages
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The PDFs are read back with poppler: every given of every puzzle, in
 * order, must be inside the grid where the sheet's layout puts it; every
 * step of a path must read as the sheet words it, in order.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>

#include "sk-solver.h"
#include "sudoku-print-job.h"
#include "sudoku-render-file.h"
#include "sudoku-test-cli.h"
#include "sudoku-test-pdf.h"
#include "sudoku-test-util.h"

#define MiB (1024 * 1024)

static char *
example_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", "examples", name, NULL);
}

/* A sheet of @n puzzles with @options on A4, laid out as sudoku-solve lays
 * it out, to ask where its grids are. */
static SudokuSheet *
sheet_like (guint                     n,
            const SudokuSheetOptions *options)
{
  g_autoptr(GPtrArray) puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_print_puzzle_free);
  SkGrid empty = { { 0 } };
  SudokuSheet *sheet;
  double width, height;

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (puzzles, sudoku_print_puzzle_new (&empty, NULL));
  sheet = sudoku_sheet_new (puzzles, options);
  sudoku_paper_get_size (SUDOKU_PAPER_A4, &width, &height);
  sudoku_sheet_paginate (sheet, width, height);
  return sheet;
}

/* The digits drawn in grid @k of page @page (from 0). */
static char *
grid_digits (const char  *pdf,
             SudokuSheet *sheet,
             guint        page,
             guint        k)
{
  g_autofree char *text = NULL;
  double x, y, size;
  guint index;

  g_assert_true (sudoku_sheet_get_grid (sheet, page, k, &index, &x, &y, &size));
  text = sudoku_test_pdf_text (pdf, page + 1, x, y, size, size);
  return sudoku_test_pdf_digits (text);
}

static void
assert_quiet_success (const SudokuTestRun *run)
{
  g_assert_cmpstr (run->err, ==, "");
  g_assert_cmpstr (run->out, ==, "");
  g_assert_cmpint (run->status, ==, 0);
}

/* Four files in three formats, two a page, with solutions. */
static void
test_print_files (void)
{
  static const char *const names[] = { "matrix-zeros.txt", "hard-matrix.txt", "classic-line.txt", "jigsaw-line.txt" };
  g_autofree char *dir = sudoku_test_make_temp_dir ("cli-print-XXXXXX");
  g_autofree char *pdf = g_build_filename (dir, "sheet.pdf", NULL);
  g_autofree char *target = g_strconcat ("--print-to=", pdf, NULL);
  g_auto(GStrv) paths = g_new0 (char *, 5);
  SudokuSheetOptions options = { 2, TRUE, FALSE, 0 };
  g_autoptr(SudokuSheet) sheet = sheet_like (4, &options);
  g_auto(SudokuTestRun) run = { 0 };

  for (guint i = 0; i < 4; i++)
    paths[i] = example_path (names[i]);
  sudoku_test_run_cli ("", &run, target, "--per-page=2", "--solutions", paths[0], paths[1],
                       paths[2], paths[3], NULL);
  assert_quiet_success (&run);
  g_assert_cmpuint (sudoku_test_pdf_n_pages (pdf), ==, 3);
  g_assert_cmpuint (sudoku_sheet_get_n_pages (sheet), ==, 3);
  for (guint i = 0; i < 4; i++)
    {
      SkGrid givens, solution;
      SkLayout layout;
      g_autofree char *expected = NULL;
      g_autofree char *drawn = grid_digits (pdf, sheet, i / 2, i % 2);
      g_autofree char *solution_drawn = grid_digits (pdf, sheet, 2, i);
      g_autofree char *solution_expected = NULL;

      sudoku_test_cli_read_givens (paths[i], &givens);
      expected = sudoku_test_grid_digits (&givens);
      g_assert_cmpstr (drawn, ==, expected);

      if (i == 3)
        {
          char map[SK_CELLS + 1];

          sudoku_test_jigsaw_example (&givens, map, &layout, &solution);
        }
      else
        g_assert_true (sudoku_test_solve_unique (&givens, &solution));
      solution_expected = sudoku_test_grid_digits (&solution);
      g_assert_cmpstr (solution_drawn, ==, solution_expected);
    }
  sudoku_test_remove_tree (dir);
}

/* --generate with --print-to: the lines on standard output are the puzzles
 * of the sheet, in the same order. */
static void
test_print_generate (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("cli-print-XXXXXX");
  g_autofree char *pdf = g_build_filename (dir, "new.pdf", NULL);
  g_autofree char *target = g_strconcat ("--print-to=", pdf, NULL);
  SudokuSheetOptions options = { 4, FALSE, FALSE, 0 };
  g_autoptr(SudokuSheet) sheet = sheet_like (5, &options);
  const char *layouts[] = { NULL, "--layout=random" };

  for (guint l = 0; l < G_N_ELEMENTS (layouts); l++)
    {
      g_auto(SudokuTestRun) run = { 0 };
      g_auto(GStrv) lines = NULL;

      sudoku_test_run_cli ("", &run, "--generate=5", "--seed=11", "--level=easy", "--per-page=4",
                           target, layouts[l], NULL);
      g_assert_cmpstr (run.err, ==, "");
      g_assert_cmpint (run.status, ==, 0);
      lines = sudoku_test_split_lines (run.out);
      g_assert_cmpuint (g_strv_length (lines), ==, 5);
      g_assert_cmpuint (sudoku_test_pdf_n_pages (pdf), ==, 2);
      for (guint i = 0; i < 5; i++)
        {
          g_autofree char *drawn = grid_digits (pdf, sheet, i / 4, i % 4);
          SkGrid givens;
          g_autofree char *expected = NULL;
          g_autofree char *cells = g_strndup (lines[i], SK_CELLS);

          sudoku_test_grid_from_text (cells, &givens);
          expected = sudoku_test_grid_digits (&givens);
          g_assert_cmpstr (drawn, ==, expected);
          /* A jigsaw line has its regions after a space. */
          g_assert_true ((strchr (lines[i], ' ') != NULL) == (layouts[l] != NULL));
        }
    }
  sudoku_test_remove_tree (dir);
}

/* The paths are in the sheet's language, the window's words (its Hint's
 * sentences: in the C locale, English), not --explain's, which stay the
 * engine's English by contract: every step, numbered, in order. */
static void
test_print_paths (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("cli-print-XXXXXX");
  g_autofree char *pdf = g_build_filename (dir, "paths.pdf", NULL);
  g_autofree char *target = g_strconcat ("--print-to=", pdf, NULL);
  g_autofree char *puzzle = example_path ("jigsaw-line.txt");
  g_auto(SudokuTestRun) run = { 0 };
  g_autoptr(SudokuPrintPuzzle) expected = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *flat = NULL;
  SkGrid givens;
  SkLayout layout;
  const char *at;

  sudoku_test_jigsaw_example (&givens, NULL, &layout, NULL);
  expected = sudoku_print_puzzle_new (&givens, &layout);
  g_assert_true (sudoku_print_puzzle_analyse (expected, TRUE, sudoku_print_job_get_words (), NULL));
  sudoku_test_run_cli ("", &run, target, "--paths", puzzle, NULL);
  assert_quiet_success (&run);
  for (guint page = 2; page <= sudoku_test_pdf_n_pages (pdf); page++)
    {
      g_autofree char *page_text = sudoku_test_pdf_text (pdf, page, 0, 0, 0, 0);

      g_string_append (text, page_text);
    }
  /* Lines break anywhere: compared without white space. */
  flat = sudoku_test_pdf_flatten (text->str);
  at = strstr (flat, "SolutionpathofPuzzle1");
  g_assert_nonnull (at);
  g_assert_cmpuint (expected->path->len, >, 10);
  for (guint s = 0; s < expected->path->len; s++)
    {
      g_autofree char *numbered = g_strdup_printf ("%u.%s", s + 1,
                                                   (char *) g_ptr_array_index (expected->path, s));
      g_autofree char *sentence = sudoku_test_pdf_flatten (numbered);
      const char *found;

      found = strstr (at, sentence);
      if (found == NULL)
        g_error ("step %u not found in order: %s", s + 1, sentence);
      at = found + strlen (sentence);
    }
  sudoku_test_remove_tree (dir);
}

/* Runs sudoku-solve with @args (NULL-terminated) in the C.UTF-8 locale,
 * checks that it succeeds, and returns its peak resident size in bytes:
 * wait4() reports it for that child alone. */
static gsize
run_cli_peak_rss (const char * const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_auto(GStrv) env = g_environ_setenv (g_get_environ (), "LC_ALL", "C.UTF-8", TRUE);
  g_autoptr(GError) error = NULL;
  struct rusage usage;
  GPid pid;
  int status;

  g_ptr_array_add (argv, (gpointer) g_getenv ("SUDOKU_SOLVE"));
  g_assert_nonnull (argv->pdata[0]);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_spawn_async (NULL, (char **) argv->pdata, env,
                 G_SPAWN_DO_NOT_REAP_CHILD | G_SPAWN_STDIN_FROM_DEV_NULL | G_SPAWN_STDOUT_TO_DEV_NULL,
                 NULL, NULL, &pid, &error);
  g_assert_no_error (error);
  g_assert_cmpint (wait4 (pid, &status, 0, &usage), ==, pid);
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 0);
  return (gsize) usage.ru_maxrss * 1024;
}

/* The paths are made a batch of puzzles at a time, to paginate and again to
 * draw, and not kept for every puzzle until the file is written: with the
 * paths of 300 puzzles the command needs hardly more memory than without
 * them. It once kept every step's measured line, 150 KB a puzzle (here
 * 60 MiB more than without paths): 1.5 GB for ten thousand. */
static void
test_print_paths_memory (void)
{
  static const char *sets[] = { "standard-solo-100.txt", "unbiased-100.txt", "17-clue-100.txt" };
  /* Sanitizers and valgrind keep freed memory resident and add their own:
   * there the run checks the output only, on fewer puzzles (still several
   * batches). */
  gboolean measure = !SUDOKU_TEST_UNDER_ASAN && g_getenv ("SUDOKU_TEST_UNDER_VALGRIND") == NULL;
  guint n_sets = measure ? G_N_ELEMENTS (sets) : 1;
  guint n = 100 * n_sets;
  g_autofree char *dir = sudoku_test_make_temp_dir ("cli-print-XXXXXX");
  g_autofree char *input = g_build_filename (dir, "puzzles.txt", NULL);
  g_autofree char *pdf = g_build_filename (dir, "paths.pdf", NULL);
  g_autofree char *target = g_strconcat ("--print-to=", pdf, NULL);
  g_autoptr(GString) puzzles = g_string_new (NULL);
  g_autofree char *last_heading = g_strdup_printf ("Solution path of Puzzle %u\n", n);
  const char *without_paths[] = { target, "--solutions", input, NULL };
  const char *with_paths[] = { target, "--solutions", "--paths", input, NULL };
  gsize without, with;
  guint page;

  for (guint i = 0; i < n_sets; i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "sets", sets[i], NULL);
      g_autofree char *text = sudoku_test_read_file (path, NULL);

      g_string_append (puzzles, text);
    }
  sudoku_test_write_file (input, puzzles->str, -1);

  without = run_cli_peak_rss (without_paths);
  with = run_cli_peak_rss (with_paths);
  g_test_message ("%u puzzles: peak %.1f MiB with --paths, %.1f MiB without",
                  n, with / (double) MiB, without / (double) MiB);

  /* Every path was drawn, up to the last puzzle's, which takes two pages
   * at most. */
  for (page = sudoku_test_pdf_n_pages (pdf); page > 0; page--)
    {
      g_autofree char *text = sudoku_test_pdf_text (pdf, page, 0, 0, 0, 0);

      if (strstr (text, last_heading) != NULL)
        break;
    }
  g_assert_cmpuint (page + 2, >, sudoku_test_pdf_n_pages (pdf));
  if (measure)
    g_assert_cmpuint (with, <, without + 16 * MiB);
  sudoku_test_remove_tree (dir);
}

static void
test_print_images (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("cli-print-XXXXXX");
  g_autofree char *puzzle = example_path ("jigsaw-line.txt");
  g_autofree char *other = example_path ("classic-line.txt");
  g_autofree char *png = g_build_filename (dir, "board.PNG", NULL);
  g_autofree char *svg = g_build_filename (dir, "board.svg", NULL);
  g_autofree char *png_target = g_strconcat ("--print-to=", png, NULL);
  g_autofree char *svg_target = g_strconcat ("--print-to=", svg, NULL);
  g_autofree char *expected = g_strdup_printf ("sudoku-solve: %s: an image holds one puzzle, and 2 were read; print them to a .pdf\n", svg);
  gsize length;
  g_autofree char *contents = NULL;

  {
    g_auto(SudokuTestRun) run = { 0 };

    sudoku_test_run_cli ("", &run, png_target, puzzle, NULL);
    assert_quiet_success (&run);
    contents = sudoku_test_read_file (png, &length);
    g_assert_cmpuint (length, >, 24);
    g_assert_cmpmem (contents, 8, "\211PNG\r\n\032\n", 8);
    /* The IHDR's width and height: 384 points at two pixels a point. */
    g_assert_cmpmem (contents + 16, 8, "\0\0\3\0\0\0\3\0", 8);
  }
  {
    g_auto(SudokuTestRun) run = { 0 };
    g_autofree char *text = NULL;

    sudoku_test_run_cli ("", &run, svg_target, puzzle, NULL);
    assert_quiet_success (&run);
    text = sudoku_test_read_file (svg, NULL);
    g_assert_nonnull (strstr (text, "<svg"));
    g_assert_nonnull (strstr (text, "</svg>"));
    g_assert_null (strstr (text, "<image"));
    g_assert_cmpint (g_unlink (svg), ==, 0);
  }
  {
    /* A variant's shaded houses are drawn as shapes too, not the whole
     * board as one bitmap in an SVG wrapper. */
    g_auto(SudokuTestRun) run = { 0 };
    g_autofree char *text = NULL;
    g_autofree char *variant = g_test_build_filename (G_TEST_DIST, "data", "ui",
                                                      "explain-sudoku-x.sudoku", NULL);

    sudoku_test_run_cli ("", &run, svg_target, variant, NULL);
    assert_quiet_success (&run);
    text = sudoku_test_read_file (svg, NULL);
    g_assert_nonnull (strstr (text, "</svg>"));
    g_assert_null (strstr (text, "<image"));
    g_assert_cmpint (g_unlink (svg), ==, 0);
  }
  {
    g_auto(SudokuTestRun) run = { 0 };

    sudoku_test_run_cli ("", &run, svg_target, puzzle, other, NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_cmpstr (run.out, ==, "");
    g_assert_cmpstr (run.err, ==, expected);
    g_assert_false (g_file_test (svg, G_FILE_TEST_EXISTS));
  }
  sudoku_test_remove_tree (dir);
}

/* The pHYs chunk right after the IHDR: dots per metre across and down,
 * and the unit (1, the metre). */
static void
assert_png_dpi (const char *png,
                guint       pixels,
                guint       dots_per_metre)
{
  gsize length;
  g_autofree guint8 *contents = (guint8 *) sudoku_test_read_file (png, &length);
  guint8 expected[4 + 4 + 9];

  g_assert_cmpuint (length, >, 33 + sizeof expected + 4);
  g_assert_cmpmem (contents, 8, "\211PNG\r\n\032\n", 8);
  g_assert_cmpmem (contents + 12, 4, "IHDR", 4);
  g_assert_cmpuint (GUINT32_FROM_BE (*(guint32 *) (contents + 16)), ==, pixels);
  g_assert_cmpuint (GUINT32_FROM_BE (*(guint32 *) (contents + 20)), ==, pixels);
  *(guint32 *) expected = GUINT32_TO_BE (9);
  memcpy (expected + 4, "pHYs", 4);
  *(guint32 *) (expected + 8) = GUINT32_TO_BE (dots_per_metre);
  *(guint32 *) (expected + 12) = GUINT32_TO_BE (dots_per_metre);
  expected[16] = 1;
  g_assert_cmpmem (contents + 33, sizeof expected, expected, sizeof expected);
}

/* A PNG says its resolution, 144 dots per inch unless --dpi says otherwise,
 * and is as many pixels as its 384 points take at it; cairo reads it back.
 * --dpi takes a decimal number of dots per inch, 36 to 600, for a PNG only. */
static void
test_print_dpi (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("cli-print-XXXXXX");
  g_autofree char *puzzle = example_path ("classic-line.txt");
  g_autofree char *png = g_build_filename (dir, "board.png", NULL);
  g_autofree char *target = g_strconcat ("--print-to=", png, NULL);
  const struct
  {
    const char *args[4];
    const char *message;
  } bad[] = {
    { { "--dpi=300", NULL }, "--dpi needs --print-to=FILE.png" },
    { { "--print-to=a.pdf", "--dpi=300", NULL }, "--dpi needs --print-to=FILE.png" },
    { { "--print-to=a.svg", "--dpi=300", NULL }, "--dpi needs --print-to=FILE.png" },
    { { "--print-to=a.png", "--dpi=0", NULL }, "--dpi must be a whole number from 36 to 600, not “0”" },
    { { "--print-to=a.png", "--dpi=35", NULL }, "--dpi must be a whole number from 36 to 600, not “35”" },
    { { "--print-to=a.png", "--dpi=601", NULL }, "--dpi must be a whole number from 36 to 600, not “601”" },
    { { "--print-to=a.png", "--dpi=0x96", NULL }, "--dpi must be a whole number from 36 to 600, not “0x96”" },
    { { "--print-to=a.png", "--dpi=-72", NULL }, "--dpi must be a whole number from 36 to 600, not “-72”" },
    { { "--print-to=a.png", "--dpi=72.5", NULL }, "--dpi must be a whole number from 36 to 600, not “72.5”" },
    { { "--print-to=a.png", "--dpi=", NULL }, "--dpi must be a whole number from 36 to 600, not “”" },
  };

  {
    g_auto(SudokuTestRun) run = { 0 };

    sudoku_test_run_cli ("", &run, target, puzzle, NULL);
    assert_quiet_success (&run);
    /* 144 dpi: 5669.3 dots a metre. */
    assert_png_dpi (png, 768, 5669);
  }
  {
    g_auto(SudokuTestRun) run = { 0 };
    cairo_surface_t *surface;

    sudoku_test_run_cli ("", &run, target, puzzle, "--dpi=300", NULL);
    assert_quiet_success (&run);
    assert_png_dpi (png, 1600, 11811);
    surface = cairo_image_surface_create_from_png (png);
    g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
    g_assert_cmpint (cairo_image_surface_get_width (surface), ==, 1600);
    cairo_surface_destroy (surface);
  }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto(SudokuTestRun) run = { 0 };
      g_autofree char *expected = g_strdup_printf ("sudoku-solve: %s\nTry “sudoku-solve --help” for more information.\n",
                                                   bad[i].message);

      sudoku_test_run_cliv ("", bad[i].args, &run);
      sudoku_test_cli_assert_usage_error (&run);
      g_assert_cmpstr (run.err, ==, expected);
    }
  sudoku_test_remove_tree (dir);
}

/* A puzzle with several solutions is printed, and the status and standard
 * error say so. */
static void
test_print_unsolvable (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("cli-print-XXXXXX");
  g_autofree char *pdf = g_build_filename (dir, "sheet.pdf", NULL);
  g_autofree char *target = g_strconcat ("--print-to=", pdf, NULL);
  g_autofree char *text = NULL;
  g_auto(SudokuTestRun) run = { 0 };

  g_autofree char *blanks = g_strnfill (SK_CELLS - 8, '.');
  g_autofree char *input = g_strconcat ("12345678", blanks, "\n", NULL);

  sudoku_test_run_cli (input, &run, target, "--solutions", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_cmpstr (run.err, ==,
                   "sudoku-solve: <stdin>:1: it has more than one solution; printed without a solution\n");
  g_assert_cmpuint (sudoku_test_pdf_n_pages (pdf), ==, 2);
  text = sudoku_test_pdf_text (pdf, 2, 0, 0, 0, 0);
  g_assert_nonnull (strstr (text, "No single solution"));
  sudoku_test_remove_tree (dir);
}

/* Unwritable: status 2 and a message naming the file; a file that exists
 * is replaced whole on success. */
static void
test_print_unwritable (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("cli-print-XXXXXX");
  g_autofree char *blocker = g_build_filename (dir, "file", NULL);
  g_autofree char *pdf = g_build_filename (blocker, "sheet.pdf", NULL);
  g_autofree char *target = g_strconcat ("--print-to=", pdf, NULL);
  g_autofree char *ok_pdf = g_build_filename (dir, "old.pdf", NULL);
  g_autofree char *ok_target = g_strconcat ("--print-to=", ok_pdf, NULL);
  g_autofree char *puzzle = example_path ("classic-line.txt");
  g_auto(SudokuTestRun) run = { 0 };
  g_auto(SudokuTestRun) again = { 0 };

  sudoku_test_write_file (blocker, "not a folder\n", -1);
  sudoku_test_run_cli ("", &run, target, puzzle, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_true (g_str_has_prefix (run.err, "sudoku-solve: "));
  g_assert_nonnull (strstr (run.err, pdf));

  sudoku_test_write_file (ok_pdf, "an old file, much longer than nothing at all\n", -1);
  sudoku_test_run_cli ("", &again, ok_target, puzzle, NULL);
  assert_quiet_success (&again);
  g_assert_cmpuint (sudoku_test_pdf_n_pages (ok_pdf), ==, 1);
  sudoku_test_remove_tree (dir);
}

static void
test_print_paper (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("cli-print-XXXXXX");
  g_autofree char *pdf = g_build_filename (dir, "sheet.pdf", NULL);
  g_autofree char *target = g_strconcat ("--print-to=", pdf, NULL);
  g_autofree char *puzzle = example_path ("classic-line.txt");
  const char *papers[] = { NULL, "--paper=letter", "--paper=A4" };
  const double widths[] = { 595.28, 612, 595.28 };
  const double heights[] = { 841.89, 792, 841.89 };

  /* The runs are in C.UTF-8, whose paper is A4. */
  for (guint i = 0; i < G_N_ELEMENTS (papers); i++)
    {
      g_auto(SudokuTestRun) run = { 0 };
      double width, height;

      sudoku_test_run_cli ("", &run, target, puzzle, papers[i], NULL);
      assert_quiet_success (&run);
      sudoku_test_pdf_page_size (pdf, &width, &height);
      g_assert_cmpfloat_with_epsilon (width, widths[i], 0.1);
      g_assert_cmpfloat_with_epsilon (height, heights[i], 0.1);
    }
  sudoku_test_remove_tree (dir);
}

static void
test_print_usage (void)
{
  const struct
  {
    const char *args[4];
    const char *message;
  } bad[] = {
    { { "--solutions", NULL }, "--per-page, --solutions, --paths and --paper need --print-to=FILE" },
    { { "--per-page=2", NULL }, "--per-page, --solutions, --paths and --paper need --print-to=FILE" },
    { { "--paper=letter", NULL }, "--per-page, --solutions, --paths and --paper need --print-to=FILE" },
    { { "--print-to=a.txt", NULL }, "--print-to: “a.txt” must end in .pdf, .svg or .png" },
    { { "--print-to=a.pdf", "--per-page=3", NULL }, "--per-page must be 1, 2, 4 or 6" },
    { { "--print-to=a.pdf", "--per-page=-4", NULL }, "--per-page must be 1 or more, not -4" },
    { { "--print-to=a.pdf", "--paper=legal", NULL }, "Unknown paper “legal”: give a4 or letter" },
    { { "--print-to=a.png", "--solutions", NULL }, "--per-page, --solutions, --paths and --paper need a .pdf file" },
    { { "--print-to=a.svg", "--paper=a4", NULL }, "--per-page, --solutions, --paths and --paper need a .pdf file" },
    { { "--print-to=a.pdf", "--rate", NULL }, "--print-to and --rate cannot be combined" },
    { { "--print-to=a.pdf", "--output=line", NULL }, "--print-to and --output cannot be combined" },
    { { "--print-to=a.png", "--generate=2", NULL }, "--print-to: an image holds one puzzle: print more to a .pdf" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto(SudokuTestRun) run = { 0 };
      g_autofree char *expected = g_strdup_printf ("sudoku-solve: %s\nTry “sudoku-solve --help” for more information.\n",
                                                   bad[i].message);

      sudoku_test_run_cliv ("", bad[i].args, &run);
      sudoku_test_cli_assert_usage_error (&run);
      g_assert_cmpstr (run.err, ==, expected);
    }
}

static void
test_print_help (void)
{
  g_auto(SudokuTestRun) run = { 0 };

  sudoku_test_run_cli ("", &run, "--help", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "--print-to=FILE"));
  g_assert_nonnull (strstr (run.out, "--per-page=N"));
  g_assert_nonnull (strstr (run.out, "--solutions"));
  g_assert_nonnull (strstr (run.out, "--paths"));
  g_assert_nonnull (strstr (run.out, "--paper=SIZE"));
  g_assert_nonnull (strstr (run.out, "--dpi=N"));
  g_assert_nonnull (strstr (run.out, "N dots per inch, 36 to 600 (default: 144), written into the image"));
  g_assert_nonnull (strstr (run.out, "With --print-to=FILE, the puzzles are drawn instead of solved"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/print/files", test_print_files);
  g_test_add_func ("/cli/print/generate", test_print_generate);
  g_test_add_func ("/cli/print/paths", test_print_paths);
  g_test_add_func ("/cli/print/paths-memory", test_print_paths_memory);
  g_test_add_func ("/cli/print/images", test_print_images);
  g_test_add_func ("/cli/print/dpi", test_print_dpi);
  g_test_add_func ("/cli/print/unsolvable", test_print_unsolvable);
  g_test_add_func ("/cli/print/unwritable", test_print_unwritable);
  g_test_add_func ("/cli/print/paper", test_print_paper);
  g_test_add_func ("/cli/print/usage", test_print_usage);
  g_test_add_func ("/cli/print/help", test_print_help);
  return sudoku_test_cli_run_tests ();
}
