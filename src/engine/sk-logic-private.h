/* sk-logic-private.h: what the technique finders share, inside the engine only
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each finder looks at one SkLogicContext and, when its technique applies,
 * fills an SkStep (sk_step_init first) and returns true. A finder that can
 * find several instances returns the easiest (lowest rating, then shortest,
 * then first in cell order), so the same grid always gives the same step.
 * A finder never changes the grid and keeps no state between calls. The
 * step finder keeps the lowest-rated step of all finders (sk-logic.c).
 */

#pragma once

#include "sk-bits.h"
#include "sk-logic.h"

typedef struct
{
  const SkLayout        *layout;
  const SkCandidateGrid *cg;
  const SkLogicOptions  *options;
  SkBoard                where[SK_SIZE];  /* where[d - 1]: empty cells with candidate d */
  SkBoard                empty;           /* the empty cells */
  int                    ceiling;         /* a step must rate below this to be taken (the step
                                           * finder's best so far); INT_MAX when none is known.
                                           * A finder may prune by it, never must */
} SkLogicContext;

typedef bool (*SkFinder) (const SkLogicContext *ctx,
                          SkStep               *step);

void sk_logic_context_init (SkLogicContext        *ctx,
                            const SkCandidateGrid *cg,
                            const SkLayout        *layout,
                            const SkLogicOptions  *options);

/* True once the caller's cancel flag is raised: long finders poll it. */
static inline bool
sk_logic_cancelled (const SkLogicContext *ctx)
{
  return ctx->options != NULL && ctx->options->cancel != NULL
         && atomic_load_explicit (ctx->options->cancel, memory_order_relaxed) != 0;
}

/* ---- building a step ---- */

/* Adds a mark (ignored, with step->truncated set, when the array is full). */
void sk_step_mark        (SkStep  *step,
                          int      cell,
                          SkRole   role,
                          SkMask   digits);
/* Adds a node and returns its index, or -1 (truncated) when the array is full. */
int  sk_step_node        (SkStep  *step,
                          SkBoard  cells,
                          int      digit);
void sk_step_link        (SkStep  *step,
                          int      from,
                          int      to,
                          bool     strong);
/* Removes @digits from every cell of @cells where the grid still has them;
 * returns true when that removes anything. */
bool sk_step_remove_from (SkStep               *step,
                          const SkLogicContext *ctx,
                          SkBoard               cells,
                          SkMask                digits);
bool sk_step_has_action  (const SkStep         *step);

/* ---- the layout seen as sets of cells ---- */

/* The cells that see every cell of @cells (share a unit with each), @cells
 * themselves excluded. */
SkBoard sk_logic_common_peers (const SkLayout *layout,
                               SkBoard         cells);
/* Whether two different cells share a unit. */
static inline bool
sk_logic_sees (const SkLayout *layout,
               int             a,
               int             b)
{
  return sk_board_has (layout->peer_board[a], b);
}

/* The chain rating of Sudoku Explainer: the base plus a tenth for each time
 * the length passes 4, 6, 8, 12, 16, 24, 32, 48, ... nodes. */
int sk_logic_length_rating (int base,
                            int length);

/* ---- the finders, one family per file ---- */

/* sk-logic-basic.c */
bool sk_find_full_house          (const SkLogicContext *ctx, SkStep *step);
bool sk_find_hidden_single_region (const SkLogicContext *ctx, SkStep *step);
bool sk_find_hidden_single_line  (const SkLogicContext *ctx, SkStep *step);
bool sk_find_naked_single        (const SkLogicContext *ctx, SkStep *step);
bool sk_find_pointing            (const SkLogicContext *ctx, SkStep *step);
bool sk_find_claiming            (const SkLogicContext *ctx, SkStep *step);
/* Sudoku Explainer's "direct" forms: the eliminations leave a digit one place
 * in a unit, and the step places it there. */
bool sk_find_direct_pointing     (const SkLogicContext *ctx, SkStep *step);
bool sk_find_direct_claiming     (const SkLogicContext *ctx, SkStep *step);
/* If the step's eliminations leave one of the removed digits a single place
 * in one of @units (bit u: unit u), adds that placement to the step and
 * returns true. The units are Sudoku Explainer's: a hidden subset's own
 * unit; for pointing the other regions along the line, for claiming the
 * parallel lines through the region. Any unit at all made the direct forms
 * fire where Sudoku Explainer rates the plain ones (level agreement on its
 * "hard" set fell from 89% to 53%, sudoku-bench-rate). */
bool sk_step_add_direct_single   (const SkLogicContext *ctx, uint32_t units, SkStep *step);
/* sk-logic-subsets.c: size 2, 3 or 4 */
bool sk_find_naked_subset        (const SkLogicContext *ctx, int size, SkStep *step);
bool sk_find_hidden_subset       (const SkLogicContext *ctx, int size, SkStep *step);
bool sk_find_direct_hidden_subset (const SkLogicContext *ctx, int size, SkStep *step);
/* sk-logic-fish.c: size 2 (X-Wing), 3 (Swordfish), 4 (Jellyfish) */
bool sk_find_basic_fish          (const SkLogicContext *ctx, int size, SkStep *step);
bool sk_find_finned_fish         (const SkLogicContext *ctx, int size, SkStep *step);
/* sk-logic-wings.c */
bool sk_find_xy_wing             (const SkLogicContext *ctx, SkStep *step);
bool sk_find_xyz_wing            (const SkLogicContext *ctx, SkStep *step);
bool sk_find_w_wing              (const SkLogicContext *ctx, SkStep *step);
bool sk_find_skyscraper          (const SkLogicContext *ctx, SkStep *step);
bool sk_find_two_string_kite     (const SkLogicContext *ctx, SkStep *step);
bool sk_find_simple_colouring    (const SkLogicContext *ctx, SkStep *step);
/* sk-logic-strong-links.c: 3 or 4 strong links on one digit, open or closed;
 * plain, or with at least one grouped link (rated three tenths higher);
 * "any" tries plain, then grouped */
bool sk_find_strong_links        (const SkLogicContext *ctx, int n_links, SkStep *step);
bool sk_find_grouped_strong_links (const SkLogicContext *ctx, int n_links, SkStep *step);
bool sk_find_any_strong_links    (const SkLogicContext *ctx, int n_links, SkStep *step);
/* sk-logic-aligned.c */
bool sk_find_aligned_triplet_exclusion (const SkLogicContext *ctx, SkStep *step);
/* sk-logic-big-wings.c: @n cells (3: WXYZ-Wing to 6: TUVWXYZ-Wing) */
bool sk_find_big_wing            (const SkLogicContext *ctx, int n, SkStep *step);
/* sk-logic-unique.c */
bool sk_find_unique_rectangle    (const SkLogicContext *ctx, int type, SkStep *step);
bool sk_find_bug_plus_one        (const SkLogicContext *ctx, SkStep *step);
bool sk_find_bug_type_2          (const SkLogicContext *ctx, SkStep *step);
/* sk-logic-unique-loop.c */
bool sk_find_unique_loop         (const SkLogicContext *ctx, SkStep *step);
/* sk-logic-leftovers.c */
bool sk_find_law_of_leftovers    (const SkLogicContext *ctx, SkStep *step);
/* sk-logic-chains.c */
bool sk_find_x_cycle             (const SkLogicContext *ctx, SkStep *step);
bool sk_find_turbot_fish         (const SkLogicContext *ctx, SkStep *step);
bool sk_find_grouped_turbot_fish (const SkLogicContext *ctx, SkStep *step);
bool sk_find_xy_chain            (const SkLogicContext *ctx, SkStep *step);
bool sk_find_xy_cycle            (const SkLogicContext *ctx, SkStep *step);
bool sk_find_aic                 (const SkLogicContext *ctx, SkStep *step);
bool sk_find_als_xz              (const SkLogicContext *ctx, SkStep *step);
/* sk-logic-forcing*.c: @technique is one of the forcing chains, from
 * SK_TECH_NISHIO_FORCING_CHAIN to SK_TECH_NESTED_FORCING_CHAIN; it says
 * which kind to look for and how far consequences are followed. */
bool sk_find_forcing_chain       (const SkLogicContext *ctx, SkTechnique technique, SkStep *step);
