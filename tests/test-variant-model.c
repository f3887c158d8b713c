/* test-variant-model.c: extra houses (Sudoku-X, Windoku...) kept by the board, its history and files
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the window holds of a variant, without the window: undo and redo
 * across a change of houses, a puzzle set aside in a collection, the shipped
 * variant puzzles opened, saving, which keeps the houses in a .sudoku file
 * and refuses any format that would drop them, paste, New Puzzle, and the
 * logic engine's hint, rating and path from the board. The houses are checked
 * as cell numbers written out by hand. (The session's round trip is in
 * test-session-model.c.)
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "sudoku-board-step.h"
#include "sudoku-document.h"
#include "sudoku-generate.h"
#include "sudoku-native-file.h"
#include "sudoku-test-util.h"

/* The extra houses as houses_text() writes them, worked out by hand: the
 * main diagonal r1c1-r9c9, then the other one, r1c9-r9c1 ... */
#define DIAGONALS "0 10 20 30 40 50 60 70 80|8 16 24 32 40 48 56 64 72"
/* ... and the four windows at rows and columns 2-4 and 6-8, by first cell. */
#define WINDOWS "10 11 12 19 20 21 28 29 30|14 15 16 23 24 25 32 33 34|" \
                "46 47 48 55 56 57 64 65 66|50 51 52 59 60 61 68 69 70"
#define OLD_CONTENTS "[Sudoku]\n# the old file, to be kept whole\nGivens=1\n"

/* ---- helpers ---- */

/* The cells of each extra house, "|" between houses; "" for none. */
static char *
houses_text (const SkLayout *layout)
{
  GString *text = g_string_new (NULL);

  for (int e = 0; e < layout->n_extra; e++)
    {
      if (e > 0)
        g_string_append_c (text, '|');
      for (int i = 0; i < SK_SIZE; i++)
        g_string_append_printf (text, i > 0 ? " %d" : "%d", layout->unit_cells[SK_UNITS + e][i]);
    }
  return g_string_free (text, FALSE);
}

static void
assert_houses (const SkLayout *layout,
               const char     *expected)
{
  g_autofree char *text = houses_text (layout);

  g_assert_cmpstr (text, ==, expected);
}

/* Both diagonals of @grid hold 1-9, checked by cell numbers (DIAGONALS). */
static void
assert_diagonals_hold_all (const SkGrid *grid)
{
  static const int diagonals[2][SK_SIZE] = {
    { 0, 10, 20, 30, 40, 50, 60, 70, 80 },
    { 8, 16, 24, 32, 40, 48, 56, 64, 72 },
  };

  for (int e = 0; e < 2; e++)
    {
      guint seen = 0;

      for (int i = 0; i < SK_SIZE; i++)
        seen |= 1u << grid->cell[diagonals[e][i]];
      g_assert_cmphex (seen, ==, 0x3fe);
    }
}

static void
standard_with (SkExtraSet  set,
               SkLayout   *layout)
{
  sk_layout_init_standard (layout);
  g_assert_cmpint (sk_layout_add_extra_set (layout, set, NULL), ==, SK_LAYOUT_OK);
}

static void
store_result (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  *(GAsyncResult **) user_data = g_object_ref (result);
}

static GAsyncResult *
wait_for_result (GAsyncResult **result)
{
  while (*result == NULL)
    g_main_context_iteration (NULL, TRUE);
  return *result;
}

static void
open_file (SudokuDocument *document,
           const char     *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;

  sudoku_document_open_async (document, file, NULL, store_result, &result);
  g_assert_true (sudoku_document_open_finish (document, wait_for_result (&result), &error));
  g_assert_no_error (error);
}

static char *
puzzle_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "..", "data", "puzzles", name, NULL);
}

static gboolean
save_as (SudokuDocument  *document,
         const char      *path,
         SudokuFormat     format,
         GError         **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) reported = NULL;
  g_autoptr(GAsyncResult) result = NULL;
  gboolean ok;

  sudoku_document_save_as_async (document, file, format, TRUE, NULL, store_result, &result);
  ok = sudoku_document_save_finish (document, wait_for_result (&result), &reported, NULL, error);
  /* The window names this file in its message, saved or not. */
  g_assert_nonnull (reported);
  g_assert_true (g_file_equal (reported, file));
  return ok;
}

static SudokuPuzzle *
read_native (const char *path)
{
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  SudokuPuzzle *puzzle;
  gsize length;

  g_assert_true (g_file_get_contents (path, &contents, &length, &error));
  puzzle = sudoku_native_file_parse (contents, length, path, &error);
  g_assert_no_error (error);
  return puzzle;
}

static void
count_signal (guint *count)
{
  (*count)++;
}

/* ---- tests ---- */

/* Undo and redo bring the houses back, also where only the houses differ
 * (Sudoku-X and Windoku share the standard boxes), and an edit of digits
 * on a variant leaves its houses alone. */
static void
test_history (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  SkLayout x, windoku;
  guint changes = 0;

  standard_with (SK_EXTRA_DIAGONALS, &x);
  standard_with (SK_EXTRA_WINDOWS, &windoku);
  g_signal_connect_swapped (board, "layout-changed", G_CALLBACK (count_signal), &changes);

  g_assert_true (sudoku_board_set_value (board, 0, 5));
  sudoku_board_set_layout (board, &x);
  assert_houses (sudoku_board_get_layout (board), DIAGONALS);
  sudoku_board_set_layout (board, &windoku);
  assert_houses (sudoku_board_get_layout (board), WINDOWS);
  g_assert_true (sudoku_board_set_value (board, 40, 7));
  g_assert_cmpuint (changes, ==, 2);

  sudoku_board_undo (board);
  assert_houses (sudoku_board_get_layout (board), WINDOWS);
  g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, 40)), ==, 0);
  sudoku_board_undo (board);
  assert_houses (sudoku_board_get_layout (board), DIAGONALS);
  sudoku_board_undo (board);
  assert_houses (sudoku_board_get_layout (board), "");
  g_assert_true (sk_layout_is_standard (sudoku_board_get_layout (board)));
  g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, 0)), ==, 5);
  g_assert_cmpuint (changes, ==, 4);

  sudoku_board_redo (board);
  assert_houses (sudoku_board_get_layout (board), DIAGONALS);
  sudoku_board_redo (board);
  assert_houses (sudoku_board_get_layout (board), WINDOWS);
  g_assert_cmpuint (changes, ==, 6);

  /* The same houses again are no edit: nothing to undo. */
  sudoku_board_clear_history (board);
  sudoku_board_set_layout (board, &windoku);
  g_assert_false (sudoku_board_get_can_undo (board));

  /* A digit on the main diagonal now clashes with the same digit further
   * along it, which the standard boxes alone would allow. */
  sudoku_board_set_layout (board, &x);
  g_assert_true (sudoku_board_set_value (board, 80, 5));
  g_assert_cmpuint (sudoku_board_get_n_conflicts (board), >, 0);
  sudoku_board_undo (board);
  sudoku_board_undo (board);
  g_assert_cmpuint (sudoku_board_get_n_conflicts (board), ==, 0);
}

/* A puzzle set aside while a collection shows another keeps its houses,
 * shown again or saved from where it waits. */
static void
test_memo (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuPuzzle) plain = sudoku_puzzle_new ();
  g_autoptr(SudokuPuzzle) kept = NULL;
  SudokuBoardMemo *memo;
  SkLayout x;

  standard_with (SK_EXTRA_DIAGONALS, &x);
  sudoku_board_set_layout (board, &x);
  g_assert_true (sudoku_board_set_value (board, 10, 3));

  memo = sudoku_board_take_memo (board);
  kept = sudoku_board_memo_to_puzzle (memo);
  assert_houses (&kept->layout, DIAGONALS);
  g_assert_true (kept->has_layout);
  g_assert_cmpuint (kept->entries.cell[10], ==, 3);

  sudoku_board_load_puzzle (board, plain);
  assert_houses (sudoku_board_get_layout (board), "");
  sudoku_board_restore_memo (board, memo);
  assert_houses (sudoku_board_get_layout (board), DIAGONALS);
  sudoku_board_undo (board);
  g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, 10)), ==, 0);
  assert_houses (sudoku_board_get_layout (board), DIAGONALS);
}

/* Each shipped variant puzzle opens with the houses its file lists, read
 * here on their own; Sudoku-X's are the two diagonals. */
static void
test_open_shipped (void)
{
  g_autofree char *folder = g_test_build_filename (G_TEST_DIST, "..", "data", "puzzles", NULL);
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;
  guint n_variants = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autoptr(SudokuDocument) document = sudoku_document_new ();
      g_autofree char *path = NULL;
      g_autoptr(SudokuPuzzle) expected = NULL;
      const SkLayout *layout;

      if (!g_str_has_suffix (name, ".sudoku"))
        continue;
      path = g_build_filename (folder, name, NULL);
      expected = read_native (path);
      open_file (document, path);
      layout = sudoku_board_get_layout (sudoku_document_get_board (document));
      g_assert_cmpint (expected->layout.n_extra, >, 0);
      g_assert_true (sk_layout_equal (layout, &expected->layout));
      if (g_str_equal (name, "sudoku-x.sudoku"))
        assert_houses (layout, DIAGONALS);
      if (g_str_equal (name, "windoku.sudoku"))
        assert_houses (layout, WINDOWS);
      n_variants++;
    }
  g_assert_cmpuint (n_variants, >=, 7);
}

/* Formats without a place for extra houses refuse the puzzle, name
 * themselves, and write nothing: the old file stays whole, no backup is
 * made, and the document is as it was. Plain and jigsaw puzzles still go.
 * The line (houses as a third word) and .sudoku hold them. */
static void
test_save_refused (void)
{
  static const SudokuFormat grid_formats[] = {
    SUDOKU_FORMAT_MATRIX, SUDOKU_FORMAT_SDK, SUDOKU_FORMAT_SS, SUDOKU_FORMAT_JIGSAW_GRID,
  };
  g_autofree char *dir = sudoku_test_make_temp_dir ("sudoku-variant-save-XXXXXX");
  g_autofree char *old = g_build_filename (dir, "old.txt", NULL);
  g_autofree char *fresh = g_build_filename (dir, "fresh.txt", NULL);
  g_autofree char *source = puzzle_path ("sudoku-x.sudoku");
  g_autofree char *listing = NULL;
  g_autoptr(SudokuDocument) document = sudoku_document_new ();
  g_autoptr(SudokuPuzzle) jigsaw = sudoku_puzzle_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) source_file = g_file_new_for_path (source);
  g_autoptr(SudokuPuzzle) shown = NULL;

  open_file (document, source);
  g_assert_true (sudoku_board_set_value (sudoku_document_get_board (document), 0, 1));
  g_assert_true (sudoku_document_get_modified (document));
  sudoku_test_write_file (old, OLD_CONTENTS, -1);

  g_assert_false (save_as (document, old, SUDOKU_FORMAT_SDK, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
  g_assert_nonnull (strstr (error->message, "SadMan"));
  g_assert_nonnull (strstr (error->message, "extra houses"));
  g_clear_error (&error);
  g_assert_false (save_as (document, fresh, SUDOKU_FORMAT_MATRIX, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
  g_assert_nonnull (strstr (error->message, "Nine Rows of Nine Digits"));

  sudoku_test_assert_file_is (old, OLD_CONTENTS);
  listing = sudoku_test_list_folder (dir);
  g_assert_cmpstr (listing, ==, "old.txt");
  g_assert_true (g_file_equal (sudoku_document_get_file (document), source_file));
  g_assert_true (sudoku_document_get_modified (document));

  /* The one rule, for every text format: houses or not. */
  shown = sudoku_board_to_puzzle (sudoku_document_get_board (document));
  sudoku_test_layout_from_map (SUDOKU_TEST_ROWS_MAP, &jigsaw->layout);
  jigsaw->has_layout = TRUE;
  for (gsize i = 0; i < G_N_ELEMENTS (grid_formats); i++)
    {
      g_assert_false (sudoku_format_can_hold (grid_formats[i], shown, NULL));
      g_assert_true (sudoku_format_can_hold (grid_formats[i], jigsaw, NULL));
    }
  g_assert_true (sudoku_format_can_hold (SUDOKU_FORMAT_NATIVE, shown, NULL));
  g_assert_true (sudoku_format_can_hold (SUDOKU_FORMAT_LINE, shown, NULL));
  g_assert_true (sudoku_format_can_hold (SUDOKU_FORMAT_JIGSAW_LINE, shown, NULL));
  /* Solo's 'x' is the diagonals alone. */
  g_assert_true (sudoku_format_can_hold (SUDOKU_FORMAT_SOLO_ID, shown, NULL));
  standard_with (SK_EXTRA_WINDOWS, &jigsaw->layout);
  g_assert_false (sudoku_format_can_hold (SUDOKU_FORMAT_SOLO_ID, jigsaw, NULL));

  /* Saved as a line, the puzzle opens again with its diagonals. */
  g_clear_error (&error);
  g_assert_true (save_as (document, fresh, SUDOKU_FORMAT_LINE, &error));
  g_assert_no_error (error);
  {
    g_autoptr(SudokuDocument) again = sudoku_document_new ();

    open_file (again, fresh);
    assert_houses (sudoku_board_get_layout (sudoku_document_get_board (again)), DIAGONALS);
    g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (sudoku_document_get_board (again), 0)),
                      ==, 1);
  }

  sudoku_test_remove_tree (dir);
}

/* Save As .sudoku writes the houses; Save keeps writing them; the file
 * opens again with them. */
static void
test_save_native (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("sudoku-variant-save-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "x.sudoku", NULL);
  g_autofree char *source = puzzle_path ("windoku.sudoku");
  g_autofree char *contents = NULL;
  g_autoptr(SudokuDocument) document = sudoku_document_new ();
  g_autoptr(SudokuDocument) again = sudoku_document_new ();
  g_autoptr(SudokuPuzzle) written = NULL;
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  SudokuBoard *board = sudoku_document_get_board (document);
  SkLayout x;

  open_file (document, source);
  /* Sudoku-X over Windoku: only the houses change. */
  standard_with (SK_EXTRA_DIAGONALS, &x);
  sudoku_board_set_layout (board, &x);
  g_assert_true (save_as (document, path, SUDOKU_FORMAT_NATIVE, &error));
  g_assert_no_error (error);
  g_assert_false (sudoku_document_get_modified (document));
  contents = sudoku_test_read_file (path, NULL);
  g_assert_nonnull (strstr (contents, "\nExtra="));
  written = read_native (path);
  assert_houses (&written->layout, DIAGONALS);

  sudoku_board_undo (board);
  sudoku_document_save_async (document, NULL, store_result, &result);
  g_assert_true (sudoku_document_save_finish (document, wait_for_result (&result), NULL, NULL,
                                              &error));
  g_assert_no_error (error);
  g_clear_pointer (&written, sudoku_puzzle_free);
  written = read_native (path);
  assert_houses (&written->layout, WINDOWS);

  open_file (again, path);
  assert_houses (sudoku_board_get_layout (sudoku_document_get_board (again)), WINDOWS);

  sudoku_test_remove_tree (dir);
}

/* Copy gives a variant as its .sudoku text (a line has no place for the
 * houses), and Paste brings it back whole. */
static void
test_paste (void)
{
  g_autoptr(SudokuDocument) document = sudoku_document_new ();
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  standard_with (SK_EXTRA_WINDOWS, &puzzle->layout);
  puzzle->has_layout = TRUE;
  puzzle->givens.cell[10] = 4;
  g_assert_false (sudoku_format_can_hold (SUDOKU_FORMAT_MATRIX, puzzle, NULL));
  text = sudoku_format_write (puzzle, SUDOKU_FORMAT_NATIVE);

  sudoku_document_paste_async (document, text, NULL, store_result, &result);
  g_assert_true (sudoku_document_paste_finish (document, wait_for_result (&result), &error));
  g_assert_no_error (error);
  assert_houses (sudoku_board_get_layout (sudoku_document_get_board (document)), WINDOWS);
  g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (sudoku_document_get_board (document), 10)),
                    ==, 4);
}

/* New Puzzle on a Sudoku-X board: the layout goes to the generator and
 * comes back with the puzzle, whose one solution keeps each diagonal to
 * nine digits, and the board shows it with its diagonals. */
static void
test_generate (void)
{
  g_autoptr(SudokuDocument) document = sudoku_document_new ();
  g_autoptr(SudokuPuzzle) puzzle = NULL;
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  GPtrArray *puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_puzzle_free);
  SudokuGenerateRequest request;
  SkRating rating;
  SkGrid solution;

  sudoku_generate_request_init (&request);
  standard_with (SK_EXTRA_DIAGONALS, &request.layout);
  request.level = SK_LEVEL_EASY;
  request.symmetry = SK_SYMMETRY_NONE;
  request.seed = 23;
  sudoku_generate_async (&request, NULL, NULL, NULL, store_result, &result);
  puzzle = sudoku_generate_finish (wait_for_result (&result), &rating, &error);
  g_assert_no_error (error);
  g_assert_nonnull (puzzle);
  g_assert_true (puzzle->has_layout);
  assert_houses (&puzzle->layout, DIAGONALS);
  g_assert_true (sudoku_test_solve_unique_on (&puzzle->givens, &puzzle->layout, &solution));
  assert_diagonals_hold_all (&solution);

  /* As the window shows it (sudoku-window-generate.c). */
  g_ptr_array_add (puzzles, sudoku_puzzle_copy (puzzle));
  sudoku_document_set_puzzles (document, puzzles, SUDOKU_FORMAT_UNKNOWN, NULL, NULL, TRUE);
  assert_houses (sudoku_board_get_layout (sudoku_document_get_board (document)), DIAGONALS);
}

/* A hint, the solution path and the rating all work from the board's
 * layout: the path of the shipped Sudoku-X puzzle, carried out, fills the
 * board with no clash and each diagonal holding 1-9. */
static void
test_path_and_rating (void)
{
  g_autofree char *source = puzzle_path ("sudoku-x.sudoku");
  g_autoptr(SudokuDocument) document = sudoku_document_new ();
  SudokuBoard *board = sudoku_document_get_board (document);
  g_autoptr(GAsyncResult) hint_result = NULL;
  g_autoptr(GAsyncResult) path_result = NULL;
  g_autoptr(GAsyncResult) rate_result = NULL;
  g_autoptr(GPtrArray) path = NULL;
  g_autoptr(SudokuStep) hint = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *rating = NULL;
  g_autofree char *level = NULL;
  SkGrid values;

  open_file (document, source);
  sudoku_board_find_step_async (board, 0, NULL, store_result, &hint_result);
  hint = sudoku_board_find_step_finish (board, wait_for_result (&hint_result), &error);
  g_assert_no_error (error);
  g_assert_nonnull (hint);

  sudoku_board_rate_async (board, NULL, store_result, &rate_result);
  rating = sudoku_board_rate_finish (board, wait_for_result (&rate_result), &level, &error);
  g_assert_no_error (error);
  g_assert_nonnull (rating);

  sudoku_board_path_async (board, 0, NULL, store_result, &path_result);
  path = sudoku_board_path_finish (board, wait_for_result (&path_result), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (path->len, >, 0);
  sudoku_board_apply_steps (board, (SudokuStep * const *) path->pdata, path->len);
  g_assert_cmpuint (sudoku_board_get_n_filled (board), ==, SK_CELLS);
  g_assert_cmpuint (sudoku_board_get_n_conflicts (board), ==, 0);
  sudoku_board_get_values_grid (board, &values);
  assert_diagonals_hold_all (&values);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/variants/history", test_history);
  g_test_add_func ("/model/variants/memo", test_memo);
  g_test_add_func ("/model/variants/open-shipped", test_open_shipped);
  g_test_add_func ("/model/variants/save-refused", test_save_refused);
  g_test_add_func ("/model/variants/save-native", test_save_native);
  g_test_add_func ("/model/variants/paste", test_paste);
  g_test_add_func ("/model/variants/generate", test_generate);
  g_test_add_func ("/model/variants/path-and-rating", test_path_and_rating);

  return g_test_run ();
}
