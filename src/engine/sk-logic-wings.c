/* sk-logic-wings.c: XY-, XYZ- and W-Wings, skyscrapers, kites and simple colouring
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Short patterns a person spots without following a long chain. The wings
 * are made of cells with two or three candidates; the others use one digit's
 * strong links (conjugate pairs: a unit where the digit has exactly two
 * places, so one of them holds it). Each is a short alternating chain whose
 * two ends cannot both be false, and every cell that sees both ends loses
 * the digit. "Sees" comes from the layout's peer table and the strong links
 * from its units, so jigsaw regions take part like boxes do; only the
 * skyscraper and the kite name rows and columns, which every layout has.
 *
 * Where several instances exist the finders return the first in the order of
 * their loops (digit, then cells or units in reading order), all instances
 * of a technique rating the same; simple colouring, whose rating grows with
 * the cluster, returns the smallest cluster first.
 */

#include "sk-logic-private.h"

/* The empty cells with exactly @count candidates. */
static SkBoard
cells_with_count (const SkLogicContext *ctx,
                  int                   count)
{
  SkBoard cells = SK_BOARD_EMPTY;
  SkBoard empty = ctx->empty;

  while (!sk_board_is_empty (empty))
    {
      int cell = sk_board_pop (&empty);

      if (sk_mask_count (ctx->cg->cand[cell]) == count)
        cells = sk_board_or (cells, sk_board_cell (cell));
    }
  return cells;
}

/* Whether a board holds exactly two cells (without a population count, which
 * without hardware support costs more than this on every path step). */
static inline bool
board_is_pair (SkBoard b)
{
  if (sk_board_is_empty (b))
    return false;
  sk_board_pop (&b);
  return sk_board_is_single (b);
}

/* The units among the first @n_units where digit index @d has exactly two
 * places (a strong link), as bits. */
static uint32_t
conjugate_units (const SkLogicContext *ctx,
                 int                   d,
                 int                   n_units)
{
  uint32_t units = 0;

  for (int unit = 0; unit < n_units; unit++)
    if (board_is_pair (sk_board_and (ctx->where[d], ctx->layout->unit_board[unit])))
      units |= UINT32_C (1) << unit;
  return units;
}

static SkBoard
pair_board (int a,
            int b)
{
  return sk_board_or (sk_board_cell (a), sk_board_cell (b));
}

/* Records the candidates (cells[i], digits[i]) as a chain linked strong,
 * weak, strong...: read from either end, if the end is false the other end
 * is true, which is all the wings and one-digit patterns here rely on. */
static void
add_alternating_chain (SkStep    *step,
                       const int *cells,
                       const int *digits,
                       int        n)
{
  int previous = -1;

  for (int i = 0; i < n; i++)
    {
      int node = sk_step_node (step, sk_board_cell (cells[i]), digits[i]);

      if (i > 0)
        sk_step_link (step, previous, node, i % 2 == 1);
      previous = node;
    }
  step->size = step->n_links;
}

/* ---- XY-Wing and XYZ-Wing ---- */

bool
sk_find_xy_wing (const SkLogicContext *ctx,
                 SkStep               *step)
{
  const SkLayout *layout = ctx->layout;
  const SkMask *cand = ctx->cg->cand;
  SkBoard pairs = cells_with_count (ctx, 2);
  SkBoard pivots = pairs;

  while (!sk_board_is_empty (pivots))
    {
      int pivot = sk_board_pop (&pivots);
      SkMask pm = cand[pivot];
      SkBoard firsts = sk_board_and (pairs, layout->peer_board[pivot]);

      while (!sk_board_is_empty (firsts))
        {
          int a = sk_board_pop (&firsts);
          SkMask am = cand[a];
          SkMask z, bm;
          SkBoard seconds = firsts;

          /* {x,z} against the pivot's {x,y}: one digit shared, so a pincer
           * with the pivot's own two digits (a naked pair) is left out. */
          if (!sk_mask_is_single (am & pm))
            continue;
          z = am & (SkMask) ~pm;
          bm = (SkMask) ((pm & ~am) | z);
          while (!sk_board_is_empty (seconds))
            {
              int b = sk_board_pop (&seconds);
              SkBoard targets;
              int zd = sk_mask_first (z);
              int x = sk_mask_first (am & pm);
              int y = sk_mask_first (bm & pm);

              if (cand[b] != bm)
                continue;
              targets = sk_logic_common_peers (layout, pair_board (a, b));
              targets = sk_board_and (targets, ctx->where[zd - 1]);
              if (sk_board_is_empty (targets))
                continue;
              sk_step_init (step, SK_TECH_XY_WING);
              sk_step_remove_from (step, ctx, targets, z);
              step->digit = zd;
              sk_step_mark (step, pivot, SK_ROLE_PIVOT, pm);
              sk_step_mark (step, a, SK_ROLE_PINCER, am);
              sk_step_mark (step, b, SK_ROLE_PINCER, bm);
              add_alternating_chain (step,
                                     (const int[]) { a, a, pivot, pivot, b, b },
                                     (const int[]) { zd, x, x, y, y, zd }, 6);
              return true;
            }
        }
    }
  return false;
}

bool
sk_find_xyz_wing (const SkLogicContext *ctx,
                  SkStep               *step)
{
  const SkLayout *layout = ctx->layout;
  const SkMask *cand = ctx->cg->cand;
  SkBoard pairs = cells_with_count (ctx, 2);
  SkBoard pivots = cells_with_count (ctx, 3);

  while (!sk_board_is_empty (pivots))
    {
      int pivot = sk_board_pop (&pivots);
      SkMask pm = cand[pivot];
      SkBoard wings = SK_BOARD_EMPTY;
      SkBoard near = sk_board_and (pairs, layout->peer_board[pivot]);

      /* Pincers hold two of the pivot's three digits. */
      while (!sk_board_is_empty (near))
        {
          int cell = sk_board_pop (&near);

          if ((cand[cell] & (SkMask) ~pm) == 0)
            wings = sk_board_or (wings, sk_board_cell (cell));
        }
      while (!sk_board_is_empty (wings))
        {
          int a = sk_board_pop (&wings);
          SkBoard seconds = wings;

          while (!sk_board_is_empty (seconds))
            {
              int b = sk_board_pop (&seconds);
              SkMask z = cand[a] & cand[b];
              SkBoard targets;

              /* Two different pairs out of three digits share exactly one. */
              if (cand[a] == cand[b])
                continue;
              targets = sk_logic_common_peers (layout,
                                               sk_board_or (sk_board_cell (pivot), pair_board (a, b)));
              targets = sk_board_and (targets, ctx->where[sk_mask_first (z) - 1]);
              if (sk_board_is_empty (targets))
                continue;
              sk_step_init (step, SK_TECH_XYZ_WING);
              sk_step_remove_from (step, ctx, targets, z);
              step->digit = sk_mask_first (z);
              sk_step_mark (step, pivot, SK_ROLE_PIVOT, pm);
              sk_step_mark (step, a, SK_ROLE_PINCER, cand[a]);
              sk_step_mark (step, b, SK_ROLE_PINCER, cand[b]);
              return true;
            }
        }
    }
  return false;
}

/* ---- W-Wing ---- */

/* A strong link on digit @y (a unit where it has two places, neither of them
 * a wing cell) with one end seeing @c1 and the other @c2; the ends in that
 * order, or false. */
static bool
find_w_link (const SkLogicContext *ctx,
             uint32_t              units,
             int                   y,
             int                   c1,
             int                   c2,
             int                   ends[2],
             int                  *link_unit)
{
  const SkLayout *layout = ctx->layout;
  SkBoard wing = pair_board (c1, c2);

  for (; units != 0; units &= units - 1)
    {
      int unit = __builtin_ctz (units);
      SkBoard places = sk_board_and (ctx->where[y - 1], layout->unit_board[unit]);
      int p, q;

      if (!sk_board_is_empty (sk_board_and (places, wing)))
        continue;
      p = sk_board_pop (&places);
      q = sk_board_first (places);
      if (sk_logic_sees (layout, p, c1) && sk_logic_sees (layout, q, c2))
        {
          ends[0] = p;
          ends[1] = q;
        }
      else if (sk_logic_sees (layout, q, c1) && sk_logic_sees (layout, p, c2))
        {
          ends[0] = q;
          ends[1] = p;
        }
      else
        continue;
      *link_unit = unit;
      return true;
    }
  return false;
}

bool
sk_find_w_wing (const SkLogicContext *ctx,
                SkStep               *step)
{
  const SkLayout *layout = ctx->layout;
  const SkMask *cand = ctx->cg->cand;
  SkBoard pairs = cells_with_count (ctx, 2);
  SkBoard firsts = pairs;
  uint32_t conjugates[SK_SIZE] = { 0 };
  uint16_t known = 0;

  while (!sk_board_is_empty (firsts))
    {
      int c1 = sk_board_pop (&firsts);
      SkBoard seconds = sk_board_and_not (firsts, layout->peer_board[c1]);

      if (sk_logic_cancelled (ctx))
        return false;
      while (!sk_board_is_empty (seconds))
        {
          int c2 = sk_board_pop (&seconds);
          SkBoard common;

          if (cand[c2] != cand[c1])
            continue;
          common = sk_logic_common_peers (layout, pair_board (c1, c2));
          /* x is the digit removed, y the one the strong link is on. */
          for (SkMask xs = cand[c1]; xs != 0; xs &= xs - 1)
            {
              int x = sk_mask_first (xs);
              int y = sk_mask_first (cand[c1] & (SkMask) ~sk_mask_of (x));
              SkBoard targets = sk_board_and (common, ctx->where[x - 1]);
              int ends[2];
              int unit;

              if (sk_board_is_empty (targets))
                continue;
              if (!(known & (1u << (y - 1))))
                {
                  conjugates[y - 1] = conjugate_units (ctx, y - 1, SK_UNITS);
                  known |= (uint16_t) (1u << (y - 1));
                }
              if (!find_w_link (ctx, conjugates[y - 1], y, c1, c2, ends, &unit))
                continue;
              sk_step_init (step, SK_TECH_W_WING);
              sk_step_remove_from (step, ctx, targets, sk_mask_of (x));
              step->base_units = UINT32_C (1) << unit;
              sk_step_mark (step, c1, SK_ROLE_PINCER, cand[c1]);
              sk_step_mark (step, c2, SK_ROLE_PINCER, cand[c2]);
              add_alternating_chain (step,
                                     (const int[]) { c1, c1, ends[0], ends[1], c2, c2 },
                                     (const int[]) { x, y, y, y, y, x }, 6);
              return true;
            }
        }
    }
  return false;
}

/* ---- Skyscraper and Two-String Kite ---- */

/* Fills a one-digit step from the chain roof1 = base1 - base2 = roof2:
 * @digit leaves every cell that sees both roofs. */
static bool
one_digit_chain_step (const SkLogicContext *ctx,
                      SkTechnique           technique,
                      int                   digit,
                      const int             chain[4],
                      uint32_t              base_units,
                      uint32_t              cover_units,
                      SkStep               *step)
{
  SkBoard targets = sk_logic_common_peers (ctx->layout, pair_board (chain[0], chain[3]));

  targets = sk_board_and (targets, ctx->where[digit - 1]);
  if (sk_board_is_empty (targets))
    return false;
  sk_step_init (step, technique);
  sk_step_remove_from (step, ctx, targets, sk_mask_of (digit));
  step->digit = digit;
  step->base_units = base_units;
  step->cover_units = cover_units;
  sk_step_mark (step, chain[0], SK_ROLE_PINCER, sk_mask_of (digit));
  sk_step_mark (step, chain[1], SK_ROLE_BASE, sk_mask_of (digit));
  sk_step_mark (step, chain[2], SK_ROLE_BASE, sk_mask_of (digit));
  sk_step_mark (step, chain[3], SK_ROLE_PINCER, sk_mask_of (digit));
  add_alternating_chain (step, chain, (const int[]) { digit, digit, digit, digit }, 4);
  return true;
}

static void
set_chain (int chain[4],
           int roof1,
           int base1,
           int base2,
           int roof2)
{
  chain[0] = roof1;
  chain[1] = base1;
  chain[2] = base2;
  chain[3] = roof2;
}

/* The column of a cell for a row's strong link, the row for a column's. */
static int
across (int cell,
        int first_line)
{
  return first_line == 0 ? sk_cell_column (cell) : sk_cell_row (cell);
}

bool
sk_find_skyscraper (const SkLogicContext *ctx,
                    SkStep               *step)
{
  const SkLayout *layout = ctx->layout;

  for (int d = 0; d < SK_SIZE; d++)
    {
      uint32_t conjugates = conjugate_units (ctx, d, 2 * SK_SIZE);

      /* Rows, then columns. */
      for (int first = 0; first < 2 * SK_SIZE; first += SK_SIZE)
        for (int i = first; i < first + SK_SIZE; i++)
          {
            SkBoard a;
            int a0, a1;

            if (!((conjugates >> i) & 1))
              continue;
            a = sk_board_and (ctx->where[d], layout->unit_board[i]);
            a0 = sk_board_pop (&a);
            a1 = sk_board_first (a);
            for (int j = i + 1; j < first + SK_SIZE; j++)
              {
                SkBoard b;
                int b0, b1;
                int chain[4];
                int shared;

                if (!((conjugates >> j) & 1))
                  continue;
                b = sk_board_and (ctx->where[d], layout->unit_board[j]);
                b0 = sk_board_pop (&b);
                b1 = sk_board_first (b);
                /* One end of each in one perpendicular line; both would be
                 * an X-Wing. Two cells of a line are never both aligned
                 * with the same cell, so at most two of these hold. */
                if (across (a0, first) == across (b0, first) && across (a1, first) != across (b1, first))
                  set_chain (chain, a1, a0, b0, b1);
                else if (across (a1, first) == across (b1, first) && across (a0, first) != across (b0, first))
                  set_chain (chain, a0, a1, b1, b0);
                else if (across (a0, first) == across (b1, first) && across (a1, first) != across (b0, first))
                  set_chain (chain, a1, a0, b1, b0);
                else if (across (a1, first) == across (b0, first) && across (a0, first) != across (b1, first))
                  set_chain (chain, a0, a1, b0, b1);
                else
                  continue;
                shared = (first == 0 ? SK_SIZE : 0) + across (chain[1], first);
                if (one_digit_chain_step (ctx, SK_TECH_SKYSCRAPER, d + 1, chain,
                                          (UINT32_C (1) << i) | (UINT32_C (1) << j),
                                          UINT32_C (1) << shared, step))
                  return true;
              }
          }
    }
  return false;
}

bool
sk_find_two_string_kite (const SkLogicContext *ctx,
                         SkStep               *step)
{
  const SkLayout *layout = ctx->layout;

  for (int d = 0; d < SK_SIZE; d++)
    {
      uint32_t conjugates = conjugate_units (ctx, d, 2 * SK_SIZE);

      for (int row = 0; row < SK_SIZE; row++)
        {
          SkBoard r;
          int rc[2];

          if (!((conjugates >> row) & 1))
            continue;
          r = sk_board_and (ctx->where[d], layout->unit_board[row]);
          rc[0] = sk_board_pop (&r);
          rc[1] = sk_board_first (r);
          for (int column = SK_SIZE; column < 2 * SK_SIZE; column++)
            {
              SkBoard c;
              int cc[2];

              if (!((conjugates >> column) & 1))
                continue;
              c = sk_board_and (ctx->where[d], layout->unit_board[column]);
              /* A cell in both links (where the row meets the column) makes
               * no kite. */
              if (!sk_board_is_empty (sk_board_and (c, layout->unit_board[row])))
                continue;
              cc[0] = sk_board_pop (&c);
              cc[1] = sk_board_first (c);
              for (int i = 0; i < 2; i++)
                for (int k = 0; k < 2; k++)
                  {
                    int region = layout->region[rc[i]];
                    int chain[4] = { rc[1 - i], rc[i], cc[k], cc[1 - k] };

                    if (layout->region[cc[k]] != region)
                      continue;
                    if (one_digit_chain_step (ctx, SK_TECH_TWO_STRING_KITE, d + 1, chain,
                                              (UINT32_C (1) << row) | (UINT32_C (1) << column),
                                              UINT32_C (1) << (2 * SK_SIZE + region), step))
                      return true;
                  }
            }
        }
    }
  return false;
}

/* ---- Simple Colouring ---- */

/* One digit's cells joined by strong links, coloured in two alternating
 * colours: one colour holds the digit in all its cells, the other in none. */
typedef struct
{
  int     n;
  uint8_t cells[SK_CELLS];   /* in the order they were coloured */
  int8_t  from[SK_CELLS];    /* index of the cell each was coloured from; -1 for the first */
  uint8_t unit[SK_CELLS];    /* the unit of that strong link */
  uint8_t colour[SK_CELLS];
  SkBoard members;
  SkBoard coloured[2];
} Cluster;

/* Colours, breadth first, the cluster of digit index @d that holds @start. */
static void
colour_cluster (const SkLogicContext *ctx,
                int                   d,
                uint32_t              conjugates,
                int                   start,
                Cluster              *cluster)
{
  const SkLayout *layout = ctx->layout;

  cluster->n = 1;
  cluster->cells[0] = (uint8_t) start;
  cluster->from[0] = -1;
  cluster->unit[0] = 0;
  cluster->colour[0] = 0;
  cluster->members = sk_board_cell (start);
  cluster->coloured[0] = cluster->members;
  cluster->coloured[1] = SK_BOARD_EMPTY;
  for (int i = 0; i < cluster->n; i++)
    {
      int cell = cluster->cells[i];

      for (int k = 0; k < 3; k++)
        {
          int unit = layout->cell_units[cell][k];
          SkBoard partner;
          int other;

          if (!((conjugates >> unit) & 1))
            continue;
          partner = sk_board_and (ctx->where[d], layout->unit_board[unit]);
          partner = sk_board_and_not (partner, cluster->members);
          if (sk_board_is_empty (partner))
            continue;
          other = sk_board_first (partner);
          cluster->cells[cluster->n] = (uint8_t) other;
          cluster->from[cluster->n] = (int8_t) i;
          cluster->unit[cluster->n] = (uint8_t) unit;
          cluster->colour[cluster->n] = (uint8_t) (1 - cluster->colour[i]);
          cluster->members = sk_board_or (cluster->members, sk_board_cell (other));
          cluster->coloured[1 - cluster->colour[i]] =
            sk_board_or (cluster->coloured[1 - cluster->colour[i]], sk_board_cell (other));
          cluster->n++;
        }
    }
}

/* Two cells of colour @c that see each other, or false. */
static bool
find_wrap (const SkLayout *layout,
           const Cluster  *cluster,
           int             c,
           int             pair[2])
{
  SkBoard rest = cluster->coloured[c];

  while (!sk_board_is_empty (rest))
    {
      int cell = sk_board_pop (&rest);
      SkBoard seen = sk_board_and (rest, layout->peer_board[cell]);

      if (!sk_board_is_empty (seen))
        {
          pair[0] = cell;
          pair[1] = sk_board_first (seen);
          return true;
        }
    }
  return false;
}

/* The cells outside the cluster, with the digit, that see both colours. */
static SkBoard
trap_targets (const SkLogicContext *ctx,
              int                   d,
              const Cluster        *cluster)
{
  SkBoard seen[2] = { SK_BOARD_EMPTY, SK_BOARD_EMPTY };

  for (int i = 0; i < cluster->n; i++)
    seen[cluster->colour[i]] = sk_board_or (seen[cluster->colour[i]],
                                            ctx->layout->peer_board[cluster->cells[i]]);
  return sk_board_and_not (sk_board_and (ctx->where[d], sk_board_and (seen[0], seen[1])),
                           cluster->members);
}

/* What the cluster proves: a trap (@false_colour -1) or that colour
 * @false_colour is false (a wrap, @pair the two cells that see each other).
 * Trap first: it needs no contradiction. */
static bool
cluster_finding (const SkLogicContext *ctx,
                 int                   d,
                 const Cluster        *cluster,
                 int                  *false_colour,
                 int                   pair[2])
{
  SkBoard trap = trap_targets (ctx, d, cluster);

  *false_colour = -1;
  if (!sk_board_is_empty (trap))
    return true;
  for (int c = 0; c < 2; c++)
    if (find_wrap (ctx->layout, cluster, c, pair))
      {
        *false_colour = c;
        return true;
      }
  return false;
}

/* The rating is the table's 6.7 raised as for a chain of the cluster's cell
 * count (sk_logic_length_rating): a large cluster is harder to colour and to
 * hold in mind, and any two of its cells are joined by a chain within it.
 * So the smallest cluster that proves something is the easiest step; among
 * equal sizes, the lowest digit, then the cluster whose first cell comes
 * first. */
bool
sk_find_simple_colouring (const SkLogicContext *ctx,
                          SkStep               *step)
{
  const SkLayout *layout = ctx->layout;
  Cluster cluster;
  int best_d = -1;
  int best_start = -1;
  int best_n = SK_CELLS + 1;
  uint32_t best_conjugates = 0;
  int false_colour;
  int pair[2] = { 0, 0 };
  SkMask bit;
  int on;
  int node_of[SK_CELLS];

  for (int d = 0; d < SK_SIZE; d++)
    {
      uint32_t conjugates = conjugate_units (ctx, d, SK_UNITS);
      SkBoard linked = SK_BOARD_EMPTY;

      if (sk_logic_cancelled (ctx))
        return false;
      for (uint32_t u = conjugates; u != 0; u &= u - 1)
        linked = sk_board_or (linked, sk_board_and (ctx->where[d],
                                                    layout->unit_board[__builtin_ctz (u)]));
      while (!sk_board_is_empty (linked))
        {
          int start = sk_board_first (linked);

          colour_cluster (ctx, d, conjugates, start, &cluster);
          linked = sk_board_and_not (linked, cluster.members);
          if (cluster.n >= best_n)
            continue;
          if (cluster_finding (ctx, d, &cluster, &false_colour, pair))
            {
              best_d = d;
              best_start = start;
              best_n = cluster.n;
              best_conjugates = conjugates;
            }
        }
    }
  if (best_d < 0)
    return false;

  colour_cluster (ctx, best_d, best_conjugates, best_start, &cluster);
  cluster_finding (ctx, best_d, &cluster, &false_colour, pair);
  bit = sk_mask_of (best_d + 1);
  sk_step_init (step, SK_TECH_SIMPLE_COLOURING);
  step->digit = best_d + 1;
  step->rating = sk_logic_length_rating (step->rating, cluster.n);
  if (false_colour < 0)
    sk_step_remove_from (step, ctx, trap_targets (ctx, best_d, &cluster), bit);
  else
    sk_step_remove_from (step, ctx, cluster.coloured[false_colour], bit);
  /* The true colour is drawn "on" once a wrap has shown which it is. */
  on = false_colour == 0 ? 1 : 0;
  for (int i = 0; i < cluster.n; i++)
    {
      sk_step_mark (step, cluster.cells[i], cluster.colour[i] == on ? SK_ROLE_ON : SK_ROLE_OFF, bit);
      node_of[cluster.cells[i]] = sk_step_node (step, sk_board_cell (cluster.cells[i]), best_d + 1);
      if (cluster.from[i] >= 0)
        {
          sk_step_link (step, node_of[cluster.cells[cluster.from[i]]], node_of[cluster.cells[i]], true);
          step->base_units |= UINT32_C (1) << cluster.unit[i];
        }
    }
  if (false_colour >= 0)
    sk_step_link (step, node_of[pair[0]], node_of[pair[1]], false);
  step->size = step->n_links;
  return true;
}
