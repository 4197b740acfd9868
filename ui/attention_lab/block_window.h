#pragma once
// "Inside the block": the lab's two sentences through one whole attention block, stage by stage.

#include "block/stages.h"

#include <QDialog>
#include <optional>

class AppState;
class BlockStrip;
class ScoreTermsPanel;
class QCheckBox;
class QComboBox;
class QCPColorMap;
class QCustomPlot;
class QLabel;
class QScrollArea;
class QSpinBox;

/// The strip of stages (BlockStrip) for sentences A and B of the Attention Lab, through its
/// untrained block (pe::untrainedBlock(): the lab's settings, its W_Q and W_K, the other weights as
/// the training core draws them) or through a block of a model the Training Lab trained; the
/// chosen stage large for both sentences, with each cell's value on hover; for a scheme that adds
/// a vector, the four terms of the chosen head's scores beside them with their sizes. It follows
/// the lab while open.
class BlockWindow : public QDialog
{
    Q_OBJECT
public:
    explicit BlockWindow(AppState *state, QWidget *parent = nullptr);

    // The parts, for tests.
    BlockStrip *strip() const { return m_strip; }
    QComboBox *modelControl() const { return m_model; }
    QSpinBox *blockControl() const { return m_block; }
    QSpinBox *headControl() const { return m_head; }
    QCheckBox *positionControl() const { return m_position; }
    QCheckBox *concatenateControl() const { return m_concatenate; }
    QCustomPlot *plot(int sentence) const { return m_plots[sentence]; }
    QLabel *message() const { return m_message; }
    QLabel *entersLabel() const { return m_enters; }
    ScoreTermsPanel *scoreTerms() const { return m_terms; }
    const std::vector<pe::BlockStage> &stages(int sentence) const { return m_stages[sentence]; }

    /// Computes both sentences' stages from the lab's state and the window's choices.
    void recompute();

private:
    void fillModels();
    /// Draws the stages computed last (the strip, the large maps, the terms) for the head and colours chosen.
    void redraw();
    void setMaxima(int heads, int blocks);
    void showSelected();
    QString computeUntrained(const QStringList &a, const QStringList &b);
    QString computeTrained(int model);
    QString whereItEnters() const;
    /// The caption over a stage's map: its title, the sentence and head, and its one line.
    QString stageCaption(const pe::BlockStage &stage, const QString &sentence, int head) const;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *event) override;

    AppState *m_state;
    QComboBox *m_model;
    QSpinBox *m_block;
    QSpinBox *m_head;
    QCheckBox *m_position;
    QCheckBox *m_concatenate;
    QLabel *m_message;
    QLabel *m_enters;
    QScrollArea *m_scroll;
    BlockStrip *m_strip;
    QCustomPlot *m_plots[2];
    QCPColorMap *m_maps[2];
    QLabel *m_captions[2];
    ScoreTermsPanel *m_terms;
    std::vector<pe::BlockStage> m_stages[2];
    QStringList m_tokens[2];
    std::optional<std::vector<int>> m_permutation;  ///< B[k] == A[p[k]] for the tokens the block read
    std::vector<std::optional<double>> m_differences;  ///< per stage of A, pe::stageDifference() from B's
    QString m_readout[2];
};
