/* sudoku-number.c: counts as the user's locale writes them
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Only for what people read in the window. The command line prints plain
 * digits whatever the locale: scripts read its output.
 */

#include "config.h"

#include "sudoku-number.h"

/**
 * sudoku_format_count:
 * @count: a number of things
 *
 * @count with its digits grouped as the locale's LC_NUMERIC groups them:
 * "1,737,726,976" in English, "1.737.726.976" in German, "1 737 726 976"
 * in French, plain digits in the C locale.
 *
 * Returns: (transfer full): the text
 */
char *
sudoku_format_count (guint64 count)
{
  /* The ' flag is POSIX printf's grouping by LC_NUMERIC, which glibc's
   * printf (under g_strdup_printf) does. */
  return g_strdup_printf ("%'" G_GUINT64_FORMAT, count);
}
