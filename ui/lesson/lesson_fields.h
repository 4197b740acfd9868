#pragma once
// Reading a lesson file's fields: typed, checked, and named in the message when they are wrong.

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

// The translation context of the lesson files' messages.
struct LessonFile
{
    Q_DECLARE_TR_FUNCTIONS(LessonFile)
};

/// Reads typed fields of one JSON object and remembers the first problem, naming the field
/// ("lab.heads must be a whole number from 1 to 8."); a wrong field gives its fallback.
class FieldReader
{
public:
    FieldReader(const QJsonObject &object, QString section, QString *error)
        : m_object(object), m_section(std::move(section)), m_error(error) {}

    int integer(const char *name, int minimum, int maximum, int fallback);
    double number(const char *name, double minimum, double maximum, double fallback);
    bool boolean(const char *name);
    QString text(const char *name);
    /// One of `choices`; returns its index.
    int choice(const char *name, const QStringList &choices);
    QJsonArray array(const char *name);
    /// A group of fields in braces, read with a FieldReader of its own.
    QJsonObject object(const char *name);

private:
    QString path(const char *name) const { return m_section + QLatin1Char('.') + QLatin1String(name); }
    void fail(const QString &message);

    QJsonObject m_object;
    QString m_section;
    QString *m_error;
};
