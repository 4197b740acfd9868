#include "explorer/formula_panel.h"

#include "schemes/table.h"
#include "state/app_state.h"
#include "explorer/rotation_dialog.h"
#include "widgets/label_box.h"

#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QVBoxLayout>

FormulaPanel::FormulaPanel(AppState *state, QWidget *parent)
    : QGroupBox(tr("Formula with its numbers"), parent)
    , m_state(state)
    , m_formula(new QLabel)
    , m_offsetCheck(new QLabel)
    , m_rotation(new QPushButton(tr("The offset as a rotation M_k…")))
{
    setProperty("focusName", QStringLiteral("formula"));  // a lesson step points at it by this name
    m_formula->setWordWrap(true);
    m_offsetCheck->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new LabelBox(m_formula));
    layout->addWidget(new LabelBox(m_offsetCheck));
    layout->addWidget(m_rotation);
    m_rotation->setToolTip(tr("PE(p + k) = M_k · PE(p) for every p: the matrix that moves every position k places on, "
                              "k being the compared position minus the selected one."));
    connect(m_rotation, &QPushButton::clicked, this, [this] {
        if (!m_dialog)
            m_dialog = new RotationDialog(m_state, this);
        m_dialog->show();  // non-modal: it follows the sliders while they move
    });
}

void FormulaPanel::showFormula()
{
    const pe::SchemeParams &params = m_state->schemeParams();
    const pe::SchemeInfo &info = pe::schemeInfo(params.scheme);
    const int position = m_state->position();
    const int column = m_state->dimension();
    QString text = info.formula(params, position, column, m_state->encodingAt({position, 1, 1}, {column, 1, 1})(0, 0));
    if (info.kind == pe::SchemeKind::AddedToWords && params.encoding.dModel <= kShownValues)
        text += QStringLiteral("\n\n") + wholeVector(position);
    if (info.formulaDetails)
        text += QStringLiteral("\n\n") + info.formulaDetails(params, column);
    m_formula->setText(text);
}

QString FormulaPanel::wholeVector(int position) const
{
    const int dModel = m_state->schemeParams().encoding.dModel;
    const pe::Matrix row = m_state->encodingAt({position, 1, 1}, {0, 1, dModel});
    QStringList values;
    for (int column = 0; column < dModel; ++column)
        values.append(QString::number(row(0, column), 'f', 5));
    return tr("Position %1, all its %2 numbers: (%3)").arg(position).arg(dModel).arg(values.join(QStringLiteral(", ")));
}

void FormulaPanel::showOffsetCheck()
{
    const pe::SchemeParams &params = m_state->schemeParams();
    m_offsetCheck->setText(pe::schemeInfo(params.scheme).offsetCheck(params, m_state->position(), m_state->comparePosition()));
    m_rotation->setVisible(pe::schemeInfo(params.scheme).sineCosinePairs);
}
