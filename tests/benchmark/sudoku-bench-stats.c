/* sudoku-bench-stats.c: medians and percentiles of timings, for the benchmarks
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "sudoku-bench-stats.h"

#include <math.h>
#include <stdlib.h>

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a;
  double y = *(const double *) b;

  return (x > y) - (x < y);
}

void
bench_sort_doubles (double *values,
                    guint   n)
{
  qsort (values, n, sizeof values[0], compare_doubles);
}

double
bench_median (const double *sorted,
              guint         n)
{
  return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
}

double
bench_median_of (double *values,
                 guint   n)
{
  bench_sort_doubles (values, n);
  return bench_median (values, n);
}

double
bench_percentile (const double *sorted,
                  guint         n,
                  double        p)
{
  guint rank = (guint) ceil (p / 100 * n);

  return sorted[CLAMP (rank, 1, n) - 1];
}
