#include "grid/multimodal_rope.h"
#include "math/translate.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <cmath>
#include <iterator>
#include <limits>

namespace pe {

namespace {

const char *const kKindNames[] = {"text", "image", "video"};  // in the order of TokenSpan::Kind
// The same kinds in Chinese, as a student types them: 文本:5,图像:4x6,视频:2x4x6 (the view reads
// full-width signs as these).
const char16_t *const kChineseKindNames[] = {u"文本", u"图像", u"视频"};

QString spanError(const char *text)
{
    return QCoreApplication::translate("pe::Parameters", text);
}

// One item, "image:4x6" or "图像:4x6": its kind and sizes, or false.
bool spanFromText(const QString &item, TokenSpan *span)
{
    static const QRegularExpression pattern(
        QStringLiteral("^\\s*(text|image|video|文本|图像|视频)\\s*:\\s*(\\d{1,7}(?:\\s*[x×]\\s*\\d{1,7}){0,2})\\s*$"));
    const QRegularExpressionMatch match = pattern.match(item);
    if (!match.hasMatch())
        return false;
    if (!enumFromName(kKindNames, match.captured(1), &span->kind))
        for (int k = 0; k < int(std::size(kChineseKindNames)); ++k)
            if (match.capturedView(1) == QStringView(kChineseKindNames[k]))
                span->kind = TokenSpan::Kind(k);
    static const QRegularExpression separator(QStringLiteral("\\s*[x×]\\s*"));
    const QStringList sizes = match.captured(2).split(separator);
    const int wanted = span->kind == TokenSpan::Kind::Text ? 1 : span->kind == TokenSpan::Kind::Image ? 2 : 3;
    if (sizes.size() != wanted)
        return false;
    if (span->kind == TokenSpan::Kind::Text)
        span->count = sizes[0].toInt();
    else {
        span->frames = wanted == 3 ? sizes[0].toInt() : 1;
        span->height = sizes[wanted - 2].toInt();
        span->width = sizes[wanted - 1].toInt();
    }
    return true;
}

} // namespace

QString tokenKindName(TokenSpan::Kind kind)
{
    return QLatin1String(kKindNames[int(kind)]);
}

bool tokenSpansFromText(const QString &text, QList<TokenSpan> *spans, QString *error)
{
    spans->clear();
    const QStringList items = text.split(QLatin1Char(','));
    for (qsizetype k = 0; k < items.size(); ++k) {
        TokenSpan span;
        if (!spanFromText(items[k], &span)) {
            *error = QCoreApplication::translate("pe::Parameters", "Item %1 of the token strip, '%2', is not text:COUNT, image:HxW or "
                                                                   "video:TxHxW.").arg(k + 1).arg(items[k].trimmed());
            return false;
        }
        spans->append(span);
    }
    return true;
}

QString tokenSpansText(const QList<TokenSpan> &spans)
{
    QStringList items;
    for (const TokenSpan &span : spans) {
        const QString name = tokenKindName(span.kind) + QLatin1Char(':');
        if (span.kind == TokenSpan::Kind::Text)
            items.append(name + QString::number(span.count));
        else
            items.append(name + (span.kind == TokenSpan::Kind::Video ? QStringLiteral("%1x").arg(span.frames) : QString())
                         + QStringLiteral("%1x%2").arg(span.height).arg(span.width));
    }
    return items.join(QLatin1Char(','));
}

int tokenCount(const TokenSpan &span, int spatialMerge)
{
    if (span.kind == TokenSpan::Kind::Text)
        return span.count;
    return span.frames * (span.height / spatialMerge) * (span.width / spatialMerge);
}

namespace {

// The time id of frame k of a span, before its first id is added: Qwen2.5-VL's time_tensor.long()
// of k · second_per_grid_t · tokens_per_second, toward zero (an image's second_per_grid_t is 0);
// Qwen2-VL's k. In 64 bits: at the settings' limits the product reaches 10¹² and more.
qint64 frameTime(const TokenSpan &span, int k, const MultimodalRope &rope)
{
    if (!rope.secondsOnTime)
        return k;
    return span.kind == TokenSpan::Kind::Image ? 0 : qint64(k * rope.secondsPerFrame * rope.tokensPerSecond);
}

// How far a span moves the first id of the next: its largest id less its first, plus 1
// (get_rope_index's llm_pos_ids_list[-1].max() + 1).
qint64 spanReach(const TokenSpan &span, const MultimodalRope &rope)
{
    if (span.kind == TokenSpan::Kind::Text)
        return span.count;
    const qint64 h = span.height / rope.spatialMerge, w = span.width / rope.spatialMerge;
    return std::max({frameTime(span, span.frames - 1, rope), h - 1, w - 1}) + 1;
}

} // namespace

QString multimodalRopeError(const QList<TokenSpan> &spans, const MultimodalRope &rope)
{
    const int m = rope.spatialMerge;
    if (m < 1 || m > 64)
        return spanError(QT_TRANSLATE_NOOP("pe::Parameters", "The spatial merge must be a whole number from 1 to 64 (got %1).")).arg(m);
    if (!std::isfinite(rope.secondsPerFrame) || rope.secondsPerFrame < 0.0 || rope.secondsPerFrame > 1e6)
        return spanError(QT_TRANSLATE_NOOP("pe::Parameters", "The seconds per frame must be a number from 0 to 1000000 (got %1).")).arg(shortestText(rope.secondsPerFrame));
    if (!std::isfinite(rope.tokensPerSecond) || rope.tokensPerSecond <= 0.0 || rope.tokensPerSecond > 1e6)
        return spanError(QT_TRANSLATE_NOOP("pe::Parameters", "The tokens per second must be a number above 0, at most 1000000 (got %1).")).arg(shortestText(rope.tokensPerSecond));
    qint64 tokens = 0;
    for (qsizetype k = 0; k < spans.size(); ++k) {
        const TokenSpan &span = spans[k];
        const bool text = span.kind == TokenSpan::Kind::Text;
        if ((text && span.count < 1) || (!text && (span.frames < 1 || span.height < 1 || span.width < 1)))
            return spanError(QT_TRANSLATE_NOOP("pe::Parameters", "Item %1 of the token strip has a size below 1.")).arg(k + 1);
        if (!text && (span.height % m != 0 || span.width % m != 0))
            return spanError(QT_TRANSLATE_NOOP("pe::Parameters", "Item %1 of the token strip is %2 × %3 patches: the spatial merge %4 must divide both."))
                .arg(k + 1).arg(span.height).arg(span.width).arg(m);
        tokens += text ? qint64(span.count) : qint64(span.frames) * (span.height / m) * (span.width / m);
        if (tokens > kMaxPositions)
            return spanError(QT_TRANSLATE_NOOP("pe::Parameters", "The token strip must have at most %1 tokens.")).arg(kMaxPositions);
    }
    if (tokens < 1)
        return spanError(QT_TRANSLATE_NOOP("pe::Parameters", "The token strip is empty."));
    qint64 reach = 0;
    for (const TokenSpan &span : spans)
        reach += spanReach(span, rope);
    if (reach - 1 > std::numeric_limits<int>::max())  // the ids are whole numbers of 32 bits
        return spanError(QT_TRANSLATE_NOOP("pe::Parameters", "The position ids of this strip would pass %1: "
                                                             "give fewer seconds per frame or tokens per second."))
            .arg(std::numeric_limits<int>::max());
    return {};
}

Eigen::MatrixXi multimodalPositionIds(const QList<TokenSpan> &spans, const MultimodalRope &rope)
{
    if (const QString error = multimodalRopeError(spans, rope); !error.isEmpty())
        throw InvalidParameter(error);
    qint64 total = 0;
    for (const TokenSpan &span : spans)
        total += tokenCount(span, rope.spatialMerge);
    Eigen::MatrixXi ids(3, total);
    int next = 0, start = 0;  // the token to fill; the span's first id (get_rope_index's st_idx)
    for (const TokenSpan &span : spans) {
        if (span.kind == TokenSpan::Kind::Text) {
            for (int i = 0; i < span.count; ++i)
                ids.col(next++).setConstant(start + i);
            start += span.count;  // the largest text id + 1
            continue;
        }
        const int h = span.height / rope.spatialMerge, w = span.width / rope.spatialMerge;
        for (int k = 0; k < span.frames; ++k) {
            const int time = int(frameTime(span, k, rope));  // fits: multimodalRopeError() saw the largest
            for (int y = 0; y < h; ++y)
                for (int x = 0; x < w; ++x, ++next) {
                    ids(0, next) = start + time;
                    ids(1, next) = start + y;
                    ids(2, next) = start + x;
                }
        }
        start += int(spanReach(span, rope));
    }
    return ids;
}

std::vector<int> mropeSlotAxes(const std::vector<int> &sections, SectionLayout layout)
{
    if (sections.size() != 3 || sections[0] < 0 || sections[1] < 0 || sections[2] < 0)
        throw InvalidParameter(QStringLiteral("mropeSlotAxes: three sections, none negative."));
    const int slotCount = sections[0] + sections[1] + sections[2];
    std::vector<int> axes(slotCount, 0);
    for (int j = 0; j < slotCount; ++j) {
        if (layout == SectionLayout::Contiguous)
            axes[j] = j < sections[0] ? 0 : j < sections[0] + sections[1] ? 1 : 2;
        else if (j % 3 == 1 && j < 3 * sections[1])
            axes[j] = 1;
        else if (j % 3 == 2 && j < 3 * sections[2])
            axes[j] = 2;
    }
    return axes;
}

} // namespace pe
