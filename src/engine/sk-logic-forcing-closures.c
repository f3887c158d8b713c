/* sk-logic-forcing-closures.c: what each static assumption can reach at all
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "sk-logic-forcing-private.h"

/* ---- static closures ----
 *
 * A static propagation follows a graph that does not change during a call:
 * "on" facts point to the "off" facts of their cell and peers, "off" facts
 * to the "on" facts of their strong links. What an assumption can reach is
 * its closure in that graph, and all closures come at once from the graph's
 * strongly connected components: Tarjan's algorithm emits each component
 * after every component it reaches, so one OR per edge of sets of facts
 * gives what each reaches, and a pass the other way what reaches each. A
 * propagation meets a contradiction exactly when its closure holds a
 * candidate on and off, or every candidate of a cell or place of a digit
 * in a unit off (the facts that reach all of those); the branches of a cell
 * or unit chain can only conclude what their closures share. Propagations,
 * which count the chains, are run only where the closures say so. */

struct Closures
{
  int       n;                /* candidates; nodes are 2 * index, + 1 for "off" */
  int       words;            /* 64-bit words in a set of nodes */
  int16_t   index[N_CANDS];   /* compact index of each candidate, -1 when absent */
  uint16_t  cand[N_CANDS];    /* candidate of each compact index */
  bool      contradicts[N_CANDS];  /* by index: its "on" propagation meets a contradiction */
  uint16_t *scc;              /* component of each node */
  uint64_t *reach;            /* nodes each component reaches, itself included */
};

static inline const uint64_t *
reach_of (const Closures *cl,
          int             node)
{
  return cl->reach + (size_t) cl->scc[node] * (size_t) cl->words;
}

static inline void
set_or (uint64_t       *set,
        const uint64_t *other,
        int             words)
{
  for (int w = 0; w < words; w++)
    set[w] |= other[w];
}

/* The successors of every node, as Tarjan's algorithm walks them. */
static void
closure_edges (const Engine   *e,
               const Closures *cl,
               int32_t        *start,
               uint16_t       *succ)
{
  const SkLogicContext *ctx = e->ctx;
  const SkLayout *layout = ctx->layout;
  int n_edges = 0;

  for (int i = 0; i < cl->n; i++)
    {
      int cand = cl->cand[i];
      int cell = cand / SK_SIZE;
      int d = cand % SK_SIZE;
      SkBoard peers = sk_board_and (ctx->where[d], layout->peer_board[cell]);

      start[(ptrdiff_t) 2 * i] = n_edges;
      for (SkMask m = ctx->cg->cand[cell] & (SkMask) ~sk_mask_of (d + 1); m != 0; m &= m - 1)
        succ[n_edges++] = (uint16_t) (2 * cl->index[fact_on (cell, __builtin_ctz (m))] + 1);
      while (!sk_board_is_empty (peers))
        succ[n_edges++] = (uint16_t) (2 * cl->index[fact_on (sk_board_pop (&peers), d)] + 1);
      start[(ptrdiff_t) 2 * i + 1] = n_edges;
      for (int k = 0; k < e->n_strong[cand]; k++)
        succ[n_edges++] = (uint16_t) (2 * cl->index[e->strong[cand][k].cand]);
    }
  start[(ptrdiff_t) 2 * cl->n] = n_edges;
}

/* Marks the candidates whose "on" closure turns every node of @group
 * (given as candidates, their "off" nodes meant) off. */
static void
mark_emptied (Closures       *cl,
              const uint64_t *anc,
              const int      *group,
              int             k,
              uint64_t       *all)
{
  for (int i = 0; i < k; i++)
    {
      int node = 2 * cl->index[group[i]] + 1;
      const uint64_t *set = anc + (size_t) cl->scc[node] * (size_t) cl->words;

      for (int w = 0; w < cl->words; w++)
        all[w] = i == 0 ? set[w] : all[w] & set[w];
    }
  for (int w = 0; w < cl->words; w++)
    for (uint64_t on = all[w] & UINT64_C (0x5555555555555555); on != 0; on &= on - 1)
      cl->contradicts[(w * 64 + __builtin_ctzll (on)) >> 1] = true;
}

Closures *
sk_forcing_closures_new (const Engine *e)
{
  const SkLogicContext *ctx = e->ctx;
  const SkLayout *layout = ctx->layout;
  int n = e->n_cands;
  int nodes = 2 * n;
  int words = (nodes + 63) / 64;
  size_t sets = (size_t) nodes * (size_t) words;
  size_t size = sizeof (Closures) + (2 * sets + (size_t) words) * sizeof (uint64_t)
                + (size_t) (3 * nodes + 2) * sizeof (int32_t)
                + (size_t) n * 32 * sizeof (uint16_t)
                + (size_t) nodes * 6 * sizeof (uint16_t) + (size_t) nodes;
  Closures *cl = malloc (size);
  uint64_t *reach, *anc, *all;
  int32_t *start, *frame_edge, *scc_first;
  int16_t *order, *low, *tstack;
  uint16_t *succ, *frame_node, *members;
  uint8_t *on_stack;
  int counter = 0, n_tstack = 0, n_scc = 0, n_members = 0;
  SkBoard cells = ctx->empty;

  if (cl == NULL)
    return NULL;
  reach = (uint64_t *) (cl + 1);
  anc = reach + sets;
  all = anc + sets;
  start = (int32_t *) (all + words);
  frame_edge = start + nodes + 1;
  scc_first = frame_edge + nodes;
  succ = (uint16_t *) (scc_first + nodes + 1);
  cl->scc = succ + (size_t) n * 32;
  frame_node = cl->scc + nodes;
  members = frame_node + nodes;
  order = (int16_t *) (members + nodes);
  low = order + nodes;
  tstack = low + nodes;
  on_stack = (uint8_t *) (tstack + nodes);
  cl->reach = reach;
  cl->n = n;
  cl->words = words;

  memset (cl->index, -1, sizeof cl->index);
  memset (cl->contradicts, 0, sizeof cl->contradicts);
  for (int i = 0; !sk_board_is_empty (cells);)
    {
      int cell = sk_board_pop (&cells);

      for (SkMask m = ctx->cg->cand[cell]; m != 0; m &= m - 1, i++)
        {
          cl->index[fact_on (cell, __builtin_ctz (m))] = (int16_t) i;
          cl->cand[i] = (uint16_t) fact_on (cell, __builtin_ctz (m));
        }
    }
  closure_edges (e, cl, start, succ);
  memset (order, -1, (size_t) nodes * sizeof *order);
  memset (on_stack, 0, (size_t) nodes);

  /* Tarjan's algorithm, with an explicit stack of (node, next edge). */
  for (int root = 0; root < nodes; root++)
    {
      int depth = 0;

      if (order[root] >= 0)
        continue;
      frame_node[0] = (uint16_t) root;
      frame_edge[0] = start[root];
      order[root] = low[root] = (int16_t) counter++;
      tstack[n_tstack++] = (int16_t) root;
      on_stack[root] = 1;
      while (depth >= 0)
        {
          int v = frame_node[depth];

          if (frame_edge[depth] < start[v + 1])
            {
              int w = succ[frame_edge[depth]++];

              if (order[w] < 0)
                {
                  depth++;
                  frame_node[depth] = (uint16_t) w;
                  frame_edge[depth] = start[w];
                  order[w] = low[w] = (int16_t) counter++;
                  tstack[n_tstack++] = (int16_t) w;
                  on_stack[w] = 1;
                }
              else if (on_stack[w] && order[w] < low[v])
                low[v] = order[w];
              continue;
            }
          if (low[v] == order[v])
            {
              uint64_t *set = reach + (size_t) n_scc * (size_t) words;
              int first = n_tstack;

              memset (set, 0, (size_t) words * sizeof *set);
              scc_first[n_scc] = n_members;
              do
                {
                  int u = tstack[--first];

                  cl->scc[u] = (uint16_t) n_scc;
                  on_stack[u] = 0;
                  members[n_members++] = (uint16_t) u;
                  set[u >> 6] |= UINT64_C (1) << (u & 63);
                }
              while (tstack[first] != v);
              n_tstack = first;
              memcpy (anc + (size_t) n_scc * (size_t) words, set, (size_t) words * sizeof *set);
              /* Every other component reached is complete already. */
              for (int i = scc_first[n_scc]; i < n_members; i++)
                for (int k = start[members[i]]; k < start[members[i] + 1]; k++)
                  if (cl->scc[succ[k]] != n_scc)
                    set_or (set, reach_of (cl, succ[k]), words);
              n_scc++;
            }
          depth--;
          if (depth >= 0 && low[v] < low[frame_node[depth]])
            low[frame_node[depth]] = low[v];
        }
    }
  scc_first[n_scc] = n_members;

  /* What reaches each component: sources first, the reverse of emission. */
  for (int c = n_scc - 1; c >= 0; c--)
    for (int i = scc_first[c]; i < scc_first[c + 1]; i++)
      for (int k = start[members[i]]; k < start[members[i] + 1]; k++)
        if (cl->scc[succ[k]] != c)
          set_or (anc + (size_t) cl->scc[succ[k]] * (size_t) words, anc + (size_t) c * (size_t) words,
                  words);

  /* Contradictions: a candidate on and off, or a cell or unit emptied. */
  for (int i = 0; i < n; i++)
    {
      const uint64_t *set = reach_of (cl, 2 * i);

      for (int w = 0; w < words && !cl->contradicts[i]; w++)
        cl->contradicts[i] = (set[w] & (set[w] >> 1) & UINT64_C (0x5555555555555555)) != 0;
    }
  for (SkBoard rest = ctx->empty; !sk_board_is_empty (rest);)
    {
      int cell = sk_board_pop (&rest);
      int group[SK_SIZE];
      int k = 0;

      for (SkMask m = ctx->cg->cand[cell]; m != 0; m &= m - 1)
        group[k++] = fact_on (cell, __builtin_ctz (m));
      mark_emptied (cl, anc, group, k, all);
    }
  for (int unit = 0; unit < SK_UNITS; unit++)
    for (int d = 0; d < SK_SIZE; d++)
      {
        SkBoard places = sk_board_and (ctx->where[d], layout->unit_board[unit]);
        int group[SK_SIZE];
        int k = 0;

        while (!sk_board_is_empty (places))
          group[k++] = fact_on (sk_board_pop (&places), d);
        if (k > 0)
          mark_emptied (cl, anc, group, k, all);
      }
  return cl;
}

bool
sk_forcing_closure_contradicts (const Closures *cl,
                                int             cand)
{
  return cl->contradicts[cl->index[cand]];
}

/* Whether the "on" closures of @cands share a fact that is not about the
 * group's own candidates (@own, in every digit or in @digit only), with
 * none of them contradictory: only then can the group conclude anything. */
bool
sk_forcing_closures_share (const Engine *e,
                           Closures     *cl,
                           const int    *cands,
                           int           k,
                           SkBoard       own,
                           int           digit)
{
  const SkLogicContext *ctx = e->ctx;
  uint64_t common[SEEN_WORDS];
  bool any = false;

  for (int i = 0; i < k; i++)
    {
      const uint64_t *set = reach_of (cl, 2 * cl->index[cands[i]]);

      if (sk_forcing_closure_contradicts (cl, cands[i]))
        return false;
      for (int w = 0; w < cl->words; w++)
        common[w] = i == 0 ? set[w] : common[w] & set[w];
    }
  while (!sk_board_is_empty (own))
    {
      int cell = sk_board_pop (&own);

      for (SkMask m = ctx->cg->cand[cell]; m != 0; m &= m - 1)
        if (digit < 0 || __builtin_ctz (m) == digit)
          {
            int node = 2 * cl->index[fact_on (cell, __builtin_ctz (m))];

            common[node >> 6] &= ~(UINT64_C (3) << (node & 63));
          }
    }
  for (int w = 0; w < cl->words && !any; w++)
    any = common[w] != 0;
  return any;
}
