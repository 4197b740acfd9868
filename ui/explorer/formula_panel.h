#pragma once
// The explorer's "Formula with its numbers": the selected value written out, and the offset check.

#include <QGroupBox>
#include <QPointer>

class AppState;
class QLabel;
class QPushButton;
class RotationDialog;

/// The selected value with the scheme's formula and its numbers ("PE(2, 3) = cos(2 / 10000^(2·1/4))
/// = cos(0.02) = 0.99980"), for a scheme that adds a vector of at most eight numbers the selected
/// position's whole vector, and under it the check of how the similarity of the selected and the
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
    /// Up to this d_model the selected position's numbers are written out (past it the vector
    /// view draws them: two more lines of text here cost 0.4 ms of a 2 ms position frame).
    static constexpr int kShownValues = 8;
    /// "Position 2, all its 4 numbers: (0.90930, -0.41615, 0.02000, 0.99980)".
    QString wholeVector(int position) const;

    AppState *m_state;
    QLabel *m_formula;
    QLabel *m_offsetCheck;
    QPushButton *m_rotation;
    QPointer<RotationDialog> m_dialog;  ///< made on first use
};
