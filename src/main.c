/* main.c: sudoku-solver, the window; binds the translations and runs the application
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "sudoku-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(SudokuApplication) application = NULL;

  /* Before anything that may print or build a translated string. */
  /* A locale the system lacks leaves "C": untranslated, but working. */
  (void) setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  application = sudoku_application_new ();
  return g_application_run (G_APPLICATION (application), argc, argv);
}
