#pragma once
// Multimodal RoPE (Qwen2-VL, Qwen2.5-VL): the position ids of a strip of text, images and videos
// the student edits, what they say, and which frequency slots of a head each id turns.

#include "grid/multimodal_rope.h"

#include <QWidget>

class FrequencySlotBar;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QScrollArea;
class QSpinBox;
class TokenStrip;

/// A widget (the caller puts it in a window): the token strip as text ("text:3,image:4x6,…") with
/// buttons that append an item; the spatial merge, Qwen2-VL or Qwen2.5-VL (time in seconds) and
/// Qwen2.5-VL's s and τ; the strip painted with each token's three ids (pe::multimodalPositionIds())
/// in a horizontal scroll area; sentences made from the ids; and the bar of a head's frequency
/// slots coloured by axis, in order and interleaved (pe::mropeSlotAxes()). A strip the core refuses
/// shows the core's message and leaves both the text typed and the last strip drawn as they are.
class MultimodalPositionsView : public QWidget
{
    Q_OBJECT
public:
    /// The strip shown first: text, an image, text, a video, text.
    static QString defaultStrip();

    explicit MultimodalPositionsView(QWidget *parent = nullptr);

    QLineEdit *stripControl() const { return m_spec; }
    QPushButton *addButton(pe::TokenSpan::Kind kind) const { return m_add[int(kind)]; }
    QSpinBox *mergeControl() const { return m_merge; }
    /// 0: Qwen2-VL (the time axis counts frames), 1: Qwen2.5-VL (it counts seconds × τ).
    QComboBox *modelControl() const { return m_model; }
    QDoubleSpinBox *secondsControl() const { return m_seconds; }
    QDoubleSpinBox *tokensPerSecondControl() const { return m_tokensPerSecond; }

    /// The strip drawn: the last one the core took, with its ids.
    TokenStrip *strip() const { return m_strip; }
    QScrollArea *stripArea() const { return m_stripArea; }
    /// Empty, or why the text typed gives no strip (hidden then).
    QLabel *message() const { return m_message; }
    /// What the ids of the strip drawn show, in sentences.
    QLabel *stripSentences() const { return m_stripSentences; }
    FrequencySlotBar *slotBar() const { return m_slotBar; }
    /// What each layout of the slot bar gives each axis (0: in order, 1: interleaved).
    QLabel *slotSentences(int layout) const { return m_slotSentences[layout]; }
    /// The settings the strip drawn was computed with.
    pe::MultimodalRope rope() const { return m_rope; }

signals:
    /// A new strip was drawn.
    void stripChanged();

private:
    QWidget *createStripRow();
    QWidget *createSettingsRow();
    QWidget *createStripView();
    QWidget *createSlotView();
    /// The settings as the controls hold them.
    pe::MultimodalRope ropeFromControls() const;
    void appendItem(pe::TokenSpan::Kind kind);
    /// Reads the text and the settings; draws the strip they make, or says why there is none.
    void refresh();
    void refuse(const QString &why);

    QLineEdit *m_spec;
    QPushButton *m_add[3];
    QSpinBox *m_merge;
    QComboBox *m_model;
    QDoubleSpinBox *m_seconds, *m_tokensPerSecond;
    QLabel *m_message;
    TokenStrip *m_strip;
    QScrollArea *m_stripArea;
    QLabel *m_stripSentences;
    FrequencySlotBar *m_slotBar;
    QLabel *m_slotSentences[2];
    pe::MultimodalRope m_rope;
};
