#pragma once
// Comparing matrices with an explicit absolute tolerance, reporting the largest difference.

#include <Eigen/Dense>
#include <QtTest>

inline double maxAbsDifference(const Eigen::MatrixXd &a, const Eigen::MatrixXd &b)
{
    return (a - b).cwiseAbs().maxCoeff();
}

/// Fails the test unless both matrices have the same shape and every entry is within `tolerance`.
#define COMPARE_MATRICES(actual, expected, tolerance)                                                   \
    do {                                                                                                \
        const Eigen::MatrixXd a_ = (actual);                                                            \
        const Eigen::MatrixXd e_ = (expected);                                                          \
        QCOMPARE(a_.rows(), e_.rows());                                                                 \
        QCOMPARE(a_.cols(), e_.cols());                                                                 \
        if (a_.size() > 0) {                                                                            \
            const double d_ = maxAbsDifference(a_, e_);                                                 \
            QVERIFY2(d_ <= (tolerance),                                                                 \
                     qPrintable(QStringLiteral("max |difference| %1 > tolerance %2").arg(d_).arg(tolerance))); \
        }                                                                                               \
    } while (false)
