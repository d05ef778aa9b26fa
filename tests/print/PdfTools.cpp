// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "PdfTools.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace PdfTools {

namespace {

QString run(const QString &tool, const QStringList &arguments)
{
    QProcess process;
    process.start(tool, arguments);
    if (!process.waitForFinished(60000))
        return {};
    return QString::fromUtf8(process.readAllStandardOutput());
}

QString infoLine(const QString &pdf, const QString &key)
{
    const QStringList lines = run(u"pdfinfo"_s, {pdf}).split(u'\n');
    for (const QString &line : lines) {
        if (line.startsWith(key))
            return line.mid(key.size()).trimmed();
    }
    return {};
}

bool isNumber(const QString &token)
{
    bool ok = false;
    token.toLongLong(&ok);
    return ok;
}

} // namespace

QString missingTool()
{
    for (const QString &tool : {u"pdftotext"_s, u"pdfinfo"_s, u"pdffonts"_s}) {
        if (QStandardPaths::findExecutable(tool).isEmpty())
            return tool;
    }
    return {};
}

QString text(const QString &pdf)
{
    return run(u"pdftotext"_s, {u"-layout"_s, u"-enc"_s, u"UTF-8"_s, pdf, u"-"_s});
}

QList<Word> words(const QString &pdf)
{
    static const QRegularExpression tag(u"<page width=\"([0-9.]+)\"|<word xMin=\"([0-9.]+)\" "
                                        u"yMin=\"([0-9.]+)\"[^>]*>([^<]*)</word>"_s);
    const QString html = run(u"pdftotext"_s, {u"-bbox"_s, u"-enc"_s, u"UTF-8"_s, pdf, u"-"_s});
    QList<Word> found;
    int page = -1;
    double width = 0;
    for (auto it = tag.globalMatch(html); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (m.capturedLength(1) > 0) {
            ++page;
            width = m.captured(1).toDouble();
            continue;
        }
        QString text = m.captured(4);
        text.replace(u"&lt;"_s, u"<"_s).replace(u"&gt;"_s, u">"_s).replace(u"&quot;"_s, u"\""_s);
        text.replace(u"&amp;"_s, u"&"_s);
        found.append({page, m.captured(2).toDouble(), m.captured(3).toDouble(), width, text});
    }
    return found;
}

QString paintedText(const QString &pdf)
{
    return run(u"pdftotext"_s, {u"-raw"_s, u"-enc"_s, u"UTF-8"_s, pdf, u"-"_s});
}

QString readingText(const QString &pdf)
{
    return run(u"pdftotext"_s, {u"-enc"_s, u"UTF-8"_s, pdf, u"-"_s});
}

int pageCount(const QString &pdf)
{
    return infoLine(pdf, u"Pages:"_s).toInt();
}

QString pageSize(const QString &pdf)
{
    return infoLine(pdf, u"Page size:"_s);
}

QList<Font> fonts(const QString &pdf)
{
    // name  type  encoding  emb sub uni object ID: "emb" is the third column from the right
    // of the type and encoding, so read it from the end of the row.
    QList<Font> out;
    const QStringList lines = run(u"pdffonts"_s, {pdf}).split(u'\n');
    for (qsizetype i = 2; i < lines.size(); ++i) {
        const QStringList cells = lines[i].split(u' ', Qt::SkipEmptyParts);
        if (cells.size() < 7)
            continue;
        out.append({cells.first(), cells[cells.size() - 5] == u"yes"});
    }
    return out;
}

QString flat(const QString &text)
{
    static const QRegularExpression space(u"\\s+"_s);
    return QString(text).replace(space, u" "_s);
}

QList<QStringList> tokenLines(const QString &text)
{
    QList<QStringList> out;
    const QStringList lines = text.split(u'\n');
    for (const QString &line : lines)
        out.append(line.split(u' ', Qt::SkipEmptyParts));
    return out;
}

bool hasRow(const QString &text, const QStringList &tokens)
{
    const QList<QStringList> lines = tokenLines(text);
    return lines.contains(tokens);
}

std::optional<QString> gridCell(const QString &text, const QString &row, const QString &column)
{
    QStringList heading;
    const QList<QStringList> lines = tokenLines(text);
    for (const QStringList &tokens : lines) {
        const qsizetype arrow = tokens.indexOf(u"\u2192"_s);
        if (arrow >= 0 && arrow + 1 < tokens.size()) {
            const QStringList numbers = tokens.mid(arrow + 1);
            if (std::all_of(numbers.begin(), numbers.end(), isNumber)) {
                heading = numbers;
                continue;
            }
        }
        if (heading.isEmpty() || tokens.size() != heading.size() + 1 || tokens.first() != row)
            continue;
        const qsizetype index = heading.indexOf(column);
        if (index >= 0)
            return tokens[index + 1];
    }
    return std::nullopt;
}

} // namespace PdfTools
