/* sudoku-bench-rate-targets.c: the rating benchmark's targets, PASS or MISS
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "sudoku-bench-rate.h"

void
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

void
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
void
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
