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

static const char *
tr (const SkSay *say,
    const char  *msgid)
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
      SkArgs        args)
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

void
sk_say (const SkSay *say,
        const char  *msgid,
        SkArgs       args)
{
  fill (say->text, tr (say, msgid), args);
}

/* The same into a piece of text, an argument of a larger sentence. */
const char *
sk_say_piece (const SkSay *say,
              char         piece[SK_PIECE],
              const char  *msgid,
              SkArgs       args)
{
  SkText text = sk_text_start (piece, SK_PIECE);

  fill (&text, tr (say, msgid), args);
  return piece;
}

/* ---- the pieces: cells, digits, units ---- */

const char *
sk_piece_cell (int  cell,
               char piece[SK_PIECE])
{
  (void) snprintf (piece, SK_PIECE, "r%dc%d", sk_cell_row (cell) + 1, sk_cell_column (cell) + 1);
  return piece;
}

const char *
sk_piece_digit (int  digit,
                char piece[SK_PIECE])
{
  (void) snprintf (piece, SK_PIECE, "%d", digit);
  return piece;
}

/* "3/8": a set of digits as players write it. */
const char *
sk_piece_digits (SkMask digits,
                 char   piece[SK_PIECE])
{
  SkText text = sk_text_start (piece, SK_PIECE);
  const char *sep = "";

  for (; digits != 0; digits &= digits - 1)
    {
      sk_text_printf (&text, "%s%d", sep, sk_mask_first (digits));
      sep = "/";
    }
  return piece;
}

/* "r1c2, r3c4", in reading order. */
const char *
sk_piece_cells (const SkSay *say,
                SkBoard      cells,
                char         piece[SK_PIECE])
{
  SkText text = sk_text_start (piece, SK_PIECE);
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

SkBoard
sk_role_cells (const SkStep *step,
               SkRole        role)
{
  SkBoard cells = SK_BOARD_EMPTY;

  for (int i = 0; i < step->n_marks; i++)
    if (step->marks[i].role == role)
      cells = sk_board_or (cells, sk_board_cell (step->marks[i].cell));
  return cells;
}

SkMask
sk_role_digits (const SkStep *step,
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
const char *
sk_piece_cells_digits (const SkSay *say,
                       SkRole       role,
                       char         piece[SK_PIECE])
{
  SkText text = sk_text_start (piece, SK_PIECE);
  SkBoard cells = sk_role_cells (say->step, role);
  const char *sep = "";

  while (!sk_board_is_empty (cells))
    {
      int cell = sk_board_pop (&cells);
      char digits[SK_PIECE];

      sk_text_printf (&text, "%sr%dc%d (%s)", sep, sk_cell_row (cell) + 1,
                      sk_cell_column (cell) + 1,
                      sk_piece_digits (mark_digits (say->step, cell, role), digits));
      sep = tr (say, SK_N_(", "));
    }
  return piece;
}

static int
unit_name (int             unit,
           const SkLayout *layout,
           const SkSay      *say,
           char           *out,
           size_t          size)
{
  char number[SK_PIECE];
  SkText text = sk_text_start (out, size);

  (void) snprintf (number, sizeof number, "%d", sk_unit_number (unit) + 1);
  switch (sk_unit_kind (unit))
    {
    case SK_UNIT_ROW:
      /* Translators: a unit of the board, "row 3" */
      fill (&text, tr (say, SK_N_("row %1$s")), (SkArgs) { { number } });
      break;
    case SK_UNIT_COLUMN:
      /* Translators: a unit of the board, "column 3" */
      fill (&text, tr (say, SK_N_("column %1$s")), (SkArgs) { { number } });
      break;
    case SK_UNIT_EXTRA:
      if (layout != NULL && sk_unit_number (unit) < layout->n_extra)
        {
          SkHouseShape shape = sk_layout_extra_shape (layout, sk_unit_number (unit));
          char first[SK_PIECE];

          sk_piece_cell (layout->unit_cells[unit][0], first);
          if (shape == SK_HOUSE_SHAPE_MAIN_DIAGONAL)
            /* Translators: an extra house of Sudoku-X, from r1c1 to r9c9 */
            fill (&text, tr (say, SK_N_("the main diagonal")), (SkArgs) { { NULL } });
          else if (shape == SK_HOUSE_SHAPE_ANTI_DIAGONAL)
            /* Translators: an extra house of Sudoku-X, from r1c9 to r9c1 */
            fill (&text, tr (say, SK_N_("the anti-diagonal")), (SkArgs) { { NULL } });
          else if (shape == SK_HOUSE_SHAPE_WINDOW)
            /* Translators: an extra 3x3 house of Windoku, by its top left cell: "the window at r2c2" */
            fill (&text, tr (say, SK_N_("the window at %1$s")), (SkArgs) { { first } });
          else
            /* Translators: an extra house of a variant (Asterisk, Girandola...), by its
             * first cell in reading order: "the extra house of r2c5" */
            fill (&text, tr (say, SK_N_("the extra house of %1$s")), (SkArgs) { { first } });
          break;
        }
      /* fall through */
    case SK_UNIT_REGION:
    default:
      if (layout == NULL || sk_layout_regions_are_standard (layout))
        /* Translators: a 3x3 box of the standard board, "box 5" */
        fill (&text, tr (say, SK_N_("box %1$s")), (SkArgs) { { number } });
      else
        {
          char cell[SK_PIECE];

          /* Translators: a jigsaw region, named by its first cell in
           * reading order so that a reader finds it on an unlabelled
           * board: "the region of r4c5" */
          fill (&text, tr (say, SK_N_("the region of %1$s")),
                (SkArgs) { { sk_piece_cell (sk_board_first (layout->unit_board[unit]), cell) } });
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
  SkSay say = { NULL, layout, words, NULL };

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
const char *
sk_piece_units (const SkSay *say,
                uint32_t     units,
                char         piece[SK_PIECE])
{
  SkText text = sk_text_start (piece, SK_PIECE);
  const char *sep = "";

  for (int unit = 0; unit < SK_MAX_UNITS; unit++)
    if ((units >> unit) & 1)
      {
        char name[SK_PIECE];

        unit_name (unit, say->layout, say, name, sizeof name);
        sk_text_printf (&text, "%s%s", sep, name);
        sep = tr (say, SK_N_(", "));
      }
  return piece;
}

int
sk_first_placement (const SkStep *step)
{
  for (int cell = 0; cell < SK_CELLS; cell++)
    if (step->place[cell] != 0)
      return cell;
  return -1;
}

SkMask
sk_removed_digits (const SkStep *step)
{
  SkMask removed = 0;

  for (int cell = 0; cell < SK_CELLS; cell++)
    removed |= step->remove[cell];
  return removed;
}

/* The unit of @candidates (bits) that holds all of @cells, or -1. */
int
sk_unit_holding (const SkLayout *layout,
                 uint32_t        candidates,
                 SkBoard         cells)
{
  for (int unit = 0; unit < sk_layout_n_units (layout); unit++)
    if (((candidates >> unit) & 1)
        && sk_board_is_empty (sk_board_and_not (cells, layout->unit_board[unit])))
      return unit;
  return -1;
}

const char *
sk_piece_name (const SkSay *say)
{
  return tr (say, sk_technique_info (say->step->technique)->name);
}

/* ---- the sentences, by family ---- */

/* What a direct technique adds: the single its eliminations leave. */
static void
say_direct_single (const SkSay *say)
{
  SkBoard singles = sk_role_cells (say->step, SK_ROLE_PINCER);
  char digit[SK_PIECE], unit[SK_PIECE], cell[SK_PIECE];
  int where;

  if (sk_board_is_empty (singles))
    return;
  where = sk_board_first (singles);
  unit_name (2 * SK_SIZE + say->layout->region[where], say->layout, say, unit, sizeof unit);
  sk_text_append (say->text, " ");
  /* Translators: the end of a direct technique's sentence: "That leaves 1
   * only one place in box 7: r9c2." */
  sk_say (say, SK_N_("That leaves %1$s only one place in %2$s: %3$s."),
          (SkArgs) { { sk_piece_digit (say->step->place[where], digit), unit,
                       sk_piece_cell (where, cell) } });
}

static void
say_intersection (const SkSay *say)
{
  const SkStep *step = say->step;
  SkBoard cells = sk_role_cells (step, SK_ROLE_BASE);
  int line = sk_unit_holding (say->layout, step->cover_units, cells);
  char base[SK_PIECE], digit[SK_PIECE], where[SK_PIECE], cover[SK_PIECE];

  /* Translators: pointing and claiming: "Pointing: in box 9, 1 can go only
   * in r8c7, r8c8, which are all in row 8, so 1 cannot go anywhere else in
   * row 8." */
  sk_say (say, SK_N_("%1$s: in %2$s, %3$s can go only in %4$s, which are all in %5$s, so %3$s "
                     "cannot go anywhere else in %5$s."),
          (SkArgs) { { sk_piece_name (say), sk_piece_units (say, step->base_units, base),
                     sk_piece_digit (step->digit, digit), sk_piece_cells (say, cells, where),
                     sk_piece_units (say, line >= 0 ? 1u << line : step->cover_units, cover) } });
  say_direct_single (say);
}

static void
say_naked_subset (const SkSay *say)
{
  const SkStep *step = say->step;
  char units[SK_PIECE], cells[SK_PIECE], digits[SK_PIECE];

  /* Translators: "Naked Pair: in row 5, the cells r5c1, r5c4 hold only the
   * digits 3/8 between them, so no other cell of row 5 can hold them." */
  sk_say (say, SK_N_("%1$s: in %2$s, the cells %3$s hold only the digits %4$s between them, so "
                     "no other cell of %2$s can hold them."),
          (SkArgs) { { sk_piece_name (say), sk_piece_units (say, step->base_units, units),
                     sk_piece_cells (say, sk_role_cells (step, SK_ROLE_BASE), cells),
                     sk_piece_digits (sk_role_digits (step, SK_ROLE_BASE), digits) } });
}

static void
say_hidden_subset (const SkSay *say)
{
  const SkStep *step = say->step;
  char units[SK_PIECE], cells[SK_PIECE], digits[SK_PIECE];

  /* Translators: "Hidden Pair: in row 5, the digits 3/8 can go only in
   * r5c1, r5c4, so those cells hold no other digit." */
  sk_say (say, SK_N_("%1$s: in %2$s, the digits %3$s can go only in %4$s, so those cells hold no "
                     "other digit."),
          (SkArgs) { { sk_piece_name (say), sk_piece_units (say, step->base_units, units),
                     sk_piece_digits (sk_role_digits (step, SK_ROLE_BASE), digits),
                     sk_piece_cells (say, sk_role_cells (step, SK_ROLE_BASE), cells) } });
  say_direct_single (say);
}

static void
say_fish (const SkSay *say)
{
  const SkStep *step = say->step;
  SkBoard fins = sk_role_cells (step, SK_ROLE_FIN);
  char base[SK_PIECE], digit[SK_PIECE], cells[SK_PIECE], cover[SK_PIECE], fin[SK_PIECE];
  SkArgs args = { { sk_piece_name (say), sk_piece_units (say, step->base_units, base),
                  sk_piece_digit (step->digit, digit),
                  sk_piece_cells (say, sk_role_cells (step, SK_ROLE_BASE), cells),
                  sk_piece_units (say, step->cover_units, cover),
                  sk_piece_cells (say, fins, fin) } };

  if (sk_board_is_empty (fins))
    /* Translators: "X-Wing: in row 2, row 8, 7 can go only in r2c3, r2c6,
     * r8c3, r8c6, all in column 3, column 6, so 7 cannot go anywhere else
     * in column 3, column 6." */
    sk_say (say, SK_N_("%1$s: in %2$s, %3$s can go only in %4$s, all in %5$s, so %3$s cannot go "
                       "anywhere else in %5$s."), args);
  else
    /* Translators: "Finned X-Wing: in row 2, row 8, 7 can go only in r2c3,
     * r8c3, r8c6, all in column 3, column 6, or in the fin r2c5; either way
     * 7 cannot go in the cells of column 3, column 6 that see the fin." */
    sk_say (say, SK_N_("%1$s: in %2$s, %3$s can go only in %4$s, all in %5$s, or in the fin %6$s; "
                       "either way %3$s cannot go in the cells of %5$s that see the fin."), args);
}

static void
say_wing (const SkSay *say)
{
  const SkStep *step = say->step;
  char pivot[SK_PIECE], pincers[SK_PIECE], digit[SK_PIECE];
  int removed = step->digit != 0 ? step->digit : sk_mask_first (sk_removed_digits (step));
  SkArgs args = { { sk_piece_name (say), sk_piece_cells_digits (say, SK_ROLE_PIVOT, pivot),
                    sk_piece_cells_digits (say, SK_ROLE_PINCER, pincers),
                    sk_piece_digit (removed, digit) } };

  if (step->technique == SK_TECH_XYZ_WING)
    /* Translators: "XYZ-Wing: whatever the pivot r2c2 (1/4/7) holds, it or
     * one of the pincers r2c7 (4/7), r5c2 (1/4) is 4, so no cell that sees
     * all three can be 4." */
    sk_say (say, SK_N_("%1$s: whatever the pivot %2$s holds, it or one of the pincers %3$s is "
                       "%4$s, "
                       "so no cell that sees all three can be %4$s."), args);
  else
    /* Translators: "XY-Wing: whatever the pivot r2c2 (1/7) holds, one of
     * the pincers r2c7 (4/7), r5c2 (1/4) is 4, so no cell that sees both
     * pincers can be 4." */
    sk_say (say, SK_N_("%1$s: whatever the pivot %2$s holds, one of the pincers %3$s is %4$s, so "
                       "no "
                       "cell that sees both pincers can be %4$s."), args);
}

static void
say_w_wing (const SkSay *say)
{
  const SkStep *step = say->step;
  SkBoard ends = sk_role_cells (step, SK_ROLE_PINCER);
  SkMask pair = sk_role_digits (step, SK_ROLE_PINCER);
  int removed = sk_mask_first (sk_removed_digits (step));
  char cells[SK_PIECE], digits[SK_PIECE], unit[SK_PIECE], linked[SK_PIECE], digit[SK_PIECE];

  /* Translators: "W-Wing: r1c1, r5c6 hold only 3/7; in row 4, 7 can go only
   * in cells that see one of them, so one of them is 3, and no cell that
   * sees both can be 3." */
  sk_say (say, SK_N_("%1$s: %2$s hold only %3$s; in %4$s, %5$s can go only in cells that see one "
                     "of them, so one of them is %6$s, and no cell that sees both can be %6$s."),
          (SkArgs) { { sk_piece_name (say), sk_piece_cells (say, ends, cells),
                       sk_piece_digits (pair, digits), sk_piece_units (say, step->base_units, unit),
                       sk_piece_digit (sk_mask_first ((SkMask) (pair & ~sk_mask_of (removed))),
                                       linked),
                       sk_piece_digit (removed, digit) } });
}

/* Skyscraper, Two-String Kite: roof1 = base1 - base2 = roof2 on one digit. */
static void
say_one_digit_chain (const SkSay *say)
{
  const SkStep *step = say->step;
  int cells[4] = { -1, -1, -1, -1 };
  int roofs = 0, bases = 0;
  char digit[SK_PIECE], c[4][SK_PIECE];

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
  sk_say (say, SK_N_("%1$s: %2$s goes in %3$s or %4$s, and in %6$s or %5$s; %4$s and %6$s see "
                     "each other, so one of %3$s, %5$s is %2$s, and no cell that sees both can be "
                     "%2$s."),
          (SkArgs) { { sk_piece_name (say), sk_piece_digit (step->digit, digit),
                       sk_piece_cell (cells[0], c[0]), sk_piece_cell (cells[1], c[1]),
                       sk_piece_cell (cells[3], c[3]), sk_piece_cell (cells[2], c[2]) } });
}

static void
say_unique_rectangle (const SkSay *say)
{
  const SkStep *step = say->step;
  SkBoard corners = sk_role_cells (step, SK_ROLE_RECTANGLE);
  SkBoard extra = sk_role_cells (step, SK_ROLE_FIN);
  SkMask pair = sk_role_digits (step, SK_ROLE_RECTANGLE);
  char cells[SK_PIECE], digits[SK_PIECE], others[SK_PIECE], extras[SK_PIECE], subset[SK_PIECE];
  char unit[SK_PIECE], locked[SK_PIECE];
  SkArgs args = { { sk_piece_name (say), sk_piece_cells (say, corners, cells),
                    sk_piece_digits (pair, digits), sk_piece_cells (say, extra, others),
                    sk_piece_digits (sk_role_digits (step, SK_ROLE_FIN), extras) } };

  switch (step->technique)
    {
    case SK_TECH_UNIQUE_RECTANGLE_1:
      /* Translators: "Unique Rectangle type 1: the corners r1c1, r1c4, r3c1,
       * r3c4 hold 2/7, and only r3c4 holds more; were it 2 or 7 too, the
       * corners could swap 2/7 and the puzzle would have two solutions, so
       * r3c4 is neither." */
      sk_say (say, SK_N_("%1$s: the corners %2$s hold %3$s, and only %4$s holds more; were it one "
                         "of "
                         "%3$s, the corners could swap %3$s and the puzzle would have two "
                         "solutions, so %4$s is neither."), args);
      break;
    case SK_TECH_UNIQUE_RECTANGLE_2:
      /* Translators: "Unique Rectangle type 2: the corners r1c1, r1c4, r3c1,
       * r3c4 hold 2/7, and r3c1, r3c4 also hold 5; unless one of them is 5,
       * the corners could swap 2/7 and the puzzle would have two solutions,
       * so no cell that sees both can be 5." */
      sk_say (say, SK_N_("%1$s: the corners %2$s hold %3$s, and %4$s also hold %5$s; unless one of "
                         "them is %5$s, the corners could swap %3$s and the puzzle would have two "
                         "solutions, so no cell that sees both can be %5$s."), args);
      break;
    case SK_TECH_UNIQUE_RECTANGLE_3:
      args.v[5] = sk_piece_cells (say, sk_role_cells (step, SK_ROLE_BASE), subset);
      args.v[6] = sk_piece_units (say, step->base_units, unit);
      args.v[7] = sk_piece_digits ((SkMask) (sk_role_digits (step, SK_ROLE_BASE)
                                          | sk_role_digits (step, SK_ROLE_FIN)), locked);
      /* Translators: "Unique Rectangle type 3: the corners ... hold 2/7, and
       * r3c1, r3c4 also hold 5/8; one of them must be 5 or 8 (else two
       * solutions), so with r3c6 they hold 5/8 in row 3, and no other cell
       * of row 3 can." */
      sk_say (say, SK_N_("%1$s: the corners %2$s hold %3$s, and %4$s also hold %5$s; one of them "
                         "must be one of %5$s, or the corners could swap %3$s and the puzzle would "
                         "have two solutions, so with %6$s they hold %8$s in %7$s, and no other "
                         "cell of %7$s can."), args);
      break;
    case SK_TECH_UNIQUE_RECTANGLE_4:
    default:
      {
        SkMask held = step->n_nodes > 0 ? sk_mask_of (step->nodes[0].digit) : 0;
        SkBoard both = SK_BOARD_EMPTY;
        char digit[SK_PIECE], other[SK_PIECE];

        for (int cell = 0; cell < SK_CELLS; cell++)
          if (step->remove[cell] != 0)
            both = sk_board_or (both, sk_board_cell (cell));
        args.v[3] = sk_piece_cells (say, both, others);
        args.v[4] = sk_piece_units (say, step->base_units, unit);
        args.v[5] = sk_piece_digits (held, digit);
        args.v[6] = sk_piece_digits ((SkMask) (pair & ~held), other);
        /* Translators: "Unique Rectangle type 4: the corners ... hold 2/7;
         * in row 3, 2 can go only in r3c1, r3c4, so one of them is 2; were
         * either 7, the corners could swap 2/7 and the puzzle would have
         * two solutions, so neither is 7." */
        sk_say (say, SK_N_("%1$s: the corners %2$s hold %3$s; in %5$s, %6$s can go only in %4$s, "
                           "so "
                           "one of them is %6$s; were either %7$s, the corners could swap %3$s and "
                           "the puzzle would have two solutions, so neither is %7$s."), args);
      }
      break;
    }
}

static void
say_leftovers (const SkSay *say)
{
  const SkStep *step = say->step;
  char lines[SK_PIECE], regions[SK_PIECE], outies[SK_PIECE], innies[SK_PIECE];

  /* Translators: "Law of Leftovers: row 1, row 2 hold every digit as often
   * as the region of r1c1, the region of r1c4 do, so what is left of each,
   * r1c7, r2c8 outside those regions and r3c1, r3c2 outside those lines,
   * holds the same digits." */
  sk_say (say, SK_N_("%1$s: %2$s hold every digit as often as %3$s do, so what is left of each, "
                     "%4$s outside those regions and %5$s outside those lines, holds the same "
                     "digits."),
          (SkArgs) { { sk_piece_name (say), sk_piece_units (say, step->base_units, lines),
                     sk_piece_units (say, step->cover_units, regions),
                     sk_piece_cells (say, sk_role_cells (step, SK_ROLE_BASE), outies),
                     sk_piece_cells (say, sk_role_cells (step, SK_ROLE_COVER), innies) } });
}

/* The sentence without the outcome; true when it already says what the
 * step places (the singles). */
static bool
say_reason (const SkSay *say)
{
  const SkStep *step = say->step;
  char p1[SK_PIECE], p2[SK_PIECE], p3[SK_PIECE];
  int cell = sk_first_placement (step);

  switch (step->technique)
    {
    case SK_TECH_FULL_HOUSE:
      /* Translators: "Full House: r1c9 is the last empty cell of row 1, so
       * it holds the missing digit, 5." */
      sk_say (say, SK_N_("%1$s: %2$s is the last empty cell of %3$s, so it holds the missing "
                         "digit, %4$s."),
              (SkArgs) { { sk_piece_name (say), sk_piece_cell (cell, p1),
                           sk_piece_units (say, step->base_units, p2),
                           sk_piece_digit (step->digit, p3) } });
      return true;
    case SK_TECH_HIDDEN_SINGLE_REGION:
    case SK_TECH_HIDDEN_SINGLE_LINE:
      /* Translators: "Hidden Single in a region: in box 4, 1 fits only in r5c2." */
      sk_say (say, SK_N_("%1$s: in %2$s, %3$s fits only in %4$s."),
              (SkArgs) { { sk_piece_name (say), sk_piece_units (say, step->base_units, p1),
                         sk_piece_digit (step->digit, p2), sk_piece_cell (cell, p3) } });
      return true;
    case SK_TECH_NAKED_SINGLE:
      /* Translators: "Naked Single: 4 is the only candidate left in r3c5." */
      sk_say (say, SK_N_("%1$s: %2$s is the only candidate left in %3$s."),
              (SkArgs) { { sk_piece_name (say), sk_piece_digit (step->digit, p1),
                           sk_piece_cell (cell, p2) } });
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
      sk_say (say, SK_N_("%1$s: every empty cell but %2$s has two candidates; were %2$s not %3$s, "
                         "each digit would have two places in every unit and the puzzle two "
                         "solutions, so %2$s is %3$s."),
              (SkArgs) { { sk_piece_name (say), sk_piece_cell (cell, p1),
                           sk_piece_digit (step->digit, p2) } });
      return true;
    case SK_TECH_LAW_OF_LEFTOVERS:
      say_leftovers (say);
      return false;
    case SK_TECH_WXYZ_WING:
    case SK_TECH_VWXYZ_WING:
    case SK_TECH_UVWXYZ_WING:
    case SK_TECH_TUVWXYZ_WING:
      sk_say_big_wing (say);
      return false;
    case SK_TECH_THREE_STRONG_LINKS:
    case SK_TECH_FOUR_STRONG_LINKS:
      sk_say_strong_links (say);
      return false;
    case SK_TECH_UNIQUE_LOOP:
      sk_say_unique_loop (say);
      return false;
    case SK_TECH_BUG_TYPE_2:
      sk_say_bug_type_2 (say);
      return false;
    case SK_TECH_ALIGNED_TRIPLET_EXCLUSION:
      sk_say_aligned_triplet (say);
      return false;
    case SK_TECH_XY_CYCLE:
      sk_say_xy_cycle (say);
      return false;
    case SK_TECH_ALS_XZ:
      sk_say_als (say);
      return false;
    case SK_TECH_SEARCH:
      /* Translators: "No technique applies: the solution has 6 in r4c4." */
      sk_say (say, SK_N_("No technique applies: the solution has %1$s in %2$s."),
              (SkArgs) { { sk_piece_digit (cell >= 0 ? step->place[cell] : step->digit, p1),
                         sk_piece_cell (cell >= 0 ? cell : 0, p2) } });
      return true;
    default:
      break;
    }
  if (sk_technique_is_forcing_chain (step->technique))
    sk_say_forcing_chain (say);
  else if (step->n_links > 0)
    sk_say_chain (say);
  else
    {
      SkBoard cells = SK_BOARD_EMPTY;

      for (int i = 0; i < step->n_marks; i++)
        cells = sk_board_or (cells, sk_board_cell (step->marks[i].cell));
      /* Translators: any other technique: "ALS-XZ: the pattern in r1c1, r4c4." */
      sk_say (say, SK_N_("%1$s: the pattern in %2$s."),
              (SkArgs) { { sk_piece_name (say), sk_piece_cells (say, cells, p1) } });
    }
  return false;
}

/* "Place 4 in r3c5. Remove 7 from r5c3, r6c6.": placements, then one
 * sentence per digit removed. */
static void
say_outcome (const SkSay *say)
{
  const SkStep *step = say->step;
  SkMask removed = sk_removed_digits (step);
  char digit[SK_PIECE], cells[SK_PIECE];

  for (int cell = 0; cell < SK_CELLS; cell++)
    if (step->place[cell] != 0)
      {
        sk_text_append (say->text, " ");
        /* Translators: what a step does: "Place 4 in r3c5." */
        sk_say (say, SK_N_("Place %1$s in %2$s."),
                (SkArgs) { { sk_piece_digit (step->place[cell], digit),
                             sk_piece_cell (cell, cells) } });
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
      sk_say (say, SK_N_("Remove %1$s from %2$s."),
              (SkArgs) { { sk_piece_digit (d, digit), sk_piece_cells (say, where, cells) } });
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
  SkSay say = { step, layout, words, &text };

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
