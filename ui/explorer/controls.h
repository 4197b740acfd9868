#pragma once
// The explorer's side panel: scheme, encoding settings, selection, the formula and the curves' buttons.

#include "widgets/side_panel.h"

#include <QList>
#include <utility>

namespace pe {
struct NumberSetting;
}

class AppState;
class QCheckBox;
class QComboBox;
class QLabel;
class RopeScaleControls;
class SliderSpinBox;

/// Every control of the Encoding Explorer, in a scroll area the window hides on request
/// (object name "controlPanel"). Each control changes the AppState and follows it in
/// followState(): a lesson, the command line or a click on a plot moves the sliders too.
class ExplorerControls : public SidePanel
{
    Q_OBJECT
public:
    /// `formulaPanel` goes between the selection and the curves' buttons: the lesson points at it there.
    ExplorerControls(AppState *state, QWidget *formulaPanel, QWidget *parent = nullptr);

    SliderSpinBox *positionControl() const { return m_position; }
    SliderSpinBox *dimensionControl() const { return m_dimension; }
    SliderSpinBox *dModelControl() const { return m_dModel; }
    SliderSpinBox *positionsControl() const { return m_positions; }
    SliderSpinBox *baseControl() const { return m_base; }
    SliderSpinBox *comparePositionControl() const { return m_comparePosition; }
    QComboBox *layoutControl() const { return m_layout; }
    QComboBox *schemeControl() const { return m_scheme; }
    /// The slider of a number setting of the explorer (pe::numberSettings()), by its key: "t5_buckets".
    SliderSpinBox *numberControl(const QString &key) const;
    QCheckBox *t5CausalControl() const { return m_t5Causal; }
    RopeScaleControls *ropeScaleControls() const { return m_ropeScale; }
    SliderSpinBox *alibiHeadsControl() const { return m_alibiHeads; }
    QCheckBox *compareControl() const { return m_compare; }
    QComboBox *compareSchemeControl() const { return m_compareScheme; }
    QCheckBox *stackedControl() const { return m_stacked; }
    QLabel *schemeExplanation() const { return m_explanation; }

    /// Sets every control to the state without echoing it back.
    void followState();
    /// Only the selection's controls (position, dimension, compared position, stacked curves):
    /// all that a selection change moves, a tenth of a millisecond less per slider frame.
    void followSelection();

    /// One click to the classic figure: dimensions 2, 6 and 12 over 128 positions at d_model 64.
    void showClassicCurves();
    /// One click to the classic figure: positions 1 and 5 across the 32 pairs of d_model 64.
    void showClassicVectors();
    void pinSelectedDimension();
    void clearPinnedDimensions();

signals:
    /// "Show Code…" was pressed.
    void codeRequested();
    /// "Images and Video…" was pressed: positions on a grid, in a tab of their own.
    void imagesRequested();

private:
    QWidget *createSchemeGroup();
    /// A slider per number setting of the explorer, each changing its setting.
    void createNumberControls();
    QWidget *createEncodingGroup();
    QWidget *createSelectionGroup();
    QWidget *createCurvesGroup();
    /// Shows under `control` why the app refused its value, and the value the app kept; empty
    /// `refusal`: the value was taken.
    void answer(SliderSpinBox *control, const QString &refusal);

    AppState *m_state;
    SliderSpinBox *m_position;
    SliderSpinBox *m_dimension;
    SliderSpinBox *m_dModel;
    SliderSpinBox *m_positions;
    SliderSpinBox *m_base;
    SliderSpinBox *m_comparePosition;
    QComboBox *m_layout;
    QCheckBox *m_stacked;
    QComboBox *m_scheme;
    /// Each row of pe::numberSettings() the explorer shows, with its slider.
    QList<std::pair<const pe::NumberSetting *, SliderSpinBox *>> m_numbers;
    QCheckBox *m_t5Causal;
    RopeScaleControls *m_ropeScale;
    SliderSpinBox *m_alibiHeads;
    QCheckBox *m_compare;
    QComboBox *m_compareScheme;
    QLabel *m_explanation;
};
