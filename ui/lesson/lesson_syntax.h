#pragma once
// A lesson file that is not JSON: what is wrong and where, in words a teacher who edited it by hand
// can act on (Qt's own are English only and say "unterminated object at character 700").

#include <QByteArray>
#include <QJsonParseError>
#include <QString>

/// "This lesson file is broken at line 3, column 6: a comma is missing between two settings."
QString lessonSyntaxError(const QByteArray &bytes, const QJsonParseError &error);
