// The encoding kernel: the fast path and the plain reference at the paper's size.

#include "sinusoidal_encoding.h"

#include <QtTest>

class BenchEncoding : public QObject
{
    Q_OBJECT
private slots:
    void encoding_data();
    void encoding();
};

void BenchEncoding::encoding_data()
{
    QTest::addColumn<bool>("fast");
    QTest::newRow("kernel 2048x512") << true;
    QTest::newRow("reference 2048x512") << false;
}

void BenchEncoding::encoding()
{
    QFETCH(bool, fast);
    const pe::SinusoidalParams params{512, 2048, 10000.0, pe::Layout::Interleaved};
    pe::Matrix matrix;
    QBENCHMARK {
        matrix = fast ? pe::sinusoidalEncoding(params) : pe::sinusoidalEncodingReference(params);
    }
    QCOMPARE(matrix.rows(), 2048);
}

QTEST_APPLESS_MAIN(BenchEncoding)
#include "bench_encoding.moc"
