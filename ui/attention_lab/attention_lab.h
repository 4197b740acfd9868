#pragma once
// The Attention Lab: two typed sentences, their attention maps without and with positional
// information, and how the two word orders differ.

#include "attention/cache.h"
#include "classroom/code_dialog.h"
#include "attention/word_order.h"

#include <QWidget>

namespace pe { class Trainer; struct TrainingSettings; }
#include <optional>
#include <utility>

class AppState;
class AttentionMapGrid;
class BlockWindow;
class LayerStackWindow;
class InsideOneWord;
class LabControls;
class SentencePanel;

/// Composes the lab's parts — the sentence panel, the map grid, the side panel with "Inside one
/// word" — and computes what they show: the tokens of both sentences and the comparison of their
/// attention. While the lab's tab is hidden the computation waits until it is shown again.
class AttentionLab : public QWidget
{
    Q_OBJECT
public:
    explicit AttentionLab(AppState *state, QWidget *parent = nullptr);

    /// What "Show Code" offers: the attention weights of each sentence that can be computed.
    QList<CodeSource> codeSources() const;
    /// The last computed comparison; empty when a sentence could not be computed.
    const std::optional<pe::WordOrderComparison> &comparison() const { return m_comparison; }
    /// Computes now what waits until the lab is shown, so that figure export saves the current state.
    void recomputeNow()
    {
        if (std::exchange(m_recomputeWhenShown, false))
            recompute();
    }

    // The parts, for tests and for figure export.
    SentencePanel *sentences() const { return m_sentences; }
    AttentionMapGrid *maps() const { return m_maps; }
    InsideOneWord *insideOneWord() const { return m_insideOneWord; }
    LabControls *controls() const { return m_controls; }
    /// For presentation mode: only the rows of maps named in `focus` (a lesson step's) show,
    /// and the sentence boxes step aside, the maps carrying the words; everything with none.
    void presentFocus(const QStringList &focus);
    /// Opens "Inside the block" (made once, then shown again), which follows the lab while open.
    void showBlockWindow();
    BlockWindow *blockWindow() const { return m_blockWindow; }
    /// Opens the layers window (and keeps it open in the lab's settings).
    void showStackWindow();
    LayerStackWindow *stackWindow() const { return m_stackWindow; }

protected:
    void showEvent(QShowEvent *event) override;

private:
    void recompute();
    // The first layer of a model the Training Lab trained, on the sentences read with its words.
    void recomputeTrained(const pe::Trainer &model);
    // A lesson's model waits to be trained again (no step taken yet): this trains it, unless the
    // Training Lab has the very same, and makes it the lab's.
    void trainAgain(const pe::TrainingSettings &run);
    static QString differentTokensMessage();
    void recomputeWhenShown();
    /// The layers window opened or closed as the lab's settings say (a lesson step may open it).
    void followStackWindow();

    AppState *m_state;
    std::optional<pe::WordOrderComparison> m_comparison;
    pe::AttentionCache m_attentionCache;  // what stays the same from one change to the next
    QStringList m_tokensA;
    QStringList m_tokensB;
    bool m_recomputeWhenShown = false;
    SentencePanel *m_sentences;
    AttentionMapGrid *m_maps;
    InsideOneWord *m_insideOneWord;
    LabControls *m_controls;
    BlockWindow *m_blockWindow = nullptr;
    LayerStackWindow *m_stackWindow = nullptr;
};
