/* test-board-load.c: the board model without a display: loading, saving and layouts
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Expectations are worked out here from the fixtures' characters: digits and
 * region numbers (by first appearance in the map) by hand. Notifications are
 * counted on every cell and compared with what really changed
 * (sudoku-test-board.c).
 */

#include <gio/gio.h>
#include <string.h>

#include "sk-grid.h"
#include "sk-layout.h"
#include "sudoku-board.h"
#include "sudoku-puzzle.h"
#include "sudoku-test-board.h"
#include "sudoku-test-io.h"
#include "sudoku-test-util.h"

/* ---- loading and saving ---- */

static void
test_board_load_classic (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuPuzzle) puzzle = sudoku_test_parse_puzzle ("examples", "classic-line.txt", 0);
  g_autofree char *line = sudoku_test_read_data ("examples", "classic-line.txt", NULL);
  SkGrid expected;
  int region[SK_CELLS];
  SudokuTestSnapshot before, after;
  SudokuTestWatch watch;

  sudoku_test_grid_from_text (g_strstrip (line), &expected);
  sudoku_test_canonical_regions (SUDOKU_TEST_STANDARD_MAP, region);

  /* Something typed before the load is replaced. */
  g_assert_true (sudoku_board_set_value (board, 2, 9));
  sudoku_board_set_modified (board, FALSE);

  sudoku_test_watch_start (&watch, board);
  sudoku_test_snapshot_take (board, &before);
  sudoku_board_load_puzzle (board, puzzle);
  sudoku_test_snapshot_take (board, &after);
  sudoku_test_assert_notified_changes (&watch, &before, &after);
  g_assert_cmpuint (watch.counts.layout_changed, ==, 0);
  g_assert_cmpuint (watch.counts.standard_layout, ==, 0);
  g_assert_cmpuint (watch.counts.modified, ==, 1);

  for (guint i = 0; i < SK_CELLS; i++)
    {
      g_assert_cmpuint (after.value[i], ==, expected.cell[i]);
      g_assert_cmpuint (after.given[i], ==, expected.cell[i] != 0);
      g_assert_cmpuint (after.solved[i], ==, FALSE);
      g_assert_cmpuint (after.region[i], ==, region[i]);
    }
  g_assert_true (sudoku_board_get_modified (board));
  sudoku_test_assert_conflicts_by_hand (board, region);
  g_assert_cmpuint (sudoku_board_get_n_conflicts (board), ==, 0);

  {
    gboolean standard;

    g_object_get (board, "standard-layout", &standard, NULL);
    g_assert_true (standard);
  }
  sudoku_test_watch_stop (&watch);
}

static void
test_board_load_jigsaw (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuPuzzle) puzzle = sudoku_test_parse_puzzle ("examples", "jigsaw-line.txt", 0);
  SkGrid expected;
  char map[SK_CELLS + 1];
  int region[SK_CELLS];
  SudokuTestSnapshot before, after;
  SudokuTestWatch watch;
  gboolean standard;

  sudoku_test_jigsaw_example (&expected, map, NULL, NULL);
  g_assert_cmpint (sudoku_test_canonical_regions (map, region), ==, SK_SIZE);
  g_assert_true (puzzle->has_layout);

  sudoku_test_watch_start (&watch, board);
  sudoku_test_snapshot_take (board, &before);
  sudoku_board_load_puzzle (board, puzzle);
  sudoku_test_snapshot_take (board, &after);
  sudoku_test_assert_notified_changes (&watch, &before, &after);
  g_assert_cmpuint (watch.counts.layout_changed, ==, 1);
  g_assert_cmpuint (watch.counts.standard_layout, ==, 1);

  g_object_get (board, "standard-layout", &standard, NULL);
  g_assert_false (standard);
  g_assert_true (sk_layout_equal (sudoku_board_get_layout (board), &puzzle->layout));
  for (guint i = 0; i < SK_CELLS; i++)
    {
      g_assert_cmpuint (after.value[i], ==, expected.cell[i]);
      g_assert_cmpuint (after.given[i], ==, expected.cell[i] != 0);
      g_assert_cmpuint (after.region[i], ==, region[i]);
    }
  sudoku_test_assert_conflicts_by_hand (board, region);

  /* Loading the same puzzle again changes nothing. */
  sudoku_test_watch_reset (&watch);
  sudoku_board_load_puzzle (board, puzzle);
  g_assert_cmpuint (watch.counts.layout_changed, ==, 0);
  sudoku_test_snapshot_take (board, &before);
  sudoku_test_assert_notified_changes (&watch, &after, &before);

  /* A classic puzzle brings the standard boxes back, in one signal. */
  {
    g_autoptr(SudokuPuzzle) classic = sudoku_test_parse_puzzle ("examples", "classic-line.txt", 0);
    int box[SK_CELLS];

    sudoku_test_watch_reset (&watch);
    sudoku_board_load_puzzle (board, classic);
    sudoku_test_snapshot_take (board, &after);
    sudoku_test_assert_notified_changes (&watch, &before, &after);
    g_assert_cmpuint (watch.counts.layout_changed, ==, 1);
    g_assert_cmpuint (watch.counts.standard_layout, ==, 1);
    g_object_get (board, "standard-layout", &standard, NULL);
    g_assert_true (standard);
    sudoku_test_canonical_regions (SUDOKU_TEST_STANDARD_MAP, box);
    g_assert_cmpmem (after.region, sizeof after.region, box, sizeof box);
  }
  sudoku_test_watch_stop (&watch);
}

/* Entries of a native file become non-given digits. */
static void
test_board_load_entries (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();

  puzzle->givens.cell[0] = 5;
  puzzle->entries.cell[1] = 3;
  puzzle->entries.cell[80] = 9;
  sudoku_board_load_puzzle (board, puzzle);
  g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, 0)), ==, 5);
  g_assert_true (sudoku_cell_get_given (sudoku_board_get_cell (board, 0)));
  g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, 1)), ==, 3);
  g_assert_false (sudoku_cell_get_given (sudoku_board_get_cell (board, 1)));
  g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, 80)), ==, 9);
  g_assert_cmpuint (sudoku_board_get_n_filled (board), ==, 3);
  g_assert_true (sudoku_board_set_value (board, 1, 4));
  g_assert_false (sudoku_board_set_value (board, 0, 4));
}

static void
assert_puzzles_equal (const SudokuPuzzle *a,
                      const SudokuPuzzle *b)
{
  g_assert_cmpmem (&a->givens, sizeof a->givens, &b->givens, sizeof b->givens);
  g_assert_cmpmem (&a->entries, sizeof a->entries, &b->entries, sizeof b->entries);
  g_assert_cmpint (a->has_layout, ==, b->has_layout);
  g_assert_true (sk_layout_equal (&a->layout, &b->layout));
}

static void
test_board_to_puzzle (void)
{
  const char *files[] = { "classic-line.txt", "jigsaw-line.txt" };

  for (guint f = 0; f < G_N_ELEMENTS (files); f++)
    {
      g_autoptr(SudokuBoard) board = sudoku_board_new ();
      g_autoptr(SudokuBoard) copy = sudoku_board_new ();
      g_autoptr(SudokuPuzzle) puzzle = sudoku_test_parse_puzzle ("examples", files[f], 0);
      g_autoptr(SudokuPuzzle) out = NULL;
      g_autoptr(SudokuPuzzle) again = NULL;
      SudokuTestSnapshot a, b;
      guint n_entries = 0;

      sudoku_board_load_puzzle (board, puzzle);

      /* No entries yet: givens and layout come back as they went in. */
      out = sudoku_board_to_puzzle (board);
      assert_puzzles_equal (out, puzzle);
      g_clear_pointer (&out, sudoku_puzzle_free);

      /* Two entries, in the first empty cells. */
      for (guint i = 0; i < SK_CELLS && n_entries < 2; i++)
        if (puzzle->givens.cell[i] == 0)
          {
            g_assert_true (sudoku_board_set_value (board, i, 1 + n_entries));
            n_entries++;
          }

      out = sudoku_board_to_puzzle (board);
      g_assert_cmpmem (&out->givens, sizeof out->givens, &puzzle->givens, sizeof puzzle->givens);
      g_assert_cmpint (out->has_layout, ==, f == 1);
      g_assert_true (sk_layout_equal (&out->layout, &puzzle->layout));
      n_entries = 0;
      for (guint i = 0; i < SK_CELLS; i++)
        {
          guint value = sudoku_cell_get_value (sudoku_board_get_cell (board, i));

          if (puzzle->givens.cell[i] != 0)
            g_assert_cmpuint (out->entries.cell[i], ==, 0);
          else
            g_assert_cmpuint (out->entries.cell[i], ==, value);
          n_entries += out->entries.cell[i] != 0;
        }
      g_assert_cmpuint (n_entries, ==, 2);

      /* Into another board and out again: the same board, the same puzzle. */
      sudoku_board_load_puzzle (copy, out);
      sudoku_test_snapshot_take (board, &a);
      sudoku_test_snapshot_take (copy, &b);
      g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
      again = sudoku_board_to_puzzle (copy);
      assert_puzzles_equal (again, out);
    }
}

/* ---- layouts ---- */

static void
test_board_set_layout (void)
{
  g_autoptr(GArray) set = sudoku_test_load_set ("sets", "jigsaw-solo-100.txt");
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  const char *map = g_array_index (set, SudokuTestPuzzle, 1).map;
  int region[SK_CELLS], box[SK_CELLS];
  SkLayout layout, standard;
  SudokuTestSnapshot before, after;
  SudokuTestWatch watch;

  g_assert_cmpint (sudoku_test_canonical_regions (map, region), ==, SK_SIZE);
  sudoku_test_canonical_regions (SUDOKU_TEST_STANDARD_MAP, box);
  sudoku_test_layout_from_map (map, &layout);
  sk_layout_init_standard (&standard);

  sudoku_test_watch_start (&watch, board);

  /* The standard layout on a standard board: nothing happens. */
  sudoku_board_set_layout (board, &standard);
  g_assert_cmpuint (watch.counts.layout_changed + watch.counts.standard_layout, ==, 0);
  g_assert_false (sudoku_board_get_can_undo (board));
  g_assert_false (sudoku_board_get_modified (board));

  sudoku_test_snapshot_take (board, &before);
  sudoku_board_set_layout (board, &layout);
  sudoku_test_snapshot_take (board, &after);
  sudoku_test_assert_notified_changes (&watch, &before, &after);
  g_assert_cmpuint (watch.counts.layout_changed, ==, 1);
  g_assert_cmpuint (watch.counts.standard_layout, ==, 1);
  g_assert_false (sk_layout_is_standard (sudoku_board_get_layout (board)));
  g_assert_cmpmem (after.region, sizeof after.region, region, sizeof region);
  g_assert_true (sudoku_board_get_can_undo (board));

  /* The same partition under other symbols is the same layout. */
  {
    char renamed[SK_CELLS + 1];
    SkLayout other;

    for (guint i = 0; i < SK_CELLS; i++)
      renamed[i] = (char) ('a' + region[i]);
    renamed[SK_CELLS] = '\0';
    sudoku_test_layout_from_map (renamed, &other);
    g_assert_true (sk_layout_equal (&other, &layout));

    sudoku_test_watch_reset (&watch);
    sudoku_board_set_layout (board, &other);
    g_assert_cmpuint (watch.counts.layout_changed, ==, 0);
    g_assert_cmpuint (watch.counts.standard_layout, ==, 0);
    g_assert_cmpuint (watch.counts.modified, ==, 0);
    sudoku_test_snapshot_take (board, &before);
    g_assert_cmpmem (after.region, sizeof after.region, before.region, sizeof before.region);
    /* One undo goes back to the boxes: the renaming was no step of its own. */
    sudoku_board_undo (board);
    g_assert_true (sk_layout_is_standard (sudoku_board_get_layout (board)));
    g_assert_false (sudoku_board_get_can_undo (board));
    sudoku_board_redo (board);
  }

  /* Loading a puzzle whose map only renames the regions is no layout change. */
  {
    g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();
    char renamed[SK_CELLS + 1];

    for (guint i = 0; i < SK_CELLS; i++)
      renamed[i] = (char) ('A' + region[i]);
    renamed[SK_CELLS] = '\0';
    sudoku_test_layout_from_map (renamed, &puzzle->layout);
    puzzle->has_layout = TRUE;
    sudoku_board_reset (board);
    sudoku_board_set_modified (board, FALSE);

    sudoku_test_watch_reset (&watch);
    sudoku_board_load_puzzle (board, puzzle);
    g_assert_cmpuint (watch.counts.layout_changed + watch.counts.modified + watch.counts.can_undo, ==, 0);
    g_assert_false (sudoku_board_get_modified (board));
    sudoku_test_snapshot_take (board, &before);
    g_assert_cmpmem (after.region, sizeof after.region, before.region, sizeof before.region);
    g_assert_cmpuint (sudoku_board_get_n_filled (board), ==, 0);
  }

  /* Back to the boxes: one signal, every moved cell notified once. */
  sudoku_test_watch_reset (&watch);
  before = after;
  sudoku_board_set_layout (board, &standard);
  sudoku_test_snapshot_take (board, &after);
  sudoku_test_assert_notified_changes (&watch, &before, &after);
  g_assert_cmpuint (watch.counts.layout_changed, ==, 1);
  g_assert_cmpuint (watch.counts.standard_layout, ==, 1);
  g_assert_cmpmem (after.region, sizeof after.region, box, sizeof box);

  sudoku_test_watch_stop (&watch);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/Board/load-classic", test_board_load_classic);
  g_test_add_func ("/model/Board/load-jigsaw", test_board_load_jigsaw);
  g_test_add_func ("/model/Board/load-entries", test_board_load_entries);
  g_test_add_func ("/model/Board/to-puzzle", test_board_to_puzzle);
  g_test_add_func ("/model/Board/set-layout", test_board_set_layout);

  return g_test_run ();
}
