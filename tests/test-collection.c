/* test-collection.c: a file's puzzles kept compact, and given back whole
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every puzzle a collection gives back must be the puzzle the streaming
 * reader gave: compared field by field with sudoku_format_load().
 */

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

#include "sudoku-collection.h"
#include "sk-text.h"
#include "sudoku-file-error.h"
#include "sudoku-test-util.h"

static void
assert_same_puzzle (const SudokuPuzzle *a,
                    const SudokuPuzzle *b)
{
  g_assert_cmpmem (a->givens.cell, SK_CELLS, b->givens.cell, SK_CELLS);
  g_assert_cmpmem (a->entries.cell, SK_CELLS, b->entries.cell, SK_CELLS);
  g_assert_cmpmem (a->marks, sizeof a->marks, b->marks, sizeof b->marks);
  g_assert_cmpint (a->has_layout, ==, b->has_layout);
  g_assert_true (sk_layout_equal (&a->layout, &b->layout));
  g_assert_cmpstr (a->title, ==, b->title);
  g_assert_cmpuint (a->line, ==, b->line);
  g_assert_cmpuint (a->time, ==, b->time);
}

static void
assert_matches_reader (const char *dir,
                       const char *name,
                       guint       expected_size)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", dir, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(SudokuCollection) collection = NULL;
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;
  SudokuFormat format;

  collection = sudoku_collection_load (file, NULL, &error);
  g_assert_no_error (error);
  puzzles = sudoku_format_load (file, NULL, &format, &error);
  g_assert_no_error (error);

  g_assert_cmpuint (sudoku_collection_get_size (collection), ==, expected_size);
  g_assert_cmpuint (puzzles->len, ==, expected_size);
  g_assert_cmpint (sudoku_collection_get_format (collection), ==, format);
  for (guint i = 0; i < puzzles->len; i++)
    {
      g_autoptr(SudokuPuzzle) puzzle = sudoku_collection_get_puzzle (collection, i);

      assert_same_puzzle (puzzle, g_ptr_array_index (puzzles, i));
    }
}

static void
test_matches_reader (void)
{
  assert_matches_reader ("sets", "top1465-100.txt", 100);
  assert_matches_reader ("sets", "jigsaw-solo-100.txt", 100);
  assert_matches_reader ("formats", "jigsaw.sudoku", 1);
  assert_matches_reader ("formats", "zeros.sudoku", 1);
  assert_matches_reader ("formats", "marks.sudoku", 1);
  assert_matches_reader ("formats", "timed.sudoku", 1);
  assert_matches_reader ("formats", "collection.sdm", 4);
}

/* From puzzles at hand: copies, not references. */
static void
test_new (void)
{
  g_autoptr(SudokuPuzzle) first = sudoku_puzzle_new ();
  g_autoptr(SudokuPuzzle) second = sudoku_puzzle_new ();
  g_autoptr(SudokuCollection) collection = NULL;
  g_autoptr(SudokuPuzzle) back = NULL;
  const SudokuPuzzle *puzzles[2];

  sudoku_test_jigsaw_example (&first->givens, NULL, &first->layout, NULL);
  first->has_layout = TRUE;
  first->entries.cell[3] = 7;
  first->marks[4] = 0x1ff;
  first->marks[80] = 0x101;
  first->title = g_strdup ("Windmill");
  first->time = 754;
  second->givens.cell[80] = 9;
  puzzles[0] = first;
  puzzles[1] = second;

  collection = sudoku_collection_new (puzzles, 2);
  g_clear_pointer (&first->title, g_free);
  first->title = g_strdup ("Changed afterwards");

  g_assert_cmpuint (sudoku_collection_get_size (collection), ==, 2);
  g_assert_cmpint (sudoku_collection_get_format (collection), ==, SUDOKU_FORMAT_UNKNOWN);
  back = sudoku_collection_get_puzzle (collection, 0);
  g_assert_cmpstr (back->title, ==, "Windmill");
  g_clear_pointer (&back->title, g_free);
  g_clear_pointer (&first->title, g_free);
  assert_same_puzzle (back, first);
  g_clear_pointer (&back, sudoku_puzzle_free);
  back = sudoku_collection_get_puzzle (collection, 1);
  assert_same_puzzle (back, second);
  g_assert_false (back->has_layout);
  g_assert_true (sk_layout_is_standard (&back->layout));
}

/* Refused at a glance: the size comes from the file system, nothing is read. */
static void
test_too_large (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("sudoku-collection-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "huge.txt", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(SudokuCollection) collection = NULL;
  g_autoptr(GError) error = NULL;
  FILE *out = fopen (path, "w");

  g_assert_nonnull (out);
  /* One puzzle line, then a hole up to 40 MiB: no disk used. */
  fputs ("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n", out);
  g_assert_cmpint (fseek (out, 40 * 1024 * 1024, SEEK_SET), ==, 0);
  fputc ('\n', out);
  fclose (out);

  collection = sudoku_collection_load (file, NULL, &error);
  g_assert_null (collection);
  g_assert_error (error, SUDOKU_FILE_ERROR, SUDOKU_FILE_ERROR_TOO_LARGE);
  /* g_format_size() puts a no-break space between number and unit. */
  g_assert_true (g_str_has_prefix (error->message,
                                   "huge.txt: the file is too large (41.9\u00a0MB)"));

  g_unlink (path);
  g_rmdir (dir);
}

/* Blank and comment lines before a line collection cost nothing to keep:
 * more than a MiB of them is no reason to refuse the puzzles after them
 * (it was, as "larger than 1024 KiB"). */
static void
test_long_prefix (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("sudoku-collection-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "prefix.sdm", NULL);
  g_autofree char *set = sudoku_test_read_data ("sets", "top1465-100.txt", NULL);
  g_auto(GStrv) lines = g_strsplit (set, "\n", -1);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(SudokuCollection) collection = NULL;
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;
  const guint n_puzzles = 5;
  guint n_prefix = 0;

  while (text->len <= 3 * 1024 * 1024 / 2)
    {
      g_string_append (text, n_prefix % 5 == 4 ? "   \t\n"
                                               : "# a comment before the puzzles, line after line\n");
      n_prefix++;
    }
  for (guint i = 0; i < n_puzzles; i++)
    g_string_append_printf (text, "%s\n", lines[i]);
  sudoku_test_write_file (path, text->str, (gssize) text->len);

  collection = sudoku_collection_load (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (sudoku_collection_get_format (collection), ==, SUDOKU_FORMAT_LINE);
  g_assert_cmpuint (sudoku_collection_get_size (collection), ==, n_puzzles);

  puzzles = sudoku_format_load (file, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (puzzles->len, ==, n_puzzles);

  for (guint i = 0; i < n_puzzles; i++)
    {
      g_autoptr(SudokuPuzzle) puzzle = sudoku_collection_get_puzzle (collection, i);
      SkGrid expected;

      g_assert_true (sk_text_parse_line (lines[i], SK_CELLS, &expected));
      g_assert_cmpmem (puzzle->givens.cell, SK_CELLS, expected.cell, SK_CELLS);
      g_assert_cmpuint (puzzle->line, ==, n_prefix + i + 1);
      assert_same_puzzle (puzzle, g_ptr_array_index (puzzles, i));
    }

  g_unlink (path);
  g_rmdir (dir);
}

/* A collection whose lines end in a lone '\r' (old Mac files) holds as many
 * puzzles as the same file with '\n': before, it was one puzzle line with a
 * region map, or refused. */
static void
test_cr_line_ends (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("sudoku-collection-XXXXXX");
  g_autofree char *lf_path = g_test_build_filename (G_TEST_DIST, "data", "formats",
                                                    "collection.sdm", NULL);
  g_autofree char *cr_path = g_build_filename (dir, "collection.sdm", NULL);
  g_autofree char *data = sudoku_test_read_data ("formats", "collection.sdm", NULL);
  g_autoptr(GFile) lf_file = g_file_new_for_path (lf_path);
  g_autoptr(GFile) cr_file = g_file_new_for_path (cr_path);
  g_autoptr(SudokuCollection) lf = NULL;
  g_autoptr(SudokuCollection) cr = NULL;
  g_autoptr(GError) error = NULL;

  g_strdelimit (data, "\n", '\r');
  sudoku_test_write_file (cr_path, data, -1);

  lf = sudoku_collection_load (lf_file, NULL, &error);
  g_assert_no_error (error);
  cr = sudoku_collection_load (cr_file, NULL, &error);
  g_assert_no_error (error);

  g_assert_cmpuint (sudoku_collection_get_size (lf), ==, 4);
  g_assert_cmpuint (sudoku_collection_get_size (cr), ==, sudoku_collection_get_size (lf));
  g_assert_cmpint (sudoku_collection_get_format (cr), ==, sudoku_collection_get_format (lf));
  for (guint i = 0; i < sudoku_collection_get_size (lf); i++)
    {
      g_autoptr(SudokuPuzzle) a = sudoku_collection_get_puzzle (lf, i);
      g_autoptr(SudokuPuzzle) b = sudoku_collection_get_puzzle (cr, i);

      assert_same_puzzle (a, b);
    }

  g_unlink (cr_path);
  g_rmdir (dir);
}

static void
on_loaded (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
}

static void
test_load_async (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "sets", "unbiased-100.txt", NULL);
  g_autofree char *missing_path = g_test_build_filename (G_TEST_DIST, "data", "no-such-file", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) missing = g_file_new_for_path (missing_path);
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(SudokuCollection) collection = NULL;
  g_autoptr(GError) error = NULL;

  sudoku_collection_load_async (file, NULL, on_loaded, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (g_async_result_get_source_object (result) == G_OBJECT (file));
  g_object_unref (file);  /* the ref get_source_object took */
  collection = sudoku_collection_load_finish (result, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sudoku_collection_get_size (collection), ==, 100);

  g_clear_object (&result);
  sudoku_collection_load_async (missing, NULL, on_loaded, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_null (sudoku_collection_load_finish (result, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/io/Collection/matches-reader", test_matches_reader);
  g_test_add_func ("/io/Collection/new", test_new);
  g_test_add_func ("/io/Collection/too-large", test_too_large);
  g_test_add_func ("/io/Collection/long-prefix", test_long_prefix);
  g_test_add_func ("/io/Collection/cr-line-ends", test_cr_line_ends);
  g_test_add_func ("/io/Collection/load-async", test_load_async);

  return g_test_run ();
}
