/* sk-logic-sentence.c: a step in words, the one formatter of every reader
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each sentence gives the reason with its cells and digits before the
 * conclusion: the pattern, why it holds, and what follows. The templates
 * are English and marked SK_N_ for xgettext; the caller's translate hook
 * (SkWords) turns them into the reader's language, and NULL keeps the
 * English of the command line's contract. Arguments are positional,
 * "%1$s", all text, so a translation can reorder them.
 *
 * A new technique's sentence is one case in say_reason(), usually one
 * call of say() with its template.
 */

#include "sk-logic-private.h"
#include "sk-logic-words.h"

#include <stdio.h>
#include <string.h>

enum
{
  PIECE = 1024,   /* one argument: a list of cells, units or digits */
  MAX_ARGS = 10,
};

typedef struct
{
  const SkStep   *step;
  const SkLayout *layout;
  const SkWords  *words;
  SkText         *text;
} Say;

typedef struct
{
  const char *v[MAX_ARGS];
} Args;

static const char *
tr (const Say  *say,
    const char *msgid)
{
  if (say->words == NULL || say->words->translate == NULL)
    return msgid;
  return say->words->translate (msgid, say->words->user_data);
}

/* Fills @template (already translated) into @text: "%N$s" is argument N,
 * "%%" a percent sign; anything else is copied. */
static void
fill (SkText     *text,
      const char *template,
      Args        args)
{
  const char *p = template;

  while (*p != '\0')
    {
      const char *percent = strchr (p, '%');

      if (percent == NULL)
        {
          sk_text_append (text, p);
          return;
        }
      sk_text_printf (text, "%.*s", (int) (percent - p), p);
      if (percent[1] == '%')
        {
          sk_text_append (text, "%");
          p = percent + 2;
        }
      else if (percent[1] >= '1' && percent[1] <= '9' && percent[2] == '$' && percent[3] == 's')
        {
          const char *arg = args.v[percent[1] - '1'];

          sk_text_append (text, arg != NULL ? arg : "");
          p = percent + 4;
        }
      else
        {
          sk_text_append (text, "%");
          p = percent + 1;
        }
    }
}

static void
say_it (const Say  *say,
        const char *msgid,
        Args        args)
{
  fill (say->text, tr (say, msgid), args);
}

/* The same into a piece of text, an argument of a larger sentence. */
static const char *
say_piece (const Say  *say,
           char        piece[PIECE],
           const char *msgid,
           Args        args)
{
  SkText text = sk_text_start (piece, PIECE);

  fill (&text, tr (say, msgid), args);
  return piece;
}

/* ---- the pieces: cells, digits, units ---- */

static const char *
cell_piece (int  cell,
            char piece[PIECE])
{
  snprintf (piece, PIECE, "r%dc%d", sk_cell_row (cell) + 1, sk_cell_column (cell) + 1);
  return piece;
}

static const char *
digit_piece (int  digit,
             char piece[PIECE])
{
  snprintf (piece, PIECE, "%d", digit);
  return piece;
}

/* "3/8": a set of digits as players write it. */
static const char *
digits_piece (SkMask digits,
              char   piece[PIECE])
{
  SkText text = sk_text_start (piece, PIECE);
  const char *sep = "";

  for (; digits != 0; digits &= digits - 1)
    {
      sk_text_printf (&text, "%s%d", sep, sk_mask_first (digits));
      sep = "/";
    }
  return piece;
}

/* "r1c2, r3c4", in reading order. */
static const char *
cells_piece (const Say *say,
             SkBoard    cells,
             char       piece[PIECE])
{
  SkText text = sk_text_start (piece, PIECE);
  const char *sep = "";

  while (!sk_board_is_empty (cells))
    {
      int cell = sk_board_pop (&cells);

      sk_text_printf (&text, "%sr%dc%d", sep, sk_cell_row (cell) + 1, sk_cell_column (cell) + 1);
      /* Translators: between the items of a list: "row 2, row 8" */
      sep = tr (say, SK_N_(", "));
    }
  return piece;
}

static SkBoard
role_cells (const SkStep *step,
            SkRole        role)
{
  SkBoard cells = SK_BOARD_EMPTY;

  for (int i = 0; i < step->n_marks; i++)
    if (step->marks[i].role == role)
      cells = sk_board_or (cells, sk_board_cell (step->marks[i].cell));
  return cells;
}

static SkMask
role_digits (const SkStep *step,
             SkRole        role)
{
  SkMask digits = 0;

  for (int i = 0; i < step->n_marks; i++)
    if (step->marks[i].role == role)
      digits |= step->marks[i].digits;
  return digits;
}

static SkMask
mark_digits (const SkStep *step,
             int           cell,
             SkRole        role)
{
  for (int i = 0; i < step->n_marks; i++)
    if (step->marks[i].cell == cell && step->marks[i].role == role)
      return step->marks[i].digits;
  return 0;
}

/* "r2c7 (4/7), r5c2 (4/8)": cells with the candidates their marks name. */
static const char *
cells_with_digits_piece (const Say *say,
                         SkRole     role,
                         char       piece[PIECE])
{
  SkText text = sk_text_start (piece, PIECE);
  SkBoard cells = role_cells (say->step, role);
  const char *sep = "";

  while (!sk_board_is_empty (cells))
    {
      int cell = sk_board_pop (&cells);
      char digits[PIECE];

      sk_text_printf (&text, "%sr%dc%d (%s)", sep, sk_cell_row (cell) + 1, sk_cell_column (cell) + 1,
                      digits_piece (mark_digits (say->step, cell, role), digits));
      sep = tr (say, SK_N_(", "));
    }
  return piece;
}

static int
unit_name (int             unit,
           const SkLayout *layout,
           const Say      *say,
           char           *out,
           size_t          size)
{
  char number[PIECE];
  SkText text = sk_text_start (out, size);

  snprintf (number, sizeof number, "%d", sk_unit_number (unit) + 1);
  switch (sk_unit_kind (unit))
    {
    case SK_UNIT_ROW:
      /* Translators: a unit of the board, "row 3" */
      fill (&text, tr (say, SK_N_("row %1$s")), (Args) { { number } });
      break;
    case SK_UNIT_COLUMN:
      /* Translators: a unit of the board, "column 3" */
      fill (&text, tr (say, SK_N_("column %1$s")), (Args) { { number } });
      break;
    case SK_UNIT_REGION:
    default:
      if (layout == NULL || sk_layout_is_standard (layout))
        /* Translators: a 3x3 box of the standard board, "box 5" */
        fill (&text, tr (say, SK_N_("box %1$s")), (Args) { { number } });
      else
        {
          char cell[PIECE];

          /* Translators: a jigsaw region, named by its first cell in
           * reading order so that a reader finds it on an unlabelled
           * board: "the region of r4c5" */
          fill (&text, tr (say, SK_N_("the region of %1$s")),
                (Args) { { cell_piece (sk_board_first (layout->unit_board[unit]), cell) } });
        }
      break;
    }
  return text.length;
}

int
sk_unit_name (int             unit,
              const SkLayout *layout,
              const SkWords  *words,
              char           *out,
              size_t          size)
{
  Say say = { NULL, layout, words, NULL };

  return unit_name (unit, layout, &say, out, size);
}

int
sk_unit_describe (int             unit,
                  const SkLayout *layout,
                  char           *out,
                  size_t          size)
{
  return sk_unit_name (unit, layout, NULL, out, size);
}

/* "row 2, row 8". */
static const char *
units_piece (const Say *say,
             uint32_t   units,
             char       piece[PIECE])
{
  SkText text = sk_text_start (piece, PIECE);
  const char *sep = "";

  for (int unit = 0; unit < SK_UNITS; unit++)
    if ((units >> unit) & 1)
      {
        char name[PIECE];

        unit_name (unit, say->layout, say, name, sizeof name);
        sk_text_printf (&text, "%s%s", sep, name);
        sep = tr (say, SK_N_(", "));
      }
  return piece;
}

static int
first_placement (const SkStep *step)
{
  for (int cell = 0; cell < SK_CELLS; cell++)
    if (step->place[cell] != 0)
      return cell;
  return -1;
}

static SkMask
removed_digits (const SkStep *step)
{
  SkMask removed = 0;

  for (int cell = 0; cell < SK_CELLS; cell++)
    removed |= step->remove[cell];
  return removed;
}

/* The unit of @candidates (bits) that holds all of @cells, or -1. */
static int
unit_holding (const SkLayout *layout,
              uint32_t        candidates,
              SkBoard         cells)
{
  for (int unit = 0; unit < SK_UNITS; unit++)
    if (((candidates >> unit) & 1)
        && sk_board_is_empty (sk_board_and_not (cells, layout->unit_board[unit])))
      return unit;
  return -1;
}

static const char *
name_piece (const Say *say)
{
  return tr (say, sk_technique_info (say->step->technique)->name);
}

/* ---- the sentences, by family ---- */

/* What a direct technique adds: the single its eliminations leave. */
static void
say_direct_single (const Say *say)
{
  SkBoard singles = role_cells (say->step, SK_ROLE_PINCER);
  char digit[PIECE], unit[PIECE], cell[PIECE];
  int where;

  if (sk_board_is_empty (singles))
    return;
  where = sk_board_first (singles);
  unit_name (2 * SK_SIZE + say->layout->region[where], say->layout, say, unit, sizeof unit);
  sk_text_append (say->text, " ");
  /* Translators: the end of a direct technique's sentence: "That leaves 1
   * only one place in box 7: r9c2." */
  say_it (say, SK_N_("That leaves %1$s only one place in %2$s: %3$s."),
          (Args) { { digit_piece (say->step->place[where], digit), unit, cell_piece (where, cell) } });
}

static void
say_intersection (const Say *say)
{
  const SkStep *step = say->step;
  SkBoard cells = role_cells (step, SK_ROLE_BASE);
  int line = unit_holding (say->layout, step->cover_units, cells);
  char base[PIECE], digit[PIECE], where[PIECE], cover[PIECE];

  /* Translators: pointing and claiming: "Pointing: in box 9, 1 can go only
   * in r8c7, r8c8, which are all in row 8, so 1 cannot go anywhere else in
   * row 8." */
  say_it (say, SK_N_("%1$s: in %2$s, %3$s can go only in %4$s, which are all in %5$s, so %3$s "
                     "cannot go anywhere else in %5$s."),
          (Args) { { name_piece (say), units_piece (say, step->base_units, base),
                     digit_piece (step->digit, digit), cells_piece (say, cells, where),
                     units_piece (say, line >= 0 ? 1u << line : step->cover_units, cover) } });
  say_direct_single (say);
}

static void
say_naked_subset (const Say *say)
{
  const SkStep *step = say->step;
  char units[PIECE], cells[PIECE], digits[PIECE];

  /* Translators: "Naked Pair: in row 5, the cells r5c1, r5c4 hold only the
   * digits 3/8 between them, so no other cell of row 5 can hold them." */
  say_it (say, SK_N_("%1$s: in %2$s, the cells %3$s hold only the digits %4$s between them, so "
                     "no other cell of %2$s can hold them."),
          (Args) { { name_piece (say), units_piece (say, step->base_units, units),
                     cells_piece (say, role_cells (step, SK_ROLE_BASE), cells),
                     digits_piece (role_digits (step, SK_ROLE_BASE), digits) } });
}

static void
say_hidden_subset (const Say *say)
{
  const SkStep *step = say->step;
  char units[PIECE], cells[PIECE], digits[PIECE];

  /* Translators: "Hidden Pair: in row 5, the digits 3/8 can go only in
   * r5c1, r5c4, so those cells hold no other digit." */
  say_it (say, SK_N_("%1$s: in %2$s, the digits %3$s can go only in %4$s, so those cells hold no "
                     "other digit."),
          (Args) { { name_piece (say), units_piece (say, step->base_units, units),
                     digits_piece (role_digits (step, SK_ROLE_BASE), digits),
                     cells_piece (say, role_cells (step, SK_ROLE_BASE), cells) } });
  say_direct_single (say);
}

static void
say_fish (const Say *say)
{
  const SkStep *step = say->step;
  SkBoard fins = role_cells (step, SK_ROLE_FIN);
  char base[PIECE], digit[PIECE], cells[PIECE], cover[PIECE], fin[PIECE];
  Args args = { { name_piece (say), units_piece (say, step->base_units, base),
                  digit_piece (step->digit, digit),
                  cells_piece (say, role_cells (step, SK_ROLE_BASE), cells),
                  units_piece (say, step->cover_units, cover),
                  cells_piece (say, fins, fin) } };

  if (sk_board_is_empty (fins))
    /* Translators: "X-Wing: in row 2, row 8, 7 can go only in r2c3, r2c6,
     * r8c3, r8c6, all in column 3, column 6, so 7 cannot go anywhere else
     * in column 3, column 6." */
    say_it (say, SK_N_("%1$s: in %2$s, %3$s can go only in %4$s, all in %5$s, so %3$s cannot go "
                       "anywhere else in %5$s."), args);
  else
    /* Translators: "Finned X-Wing: in row 2, row 8, 7 can go only in r2c3,
     * r8c3, r8c6, all in column 3, column 6, or in the fin r2c5; either way
     * 7 cannot go in the cells of column 3, column 6 that see the fin." */
    say_it (say, SK_N_("%1$s: in %2$s, %3$s can go only in %4$s, all in %5$s, or in the fin %6$s; "
                       "either way %3$s cannot go in the cells of %5$s that see the fin."), args);
}

static void
say_wing (const Say *say)
{
  const SkStep *step = say->step;
  char pivot[PIECE], pincers[PIECE], digit[PIECE];
  Args args = { { name_piece (say), cells_with_digits_piece (say, SK_ROLE_PIVOT, pivot),
                  cells_with_digits_piece (say, SK_ROLE_PINCER, pincers),
                  digit_piece (step->digit != 0 ? step->digit : sk_mask_first (removed_digits (step)),
                               digit) } };

  if (step->technique == SK_TECH_XYZ_WING)
    /* Translators: "XYZ-Wing: whatever the pivot r2c2 (1/4/7) holds, it or
     * one of the pincers r2c7 (4/7), r5c2 (1/4) is 4, so no cell that sees
     * all three can be 4." */
    say_it (say, SK_N_("%1$s: whatever the pivot %2$s holds, it or one of the pincers %3$s is %4$s, "
                       "so no cell that sees all three can be %4$s."), args);
  else
    /* Translators: "XY-Wing: whatever the pivot r2c2 (1/7) holds, one of
     * the pincers r2c7 (4/7), r5c2 (1/4) is 4, so no cell that sees both
     * pincers can be 4." */
    say_it (say, SK_N_("%1$s: whatever the pivot %2$s holds, one of the pincers %3$s is %4$s, so no "
                       "cell that sees both pincers can be %4$s."), args);
}

static void
say_w_wing (const Say *say)
{
  const SkStep *step = say->step;
  SkBoard ends = role_cells (step, SK_ROLE_PINCER);
  SkMask pair = role_digits (step, SK_ROLE_PINCER);
  int removed = sk_mask_first (removed_digits (step));
  char cells[PIECE], digits[PIECE], unit[PIECE], linked[PIECE], digit[PIECE];

  /* Translators: "W-Wing: r1c1, r5c6 hold only 3/7; in row 4, 7 can go only
   * in cells that see one of them, so one of them is 3, and no cell that
   * sees both can be 3." */
  say_it (say, SK_N_("%1$s: %2$s hold only %3$s; in %4$s, %5$s can go only in cells that see one "
                     "of them, so one of them is %6$s, and no cell that sees both can be %6$s."),
          (Args) { { name_piece (say), cells_piece (say, ends, cells), digits_piece (pair, digits),
                     units_piece (say, step->base_units, unit),
                     digit_piece (sk_mask_first ((SkMask) (pair & ~sk_mask_of (removed))), linked),
                     digit_piece (removed, digit) } });
}

/* Skyscraper, Two-String Kite: roof1 = base1 - base2 = roof2 on one digit. */
static void
say_one_digit_chain (const Say *say)
{
  const SkStep *step = say->step;
  int cells[4] = { -1, -1, -1, -1 };
  int roofs = 0, bases = 0;
  char digit[PIECE], c[4][PIECE];

  for (int i = 0; i < step->n_marks; i++)
    {
      if (step->marks[i].role == SK_ROLE_PINCER && roofs < 2)
        cells[roofs++ == 0 ? 0 : 3] = step->marks[i].cell;
      else if (step->marks[i].role == SK_ROLE_BASE && bases < 2)
        cells[1 + bases++] = step->marks[i].cell;
    }
  if (cells[0] < 0 || cells[1] < 0 || cells[2] < 0 || cells[3] < 0)
    return;
  /* Translators: "Skyscraper: 4 goes in r1c2 or r6c2, and in r1c7 or r5c7;
   * r6c2 and r5c7 see each other, so one of r1c2, r1c7 is 4, and no cell
   * that sees both can be 4." */
  say_it (say, SK_N_("%1$s: %2$s goes in %3$s or %4$s, and in %6$s or %5$s; %4$s and %6$s see "
                     "each other, so one of %3$s, %5$s is %2$s, and no cell that sees both can be "
                     "%2$s."),
          (Args) { { name_piece (say), digit_piece (step->digit, digit), cell_piece (cells[0], c[0]),
                     cell_piece (cells[1], c[1]), cell_piece (cells[3], c[3]),
                     cell_piece (cells[2], c[2]) } });
}

static void
say_unique_rectangle (const Say *say)
{
  const SkStep *step = say->step;
  SkBoard corners = role_cells (step, SK_ROLE_RECTANGLE);
  SkBoard extra = role_cells (step, SK_ROLE_FIN);
  SkMask pair = role_digits (step, SK_ROLE_RECTANGLE);
  char cells[PIECE], digits[PIECE], others[PIECE], extras[PIECE], subset[PIECE];
  char unit[PIECE], locked[PIECE];
  Args args = { { name_piece (say), cells_piece (say, corners, cells), digits_piece (pair, digits),
                  cells_piece (say, extra, others),
                  digits_piece (role_digits (step, SK_ROLE_FIN), extras) } };

  switch (step->technique)
    {
    case SK_TECH_UNIQUE_RECTANGLE_1:
      /* Translators: "Unique Rectangle type 1: the corners r1c1, r1c4, r3c1,
       * r3c4 hold 2/7, and only r3c4 holds more; were it 2 or 7 too, the
       * corners could swap 2/7 and the puzzle would have two solutions, so
       * r3c4 is neither." */
      say_it (say, SK_N_("%1$s: the corners %2$s hold %3$s, and only %4$s holds more; were it one of "
                         "%3$s, the corners could swap %3$s and the puzzle would have two "
                         "solutions, so %4$s is neither."), args);
      break;
    case SK_TECH_UNIQUE_RECTANGLE_2:
      /* Translators: "Unique Rectangle type 2: the corners r1c1, r1c4, r3c1,
       * r3c4 hold 2/7, and r3c1, r3c4 also hold 5; unless one of them is 5,
       * the corners could swap 2/7 and the puzzle would have two solutions,
       * so no cell that sees both can be 5." */
      say_it (say, SK_N_("%1$s: the corners %2$s hold %3$s, and %4$s also hold %5$s; unless one of "
                         "them is %5$s, the corners could swap %3$s and the puzzle would have two "
                         "solutions, so no cell that sees both can be %5$s."), args);
      break;
    case SK_TECH_UNIQUE_RECTANGLE_3:
      args.v[5] = cells_piece (say, role_cells (step, SK_ROLE_BASE), subset);
      args.v[6] = units_piece (say, step->base_units, unit);
      args.v[7] = digits_piece ((SkMask) (role_digits (step, SK_ROLE_BASE)
                                          | role_digits (step, SK_ROLE_FIN)), locked);
      /* Translators: "Unique Rectangle type 3: the corners ... hold 2/7, and
       * r3c1, r3c4 also hold 5/8; one of them must be 5 or 8 (else two
       * solutions), so with r3c6 they hold 5/8 in row 3, and no other cell
       * of row 3 can." */
      say_it (say, SK_N_("%1$s: the corners %2$s hold %3$s, and %4$s also hold %5$s; one of them "
                         "must be one of %5$s, or the corners could swap %3$s and the puzzle would "
                         "have two solutions, so with %6$s they hold %8$s in %7$s, and no other "
                         "cell of %7$s can."), args);
      break;
    case SK_TECH_UNIQUE_RECTANGLE_4:
    default:
      {
        SkMask held = step->n_nodes > 0 ? sk_mask_of (step->nodes[0].digit) : 0;
        SkBoard both = SK_BOARD_EMPTY;
        char digit[PIECE], other[PIECE];

        for (int cell = 0; cell < SK_CELLS; cell++)
          if (step->remove[cell] != 0)
            both = sk_board_or (both, sk_board_cell (cell));
        args.v[3] = cells_piece (say, both, others);
        args.v[4] = units_piece (say, step->base_units, unit);
        args.v[5] = digits_piece (held, digit);
        args.v[6] = digits_piece ((SkMask) (pair & ~held), other);
        /* Translators: "Unique Rectangle type 4: the corners ... hold 2/7;
         * in row 3, 2 can go only in r3c1, r3c4, so one of them is 2; were
         * either 7, the corners could swap 2/7 and the puzzle would have
         * two solutions, so neither is 7." */
        say_it (say, SK_N_("%1$s: the corners %2$s hold %3$s; in %5$s, %6$s can go only in %4$s, so "
                           "one of them is %6$s; were either %7$s, the corners could swap %3$s and "
                           "the puzzle would have two solutions, so neither is %7$s."), args);
      }
      break;
    }
}

static void
say_leftovers (const Say *say)
{
  const SkStep *step = say->step;
  char lines[PIECE], regions[PIECE], outies[PIECE], innies[PIECE];

  /* Translators: "Law of Leftovers: row 1, row 2 hold every digit as often
   * as the region of r1c1, the region of r1c4 do, so what is left of each,
   * r1c7, r2c8 outside those regions and r3c1, r3c2 outside those lines,
   * holds the same digits." */
  say_it (say, SK_N_("%1$s: %2$s hold every digit as often as %3$s do, so what is left of each, "
                     "%4$s outside those regions and %5$s outside those lines, holds the same "
                     "digits."),
          (Args) { { name_piece (say), units_piece (say, step->base_units, lines),
                     units_piece (say, step->cover_units, regions),
                     cells_piece (say, role_cells (step, SK_ROLE_BASE), outies),
                     cells_piece (say, role_cells (step, SK_ROLE_COVER), innies) } });
}

static void
say_als (const Say *say)
{
  const SkStep *step = say->step;
  char a[PIECE], b[PIECE], x[PIECE], z[PIECE];
  Args args = { { name_piece (say), cells_with_digits_piece (say, SK_ROLE_ALS, a),
                  cells_with_digits_piece (say, SK_ROLE_COVER, b) } };

  if (step->n_nodes >= 2)
    {
      args.v[3] = digit_piece (step->nodes[1].digit, x);
      args.v[4] = digit_piece (step->nodes[0].digit, z);
      /* Translators: "ALS-XZ: the almost locked sets r1c1 (2/5), r1c2
       * (2/5/8) and r4c1 (5/8) cannot both hold 5, so one of them holds 2,
       * and no cell that sees every 2 of both can be 2." */
      say_it (say, SK_N_("%1$s: the almost locked sets %2$s and %3$s cannot both hold %4$s, so one "
                         "of them holds %5$s, and no cell that sees every %5$s of both can be %5$s."),
              args);
    }
  else
    /* Translators: "ALS-XZ: the almost locked sets ... and ... share two
     * digits that neither can hold both of, so each is locked on its other
     * digits, and no cell that sees every place of such a digit can hold it." */
    say_it (say, SK_N_("%1$s: the almost locked sets %2$s and %3$s share two digits that only one "
                       "of them can hold, so each is locked on its digits, and no cell that sees "
                       "every place of one of them can hold it."), args);
}

/* What a contradiction comes to, from the facts the chains end in. */
static const char *
contradiction_piece (const Say *say,
                     char       piece[PIECE])
{
  const SkStep *step = say->step;
  const SkNode *leaves[SK_STEP_MAX_NODES];
  int n = 0;
  char a[PIECE], b[PIECE], c[PIECE];

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
        return say_piece (say, piece, SK_N_("%1$s would be %2$s and not %2$s"),
                          (Args) { { cell_piece (cell, a), digit_piece (leaves[0]->digit, b) } });
      if (one_cell && all_off)
        /* Translators: what a contradiction comes to: "r3c5 would have no candidate" */
        return say_piece (say, piece, SK_N_("%1$s would have no candidate"),
                          (Args) { { cell_piece (cell, a) } });
      if (one_cell)
        /* Translators: what a contradiction comes to: "r3c5 would be both 4 and 6" */
        return say_piece (say, piece, SK_N_("%1$s would be both %2$s and %3$s"),
                          (Args) { { cell_piece (cell, a), digit_piece (leaves[0]->digit, b),
                                     digit_piece (leaves[1]->digit, c) } });
      if (one_digit)
        {
          int unit = unit_holding (say->layout, UINT32_MAX >> (32 - SK_UNITS), cells);

          if (unit >= 0 && all_off)
            /* Translators: what a contradiction comes to: "4 would have no place in row 3" */
            return say_piece (say, piece, SK_N_("%1$s would have no place in %2$s"),
                              (Args) { { digit_piece (leaves[0]->digit, b),
                                         units_piece (say, 1u << unit, a) } });
          if (unit >= 0)
            /* Translators: what a contradiction comes to: "4 would be twice in row 3, in r3c1, r3c7" */
            return say_piece (say, piece, SK_N_("%1$s would be twice in %2$s, in %3$s"),
                              (Args) { { digit_piece (leaves[0]->digit, b),
                                         units_piece (say, 1u << unit, a),
                                         cells_piece (say, cells, c) } });
        }
    }
  /* Translators: what a contradiction comes to, when no simpler words fit */
  return say_piece (say, piece, SK_N_("the chains would contradict each other"), (Args) { { 0 } });
}

static void
say_forcing_chain (const Say *say)
{
  const SkStep *step = say->step;
  SkBoard pivot = role_cells (step, SK_ROLE_PIVOT);
  SkMask pivot_digits = role_digits (step, SK_ROLE_PIVOT);
  SkBoard premise = role_cells (step, SK_ROLE_PINCER);
  char p1[PIECE], p2[PIECE], p3[PIECE], p4[PIECE], outcome[PIECE];
  SkText text = sk_text_start (outcome, sizeof outcome);

  sk_text_eureka_outcome (&text, step);
  if (!sk_board_is_empty (pivot) && sk_mask_is_single (pivot_digits))
    /* Translators: "Dynamic Cell Forcing Chain: whether r4c7 is 2 or not,
     * the chains lead to r1c1<>3." */
    say_it (say, SK_N_("%1$s: whether %2$s is %3$s or not, the chains lead to %4$s."),
            (Args) { { name_piece (say), cells_piece (say, pivot, p1),
                       digits_piece (pivot_digits, p2), outcome } });
  else if (!sk_board_is_empty (pivot))
    /* Translators: "Cell Forcing Chain: whatever r4c7 holds, 2/5/8, the
     * chains lead to r1c1<>3." */
    say_it (say, SK_N_("%1$s: whatever %2$s holds, %3$s, the chains lead to %4$s."),
            (Args) { { name_piece (say), cells_piece (say, pivot, p1),
                       digits_piece (pivot_digits, p2), outcome } });
  else if (step->base_units != 0 && step->digit != 0)
    /* Translators: "Unit Forcing Chain: wherever 2 goes in row 5, r5c1,
     * r5c4, the chains lead to r1c1<>3." */
    say_it (say, SK_N_("%1$s: wherever %2$s goes in %3$s, %4$s, the chains lead to %5$s."),
            (Args) { { name_piece (say), digit_piece (step->digit, p1),
                       units_piece (say, step->base_units, p2),
                       cells_piece (say, role_cells (step, SK_ROLE_COVER), p3), outcome } });
  else if (!sk_board_is_empty (premise) && step->digit != 0)
    {
      Args args = { { name_piece (say), cells_piece (say, premise, p1),
                      digit_piece (step->digit, p2), contradiction_piece (say, p4) } };

      if (first_placement (step) >= 0)
        /* Translators: "Contradiction Forcing Chain: if r4c4 were not 3, r3c5
         * would have no candidate, so r4c4 is 3." */
        say_it (say, SK_N_("%1$s: if %2$s were not %3$s, %4$s, so %2$s is %3$s."), args);
      else
        /* Translators: "Contradiction Forcing Chain: if r4c4 were 3, r3c5
         * would have no candidate, so r4c4 is not 3." */
        say_it (say, SK_N_("%1$s: if %2$s were %3$s, %4$s, so %2$s is not %3$s."), args);
    }
  else
    /* Translators: "Nested Forcing Chain: the chains lead to r1c1<>3." */
    say_it (say, SK_N_("%1$s: the chains lead to %2$s."), (Args) { { name_piece (say), outcome } });
}

/* XY-Chain, AIC, X-Cycle, colouring: the chain in Eureka notation, then
 * what it means in one plain sentence. */
static void
say_chain (const Say *say)
{
  const SkStep *step = say->step;
  SkBoard ends = role_cells (step, SK_ROLE_PINCER);
  char chain[PIECE], cells[PIECE], digit[PIECE];
  SkText text = sk_text_start (chain, sizeof chain);

  sk_text_eureka_links (&text, step);
  if (step->truncated)
    sk_text_append (&text, " ...");
  if (sk_board_count (ends) == 2 && step->digit != 0)
    /* Translators: an open chain, in Eureka notation, then why it holds:
     * "XY-Chain: (8=3)r3c1-(3=5)r3c7-(5=8)r7c7. One of its ends r3c1, r7c7
     * is 8, so no cell that sees both can be 8." */
    say_it (say, SK_N_("%1$s: %2$s. One of its ends %3$s is %4$s, so no cell that sees both can be "
                       "%4$s."),
            (Args) { { name_piece (say), chain, cells_piece (say, ends, cells),
                       digit_piece (step->digit, digit) } });
  else
    /* Translators: a chain in Eureka notation, then how to read it:
     * "X-Cycle: (4)r1c1=r1c5-r3c5=r3c1-r1c1. Along = at least one side is
     * true, along - at most one." */
    say_it (say, SK_N_("%1$s: %2$s. Along = at least one side is true, along - at most one."),
            (Args) { { name_piece (say), chain } });
}

/* The sentence without the outcome; true when it already says what the
 * step places (the singles). */
static bool
say_reason (const Say *say)
{
  const SkStep *step = say->step;
  char p1[PIECE], p2[PIECE], p3[PIECE];
  int cell = first_placement (step);

  switch (step->technique)
    {
    case SK_TECH_FULL_HOUSE:
      /* Translators: "Full House: r1c9 is the last empty cell of row 1, so
       * it holds the missing digit, 5." */
      say_it (say, SK_N_("%1$s: %2$s is the last empty cell of %3$s, so it holds the missing digit, "
                         "%4$s."),
              (Args) { { name_piece (say), cell_piece (cell, p1),
                         units_piece (say, step->base_units, p2), digit_piece (step->digit, p3) } });
      return true;
    case SK_TECH_HIDDEN_SINGLE_REGION:
    case SK_TECH_HIDDEN_SINGLE_LINE:
      /* Translators: "Hidden Single in a region: in box 4, 1 fits only in r5c2." */
      say_it (say, SK_N_("%1$s: in %2$s, %3$s fits only in %4$s."),
              (Args) { { name_piece (say), units_piece (say, step->base_units, p1),
                         digit_piece (step->digit, p2), cell_piece (cell, p3) } });
      return true;
    case SK_TECH_NAKED_SINGLE:
      /* Translators: "Naked Single: 4 is the only candidate left in r3c5." */
      say_it (say, SK_N_("%1$s: %2$s is the only candidate left in %3$s."),
              (Args) { { name_piece (say), digit_piece (step->digit, p1), cell_piece (cell, p2) } });
      return true;
    case SK_TECH_POINTING:
    case SK_TECH_CLAIMING:
    case SK_TECH_DIRECT_POINTING:
    case SK_TECH_DIRECT_CLAIMING:
      say_intersection (say);
      return false;
    case SK_TECH_NAKED_PAIR:
    case SK_TECH_NAKED_TRIPLE:
    case SK_TECH_NAKED_QUAD:
      say_naked_subset (say);
      return false;
    case SK_TECH_HIDDEN_PAIR:
    case SK_TECH_HIDDEN_TRIPLE:
    case SK_TECH_HIDDEN_QUAD:
    case SK_TECH_DIRECT_HIDDEN_PAIR:
    case SK_TECH_DIRECT_HIDDEN_TRIPLE:
      say_hidden_subset (say);
      return false;
    case SK_TECH_X_WING:
    case SK_TECH_SWORDFISH:
    case SK_TECH_JELLYFISH:
    case SK_TECH_FINNED_X_WING:
    case SK_TECH_SASHIMI_X_WING:
    case SK_TECH_FINNED_SWORDFISH:
    case SK_TECH_SASHIMI_SWORDFISH:
    case SK_TECH_FINNED_JELLYFISH:
    case SK_TECH_SASHIMI_JELLYFISH:
      say_fish (say);
      return false;
    case SK_TECH_XY_WING:
    case SK_TECH_XYZ_WING:
      say_wing (say);
      return false;
    case SK_TECH_W_WING:
      say_w_wing (say);
      return false;
    case SK_TECH_SKYSCRAPER:
    case SK_TECH_TWO_STRING_KITE:
      say_one_digit_chain (say);
      if (say->text->length > 0)
        return false;
      break;
    case SK_TECH_UNIQUE_RECTANGLE_1:
    case SK_TECH_UNIQUE_RECTANGLE_2:
    case SK_TECH_UNIQUE_RECTANGLE_3:
    case SK_TECH_UNIQUE_RECTANGLE_4:
      say_unique_rectangle (say);
      return false;
    case SK_TECH_BUG_PLUS_ONE:
      /* Translators: "BUG+1: every empty cell but r4c4 has two candidates;
       * were r4c4 not 6, each digit would have two places in every unit
       * and the puzzle two solutions, so r4c4 is 6." */
      say_it (say, SK_N_("%1$s: every empty cell but %2$s has two candidates; were %2$s not %3$s, "
                         "each digit would have two places in every unit and the puzzle two "
                         "solutions, so %2$s is %3$s."),
              (Args) { { name_piece (say), cell_piece (cell, p1), digit_piece (step->digit, p2) } });
      return true;
    case SK_TECH_LAW_OF_LEFTOVERS:
      say_leftovers (say);
      return false;
    case SK_TECH_ALS_XZ:
      say_als (say);
      return false;
    case SK_TECH_SEARCH:
      /* Translators: "No technique applies: the solution has 6 in r4c4." */
      say_it (say, SK_N_("No technique applies: the solution has %1$s in %2$s."),
              (Args) { { digit_piece (cell >= 0 ? step->place[cell] : step->digit, p1),
                         cell_piece (cell >= 0 ? cell : 0, p2) } });
      return true;
    default:
      break;
    }
  if (sk_technique_is_forcing_chain (step->technique))
    say_forcing_chain (say);
  else if (step->n_links > 0)
    say_chain (say);
  else
    {
      SkBoard cells = SK_BOARD_EMPTY;

      for (int i = 0; i < step->n_marks; i++)
        cells = sk_board_or (cells, sk_board_cell (step->marks[i].cell));
      /* Translators: any other technique: "ALS-XZ: the pattern in r1c1, r4c4." */
      say_it (say, SK_N_("%1$s: the pattern in %2$s."),
              (Args) { { name_piece (say), cells_piece (say, cells, p1) } });
    }
  return false;
}

/* "Place 4 in r3c5. Remove 7 from r5c3, r6c6.": placements, then one
 * sentence per digit removed. */
static void
say_outcome (const Say *say)
{
  const SkStep *step = say->step;
  SkMask removed = removed_digits (step);
  char digit[PIECE], cells[PIECE];

  for (int cell = 0; cell < SK_CELLS; cell++)
    if (step->place[cell] != 0)
      {
        sk_text_append (say->text, " ");
        /* Translators: what a step does: "Place 4 in r3c5." */
        say_it (say, SK_N_("Place %1$s in %2$s."),
                (Args) { { digit_piece (step->place[cell], digit), cell_piece (cell, cells) } });
      }
  for (; removed != 0; removed &= removed - 1)
    {
      int d = sk_mask_first (removed);
      SkBoard where = SK_BOARD_EMPTY;

      for (int cell = 0; cell < SK_CELLS; cell++)
        if (step->remove[cell] & sk_mask_of (d))
          where = sk_board_or (where, sk_board_cell (cell));
      sk_text_append (say->text, " ");
      /* Translators: what a step does: "Remove 7 from r5c3, r6c6." */
      say_it (say, SK_N_("Remove %1$s from %2$s."),
              (Args) { { digit_piece (d, digit), cells_piece (say, where, cells) } });
    }
}

int
sk_step_explain (const SkStep   *step,
                 const SkLayout *layout,
                 const SkWords  *words,
                 SkExplainFlags  flags,
                 char           *out,
                 size_t          size)
{
  SkText text = sk_text_start (out, size);
  SkLayout standard;
  Say say = { step, layout, words, &text };

  if (layout == NULL)
    {
      sk_layout_init_standard (&standard);
      say.layout = &standard;
    }
  if (!say_reason (&say) && (flags & SK_EXPLAIN_OUTCOME))
    say_outcome (&say);
  return text.length;
}

int
sk_step_describe (const SkStep   *step,
                  const SkLayout *layout,
                  char           *out,
                  size_t          size)
{
  return sk_step_explain (step, layout, NULL, SK_EXPLAIN_OUTCOME, out, size);
}

bool
sk_text_names_cell (const char *sentence)
{
  for (const char *p = sentence; p != NULL && *p != '\0'; p++)
    if (p[0] == 'r' && p[1] >= '1' && p[1] <= '9')
      {
        const char *q = p + 1;

        while (*q >= '1' && *q <= '9')
          q++;
        if (q[0] == 'c' && q[1] >= '1' && q[1] <= '9')
          return true;
      }
  return false;
}
