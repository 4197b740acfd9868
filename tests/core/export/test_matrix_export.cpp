// The file formats students take the numbers away in: every one must read back exactly.

#include "support/matrix_compare.h"
#include "export/matrix_export.h"
#include "schemes/sinusoidal_encoding.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtEndian>
#include <QtTest>
#include <csignal>
#include <sys/resource.h>

Q_DECLARE_METATYPE(pe::Matrix)
Q_DECLARE_METATYPE(pe::MatrixFormat)

// An independent reader for the .npy files we write: checks the header field by field.
static pe::Matrix readNpy(const QByteArray &bytes)
{
    if (bytes.size() < 10 || bytes.left(8) != QByteArray("\x93NUMPY\x01\x00", 8))
        return {};
    const int headerLength = qFromLittleEndian<quint16>(bytes.constData() + 8);
    if ((10 + headerLength) % 64 != 0)
        return {};
    const QByteArray header = bytes.mid(10, headerLength);
    if (!header.endsWith('\n') || !header.contains("'descr': '<f8'") || !header.contains("'fortran_order': False"))
        return {};
    const QRegularExpression shapePattern(QStringLiteral("'shape': \\((\\d+), (\\d+)\\)"));
    const auto match = shapePattern.match(QString::fromLatin1(header));
    if (!match.hasMatch())
        return {};
    const int rows = match.captured(1).toInt();
    const int cols = match.captured(2).toInt();
    const QByteArray data = bytes.mid(10 + headerLength);
    if (data.size() != qsizetype(rows) * cols * 8)
        return {};
    pe::Matrix matrix(rows, cols);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            matrix(r, c) = qFromLittleEndian<double>(data.constData() + (qsizetype(r) * cols + c) * 8);
    return matrix;
}

static pe::Matrix readCsv(const QByteArray &bytes)
{
    const QList<QByteArray> lines = bytes.trimmed().split('\n');
    const qsizetype cols = lines.first().split(',').size();
    pe::Matrix matrix(lines.size(), cols);
    for (qsizetype r = 0; r < lines.size(); ++r) {
        const QList<QByteArray> fields = lines[r].split(',');
        if (fields.size() != cols)
            return {};
        for (qsizetype c = 0; c < cols; ++c)
            matrix(r, c) = fields[c].toDouble();
    }
    return matrix;
}

class TestMatrixExport : public QObject
{
    Q_OBJECT
private slots:
    void roundTripsExactly_data();
    void roundTripsExactly();
    void csvIgnoresLocale();
    void formatFromFileName_data();
    void formatFromFileName();
    void writeFailsCleanly();
    void writeReplacesWholeFile();
    void fullDiskSaysSoAndKeepsTheDevice();
    void writeCutShortKeepsTheOldFile_data();
    void writeCutShortKeepsTheOldFile();
};

static pe::Matrix readJson(const QByteArray &bytes)
{
    const QJsonArray rows = QJsonDocument::fromJson(bytes).object().value("matrix").toArray();
    const qsizetype cols = rows.isEmpty() ? 0 : rows.first().toArray().size();
    pe::Matrix matrix(rows.size(), cols);
    for (qsizetype r = 0; r < rows.size(); ++r) {
        const QJsonArray row = rows[r].toArray();
        if (row.size() != cols)
            return {};
        for (qsizetype c = 0; c < cols; ++c)
            matrix(r, c) = row[c].toDouble();
    }
    return matrix;
}

void TestMatrixExport::roundTripsExactly_data()
{
    QTest::addColumn<pe::MatrixFormat>("format");
    QTest::addColumn<pe::Matrix>("matrix");
    pe::Matrix awkward(2, 3);
    awkward << 1e-300, -0.0, 1.0 / 3.0, 123456789.123456789, -2.5e17, 5e-324;
    const QList<std::pair<const char *, pe::Matrix>> matrices{
        {"encoding 50 x 16", pe::sinusoidalEncoding({16, 50, 10000.0, pe::Layout::Interleaved})},
        {"odd d_model 1 x 7", pe::sinusoidalEncoding({7, 1, 10000.0, pe::Layout::Concatenated})},
        {"awkward doubles", awkward},
    };
    const QList<std::pair<const char *, pe::MatrixFormat>> formats{
        {"csv", pe::MatrixFormat::Csv}, {"npy", pe::MatrixFormat::Npy}, {"json", pe::MatrixFormat::Json}};
    for (const auto &[formatName, format] : formats)
        for (const auto &[matrixName, matrix] : matrices)
            QTest::addRow("%s: %s", formatName, matrixName) << format << matrix;
}

void TestMatrixExport::roundTripsExactly()
{
    QFETCH(pe::MatrixFormat, format);
    QFETCH(pe::Matrix, matrix);
    const QByteArray bytes = pe::encodeMatrix(matrix, format, {{"scheme", "sinusoidal"}});
    pe::Matrix back;
    switch (format) {
    case pe::MatrixFormat::Csv:
        back = readCsv(bytes);
        break;
    case pe::MatrixFormat::Npy:
        back = readNpy(bytes);
        break;
    case pe::MatrixFormat::Json:
        QCOMPARE(QJsonDocument::fromJson(bytes).object().value("scheme").toString(), QStringLiteral("sinusoidal"));
        back = readJson(bytes);
        break;
    }
    COMPARE_MATRICES(back, matrix, 0.0);
}

void TestMatrixExport::csvIgnoresLocale()
{
    const char *previous = std::setlocale(LC_NUMERIC, "de_DE.UTF-8");
    pe::Matrix half(1, 2);
    half << 0.5, -1.25;
    const QByteArray csv = pe::matrixToCsv(half);
    if (previous)
        std::setlocale(LC_NUMERIC, "C");
    QCOMPARE(csv, QByteArray("0.5,-1.25\n"));
}

void TestMatrixExport::formatFromFileName_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<int>("format");
    QTest::newRow("csv") << "a/b.csv" << int(pe::MatrixFormat::Csv);
    QTest::newRow("upper-case NPY") << "M.NPY" << int(pe::MatrixFormat::Npy);
    QTest::newRow("json") << "x.json" << int(pe::MatrixFormat::Json);
    QTest::newRow("txt") << "x.txt" << -1;
    QTest::newRow("no extension") << "matrix" << -1;
}

void TestMatrixExport::formatFromFileName()
{
    QFETCH(QString, fileName);
    QFETCH(int, format);
    const auto found = pe::matrixFormatForFileName(fileName);
    QCOMPARE(found ? int(*found) : -1, format);
}

void TestMatrixExport::writeFailsCleanly()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("missing-folder/out.csv"));
    const QString error = pe::writeFileAtomically(path, "1,2\n");
    QVERIFY(error.contains(path));
    QVERIFY(!QFile::exists(path));
}

void TestMatrixExport::writeReplacesWholeFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("out.csv"));
    QVERIFY(pe::writeFileAtomically(path, "a much longer first version\n").isEmpty());
    QVERIFY(pe::writeFileAtomically(path, "short\n").isEmpty());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("short\n"));
}

void TestMatrixExport::fullDiskSaysSoAndKeepsTheDevice()
{
    // Linux's /dev/full answers every write with ENOSPC, as a full disk does.
    const QString full = QStringLiteral("/dev/full");
    if (!QFileInfo::exists(full))
        QSKIP("this system has no /dev/full to play a full disk");
    const QString error = pe::writeFileAtomically(full, QByteArray(100000, '7'));
    QVERIFY2(error.contains(full) && error.contains(QStringLiteral("No space left on device")), qPrintable(error));
    // Still the device: not replaced by a file holding the data.
    const QFileInfo after(full);
    QVERIFY(!after.isFile());
    QCOMPARE(after.size(), qint64(0));
}

void TestMatrixExport::writeCutShortKeepsTheOldFile_data()
{
    QTest::addColumn<int>("bytes");
    QTest::newRow("smaller than the write buffer") << 2000;   // the error shows only on the last flush
    QTest::newRow("larger than the write buffer") << 100000;
}

// A disk that fills in the middle of a write, played by a file size limit of 1000 bytes.
void TestMatrixExport::writeCutShortKeepsTheOldFile()
{
    QFETCH(int, bytes);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("out.csv"));
    QVERIFY(pe::writeFileAtomically(path, "the old file\n").isEmpty());
    rlimit original{};
    QVERIFY(getrlimit(RLIMIT_FSIZE, &original) == 0);
    const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN); // a failed write, not a killed process
    rlimit small = original;
    small.rlim_cur = 1000;
    QVERIFY(setrlimit(RLIMIT_FSIZE, &small) == 0);
    const QString error = pe::writeFileAtomically(path, QByteArray(bytes, '7'));
    setrlimit(RLIMIT_FSIZE, &original);
    std::signal(SIGXFSZ, oldHandler);
    QVERIFY2(error.contains(QStringLiteral("Cannot write %1").arg(path)), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("the old file\n"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"out.csv"}); // no temporary file left
}

QTEST_APPLESS_MAIN(TestMatrixExport)
#include "test_matrix_export.moc"
