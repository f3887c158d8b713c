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

/* ---- Eureka notation ---- */

static bool
node_same_cells (const SkNode *a,
                 const SkNode *b)
{
  return a->cells.lo == b->cells.lo && a->cells.hi == b->cells.hi;
}

/* "r5c7", a group in one row "r5c78", in one column "r45c7", else one
 * row's part after another: "r1c23,r2c1". */
static void
append_eureka_cells (Text    *text,
                     SkBoard  cells)
{
  int rows = 0, columns = 0;

  for (SkBoard b = cells; !sk_board_is_empty (b);)
    {
      int cell = sk_board_pop (&b);

      rows |= 1 << sk_cell_row (cell);
      columns |= 1 << sk_cell_column (cell);
    }
  if (__builtin_popcount (columns) == 1)
    {
      text_printf (text, "r");
      for (int r = 0; r < SK_SIZE; r++)
        if ((rows >> r) & 1)
          text_printf (text, "%d", r + 1);
      text_printf (text, "c%d", __builtin_ctz (columns) + 1);
      return;
    }
  for (int r = 0; r < SK_SIZE; r++)
    if ((rows >> r) & 1)
      {
        text_printf (text, "%sr%dc", r > __builtin_ctz (rows) ? "," : "", r + 1);
        for (int c = 0; c < SK_SIZE; c++)
          if (sk_board_has (cells, r * SK_SIZE + c))
            text_printf (text, "%d", c + 1);
      }
}

/* One run of links, each from where the last ended: a digit in brackets
 * opens each stretch of one digit over several cells, "(5)r2c3=r2c7", and
 * strong links inside one cell go in the brackets, "(5=3)r5c7". */
static void
append_eureka_run (Text         *text,
                   const SkStep *step,
                   int           first,
                   int           end)
{
  int n = end - first + 1;  /* nodes: the first link's start, then each link's end */
  bool digit_open = false;

  for (int k = 0; k < n; k++)
    {
      const SkNode *node = &step->nodes[k == 0 ? step->links[first].from
                                                : step->links[first + k - 1].to];
      const SkNode *next = k + 1 < n ? &step->nodes[step->links[first + k].to] : NULL;
      const SkNode *previous = k > 0 ? &step->nodes[step->links[first + k - 1].from] : NULL;

      if (next != NULL && node_same_cells (node, next) && step->links[first + k].strong)
        {
          /* Strong links inside one cell: (d1=d2)cells */
          text_printf (text, "(%d", node->digit);
          while (next != NULL && node_same_cells (node, next) && step->links[first + k].strong)
            {
              text_printf (text, "=%d", next->digit);
              k++;
              node = next;
              next = k + 1 < n ? &step->nodes[step->links[first + k].to] : NULL;
            }
          text_printf (text, ")");
          append_eureka_cells (text, node->cells);
          digit_open = false;
        }
      else
        {
          if (!digit_open || previous == NULL || previous->digit != node->digit)
            text_printf (text, "(%d)", node->digit);
          append_eureka_cells (text, node->cells);
          digit_open = true;
        }
      if (k + 1 < n)
        text_printf (text, "%s", step->links[first + k].strong ? "=" : "-");
    }
}

/* The forcing chain's branch that ends at @leaf, from its premise: each
 * fact from the first one it rests on. */
static void
append_forcing_branch (Text         *text,
                       const SkStep *step,
                       int           leaf)
{
  int path[SK_STEP_MAX_NODES];
  int n = 0;

  for (int node = leaf; node >= 0 && n < SK_STEP_MAX_NODES;)
    {
      int parent = -1;

      path[n++] = node;
      for (int i = 0; i < step->n_links && parent < 0; i++)
        if (step->links[i].to == node)
          parent = step->links[i].from;
      node = parent;
    }
  for (int i = n - 1; i >= 0; i--)
    {
      const SkNode *node = &step->nodes[path[i]];

      if (i < n - 1)
        text_printf (text, " -> ");
      append_eureka_cells (text, node->cells);
      text_printf (text, "%s%d", node->on ? "=" : "<>", node->digit);
    }
}

/* "r4c7=5" for a placement, "r2c3,r5c8<>5" for a digit's eliminations. */
static void
append_eureka_outcome (Text         *text,
                       const SkStep *step)
{
  const char *sep = "";
  SkMask removed = 0;

  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      if (step->place[cell] != 0)
        {
          text_printf (text, "%sr%dc%d=%d", sep, sk_cell_row (cell) + 1,
                       sk_cell_column (cell) + 1, step->place[cell]);
          sep = ", ";
        }
      removed |= step->remove[cell];
    }
  for (; removed != 0; removed &= removed - 1)
    {
      int digit = sk_mask_first (removed);
      const char *comma = "";

      text_printf (text, "%s", sep);
      for (int cell = 0; cell < SK_CELLS; cell++)
        if (step->remove[cell] & sk_mask_of (digit))
          {
            text_printf (text, "%sr%dc%d", comma, sk_cell_row (cell) + 1,
                         sk_cell_column (cell) + 1);
            comma = ",";
          }
      text_printf (text, "<>%d", digit);
      sep = ", ";
    }
}

static bool
is_forcing_chain (SkTechnique technique)
{
  return technique >= SK_TECH_NISHIO_FORCING_CHAIN && technique <= SK_TECH_NESTED_FORCING_CHAIN;
}

int
sk_step_format_chain (const SkStep *step,
                      char         *out,
                      size_t        size)
{
  Text text = text_start (out, size);

  if (step->n_links == 0)
    return 0;
  if (is_forcing_chain (step->technique))
    {
      /* A branch for each fact nothing follows from: the conclusions, or
       * the two sides of a contradiction. */
      for (int node = 0; node < step->n_nodes; node++)
        {
          bool leaf = true;

          for (int i = 0; i < step->n_links && leaf; i++)
            leaf = step->links[i].from != node;
          if (!leaf)
            continue;
          append_forcing_branch (&text, step, node);
          text_printf (&text, "\n");
        }
    }
  else
    for (int first = 0; first < step->n_links;)
      {
        int end = first;

        while (end + 1 < step->n_links && step->links[end + 1].from == step->links[end].to)
          end++;
        if (first > 0)
          text_printf (&text, "; ");
        append_eureka_run (&text, step, first, end + 1);
        first = end + 1;
      }
  if (step->truncated)
    text_printf (&text, is_forcing_chain (step->technique) ? "...\n" : " ...");
  text_printf (&text, is_forcing_chain (step->technique) ? "=> " : " => ");
  append_eureka_outcome (&text, step);
  return text.length;
}
