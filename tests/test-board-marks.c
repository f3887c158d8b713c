/* test-board-marks.c: pencil marks in the board model: edits, undo, placing, memos, puzzles
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Peers are worked out here by hand from the region map (same row, column or
 * region symbol), never asked of the layout the board uses, so that a wrong
 * peer table in the engine shows up as a wrong mark here.
 */

#include <gio/gio.h>
#include <string.h>

#include "sudoku-board.h"
#include "sudoku-board-private.h"
#include "sudoku-puzzle.h"
#include "sudoku-test-util.h"

#define CLASSIC \
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

/* A jigsaw map whose regions are not the boxes: peers differ from the
 * standard ones (here: the rows of regions are the board's rows). */
#define JIGSAW_MAP SUDOKU_TEST_ROWS_MAP

#define BIT(d) ((SkMask) (1u << ((d) - 1)))

/* ---- helpers ---- */

typedef struct
{
  guint changed;
  guint has_marks;
  guint modified;
} Counts;

static void
on_changed (SudokuBoard *board,
            gpointer     user_data)
{
  ((Counts *) user_data)->changed++;
}

static void
on_notify (GObject    *object,
           GParamSpec *pspec,
           gpointer    user_data)
{
  Counts *counts = user_data;

  if (g_str_equal (pspec->name, "has-marks"))
    counts->has_marks++;
  else if (g_str_equal (pspec->name, "modified"))
    counts->modified++;
}

static void
watch (SudokuBoard *board,
       Counts      *counts)
{
  memset (counts, 0, sizeof *counts);
  g_signal_connect (board, "changed", G_CALLBACK (on_changed), counts);
  g_signal_connect (board, "notify", G_CALLBACK (on_notify), counts);
}

static SudokuBoard *
board_from (const char *givens,
            const char *map)
{
  SudokuBoard *board = sudoku_board_new ();
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();

  sudoku_test_grid_from_text (givens, &puzzle->givens);
  if (map != NULL)
    {
      sudoku_test_layout_from_map (map, &puzzle->layout);
      puzzle->has_layout = TRUE;
    }
  sudoku_board_load_puzzle (board, puzzle);
  sudoku_board_clear_history (board);
  sudoku_board_set_modified (board, FALSE);
  return board;
}

static gboolean
peers_by_hand (guint       a,
               guint       b,
               const char *map)
{
  return a != b && (a / 9 == b / 9 || a % 9 == b % 9 || map[a] == map[b]);
}

static void
assert_marks (SudokuBoard  *board,
              const SkMask  expected[SK_CELLS])
{
  SkMask marks[SK_CELLS];

  sudoku_board_get_marks (board, marks);
  for (guint i = 0; i < SK_CELLS; i++)
    {
      g_assert_cmphex (marks[i], ==, expected[i]);
      g_assert_cmphex (sudoku_board_get_cell_marks (board, i), ==, expected[i]);
      g_assert_cmphex (sudoku_cell_get_marks (sudoku_board_get_cell (board, i)), ==, expected[i]);
    }
}

/* Every empty cell of @board marked with all nine digits, as one step. */
static void
mark_everything (SudokuBoard *board,
                 SkMask       marks[SK_CELLS])
{
  SkMask all[SK_CELLS];
  guint8 none[SK_CELLS] = { 0 };

  for (guint i = 0; i < SK_CELLS; i++)
    all[i] = SK_ALL_DIGITS;
  _sudoku_board_apply_step_result (board, all, none);
  for (guint i = 0; i < SK_CELLS; i++)
    marks[i] = sudoku_cell_get_value (sudoku_board_get_cell (board, i)) == 0 ? SK_ALL_DIGITS : 0;
  assert_marks (board, marks);
}

/* ---- tests ---- */

static void
test_marks_toggle (void)
{
  g_autoptr(SudokuBoard) board = board_from (CLASSIC, NULL);
  SkMask expected[SK_CELLS] = { 0 };
  SkGrid rated_before, rated_after;
  Counts counts;

  watch (board, &counts);
  sudoku_board_get_rating_puzzle (board, &rated_before);
  g_assert_false (sudoku_board_get_has_marks (board));

  g_assert_true (sudoku_board_toggle_mark (board, 2, 1));
  g_assert_true (sudoku_board_toggle_mark (board, 2, 4));
  g_assert_true (sudoku_board_toggle_mark (board, 78, 9));
  expected[2] = BIT (1) | BIT (4);
  expected[78] = BIT (9);
  assert_marks (board, expected);
  g_assert_true (sudoku_board_get_has_marks (board));
  g_assert_cmpuint (counts.has_marks, ==, 1);
  g_assert_cmpuint (counts.changed, ==, 3);
  g_assert_true (sudoku_board_get_modified (board));

  /* A mark is a note, not the puzzle: nothing to rate again, no digit. */
  sudoku_board_get_rating_puzzle (board, &rated_after);
  sudoku_test_assert_grids_equal (&rated_before, &rated_after);
  g_assert_cmpuint (sudoku_board_get_n_filled (board), ==, 30);

  /* Toggling again takes it away. */
  g_assert_true (sudoku_board_toggle_mark (board, 2, 4));
  expected[2] = BIT (1);
  assert_marks (board, expected);

  /* Each toggle is its own step. */
  sudoku_board_undo (board);
  expected[2] = BIT (1) | BIT (4);
  assert_marks (board, expected);
  sudoku_board_undo (board);
  expected[78] = 0;
  assert_marks (board, expected);
  sudoku_board_undo (board);
  sudoku_board_undo (board);
  memset (expected, 0, sizeof expected);
  assert_marks (board, expected);
  g_assert_false (sudoku_board_get_has_marks (board));
  g_assert_false (sudoku_board_get_can_undo (board));
  g_assert_cmpuint (counts.has_marks, ==, 2);
  sudoku_board_redo (board);
  expected[2] = BIT (1);
  assert_marks (board, expected);
  g_assert_true (sudoku_board_get_has_marks (board));
}

static void
test_marks_refused (void)
{
  g_autoptr(SudokuBoard) board = board_from (CLASSIC, NULL);
  Counts counts;

  g_assert_true (sudoku_board_set_value (board, 2, 4));
  sudoku_board_clear_history (board);
  watch (board, &counts);

  /* Cell 0 holds the given 5, cell 2 the entry 4: neither takes marks. */
  g_assert_false (sudoku_board_toggle_mark (board, 0, 1));
  g_assert_false (sudoku_board_toggle_mark (board, 2, 1));
  g_assert_cmpuint (sudoku_board_get_cell_marks (board, 0), ==, 0);
  g_assert_cmpuint (sudoku_board_get_cell_marks (board, 2), ==, 0);
  g_assert_cmpuint (counts.changed, ==, 0);
  g_assert_false (sudoku_board_get_can_undo (board));

  /* Nor does a step result give them marks. */
  {
    SkMask all[SK_CELLS];
    guint8 none[SK_CELLS] = { 0 };

    for (guint i = 0; i < SK_CELLS; i++)
      all[i] = SK_ALL_DIGITS;
    _sudoku_board_apply_step_result (board, all, none);
    g_assert_cmpuint (sudoku_board_get_cell_marks (board, 0), ==, 0);
    g_assert_cmpuint (sudoku_board_get_cell_marks (board, 2), ==, 0);
    g_assert_cmpuint (sudoku_board_get_cell_marks (board, 3), ==, SK_ALL_DIGITS);
  }
}

static void
test_marks_fill_clear (void)
{
  g_autoptr(SudokuBoard) board = board_from (CLASSIC, NULL);
  SkMask candidates[SK_CELLS];
  SkMask expected[SK_CELLS] = { 0 };
  SkMask hand[SK_CELLS];
  SkGrid values;
  Counts counts;

  g_assert_true (sudoku_board_toggle_mark (board, 2, 5));
  expected[2] = BIT (5);
  watch (board, &counts);

  sudoku_board_fill_marks (board);
  sudoku_board_get_candidates (board, candidates);
  assert_marks (board, candidates);
  g_assert_cmpuint (counts.changed, ==, 1);

  /* The candidates by hand: the digits no peer holds. */
  sudoku_board_get_values_grid (board, &values);
  for (guint i = 0; i < SK_CELLS; i++)
    {
      hand[i] = 0;
      if (values.cell[i] != 0)
        continue;
      hand[i] = SK_ALL_DIGITS;
      for (guint j = 0; j < SK_CELLS; j++)
        if (values.cell[j] != 0 && peers_by_hand (i, j, SUDOKU_TEST_STANDARD_MAP))
          hand[i] &= (SkMask) ~BIT (values.cell[j]);
    }
  assert_marks (board, hand);
  /* Row 1, column 3 of the classic: 1, 2 or 4. */
  g_assert_cmphex (hand[2], ==, BIT (1) | BIT (2) | BIT (4));

  /* One step back: the single mark from before. */
  sudoku_board_undo (board);
  assert_marks (board, expected);
  sudoku_board_redo (board);
  assert_marks (board, hand);

  sudoku_board_clear_marks (board);
  memset (expected, 0, sizeof expected);
  assert_marks (board, expected);
  g_assert_false (sudoku_board_get_has_marks (board));
  sudoku_board_undo (board);
  assert_marks (board, hand);

  /* Clearing where there is nothing is no step. */
  sudoku_board_clear_marks (board);
  counts.changed = 0;
  sudoku_board_clear_marks (board);
  g_assert_cmpuint (counts.changed, ==, 0);
}

/* Backspace on an empty cell: its marks go, as one step. Clear Entries and
 * a new board take all marks. */
static void
test_marks_cleared_by_edits (void)
{
  g_autoptr(SudokuBoard) board = board_from (CLASSIC, NULL);
  SkMask expected[SK_CELLS];

  mark_everything (board, expected);

  g_assert_true (sudoku_board_set_value (board, 2, 0));
  expected[2] = 0;
  assert_marks (board, expected);
  sudoku_board_undo (board);
  expected[2] = SK_ALL_DIGITS;
  assert_marks (board, expected);

  sudoku_board_clear_entries (board);
  memset (expected, 0, sizeof expected);
  assert_marks (board, expected);
  g_assert_cmpuint (sudoku_board_get_n_filled (board), ==, 30);
  sudoku_board_undo (board);
  g_assert_true (sudoku_board_get_has_marks (board));

  sudoku_board_reset (board);
  assert_marks (board, expected);
  g_assert_false (sudoku_board_get_has_marks (board));
}

static void
check_place (const char *map,
             gboolean    remove)
{
  g_autoptr(SudokuBoard) board = board_from (CLASSIC, map);
  const char *peer_map = map != NULL ? map : SUDOKU_TEST_STANDARD_MAP;
  SkMask before[SK_CELLS];
  SkMask expected[SK_CELLS];
  guint8 place[SK_CELLS];
  guint changed;
  Counts counts;
  /* Row 5, column 5 is empty in the classic; 5 is no candidate there, which
   * does not matter: marks are the person's, whatever the rules say. */
  const guint index = 4 * 9 + 4;

  g_assert_true (remove == sudoku_board_get_remove_marks_on_place (board));
  mark_everything (board, before);
  watch (board, &counts);

  g_assert_true (sudoku_board_set_value (board, index, 5));
  g_assert_cmpuint (counts.changed, ==, 1);
  for (guint i = 0; i < SK_CELLS; i++)
    {
      expected[i] = before[i];
      if (remove && peers_by_hand (i, index, peer_map))
        expected[i] &= (SkMask) ~BIT (5);
    }
  expected[index] = 0;
  assert_marks (board, expected);

  /* One undo takes the digit and the crossing out back. */
  sudoku_board_undo (board);
  assert_marks (board, before);
  g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, index)), ==, 0);
  sudoku_board_redo (board);
  assert_marks (board, expected);
  sudoku_board_undo (board);

  /* A hint's digit, the same way: the marks as they are, one digit placed. */
  memset (place, 0, sizeof place);
  place[index] = 5;
  changed = counts.changed;
  _sudoku_board_apply_step_result (board, before, place);
  g_assert_cmpuint (counts.changed, ==, changed + 1);
  assert_marks (board, expected);
  g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, index)), ==, 5);
  g_assert_true (sudoku_cell_get_hinted (sudoku_board_get_cell (board, index)));
  sudoku_board_undo (board);
  assert_marks (board, before);
}

static void
test_marks_remove_on_place_on (void)
{
  check_place (NULL, TRUE);
  check_place (JIGSAW_MAP, TRUE);
}

/* Whether a peer of @cell holds @digit on @board. */
static gboolean
peer_holds (SudokuBoard *board,
            guint        cell,
            guint        digit)
{
  for (guint i = 0; i < SK_CELLS; i++)
    if (peers_by_hand (i, cell, SUDOKU_TEST_STANDARD_MAP) &&
        sudoku_cell_get_value (sudoku_board_get_cell (board, i)) == digit)
      return TRUE;
  return FALSE;
}

/* The marks a typed digit crossed out come back when it is overwritten or
 * cleared, where no other digit rules them out; undo and redo agree. */
static void
test_marks_come_back (void)
{
  g_autoptr(SudokuBoard) board = board_from (CLASSIC, NULL);
  SkMask before[SK_CELLS];
  SkMask overwritten[SK_CELLS];
  SkMask cleared[SK_CELLS];
  const guint index = 4 * 9 + 4;

  mark_everything (board, before);
  g_assert_true (sudoku_board_set_value (board, index, 5));
  g_assert_true (sudoku_board_set_value (board, index, 3));
  for (guint i = 0; i < SK_CELLS; i++)
    {
      overwritten[i] = before[i];
      if (!peers_by_hand (i, index, SUDOKU_TEST_STANDARD_MAP))
        continue;
      overwritten[i] &= (SkMask) ~BIT (3);
      if (peer_holds (board, i, 5))
        overwritten[i] &= (SkMask) ~BIT (5);
    }
  overwritten[index] = 0;
  assert_marks (board, overwritten);

  g_assert_true (sudoku_board_set_value (board, index, 0));
  for (guint i = 0; i < SK_CELLS; i++)
    {
      cleared[i] = overwritten[i];
      if (peers_by_hand (i, index, SUDOKU_TEST_STANDARD_MAP) && !peer_holds (board, i, 3) &&
          sudoku_cell_get_value (sudoku_board_get_cell (board, i)) == 0)
        cleared[i] |= BIT (3);
    }
  assert_marks (board, cleared);
  /* r3c5 got its 3 back, not its 5: the 5 of r2c6 rules it out. */
  g_assert_cmphex (cleared[22] & BIT (3), !=, 0);
  g_assert_cmphex (cleared[22] & BIT (5), ==, 0);

  sudoku_board_undo (board);
  assert_marks (board, overwritten);
  sudoku_board_redo (board);
  assert_marks (board, cleared);
  sudoku_board_undo (board);
  sudoku_board_undo (board);
  sudoku_board_undo (board);
  assert_marks (board, before);
}

static void
set_remove_off (SudokuBoard *board)
{
  g_object_set (board, "remove-marks-on-place", FALSE, NULL);
}

static void
count_notify (guint *count)
{
  (*count)++;
}

static void
test_marks_remove_on_place_off (void)
{
  g_autoptr(SudokuBoard) board = board_from (CLASSIC, NULL);
  SkMask before[SK_CELLS];
  SkMask expected[SK_CELLS];
  gboolean remove = FALSE;
  guint notified = 0;

  g_signal_connect_swapped (board, "notify::remove-marks-on-place",
                            G_CALLBACK (count_notify), &notified);
  g_object_get (board, "remove-marks-on-place", &remove, NULL);
  g_assert_true (remove);
  set_remove_off (board);
  set_remove_off (board);
  g_assert_false (sudoku_board_get_remove_marks_on_place (board));
  g_assert_cmpuint (notified, ==, 1);
  /* A preference: no step, the board untouched. */
  g_assert_false (sudoku_board_get_can_undo (board));
  g_assert_false (sudoku_board_get_modified (board));

  mark_everything (board, before);
  g_assert_true (sudoku_board_set_value (board, 2, 4));
  memcpy (expected, before, sizeof expected);
  expected[2] = 0;
  assert_marks (board, expected);
  sudoku_board_undo (board);
  assert_marks (board, before);
}

/* A solution fills every cell: no mark is left, and one undo brings all back. */
static void
test_marks_solution (void)
{
  g_autoptr(SudokuBoard) board = board_from (CLASSIC, NULL);
  SkMask before[SK_CELLS];
  SkMask none[SK_CELLS] = { 0 };
  SkGrid solution;

  sudoku_test_readme_solution ("classic-line.txt", &solution);
  mark_everything (board, before);
  _sudoku_board_apply_solution (board, &solution);
  assert_marks (board, none);
  g_assert_false (sudoku_board_get_has_marks (board));
  sudoku_board_undo (board);
  assert_marks (board, before);
}

static void
test_marks_memo (void)
{
  g_autoptr(SudokuBoard) board = board_from (CLASSIC, NULL);
  SkMask expected[SK_CELLS] = { 0 };
  SkMask none[SK_CELLS] = { 0 };
  SudokuBoardMemo *memo;

  g_assert_true (sudoku_board_toggle_mark (board, 2, 1));
  g_assert_true (sudoku_board_toggle_mark (board, 2, 2));
  expected[2] = BIT (1) | BIT (2);

  memo = sudoku_board_take_memo (board);
  sudoku_board_reset (board);
  assert_marks (board, none);

  sudoku_board_restore_memo (board, memo);
  assert_marks (board, expected);
  g_assert_true (sudoku_board_get_has_marks (board));
  /* The history came back with it. */
  sudoku_board_undo (board);
  expected[2] = BIT (1);
  assert_marks (board, expected);
}

static void
test_marks_puzzle (void)
{
  g_autoptr(SudokuBoard) board = board_from (CLASSIC, NULL);
  g_autoptr(SudokuBoard) copy = sudoku_board_new ();
  g_autoptr(SudokuPuzzle) puzzle = NULL;
  g_autoptr(SudokuPuzzle) again = NULL;
  SkMask expected[SK_CELLS] = { 0 };

  g_assert_true (sudoku_board_toggle_mark (board, 2, 1));
  g_assert_true (sudoku_board_toggle_mark (board, 2, 4));
  g_assert_true (sudoku_board_toggle_mark (board, 78, 7));
  expected[2] = BIT (1) | BIT (4);
  expected[78] = BIT (7);

  puzzle = sudoku_board_to_puzzle (board);
  for (guint i = 0; i < SK_CELLS; i++)
    g_assert_cmphex (puzzle->marks[i], ==, expected[i]);

  sudoku_board_load_puzzle (copy, puzzle);
  assert_marks (copy, expected);
  g_assert_true (sudoku_board_get_has_marks (copy));

  /* Marks a puzzle gives a filled cell are dropped: the digit wins. */
  puzzle->marks[0] = BIT (3);
  puzzle->marks[3] = BIT (3);
  puzzle->entries.cell[3] = 6;
  sudoku_board_load_puzzle (copy, puzzle);
  assert_marks (copy, expected);
  again = sudoku_board_to_puzzle (copy);
  g_assert_cmphex (again->marks[0], ==, 0);
  g_assert_cmphex (again->marks[3], ==, 0);
}

/* The step result the hint's steps apply: marks set, digits placed and
 * crossed out of their peers' marks, all one step and one "changed". */
static void
test_marks_step_result (void)
{
  g_autoptr(SudokuBoard) board = board_from (CLASSIC, JIGSAW_MAP);
  SkMask marks[SK_CELLS];
  SkMask before[SK_CELLS];
  SkMask expected[SK_CELLS];
  guint8 place[SK_CELLS] = { 0 };
  Counts counts;
  guint n_filled;

  g_assert_true (sudoku_board_toggle_mark (board, 2, 9));
  sudoku_board_get_marks (board, before);
  n_filled = sudoku_board_get_n_filled (board);

  for (guint i = 0; i < SK_CELLS; i++)
    marks[i] = (SkMask) (BIT (3) | BIT (4) | BIT (8));
  place[2] = 4;        /* an empty cell */
  place[0] = 9;        /* the given 5: left alone */
  place[4 * 9 + 4] = 8;

  watch (board, &counts);
  _sudoku_board_apply_step_result (board, marks, place);
  g_assert_cmpuint (counts.changed, ==, 1);
  g_assert_cmpuint (sudoku_board_get_n_filled (board), ==, n_filled + 2);
  g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, 0)), ==, 5);
  g_assert_true (sudoku_cell_get_given (sudoku_board_get_cell (board, 0)));
  g_assert_true (sudoku_cell_get_hinted (sudoku_board_get_cell (board, 2)));
  g_assert_false (sudoku_cell_get_solved (sudoku_board_get_cell (board, 2)));
  g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, 40)), ==, 8);
  g_assert_true (sudoku_cell_get_hinted (sudoku_board_get_cell (board, 40)));

  for (guint i = 0; i < SK_CELLS; i++)
    {
      guint value = sudoku_cell_get_value (sudoku_board_get_cell (board, i));

      expected[i] = value != 0 ? 0 : marks[i];
      if (value == 0 && peers_by_hand (i, 2, JIGSAW_MAP))
        expected[i] &= (SkMask) ~BIT (4);
      if (value == 0 && peers_by_hand (i, 40, JIGSAW_MAP))
        expected[i] &= (SkMask) ~BIT (8);
    }
  assert_marks (board, expected);

  /* One undo step takes all of it back. */
  sudoku_board_undo (board);
  assert_marks (board, before);
  g_assert_cmpuint (sudoku_board_get_n_filled (board), ==, n_filled);
  sudoku_board_undo (board);
  g_assert_false (sudoku_board_get_has_marks (board));
  g_assert_false (sudoku_board_get_can_undo (board));

  /* With remove-marks-on-place off the placed digits stay in the marks. */
  set_remove_off (board);
  _sudoku_board_apply_step_result (board, marks, place);
  for (guint i = 0; i < SK_CELLS; i++)
    {
      guint value = sudoku_cell_get_value (sudoku_board_get_cell (board, i));

      g_assert_cmphex (sudoku_board_get_cell_marks (board, i), ==, value != 0 ? 0 : marks[i]);
    }
}

/* Marks that leave out the digit of the givens' solution (known to the
 * board): counted, named by cell, and added back as one undoable edit;
 * nothing while the solution is unknown, or in cells without marks. */
static void
test_marks_wrong (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();
  SkGrid solution;
  guint8 missing[SK_CELLS];
  guint a = SK_CELLS, b = SK_CELLS;

  sudoku_test_grid_from_text ("000310000060097040001420300030000502786000139502000060003059700020680010000074000",
                              &puzzle->givens);
  g_assert_true (sudoku_test_solve_unique (&puzzle->givens, &solution));
  sudoku_board_load_puzzle (board, puzzle);
  for (guint i = 0; i < SK_CELLS; i++)
    if (puzzle->givens.cell[i] == 0)
      {
        if (a == SK_CELLS)
          a = i;
        else if (b == SK_CELLS)
          b = i;
      }
  /* a: a mark, not the solution's; b: the solution's among others. */
  g_assert_true (sudoku_board_toggle_mark (board, a, solution.cell[a] % 9 + 1));
  g_assert_true (sudoku_board_toggle_mark (board, b, solution.cell[b]));
  g_assert_true (sudoku_board_toggle_mark (board, b, solution.cell[b] % 9 + 1));
  g_assert_cmpuint (sudoku_board_get_wrong_marks (board, missing), ==, 0);
  g_assert_false (sudoku_board_restore_wrong_marks (board));

  _sudoku_board_set_solution (board, &puzzle->givens, sudoku_board_get_layout (board), &solution);
  g_assert_cmpuint (sudoku_board_get_wrong_marks (board, missing), ==, 1);
  for (guint i = 0; i < SK_CELLS; i++)
    g_assert_cmpuint (missing[i], ==, i == a ? solution.cell[a] : 0);
  g_assert_true (sudoku_board_restore_wrong_marks (board));
  g_assert_cmpuint (sudoku_cell_get_marks (sudoku_board_get_cell (board, a)), ==,
                    (1u << (solution.cell[a] % 9)) | (1u << (solution.cell[a] - 1)));
  g_assert_cmpuint (sudoku_board_get_wrong_marks (board, NULL), ==, 0);
  sudoku_board_undo (board);
  g_assert_cmpuint (sudoku_board_get_wrong_marks (board, NULL), ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/Board/marks/toggle", test_marks_toggle);
  g_test_add_func ("/model/Board/marks/refused", test_marks_refused);
  g_test_add_func ("/model/Board/marks/fill-clear", test_marks_fill_clear);
  g_test_add_func ("/model/Board/marks/cleared-by-edits", test_marks_cleared_by_edits);
  g_test_add_func ("/model/Board/marks/remove-on-place", test_marks_remove_on_place_on);
  g_test_add_func ("/model/Board/marks/come-back", test_marks_come_back);
  g_test_add_func ("/model/Board/marks/remove-on-place-off", test_marks_remove_on_place_off);
  g_test_add_func ("/model/Board/marks/solution", test_marks_solution);
  g_test_add_func ("/model/Board/marks/memo", test_marks_memo);
  g_test_add_func ("/model/Board/marks/puzzle", test_marks_puzzle);
  g_test_add_func ("/model/Board/marks/step-result", test_marks_step_result);
  g_test_add_func ("/model/Board/marks/wrong", test_marks_wrong);

  return g_test_run ();
}
