/* test-layout-file.c: .layout key files and plain region maps
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The expected layout is always built by the engine from the region string of
 * tests/data/examples/jigsaw-line.txt, never by the reader under test.
 */

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

#include "sk-layout.h"
#include "sudoku-file-error.h"
#include "sudoku-layout-file.h"
#include "sudoku-test-util.h"

static gboolean
parse_fixture (const char  *name,
               SkLayout    *layout,
               char       **layout_name,
               GError     **error)
{
  g_autofree char *data = NULL;
  gsize length;

  data = sudoku_test_read_data ("formats", name, &length);
  return sudoku_layout_file_parse (data, length, name, layout, layout_name, error);
}

static void
test_key_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  SkLayout expected;
  SkLayout layout;

  sudoku_test_jigsaw_example (NULL, NULL, &expected, NULL);
  g_setenv ("LANGUAGE", "C", TRUE);

  g_assert_true (parse_fixture ("example.layout", &layout, &name, &error));
  g_assert_no_error (error);
  g_assert_true (sk_layout_equal (&layout, &expected));
  g_assert_cmpstr (name, ==, "Example");
  g_assert_cmpint (sk_layout_find_disconnected (&layout), ==, -1);

  /* The name is optional. */
  g_assert_true (parse_fixture ("example.layout", &layout, NULL, &error));
  g_assert_no_error (error);
}

/* Name[de]= is picked by the language the user runs in. */
static void
test_translated_name (void)
{
  const char *cases[][2] = {
    { "de", "Beispiel" },
    { "de_AT", "Beispiel" },
    { "fr:de", "Exemple" },
    { "it", "Example" },
    { "it:de", "Beispiel" },
    { "C", "Example" },
  };
  SkLayout layout;

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *name = NULL;

      g_setenv ("LANGUAGE", cases[i][0], TRUE);
      g_assert_true (parse_fixture ("example.layout", &layout, &name, &error));
      g_assert_no_error (error);
      g_assert_cmpstr (name, ==, cases[i][1]);
    }

  g_setenv ("LANGUAGE", "C", TRUE);
}

/* The same regions as nine lines (some with spaces) or as one line of 81. */
static void
test_plain_map (void)
{
  const char *fixtures[] = { "example-rows.layout", "example-line.layout" };
  SkLayout expected;

  sudoku_test_jigsaw_example (NULL, NULL, &expected, NULL);

  for (gsize i = 0; i < G_N_ELEMENTS (fixtures); i++)
    {
      g_autoptr(GError) error = NULL;
      char *name = (char *) "untouched";
      SkLayout layout;

      g_assert_true (parse_fixture (fixtures[i], &layout, &name, &error));
      g_assert_no_error (error);
      g_assert_true (sk_layout_equal (&layout, &expected));
      g_assert_null (name);
    }
}

static void
test_standard (void)
{
  const char *text = "123123123\n123123123\n123123123\n"
                     "456456456\n456456456\n456456456\n"
                     "789789789\n789789789\n789789789\n";
  g_autoptr(GError) error = NULL;
  SkLayout layout;

  g_assert_true (sudoku_layout_file_parse (text, strlen (text), "std", &layout, NULL, &error));
  g_assert_no_error (error);
  g_assert_false (sk_layout_is_standard (&layout));

  text = "111222333\n111222333\n111222333\n"
         "444555666\n444555666\n444555666\n"
         "777888999\n777888999\n777888999\n";
  g_assert_true (sudoku_layout_file_parse (text, strlen (text), "std", &layout, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (sk_layout_is_standard (&layout));
}

/* A region in two pieces is still nine cells: accepted, and findable. */
static void
test_disconnected (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  SkLayout layout;

  g_assert_true (parse_fixture ("disconnected.layout", &layout, &name, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (name, ==, "Disconnected");
  /* The fixture swaps r1c1 (box 1) with r1c6 (box 2); box 1 comes first. */
  g_assert_cmpint (sk_layout_find_disconnected (&layout), ==, 0);
  g_assert_cmpint (layout.region[0], ==, layout.region[4]);
  g_assert_cmpint (layout.region[5], ==, layout.region[1]);
}

/* One warning per region in pieces, named by the file's symbol, in the
 * order of the regions; none for a connected layout. */
static void
test_disconnected_warnings (void)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) warnings = NULL;
  g_auto(GStrv) none = NULL;
  SkLayout layout;
  SkLayout standard;

  g_setenv ("LANGUAGE", "C", TRUE);
  g_assert_true (parse_fixture ("disconnected.layout", &layout, NULL, &error));
  warnings = sudoku_layout_disconnected_warnings (&layout, "in.layout");
  g_assert_cmpuint (g_strv_length (warnings), ==, 2);
  /* r1c1 holds '2': region 2 comes first. */
  g_assert_cmpstr (warnings[0], ==, "in.layout: region 2 is not connected");
  g_assert_cmpstr (warnings[1], ==, "in.layout: region 1 is not connected");

  sk_layout_init_standard (&standard);
  none = sudoku_layout_disconnected_warnings (&standard, "in.layout");
  g_assert_cmpuint (g_strv_length (none), ==, 0);
}

typedef struct
{
  const char      *name;
  SudokuFileError  code;
  const char      *place;
  const char      *problem;
} BadFixture;

static const BadFixture bad_fixtures[] = {
  { "bad-8-regions.layout", SUDOKU_FILE_ERROR_BAD_LAYOUT, "3: ", "8 regions" },
  { "bad-region-10.layout", SUDOKU_FILE_ERROR_BAD_LAYOUT, "3:9: ", "region '1' has 10 cells" },
  { "bad-symbol.layout", SUDOKU_FILE_ERROR_BAD_LAYOUT, "4:32: ", "'!'" },
  { "bad-missing-regions.layout", SUDOKU_FILE_ERROR_BAD_KEY_FILE, "1: ", "no key Regions" },
  { "bad-row-count.layout", SUDOKU_FILE_ERROR_BAD_LAYOUT, "2: ", "found 8" },
  { "bad-plain-8-rows.layout", SUDOKU_FILE_ERROR_BAD_LAYOUT, "8: ", "found 8" },
  { "bad-plain-row.layout", SUDOKU_FILE_ERROR_BAD_LAYOUT, "4: ",
    "expected 9 region symbols, found 8" },
  { "jigsaw.sudoku", SUDOKU_FILE_ERROR_BAD_KEY_FILE, "1: ", "expected the group [Layout]" },
  { "empty.txt", SUDOKU_FILE_ERROR_EMPTY, " ", "empty" },
  { "comments-only.txt", SUDOKU_FILE_ERROR_EMPTY, " ", "no region map" },
};

static void
test_bad_fixtures (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (bad_fixtures); i++)
    {
      const BadFixture *bad = &bad_fixtures[i];
      g_autoptr(GError) error = NULL;
      char *name = (char *) "untouched";
      SkLayout layout;
      SkLayout before;

      g_test_message ("%s", bad->name);
      memset (&layout, 0x5a, sizeof layout);
      before = layout;

      g_assert_false (parse_fixture (bad->name, &layout, &name, &error));
      sudoku_test_assert_error_at (error, SUDOKU_FILE_ERROR, (int) bad->code,
                                   bad->name, bad->place, bad->problem);

      /* Nothing is half-loaded. */
      g_assert_cmpmem (&layout, sizeof layout, &before, sizeof before);
      g_assert_cmpstr (name, ==, "untouched");
    }
}

static void
test_bad_text (void)
{
  const struct
  {
    const char      *text;
    SudokuFileError  code;
    const char      *message;
  } cases[] = {
    { "[Layout\nRegions=1\n", SUDOKU_FILE_ERROR_SYNTAX, "t:1: a group name must end with ']'" },
    { "Regions=1\n[Layout]\n", SUDOKU_FILE_ERROR_SYNTAX,
      "t:1:1: expected a [Group] line before the first key" },
    { "[Layout]\nRegions=\n", SUDOKU_FILE_ERROR_BAD_LAYOUT,
      "t:2: expected 81 region symbols, found 0" },
    { "[Layout]\nRegions=1;2;3;4;5;6;7;8;9;10\n", SUDOKU_FILE_ERROR_BAD_LAYOUT,
      "t:2: expected 9 rows of region symbols separated by ';', found 10" },
    { "[Layout]\nRegions=111222333;111222333;111222333;444555666;444555666;444555666;"
      "777888999;777888999;77788899a\n", SUDOKU_FILE_ERROR_BAD_LAYOUT,
      "t:2:97: region symbol 'a' makes a tenth region; a layout has nine" },
    { "111222333 111222333 111222333 444555666 444555666 444555666 777888999 777888999 777888999\n"
      "111222333\n", SUDOKU_FILE_ERROR_BAD_LAYOUT,
      "t:2: unexpected line after the 81 region symbols" },
    { "111222333\n111222333\n111222333\n444555666\n444555666\n444555666\n"
      "777888999\n777888999\n777888999\n777888999\n", SUDOKU_FILE_ERROR_BAD_LAYOUT,
      "t:10: expected 9 rows of region symbols, found more" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      SkLayout layout;

      g_assert_false (sudoku_layout_file_parse (cases[i].text, strlen (cases[i].text), "t",
                                                &layout, NULL, &error));
      g_assert_error (error, SUDOKU_FILE_ERROR, (int) cases[i].code);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}

static void
test_bom_crlf (void)
{
  const char *fixtures[] = { "example.layout", "example-rows.layout", "example-line.layout" };
  SkLayout expected;

  sudoku_test_jigsaw_example (NULL, NULL, &expected, NULL);
  g_setenv ("LANGUAGE", "de", TRUE);

  for (gsize i = 0; i < G_N_ELEMENTS (fixtures); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *data = sudoku_test_read_data ("formats", fixtures[i], NULL);
      g_autofree char *variant = NULL;
      g_autofree char *name = NULL;
      SkLayout layout;
      gsize length;

      variant = sudoku_test_windows_variant (data, &length);
      g_assert_true (sudoku_layout_file_parse (variant, length, fixtures[i], &layout, &name,
                                               &error));
      g_assert_no_error (error);
      g_assert_true (sk_layout_equal (&layout, &expected));
      if (i == 0)
        g_assert_cmpstr (name, ==, "Beispiel");
    }

  g_setenv ("LANGUAGE", "C", TRUE);
}

static void
assert_round_trip (const SkLayout *layout,
                   const char     *name)
{
  g_autofree char *text = sudoku_layout_file_write (layout, name);
  g_autoptr(GError) error = NULL;
  g_autofree char *name_back = NULL;
  char symbols[SK_CELLS + 1];
  char symbols_back[SK_CELLS + 1];
  SkLayout back;

  g_assert_true (g_str_has_prefix (text, "[Layout]\n"));
  g_assert_true (sudoku_layout_file_parse (text, strlen (text), "written", &back, &name_back,
                                           &error));
  g_assert_no_error (error);
  g_assert_true (sk_layout_equal (&back, layout));
  g_assert_cmpstr (name_back, ==, name);

  sk_layout_to_symbols (layout, symbols);
  sk_layout_to_symbols (&back, symbols_back);
  g_assert_cmpstr (symbols_back, ==, symbols);
}

static void
test_round_trip (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  SkLayout layout;

  g_setenv ("LANGUAGE", "C", TRUE);

  sudoku_test_jigsaw_example (NULL, NULL, &layout, NULL);
  assert_round_trip (&layout, "Example");
  assert_round_trip (&layout, NULL);
  assert_round_trip (&layout, "Two\nlines, a \\ and ünïcödé");

  g_assert_true (parse_fixture ("disconnected.layout", &layout, NULL, &error));
  g_assert_no_error (error);
  assert_round_trip (&layout, "Disconnected");

  sk_layout_init_standard (&layout);
  assert_round_trip (&layout, "Standard");

  /* Rows are written one per piece, readable in the file itself. */
  text = sudoku_layout_file_write (&layout, NULL);
  g_assert_cmpstr (text, ==,
                   "[Layout]\nRegions=111222333;111222333;111222333;444555666;444555666;"
                   "444555666;777888999;777888999;777888999\n");
}

static void
test_load (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "formats", "example.layout",
                                                 NULL);
  g_autofree char *bad_path = g_test_build_filename (G_TEST_DIST, "data", "formats",
                                                     "bad-symbol.layout", NULL);
  g_autofree char *dir = NULL;
  g_autofree char *big_path = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) bad_file = g_file_new_for_path (bad_path);
  g_autoptr(GFile) missing = g_file_new_for_path ("/nonexistent/x.layout");
  g_autoptr(GFile) big = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) big_text = g_string_new ("[Layout]\n");
  g_autofree char *name = NULL;
  SkLayout expected;
  SkLayout layout;

  g_setenv ("LANGUAGE", "C", TRUE);
  sudoku_test_jigsaw_example (NULL, NULL, &expected, NULL);

  g_assert_true (sudoku_layout_file_load (file, NULL, &layout, &name, &error));
  g_assert_no_error (error);
  g_assert_true (sk_layout_equal (&layout, &expected));
  g_assert_cmpstr (name, ==, "Example");

  g_assert_false (sudoku_layout_file_load (bad_file, NULL, &layout, NULL, &error));
  g_assert_error (error, SUDOKU_FILE_ERROR, SUDOKU_FILE_ERROR_BAD_LAYOUT);
  g_assert_true (g_str_has_prefix (error->message, "bad-symbol.layout:4:32: "));
  g_clear_error (&error);

  g_assert_false (sudoku_layout_file_load (missing, NULL, &layout, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* A huge file is refused before it is read whole. */
  dir = sudoku_test_make_temp_dir ("test-layout-file-XXXXXX");
  big_path = g_build_filename (dir, "big.layout", NULL);
  while (big_text->len <= 2 * 1024 * 1024)
    g_string_append (big_text, "# padding padding padding padding padding padding padding\n");
  sudoku_test_write_file (big_path, big_text->str, big_text->len);
  big = g_file_new_for_path (big_path);
  g_assert_false (sudoku_layout_file_load (big, NULL, &layout, NULL, &error));
  g_assert_error (error, SUDOKU_FILE_ERROR, SUDOKU_FILE_ERROR_TOO_LARGE);
  g_assert_true (g_str_has_prefix (error->message, "big.layout: "));
  g_clear_error (&error);

  /* Named as the caller says, as a command line names what was typed. */
  g_assert_false (sudoku_layout_file_load_as (big, "./dir//big.layout", NULL, &layout, NULL, &error));
  g_assert_error (error, SUDOKU_FILE_ERROR, SUDOKU_FILE_ERROR_TOO_LARGE);
  g_assert_true (g_str_has_prefix (error->message, "./dir//big.layout: "));
  g_clear_error (&error);
  g_assert_false (sudoku_layout_file_load_as (bad_file, "typed/bad.layout", NULL, &layout, NULL, &error));
  g_assert_true (g_str_has_prefix (error->message, "typed/bad.layout:4:32: "));

  g_assert_no_errno (g_unlink (big_path));
  g_assert_no_errno (g_rmdir (dir));
}

#define STANDARD_ROWS "111222333;111222333;111222333;444555666;444555666;444555666;" \
                      "777888999;777888999;777888999"

/* Extra houses by set name and cell by cell, on the boxes or a jigsaw. */
static void
test_extra_houses (void)
{
  const char *text = "[Layout]\nName=X\nRegions=" STANDARD_ROWS "\n"
                     "Extra=diagonals; r1c5 r2c4 r2c6 r3c3 r3c7 r4c2 r4c8 r5c1 r5c9;\n";
  g_autoptr(GError) error = NULL;
  g_autofree char *written = NULL;
  SkLayout layout;
  SkLayout expected;
  int kite[SK_SIZE] = { 4, 12, 14, 20, 24, 28, 34, 36, 44 };

  g_assert_true (sudoku_layout_file_parse (text, strlen (text), "t", &layout, NULL, &error));
  g_assert_no_error (error);
  sk_layout_init_standard (&expected);
  g_assert_cmpint (sk_layout_add_extra_set (&expected, SK_EXTRA_DIAGONALS, NULL), ==, SK_LAYOUT_OK);
  g_assert_cmpint (sk_layout_add_extra_house (&expected, kite, SK_SIZE, NULL), ==, SK_LAYOUT_OK);
  g_assert_cmpint (layout.n_extra, ==, 3);
  g_assert_true (sk_layout_equal (&layout, &expected));

  /* Written back: the named set by name, the rest cell by cell. */
  written = sudoku_layout_file_write (&layout, "X");
  g_assert_nonnull (strstr (written, "\nExtra=diagonals;r1c5 r2c4 r2c6 r3c3 r3c7 r4c2 r4c8 r5c1 r5c9\n"));
  assert_round_trip (&layout, "X");
}

static void
test_extra_errors (void)
{
  const struct
  {
    const char *extra;
    const char *message;
  } cases[] = {
    { "Extra=diagonal\n", "t:4: Extra: unknown set 'diagonal'; the sets are diagonals, windows, "
                          "asterisk, centre-dot and girandola" },
    { "Extra=windows;r1c1 r1c2 r1c3 r2c1 r2c2 r2c3 r3c1 r3c2\n",
      "t:4: Extra: house 2 has 8 cells, expected 9" },
    { "Extra=r1c1 r1c2 r1c3 r2c1 r2c2 r2c3 r3c1 r3c2 r3c3 r4c4\n",
      "t:4: Extra: house 1 has 10 cells, expected 9" },
    { "Extra=r1c1 r1c2 r1c3 r2c1 r2c2 r2c3 r3c1 r3c2 r1c1\n",
      "t:4: Extra: house 1 holds r1c1 twice" },
    { "Extra=r1c1 r1c2 r1c3 r2c1 r2c2 r2c3 r3c1 r3c2 r0c1\n",
      "t:4: Extra: 'r0c1' is neither a cell such as r1c1 nor a known set "
      "(diagonals, windows, asterisk, centre-dot, girandola)" },
    { "Extra=windows;diagonals;asterisk;centre-dot;girandola\n",
      "t:4: Extra: more than 5 extra houses" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strconcat ("[Layout]\nName=Bad\nRegions=" STANDARD_ROWS "\n",
                                           cases[i].extra, NULL);
      g_autoptr(GError) error = NULL;
      SkLayout layout;

      g_assert_false (sudoku_layout_file_parse (text, strlen (text), "t", &layout, NULL, &error));
      g_assert_error (error, SUDOKU_FILE_ERROR, SUDOKU_FILE_ERROR_BAD_LAYOUT);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/layout-file/key-file", test_key_file);
  g_test_add_func ("/layout-file/key-file/translated-name", test_translated_name);
  g_test_add_func ("/layout-file/plain-map", test_plain_map);
  g_test_add_func ("/layout-file/plain-map/standard", test_standard);
  g_test_add_func ("/layout-file/disconnected-accepted", test_disconnected);
  g_test_add_func ("/layout-file/disconnected-warnings", test_disconnected_warnings);
  g_test_add_func ("/layout-file/errors/fixtures", test_bad_fixtures);
  g_test_add_func ("/layout-file/errors/text", test_bad_text);
  g_test_add_func ("/layout-file/bom-crlf", test_bom_crlf);
  g_test_add_func ("/layout-file/round-trip", test_round_trip);
  g_test_add_func ("/layout-file/load", test_load);
  g_test_add_func ("/layout-file/extra-houses", test_extra_houses);
  g_test_add_func ("/layout-file/extra-houses/errors", test_extra_errors);

  return g_test_run ();
}
