/* test-session.c: windows' boards kept on disk, and brought back in windows
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What needs no window (what the session writes, keeps and removes for a
 * document, a full disk, a damaged folder) is in test-session-model.c.
 *
 * What a crash leaves behind is simulated by reading the session folder while
 * the windows are still open, with a second SudokuSession on the same folder,
 * as the next run would. A quit and the next start are the application's
 * "quit" action, then a new application activated as a start without files
 * is. tests/ui/check-crash-restore.py does a crash for real, with kill -9.
 */

#include "config.h"

#include <gtk/gtk.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sudoku-alert.h"
#include "sudoku-application.h"
#include "sudoku-generate-dialog.h"
#include "sudoku-play.h"
#include "sudoku-test-session.h"
#include "sudoku-test-ui.h"
#include "sudoku-window-testing.h"
#include "sudoku-test-util.h"

#define CLASSIC "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

static GtkApplication *application;

static GFile *
session_folder (void)
{
  return sudoku_session_get_folder (sudoku_application_get_session (SUDOKU_APPLICATION (application)));
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
  SudokuTestSessionWanted wanted = { session_folder (), 40, 7 };

  g_assert_true (sudoku_board_set_value (board, 0, 5));
  g_assert_true (sudoku_board_set_value (board, 40, 7));
  sudoku_test_ui_wait_for (sudoku_test_session_saved_with, &wanted, "the board in the session folder");

  entries = sudoku_test_session_restore (session_folder (), sudoku_test_ui_wait_for);
  g_assert_cmpuint (entries->len, ==, 1);
  entry = g_ptr_array_index (entries, 0);
  g_assert_cmpuint (entry->puzzle->entries.cell[0], ==, 5);
  g_assert_cmpuint (entry->puzzle->entries.cell[40], ==, 7);
  g_assert_true (entry->modified);
  g_assert_null (entry->file);
  /* Read once: the next run's windows keep their own copies. */
  g_assert_cmpuint (sudoku_test_session_n_files (session_folder ()), ==, 0);

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
  g_assert_cmpuint (sudoku_test_session_n_files (session_folder ()), ==, 0);
}

static gboolean
saved_with_marks (gpointer data)
{
  const SkMask *wanted = data;
  g_autoptr(GPtrArray) puzzles = sudoku_test_session_read_folder (session_folder ());

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

  entries = sudoku_test_session_restore (session_folder (), sudoku_test_ui_wait_for);
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
  g_assert_cmpuint (sudoku_test_session_n_files (session_folder ()), ==, 0);
}

/* ---- what else a session folder may hold ---- */

static void
write_good_board (const char *name)
{
  g_autofree char *path = sudoku_test_session_path (session_folder (), name);

  sudoku_test_write_file (path, "[Sudoku]\nGivens=" CLASSIC "\n", -1);
}

static gboolean
has_window (gpointer data)
{
  return gtk_application_get_windows (GTK_APPLICATION (data)) != NULL;
}

static gboolean
has_n_windows (gpointer data)
{
  return g_list_length (gtk_application_get_windows (application)) == GPOINTER_TO_UINT (data);
}

/* Started over a session folder holding a named pipe and a link to /dev/zero,
 * the application still shows its window, with the good board, and the bad
 * entries are gone for the next start. */
static void
test_window_appears (void)
{
  g_autofree char *fifo_path = sudoku_test_session_path (session_folder (), "window-1-1.sudoku");
  g_autofree char *zero_path = sudoku_test_session_path (session_folder (), "window-2-1.sudoku");
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
                         "Dropped a board*/window-2-1.sudoku: a symbolic link, which is not followed*");
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
  left = sudoku_test_session_listing (session_folder ());
  g_assert_cmpstr (left, ==, "");
}

/* ---- a quit, and the next start ---- */

/* With the last cell empty, for a digit to type there. */
#define MINE "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7."
#define MINE_TYPED "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

/* What happens between two runs of the program: the queued writes end, the
 * application goes, and a new one starts, registered. The new one has an id
 * of its own: the old one's D-Bus objects may outlive it in this process. */
static void
new_run (void)
{
  static guint n_runs;
  g_autofree char *id = g_strdup_printf ("%s.Restart%u", APP_ID, ++n_runs);
  g_autoptr(GError) error = NULL;

  sudoku_session_flush ();
  g_assert_null (gtk_application_get_windows (application));
  g_clear_object (&application);
  application = GTK_APPLICATION (sudoku_application_new ());
  g_application_set_application_id (G_APPLICATION (application), id);
  g_application_set_flags (G_APPLICATION (application),
                           G_APPLICATION_NON_UNIQUE | G_APPLICATION_HANDLES_OPEN);
  /* Its startup names the program again, which GLib allows once a process. */
  g_test_expect_message ("GLib", G_LOG_LEVEL_WARNING,
                         "g_set_application_name() called multiple times");
  g_application_register (G_APPLICATION (application), NULL, &error);
  g_test_assert_expected_messages ();
  g_assert_no_error (error);
}

/* A new run started without files (the first activation, which brings the
 * last session back), once it shows its first window. */
static SudokuWindow *
restart (void)
{
  new_run ();
  g_application_activate (G_APPLICATION (application));
  sudoku_test_ui_wait_for (has_window, application, "the first window after the restart");
  sudoku_test_ui_spin ();
  return SUDOKU_WINDOW (gtk_application_get_windows (application)->data);
}

/* A new run started with @files (a file manager's, a command line's), once
 * it shows @n_windows windows, each with its board. */
static void
restart_with_files (GFile **files,
                    int     n_files,
                    guint   n_windows)
{
  new_run ();
  g_application_open (G_APPLICATION (application), files, n_files, "");
  sudoku_test_ui_wait_for (has_n_windows, GUINT_TO_POINTER (n_windows), "the windows after the restart");
  for (GList *l = gtk_application_get_windows (application); l != NULL; l = l->next)
    sudoku_test_ui_wait_for (sudoku_test_ui_board_filled, sudoku_window_get_board (l->data),
                             "a board after the restart");
  sudoku_test_ui_spin ();
}

/* The window of @application showing @file. */
static SudokuWindow *
window_of (GFile *file)
{
  SudokuWindow *found = NULL;

  for (GList *l = gtk_application_get_windows (application); l != NULL; l = l->next)
    {
      GFile *shown = sudoku_document_get_file (sudoku_window_get_document (l->data));

      if (shown != NULL && g_file_equal (shown, file))
        {
          g_assert_null (found);
          found = l->data;
        }
    }
  g_assert_nonnull (found);
  return found;
}

static gboolean
has_no_window (gpointer data)
{
  return gtk_application_get_windows (*(GtkApplication **) data) == NULL;
}

/* Ctrl+Q: every window closes, with no question asked when the boards are
 * kept for the next start. */
static void
quit (void)
{
  g_action_group_activate_action (G_ACTION_GROUP (application), "quit", NULL);
  sudoku_test_ui_wait_for (has_no_window, &application, "every window to close at the quit");
}

static GFile *
write_mine (const char *dir)
{
  g_autofree char *path = g_build_filename (dir, "mine.sudoku", NULL);

  sudoku_test_write_file (path, "[Sudoku]\nGivens=" MINE "\n", -1);
  return g_file_new_for_path (path);
}

static SudokuWindow *
open_in_new_window (GFile *file)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);

  sudoku_window_open_file (window, file);
  sudoku_test_ui_wait_for (sudoku_test_ui_board_filled, sudoku_window_get_board (window),
                           "the opened file");
  return window;
}

static void
assert_shows (SudokuWindow *window,
              const char   *text)
{
  SkGrid shown, expected;

  sudoku_test_ui_shown_grid (window, &shown);
  sudoku_test_grid_from_text (text, &expected);
  sudoku_test_assert_grids_equal (&shown, &expected);
}

/* Start with a puzzle, quit, start again: the puzzle is back, as the file it
 * came from, without the crash notice. A window closed before the quit put
 * its board away. */
static void
test_quit_resumes (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("sudoku-session-quit-XXXXXX");
  g_autoptr(GFile) file = write_mine (dir);
  g_autoptr(GFile) other = sudoku_test_ui_data_file ("examples", "jigsaw-line.txt");
  SudokuWindow *closed = open_in_new_window (other);
  SudokuWindow *window;
  g_autofree char *left = NULL;

  open_in_new_window (file);
  /* Closed by itself, unchanged: no question, and gone for good. */
  gtk_window_close (GTK_WINDOW (closed));
  sudoku_test_ui_spin ();
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (application)), ==, 1);

  quit ();
  window = restart ();
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (application)), ==, 1);
  assert_shows (window, MINE);
  g_assert_nonnull (sudoku_window_get_file (window));
  g_assert_true (g_file_equal (sudoku_window_get_file (window), file));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "mine.sudoku");
  g_assert_false (sudoku_board_get_modified (sudoku_window_get_board (window)));
  /* A quit is not a crash. */
  g_assert_cmpstr (sudoku_test_ui_get_status (window), ==, "");
  /* A game to resume: no start page. */
  g_assert_false (_sudoku_window_get_start_shown (window));

  /* Closed by itself now: nothing is left for the next start. */
  sudoku_test_ui_destroy_window (window);
  left = sudoku_test_session_listing (session_folder ());
  g_assert_cmpstr (left, ==, "");
  sudoku_test_remove_tree (dir);
}

static gboolean
board_saved (gpointer board)
{
  return !sudoku_board_get_modified (board);
}

/* Typed digits and pencil marks in an opened file survive a quit without a
 * question: they come back, unsaved ("*"), and Save writes to that file. */
static void
test_quit_keeps_typed_work (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("sudoku-session-typed-XXXXXX");
  g_autoptr(GFile) file = write_mine (dir);
  SudokuWindow *window = open_in_new_window (file);
  SudokuBoard *board = sudoku_window_get_board (window);
  g_autofree char *saved = NULL;
  g_autofree char *path = g_file_get_path (file);
  SkMask marks[SK_CELLS];

  g_assert_true (sudoku_board_set_value (board, 80, 9));
  g_assert_true (sudoku_board_toggle_mark (board, 2, 1));
  g_assert_true (sudoku_board_toggle_mark (board, 2, 4));
  g_assert_true (sudoku_board_get_modified (board));

  quit ();
  window = restart ();
  board = sudoku_window_get_board (window);
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (application)), ==, 1);
  assert_shows (window, MINE_TYPED);
  sudoku_board_get_marks (board, marks);
  g_assert_cmphex (marks[2], ==, (1 << 0) | (1 << 3));
  g_assert_true (sudoku_board_get_modified (board));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "*mine.sudoku");
  g_assert_cmpstr (sudoku_test_ui_get_status (window), ==, "");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  sudoku_test_ui_wait_for (board_saved, board, "the save");
  sudoku_test_ui_destroy_window (window);
  saved = sudoku_test_read_file (path, NULL);
  g_assert_nonnull (strstr (saved, "Entries="));
  sudoku_test_remove_tree (dir);
}

/* Quit with typed work, then start with a file, as from a file manager:
 * the kept board comes back beside the file's window. Start again with the
 * kept board's own file: one window for it, the kept work, not the file's
 * older text beside it. */
static void
test_start_with_file_resumes (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("sudoku-session-files-XXXXXX");
  g_autoptr(GFile) file = write_mine (dir);
  g_autoptr(GFile) other = sudoku_test_ui_data_file ("ui", "explain-xwing.sudoku");
  SudokuWindow *window = open_in_new_window (file);

  g_assert_true (sudoku_board_set_value (sudoku_window_get_board (window), 80, 9));
  quit ();
  restart_with_files (&other, 1, 2);
  window = window_of (file);
  assert_shows (window, MINE_TYPED);
  g_assert_true (sudoku_board_get_modified (sudoku_window_get_board (window)));
  g_assert_false (sudoku_board_get_modified (sudoku_window_get_board (window_of (other))));

  quit ();
  restart_with_files (&file, 1, 2);
  window = window_of (file);
  assert_shows (window, MINE_TYPED);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "*mine.sudoku");
  (void) window_of (other);

  sudoku_board_set_modified (sudoku_window_get_board (window), FALSE);
  while (gtk_application_get_windows (application) != NULL)
    sudoku_test_ui_destroy_window (gtk_application_get_windows (application)->data);
  sudoku_test_remove_tree (dir);
}

/* A session file keeps the puzzle shown: a quit keeps a collection whose
 * only change is there, and asks, with the count, about one whose other
 * puzzles have changes; Discard then puts it away like a closed window. */
static void
test_quit_collection (void)
{
  g_autoptr(GFile) file = sudoku_test_ui_data_file ("sets", "top1465-100.txt");
  SudokuWindow *window = open_in_new_window (file);
  g_autofree char *body = NULL;

  /* The change is in the puzzle shown: kept without a question. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.next-puzzle", NULL);
  sudoku_test_session_fill_first_empty (sudoku_window_get_board (window));
  quit ();
  window = restart ();
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "*top1465-100.txt");
  g_assert_cmpuint (sudoku_board_get_modified (sudoku_window_get_board (window)), ==, TRUE);
  sudoku_test_ui_destroy_window (window);

  /* Changes in puzzles 1 and 2, puzzle 2 shown: the quit asks. */
  window = open_in_new_window (file);
  sudoku_test_session_fill_first_empty (sudoku_window_get_board (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.next-puzzle", NULL);
  sudoku_test_session_fill_first_empty (sudoku_window_get_board (window));
  g_action_group_activate_action (G_ACTION_GROUP (application), "quit", NULL);
  sudoku_test_ui_wait_for (sudoku_test_ui_has_dialog, window, "the save question at the quit");
  g_object_get (sudoku_test_ui_find_dialog (window), "body", &body, NULL);
  g_assert_cmpstr (body, ==,
                   "2 puzzles have unsaved changes. If you don’t save, the changes will be lost.");
  sudoku_test_ui_respond (sudoku_test_ui_find_dialog (window), SUDOKU_ALERT_RESPONSE_DISCARD);
  sudoku_test_ui_wait_for (has_no_window, &application, "the window to close");
  window = restart ();
  g_assert_cmpuint (sudoku_board_get_n_filled (sudoku_window_get_board (window)), ==, 0);
  sudoku_test_ui_destroy_window (window);
}

/* With resuming off, a quit forgets the boards, as does turning it off
 * between a quit and the next start. */
static void
test_resume_off (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("sudoku-session-off-XXXXXX");
  g_autoptr(GFile) file = write_mine (dir);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  SudokuWindow *window;
  g_autofree char *left = NULL;

  g_settings_set_boolean (settings, "resume-game", FALSE);
  open_in_new_window (file);
  quit ();
  window = restart ();
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (application)), ==, 1);
  g_assert_cmpuint (sudoku_board_get_n_filled (sudoku_window_get_board (window)), ==, 0);
  /* The start page: the application's name, no puzzle's. */
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Sudoku Solver");
  g_assert_true (_sudoku_window_get_start_shown (window));
  sudoku_test_ui_destroy_window (window);

  g_settings_set_boolean (settings, "resume-game", TRUE);
  open_in_new_window (file);
  quit ();
  g_settings_set_boolean (settings, "resume-game", FALSE);
  window = restart ();
  g_assert_cmpuint (sudoku_board_get_n_filled (sudoku_window_get_board (window)), ==, 0);
  sudoku_test_ui_destroy_window (window);
  left = sudoku_test_session_listing (session_folder ());
  g_assert_cmpstr (left, ==, "");

  g_settings_reset (settings, "resume-game");
  sudoku_test_remove_tree (dir);
}

/* The header's board controls, shown only with the board. */
static void
assert_board_controls (SudokuWindow *window,
                       gboolean      shown)
{
  const char *actions[] = { "win.undo", "win.hint", "win.pencil-mode", "win.solve" };

  for (gsize i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      GtkWidget *control = sudoku_test_ui_find_action_widget (GTK_WIDGET (window), actions[i]);

      g_assert_nonnull (control);
      g_assert_cmpint (gtk_widget_is_visible (control), ==, shown);
    }
}

/* A start with nothing to resume shows the start page, Easy focused; each
 * button does its job, and a puzzle coming onto the board sends the page away.
 * The page has no clock running and no board controls in the header. */
static void
test_start_page (void)
{
  g_autoptr(GFile) file = sudoku_test_ui_data_file ("examples", "classic-line.txt");
  g_autoptr(GPtrArray) buttons = NULL;
  SudokuWindow *window = restart ();
  const SudokuPlayClock *clock = _sudoku_window_get_play_clock (window);
  GtkWindow *dialog;
  gint64 before;

  g_assert_true (_sudoku_window_get_start_shown (window));
  g_assert_false (sudoku_play_clock_is_running (clock));
  assert_board_controls (window, FALSE);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Sudoku Solver");
  buttons = _sudoku_window_get_start_buttons (window);
  g_assert_cmpuint (buttons->len, ==, SK_LEVEL_EXTREME + 1 + 2);
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == buttons->pdata[SK_LEVEL_EASY]);
  g_assert_cmpstr (gtk_button_get_label (buttons->pdata[SK_LEVEL_DIABOLICAL]), ==, "Diabolical");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (buttons->pdata[SK_LEVEL_DIABOLICAL]), ==,
                   "New Diabolical Puzzle");

  /* A level: New Puzzle at that level. Cancelled, nothing came: the page stays. */
  g_signal_emit_by_name (buttons->pdata[SK_LEVEL_HARD], "clicked");
  sudoku_test_ui_spin ();
  dialog = sudoku_test_ui_find_window (SUDOKU_TYPE_GENERATE_DIALOG, window);
  g_assert_nonnull (dialog);
  g_assert_cmpint (sudoku_generate_dialog_get_level (SUDOKU_GENERATE_DIALOG (dialog)), ==,
                   SK_LEVEL_HARD);
  gtk_window_close (dialog);
  sudoku_test_ui_spin ();
  g_assert_null (sudoku_test_ui_find_window (SUDOKU_TYPE_GENERATE_DIALOG, window));
  g_assert_true (_sudoku_window_get_start_shown (window));

  g_assert_cmpstr (gtk_actionable_get_action_name (buttons->pdata[buttons->len - 2]), ==,
                   "win.open");

  /* Empty Board: the board, to type a puzzle in, its clock from 0:00. */
  before = g_get_monotonic_time ();
  g_signal_emit_by_name (buttons->pdata[buttons->len - 1], "clicked");
  g_assert_false (_sudoku_window_get_start_shown (window));
  g_assert_true (sudoku_play_clock_is_running (clock));
  g_assert_cmpint (sudoku_play_clock_get_elapsed (clock, g_get_monotonic_time ()), <=,
                   g_get_monotonic_time () - before);
  assert_board_controls (window, TRUE);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Untitled Puzzle");
  g_assert_nonnull (gtk_widget_get_ancestor (gtk_window_get_focus (GTK_WINDOW (window)),
                                            SUDOKU_TYPE_BOARD_VIEW));

  /* An opened file sends the page away too. */
  sudoku_window_show_start (window);
  g_assert_true (_sudoku_window_get_start_shown (window));
  g_assert_false (sudoku_play_clock_is_running (clock));
  assert_board_controls (window, FALSE);
  sudoku_window_open_file (window, file);
  sudoku_test_ui_wait_for (sudoku_test_ui_board_filled, sudoku_window_get_board (window),
                           "the opened file");
  g_assert_false (_sudoku_window_get_start_shown (window));
  g_assert_true (sudoku_play_clock_is_running (clock));
  assert_board_controls (window, TRUE);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "classic-line.txt");
  sudoku_test_ui_destroy_window (window);
}

/* A board the last run left open (no quit marked it) is a crash's: it comes
 * back with the notice that says so. */
static void
test_crash_notice (void)
{
  SudokuWindow *window;

  write_good_board ("window-1-1.sudoku");
  window = restart ();
  assert_shows (window, CLASSIC);
  g_assert_nonnull (strstr (sudoku_test_ui_get_status (window), "did not close properly"));
  sudoku_test_ui_destroy_window (window);
}

static gboolean
toast_says_unkept (gpointer data)
{
  const char *toast = _sudoku_window_get_last_toast (data);

  return toast != NULL && strstr (toast, "not kept safe from a crash") != NULL;
}

/* A board the session cannot write (here its folder is a plain file) would
 * be lost by a crash: the window says so, and the board stays as it is. */
static void
test_unkept_told (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  g_autofree char *folder = g_file_get_path (session_folder ());

  sudoku_session_flush ();
  sudoku_test_remove_tree (folder);
  sudoku_test_write_file (folder, "not a folder", -1);
  g_test_expect_message ("sudoku-session", G_LOG_LEVEL_MESSAGE, "*Could not keep the board*");
  g_assert_true (sudoku_board_set_value (board, 40, 7));
  sudoku_test_ui_wait_for (toast_says_unkept, window, "the toast that the board is not kept");
  g_test_assert_expected_messages ();
  g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, 40)), ==, 7);

  /* Closing it would remove its file, which is not there either. */
  g_test_expect_message ("sudoku-session", G_LOG_LEVEL_WARNING, "*Could not remove the session file*");
  sudoku_test_ui_destroy_window (window);
  sudoku_session_flush ();
  g_test_assert_expected_messages ();
  g_assert_cmpint (g_remove (folder), ==, 0);
}

/* Nine regions of nine: the rows. */
#define ROWS "111111111222222222333333333444444444555555555666666666777777777888888888999999999"
#define ENTRIES "..4......................................................................1......."
/* Marks 5 and 6 in cell 3, row 1, column 4. */
#define MARKS ",,,56,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,"
#define SHOWN "534.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5.1..8..7."

/* A session file whose @field is broken comes back without it: the givens,
 * the layout, the other fields, the file Save writes to and the modified
 * state are kept, the notice names what was dropped, and the damaged file is
 * kept aside as NAME.bad, which the next start does not read. */
static SudokuWindow *
restart_with_damaged (const char *entries,
                      const char *marks)
{
  g_autofree char *path = sudoku_test_session_path (session_folder (), "window-1-1.sudoku");
  g_autofree char *text = NULL;
  g_autofree char *bad = sudoku_test_session_path (session_folder (), "window-1-1.sudoku.bad");
  SudokuWindow *window;
  char symbols[SK_CELLS + 1];

  text = g_strdup_printf ("[Sudoku]\nTitle=Sunday\nGivens=" MINE "\nEntries=%s\n"
                          "Marks=%s\nRegions=" ROWS "\n\n[Session]\n"
                          "File=file:///nowhere/sunday.sudoku\nModified=true\nQuit=true\n",
                          entries, marks);
  sudoku_test_write_file (path, text, -1);
  window = restart ();
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (application)), ==, 1);
  g_assert_true (g_file_test (bad, G_FILE_TEST_IS_REGULAR));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  sk_layout_to_symbols (sudoku_board_get_layout (sudoku_window_get_board (window)), symbols);
  g_assert_cmpstr (symbols, ==, ROWS);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "*Sunday");
  g_assert_nonnull (sudoku_window_get_file (window));
  g_assert_cmpstr (g_file_peek_path (sudoku_window_get_file (window)), ==, "/nowhere/sunday.sudoku");
  return window;
}

static void
assert_only_bad_left (SudokuWindow *window)
{
  g_autofree char *bad = sudoku_test_session_path (session_folder (), "window-1-1.sudoku.bad");
  g_autofree char *left = NULL;

  sudoku_test_ui_destroy_window (window);
  left = sudoku_test_session_listing (session_folder ());
  g_assert_cmpstr (left, ==, "window-1-1.sudoku.bad");
  g_assert_cmpint (g_unlink (bad), ==, 0);
}

static void
test_salvage_marks (void)
{
  /* Marks on a given: a cell cannot have both. */
  SudokuWindow *window = restart_with_damaged (ENTRIES, "1,2");
  SkMask marks[SK_CELLS];

  assert_shows (window, SHOWN);
  sudoku_board_get_marks (sudoku_window_get_board (window), marks);
  for (guint i = 0; i < SK_CELLS; i++)
    g_assert_cmphex (marks[i], ==, 0);
  g_assert_cmpstr (sudoku_test_ui_get_status (window), ==,
                   "The pencil marks of this board could not be read and were dropped.");
  assert_only_bad_left (window);
}

static void
test_salvage_entries (void)
{
  /* Entries of 3 cells, and marks in cell 3 (row 1, column 4). */
  SudokuWindow *window = restart_with_damaged ("123", MARKS);
  SkMask marks[SK_CELLS];

  assert_shows (window, MINE);
  sudoku_board_get_marks (sudoku_window_get_board (window), marks);
  g_assert_cmphex (marks[3], ==, (1 << 4) | (1 << 5));
  g_assert_cmpstr (sudoku_test_ui_get_status (window), ==,
                   "The digits entered on this board could not be read and were dropped.");
  assert_only_bad_left (window);
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
  g_test_add_func ("/ui/Session/marks-kept", test_marks_kept);
  g_test_add_func ("/ui/Session/window-appears", test_window_appears);
  g_test_add_func ("/ui/Session/quit-resumes", test_quit_resumes);
  g_test_add_func ("/ui/Session/quit-keeps-typed-work", test_quit_keeps_typed_work);
  g_test_add_func ("/ui/Session/quit-collection", test_quit_collection);
  g_test_add_func ("/ui/Session/start-with-file-resumes", test_start_with_file_resumes);
  g_test_add_func ("/ui/Session/resume-off", test_resume_off);
  g_test_add_func ("/ui/Session/start-page", test_start_page);
  g_test_add_func ("/ui/Session/crash-notice", test_crash_notice);
  g_test_add_func ("/ui/Session/unkept-told", test_unkept_told);
  g_test_add_func ("/ui/Session/salvage-marks", test_salvage_marks);
  g_test_add_func ("/ui/Session/salvage-entries", test_salvage_entries);

  status = g_test_run ();

  g_clear_object (&application);
  return status;
}
