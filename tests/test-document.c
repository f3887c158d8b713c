/* test-document.c: SudokuDocument: collections, modified state, open, paste, save
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The document is what a window shows, without the window: these tests need
 * no display. The window's own part (the title it shows, the question before
 * closing) is tested in test-window.c.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "sudoku-document.h"
#include "sudoku-file-error.h"
#include "sudoku-native-file.h"
#include "sudoku-test-util.h"

#define CLASSIC \
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
#define OLD_CONTENTS "[Sudoku]\n# the old file, to be kept whole\nGivens=1\n"

/* ---- helpers ---- */

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

static gboolean
open_file (SudokuDocument *document,
           GFile          *file,
           GError        **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  sudoku_document_open_async (document, file, NULL, store_result, &result);
  return sudoku_document_open_finish (document, wait_for_result (&result), error);
}

static void
open_data (SudokuDocument *document,
           const char     *dir,
           const char     *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", dir, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_assert_true (open_file (document, file, &error));
  g_assert_no_error (error);
}

static guint
save (SudokuDocument *document,
      GError        **error)
{
  g_autoptr(GAsyncResult) result = NULL;
  guint n_saved = G_MAXUINT;

  sudoku_document_save_async (document, NULL, store_result, &result);
  sudoku_document_save_finish (document, wait_for_result (&result), NULL, &n_saved, error);
  return n_saved;
}

static gboolean
save_as (SudokuDocument *document,
         GFile          *file,
         SudokuFormat    format,
         gboolean        backup)
{
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  gboolean ok;

  sudoku_document_save_as_async (document, file, format, backup, NULL, store_result, &result);
  ok = sudoku_document_save_finish (document, wait_for_result (&result), NULL, NULL, &error);
  g_assert_no_error (error);
  return ok;
}

/* The first empty cell of the board and a digit the rules allow there. */
static guint
type_a_digit (SudokuBoard *board,
              guint       *digit)
{
  SkMask candidates[SK_CELLS];
  guint cell = 0;

  while (sudoku_cell_get_value (sudoku_board_get_cell (board, cell)) != 0)
    cell++;
  sudoku_board_get_candidates (board, candidates);
  *digit = (guint) g_bit_nth_lsf (candidates[cell], -1) + 1;
  g_assert_true (sudoku_board_set_value (board, cell, *digit));
  return cell;
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
count_notify (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

/* ---- tests ---- */

/* Moving through a collection is no edit: undo never crosses it, each puzzle
 * keeps its entries and history while another is shown, and the modified
 * state speaks for all of them. (The window used to lose the "*" and close
 * without asking as soon as the person moved on.) */
static void
test_collection_navigation (void)
{
  g_autoptr(SudokuDocument) document = sudoku_document_new ();
  SudokuBoard *board = sudoku_document_get_board (document);
  g_autoptr(GArray) set = sudoku_test_load_set ("sets", "top1465-100.txt");
  const SudokuTestPuzzle *puzzle2 = &g_array_index (set, SudokuTestPuzzle, 1);
  guint n_modified_notes = 0;
  guint cell, digit;
  SkGrid values;

  open_data (document, "sets", "top1465-100.txt");
  g_signal_connect (document, "notify::n-modified", G_CALLBACK (count_notify), &n_modified_notes);
  g_assert_cmpuint (sudoku_document_get_n_puzzles (document), ==, set->len);
  g_assert_cmpuint (sudoku_document_get_position (document), ==, 0);
  g_assert_cmpstr (sudoku_document_get_title (document), ==, "top1465-100.txt");
  g_assert_false (sudoku_board_get_can_undo (board));

  cell = type_a_digit (board, &digit);
  g_assert_true (sudoku_document_get_modified (document));
  g_assert_cmpuint (sudoku_document_get_n_modified (document), ==, 1);
  g_assert_cmpuint (n_modified_notes, ==, 1);
  g_assert_cmpstr (sudoku_document_get_title (document), ==, "*top1465-100.txt");

  /* Puzzle 2: as the file has it, no history; puzzle 1's change still counts. */
  sudoku_document_set_position (document, 1);
  sudoku_board_get_values_grid (board, &values);
  sudoku_test_assert_grids_equal (&values, &puzzle2->givens);
  g_assert_false (sudoku_board_get_can_undo (board));
  g_assert_false (sudoku_board_get_modified (board));
  g_assert_true (sudoku_document_get_modified (document));
  g_assert_cmpuint (sudoku_document_get_n_modified (document), ==, 1);
  g_assert_true (sudoku_document_get_puzzle_modified (document, 0));
  g_assert_false (sudoku_document_get_puzzle_modified (document, 1));
  g_assert_cmpstr (sudoku_document_get_title (document), ==, "*top1465-100.txt");

  /* Ctrl+Z on puzzle 2 does nothing; a change there makes two. */
  sudoku_board_undo (board);
  sudoku_board_get_values_grid (board, &values);
  sudoku_test_assert_grids_equal (&values, &puzzle2->givens);
  type_a_digit (board, &(guint) { 0 });
  g_assert_cmpuint (sudoku_document_get_n_modified (document), ==, 2);

  /* Back to puzzle 1: its digit and its undo step are there. */
  sudoku_document_set_position (document, 0);
  g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, cell)), ==, digit);
  g_assert_true (sudoku_board_get_can_undo (board));
  g_assert_cmpuint (sudoku_document_get_n_modified (document), ==, 2);
  sudoku_board_undo (board);
  g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, cell)), ==, 0);
  g_assert_false (sudoku_board_get_can_undo (board));
}

/* Undo right after Open changes nothing: the opened puzzle starts its
 * history. (It used to bring back the board before, while the title still
 * named the file, without a "*".) */
static void
test_undo_after_open (void)
{
  g_autoptr(SudokuDocument) document = sudoku_document_new ();
  SudokuBoard *board = sudoku_document_get_board (document);
  SkGrid expected, values;

  g_assert_true (sudoku_board_set_value (board, 0, 5));
  open_data (document, "examples", "classic-line.txt");
  sudoku_test_grid_from_text (CLASSIC, &expected);

  g_assert_false (sudoku_board_get_can_undo (board));
  sudoku_board_undo (board);
  sudoku_board_get_values_grid (board, &values);
  sudoku_test_assert_grids_equal (&values, &expected);
  g_assert_false (sudoku_document_get_modified (document));
  g_assert_cmpstr (sudoku_document_get_title (document), ==, "classic-line.txt");
}

/* A file that cannot be read leaves the document as it was: position,
 * entries, history, name and modified state. */
static void
test_open_error_unchanged (void)
{
  g_autoptr(SudokuDocument) document = sudoku_document_new ();
  SudokuBoard *board = sudoku_document_get_board (document);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "ui", "malformed.txt", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  SkGrid before, after;

  open_data (document, "sets", "top1465-100.txt");
  sudoku_document_set_position (document, 2);
  type_a_digit (board, &(guint) { 0 });
  sudoku_board_get_values_grid (board, &before);

  g_assert_false (open_file (document, file, &error));
  g_assert_nonnull (error);
  g_assert_true (error->domain == SUDOKU_FILE_ERROR);
  g_assert_nonnull (strstr (error->message, "malformed.txt"));

  sudoku_board_get_values_grid (board, &after);
  sudoku_test_assert_grids_equal (&after, &before);
  g_assert_cmpuint (sudoku_document_get_position (document), ==, 2);
  g_assert_cmpuint (sudoku_document_get_n_puzzles (document), ==, 100);
  g_assert_true (sudoku_board_get_can_undo (board));
  g_assert_cmpstr (sudoku_document_get_title (document), ==, "*top1465-100.txt");
}

/* Save in a collection: every changed puzzle goes beside it as NAME-N.sudoku
 * with its entries, an older file of that name is kept as NAME-N.sudoku~,
 * and the collection file is never touched. */
static void
test_save_collection (void)
{
  g_autoptr(SudokuDocument) document = sudoku_document_new ();
  SudokuBoard *board = sudoku_document_get_board (document);
  g_autofree char *dir = sudoku_test_make_temp_dir ("sudoku-document-XXXXXX");
  g_autofree char *lines = sudoku_test_read_data ("sets", "top1465-100.txt", NULL);
  g_autofree char *path = g_build_filename (dir, "coll.txt", NULL);
  g_autofree char *first = g_build_filename (dir, "coll-1.sudoku", NULL);
  g_autofree char *second = g_build_filename (dir, "coll-2.sudoku", NULL);
  g_autofree char *third = g_build_filename (dir, "coll-3.sudoku", NULL);
  g_autofree char *third_backup = g_strconcat (third, "~", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(SudokuPuzzle) saved1 = NULL;
  g_autoptr(SudokuPuzzle) saved3 = NULL;
  guint cell1, digit1, cell3, digit3;

  sudoku_test_write_file (path, lines, -1);
  sudoku_test_write_file (third, OLD_CONTENTS, -1);
  g_assert_true (open_file (document, file, &error));
  g_assert_true (sudoku_document_can_save (document));

  cell1 = type_a_digit (board, &digit1);
  sudoku_document_set_position (document, 2);
  cell3 = type_a_digit (board, &digit3);
  sudoku_document_set_position (document, 1);
  g_assert_cmpuint (sudoku_document_get_n_modified (document), ==, 2);

  /* The puzzle shown is written too, unchanged: the person asked for a file. */
  g_assert_cmpuint (save (document, &error), ==, 3);
  g_assert_no_error (error);
  g_assert_false (sudoku_document_get_modified (document));
  g_assert_cmpuint (sudoku_document_get_n_modified (document), ==, 0);
  g_assert_cmpstr (sudoku_document_get_title (document), ==, "coll-2.sudoku");

  saved1 = read_native (first);
  g_assert_cmpuint (saved1->entries.cell[cell1], ==, digit1);
  saved3 = read_native (third);
  g_assert_cmpuint (saved3->entries.cell[cell3], ==, digit3);
  g_assert_true (g_file_test (second, G_FILE_TEST_IS_REGULAR));
  sudoku_test_assert_file_is (third_backup, OLD_CONTENTS);
  sudoku_test_assert_file_is (path, lines);

  /* Moving on leaves coll-2.sudoku: the next puzzle is the collection's. */
  sudoku_document_set_position (document, 0);
  g_assert_null (sudoku_document_get_file (document));
  g_assert_cmpstr (sudoku_document_get_title (document), ==, "coll.txt");
  g_assert_cmpuint (sudoku_cell_get_value (sudoku_board_get_cell (board, cell1)), ==, digit1);

  sudoku_test_remove_tree (dir);
}

/* Save As over another file keeps it as NAME~; Save on the document's own
 * file makes no second copy; an export changes neither the file nor the
 * modified state. */
static void
test_save_as_backup (void)
{
  g_autoptr(SudokuDocument) document = sudoku_document_new ();
  SudokuBoard *board = sudoku_document_get_board (document);
  g_autofree char *dir = sudoku_test_make_temp_dir ("sudoku-document-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "theirs.sudoku", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autofree char *export_path = g_build_filename (dir, "line.txt", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) export = g_file_new_for_path (export_path);
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();
  g_autoptr(SudokuPuzzle) saved = NULL;
  g_autoptr(GError) error = NULL;

  sudoku_test_write_file (path, OLD_CONTENTS, -1);
  sudoku_test_grid_from_text (CLASSIC, &puzzle->givens);
  sudoku_board_load_puzzle (board, puzzle);
  g_assert_true (sudoku_board_set_value (board, 2, 4));
  g_assert_false (sudoku_document_can_save (document));

  g_assert_true (save_as (document, file, SUDOKU_FORMAT_NATIVE, TRUE));
  sudoku_test_assert_file_is (backup, OLD_CONTENTS);
  saved = read_native (path);
  g_assert_cmpuint (saved->entries.cell[2], ==, 4);
  g_assert_true (g_file_equal (sudoku_document_get_file (document), file));
  g_assert_cmpstr (sudoku_document_get_title (document), ==, "theirs.sudoku");
  g_assert_true (sudoku_document_can_save (document));

  g_assert_cmpint (g_unlink (backup), ==, 0);
  g_assert_true (sudoku_board_set_value (board, 3, 6));
  g_assert_cmpstr (sudoku_document_get_title (document), ==, "*theirs.sudoku");
  g_assert_cmpuint (save (document, &error), ==, 1);
  g_assert_no_error (error);
  g_assert_false (g_file_test (backup, G_FILE_TEST_EXISTS));
  g_assert_false (sudoku_document_get_modified (document));

  g_assert_true (sudoku_board_set_value (board, 5, 2));
  g_assert_true (save_as (document, export, SUDOKU_FORMAT_LINE, FALSE));
  g_assert_true (g_file_equal (sudoku_document_get_file (document), file));
  g_assert_true (sudoku_document_get_modified (document));
  g_assert_true (g_file_test (export_path, G_FILE_TEST_IS_REGULAR));

  sudoku_test_remove_tree (dir);
}

/* Paste shows the puzzle untitled and modified, and undo takes it back; a
 * text that is no puzzle changes nothing. */
static void
test_paste (void)
{
  g_autoptr(SudokuDocument) document = sudoku_document_new ();
  SudokuBoard *board = sudoku_document_get_board (document);
  g_autofree char *matrix = sudoku_test_read_data ("examples", "hard-matrix.txt", NULL);
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GAsyncResult) failed = NULL;
  g_autoptr(GError) error = NULL;
  SkGrid classic, expected, now;

  open_data (document, "examples", "classic-line.txt");
  sudoku_board_get_values_grid (board, &classic);

  sudoku_document_paste_async (document, matrix, NULL, store_result, &result);
  g_assert_true (sudoku_document_paste_finish (document, wait_for_result (&result), &error));
  g_assert_no_error (error);
  sudoku_board_get_givens_grid (board, &now);
  sudoku_test_grid_from_matrix (matrix, &expected);
  sudoku_test_assert_grids_equal (&now, &expected);
  g_assert_null (sudoku_document_get_display_name (document));
  g_assert_cmpstr (sudoku_document_get_title (document), ==, "*Untitled Puzzle");
  g_assert_true (sudoku_board_get_can_undo (board));

  sudoku_document_paste_async (document, "12345 is not a sudoku", NULL, store_result, &failed);
  g_assert_false (sudoku_document_paste_finish (document, wait_for_result (&failed), &error));
  g_assert_nonnull (error);
  sudoku_board_get_givens_grid (board, &now);
  sudoku_test_assert_grids_equal (&now, &expected);

  sudoku_board_undo (board);
  sudoku_board_get_values_grid (board, &now);
  sudoku_test_assert_grids_equal (&now, &classic);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/Document/collection-navigation", test_collection_navigation);
  g_test_add_func ("/model/Document/undo-after-open", test_undo_after_open);
  g_test_add_func ("/model/Document/open-error-unchanged", test_open_error_unchanged);
  g_test_add_func ("/model/Document/save-collection", test_save_collection);
  g_test_add_func ("/model/Document/save-as-backup", test_save_as_backup);
  g_test_add_func ("/model/Document/paste", test_paste);

  return g_test_run ();
}
