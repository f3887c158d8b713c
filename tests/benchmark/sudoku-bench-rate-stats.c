/* sudoku-bench-rate-stats.c: the rating benchmark's figures over a set of puzzles
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Spearman's rank correlation with Sudoku Explainer, medians and percentiles
 * of the rating time, agreement of levels, over any set of rated puzzles.
 */

#include <math.h>
#include <stdlib.h>

#include "sudoku-bench-rate.h"
#include "sudoku-bench-stats.h"

/* The block of a Solo file that holds each level. ../shared/bench/data/SOURCES.md
 * lists the levels Basic to Unreasonable, but the files hold them in the
 * alphabetical order of the generator's parameters (9jda 9jdb 9jde 9jdi 9jdu,
 * 3x3da ...): in jigsaw_solo_2000.txt and standard_solo_2000.txt alike, the
 * second block needs nothing beyond singles, the fourth nothing beyond
 * pointing and claiming, the first subsets (on jigsaws the law of leftovers),
 * the third wings, fish and more. */
static const guint solo_level_block[SOLO_LEVELS] = { 1, 3, 0, 2, 4 };

typedef struct
{
  double value;
  guint  index;
} RateRankItem;

static int
rate_compare_rank_items (const void *a,
                         const void *b)
{
  const RateRankItem *x = a;
  const RateRankItem *y = b;

  if (x->value != y->value)
    return x->value < y->value ? -1 : 1;
  return (x->index > y->index) - (x->index < y->index);
}

/* Ranks from 1, tied values sharing the mean of the ranks they span. */
static void
rate_ranks (const double *values,
            guint         n,
            double       *ranks)
{
  g_autofree RateRankItem *items = g_new (RateRankItem, n);

  for (guint i = 0; i < n; i++)
    items[i] = (RateRankItem) { values[i], i };
  qsort (items, n, sizeof items[0], rate_compare_rank_items);
  for (guint i = 0, j; i < n; i = j)
    {
      for (j = i + 1; j < n && items[j].value == items[i].value; j++)
        ;
      /* items i..j-1 hold ranks i+1..j */
      for (guint k = i; k < j; k++)
        ranks[items[k].index] = (i + 1 + j) / 2.0;
    }
}

/* Spearman's rho as the Pearson correlation of the ranks, which stays exact
 * with ties; NAN when either side has a single value throughout. */
static double
rate_spearman (const double *x,
               const double *y,
               guint         n)
{
  g_autofree double *rx = g_new (double, n);
  g_autofree double *ry = g_new (double, n);
  double mean = (n + 1) / 2.0;
  double sxy = 0;
  double sxx = 0;
  double syy = 0;

  rate_ranks (x, n, rx);
  rate_ranks (y, n, ry);
  for (guint i = 0; i < n; i++)
    {
      sxy += (rx[i] - mean) * (ry[i] - mean);
      sxx += (rx[i] - mean) * (rx[i] - mean);
      syy += (ry[i] - mean) * (ry[i] - mean);
    }
  if (sxx == 0 || syy == 0)
    return NAN;
  return sxy / sqrt (sxx * syy);
}

void
rate_stats_compute (RatePuzzle *const *puzzles,
                    guint              n,
                    RateStats         *stats)
{
  g_autofree double *times = g_new (double, MAX (n, 1));
  g_autofree double *ours = g_new (double, MAX (n, 1));      /* every rated puzzle */
  g_autofree double *paired = g_new (double, MAX (n, 1));    /* those with an SE rating */
  g_autofree double *se = g_new (double, MAX (n, 1));        /* in step with @paired */
  guint n_rated = 0;
  guint n_se = 0;
  guint agree = 0;
  guint exact = 0;
  double diff = 0;

  *stats = (RateStats) { .n = n, .median = NAN, .se_median = NAN, .p50_ms = NAN, .p99_ms = NAN,
                         .max_ms = NAN, .spearman = NAN, .level_pct = NAN, .mean_diff = NAN,
                         .exact_pct = NAN };
  if (n == 0)
    return;
  for (guint i = 0; i < n; i++)
    {
      const RatePuzzle *puzzle = puzzles[i];

      times[i] = puzzle->ms;
      stats->steps += puzzle->steps;
      stats->unsound += puzzle->unsound;
      if (!puzzle->rated)
        continue;
      stats->logic += puzzle->logic;
      ours[n_rated++] = puzzle->rating / 10.0;
      if (puzzle->se >= 0)
        {
          paired[n_se] = puzzle->rating / 10.0;
          se[n_se++] = puzzle->se / 10.0;
          agree += puzzle->level == sk_level_from_rating (puzzle->se, false);
          exact += puzzle->rating == puzzle->se;
          diff += abs (puzzle->rating - puzzle->se) / 10.0;
        }
    }

  bench_sort_doubles (times, n);
  stats->p50_ms = bench_median (times, n);
  stats->p99_ms = bench_percentile (times, n, 99);
  stats->max_ms = times[n - 1];
  if (n_rated > 0)
    {
      bench_sort_doubles (ours, n_rated);
      stats->median = bench_median (ours, n_rated);
    }
  if (n_se > 0)
    {
      stats->spearman = rate_spearman (paired, se, n_se);
      stats->level_pct = 100.0 * agree / n_se;
      stats->exact_pct = 100.0 * exact / n_se;
      stats->mean_diff = diff / n_se;
      bench_sort_doubles (se, n_se);
      stats->se_median = bench_median (se, n_se);
    }
}

double
rate_logic_pct (const RateStats *stats)
{
  return stats->n > 0 ? 100.0 * stats->logic / stats->n : NAN;
}

/* The puzzles [from, to) of @file that have one solution, appended to @out. */
void
rate_collect (const RateFile *file,
              guint           from,
              guint           to,
              GPtrArray      *out)
{
  for (guint i = from; i < MIN (to, file->puzzles->len); i++)
    {
      RatePuzzle *puzzle = &g_array_index (file->puzzles, RatePuzzle, i);

      if (puzzle->unique)
        g_ptr_array_add (out, puzzle);
    }
}

void
rate_stats_of (const GPtrArray *puzzles,
               RateStats       *stats)
{
  rate_stats_compute ((RatePuzzle *const *) puzzles->pdata, puzzles->len, stats);
}

void
rate_stats_of_range (const RateFile *file,
                     guint           from,
                     guint           to,
                     RateStats      *stats)
{
  g_autoptr(GPtrArray) puzzles = g_ptr_array_new ();

  rate_collect (file, from, to, puzzles);
  rate_stats_of (puzzles, stats);
}


/* Puzzles [*from, *to) of @file hold Solo's @level; false when none were read. */
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

