/* sudoku-cell-entry.c: one square of the board view, showing one SudokuCell
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-cell-entry"

#include "config.h"

#include "sudoku-cell-entry.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sudoku-geometry.h"
#include "sudoku-grid-cells.h"

/* The candidates of an empty cell, drawn over the whole cell in keypad
 * places. A widget of its own for its CSS node ("candidates"): the colour
 * and the font family come from the style sheet, the size from the cell. It
 * takes no clicks and is no part of the accessible tree: the entry's
 * description names the candidates instead. */
#define SUDOKU_TYPE_CANDIDATES (sudoku_candidates_get_type ())
G_DECLARE_FINAL_TYPE (SudokuCandidates, sudoku_candidates, SUDOKU, CANDIDATES, GtkWidget)

struct _SudokuCandidates
{
  GtkWidget parent_instance;

  guint     mask;
};

G_DEFINE_FINAL_TYPE (SudokuCandidates, sudoku_candidates, GTK_TYPE_WIDGET)

/* Of a third of the cell: large enough to read at the natural cell size
 * (about 13 px), small enough that no two candidates touch. */
#define CANDIDATE_SCALE 0.78

/* The layout candidates are drawn with in a candidates widget @width x
 * @height: its font, a third of the cell scaled by CANDIDATE_SCALE. */
static PangoLayout *
candidates_layout (GtkWidget *widget,
                   int        width,
                   int        height)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, NULL);
  PangoFontDescription *font;

  font = pango_font_description_copy (pango_context_get_font_description (pango_layout_get_context (layout)));
  pango_font_description_set_absolute_size (font,
                                            MAX (MIN (width, height) / 3.0 * CANDIDATE_SCALE, 4.0) * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  return layout;
}

/* Sets @layout to @digit and says where it goes in a candidates widget
 * @width x @height: its origin, whole pixels, and where its ink lies.
 * Centred in its third: across by the advance, up and down by the ink, so
 * that digits sit in the middle of their place, not on a baseline. */
static void
candidate_place (PangoLayout      *layout,
                 int               width,
                 int               height,
                 guint             digit,
                 graphene_point_t *origin,
                 graphene_rect_t  *ink_area)
{
  char text[2] = { (char) ('0' + digit), 0 };
  PangoRectangle ink;
  PangoRectangle logical;
  double third_x = width / 3.0;
  double third_y = height / 3.0;
  guint place_row = (digit - 1) / 3;
  guint place_column = (digit - 1) % 3;

  pango_layout_set_text (layout, text, 1);
  pango_layout_get_pixel_extents (layout, &ink, &logical);
  origin->x = (float) (int) (third_x * (place_column + 0.5) - logical.width / 2.0 + 0.5);
  origin->y = (float) (int) (third_y * (place_row + 0.5) - (ink.y + ink.height / 2.0) + 0.5);
  graphene_rect_init (ink_area, origin->x + (float) ink.x, origin->y + (float) ink.y,
                      (float) ink.width, (float) ink.height);
}

static void
sudoku_candidates_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  SudokuCandidates *self = SUDOKU_CANDIDATES (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  g_autoptr(PangoLayout) layout = NULL;
  GdkRGBA color;

  if (self->mask == 0 || width <= 0 || height <= 0)
    return;

  /* GTK 4.10 replaces this with gtk_widget_get_color (). */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);
  G_GNUC_END_IGNORE_DEPRECATIONS

  layout = candidates_layout (widget, width, height);
  for (guint digit = 1; digit <= 9; digit++)
    {
      graphene_point_t origin;
      graphene_rect_t ink;

      if ((self->mask & (1u << (digit - 1))) == 0)
        continue;
      candidate_place (layout, width, height, digit, &origin, &ink);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &origin);
      gtk_snapshot_append_layout (snapshot, layout, &color);
      gtk_snapshot_restore (snapshot);
    }
}

static void
sudoku_candidates_class_init (SudokuCandidatesClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = sudoku_candidates_snapshot;
  gtk_widget_class_set_css_name (widget_class, "candidates");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_PRESENTATION);
}

static void
sudoku_candidates_init (SudokuCandidates *self)
{
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);
}

struct _SudokuCellEntry
{
  GtkEntry    parent_instance;

  /* Owned references */
  SudokuCell *cell;

  /* Owned child: drawn over the text, allocated the whole cell; NULL until
   * the cell first has candidates or marks to show */
  SudokuCandidates *candidates;

  /* The rule candidates the view gives (sudoku_cell_entry_set_candidates());
   * the cell's own pencil marks, when it has any, are drawn instead. */
  guint        computed;
  /* A drawn step's candidates, shown instead of marks and candidates both. */
  guint        step_candidates;
  gboolean     has_step_candidates;
  /* A drawn step's part in this cell ("Hint: pivot; removes 4"), or NULL. */
  char        *step_note;
  /* Which diagonal lines of a Sudoku-X house cross the cell. */
  gboolean     main_diagonal;
  gboolean     anti_diagonal;
  /* The accessible description last set, so it is set only when it changes. */
  char        *description;

  /* Borrowed: the GtkText inside, whose insert/delete signals we filter */
  GtkEditable *delegate;

  /* Set while the text is changed from the model, so the filters let it through. */
  guint        updating : 1;
};

G_DEFINE_FINAL_TYPE (SudokuCellEntry, sudoku_cell_entry, GTK_TYPE_ENTRY)

enum {
  PROP_0,
  PROP_CELL,
  N_PROPS
};

static GParamSpec *properties [N_PROPS];

static void
request_value (SudokuCellEntry *self,
               guint            value)
{
  if (self->cell == NULL)
    return;

  gtk_widget_activate_action (GTK_WIDGET (self), "board.set-value", "(uu)",
                              sudoku_cell_get_index (self->cell), value);
}

/* Key presses never get here (the board view handles them first); this sees
 * what arrives by other ways: paste, drag and drop, an input method, the
 * context menu. A single digit is a move, anything else is refused. */
static void
on_insert_text (GtkEditable     *delegate,
                const char      *text,
                int              length,
                int             *position,
                SudokuCellEntry *self)
{
  g_autofree char *stripped = NULL;

  if (self->updating)
    return;

  g_signal_stop_emission_by_name (delegate, "insert-text");

  stripped = g_strstrip (g_strndup (text, length < 0 ? strlen (text) : (gsize) length));
  if (stripped[0] >= '1' && stripped[0] <= '9' && stripped[1] == '\0')
    request_value (self, (guint) (stripped[0] - '0'));
  else
    gtk_widget_error_bell (GTK_WIDGET (self));
}

static void
on_delete_text (GtkEditable     *delegate,
                int              start_pos,
                int              end_pos,
                SudokuCellEntry *self)
{
  if (self->updating)
    return;

  g_signal_stop_emission_by_name (delegate, "delete-text");

  if (start_pos != end_pos)
    request_value (self, 0);
}

static void
update_label (SudokuCellEntry *self)
{
  g_autofree char *label = NULL;
  guint row = sudoku_cell_get_row (self->cell) + 1;
  guint column = sudoku_cell_get_column (self->cell) + 1;

  if (sudoku_cell_get_given (self->cell))
    /* Translators: the accessible name of a cell holding a clue of the puzzle */
    label = g_strdup_printf (_("Row %u, column %u, given"), row, column);
  else
    /* Translators: the accessible name of a cell of the board */
    label = g_strdup_printf (_("Row %u, column %u"), row, column);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
}

static void
update_description (SudokuCellEntry *self,
                    guint            digits,
                    gboolean         marks)
{
  g_autoptr(GString) list = NULL;
  g_autoptr(GString) description = g_string_new (NULL);

  if (digits != 0)
    {
      list = g_string_new (NULL);
      for (guint digit = 1; digit <= 9; digit++)
        if ((digits & (1u << (digit - 1))) != 0)
          {
            if (list->len > 0)
              /* Translators: between two candidates in "Candidates 1, 4, 7" */
              g_string_append (list, _(", "));
            g_string_append_c (list, (char) ('0' + digit));
          }
      if (marks)
        /* Translators: the accessible description of an empty cell with the
         * person's own pencil marks, "Marks: 1, 4, 7" */
        g_string_append_printf (description, _("Marks: %s"), list->str);
      else
        /* Translators: the accessible description of an empty cell: the digits it
         * may still take, "Candidates 1, 4, 7" */
        g_string_append_printf (description, _("Candidates %s"), list->str);
    }
  if (self->step_note != NULL)
    {
      if (description->len > 0)
        /* Translators: between the parts of a cell's accessible description */
        g_string_append (description, _("; "));
      g_string_append (description, self->step_note);
    }

  if (g_strcmp0 (self->description, description->len > 0 ? description->str : NULL) == 0)
    return;
  g_free (self->description);
  self->description = description->len > 0 ? g_strdup (description->str) : NULL;
  if (self->description == NULL)
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  else
    gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, self->description,
                                    -1);
}

/* A filled cell shows its digit alone, whatever it was given. An empty one
 * shows its pencil marks, or else the candidates of the view: the person's
 * own notes win over what the rules compute. */
static void
update_candidates (SudokuCellEntry *self)
{
  GtkWidget *candidates;
  guint marks = 0;
  guint mask;
  gboolean shown;

  if (gtk_widget_in_destruction (GTK_WIDGET (self)))
    return;

  if (self->cell != NULL && !self->has_step_candidates)
    marks = sudoku_cell_get_marks (self->cell);
  if (self->has_step_candidates)
    mask = self->step_candidates;
  else
    mask = marks != 0 ? marks : self->computed;
  shown = mask != 0 && (self->cell == NULL || sudoku_cell_get_value (self->cell) == 0);

  /* Made when first needed: 81 more widgets, each with its CSS node, cost
   * the first frame a tenth of its time, and most boards open without
   * candidates. */
  if (self->candidates == NULL)
    {
      if (!shown)
        {
          update_description (self, 0, FALSE);
          return;
        }
      self->candidates = g_object_new (SUDOKU_TYPE_CANDIDATES, "visible", FALSE, NULL);
      gtk_widget_set_parent (GTK_WIDGET (self->candidates), GTK_WIDGET (self));
    }
  candidates = GTK_WIDGET (self->candidates);

  if (self->candidates->mask != mask)
    {
      self->candidates->mask = mask;
      gtk_widget_queue_draw (candidates);
    }
  sudoku_widget_set_css_class (candidates, "marks", marks != 0);
  if (gtk_widget_get_visible (candidates) != shown)
    gtk_widget_set_visible (candidates, shown);
  update_description (self, shown ? mask : 0, marks != 0);
}

static void
update_from_cell (SudokuCellEntry *self)
{
  char text[2] = { 0, 0 };
  guint value;
  gboolean given;
  gboolean conflict;

  if (self->cell == NULL)
    return;

  value = sudoku_cell_get_value (self->cell);
  given = sudoku_cell_get_given (self->cell);
  conflict = sudoku_cell_get_conflict (self->cell);

  if (value != 0)
    text[0] = (char) ('0' + value);

  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self)), text) != 0)
    {
      self->updating = TRUE;
      gtk_editable_set_text (GTK_EDITABLE (self), text);
      self->updating = FALSE;
    }

  /* Givens are read-only, which assistive technologies announce too. */
  gtk_editable_set_editable (GTK_EDITABLE (self), !given);

  sudoku_widget_set_css_class (GTK_WIDGET (self), "given", given);
  sudoku_widget_set_css_class (GTK_WIDGET (self), "solved", sudoku_cell_get_solved (self->cell));
  sudoku_widget_set_css_class (GTK_WIDGET (self), "hinted", sudoku_cell_get_hinted (self->cell));
  sudoku_widget_set_css_class (GTK_WIDGET (self), "conflict", conflict);
  sudoku_widget_set_css_class (GTK_WIDGET (self), "mistake",
                               sudoku_cell_get_mistake (self->cell));
  sudoku_widget_set_css_class (GTK_WIDGET (self), "unfillable",
                               sudoku_cell_get_unfillable (self->cell));

  /* Screen readers say "invalid entry" where the view shows red. */
  gtk_accessible_update_state (GTK_ACCESSIBLE (self),
                               GTK_ACCESSIBLE_STATE_INVALID,
                               conflict ? GTK_ACCESSIBLE_INVALID_TRUE
                                        : GTK_ACCESSIBLE_INVALID_FALSE,
                               -1);
  update_label (self);
  update_candidates (self);
}

static void
on_cell_notify (SudokuCellEntry *self,
                GParamSpec      *pspec,
                SudokuCell      *cell)
{
  update_from_cell (self);
}

static void
sudoku_cell_entry_dispose (GObject *object)
{
  SudokuCellEntry *self = SUDOKU_CELL_ENTRY (object);

  if (self->cell != NULL)
    g_signal_handlers_disconnect_by_data (self->cell, self);
  g_clear_object (&self->cell);
  if (self->candidates != NULL)
    {
      gtk_widget_unparent (GTK_WIDGET (self->candidates));
      self->candidates = NULL;
    }
  g_clear_pointer (&self->step_note, g_free);
  g_clear_pointer (&self->description, g_free);

  G_OBJECT_CLASS (sudoku_cell_entry_parent_class)->dispose (object);
}

/* GtkEntry lays out and draws only its own children: the candidates are ours. */
static void
sudoku_cell_entry_size_allocate (GtkWidget *widget,
                                 int        width,
                                 int        height,
                                 int        baseline)
{
  SudokuCellEntry *self = SUDOKU_CELL_ENTRY (widget);

  GTK_WIDGET_CLASS (sudoku_cell_entry_parent_class)->size_allocate (widget, width, height, baseline);

  if (self->candidates != NULL && gtk_widget_get_visible (GTK_WIDGET (self->candidates)))
    gtk_widget_allocate (GTK_WIDGET (self->candidates), width, height, -1, NULL);
}

/* Of the cell: the diagonal line's width (as the style sheet's stripe had
 * it), and the room it leaves round a digit or candidate it would cross. */
#define DIAGONAL_WIDTH    0.04
#define DIAGONAL_ROOM     0.05
/* While a step is drawn: its rings round candidates reach some 0.19 of a
 * cell from a place's centre (sudoku-step-painter.c), past the room of a
 * glyph alone. */
#define DIAGONAL_ROOM_STEP 0.12
/* Of the diagonal: the shortest stretch of line drawn. */
#define DIAGONAL_SHORTEST 0.08

/* Where the cell's ink lies, its digit's or its candidates': at most one
 * box a candidate, in the entry's coordinates; @text_area is the text's. */
static guint
ink_boxes (SudokuCellEntry       *self,
           const graphene_rect_t *text_area,
           graphene_rect_t        boxes[SUDOKU_SIZE])
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self));
  GtkWidget *candidates = GTK_WIDGET (self->candidates);
  graphene_rect_t area;
  guint n = 0;

  if (text[0] != '\0')
    {
      g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self->delegate), text);
      PangoRectangle ink, logical;

      area = *text_area;
      /* GtkText centres its line (alignment 0.5) both ways. */
      pango_layout_get_pixel_extents (layout, &ink, &logical);
      graphene_rect_init (&boxes[n++],
                          area.origin.x + (area.size.width - (float) logical.width) / 2 + (float) ink.x,
                          area.origin.y + (area.size.height - (float) logical.height) / 2 + (float) ink.y,
                          (float) ink.width, (float) ink.height);
    }
  else if (candidates != NULL && gtk_widget_get_visible (candidates) &&
           gtk_widget_compute_bounds (candidates, GTK_WIDGET (self), &area))
    {
      int width = gtk_widget_get_width (candidates);
      int height = gtk_widget_get_height (candidates);
      g_autoptr(PangoLayout) layout = candidates_layout (candidates, width, height);

      for (guint digit = 1; digit <= SUDOKU_SIZE; digit++)
        {
          graphene_point_t origin;

          if ((self->candidates->mask & (1u << (digit - 1))) == 0)
            continue;
          candidate_place (layout, width, height, digit, &origin, &boxes[n]);
          graphene_rect_offset (&boxes[n++], area.origin.x, area.origin.y);
        }
    }
  return n;
}

/* Draws a diagonal of @area, from the top left corner (or the top right
 * one when @anti), leaving out what lies within @room of a box. */
static void
stroke_diagonal (cairo_t               *cr,
                 const graphene_rect_t *area,
                 gboolean               anti,
                 const graphene_rect_t *boxes,
                 guint                  n_boxes,
                 double                 room)
{
  double x = area->origin.x, y = area->origin.y, w = area->size.width, h = area->size.height;
  double from[SUDOKU_SIZE], to[SUDOKU_SIZE];
  guint n = 0;
  double t = 0;

  /* Each box hides the stretch of the line whose x and y both lie in it. */
  for (guint k = 0; k < n_boxes; k++)
    {
      double left = boxes[k].origin.x - room, right = boxes[k].origin.x + boxes[k].size.width + room;
      double top = boxes[k].origin.y - room, bottom = boxes[k].origin.y + boxes[k].size.height + room;
      double t0 = anti ? (x + w - right) / w : (left - x) / w;
      double t1 = anti ? (x + w - left) / w : (right - x) / w;
      guint i;

      t0 = MAX (t0, (top - y) / h);
      t1 = MIN (t1, (bottom - y) / h);
      if (t0 >= t1)
        continue;
      /* In order of their starts, for the walk below. */
      for (i = n; i > 0 && from[i - 1] > t0; i--)
        {
          from[i] = from[i - 1];
          to[i] = to[i - 1];
        }
      from[i] = t0;
      to[i] = t1;
      n++;
    }

  for (guint k = 0; k <= n; k++)
    {
      double end = k < n ? MIN (from[k], 1.0) : 1.0;

      /* A stretch shorter than DIAGONAL_SHORTEST, between a corner and a
       * candidate there, would be a speck, not a line. */
      if (end - t >= DIAGONAL_SHORTEST)
        {
          cairo_move_to (cr, anti ? x + w - t * w : x + t * w, y + t * h);
          cairo_line_to (cr, anti ? x + w - end * w : x + end * w, y + end * h);
        }
      if (k < n)
        t = MAX (t, to[k]);
    }
  cairo_stroke (cr);
}

/* A diagonal house's line, drawn over the cell and not by the style sheet
 * under its text: so it can stop short of the digit, or of each candidate,
 * that it would cross, as a printed Sudoku-X does. */
static void
snapshot_diagonals (SudokuCellEntry *self,
                    GtkSnapshot     *snapshot)
{
  gboolean main_diagonal = self->main_diagonal;
  gboolean anti_diagonal = self->anti_diagonal;
  graphene_rect_t boxes[SUDOKU_SIZE];
  graphene_rect_t area;
  GdkRGBA color;
  double side, room;
  guint n_boxes;
  cairo_t *cr;

  if ((!main_diagonal && !anti_diagonal) ||
      !gtk_widget_compute_bounds (GTK_WIDGET (self->delegate), GTK_WIDGET (self), &area) ||
      area.size.width < 1 || area.size.height < 1)
    return;
  /* GTK 4.10 deprecates named colours; 4.8 has no other way to a colour of
   * the style sheet that is no property of a node. */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (!gtk_style_context_lookup_color (gtk_widget_get_style_context (GTK_WIDGET (self)),
                                       "sudoku_diagonal_line", &color))
    return;
  G_GNUC_END_IGNORE_DEPRECATIONS

  side = MIN (area.size.width, area.size.height);
  room = side * (self->has_step_candidates ? DIAGONAL_ROOM_STEP : DIAGONAL_ROOM);
  n_boxes = ink_boxes (self, &area, boxes);
  cr = gtk_snapshot_append_cairo (snapshot, &area);
  gdk_cairo_set_source_rgba (cr, &color);
  cairo_set_line_width (cr, MAX (side * DIAGONAL_WIDTH, 1.0));
  if (main_diagonal)
    stroke_diagonal (cr, &area, FALSE, boxes, n_boxes, room);
  if (anti_diagonal)
    stroke_diagonal (cr, &area, TRUE, boxes, n_boxes, room);
  cairo_destroy (cr);
}

static void
sudoku_cell_entry_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  SudokuCellEntry *self = SUDOKU_CELL_ENTRY (widget);

  GTK_WIDGET_CLASS (sudoku_cell_entry_parent_class)->snapshot (widget, snapshot);

  if (self->candidates != NULL && gtk_widget_get_visible (GTK_WIDGET (self->candidates)))
    gtk_widget_snapshot_child (widget, GTK_WIDGET (self->candidates), snapshot);
  snapshot_diagonals (self, snapshot);
}

static void
sudoku_cell_entry_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  SudokuCellEntry *self = SUDOKU_CELL_ENTRY (object);

  switch (prop_id)
    {
    case PROP_CELL:
      g_value_set_object (value, self->cell);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_cell_entry_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  SudokuCellEntry *self = SUDOKU_CELL_ENTRY (object);

  switch (prop_id)
    {
    case PROP_CELL:
      sudoku_cell_entry_set_cell (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_cell_entry_class_init (SudokuCellEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_cell_entry_dispose;
  object_class->get_property = sudoku_cell_entry_get_property;
  object_class->set_property = sudoku_cell_entry_set_property;

  widget_class->size_allocate = sudoku_cell_entry_size_allocate;
  widget_class->snapshot = sudoku_cell_entry_snapshot;

  properties [PROP_CELL] =
    g_param_spec_object ("cell", NULL, NULL,
                         SUDOKU_TYPE_CELL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
sudoku_cell_entry_init (SudokuCellEntry *self)
{
  GtkEditable *editable = GTK_EDITABLE (self);

  gtk_editable_set_alignment (editable, 0.5f);
  gtk_editable_set_width_chars (editable, 1);
  gtk_editable_set_max_width_chars (editable, 1);
  /* The board keeps the history; the entry's own would undo behind its back. */
  gtk_editable_set_enable_undo (editable, FALSE);
  gtk_entry_set_input_purpose (GTK_ENTRY (self), GTK_INPUT_PURPOSE_DIGITS);
  gtk_entry_set_input_hints (GTK_ENTRY (self), GTK_INPUT_HINT_NO_EMOJI);
  gtk_widget_add_css_class (GTK_WIDGET (self), "sudoku-cell");

  self->delegate = gtk_editable_get_delegate (editable);
  g_signal_connect (self->delegate, "insert-text", G_CALLBACK (on_insert_text), self);
  g_signal_connect (self->delegate, "delete-text", G_CALLBACK (on_delete_text), self);
}

/**
 * sudoku_cell_entry_new:
 * @cell: (nullable): the cell to show
 *
 * Returns: (transfer floating): a new entry
 */
GtkWidget *
sudoku_cell_entry_new (SudokuCell *cell)
{
  g_return_val_if_fail (cell == NULL || SUDOKU_IS_CELL (cell), NULL);

  return g_object_new (SUDOKU_TYPE_CELL_ENTRY, "cell", cell, NULL);
}

/**
 * sudoku_cell_entry_get_cell:
 *
 * Returns: (transfer none) (nullable): the cell shown
 */
SudokuCell *
sudoku_cell_entry_get_cell (SudokuCellEntry *self)
{
  g_return_val_if_fail (SUDOKU_IS_CELL_ENTRY (self), NULL);

  return self->cell;
}

void
sudoku_cell_entry_set_cell (SudokuCellEntry *self,
                            SudokuCell      *cell)
{
  g_return_if_fail (SUDOKU_IS_CELL_ENTRY (self));
  g_return_if_fail (cell == NULL || SUDOKU_IS_CELL (cell));

  if (self->cell == cell)
    return;

  if (self->cell != NULL)
    g_signal_handlers_disconnect_by_data (self->cell, self);
  g_set_object (&self->cell, cell);
  if (cell != NULL)
    {
      g_signal_connect_object (cell, "notify", G_CALLBACK (on_cell_notify), self,
                               G_CONNECT_SWAPPED);
      update_from_cell (self);
    }

  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_CELL]);
}

guint
sudoku_cell_entry_get_candidates (SudokuCellEntry *self)
{
  g_return_val_if_fail (SUDOKU_IS_CELL_ENTRY (self), 0);

  return self->computed;
}

/**
 * sudoku_cell_entry_set_candidates:
 * @self: a #SudokuCellEntry
 * @candidates: the digits to show, bit d-1 for digit d; 0 shows none
 *
 * Shows @candidates while the cell is empty and has no pencil marks, and
 * names them in the accessible description.
 */
void
sudoku_cell_entry_set_candidates (SudokuCellEntry *self,
                                  guint            candidates)
{
  g_return_if_fail (SUDOKU_IS_CELL_ENTRY (self));

  candidates &= 0x1ff;
  if (self->computed == candidates)
    return;
  self->computed = candidates;
  update_candidates (self);
}

/**
 * sudoku_cell_entry_set_step:
 * @self: a #SudokuCellEntry
 * @shown: whether a step is drawn over the board
 * @candidates: the step's candidates of this cell
 * @note: (nullable): the cell's part in the step, for its accessible description
 *
 * While @shown, the empty cell shows @candidates, as the drawn step sees the
 * board, instead of its marks or candidates, and its accessible description
 * ends with @note.
 */
void
sudoku_cell_entry_set_step (SudokuCellEntry *self,
                            gboolean         shown,
                            guint            candidates,
                            const char      *note)
{
  g_return_if_fail (SUDOKU_IS_CELL_ENTRY (self));

  candidates = shown ? candidates & 0x1ff : 0;
  note = shown ? note : NULL;
  if (self->has_step_candidates == !!shown && self->step_candidates == candidates &&
      g_strcmp0 (self->step_note, note) == 0)
    return;
  self->has_step_candidates = !!shown;
  self->step_candidates = candidates;
  g_free (self->step_note);
  self->step_note = g_strdup (note);
  update_candidates (self);
}

const char *
sudoku_cell_entry_get_description (SudokuCellEntry *self)
{
  g_return_val_if_fail (SUDOKU_IS_CELL_ENTRY (self), NULL);

  return self->description;
}

/* What the cell shows in keypad places, marks or candidates: for tests. */
guint
sudoku_cell_entry_get_shown_digits (SudokuCellEntry *self)
{
  g_return_val_if_fail (SUDOKU_IS_CELL_ENTRY (self), 0);

  if (self->candidates == NULL || !gtk_widget_get_visible (GTK_WIDGET (self->candidates)))
    return 0;
  return self->candidates->mask;
}

/**
 * sudoku_cell_entry_set_diagonals:
 * @self: a cell entry
 * @main_diagonal: whether the line from the board's top left corner to its
 *   bottom right one crosses the cell
 * @anti_diagonal: whether the other diagonal does
 *
 * The lines of a variant's diagonal houses, which the cell draws itself
 * round its digit or candidates.
 */
void
sudoku_cell_entry_set_diagonals (SudokuCellEntry *self,
                                 gboolean         main_diagonal,
                                 gboolean         anti_diagonal)
{
  g_return_if_fail (SUDOKU_IS_CELL_ENTRY (self));

  if (self->main_diagonal == !!main_diagonal && self->anti_diagonal == !!anti_diagonal)
    return;
  self->main_diagonal = !!main_diagonal;
  self->anti_diagonal = !!anti_diagonal;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
