#pragma once
// Beside "Inside the block"'s large maps: the four terms of sentence A's scores for one head,
// word–word, word–position, position–word and position–position, with their sizes.

#include "block/stages.h"
#include "state/colour_map.h"

#include <QWidget>

class QLabel;
class QToolButton;

class ScoreTermsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ScoreTermsPanel(QWidget *parent = nullptr);

    /// The term's name, translated: "word–position".
    static QString termName(int term);
    /// Shows the four (n × n) terms of head h of `terms` (the score_terms stage, 4 × H × n × n) on
    /// one colour scale, each with its root mean square, and which is the largest; hides itself
    /// without them.
    void showTerms(const pe::BlockStage *terms, int head, ColourMap map);
    int term() const { return m_term; }  ///< the term pressed last, drawn large
    QToolButton *termButton(int term) const { return m_buttons[term]; }
    QLabel *sizes() const { return m_sizes; }

signals:
    /// A term's picture was pressed: draw it large.
    void termChosen(int term);

private:
    QToolButton *m_buttons[4];
    QLabel *m_sizes;
    int m_term = 0;
};
