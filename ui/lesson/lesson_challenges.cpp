#include "lesson/lesson_challenges.h"

#include "lesson/lesson_fields.h"
#include "state/settings.h"

QJsonObject challengesToJson(const pe::ChallengeSet &set)
{
    QJsonArray kinds;
    for (pe::ChallengeKind kind : set.kinds)
        kinds.append(pe::challengeKindName(kind));
    return {{QStringLiteral("level"), set.level},
            {QStringLiteral("seed"), qint64(set.seed)},
            {QStringLiteral("count"), set.count},
            {QStringLiteral("kinds"), kinds}};
}

std::optional<pe::ChallengeSet> readChallenges(const QJsonObject &setUp, const QString &section, QString *error)
{
    if (!setUp.contains(QStringLiteral("challenges")))
        return std::nullopt;
    const QJsonObject json = setUp.value(QStringLiteral("challenges")).toObject();
    FieldReader fields(json, section, error);
    pe::ChallengeSet set;
    set.level = fields.integer("level", 1, pe::kChallengeLevels, set.level);
    set.seed = quint64(fields.integer("seed", 0, kMaxLabSeed, int(set.seed)));
    set.count = fields.integer("count", 1, pe::kMaxChallengeCount, set.count);
    const QJsonArray kinds = fields.array("kinds");
    for (qsizetype i = 0; i < kinds.size(); ++i) {
        pe::ChallengeKind kind;
        if (!pe::challengeKindFromName(kinds[i].toString(), &kind)) {
            if (error->isEmpty()) {
                QStringList names;
                for (pe::ChallengeKind known : pe::allChallengeKinds())
                    names.append(pe::challengeKindName(known));
                *error = LessonFile::tr("%1.kinds[%2] must be one of %3.").arg(section).arg(i).arg(names.join(QStringLiteral(", ")));
            }
            return std::nullopt;
        }
        if (!set.kinds.contains(kind))
            set.kinds.append(kind);
    }
    return set;
}
