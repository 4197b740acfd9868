#include "cli/option_values.h"

#include "cli/option_table.h"

#include <cmath>

bool readInt(const QCommandLineParser &parser, const QString &name, int *value, QString *error)
{
    if (!parser.isSet(name))
        return true;
    bool ok = false;
    const QString text = parser.value(name);
    const int parsed = text.trimmed().toInt(&ok);
    if (!ok) {
        *error = CommandLine::tr("--%1 expects a whole number, got '%2'.").arg(name, text);
        return false;
    }
    *value = parsed;
    return true;
}

bool readOptionalInt(const QCommandLineParser &parser, const QString &name, std::optional<int> *value, QString *error)
{
    if (!parser.isSet(name))
        return true;
    int parsed = 0;
    if (!readInt(parser, name, &parsed, error))
        return false;
    *value = parsed;
    return true;
}

bool readDouble(const QCommandLineParser &parser, const QString &name, double *value, QString *error)
{
    if (!parser.isSet(name))
        return true;
    bool ok = false;
    const QString text = parser.value(name);
    const double parsed = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(parsed)) {
        *error = CommandLine::tr("--%1 expects a number, got '%2'.").arg(name, text);
        return false;
    }
    *value = parsed;
    return true;
}

bool readScore(const QCommandLineParser &parser, pe::Score *score, QString *error)
{
    if (!parser.isSet(QStringLiteral("score")) || pe::scoreFromName(parser.value(QStringLiteral("score")), score))
        return true;
    *error = CommandLine::tr("--score must be one of %1, got '%2'.").arg(pe::scoreNames().join(QStringLiteral(", ")), parser.value(QStringLiteral("score")));
    return false;
}

QString projectionName(pe::Projection projection)
{
    return projection == pe::Projection::Identity ? QStringLiteral("identity") : QStringLiteral("random");
}
