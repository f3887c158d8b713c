/* sudoku-history.c: undo and redo of whole board states
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-history"

#include "sudoku-history.h"

/* A step is two states of some 2 kB each; this many keeps a long session
 * undoable while bounding memory (about 40 MB). */
#define MAX_STEPS 10000

typedef struct
{
  SudokuBoardState before;
  SudokuBoardState after;
} Step;

struct _SudokuHistory
{
  GObject parent_instance;

  GArray *steps;  /* of Step; steps[0 .. position) can be undone */
  guint   position;
};

G_DEFINE_FINAL_TYPE (SudokuHistory, sudoku_history, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  N_PROPS
};

static GParamSpec *properties [N_PROPS];

static void
sudoku_history_finalize (GObject *object)
{
  SudokuHistory *self = SUDOKU_HISTORY (object);

  g_clear_pointer (&self->steps, g_array_unref);

  G_OBJECT_CLASS (sudoku_history_parent_class)->finalize (object);
}

static void
sudoku_history_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  SudokuHistory *self = SUDOKU_HISTORY (object);

  switch (prop_id)
    {
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, sudoku_history_get_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, sudoku_history_get_can_redo (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_history_class_init (SudokuHistoryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = sudoku_history_finalize;
  object_class->get_property = sudoku_history_get_property;

  properties [PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties [PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
sudoku_history_init (SudokuHistory *self)
{
  self->steps = g_array_new (FALSE, FALSE, sizeof (Step));
}

SudokuHistory *
sudoku_history_new (void)
{
  return g_object_new (SUDOKU_TYPE_HISTORY, NULL);
}

void
sudoku_board_state_set_layout (SudokuBoardState *state,
                               const SkLayout   *layout)
{
  sk_layout_to_symbols (layout, state->regions);
  for (guint e = 0; e < SK_MAX_EXTRA; e++)
    {
      state->extra[e] = SK_BOARD_EMPTY;
      if (e < layout->n_extra)
        state->extra[e] = layout->unit_board[SK_UNITS + e];
    }
}

/* FALSE, with @layout the standard one, when @state holds no valid layout;
 * states only ever hold layouts taken from a valid one. */
gboolean
sudoku_board_state_get_layout (const SudokuBoardState *state,
                               SkLayout               *layout)
{
  if (sk_layout_init_from_symbols (layout, state->regions, SK_CELLS, NULL) != SK_LAYOUT_OK)
    {
      sk_layout_init_standard (layout);
      return FALSE;
    }
  for (guint e = 0; e < SK_MAX_EXTRA && !sk_board_is_empty (state->extra[e]); e++)
    {
      SkBoard cells = state->extra[e];
      int house[SK_SIZE];
      int n = 0;

      while (!sk_board_is_empty (cells) && n < SK_SIZE)
        house[n++] = sk_board_pop (&cells);
      if (sk_layout_add_extra_house (layout, house, n, NULL) != SK_LAYOUT_OK)
        {
          sk_layout_init_standard (layout);
          return FALSE;
        }
    }
  return TRUE;
}

/* Notifies only the flags that moved since they were read. */
static void
notify_flags (SudokuHistory *self,
              gboolean       could_undo,
              gboolean       could_redo)
{
  if (could_undo != sudoku_history_get_can_undo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_CAN_UNDO]);
  if (could_redo != sudoku_history_get_can_redo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_CAN_REDO]);
}

void
sudoku_history_push (SudokuHistory          *self,
                     const SudokuBoardState *before,
                     const SudokuBoardState *after)
{
  gboolean could_undo, could_redo;
  Step step;

  g_return_if_fail (SUDOKU_IS_HISTORY (self));

  could_undo = sudoku_history_get_can_undo (self);
  could_redo = sudoku_history_get_can_redo (self);

  /* A new edit forgets what could have been redone. */
  g_array_set_size (self->steps, self->position);
  if (self->steps->len == MAX_STEPS)
    g_array_remove_index (self->steps, 0);

  step.before = *before;
  step.after = *after;
  g_array_append_val (self->steps, step);
  self->position = self->steps->len;

  notify_flags (self, could_undo, could_redo);
}

const SudokuBoardState *
sudoku_history_undo (SudokuHistory *self)
{
  gboolean could_redo;
  Step *step;

  g_return_val_if_fail (SUDOKU_IS_HISTORY (self), NULL);

  if (self->position == 0)
    return NULL;

  could_redo = sudoku_history_get_can_redo (self);
  step = &g_array_index (self->steps, Step, --self->position);
  notify_flags (self, TRUE, could_redo);
  return &step->before;
}

const SudokuBoardState *
sudoku_history_redo (SudokuHistory *self)
{
  gboolean could_undo;
  Step *step;

  g_return_val_if_fail (SUDOKU_IS_HISTORY (self), NULL);

  if (self->position == self->steps->len)
    return NULL;

  could_undo = sudoku_history_get_can_undo (self);
  step = &g_array_index (self->steps, Step, self->position++);
  notify_flags (self, could_undo, TRUE);
  return &step->after;
}

void
sudoku_history_clear (SudokuHistory *self)
{
  gboolean could_undo, could_redo;

  g_return_if_fail (SUDOKU_IS_HISTORY (self));

  could_undo = sudoku_history_get_can_undo (self);
  could_redo = sudoku_history_get_can_redo (self);
  g_array_set_size (self->steps, 0);
  self->position = 0;
  notify_flags (self, could_undo, could_redo);
}

gboolean
sudoku_history_get_can_undo (SudokuHistory *self)
{
  g_return_val_if_fail (SUDOKU_IS_HISTORY (self), FALSE);
  return self->position > 0;
}

gboolean
sudoku_history_get_can_redo (SudokuHistory *self)
{
  g_return_val_if_fail (SUDOKU_IS_HISTORY (self), FALSE);
  return self->position < self->steps->len;
}
