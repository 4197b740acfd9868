#include "grid/token_strip.h"

#include "grid/frequency_slot_bar.h"

#include <QHelpEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QToolTip>
#include <algorithm>

namespace {

// Light enough for black numbers, told apart with the common colour-vision deficiencies
// (ColorBrewer's Paired: grey, light blue, light orange), in the order of pe::TokenSpan::Kind.
const char *const kKindColours[] = {"#d9d9d9", "#a6cee3", "#fdbf6f"};

} // namespace

TokenStrip::TokenStrip(QWidget *parent)
    : QWidget(parent)
{
    setAccessibleName(tr("Token strip with the three position ids of every token"));
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    // A size up from the window's: the numbers are what a class reads on the projector.
    QFont larger = font();
    if (larger.pointSizeF() > 0)
        larger.setPointSizeF(larger.pointSizeF() * 1.2);
    else
        larger.setPixelSize(larger.pixelSize() * 6 / 5);
    setFont(larger);
    measure();
}

QColor TokenStrip::kindColour(pe::TokenSpan::Kind kind)
{
    return QColor(QLatin1String(kKindColours[int(kind)]));
}

QString TokenStrip::kindTitle(pe::TokenSpan::Kind kind)
{
    switch (kind) {
    case pe::TokenSpan::Kind::Text: return tr("text");
    case pe::TokenSpan::Kind::Image: return tr("image");
    case pe::TokenSpan::Kind::Video: return tr("video");
    }
    return {};
}

QString TokenStrip::rowTitle(int row)
{
    const char *const titles[] = {QT_TR_NOOP("token"), QT_TR_NOOP("temporal"), QT_TR_NOOP("height"), QT_TR_NOOP("width")};
    return tr(titles[row]);
}

void TokenStrip::setStrip(const QList<pe::TokenSpan> &spans, const pe::MultimodalRope &rope, const Eigen::MatrixXi &ids)
{
    m_spans = spans;
    m_rope = rope;
    m_ids = ids;
    m_spanStarts.clear();
    int start = 0;
    for (const pe::TokenSpan &span : spans) {
        m_spanStarts.append(start);
        start += pe::tokenCount(span, rope.spatialMerge);
    }
    measure();
    updateGeometry();
    resize(sizeHint());
    update();
}

int TokenStrip::shownColumns() const
{
    return std::min(tokenCount(), kMaxShownTokens);
}

// Columns wide enough for the largest number drawn, rows a line high, three lines for the labels.
void TokenStrip::measure()
{
    const int largest = std::max(m_ids.size() ? m_ids.maxCoeff() : 0, tokenCount() - 1);
    const QFontMetrics metrics = fontMetrics();
    m_cellWidth = std::max(metrics.horizontalAdvance(QString::number(largest)) + 10, metrics.horizontalAdvance(QStringLiteral("00")) + 14);
    m_rowHeight = metrics.height() + 6;
    m_labelHeight = metrics.height() * 3 + 6;
}

QSize TokenStrip::sizeHint() const
{
    return {std::max(shownColumns(), 1) * m_cellWidth + 1, rowTop(kRows) + 1};
}

int TokenStrip::rowTop(int row) const
{
    return m_labelHeight + row * m_rowHeight;
}

QRect TokenStrip::cellRect(int row, int token) const
{
    return {token * m_cellWidth, rowTop(row), m_cellWidth, m_rowHeight};
}

int TokenStrip::spanOf(int token, int *start) const
{
    const auto after = std::upper_bound(m_spanStarts.begin(), m_spanStarts.end(), token);
    const int span = int(after - m_spanStarts.begin()) - 1;
    if (start)
        *start = m_spanStarts[span];
    return span;
}

pe::TokenSpan::Kind TokenStrip::kindOf(int token) const
{
    return m_spans[spanOf(token)].kind;
}

QString TokenStrip::cellText(int row, int token) const
{
    return QString::number(row == 0 ? token : m_ids(row - 1, token));
}

QString TokenStrip::spanLabel(int span) const
{
    const pe::TokenSpan &s = m_spans[span];
    const int m = m_rope.spatialMerge;
    switch (s.kind) {
    case pe::TokenSpan::Kind::Text:
        return s.count == 1 ? tr("text: 1 token") : tr("text: %1 tokens").arg(s.count);
    case pe::TokenSpan::Kind::Image:
        return tr("image %1×%2 patches → %3×%4 tokens").arg(s.height).arg(s.width).arg(s.height / m).arg(s.width / m);
    case pe::TokenSpan::Kind::Video:
        return tr("video %1×%2×%3 patches → %1×%4×%5 tokens").arg(s.frames).arg(s.height).arg(s.width).arg(s.height / m).arg(s.width / m);
    }
    return {};
}

void TokenStrip::paintEvent(QPaintEvent *event)
{
    if (m_ids.cols() == 0)
        return;
    QPainter painter(this);
    // Only the columns in view: a strip of a long video has tens of thousands.
    const int first = std::max(event->rect().left() / m_cellWidth, 0);
    const int last = std::min(event->rect().right() / m_cellWidth, shownColumns() - 1);
    for (int token = first; token <= last; ++token) {
        int start = 0;
        const pe::TokenSpan &span = m_spans[spanOf(token, &start)];
        for (int row = 0; row < kRows; ++row) {
            const QRect cell = cellRect(row, token);
            painter.fillRect(cell, row == 0 ? kindColour(span.kind) : kindColour(span.kind).lighter(125));
            painter.setPen(palette().color(QPalette::Mid));
            painter.drawRect(cell.adjusted(0, 0, 0, -1));
            painter.setPen(Qt::black);
            painter.drawText(cell, Qt::AlignCenter, cellText(row, token));
        }
        // A thick line where a span begins, a thinner one where a video's next frame begins.
        const int frameTokens = span.kind == pe::TokenSpan::Kind::Text ? 0 : (span.height / m_rope.spatialMerge) * (span.width / m_rope.spatialMerge);
        const bool spanStart = token == start, frameStart = frameTokens > 0 && (token - start) % frameTokens == 0;
        if (spanStart || frameStart) {
            painter.setPen(QPen(Qt::black, spanStart ? 3 : 1, spanStart ? Qt::SolidLine : Qt::DashLine));
            painter.drawLine(token * m_cellWidth, spanStart ? 0 : rowTop(0), token * m_cellWidth, rowTop(kRows));
        }
    }
    paintLabels(painter, first, last);
}

// Each span's label over its columns, word-wrapped into the three lines above them.
void TokenStrip::paintLabels(QPainter &painter, int first, int last) const
{
    painter.setPen(palette().color(QPalette::WindowText));
    for (int span = spanOf(first); span < m_spans.size() && m_spanStarts[span] <= last; ++span) {
        const int start = m_spanStarts[span], end = std::min(start + pe::tokenCount(m_spans[span], m_rope.spatialMerge), shownColumns());
        // A span begun left of the view keeps its label in view, at the view's left edge.
        const int left = std::max(start * m_cellWidth, visibleRegion().boundingRect().left()) + 4;
        const QRect band(left, 0, end * m_cellWidth - 2 - left, m_labelHeight - 2);
        if (band.width() < m_cellWidth / 2)
            continue;
        const QString label = spanLabel(span);
        const QRect needed = painter.boundingRect(band, Qt::AlignLeft | Qt::AlignBottom | Qt::TextWordWrap, label);
        if (needed.height() <= band.height() && needed.width() <= band.width())
            painter.drawText(band, Qt::AlignLeft | Qt::AlignBottom | Qt::TextWordWrap, label);
        else  // too narrow: as much as fits on one line, the whole label in the tooltip
            painter.drawText(band, Qt::AlignLeft | Qt::AlignBottom,
                             painter.fontMetrics().elidedText(label, Qt::ElideRight, band.width()));
    }
}

// The tooltip names the token's span and its three ids, for labels too narrow to read whole.
bool TokenStrip::event(QEvent *event)
{
    // A larger font (presentation mode points at the strip) makes larger cells: measured anew.
    if (event->type() == QEvent::FontChange) {
        measure();
        updateGeometry();
        resize(sizeHint());
        emit remeasured();
    }
    if (event->type() != QEvent::ToolTip)
        return QWidget::event(event);
    auto *help = static_cast<QHelpEvent *>(event);
    const int token = help->pos().x() / m_cellWidth;
    if (token < 0 || token >= shownColumns()) {
        QToolTip::hideText();
        return true;
    }
    QToolTip::showText(help->globalPos(), tr("Token %1 (%2): temporal %3, height %4, width %5.")
                                              .arg(token).arg(spanLabel(spanOf(token)))
                                              .arg(m_ids(0, token)).arg(m_ids(1, token)).arg(m_ids(2, token))
                                              + QLatin1Char('\n') + toolTip(), this);  // and where the ids come from
    return true;
}

TokenStripRowNames::TokenStripRowNames(const TokenStrip *strip, QWidget *parent)
    : QWidget(parent)
    , m_strip(strip)
{
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    setFont(strip->font());
    setToolTip(tr("token: the token's place in the sequence; temporal, height, width: its three position ids."));
}

QSize TokenStripRowNames::sizeHint() const
{
    QFont bold = font();
    bold.setBold(true);
    const QFontMetrics metrics(bold);
    int width = 0;
    for (int row = 0; row < TokenStrip::kRows; ++row)
        width = std::max(width, metrics.horizontalAdvance(TokenStrip::rowTitle(row)));
    return {width + m_strip->rowHeight() + 6, m_strip->rowTop(TokenStrip::kRows) + 1};
}

// Each id's name beside a square of its axis's colour in the slot bar below: orange is the time there too.
void TokenStripRowNames::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const int side = m_strip->rowHeight() - 8;
    for (int row = 0; row < TokenStrip::kRows; ++row) {
        const QRect line(0, m_strip->rowTop(row), width() - 6, m_strip->rowHeight());
        QFont font = painter.font();
        font.setBold(row > 0);
        painter.setFont(font);
        painter.drawText(line, Qt::AlignRight | Qt::AlignVCenter, TokenStrip::rowTitle(row));
        if (row > 0)
            painter.fillRect(QRect(0, line.top() + 4, side, side), FrequencySlotBar::axisColour(row - 1));
    }
}
