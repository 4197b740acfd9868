#pragma once
// The status bar's way back to the student's own set-up after Show Me changed it.

#include <QKeySequence>
#include <QPushButton>

class AppState;

/// "Back to My Set-up": shown while the state keeps a set-up (AppState::keepSetUp()), it puts
/// that set-up back when pressed; the window's action with keys() does the same from any view.
class KeptSetUpButton : public QPushButton
{
    Q_OBJECT
public:
    explicit KeptSetUpButton(AppState *state, QWidget *parent = nullptr);
    /// Ctrl+Shift+Z.
    static QKeySequence keys();

private:
    AppState *m_state;
};
