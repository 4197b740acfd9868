#include "challenges/round_summary.h"

#include "challenges/controls.h"
#include "challenges/hands_tally.h"

#include <QCoreApplication>

namespace {

struct RoundSummary
{
    Q_DECLARE_TR_FUNCTIONS(RoundSummary)
};

// Class mode: the hands counted for each question, as the teacher typed them.
QString handsByQuestion(const pe::ChallengeRound &round)
{
    QString items;
    for (int i = 0; i < round.count(); ++i)
        if (!round.hands(i).isEmpty())
            items += RoundSummary::tr("<li>Question %1: %2</li>").arg(i + 1).arg(handsSummary(round.hands(i), int(round.questions()[std::size_t(i)].answer)));
    return items.isEmpty() ? QString() : RoundSummary::tr("<p>Hands up:</p><ul>%1</ul>").arg(items);
}

} // namespace

QString roundSummary(const pe::ChallengeRound &round, bool classMode)
{
    QString text = RoundSummary::tr("<h2>Level %1, %2: done</h2>").arg(round.set().level).arg(pe::challengeLevelTitle(round.set().level).toHtmlEscaped());
    if (classMode) {
        text += RoundSummary::tr("<p>%n question(s) for the class; no score is kept in class mode.</p>", nullptr, round.count());
        text += handsByQuestion(round);
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
