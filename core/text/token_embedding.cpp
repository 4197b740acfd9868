#include "text/token_embedding.h"
#include "math/translate.h"

#include "math/random_numbers.h"

#include <QCoreApplication>
#include <cmath>

namespace pe {

namespace {

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
    RandomNumbers generator(fnv1a64(token.toUtf8()) ^ seed);
    Vector embedding(dModel);
    for (int j = 0; j < dModel; ++j)
        embedding[j] = generator.normal();
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
                                   .arg(pe::shortestText(standardDeviation)));
    RandomNumbers generator(seed);
    Matrix matrix(rows, cols);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            matrix(r, c) = standardDeviation * generator.normal();
    return matrix;
}

} // namespace pe
