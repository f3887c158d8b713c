/* startup-bare-window.c: the baseline of startup-time.py
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A bare libadwaita window of the app's default size holding a header bar
 * and a 9×9 GtkGrid of GtkEntry: about the least a sudoku window can be.
 * It says "first frame drawn" on stderr after its first frame, as
 * sudoku-solver does with SUDOKU_SOLVER_FIRST_FRAME=report, so that the
 * script times both the same way; with =quit it quits then, for a profiler.
 *
 * Given the app's PUZZLE argument, it shows that puzzle's givens in its
 * entries (the first 81 digits and dots of the file's first line), so that
 * both draw the same digits: an empty grid would leave out the text the
 * app must lay out and draw.
 */

#include <adwaita.h>

static char givens[82];

static void
on_first_frame (GdkFrameClock *clock,
                gpointer       data)
{
  g_signal_handlers_disconnect_by_func (clock, on_first_frame, data);
  g_printerr ("startup-bare-window: first frame drawn\n");
  if (g_strcmp0 (g_getenv ("SUDOKU_SOLVER_FIRST_FRAME"), "quit") == 0)
    g_application_quit (data);
}

static void
on_activate (GApplication *application)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (application));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *grid = gtk_grid_new ();

  gtk_window_set_default_size (GTK_WINDOW (window), 540, 680);
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_widget_set_halign (grid, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (grid, GTK_ALIGN_CENTER);
  gtk_widget_set_vexpand (grid, TRUE);
  for (int row = 0; row < 9; row++)
    for (int column = 0; column < 9; column++)
      {
        GtkWidget *entry = gtk_entry_new ();

        gtk_editable_set_width_chars (GTK_EDITABLE (entry), 1);
        gtk_entry_set_max_length (GTK_ENTRY (entry), 1);
        if (givens[row * 9 + column] >= '1' && givens[row * 9 + column] <= '9')
          gtk_editable_set_text (GTK_EDITABLE (entry),
                                 (char[]) { givens[row * 9 + column], '\0' });
        gtk_grid_attach (GTK_GRID (grid), entry, column, row, 1, 1);
      }
  gtk_box_append (GTK_BOX (box), grid);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (on_first_frame), application);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(AdwApplication) application =
    adw_application_new ("io.github.sudoku_solver.StartupBareWindow", G_APPLICATION_NON_UNIQUE);

  if (argc > 1)
    {
      g_autofree char *text = NULL;
      size_t n = 0;

      if (!g_file_get_contents (argv[1], &text, NULL, NULL))
        return 1;
      for (const char *p = text; *p != '\0' && *p != '\n' && n < 81; p++)
        if ((*p >= '0' && *p <= '9') || *p == '.')
          givens[n++] = *p;
      argc = 1;
    }
  g_signal_connect (application, "activate", G_CALLBACK (on_activate), NULL);
  return g_application_run (G_APPLICATION (application), argc, argv);
}
