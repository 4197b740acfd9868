#include "challenges/questions.h"

#include "challenges/question_parts.h"
#include "math/translate.h"
#include "math/types.h"

#include <QCoreApplication>
#include <algorithm>

namespace pe {

namespace challenge {

QJsonArray jsonArray(const std::vector<double> &values)
{
    QJsonArray array;
    for (double value : values)
        array.append(value);
    return array;
}

QJsonArray jsonArray(const QList<int> &values)
{
    QJsonArray array;
    for (int value : values)
        array.append(value);
    return array;
}

QJsonObject encodingSettings(const SinusoidalParams &params)
{
    return {{QStringLiteral("d_model"), params.dModel},
            {QStringLiteral("base"), params.base},
            {QStringLiteral("positions"), params.positions},
            {QStringLiteral("layout"), layoutName(params.layout)}};
}

QJsonObject askedSettings(const SinusoidalParams &params, const char *name, int asked, const QList<int> &choices)
{
    QJsonObject settings = encodingSettings(params);
    settings.insert(QLatin1String(name), asked);
    settings.insert(QStringLiteral("choices"), jsonArray(choices));
    return settings;
}

QList<int> choicesAround(int right, int range, int count, RandomNumbers &random, const std::function<bool(int)> &accept, int *answer)
{
    QList<int> picked{right};
    for (int attempt = 0; picked.size() < count && attempt < 1000; ++attempt) {
        const int candidate = int(random.below(quint64(range)));
        if (!picked.contains(candidate) && accept(candidate))
            picked.append(candidate);
    }
    for (qsizetype i = picked.size() - 1; i > 0; --i)
        picked.swapItemsAt(i, qsizetype(random.below(quint64(i + 1))));
    *answer = int(picked.indexOf(right));
    return picked;
}

double maxDifference(const std::vector<double> &a, const std::vector<double> &b)
{
    double largest = 0.0;
    for (std::size_t i = 0; i < a.size(); ++i)
        largest = std::max(largest, std::abs(a[i] - b[i]));
    return largest;
}

} // namespace challenge

namespace {

// The challenge-kind table: each kind's name in files, its title on screen and what makes it.
struct ChallengeKindInfo
{
    ChallengeKind kind;
    const char *name;   ///< in the JSON and lesson files: "which-dimension"
    const char *title;  ///< on screen (context "pe::ChallengeKinds"): "Which dimension?"
    Question (*make)(int level, RandomNumbers &random);
};

const ChallengeKindInfo kKinds[] = {
    {ChallengeKind::WhichDimension, "which-dimension", QT_TRANSLATE_NOOP("pe::ChallengeKinds", "Which dimension?"), whichDimension},
    {ChallengeKind::WhichPosition, "which-position", QT_TRANSLATE_NOOP("pe::ChallengeKinds", "Which position?"), whichPosition},
    {ChallengeKind::FormulaNumber, "formula-number", QT_TRANSLATE_NOOP("pe::ChallengeKinds", "Work out a value"), formulaNumber},
    {ChallengeKind::CloserPosition, "closer-position", QT_TRANSLATE_NOOP("pe::ChallengeKinds", "Which is most similar?"), closerPosition},
    {ChallengeKind::RelativeOffset, "relative-offset", QT_TRANSLATE_NOOP("pe::ChallengeKinds", "Which offset turned it?"), relativeOffset},
    {ChallengeKind::OrderBlind, "order-blind", QT_TRANSLATE_NOOP("pe::ChallengeKinds", "Does attention see the order?"), orderBlind},
    {ChallengeKind::WhichScheme, "which-scheme", QT_TRANSLATE_NOOP("pe::ChallengeKinds", "Which scheme?"), whichScheme},
    {ChallengeKind::Extrapolation, "extrapolation", QT_TRANSLATE_NOOP("pe::ChallengeKinds", "Longer than in training?"), extrapolation},
    {ChallengeKind::ClosestPatch, "closest-patch", QT_TRANSLATE_NOOP("pe::ChallengeKinds", "Which patch is most similar?"), closestPatch},
};

const ChallengeKindInfo &kindInfo(ChallengeKind kind)
{
    for (const ChallengeKindInfo &info : kKinds)
        if (info.kind == kind)
            return info;
    return kKinds[0];
}

} // namespace

QString challengeKindName(ChallengeKind kind)
{
    return QString::fromLatin1(kindInfo(kind).name);
}

QString challengeKindTitle(ChallengeKind kind)
{
    return QCoreApplication::translate("pe::ChallengeKinds", kindInfo(kind).title);
}

QList<ChallengeKind> allChallengeKinds()
{
    QList<ChallengeKind> kinds;
    for (const ChallengeKindInfo &info : kKinds)
        kinds.append(info.kind);
    return kinds;
}

QString challengeLevelTitle(int level)
{
    return level == 1 ? tr("first look") : level == 2 ? tr("patterns") : tr("researcher");
}

QList<ChallengeKind> challengeKinds(int level)
{
    switch (level) {
    case 1:
        return {ChallengeKind::WhichDimension, ChallengeKind::WhichPosition, ChallengeKind::FormulaNumber};
    case 2:
        return {ChallengeKind::CloserPosition, ChallengeKind::RelativeOffset, ChallengeKind::WhichScheme,
                ChallengeKind::WhichDimension, ChallengeKind::WhichPosition, ChallengeKind::OrderBlind,
                ChallengeKind::ClosestPatch};
    default:
        return {ChallengeKind::CloserPosition, ChallengeKind::RelativeOffset, ChallengeKind::OrderBlind,
                ChallengeKind::WhichScheme, ChallengeKind::FormulaNumber, ChallengeKind::Extrapolation,
                ChallengeKind::ClosestPatch};
    }
}

QString challengeError(int level, int count)
{
    if (level < 1 || level > kChallengeLevels)
        return tr("the level must be from 1 to %1 (got %2).").arg(kChallengeLevels).arg(level);
    if (count < 1 || count > kMaxChallengeCount)
        return tr("the count must be from 1 to %1 (got %2).").arg(kMaxChallengeCount).arg(count);
    return {};
}

bool challengeKindFromName(const QString &name, ChallengeKind *kind)
{
    for (ChallengeKind candidate : allChallengeKinds())
        if (challengeKindName(candidate) == name) {
            *kind = candidate;
            return true;
        }
    return false;
}

std::vector<Question> generateChallenges(int level, quint64 seed, int count, const QList<ChallengeKind> &askedKinds)
{
    if (const QString error = challengeError(level, count); !error.isEmpty())
        throw InvalidParameter(error);
    const QList<ChallengeKind> kinds = askedKinds.isEmpty() ? challengeKinds(level) : askedKinds;
    std::vector<Question> questions;
    for (int i = 0; i < count; ++i) {
        // Each question from a stream of its own, drawn again while it repeats an earlier one's
        // picture or answer: the first questions of a longer round are still the same.
        const ChallengeKind kind = kinds[i % kinds.size()];
        Question question;
        for (quint64 attempt = 0; attempt < kMaxChallengeDraws; ++attempt) {
            RandomNumbers random(seed ^ (0x9e3779b97f4a7c15ULL * quint64(i + 1)) ^ (0xbf58476d1ce4e5b9ULL * attempt));
            question = kindInfo(kind).make(level, random);
            if (std::none_of(questions.begin(), questions.end(), [&](const Question &asked) { return repeats(question, asked); }))
                break;
        }
        question.level = level;
        questions.push_back(std::move(question));
    }
    return questions;
}

bool repeats(const Question &question, const Question &asked)
{
    if (question.kind != asked.kind)
        return false;
    // The same picture (or, without one, the same question), or the same number to find.
    if (!question.values.empty() ? question.values == asked.values : question.prompt == asked.prompt)
        return true;
    return question.choices.isEmpty() && asked.choices.isEmpty() && question.answer == asked.answer;
}

QJsonObject questionToJson(const Question &question)
{
    QJsonObject settings = question.settings;
    if (!question.values.empty() && !settings.contains(QStringLiteral("values")))
        settings.insert(QStringLiteral("values"), challenge::jsonArray(question.values));
    return {{QStringLiteral("kind"), challengeKindName(question.kind)},
            {QStringLiteral("level"), question.level},
            {QStringLiteral("prompt"), question.prompt},
            {QStringLiteral("choices"), question.choices.isEmpty() ? QJsonValue() : QJsonValue(QJsonArray::fromStringList(question.choices))},
            {QStringLiteral("answer"), question.answer},
            {QStringLiteral("tolerance"), question.tolerance},
            {QStringLiteral("explanation"), question.explanation},
            {QStringLiteral("settings"), settings}};
}


} // namespace pe
