/* sudoku-test-board.c: the board's state and its notifications, checked by hand, for the board tests
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "sudoku-test-board.h"

#include <string.h>

#include "sudoku-test-util.h"

static gboolean
share_unit (guint        a,
            guint        b,
            const int    region[SK_CELLS])
{
  return a / 9 == b / 9 || a % 9 == b % 9 || region[a] == region[b];
}

/* Every pair of filled cells holding the same digit in one unit: both clash. */
static guint
expected_conflicts (const guint  value[SK_CELLS],
                    const int    region[SK_CELLS],
                    guint        conflict[SK_CELLS])
{
  guint n = 0;

  memset (conflict, 0, SK_CELLS * sizeof conflict[0]);
  for (guint a = 0; a < SK_CELLS; a++)
    for (guint b = a + 1; b < SK_CELLS; b++)
      if (value[a] != 0 && value[a] == value[b] && share_unit (a, b, region))
        conflict[a] = conflict[b] = TRUE;
  for (guint i = 0; i < SK_CELLS; i++)
    n += conflict[i];
  return n;
}

void
sudoku_test_snapshot_take (SudokuBoard        *board,
                           SudokuTestSnapshot *snap)
{
  for (guint i = 0; i < SK_CELLS; i++)
    {
      SudokuCell *cell = sudoku_board_get_cell (board, i);

      snap->value[i] = sudoku_cell_get_value (cell);
      snap->given[i] = sudoku_cell_get_given (cell);
      snap->solved[i] = sudoku_cell_get_solved (cell);
      snap->conflict[i] = sudoku_cell_get_conflict (cell);
      snap->region[i] = sudoku_cell_get_region (cell);
    }
}

static void
on_cell_notify (GObject    *object,
                GParamSpec *pspec,
                gpointer    user_data)
{
  SudokuTestCellCounts *counts = user_data;

  if (g_str_equal (pspec->name, "value"))
    counts->value++;
  else if (g_str_equal (pspec->name, "given"))
    counts->given++;
  else if (g_str_equal (pspec->name, "solved"))
    counts->solved++;
  else if (g_str_equal (pspec->name, "conflict"))
    counts->conflict++;
  else if (g_str_equal (pspec->name, "region"))
    counts->region++;
  else
    counts->other++;
}

static void
on_board_notify (GObject    *object,
                 GParamSpec *pspec,
                 gpointer    user_data)
{
  SudokuTestBoardCounts *counts = user_data;

  if (g_str_equal (pspec->name, "can-undo"))
    counts->can_undo++;
  else if (g_str_equal (pspec->name, "can-redo"))
    counts->can_redo++;
  else if (g_str_equal (pspec->name, "modified"))
    counts->modified++;
  else if (g_str_equal (pspec->name, "solving"))
    counts->solving++;
  else if (g_str_equal (pspec->name, "n-filled"))
    counts->n_filled++;
  else if (g_str_equal (pspec->name, "n-conflicts"))
    counts->n_conflicts++;
  else if (g_str_equal (pspec->name, "standard-layout"))
    counts->standard_layout++;
  else
    counts->other++;
}

static void
on_layout_changed (SudokuBoard *board,
                   gpointer     user_data)
{
  SudokuTestBoardCounts *counts = user_data;

  counts->layout_changed++;
}

void
sudoku_test_watch_start (SudokuTestWatch *watch,
                         SudokuBoard     *board)
{
  memset (watch, 0, sizeof *watch);
  watch->board = board;
  for (guint i = 0; i < SK_CELLS; i++)
    g_signal_connect (sudoku_board_get_cell (board, i), "notify",
                      G_CALLBACK (on_cell_notify), &watch->cells[i]);
  g_signal_connect (board, "notify", G_CALLBACK (on_board_notify), &watch->counts);
  g_signal_connect (board, "layout-changed", G_CALLBACK (on_layout_changed), &watch->counts);
}

void
sudoku_test_watch_reset (SudokuTestWatch *watch)
{
  memset (watch->cells, 0, sizeof watch->cells);
  memset (&watch->counts, 0, sizeof watch->counts);
}

void
sudoku_test_watch_stop (SudokuTestWatch *watch)
{
  for (guint i = 0; i < SK_CELLS; i++)
    g_signal_handlers_disconnect_by_data (sudoku_board_get_cell (watch->board, i), &watch->cells[i]);
  g_signal_handlers_disconnect_by_data (watch->board, &watch->counts);
}

void
sudoku_test_assert_notified_changes (const SudokuTestWatch    *watch,
                                     const SudokuTestSnapshot *before,
                                     const SudokuTestSnapshot *after)
{
  guint filled_before = sudoku_test_count_nonzero (before->value);
  guint filled_after = sudoku_test_count_nonzero (after->value);
  guint conflicts_before = sudoku_test_count_nonzero (before->conflict);
  guint conflicts_after = sudoku_test_count_nonzero (after->conflict);

  for (guint i = 0; i < SK_CELLS; i++)
    {
      const SudokuTestCellCounts *c = &watch->cells[i];

      g_assert_cmpuint (c->value, ==, before->value[i] != after->value[i]);
      g_assert_cmpuint (c->given, ==, before->given[i] != after->given[i]);
      g_assert_cmpuint (c->solved, ==, before->solved[i] != after->solved[i]);
      g_assert_cmpuint (c->conflict, ==, before->conflict[i] != after->conflict[i]);
      g_assert_cmpuint (c->region, ==, before->region[i] != after->region[i]);
      g_assert_cmpuint (c->other, ==, 0);
    }
  g_assert_cmpuint (watch->counts.n_filled, ==, filled_before != filled_after);
  g_assert_cmpuint (watch->counts.n_conflicts, ==, conflicts_before != conflicts_after);
  g_assert_cmpuint (watch->counts.other, ==, 0);
}

void
sudoku_test_assert_conflicts_by_hand (SudokuBoard *board,
                                      const int    region[SK_CELLS])
{
  SudokuTestSnapshot snap;
  guint expected[SK_CELLS];
  guint n;

  sudoku_test_snapshot_take (board, &snap);
  n = expected_conflicts (snap.value, region, expected);
  for (guint i = 0; i < SK_CELLS; i++)
    {
      if (snap.conflict[i] != expected[i])
        g_error ("cell %u (row %u, column %u, digit %u): conflict %u, expected %u",
                 i, i / 9 + 1, i % 9 + 1, snap.value[i], snap.conflict[i], expected[i]);
    }
  g_assert_cmpuint (sudoku_board_get_n_conflicts (board), ==, n);
  g_assert_cmpuint (sudoku_board_get_n_filled (board), ==, sudoku_test_count_nonzero (snap.value));
}
