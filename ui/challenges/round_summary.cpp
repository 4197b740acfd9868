#include "challenges/round_summary.h"

#include "challenges/controls.h"

#include <QCoreApplication>

namespace {

struct RoundSummary
{
    Q_DECLARE_TR_FUNCTIONS(RoundSummary)
};

} // namespace

QString roundSummary(const pe::ChallengeRound &round, bool classMode)
{
    QString text = RoundSummary::tr("<h2>Level %1, %2: done</h2>").arg(round.set().level).arg(pe::challengeLevelTitle(round.set().level).toHtmlEscaped());
    if (classMode) {
        text += RoundSummary::tr("<p>%n question(s) for the class; no score is kept in class mode.</p>", nullptr, round.count());
    } else {
        text += RoundSummary::tr("<p>%1 of %2 right, %3 points, best streak %4.</p>").arg(round.points()).arg(round.count())
                    .arg(round.points()).arg(round.bestStreak());
        text += QStringLiteral("<ul>");
        for (pe::ChallengeKind kind : pe::allChallengeKinds()) {
            const auto [right, asked] = round.score(kind);
            if (asked > 0)
                text += RoundSummary::tr("<li>%1 %2 of %3 right</li>").arg(challengeKindTitle(kind).toHtmlEscaped()).arg(right).arg(asked);
        }
        text += QStringLiteral("</ul>");
    }
    text += RoundSummary::tr("<p>Seed %1: the same seed gives these questions again.</p>").arg(round.set().seed);
    return text;
}

QString challengesHint(bool classMode)
{
    return classMode ? RoundSummary::tr("Class mode: S starts the countdown, R reveals the answer, N goes to the next question or "
                                        "skips this one; A to E choose. F11 or Esc ends it.")
                     : RoundSummary::tr("Predict, then check: answer and press Enter. Then Show Me opens the view that answers the question.");
}
