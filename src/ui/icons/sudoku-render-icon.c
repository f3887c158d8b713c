/* sudoku-render-icon.c: draws an SVG icon to a PNG of a given size, at build time
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The first frame needs the app's icon at 48 px (the X11 window icon) and at
 * 96 px (the start page). Drawn from its SVG at run time, it loads librsvg,
 * which costs the start-up about 6 MB and a tenth of its time; the GResource
 * carries those sizes as PNGs instead (src/ui/meson.build).
 *
 *   sudoku-render-icon SVG SIZE PNG
 */

#include <stdlib.h>

#include <gdk-pixbuf/gdk-pixbuf.h>

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GdkPixbuf) pixbuf = NULL;
  g_autoptr(GError) error = NULL;
  char *end = NULL;
  long size;

  if (argc != 4)
    {
      g_printerr ("usage: sudoku-render-icon SVG SIZE PNG\n");
      return EXIT_FAILURE;
    }
  size = strtol (argv[2], &end, 10);
  if (*end != '\0' || size < 1 || size > 1024)
    {
      g_printerr ("sudoku-render-icon: not a size: %s\n", argv[2]);
      return EXIT_FAILURE;
    }

  pixbuf = gdk_pixbuf_new_from_file_at_size (argv[1], (int) size, (int) size, &error);
  if (pixbuf == NULL || !gdk_pixbuf_save (pixbuf, argv[3], "png", &error, NULL))
    {
      g_printerr ("sudoku-render-icon: %s\n", error->message);
      return EXIT_FAILURE;
    }
  return EXIT_SUCCESS;
}
