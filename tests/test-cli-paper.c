/* test-cli-paper.c: sudoku-solve --print-to takes the locale's paper (LC_PAPER)
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The locales are compiled into a temporary LOCPATH, so the test does not
 * depend on which ones the machine has generated.
 */

#include <glib/gstdio.h>

#include "sudoku-test-cli.h"
#include "sudoku-test-pdf.h"
#include "sudoku-test-util.h"

#define PUZZLE "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n"

/* Compiles @locale (as "en_US") in UTF-8 into @dir; FALSE, after skipping
 * the test, when there is no localedef to do it. */
static gboolean
build_locale (const char *dir,
              const char *locale)
{
  g_autofree char *localedef = g_find_program_in_path ("localedef");
  g_autofree char *target = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  int status;

  if (localedef == NULL)
    {
      g_test_skip ("localedef is not installed (Debian: libc-bin)");
      return FALSE;
    }
  target = g_strdup_printf ("%s/%s.UTF-8", dir, locale);
  {
    const char *argv[] = { localedef, "-i", locale, "-f", "UTF-8", target, NULL };

    g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, &err,
                  &status, &error);
  }
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, &error))
    g_error ("localedef %s: %s\n%s", locale, error->message, err);
  return TRUE;
}

static void
test_paper_by_locale (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("cli-paper-XXXXXX");
  g_autofree char *locales = g_build_filename (dir, "locales", NULL);
  g_autofree char *pdf = g_build_filename (dir, "sheet.pdf", NULL);
  g_autofree char *target = g_strconcat ("--print-to=", pdf, NULL);
  const struct
  {
    const char *locale;
    double      width;
    double      height;
  } cases[] = {
    { "en_US.UTF-8", 612, 792 },        /* Letter */
    { "de_DE.UTF-8", 595.28, 841.89 },  /* A4 */
    { "C", 595.28, 841.89 },
  };

  g_assert_cmpint (g_mkdir (locales, 0700), ==, 0);
  if (!build_locale (locales, "en_US") || !build_locale (locales, "de_DE"))
    {
      sudoku_test_remove_tree (dir);
      return;
    }

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(SudokuTestRun) run = { 0 };
      double width, height;

      g_test_message ("LC_ALL=%s", cases[i].locale);
      sudoku_test_cli_set_locale (cases[i].locale, locales);
      sudoku_test_run_cli (PUZZLE, &run, target, NULL);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (run.err, ==, "");
      sudoku_test_pdf_page_size (pdf, &width, &height);
      g_assert_cmpfloat_with_epsilon (width, cases[i].width, 0.1);
      g_assert_cmpfloat_with_epsilon (height, cases[i].height, 0.1);
    }
  sudoku_test_cli_set_locale (NULL, NULL);
  sudoku_test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/paper/by-locale", test_paper_by_locale);
  return sudoku_test_cli_run_tests ();
}
