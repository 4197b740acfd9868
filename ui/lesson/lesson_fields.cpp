#include "lesson/lesson_fields.h"

#include <cmath>

int FieldReader::integer(const char *name, int minimum, int maximum, int fallback)
{
    const QJsonValue value = m_object.value(QLatin1String(name));
    const double number = value.toDouble(std::nan(""));
    if (!value.isDouble() || number != std::floor(number) || number < minimum || number > maximum) {
        fail(LessonFile::tr("%1 must be a whole number from %2 to %3.").arg(path(name)).arg(minimum).arg(maximum));
        return fallback;
    }
    return int(number);
}

double FieldReader::number(const char *name, double minimum, double maximum, double fallback)
{
    const QJsonValue value = m_object.value(QLatin1String(name));
    if (!value.isDouble() || !(value.toDouble() >= minimum && value.toDouble() <= maximum)) {
        fail(LessonFile::tr("%1 must be a number from %2 to %3.").arg(path(name)).arg(minimum).arg(maximum));
        return fallback;
    }
    return value.toDouble();
}

bool FieldReader::boolean(const char *name)
{
    const QJsonValue value = m_object.value(QLatin1String(name));
    if (!value.isBool())
        fail(LessonFile::tr("%1 must be true or false.").arg(path(name)));
    return value.toBool();
}

QString FieldReader::text(const char *name)
{
    const QJsonValue value = m_object.value(QLatin1String(name));
    if (!value.isString())
        fail(LessonFile::tr("%1 must be text.").arg(path(name)));
    return value.toString();
}

int FieldReader::choice(const char *name, const QStringList &choices)
{
    const int index = int(choices.indexOf(m_object.value(QLatin1String(name)).toString()));
    if (index < 0)
        fail(LessonFile::tr("%1 must be one of %2.").arg(path(name), choices.join(QStringLiteral(", "))));
    return std::max(index, 0);
}

QJsonArray FieldReader::array(const char *name)
{
    const QJsonValue value = m_object.value(QLatin1String(name));
    if (!value.isArray())
        fail(LessonFile::tr("%1 must be a list.").arg(path(name)));
    return value.toArray();
}

QJsonObject FieldReader::object(const char *name)
{
    const QJsonValue value = m_object.value(QLatin1String(name));
    if (!value.isObject())
        fail(LessonFile::tr("%1 must be a group of settings in braces, { }.").arg(path(name)));
    return value.toObject();
}

void FieldReader::fail(const QString &message)
{
    if (m_error->isEmpty())
        *m_error = message;
}
