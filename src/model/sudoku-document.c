/* sudoku-document.c: what a window shows: the puzzle(s), their file and their changes
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One board shows one puzzle at a time. An opened collection's other puzzles
 * wait as the collection read them or, once visited, as SudokuBoardMemo
 * (digits, marks, undo history, modified flag), so that moving through the
 * collection loses nothing and "modified" can speak for all of them: the
 * title keeps its "*", and closing asks, while any puzzle has changes.
 * Opening, pasting and saving are in sudoku-document-io.c.
 */

#define G_LOG_DOMAIN "sudoku-document"

#include "config.h"

#include "sudoku-document.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sudoku-document-private.h"
#include "sudoku-file-error.h"
#include "sudoku-native-file.h"

struct _SudokuDocument
{
  GObject           parent_instance;

  SudokuBoard      *board;
  /* Where Save writes the puzzle shown: a .sudoku file opened or saved. */
  GFile            *file;
  /* The file opened, a collection's too; where Save puts its puzzles. */
  GFile            *source;
  SudokuFormat      format;
  char             *display_name;
  /* The collection's own name: a puzzle saved from it shows its file's name
   * until the person moves on. */
  char             *collection_name;
  char             *title;

  /* More than one puzzle, else NULL; the puzzles left, by position. */
  SudokuCollection *collection;
  guint             position;
  GHashTable       *memos;

  guint             n_modified;
  guint             serial;
};

G_DEFINE_FINAL_TYPE (SudokuDocument, sudoku_document, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_BOARD,
  PROP_FILE,
  PROP_SOURCE,
  PROP_DISPLAY_NAME,
  PROP_TITLE,
  PROP_MODIFIED,
  PROP_N_MODIFIED,
  PROP_POSITION,
  PROP_N_PUZZLES,
  N_PROPS
};

static GParamSpec *properties [N_PROPS];

/* Changed since opened or saved, and worth keeping: an untitled board with
 * no digit and no pencil mark holds nothing to save, whatever layout was
 * chosen for it (layouts are kept as layout files of their own). */
static gboolean
shown_puzzle_modified (SudokuDocument *self)
{
  return sudoku_board_get_modified (self->board) &&
         (self->file != NULL || sudoku_board_get_n_filled (self->board) > 0 ||
          sudoku_board_get_has_marks (self->board));
}

static void
update_title (SudokuDocument *self)
{
  g_autofree char *name = sudoku_document_dup_name (self);
  g_autofree char *title = NULL;

  if (self->n_modified > 0)
    /* Translators: the window title of a puzzle with unsaved changes */
    title = g_strdup_printf (_("*%s"), name);
  else
    title = g_steal_pointer (&name);

  if (g_strcmp0 (title, self->title) == 0)
    return;
  g_free (self->title);
  self->title = g_steal_pointer (&title);
  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_TITLE]);
}

static void
update_modified (SudokuDocument *self)
{
  GHashTableIter iter;
  gpointer memo;
  guint n = shown_puzzle_modified (self) ? 1 : 0;
  gboolean was_modified = self->n_modified > 0;

  g_hash_table_iter_init (&iter, self->memos);
  while (g_hash_table_iter_next (&iter, NULL, &memo))
    if (sudoku_board_memo_get_modified (memo))
      n++;

  if (n != self->n_modified)
    {
      self->n_modified = n;
      g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_N_MODIFIED]);
      if (was_modified != (n > 0))
        g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_MODIFIED]);
    }
  update_title (self);
}

static void
set_display_name (SudokuDocument *self,
                  const char     *display_name)
{
  if (g_strcmp0 (display_name, self->display_name) == 0)
    return;
  g_free (self->display_name);
  self->display_name = g_strdup (display_name);
  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_DISPLAY_NAME]);
}

static void
set_file (SudokuDocument *self,
          GFile          *file)
{
  if (g_set_object (&self->file, file))
    g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_FILE]);
}

static void
on_board_notify (SudokuDocument *self,
                 GParamSpec     *pspec)
{
  if (g_str_equal (pspec->name, "modified") || g_str_equal (pspec->name, "n-filled") ||
      g_str_equal (pspec->name, "has-marks"))
    update_modified (self);
}

static void
sudoku_document_dispose (GObject *object)
{
  SudokuDocument *self = SUDOKU_DOCUMENT (object);

  /* A running solve keeps the board alive after us. */
  if (self->board != NULL)
    g_signal_handlers_disconnect_by_data (self->board, self);
  g_clear_object (&self->board);
  g_clear_object (&self->file);
  g_clear_object (&self->source);
  g_clear_pointer (&self->collection, sudoku_collection_unref);
  g_clear_pointer (&self->memos, g_hash_table_unref);

  G_OBJECT_CLASS (sudoku_document_parent_class)->dispose (object);
}

static void
sudoku_document_finalize (GObject *object)
{
  SudokuDocument *self = SUDOKU_DOCUMENT (object);

  g_free (self->display_name);
  g_free (self->collection_name);
  g_free (self->title);

  G_OBJECT_CLASS (sudoku_document_parent_class)->finalize (object);
}

static void
sudoku_document_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  SudokuDocument *self = SUDOKU_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      g_value_set_object (value, self->board);
      break;
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_SOURCE:
      g_value_set_object (value, self->source);
      break;
    case PROP_DISPLAY_NAME:
      g_value_set_string (value, self->display_name);
      break;
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case PROP_MODIFIED:
      g_value_set_boolean (value, self->n_modified > 0);
      break;
    case PROP_N_MODIFIED:
      g_value_set_uint (value, self->n_modified);
      break;
    case PROP_POSITION:
      g_value_set_uint (value, self->position);
      break;
    case PROP_N_PUZZLES:
      g_value_set_uint (value, sudoku_document_get_n_puzzles (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_document_class_init (SudokuDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = sudoku_document_dispose;
  object_class->finalize = sudoku_document_finalize;
  object_class->get_property = sudoku_document_get_property;

  properties [PROP_BOARD] =
    g_param_spec_object ("board", NULL, NULL, SUDOKU_TYPE_BOARD, flags);
  properties [PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE, flags);
  properties [PROP_SOURCE] =
    g_param_spec_object ("source", NULL, NULL, G_TYPE_FILE, flags);
  properties [PROP_DISPLAY_NAME] =
    g_param_spec_string ("display-name", NULL, NULL, NULL, flags);
  properties [PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL, flags);
  properties [PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL, FALSE, flags);
  properties [PROP_N_MODIFIED] =
    g_param_spec_uint ("n-modified", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties [PROP_POSITION] =
    g_param_spec_uint ("position", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties [PROP_N_PUZZLES] =
    g_param_spec_uint ("n-puzzles", NULL, NULL, 1, G_MAXUINT, 1, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
sudoku_document_init (SudokuDocument *self)
{
  self->board = sudoku_board_new ();
  self->memos = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL,
                                       (GDestroyNotify) sudoku_board_memo_free);
  g_signal_connect_object (self->board, "notify", G_CALLBACK (on_board_notify), self,
                           G_CONNECT_SWAPPED);
  update_title (self);
}

/**
 * sudoku_document_new:
 *
 * Returns: (transfer full): an untitled document with an empty board
 */
SudokuDocument *
sudoku_document_new (void)
{
  return g_object_new (SUDOKU_TYPE_DOCUMENT, NULL);
}

/**
 * sudoku_document_get_board:
 *
 * Returns: (transfer none): the board of the puzzle shown
 */
SudokuBoard *
sudoku_document_get_board (SudokuDocument *self)
{
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), NULL);
  return self->board;
}

/**
 * sudoku_document_get_file:
 *
 * Returns: (transfer none) (nullable): where Save writes the puzzle shown
 */
GFile *
sudoku_document_get_file (SudokuDocument *self)
{
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), NULL);
  return self->file;
}

/**
 * sudoku_document_get_source:
 *
 * Returns: (transfer none) (nullable): the file opened
 */
GFile *
sudoku_document_get_source (SudokuDocument *self)
{
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), NULL);
  return self->source;
}

SudokuFormat
sudoku_document_get_format (SudokuDocument *self)
{
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), SUDOKU_FORMAT_UNKNOWN);
  return self->format;
}

const char *
sudoku_document_get_display_name (SudokuDocument *self)
{
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), NULL);
  return self->display_name;
}

char *
sudoku_document_dup_name (SudokuDocument *self)
{
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), NULL);

  if (self->display_name != NULL)
    return g_strdup (self->display_name);
  return g_strdup (_("Untitled Puzzle"));
}

const char *
sudoku_document_get_title (SudokuDocument *self)
{
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), NULL);
  return self->title;
}

gboolean
sudoku_document_get_modified (SudokuDocument *self)
{
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), FALSE);
  return self->n_modified > 0;
}

guint
sudoku_document_get_n_modified (SudokuDocument *self)
{
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), 0);
  return self->n_modified;
}

guint
sudoku_document_get_n_modified_hidden (SudokuDocument *self)
{
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), 0);
  return self->n_modified - (shown_puzzle_modified (self) ? 1 : 0);
}

gboolean
sudoku_document_get_puzzle_modified (SudokuDocument *self,
                                     guint           position)
{
  SudokuBoardMemo *memo;

  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), FALSE);

  if (position == self->position)
    return shown_puzzle_modified (self);
  memo = g_hash_table_lookup (self->memos, GUINT_TO_POINTER (position));
  return memo != NULL && sudoku_board_memo_get_modified (memo);
}

guint
sudoku_document_get_position (SudokuDocument *self)
{
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), 0);
  return self->position;
}

guint
sudoku_document_get_n_puzzles (SudokuDocument *self)
{
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), 1);
  return self->collection != NULL ? sudoku_collection_get_size (self->collection) : 1;
}

/**
 * sudoku_document_get_collection:
 *
 * Returns: (transfer none) (nullable): the collection opened, if it holds
 *   more than one puzzle
 */
SudokuCollection *
sudoku_document_get_collection (SudokuDocument *self)
{
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), NULL);
  return self->collection;
}

/* A puzzle first shown is where its history starts, unmodified. */
static void
show_fresh (SudokuDocument *self,
            guint           position)
{
  g_autoptr(SudokuPuzzle) puzzle = sudoku_collection_get_puzzle (self->collection, position);

  sudoku_board_load_puzzle (self->board, puzzle);
  sudoku_board_clear_history (self->board);
  sudoku_board_set_modified (self->board, FALSE);
}

void
sudoku_document_set_position (SudokuDocument *self,
                              guint           position)
{
  SudokuBoardMemo *memo;

  g_return_if_fail (SUDOKU_IS_DOCUMENT (self));
  g_return_if_fail (self->collection != NULL &&
                    position < sudoku_collection_get_size (self->collection));

  if (position == self->position)
    return;

  g_object_freeze_notify (G_OBJECT (self));

  /* Moving to another puzzle is not an edit of this one: it takes its
   * history along, and the next puzzle comes back as it was left. */
  g_hash_table_insert (self->memos, GUINT_TO_POINTER (self->position),
                       sudoku_board_take_memo (self->board));
  self->position = position;
  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_POSITION]);

  /* Save must never write one puzzle over a file saved from another. */
  set_file (self, NULL);
  set_display_name (self, self->collection_name);

  if (g_hash_table_steal_extended (self->memos, GUINT_TO_POINTER (position), NULL,
                                   (gpointer *) &memo))
    sudoku_board_restore_memo (self->board, memo);
  else
    show_fresh (self, position);

  update_modified (self);
  g_object_thaw_notify (G_OBJECT (self));
}

void
sudoku_document_set_collection (SudokuDocument   *self,
                                SudokuCollection *collection,
                                SudokuFormat      format,
                                GFile            *file,
                                const char       *display_name,
                                gboolean          undoable)
{
  g_autoptr(SudokuCollection) owned = collection;
  g_autoptr(SudokuPuzzle) puzzle = NULL;
  guint old_size;

  g_return_if_fail (SUDOKU_IS_DOCUMENT (self));
  g_return_if_fail (collection != NULL && sudoku_collection_get_size (collection) > 0);
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  g_object_freeze_notify (G_OBJECT (self));
  old_size = sudoku_document_get_n_puzzles (self);

  self->serial++;
  g_clear_pointer (&self->collection, sudoku_collection_unref);
  g_hash_table_remove_all (self->memos);
  self->format = format;
  if (g_set_object (&self->source, file))
    g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_SOURCE]);
  g_free (self->collection_name);
  self->collection_name = g_strdup (display_name);
  set_display_name (self, display_name);
  if (self->position != 0)
    {
      self->position = 0;
      g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_POSITION]);
    }

  if (sudoku_collection_get_size (owned) > 1)
    {
      self->collection = g_steal_pointer (&owned);
      set_file (self, NULL);
      show_fresh (self, 0);
    }
  else
    {
      puzzle = sudoku_collection_get_puzzle (owned, 0);
      sudoku_board_load_puzzle (self->board, puzzle);
      if (!undoable)
        sudoku_board_clear_history (self->board);

      /* Only a .sudoku file is saved back in place: anything else would lose
       * the distinction between givens and entries, or the file's format. */
      set_file (self, format == SUDOKU_FORMAT_NATIVE ? file : NULL);
      /* An opened file is unmodified; a pasted puzzle is saved nowhere yet. */
      sudoku_board_set_modified (self->board, file == NULL);
    }

  if (old_size != sudoku_document_get_n_puzzles (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_N_PUZZLES]);
  update_modified (self);
  g_object_thaw_notify (G_OBJECT (self));
}

void
sudoku_document_set_puzzles (SudokuDocument *self,
                             GPtrArray      *puzzles,
                             SudokuFormat    format,
                             GFile          *file,
                             const char     *display_name,
                             gboolean        undoable)
{
  g_autoptr(GPtrArray) owned = puzzles;

  g_return_if_fail (puzzles != NULL && puzzles->len > 0);

  sudoku_document_set_collection (self,
                                  sudoku_collection_new ((const SudokuPuzzle * const *) owned->pdata,
                                                         owned->len),
                                  format, file, display_name, undoable);
}

char *
sudoku_document_suggest_name (SudokuDocument *self)
{
  g_autofree char *name = NULL;
  char *dot;

  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), NULL);

  if (self->file != NULL)
    return g_file_get_basename (self->file);
  name = self->collection != NULL && self->collection_name != NULL
         ? g_strdup (self->collection_name) : sudoku_document_dup_name (self);
  dot = strrchr (name, '.');
  if (dot != NULL && dot != name)
    *dot = '\0';
  if (self->collection != NULL)
    return g_strdup_printf ("%s-%u.sudoku", name, self->position + 1);
  return g_strdup_printf ("%s.sudoku", name);
}

gboolean
sudoku_document_can_save (SudokuDocument *self)
{
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), FALSE);

  return self->file != NULL || (self->collection != NULL && self->source != NULL);
}

/* ---- for sudoku-document-io.c ---- */

guint
_sudoku_document_get_serial (SudokuDocument *self)
{
  return self->serial;
}

SudokuPuzzle *
_sudoku_document_dup_puzzle (SudokuDocument *self,
                             guint           position)
{
  SudokuBoardMemo *memo;

  if (position == self->position)
    return sudoku_board_to_puzzle (self->board);
  memo = g_hash_table_lookup (self->memos, GUINT_TO_POINTER (position));
  if (memo != NULL)
    return sudoku_board_memo_to_puzzle (memo);
  g_return_val_if_fail (self->collection != NULL, NULL);
  return sudoku_collection_get_puzzle (self->collection, position);
}

static int
compare_positions (gconstpointer a,
                   gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

GArray *
_sudoku_document_list_modified (SudokuDocument *self)
{
  GArray *positions = g_array_new (FALSE, FALSE, sizeof (guint));
  GHashTableIter iter;
  gpointer key, memo;

  if (shown_puzzle_modified (self))
    g_array_append_val (positions, self->position);
  g_hash_table_iter_init (&iter, self->memos);
  while (g_hash_table_iter_next (&iter, &key, &memo))
    if (sudoku_board_memo_get_modified (memo))
      {
        guint position = GPOINTER_TO_UINT (key);

        g_array_append_val (positions, position);
      }
  g_array_sort (positions, compare_positions);
  return positions;
}

char *
_sudoku_document_write_native (const SudokuPuzzle *puzzle)
{
  return sudoku_native_file_write (puzzle);
}

void
_sudoku_document_mark_saved (SudokuDocument *self,
                             guint           position,
                             const char     *text)
{
  g_autoptr(SudokuPuzzle) puzzle = _sudoku_document_dup_puzzle (self, position);
  g_autofree char *now = _sudoku_document_write_native (puzzle);
  SudokuBoardMemo *memo;

  if (g_strcmp0 (now, text) != 0)
    return;
  if (position == self->position)
    sudoku_board_set_modified (self->board, FALSE);
  else if ((memo = g_hash_table_lookup (self->memos, GUINT_TO_POINTER (position))) != NULL)
    sudoku_board_memo_set_modified (memo, FALSE);
  update_modified (self);
}

void
_sudoku_document_set_file (SudokuDocument *self,
                           GFile          *file)
{
  g_autofree char *name = sudoku_file_display_name (file);

  g_object_freeze_notify (G_OBJECT (self));
  set_file (self, file);
  set_display_name (self, name);
  update_modified (self);
  g_object_thaw_notify (G_OBJECT (self));
}
