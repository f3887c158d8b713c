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

#include <glib/gi18n.h>

#include "sudoku-solve-output.h"

gboolean
sudoku_solve_args_parse (SudokuSolveArgs   *args,
                         int               *argc,
                         char            ***argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
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
    { "jobs", 'j', 0, G_OPTION_ARG_INT, &args->jobs,
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
    { "generate", 'g', 0, G_OPTION_ARG_INT, &args->generate,
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
    { "givens", 0, 0, G_OPTION_ARG_INT, &args->givens,
      N_("With --generate: exactly N givens (default: as few as the level allows)"), N_("N") },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &args->seed,
      N_("With --generate: make the same puzzles every time from this number"), N_("S") },
    { "print-to", 'p', 0, G_OPTION_ARG_FILENAME, &args->print_to,
      N_("Write the puzzles to FILE instead of solving them: a PDF sheet, or with one puzzle an SVG or PNG image; an old FILE is kept as FILE~"),
      N_("FILE") },
    { "per-page", 0, 0, G_OPTION_ARG_INT, &args->per_page,
      N_("With --print-to: 1 (default), 2, 4 or 6 puzzles a page"), N_("N") },
    { "solutions", 0, 0, G_OPTION_ARG_NONE, &args->solutions,
      N_("With --print-to: add pages with the solutions"), NULL },
    { "paths", 0, 0, G_OPTION_ARG_NONE, &args->paths,
      N_("With --print-to: add each puzzle’s solution path, step by step"), NULL },
    { "paper", 0, 0, G_OPTION_ARG_STRING, &args->paper,
      /* Translators: “a4” and “letter” are command-line values: do not translate them */
      N_("With --print-to: “a4” or “letter” (default: the locale’s paper)"), N_("SIZE") },
    { "version", 0, 0, G_OPTION_ARG_NONE, &args->version,
      N_("Print the version and exit"), NULL },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &args->files, NULL, N_("[FILE…]") },
    { NULL }
  };

  args->jobs = 1;
  context = g_option_context_new (_("- solve Sudoku puzzles"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
    _("Solves every puzzle in each FILE, or in standard input when there is no FILE\n"
      "or FILE is “-”. Standard and jigsaw puzzles are read in any supported format."));
  g_option_context_set_description (context,
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
      ".pdf gets a sheet of --per-page puzzles a page, each with its level and rating,\n"
      "then with --solutions their solutions and with --paths their solution paths;\n"
      "FILE ending in .svg or .png gets an image of one puzzle. With --generate, the\n"
      "new puzzles print their lines and go to FILE too. Nothing else is printed.\n"
      "\n"
      "Exit status: 0 if every puzzle was solved (with --compare, by every algorithm;\n"
      "with --rate or --explain, rated; with --generate, made), 1 if some had no\n"
      "solution (or several, when rating), were invalid or capped, or could not be\n"
      "made, 2 for a usage error, an unreadable input or an\n"
      "output that cannot be written. With --print-to: 0 when FILE is written and\n"
      "every puzzle has one solution, 1 when some has none or several, 2 when FILE\n"
      "is not written (and an old FILE is left as it was)."));

  if (!g_option_context_parse (context, argc, argv, &error))
    {
      sudoku_solve_usage_error (error->message);
      return FALSE;
    }
  return TRUE;
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
  g_clear_pointer (&args->files, g_strfreev);
}

gboolean
sudoku_solve_args_want_generate (const SudokuSolveArgs *args)
{
  return args->generate != 0 || args->level != NULL || args->technique != NULL
         || args->symmetry != NULL || args->seed != NULL || args->givens != 0;
}

gboolean
sudoku_solve_args_want_solving (const SudokuSolveArgs *args)
{
  return args->compare || args->explain || args->rate || args->candidates || args->count
         || args->stats || args->output != NULL || args->algorithm != NULL || args->list_layouts;
}
