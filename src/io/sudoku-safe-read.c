/* sudoku-safe-read.c: reading a file the program found by itself in one of its folders
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A file a person opens is theirs to choose: if it is a named pipe, they mean
 * to wait on it. A file the program finds by listing its own folders (a board
 * of the last session, a user layout) may be anything that landed there, and
 * it is read at start-up, before any window shows or any layout is listed. So
 * it is read only when it is a regular file, and never waited on: a named pipe
 * blocks open() and read() until someone writes, a link to /dev/zero never
 * ends, and a 200 MB file would be loaded whole only to be refused. The
 * session's restore and the layout catalog both read through here, so the
 * rule is the same for every file the program finds by itself.
 */

#define G_LOG_DOMAIN "sudoku-safe-read"

#include "config.h"

#include "sudoku-safe-read.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sudoku-io-private.h"

/* Messages are GLib's own words, from its translations, where GIO has them:
 * the same a file read through GIO gets. The one sentence of its own is for
 * a link, which only this reader refuses. */

static gboolean
set_errno_error (GError    **error,
                 const char *name,
                 int         code)
{
  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (code),
               "%s: %s", name, g_strerror (code));
  return FALSE;
}

/* The path once, then the reason. O_NOFOLLOW fails with ELOOP on a link,
 * whose system words ("Too many levels of symbolic links") would not say
 * that the link was refused on purpose, nor what to do instead. */
static gboolean
set_open_error (GError    **error,
                const char *name,
                int         code)
{
  if (code == ELOOP)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_TOO_MANY_LINKS, "%s: %s", name,
                   _("a symbolic link, which is not followed in the program’s own folders: "
                     "put the file itself there"));
      return FALSE;
    }
  return set_errno_error (error, name, code);
}

/* GIO says the same when asked to replace something that is not a regular file. */
static gboolean
set_not_regular_error (GError    **error,
                       const char *name)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
               "%s: %s", name, g_dgettext ("glib20", "Not a regular file"));
  return FALSE;
}

/* The message _sudoku_read_file() (sudoku-text.c) gives, word for word, so
 * that it shares that message's translations: looked up with g_dgettext()
 * and not marked for xgettext, so that this file adds no message to po/ (and
 * needs no place in po/POTFILES.in). Change both or neither. */
static gboolean
set_too_large_error (GError    **error,
                     const char *name)
{
  _sudoku_set_error (error, SUDOKU_FILE_ERROR_TOO_LARGE, name, 0, 0,
                     g_dgettext (GETTEXT_PACKAGE,
                                 "the file is larger than %d KiB, too large for a puzzle or layout"),
                     SUDOKU_MAX_FILE_SIZE / 1024);
  return FALSE;
}

/* Reads what @fd holds, a regular file of @size bytes by fstat(). */
static gboolean
read_all (int          fd,
          gsize        size,
          const char  *name,
          char       **contents,
          gsize       *length,
          GError     **error)
{
  /* One byte more than fstat() said, to notice a file that grew since: it
   * then grows the buffer, up to one byte past the limit. */
  gsize capacity = MIN (size, SUDOKU_MAX_FILE_SIZE) + 1;
  g_autofree char *buffer = g_malloc (capacity + 1);
  gsize n_read = 0;

  for (;;)
    {
      gssize n;

      if (n_read == capacity)
        {
          if (capacity > SUDOKU_MAX_FILE_SIZE)
            return set_too_large_error (error, name);
          capacity = MIN (capacity * 2, (gsize) SUDOKU_MAX_FILE_SIZE + 1);
          buffer = g_realloc (buffer, capacity + 1);
        }

      n = read (fd, buffer + n_read, capacity - n_read);
      if (n < 0)
        {
          int code = errno;

          if (code == EINTR)
            continue;
          return set_errno_error (error, name, code);
        }
      if (n == 0)
        break;
      n_read += (gsize) n;
    }

  buffer[n_read] = '\0';
  *contents = g_steal_pointer (&buffer);
  *length = n_read;
  return TRUE;
}

/**
 * sudoku_safe_read_file:
 * @file: a local file in one of the program's own folders
 * @cancellable: (nullable): a #GCancellable, checked before anything is opened
 * @contents: (out) (transfer full): the bytes read, followed by a NUL
 * @length: (out): how many bytes were read
 * @error: a #GError, its message starting with the file's path
 *
 * Returns: whether @file was read
 */
gboolean
sudoku_safe_read_file (GFile         *file,
                       GCancellable  *cancellable,
                       char         **contents,
                       gsize         *length,
                       GError       **error)
{
  g_autofree char *name = NULL;
  const char *path;
  struct stat st;
  gboolean ok;
  int fd;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (contents != NULL, FALSE);
  g_return_val_if_fail (length != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;

  /* The whole path: the program found the file, so whoever reads the warning
   * may not know which folder it is in. */
  name = g_file_get_parse_name (file);
  path = g_file_peek_path (file);
  if (path == NULL)
    return set_errno_error (error, name, EOPNOTSUPP);

  /* Opened first and looked at after, through the descriptor: a look at the
   * name before opening could be outdated by the time of the open. The open is
   * safe whatever the name is: O_NOFOLLOW refuses a link, wherever it points
   * (ELOOP, "Too many levels of symbolic links"; only the last part of the
   * path: the folders themselves may well be links, to another disk, say),
   * O_NONBLOCK keeps a named pipe from blocking, O_NOCTTY a terminal from
   * becoming ours. */
  fd = g_open (path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
  if (fd < 0)
    return set_open_error (error, name, errno);

  if (fstat (fd, &st) != 0)
    ok = set_errno_error (error, name, errno);
  else if (!S_ISREG (st.st_mode))
    ok = set_not_regular_error (error, name);
  /* Refused at a glance, never read: the limit of a .sudoku or .layout file
   * a person opens (SUDOKU_MAX_FILE_SIZE), which a session board and a
   * layout are. */
  else if (st.st_size > SUDOKU_MAX_FILE_SIZE)
    ok = set_too_large_error (error, name);
  else
    ok = read_all (fd, (gsize) st.st_size, name, contents, length, error);

  /* Only read from: closing cannot lose anything worth an error. */
  g_close (fd, NULL);
  return ok;
}
