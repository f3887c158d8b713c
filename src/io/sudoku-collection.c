/* sudoku-collection.c: the puzzles of one file, kept small enough for big collections
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A SudokuPuzzle carries a whole SkLayout with its derived tables, some
 * 2.7 kB: fine for the one puzzle on the board, too much for each of the
 * 49,158 of a public collection. Here a puzzle keeps its 81 givens as bytes,
 * and its region symbols, extra houses, entries, pencil marks and title only
 * when it has them; the full
 * SudokuPuzzle is rebuilt when one is shown. About a hundred bytes a puzzle.
 */

#define G_LOG_DOMAIN "sudoku-collection"

#include "config.h"

#include "sudoku-collection.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sudoku-io-private.h"

typedef struct
{
  guint8  givens[SK_CELLS];
  guint   line;
  char   *regions;  /* 81 symbols, or NULL for the standard boxes */
  guint8 *extra;    /* the nine cells of each extra house, or NULL for none */
  guint8  n_extra;
  guint8 *entries;  /* 81 digits, or NULL when nobody entered any */
  SkMask *marks;    /* 81 masks, or NULL when nobody marked any */
  char   *title;
  guint   time;     /* seconds on its clock, 0 for none */
} CompactPuzzle;

struct _SudokuCollection
{
  gatomicrefcount  ref_count;
  GArray          *puzzles;  /* CompactPuzzle */
  SudokuFormat     format;
};

static void
compact_puzzle_clear (gpointer data)
{
  CompactPuzzle *compact = data;

  g_clear_pointer (&compact->regions, g_free);
  g_clear_pointer (&compact->extra, g_free);
  g_clear_pointer (&compact->entries, g_free);
  g_clear_pointer (&compact->marks, g_free);
  g_clear_pointer (&compact->title, g_free);
}

static SudokuCollection *
collection_new (SudokuFormat format)
{
  SudokuCollection *self = g_new0 (SudokuCollection, 1);

  g_atomic_ref_count_init (&self->ref_count);
  self->puzzles = g_array_new (FALSE, FALSE, sizeof (CompactPuzzle));
  g_array_set_clear_func (self->puzzles, compact_puzzle_clear);
  self->format = format;
  return self;
}

static void
collection_add (SudokuCollection   *self,
                const SudokuPuzzle *puzzle)
{
  CompactPuzzle compact = { { 0 } };

  memcpy (compact.givens, puzzle->givens.cell, SK_CELLS);
  compact.line = puzzle->line;
  if (puzzle->has_layout)
    {
      compact.regions = g_malloc (SK_CELLS + 1);
      sk_layout_to_symbols (&puzzle->layout, compact.regions);
      if (puzzle->layout.n_extra > 0)
        {
          compact.n_extra = puzzle->layout.n_extra;
          compact.extra = g_memdup2 (puzzle->layout.unit_cells[SK_UNITS],
                                     (gsize) compact.n_extra * SK_SIZE);
        }
    }
  if (sk_grid_count_filled (&puzzle->entries) > 0)
    compact.entries = g_memdup2 (puzzle->entries.cell, SK_CELLS);
  for (guint i = 0; i < SK_CELLS && compact.marks == NULL; i++)
    if (puzzle->marks[i] != 0)
      compact.marks = g_memdup2 (puzzle->marks, sizeof puzzle->marks);
  compact.title = g_strdup (puzzle->title);
  compact.time = puzzle->time;
  /* The array owns the copy now; its clear func frees regions, extra, entries, marks, title. */
  g_array_append_val (self->puzzles, compact);
  // cppcheck-suppress memleak ; the array's clear func frees them (compact_puzzle_clear)
}

SudokuCollection *
sudoku_collection_new (const SudokuPuzzle * const *puzzles,
                       guint                       n_puzzles)
{
  SudokuCollection *self;

  g_return_val_if_fail (puzzles != NULL || n_puzzles == 0, NULL);

  self = collection_new (SUDOKU_FORMAT_UNKNOWN);
  for (guint i = 0; i < n_puzzles; i++)
    collection_add (self, puzzles[i]);
  return self;
}

/**
 * sudoku_collection_load:
 * @file: the file to read
 * @cancellable: (nullable): a #GCancellable
 * @error: a #GError in %SUDOKU_FILE_ERROR, or an I/O error from GIO
 *
 * Returns: (transfer full) (nullable): every puzzle of @file (at least one),
 *   or NULL
 */
SudokuCollection *
sudoku_collection_load (GFile         *file,
                        GCancellable  *cancellable,
                        GError       **error)
{
  g_autoptr(SudokuCollection) self = NULL;
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(SudokuReader) reader = NULL;
  g_autofree char *display_name = NULL;
  GError *local_error = NULL;
  SudokuPuzzle *puzzle;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  display_name = sudoku_file_display_name (file);
  stream = g_file_read (file, cancellable, error);
  if (stream == NULL)
    return NULL;

  /* Refused at a glance: a huge file is never read, not even in part. */
  info = g_file_input_stream_query_info (stream, G_FILE_ATTRIBUTE_STANDARD_SIZE,
                                         cancellable, NULL);
  if (info != NULL && g_file_info_has_attribute (info, G_FILE_ATTRIBUTE_STANDARD_SIZE) &&
      g_file_info_get_size (info) > SUDOKU_COLLECTION_MAX_FILE_SIZE)
    {
      g_autofree char *size = g_format_size ((guint64) g_file_info_get_size (info));

      _sudoku_set_error (error, SUDOKU_FILE_ERROR_TOO_LARGE, display_name, 0, 0,
                         _("the file is too large (%s); puzzle files of up to %d MiB are read"),
                         size, SUDOKU_COLLECTION_MAX_FILE_SIZE / (1024 * 1024));
      return NULL;
    }

  reader = sudoku_reader_new (G_INPUT_STREAM (stream), display_name);
  self = collection_new (SUDOKU_FORMAT_UNKNOWN);
  while ((puzzle = sudoku_reader_next (reader, cancellable, &local_error)) != NULL)
    {
      collection_add (self, puzzle);
      sudoku_puzzle_free (puzzle);
      if (self->puzzles->len > SUDOKU_COLLECTION_MAX_PUZZLES)
        {
          _sudoku_set_error (error, SUDOKU_FILE_ERROR_TOO_LARGE, display_name, 0, 0,
                             _("the file holds more than %d puzzles, too many to open"),
                             SUDOKU_COLLECTION_MAX_PUZZLES);
          return NULL;
        }
    }
  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return NULL;
    }

  self->format = sudoku_reader_get_format (reader);
  return g_steal_pointer (&self);
}

static void
load_worker (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  GError *error = NULL;
  SudokuCollection *collection = sudoku_collection_load (G_FILE (task_data), cancellable, &error);

  if (collection == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, collection, (GDestroyNotify) sudoku_collection_unref);
}

void
sudoku_collection_load_async (GFile               *file,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (G_IS_FILE (file));

  /* The file is the source object, so callbacks find it as object. */
  task = g_task_new (file, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_collection_load_async);
  g_task_set_name (task, "sudoku_collection_load_async");
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, load_worker);
}

/**
 * sudoku_collection_load_finish:
 *
 * Returns: (transfer full) (nullable): the collection, or NULL with @error set
 */
SudokuCollection *
sudoku_collection_load_finish (GAsyncResult  *result,
                               GError       **error)
{
  g_return_val_if_fail (G_IS_TASK (result), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sudoku_collection_load_async,
                        NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

SudokuCollection *
sudoku_collection_ref (SudokuCollection *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

void
sudoku_collection_unref (SudokuCollection *self)
{
  g_return_if_fail (self != NULL);

  if (!g_atomic_ref_count_dec (&self->ref_count))
    return;
  g_array_unref (self->puzzles);
  g_free (self);
}

guint
sudoku_collection_get_size (SudokuCollection *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->puzzles->len;
}

/* The format the file was read in; SUDOKU_FORMAT_UNKNOWN when not from a file. */
SudokuFormat
sudoku_collection_get_format (SudokuCollection *self)
{
  g_return_val_if_fail (self != NULL, SUDOKU_FORMAT_UNKNOWN);

  return self->format;
}

/**
 * sudoku_collection_get_puzzle:
 *
 * Returns: (transfer full): the puzzle at @index
 */
SudokuPuzzle *
sudoku_collection_get_puzzle (SudokuCollection *self,
                              guint             index)
{
  const CompactPuzzle *compact;
  SudokuPuzzle *puzzle;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->puzzles->len, NULL);

  compact = &g_array_index (self->puzzles, CompactPuzzle, index);
  puzzle = sudoku_puzzle_new ();
  memcpy (puzzle->givens.cell, compact->givens, SK_CELLS);
  if (compact->entries != NULL)
    memcpy (puzzle->entries.cell, compact->entries, SK_CELLS);
  if (compact->marks != NULL)
    memcpy (puzzle->marks, compact->marks, sizeof puzzle->marks);
  /* The symbols and houses came from a valid layout, so they make one again. */
  if (compact->regions != NULL &&
      sk_layout_init_from_symbols (&puzzle->layout, compact->regions, SK_CELLS, NULL) == SK_LAYOUT_OK)
    {
      puzzle->has_layout = TRUE;
      for (guint e = 0; e < compact->n_extra; e++)
        {
          int house[SK_SIZE];

          for (guint i = 0; i < SK_SIZE; i++)
            house[i] = compact->extra[e * SK_SIZE + i];
          sk_layout_add_extra_house (&puzzle->layout, house, SK_SIZE, NULL);
        }
    }
  puzzle->title = g_strdup (compact->title);
  puzzle->line = compact->line;
  puzzle->time = compact->time;
  return puzzle;
}
