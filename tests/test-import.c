/* test-import.c: other programs' formats: KSudoku shapes and Solo game IDs
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The fixtures in tests/data/import are the real files of KSudoku and game
 * IDs made by Solo (tests/data/import/SOURCES.md). What they must decode to
 * never comes from the code under test:
 *   - the KSudoku region maps below were worked out by hand from the cliques,
 *     with KSudoku's numbering (cell i is column i / 9, row i % 9: its
 *     SKGraph::cellPosX() is i / sizeY and View2D draws a cell at x across);
 *     the same cliques read row by row, the transposed maps, are kept too, so
 *     that reading them the wrong way round fails;
 *   - the Solo givens, regions and solutions were read off the PostScript
 *     Solo prints (solo-postscript.py), and the solutions also match the ones
 *     Solo writes in a saved game with --with-solutions.
 */

#include <gio/gio.h>
#include <string.h>

#include "sk-grid.h"
#include "sk-layout.h"
#include "sk-solver.h"
#include "sudoku-file-error.h"
#include "sudoku-format.h"
#include "sudoku-layout-file.h"
#include "sudoku-puzzle.h"
#include "sudoku-test-util.h"

#define IMPORT_DIR "import"

/* ---- KSudoku ---- */

typedef struct
{
  const char *file;
  const char *name;        /* the graph's name attribute */
  const char *map;         /* column by column, as KSudoku means it */
  const char *transposed;  /* the same cliques read row by row: wrong, unless
                            * the shape is symmetric about its diagonal */
} KsudokuShape;

static const KsudokuShape ksudoku_shapes[] = {
  { "Jigsaw.xml", "Jigsaw",
    "111444777" "111144477" "121444777"
    "222555878" "222555888" "232555888"
    "333666989" "336669999" "333666999",
    "111222333" "112223333" "111222363"
    "414555666" "444555666" "444555696"
    "747888999" "777788899" "777888999" },
  { "Nonomino.xml", "Nonomino",
    "111233333" "111222333" "144442223"
    "114555522" "444456666" "775555688"
    "977766668" "999777888" "999997888",
    "111147999" "114147799" "114445799"
    "224545779" "324555679" "322565677"
    "332566688" "332268688" "333268888" },
  { "Aztec.xml", "Aztec",
    "112222233" "111222333" "411123336"
    "441555366" "444555666" "447555966"
    "477789996" "777888999" "778888899",
    /* The Aztec pyramid is symmetric about its diagonal: read row by row,
     * "114444477" "111444777" "211147778" ..., it splits the grid the same way. */
    NULL },
};

static GPtrArray *
parse_import (const char    *file,
              SudokuFormat  *format,
              GError       **error)
{
  g_autofree char *data = NULL;
  gsize length;

  data = sudoku_test_read_data (IMPORT_DIR, file, &length);
  return sudoku_format_parse (data, length, file, format, error);
}

static gboolean
parse_import_layout (const char  *file,
                     SkLayout    *layout,
                     char       **name,
                     GError     **error)
{
  g_autofree char *data = NULL;
  gsize length;

  data = sudoku_test_read_data (IMPORT_DIR, file, &length);
  return sudoku_layout_file_parse (data, length, file, layout, name, error);
}

static void
test_ksudoku_shapes (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (ksudoku_shapes); i++)
    {
      const KsudokuShape *shape = &ksudoku_shapes[i];
      g_autoptr(GPtrArray) puzzles = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *name = NULL;
      const SudokuPuzzle *puzzle;
      SudokuFormat format;
      SkLayout expected;
      SkLayout transposed;
      SkLayout layout;

      g_test_message ("%s", shape->file);
      sudoku_test_layout_from_map (shape->map, &expected);
      sudoku_test_layout_from_map (shape->transposed != NULL ? shape->transposed : shape->map,
                                   &transposed);
      g_assert_cmpint (sk_layout_equal (&expected, &transposed), ==, shape->transposed == NULL);

      puzzles = parse_import (shape->file, &format, &error);
      g_assert_no_error (error);
      g_assert_cmpint (format, ==, SUDOKU_FORMAT_KSUDOKU);
      g_assert_cmpuint (puzzles->len, ==, 1);

      puzzle = g_ptr_array_index (puzzles, 0);
      g_assert_true (puzzle->has_layout);
      g_assert_true (sk_layout_equal (&puzzle->layout, &expected));
      if (shape->transposed != NULL)
        g_assert_false (sk_layout_equal (&puzzle->layout, &transposed));
      g_assert_false (sk_layout_is_standard (&puzzle->layout));
      g_assert_cmpint (sk_grid_count_filled (&puzzle->givens), ==, 0);
      g_assert_cmpint (sk_grid_count_filled (&puzzle->entries), ==, 0);
      g_assert_cmpstr (puzzle->title, ==, shape->name);
      g_assert_cmpuint (puzzle->line, ==, 3);

      /* sudoku-solve --layout=FILE takes the same file. */
      g_assert_true (parse_import_layout (shape->file, &layout, &name, &error));
      g_assert_no_error (error);
      g_assert_true (sk_layout_equal (&layout, &expected));
      g_assert_cmpstr (name, ==, shape->name);
      g_assert_cmpint (sk_layout_find_disconnected (&layout), ==, -1);
    }
}

/* A byte order mark and Windows line ends change nothing. */
static void
test_ksudoku_bom_crlf (void)
{
  g_autofree char *data = sudoku_test_read_data (IMPORT_DIR, "Aztec.xml", NULL);
  g_autofree char *variant = NULL;
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;
  const SudokuPuzzle *puzzle;
  SkLayout expected;
  SkLayout layout;
  gsize length;

  sudoku_test_layout_from_map (ksudoku_shapes[2].map, &expected);
  variant = sudoku_test_windows_variant (data, &length);

  puzzles = sudoku_format_parse (variant, length, "Aztec.xml", NULL, &error);
  g_assert_no_error (error);
  puzzle = g_ptr_array_index (puzzles, 0);
  g_assert_true (sk_layout_equal (&puzzle->layout, &expected));
  g_assert_cmpuint (puzzle->line, ==, 3);

  g_assert_true (sudoku_layout_file_parse (variant, length, "Aztec.xml", &layout, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (sk_layout_equal (&layout, &expected));
}

/* Rows, columns and the 3x3 boxes: the standard layout, however it is said. */
static void
test_ksudoku_standard (void)
{
  const char *texts[] = {
    /* withblocks is "1" when left out, as KSudoku reads it. */
    "<?xml version=\"1.0\"?>\n<ksudoku-graph>\n"
    " <graph sizeX=\"9\" sizeY=\"9\" sizeZ=\"1\" order=\"9\" type=\"custom\" name=\"Boxes\">\n"
    "  <sudokugroups at=\"0\"/>\n </graph>\n</ksudoku-graph>\n",
    /* KSudoku's type for the usual grid. */
    "<ksudoku-graph><graph order=\"9\" type=\"sudoku\" name=\"Boxes\"/></ksudoku-graph>",
    /* Cliques that repeat a row and a box add no rule. */
    "<ksudoku-graph><graph sizeX=\"9\" sizeY=\"9\" sizeZ=\"1\" order=\"9\" type=\"custom\" "
    "name=\"Boxes\"><sudokugroups withblocks=\"1\"/>\n"
    "<clique size=\"9\">0 9 18 27 36 45 54 63 72</clique>\n"
    "<clique size=\"9\">0 1 2 9 10 11 18 19 20</clique></graph></ksudoku-graph>",
  };
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  const SudokuPuzzle *puzzle;
  SudokuFormat format;
  SkLayout layout;

  puzzles = parse_import ("Plain.xml", &format, &error);
  g_assert_no_error (error);
  g_assert_cmpint (format, ==, SUDOKU_FORMAT_KSUDOKU);
  puzzle = g_ptr_array_index (puzzles, 0);
  g_assert_true (sk_layout_is_standard (&puzzle->layout));
  g_assert_true (puzzle->has_layout);
  g_assert_cmpint (sk_grid_count_filled (&puzzle->givens), ==, 0);

  g_assert_true (parse_import_layout ("Plain.xml", &layout, &name, &error));
  g_assert_no_error (error);
  g_assert_true (sk_layout_is_standard (&layout));
  g_assert_cmpstr (name, ==, "Plain");

  for (gsize i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(GPtrArray) parsed = NULL;

      g_test_message ("text %" G_GSIZE_FORMAT, i);
      parsed = sudoku_format_parse (texts[i], strlen (texts[i]), "boxes.xml", &format, &error);
      g_assert_no_error (error);
      g_assert_cmpint (format, ==, SUDOKU_FORMAT_KSUDOKU);
      puzzle = g_ptr_array_index (parsed, 0);
      g_assert_true (sk_layout_is_standard (&puzzle->layout));
      g_assert_cmpstr (puzzle->title, ==, "Boxes");
    }
}

typedef struct
{
  const char      *file;
  SudokuFileError  code;
  const char      *place;    /* what follows "FILE:" */
  const char      *problem;  /* a part of the rest of the message */
} BadImport;

/* KSudoku's own shapes this program cannot represent. */
static const BadImport refused_shapes[] = {
  { "XSudoku.xml", SUDOKU_FILE_ERROR_BAD_LAYOUT, "6: ",
    "extra constraints (a diagonal) are not supported" },
  { "Samurai.xml", SUDOKU_FILE_ERROR_WRONG_SIZE, "3: ",
    "only 9x9 shapes of one layer are supported; this one is 21x21" },
  { "Windmill.xml", SUDOKU_FILE_ERROR_WRONG_SIZE, "3: ",
    "only 9x9 shapes of one layer are supported; this one is 21x21" },
  { "4x4.xml", SUDOKU_FILE_ERROR_WRONG_SIZE, "3: ",
    "only 9x9 shapes of one layer are supported; this one is 4x4" },
  { "Killer_9x9.xml", SUDOKU_FILE_ERROR_BAD_LAYOUT, "3: ",
    "KillerSudoku shapes are not supported" },
};

static void
test_ksudoku_refused (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (refused_shapes); i++)
    {
      const BadImport *bad = &refused_shapes[i];
      g_autoptr(GPtrArray) puzzles = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(GError) layout_error = NULL;
      SudokuFormat format;
      SkLayout layout;

      g_test_message ("%s", bad->file);
      puzzles = parse_import (bad->file, &format, &error);
      g_assert_null (puzzles);
      g_assert_cmpint (format, ==, SUDOKU_FORMAT_KSUDOKU);
      sudoku_test_assert_error_at (error, SUDOKU_FILE_ERROR, (int) bad->code,
                                   bad->file, bad->place, bad->problem);

      g_assert_false (parse_import_layout (bad->file, &layout, NULL, &layout_error));
      g_assert_cmpstr (layout_error->message, ==, error->message);
    }
}

/* Loading names the file by its base name, as every reader does. */
static void
test_ksudoku_load (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", IMPORT_DIR,
                                                 "XSudoku.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;
  SkLayout layout;

  puzzles = sudoku_format_load (file, NULL, NULL, &error);
  g_assert_null (puzzles);
  g_assert_true (g_str_has_prefix (error->message, "XSudoku.xml:6: "));
  g_clear_error (&error);

  g_assert_false (sudoku_layout_file_load (file, NULL, &layout, NULL, &error));
  g_assert_true (g_str_has_prefix (error->message, "XSudoku.xml:6: "));
}

#define GRAPH_START \
  "<!DOCTYPE ksudoku-graph>\n<ksudoku-graph>\n" \
  " <graph sizeX=\"9\" sizeY=\"9\" sizeZ=\"1\" order=\"9\" type=\"custom\">\n" \
  "  <sudokugroups at=\"0\" withblocks=\"0\"/>\n"
#define GRAPH_END " </graph>\n</ksudoku-graph>\n"

static void
test_ksudoku_malformed (void)
{
  const BadImport cases[] = {
    { GRAPH_START "  <clique size=\"9\">0 1 2</clique>\n" GRAPH_END,
      SUDOKU_FILE_ERROR_BAD_LAYOUT, "5: ", "the clique lists 3 cells, expected 9" },
    { GRAPH_START "  <clique size=\"9\">0 1 2 3 4 5 6 7 81</clique>\n" GRAPH_END,
      SUDOKU_FILE_ERROR_BAD_LAYOUT, "5: ", "cell number 81 is outside the 9x9 grid" },
    { GRAPH_START "  <clique size=\"9\">0 1 2 3 4 5 6 7 x</clique>\n" GRAPH_END,
      SUDOKU_FILE_ERROR_SYNTAX, "5: ", "unexpected character 'x' in a clique" },
    { GRAPH_START "  <clique size=\"9\">0 1 2 3 4 5 6 7 7</clique>\n" GRAPH_END,
      SUDOKU_FILE_ERROR_BAD_LAYOUT, "5: ", "cell number 7 is twice" },
    { GRAPH_START "  <clique size=\"4\">0 1 2 3</clique>\n" GRAPH_END,
      SUDOKU_FILE_ERROR_BAD_LAYOUT, "5: ", "a clique of 4 cells" },
    { GRAPH_START "  <clique size=\"9\">0 1 2 3 4 5 6 7 8</clique>\n" GRAPH_END,
      SUDOKU_FILE_ERROR_BAD_LAYOUT, "3: ", "the shape has 0 regions besides rows and columns" },
    { GRAPH_START
      "  <clique size=\"9\">0 1 2 9 10 11 18 19 20</clique>\n"
      "  <clique size=\"9\">20 21 22 23 24 25 26 27 28</clique>\n" GRAPH_END,
      SUDOKU_FILE_ERROR_BAD_LAYOUT, "6: ", "row 3, column 3 is in two groups" },
    { GRAPH_START "  <cage size=\"2\" operator=\"4\" value=\"3\">0 1</cage>\n" GRAPH_END,
      SUDOKU_FILE_ERROR_BAD_LAYOUT, "5: ", "cages (Killer Sudoku, Mathdoku) are not supported" },
    { GRAPH_START "  <sudokugroups at=\"1\"/>\n" GRAPH_END,
      SUDOKU_FILE_ERROR_BAD_LAYOUT, "5: ", "at=\"1\" lies outside the 9x9 grid" },
    { "<ksudoku-graph>\n <graph sizeX=\"9\" sizeY=\"9\" sizeZ=\"1\" order=\"9\" type=\"custom\">\n"
      "  <clique size=\"9\">0 1 2 9 10 11 18 19 20</clique>\n" GRAPH_END,
      SUDOKU_FILE_ERROR_BAD_LAYOUT, "2: ", "does not make every row and column a group" },
    { "<ksudoku-graph>\n <graph sizeX=\"5\" sizeY=\"5\" sizeZ=\"3\" order=\"9\" type=\"custom\">\n"
      GRAPH_END, SUDOKU_FILE_ERROR_WRONG_SIZE, "2: ", "this one has 3 layers" },
    { "<ksudoku-graph>\n <graph order=\"9\" type=\"roxdoku\"/>\n</ksudoku-graph>\n",
      SUDOKU_FILE_ERROR_BAD_LAYOUT, "2: ", "3-D Roxdoku shapes are not supported" },
    { "<ksudoku-graph>\n <graph sizeX=\"nine\" sizeY=\"9\" sizeZ=\"1\" order=\"9\" "
      "type=\"custom\"/>\n</ksudoku-graph>\n",
      SUDOKU_FILE_ERROR_SYNTAX, "2: ", "sizeX=\"nine\" is not a number" },
    { "<ksudoku-graph>\n</ksudoku-graph>\n",
      SUDOKU_FILE_ERROR_SYNTAX, " ", "has no <graph>" },
    { GRAPH_START "  <clique size=\"9\">0 1 2 9 10 11 18 19 20</clique>\n </graf>\n",
      SUDOKU_FILE_ERROR_SYNTAX, "6:", "not well-formed XML: " },
    { "<?xml version=\"1.0\"?>\n<html>\n</html>\n",
      SUDOKU_FILE_ERROR_SYNTAX, "2: ", "<html> is not a KSudoku shape" },
    /* A long first word, but XML all the same, not a puzzle line. */
    { "<html><body><p>Sudoku</p></body></html>",
      SUDOKU_FILE_ERROR_SYNTAX, "1: ", "<html> is not a KSudoku shape" },
    { "<ksudoku-graph>\n <graph type=\"custom\"/>\n</ksudoku-graph>\n",
      SUDOKU_FILE_ERROR_SYNTAX, "2: ", "<graph> has no attribute order" },
    { "<!DOCTYPE ksudoku>\n<ksudoku>\n <game had-help=\"0\">\n</game></ksudoku>\n",
      SUDOKU_FILE_ERROR_SYNTAX, "2: ", "KSudoku saved games are not supported" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GPtrArray) puzzles = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(GError) layout_error = NULL;
      SudokuFormat format;
      SkLayout layout;

      g_test_message ("case %" G_GSIZE_FORMAT, i);
      puzzles = sudoku_format_parse (cases[i].file, strlen (cases[i].file), "shape.xml",
                                     &format, &error);
      g_assert_null (puzzles);
      g_assert_cmpint (format, ==, SUDOKU_FORMAT_KSUDOKU);
      sudoku_test_assert_error_at (error, SUDOKU_FILE_ERROR, (int) cases[i].code,
                                   "shape.xml", cases[i].place, cases[i].problem);

      g_assert_false (sudoku_layout_file_parse (cases[i].file, strlen (cases[i].file),
                                                "shape.xml", &layout, NULL, &layout_error));
      g_assert_cmpstr (layout_error->message, ==, error->message);
    }
}

/* ---- Solo ---- */

/* One line of solo-expected.txt: what Solo printed for one game ID. */
typedef struct
{
  SkGrid givens;
  char   map[SK_CELLS + 1];
  SkGrid solution;
} SoloExpected;

static GArray *
load_solo_expected (void)
{
  g_autofree char *data = sudoku_test_read_data (IMPORT_DIR, "solo-expected.txt", NULL);
  g_auto(GStrv) lines = g_strsplit (data, "\n", -1);
  GArray *expected = g_array_new (FALSE, TRUE, sizeof (SoloExpected));

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) words = NULL;
      SoloExpected e;

      if (lines[i][0] == '\0' || lines[i][0] == '#')
        continue;
      words = g_strsplit (lines[i], " ", -1);
      g_assert_cmpuint (g_strv_length (words), ==, 3);
      sudoku_test_grid_from_text (words[0], &e.givens);
      g_assert_cmpuint (strlen (words[1]), ==, SK_CELLS);
      memcpy (e.map, words[1], SK_CELLS + 1);
      sudoku_test_grid_from_text (words[2], &e.solution);
      g_array_append_val (expected, e);
    }

  return expected;
}

/* The game IDs of solo-ids.txt, in order, and the line of each. */
static GPtrArray *
load_solo_ids (GArray *lines)
{
  g_autofree char *data = sudoku_test_read_data (IMPORT_DIR, "solo-ids.txt", NULL);
  g_auto(GStrv) split = g_strsplit (data, "\n", -1);
  GPtrArray *ids = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; split[i] != NULL; i++)
    {
      guint line = i + 1;

      if (split[i][0] == '\0' || split[i][0] == '#')
        continue;
      g_ptr_array_add (ids, g_strdup (split[i]));
      if (lines != NULL)
        g_array_append_val (lines, line);
    }

  return ids;
}

static void
assert_solo_puzzle (const SudokuPuzzle *puzzle,
                    const SoloExpected *expected)
{
  SkSolveOptions options;
  SkSolveResult result;
  SkLayout layout;
  gboolean jigsaw = !g_str_equal (expected->map, SUDOKU_TEST_STANDARD_MAP);

  sudoku_test_layout_from_map (expected->map, &layout);
  sudoku_test_assert_grids_equal (&puzzle->givens, &expected->givens);
  g_assert_true (sk_layout_equal (&puzzle->layout, &layout));
  g_assert_cmpint (puzzle->has_layout, ==, jigsaw);
  g_assert_cmpint (sk_layout_is_standard (&puzzle->layout), ==, !jigsaw);

  /* Solo's solution keeps every rule of the regions Solo drew... */
  g_assert_true (sudoku_test_is_solution_by_hand (&expected->solution, &expected->givens,
                                                  expected->map));

  /* ...and it is the one and only solution of what was decoded. */
  sk_solve_options_init (&options);
  options.limit = 2;
  sk_solve (&puzzle->givens, &puzzle->layout, &options, &result);
  g_assert_cmpint (result.status, ==, SK_SOLVE_SOLVED);
  g_assert_cmpint (result.n_solutions, ==, 1);
  sudoku_test_assert_grids_equal (&result.solution, &expected->solution);
}

static void
test_solo_collection (void)
{
  g_autoptr(GArray) expected = load_solo_expected ();
  g_autoptr(GArray) lines = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GPtrArray) ids = load_solo_ids (lines);
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;
  SudokuFormat format;
  guint n_jigsaw = 0;

  g_assert_cmpuint (ids->len, ==, 6);
  g_assert_cmpuint (expected->len, ==, ids->len);

  puzzles = parse_import ("solo-ids.txt", &format, &error);
  g_assert_no_error (error);
  g_assert_cmpint (format, ==, SUDOKU_FORMAT_SOLO_ID);
  g_assert_cmpuint (puzzles->len, ==, ids->len);

  for (guint i = 0; i < puzzles->len; i++)
    {
      const SudokuPuzzle *puzzle = g_ptr_array_index (puzzles, i);

      g_test_message ("%s", (const char *) g_ptr_array_index (ids, i));
      g_assert_cmpuint (puzzle->line, ==, g_array_index (lines, guint, i));
      assert_solo_puzzle (puzzle, &g_array_index (expected, SoloExpected, i));
      n_jigsaw += puzzle->has_layout;
    }

  g_assert_cmpuint (n_jigsaw, ==, 4);
}

/* The window's paste goes through sudoku_format_parse() with the ID alone. */
static void
test_solo_pasted (void)
{
  g_autoptr(GArray) expected = load_solo_expected ();
  g_autoptr(GPtrArray) ids = load_solo_ids (NULL);

  for (guint i = 0; i < ids->len; i++)
    {
      const char *id = g_ptr_array_index (ids, i);
      g_autofree char *padded = g_strdup_printf ("\n  %s  \r\n\n", id);
      const char *texts[] = { id, padded };

      for (gsize t = 0; t < G_N_ELEMENTS (texts); t++)
        {
          g_autoptr(GPtrArray) puzzles = NULL;
          g_autoptr(GError) error = NULL;
          SudokuFormat format;

          puzzles = sudoku_format_parse (texts[t], strlen (texts[t]), NULL, &format, &error);
          g_assert_no_error (error);
          g_assert_cmpint (format, ==, SUDOKU_FORMAT_SOLO_ID);
          g_assert_cmpuint (puzzles->len, ==, 1);
          assert_solo_puzzle (g_ptr_array_index (puzzles, 0),
                              &g_array_index (expected, SoloExpected, i));
        }
    }
}

/* Solo reads letters after the size as settings of its generator; they do
 * not change the puzzle, and "3x3j" is its other name for "9j". */
static void
test_solo_parameters (void)
{
  g_autoptr(GArray) expected = load_solo_expected ();
  g_autoptr(GPtrArray) ids = load_solo_ids (NULL);
  const char *jigsaw = strchr (g_ptr_array_index (ids, 0), ':');
  const char *standard = strchr (g_ptr_array_index (ids, 4), ':');
  g_autofree char *comment = g_strdup_printf ("9j%s # from Solo", jigsaw);
  const struct
  {
    const char *prefix;
    const char *description;
    guint       index;
  } cases[] = {
    { "9jdam4", jigsaw, 0 },
    { "9jr2du", jigsaw, 0 },
    { "3x3j", jigsaw, 0 },
    { "3x3du", standard, 4 },
    { "3x3dbmd2", standard, 4 },
    { "3", standard, 4 },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *id = g_strconcat (cases[i].prefix, cases[i].description, NULL);
      g_autoptr(GPtrArray) puzzles = NULL;
      g_autoptr(GError) error = NULL;

      g_test_message ("%s", id);
      puzzles = sudoku_format_parse (id, strlen (id), "id.txt", NULL, &error);
      g_assert_no_error (error);
      assert_solo_puzzle (g_ptr_array_index (puzzles, 0),
                          &g_array_index (expected, SoloExpected, cases[i].index));
    }

  /* A comment may follow, as on any puzzle line. */
  {
    g_autoptr(GPtrArray) puzzles = NULL;
    g_autoptr(GError) error = NULL;

    puzzles = sudoku_format_parse (comment, strlen (comment), "id.txt", NULL, &error);
    g_assert_no_error (error);
    assert_solo_puzzle (g_ptr_array_index (puzzles, 0),
                        &g_array_index (expected, SoloExpected, 0));
  }
}

/* 'z' in a block structure is 26 shared places and no border (so Solo reads
 * it; sgt-solo --print draws this ID as nine rows): rows 1-9 are regions. */
static void
test_solo_rows (void)
{
  g_autoptr(GString) id = g_string_new ("9j:zzzc,zzt");
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;
  const SudokuPuzzle *puzzle;
  SkLayout rows;

  for (int i = 0; i < 72; i++)
    g_string_append_c (id, '_');
  sudoku_test_layout_from_map (SUDOKU_TEST_ROWS_MAP, &rows);

  puzzles = sudoku_format_parse (id->str, id->len, "rows.txt", NULL, &error);
  g_assert_no_error (error);
  puzzle = g_ptr_array_index (puzzles, 0);
  g_assert_true (sk_layout_equal (&puzzle->layout, &rows));
  g_assert_cmpint (sk_grid_count_filled (&puzzle->givens), ==, 0);

  /* One border fewer, or one more, and the walk misses its end. */
  g_string_truncate (id, id->len - 1);
  g_clear_pointer (&puzzles, g_ptr_array_unref);
  puzzles = sudoku_format_parse (id->str, id->len, "rows.txt", NULL, &error);
  g_assert_null (puzzles);
  sudoku_test_assert_error_at (error, SUDOKU_FILE_ERROR, SUDOKU_FILE_ERROR_WRONG_SIZE,
                               "rows.txt", "1:9: ", "ends early: it covers 144 of its 145 places");
  g_clear_error (&error);

  g_string_append (id, "__");
  puzzles = sudoku_format_parse (id->str, id->len, "rows.txt", NULL, &error);
  g_assert_null (puzzles);
  sudoku_test_assert_error_at (error, SUDOKU_FILE_ERROR, SUDOKU_FILE_ERROR_WRONG_SIZE,
                               "rows.txt", "1:84: ", "goes on past the 144 places");
}

/* Real IDs Solo makes that this program cannot represent, read as one
 * collection: each line is refused and the reader goes on to the next.
 * (X IDs are read: test-import-solo-x.c.) */
static void
test_solo_refused (void)
{
  const BadImport expected[] = {
    { "3x3k", SUDOKU_FILE_ERROR_BAD_LAYOUT, "2:4: ", "is a Killer Sudoku (the 'k')" },
    { "2x2", SUDOKU_FILE_ERROR_WRONG_SIZE, "3:1: ", "'2x2' is a 4x4 Solo puzzle" },
    { "2x3", SUDOKU_FILE_ERROR_WRONG_SIZE, "4:1: ", "'2x3' is a 6x6 Solo puzzle" },
    { "4x4", SUDOKU_FILE_ERROR_WRONG_SIZE, "5:1: ", "'4x4' is a 16x16 Solo puzzle" },
  };
  g_autofree char *data = NULL;
  g_autoptr(GInputStream) stream = NULL;
  g_autoptr(SudokuReader) reader = NULL;
  gsize n_errors = 0;
  gsize length;

  data = sudoku_test_read_data (IMPORT_DIR, "solo-refused.txt", &length);
  stream = g_memory_input_stream_new_from_data (data, length, NULL);
  reader = sudoku_reader_new (stream, "solo-refused.txt");

  for (;;)
    {
      g_autoptr(SudokuPuzzle) puzzle = NULL;
      g_autoptr(GError) error = NULL;

      puzzle = sudoku_reader_next (reader, NULL, &error);
      if (error == NULL)
        {
          g_assert_null (puzzle);
          break;
        }
      g_assert_cmpuint (n_errors, <, G_N_ELEMENTS (expected));
      g_test_message ("%s", expected[n_errors].file);
      sudoku_test_assert_error_at (error, SUDOKU_FILE_ERROR, (int) expected[n_errors].code,
                                   "solo-refused.txt", expected[n_errors].place,
                                   expected[n_errors].problem);
      n_errors++;
    }

  g_assert_cmpint (sudoku_reader_get_format (reader), ==, SUDOKU_FORMAT_SOLO_ID);
  g_assert_cmpuint (n_errors, ==, G_N_ELEMENTS (expected));
}

static char *
replace_at (const char *text,
            gsize       at,
            gsize       n_removed,
            const char *inserted)
{
  return g_strdup_printf ("%.*s%s%s", (int) at, text, inserted, text + at + n_removed);
}

/* Broken copies of a real ID, each on line 2 after an intact one. */
static void
test_solo_malformed (void)
{
  g_autoptr(GPtrArray) ids = load_solo_ids (NULL);
  const char *good = g_ptr_array_index (ids, 0);
  const char *standard = g_ptr_array_index (ids, 4);
  gsize comma = (gsize) (strchr (good, ',') - good);
  gsize length = strlen (good);
  g_autofree char *truncated = g_strndup (good, length - 5);
  g_autofree char *bad_clue = replace_at (good, 4, 1, "!");
  g_autofree char *bad_border = replace_at (good, comma + 2, 1, "7");
  g_autofree char *short_clues = replace_at (good, 3, 1, "");
  g_autofree char *long_clues = replace_at (good, 3, 0, "b");
  g_autofree char *big_clue = replace_at (good, 4, 1, "12");
  g_autofree char *zero_clue = replace_at (good, 4, 1, "0");
  g_autofree char *no_blocks = g_strndup (good, comma);
  g_autofree char *one_region = g_strdup_printf ("%.*szzzzzn", (int) comma + 1, good);
  g_autofree char *blocks_on_standard = g_strconcat (standard, ",aa", NULL);
  g_autofree char *trailing = g_strconcat (good, " and more", NULL);
  const struct
  {
    const char      *line;
    SudokuFileError  code;
    const char      *place;
    const char      *problem;
  } cases[] = {
    { truncated, SUDOKU_FILE_ERROR_WRONG_SIZE, "2:", "the block structure ends early" },
    { bad_clue, SUDOKU_FILE_ERROR_SYNTAX, "2:5: ", "unexpected character '!' in the game ID" },
    { bad_border, SUDOKU_FILE_ERROR_SYNTAX, "2:", "unexpected character '7' in the game ID" },
    { short_clues, SUDOKU_FILE_ERROR_WRONG_SIZE, "2:4: ", "the clues describe 80 cells, expected 81" },
    { long_clues, SUDOKU_FILE_ERROR_WRONG_SIZE, "2:", "the clues describe more than 81 cells" },
    { big_clue, SUDOKU_FILE_ERROR_SYNTAX, "2:5: ", "clue 12 is out of range" },
    { zero_clue, SUDOKU_FILE_ERROR_SYNTAX, "2:5: ", "unexpected character '0'" },
    { no_blocks, SUDOKU_FILE_ERROR_WRONG_SIZE, "2:", "expected ',' and the jigsaw block structure" },
    { one_region, SUDOKU_FILE_ERROR_BAD_LAYOUT, "2:", "the block structure makes 1 region, expected 9" },
    { blocks_on_standard, SUDOKU_FILE_ERROR_SYNTAX, "2:", "only a jigsaw game ID has a block structure" },
    { trailing, SUDOKU_FILE_ERROR_SYNTAX, "2:", "unexpected text after the game ID" },
    { "9j#123456789", SUDOKU_FILE_ERROR_SYNTAX, "2:3: ", "random-seed game ID" },
    { "9j", SUDOKU_FILE_ERROR_SYNTAX, "2:1: ", "expected a Solo game ID" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strdup_printf ("%s\n%s\n", good, cases[i].line);
      g_autoptr(GPtrArray) puzzles = NULL;
      g_autoptr(GError) error = NULL;
      SudokuFormat format;

      g_test_message ("%s", cases[i].line);
      puzzles = sudoku_format_parse (text, strlen (text), "ids.txt", &format, &error);
      g_assert_null (puzzles);
      g_assert_cmpint (format, ==, SUDOKU_FORMAT_SOLO_ID);
      sudoku_test_assert_error_at (error, SUDOKU_FILE_ERROR, (int) cases[i].code,
                                   "ids.txt", cases[i].place, cases[i].problem);
    }
}

/* ---- detection ---- */

/* Solo IDs and puzzle lines may share a collection; digits followed by a
 * comment are a puzzle line, not a random-seed ID. */
static void
test_detect (void)
{
  g_autoptr(GPtrArray) ids = load_solo_ids (NULL);
  g_autofree char *line = g_strdup_printf ("%s\n"
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......#x\n",
    (const char *) g_ptr_array_index (ids, 0));
  const char *puzzle_line =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......#x\n";
  const char *names[SUDOKU_FORMAT_KSUDOKU + 1];
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;
  SudokuFormat format;

  puzzles = sudoku_format_parse (line, strlen (line), "mixed.txt", &format, &error);
  g_assert_no_error (error);
  g_assert_cmpint (format, ==, SUDOKU_FORMAT_SOLO_ID);
  g_assert_cmpuint (puzzles->len, ==, 2);
  g_clear_pointer (&puzzles, g_ptr_array_unref);

  puzzles = sudoku_format_parse (puzzle_line, strlen (puzzle_line), "line.txt", &format, &error);
  g_assert_no_error (error);
  g_assert_cmpint (format, ==, SUDOKU_FORMAT_LINE);

  for (int f = SUDOKU_FORMAT_UNKNOWN; f <= SUDOKU_FORMAT_KSUDOKU; f++)
    names[f] = sudoku_format_get_name (f);
  sudoku_test_assert_names_distinct (names, G_N_ELEMENTS (names));
  g_assert_cmpstr (sudoku_format_get_name (SUDOKU_FORMAT_SOLO_ID), ==, "solo");
  g_assert_cmpstr (sudoku_format_get_name (SUDOKU_FORMAT_KSUDOKU), ==, "ksudoku");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_setenv ("LANGUAGE", "C", TRUE);

  g_test_add_func ("/io/Import/ksudoku/shapes", test_ksudoku_shapes);
  g_test_add_func ("/io/Import/ksudoku/bom-crlf", test_ksudoku_bom_crlf);
  g_test_add_func ("/io/Import/ksudoku/standard", test_ksudoku_standard);
  g_test_add_func ("/io/Import/ksudoku/refused", test_ksudoku_refused);
  g_test_add_func ("/io/Import/ksudoku/load", test_ksudoku_load);
  g_test_add_func ("/io/Import/ksudoku/malformed", test_ksudoku_malformed);
  g_test_add_func ("/io/Import/solo/collection", test_solo_collection);
  g_test_add_func ("/io/Import/solo/pasted", test_solo_pasted);
  g_test_add_func ("/io/Import/solo/parameters", test_solo_parameters);
  g_test_add_func ("/io/Import/solo/z-is-26", test_solo_rows);
  g_test_add_func ("/io/Import/solo/refused", test_solo_refused);
  g_test_add_func ("/io/Import/solo/malformed", test_solo_malformed);
  g_test_add_func ("/io/Import/detect", test_detect);

  return g_test_run ();
}
