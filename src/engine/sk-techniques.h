/* sk-techniques.h: the one row per technique, as an X-macro
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything the program knows about a technique apart from its finder's code
 * and its sentences comes from this list: the SkTechnique enum (sk-logic.h),
 * the table of ids, names, ratings, families and flags (sk-techniques.c), the
 * finder list (sk-logic.c) and the translated names (src/model/
 * sudoku-technique.c, through N_, which xgettext reads here). The rows are in
 * the order the step finder tries them, which is by base rating (never
 * decreasing: the finder stops once no later row can beat the best step);
 * src/engine/DESIGN.md prints the same table and
 * tests/check-technique-table.py holds it to this one.
 *
 * Define SK_TECHNIQUE (ENUM, id, name, rating, FAMILY, FINDER, FLAG, RATES) and
 * include this file; it undefines SK_TECHNIQUE afterwards.
 *   ENUM    SK_TECH_<ENUM>
 *   id      kebab-case, for the command line, the settings and files
 *   name    English, marked for translation
 *   rating  the base rating in tenths on the Sudoku Explainer scale; a step
 *           may rate higher (longer chains, bigger sets), never lower
 *   FAMILY  SK_FAMILY_<FAMILY>
 *   FINDER  PLAIN (fn): fn (ctx, step); SIZED (fn, n): fn (ctx, n, step);
 *           FORCING: sk_find_forcing_chain (ctx, technique, step);
 *           NO_FINDER: an earlier row's finder reports it (sashimi fish), or
 *           none does (search)
 *   FLAG    SK_TECHNIQUE_FLAG_<FLAG>
 *   RATES   FIXED: every step rates exactly the base rating (singles,
 *           intersections, subsets, fish, the Turbot family, the rectangles
 *           but type 3, the fixed-size wings, BUG); GROWS: a step may rate
 *           more, by its size or length (chains, forcing chains, colouring,
 *           WXYZ- and VWXYZ-Wings, strong links, UR type 3, unique loops,
 *           ALS-XZ, leftovers over several lines). --generate --technique
 *           refuses a FIXED technique rated below the level at once.
 */

/* The singles and the direct forms */
SK_TECHNIQUE (FULL_HOUSE, "full-house", N_("Full House"), 10, SINGLES, PLAIN (sk_find_full_house), NONE, FIXED)
SK_TECHNIQUE (HIDDEN_SINGLE_REGION, "hidden-single-region", N_("Hidden Single in a region"), 12, SINGLES, PLAIN (sk_find_hidden_single_region), NONE, FIXED)
SK_TECHNIQUE (HIDDEN_SINGLE_LINE, "hidden-single-line", N_("Hidden Single in a line"), 15, SINGLES, PLAIN (sk_find_hidden_single_line), NONE, FIXED)
SK_TECHNIQUE (DIRECT_POINTING, "direct-pointing", N_("Direct Pointing"), 17, INTERSECTIONS, PLAIN (sk_find_direct_pointing), NONE, FIXED)
SK_TECHNIQUE (DIRECT_CLAIMING, "direct-claiming", N_("Direct Claiming"), 19, INTERSECTIONS, PLAIN (sk_find_direct_claiming), JIGSAW_ONLY, FIXED)
SK_TECHNIQUE (DIRECT_HIDDEN_PAIR, "direct-hidden-pair", N_("Direct Hidden Pair"), 20, SUBSETS, SIZED (sk_find_direct_hidden_subset, 2), NONE, FIXED)
SK_TECHNIQUE (NAKED_SINGLE, "naked-single", N_("Naked Single"), 23, SINGLES, PLAIN (sk_find_naked_single), NONE, FIXED)
SK_TECHNIQUE (DIRECT_HIDDEN_TRIPLE, "direct-hidden-triple", N_("Direct Hidden Triple"), 25, SUBSETS, SIZED (sk_find_direct_hidden_subset, 3), NONE, FIXED)
/* Intersections, subsets, basic fish, wings, unique rectangles */
SK_TECHNIQUE (POINTING, "pointing", N_("Pointing"), 26, INTERSECTIONS, PLAIN (sk_find_pointing), NONE, FIXED)
SK_TECHNIQUE (CLAIMING, "claiming", N_("Claiming"), 28, INTERSECTIONS, PLAIN (sk_find_claiming), NONE, FIXED)
SK_TECHNIQUE (LAW_OF_LEFTOVERS, "law-of-leftovers", N_("Law of Leftovers"), 29, LEFTOVERS, PLAIN (sk_find_law_of_leftovers), JIGSAW_ONLY, GROWS)
SK_TECHNIQUE (NAKED_PAIR, "naked-pair", N_("Naked Pair"), 30, SUBSETS, SIZED (sk_find_naked_subset, 2), NONE, FIXED)
SK_TECHNIQUE (X_WING, "x-wing", N_("X-Wing"), 32, FISH, SIZED (sk_find_basic_fish, 2), NONE, FIXED)
SK_TECHNIQUE (HIDDEN_PAIR, "hidden-pair", N_("Hidden Pair"), 34, SUBSETS, SIZED (sk_find_hidden_subset, 2), NONE, FIXED)
SK_TECHNIQUE (NAKED_TRIPLE, "naked-triple", N_("Naked Triple"), 36, SUBSETS, SIZED (sk_find_naked_subset, 3), NONE, FIXED)
SK_TECHNIQUE (SWORDFISH, "swordfish", N_("Swordfish"), 38, FISH, SIZED (sk_find_basic_fish, 3), NONE, FIXED)
SK_TECHNIQUE (HIDDEN_TRIPLE, "hidden-triple", N_("Hidden Triple"), 40, SUBSETS, SIZED (sk_find_hidden_subset, 3), NONE, FIXED)
/* The Turbot family: two strong links of one digit joined by a weak one,
 * Sudoku Explainer's 4.0 (lines of one kind), 4.1 (a row and a column),
 * 4.2 (a region's link) and 4.3 (grouped) */
SK_TECHNIQUE (SKYSCRAPER, "skyscraper", N_("Skyscraper"), 40, SINGLE_DIGIT, PLAIN (sk_find_skyscraper), NONE, FIXED)
SK_TECHNIQUE (TWO_STRING_KITE, "two-string-kite", N_("Two-String Kite"), 41, SINGLE_DIGIT, PLAIN (sk_find_two_string_kite), NONE, FIXED)
SK_TECHNIQUE (TURBOT_FISH, "turbot-fish", N_("Turbot Fish"), 42, SINGLE_DIGIT, PLAIN (sk_find_turbot_fish), NONE, FIXED)
SK_TECHNIQUE (XY_WING, "xy-wing", N_("XY-Wing"), 42, WINGS, PLAIN (sk_find_xy_wing), NONE, FIXED)
SK_TECHNIQUE (GROUPED_TURBOT_FISH, "grouped-turbot-fish", N_("Grouped Turbot Fish"), 43, SINGLE_DIGIT, PLAIN (sk_find_grouped_turbot_fish), NONE, FIXED)
SK_TECHNIQUE (XYZ_WING, "xyz-wing", N_("XYZ-Wing"), 44, WINGS, PLAIN (sk_find_xyz_wing), NONE, FIXED)
SK_TECHNIQUE (UNIQUE_RECTANGLE_1, "unique-rectangle-1", N_("Unique Rectangle type 1"), 45, UNIQUENESS, SIZED (sk_find_unique_rectangle, 1), UNIQUE_REGIONS_ONLY, FIXED)
SK_TECHNIQUE (UNIQUE_RECTANGLE_2, "unique-rectangle-2", N_("Unique Rectangle type 2"), 45, UNIQUENESS, SIZED (sk_find_unique_rectangle, 2), UNIQUE_REGIONS_ONLY, FIXED)
SK_TECHNIQUE (UNIQUE_RECTANGLE_4, "unique-rectangle-4", N_("Unique Rectangle type 4"), 45, UNIQUENESS, SIZED (sk_find_unique_rectangle, 4), UNIQUE_REGIONS_ONLY, FIXED)
SK_TECHNIQUE (UNIQUE_RECTANGLE_3, "unique-rectangle-3", N_("Unique Rectangle type 3"), 46, UNIQUENESS, SIZED (sk_find_unique_rectangle, 3), UNIQUE_REGIONS_ONLY, GROWS)
SK_TECHNIQUE (UNIQUE_LOOP, "unique-loop", N_("Unique Loop"), 46, UNIQUENESS, PLAIN (sk_find_unique_loop), UNIQUE_REGIONS_ONLY, GROWS)
SK_TECHNIQUE (NAKED_QUAD, "naked-quad", N_("Naked Quad"), 50, SUBSETS, SIZED (sk_find_naked_subset, 4), NONE, FIXED)
SK_TECHNIQUE (JELLYFISH, "jellyfish", N_("Jellyfish"), 52, FISH, SIZED (sk_find_basic_fish, 4), NONE, FIXED)
SK_TECHNIQUE (HIDDEN_QUAD, "hidden-quad", N_("Hidden Quad"), 54, SUBSETS, SIZED (sk_find_hidden_subset, 4), NONE, FIXED)
SK_TECHNIQUE (THREE_STRONG_LINKS, "three-strong-links", N_("Three Strong Links"), 54, SINGLE_DIGIT, SIZED (sk_find_any_strong_links, 3), NONE, GROWS)
SK_TECHNIQUE (WXYZ_WING, "wxyz-wing", N_("WXYZ-Wing"), 55, WINGS, SIZED (sk_find_big_wing, 3), NONE, GROWS)
SK_TECHNIQUE (BUG_PLUS_ONE, "bug-plus-one", N_("BUG+1"), 56, UNIQUENESS, PLAIN (sk_find_bug_plus_one), UNIQUE_REGIONS_ONLY, FIXED)
SK_TECHNIQUE (BUG_TYPE_2, "bug-type-2", N_("BUG type 2"), 57, UNIQUENESS, PLAIN (sk_find_bug_type_2), UNIQUE_REGIONS_ONLY, FIXED)
SK_TECHNIQUE (FOUR_STRONG_LINKS, "four-strong-links", N_("Four Strong Links"), 58, SINGLE_DIGIT, SIZED (sk_find_any_strong_links, 4), NONE, GROWS)
/* Finned fish: the finned finder reports a sashimi fish under its own row */
SK_TECHNIQUE (FINNED_X_WING, "finned-x-wing", N_("Finned X-Wing"), 60, FISH, SIZED (sk_find_finned_fish, 2), NONE, FIXED)
SK_TECHNIQUE (SASHIMI_X_WING, "sashimi-x-wing", N_("Sashimi X-Wing"), 61, FISH, NO_FINDER, NONE, FIXED)
SK_TECHNIQUE (VWXYZ_WING, "vwxyz-wing", N_("VWXYZ-Wing"), 62, WINGS, SIZED (sk_find_big_wing, 4), NONE, GROWS)
SK_TECHNIQUE (FINNED_SWORDFISH, "finned-swordfish", N_("Finned Swordfish"), 62, FISH, SIZED (sk_find_finned_fish, 3), NONE, FIXED)
SK_TECHNIQUE (SASHIMI_SWORDFISH, "sashimi-swordfish", N_("Sashimi Swordfish"), 63, FISH, NO_FINDER, NONE, FIXED)
SK_TECHNIQUE (FINNED_JELLYFISH, "finned-jellyfish", N_("Finned Jellyfish"), 64, FISH, SIZED (sk_find_finned_fish, 4), NONE, FIXED)
SK_TECHNIQUE (SASHIMI_JELLYFISH, "sashimi-jellyfish", N_("Sashimi Jellyfish"), 65, FISH, NO_FINDER, NONE, FIXED)
/* Chains and colouring */
SK_TECHNIQUE (X_CYCLE, "x-cycle", N_("X-Cycle"), 65, CHAINS, PLAIN (sk_find_x_cycle), NONE, GROWS)
SK_TECHNIQUE (XY_CYCLE, "xy-cycle", N_("XY-Cycle"), 65, CHAINS, PLAIN (sk_find_xy_cycle), NONE, GROWS)
SK_TECHNIQUE (UVWXYZ_WING, "uvwxyz-wing", N_("UVWXYZ-Wing"), 66, WINGS, SIZED (sk_find_big_wing, 5), NONE, FIXED)
SK_TECHNIQUE (SIMPLE_COLOURING, "simple-colouring", N_("Simple Colouring"), 67, SINGLE_DIGIT, PLAIN (sk_find_simple_colouring), NONE, GROWS)
SK_TECHNIQUE (W_WING, "w-wing", N_("W-Wing"), 68, WINGS, PLAIN (sk_find_w_wing), NONE, FIXED)
SK_TECHNIQUE (XY_CHAIN, "xy-chain", N_("XY-Chain"), 70, CHAINS, PLAIN (sk_find_xy_chain), NONE, GROWS)
SK_TECHNIQUE (AIC, "aic", N_("Alternating Inference Chain"), 70, CHAINS, PLAIN (sk_find_aic), NONE, GROWS)
SK_TECHNIQUE (ALS_XZ, "als-xz", N_("ALS-XZ"), 72, ALS, PLAIN (sk_find_als_xz), NONE, GROWS)
SK_TECHNIQUE (TUVWXYZ_WING, "tuvwxyz-wing", N_("TUVWXYZ-Wing"), 75, WINGS, SIZED (sk_find_big_wing, 6), NONE, FIXED)
SK_TECHNIQUE (ALIGNED_TRIPLET_EXCLUSION, "aligned-triplet-exclusion", N_("Aligned Triplet Exclusion"), 75, ALS, PLAIN (sk_find_aligned_triplet_exclusion), NONE, FIXED)
/* Forcing chains: sk-logic-forcing.c, one entry taking the row's technique */
SK_TECHNIQUE (NISHIO_FORCING_CHAIN, "nishio-forcing-chain", N_("Nishio Forcing Chain"), 75, FORCING, FORCING, NONE, GROWS)
SK_TECHNIQUE (CONTRADICTION_FORCING_CHAIN, "contradiction-forcing-chain", N_("Contradiction Forcing Chain"), 80, FORCING, FORCING, NONE, GROWS)
SK_TECHNIQUE (CELL_FORCING_CHAIN, "cell-forcing-chain", N_("Cell Forcing Chain"), 80, FORCING, FORCING, NONE, GROWS)
SK_TECHNIQUE (UNIT_FORCING_CHAIN, "unit-forcing-chain", N_("Unit Forcing Chain"), 80, FORCING, FORCING, NONE, GROWS)
SK_TECHNIQUE (DYNAMIC_CONTRADICTION_FORCING_CHAIN, "dynamic-contradiction-forcing-chain", N_("Dynamic Contradiction Forcing Chain"), 85, FORCING, FORCING, NONE, GROWS)
SK_TECHNIQUE (DYNAMIC_CELL_FORCING_CHAIN, "dynamic-cell-forcing-chain", N_("Dynamic Cell Forcing Chain"), 85, FORCING, FORCING, NONE, GROWS)
SK_TECHNIQUE (DYNAMIC_UNIT_FORCING_CHAIN, "dynamic-unit-forcing-chain", N_("Dynamic Unit Forcing Chain"), 85, FORCING, FORCING, NONE, GROWS)
SK_TECHNIQUE (DYNAMIC_FORCING_CHAIN_PLUS, "dynamic-forcing-chain-plus", N_("Dynamic Forcing Chain (+)"), 90, FORCING, FORCING, NONE, GROWS)
SK_TECHNIQUE (NESTED_FORCING_CHAIN, "nested-forcing-chain", N_("Nested Forcing Chain"), 95, FORCING, FORCING, NONE, GROWS)
/* Where logic stops: sk_logic_next_step's own step, never a finder's */
SK_TECHNIQUE (SEARCH, "search", N_("Search"), 100, SEARCH, NO_FINDER, NONE, FIXED)

#undef SK_TECHNIQUE
