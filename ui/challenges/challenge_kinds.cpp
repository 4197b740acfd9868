#include "challenges/challenge_kinds.h"

#include "challenges/question_picture.h"
#include "challenges/show_me.h"

#include <algorithm>
#include <iterator>

namespace {

using pe::ChallengeKind;
using Picture = QuestionPicture;
constexpr QSize kWide(600, 240), kCompactWide(360, 130);

const ChallengeKindView kKinds[] = {
    {ChallengeKind::WhichDimension, &Picture::drawCurve, kWide, kCompactWide, showDimension},
    {ChallengeKind::WhichPosition, &Picture::drawBars, QSize(600, 270), QSize(360, 170), showPosition},
    {ChallengeKind::FormulaNumber, nullptr, kWide, kCompactWide, showFormulaNumber},
    {ChallengeKind::CloserPosition, nullptr, kWide, kCompactWide, showCloserPosition},
    {ChallengeKind::RelativeOffset, &Picture::drawCircle, QSize(330, 300), QSize(220, 200), showRelativeOffset},
    {ChallengeKind::OrderBlind, nullptr, kWide, kCompactWide, showOrderBlind},
    {ChallengeKind::WhichScheme, &Picture::drawHeatmap, QSize(430, 330), QSize(280, 210), showScheme},
    {ChallengeKind::Extrapolation, nullptr, kWide, kCompactWide, showExtrapolation},
    {ChallengeKind::ClosestPatch, &Picture::drawPatchGrid, QSize(430, 330), QSize(280, 210), showClosestPatch},
};

} // namespace

const ChallengeKindView &challengeKindView(pe::ChallengeKind kind)
{
    return *std::find_if(std::begin(kKinds), std::end(kKinds), [kind](const ChallengeKindView &row) { return row.kind == kind; });
}
