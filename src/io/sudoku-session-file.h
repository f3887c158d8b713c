/* sudoku-session-file.h: one board of the session folder, and reading the folder back
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-puzzle.h"

G_BEGIN_DECLS

/* The fields of a board that could not be read and were left out. */
typedef enum
{
  SUDOKU_SESSION_DROPPED_NONE    = 0,
  SUDOKU_SESSION_DROPPED_ENTRIES = 1 << 0,  /* the digits the person entered */
  SUDOKU_SESSION_DROPPED_MARKS   = 1 << 1,  /* the pencil marks */
} SudokuSessionDropped;

/* One board found in the session folder: what a window held when the
 * program last ended with the window open. */
typedef struct
{
  SudokuPuzzle         *puzzle;
  GFile                *file;      /* the file the window was editing, or NULL */
  gboolean              modified;  /* it had changes not saved to that file */
  gboolean              quit;      /* kept by a normal quit; FALSE: left by a crash */
  SudokuSessionDropped  dropped;   /* what could not be read */
  char                 *bad_name;  /* where the damaged file was moved ("NAME.bad"), or NULL */
} SudokuSessionEntry;

void                sudoku_session_entry_free  (SudokuSessionEntry  *entry);

/* The text of a session file: @puzzle as a .sudoku file, plus where Save
 * writes (@file, nullable), whether it has unsaved changes, and whether a
 * normal quit (@quit) rather than a crash will have left it. */
char               *sudoku_session_file_write  (const SudokuPuzzle  *puzzle,
                                                GFile               *file,
                                                gboolean             modified,
                                                gboolean             quit);
/* Reads a session file, keeping what it can: a bad Entries or Marks costs
 * that field only (see @entry->dropped). NULL when even the givens or the
 * layout cannot be read. */
SudokuSessionEntry *sudoku_session_file_parse  (const char          *data,
                                                gsize                length,
                                                const char          *display_name,
                                                GError             **error);
/* Reads every board of @folder, in the order the windows were opened, and
 * takes them out of it: a board read whole is removed, a damaged one is
 * moved aside as "NAME.bad" (salvaged or not), and a thing that is not a
 * regular file or cannot be read at all is removed, each with a warning.
 * Blocks: for a worker thread. Returns (transfer container) a GPtrArray of
 * SudokuSessionEntry. */
GPtrArray          *sudoku_session_file_take_folder (GFile          *folder,
                                                     GCancellable   *cancellable);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SudokuSessionEntry, sudoku_session_entry_free)

G_END_DECLS
