#pragma once
// The Attention Lab's side panel: the attention settings, "Inside one word", the word vectors' note.

#include "widgets/side_panel.h"

class AppState;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class QToolButton;
class QVariantAnimation;
class SinkRow;
class SliderSpinBox;

/// Every setting of the lab, in a scroll area the window hides on request (object name
/// "controlPanel"). Each control changes the AppState and follows it in followState().
class LabControls : public SidePanel
{
    Q_OBJECT
public:
    /// `insideOneWord` goes under the settings and takes the panel's spare height.
    LabControls(AppState *state, QWidget *insideOneWord, QWidget *parent = nullptr);

    SliderSpinBox *dModelControl() const { return m_dModel; }
    SliderSpinBox *baseControl() const { return m_base; }
    QComboBox *schemeControl() const { return m_scheme; }
    /// The learned table's rows (shared with the explorer), shown for the learned scheme only.
    QSpinBox *maxLenControl() const { return m_maxLen; }
    QSpinBox *headsControl() const { return m_heads; }
    QComboBox *shownHeadControl() const { return m_shownHead; }
    QDoubleSpinBox *positionWeightControl() const { return m_positionWeight; }
    QComboBox *combineControl() const { return m_combine; }
    QComboBox *projectionControl() const { return m_projection; }
    QComboBox *scoreControl() const { return m_score; }
    QCheckBox *causalControl() const { return m_causal; }
    SinkRow *sinkControl() const { return m_sink; }
    QCheckBox *lowerCaseControl() const { return m_lowerCase; }
    QCheckBox *scoresControl() const { return m_showScores; }
    QCheckBox *bInAOrderControl() const { return m_bInAOrder; }
    QCheckBox *scaleEmbeddingsControl() const { return m_scaleEmbeddings; }
    QSpinBox *positionOffsetControl() const { return m_positionOffset; }
    /// ▶ beside w: moves w from 0 to 1 in kWeightAnimationMs, so the maps separate before the class.
    QToolButton *animateWeightControl() const { return m_animateWeight; }
    static constexpr int kWeightAnimationMs = 4000;
    /// True while ▶ moves w.
    bool weightPlaying() const;
    /// What the word vectors are: random, or read from a file (which, and what d_model it gives).
    QLabel *embeddingsNote() const { return m_embeddingsNote; }

    /// Sets every control to the state without echoing it back.
    void followState();
    /// The note on the word vectors, counting the tokens of both sentences a file lacks.
    void showEmbeddingsNote(const QStringList &tokensA, const QStringList &tokensB);

signals:
    /// "Show Code…" was pressed.
    void codeRequested();
    /// "Inside the Block…" was pressed.
    void blockRequested();
    /// "Layers of 2025–26 Models…" was pressed.
    void stackRequested();

private:
    QWidget *createSettingsGroup();
    // d_model, the scheme and how its position joins the words.
    void createPositionControls();
    // Queries and keys, scores, heads, the mask, the sink and what the maps show.
    void createAttentionControls();
    // What each control changes in the state.
    void connectSettings();
    // w, with its ▶.
    QWidget *createWeightRow();
    void animateWeight(bool play);
    // Identity and random, then one entry per trained model.
    void fillProjections();
    static constexpr int kProjections = 2;

    AppState *m_state;
    SliderSpinBox *m_dModel;
    SliderSpinBox *m_base;
    QComboBox *m_scheme;
    QSpinBox *m_maxLen;
    QLabel *m_maxLenLabel;
    QDoubleSpinBox *m_positionWeight;
    QComboBox *m_combine;
    QComboBox *m_projection;
    QComboBox *m_score;
    QSpinBox *m_seed;
    QSpinBox *m_heads;
    QComboBox *m_shownHead;
    QCheckBox *m_causal;
    SinkRow *m_sink;
    QCheckBox *m_lowerCase;
    QCheckBox *m_showScores;
    QCheckBox *m_bInAOrder;
    QCheckBox *m_scaleEmbeddings;
    QSpinBox *m_positionOffset;
    QToolButton *m_animateWeight;
    QVariantAnimation *m_weightAnimation;
    QLabel *m_embeddingsNote;
};
