/* sudoku-bench-rate.h: what the rating benchmark's files share: puzzles, files, statistics, targets
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "sk-logic.h"
#include "sk-solver.h"

#define TIMED_RUNS 2       /* a puzzle's time is its fastest: another process may preempt one */

typedef struct
{
  SkGrid      grid;
  guint       layout;    /* index into RateFile.layouts */
  guint       line;      /* line number in the file, for messages */
  int         se;        /* Sudoku Explainer's rating in tenths, -1 when the line has none */
  double      ms;        /* time of sk_logic_rate, the fastest of TIMED_RUNS */
  gboolean    unique;    /* the solver finds one solution: the puzzle counts in the report */
  gboolean    rated;     /* unique, and every check passed */
  gboolean    logic;     /* rated without a search step */
  int         rating;    /* ours, tenths */
  SkLevel     level;
  SkTechnique hardest;
  guint       steps;     /* steps of the checked path */
  guint       unsound;   /* actions of the path that contradict the solution */
} RatePuzzle;

typedef struct
{
  char   *path;
  char   *name;        /* base name, for the tables and the targets */
  GArray *puzzles;     /* RatePuzzle */
  GArray *layouts;     /* SkLayout; [0] is the standard boxes */
  guint   bad_lines;
  guint   solo_block;  /* puzzles per level of Solo's generator, 0 for another file */
  gboolean jigsaw;
  guint   not_unique;  /* puzzles the solver finds without exactly one solution */
  guint   wrong;
} RateFile;

/* The figures of one row of the table, over any set of puzzles. */
typedef struct
{
  guint  n;
  guint  logic;
  double median;       /* our rating, points */
  double se_median;    /* SE's, points; NAN without SE ratings */
  double p50_ms;
  double p99_ms;
  double max_ms;
  double spearman;     /* NAN when undefined (no SE ratings, or all equal) */
  double level_pct;    /* NAN without SE ratings */
  double mean_diff;    /* mean |ours - SE|, points; NAN without SE ratings */
  double exact_pct;    /* |ours - SE| < 0.05; NAN without SE ratings */
  guint  steps;
  guint  unsound;      /* unsound actions, over every unique puzzle */
} RateStats;

typedef struct
{
  guint      n_pass;
  guint      n_miss;
  GPtrArray *lines;
} RateTargets;

/* Simon Tatham's Solo's levels, easiest first. */
enum { SOLO_BASIC, SOLO_INTERMEDIATE, SOLO_ADVANCED, SOLO_EXTREME, SOLO_UNREASONABLE, SOLO_LEVELS };

/* sudoku-bench-rate-stats.c */
void     rate_stats_compute  (RatePuzzle *const *puzzles,
                              guint              n,
                              RateStats         *stats);
double   rate_logic_pct      (const RateStats   *stats);
void     rate_collect        (const RateFile    *file,
                              guint              from,
                              guint              to,
                              GPtrArray         *out);
void     rate_stats_of       (const GPtrArray   *puzzles,
                              RateStats         *stats);
void     rate_stats_of_range (const RateFile    *file,
                              guint              from,
                              guint              to,
                              RateStats         *stats);
gboolean rate_solo_range     (const RateFile    *file,
                              guint              level,
                              guint             *from,
                              guint             *to);

/* sudoku-bench-rate-targets.c */
void     rate_target             (RateTargets    *targets,
                                  gboolean        pass,
                                  const char     *format,
                                  ...) G_GNUC_PRINTF (3, 4);
void     rate_check_file_targets (GPtrArray      *files,
                                  RateTargets    *targets);
void     rate_check_solo_targets (const RateFile *file,
                                  RateTargets    *targets);
