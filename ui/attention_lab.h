#pragma once
// The Attention Lab: two typed sentences, their attention maps without and with positional
// information, and how the two word orders differ.

#include "code_dialog.h"
#include "word_order.h"

#include <QWidget>
#include <functional>
#include <optional>

class AppState;
struct LabSettings;
class QCheckBox;
class QComboBox;
class QCustomPlot;
class QCPColorMap;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class SliderSpinBox;

class AttentionLab : public QWidget
{
    Q_OBJECT
public:
    explicit AttentionLab(AppState *state, QWidget *parent = nullptr);

    enum Row { SentenceA, SentenceB, Difference };
    enum Column { WithoutPosition, WithPosition };

    /// The example pairs a teacher can pick: English and Chinese word swaps.
    static QList<std::pair<QString, QString>> presets();
    void applyPreset(int index);
    /// Sentence B becomes sentence A with its first and last words swapped.
    void swapWords();

    /// The matrix a map shows (weights or scores, the mean or one head); empty when there is none.
    pe::Matrix shownMatrix(Row row, Column column) const;

    /// What "Show Code" offers: the attention weights of each sentence that can be computed.
    QList<CodeSource> codeSources() const;

    /// The last computed comparison; empty when a sentence could not be computed.
    const std::optional<pe::WordOrderComparison> &comparison() const { return m_comparison; }

    QLineEdit *sentenceEdit(Row row) const { return row == SentenceA ? m_sentenceA : m_sentenceB; }
    QLabel *tokenChips(Row row) const { return row == SentenceA ? m_chipsA : m_chipsB; }
    QCustomPlot *plot(Row row, Column column) const { return m_plots[row][column]; }
    QCPColorMap *map(Row row, Column column) const { return m_maps[row][column]; }
    QLabel *verdict(Column column) const { return m_verdicts[column]; }
    QLabel *message() const { return m_message; }
    QComboBox *presetControl() const { return m_presets; }
    SliderSpinBox *dModelControl() const { return m_dModel; }
    QComboBox *schemeControl() const { return m_scheme; }
    QSpinBox *headsControl() const { return m_heads; }
    QComboBox *shownHeadControl() const { return m_shownHead; }
    QDoubleSpinBox *positionWeightControl() const { return m_positionWeight; }
    QComboBox *combineControl() const { return m_combine; }
    QComboBox *projectionControl() const { return m_projection; }
    QCheckBox *causalControl() const { return m_causal; }
    QCheckBox *lowerCaseControl() const { return m_lowerCase; }
    QCheckBox *scoresControl() const { return m_showScores; }
    QComboBox *tokenControl() const { return m_token; }
    QLabel *tokenSimilarity() const { return m_tokenSimilarity; }
    /// What the word vectors are: random, or read from a file (which, and what d_model it gives).
    QLabel *embeddingsNote() const { return m_embeddingsNote; }

protected:
    void showEvent(QShowEvent *event) override;

private:
    QWidget *createSentencePanel();
    QWidget *createControlPanel();
    void changeLab(const std::function<void(LabSettings &)> &change);
    void followStateInControls();
    void recompute();
    void showComparison();
    void showTokenRepresentation();
    // Shows values (n × n) on a map coloured over low..high, with the tokens on its axes.
    void showMap(Row row, Column column, const pe::Matrix &values, const QStringList &tokens, double low, double high);
    void clearMaps();
    void replot(QCustomPlot *plot, bool cellsOnly = false);
    void recomputeWhenShown();
    void showEmbeddingsNote();

    AppState *m_state;
    std::optional<pe::WordOrderComparison> m_comparison;
    QStringList m_tokensA;
    QStringList m_tokensB;
    QStringList m_tokenChoices;  // the items of m_token
    bool m_recomputeWhenShown = false;
    // What each map was last drawn with: a frame draws again only the maps whose values changed,
    // and lays out again only those whose tokens, colour range or kind of value changed too.
    struct DrawnMap
    {
        pe::Matrix values;
        QStringList tokens;
        double low = 0.0;
        double high = 0.0;
        bool scores = false;
    };
    std::optional<DrawnMap> m_drawn[3][2];  // empty: cleared, or not drawn yet

    QLineEdit *m_sentenceA;
    QLineEdit *m_sentenceB;
    QLabel *m_chipsA;
    QLabel *m_chipsB;
    QComboBox *m_presets;
    QLabel *m_message;
    QLabel *m_verdicts[2];
    QCustomPlot *m_plots[3][2];
    QCPColorMap *m_maps[3][2];

    SliderSpinBox *m_dModel;
    QComboBox *m_scheme;
    QDoubleSpinBox *m_positionWeight;
    QComboBox *m_combine;
    QComboBox *m_projection;
    QSpinBox *m_seed;
    QSpinBox *m_heads;
    QComboBox *m_shownHead;
    QCheckBox *m_causal;
    QCheckBox *m_lowerCase;
    QCheckBox *m_showScores;
    QComboBox *m_token;
    QCustomPlot *m_tokenPlot;
    QLabel *m_tokenSimilarity;
    QLabel *m_embeddingsNote;
};
