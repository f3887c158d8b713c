/* test-safe-write.c: sudoku_safe_write_*(), the one way every file is written
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The failures are real ones: a child process whose RLIMIT_FSIZE lets it
 * write only a few bytes gets EFBIG from write(), as a full disk gives ENOSPC
 * (the tmpfs test of a full disk is in test-cli-safe-write.c, since it needs
 * root). After each failure the folder is listed: the old file is byte for
 * byte what it was, and nothing new (no temporary file, no partial target,
 * no backup) is there.
 */

#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sudoku-format.h"
#include "sudoku-native-file.h"
#include "sudoku-safe-write.h"
#include "sudoku-test-util.h"

#define OLD_TEXT "the old file, which a failed write must leave as it is\n"
/* What the child may write: less than the new text, more than nothing, so
 * that the first write() is short and the next one fails. */
#define LIMIT 100
/* The folder of the children's files, set once before any thread starts:
 * test-name/ in it for each test that starts a child. */
#define DIR_VARIABLE "SUDOKU_TEST_SAFE_WRITE_DIR"

typedef enum
{
  FORM_CONTENTS,
  FORM_STREAM,
  FORM_ASYNC,
} Form;

static char *
new_text (void)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < 200; i++)
    g_string_append_printf (text, "line %u of the new file\n", i);
  return g_string_free (text, FALSE);
}

static void
on_done (GObject      *object,
         GAsyncResult *result,
         gpointer      user_data)
{
  *(GAsyncResult **) user_data = g_object_ref (result);
}

static gboolean
write_in_form (Form                  form,
               GFile                *file,
               const char           *text,
               SudokuSafeWriteFlags  flags,
               GCancellable         *cancellable,
               GError              **error)
{
  gsize length = strlen (text);

  if (form == FORM_CONTENTS)
    return sudoku_safe_write_contents (file, text, length, flags, cancellable, error);

  if (form == FORM_STREAM)
    {
      SudokuSafeWrite *writer = sudoku_safe_write_open (file, flags, cancellable, error);

      if (writer == NULL)
        return FALSE;
      /* In pieces of 7, as a stream callback would: the failure comes in the
       * middle, and the writes after it fail with the same error. */
      for (gsize done = 0; done < length; done += 7)
        sudoku_safe_write_write (writer, text + done, MIN (7, length - done), NULL);
      return sudoku_safe_write_commit (writer, error);
    }

  {
    g_autoptr(GBytes) bytes = g_bytes_new (text, length);
    g_autoptr(GAsyncResult) result = NULL;

    sudoku_safe_write_bytes_async (file, bytes, flags, cancellable, on_done, &result);
    while (result == NULL)
      g_main_context_iteration (NULL, TRUE);
    return sudoku_safe_write_bytes_finish (file, result, error);
  }
}

/* A new file and an existing one, each form, with and without a backup. */
static void
test_write (gconstpointer data)
{
  Form form = GPOINTER_TO_INT (data);
  g_autofree char *dir = sudoku_test_make_temp_dir ("safe-write-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "puzzle.txt", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = new_text ();
  g_autofree char *read = NULL;
  g_autofree char *listing = NULL;
  mode_t mask = umask (022);
  struct stat st;

  g_assert_true (write_in_form (form, file, OLD_TEXT, SUDOKU_SAFE_WRITE_BACKUP, NULL, &error));
  g_assert_no_error (error);
  read = sudoku_test_read_file (path, NULL);
  g_assert_cmpstr (read, ==, OLD_TEXT);
  /* Nothing to back up yet, and the mode of any new file. */
  listing = sudoku_test_list_folder (dir);
  g_assert_cmpstr (listing, ==, "puzzle.txt");
  g_assert_no_errno (g_stat (path, &st));
  g_assert_cmpint (st.st_mode & 0777, ==, 0644);

  /* Replaced: the mode stays, the old file is NAME~. */
  g_assert_no_errno (g_chmod (path, 0640));
  g_assert_true (write_in_form (form, file, text, SUDOKU_SAFE_WRITE_BACKUP, NULL, &error));
  g_assert_no_error (error);
  g_clear_pointer (&read, g_free);
  read = sudoku_test_read_file (path, NULL);
  g_assert_cmpstr (read, ==, text);
  g_clear_pointer (&read, g_free);
  read = sudoku_test_read_file (backup, NULL);
  g_assert_cmpstr (read, ==, OLD_TEXT);
  g_assert_no_errno (g_stat (path, &st));
  g_assert_cmpint (st.st_mode & 0777, ==, 0640);
  g_clear_pointer (&listing, g_free);
  listing = sudoku_test_list_folder (dir);
  g_assert_cmpstr (listing, ==, "puzzle.txt puzzle.txt~");

  /* Without a backup, NAME~ is left alone. */
  g_assert_true (write_in_form (form, file, OLD_TEXT, SUDOKU_SAFE_WRITE_NONE, NULL, &error));
  g_clear_pointer (&read, g_free);
  read = sudoku_test_read_file (backup, NULL);
  g_assert_cmpstr (read, ==, OLD_TEXT);

  umask (mask);
  sudoku_test_remove_tree (dir);
}

/* A private file is its owner's only; writing through a link writes the
 * file it points to, and the link stays a link. */
static void
test_private_and_link (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("safe-write-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "session.sudoku", NULL);
  g_autofree char *real = g_build_filename (dir, "real.txt", NULL);
  g_autofree char *link = g_build_filename (dir, "link.txt", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) link_file = g_file_new_for_path (link);
  g_autoptr(GError) error = NULL;
  g_autofree char *read = NULL;
  struct stat st;

  g_assert_true (sudoku_safe_write_contents (file, "x", 1, SUDOKU_SAFE_WRITE_PRIVATE, NULL, &error));
  g_assert_no_error (error);
  g_assert_no_errno (g_stat (path, &st));
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);

  sudoku_test_write_file (real, OLD_TEXT, -1);
  g_assert_no_errno (symlink ("real.txt", link));
  g_assert_true (sudoku_safe_write_contents (link_file, "new\n", 4, SUDOKU_SAFE_WRITE_NONE, NULL, &error));
  g_assert_no_error (error);
  g_assert_no_errno (g_lstat (link, &st));
  g_assert_true (S_ISLNK (st.st_mode));
  read = sudoku_test_read_file (real, NULL);
  g_assert_cmpstr (read, ==, "new\n");
  sudoku_test_remove_tree (dir);
}

static void
assert_failed_write (const char *dir,
                     const char *expected_listing,
                     const char *message,
                     const char *path,
                     const char *reason)
{
  g_autofree char *listing = sudoku_test_list_folder (dir);
  g_autofree char *expected = g_strdup_printf ("%s: %s", path, reason);

  g_assert_cmpstr (listing, ==, expected_listing);
  g_assert_cmpstr (message, ==, expected);
}

/* What the child printed: one message a line. g_test_trap_assert_stdout()
 * takes a glob pattern, and these paths hold no '*' or '?'. */
static void
assert_child_messages (const char *first_path,
                       const char *second_path,
                       const char *reason)
{
  g_autofree char *expected = g_strdup_printf ("%s: %s\n%s: %s\n", first_path, reason, second_path,
                                               reason);

  g_assert_null (strpbrk (expected, "*?"));
  g_test_trap_assert_stdout (expected);
}

/* The child: a few bytes at most per file, then each write in turn. */
static void
write_with_limit (Form form)
{
  g_autofree char *dir = sudoku_test_child_folder (DIR_VARIABLE);
  g_autofree char *old_path = g_build_filename (dir, "old.txt", NULL);
  g_autofree char *new_path = g_build_filename (dir, "new.txt", NULL);
  g_autoptr(GFile) old_file = g_file_new_for_path (old_path);
  g_autoptr(GFile) new_file = g_file_new_for_path (new_path);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = new_text ();

  sudoku_test_limit_file_size (LIMIT);
  g_assert_false (write_in_form (form, old_file, text, SUDOKU_SAFE_WRITE_BACKUP, NULL, &error));
  g_print ("%s\n", error->message);
  g_clear_error (&error);
  g_assert_false (write_in_form (form, new_file, text, SUDOKU_SAFE_WRITE_NONE, NULL, &error));
  g_print ("%s\n", error->message);
}

static void
test_file_size_limit (gconstpointer data)
{
  Form form = GPOINTER_TO_INT (data);
  g_autofree char *dir = NULL;
  g_autofree char *old_path = NULL;
  g_autofree char *new_path = NULL;
  g_autofree char *read = NULL;
  g_autofree char *listing = NULL;

  if (g_test_subprocess ())
    {
      write_with_limit (form);
      return;
    }

  dir = sudoku_test_child_folder (DIR_VARIABLE);
  old_path = g_build_filename (dir, "old.txt", NULL);
  new_path = g_build_filename (dir, "new.txt", NULL);
  sudoku_test_write_file (old_path, OLD_TEXT, -1);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();

  read = sudoku_test_read_file (old_path, NULL);
  g_assert_cmpstr (read, ==, OLD_TEXT);
  assert_child_messages (old_path, new_path, g_strerror (EFBIG));
  /* No new.txt, no backup, no temporary file. */
  listing = sudoku_test_list_folder (dir);
  g_assert_cmpstr (listing, ==, "old.txt");
  sudoku_test_remove_tree (dir);
}

/* Opening refuses what cannot be written, naming it. */
static void
test_open_errors (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("safe-write-XXXXXX");
  g_autofree char *blocker = g_build_filename (dir, "file", NULL);
  g_autofree char *below = g_build_filename (blocker, "x.txt", NULL);
  g_autofree char *folder = g_build_filename (dir, "folder", NULL);
  g_autoptr(GFile) below_file = g_file_new_for_path (below);
  g_autoptr(GFile) folder_file = g_file_new_for_path (folder);
  g_autoptr(GError) error = NULL;
  g_autofree char *listing = NULL;

  sudoku_test_write_file (blocker, OLD_TEXT, -1);
  g_assert_no_errno (g_mkdir (folder, 0755));
  g_assert_false (sudoku_safe_write_contents (below_file, "x", 1, SUDOKU_SAFE_WRITE_NONE, NULL, &error));
  assert_failed_write (dir, "file folder", error->message, below, g_strerror (ENOTDIR));
  g_clear_error (&error);
  g_assert_false (sudoku_safe_write_contents (folder_file, "x", 1, SUDOKU_SAFE_WRITE_NONE, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY);
  g_assert_true (g_str_has_prefix (error->message, folder));
  listing = sudoku_test_list_folder (folder);
  g_assert_cmpstr (listing, ==, "");
  sudoku_test_remove_tree (dir);
}

/* Aborted or cancelled: the old file stays, the temporary file goes. */
static void
test_abort_and_cancel (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("safe-write-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "old.txt", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *listing = NULL;
  g_autofree char *read = NULL;
  SudokuSafeWrite *writer;

  sudoku_test_write_file (path, OLD_TEXT, -1);
  writer = sudoku_safe_write_open (file, SUDOKU_SAFE_WRITE_BACKUP, cancellable, &error);
  g_assert_no_error (error);
  g_assert_true (sudoku_safe_write_write (writer, "new", 3, &error));
  listing = sudoku_test_list_folder (dir);
  /* The temporary file: hidden, beside the target, named after it. */
  g_assert_true (g_str_has_prefix (listing, ".old.txt.sudoku-"));
  g_assert_cmpuint (strlen (listing), ==, strlen (".old.txt.sudoku-XXXXXX old.txt"));
  sudoku_safe_write_abort (writer);
  g_clear_pointer (&listing, g_free);
  listing = sudoku_test_list_folder (dir);
  g_assert_cmpstr (listing, ==, "old.txt");

  /* Cancelled while writing: the commit fails. */
  writer = sudoku_safe_write_open (file, SUDOKU_SAFE_WRITE_BACKUP, cancellable, &error);
  g_assert_true (sudoku_safe_write_write (writer, "new", 3, &error));
  g_cancellable_cancel (cancellable);
  g_assert_false (sudoku_safe_write_commit (writer, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  g_clear_pointer (&listing, g_free);
  listing = sudoku_test_list_folder (dir);
  g_assert_cmpstr (listing, ==, "old.txt");

  /* Cancelled before the worker ran. */
  g_assert_false (write_in_form (FORM_ASYNC, file, "new", SUDOKU_SAFE_WRITE_BACKUP, cancellable, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_pointer (&listing, g_free);
  listing = sudoku_test_list_folder (dir);
  g_assert_cmpstr (listing, ==, "old.txt");
  read = sudoku_test_read_file (path, NULL);
  g_assert_cmpstr (read, ==, OLD_TEXT);
  sudoku_test_remove_tree (dir);
}

/* A SIGKILL leaves its temporary file: the next write to the same target
 * removes it, unless its writer still lives (it holds a lock). */
static void
test_orphans (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("safe-write-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "a.txt", NULL);
  g_autofree char *orphan = g_build_filename (dir, ".a.txt.sudoku-Orphan", NULL);
  g_autofree char *alive = g_build_filename (dir, ".a.txt.sudoku-Alive1", NULL);
  g_autofree char *other = g_build_filename (dir, ".b.txt.sudoku-Other1", NULL);
  g_autofree char *longer = g_build_filename (dir, ".a.txt.sudoku-Longer1", NULL);
  g_autofree char *hidden = g_build_filename (dir, ".hidden", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autoptr(GError) error = NULL;
  g_autofree char *listing = NULL;
  int fd;

  sudoku_test_write_file (orphan, "partial", -1);
  sudoku_test_write_file (alive, "partial", -1);
  sudoku_test_write_file (other, "partial", -1);
  sudoku_test_write_file (longer, "partial", -1);
  fd = g_open (alive, O_RDONLY, 0);
  g_assert_cmpint (fd, >=, 0);
  g_assert_no_errno (flock (fd, LOCK_EX));

  g_assert_true (sudoku_safe_write_contents (file, "x", 1, SUDOKU_SAFE_WRITE_NONE, NULL, &error));
  g_assert_no_error (error);
  listing = sudoku_test_list_folder (dir);
  g_assert_cmpstr (listing, ==, ".a.txt.sudoku-Alive1 .a.txt.sudoku-Longer1 .b.txt.sudoku-Other1 a.txt");

  /* Of any target, for the session's folder; other hidden files stay. */
  sudoku_test_write_file (orphan, "partial", -1);
  sudoku_test_write_file (hidden, "mine", -1);
  sudoku_safe_write_remove_orphans (folder);
  g_clear_pointer (&listing, g_free);
  listing = sudoku_test_list_folder (dir);
  g_assert_cmpstr (listing, ==, ".a.txt.sudoku-Alive1 .a.txt.sudoku-Longer1 .hidden a.txt");
  close (fd);
  sudoku_test_remove_tree (dir);
}

/* sudoku-solve's Ctrl+C: the temporary file goes, the process still dies of
 * the signal, the old file stays. */
static void
test_signal (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *listing = NULL;
  g_autofree char *read = NULL;

  if (g_test_subprocess ())
    {
      g_autofree char *folder = sudoku_test_child_folder (DIR_VARIABLE);
      g_autoptr(GFile) file = g_file_new_for_path (folder);
      g_autoptr(GFile) child = g_file_get_child (file, "old.txt");
      SudokuSafeWrite *writer;

      sudoku_safe_write_remove_temp_on_signal ();
      writer = sudoku_safe_write_open (child, SUDOKU_SAFE_WRITE_BACKUP, NULL, NULL);
      g_assert_true (sudoku_safe_write_write (writer, "new", 3, NULL));
      raise (SIGINT);
      g_assert_not_reached ();
    }

  dir = sudoku_test_child_folder (DIR_VARIABLE);
  path = g_build_filename (dir, "old.txt", NULL);
  sudoku_test_write_file (path, OLD_TEXT, -1);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  listing = sudoku_test_list_folder (dir);
  g_assert_cmpstr (listing, ==, "old.txt");
  read = sudoku_test_read_file (path, NULL);
  g_assert_cmpstr (read, ==, OLD_TEXT);
  sudoku_test_remove_tree (dir);
}

/* The native file of the first puzzle in the example @name, as saved. */
static char *
native_text (const char *name,
             char      **path)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;

  *path = g_test_build_filename (G_TEST_DIST, "data", "examples", name, NULL);
  file = g_file_new_for_path (*path);
  puzzles = sudoku_format_load (file, NULL, NULL, &error);
  g_assert_no_error (error);
  return sudoku_native_file_write (g_ptr_array_index (puzzles, 0));
}

/* How long after its start, in µs, the loop has saved the second puzzle
 * over the first, doubled: the span the kills are spread over. Measured, not
 * assumed: a save waits for fsync, which takes from a millisecond to tens of
 * them on a busy machine. */
static gint32
first_save_time (const char *path,
                 const char *first_path,
                 const char *second_path,
                 const char *second)
{
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  gint64 started = g_get_monotonic_time ();
  gint64 elapsed;

  process = g_subprocess_new (G_SUBPROCESS_FLAGS_NONE, &error, g_getenv ("SAFE_WRITE_LOOP"), path,
                              first_path, second_path, NULL);
  g_assert_no_error (error);
  for (;;)
    {
      g_autofree char *now = NULL;

      elapsed = g_get_monotonic_time () - started;
      if (g_file_get_contents (path, &now, NULL, NULL) && g_str_equal (now, second))
        break;
      g_assert_cmpint (elapsed, <, 30 * G_USEC_PER_SEC);
      g_usleep (200);
    }
  g_subprocess_force_exit (process);
  g_subprocess_wait (process, NULL, &error);
  g_assert_no_error (error);
  g_test_message ("the loop's first save was done %.1f ms after its start", elapsed / 1e3);
  return (gint32) MAX (2 * elapsed, 2000);
}

/* A program saving two puzzles over one file in turn (safe-write-loop.c),
 * killed with SIGKILL 200 times at random moments: the file is always one of
 * the two, whole, never missing or cut short; the killed writer's temporary
 * file is removed by the next one, so there is never more than one. */
static void
test_kill (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("safe-write-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "saved.sudoku", NULL);
  g_autofree char *first_path = NULL;
  g_autofree char *second_path = NULL;
  g_autofree char *first = native_text ("classic-line.txt", &first_path);
  g_autofree char *second = native_text ("jigsaw-line.txt", &second_path);
  g_autoptr(GRand) rand = g_rand_new ();
  g_autoptr(GError) error = NULL;
  gint64 started = g_get_monotonic_time ();
  guint kills = 0, seen[2] = { 0, 0 }, mid_write = 0;
  gint32 window;

  g_assert_cmpstr (first, !=, second);
  sudoku_test_write_file (path, first, -1);
  window = first_save_time (path, first_path, second_path, second);
  sudoku_test_write_file (path, first, -1);
  for (; kills < 200; kills++)
    {
      g_autoptr(GSubprocess) process = NULL;
      g_autofree char *now = NULL;
      guint hidden;

      process = g_subprocess_new (G_SUBPROCESS_FLAGS_NONE, &error, g_getenv ("SAFE_WRITE_LOOP"), path,
                                  first_path, second_path, NULL);
      g_assert_no_error (error);
      g_usleep ((gulong) g_rand_int_range (rand, 0, window));
      g_subprocess_force_exit (process);
      g_subprocess_wait (process, NULL, &error);
      g_assert_no_error (error);
      g_assert_true (g_subprocess_get_if_signaled (process));

      now = sudoku_test_read_file (path, NULL);
      if (g_str_equal (now, first))
        seen[0]++;
      else if (g_str_equal (now, second))
        seen[1]++;
      else
        g_error ("after %u kills, %s is neither puzzle: \"%s\"", kills, path, now);
      hidden = sudoku_test_count_hidden (dir);
      g_assert_cmpuint (hidden, <=, 1);
      mid_write += hidden;
    }
  g_test_message ("%u kills in %.1f s: %u left the first puzzle, %u the second, %u a temporary file",
                  kills, (g_get_monotonic_time () - started) / 1e6, seen[0], seen[1], mid_write);
  /* Both, so the kills came while it saved, not only before. */
  g_assert_cmpuint (seen[0], >, 0);
  g_assert_cmpuint (seen[1], >, 0);
  sudoku_test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  static const struct
  {
    const char *name;
    Form        form;
  } forms[] = {
    { "contents", FORM_CONTENTS },
    { "stream", FORM_STREAM },
    { "async", FORM_ASYNC },
  };
  g_autofree char *base = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  if (!g_test_subprocess ())
    {
      base = sudoku_test_make_temp_dir ("safe-write-XXXXXX");
      g_setenv (DIR_VARIABLE, base, TRUE);
    }

  for (guint i = 0; i < G_N_ELEMENTS (forms); i++)
    {
      g_autofree char *write = g_strdup_printf ("/io/safe-write/write/%s", forms[i].name);
      g_autofree char *limit = g_strdup_printf ("/io/safe-write/file-size-limit/%s", forms[i].name);

      g_test_add_data_func (write, GINT_TO_POINTER (forms[i].form), test_write);
      g_test_add_data_func (limit, GINT_TO_POINTER (forms[i].form), test_file_size_limit);
    }
  g_test_add_func ("/io/safe-write/private-and-link", test_private_and_link);
  g_test_add_func ("/io/safe-write/open-errors", test_open_errors);
  g_test_add_func ("/io/safe-write/abort-and-cancel", test_abort_and_cancel);
  g_test_add_func ("/io/safe-write/orphans", test_orphans);
  g_test_add_func ("/io/safe-write/signal", test_signal);
  g_test_add_func ("/io/safe-write/kill", test_kill);

  status = g_test_run ();
  if (base != NULL)
    sudoku_test_remove_tree (base);
  return status;
}
