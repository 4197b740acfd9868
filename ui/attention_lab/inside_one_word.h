#pragma once
// The Attention Lab's "Inside one word": one token's word vector, position vector and input.

#include "attention/word_order.h"

#include <QGroupBox>

class QComboBox;
class QCustomPlot;
class QLabel;

/// A word of sentence A chosen from a menu, drawn across the dimensions as its word vector E,
/// its position vector PE and the input X attention sees; under it, how alike its inputs in the
/// two sentences are without and with position.
class InsideOneWord : public QGroupBox
{
    Q_OBJECT
public:
    explicit InsideOneWord(QWidget *parent = nullptr);

    QComboBox *tokenControl() const { return m_token; }
    QLabel *tokenSimilarity() const { return m_similarity; }

    /// Shows the chosen word of this comparison (null when none could be computed) of sentence A's tokens.
    /// `firstRow`: the row of the position table the first word reads (the lab's offset).
    void showComparison(const pe::WordOrderComparison *comparison, const QStringList &tokensA, int firstRow = 0);

private:
    void showToken();

    const pe::WordOrderComparison *m_comparison = nullptr;  ///< the one shown, owned by the lab
    QStringList m_tokensA;
    int m_firstRow = 0;
    QStringList m_choices;  ///< the items of m_token
    QComboBox *m_token;
    QCustomPlot *m_plot;
    QLabel *m_similarity;
};
