#include "attention_lab/inside_one_word.h"

#include "plots/figure_export.h"
#include "plots/parts.h"
#include "text/tokenizer.h"
#include "widgets/label_box.h"
#include "math/translate.h"

#include <QComboBox>
#include <QLabel>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace {

constexpr int kMaxTokenChoices = 256;  // words offered in the menu

} // namespace

InsideOneWord::InsideOneWord(QWidget *parent)
    : QGroupBox(tr("Inside one word"), parent)
    , m_token(new QComboBox)
    , m_plot(createPlot(this))
    , m_similarity(new QLabel)
{
    setFigureName(m_plot, QStringLiteral("inside-one-word"));
    m_token->setToolTip(tr("A word of sentence A to look inside."));
    m_plot->setMinimumSize(240, 200);
    m_plot->xAxis->setLabel(tr("dimension"));
    putLegendBelow(m_plot, 1);
    m_similarity->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_token);
    layout->addWidget(m_plot, 1);
    layout->addWidget(new LabelBox(m_similarity)); // its numbers change with every position weight
    connect(m_token, &QComboBox::currentIndexChanged, this, &InsideOneWord::showToken);
}

void InsideOneWord::showComparison(const pe::WordOrderComparison *comparison, const QStringList &tokensA, int firstRow)
{
    m_comparison = comparison;
    m_tokensA = tokensA;
    m_firstRow = firstRow;
    if (comparison) {
        QStringList choices;
        for (int k = 0; k < std::min<int>(tokensA.size(), kMaxTokenChoices); ++k)
            choices.append(QStringLiteral("%1: %2").arg(k).arg(pe::visibleToken(tokensA[k])));
        // Filled anew only for new words: refilling 256 items took 0.25 ms of every frame.
        if (choices != m_choices) {
            m_choices = choices;
            const int kept = m_token->currentIndex();
            const QSignalBlocker blocker(m_token);
            m_token->clear();
            m_token->addItems(choices);
            m_token->setCurrentIndex(std::clamp(kept, 0, int(m_token->count()) - 1));
        }
    }
    showToken();
}

void InsideOneWord::showToken()
{
    m_plot->clearGraphs();
    const int index = m_token->currentIndex();
    // Without the half with position (a learned table shorter than the sentence), the word
    // without it.
    const bool withPosition = m_comparison && m_comparison->aWith.inputs.rows() > 0;
    if (!m_comparison || index < 0 || index >= m_comparison->aWithout.inputs.rows()) {
        m_similarity->clear();
        m_plot->replot();
        return;
    }
    const pe::WordOrderComparison &comparison = *m_comparison;
    const pe::AttentionResult &a = withPosition ? comparison.aWith : comparison.aWithout;
    const int dModel = int(a.inputs.cols());
    QVector<double> dimensions(dModel);
    std::iota(dimensions.begin(), dimensions.end(), 0.0);
    const auto addRow = [&](const pe::Matrix &matrix, const QString &name, const QColor &color) {
        QCPGraph *graph = addCurve(m_plot);
        const pe::Vector row = matrix.row(index);
        graph->setData(dimensions, QVector<double>(row.data(), row.data() + row.size()), true);
        graph->setPen(QPen(color, 1.5));
        graph->setName(name);
    };
    // The word vector as it joins the position: scaled by √d_model when the lab says so.
    const bool scaled = a.embeddingScale != 1.0;
    addRow(a.embeddingScale * a.embeddings, scaled ? tr("word vector √d_model·E") : tr("word vector E"), Qt::darkGray);
    // RoPE and ALiBi add no vector: the input is the word vector itself.
    const bool added = a.positionalEncoding.rows() > index;
    if (added) {
        addRow(a.positionalEncoding, m_firstRow > 0 ? tr("position %1, row %2: PE").arg(index).arg(m_firstRow + index)
                                                    : tr("position %1: PE").arg(index), kSineColor);
        addRow(a.inputs, tr("input X"), kCosineColor);
    }
    m_plot->rescaleAxes();
    m_plot->replot();
    // Their lengths: which of the two is the louder, the word or its position?
    const double word = a.embeddingScale * a.embeddings.row(index).norm();
    const QString lengths = added ? tr("Lengths: %1 %2, PE %3, X %4.")
                                        .arg(scaled ? tr("√d_model·E") : tr("E")).arg(word, 0, 'f', 2)
                                        .arg(a.positionalEncoding.row(index).norm(), 0, 'f', 2).arg(a.inputs.row(index).norm(), 0, 'f', 2)
                                  : tr("Length of %1: %2 (no position vector is added).").arg(scaled ? tr("√d_model·E") : tr("E")).arg(word, 0, 'f', 2);

    const QString token = pe::visibleToken(m_tokensA.value(index));
    if (!comparison.permutation) {
        m_similarity->setText(pe::sentencesJoined(tr("'%1' is token %2 of sentence A.").arg(token).arg(index), lengths));
        return;
    }
    const std::vector<int> &p = *comparison.permutation;
    const int inB = int(std::find(p.begin(), p.end(), index) - p.begin());
    const double without = pe::cosineSimilarity(comparison.aWithout.inputs.row(index), comparison.bWithout.inputs.row(inB));
    if (!withPosition) {
        m_similarity->setText(pe::sentencesJoined(tr("'%1' is token %2 in A and token %3 in B. Cosine similarity of its two input vectors: "
                                 "%4 without position; with position there are none here.")
                                  .arg(token)
                                  .arg(index)
                                  .arg(inB)
                                  .arg(QString::number(without, 'f', 3)), lengths));
        return;
    }
    const double with = pe::cosineSimilarity(comparison.aWith.inputs.row(index), comparison.bWith.inputs.row(inB));
    m_similarity->setText(pe::sentencesJoined(tr("'%1' is token %2 in A and token %3 in B. Cosine similarity of its two input vectors: "
                             "%4 without position, %5 with position.")
                              .arg(token)
                              .arg(index)
                              .arg(inB)
                              .arg(QString::number(without, 'f', 3), QString::number(with, 'f', 3)), lengths));
}
