/* sk-logic-forcing-private.h: what the forcing-chain files share: facts, records and the engine
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sk-logic-private.h"

#include <limits.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

enum
{
  N_CANDS = SK_CELLS * SK_SIZE,   /* candidate = cell * 9 + digit index */
  N_FACTS = 2 * N_CANDS,          /* "on" facts first, then "off" facts */
  N_SLOTS = SK_SIZE + 1,          /* records loaded for counting at once */
  MAX_PARENTS = 64,               /* a nested chain may rest on many facts */
  SEEN_WORDS = (N_FACTS + 63) / 64,
};

typedef enum
{
  MODE_STATIC,
  MODE_DYNAMIC,
  MODE_PLUS,
  MODE_NISHIO,   /* dynamic, but one digit: no cell's other candidates, no naked singles */
  MODE_NESTED,   /* plus, and what dynamic contradictions on the changed grid eliminate */
} Mode;

/* How a fact was derived; the facts it rests on follow from this and the grid. */
typedef enum
{
  WHY_ROOT,          /* the assumption */
  WHY_ON,            /* arg: the "on" fact that turned it off */
  WHY_NAKED,         /* the other candidates of its cell are off */
  WHY_HIDDEN,        /* arg: the unit whose other places of its digit are off */
  WHY_LOCKED,        /* arg: units a | b << 5: its digit in a is off outside b */
  WHY_NAKED_PAIR,    /* arg: cells c1 | c2 << 7 | pair digits << 14 */
  WHY_HIDDEN_PAIR,   /* arg: unit | pair digits << 5 | c1 << 14 | c2 << 21 */
  WHY_NESTED,        /* arg: the index of its Nested: a contradiction on the changed grid */
} Why;

typedef struct
{
  uint8_t  cell;
  uint8_t  code;   /* digit index, plus ENTRY_OFF for an "off" fact */
  uint8_t  gen;
  uint8_t  why;
  uint32_t arg;
} Entry;

enum { ENTRY_OFF = 16 };

typedef enum
{
  CONTRA_NONE,
  CONTRA_CONFLICT,   /* a candidate both on and off */
  CONTRA_CELL,       /* every candidate of a cell off */
  CONTRA_UNIT,       /* every place of a digit in a unit off */
} Contra;

/* One propagation: the facts it derived, as boards and as entries. */
typedef struct
{
  SkBoard  on[SK_SIZE];
  SkBoard  off[SK_SIZE];
  uint32_t first;        /* its first entry in the engine's array */
  uint16_t n;
  uint8_t  contra;       /* Contra */
  uint8_t  contra_unit;  /* CONTRA_UNIT: the unit left empty */
  uint16_t contra_fact;  /* the fact that made the contradiction */
} Record;

typedef enum
{
  KIND_CONTRADICTION,
  KIND_CELL,
  KIND_DOUBLE,
  KIND_UNIT,
} Kind;

typedef struct
{
  int  cost;     /* complexity; INT_MAX while nothing was found */
  Kind kind;
  int  start;    /* the assumed fact, the cell, the candidate, or unit * 9 + digit */
  int  fact;     /* the conclusion (a contradiction: the assumption) */
  int  bound;    /* the pruning bound its propagation ran with */
} Best;

typedef struct Closures Closures;
typedef struct Nesting Nesting;

/* A fact a nested chain turned off: what the chain on the changed grid
 * counts, and the facts of the outer chain it rests on (the candidates the
 * changed grid lacks that its singles and sets needed). */
typedef struct
{
  int      weight;
  int      n;
  uint16_t parents[MAX_PARENTS];
  uint8_t  contra;       /* Contra: what the inner chain met */
  uint8_t  contra_unit;
  uint16_t contra_fact;
} Nested;

typedef struct
{
  const SkLogicContext *ctx;
  Mode     mode;
  int      bound;          /* entries of generation g with g + 3 >= bound are not followed */
  int      n_cands;

  Entry   *entries;
  size_t   n_entries;
  size_t   cap;

  /* the propagation under way */
  Record  *rec;
  uint16_t *pos;
  SkBoard  cur[SK_SIZE];
  SkMask   mask[SK_CELLS];
  uint16_t count[SK_SIZE][SK_UNITS];   /* places each digit still has in each unit (not
                                        * bytes, whose stores may alias everything) */
  SkBoard  scanned[SK_SIZE];
  SkBoard  touched;                    /* cells that lost a candidate since the last pair scan */
  uint16_t count0[SK_SIZE][SK_UNITS];  /* the same in the grid */

  /* static propagation: the grid's strong links of each candidate */
  uint8_t  n_strong[N_CANDS];
  struct
  {
    uint16_t cand;
    uint8_t  why;
    uint8_t  unit;
  }        strong[N_CANDS][4];

  /* the units sharing two cells or more with each unit (a region and a
   * line): where locked candidates live */
  uint8_t  n_partners[SK_UNITS];
  uint8_t  partner[SK_UNITS][2 * SK_SIZE];

  uint16_t slot_pos[N_SLOTS][N_FACTS];   /* entry of each fact of a loaded record */
  uint16_t stack[N_FACTS];
  int16_t  node_of[N_FACTS];
  uint64_t seen[SEEN_WORDS];
  Closures *closures;   /* static calls: what each assumption reaches */
  Nesting  *nesting;    /* nested calls: the engine for the changed grids */
  Nested   *nested;     /* what WHY_NESTED facts rest on, by arg */
  size_t    n_nested;
  size_t    cap_nested;
  Record   scratch;
  bool     have[N_CANDS];     /* on_rec[cand] is computed */
  Record   on_rec[N_CANDS];
} Engine;


/* ---- facts ---- */

/* Without a popcount instruction in the build, these beat counting. */
static inline bool
board_is_pair (SkBoard b)
{
  if (b.lo != 0)
    b.lo &= b.lo - 1;
  else
    b.hi &= b.hi - 1;
  return sk_board_is_single (b);
}

static inline bool
mask_is_pair (SkMask m)
{
  return m != 0 && sk_mask_is_single (m & (SkMask) (m - 1));
}

static inline int
fact_on (int cell,
         int d)
{
  return cell * SK_SIZE + d;
}

static inline int
fact_off (int cell,
          int d)
{
  return N_CANDS + cell * SK_SIZE + d;
}

static inline bool
fact_is_on (int fact)
{
  return fact < N_CANDS;
}

static inline int
fact_cell (int fact)
{
  return (fact % N_CANDS) / SK_SIZE;
}

static inline int
fact_digit (int fact)
{
  return fact % SK_SIZE;
}

static inline int
entry_fact (const Entry *x)
{
  return (x->code & ENTRY_OFF ? N_CANDS : 0) + x->cell * SK_SIZE + (x->code & 15);
}

static inline bool
entry_is_on (const Entry *x)
{
  return !(x->code & ENTRY_OFF);
}

static inline const Entry *
record_entry (const Engine   *e,
              const Record   *r,
              const uint16_t *pos,
              int             fact)
{
  return &e->entries[r->first + pos[fact]];
}

/* The facts an entry rests on. */

/* What a search looks for. */
enum
{
  WANT_CONTRA_ON = 1 << 0,
  WANT_CONTRA_OFF = 1 << 1,
  WANT_CELL = 1 << 2,
  WANT_DOUBLE = 1 << 3,
  WANT_UNIT = 1 << 4,
};


static inline void
seen_clear (Engine *e)
{
  memset (e->seen, 0, sizeof e->seen);
}

/* ---- sk-logic-forcing-network.c: following an assumption ---- */

void sk_forcing_engine_init      (Engine               *e,
                                  const SkLogicContext *ctx,
                                  Mode                  mode);
/* The facts an entry rests on. */
int  sk_forcing_entry_parents    (const Engine         *e,
                                  const Entry          *x,
                                  uint16_t              out[MAX_PARENTS]);
/* Follows @root to the end, or to a contradiction, into @r and the
 * entries' array (the caller keeps them or drops them); @slot gets its index. */
bool sk_forcing_propagate        (Engine               *e,
                                  Record               *r,
                                  int                   slot,
                                  int                   root);
/* Makes @r's facts findable through slot @slot. */
void sk_forcing_load             (Engine               *e,
                                  const Record         *r,
                                  int                   slot);
/* Turns a candidate off, as a consequence of facts already there (which
 * give its generation); in the propagation under way. */
void sk_forcing_add_off_rested   (Engine               *e,
                                  int                   cell,
                                  int                   d,
                                  Why                   why,
                                  uint32_t              arg);

/* ---- sk-logic-forcing-nested.c: chains inside chains ---- */

/* Gives @e, in MODE_NESTED, an engine for the changed grids whose
 * propagations are of @inner_mode; false when out of memory. */
bool sk_forcing_nesting_new      (Engine               *e,
                                  Mode                  inner_mode);
void sk_forcing_nesting_free     (Engine               *e);
/* When the propagation under way has run dry: turns off each candidate
 * whose "on" propagation on the grid as it has changed meets a
 * contradiction. True when that turned anything off. */
bool sk_forcing_scan_nested      (Engine               *e);
/* Whether a nested search stopped for want of memory or on the cancel flag. */
bool sk_forcing_nesting_failed   (const Engine         *e);

/* ---- sk-logic-forcing-cost.c: what a chain costs ---- */

/* How many facts not yet in e->seen @fact rests on (itself included), adding
 * them there; stops early once more than @limit. */
int  sk_forcing_count_ancestors  (Engine               *e,
                                  const Record         *r,
                                  int                   slot,
                                  int                   fact,
                                  int                   limit);
/* The facts that make the contradiction of @r. */
int  sk_forcing_contradiction_sides (const Engine      *e,
                                     const Record      *r,
                                     uint16_t           sides[SK_SIZE + 1]);
void sk_forcing_consider_contradiction (Engine         *e,
                                        const Record   *r,
                                        int             slot,
                                        int             root,
                                        Best           *best);
/* What every branch of a cell, unit or double chain implies, the cheapest
 * first found. */
void sk_forcing_consider_branches (Engine              *e,
                                   const Record       **recs,
                                   int                  k,
                                   Kind                 kind,
                                   int                  start,
                                   Best                *best);

/* ---- sk-logic-forcing-closures.c: what static assumptions can reach ---- */

Closures *sk_forcing_closures_new      (const Engine   *e);
/* Whether the "on" propagation of @cand meets a contradiction. */
bool      sk_forcing_closure_contradicts (const Closures *cl,
                                          int             cand);
/* Whether the "on" closures of @cands share a fact that is not about the
 * group's own candidates (@own, in every digit or in @digit only), with
 * none of them contradictory: only then can the group conclude anything. */
bool      sk_forcing_closures_share    (const Engine   *e,
                                        Closures       *cl,
                                        const int      *cands,
                                        int             k,
                                        SkBoard         own,
                                        int             digit);
