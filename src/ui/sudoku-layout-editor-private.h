/* sudoku-layout-editor-private.h: what the sudoku-layout-editor*.c files share
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Nothing here is part of the editor's interface, which is
 * sudoku-layout-editor.h: the window uses that alone. The tests use
 * sudoku-layout-editor-testing.h, which this includes.
 */

#pragma once

#include "sudoku-layout-editor.h"
#include "sudoku-layout-editor-testing.h"
#include "sudoku-layout-paint-grid.h"

G_BEGIN_DECLS

typedef enum
{
  SUDOKU_LAYOUT_NAME_OK,
  SUDOKU_LAYOUT_NAME_EMPTY,
  SUDOKU_LAYOUT_NAME_SHIPPED,    /* a layout that came with the program has it: refused */
  SUDOKU_LAYOUT_NAME_REPLACES,   /* one of the user's own has it: saving replaces that one */
} SudokuLayoutNameStatus;

struct _SudokuLayoutEditor
{
  GtkWindow              parent_instance;

  /* Template widgets */
  GtkWidget             *error_row;
  GtkLabel              *error_label;
  GtkWidget             *warning_row;
  GtkLabel              *warning_label;
  GtkWidget             *ready_row;
  GtkLabel              *ready_label;
  GtkGrid               *palette;
  SudokuLayoutPaintGrid *paint_grid;
  GtkButton             *save_button;
  GtkDropDown           *start_from;
  GtkWidget             *start_from_label;
  GtkEntry              *name_entry;
  GtkExpander           *houses_expander;
  GtkGrid               *set_grid;
  GtkGrid               *house_palette;
  GtkLabel              *houses_limit_label;

  /* Owned by the palettes: the regions', then the extra houses' */
  GtkToggleButton       *brushes[SUDOKU_LAYOUT_N_BRUSHES];
  GtkLabel              *brush_counts[SUDOKU_LAYOUT_N_BRUSHES];
  /* Owned by set_grid */
  GtkCheckButton        *set_buttons[SUDOKU_N_EXTRA_SETS];

  /* Owned references */
  SudokuLayoutCatalog   *layouts;
  GListStore            *extra;         /* "This Puzzle's Regions", when no entry matches */
  SudokuLayoutInfo      *puzzle_info;   /* that entry, or NULL */
  SudokuLayoutInfo      *start_info;    /* what "Start from" shows */
  GCancellable          *cancellable;   /* cancelled when the editor goes */
  /* Whether a Sudoku fits fit_layout, the last valid layout painted
   * (sudoku-layout-editor-fits.c); the check's own cancellable. */
  SkLayout               fit_layout;
  int                    fit;           /* SudokuLayoutFitState */
  GCancellable          *fit_cancellable;

  SkLayout               layout;        /* valid only when is_valid */
  char                   symbols[SUDOKU_CELLS + 1];
  /* The regions as they were started from: anything else is painted work,
   * which closing asks before throwing away. */
  char                   start_symbols[SUDOKU_CELLS + 1];
  SudokuExtraHouses      houses;        /* as switched and painted */
  SudokuExtraHouses      start_houses;  /* as started from, as start_symbols */
  char                  *problems_text; /* the three rows' text, for the tests */

  /* Set while "Start from" or the name change by the editor's own doing. */
  guint                  syncing_start;
  /* Set while the editor itself sets the switches. */
  guint                  setting_sets : 1;
  guint                  setting_name : 1;
  guint                  name_edited : 1;
  guint                  is_valid : 1;
  guint                  saving : 1;
  guint                  close_confirmed : 1;
};

/* sudoku-layout-editor-fits.c */
typedef enum
{
  SUDOKU_LAYOUT_FIT_UNKNOWN,
  SUDOKU_LAYOUT_FIT_CHECKING,
  SUDOKU_LAYOUT_FIT_YES,
  SUDOKU_LAYOUT_FIT_NO,
} SudokuLayoutFitState;

/* Whether a Sudoku fits @layout, as far as known: a check starts on a
 * worker thread for a layout not checked yet, and validates again when it
 * has the answer. */
SudokuLayoutFitState   _sudoku_layout_editor_fits              (SudokuLayoutEditor  *self,
                                                                const SkLayout      *layout);

/* sudoku-layout-editor-check.c */
/* Everything that follows from the regions and the name; call it after
 * either changes. */
void                   _sudoku_layout_editor_validate          (SudokuLayoutEditor  *self);

/* sudoku-layout-editor-houses.c */
void                   _sudoku_layout_editor_houses_init       (SudokuLayoutEditor  *self);
/* Shows @layout's extra houses: switches and painted houses. */
void                   _sudoku_layout_editor_houses_show       (SudokuLayoutEditor  *self,
                                                                const SkLayout      *layout);
/* Reads the houses into self->houses and checks them: a line for each
 * problem into @errors; when there is none and @regions (nullable: they are
 * not a layout) are given, @layout gets them with the houses. */
gboolean               _sudoku_layout_editor_houses_check      (SudokuLayoutEditor  *self,
                                                                const SkLayout      *regions,
                                                                GString             *errors,
                                                                SkLayout            *layout);
/* Both start_symbols and start_houses from what is shown now. */
void                   _sudoku_layout_editor_mark_start        (SudokuLayoutEditor  *self);
/* Whether anything was painted or switched since. */
gboolean               _sudoku_layout_editor_is_changed        (SudokuLayoutEditor  *self);

/* sudoku-layout-editor-check.c */
/* Appends @line to @text on a line of its own. */
void                   _sudoku_layout_editor_append_line       (GString             *text,
                                                                const char          *line);

/* sudoku-layout-editor-names.c */
void                   _sudoku_layout_editor_names_init        (SudokuLayoutEditor  *self);
/* What the name entry starts with for @start (nullable). */
char                  *_sudoku_layout_editor_default_name      (SudokuLayoutEditor  *self,
                                                                SudokuLayoutInfo    *start);
/* @clash gets the layout (transfer none) that already has @name, if any. */
SudokuLayoutNameStatus _sudoku_layout_editor_check_name        (SudokuLayoutEditor  *self,
                                                                const char          *name,
                                                                SudokuLayoutInfo   **clash);
char                  *_sudoku_layout_editor_dup_stripped_name (SudokuLayoutEditor  *self);
/* Sets the name as the editor's suggestion: unlike a typed one, it gives
 * way when "Start from" changes. */
void                   _sudoku_layout_editor_suggest_name      (SudokuLayoutEditor  *self,
                                                                const char          *name);

/* sudoku-layout-editor-palette.c */
void                   _sudoku_layout_editor_palette_init      (SudokuLayoutEditor  *self);
/* @brush: a region 0-8, or SUDOKU_SIZE + a painted house */
void                   _sudoku_layout_editor_update_brush      (SudokuLayoutEditor  *self,
                                                                guint                brush,
                                                                guint                count);

/* sudoku-layout-editor-start.c */
void                   _sudoku_layout_editor_start_init        (SudokuLayoutEditor  *self);
/* Fills "Start from" with the catalog and shows @initial in it (an entry of
 * its own when no layout of the catalog matches); returns that entry
 * (transfer none). */
SudokuLayoutInfo      *_sudoku_layout_editor_start_attach      (SudokuLayoutEditor  *self,
                                                                const SkLayout      *initial);

G_END_DECLS
