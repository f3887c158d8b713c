/* test-window-save.c: saving never loses anything: failed saves, Save As names
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A failed save must leave the old file byte for byte as it was, and the
 * board as the user left it, still marked as unsaved. The tests run as root
 * in CI, where file modes stop nothing; the read-only folder case therefore
 * runs in a child process that gives up root first.
 */

#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <string.h>
#include <unistd.h>

#include "sudoku-alert.h"
#include "sudoku-application.h"
#include "sudoku-file-chooser.h"
#include "sudoku-native-file.h"
#include "sudoku-test-ui.h"
#include "sudoku-test-util.h"
#include "sudoku-window-testing.h"

#define CLASSIC \
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
#define OLD_CONTENTS "[Sudoku]\n# the old file, to be kept whole\nGivens=1\n"

static GtkApplication *application;
static char *scratch;

typedef struct
{
  SudokuWindow *window;
  SudokuBoard  *board;
  SkGrid        values;  /* what the user has on the board */
} Work;

/* A window with a puzzle and a typed digit: work not saved yet. */
static void
start_work (Work *work)
{
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();

  work->window = sudoku_test_ui_new_window (application);
  work->board = sudoku_window_get_board (work->window);
  sudoku_test_grid_from_text (CLASSIC, &puzzle->givens);
  sudoku_board_load_puzzle (work->board, puzzle);
  g_assert_true (sudoku_board_set_value (work->board, 2, 4));
  g_assert_true (sudoku_board_get_modified (work->board));
  sudoku_board_get_values_grid (work->board, &work->values);
}

static void
assert_work_kept (Work *work)
{
  SkGrid now;

  sudoku_board_get_values_grid (work->board, &now);
  sudoku_test_assert_grids_equal (&now, &work->values);
  g_assert_true (sudoku_board_get_modified (work->board));
  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (work->window)), "*"));
}

/* The error dialog of a failed save, whose text names the file; dismissed. */
static void
expect_save_error (Work       *work,
                   const char *name)
{
  AdwMessageDialog *dialog;
  g_autofree char *title = NULL;
  g_autofree char *expected = g_strdup_printf ("Could not save “%s”", name);

  sudoku_test_ui_wait_for (sudoku_test_ui_has_dialog, work->window, "the error dialog");
  dialog = sudoku_test_ui_find_dialog (work->window);
  g_object_get (dialog, "heading", &title, NULL);
  g_assert_cmpstr (title, ==, expected);
  sudoku_test_ui_respond (dialog, SUDOKU_ALERT_RESPONSE_CLOSE);
  sudoku_test_ui_spin ();
}

static gboolean
not_modified (gpointer board)
{
  return !sudoku_board_get_modified (SUDOKU_BOARD (board));
}

static gboolean
status_is (gpointer data)
{
  gpointer *pair = data;

  return g_strcmp0 (sudoku_test_ui_get_status (pair[0]), pair[1]) == 0;
}

static void
assert_renamed (const char   *name,
                SudokuFormat  format,
                const char   *expected)
{
  g_autoptr(GFile) file = g_file_new_for_path (name);
  g_autoptr(GFile) renamed = sudoku_file_chooser_file_for_format (file, format);
  g_autofree char *base = g_file_get_basename (renamed);

  g_assert_cmpstr (base, ==, expected);
}

/* Save As to another format over the window's own file: the name follows the
 * format, so the .sudoku file is not overwritten with a line of digits; and
 * Save As over the own file keeps the old one as NAME~, like any other. */
static void
test_save_as_other_format (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("sudoku-save-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "coll-1.sudoku", NULL);
  g_autofree char *line_path = g_build_filename (dir, "coll-1.txt", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *first = NULL;
  g_autofree char *line = NULL;
  gpointer exported[2] = { NULL, "Exported to “coll-1.txt”" };
  Work work;

  assert_renamed ("coll-1.sudoku", SUDOKU_FORMAT_LINE, "coll-1.txt");
  assert_renamed ("coll-1", SUDOKU_FORMAT_MATRIX, "coll-1.txt");
  assert_renamed ("coll-1.SDK", SUDOKU_FORMAT_NATIVE, "coll-1.sudoku");
  assert_renamed ("coll-1.txt", SUDOKU_FORMAT_LINE, "coll-1.txt");
  assert_renamed ("notes.puzzle", SUDOKU_FORMAT_LINE, "notes.puzzle");

  start_work (&work);
  _sudoku_window_save_to (work.window, file, SUDOKU_FORMAT_NATIVE, FALSE);
  sudoku_test_ui_wait_for (not_modified, work.board, "the first save");
  g_assert_true (g_file_get_contents (path, &first, NULL, NULL));

  g_assert_true (sudoku_board_set_value (work.board, 3, 6));
  exported[0] = work.window;
  _sudoku_window_save_chosen (work.window, file, SUDOKU_FORMAT_LINE);
  sudoku_test_ui_wait_for (status_is, exported, "the export");
  sudoku_test_assert_file_is (path, first);
  g_assert_true (g_file_get_contents (line_path, &line, NULL, NULL));
  g_assert_cmpuint (strlen (g_strchomp (line)), ==, SK_CELLS);

  _sudoku_window_save_chosen (work.window, file, SUDOKU_FORMAT_NATIVE);
  sudoku_test_ui_wait_for (not_modified, work.board, "the save over the own file");
  sudoku_test_assert_file_is (backup, first);

  sudoku_test_ui_destroy_window (work.window);
  g_unlink (backup);
  g_unlink (line_path);
  g_unlink (path);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The place to save to is a folder: refused, the folder and board as they were. */
static void
test_save_onto_folder (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("sudoku-save-XXXXXX");
  g_autofree char *target = g_build_filename (dir, "puzzle.sudoku", NULL);
  g_autofree char *inside = g_build_filename (target, "keep.txt", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (target);
  Work work;

  g_assert_cmpint (g_mkdir (target, 0755), ==, 0);
  sudoku_test_write_file (inside, OLD_CONTENTS, -1);
  start_work (&work);

  _sudoku_window_save_to (work.window, file, SUDOKU_FORMAT_NATIVE, TRUE);
  expect_save_error (&work, "puzzle.sudoku");
  assert_work_kept (&work);
  g_assert_true (g_file_test (target, G_FILE_TEST_IS_DIR));
  sudoku_test_assert_file_is (inside, OLD_CONTENTS);

  sudoku_test_ui_destroy_window (work.window);
  g_unlink (inside);
  g_rmdir (target);
  g_rmdir (dir);
}

/* A full disk, for real: while this process may write no file past 32 bytes
 * (RLIMIT_FSIZE: EFBIG, as a full disk gives ENOSPC), Save over an existing
 * file in the formats of a collection and of the window's own files. Each
 * fails with a message naming the file and the reason; the old file stays
 * byte for byte, and no temporary file, backup or partial file is left. */
static void
test_save_full_disk (void)
{
  static const SudokuFormat formats[] = { SUDOKU_FORMAT_LINE, SUDOKU_FORMAT_MATRIX, SUDOKU_FORMAT_NATIVE };
  g_autofree char *dir = sudoku_test_make_temp_dir ("sudoku-save-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "puzzles.txt", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *body = g_strdup_printf ("%s: %s", path, g_strerror (EFBIG));
  Work work;

  sudoku_test_write_file (path, OLD_CONTENTS, -1);
  start_work (&work);
  sudoku_test_limit_file_size (32);

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_autofree char *listing = NULL;
      g_autofree char *shown = NULL;
      AdwMessageDialog *dialog;

      _sudoku_window_save_to (work.window, file, formats[i], TRUE);
      sudoku_test_ui_wait_for (sudoku_test_ui_has_dialog, work.window, "the error dialog");
      dialog = sudoku_test_ui_find_dialog (work.window);
      g_object_get (dialog, "body", &shown, NULL);
      sudoku_test_ui_respond (dialog, SUDOKU_ALERT_RESPONSE_CLOSE);
      sudoku_test_ui_spin ();

      /* What is on disk first, then what was said. */
      sudoku_test_assert_file_is (path, OLD_CONTENTS);
      listing = sudoku_test_list_folder (dir);
      g_assert_cmpstr (listing, ==, "puzzles.txt");
      g_assert_cmpstr (shown, ==, body);
      assert_work_kept (&work);
    }

  sudoku_test_unlimit_file_size ();
  sudoku_test_ui_destroy_window (work.window);
  sudoku_test_remove_tree (dir);
}

/* chmod -R a+rwX: folders 0777, files 0666. */
static void
open_up (const char *path)
{
  g_autoptr(GDir) dir = NULL;
  const char *name;

  if (!g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_assert_cmpint (g_chmod (path, 0666), ==, 0);
      return;
    }
  g_assert_cmpint (g_chmod (path, 0777), ==, 0);
  dir = g_dir_open (path, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      open_up (child);
    }
}

/* Run in a child that is not root: a folder it may not write to. */
static void
read_only_folder_child (void)
{
  const char *dir = g_getenv ("SUDOKU_TEST_READ_ONLY_DIR");
  g_autofree char *path = g_build_filename (dir, "puzzle.sudoku", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  Work work;

  if (geteuid () == 0)
    {
      /* The scratch folders (settings, recent files, and the session boards
       * the parent's windows already wrote) stay writable for the user we
       * become; only the puzzle's folder is not. */
      g_assert_cmpint (g_chmod (scratch, 0711), ==, 0);
      for (const char *const *v = (const char *const[]) { "XDG_DATA_HOME", "XDG_STATE_HOME",
                                                          "XDG_CONFIG_HOME", "XDG_CACHE_HOME",
                                                          NULL };
           *v != NULL; v++)
        open_up (g_getenv (*v));
      g_assert_cmpint (setgid (65534), ==, 0);
      g_assert_cmpint (setuid (65534), ==, 0);
    }
  g_assert_cmpint (access (dir, W_OK), !=, 0);

  start_work (&work);
  _sudoku_window_save_to (work.window, file, SUDOKU_FORMAT_NATIVE, FALSE);
  expect_save_error (&work, "puzzle.sudoku");
  assert_work_kept (&work);
  sudoku_test_assert_file_is (path, OLD_CONTENTS);
  sudoku_test_ui_destroy_window (work.window);
}

static void
test_save_into_read_only_folder (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;

  if (g_test_subprocess ())
    {
      read_only_folder_child ();
      return;
    }

  /* Readable and searchable by all, writable by nobody but root. */
  dir = sudoku_test_make_temp_dir ("sudoku-save-XXXXXX");
  path = g_build_filename (dir, "puzzle.sudoku", NULL);
  sudoku_test_write_file (path, OLD_CONTENTS, -1);
  g_assert_cmpint (g_chmod (path, 0644), ==, 0);
  g_assert_cmpint (g_chmod (dir, 0555), ==, 0);

  g_setenv ("SUDOKU_TEST_READ_ONLY_DIR", dir, TRUE);
  /* The accessibility bus of root's session is not the other user's to join. */
  g_setenv ("GTK_A11Y", "none", TRUE);
  g_test_trap_subprocess (NULL, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();

  /* And from out here too: not a byte changed, no stray temporary file. */
  sudoku_test_assert_file_is (path, OLD_CONTENTS);
  {
    g_autofree char *listing = sudoku_test_list_folder (dir);

    g_assert_cmpstr (listing, ==, "puzzle.sudoku");
  }

  g_chmod (dir, 0755);
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  /* A child (g_test_trap_subprocess) keeps the parent's folders. */
  if (g_getenv ("SUDOKU_TEST_SCRATCH") != NULL)
    scratch = g_strdup (g_getenv ("SUDOKU_TEST_SCRATCH"));
  else
    {
      scratch = sudoku_test_ui_isolate ();
      g_setenv ("SUDOKU_TEST_SCRATCH", scratch, TRUE);
    }
  gtk_test_init (&argc, &argv, NULL);

  application = sudoku_test_ui_new_application ();

  g_test_add_func ("/ui/Save/save-as-other-format", test_save_as_other_format);
  g_test_add_func ("/ui/Save/onto-folder", test_save_onto_folder);
  g_test_add_func ("/ui/Save/read-only-folder", test_save_into_read_only_folder);
  g_test_add_func ("/ui/Save/full-disk", test_save_full_disk);

  status = g_test_run ();

  g_clear_object (&application);
  g_free (scratch);
  return status;
}
