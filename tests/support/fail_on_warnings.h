#pragma once
// Texts that warn at run time fail the test that drew them.

#include <QRegularExpression>
#include <QtTest>

/// Call from a test's init(): from then on a QString warning (a text given an argument too many or
/// too few, "QString::arg: 1 argument(s) missing") fails the test function that printed it.
inline void failOnStringWarnings()
{
    QTest::failOnWarning(QRegularExpression(QStringLiteral("^QString::")));
}
