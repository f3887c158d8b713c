/* sk-logic-sentence-patterns.c: the sentences of the generalised wings, the
 * strong-link chains, the unique loops, BUG type 2 and aligned exclusion
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rest of sk-logic-sentence.c's say_reason(), kept apart so that no
 * file of sentences grows past a screenful of techniques; the same rules:
 * the reason with its cells and digits, then the caller adds the outcome.
 */

#include "sk-logic-private.h"
#include "sk-logic-words.h"

/* A wing of n cells that all see each other and hold n + 1 digits, and a
 * two-candidate cell (the pincer) that sees every x of the wing. */
void
sk_say_big_wing (const SkSay *say)
{
  const SkStep *step = say->step;
  SkMask pair = sk_role_digits (step, SK_ROLE_PINCER);
  SkMask wing = sk_role_digits (step, SK_ROLE_ALS);
  int z = step->digit;
  int x = z != 0 ? sk_mask_first ((SkMask) (pair & ~sk_mask_of (z))) : 0;
  char cells[SK_PIECE], digits[SK_PIECE], pincer[SK_PIECE], dx[SK_PIECE], dz[SK_PIECE];
  SkArgs args = { { sk_piece_name (say),
                    sk_piece_cells (say, sk_role_cells (step, SK_ROLE_ALS), cells),
                    sk_piece_digits (wing, digits),
                    sk_piece_cells (say, sk_role_cells (step, SK_ROLE_PINCER), pincer),
                    sk_piece_digit (x, dx), sk_piece_digit (z, dz) } };

  if (z != 0)
    /* Translators: "WXYZ-Wing: r1c1, r1c2, r1c3 all see each other and hold
     * only 1/2/3/4 between them; r5c1 holds only 1 or 4 and sees every 1
     * among them, so 4 is in r5c1 or among them, and no cell that sees r5c1
     * and every 4 among them can be 4." */
    sk_say (say, SK_N_("%1$s: %2$s all see each other and hold only %3$s between them; %4$s holds "
                       "only %5$s or %6$s and sees every %5$s among them, so %6$s is in %4$s or "
                       "among them, and no cell that sees %4$s and every %6$s among them can be "
                       "%6$s."), args);
  else
    {
      args.v[4] = sk_piece_digits (pair, dx);
      /* Translators: "WXYZ-Wing: r1c1, r1c2, r1c3 all see each other and
       * hold only 1/2/3/4 between them; r5c1 holds only 1/4 and sees every
       * place of both among them, so they keep every digit but the one r5c1
       * takes, and no cell that sees every place of one of those digits can
       * hold it." */
      sk_say (say, SK_N_("%1$s: %2$s all see each other and hold only %3$s between them; %4$s "
                         "holds only %5$s and sees every place of both among them, so they keep "
                         "every digit but the one %4$s takes, and no cell that sees every place of "
                         "one of those digits can hold it."), args);
    }
}

/* Three or four rows, columns or regions in each of which the digit has two
 * places, each pair's second place seeing the next pair's first. */
void
sk_say_strong_links (const SkSay *say)
{
  const SkStep *step = say->step;
  SkBoard ends = sk_role_cells (step, SK_ROLE_PINCER);
  char units[SK_PIECE], digit[SK_PIECE], cells[SK_PIECE], chain[SK_PIECE];
  SkText eureka = sk_text_start (chain, sizeof chain);
  SkArgs args = { { sk_piece_name (say), sk_piece_units (say, step->base_units, units),
                    sk_piece_digit (step->digit, digit), sk_piece_cells (say, ends, cells),
                    chain } };

  sk_text_eureka_links (&eureka, step);
  if (!sk_board_is_empty (ends))
    /* Translators: "Three Strong Links: in each of row 2, row 4, row 7, 7
     * has two places, and each pair's second place sees the next pair's
     * first; so if one end of the chain, r2c1 or r7c9, is not 7, the other
     * is, and no cell that sees both can be 7: (7)r2c1=r2c5-r4c5=...". */
    sk_say (say, SK_N_("%1$s: in each of %2$s, %3$s has two places, and each pair's second place "
                       "sees the next pair's first; so if one end of the chain, %4$s, is not %3$s, "
                       "the other is, and no cell that sees both can be %3$s: %5$s."), args);
  else
    /* Translators: "Three Strong Links: in each of row 2, row 4, row 7, 7
     * has two places, linked into a closed loop; so each weak link of the
     * loop holds one 7, and no other cell that sees both its cells can be
     * 7: (7)r2c1=r2c5-r4c5=...". */
    sk_say (say, SK_N_("%1$s: in each of %2$s, %3$s has two places, linked into a closed loop; so "
                       "each weak link of the loop holds one %3$s, and no other cell that sees "
                       "both its cells can be %3$s: %5$s."), args);
}

/* The loop's cells in the order of its marks, which is the loop's order:
 * in reading order a loop would seem to jump across. */
static const char *
loop_cells (const SkSay *say,
            char         piece[SK_PIECE])
{
  const SkStep *step = say->step;
  char cell[SK_PIECE];
  SkText text = sk_text_start (piece, SK_PIECE);
  const char *sep = "";

  for (int i = 0; i < step->n_marks; i++)
    if (step->marks[i].role == SK_ROLE_RECTANGLE)
      {
        sk_text_printf (&text, "%s%s", sep, sk_piece_cell (step->marks[i].cell, cell));
        sep = say->words != NULL && say->words->translate != NULL
              ? say->words->translate (", ", say->words->user_data) : ", ";
      }
  return piece;
}

void
sk_say_unique_loop (const SkSay *say)
{
  const SkStep *step = say->step;
  SkMask pair = sk_role_digits (step, SK_ROLE_RECTANGLE);
  char loop[SK_PIECE], digits[SK_PIECE], extra[SK_PIECE], digit[SK_PIECE];
  SkArgs args = { { sk_piece_name (say),
                    loop_cells (say, loop),
                    sk_piece_digits (pair, digits),
                    sk_piece_cells (say, sk_role_cells (step, SK_ROLE_BASE), extra),
                    sk_piece_digit (step->digit, digit) } };

  if (step->digit != 0)
    /* Translators: "Unique Loop: if r1c1, r1c5, r4c5, r4c1 held only 3/7,
     * the two digits would alternate around the loop and could be swapped
     * for a second solution; so one of r1c1, r4c5 is 9, and no cell that
     * sees them all can be 9 (this assumes one solution)." */
    sk_say (say, SK_N_("%1$s: if %2$s held only %3$s, the two digits would alternate around the "
                       "loop and could be swapped for a second solution; so one of %4$s is %5$s, "
                       "and no cell that sees them all can be %5$s (this assumes the puzzle has "
                       "one solution)."), args);
  else
    /* Translators: "Unique Loop: if r1c1, r1c5, r4c5, r4c1 held only 3/7,
     * ...; so r4c5 holds neither (this assumes one solution)." */
    sk_say (say, SK_N_("%1$s: if %2$s held only %3$s, the two digits would alternate around the "
                       "loop and could be swapped for a second solution; so %4$s holds neither "
                       "(this assumes the puzzle has one solution)."), args);
}

void
sk_say_bug_type_2 (const SkSay *say)
{
  const SkStep *step = say->step;
  char cells[SK_PIECE], digit[SK_PIECE];

  /* Translators: "BUG type 2: without 5 in r2c3, r2c8, every empty cell
   * would have two candidates and every digit two places in each unit, and
   * the puzzle two solutions; so one of those cells is 5, and no cell that
   * sees them all can be 5 (this assumes one solution)." */
  sk_say (say, SK_N_("%1$s: without %2$s in %3$s, every empty cell would have two candidates and "
                     "every digit two places in each unit, and the puzzle two solutions; so one "
                     "of those cells is %2$s, and no cell that sees them all can be %2$s (this "
                     "assumes the puzzle has one solution)."),
          (SkArgs) { { sk_piece_name (say), sk_piece_digit (step->digit, digit),
                       sk_piece_cells (say, sk_role_cells (step, SK_ROLE_BASE), cells) } });
}

void
sk_say_aligned_triplet (const SkSay *say)
{
  const SkStep *step = say->step;
  char three[SK_PIECE], excluders[SK_PIECE];

  /* Translators: "Aligned Triplet Exclusion: of the ways to fill r1c1,
   * r1c5, r2c2 from their candidates, those that give one digit to two
   * cells that see each other, or every candidate of r1c2 (which sees all
   * three), are impossible; the candidates that only those ways use go." */
  sk_say (say, SK_N_("%1$s: of the ways to fill %2$s from their candidates, those that give one "
                     "digit to two cells that see each other, or every candidate of one of %3$s "
                     "(which each see all three), are impossible; the candidates that only those "
                     "ways use go."),
          (SkArgs) { { sk_piece_name (say),
                       sk_piece_cells (say, sk_role_cells (step, SK_ROLE_BASE), three),
                       sk_piece_cells (say, sk_role_cells (step, SK_ROLE_COVER), excluders) } });
}

void
sk_say_xy_cycle (const SkSay *say)
{
  const SkStep *step = say->step;
  char cells[SK_PIECE], chain[SK_PIECE];
  SkText eureka = sk_text_start (chain, sizeof chain);

  sk_text_eureka_links (&eureka, step);
  /* Translators: "XY-Cycle: the two-candidate cells r1c1, r1c5, r5c5, r5c1
   * close a loop, each seeing the next and sharing a digit with it; the
   * digits alternate around the loop, so each shared digit is in one of its
   * two cells, and no other cell that sees both can hold it:
   * (1=2)r1c1-(2=3)r1c5-(3=4)r5c5-(4=1)r5c1-loop." */
  sk_say (say, SK_N_("%1$s: the two-candidate cells %2$s close a loop, each seeing the next and "
                     "sharing a digit with it; the digits alternate around the loop, so each "
                     "shared digit is in one of its two cells, and no other cell that sees both "
                     "can hold it: %3$s."),
          (SkArgs) { { sk_piece_name (say),
                       sk_piece_cells (say, sk_role_cells (step, SK_ROLE_ON), cells), chain } });
}
