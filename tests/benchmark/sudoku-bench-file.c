/* sudoku-bench-file.c: reads the benchmark's puzzle files, one puzzle a line
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A line is 81 givens ('.' or '0' blank), optionally followed by whitespace
 * and 81 region symbols (jigsaw), and optionally then by whitespace and the
 * named sets of extra houses the puzzle adds, joined by commas (for example
 * "diagonals" for Sudoku-X; the names of sk_extra_set_from_string). A
 * number at the end of a line (a rating) is ignored. Blank lines and '#'
 * comments are skipped.
 */

#include <string.h>

#include "sk-layout.h"
#include "sk-text.h"
#include "sudoku-bench.h"

BenchFile *
bench_file_new (const char *path)
{
  BenchFile *file = g_new0 (BenchFile, 1);

  file->path = g_strdup (path);
  file->name = g_path_get_basename (path);
  file->puzzles = g_array_new (FALSE, FALSE, sizeof (BenchPuzzle));
  file->layouts = g_array_new (FALSE, FALSE, sizeof (SkLayout));
  file->standard = TRUE;
  file->first.limit = 1;
  file->uniqueness.limit = 2;
  return file;
}

void
bench_file_free (BenchFile *file)
{
  g_free (file->path);
  g_free (file->name);
  g_array_unref (file->puzzles);
  g_array_unref (file->layouts);
  g_free (file->first.results);
  g_free (file->uniqueness.results);
  g_free (file->wrong);
  g_clear_pointer (&file->boxes_as_regions, bench_file_free);
  g_free (file);
}

/* The standard boxes with region r numbered (r + shift) % 9: the same
 * rules, but not the boxes' numbering, so the solver takes its jigsaw
 * search (sk_bands_for_layout answers only for the boxes as numbered). */
static void
bench_layout_boxes_shifted (SkLayout *layout,
                            int       shift)
{
  sk_layout_init_standard (layout);
  for (int cell = 0; cell < SK_CELLS; cell++)
    layout->region[cell] = (uint8_t) ((layout->region[cell] + shift) % SK_SIZE);
  sk_layout_build_tables (layout);
}

/* @standard's puzzles on its boxes numbered as jigsaw regions, to time the
 * jigsaw search on the very puzzles of a jigsaw file's twin: what is left of
 * the twin ratio is then the puzzles, not the search. Two numberings take
 * turns, so that the search builds its layout tables for every puzzle, as it
 * does on a jigsaw file whose puzzles each have their own layout. */
BenchFile *
bench_file_boxes_as_regions (const BenchFile *standard)
{
  g_autofree char *path = g_strconcat (standard->path, " (boxes as regions)", NULL);
  BenchFile *file = bench_file_new (path);
  SkLayout layout;

  file->standard = FALSE;
  for (int shift = 1; shift <= 2; shift++)
    {
      bench_layout_boxes_shifted (&layout, shift);
      g_array_append_val (file->layouts, layout);
    }
  for (guint i = 0; i < standard->puzzles->len; i++)
    {
      BenchPuzzle puzzle = g_array_index (standard->puzzles, BenchPuzzle, i);

      puzzle.layout = i % 2;
      g_array_append_val (file->puzzles, puzzle);
    }
  file->wrong = g_new0 (gboolean, file->puzzles->len);
  return file;
}

/* Standard lines all share entry 0, and a run of jigsaw lines on one layout
 * shares one copy, so that a 48,000-line file does not hold 48,000 layouts. */
static guint
bench_file_intern_layout (BenchFile      *file,
                          const SkLayout *layout)
{
  guint last = file->layouts->len - 1;

  if (sk_layout_is_standard (layout))
    return 0;
  file->standard = FALSE;
  if (last > 0 && sk_layout_equal (&g_array_index (file->layouts, SkLayout, last), layout))
    return last;
  g_array_append_val (file->layouts, *layout);
  return file->layouts->len - 1;
}

static void
bench_file_bad_line (BenchFile  *file,
                     guint       line_number,
                     const char *what)
{
  if (file->bad_lines++ < BENCH_MAX_REPORTS)
    g_print ("%s:%u: %s; line skipped\n", file->path, line_number, what);
}

/* Adds the extra houses named in @names ("diagonals", "windows,centre-dot"). */
static gboolean
bench_layout_add_extras (SkLayout   *layout,
                         const char *names)
{
  g_auto(GStrv) words = g_strsplit (names, ",", -1);

  for (guint i = 0; words[i] != NULL; i++)
    {
      SkExtraSet set;
      SkLayoutProblem problem;

      if (!sk_extra_set_from_string (words[i], &set)
          || sk_layout_add_extra_set (layout, set, &problem) != SK_LAYOUT_OK)
        return FALSE;
    }
  return TRUE;
}

/* A short number: 81 region symbols can be all digits too. */
static gboolean
bench_is_rating (const char *field)
{
  char *end = NULL;

  g_ascii_strtod (field, &end);
  return strlen (field) < SK_CELLS && end != field && *end == '\0';
}

/* A line is 81 givens, optionally followed by whitespace and 81 region
 * symbols, optionally followed by whitespace and the extra houses' names. */
static void
bench_file_add_line (BenchFile *file,
                     char      *line,
                     guint      line_number)
{
  BenchPuzzle puzzle = { 0 };
  char *comment;
  g_auto(GStrv) fields = NULL;
  guint n_fields;

  comment = strchr (line, '#');
  if (comment != NULL)
    *comment = '\0';
  g_strstrip (line);
  if (line[0] == '\0')
    return;

  fields = g_strsplit_set (line, " \t", -1);
  n_fields = 0;
  for (guint i = 0; fields[i] != NULL; i++)
    if (fields[i][0] != '\0')
      fields[n_fields++] = fields[i];
    else
      g_free (fields[i]);
  fields[n_fields] = NULL;
  /* A rating after the puzzle (rated-se-100.txt) is not the solver's business. */
  if (n_fields > 1 && bench_is_rating (fields[n_fields - 1]))
    g_free (g_steal_pointer (&fields[--n_fields]));

  puzzle.line = line_number;
  if (!sk_text_parse_line (fields[0], strlen (fields[0]), &puzzle.grid))
    {
      bench_file_bad_line (file, line_number, "not 81 givens (1-9, '.' or '0')");
      return;
    }
  if (n_fields > 3)
    {
      bench_file_bad_line (file, line_number, "more than givens, regions and extra houses");
      return;
    }

  if (n_fields > 1)
    {
      SkLayout layout;
      SkLayoutProblem problem;
      SkLayoutStatus status;

      status = sk_layout_init_from_symbols (&layout, fields[1], strlen (fields[1]), &problem);
      if (status != SK_LAYOUT_OK)
        {
          bench_file_bad_line (file, line_number, sk_layout_status_to_string (status));
          return;
        }
      if (n_fields > 2 && !bench_layout_add_extras (&layout, fields[2]))
        {
          bench_file_bad_line (file, line_number, "unknown extra houses");
          return;
        }
      file->extra |= layout.n_extra > 0;
      puzzle.layout = bench_file_intern_layout (file, &layout);
    }

  g_array_append_val (file->puzzles, puzzle);
}

static gboolean
bench_file_load (BenchFile  *file,
                 guint       max_puzzles,
                 GError    **error)
{
  g_autofree char *contents = NULL;
  SkLayout standard;
  char *line;
  char *next;
  guint line_number = 0;

  if (!g_file_get_contents (file->path, &contents, NULL, error))
    return FALSE;

  sk_layout_init_standard (&standard);
  g_array_append_val (file->layouts, standard);

  line = contents;
  if (g_str_has_prefix (line, "\xef\xbb\xbf"))
    line += 3;
  for (; line != NULL; line = next)
    {
      if (max_puzzles > 0 && file->puzzles->len >= max_puzzles)
        break;
      next = strchr (line, '\n');
      if (next != NULL)
        *next++ = '\0';
      line_number++;
      bench_file_add_line (file, line, line_number);
    }

  if (file->bad_lines > BENCH_MAX_REPORTS)
    g_print ("%s: %u bad lines in all\n", file->path, file->bad_lines);
  if (file->puzzles->len == 0)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                   "%s: no puzzles", file->path);
      return FALSE;
    }

  file->wrong = g_new0 (gboolean, file->puzzles->len);
  return TRUE;
}


static int
bench_compare_path (gconstpointer a,
                    gconstpointer b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

GPtrArray *
bench_default_paths (GError **error)
{
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GDir) dir = NULL;
  const char *sets_dir = g_getenv ("SUDOKU_BENCH_SETS_DIR");
  const char *name;

  if (sets_dir == NULL)
    sets_dir = SUDOKU_BENCH_SETS_DIR;
  dir = g_dir_open (sets_dir, 0, error);
  if (dir == NULL)
    return NULL;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      if (g_str_has_suffix (name, ".txt"))
        g_ptr_array_add (paths, g_build_filename (sets_dir, name, NULL));
    }
  g_ptr_array_sort (paths, bench_compare_path);
  return g_steal_pointer (&paths);
}

/* Reads every file of @paths into @files, widening @name_width to their
 * names; false when some file, or some line, could not be read. */
gboolean
bench_load_files (GPtrArray *paths,
                  guint      max_puzzles,
                  GPtrArray *files,
                  int       *name_width)
{
  gboolean failed = FALSE;

  for (guint i = 0; i < paths->len; i++)
    {
      g_autoptr(BenchFile) file = bench_file_new (g_ptr_array_index (paths, i));
      g_autoptr(GError) load_error = NULL;

      if (!bench_file_load (file, max_puzzles, &load_error))
        {
          g_print ("CANNOT READ: %s\n", load_error->message);
          failed = TRUE;
          continue;
        }
      if (file->bad_lines > 0)
        {
          g_print ("CANNOT READ: %s: %u lines are not puzzles; timing the other %u\n",
                      file->path, file->bad_lines, file->puzzles->len);
          failed = TRUE;
        }
      *name_width = MAX (*name_width, (int) strlen (file->name));
      g_ptr_array_add (files, g_steal_pointer (&file));
    }

  return !failed;
}

/* SECONDS as written, with a point for decimals in any locale, to nanoseconds. */
