#include "lesson/lesson_notes.h"

#include "lesson/lesson_fields.h"

QJsonObject notesToJson(const StepNotes &notes)
{
    return {{QStringLiteral("question"), notes.question},
            {QStringLiteral("answer"), notes.answer},
            {QStringLiteral("minutes"), notes.minutes}};
}

StepNotes readNotes(const QJsonObject &step, const QString &section, QString *error)
{
    const QJsonValue value = step.value(QStringLiteral("notes"));
    if (value.isUndefined())
        return {};
    if (!value.isObject()) {
        if (error->isEmpty())
            *error = LessonFile::tr("%1 must be a group of settings ({ … }) with a question, an answer and minutes.").arg(section);
        return {};
    }
    FieldReader fields(value.toObject(), section, error);
    StepNotes notes;
    notes.question = fields.text("question");
    notes.answer = fields.text("answer");
    notes.minutes = fields.integer("minutes", 0, kMaxStepMinutes, 0);
    return notes;
}
