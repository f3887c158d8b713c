/* test-board-rate.c: the board's rating, and which rating belongs to which puzzle
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A rating must belong to the whole puzzle: all 81 givens and the layout.
 * The puzzles here differ only where a check that looks at too little would
 * not see it: one given in the last cell, or the regions alone. The expected
 * words are the engine's rating of each puzzle (sk_logic_rate), described.
 * Every test puzzle now finishes by logic alone, so where logic stops and
 * search stands in is shown with most techniques disabled.
 */

#include <gio/gio.h>
#include <string.h>

#include "sk-logic.h"
#include "sudoku-board.h"
#include "sudoku-puzzle.h"
#include "sudoku-step.h"
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

typedef struct
{
  SkLayout   layout;
  GPtrArray *steps;  /* SudokuStep */
} Path;

static bool
collect_step (const SkStep          *step,
              const SkCandidateGrid *before,
              void                  *user_data)
{
  Path *path = user_data;
  SudokuStep *s = g_new (SudokuStep, 1);

  s->step = *step;
  s->before = *before;
  s->layout = path->layout;
  s->from_marks = FALSE;
  g_ptr_array_add (path->steps, s);
  return true;
}

/* Where no technique it may use applies, the path takes the solution's
 * digit in a cell with the fewest candidates, and says so: the step's
 * words, the puzzle's rating ("Needs search") and level (Extreme). */
static void
test_rate_search_fallback (void)
{
  g_autoptr(SudokuPuzzle) open = NULL;
  g_autoptr(SudokuPuzzle) closed = NULL;
  g_autoptr(GPtrArray) steps = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_step_free);
  const SkTechnique singles[] = {
    SK_TECH_FULL_HOUSE, SK_TECH_HIDDEN_SINGLE_REGION, SK_TECH_HIDDEN_SINGLE_LINE, SK_TECH_NAKED_SINGLE,
  };
  SkLogicOptions options;
  SkCandidateGrid start;
  SkRating rating;
  SkGrid solution;
  Path path;
  guint n_search = 0;
  g_autofree char *words = NULL;

  late_pair (&open, &closed);
  g_assert_true (sudoku_test_solve_unique (&open->givens, &solution));
  sk_candidate_grid_init (&start, &open->givens, &open->layout);
  path.layout = open->layout;
  path.steps = steps;

  /* All techniques: logic alone finishes it. */
  sk_logic_options_init (&options);
  options.assume_unique = true;
  g_assert_cmpint (sk_logic_path (&start, &open->layout, &options, NULL, NULL, &rating), ==,
                   SK_LOGIC_SOLVED);
  g_assert_false (rating.used_search);
  g_assert_cmpint (rating.level, !=, SK_LEVEL_EXTREME);

  /* Singles only: it needs a naked pair, so logic stops. */
  options.disabled = ~UINT64_C (0);
  for (gsize i = 0; i < G_N_ELEMENTS (singles); i++)
    options.disabled &= ~(UINT64_C (1) << singles[i]);
  g_assert_cmpint (sk_logic_path (&start, &open->layout, &options, collect_step, &path, &rating), ==,
                   SK_LOGIC_SOLVED);
  g_assert_true (rating.used_search);
  g_assert_cmpint (rating.level, ==, SK_LEVEL_EXTREME);
  g_assert_cmpint (rating.hardest, ==, SK_TECH_SEARCH);
  words = sudoku_rating_describe (&rating);
  g_assert_cmpstr (words, ==, "Needs search");
  g_clear_pointer (&words, g_free);
  words = sudoku_rating_describe_level (&rating);
  g_assert_cmpstr (words, ==, "Needs search");
  g_clear_pointer (&words, g_free);

  for (guint i = 0; i < steps->len; i++)
    {
      const SudokuStep *s = g_ptr_array_index (steps, i);
      g_autofree char *where = NULL;
      g_autofree char *expected = NULL;
      SkStep other;
      int cell = -1;

      if (s->step.technique != SK_TECH_SEARCH)
        {
          g_assert_false ((options.disabled >> s->step.technique) & 1);
          continue;
        }
      n_search++;
      /* Search only where no allowed technique has a step. */
      g_assert_false (sk_logic_find_step (&s->before, &s->layout, &options, &other));
      for (int c = 0; c < SK_CELLS; c++)
        if (s->step.place[c] != 0)
          {
            g_assert_cmpint (cell, <, 0);
            cell = c;
          }
      g_assert_cmpint (cell, >=, 0);
      g_assert_cmpuint (s->step.place[cell], ==, solution.cell[cell]);
      for (int c = 0; c < SK_CELLS; c++)
        if (s->before.grid.cell[c] == 0)
          g_assert_cmpuint (__builtin_popcount (s->before.cand[cell]), <=, __builtin_popcount (s->before.cand[c]));

      where = sudoku_step_describe_where (s);
      g_assert_cmpstr (where, ==, "No technique applies here: the next digit comes from the solution");
      words = sudoku_step_describe (s);
      expected = g_strdup_printf ("No technique applies: the solution has %u in r%dc%d.",
                                  solution.cell[cell], cell / SK_SIZE + 1, cell % SK_SIZE + 1);
      g_test_message ("%s", words);
      g_assert_nonnull (strstr (words, expected));
      g_clear_pointer (&words, g_free);
    }
  g_assert_cmpuint (n_search, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/model/Rate/late-given", test_rate_late_given);
  g_test_add_func ("/model/Rate/layout-only", test_rate_layout_only);
  g_test_add_func ("/model/Rate/outdated", test_rate_outdated);
  g_test_add_func ("/model/Rate/search-fallback", test_rate_search_fallback);
  return g_test_run ();
}
