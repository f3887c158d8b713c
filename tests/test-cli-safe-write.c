/* test-cli-safe-write.c: sudoku-solve --print-to on a full disk, stopped, killed
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The failures are real: a file size limit (RLIMIT_FSIZE, EFBIG) in a child
 * of the test, a 16 KiB tmpfs (ENOSPC) in a mount namespace of its own when
 * the test runs as root (as in CI), Ctrl+C (SIGINT) in the middle of a long
 * sheet, and SIGKILL at random moments, hundreds of times. After each, the
 * target is the old file or the whole new one, byte for byte, and nothing
 * else is left in the folder.
 */

#define _GNU_SOURCE

#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <sched.h>
#include <signal.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/wait.h>
#include <unistd.h>

#include "sudoku-test-cli.h"
#include "sudoku-test-util.h"

#define OLD_TEXT "an old file, which no failed print may change\n"
#define DIR_VARIABLE "SUDOKU_TEST_CLI_SAFE_WRITE_DIR"
/* How many SIGKILLs the kill test lands. Fewer under the sanitizers, where
 * each print starts many times slower and a killed process reports nothing
 * a sanitizer could add: there the test checks the same rule on fewer kills. */
#define KILLS (SUDOKU_TEST_UNDER_ASAN || g_getenv ("SUDOKU_TEST_UNDER_VALGRIND") != NULL ? 20u : 200u)

static char *
example_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", "examples", name, NULL);
}

/* A sheet of @n puzzles of a set with their solutions: as long to draw as
 * the tests need. */
static char *
write_puzzles (const char *dir,
               guint       n)
{
  g_autofree char *set = g_test_build_filename (G_TEST_DIST, "data", "sets", "standard-solo-100.txt", NULL);
  g_autofree char *text = sudoku_test_read_file (set, NULL);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_autofree char *name = g_strdup_printf ("puzzles-%u.txt", n);
  char *path = g_build_filename (dir, name, NULL);
  GString *some = g_string_new (NULL);

  g_assert_cmpuint (g_strv_length (lines), >, n);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (some, "%s\n", lines[i]);
  sudoku_test_write_file (path, some->str, (gssize) some->len);
  g_string_free (some, TRUE);
  return path;
}

static void
assert_failed_print (const SudokuTestRun *run,
                     const char          *path,
                     int                  code)
{
  g_autofree char *expected = g_strdup_printf ("sudoku-solve: %s: %s\n", path, g_strerror (code));

  g_assert_cmpint (run->status, ==, 2);
  g_assert_cmpstr (run->out, ==, "");
  g_assert_cmpstr (run->err, ==, expected);
}

/* The two cases of the issue, in @dir, where a print of more than a few
 * kilobytes fails with @code: over an existing file, and to a new one. */
static void
print_where_it_fails (const char *dir,
                      int         code)
{
  g_autofree char *keep = g_build_filename (dir, "keep.pdf", NULL);
  g_autofree char *fresh = g_build_filename (dir, "new.pdf", NULL);
  g_autofree char *image = g_build_filename (dir, "new.png", NULL);
  g_autofree char *keep_arg = g_strconcat ("--print-to=", keep, NULL);
  g_autofree char *fresh_arg = g_strconcat ("--print-to=", fresh, NULL);
  g_autofree char *image_arg = g_strconcat ("--print-to=", image, NULL);
  g_autofree char *first = example_path ("classic-line.txt");
  g_autofree char *second = example_path ("hard-matrix.txt");
  g_autofree char *listing = NULL;
  g_autofree char *now = NULL;
  g_auto(SudokuTestRun) over = { 0 };
  g_auto(SudokuTestRun) made = { 0 };
  g_auto(SudokuTestRun) drawn = { 0 };

  sudoku_test_write_file (keep, OLD_TEXT, -1);
  sudoku_test_run_cli ("", &over, keep_arg, "--solutions", first, second, NULL);
  sudoku_test_run_cli ("", &made, fresh_arg, "--solutions", first, second, NULL);
  sudoku_test_run_cli ("", &drawn, image_arg, first, NULL);

  /* What is on disk first, then what was said. */
  now = sudoku_test_read_file (keep, NULL);
  g_assert_cmpstr (now, ==, OLD_TEXT);
  listing = sudoku_test_list_folder (dir);
  g_assert_cmpstr (listing, ==, "keep.pdf");
  assert_failed_print (&over, keep, code);
  assert_failed_print (&made, fresh, code);
  assert_failed_print (&drawn, image, code);
}

/* EFBIG: a child that may write no file past 4 KiB (nor may the
 * sudoku-solve it starts). */
static void
test_file_size_limit (void)
{
  g_autofree char *dir = sudoku_test_child_folder (DIR_VARIABLE);

  if (g_test_subprocess ())
    {
      sudoku_test_limit_file_size (4096);
      print_where_it_fails (dir, EFBIG);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  sudoku_test_remove_tree (dir);
}

/* Whether this process may mount a tmpfs in a mount namespace of its own:
 * tried in a child, which leaves nothing behind. */
static gboolean
can_mount_tmpfs (const char *dir)
{
  int status;
  pid_t pid;

  if (geteuid () != 0)
    return FALSE;
  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    _exit (unshare (CLONE_NEWNS) == 0 && mount (NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) == 0 &&
           mount ("tmpfs", dir, "tmpfs", 0, "size=16k") == 0 ? 0 : 1);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  return WIFEXITED (status) && WEXITSTATUS (status) == 0;
}

/* ENOSPC: the issue's own case, a 16 KiB tmpfs. */
static void
test_full_disk (void)
{
  g_autofree char *dir = sudoku_test_child_folder (DIR_VARIABLE);

  if (g_test_subprocess ())
    {
      g_assert_no_errno (unshare (CLONE_NEWNS));
      g_assert_no_errno (mount (NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL));
      g_assert_no_errno (mount ("tmpfs", dir, "tmpfs", 0, "size=16k"));
      print_where_it_fails (dir, ENOSPC);
      return;
    }
  if (!can_mount_tmpfs (dir))
    {
      g_test_skip (geteuid () != 0 ? "a full disk needs root, to mount a 16 KiB tmpfs"
                                   : "cannot mount a tmpfs in a mount namespace of its own "
                                     "(no unshare(CLONE_NEWNS) here)");
      g_rmdir (dir);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  sudoku_test_remove_tree (dir);
}

/* Over an existing file the old one stays as NAME~, as Save As keeps it. */
static void
test_backup (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("cli-safe-write-XXXXXX");
  g_autofree char *pdf = g_build_filename (dir, "sheet.pdf", NULL);
  g_autofree char *backup = g_strconcat (pdf, "~", NULL);
  g_autofree char *arg = g_strconcat ("--print-to=", pdf, NULL);
  g_autofree char *puzzle = example_path ("classic-line.txt");
  g_autofree char *listing = NULL;
  g_autofree char *first = NULL;
  g_autofree char *kept = NULL;
  g_auto(SudokuTestRun) run = { 0 };
  g_auto(SudokuTestRun) again = { 0 };

  sudoku_test_write_file (pdf, OLD_TEXT, -1);
  sudoku_test_run_cli ("", &run, arg, puzzle, NULL);
  g_assert_cmpint (run.status, ==, 0);
  kept = sudoku_test_read_file (backup, NULL);
  g_assert_cmpstr (kept, ==, OLD_TEXT);
  first = sudoku_test_read_file (pdf, NULL);
  g_assert_true (g_str_has_prefix (first, "%PDF-"));

  sudoku_test_run_cli ("", &again, arg, "--solutions", puzzle, NULL);
  g_assert_cmpint (again.status, ==, 0);
  g_clear_pointer (&kept, g_free);
  kept = sudoku_test_read_file (backup, NULL);
  g_assert_cmpstr (kept, ==, first);
  listing = sudoku_test_list_folder (dir);
  g_assert_cmpstr (listing, ==, "sheet.pdf sheet.pdf~");
  sudoku_test_remove_tree (dir);
}

static GSubprocess *
start_print (const char  *target,
             const char  *puzzles,
             GError     **error)
{
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE |
                                                                       G_SUBPROCESS_FLAGS_STDERR_SILENCE);
  g_autofree char *arg = g_strconcat ("--print-to=", target, NULL);

  g_subprocess_launcher_setenv (launcher, "LC_ALL", "C.UTF-8", TRUE);
  return g_subprocess_launcher_spawn (launcher, error, g_getenv ("SUDOKU_SOLVE"), arg, "--solutions",
                                      puzzles, NULL);
}

/* Ctrl+C in the middle of a sheet: the process dies of SIGINT, as before,
 * and leaves the old file and nothing else. */
static void
test_interrupt (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("cli-safe-write-XXXXXX");
  g_autofree char *work = g_build_filename (dir, "out", NULL);
  g_autofree char *pdf = g_build_filename (work, "big.pdf", NULL);
  g_autofree char *puzzles = write_puzzles (dir, 100);
  g_autofree char *listing = NULL;
  g_autofree char *now = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  g_assert_no_errno (g_mkdir (work, 0755));
  sudoku_test_write_file (pdf, OLD_TEXT, -1);
  process = start_print (pdf, puzzles, &error);
  g_assert_no_error (error);
  /* Stopped once it is writing: when its temporary file is there. */
  while (sudoku_test_count_hidden (work) == 0 && g_get_monotonic_time () < deadline)
    g_usleep (500);
  g_assert_cmpuint (sudoku_test_count_hidden (work), ==, 1);
  g_subprocess_send_signal (process, SIGINT);
  g_subprocess_wait (process, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_signaled (process));
  g_assert_cmpint (g_subprocess_get_term_sig (process), ==, SIGINT);

  listing = sudoku_test_list_folder (work);
  g_assert_cmpstr (listing, ==, "big.pdf");
  now = sudoku_test_read_file (pdf, NULL);
  g_assert_cmpstr (now, ==, OLD_TEXT);
  sudoku_test_remove_tree (dir);
}

/* The PDF's creation time, the one part that differs from run to run. */
static void
mask_date (char  *pdf,
           gsize  length)
{
  static const char key[] = "/CreationDate (D:";
  char *at = memmem (pdf, length, key, strlen (key));

  if (at != NULL)
    for (char *c = at + strlen (key); c < pdf + length && g_ascii_isdigit (*c); c++)
      *c = '0';
}

static gboolean
same_pdf (const char *a,
          gsize       a_length,
          const char *b,
          gsize       b_length)
{
  return a_length == b_length && memcmp (a, b, a_length) == 0;
}

/* SIGKILL at random moments of a print over an existing file, KILLS times:
 * the target is always the old file or the whole new one (compared byte for
 * byte, the creation time aside), never missing or cut short. A SIGKILL
 * cannot be caught, so the killed process's temporary file stays; the next
 * print to the same target removes it: there is never more than one. */
static void
test_kill (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("cli-safe-write-XXXXXX");
  g_autofree char *work = g_build_filename (dir, "out", NULL);
  g_autofree char *pdf = g_build_filename (work, "keep.pdf", NULL);
  g_autofree char *backup = g_strconcat (pdf, "~", NULL);
  g_autofree char *puzzles = write_puzzles (dir, 20);
  g_autofree char *new_pdf = NULL;
  g_autofree char *listing = NULL;
  g_autoptr(GSubprocess) full = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) rand = g_rand_new ();
  gsize new_length;
  gint64 started, duration;
  const guint n_kills = KILLS;
  guint kills = 0, mid_write = 0, runs = 0, old_seen = 0, new_seen = 0;

  g_assert_no_errno (g_mkdir (work, 0755));

  /* The new file, whole, and how long a print takes. */
  started = g_get_monotonic_time ();
  full = start_print (pdf, puzzles, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_wait_check (full, NULL, &error));
  g_assert_no_error (error);
  duration = g_get_monotonic_time () - started;
  new_pdf = sudoku_test_read_file (pdf, &new_length);
  mask_date (new_pdf, new_length);
  g_assert_cmpuint (new_length, >, 2 * strlen (OLD_TEXT));

  started = g_get_monotonic_time ();
  while (kills < n_kills)
    {
      g_autoptr(GSubprocess) process = NULL;
      g_autofree char *now = NULL;
      gsize now_length;
      guint hidden;

      sudoku_test_write_file (pdf, OLD_TEXT, -1);
      g_unlink (backup);
      process = start_print (pdf, puzzles, &error);
      g_assert_no_error (error);
      runs++;
      g_usleep ((gulong) g_rand_int_range (rand, 0, (gint32) MAX (duration, 1000)));
      g_subprocess_force_exit (process);
      g_subprocess_wait (process, NULL, &error);
      g_assert_no_error (error);
      if (!g_subprocess_get_if_signaled (process))
        g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
      else
        {
          g_assert_cmpint (g_subprocess_get_term_sig (process), ==, SIGKILL);
          kills++;
        }

      now = sudoku_test_read_file (pdf, &now_length);
      mask_date (now, now_length);
      if (same_pdf (now, now_length, OLD_TEXT, strlen (OLD_TEXT)))
        old_seen++;
      else if (same_pdf (now, now_length, new_pdf, new_length))
        new_seen++;
      else
        g_error ("after %u kills, %s is neither the old file nor the new one (%" G_GSIZE_FORMAT " bytes)",
                 kills, pdf, now_length);
      hidden = sudoku_test_count_hidden (work);
      g_assert_cmpuint (hidden, <=, 1);
      mid_write += hidden;
    }

  /* The moments were spread over the print: many kills came in the middle
   * of the write (and left their temporary file), some before, some after. */
  g_test_message ("%u kills in %u runs, %.1f s (a print takes %.0f ms): %u left the old file, "
                  "%u the new one, %u a temporary file",
                  kills, runs, (g_get_monotonic_time () - started) / 1e6, duration / 1e3, old_seen,
                  new_seen, mid_write);
  g_assert_cmpuint (mid_write, >=, n_kills / 10);
  g_assert_cmpuint (old_seen, >, 0);

  /* And one more print, whole: the last temporary file goes too. */
  g_clear_object (&full);
  full = start_print (pdf, puzzles, &error);
  g_assert_true (g_subprocess_wait_check (full, NULL, &error));
  g_assert_no_error (error);
  listing = sudoku_test_list_folder (work);
  g_assert_cmpstr (listing, ==, "keep.pdf keep.pdf~");
  sudoku_test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *base = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  if (!g_test_subprocess ())
    {
      base = sudoku_test_make_temp_dir ("cli-safe-write-XXXXXX");
      g_setenv (DIR_VARIABLE, base, TRUE);
    }

  g_test_add_func ("/cli/safe-write/file-size-limit", test_file_size_limit);
  g_test_add_func ("/cli/safe-write/full-disk", test_full_disk);
  g_test_add_func ("/cli/safe-write/backup", test_backup);
  g_test_add_func ("/cli/safe-write/interrupt", test_interrupt);
  g_test_add_func ("/cli/safe-write/kill", test_kill);

  status = sudoku_test_cli_run_tests ();
  if (base != NULL)
    sudoku_test_remove_tree (base);
  return status;
}
