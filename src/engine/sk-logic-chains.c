/* sk-logic-chains.c: X-cycles, XY-chains, alternating inference chains and ALS-XZ
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* ------------------------------------------------------------------------
 * How the chains are found
 *
 * The three chain techniques are one search over one kind of graph, told
 * apart by the nodes and links they may use:
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
 *
 * ALS-XZ collects every almost locked set (N cells of one unit with N + 1
 * candidates, N from 1 to 8) and tries pairs by total size, smallest first.
 * x is a restricted common when every x of A sees every x of B; then one of
 * them lacks x and so holds all its other digits, and a common z leaves every
 * cell that sees each z of both. With two restricted commons each set loses
 * exactly one of them: its other digits are locked in it, and each restricted
 * common lies in A or B. The rating is 7.2 for up to four cells in all and a
 * tenth more for each further cell. Pairs come from bit sets of the sets
 * instead of every pair: with standard boxes cells that all see each other
 * lie in one unit, so B's x must share a unit with all of A's; with jigsaw
 * regions the sets with an x outside what A's x see are ruled out instead.
 * ------------------------------------------------------------------------ */

#include "sk-logic-private.h"

#include <string.h>

enum
{
  MAX_CHAIN_NODES = 20,                        /* the longest chain looked for */
  MAX_BOXES = 4 * 2 * SK_SIZE,                 /* line-region intersections of two cells or more */
  MAX_DIGIT_GROUPS = 64,                       /* a digit's groups are bits of one word */
  MAX_GROUPS = MAX_DIGIT_GROUPS * SK_SIZE,
  MAX_NODES = SK_CELLS * SK_SIZE + MAX_GROUPS,
  MAX_STRONG = 4,                              /* 3 units and a bivalue cell; a group has 2 units */
  NO_NODE = 0xffff,
};

typedef enum
{
  LINK_CELL_STRONG = 1 << 0,  /* the two candidates of a bivalue cell */
  LINK_UNIT_STRONG = 1 << 1,  /* the two places of a digit in a unit */
  LINK_CELL_WEAK   = 1 << 2,  /* two candidates of one cell */
  USE_GROUPS       = 1 << 3,
  ONLY_BIVALUE     = 1 << 4,  /* nodes in bivalue cells only */
  SAME_END_DIGIT   = 1 << 5,  /* both ends on one digit */
  ONLY_LOOPS       = 1 << 6,  /* continuous loops only */
} ChainFlags;

typedef struct
{
  SkTechnique technique;
  unsigned    flags;
  int         open_base;  /* rating of an open chain */
  int         loop_base;  /* of a loop */
} ChainKind;

static const ChainKind x_cycle_kind = {
  SK_TECH_X_CYCLE, LINK_UNIT_STRONG | USE_GROUPS, 66, 65,
};
static const ChainKind xy_chain_kind = {
  SK_TECH_XY_CHAIN, LINK_CELL_STRONG | ONLY_BIVALUE | SAME_END_DIGIT, 70, 70,
};
/* Sudoku Explainer's Bidirectional Y-Cycle: 6.5 plus length, so 6.6 for
 * three cells. */
static const ChainKind xy_cycle_kind = {
  SK_TECH_XY_CYCLE, LINK_CELL_STRONG | ONLY_BIVALUE | ONLY_LOOPS, 65, 65,
};
static const ChainKind aic_kind = {
  SK_TECH_AIC, LINK_CELL_STRONG | LINK_UNIT_STRONG | LINK_CELL_WEAK | USE_GROUPS, 70, 70,
};

typedef struct
{
  SkBoard  cells;
  uint8_t  digit;                /* 1-9 */
  uint8_t  cell;                 /* the first cell */
  uint8_t  group;                /* a group's bit among its digit's groups */
  uint8_t  n_strong;
  uint16_t strong[MAX_STRONG];
} Node;

/* Node ids: the plain nodes first, in cell order and digit order within a
 * cell, then the groups, digit by digit. */
typedef struct
{
  const SkLogicContext *ctx;
  const ChainKind      *kind;
  int                   n_nodes;
  int                   n_plain;
  SkBoard               plain[SK_SIZE];           /* cells of each digit's plain nodes */
  uint16_t              id[SK_CELLS][SK_SIZE];    /* plain node of a candidate, or NO_NODE */
  int                   group_first[SK_SIZE + 1]; /* groups of digit d + 1: nodes n_plain + group_first[d] .. */
  SkBoard               group_seers[MAX_GROUPS];  /* cells that see every cell of the group */
  uint8_t               group_units[MAX_GROUPS][2];
  /* Weak links to groups, as bits among the digit's groups: from a plain
   * node, and from a group; and the groups that have a strong link. */
  uint64_t              cell_groups[SK_CELLS][SK_SIZE];
  uint64_t              group_groups[MAX_GROUPS];
  uint64_t              linked_groups[SK_SIZE];
  SkBoard               linked_plain[SK_SIZE];    /* plain nodes with a strong link */
  SkMask                linked_cell[SK_CELLS];    /* the same, by cell */
  /* Ratings by number of nodes: of an open chain, a loop, the lower. */
  int                   open_rating[MAX_CHAIN_NODES + 2];
  int                   loop_rating[MAX_CHAIN_NODES + 2];
  int                   least_rating[MAX_CHAIN_NODES + 2];
  Node                  nodes[MAX_NODES];
} Graph;

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

/* ---- the graph ---- */

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

static inline int
mask_count (SkMask m)
{
  unsigned x = m;

  x = x - ((x >> 1) & 0x5555u);
  x = (x & 0x3333u) + ((x >> 2) & 0x3333u);
  x = (x + (x >> 4)) & 0x0f0fu;
  return (int) ((x + (x >> 8)) & 0x1fu);
}

static inline bool
mask_has_two (SkMask m)
{
  return m != 0 && (m & (m - 1)) != 0 && sk_mask_is_single (m & (m - 1));
}

static inline bool
has_two_digits (SkMask m)
{
  return (m & (m - 1)) != 0;
}

static inline bool
is_plain (const Graph *g,
          int          n)
{
  return n < g->n_plain;
}

static inline SkBoard
node_seers (const Graph *g,
            int          n)
{
  return is_plain (g, n) ? g->ctx->layout->peer_board[g->nodes[n].cell]
                         : g->group_seers[n - g->n_plain];
}

static void
add_strong (Graph *g,
            int    a,
            int    b)
{
  Node *na = &g->nodes[a];
  Node *nb = &g->nodes[b];

  for (int i = 0; i < na->n_strong; i++)
    if (na->strong[i] == b)
      return;
  if (na->n_strong >= MAX_STRONG || nb->n_strong >= MAX_STRONG)
    return;
  na->strong[na->n_strong++] = (uint16_t) b;
  nb->strong[nb->n_strong++] = (uint16_t) a;
}

static int
add_node (Graph   *g,
          SkBoard  cells,
          int      digit)
{
  Node *node = &g->nodes[g->n_nodes];

  node->cells = cells;
  node->digit = (uint8_t) digit;
  node->cell = (uint8_t) sk_board_first (cells);
  node->group = 0;
  node->n_strong = 0;
  return g->n_nodes++;
}

/* The group of @digit whose cells are exactly @cells, or NO_NODE. */
static int
find_group (const Graph *g,
            int          digit,
            SkBoard      cells)
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
add_groups (Graph *g)
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
        const Node *group = &g->nodes[g->n_plain + i];
        SkBoard seers = g->group_seers[i];

        for (SkBoard rest = sk_board_and (seers, g->plain[d]); !sk_board_is_empty (rest);)
          g->cell_groups[sk_board_pop (&rest)][d] |= UINT64_C (1) << group->group;
        g->group_groups[i] = 0;
        for (int k = g->group_first[d]; k < g->group_first[d + 1]; k++)
          if (sk_board_is_empty (sk_board_and_not (g->nodes[g->n_plain + k].cells, seers)))
            g->group_groups[i] |= UINT64_C (1) << g->nodes[g->n_plain + k].group;
      }
}

static void
build_graph (Graph                *g,
             const SkLogicContext *ctx,
             const ChainKind      *kind)
{
  const SkLayout *layout = ctx->layout;
  SkBoard allowed = ctx->empty;
  unsigned flags = kind->flags;

  g->ctx = ctx;
  g->kind = kind;
  g->n_nodes = 0;
  for (int n = 0; n < MAX_CHAIN_NODES + 2; n++)
    {
      g->open_rating[n] = sk_logic_length_rating (kind->open_base, n);
      g->loop_rating[n] = sk_logic_length_rating (kind->loop_base, n);
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
          const Node *group = &g->nodes[i];

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
          add_strong (g, g->id[cell][sk_mask_first (m) - 1],
                      g->id[cell][sk_mask_first (m & (m - 1)) - 1]);
      }

  /* A false node without a strong link ends the chain there: the search
   * skips such nodes. */
  for (int d = 0; d < SK_SIZE; d++)
    g->linked_plain[d] = SK_BOARD_EMPTY;
  memset (g->linked_cell, 0, sizeof g->linked_cell);
  for (int i = 0; i < g->n_plain; i++)
    if (g->nodes[i].n_strong > 0)
      {
        const Node *node = &g->nodes[i];

        g->linked_plain[node->digit - 1] = sk_board_or (g->linked_plain[node->digit - 1], node->cells);
        g->linked_cell[node->cell] |= sk_mask_of (node->digit);
      }
  for (int i = g->n_plain; i < g->n_nodes; i++)
    if (g->nodes[i].n_strong > 0)
      g->linked_groups[g->nodes[i].digit - 1] |= UINT64_C (1) << g->nodes[i].group;
}

/* Whether @a true makes @b false by a link the chain may use. */
static bool
weakly_linked (const Graph *g,
               int          a,
               int          b)
{
  const Node *na = &g->nodes[a];
  const Node *nb = &g->nodes[b];

  if (na->digit == nb->digit)
    return sk_board_is_empty (sk_board_and_not (nb->cells, node_seers (g, a)));
  return (g->kind->flags & LINK_CELL_WEAK) && is_plain (g, a) && is_plain (g, b)
         && na->cell == nb->cell;
}

/* Adds to @out the candidates that would make both @a and @b false (by the
 * rules, whatever links the chain may use): digit v at a cell falsifies a
 * node of digit v that it sees whole, and any other node of its own cell. */
static void
both_false (const Graph *g,
            int          a,
            int          b,
            SkBoard      out[SK_SIZE])
{
  const Node *na = &g->nodes[a];
  const Node *nb = &g->nodes[b];
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
static bool
may_eliminate (const Graph *g,
               int          a,
               int          b)
{
  const SkCandidateGrid *cg = g->ctx->cg;
  const Node *na = &g->nodes[a];
  const Node *nb = &g->nodes[b];

  if (na->digit == nb->digit)
    return !sk_board_is_empty (sk_board_and (sk_board_and (node_seers (g, a), node_seers (g, b)),
                                             g->ctx->where[na->digit - 1]));
  /* Different digits: only in an end's cell, which must have the other
   * end's digit and see all of it, or be both ends' cell. */
  if (!is_plain (g, a) && !is_plain (g, b))
    return false;
  if (!is_plain (g, a) || !is_plain (g, b))
    {
      const Node *plain = is_plain (g, a) ? na : nb;
      const Node *group = is_plain (g, a) ? nb : na;

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

/* ---- the search ---- */

/* A state in the queue: a node and whether it is true. */
static inline uint16_t
queued (int node,
        int parity)
{
  return (uint16_t) (node * 2 + parity);
}

static inline bool
seen (const Search *s,
      const Graph  *g,
      int           parity,
      int           n)
{
  if (is_plain (g, n))
    return sk_board_has (s->seen_plain[parity][g->nodes[n].digit - 1], g->nodes[n].cell);
  return (s->seen_group[parity][g->nodes[n].digit - 1] >> g->nodes[n].group) & 1;
}

static inline void
visit (Search      *s,
       const Graph *g,
       int          parity,
       int          n,
       int          parent)
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
trace_path (const Graph  *g,
            const Search *s,
            int           start,
            int           end,
            uint16_t     *path,
            int          *length)
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
      const Node *nd = &g->nodes[path[i]];

      if (!sk_board_is_empty (sk_board_and (used[nd->digit - 1], nd->cells)))
        return false;
      used[nd->digit - 1] = sk_board_or (used[nd->digit - 1], nd->cells);
    }
  return true;
}

/* What a chain proves, in @out; returns whether it removes anything. */
static bool
chain_effect (const Graph    *g,
              const uint16_t *path,
              int             length,
              ChainShape      shape,
              SkBoard         out[SK_SIZE])
{
  bool any = false;

  for (int d = 0; d < SK_SIZE; d++)
    out[d] = SK_BOARD_EMPTY;
  switch (shape)
    {
    case CHAIN_LOOP:
      for (int i = 0; i < length; i++)
        both_false (g, path[i], path[(i + 1) % length], out);
      /* A loop that removed one of its own nodes would read as a loop and
       * act as a contradiction: leave that to a shorter chain. */
      for (int i = 0; i < length; i++)
        {
          const Node *nd = &g->nodes[path[i]];

          out[nd->digit - 1] = sk_board_and_not (out[nd->digit - 1], nd->cells);
        }
      break;
    case CHAIN_OPEN:
    default:
      /* Whatever sees both ends goes, even a node of the chain: one end is
       * true either way. */
      both_false (g, path[0], path[length - 1], out);
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
try_end (const Graph  *g,
         const Search *s,
         int           start,
         int           end,
         int           depth,
         Best         *best)
{
  const Node *ns = &g->nodes[start];
  const Node *ne = &g->nodes[end];
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
  if (weakly_linked (g, end, start))
    shape = CHAIN_LOOP;
  else if (g->kind->flags & ONLY_LOOPS)
    return;
  else
    {
      shape = CHAIN_OPEN;
      if (!may_eliminate (g, start, end))
        return;
    }
  if (!trace_path (g, s, start, end, path, &length))
    return;
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
could_improve (const Graph *g,
               int          nodes,
               const Best  *best)
{
  return nodes <= MAX_CHAIN_NODES && better (g->least_rating[nodes], nodes, best);
}

static void
search_from (const Graph *g,
             Search      *s,
             int          start,
             Best        *best)
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
          const Node *node = &g->nodes[n];

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
link_unit (const Graph *g,
           int          a,
           int          b,
           bool         strong)
{
  const SkLayout *layout = g->ctx->layout;
  const Node *na = &g->nodes[a];
  const Node *nb = &g->nodes[b];
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
mark_node (SkStep     *step,
           const Node *node,
           SkRole      role)
{
  for (SkBoard cells = node->cells; !sk_board_is_empty (cells);)
    sk_step_mark (step, sk_board_pop (&cells), role, sk_mask_of (node->digit));
}

static void
build_chain_step (const Graph *g,
                  const Best  *best,
                  SkStep      *step)
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
  Graph g;
  Search s;
  Best best;

  memset (&best, 0, sizeof best);
  memset (s.seen_plain, 0, sizeof s.seen_plain);
  memset (s.seen_group, 0, sizeof s.seen_group);
  s.touched = 0;
  build_graph (&g, ctx, kind);
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

/* ---- ALS-XZ ---- */

enum
{
  MAX_ALS = 1024,        /* more than real grids have (about 360 at most); the rest are left out */
  ALS_WORDS = MAX_ALS / 64,
  ALS_BASE_RATING = 72,
};

typedef struct
{
  SkBoard cells;
  SkMask  digits;
  uint8_t size;
  uint8_t unit;
} Als;

/* Every almost locked set once (a set inside two units is kept for the
 * first), in @als by size, and in the order found within a size; returns
 * how many. */
static int
collect_als (const SkLogicContext *ctx,
             Als                  *als)
{
  const SkLayout *layout = ctx->layout;
  int by_size[SK_SIZE + 1] = { 0 };
  uint16_t to[MAX_ALS];
  int n = 0;

  for (int unit = 0; unit < SK_UNITS; unit++)
    {
      uint8_t cells[SK_SIZE];
      SkMask digits[1 << SK_SIZE];
      uint32_t units[1 << SK_SIZE];
      uint8_t sizes[1 << SK_SIZE];
      int m = 0;

      for (int i = 0; i < SK_SIZE; i++)
        {
          int cell = layout->unit_cells[unit][i];

          if (ctx->cg->grid.cell[cell] == 0 && ctx->cg->cand[cell] != 0)
            cells[m++] = (uint8_t) cell;
        }
      digits[0] = 0;
      units[0] = UINT32_MAX;
      sizes[0] = 0;
      for (int set = 1; set < (1 << m); set++)
        {
          int low = __builtin_ctz ((unsigned) set);
          int size = sizes[set & (set - 1)] + 1;

          sizes[set] = (uint8_t) size;
          digits[set] = digits[set & (set - 1)] | ctx->cg->cand[cells[low]];
          units[set] = units[set & (set - 1)] & layout->cell_unit_bits[cells[low]];
          if (mask_count (digits[set]) != size + 1)
            continue;
          /* Also inside an earlier unit: already collected there. */
          if ((units[set] & ((1u << unit) - 1)) != 0 || n >= MAX_ALS)
            continue;
          als[n].cells = SK_BOARD_EMPTY;
          for (int rest = set; rest != 0; rest &= rest - 1)
            als[n].cells = sk_board_or (als[n].cells,
                                        sk_board_cell (cells[__builtin_ctz ((unsigned) rest)]));
          als[n].digits = digits[set];
          als[n].size = (uint8_t) size;
          als[n].unit = (uint8_t) unit;
          by_size[size]++;
          n++;
        }
    }
  for (int size = 1, at = 0; size <= SK_SIZE; size++)
    {
      int count = by_size[size];

      by_size[size] = at;
      at += count;
    }
  /* Each set to its place, following the permutation's cycles. */
  for (int i = 0; i < n; i++)
    to[i] = (uint16_t) by_size[als[i].size]++;
  for (int i = 0; i < n; i++)
    while (to[i] != i)
      {
        int k = to[i];
        Als held = als[k];
        uint16_t held_to = to[k];

        als[k] = als[i];
        to[k] = (uint16_t) k;
        als[i] = held;
        to[i] = held_to;
      }
  return n;
}

/* The cells of @cells holding @digit, and the cells that see them all. */
static SkBoard
digit_seers (const SkLogicContext *ctx,
             SkBoard               cells,
             int                   digit)
{
  return sk_logic_common_peers (ctx->layout, sk_board_and (cells, ctx->where[digit - 1]));
}

/* Fills @seers_a[d - 1] with what sees all of @a's d, for the digits of
 * @digits not in @have yet: most sets need few of them, or none. */
static void
need_seers (const SkLogicContext *ctx,
            const Als            *a,
            SkMask                digits,
            SkBoard               seers_a[SK_SIZE],
            SkMask               *have)
{
  for (SkMask m = digits & (SkMask) ~*have; m != 0; m &= m - 1)
    {
      int d = __builtin_ctz (m);

      seers_a[d] = digit_seers (ctx, a->cells, d + 1);
    }
  *have |= digits;
}

/* The eliminations of two ALS with restricted commons @rc. */
static bool
als_effect (const SkLogicContext *ctx,
            const Als            *a,
            const Als            *b,
            const SkBoard         seers_a[SK_SIZE],
            SkMask                rc,
            SkBoard               out[SK_SIZE])
{
  SkBoard both = sk_board_or (a->cells, b->cells);
  bool any = false;

  for (int d = 0; d < SK_SIZE; d++)
    out[d] = SK_BOARD_EMPTY;
  if (sk_mask_is_single (rc))
    {
      /* Singly linked: one ALS holds x, so the other holds its z. */
      for (SkMask m = a->digits & b->digits & (SkMask) ~rc; m != 0; m &= m - 1)
        {
          int z = sk_mask_first (m);
          SkBoard hit = sk_board_and (seers_a[z - 1], digit_seers (ctx, b->cells, z));

          out[z - 1] = sk_board_and_not (sk_board_and (hit, ctx->where[z - 1]), both);
        }
    }
  else
    {
      /* Doubly linked: each ALS loses one restricted common, so its other
       * digits are locked in it, and every restricted common lies in one of
       * the two. */
      for (SkMask m = a->digits & (SkMask) ~rc; m != 0; m &= m - 1)
        {
          int z = sk_mask_first (m);

          out[z - 1] = sk_board_or (out[z - 1], sk_board_and_not (sk_board_and (seers_a[z - 1], ctx->where[z - 1]),
                                                                  a->cells));
        }
      for (SkMask m = b->digits & (SkMask) ~rc; m != 0; m &= m - 1)
        {
          int z = sk_mask_first (m);
          SkBoard hit = sk_board_and (digit_seers (ctx, b->cells, z), ctx->where[z - 1]);

          out[z - 1] = sk_board_or (out[z - 1], sk_board_and_not (hit, b->cells));
        }
      for (SkMask m = rc; m != 0; m &= m - 1)
        {
          int x = sk_mask_first (m);
          SkBoard hit = sk_board_and (seers_a[x - 1], digit_seers (ctx, b->cells, x));

          out[x - 1] = sk_board_or (out[x - 1], sk_board_and_not (sk_board_and (hit, ctx->where[x - 1]), both));
        }
    }
  for (int d = 0; d < SK_SIZE; d++)
    any = any || !sk_board_is_empty (out[d]);
  return any;
}

static void
build_als_step (const SkLogicContext *ctx,
                const Als            *a,
                const Als            *b,
                SkMask                rc,
                const SkBoard         out[SK_SIZE],
                SkStep               *step)
{
  int total = a->size + b->size;

  sk_step_init (step, SK_TECH_ALS_XZ);
  step->rating = ALS_BASE_RATING + (total > 4 ? total - 4 : 0);
  step->base_units = (1u << a->unit) | (1u << b->unit);
  for (int d = 0; d < SK_SIZE; d++)
    sk_step_remove_from (step, ctx, out[d], sk_mask_of (d + 1));
  for (SkBoard cells = a->cells; !sk_board_is_empty (cells);)
    {
      int cell = sk_board_pop (&cells);

      sk_step_mark (step, cell, SK_ROLE_ALS, ctx->cg->cand[cell]);
    }
  for (SkBoard cells = b->cells; !sk_board_is_empty (cells);)
    {
      int cell = sk_board_pop (&cells);

      sk_step_mark (step, cell, SK_ROLE_COVER, ctx->cg->cand[cell]);
    }

  /* As a chain: (z)A == (x)A -- (x)B == (z)B, z the first digit removed;
   * doubly linked, the two restricted commons as weak links. */
  if (sk_mask_is_single (rc))
    {
      int x = sk_mask_first (rc);
      int z = 0;

      for (int d = 0; d < SK_SIZE && z == 0; d++)
        if (d + 1 != x && !sk_board_is_empty (out[d]))
          z = d + 1;
      if (z != 0)
        {
          int n0 = sk_step_node (step, sk_board_and (a->cells, ctx->where[z - 1]), z);
          int n1 = sk_step_node (step, sk_board_and (a->cells, ctx->where[x - 1]), x);
          int n2 = sk_step_node (step, sk_board_and (b->cells, ctx->where[x - 1]), x);
          int n3 = sk_step_node (step, sk_board_and (b->cells, ctx->where[z - 1]), z);

          sk_step_link (step, n0, n1, true);
          sk_step_link (step, n1, n2, false);
          sk_step_link (step, n2, n3, true);
          step->digit = z;
        }
    }
  else
    for (SkMask m = rc; m != 0; m &= m - 1)
      {
        int x = sk_mask_first (m);
        int n0 = sk_step_node (step, sk_board_and (a->cells, ctx->where[x - 1]), x);
        int n1 = sk_step_node (step, sk_board_and (b->cells, ctx->where[x - 1]), x);

        sk_step_link (step, n0, n1, false);
      }
  step->size = step->n_links;
}

/* Sets of ALS as bits, to find an ALS's possible partners without trying
 * every pair. With standard boxes, cells that all see each other share a unit
 * (the units are the sudoku graph's largest cliques), so the partners by x
 * are the ALS whose x lie in a unit holding all of A's x. Jigsaw regions
 * break that: there, the ALS with an x outside A's x-seers are ruled out. */
typedef union
{
  uint64_t in_unit[SK_UNITS][SK_SIZE][ALS_WORDS];  /* standard: [unit][x]: all of the set's x inside */
  struct
  {
    uint64_t in_cell[SK_CELLS][ALS_WORDS];          /* jigsaw: holding the cell */
    uint64_t with_digit[SK_SIZE][ALS_WORDS];        /* holding the digit */
  } any;
} AlsIndex;

static void
index_als (const SkLogicContext *ctx,
           const Als            *als,
           int                   n,
           bool                  standard,
           AlsIndex             *index)
{
  const SkLayout *layout = ctx->layout;
  int words = (n + 63) / 64;

  if (standard)
    for (int u = 0; u < SK_UNITS; u++)
      for (int d = 0; d < SK_SIZE; d++)
        memset (index->in_unit[u][d], 0, sizeof (uint64_t) * (size_t) words);
  else
    memset (&index->any, 0, sizeof index->any);
  for (int i = 0; i < n; i++)
    {
      uint64_t bit = UINT64_C (1) << (i & 63);

      for (SkMask m = als[i].digits; m != 0; m &= m - 1)
        {
          int d = __builtin_ctz (m);

          if (standard)
            {
              uint32_t units = UINT32_MAX;

              for (SkBoard x = sk_board_and (als[i].cells, ctx->where[d]); !sk_board_is_empty (x);)
                units &= layout->cell_unit_bits[sk_board_pop (&x)];
              for (; units != 0; units &= units - 1)
                index->in_unit[__builtin_ctz (units)][d][i >> 6] |= bit;
            }
          else
            index->any.with_digit[d][i >> 6] |= bit;
        }
      if (!standard)
        for (SkBoard cells = als[i].cells; !sk_board_is_empty (cells);)
          index->any.in_cell[sk_board_pop (&cells)][i >> 6] |= bit;
    }
}

/* The ALS that may have a restricted common x with @a: a superset, checked
 * pair by pair. */
static void
als_partners (const SkLogicContext *ctx,
              const Als            *a,
              SkBoard               seers_a[SK_SIZE],
              SkMask               *have,
              int                   words,
              bool                  standard,
              const AlsIndex       *index,
              uint64_t              partners[ALS_WORDS])
{
  const SkLayout *layout = ctx->layout;

  if (!standard)
    need_seers (ctx, a, a->digits, seers_a, have);
  for (SkMask m = a->digits; m != 0; m &= m - 1)
    {
      int d = __builtin_ctz (m);

      if (standard)
        {
          uint32_t units = UINT32_MAX;

          for (SkBoard x = sk_board_and (a->cells, ctx->where[d]); !sk_board_is_empty (x);)
            units &= layout->cell_unit_bits[sk_board_pop (&x)];
          for (; units != 0; units &= units - 1)
            for (int w = 0; w < words; w++)
              partners[w] |= index->in_unit[__builtin_ctz (units)][d][w];
        }
      else
        {
          uint64_t miss[ALS_WORDS] = { 0 };

          for (SkBoard off = sk_board_and_not (ctx->where[d], seers_a[d]); !sk_board_is_empty (off);)
            {
              int cell = sk_board_pop (&off);

              for (int w = 0; w < words; w++)
                miss[w] |= index->any.in_cell[cell][w];
            }
          for (int w = 0; w < words; w++)
            partners[w] |= index->any.with_digit[d][w] & ~miss[w];
        }
    }
}

bool
sk_find_als_xz (const SkLogicContext *ctx,
                SkStep               *step)
{
  Als als[MAX_ALS];
  AlsIndex index;
  bool standard = sk_layout_is_standard (ctx->layout);
  int n = collect_als (ctx, als);
  int words = (n + 63) / 64;
  int best_total = 2 * SK_SIZE + 1;
  int best_a = -1;
  int best_b = -1;
  SkMask best_rc = 0;
  SkBoard best_out[SK_SIZE];

  index_als (ctx, als, n, standard, &index);
  /* By size, so a pair's total only grows along the inner loop. */
  for (int i = 0; i < n && 2 * als[i].size < best_total; i++)
    {
      const Als *a = &als[i];
      SkBoard seers_a[SK_SIZE] = { SK_BOARD_EMPTY };
      SkMask have = 0;
      uint64_t partners[ALS_WORDS] = { 0 };

      if (sk_logic_cancelled (ctx))
        return false;
      als_partners (ctx, a, seers_a, &have, words, standard, &index, partners);
      partners[i >> 6] &= ~((UINT64_C (2) << (i & 63)) - 1);

      for (int w = i >> 6; w < words; w++)
        for (uint64_t bits = partners[w]; bits != 0; bits &= bits - 1)
          {
            int j = w * 64 + __builtin_ctzll (bits);
            const Als *b = &als[j];
            SkMask common = a->digits & b->digits;
            SkMask rc = 0;
            SkBoard out[SK_SIZE];

            /* Partners come by size: the rest are no smaller. */
            if (a->size + b->size >= best_total)
              {
                w = words;
                break;
              }
            if (!has_two_digits (common)
                || !sk_board_is_empty (sk_board_and (a->cells, b->cells)))
              continue;
            need_seers (ctx, a, common, seers_a, &have);
            for (SkMask m = common; m != 0; m &= m - 1)
              {
                int x = __builtin_ctz (m);

                if (sk_board_is_empty (sk_board_and_not (sk_board_and (b->cells, ctx->where[x]), seers_a[x])))
                  rc |= (SkMask) (1u << x);
              }
            if (rc == 0)
              continue;
            need_seers (ctx, a, a->digits, seers_a, &have);
            if (!als_effect (ctx, a, b, seers_a, rc, out))
              continue;
            best_total = a->size + b->size;
            best_a = i;
            best_b = j;
            best_rc = rc;
            memcpy (best_out, out, sizeof out);
          }
    }
  if (best_a < 0)
    return false;
  build_als_step (ctx, &als[best_a], &als[best_b], best_rc, best_out, step);
  return sk_step_has_action (step);
}
