/* sudoku-solve-settings.c: the options of each mode, checked
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every mistake on the command line is a usage error with its own message,
 * and the checks run in a fixed order so that a mistake always gets the
 * same one: the tests compare the messages exactly.
 */

#include "config.h"

#include "sudoku-solve-settings.h"

#include <langinfo.h>
#include <stdarg.h>
#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-solve-layouts.h"
#include "sudoku-solve-producible.h"
#include "sudoku-solve-output.h"

/* With --compare and no --time-limit: enough for the plain searches to finish
 * most published puzzles, short enough that a run over a file ends. */
#define COMPARE_DEFAULT_TIME_LIMIT 10.0
/* Seconds to find one generated puzzle: a level or technique the layout
 * hardly ever reaches is an error, never a hang. */
#define GENERATE_DEFAULT_TIME_LIMIT 60

static gboolean
usage_error (const char *message)
{
  sudoku_solve_usage_error (message);
  return FALSE;
}

static gboolean G_GNUC_PRINTF (1, 2)
usage_errorf (const char *format,
              ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  return usage_error (message);
}

/* More threads than this only adds switching. */
static guint
clamp_jobs (int jobs)
{
  return CLAMP ((guint) jobs, 1, (guint) g_get_num_processors () * 4);
}

static gboolean
parse_output (const char        *value,
              SudokuOutputMode  *output,
              GError           **error)
{
  if (value == NULL)
    *output = SUDOKU_OUTPUT_AUTO;
  else if (g_str_equal (value, "grid"))
    *output = SUDOKU_OUTPUT_GRID;
  else if (g_str_equal (value, "line"))
    *output = SUDOKU_OUTPUT_LINE;
  else
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   /* Translators: the names in quotes are command-line values: do not translate them */
                   _("Unknown output format “%s” (use “grid” or “line”)"), value);
      return FALSE;
    }
  return TRUE;
}

static gboolean
parse_algorithm (const char   *value,
                 SkAlgorithm  *algorithm,
                 GError      **error)
{
  if (value == NULL)
    *algorithm = SK_ALGORITHM_PROPAGATE;
  else if (!sk_algorithm_from_string (value, algorithm))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   /* Translators: the names in quotes are command-line values: do not translate them */
                   _("Unknown algorithm “%s” (use “backtrack”, “tables”, “propagate” or “dlx”)"),
                   value);
      return FALSE;
    }
  return TRUE;
}

/* Seconds as written on the command line, with a point for decimals in any
 * locale, to nanoseconds. No value means the default; 0 means no limit. */
static gboolean
parse_time_limit (const char  *value,
                  gboolean     compare,
                  guint64     *ns,
                  GError     **error)
{
  double seconds = compare ? COMPARE_DEFAULT_TIME_LIMIT : 0;
  char *end = NULL;

  if (value != NULL)
    {
      seconds = g_ascii_strtod (value, &end);
      /* A year is more than any solve needs, and keeps the product in range. */
      if (end == value || *end != '\0' || !(seconds >= 0 && seconds <= 365.0 * 24 * 3600))
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("Cannot read “%s” as a time limit: give seconds, or 0 for none"), value);
          return FALSE;
        }
    }

  *ns = (guint64) (seconds * 1e9);
  /* A limit too small to count still means a limit, not none. */
  if (seconds > 0 && *ns == 0)
    *ns = 1;
  return TRUE;
}

static gboolean
parse_seed (const char  *value,
            guint64     *seed,
            GError     **error)
{
  if (value == NULL)
    {
      *seed = ((guint64) g_random_int () << 32) | g_random_int ();
      return TRUE;
    }
  return g_ascii_string_to_unsigned (value, 10, 0, G_MAXUINT64, seed, error);
}

/* The locale's paper, as glibc knows it (LC_PAPER): Letter in the Americas,
 * A4 elsewhere and in the C locale. */
static SudokuPaper
default_paper (void)
{
#ifdef HAVE_NL_PAPER_WIDTH
  /* The width in millimetres is the "string"'s word itself, as in GTK's
   * gtkpapersize.c. */
  union { unsigned int word; char *string; } width;

  width.string = nl_langinfo (_NL_PAPER_WIDTH);
  if (width.word == 216)
    return SUDOKU_PAPER_LETTER;
#endif
  return SUDOKU_PAPER_A4;
}

gboolean
sudoku_solve_settings_for_print (const SudokuSolveArgs *args,
                                 SudokuPrintSettings   *settings)
{
  gboolean sheet_options = args->per_page != 0 || args->solutions || args->paths
                           || args->paper != NULL;

  memset (settings, 0, sizeof *settings);
  if (args->print_to == NULL)
    {
      if (sheet_options)
        return usage_error (_("--per-page, --solutions, --paths and --paper need --print-to=FILE"));
      if (args->dpi != NULL)
        return usage_error (_("--dpi needs --print-to=FILE.png"));
      return TRUE;
    }
  settings->path = args->print_to;
  settings->format = sudoku_render_format_for_name (args->print_to);
  if (settings->format == SUDOKU_RENDER_FORMAT_UNKNOWN)
    return usage_errorf (_("--print-to: “%s” must end in .pdf, .svg or .png"), args->print_to);
  if (settings->format != SUDOKU_RENDER_FORMAT_PDF && sheet_options)
    return usage_error (_("--per-page, --solutions, --paths and --paper need a .pdf file"));
  if (args->dpi != NULL)
    {
      guint64 dpi;

      if (settings->format != SUDOKU_RENDER_FORMAT_PNG)
        return usage_error (_("--dpi needs --print-to=FILE.png"));
      /* Decimal only, digits only: no sign, space, octal or hex. */
      if (!g_ascii_string_to_unsigned (args->dpi, 10, SUDOKU_IMAGE_MIN_DPI, SUDOKU_IMAGE_MAX_DPI,
                                       &dpi, NULL))
        return usage_errorf (_("--dpi must be a whole number from %d to %d, not “%s”"),
                             SUDOKU_IMAGE_MIN_DPI, SUDOKU_IMAGE_MAX_DPI, args->dpi);
      settings->dpi = (double) dpi;
    }
  settings->sheet.per_page = args->per_page != 0 ? (guint) args->per_page : 1;
  if (!sudoku_sheet_per_page_is_valid (settings->sheet.per_page))
    return usage_error (_("--per-page must be 1, 2, 4 or 6"));
  settings->sheet.solutions = args->solutions;
  settings->sheet.paths = args->paths;
  settings->paper = default_paper ();
  if (args->paper != NULL && !sudoku_paper_from_name (args->paper, &settings->paper))
    return usage_errorf (_("Unknown paper “%s”: give a4 or letter"), args->paper);
  settings->jobs = clamp_jobs (args->jobs);
  return TRUE;
}

/* --layout=random, or random+diagonals (jigsaw-X), random+windows+... : a
 * new jigsaw layout for each puzzle, with the named sets of extra houses,
 * which go into @layout. FALSE, the usage error printed, for a bad set. */
static gboolean
parse_random_layout (const char *value,
                     SkLayout   *layout,
                     gboolean   *is_random)
{
  g_auto(GStrv) parts = g_strsplit (value, "+", -1);

  *is_random = g_strcmp0 (parts[0], "random") == 0;
  if (!*is_random)
    return TRUE;
  sk_layout_init_standard (layout);
  for (int i = 1; parts[i] != NULL; i++)
    {
      SkExtraSet set;

      if (!sk_extra_set_from_string (parts[i], &set))
        /* Translators: the set names are command-line values: do not translate them */
        return usage_errorf (_("--layout=%s: “%s” is not a set of extra houses: give diagonals, windows, asterisk, centre-dot or girandola"),
                             value, parts[i]);
      if (sk_layout_add_extra_set (layout, set, NULL) != SK_LAYOUT_OK)
        return usage_errorf (_("--layout=%s: more than %d extra houses"), value, SK_MAX_EXTRA);
    }
  return TRUE;
}

/* Made in sudoku-solve-generate.c. */
gboolean
sudoku_solve_settings_for_generate (const SudokuSolveArgs     *args,
                                    const SudokuPrintSettings *print,
                                    SudokuGenerateSettings    *settings)
{
  g_autoptr(GError) error = NULL;
  SkGenerateOptions *o = &settings->options;
  SkTechnique tech;

  memset (settings, 0, sizeof *settings);
  sk_generate_options_init (o);
  if (args->generate <= 0)
    return usage_error (_("--level, --technique, --symmetry, --givens and --seed need --generate=N with N of 1 or more"));
  if (args->files != NULL && args->files[0] != NULL)
    return usage_error (_("--generate reads no FILE"));
  settings->count = (guint) args->generate;
  settings->jobs = clamp_jobs (args->jobs);

  if (args->level != NULL && !sk_level_from_id (args->level, &o->level))
    return usage_errorf (_("Unknown level “%s”: give easy, medium, hard, diabolical or extreme"),
                         args->level);
  if (args->technique != NULL)
    {
      if (!sk_technique_from_id (args->technique, &tech) || tech == SK_TECH_SEARCH)
        return usage_errorf (_("Unknown technique “%s”: the ids are those --explain prints, such as x-wing"),
                             args->technique);
      o->technique = (int) tech;
      o->any_level = args->level == NULL;
    }
  if (args->symmetry != NULL && !sk_symmetry_from_id (args->symmetry, &o->symmetry))
    return usage_errorf (_("Unknown symmetry “%s”: give none, rotate-180, rotate-90, mirror or diagonal"),
                         args->symmetry);
  if (args->givens > SK_CELLS - 1)
    return usage_error (_("--givens must be between 1 and 80: 81 givens leave nothing to solve"));
  o->givens = args->givens;
  if (!parse_seed (args->seed, &settings->seed, &error))
    return usage_errorf (_("Cannot read “%s” as a seed: %s"), args->seed, error->message);
  if (args->time_limit == NULL)
    o->max_elapsed_ns = (guint64) GENERATE_DEFAULT_TIME_LIMIT * G_GUINT64_CONSTANT (1000000000);
  else if (!parse_time_limit (args->time_limit, FALSE, &o->max_elapsed_ns, &error))
    return usage_error (error->message);

  if (args->layout != NULL)
    {
      gboolean is_random;

      if (!parse_random_layout (args->layout, &settings->layout, &is_random))
        return FALSE;
      o->random_layout = is_random;
      if (!is_random && !sudoku_solve_load_layout (args->layout, &settings->layout))
        return FALSE;
    }
  else
    sk_layout_init_standard (&settings->layout);
  if (!sudoku_solve_check_producible (o, &settings->layout))
    return FALSE;

  if (print != NULL && print->format != SUDOKU_RENDER_FORMAT_PDF && settings->count > 1)
    return usage_error (_("--print-to: an image holds one puzzle: print more to a .pdf"));
  return TRUE;
}

gboolean
sudoku_solve_settings_for_print_files (const SudokuSolveArgs *args,
                                       SkLayout              *layout)
{
  return args->layout == NULL || sudoku_solve_load_layout (args->layout, layout);
}

gboolean
sudoku_solve_settings_for_solve (const SudokuSolveArgs *args,
                                 SudokuSolveSettings   *settings)
{
  g_autoptr(GError) error = NULL;

  memset (settings, 0, sizeof *settings);
  if (!parse_output (args->output, &settings->output, &error))
    return usage_error (error->message);

  settings->jobs = clamp_jobs (args->jobs);

  settings->count = args->count;
  settings->stats = args->stats;
  settings->compare = args->compare;
  settings->candidates = args->candidates;
  settings->explain = args->explain;
  settings->rate = args->rate;
  sk_solve_options_init (&settings->solve_options);
  settings->solve_options.limit = args->count ? 2 : 1;
  if (!parse_algorithm (args->algorithm, &settings->solve_options.algorithm, &error))
    return usage_error (error->message);
  if (!parse_time_limit (args->time_limit, args->compare, &settings->solve_options.max_elapsed_ns,
                         &error))
    return usage_error (error->message);

  if (args->layout != NULL)
    {
      if (!sudoku_solve_load_layout (args->layout, &settings->layout))
        return FALSE;
      settings->have_layout = TRUE;
    }
  return TRUE;
}
