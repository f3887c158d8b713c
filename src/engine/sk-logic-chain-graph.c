/* sk-logic-chain-graph.c: the graph of candidates and links the chain techniques search
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "sk-logic-chain-graph.h"

#include <string.h>

/* Counting without popcount: the engine is built for any x86-64, where
 * __builtin_popcount is a library call. */
static inline bool
has_two_or_more (SkBoard b)
{
  return !sk_board_is_empty (b) && !sk_board_is_single (b);
}

static inline bool
has_exactly_two (SkBoard b)
{
  if (sk_board_is_empty (b))
    return false;
  sk_board_pop (&b);
  return sk_board_is_single (b);
}

static inline bool
mask_has_two (SkMask m)
{
  return m != 0 && (m & (m - 1)) != 0 && sk_mask_is_single (m & (m - 1));
}

static void
add_strong (ChainGraph *g,
            int         a,
            int         b)
{
  ChainNode *na = &g->nodes[a];
  ChainNode *nb = &g->nodes[b];

  for (int i = 0; i < na->n_strong; i++)
    if (na->strong[i] == b)
      return;
  if (na->n_strong >= MAX_STRONG || nb->n_strong >= MAX_STRONG)
    return;
  na->strong[na->n_strong++] = (uint16_t) b;
  nb->strong[nb->n_strong++] = (uint16_t) a;
}

static int
add_node (ChainGraph *g,
          SkBoard     cells,
          int         digit)
{
  ChainNode *node = &g->nodes[g->n_nodes];

  node->cells = cells;
  node->digit = (uint8_t) digit;
  node->cell = (uint8_t) sk_board_first (cells);
  node->group = 0;
  node->n_strong = 0;
  return g->n_nodes++;
}

/* The group of @digit whose cells are exactly @cells, or NO_NODE. */
static int
find_group (const ChainGraph *g,
            int               digit,
            SkBoard           cells)
{
  for (int i = g->group_first[digit - 1]; i < g->group_first[digit]; i++)
    {
      SkBoard other = g->nodes[g->n_plain + i].cells;

      if (other.lo == cells.lo && other.hi == cells.hi)
        return g->n_plain + i;
    }
  return NO_NODE;
}

static void
add_groups (ChainGraph *g)
{
  const SkLayout *layout = g->ctx->layout;
  SkBoard boxes[MAX_BOXES];
  uint8_t box_units[MAX_BOXES][2];
  int n_boxes = 0;
  int n_groups = 0;

  for (int line = 0; line < 2 * SK_SIZE; line++)
    {
      unsigned regions = 0;

      for (int i = 0; i < SK_SIZE; i++)
        regions |= 1u << layout->region[layout->unit_cells[line][i]];
      for (; regions != 0; regions &= regions - 1)
        {
          int unit = 2 * SK_SIZE + __builtin_ctz (regions);
          SkBoard box = sk_board_and (layout->unit_board[line], layout->unit_board[unit]);

          if (has_two_or_more (box) && n_boxes < MAX_BOXES)
            {
              boxes[n_boxes] = box;
              box_units[n_boxes][0] = (uint8_t) line;
              box_units[n_boxes][1] = (uint8_t) unit;
              n_boxes++;
            }
        }
    }
  for (int d = 0; d < SK_SIZE; d++)
    {
      g->group_first[d] = n_groups;
      for (int i = 0; i < n_boxes && n_groups - g->group_first[d] < MAX_DIGIT_GROUPS; i++)
        {
          SkBoard cells = sk_board_and (g->ctx->where[d], boxes[i]);
          int id;

          if (!has_two_or_more (cells))
            continue;
          g->group_seers[n_groups] = sk_logic_common_peers (layout, cells);
          g->group_units[n_groups][0] = box_units[i][0];
          g->group_units[n_groups][1] = box_units[i][1];
          id = add_node (g, cells, d + 1);
          g->nodes[id].group = (uint8_t) (n_groups - g->group_first[d]);
          n_groups++;
        }
    }
  g->group_first[SK_SIZE] = n_groups;

  /* Who sees a whole group: its plain weak links, and the groups inside its
   * seers. */
  memset (g->cell_groups, 0, sizeof g->cell_groups);
  for (int d = 0; d < SK_SIZE; d++)
    for (int i = g->group_first[d]; i < g->group_first[d + 1]; i++)
      {
        const ChainNode *group = &g->nodes[g->n_plain + i];
        SkBoard seers = g->group_seers[i];

        for (SkBoard rest = sk_board_and (seers, g->plain[d]); !sk_board_is_empty (rest);)
          g->cell_groups[sk_board_pop (&rest)][d] |= UINT64_C (1) << group->group;
        g->group_groups[i] = 0;
        for (int k = g->group_first[d]; k < g->group_first[d + 1]; k++)
          if (sk_board_is_empty (sk_board_and_not (g->nodes[g->n_plain + k].cells, seers)))
            g->group_groups[i] |= UINT64_C (1) << g->nodes[g->n_plain + k].group;
      }
}

void
sk_chain_graph_build (ChainGraph           *g,
                      const SkLogicContext *ctx,
                      const ChainKind      *kind)
{
  const SkLayout *layout = ctx->layout;
  SkBoard allowed = ctx->empty;
  unsigned flags = kind->flags;
  int base = sk_technique_info (kind->technique)->rating;

  g->ctx = ctx;
  g->kind = kind;
  g->n_nodes = 0;
  for (int n = 0; n < MAX_CHAIN_NODES + 2; n++)
    {
      g->open_rating[n] = sk_logic_length_rating (base + kind->open_extra, n);
      g->loop_rating[n] = sk_logic_length_rating (base, n);
      g->least_rating[n] = g->open_rating[n] < g->loop_rating[n] ? g->open_rating[n] : g->loop_rating[n];
    }
  memset (g->id, 0xff, sizeof g->id);
  if (flags & ONLY_BIVALUE)
    {
      SkBoard rest = ctx->empty;

      allowed = SK_BOARD_EMPTY;
      while (!sk_board_is_empty (rest))
        {
          int cell = sk_board_pop (&rest);

          if (mask_has_two (ctx->cg->cand[cell]))
            allowed = sk_board_or (allowed, sk_board_cell (cell));
        }
    }
  for (int d = 0; d < SK_SIZE; d++)
    g->plain[d] = sk_board_and (ctx->where[d], allowed);

  for (SkBoard rest = allowed; !sk_board_is_empty (rest);)
    {
      int cell = sk_board_pop (&rest);

      for (SkMask m = ctx->cg->cand[cell]; m != 0; m &= m - 1)
        {
          int d = sk_mask_first (m);

          g->id[cell][d - 1] = (uint16_t) add_node (g, sk_board_cell (cell), d);
        }
    }
  g->n_plain = g->n_nodes;
  if (flags & USE_GROUPS)
    add_groups (g);
  else
    for (int d = 0; d <= SK_SIZE; d++)
      g->group_first[d] = 0;
  for (int d = 0; d < SK_SIZE; d++)
    g->linked_groups[d] = 0;

  if (flags & LINK_UNIT_STRONG)
    {
      for (int d = 0; d < SK_SIZE; d++)
        for (int unit = 0; unit < SK_UNITS; unit++)
          {
            SkBoard pair = sk_board_and (g->plain[d], layout->unit_board[unit]);

            if (has_exactly_two (pair))
              {
                int a = sk_board_pop (&pair);
                int b = sk_board_first (pair);

                add_strong (g, g->id[a][d], g->id[b][d]);
              }
          }
      for (int i = g->n_plain; i < g->n_nodes; i++)
        {
          const ChainNode *group = &g->nodes[i];

          for (int k = 0; k < 2; k++)
            {
              int unit = g->group_units[i - g->n_plain][k];
              SkBoard rest = sk_board_and_not (sk_board_and (ctx->where[group->digit - 1],
                                                             layout->unit_board[unit]),
                                               group->cells);
              int other;

              if (sk_board_is_empty (rest))
                continue;
              if (sk_board_is_single (rest))
                other = g->id[sk_board_first (rest)][group->digit - 1];
              else
                other = find_group (g, group->digit, rest);
              if (other != NO_NODE)
                add_strong (g, i, other);
            }
        }
    }
  if (flags & LINK_CELL_STRONG)
    for (SkBoard rest = allowed; !sk_board_is_empty (rest);)
      {
        int cell = sk_board_pop (&rest);
        SkMask m = ctx->cg->cand[cell];

        if (mask_has_two (m))
          add_strong (g, g-> id[cell][sk_mask_first (m) - 1],
                      g->    id[cell][sk_mask_first (m & (m - 1)) - 1]);
      }

  /* A false node without a strong link ends the chain there: the search
   * skips such nodes. */
  for (int d = 0; d < SK_SIZE; d++)
    g->linked_plain[d] = SK_BOARD_EMPTY;
  memset (g->linked_cell, 0, sizeof g->linked_cell);
  for (int i = 0; i < g->n_plain; i++)
    if (g->nodes[i].n_strong > 0)
      {
        const ChainNode *node = &g->nodes[i];

        g->linked_plain[node->digit - 1] = sk_board_or (g->linked_plain[node->digit - 1], node->cells);
        g->linked_cell[node->cell] |= sk_mask_of (node->digit);
      }
  for (int i = g->n_plain; i < g->n_nodes; i++)
    if (g->nodes[i].n_strong > 0)
      g->linked_groups[g->nodes[i].digit - 1] |= UINT64_C (1) << g->nodes[i].group;
}

/* Whether @a true makes @b false by a link the chain may use. */
bool
sk_chain_weakly_linked (const ChainGraph *g,
                        int               a,
                        int               b)
{
  const ChainNode *na = &g->nodes[a];
  const ChainNode *nb = &g->nodes[b];

  if (na->digit == nb->digit)
    return sk_board_is_empty (sk_board_and_not (nb->cells, node_seers (g, a)));
  return (g->kind->flags & LINK_CELL_WEAK) && is_plain (g, a) && is_plain (g, b)
         && na->cell == nb->cell;
}

/* Adds to @out the candidates that would make both @a and @b false (by the
 * rules, whatever links the chain may use): digit v at a cell falsifies a
 * node of digit v that it sees whole, and any other node of its own cell. */
void
sk_chain_both_false (const ChainGraph *g,
                     int               a,
                     int               b,
                     SkBoard           out[SK_SIZE])
{
  const ChainNode *na = &g->nodes[a];
  const ChainNode *nb = &g->nodes[b];
  int da = na->digit - 1;
  int db = nb->digit - 1;

  if (da == db)
    {
      SkBoard hit = sk_board_and (node_seers (g, a), node_seers (g, b));

      out[da] = sk_board_or (out[da], sk_board_and (hit, g->ctx->where[da]));
      return;
    }
  /* Different digits: only in the ends' cells. */
  if (is_plain (g, b) && sk_board_has (node_seers (g, a), nb->cell))
    out[da] = sk_board_or (out[da], sk_board_and (nb->cells, g->ctx->where[da]));
  if (is_plain (g, a) && sk_board_has (node_seers (g, b), na->cell))
    out[db] = sk_board_or (out[db], sk_board_and (na->cells, g->ctx->where[db]));
  if (is_plain (g, a) && is_plain (g, b) && na->cell == nb->cell)
    for (SkMask m = g->ctx->cg->cand[na->cell] & (SkMask) ~(sk_mask_of (da + 1) | sk_mask_of (db + 1));
         m != 0; m &= m - 1)
      {
        int v = __builtin_ctz (m);

        out[v] = sk_board_or (out[v], na->cells);
      }
}

/* Whether anything would make both @a and @b false: both_false, quickly. */
bool
sk_chain_may_eliminate (const ChainGraph *g,
                        int               a,
                        int               b)
{
  const SkCandidateGrid *cg = g->ctx->cg;
  const ChainNode *na = &g->nodes[a];
  const ChainNode *nb = &g->nodes[b];

  if (na->digit == nb->digit)
    return !sk_board_is_empty (sk_board_and (sk_board_and (node_seers (g, a), node_seers (g, b)),
                                             g->ctx->where[na->digit - 1]));
  /* Different digits: only in an end's cell, which must have the other
   * end's digit and see all of it, or be both ends' cell. */
  if (!is_plain (g, a) && !is_plain (g, b))
    return false;
  if (!is_plain (g, a) || !is_plain (g, b))
    {
      const ChainNode *plain = is_plain (g, a) ? na : nb;
      const ChainNode *group = is_plain (g, a) ? nb : na;

      return (cg->cand[plain->cell] & sk_mask_of (group->digit)) != 0
             && sk_board_has (node_seers (g, (int) (group - g->nodes)), plain->cell);
    }
  if (na->cell == nb->cell)
    return (cg->cand[na->cell] & (SkMask) ~(sk_mask_of (na->digit) | sk_mask_of (nb->digit))) != 0;
  if (!sk_logic_sees (g->ctx->layout, na->cell, nb->cell))
    return false;
  return (cg->cand[nb->cell] & sk_mask_of (na->digit)) != 0
         || (cg->cand[na->cell] & sk_mask_of (nb->digit)) != 0;
}

