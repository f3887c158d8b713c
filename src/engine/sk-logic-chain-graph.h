/* sk-logic-chain-graph.h: the graph the chain techniques search, inside the engine only
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * sk-logic-chain-graph.c builds it (nodes, strong links, groups and the weak
 * links to groups); sk-logic-chains.c searches it. See the top of
 * sk-logic-chains.c for how.
 */

#pragma once

#include "sk-logic-private.h"

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
  NEED_GROUP       = 1 << 6,  /* only chains with a grouped node */
  ONLY_LOOPS       = 1 << 7,  /* continuous loops only */
} ChainFlags;

typedef struct
{
  SkTechnique technique;
  unsigned    flags;
  int         open_extra;  /* an open chain rates this much above a loop; the loop has the row's rating */
  int         max_nodes;   /* the longest chain looked for, at most MAX_CHAIN_NODES */
} ChainKind;

typedef struct
{
  SkBoard  cells;
  uint8_t  digit;                /* 1-9 */
  uint8_t  cell;                 /* the first cell */
  uint8_t  group;                /* a group's bit among its digit's groups */
  uint8_t  n_strong;
  uint16_t strong[MAX_STRONG];
} ChainNode;

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
  ChainNode             nodes[MAX_NODES];
} ChainGraph;

static inline bool
is_plain (const ChainGraph *g,
          int          n)
{
  return n < g->n_plain;
}

static inline SkBoard
node_seers (const ChainGraph *g,
            int          n)
{
  return is_plain (g, n) ? g->ctx->layout->peer_board[g->nodes[n].cell]
                         : g->group_seers[n - g->n_plain];
}

/* Builds @g for @kind from the grid of @ctx: its nodes and strong links,
 * the groups and their weak links, and the rating of a chain of each number
 * of nodes (the base is the technique's row in sk-techniques.h). */
void sk_chain_graph_build   (ChainGraph           *g,
                             const SkLogicContext *ctx,
                             const ChainKind      *kind);
/* Whether @a true makes @b false by a link the chain may use. */
bool sk_chain_weakly_linked (const ChainGraph     *g,
                             int                   a,
                             int                   b);
/* Adds to @out the candidates that would make both @a and @b false. */
void sk_chain_both_false    (const ChainGraph     *g,
                             int                   a,
                             int                   b,
                             SkBoard               out[SK_SIZE]);
/* Whether anything would make both @a and @b false: both_false, quickly. */
bool sk_chain_may_eliminate (const ChainGraph     *g,
                             int                   a,
                             int                   b);
