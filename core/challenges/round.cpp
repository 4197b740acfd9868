#include "challenges/round.h"

#include <QLocale>

#include <cmath>

namespace pe {

bool isRightAnswer(const Question &question, double given)
{
    if (!question.choices.isEmpty())
        return given == question.answer;
    return std::isfinite(given) && std::abs(given - question.answer) <= question.tolerance * (1.0 + 1e-9);
}

QString slipHint(const Question &question, double given)
{
    if (isRightAnswer(question, given))
        return {};
    for (const Question::Slip &slip : question.slips)
        if (std::abs(given - slip.value) <= question.tolerance * (1.0 + 1e-9))
            return slip.hint;
    return {};
}

double parseStudentNumber(QString text, bool *ok)
{
    // Full-width ０-９, ．, ，and － from a Chinese input method become their ASCII forms (NFKC), as
    // in every number box of the app (typedNumber()); a decimal comma and the minus sign too.
    text = text.normalized(QString::NormalizationForm_KC).trimmed().replace(QLatin1Char(','), QLatin1Char('.')).replace(QChar(u'−'), QLatin1Char('-'));
    return QLocale::c().toDouble(text, ok);
}

ChallengeRound::ChallengeRound(const ChallengeSet &set)
    : m_set(set)
    , m_questions(generateChallenges(set.level, set.seed, set.count, set.kinds))
    , m_given(m_questions.size())
    , m_hands(m_questions.size())
{
}

ChallengeRound ChallengeRound::regenerated() const
{
    ChallengeRound round(m_set);
    round.m_hands = m_hands;
    for (int i = 0; i < m_current; ++i) {
        if (m_given[std::size_t(i)])
            round.answer(*m_given[std::size_t(i)]);
        round.next();
    }
    if (answered())
        round.answer(*m_given[std::size_t(m_current)]);
    return round;
}

bool ChallengeRound::answer(double given)
{
    if (finished() || answered())
        return false;
    m_given[std::size_t(m_current)] = given;
    const bool right = isRightAnswer(question(), given);
    if (right) {
        ++m_points;
        m_bestStreak = std::max(m_bestStreak, ++m_streak);
    } else {
        m_streak = 0;
    }
    return right;
}

void ChallengeRound::next()
{
    if (!finished())
        ++m_current;
}

std::pair<int, int> ChallengeRound::score(ChallengeKind kind) const
{
    int right = 0, asked = 0;
    for (std::size_t i = 0; i < m_questions.size(); ++i) {
        if (m_questions[i].kind != kind || !m_given[i])
            continue;
        ++asked;
        right += isRightAnswer(m_questions[i], *m_given[i]) ? 1 : 0;
    }
    return {right, asked};
}

} // namespace pe
