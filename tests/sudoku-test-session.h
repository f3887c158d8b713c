/* sudoku-test-session.h: reading a session folder as the next run would, for the session tests
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shared by test-session-model.c (documents, no display) and test-session.c
 * (windows), each of which spins its own main loop: the waits take the
 * test's own wait function.
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-board.h"
#include "sudoku-session.h"

G_BEGIN_DECLS

/* Spins the main loop until @condition holds; fails the test, naming @what,
 * when it does not in time. */
typedef void (*SudokuTestWaitFunc) (GSourceFunc  condition,
                                    gpointer     data,
                                    const char  *what);

/* The session files in @folder now, parsed (each must be a valid .sudoku
 * file), not the hidden temporary file of a write in progress. */
GPtrArray *sudoku_test_session_read_folder (GFile       *folder);
/* How many there are once the pending writes are done. */
guint      sudoku_test_session_n_files     (GFile       *folder);

/* A session file in @folder whose board has @value in @cell. */
typedef struct
{
  GFile *folder;
  guint  cell;
  guint  value;
} SudokuTestSessionWanted;

/* A condition on a SudokuTestSessionWanted: such a file is there. */
gboolean   sudoku_test_session_saved_with  (gpointer     wanted);

/* What the next run reads, once the pending writes are done: the boards
 * left in @folder (SudokuSessionEntry), taken out of it. */
GPtrArray *sudoku_test_session_restore     (GFile              *folder,
                                            SudokuTestWaitFunc  wait_for);

/* A path in @folder, which is made if missing. */
char      *sudoku_test_session_path        (GFile       *folder,
                                            const char  *name);
/* The names in @folder once the pending writes are done, sorted, hidden
 * ones too, without opening any of them (one may be a named pipe); "" when
 * there is no folder. */
char      *sudoku_test_session_listing     (GFile       *folder);

/* A change to keep: 1 in the first empty cell of @board. */
void       sudoku_test_session_fill_first_empty (SudokuBoard *board);

G_END_DECLS
