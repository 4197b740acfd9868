#pragma once
// What a learned position table learns: the share of its variance along its first principal
// components, and the first components against position, with what papers found in the tables of
// pre-trained models beside them.

#include "math/types.h"

#include <QWidget>

namespace pe {
struct PrincipalComponents;
}

class QCPBars;
class QCPTextElement;
class QCustomPlot;
class QLabel;

/// Two plots of one table's principal components (pe::positionPrincipalComponents(), computed by
/// the core): bars of each component's share of the variance, and the scores of the first
/// kCurves components against position. Under the bars, a sentence written from these numbers;
/// under both, a note of what Wang & Chen (2020) measured on GPT-2 and BERT, marked as theirs.
class PrincipalComponentsView : public QWidget
{
    Q_OBJECT
public:
    /// Bars for at most this many components, curves for at most kCurves of them.
    static constexpr int kBars = 8;
    static constexpr int kCurves = 3;

    explicit PrincipalComponentsView(QWidget *parent = nullptr);

    /// No table yet: empty plots, and a sentence saying when they fill.
    void clear();
    /// The components of the learned table (L × D) after `step` steps.
    void showTable(int step, const pe::Matrix &table);

    QCustomPlot *variancePlot() const { return m_variancePlot; }
    QCustomPlot *componentPlot() const { return m_componentPlot; }
    /// The sentence under the bars, from the numbers shown (measuredSentence()).
    QString measuredText() const;
    /// The papers' findings, as the label shows them.
    QString paperText() const;

    /// What the shares say, in one sentence: how much of the variance the first two components
    /// explain (the first alone when there is only one), at `step`.
    static QString measuredSentence(int step, const pe::PrincipalComponents &components);

private:
    /// No bars, no curves, and `why` under the bars.
    void showEmpty(const QString &why);
    void showBars(const pe::Vector &ratios);
    void showCurves(const pe::Matrix &scores);

    QCustomPlot *m_variancePlot;
    QCustomPlot *m_componentPlot;
    QCPBars *m_bars;
    QCPTextElement *m_measured;
    QLabel *m_papers;
};
