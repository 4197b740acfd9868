#include "challenges/hands_tally.h"

#include "challenges/challenges_view.h"
#include "challenges/controls.h"
#include "state/app_state.h"
#include "widgets/number_box.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>
#include <numeric>

namespace {

// Characters, for the letter with the most hands: every letter's bar on one line beside the others,
// so that the reveal adds one line under the question (on a projector at 720 lines, a bar per line
// pushed the lower letters under the buttons).
constexpr int kLongestBar = 10;

int total(const QList<int> &hands)
{
    return std::accumulate(hands.begin(), hands.end(), 0);
}

} // namespace

QString handsBars(const QList<int> &hands, int right)
{
    const int most = hands.isEmpty() ? 0 : *std::max_element(hands.begin(), hands.end());
    QStringList rows;
    for (int c = 0; c < hands.size(); ++c) {
        const int length = most > 0 ? (hands[c] * kLongestBar + most - 1) / most : 0;
        const QString colour = c == right ? QStringLiteral("#17692e") : QStringLiteral("#6b6b6b");
        rows += QStringLiteral("<b>%1</b>&nbsp;<span style=\"color: %2;\">%3</span>&nbsp;%4%5")
                    .arg(choiceLetter(c), colour, QString(length, QChar(u'█')))
                    .arg(hands[c]).arg(c == right ? QStringLiteral(" ✓") : QString());
    }
    const int sum = total(hands);
    // The bars and the sentence on one line, under the boxes the counts were typed in.
    return QStringLiteral("<p>%1&nbsp;&nbsp;&nbsp; %2</p>")
        .arg(rows.join(QStringLiteral("&nbsp;&nbsp;&nbsp; ")),
             HandsTally::tr("Hands up: %1 of %2 on the right answer.").arg(right < hands.size() ? hands[right] : 0).arg(sum));
}

QString handsSummary(const QList<int> &hands, int right)
{
    QStringList counts;
    for (int c = 0; c < hands.size(); ++c)
        counts.append(HandsTally::tr("%1: %2", "a choice's letter and the hands raised for it").arg(choiceLetter(c)).arg(hands[c]));
    return HandsTally::tr("%1 (%2 of %3 hands on the right answer, %4)")
        .arg(counts.join(QStringLiteral(" · ")))
        .arg(right < hands.size() ? hands[right] : 0).arg(total(hands)).arg(choiceLetter(right));
}

HandsTally::HandsTally(AppState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_bars(new QLabel(this))
{
    auto *row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Hands up:"), this));
    for (int c = 0; c < ChallengesView::kMaxChoices; ++c) {
        auto *count = new NumberBox(this);
        count->setRange(0, 999);
        count->setPrefix(choiceLetter(c) + QStringLiteral("  "));
        count->setAccessibleName(tr("Hands up for %1").arg(choiceLetter(c)));
        count->setToolTip(tr("Ask the class to raise their hands for each letter, and type how many; "
                             "R shows the counts as bars beside the answer."));
        m_counts.append(count);
        row->addWidget(count);
        connect(count, &QSpinBox::valueChanged, this, &HandsTally::keepCounts);
    }
    row->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(m_bars);
    setVisible(false);
}

void HandsTally::followRound(bool classMode)
{
    const pe::ChallengeRound &round = m_state->challengeRound();
    const int choices = round.finished() ? 0 : int(round.question().choices.size());
    setVisible(classMode && choices > 0);
    m_revealed = false;
    m_bars->setVisible(false);
    const QList<int> kept = round.finished() ? QList<int>() : round.hands(round.current());
    for (int c = 0; c < m_counts.size(); ++c) {
        const QSignalBlocker block(m_counts[c]);
        m_counts[c]->setVisible(c < choices);
        m_counts[c]->setValue(c < kept.size() ? kept[c] : 0);
    }
}

void HandsTally::keepCounts()
{
    pe::ChallengeRound &round = m_state->challengeRound();
    if (round.finished())
        return;
    QList<int> hands;
    for (int c = 0; c < round.question().choices.size(); ++c)
        hands.append(m_counts[c]->value());
    round.setHands(round.current(), hands);
    if (m_revealed)
        showBars();
}

void HandsTally::reveal()
{
    if (isHidden())  // not class mode, or a question without choices
        return;
    m_revealed = true;
    showBars();
}

void HandsTally::showBars()
{
    const pe::ChallengeRound &round = m_state->challengeRound();
    const QList<int> &hands = round.hands(round.current());
    m_bars->setVisible(total(hands) > 0);
    m_bars->setText(handsBars(hands, int(round.question().answer)));
}
