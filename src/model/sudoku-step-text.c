/* sudoku-step-text.c: a logic step in the user's language
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine words its steps in English for the command line (a contract);
 * the window says them here, translated, from the same fields of the step.
 * One sentence per family of techniques, so that a translator has a few
 * dozen sentences to translate, not one per technique.
 */

#define G_LOG_DOMAIN "sudoku-step"

#include "config.h"

#include "sudoku-step.h"

#include <glib/gi18n-lib.h>

#include "sk-bits.h"
#include "sudoku-technique.h"

static const char *
step_name (const SudokuStep *self)
{
  return sudoku_technique_get_name (self->step.technique);
}

static void
append_separator (GString *text)
{
  if (text->len > 0)
    /* Translators: between the items of a list: "row 2, row 8" */
    g_string_append (text, _(", "));
}

static void
append_cell (GString *text,
             guint    cell)
{
  append_separator (text);
  /* Translators: a cell by row and column, as Sudoku players write it: "r3c5" */
  g_string_append_printf (text, _("r%uc%u"), cell / SK_SIZE + 1, cell % SK_SIZE + 1);
}

static char *
unit_name (const SudokuStep *self,
           int               unit)
{
  guint number = (guint) sk_unit_number (unit) + 1;

  switch (sk_unit_kind (unit))
    {
    case SK_UNIT_ROW:
      /* Translators: a unit of the board, "row 3" */
      return g_strdup_printf (_("row %u"), number);
    case SK_UNIT_COLUMN:
      /* Translators: a unit of the board, "column 3" */
      return g_strdup_printf (_("column %u"), number);
    case SK_UNIT_REGION:
    default:
      if (sk_layout_is_standard (&self->layout))
        /* Translators: a 3x3 box of the standard board, "box 5" */
        return g_strdup_printf (_("box %u"), number);
      /* Translators: a jigsaw region of the board, "region 5" */
      return g_strdup_printf (_("region %u"), number);
    }
}

static char *
units_text (const SudokuStep *self,
            guint32           units)
{
  GString *text = g_string_new (NULL);

  for (int unit = 0; unit < SK_UNITS; unit++)
    if ((units >> unit) & 1)
      {
        g_autofree char *name = unit_name (self, unit);

        append_separator (text);
        g_string_append (text, name);
      }
  return g_string_free (text, FALSE);
}

static char *
digits_text (SkMask digits)
{
  GString *text = g_string_new (NULL);

  for (; digits != 0; digits &= digits - 1)
    {
      append_separator (text);
      g_string_append_printf (text, "%d", sk_mask_first (digits));
    }
  return g_string_free (text, FALSE);
}

/* The cells of the pattern with @role, once each. */
static char *
role_cells_text (const SudokuStep *self,
                 SkRole            role)
{
  GString *text = g_string_new (NULL);
  SkBoard seen = { 0 };

  for (int i = 0; i < self->step.n_marks; i++)
    {
      const SkMark *mark = &self->step.marks[i];

      if (mark->role != role || sk_board_has (seen, mark->cell))
        continue;
      seen = sk_board_or (seen, sk_board_cell (mark->cell));
      append_cell (text, mark->cell);
    }
  return g_string_free (text, FALSE);
}

static SkMask
role_digits (const SudokuStep *self,
             SkRole            role)
{
  SkMask digits = 0;

  for (int i = 0; i < self->step.n_marks; i++)
    if (self->step.marks[i].role == role)
      digits |= self->step.marks[i].digits;
  return digits;
}

static int
first_placement (const SudokuStep *self)
{
  for (int cell = 0; cell < SK_CELLS; cell++)
    if (self->step.place[cell] != 0)
      return cell;
  return -1;
}

char *
sudoku_step_describe_where (const SudokuStep *self)
{
  g_autofree char *units = NULL;
  const SkStep *step;

  g_return_val_if_fail (self != NULL, NULL);

  step = &self->step;
  if (step->technique == SK_TECH_SEARCH)
    return g_strdup (_("No technique applies here: the next digit comes from the solution"));

  if (step->technique == SK_TECH_NAKED_SINGLE)
    {
      /* Its region only, or the hint would name the cell. */
      int cell = first_placement (self);

      units = cell >= 0 ? unit_name (self, 2 * SK_SIZE + self->layout.region[cell]) : NULL;
    }
  else
    units = units_text (self, step->base_units);

  /* A full house's or a naked single's digit would be the answer itself. */
  if (step->digit != 0 && units != NULL && units[0] != '\0' &&
      step->technique != SK_TECH_FULL_HOUSE && step->technique != SK_TECH_NAKED_SINGLE)
    /* Translators: the first press of Hint: "Look for the X-Wing on 7 in
     * row 2, row 8"; technique, digit, units */
    return g_strdup_printf (_("Look for the %s on %d in %s"), step_name (self), step->digit, units);
  if (units != NULL && units[0] != '\0')
    /* Translators: the first press of Hint: "Look for the Naked Pair in box 4" */
    return g_strdup_printf (_("Look for the %s in %s"), step_name (self), units);
  if (step->digit != 0)
    /* Translators: the first press of Hint: "Look for the Skyscraper on 7" */
    return g_strdup_printf (_("Look for the %s on %d"), step_name (self), step->digit);
  /* Translators: the first press of Hint: "Look for the XY-Chain" */
  return g_strdup_printf (_("Look for the %s"), step_name (self));
}

/* A forcing chain by what it starts from: one cell's candidates, one
 * candidate true or false, a digit's places in a unit, or an assumption
 * that ends in a contradiction. The chains themselves follow in Eureka
 * notation (sudoku_step_describe_with_chain). */
static char *
describe_forcing (const SudokuStep *self)
{
  const SkStep *step = &self->step;
  g_autofree char *units = units_text (self, step->base_units);
  g_autofree char *pivot = role_cells_text (self, SK_ROLE_PIVOT);
  SkMask pivot_digits = role_digits (self, SK_ROLE_PIVOT);
  g_autofree char *premise = NULL;
  int cell = first_placement (self);

  if (pivot[0] != '\0' && sk_mask_is_single (pivot_digits))
    /* Translators: "Dynamic Cell Forcing Chain: whether r4c7 is 2 or not, the
     * chains below lead to the same conclusion." */
    return g_strdup_printf (_("%s: whether %s is %d or not, the chains below lead to the same "
                              "conclusion."),
                            step_name (self), pivot, sk_mask_first (pivot_digits));
  if (pivot[0] != '\0')
    /* Translators: "Cell Forcing Chain: whatever r4c7 holds, the chains below
     * lead to the same conclusion." */
    return g_strdup_printf (_("%s: whatever %s holds, the chains below lead to the same "
                              "conclusion."),
                            step_name (self), pivot);
  if (units[0] != '\0' && step->digit != 0)
    /* Translators: "Unit Forcing Chain: wherever 2 goes in row 5, the chains
     * below lead to the same conclusion." */
    return g_strdup_printf (_("%s: wherever %d goes in %s, the chains below lead to the same "
                              "conclusion."),
                            step_name (self), step->digit, units);
  premise = role_cells_text (self, SK_ROLE_PINCER);
  if (premise[0] == '\0' || step->digit == 0)
    return NULL;
  if (cell >= 0)
    /* Translators: "Contradiction Forcing Chain: if r4c4 were not 3, the
     * chains below would lead to a contradiction." */
    return g_strdup_printf (_("%s: if %s were not %d, the chains below would lead to a "
                              "contradiction."),
                            step_name (self), premise, step->digit);
  /* Translators: "Contradiction Forcing Chain: if r4c4 were 3, the chains
   * below would lead to a contradiction." */
  return g_strdup_printf (_("%s: if %s were %d, the chains below would lead to a contradiction."),
                          step_name (self), premise, step->digit);
}

/* The pattern and why it holds, one sentence by family. */
static char *
describe_reason (const SudokuStep *self)
{
  const SkStep *step = &self->step;
  g_autofree char *base = units_text (self, step->base_units);
  g_autofree char *cover = units_text (self, step->cover_units);
  g_autofree char *cells = role_cells_text (self, SK_ROLE_BASE);
  int cell = first_placement (self);

  switch (step->technique)
    {
    case SK_TECH_FULL_HOUSE:
      /* Translators: "Full House: 7 is the last digit missing in row 5." */
      return g_strdup_printf (_("%s: %d is the last digit missing in %s."),
                              step_name (self), step->digit, base);
    case SK_TECH_HIDDEN_SINGLE_REGION:
    case SK_TECH_HIDDEN_SINGLE_LINE:
      /* Translators: "Hidden Single in a line: in row 5, 7 fits in only one cell." */
      return g_strdup_printf (_("%s: in %s, %d fits in only one cell."),
                              step_name (self), base, step->digit);
    case SK_TECH_NAKED_SINGLE:
      /* Translators: "Naked Single: 4 is the only candidate left in r3c5." */
      return g_strdup_printf (_("%s: %d is the only candidate left in %s."),
                              step_name (self), step->digit, cells);
    case SK_TECH_POINTING:
    case SK_TECH_CLAIMING:
    case SK_TECH_DIRECT_POINTING:
    case SK_TECH_DIRECT_CLAIMING:
      /* Translators: "Pointing: in box 4, 7 can go only where it meets row 5,
       * so it cannot go anywhere else in row 5." */
      return g_strdup_printf (_("%s: in %s, %d can go only where it meets %s, so it cannot go "
                                "anywhere else in %s."),
                              step_name (self), base, step->digit, cover, cover);
    case SK_TECH_NAKED_PAIR:
    case SK_TECH_NAKED_TRIPLE:
    case SK_TECH_NAKED_QUAD:
      {
        g_autofree char *digits = digits_text (role_digits (self, SK_ROLE_BASE));

        /* Translators: "Naked Pair: in row 5, the cells r5c1, r5c4 hold only
         * the digits 3, 8 between them, so no other cell of row 5 can hold them." */
        return g_strdup_printf (_("%s: in %s, the cells %s hold only the digits %s between them, "
                                  "so no other cell of %s can hold them."),
                                step_name (self), base, cells, digits, base);
      }
    case SK_TECH_HIDDEN_PAIR:
    case SK_TECH_HIDDEN_TRIPLE:
    case SK_TECH_HIDDEN_QUAD:
    case SK_TECH_DIRECT_HIDDEN_PAIR:
    case SK_TECH_DIRECT_HIDDEN_TRIPLE:
      {
        g_autofree char *digits = digits_text (role_digits (self, SK_ROLE_BASE));

        /* Translators: "Hidden Pair: in row 5, the digits 3, 8 can go only in
         * r5c1, r5c4, so those cells hold no other digit." */
        return g_strdup_printf (_("%s: in %s, the digits %s can go only in %s, so those cells "
                                  "hold no other digit."),
                                step_name (self), base, digits, cells);
      }
    case SK_TECH_X_WING:
    case SK_TECH_SWORDFISH:
    case SK_TECH_JELLYFISH:
      /* Translators: "X-Wing: in row 2, row 8, 7 can go only in column 3,
       * column 6, so 7 cannot go anywhere else in those columns." */
      return g_strdup_printf (_("%s: in %s, %d can go only in %s, so %d cannot go anywhere else "
                                "in %s."),
                              step_name (self), base, step->digit, cover, step->digit, cover);
    case SK_TECH_FINNED_X_WING:
    case SK_TECH_SASHIMI_X_WING:
    case SK_TECH_FINNED_SWORDFISH:
    case SK_TECH_SASHIMI_SWORDFISH:
    case SK_TECH_FINNED_JELLYFISH:
    case SK_TECH_SASHIMI_JELLYFISH:
      {
        g_autofree char *fins = role_cells_text (self, SK_ROLE_FIN);

        /* Translators: "Finned X-Wing: in row 2, row 8, 7 can go only in
         * column 3, column 6 or in the fin r2c5; either way 7 cannot go in
         * the cells of those columns that see the fin." */
        return g_strdup_printf (_("%s: in %s, %d can go only in %s or in the fin %s; either way "
                                  "%d cannot go in the cells of %s that see the fin."),
                                step_name (self), base, step->digit, cover, fins,
                                step->digit, cover);
      }
    case SK_TECH_XY_WING:
    case SK_TECH_XYZ_WING:
    case SK_TECH_W_WING:
      {
        g_autofree char *pivot = role_cells_text (self, SK_ROLE_PIVOT);
        g_autofree char *pincers = role_cells_text (self, SK_ROLE_PINCER);

        if (pivot[0] == '\0')
          break;
        /* Translators: "XY-Wing: whatever the pivot r2c2 holds, one of the
         * pincers r2c7, r5c2 holds 4, so no cell that sees both pincers can." */
        return g_strdup_printf (_("%s: whatever the pivot %s holds, one of the pincers %s holds "
                                  "%d, so no cell that sees both pincers can."),
                                step_name (self), pivot, pincers, step->digit);
      }
    case SK_TECH_UNIQUE_RECTANGLE_1:
    case SK_TECH_UNIQUE_RECTANGLE_2:
    case SK_TECH_UNIQUE_RECTANGLE_3:
    case SK_TECH_UNIQUE_RECTANGLE_4:
      {
        g_autofree char *corners = role_cells_text (self, SK_ROLE_RECTANGLE);

        /* Translators: "Unique Rectangle type 1: the cells r1c1, ... would
         * otherwise form a pattern that two solutions share. This assumes
         * the puzzle has only one solution." */
        return g_strdup_printf (_("%s: the cells %s would otherwise form a pattern that two "
                                  "solutions share. This assumes the puzzle has only one "
                                  "solution."),
                                step_name (self), corners);
      }
    case SK_TECH_BUG_PLUS_ONE:
      /* Translators: "BUG+1: ..." */
      return g_strdup_printf (_("%s: every other empty cell has two candidates; without the one "
                                "extra candidate the puzzle would have two solutions. This "
                                "assumes the puzzle has only one solution."),
                              step_name (self));
    case SK_TECH_LAW_OF_LEFTOVERS:
      /* Translators: "Law of Leftovers: the cells of row 1, row 2 outside
       * region 1, region 2 hold the same digits as the cells of those regions
       * outside the rows." */
      return g_strdup_printf (_("%s: the cells of %s outside %s hold the same digits as the cells "
                                "of those regions outside %s."),
                              step_name (self), base, cover, base);
    case SK_TECH_SEARCH:
      /* Translators: "No technique applies: the solution has 6 in r4c4." */
      return g_strdup_printf (_("No technique applies: the solution has %d in %s."),
                              cell >= 0 ? step->place[cell] : step->digit, cells);
    default:
      break;
    }

  if (self->step.n_links > 0 && step->digit != 0 &&
      (step->technique == SK_TECH_XY_CHAIN || step->technique == SK_TECH_AIC ||
       step->technique == SK_TECH_X_CYCLE))
    {
      guint ends[2];
      guint n_ends = 0;

      for (int i = 0; i < step->n_marks && n_ends < 3; i++)
        if (step->marks[i].role == SK_ROLE_PINCER &&
            (n_ends == 0 || ends[0] != step->marks[i].cell))
          {
            if (n_ends < 2)
              ends[n_ends] = step->marks[i].cell;
            n_ends++;
          }
      if (n_ends == 2)
        {
          g_autoptr(GString) start = g_string_new (NULL);
          g_autoptr(GString) end = g_string_new (NULL);

          append_cell (start, ends[0]);
          append_cell (end, ends[1]);
          /* Translators: an open chain whose two ends may hold the same digit:
           * "XY-Chain: the chain drawn on the board runs from r3c1 to r7c8: if
           * one end is not 8, the other is, so no cell that sees both ends can
           * hold 8. Along a solid line at least one end is true, along a
           * dashed line at most one." */
          return g_strdup_printf (_("%s: the chain drawn on the board runs from %s to %s: if one "
                                    "end is not %d, the other is, so no cell that sees both "
                                    "ends can hold %d. Along a solid line at least one end is "
                                    "true, along a dashed line at most one."),
                                  step_name (self), start->str, end->str, step->digit,
                                  step->digit);
        }
    }
  if (self->step.n_links > 0 && step->technique >= SK_TECH_NISHIO_FORCING_CHAIN &&
      step->technique <= SK_TECH_NESTED_FORCING_CHAIN)
    {
      g_autofree char *reason = describe_forcing (self);

      if (reason != NULL)
        return g_steal_pointer (&reason);
    }
  if (self->step.n_links > 0)
    /* Translators: chains: "XY-Chain: follow the chain drawn on the board;
     * a solid line means at least one end is true, a dashed line at most one." */
    return g_strdup_printf (_("%s: follow the chain drawn on the board: along a solid line at "
                              "least one end is true, along a dashed line at most one."),
                            step_name (self));
  /* Translators: any other technique: "ALS-XZ: the pattern drawn on the board proves it." */
  return g_strdup_printf (_("%s: the pattern drawn on the board proves it."), step_name (self));
}

static char *
describe_actions (const SudokuStep *self)
{
  g_autoptr(GString) text = g_string_new (NULL);
  SkMask removed = 0;

  for (int cell = 0; cell < SK_CELLS; cell++)
    if (self->step.place[cell] != 0)
      {
        g_autoptr(GString) where = g_string_new (NULL);

        append_cell (where, (guint) cell);
        if (text->len > 0)
          g_string_append_c (text, ' ');
        /* Translators: what a step does: "Place 4 in r3c5." */
        g_string_append_printf (text, _("Place %d in %s."), self->step.place[cell], where->str);
      }

  for (int cell = 0; cell < SK_CELLS; cell++)
    removed |= self->step.remove[cell];
  /* One sentence per digit removed: "Remove 7 from r5c3, r6c6." */
  for (SkMask digits = removed; digits != 0; digits &= digits - 1)
    {
      int digit = sk_mask_first (digits);
      g_autoptr(GString) where = g_string_new (NULL);

      for (int cell = 0; cell < SK_CELLS; cell++)
        if (self->step.remove[cell] & sk_mask_of (digit))
          append_cell (where, (guint) cell);
      if (text->len > 0)
        g_string_append_c (text, ' ');
      /* Translators: what a step does: "Remove 7 from r5c3, r6c6." */
      g_string_append_printf (text, _("Remove %d from %s."), digit, where->str);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

char *
sudoku_step_describe (const SudokuStep *self)
{
  g_autofree char *reason = NULL;
  g_autofree char *actions = NULL;

  g_return_val_if_fail (self != NULL, NULL);

  reason = describe_reason (self);
  actions = describe_actions (self);
  return g_strconcat (reason, " ", actions, NULL);
}

char *
sudoku_step_describe_with_chain (const SudokuStep *self)
{
  g_autofree char *sentence = NULL;
  g_autofree char *chain = NULL;

  g_return_val_if_fail (self != NULL, NULL);

  sentence = sudoku_step_describe (self);
  chain = sudoku_step_format_chain (self);
  if (chain == NULL)
    return g_steal_pointer (&sentence);
  return g_strconcat (sentence, "\n", chain, NULL);
}

const char *
sudoku_step_role_name (SkRole role)
{
  switch (role)
    {
    case SK_ROLE_BASE:
      /* Translators: the part a cell plays in a step's pattern */
      return C_("step role", "pattern");
    case SK_ROLE_COVER:
      return C_("step role", "cover");
    case SK_ROLE_FIN:
      return C_("step role", "fin");
    case SK_ROLE_PIVOT:
      return C_("step role", "pivot");
    case SK_ROLE_PINCER:
      return C_("step role", "pincer");
    case SK_ROLE_ON:
      return C_("step role", "chain, true");
    case SK_ROLE_OFF:
      return C_("step role", "chain, false");
    case SK_ROLE_ALS:
      return C_("step role", "almost locked set");
    case SK_ROLE_RECTANGLE:
      return C_("step role", "rectangle corner");
    default:
      return C_("step role", "pattern");
    }
}

char *
sudoku_step_describe_inks (guint inks)
{
  g_autoptr(GString) text = g_string_new (NULL);
  const struct
  {
    SudokuStepInk ink;
    const char   *words;
  } meanings[] = {
    /* Translators: the legend of a drawn step */
    { SUDOKU_STEP_INK_PLACE, N_("green: the digit placed") },
    { SUDOKU_STEP_INK_REMOVE, N_("red: candidates removed") },
    { SUDOKU_STEP_INK_BLUE, N_("blue: the pattern") },
    { SUDOKU_STEP_INK_YELLOW, N_("yellow: fins, pivots and the chain's other colour") },
    { SUDOKU_STEP_INK_PURPLE, N_("purple: pincers, covers and locked sets") },
    { SUDOKU_STEP_INK_BASE_OUTLINE, N_("blue outline: the units it works in") },
    { SUDOKU_STEP_INK_COVER_OUTLINE, N_("purple outline: the units it covers") },
    { SUDOKU_STEP_INK_STRONG_LINK, N_("solid line: a strong link") },
    { SUDOKU_STEP_INK_WEAK_LINK, N_("dashed line: a weak link") },
  };

  if (inks == 0)
    return NULL;
  for (gsize i = 0; i < G_N_ELEMENTS (meanings); i++)
    if ((inks & meanings[i].ink) != 0)
      {
        append_separator (text);
        g_string_append (text, _(meanings[i].words));
      }
  /* Translators: the legend's frame: "Legend: green: the digit placed, ..." */
  return g_strdup_printf (_("Legend: %s."), text->str);
}

char *
sudoku_step_describe_cell (const SudokuStep *self,
                           guint             cell)
{
  g_autoptr(GString) text = g_string_new (NULL);
  int role = -1;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (cell < SK_CELLS, NULL);

  for (int i = 0; i < self->step.n_marks && role < 0; i++)
    if (self->step.marks[i].cell == cell)
      role = self->step.marks[i].role;

  if (role >= 0)
    /* Translators: a cell's part in the hint, for screen readers: "Hint: pivot" */
    g_string_append_printf (text, _("Hint: %s"), sudoku_step_role_name ((SkRole) role));
  if (self->step.place[cell] != 0)
    {
      if (text->len > 0)
        g_string_append (text, _("; "));
      /* Translators: for screen readers: "places 4" */
      g_string_append_printf (text, _("places %d"), self->step.place[cell]);
    }
  if (self->step.remove[cell] != 0)
    {
      g_autofree char *digits = digits_text (self->step.remove[cell]);

      if (text->len > 0)
        g_string_append (text, _("; "));
      /* Translators: for screen readers: "removes 3, 7" */
      g_string_append_printf (text, _("removes %s"), digits);
    }
  if (text->len == 0)
    return NULL;
  return g_string_free (g_steal_pointer (&text), FALSE);
}

char *
sudoku_step_describe_applied (const SudokuStep *self)
{
  guint placed, removed;

  g_return_val_if_fail (self != NULL, NULL);

  placed = sudoku_step_count_placements (self);
  removed = sudoku_step_count_eliminations (self);
  if (placed > 0 && removed > 0)
    {
      g_autofree char *placing = NULL;
      g_autofree char *removing = NULL;

      /* Translators: the first part of "Cell Forcing Chain: placed 1 digit, removed 3 candidates" */
      placing = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "placed %u digit",
                                              "placed %u digits", placed), placed);
      /* Translators: the second part of "Cell Forcing Chain: placed 1 digit, removed 3 candidates" */
      removing = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "removed %u candidate",
                                               "removed %u candidates", removed), removed);
      /* Translators: after a hint was applied: the step's name, then the two parts above:
       * "Cell Forcing Chain: placed 1 digit, removed 3 candidates" */
      return g_strdup_printf (_("%s: %s, %s"), step_name (self), placing, removing);
    }
  if (placed > 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: placed %u digit",
                                         "%s: placed %u digits", placed),
                            step_name (self), placed);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: removed %u candidate",
                                       "%s: removed %u candidates", removed),
                          step_name (self), removed);
}
