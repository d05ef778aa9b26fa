// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/odds/OddsSummary.h"

#include "core/i18n/NumberText.h"
#include "ui/odds/OddsPresenter.h"

#include <QFormLayout>
#include <QLabel>
#include <QScrollArea>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>

namespace Fray::Ui {

namespace {

QString percent(double p)
{
    return NumberText::percent(p);
}

void clearForm(QFormLayout *form)
{
    while (form->rowCount() > 0)
        form->removeRow(0);
}

void addRow(QFormLayout *form, const QString &label, const QString &value, const QString &name)
{
    auto *title = new QLabel(OddsSummary::tr("%1:").arg(label));
    // A long title ("Dégâts moyens par attaque :") takes two lines so its number stays whole.
    title->setWordWrap(true);
    auto *text = new QLabel(value);
    text->setObjectName(name);
    // Words may wrap; a number never does ("0,32" breaks after its comma in some languages).
    text->setWordWrap(
        std::any_of(value.cbegin(), value.cend(), [](QChar c) { return c.isLetter(); }));
    text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(title, text);
}

} // namespace

OddsSummary::OddsSummary(const OddsPresenter *presenter, QWidget *parent)
    : QWidget(parent)
    , m_presenter(presenter)
    , m_hit(new QLabel(this))
    , m_problem(new QLabel(this))
    , m_bands(new QFormLayout)
    , m_damage(new QFormLayout)
{
    QFont big = m_hit->font();
    big.setPointSizeF(big.pointSizeF() * 1.8);
    big.setBold(true);
    m_hit->setFont(big);
    m_hit->setObjectName(QStringLiteral("hitChance"));
    m_hit->setWordWrap(true);
    m_problem->setWordWrap(true);
    m_problem->setObjectName(QStringLiteral("oddsProblem"));
    // In a narrow panel a value goes below its label rather than out of sight; the rows sit
    // close, as the lines of one table, so a laptop's panel shows them all.
    for (QFormLayout *form : {m_bands, m_damage}) {
        form->setRowWrapPolicy(QFormLayout::WrapLongRows);
        form->setVerticalSpacing(2);
    }
    // A ruleset with many bands scrolls down rather than squeezing its lines onto each other;
    // never sideways, as the panel keeps the width of the longest label (minimumSizeHint).
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("summaryScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_lines = new QWidget(scroll);
    auto *layout = new QVBoxLayout(m_lines);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_hit);
    layout->addWidget(m_problem);
    layout->addLayout(m_bands);
    layout->addLayout(m_damage);
    layout->addStretch();
    scroll->setWidget(m_lines);
    m_lines->installEventFilter(this);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);
    connect(presenter, &OddsPresenter::updated, this, &OddsSummary::refresh);
    refresh();
}

bool OddsSummary::eventFilter(QObject *watched, QEvent *event)
{
    // The lines laid out again, once new ones are shown: the width of the longest label and the
    // height of them all, asked of the panel, change with them; the scroll area does not pass
    // that on.
    if (watched == m_lines && event->type() == QEvent::LayoutRequest)
        updateGeometry();
    return QWidget::eventFilter(watched, event);
}

void OddsSummary::refresh()
{
    fillLines();
    updateGeometry();
}

void OddsSummary::fillLines()
{
    clearForm(m_bands);
    clearForm(m_damage);
    const auto &result = m_presenter->result();
    m_problem->setText(m_presenter->problem());
    m_problem->setVisible(!m_presenter->problem().isEmpty());
    if (!result) {
        m_hit->setText(tr("Chance to hit: \u2014"));
        return;
    }
    m_hit->setText(tr("Chance to hit: %1").arg(percent(result->pHit)));
    for (const auto &o : result->outcomes)
        addRow(m_bands, o.label, percent(o.probability), QStringLiteral("band:") + o.id);
    if (!result->damage)
        return;
    const qint64 attacks = m_presenter->attacksPerRound();
    addRow(m_damage, tr("Mean damage per attack"), NumberText::decimal(result->expectedDamage),
        QStringLiteral("damagePerAttack"));
    addRow(m_damage,
        attacks == 1 ? tr("Mean damage per round")
                     : tr("Mean damage per round (%n attacks)", nullptr, int(attacks)),
        NumberText::decimal(result->expectedDamage * double(attacks)),
        QStringLiteral("damagePerRound"));
    const auto &drop = m_presenter->dropChances();
    const auto hp = m_presenter->targetHitPoints();
    if (!hp)
        return;
    if (drop.empty()) {
        addRow(m_damage, tr("Down to 0"), tr("too much to work out"), QStringLiteral("drop"));
        return;
    }
    for (std::size_t k = 0; k < drop.size(); ++k) {
        const QString label
            = k == 0 ? tr("Down to 0 this round") : tr("Within %n rounds", nullptr, int(k + 1));
        addRow(m_damage, label, percent(drop[k]), QStringLiteral("drop:%1").arg(k + 1));
    }
}

QSize OddsSummary::sizeHint() const
{
    // Every line in view: the height the lines take at the width they have.
    const QMargins margins = layout()->contentsMargins();
    const int width = m_lines->width() > 0 ? m_lines->width() : m_lines->sizeHint().width();
    const int lines = m_lines->hasHeightForWidth() ? m_lines->heightForWidth(width)
                                                   : m_lines->sizeHint().height();
    return {QWidget::sizeHint().width(), lines + margins.top() + margins.bottom()};
}

QSize OddsSummary::minimumSizeHint() const
{
    // As wide as the widest line needs, as low as a line or two: the rest scrolls.
    const QMargins margins = layout()->contentsMargins();
    const int scrollBar = style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this);
    return {m_lines->minimumSizeHint().width() + margins.left() + margins.right() + scrollBar,
        fontMetrics().height() * 4 + margins.top() + margins.bottom()};
}

QStringList OddsSummary::lines() const
{
    QStringList out{m_hit->text()};
    for (QFormLayout *form : {m_bands, m_damage}) {
        for (int row = 0; row < form->rowCount(); ++row) {
            const auto *label
                = qobject_cast<QLabel *>(form->itemAt(row, QFormLayout::LabelRole)->widget());
            const auto *value
                = qobject_cast<QLabel *>(form->itemAt(row, QFormLayout::FieldRole)->widget());
            out << label->text() + QLatin1Char(' ') + value->text();
        }
    }
    return out;
}

} // namespace Fray::Ui
