/* test-sk-technique-rates.c: the table's FIXED and GROWS against the ratings steps get
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * --generate --technique refuses at once a technique whose steps always
 * rate its base when that base is below the level (sudoku-solve-producible.c),
 * so the table's word for it must hold: over the paths of tests/data/logic
 * (standard and jigsaw, singles to nested forcing chains), every step of a
 * FIXED technique rates exactly its base, and some GROWS step rates more.
 */

#include "config.h"

#include <string.h>

#include "sk-logic-test-util.h"

typedef struct
{
  int n_fixed;   /* steps of FIXED techniques */
  int n_grown;   /* steps of GROWS techniques rated above their base */
} Rates;

static bool
check_step (const SkStep          *step,
            const SkCandidateGrid *before,
            void                  *user_data)
{
  Rates *rates = user_data;
  const SkTechniqueInfo *info = sk_technique_info (step->technique);

  if (step->technique == SK_TECH_SEARCH)
    return true;
  if (!info->rating_grows)
    {
      if (step->rating != info->rating)
        g_error ("%s is FIXED at %d in the table, but a step rates %d", info->id, info->rating,
                 step->rating);
      rates->n_fixed++;
    }
  else if (step->rating > info->rating)
    rates->n_grown++;
  return true;
}

static void
rate_file (const char *name,
           Rates      *rates)
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
      sk_logic_rate (&grid, &layout, NULL, check_step, rates, &rating);
      g_assert_cmpint (rating.status, ==, SK_LOGIC_SOLVED);
    }
}

static void
test_fixed_rates_base (void)
{
  Rates rates = { 0, 0 };

  rate_file ("paths.txt", &rates);
  rate_file ("forcing-jigsaw.txt", &rates);
  g_test_message ("%d steps of FIXED techniques, %d GROWS steps above their base",
                  rates.n_fixed, rates.n_grown);
  g_assert_cmpint (rates.n_fixed, >, 500);
  g_assert_cmpint (rates.n_grown, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sk/technique/fixed-rates-base", test_fixed_rates_base);
  return g_test_run ();
}
