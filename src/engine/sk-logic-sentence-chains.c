/* sk-logic-sentence-chains.c: the sentences of chains, forcing chains and almost locked sets
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A chain is written in Eureka notation, then what it proves in one plain
 * sentence; a forcing chain says what it starts from and, for a
 * contradiction, what contradicts; a nested one then sums up its first
 * chain inside (what its assumption would contradict) and names the
 * candidates the others rule out, since the chains inside are too long to
 * read in full. Templates as in sk-logic-sentence.c.
 */

#include "sk-logic-private.h"
#include "sk-logic-words.h"

#include <stdio.h>

void
sk_say_als (const SkSay *say)
{
  const SkStep *step = say->step;
  char a[SK_PIECE], b[SK_PIECE];
  SkArgs args = { { sk_piece_name (say), sk_piece_cells_digits (say, SK_ROLE_ALS, a),
                  sk_piece_cells_digits (say, SK_ROLE_COVER, b) } };

  if (step->n_nodes >= 2)
    {
      char x[SK_PIECE], z[SK_PIECE];

      args.v[3] = sk_piece_digit (step->nodes[1].digit, x);
      args.v[4] = sk_piece_digit (step->nodes[0].digit, z);
      /* Translators: "ALS-XZ: the almost locked sets r1c1 (2/5), r1c2
       * (2/5/8) and r4c1 (5/8) cannot both hold 5, so one of them holds 2,
       * and no cell that sees every 2 of both can be 2." */
      sk_say (say, SK_N_("%1$s: the almost locked sets %2$s and %3$s cannot both hold %4$s, so one "
                         "of them holds %5$s, and no cell that sees every %5$s of both can be "
                         "%5$s."),
              args);
    }
  else
    /* Translators: "ALS-XZ: the almost locked sets ... and ... share two
     * digits that neither can hold both of, so each is locked on its other
     * digits, and no cell that sees every place of such a digit can hold it." */
    sk_say (say, SK_N_("%1$s: the almost locked sets %2$s and %3$s share two digits that only one "
                       "of them can hold, so each is locked on its digits, and no cell that sees "
                       "every place of one of them can hold it."), args);
}

/* What a contradiction comes to, from the facts the chains end in. */
static const char *
contradiction_piece (const SkSay *say,
                     char       piece[SK_PIECE])
{
  const SkStep *step = say->step;
  const SkNode *leaves[SK_STEP_MAX_NODES];
  int n = 0;

  for (int node = 0; node < step->n_nodes; node++)
    {
      bool leaf = true;

      for (int i = 0; i < step->n_links && leaf; i++)
        leaf = step->links[i].from != node;
      if (leaf && sk_board_is_single (step->nodes[node].cells))
        leaves[n++] = &step->nodes[node];
    }
  if (n >= 2)
    {
      char a[SK_PIECE], b[SK_PIECE], c[SK_PIECE];
      int cell = sk_board_first (leaves[0]->cells);
      bool one_cell = true, all_off = true, one_digit = true;
      SkBoard cells = SK_BOARD_EMPTY;

      for (int i = 0; i < n; i++)
        {
          one_cell = one_cell && sk_board_first (leaves[i]->cells) == cell;
          all_off = all_off && !leaves[i]->on;
          one_digit = one_digit && leaves[i]->digit == leaves[0]->digit;
          cells = sk_board_or (cells, leaves[i]->cells);
        }
      if (one_cell && one_digit)
        /* Translators: what a contradiction comes to: "r3c5 would be 4 and not 4" */
        return sk_say_piece (say, piece, SK_N_("%1$s would be %2$s and not %2$s"),
                             (SkArgs) { { sk_piece_cell (cell, a),
                                          sk_piece_digit (leaves[0]->digit, b) } });
      if (one_cell && all_off)
        /* Translators: what a contradiction comes to: "r3c5 would have no candidate" */
        return sk_say_piece (say, piece, SK_N_("%1$s would have no candidate"),
                             (SkArgs) { { sk_piece_cell (cell, a) } });
      if (one_cell)
        /* Translators: what a contradiction comes to: "r3c5 would be both 4 and 6" */
        return sk_say_piece (say, piece, SK_N_("%1$s would be both %2$s and %3$s"),
                             (SkArgs) { { sk_piece_cell (cell, a),
                                          sk_piece_digit (leaves[0]->digit, b),
                                          sk_piece_digit (leaves[1]->digit, c) } });
      if (one_digit)
        {
          int unit = sk_unit_holding (say->layout, UINT32_MAX >> (32 - SK_UNITS), cells);

          if (unit >= 0 && all_off)
            /* Translators: what a contradiction comes to: "4 would have no place in row 3" */
            return sk_say_piece (say, piece, SK_N_("%1$s would have no place in %2$s"),
                                 (SkArgs) { { sk_piece_digit (leaves[0]->digit, b),
                                            sk_piece_units (say, 1u << unit, a) } });
          if (unit >= 0)
            /* Translators: what a contradiction comes to: "4 would be twice in row
             * 3, in r3c1, r3c7" */
            return sk_say_piece (say, piece, SK_N_("%1$s would be twice in %2$s, in %3$s"),
                                 (SkArgs) { { sk_piece_digit (leaves[0]->digit, b),
                                            sk_piece_units (say, 1u << unit, a),
                                            sk_piece_cells (say, cells, c) } });
        }
    }
  /* Translators: what a contradiction comes to, when no simpler words fit */
  return sk_say_piece (say, piece, SK_N_("the chains would contradict each other"),
                       (SkArgs) { { 0 } });
}

/* What the chain inside met: "r5c4=3 would leave 9 no place in column 4". */
static const char *
inner_contradiction_piece (const SkSay        *say,
                           const SkInnerChain *inner,
                           char                piece[SK_PIECE])
{
  char premise[SK_PIECE], a[SK_PIECE], b[SK_PIECE];

  (void) snprintf (premise, sizeof premise, "r%dc%d=%d", sk_cell_row (inner->cell) + 1,
                   sk_cell_column (inner->cell) + 1, inner->digit);
  switch ((SkContradiction) inner->contradiction)
    {
    case SK_CONTRADICTION_UNIT:
      /* Translators: what a chain inside a chain meets: "r5c4=3 would
       * leave 9 no place in column 4" */
      return sk_say_piece (say, piece, SK_N_("%1$s would leave %2$s no place in %3$s"),
                           (SkArgs) { { premise, sk_piece_digit (inner->at_digit, a),
                                        sk_piece_units (say, UINT32_C (1) << inner->at, b) } });
    case SK_CONTRADICTION_CELL:
      /* Translators: what a chain inside a chain meets: "r5c4=3 would
       * leave r2c4 no candidate" */
      return sk_say_piece (say, piece, SK_N_("%1$s would leave %2$s no candidate"),
                           (SkArgs) { { premise, sk_piece_cell (inner->at, a) } });
    case SK_CONTRADICTION_CONFLICT:
    default:
      /* Translators: what a chain inside a chain meets: "r5c4=3 would
       * make r2c4 both 6 and not 6" */
      return sk_say_piece (say, piece, SK_N_("%1$s would make %2$s both %3$s and not %3$s"),
                           (SkArgs) { { premise, sk_piece_cell (inner->at, a),
                                        sk_piece_digit (inner->at_digit, b) } });
    }
}

/* The chains inside a nested chain, summed up after its sentence. */
static void
say_inner_chains (const SkSay *say)
{
  const SkStep *step = say->step;
  const SkInnerChain *first = &step->inner[0];
  char p1[SK_PIECE], p2[SK_PIECE], p3[SK_PIECE], rest[SK_PIECE];
  SkText text = sk_text_start (rest, sizeof rest);

  if (step->n_inner == 0)
    return;
  sk_text_append (say->text, " ");
  /* Translators: after a nested forcing chain's sentence, its first chain
   * inside: "Inside it, r5c4 is not 3, because r5c4=3 would leave 9 no
   * place in column 4 (a chain inside)." */
  sk_say (say, SK_N_("Inside it, %1$s is not %2$s, because %3$s (a chain inside)."),
          (SkArgs) { { sk_piece_cell (first->cell, p1), sk_piece_digit (first->digit, p2),
                       inner_contradiction_piece (say, first, p3) } });
  if (step->n_inner == 1)
    return;
  for (int i = 1; i < step->n_inner; i++)
    sk_text_printf (&text, "%sr%dc%d<>%d", i > 1 ? ", " : "", sk_cell_row (step->inner[i].cell) + 1,
                    sk_cell_column (step->inner[i].cell) + 1, step->inner[i].digit);
  sk_text_append (say->text, " ");
  /* Translators: after the first chain inside a nested forcing chain, the
   * candidates the others rule out, in Eureka notation: "Other chains inside
   * rule out r2c3<>6, r7c1<>4." */
  sk_say (say, SK_N_("Other chains inside rule out %1$s."), (SkArgs) { { rest } });
}

void
sk_say_forcing_chain (const SkSay *say)
{
  const SkStep *step = say->step;
  SkBoard pivot = sk_role_cells (step, SK_ROLE_PIVOT);
  SkMask pivot_digits = sk_role_digits (step, SK_ROLE_PIVOT);
  SkBoard premise = sk_role_cells (step, SK_ROLE_PINCER);
  char p1[SK_PIECE], p2[SK_PIECE], p3[SK_PIECE], p4[SK_PIECE], outcome[SK_PIECE];
  SkText text = sk_text_start (outcome, sizeof outcome);

  sk_text_eureka_outcome (&text, step);
  if (!sk_board_is_empty (pivot) && sk_mask_is_single (pivot_digits))
    /* Translators: "Dynamic Cell Forcing Chain: whether r4c7 is 2 or not,
     * the chains lead to r1c1<>3." */
    sk_say (say, SK_N_("%1$s: whether %2$s is %3$s or not, the chains lead to %4$s."),
            (SkArgs) { { sk_piece_name (say), sk_piece_cells (say, pivot, p1),
                       sk_piece_digits (pivot_digits, p2), outcome } });
  else if (!sk_board_is_empty (pivot))
    /* Translators: "Cell Forcing Chain: whatever r4c7 holds, 2/5/8, the
     * chains lead to r1c1<>3." */
    sk_say (say, SK_N_("%1$s: whatever %2$s holds, %3$s, the chains lead to %4$s."),
            (SkArgs) { { sk_piece_name (say), sk_piece_cells (say, pivot, p1),
                       sk_piece_digits (pivot_digits, p2), outcome } });
  else if (step->base_units != 0 && step->digit != 0)
    /* Translators: "Unit Forcing Chain: wherever 2 goes in row 5, r5c1,
     * r5c4, the chains lead to r1c1<>3." */
    sk_say (say, SK_N_("%1$s: wherever %2$s goes in %3$s, %4$s, the chains lead to %5$s."),
            (SkArgs) { { sk_piece_name (say), sk_piece_digit (step->digit, p1),
                       sk_piece_units (say, step->base_units, p2),
                       sk_piece_cells (say, sk_role_cells (step, SK_ROLE_COVER), p3), outcome } });
  else if (!sk_board_is_empty (premise) && step->digit != 0)
    {
      SkArgs args = { { sk_piece_name (say), sk_piece_cells (say, premise, p1),
                      sk_piece_digit (step->digit, p2), contradiction_piece (say, p4) } };

      if (sk_first_placement (step) >= 0)
        /* Translators: "Contradiction Forcing Chain: if r4c4 were not 3, r3c5
         * would have no candidate, so r4c4 is 3." */
        sk_say (say, SK_N_("%1$s: if %2$s were not %3$s, %4$s, so %2$s is %3$s."), args);
      else
        /* Translators: "Contradiction Forcing Chain: if r4c4 were 3, r3c5
         * would have no candidate, so r4c4 is not 3." */
        sk_say (say, SK_N_("%1$s: if %2$s were %3$s, %4$s, so %2$s is not %3$s."), args);
    }
  else
    /* Translators: "Nested Forcing Chain: the chains lead to r1c1<>3." */
    sk_say (say, SK_N_("%1$s: the chains lead to %2$s."), (SkArgs) { { sk_piece_name (say),
                                                                       outcome } });
  say_inner_chains (say);
}

/* XY-Chain, AIC, X-Cycle, colouring: the chain in Eureka notation, then
 * what it means in one plain sentence. */
void
sk_say_chain (const SkSay *say)
{
  const SkStep *step = say->step;
  SkBoard ends = sk_role_cells (step, SK_ROLE_PINCER);
  char chain[4 * SK_PIECE];  /* up to SK_STEP_MAX_LINKS links of ten characters or so */
  char cells[SK_PIECE], digit[SK_PIECE];
  SkText text = sk_text_start (chain, sizeof chain);

  sk_text_eureka_links (&text, step);
  if (step->truncated)
    sk_text_append (&text, " ...");
  if (step->technique == SK_TECH_SIMPLE_COLOURING && step->digit != 0)
    {
      char on[SK_PIECE], off[SK_PIECE];
      bool wrap = false;

      for (int i = 0; i < step->n_links; i++)
        wrap = wrap || !step->links[i].strong;
      sk_piece_cells (say, sk_role_cells (step, SK_ROLE_ON), on);
      sk_piece_cells (say, sk_role_cells (step, SK_ROLE_OFF), off);
      if (wrap)
        /* Translators: "Simple Colouring: (3)r2c2=r2c4=r4c4; r2c2-r4c4.
         * Either r2c4 or r2c2, r4c4 hold 3, but two of r2c2, r4c4 see each
         * other, so r2c4 holds it." */
        sk_say (say, SK_N_("%1$s: %2$s. Either %3$s or %4$s hold %5$s, but two of %4$s "
                                    "see each other, so %3$s hold it."),
                         (SkArgs) { { sk_piece_name (say), chain, on, off,
                                      sk_piece_digit (step->digit, digit) } });
      else
        /* Translators: "Simple Colouring: (3)r2c2=r2c4=r4c4=r5c5. Either
         * r2c4, r5c5 or r2c2, r4c4 hold 3, so no cell that sees one of each
         * can be 3." */
        sk_say (say, SK_N_("%1$s: %2$s. Either %3$s or %4$s hold %5$s, so no cell that "
                                    "sees one of each can be %5$s."),
                         (SkArgs) { { sk_piece_name (say), chain, on, off,
                                      sk_piece_digit (step->digit, digit) } });
    }
  else if (sk_board_count (ends) == 2 && step->digit != 0)
    /* Translators: an open chain, in Eureka notation, then why it holds:
     * "XY-Chain: (8=3)r3c1-(3=5)r3c7-(5=8)r7c7. One of its ends r3c1, r7c7
     * is 8, so no cell that sees both can be 8." */
    sk_say (say, SK_N_("%1$s: %2$s. One of its ends %3$s is %4$s, so no cell that sees both can be "
                       "%4$s."),
            (SkArgs) { { sk_piece_name (say), chain, sk_piece_cells (say, ends, cells),
                       sk_piece_digit (step->digit, digit) } });
  else
    /* Translators: a chain in Eureka notation, then how to read it:
     * "X-Cycle: (4)r1c1=r1c5-r3c5=r3c1-r1c1. Along = at least one side is
     * true, along - at most one." */
    sk_say (say, SK_N_("%1$s: %2$s. Along = at least one side is true, along - at most one."),
            (SkArgs) { { sk_piece_name (say), chain } });
}
