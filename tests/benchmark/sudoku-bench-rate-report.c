/* sudoku-bench-rate-report.c: the tables and the targets of sudoku-bench-rate
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "sudoku-bench-rate.h"

#include <math.h>
#include <stdarg.h>
#include <string.h>

#define HISTOGRAM_WIDTH 100

typedef struct
{
  guint      n_pass;
  guint      n_miss;
  GPtrArray *lines;
} RateTargets;

/* ---- tables ---- */

/* "%*.*f", or a dash right-aligned in the same width for NAN. */
static void
rate_print_number (int         width,
                   int         decimals,
                   double      value,
                   const char *suffix)
{
  if (isnan (value))
    g_print (" %*s", width + (int) strlen (suffix), "-");
  else
    g_print (" %*.*f%s", width, decimals, value, suffix);
}

static void
rate_print_header (int name_width)
{
  g_print ("%-*s %7s %6s %7s %6s %6s %8s %8s %8s %8s %7s\n", name_width, "file", "puzzles",
           "logic", "logic%", "median", "SE med", "p50 ms", "p99 ms", "max ms", "Spearman",
           "level%");
}

static void
rate_print_row (int              name_width,
                const char      *name,
                const RateStats *stats)
{
  g_print ("%-*s %7u %6u", name_width, name, stats->n, stats->logic);
  rate_print_number (6, 1, rate_logic_pct (stats), "%");
  rate_print_number (6, 2, stats->median, "");
  rate_print_number (6, 2, stats->se_median, "");
  rate_print_number (8, 3, stats->p50_ms, "");
  rate_print_number (8, 3, stats->p99_ms, "");
  rate_print_number (8, 3, stats->max_ms, "");
  rate_print_number (8, 3, stats->spearman, "");
  rate_print_number (6, 1, stats->level_pct, "%");
  g_print ("\n");
}

static void
rate_print_agreement_header (int name_width)
{
  g_print ("%-*s %8s %7s %7s %7s %8s %8s %8s\n", name_width, "file", "Spearman", "mean|d|",
           "exact%", "level%", "p50 ms", "steps", "unsound");
}

/* How far from SE, and how sound: the figures issue 22 sets targets for. */
static void
rate_print_agreement_row (int              name_width,
                          const char      *name,
                          const RateStats *stats)
{
  g_print ("%-*s", name_width, name);
  rate_print_number (8, 3, stats->spearman, "");
  rate_print_number (7, 2, stats->mean_diff, "");
  rate_print_number (6, 1, stats->exact_pct, "%");
  rate_print_number (6, 1, stats->level_pct, "%");
  rate_print_number (8, 3, stats->p50_ms, "");
  g_print (" %8u %8u\n", stats->steps, stats->unsound);
}


static void
rate_print_solo_levels (const RateFile *file,
                        int             name_width)
{
  for (guint level = 0; level < SOLO_LEVELS; level++)
    {
      g_autofree char *label = NULL;
      RateStats stats;
      guint from;
      guint to;

      if (!rate_solo_range (file, level, &from, &to))
        continue;
      label = g_strdup_printf ("  %s %u-%u", rate_solo_level_names[level], from + 1, to);
      rate_stats_of_range (file, from, to, &stats);
      rate_print_row (name_width, label, &stats);
    }
}

/* How many puzzles [from, to) of @file have each technique as their hardest
 * step, on as few lines as fit. */
static void
rate_print_histogram (const RateFile *file,
                      const char     *label,
                      guint           from,
                      guint           to)
{
  guint counts[SK_N_TECHNIQUES] = { 0 };
  GString *line = g_string_new (NULL);

  for (guint i = from; i < MIN (to, file->puzzles->len); i++)
    {
      const RatePuzzle *puzzle = &g_array_index (file->puzzles, RatePuzzle, i);

      if (puzzle->rated)
        counts[puzzle->hardest]++;
    }
  g_string_printf (line, "  %s:", label);
  for (int t = 0; t < SK_N_TECHNIQUES; t++)
    {
      g_autofree char *item = NULL;

      if (counts[t] == 0)
        continue;
      item = g_strdup_printf (" %s %u", sk_technique_info ((SkTechnique) t)->id, counts[t]);
      if (line->len + strlen (item) > HISTOGRAM_WIDTH)
        {
          g_print ("%s\n", line->str);
          g_string_printf (line, "%*s", (int) strspn (label, " ") + 4, "");
        }
      g_string_append (line, item);
    }
  g_print ("%s\n", line->str);
  g_string_free (line, TRUE);
}

static void
rate_print_file_histograms (const RateFile *file)
{
  rate_print_histogram (file, file->name, 0, G_MAXUINT);
  for (guint level = 0; level < SOLO_LEVELS && file->solo_block > 0; level++)
    {
      g_autofree char *label = g_strdup_printf ("  %s", rate_solo_level_names[level]);
      guint from;
      guint to;

      if (rate_solo_range (file, level, &from, &to))
        rate_print_histogram (file, label, from, to);
    }
}

/* ---- targets ---- */

static void G_GNUC_PRINTF (3, 4)
rate_target (RateTargets *targets,
             gboolean     pass,
             const char  *format,
             ...)
{
  va_list args;
  g_autofree char *text = NULL;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  g_ptr_array_add (targets->lines, g_strdup_printf ("%s %s", pass ? "PASS" : "MISS", text));
  if (pass)
    targets->n_pass++;
  else
    targets->n_miss++;
}

static const RateFile *
rate_find_file (GPtrArray  *files,
                const char *name)
{
  for (guint i = 0; i < files->len; i++)
    {
      const RateFile *file = g_ptr_array_index (files, i);

      if (g_str_equal (file->name, name))
        return file;
    }
  return NULL;
}

static void
rate_check_file_targets (GPtrArray   *files,
                         RateTargets *targets)
{
  static const struct { const char *name; double logic_pct; } logic_targets[] = {
    { "se-easy.txt", 100 },
    { "se-medium.txt", 100 },
    { "se-hard.txt", 100 },
    { "se-diabolical.txt", 99 },
    { "top1465-first300-se.txt", 90 },
  };
  static const char *const speed_files[] = { "se-diabolical.txt", "top1465-first300-se.txt" };
  /* Issue 22's targets for the agreement with SE. */
  static const struct { const char *name; double spearman; double exact_pct; } se_targets[] = {
    { "se-diabolical.txt", 0.85, 50 },
    { "top1465-first300-se.txt", 0.97, 70 },
  };
  const RateFile *file;
  RateStats stats;

  for (guint i = 0; i < G_N_ELEMENTS (logic_targets); i++)
    if ((file = rate_find_file (files, logic_targets[i].name)) != NULL)
      {
        rate_stats_of_range (file, 0, G_MAXUINT, &stats);
        rate_target (targets, rate_logic_pct (&stats) >= logic_targets[i].logic_pct,
                     "%s: solved by logic alone %.1f%% (target >= %g%%)", file->name,
                     rate_logic_pct (&stats), logic_targets[i].logic_pct);
      }
  for (guint i = 0; i < G_N_ELEMENTS (se_targets); i++)
    if ((file = rate_find_file (files, se_targets[i].name)) != NULL)
      {
        rate_stats_of_range (file, 0, G_MAXUINT, &stats);
        rate_target (targets, stats.spearman >= se_targets[i].spearman,
                     "%s: Spearman with SE %.3f (target >= %.2f)", file->name, stats.spearman,
                     se_targets[i].spearman);
        rate_target (targets, stats.exact_pct >= se_targets[i].exact_pct,
                     "%s: rated exactly as SE %.1f%% (target >= %g%%), mean |ours - SE| %.2f",
                     file->name, stats.exact_pct, se_targets[i].exact_pct, stats.mean_diff);
      }
  for (guint i = 0; i < files->len; i++)
    {
      file = g_ptr_array_index (files, i);
      rate_stats_of_range (file, 0, G_MAXUINT, &stats);
      rate_target (targets, stats.unsound == 0, "%s: unsound actions %u in %u steps (target 0)",
                   file->name, stats.unsound, stats.steps);
    }
  for (guint i = 0; i < G_N_ELEMENTS (speed_files); i++)
    if ((file = rate_find_file (files, speed_files[i])) != NULL)
      {
        rate_stats_of_range (file, 0, G_MAXUINT, &stats);
        rate_target (targets, stats.p50_ms <= 1 && stats.max_ms <= 100,
                     "%s: time p50 %.3f ms, max %.3f ms (target <= 1 ms, <= 100 ms)",
                     file->name, stats.p50_ms, stats.max_ms);
      }
}

/* Solo's jigsaw levels: logic finishes Basic to Extreme, and our median
 * rating rises with the level. */
static void
rate_check_solo_targets (const RateFile *file,
                         RateTargets    *targets)
{
  g_autoptr(GPtrArray) below_unreasonable = g_ptr_array_new ();
  RateStats levels[SOLO_LEVELS];
  RateStats stats;
  gboolean present[SOLO_LEVELS];
  gboolean rising = TRUE;
  GString *medians = g_string_new (NULL);

  for (guint level = 0; level < SOLO_LEVELS; level++)
    {
      guint from;
      guint to;

      present[level] = rate_solo_range (file, level, &from, &to);
      rate_stats_of_range (file, from, to, &levels[level]);
      if (present[level] && level < SOLO_UNREASONABLE)
        rate_collect (file, from, to, below_unreasonable);
    }

  rate_stats_of (below_unreasonable, &stats);
  rate_target (targets, stats.logic == stats.n,
               "%s: Basic to Extreme (%u puzzles) solved by logic alone %.1f%% (target 100%%)",
               file->name, stats.n, rate_logic_pct (&stats));
  if (present[SOLO_UNREASONABLE])
    g_ptr_array_add (targets->lines,
                     g_strdup_printf ("INFO %s: Unreasonable solved by logic alone %.1f%%, "
                                      "median rating %.2f", file->name,
                                      rate_logic_pct (&levels[SOLO_UNREASONABLE]),
                                      levels[SOLO_UNREASONABLE].median));
  if (present[SOLO_BASIC] && present[SOLO_INTERMEDIATE] && present[SOLO_ADVANCED]
      && present[SOLO_EXTREME])
    {
      for (guint level = SOLO_BASIC; level <= SOLO_EXTREME; level++)
        {
          g_string_append_printf (medians, "%s%.2f", level > 0 ? " / " : "", levels[level].median);
          if (level > 0 && !(levels[level].median >= levels[level - 1].median))
            rising = FALSE;
        }
      rate_target (targets, rising && levels[SOLO_EXTREME].median > levels[SOLO_BASIC].median,
                   "%s: median rating Basic / Intermediate / Advanced / Extreme %s "
                   "(target: non-decreasing, Extreme > Basic)", file->name, medians->str);
    }
  g_string_free (medians, TRUE);
}

/* ---- the report ---- */

void
rate_print_report (GPtrArray *files)
{
  g_autoptr(GPtrArray) all_rated = g_ptr_array_new ();
  g_autoptr(GPtrArray) se_files = g_ptr_array_new ();
  RateTargets targets = { 0, 0, g_ptr_array_new_with_free_func (g_free) };
  guint n_rated_files = 0;
  guint n_se_files = 0;
  int name_width = 24;
  RateStats stats;

  for (guint i = 0; i < files->len; i++)
    {
      const RateFile *file = g_ptr_array_index (files, i);

      name_width = MAX (name_width, (int) strlen (file->name));
      if (rate_file_is_rated (file))
        {
          rate_collect (file, 0, G_MAXUINT, all_rated);
          n_rated_files++;
        }
      if (g_str_has_prefix (file->name, "se-") && rate_file_is_rated (file))
        {
          rate_collect (file, 0, G_MAXUINT, se_files);
          n_se_files++;
        }
    }

  g_print ("\n");
  rate_print_header (name_width);
  for (guint i = 0; i < files->len; i++)
    {
      const RateFile *file = g_ptr_array_index (files, i);

      rate_stats_of_range (file, 0, G_MAXUINT, &stats);
      rate_print_row (name_width, file->name, &stats);
      if (file->solo_block > 0)
        rate_print_solo_levels (file, name_width);
    }
  if (n_rated_files > 1)
    {
      rate_stats_of (all_rated, &stats);
      rate_print_row (name_width, "all rated files", &stats);
    }
  if (n_se_files > 1)
    {
      rate_stats_of (se_files, &stats);
      rate_print_row (name_width, "se-* files", &stats);
    }
  g_print ("\nAgreement with Sudoku Explainer (mean|d|: mean |ours - SE| in points; exact: "
           "|ours - SE| < 0.05) and soundness\n");
  rate_print_agreement_header (name_width);
  for (guint i = 0; i < files->len; i++)
    {
      const RateFile *file = g_ptr_array_index (files, i);

      rate_stats_of_range (file, 0, G_MAXUINT, &stats);
      rate_print_agreement_row (name_width, file->name, &stats);
    }
  if (n_se_files > 1)
    {
      rate_stats_of (se_files, &stats);
      rate_print_agreement_row (name_width, "se-* files", &stats);
    }
  for (guint i = 0; i < files->len; i++)
    {
      const RateFile *file = g_ptr_array_index (files, i);

      if (file->not_unique > 0)
        g_print ("  %s: %u puzzles without exactly one solution are left out\n",
                 file->name, file->not_unique);
    }

  g_print ("\nHardest technique per puzzle (puzzles whose hardest step it is)\n");
  for (guint i = 0; i < files->len; i++)
    rate_print_file_histograms (g_ptr_array_index (files, i));

  rate_check_file_targets (files, &targets);
  if (n_rated_files > 0)
    {
      rate_stats_of (all_rated, &stats);
      rate_target (&targets, stats.spearman >= 0.9,
                   "all rated files together: Spearman %.3f (target >= 0.9)", stats.spearman);
    }
  if (n_se_files > 0)
    {
      rate_stats_of (se_files, &stats);
      rate_target (&targets, stats.level_pct >= 98,
                   "se-* files together: level as SE's %.1f%% (target >= 98%%)", stats.level_pct);
    }
  for (guint i = 0; i < files->len; i++)
    {
      const RateFile *file = g_ptr_array_index (files, i);

      if (file->jigsaw && file->solo_block > 0)
        rate_check_solo_targets (file, &targets);
    }

  g_print ("\nTargets (timings depend on the machine)\n");
  for (guint i = 0; i < targets.lines->len; i++)
    g_print ("  %s\n", (const char *) g_ptr_array_index (targets.lines, i));
  g_print ("  %u PASS, %u MISS\n", targets.n_pass, targets.n_miss);
  g_ptr_array_unref (targets.lines);
}
