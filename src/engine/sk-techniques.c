/* sk-techniques.c: the technique table and the levels
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rows come from sk-techniques.h; this file only looks them up.
 */

#include "sk-logic.h"

#include <limits.h>

#include "sk-ids.h"

/* SkLogicOptions.disabled keeps one bit per technique: a row past its width
 * must fail the build, not shift a bit out of the mask. */
_Static_assert (SK_N_TECHNIQUES <= sizeof (((SkLogicOptions *) 0)->disabled) * CHAR_BIT,
                "SkLogicOptions.disabled has no bit left for every technique");

/* The rows mark their names N_ for xgettext: the engine keeps the English
 * string, the model translates it. */
#define sk_english(String) (String)
#define N_ sk_english

static const SkTechniqueInfo techniques[SK_N_TECHNIQUES] = {
#define SK_TECHNIQUE(e, id, name, rating, family, finder, flag, rates) \
  { SK_TECH_##e, id, name, rating, SK_FAMILY_##family, SK_TECHNIQUE_FLAG_##flag, \
    SK_RATES_##rates },
#define SK_RATES_FIXED false
#define SK_RATES_GROWS true
#include "sk-techniques.h"
};

static const char *const level_ids[SK_N_LEVELS] = {
  "easy", "medium", "hard", "diabolical", "extreme",
};

static const SkIdTable technique_id_table = SK_ID_TABLE_OF_ROWS (techniques, id);
static const SkIdTable level_id_table = SK_ID_TABLE_OF_IDS (level_ids);

/* ---- techniques and levels ---- */

const SkTechniqueInfo *
sk_technique_info (SkTechnique technique)
{
  if ((unsigned) technique >= SK_N_TECHNIQUES)
    technique = SK_TECH_SEARCH;
  return &techniques[technique];
}

bool
sk_technique_from_id (const char  *id,
                      SkTechnique *technique)
{
  int row = sk_id_table_find (&technique_id_table, id);

  if (row < 0)
    return false;
  *technique = (SkTechnique) row;
  return true;
}

SkLevel
sk_level_from_rating (int  rating,
                      bool used_search)
{
  if (used_search || rating >= 90)
    return SK_LEVEL_EXTREME;
  if (rating >= 50)
    return SK_LEVEL_DIABOLICAL;
  if (rating >= 25)
    return SK_LEVEL_HARD;
  if (rating >= 15)
    return SK_LEVEL_MEDIUM;
  return SK_LEVEL_EASY;
}

const char *
sk_level_to_id (SkLevel level)
{
  return sk_id_table_get (&level_id_table, (int) level, level_ids[SK_LEVEL_EXTREME]);
}

bool
sk_level_from_id (const char *id,
                  SkLevel    *level)
{
  int row = sk_id_table_find (&level_id_table, id);

  if (row < 0)
    return false;
  *level = (SkLevel) row;
  return true;
}
