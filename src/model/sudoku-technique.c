/* sudoku-technique.c: the names of the solving techniques, for people
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine names its techniques in English for the command line; the
 * window says the same names (the table's, marked with N_) in the user's
 * language.
 */

#define G_LOG_DOMAIN "sudoku-technique"

#include "config.h"

#include "sudoku-technique.h"

#include <glib/gi18n-lib.h>

/**
 * sudoku_technique_get_name:
 * @technique: an #SkTechnique
 *
 * Returns: the technique's name, translated ("X-Wing", "Hidden Single in a region")
 */
const char *
sudoku_technique_get_name (SkTechnique technique)
{
  /* The English name is marked for translation in src/engine/sk-techniques.h. */
  return _(sk_technique_info (technique)->name);
}

/**
 * sudoku_technique_get_id:
 * @technique: an #SkTechnique
 *
 * Returns: the technique's id, as the command line and the settings name it ("x-wing")
 */
const char *
sudoku_technique_get_id (SkTechnique technique)
{
  if ((unsigned) technique >= SK_N_TECHNIQUES)
    technique = SK_TECH_SEARCH;
  return sk_technique_info (technique)->id;
}

/**
 * sudoku_technique_from_id:
 * @id: a technique's id ("x-wing")
 * @technique: (out): the technique
 *
 * Returns: whether @id names a technique
 */
gboolean
sudoku_technique_from_id (const char  *id,
                          SkTechnique *technique)
{
  g_return_val_if_fail (id != NULL, FALSE);
  g_return_val_if_fail (technique != NULL, FALSE);

  return sk_technique_from_id (id, technique);
}

/**
 * sudoku_level_get_name:
 * @level: an #SkLevel
 *
 * Returns: the level's name, translated ("Easy", "Diabolical")
 */
const char *
sudoku_level_get_name (SkLevel level)
{
  switch (level)
    {
    case SK_LEVEL_EASY:
      /* Translators: a puzzle's level, as in "Easy · 1.2 (Hidden Single)" */
      return C_("level", "Easy");
    case SK_LEVEL_MEDIUM:
      return C_("level", "Medium");
    case SK_LEVEL_HARD:
      return C_("level", "Hard");
    case SK_LEVEL_DIABOLICAL:
      return C_("level", "Diabolical");
    case SK_LEVEL_EXTREME:
    default:
      return C_("level", "Extreme");
    }
}
