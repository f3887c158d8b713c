/* test-window-save.c: saving never loses anything: failed saves, Save As names
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A failed save must leave the old file byte for byte as it was, and the
 * board as the user left it, still marked as unsaved. The tests run as root
 * in CI, where file modes stop nothing; the read-only folder case therefore
 * runs in a child process that gives up root first. Saving in place, and
 * Save As and Export Image through GTK's file chooser (where it can run:
 * SUDOKU_TEST_UI_FILE_CHOOSER_SKIPPED), write what the board holds.
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
#include "sudoku-session.h"
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
  sudoku_test_ui_wait_for (sudoku_test_ui_not_modified, work.board, "the first save");
  g_assert_true (g_file_get_contents (path, &first, NULL, NULL));

  g_assert_true (sudoku_board_set_value (work.board, 3, 6));
  exported[0] = work.window;
  _sudoku_window_save_chosen (work.window, file, SUDOKU_FORMAT_LINE);
  sudoku_test_ui_wait_for (status_is, exported, "the export");
  sudoku_test_assert_file_is (path, first);
  g_assert_true (g_file_get_contents (line_path, &line, NULL, NULL));
  g_assert_cmpuint (strlen (g_strchomp (line)), ==, SK_CELLS);

  _sudoku_window_save_chosen (work.window, file, SUDOKU_FORMAT_NATIVE);
  sudoku_test_ui_wait_for (sudoku_test_ui_not_modified, work.board, "the save over the own file");
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
  /* The limit is for the saves under test only. GtkRecentManager writes its
   * list 250 ms after a change (the earlier cases' saves added files), and
   * the session keeps the edited board 700 ms after the edit, on its writer
   * thread: let both land first, or their own warnings that the write
   * failed would end the test. */
  sudoku_test_ui_spin_for (1000);
  sudoku_session_flush ();
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

static void
test_save (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("sudoku-window-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "puzzle.sudoku", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();
  g_autoptr(SudokuPuzzle) saved = NULL;
  g_autofree char *text = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  SudokuWindow *window;
  SudokuBoard *board;
  gsize length;

  sudoku_test_grid_from_text (CLASSIC, &puzzle->givens);
  text = sudoku_native_file_write (puzzle);
  sudoku_test_write_file (path, text, -1);

  window = sudoku_test_ui_new_window (application);
  board = sudoku_window_get_board (window);
  sudoku_window_open_file (window, file);
  sudoku_test_ui_wait_for (sudoku_test_ui_board_filled, board, "puzzle.sudoku");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "puzzle.sudoku");

  sudoku_board_set_value (board, 2, 4);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "*puzzle.sudoku");

  /* A .sudoku file is saved in place, without a dialog. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL);
  sudoku_test_ui_wait_for (sudoku_test_ui_not_modified, board, "the save");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "puzzle.sudoku");

  g_assert_true (g_file_get_contents (path, &contents, &length, &error));
  g_assert_no_error (error);
  saved = sudoku_native_file_parse (contents, length, "puzzle.sudoku", &error);
  g_assert_no_error (error);
  sudoku_test_assert_grids_equal (&saved->givens, &puzzle->givens);
  g_assert_cmpuint (saved->entries.cell[2], ==, 4);

  sudoku_test_ui_destroy_window (window);
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static GtkFileFilter *
find_filter (GtkFileChooser *chooser,
             const char     *name)
{
  g_autoptr(GListModel) filters = gtk_file_chooser_get_filters (chooser);

  for (guint i = 0; i < g_list_model_get_n_items (filters); i++)
    {
      g_autoptr(GtkFileFilter) filter = g_list_model_get_item (filters, i);

      if (g_strcmp0 (gtk_file_filter_get_name (filter), name) == 0)
        return filter;   /* the chooser keeps it alive */
    }
  g_error ("no filter named “%s”", name);
}

/* Where GTK's file chooser cannot run: the test is skipped, and the window
 * and the test's empty folder go. */
static gboolean
skip_file_chooser (SudokuWindow *window,
                   const char   *dir)
{
  if (!SUDOKU_TEST_UI_FILE_CHOOSER_SKIPPED)
    return FALSE;
  g_test_skip ("opens GTK's file chooser, which leaks under AddressSanitizer");
  sudoku_test_ui_destroy_window (window);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
  return TRUE;
}

/* As a person would: the filter, a full path typed as the name, then the
 * accept button (a programmatic ACCEPT response is swallowed by the dialog,
 * which checks the name first). */
static void
accept_chooser (GtkFileChooser *chooser,
                const char     *filter,
                const char     *path)
{
  gtk_file_chooser_set_filter (chooser, find_filter (chooser, filter));
  gtk_file_chooser_set_current_name (chooser, path);
  gtk_widget_activate (gtk_dialog_get_widget_for_response (GTK_DIALOG (chooser),
                                                           GTK_RESPONSE_ACCEPT));
}

static void
test_export_line (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("sudoku-window-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "out.txt", NULL);
  g_autofree char *contents = NULL;
  gpointer exported[2] = { NULL, "Exported to “out.txt”" };
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  GtkFileChooser *chooser;
  SkGrid written, expected;

  if (skip_file_chooser (window, dir))
    return;

  sudoku_test_ui_open_and_wait (window, "examples", "classic-line.txt");
  sudoku_board_set_value (board, 2, 4);
  exported[0] = window;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.save-as", NULL);
  sudoku_test_ui_wait_for (sudoku_test_ui_has_chooser, window, "the Save dialog");
  chooser = GTK_FILE_CHOOSER (sudoku_test_ui_find_chooser (window));
  g_assert_cmpstr (gtk_file_chooser_get_current_name (chooser), ==, "classic-line.sudoku");

  /* The filter chosen is the format written. */
  accept_chooser (chooser, "One Line of 81 Digits (*.txt)", path);
  sudoku_test_ui_wait_for (sudoku_test_ui_status_starts, exported, "the export");

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_strchomp (contents);
  g_assert_cmpuint (strlen (contents), ==, SK_CELLS);
  sudoku_test_grid_from_text (contents, &written);
  sudoku_board_get_values_grid (board, &expected);
  sudoku_test_assert_grids_equal (&written, &expected);

  /* An export leaves the window's own file and state alone. */
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "*classic-line.txt");

  sudoku_test_ui_destroy_window (window);
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* Export Image through its dialog: the SVG filter chosen and a name typed
 * without a suffix make an SVG file named with the filter's suffix. */
static void
test_export_image_chooser (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("sudoku-window-XXXXXX");
  g_autofree char *typed = g_build_filename (dir, "board", NULL);
  g_autofree char *written = g_build_filename (dir, "board.svg", NULL);
  g_autofree char *contents = NULL;
  gpointer exported[2] = { NULL, "Exported the board to “board.svg”" };
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  GtkFileChooser *chooser;

  if (skip_file_chooser (window, dir))
    return;

  sudoku_test_ui_open_and_wait (window, "examples", "classic-line.txt");
  exported[0] = window;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.export-image", NULL);
  sudoku_test_ui_wait_for (sudoku_test_ui_has_chooser, window, "the Export Image dialog");
  chooser = GTK_FILE_CHOOSER (sudoku_test_ui_find_chooser (window));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (chooser)), ==, "Export Image");
  g_assert_cmpstr (gtk_file_chooser_get_current_name (chooser), ==, "classic-line.png");
  g_assert_true (gtk_file_chooser_get_filter (chooser) == find_filter (chooser, "PNG Image (*.png)"));

  accept_chooser (chooser, "SVG Image (*.svg)", typed);
  sudoku_test_ui_wait_for (sudoku_test_ui_toast_is, exported, "the image export");

  g_assert_true (g_file_get_contents (written, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "<svg"));
  g_assert_false (g_file_test (typed, G_FILE_TEST_EXISTS));

  sudoku_test_ui_destroy_window (window);
  g_assert_cmpint (g_unlink (written), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
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
  g_test_add_func ("/ui/Window/save", test_save);
  g_test_add_func ("/ui/Window/export-line", test_export_line);
  g_test_add_func ("/ui/Window/export-image-chooser", test_export_image_chooser);

  status = g_test_run ();

  g_clear_object (&application);
  g_free (scratch);
  return status;
}
