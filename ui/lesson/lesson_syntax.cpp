#include "lesson/lesson_syntax.h"

#include "lesson/lesson_fields.h"

QString lessonSyntaxError(const QByteArray &bytes, const QJsonParseError &error)
{
    const QByteArray before = bytes.left(error.offset);
    const int line = int(before.count('\n')) + 1;
    const int column = int(QString::fromUtf8(before.mid(before.lastIndexOf('\n') + 1)).size()) + 1;
    QString what;
    switch (error.error) {
    case QJsonParseError::UnterminatedObject:
        what = LessonFile::tr("a group of settings ({ … }) is not closed: a comma or a } is missing");
        break;
    case QJsonParseError::UnterminatedArray:
        what = LessonFile::tr("a list ([ … ]) is not closed: a comma or a ] is missing");
        break;
    case QJsonParseError::MissingNameSeparator:
        what = LessonFile::tr("a colon (:) is missing after a setting's name");
        break;
    case QJsonParseError::MissingValueSeparator:
        what = LessonFile::tr("a comma is missing between two settings");
        break;
    case QJsonParseError::UnterminatedString:
    case QJsonParseError::IllegalEscapeSequence:
    case QJsonParseError::IllegalUTF8String:
        what = LessonFile::tr("a text in quotes is not closed or holds a character JSON does not allow");
        break;
    case QJsonParseError::GarbageAtEnd:
        what = LessonFile::tr("something follows the last }");
        break;
    default:
        what = LessonFile::tr("a value is not written as JSON writes it (texts in quotes; numbers, true and false without)");
        break;
    }
    return LessonFile::tr("This lesson file is broken at line %1, column %2: %3.").arg(line).arg(column).arg(what);
}
