#pragma once
// The core's own messages (a training set-up out of range, a sentence a model cannot answer, a
// challenge question), translated in the context "pe" that lupdate gives a tr() of namespace pe.

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace pe {

/// `text` followed by the sentence `next`: after a space, or directly after Chinese (whose full-width
/// punctuation carries its own room, 。而不是。 ). Either may be empty.
inline QString sentencesJoined(const QString &text, const QString &next)
{
    if (text.isEmpty() || next.isEmpty())
        return text + next;
    constexpr char16_t kFirstWide = 0x2E80;  // CJK radicals onwards: Chinese text and its punctuation
    const bool wide = text.back().unicode() >= kFirstWide || next.front().unicode() >= kFirstWide
                      || next.startsWith(QStringLiteral("——"));  // the Chinese dash, two em dashes
    return text + (wide ? QString() : QStringLiteral(" ")) + next;
}
/// Appends the sentence `next` to `text` as sentencesJoined() does.
inline void appendSentence(QString &text, const QString &next)
{
    text = sentencesJoined(text, next);
}

/// A number as a message quotes it: every digit it needs to be read back as the same double, no
/// more ("1.0000000001", not the "1" of QString::arg's six digits, which refused 1 as out of range).
inline QString shortestText(double value)
{
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

/// `text` in the user's language.
inline QString tr(const char *text)
{
    return QCoreApplication::translate("pe", text);
}

} // namespace pe
