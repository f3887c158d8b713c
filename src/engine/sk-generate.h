/* sk-generate.h: new puzzles for any layout, at a level, with a symmetry
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A puzzle is made in attempts. Each attempt fills a random solution grid
 * for the layout (a new random jigsaw layout first, when asked), then takes
 * givens away, one symmetry orbit at a time in a random order, keeping each
 * removal that leaves exactly one solution (for Easy, Medium and Hard, and
 * Diabolical on a layout with extra houses, one that the level's own
 * techniques still solve). The result is rated by the logic
 * engine; an attempt whose level, technique or number of givens misses is
 * thrown away and the next one starts. Everything is drawn from one seeded
 * generator, so a seed gives the same puzzle on every machine.
 */

#pragma once

#include <stdatomic.h>

#include "sk-grid.h"
#include "sk-layout.h"
#include "sk-logic.h"

/* Symmetries of the givens. A layout allows only those that map every
 * region onto a region and every extra house onto an extra house
 * (sk_symmetry_fits): Sudoku-X, whose diagonals each of the five maps onto
 * the diagonals, allows them all, as Windoku and the other named sets on the
 * standard boxes do; a jigsaw layout allows those its shapes have. */
typedef enum
{
  SK_SYMMETRY_NONE,
  SK_SYMMETRY_ROTATE_180,  /* r, c -> 8 - r, 8 - c */
  SK_SYMMETRY_ROTATE_90,   /* the quarter turns: four cells to an orbit */
  SK_SYMMETRY_MIRROR,      /* left and right: r, c -> r, 8 - c */
  SK_SYMMETRY_DIAGONAL,    /* about the main diagonal: r, c -> c, r */
} SkSymmetry;

#define SK_N_SYMMETRIES 5

/* Called after each attempt, from the generating thread. */
typedef void (*SkGenerateProgress) (unsigned attempts,
                                    unsigned discarded,
                                    void    *user_data);

typedef struct
{
  SkLevel            level;          /* the level the rating must have */
  bool               any_level;      /* ignore @level (a practice puzzle, say) */
  int                technique;      /* an SkTechnique the path's hardest step must use, or -1 */
  SkSymmetry         symmetry;
  int                givens;         /* exactly this many givens; 0 = minimal */
  uint64_t           seed;
  bool               random_layout;  /* make a new random jigsaw layout for the puzzle,
                                      * with the extra houses of the layout given */
  const atomic_int  *cancel;         /* nullable; checked often, so it stops within milliseconds */
  uint64_t           max_elapsed_ns; /* give up after this long; 0 = never */
  SkGenerateProgress progress;       /* nullable */
  void              *user_data;
} SkGenerateOptions;

typedef enum
{
  SK_GENERATE_OK,
  SK_GENERATE_CANCELLED,
  SK_GENERATE_TIMED_OUT,      /* no attempt met the level, technique or givens in time */
  SK_GENERATE_NO_SYMMETRY,    /* the layout's regions or extra houses do not map onto each other */
  SK_GENERATE_NO_SOLUTION,    /* the layout admits no solution grid at all */
  SK_GENERATE_BAD_OPTIONS,    /* an out-of-range level, technique, symmetry or givens */
} SkGenerateStatus;

typedef struct
{
  SkGenerateStatus status;
  SkGrid           puzzle;
  SkGrid           solution;
  SkLayout         layout;      /* the layout the puzzle is for: the given one or the new random one */
  SkRating         rating;
  unsigned         attempts;    /* attempts made, the successful one included */
  unsigned         discarded;   /* attempts thrown away (wrong level, technique or givens) */
  uint64_t         elapsed_ns;
} SkGenerateResult;

void             sk_generate_options_init (SkGenerateOptions       *options);
/* When options->random_layout is set, only @layout's extra houses are used:
 * they go onto each new random jigsaw layout (jigsaw-X for the diagonals);
 * @layout may then be NULL, for none. */
SkGenerateStatus sk_generate              (const SkLayout          *layout,
                                           const SkGenerateOptions *options,
                                           SkGenerateResult        *result);
const char      *sk_generate_status_to_string (SkGenerateStatus     status);

/* Whether a solution grid fits @layout, as sk_generate checks before it
 * makes puzzles: a search of the empty grid that gives up after a couple of
 * seconds (then no puzzle could be made either, so it does not fit). With
 * @max_calls other than 0, a search that stops sooner, and says
 * SK_LAYOUT_FIT_UNKNOWN when it reached them. */
typedef enum
{
  SK_LAYOUT_FITS,
  SK_LAYOUT_DOES_NOT_FIT,
  SK_LAYOUT_FIT_CANCELLED,
  SK_LAYOUT_FIT_UNKNOWN,
} SkLayoutFit;

SkLayoutFit      sk_generate_layout_fits  (const SkLayout          *layout,
                                           uint64_t                 max_calls,
                                           const atomic_int        *cancel);

/* The cell @symmetry maps @cell to (itself for SK_SYMMETRY_NONE). For the
 * quarter turn, one turn clockwise. */
int              sk_symmetry_map          (SkSymmetry               symmetry,
                                           int                      cell);
bool             sk_symmetry_fits         (SkSymmetry               symmetry,
                                           const SkLayout          *layout);
/* The extra houses alone: each lands on an extra house. */
bool             sk_symmetry_fits_extra   (SkSymmetry               symmetry,
                                           const SkLayout          *layout);
/* The same for a region number 0-8 per cell. */
bool             sk_symmetry_fits_regions (SkSymmetry               symmetry,
                                           const uint8_t            region[SK_CELLS]);
/* How many times the map must be applied to come back: 1, 2 or 4. */
int              sk_symmetry_order        (SkSymmetry               symmetry);
/* True when the givens of @grid are kept by @symmetry. */
bool             sk_symmetry_holds        (SkSymmetry               symmetry,
                                           const SkGrid            *grid);
const char      *sk_symmetry_to_id        (SkSymmetry               symmetry);
bool             sk_symmetry_from_id      (const char              *id,
                                           SkSymmetry              *symmetry);

/* A new jigsaw layout: nine connected regions of nine cells, drawn from
 * @seed, kept by @symmetry (use SK_SYMMETRY_NONE for any). It may admit no
 * solution grid; sk_generate draws another one then. */
void             sk_layout_init_random    (SkLayout                *layout,
                                           uint64_t                 seed,
                                           SkSymmetry               symmetry);
