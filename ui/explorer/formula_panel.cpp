#include "explorer/formula_panel.h"

#include "schemes/table.h"
#include "state/app_state.h"
#include "widgets/label_box.h"

#include <QLabel>
#include <QVBoxLayout>

FormulaPanel::FormulaPanel(AppState *state, QWidget *parent)
    : QGroupBox(tr("Formula with its numbers"), parent)
    , m_state(state)
    , m_formula(new QLabel)
    , m_offsetCheck(new QLabel)
{
    m_formula->setWordWrap(true);
    m_offsetCheck->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new LabelBox(m_formula));
    layout->addWidget(new LabelBox(m_offsetCheck));
}

void FormulaPanel::showFormula()
{
    const pe::SchemeParams &params = m_state->schemeParams();
    const pe::SchemeInfo &info = pe::schemeInfo(params.scheme);
    const int position = m_state->position();
    const int column = m_state->dimension();
    QString text = info.formula(params, position, column, m_state->encodingAt({position, 1, 1}, {column, 1, 1})(0, 0));
    if (info.formulaDetails)
        text += QStringLiteral("\n\n") + info.formulaDetails(params, column);
    m_formula->setText(text);
}

void FormulaPanel::showOffsetCheck()
{
    const pe::SchemeParams &params = m_state->schemeParams();
    m_offsetCheck->setText(pe::schemeInfo(params.scheme).offsetCheck(params, m_state->position(), m_state->comparePosition()));
}
