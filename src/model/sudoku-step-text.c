/* sudoku-step-text.c: a logic step in the user's language
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The sentences themselves are the engine's one formatter
 * (sk-logic-sentence.c), translated through gettext here: the window, the
 * help figures and print say the same words as the command line's
 * English, in the user's language.
 */

#define G_LOG_DOMAIN "sudoku-step"

#include "config.h"

#include "sudoku-step.h"

#include <glib/gi18n-lib.h>
#include <string.h>

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

static const char *
translate (const char *msgid,
           void       *user_data)
{
  return g_dgettext (GETTEXT_PACKAGE, msgid);
}

static const SkWords words = { translate, NULL };

static char *
unit_name (const SudokuStep *self,
           int               unit)
{
  int n = sk_unit_name (unit, &self->layout, &words, NULL, 0);
  char *text = g_malloc ((gsize) n + 1);

  sk_unit_name (unit, &self->layout, &words, text, (gsize) n + 1);
  return text;
}

static char *
units_text (const SudokuStep *self,
            guint32           units)
{
  GString *text = g_string_new (NULL);

  for (int unit = 0; unit < sk_layout_n_units (&self->layout); unit++)
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
    /* Translators: the first press of Hint: "X-Wing: look at digit 7 in
     * row 2, row 8"; technique, digit, units. The technique's name may hold
     * "in" itself ("Hidden Single in a region"), hence the colon. */
    return g_strdup_printf (_("%s: look at digit %d in %s"), step_name (self), step->digit, units);
  if (units != NULL && units[0] != '\0')
    /* Translators: the first press of Hint: "Naked Pair: look at box 4" */
    return g_strdup_printf (_("%s: look at %s"), step_name (self), units);
  if (step->digit != 0)
    /* Translators: the first press of Hint: "Skyscraper: look at digit 7" */
    return g_strdup_printf (_("%s: look at digit %d"), step_name (self), step->digit);
  /* Translators: the first press of Hint: "Look for the XY-Chain" */
  return g_strdup_printf (_("Look for the %s"), step_name (self));
}

char *
sudoku_step_describe (const SudokuStep *self)
{
  char *text;
  int n;

  g_return_val_if_fail (self != NULL, NULL);

  n = sk_step_explain (&self->step, &self->layout, &words, SK_EXPLAIN_OUTCOME, NULL, 0);
  text = g_malloc ((gsize) n + 1);
  sk_step_explain (&self->step, &self->layout, &words, SK_EXPLAIN_OUTCOME, text, (gsize) n + 1);
  return text;
}

char *
sudoku_step_describe_with_chain (const SudokuStep *self)
{
  g_autofree char *sentence = NULL;
  g_autofree char *chain = NULL;
  g_autofree char *links = NULL;

  g_return_val_if_fail (self != NULL, NULL);

  sentence = sudoku_step_describe (self);
  chain = sudoku_step_format_chain (self);
  if (chain == NULL)
    return g_steal_pointer (&sentence);
  /* A chain's sentence already carries its links: say them once. */
  links = g_strndup (chain, strcspn (chain, "\n") == strlen (chain) && strstr (chain, " => ") != NULL
                            ? (gsize) (strstr (chain, " => ") - chain) : 0);
  if (links[0] != '\0' && strstr (sentence, links) != NULL)
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
