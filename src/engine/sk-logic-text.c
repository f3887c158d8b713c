/* sk-logic-text.c: a step in the notations players write: actions, units, Eureka chains
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The notation is the same in every language; the sentences around it are
 * in sk-logic-sentence.c.
 */

#include "sk-logic-private.h"
#include "sk-logic-words.h"

#include <stdarg.h>
#include <stdio.h>

SkText
sk_text_start (char   *out,
               size_t  size)
{
  if (out != NULL && size > 0)
    out[0] = '\0';
  return (SkText) { out, size, 0 };
}

void
sk_text_printf (SkText     *text,
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

void
sk_text_append (SkText     *text,
                const char *words)
{
  sk_text_printf (text, "%s", words);
}

int
sk_step_format_actions (const SkStep *step,
                        char         *out,
                        size_t        size)
{
  SkText text = sk_text_start (out, size);
  const char *sep = "";

  for (int cell = 0; cell < SK_CELLS; cell++)
    if (step->place[cell] != 0)
      {
        sk_text_printf (&text, "%sr%dc%d=%d", sep, sk_cell_row (cell) + 1,
                     sk_cell_column (cell) + 1, step->place[cell]);
        sep = " ";
      }
  for (int cell = 0; cell < SK_CELLS; cell++)
    for (SkMask m = step->remove[cell]; m != 0; m &= m - 1)
      {
        sk_text_printf (&text, "%sr%dc%d-%d", sep, sk_cell_row (cell) + 1,
                     sk_cell_column (cell) + 1, sk_mask_first (m));
        sep = " ";
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

void
sk_text_eureka_cells (SkText  *text,
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
      sk_text_printf (text, "r");
      for (int r = 0; r < SK_SIZE; r++)
        if ((rows >> r) & 1)
          sk_text_printf (text, "%d", r + 1);
      sk_text_printf (text, "c%d", __builtin_ctz (columns) + 1);
      return;
    }
  for (int r = 0; r < SK_SIZE; r++)
    if ((rows >> r) & 1)
      {
        sk_text_printf (text, "%sr%dc", r > __builtin_ctz (rows) ? "," : "", r + 1);
        for (int c = 0; c < SK_SIZE; c++)
          if (sk_board_has (cells, r * SK_SIZE + c))
            sk_text_printf (text, "%d", c + 1);
      }
}

/* One run of links, each from where the last ended: a digit in brackets
 * opens each stretch of one digit over several cells, "(5)r2c3=r2c7", and
 * strong links inside one cell go in the brackets, "(5=3)r5c7". */
static void
append_eureka_run (SkText         *text,
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
          sk_text_printf (text, "(%d", node->digit);
          while (next != NULL && node_same_cells (node, next) && step->links[first + k].strong)
            {
              sk_text_printf (text, "=%d", next->digit);
              k++;
              node = next;
              next = k + 1 < n ? &step->nodes[step->links[first + k].to] : NULL;
            }
          sk_text_printf (text, ")");
          sk_text_eureka_cells (text, node->cells);
          digit_open = false;
        }
      else
        {
          if (!digit_open || previous == NULL || previous->digit != node->digit)
            sk_text_printf (text, "(%d)", node->digit);
          sk_text_eureka_cells (text, node->cells);
          digit_open = true;
        }
      if (k + 1 < n)
        sk_text_printf (text, "%s", step->links[first + k].strong ? "=" : "-");
    }
}

/* The forcing chain's branch that ends at @leaf, from its premise: each
 * fact from the first one it rests on. */
static void
append_forcing_branch (SkText         *text,
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
        sk_text_printf (text, " -> ");
      sk_text_eureka_cells (text, node->cells);
      sk_text_printf (text, "%s%d", node->on ? "=" : "<>", node->digit);
    }
}

void
sk_text_eureka_outcome (SkText       *text,
                        const SkStep *step)
{
  const char *sep = "";
  SkMask removed = 0;

  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      if (step->place[cell] != 0)
        {
          sk_text_printf (text, "%sr%dc%d=%d", sep, sk_cell_row (cell) + 1,
                       sk_cell_column (cell) + 1, step->place[cell]);
          sep = ", ";
        }
      removed |= step->remove[cell];
    }
  for (; removed != 0; removed &= removed - 1)
    {
      int digit = sk_mask_first (removed);
      const char *comma = "";

      sk_text_printf (text, "%s", sep);
      for (int cell = 0; cell < SK_CELLS; cell++)
        if (step->remove[cell] & sk_mask_of (digit))
          {
            sk_text_printf (text, "%sr%dc%d", comma, sk_cell_row (cell) + 1,
                         sk_cell_column (cell) + 1);
            comma = ",";
          }
      sk_text_printf (text, "<>%d", digit);
      sep = ", ";
    }
}

bool
sk_technique_is_forcing_chain (SkTechnique technique)
{
  return sk_technique_info (technique)->family == SK_FAMILY_FORCING;
}

void
sk_text_eureka_links (SkText       *text,
                      const SkStep *step)
{
  for (int first = 0; first < step->n_links;)
    {
      int end = first;

      while (end + 1 < step->n_links && step->links[end + 1].from == step->links[end].to)
        end++;
      if (first > 0)
        sk_text_printf (text, "; ");
      append_eureka_run (text, step, first, end + 1);
      first = end + 1;
    }
}

int
sk_step_format_chain (const SkStep *step,
                      char         *out,
                      size_t        size)
{
  SkText text = sk_text_start (out, size);

  if (step->n_links == 0)
    return 0;
  if (sk_technique_is_forcing_chain (step->technique))
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
          sk_text_printf (&text, "\n");
        }
    }
  else
    sk_text_eureka_links (&text, step);
  if (step->truncated)
    sk_text_printf (&text, sk_technique_is_forcing_chain (step->technique) ? "...\n" : " ...");
  sk_text_printf (&text, sk_technique_is_forcing_chain (step->technique) ? "=> " : " => ");
  sk_text_eureka_outcome (&text, step);
  return text.length;
}
