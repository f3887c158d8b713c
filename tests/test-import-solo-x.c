/* test-import-solo-x.c: Solo's X-Sudoku and jigsaw-X game IDs, read and written
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tests/data/import/solo-x-ids.txt holds game IDs sgt-solo made ('3x3x' and
 * '9jx') and the IDs this program writes for its shipped Sudoku-X and
 * Windmill X examples; solo-x-expected.txt holds, for each, what Solo itself
 * printed when given the ID (solo-postscript.py): the givens, the regions,
 * the solution and the diagonals it shades. So both the reading and the
 * writing are checked against Solo, not against this code.
 */

#include <gio/gio.h>
#include <string.h>

#include "sk-bits.h"
#include "sk-grid.h"
#include "sk-layout.h"
#include "sk-solver.h"
#include "sudoku-format.h"
#include "sudoku-native-file.h"
#include "sudoku-puzzle.h"
#include "sudoku-test-util.h"

#define IMPORT_DIR "import"
#define N_SOLO_MADE 4  /* the first lines of solo-x-ids.txt; the shipped examples follow */

typedef struct
{
  SkGrid givens;
  char   map[SK_CELLS + 1];
  SkGrid solution;
} Expected;

/* The non-comment lines of a fixture. */
static GPtrArray *
load_lines (const char *name)
{
  g_autofree char *data = sudoku_test_read_data (IMPORT_DIR, name, NULL);
  g_auto(GStrv) split = g_strsplit (data, "\n", -1);
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; split[i] != NULL; i++)
    if (split[i][0] != '\0' && split[i][0] != '#')
      g_ptr_array_add (lines, g_strdup (split[i]));
  return lines;
}

static void
parse_expected (const char *line,
                Expected   *e)
{
  g_auto(GStrv) words = g_strsplit (line, " ", -1);

  /* Solo shaded both diagonals' cells, and nothing else, for every ID. */
  g_assert_cmpuint (g_strv_length (words), ==, 4);
  g_assert_cmpstr (words[3], ==, "diagonals");
  sudoku_test_grid_from_text (words[0], &e->givens);
  g_assert_cmpuint (strlen (words[1]), ==, SK_CELLS);
  memcpy (e->map, words[1], SK_CELLS + 1);
  sudoku_test_grid_from_text (words[2], &e->solution);
}

static gboolean
diagonals_hold (const SkGrid *grid)
{
  SkMask main = 0;
  SkMask anti = 0;

  for (int i = 0; i < SK_SIZE; i++)
    {
      main |= sk_mask_of (grid->cell[sk_cell_index (i, i)]);
      anti |= sk_mask_of (grid->cell[sk_cell_index (i, SK_SIZE - 1 - i)]);
    }
  return main == SK_ALL_DIGITS && anti == SK_ALL_DIGITS;
}

static int
count_solutions (const SkGrid   *givens,
                 const SkLayout *layout)
{
  SkSolveOptions options;
  SkSolveResult result;

  sk_solve_options_init (&options);
  options.limit = 2;
  options.algorithm = SK_ALGORITHM_DLX;
  sk_solve (givens, layout, &options, &result);
  g_assert_cmpint (result.status, !=, SK_SOLVE_INVALID);
  return result.status == SK_SOLVE_SOLVED ? (int) result.n_solutions : 0;
}

/* Each ID reads as Solo draws it, diagonals included, and Solo's solution
 * is its one solution; without the diagonals it would have several, so they
 * are what makes it unique. */
static void
test_read (void)
{
  g_autoptr(GPtrArray) ids = load_lines ("solo-x-ids.txt");
  g_autoptr(GPtrArray) expected = load_lines ("solo-x-expected.txt");
  g_autofree char *data = sudoku_test_read_data (IMPORT_DIR, "solo-x-ids.txt", NULL);
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;
  SudokuFormat format;

  g_assert_cmpuint (ids->len, ==, N_SOLO_MADE + 2);
  g_assert_cmpuint (expected->len, ==, ids->len);
  puzzles = sudoku_format_parse (data, strlen (data), "solo-x-ids.txt", &format, &error);
  g_assert_no_error (error);
  g_assert_cmpint (format, ==, SUDOKU_FORMAT_SOLO_ID);
  g_assert_cmpuint (puzzles->len, ==, ids->len);

  for (guint i = 0; i < puzzles->len; i++)
    {
      const SudokuPuzzle *puzzle = g_ptr_array_index (puzzles, i);
      Expected e;
      SkLayout layout;
      SkLayout plain;
      SkSolveOptions options;
      SkSolveResult result;

      g_test_message ("%s", (const char *) g_ptr_array_index (ids, i));
      parse_expected (g_ptr_array_index (expected, i), &e);
      sudoku_test_layout_from_map (e.map, &layout);
      plain = layout;
      sk_layout_add_extra_set (&layout, SK_EXTRA_DIAGONALS, NULL);

      sudoku_test_assert_grids_equal (&puzzle->givens, &e.givens);
      g_assert_true (sk_layout_equal (&puzzle->layout, &layout));
      g_assert_cmpint (puzzle->layout.n_extra, ==, 2);
      g_assert_true (puzzle->has_layout);

      g_assert_true (sudoku_test_is_solution_by_hand (&e.solution, &e.givens, e.map));
      g_assert_true (diagonals_hold (&e.solution));
      sk_solve_options_init (&options);
      options.limit = 2;
      sk_solve (&puzzle->givens, &puzzle->layout, &options, &result);
      g_assert_cmpint (result.status, ==, SK_SOLVE_SOLVED);
      g_assert_cmpint (result.n_solutions, ==, 1);
      sudoku_test_assert_grids_equal (&result.solution, &e.solution);

      g_assert_cmpint (count_solutions (&puzzle->givens, &plain), ==, 2);
    }
}

static char *
write_id (const SudokuPuzzle *puzzle)
{
  return sudoku_format_write (puzzle, SUDOKU_FORMAT_SOLO_ID);
}

/* Solo's own IDs, standard, jigsaw and X alike, are written back byte for
 * byte as Solo wrote them. */
static void
test_write_back (void)
{
  const char *const files[] = { "solo-ids.txt", "solo-x-ids.txt" };

  for (gsize f = 0; f < G_N_ELEMENTS (files); f++)
    {
      g_autoptr(GPtrArray) ids = load_lines (files[f]);

      for (guint i = 0; i < ids->len; i++)
        {
          const char *id = g_ptr_array_index (ids, i);
          g_autoptr(GPtrArray) puzzles = NULL;
          g_autoptr(GError) error = NULL;
          g_autofree char *written = NULL;
          g_autofree char *line = g_strconcat (id, "\n", NULL);

          puzzles = sudoku_format_parse (id, strlen (id), "id.txt", NULL, &error);
          g_assert_no_error (error);
          written = write_id (g_ptr_array_index (puzzles, 0));
          g_assert_cmpstr (written, ==, line);
        }
    }
}

static SudokuPuzzle *
load_shipped (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "puzzles", name, NULL);
  g_autofree char *text = NULL;
  gsize length;
  GError *error = NULL;
  SudokuPuzzle *puzzle;

  text = sudoku_test_read_file (path, &length);
  puzzle = sudoku_native_file_parse (text, length, name, &error);
  g_assert_no_error (error);
  return puzzle;
}

/* The shipped Sudoku-X and Windmill X examples get the IDs whose puzzles
 * Solo drew as the examples are (solo-x-expected.txt, checked in test_read). */
static void
test_write_shipped (void)
{
  g_autoptr(GPtrArray) ids = load_lines ("solo-x-ids.txt");
  const char *const names[] = { "sudoku-x.sudoku", "windmill-x.sudoku" };

  for (gsize i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(SudokuPuzzle) puzzle = load_shipped (names[i]);
      g_autofree char *written = write_id (puzzle);
      g_autofree char *line = g_strconcat (g_ptr_array_index (ids, N_SOLO_MADE + i), "\n", NULL);

      g_assert_cmpstr (written, ==, line);
    }
}

/* Solo has the diagonals and nothing else: other extra houses, or only one
 * diagonal, have no game ID. */
static void
test_write_refused (void)
{
  const int main_diagonal[SK_SIZE] = { 0, 10, 20, 30, 40, 50, 60, 70, 80 };
  const SkExtraSet sets[] = { SK_EXTRA_WINDOWS, SK_EXTRA_ASTERISK, SK_EXTRA_CENTRE_DOT,
                              SK_EXTRA_GIRANDOLA };
  g_autoptr(SudokuPuzzle) puzzle = load_shipped ("sudoku-x.sudoku");
  g_autofree char *x = write_id (puzzle);

  g_assert_nonnull (x);
  for (gsize s = 0; s < G_N_ELEMENTS (sets); s++)
    {
      g_autofree char *written = NULL;

      sk_layout_clear_extra (&puzzle->layout);
      sk_layout_add_extra_set (&puzzle->layout, sets[s], NULL);
      written = write_id (puzzle);
      g_assert_null (written);

      /* The diagonals and more are no X-Sudoku either. */
      sk_layout_add_extra_set (&puzzle->layout, SK_EXTRA_DIAGONALS, NULL);
      g_assert_null (write_id (puzzle));
    }

  sk_layout_clear_extra (&puzzle->layout);
  sk_layout_add_extra_house (&puzzle->layout, main_diagonal, SK_SIZE, NULL);
  g_assert_null (write_id (puzzle));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_add_func ("/io/Import/solo-x/read", test_read);
  g_test_add_func ("/io/Import/solo-x/write-back", test_write_back);
  g_test_add_func ("/io/Import/solo-x/write-shipped", test_write_shipped);
  g_test_add_func ("/io/Import/solo-x/write-refused", test_write_refused);
  return g_test_run ();
}
