/* test-layout-data.c: the bundled layouts of data/layouts and their example puzzles
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each layout file is read twice: by the reader under test, and by hand from
 * its Regions key, and the two must agree. The shapes (which region lies
 * against which, what is a path, what is symmetric) and the rules a grid must
 * obey are then worked out from the hand-read symbols; the engine only solves.
 */

#include <gio/gio.h>
#include <string.h>

#include "sk-grid.h"
#include "sk-layout.h"
#include "sk-solver.h"
#include "sudoku-format.h"
#include "sudoku-layout-file.h"
#include "sudoku-puzzle.h"
#include "sudoku-test-util.h"

/* The set promised by the design; fewer means files went missing. */
#define MIN_LAYOUTS 12

/* The examples are for people: neither nearly empty nor nearly full. */
#define MIN_GIVENS 20
#define MAX_GIVENS 32
/* Extra houses carry part of the load: a Sudoku-X needs fewer givens. */
#define MIN_VARIANT_GIVENS 16

/* The variants promised by issue 23: layouts with extra houses. */
#define MIN_VARIANT_LAYOUTS 7

typedef struct
{
  char     *id;                 /* the file's base name, without ".layout" */
  char     *name;               /* Name= as the reader returns it */
  char      map[SK_CELLS + 1];  /* Regions= read by hand, without the ';' */
  char     *extra;              /* Extra= read by hand, NULL without it */
  SkLayout  layout;             /* what the reader made of the file */
} DataLayout;

static void
data_layout_free (DataLayout *layout)
{
  g_free (layout->id);
  g_free (layout->name);
  g_free (layout->extra);
  g_free (layout);
}

static const char *
layouts_dir (void)
{
  return g_test_get_filename (G_TEST_DIST, "..", "data", "layouts", NULL);
}

static const char *
puzzles_dir (void)
{
  return g_test_get_filename (G_TEST_DIST, "..", "data", "puzzles", NULL);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* The names of the files in @dir that end in @suffix, sorted, so that failures
 * come in the same order on every machine. */
static GPtrArray *
list_files (const char *dir,
            const char *suffix)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) handle = g_dir_open (dir, 0, &error);
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  const char *entry;

  g_assert_no_error (error);
  while ((entry = g_dir_read_name (handle)) != NULL)
    if (g_str_has_suffix (entry, suffix))
      g_ptr_array_add (names, g_strdup (entry));

  g_ptr_array_sort (names, compare_names);
  return names;
}

/* Ids name layouts in other files and on the command line: lowercase words of
 * letters and digits joined by single hyphens. */
static gboolean
is_valid_id (const char *id)
{
  if (!g_ascii_islower (id[0]))
    return FALSE;

  for (const char *p = id; *p != '\0'; p++)
    {
      if (*p == '-')
        {
          if (p[1] == '-' || p[1] == '\0')
            return FALSE;
        }
      else if (!g_ascii_islower (*p) && !g_ascii_isdigit (*p))
        return FALSE;
    }

  return TRUE;
}

/* The Regions key of the layout file at @path: nine rows of nine symbols
 * separated by ';', as data/layouts files are written. */
static void
read_map_by_hand (const char  *path,
                  char         map[SK_CELLS + 1],
                  char       **extra)
{
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *regions = NULL;
  g_auto(GStrv) rows = NULL;

  g_key_file_load_from_file (key_file, path, G_KEY_FILE_NONE, &error);
  g_assert_no_error (error);
  regions = g_key_file_get_string (key_file, "Layout", "Regions", &error);
  g_assert_no_error (error);
  *extra = g_key_file_get_string (key_file, "Layout", "Extra", NULL);

  rows = g_strsplit (regions, ";", -1);
  g_assert_cmpuint (g_strv_length (rows), ==, SK_SIZE);
  map[0] = '\0';
  for (guint i = 0; i < SK_SIZE; i++)
    {
      g_assert_cmpuint (strlen (rows[i]), ==, SK_SIZE);
      g_strlcat (map, rows[i], SK_CELLS + 1);
    }
}

/* Every file of data/layouts, loaded by the reader and read by hand. */
static GPtrArray *
load_layouts (void)
{
  g_autoptr(GPtrArray) files = list_files (layouts_dir (), ".layout");
  GPtrArray *layouts = g_ptr_array_new_with_free_func ((GDestroyNotify) data_layout_free);

  for (guint i = 0; i < files->len; i++)
    {
      const char *file_name = g_ptr_array_index (files, i);
      g_autofree char *path = g_build_filename (layouts_dir (), file_name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;
      DataLayout *layout = g_new0 (DataLayout, 1);
      gboolean loaded;

      layout->id = g_strndup (file_name, strlen (file_name) - strlen (".layout"));
      loaded = sudoku_layout_file_load (file, NULL, &layout->layout, &layout->name, &error);
      g_assert_no_error (error);
      g_assert_true (loaded);
      read_map_by_hand (path, layout->map, &layout->extra);
      g_ptr_array_add (layouts, layout);
    }

  return layouts;
}

static const DataLayout *
find_layout (GPtrArray  *layouts,
             const char *id)
{
  for (guint i = 0; i < layouts->len; i++)
    {
      const DataLayout *layout = g_ptr_array_index (layouts, i);

      if (strcmp (layout->id, id) == 0)
        return layout;
    }

  return NULL;
}

/* ---- shapes, from the region numbers of sudoku_test_canonical_regions () ---- */

/* Region @a lies against region @b on all four sides when some cell of @b has
 * a cell of @a directly above it, some cell of @b (the same or another) has
 * one directly below, some one on its left and some one on its right. A ring
 * around a centre region does, and so does a hook around the end of another
 * region; two regions merely side by side meet on one or two sides. */
static gboolean
lies_on_four_sides (const int region[SK_CELLS],
                    int       a,
                    int       b)
{
  gboolean above = FALSE;
  gboolean below = FALSE;
  gboolean left = FALSE;
  gboolean right = FALSE;

  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      int row = cell / SK_SIZE;
      int column = cell % SK_SIZE;

      if (region[cell] != b)
        continue;
      above = above || (row > 0 && region[cell - SK_SIZE] == a);
      below = below || (row < SK_SIZE - 1 && region[cell + SK_SIZE] == a);
      left = left || (column > 0 && region[cell - 1] == a);
      right = right || (column < SK_SIZE - 1 && region[cell + 1] == a);
    }

  return above && below && left && right;
}

static gboolean
has_region_on_four_sides (const int region[SK_CELLS])
{
  for (int a = 0; a < SK_SIZE; a++)
    for (int b = 0; b < SK_SIZE; b++)
      if (a != b && lies_on_four_sides (region, a, b))
        return TRUE;

  return FALSE;
}

/* How many of the cells orthogonally next to @cell are in region @r. */
static int
neighbours_in_region (const int region[SK_CELLS],
                      int       cell,
                      int       r)
{
  int row = cell / SK_SIZE;
  int column = cell % SK_SIZE;

  return (row > 0 && region[cell - SK_SIZE] == r) +
         (row < SK_SIZE - 1 && region[cell + SK_SIZE] == r) +
         (column > 0 && region[cell - 1] == r) +
         (column < SK_SIZE - 1 && region[cell + 1] == r);
}

/* Whether the cells of region @r are orthogonally connected: a flood fill. */
static gboolean
region_is_connected (const int region[SK_CELLS],
                     int       r)
{
  gboolean seen[SK_CELLS] = { FALSE };
  int stack[SK_CELLS];
  int n_stack = 0;
  int reached = 0;

  for (int cell = 0; cell < SK_CELLS && n_stack == 0; cell++)
    if (region[cell] == r)
      {
        stack[n_stack++] = cell;
        seen[cell] = TRUE;
      }

  while (n_stack > 0)
    {
      int cell = stack[--n_stack];
      int next[4] = { cell - SK_SIZE, cell + SK_SIZE, -1, -1 };

      if (cell % SK_SIZE > 0)
        next[2] = cell - 1;
      if (cell % SK_SIZE < SK_SIZE - 1)
        next[3] = cell + 1;

      reached++;
      for (int i = 0; i < 4; i++)
        if (next[i] >= 0 && next[i] < SK_CELLS && region[next[i]] == r && !seen[next[i]])
          {
            seen[next[i]] = TRUE;
            stack[n_stack++] = next[i];
          }
    }

  return reached == SK_SIZE;
}

/* Region @r is a snake when it is a path one cell wide, long and bent:
 * connected, with no cell having more than two neighbours in the region
 * (nine such cells can only form a path, a loop on the grid having an even
 * number of cells), spanning at least five rows or five columns, and taking
 * at least two of each, so that a plain row or column does not count. */
static gboolean
is_snake (const int region[SK_CELLS],
          int       r)
{
  int min_row = SK_SIZE, max_row = -1;
  int min_column = SK_SIZE, max_column = -1;

  if (!region_is_connected (region, r))
    return FALSE;

  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      if (region[cell] != r)
        continue;
      if (neighbours_in_region (region, cell, r) > 2)
        return FALSE;
      min_row = MIN (min_row, cell / SK_SIZE);
      max_row = MAX (max_row, cell / SK_SIZE);
      min_column = MIN (min_column, cell % SK_SIZE);
      max_column = MAX (max_column, cell % SK_SIZE);
    }

  if (min_row == max_row || min_column == max_column)
    return FALSE;
  return max_row - min_row + 1 >= 5 || max_column - min_column + 1 >= 5;
}

static gboolean
has_snake (const int region[SK_CELLS])
{
  for (int r = 0; r < SK_SIZE; r++)
    if (is_snake (region, r))
      return TRUE;

  return FALSE;
}

static int
turn_half (int cell)
{
  return SK_CELLS - 1 - cell;
}

static int
mirror_left_right (int cell)
{
  return cell / SK_SIZE * SK_SIZE + (SK_SIZE - 1 - cell % SK_SIZE);
}

static int
mirror_top_bottom (int cell)
{
  return (SK_SIZE - 1 - cell / SK_SIZE) * SK_SIZE + cell % SK_SIZE;
}

/* Whether @move maps every region onto a region: two cells share a region
 * exactly when the cells they are moved to do. */
static gboolean
is_symmetric_under (const int   region[SK_CELLS],
                    int       (*move) (int cell))
{
  for (int a = 0; a < SK_CELLS; a++)
    for (int b = a + 1; b < SK_CELLS; b++)
      if ((region[a] == region[b]) != (region[move (a)] == region[move (b)]))
        return FALSE;

  return TRUE;
}

static gboolean
is_symmetric (const int region[SK_CELLS])
{
  return is_symmetric_under (region, turn_half) ||
         is_symmetric_under (region, mirror_left_right) ||
         is_symmetric_under (region, mirror_top_bottom);
}

/* ---- tests ---- */

static void
test_layouts_valid (void)
{
  g_autoptr(GPtrArray) layouts = load_layouts ();
  g_autofree const char **ids = g_new0 (const char *, layouts->len + 1);
  g_autofree const char **names = g_new0 (const char *, layouts->len + 1);
  const DataLayout *standard_file;
  SkLayout standard;

  g_assert_cmpuint (layouts->len, >=, MIN_LAYOUTS);
  sk_layout_init_standard (&standard);

  for (guint i = 0; i < layouts->len; i++)
    {
      const DataLayout *layout = g_ptr_array_index (layouts, i);
      SkLayout by_hand;

      g_test_message ("%s.layout: %s", layout->id, layout->name);
      g_assert_true (is_valid_id (layout->id));
      g_assert_nonnull (layout->name);
      g_assert_cmpstr (layout->name, !=, "");
      g_assert_cmpint (sk_layout_find_disconnected (&layout->layout), ==, -1);

      sudoku_test_layout_from_map (layout->map, &by_hand);
      /* The shipped variants name their sets of extra houses. */
      if (layout->extra != NULL)
        {
          g_auto (GStrv) sets = g_strsplit (layout->extra, ";", -1);

          for (int s = 0; sets[s] != NULL; s++)
            {
              SkExtraSet set;

              g_assert_true (sk_extra_set_from_string (sets[s], &set));
              g_assert_cmpint (sk_layout_add_extra_set (&by_hand, set, NULL), ==, SK_LAYOUT_OK);
            }
          g_assert_cmpint (layout->layout.n_extra, >, 0);
        }
      g_assert_true (sk_layout_equal (&layout->layout, &by_hand));

      /* One file per partition: a second name for the same regions, or the
       * standard boxes under another id, would only confuse the list. */
      g_assert_cmpint (sk_layout_equal (&layout->layout, &standard), ==,
                       strcmp (layout->id, "standard") == 0);
      for (guint j = 0; j < i; j++)
        {
          const DataLayout *other = g_ptr_array_index (layouts, j);

          if (sk_layout_equal (&layout->layout, &other->layout))
            g_error ("%s.layout and %s.layout hold the same regions", other->id, layout->id);
        }

      ids[i] = layout->id;
      names[i] = layout->name;
    }

  sudoku_test_assert_names_distinct (ids, layouts->len);
  sudoku_test_assert_names_distinct (names, layouts->len);

  standard_file = find_layout (layouts, "standard");
  g_assert_nonnull (standard_file);
  g_assert_cmpstr (standard_file->name, ==, "Standard");
  g_assert_true (sk_layout_equal (&standard_file->layout, &standard));
}

/* The set must show what jigsaw layouts can be: a region that wraps around
 * another, long thin snakes, and a symmetric design beside the boxes. */
static void
test_layouts_shapes (void)
{
  g_autoptr(GPtrArray) layouts = load_layouts ();
  const char *wrapping = NULL;
  const char *snaky = NULL;
  const char *symmetric = NULL;
  char example_map[SK_CELLS + 1];
  int region[SK_CELLS];

  /* First the measures themselves, where the answer is known, so that each is
   * seen to say no as well as yes. In the jigsaw example the region of symbol
   * 2 reaches around the top of the region of symbol 4: it lies beside r2c6-7
   * on the left and right, above them, and below r2c7. */
  sudoku_test_canonical_regions (SUDOKU_TEST_STANDARD_MAP, region);
  g_assert_false (has_region_on_four_sides (region));
  g_assert_false (has_snake (region));
  g_assert_true (is_symmetric (region));
  sudoku_test_canonical_regions (SUDOKU_TEST_ROWS_MAP, region);
  g_assert_false (has_snake (region));
  sudoku_test_jigsaw_example (NULL, example_map, NULL, NULL);
  sudoku_test_canonical_regions (example_map, region);
  g_assert_true (has_region_on_four_sides (region));
  g_assert_false (is_symmetric (region));

  for (guint i = 0; i < layouts->len; i++)
    {
      const DataLayout *layout = g_ptr_array_index (layouts, i);

      g_assert_cmpint (sudoku_test_canonical_regions (layout->map, region), ==, SK_SIZE);
      if (has_region_on_four_sides (region))
        {
          g_test_message ("%s: a region lies against another on all four sides", layout->id);
          wrapping = wrapping != NULL ? wrapping : layout->id;
        }
      if (has_snake (region))
        {
          g_test_message ("%s: has a snake", layout->id);
          snaky = snaky != NULL ? snaky : layout->id;
        }
      if (is_symmetric (region) && strcmp (layout->id, "standard") != 0)
        {
          g_test_message ("%s: symmetric", layout->id);
          symmetric = symmetric != NULL ? symmetric : layout->id;
        }
    }

  g_assert_nonnull (wrapping);
  g_assert_nonnull (snaky);
  g_assert_nonnull (symmetric);
}

/* A partition into nine regions of nine need not allow any full grid at all;
 * every bundled one must. */
static void
test_layouts_full_grid (void)
{
  g_autoptr(GPtrArray) layouts = load_layouts ();

  for (guint i = 0; i < layouts->len; i++)
    {
      const DataLayout *layout = g_ptr_array_index (layouts, i);
      SkSolveOptions options;
      SkSolveResult result;
      SkGrid empty;

      sk_grid_clear (&empty);
      sk_solve_options_init (&options);
      sk_solve (&empty, &layout->layout, &options, &result);

      g_test_message ("%s: %s", layout->id, sk_solve_status_to_string (result.status));
      g_assert_cmpint (result.status, ==, SK_SOLVE_SOLVED);
      g_assert_cmpint (result.n_solutions, ==, 1);
      g_assert_true (sudoku_test_is_solution_by_hand (&result.solution, &empty, layout->map));
    }
}

static int
count_givens (const SkGrid *grid)
{
  int n = 0;

  for (int cell = 0; cell < SK_CELLS; cell++)
    n += grid->cell[cell] != 0;
  return n;
}

static void
check_puzzle_file (const char       *file_name,
                   const DataLayout *layout)
{
  g_autofree char *path = g_build_filename (puzzles_dir (), file_name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) puzzles = NULL;
  SudokuFormat format = SUDOKU_FORMAT_UNKNOWN;

  puzzles = sudoku_format_load (file, NULL, &format, &error);
  g_assert_no_error (error);
  g_assert_nonnull (puzzles);
  g_assert_cmpuint (puzzles->len, >=, 1);
  if (layout->layout.n_extra > 0)
    /* Only the .sudoku file can say which extra houses a puzzle has. */
    g_assert_cmpint (format, ==, SUDOKU_FORMAT_NATIVE);
  else if (format != SUDOKU_FORMAT_JIGSAW_LINE)
    {
      /* Only the standard boxes go without region symbols. */
      g_assert_cmpint (format, ==, SUDOKU_FORMAT_LINE);
      g_assert_cmpstr (layout->id, ==, "standard");
    }

  for (guint i = 0; i < puzzles->len; i++)
    {
      const SudokuPuzzle *puzzle = g_ptr_array_index (puzzles, i);
      SkSolveOptions options;
      SkSolveResult result;
      int givens = count_givens (&puzzle->givens);

      g_test_message ("%s:%u: %d givens", file_name, puzzle->line, givens);
      g_assert_true (sk_layout_equal (&puzzle->layout, &layout->layout));
      g_assert_cmpint (givens, >=, layout->layout.n_extra > 0 ? MIN_VARIANT_GIVENS : MIN_GIVENS);
      g_assert_cmpint (givens, <=, MAX_GIVENS);

      sk_solve_options_init (&options);
      options.limit = 2;
      sk_solve (&puzzle->givens, &puzzle->layout, &options, &result);
      g_assert_cmpint (result.status, ==, SK_SOLVE_SOLVED);
      g_assert_cmpint (result.n_solutions, ==, 1);
      g_assert_true (sudoku_test_is_solution_by_hand (&result.solution, &puzzle->givens,
                                                      layout->map));
      g_assert_true (sk_grid_is_solution_of (&result.solution, &puzzle->givens, &layout->layout));
    }
}

/* data/puzzles/<id>.txt for every layout id, and no puzzle file without its
 * layout; each puzzle on its layout with one solution only. */
static void
test_puzzles (void)
{
  g_autoptr(GPtrArray) layouts = load_layouts ();
  g_autoptr(GPtrArray) files = list_files (puzzles_dir (), ".txt");
  g_autoptr(GPtrArray) native = list_files (puzzles_dir (), ".sudoku");
  guint n_variants = 0;

  g_ptr_array_extend_and_steal (files, g_steal_pointer (&native));
  for (guint i = 0; i < layouts->len; i++)
    {
      const DataLayout *layout = g_ptr_array_index (layouts, i);
      g_autofree char *file_name = g_strconcat (layout->id,
                                                layout->layout.n_extra > 0 ? ".sudoku" : ".txt",
                                                NULL);

      n_variants += layout->layout.n_extra > 0;

      if (!g_ptr_array_find_with_equal_func (files, file_name, g_str_equal, NULL))
        g_error ("%s.layout has no example in data/puzzles/%s", layout->id, file_name);
    }

  for (guint i = 0; i < files->len; i++)
    {
      const char *file_name = g_ptr_array_index (files, i);
      g_autofree char *id = g_strndup (file_name, strrchr (file_name, '.') - file_name);
      const DataLayout *layout = find_layout (layouts, id);

      if (layout == NULL)
        g_error ("data/puzzles/%s has no layout %s.layout", file_name, id);
      check_puzzle_file (file_name, layout);
    }
  g_assert_cmpuint (n_variants, >=, MIN_VARIANT_LAYOUTS);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  /* The names are compared as written, whatever language the tests run in. */
  g_setenv ("LANGUAGE", "C", TRUE);

  g_test_add_func ("/data/Layouts/valid", test_layouts_valid);
  g_test_add_func ("/data/Layouts/shapes", test_layouts_shapes);
  g_test_add_func ("/data/Layouts/full-grid", test_layouts_full_grid);
  g_test_add_func ("/data/Puzzles/unique", test_puzzles);

  return g_test_run ();
}
