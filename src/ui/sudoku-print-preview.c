/* sudoku-print-preview.c: the pages of a print, shown before they go to paper
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK's own preview hands the pages to an external viewer, which a desktop
 * may not have; this window draws them itself, with the same sheet the
 * printer gets (sudoku_sheet_draw_page), scaled to fit. The print operation
 * stays in preview until the window closes, whichever way it closes.
 */

#define G_LOG_DOMAIN "sudoku-print-preview"

#include "config.h"

#include "sudoku-print-preview.h"

#include <glib/gi18n.h>

#include "sudoku-accessible.h"

/* Room around the page, in pixels, for its shadow. */
#define PAGE_SPACE 18.0

struct _SudokuPrintPreview
{
  GtkWindow                 parent_instance;

  /* Template widgets */
  GtkWidget                *close_button;
  GtkDrawingArea           *page_area;
  GtkLabel                 *page_label;
  GtkWidget                *print_button;

  /* Owned references */
  GtkPrintOperationPreview *preview;  /* NULL once the preview has ended */
  char                     *page_text;

  /* The operation's: valid while it is in preview. */
  SudokuSheet              *sheet;
  double                    width;
  double                    height;
  guint                     page;
  guint                     n_pages;
};

G_DEFINE_FINAL_TYPE (SudokuPrintPreview, sudoku_print_preview, GTK_TYPE_WINDOW)

enum {
  PRINT,
  N_SIGNALS
};

static guint signals [N_SIGNALS];

static void
update_page (SudokuPrintPreview *self)
{
  g_free (self->page_text);
  if (self->sheet == NULL)
    self->page_text = g_strdup ("");
  else
    /* Translators: in the print preview: "Page 2 of 5" */
    self->page_text = g_strdup_printf (_("Page %u of %u"), self->page + 1, self->n_pages);
  gtk_label_set_text (self->page_label, self->page_text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->page_area),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, self->page_text, -1);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "preview.previous",
                                 self->sheet != NULL && self->page > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "preview.next",
                                 self->sheet != NULL && self->page + 1 < self->n_pages);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "preview.print", self->sheet != NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self->page_area));
}

static void
draw_page (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        user_data)
{
  SudokuPrintPreview *self = user_data;
  double scale, x, y;

  if (self->sheet == NULL || self->width <= 0 || self->height <= 0)
    return;

  scale = MIN ((width - 2 * PAGE_SPACE) / self->width, (height - 2 * PAGE_SPACE) / self->height);
  if (scale <= 0)
    return;
  x = floor ((width - self->width * scale) / 2);
  y = floor ((height - self->height * scale) / 2);

  /* Paper is white in the dark style too, with a soft edge to tell it apart. */
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_rectangle (cr, x + 2, y + 2, self->width * scale, self->height * scale);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, x, y, self->width * scale, self->height * scale);
  cairo_fill (cr);

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, scale, scale);
  cairo_rectangle (cr, 0, 0, self->width, self->height);
  cairo_clip (cr);
  sudoku_sheet_draw_page (self->sheet, cr, self->page);
  cairo_restore (cr);
}

/* Once, however the window goes: the operation then finishes. */
static void
end_preview (SudokuPrintPreview *self)
{
  g_autoptr(GtkPrintOperationPreview) preview = g_steal_pointer (&self->preview);

  self->sheet = NULL;
  if (preview != NULL)
    gtk_print_operation_preview_end_preview (preview);
}

static void
previous_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  SudokuPrintPreview *self = SUDOKU_PRINT_PREVIEW (widget);

  if (self->page > 0)
    self->page--;
  update_page (self);
}

static void
next_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SudokuPrintPreview *self = SUDOKU_PRINT_PREVIEW (widget);

  if (self->page + 1 < self->n_pages)
    self->page++;
  update_page (self);
}

static void
close_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  gtk_window_close (GTK_WINDOW (widget));
}

static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  SudokuPrintPreview *self = SUDOKU_PRINT_PREVIEW (widget);

  g_object_ref (self);
  end_preview (self);
  g_signal_emit (self, signals[PRINT], 0);
  gtk_window_destroy (GTK_WINDOW (self));
  g_object_unref (self);
}

static gboolean
sudoku_print_preview_close_request (GtkWindow *window)
{
  end_preview (SUDOKU_PRINT_PREVIEW (window));
  return GTK_WINDOW_CLASS (sudoku_print_preview_parent_class)->close_request (window);
}

static void
sudoku_print_preview_dispose (GObject *object)
{
  SudokuPrintPreview *self = SUDOKU_PRINT_PREVIEW (object);

  /* Destroyed with its parent, without a close request. */
  end_preview (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_PRINT_PREVIEW);

  G_OBJECT_CLASS (sudoku_print_preview_parent_class)->dispose (object);
}

static void
sudoku_print_preview_finalize (GObject *object)
{
  SudokuPrintPreview *self = SUDOKU_PRINT_PREVIEW (object);

  g_free (self->page_text);

  G_OBJECT_CLASS (sudoku_print_preview_parent_class)->finalize (object);
}

static void
sudoku_print_preview_class_init (SudokuPrintPreviewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = sudoku_print_preview_dispose;
  object_class->finalize = sudoku_print_preview_finalize;
  window_class->close_request = sudoku_print_preview_close_request;

  /**
   * SudokuPrintPreview::print:
   *
   * The person pressed Print: the preview has ended, the window is about
   * to close.
   */
  signals[PRINT] = g_signal_new ("print", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               SUDOKU_RESOURCE_PATH "/ui/sudoku-print-preview.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuPrintPreview, close_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuPrintPreview, page_area);
  gtk_widget_class_bind_template_child (widget_class, SudokuPrintPreview, page_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuPrintPreview, print_button);

  gtk_widget_class_install_action (widget_class, "preview.previous", NULL, previous_action);
  gtk_widget_class_install_action (widget_class, "preview.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "preview.print", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "preview.close", NULL, close_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, 0, "preview.previous", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, 0, "preview.previous", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, 0, "preview.next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, 0, "preview.next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "preview.print", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "preview.close", NULL);
}

static void
sudoku_print_preview_init (SudokuPrintPreview *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_drawing_area_set_draw_func (self->page_area, draw_page, self, NULL);
  sudoku_accessible_tidy_buttons (GTK_WIDGET (self));
  update_page (self);
}

SudokuPrintPreview *
sudoku_print_preview_new (GtkWindow                *parent,
                          GtkPrintOperationPreview *preview)
{
  SudokuPrintPreview *self;

  g_return_val_if_fail (GTK_IS_PRINT_OPERATION_PREVIEW (preview), NULL);

  self = g_object_new (SUDOKU_TYPE_PRINT_PREVIEW, "transient-for", parent, NULL);
  self->preview = g_object_ref (preview);
  return self;
}

void
sudoku_print_preview_set_sheet (SudokuPrintPreview *self,
                                SudokuSheet        *sheet,
                                double              width,
                                double              height)
{
  g_return_if_fail (SUDOKU_IS_PRINT_PREVIEW (self));

  if (self->preview == NULL)
    return;
  self->sheet = sheet;
  self->width = width;
  self->height = height;
  self->page = 0;
  self->n_pages = sheet != NULL ? sudoku_sheet_get_n_pages (sheet) : 0;
  /* Not a template child: GtkWindow itself unparents its child. */
  gtk_stack_set_visible_child_name (GTK_STACK (gtk_window_get_child (GTK_WINDOW (self))), "pages");
  update_page (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->page_area));
}

guint
sudoku_print_preview_get_page (SudokuPrintPreview *self)
{
  g_return_val_if_fail (SUDOKU_IS_PRINT_PREVIEW (self), 0);
  return self->page;
}

guint
sudoku_print_preview_get_n_pages (SudokuPrintPreview *self)
{
  g_return_val_if_fail (SUDOKU_IS_PRINT_PREVIEW (self), 0);
  return self->n_pages;
}

const char *
sudoku_print_preview_get_page_text (SudokuPrintPreview *self)
{
  g_return_val_if_fail (SUDOKU_IS_PRINT_PREVIEW (self), NULL);
  return self->page_text;
}
