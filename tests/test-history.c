/* test-history.c: undo and redo, of the history alone and of every board edit
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board is compared with snapshots taken through the cells' getters
 * before and after each edit, so undo and redo are checked against what the
 * board really showed, not against the history's own records.
 */

#include <gio/gio.h>
#include <string.h>

#include "sk-layout.h"
#include "sudoku-board.h"
#include "sudoku-history.h"
#include "sudoku-puzzle.h"
#include "sudoku-test-io.h"
#include "sudoku-test-util.h"

/* ---- fixtures ---- */

/* ---- snapshots and notifications ---- */

typedef struct
{
  guint value[SK_CELLS];
  guint given[SK_CELLS];
  guint solved[SK_CELLS];
  guint conflict[SK_CELLS];
  guint region[SK_CELLS];
  guint n_filled;
  guint n_conflicts;
  guint standard_layout;
} Snapshot;

static void
snapshot_take (SudokuBoard *board,
               Snapshot    *snap)
{
  gboolean standard;

  memset (snap, 0, sizeof *snap);
  for (guint i = 0; i < SK_CELLS; i++)
    {
      SudokuCell *cell = sudoku_board_get_cell (board, i);

      snap->value[i] = sudoku_cell_get_value (cell);
      snap->given[i] = sudoku_cell_get_given (cell);
      snap->solved[i] = sudoku_cell_get_solved (cell);
      snap->conflict[i] = sudoku_cell_get_conflict (cell);
      snap->region[i] = sudoku_cell_get_region (cell);
    }
  snap->n_filled = sudoku_board_get_n_filled (board);
  snap->n_conflicts = sudoku_board_get_n_conflicts (board);
  g_object_get (board, "standard-layout", &standard, NULL);
  snap->standard_layout = standard;
}

static void
assert_snapshot_is (SudokuBoard    *board,
                    const Snapshot *expected)
{
  Snapshot now;

  snapshot_take (board, &now);
  for (guint i = 0; i < SK_CELLS; i++)
    {
      g_assert_cmpuint (now.value[i], ==, expected->value[i]);
      g_assert_cmpuint (now.given[i], ==, expected->given[i]);
      g_assert_cmpuint (now.solved[i], ==, expected->solved[i]);
      g_assert_cmpuint (now.conflict[i], ==, expected->conflict[i]);
      g_assert_cmpuint (now.region[i], ==, expected->region[i]);
    }
  g_assert_cmpuint (now.n_filled, ==, expected->n_filled);
  g_assert_cmpuint (now.n_conflicts, ==, expected->n_conflicts);
  g_assert_cmpuint (now.standard_layout, ==, expected->standard_layout);
}

typedef struct
{
  guint can_undo;
  guint can_redo;
  guint modified;
  guint layout_changed;
  guint standard_layout;
  guint cell_changes;   /* cell property notifications of any kind */
  guint region_changes;
} Counts;

static void
on_board_notify (GObject    *object,
                 GParamSpec *pspec,
                 gpointer    user_data)
{
  Counts *counts = user_data;

  if (g_str_equal (pspec->name, "can-undo"))
    counts->can_undo++;
  else if (g_str_equal (pspec->name, "can-redo"))
    counts->can_redo++;
  else if (g_str_equal (pspec->name, "modified"))
    counts->modified++;
  else if (g_str_equal (pspec->name, "standard-layout"))
    counts->standard_layout++;
}

static void
on_cell_notify (GObject    *object,
                GParamSpec *pspec,
                gpointer    user_data)
{
  Counts *counts = user_data;

  counts->cell_changes++;
  if (g_str_equal (pspec->name, "region"))
    counts->region_changes++;
}

static void
on_layout_changed (SudokuBoard *board,
                   gpointer     user_data)
{
  Counts *counts = user_data;

  counts->layout_changed++;
}

static void
counts_connect (Counts      *counts,
                SudokuBoard *board)
{
  memset (counts, 0, sizeof *counts);
  g_signal_connect (board, "notify", G_CALLBACK (on_board_notify), counts);
  g_signal_connect (board, "layout-changed", G_CALLBACK (on_layout_changed), counts);
  for (guint i = 0; i < SK_CELLS; i++)
    g_signal_connect (sudoku_board_get_cell (board, i), "notify", G_CALLBACK (on_cell_notify), counts);
}

static void
counts_disconnect (Counts      *counts,
                   SudokuBoard *board)
{
  g_signal_handlers_disconnect_by_data (board, counts);
  for (guint i = 0; i < SK_CELLS; i++)
    g_signal_handlers_disconnect_by_data (sudoku_board_get_cell (board, i), counts);
}

static void
assert_flags (SudokuBoard *board,
              gboolean     can_undo,
              gboolean     can_redo)
{
  gboolean prop_undo, prop_redo;

  g_object_get (board, "can-undo", &prop_undo, "can-redo", &prop_redo, NULL);
  g_assert_cmpint (sudoku_board_get_can_undo (board), ==, can_undo);
  g_assert_cmpint (sudoku_board_get_can_redo (board), ==, can_redo);
  g_assert_cmpint (prop_undo, ==, can_undo);
  g_assert_cmpint (prop_redo, ==, can_redo);
}

/* ---- SudokuHistory alone ---- */

static void
make_state (SudokuBoardState *state,
            guint             seed)
{
  SkLayout standard;

  memset (state, 0, sizeof *state);
  sk_layout_init_standard (&standard);
  sk_layout_to_symbols (&standard, state->regions);
  state->value[seed % SK_CELLS] = (guint8) (1 + seed % 9);
  state->given[(seed * 7) % SK_CELLS] = (guint8) (seed & 1);
  state->solved[(seed * 13) % SK_CELLS] = 1;
}

typedef struct
{
  guint can_undo;
  guint can_redo;
} HistoryCounts;

static void
on_history_notify (GObject    *object,
                   GParamSpec *pspec,
                   gpointer    user_data)
{
  HistoryCounts *counts = user_data;

  if (g_str_equal (pspec->name, "can-undo"))
    counts->can_undo++;
  else if (g_str_equal (pspec->name, "can-redo"))
    counts->can_redo++;
}

static void
test_history_undo_redo (void)
{
  g_autoptr(SudokuHistory) history = sudoku_history_new ();
  SudokuBoardState states[4];
  HistoryCounts counts = { 0, 0 };
  const SudokuBoardState *s;

  for (guint i = 0; i < G_N_ELEMENTS (states); i++)
    make_state (&states[i], i * 11 + 3);
  g_signal_connect (history, "notify", G_CALLBACK (on_history_notify), &counts);

  g_assert_false (sudoku_history_get_can_undo (history));
  g_assert_false (sudoku_history_get_can_redo (history));
  g_assert_null (sudoku_history_undo (history));
  g_assert_null (sudoku_history_redo (history));
  g_assert_cmpuint (counts.can_undo + counts.can_redo, ==, 0);

  for (guint i = 0; i + 1 < G_N_ELEMENTS (states); i++)
    sudoku_history_push (history, &states[i], &states[i + 1]);
  g_assert_cmpuint (counts.can_undo, ==, 1);
  g_assert_cmpuint (counts.can_redo, ==, 0);
  g_assert_true (sudoku_history_get_can_undo (history));
  g_assert_false (sudoku_history_get_can_redo (history));

  /* Undo hands back each step's "before", newest first. */
  for (guint i = G_N_ELEMENTS (states) - 1; i > 0; i--)
    {
      s = sudoku_history_undo (history);
      g_assert_nonnull (s);
      g_assert_cmpmem (s, sizeof *s, &states[i - 1], sizeof states[i - 1]);
      g_assert_true (sudoku_history_get_can_redo (history));
    }
  g_assert_null (sudoku_history_undo (history));
  g_assert_false (sudoku_history_get_can_undo (history));
  g_assert_cmpuint (counts.can_undo, ==, 2);
  g_assert_cmpuint (counts.can_redo, ==, 1);

  /* Redo hands back each "after", oldest first. */
  for (guint i = 1; i < G_N_ELEMENTS (states); i++)
    {
      s = sudoku_history_redo (history);
      g_assert_nonnull (s);
      g_assert_cmpmem (s, sizeof *s, &states[i], sizeof states[i]);
    }
  g_assert_null (sudoku_history_redo (history));
  g_assert_false (sudoku_history_get_can_redo (history));
  g_assert_cmpuint (counts.can_undo, ==, 3);
  g_assert_cmpuint (counts.can_redo, ==, 2);

  sudoku_history_clear (history);
  g_assert_false (sudoku_history_get_can_undo (history));
  g_assert_false (sudoku_history_get_can_redo (history));
  g_assert_null (sudoku_history_undo (history));
  g_assert_cmpuint (counts.can_undo, ==, 4);
  g_assert_cmpuint (counts.can_redo, ==, 2);

  g_signal_handlers_disconnect_by_data (history, &counts);
}

static void
test_history_branch (void)
{
  g_autoptr(SudokuHistory) history = sudoku_history_new ();
  SudokuBoardState states[5];
  HistoryCounts counts = { 0, 0 };
  const SudokuBoardState *s;

  for (guint i = 0; i < G_N_ELEMENTS (states); i++)
    make_state (&states[i], i * 5 + 1);

  sudoku_history_push (history, &states[0], &states[1]);
  sudoku_history_push (history, &states[1], &states[2]);
  sudoku_history_push (history, &states[2], &states[3]);
  g_assert_nonnull (sudoku_history_undo (history));
  g_assert_nonnull (sudoku_history_undo (history));
  g_assert_true (sudoku_history_get_can_redo (history));

  /* A new step from states[1] forgets states[2] and states[3]. */
  g_signal_connect (history, "notify", G_CALLBACK (on_history_notify), &counts);
  sudoku_history_push (history, &states[1], &states[4]);
  g_assert_cmpuint (counts.can_redo, ==, 1);
  g_assert_cmpuint (counts.can_undo, ==, 0);
  g_assert_false (sudoku_history_get_can_redo (history));
  g_assert_null (sudoku_history_redo (history));

  s = sudoku_history_undo (history);
  g_assert_cmpmem (s, sizeof *s, &states[1], sizeof states[1]);
  s = sudoku_history_redo (history);
  g_assert_cmpmem (s, sizeof *s, &states[4], sizeof states[4]);
  s = sudoku_history_undo (history);
  s = sudoku_history_undo (history);
  g_assert_cmpmem (s, sizeof *s, &states[0], sizeof states[0]);
  g_assert_null (sudoku_history_undo (history));

  g_signal_handlers_disconnect_by_data (history, &counts);
}

/* A long session keeps a bounded number of the newest steps. */
static void
test_history_bounded (void)
{
  g_autoptr(SudokuHistory) history = sudoku_history_new ();
  const guint n_pushed = 10050;
  SudokuBoardState before, after;
  const SudokuBoardState *s, *last = NULL;
  guint n_undone = 0;

  for (guint i = 0; i < n_pushed; i++)
    {
      make_state (&before, i);
      before.value[80] = (guint8) (i % 256);
      before.given[80] = (guint8) (i / 256);
      make_state (&after, i + 1);
      sudoku_history_push (history, &before, &after);
    }

  while ((s = sudoku_history_undo (history)) != NULL)
    {
      last = s;
      n_undone++;
    }
  g_test_message ("%u of %u steps could be undone", n_undone, n_pushed);
  g_assert_cmpuint (n_undone, >=, 1000);
  g_assert_cmpuint (n_undone, <, n_pushed);

  /* What is left is the newest steps: the oldest kept is step n_pushed - n_undone. */
  make_state (&before, n_pushed - n_undone);
  before.value[80] = (guint8) ((n_pushed - n_undone) % 256);
  before.given[80] = (guint8) ((n_pushed - n_undone) / 256);
  g_assert_cmpmem (last, sizeof *last, &before, sizeof before);
}

/* ---- the board ---- */

typedef enum
{
  EDIT_SET_VALUE,
  EDIT_CLEAR_VALUE,
  EDIT_SET_GIVENS,
  EDIT_CLEAR_ENTRIES,
  EDIT_RESET,
  EDIT_SET_LAYOUT,
  EDIT_LOAD,
  N_EDITS
} EditKind;

static const char *edit_names[N_EDITS] = {
  "set_value", "set_value 0", "set_givens", "clear_entries", "reset", "set_layout", "load_puzzle",
};

/* A board with history: the classic example, then two entries. */
static SudokuBoard *
prepared_board (void)
{
  SudokuBoard *board = sudoku_board_new ();
  g_autoptr(SudokuPuzzle) puzzle = sudoku_test_parse_puzzle ("examples", "classic-line.txt", 0);
  guint n = 0;

  sudoku_board_load_puzzle (board, puzzle);
  for (guint i = 0; i < SK_CELLS && n < 2; i++)
    if (puzzle->givens.cell[i] == 0)
      g_assert_true (sudoku_board_set_value (board, i, 1 + n++));
  return board;
}

static void
apply_edit (SudokuBoard *board,
            EditKind     kind)
{
  switch (kind)
    {
    case EDIT_SET_VALUE:
      /* Cell 2 is empty in the classic example. */
      g_assert_true (sudoku_board_set_value (board, 2, 9));
      break;
    case EDIT_CLEAR_VALUE:
      /* The first entry of prepared_board(). */
      g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, 2)), !=, 0);
      g_assert_true (sudoku_board_set_value (board, 2, 0));
      break;
    case EDIT_SET_GIVENS:
      sudoku_board_set_givens (board);
      break;
    case EDIT_CLEAR_ENTRIES:
      sudoku_board_clear_entries (board);
      break;
    case EDIT_RESET:
      sudoku_board_reset (board);
      break;
    case EDIT_SET_LAYOUT:
      {
        SkLayout rows;

        sudoku_test_layout_from_map (SUDOKU_TEST_ROWS_MAP, &rows);
        sudoku_board_set_layout (board, &rows);
      }
      break;
    case EDIT_LOAD:
      {
        g_autoptr(SudokuPuzzle) puzzle = sudoku_test_parse_puzzle ("examples", "jigsaw-line.txt", 0);

        sudoku_board_load_puzzle (board, puzzle);
      }
      break;
    case N_EDITS:
    default:
      g_assert_not_reached ();
    }
}

static void
test_board_undo_each_edit (void)
{
  for (guint kind = 0; kind < N_EDITS; kind++)
    {
      g_autoptr(SudokuBoard) board = prepared_board ();
      Snapshot before, after, first;
      Counts counts;

      g_test_message ("edit: %s", edit_names[kind]);
      g_assert_true (sudoku_board_get_can_undo (board));
      snapshot_take (board, &before);

      apply_edit (board, kind);
      snapshot_take (board, &after);
      g_assert_true (memcmp (&before, &after, sizeof before) != 0);
      assert_flags (board, TRUE, FALSE);

      /* One undo: exactly the board before. */
      counts_connect (&counts, board);
      sudoku_board_undo (board);
      assert_snapshot_is (board, &before);
      assert_flags (board, TRUE, TRUE);
      g_assert_cmpuint (counts.can_redo, ==, 1);
      g_assert_cmpuint (counts.can_undo, ==, 0);
      g_assert_cmpuint (counts.layout_changed, ==, kind == EDIT_SET_LAYOUT || kind == EDIT_LOAD);

      /* One redo: exactly the board after. */
      memset (&counts, 0, sizeof counts);
      sudoku_board_redo (board);
      assert_snapshot_is (board, &after);
      assert_flags (board, TRUE, FALSE);
      g_assert_cmpuint (counts.can_redo, ==, 1);
      g_assert_cmpuint (counts.layout_changed, ==, kind == EDIT_SET_LAYOUT || kind == EDIT_LOAD);
      counts_disconnect (&counts, board);

      /* The steps before are still there: two entries, then the load. */
      sudoku_board_undo (board);
      assert_snapshot_is (board, &before);
      sudoku_board_undo (board);
      sudoku_board_undo (board);
      snapshot_take (board, &first);
      g_assert_cmpuint (first.n_filled, ==, before.n_filled - 2);
      g_assert_cmpuint (sudoku_test_count_nonzero (first.given), ==, first.n_filled);
      sudoku_board_undo (board);
      assert_flags (board, FALSE, TRUE);
      g_assert_cmpuint (sudoku_board_get_n_filled (board), ==, 0);
    }
}

/* Edits that change nothing are no steps. */
static void
test_board_undo_no_op (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuPuzzle) empty = sudoku_puzzle_new ();
  SkLayout standard;
  Counts counts;

  sk_layout_init_standard (&standard);
  counts_connect (&counts, board);

  g_assert_true (sudoku_board_set_value (board, 5, 0));
  sudoku_board_set_givens (board);
  sudoku_board_clear_entries (board);
  sudoku_board_reset (board);
  sudoku_board_set_layout (board, &standard);
  sudoku_board_load_puzzle (board, empty);
  sudoku_board_undo (board);
  sudoku_board_redo (board);

  assert_flags (board, FALSE, FALSE);
  g_assert_false (sudoku_board_get_modified (board));
  g_assert_cmpuint (counts.can_undo + counts.can_redo + counts.modified, ==, 0);
  g_assert_cmpuint (counts.cell_changes + counts.layout_changed + counts.standard_layout, ==, 0);

  /* With one step: the same value again adds nothing, one undo empties. */
  g_assert_true (sudoku_board_set_value (board, 5, 4));
  g_assert_true (sudoku_board_set_value (board, 5, 4));
  sudoku_board_undo (board);
  assert_flags (board, FALSE, TRUE);
  g_assert_cmpuint (sudoku_board_get_n_filled (board), ==, 0);

  counts_disconnect (&counts, board);
}

static void
test_board_undo_notify (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  Counts counts;

  counts_connect (&counts, board);
  assert_flags (board, FALSE, FALSE);

  g_assert_true (sudoku_board_set_value (board, 0, 1));
  assert_flags (board, TRUE, FALSE);
  g_assert_cmpuint (counts.can_undo, ==, 1);
  g_assert_cmpuint (counts.can_redo, ==, 0);

  /* Still undoable: no new notification. */
  g_assert_true (sudoku_board_set_value (board, 1, 2));
  g_assert_cmpuint (counts.can_undo, ==, 1);

  sudoku_board_undo (board);
  assert_flags (board, TRUE, TRUE);
  g_assert_cmpuint (counts.can_undo, ==, 1);
  g_assert_cmpuint (counts.can_redo, ==, 1);

  sudoku_board_undo (board);
  assert_flags (board, FALSE, TRUE);
  g_assert_cmpuint (counts.can_undo, ==, 2);
  g_assert_cmpuint (counts.can_redo, ==, 1);

  /* Nothing left to undo: a no-op without notifications. */
  sudoku_board_undo (board);
  g_assert_cmpuint (counts.can_undo, ==, 2);

  sudoku_board_redo (board);
  assert_flags (board, TRUE, TRUE);
  g_assert_cmpuint (counts.can_undo, ==, 3);
  g_assert_cmpuint (counts.can_redo, ==, 1);

  sudoku_board_redo (board);
  assert_flags (board, TRUE, FALSE);
  g_assert_cmpuint (counts.can_undo, ==, 3);
  g_assert_cmpuint (counts.can_redo, ==, 2);

  sudoku_board_redo (board);
  g_assert_cmpuint (counts.can_redo, ==, 2);

  counts_disconnect (&counts, board);
}

/* Many random edits; undo walks back through every state, redo forward. */
static void
test_board_undo_sequence (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(GArray) states = g_array_new (FALSE, FALSE, sizeof (Snapshot));
  Snapshot snap, edited;

  snapshot_take (board, &snap);
  g_array_append_val (states, snap);

  while (states->len < 60)
    {
      guint choice = (guint) g_test_rand_int_range (0, 20);
      Snapshot last = g_array_index (states, Snapshot, states->len - 1);

      if (choice < 16)
        {
          guint index = (guint) g_test_rand_int_range (0, SK_CELLS);
          guint value = (guint) g_test_rand_int_range (0, 10);

          sudoku_board_set_value (board, index, value);
        }
      else if (choice == 16)
        sudoku_board_set_givens (board);
      else if (choice == 17)
        sudoku_board_clear_entries (board);
      else
        apply_edit (board, EDIT_SET_LAYOUT + (choice & 1));

      snapshot_take (board, &snap);
      /* A step only when something changed. */
      if (memcmp (&snap, &last, sizeof snap) != 0)
        g_array_append_val (states, snap);
    }

  for (guint i = states->len - 1; i > 0; i--)
    {
      assert_snapshot_is (board, &g_array_index (states, Snapshot, i));
      g_assert_true (sudoku_board_get_can_undo (board));
      sudoku_board_undo (board);
    }
  assert_snapshot_is (board, &g_array_index (states, Snapshot, 0));
  assert_flags (board, FALSE, TRUE);

  for (guint i = 1; i < states->len; i++)
    {
      sudoku_board_redo (board);
      assert_snapshot_is (board, &g_array_index (states, Snapshot, i));
    }
  assert_flags (board, TRUE, FALSE);

  /* Half way back, a new edit drops the rest. */
  for (guint i = 0; i < states->len / 2; i++)
    sudoku_board_undo (board);
  snap = g_array_index (states, Snapshot, states->len - 1 - states->len / 2);
  assert_snapshot_is (board, &snap);
  g_assert_true (sudoku_board_get_can_redo (board));
  for (guint i = 0; i < SK_CELLS; i++)
    if (!snap.given[i])
      {
        g_assert_true (sudoku_board_set_value (board, i, snap.value[i] % 9 + 1));
        break;
      }
  assert_flags (board, TRUE, FALSE);
  snapshot_take (board, &edited);
  sudoku_board_redo (board);
  assert_snapshot_is (board, &edited);
  sudoku_board_undo (board);
  assert_snapshot_is (board, &snap);
}

static void
test_board_undo_branch (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  Snapshot s0, s1, s3;
  Counts counts;

  snapshot_take (board, &s0);
  g_assert_true (sudoku_board_set_value (board, 0, 1));
  snapshot_take (board, &s1);
  g_assert_true (sudoku_board_set_value (board, 1, 2));
  g_assert_true (sudoku_board_set_value (board, 2, 3));
  sudoku_board_undo (board);
  sudoku_board_undo (board);
  assert_snapshot_is (board, &s1);

  counts_connect (&counts, board);
  g_assert_true (sudoku_board_set_value (board, 40, 9));
  snapshot_take (board, &s3);
  assert_flags (board, TRUE, FALSE);
  g_assert_cmpuint (counts.can_redo, ==, 1);

  /* Redo has nothing to bring back: the dropped values stay away. */
  memset (&counts, 0, sizeof counts);
  sudoku_board_redo (board);
  assert_snapshot_is (board, &s3);
  g_assert_cmpuint (counts.cell_changes + counts.can_redo + counts.can_undo, ==, 0);
  g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, 1)), ==, 0);

  sudoku_board_undo (board);
  assert_snapshot_is (board, &s1);
  sudoku_board_undo (board);
  assert_snapshot_is (board, &s0);
  assert_flags (board, FALSE, TRUE);
  counts_disconnect (&counts, board);
}

static void
test_board_undo_layout (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  int rows[SK_CELLS];
  Snapshot standard, changed;
  SkLayout layout;
  Counts counts;

  g_assert_cmpint (sudoku_test_canonical_regions (SUDOKU_TEST_ROWS_MAP, rows), ==, SK_SIZE);
  g_assert_true (sudoku_board_set_value (board, 0, 5));
  g_assert_true (sudoku_board_set_value (board, 10, 5));  /* same box, not same row */
  g_assert_cmpuint (sudoku_board_get_n_conflicts (board), ==, 2);
  snapshot_take (board, &standard);

  sudoku_test_layout_from_map (SUDOKU_TEST_ROWS_MAP, &layout);
  counts_connect (&counts, board);
  sudoku_board_set_layout (board, &layout);
  snapshot_take (board, &changed);
  for (guint i = 0; i < SK_CELLS; i++)
    g_assert_cmpuint (changed.region[i], ==, rows[i]);
  g_assert_cmpuint (changed.n_conflicts, ==, 0);
  g_assert_false (changed.standard_layout);
  g_assert_cmpuint (counts.layout_changed, ==, 1);
  g_assert_cmpuint (counts.standard_layout, ==, 1);

  /* Undo: the boxes, their conflicts, the signal and the notifications. */
  memset (&counts, 0, sizeof counts);
  sudoku_board_undo (board);
  assert_snapshot_is (board, &standard);
  g_assert_true (sk_layout_is_standard (sudoku_board_get_layout (board)));
  g_assert_cmpuint (counts.layout_changed, ==, 1);
  g_assert_cmpuint (counts.standard_layout, ==, 1);
  g_assert_cmpuint (counts.region_changes, >, 0);

  memset (&counts, 0, sizeof counts);
  sudoku_board_redo (board);
  assert_snapshot_is (board, &changed);
  g_assert_true (sk_layout_equal (sudoku_board_get_layout (board), &layout));
  g_assert_cmpuint (counts.layout_changed, ==, 1);
  g_assert_cmpuint (counts.standard_layout, ==, 1);

  /* Undo of a value edit leaves the layout alone: no layout signal. */
  g_assert_true (sudoku_board_set_value (board, 3, 2));
  memset (&counts, 0, sizeof counts);
  sudoku_board_undo (board);
  g_assert_cmpuint (counts.layout_changed, ==, 0);
  g_assert_cmpuint (counts.region_changes, ==, 0);
  g_assert_cmpuint (counts.standard_layout, ==, 0);

  counts_disconnect (&counts, board);
}

/* A load replaces everything in one step. */
static void
test_board_undo_load (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuPuzzle) jigsaw = sudoku_test_parse_puzzle ("examples", "jigsaw-line.txt", 0);
  Snapshot typed;

  g_assert_true (sudoku_board_set_value (board, 0, 1));
  g_assert_true (sudoku_board_set_value (board, 80, 2));
  sudoku_board_set_givens (board);
  g_assert_true (sudoku_board_set_value (board, 40, 3));
  snapshot_take (board, &typed);

  sudoku_board_load_puzzle (board, jigsaw);
  g_assert_false (sk_layout_is_standard (sudoku_board_get_layout (board)));
  sudoku_board_undo (board);
  assert_snapshot_is (board, &typed);
  g_assert_true (sk_layout_is_standard (sudoku_board_get_layout (board)));
  sudoku_board_redo (board);
  g_assert_true (sk_layout_equal (sudoku_board_get_layout (board), &jigsaw->layout));
  for (guint i = 0; i < SK_CELLS; i++)
    g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, i)), ==, jigsaw->givens.cell[i]);
}

static void
test_board_modified (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  gboolean modified;
  Counts counts;

  counts_connect (&counts, board);
  g_assert_false (sudoku_board_get_modified (board));

  g_assert_true (sudoku_board_set_value (board, 0, 1));
  g_assert_true (sudoku_board_get_modified (board));
  g_assert_cmpuint (counts.modified, ==, 1);

  /* Already modified: no second notification. */
  g_assert_true (sudoku_board_set_value (board, 1, 2));
  g_assert_cmpuint (counts.modified, ==, 1);

  /* Saved. */
  sudoku_board_set_modified (board, FALSE);
  g_assert_false (sudoku_board_get_modified (board));
  g_assert_cmpuint (counts.modified, ==, 2);
  sudoku_board_set_modified (board, FALSE);
  g_assert_cmpuint (counts.modified, ==, 2);

  /* A no-op edit does not mark it. */
  g_assert_true (sudoku_board_set_value (board, 1, 2));
  g_assert_false (sudoku_board_get_modified (board));
  g_assert_cmpuint (counts.modified, ==, 2);

  /* Undo changes the board, so it is modified again. */
  sudoku_board_undo (board);
  g_assert_true (sudoku_board_get_modified (board));
  g_assert_cmpuint (counts.modified, ==, 3);

  /* The property is writable too. */
  g_object_set (board, "modified", FALSE, NULL);
  g_object_get (board, "modified", &modified, NULL);
  g_assert_false (modified);
  g_assert_cmpuint (counts.modified, ==, 4);

  sudoku_board_redo (board);
  g_assert_true (sudoku_board_get_modified (board));
  sudoku_board_set_modified (board, FALSE);

  /* Undone back to the state saved, nothing is left to save; redone, it
   * is modified again (a Solve then an Undo asks no question at closing). */
  g_assert_true (sudoku_board_set_value (board, 5, 6));
  g_assert_true (sudoku_board_get_modified (board));
  sudoku_board_undo (board);
  g_assert_false (sudoku_board_get_modified (board));
  sudoku_board_redo (board);
  g_assert_true (sudoku_board_get_modified (board));
  /* Saved after the edit: now the state before it is the unsaved one. */
  sudoku_board_set_modified (board, FALSE);
  sudoku_board_undo (board);
  g_assert_true (sudoku_board_get_modified (board));
  sudoku_board_redo (board);
  g_assert_false (sudoku_board_get_modified (board));
  /* Marked modified by hand (a resumed board not yet saved), no undo
   * makes it saved. */
  sudoku_board_set_modified (board, TRUE);
  sudoku_board_undo (board);
  sudoku_board_redo (board);
  g_assert_true (sudoku_board_get_modified (board));
  sudoku_board_set_modified (board, FALSE);

  /* Every kind of edit marks it. */
  for (guint kind = 0; kind < N_EDITS; kind++)
    {
      g_autoptr(SudokuBoard) other = prepared_board ();

      sudoku_board_set_modified (other, FALSE);
      apply_edit (other, kind);
      g_assert_true (sudoku_board_get_modified (other));
    }

  counts_disconnect (&counts, board);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/History/undo-redo", test_history_undo_redo);
  g_test_add_func ("/model/History/branch", test_history_branch);
  g_test_add_func ("/model/History/bounded", test_history_bounded);
  g_test_add_func ("/model/Board/undo-each-edit", test_board_undo_each_edit);
  g_test_add_func ("/model/Board/undo-no-op", test_board_undo_no_op);
  g_test_add_func ("/model/Board/undo-notify", test_board_undo_notify);
  g_test_add_func ("/model/Board/undo-sequence", test_board_undo_sequence);
  g_test_add_func ("/model/Board/undo-branch", test_board_undo_branch);
  g_test_add_func ("/model/Board/undo-layout", test_board_undo_layout);
  g_test_add_func ("/model/Board/undo-load", test_board_undo_load);
  g_test_add_func ("/model/Board/modified", test_board_modified);

  return g_test_run ();
}
