/* sudoku-bench.h: the puzzle files and timings the benchmark shares between its parts
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "sk-solver.h"
#include "sudoku-bench-stats.h"

typedef struct
{
  SkGrid grid;
  guint  layout;  /* index into BenchFile.layouts */
  guint  line;    /* line number in the file, for messages */
} BenchPuzzle;

/* One limit (first solution or uniqueness) timed over one file. */
typedef struct
{
  int            limit;
  double         us_per_puzzle;  /* median over the passes */
  guint          max_rounds;     /* times a pass went over the file */
  guint          solved;         /* answers that passed the rule check */
  guint          unique;         /* limit 2 only */
  guint          multiple;       /* limit 2 only */
  guint          no_solution;
  guint          invalid;        /* givens break a rule */
  guint          wrong;
  double         mean_calls;
  double         mean_guesses;
  SkSolveResult *results;        /* per puzzle, from the last pass */
} BenchRun;

typedef struct _BenchFile BenchFile;

struct _BenchFile
{
  char     *path;
  char     *name;           /* base name, for the tables */
  GArray   *puzzles;        /* BenchPuzzle */
  GArray   *layouts;        /* SkLayout; [0] is the standard boxes in a file read */
  gboolean  standard;       /* every puzzle uses the standard boxes */
  gboolean  extra;          /* some puzzle adds extra houses (Sudoku-X...) */
  guint     bad_lines;
  BenchRun  first;          /* limit 1 */
  BenchRun  uniqueness;     /* limit 2 */
  guint     inconsistent;   /* the two limits disagree about a puzzle */
  gboolean *wrong;          /* per puzzle: some answer about it was wrong */
  guint     n_reports;      /* wrong answers reported so far */

  gboolean  qqwing_ran;
  double    qqwing_us_per_puzzle;
  guint     qqwing_runs;
  guint     qqwing_compared;   /* unique puzzles whose answers were compared */
  guint     qqwing_disagreed;  /* qqwing's answer differs from ours or breaks the rules */
  guint     qqwing_exposed;   /* our answers qqwing proved wrong */

  /* A jigsaw file's standard twin, its boxes numbered as jigsaw regions
   * (bench_file_boxes_as_regions); NULL for other files. */
  BenchFile *boxes_as_regions;
};

/* Prints at most this many details per kind of problem and file; the counts stay exact. */
#define BENCH_MAX_REPORTS 5

/* With --algorithm, a run whose first pass lasts longer than this is not
 * repeated: the passes smooth the noise of short runs, and a long one has little. */
#define COMPARE_REPEAT_SECONDS 1.0

/* The speed targets checked in one run, for the summary at the end. */
typedef struct
{
  guint      n_pass;
  guint      n_miss;
  GPtrArray *lines;  /* one "PASS ..." or "MISS ..." line per target checked */
} BenchTargets;

static inline const SkLayout *
bench_file_layout (const BenchFile   *file,
                   const BenchPuzzle *puzzle)
{
  return &g_array_index (file->layouts, SkLayout, puzzle->layout);
}

void      bench_progress          (const char  *format,
                                   ...) G_GNUC_PRINTF (1, 2);

/* sudoku-bench-file.c */
BenchFile *bench_file_new          (const char  *path);
void       bench_file_free         (BenchFile   *file);
BenchFile *bench_file_boxes_as_regions (const BenchFile *standard);
GPtrArray *bench_default_paths     (GError     **error);
gboolean   bench_load_files        (GPtrArray   *paths,
                                    guint        max_puzzles,
                                    GPtrArray   *files,
                                    int         *name_width);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BenchFile, bench_file_free)

/* sudoku-bench-run.c */
const char *bench_limit_name       (int          limit);
void       bench_run_time          (BenchFile   *file,
                                    BenchRun    *run,
                                    guint        passes,
                                    gint64       min_pass_us);
void       bench_run_check         (BenchFile   *file,
                                    BenchRun    *run);
void       bench_file_check_limits (BenchFile   *file);
guint      bench_file_count_wrong  (const BenchFile *file);

/* sudoku-bench-report.c */
void       bench_print_first_table      (GPtrArray    *files,
                                         int           name_width,
                                         BenchTargets *targets);
void       bench_print_uniqueness_table (GPtrArray    *files,
                                         int           name_width);
BenchFile *bench_find_twin              (GPtrArray    *files,
                                         const BenchFile *variant,
                                         const char   *word);
void       bench_print_twins            (GPtrArray    *files,
                                         BenchTargets *targets);
void       bench_print_qqwing_checks    (GPtrArray    *files);
void       bench_print_targets          (const BenchTargets *targets);

guint     bench_compare_run       (GPtrArray         *files,
                                   const SkAlgorithm *algorithms,
                                   guint              n_algorithms,
                                   guint64            max_elapsed_ns,
                                   guint              passes,
                                   gint64             min_pass_us,
                                   int                name_width);

char     *bench_qqwing_find       (void);
char     *bench_qqwing_version    (const char  *qqwing);
gboolean  bench_qqwing_startup_us (const char  *qqwing,
                                   double      *startup_us,
                                   GError     **error);
gboolean  bench_qqwing_run        (const char  *qqwing,
                                   BenchFile   *file,
                                   double       startup_us,
                                   GError     **error);
