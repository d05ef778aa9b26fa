// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/odds/ModifierToggles.h"

#include "core/rules/DisplayNames.h"
#include "core/rules/ModifierText.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QRadioButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QStyle>
#include <QVBoxLayout>

namespace Fray::Ui {

namespace {

bool typed(const Rules::Modifier &m)
{
    return !m.perCount && !m.effects.empty() && !m.effects.front().add
        && m.effects.front().roll.isEmpty();
}

} // namespace

ModifierToggles::ModifierToggles(QWidget *parent)
    : QWidget(parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("togglesSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    outer->addWidget(m_summary);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // Labels wrap and the panel keeps the width of the widest (minimumSizeHint): never sideways.
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list = new QWidget(scroll);
    m_layout = new QVBoxLayout(m_list);
    m_layout->setContentsMargins(0, 0, 4, 0);
    scroll->setWidget(m_list);
    m_list->installEventFilter(this);
    outer->addWidget(scroll, 1);
    connect(this, &ModifierToggles::changed, this, &ModifierToggles::refreshSummary);
    refreshSummary();
}

ModifierToggles::~ModifierToggles() = default;

QSize ModifierToggles::minimumSizeHint() const
{
    const int scrollBar = style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this);
    return {std::max(m_list->minimumSizeHint().width() + scrollBar,
                m_summary->minimumSizeHint().width()),
        QWidget::minimumSizeHint().height()};
}

void ModifierToggles::setRuleset(std::shared_ptr<const Rules::Ruleset> ruleset)
{
    if (ruleset == m_ruleset)
        return;
    m_ruleset = std::move(ruleset);
    rebuild();
}

void ModifierToggles::rebuild()
{
    while (QLayoutItem *item = m_layout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_entries.clear();
    m_noneButtons.clear();
    m_labelButtons.clear();
    m_lockedBox = new QGroupBox(tr("In force"), this);
    m_lockedBox->setLayout(new QVBoxLayout);
    m_lockedBox->hide();
    m_layout->addWidget(m_lockedBox);
    if (!m_ruleset) {
        m_layout->addStretch();
        return;
    }

    // Exclusive groups first, in the order the ruleset lists them, then the rest by side.
    QStringList groups;
    for (const Rules::Modifier &m : m_ruleset->modifiers) {
        if (!m.group.isEmpty() && !groups.contains(m.group))
            groups << m.group;
    }
    for (const QString &group : std::as_const(groups)) {
        auto *box = new QGroupBox(m_ruleset->modifierGroupLabel(group), this);
        box->setObjectName(QStringLiteral("group:") + group);
        auto *layout = new QVBoxLayout(box);
        layout->setSpacing(2);
        auto *buttons = new QButtonGroup(box);
        auto *none = new QRadioButton(tr("None"), box);
        none->setChecked(true);
        buttons->addButton(none);
        layout->addWidget(none);
        m_noneButtons << none;
        connect(none, &QAbstractButton::toggled, this, [this](bool on) {
            if (on)
                emitChanged();
        });
        for (const Rules::Modifier &m : m_ruleset->modifiers) {
            if (m.group == group)
                layout->addWidget(makeEntry(m, box, buttons));
        }
        m_layout->addWidget(box);
    }
    const std::pair<QString, QString> sides[] = {{QStringLiteral("attacker"), tr("Attacker")},
        {QStringLiteral("defender"), tr("Defender")},
        {QStringLiteral("situation"), tr("Situation")}, {QString(), tr("Other")}};
    for (const auto &[side, title] : sides) {
        QGroupBox *box = nullptr;
        for (const Rules::Modifier &m : m_ruleset->modifiers) {
            const bool known
                = m.side == u"attacker" || m.side == u"defender" || m.side == u"situation";
            if (!m.group.isEmpty() || (side.isEmpty() ? known : m.side != side))
                continue;
            if (!box) {
                box = new QGroupBox(title, this);
                box->setObjectName(
                    QStringLiteral("side:") + (side.isEmpty() ? QStringLiteral("other") : side));
                box->setLayout(new QVBoxLayout);
                box->layout()->setSpacing(2);
                m_layout->addWidget(box);
            }
            box->layout()->addWidget(makeEntry(m, box, nullptr));
        }
    }
    m_layout->addStretch();
    setAttackKind(m_kind);
}

QWidget *ModifierToggles::makeEntry(const Rules::Modifier &m, QWidget *parent, QButtonGroup *group)
{
    auto *row = new QWidget(parent);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    Entry entry;
    entry.modifier = &m;
    const QString text = Rules::ModifierText::toggle(*m_ruleset, m);
    QString tip = m.note;
    if (!m.source.text.isEmpty())
        tip = tip.isEmpty() ? m.source.text : tr("%1\nSource: %2").arg(tip, m.source.text);

    if (m.perCount) {
        auto *label = new QLabel(text, row);
        // Wraps, so a long German label never makes the list scroll sideways.
        label->setWordWrap(true);
        entry.value = new QSpinBox(row);
        entry.value->setRange(0, 99);
        entry.value->setAccessibleName(m.label);
        entry.value->setToolTip(m.countLabel.isEmpty() ? tip : tr("How many %1").arg(m.countLabel));
        label->setBuddy(entry.value);
        label->setToolTip(tip);
        layout->addWidget(label, 1);
        layout->addWidget(entry.value);
        connect(entry.value, &QSpinBox::valueChanged, this, &ModifierToggles::emitChanged);
    } else {
        // The button carries no text: a label beside it wraps where a button's text would be cut.
        QAbstractButton *button = group ? static_cast<QAbstractButton *>(new QRadioButton(row))
                                        : static_cast<QAbstractButton *>(new QCheckBox(row));
        if (group)
            group->addButton(button);
        button->setToolTip(tip);
        button->setAccessibleName(text);
        auto *label = new QLabel(text, row);
        label->setObjectName(QStringLiteral("label"));
        label->setWordWrap(true);
        label->setToolTip(tip);
        label->setBuddy(button);
        label->installEventFilter(this);
        m_labelButtons.insert(label, button);
        entry.button = button;
        layout->addWidget(button, 0, Qt::AlignTop);
        // The number to type goes under the label, which keeps the width to wrap a long word
        // ("Ziel außergewöhnlich schnell") in a narrow panel.
        auto *column = new QVBoxLayout;
        column->addWidget(label);
        layout->addLayout(column, 1);
        if (typed(m)) {
            entry.value = new QSpinBox(row);
            entry.value->setRange(-999, 999);
            entry.value->setEnabled(false);
            entry.value->setAccessibleName(tr("%1: the number").arg(m.label));
            entry.value->setToolTip(tr("The document gives no number: type it"));
            column->addWidget(entry.value, 0, Qt::AlignLeft);
            connect(entry.value, &QSpinBox::valueChanged, this, &ModifierToggles::emitChanged);
        }
        const QString id = m.id;
        connect(button, &QAbstractButton::toggled, this, [this, id](bool on) { toggled(id, on); });
    }
    row->setObjectName(QStringLiteral("modifier:") + m.id);
    m_entries.insert(m.id, entry);
    return row;
}

void ModifierToggles::toggled(const QString &id, bool on)
{
    const Entry entry = m_entries.value(id);
    if (entry.value && entry.button)
        entry.value->setEnabled(on);
    if (on) {
        // Modifiers this one does not stack with go off.
        const bool wasQuiet = m_quiet;
        m_quiet = true;
        for (const QString &other : entry.modifier->excludes)
            setActive(other, false);
        for (auto it = m_entries.cbegin(); it != m_entries.cend(); ++it) {
            if (it.value().modifier->excludes.contains(id))
                setActive(it.key(), false);
        }
        m_quiet = wasQuiet;
    }
    // A radio button turning off is followed by another turning on: one change is enough.
    if (on || !qobject_cast<QRadioButton *>(entry.button))
        emitChanged();
}

void ModifierToggles::setAllActive(const std::vector<Odds::ActiveModifier> &active)
{
    const auto before = this->active();
    const bool wasQuiet = m_quiet;
    m_quiet = true;
    for (auto it = m_entries.cbegin(); it != m_entries.cend(); ++it)
        setActive(it.key(), false);
    for (const Odds::ActiveModifier &m : active)
        setActive(m.id, true, m.value);
    m_quiet = wasQuiet;
    if (this->active() != before)
        emitChanged();
}

void ModifierToggles::emitChanged()
{
    if (!m_quiet)
        Q_EMIT changed();
}

bool ModifierToggles::applies(const Rules::Modifier &m) const
{
    return m.appliesTo.isEmpty() || m_kind.isEmpty() || m.appliesTo.contains(m_kind);
}

void ModifierToggles::setAttackKind(const QString &kind)
{
    m_kind = kind;
    bool changedAny = false;
    m_quiet = true;
    for (auto it = m_entries.cbegin(); it != m_entries.cend(); ++it) {
        const Rules::Modifier &m = *it.value().modifier;
        QWidget *row = findChild<QWidget *>(QStringLiteral("modifier:") + m.id);
        const bool ok = applies(m);
        if (row) {
            row->setEnabled(ok);
            QStringList kinds;
            for (const QString &applies : m.appliesTo)
                kinds << Rules::DisplayNames::attackKind(applies);
            row->setToolTip(ok ? QString() : tr("Only for %1 attacks").arg(kinds.join(tr(" or "))));
        }
        if (!ok
            && (it.value().button ? it.value().button->isChecked()
                                  : it.value().value->value() > 0)) {
            setActive(m.id, false);
            changedAny = true;
        }
    }
    m_quiet = false;
    if (changedAny)
        Q_EMIT changed();
}

void ModifierToggles::setLocked(const QList<Locked> &locked)
{
    if (!m_lockedBox)
        return;
    QLayout *layout = m_lockedBox->layout();
    while (QLayoutItem *item = layout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    for (const Locked &l : locked) {
        auto *box = new QCheckBox(tr("%1 \u2014 %2").arg(l.label, l.source), m_lockedBox);
        box->setChecked(true);
        box->setEnabled(false);
        box->setToolTip(tr("A condition in force: it applies by itself"));
        layout->addWidget(box);
    }
    m_lockedBox->setVisible(!locked.isEmpty());
    refreshSummary();
}

QStringList ModifierToggles::lockedTexts() const
{
    QStringList texts;
    if (!m_lockedBox)
        return texts;
    const auto boxes = m_lockedBox->findChildren<QCheckBox *>();
    for (const QCheckBox *box : boxes)
        texts << box->text();
    return texts;
}

std::vector<Odds::ActiveModifier> ModifierToggles::active() const
{
    std::vector<Odds::ActiveModifier> list;
    if (!m_ruleset)
        return list;
    for (const Rules::Modifier &m : m_ruleset->modifiers) {
        const auto it = m_entries.constFind(m.id);
        if (it == m_entries.cend() || !applies(m))
            continue;
        const Entry &e = it.value();
        if (e.button && e.button->isChecked())
            list.push_back(
                {m.id, e.value ? std::optional<qint64>(e.value->value()) : std::nullopt});
        else if (!e.button && e.value->value() > 0)
            list.push_back({m.id, qint64(e.value->value())});
    }
    return list;
}

void ModifierToggles::setActive(const QString &id, bool on, std::optional<qint64> value)
{
    const auto it = m_entries.constFind(id);
    if (it == m_entries.cend())
        return;
    const Entry &e = it.value();
    if (!e.button) {
        e.value->setValue(on ? int(value.value_or(1)) : 0);
        return;
    }
    if (e.value && value)
        e.value->setValue(int(*value));
    if (on) {
        e.button->setChecked(true);
    } else if (e.button->isChecked()) {
        if (auto *radio = qobject_cast<QRadioButton *>(e.button)) {
            // Back to the group's "None".
            for (QAbstractButton *none : std::as_const(m_noneButtons)) {
                if (none->group() == radio->group())
                    none->setChecked(true);
            }
        } else {
            e.button->setChecked(false);
        }
    }
}

bool ModifierToggles::eventFilter(QObject *watched, QEvent *event)
{
    // The list laid out again (toggles of another ruleset shown): the width it needs may have
    // changed, and the scroll area does not pass that on.
    if (watched == m_list && event->type() == QEvent::LayoutRequest)
        updateGeometry();
    // A click on a toggle's label clicks its button, as a button's own text would.
    if (event->type() == QEvent::MouseButtonRelease) {
        if (QAbstractButton *button = m_labelButtons.value(watched);
            button && button->isEnabled()) {
            if (!qobject_cast<QRadioButton *>(button) || !button->isChecked())
                button->click();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

QStringList ModifierToggles::activeTexts() const
{
    QStringList texts;
    for (const Odds::ActiveModifier &a : active()) {
        if (const Rules::Modifier *m = m_entries.value(a.id).modifier)
            texts << Rules::ModifierText::active(*m_ruleset, *m, a.value);
    }
    return texts;
}

void ModifierToggles::refreshSummary()
{
    QStringList texts = activeTexts();
    const QStringList locked = lockedTexts();
    texts += locked;
    m_summary->setText(texts.isEmpty() ? tr("No situational modifiers are on.")
                                       : tr("On: %1").arg(texts.join(QStringLiteral("; "))));
}

QString ModifierToggles::summary() const
{
    return m_summary->text();
}

QStringList ModifierToggles::applicableIds() const
{
    QStringList ids;
    if (!m_ruleset)
        return ids;
    for (const Rules::Modifier &m : m_ruleset->modifiers) {
        if (applies(m))
            ids << m.id;
    }
    return ids;
}

} // namespace Fray::Ui
