// Fuzz target for pe::readWordVectors(): any bytes, read from a QBuffer as a vectors file.
// Aborts when a promise of word_vectors.h is broken:
// - a refusal is a WordVectorsError naming a line of the input (from 1 to its number of lines),
//   and never anything else (Cancelled only comes from the progress callback, which allows all);
// - an accepted file has D in [1, kMaxAttentionDModel], V >= 1 words, V·D values, every one finite;
// - each word is found at its own row (lookup(words[k]) == k) and words hold no space or tab;
// - progress reports growing byte counts that end at the input's size.

#include "text/word_vectors.h"

#include <QBuffer>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

[[noreturn]] void fail(const char *what, const QByteArray &bytes, const QString &detail = {})
{
    std::fprintf(stderr, "word vectors invariant broken: %s %s\ninput (%lld bytes)\n", what, detail.toUtf8().constData(),
                 static_cast<long long>(bytes.size()));
    std::abort();
}

void checkVectors(const pe::WordVectors &vectors, const QByteArray &bytes)
{
    const int dimension = vectors.dimension;
    if (dimension < 1 || dimension > pe::kMaxAttentionDModel)
        fail("dimension out of range:", bytes, QString::number(dimension));
    if (vectors.count() < 1)
        fail("accepted a file without words", bytes);
    if (vectors.values.size() != std::size_t(vectors.count()) * std::size_t(dimension) || vectors.rows.size() != vectors.count())
        fail("values or rows do not match V × D", bytes);
    for (const double value : vectors.values)
        if (!std::isfinite(value))
            fail("a value is not finite", bytes);
    for (int k = 0; k < vectors.count(); ++k) {
        const QString &word = vectors.words[k];
        if (word.isEmpty() || word.contains(QLatin1Char(' ')) || word.contains(QLatin1Char('\t')))
            fail("a word is empty or holds a space or tab:", bytes, word);
        if (vectors.lookup(word) != k)
            fail("a word does not find its own row:", bytes, word);
    }
    if (vectors.matrix().rows() != vectors.count() || vectors.matrix().cols() != dimension)
        fail("matrix() has another shape", bytes);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    qint64 lastRead = 0;
    const auto progress = [&](qint64 read, qint64 total) {
        if (read <= lastRead || read > total || total != bytes.size())
            fail("progress went backwards or past the end", bytes);
        lastRead = read;
        return true;
    };
    try {
        checkVectors(pe::readWordVectors(buffer, QStringLiteral("fuzz.txt"), progress), bytes);
        if (lastRead != bytes.size())
            fail("progress did not reach the end of an accepted file", bytes);
    } catch (const pe::WordVectorsError &error) {
        const qint64 lines = bytes.count('\n') + 1;
        if (error.line() < 1 || error.line() > lines)
            fail("a refusal names a line outside the input:", bytes, error.message());
        if (!error.message().contains(QStringLiteral("fuzz.txt, line ")))
            fail("a refusal does not name the file and line:", bytes, error.message());
    }
    return 0;
}
