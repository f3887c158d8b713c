/* sk-logic-chains.c: X-cycles, Turbot fish, XY-chains and alternating inference chains
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* ------------------------------------------------------------------------
 * How the chains are found
 *
 * The chain techniques are one search over one kind of graph, told apart by
 * the nodes and links they may use and the longest chain they take:
 *
 *  - A node is a candidate (a digit in a cell) or, where allowed, a grouped
 *    node: all of a digit's candidates where a line meets a region, two cells
 *    or more, standing for "the digit is in one of these cells".
 *  - A strong link says two nodes are not both false: the two candidates of a
 *    bivalue cell, or the only two places (cells or groups) of a digit in a
 *    unit. A weak link says they are not both true: two candidates of one
 *    cell, or one digit in nodes whose cells all see each other. A strong
 *    link between such nodes is weak too.
 *
 *    X-cycle:  one digit; strong links in units, grouped nodes included.
 *    Turbot fish: the same, four nodes at most; without grouped nodes, and
 *              (the grouped form) with at least one.
 *    XY-chain: bivalue cells only; strong links inside the cells, weak links
 *              between them; both ends on the same digit.
 *    XY-cycle: the same links, closed into a continuous loop.
 *    AIC:      everything.
 *
 * A chain starts and ends with a strong link and alternates: if its first
 * node S is false the next is true, the one after false, ..., and its last
 * node E is true. So S or E is true, and any candidate that would make both
 * false goes: one that sees both ends with their digit, or that shares a cell
 * with one end and sees the other end with its digit (AIC types 1 and 2 in
 * one rule; also the discontinuous loops, whose two weak links meet at the
 * candidate removed, which may then be a node of the chain itself). When E is
 * weakly linked back to S the chain closes into a continuous loop, in which
 * every link holds both ways; each link then removes what would make both its
 * nodes false. Each deduction follows from the links one by one, so a chain is
 * sound whatever its shape; a chain that would pass a cell twice with one
 * digit is still left out, as it does not read as a chain. (A loop whose two
 * strong links meet at S would place S; but the chain one node shorter then
 * removes S's partner already, and is found first.)
 *
 * The search is breadth-first, from every node with a strong link in node
 * order (cells in reading order, digits within a cell, then the groups), over
 * the states "node false" and "node true". A chain is taken from its lower
 * end only, its reverse being the same chain. The easiest chain is kept:
 * lowest rating (an X-cycle loop rates a tenth below an open X-chain of its
 * length), then fewest nodes, then first start; each search stops at the
 * depth where it can no longer beat it, and no chain is longer than
 * MAX_CHAIN_NODES. A breadth-first search reaches each state once, by a
 * shortest way: a chain whose only readable way to an end is longer than
 * the end's first way is missed from that start (often found from another).
 * The graph is built once per call on the stack; visited states are bit
 * sets; nothing is allocated.
 * ------------------------------------------------------------------------ */

#include "sk-logic-chain-graph.h"

#include <string.h>

static const ChainKind x_cycle_kind = {
  SK_TECH_X_CYCLE, LINK_UNIT_STRONG | USE_GROUPS, 1, MAX_CHAIN_NODES,
};
static const ChainKind xy_chain_kind = {
  SK_TECH_XY_CHAIN, LINK_CELL_STRONG | ONLY_BIVALUE | SAME_END_DIGIT, 0, MAX_CHAIN_NODES,
};
/* Sudoku Explainer's Bidirectional Y-Cycle: the row's rating plus length. */
static const ChainKind xy_cycle_kind = {
  SK_TECH_XY_CYCLE, LINK_CELL_STRONG | ONLY_BIVALUE | ONLY_LOOPS, 0, MAX_CHAIN_NODES,
};
static const ChainKind aic_kind = {
  SK_TECH_AIC, LINK_CELL_STRONG | LINK_UNIT_STRONG | LINK_CELL_WEAK | USE_GROUPS, 0, MAX_CHAIN_NODES,
};
/* Sudoku Explainer's Turbot Fish: an X-chain of four nodes, two strong links
 * joined by a weak one (or such a loop), one rating for every length; the
 * Skyscraper and Two-String Kite forms come first under their own rows. */
static const ChainKind turbot_kind = {
  SK_TECH_TURBOT_FISH, LINK_UNIT_STRONG, 0, 4,
};
static const ChainKind grouped_turbot_kind = {
  SK_TECH_GROUPED_TURBOT_FISH, LINK_UNIT_STRONG | USE_GROUPS | NEED_GROUP, 0, 4,
};

enum
{
  OFF = 0,  /* the node is false */
  ON = 1,   /* the node is true */
};

typedef struct
{
  uint16_t parent[2][MAX_NODES];
  SkBoard  seen_plain[2][SK_SIZE];
  uint64_t seen_group[2][SK_SIZE];
  uint16_t queue[2 * MAX_NODES];
  SkMask   touched;        /* digits with a node seen: what to clear next time */
} Search;

typedef enum
{
  CHAIN_OPEN,  /* S or E is true */
  CHAIN_LOOP,  /* continuous: E weakly linked back to S */
} ChainShape;

typedef struct
{
  bool       found;
  int        rating;
  int        nodes;
  ChainShape shape;
  int        length;
  uint16_t   path[MAX_CHAIN_NODES + 1];
} Best;

/* ---- the search ---- */

/* A state in the queue: a node and whether it is true. */
static inline uint16_t
queued (int node,
        int parity)
{
  return (uint16_t) (node * 2 + parity);
}

static inline bool
seen (const Search     *s,
      const ChainGraph *g,
      int               parity,
      int               n)
{
  if (is_plain (g, n))
    return sk_board_has (s->seen_plain[parity][g->nodes[n].digit - 1], g->nodes[n].cell);
  return (s->seen_group[parity][g->nodes[n].digit - 1] >> g->nodes[n].group) & 1;
}

static inline void
visit (Search           *s,
       const ChainGraph *g,
       int               parity,
       int               n,
       int               parent)
{
  s->parent[parity][n] = (uint16_t) parent;
  if (is_plain (g, n))
    {
      SkBoard *b = &s->seen_plain[parity][g->nodes[n].digit - 1];

      *b = sk_board_or (*b, sk_board_cell (g->nodes[n].cell));
    }
  else
    s->seen_group[parity][g->nodes[n].digit - 1] |= UINT64_C (1) << g->nodes[n].group;
  s->touched |= sk_mask_of (g->nodes[n].digit);
}

/* The path from the start to @end (true), through parents; false when a
 * cell comes twice with one digit (sound, but it would not read as a chain). */
static bool
trace_path (const ChainGraph *g,
            const Search     *s,
            int               start,
            int               end,
            uint16_t         *path,
            int              *length)
{
  uint16_t back[MAX_CHAIN_NODES + 1];
  SkBoard used[SK_SIZE] = { SK_BOARD_EMPTY };
  int n = 0;
  int node = end;
  int parity = ON;

  for (;;)
    {
      if (n > MAX_CHAIN_NODES)
        return false;
      back[n++] = (uint16_t) node;
      if (node == start && parity == OFF)
        break;
      node = s->parent[parity][node];
      parity ^= 1;
    }
  for (int i = 0; i < n; i++)
    path[i] = back[n - 1 - i];
  *length = n;
  for (int i = 0; i < n; i++)
    {
      const ChainNode *nd = &g->nodes[path[i]];

      if (!sk_board_is_empty (sk_board_and (used[nd->digit - 1], nd->cells)))
        return false;
      used[nd->digit - 1] = sk_board_or (used[nd->digit - 1], nd->cells);
    }
  return true;
}

/* What a chain proves, in @out; returns whether it removes anything. */
static bool
chain_effect (const ChainGraph *g,
              const uint16_t   *path,
              int               length,
              ChainShape        shape,
              SkBoard           out[SK_SIZE])
{
  bool any = false;

  for (int d = 0; d < SK_SIZE; d++)
    out[d] = SK_BOARD_EMPTY;
  switch (shape)
    {
    case CHAIN_LOOP:
      for (int i = 0; i < length; i++)
        sk_chain_both_false (g, path[i], path[(i + 1) % length], out);
      /* A loop that removed one of its own nodes would read as a loop and
       * act as a contradiction: leave that to a shorter chain. */
      for (int i = 0; i < length; i++)
        {
          const ChainNode *nd = &g->nodes[path[i]];

          out[nd->digit - 1] = sk_board_and_not (out[nd->digit - 1], nd->cells);
        }
      break;
    case CHAIN_OPEN:
    default:
      /* Whatever sees both ends goes, even a node of the chain: one end is
       * true either way. */
      sk_chain_both_false (g, path[0], path[length - 1], out);
      break;
    }
  for (int d = 0; d < SK_SIZE; d++)
    any = any || !sk_board_is_empty (out[d]);
  return any;
}

static bool
better (int         rating,
        int         nodes,
        const Best *best)
{
  return !best->found || rating < best->rating
         || (rating == best->rating && nodes < best->nodes);
}

/* Keeps the chain to @end, reached with @depth links, when it is valid and
 * beats @best. */
static void
try_end (const ChainGraph *g,
         const Search     *s,
         int               start,
         int               end,
         int               depth,
         Best             *best)
{
  const ChainNode *ns = &g->nodes[start];
  const ChainNode *ne = &g->nodes[end];
  ChainShape shape;
  uint16_t path[MAX_CHAIN_NODES + 1];
  SkBoard out[SK_SIZE];
  int length;
  int nodes = depth + 1;
  int rating;

  /* Read backwards, a chain is a chain: each is found from its lower end.
   * (Reaching the start itself, true, would place it; but then the chain
   * one node shorter already removes the start's partner.) */
  if (depth < 3 || end <= start)
    return;
  if ((g->kind->flags & SAME_END_DIGIT) && ns->digit != ne->digit)
    return;
  if (sk_chain_weakly_linked (g, end, start))
    shape = CHAIN_LOOP;
  else if (g->kind->flags & ONLY_LOOPS)
    return;
  else
    {
      shape = CHAIN_OPEN;
      if (!sk_chain_may_eliminate (g, start, end))
        return;
    }
  if (!trace_path (g, s, start, end, path, &length))
    return;
  if (g->kind->flags & NEED_GROUP)
    {
      bool grouped = false;

      for (int i = 0; i < length; i++)
        grouped = grouped || !is_plain (g, path[i]);
      if (!grouped)
        return;
    }
  if (!chain_effect (g, path, length, shape, out))
    return;
  rating = shape == CHAIN_OPEN ? g->open_rating[nodes] : g->loop_rating[nodes];
  if (better (rating, nodes, best))
    {
      best->found = true;
      best->rating = rating;
      best->nodes = nodes;
      best->shape = shape;
      best->length = length;
      memcpy (best->path, path, sizeof path[0] * (size_t) length);
    }
}

/* Whether a chain of @nodes nodes could still beat @best. */
static bool
could_improve (const ChainGraph *g,
               int               nodes,
               const Best       *best)
{
  return nodes <= g->kind->max_nodes && better (g->least_rating[nodes], nodes, best);
}

static void
search_from (const ChainGraph *g,
             Search           *s,
             int               start,
             Best             *best)
{
  unsigned flags = g->kind->flags;
  int head = 0;
  int tail = 0;

  for (SkMask m = s->touched; m != 0; m &= m - 1)
    {
      int d = __builtin_ctz (m);

      s->seen_plain[OFF][d] = SK_BOARD_EMPTY;
      s->seen_plain[ON][d] = SK_BOARD_EMPTY;
      s->seen_group[OFF][d] = 0;
      s->seen_group[ON][d] = 0;
    }
  s->touched = 0;
  visit (s, g, OFF, start, NO_NODE);
  s->queue[tail++] = queued (start, OFF);

  for (int depth = 0; head < tail; depth++)
    {
      int layer_end = tail;

      /* The next layer of ends is at depth + 1 or depth + 2: chains of
       * depth + 2 or depth + 3 nodes. Once one is kept, a longer chain
       * beats it only as a loop of a lower rating. */
      if (!could_improve (g, depth % 2 == 0 ? depth + 2 : depth + 3, best))
        return;
      for (; head < layer_end; head++)
        {
          int n = s->queue[head] >> 1;
          const ChainNode *node = &g->nodes[n];

          if ((s->queue[head] & 1) == OFF)
            {
              for (int i = 0; i < node->n_strong; i++)
                {
                  int next = node->strong[i];

                  if (seen (s, g, ON, next))
                    continue;
                  visit (s, g, ON, next, n);
                  s->queue[tail++] = queued (next, ON);
                  try_end (g, s, start, next, depth + 1, best);
                }
              continue;
            }

          /* True: its weak neighbours are false. Only those with a strong
           * link can carry the chain on. */
          {
            int d = node->digit;
            SkBoard seers = node_seers (g, n);
            SkBoard next = sk_board_and_not (sk_board_and (seers, g->linked_plain[d - 1]),
                                             s->seen_plain[OFF][d - 1]);

            while (!sk_board_is_empty (next))
              {
                int id = g->id[sk_board_pop (&next)][d - 1];

                visit (s, g, OFF, id, n);
                s->queue[tail++] = queued (id, OFF);
              }
            for (uint64_t m = !(flags & USE_GROUPS) ? 0
                              : (is_plain (g, n) ? g->cell_groups[node->cell][d - 1]
                                                 : g->group_groups[n - g->n_plain])
                                & g->linked_groups[d - 1] & ~s->seen_group[OFF][d - 1];
                 m != 0; m &= m - 1)
              {
                int id = g->n_plain + g->group_first[d - 1] + __builtin_ctzll (m);

                visit (s, g, OFF, id, n);
                s->queue[tail++] = queued (id, OFF);
              }
            if ((flags & LINK_CELL_WEAK) && is_plain (g, n))
              for (SkMask m = g->linked_cell[node->cell] & (SkMask) ~sk_mask_of (d); m != 0; m &= m - 1)
                {
                  int id = g->id[node->cell][__builtin_ctz (m)];

                  if (!seen (s, g, OFF, id))
                    {
                      visit (s, g, OFF, id, n);
                      s->queue[tail++] = queued (id, OFF);
                    }
                }
          }
        }
    }
}

/* ---- the step ---- */

/* A unit holding every cell of two same-digit nodes: for a strong link the
 * one where they are the digit's only places. */
static int
link_unit (const ChainGraph *g,
           int               a,
           int               b,
           bool              strong)
{
  const SkLayout *layout = g->ctx->layout;
  const ChainNode *na = &g->nodes[a];
  const ChainNode *nb = &g->nodes[b];
  SkBoard both = sk_board_or (na->cells, nb->cells);
  int found = -1;

  if (na->digit != nb->digit)
    return -1;
  for (int k = 0; k < 3; k++)
    {
      int unit = layout->cell_units[na->cell][k];
      SkBoard in = layout->unit_board[unit];
      SkBoard where = sk_board_and (g->ctx->where[na->digit - 1], in);

      if (!sk_board_is_empty (sk_board_and_not (both, in)))
        continue;
      if (!strong || (where.lo == both.lo && where.hi == both.hi))
        return unit;
      if (found < 0)
        found = unit;
    }
  return found;
}

static void
mark_node (SkStep          *step,
           const ChainNode *node,
           SkRole           role)
{
  for (SkBoard cells = node->cells; !sk_board_is_empty (cells);)
    sk_step_mark (step, sk_board_pop (&cells), role, sk_mask_of (node->digit));
}

static void
build_chain_step (const ChainGraph *g,
                  const Best       *best,
                  SkStep           *step)
{
  const SkLogicContext *ctx = g->ctx;
  int length = best->length;
  SkBoard out[SK_SIZE];
  bool one_digit = true;

  sk_step_init (step, g->kind->technique);
  step->rating = best->rating;
  chain_effect (g, best->path, length, best->shape, out);
  for (int d = 0; d < SK_SIZE; d++)
    sk_step_remove_from (step, ctx, out[d], sk_mask_of (d + 1));

  for (int i = 0; i < length; i++)
    {
      sk_step_node (step, g->nodes[best->path[i]].cells, g->nodes[best->path[i]].digit);
      one_digit = one_digit && g->nodes[best->path[i]].digit == g->nodes[best->path[0]].digit;
    }
  for (int i = 0; i + 1 < length; i++)
    sk_step_link (step, i, i + 1, i % 2 == 0);
  if (best->shape == CHAIN_LOOP)
    sk_step_link (step, length - 1, 0, false);
  step->size = step->n_links;
  for (int i = 0; i < step->n_links; i++)
    {
      const SkLink *link = &step->links[i];
      int unit = link_unit (g, best->path[link->from], best->path[link->to], link->strong);

      if (unit < 0)
        continue;
      if (link->strong)
        step->base_units |= 1u << unit;
      else
        step->cover_units |= 1u << unit;
    }
  /* The digit of a one-digit chain, or of an XY-chain's ends. */
  if (one_digit || (g->kind->flags & SAME_END_DIGIT))
    step->digit = g->nodes[best->path[0]].digit;

  /* The ends, then the colours: S false makes every other node true. */
  if (best->shape == CHAIN_OPEN)
    {
      mark_node (step, &g->nodes[best->path[0]], SK_ROLE_PINCER);
      mark_node (step, &g->nodes[best->path[length - 1]], SK_ROLE_PINCER);
    }
  for (int i = 0; i < length; i++)
    mark_node (step, &g->nodes[best->path[i]], i % 2 == 0 ? SK_ROLE_OFF : SK_ROLE_ON);
}

static bool
find_chain (const SkLogicContext *ctx,
            const ChainKind      *kind,
            SkStep               *step)
{
  ChainGraph g;
  Search s;
  Best best;

  memset (&best, 0, sizeof best);
  memset (s.seen_plain, 0, sizeof s.seen_plain);
  memset (s.seen_group, 0, sizeof s.seen_group);
  s.touched = 0;
  sk_chain_graph_build (&g, ctx, kind);
  for (int start = 0; start < g.n_nodes; start++)
    {
      if (g.nodes[start].n_strong == 0)
        continue;
      if (sk_logic_cancelled (ctx))
        return false;
      search_from (&g, &s, start, &best);
    }
  if (!best.found)
    return false;
  build_chain_step (&g, &best, step);
  return sk_step_has_action (step);
}

bool
sk_find_x_cycle (const SkLogicContext *ctx,
                 SkStep               *step)
{
  return find_chain (ctx, &x_cycle_kind, step);
}

bool
sk_find_turbot_fish (const SkLogicContext *ctx,
                     SkStep               *step)
{
  return find_chain (ctx, &turbot_kind, step);
}

bool
sk_find_grouped_turbot_fish (const SkLogicContext *ctx,
                             SkStep               *step)
{
  return find_chain (ctx, &grouped_turbot_kind, step);
}

bool
sk_find_xy_chain (const SkLogicContext *ctx,
                  SkStep               *step)
{
  return find_chain (ctx, &xy_chain_kind, step);
}

bool
sk_find_xy_cycle (const SkLogicContext *ctx,
                  SkStep               *step)
{
  return find_chain (ctx, &xy_cycle_kind, step);
}

bool
sk_find_aic (const SkLogicContext *ctx,
             SkStep               *step)
{
  return find_chain (ctx, &aic_kind, step);
}
