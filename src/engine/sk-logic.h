/* sk-logic.h: human solving techniques, their steps and ratings, and a puzzle's path
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The solver answers; this explains. From a candidate grid it finds the
 * easiest step a person could take next (a technique, what it places or
 * removes, and the pattern that proves it), and a path is the sequence of
 * such steps to the solution. A puzzle's rating is the hardest step of its
 * path on the Sudoku Explainer scale. Every technique works from the
 * layout's units, so jigsaw puzzles are explained like standard ones.
 * See src/engine/DESIGN.md for the table of techniques and ratings.
 */

#pragma once

#include <stdatomic.h>
#include <stddef.h>

#include "sk-board.h"
#include "sk-grid.h"
#include "sk-layout.h"

/* A board with the candidates still open in each empty cell. The candidates
 * start from the rules (sk_candidate_grid_init) and may have been reduced
 * further, by earlier steps or by a person's pencil marks. Plain data. */
typedef struct
{
  SkGrid grid;            /* placed digits, 0 for an empty cell */
  SkMask cand[SK_CELLS];  /* candidates of each empty cell; 0 for a filled cell */
} SkCandidateGrid;

/* One per row of sk-techniques.h, in its order: the order the step finder
 * tries them. */
typedef enum
{
#define SK_TECHNIQUE(e, id, name, rating, family, finder, flag, rates) SK_TECH_##e,
#include "sk-techniques.h"
  SK_N_TECHNIQUES,
} SkTechnique;

/* What kind of pattern a technique looks for. */
typedef enum
{
  SK_FAMILY_SINGLES,
  SK_FAMILY_INTERSECTIONS,  /* pointing and claiming */
  SK_FAMILY_SUBSETS,
  SK_FAMILY_FISH,
  SK_FAMILY_WINGS,
  SK_FAMILY_UNIQUENESS,
  SK_FAMILY_LEFTOVERS,
  SK_FAMILY_SINGLE_DIGIT,   /* one digit's strong links: Turbot fish, colouring */
  SK_FAMILY_CHAINS,
  SK_FAMILY_ALS,
  SK_FAMILY_FORCING,
  SK_FAMILY_SEARCH,
} SkTechniqueFamily;

typedef enum
{
  SK_TECHNIQUE_FLAG_NONE = 0,
  SK_TECHNIQUE_FLAG_ASSUMES_UNIQUE = 1 << 0,  /* sound only when the puzzle has one solution */
  SK_TECHNIQUE_FLAG_JIGSAW_ONLY = 1 << 1,     /* never the step taken on the standard layout:
                                               * nothing is left over (Law of Leftovers); a
                                               * direct pointing places the same digit first
                                               * (Direct Claiming, test-sk-logic-basic) */
  SK_TECHNIQUE_FLAG_REGIONS_ONLY = 1 << 2,    /* switched off on a layout with extra houses:
                                               * its reasoning holds for rows, columns and
                                               * regions alone (a deadly pattern need not be
                                               * deadly when a diagonal runs through it) */
  SK_TECHNIQUE_FLAG_UNIQUE_REGIONS_ONLY = SK_TECHNIQUE_FLAG_ASSUMES_UNIQUE | SK_TECHNIQUE_FLAG_REGIONS_ONLY,
} SkTechniqueFlags;

typedef enum
{
  SK_LEVEL_EASY,        /* rating below 1.5 */
  SK_LEVEL_MEDIUM,      /* below 2.5 */
  SK_LEVEL_HARD,        /* below 5.0 */
  SK_LEVEL_DIABOLICAL,  /* below 9.0 */
  SK_LEVEL_EXTREME,     /* 9.0 and up, or a search step was needed */
} SkLevel;

#define SK_N_LEVELS 5

/* What a cell or candidate of a step's pattern is, for drawing and words. */
typedef enum
{
  SK_ROLE_BASE,      /* the pattern's defining cells: a subset, a fish's base set, a single's cell */
  SK_ROLE_COVER,     /* a fish's cover set; the cells a unit forcing chain starts from */
  SK_ROLE_FIN,       /* the fin of a finned or sashimi fish */
  SK_ROLE_PIVOT,     /* a wing's pivot; the cell a cell forcing chain starts from */
  SK_ROLE_PINCER,    /* a wing's pincers; the ends of a chain */
  SK_ROLE_ON,        /* a candidate that is true along a chain (one colour) */
  SK_ROLE_OFF,       /* a candidate that is false along a chain (the other colour) */
  SK_ROLE_ALS,       /* the cells of an almost locked set */
  SK_ROLE_RECTANGLE, /* the four corners of a unique rectangle */
} SkRole;

/* A cell of the pattern; digits says which candidates are meant (0: the cell). */
typedef struct
{
  uint8_t cell;
  uint8_t role;      /* SkRole */
  SkMask  digits;
} SkMark;

/* A chain node: one candidate, or a grouped node (the digit in every cell of
 * the set, all in one unit). */
typedef struct
{
  SkBoard cells;
  uint8_t digit;
  uint8_t on;     /* forcing chains: the fact is "digit is there" (1) or "is not" (0) */
} SkNode;

/* A link between two nodes of step->nodes: strong (not both false) or weak
 * (not both true), in the order the chain is read. */
typedef struct
{
  uint8_t from;
  uint8_t to;
  uint8_t strong;
} SkLink;

/* How an assumption contradicts itself. */
typedef enum
{
  SK_CONTRADICTION_CONFLICT,  /* a candidate would be both true and false */
  SK_CONTRADICTION_CELL,      /* a cell would have no candidate */
  SK_CONTRADICTION_UNIT,      /* a digit would have no place in a unit */
} SkContradiction;

/* A chain inside a nested forcing chain: on the grid as the outer chain has
 * changed it, @digit in @cell leads to a contradiction, so the outer chain
 * goes on with it false. */
typedef struct
{
  uint8_t cell;
  uint8_t digit;
  uint8_t contradiction;  /* SkContradiction */
  uint8_t at;             /* the cell that contradicts, or (unit) the unit */
  uint8_t at_digit;       /* the digit that contradicts (conflict, unit) */
} SkInnerChain;

#define SK_STEP_MAX_MARKS 96
#define SK_STEP_MAX_NODES 96
#define SK_STEP_MAX_LINKS 96
#define SK_STEP_MAX_INNER 8

typedef struct
{
  SkTechnique technique;
  int         rating;               /* tenths of a point on the Sudoku Explainer scale */
  int         digit;                /* the digit of a one-digit pattern, 0 otherwise */
  int         size;                 /* subset or fish size, chain length in links, 0 otherwise */
  uint8_t     place[SK_CELLS];      /* the digit the step places in each cell, 0 for none */
  SkMask      remove[SK_CELLS];     /* the candidates the step removes from each cell */
  uint32_t    base_units;           /* bit u: unit u is a base unit (a single's, a subset's, a fish's rows...) */
  uint32_t    cover_units;          /* bit u: unit u is a cover unit (a fish's columns, pointing's line...) */
  int         n_marks;
  SkMark      marks[SK_STEP_MAX_MARKS];
  int         n_nodes;
  SkNode      nodes[SK_STEP_MAX_NODES];
  int         n_links;
  SkLink      links[SK_STEP_MAX_LINKS];
  int         n_inner;              /* a nested forcing chain's inner chains, in the order the chain uses them */
  SkInnerChain inner[SK_STEP_MAX_INNER];
  bool        truncated;            /* the evidence was longer than the arrays: the rest is left out */
} SkStep;

typedef struct
{
  const atomic_int *cancel;         /* nullable; the search for a step stops soon after it is raised */
  bool              assume_unique;  /* allow uniqueness techniques (unique rectangles, BUG+1) */
  uint64_t          disabled;       /* bit t: never use technique t */
} SkLogicOptions;

typedef enum
{
  SK_LOGIC_SOLVED,       /* the path reached the solution */
  SK_LOGIC_INVALID,      /* the givens break a rule */
  SK_LOGIC_NO_SOLUTION,  /* no solution, or the candidates exclude it */
  SK_LOGIC_MULTIPLE,     /* more than one solution: no rating */
  SK_LOGIC_CANCELLED,    /* the cancel flag was raised */
} SkLogicStatus;

typedef struct
{
  SkLogicStatus status;
  int           rating;       /* the hardest step's rating, tenths */
  SkLevel       level;
  SkTechnique   hardest;      /* the technique of the hardest step (the first such) */
  bool          used_search;  /* logic alone did not finish: a search step stood in */
  int           n_steps;
  SkGrid        solution;     /* when status is SK_LOGIC_SOLVED */
} SkRating;

/* Called for each step of a path with the grid the step applies to; return
 * false to stop the path there (the status is then SK_LOGIC_CANCELLED). */
typedef bool (*SkStepCallback) (const SkStep          *step,
                                 const SkCandidateGrid *before,
                                 void                  *user_data);

typedef struct
{
  SkTechnique       technique;
  const char       *id;       /* kebab-case, for the command line and files: "x-wing" */
  const char       *name;     /* English, for the command line: "X-Wing" */
  int               rating;   /* base rating, tenths; a step may rate higher (longer chains, bigger sets), never lower */
  SkTechniqueFamily family;
  unsigned          flags;    /* SkTechniqueFlags */
  bool              rating_grows;  /* a step may rate above the base; if not, exactly at it */
} SkTechniqueInfo;

void                   sk_candidate_grid_init     (SkCandidateGrid       *cg,
                                                   const SkGrid          *grid,
                                                   const SkLayout        *layout);
/* Places @digit at @cell and removes it from the candidates of the cell's peers. */
void                   sk_candidate_grid_place    (SkCandidateGrid       *cg,
                                                   const SkLayout        *layout,
                                                   int                    cell,
                                                   int                    digit);
void                   sk_logic_options_init      (SkLogicOptions        *options);
void                   sk_step_init               (SkStep                *step,
                                                   SkTechnique            technique);
/* The easiest step from @cg, or false when no technique applies (or it was
 * cancelled, or the grid is broken: an empty cell without candidates). */
bool                   sk_logic_find_step         (const SkCandidateGrid *cg,
                                                   const SkLayout        *layout,
                                                   const SkLogicOptions  *options,
                                                   SkStep                *step);
/* As sk_logic_find_step, but where no technique applies, the search step:
 * @solution's digit in the first empty cell with the fewest candidates.
 * False only when cancelled. */
bool                   sk_logic_next_step         (const SkCandidateGrid *cg,
                                                   const SkLayout        *layout,
                                                   const SkLogicOptions  *options,
                                                   const SkGrid          *solution,
                                                   SkStep                *step);
void                   sk_step_apply              (const SkStep          *step,
                                                   SkCandidateGrid       *cg,
                                                   const SkLayout        *layout);
/* The path from @start (its digits and candidates) to the solution, easiest
 * step first, search steps where logic stops. @callback may be NULL. */
SkLogicStatus          sk_logic_path              (const SkCandidateGrid *start,
                                                   const SkLayout        *layout,
                                                   const SkLogicOptions  *options,
                                                   SkStepCallback         callback,
                                                   void                  *user_data,
                                                   SkRating              *rating);
/* The first step from @start on the way to @solution that places a digit
 * (a hint): the easiest step each time, the search step (@solution's digit
 * in a most constrained cell) where no technique applies. @before (may be
 * NULL) sees each elimination step taken on the way, with the grid it
 * applies to, and may stop the walk by returning false. False when stopped,
 * cancelled, or @start has no empty cell. */
bool                   sk_logic_next_placement    (const SkCandidateGrid *start,
                                                   const SkLayout        *layout,
                                                   const SkLogicOptions  *options,
                                                   const SkGrid          *solution,
                                                   SkStepCallback         before,
                                                   void                  *user_data,
                                                   SkStep                *step);
/* The path of a puzzle from its givens; uniqueness techniques are allowed
 * once the puzzle is known to have one solution. */
SkLogicStatus          sk_logic_rate              (const SkGrid          *puzzle,
                                                   const SkLayout        *layout,
                                                   const atomic_int      *cancel,
                                                   SkStepCallback         callback,
                                                   void                  *user_data,
                                                   SkRating              *rating);

const SkTechniqueInfo *sk_technique_info          (SkTechnique            technique);
bool                   sk_technique_from_id       (const char            *id,
                                                   SkTechnique           *technique);
SkLevel                sk_level_from_rating       (int                    rating,
                                                   bool                   used_search);
const char            *sk_level_to_id             (SkLevel                level);
bool                   sk_level_from_id           (const char            *id,
                                                   SkLevel               *level);

/* "r4c7=5 r4c7-5": placements, then eliminations, in cell order. Returns the
 * length written (snprintf's convention). */
int                    sk_step_format_actions     (const SkStep          *step,
                                                   char                  *out,
                                                   size_t                 size);
/* The step's chain in Eureka notation, "(5)r2c3=r2c7-(5=3)r5c7 => r2c3<>3";
 * a forcing chain as one line per branch from its premise, "r1c1=5 ->
 * r1c2<>5 -> r3c2=7", then "=> r3c2=7". Empty (0) for a step without
 * links. Returns the length written (snprintf's convention). */
int                    sk_step_format_chain       (const SkStep          *step,
                                                   char                  *out,
                                                   size_t                 size);
/* ---- the step in words (sk-logic-sentence.c) ----
 *
 * One formatter for every reader: the command line takes its English, the
 * window, the help figures and print pass a translate hook. Each sentence
 * is a template marked with SK_N_, an xgettext keyword (po/meson.build),
 * with positional arguments, "%1$s", "%2$s", so that a translation may put
 * them in any order; every argument is text (cells, digits, units) made
 * before the template is filled. A new technique's sentence is one case in
 * sk-logic-sentence.c. */

/* Marks a template for translation; the engine itself never translates. */
#define SK_N_(text) (text)

/* Returns the translation of @msgid, or @msgid itself. */
typedef const char *(*SkTranslateFunc) (const char *msgid,
                                        void       *user_data);

typedef struct
{
  SkTranslateFunc translate;  /* NULL: English, the command line's contract */
  void           *user_data;
} SkWords;

typedef enum
{
  SK_EXPLAIN_REASON  = 0,       /* the pattern and why it holds */
  SK_EXPLAIN_OUTCOME = 1 << 0,  /* then what it places and removes: "Remove 7 from r5c3." */
} SkExplainFlags;

/* The step in a sentence or two, in @words' language (@words may be NULL:
 * English). Returns the length written (snprintf's convention). */
int                    sk_step_explain            (const SkStep          *step,
                                                   const SkLayout        *layout,
                                                   const SkWords         *words,
                                                   SkExplainFlags         flags,
                                                   char                  *out,
                                                   size_t                 size);
/* The step in English with its outcome: sk_step_explain for the command line. */
int                    sk_step_describe           (const SkStep          *step,
                                                   const SkLayout        *layout,
                                                   char                  *out,
                                                   size_t                 size);
/* "row 4", "column 2", "box 5" (standard layout) or "the region of r4c5"
 * (a jigsaw region by its first cell in reading order, so that a reader
 * finds it on a board without labels), in @words' language. */
int                    sk_unit_name               (int                    unit,
                                                   const SkLayout        *layout,
                                                   const SkWords         *words,
                                                   char                  *out,
                                                   size_t                 size);
/* sk_unit_name in English. */
int                    sk_unit_describe           (int                    unit,
                                                   const SkLayout        *layout,
                                                   char                  *out,
                                                   size_t                 size);
/* Whether @sentence names a cell, "r4c5": every step's reason should. */
bool                   sk_text_names_cell         (const char            *sentence);
