/* sudoku-solve-options.c: the command line of sudoku-solve: its options and its --help
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * --help documents every output format and exit status, so its text is a
 * contract as much as the output itself.
 */

#include "config.h"

#include "sudoku-solve-options.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-solve-output.h"

/* The integer options: read here, in decimal only (GOption would take 010 as
 * octal and 0x10 as hex), and refused at once below their least value, where
 * 0 would mean nothing. */
typedef struct
{
  const char *long_name;
  char        short_name;
  gsize       offset;     /* of the int in SudokuSolveArgs */
  int         least;
} IntOption;

static const IntOption int_options[] = {
  { "jobs", 'j', G_STRUCT_OFFSET (SudokuSolveArgs, jobs), 0 },
  { "generate", 'g', G_STRUCT_OFFSET (SudokuSolveArgs, generate), 1 },
  { "givens", 0, G_STRUCT_OFFSET (SudokuSolveArgs, givens), 1 },
  { "per-page", 0, G_STRUCT_OFFSET (SudokuSolveArgs, per_page), 1 },
};

static gboolean
parse_int_option (const char  *option_name,
                  const char  *value,
                  gpointer     data,
                  GError     **error)
{
  SudokuSolveArgs *args = data;
  const char *name = option_name + strspn (option_name, "-");
  gint64 number;

  for (gsize i = 0; i < G_N_ELEMENTS (int_options); i++)
    {
      const IntOption *o = &int_options[i];

      if (!g_str_equal (name, o->long_name)
          && !(name[0] == o->short_name && name[1] == '\0'))
        continue;
      /* Leading zeros are still decimal: 010 is ten. */
      if (!g_ascii_string_to_signed (value, 10, G_MININT, G_MAXINT, &number, NULL))
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("--%s: “%s” is not a whole number in decimal"), o->long_name, value);
          return FALSE;
        }
      if (number < o->least)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("--%s must be %d or more, not %s"), o->long_name, o->least, value);
          return FALSE;
        }
      G_STRUCT_MEMBER (int, args, o->offset) = (int) number;
      return TRUE;
    }
  g_return_val_if_reached (FALSE);
}

/* GOption takes the value of a short option only from the next argument:
 * "-g5" would be -g with "5" as a flag, and the next argument as its value.
 * Splits each "-gN" of an option that takes a value into "-g" "N", so that
 * short options read like the long ones. Returns a new vector. */
static GStrv
split_short_values (int                 argc,
                    char              **argv,
                    const GOptionEntry *entries)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  gboolean options_end = FALSE;

  for (int i = 0; i < argc; i++)
    {
      const char *arg = argv[i];
      gsize split = 0;

      if (g_str_equal (arg, "--"))
        options_end = TRUE;
      if (!options_end && i > 0 && arg[0] == '-' && arg[1] != '-' && arg[1] != '\0')
        for (gsize j = 1; arg[j] != '\0' && split == 0; j++)
          for (const GOptionEntry *e = entries; e->long_name != NULL; e++)
            if (e->short_name == arg[j])
              {
                if (e->arg != G_OPTION_ARG_NONE && arg[j + 1] != '\0')
                  split = j + 1;
                break;
              }
      if (split > 0)
        {
          g_autofree char *flag = g_strndup (arg, split);

          g_strv_builder_add (builder, flag);
          g_strv_builder_add (builder, arg + split);
        }
      else
        g_strv_builder_add (builder, arg);
    }
  return g_strv_builder_end (builder);
}

/* What an option does, for telling which ones cannot go together. */
typedef enum
{
  KIND_ALONE,  /* --list-layouts, --version: nothing else is done */
  KIND_MAKE,   /* --generate, --print-to: no solving; they go together */
  KIND_MODE,   /* --compare, --explain, --rate: one way of solving each */
  KIND_SOLVE,  /* a detail of solving, which some modes have no use for */
  KIND_ANY,    /* of use to every mode but the KIND_ALONE ones */
} Kind;

enum
{
  MODE_COMPARE = 1 << 0,
  MODE_EXPLAIN = 1 << 1,
  MODE_RATE    = 1 << 2,
};

typedef struct
{
  const char *name;
  gboolean    given;
  Kind        kind;
  guint       modes;  /* KIND_MODE: its bit; KIND_SOLVE: the modes that use it */
} ModeOption;

static gboolean
compatible (const ModeOption *a,
            const ModeOption *b)
{
  if (a->kind == KIND_ALONE || b->kind == KIND_ALONE)
    return FALSE;
  if (a->kind == KIND_ANY || b->kind == KIND_ANY)
    return TRUE;
  if (a->kind == KIND_MAKE || b->kind == KIND_MAKE)
    return a->kind == b->kind;
  if (a->kind == KIND_MODE && b->kind == KIND_MODE)
    return FALSE;
  if (a->kind == KIND_MODE || b->kind == KIND_MODE)
    return (a->modes & b->modes) != 0;
  return TRUE;
}

/* Two options that would each do something else, or one of which the other
 * would silently ignore, are refused with both named. */
static gboolean
check_conflicts (const SudokuSolveArgs *args)
{
  const ModeOption options[] = {
    { "--generate", args->generate != 0, KIND_MAKE, 0 },
    { "--print-to", args->print_to != NULL, KIND_MAKE, 0 },
    { "--list-layouts", args->list_layouts, KIND_ALONE, 0 },
    { "--version", args->version, KIND_ALONE, 0 },
    { "--compare", args->compare, KIND_MODE, MODE_COMPARE },
    { "--explain", args->explain, KIND_MODE, MODE_EXPLAIN },
    { "--rate", args->rate, KIND_MODE, MODE_RATE },
    { "--output", args->output != NULL, KIND_SOLVE, MODE_COMPARE },
    { "--count", args->count, KIND_SOLVE, MODE_COMPARE },
    { "--candidates", args->candidates, KIND_SOLVE, MODE_COMPARE | MODE_EXPLAIN | MODE_RATE },
    { "--stats", args->stats, KIND_SOLVE, 0 },
    { "--algorithm", args->algorithm != NULL, KIND_SOLVE, 0 },
    { "--layout", args->layout != NULL, KIND_ANY, 0 },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (options); i++)
    for (gsize j = i + 1; j < G_N_ELEMENTS (options) && options[i].given; j++)
      if (options[j].given && !compatible (&options[i], &options[j]))
        {
          g_autofree char *message =
            /* Translators: two command-line options, such as “--explain” and “--rate” */
            g_strdup_printf (_("%s and %s cannot be combined"), options[i].name, options[j].name);

          sudoku_solve_usage_error (message);
          return FALSE;
        }
  return TRUE;
}

gboolean
sudoku_solve_args_parse (SudokuSolveArgs   *args,
                         int               *argc,
                         char            ***argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) split = NULL;
  g_autofree char *description = NULL;
  GOptionGroup *main_group;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_STRING, &args->output,
      /* Translators: “grid” and “line” are command-line values: do not translate them */
      N_("Print solutions as a “grid” or a “line” each (default: grid for one puzzle)"),
      N_("FORMAT") },
    { "count", 'c', 0, G_OPTION_ARG_NONE, &args->count,
      /* Translators: “unique” and “multiple” are printed as they are: do not translate them */
      N_("Also say whether each solution is “unique” or “multiple”"), NULL },
    { "layout", 'l', 0, G_OPTION_ARG_FILENAME, &args->layout,
      N_("Use the regions of FILE, or of a layout named by --list-layouts, for puzzles that carry none"),
      N_("FILE|NAME") },
    { "list-layouts", 0, 0, G_OPTION_ARG_NONE, &args->list_layouts,
      N_("List the shipped layouts and your own, and exit"), NULL },
    { "stats", 's', 0, G_OPTION_ARG_NONE, &args->stats,
      N_("Print the search statistics of each puzzle on standard error"), NULL },
    { "jobs", 'j', 0, G_OPTION_ARG_CALLBACK, (gpointer) parse_int_option,
      N_("Solve on N threads (default: 1)"), N_("N") },
    { "algorithm", 'a', 0, G_OPTION_ARG_STRING, &args->algorithm,
      /* Translators: the names in quotes are command-line values: do not translate them */
      N_("Solve with “backtrack”, “tables”, “propagate” (default) or “dlx”"), N_("NAME") },
    { "compare", 0, 0, G_OPTION_ARG_NONE, &args->compare,
      N_("Solve with all four algorithms and print a table of their statistics"), NULL },
    { "time-limit", 0, 0, G_OPTION_ARG_STRING, &args->time_limit,
      N_("Give up on a puzzle after SECONDS per algorithm (default: none, 10 with --compare)"),
      N_("SECONDS") },
    { "candidates", 0, 0, G_OPTION_ARG_NONE, &args->candidates,
      N_("First print the digits that fit each empty cell of the puzzle"), NULL },
    { "explain", 0, 0, G_OPTION_ARG_NONE, &args->explain,
      N_("Print each step of a human solving path, then the puzzle’s rating"), NULL },
    { "rate", 0, 0, G_OPTION_ARG_NONE, &args->rate,
      N_("Print each puzzle’s difficulty rating, level and hardest technique"), NULL },
    { "generate", 'g', 0, G_OPTION_ARG_CALLBACK, (gpointer) parse_int_option,
      N_("Make N new puzzles with one solution each and print them instead of solving"), N_("N") },
    { "level", 0, 0, G_OPTION_ARG_STRING, &args->level,
      /* Translators: the level names are command-line values: do not translate them */
      N_("With --generate: “easy”, “medium” (default), “hard”, “diabolical” or “extreme”"),
      N_("LEVEL") },
    { "technique", 0, 0, G_OPTION_ARG_STRING, &args->technique,
      N_("With --generate: a puzzle whose solving path uses technique ID (see --explain) and no harder step; any level unless --level is given"),
      N_("ID") },
    { "symmetry", 0, 0, G_OPTION_ARG_STRING, &args->symmetry,
      /* Translators: the symmetry names are command-line values: do not translate them */
      N_("With --generate: givens kept by “none” (default), “rotate-180”, “rotate-90”, “mirror” or “diagonal”"),
      N_("SYM") },
    { "givens", 0, 0, G_OPTION_ARG_CALLBACK, (gpointer) parse_int_option,
      N_("With --generate: exactly N givens (default: as few as the level allows)"), N_("N") },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &args->seed,
      N_("With --generate: make the same puzzles every time from this number"), N_("S") },
    { "print-to", 'p', 0, G_OPTION_ARG_FILENAME, &args->print_to,
      N_("Write the puzzles to FILE instead of solving them: a PDF sheet, or with one puzzle an SVG or PNG image; an old FILE is kept as FILE~"),
      N_("FILE") },
    { "per-page", 0, 0, G_OPTION_ARG_CALLBACK, (gpointer) parse_int_option,
      N_("With --print-to: 1 (default), 2, 4 or 6 puzzles a page"), N_("N") },
    { "solutions", 0, 0, G_OPTION_ARG_NONE, &args->solutions,
      N_("With --print-to: add pages with the solutions"), NULL },
    { "paths", 0, 0, G_OPTION_ARG_NONE, &args->paths,
      N_("With --print-to: add each puzzle’s solution path, step by step"), NULL },
    { "paper", 0, 0, G_OPTION_ARG_STRING, &args->paper,
      /* Translators: “a4” and “letter” are command-line values: do not translate them */
      N_("With --print-to: “a4” or “letter” (default: the locale’s paper)"), N_("SIZE") },
    { "dpi", 0, 0, G_OPTION_ARG_STRING, &args->dpi,
      N_("With --print-to=FILE.png: N dots per inch, 36 to 600 (default: 144), written into the image"), N_("N") },
    { "version", 0, 0, G_OPTION_ARG_NONE, &args->version,
      N_("Print the version and exit"), NULL },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &args->files, NULL, N_("[FILE…]") },
    { NULL }
  };

  args->jobs = 1;
  context = g_option_context_new (_("- solve Sudoku puzzles"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  /* A group of our own, so that parse_int_option gets @args. */
  main_group = g_option_group_new (NULL, NULL, NULL, args, NULL);
  g_option_group_add_entries (main_group, entries);
  g_option_group_set_translation_domain (main_group, GETTEXT_PACKAGE);
  g_option_context_set_main_group (context, main_group);
  g_option_context_set_summary (context,
    _("Solves every puzzle in each FILE, or in standard input when there is no FILE\n"
      "or FILE is “-”. Standard and jigsaw puzzles are read in any supported format."));
  /* The refusals are a paragraph of their own, so that the text before
   * keeps its translations. */
  description = g_strconcat (
    /* Translators: “none”, “invalid”, “capped”, “multiple”, “step”, “rating”, the levels
     * “easy” to “extreme”, “logic”, “search” and the example “the region of r4c5” are printed
     * as they are: do not translate them */
    _("A solved puzzle prints its solution, an unsolvable one “none”, one whose givens\n"
      "break a rule “invalid”, with the reasons on standard error (after 81 clashes, a\n"
      "last line “… and N more clashes”), and one given up at the time limit “capped”.\n"
      "With --compare, each puzzle prints its name and a table: the time in\n"
      "milliseconds, calls, depth, guesses, updates and result of each algorithm.\n"
      "\n"
      "With --rate, each puzzle prints one line of tab-separated fields: its rating on\n"
      "the Sudoku Explainer scale (the hardest step when the easiest step is always\n"
      "taken), its level (“easy”, “medium”, “hard”, “diabolical” or “extreme”), the id\n"
      "of its hardest technique, and “logic”, or “search” when logic alone could not\n"
      "finish. With --explain, each step first prints a line “step”, its number, the\n"
      "technique id, its rating, its actions (r4c7=5 places 5 in row 4, column 7;\n"
      "r4c7-5 removes the candidate 5 there) and an English sentence that gives its\n"
      "reason with its cells and digits (a jigsaw region by its first cell, “the\n"
      "region of r4c5”), all tab-separated; then a line “rating” with the fields of\n"
      "--rate, and an empty line. A puzzle without exactly one solution prints\n"
      "“invalid”, “none” or “multiple” instead.\n"
      "\n"
      "With --generate=N, no FILE is read: N new puzzles are made for the standard\n"
      "boxes, the --layout given, or a new random jigsaw layout each with\n"
      "--layout=random. Each prints one line: the 81 givens (“.” for a blank) and, for\n"
      "a jigsaw layout, a space and its 81 region symbols; then a tab and the fields\n"
      "of --rate. Puzzle I (from 0) of --seed=S is the first puzzle of --seed=S+I.\n"
      "A puzzle not found within --time-limit (default: 60 seconds each) is an error.\n"
      "\n"
      "With --print-to=FILE, the puzzles are drawn instead of solved: FILE ending in\n"
      ".pdf gets a sheet of --per-page puzzles a page, each with its level, then with\n"
      "--solutions their solutions, each with the puzzle's level, rating and hardest\n"
      "technique, and with --paths their solution paths;\n"
      "FILE ending in .svg or .png gets an image of one puzzle. With --generate, the\n"
      "new puzzles print their lines and go to FILE too. Nothing else is printed.\n"

      "\n"
      "Exit status: 0 if every puzzle was solved (with --compare, by every algorithm;\n"
      "with --rate or --explain, rated; with --generate, made), 1 if some had no\n"
      "solution (or several, when rating), were invalid or capped, or could not be\n"
      "made, 2 for a usage error, an unreadable input or an\n"
      "output that cannot be written. With --print-to: 0 when FILE is written and\n"
      "every puzzle has one solution, 1 when some has none or several, 2 when FILE\n"
      "is not written (and an old FILE is left as it was)."),
    "\n\n",
    /* Translators: “diagonals”, the examples in quotes and the option values are
     * printed or typed as they are: do not translate them */
    _("A variant (a layout with extra houses, marked by --list-layouts) prints its 81\n"
      "region symbols even on the standard boxes, then a space and its extra houses:\n"
      "the named sets by name, any other house as its nine cells rRcC separated by\n"
      "“,”, all separated by “;”, as in “diagonals”. Such lines, and Solo game IDs\n"
      "with the X flag (“3x3x:…”, “9jx:…”), are read with their houses.\n"
      "--layout=random+SET[+SET…] gives each random layout those named sets\n"
      "(random+diagonals: jigsaw-X). --symmetry must map the extra houses onto each\n"
      "other too."),
    "\n\n",
    /* Translators: “ (yours)” is the translation used in that list; “[extra: …]”,
     * “house”, “houses” and the set names are printed as they are: do not translate them */
    _("With --list-layouts, each line is a layout's id, padded, two spaces and its\n"
      "name; your own layouts end with “ (yours)”. A layout with extra houses (Sudoku-X,\n"
      "Windoku…) ends with two spaces and “[extra: …]”: the named sets it has\n"
      "(diagonals, windows, asterisk, centre-dot, girandola), then “N houses” for any\n"
      "others, separated by “, ”, as in “[extra: diagonals]”."),
    "\n\n",
    /* Translators: the option names and values are command-line text: do not translate them */
    _("Usage errors are found before anything is read or made: integers are decimal\n"
      "(010 is ten, 0x10 is refused), -g5 reads as --generate=5, two options that\n"
      "cannot go together are named (“--explain and --rate cannot be combined”), and\n"
      "a --technique, --level, --layout and --givens that no puzzle can meet (such as\n"
      "full-house without --givens, hidden-single-region with --level=hard, or\n"
      "law-of-leftovers on the standard boxes) are refused with the reason."),
    NULL);
  g_option_context_set_description (context, description);

  split = split_short_values (*argc, *argv, entries);
  if (!g_option_context_parse_strv (context, &split, &error))
    {
      sudoku_solve_usage_error (error->message);
      return FALSE;
    }
  return check_conflicts (args);
}

void
sudoku_solve_args_clear (SudokuSolveArgs *args)
{
  g_clear_pointer (&args->output, g_free);
  g_clear_pointer (&args->layout, g_free);
  g_clear_pointer (&args->algorithm, g_free);
  g_clear_pointer (&args->time_limit, g_free);
  g_clear_pointer (&args->level, g_free);
  g_clear_pointer (&args->technique, g_free);
  g_clear_pointer (&args->symmetry, g_free);
  g_clear_pointer (&args->seed, g_free);
  g_clear_pointer (&args->print_to, g_free);
  g_clear_pointer (&args->paper, g_free);
  g_clear_pointer (&args->dpi, g_free);
  g_clear_pointer (&args->files, g_strfreev);
}

gboolean
sudoku_solve_args_want_generate (const SudokuSolveArgs *args)
{
  return args->generate != 0 || args->level != NULL || args->technique != NULL
         || args->symmetry != NULL || args->seed != NULL || args->givens != 0;
}
