/* sudoku-bench-stats.h: medians and percentiles of timings, for the benchmarks
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

void   bench_sort_doubles (double       *values,
                           guint         n);
/* Sorts @values and returns their median; n > 0. */
double bench_median_of    (double       *values,
                           guint         n);
/* @sorted ascending, n > 0. */
double bench_median       (const double *sorted,
                           guint         n);
/* The nearest-rank percentile: the smallest value with at least @p percent
 * of the values at or below it. @sorted ascending, n > 0. */
double bench_percentile   (const double *sorted,
                           guint         n,
                           double        p);

G_END_DECLS
