/* test-session-model.c: documents kept on disk while they are edited, and read back
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * SudokuSession tracks documents, not windows, so what it writes, keeps and
 * removes needs no display. What a crash leaves behind is read with a second
 * SudokuSession on the same folder, as the next run would. The windows' part
 * (a restart, its notices, the question at a quit) is in test-session.c.
 */

#include "config.h"

#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sudoku-play.h"
#include "sudoku-session.h"
#include "sudoku-test-session.h"
#include "sudoku-test-util.h"

#define CLASSIC "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

typedef struct
{
  char          *dir;
  GFile         *folder;
  SudokuSession *session;
} Fixture;

/* A session folder of its own for each test, not made yet: the first write
 * makes it, as at the first start of the program. */
static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->dir = sudoku_test_make_temp_dir ("sudoku-session-model-XXXXXX");
  f->folder = g_file_new_build_filename (f->dir, "session", NULL);
  f->session = sudoku_session_new (f->folder);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  sudoku_session_flush ();
  g_clear_object (&f->session);
  g_clear_object (&f->folder);
  sudoku_test_remove_tree (f->dir);
  g_free (f->dir);
}

/* ---- the main loop ---- */

static gboolean
wake (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until @done, for at most 10 s; the writes end on a
 * worker thread, which no source of this loop tells about, hence @wake. */
static void
wait_for (GSourceFunc  done,
          gpointer     data,
          const char  *what)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  guint waker = g_timeout_add (10, wake, NULL);

  while (!done (data))
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("Waited 10 s for %s", what);
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (waker);
}

static gboolean
time_is_up (gpointer data)
{
  return g_get_monotonic_time () >= *(gint64 *) data;
}

static void
spin_for (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * G_TIME_SPAN_MILLISECOND;

  wait_for (time_is_up, &end, "the time to pass");
}

static void
store_result (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  *(GAsyncResult **) user_data = g_object_ref (result);
}

static gboolean
pointer_set (gpointer data)
{
  return *(gpointer *) data != NULL;
}

/* ---- the folder ---- */

static void
write_good_board (Fixture    *f,
                  const char *name)
{
  g_autofree char *path = sudoku_test_session_path (f->folder, name);

  sudoku_test_write_file (path, "[Sudoku]\nGivens=" CLASSIC "\n", -1);
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

static void
open_file (SudokuDocument *document,
           GFile          *file)
{
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;

  sudoku_document_open_async (document, file, NULL, store_result, &result);
  wait_for (pointer_set, &result, "the file to open");
  g_assert_true (sudoku_document_open_finish (document, result, &error));
  g_assert_no_error (error);
}

/* ---- writing ---- */

/* Typed digits reach the disk by themselves, with the play time, and are
 * read back once; the game read back goes on from its time. */
static void
test_typed_digits_written (Fixture       *f,
                           gconstpointer  data)
{
  g_autoptr(SudokuDocument) document = sudoku_document_new ();
  SudokuBoard *board = sudoku_document_get_board (document);
  g_autoptr(GPtrArray) entries = NULL;
  SudokuSessionEntry *entry;
  SudokuTestSessionWanted wanted = { f->folder, 40, 7 };
  SudokuPlayClock *clock = sudoku_board_get_play_clock (board);
  g_autoptr(SudokuBoard) resumed = sudoku_board_new ();
  gint64 now = g_get_monotonic_time ();

  /* Played for 12:34, paused. */
  sudoku_play_clock_restart (clock, now - 754 * G_USEC_PER_SEC);
  sudoku_play_clock_pause (clock, now);
  sudoku_session_track (f->session, document);
  g_assert_true (sudoku_board_set_value (board, 0, 5));
  g_assert_true (sudoku_board_set_value (board, 40, 7));
  wait_for (sudoku_test_session_saved_with, &wanted, "the board in the session folder");

  entries = sudoku_test_session_restore (f->folder, wait_for);
  g_assert_cmpuint (entries->len, ==, 1);
  entry = g_ptr_array_index (entries, 0);
  g_assert_cmpuint (entry->puzzle->entries.cell[0], ==, 5);
  g_assert_cmpuint (entry->puzzle->entries.cell[40], ==, 7);
  g_assert_true (entry->modified);
  g_assert_false (entry->quit);
  g_assert_null (entry->file);
  g_assert_cmpuint (entry->puzzle->time, ==, 754);
  /* Read once: the next run's documents keep their own copies. */
  g_assert_cmpuint (sudoku_test_session_n_files (f->folder), ==, 0);

  sudoku_board_load_puzzle (resumed, entry->puzzle);
  sudoku_board_restart_play_clock (resumed, now);
  g_assert_cmpint (sudoku_play_clock_get_elapsed (sudoku_board_get_play_clock (resumed), now + G_USEC_PER_SEC),
                   ==, 755 * G_USEC_PER_SEC);

  sudoku_session_untrack (f->session, document);
}

/* An empty board never saved is not worth a file. */
static void
test_empty_board_not_kept (Fixture       *f,
                           gconstpointer  data)
{
  g_autoptr(SudokuDocument) document = sudoku_document_new ();

  sudoku_session_track (f->session, document);
  spin_for (1000);
  g_assert_cmpuint (sudoku_test_session_n_files (f->folder), ==, 0);
  sudoku_session_untrack (f->session, document);
}

/* A .sudoku file being edited comes back as that file, named by it. */
static void
test_file_kept (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *path = g_build_filename (f->dir, "mine.sudoku", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(SudokuDocument) document = sudoku_document_new ();
  SudokuBoard *board = sudoku_document_get_board (document);
  g_autoptr(GPtrArray) entries = NULL;
  SudokuSessionEntry *entry;
  SudokuTestSessionWanted wanted = { f->folder, 80, 9 };

  sudoku_test_write_file (path,
                          "[Sudoku]\nTitle=Mine\nGivens=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7.\n",
                          -1);
  sudoku_session_track (f->session, document);
  open_file (document, file);
  g_assert_true (sudoku_board_set_value (board, 80, 9));
  wait_for (sudoku_test_session_saved_with, &wanted, "the board in the session folder");

  entries = sudoku_test_session_restore (f->folder, wait_for);
  g_assert_cmpuint (entries->len, ==, 1);
  entry = g_ptr_array_index (entries, 0);
  g_assert_nonnull (entry->file);
  g_assert_true (g_file_equal (entry->file, file));
  g_assert_true (entry->modified);
  g_assert_cmpuint (entry->puzzle->givens.cell[0], ==, 5);
  g_assert_cmpstr (entry->puzzle->title, ==, "mine.sudoku");

  sudoku_session_untrack (f->session, document);
  g_assert_cmpuint (sudoku_test_session_n_files (f->folder), ==, 0);
}

/* A document put away (its window closed by itself) takes its file with
 * it, and its later changes are no longer written. */
static void
test_untrack_removes (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(SudokuDocument) document = sudoku_document_new ();
  SudokuBoard *board = sudoku_document_get_board (document);
  g_autofree char *left = NULL;
  SudokuTestSessionWanted wanted = { f->folder, 40, 7 };

  sudoku_session_track (f->session, document);
  g_assert_true (sudoku_board_set_value (board, 40, 7));
  wait_for (sudoku_test_session_saved_with, &wanted, "the board in the session folder");
  g_assert_false (sudoku_session_is_kept (f->session, document));

  sudoku_session_untrack (f->session, document);
  g_assert_cmpuint (sudoku_test_session_n_files (f->folder), ==, 0);
  g_assert_true (sudoku_board_set_value (board, 41, 8));
  spin_for (1000);
  left = sudoku_test_session_listing (f->folder);
  g_assert_cmpstr (left, ==, "");
  /* Untracked twice, or never: nothing to do. */
  sudoku_session_untrack (f->session, document);
}

/* A quit with resuming on: the document is written at once, marked as
 * kept by a quit, and its file stays when it is put away. A document
 * tracked after the quit is not kept. */
static void
test_keep_all_keeps (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(SudokuDocument) document = sudoku_document_new ();
  g_autoptr(SudokuDocument) later = sudoku_document_new ();
  g_autoptr(GPtrArray) entries = NULL;
  SudokuSessionEntry *entry;

  /* No folder yet: nothing to restore, found without a thread. */
  g_assert_false (sudoku_session_has_boards (f->session));
  sudoku_session_track (f->session, document);
  g_assert_true (sudoku_board_set_value (sudoku_document_get_board (document), 40, 7));
  /* Before the delay of the writes: the quit does not wait for it. */
  sudoku_session_keep_all (f->session);
  g_assert_true (sudoku_session_is_kept (f->session, document));
  sudoku_session_track (f->session, later);
  g_assert_false (sudoku_session_is_kept (f->session, later));

  sudoku_session_untrack (f->session, document);
  sudoku_session_untrack (f->session, later);
  g_assert_false (sudoku_session_is_kept (f->session, document));
  sudoku_session_flush ();
  g_assert_true (sudoku_session_has_boards (f->session));
  entries = sudoku_test_session_restore (f->folder, wait_for);
  g_assert_cmpuint (entries->len, ==, 1);
  /* Taken out of the folder by the restore, which stays, empty. */
  g_assert_false (sudoku_session_has_boards (f->session));
  entry = g_ptr_array_index (entries, 0);
  g_assert_true (entry->quit);
  g_assert_true (entry->modified);
  g_assert_cmpuint (entry->puzzle->entries.cell[40], ==, 7);
}

/* A Sudoku-X game comes back with its diagonals, and so goes on as Sudoku-X. */
static void
test_variant_kept (Fixture       *f,
                   gconstpointer  data)
{
  static const guint8 diagonals[2][SK_SIZE] = {
    { 0, 10, 20, 30, 40, 50, 60, 70, 80 },
    { 8, 16, 24, 32, 40, 48, 56, 64, 72 },
  };
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "puzzles",
                                                 "sudoku-x.sudoku", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(SudokuDocument) document = sudoku_document_new ();
  g_autoptr(SudokuBoard) resumed = sudoku_board_new ();
  g_autoptr(GPtrArray) entries = NULL;
  SudokuSessionEntry *entry;
  const SkLayout *layout;

  open_file (document, file);
  sudoku_session_track (f->session, document);
  sudoku_test_session_fill_first_empty (sudoku_document_get_board (document));
  sudoku_session_keep_all (f->session);
  sudoku_session_untrack (f->session, document);

  entries = sudoku_test_session_restore (f->folder, wait_for);
  g_assert_cmpuint (entries->len, ==, 1);
  entry = g_ptr_array_index (entries, 0);
  g_assert_true (g_file_equal (entry->file, file));
  sudoku_board_load_puzzle (resumed, entry->puzzle);
  layout = sudoku_board_get_layout (resumed);
  g_assert_cmpuint (layout->n_extra, ==, 2);
  g_assert_cmpmem (layout->unit_cells[SK_UNITS], SK_SIZE, diagonals[0], SK_SIZE);
  g_assert_cmpmem (layout->unit_cells[SK_UNITS + 1], SK_SIZE, diagonals[1], SK_SIZE);
  g_assert_true (sk_layout_equal (layout, sudoku_board_get_layout (sudoku_document_get_board (document))));
}

/* A session file keeps the puzzle shown: a quit keeps a collection whose
 * only change is there, not one with changes in puzzles it does not show
 * (its window asks about them instead), which goes when put away. */
static void
test_hidden_changes_not_kept (Fixture       *f,
                              gconstpointer  data)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "sets",
                                                 "top1465-100.txt", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(SudokuDocument) hidden = sudoku_document_new ();
  g_autoptr(SudokuDocument) shown = sudoku_document_new ();
  g_autoptr(GPtrArray) entries = NULL;
  SudokuSessionEntry *entry;

  sudoku_session_track (f->session, hidden);
  sudoku_session_track (f->session, shown);
  open_file (hidden, file);
  open_file (shown, file);

  /* A change in puzzle 1, puzzle 2 shown. */
  sudoku_test_session_fill_first_empty (sudoku_document_get_board (hidden));
  sudoku_document_set_position (hidden, 1);
  g_assert_cmpuint (sudoku_document_get_n_modified_hidden (hidden), ==, 1);
  /* The change in puzzle 2, shown. */
  sudoku_document_set_position (shown, 1);
  sudoku_test_session_fill_first_empty (sudoku_document_get_board (shown));
  g_assert_cmpuint (sudoku_document_get_n_modified_hidden (shown), ==, 0);

  sudoku_session_keep_all (f->session);
  g_assert_false (sudoku_session_is_kept (f->session, hidden));
  g_assert_true (sudoku_session_is_kept (f->session, shown));

  sudoku_session_untrack (f->session, hidden);
  sudoku_session_untrack (f->session, shown);
  entries = sudoku_test_session_restore (f->folder, wait_for);
  g_assert_cmpuint (entries->len, ==, 1);
  entry = g_ptr_array_index (entries, 0);
  g_assert_true (entry->quit);
  g_assert_true (entry->modified);
  g_assert_cmpstr (entry->puzzle->title, ==, "top1465-100.txt");
}

typedef struct
{
  int             count;
  SudokuDocument *document;
  char           *message;
} KeepFailed;

static void
count_keep_failed (SudokuSession  *session,
                   SudokuDocument *document,
                   const GError   *error,
                   KeepFailed     *failed)
{
  failed->count++;
  failed->document = document;
  g_free (failed->message);
  failed->message = g_strdup (error->message);
}

static gboolean
int_is_positive (gpointer data)
{
  return *(int *) data > 0;
}

static gboolean
int_is_two (gpointer data)
{
  return *(int *) data == 2;
}

/* A full disk while the board changes: the session file stays the last
 * board written whole. (g_file_replace_contents() renamed a truncated file
 * over it, and the board was gone at the next start.) The disk is full for
 * a moment by this process's RLIMIT_FSIZE: EFBIG, as a full disk gives
 * ENOSPC. */
/* And the session tells the document's owner once (until a write succeeds
 * again), so that the player can be warned that a crash would lose it. */
static void
test_full_disk_keeps_last (Fixture       *f,
                           gconstpointer  data)
{
  KeepFailed failed = { 0, NULL, NULL };
  g_autoptr(SudokuDocument) document = sudoku_document_new ();
  SudokuBoard *board = sudoku_document_get_board (document);
  g_autofree char *folder = g_file_get_path (f->folder);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *names = NULL;
  g_autofree char *names_after = NULL;
  g_autofree char *path = NULL;
  SudokuTestSessionWanted wanted = { f->folder, 40, 7 };

  sudoku_session_track (f->session, document);
  g_assert_true (sudoku_board_set_value (board, 40, 7));
  wait_for (sudoku_test_session_saved_with, &wanted, "the board in the session folder");
  sudoku_session_flush ();
  names = sudoku_test_list_folder (folder);
  g_assert_null (strchr (names, ' '));
  path = g_build_filename (folder, names, NULL);
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));

  g_signal_connect (f->session, "keep-failed", G_CALLBACK (count_keep_failed), &failed);
  sudoku_test_limit_file_size (64);
  g_test_expect_message ("sudoku-session", G_LOG_LEVEL_MESSAGE, "*File too large*");
  g_test_expect_message ("sudoku-session", G_LOG_LEVEL_MESSAGE, "*File too large*");
  g_assert_true (sudoku_board_set_value (board, 41, 8));
  /* Past the delay of the session's writes (700 ms), then until written. */
  spin_for (1200);
  sudoku_session_flush ();
  /* Told once, on the main thread, naming the document and why. */
  wait_for (int_is_positive, &failed.count, "keep-failed");
  g_assert_cmpint (failed.count, ==, 1);
  g_assert_true (failed.document == document);
  g_assert_nonnull (strstr (failed.message, "File too large"));

  /* Failing again is not told again. */
  g_assert_true (sudoku_board_set_value (board, 42, 9));
  spin_for (1200);
  sudoku_session_flush ();
  spin_for (50);
  g_assert_cmpint (failed.count, ==, 1);
  sudoku_test_unlimit_file_size ();
  g_test_assert_expected_messages ();

  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  names_after = sudoku_test_list_folder (folder);
  g_assert_cmpstr (names_after, ==, names);

  /* A write that succeeds lets the next failure be told. */
  g_assert_true (sudoku_board_set_value (board, 43, 1));
  spin_for (1200);
  sudoku_session_flush ();
  spin_for (50);
  g_assert_cmpint (failed.count, ==, 1);
  sudoku_test_limit_file_size (64);
  g_test_expect_message ("sudoku-session", G_LOG_LEVEL_MESSAGE, "*File too large*");
  g_assert_true (sudoku_board_set_value (board, 44, 2));
  spin_for (1200);
  sudoku_session_flush ();
  sudoku_test_unlimit_file_size ();
  g_test_assert_expected_messages ();
  wait_for (int_is_two, &failed.count, "keep-failed again");
  g_free (failed.message);

  sudoku_session_untrack (f->session, document);
  g_assert_cmpuint (sudoku_test_session_n_files (f->folder), ==, 0);
}

/* ---- reading back what a folder may hold ---- */

/* A broken file in the folder costs that board only, and is kept aside as
 * NAME.bad, which is not read again. */
static void
test_broken_file_dropped (Fixture       *f,
                          gconstpointer  data)
{
  g_autofree char *broken = sudoku_test_session_path (f->folder, "window-1-1.sudoku");
  g_autofree char *good = sudoku_test_session_path (f->folder, "window-2-1.sudoku");
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GPtrArray) again = NULL;
  g_autofree char *left = NULL;

  sudoku_test_write_file (broken, "[Sudoku]\nGivens=xyz\n", -1);
  sudoku_test_write_file (good, "[Sudoku]\nGivens=1\n", -1);
  g_test_expect_message ("sudoku-session", G_LOG_LEVEL_WARNING,
                         "*Dropped a board*(kept as window-1-1.sudoku.bad)");
  g_test_expect_message ("sudoku-session", G_LOG_LEVEL_WARNING,
                         "*Dropped a board*(kept as window-2-1.sudoku.bad)");
  entries = sudoku_test_session_restore (f->folder, wait_for);
  g_test_assert_expected_messages ();
  g_assert_cmpuint (entries->len, ==, 0);
  g_assert_cmpuint (sudoku_test_session_n_files (f->folder), ==, 0);
  again = sudoku_test_session_restore (f->folder, wait_for);
  g_assert_cmpuint (again->len, ==, 0);
  left = sudoku_test_session_listing (f->folder);
  g_assert_cmpstr (left, ==, "window-1-1.sudoku.bad window-2-1.sudoku.bad");
}

/* Restores with a good board beside the bad window-1-1.sudoku: the good one
 * comes back, the bad one is dropped with the warning @why (a pattern)
 * and removed, and the folder is left empty. */
static void
assert_bad_board_dropped (Fixture    *f,
                          const char *why)
{
  g_autofree char *warning = g_strconcat ("Dropped a board*/window-1-1.sudoku: ", why, NULL);
  g_autoptr(GPtrArray) entries = NULL;
  g_autofree char *left = NULL;

  write_good_board (f, "window-2-1.sudoku");
  g_test_expect_message ("sudoku-session", G_LOG_LEVEL_WARNING, warning);
  entries = sudoku_test_session_restore (f->folder, wait_for);
  g_test_assert_expected_messages ();
  assert_good_board (entries);
  left = sudoku_test_session_listing (f->folder);
  g_assert_cmpstr (left, ==, "");
}

/* A named pipe is neither waited on (before, the restore never ended and no
 * window appeared) nor kept for the next start. */
static void
test_fifo_dropped (Fixture       *f,
                   gconstpointer  data)
{
  g_autofree char *fifo_path = sudoku_test_session_path (f->folder, "window-1-1.sudoku");

  g_assert_cmpint (mkfifo (fifo_path, 0600), ==, 0);
  assert_bad_board_dropped (f, "Not a regular file");
}

/* A link to /dev/zero: before, read until memory ran out, at every start. */
static void
test_device_link_dropped (Fixture       *f,
                          gconstpointer  data)
{
  g_autofree char *zero_path = sudoku_test_session_path (f->folder, "window-1-1.sudoku");

  g_assert_cmpint (symlink ("/dev/zero", zero_path), ==, 0);
  /* The link is gone afterwards, /dev/zero is not. */
  assert_bad_board_dropped (f, "a symbolic link, which is not followed*");
}

/* A link is not followed out of the folder, even to a good board: the board
 * it points at is neither restored nor removed. */
static void
test_link_not_followed (Fixture       *f,
                        gconstpointer  data)
{
  g_autofree char *target = g_build_filename (f->dir, "elsewhere.sudoku", NULL);
  g_autofree char *link_path = sudoku_test_session_path (f->folder, "window-1-1.sudoku");
  g_autoptr(GPtrArray) entries = NULL;
  g_autofree char *left = NULL;

  sudoku_test_write_file (target, "[Sudoku]\nGivens=" CLASSIC "\n", -1);
  g_assert_cmpint (symlink (target, link_path), ==, 0);
  g_test_expect_message ("sudoku-session", G_LOG_LEVEL_WARNING,
                         "Dropped a board*/window-1-1.sudoku: a symbolic link, which is not followed*");
  entries = sudoku_test_session_restore (f->folder, wait_for);
  g_test_assert_expected_messages ();
  g_assert_cmpuint (entries->len, ==, 0);
  left = sudoku_test_session_listing (f->folder);
  g_assert_cmpstr (left, ==, "");
  g_assert_true (g_file_test (target, G_FILE_TEST_IS_REGULAR));
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
test_oversize_dropped (Fixture       *f,
                       gconstpointer  data)
{
  g_autofree char *huge_path = sudoku_test_session_path (f->folder, "window-1-1.sudoku");
  long before;
  int fd;

  /* Sparse: 200 MB that take no room on disk. */
  fd = g_open (huge_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, 200 << 20), ==, 0);
  g_assert_true (g_close (fd, NULL));

  before = max_rss_kib ();
  assert_bad_board_dropped (f, "the file is larger than *");
  /* Loading it would have added 200 MB at least. */
  g_assert_cmpint (max_rss_kib () - before, <, 50 * 1024);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add ("/model/Session/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("typed-digits-written", test_typed_digits_written);
  ADD ("empty-board-not-kept", test_empty_board_not_kept);
  ADD ("file-kept", test_file_kept);
  ADD ("untrack-removes", test_untrack_removes);
  ADD ("keep-all-keeps", test_keep_all_keeps);
  ADD ("variant-kept", test_variant_kept);
  ADD ("hidden-changes-not-kept", test_hidden_changes_not_kept);
  ADD ("full-disk-keeps-last", test_full_disk_keeps_last);
  ADD ("broken-file-dropped", test_broken_file_dropped);
  ADD ("fifo-dropped", test_fifo_dropped);
  ADD ("device-link-dropped", test_device_link_dropped);
  ADD ("link-not-followed", test_link_not_followed);
  ADD ("oversize-dropped", test_oversize_dropped);
#undef ADD

  return g_test_run ();
}
