/* safe-write-loop.c: saves two puzzles over one file in turn, until killed
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For test-safe-write's /io/safe-write/kill, which kills it with SIGKILL at
 * random moments: the native-file writer (the one the session and Save use)
 * at work, with nothing else around it.
 *
 * Usage: safe-write-loop TARGET FIRST-PUZZLE SECOND-PUZZLE
 */

#include "config.h"

#include "sudoku-format.h"
#include "sudoku-native-file.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GFile) target = NULL;
  SudokuPuzzle *puzzles[2];
  g_autoptr(GPtrArray) first = NULL;
  g_autoptr(GPtrArray) second = NULL;
  g_autoptr(GError) error = NULL;

  if (argc != 4)
    {
      g_printerr ("usage: %s TARGET FIRST-PUZZLE SECOND-PUZZLE\n", argv[0]);
      return 2;
    }
  target = g_file_new_for_commandline_arg (argv[1]);
  {
    g_autoptr(GFile) a = g_file_new_for_commandline_arg (argv[2]);
    g_autoptr(GFile) b = g_file_new_for_commandline_arg (argv[3]);

    first = sudoku_format_load (a, NULL, NULL, &error);
    if (first != NULL)
      second = sudoku_format_load (b, NULL, NULL, &error);
  }
  if (second == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  puzzles[0] = g_ptr_array_index (first, 0);
  puzzles[1] = g_ptr_array_index (second, 0);

  /* The second first: the target starts as the first puzzle. */
  for (guint i = 1;; i++)
    if (!sudoku_native_file_save (puzzles[i % 2], target, NULL, &error))
      {
        g_printerr ("%s\n", error->message);
        return 1;
      }
}
