/* sudoku-document.h: what a window shows: the puzzle(s), their file and their changes
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-board.h"
#include "sudoku-collection.h"
#include "sudoku-format.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_DOCUMENT (sudoku_document_get_type ())

G_DECLARE_FINAL_TYPE (SudokuDocument, sudoku_document, SUDOKU, DOCUMENT, GObject)

/* Properties, all read-only and notified only when they change:
 *   "board"         SudokuBoard  the board of the puzzle shown (always the same object)
 *   "file"          GFile        where Save writes the puzzle shown, or NULL
 *   "source"        GFile        the file opened (a collection's too), or NULL
 *   "display-name"  char*        the name shown, or NULL for an untitled board
 *   "title"         char*        the display name or "Untitled Puzzle", "*" first
 *                                while "modified"
 *   "modified"      gboolean     some puzzle of the document has unsaved changes
 *   "n-modified"    guint        how many puzzles have
 *   "position"      guint        the puzzle shown, from 0
 *   "n-puzzles"     guint        1, or the size of the collection opened */
SudokuDocument   *sudoku_document_new              (void);
SudokuBoard      *sudoku_document_get_board        (SudokuDocument      *self);
GFile            *sudoku_document_get_file         (SudokuDocument      *self);
GFile            *sudoku_document_get_source       (SudokuDocument      *self);
SudokuFormat      sudoku_document_get_format       (SudokuDocument      *self);
const char       *sudoku_document_get_display_name (SudokuDocument      *self);
/* The display name, or "Untitled Puzzle". */
char             *sudoku_document_dup_name         (SudokuDocument      *self);
const char       *sudoku_document_get_title        (SudokuDocument      *self);
gboolean          sudoku_document_get_modified     (SudokuDocument      *self);
guint             sudoku_document_get_n_modified   (SudokuDocument      *self);
/* How many puzzles other than the one shown have unsaved changes: what a
 * session file, which keeps the puzzle shown, cannot keep. */
guint             sudoku_document_get_n_modified_hidden (SudokuDocument *self);
/* Whether the puzzle at @position has unsaved changes. */
gboolean          sudoku_document_get_puzzle_modified (SudokuDocument   *self,
                                                       guint             position);
guint             sudoku_document_get_position     (SudokuDocument      *self);
guint             sudoku_document_get_n_puzzles    (SudokuDocument      *self);
/* The collection opened (more than one puzzle), or NULL. */
SudokuCollection *sudoku_document_get_collection   (SudokuDocument      *self);
/* Shows the collection's puzzle at @position as it was left: its digits,
 * marks and undo history. Moving is no edit. */
void              sudoku_document_set_position     (SudokuDocument      *self,
                                                    guint                position);

/* Shows @collection (transfer full, at least one puzzle) read from @file
 * (nullable: pasted or made here), named @display_name (nullable:
 * untitled). With @undoable, undo brings back the board the first puzzle
 * replaces (New, Paste); without (Open), the puzzle starts its history.
 * A collection's puzzles always start their own. */
void              sudoku_document_set_collection   (SudokuDocument      *self,
                                                    SudokuCollection    *collection,
                                                    SudokuFormat         format,
                                                    GFile               *file,
                                                    const char          *display_name,
                                                    gboolean             undoable);
/* The same for @puzzles (transfer full, at least one). */
void              sudoku_document_set_puzzles      (SudokuDocument      *self,
                                                    GPtrArray           *puzzles,
                                                    SudokuFormat         format,
                                                    GFile               *file,
                                                    const char          *display_name,
                                                    gboolean             undoable);

/* sudoku-document-io.c */

/* Reads @file on a worker thread; on success the document shows its first
 * puzzle, unmodified, at the start of its history. On failure the error
 * names the file and the line, and the document is as it was. */
void              sudoku_document_open_async       (SudokuDocument      *self,
                                                    GFile               *file,
                                                    GCancellable        *cancellable,
                                                    GAsyncReadyCallback  callback,
                                                    gpointer             user_data);
gboolean          sudoku_document_open_finish      (SudokuDocument      *self,
                                                    GAsyncResult        *result,
                                                    GError             **error);
/* Open in two steps, for a caller that asks the person in between: reads
 * @file and returns its puzzles, the document untouched; then shows them
 * (@collection transfer full) as open does. */
void              sudoku_document_read_async       (SudokuDocument      *self,
                                                    GFile               *file,
                                                    GCancellable        *cancellable,
                                                    GAsyncReadyCallback  callback,
                                                    gpointer             user_data);
SudokuCollection *sudoku_document_read_finish      (SudokuDocument      *self,
                                                    GAsyncResult        *result,
                                                    GError             **error);
void              sudoku_document_show_file        (SudokuDocument      *self,
                                                    SudokuCollection    *collection,
                                                    GFile               *file);
/* Parses @text (any format the readers know) on a worker thread and shows
 * it as an untitled, modified puzzle that undo can take back. */
void              sudoku_document_paste_async      (SudokuDocument      *self,
                                                    const char          *text,
                                                    GCancellable        *cancellable,
                                                    GAsyncReadyCallback  callback,
                                                    gpointer             user_data);
gboolean          sudoku_document_paste_finish     (SudokuDocument      *self,
                                                    GAsyncResult        *result,
                                                    GError             **error);

/* Whether Save knows where to write everything: the .sudoku file shown, or
 * the folder of an opened collection. Otherwise Save is Save As. */
gboolean          sudoku_document_can_save         (SudokuDocument      *self);
/* What Save As proposes: the file's name, or the puzzle's as a .sudoku
 * ("top95-12.sudoku" for puzzle 12 of top95.txt). */
char             *sudoku_document_suggest_name     (SudokuDocument      *self);
/* Save: the puzzle shown goes to its .sudoku file; in an opened collection,
 * every changed puzzle without one goes beside the collection as
 * "NAME-N.sudoku" (N from 1), an old file of that name kept as "NAME-N.sudoku~":
 * the collection's own format cannot hold entries or marks. The collection
 * file itself is never written. Puzzles written are unmodified after, unless
 * they changed meanwhile. */
void              sudoku_document_save_async       (SudokuDocument      *self,
                                                    GCancellable        *cancellable,
                                                    GAsyncReadyCallback  callback,
                                                    gpointer             user_data);
/* Save As: the puzzle shown to @file as @format; with @backup an old @file
 * stays as "NAME~". As SUDOKU_FORMAT_NATIVE, @file becomes where Save writes
 * and its name the display name; any other format is an export, and the
 * document stays as it was. A format that cannot hold the puzzle (extra
 * houses in anything but .sudoku: sudoku_format_can_hold()) writes nothing
 * and fails with its G_IO_ERROR_NOT_SUPPORTED. */
void              sudoku_document_save_as_async    (SudokuDocument      *self,
                                                    GFile               *file,
                                                    SudokuFormat         format,
                                                    gboolean             backup,
                                                    GCancellable        *cancellable,
                                                    GAsyncReadyCallback  callback,
                                                    gpointer             user_data);
/* For both: @file (out, nullable, transfer full) is the file the puzzle
 * shown went to, or on failure the file that could not be written; @n_saved
 * (out, nullable) how many puzzles were written. */
gboolean          sudoku_document_save_finish      (SudokuDocument      *self,
                                                    GAsyncResult        *result,
                                                    GFile              **file,
                                                    guint               *n_saved,
                                                    GError             **error);

G_END_DECLS
