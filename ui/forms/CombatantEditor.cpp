// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/forms/CombatantEditor.h"

#include "core/dice/Expression.h"
#include "core/encounter/AttackValues.h"
#include "core/encounter/HitPointsInput.h"
#include "core/rules/DisplayNames.h"
#include "ui/forms/AttackTableModel.h"
#include "ui/forms/FormDelegates.h"
#include "ui/forms/FormStyle.h"
#include "ui/forms/ReminderTableModel.h"
#include "ui/forms/TableRowButtons.h"
#include "ui/forms/UseTableModel.h"
#include "ui_CombatantEditor.h"

#include <QAbstractTableModel>
#include <QComboBox>
#include <QDataWidgetMapper>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStyle>
#include <QStyledItemDelegate>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace Fray::Ui {

namespace {

// The fixed fields of the form, as columns of the one-row model the widget mapper edits. The
// ruleset's stats follow, one column each, from StatColumns on.
enum Field {
    NameField,
    KindField,
    SideField,
    GroupField,
    TagsField,
    HitPointsField,
    CurrentHpField,
    CountField,
    HpModeField,
    DefenceField,
    ArmourField,
    AttacksPerRoundField,
    NotesField,
    StatColumns
};

// A stat without a bound still needs one for its spin box.
constexpr qint64 openStatRange = 1'000'000;

// The ruleset's attack kinds as the kind column's choices show them.
QStringList shownKinds(const Rules::Ruleset &ruleset)
{
    QStringList kinds;
    for (const QString &kind : ruleset.attackKinds)
        kinds << Rules::DisplayNames::attackKind(kind);
    return kinds;
}

QString withoutMnemonics(QString text)
{
    return text.replace(QLatin1Char('&'), QStringLiteral("&&"));
}

} // namespace

class CombatantEditor::Private
{
public:
    Private(const Rules::Ruleset &ruleset, Mode editorMode)
        : rulesetId(ruleset.id)
        , hpLabel(ruleset.hpLabel.isEmpty() ? CombatantEditor::tr("HP") : ruleset.hpLabel)
        , stats(ruleset.stats)
        , mode(editorMode)
        , fields(1, StatColumns + int(ruleset.stats.size()))
        , attackValues(ruleset)
    { }

    QVariant field(int column) const { return fields.data(fields.index(0, column)); }
    void setField(int column, const QVariant &value)
    {
        fields.setData(fields.index(0, column), value);
    }

    QMap<QString, qint64> currentStats() const
    {
        QMap<QString, qint64> values;
        for (std::size_t i = 0; i < stats.size(); ++i)
            values.insert(stats[i].id, field(StatColumns + int(i)).toLongLong());
        return values;
    }

    Encounter::HitPointsInput readHitPoints() const
    {
        return Encounter::HitPointsInput::read(
            field(HitPointsField).toString(), hpLabel, mode != Mode::EditCombatant);
    }

    const QString rulesetId;
    const QString hpLabel;
    const std::vector<Rules::Stat> stats;
    const Mode mode;
    QStandardItemModel fields;
    QDataWidgetMapper mapper;
    Encounter::AttackValues attackValues;
    AttackTableModel attacks;
    UseTableModel uses;
    ReminderTableModel reminders;
    Encounter::Combatant base; // what was set; fields the form does not show come from it
    Library::LibraryEntry baseEntry;
    QString loadedDice; // the hit dice that were set: their hit points stay as they were
    bool loading = false;
    QString problem;
};

CombatantEditor::CombatantEditor(const Rules::Ruleset &ruleset, Mode mode, QWidget *parent)
    : QDialog(parent)
    , d(std::make_unique<Private>(ruleset, mode))
    , m_ui(std::make_unique<::Ui::CombatantEditor>())
{
    m_ui->setupUi(this);
    // A screen reader says each table by its tab's title (a table takes no name from a label).
    for (QTableView *view : {m_ui->attacksView, m_ui->usesView, m_ui->remindersView}) {
        const int tab = m_ui->detailsTabs->indexOf(view->parentWidget());
        view->setAccessibleName(m_ui->detailsTabs->tabText(tab).remove(QLatin1Char('&')));
    }

    switch (mode) {
    case Mode::AddToEncounter:
        setWindowTitle(tr("Add to Encounter — %1").arg(ruleset.name));
        m_ui->buttonBox->button(QDialogButtonBox::Ok)->setText(tr("&Add"));
        break;
    case Mode::EditCombatant:
        setWindowTitle(tr("Edit Combatant — %1").arg(ruleset.name));
        break;
    case Mode::LibraryEntry:
        setWindowTitle(tr("Library Entry — %1").arg(ruleset.name));
        break;
    }

    // Only the fields of this mode are shown.
    const auto showRow = [](bool visible, std::initializer_list<QWidget *> widgets) {
        for (QWidget *w : widgets)
            w->setVisible(visible);
    };
    const bool library = mode == Mode::LibraryEntry;
    const bool adding = mode == Mode::AddToEncounter;
    const bool editing = mode == Mode::EditCombatant;
    showRow(library,
        {m_ui->kindLabel, m_ui->kindCombo, m_ui->partyCheck, m_ui->tagsLabel, m_ui->tagsEdit});
    showRow(adding, {m_ui->countLabel, m_ui->countSpin, m_ui->hpModeLabel, m_ui->hpModeCombo});
    showRow(editing, {m_ui->currentHpLabel, m_ui->currentHpSpin});

    // The ruleset's words for hit points and defence.
    const QString hp = withoutMnemonics(d->hpLabel);
    if (editing) {
        m_ui->hpLabel->setText(tr("&Maximum %1:").arg(hp));
        m_ui->currentHpLabel->setText(tr("C&urrent %1:").arg(hp));
        m_ui->hpEdit->setPlaceholderText(tr("11"));
    } else {
        m_ui->hpLabel->setText(tr("&%1 or hit dice:").arg(hp));
    }
    if (!ruleset.defenceLabel.isEmpty())
        m_ui->defenceLabel->setText(tr("&%1:").arg(withoutMnemonics(ruleset.defenceLabel)));
    // Armour only where the damage takes it off, under the ruleset's word for it.
    showRow(ruleset.readsArmor(), {m_ui->armourLabel, m_ui->armourSpin});
    if (!ruleset.armorLabel.isEmpty())
        m_ui->armourLabel->setText(tr("A&rmour (%1):").arg(withoutMnemonics(ruleset.armorLabel)));

    const QColor red = FormStyle::problemColour();
    for (QLabel *label : {m_ui->nameProblem, m_ui->sideProblem, m_ui->hpProblem,
             m_ui->attacksProblem, m_ui->usesProblem, m_ui->remindersProblem}) {
        QPalette palette = label->palette();
        palette.setColor(QPalette::WindowText, red);
        label->setPalette(palette);
        label->hide();
    }

    // The fixed fields through the mapper; it writes back at each change (edited()).
    d->mapper.setModel(&d->fields);
    d->mapper.setItemDelegate(new FormFieldDelegate(this));
    d->mapper.setSubmitPolicy(QDataWidgetMapper::ManualSubmit);
    d->mapper.addMapping(m_ui->nameEdit, NameField);
    d->mapper.addMapping(m_ui->kindCombo, KindField, "currentIndex");
    // The sides every table knows, in the reader's language; combatant() maps them back.
    for (int i = 0; i < m_ui->sideCombo->count(); ++i)
        m_ui->sideCombo->setItemText(i, Rules::DisplayNames::side(m_ui->sideCombo->itemText(i)));
    d->mapper.addMapping(m_ui->sideCombo, SideField, "currentText");
    d->mapper.addMapping(m_ui->groupEdit, GroupField);
    d->mapper.addMapping(m_ui->tagsEdit, TagsField);
    d->mapper.addMapping(m_ui->hpEdit, HitPointsField);
    d->mapper.addMapping(m_ui->currentHpSpin, CurrentHpField);
    d->mapper.addMapping(m_ui->countSpin, CountField);
    d->mapper.addMapping(m_ui->hpModeCombo, HpModeField, "currentIndex");
    d->mapper.addMapping(m_ui->defenceSpin, DefenceField);
    d->mapper.addMapping(m_ui->armourSpin, ArmourField);
    d->mapper.addMapping(m_ui->attacksPerRoundSpin, AttacksPerRoundField);
    d->mapper.addMapping(m_ui->notesEdit, NotesField, "plainText");

    for (QLineEdit *edit : {m_ui->nameEdit, m_ui->groupEdit, m_ui->tagsEdit, m_ui->hpEdit})
        connect(edit, &QLineEdit::textChanged, this, &CombatantEditor::edited);
    connect(m_ui->sideCombo, &QComboBox::currentTextChanged, this, &CombatantEditor::edited);
    for (QComboBox *combo : {m_ui->kindCombo, m_ui->hpModeCombo})
        connect(combo, &QComboBox::currentIndexChanged, this, &CombatantEditor::edited);
    connect(m_ui->partyCheck, &QCheckBox::toggled, this, &CombatantEditor::edited);
    // A character is one of the party's side; the GM may still pick another side after.
    connect(m_ui->kindCombo, &QComboBox::activated, this, [this](int index) {
        if (Library::LibraryEntry::kinds().value(index) == u"character")
            m_ui->sideCombo->setCurrentText(Rules::DisplayNames::side(QStringLiteral("party")));
    });
    for (QSpinBox *spin : {m_ui->currentHpSpin, m_ui->countSpin, m_ui->defenceSpin,
             m_ui->armourSpin, m_ui->attacksPerRoundSpin})
        connect(spin, &QSpinBox::valueChanged, this, &CombatantEditor::edited);
    connect(m_ui->notesEdit, &QPlainTextEdit::textChanged, this, &CombatantEditor::edited);

    // The ruleset's stats, in its order, with its labels and ranges; Tab runs through them
    // after the fixed numbers.
    QWidget *previous = m_ui->attacksPerRoundSpin;
    for (std::size_t i = 0; i < ruleset.stats.size(); ++i) {
        const Rules::Stat &stat = ruleset.stats[i];
        auto *spin = new QSpinBox(m_ui->statsBox);
        spin->setObjectName(QStringLiteral("stat_") + stat.id);
        spin->setRange(FormStyle::toInt(stat.minimum.value_or(-openStatRange)),
            FormStyle::toInt(stat.maximum.value_or(openStatRange)));
        spin->setValue(FormStyle::toInt(stat.defaultValue));
        m_ui->statsLayout->addRow(tr("%1:").arg(withoutMnemonics(stat.label)), spin);
        d->mapper.addMapping(spin, StatColumns + int(i));
        connect(spin, &QSpinBox::valueChanged, this, &CombatantEditor::edited);
        QWidget::setTabOrder(previous, spin);
        previous = spin;
    }
    QWidget::setTabOrder(previous, m_ui->attacksView);
    m_ui->statsBox->setVisible(!ruleset.stats.empty());
    // The word-wrapped problem labels beside make the top row's height depend on its width, and
    // a layout sizing it that way would squeeze the stats below their spin boxes' height.
    m_ui->statsBox->setMinimumHeight(m_ui->statsBox->minimumSizeHint().height());

    // Attacks. The value is worked out from the stats where the ruleset says how, typed where it
    // does not, and not asked for where nothing reads it.
    d->attacks.setValueRule(
        [this](const QString &kind) { return d->attackValues.base(d->currentStats(), kind); },
        ruleset.attackValue.label, ruleset.attackValue.note);
    m_ui->attacksView->setModel(&d->attacks);
    m_ui->attacksView->setColumnHidden(
        AttackTableModel::BonusColumn, !d->attackValues.hasFormula());
    m_ui->attacksView->setColumnHidden(AttackTableModel::ValueColumn, !ruleset.readsAttackValue());
    m_ui->attacksNote->setText(ruleset.attackValue.note);
    m_ui->attacksNote->setVisible(!ruleset.attackValue.note.isEmpty());
    m_ui->attacksView->setItemDelegate(new LiveTextDelegate(this));
    m_ui->attacksView->setItemDelegateForColumn(
        AttackTableModel::KindColumn, new ChoiceDelegate(shownKinds(ruleset), this));
    // The weapon classes the ruleset breaks initiative ties by (BRP: missile, long ...); a
    // ruleset that does not has no use for them.
    bool weaponClasses = false;
    for (const Rules::TieBreak &tie : ruleset.initiative.ties) {
        if (tie.by != u"weapon_class")
            continue;
        weaponClasses = true;
        if (!tie.order.isEmpty())
            m_ui->attacksView->setItemDelegateForColumn(
                AttackTableModel::WeaponClassColumn, new ChoiceDelegate(tie.order, this));
    }
    m_ui->attacksView->setColumnHidden(AttackTableModel::WeaponClassColumn, !weaponClasses);
    m_ui->attacksView->verticalHeader()->hide();
    m_ui->attacksView->horizontalHeader()->setSectionResizeMode(
        AttackTableModel::NameColumn, QHeaderView::Stretch);
    m_ui->attacksView->horizontalHeader()->setSectionResizeMode(
        AttackTableModel::DamageColumn, QHeaderView::Stretch);
    TableRowButtons::connect(
        m_ui->attacksView, m_ui->addAttackButton, m_ui->removeAttackButton,
        [this] { return d->attacks.addAttack(); },
        [this](int row) { d->attacks.removeAttack(row); }, AttackTableModel::NameColumn,
        [this] { listChanged(); });
    setUpUses();
    setUpReminders();

    QPushButton *ok = m_ui->buttonBox->button(QDialogButtonBox::Ok);
    ok->setDefault(true);
    connect(m_ui->buttonBox, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_ui->buttonBox, &QDialogButtonBox::rejected, this, &QDialog::reject);

    d->setField(KindField, int(Library::LibraryEntry::kinds().indexOf(d->baseEntry.kind)));
    d->setField(CountField, 1);
    d->setField(HpModeField, 0);
    Encounter::Combatant fresh;
    for (const Rules::Stat &stat : ruleset.stats)
        fresh.stats.insert(stat.id, stat.defaultValue);
    d->base = fresh;
    fill(fresh, QString()); // a new combatant's hit points are for the GM to give
    m_ui->nameEdit->setFocus(Qt::OtherFocusReason);
}

CombatantEditor::~CombatantEditor()
{
    // The attacks model dies with `d`, before the child widgets: an attack cell still being
    // typed in must let go of it first.
    m_ui->attacksView->setModel(nullptr);
    m_ui->usesView->setModel(nullptr);
    m_ui->remindersView->setModel(nullptr);
}

void CombatantEditor::setUpUses()
{
    m_ui->usesView->setModel(&d->uses);
    m_ui->usesView->setItemDelegate(new LiveTextDelegate(this));
    m_ui->usesView->setItemDelegateForColumn(
        UseTableModel::ResetColumn, new ChoiceDelegate(UseTableModel::resetLabels(), this));
    m_ui->usesView->verticalHeader()->hide();
    // What is left counts in a fight; a new combatant or a library entry starts full.
    m_ui->usesView->setColumnHidden(UseTableModel::LeftColumn, d->mode != Mode::EditCombatant);
    // The name and what spending says share the width; the numbers take what they need.
    QHeaderView *header = m_ui->usesView->horizontalHeader();
    for (const int column : {UseTableModel::NameColumn, UseTableModel::EffectNoteColumn})
        header->setSectionResizeMode(column, QHeaderView::Stretch);
    for (const int column :
        {UseTableModel::LeftColumn, UseTableModel::MaxColumn, UseTableModel::TargetColumn})
        header->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    TableRowButtons::connect(
        m_ui->usesView, m_ui->addUseButton, m_ui->removeUseButton,
        [this] { return d->uses.addUse(); }, [this](int row) { d->uses.removeUse(row); },
        UseTableModel::NameColumn, [this] { listChanged(); });
}

void CombatantEditor::setUpReminders()
{
    m_ui->remindersView->setModel(&d->reminders);
    m_ui->remindersView->setItemDelegate(new LiveTextDelegate(this));
    m_ui->remindersView->setItemDelegateForColumn(
        ReminderTableModel::WhenColumn, new ChoiceDelegate(ReminderTableModel::whenLabels(), this));
    m_ui->remindersView->verticalHeader()->hide();
    // Wide enough for the longest moment and the choice's arrow, whatever rows there are yet.
    int whenWidth = 0;
    for (const QString &label : ReminderTableModel::whenLabels())
        whenWidth
            = std::max(whenWidth, m_ui->remindersView->fontMetrics().horizontalAdvance(label));
    m_ui->remindersView->setColumnWidth(ReminderTableModel::WhenColumn,
        whenWidth + style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 24);
    m_ui->remindersView->horizontalHeader()->setSectionResizeMode(
        ReminderTableModel::TextColumn, QHeaderView::Stretch);
    TableRowButtons::connect(
        m_ui->remindersView, m_ui->addReminderButton, m_ui->removeReminderButton,
        [this] { return d->reminders.addReminder(); },
        [this](int row) { d->reminders.removeReminder(row); }, ReminderTableModel::TextColumn,
        [this] { listChanged(); });
}

void CombatantEditor::listChanged()
{
    if (!d->loading)
        validate();
}

void CombatantEditor::fill(const Encounter::Combatant &combatant, const QString &hitPoints)
{
    d->loading = true;
    d->setField(NameField, combatant.name);
    d->setField(SideField, Rules::DisplayNames::side(combatant.side));
    d->setField(GroupField, combatant.group);
    d->setField(HitPointsField, hitPoints);
    d->setField(CurrentHpField, FormStyle::toInt(combatant.hp));
    d->setField(DefenceField, FormStyle::toInt(combatant.defence));
    d->setField(ArmourField, FormStyle::toInt(combatant.armor));
    d->setField(AttacksPerRoundField, FormStyle::toInt(combatant.attacksPerRound));
    d->setField(NotesField, combatant.notes);
    for (std::size_t i = 0; i < d->stats.size(); ++i) {
        const Rules::Stat &stat = d->stats[i];
        d->setField(StatColumns + int(i),
            FormStyle::toInt(combatant.stats.value(stat.id, stat.defaultValue)));
    }
    d->mapper.toFirst();
    d->attacks.setAttacks(combatant.attacks);
    d->uses.setUses(combatant.uses);
    d->reminders.setReminders(combatant.reminders);
    d->loading = false;
    validate();
}

void CombatantEditor::setCombatant(const Encounter::Combatant &combatant)
{
    d->base = combatant;
    d->loadedDice.clear();
    fill(combatant, QString::number(combatant.maxHp));
}

void CombatantEditor::setEntry(const Library::LibraryEntry &entry)
{
    d->baseEntry = entry;
    d->base = entry.prototype;
    d->loadedDice = d->mode == Mode::EditCombatant ? QString() : entry.hitDice.trimmed();
    d->setField(
        KindField, int(std::max<qsizetype>(0, Library::LibraryEntry::kinds().indexOf(entry.kind))));
    d->setField(TagsField, entry.tags.join(QStringLiteral(", ")));
    m_ui->partyCheck->setChecked(entry.inParty);
    Encounter::Combatant shown = entry.prototype;
    if (!entry.name.isEmpty())
        shown.name = entry.name;
    fill(shown, d->loadedDice.isEmpty() ? QString::number(shown.maxHp) : d->loadedDice);
}

void CombatantEditor::edited()
{
    if (d->loading)
        return;
    {
        // Quietly: the mapper would otherwise write each value back into its widget, moving
        // the cursor of the field being typed in.
        const QSignalBlocker quiet(&d->fields);
        d->mapper.submit();
    }
    d->attacks.refreshValues(); // a stat may be part of them
    validate();
}

void CombatantEditor::validate()
{
    const auto show = [](QLabel *label, const QString &text) {
        label->setText(text);
        label->setVisible(!text.isEmpty());
    };
    QString name, side, attacks, uses, reminders;
    if (d->field(NameField).toString().trimmed().isEmpty())
        name = tr("Name: a combatant needs a name");
    if (d->field(SideField).toString().trimmed().isEmpty())
        side = tr("Side: choose a side or type one");
    const Encounter::HitPointsInput hp = d->readHitPoints();
    for (int row = 0; row < d->attacks.rowCount() && attacks.isEmpty(); ++row)
        attacks = d->attacks.problem(row);
    for (int row = 0; row < d->uses.rowCount() && uses.isEmpty(); ++row)
        uses = d->uses.problem(row);
    for (int row = 0; row < d->reminders.rowCount() && reminders.isEmpty(); ++row)
        reminders = d->reminders.problem(row);

    show(m_ui->nameProblem, name);
    show(m_ui->sideProblem, side);
    show(m_ui->hpProblem, hp.problem);
    show(m_ui->attacksProblem, attacks);
    show(m_ui->usesProblem, uses);
    show(m_ui->remindersProblem, reminders);
    // Attacks, uses and reminders share a tab widget: a problem on a tab not shown is marked
    // on its tab.
    const QIcon warning = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    const std::pair<QWidget *, QString> tabs[]
        = {{m_ui->attacksTab, attacks}, {m_ui->usesTab, uses}, {m_ui->remindersTab, reminders}};
    for (const auto &[tab, tabProblem] : tabs)
        m_ui->detailsTabs->setTabIcon(
            m_ui->detailsTabs->indexOf(tab), tabProblem.isEmpty() ? QIcon() : warning);
    m_ui->hpModeCombo->setEnabled(!hp.dice.isEmpty());

    d->problem.clear();
    for (const QString &p : {name, side, hp.problem, attacks, uses, reminders}) {
        if (!p.isEmpty()) {
            d->problem = p;
            break;
        }
    }
    m_ui->buttonBox->button(QDialogButtonBox::Ok)->setEnabled(d->problem.isEmpty());
}

Encounter::Combatant CombatantEditor::combatant() const
{
    Encounter::Combatant c = d->base;
    c.name = d->field(NameField).toString().trimmed();
    c.side = Rules::DisplayNames::sideId(d->field(SideField).toString());
    c.group = d->field(GroupField).toString().trimmed();
    c.defence = d->field(DefenceField).toLongLong();
    c.armor = d->field(ArmourField).toLongLong();
    c.attacksPerRound = d->field(AttacksPerRoundField).toLongLong();
    c.notes = d->field(NotesField).toString();
    // Exactly the ruleset's stats: one it lacks would be refused when the combatant is added.
    c.stats.clear();
    for (std::size_t i = 0; i < d->stats.size(); ++i)
        c.stats.insert(d->stats[i].id, d->field(StatColumns + int(i)).toLongLong());

    c.attacks = d->attacks.attacks();
    c.lastFired = d->attacks.lastFired(d->base.lastFired);
    c.uses = d->uses.uses();
    c.reminders = d->reminders.reminders();

    const Encounter::HitPointsInput hp = d->readHitPoints();
    if (hp.number) {
        c.maxHp = *hp.number;
    } else if (!hp.dice.isEmpty() && hp.dice != d->loadedDice) {
        // New hit dice: the fixed hit points ("as listed") become their average.
        const auto dice = Dice::Expression::parse(hp.dice);
        const auto average = dice ? Encounter::HitPointsInput::average(*dice)
                                  : Expected<qint64, QString>(dice.error().toString());
        c.maxHp = average ? *average : std::max<qint64>(1, c.maxHp);
    }
    if (d->mode == Mode::EditCombatant) {
        c.hp = d->field(CurrentHpField).toLongLong();
    } else {
        c.hp = c.startHp = c.maxHp; // a prototype starts unhurt, its uses full
        for (Encounter::Use &u : c.uses)
            u.left = u.maximum;
    }
    return c;
}

Library::LibraryEntry CombatantEditor::entry() const
{
    Library::LibraryEntry e = d->baseEntry;
    e.prototype = combatant();
    e.name = e.prototype.name;
    e.rulesetId = d->rulesetId;
    const int kind = d->field(KindField).toInt();
    if (kind >= 0 && kind < Library::LibraryEntry::kinds().size())
        e.kind = Library::LibraryEntry::kinds().at(kind);
    e.tags.clear();
    const QStringList tags = d->field(TagsField).toString().split(QLatin1Char(','));
    for (const QString &tag : tags) {
        if (!tag.trimmed().isEmpty() && !e.tags.contains(tag.trimmed()))
            e.tags << tag.trimmed();
    }
    e.hitDice = hitDice();
    e.inParty = m_ui->partyCheck->isChecked();
    return e;
}

qint64 CombatantEditor::count() const
{
    return d->field(CountField).toLongLong();
}

QString CombatantEditor::hitDice() const
{
    return d->readHitPoints().dice;
}

Encounter::AddCombatantsCommand::HitPoints CombatantEditor::hitPointMode() const
{
    using HitPoints = Encounter::AddCombatantsCommand::HitPoints;
    if (hitDice().isEmpty())
        return HitPoints::Fixed;
    return d->field(HpModeField).toInt() == 1 ? HitPoints::Average : HitPoints::Roll;
}

QString CombatantEditor::problem() const
{
    return d->problem;
}

} // namespace Fray::Ui
