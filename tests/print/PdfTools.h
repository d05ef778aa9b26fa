// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

// Reading a printed PDF back with poppler-utils (pdftotext, pdfinfo, pdffonts), as a GM's PDF
// viewer would show it.
namespace PdfTools {

// The missing tool's name, or an empty string when all are installed.
QString missingTool();

// `pdftotext -layout` of the whole file: table rows stay on one line.
QString text(const QString &pdf);
// `pdftotext` in reading order: a wrapped cell's lines stay together.
QString readingText(const QString &pdf);
// `pdftotext -raw`, in the order the text was painted: a box's lines stay together even where
// boxes stand side by side in columns.
QString paintedText(const QString &pdf);
// `pdfinfo`'s "Pages:" and "Page size:" lines ("595 x 842 pts (A4)").
int pageCount(const QString &pdf);
QString pageSize(const QString &pdf);
// `pdffonts`' rows: each font and whether it is embedded.
struct Font
{
    QString name;
    bool embedded = false;
};
QList<Font> fonts(const QString &pdf);

// `pdftotext -bbox`'s words: each with its page (0-based) and box in points, and the page's
// width, so a test can tell which column a word stands in.
struct Word
{
    int page = 0;
    double xMin = 0;
    double yMin = 0;
    double pageWidth = 0;
    QString text;
};
QList<Word> words(const QString &pdf);

// The text with every run of white space as one space, so a phrase matches however the page
// wrapped it.
QString flat(const QString &text);
// The tokens (runs of non-space) of each line.
QList<QStringList> tokenLines(const QString &text);
// Whether some line's tokens are exactly `tokens`: a table row read across.
bool hasRow(const QString &text, const QStringList &tokens);
// The cell of a grid with numeric column headings: the row whose first token is `row`, under
// the nearest heading line above it (a line of numbers after an arrow, "AC → 10 11 ...").
std::optional<QString> gridCell(const QString &text, const QString &row, const QString &column);

} // namespace PdfTools
