// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/party/PartyUpdateDialog.h"

#include "ui/party/MemberUpdateModel.h"
#include "ui_PartyUpdateDialog.h"

#include <QHeaderView>
#include <QPushButton>

namespace Fray::Ui {

PartyUpdateDialog::PartyUpdateDialog(
    std::vector<Party::MemberUpdate> updates, const QString &fightName, QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<::Ui::PartyUpdateDialog>())
    , m_model(new MemberUpdateModel(this))
{
    m_ui->setupUi(this);
    setWindowTitle(tr("End Fight"));
    m_ui->restBox->hide();
    m_ui->headingLabel->setText(
        tr("What %1 leaves on the party: hit points, subdual damage, HP states, uses left and the "
           "conditions that outlast a fight. Members take it into their next fight.")
            .arg(fightName));
    m_description = tr("End of the fight: %1").arg(fightName);
    m_model->setUpdates(std::move(updates));
    setUpPreview();
}

PartyUpdateDialog::PartyUpdateDialog(std::shared_ptr<const Rules::Ruleset> ruleset,
    std::vector<Library::LibraryEntry> party, quint64 seed, QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<::Ui::PartyUpdateDialog>())
    , m_model(new MemberUpdateModel(this))
    , m_ruleset(std::move(ruleset))
    , m_party(std::move(party))
    , m_seed(seed)
{
    m_ui->setupUi(this);
    setWindowTitle(tr("Rest the Party"));
    m_ui->headingLabel->setText(
        tr("A rest between fights for the members of %1. Uses that come back on a rest come "
           "back; the dead get nothing back.")
            .arg(m_ruleset->name));
    for (const Rules::Rest &rest : m_ruleset->rests)
        m_ui->restCombo->addItem(rest.label, rest.id);
    const bool rulesetRests = !m_ruleset->rests.empty();
    m_ui->rulesetRadio->setEnabled(rulesetRests);
    m_ui->restCombo->setEnabled(rulesetRests);
    if (!rulesetRests)
        m_ui->restCombo->addItem(tr("%1 names no rests").arg(m_ruleset->name));
    (rulesetRests ? m_ui->rulesetRadio : m_ui->fullRadio)->setChecked(true);
    for (QRadioButton *radio : {m_ui->rulesetRadio, m_ui->hitPointsRadio, m_ui->fullRadio})
        connect(radio, &QRadioButton::toggled, this, &PartyUpdateDialog::workOutRest);
    connect(m_ui->restCombo, &QComboBox::currentIndexChanged, this, [this] {
        m_ui->rulesetRadio->setChecked(true);
        workOutRest();
    });
    connect(m_ui->hitPointsSpin, &QSpinBox::valueChanged, this, [this] {
        m_ui->hitPointsRadio->setChecked(true);
        workOutRest();
    });
    setUpPreview();
    workOutRest();
}

PartyUpdateDialog::~PartyUpdateDialog() = default;

const std::vector<Party::MemberUpdate> &PartyUpdateDialog::updates() const
{
    return m_model->updates();
}

void PartyUpdateDialog::setUpPreview()
{
    QTableView *view = m_ui->previewView;
    // A screen reader says the preview by the dialog's title (a table takes no name from a
    // label), the rest's choices beside their radio buttons by the buttons' words.
    view->setAccessibleName(windowTitle());
    m_ui->restCombo->setAccessibleName(m_ui->rulesetRadio->text().remove(QLatin1Char('&')));
    m_ui->hitPointsSpin->setAccessibleName(m_ui->hitPointsRadio->text().remove(QLatin1Char('&')));
    view->setModel(m_model);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setSectionResizeMode(
        MemberUpdateModel::Member, QHeaderView::ResizeToContents);
    view->horizontalHeader()->setStretchLastSection(true);
    connect(m_model, &QAbstractItemModel::modelReset, view, &QTableView::resizeRowsToContents);
    view->resizeRowsToContents();
    QPushButton *apply = m_ui->buttonBox->button(QDialogButtonBox::Apply);
    apply->setDefault(true);
    apply->setEnabled(!m_model->updates().empty());
    connect(apply, &QPushButton::clicked, this, &QDialog::accept);
    connect(m_ui->buttonBox, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_ui->errorLabel->hide();
}

Party::PartyRest::Plan PartyUpdateDialog::plan() const
{
    Party::PartyRest::Plan p;
    if (m_ui->rulesetRadio->isChecked()) {
        p.kind = Party::PartyRest::Plan::Kind::Ruleset;
        p.restId = m_ui->restCombo->currentData().toString();
    } else if (m_ui->hitPointsRadio->isChecked()) {
        p.kind = Party::PartyRest::Plan::Kind::HitPoints;
        p.hitPoints = m_ui->hitPointsSpin->value();
    }
    return p;
}

void PartyUpdateDialog::workOutRest()
{
    const Party::PartyRest::Plan chosen = plan();
    const Rules::Rest *rest = m_ruleset->rest(chosen.restId);
    m_ui->restNoteLabel->setText(
        chosen.kind == Party::PartyRest::Plan::Kind::Ruleset && rest ? rest->note : QString());
    m_ui->restNoteLabel->setVisible(!m_ui->restNoteLabel->text().isEmpty());
    Dice::Random random(m_seed);
    auto updates = Party::PartyRest::preview(m_ruleset, m_party, chosen, random);
    QPushButton *apply = m_ui->buttonBox->button(QDialogButtonBox::Apply);
    if (!updates) {
        m_model->setUpdates({});
        m_ui->errorLabel->setText(updates.error());
        m_ui->errorLabel->show();
        apply->setEnabled(false);
        return;
    }
    m_ui->errorLabel->hide();
    m_description = Party::PartyRest::describe(*m_ruleset, chosen);
    m_model->setUpdates(std::move(updates).value());
    apply->setEnabled(!m_model->updates().empty());
}

} // namespace Fray::Ui
