#pragma once
// The explorer's "Formula with its numbers": the selected value written out, and the offset check.

#include <QGroupBox>
#include <QPointer>

class AppState;
class QLabel;
class QPushButton;
class RotationDialog;

/// The selected value with the scheme's formula and its numbers ("PE(2, 3) = cos(2 / 10000^(2·1/4))
/// = cos(0.02) = 0.99980"), and under it the check of how the similarity of the selected and the
/// compared position depends on their offset, both as the scheme's entry writes them (scheme_table.h).
/// Their labels sit in label boxes, so a new text never lays out the side panel again. For the
/// sinusoidal scheme a button under them shows the offset as a matrix (RotationDialog).
class FormulaPanel : public QGroupBox
{
    Q_OBJECT
public:
    explicit FormulaPanel(AppState *state, QWidget *parent = nullptr);

    QLabel *formulaLabel() const { return m_formula; }
    QLabel *offsetCheckLabel() const { return m_offsetCheck; }
    /// Opens the offset as a rotation (RotationDialog), for the schemes of sines and cosines.
    QPushButton *rotationButton() const { return m_rotation; }

    /// The formula of the selected cell.
    void showFormula();
    /// The offset check of the selected and the compared position.
    void showOffsetCheck();

private:
    AppState *m_state;
    QLabel *m_formula;
    QLabel *m_offsetCheck;
    QPushButton *m_rotation;
    QPointer<RotationDialog> m_dialog;  ///< made on first use
};
