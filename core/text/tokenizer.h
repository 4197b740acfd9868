#pragma once
// Dimension letters used below: n = number of tokens (the rows of every attention matrix).

#include <QList>
#include <QString>
#include <QStringList>

namespace pe {

/// One token and where it came from, so the UI can highlight it in the sentence.
struct Token
{
    QString text;          ///< as used for embeddings (lower-cased when the option is on)
    qsizetype start = 0;   ///< offset in the input QString (UTF-16 units)
    qsizetype length = 0;  ///< UTF-16 units in the input
};

struct TokenizerOptions
{
    bool lowerCase = true;  ///< "Tigers" and "tigers" share one embedding, as a student expects
};

/// Splits a sentence into the n tokens that attention will look at, a word-level stand-in for
/// the sub-word tokenizers of real models:
/// - a run of letters and digits (with the combining marks attached to them) is one word;
///   an apostrophe (' or ’) between two letters stays inside it ("don't", "rock'n'roll");
/// - whitespace (including no-break spaces) separates words and is dropped;
/// - every CJK ideograph, Hiragana/Katakana character (including the prolonged sound mark ー)
///   and Hangul syllable is its own token, since these scripts write words without spaces
///   and one character is the closest thing to a word we can find without a dictionary;
/// - every other character is its own token: punctuation, symbols, the replacement character
///   U+FFFD left by invalid UTF-8, and also control characters (U+0001) and invisible format
///   characters (zero-width space, right-to-left mark). Nothing is dropped but whitespace, so
///   a UI should show such tokens visibly, e.g. by their code point;
/// - an emoji stays whole, however many code points it has (ZWJ families, skin tones, flags,
///   keycaps such as 1️⃣), because the splitting runs over grapheme clusters.
/// Every non-whitespace character of the input belongs to exactly one token, and tokens come
/// in the order of the text without overlapping. Returns the n tokens.
QList<Token> tokenize(const QString &text, const TokenizerOptions &options = {});

/// Returns the n texts of the tokens, in order.
QStringList tokenTexts(const QList<Token> &tokens);

/// A token as it can be shown: control and invisible format characters are tokens too, and
/// are shown by their code point ("U+200B"); every other token as it is.
QString visibleToken(const QString &token);
QStringList visibleTokens(const QStringList &tokens);

} // namespace pe
