/* sk-propagate.c: the FillCell search on band boards, singles and most-constrained choice
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* ------------------------------------------------------------------------
 * How the search works
 *
 * The classic FillCell solver takes the next empty cell, collects the digits
 * its row, column and region leave open, tries each in turn, recurses, and
 * undoes the digit when the recursion fails. This file keeps that shape and
 * makes each step cheap and each tree small:
 *
 *  - Band boards. The state is, for every digit, the board of cells where the
 *    digit is placed or may still go, plus the board of unsolved cells, each
 *    a 16-byte vector of three 27-bit bands (sk-bands.h). Placing d at a cell
 *    removes the cell from the eight other digit boards and the cell's peers
 *    (from the layout's tables, extra houses included) from d's board: ten
 *    vector operations.
 *
 *  - Naked singles. Counting the digit boards bit-sliced ("seen once",
 *    "seen twice") gives every unsolved cell with exactly one candidate, and
 *    every cell with none (a dead end), in 18 vector operations.
 *
 *  - Hidden singles. A digit that fits in only one cell of a row, column or
 *    box goes there; a digit that fits nowhere in one is a dead end. In band
 *    form all 27 units of a digit are looked at together with shifts and
 *    masks (band_singles), with no loop over units; an extra house is one
 *    AND and a count, two diagonals side by side in one vector. Only digits
 *    whose board lost a cell since the last look are looked at, and the
 *    singles found are placed in one loop over the cells.
 *
 *  - Branches. The processor guesses wrong about a data-dependent branch
 *    about as often as right, at the cost of a few dozen instructions, so
 *    the loops over the cells of a board run over two 64-bit words and read
 *    each cell's digit bit by bit from four boards instead of testing digit
 *    by digit and band by band (callgrind --branch-sim counts them).
 *
 *  - Locked candidates. When a digit's places in a box all lie in one line,
 *    the digit leaves the rest of the line, and the other way round
 *    (band_locked, again for every box and line of the digit at once). A
 *    diagonal and its three boxes (one a band) are checked the same way,
 *    lane by lane; any other extra house and unit sharing two cells or more
 *    are checked both ways, pair by pair.
 *    A digit whose board has not changed since the last look is skipped.
 *
 *  - Most-constrained cell. When nothing more follows, FillCell branches on an
 *    unsolved cell with the fewest candidates (nearly always two). On a layout
 *    with diagonals it first looks for a digit with two places in a diagonal
 *    and branches on those: Sudoku-X puzzles have fewer givens, and their
 *    trees shrink by a fifth this way.
 *
 *  - Undo. Each FillCell level tries its digit on a copy of the state (under
 *    five hundred bytes); on failure the copy is dropped, which undoes
 *    everything the digit implied, and the digit is ruled out in the level's
 *    own state. The remaining candidates are then handled by the same loop:
 *    if one is left, it is a naked single.
 *
 * The bands' fixed fields hold for the standard boxes only: a layout with
 * other regions (jigsaw) goes to the same search with region boards beside
 * the bands (sk-propagate-regions.c), where the regions' reasoning lives.
 *
 * Solutions are counted up to the caller's limit: 1 stops at the first, 2
 * proves uniqueness by searching the rest of the tree. The cancel flag is read
 * at every call (sk-search.h), and a call costs microseconds, so a raised flag
 * stops the search well within a millisecond.
 * ------------------------------------------------------------------------ */

#include "sk-propagate.h"

#include "sk-bands.h"

/* Bits 0, 3, 6 ... 24 of a band: the first cell of each minirow (the three
 * cells a row shares with a box). */
#define MINIROW_STARTS (SK_BOX_ONES * SK_ROW_ONES)

/* Below this many unsolved cells, propagation stops at singles. With
 * diagonals, whose places the search branches on, locked candidates pay
 * less: from 54 the Sudoku-X trees grow by a tenth, but the instructions and
 * mispredicted branches of two generated sets fall by 5%. */
#define LOCKED_MIN_UNSOLVED 45
#define LOCKED_MIN_UNSOLVED_DIAGONALS 54

/* The extra houses of a layout, as far as the propagation's loops care. */
typedef enum
{
  EXTRA_NONE,
  EXTRA_DIAGONALS,  /* two transversal houses, each in one box a band, and no other */
  EXTRA_ANY,
} Extra;

typedef struct
{
  SkVec digit[SK_SIZE];   /* digit d + 1 is placed or may still go in these cells */
  SkVec unsolved;         /* cells with no digit placed yet */
  /* Each digit's board as locked candidates last looked at it: they depend
   * on the digit's board alone, so an unchanged board has nothing new. (The
   * same for hidden singles saved nothing: they are cheaper than the look.) */
  SkVec locked_seen[SK_SIZE];
  /* The digits (bit d for digit index d) whose board has lost a cell since
   * hidden singles last looked at it: only these can have a new hidden
   * single or a unit newly without room, since both depend on the digit's
   * board alone. */
  unsigned dirty;
} State;

/* A board as two 64-bit words, bands 0 and 1 in the first (band 1 from bit
 * 32), band 2 in the second: a loop over the cells of a board then runs over
 * two words with no choice of band per cell, a branch the processor guesses
 * wrong about as often as right. */
static inline void
vec_halves (SkVec    v,
            uint64_t half[2])
{
  SkVec64 h = (SkVec64) v;

  half[0] = h[0];
  half[1] = h[1];
}

/* The cell of bit @bit of half @index of vec_halves. */
static inline int
half_cell (int index,
           int bit)
{
  return index == 0 ? (bit < 32 ? bit : bit - (32 - SK_BAND_BITS)) : 2 * SK_BAND_BITS + bit;
}

/* The three lanes of @v ORed into one word. A transversal house (one cell
 * in each row and column) keeps its cells apart this way: two of its cells
 * in different bands share neither a row nor a column, so not the bit of a
 * lane either. Its places for a digit are then a scalar word, counted with
 * two ANDs instead of lane by lane. */
static inline uint32_t
fold_lanes (SkVec v)
{
  SkVec64 h = (SkVec64) v;
  uint64_t x = h[0] | h[1];

  return (uint32_t) x | (uint32_t) (x >> 32);
}

/* The boards of the digits with each bit of their index (0-8) set, as
 * vec_halves: at a cell on one board only, its digit then comes bit by bit
 * (digit_at), with no loop over the digits. */
static inline void
digit_index_bits (const SkVec board[SK_SIZE],
                  uint64_t    index[4][2])
{
  vec_halves (board[1] | board[3] | board[5] | board[7], index[0]);
  vec_halves (board[2] | board[3] | board[6] | board[7], index[1]);
  vec_halves (board[4] | board[5] | board[6] | board[7], index[2]);
  vec_halves (board[8], index[3]);
}

static inline int
digit_at (uint64_t index[4][2],
          int      h,
          int      bit)
{
  return (int) (((index[0][h] >> bit) & 1) | (((index[1][h] >> bit) & 1) << 1)
                | (((index[2][h] >> bit) & 1) << 2) | (((index[3][h] >> bit) & 1) << 3));
}

/* Places digit index d (0-8) at a cell that has it as a candidate. */
static inline void
place (State         *st,
       const SkBands *bands,
       int            d,
       int            cell)
{
  SkVec keep = ~bands->cell[cell];

  for (int e = 0; e < SK_SIZE; e++)
    st->digit[e] &= keep;
  st->digit[d] = (st->digit[d] & ~bands->peer[cell]) | bands->cell[cell];
  st->unsolved &= keep;
}

/* Places every naked single; false on a cell left without candidates. */
static inline bool
place_naked_singles (State         *st,
                     const SkBands *bands,
                     bool          *placed)
{
  SkVec once = st->digit[0];
  SkVec twice = { 0, 0, 0, 0 };
  SkVec singles;
  uint64_t half[2], index[4][2];

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
   * its peers from its own digit's board. Its digit comes bit by bit from
   * boards of the digits with each bit of their index set, with no loop over
   * the digits. A single whose digit an earlier one of this batch took (a
   * peer holding the same single) has none left, and the puzzle fails here. */
  st->unsolved &= ~singles;
  vec_halves (singles, half);
  digit_index_bits (st->digit, index);
  for (int h = 0; h < 2; h++)
    for (uint64_t w = half[h]; w != 0; w &= w - 1)
      {
        int bit = __builtin_ctzll (w);
        int cell = half_cell (h, bit);
        int d = digit_at (index, h, bit);

        if (!sk_vec_has (st->digit[d], cell))
          return false;
        st->digit[d] &= ~bands->peer[cell];
        st->dirty |= 1u << d;
      }

  return true;
}

/* In each 9-bit field (per 3-bit group with the box constants) of @x, the
 * field's top bit when the field is not zero: adding the low bits to all
 * ones carries into the top bit, and no further. */
static inline SkVec
fields_nonzero (SkVec    x,
                uint32_t low,
                uint32_t top)
{
  return (((x & low) + low) | x) & top;
}

/* Hidden singles of one digit in every row, column and standard box: the
 * cells where the digit has no other place in one of them, solved cells
 * included. A unit with no place left for the digit sets bits in @dead. */
static inline SkVec
band_singles (SkVec  w,
              SkVec *dead)
{
  SkVec multi, singles;
  SkVec o, t, x, y;

  /* Rows: a field left non-zero once its lowest bit is cleared has two
   * places or more. The subtraction borrows across fields only where a row
   * is empty, and then @dead is set anyway. */
  *dead |= fields_nonzero (w, SK_ROW_LOW8, SK_ROW_TOP) ^ sk_vec_splat (SK_ROW_TOP);
  multi = fields_nonzero (w & (w - sk_vec_splat (SK_ROW_ONES)), SK_ROW_LOW8, SK_ROW_TOP);
  multi |= multi - (multi >> 8);
  singles = w & ~multi;

  /* Each band folded to nine columns: o has a place there, t two or more;
   * x is the column's only place. */
  sk_vec_fold_columns (w, &o, &t);
  x = sk_vec_column_singles (o, t, dead);

  /* A box has one place when one of its three columns has places in the
   * band, and that column only one. */
  *dead |= fields_nonzero (o, SK_BOX_LOW2, SK_BOX_TOP) ^ sk_vec_splat (SK_BOX_TOP);
  y = (o & (o - sk_vec_splat (SK_BOX_ONES))) | t;
  y = fields_nonzero (y, SK_BOX_LOW2, SK_BOX_TOP);
  y |= y - (y >> 2);
  x |= o & ~y;

  return singles | (w & sk_vec_column_cells (x));
}

/* Hidden singles of one digit in two transversal houses (or one house
 * twice) into @singles, a house with no place for it into @dead. Each
 * house's places fold into one word (fold_lanes), both side by side in one
 * vector: two words' tests in the same few instructions, with neither a
 * branch nor a lane moved out of the vector. */
static inline void
transversal_singles (SkVec  w,
                     SkVec  house_a,
                     SkVec  house_b,
                     SkVec *singles,
                     SkVec *dead)
{
  SkVec a = w & house_a;
  SkVec b = w & house_b;
  SkVec f = SK_VEC_SHUFFLE2 (a, b, 0, 1, 4, 5) | SK_VEC_SHUFFLE2 (a, b, 2, 3, 6, 7);
  SkVec single;

  /* Lanes 0 and 1 hold house a's folded places, 2 and 3 house b's. */
  f |= SK_VEC_SHUFFLE2 (f, f, 1, 0, 3, 2);
  *dead |= (SkVec) (f == 0);
  single = (SkVec) ((f & (f - 1)) == 0);
  *singles |= (a & SK_VEC_SHUFFLE2 (single, single, 0, 0, 0, 0))
              | (b & SK_VEC_SHUFFLE2 (single, single, 2, 2, 2, 2));
}

/* Places every hidden single; false when a unit has no room for a digit.
 * Only the digits whose board lost a cell since the last look are looked at
 * (State.dirty): on the others nothing has changed. Their singles are found
 * on the same state and placed after: a cell that is the single of two
 * digits, or two singles of one digit that see each other, mean the puzzle
 * fails here. A digit with no open place left is looked at too, when it has
 * changed: where it has fewer than nine cells, some unit lacks it, and the
 * dead end shows now instead of further down the tree. Inlined by force
 * into each copy of propagate_houses, where @extra is a constant. */
static inline __attribute__ ((always_inline)) bool
place_hidden_singles (State         *st,
                      const SkBands *bands,
                      Extra          extra,
                      bool          *placed)
{
  SkVec dead = { 0, 0, 0, 0 };
  SkVec once = { 0, 0, 0, 0 };
  SkVec twice = { 0, 0, 0, 0 };
  SkVec found[SK_SIZE];
  uint64_t half[2], index[4][2];
  unsigned dirty = st->dirty;
  SkVec diagonal_a = bands->transversal_pair[0][0];
  SkVec diagonal_b = bands->transversal_pair[0][1];

  /* Zeroed by nine vector stores, which the empty asm keeps apart: GCC
   * merges an initializer or a loop into rep stos, whose start-up costs
   * more (1-3% of the standard and X twin sets). */
  for (int e = 0; e < SK_SIZE; e++)
    {
      found[e] = once;
      __asm__ ("" : "+m" (found[e]));
    }
  st->dirty = 0;
  for (; dirty != 0; dirty &= dirty - 1)
    {
      int d = __builtin_ctz (dirty);
      SkVec w = st->digit[d];
      SkVec singles = band_singles (w, &dead);

      if (extra == EXTRA_DIAGONALS)
        transversal_singles (w, diagonal_a, diagonal_b, &singles, &dead);
      else if (extra == EXTRA_ANY)
        {
          for (int i = 0; i < bands->n_transversal_pairs; i++)
            transversal_singles (w, bands->transversal_pair[i][0], bands->transversal_pair[i][1],
                                 &singles, &dead);
          for (unsigned houses = bands->other_extra; houses != 0; houses &= houses - 1)
            {
              SkVec where = w & bands->unit[SK_UNITS + __builtin_ctz (houses)];

              if (!sk_vec_any (where))
                return false;
              singles |= where & sk_vec_splat (-(uint32_t) sk_vec_is_single (where));
            }
        }
      singles &= st->unsolved;
      found[d] = singles;
      twice |= once & singles;
      once |= singles;
    }
  if (sk_vec_any (dead | twice))
    return false;
  *placed = sk_vec_any (once);
  if (!*placed)
    return true;

  /* Every digit that has one of these cells loses it (or, for the digit
   * placed there, the cell's peers). */
  for (int e = 0; e < SK_SIZE; e++)
    st->dirty |= (unsigned) sk_vec_any (st->digit[e] & once) << e;

  vec_halves (once, half);
  digit_index_bits (found, index);
  for (int h = 0; h < 2; h++)
    for (uint64_t w = half[h]; w != 0; w &= w - 1)
      {
        int bit = __builtin_ctzll (w);
        int cell = half_cell (h, bit);
        int d = digit_at (index, h, bit);

        if (!sk_vec_has (st->digit[d], cell))
          return false;
        place (st, bands, d, cell);
      }

  return true;
}

/* Bits 0, 3 and 6 (one per box of a row) moved to the two other boxes. */
static inline SkVec
other_boxes (SkVec c)
{
  return (((c << 3) | (c >> 6)) | ((c << 6) | (c >> 3))) & SK_BOX_ONES;
}

/* Locked candidates between the rows, columns and standard boxes of one
 * digit, all at once: the board with what they rule out removed. A box whose
 * places lie in one row or column takes the digit from the rest of that line
 * (pointing); a line whose places lie in one box takes it from the rest of
 * the box (claiming). In a state with no solution some of this removes
 * places that are not the digit's, which only makes the failure show. */
static inline SkVec
band_locked (SkVec w)
{
  SkVec x, a0, a1, a2, one, c0, c1, c2, e;
  SkVec o, pointing, claiming, groups;

  /* Rows: which minirows hold a place, as bits 0, 3, 6 per row. */
  x = (w | (w >> 1) | (w >> 2)) & MINIROW_STARTS;
  a0 = x & SK_BOX_ONES;
  a1 = (x >> 9) & SK_BOX_ONES;
  a2 = (x >> 18) & SK_BOX_ONES;
  one = (a0 | a1 | a2) & ~((a0 & a1) | ((a0 | a1) & a2));
  c0 = a0 & (SkVec) ((a0 & (a0 - 1)) == 0);
  c1 = a1 & (SkVec) ((a1 & (a1 - 1)) == 0);
  c2 = a2 & (SkVec) ((a2 & (a2 - 1)) == 0);
  e = (other_boxes (a0 & one) | c1 | c2)
      | ((other_boxes (a1 & one) | c0 | c2) << 9)
      | ((other_boxes (a2 & one) | c0 | c1) << 18);
  e |= (e << 1) | (e << 2);

  /* Columns: o has the columns with a place in each band. */
  o = (w | (w >> 9) | (w >> 18)) & SK_ROW_MASK;
  x = fields_nonzero (o & (o - sk_vec_splat (SK_BOX_ONES)), SK_BOX_LOW2, SK_BOX_TOP);
  x |= x - (x >> 2);
  pointing = o & ~x & SK_ROW_MASK;
  pointing = sk_vec_rotate1 (pointing) | sk_vec_rotate2 (pointing);
  claiming = o & ~(sk_vec_rotate1 (o) | sk_vec_rotate2 (o));
  groups = (claiming | (claiming >> 1) | (claiming >> 2)) & SK_BOX_ONES;
  groups |= (groups << 1) | (groups << 2);
  x = pointing | (groups & ~claiming);
  e |= x | (x << 9) | (x << 18);

  return w & ~e;
}

/* Locked candidates between one digit's places in a transversal house and
 * the three boxes holding its cells (SkBands.aligned_*), lane by lane for
 * the three at once, without a branch: a box whose places lie on the house
 * takes the digit from the rest of the house, and a house whose places lie
 * in one box takes it from the rest of the box. A box with no place at all
 * takes it from the rest of the house too, in a state that fails anyway. */
static inline SkVec
aligned_locked (SkVec w,
                SkVec house,
                SkVec columns,
                SkVec box_rest)
{
  SkVec on = (SkVec) ((w & house) != 0);
  SkVec off = w & ~house;
  SkVec pointing, claiming;

  off = (off | (off >> 9) | (off >> 18)) & columns;
  pointing = (SkVec) (off == 0);
  claiming = on & ~(sk_vec_rotate1 (on) | sk_vec_rotate2 (on));
  return w & ~((house & (sk_vec_rotate1 (pointing) | sk_vec_rotate2 (pointing)))
               | (box_rest & claiming));
}

/* Locked candidates: when a digit's places in one unit all lie in a second
 * unit, the digit must go in the overlap, so it leaves the rest of the
 * second unit. Lines and standard boxes go through the band code, a diagonal
 * and its boxes through aligned_locked; any other pair of units sharing two
 * cells or more (extra houses) is checked here both ways. Inlined by force,
 * as place_hidden_singles is. */
static inline __attribute__ ((always_inline)) bool
eliminate_locked_candidates (State         *st,
                             const SkBands *bands,
                             Extra          extra)
{
  bool eliminated = false;

  for (int d = 0; d < SK_SIZE; d++)
    {
      SkVec w = st->digit[d];

      if (!sk_vec_any (w ^ st->locked_seen[d]))
        continue;
      st->locked_seen[d] = w;
      w = band_locked (w);
      if (extra == EXTRA_DIAGONALS)
        {
          w = aligned_locked (w, bands->aligned_house[0], bands->aligned_columns[0],
                              bands->aligned_box_rest[0]);
          w = aligned_locked (w, bands->aligned_house[1], bands->aligned_columns[1],
                              bands->aligned_box_rest[1]);
        }
      else if (extra == EXTRA_ANY)
        for (int i = 0; i < bands->n_aligned; i++)
          w = aligned_locked (w, bands->aligned_house[i], bands->aligned_columns[i],
                              bands->aligned_box_rest[i]);
      for (int i = 0; i < (extra == EXTRA_ANY ? bands->n_pairs : 0); i++)
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
          st->digit[d] = w;
          st->dirty |= 1u << d;
          eliminated = true;
        }
    }

  return eliminated;
}

/* Called with a constant @extra (propagate), each kind of layout gets a copy
 * of its own: the standard one without the extra houses' tests in its
 * loops, Sudoku-X without loops over its houses and pairs (3% of its
 * instructions, a seventh of its branches). */
static inline __attribute__ ((always_inline)) bool
propagate_houses (State         *st,
                  const SkBands *bands,
                  Extra          extra)
{
  for (;;)
    {
      bool placed;

      if (!place_naked_singles (st, bands, &placed))
        return false;
      if (placed)
        continue;
      if (!place_hidden_singles (st, bands, extra, &placed))
        return false;
      if (placed)
        continue;
      /* Locked candidates pay while the board is open: they halve the tree
       * of the hardest sets. With fewer than LOCKED_MIN_UNSOLVED cells left
       * the singles and the next guess settle a branch sooner than the look
       * costs (a fifth of the time of the serg set, whose trees it does not
       * shrink). 45 rather than 40 since hidden singles look only at changed
       * digits: 6% off serg, the same on the hardest sets, whose trees grow
       * a little. */
      if (sk_vec_count (st->unsolved) < (bands->transversal != 0 ? LOCKED_MIN_UNSOLVED_DIAGONALS
                                                                  : LOCKED_MIN_UNSOLVED)
          || !eliminate_locked_candidates (st, bands, extra))
        return true;
    }
}

static bool
propagate (State         *st,
           const SkBands *bands)
{
  if (bands->n_extra == 0)
    return propagate_houses (st, bands, EXTRA_NONE);
  if (bands->n_extra == 2 && bands->n_aligned == 2 && bands->n_pairs == 0)
    return propagate_houses (st, bands, EXTRA_DIAGONALS);
  return propagate_houses (st, bands, EXTRA_ANY);
}

/* On a layout with diagonals (extra houses with one cell in each row and
 * column), a digit with two open places in one of them: the later place,
 * with the digit in @digit; -1 when there is none.
 * Branching there beats the best cell with two candidates on Sudoku-X: the
 * generated set's tree loses a fifth, against growth when rows, columns or
 * boxes are scanned too, or when the pair is scored (by peers, candidates or
 * places) instead of taking the first. On Windoku's windows the tree grows
 * by half, hence diagonals only. */
static int
choose_diagonal_place (const State   *st,
                       const SkBands *bands,
                       int           *digit)
{
  for (unsigned houses = bands->transversal; houses != 0; houses &= houses - 1)
    {
      SkVec house = bands->unit[SK_UNITS + __builtin_ctz (houses)] & st->unsolved;
      unsigned pairs = 0;

      /* Every digit looked at, into a set: a loop left at the first digit
       * with two places is a branch the processor guesses wrong about. */
      for (int d = 0; d < SK_SIZE; d++)
        {
          uint32_t f = fold_lanes (st->digit[d] & house);
          uint32_t rest = f & (f - 1);

          pairs |= (unsigned) ((rest != 0) & ((rest & (rest - 1)) == 0)) << d;
        }
      if (pairs != 0)
        {
          int d = __builtin_ctz (pairs);
          SkVec where = st->digit[d] & house;

          *digit = d;
          /* The later of the two cells first: on three generated sets of
           * 400 puzzles, 1.5% to 4% fewer calls for the first solution than
           * the one seeing fewer unsolved cells (and no counting), 4% to 9%
           * fewer than the earlier cell. Uniqueness searches the whole tree,
           * the same in either order. */
          sk_vec_pop (&where);
          return sk_vec_first (where);
        }
    }

  return -1;
}

/* An unsolved cell with the fewest candidates. */
static int
choose_cell (const State   *st,
             const SkBands *bands)
{
  SkVec pairs = sk_vec_two_candidates (st->digit, st->unsolved);

  /* After propagation no unsolved cell has fewer than two candidates. Among
   * the cells with two, the one seeing the most unsolved peers is taken: each
   * branch then prunes the most, which cuts the tree of the hardest puzzles by
   * about a third. */
  if (sk_vec_any (pairs))
    {
      int best = -1;
      int best_peers = -1;
      uint64_t half[2];

      vec_halves (pairs, half);
      for (int h = 0; h < 2; h++)
        for (uint64_t w = half[h]; w != 0; w &= w - 1)
          {
            int cell = half_cell (h, __builtin_ctzll (w));
            int peers = sk_vec_count (bands->peer[cell] & st->unsolved);

            /* Without a branch: which pair wins is as good as random. */
            best = peers > best_peers ? cell : best;
            best_peers = peers > best_peers ? peers : best_peers;
          }
      return best;
    }

  return sk_vec_fewest_candidates (st->digit, st->unsolved);
}

static void
fill_cell (SkSearch      *s,
           const SkBands *bands,
           State         *st,
           uint32_t       depth)
{
  SkStats *stats = &s->result->stats;

  if (!sk_search_enter (s, depth))
    return;

  for (;;)
    {
      State child;
      int cell;
      unsigned digits;
      int d;

      if (!propagate (st, bands))
        return;

      if (!sk_vec_any (st->unsolved))
        {
          sk_propagate_record_solution (s, st->digit);
          return;
        }

      d = -1;
      cell = bands->transversal != 0 ? choose_diagonal_place (st, bands, &d) : -1;
      if (cell < 0)
        cell = choose_cell (st, bands);
      digits = sk_vec_digits_at (st->digit, cell);
      if (d < 0)
        d = __builtin_ctz (digits);

      child = *st;
      place (&child, bands, d, cell);
      child.dirty = st->dirty | digits;
      stats->guesses++;
      fill_cell (s, bands, &child, depth + 1);
      if (s->stop)
        return;

      /* Undo: the child's state is dropped; here the digit is ruled out. */
      st->digit[d] &= ~bands->cell[cell];
      st->dirty |= 1u << d;
    }
}

void
sk_propagate_record_solution (SkSearch    *s,
                              const SkVec  digit[SK_SIZE])
{
  if (sk_search_is_first_solution (s))
    {
      /* Written to a local grid first: stores through the result's pointer
       * would make the compiler reload the board after each one. */
      SkGrid solution = { { 0 } };

      for (int d = 0; d < SK_SIZE; d++)
        for (int band = 0; band < 3; band++)
          for (uint32_t w = digit[d][band]; w != 0; w &= w - 1)
            solution.cell[band * SK_BAND_BITS + __builtin_ctz (w)] = (uint8_t) (d + 1);
      s->result->solution = solution;
    }

  sk_search_count_solution (s);
}

void
sk_search_propagate (SkSearch     *s,
                     const SkGrid *puzzle)
{
  const SkBands *bands = sk_bands_for_layout (s->layout);
  const SkVec full = sk_vec_splat (SK_BAND_MASK);
  SkVec givens[SK_SIZE] = { { 0 } };
  SkVec seen[SK_SIZE] = { { 0 } };
  SkVec all = { 0, 0, 0, 0 };
  State st;

  if (bands == NULL)
    {
      sk_search_propagate_regions (s, puzzle);
      return;
    }

  /* The givens are known not to clash: each digit's board is every cell
   * that is neither a given nor a peer of one of its own givens, plus those
   * givens. */
  for (int cell = 0; cell < SK_CELLS; cell++)
    if (puzzle->cell[cell] != 0)
      {
        int d = puzzle->cell[cell] - 1;

        givens[d] |= bands->cell[cell];
        seen[d] |= bands->peer[cell];
        all |= bands->cell[cell];
      }
  for (int d = 0; d < SK_SIZE; d++)
    {
      st.digit[d] = (full & ~all & ~seen[d]) | givens[d];
      st.locked_seen[d] = (SkVec) { 0, 0, 0, 0 };
    }
  st.unsolved = full & ~all;
  st.dirty = (1u << SK_SIZE) - 1;

  fill_cell (s, bands, &st, 1);
}
