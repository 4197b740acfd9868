#include "text/tokenizer.h"

#include <QTextBoundaryFinder>

namespace pe {

namespace {

// What a unit (a grapheme cluster without whitespace) can do when it meets its neighbours.
enum class UnitKind {
    Letter,      // joins the word before it
    Digit,       // joins the word before it, but does not hold an apostrophe
    Apostrophe,  // joins only when between two letters
    Alone,       // always a token of its own
};

struct Unit
{
    qsizetype start;
    qsizetype length;
    UnitKind kind;
};

// The code point starting at i; a lone surrogate is returned as itself so no text is skipped.
char32_t codePointAt(QStringView text, qsizetype i)
{
    if (text[i].isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate())
        return QChar::surrogateToUcs4(text[i], text[i + 1]);
    return text[i].unicode();
}

bool isCjk(char32_t c)
{
    switch (QChar::script(c)) {
    case QChar::Script_Han:
    case QChar::Script_Hiragana:
    case QChar::Script_Katakana:
    case QChar::Script_Hangul:
        return true;
    default:
        // The kana blocks also hold ー and the iteration marks, whose script is Common.
        return c >= 0x3040 && c <= 0x30FF;
    }
}

UnitKind unitKind(QStringView unit)
{
    // The emoji presentation selector and the keycap mark make an emoji of a digit (1️⃣),
    // which must not melt into the word next to it.
    if (unit.contains(QChar(0xFE0F)) || unit.contains(QChar(0x20E3)))
        return UnitKind::Alone;
    const char32_t first = codePointAt(unit, 0);
    if (isCjk(first))
        return UnitKind::Alone;
    if (QChar::isLetter(first))
        return UnitKind::Letter;
    if (QChar::isNumber(first))
        return UnitKind::Digit;
    if (first == U'\'' || first == U'\u2019')
        return UnitKind::Apostrophe;
    return UnitKind::Alone;
}

void appendUnit(QList<Unit> &units, const QString &text, qsizetype start, qsizetype end)
{
    if (end > start)
        units.append({start, end - start, unitKind(QStringView(text).sliced(start, end - start))});
}

// Grapheme clusters keep an emoji or a letter with its accents whole. Whitespace is cut out
// even inside a cluster: a combining mark typed after a space clusters with the space, and
// dropping the whole cluster would lose the mark.
QList<Unit> splitIntoUnits(const QString &text)
{
    QList<Unit> units;
    QTextBoundaryFinder clusters(QTextBoundaryFinder::Grapheme, text);
    qsizetype clusterStart = 0;
    for (qsizetype clusterEnd = clusters.toNextBoundary(); clusterEnd != -1; clusterEnd = clusters.toNextBoundary()) {
        qsizetype unitStart = clusterStart;
        for (qsizetype i = clusterStart; i < clusterEnd;) {
            const char32_t c = codePointAt(text, i);
            const qsizetype next = i + (QChar::requiresSurrogates(c) ? 2 : 1);
            if (QChar::isSpace(c)) {
                appendUnit(units, text, unitStart, i);
                unitStart = next;
            }
            i = next;
        }
        appendUnit(units, text, unitStart, clusterEnd);
        clusterStart = clusterEnd;
    }
    return units;
}

bool adjacent(const Unit &left, const Unit &right)
{
    return left.start + left.length == right.start;
}

bool apostropheInsideWord(const QList<Unit> &units, qsizetype k)
{
    return k > 0 && k + 1 < units.size()
        && units[k - 1].kind == UnitKind::Letter && adjacent(units[k - 1], units[k])
        && units[k + 1].kind == UnitKind::Letter && adjacent(units[k], units[k + 1]);
}

} // namespace

QList<Token> tokenize(const QString &text, const TokenizerOptions &options)
{
    const QList<Unit> units = splitIntoUnits(text);
    QList<Token> tokens;
    bool wordOpen = false;  // the last token is a word that an adjacent word part extends
    for (qsizetype k = 0; k < units.size(); ++k) {
        const Unit &unit = units[k];
        const bool wordPart = unit.kind == UnitKind::Letter || unit.kind == UnitKind::Digit
            || (unit.kind == UnitKind::Apostrophe && apostropheInsideWord(units, k));
        if (wordPart && wordOpen && tokens.last().start + tokens.last().length == unit.start)
            tokens.last().length += unit.length;
        else
            tokens.append({QString(), unit.start, unit.length});
        wordOpen = wordPart;
    }
    for (Token &token : tokens) {
        const QString original = text.mid(token.start, token.length);
        token.text = options.lowerCase ? original.toLower() : original;
    }
    return tokens;
}

QStringList tokenTexts(const QList<Token> &tokens)
{
    QStringList texts;
    texts.reserve(tokens.size());
    for (const Token &token : tokens)
        texts.append(token.text);
    return texts;
}

QString visibleToken(const QString &token)
{
    if (token.size() <= 2) {
        const char32_t code = token.toUcs4().value(0);
        const QChar::Category category = QChar::category(code);
        if (category == QChar::Other_Control || category == QChar::Other_Format)
            return QStringLiteral("U+%1").arg(uint(code), 4, 16, QLatin1Char('0')).toUpper();
    }
    return token;
}

QStringList visibleTokens(const QStringList &tokens)
{
    QStringList visible;
    for (const QString &token : tokens)
        visible.append(visibleToken(token));
    return visible;
}

} // namespace pe
