// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ReaderFuzzHarness.h"

namespace Fray::Fuzz {

// What players see of a fight: an encounter file, then (after a line "--") the query of a
// player's odds question, GET /api/odds?attacker=ID&target=ID&attack=N&modifier=ID[:N]. The
// encounter, checked against its shipped ruleset as the server's reader checks it, becomes the
// page's state (PlayerView) and answers the question (PlayerOdds). Accepted: the question was
// answered; Refused: the file or the question was refused with a reason. The promises: no
// hidden combatant's name, id or turn reaches the page or an answer; page ids are 1, 2, 3 for
// those players see; a chance is between 0 and 1; the same state twice is the same bytes.
QStringList exercisePage(QByteArrayView input, Verdict *verdict = nullptr);

} // namespace Fray::Fuzz
