// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/forms/CombatantEditor.h"

#include "core/dice/DistributionEvaluator.h"
#include "core/dice/Expression.h"
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

int toInt(qint64 value)
{
    return int(std::clamp<qint64>(
        value, std::numeric_limits<int>::min(), std::numeric_limits<int>::max()));
}

QString withoutMnemonics(QString text)
{
    return text.replace(QLatin1Char('&'), QStringLiteral("&&"));
}

// Red that stays readable on a dark theme too.
QColor problemColour()
{
    return QGuiApplication::palette().color(QPalette::Window).lightness() < 128
        ? QColor(0xff, 0x7b, 0x72)
        : QColor(0xc0, 0x1c, 0x28);
}

// The attacks being edited, one per row. Each row remembers which attack of the combatant it
// was, so the rounds they last fired follow them when rows are removed.
class AttackTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        NameColumn,
        KindColumn,
        ValueColumn,
        DamageColumn,
        WeaponClassColumn,
        RateOfFireColumn,
        ColumnCount
    };
    static constexpr int RawValueRole = Qt::UserRole + 1;

    using QAbstractTableModel::QAbstractTableModel;

    void setAttacks(const std::vector<Encounter::Attack> &attacks)
    {
        beginResetModel();
        m_rows.clear();
        for (std::size_t i = 0; i < attacks.size(); ++i)
            m_rows.push_back({attacks[i], qint64(i), damageError(attacks[i].damage)});
        endResetModel();
    }

    std::vector<Encounter::Attack> attacks() const
    {
        std::vector<Encounter::Attack> list;
        for (const Row &row : m_rows)
            list.push_back(row.attack);
        return list;
    }

    // The original index of the attack in `row`, or -1 for one added here.
    qint64 origin(int row) const { return m_rows[std::size_t(row)].origin; }

    bool keepsOrder(std::size_t originalCount) const
    {
        if (m_rows.size() != originalCount)
            return false;
        for (std::size_t i = 0; i < m_rows.size(); ++i) {
            if (m_rows[i].origin != qint64(i))
                return false;
        }
        return true;
    }

    // Empty when the row is fine; otherwise what is wrong with it, for the problem label.
    QString problem(int row) const
    {
        const Row &r = m_rows[std::size_t(row)];
        const QString name = r.attack.name.isEmpty() ? tr("Attack %1").arg(row + 1) : r.attack.name;
        if (r.attack.name.trimmed().isEmpty())
            return tr("Attack %1: needs a name").arg(row + 1);
        if (!r.damageError.isEmpty())
            return tr("%1's damage '%2': %3").arg(name, r.attack.damage, r.damageError);
        return QString();
    }

    int addAttack()
    {
        const int row = rowCount();
        beginInsertRows(QModelIndex(), row, row);
        m_rows.push_back({Encounter::Attack(), -1, QString()});
        endInsertRows();
        return row;
    }

    void removeAttack(int row)
    {
        if (row < 0 || row >= rowCount())
            return;
        beginRemoveRows(QModelIndex(), row, row);
        m_rows.erase(m_rows.begin() + row);
        endRemoveRows();
    }

    int rowCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : int(m_rows.size());
    }

    int columnCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : ColumnCount;
    }

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override
    {
        if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
            return QVariant();
        const Row &row = m_rows[std::size_t(index.row())];
        const Encounter::Attack &a = row.attack;
        switch (role) {
        case Qt::DisplayRole:
        case Qt::EditRole:
        case RawValueRole:
            switch (index.column()) {
            case NameColumn:
                return a.name;
            case KindColumn:
                return a.kind;
            case ValueColumn:
                return role == RawValueRole ? QVariant(a.value) : QVariant(toInt(a.value));
            case DamageColumn:
                return a.damage;
            case WeaponClassColumn:
                return a.weaponClass;
            case RateOfFireColumn:
                return role == RawValueRole ? QVariant(a.rateOfFire)
                                            : QVariant(toInt(a.rateOfFire));
            }
            break;
        case Qt::ForegroundRole:
            if (index.column() == DamageColumn && !row.damageError.isEmpty())
                return QBrush(problemColour());
            break;
        case Qt::ToolTipRole:
            if (index.column() == DamageColumn && !row.damageError.isEmpty())
                return row.damageError;
            break;
        }
        return QVariant();
    }

    QVariant headerData(int section, Qt::Orientation orientation, int role) const override
    {
        if (orientation != Qt::Horizontal)
            return QAbstractTableModel::headerData(section, orientation, role);
        if (role == Qt::DisplayRole) {
            switch (section) {
            case NameColumn:
                return tr("Name");
            case KindColumn:
                return tr("Kind");
            case ValueColumn:
                return tr("Attack");
            case DamageColumn:
                return tr("Damage");
            case WeaponClassColumn:
                return tr("Weapon class");
            case RateOfFireColumn:
                return tr("Rate of fire");
            }
        } else if (role == Qt::ToolTipRole) {
            switch (section) {
            case ValueColumn:
                return tr("Attack bonus, skill % or SC, as the ruleset reads it");
            case DamageColumn:
                return tr("Dice such as 1d8+1");
            case RateOfFireColumn:
                return tr("Rounds per shot: 2 fires every other round");
            }
        }
        return QVariant();
    }

    Qt::ItemFlags flags(const QModelIndex &index) const override
    {
        if (!index.isValid())
            return Qt::NoItemFlags;
        return QAbstractTableModel::flags(index) | Qt::ItemIsEditable;
    }

    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override
    {
        if (role != Qt::EditRole
            || !checkIndex(
                index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
            return false;
        Row &row = m_rows[std::size_t(index.row())];
        Encounter::Attack edited = row.attack;
        switch (index.column()) {
        case NameColumn:
            edited.name = value.toString().trimmed();
            break;
        case KindColumn:
            edited.kind = value.toString().trimmed();
            break;
        case DamageColumn:
            edited.damage = value.toString().trimmed();
            break;
        case WeaponClassColumn:
            edited.weaponClass = value.toString().trimmed();
            break;
        case ValueColumn:
        case RateOfFireColumn: {
            bool ok = false;
            const qint64 number = value.toLongLong(&ok);
            if (!ok || (index.column() == RateOfFireColumn && number < 1))
                return false;
            (index.column() == ValueColumn ? edited.value : edited.rateOfFire) = number;
            break;
        }
        default:
            return false;
        }
        if (edited == row.attack)
            return false;
        row.attack = edited;
        row.damageError = damageError(edited.damage);
        Q_EMIT dataChanged(index, index);
        return true;
    }

private:
    struct Row
    {
        Encounter::Attack attack;
        qint64 origin = -1;
        QString damageError;
    };

    static QString damageError(const QString &damage)
    {
        if (damage.trimmed().isEmpty())
            return QString();
        const auto parsed = Dice::Expression::parse(damage);
        return parsed ? QString() : parsed.error().toString();
    }

    std::vector<Row> m_rows;
};

// Text cells that reach the model at each keystroke, so a typo in "1d8+1" is marked at once
// rather than when the cell is left.
class LiveTextDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
        const QModelIndex &index) const override
    {
        QWidget *editor = QStyledItemDelegate::createEditor(parent, option, index);
        if (auto *line = qobject_cast<QLineEdit *>(editor)) {
            const QPersistentModelIndex at(index);
            connect(line, &QLineEdit::textEdited, this, [this, line, at] {
                Q_EMIT const_cast<LiveTextDelegate *>(this)->commitData(line);
                const QVariant tip = at.data(Qt::ToolTipRole);
                QPalette palette = line->palette();
                palette.setColor(QPalette::Text,
                    tip.isValid() ? problemColour()
                                  : QGuiApplication::palette().color(QPalette::Text));
                line->setPalette(palette);
                line->setToolTip(tip.toString());
            });
        }
        return editor;
    }
};

// A cell with usual values to pick from, and room to type another.
class ChoiceDelegate : public QStyledItemDelegate
{
public:
    ChoiceDelegate(QStringList choices, QObject *parent)
        : QStyledItemDelegate(parent)
        , m_choices(std::move(choices))
    { }

    QWidget *createEditor(
        QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &) const override
    {
        auto *combo = new QComboBox(parent);
        combo->setEditable(true);
        combo->setInsertPolicy(QComboBox::NoInsert);
        combo->addItems(m_choices);
        return combo;
    }

    void setEditorData(QWidget *editor, const QModelIndex &index) const override
    {
        static_cast<QComboBox *>(editor)->setCurrentText(index.data(Qt::EditRole).toString());
    }

    void setModelData(
        QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override
    {
        model->setData(index, static_cast<QComboBox *>(editor)->currentText(), Qt::EditRole);
    }

private:
    QStringList m_choices;
};

// What the hit points field holds: a number, dice, or a problem.
struct HitPointsReading
{
    std::optional<qint64> number;
    QString dice;
    QString problem;
};

qint64 averageOf(const QString &dice, qint64 fallback)
{
    const auto parsed = Dice::Expression::parse(dice);
    if (!parsed)
        return fallback;
    const auto distribution = Dice::DistributionEvaluator::evaluate(*parsed);
    if (!distribution)
        return fallback;
    // As AddCombatantsCommand averages: rounded down, at least 1.
    return std::max<qint64>(1, qint64(std::floor(distribution->mean())));
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
    { }

    QVariant field(int column) const { return fields.data(fields.index(0, column)); }
    void setField(int column, const QVariant &value)
    {
        fields.setData(fields.index(0, column), value);
    }

    HitPointsReading readHitPoints() const
    {
        const QString text = field(HitPointsField).toString().trimmed();
        HitPointsReading reading;
        bool isNumber = false;
        const qint64 number = text.toLongLong(&isNumber);
        if (isNumber) {
            if (number < 1)
                reading.problem = CombatantEditor::tr("%1: must be at least 1, not %2")
                                      .arg(hpLabel)
                                      .arg(number);
            else
                reading.number = number;
            return reading;
        }
        if (mode == Mode::EditCombatant) {
            reading.problem
                = CombatantEditor::tr("%1: expected a whole number such as 11").arg(hpLabel);
            return reading;
        }
        if (text.isEmpty()) {
            reading.problem
                = CombatantEditor::tr("%1: expected a number or dice such as 2d8+2").arg(hpLabel);
            return reading;
        }
        const auto parsed = Dice::Expression::parse(text);
        if (!parsed) {
            reading.problem
                = CombatantEditor::tr("%1: expected a number or dice such as 2d8+2 — %2")
                      .arg(hpLabel, parsed.error().toString());
            return reading;
        }
        if (!parsed->variables().isEmpty()) {
            reading.problem
                = CombatantEditor::tr("%1: hit dice cannot use @%2; write the dice, such as 2d8+2")
                      .arg(hpLabel, parsed->variables().constFirst());
            return reading;
        }
        reading.dice = text;
        return reading;
    }

    const QString rulesetId;
    const QString hpLabel;
    const std::vector<Rules::Stat> stats;
    const Mode mode;
    QStandardItemModel fields;
    QDataWidgetMapper mapper;
    AttackTableModel attacks;
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
    showRow(library, {m_ui->kindLabel, m_ui->kindCombo, m_ui->tagsLabel, m_ui->tagsEdit});
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

    const QColor red = problemColour();
    for (QLabel *label :
        {m_ui->nameProblem, m_ui->sideProblem, m_ui->hpProblem, m_ui->attacksProblem}) {
        QPalette palette = label->palette();
        palette.setColor(QPalette::WindowText, red);
        label->setPalette(palette);
        label->hide();
    }

    // The fixed fields through the mapper; it writes back at each change (edited()).
    d->mapper.setModel(&d->fields);
    d->mapper.setSubmitPolicy(QDataWidgetMapper::ManualSubmit);
    d->mapper.addMapping(m_ui->nameEdit, NameField);
    d->mapper.addMapping(m_ui->kindCombo, KindField, "currentIndex");
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
        spin->setRange(toInt(stat.minimum.value_or(-openStatRange)),
            toInt(stat.maximum.value_or(openStatRange)));
        spin->setValue(toInt(stat.defaultValue));
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

    // Attacks.
    m_ui->attacksView->setModel(&d->attacks);
    m_ui->attacksView->setItemDelegate(new LiveTextDelegate(this));
    m_ui->attacksView->setItemDelegateForColumn(
        AttackTableModel::KindColumn, new ChoiceDelegate(ruleset.attackKinds, this));
    // The weapon classes the ruleset breaks initiative ties by (BRP: missile, long ...).
    for (const Rules::TieBreak &tie : ruleset.initiative.ties) {
        if (tie.by == u"weapon_class" && !tie.order.isEmpty())
            m_ui->attacksView->setItemDelegateForColumn(
                AttackTableModel::WeaponClassColumn, new ChoiceDelegate(tie.order, this));
    }
    m_ui->attacksView->verticalHeader()->hide();
    m_ui->attacksView->horizontalHeader()->setSectionResizeMode(
        AttackTableModel::NameColumn, QHeaderView::Stretch);
    m_ui->attacksView->horizontalHeader()->setSectionResizeMode(
        AttackTableModel::DamageColumn, QHeaderView::Stretch);
    const auto attacksChanged = [this] {
        if (!d->loading)
            validate();
    };
    connect(&d->attacks, &QAbstractItemModel::dataChanged, this, attacksChanged);
    connect(&d->attacks, &QAbstractItemModel::rowsInserted, this, attacksChanged);
    connect(&d->attacks, &QAbstractItemModel::rowsRemoved, this, attacksChanged);
    connect(&d->attacks, &QAbstractItemModel::modelReset, this, attacksChanged);
    const auto updateRemove = [this] {
        m_ui->removeAttackButton->setEnabled(m_ui->attacksView->currentIndex().isValid());
    };
    connect(m_ui->attacksView->selectionModel(), &QItemSelectionModel::currentChanged, this,
        updateRemove);
    connect(&d->attacks, &QAbstractItemModel::modelReset, this, updateRemove);
    connect(&d->attacks, &QAbstractItemModel::rowsRemoved, this, updateRemove);
    updateRemove();
    connect(m_ui->addAttackButton, &QPushButton::clicked, this, [this] {
        const int row = d->attacks.addAttack();
        const QModelIndex name = d->attacks.index(row, AttackTableModel::NameColumn);
        m_ui->attacksView->setCurrentIndex(name);
        m_ui->attacksView->setFocus(Qt::OtherFocusReason);
        m_ui->attacksView->edit(name);
    });
    connect(m_ui->removeAttackButton, &QPushButton::clicked, this,
        [this] { d->attacks.removeAttack(m_ui->attacksView->currentIndex().row()); });

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
}

void CombatantEditor::fill(const Encounter::Combatant &combatant, const QString &hitPoints)
{
    d->loading = true;
    d->setField(NameField, combatant.name);
    d->setField(SideField, combatant.side);
    d->setField(GroupField, combatant.group);
    d->setField(HitPointsField, hitPoints);
    d->setField(CurrentHpField, toInt(combatant.hp));
    d->setField(DefenceField, toInt(combatant.defence));
    d->setField(ArmourField, toInt(combatant.armor));
    d->setField(AttacksPerRoundField, toInt(combatant.attacksPerRound));
    d->setField(NotesField, combatant.notes);
    for (std::size_t i = 0; i < d->stats.size(); ++i) {
        const Rules::Stat &stat = d->stats[i];
        d->setField(StatColumns + int(i), toInt(combatant.stats.value(stat.id, stat.defaultValue)));
    }
    d->mapper.toFirst();
    d->attacks.setAttacks(combatant.attacks);
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
    validate();
}

void CombatantEditor::validate()
{
    const auto show = [](QLabel *label, const QString &text) {
        label->setText(text);
        label->setVisible(!text.isEmpty());
    };
    QString name, side, attacks;
    if (d->field(NameField).toString().trimmed().isEmpty())
        name = tr("Name: a combatant needs a name");
    if (d->field(SideField).toString().trimmed().isEmpty())
        side = tr("Side: choose a side or type one");
    const HitPointsReading hp = d->readHitPoints();
    for (int row = 0; row < d->attacks.rowCount() && attacks.isEmpty(); ++row)
        attacks = d->attacks.problem(row);

    show(m_ui->nameProblem, name);
    show(m_ui->sideProblem, side);
    show(m_ui->hpProblem, hp.problem);
    show(m_ui->attacksProblem, attacks);
    m_ui->hpModeCombo->setEnabled(!hp.dice.isEmpty());

    d->problem.clear();
    for (const QString &p : {name, side, hp.problem, attacks}) {
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
    c.side = d->field(SideField).toString().trimmed();
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
    if (!d->attacks.keepsOrder(d->base.attacks.size()) && !d->base.lastFired.empty()) {
        std::vector<qint64> fired(c.attacks.size(), 0);
        for (std::size_t i = 0; i < fired.size(); ++i) {
            const qint64 from = d->attacks.origin(int(i));
            if (from >= 0 && std::size_t(from) < d->base.lastFired.size())
                fired[i] = d->base.lastFired[std::size_t(from)];
        }
        while (!fired.empty() && fired.back() == 0)
            fired.pop_back();
        c.lastFired = fired;
    }

    const HitPointsReading hp = d->readHitPoints();
    if (hp.number) {
        c.maxHp = *hp.number;
    } else if (!hp.dice.isEmpty() && hp.dice != d->loadedDice) {
        // New hit dice: the fixed hit points ("as listed") become their average.
        c.maxHp = averageOf(hp.dice, std::max<qint64>(1, c.maxHp));
    }
    if (d->mode == Mode::EditCombatant)
        c.hp = d->field(CurrentHpField).toLongLong();
    else
        c.hp = c.startHp = c.maxHp; // a prototype starts unhurt
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

#include "CombatantEditor.moc"
