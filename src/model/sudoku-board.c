/* sudoku-board.c: the puzzle being edited, a GListModel of 81 SudokuCell
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-board"

#include "config.h"

#include "sudoku-board.h"

#include <string.h>

#include "sudoku-board-private.h"
#include "sudoku-cell-private.h"
#include "sudoku-history.h"
#include "sk-solver.h"

struct _SudokuBoard
{
  GObject parent_instance;

  SudokuCell    *cells[SK_CELLS];
  SkLayout       layout;
  SudokuHistory *history;
  SkBoard        stripped[SK_CELLS];  /* see SudokuBoardState */
  SudokuBoardSolution solution;       /* sudoku-board-mistakes.c */
  SudokuBoardPlay play;               /* sudoku-play.c */

  /* Bumped by every change, so a solve can tell whether its snapshot is stale. */
  guint64        generation;

  guint          n_filled;
  guint          n_conflicts;

  /* The state "modified" was last cleared in (a save, a load): an undo
   * back to it leaves nothing to save. Valid while has_saved. */
  SudokuBoardState saved;

  /* How sudoku_board_solve_async() searches: see sk-solver.h. */
  guint          modified : 1;
  guint          has_saved : 1;
  guint          solving : 1;
  guint          has_marks : 1;
  guint          remove_marks_on_place : 1;
};

/* States are compared with memcmp(): padding would compare garbage. */
G_STATIC_ASSERT (sizeof (SudokuBoardState) ==
                 sizeof (SkBoard) * (SK_CELLS + SK_MAX_EXTRA) + 4 * (size_t) SK_CELLS +
                 sizeof (SkMask) * SK_CELLS + SK_CELLS + 1);

static void list_model_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (SudokuBoard, sudoku_board, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

G_DEFINE_QUARK (sudoku-board-error-quark, sudoku_board_error)

enum {
  PROP_0,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_MODIFIED,
  PROP_SOLVING,
  PROP_N_FILLED,
  PROP_N_CONFLICTS,
  PROP_STANDARD_LAYOUT,
  PROP_HAS_MARKS,
  PROP_REMOVE_MARKS_ON_PLACE,
  N_PROPS
};

enum {
  CHANGED,
  LAYOUT_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties [N_PROPS];
static guint signals [N_SIGNALS];

static GType
sudoku_board_get_item_type (GListModel *model)
{
  return SUDOKU_TYPE_CELL;
}

static guint
sudoku_board_get_n_items (GListModel *model)
{
  return SK_CELLS;
}

static gpointer
sudoku_board_get_item (GListModel *model,
                       guint       position)
{
  SudokuBoard *self = SUDOKU_BOARD (model);

  if (position >= SK_CELLS)
    return NULL;
  return g_object_ref (self->cells[position]);
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = sudoku_board_get_item_type;
  iface->get_n_items = sudoku_board_get_n_items;
  iface->get_item = sudoku_board_get_item;
}

static void
sudoku_board_dispose (GObject *object)
{
  SudokuBoard *self = SUDOKU_BOARD (object);

  for (guint i = 0; i < SK_CELLS; i++)
    g_clear_object (&self->cells[i]);
  g_clear_object (&self->history);

  G_OBJECT_CLASS (sudoku_board_parent_class)->dispose (object);
}

static void
sudoku_board_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  SudokuBoard *self = SUDOKU_BOARD (object);

  switch (prop_id)
    {
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, sudoku_board_get_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, sudoku_board_get_can_redo (self));
      break;
    case PROP_MODIFIED:
      g_value_set_boolean (value, !!self->modified);
      break;
    case PROP_SOLVING:
      g_value_set_boolean (value, !!self->solving);
      break;
    case PROP_N_FILLED:
      g_value_set_uint (value, self->n_filled);
      break;
    case PROP_N_CONFLICTS:
      g_value_set_uint (value, self->n_conflicts);
      break;
    case PROP_STANDARD_LAYOUT:
      g_value_set_boolean (value, sk_layout_is_standard (&self->layout));
      break;
    case PROP_HAS_MARKS:
      g_value_set_boolean (value, !!self->has_marks);
      break;
    case PROP_REMOVE_MARKS_ON_PLACE:
      g_value_set_boolean (value, !!self->remove_marks_on_place);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_board_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  SudokuBoard *self = SUDOKU_BOARD (object);

  switch (prop_id)
    {
    case PROP_MODIFIED:
      sudoku_board_set_modified (self, g_value_get_boolean (value));
      break;
    case PROP_REMOVE_MARKS_ON_PLACE:
      sudoku_board_set_remove_marks_on_place (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_board_class_init (SudokuBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sudoku_board_dispose;
  object_class->get_property = sudoku_board_get_property;
  object_class->set_property = sudoku_board_set_property;

  properties [PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties [PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties [PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties [PROP_SOLVING] =
    g_param_spec_boolean ("solving", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties [PROP_N_FILLED] =
    g_param_spec_uint ("n-filled", NULL, NULL, 0, SK_CELLS, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties [PROP_N_CONFLICTS] =
    g_param_spec_uint ("n-conflicts", NULL, NULL, 0, SK_CELLS, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties [PROP_STANDARD_LAYOUT] =
    g_param_spec_boolean ("standard-layout", NULL, NULL, TRUE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties [PROP_HAS_MARKS] =
    g_param_spec_boolean ("has-marks", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties [PROP_REMOVE_MARKS_ON_PLACE] =
    g_param_spec_boolean ("remove-marks-on-place", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SudokuBoard::changed:
   *
   * The digits, givens, pencil marks or layout changed: once per edit, undo
   * or redo, after
   * the cells have notified. Views that depend on the whole board (such as
   * candidates) recompute once here rather than on each cell's notify.
   */
  signals [CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * SudokuBoard::layout-changed:
   *
   * The region map changed. Cells whose region moved have notified "region"
   * already; this tells a view to redraw the region borders once.
   */
  signals [LAYOUT_CHANGED] =
    g_signal_new ("layout-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

/* The history's flags are the board's, so views bind to one object. */
static void
on_history_notify (SudokuBoard *self,
                   GParamSpec  *pspec,
                   gpointer     history)
{
  if (g_strcmp0 (pspec->name, "can-undo") == 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_CAN_UNDO]);
  else if (g_strcmp0 (pspec->name, "can-redo") == 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_CAN_REDO]);
}

/* Takes @history over (transfer full). */
static void
set_history (SudokuBoard   *self,
             SudokuHistory *history)
{
  gboolean could_undo = self->history != NULL && sudoku_history_get_can_undo (self->history);
  gboolean could_redo = self->history != NULL && sudoku_history_get_can_redo (self->history);

  if (self->history != NULL)
    g_signal_handlers_disconnect_by_func (self->history, on_history_notify, self);
  g_clear_object (&self->history);
  self->history = history;
  g_signal_connect_object (self->history, "notify",
                           G_CALLBACK (on_history_notify), self,
                           G_CONNECT_SWAPPED);

  if (could_undo != sudoku_history_get_can_undo (history))
    g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_CAN_UNDO]);
  if (could_redo != sudoku_history_get_can_redo (history))
    g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_CAN_REDO]);
}

static void
sudoku_board_init (SudokuBoard *self)
{
  sk_layout_init_standard (&self->layout);
  self->remove_marks_on_place = TRUE;

  for (guint i = 0; i < SK_CELLS; i++)
    {
      self->cells[i] = _sudoku_cell_new (i);
      _sudoku_cell_set_region (self->cells[i], self->layout.region[i]);
    }

  set_history (self, sudoku_history_new ());
}

/**
 * sudoku_board_new:
 *
 * Returns: (transfer full): an empty board with the standard layout
 */
SudokuBoard *
sudoku_board_new (void)
{
  return g_object_new (SUDOKU_TYPE_BOARD, NULL);
}

/**
 * sudoku_board_get_cell:
 *
 * Returns: (transfer none): the cell at @index (0-80, row-major)
 */
SudokuCell *
sudoku_board_get_cell (SudokuBoard *self,
                       guint        index)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (self), NULL);
  g_return_val_if_fail (index < SK_CELLS, NULL);

  return self->cells[index];
}

const SkLayout *
sudoku_board_get_layout (SudokuBoard *self)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (self), NULL);

  return &self->layout;
}

static void
capture_state (SudokuBoard      *self,
               SudokuBoardState *state)
{
  for (guint i = 0; i < SK_CELLS; i++)
    {
      state->value[i] = (guint8) sudoku_cell_get_value (self->cells[i]);
      state->given[i] = (guint8) sudoku_cell_get_given (self->cells[i]);
      state->solved[i] = (guint8) sudoku_cell_get_solved (self->cells[i]);
      state->hinted[i] = (guint8) sudoku_cell_get_hinted (self->cells[i]);
      state->marks[i] = (SkMask) sudoku_cell_get_marks (self->cells[i]);
      state->stripped[i] = self->stripped[i];
    }
  sudoku_board_state_set_layout (state, &self->layout);
}

static void
update_conflicts (SudokuBoard *self)
{
  SkGrid values;
  bool conflict[SK_CELLS];
  SkMask candidates[SK_CELLS];
  guint n_conflicts;
  guint n_filled;

  sudoku_board_get_values_grid (self, &values);
  n_conflicts = (guint) sk_grid_mark_conflicts (&values, &self->layout, conflict);
  n_filled = (guint) sk_grid_count_filled (&values);
  sk_grid_candidates (&values, &self->layout, candidates);

  for (guint i = 0; i < SK_CELLS; i++)
    {
      _sudoku_cell_set_conflict (self->cells[i], conflict[i]);
      _sudoku_cell_set_unfillable (self->cells[i], values.cell[i] == 0 && candidates[i] == 0);
    }
  _sudoku_board_update_mistakes (self);

  if (n_conflicts != self->n_conflicts)
    {
      self->n_conflicts = n_conflicts;
      g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_N_CONFLICTS]);
    }
  if (n_filled != self->n_filled)
    {
      self->n_filled = n_filled;
      g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_N_FILLED]);
    }
}

static void
set_modified_flag (SudokuBoard *self,
                   gboolean     modified)
{
  if (self->modified == !!modified)
    return;
  self->modified = !!modified;
  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_MODIFIED]);
}

/* Makes the board show `state`. Cells notify only what really changes. */
static void
restore_state (SudokuBoard            *self,
               const SudokuBoardState *state)
{
  SudokuBoardState now;
  gboolean layout_changed = FALSE;
  gboolean was_standard = sk_layout_is_standard (&self->layout);
  gboolean has_marks = FALSE;

  sudoku_board_state_set_layout (&now, &self->layout);
  if (memcmp (now.regions, state->regions, sizeof now.regions) != 0 ||
      memcmp (now.extra, state->extra, sizeof now.extra) != 0)
    {
      SkLayout layout;

      if (sudoku_board_state_get_layout (state, &layout))
        {
          layout_changed = !sk_layout_equal (&layout, &self->layout);
          self->layout = layout;
        }
    }

  for (guint i = 0; i < SK_CELLS; i++)
    g_object_freeze_notify (G_OBJECT (self->cells[i]));

  for (guint i = 0; i < SK_CELLS; i++)
    {
      _sudoku_cell_set_region (self->cells[i], self->layout.region[i]);
      _sudoku_cell_set_value (self->cells[i], state->value[i]);
      _sudoku_cell_set_given (self->cells[i], state->given[i]);
      _sudoku_cell_set_solved (self->cells[i], state->solved[i]);
      _sudoku_cell_set_hinted (self->cells[i], state->hinted[i]);
      _sudoku_cell_set_marks (self->cells[i], state->marks[i]);
      self->stripped[i] = state->stripped[i];
      has_marks |= state->marks[i] != 0;
    }
  update_conflicts (self);

  for (guint i = 0; i < SK_CELLS; i++)
    g_object_thaw_notify (G_OBJECT (self->cells[i]));

  self->generation++;
  set_modified_flag (self, !self->has_saved || memcmp (state, &self->saved, sizeof *state) != 0);
  if (self->has_marks != has_marks)
    {
      self->has_marks = has_marks;
      g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_HAS_MARKS]);
    }

  if (layout_changed)
    {
      if (was_standard != sk_layout_is_standard (&self->layout))
        g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_STANDARD_LAYOUT]);
      g_signal_emit (self, signals [LAYOUT_CHANGED], 0);
    }
  g_signal_emit (self, signals [CHANGED], 0);
}

/* Every edit is: take the state, change the copy, show it, remember both.
 * Whatever the edit, a cell that holds a digit holds no marks. */
static void
commit_state (SudokuBoard            *self,
              const SudokuBoardState *before,
              const SudokuBoardState *after)
{
  SudokuBoardState state = *after;

  for (guint i = 0; i < SK_CELLS; i++)
    if (state.value[i] != 0)
      state.marks[i] = 0;
    else
      state.stripped[i] = SK_BOARD_EMPTY;

  if (memcmp (before, &state, sizeof *before) == 0)
    return;

  restore_state (self, &state);
  sudoku_history_push (self->history, before, &state);
}

SudokuBoardSolution *
_sudoku_board_get_solution (SudokuBoard *self)
{
  return &self->solution;
}

SudokuBoardPlay *
_sudoku_board_get_play (SudokuBoard *self)
{
  return &self->play;
}

/* For the edits of sudoku-board-marks.c. */
void
_sudoku_board_capture_state (SudokuBoard      *self,
                             SudokuBoardState *state)
{
  capture_state (self, state);
}

void
_sudoku_board_commit_state (SudokuBoard            *self,
                            const SudokuBoardState *before,
                            const SudokuBoardState *after)
{
  commit_state (self, before, after);
}

gboolean
sudoku_board_set_value (SudokuBoard *self,
                        guint        index,
                        guint        value)
{
  SudokuBoardState before, after;

  g_return_val_if_fail (SUDOKU_IS_BOARD (self), FALSE);
  g_return_val_if_fail (index < SK_CELLS, FALSE);
  g_return_val_if_fail (value <= SK_SIZE, FALSE);

  if (sudoku_cell_get_given (self->cells[index]))
    return FALSE;

  capture_state (self, &before);
  after = before;
  _sudoku_board_place_digit (self, &after, index, value);
  after.solved[index] = FALSE;
  after.hinted[index] = FALSE;
  commit_state (self, &before, &after);
  return TRUE;
}

/* "Set as givens": what is on the board becomes the puzzle. */
void
sudoku_board_set_givens (SudokuBoard *self)
{
  SudokuBoardState before, after;

  g_return_if_fail (SUDOKU_IS_BOARD (self));

  capture_state (self, &before);
  after = before;
  for (guint i = 0; i < SK_CELLS; i++)
    {
      after.given[i] = after.value[i] != 0;
      after.solved[i] = FALSE;
      after.hinted[i] = FALSE;
    }
  commit_state (self, &before, &after);
}

void
sudoku_board_clear_entries (SudokuBoard *self)
{
  SudokuBoardState before, after;

  g_return_if_fail (SUDOKU_IS_BOARD (self));

  capture_state (self, &before);
  after = before;
  for (guint i = 0; i < SK_CELLS; i++)
    if (!after.given[i])
      {
        after.value[i] = 0;
        after.solved[i] = FALSE;
        after.hinted[i] = FALSE;
        after.marks[i] = 0;
      }
  commit_state (self, &before, &after);
}

void
sudoku_board_reset (SudokuBoard *self)
{
  SudokuBoardState before, after;

  g_return_if_fail (SUDOKU_IS_BOARD (self));

  capture_state (self, &before);
  after = before;
  memset (after.value, 0, sizeof after.value);
  memset (after.given, 0, sizeof after.given);
  memset (after.solved, 0, sizeof after.solved);
  memset (after.hinted, 0, sizeof after.hinted);
  memset (after.marks, 0, sizeof after.marks);
  commit_state (self, &before, &after);
}

/* Records `layout` in `state`. A layout that splits the board as the
 * current one does keeps the current symbols, so that merely renaming the
 * regions is no edit (no undo step, no "modified"). */
static void
layout_to_state (SudokuBoard      *self,
                 const SkLayout   *layout,
                 SudokuBoardState *state)
{
  sudoku_board_state_set_layout (state, sk_layout_equal (layout, &self->layout) ? &self->layout
                                                                                : layout);
}

void
sudoku_board_set_layout (SudokuBoard    *self,
                         const SkLayout *layout)
{
  SudokuBoardState before, after;

  g_return_if_fail (SUDOKU_IS_BOARD (self));
  g_return_if_fail (layout != NULL);

  capture_state (self, &before);
  after = before;
  layout_to_state (self, layout, &after);
  /* The marks crossed out were those of the old houses' peers. */
  if (!sk_layout_equal (layout, &self->layout))
    memset (after.stripped, 0, sizeof after.stripped);
  commit_state (self, &before, &after);
}

void
sudoku_board_load_puzzle (SudokuBoard        *self,
                          const SudokuPuzzle *puzzle)
{
  SudokuBoardState before, after;
  SkLayout standard;

  g_return_if_fail (SUDOKU_IS_BOARD (self));
  g_return_if_fail (puzzle != NULL);

  capture_state (self, &before);
  for (guint i = 0; i < SK_CELLS; i++)
    {
      guint given = puzzle->givens.cell[i];
      guint entry = puzzle->entries.cell[i];

      after.given[i] = given != 0;
      after.value[i] = (guint8) (given != 0 ? given : entry);
      after.solved[i] = FALSE;
      after.hinted[i] = FALSE;
      after.marks[i] = puzzle->marks[i] & SK_ALL_DIGITS;
      after.stripped[i] = SK_BOARD_EMPTY;
    }
  if (puzzle->has_layout)
    layout_to_state (self, &puzzle->layout, &after);
  else
    {
      sk_layout_init_standard (&standard);
      layout_to_state (self, &standard, &after);
    }
  /* Before the change, so that whoever restarts the clock for these givens
   * (sudoku_board_restart_play_clock()) finds the time they come with. */
  self->play.loaded_givens = puzzle->givens;
  self->play.loaded_time = puzzle->time;
  self->play.loads++;
  commit_state (self, &before, &after);
}

gboolean
sudoku_board_get_can_undo (SudokuBoard *self)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (self), FALSE);
  return sudoku_history_get_can_undo (self->history);
}

gboolean
sudoku_board_get_can_redo (SudokuBoard *self)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (self), FALSE);
  return sudoku_history_get_can_redo (self->history);
}

void
sudoku_board_undo (SudokuBoard *self)
{
  const SudokuBoardState *state;

  g_return_if_fail (SUDOKU_IS_BOARD (self));

  if ((state = sudoku_history_undo (self->history)) != NULL)
    restore_state (self, state);
}

void
sudoku_board_redo (SudokuBoard *self)
{
  const SudokuBoardState *state;

  g_return_if_fail (SUDOKU_IS_BOARD (self));

  if ((state = sudoku_history_redo (self->history)) != NULL)
    restore_state (self, state);
}

/* For a state that is where the user starts, not something they did: a new
 * window's remembered layout, say. */
void
sudoku_board_clear_history (SudokuBoard *self)
{
  g_return_if_fail (SUDOKU_IS_BOARD (self));

  sudoku_history_clear (self->history);
}

/* For sudoku-board-memo.c: the history goes with the puzzle it belongs to. */
SudokuHistory *
_sudoku_board_swap_history (SudokuBoard   *self,
                            SudokuHistory *history)
{
  SudokuHistory *old = g_object_ref (self->history);

  set_history (self, history);
  return old;
}

void
_sudoku_board_show_state (SudokuBoard            *self,
                          const SudokuBoardState *state)
{
  restore_state (self, state);
}

gboolean
sudoku_board_get_modified (SudokuBoard *self)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (self), FALSE);
  return !!self->modified;
}

void
sudoku_board_set_modified (SudokuBoard *self,
                           gboolean     modified)
{
  g_return_if_fail (SUDOKU_IS_BOARD (self));

  if (!modified)
    capture_state (self, &self->saved);
  self->has_saved = !modified;
  set_modified_flag (self, modified);
}

gboolean
sudoku_board_get_has_marks (SudokuBoard *self)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (self), FALSE);
  return !!self->has_marks;
}

gboolean
sudoku_board_get_remove_marks_on_place (SudokuBoard *self)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (self), FALSE);
  return !!self->remove_marks_on_place;
}

/* A preference, not an edit: no undo step, and the board stays as it is. */
void
sudoku_board_set_remove_marks_on_place (SudokuBoard *self,
                                        gboolean     remove_marks_on_place)
{
  g_return_if_fail (SUDOKU_IS_BOARD (self));

  if (self->remove_marks_on_place == !!remove_marks_on_place)
    return;
  self->remove_marks_on_place = !!remove_marks_on_place;
  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_REMOVE_MARKS_ON_PLACE]);
}

gboolean
sudoku_board_get_solving (SudokuBoard *self)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (self), FALSE);
  return !!self->solving;
}

guint
sudoku_board_get_n_filled (SudokuBoard *self)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (self), 0);
  return self->n_filled;
}

guint
sudoku_board_get_n_conflicts (SudokuBoard *self)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (self), 0);
  return self->n_conflicts;
}

void
sudoku_board_get_givens_grid (SudokuBoard *self,
                              SkGrid      *grid)
{
  g_return_if_fail (SUDOKU_IS_BOARD (self));

  for (guint i = 0; i < SK_CELLS; i++)
    grid->cell[i] = sudoku_cell_get_given (self->cells[i]) ? (uint8_t) sudoku_cell_get_value (self->cells[i]) : 0;
}

void
sudoku_board_get_values_grid (SudokuBoard *self,
                              SkGrid      *grid)
{
  g_return_if_fail (SUDOKU_IS_BOARD (self));

  for (guint i = 0; i < SK_CELLS; i++)
    grid->cell[i] = (uint8_t) sudoku_cell_get_value (self->cells[i]);
}

/**
 * sudoku_board_to_puzzle:
 *
 * Returns: (transfer full): the givens, the other digits as entries, the
 *   pencil marks, and the layout (marked as carried only when it is not the
 *   standard one)
 */
SudokuPuzzle *
sudoku_board_to_puzzle (SudokuBoard *self)
{
  SudokuPuzzle *puzzle;

  g_return_val_if_fail (SUDOKU_IS_BOARD (self), NULL);

  puzzle = sudoku_puzzle_new ();
  for (guint i = 0; i < SK_CELLS; i++)
    {
      guint value = sudoku_cell_get_value (self->cells[i]);

      if (sudoku_cell_get_given (self->cells[i]))
        puzzle->givens.cell[i] = (uint8_t) value;
      else
        puzzle->entries.cell[i] = (uint8_t) value;
      puzzle->marks[i] = (SkMask) sudoku_cell_get_marks (self->cells[i]);
    }
  puzzle->layout = self->layout;
  puzzle->has_layout = !sk_layout_is_standard (&self->layout);
  puzzle->time = (guint) MIN ((guint64) (sudoku_play_clock_get_elapsed (&self->play.clock,
                                                                       g_get_monotonic_time ())
                                          / G_USEC_PER_SEC),
                              SUDOKU_MAX_PLAY_TIME);
  return puzzle;
}

/* The digits each empty cell may still take under the board's layout
 * (0 for a filled cell), for showing candidates. */
void
sudoku_board_get_candidates (SudokuBoard *self,
                             SkMask       candidates[SK_CELLS])
{
  SkGrid values;

  g_return_if_fail (SUDOKU_IS_BOARD (self));

  sudoku_board_get_values_grid (self, &values);
  sk_grid_candidates (&values, &self->layout, candidates);
  for (guint i = 0; i < SK_CELLS; i++)
    if (values.cell[i] != 0)
      candidates[i] = 0;
}

void
_sudoku_board_set_solving (SudokuBoard *self,
                           gboolean     solving)
{
  if (self->solving == !!solving)
    return;
  self->solving = !!solving;
  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_SOLVING]);
}

guint64
_sudoku_board_get_generation (SudokuBoard *self)
{
  return self->generation;
}

/* Fills the empty cells from a solution as one undoable step, marked as solved. */
void
_sudoku_board_apply_solution (SudokuBoard  *self,
                              const SkGrid *solution)
{
  SudokuBoardState before, after;

  capture_state (self, &before);
  after = before;
  for (guint i = 0; i < SK_CELLS; i++)
    if (after.value[i] == 0)
      {
        _sudoku_board_place_digit (self, &after, i, solution->cell[i]);
        after.solved[i] = TRUE;
      }
  commit_state (self, &before, &after);
}
