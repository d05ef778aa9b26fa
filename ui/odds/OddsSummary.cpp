// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/odds/OddsSummary.h"

#include "ui/odds/OddsPresenter.h"

#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace Fray::Ui {

namespace {

QString percent(double p)
{
    // Exact odds are shown to a tenth of a percent; "0%" and "100%" only when they are so.
    if (p > 0.0 && p < 0.0005)
        return OddsSummary::tr("<0.1%");
    if (p < 1.0 && p > 0.9995)
        return OddsSummary::tr(">99.9%");
    return OddsSummary::tr("%1%").arg(100.0 * p, 0, 'f', 1);
}

void clearForm(QFormLayout *form)
{
    while (form->rowCount() > 0)
        form->removeRow(0);
}

void addRow(QFormLayout *form, const QString &label, const QString &value, const QString &name)
{
    auto *text = new QLabel(value);
    text->setObjectName(name);
    text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(OddsSummary::tr("%1:").arg(label), text);
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
    m_problem->setWordWrap(true);
    m_problem->setObjectName(QStringLiteral("oddsProblem"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_hit);
    layout->addWidget(m_problem);
    layout->addLayout(m_bands);
    layout->addLayout(m_damage);
    layout->addStretch();
    connect(presenter, &OddsPresenter::updated, this, &OddsSummary::refresh);
    refresh();
}

void OddsSummary::refresh()
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
    addRow(m_damage, tr("Damage per attack"),
        tr("%1 on average").arg(result->expectedDamage, 0, 'f', 2),
        QStringLiteral("damagePerAttack"));
    addRow(m_damage,
        attacks == 1 ? tr("Per round") : tr("Per round (%n attacks)", nullptr, int(attacks)),
        tr("%1 on average").arg(result->expectedDamage * double(attacks), 0, 'f', 2),
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
