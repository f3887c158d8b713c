/* test-session-file.c: a board of the session folder, read back with what can be saved
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * No display: the format and the reading of the folder are in src/io. The
 * windows that write these files and show them again are test-session.c's.
 */

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>

#include "sk-layout.h"
#include "sudoku-file-error.h"
#include "sudoku-session-file.h"
#include "sudoku-test-util.h"

#define GIVENS  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7."
#define ENTRIES "..4......................................................................1......."
#define ROWS    "111111111222222222333333333444444444555555555666666666777777777888888888999999999"
/* Marks 5 and 6 in cell 3, row 1, column 4. */
#define MARKS   ",,,56,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,"

/* A session file; each %s a field's value, or "" with the key left in. */
static char *
session_text (const char *givens,
              const char *entries,
              const char *marks,
              const char *regions)
{
  return g_strdup_printf ("[Sudoku]\nVersion=1\nTitle=Sunday\nGivens=%s\nEntries=%s\n"
                          "Marks=%s\nRegions=%s\n\n[Session]\n"
                          "File=file:///home/ann/sunday.sudoku\nModified=true\nQuit=true\n",
                          givens, entries, marks, regions);
}

static SudokuSessionEntry *
parse (const char  *text,
       GError     **error)
{
  return sudoku_session_file_parse (text, strlen (text), "window-1-1.sudoku", error);
}

/* The fields that are not dropped are all there. */
static void
assert_kept (const SudokuSessionEntry *entry)
{
  SkGrid givens;
  char symbols[SK_CELLS + 1];

  sudoku_test_grid_from_text (GIVENS, &givens);
  sudoku_test_assert_grids_equal (&entry->puzzle->givens, &givens);
  g_assert_true (entry->puzzle->has_layout);
  sk_layout_to_symbols (&entry->puzzle->layout, symbols);
  g_assert_cmpstr (symbols, ==, ROWS);
  g_assert_cmpstr (entry->puzzle->title, ==, "Sunday");
  g_assert_nonnull (entry->file);
  g_assert_cmpstr (g_file_peek_path (entry->file), ==, "/home/ann/sunday.sudoku");
  g_assert_true (entry->modified);
  g_assert_true (entry->quit);
}

static void
test_whole (void)
{
  g_autofree char *text = session_text (GIVENS, ENTRIES, MARKS, ROWS);
  g_autoptr(SudokuSessionEntry) entry = parse (text, NULL);
  SkGrid entries;

  g_assert_nonnull (entry);
  assert_kept (entry);
  g_assert_cmpint (entry->dropped, ==, SUDOKU_SESSION_DROPPED_NONE);
  sudoku_test_grid_from_text (ENTRIES, &entries);
  sudoku_test_assert_grids_equal (&entry->puzzle->entries, &entries);
  g_assert_cmphex (entry->puzzle->marks[3], ==, (1 << 4) | (1 << 5));
}

/* Before, one bad character in Marks cost the whole board. */
static void
test_bad_marks (void)
{
  static const char * const bad[] = { "1,2", ",,,5x", ",,,,", ",,,5,,;" };

  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *text = session_text (GIVENS, ENTRIES, bad[i], ROWS);
      g_autoptr(SudokuSessionEntry) entry = parse (text, NULL);
      SkGrid entries;

      g_assert_nonnull (entry);
      assert_kept (entry);
      g_assert_cmpint (entry->dropped, ==, SUDOKU_SESSION_DROPPED_MARKS);
      sudoku_test_grid_from_text (ENTRIES, &entries);
      sudoku_test_assert_grids_equal (&entry->puzzle->entries, &entries);
      for (guint cell = 0; cell < SK_CELLS; cell++)
        g_assert_cmphex (entry->puzzle->marks[cell], ==, 0);
    }
}

static void
test_bad_entries (void)
{
  /* Too short; a letter; an entry over a given (cell 0 holds 5). */
  static const char * const bad[] = { "123", "..x", "9" ENTRIES };

  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *text = session_text (GIVENS, bad[i], MARKS, ROWS);
      g_autoptr(SudokuSessionEntry) entry = parse (text, NULL);

      g_assert_nonnull (entry);
      assert_kept (entry);
      g_assert_cmpint (entry->dropped, ==, SUDOKU_SESSION_DROPPED_ENTRIES);
      for (guint cell = 0; cell < SK_CELLS; cell++)
        g_assert_cmpuint (entry->puzzle->entries.cell[cell], ==, 0);
      g_assert_cmphex (entry->puzzle->marks[3], ==, (1 << 4) | (1 << 5));
    }
}

static void
test_bad_both (void)
{
  g_autofree char *text = session_text (GIVENS, "123", "x", ROWS);
  g_autoptr(SudokuSessionEntry) entry = parse (text, NULL);

  g_assert_nonnull (entry);
  assert_kept (entry);
  g_assert_cmpint (entry->dropped, ==,
                   SUDOKU_SESSION_DROPPED_ENTRIES | SUDOKU_SESSION_DROPPED_MARKS);
}

/* Without its givens or its layout there is no board to show: the layout
 * is not replaced by the standard boxes behind the person's back. */
static void
test_bad_givens_or_layout (void)
{
  g_autofree char *no_givens = session_text ("12x", ENTRIES, MARKS, ROWS);
  g_autofree char *no_layout = session_text (GIVENS, ENTRIES, MARKS, "1234");
  g_autoptr(GError) error = NULL;

  g_assert_null (parse (no_givens, &error));
  g_assert_error (error, SUDOKU_FILE_ERROR, SUDOKU_FILE_ERROR_BAD_KEY_FILE);
  g_assert_nonnull (strstr (error->message, "Givens"));
  g_clear_error (&error);
  g_assert_null (parse (no_layout, &error));
  g_assert_nonnull (error);
}

/* Bad session fields are only defaults: the board is whole. */
static void
test_bad_session_fields (void)
{
  const char *text = "[Sudoku]\nGivens=" GIVENS "\n[Session]\nModified=perhaps\nQuit=7\n";
  g_autoptr(SudokuSessionEntry) entry = parse (text, NULL);

  g_assert_nonnull (entry);
  g_assert_cmpint (entry->dropped, ==, SUDOKU_SESSION_DROPPED_NONE);
  g_assert_false (entry->modified);
  g_assert_false (entry->quit);
  g_assert_null (entry->file);
}

/* What a window writes reads back the same; Quit only when a quit wrote it. */
static void
test_round_trip (void)
{
  for (int quit = 0; quit <= 1; quit++)
    {
      g_autofree char *original = session_text (GIVENS, ENTRIES, MARKS, ROWS);
      g_autoptr(SudokuSessionEntry) read = parse (original, NULL);
      g_autoptr(SudokuSessionEntry) again = NULL;
      g_autofree char *written = NULL;

      /* The game's time comes back with it, to go on from. */
      read->puzzle->time = 754;
      written = sudoku_session_file_write (read->puzzle, read->file, TRUE, quit);

      again = parse (written, NULL);
      g_assert_nonnull (again);
      g_assert_cmpint (again->quit, ==, quit);
      g_assert_true (again->modified);
      g_assert_true (g_file_equal (again->file, read->file));
      g_assert_cmpmem (again->puzzle->marks, sizeof again->puzzle->marks,
                       read->puzzle->marks, sizeof read->puzzle->marks);
      sudoku_test_assert_grids_equal (&again->puzzle->entries, &read->puzzle->entries);
      g_assert_cmpint (g_strstr_len (written, -1, "Quit=") != NULL, ==, quit);
      g_assert_cmpuint (again->puzzle->time, ==, 754);
    }
}

static void
write_in (const char *dir,
          const char *name,
          const char *text)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);

  sudoku_test_write_file (path, text, -1);
}

/* Taking the folder: whole boards leave it; a salvaged one and one that
 * cannot be read at all stay aside as NAME.bad, which is not read again; a
 * named pipe goes. The boards come in the order of their names. */
static void
test_take_folder (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("sudoku-session-file-XXXXXX");
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autofree char *whole = session_text (GIVENS, ENTRIES, MARKS, ROWS);
  g_autofree char *salvaged = session_text (GIVENS, ENTRIES, "x", ROWS);
  g_autofree char *fifo = g_build_filename (dir, "window-4-1.sudoku", NULL);
  g_autofree char *bad_before = NULL;
  g_autofree char *left = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GPtrArray) again = NULL;
  SudokuSessionEntry *entry;

  write_in (dir, "window-2-1.sudoku", salvaged);
  write_in (dir, "window-1-1.sudoku", whole);
  write_in (dir, "window-3-1.sudoku", "[Sudoku]\nGivens=nothing\n");
  /* Left by an earlier start: replaced by the newer damaged file. */
  write_in (dir, "window-3-1.sudoku.bad", "old");
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);

  g_test_expect_message ("sudoku-session", G_LOG_LEVEL_MESSAGE,
                         "*without its Marks*kept as window-2-1.sudoku.bad*");
  g_test_expect_message ("sudoku-session", G_LOG_LEVEL_WARNING,
                         "Dropped a board*window-3-1.sudoku*Givens*(kept as window-3-1.sudoku.bad)");
  g_test_expect_message ("sudoku-session", G_LOG_LEVEL_WARNING,
                         "Dropped a board*window-4-1.sudoku: Not a regular file");
  entries = sudoku_session_file_take_folder (folder, NULL);
  g_test_assert_expected_messages ();

  g_assert_cmpuint (entries->len, ==, 2);
  entry = g_ptr_array_index (entries, 0);
  g_assert_cmpint (entry->dropped, ==, SUDOKU_SESSION_DROPPED_NONE);
  g_assert_null (entry->bad_name);
  entry = g_ptr_array_index (entries, 1);
  g_assert_cmpint (entry->dropped, ==, SUDOKU_SESSION_DROPPED_MARKS);
  g_assert_cmpstr (entry->bad_name, ==, "window-2-1.sudoku.bad");
  assert_kept (entry);

  left = sudoku_test_list_folder (dir);
  g_assert_cmpstr (left, ==, "window-2-1.sudoku.bad window-3-1.sudoku.bad");
  bad_before = g_build_filename (dir, "window-2-1.sudoku.bad", NULL);
  {
    g_autofree char *kept = sudoku_test_read_file (bad_before, NULL);

    g_assert_cmpstr (kept, ==, salvaged);
  }

  /* The next start finds nothing to read. */
  again = sudoku_session_file_take_folder (folder, NULL);
  g_assert_cmpuint (again->len, ==, 0);
  g_clear_pointer (&left, g_free);
  left = sudoku_test_list_folder (dir);
  g_assert_cmpstr (left, ==, "window-2-1.sudoku.bad window-3-1.sudoku.bad");

  sudoku_test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/io/SessionFile/whole", test_whole);
  g_test_add_func ("/io/SessionFile/bad-marks", test_bad_marks);
  g_test_add_func ("/io/SessionFile/bad-entries", test_bad_entries);
  g_test_add_func ("/io/SessionFile/bad-both", test_bad_both);
  g_test_add_func ("/io/SessionFile/bad-givens-or-layout", test_bad_givens_or_layout);
  g_test_add_func ("/io/SessionFile/bad-session-fields", test_bad_session_fields);
  g_test_add_func ("/io/SessionFile/round-trip", test_round_trip);
  g_test_add_func ("/io/SessionFile/take-folder", test_take_folder);

  return g_test_run ();
}
