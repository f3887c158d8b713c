/* sudoku-test-sets.h: the sets of tests/data/sets the engine tests walk, easy and hard
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Easy: nearly every puzzle finishes under plain backtracking's budget
 * (test-sk-algorithms.c). Hard: taken every tenth puzzle there. Both lists
 * are also the puzzles test-sk-single.c checks sk_find_single on.
 */

#pragma once

static const char *const easy_sets[] = {
  "serg-multiple-50.txt",
  "standard-solo-100.txt",
  "unbiased-100.txt",
};

static const char *const hard_sets[] = {
  "17-clue-100.txt",
  "forum-hardest-100.txt",
  "hardest-1106-50.txt",
  "jigsaw-solo-100.txt",
  "top1465-100.txt",
};
