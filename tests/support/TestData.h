// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Where the tests' data lives.

#include <QString>

namespace Fray::Testing {

// tests/data, named by ctest in FRAY_TEST_DATA.
inline QString testData()
{
    return QString::fromLocal8Bit(qgetenv("FRAY_TEST_DATA"));
}

} // namespace Fray::Testing
