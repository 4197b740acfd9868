#include "shell/kept_set_up_button.h"

#include "state/app_state.h"

#include <QKeySequence>

QKeySequence KeptSetUpButton::keys()
{
    return QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z);
}

KeptSetUpButton::KeptSetUpButton(AppState *state, QWidget *parent)
    : QPushButton(tr("Back to My Set-up"), parent)
    , m_state(state)
{
    setToolTip(tr("Show Me set the views up for a question. This puts back the settings you had before (%1).")
                   .arg(keys().toString(QKeySequence::NativeText)));
    connect(this, &QPushButton::clicked, m_state, &AppState::restoreKeptSetUp);
    connect(m_state, &AppState::keptSetUpChanged, this, [this] { setVisible(m_state->hasKeptSetUp()); });
    setVisible(m_state->hasKeptSetUp());
}
