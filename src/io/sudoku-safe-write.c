/* sudoku-safe-write.c: every file the program writes, written so a failure loses nothing
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * g_file_replace_contents() was seen to lose the old file on a full disk: the
 * write fails with ENOSPC, and closing the stream (which it does, ignoring
 * the error) renames the partial temporary file over the target anyway. Here
 * nothing is renamed unless every write, the fsync and the close succeeded.
 *
 * A writer holds an flock() on its temporary file for as long as it lives,
 * so a later write to the same target can tell a temporary file whose writer
 * was killed (unlocked: removed) from one still being written (locked: left).
 *
 * Messages are "PATH: REASON", with GLib's own translated words where it has
 * them, so this file adds nothing to po/.
 */

#define G_LOG_DOMAIN "sudoku-safe-write"

#include "config.h"

#include "sudoku-safe-write.h"
#include "sudoku-safe-write-private.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

/* ".NAME.sudoku-XXXXXX": hidden, beside the target, found again by its name. */
#define TEMP_INFIX ".sudoku-"
#define TEMP_RANDOM "XXXXXX"
/* Of the target's name, so that the temporary name fits in 255 bytes. */
#define TEMP_MAX_STEM 200
#define BACKUP_SUFFIX "~"
#define COPY_CHUNK 65536

struct _SudokuSafeWrite
{
  GFile                *file;
  char                 *name;         /* the target's whole path, for messages */
  SudokuSafeWriteFlags  flags;
  GCancellable         *cancellable;
  GError               *error;        /* the first failure, repeated after */

  /* A local file */
  char                 *path;         /* the target, a symbolic link followed */
  char                 *temp_path;    /* NULL once renamed */
  int                   fd;
  int                   slot;         /* in the signal handler's list */
  gboolean              replacing;

  /* Any other */
  GOutputStream        *stream;
};

static void
set_errno_error (GError     **error,
                 const char  *name,
                 int          code)
{
  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (code), "%s: %s", name, g_strerror (code));
}

/* ---- the temporary file ---- */

static char *
temp_prefix (const char *basename)
{
  gsize length = strlen (basename);

  if (length > TEMP_MAX_STEM)
    {
      const char *end = basename + TEMP_MAX_STEM;

      /* Not in the middle of a character, when the name is UTF-8. */
      if (g_utf8_validate (basename, -1, NULL))
        end = g_utf8_find_prev_char (basename, end + 1);
      length = (gsize) (end - basename);
    }
  return g_strdup_printf (".%.*s" TEMP_INFIX, (int) length, basename);
}

/* Locked by nobody means its writer is gone: a SIGKILL, a power cut. */
static void
remove_if_orphan (int         dir_fd,
                  const char *name)
{
  struct stat st;
  int fd = openat (dir_fd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);

  if (fd < 0)
    return;
  if (fstat (fd, &st) == 0 && S_ISREG (st.st_mode) && st.st_uid == geteuid () &&
      flock (fd, LOCK_EX | LOCK_NB) == 0)
    unlinkat (dir_fd, name, 0);
  close (fd);
}

/* Whether @name is a temporary file of ours: of the target whose prefix
 * is @prefix, or of any target when @prefix is NULL. */
static gboolean
is_temp_name (const char *name,
              const char *prefix)
{
  gsize length = strlen (name);
  gsize tail = strlen (TEMP_INFIX) + strlen (TEMP_RANDOM);

  if (prefix != NULL)
    return g_str_has_prefix (name, prefix) && length == strlen (prefix) + strlen (TEMP_RANDOM);
  return name[0] == '.' && length > tail + 1 &&
         strncmp (name + length - tail, TEMP_INFIX, strlen (TEMP_INFIX)) == 0;
}

static void
remove_orphans (const char *dir,
                const char *prefix)
{
  struct dirent *entry;
  DIR *listing = opendir (dir);

  if (listing == NULL)
    return;
  /* readdir_r is deprecated: readdir on a stream of our own is safe in glibc. */
  // cppcheck-suppress readdirCalled
  while ((entry = readdir (listing)) != NULL)
    if (is_temp_name (entry->d_name, prefix))
      remove_if_orphan (dirfd (listing), entry->d_name);
  closedir (listing);
}

void
sudoku_safe_write_remove_orphans (GFile *folder)
{
  g_return_if_fail (G_IS_FILE (folder));

  if (g_file_peek_path (folder) != NULL)
    remove_orphans (g_file_peek_path (folder), NULL);
}

/* The lock, and then a check that the name is still this file: another
 * writer's clean-up may have found it in the moment before it was locked. */
static gboolean
lock_temp (int         fd,
           const char *path)
{
  struct stat by_fd, by_name;

  if (flock (fd, LOCK_EX | LOCK_NB) != 0)
    /* No locks on this file system: no clean-up can remove it either. */
    return errno != EWOULDBLOCK;
  return fstat (fd, &by_fd) == 0 && stat (path, &by_name) == 0 &&
         by_fd.st_dev == by_name.st_dev && by_fd.st_ino == by_name.st_ino;
}

/* Writing through a link writes the file it points to, and the link stays. */
static char *
follow_link (const char *path)
{
  struct stat st;
  char *real;
  char *copy;

  if (lstat (path, &st) != 0 || !S_ISLNK (st.st_mode) || (real = realpath (path, NULL)) == NULL)
    return g_strdup (path);
  copy = g_strdup (real);
  free (real);
  return copy;
}

/* DIR/PREFIX and six random letters or digits, as mkstemp makes them. */
static char *
temp_name (const char *dir,
           const char *prefix)
{
  static const char letters[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  char random[sizeof TEMP_RANDOM];

  for (gsize i = 0; i < sizeof random - 1; i++)
    random[i] = letters[g_random_int_range (0, (gint32) (sizeof letters - 1))];
  random[sizeof random - 1] = '\0';
  return g_strconcat (dir, G_DIR_SEPARATOR_S, prefix, random, NULL);
}

static gboolean
open_temp (SudokuSafeWrite  *self,
           GError          **error)
{
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;
  g_autofree char *prefix = NULL;
  struct stat old;
  int mode;

  self->path = follow_link (g_file_peek_path (self->file));
  if (lstat (self->path, &old) == 0)
    {
      /* GIO's codes and words for these. */
      if (S_ISDIR (old.st_mode))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY, "%s: %s", self->name,
                       g_dgettext ("glib20", "Target file is a directory"));
          return FALSE;
        }
      if (!S_ISREG (old.st_mode))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE, "%s: %s", self->name,
                       g_dgettext ("glib20", "Target file is not a regular file"));
          return FALSE;
        }
      self->replacing = TRUE;
      mode = (int) (old.st_mode & 0777);
    }
  else if (errno != ENOENT)
    {
      set_errno_error (error, self->name, errno);
      return FALSE;
    }
  else
    mode = (self->flags & SUDOKU_SAFE_WRITE_PRIVATE) ? 0600 : 0666;

  dir = g_path_get_dirname (self->path);
  base = g_path_get_basename (self->path);
  prefix = temp_prefix (base);
  remove_orphans (dir, prefix);

  /* The name is listed for the signal handler before the file exists: a
   * SIGINT may reach any thread of the process, so no signal mask on this
   * one could close a gap between making the file and listing it. */
  for (int attempt = 0; attempt < 100 && self->fd < 0; attempt++)
    {
      int fd;
      int saved_errno;

      g_free (self->temp_path);
      self->temp_path = temp_name (dir, prefix);
      self->slot = _sudoku_safe_write_register_temp (self->temp_path);
      /* Exclusive; the mode before the umask, as for any new file. */
      fd = open (self->temp_path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
      saved_errno = errno;
      if (fd >= 0 && lock_temp (fd, self->temp_path))
        {
          self->fd = fd;
          break;
        }
      _sudoku_safe_write_unregister_temp (self->slot);
      self->slot = -1;
      if (fd >= 0)
        close (fd);   /* whoever took it removes it */
      else if (saved_errno != EEXIST)
        {
          set_errno_error (error, self->name, saved_errno);
          g_clear_pointer (&self->temp_path, g_free);
          return FALSE;
        }
    }
  if (self->fd < 0)
    {
      g_clear_pointer (&self->temp_path, g_free);
      set_errno_error (error, self->name, EAGAIN);
      return FALSE;
    }

  /* A replaced file keeps its mode exactly (the umask applied to it once
   * already), and its group and owner where the system lets us. */
  if (self->replacing)
    {
      if (fchmod (self->fd, old.st_mode & 0777) != 0)
        g_debug ("%s: could not keep the mode: %s", self->name, g_strerror (errno));
      if ((old.st_uid != geteuid () || old.st_gid != getegid ()) &&
          fchown (self->fd, old.st_uid, old.st_gid) != 0)
        g_debug ("%s: could not keep the owner: %s", self->name, g_strerror (errno));
    }
  return TRUE;
}

/* ---- the backup ---- */

static gboolean
copy_to_backup (const char  *path,
                GFile       *backup,
                GError     **error)
{
  g_autoptr(SudokuSafeWrite) writer = NULL;
  g_autofree char *buffer = NULL;
  int fd = g_open (path, O_RDONLY | O_CLOEXEC, 0);
  gboolean ok;
  gssize n;

  if (fd < 0)
    {
      set_errno_error (error, path, errno);
      return FALSE;
    }
  writer = sudoku_safe_write_open (backup, SUDOKU_SAFE_WRITE_NONE, NULL, error);
  ok = writer != NULL;
  buffer = g_malloc (COPY_CHUNK);
  while (ok && (n = read (fd, buffer, COPY_CHUNK)) != 0)
    {
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          set_errno_error (error, path, errno);
          ok = FALSE;
        }
      else
        ok = sudoku_safe_write_write (writer, buffer, (gsize) n, error);
    }
  close (fd);
  return ok && sudoku_safe_write_commit (g_steal_pointer (&writer), error);
}

/* Linked, so the target never goes missing; copied where links are not
 * allowed (FAT, some network shares). */
static gboolean
keep_backup (SudokuSafeWrite  *self,
             GError          **error)
{
  g_autofree char *backup = g_strconcat (self->path, BACKUP_SUFFIX, NULL);
  g_autoptr(GFile) backup_file = NULL;
  g_autoptr(GError) local_error = NULL;
  int code;

  if ((g_unlink (backup) == 0 || errno == ENOENT) &&
      (link (self->path, backup) == 0 || errno == ENOENT))
    return TRUE;   /* kept; or removed by someone meanwhile: nothing to keep */
  code = errno;

  if (code == EPERM || code == EXDEV || code == ENOTSUP || code == EMLINK || code == ENOSYS)
    {
      backup_file = g_file_new_for_path (backup);
      if (copy_to_backup (self->path, backup_file, &local_error))
        return TRUE;
    }
  {
    g_autofree char *reason = g_strdup_printf (g_dgettext ("glib20", "Error creating backup copy: %s"),
                                               local_error != NULL ? local_error->message
                                                                   : g_strerror (code));

    g_set_error (error, G_IO_ERROR, G_IO_ERROR_CANT_CREATE_BACKUP, "%s: %s", self->name, reason);
  }
  return FALSE;
}

/* ---- committing ---- */

/* Best effort: the rename is done, and a folder that cannot be synced
 * (some file systems refuse) is no reason to call the write failed. */
static void
sync_folder (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  int fd = g_open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);

  if (fd < 0)
    return;
  if (fsync (fd) != 0)
    g_debug ("%s: fsync: %s", dir, g_strerror (errno));
  close (fd);
}

static gboolean
commit_local (SudokuSafeWrite  *self,
              GError          **error)
{
  int copy;

  if (fsync (self->fd) != 0)
    {
      set_errno_error (error, self->name, errno);
      return FALSE;
    }
  /* The close is checked on a duplicate: closing flushes on network file
   * systems and may report a failure there, while the descriptor itself
   * stays open, so the lock stays held until the rename is done. */
  copy = fcntl (self->fd, F_DUPFD_CLOEXEC, 0);
  if (copy < 0 || close (copy) != 0)
    {
      set_errno_error (error, self->name, errno);
      return FALSE;
    }
  if ((self->flags & SUDOKU_SAFE_WRITE_BACKUP) && self->replacing && !keep_backup (self, error))
    return FALSE;
  if (g_rename (self->temp_path, self->path) != 0)
    {
      set_errno_error (error, self->name, errno);
      return FALSE;
    }
  /* Renamed: nothing of ours is left to remove under that name. */
  g_clear_pointer (&self->temp_path, g_free);
  _sudoku_safe_write_unregister_temp (self->slot);
  self->slot = -1;
  sync_folder (self->path);
  return TRUE;
}

static void
prefix_name (SudokuSafeWrite  *self,
             GError          **error)
{
  if (error != NULL && *error != NULL && strstr ((*error)->message, self->name) == NULL)
    g_prefix_error (error, "%s: ", self->name);
}

/* ---- the interface ---- */

SudokuSafeWrite *
sudoku_safe_write_open (GFile                 *file,
                        SudokuSafeWriteFlags   flags,
                        GCancellable          *cancellable,
                        GError               **error)
{
  g_autoptr(SudokuSafeWrite) self = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;

  self = g_new0 (SudokuSafeWrite, 1);
  self->file = g_object_ref (file);
  self->name = g_file_get_parse_name (file);
  self->flags = flags;
  self->cancellable = cancellable != NULL ? g_object_ref (cancellable) : NULL;
  self->fd = -1;
  self->slot = -1;

  if (g_file_peek_path (file) != NULL)
    return open_temp (self, error) ? g_steal_pointer (&self) : NULL;

  /* GIO's own temporary file and rename, for a location without a path;
   * REPLACE_DESTINATION keeps it from rewriting the old file in place. */
  self->stream = G_OUTPUT_STREAM (g_file_replace (file, NULL, (flags & SUDOKU_SAFE_WRITE_BACKUP) != 0,
                                                  G_FILE_CREATE_REPLACE_DESTINATION |
                                                  ((flags & SUDOKU_SAFE_WRITE_PRIVATE) ? G_FILE_CREATE_PRIVATE : 0),
                                                  cancellable, error));
  if (self->stream == NULL)
    {
      prefix_name (self, error);
      return NULL;
    }
  return g_steal_pointer (&self);
}

gboolean
sudoku_safe_write_write (SudokuSafeWrite  *self,
                         const void       *data,
                         gsize             length,
                         GError          **error)
{
  const char *next = data;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);

  if (self->error == NULL)
    g_cancellable_set_error_if_cancelled (self->cancellable, &self->error);
  if (self->error == NULL && self->stream != NULL &&
      !g_output_stream_write_all (self->stream, data, length, NULL, self->cancellable, &self->error))
    prefix_name (self, &self->error);
  else if (self->error == NULL && self->stream == NULL)
    while (length > 0)
      {
        gssize n = write (self->fd, next, MIN (length, (gsize) G_MAXSSIZE));

        if (n < 0 && errno == EINTR)
          continue;
        if (n <= 0)
          {
            set_errno_error (&self->error, self->name, n < 0 ? errno : EIO);
            break;
          }
        next += n;
        length -= (gsize) n;
      }

  if (self->error == NULL)
    return TRUE;
  if (error != NULL)
    *error = g_error_copy (self->error);
  return FALSE;
}

gboolean
sudoku_safe_write_failed (SudokuSafeWrite *self)
{
  g_return_val_if_fail (self != NULL, TRUE);

  return self->error != NULL;
}

gboolean
sudoku_safe_write_commit (SudokuSafeWrite  *self,
                          GError          **error)
{
  gboolean ok;

  g_return_val_if_fail (self != NULL, FALSE);

  if (self->error == NULL)
    g_cancellable_set_error_if_cancelled (self->cancellable, &self->error);
  if (self->error == NULL && self->stream != NULL)
    {
      if (!g_output_stream_close (self->stream, self->cancellable, &self->error))
        prefix_name (self, &self->error);
    }
  else if (self->error == NULL)
    commit_local (self, &self->error);

  ok = self->error == NULL;
  if (!ok)
    g_propagate_error (error, g_steal_pointer (&self->error));
  sudoku_safe_write_abort (self);
  return ok;
}

void
sudoku_safe_write_abort (SudokuSafeWrite *self)
{
  if (self == NULL)
    return;

  if (self->temp_path != NULL)
    g_unlink (self->temp_path);
  _sudoku_safe_write_unregister_temp (self->slot);
  if (self->fd >= 0)
    close (self->fd);

  /* GIO renames its temporary file on close unless the close is cancelled
   * (then it removes it): a partial file must never take the target's place. */
  if (self->stream != NULL && !g_output_stream_is_closed (self->stream))
    {
      g_autoptr(GCancellable) cancelled = g_cancellable_new ();

      g_cancellable_cancel (cancelled);
      g_output_stream_close (self->stream, cancelled, NULL);
    }
  g_clear_object (&self->stream);
  g_clear_object (&self->file);
  g_clear_object (&self->cancellable);
  g_clear_error (&self->error);
  g_free (self->name);
  g_free (self->path);
  g_free (self->temp_path);
  g_free (self);
}

gboolean
sudoku_safe_write_contents (GFile                 *file,
                            const void            *data,
                            gsize                  length,
                            SudokuSafeWriteFlags   flags,
                            GCancellable          *cancellable,
                            GError               **error)
{
  SudokuSafeWrite *self = sudoku_safe_write_open (file, flags, cancellable, error);

  if (self == NULL)
    return FALSE;
  /* A failed write is kept, and the commit fails with it. */
  sudoku_safe_write_write (self, data, length, NULL);
  return sudoku_safe_write_commit (self, error);
}

/* ---- on a worker thread ---- */

typedef struct
{
  GBytes               *bytes;
  SudokuSafeWriteFlags  flags;
} WriteJob;

static void
write_job_free (WriteJob *job)
{
  g_bytes_unref (job->bytes);
  g_free (job);
}

static void
write_in_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  WriteJob *job = task_data;
  GError *error = NULL;
  gsize length;
  const void *data = g_bytes_get_data (job->bytes, &length);

  if (sudoku_safe_write_contents (source_object, data, length, job->flags, cancellable, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

void
sudoku_safe_write_bytes_async (GFile                 *file,
                               GBytes                *bytes,
                               SudokuSafeWriteFlags   flags,
                               GCancellable          *cancellable,
                               GAsyncReadyCallback    callback,
                               gpointer               user_data)
{
  g_autoptr(GTask) task = NULL;
  WriteJob *job;

  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (bytes != NULL);

  job = g_new0 (WriteJob, 1);
  job->bytes = g_bytes_ref (bytes);
  job->flags = flags;
  task = g_task_new (file, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_safe_write_bytes_async);
  g_task_set_name (task, "sudoku-safe-write");
  g_task_set_task_data (task, job, (GDestroyNotify) write_job_free);
  g_task_run_in_thread (task, write_in_thread);
}

gboolean
sudoku_safe_write_bytes_finish (GFile         *file,
                                GAsyncResult  *result,
                                GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, file), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sudoku_safe_write_bytes_async, FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}
