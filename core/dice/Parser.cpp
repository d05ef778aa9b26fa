// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/dice/Parser.h"

#include "core/dice/CheckedMath.h"
#include "core/dice/Limits.h"

namespace Fray::Dice {

namespace {

bool isLetter(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || c == u'_';
}

bool isDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}

std::unique_ptr<Node> makeNode(Node::Kind kind, int begin)
{
    auto node = std::make_unique<Node>();
    node->kind = kind;
    node->begin = begin;
    node->end = begin;
    return node;
}

} // namespace

Parser::DepthGuard::DepthGuard(Parser &parser)
    : m_parser(parser)
{
    if (++m_parser.m_depth > Limits::maxNesting)
        m_parser.fail(tr("nesting deeper than %1 levels").arg(Limits::maxNesting), m_parser.m_pos);
}

Parser::Parser(QStringView text)
    : m_text(text)
{ }

std::unique_ptr<Node> Parser::parse()
{
    if (m_text.size() > Limits::maxExpressionLength)
        fail(tr("expression longer than 10,000 characters"), -1);
    skipSpaces();
    if (atEnd())
        fail(tr("empty expression"), -1);
    m_depth = -1; // the whole expression is not itself a nesting level
    auto root = parseExpression();
    skipSpaces();
    if (!atEnd()) {
        if (peek() == u'=')
            fail(tr("use '==' to compare"), m_pos);
        fail(tr("unexpected '%1'").arg(characterAt(m_pos)), m_pos);
    }
    return root;
}

QChar Parser::peek(int ahead) const
{
    const int at = m_pos + ahead;
    return at < m_text.size() ? m_text[at] : QChar();
}

QString Parser::characterAt(int at) const
{
    // A character outside the Basic Multilingual Plane (an emoji) is two UTF-16 units.
    const bool pair
        = at + 1 < m_text.size() && m_text[at].isHighSurrogate() && m_text[at + 1].isLowSurrogate();
    return m_text.mid(at, pair ? 2 : 1).toString();
}

void Parser::skipSpaces()
{
    while (!atEnd() && m_text[m_pos].isSpace())
        ++m_pos;
}

void Parser::fail(const QString &message, int position) const
{
    throw DiceError{message, position < 0 ? 0 : position + 1};
}

void Parser::failExpected(const QString &what) const
{
    if (atEnd())
        fail(tr("expected %1, but the expression ended").arg(what), m_pos);
    fail(tr("expected %1, found '%2'").arg(what, characterAt(m_pos)), m_pos);
}

void Parser::expect(QChar c, const QString &what)
{
    skipSpaces();
    if (peek() != c)
        failExpected(what);
    ++m_pos;
}

bool Parser::atKeyword(QStringView keyword) const
{
    if (m_pos + keyword.size() > m_text.size())
        return false;
    if (m_text.mid(m_pos, keyword.size()).compare(keyword, Qt::CaseInsensitive) != 0)
        return false;
    const int after = m_pos + int(keyword.size());
    return after >= m_text.size() || !(isLetter(m_text[after]) || isDigit(m_text[after]));
}

std::unique_ptr<Node> Parser::parseExpression()
{
    const DepthGuard guard(*this);
    skipSpaces();
    const int begin = m_pos;
    auto first = parseAnd();
    skipSpaces();
    if (!atKeyword(u"or"))
        return first;
    auto node = makeNode(Node::Kind::Or, begin);
    node->children.push_back(std::move(first));
    while (atKeyword(u"or")) {
        m_pos += 2;
        node->children.push_back(parseAnd());
        skipSpaces();
    }
    node->end = node->children.back()->end;
    return node;
}

std::unique_ptr<Node> Parser::parseAnd()
{
    skipSpaces();
    const int begin = m_pos;
    auto first = parseNot();
    skipSpaces();
    if (!atKeyword(u"and"))
        return first;
    auto node = makeNode(Node::Kind::And, begin);
    node->children.push_back(std::move(first));
    while (atKeyword(u"and")) {
        m_pos += 3;
        node->children.push_back(parseNot());
        skipSpaces();
    }
    node->end = node->children.back()->end;
    return node;
}

std::unique_ptr<Node> Parser::parseNot()
{
    skipSpaces();
    if (!atKeyword(u"not"))
        return parseCompare();
    const DepthGuard guard(*this);
    const int begin = m_pos;
    m_pos += 3;
    auto operand = parseNot();
    auto node = makeNode(Node::Kind::Not, begin);
    node->end = operand->end;
    node->children.push_back(std::move(operand));
    return node;
}

std::unique_ptr<Node> Parser::parseCompare()
{
    skipSpaces();
    const int begin = m_pos;
    auto left = parseSum();
    skipSpaces();
    Node::CompareOp op;
    int length = 2;
    const QChar c = peek(), next = peek(1);
    if (c == u'<')
        op = next == u'=' ? Node::CompareOp::LessEqual : Node::CompareOp::Less;
    else if (c == u'>')
        op = next == u'=' ? Node::CompareOp::GreaterEqual : Node::CompareOp::Greater;
    else if (c == u'=' && next == u'=')
        op = Node::CompareOp::Equal;
    else if (c == u'!' && next == u'=')
        op = Node::CompareOp::NotEqual;
    else
        return left;
    if ((c == u'<' || c == u'>') && next != u'=')
        length = 1;
    m_pos += length;

    auto node = makeNode(Node::Kind::Compare, begin);
    node->compareOp = op;
    node->children.push_back(std::move(left));
    node->children.push_back(parseSum());
    node->end = node->children.back()->end;
    skipSpaces();
    if (peek() == u'<' || peek() == u'>' || (peek() == u'=' && peek(1) == u'=')
        || (peek() == u'!' && peek(1) == u'='))
        fail(tr("comparisons cannot be chained; join them with 'and'"), m_pos);
    return node;
}

std::unique_ptr<Node> Parser::parseSum()
{
    skipSpaces();
    const int begin = m_pos;
    auto first = parseProduct();
    skipSpaces();
    if (peek() != u'+' && peek() != u'-')
        return first;

    auto sum = makeNode(Node::Kind::Sum, begin);
    sum->children.push_back(std::move(first));
    sum->signs.push_back(1);
    while (peek() == u'+' || peek() == u'-') {
        const std::int8_t sign = peek() == u'+' ? 1 : -1;
        ++m_pos;
        sum->children.push_back(parseProduct());
        sum->signs.push_back(sign);
        skipSpaces();
    }
    sum->end = sum->children.back()->end;
    return sum;
}

std::unique_ptr<Node> Parser::parseProduct()
{
    skipSpaces();
    const int begin = m_pos;
    auto first = parseUnary();
    skipSpaces();
    if (peek() != u'*' && peek() != u'/')
        return first;

    auto product = makeNode(Node::Kind::Product, begin);
    product->children.push_back(std::move(first));
    product->ops.push_back(Node::ProductOp::Multiply);
    while (peek() == u'*' || peek() == u'/') {
        product->ops.push_back(
            peek() == u'*' ? Node::ProductOp::Multiply : Node::ProductOp::Divide);
        ++m_pos;
        product->children.push_back(parseUnary());
        skipSpaces();
    }
    product->end = product->children.back()->end;
    return product;
}

std::unique_ptr<Node> Parser::parseUnary()
{
    skipSpaces();
    if (peek() == u'+' || peek() == u'-') {
        const DepthGuard guard(*this);
        const int begin = m_pos;
        const bool negate = peek() == u'-';
        ++m_pos;
        auto operand = parseUnary();
        if (!negate)
            return operand;
        auto node = makeNode(Node::Kind::Negate, begin);
        node->end = operand->end;
        node->children.push_back(std::move(operand));
        return node;
    }
    return parseTerm();
}

bool Parser::startsSides(int at) const
{
    if (at >= m_text.size())
        return false;
    const QChar c = m_text[at];
    return isDigit(c) || c == u'%' || c == u'f' || c == u'F' || c == u'(' || c == u'@';
}

std::unique_ptr<Node> Parser::parseTerm()
{
    skipSpaces();
    const int begin = m_pos;
    if ((peek() == u'd' || peek() == u'D') && startsSides(m_pos + 1)) {
        auto one = makeNode(Node::Kind::Constant, begin);
        one->value = 1;
        return parseDice(std::move(one), begin);
    }
    auto primary = parsePrimary();
    skipSpaces();
    if (peek() == u'd' || peek() == u'D')
        return parseDice(std::move(primary), begin);
    return primary;
}

std::unique_ptr<Node> Parser::parsePrimary()
{
    skipSpaces();
    const int begin = m_pos;
    const QChar c = peek();
    if (isDigit(c)) {
        auto node = makeNode(Node::Kind::Constant, begin);
        node->value = parseInteger();
        node->end = m_pos;
        return node;
    }
    if (c == u'(') {
        ++m_pos;
        auto inner = parseExpression();
        expect(u')', tr("')'"));
        return inner;
    }
    if (c == u'@')
        return parseVariable();
    if (isLetter(c))
        return parseFunction();
    failExpected(tr("a number, a die, '(', '@' or a function"));
}

std::int64_t Parser::parseInteger()
{
    const int begin = m_pos;
    std::int64_t value = 0;
    while (!atEnd() && isDigit(m_text[m_pos])) {
        const auto next = checkedMul(value, 10);
        const auto sum = next ? checkedAdd(*next, m_text[m_pos].unicode() - u'0') : std::nullopt;
        if (!sum)
            fail(tr("number too large"), begin);
        value = *sum;
        ++m_pos;
    }
    return value;
}

std::unique_ptr<Node> Parser::parseVariable()
{
    const int begin = m_pos;
    ++m_pos; // '@'
    const int nameBegin = m_pos;
    while (!atEnd() && (isLetter(m_text[m_pos]) || isDigit(m_text[m_pos])))
        ++m_pos;
    if (m_pos == nameBegin || isDigit(m_text[nameBegin]))
        fail(tr("expected a variable name after '@'"), nameBegin);
    auto node = makeNode(Node::Kind::Variable, begin);
    node->name = m_text.mid(nameBegin, m_pos - nameBegin).toString().toLower();
    node->end = m_pos;
    return node;
}

QString Parser::parseName()
{
    const int begin = m_pos;
    while (!atEnd() && (isLetter(m_text[m_pos]) || (m_pos > begin && isDigit(m_text[m_pos]))))
        ++m_pos;
    return m_text.mid(begin, m_pos - begin).toString().toLower();
}

std::unique_ptr<Node> Parser::parseFunction()
{
    const int begin = m_pos;
    const QString name = parseName();

    Node::Kind kind;
    if (name == u"max")
        kind = Node::Kind::Max;
    else if (name == u"min")
        kind = Node::Kind::Min;
    else if (name == u"maxof")
        kind = Node::Kind::MaxOf;
    else if (name == u"minof")
        kind = Node::Kind::MinOf;
    else if (name == u"clamp" || name == u"tbl")
        kind = Node::Kind::Max; // clamp(lo, x, hi) becomes max(lo, min(x, hi)) below
    else
        fail(tr("unknown function '%1'").arg(name), begin);

    skipSpaces();
    if (peek() != u'(')
        failExpected(tr("'(' after '%1'").arg(name));
    ++m_pos;

    if (name == u"tbl")
        return parseTable(begin);

    auto node = makeNode(kind, begin);
    node->children.push_back(parseExpression());
    skipSpaces();
    while (peek() == u',') {
        ++m_pos;
        node->children.push_back(parseExpression());
        skipSpaces();
    }
    expect(u')', tr("',' or ')'"));
    node->end = m_pos;

    const auto count = node->children.size();
    if (name == u"clamp") {
        // clamp(lo, x, hi) = max(lo, min(x, hi))
        if (count != 3)
            fail(tr("clamp takes three values: lowest, value, highest"), begin);
        auto inner = makeNode(Node::Kind::Min, begin);
        inner->end = node->end;
        inner->children.push_back(std::move(node->children[1]));
        inner->children.push_back(std::move(node->children[2]));
        node->children.resize(1);
        node->children.push_back(std::move(inner));
        return node;
    }
    if ((kind == Node::Kind::Max || kind == Node::Kind::Min) && count < 2)
        fail(tr("%1 needs at least two values; maxof and minof give a roll's highest or "
                "lowest possible result")
                 .arg(name),
            begin);
    if ((kind == Node::Kind::MaxOf || kind == Node::Kind::MinOf) && count != 1)
        fail(tr("%1 takes exactly one value").arg(name), begin);
    return node;
}

std::unique_ptr<Node> Parser::parseTable(int begin)
{
    auto node = makeNode(Node::Kind::Table, begin);
    skipSpaces();
    if (!isLetter(peek()))
        failExpected(tr("a table name"));
    node->name = parseName();
    if (peek() == u'.') {
        ++m_pos;
        if (!isLetter(peek()))
            failExpected(tr("a column name after '.'"));
        node->tableColumn = parseName();
    }
    expect(u',', tr("',' and the key to look up"));
    node->children.push_back(parseExpression());
    expect(u')', tr("')'"));
    node->end = m_pos;
    return node;
}

std::unique_ptr<Node> Parser::parseDice(std::unique_ptr<Node> count, int begin)
{
    ++m_pos; // 'd'
    auto dice = makeNode(Node::Kind::Dice, begin);
    dice->children.push_back(std::move(count));
    if (peek() == u'f' || peek() == u'F') {
        ++m_pos;
        dice->die = Node::DieKind::Fudge;
    } else {
        dice->children.push_back(parseSides());
    }
    dice->end = m_pos;
    parseModifiers(*dice);
    return dice;
}

std::unique_ptr<Node> Parser::parseSides()
{
    const int begin = m_pos;
    const QChar c = peek();
    if (c == u'%') {
        ++m_pos;
        auto node = makeNode(Node::Kind::Constant, begin);
        node->value = 100;
        node->end = m_pos;
        return node;
    }
    if (isDigit(c) || c == u'(' || c == u'@')
        return parsePrimary();
    failExpected(tr("the number of sides after 'd'"));
}

void Parser::parseModifiers(Node &dice)
{
    bool selected = false;
    for (;;) {
        skipSpaces();
        const int begin = m_pos;
        const QChar c = peek().toLower();
        if (c == u'!' && peek(1) != u'=') {
            if (dice.explode)
                fail(tr("'!' given twice"), begin);
            ++m_pos;
            dice.explode = true;
            dice.end = m_pos;
            continue;
        }
        if (c != u'k' && c != u'd')
            return;

        ++m_pos;
        const QChar which = peek().toLower();
        Node::Select select;
        if (c == u'k') {
            select = which == u'l' ? Node::Select::KeepLowest : Node::Select::KeepHighest;
            if (which == u'h' || which == u'l')
                ++m_pos;
        } else {
            if (which != u'h' && which != u'l')
                failExpected(tr("'h' or 'l' after 'd' (drop highest or lowest)"));
            select = which == u'h' ? Node::Select::DropHighest : Node::Select::DropLowest;
            ++m_pos;
        }
        if (selected)
            fail(tr("only one keep or drop per dice term"), begin);
        selected = true;
        dice.select = select;
        dice.selectCount = 1;
        if (isDigit(peek()))
            dice.selectCount = parseInteger();
        dice.end = m_pos;
    }
}

} // namespace Fray::Dice
