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

#include <errno.h>
#include <fcntl.h>
#include <gtk/gtk.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sudoku-application.h"
#include "sudoku-native-file.h"
#include "sudoku-test-ui.h"
#include "sudoku-test-util.h"

#define CLASSIC "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

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

static gboolean
saved_with_marks (gpointer data)
{
  const SkMask *wanted = data;
  g_autoptr(GPtrArray) puzzles = read_folder ();

  for (guint i = 0; i < puzzles->len; i++)
    {
      SudokuPuzzle *puzzle = g_ptr_array_index (puzzles, i);

      if (memcmp (puzzle->marks, wanted, sizeof puzzle->marks) == 0)
        return TRUE;
    }
  return FALSE;
}

/* Pencil marks are kept too, even on a board without a digit. */
static void
test_marks_kept (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  g_autoptr(GPtrArray) entries = NULL;
  SudokuSessionEntry *entry;
  SudokuWindow *restored;
  SkMask wanted[SK_CELLS] = { 0 };
  SkMask shown[SK_CELLS];

  g_assert_true (sudoku_board_toggle_mark (board, 0, 1));
  g_assert_true (sudoku_board_toggle_mark (board, 0, 9));
  g_assert_true (sudoku_board_toggle_mark (board, 80, 5));
  wanted[0] = (1 << 0) | (1 << 8);
  wanted[80] = 1 << 4;
  sudoku_test_ui_wait_for (saved_with_marks, wanted, "the marks in the session folder");

  entries = restore_as_next_run ();
  g_assert_cmpuint (entries->len, ==, 1);
  entry = g_ptr_array_index (entries, 0);
  g_assert_true (entry->modified);

  restored = sudoku_test_ui_new_window (application);
  sudoku_window_restore (restored, entry->puzzle, entry->file, entry->modified);
  sudoku_test_ui_spin ();
  sudoku_board_get_marks (sudoku_window_get_board (restored), shown);
  g_assert_cmpmem (shown, sizeof shown, wanted, sizeof wanted);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (restored)), ==, "*Untitled Puzzle");

  sudoku_test_ui_destroy_window (window);
  sudoku_test_ui_destroy_window (restored);
  g_assert_cmpuint (n_files (), ==, 0);
}

/* An empty board never saved is not worth a file. */
static void
test_empty_board_not_kept (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);

  sudoku_test_ui_spin_for (1000);
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

/* ---- what else a session folder may hold ---- */

/* A path in the session folder, which is made if missing. */
static char *
session_path (const char *name)
{
  g_autofree char *folder = g_file_get_path (session_folder ());

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  return g_build_filename (folder, name, NULL);
}

static void
write_good_board (const char *name)
{
  g_autofree char *path = session_path (name);

  sudoku_test_write_file (path, "[Sudoku]\nGivens=" CLASSIC "\n", -1);
}

/* The names in the session folder, sorted, without opening any of them:
 * one may be a named pipe. */
static char *
listing (void)
{
  g_autofree char *folder = g_file_get_path (session_folder ());
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  const char *name;

  sudoku_session_flush ();
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, (gpointer) name);
  g_ptr_array_sort (names, (GCompareFunc) g_strcmp0);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

/* The one board restored is the good one. */
static void
assert_good_board (GPtrArray *entries)
{
  SkGrid expected;

  sudoku_test_grid_from_text (CLASSIC, &expected);
  g_assert_cmpuint (entries->len, ==, 1);
  g_assert_cmpmem (((SudokuSessionEntry *) g_ptr_array_index (entries, 0))->puzzle->givens.cell,
                   SK_CELLS, expected.cell, SK_CELLS);
}

/* Restores with a good board beside the bad window-1-1.sudoku: the good one
 * comes back, the bad one is dropped with the warning @why (a pattern)
 * and removed, and the folder is left empty. */
static void
assert_bad_board_dropped (const char *why)
{
  g_autofree char *warning = g_strconcat ("Dropped a board*/window-1-1.sudoku: ", why, NULL);
  g_autoptr(GPtrArray) entries = NULL;
  g_autofree char *left = NULL;

  write_good_board ("window-2-1.sudoku");
  g_test_expect_message ("sudoku-session", G_LOG_LEVEL_WARNING, warning);
  entries = restore_as_next_run ();
  g_test_assert_expected_messages ();
  assert_good_board (entries);
  left = listing ();
  g_assert_cmpstr (left, ==, "");
}

/* A named pipe is neither waited on (before, the restore never ended and no
 * window appeared) nor kept for the next start. */
static void
test_fifo_dropped (void)
{
  g_autofree char *fifo_path = session_path ("window-1-1.sudoku");

  g_assert_cmpint (mkfifo (fifo_path, 0600), ==, 0);
  assert_bad_board_dropped ("Not a regular file");
}

/* A link to /dev/zero: before, read until memory ran out, at every start. */
static void
test_device_link_dropped (void)
{
  g_autofree char *zero_path = session_path ("window-1-1.sudoku");

  g_assert_cmpint (symlink ("/dev/zero", zero_path), ==, 0);
  /* The link is gone afterwards, /dev/zero is not. */
  assert_bad_board_dropped ("Error opening file *: Too many levels of symbolic links");
}

/* A link is not followed out of the folder, even to a good board: the board
 * it points at is neither restored nor removed. */
static void
test_link_not_followed (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("sudoku-session-link-XXXXXX");
  g_autofree char *target = g_build_filename (dir, "elsewhere.sudoku", NULL);
  g_autofree char *link_path = session_path ("window-1-1.sudoku");
  g_autoptr(GPtrArray) entries = NULL;
  g_autofree char *left = NULL;

  sudoku_test_write_file (target, "[Sudoku]\nGivens=" CLASSIC "\n", -1);
  g_assert_cmpint (symlink (target, link_path), ==, 0);
  g_test_expect_message ("sudoku-session", G_LOG_LEVEL_WARNING,
                         "Dropped a board*/window-1-1.sudoku: Error opening file *"
                         ": Too many levels of symbolic links");
  entries = restore_as_next_run ();
  g_test_assert_expected_messages ();
  g_assert_cmpuint (entries->len, ==, 0);
  left = listing ();
  g_assert_cmpstr (left, ==, "");
  g_assert_true (g_file_test (target, G_FILE_TEST_IS_REGULAR));
  sudoku_test_remove_tree (dir);
}

/* The most this process has ever had in memory, in KiB. */
static long
max_rss_kib (void)
{
  struct rusage usage;

  g_assert_cmpint (getrusage (RUSAGE_SELF, &usage), ==, 0);
  return usage.ru_maxrss;
}

/* A file far over the size limit is refused by its size, before it is read:
 * before, all 200 MB were loaded, then found too large. */
static void
test_oversize_dropped (void)
{
  g_autofree char *huge_path = session_path ("window-1-1.sudoku");
  long before;
  int fd;

  /* Sparse: 200 MB that take no room on disk. */
  fd = g_open (huge_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, 200 << 20), ==, 0);
  g_assert_true (g_close (fd, NULL));

  before = max_rss_kib ();
  assert_bad_board_dropped ("the file is larger than *");
  /* Loading it would have added 200 MB at least. */
  g_assert_cmpint (max_rss_kib () - before, <, 50 * 1024);
}

static gboolean
has_window (gpointer data)
{
  return gtk_application_get_windows (GTK_APPLICATION (data)) != NULL;
}

/* Started over a session folder holding a named pipe and a link to /dev/zero,
 * the application still shows its window, with the good board, and the bad
 * entries are gone for the next start. */
static void
test_window_appears (void)
{
  g_autofree char *fifo_path = session_path ("window-1-1.sudoku");
  g_autofree char *zero_path = session_path ("window-2-1.sudoku");
  g_autofree char *left = NULL;
  SudokuWindow *window;
  SkGrid shown, expected;

  g_assert_null (gtk_application_get_windows (application));
  g_assert_cmpint (mkfifo (fifo_path, 0600), ==, 0);
  g_assert_cmpint (symlink ("/dev/zero", zero_path), ==, 0);
  write_good_board ("window-3-1.sudoku");

  g_test_expect_message ("sudoku-session", G_LOG_LEVEL_WARNING,
                         "Dropped a board*/window-1-1.sudoku: Not a regular file");
  g_test_expect_message ("sudoku-session", G_LOG_LEVEL_WARNING,
                         "Dropped a board*/window-2-1.sudoku: Error opening file *"
                         ": Too many levels of symbolic links");
  /* What starting the program does first. */
  g_application_activate (G_APPLICATION (application));
  sudoku_test_ui_wait_for (has_window, application, "the window");
  g_test_assert_expected_messages ();

  g_assert_cmpuint (g_list_length (gtk_application_get_windows (application)), ==, 1);
  window = SUDOKU_WINDOW (gtk_application_get_windows (application)->data);
  sudoku_test_ui_spin ();
  sudoku_test_ui_shown_grid (window, &shown);
  sudoku_test_grid_from_text (CLASSIC, &expected);
  sudoku_test_assert_grids_equal (&shown, &expected);

  sudoku_test_ui_destroy_window (window);
  left = listing ();
  g_assert_cmpstr (left, ==, "");
}

/* A full disk while the board changes: the session file stays the last
 * board written whole. (g_file_replace_contents() renamed a truncated file
 * over it, and the board was gone at the next start.) The disk is full for
 * a moment by this process's RLIMIT_FSIZE: EFBIG, as a full disk gives
 * ENOSPC. */
static void
test_full_disk_keeps_last (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  g_autofree char *folder = g_file_get_path (session_folder ());
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *listing = NULL;
  g_autofree char *listing_after = NULL;
  g_autofree char *path = NULL;
  struct rlimit saved, limited;
  Wanted wanted = { 40, 7 };

  g_assert_true (sudoku_board_set_value (board, 40, 7));
  sudoku_test_ui_wait_for (saved_with, &wanted, "the board in the session folder");
  sudoku_session_flush ();
  listing = sudoku_test_list_folder (folder);
  g_assert_null (strchr (listing, ' '));
  path = g_build_filename (folder, listing, NULL);
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));

  g_assert_no_errno (getrlimit (RLIMIT_FSIZE, &saved));
  limited = saved;
  limited.rlim_cur = 64;
  signal (SIGXFSZ, SIG_IGN);
  g_assert_no_errno (setrlimit (RLIMIT_FSIZE, &limited));
  g_test_expect_message ("sudoku-session", G_LOG_LEVEL_WARNING, "*File too large*");
  g_assert_true (sudoku_board_set_value (board, 41, 8));
  /* Past the delay of the session's writes (700 ms), then until written. */
  sudoku_test_ui_spin_for (1200);
  sudoku_session_flush ();
  g_assert_no_errno (setrlimit (RLIMIT_FSIZE, &saved));
  signal (SIGXFSZ, SIG_DFL);
  g_test_assert_expected_messages ();

  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  listing_after = sudoku_test_list_folder (folder);
  g_assert_cmpstr (listing_after, ==, listing);

  sudoku_test_ui_destroy_window (window);
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
  g_test_add_func ("/ui/Session/marks-kept", test_marks_kept);
  g_test_add_func ("/ui/Session/file-kept", test_file_kept);
  g_test_add_func ("/ui/Session/broken-file-dropped", test_broken_file_dropped);
  g_test_add_func ("/ui/Session/fifo-dropped", test_fifo_dropped);
  g_test_add_func ("/ui/Session/device-link-dropped", test_device_link_dropped);
  g_test_add_func ("/ui/Session/link-not-followed", test_link_not_followed);
  g_test_add_func ("/ui/Session/oversize-dropped", test_oversize_dropped);
  g_test_add_func ("/ui/Session/window-appears", test_window_appears);
  g_test_add_func ("/ui/Session/full-disk-keeps-last", test_full_disk_keeps_last);

  status = g_test_run ();

  g_clear_object (&application);
  return status;
}
