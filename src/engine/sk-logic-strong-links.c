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
 * A link may also be grouped, as Sudoku Explainer's are: a line whose
 * places of the digit lie in two regions, one region's places against the
 * other's, or a region whose places lie in one row and one column (an empty
 * rectangle), the row's places against the column's; a node links to a
 * group when each of its cells sees all of the group's.
 *
 * Sudoku Explainer's ratings: 5.4 for three links, 5.8 for four, a tenth
 * more when the links lie in lines of both kinds or in regions and lines of
 * one kind, two tenths when in regions and lines of both kinds (each link
 * counted in the unit kind that rates lowest), three with a grouped link.
 * Chains with a grouped link are looked for apart, later, so that the
 * finder order follows the ratings. Built from the layout's units and
 * peers, so sound on jigsaw layouts too.
 */

#include "sk-logic-private.h"

#include <stdlib.h>

#define MAX_PAIRS 512
#define MAX_LINKS 4

enum
{
  KIND_ROW = 1,
  KIND_COLUMN = 2,
  KIND_REGION = 4,
};

/* A strong link: the digit's places in a unit are the cells of a and b.
 * Plain, a and b are one cell each; grouped, a group of cells or two. */
typedef struct
{
  SkBoard a;
  SkBoard b;
  SkBoard sees_a;  /* the cells that see every cell of a */
  SkBoard sees_b;
  uint8_t kinds;   /* the kinds of unit in which a and b are the only places */
  uint8_t unit;    /* the first such unit */
  bool    grouped;
} Pair;

typedef struct
{
  const SkLogicContext *ctx;
  int                   digit;
  int                   n_links;
  bool                  grouped;            /* only chains with a grouped link; else none */
  Pair                  pairs[MAX_PAIRS];
  int                   n_pairs;
  int                   chain[MAX_LINKS];   /* pair indexes */
  bool                  flipped[MAX_LINKS]; /* read b to a */
  SkBoard               used;
  SkStep               *step;
  SkStep                trial;
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
 * kinds; three tenths over the base with a grouped link. */
static int
chain_rating (const Links *l)
{
  int best = 1000;
  int choices = 1;

  for (int i = 0; i < l->n_links; i++)
    if (l->pairs[l->chain[i]].grouped)
      return (l->n_links == 3 ? 54 : 58) + 3;
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

static SkBoard
link_start (const Links *l,
            int          i)
{
  const Pair *p = &l->pairs[l->chain[i]];

  return l->flipped[i] ? p->b : p->a;
}

static SkBoard
link_end (const Links *l,
          int          i)
{
  const Pair *p = &l->pairs[l->chain[i]];

  return l->flipped[i] ? p->a : p->b;
}

static SkBoard
sees_start (const Links *l,
            int          i)
{
  const Pair *p = &l->pairs[l->chain[i]];

  return l->flipped[i] ? p->sees_b : p->sees_a;
}

static SkBoard
sees_end (const Links *l,
          int          i)
{
  const Pair *p = &l->pairs[l->chain[i]];

  return l->flipped[i] ? p->sees_a : p->sees_b;
}

static bool
board_within (SkBoard inner,
              SkBoard outer)
{
  return sk_board_is_empty (sk_board_and_not (inner, outer));
}

static bool
board_equal (SkBoard a,
             SkBoard b)
{
  return board_within (a, b) && board_within (b, a);
}

static void
mark_node (SkStep *step,
           SkBoard cells,
           SkRole  role,
           SkMask  bit)
{
  while (!sk_board_is_empty (cells))
    sk_step_mark (step, sk_board_pop (&cells), role, bit);
}

static void
try_chain (Links *l)
{
  SkBoard first = link_start (l, 0);
  SkBoard last = link_end (l, l->n_links - 1);
  bool loop = board_within (first, sees_end (l, l->n_links - 1));
  int rating = chain_rating (l);
  SkMask bit = sk_mask_of (l->digit);
  SkBoard victims = SK_BOARD_EMPTY;
  SkStep *trial = &l->trial;
  bool grouped = false;

  for (int i = 0; i < l->n_links; i++)
    grouped |= l->pairs[l->chain[i]].grouped;
  if ((l->found && rating >= l->step->rating) || grouped != l->grouped)
    return;
  /* The cells that lose the digit, before a step is built for them. */
  if (loop)
    for (int i = 0; i < l->n_links; i++)
      victims = sk_board_or (victims, sk_board_and (sees_end (l, i),
                                                    sees_start (l, (i + 1) % l->n_links)));
  else
    victims = sk_board_and (sees_start (l, 0), sees_end (l, l->n_links - 1));
  victims = sk_board_and (sk_board_and_not (victims, l->used), l->ctx->where[l->digit - 1]);
  if (sk_board_is_empty (victims))
    return;
  sk_step_init (trial, l->n_links == 3 ? SK_TECH_THREE_STRONG_LINKS : SK_TECH_FOUR_STRONG_LINKS);
  sk_step_remove_from (trial, l->ctx, victims, bit);
  trial->rating = rating;
  trial->digit = l->digit;
  trial->size = l->n_links;
  for (int i = 0; i < l->n_links; i++)
    {
      int a = sk_step_node (trial, link_start (l, i), l->digit);
      int b = sk_step_node (trial, link_end (l, i), l->digit);

      sk_step_link (trial, a, b, true);
      if (i + 1 < l->n_links)
        sk_step_link (trial, b, a + 2, false);
      else if (loop)
        sk_step_link (trial, b, 0, false);
      trial->base_units |= 1u << l->pairs[l->chain[i]].unit;
      mark_node (trial, link_start (l, i), SK_ROLE_OFF, bit);
      mark_node (trial, link_end (l, i), SK_ROLE_ON, bit);
    }
  if (!loop)
    {
      mark_node (trial, first, SK_ROLE_PINCER, bit);
      mark_node (trial, last, SK_ROLE_PINCER, bit);
    }
  *l->step = *trial;
  l->found = true;
}

static void
extend (Links *l,
        int    depth)
{
  SkBoard seen = sees_end (l, depth - 1);

  if (depth >= l->n_links || depth >= MAX_LINKS)
    {
      try_chain (l);
      return;
    }
  for (int i = 0; i < l->n_pairs; i++)
    for (int flip = 0; flip < 2; flip++)
      {
        const Pair *p = &l->pairs[i];
        SkBoard start = flip ? p->b : p->a;
        SkBoard cells = sk_board_or (p->a, p->b);

        if (!sk_board_is_empty (sk_board_and (l->used, cells)) || !board_within (start, seen)
            || (p->grouped && !l->grouped))
          continue;
        l->chain[depth] = i;
        l->flipped[depth] = flip;
        l->used = sk_board_or (l->used, cells);
        extend (l, depth + 1);
        l->used = sk_board_and_not (l->used, cells);
      }
}

static void
add_pair (Links  *l,
          SkBoard a,
          SkBoard b,
          int     kind,
          int     unit,
          bool    grouped)
{
  const SkLayout *layout = l->ctx->layout;
  int k;

  for (k = 0; k < l->n_pairs; k++)
    if (board_equal (l->pairs[k].a, a) && board_equal (l->pairs[k].b, b))
      break;
  if (k == l->n_pairs)
    {
      if (l->n_pairs == MAX_PAIRS)
        return;
      l->pairs[l->n_pairs++] = (Pair) { a, b, sk_logic_common_peers (layout, a),
                                        sk_logic_common_peers (layout, b), 0, (uint8_t) unit,
                                        grouped };
    }
  l->pairs[k].kinds |= (uint8_t) kind;
}

/* A region whose places of the digit lie in one row and one column (an
 * empty rectangle): the row's places or the column's hold it. */
static void
add_empty_rectangles (Links  *l,
                      int     unit,
                      SkBoard places)
{
  const SkLayout *layout = l->ctx->layout;
  SkBoard region = layout->unit_board[unit];

  for (int row = 0; row < SK_SIZE; row++)
    {
      SkBoard in_row = sk_board_and (places, layout->unit_board[row]);
      SkBoard rest = sk_board_and_not (places, in_row);

      if (sk_board_is_empty (in_row) || sk_board_is_empty (rest))
        continue;
      for (int column = SK_SIZE; column < 2 * SK_SIZE; column++)
        {
          SkBoard line = sk_board_and (layout->unit_board[column], region);

          if (!board_within (rest, line))
            continue;
          add_pair (l, in_row, rest, KIND_REGION, unit, true);
        }
    }
}

/* A line whose places of the digit lie in two regions: the places in one
 * region or those in the other hold it. */
static void
add_line_groups (Links  *l,
                 int     unit,
                 int     kind,
                 SkBoard places)
{
  const SkLayout *layout = l->ctx->layout;
  SkBoard first = sk_board_and (places,
                                layout->unit_board[layout->cell_units[sk_board_first (places)][2]]);
  SkBoard rest = sk_board_and_not (places, first);
  SkBoard second;

  if (sk_board_is_empty (rest))
    return;
  second = sk_board_and (rest, layout->unit_board[layout->cell_units[sk_board_first (rest)][2]]);
  if (board_equal (second, rest))
    add_pair (l, first, second, kind, unit, true);
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
      int count = sk_board_count (places);

      if (count == 2)
        {
          int a = sk_board_pop (&places);

          add_pair (l, sk_board_cell (a), places, kind, unit, false);
        }
      else if (count > 2 && l->grouped && kind == KIND_REGION)
        add_empty_rectangles (l, unit, places);
      else if (count > 2 && l->grouped)
        add_line_groups (l, unit, kind, places);
    }
}

static bool
find_links (const SkLogicContext *ctx,
            int                   n_links,
            bool                  grouped,
            SkStep               *step)
{
  Links *l;
  bool found;

  if (n_links < 3 || n_links > MAX_LINKS)
    return false;
  /* The pairs and a trial step are several kilobytes: off the stack. */
  l = calloc (1, sizeof *l);
  if (l == NULL)
    return false;
  l->ctx = ctx;
  l->n_links = n_links;
  l->grouped = grouped;
  l->step = step;
  for (l->digit = 1; l->digit <= SK_SIZE; l->digit++)
    {
      collect_pairs (l);
      if (l->n_pairs < n_links)
        continue;
      for (int i = 0; i < l->n_pairs; i++)
        for (int flip = 0; flip < 2; flip++)
          {
            const Pair *p = &l->pairs[i];

            l->chain[0] = i;
            l->flipped[0] = flip;
            l->used = sk_board_or (p->a, p->b);
            extend (l, 1);
          }
      if (sk_logic_cancelled (ctx))
        break;
    }
  found = l->found;
  free (l);
  return found;
}

bool
sk_find_strong_links (const SkLogicContext *ctx,
                      int                   n_links,
                      SkStep               *step)
{
  return find_links (ctx, n_links, false, step);
}

bool
sk_find_grouped_strong_links (const SkLogicContext *ctx,
                              int                   n_links,
                              SkStep               *step)
{
  return find_links (ctx, n_links, true, step);
}

/* The table's one finder per row: a grouped link rates three tenths higher,
 * so the plain form is looked for first; the step finder's choice of the
 * lowest-rated step still lets a cheaper row beat a grouped one. */
bool
sk_find_any_strong_links (const SkLogicContext *ctx,
                          int                   n_links,
                          SkStep               *step)
{
  return find_links (ctx, n_links, false, step) || find_links (ctx, n_links, true, step);
}
