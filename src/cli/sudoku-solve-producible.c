/* sudoku-solve-producible.c: --generate options that can never make a puzzle, refused at once
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each rule follows from the technique table, the level bounds or the
 * layout, never from a list of ids, so a technique added to the engine is
 * judged the same way. What is only unlikely (a level the layout seldom
 * reaches) is left to the time limit.
 */

#include "config.h"

#include "sudoku-solve-producible.h"

#include <stdarg.h>

#include <glib/gi18n.h>

#include "sudoku-solve-output.h"

/* A puzzle with one solution shows at least eight of the nine digits: two
 * digits missing from the givens could be swapped in any solution. */
#define MIN_GIVENS_ANY_LAYOUT 8
/* No standard puzzle with one solution has fewer than 17 givens (McGuire,
 * Tugemann and Civario, 2012, by exhaustive search). */
#define MIN_GIVENS_STANDARD 17

static gboolean G_GNUC_PRINTF (1, 2)
refuse (const char *format,
        ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  sudoku_solve_usage_error (message);
  return FALSE;
}

/* The lowest base rating in the table: the technique that has it is tried
 * first and is always the easiest step. */
static int
lowest_rating (void)
{
  int lowest = G_MAXINT;

  for (int t = 0; t < SK_TECH_SEARCH; t++)
    lowest = MIN (lowest, sk_technique_info ((SkTechnique) t)->rating);
  return lowest;
}

/* The lowest rating of @level (tenths): the cuts are sk_level_from_rating's. */
static int
level_lowest_rating (SkLevel level)
{
  int rating = 0;

  while (sk_level_from_rating (rating, FALSE) < level)
    rating++;
  return rating;
}

static char *
format_rating (int rating)
{
  return g_strdup_printf ("%d.%d", rating / 10, rating % 10);
}

gboolean
sudoku_solve_check_producible (const SkGenerateOptions *o,
                               const SkLayout          *layout)
{
  gboolean standard = !o->random_layout && sk_layout_is_standard (layout);
  int least_givens = standard ? MIN_GIVENS_STANDARD : MIN_GIVENS_ANY_LAYOUT;
  const SkTechniqueInfo *info;
  g_autofree char *rating = NULL;

  if (o->givens > 0 && o->givens < least_givens)
    return refuse (standard
                   ? _("--givens=%d: no puzzle on the standard boxes with fewer than %d givens has one solution")
                   : _("--givens=%d: no puzzle with fewer than %d givens has one solution"),
                   o->givens, least_givens);
  if (o->technique < 0)
    return TRUE;

  info = sk_technique_info ((SkTechnique) o->technique);
  rating = format_rating (info->rating);
  /* A step rates at least its technique's base rating, and the puzzle's
   * rating is its hardest step's. */
  if (!o->any_level && sk_level_from_rating (info->rating, FALSE) > o->level)
    return refuse (_("--technique=%s rates %s at the least, above what --level=%s allows"),
                   info->id, rating, sk_level_to_id (o->level));
  /* A technique whose steps all rate its base makes puzzles of that rating
   * only: one below the level's range never gives a puzzle of the level. */
  if (!o->any_level && !info->rating_grows
      && sk_level_from_rating (info->rating, FALSE) < o->level)
    {
      g_autofree char *lowest = format_rating (level_lowest_rating (o->level));

      /* Translators: "--technique=hidden-single-region always rates 1.2,
       * below what --level=hard needs (2.5 and up)" */
      return refuse (_("--technique=%s always rates %s, below what --level=%s needs (%s and up)"),
                     info->id, rating, sk_level_to_id (o->level), lowest);
    }
  /* Every other step is harder, so a puzzle whose hardest step is the
   * easiest technique is solved by it alone: digging takes givens away
   * until that is no longer so, unless --givens keeps them. */
  if (info->rating == lowest_rating () && o->givens == 0)
    return refuse (_("--technique=%s is the easiest step of all, so it is the hardest step only of a puzzle with givens to spare: give --givens too"),
                   info->id);
  /* The table's flag: the logic engine never takes these steps where
   * extra houses would make their reasoning unsound. */
  if ((info->flags & SK_TECHNIQUE_FLAG_REGIONS_ONLY) && layout->n_extra > 0)
    return refuse (_("--technique=%s is never used on a layout with extra houses, where its reasoning does not hold"),
                   info->id);
  /* The table's flag: the standard boxes fill every band exactly, so
   * nothing is left over; a direct claiming there always comes with a
   * direct pointing that places the same digit first. */
  if ((info->flags & SK_TECHNIQUE_FLAG_JIGSAW_ONLY) && standard)
    return refuse (_("--technique=%s needs a jigsaw layout: on the standard boxes it is never the step taken"),
                   info->id);
  return TRUE;
}
