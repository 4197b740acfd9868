#pragma once
// The sentences under the M-RoPE view's strip and slot bar, made from the numbers computed.

#include "grid/multimodal_rope.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <functional>

/// Each function reads the ids (3 × N, pe::multimodalPositionIds()) or the slots' axes
/// (pe::mropeSlotAxes()) and says what they show; nothing in them is written for one strip.
class MultimodalSentences
{
    Q_DECLARE_TR_FUNCTIONS(MultimodalSentences)
public:
    /// The first image and the first video of the strip, a paragraph each: how many tokens they
    /// become, which positions those use, where what follows starts; for the video what its time
    /// axis counts.
    static QStringList pictures(const QList<pe::TokenSpan> &spans, const pe::MultimodalRope &rope, const Eigen::MatrixXi &ids);
    /// How many tokens, and the positions they use in all.
    static QString summary(const Eigen::MatrixXi &ids);
    /// One layout of the slots: which slots each axis turns, with their wavelengths, and which axis
    /// gets the fastest and the slowest frequency. `wavelength` gives λ_j of slot j.
    static QString frequencySlots(const std::vector<int> &axes, pe::SectionLayout layout, const std::vector<int> &sections,
                                  const std::function<double(int)> &wavelength);

private:
    static QString picture(const QList<pe::TokenSpan> &spans, int span, int column, const pe::MultimodalRope &rope,
                           const Eigen::MatrixXi &ids);
    static QString after(const QList<pe::TokenSpan> &spans, int span, int nextId, int nextToken);
    static QString videoTime(const pe::TokenSpan &video, int column, const pe::MultimodalRope &rope, const Eigen::MatrixXi &ids);
};
