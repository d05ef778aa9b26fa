// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Intentionally empty: this library exists to build the precompiled headers the tests share
// (tests/CMakeLists.txt).
