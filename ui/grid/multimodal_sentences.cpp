#include "grid/multimodal_sentences.h"

#include "math/translate.h"

#include <QLocale>
#include <QStringList>
#include <algorithm>

namespace {

using Kind = pe::TokenSpan::Kind;

QString number(double value)
{
    return QLocale().toString(value, 'f', value < 100 ? 1 : 0);
}

} // namespace

QStringList MultimodalSentences::pictures(const QList<pe::TokenSpan> &spans, const pe::MultimodalRope &rope, const Eigen::MatrixXi &ids)
{
    QStringList paragraphs;
    bool told[3] = {true, false, false};  // text spans are not described; one image, one video
    int column = 0;
    for (int span = 0; span < spans.size(); ++span) {
        const Kind kind = spans[span].kind;
        if (!told[int(kind)]) {
            told[int(kind)] = true;
            paragraphs.append(picture(spans, span, column, rope, ids));
        }
        column += pe::tokenCount(spans[span], rope.spatialMerge);
    }
    return paragraphs;
}

// "The image of 4 × 6 patches becomes 6 tokens that use positions 3 to 5 only. The text after it
// starts at 6, not at 9."
QString MultimodalSentences::picture(const QList<pe::TokenSpan> &spans, int span, int column, const pe::MultimodalRope &rope,
                                     const Eigen::MatrixXi &ids)
{
    const pe::TokenSpan &s = spans[span];
    const int tokens = pe::tokenCount(s, rope.spatialMerge);
    const auto block = ids.middleCols(column, tokens);
    const int low = block.minCoeff(), high = block.maxCoeff();
    const bool image = s.kind == Kind::Image;
    QString text;
    if (tokens == 1)
        text = image ? tr("The image of %1 × %2 patches becomes a single token, at position %3.").arg(s.height).arg(s.width).arg(low)
                     : tr("The video of %1 frames of %2 × %3 patches becomes a single token, at position %4.")
                           .arg(s.frames).arg(s.height).arg(s.width).arg(low);
    else if (high - low + 1 < tokens)
        text = image ? tr("The image of %1 × %2 patches becomes %3 tokens that use positions %4 to %5 only.")
                           .arg(s.height).arg(s.width).arg(tokens).arg(low).arg(high)
                     : tr("The video of %1 frames of %2 × %3 patches becomes %4 tokens that use positions %5 to %6 only.")
                           .arg(s.frames).arg(s.height).arg(s.width).arg(tokens).arg(low).arg(high);
    else
        text = image ? tr("The image of %1 × %2 patches becomes %3 tokens in one line, on positions %4 to %5, one each.")
                           .arg(s.height).arg(s.width).arg(tokens).arg(low).arg(high)
                     : tr("The video of %1 frames of %2 × %3 patches becomes %4 tokens in one line, on positions %5 to %6, one each.")
                           .arg(s.frames).arg(s.height).arg(s.width).arg(tokens).arg(low).arg(high);
    pe::appendSentence(text, after(spans, span, high + 1, column + tokens));
    if (!image)
        pe::appendSentence(text, videoTime(s, column, rope, ids));
    return text;
}

// Where the span after `span` starts (`nextId`, the largest id so far + 1), against its place in the sequence.
QString MultimodalSentences::after(const QList<pe::TokenSpan> &spans, int span, int nextId, int nextToken)
{
    if (nextId == nextToken)
        return tr("The token after it gets position %1, as if every token had a position of its own.").arg(nextId);
    if (span + 1 == spans.size())
        return tr("A token after it would get position %1, not %2.").arg(nextId).arg(nextToken);
    const char *const sentences[] = {QT_TR_NOOP("The text after it starts at %1, not at %2."),
                                     QT_TR_NOOP("The image after it starts at %1, not at %2."),
                                     QT_TR_NOOP("The video after it starts at %1, not at %2.")};
    return tr(sentences[int(spans[span + 1].kind)]).arg(nextId).arg(nextToken);
}

// What the temporal id of each frame is: the frame's index (Qwen2-VL) or its time in seconds × τ.
QString MultimodalSentences::videoTime(const pe::TokenSpan &video, int column, const pe::MultimodalRope &rope, const Eigen::MatrixXi &ids)
{
    const int perFrame = (video.height / rope.spatialMerge) * (video.width / rope.spatialMerge);
    const int start = ids(1, column);  // the height id of the first token: the span's start
    QStringList times;
    for (int k = 0; k < video.frames; ++k) {
        if (k == 5 && video.frames > 6) {
            times.append(QStringLiteral("…"));
            k = video.frames - 1;
        }
        times.append(QString::number(ids(0, column + k * perFrame)));
    }
    const QString list = times.join(tr(", ", "between the numbers of a list"));
    if (!rope.secondsOnTime)
        return tr("Its time axis counts frames: frame k gets the temporal id %1 + k, so its %2 frames take %3, "
                  "while the height and width ids start again at %1 in every frame.").arg(start).arg(video.frames).arg(list);
    return tr("Its time axis counts seconds: frame k gets the temporal id %1 + ⌊k × %2 s × %3 per second⌋, so its %4 frames take %5, "
              "while the height and width ids start again at %1 in every frame.")
        .arg(start).arg(QLocale().toString(rope.secondsPerFrame)).arg(QLocale().toString(rope.tokensPerSecond)).arg(video.frames).arg(list);
}

QString MultimodalSentences::summary(const Eigen::MatrixXi &ids)
{
    const int tokens = int(ids.cols()), largest = ids.maxCoeff();
    if (largest + 1 == tokens)
        return tr("In all, the %1 tokens use positions 0 to %2, one each, as plain text would.").arg(tokens).arg(largest);
    return tr("In all, the %1 tokens use positions 0 to %2; as plain text they would use 0 to %3.").arg(tokens).arg(largest).arg(tokens - 1);
}

QString MultimodalSentences::frequencySlots(const std::vector<int> &axes, pe::SectionLayout layout, const std::vector<int> &sections,
                                   const std::function<double(int)> &wavelength)
{
    QString text = layout == pe::SectionLayout::Contiguous
                       ? tr("Qwen2-VL cuts the %1 slots in order into sections of %2, %3 and %4.")
                             .arg(axes.size()).arg(sections[0]).arg(sections[1]).arg(sections[2])
                       : tr("Qwen3-VL interleaves its sections of %2, %3 and %4 over the %1 slots: slot j turns the height when "
                            "j mod 3 = 1 and j < %5, the width when j mod 3 = 2 and j < %6, else the time.")
                             .arg(axes.size()).arg(sections[0]).arg(sections[1]).arg(sections[2])
                             .arg(3 * sections[1]).arg(3 * sections[2]);
    const char *const perAxis[] = {
        QT_TR_NOOP("The temporal id turns %1 slots, from slot %2 to slot %3 (wavelengths %4 to %5 positions)."),
        QT_TR_NOOP("The height id turns %1 slots, from slot %2 to slot %3 (wavelengths %4 to %5 positions)."),
        QT_TR_NOOP("The width id turns %1 slots, from slot %2 to slot %3 (wavelengths %4 to %5 positions).")};
    for (int axis = 0; axis < 3; ++axis) {
        const auto first = std::find(axes.begin(), axes.end(), axis);
        if (first == axes.end())
            continue;
        const int low = int(first - axes.begin()), high = int(axes.rend() - std::find(axes.rbegin(), axes.rend(), axis)) - 1;
        pe::appendSentence(text, tr(perAxis[axis]).arg(std::count(axes.begin(), axes.end(), axis)).arg(low).arg(high)
                                     .arg(number(wavelength(low)), number(wavelength(high))));
    }
    // The axis's name goes into the sentence as a noun, a word the translation can place where it needs.
    const char *const names[] = {QT_TR_NOOP("temporal"), QT_TR_NOOP("height"), QT_TR_NOOP("width")};
    const int last = int(axes.size()) - 1;
    pe::appendSentence(text, tr("The fastest frequency (slot 0) goes to the %1 id, the slowest (slot %2) to the %3 id.")
                                 .arg(tr(names[axes.front()])).arg(last).arg(tr(names[axes.back()])));
    return text;
}
