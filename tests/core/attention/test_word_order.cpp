// Two word orders compared: without positional information attention cannot tell them apart
// (the maps are the same up to reordering); with it, it can.

#include "support/matrix_compare.h"
#include "text/tokenizer.h"
#include "attention/word_order.h"

#include <QtTest>
#include <algorithm>
#include <set>

Q_DECLARE_METATYPE(pe::Projection)
Q_DECLARE_METATYPE(pe::Combine)
Q_DECLARE_METATYPE(pe::Scheme)
Q_DECLARE_METATYPE(std::vector<double>)
Q_DECLARE_METATYPE(std::vector<int>)

static QStringList tokens(const QString &text)
{
    return pe::tokenTexts(pe::tokenize(text));
}

class TestWordOrder : public QObject
{
    Q_OBJECT
private slots:
    void positionMakesTheDifference_data();
    void positionMakesTheDifference();
    void everySchemeMakesTheDifference_data();
    void everySchemeMakesTheDifference();
    void differencesAreRecomputedIndependently();
    void reusingThePreviousComparisonChangesNothing_data();
    void reusingThePreviousComparisonChangesNothing();
    void differentWordsHaveNoComparison();
    void causalMaskRevealsOrderEvenWithoutPosition();
    void inOrderOfAUndoesThePermutation_data();
    void inOrderOfAUndoesThePermutation();
    void inOrderOfARejectsMismatch_data();
    void inOrderOfARejectsMismatch();
    void verdictSaysWhatTheNumbersSay_data();
    void verdictSaysWhatTheNumbersSay();
    void pairingsAreEveryWayToPairRepeatedWords_data();
    void pairingsAreEveryWayToPairRepeatedWords();
    void tooManyPairingsAreSaid();
    void oneAlibiHeadIsSaid();
    void causalCounterIsSaid_data();
    void causalCounterIsSaid();
    void sinkShareIsSaid_data();
    void sinkShareIsSaid();
    void cosineSimilarity_data();
    void cosineSimilarity();
};

void TestWordOrder::positionMakesTheDifference_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<pe::Projection>("projection");
    QTest::addColumn<pe::Combine>("combine");
    QTest::addColumn<int>("heads");
    const QList<std::pair<QString, QString>> pairs{
        {"Tigers love rabbits.", "Rabbits love tigers."},
        {"我爱你", "你爱我"},
        {"我爱北京天安门", "我爱天安门北京"},
        {"I do not like the story of the movie, but I do like the cast.",
         "I do like the story of the movie, but I do not like the cast."},
    };
    for (const auto &[a, b] : pairs) {
        QTest::addRow("%s / identity, add", qPrintable(a)) << a << b << pe::Projection::Identity << pe::Combine::Add << 1;
        QTest::addRow("%s / random, add, 4 heads", qPrintable(a)) << a << b << pe::Projection::Random << pe::Combine::Add << 4;
        QTest::addRow("%s / random, multiply", qPrintable(a)) << a << b << pe::Projection::Random << pe::Combine::Multiply << 1;
    }
}

void TestWordOrder::positionMakesTheDifference()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(pe::Projection, projection);
    QFETCH(pe::Combine, combine);
    QFETCH(int, heads);
    pe::AttentionOptions options;
    options.projection = projection;
    options.combine = combine;
    options.heads = heads;
    const pe::WordOrderComparison comparison = pe::compareWordOrders(tokens(a), tokens(b), options);
    QVERIFY(comparison.permutation.has_value());
    QVERIFY2(comparison.maxDifferenceWithout <= 1e-12, qPrintable(QString::number(comparison.maxDifferenceWithout)));
    QVERIFY2(comparison.maxDifferenceWith > 1e-4, qPrintable(QString::number(comparison.maxDifferenceWith)));
    QVERIFY(!comparison.aWithout.positionalEncoding.size());
    QCOMPARE(comparison.aWith.positionalEncoding.rows(), comparison.aWith.tokens.size());
}

void TestWordOrder::everySchemeMakesTheDifference_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<pe::Scheme>("scheme");
    QTest::addColumn<bool>("told");
    const struct {
        const char *a;
        const char *b;
        bool mirrored;  // b is a read backwards
    } pairs[] = {
        {"tigers love rabbits", "rabbits love tigers", true},
        {"我爱你", "你爱我", true},
        {"我爱北京天安门", "我爱天安门北京", false},
        {"the cat saw the dog", "the dog saw the cat", false},
        // Repeated words: the mirror pairs the first "the" of one with the last of the other.
        {"the dog bit the man", "man the bit dog the", true},
        {"a b a c a", "a c a b a", true},
    };
    for (const auto &pair : pairs)
        for (const pe::Scheme scheme : pe::allSchemes()) {
            // ALiBi's penalty depends on |i − j| only, which reading backwards keeps: a mirror
            // image is the one reordering it cannot see (see TestPositionSchemes).
            const bool told = !(pair.mirrored && scheme == pe::Scheme::Alibi);
            QTest::addRow("%s / %s%s", pair.a, qPrintable(pe::schemeName(scheme)), told ? "" : ", blind to the mirror image")
                << QString::fromUtf8(pair.a) << QString::fromUtf8(pair.b) << scheme << told;
        }
}

void TestWordOrder::everySchemeMakesTheDifference()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(pe::Scheme, scheme);
    QFETCH(bool, told);
    pe::AttentionOptions options;
    options.scheme = scheme;
    options.projection = pe::Projection::Random;
    options.heads = 4;
    const pe::WordOrderComparison comparison = pe::compareWordOrders(tokens(a), tokens(b), options);
    QVERIFY(comparison.permutation.has_value());
    // Without position the scheme is never used: the two maps are one map reordered.
    QVERIFY2(comparison.maxDifferenceWithout <= 1e-12, qPrintable(QString::number(comparison.maxDifferenceWithout)));
    if (told)
        QVERIFY2(comparison.maxDifferenceWith > 1e-6, qPrintable(QStringLiteral("with position only %1").arg(comparison.maxDifferenceWith)));
    else
        QVERIFY2(comparison.maxDifferenceWith <= 1e-12, qPrintable(QStringLiteral("with position %1").arg(comparison.maxDifferenceWith)));
    const qsizetype n = comparison.aWith.tokens.size();
    QCOMPARE(comparison.aWith.positionalEncoding.rows(), pe::isAdditive(scheme) ? n : 0);
    QCOMPARE(comparison.aWithout.positionalEncoding.size(), 0);
}

void TestWordOrder::differencesAreRecomputedIndependently()
{
    // B − P·A·Pᵀ written out with loops over the permutation, not with permuteMatrix().
    const QStringList a = tokens("the cat saw the dog");
    const QStringList b = tokens("the dog saw the cat");
    pe::AttentionOptions options;
    options.projection = pe::Projection::Random;
    const pe::WordOrderComparison comparison = pe::compareWordOrders(a, b, options);
    const std::vector<int> &p = *comparison.permutation;
    for (int k = 0; k < b.size(); ++k)
        QCOMPARE(b[k], a[p[k]]);
    pe::Matrix expected(b.size(), b.size());
    for (int i = 0; i < b.size(); ++i)
        for (int j = 0; j < b.size(); ++j)
            expected(i, j) = comparison.bWith.weights(i, j) - comparison.aWith.weights(p[i], p[j]);
    COMPARE_MATRICES(comparison.differenceWith, expected, 0.0);
    QCOMPARE(comparison.maxDifferenceWith, expected.cwiseAbs().maxCoeff());
}

// One field of the options changed, by its row's name.
static void changeOption(pe::AttentionOptions &options, const QByteArray &name)
{
    if (name == "position weight")
        options.positionWeight = 3.0;
    else if (name == "scheme")
        options.scheme = pe::Scheme::Rope;
    else if (name == "base")
        options.base = 100.0;
    else if (name == "seed")
        options.seed = 7;
    else if (name == "sink")
        options.sinkLogit = 2.0;
    else if (name == "causal")
        options.causal = true;
    else if (name == "two heads")
        options.heads = 2;
    else
        QFAIL("no such change");
}

void TestWordOrder::reusingThePreviousComparisonChangesNothing_data()
{
    QTest::addColumn<bool>("withoutChanges");  // whether the maps without position must change
    for (const char *name : {"position weight", "scheme", "base"})
        QTest::newRow(name) << false;
    for (const char *name : {"seed", "sink", "causal", "two heads"})
        QTest::newRow(name) << true;
}

// The maps without position are reused only when nothing they depend on changed (a sink set in
// the window once changed only the maps with position).
void TestWordOrder::reusingThePreviousComparisonChangesNothing()
{
    QFETCH(bool, withoutChanges);
    const QStringList a = tokens("tigers love rabbits");
    const QStringList b = tokens("rabbits love tigers");
    pe::AttentionOptions options;
    options.projection = pe::Projection::Random;
    const pe::WordOrderComparison first = pe::compareWordOrders(a, b, options);
    changeOption(options, QTest::currentDataTag());
    const pe::WordOrderComparison reused = pe::compareWordOrders(a, b, options, first);
    const pe::WordOrderComparison fresh = pe::compareWordOrders(a, b, options);
    COMPARE_MATRICES(reused.aWithout.weights, fresh.aWithout.weights, 0.0);
    COMPARE_MATRICES(reused.bWithout.weights, fresh.bWithout.weights, 0.0);
    COMPARE_MATRICES(reused.bWith.weights, fresh.bWith.weights, 0.0);
    QCOMPARE(reused.maxDifferenceWith, fresh.maxDifferenceWith);
    QCOMPARE(reused.maxDifferenceWithout, fresh.maxDifferenceWithout);
    QCOMPARE(maxAbsDifference(reused.aWithout.weights, first.aWithout.weights) > 1e-6, withoutChanges);
}

void TestWordOrder::differentWordsHaveNoComparison()
{
    const pe::WordOrderComparison comparison = pe::compareWordOrders(tokens("tigers love rabbits"),
                                                                     tokens("tigers love carrots"), {});
    QVERIFY(!comparison.permutation);
    QCOMPARE(comparison.differenceWith.size(), 0);
    QCOMPARE(comparison.bWith.weights.rows(), 3);
}

void TestWordOrder::causalMaskRevealsOrderEvenWithoutPosition()
{
    pe::AttentionOptions options;
    options.causal = true;
    options.projection = pe::Projection::Random;
    const pe::WordOrderComparison comparison = pe::compareWordOrders(tokens("tigers love rabbits"),
                                                                     tokens("rabbits love tigers"), options);
    QVERIFY(comparison.maxDifferenceWithout > 1e-3);
}

void TestWordOrder::inOrderOfAUndoesThePermutation_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::newRow("three words reversed") << "tigers love rabbits" << "rabbits love tigers";
    QTest::newRow("a repeated word") << "the dog bit the man" << "the man bit the dog";
    QTest::newRow("the same order") << "one two three" << "one two three";
    QTest::newRow("a rotation") << "a b c d e f" << "c d e f a b";
}

// Written out with loops: B's row k belongs to A's token p_k, so A's row i is B's row k with p_k = i.
void TestWordOrder::inOrderOfAUndoesThePermutation()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    const QStringList tokensA = tokens(a);
    const QStringList tokensB = tokens(b);
    const std::vector<int> p = *pe::tokenPermutation(tokensA, tokensB);
    const qsizetype n = tokensB.size();
    pe::Matrix matrixB(n, n);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
            matrixB(i, j) = 10.0 * i + j + 0.5;
    const pe::Matrix shown = pe::inOrderOfA(matrixB, p);
    for (int k = 0; k < n; ++k)
        for (int l = 0; l < n; ++l)
            QCOMPARE(shown(p[k], p[l]), matrixB(k, l));
    // Back to B's order by the other function: the two are inverses.
    COMPARE_MATRICES(pe::permuteMatrix(shown, p), matrixB, 0.0);
    // And the tokens line up: A's token i is B's token at the row drawn there.
    pe::AttentionOptions options;
    const pe::WordOrderComparison comparison = pe::compareWordOrders(tokensA, tokensB, options);
    COMPARE_MATRICES(pe::inOrderOfA(comparison.bWithout.weights, p), comparison.aWithout.weights, 1e-12);
}

void TestWordOrder::inOrderOfARejectsMismatch_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("cols");
    QTest::addColumn<std::vector<int>>("permutation");
    QTest::newRow("not square") << 2 << 3 << std::vector<int>{1, 0};
    QTest::newRow("too short") << 3 << 3 << std::vector<int>{1, 0};
    QTest::newRow("an index twice") << 3 << 3 << std::vector<int>{0, 0, 2};
    QTest::newRow("an index outside") << 2 << 2 << std::vector<int>{0, 2};
    QTest::newRow("negative") << 2 << 2 << std::vector<int>{-1, 0};
}

void TestWordOrder::inOrderOfARejectsMismatch()
{
    QFETCH(int, rows);
    QFETCH(int, cols);
    QFETCH(std::vector<int>, permutation);
    QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::inOrderOfA(pe::Matrix::Zero(rows, cols), permutation));
}

void TestWordOrder::verdictSaysWhatTheNumbersSay_data()
{
    QTest::addColumn<QString>("b");
    QTest::addColumn<int>("projection");
    QTest::addColumn<bool>("causal");
    QTest::addColumn<QString>("without");
    QTest::addColumn<QString>("with");
    QTest::newRow("random") << "the man bit the dog" << int(pe::Projection::Random) << false
                            << "identical up to reordering (max difference 0.000)" << "the orders differ (max difference 0.";
    QTest::newRow("identity says why it is small") << "the man bit the dog" << int(pe::Projection::Identity) << false
                                                   << "identical up to reordering" << "— small, because each word attends mostly to itself";
    QTest::newRow("causal") << "the man bit the dog" << int(pe::Projection::Random) << true
                            << "— the causal mask alone reveals the order" << "the orders differ";
    QTest::newRow("other words") << "a cat" << int(pe::Projection::Random) << false
                                 << "different tokens" << "different tokens";
}

void TestWordOrder::verdictSaysWhatTheNumbersSay()
{
    QFETCH(QString, b);
    QFETCH(int, projection);
    QFETCH(bool, causal);
    QFETCH(QString, without);
    QFETCH(QString, with);
    pe::AttentionOptions options;
    options.projection = pe::Projection(projection);
    options.causal = causal;
    const pe::WordOrderComparison comparison = pe::compareWordOrders(tokens("the dog bit the man"), tokens(b), options);
    QVERIFY2(pe::orderVerdict(comparison, false).contains(without), qPrintable(pe::orderVerdict(comparison, false)));
    QVERIFY2(pe::orderVerdict(comparison, true).contains(with), qPrintable(pe::orderVerdict(comparison, true)));
    if (comparison.permutation)
        QVERIFY(pe::orderVerdict(comparison, true).contains(pe::formatDifference(comparison.maxDifferenceWith)));
}

void TestWordOrder::pairingsAreEveryWayToPairRepeatedWords_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<int>("count");  // Π c_t! over the tokens
    QTest::newRow("no repeated word") << "tigers love rabbits" << "rabbits love tigers" << 1;
    QTest::newRow("one word twice") << "the dog bit the man" << "man the bit dog the" << 2;
    QTest::newRow("a word three times, one twice") << "a b a b a c" << "c a b a b a" << 12;
    QTest::newRow("different words") << "a b" << "a c" << 0;
}

// Every pairing is a permutation that keeps the words, no two alike, the first the occurrence order.
void TestWordOrder::pairingsAreEveryWayToPairRepeatedWords()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(int, count);
    double total = -1.0;
    const std::vector<std::vector<int>> pairings = pe::tokenPairings(tokens(a), tokens(b), 1000, &total);
    QCOMPARE(total, double(count));
    QCOMPARE(int(pairings.size()), count);
    std::set<std::vector<int>> distinct;
    for (const std::vector<int> &p : pairings) {
        std::vector<int> sorted = p;
        std::sort(sorted.begin(), sorted.end());
        for (int k = 0; k < int(p.size()); ++k) {
            QCOMPARE(sorted[std::size_t(k)], k);
            QCOMPARE(tokens(b)[k], tokens(a)[p[std::size_t(k)]]);
        }
        distinct.insert(p);
    }
    QCOMPARE(int(distinct.size()), count);
    if (count > 0)
        QCOMPARE(pairings.front(), *pe::tokenPermutation(tokens(a), tokens(b)));
    if (count > 1)  // a limit keeps the first ones
        QCOMPARE(int(pe::tokenPairings(tokens(a), tokens(b), 1, &total).size()), 1);
}

// Past the limit, the verdict says how many pairings there were and how many were compared.
void TestWordOrder::tooManyPairingsAreSaid()
{
    QStringList a;
    for (int k = 0; k < 9; ++k)
        a << QStringLiteral("the") << QStringLiteral("w%1").arg(k);
    QStringList b = a;
    std::reverse(b.begin(), b.end());
    b.swapItemsAt(0, 2);  // not a mirror image: the orders differ under every pairing
    pe::AttentionOptions options;
    options.scheme = pe::Scheme::Alibi;
    options.projection = pe::Projection::Random;
    const pe::WordOrderComparison comparison = pe::compareWordOrders(a, b, options);
    QCOMPARE(comparison.pairings, 362880.0);  // 9!
    QCOMPARE(comparison.pairingsTried, qsizetype(pe::kMaxPairingWork / (18 * 18)));
    const QString verdict = pe::orderVerdict(comparison, true);
    const QString said = QStringLiteral("paired in %1 ways; the best of the first 12945 was used").arg(QLocale().toString(362880.0, 'f', 0));
    QVERIFY2(verdict.contains(said), qPrintable(verdict));
}

// ALiBi's one head has slope 1/256: the verdict says so, with the bias's size in this sentence.
void TestWordOrder::oneAlibiHeadIsSaid()
{
    pe::AttentionOptions options;
    options.scheme = pe::Scheme::Alibi;
    options.projection = pe::Projection::Random;
    options.heads = 1;
    const QString one = pe::orderVerdict(pe::compareWordOrders(tokens("the dog bit the man"), tokens("the man bit the dog"), options), true);
    QVERIFY2(one.contains(QStringLiteral("slope is 0.00390625, so its bias is at most 0.015625 here")), qPrintable(one));
    options.heads = 8;
    const QString eight = pe::orderVerdict(pe::compareWordOrders(tokens("the dog bit the man"), tokens("the man bit the dog"), options), true);
    QVERIFY2(!eight.contains(QStringLiteral("slope")), qPrintable(eight));
}

void TestWordOrder::causalCounterIsSaid_data()
{
    QTest::addColumn<QString>("sentence");
    QTest::addColumn<bool>("causal");
    QTest::addColumn<QString>("said");
    QTest::newRow("one word six times: equal scores") << "a a a a a a" << true << "first word: 1.00, 0.50, 0.33, 0.25, 0.20, … (";
    QTest::newRow("three words") << "c b a" << true << "";
    QTest::newRow("no mask, nothing said") << "a a a a a a" << false << "";
}

// Without position, a causal row of equal scores gives its first word 1/(t + 1): the verdict
// reads the weights the map shows (their first column), whatever they are.
void TestWordOrder::causalCounterIsSaid()
{
    QFETCH(QString, sentence);
    QFETCH(bool, causal);
    QFETCH(QString, said);
    pe::AttentionOptions options;
    options.projection = pe::Projection::Random;
    options.causal = causal;
    const QStringList words = tokens(sentence);
    QStringList reversed = words;
    std::reverse(reversed.begin(), reversed.end());
    const pe::WordOrderComparison comparison = pe::compareWordOrders(words, reversed, options);
    const QString verdict = pe::orderVerdict(comparison, false);
    QCOMPARE(verdict.contains(QStringLiteral("1/(t + 1)")), causal);
    QVERIFY2(verdict.contains(said), qPrintable(verdict));
    if (causal) {
        QStringList firsts;
        for (Eigen::Index t = 0; t < std::min<Eigen::Index>(comparison.aWithout.weights.rows(), 5); ++t)
            firsts.append(QLocale().toString(comparison.aWithout.weights(t, 0), 'f', 2));
        QVERIFY2(verdict.contains(firsts.join(QStringLiteral(", "))), qPrintable(verdict));
    }
}

void TestWordOrder::sinkShareIsSaid_data()
{
    QTest::addColumn<double>("sink");
    QTest::addColumn<bool>("causal");
    QTest::newRow("S -2") << -2.0 << false;
    QTest::newRow("S 0") << 0.0 << false;
    QTest::newRow("S 3") << 3.0 << false;
    QTest::newRow("S 0, causal: the first word's row has one key") << 0.0 << true;
}

// The sentence gives the share the sink took, which is what the rows' weights miss of 1; a larger
// S takes more of every row.
void TestWordOrder::sinkShareIsSaid()
{
    QFETCH(double, sink);
    QFETCH(bool, causal);
    pe::AttentionOptions options;
    options.projection = pe::Projection::Random;
    options.heads = 2;
    options.causal = causal;
    options.sinkLogit = sink;
    const pe::WordOrderComparison comparison = pe::compareWordOrders(tokens("the dog bit the man"), tokens("the man bit the dog"), options);
    for (const bool withPosition : {false, true}) {
        const pe::AttentionResult &a = withPosition ? comparison.aWith : comparison.aWithout;
        const pe::AttentionResult &b = withPosition ? comparison.bWith : comparison.bWithout;
        const auto missing = [](const pe::AttentionResult &result) { return 100.0 * (1.0 - result.weights.rowwise().sum().mean()); };
        const QString verdict = pe::orderVerdict(comparison, withPosition);
        const QString said = QStringLiteral("takes %1% of sentence A's weight and %2% of B's")
                                 .arg(QLocale().toString(missing(a), 'f', 1), QLocale().toString(missing(b), 'f', 1));
        QVERIFY2(verdict.contains(said), qPrintable(verdict + QStringLiteral(" / ") + said));
        pe::AttentionOptions more = options;
        more.sinkLogit = sink + 1.0;
        const pe::WordOrderComparison larger = pe::compareWordOrders(comparison.a, comparison.b, more);
        const pe::AttentionResult &aLarger = withPosition ? larger.aWith : larger.aWithout;
        QVERIFY(((aLarger.sinkWeights - a.sinkWeights).array() > 0.0).all());
    }
    options.sinkLogit.reset();
    QVERIFY(!pe::orderVerdict(pe::compareWordOrders(comparison.a, comparison.b, options), true).contains(QStringLiteral("sink")));
}

void TestWordOrder::cosineSimilarity_data()
{
    QTest::addColumn<std::vector<double>>("u");
    QTest::addColumn<std::vector<double>>("v");
    QTest::addColumn<double>("expected");
    QTest::newRow("same direction") << std::vector<double>{1, 2, 3} << std::vector<double>{2, 4, 6} << 1.0;
    QTest::newRow("opposite") << std::vector<double>{1, 0} << std::vector<double>{-3, 0} << -1.0;
    QTest::newRow("orthogonal") << std::vector<double>{1, 0} << std::vector<double>{0, 5} << 0.0;
    QTest::newRow("45 degrees") << std::vector<double>{1, 0} << std::vector<double>{1, 1} << std::sqrt(0.5);
    QTest::newRow("zero vector") << std::vector<double>{0, 0} << std::vector<double>{1, 1} << 0.0;
}

void TestWordOrder::cosineSimilarity()
{
    QFETCH(std::vector<double>, u);
    QFETCH(std::vector<double>, v);
    QFETCH(double, expected);
    const pe::Vector a = Eigen::Map<const pe::Vector>(u.data(), Eigen::Index(u.size()));
    const pe::Vector b = Eigen::Map<const pe::Vector>(v.data(), Eigen::Index(v.size()));
    QVERIFY(std::abs(pe::cosineSimilarity(a, b) - expected) <= 1e-12);
}

QTEST_APPLESS_MAIN(TestWordOrder)
#include "test_word_order.moc"
