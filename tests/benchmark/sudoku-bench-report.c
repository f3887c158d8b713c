/* sudoku-bench-report.c: the default report's tables, twin ratios and targets
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "sudoku-bench.h"

#define TARGET_QQWING_RATIO     10.0   /* at least this many times faster than qqwing */
#define TARGET_TOP1465_US       50.0
#define TARGET_FORUM_HARDEST_US 200.0
#define TARGET_TWIN_RATIO       1.5    /* a variant at most this many times its standard twin */

static void
bench_targets_add (BenchTargets *targets,
                   gboolean      pass,
                   const char   *format,
                   ...) G_GNUC_PRINTF (3, 4);

static void
bench_targets_add (BenchTargets *targets,
                   gboolean      pass,
                   const char   *format,
                   ...)
{
  va_list args;
  g_autofree char *text = NULL;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);

  if (pass)
    targets->n_pass++;
  else
    targets->n_miss++;
  g_ptr_array_add (targets->lines, g_strdup_printf ("%s  %s", pass ? "PASS" : "MISS", text));
}

static gboolean
bench_name_is_top1465 (const char *name)
{
  return strstr (name, "top1465") != NULL;
}

static gboolean
bench_name_is_forum_hardest (const char *name)
{
  return strstr (name, "forum_hardest_1905") != NULL || strstr (name, "forum-hardest") != NULL;
}

/* The target notes beside a file's first-solution figures. */
static char *
bench_file_targets (const BenchFile *file,
                    BenchTargets    *targets)
{
  g_autoptr(GString) notes = g_string_new (NULL);
  double us = file->first.us_per_puzzle;
  gboolean pass;

  if (bench_name_is_top1465 (file->name))
    {
      pass = us < TARGET_TOP1465_US;
      g_string_append_printf (notes, "<%.0f µs %s  ", TARGET_TOP1465_US, pass ? "PASS" : "MISS");
      bench_targets_add (targets, pass, "%s: %.2f µs per puzzle, first solution (target under %.0f)",
                         file->name, us, TARGET_TOP1465_US);
    }
  if (bench_name_is_forum_hardest (file->name))
    {
      pass = us < TARGET_FORUM_HARDEST_US;
      g_string_append_printf (notes, "<%.0f µs %s  ", TARGET_FORUM_HARDEST_US, pass ? "PASS" : "MISS");
      bench_targets_add (targets, pass, "%s: %.2f µs per puzzle, first solution (target under %.0f)",
                         file->name, us, TARGET_FORUM_HARDEST_US);
    }
  if (file->qqwing_ran)
    {
      double ratio = file->qqwing_us_per_puzzle / us;

      pass = ratio >= TARGET_QQWING_RATIO;
      g_string_append_printf (notes, ">=%.0fx qqwing %s", TARGET_QQWING_RATIO, pass ? "PASS" : "MISS");
      bench_targets_add (targets, pass, "%s: %.1fx faster than qqwing, first solution (target %.0fx)",
                         file->name, ratio, TARGET_QQWING_RATIO);
    }
  else if (file->standard)
    g_string_append_printf (notes, ">=%.0fx qqwing not measured", TARGET_QQWING_RATIO);

  return g_strdup (g_strchomp (notes->str));
}

static void
bench_print_rule (int width)
{
  for (int i = 0; i < width; i++)
    g_print ("-");
  g_print ("\n");
}

void
bench_print_first_table (GPtrArray    *files,
                         int           name_width,
                         BenchTargets *targets)
{
  g_print ("\nFirst solution (limit 1)\n");
  /* "µ" takes two bytes and one column, hence the wider fields. */
  g_print ("%-*s %8s %8s %6s %12s %11s %6s %9s %9s %12s %7s %8s  %s\n",
           name_width, "file", "puzzles", "solved", "wrong", "µs/puzzle", "puzzles/s", "rounds",
           "calls/p", "guess/p", "qqwing µs/p", "qq runs", "qq/ours", "targets");
  bench_print_rule (name_width + 136);

  for (guint i = 0; i < files->len; i++)
    {
      const BenchFile *file = g_ptr_array_index (files, i);
      const BenchRun *run = &file->first;
      g_autofree char *notes = bench_file_targets (file, targets);
      g_autofree char *qq_us = NULL;
      g_autofree char *qq_ratio = NULL;
      g_autofree char *qq_runs = NULL;

      if (file->qqwing_ran)
        {
          qq_us = g_strdup_printf ("%.2f", file->qqwing_us_per_puzzle);
          qq_ratio = g_strdup_printf ("%.1fx", file->qqwing_us_per_puzzle / run->us_per_puzzle);
          qq_runs = g_strdup_printf ("%u", file->qqwing_runs);
        }
      else
        {
          qq_us = g_strdup (file->standard ? "-" : file->extra ? "variant" : "jigsaw");
          qq_ratio = g_strdup ("-");
          qq_runs = g_strdup ("-");
        }

      g_print ("%-*s %8u %8u %6u %11.2f %11.0f %6u %9.1f %9.1f %11s %7s %8s  %s\n",
               name_width, file->name, file->puzzles->len, run->solved, run->wrong,
               run->us_per_puzzle, 1e6 / run->us_per_puzzle, run->max_rounds,
               run->mean_calls, run->mean_guesses, qq_us, qq_runs, qq_ratio, notes);
    }
}

void
bench_print_uniqueness_table (GPtrArray *files,
                              int        name_width)
{
  g_print ("\nUniqueness (limit 2: search until a second solution or the end of the tree)\n");
  g_print ("%-*s %8s %8s %6s %8s %8s %8s %12s %11s %6s %9s %9s\n",
           name_width, "file", "puzzles", "solved", "wrong", "unique", "multiple", "none",
           "µs/puzzle", "puzzles/s", "rounds", "calls/p", "guess/p");
  bench_print_rule (name_width + 103);

  for (guint i = 0; i < files->len; i++)
    {
      const BenchFile *file = g_ptr_array_index (files, i);
      const BenchRun *run = &file->uniqueness;

      g_print ("%-*s %8u %8u %6u %8u %8u %8u %11.2f %11.0f %6u %9.1f %9.1f\n",
               name_width, file->name, file->puzzles->len, run->solved, run->wrong,
               run->unique, run->multiple, run->no_solution + run->invalid,
               run->us_per_puzzle, 1e6 / run->us_per_puzzle, run->max_rounds,
               run->mean_calls, run->mean_guesses);
    }
}

/* A variant file is compared with its standard twin: the file of the same
 * generator and difficulty mix whose name has "standard" in place of the
 * variant's word. */
typedef struct
{
  const char *word;   /* in the variant file's name */
  const char *title;  /* for the section header */
} BenchTwinKind;

static const BenchTwinKind bench_twin_kinds[] = {
  { "jigsaw", "Jigsaw" },
  { "sudoku-x", "Sudoku-X" },
};

/* The standard twin of @variant among @files: the file whose name has
 * "standard" in place of @word; NULL when there is none. */
BenchFile *
bench_find_twin (GPtrArray       *files,
                 const BenchFile *variant,
                 const char      *word)
{
  g_autoptr(GString) twin_name = g_string_new (variant->name);

  if (g_string_replace (twin_name, word, "standard", 0) == 0)
    return NULL;
  for (guint i = 0; i < files->len; i++)
    {
      BenchFile *file = g_ptr_array_index (files, i);

      if (g_str_equal (file->name, twin_name->str))
        return file;
    }
  return NULL;
}

static void
bench_print_twin_ratio (BenchTargets    *targets,
                        const BenchFile *variant,
                        const BenchRun  *variant_run,
                        const BenchRun  *standard_run)
{
  double ratio = variant_run->us_per_puzzle / standard_run->us_per_puzzle;
  gboolean pass = ratio <= TARGET_TWIN_RATIO;

  g_print ("  %-15s %9.2f vs %9.2f µs per puzzle = %5.2fx   <=%.1fx %s\n",
           bench_limit_name (variant_run->limit), variant_run->us_per_puzzle,
           standard_run->us_per_puzzle, ratio, TARGET_TWIN_RATIO, pass ? "PASS" : "MISS");
  bench_targets_add (targets, pass, "%s: %.2fx its standard twin, %s (target at most %.1fx)",
                     variant->name, ratio, bench_limit_name (variant_run->limit),
                     TARGET_TWIN_RATIO);
}

/* The jigsaw search against the band search on the same puzzles, the twin's
 * (sudoku-bench-file.c, bench_file_boxes_as_regions): the cost of searching
 * any regions, apart from how hard the jigsaw file's puzzles are. */
static void
bench_print_search_ratios (BenchTargets    *targets,
                           const BenchFile *standard)
{
  const BenchFile *regions = standard->boxes_as_regions;
  const BenchRun *runs[2][2] = {
    { &regions->first, &standard->first },
    { &regions->uniqueness, &standard->uniqueness },
  };

  g_print ("The jigsaw search on %s's own puzzles, its boxes numbered as jigsaw regions,\n"
           "against the standard boxes' search (%.1f / %.1f calls a puzzle against %.1f / %.1f):\n",
           standard->name, regions->first.mean_calls, regions->uniqueness.mean_calls,
           standard->first.mean_calls, standard->uniqueness.mean_calls);
  for (guint i = 0; i < G_N_ELEMENTS (runs); i++)
    {
      double ratio = runs[i][0]->us_per_puzzle / runs[i][1]->us_per_puzzle;
      gboolean pass = ratio <= TARGET_TWIN_RATIO;

      g_print ("  %-15s %9.2f vs %9.2f µs per puzzle = %5.2fx   <=%.1fx %s\n",
               bench_limit_name (runs[i][0]->limit), runs[i][0]->us_per_puzzle,
               runs[i][1]->us_per_puzzle, ratio, TARGET_TWIN_RATIO, pass ? "PASS" : "MISS");
      bench_targets_add (targets, pass,
                         "%s: the jigsaw search %.2fx the standard one on the same puzzles, %s "
                         "(target at most %.1fx)", standard->name, ratio,
                         bench_limit_name (runs[i][0]->limit), TARGET_TWIN_RATIO);
    }
}

static void
bench_print_twins_of_kind (GPtrArray           *files,
                           const BenchTwinKind *kind,
                           BenchTargets        *targets)
{
  gboolean header = FALSE;

  for (guint i = 0; i < files->len; i++)
    {
      const BenchFile *variant = g_ptr_array_index (files, i);
      const BenchFile *standard;

      if (strstr (variant->name, kind->word) == NULL)
        continue;
      standard = bench_find_twin (files, variant, kind->word);
      if (!header)
        {
          g_print ("\n%s against its standard twin (same generator, same difficulty mix)\n",
                   kind->title);
          header = TRUE;
        }
      if (standard == NULL)
        {
          g_print ("%s: no standard twin among the files\n", variant->name);
          continue;
        }
      g_print ("%s / %s\n", variant->name, standard->name);
      bench_print_twin_ratio (targets, variant, &variant->first, &standard->first);
      bench_print_twin_ratio (targets, variant, &variant->uniqueness, &standard->uniqueness);
      if (standard->boxes_as_regions != NULL)
        bench_print_search_ratios (targets, standard);
    }
}

void
bench_print_twins (GPtrArray    *files,
                   BenchTargets *targets)
{
  for (guint k = 0; k < G_N_ELEMENTS (bench_twin_kinds); k++)
    bench_print_twins_of_kind (files, &bench_twin_kinds[k], targets);
}

void
bench_print_qqwing_checks (GPtrArray *files)
{
  gboolean header = FALSE;

  for (guint i = 0; i < files->len; i++)
    {
      const BenchFile *file = g_ptr_array_index (files, i);

      if (!file->qqwing_ran)
        continue;
      if (!header)
        {
          g_print ("\nqqwing's answers against ours\n");
          header = TRUE;
        }
      g_print ("  %s: compared on %u unique puzzles, %u disagreements, "
               "%u of our answers shown wrong%s\n",
               file->name, file->qqwing_compared, file->qqwing_disagreed,
               file->qqwing_exposed,
               file->qqwing_disagreed + file->qqwing_exposed == 0 ? ": agree" : "");
    }
}

void
bench_print_targets (const BenchTargets *targets)
{
  g_print ("\nTargets (first solution unless stated; timings depend on the machine)\n");
  for (guint i = 0; i < targets->lines->len; i++)
    g_print ("  %s\n", (const char *) g_ptr_array_index (targets->lines, i));
  g_print ("  %u PASS, %u MISS\n", targets->n_pass, targets->n_miss);
}
