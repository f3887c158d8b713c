/* sudoku-technique.c: the names of the solving techniques, for people
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine names its techniques in English for the command line; the
 * window says them in the user's language, from this table.
 */

#define G_LOG_DOMAIN "sudoku-technique"

#include "config.h"

#include "sudoku-technique.h"

#include <glib/gi18n-lib.h>

static const char *const names[SK_N_TECHNIQUES] = {
  [SK_TECH_FULL_HOUSE] = N_("Full House"),
  [SK_TECH_HIDDEN_SINGLE_REGION] = N_("Hidden Single in a region"),
  [SK_TECH_HIDDEN_SINGLE_LINE] = N_("Hidden Single in a line"),
  [SK_TECH_DIRECT_POINTING] = N_("Direct Pointing"),
  [SK_TECH_DIRECT_CLAIMING] = N_("Direct Claiming"),
  [SK_TECH_DIRECT_HIDDEN_PAIR] = N_("Direct Hidden Pair"),
  [SK_TECH_NAKED_SINGLE] = N_("Naked Single"),
  [SK_TECH_DIRECT_HIDDEN_TRIPLE] = N_("Direct Hidden Triple"),
  [SK_TECH_POINTING] = N_("Pointing"),
  [SK_TECH_CLAIMING] = N_("Claiming"),
  [SK_TECH_LAW_OF_LEFTOVERS] = N_("Law of Leftovers"),
  [SK_TECH_NAKED_PAIR] = N_("Naked Pair"),
  [SK_TECH_X_WING] = N_("X-Wing"),
  [SK_TECH_HIDDEN_PAIR] = N_("Hidden Pair"),
  [SK_TECH_NAKED_TRIPLE] = N_("Naked Triple"),
  [SK_TECH_SWORDFISH] = N_("Swordfish"),
  [SK_TECH_HIDDEN_TRIPLE] = N_("Hidden Triple"),
  [SK_TECH_XY_WING] = N_("XY-Wing"),
  [SK_TECH_XYZ_WING] = N_("XYZ-Wing"),
  [SK_TECH_UNIQUE_RECTANGLE_1] = N_("Unique Rectangle type 1"),
  [SK_TECH_UNIQUE_RECTANGLE_2] = N_("Unique Rectangle type 2"),
  [SK_TECH_UNIQUE_RECTANGLE_4] = N_("Unique Rectangle type 4"),
  [SK_TECH_UNIQUE_RECTANGLE_3] = N_("Unique Rectangle type 3"),
  [SK_TECH_NAKED_QUAD] = N_("Naked Quad"),
  [SK_TECH_JELLYFISH] = N_("Jellyfish"),
  [SK_TECH_HIDDEN_QUAD] = N_("Hidden Quad"),
  [SK_TECH_BUG_PLUS_ONE] = N_("BUG+1"),
  [SK_TECH_FINNED_X_WING] = N_("Finned X-Wing"),
  [SK_TECH_SASHIMI_X_WING] = N_("Sashimi X-Wing"),
  [SK_TECH_FINNED_SWORDFISH] = N_("Finned Swordfish"),
  [SK_TECH_SASHIMI_SWORDFISH] = N_("Sashimi Swordfish"),
  [SK_TECH_FINNED_JELLYFISH] = N_("Finned Jellyfish"),
  [SK_TECH_SASHIMI_JELLYFISH] = N_("Sashimi Jellyfish"),
  [SK_TECH_SKYSCRAPER] = N_("Skyscraper"),
  [SK_TECH_TWO_STRING_KITE] = N_("Two-String Kite"),
  [SK_TECH_X_CYCLE] = N_("X-Cycle"),
  [SK_TECH_SIMPLE_COLOURING] = N_("Simple Colouring"),
  [SK_TECH_W_WING] = N_("W-Wing"),
  [SK_TECH_XY_CHAIN] = N_("XY-Chain"),
  [SK_TECH_AIC] = N_("Alternating Inference Chain"),
  [SK_TECH_ALS_XZ] = N_("ALS-XZ"),
  [SK_TECH_NISHIO_FORCING_CHAIN] = N_("Nishio Forcing Chain"),
  [SK_TECH_CONTRADICTION_FORCING_CHAIN] = N_("Contradiction Forcing Chain"),
  [SK_TECH_CELL_FORCING_CHAIN] = N_("Cell Forcing Chain"),
  [SK_TECH_UNIT_FORCING_CHAIN] = N_("Unit Forcing Chain"),
  [SK_TECH_DYNAMIC_CONTRADICTION_FORCING_CHAIN] = N_("Dynamic Contradiction Forcing Chain"),
  [SK_TECH_DYNAMIC_CELL_FORCING_CHAIN] = N_("Dynamic Cell Forcing Chain"),
  [SK_TECH_DYNAMIC_UNIT_FORCING_CHAIN] = N_("Dynamic Unit Forcing Chain"),
  [SK_TECH_DYNAMIC_FORCING_CHAIN_PLUS] = N_("Dynamic Forcing Chain (+)"),
  [SK_TECH_NESTED_FORCING_CHAIN] = N_("Nested Forcing Chain"),
  [SK_TECH_SEARCH] = N_("Search"),
};

/**
 * sudoku_technique_get_name:
 * @technique: an #SkTechnique
 *
 * Returns: the technique's name, translated ("X-Wing", "Hidden Single in a region")
 */
const char *
sudoku_technique_get_name (SkTechnique technique)
{
  if ((unsigned) technique >= SK_N_TECHNIQUES || names[technique] == NULL)
    technique = SK_TECH_SEARCH;
  return _(names[technique]);
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
