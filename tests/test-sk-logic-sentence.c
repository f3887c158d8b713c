/* test-sk-logic-sentence.c: every step of a path said with its cells, in English and through a hook
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The paths of tests/data/logic (standard and jigsaw, singles to forcing
 * chains) are worded step by step: each reason, without its outcome, must
 * name a cell ("r4c5"), so that a reader can find it on a board without
 * labels; a jigsaw region is named by a cell, never by a number; no
 * template is left with an unfilled argument. A translate hook is called
 * for every template and its answer used, arguments in its own order.
 */

#include "config.h"

#include <string.h>

#include "sk-logic-test-util.h"

typedef struct
{
  const SkLayout *layout;
  bool            jigsaw;
  int             n_steps;
  int             n_named;
  GRegex         *cell;
} Worded;

static bool
check_step (const SkStep          *step,
            const SkCandidateGrid *before,
            void                  *user_data)
{
  Worded *worded = user_data;
  char reason[4096];
  char whole[8192];
  int n = sk_step_explain (step, worded->layout, NULL, SK_EXPLAIN_REASON, reason, sizeof reason);
  const char *name = sk_technique_info (step->technique)->name;

  g_assert_cmpint (n, <, (int) sizeof reason);
  g_assert_cmpint (sk_step_describe (step, worded->layout, whole, sizeof whole), <, (int) sizeof whole);
  /* The command line's sentence is the reason and then the outcome. */
  g_assert_true (g_str_has_prefix (whole, reason));
  if (step->technique != SK_TECH_SEARCH)
    g_assert_true (g_str_has_prefix (reason, name));
  g_assert_null (strchr (reason, '%'));
  worded->n_steps++;
  if (g_regex_match (worded->cell, reason, 0, NULL))
    worded->n_named++;
  else
    g_test_message ("no cell named: %s", reason);
  g_assert_cmpint (sk_text_names_cell (reason), ==, g_regex_match (worded->cell, reason, 0, NULL));
  if (worded->jigsaw)
    g_assert_false (g_regex_match_simple ("region [1-9]", reason, 0, 0));
  return true;
}

static void
word_file (const char *name,
           Worded     *worded)
{
  g_autofree char *text = sudoku_test_read_data ("logic", name, NULL);
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);

  for (int i = 0; lines[i] != NULL; i++)
    {
      SkGrid grid;
      SkLayout layout;
      SkRating rating;
      gboolean jigsaw;

      if (!logic_test_read_line (lines[i], &grid, &layout, &jigsaw))
        continue;
      worded->layout = &layout;
      worded->jigsaw = jigsaw;
      sk_logic_rate (&grid, &layout, NULL, check_step, worded, &rating);
      g_assert_cmpint (rating.status, ==, SK_LOGIC_SOLVED);
    }
}

/* Target: 100% of path steps name a cell. */
static void
test_every_step_names_a_cell (void)
{
  Worded worded = { NULL, false, 0, 0, g_regex_new ("r[1-9]+c[1-9]+", 0, 0, NULL) };

  word_file ("paths.txt", &worded);
  word_file ("forcing-jigsaw.txt", &worded);
  g_test_message ("%d of %d steps name a cell", worded.n_named, worded.n_steps);
  g_assert_cmpint (worded.n_steps, >, 1000);
  g_assert_cmpint (worded.n_named, ==, worded.n_steps);
  g_regex_unref (worded.cell);
}

/* A hook that marks what it translated and swaps a template's arguments:
 * the sentence is made from the hook's answer, in its order. */
static const char *
translate_swapped (const char *msgid,
                   void       *user_data)
{
  if (strcmp (msgid, "%1$s: in %2$s, %3$s fits only in %4$s.") == 0)
    return "[%4$s <- %3$s, %2$s] %1$s";
  if (strcmp (msgid, "box %1$s") == 0)
    return "Kasten %1$s";
  if (strcmp (msgid, "Hidden Single in a region") == 0)
    {
      (*(int *) user_data)++;
      return "Versteckter Einer";
    }
  return msgid;
}

static void
test_translate_hook (void)
{
  SkLayout layout;
  SkStep step;
  int named = 0;
  SkWords words = { translate_swapped, &named };
  char text[512];

  sk_layout_init_standard (&layout);
  sk_step_init (&step, SK_TECH_HIDDEN_SINGLE_REGION);
  step.digit = 1;
  step.place[4 * SK_SIZE + 1] = 1;
  step.base_units = 1u << (2 * SK_SIZE + 3);
  sk_step_explain (&step, &layout, NULL, SK_EXPLAIN_OUTCOME, text, sizeof text);
  g_assert_cmpstr (text, ==, "Hidden Single in a region: in box 4, 1 fits only in r5c2.");
  sk_step_explain (&step, &layout, &words, SK_EXPLAIN_OUTCOME, text, sizeof text);
  g_assert_cmpstr (text, ==, "[r5c2 <- 1, Kasten 4] Versteckter Einer");
  /* The technique's name went through the hook too. */
  g_assert_cmpint (named, ==, 1);

  /* A short buffer gets what fits, and the whole length is still counted. */
  g_assert_cmpint (sk_step_explain (&step, &layout, NULL, SK_EXPLAIN_OUTCOME, text, 10), ==,
                   (int) strlen ("Hidden Single in a region: in box 4, 1 fits only in r5c2."));
  g_assert_cmpstr (text, ==, "Hidden Si");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/sk-logic-sentence/every-step-names-a-cell", test_every_step_names_a_cell);
  g_test_add_func ("/sk-logic-sentence/translate-hook", test_translate_hook);

  return g_test_run ();
}
