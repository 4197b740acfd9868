#include "attention_lab/score_terms_panel.h"

#include "attention_lab/block_strip.h"

#include <QCoreApplication>
#include <QGridLayout>
#include <QLabel>
#include <QToolButton>
#include <cmath>

namespace {

// The query's part first, then the key's: q·k = (word_q + pos_q)·(word_k + pos_k).
const char *const kTermNames[4] = {QT_TRANSLATE_NOOP("ScoreTermsPanel", "query word × key word"),
                                   QT_TRANSLATE_NOOP("ScoreTermsPanel", "query word × key position"),
                                   QT_TRANSLATE_NOOP("ScoreTermsPanel", "query position × key word"),
                                   QT_TRANSLATE_NOOP("ScoreTermsPanel", "query position × key position")};

} // namespace

QString ScoreTermsPanel::termName(int term)
{
    return QCoreApplication::translate("ScoreTermsPanel", kTermNames[term]);
}

ScoreTermsPanel::ScoreTermsPanel(QWidget *parent)
    : QWidget(parent)
    , m_sizes(new QLabel(this))
{
    auto *layout = new QGridLayout(this);
    layout->addWidget(new QLabel(tr("<b>The four terms of the scores</b> (sentence A, the head chosen)"), this), 0, 0, 1, 2);
    for (int t = 0; t < 4; ++t) {
        // Pressed, a term is drawn large for both sentences.
        m_buttons[t] = new QToolButton(this);
        m_buttons[t]->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
        m_buttons[t]->setCheckable(true);
        m_buttons[t]->setAutoExclusive(true);
        layout->addWidget(m_buttons[t], 1 + t / 2, t % 2, Qt::AlignCenter);
        connect(m_buttons[t], &QToolButton::clicked, this, [this, t] {
            m_term = t;
            emit termChosen(t);
        });
    }
    m_sizes->setWordWrap(true);
    m_sizes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_sizes, 3, 0, 1, 2);
    layout->setRowStretch(4, 1);
}

void ScoreTermsPanel::showTerms(const pe::BlockStage *terms, int head, ColourMap map)
{
    setVisible(terms != nullptr);
    if (!terms)
        return;
    const int side = 4 * fontMetrics().height();  // two rows of four fit beside the maps at 1024 × 768
    const Eigen::Index n = terms->shape.last();
    double sizes[4];
    for (int t = 0; t < 4; ++t) {
        const int block = stageBlock(*terms, head, t);
        sizes[t] = std::sqrt(terms->data.middleRows(block * n, n).squaredNorm() / double(n * n));
        // One colour scale for the four: stagePicture() spans the whole stage.
        m_buttons[t]->setIcon(QPixmap::fromImage(stagePicture(*terms, block, map).scaled(side, side)));
        m_buttons[t]->setIconSize(QSize(side, side));
        m_buttons[t]->setText(tr("%1: %2").arg(termName(t), QString::number(sizes[t], 'g', 2)));  // one line: a tool button's height has one
        m_buttons[t]->setAccessibleName(tr("%1, size %2").arg(termName(t), QString::number(sizes[t], 'g', 2)));
    }
    m_buttons[m_term]->setChecked(true);
    const int largest = int(std::max_element(sizes, sizes + 4) - sizes);
    m_sizes->setText(tr("Sizes (root mean square): query word × key word %1, query word × key position %2, "
                        "query position × key word %3, query position × key position %4. The largest is %5. "
                        "All four share one colour scale; they sum to the scores before any bias or mask.")
                         .arg(QString::number(sizes[0], 'g', 2), QString::number(sizes[1], 'g', 2), QString::number(sizes[2], 'g', 2),
                              QString::number(sizes[3], 'g', 2), termName(largest)));
}
