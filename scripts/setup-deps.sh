#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Fray authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Installs what Fray needs, and nothing that is already there. This is the one list: the
# Makefile, CI and the package check name groups of it, never packages of their own.
#
# Usage: scripts/setup-deps.sh [--for GROUP]... [extra Debian packages...]
#   build    compile Fray and start the window (make run)               (the default)
#   test     build, plus what the test suite reads and runs (make test, make smoke)
#   package  build, plus what makes the .deb (make package)
#
# Packages are installed without what they only recommend, so every package Fray needs is named
# here, even where another package merely recommends it.
set -euo pipefail

# The compilers (and LLVM's linker, for quick links), Qt's development files and what Qt's CMake
# files look for (Qt Charts' need Qt OpenGL's; Qt WebSockets serves the players' page and
# libqrencode draws the code that takes a phone there; QtKeychain keeps a shared campaign's server
# password in the system's keychain), and what the window needs at run time
# that no executable links: the SQLite driver and the PostgreSQL one (a campaign a GM group shares
# on a server), the windowing system's platform plugins and a font.
build_packages=(
  cmake ninja-build g++ lld pkg-config
  qt6-base-dev qt6-charts-dev libqt6opengl6-dev libgl-dev qt6-websockets-dev libqrencode-dev
  qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
  libqt6sql6-sqlite libqt6sql6-psql qtkeychain-qt6-dev qt6-qpa-plugins fonts-dejavu-core
)
# Printed sheets read back (poppler), the window started on a virtual display (Xvfb, xdotool),
# the desktop entry and AppStream metadata validated, the players' page loaded in a real browser
# and its QR code read back (zbar), and a PostgreSQL server the shared-campaign tests start for
# themselves (its pg_trgm indexes the library).
test_packages=(poppler-utils xvfb xdotool desktop-file-utils appstream chromium zbar-tools postgresql)
# CPack's .deb: dpkg-shlibdeps works out the package's dependencies, `file` finds its executables.
package_packages=(dpkg-dev file)

debian_packages=("${build_packages[@]}")
while [ $# -gt 0 ]; do
  case "$1" in
    --for)
      case "${2:-}" in
        build) ;;
        test) debian_packages+=("${test_packages[@]}") ;;
        package) debian_packages+=("${package_packages[@]}") ;;
        *) echo "setup: --for takes build, test or package, not '${2:-}'" >&2; exit 2 ;;
      esac
      shift 2 ;;
    *) debian_packages+=("$1"); shift ;;
  esac
done

# The same steps as README's "Set-up on other systems" and .github/workflows/desktop.yml.
print_macos_steps() {
  cat <<'TXT'
Fray on macOS:
  1. Install Qt 6.8 LTS (with Qt Charts and Qt WebSockets) with Qt's installer, and
     brew install cmake ninja qrencode pkgconf poppler
  2. cmake --preset release -DCMAKE_PREFIX_PATH=~/Qt/6.8.3/macos
     cmake --build --preset release
     ctest --test-dir build-release
     open build-release/app/fray.app
  3. A disk image: cpack --config build-release/CPackConfig.cmake
TXT
}

print_windows_steps() {
  cat <<'TXT'
Fray on Windows:
  1. Install Qt 6.8 LTS (MSVC 2022 64-bit, with Qt Charts and Qt WebSockets) with Qt's installer,
     Visual Studio 2022 (its CMake and Ninja come with it), and vcpkg install libqrencode:x64-windows
  2. In an "x64 Native Tools Command Prompt for VS 2022":
       cmake --preset release -DCMAKE_PREFIX_PATH=C:\Qt\6.8.3\msvc2022_64 ^
         -DCMAKE_TOOLCHAIN_FILE=%VCPKG_ROOT%\scripts\buildsystems\vcpkg.cmake ^
         -DX_VCPKG_APPLOCAL_DEPS_INSTALL=ON
       cmake --build --preset release
       ctest --test-dir build-release
       build-release\app\fray.exe
  3. An installer: cpack --config build-release\CPackConfig.cmake
TXT
}

case "$(uname -s)" in
  Darwin)
    print_macos_steps
    echo "make: automatic set-up is for Debian and Ubuntu; follow the steps above." >&2
    exit 1 ;;
  MINGW*|MSYS*|CYGWIN*)
    print_windows_steps
    echo "make: automatic set-up is for Debian and Ubuntu; follow the steps above." >&2
    exit 1 ;;
esac

if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
  echo "setup: this system has no apt-get. Install CMake (3.21+), Ninja, a C++20 compiler and" >&2
  echo "setup: Qt 6.4+ (Core, Sql with SQLite, Widgets, Charts, PrintSupport, LinguistTools, Test," >&2
  echo "setup: Network, WebSockets)," >&2
  echo "setup: then run: cmake --preset dev && cmake --build --preset dev" >&2
  exit 1
fi

# Ubuntu 22.04 ships Qt 6.2, below Fray's floor of 6.4; its package names would install it anyway.
if [ -r /etc/os-release ] && . /etc/os-release && [ "${ID:-}" = ubuntu ] && [ "${VERSION_ID:-}" = "22.04" ]; then
  echo "setup: Ubuntu 22.04 ships Qt 6.2; Fray needs Qt 6.4 or newer. Install Qt 6.4+ (with Qt Charts)" >&2
  echo "setup: from Qt's installer, then: cmake --preset release -DCMAKE_PREFIX_PATH=/path/to/Qt/6.x/gcc_64" >&2
  exit 1
fi

missing=()
for pkg in "${debian_packages[@]}"; do
  status=$(dpkg-query -W -f='${db:Status-Status}' "$pkg" 2>/dev/null || true)
  [ "$status" = "installed" ] || missing+=("$pkg")
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "setup: installing missing packages: ${missing[*]}"
as_root=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    as_root=(sudo)
  else
    echo "setup: need root to install ${missing[*]}; run as root or install sudo." >&2
    exit 1
  fi
fi
"${as_root[@]}" apt-get update
DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
