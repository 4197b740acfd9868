// The encoding kernel: the fast path and the plain reference at the paper's size. The kernel's
// time depends on where its 8 MB come from: memory the process already touched (warm) or pages
// fresh from the system, each of which faults on first touch (cold). glibc decides which with its
// mmap threshold, so each row pins it: "fresh memory" maps and unmaps every matrix, "warm memory"
// reuses the freed block, and "as the app allocates" leaves glibc's own adaptive choice, which is
// what the explorer meets when a slider moves. A freed block stays in the heap whatever the
// threshold says later, so scripts/bench.sh runs each row in a process of its own.

#include "schemes/sinusoidal_encoding.h"

#include <QtTest>
#include <malloc.h>

class BenchEncoding : public QObject
{
    Q_OBJECT
private slots:
    void encoding_data();
    void encoding();
};

namespace {
enum class Memory { AsTheAppAllocates, Fresh, Warm };
}
Q_DECLARE_METATYPE(Memory)

void BenchEncoding::encoding_data()
{
    QTest::addColumn<bool>("fast");
    QTest::addColumn<Memory>("memory");
    QTest::newRow("kernel 2048x512") << true << Memory::AsTheAppAllocates;
    QTest::newRow("reference 2048x512") << false << Memory::AsTheAppAllocates;
    QTest::newRow("kernel 2048x512 fresh memory") << true << Memory::Fresh;
    QTest::newRow("kernel 2048x512 warm memory") << true << Memory::Warm;
}

void BenchEncoding::encoding()
{
    QFETCH(bool, fast);
    QFETCH(Memory, memory);
    if (memory == Memory::Fresh) {
        mallopt(M_MMAP_THRESHOLD, 128 * 1024);
    } else if (memory == Memory::Warm) {
        mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
        mallopt(M_TRIM_THRESHOLD, 256 * 1024 * 1024);
    }
    const pe::SinusoidalParams params{512, 2048, 10000.0, pe::Layout::Interleaved};
    pe::Matrix matrix;
    QBENCHMARK {
        // Freed before the next one is made, so a warm block can be reused.
        matrix = pe::Matrix();
        matrix = fast ? pe::sinusoidalEncoding(params) : pe::sinusoidalEncodingReference(params);
    }
    QCOMPARE(matrix.rows(), 2048);
}

QTEST_APPLESS_MAIN(BenchEncoding)
#include "bench_encoding.moc"
