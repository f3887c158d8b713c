/* sudoku-bench-rate-file.c: reads sudoku-bench-rate's puzzle files, and finds Solo's levels in them
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "sudoku-bench-rate.h"

#include <math.h>
#include <string.h>

#include "sk-layout.h"
#include "sk-text.h"

const char *const rate_solo_level_names[SOLO_LEVELS] = {
  "Basic", "Intermediate", "Advanced", "Extreme", "Unreasonable",
};

/* The block of a Solo file that holds each level. ../shared/bench/data/SOURCES.md
 * lists the levels Basic to Unreasonable, but the files hold them in the
 * alphabetical order of the generator's parameters (9jda 9jdb 9jde 9jdi 9jdu,
 * 3x3da ...): in jigsaw_solo_2000.txt and standard_solo_2000.txt alike, the
 * second block needs nothing beyond singles, the fourth nothing beyond
 * pointing and claiming, the first subsets (on jigsaws the law of leftovers),
 * the third wings, fish and more. */
static const guint solo_level_block[SOLO_LEVELS] = { 1, 3, 0, 2, 4 };

RateFile *
rate_file_new (const char *path)
{
  RateFile *file = g_new0 (RateFile, 1);
  SkLayout standard;

  file->path = g_strdup (path);
  file->name = g_path_get_basename (path);
  file->puzzles = g_array_new (FALSE, FALSE, sizeof (RatePuzzle));
  file->layouts = g_array_new (FALSE, FALSE, sizeof (SkLayout));
  sk_layout_init_standard (&standard);
  g_array_append_val (file->layouts, standard);
  return file;
}

void
rate_file_free (RateFile *file)
{
  g_free (file->path);
  g_free (file->name);
  g_array_unref (file->puzzles);
  g_array_unref (file->layouts);
  g_free (file);
}

/* Solo's sets hold N puzzles, N/5 at each of its levels, and say N after
 * "solo": jigsaw_solo_2000.txt, jigsaw-solo-100.txt (every 20th line of it). */
static guint
rate_solo_block (const char *name)
{
  const char *solo = strstr (name, "solo");
  guint64 total;

  if (solo == NULL || (solo[4] != '_' && solo[4] != '-') || !g_ascii_isdigit (solo[5]))
    return 0;
  total = g_ascii_strtoull (solo + 5, NULL, 10);
  return total % SOLO_LEVELS == 0 && total <= G_MAXUINT ? (guint) (total / SOLO_LEVELS) : 0;
}

static void
rate_file_bad_line (RateFile   *file,
                    guint       line_number,
                    const char *what)
{
  if (file->bad_lines++ < MAX_REPORTS)
    g_print ("%s:%u: %s; line skipped\n", file->path, line_number, what);
}

/* A jigsaw line's layout, shared with the line before when it is the same. */
static guint
rate_file_intern_layout (RateFile       *file,
                         const SkLayout *layout)
{
  guint last = file->layouts->len - 1;

  if (sk_layout_is_standard (layout))
    return 0;
  file->jigsaw = TRUE;
  if (last > 0 && sk_layout_equal (&g_array_index (file->layouts, SkLayout, last), layout))
    return last;
  g_array_append_val (file->layouts, *layout);
  return file->layouts->len - 1;
}

/* 81 givens, then optionally 81 region symbols and/or an SE rating. */
static void
rate_file_add_line (RateFile *file,
                    char     *line,
                    guint     line_number)
{
  RatePuzzle puzzle = { .line = line_number, .se = -1 };
  const char *field;
  size_t length;

  g_strstrip (line);
  if (line[0] == '\0' || line[0] == '#')
    return;
  length = strcspn (line, " \t");
  if (!sk_text_parse_line (line, length, &puzzle.grid))
    {
      rate_file_bad_line (file, line_number, "not 81 givens (1-9, '.' or '0')");
      return;
    }

  field = line + length + strspn (line + length, " \t");
  while (*field != '\0')
    {
      length = strcspn (field, " \t");
      if (length == SK_CELLS)
        {
          SkLayout layout;
          SkLayoutProblem problem;
          SkLayoutStatus status = sk_layout_init_from_symbols (&layout, field, length, &problem);

          if (status != SK_LAYOUT_OK)
            {
              rate_file_bad_line (file, line_number, sk_layout_status_to_string (status));
              return;
            }
          puzzle.layout = rate_file_intern_layout (file, &layout);
        }
      else
        {
          char *end = NULL;
          double se = g_ascii_strtod (field, &end);

          if (end != field + length || !(se >= 0 && se <= 20))
            {
              rate_file_bad_line (file, line_number,
                                  "neither 81 region symbols nor a rating from 0 to 20");
              return;
            }
          puzzle.se = (int) lround (se * 10);
        }
      field += length;
      field += strspn (field, " \t");
    }
  g_array_append_val (file->puzzles, puzzle);
}

gboolean
rate_file_load (RateFile  *file,
                int        max_puzzles,
                GError   **error)
{
  g_autofree char *contents = NULL;
  char *next;
  guint line_number = 0;

  if (!g_file_get_contents (file->path, &contents, NULL, error))
    return FALSE;
  for (char *line = contents; line != NULL; line = next)
    {
      if (max_puzzles > 0 && file->puzzles->len >= (guint) max_puzzles)
        break;
      next = strchr (line, '\n');
      if (next != NULL)
        *next++ = '\0';
      rate_file_add_line (file, line, ++line_number);
    }
  if (file->puzzles->len == 0)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL, "%s: no puzzles", file->path);
      return FALSE;
    }
  file->solo_block = rate_solo_block (file->name);
  return TRUE;
}

gboolean
rate_file_is_rated (const RateFile *file)
{
  for (guint i = 0; i < file->puzzles->len; i++)
    if (g_array_index (file->puzzles, RatePuzzle, i).se >= 0)
      return TRUE;
  return FALSE;
}

gboolean
rate_solo_range (const RateFile *file,
                 guint           level,
                 guint          *from,
                 guint          *to)
{
  *from = solo_level_block[level] * file->solo_block;
  *to = MIN (*from + file->solo_block, file->puzzles->len);
  return *from < *to;
}
