/* sudoku-print-options.h: the print dialog's "Sudoku" tab: what to print and how
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sk-logic.h"

G_BEGIN_DECLS

typedef enum
{
  SUDOKU_PRINT_CURRENT,     /* the puzzle on the board */
  SUDOKU_PRINT_COLLECTION,  /* puzzles @from to @to of the open collection */
  SUDOKU_PRINT_NEW,         /* @n_new puzzles made for the print */
} SudokuPrintWhat;

#define SUDOKU_PRINT_MAX_NEW 120

/* The person's choices, kept in GSettings ("print-*") between prints. */
typedef struct
{
  SudokuPrintWhat what;
  gboolean        with_entries;   /* the current puzzle as worked on: entries and marks */
  guint           from;           /* from 1, both included */
  guint           to;
  guint           n_new;          /* 1 to SUDOKU_PRINT_MAX_NEW */
  SkLevel         level;
  gboolean        random_layout;  /* each new puzzle on a new random jigsaw layout */
  guint           per_page;       /* 1, 2, 4 or 6 */
  gboolean        solutions;
  gboolean        paths;
} SudokuPrintChoices;

void sudoku_print_choices_init (SudokuPrintChoices       *choices);
/* @settings is nullable (no schema installed): then the defaults. */
void sudoku_print_choices_load (SudokuPrintChoices       *choices,
                                GSettings                *settings);
void sudoku_print_choices_save (const SudokuPrintChoices *choices,
                                GSettings                *settings);

#define SUDOKU_TYPE_PRINT_OPTIONS (sudoku_print_options_get_type ())

G_DECLARE_FINAL_TYPE (SudokuPrintOptions, sudoku_print_options, SUDOKU, PRINT_OPTIONS, GtkWidget)

/* Shows @choices; a collection range is offered only when @collection_size
 * is more than 1 (@position, from 0, is the puzzle shown). */
SudokuPrintOptions *sudoku_print_options_new         (const SudokuPrintChoices *choices,
                                                      guint                     collection_size,
                                                      guint                     position);
void                sudoku_print_options_get_choices (SudokuPrintOptions       *self,
                                                      SudokuPrintChoices       *choices);

G_END_DECLS
