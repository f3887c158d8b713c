/* sk-logic-strong-links.c: chains of three and four strong links on one digit, and their loops
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * SukakuExplainer's "strong links" fish (3 and 4 strong links; its 2-link
 * form is the Turbot family): a digit's conjugate pairs (a unit where the
 * digit has exactly two places) a1-b1, a2-b2, ..., each b seeing the next
 * a. If a1 is not the digit, b1 is, so a2 is not, b2 is, ... and bn is: a1
 * or bn holds it, and every cell that sees both loses it. When bn also sees
 * a1 the chain closes into a loop (an X-loop), in which the digit is in all
 * the a or all the b cells: every weak link then holds exactly one, and the
 * cells that see both its ends lose the digit.
 *
 * Sudoku Explainer's ratings: 5.4 for three links, 5.8 for four, a tenth
 * more when the links lie in lines of both kinds or in regions and lines of
 * one kind, two tenths when in regions and lines of both kinds (each link
 * counted in the unit kind that rates lowest). Built from the layout's
 * units and peers, so sound on jigsaw layouts too.
 */

#include "sk-logic-private.h"

#define MAX_PAIRS (SK_UNITS * SK_SIZE)
#define MAX_LINKS 4

enum
{
  KIND_ROW = 1,
  KIND_COLUMN = 2,
  KIND_REGION = 4,
};

typedef struct
{
  uint8_t a;
  uint8_t b;
  uint8_t kinds;   /* the kinds of unit in which a and b are the only places */
  uint8_t unit;    /* the first such unit */
} Pair;

typedef struct
{
  const SkLogicContext *ctx;
  int                   digit;
  int                   n_links;
  Pair                  pairs[MAX_PAIRS];
  int                   n_pairs;
  int                   chain[MAX_LINKS];   /* pair indexes */
  bool                  flipped[MAX_LINKS]; /* read b to a */
  SkBoard               used;
  SkStep               *step;
  bool                  found;
} Links;

static int
kinds_rating (int n_links,
              int kinds)
{
  int lines = ((kinds & KIND_ROW) != 0) + ((kinds & KIND_COLUMN) != 0);
  int base = n_links == 3 ? 54 : 58;

  if (kinds & KIND_REGION)
    return base + (lines == 2 ? 2 : 1);
  return base + (lines == 2 ? 1 : 0);
}

/* The lowest rating over the ways of counting each link in one of its
 * kinds. */
static int
chain_rating (const Links *l)
{
  int best = 1000;
  int choices = 1;

  for (int i = 0; i < l->n_links; i++)
    choices *= 3;
  for (int c = 0; c < choices; c++)
    {
      int kinds = 0;
      int rest = c;
      bool valid = true;

      for (int i = 0; i < l->n_links && valid; i++)
        {
          int kind = 1 << (rest % 3);

          rest /= 3;
          valid = (l->pairs[l->chain[i]].kinds & kind) != 0;
          kinds |= kind;
        }
      if (valid && kinds_rating (l->n_links, kinds) < best)
        best = kinds_rating (l->n_links, kinds);
    }
  return best;
}

static int
link_start (const Links *l,
            int          i)
{
  const Pair *p = &l->pairs[l->chain[i]];

  return l->flipped[i] ? p->b : p->a;
}

static int
link_end (const Links *l,
          int          i)
{
  const Pair *p = &l->pairs[l->chain[i]];

  return l->flipped[i] ? p->a : p->b;
}

static void
try_chain (Links *l)
{
  const SkLayout *layout = l->ctx->layout;
  int first = link_start (l, 0);
  int last = link_end (l, l->n_links - 1);
  bool loop = sk_logic_sees (layout, first, last);
  int rating = chain_rating (l);
  SkMask bit = sk_mask_of (l->digit);
  SkBoard victims = SK_BOARD_EMPTY;
  SkStep trial;

  if (l->found && rating >= l->step->rating)
    return;
  /* The cells that lose the digit, before a step is built for them. */
  if (loop)
    for (int i = 0; i < l->n_links; i++)
      {
        int from = link_end (l, i);
        int to = link_start (l, (i + 1) % l->n_links);

        victims = sk_board_or (victims, sk_board_and (layout->peer_board[from], layout->peer_board[to]));
      }
  else
    victims = sk_board_and (layout->peer_board[first], layout->peer_board[last]);
  victims = sk_board_and (sk_board_and_not (victims, l->used), l->ctx->where[l->digit - 1]);
  if (sk_board_is_empty (victims))
    return;
  sk_step_init (&trial, l->n_links == 3 ? SK_TECH_THREE_STRONG_LINKS : SK_TECH_FOUR_STRONG_LINKS);
  sk_step_remove_from (&trial, l->ctx, victims, bit);
  trial.rating = rating;
  trial.digit = l->digit;
  trial.size = l->n_links;
  for (int i = 0; i < l->n_links; i++)
    {
      int a = sk_step_node (&trial, sk_board_cell (link_start (l, i)), l->digit);
      int b = sk_step_node (&trial, sk_board_cell (link_end (l, i)), l->digit);

      sk_step_link (&trial, a, b, true);
      if (i + 1 < l->n_links)
        sk_step_link (&trial, b, a + 2, false);
      else if (loop)
        sk_step_link (&trial, b, 0, false);
      trial.base_units |= 1u << l->pairs[l->chain[i]].unit;
      sk_step_mark (&trial, link_start (l, i), SK_ROLE_OFF, bit);
      sk_step_mark (&trial, link_end (l, i), SK_ROLE_ON, bit);
    }
  if (!loop)
    {
      sk_step_mark (&trial, first, SK_ROLE_PINCER, bit);
      sk_step_mark (&trial, last, SK_ROLE_PINCER, bit);
    }
  *l->step = trial;
  l->found = true;
}

static void
extend (Links *l,
        int    depth)
{
  const SkLayout *layout = l->ctx->layout;
  int from = link_end (l, depth - 1);

  if (depth >= l->n_links || depth >= MAX_LINKS)
    {
      try_chain (l);
      return;
    }
  for (int i = 0; i < l->n_pairs; i++)
    for (int flip = 0; flip < 2; flip++)
      {
        const Pair *p = &l->pairs[i];
        int start = flip ? p->b : p->a;
        int end = flip ? p->a : p->b;

        if (sk_board_has (l->used, start) || sk_board_has (l->used, end)
            || !sk_logic_sees (layout, from, start))
          continue;
        l->chain[depth] = i;
        l->flipped[depth] = flip;
        l->used = sk_board_or (l->used, sk_board_or (sk_board_cell (start), sk_board_cell (end)));
        extend (l, depth + 1);
        l->used = sk_board_and_not (l->used, sk_board_or (sk_board_cell (start), sk_board_cell (end)));
      }
}

static void
collect_pairs (Links *l)
{
  const SkLayout *layout = l->ctx->layout;

  l->n_pairs = 0;
  for (int unit = 0; unit < SK_UNITS; unit++)
    {
      SkBoard places = sk_board_and (l->ctx->where[l->digit - 1], layout->unit_board[unit]);
      int kind = unit < SK_SIZE ? KIND_ROW : unit < 2 * SK_SIZE ? KIND_COLUMN : KIND_REGION;
      int a, b;
      int k;

      if (sk_board_count (places) != 2)
        continue;
      a = sk_board_pop (&places);
      b = sk_board_pop (&places);
      for (k = 0; k < l->n_pairs; k++)
        if (l->pairs[k].a == a && l->pairs[k].b == b)
          break;
      if (k == l->n_pairs)
        l->pairs[l->n_pairs++] = (Pair) { (uint8_t) a, (uint8_t) b, 0, (uint8_t) unit };
      l->pairs[k].kinds |= (uint8_t) kind;
    }
}

bool
sk_find_strong_links (const SkLogicContext *ctx,
                      int                   n_links,
                      SkStep               *step)
{
  Links l;

  if (n_links < 3 || n_links > MAX_LINKS)
    return false;
  l.ctx = ctx;
  l.n_links = n_links;
  l.step = step;
  l.found = false;
  for (l.digit = 1; l.digit <= SK_SIZE; l.digit++)
    {
      collect_pairs (&l);
      if (l.n_pairs < n_links)
        continue;
      for (int i = 0; i < l.n_pairs; i++)
        for (int flip = 0; flip < 2; flip++)
          {
            const Pair *p = &l.pairs[i];

            l.chain[0] = i;
            l.flipped[0] = flip;
            l.used = sk_board_or (sk_board_cell (p->a), sk_board_cell (p->b));
            extend (&l, 1);
          }
      if (sk_logic_cancelled (ctx))
        break;
    }
  return l.found;
}
