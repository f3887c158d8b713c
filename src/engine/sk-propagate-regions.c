/* sk-propagate-regions.c: the FillCell search on band boards, for jigsaw regions
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* ------------------------------------------------------------------------
 * How the search works
 *
 * This is the default search for layouts whose regions are not the standard
 * boxes (jigsaw). It is the search of sk-propagate.c, on the same band boards
 * (sk-bands.h), with the same naked singles, most-constrained choice, undo
 * and cut for locked candidates; only the regions differ.
 *
 * Rows and columns are fixed bit fields of the bands whatever the regions, so
 * hidden singles in lines come from shifts and masks for all 18 lines of a
 * digit at once, as for the standard layout. A jigsaw region is no field of
 * the bands, so each digit has a second board, region by region: region i is
 * bits 9 i to 9 i + 8 (lane i / 3, field i % 3), its cells in reading order.
 * Every placement updates both boards, which costs less than looking at the
 * regions one by one on the bands would:
 *
 *  - Hidden singles in regions are the row code on the region board: nine
 *    regions in a dozen vector operations, and a dead end when one has no
 *    place left.
 *
 *  - Locked candidates. Jigsaw puzzles carry fewer givens and lean on their
 *    regions: without these they need five to six times the calls. A line's
 *    places of a digit lie in one region when their regions' indices agree
 *    in each of their four bits: with a board per bit of the cells whose
 *    region has it set, two row codes per bit give the nine rows at once,
 *    two column folds the nine columns (claiming). On the region board,
 *    boards of the cells whose row, or column, has a bit set give the
 *    regions whose places lie in one line (pointing). Only the few lines and
 *    regions found are walked.
 *
 * Extra houses (jigsaw-X) work as in sk-propagate.c: a hidden single in each,
 * and locked candidates for every pair of an extra house and a unit sharing
 * two cells or more (sk_bands_add_pairs).
 *
 * Measured against the search unit by unit on 81-bit boards that this file
 * replaced (issue 24): more instructions, but a third of the mispredicted
 * branches, and 5-8% less time on Solo's 2000 jigsaw puzzles.
 *
 * The tables depend on the layout only (sk-region-tables.c); they are built
 * on the first search of a layout and kept for the thread, since a generator
 * or a rating solves one layout many times.
 * ------------------------------------------------------------------------ */

#include "sk-propagate.h"

#include "sk-region-tables.h"

#include <string.h>

/* Below this many unsolved cells, propagation stops at singles: the same
 * cut as sk-propagate.c's. Measured here too: 32 and 36 cost more, 44 and
 * 50 a few percent fewer instructions for a larger tree and no less time;
 * again once the looks were cheaper, 0, 20, 30, 35 and 45: trees up to an
 * eighth smaller (or a seventh larger at 45), no less time. */
#define LOCKED_MIN_UNSOLVED 40

typedef struct
{
  SkVec digit[SK_SIZE];   /* digit d + 1 is placed or may still go in these cells */
  SkVec unsolved;         /* cells with no digit placed yet */
  /* The same boards region by region (see the top of the file). */
  SkVec by_region[SK_SIZE];
  SkVec unsolved_by_region;
  /* Each digit's board as locked candidates last looked at it: they depend
   * on the digit's board alone, so an unchanged board has nothing new. */
  SkVec locked_seen[SK_SIZE];
  /* The same for hidden singles. */
  SkVec singles_seen[SK_SIZE];
} State;

/* The cells sharing a house with @cell, itself included, on both boards. */
static inline SkVec
houses_of (const SkRegionTables *t,
           int                   cell)
{
  SkVec houses = t->line_houses[cell] | t->bands.unit[SK_REGION_UNIT (t->region_of[cell])];

  return t->bands.n_extra == 0 ? houses : houses | t->extra_peer[cell];
}

static inline SkVec
houses_by_region_of (const SkRegionTables *t,
                     int                   cell)
{
  const SkVec *line = t->line_by_region;
  SkVec houses = line[cell / SK_SIZE] | line[SK_SIZE + cell % SK_SIZE]
                 | sk_region_field[t->region_of[cell]];

  return t->bands.n_extra == 0 ? houses : houses | t->extra_peer_by_region[cell];
}

/* A band board's cells on the region boards. */
static SkVec
by_region (const SkRegionTables *t,
           SkVec                 v)
{
  SkVec r = { 0, 0, 0, 0 };

  for (int band = 0; band < 3; band++)
    for (uint32_t w = v[band]; w != 0; w &= w - 1)
      r |= t->region_cell[band * SK_BAND_BITS + __builtin_ctz (w)];
  return r;
}

/* Places digit index d (0-8) at a cell that has it as a candidate. */
static inline void
place (State                *st,
       const SkRegionTables *t,
       int                   d,
       int                   cell)
{
  SkVec keep = ~t->cell[cell];
  SkVec keep_by_region = ~t->region_cell[cell];

  for (int e = 0; e < SK_SIZE; e++)
    {
      st->digit[e] &= keep;
      st->by_region[e] &= keep_by_region;
    }
  st->digit[d] = (st->digit[d] & ~houses_of (t, cell)) | t->cell[cell];
  st->by_region[d] = (st->by_region[d] & ~houses_by_region_of (t, cell)) | t->region_cell[cell];
  st->unsolved &= keep;
  st->unsolved_by_region &= keep_by_region;
}

/* Places every naked single; false on a cell left without candidates. */
static inline bool
place_naked_singles (State                *st,
                     const SkRegionTables *t,
                     bool                 *placed)
{
  SkVec once = st->digit[0];
  SkVec twice = { 0, 0, 0, 0 };
  SkVec singles;

  /* A solved cell is on its digit's board alone, so it counts once here and
   * the unsolved board is applied only at the end. */
  for (int d = 1; d < SK_SIZE; d++)
    {
      twice |= once & st->digit[d];
      once |= st->digit[d];
    }
  if (sk_vec_any (st->unsolved & ~once))
    return false;

  singles = once & ~twice & st->unsolved;
  *placed = sk_vec_any (singles);
  if (!*placed)
    return true;

  /* A naked single is on no other digit's board, so placing it takes only
   * its peers from its own digit's board. Usually one or two cells: each
   * finds its digit without a loop over the digits' bands. A single whose
   * digit an earlier one of this batch took (a peer holding the same single)
   * has none left, and the puzzle fails here. */
  st->unsolved &= ~singles;
  while (sk_vec_any (singles))
    {
      int cell = sk_vec_pop (&singles);
      uint32_t digits = sk_vec_digits_at (st->digit, cell);
      int d;

      if (digits == 0)
        return false;
      d = __builtin_ctz (digits);
      st->digit[d] = (st->digit[d] & ~houses_of (t, cell)) | t->cell[cell];
      st->by_region[d] = (st->by_region[d] & ~houses_by_region_of (t, cell)) | t->region_cell[cell];
      st->unsolved_by_region &= ~t->region_cell[cell];
    }

  return true;
}

/* In each 9-bit row field of @x, the field's top bit when the field is not
 * zero: adding the low bits to all ones carries into the top bit, and no
 * further. */
static inline SkVec
row_tops (SkVec x)
{
  return (((x & SK_ROW_LOW8) + SK_ROW_LOW8) | x) & SK_ROW_TOP;
}

/* The whole row fields whose top bits are set in @tops. */
static inline SkVec
rows_of_tops (SkVec tops)
{
  return tops | (tops - (tops >> 8));
}

/* Hidden singles of one digit in every row and column: the cells where the
 * digit has no other place in one of them, solved cells included. False when
 * some line has no place left for it. */
static inline bool
line_singles (SkVec  w,
              SkVec *singles)
{
  SkVec multi;
  SkVec o, t, x;
  SkVec dead = { 0, 0, 0, 0 };

  /* Rows: a field left non-zero once its lowest bit is cleared has two
   * places or more. Every field is non-zero here, so the subtraction borrows
   * inside its own field. */
  if (sk_vec_any (row_tops (w) ^ sk_vec_splat (SK_ROW_TOP)))
    return false;
  multi = rows_of_tops (row_tops (w & (w - sk_vec_splat (SK_ROW_ONES))));
  *singles = w & ~multi;

  /* Each band folded to nine columns: o has a place there, t two or more;
   * x is the column's only place. */
  sk_vec_fold_columns (w, &o, &t);
  x = sk_vec_column_singles (o, t, &dead);
  if (sk_vec_any (dead))
    return false;
  *singles |= w & sk_vec_column_cells (x);

  return true;
}

/* Hidden singles of one digit in the nine regions, from its region board
 * @r: the unsolved cells where the digit has no other place in its region.
 * False when a region has no place left for it. */
static inline bool
region_singles (SkVec                 r,
                SkVec                 unsolved,
                const SkRegionTables *t,
                SkVec                *singles)
{
  SkVec multi;

  if (sk_vec_any (row_tops (r) ^ sk_vec_splat (SK_ROW_TOP)))
    return false;
  multi = rows_of_tops (row_tops (r & (r - sk_vec_splat (SK_ROW_ONES))));
  r &= ~multi & unsolved;
  while (sk_vec_any (r))
    *singles |= t->cell[t->cell_at[sk_vec_pop (&r)]];
  return true;
}

/* The digits (bit d for digit index d) whose board differs from the one a
 * look last saw, gathered before the look: a test per digit in its loop
 * saved as many instructions but mispredicted so often that the solve took
 * longer. */
static inline uint32_t
changed_digits (const SkVec board[SK_SIZE],
                const SkVec seen[SK_SIZE])
{
  uint32_t digits = 0;

  for (int d = 0; d < SK_SIZE; d++)
    digits |= (uint32_t) sk_vec_any (board[d] ^ seen[d]) << d;
  return digits;
}

/* Places every hidden single; false when a unit has no room for a digit. */
static inline bool
place_hidden_singles (State                *st,
                      const SkRegionTables *tables,
                      bool                 *placed)
{
  const SkBands *bands = &tables->bands;
  /* Read once: the placements' stores might alias it for the compiler. */
  const int n_extra = bands->n_extra;
  uint32_t digits;

  *placed = false;

  /* A digit that this round's placements change is looked at next round.
   * A digit with all nine places filled changes no more, so it needs no
   * test of its own. */
  digits = changed_digits (st->digit, st->singles_seen);

  for (; digits != 0; digits &= digits - 1)
    {
      int d = __builtin_ctz (digits);
      SkVec w = st->digit[d];
      SkVec singles;

      st->singles_seen[d] = w;
      if (!line_singles (w, &singles)
          || !region_singles (st->by_region[d], st->unsolved_by_region, tables, &singles))
        return false;
      for (int i = SK_UNITS; i < SK_UNITS + n_extra; i++)
        {
          SkVec where = w & bands->unit[i];

          if (!sk_vec_any (where))
            return false;
          if (sk_vec_is_single (where))
            singles |= where;
        }

      /* Two singles of one digit that see each other: placing the first
       * takes the second's last place in its unit, and the puzzle fails. */
      singles &= st->unsolved;
      while (sk_vec_any (singles))
        {
          int cell = sk_vec_pop (&singles);

          if (!sk_vec_has (st->digit[d], cell))
            return false;
          place (st, tables, d, cell);
          *placed = true;
        }
    }

  return true;
}

/* The lowest cell of digit index d's unsolved places in region i. */
static inline int
first_in_region (const SkRegionTables *t,
                 SkVec                 r,
                 int                   i)
{
  int shift = SK_SIZE * (i % 3);

  return t->cell_at[SK_BAND_BITS * (i / 3) + shift + __builtin_ctz (r[i / 3] >> shift)];
}

/* The row fields whose top bits are set in @tops, as nine bits (bit 3 b + k
 * for field k of lane b). Lanes 0 and 1 are one 64-bit word, whose six top
 * bits, shifted to bits 0, 9, 18, 32, 41 and 50, one multiplication lands
 * side by side at bits 58-63 (no two of its partial products share a bit);
 * lane 2's three, at bits 0, 9 and 18, land at bits 16-18 of another. */
static inline uint32_t
fields_of_tops (SkVec tops)
{
  SkVec64 h = (SkVec64) (tops >> 8);
  uint64_t low = h[0];

#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  low = (low << 32) | (low >> 32);
#endif
  return (uint32_t) ((low * UINT64_C (0x0404040020202000)) >> 58)
         | (uint32_t) ((((uint32_t) tops[2] >> 8) * UINT32_C (0x10101)) >> 16 & 7) << 6;
}

/* The columns where @x has a cell, as nine bits. */
static inline uint32_t
columns_of (SkVec x)
{
  SkVec f = sk_vec_lane_columns (x);

  return f[0] | f[1] | f[2];
}

/* The three lanes of @v ORed, in each of them. */
static inline SkVec
lanes_ored (SkVec v)
{
  return v | sk_vec_rotate1 (v) | sk_vec_rotate2 (v);
}

/* The columns whose places of @w (in all three bands) have regions that
 * differ in some bit of their indices, as nine bits. The columns with a
 * place whose region has bit b set, and those with one whose region has it
 * clear, are packed for three bits at once into the fields of one word per
 * lane, so the bands are ORed in the vector, once for all bits, rather than
 * lane by lane out of it for each. */
static inline uint32_t
columns_mixed (SkVec                 w,
               const SkRegionTables *t)
{
  SkVec in = { 0, 0, 0, 0 };
  SkVec out = { 0, 0, 0, 0 };
  SkVec last, mixed;

  for (int b = 0; b < SK_REGION_ID_BITS - 1; b++)
    {
      in |= sk_vec_lane_columns (w & t->region_bit[b]) << (SK_SIZE * b);
      out |= sk_vec_lane_columns (w & ~t->region_bit[b]) << (SK_SIZE * b);
    }
  last = sk_vec_lane_columns (w & t->region_bit[SK_REGION_ID_BITS - 1])
         | sk_vec_lane_columns (w & ~t->region_bit[SK_REGION_ID_BITS - 1]) << SK_SIZE;
  mixed = lanes_ored (in) & lanes_ored (out);
  last = lanes_ored (last);
  mixed = mixed | (mixed >> SK_SIZE) | (mixed >> (2 * SK_SIZE)) | (last & (last >> SK_SIZE));
  return mixed[0] & SK_ROW_MASK;
}

/* Locked candidates between the lines and the regions of digit index d: the
 * places they rule out. A line's places lie in one region when no bit of
 * their regions' indices differs among them, which the bit boards of the
 * regions (region_bit) test for the nine rows at once and for the nine
 * columns at once (claiming); a region's places lie in one row, or column,
 * likewise on the region board (pointing). Only the few lines and regions
 * found are walked. Solved cells are left out, so a digit placed in a unit
 * claims or points nowhere. */
static inline SkVec
region_locked (const State          *st,
               const SkRegionTables *t,
               int                   d,
               SkVec                *out_by_region)
{
  const SkBands *bands = &t->bands;
  SkVec w = st->digit[d] & st->unsolved;
  SkVec r = st->by_region[d] & st->unsolved_by_region;
  SkVec rows_mixed = { 0, 0, 0, 0 };
  SkVec in_row_mixed = { 0, 0, 0, 0 };
  SkVec in_column_mixed = { 0, 0, 0, 0 };
  SkVec out = { 0, 0, 0, 0 };
  SkVec out_r = { 0, 0, 0, 0 };
  uint32_t lines, points;

  for (int b = 0; b < SK_REGION_ID_BITS; b++)
    {
      SkVec in = t->region_bit[b];
      SkVec row_in = t->row_bit_by_region[b];
      SkVec column_in = t->column_bit_by_region[b];

      rows_mixed |= row_tops (w & in) & row_tops (w & ~in);
      in_row_mixed |= row_tops (r & row_in) & row_tops (r & ~row_in);
      in_column_mixed |= row_tops (r & column_in) & row_tops (r & ~column_in);
    }

  /* Pointing: a region whose places all lie in one row (bit i of the set),
   * or one column (bit 9 + i). */
  points = fields_of_tops (row_tops (r) & ~in_row_mixed)
           | fields_of_tops (row_tops (r) & ~in_column_mixed) << SK_SIZE;

  /* Claiming: a row, or a column, whose places all lie in one region.
   * Rows and columns are walked in one loop, as are the two kinds of
   * pointing below: each loop's end is a branch that mispredicts. When that
   * region points into the line, their places are the same and neither
   * rules anything out: three quarters of the pointing regions found are
   * such, and are dropped here rather than walked. */
  for (lines = fields_of_tops (row_tops (w) & ~rows_mixed)
               | (columns_of (w) & ~columns_mixed (w, t)) << SK_SIZE;
       lines != 0; lines &= lines - 1)
    {
      int unit = __builtin_ctz (lines);
      SkVec line = bands->unit[unit];
      int i = t->region_of[sk_vec_first (w & line)];

      out |= bands->unit[SK_REGION_UNIT (i)] & ~line;
      out_r |= sk_region_field[i] & ~t->line_by_region[unit];
      points &= ~(UINT32_C (1) << (i + SK_SIZE * (unit >= SK_SIZE)));
    }

  for (; points != 0; points &= points - 1)
    {
      int bit = __builtin_ctz (points);
      int in_column = bit >= SK_SIZE;
      int i = bit - SK_SIZE * in_column;
      int cell = first_in_region (t, r, i);
      int unit = in_column ? SK_SIZE + cell % SK_SIZE : cell / SK_SIZE;

      out |= bands->unit[unit] & ~bands->unit[SK_REGION_UNIT (i)];
      out_r |= t->line_by_region[unit] & ~sk_region_field[i];
    }

  *out_by_region = out_r & st->unsolved_by_region;
  return out & st->unsolved;
}

/* Locked candidates: when a digit's places in one unit all lie in a second
 * unit, the digit must go in the overlap, so it leaves the rest of the second
 * unit. Lines and regions go through region_locked; an extra house and a
 * unit sharing two cells or more are checked here both ways. */
static inline bool
eliminate_locked_candidates (State                *st,
                             const SkRegionTables *t)
{
  const SkBands *bands = &t->bands;
  bool eliminated = false;
  uint32_t digits;

  /* A look changes its own digit's board only, so the set stays right
   * through the loop. */
  digits = changed_digits (st->digit, st->locked_seen);

  for (; digits != 0; digits &= digits - 1)
    {
      int d = __builtin_ctz (digits);
      SkVec w = st->digit[d];
      SkVec out_by_region;
      SkVec kept;

      st->locked_seen[d] = w;
      w &= ~region_locked (st, t, d, &out_by_region);
      kept = w;
      for (int i = 0; i < bands->n_pairs; i++)
        {
          const SkUnitPair *pair = &bands->pairs[i];
          bool a_out = sk_vec_any (w & pair->only_a);
          bool b_out = sk_vec_any (w & pair->only_b);

          if (!a_out && b_out)
            w &= ~pair->only_b;
          else if (!b_out && a_out)
            w &= ~pair->only_a;
        }
      if (sk_vec_any (w ^ st->digit[d]))
        {
          /* The lines and regions come with their cells on the region
           * boards; only the extra houses' rare eliminations are converted
           * cell by cell. */
          st->by_region[d] &= ~out_by_region;
          if (sk_vec_any (kept ^ w))
            st->by_region[d] &= ~by_region (t, kept & ~w);
          st->digit[d] = w;
          /* What the look itself took is no reason for another: the tree
           * grows by a tenth, the instructions shrink by a twentieth. */
          st->locked_seen[d] = w;
          eliminated = true;
        }
    }

  return eliminated;
}

static bool
propagate (State                *st,
           const SkRegionTables *tables)
{
  for (;;)
    {
      bool placed;

      if (!place_naked_singles (st, tables, &placed))
        return false;
      if (placed)
        continue;
      if (!place_hidden_singles (st, tables, &placed))
        return false;
      if (placed)
        continue;
      /* Locked candidates pay while the board is open; with fewer than
       * LOCKED_MIN_UNSOLVED cells left the singles and the next guess settle
       * a branch sooner than the look costs. */
      if (sk_vec_count (st->unsolved) < LOCKED_MIN_UNSOLVED
          || !eliminate_locked_candidates (st, tables))
        return true;
    }
}

/* An unsolved cell with the fewest candidates. */
static int
choose_cell (const State          *st,
             const SkRegionTables *tables)
{
  SkVec pairs = sk_vec_two_candidates (st->digit, st->unsolved);

  /* After propagation no unsolved cell has fewer than two candidates. Among
   * the cells with two, the one seeing the most unsolved peers is taken: each
   * branch then prunes the most. */
  if (sk_vec_any (pairs))
    {
      int best = -1;
      int best_peers = -1;

      while (sk_vec_any (pairs))
        {
          int cell = sk_vec_pop (&pairs);
          int peers = sk_vec_count (houses_of (tables, cell) & st->unsolved);

          if (peers > best_peers)
            {
              best = cell;
              best_peers = peers;
            }
        }
      return best;
    }

  return sk_vec_fewest_candidates (st->digit, st->unsolved);
}

static void
fill_cell (SkSearch             *s,
           const SkRegionTables *tables,
           State                *st,
           uint32_t              depth)
{
  SkStats *stats = &s->result->stats;

  if (!sk_search_enter (s, depth))
    return;

  for (;;)
    {
      State child;
      int cell;
      int d;

      if (!propagate (st, tables))
        return;

      if (!sk_vec_any (st->unsolved))
        {
          sk_propagate_record_solution (s, st->digit);
          return;
        }

      cell = choose_cell (st, tables);
      d = __builtin_ctz (sk_vec_digits_at (st->digit, cell));

      child = *st;
      place (&child, tables, d, cell);
      stats->guesses++;
      fill_cell (s, tables, &child, depth + 1);
      if (s->stop)
        return;

      /* Undo: the child's state is dropped; here the digit is ruled out. */
      st->digit[d] &= ~tables->cell[cell];
      st->by_region[d] &= ~tables->region_cell[cell];
    }
}

/* The cells of eight bytes of a grid that hold a digit, as eight bits: a
 * byte's top bit is set when its low seven bits carry into it or it holds
 * one, and one multiplication gathers the eight top bits. */
static inline uint64_t
filled_of_eight (const uint8_t *bytes)
{
  const uint64_t low7 = UINT64_C (0x7f7f7f7f7f7f7f7f);
  uint64_t w;

  memcpy (&w, bytes, sizeof w);
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  w = __builtin_bswap64 (w);
#endif
  w = (((w & low7) + low7) | w) & ~low7;
  return ((w >> 7) * UINT64_C (0x0102040810204080)) >> 56;
}

/* The cells of @puzzle holding a given: cells 0-63 in filled[0], 64-80 in
 * filled[1]. Found eight at a time: a test per cell mispredicts at each of
 * a jigsaw puzzle's twenty-odd givens, scattered at random, and cost more
 * than the rest of the set-up. */
static inline void
filled_cells (const SkGrid *puzzle,
              uint64_t      filled[2])
{
  filled[0] = 0;
  for (size_t i = 0; i < 8; i++)
    filled[0] |= filled_of_eight (puzzle->cell + 8 * i) << (8 * i);
  filled[1] = filled_of_eight (puzzle->cell + 64) | filled_of_eight (puzzle->cell + 72) << 8
              | (uint64_t) (puzzle->cell[80] != 0) << 16;
}

void
sk_search_propagate_regions (SkSearch     *s,
                             const SkGrid *puzzle)
{
  const SkRegionTables *tables = sk_region_tables_for_layout (s->layout);
  const SkVec full = sk_vec_splat (SK_BAND_MASK);
  SkVec givens[SK_SIZE] = { { 0 } };
  SkVec seen[SK_SIZE] = { { 0 } };
  SkVec givens_by_region[SK_SIZE] = { { 0 } };
  SkVec seen_by_region[SK_SIZE] = { { 0 } };
  SkVec all = { 0, 0, 0, 0 };
  SkVec all_by_region = { 0, 0, 0, 0 };
  uint64_t filled[2];
  State st;

  /* The givens are known not to clash: each digit's board is every cell
   * that is neither a given nor a peer of one of its own givens, plus those
   * givens. */
  filled_cells (puzzle, filled);
  for (int h = 0; h < 2; h++)
    for (uint64_t w = filled[h]; w != 0; w &= w - 1)
      {
        int cell = 64 * h + __builtin_ctzll (w);
        int d = puzzle->cell[cell] - 1;

        givens[d] |= tables->cell[cell];
        seen[d] |= houses_of (tables, cell);
        all |= tables->cell[cell];
        givens_by_region[d] |= tables->region_cell[cell];
        seen_by_region[d] |= houses_by_region_of (tables, cell);
        all_by_region |= tables->region_cell[cell];
      }
  for (int d = 0; d < SK_SIZE; d++)
    {
      st.digit[d] = (full & ~all & ~seen[d]) | givens[d];
      st.by_region[d] = (full & ~all_by_region & ~seen_by_region[d]) | givens_by_region[d];
      st.locked_seen[d] = (SkVec) { 0, 0, 0, 0 };
      st.singles_seen[d] = (SkVec) { 0, 0, 0, 0 };
    }
  st.unsolved = full & ~all;
  st.unsolved_by_region = full & ~all_by_region;

  fill_cell (s, tables, &st, 1);
}
