/* test-board-rate.c: the board's rating, and which rating belongs to which puzzle
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A rating must belong to the whole puzzle: all 81 givens and the layout.
 * The puzzles here differ only where a check that looks at too little would
 * not see it: one given in the last cell, or the regions alone. The expected
 * words are the engine's rating of each puzzle (sk_logic_rate), described.
 */

#include <gio/gio.h>
#include <string.h>

#include "sk-logic.h"
#include "sudoku-board.h"
#include "sudoku-puzzle.h"
#include "sudoku-test-io.h"
#include "sudoku-test-util.h"

/* The longest a rating here may take before the test gives up. */
#define RATE_TIMEOUT_S 60

/* Its last cell is empty; given its digit there, the puzzle needs no naked
 * pair any more (Hard 3.0 becomes Medium 2.0). */
#define LATE_SET "standard-solo-100.txt"
#define LATE_INDEX 2

typedef struct
{
  gboolean  done;
  char     *text;
  GError   *error;
} Rate;

static void
on_rated (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  Rate *rate = user_data;

  rate->text = sudoku_board_rate_finish (SUDOKU_BOARD (object), result, NULL, &rate->error);
  rate->done = TRUE;
}

static gboolean
on_timeout (gpointer user_data)
{
  g_error ("no rating within %d s", RATE_TIMEOUT_S);
  return G_SOURCE_REMOVE;
}

static void
rate_wait (Rate *rate)
{
  guint timeout = g_timeout_add_seconds (RATE_TIMEOUT_S, on_timeout, NULL);

  while (!rate->done)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timeout);
}

static void
rate_clear (Rate *rate)
{
  g_clear_pointer (&rate->text, g_free);
  g_clear_error (&rate->error);
  rate->done = FALSE;
}

/* What the board must say of @givens in @layout: the engine's rating in
 * words, or "" when there is none (no single solution). */
static char *
expected_text (const SkGrid   *givens,
               const SkLayout *layout)
{
  SkRating rating;

  if (sk_logic_rate (givens, layout, NULL, NULL, NULL, &rating) != SK_LOGIC_SOLVED)
    return g_strdup ("");
  return sudoku_rating_describe (&rating);
}

static char *
rate_board (SudokuBoard *board)
{
  Rate rate = { 0 };
  char *text;

  sudoku_board_rate_async (board, NULL, on_rated, &rate);
  rate_wait (&rate);
  g_assert_no_error (rate.error);
  g_assert_nonnull (rate.text);
  text = g_steal_pointer (&rate.text);
  rate_clear (&rate);
  return text;
}

/* The late puzzle, and the same with its last cell given. */
static void
late_pair (SudokuPuzzle **open,
           SudokuPuzzle **closed)
{
  SkGrid solution;

  *open = sudoku_test_parse_puzzle ("sets", LATE_SET, LATE_INDEX);
  *closed = sudoku_puzzle_copy (*open);
  g_assert_cmpuint ((*open)->givens.cell[SK_CELLS - 1], ==, 0);
  g_assert_true (sudoku_test_solve_unique (&(*open)->givens, &solution));
  (*closed)->givens.cell[SK_CELLS - 1] = solution.cell[SK_CELLS - 1];
}

/* Two puzzles alike in their first 80 cells each get their own rating. */
static void
test_rate_late_given (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuPuzzle) open = NULL;
  g_autoptr(SudokuPuzzle) closed = NULL;
  g_autofree char *open_text = NULL;
  g_autofree char *closed_text = NULL;
  g_autofree char *text = NULL;

  late_pair (&open, &closed);
  g_assert_cmpmem (open->givens.cell, SK_CELLS - 1, closed->givens.cell, SK_CELLS - 1);
  open_text = expected_text (&open->givens, &open->layout);
  closed_text = expected_text (&closed->givens, &closed->layout);
  g_test_message ("open: %s; closed: %s", open_text, closed_text);
  g_assert_cmpstr (open_text, !=, closed_text);
  g_assert_cmpstr (open_text, !=, "");
  g_assert_cmpstr (closed_text, !=, "");

  sudoku_board_load_puzzle (board, open);
  text = rate_board (board);
  g_assert_cmpstr (text, ==, open_text);
  g_clear_pointer (&text, g_free);

  sudoku_board_load_puzzle (board, closed);
  text = rate_board (board);
  g_assert_cmpstr (text, ==, closed_text);
  g_clear_pointer (&text, g_free);

  /* And back: nothing of the other one is kept. */
  sudoku_board_load_puzzle (board, open);
  text = rate_board (board);
  g_assert_cmpstr (text, ==, open_text);
}

/* The same givens in other regions are another puzzle. */
static void
test_rate_layout_only (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuPuzzle) jigsaw = sudoku_test_parse_puzzle ("examples", "jigsaw-line.txt", 0);
  g_autofree char *jigsaw_text = NULL;
  g_autofree char *standard_text = NULL;
  g_autofree char *text = NULL;
  SkLayout standard;

  g_assert_true (jigsaw->has_layout);
  sk_layout_init_standard (&standard);
  jigsaw_text = expected_text (&jigsaw->givens, &jigsaw->layout);
  standard_text = expected_text (&jigsaw->givens, &standard);
  g_test_message ("jigsaw: %s; standard boxes: \"%s\"", jigsaw_text, standard_text);
  g_assert_cmpstr (jigsaw_text, !=, "");
  g_assert_cmpstr (jigsaw_text, !=, standard_text);

  sudoku_board_load_puzzle (board, jigsaw);
  text = rate_board (board);
  g_assert_cmpstr (text, ==, jigsaw_text);
  g_clear_pointer (&text, g_free);

  sudoku_board_set_layout (board, &standard);
  text = rate_board (board);
  g_assert_cmpstr (text, ==, standard_text);
}

/* A rating that comes back after the puzzle changed is no rating of it,
 * however late in the grid the change is. */
static void
test_rate_outdated (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuPuzzle) open = NULL;
  g_autoptr(SudokuPuzzle) closed = NULL;
  g_autoptr(SudokuPuzzle) jigsaw = sudoku_test_parse_puzzle ("examples", "jigsaw-line.txt", 0);
  SkLayout standard;
  Rate rate = { 0 };

  late_pair (&open, &closed);

  /* The last cell's given changes while the rating runs. The result comes
   * back on the main loop, so after the change whenever the worker ends. */
  sudoku_board_load_puzzle (board, open);
  sudoku_board_rate_async (board, NULL, on_rated, &rate);
  sudoku_board_load_puzzle (board, closed);
  rate_wait (&rate);
  g_assert_error (rate.error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_CHANGED);
  g_assert_null (rate.text);
  rate_clear (&rate);

  /* The regions change, the givens stay. */
  sk_layout_init_standard (&standard);
  sudoku_board_load_puzzle (board, jigsaw);
  sudoku_board_rate_async (board, NULL, on_rated, &rate);
  sudoku_board_set_layout (board, &standard);
  rate_wait (&rate);
  g_assert_error (rate.error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_CHANGED);
  rate_clear (&rate);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/model/Rate/late-given", test_rate_late_given);
  g_test_add_func ("/model/Rate/layout-only", test_rate_layout_only);
  g_test_add_func ("/model/Rate/outdated", test_rate_outdated);
  return g_test_run ();
}
