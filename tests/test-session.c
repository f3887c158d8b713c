/* test-session.c: boards kept on disk while their windows are open, and brought back
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a crash leaves behind is simulated by reading the session folder while
 * the windows are still open, with a second SudokuSession on the same folder,
 * as the next run would. tests/ui/check-crash-restore.py does it for real,
 * with kill -9.
 */

#include "config.h"

#include <gtk/gtk.h>
#include <glib/gstdio.h>
#include <string.h>

#include "sudoku-application.h"
#include "sudoku-native-file.h"
#include "sudoku-test-ui.h"
#include "sudoku-test-util.h"
#include "sudoku-window-private.h"

static GtkApplication *application;

static GFile *
session_folder (void)
{
  return sudoku_session_get_folder (sudoku_application_get_session (SUDOKU_APPLICATION (application)));
}

/* The session files there now, parsed; each must be a valid .sudoku file. */
static GPtrArray *
read_folder (void)
{
  g_autoptr(GFileEnumerator) children = NULL;
  GPtrArray *puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_puzzle_free);
  GFile *child;

  children = g_file_enumerate_children (session_folder (), G_FILE_ATTRIBUTE_STANDARD_NAME,
                                        G_FILE_QUERY_INFO_NONE, NULL, NULL);
  while (children != NULL &&
         g_file_enumerator_iterate (children, NULL, &child, NULL, NULL) && child != NULL)
    {
      g_autofree char *contents = NULL;
      g_autoptr(GError) error = NULL;
      gsize length;
      SudokuPuzzle *puzzle;

      if (!g_file_load_contents (child, NULL, &contents, &length, NULL, NULL))
        continue;  /* removed meanwhile */
      puzzle = sudoku_native_file_parse (contents, length, "session", &error);
      g_assert_no_error (error);
      g_ptr_array_add (puzzles, puzzle);
    }
  return puzzles;
}

typedef struct
{
  guint cell;
  guint value;
} Wanted;

static gboolean
saved_with (gpointer data)
{
  Wanted *wanted = data;
  g_autoptr(GPtrArray) puzzles = read_folder ();

  for (guint i = 0; i < puzzles->len; i++)
    {
      SudokuPuzzle *puzzle = g_ptr_array_index (puzzles, i);

      if (puzzle->entries.cell[wanted->cell] == wanted->value)
        return TRUE;
    }
  return FALSE;
}

static guint
n_files (void)
{
  g_autoptr(GPtrArray) puzzles = NULL;

  sudoku_session_flush ();
  puzzles = read_folder ();
  return puzzles->len;
}

static void
on_restored (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  GPtrArray **entries = user_data;
  g_autoptr(GError) error = NULL;

  *entries = sudoku_session_restore_finish (SUDOKU_SESSION (object), result, &error);
  g_assert_no_error (error);
}

static GPtrArray *
restore_as_next_run (void)
{
  g_autoptr(SudokuSession) next = sudoku_session_new (session_folder ());
  GPtrArray *entries = NULL;

  sudoku_session_flush ();
  sudoku_session_restore_async (next, NULL, on_restored, &entries);
  sudoku_test_ui_wait_for (sudoku_test_ui_pointer_set, &entries, "the restore");
  return entries;
}

/* Typed digits reach the disk by themselves, and come back in a new window. */
static void
test_typed_digits_kept (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  g_autoptr(GPtrArray) entries = NULL;
  SudokuSessionEntry *entry;
  SudokuWindow *restored;
  Wanted wanted = { 40, 7 };

  g_assert_true (sudoku_board_set_value (board, 0, 5));
  g_assert_true (sudoku_board_set_value (board, 40, 7));
  sudoku_test_ui_wait_for (saved_with, &wanted, "the board in the session folder");

  entries = restore_as_next_run ();
  g_assert_cmpuint (entries->len, ==, 1);
  entry = g_ptr_array_index (entries, 0);
  g_assert_cmpuint (entry->puzzle->entries.cell[0], ==, 5);
  g_assert_cmpuint (entry->puzzle->entries.cell[40], ==, 7);
  g_assert_true (entry->modified);
  g_assert_null (entry->file);
  /* Read once: the next run's windows keep their own copies. */
  g_assert_cmpuint (n_files (), ==, 0);

  restored = sudoku_test_ui_new_window (application);
  sudoku_window_restore (restored, entry->puzzle, entry->file, entry->modified);
  sudoku_test_ui_spin ();
  g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (sudoku_window_get_board (restored), 40)),
                    ==, 7);
  g_assert_true (sudoku_board_get_modified (sudoku_window_get_board (restored)));
  g_assert_false (sudoku_board_get_can_undo (sudoku_window_get_board (restored)));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (restored)), ==, "*Untitled Puzzle");

  /* Closed windows leave nothing behind. */
  sudoku_test_ui_destroy_window (window);
  sudoku_test_ui_destroy_window (restored);
  g_assert_cmpuint (n_files (), ==, 0);
}

/* An empty board never saved is not worth a file. */
static void
test_empty_board_not_kept (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  gint64 until = g_get_monotonic_time () + G_USEC_PER_SEC;

  while (g_get_monotonic_time () < until)
    {
      sudoku_test_ui_spin ();
      g_usleep (10000);
    }
  g_assert_cmpuint (n_files (), ==, 0);
  sudoku_test_ui_destroy_window (window);
}

/* A .sudoku file being edited comes back as that file: Save writes there. */
static void
test_file_kept (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("sudoku-session-file-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "mine.sudoku", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GPtrArray) entries = NULL;
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  SudokuSessionEntry *entry;
  Wanted wanted = { 80, 9 };

  sudoku_test_write_file (path,
                          "[Sudoku]\nTitle=Mine\nGivens=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7.\n",
                          -1);
  sudoku_window_open_file (window, file);
  sudoku_test_ui_wait_for (sudoku_test_ui_board_filled, board, "mine.sudoku");
  g_assert_true (sudoku_board_set_value (board, 80, 9));
  sudoku_test_ui_wait_for (saved_with, &wanted, "the board in the session folder");

  entries = restore_as_next_run ();
  g_assert_cmpuint (entries->len, ==, 1);
  entry = g_ptr_array_index (entries, 0);
  g_assert_nonnull (entry->file);
  g_assert_true (g_file_equal (entry->file, file));
  g_assert_true (entry->modified);
  g_assert_cmpuint (entry->puzzle->givens.cell[0], ==, 5);
  g_assert_cmpstr (entry->puzzle->title, ==, "mine.sudoku");

  sudoku_test_ui_destroy_window (window);
  g_assert_cmpuint (n_files (), ==, 0);
  g_unlink (path);
  g_rmdir (dir);
}

/* A broken file in the folder costs that board only. */
static void
test_broken_file_dropped (void)
{
  g_autoptr(GFile) broken = g_file_get_child (session_folder (), "window-1-1.sudoku");
  g_autoptr(GFile) good = g_file_get_child (session_folder (), "window-2-1.sudoku");
  g_autoptr(GPtrArray) entries = NULL;
  g_autofree char *folder = g_file_get_path (session_folder ());

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_replace_contents (broken, "[Sudoku]\nGivens=xyz\n", 20, NULL, FALSE,
                                          G_FILE_CREATE_NONE, NULL, NULL, NULL));
  g_assert_true (g_file_replace_contents (good, "[Sudoku]\nGivens=1\n", 18, NULL, FALSE,
                                          G_FILE_CREATE_NONE, NULL, NULL, NULL));
  g_test_expect_message ("sudoku-session", G_LOG_LEVEL_WARNING, "*Dropped a board*");
  g_test_expect_message ("sudoku-session", G_LOG_LEVEL_WARNING, "*Dropped a board*");
  entries = restore_as_next_run ();
  g_test_assert_expected_messages ();
  g_assert_cmpuint (entries->len, ==, 0);
  g_assert_cmpuint (n_files (), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *scratch = NULL;
  int status;

  scratch = sudoku_test_ui_isolate ();
  gtk_test_init (&argc, &argv, NULL);

  application = sudoku_test_ui_new_application ();

  g_test_add_func ("/ui/Session/typed-digits-kept", test_typed_digits_kept);
  g_test_add_func ("/ui/Session/empty-board-not-kept", test_empty_board_not_kept);
  g_test_add_func ("/ui/Session/file-kept", test_file_kept);
  g_test_add_func ("/ui/Session/broken-file-dropped", test_broken_file_dropped);

  status = g_test_run ();

  g_clear_object (&application);
  return status;
}
