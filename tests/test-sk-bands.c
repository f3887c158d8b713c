/* test-sk-bands.c: the layout tables of the band search, extra houses included
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The propagate search branches on a digit's two places in a diagonal (an
 * extra house with one cell in each row and column) and runs locked
 * candidates on the pairs of an extra house and a unit sharing two cells or
 * more, or lane by lane between a diagonal and its three boxes. Which houses
 * count as diagonals, and which pairs and boxes there are, come from
 * sk_bands_for_layout; a wrong table only shows as a slower search, so it is
 * checked here against what each shape must give.
 */

#include <glib.h>

#include "sk-bands.h"
#include "sk-layout.h"

/* The standard layout with @extra_set's houses, and its band tables. */
static const SkBands *
bands_with_extra_set (SkLayout  *layout,
                      SkExtraSet extra_set)
{
  SkLayoutProblem problem;
  const SkBands *bands;

  sk_layout_init_standard (layout);
  g_assert_cmpint (sk_layout_add_extra_set (layout, extra_set, &problem), ==, SK_LAYOUT_OK);
  bands = sk_bands_for_layout (layout);
  g_assert_nonnull (bands);
  return bands;
}

/* Sudoku-X: both diagonals, paired for hidden singles, each with its three
 * boxes (one a band) for locked candidates lane by lane, which leaves no unit
 * pairs (a diagonal shares one cell with each row and column and with the
 * other diagonal). The boxes are checked against the layout's regions. */
static void
test_bands_sudoku_x (void)
{
  SkLayout layout;
  const SkBands *bands = bands_with_extra_set (&layout, SK_EXTRA_DIAGONALS);

  g_assert_cmpint (bands->n_extra, ==, 2);
  g_assert_cmphex (bands->transversal, ==, 3);
  g_assert_cmpint (bands->n_pairs, ==, 0);
  g_assert_cmpint (bands->n_transversal_pairs, ==, 1);
  g_assert_cmpint (bands->n_aligned, ==, 2);
  for (int e = 0; e < 2; e++)
    {
      SkVec house = bands->unit[SK_UNITS + e];

      g_assert_false (sk_vec_any (bands->transversal_pair[0][e] ^ house));
      g_assert_false (sk_vec_any (bands->aligned_house[e] ^ house));
      for (int k = 0; k < SK_SIZE; k++)
        {
          int cell = layout.unit_cells[SK_UNITS + e][k];
          int band = cell / SK_BAND_BITS;
          SkVec box = bands->unit[2 * SK_SIZE + layout.region[cell]];
          uint32_t box_rest = box[band] & ~house[band];

          g_assert_cmphex (bands->aligned_columns[e][band], ==,
                           UINT32_C (7) << (cell % SK_SIZE / 3 * 3));
          g_assert_cmphex (bands->aligned_box_rest[e][band], ==, box_rest);
          g_assert_cmpint (__builtin_popcount (box_rest), ==, 6);
        }
    }
}

/* Windoku: the windows lie in three rows and columns each, so the search keeps
 * its cell choice there. */
static void
test_bands_windoku (void)
{
  SkLayout layout;
  const SkBands *bands = bands_with_extra_set (&layout, SK_EXTRA_WINDOWS);

  g_assert_cmpint (bands->n_extra, ==, 4);
  g_assert_cmphex (bands->transversal, ==, 0);
}

/* A painted house with one cell in each row and column counts as a diagonal
 * beside the windows; one missing a column (two cells in column 1) does not. */
static void
test_bands_painted (void)
{
  SkLayout layout;
  SkLayoutProblem problem;
  const SkBands *bands;
  int knight[SK_SIZE];
  int crooked[SK_SIZE];
  int found = -1;

  for (int r = 0; r < SK_SIZE; r++)
    {
      knight[r] = r * SK_SIZE + (2 * r) % SK_SIZE;
      crooked[r] = r * SK_SIZE + (r == 8 ? 1 : r);
    }
  sk_layout_init_standard (&layout);
  g_assert_cmpint (sk_layout_add_extra_set (&layout, SK_EXTRA_WINDOWS, &problem), ==, SK_LAYOUT_OK);
  g_assert_cmpint (sk_layout_add_extra_house (&layout, knight, SK_SIZE, &problem), ==, SK_LAYOUT_OK);
  bands = sk_bands_for_layout (&layout);
  g_assert_cmpint (bands->n_extra, ==, 5);
  g_assert_cmpint (__builtin_popcount (bands->transversal), ==, 1);
  /* knight[] is in ascending order, as the layout keeps a house's cells. */
  for (int e = 0; e < layout.n_extra; e++)
    {
      int same = 0;

      for (int k = 0; k < SK_SIZE; k++)
        same += layout.unit_cells[SK_UNITS + e][k] == knight[k];
      if (same == SK_SIZE)
        found = e;
    }
  g_assert_cmpint (found, >=, 0);
  g_assert_cmphex (bands->transversal, ==, 1u << found);
  /* Its cells of a band lie in two boxes: its box pairs stay unit pairs. */
  g_assert_cmpint (bands->n_aligned, ==, 0);
  g_assert_cmpint (bands->n_transversal_pairs, ==, 1);

  sk_layout_init_standard (&layout);
  g_assert_cmpint (sk_layout_add_extra_house (&layout, crooked, SK_SIZE, &problem), ==, SK_LAYOUT_OK);
  bands = sk_bands_for_layout (&layout);
  g_assert_cmpint (bands->n_extra, ==, 1);
  g_assert_cmphex (bands->transversal, ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sk-bands/sudoku-x", test_bands_sudoku_x);
  g_test_add_func ("/sk-bands/windoku", test_bands_windoku);
  g_test_add_func ("/sk-bands/painted", test_bands_painted);
  return g_test_run ();
}
