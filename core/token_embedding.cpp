#include "token_embedding.h"

#include <QCoreApplication>
#include <cmath>
#include <numbers>

namespace pe {

namespace {

// SplitMix64 (Steele, Lea and Flood, 2014) with a Box–Muller transform on top: both fit in a
// few lines, so the numbers do not depend on the standard library's distributions, whose
// algorithms are left to each implementation.
class NormalGenerator
{
public:
    explicit NormalGenerator(quint64 seed) : m_state(seed) {}

    double next()
    {
        const double u1 = nextUniform();
        const double u2 = nextUniform();
        return std::sqrt(-2.0 * std::log(1.0 - u1)) * std::cos(2.0 * std::numbers::pi * u2);
    }

private:
    quint64 nextBits()
    {
        m_state += 0x9e3779b97f4a7c15ULL;
        quint64 z = m_state;
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }

    // The top 53 bits, all a double's mantissa holds: uniform on [0, 1) in steps of 2^-53.
    double nextUniform() { return double(nextBits() >> 11) * 0x1.0p-53; }

    quint64 m_state;
};

void throwIfDModelInvalid(int dModel)
{
    if (dModel < 1 || dModel > kMaxDModel)
        throw InvalidParameter(QCoreApplication::translate("pe::Parameters", "d_model must be a whole number from 1 to %1 (got %2).")
                                   .arg(kMaxDModel).arg(dModel));
}

} // namespace

quint64 fnv1a64(QByteArrayView bytes)
{
    quint64 hash = 0xcbf29ce484222325ULL;
    for (const char byte : bytes) {
        hash ^= quint8(byte);
        hash *= 0x100000001b3ULL;
    }
    return hash;
}

Vector tokenEmbedding(const QString &token, int dModel, quint64 seed)
{
    throwIfDModelInvalid(dModel);
    NormalGenerator generator(fnv1a64(token.toUtf8()) ^ seed);
    Vector embedding(dModel);
    for (int j = 0; j < dModel; ++j)
        embedding[j] = generator.next();
    return embedding;
}

Matrix tokenEmbeddings(const QStringList &tokens, int dModel, quint64 seed)
{
    throwIfDModelInvalid(dModel);
    Matrix embeddings(tokens.size(), dModel);
    for (qsizetype k = 0; k < tokens.size(); ++k)
        embeddings.row(k) = tokenEmbedding(tokens[k], dModel, seed).transpose();
    return embeddings;
}

Matrix randomNormalMatrix(int rows, int cols, double standardDeviation, quint64 seed)
{
    if (rows < 0 || cols < 0 || qint64(rows) * cols > kMaxMatrixValues)
        throw InvalidParameter(QCoreApplication::translate("pe::Parameters", "rows × columns must be from 0 to %1 values (got %2 × %3).")
                                   .arg(kMaxMatrixValues).arg(rows).arg(cols));
    if (!std::isfinite(standardDeviation) || standardDeviation < 0.0)
        throw InvalidParameter(QCoreApplication::translate("pe::Parameters", "standard deviation must be a finite number of 0 or more (got %1).")
                                   .arg(standardDeviation));
    NormalGenerator generator(seed);
    Matrix matrix(rows, cols);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            matrix(r, c) = standardDeviation * generator.next();
    return matrix;
}

} // namespace pe
