// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/DiceError.h"
#include "core/dice/Node.h"

#include <QCoreApplication>
#include <QStringView>

namespace Fray::Dice {

// Recursive-descent parser for the dice language (see Expression). It throws DiceError with
// the column and what it expected; Expression::parse turns that into a value.
//
//   expr    := and ('or' and)*
//   and     := not ('and' not)*
//   not     := 'not' not | compare
//   compare := sum [('<' | '<=' | '>' | '>=' | '==' | '!=') sum]
//   sum     := product (('+' | '-') product)*
//   product := unary (('*' | '/') unary)*
//   unary   := ('-' | '+') unary | term
//   term    := primary ['d' sides modifiers] | 'd' sides modifiers
//   primary := integer | '(' expr ')' | '@' name | function '(' expr (',' expr)* ')'
//            | 'tbl' '(' name ['.' column] ',' expr ')'
//   function:= 'max' | 'min' | 'maxof' | 'minof' | 'clamp'
//   sides   := integer | '%' | 'F' | '(' expr ')' | '@' name
//   modifiers := ('!' | ('k' | 'kh' | 'kl' | 'dh' | 'dl') [integer])*
class Parser
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Dice::Parser)

public:
    explicit Parser(QStringView text);

    std::unique_ptr<Node> parse();

private:
    std::unique_ptr<Node> parseExpression();
    std::unique_ptr<Node> parseAnd();
    std::unique_ptr<Node> parseNot();
    std::unique_ptr<Node> parseCompare();
    std::unique_ptr<Node> parseSum();
    std::unique_ptr<Node> parseProduct();
    std::unique_ptr<Node> parseUnary();
    std::unique_ptr<Node> parseTerm();
    std::unique_ptr<Node> parsePrimary();
    std::unique_ptr<Node> parseFunction();
    std::unique_ptr<Node> parseTable(int begin);
    QString parseName();
    bool atKeyword(QStringView keyword) const;
    std::unique_ptr<Node> parseVariable();
    std::unique_ptr<Node> parseDice(std::unique_ptr<Node> count, int begin);
    std::unique_ptr<Node> parseSides();
    void parseModifiers(Node &dice);
    std::int64_t parseInteger();

    void skipSpaces();
    bool atEnd() const { return m_pos >= m_text.size(); }
    QChar peek(int ahead = 0) const;
    QString characterAt(int at) const;
    bool startsSides(int at) const;
    void expect(QChar c, const QString &what);
    [[noreturn]] void fail(const QString &message, int position) const;
    [[noreturn]] void failExpected(const QString &what) const;

    // Counts nesting (parentheses, function calls, signs) and refuses deep input.
    class DepthGuard
    {
    public:
        explicit DepthGuard(Parser &parser);
        ~DepthGuard() { --m_parser.m_depth; }
        DepthGuard(const DepthGuard &) = delete;
        DepthGuard &operator=(const DepthGuard &) = delete;

    private:
        Parser &m_parser;
    };

    QStringView m_text;
    int m_pos = 0;
    int m_depth = 0;
};

} // namespace Fray::Dice
