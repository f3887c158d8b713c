/* test-hostile-size.c: files too big to read, refused the way the window reads them
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every case goes through sudoku_collection_load() (what the window uses) and
 * checks that the error's domain and code and its message say where and what,
 * that nothing comes back, and that the reader stopped early: how much it read
 * (inotify, /proc/self/io) and how much memory it took (/proc/self/statm).
 * The big files (sparse, long lines, pipes) are made in a temporary directory
 * of the test's own and removed afterwards.
 */

#include <gio/gio.h>
#include <glib/gstdio.h>

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/inotify.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sk-layout.h"
#include "sudoku-collection.h"
#include "sudoku-file-error.h"
#include "sudoku-format.h"
#include "sudoku-test-hostile.h"
#include "sudoku-test-util.h"

/* ---- measuring the reader ---- */

/* Bytes this process has read through read() and its kin, all files together. */
static guint64
bytes_read_so_far (void)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  const char *rchar;

  g_file_get_contents ("/proc/self/io", &text, NULL, &error);
  g_assert_no_error (error);
  rchar = strstr (text, "rchar: ");
  g_assert_nonnull (rchar);
  return g_ascii_strtoull (rchar + strlen ("rchar: "), NULL, 10);
}

/* Resident memory, in bytes. */
static guint64
resident_size (void)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) fields = NULL;

  g_file_get_contents ("/proc/self/statm", &text, NULL, &error);
  g_assert_no_error (error);
  fields = g_strsplit (text, " ", -1);
  g_assert_cmpuint (g_strv_length (fields), >=, 2);
  return g_ascii_strtoull (fields[1], NULL, 10) * (guint64) sysconf (_SC_PAGESIZE);
}

/* GIO loads its modules the first time a file is opened: not on the clock. */
static void
warm_up (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "examples",
                                                 "classic-line.txt", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(SudokuCollection) collection = NULL;
  g_autoptr(GError) error = NULL;

  collection = sudoku_collection_load (file, NULL, &error);
  g_assert_no_error (error);
}

/* ---- too big ---- */

/* inotify's IN_ACCESS marks every read() of the file. */
typedef struct
{
  int fd;
  int watch;
} Watch;

static void
watch_start (Watch      *watch,
             const char *path)
{
  watch->fd = inotify_init1 (IN_NONBLOCK | IN_CLOEXEC);
  g_assert_cmpint (watch->fd, >=, 0);
  watch->watch = inotify_add_watch (watch->fd, path, IN_OPEN | IN_ACCESS | IN_CLOSE);
  g_assert_cmpint (watch->watch, >=, 0);
}

/* The events seen since watch_start(), or'ed together. */
static guint32
watch_finish (Watch *watch)
{
  char buffer[4096] __attribute__ ((aligned (__alignof__ (struct inotify_event))));
  guint32 mask = 0;
  ssize_t n;

  while ((n = read (watch->fd, buffer, sizeof buffer)) > 0)
    for (char *p = buffer; p < buffer + n; p += sizeof (struct inotify_event) + ((struct inotify_event *) p)->len)
      mask |= ((struct inotify_event *) p)->mask;
  g_assert_true (n < 0 && errno == EAGAIN);
  close (watch->fd);
  return mask;
}

/* 100 MB, sparse (no disk, no time to make): refused at a glance. The first
 * line is a puzzle and the rest NUL bytes, so a reader that did read it would
 * fail differently ("the line is longer..."); inotify sees the open but no read. */
static void
test_sparse_100mb (SudokuTestScratch *scratch,
                   gconstpointer      data)
{
  g_autofree char *path = sudoku_test_scratch_path (scratch, "huge.txt");
  g_autofree char *size = NULL;
  g_autofree char *problem = NULL;
  g_autoptr(GError) error = NULL;
  struct stat st;
  Watch watch;
  double elapsed;
  guint32 events;
  char byte;
  int fd;

  fd = g_open (path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (write (fd, CLASSIC "\n", SK_CELLS + 1), ==, SK_CELLS + 1);
  g_assert_cmpint (ftruncate (fd, 100 * MiB), ==, 0);
  g_assert_cmpint (close (fd), ==, 0);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_size, ==, 100 * MiB);
  g_test_message ("%s: %" G_GINT64_FORMAT " bytes, %" G_GINT64_FORMAT " on disk", path,
                  (gint64) st.st_size, (gint64) st.st_blocks * 512);

  warm_up ();
  watch_start (&watch, path);
  g_test_timer_start ();
  error = sudoku_test_load_refused (path);
  elapsed = g_test_timer_elapsed ();
  events = watch_finish (&watch);

  /* g_format_size() puts a no-break space between number and unit. */
  size = g_format_size (100 * MiB);
  g_assert_cmpstr (size, ==, "104.9\xc2\xa0MB");
  problem = g_strdup_printf ("the file is too large (%s); puzzle files of up to 32 MiB are read",
                             size);
  sudoku_test_assert_error_at (error, SUDOKU_FILE_ERROR, SUDOKU_FILE_ERROR_TOO_LARGE,
                               "huge.txt", " ", problem);
  /* "Quickly" is proved by the watch below (no read of the file), not by a
   * clock that depends on the machine; the time is only reported. */
  g_test_message ("refused in %.1f ms", elapsed * 1000);
  g_assert_true (events & IN_OPEN);
  g_assert_false (events & IN_ACCESS);

  /* The watch does see a read: one byte, read here. */
  watch_start (&watch, path);
  fd = g_open (path, O_RDONLY | O_CLOEXEC, 0);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (read (fd, &byte, 1), ==, 1);
  g_assert_cmpint (close (fd), ==, 0);
  g_assert_true (watch_finish (&watch) & IN_ACCESS);
}

/* One line of ten million characters: refused at its first 80 KiB, with the
 * line-length message, whether it is the first line, a later line of a
 * collection, or a row of a matrix. */
static void
test_long_line (SudokuTestScratch *scratch,
                gconstpointer      data)
{
  static const struct
  {
    const char *name;
    const char *before;  /* good lines before the long one */
    const char *place;
  } cases[] = {
    { "long-first.txt", "", "1: " },
    { "long-second.txt", "# a comment\n" CLASSIC "\n\n", "4: " },
    { "long-matrix.txt", "5 3 0 0 7 0 0 0 0\n6 0 0 1 9 5 0 0 0\n", "3: " },
  };
  const gsize length = 10 * 1000 * 1000;
  g_autofree char *line = g_malloc (length);

  memset (line, '.', length);
  warm_up ();

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = sudoku_test_scratch_path (scratch, cases[i].name);
      g_autoptr(GError) error = NULL;
      guint64 before;
      guint64 read_bytes;
      double elapsed;
      FILE *out;

      out = fopen (path, "wb");
      g_assert_nonnull (out);
      g_assert_cmpint (fputs (cases[i].before, out), >=, 0);
      g_assert_cmpuint (fwrite (line, 1, length, out), ==, length);
      g_assert_cmpint (fputs ("\n" CLASSIC "\n", out), >=, 0);
      g_assert_cmpint (fclose (out), ==, 0);

      before = bytes_read_so_far ();
      g_test_timer_start ();
      error = sudoku_test_load_refused (path);
      elapsed = g_test_timer_elapsed ();
      read_bytes = bytes_read_so_far () - before;
      g_assert_cmpint (g_unlink (path), ==, 0);

      sudoku_test_assert_error_at (error, SUDOKU_FILE_ERROR, SUDOKU_FILE_ERROR_TOO_LARGE,
                                   cases[i].name, cases[i].place,
                                   "the line is longer than 64 KiB");
      /* Refused without reading the line whole: the bytes read tell, not the clock. */
      g_test_message ("refused in %.1f ms after reading %" G_GUINT64_FORMAT " bytes",
                      elapsed * 1000, read_bytes);
      g_assert_cmpuint (read_bytes, <, MiB);
    }
}

/* @n puzzle lines, cycling through a public set. */
static void
write_puzzle_lines (const char *path,
                    guint       n,
                    GStrv      *lines)
{
  g_autofree char *data = sudoku_test_read_data ("sets", "top1465-100.txt", NULL);
  g_auto(GStrv) set = g_strsplit (data, "\n", -1);
  guint n_set = g_strv_length (set) - 1;
  g_autoptr(GString) text = g_string_sized_new ((gsize) n * (SK_CELLS + 1));
  g_autoptr(GError) error = NULL;

  g_assert_cmpstr (set[n_set], ==, "");
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpuint (strlen (set[i % n_set]), ==, SK_CELLS);
      g_string_append_len (text, set[i % n_set], SK_CELLS);
      g_string_append_c (text, '\n');
    }
  g_file_set_contents (path, text->str, (gssize) text->len, &error);
  g_assert_no_error (error);
  if (lines != NULL)
    *lines = g_steal_pointer (&set);
}

/* 30 MiB of puzzle lines, under both limits: it loads, soon enough, and the
 * collection stays small (a SudokuPuzzle each would be a gigabyte). */
static void
test_big_collection (SudokuTestScratch *scratch,
                     gconstpointer      data)
{
  g_autofree char *path = sudoku_test_scratch_path (scratch, "big.sdm");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(SudokuCollection) collection = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) set = NULL;
  const guint n = 30 * MiB / (SK_CELLS + 1);
  guint n_set;
  guint64 resident_before;
  guint64 resident_after;
  guint64 growth;
  double elapsed;

  write_puzzle_lines (path, n, &set);
  n_set = g_strv_length (set) - 1;
  g_assert_cmpuint (n, <, SUDOKU_COLLECTION_MAX_PUZZLES);

  warm_up ();
  resident_before = resident_size ();
  g_test_timer_start ();
  collection = sudoku_collection_load (file, NULL, &error);
  elapsed = g_test_timer_elapsed ();
  resident_after = resident_size ();
  growth = resident_after > resident_before ? resident_after - resident_before : 0;
  /* 30 MiB: gone before anything can fail and leave it behind. */
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_no_error (error);

  g_assert_cmpuint (sudoku_collection_get_size (collection), ==, n);
  g_assert_cmpint (sudoku_collection_get_format (collection), ==, SUDOKU_FORMAT_LINE);
  for (guint i = 0; i < n; i += n / 7)
    {
      g_autoptr(SudokuPuzzle) puzzle = sudoku_collection_get_puzzle (collection, i);
      SkGrid expected;

      sudoku_test_grid_from_text (set[i % n_set], &expected);
      sudoku_test_assert_grids_equal (&puzzle->givens, &expected);
      g_assert_cmpuint (puzzle->line, ==, i + 1);
    }

  g_test_message ("%u puzzles in %.2f s; resident memory grew by %.1f MiB (%.0f bytes a puzzle)",
                  n, elapsed, growth / (double) MiB, growth / (double) n);
  /* Sanitizers and valgrind keep freed memory resident and add their own: the
   * bound means something only in a plain run. */
  if (!SUDOKU_TEST_UNDER_ASAN && g_getenv ("SUDOKU_TEST_UNDER_VALGRIND") == NULL)
    g_assert_cmpuint (growth, <, 128 * MiB);
}

/* 400,001 lines are 32.8 MB, just under the size limit: the puzzle limit
 * refuses them, and the collection made so far is dropped. */
static void
test_too_many_puzzles (SudokuTestScratch *scratch,
                       gconstpointer      data)
{
  g_autofree char *path = sudoku_test_scratch_path (scratch, "many.sdm");
  const guint n = SUDOKU_COLLECTION_MAX_PUZZLES + 1;
  g_autoptr(GError) error = NULL;
  struct stat st;

  write_puzzle_lines (path, n, NULL);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_size, <=, SUDOKU_COLLECTION_MAX_FILE_SIZE);

  error = sudoku_test_load_refused (path);
  g_assert_cmpint (g_unlink (path), ==, 0);
  sudoku_test_assert_error_at (error, SUDOKU_FILE_ERROR, SUDOKU_FILE_ERROR_TOO_LARGE,
                               "many.sdm", " ",
                               "the file holds more than 400000 puzzles, too many to open");
}

/* Input whose size is not known beforehand: a named pipe fed (nearly)
 * without end. Only the puzzle limit stops it; the feeder gives up after
 * twice what that takes, so a missing limit fails the test, not hangs it. */
#define FEED_LIMIT ((guint64) 2 * (SUDOKU_COLLECTION_MAX_PUZZLES + 1) * (SK_CELLS + 1))

typedef struct
{
  char    *path;
  guint64  written;
} Feeder;

static gpointer
feed_pipe (gpointer data)
{
  Feeder *feeder = data;
  int fd = g_open (feeder->path, O_WRONLY | O_CLOEXEC, 0);
  char chunk[(SK_CELLS + 1) * 64];

  g_assert_cmpint (fd, >=, 0);
  for (int i = 0; i < 64; i++)
    {
      memcpy (chunk + i * (SK_CELLS + 1), CLASSIC, SK_CELLS);
      chunk[i * (SK_CELLS + 1) + SK_CELLS] = '\n';
    }

  /* Until the reader goes away (EPIPE: SIGPIPE is ignored). */
  while (feeder->written < FEED_LIMIT)
    {
      ssize_t n = write (fd, chunk, sizeof chunk);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        break;
      feeder->written += (guint64) n;
    }
  close (fd);
  return NULL;
}

static void
test_endless_stream (SudokuTestScratch *scratch,
                     gconstpointer      data)
{
  Feeder feeder = { sudoku_test_scratch_path (scratch, "endless.sdm"), 0 };
  g_autoptr(GError) error = NULL;
  GThread *thread;

  g_assert_cmpint (mkfifo (feeder.path, 0600), ==, 0);
  signal (SIGPIPE, SIG_IGN);
  thread = g_thread_new ("feeder", feed_pipe, &feeder);

  error = sudoku_test_load_refused (feeder.path);
  g_thread_join (thread);
  sudoku_test_assert_error_at (error, SUDOKU_FILE_ERROR, SUDOKU_FILE_ERROR_TOO_LARGE,
                               "endless.sdm", " ", "more than 400000 puzzles");
  g_test_message ("the feeder wrote %.1f MiB", feeder.written / (double) MiB);
  g_free (feeder.path);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  ADD_SCRATCH ("/hostile/too-large/sparse-100mb", test_sparse_100mb);
  ADD_SCRATCH ("/hostile/too-large/long-line", test_long_line);
  ADD_SCRATCH ("/hostile/too-large/big-collection", test_big_collection);
  ADD_SCRATCH ("/hostile/too-large/too-many-puzzles", test_too_many_puzzles);
  ADD_SCRATCH ("/hostile/too-large/endless-stream", test_endless_stream);

  return g_test_run ();
}
