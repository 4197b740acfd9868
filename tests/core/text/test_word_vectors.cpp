// Word vectors from GloVe and word2vec text files: what a good file gives, how every kind of bad
// file is refused with its line, progress and cancel, and attention on the vectors.

#include "support/test_paths.h"
#include "attention/attention.h"
#include "support/matrix_compare.h"
#include "text/word_vectors.h"

#include <QBuffer>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>

static const QString kSample = sampleVectorsPath();

static QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

static pe::WordVectors readBytes(const QByteArray &bytes, const pe::WordVectorsProgress &progress = {})
{
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    return pe::readWordVectors(buffer, QStringLiteral("test.txt"), progress);
}

// The plain reading the fast reader is checked against: QString, split and toDouble, line by line.
static pe::RowMajorMatrix plainRead(const QByteArray &bytes, QStringList *words)
{
    QList<QList<double>> rows;
    for (const QString &line : QString::fromUtf8(bytes).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        QStringList fields = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (fields.size() == 2 && words->isEmpty() && rows.isEmpty() && !fields[1].contains(QLatin1Char('.')))
            continue;  // the word2vec header
        words->append(fields.takeFirst());
        QList<double> values;
        for (const QString &field : fields)
            values.append(field.toDouble());
        rows.append(values);
    }
    pe::RowMajorMatrix matrix(rows.size(), rows.value(0).size());
    for (qsizetype i = 0; i < rows.size(); ++i)
        for (qsizetype j = 0; j < rows[i].size(); ++j)
            matrix(i, j) = rows[i][j];
    return matrix;
}

// A file of `lines` words with 8 values each, about 60 bytes a line.
static QByteArray generatedGlove(int lines)
{
    QByteArray bytes;
    for (int k = 0; k < lines; ++k) {
        bytes += "word" + QByteArray::number(k);
        for (int j = 0; j < 8; ++j)
            bytes += ' ' + QByteArray::number(std::sin(k * 8 + j), 'f', 5);
        bytes += '\n';
    }
    return bytes;
}

static double cosine(const pe::Vector &a, const pe::Vector &b)
{
    return a.dot(b) / (a.norm() * b.norm());
}

Q_DECLARE_METATYPE(pe::WordVectorsFormat)
Q_DECLARE_METATYPE(pe::Projection)
Q_DECLARE_METATYPE(pe::Scheme)

class TestWordVectors : public QObject
{
    Q_OBJECT
private slots:
    void readsBothFormats_data();
    void readsBothFormats();
    void agreesWithPlainReading_data();
    void agreesWithPlainReading();
    void lookupTriesLowerCase_data();
    void lookupTriesLowerCase();
    void repeatedWordKeepsItsFirstVector();
    void rejectsMalformedFiles_data();
    void rejectsMalformedFiles();
    void missingFileNamesThePath();
    void progressReachesTheEnd();
    void cancelReturnsNothing_data();
    void cancelReturnsNothing();
    void sampleFileHasTheLessonWords();
    void sampleFilePutsSimilarWordsClose_data();
    void sampleFilePutsSimilarWordsClose();
    void missingWordsFallBackToRandomVectors();
    void attentionNeedsTheVectorsDimension();
    void attentionUsesTheFileVectors();
    void orderIsInvisibleWithoutPosition_data();
    void orderIsInvisibleWithoutPosition();
};

void TestWordVectors::readsBothFormats_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<pe::WordVectorsFormat>("format");
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<QList<double>>("lastVector");
    using pe::WordVectorsFormat;
    QTest::newRow("glove") << QByteArray("cat 0.5 -1\ndog 2 3e-2\n") << WordVectorsFormat::GloVe
                           << QStringList{"cat", "dog"} << QList<double>{2.0, 0.03};
    QTest::newRow("word2vec text") << QByteArray("2 2\ncat 0.5 -1\ndog 2 3e-2\n") << WordVectorsFormat::Word2Vec
                                   << QStringList{"cat", "dog"} << QList<double>{2.0, 0.03};
    QTest::newRow("word2vec as the C tool writes it: a space before each line end")
        << QByteArray("2 2\ncat 0.500000 -1.000000 \ndog 2.000000 0.030000 \n") << WordVectorsFormat::Word2Vec
        << QStringList{"cat", "dog"} << QList<double>{2.0, 0.03};
    QTest::newRow("CRLF line ends") << QByteArray("cat 0.5 -1\r\ndog 2 3e-2\r\n") << WordVectorsFormat::GloVe
                                    << QStringList{"cat", "dog"} << QList<double>{2.0, 0.03};
    QTest::newRow("tabs, blank lines, no last line end") << QByteArray("\ncat\t0.5  -1\n\n  \ndog 2\t3e-2") << WordVectorsFormat::GloVe
                                                         << QStringList{"cat", "dog"} << QList<double>{2.0, 0.03};
    QTest::newRow("byte order mark") << QByteArray("\xEF\xBB\xBF" "cat 0.5 -1\n") << WordVectorsFormat::GloVe
                                     << QStringList{"cat"} << QList<double>{0.5, -1.0};
    // Found by fuzz_word_vectors: UTF-8 decoding drops a leading byte order mark, which made this word empty.
    QTest::newRow("a byte order mark later is a word of its own")
        << QByteArray("cat 0.5 -1\r\n\xEF\xBB\xBF 2 3e-2\r\n") << WordVectorsFormat::GloVe
        << QStringList{"cat", QString(QChar(0xFEFF))} << QList<double>{2.0, 0.03};
    QTest::newRow("Chinese and a number as words") << QByteArray("我 1 2\n2017 3 4\n") << WordVectorsFormat::GloVe
                                                   << QStringList{"我", "2017"} << QList<double>{3.0, 4.0};
    QTest::newRow("one dimension") << QByteArray("a 1.5\nb -2.5\n") << WordVectorsFormat::GloVe
                                   << QStringList{"a", "b"} << QList<double>{-2.5};
}

void TestWordVectors::readsBothFormats()
{
    QFETCH(QByteArray, bytes);
    QFETCH(pe::WordVectorsFormat, format);
    QFETCH(QStringList, words);
    QFETCH(QList<double>, lastVector);
    const pe::WordVectors vectors = readBytes(bytes);
    QCOMPARE(vectors.source, QStringLiteral("test.txt"));
    QCOMPARE(vectors.format, format);
    QCOMPARE(vectors.words, words);
    QCOMPARE(vectors.dimension, int(lastVector.size()));
    QCOMPARE(vectors.values.size(), std::size_t(words.size() * lastVector.size()));
    for (int k = 0; k < vectors.count(); ++k)
        QCOMPARE(vectors.lookup(words[k]), k);
    const pe::Vector expected = Eigen::Map<const pe::Vector>(lastVector.constData(), lastVector.size());
    COMPARE_MATRICES(vectors.vector(vectors.count() - 1), expected, 0.0);
    COMPARE_MATRICES(vectors.matrix().row(vectors.count() - 1), expected.transpose(), 0.0);
}

void TestWordVectors::agreesWithPlainReading_data()
{
    QTest::addColumn<QByteArray>("bytes");
    const QByteArray sample = readAll(kSample);
    QTest::newRow("the sample file") << sample;
    QTest::newRow("the sample file as word2vec text") << QByteArray::number(sample.count('\n')) + " 8\n" + sample;
    // More than two blocks of 1 MiB, so lines cross the blocks' edges.
    QTest::newRow("40000 generated lines") << generatedGlove(40000);
}

void TestWordVectors::agreesWithPlainReading()
{
    QFETCH(QByteArray, bytes);
    QStringList expectedWords;
    const pe::RowMajorMatrix expected = plainRead(bytes, &expectedWords);
    const pe::WordVectors vectors = readBytes(bytes);
    QCOMPARE(vectors.words, expectedWords);
    // from_chars and toDouble both round correctly, so they agree to the last bit.
    COMPARE_MATRICES(vectors.matrix(), expected, 0.0);
}

void TestWordVectors::lookupTriesLowerCase_data()
{
    QTest::addColumn<QString>("token");
    QTest::addColumn<int>("row");
    // The file has "Paris" with a capital and "paris" without, as cased vectors (word2vec) do.
    QTest::newRow("as written") << "tigers" << 0;
    QTest::newRow("capital falls back to lower case") << "Tigers" << 0;
    QTest::newRow("all capitals") << "TIGERS" << 0;
    QTest::newRow("the file's own capital first") << "Paris" << 1;
    QTest::newRow("lower case") << "paris" << 2;
    QTest::newRow("capitals not in the file") << "PARIS" << 2;
    QTest::newRow("missing") << "zebras" << -1;
    QTest::newRow("Chinese") << "我" << 3;
    QTest::newRow("empty") << "" << -1;
}

void TestWordVectors::lookupTriesLowerCase()
{
    QFETCH(QString, token);
    QFETCH(int, row);
    const pe::WordVectors vectors = readBytes("tigers 1 0\nParis 0 1\nparis 0 2\n我 3 3\n");
    QCOMPARE(vectors.lookup(token), row);
}

void TestWordVectors::repeatedWordKeepsItsFirstVector()
{
    const pe::WordVectors vectors = readBytes("cat 1 2\ndog 3 4\ncat 5 6\ncat 7 8\n");
    QCOMPARE(vectors.words, (QStringList{"cat", "dog"}));
    QCOMPARE(vectors.duplicatesSkipped, qint64(2));
    COMPARE_MATRICES(vectors.vector(vectors.lookup("cat")), pe::Vector::LinSpaced(2, 1, 2), 0.0);
    // A repeated line still counts for the header, and must still be well formed.
    QCOMPARE(readBytes("3 2\ncat 1 2\ndog 3 4\ncat 5 6\n").count(), 2);
    QVERIFY_THROWS_EXCEPTION(pe::WordVectorsError, readBytes("cat 1 2\ncat 5 x\n"));
}

void TestWordVectors::rejectsMalformedFiles_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<qint64>("line");
    QTest::addColumn<QString>("says");
    QTest::newRow("empty file") << QByteArray() << qint64(1) << "empty";
    QTest::newRow("only blank lines") << QByteArray("\n \n\t\n") << qint64(3) << "no word vectors";
    QTest::newRow("a line with fewer values") << QByteArray("a 1 2 3\nb 1 2\n") << qint64(2) << "the word \"b\" has 2 values, but the word on line 1 has 3";
    QTest::newRow("a line with more values") << QByteArray("a 1 2\n\nb 1 2\nc 1 2 3\n") << qint64(4) << "has 3 values";
    QTest::newRow("a word without values") << QByteArray("a 1\nb\n") << qint64(2) << "no values";
    QTest::newRow("a word alone on the first line") << QByteArray("hello\n") << qint64(1) << "no values";
    QTest::newRow("not a number") << QByteArray("a 1 2\nb 1 x\n") << qint64(2) << "value 2 of the word \"b\", \"x\", is not a number";
    QTest::newRow("a number with more after it") << QByteArray("a 1 2.5e\n") << qint64(1) << "not a number";
    QTest::newRow("a decimal comma") << QByteArray("a 1,5 2\n") << qint64(1) << "not a number";
    QTest::newRow("a plus sign") << QByteArray("a +1 2\n") << qint64(1) << "not a number";
    QTest::newRow("hexadecimal") << QByteArray("a 0x1 2\n") << qint64(1) << "not a number";
    QTest::newRow("nan") << QByteArray("a 1 2\nb nan 2\n") << qint64(2) << "finite";
    QTest::newRow("infinity") << QByteArray("a 1 -inf\n") << qint64(1) << "finite";
    QTest::newRow("beyond a double") << QByteArray("a 1 1e400\n") << qint64(1) << "too large";
    QTest::newRow("header promises more words") << QByteArray("3 2\na 1 2\nb 1 2\n") << qint64(1) << "promises 3 words, but 2 follow";
    QTest::newRow("header promises fewer words") << QByteArray("1 2\na 1 2\nb 1 2\n") << qint64(3) << "promises 1 words, but there are more";
    QTest::newRow("header dimension disagrees") << QByteArray("2 3\na 1 2\n") << qint64(2) << "header on line 1 says every word has 3";
    QTest::newRow("header dimension 0") << QByteArray("\n2 0\n") << qint64(2) << "header";
    QTest::newRow("header dimension too large") << QByteArray("1 4096\n") << qint64(1) << "from 1 to 2048";
    QTest::newRow("header count beyond 64 bits") << QByteArray("99999999999999999999 2\n") << qint64(1) << "header";
    QTest::newRow("header without words") << QByteArray("0 5\n") << qint64(1) << "no word vectors";
    QByteArray wide("a");
    for (int j = 0; j <= pe::kMaxAttentionDModel; ++j)
        wide += " 0.5";
    QTest::newRow("dimension above kMaxAttentionDModel") << wide + '\n' << qint64(1) << "at most 2048";
    QTest::newRow("a line over 1 MiB") << "a 1\nb 2\nc " + QByteArray(pe::kMaxWordVectorsLineBytes, '7') + '\n' << qint64(3) << "longer than";
    QTest::newRow("a line over 1 MiB without an end") << QByteArray(3 * pe::kMaxWordVectorsLineBytes, 'x') << qint64(1) << "longer than";
    QTest::newRow("binary word2vec") << QByteArray("2 2\ncat \x00\x00\x80?\x00\x00\x00@\ndog ", 20) << qint64(2) << "not text";
    QTest::newRow("a NUL byte") << QByteArray("a 1\0 2\n", 7) << qint64(1) << "byte 4 of the line is 0x00";
    QTest::newRow("a carriage return inside a line") << QByteArray("a 1\r2\n") << qint64(1) << "0x0d";
    QTest::newRow("invalid UTF-8") << QByteArray("a 1\n\xff\xfe 2\n") << qint64(2) << "not valid UTF-8";
    QTest::newRow("overlong UTF-8") << QByteArray("\xc0\xaf 2\n") << qint64(1) << "not valid UTF-8";
    QTest::newRow("a bad line after two blocks") << generatedGlove(40000) + "last 1 2 3 4 5 6 7 oops\n" << qint64(40001) << "\"oops\"";
}

void TestWordVectors::rejectsMalformedFiles()
{
    QFETCH(QByteArray, bytes);
    QFETCH(qint64, line);
    QFETCH(QString, says);
    try {
        readBytes(bytes);
        QFAIL("no exception");
    } catch (const pe::WordVectorsError &error) {
        QCOMPARE(error.line(), line);
        QCOMPARE(error.source(), QStringLiteral("test.txt"));
        QVERIFY2(error.message().startsWith(QStringLiteral("test.txt, line %1: ").arg(line)), qPrintable(error.message()));
        QVERIFY2(error.problem().contains(says), qPrintable(error.message()));
    }
}

void TestWordVectors::missingFileNamesThePath()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("missing.txt"));
    try {
        pe::loadWordVectorsFile(path);
        QFAIL("no exception");
    } catch (const pe::WordVectorsError &error) {
        QCOMPARE(error.line(), qint64(0));
        QVERIFY2(error.message().startsWith(path + QStringLiteral(": ")), qPrintable(error.message()));
    }
    QVERIFY_THROWS_EXCEPTION(pe::WordVectorsError, pe::loadWordVectorsFile(dir.path()));  // a folder
}

void TestWordVectors::progressReachesTheEnd()
{
    const QByteArray bytes = generatedGlove(80000);
    QList<qint64> seen;
    const pe::WordVectors vectors = readBytes(bytes, [&](qint64 read, qint64 total) {
        seen.append(read);
        return total == bytes.size();
    });
    QCOMPARE(vectors.count(), 80000);
    QVERIFY2(seen.size() >= 3, qPrintable(QString::number(seen.size())));
    QVERIFY(std::is_sorted(seen.begin(), seen.end()));
    QCOMPARE(seen.last(), qint64(bytes.size()));
}

void TestWordVectors::cancelReturnsNothing_data()
{
    QTest::addColumn<int>("cancelAtCall");
    QTest::newRow("at the first block") << 1;
    QTest::newRow("at the third block") << 3;
}

void TestWordVectors::cancelReturnsNothing()
{
    QFETCH(int, cancelAtCall);
    int calls = 0;
    QVERIFY_THROWS_EXCEPTION(pe::Cancelled, readBytes(generatedGlove(80000), [&](qint64, qint64) { return ++calls < cancelAtCall; }));
    QCOMPARE(calls, cancelAtCall);
}

void TestWordVectors::sampleFileHasTheLessonWords()
{
    const pe::WordVectors vectors = pe::loadWordVectorsFile(kSample);
    QCOMPARE(vectors.source, kSample);
    QCOMPARE(vectors.format, pe::WordVectorsFormat::GloVe);
    QCOMPARE(vectors.dimension, 8);
    QCOMPARE(vectors.duplicatesSkipped, qint64(0));
    for (const char *word : {"tigers", "love", "rabbits", "cats", "dogs", "eat", "chase", "the", "a", "i", "you", "we",
                             "like", "story", ".", "我", "爱", "你", "他", "她", "北", "京", "天", "安", "门"})
        QVERIFY2(vectors.lookup(QString::fromUtf8(word)) >= 0, word);
}

void TestWordVectors::sampleFilePutsSimilarWordsClose_data()
{
    QTest::addColumn<QString>("word");
    QTest::addColumn<QString>("near");
    QTest::addColumn<QString>("far");
    QTest::newRow("animals") << "tigers" << "lions" << "love";
    QTest::newRow("pets") << "cats" << "dogs" << "the";
    QTest::newRow("animals before verbs") << "rabbits" << "mice" << "chase";
    QTest::newRow("feeling verbs") << "love" << "like" << "rabbits";
    QTest::newRow("action verbs") << "eat" << "chase" << "story";
    QTest::newRow("pronouns") << "we" << "you" << "dogs";
    QTest::newRow("articles") << "the" << "a" << "tigers";
    QTest::newRow("我 and i") << "我" << "i" << "tigers";
    QTest::newRow("爱 and love") << "爱" << "love" << "tigers";
    QTest::newRow("北 and 京") << "北" << "京" << "爱";
}

void TestWordVectors::sampleFilePutsSimilarWordsClose()
{
    QFETCH(QString, word);
    QFETCH(QString, near);
    QFETCH(QString, far);
    const pe::WordVectors vectors = pe::loadWordVectorsFile(kSample);
    const pe::Vector v = vectors.vector(vectors.lookup(word));
    const double nearCosine = cosine(v, vectors.vector(vectors.lookup(near)));
    const double farCosine = cosine(v, vectors.vector(vectors.lookup(far)));
    QVERIFY2(nearCosine > 0.9 && farCosine < 0.5,
             qPrintable(QStringLiteral("cos(%1, %2) = %3, cos(%1, %4) = %5").arg(word, near).arg(nearCosine).arg(far).arg(farCosine)));
}

void TestWordVectors::missingWordsFallBackToRandomVectors()
{
    const pe::WordVectors vectors = pe::loadWordVectorsFile(kSample);
    QList<bool> fromVectors;
    const pe::Matrix embeddings = pe::tokenEmbeddings({"tigers", "zebras", "Love"}, vectors, 7, &fromVectors);
    QCOMPARE(fromVectors, (QList<bool>{true, false, true}));
    COMPARE_MATRICES(embeddings.row(0), vectors.vector(vectors.lookup("tigers")).transpose(), 0.0);
    COMPARE_MATRICES(embeddings.row(1), pe::tokenEmbedding("zebras", 8, 7).transpose(), 0.0);
    COMPARE_MATRICES(embeddings.row(2), vectors.vector(vectors.lookup("love")).transpose(), 0.0);

    pe::WordVectors broken = vectors;
    broken.values.pop_back();
    QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::tokenEmbeddings({"tigers"}, broken, 7));
}

void TestWordVectors::attentionNeedsTheVectorsDimension()
{
    pe::AttentionOptions options;
    options.vectors = std::make_shared<const pe::WordVectors>(pe::loadWordVectorsFile(kSample));
    options.dModel = 16;
    const QString error = pe::validationError(options, 3);
    QVERIFY2(error.contains(QStringLiteral("d_model must equal the dimension of the word vectors")) && error.contains(QStringLiteral("8"))
                 && error.contains(kSample),
             qPrintable(error));
    QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::computeAttention({"tigers", "love", "rabbits"}, options));
    options.dModel = 8;
    QCOMPARE(pe::validationError(options, 3), QString());
}

void TestWordVectors::attentionUsesTheFileVectors()
{
    pe::AttentionOptions options;
    options.vectors = std::make_shared<const pe::WordVectors>(pe::loadWordVectorsFile(kSample));
    options.dModel = 8;
    options.positional = false;
    const QStringList tokens{"tigers", "love", "zebras", "."};
    const pe::AttentionResult result = pe::computeAttention(tokens, options);
    QCOMPARE(result.fromVectors, (QList<bool>{true, true, false, true}));
    COMPARE_MATRICES(result.embeddings, pe::tokenEmbeddings(tokens, *options.vectors, options.seed), 0.0);
    COMPARE_MATRICES(result.inputs, result.embeddings, 0.0);

    options.vectors.reset();
    QCOMPARE(pe::computeAttention(tokens, options).fromVectors, (QList<bool>{false, false, false, false}));
}

void TestWordVectors::orderIsInvisibleWithoutPosition_data()
{
    QTest::addColumn<pe::Projection>("projection");
    QTest::addColumn<int>("heads");
    QTest::addColumn<pe::Scheme>("scheme");
    QTest::newRow("identity, 1 head, sinusoidal") << pe::Projection::Identity << 1 << pe::Scheme::Sinusoidal;
    QTest::newRow("random, 2 heads, sinusoidal") << pe::Projection::Random << 2 << pe::Scheme::Sinusoidal;
    QTest::newRow("random, 4 heads, rope") << pe::Projection::Random << 4 << pe::Scheme::Rope;
}

void TestWordVectors::orderIsInvisibleWithoutPosition()
{
    QFETCH(pe::Projection, projection);
    QFETCH(int, heads);
    QFETCH(pe::Scheme, scheme);
    pe::AttentionOptions options;
    options.vectors = std::make_shared<const pe::WordVectors>(pe::loadWordVectorsFile(kSample));
    options.dModel = options.vectors->dimension;
    options.projection = projection;
    options.heads = heads;
    options.scheme = scheme;
    const QStringList a{"tigers", "love", "rabbits"};
    const QStringList b{"rabbits", "love", "tigers"};
    const std::vector<int> permutation = *pe::tokenPermutation(a, b);

    options.positional = false;
    const pe::AttentionResult plainA = pe::computeAttention(a, options);
    const pe::AttentionResult plainB = pe::computeAttention(b, options);
    QCOMPARE(plainA.fromVectors, (QList<bool>{true, true, true}));
    // Without position, B's weights are A's with rows and columns reordered: P A Pᵀ.
    COMPARE_MATRICES(plainB.weights, pe::permuteMatrix(plainA.weights, permutation), 1e-12);

    options.positional = true;
    const pe::Matrix weightsA = pe::computeAttention(a, options).weights;
    const pe::Matrix weightsB = pe::computeAttention(b, options).weights;
    const double difference = maxAbsDifference(weightsB, pe::permuteMatrix(weightsA, permutation));
    QVERIFY2(difference > 1e-6, qPrintable(QStringLiteral("with position, max |difference| is only %1").arg(difference)));
}

QTEST_GUILESS_MAIN(TestWordVectors)
#include "test_word_vectors.moc"
