#pragma once
// The painted token strip of the M-RoPE view: one column per token, coloured by its kind, its
// span labelled above it and its three position ids (temporal, height, width) below it.

#include "grid/multimodal_rope.h"

#include <QColor>
#include <QWidget>

/// One column per token (N of them, at most kMaxShownTokens), rows from the top: the spans' labels,
/// the token's place in the sequence, then its temporal, height and width ids as
/// pe::multimodalPositionIds() computes them. As wide as its columns: put it in a scroll area.
class TokenStrip : public QWidget
{
    Q_OBJECT
public:
    /// More columns than this would pass the widest widget Qt can make; the view says so.
    static constexpr int kMaxShownTokens = 100000;
    /// The rows of numbers under the labels: 0 the token's place, 1 temporal, 2 height, 3 width.
    static constexpr int kRows = 4;

    explicit TokenStrip(QWidget *parent = nullptr);

    /// Shows `ids` (3 × N) of `spans` under `rope`.
    void setStrip(const QList<pe::TokenSpan> &spans, const pe::MultimodalRope &rope, const Eigen::MatrixXi &ids);
    const QList<pe::TokenSpan> &spans() const { return m_spans; }
    const Eigen::MatrixXi &ids() const { return m_ids; }
    int tokenCount() const { return int(m_ids.cols()); }
    int shownColumns() const;
    /// The text drawn in `row` (0 … kRows − 1) of column `token`: what the student reads.
    QString cellText(int row, int token) const;
    /// Where column `token`'s cell of `row` is drawn.
    QRect cellRect(int row, int token) const;
    /// The label drawn above span `span`.
    QString spanLabel(int span) const;
    /// The kind of the token in column `token`.
    pe::TokenSpan::Kind kindOf(int token) const;
    int rowTop(int row) const;
    int rowHeight() const { return m_rowHeight; }

    static QColor kindColour(pe::TokenSpan::Kind kind);
    static QString kindTitle(pe::TokenSpan::Kind kind);
    /// "token", "temporal", "height", "width".
    static QString rowTitle(int row);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

signals:
    /// The font changed, and with it the cells' size.
    void remeasured();

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    void measure();
    void paintLabels(QPainter &painter, int first, int last) const;
    /// The span holding column `token`, and the column its span starts at.
    int spanOf(int token, int *start = nullptr) const;

    QList<pe::TokenSpan> m_spans;
    QList<int> m_spanStarts;  ///< the first column of each span
    pe::MultimodalRope m_rope;
    Eigen::MatrixXi m_ids;
    int m_cellWidth = 28, m_rowHeight = 20, m_labelHeight = 48;
};

/// The names of the strip's rows, drawn level with them, left of the scroll area so that they stay
/// in view while the strip scrolls.
class TokenStripRowNames : public QWidget
{
    Q_OBJECT
public:
    explicit TokenStripRowNames(const TokenStrip *strip, QWidget *parent = nullptr);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    const TokenStrip *m_strip;
};
