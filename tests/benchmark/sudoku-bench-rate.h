/* sudoku-bench-rate.h: the puzzle files, their ratings and figures, for sudoku-bench-rate
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shared by sudoku-bench-rate.c (the options, the rating and its checks),
 * sudoku-bench-rate-file.c (reading the files), sudoku-bench-rate-stats.c
 * (the figures of a set of puzzles) and sudoku-bench-rate-report.c (the
 * tables and the targets).
 */

#pragma once

#include <glib.h>

#include "sk-logic.h"

G_BEGIN_DECLS

#define MAX_REPORTS 5      /* wrong answers printed in full per file; the count stays exact */

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

/* Simon Tatham's Solo's levels, easiest first. */
enum { SOLO_BASIC, SOLO_INTERMEDIATE, SOLO_ADVANCED, SOLO_EXTREME, SOLO_UNREASONABLE, SOLO_LEVELS };

extern const char *const rate_solo_level_names[SOLO_LEVELS];

/* ---- files (sudoku-bench-rate-file.c) ---- */

RateFile *rate_file_new       (const char     *path);
void      rate_file_free      (RateFile       *file);
/* Reads at most @max_puzzles puzzles (0: all); bad lines are counted and the
 * first MAX_REPORTS printed. FALSE when the file cannot be read or holds no
 * puzzle. */
gboolean  rate_file_load      (RateFile       *file,
                               int             max_puzzles,
                               GError        **error);
/* Some puzzle of @file carries an SE rating. */
gboolean  rate_file_is_rated  (const RateFile *file);
/* Puzzles [*from, *to) of @file hold Solo's @level; false when none were read. */
gboolean  rate_solo_range     (const RateFile *file,
                               guint           level,
                               guint          *from,
                               guint          *to);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (RateFile, rate_file_free)

/* ---- figures (sudoku-bench-rate-stats.c) ---- */

double rate_logic_pct      (const RateStats *stats);
/* The puzzles [from, to) of @file that have one solution, appended to @out. */
void   rate_collect        (const RateFile  *file,
                            guint            from,
                            guint            to,
                            GPtrArray       *out);
/* The figures of @puzzles, of RatePuzzle. */
void   rate_stats_of       (const GPtrArray *puzzles,
                            RateStats       *stats);
/* The figures of the puzzles [from, to) of @file that have one solution. */
void   rate_stats_of_range (const RateFile  *file,
                            guint            from,
                            guint            to,
                            RateStats       *stats);

/* ---- report (sudoku-bench-rate-report.c) ---- */

/* The tables, the histograms of the hardest techniques and the targets. */
void rate_print_report (GPtrArray *files);

G_END_DECLS
