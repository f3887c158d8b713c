/* sk-logic-als.c: ALS-XZ, two almost locked sets joined by a restricted common
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* ------------------------------------------------------------------------
 * How ALS-XZ is found
 *
 * It collects every almost locked set (N cells of one unit with N + 1
 * candidates, N from 1 to 8) and tries pairs by total size, smallest first.
 * x is a restricted common when every x of A sees every x of B; then one of
 * them lacks x and so holds all its other digits, and a common z leaves every
 * cell that sees each z of both. With two restricted commons each set loses
 * exactly one of them: its other digits are locked in it, and each restricted
 * common lies in A or B. The rating is the table's (7.2) for up to four cells
 * in all and a tenth more for each further cell. Pairs come from bit sets of the sets
 * instead of every pair: with standard boxes cells that all see each other
 * lie in one unit, so B's x must share a unit with all of A's; with jigsaw
 * regions the sets with an x outside what A's x see are ruled out instead.
 * ------------------------------------------------------------------------ */

#include "sk-logic-private.h"

#include <string.h>

enum
{
  MAX_ALS = 1024,        /* more than real grids have (about 360 at most); the rest are left out */
  ALS_WORDS = MAX_ALS / 64,
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
          if (sk_mask_count (digits[set]) != size + 1)
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
  step->rating += total > 4 ? total - 4 : 0;
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
            if (sk_mask_count (common) < 2
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
