#include "challenges/worksheet_options.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QSettings>
#include <QVBoxLayout>

namespace {

const QString kGreys = QStringLiteral("worksheet/greys");
const QString kCompact = QStringLiteral("worksheet/compact");
const QString kKeyApart = QStringLiteral("worksheet/keyApart");

} // namespace

WorksheetOptions WorksheetOptions::remembered()
{
    const QSettings settings;
    return {settings.value(kGreys, false).toBool(), settings.value(kCompact, false).toBool(), settings.value(kKeyApart, false).toBool()};
}

void WorksheetOptions::remember() const
{
    QSettings settings;
    settings.setValue(kGreys, greys);
    settings.setValue(kCompact, compact);
    settings.setValue(kKeyApart, keyApart);
}

WorksheetOptionsDialog::WorksheetOptionsDialog(const WorksheetOptions &options, QWidget *parent)
    : QDialog(parent)
    , m_greys(new QCheckBox(tr("&Greys for a black-and-white printer")))
    , m_compact(new QCheckBox(tr("&Compact: smaller pictures and blanks, fewer pages")))
    , m_keyApart(new QCheckBox(tr("The answer &key as its own file")))
{
    setWindowTitle(tr("Worksheet"));
    m_greys->setToolTip(tr("Heatmaps in greys, and lines and points told apart by dashes and markers rather than by colour."));
    m_compact->setToolTip(tr("Each picture beside its choices and no larger than it needs: ten questions take two or three pages fewer."));
    m_keyApart->setToolTip(tr("The students' sheet without the answer key; the key is saved next to it as NAME-key.pdf, "
                              "or printed as a print job of its own."));
    m_greys->setChecked(options.greys);
    m_compact->setChecked(options.compact);
    m_keyApart->setChecked(options.keyApart);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("How should the worksheet look on paper?")));
    for (QCheckBox *box : {m_greys, m_compact, m_keyApart})
        layout->addWidget(box);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

WorksheetOptions WorksheetOptionsDialog::options() const
{
    return {m_greys->isChecked(), m_compact->isChecked(), m_keyApart->isChecked()};
}

std::optional<WorksheetOptions> WorksheetOptionsDialog::ask(QWidget *parent)
{
    WorksheetOptionsDialog dialog(WorksheetOptions::remembered(), parent);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    const WorksheetOptions chosen = dialog.options();
    chosen.remember();
    return chosen;
}
