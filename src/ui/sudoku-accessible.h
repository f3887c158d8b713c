/* sudoku-accessible.h: accessible names GTK 4.8 gets wrong, put right
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void sudoku_accessible_tidy_buttons   (GtkWidget   *root);
void sudoku_accessible_name_drop_down (GtkDropDown *drop_down,
                                       GtkWidget   *label);
void sudoku_accessible_switch_toggle  (GtkToggleButton *toggle);

G_END_DECLS
