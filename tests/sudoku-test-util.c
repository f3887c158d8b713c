/* sudoku-test-util.c: fixtures, temporary files and hand-made rule checks shared by the tests
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <errno.h>
#include <locale.h>
#include <glib/gstdio.h>
#include <string.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>

#include "sk-solver.h"
#include "sk-text.h"
#include "sudoku-test-util.h"

/* ---- files ---- */

/* The whole of the file at @path; fails the test when it cannot be read.
 * @length may be NULL. */
char *
sudoku_test_read_file (const char *path,
                       gsize      *length)
{
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path, &contents, length, &error);
  g_assert_no_error (error);
  return contents;
}

void
sudoku_test_assert_file_is (const char *path,
                            const char *expected)
{
  gsize length;
  g_autofree char *contents = sudoku_test_read_file (path, &length);

  g_assert_cmpmem (contents, length, expected, strlen (expected));
}

/* The whole of the fixture tests/data/@dir/@name. @length may be NULL. */
char *
sudoku_test_read_data (const char *dir,
                       const char *name,
                       gsize      *length)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", dir, name, NULL);

  return sudoku_test_read_file (path, length);
}

/* The same text with a byte order mark in front and "\r\n" line ends. */
char *
sudoku_test_windows_variant (const char *text,
                             gsize      *length)
{
  GString *out = g_string_new ("\xef\xbb\xbf");

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '\n')
        g_string_append_c (out, '\r');
      g_string_append_c (out, *p);
    }

  *length = out->len;
  return g_string_free (out, FALSE);
}

/* A new, empty directory in the temporary folder, named after @tmpl (which
 * ends in "XXXXXX"). The caller removes it. */
char *
sudoku_test_make_temp_dir (const char *tmpl)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp (tmpl, &error);

  g_assert_no_error (error);
  g_assert_nonnull (dir);
  return dir;
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

char *
sudoku_test_list_folder (const char *dir)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) listing = g_dir_open (dir, 0, &error);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  const char *name;

  g_assert_no_error (error);
  while ((name = g_dir_read_name (listing)) != NULL)
    g_ptr_array_add (names, (char *) name);
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

guint
sudoku_test_count_hidden (const char *dir)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) listing = g_dir_open (dir, 0, &error);
  const char *name;
  guint n = 0;

  g_assert_no_error (error);
  while ((name = g_dir_read_name (listing)) != NULL)
    n += name[0] == '.';
  return n;
}

char *
sudoku_test_child_folder (const char *variable)
{
  g_autofree char *name = g_strdelimit (g_strdup (g_test_get_path ()), "/", '-');
  char *dir = g_build_filename (g_getenv (variable), name, NULL);

  if (!g_test_subprocess ())
    g_assert_no_errno (g_mkdir (dir, 0755));
  return dir;
}

/* The limit before the first sudoku_test_limit_file_size(), for
 * sudoku_test_unlimit_file_size(). */
static struct rlimit unlimited_file_size;
static gboolean file_size_limited;

void
sudoku_test_limit_file_size (gsize bytes)
{
  struct rlimit limit;

  g_assert_no_errno (getrlimit (RLIMIT_FSIZE, &limit));
  if (!file_size_limited)
    unlimited_file_size = limit;
  file_size_limited = TRUE;
  limit.rlim_cur = bytes;
  /* The default action of SIGXFSZ kills; ignored, the write returns EFBIG. */
  signal (SIGXFSZ, SIG_IGN);
  g_assert_no_errno (setrlimit (RLIMIT_FSIZE, &limit));
}

void
sudoku_test_unlimit_file_size (void)
{
  g_assert_true (file_size_limited);
  g_assert_no_errno (setrlimit (RLIMIT_FSIZE, &unlimited_file_size));
  signal (SIGXFSZ, SIG_DFL);
  file_size_limited = FALSE;
}

/* rm -rf, without following symbolic links (there may be loops in there). */
void
sudoku_test_remove_tree (const char *path)
{
  struct stat st;

  g_assert_cmpint (g_lstat (path, &st), ==, 0);
  if (S_ISDIR (st.st_mode))
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GDir) dir = g_dir_open (path, 0, &error);
      const char *name;

      g_assert_no_error (error);
      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          sudoku_test_remove_tree (child);
        }
    }
  if (g_remove (path) != 0)
    g_error ("could not remove %s: %s", path, g_strerror (errno));
}

/* Writes @length bytes of @text (all of it when @length is -1) to @path. */
void
sudoku_test_write_file (const char *path,
                        const char *text,
                        gssize      length)
{
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, text, length, &error);
  g_assert_no_error (error);
}

/* ---- grids and layouts, by hand ---- */

/* An 81-character line, '.' or '0' for a blank, read without the engine. */
void
sudoku_test_grid_from_text (const char *text,
                            SkGrid     *grid)
{
  g_assert_nonnull (text);
  if (strlen (text) != SK_CELLS || strspn (text, ".0123456789") != SK_CELLS)
    g_error ("not an 81-cell line: “%s”", text);

  for (int cell = 0; cell < SK_CELLS; cell++)
    grid->cell[cell] = text[cell] == '.' ? 0 : (uint8_t) (text[cell] - '0');
}

/* The digits of a 9x9 matrix in reading order, 0 for blanks: anything but
 * digits and white space fails the test. */
void
sudoku_test_grid_from_matrix (const char *text,
                              SkGrid     *grid)
{
  int n = 0;

  for (const char *p = text; *p != '\0'; p++)
    {
      if (g_ascii_isspace (*p))
        continue;
      g_assert_true (g_ascii_isdigit (*p));
      g_assert_cmpint (n, <, SK_CELLS);
      grid->cell[n++] = (uint8_t) (*p - '0');
    }
  g_assert_cmpint (n, ==, SK_CELLS);
}

/* Compares two grids as 81-character lines, so that a failure shows both. */
void
sudoku_test_assert_grids_equal (const SkGrid *a,
                                const SkGrid *b)
{
  char line_a[SK_CELLS + 1];
  char line_b[SK_CELLS + 1];

  sk_text_format_line (a, line_a);
  sk_text_format_line (b, line_b);
  g_assert_cmpstr (line_a, ==, line_b);
}

/* Numbers the regions of @map by the first appearance of their symbol in
 * reading order, as the engine is documented to; returns how many there are,
 * which must be at most nine. */
int
sudoku_test_canonical_regions (const char *map,
                               int         region[SK_CELLS])
{
  char seen[SK_SIZE];
  int n = 0;

  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      int r;

      for (r = 0; r < n; r++)
        if (seen[r] == map[cell])
          break;
      if (r == n)
        {
          g_assert_cmpint (n, <, SK_SIZE);
          seen[n++] = map[cell];
        }
      region[cell] = r;
    }

  return n;
}

/* The engine's layout for the region symbols @map, which must be valid. */
void
sudoku_test_layout_from_map (const char *map,
                             SkLayout   *layout)
{
  SkLayoutProblem problem;

  g_assert_cmpint (sk_layout_init_from_symbols (layout, map, strlen (map), &problem),
                   ==, SK_LAYOUT_OK);
}

/* Whether @solution is a full grid obeying every rule of the regions in @map
 * and agreeing with the givens of @puzzle: brute force, not the engine. */
gboolean
sudoku_test_is_solution_by_hand (const SkGrid *solution,
                                 const SkGrid *puzzle,
                                 const char   *map)
{
  int region[SK_CELLS];

  sudoku_test_canonical_regions (map, region);
  for (int a = 0; a < SK_CELLS; a++)
    {
      if (solution->cell[a] < 1 || solution->cell[a] > 9)
        return FALSE;
      if (puzzle->cell[a] != 0 && puzzle->cell[a] != solution->cell[a])
        return FALSE;
      for (int b = a + 1; b < SK_CELLS; b++)
        if (solution->cell[a] == solution->cell[b] &&
            (a / 9 == b / 9 || a % 9 == b % 9 || region[a] == region[b]))
          return FALSE;
    }

  return TRUE;
}

/* How many of the 81 @values are not zero: the filled cells, the givens or
 * the conflicts of a board, say, read cell by cell. */
guint
sudoku_test_count_nonzero (const guint values[SK_CELLS])
{
  guint n = 0;

  for (guint i = 0; i < SK_CELLS; i++)
    n += values[i] != 0;
  return n;
}

/* ---- the examples and the sets ---- */

/* The solution column of tests/data/examples/README.md for the example @file. */
void
sudoku_test_readme_solution (const char *file,
                             SkGrid     *solution)
{
  g_autofree char *readme = sudoku_test_read_data ("examples", "README.md", NULL);
  g_autofree char *key = g_strdup_printf ("| `%s` |", file);
  g_auto(GStrv) lines = g_strsplit (readme, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) cells = NULL;

      if (!g_str_has_prefix (lines[i], key))
        continue;
      cells = g_strsplit (lines[i], "|", -1);
      g_assert_cmpuint (g_strv_length (cells), ==, 5);
      sudoku_test_grid_from_text (g_strstrip (cells[3]), solution);
      return;
    }

  g_error ("tests/data/examples/README.md has no solution for %s", file);
}

/* The jigsaw example, tests/data/examples/jigsaw-line.txt: "givens regions" on
 * its first line, "# solution: ..." on its second and last. @map (81 symbols
 * and a NUL) receives the region symbols as written, @layout the engine's
 * layout for them. Any of the four may be NULL. */
void
sudoku_test_jigsaw_example (SkGrid   *givens,
                            char     *map,
                            SkLayout *layout,
                            SkGrid   *solution)
{
  g_autofree char *data = sudoku_test_read_data ("examples", "jigsaw-line.txt", NULL);
  g_auto(GStrv) lines = g_strsplit (data, "\n", -1);
  g_auto(GStrv) words = NULL;
  const char *prefix = "# solution: ";
  SkGrid ignored;

  g_assert_cmpuint (g_strv_length (lines), ==, 3);
  g_assert_cmpstr (lines[2], ==, "");

  words = g_strsplit (lines[0], " ", -1);
  g_assert_cmpuint (g_strv_length (words), ==, 2);
  sudoku_test_grid_from_text (words[0], givens != NULL ? givens : &ignored);
  g_assert_cmpuint (strlen (words[1]), ==, SK_CELLS);
  if (map != NULL)
    memcpy (map, words[1], SK_CELLS + 1);
  if (layout != NULL)
    sudoku_test_layout_from_map (words[1], layout);

  g_assert_true (g_str_has_prefix (lines[1], prefix));
  sudoku_test_grid_from_text (g_strstrip (lines[1] + strlen (prefix)),
                              solution != NULL ? solution : &ignored);
}

/* The four examples, in this order: matrix-zeros.txt, hard-matrix.txt,
 * classic-line.txt and jigsaw-line.txt, each with its documented solution,
 * which is checked by hand against the givens and regions first. */
GArray *
sudoku_test_load_examples (void)
{
  static const char *const matrices[] = { "matrix-zeros.txt", "hard-matrix.txt" };
  GArray *examples = g_array_new (FALSE, TRUE, sizeof (SudokuTestPuzzle));

  for (guint i = 0; i < G_N_ELEMENTS (matrices); i++)
    {
      g_autofree char *contents = sudoku_test_read_data ("examples", matrices[i], NULL);
      SudokuTestPuzzle p = { { 0 } };

      g_strlcpy (p.name, matrices[i], sizeof p.name);
      g_strlcpy (p.map, SUDOKU_TEST_STANDARD_MAP, sizeof p.map);
      sudoku_test_grid_from_matrix (contents, &p.givens);
      sudoku_test_readme_solution (matrices[i], &p.solution);
      g_array_append_val (examples, p);
    }

  {
    g_autofree char *contents = sudoku_test_read_data ("examples", "classic-line.txt", NULL);
    SudokuTestPuzzle p = { { 0 } };

    g_strlcpy (p.name, "classic-line.txt", sizeof p.name);
    g_strlcpy (p.map, SUDOKU_TEST_STANDARD_MAP, sizeof p.map);
    sudoku_test_grid_from_text (g_strstrip (contents), &p.givens);
    sudoku_test_readme_solution ("classic-line.txt", &p.solution);
    g_array_append_val (examples, p);
  }

  {
    SudokuTestPuzzle p = { { 0 } };

    g_strlcpy (p.name, "jigsaw-line.txt", sizeof p.name);
    sudoku_test_jigsaw_example (&p.givens, p.map, NULL, &p.solution);
    p.has_map = TRUE;
    g_array_append_val (examples, p);
  }

  g_assert_cmpuint (examples->len, ==, 4);
  for (guint i = 0; i < examples->len; i++)
    {
      const SudokuTestPuzzle *p = &g_array_index (examples, SudokuTestPuzzle, i);

      g_assert_true (sudoku_test_is_solution_by_hand (&p->solution, &p->givens, p->map));
    }

  return examples;
}

/* The puzzles of tests/data/@dir/@name, one a line: 81 givens, optionally
 * white space and 81 region symbols. Blank lines and '#' comments are skipped. */
GArray *
sudoku_test_load_set (const char *dir,
                      const char *name)
{
  g_autofree char *contents = sudoku_test_read_data (dir, name, NULL);
  g_auto(GStrv) lines = g_strsplit (contents, "\n", -1);
  GArray *set = g_array_new (FALSE, TRUE, sizeof (SudokuTestPuzzle));

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = NULL;
      const char *found[2] = { NULL, SUDOKU_TEST_STANDARD_MAP };
      int n = 0;
      SudokuTestPuzzle p = { { 0 } };

      if (lines[i][0] == '\0' || lines[i][0] == '#')
        continue;

      fields = g_strsplit_set (lines[i], " \t\r", -1);
      for (guint j = 0; fields[j] != NULL; j++)
        /* A rated set's last field is Sudoku Explainer's rating ("7.2"). */
        if (fields[j][0] != '\0' && (n == 0 || strlen (fields[j]) == SK_CELLS))
          {
            g_assert_cmpint (n, <, 2);
            found[n++] = fields[j];
          }
      g_assert_cmpint (n, >=, 1);

      sudoku_test_grid_from_text (found[0], &p.givens);
      g_assert_cmpuint (strlen (found[1]), ==, SK_CELLS);
      g_strlcpy (p.map, found[1], sizeof p.map);
      p.has_map = n == 2;
      g_snprintf (p.name, sizeof p.name, "%s:%u", name, i + 1);
      g_array_append_val (set, p);
    }

  return set;
}

static bool
look_for_step (const SkStep          *step,
               const SkCandidateGrid *before,
               void                  *user_data)
{
  SudokuTestPosition *position = user_data;

  if (step->technique != position->technique)
    return !position->first_only;
  position->before = *before;
  position->step = *step;
  position->found = TRUE;
  return false;
}

gboolean
sudoku_test_find_position (const char         *set_name,
                           SkTechnique         technique,
                           gboolean            first_only,
                           SudokuTestPosition *position)
{
  g_autoptr(GArray) set = sudoku_test_load_set ("sets", set_name);

  memset (position, 0, sizeof *position);
  position->technique = technique;
  position->first_only = first_only;
  for (guint i = 0; i < set->len && !position->found; i++)
    {
      const SudokuTestPuzzle *p = &g_array_index (set, SudokuTestPuzzle, i);
      SkRating rating;

      sudoku_test_layout_from_map (p->map, &position->layout);
      position->givens = p->givens;
      g_strlcpy (position->name, p->name, sizeof position->name);
      sk_logic_rate (&p->givens, &position->layout, NULL, look_for_step, position, &rating);
    }
  return position->found;
}

/* ---- messages ---- */

/* @error is @domain/@code, its message starts with "@file:@place" and
 * holds @problem somewhere after. */
void
sudoku_test_assert_error_at (const GError *error,
                             GQuark        domain,
                             int           code,
                             const char   *file,
                             const char   *place,
                             const char   *problem)
{
  g_autofree char *prefix = g_strconcat (file, ":", place, NULL);

  g_assert_error (error, domain, code);
  if (!g_str_has_prefix (error->message, prefix) || strstr (error->message, problem) == NULL)
    g_error ("%s: got \"%s\", expected \"%s...%s...\"", file, error->message, prefix, problem);
}

/* Each of the @n names is set, not empty, and unlike every other. */
void
sudoku_test_assert_names_distinct (const char * const *names,
                                   gsize               n)
{
  for (gsize i = 0; i < n; i++)
    {
      g_assert_nonnull (names[i]);
      g_assert_cmpstr (names[i], !=, "");
      for (gsize j = 0; j < i; j++)
        g_assert_cmpstr (names[j], !=, names[i]);
    }
}

/* ---- locales ---- */

static char *numeric_locale_dir;

void
sudoku_test_use_numeric_locale (const char *name)
{
  g_autofree char *input = g_strndup (name, strcspn (name, "."));
  g_autofree char *path = NULL;
  g_autofree char *errors = NULL;
  int status = 0;
  g_autoptr(GError) error = NULL;

  if (numeric_locale_dir == NULL)
    {
      numeric_locale_dir = sudoku_test_make_temp_dir ("sudoku-locales-XXXXXX");
      g_setenv ("LOCPATH", numeric_locale_dir, TRUE);
    }
  path = g_build_filename (numeric_locale_dir, name, NULL);
  if (!g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      const char *argv[] = { "localedef", "-i", input, "-f", "UTF-8", path, NULL };

      g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL,
                    NULL, NULL, NULL, &errors, &status, &error);
      g_assert_no_error (error);
      if (!g_spawn_check_wait_status (status, NULL))
        g_error ("localedef could not compile %s (is Debian's \"locales\" package installed?): %s",
                 name, errors);
    }
  g_assert_nonnull (setlocale (LC_NUMERIC, name));
}

void
sudoku_test_forget_numeric_locales (void)
{
  if (numeric_locale_dir == NULL)
    return;
  sudoku_test_remove_tree (numeric_locale_dir);
  g_clear_pointer (&numeric_locale_dir, g_free);
}

gboolean
sudoku_test_solve_unique_on (const SkGrid   *givens,
                             const SkLayout *layout,
                             SkGrid         *solution)
{
  SkSolveOptions options;
  SkSolveResult result;

  sk_solve_options_init (&options);
  options.limit = 2;
  sk_solve (givens, layout, &options, &result);
  *solution = result.solution;
  return result.status == SK_SOLVE_SOLVED && result.n_solutions == 1;
}

gboolean
sudoku_test_solve_unique (const SkGrid *givens,
                          SkGrid       *solution)
{
  SkLayout layout;

  sk_layout_init_standard (&layout);
  return sudoku_test_solve_unique_on (givens, &layout, solution);
}
