/* sudoku-test-session.c: reading a session folder as the next run would, for the session tests
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "sudoku-test-session.h"

#include <glib/gstdio.h>

#include "sudoku-native-file.h"
#include "sudoku-test-util.h"

GPtrArray *
sudoku_test_session_read_folder (GFile *folder)
{
  g_autoptr(GFileEnumerator) children = NULL;
  GPtrArray *puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_puzzle_free);
  GFile *child;

  children = g_file_enumerate_children (folder, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                        G_FILE_QUERY_INFO_NONE, NULL, NULL);
  while (children != NULL &&
         g_file_enumerator_iterate (children, NULL, &child, NULL, NULL) && child != NULL)
    {
      g_autofree char *contents = NULL;
      g_autofree char *basename = g_file_get_basename (child);
      g_autoptr(GError) error = NULL;
      gsize length;
      SudokuPuzzle *puzzle;

      /* Not a write in progress: the temporary file of a write is hidden
       * (".NAME.sudoku-XXXXXX", renamed when done). The restore, too, reads
       * only the .sudoku files. */
      if (!g_str_has_suffix (basename, ".sudoku"))
        continue;
      if (!g_file_load_contents (child, NULL, &contents, &length, NULL, NULL))
        continue;  /* removed meanwhile */
      if (length == 0)
        continue;
      puzzle = sudoku_native_file_parse (contents, length, "session", &error);
      g_assert_no_error (error);
      g_ptr_array_add (puzzles, puzzle);
    }
  return puzzles;
}

guint
sudoku_test_session_n_files (GFile *folder)
{
  g_autoptr(GPtrArray) puzzles = NULL;

  sudoku_session_flush ();
  puzzles = sudoku_test_session_read_folder (folder);
  return puzzles->len;
}

gboolean
sudoku_test_session_saved_with (gpointer data)
{
  SudokuTestSessionWanted *wanted = data;
  g_autoptr(GPtrArray) puzzles = sudoku_test_session_read_folder (wanted->folder);

  for (guint i = 0; i < puzzles->len; i++)
    {
      SudokuPuzzle *puzzle = g_ptr_array_index (puzzles, i);

      if (puzzle->entries.cell[wanted->cell] == wanted->value)
        return TRUE;
    }
  return FALSE;
}

static void
store_result (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  *(GAsyncResult **) user_data = g_object_ref (result);
}

static gboolean
result_set (gpointer data)
{
  return *(GAsyncResult **) data != NULL;
}

GPtrArray *
sudoku_test_session_restore (GFile              *folder,
                             SudokuTestWaitFunc  wait_for)
{
  g_autoptr(SudokuSession) next = sudoku_session_new (folder);
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  GPtrArray *entries;

  sudoku_session_flush ();
  sudoku_session_restore_async (next, NULL, store_result, &result);
  wait_for (result_set, &result, "the restore");
  entries = sudoku_session_restore_finish (next, result, &error);
  g_assert_no_error (error);
  return entries;
}

char *
sudoku_test_session_path (GFile      *folder,
                          const char *name)
{
  g_autofree char *path = g_file_get_path (folder);

  g_assert_cmpint (g_mkdir_with_parents (path, 0700), ==, 0);
  return g_build_filename (path, name, NULL);
}

char *
sudoku_test_session_listing (GFile *folder)
{
  g_autofree char *path = g_file_get_path (folder);

  sudoku_session_flush ();
  if (!g_file_test (path, G_FILE_TEST_IS_DIR))
    return g_strdup ("");
  return sudoku_test_list_folder (path);
}

void
sudoku_test_session_fill_first_empty (SudokuBoard *board)
{
  guint empty = 0;

  while (sudoku_cell_get_value (sudoku_board_get_cell (board, empty)) != 0)
    empty++;
  g_assert_true (sudoku_board_set_value (board, empty, 1));
}
