/* sudoku-test-board.h: the board's state and its notifications, checked by hand, for the board tests
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shared by test-board.c (cells, conflicts, givens) and test-board-load.c
 * (loading, saving, layouts). Expectations are worked out from the rules:
 * conflicts by comparing every pair of cells. Notifications are counted on
 * every cell and compared with what really changed.
 */

#pragma once

#include "sk-grid.h"
#include "sudoku-board.h"

G_BEGIN_DECLS

/* What every cell shows at one moment. */
typedef struct
{
  guint value[SK_CELLS];
  guint given[SK_CELLS];
  guint solved[SK_CELLS];
  guint conflict[SK_CELLS];
  guint region[SK_CELLS];
} SudokuTestSnapshot;

typedef struct
{
  guint value;
  guint given;
  guint solved;
  guint conflict;
  guint region;
  guint other;
} SudokuTestCellCounts;

typedef struct
{
  guint can_undo;
  guint can_redo;
  guint modified;
  guint solving;
  guint n_filled;
  guint n_conflicts;
  guint standard_layout;
  guint other;
  guint layout_changed;
} SudokuTestBoardCounts;

/* The notifications of a board and of each of its cells, counted. */
typedef struct
{
  SudokuBoard          *board;
  SudokuTestCellCounts  cells[SK_CELLS];
  SudokuTestBoardCounts counts;
} SudokuTestWatch;

void sudoku_test_snapshot_take            (SudokuBoard              *board,
                                           SudokuTestSnapshot       *snap);

void sudoku_test_watch_start              (SudokuTestWatch          *watch,
                                           SudokuBoard              *board);
void sudoku_test_watch_reset              (SudokuTestWatch          *watch);
void sudoku_test_watch_stop               (SudokuTestWatch          *watch);

/* Each cell property notified once when it changed, never when it did not;
 * the same for the board's counters. */
void sudoku_test_assert_notified_changes  (const SudokuTestWatch    *watch,
                                           const SudokuTestSnapshot *before,
                                           const SudokuTestSnapshot *after);
/* The board's conflict marks and counters against the pairwise rule check. */
void sudoku_test_assert_conflicts_by_hand (SudokuBoard              *board,
                                           const int                 region[SK_CELLS]);

G_END_DECLS
