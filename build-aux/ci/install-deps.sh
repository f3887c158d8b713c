#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Installs the Debian 12 packages needed to build, run and test Sudoku Solver.
#
# Only packages that are missing are installed. As root: `apt-get update`, then
# `apt-get install -y --no-install-recommends <missing>`. As any other user: prints the exact
# `sudo apt-get install …` line to run and exits with status 1. When nothing is missing it does
# nothing (and needs no network), so it is safe to call before every build.
#
# Usage: build-aux/ci/install-deps.sh [--app] [--check]
#   --app     only what building and running the window needs (build-aux/run-app.sh);
#             by default also everything the tests and CI passes need
#   --check   only report what is missing (exit 1 if anything is), never install
set -euo pipefail

# What building and running the window needs.
app_packages=(
  build-essential     # gcc (with libasan/libubsan for the sanitizer build), make, libc6-dev
  pkg-config
  meson
  ninja-build
  libglib2.0-dev      # glib, gio; brings libglib2.0-bin (glib-compile-schemas/-resources)
  gettext             # msgfmt for po/
  python3             # run-app.sh finds the program in meson's introspection with it
  libgtk-4-dev
  libadwaita-1-dev    # 1.2 in Debian 12: AdwApplication, header bar, toasts, message dialogs
  librsvg2-common     # SVG pixbuf loader: icons at run time, the app icon's PNGs in the build
  libgtk-4-bin        # gtk4-encode-symbolic-svg (the hint icon's PNG), gtk4-builder-tool
  shared-mime-info    # update-mime-database: meson's post-install step needs it
)

# And what the tests and the CI passes need on top.
test_packages=(
  desktop-file-utils  # desktop-file-validate
  appstream           # appstreamcli validate
  # headless UI tests
  xvfb
  xauth
  dbus
  dbus-x11
  at-spi2-core
  python3-pyatspi     # the UI suite's check of the cells' names over AT-SPI
  xdotool             # real key presses in the UI suite's crash-and-restore check
  locales             # glibc's locale definitions: test-number compiles en_US and de_DE
  poppler-utils       # pdfinfo and pdftotext: the print tests read the PDFs back
  fonts-dejavu-core   # the font the render tests' reference image was drawn with
  # the help (help/): yelp-check validates the pages, their links and figures (data suite);
  # itstool makes the help's translation template (ninja help-sudoku-solver-pot)
  yelp-tools
  itstool
  groff-base          # check-man-page renders data/sudoku-solve.1 with groff and fails on any warning
  # the other CI passes: valgrind (run-valgrind.sh), static analysis (run-static-analysis.sh)
  valgrind
  cppcheck
  clang-tidy          # clang-tidy and run-clang-tidy
  # fuzzing (build-aux/ci/run-fuzzers.sh): libFuzzer is clang's; gcc has none
  clang               # clang 14 on Debian 12
  libclang-rt-14-dev  # its runtimes: libFuzzer, ASan, UBSan (only Recommended, via libclang-common-14-dev)
)

check_only=0
packages=("${app_packages[@]}" "${test_packages[@]}")
for arg in "$@"; do
  case "$arg" in
    --check) check_only=1 ;;
    --app) packages=("${app_packages[@]}") ;;
    *) echo "usage: $0 [--app] [--check]" >&2; exit 2 ;;
  esac
done

if ! command -v dpkg-query >/dev/null 2>&1; then
  echo "install-deps: not a Debian system (no dpkg-query); make sure the equivalents of" \
       "these are installed: ${packages[*]}" >&2
  exit 0
fi

missing=()
for pkg in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${db:Status-Status}' "$pkg" 2>/dev/null || true)
  if [ "$status" != "installed" ]; then
    missing+=("$pkg")
  fi
done

if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi

if [ "$check_only" -eq 1 ] || [ "$(id -u)" -ne 0 ]; then
  echo "install-deps: missing Debian packages: ${missing[*]}" >&2
  echo "install-deps: install them with:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
  exit 1
fi

echo "install-deps: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y --no-install-recommends "${missing[@]}" </dev/null
