/* sk-logic-text.c: a step in words and in the command line's action notation
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * English only: the engine has no gettext. The window builds its own,
 * translated sentences from the same step fields; these are for the
 * command line, whose output is a contract for scripts.
 */

#include "sk-logic-private.h"

#include <stdarg.h>
#include <stdio.h>

/* A bounded appender: writes what fits, always counts the whole length. */
typedef struct
{
  char   *out;
  size_t  size;
  int     length;
} Text;

static void text_printf (Text *text, const char *format, ...)
  __attribute__ ((format (printf, 2, 3)));

static void
text_printf (Text       *text,
             const char *format,
             ...)
{
  va_list args;
  size_t used = (size_t) text->length < text->size ? (size_t) text->length : text->size;
  int n;

  va_start (args, format);
  n = vsnprintf (text->out != NULL ? text->out + used : NULL,
                 text->size > used ? text->size - used : 0, format, args);
  va_end (args);
  if (n > 0)
    text->length += n;
}

static Text
text_start (char   *out,
            size_t  size)
{
  if (out != NULL && size > 0)
    out[0] = '\0';
  return (Text) { out, size, 0 };
}

int
sk_unit_describe (int             unit,
                  const SkLayout *layout,
                  char           *out,
                  size_t          size)
{
  static const char *const kinds[] = { "row", "column", "region" };
  const char *kind = kinds[sk_unit_kind (unit)];

  if (sk_unit_kind (unit) == SK_UNIT_REGION && layout != NULL && sk_layout_is_standard (layout))
    kind = "box";
  return snprintf (out, size, "%s %d", kind, sk_unit_number (unit) + 1);
}

int
sk_step_format_actions (const SkStep *step,
                        char         *out,
                        size_t        size)
{
  Text text = text_start (out, size);
  const char *sep = "";

  for (int cell = 0; cell < SK_CELLS; cell++)
    if (step->place[cell] != 0)
      {
        text_printf (&text, "%sr%dc%d=%d", sep, sk_cell_row (cell) + 1,
                     sk_cell_column (cell) + 1, step->place[cell]);
        sep = " ";
      }
  for (int cell = 0; cell < SK_CELLS; cell++)
    for (SkMask m = step->remove[cell]; m != 0; m &= m - 1)
      {
        text_printf (&text, "%sr%dc%d-%d", sep, sk_cell_row (cell) + 1,
                     sk_cell_column (cell) + 1, sk_mask_first (m));
        sep = " ";
      }
  return text.length;
}

static void
append_units (Text           *text,
              uint32_t        units,
              const SkLayout *layout)
{
  const char *sep = "";

  for (int unit = 0; unit < SK_UNITS; unit++)
    if ((units >> unit) & 1)
      {
        char name[32];

        sk_unit_describe (unit, layout, name, sizeof name);
        text_printf (text, "%s%s", sep, name);
        sep = ", ";
      }
}

static void
append_digits (Text   *text,
               SkMask  digits)
{
  const char *sep = "";

  for (; digits != 0; digits &= digits - 1)
    {
      text_printf (text, "%s%d", sep, sk_mask_first (digits));
      sep = "/";
    }
}

/* The cells marked with @role, as "r1c2, r3c4". */
static bool
append_cells (Text         *text,
              const SkStep *step,
              SkRole        role)
{
  const char *sep = "";
  bool any = false;

  for (int i = 0; i < step->n_marks; i++)
    if (step->marks[i].role == role)
      {
        text_printf (text, "%sr%dc%d", sep, sk_cell_row (step->marks[i].cell) + 1,
                     sk_cell_column (step->marks[i].cell) + 1);
        sep = ", ";
        any = true;
      }
  return any;
}

static void
append_node (Text         *text,
             const SkNode *node)
{
  SkBoard cells = node->cells;
  const char *sep = "";

  if (sk_board_count (cells) > 1)
    text_printf (text, "(");
  while (!sk_board_is_empty (cells))
    {
      int cell = sk_board_pop (&cells);

      text_printf (text, "%sr%dc%d", sep, sk_cell_row (cell) + 1, sk_cell_column (cell) + 1);
      sep = ",";
    }
  if (sk_board_count (node->cells) > 1)
    text_printf (text, ")");
  text_printf (text, "=%d", node->digit);
}

/* "r1c2=5 => r1c7<>5 ...": the links in order, strong as =, weak as -. */
static void
append_chain (Text         *text,
              const SkStep *step)
{
  for (int i = 0; i < step->n_links; i++)
    {
      const SkLink *link = &step->links[i];

      if (i == 0 || step->links[i - 1].to != link->from)
        {
          if (i > 0)
            text_printf (text, "; ");
          append_node (text, &step->nodes[link->from]);
        }
      text_printf (text, link->strong ? " == " : " -- ");
      append_node (text, &step->nodes[link->to]);
    }
  if (step->truncated)
    text_printf (text, " ...");
}

static void
append_outcome (Text         *text,
                const SkStep *step)
{
  char actions[512];
  int n = sk_step_format_actions (step, actions, sizeof actions);

  if ((size_t) n >= sizeof actions)
    text_printf (text, " It follows: %.*s ...", (int) sizeof actions - 5, actions);
  else
    text_printf (text, " It follows: %s.", actions);
}

int
sk_step_describe (const SkStep   *step,
                  const SkLayout *layout,
                  char           *out,
                  size_t          size)
{
  const SkTechniqueInfo *info = sk_technique_info (step->technique);
  Text text = text_start (out, size);

  switch (step->technique)
    {
    case SK_TECH_FULL_HOUSE:
      text_printf (&text, "Full house: %d is the last digit missing in ", step->digit);
      append_units (&text, step->base_units, layout);
      text_printf (&text, ".");
      break;
    case SK_TECH_HIDDEN_SINGLE_REGION:
    case SK_TECH_HIDDEN_SINGLE_LINE:
      text_printf (&text, "Hidden single: %d fits in only one cell of ", step->digit);
      append_units (&text, step->base_units, layout);
      text_printf (&text, ".");
      break;
    case SK_TECH_NAKED_SINGLE:
      text_printf (&text, "Naked single: %d is the only candidate left in ", step->digit);
      append_cells (&text, step, SK_ROLE_BASE);
      text_printf (&text, ".");
      break;
    case SK_TECH_POINTING:
    case SK_TECH_CLAIMING:
    case SK_TECH_DIRECT_POINTING:
    case SK_TECH_DIRECT_CLAIMING:
      text_printf (&text, "%s: in ", info->name);
      append_units (&text, step->base_units, layout);
      text_printf (&text, ", %d can only be where it meets ", step->digit);
      append_units (&text, step->cover_units, layout);
      text_printf (&text, ", so it leaves the rest of ");
      append_units (&text, step->cover_units, layout);
      text_printf (&text, ".");
      break;
    case SK_TECH_NAKED_PAIR:
    case SK_TECH_NAKED_TRIPLE:
    case SK_TECH_NAKED_QUAD:
    case SK_TECH_HIDDEN_PAIR:
    case SK_TECH_HIDDEN_TRIPLE:
    case SK_TECH_HIDDEN_QUAD:
    case SK_TECH_DIRECT_HIDDEN_PAIR:
    case SK_TECH_DIRECT_HIDDEN_TRIPLE:
      {
        SkMask digits = 0;

        for (int i = 0; i < step->n_marks; i++)
          if (step->marks[i].role == SK_ROLE_BASE)
            digits |= step->marks[i].digits;
        text_printf (&text, "%s: in ", info->name);
        append_units (&text, step->base_units, layout);
        text_printf (&text, ", the digits ");
        append_digits (&text, digits);
        text_printf (&text, " are confined to the cells ");
        append_cells (&text, step, SK_ROLE_BASE);
        text_printf (&text, ".");
      }
      break;
    case SK_TECH_X_WING:
    case SK_TECH_SWORDFISH:
    case SK_TECH_JELLYFISH:
    case SK_TECH_FINNED_X_WING:
    case SK_TECH_SASHIMI_X_WING:
    case SK_TECH_FINNED_SWORDFISH:
    case SK_TECH_SASHIMI_SWORDFISH:
    case SK_TECH_FINNED_JELLYFISH:
    case SK_TECH_SASHIMI_JELLYFISH:
      text_printf (&text, "%s on %d: in ", info->name, step->digit);
      append_units (&text, step->base_units, layout);
      text_printf (&text, ", %d lies only in ", step->digit);
      append_units (&text, step->cover_units, layout);
      if (append_cells (&(Text) { NULL, 0, 0 }, step, SK_ROLE_FIN))
        {
          text_printf (&text, ", apart from the fin ");
          append_cells (&text, step, SK_ROLE_FIN);
        }
      text_printf (&text, ".");
      break;
    case SK_TECH_UNIQUE_RECTANGLE_1:
    case SK_TECH_UNIQUE_RECTANGLE_2:
    case SK_TECH_UNIQUE_RECTANGLE_3:
    case SK_TECH_UNIQUE_RECTANGLE_4:
      text_printf (&text, "%s: the cells ", info->name);
      append_cells (&text, step, SK_ROLE_RECTANGLE);
      text_printf (&text, " would otherwise form a deadly pattern that two solutions share "
                          "(this assumes the puzzle has one solution).");
      break;
    case SK_TECH_BUG_PLUS_ONE:
      text_printf (&text, "BUG+1: every other empty cell has two candidates; without the "
                          "one extra candidate the puzzle would have two solutions "
                          "(this assumes the puzzle has one solution).");
      break;
    case SK_TECH_SEARCH:
      text_printf (&text, "No technique applies: the solver's %d goes in ", step->digit);
      append_cells (&text, step, SK_ROLE_BASE);
      text_printf (&text, " (not found by logic).");
      break;
    default:
      text_printf (&text, "%s", info->name);
      if (step->digit != 0)
        text_printf (&text, " on %d", step->digit);
      if (step->base_units != 0)
        {
          text_printf (&text, " in ");
          append_units (&text, step->base_units, layout);
        }
      if (append_cells (&(Text) { NULL, 0, 0 }, step, SK_ROLE_PIVOT))
        {
          text_printf (&text, ", pivot ");
          append_cells (&text, step, SK_ROLE_PIVOT);
        }
      if (append_cells (&(Text) { NULL, 0, 0 }, step, SK_ROLE_PINCER))
        {
          text_printf (&text, ", pincers ");
          append_cells (&text, step, SK_ROLE_PINCER);
        }
      if (step->n_links > 0)
        {
          text_printf (&text, ": ");
          append_chain (&text, step);
        }
      text_printf (&text, ".");
      break;
    }
  switch (step->technique)
    {
    case SK_TECH_FULL_HOUSE:
    case SK_TECH_HIDDEN_SINGLE_REGION:
    case SK_TECH_HIDDEN_SINGLE_LINE:
    case SK_TECH_NAKED_SINGLE:
    case SK_TECH_SEARCH:
      break;  /* the sentence says it all */
    default:
      append_outcome (&text, step);
      break;
    }
  return text.length;
}
