/* test-hostile.c: hostile and broken files, read the way the window reads them
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every case goes through sudoku_collection_load() (what the window uses) or
 * sudoku_layout_file_load() and the layout catalog, and checks three things:
 * the error's domain and code, that the message says where (the file's name
 * first, then the line and, where the reader knows it, the column) and what
 * (the words of the problem), and that nothing comes back: never a part of a
 * file. Small fixtures are in tests/data/hostile; special files (unreadable,
 * symbolic link loops) are made in a temporary directory of the test's own
 * and removed afterwards. Files too big to read are in test-hostile-size.c.
 */

#include <gio/gio.h>
#include <glib/gstdio.h>

#include <fcntl.h>
#include <grp.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sk-layout.h"
#include "sudoku-collection.h"
#include "sudoku-file-error.h"
#include "sudoku-format.h"
#include "sudoku-layout-catalog.h"
#include "sudoku-layout-file.h"
#include "sudoku-test-hostile.h"
#include "sudoku-test-util.h"

/* ---- loading and checking ---- */

/* Refused in SUDOKU_FILE_ERROR: "NAME:PLACE...PROBLEM...". */
static void
assert_refused_at (const char      *path,
                   SudokuFileError  code,
                   const char      *place,
                   const char      *problem)
{
  g_autoptr(GError) error = sudoku_test_load_refused (path);
  g_autofree char *name = g_path_get_basename (path);

  sudoku_test_assert_error_at (error, SUDOKU_FILE_ERROR, (int) code, name, place, problem);
}

/* Refused by GIO: the message names the file and says what went wrong. GIO
 * writes its own messages ("Error opening file PATH: REASON"), with the
 * whole path rather than the name first. */
static void
assert_io_refused (GError     *error,
                   const char *path,
                   int         code,
                   const char *reason)
{
  g_autofree char *name = g_path_get_basename (path);

  g_assert_error (error, G_IO_ERROR, code);
  if (strstr (error->message, name) == NULL || strstr (error->message, reason) == NULL)
    g_error ("got \"%s\", expected the name %s and \"%s\"", error->message, name, reason);
}

static char *
fixture_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", "hostile", name, NULL);
}

typedef struct
{
  const char      *name;
  SudokuFileError  code;
  const char      *place;    /* what follows "NAME:" */
  const char      *problem;  /* a part of the rest of the message */
} Refusal;

/* Each fixture is refused the same way by the collection (the window) and by
 * sudoku_format_load() (the same reader, without the collection's limits). */
static void
assert_fixtures_refused (const Refusal *cases,
                         gsize          n)
{
  for (gsize i = 0; i < n; i++)
    {
      g_autofree char *path = fixture_path (cases[i].name);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GPtrArray) puzzles = NULL;
      g_autoptr(GError) error = NULL;

      g_test_message ("%s", cases[i].name);
      assert_refused_at (path, cases[i].code, cases[i].place, cases[i].problem);

      puzzles = sudoku_format_load (file, NULL, NULL, &error);
      g_assert_null (puzzles);
      sudoku_test_assert_error_at (error, SUDOKU_FILE_ERROR, (int) cases[i].code,
                                   cases[i].name, cases[i].place, cases[i].problem);
    }
}

/* ---- empty and blank ---- */

static void
test_empty (void)
{
  static const Refusal cases[] = {
    { "empty.txt", SUDOKU_FILE_ERROR_EMPTY, " ", "the file is empty" },
    { "whitespace.txt", SUDOKU_FILE_ERROR_EMPTY, " ",
      "the file holds only blank lines and comments" },
  };

  assert_fixtures_refused (cases, G_N_ELEMENTS (cases));
}

/* ---- bytes that are not text ---- */

/* Random bytes from fixed seeds: always refused, always with a place. The
 * first seed's message is pinned (GRand is the same everywhere). */
static void
test_binary_junk (SudokuTestScratch *scratch,
                  gconstpointer      data)
{
  for (guint32 seed = 1; seed <= 200; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autofree char *name = g_strdup_printf ("junk-%u.bin", seed);
      g_autofree char *path = sudoku_test_scratch_path (scratch, name);
      g_autofree char *prefix = g_strdup_printf ("%s:", name);
      g_autoptr(GError) error = NULL;
      gsize length = 64 + g_rand_int_range (rand, 0, 8192);
      g_autofree guint8 *bytes = g_malloc (length);
      const char *p;

      for (gsize i = 0; i < length; i++)
        bytes[i] = (guint8) g_rand_int_range (rand, 0, 256);
      sudoku_test_write_file (path, (const char *) bytes, (gssize) length);

      error = sudoku_test_load_refused (path);
      g_assert_true (error->domain == SUDOKU_FILE_ERROR);
      /* A dialog shows the message: UTF-8, and no control characters. */
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      for (p = error->message; *p != '\0'; p++)
        g_assert_cmpint ((guchar) *p, >=, 0x20);
      /* "NAME:LINE:" or "NAME:LINE:COLUMN:": junk always has a line to blame. */
      g_assert_true (g_str_has_prefix (error->message, prefix));
      p = error->message + strlen (prefix);
      g_assert_true (g_ascii_isdigit (*p));
      if (seed == 1)
        g_assert_cmpstr (error->message, ==, "junk-1.bin:1:1: unexpected character 0xEB");
    }
}

/* NUL bytes, which C strings would stop at, inside otherwise good text. */
static void
test_nul_bytes (SudokuTestScratch *scratch,
                gconstpointer      data)
{
  static const struct
  {
    const char *name;
    const char *text;
    gsize       length;
    const char *place;
  } cases[] = {
    /* the 18th cell of the line */
#define NUL_LINE "53..7....6..195..\0" "98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n"
    { "nul-line.txt", NUL_LINE, sizeof NUL_LINE - 1, "1:18: " },
    /* after the 81st cell: the word goes on */
#define NUL_END CLASSIC "\0\n"
    { "nul-end.txt", NUL_END, sizeof NUL_END - 1, "1:82: " },
    /* a line of its own before the puzzle */
#define NUL_FIRST "\0\n" CLASSIC "\n"
    { "nul-first.txt", NUL_FIRST, sizeof NUL_FIRST - 1, "1:1: " },
    /* a good second puzzle line */
#define NUL_SECOND CLASSIC "\n" CLASSIC "\0\n"
    { "nul-second.txt", NUL_SECOND, sizeof NUL_SECOND - 1, "2:82: " },
    /* in a matrix row, between the cells */
#define NUL_MATRIX "5 3 0 0 7 0 0 0 0\n6 0 0 1 9 5 0\0 0 0\n"
    { "nul-matrix.txt", NUL_MATRIX, sizeof NUL_MATRIX - 1, "2:14: " },
    /* in a .sudoku value */
#define NUL_NATIVE "[Sudoku]\nVersion=1\nGivens=53..7\0...6..195\n"
    { "nul-native.sudoku", NUL_NATIVE, sizeof NUL_NATIVE - 1, "3:13: " },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = sudoku_test_scratch_path (scratch, cases[i].name);
      g_autofree char *message = g_strconcat (cases[i].name, ":", cases[i].place,
                                              "unexpected character U+0000", NULL);
      g_autoptr(GError) error = NULL;

      sudoku_test_write_file (path, cases[i].text, (gssize) cases[i].length);
      error = sudoku_test_load_refused (path);
      /* A NUL is a control character like any other, not "not UTF-8 text". */
      g_assert_error (error, SUDOKU_FILE_ERROR, SUDOKU_FILE_ERROR_SYNTAX);
      g_assert_cmpstr (error->message, ==, message);
    }
}

/* Bytes that are not UTF-8 (Latin-1, a cut sequence, an overlong form), in a
 * puzzle line, a matrix, a .sudoku title and a .layout name: named by their
 * value, never copied into the message. */
static void
test_invalid_utf8 (SudokuTestScratch *scratch,
                   gconstpointer      data)
{
  static const struct
  {
    const char      *name;
    const char      *text;
    SudokuFileError  code;
    const char      *place;
    const char      *problem;
  } cases[] = {
    { "latin1-line.txt", "53..7\xe9...6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n",
      SUDOKU_FILE_ERROR_SYNTAX, "1:6: ", "unexpected character 0xE9" },
    { "cut-line.txt", CLASSIC "\n53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..\xc3\n",
      SUDOKU_FILE_ERROR_SYNTAX, "2:80: ", "unexpected character 0xC3" },
    { "overlong-matrix.txt", "5 3 0 0 7 0 0 0 0\n6 0 0 1 \xc0\xb9 5 0 0 0\n",
      SUDOKU_FILE_ERROR_SYNTAX, "2:9: ", "unexpected character 0xC0" },
    { "latin1-title.sudoku", "[Sudoku]\nVersion=1\nTitle=Caf\xe9 au lait\nGivens=" CLASSIC "\n",
      SUDOKU_FILE_ERROR_SYNTAX, "3:10: ", "unexpected character 0xE9: the file is not UTF-8 text" },
    { "cut-title.sudoku", "[Sudoku]\nTitle=Sunday \xe2\x82\nGivens=" CLASSIC "\n",
      SUDOKU_FILE_ERROR_SYNTAX, "2:14: ", "unexpected character 0xE2: the file is not UTF-8 text" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = sudoku_test_scratch_path (scratch, cases[i].name);

      sudoku_test_write_file (path, cases[i].text, -1);
      assert_refused_at (path, cases[i].code, cases[i].place, cases[i].problem);
    }

  /* The same in a layout's name: the layout reader says where, too. */
  {
    g_autofree char *path = sudoku_test_scratch_path (scratch, "latin1-name.layout");
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(GError) error = NULL;
    SkLayout layout;
    char *name = NULL;

    sudoku_test_write_file (path, "[Layout]\nName=Moul\xedn\nRegions=" SUDOKU_TEST_ROWS_MAP "\n", -1);
    sk_layout_init_standard (&layout);
    g_assert_false (sudoku_layout_file_load (file, NULL, &layout, &name, &error));
    sudoku_test_assert_error_at (error, SUDOKU_FILE_ERROR, SUDOKU_FILE_ERROR_SYNTAX,
                                 "latin1-name.layout", "2:10: ", "unexpected character 0xED");
    g_assert_true (sk_layout_is_standard (&layout));
    g_assert_null (name);
  }
}

/* A file whose name is not UTF-8: the message shows it readably. */
static void
test_name_not_utf8 (SudokuTestScratch *scratch,
                    gconstpointer      data)
{
  g_autofree char *path = sudoku_test_scratch_path (scratch, "caf\xe9.txt");
  g_autoptr(GError) error = NULL;

  sudoku_test_write_file (path, CLASSIC "\nx\n", -1);
  error = sudoku_test_load_refused (path);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  g_assert_error (error, SUDOKU_FILE_ERROR, SUDOKU_FILE_ERROR_SYNTAX);
  g_assert_cmpstr (error->message, ==, "caf\xef\xbf\xbd.txt:2:1: unexpected character 'x'");
}


/* ---- wrong sizes and numbers ---- */

static void
test_cell_counts (void)
{
  static const Refusal cases[] = {
    { "line-80-cells.txt", SUDOKU_FILE_ERROR_WRONG_SIZE, "1: ", "expected 81 cells, found 80" },
    { "line-82-cells.txt", SUDOKU_FILE_ERROR_WRONG_SIZE, "1: ", "expected 81 cells, found 82" },
    { "matrix-8-cells.txt", SUDOKU_FILE_ERROR_WRONG_SIZE, "4: ", "expected 9 cells, found 8" },
    { "matrix-10-cells.txt", SUDOKU_FILE_ERROR_WRONG_SIZE, "4: ", "expected 9 cells, found 10" },
    { "matrix-8-rows.txt", SUDOKU_FILE_ERROR_WRONG_SIZE, "8: ",
      "expected 9 rows (or 18 with a region map), found 8" },
    { "matrix-10-rows.txt", SUDOKU_FILE_ERROR_WRONG_SIZE, "10: ",
      "expected 9 rows (or 18 with a region map), found 10" },
  };

  assert_fixtures_refused (cases, G_N_ELEMENTS (cases));
}

static void
test_numbers (void)
{
  static const Refusal cases[] = {
    { "matrix-ten.txt", SUDOKU_FILE_ERROR_SYNTAX, "3:15: ", "expected one digit per cell, found '10'" },
    { "matrix-big-number.txt", SUDOKU_FILE_ERROR_SYNTAX, "7:17: ",
      "expected one digit per cell, found '12345'" },
    { "matrix-negative.txt", SUDOKU_FILE_ERROR_SYNTAX, "5:17: ", "unexpected character '-'" },
    { "line-negative.txt", SUDOKU_FILE_ERROR_SYNTAX, "1:41: ", "unexpected character '-'" },
    { "matrix-letter.txt", SUDOKU_FILE_ERROR_SYNTAX, "2:15: ", "unexpected character 'x'" },
    { "line-letter.txt", SUDOKU_FILE_ERROR_SYNTAX, "1:31: ", "unexpected character 'a'" },
  };

  assert_fixtures_refused (cases, G_N_ELEMENTS (cases));
}

static void
test_future_version (void)
{
  static const Refusal cases[] = {
    { "future-version.sudoku", SUDOKU_FILE_ERROR_BAD_KEY_FILE, "2: ",
      "unsupported Version 2; this program reads version 1" },
    { "huge-version.sudoku", SUDOKU_FILE_ERROR_BAD_KEY_FILE, "2: ",
      "Version must be a whole number" },
  };

  assert_fixtures_refused (cases, G_N_ELEMENTS (cases));
}

/* ---- not a readable file ---- */

static void
test_directory (SudokuTestScratch *scratch,
                gconstpointer      data)
{
  g_autofree char *path = sudoku_test_scratch_path (scratch, "puzzles.txt");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  SkLayout layout;

  g_assert_cmpint (g_mkdir (path, 0755), ==, 0);
  error = sudoku_test_load_refused (path);
  assert_io_refused (error, path, G_IO_ERROR_IS_DIRECTORY, "Is a directory");
  g_clear_error (&error);

  sk_layout_init_standard (&layout);
  g_assert_false (sudoku_layout_file_load (file, NULL, &layout, NULL, &error));
  assert_io_refused (error, path, G_IO_ERROR_IS_DIRECTORY, "Is a directory");
  g_assert_true (sk_layout_is_standard (&layout));
}

/* Two links that point at each other, and one at itself. */
static void
test_symlink_loop (SudokuTestScratch *scratch,
                   gconstpointer      data)
{
  g_autofree char *a = sudoku_test_scratch_path (scratch, "ping.txt");
  g_autofree char *b = sudoku_test_scratch_path (scratch, "pong.txt");
  g_autofree char *self = sudoku_test_scratch_path (scratch, "self.layout");
  g_autoptr(GFile) self_file = g_file_new_for_path (self);
  g_autoptr(GError) error = NULL;
  SkLayout layout;

  g_assert_cmpint (symlink ("pong.txt", a), ==, 0);
  g_assert_cmpint (symlink ("ping.txt", b), ==, 0);
  g_assert_cmpint (symlink ("self.layout", self), ==, 0);

  error = sudoku_test_load_refused (a);
  assert_io_refused (error, a, G_IO_ERROR_TOO_MANY_LINKS, "Too many levels of symbolic links");
  g_clear_error (&error);

  sk_layout_init_standard (&layout);
  g_assert_false (sudoku_layout_file_load (self_file, NULL, &layout, NULL, &error));
  assert_io_refused (error, self, G_IO_ERROR_TOO_MANY_LINKS, "Too many levels of symbolic links");
  g_assert_true (sk_layout_is_standard (&layout));
}

/* Chosen, then gone before it is read. */
static void
test_deleted (SudokuTestScratch *scratch,
              gconstpointer      data)
{
  g_autofree char *path = sudoku_test_scratch_path (scratch, "gone.txt");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  sudoku_test_write_file (path, CLASSIC "\n", -1);
  g_assert_true (g_file_query_exists (file, NULL));
  g_assert_cmpint (g_unlink (path), ==, 0);

  error = sudoku_test_load_refused (path);
  assert_io_refused (error, path, G_IO_ERROR_NOT_FOUND, "No such file or directory");
}

/* Devices have no size to refuse them by: the empty one reads as empty, the
 * endless one is refused at its first long line. */
static void
test_devices (void)
{
  g_autoptr(GError) error = NULL;

  error = sudoku_test_load_refused ("/dev/null");
  sudoku_test_assert_error_at (error, SUDOKU_FILE_ERROR, SUDOKU_FILE_ERROR_EMPTY,
                               "null", " ", "the file is empty");
  g_clear_error (&error);

  /* Endless, yet refused: returning at all is the proof. */
  error = sudoku_test_load_refused ("/dev/zero");
  sudoku_test_assert_error_at (error, SUDOKU_FILE_ERROR, SUDOKU_FILE_ERROR_TOO_LARGE,
                               "zero", "1: ", "the line is longer than 64 KiB");
}

/* As root, permissions stop nobody: the child drops to nobody first. */
#define LOCKED_ENV "SUDOKU_TEST_LOCKED_FILE"

static void
unreadable_child (void)
{
  const char *path = g_getenv (LOCKED_ENV);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = NULL;
  struct stat st;
  SkLayout layout;

  g_assert_nonnull (path);
  if (geteuid () == 0)
    {
      g_assert_cmpint (setgroups (0, NULL), ==, 0);
      g_assert_cmpint (setgid (65534), ==, 0);
      g_assert_cmpint (setuid (65534), ==, 0);
    }
  g_assert_cmpint (geteuid (), !=, 0);
  g_assert_cmpint (getegid (), !=, 0);

  /* The folder lets this user through (stat works): only the file's own
   * mode keeps it out. */
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0);
  g_assert_cmpint (g_access (path, R_OK), !=, 0);

  error = sudoku_test_load_refused (path);
  assert_io_refused (error, path, G_IO_ERROR_PERMISSION_DENIED, "Permission denied");
  g_print ("%s\n", error->message);
  g_clear_error (&error);

  file = g_file_new_for_path (path);
  sk_layout_init_standard (&layout);
  g_assert_false (sudoku_layout_file_load (file, NULL, &layout, NULL, &error));
  assert_io_refused (error, path, G_IO_ERROR_PERMISSION_DENIED, "Permission denied");
  g_assert_true (sk_layout_is_standard (&layout));
  g_clear_error (&error);

  /* And in the user's layout folder: skipped with a warning, the others stay. */
  folder = g_path_get_dirname (path);
  {
    g_autoptr(GFile) user = g_file_new_for_path (folder);
    g_autoptr(SudokuLayoutCatalog) catalog = sudoku_layout_catalog_new_for_folders (NULL, user);
    const char * const *warnings;

    sudoku_layout_catalog_load (catalog, NULL);
    warnings = sudoku_layout_catalog_get_warnings (catalog);
    g_assert_cmpuint (g_strv_length ((GStrv) warnings), ==, 1);
    g_assert_nonnull (strstr (warnings[0], path));
    g_assert_nonnull (strstr (warnings[0], "Permission denied"));
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (catalog)), ==, 2);
    g_assert_nonnull (sudoku_layout_catalog_lookup (catalog, "rows"));
  }
  g_print ("refused as uid %u: %s\n", (guint) geteuid (), g_getenv (LOCKED_ENV));
}

/* Not a SudokuTestScratch test: the child would make and remove one of its own, and
 * cannot remove it once it is nobody. */
static void
test_unreadable (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *rows = NULL;

  if (g_test_subprocess ())
    {
      unreadable_child ();
      return;
    }

  dir = sudoku_test_make_temp_dir ("sudoku-hostile-XXXXXX");
  path = g_build_filename (dir, "locked.layout", NULL);
  rows = g_build_filename (dir, "rows.layout", NULL);
  sudoku_test_write_file (rows, "[Layout]\nName=Rows\nRegions=" SUDOKU_TEST_ROWS_MAP "\n", -1);
  sudoku_test_write_file (path, "[Layout]\nRegions=" SUDOKU_TEST_ROWS_MAP "\n", -1);
  g_assert_cmpint (g_chmod (path, 0000), ==, 0);
  g_assert_cmpint (g_chmod (rows, 0644), ==, 0);
  /* Anyone may go in and list it (the catalog lists it): only the file's
   * own mode keeps nobody out. */
  g_assert_cmpint (g_chmod (dir, 0755), ==, 0);
  g_setenv (LOCKED_ENV, path, TRUE);

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_unsetenv (LOCKED_ENV);
  sudoku_test_remove_tree (dir);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stdout ("*locked.layout: Permission denied*refused as uid*");
}

/* ---- layouts ---- */

static const Refusal bad_layouts[] = {
  { "regions-8.layout", SUDOKU_FILE_ERROR_BAD_LAYOUT, "3: ",
    "the region map has 8 regions, expected 9" },
  { "regions-10.layout", SUDOKU_FILE_ERROR_BAD_LAYOUT, "3:97: ",
    "region symbol 'a' makes a tenth region; a layout has nine" },
  { "region-8-cells.layout", SUDOKU_FILE_ERROR_BAD_LAYOUT, "3:9: ",
    "region '1' has 8 cells, expected 9" },
  { "region-10-cells.layout", SUDOKU_FILE_ERROR_BAD_LAYOUT, "3:9: ",
    "region '1' has 10 cells, expected 9" },
  { "unknown-symbol.layout", SUDOKU_FILE_ERROR_BAD_LAYOUT, "3:53: ",
    "unexpected region symbol '?'; region symbols are digits and letters" },
  { "no-regions.layout", SUDOKU_FILE_ERROR_BAD_KEY_FILE, "1: ",
    "the group [Layout] has no key Regions" },
  { "regions-3-rows.layout", SUDOKU_FILE_ERROR_BAD_LAYOUT, "3: ",
    "expected 9 rows of region symbols separated by ';', found 3" },
  { "regions-long-row.layout", SUDOKU_FILE_ERROR_BAD_LAYOUT, "3: ",
    "expected 9 region symbols, found 10" },
  { "empty.txt", SUDOKU_FILE_ERROR_EMPTY, " ", "the file is empty" },
};

static void
test_bad_layouts (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (bad_layouts); i++)
    {
      g_autofree char *path = fixture_path (bad_layouts[i].name);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;
      char *name = (char *) "untouched";
      SkLayout layout;

      sk_layout_init_standard (&layout);
      g_assert_false (sudoku_layout_file_load (file, NULL, &layout, &name, &error));
      g_test_message ("%s", error->message);
      sudoku_test_assert_error_at (error, SUDOKU_FILE_ERROR, (int) bad_layouts[i].code,
                                   bad_layouts[i].name, bad_layouts[i].place,
                                   bad_layouts[i].problem);
      g_assert_true (sk_layout_is_standard (&layout));
      g_assert_cmpstr (name, ==, "untouched");
    }
}

/* Not connected, but nine regions of nine: accepted. */
static void
test_disconnected_layout (void)
{
  g_autofree char *path = fixture_path ("disconnected.layout");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  SkLayout layout;

  g_assert_true (sudoku_layout_file_load (file, NULL, &layout, &name, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (name, ==, "Disconnected");
  g_assert_cmpint (sk_layout_find_disconnected (&layout), >=, 0);
}

/* A jigsaw puzzle whose regions are wrong is refused whole, at the symbol. */
static void
test_jigsaw_bad_layout (void)
{
  static const Refusal cases[] = {
    { "jigsaw-bad-layout.txt", SUDOKU_FILE_ERROR_BAD_LAYOUT, "1:83: ",
      "region '1' has 10 cells, expected 9" },
  };

  assert_fixtures_refused (cases, G_N_ELEMENTS (cases));
}

static void
copy_fixture (const char *name,
              const char *folder,
              const char *as)
{
  g_autofree char *from = fixture_path (name);
  g_autofree char *to = g_build_filename (folder, as != NULL ? as : name, NULL);
  g_autofree char *text = NULL;
  gsize length;

  text = sudoku_test_read_file (from, &length);
  sudoku_test_write_file (to, text, (gssize) length);
}

/* Bad files in the user's folder cost that file only: a warning each, naming
 * the file (by its path) and the line, and every good layout is listed. */
static void
test_catalog_user_folder (SudokuTestScratch *scratch,
                          gconstpointer      data)
{
  g_autofree char *shipped = sudoku_test_scratch_path (scratch, "shipped");
  g_autofree char *user = sudoku_test_scratch_path (scratch, "user");
  g_autofree char *huge = g_build_filename (user, "huge.layout", NULL);
  g_autofree char *loop = g_build_filename (user, "loop.layout", NULL);
  g_autofree char *folder = g_build_filename (user, "folder.layout", NULL);
  g_autofree char *columns = g_build_filename (shipped, "columns.layout", NULL);
  g_autofree char *rows = g_build_filename (user, "rows.layout", NULL);
  g_autoptr(GFile) shipped_folder = g_file_new_for_path (shipped);
  g_autoptr(GFile) user_folder = g_file_new_for_path (user);
  g_autoptr(SudokuLayoutCatalog) catalog = NULL;
  const char * const *warnings;
  /* In the order the files are read: by name, shipped first. */
  const struct
  {
    const char *file;
    const char *rest;  /* what follows the path */
  } expected[] = {
    { "disconnected.layout", ": region 2 is not connected" },
    { "disconnected.layout", ": region 1 is not connected" },
    { "empty.layout", ": the file is empty" },
    { "huge.layout", ": the file is larger than 1024 KiB, too large for a puzzle or layout" },
    { "loop.layout", ": a symbolic link, which is not followed in the program’s own folders: put the file itself there" },
    { "no-regions.layout", ":1: the group [Layout] has no key Regions" },
    { "regions-10.layout", ":3:97: region symbol 'a' makes a tenth region; a layout has nine" },
    { "unknown-symbol.layout", ":3:53: unexpected region symbol '?'" },
  };
  int fd;

  g_assert_cmpint (g_mkdir (shipped, 0755), ==, 0);
  g_assert_cmpint (g_mkdir (user, 0755), ==, 0);
  sudoku_test_write_file (columns, "[Layout]\nName=Columns\nRegions="
                          "123456789123456789123456789123456789123456789"
                          "123456789123456789123456789123456789\n", -1);
  sudoku_test_write_file (rows, "[Layout]\nName=Rows\nRegions=" SUDOKU_TEST_ROWS_MAP "\n", -1);
  copy_fixture ("disconnected.layout", user, NULL);
  copy_fixture ("empty.txt", user, "empty.layout");
  copy_fixture ("no-regions.layout", user, NULL);
  copy_fixture ("regions-10.layout", user, NULL);
  copy_fixture ("unknown-symbol.layout", user, NULL);
  g_assert_cmpint (symlink ("loop.layout", loop), ==, 0);
  g_assert_cmpint (g_mkdir (folder, 0755), ==, 0);
  fd = g_open (huge, O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, 100 * MiB), ==, 0);
  g_assert_cmpint (close (fd), ==, 0);

  catalog = sudoku_layout_catalog_new_for_folders (shipped_folder, user_folder);
  sudoku_layout_catalog_load (catalog, NULL);
  warnings = sudoku_layout_catalog_get_warnings (catalog);

  for (guint i = 0; warnings[i] != NULL; i++)
    g_test_message ("%s", warnings[i]);
  g_assert_cmpuint (g_strv_length ((GStrv) warnings), ==, G_N_ELEMENTS (expected));
  for (gsize i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autofree char *path = g_build_filename (user, expected[i].file, NULL);
      g_autofree char *prefix = g_strconcat (path, expected[i].rest, NULL);

      if (!g_str_has_prefix (warnings[i], prefix))
        g_error ("got \"%s\", expected \"%s...\"", warnings[i], prefix);
    }

  /* The standard boxes, the shipped one, and the user's two good ones. */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (catalog)), ==, 4);
  g_assert_nonnull (sudoku_layout_catalog_lookup (catalog, "standard"));
  g_assert_nonnull (sudoku_layout_catalog_lookup (catalog, "columns"));
  g_assert_nonnull (sudoku_layout_catalog_lookup (catalog, "rows"));
  g_assert_nonnull (sudoku_layout_catalog_lookup (catalog, "disconnected"));
  g_assert_null (sudoku_layout_catalog_lookup (catalog, "regions-10"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/hostile/empty", test_empty);
  ADD_SCRATCH ("/hostile/binary-junk", test_binary_junk);
  ADD_SCRATCH ("/hostile/nul-bytes", test_nul_bytes);
  ADD_SCRATCH ("/hostile/invalid-utf8", test_invalid_utf8);
  ADD_SCRATCH ("/hostile/name-not-utf8", test_name_not_utf8);
  g_test_add_func ("/hostile/cell-counts", test_cell_counts);
  g_test_add_func ("/hostile/numbers", test_numbers);
  g_test_add_func ("/hostile/future-version", test_future_version);
  ADD_SCRATCH ("/hostile/not-a-file/directory", test_directory);
  ADD_SCRATCH ("/hostile/not-a-file/symlink-loop", test_symlink_loop);
  ADD_SCRATCH ("/hostile/not-a-file/deleted", test_deleted);
  g_test_add_func ("/hostile/not-a-file/unreadable", test_unreadable);
  g_test_add_func ("/hostile/not-a-file/devices", test_devices);
  g_test_add_func ("/hostile/layout/bad", test_bad_layouts);
  g_test_add_func ("/hostile/layout/disconnected", test_disconnected_layout);
  g_test_add_func ("/hostile/layout/jigsaw-puzzle", test_jigsaw_bad_layout);
  ADD_SCRATCH ("/hostile/layout/catalog-user-folder", test_catalog_user_folder);

  return g_test_run ();
}
