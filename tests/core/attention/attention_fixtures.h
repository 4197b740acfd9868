#pragma once
// What test_attention and test_attention_schemes share: both compare causal score matrices,
// whose −∞ entries COMPARE_MATRICES cannot subtract, and both build sentences from text.

#include "attention/attention.h"
#include "support/matrix_compare.h"
#include "text/tokenizer.h"

#include <QtTest>
#include <limits>

Q_DECLARE_METATYPE(pe::Combine)
Q_DECLARE_METATYPE(pe::Projection)

inline constexpr double kInfinity = std::numeric_limits<double>::infinity();

// The same matrix with masked (−∞) entries set to 0, after checking both have them in the same
// places: COMPARE_MATRICES would turn −∞ − (−∞) into NaN.
#define COMPARE_MASKED_MATRICES(actual, expected, tolerance)                                           \
    do {                                                                                                \
        const pe::Matrix am_ = (actual);                                                                \
        const pe::Matrix em_ = (expected);                                                              \
        QCOMPARE(am_.rows(), em_.rows());                                                               \
        QCOMPARE(am_.cols(), em_.cols());                                                               \
        QVERIFY2(((am_.array() == -kInfinity) == (em_.array() == -kInfinity)).all(), "masks differ"); \
        COMPARE_MATRICES((am_.array() == -kInfinity).select(0.0, am_),                                 \
                         (em_.array() == -kInfinity).select(0.0, em_), tolerance);                      \
    } while (false)

inline QStringList words(const char *sentence)
{
    return pe::tokenTexts(pe::tokenize(QString::fromUtf8(sentence)));
}
