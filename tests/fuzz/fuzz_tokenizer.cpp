// Fuzz target for pe::tokenize(): any bytes, read as UTF-8 (invalid sequences become U+FFFD)
// and, to reach lone surrogates that UTF-8 cannot carry, also as raw UTF-16. Aborts when a
// promise of tokenizer.h is broken:
// - every token is non-empty and inside the text, tokens come in order without overlapping;
// - the tokens' slices of the input, joined, are the input without its whitespace
//   (QChar::isSpace), i.e. nothing but whitespace is dropped and no whitespace is kept;
// - lower-casing changes each token's text, never where the tokens are.

#include "text/tokenizer.h"

#include <QString>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

[[noreturn]] void fail(const char *what, const QString &text, const QList<pe::Token> &tokens, qsizetype k)
{
    std::fprintf(stderr, "tokenizer invariant broken: %s\n", what);
    std::fprintf(stderr, "input (%lld UTF-16 units):", static_cast<long long>(text.size()));
    for (QChar c : text)
        std::fprintf(stderr, " %04X", unsigned(c.unicode()));
    std::fprintf(stderr, "\n%lld tokens; at token %lld\n", static_cast<long long>(tokens.size()), static_cast<long long>(k));
    for (const pe::Token &token : tokens)
        std::fprintf(stderr, "  start %lld length %lld\n", static_cast<long long>(token.start), static_cast<long long>(token.length));
    std::abort();
}

QString withoutWhitespace(const QString &text)
{
    // Every whitespace character is in the BMP and no surrogate is whitespace, so looking at
    // UTF-16 units one by one agrees with the tokenizer, which looks at code points.
    QString kept;
    for (QChar c : text)
        if (!c.isSpace())
            kept.append(c);
    return kept;
}

QList<pe::Token> checkedTokens(const QString &text, bool lowerCase)
{
    const QList<pe::Token> tokens = pe::tokenize(text, {lowerCase});
    QString joined;
    qsizetype previousEnd = 0;
    for (qsizetype k = 0; k < tokens.size(); ++k) {
        const pe::Token &token = tokens[k];
        if (token.length <= 0)
            fail("empty token", text, tokens, k);
        if (token.start < 0 || token.start + token.length > text.size())
            fail("token outside the text", text, tokens, k);
        if (token.start < previousEnd)
            fail("tokens overlap or are out of order", text, tokens, k);
        previousEnd = token.start + token.length;
        const QString original = text.mid(token.start, token.length);
        for (QChar c : original)
            if (c.isSpace())
                fail("whitespace inside a token", text, tokens, k);
        if (token.text != (lowerCase ? original.toLower() : original))
            fail("token text is not the (lower-cased) slice of the input", text, tokens, k);
        joined += original;
    }
    if (joined != withoutWhitespace(text))
        fail("tokens joined differ from the input without whitespace", text, tokens, -1);
    if (pe::tokenTexts(tokens).size() != tokens.size())
        fail("tokenTexts() has another length", text, tokens, -1);
    return tokens;
}

void checkText(const QString &text)
{
    const QList<pe::Token> lower = checkedTokens(text, true);
    const QList<pe::Token> kept = checkedTokens(text, false);
    if (lower.size() != kept.size())
        fail("lower-casing changes the number of tokens", text, lower, -1);
    for (qsizetype k = 0; k < lower.size(); ++k)
        if (lower[k].start != kept[k].start || lower[k].length != kept[k].length)
            fail("lower-casing moves a token", text, lower, k);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const char *bytes = reinterpret_cast<const char *>(data);
    checkText(QString::fromUtf8(bytes, qsizetype(size)));
    QString utf16(qsizetype(size / 2), Qt::Uninitialized);
    std::memcpy(utf16.data(), data, size_t(utf16.size()) * sizeof(QChar));  // data need not be aligned for QChar
    checkText(utf16);
    return 0;
}
