/* sudoku-session-file.c: one board of the session folder, and reading the folder back
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A session file is a .sudoku file (sudoku-native-file.c) with one more group:
 *
 *   [Session]
 *   File=file:///home/ann/sunday.sudoku   (what Save writes to, if anything)
 *   Modified=true                        (changes not saved there)
 *   Quit=true                            (kept by a normal quit, to resume)
 *
 * Without Quit the program ended while the window was open: a crash, a kill,
 * a power cut. The window brings its board back and says so; after a quit it
 * comes back silently.
 *
 * Reading happens at every start, before the first window shows, so the
 * folder is read with care: only regular files of a puzzle file's size are
 * read, never waited on, links not followed (sudoku_safe_read_file()). A file
 * that is not worth keeping goes (a named pipe, a link, a file far too
 * large): it would only be dropped again at every start. A file that reads
 * but is damaged is worth a look, so it is moved aside as NAME.bad, which no
 * start reads again; and when only its digits entered or its pencil marks
 * are broken, the rest of the board still comes back.
 */

#define G_LOG_DOMAIN "sudoku-session"

#include "config.h"

#include "sudoku-session-file.h"

#include <string.h>

#include "sudoku-file-error.h"
#include "sudoku-native-file.h"
#include "sudoku-safe-read.h"

#define SESSION_GROUP  "Session"
#define SUDOKU_GROUP   "Sudoku"
#define SESSION_SUFFIX ".sudoku"
#define BAD_SUFFIX     ".bad"

void
sudoku_session_entry_free (SudokuSessionEntry *entry)
{
  g_clear_pointer (&entry->puzzle, sudoku_puzzle_free);
  g_clear_object (&entry->file);
  g_clear_pointer (&entry->bad_name, g_free);
  g_free (entry);
}

/**
 * sudoku_session_file_write:
 *
 * Returns: (transfer full): the text of the session file
 */
char *
sudoku_session_file_write (const SudokuPuzzle *puzzle,
                           GFile              *file,
                           gboolean            modified,
                           gboolean            quit)
{
  g_autofree char *native = NULL;
  g_autoptr(GKeyFile) key_file = g_key_file_new ();

  g_return_val_if_fail (puzzle != NULL, NULL);
  g_return_val_if_fail (file == NULL || G_IS_FILE (file), NULL);

  native = sudoku_native_file_write (puzzle);
  if (!g_key_file_load_from_data (key_file, native, strlen (native), G_KEY_FILE_NONE, NULL))
    g_return_val_if_reached (NULL);

  if (file != NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      g_key_file_set_string (key_file, SESSION_GROUP, "File", uri);
    }
  g_key_file_set_boolean (key_file, SESSION_GROUP, "Modified", modified);
  if (quit)
    g_key_file_set_boolean (key_file, SESSION_GROUP, "Quit", TRUE);
  return g_key_file_to_data (key_file, NULL, NULL);
}

/* @key_file without the keys of @dropped, parsed again. */
static SudokuPuzzle *
parse_without (GKeyFile             *key_file,
               SudokuSessionDropped  dropped,
               const char           *display_name)
{
  g_autoptr(GKeyFile) copy = g_key_file_new ();
  g_autofree char *whole = NULL;
  g_autofree char *data = NULL;
  gsize length;

  whole = g_key_file_to_data (key_file, &length, NULL);
  if (!g_key_file_load_from_data (copy, whole, length, G_KEY_FILE_NONE, NULL))
    return NULL;
  if (dropped & SUDOKU_SESSION_DROPPED_ENTRIES)
    g_key_file_remove_key (copy, SUDOKU_GROUP, "Entries", NULL);
  if (dropped & SUDOKU_SESSION_DROPPED_MARKS)
    g_key_file_remove_key (copy, SUDOKU_GROUP, "Marks", NULL);
  data = g_key_file_to_data (copy, &length, NULL);
  return sudoku_native_file_parse (data, length, display_name, NULL);
}

/**
 * sudoku_session_file_parse:
 *
 * Returns: (transfer full) (nullable): the board, perhaps without some fields
 */
SudokuSessionEntry *
sudoku_session_file_parse (const char  *data,
                           gsize        length,
                           const char  *display_name,
                           GError     **error)
{
  /* The smallest loss first: marks are the cheapest to make again. */
  static const SudokuSessionDropped attempts[] = {
    SUDOKU_SESSION_DROPPED_MARKS,
    SUDOKU_SESSION_DROPPED_ENTRIES,
    SUDOKU_SESSION_DROPPED_ENTRIES | SUDOKU_SESSION_DROPPED_MARKS,
  };
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autoptr(GError) local_error = NULL;
  g_autofree char *uri = NULL;
  SudokuSessionDropped dropped = SUDOKU_SESSION_DROPPED_NONE;
  SudokuSessionEntry *entry;
  SudokuPuzzle *puzzle;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  puzzle = sudoku_native_file_parse (data, length, display_name, &local_error);
  if (puzzle == NULL)
    {
      /* Only a file that is a key file with a bad key is worth a second try. */
      if (g_error_matches (local_error, SUDOKU_FILE_ERROR, SUDOKU_FILE_ERROR_BAD_KEY_FILE) &&
          g_key_file_load_from_data (key_file, data, length, G_KEY_FILE_NONE, NULL))
        for (gsize i = 0; i < G_N_ELEMENTS (attempts) && puzzle == NULL; i++)
          {
            puzzle = parse_without (key_file, attempts[i], display_name);
            dropped = attempts[i];
          }
      if (puzzle == NULL)
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return NULL;
        }
    }

  entry = g_new0 (SudokuSessionEntry, 1);
  entry->puzzle = puzzle;
  entry->dropped = dropped;
  /* Each of these on its own: a bad one is only a default. */
  if (g_key_file_load_from_data (key_file, data, length, G_KEY_FILE_NONE, NULL))
    {
      uri = g_key_file_get_string (key_file, SESSION_GROUP, "File", NULL);
      entry->modified = g_key_file_get_boolean (key_file, SESSION_GROUP, "Modified", NULL);
      entry->quit = g_key_file_get_boolean (key_file, SESSION_GROUP, "Quit", NULL);
    }
  if (uri != NULL && uri[0] != '\0')
    entry->file = g_file_new_for_uri (uri);
  return entry;
}

/* ---- the folder ---- */

/* Errors name @file by its whole path, as the warnings that report them do.
 * @readable: whether the file was read, so is worth keeping aside if broken. */
static SudokuSessionEntry *
read_entry (GFile         *file,
            GCancellable  *cancellable,
            gboolean      *readable,
            GError       **error)
{
  g_autofree char *contents = NULL;
  g_autofree char *path = g_file_get_parse_name (file);
  gsize length;

  *readable = FALSE;
  if (!sudoku_safe_read_file (file, cancellable, &contents, &length, error))
    return NULL;
  *readable = TRUE;
  return sudoku_session_file_parse (contents, length, path, error);
}

/* Renames @file to NAME.bad, over an older one; returns the new name, or
 * NULL (with a warning) when it cannot, after removing it instead. */
static char *
move_aside (GFile *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *bad_name = g_strconcat (name, BAD_SUFFIX, NULL);
  g_autoptr(GFile) parent = g_file_get_parent (file);
  g_autoptr(GFile) bad = g_file_get_child (parent, bad_name);

  if (g_file_move (file, bad, G_FILE_COPY_OVERWRITE | G_FILE_COPY_NOFOLLOW_SYMLINKS,
                   NULL, NULL, NULL, &error))
    return g_steal_pointer (&bad_name);

  /* Left where it is, it would be tried again at every start. */
  g_warning ("Could not keep the damaged board as %s: %s", bad_name, error->message);
  g_file_delete (file, NULL, NULL);
  return NULL;
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char **) a, *(const char **) b);
}

GPtrArray *
sudoku_session_file_take_folder (GFile        *folder,
                                 GCancellable *cancellable)
{
  g_autoptr(GFileEnumerator) children = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  GPtrArray *entries = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_session_entry_free);

  g_return_val_if_fail (G_IS_FILE (folder), entries);

  children = g_file_enumerate_children (folder, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                        G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, cancellable, NULL);
  while (children != NULL)
    {
      GFileInfo *info = NULL;

      if (!g_file_enumerator_iterate (children, &info, NULL, cancellable, NULL) || info == NULL)
        break;
      if (g_str_has_suffix (g_file_info_get_name (info), SESSION_SUFFIX))
        g_ptr_array_add (names, g_strdup (g_file_info_get_name (info)));
    }

  /* In the order the windows were opened: the names start with the time. */
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      g_autoptr(GFile) file = g_file_get_child (folder, g_ptr_array_index (names, i));
      g_autoptr(GError) error = NULL;
      g_autofree char *bad_name = NULL;
      gboolean readable;
      SudokuSessionEntry *entry = read_entry (file, cancellable, &readable, &error);

      /* The program is ending: what was not read yet waits for the next start. */
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        break;

      /* Either way it leaves the folder: a board read belongs to a window
       * again, which keeps its own copy. */
      if (readable && (entry == NULL || entry->dropped != SUDOKU_SESSION_DROPPED_NONE))
        bad_name = move_aside (file);
      else
        g_file_delete (file, NULL, NULL);

      if (entry == NULL)
        {
          if (bad_name != NULL)
            g_warning ("Dropped a board of the last session: %s (kept as %s)",
                       error->message, bad_name);
          else
            g_warning ("Dropped a board of the last session: %s", error->message);
          continue;
        }
      if (entry->dropped != SUDOKU_SESSION_DROPPED_NONE)
        g_message ("Brought back a board of the last session without its %s%s%s: "
                   "they could not be read (the file is kept as %s)",
                   entry->dropped & SUDOKU_SESSION_DROPPED_ENTRIES ? "Entries" : "",
                   entry->dropped == (SUDOKU_SESSION_DROPPED_ENTRIES | SUDOKU_SESSION_DROPPED_MARKS)
                   ? " and " : "",
                   entry->dropped & SUDOKU_SESSION_DROPPED_MARKS ? "Marks" : "",
                   bad_name != NULL ? bad_name : "nowhere");
      entry->bad_name = g_steal_pointer (&bad_name);
      g_ptr_array_add (entries, entry);
    }

  return entries;
}
