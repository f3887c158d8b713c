/* test-board.c: the board model without a display: cells, list model, conflicts, givens, memos
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Expectations are worked out here from the rules and the fixtures' characters:
 * rows, columns and regions by hand, conflicts by comparing every pair of
 * cells. Notifications are counted on every cell and compared with what
 * really changed (sudoku-test-board.c). Loading, saving and layouts are in
 * test-board-load.c.
 */

#include <gio/gio.h>
#include <string.h>

#include "sk-grid.h"
#include "sk-layout.h"
#include "sudoku-board.h"
#include "sudoku-puzzle.h"
#include "sudoku-test-board.h"
#include "sudoku-test-util.h"

/* ---- SudokuCell ---- */

static void
test_cell_properties (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  int region[SK_CELLS];
  const char *read_only[] = { "index", "row", "column", "region", "value", "given", "solved", "conflict" };

  sudoku_test_canonical_regions (SUDOKU_TEST_STANDARD_MAP, region);
  for (guint i = 0; i < SK_CELLS; i++)
    {
      SudokuCell *cell = sudoku_board_get_cell (board, i);
      guint index, row, column, reg, value;
      gboolean given, solved, conflict;

      g_assert_true (SUDOKU_IS_CELL (cell));
      g_object_get (cell,
                    "index", &index, "row", &row, "column", &column, "region", &reg,
                    "value", &value, "given", &given, "solved", &solved, "conflict", &conflict,
                    NULL);
      g_assert_cmpuint (index, ==, i);
      g_assert_cmpuint (row, ==, i / 9);
      g_assert_cmpuint (column, ==, i % 9);
      g_assert_cmpuint (reg, ==, region[i]);
      g_assert_cmpuint (sudoku_cell_get_index (cell), ==, i);
      g_assert_cmpuint (sudoku_cell_get_row (cell), ==, i / 9);
      g_assert_cmpuint (sudoku_cell_get_column (cell), ==, i % 9);
      g_assert_cmpuint (sudoku_cell_get_region (cell), ==, region[i]);
      g_assert_cmpuint (value, ==, 0);
      g_assert_false (given);
      g_assert_false (solved);
      g_assert_false (conflict);

      /* Distinct objects for distinct cells. */
      if (i > 0)
        g_assert_true (cell != sudoku_board_get_cell (board, i - 1));
    }

  for (guint i = 0; i < G_N_ELEMENTS (read_only); i++)
    {
      GParamSpec *pspec = g_object_class_find_property (g_type_class_peek (SUDOKU_TYPE_CELL), read_only[i]);

      g_assert_nonnull (pspec);
      g_assert_true (pspec->flags & G_PARAM_READABLE);
      g_assert_false (pspec->flags & G_PARAM_WRITABLE);
    }
}

static void
test_cell_notify_value (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  SudokuCell *cell = sudoku_board_get_cell (board, 40);
  SudokuTestSnapshot before, after;
  SudokuTestWatch watch;

  sudoku_test_watch_start (&watch, board);

  /* A real change: one notification on that cell, none elsewhere. */
  sudoku_test_snapshot_take (board, &before);
  g_assert_true (sudoku_board_set_value (board, 40, 5));
  sudoku_test_snapshot_take (board, &after);
  g_assert_cmpuint (sudoku_cell_get_value (cell), ==, 5);
  g_assert_cmpuint (watch.cells[40].value, ==, 1);
  sudoku_test_assert_notified_changes (&watch, &before, &after);
  g_assert_cmpuint (watch.counts.n_filled, ==, 1);
  g_assert_cmpuint (sudoku_board_get_n_filled (board), ==, 1);

  /* The same value again: nothing at all. */
  sudoku_test_watch_reset (&watch);
  g_assert_true (sudoku_board_set_value (board, 40, 5));
  for (guint i = 0; i < SK_CELLS; i++)
    {
      g_assert_cmpuint (watch.cells[i].value, ==, 0);
      g_assert_cmpuint (watch.cells[i].conflict, ==, 0);
    }
  g_assert_cmpuint (watch.counts.n_filled, ==, 0);
  g_assert_cmpuint (watch.counts.can_undo, ==, 0);
  g_assert_cmpuint (watch.counts.modified, ==, 0);

  /* Another digit, then empty: one notification each. */
  sudoku_test_watch_reset (&watch);
  g_assert_true (sudoku_board_set_value (board, 40, 7));
  g_assert_cmpuint (watch.cells[40].value, ==, 1);
  g_assert_cmpuint (watch.counts.n_filled, ==, 0);
  g_assert_true (sudoku_board_set_value (board, 40, 0));
  g_assert_cmpuint (watch.cells[40].value, ==, 2);
  g_assert_cmpuint (watch.counts.n_filled, ==, 1);
  g_assert_cmpuint (sudoku_cell_get_value (cell), ==, 0);
  g_assert_cmpuint (sudoku_board_get_n_filled (board), ==, 0);

  /* Clearing an empty cell changes nothing. */
  sudoku_test_watch_reset (&watch);
  g_assert_true (sudoku_board_set_value (board, 40, 0));
  g_assert_cmpuint (watch.cells[40].value, ==, 0);
  g_assert_cmpuint (watch.counts.n_filled, ==, 0);

  sudoku_test_watch_stop (&watch);
}

static void
test_cell_notify_flags (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  SudokuTestSnapshot before, after;
  SudokuTestWatch watch;

  sudoku_test_watch_start (&watch, board);

  /* Conflict: both clashing cells once; a third clashing cell adds only itself. */
  g_assert_true (sudoku_board_set_value (board, 0, 3));
  sudoku_test_watch_reset (&watch);
  sudoku_test_snapshot_take (board, &before);
  g_assert_true (sudoku_board_set_value (board, 5, 3));
  sudoku_test_snapshot_take (board, &after);
  sudoku_test_assert_notified_changes (&watch, &before, &after);
  g_assert_cmpuint (watch.cells[0].conflict, ==, 1);
  g_assert_cmpuint (watch.cells[5].conflict, ==, 1);

  sudoku_test_watch_reset (&watch);
  before = after;
  g_assert_true (sudoku_board_set_value (board, 8, 3));
  sudoku_test_snapshot_take (board, &after);
  sudoku_test_assert_notified_changes (&watch, &before, &after);
  g_assert_cmpuint (watch.cells[0].conflict, ==, 0);
  g_assert_cmpuint (watch.cells[5].conflict, ==, 0);
  g_assert_cmpuint (watch.cells[8].conflict, ==, 1);
  g_assert_true (sudoku_cell_get_conflict (sudoku_board_get_cell (board, 8)));

  /* Removing one of three leaves two clashing: only it is notified. */
  sudoku_test_watch_reset (&watch);
  before = after;
  g_assert_true (sudoku_board_set_value (board, 5, 0));
  sudoku_test_snapshot_take (board, &after);
  sudoku_test_assert_notified_changes (&watch, &before, &after);
  g_assert_cmpuint (watch.cells[5].conflict, ==, 1);
  g_assert_cmpuint (watch.cells[0].conflict, ==, 0);
  g_assert_cmpuint (watch.counts.n_conflicts, ==, 1);
  g_assert_cmpuint (sudoku_board_get_n_conflicts (board), ==, 2);

  /* Given: once per filled cell, and again to FALSE on reset. */
  g_assert_true (sudoku_board_set_value (board, 8, 4));
  sudoku_test_watch_reset (&watch);
  before = after;
  sudoku_test_snapshot_take (board, &before);
  sudoku_board_set_givens (board);
  sudoku_test_snapshot_take (board, &after);
  sudoku_test_assert_notified_changes (&watch, &before, &after);
  g_assert_cmpuint (watch.cells[0].given, ==, 1);
  g_assert_cmpuint (watch.cells[8].given, ==, 1);
  g_assert_cmpuint (watch.cells[1].given, ==, 0);

  /* Set as givens again: nothing is new. */
  sudoku_test_watch_reset (&watch);
  sudoku_board_set_givens (board);
  for (guint i = 0; i < SK_CELLS; i++)
    g_assert_cmpuint (watch.cells[i].given, ==, 0);
  g_assert_cmpuint (watch.counts.can_undo, ==, 0);

  sudoku_test_watch_reset (&watch);
  before = after;
  sudoku_board_reset (board);
  sudoku_test_snapshot_take (board, &after);
  sudoku_test_assert_notified_changes (&watch, &before, &after);
  g_assert_cmpuint (watch.cells[0].given, ==, 1);
  g_assert_cmpuint (watch.cells[0].value, ==, 1);
  g_assert_false (sudoku_cell_get_given (sudoku_board_get_cell (board, 0)));

  sudoku_test_watch_stop (&watch);
}

/* ---- SudokuBoard as a GListModel ---- */

static void
test_board_list_model (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  GListModel *model;

  g_assert_true (G_IS_LIST_MODEL (board));
  model = G_LIST_MODEL (board);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, SK_CELLS);
  g_assert_true (g_list_model_get_item_type (model) == SUDOKU_TYPE_CELL);

  for (guint i = 0; i < SK_CELLS; i++)
    {
      g_autoptr(SudokuCell) item = g_list_model_get_item (model, i);
      g_autoptr(GObject) object = g_list_model_get_object (model, i);

      g_assert_true (SUDOKU_IS_CELL (item));
      g_assert_true (item == sudoku_board_get_cell (board, i));
      g_assert_true (object == G_OBJECT (item));
      g_assert_cmpuint (sudoku_cell_get_index (item), ==, i);
    }

  g_assert_null (g_list_model_get_item (model, SK_CELLS));
  g_assert_null (g_list_model_get_item (model, SK_CELLS + 1000));
  g_assert_null (g_list_model_get_item (model, G_MAXUINT));
  g_assert_null (g_list_model_get_object (model, SK_CELLS));
}

/* Items are new references: the board keeps its cells after they are dropped. */
static void
test_board_list_model_refs (void)
{
  SudokuBoard *board = sudoku_board_new ();
  SudokuCell *cell = g_list_model_get_item (G_LIST_MODEL (board), 10);

  g_object_add_weak_pointer (G_OBJECT (cell), (gpointer *) &cell);
  g_object_unref (cell);
  g_assert_nonnull (cell);
  g_assert_true (cell == sudoku_board_get_cell (board, 10));

  g_object_unref (board);
  g_assert_null (cell);
}

/* ---- live conflicts ---- */

/* Row, column and region clashes, each alone, on the standard boxes. */
static void
test_board_conflicts_standard (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  int region[SK_CELLS];
  SudokuTestSnapshot before, after;
  SudokuTestWatch watch;
  /* cell pairs: same row only, same column only, same box only (no shared line) */
  const guint pairs[][2] = {
    { 9 * 1 + 0, 9 * 1 + 7 },   /* row 2, columns 1 and 8 */
    { 9 * 0 + 4, 9 * 8 + 4 },   /* column 5, rows 1 and 9 */
    { 9 * 6 + 6, 9 * 8 + 8 },   /* box 9, corners */
  };

  sudoku_test_canonical_regions (SUDOKU_TEST_STANDARD_MAP, region);
  sudoku_test_watch_start (&watch, board);

  for (guint p = 0; p < G_N_ELEMENTS (pairs); p++)
    {
      guint a = pairs[p][0], b = pairs[p][1];

      g_assert_true (sudoku_board_set_value (board, a, 6));
      sudoku_test_assert_conflicts_by_hand (board, region);
      g_assert_cmpuint (sudoku_board_get_n_conflicts (board), ==, 0);

      sudoku_test_watch_reset (&watch);
      sudoku_test_snapshot_take (board, &before);
      g_assert_true (sudoku_board_set_value (board, b, 6));
      sudoku_test_snapshot_take (board, &after);
      sudoku_test_assert_notified_changes (&watch, &before, &after);
      sudoku_test_assert_conflicts_by_hand (board, region);
      g_assert_true (sudoku_cell_get_conflict (sudoku_board_get_cell (board, a)));
      g_assert_true (sudoku_cell_get_conflict (sudoku_board_get_cell (board, b)));
      g_assert_cmpuint (sudoku_board_get_n_conflicts (board), ==, 2);
      g_assert_cmpuint (sudoku_board_get_n_filled (board), ==, 2);
      g_assert_cmpuint (watch.counts.n_conflicts, ==, 1);

      /* Clearing one clears both marks. */
      sudoku_test_watch_reset (&watch);
      before = after;
      g_assert_true (sudoku_board_set_value (board, b, 0));
      sudoku_test_snapshot_take (board, &after);
      sudoku_test_assert_notified_changes (&watch, &before, &after);
      sudoku_test_assert_conflicts_by_hand (board, region);
      g_assert_false (sudoku_cell_get_conflict (sudoku_board_get_cell (board, a)));
      g_assert_cmpuint (sudoku_board_get_n_conflicts (board), ==, 0);
      g_assert_cmpuint (sudoku_board_get_n_filled (board), ==, 1);

      /* A different digit is no clash. */
      g_assert_true (sudoku_board_set_value (board, b, 2));
      sudoku_test_assert_conflicts_by_hand (board, region);
      g_assert_cmpuint (sudoku_board_get_n_conflicts (board), ==, 0);

      sudoku_board_reset (board);
      g_assert_cmpuint (sudoku_board_get_n_filled (board), ==, 0);
    }

  sudoku_test_watch_stop (&watch);
}

/* Random typing against the pairwise check, after every keystroke. */
static void
check_random_typing (SudokuBoard *board,
                     const int    region[SK_CELLS],
                     guint        steps)
{
  SudokuTestSnapshot before, after;
  SudokuTestWatch watch;

  sudoku_test_watch_start (&watch, board);
  for (guint s = 0; s < steps; s++)
    {
      guint index = (guint) g_test_rand_int_range (0, SK_CELLS);
      /* Mostly a few digits, so clashes are common; sometimes a clear. */
      guint value = (guint) g_test_rand_int_range (0, 5);

      sudoku_test_watch_reset (&watch);
      sudoku_test_snapshot_take (board, &before);
      g_assert_true (sudoku_board_set_value (board, index, value));
      sudoku_test_snapshot_take (board, &after);
      g_assert_cmpuint (after.value[index], ==, value);
      sudoku_test_assert_notified_changes (&watch, &before, &after);
      sudoku_test_assert_conflicts_by_hand (board, region);
    }
  sudoku_test_watch_stop (&watch);
}

static void
test_board_conflicts_random (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  int region[SK_CELLS];

  sudoku_test_canonical_regions (SUDOKU_TEST_STANDARD_MAP, region);
  check_random_typing (board, region, 400);
}

static void
test_board_conflicts_jigsaw (void)
{
  g_autoptr(GArray) set = sudoku_test_load_set ("sets", "jigsaw-solo-100.txt");

  for (guint k = 0; k < 3; k++)
    {
      g_autoptr(SudokuBoard) board = sudoku_board_new ();
      const char *map = g_array_index (set, SudokuTestPuzzle, k * 7).map;
      int region[SK_CELLS], box[SK_CELLS];
      SkLayout layout;
      guint jig_a = G_MAXUINT, jig_b = G_MAXUINT, box_a = G_MAXUINT, box_b = G_MAXUINT;

      g_assert_cmpint (sudoku_test_canonical_regions (map, region), ==, SK_SIZE);
      sudoku_test_canonical_regions (SUDOKU_TEST_STANDARD_MAP, box);
      sudoku_test_layout_from_map (map, &layout);
      g_assert_false (sk_layout_is_standard (&layout));

      sudoku_board_set_layout (board, &layout);
      for (guint i = 0; i < SK_CELLS; i++)
        g_assert_cmpuint (sudoku_cell_get_region (sudoku_board_get_cell (board, i)), ==, region[i]);

      /* Two cells of one jigsaw region sharing no line or box, and two of one
       * box sharing no line or jigsaw region. */
      for (guint a = 0; a < SK_CELLS; a++)
        for (guint b = a + 1; b < SK_CELLS; b++)
          {
            gboolean line_shared = a / 9 == b / 9 || a % 9 == b % 9;

            if (line_shared)
              continue;
            if (jig_a == G_MAXUINT && region[a] == region[b] && box[a] != box[b])
              {
                jig_a = a;
                jig_b = b;
              }
            if (box_a == G_MAXUINT && box[a] == box[b] && region[a] != region[b])
              {
                box_a = a;
                box_b = b;
              }
          }
      g_assert_cmpuint (jig_a, !=, G_MAXUINT);
      g_assert_cmpuint (box_a, !=, G_MAXUINT);

      g_assert_true (sudoku_board_set_value (board, jig_a, 9));
      g_assert_true (sudoku_board_set_value (board, jig_b, 9));
      sudoku_test_assert_conflicts_by_hand (board, region);
      g_assert_true (sudoku_cell_get_conflict (sudoku_board_get_cell (board, jig_a)));
      g_assert_true (sudoku_cell_get_conflict (sudoku_board_get_cell (board, jig_b)));
      g_assert_cmpuint (sudoku_board_get_n_conflicts (board), ==, 2);
      g_assert_true (sudoku_board_set_value (board, jig_b, 0));
      g_assert_cmpuint (sudoku_board_get_n_conflicts (board), ==, 0);
      g_assert_false (sudoku_cell_get_conflict (sudoku_board_get_cell (board, jig_a)));
      sudoku_board_reset (board);

      /* The 3x3 box means nothing on a jigsaw board... */
      g_assert_true (sudoku_board_set_value (board, box_a, 8));
      g_assert_true (sudoku_board_set_value (board, box_b, 8));
      sudoku_test_assert_conflicts_by_hand (board, region);
      g_assert_cmpuint (sudoku_board_get_n_conflicts (board), ==, 0);

      /* ...until the standard layout comes back: then the marks follow. */
      {
        SkLayout standard;
        int standard_region[SK_CELLS];

        sk_layout_init_standard (&standard);
        sudoku_test_canonical_regions (SUDOKU_TEST_STANDARD_MAP, standard_region);
        sudoku_board_set_layout (board, &standard);
        sudoku_test_assert_conflicts_by_hand (board, standard_region);
        g_assert_cmpuint (sudoku_board_get_n_conflicts (board), ==, 2);
        g_assert_true (sudoku_cell_get_conflict (sudoku_board_get_cell (board, box_a)));

        sudoku_board_undo (board);
        sudoku_test_assert_conflicts_by_hand (board, region);
        g_assert_cmpuint (sudoku_board_get_n_conflicts (board), ==, 0);
      }

      sudoku_board_reset (board);
      check_random_typing (board, region, 200);
    }
}

/* ---- givens ---- */

static void
test_board_givens (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  SudokuTestSnapshot before, after;
  SudokuTestWatch watch;
  const guint cells[] = { 0, 10, 20, 44, 80 };
  const guint digits[] = { 1, 2, 3, 4, 5 };

  for (guint i = 0; i < G_N_ELEMENTS (cells); i++)
    g_assert_true (sudoku_board_set_value (board, cells[i], digits[i]));
  sudoku_board_set_givens (board);

  sudoku_test_snapshot_take (board, &before);
  for (guint i = 0; i < SK_CELLS; i++)
    g_assert_cmpuint (before.given[i], ==, before.value[i] != 0);
  g_assert_cmpuint (sudoku_test_count_nonzero (before.given), ==, G_N_ELEMENTS (cells));

  /* A given is locked: FALSE, no change, no notification, no undo step. */
  sudoku_test_watch_start (&watch, board);
  for (guint i = 0; i < G_N_ELEMENTS (cells); i++)
    {
      g_assert_false (sudoku_board_set_value (board, cells[i], 9));
      g_assert_false (sudoku_board_set_value (board, cells[i], 0));
      g_assert_false (sudoku_board_set_value (board, cells[i], digits[i]));
    }
  sudoku_test_snapshot_take (board, &after);
  g_assert_cmpmem (&before, sizeof before, &after, sizeof after);
  sudoku_test_assert_notified_changes (&watch, &before, &after);
  g_assert_cmpuint (watch.counts.can_undo + watch.counts.can_redo + watch.counts.modified, ==, 0);
  g_assert_false (sudoku_board_get_can_redo (board));
  sudoku_test_watch_stop (&watch);

  /* The last step is still "set as givens": one undo takes only the locks off. */
  sudoku_board_undo (board);
  sudoku_test_snapshot_take (board, &after);
  g_assert_cmpmem (after.value, sizeof after.value, before.value, sizeof before.value);
  g_assert_cmpuint (sudoku_test_count_nonzero (after.given), ==, 0);
  g_assert_true (sudoku_board_get_can_redo (board));
  sudoku_board_redo (board);
  g_assert_false (sudoku_board_get_can_redo (board));
  g_assert_true (sudoku_board_get_can_undo (board));
  sudoku_test_snapshot_take (board, &after);
  g_assert_cmpmem (&before, sizeof before, &after, sizeof after);

  /* Entries beside the givens; clear_entries keeps only the givens. */
  g_assert_true (sudoku_board_set_value (board, 1, 7));
  g_assert_true (sudoku_board_set_value (board, 79, 8));
  g_assert_cmpuint (sudoku_board_get_n_filled (board), ==, G_N_ELEMENTS (cells) + 2);
  g_assert_false (sudoku_cell_get_given (sudoku_board_get_cell (board, 1)));
  sudoku_board_clear_entries (board);
  sudoku_test_snapshot_take (board, &after);
  g_assert_cmpmem (&before, sizeof before, &after, sizeof after);
  g_assert_cmpuint (sudoku_board_get_n_filled (board), ==, G_N_ELEMENTS (cells));

  /* The givens grid holds only givens; the values grid everything. */
  g_assert_true (sudoku_board_set_value (board, 1, 7));
  {
    SkGrid givens, values;

    sudoku_board_get_givens_grid (board, &givens);
    sudoku_board_get_values_grid (board, &values);
    for (guint i = 0; i < SK_CELLS; i++)
      {
        guint expected = 0;

        for (guint j = 0; j < G_N_ELEMENTS (cells); j++)
          if (cells[j] == i)
            expected = digits[j];
        g_assert_cmpuint (givens.cell[i], ==, expected);
        g_assert_cmpuint (values.cell[i], ==, i == 1 ? 7 : expected);
      }
  }

  /* Reset empties everything, givens included. */
  sudoku_board_reset (board);
  sudoku_test_snapshot_take (board, &after);
  g_assert_cmpuint (sudoku_test_count_nonzero (after.value), ==, 0);
  g_assert_cmpuint (sudoku_test_count_nonzero (after.given), ==, 0);
  g_assert_cmpuint (sudoku_test_count_nonzero (after.solved), ==, 0);
  g_assert_cmpuint (sudoku_test_count_nonzero (after.conflict), ==, 0);
  g_assert_cmpuint (sudoku_board_get_n_filled (board), ==, 0);
  g_assert_true (sudoku_board_set_value (board, 0, 9));
}

/* "Set as givens" with clashing digits: they become givens, still marked. */
static void
test_board_givens_clashing (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();

  g_assert_true (sudoku_board_set_value (board, 0, 4));
  g_assert_true (sudoku_board_set_value (board, 9, 4));
  sudoku_board_set_givens (board);
  g_assert_true (sudoku_cell_get_given (sudoku_board_get_cell (board, 9)));
  g_assert_true (sudoku_cell_get_conflict (sudoku_board_get_cell (board, 0)));
  g_assert_true (sudoku_cell_get_conflict (sudoku_board_get_cell (board, 9)));
  g_assert_cmpuint (sudoku_board_get_n_conflicts (board), ==, 2);
  sudoku_board_clear_entries (board);
  g_assert_cmpuint (sudoku_board_get_n_conflicts (board), ==, 2);
}

/* A memo takes the history along and gives everything back as it was. */
static void
test_board_memo (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  SudokuBoardMemo *memo;

  g_assert_true (sudoku_board_set_value (board, 0, 5));
  g_assert_true (sudoku_board_set_value (board, 1, 6));
  sudoku_board_undo (board);
  g_assert_true (sudoku_board_get_can_undo (board));
  g_assert_true (sudoku_board_get_can_redo (board));

  memo = sudoku_board_take_memo (board);
  g_assert_false (sudoku_board_get_can_undo (board));
  g_assert_false (sudoku_board_get_can_redo (board));
  g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, 0)), ==, 5);

  sudoku_board_reset (board);
  g_assert_true (sudoku_board_set_value (board, 80, 9));
  sudoku_board_set_modified (board, FALSE);

  sudoku_board_restore_memo (board, memo);
  g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, 0)), ==, 5);
  g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, 1)), ==, 0);
  g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, 80)), ==, 0);
  g_assert_true (sudoku_board_get_modified (board));
  sudoku_board_redo (board);
  g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, 1)), ==, 6);
  sudoku_board_undo (board);
  sudoku_board_undo (board);
  g_assert_cmpuint (sudoku_board_get_n_filled (board), ==, 0);
  g_assert_false (sudoku_board_get_can_undo (board));

  /* A memo nobody restores is freed with its history. */
  memo = sudoku_board_take_memo (board);
  sudoku_board_memo_free (memo);
}

/* The model's face on the engine for the window: cells and layouts. */
static void
test_geometry (void)
{
  SkLayout standard, rows, parsed;
  int colour[SUDOKU_SIZE];
  int pieces[SUDOKU_SIZE];
  guint8 region[SUDOKU_CELLS];
  char symbols[SUDOKU_CELLS + 1];

  for (int i = 0; i < SUDOKU_CELLS; i++)
    {
      g_assert_cmpint (sudoku_index_at (sudoku_index_row (i), sudoku_index_column (i)), ==, i);
      g_assert_cmpint (sudoku_index_row (i), ==, i / 9);
      g_assert_cmpint (sudoku_index_column (i), ==, i % 9);
    }

  sudoku_layout_init_standard (&standard);
  g_assert_true (sudoku_layout_is_standard (&standard));
  g_assert_true (sudoku_layout_parse_symbols (&parsed, SUDOKU_TEST_STANDARD_MAP));
  g_assert_true (sudoku_layout_equal (&parsed, &standard));
  g_assert_true (sudoku_layout_parse_symbols (&rows, SUDOKU_TEST_ROWS_MAP));
  g_assert_false (sudoku_layout_is_standard (&rows));
  g_assert_false (sudoku_layout_equal (&rows, &standard));

  /* Eight cells of one region and ten of another: no layout. */
  memcpy (symbols, SUDOKU_TEST_STANDARD_MAP, sizeof symbols);
  symbols[0] = '2';
  g_assert_false (sudoku_layout_parse_symbols (&parsed, symbols));

  g_assert_true (sudoku_layout_colour_regions (&standard, colour));
  for (int r = 0; r < SUDOKU_SIZE; r++)
    g_assert_cmpint (colour[r], ==, r % 2);

  /* Box 1's corner moved into box 9: both fall apart. */
  for (int i = 0; i < SUDOKU_CELLS; i++)
    region[i] = standard.region[i];
  region[0] = 8;
  region[80] = 0;
  sudoku_regions_count_pieces (region, pieces);
  g_assert_cmpint (pieces[0], ==, 2);
  g_assert_cmpint (pieces[8], ==, 2);
  g_assert_cmpint (pieces[4], ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/Board/memo", test_board_memo);
  g_test_add_func ("/model/Board/geometry", test_geometry);
  g_test_add_func ("/model/Cell/properties", test_cell_properties);
  g_test_add_func ("/model/Cell/notify-value", test_cell_notify_value);
  g_test_add_func ("/model/Cell/notify-flags", test_cell_notify_flags);
  g_test_add_func ("/model/Board/list-model", test_board_list_model);
  g_test_add_func ("/model/Board/list-model-refs", test_board_list_model_refs);
  g_test_add_func ("/model/Board/conflicts-standard", test_board_conflicts_standard);
  g_test_add_func ("/model/Board/conflicts-random", test_board_conflicts_random);
  g_test_add_func ("/model/Board/conflicts-jigsaw", test_board_conflicts_jigsaw);
  g_test_add_func ("/model/Board/givens", test_board_givens);
  g_test_add_func ("/model/Board/givens-clashing", test_board_givens_clashing);

  return g_test_run ();
}
