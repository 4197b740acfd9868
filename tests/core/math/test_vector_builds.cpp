// The vectorised loops are built for AVX-512, AVX2 with FMA, AVX, SSE4.2 and any x86-64, the best picked
// when the program starts (kernels.h), and docs/dev/speed.md promises that every build gives the same
// numbers to the last bit. This test runs itself under QEMU's user-mode emulator as older
// processors, so the program picks another build, and compares the bits of everything those
// loops compute (a hash) with the bits this processor's build gives. Not in the sanitized suite:
// the sanitized build has no other builds to pick from.

#include "math/kernels.h"
#include "schemes/sinusoidal_encoding.h"
#include "training/layers.h"

#include <QtTest>
#include <cstdio>
#include <cstring>

namespace {

// Which build of the loops this processor gets: GCC's target_clones picks the widest it supports.
const char *buildOfThisProcessor()
{
    __builtin_cpu_init();
    if (__builtin_cpu_supports("x86-64-v4"))
        return "avx512";
    if (__builtin_cpu_supports("x86-64-v3"))
        return "avx2";
    if (__builtin_cpu_supports("avx"))
        return "avx";
    return __builtin_cpu_supports("x86-64-v2") ? "sse4.2" : "plain";
}

// FNV-1a over the bits of every entry, and numbers drawn from a fixed xorshift stream: the hash
// depends on nothing but the loops' arithmetic.
struct Bits
{
    quint64 hash = 1469598103934665603ull;
    quint64 state = 88172645463325252ull;

    void mix(const double *data, Eigen::Index size)
    {
        for (Eigen::Index i = 0; i < size; ++i) {
            quint64 bits;
            std::memcpy(&bits, data + i, sizeof bits);
            hash = (hash ^ bits) * 1099511628211ull;
        }
    }
    void mix(const pe::Matrix &m) { mix(m.data(), m.size()); }
    double next()  // in [−2, 2)
    {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        return double(state >> 11) / double(1ull << 53) * 4.0 - 2.0;
    }
    pe::Matrix matrix(Eigen::Index rows, Eigen::Index columns)
    {
        pe::Matrix m(rows, columns);
        for (Eigen::Index i = 0; i < m.size(); ++i)
            m.data()[i] = next();
        return m;
    }
};

// Sizes that fill whole vectors of every width and sizes that leave one half full.
void attention(Bits &bits)
{
    for (int sentences : {1, 3, 8, 19, 64})
        for (int tokens : {1, 5, 9})
            for (int heads : {1, 2})
                for (bool causal : {false, true}) {
                    pe::AttentionShape shape;
                    shape.batch = {sentences, tokens};
                    shape.heads = heads;
                    shape.causal = causal;
                    const pe::Matrix bias = bits.matrix(heads * tokens, tokens);
                    shape.bias = causal ? nullptr : &bias;
                    const pe::Matrix q = bits.matrix(shape.batch.rows(), 16), k = bits.matrix(shape.batch.rows(), 16),
                                     v = bits.matrix(shape.batch.rows(), 16), dOut = bits.matrix(shape.batch.rows(), 16);
                    pe::Matrix out, weights, dq = pe::Matrix::Zero(q.rows(), 16), dk = dq, dv = dq,
                                             dBias = pe::Matrix::Zero(bias.rows(), bias.cols());
                    pe::attentionForward(out, weights, q, k, v, shape);
                    pe::attentionBackward(dq, dk, dv, {causal ? nullptr : &dBias}, dOut, q, k, v, weights, shape);
                    for (const pe::Matrix *m : {&out, &weights, &dq, &dk, &dv, &dBias})
                        bits.mix(*m);
                }
}

void rowLoops(Bits &bits)
{
    for (const auto &[rows, columns] : {std::pair{416, 32}, {7, 13}, {1, 5}, {33, 128}}) {
        const pe::Matrix in = bits.matrix(rows, columns), gain = bits.matrix(1, columns), bias = bits.matrix(1, columns);
        const pe::Matrix dOut = bits.matrix(rows, columns);
        pe::Matrix out(rows, columns), dIn = pe::Matrix::Zero(rows, columns), dGain = pe::Matrix::Zero(1, columns),
                                       dBias = dGain, scratch(2 * rows, 1), relu(rows, columns);
        pe::Vector mean(rows), rstd(rows);
        pe::kernels::layerNorm(out.data(), mean.data(), rstd.data(), in.data(), gain.data(), bias.data(), rows, columns, 1e-5);
        pe::kernels::layerNormBackward(dIn.data(), dGain.data(), dBias.data(), dOut.data(), in.data(), mean.data(), rstd.data(),
                                       gain.data(), rows, columns, scratch.data());
        pe::kernels::relu(relu.data(), in.data(), in.size());
        pe::kernels::reluBackward(dIn.data(), dOut.data(), in.data(), in.size());
        pe::Matrix theta = in, first = pe::Matrix::Zero(rows, columns), second = first;
        for (int step = 1; step <= 3; ++step)
            pe::kernels::adam(theta.data(), first.data(), second.data(), dOut.data(), theta.size(),
                              {0.9, 0.999, 1e-8, 1e-3 / (1.0 - std::pow(0.9, step)), std::sqrt(1.0 - std::pow(0.999, step))});
        for (const pe::Matrix *m : {&out, &dIn, &dGain, &dBias, &relu, &theta, &first, &second})
            bits.mix(*m);
        bits.mix(mean.data(), mean.size());
        bits.mix(rstd.data(), rstd.size());
    }
}

// The softmax's exponential down to subnormal results, and the explorer's sines and cosines.
void exponentialsAndSinusoids(Bits &bits)
{
    pe::Matrix e(100000, 1);
    for (Eigen::Index i = 0; i < e.size(); ++i)
        e(i) = pe::kernels::exponentialOfNonPositive(-745.0 * double(i) / double(e.size()) + bits.next() * 1e-3 - 2e-3);
    bits.mix(e);
    for (const pe::Layout layout : {pe::Layout::Interleaved, pe::Layout::Concatenated})
        bits.mix(pe::sinusoidalEncoding({63, 300, 10000.0, layout}));
}

QString bitsOfThisBuild()
{
    Bits bits;
    attention(bits);
    rowLoops(bits);
    exponentialsAndSinusoids(bits);
    return QStringLiteral("%1 %2").arg(QLatin1String(buildOfThisProcessor())).arg(bits.hash, 16, 16, QLatin1Char('0'));
}

} // namespace

class TestVectorBuilds : public QObject
{
    Q_OBJECT
private slots:
    void everyBuildGivesTheSameBits_data();
    void everyBuildGivesTheSameBits();
};

void TestVectorBuilds::everyBuildGivesTheSameBits_data()
{
    QTest::addColumn<QString>("processor");  // QEMU's name for it
    QTest::addColumn<QString>("build");      // the build it must get
    QTest::newRow("any x86-64 (Core 2, 2006)") << "core2duo" << "plain";
    QTest::newRow("SSE4.2 (Nehalem, 2008)") << "Nehalem" << "sse4.2";
    QTest::newRow("AVX (Sandy Bridge, 2011)") << "SandyBridge" << "avx";
    // Against this processor's own build where it has AVX-512 (QEMU 7.2 emulates none).
    QTest::newRow("AVX2 with FMA (Haswell, 2013)") << "Haswell" << "avx2";
}

void TestVectorBuilds::everyBuildGivesTheSameBits()
{
    QFETCH(QString, processor);
    QFETCH(QString, build);
    const QString emulator = QStandardPaths::findExecutable(QStringLiteral("qemu-x86_64"));
    QVERIFY2(!emulator.isEmpty(), "qemu-x86_64 is missing: scripts/setup.sh installs Debian's qemu-user");
    const QString here = bitsOfThisBuild();
    QProcess run;
    run.start(emulator, {QStringLiteral("-cpu"), processor, QCoreApplication::applicationFilePath(), QStringLiteral("--bits")});
    QVERIFY2(run.waitForFinished(300000), qPrintable(run.errorString()));
    QCOMPARE(run.exitCode(), 0);
    const QStringList emulated = QString::fromLatin1(run.readAllStandardOutput()).trimmed().split(QLatin1Char(' '));
    QCOMPARE(emulated.size(), 2);
    QCOMPARE(emulated[0], build);  // else QEMU did not hide what the processor lacks
    QCOMPARE(emulated[1], here.section(QLatin1Char(' '), 1, 1));
}

// `test_vector_builds --bits` prints the build this processor picks and the hash of its bits.
int main(int argc, char **argv)
{
    if (argc == 2 && std::strcmp(argv[1], "--bits") == 0) {
        std::printf("%s\n", qPrintable(bitsOfThisBuild()));
        return 0;
    }
    QCoreApplication app(argc, argv);
    TestVectorBuilds test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_vector_builds.moc"
