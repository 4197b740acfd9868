#pragma once
// A round being played: its questions, the answers given, the points and the streak.

#include "challenges/questions.h"

#include <optional>

namespace pe {

/// True when `given` answers `question`: the right choice's index, or a number within the
/// question's tolerance (and a hair more, so that the two decimals asked for are never refused
/// by the rounding of the last digit).
bool isRightAnswer(const Question &question, double given);

/// The hint of the slip that `given` matches (within the question's tolerance), for a wrong
/// number answer; empty when it matches none or is right.
QString slipHint(const Question &question, double given);

/// A number as students type it: 0.84, ,84 or 0,84, −0.5 with a minus sign; `ok` says whether it is one.
double parseStudentNumber(QString text, bool *ok);

/// The questions of one level and seed, played one after the other: each answered once, a point
/// for each right answer, the streak of right answers in a row and the best one.
class ChallengeRound
{
public:
    /// The questions of `set` (generateChallenges()): throws InvalidParameter when
    /// challengeError() says so.
    explicit ChallengeRound(const ChallengeSet &set = {});
    /// The same round with its texts made again in the language now installed, the same answers
    /// given and the same question shown.
    ChallengeRound regenerated() const;

    const ChallengeSet &set() const { return m_set; }
    int count() const { return int(m_questions.size()); }
    const std::vector<Question> &questions() const { return m_questions; }
    /// The question shown: 0 … count() - 1, or count() once the round is over.
    int current() const { return m_current; }
    bool finished() const { return m_current >= count(); }
    const Question &question() const { return m_questions.at(std::size_t(m_current)); }

    /// Answers the question shown, once: later answers to it change nothing. Returns whether it was right.
    bool answer(double given);
    /// The answer given to question `index`, if any.
    std::optional<double> given(int index) const { return m_given.at(std::size_t(index)); }
    bool answered() const { return !finished() && given(m_current).has_value(); }
    /// On to the next question (or the end of the round).
    void next();

    int points() const { return m_points; }
    int streak() const { return m_streak; }
    int bestStreak() const { return m_bestStreak; }
    /// Class mode: the hands the class raised for each choice of question `index`, as the teacher
    /// counted them (empty until counted). Kept for the round's summary.
    const QList<int> &hands(int index) const { return m_hands.at(std::size_t(index)); }
    void setHands(int index, const QList<int> &hands) { m_hands.at(std::size_t(index)) = hands; }

    /// Right answers of each kind in this round, and questions of it asked.
    std::pair<int, int> score(ChallengeKind kind) const;

private:
    ChallengeSet m_set;
    std::vector<Question> m_questions;
    std::vector<std::optional<double>> m_given;
    std::vector<QList<int>> m_hands;
    int m_current = 0;
    int m_points = 0;
    int m_streak = 0;
    int m_bestStreak = 0;
};

} // namespace pe
