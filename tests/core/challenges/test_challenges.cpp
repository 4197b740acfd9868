// The challenge questions against the mathematics: every answer recomputed from the question's own
// settings with the paper's formula written out here, over many seeds and every level; exactly one
// right choice (the wrong ones really are wrong), no two choices alike, the same seed the same round.

#include "attention/word_order.h"
#include "challenges/questions.h"
#include "challenges/round.h"
#include "schemes/position_schemes.h"
#include "support/patch_scores.h"
#include "text/tokenizer.h"
#include "training/run.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>
#include <cmath>

namespace {

// PE(pos, dim), interleaved, as the paper writes it.
double formula(int pos, int dim, int dModel, double base)
{
    const double angle = pos / std::pow(base, double(2 * (dim / 2)) / dModel);
    return dim % 2 == 0 ? std::sin(angle) : std::cos(angle);
}

struct Encoding
{
    int dModel;
    double base;
    int positions;
    explicit Encoding(const QJsonObject &s)
        : dModel(s.value("d_model").toInt()), base(s.value("base").toDouble()), positions(s.value("positions").toInt())
    {
    }
    std::vector<double> column(int dim) const
    {
        std::vector<double> values;
        for (int p = 0; p < positions; ++p)
            values.push_back(formula(p, dim, dModel, base));
        return values;
    }
    std::vector<double> row(int pos) const
    {
        std::vector<double> values;
        for (int d = 0; d < dModel; ++d)
            values.push_back(formula(pos, d, dModel, base));
        return values;
    }
    double dot(int p, int q) const
    {
        double sum = 0.0;
        for (int d = 0; d < dModel; ++d)
            sum += formula(p, d, dModel, base) * formula(q, d, dModel, base);
        return sum;
    }
};

double maxDifference(const std::vector<double> &a, const std::vector<double> &b)
{
    double largest = 0.0;
    for (std::size_t i = 0; i < a.size(); ++i)
        largest = std::max(largest, std::abs(a[i] - b[i]));
    return largest;
}

std::vector<double> numbers(const QJsonValue &value)
{
    std::vector<double> out;
    for (const QJsonValue &v : value.toArray())
        out.push_back(v.toDouble());
    return out;
}

QList<int> integers(const QJsonValue &value)
{
    QList<int> out;
    for (const QJsonValue &v : value.toArray())
        out.append(v.toInt());
    return out;
}

} // namespace

class TestChallenges : public QObject
{
    Q_OBJECT
private slots:
    void everyAnswerRecomputes_data();
    void everyAnswerRecomputes();
    void sameSeedSameRound();
    void aRoundNeverAsksTwice_data();
    void aRoundNeverAsksTwice();
    void badRoundsAreRefused_data();
    void badRoundsAreRefused();
    void aRoundCountsPointsAndStreaks_data();
    void aRoundCountsPointsAndStreaks();
    void chosenKindsAreAsked();
    void aSlipIsNamed_data();
    void aSlipIsNamed();
    void typedAnswersAreRead_data();
    void typedAnswersAreRead();
};

void TestChallenges::everyAnswerRecomputes_data()
{
    QTest::addColumn<int>("level");
    for (int level = 1; level <= pe::kChallengeLevels; ++level)
        QTest::newRow(qPrintable(pe::challengeLevelTitle(level))) << level;
}

void TestChallenges::everyAnswerRecomputes()
{
    QFETCH(int, level);
    QHash<QString, int> checked;
    const QList<pe::ChallengeKind> kinds = pe::challengeKinds(level);
    // Under the sanitizers the runs are not trained again (each takes seconds there; the
    // training itself is checked there by the training tests).
    const bool retrain = !qEnvironmentVariableIsSet("PE_SKIP_RETRAINING");
    QHash<QString, std::pair<QJsonArray, double>> retrained;  // "scheme seed": what a run of our own reached
    for (quint64 seed = 0; seed < 40; ++seed) {
        for (const pe::Question &question : pe::generateChallenges(level, seed, 10, kinds)) {
            const QJsonObject json = pe::questionToJson(question);
            const QJsonObject s = json.value("settings").toObject();
            const QString kind = json.value("kind").toString();
            const QString where = QStringLiteral("%1, seed %2: %3").arg(kind).arg(seed).arg(question.prompt);
            QCOMPARE(json.value("level").toInt(), level);
            QVERIFY2(!question.prompt.isEmpty() && !question.explanation.isEmpty(), qPrintable(where));
            // Three to five choices, none alike, and a whole index; or a number with its tolerance.
            if (json.value("choices").isNull()) {
                QVERIFY2(question.tolerance > 0, qPrintable(where));
            } else {
                QVERIFY2(question.choices.size() >= 3 && question.choices.size() <= 5, qPrintable(where));
                QCOMPARE(QSet<QString>(question.choices.begin(), question.choices.end()).size(), question.choices.size());
                QVERIFY(question.answer == std::floor(question.answer) && question.answer >= 0 && question.answer < question.choices.size());
            }
            const int answer = int(question.answer);
            const Encoding encoding(s);
            const QList<int> choices = integers(s.value("choices"));
            if (kind == QLatin1String("which-dimension") || kind == QLatin1String("which-position")) {
                const bool dimension = kind == QLatin1String("which-dimension");
                const int asked = s.value(dimension ? "dimension" : "position").toInt();
                const auto picture = [&](int k) { return dimension ? encoding.column(k) : encoding.row(k); };
                QVERIFY2(maxDifference(numbers(s.value("values")), picture(asked)) < 1e-12, qPrintable(where));
                QCOMPARE(choices.value(answer), asked);
                for (int i = 0; i < choices.size(); ++i)
                    if (i != answer)
                        QVERIFY2(maxDifference(picture(choices[i]), picture(asked)) > 0.1, qPrintable(where));
            } else if (kind == QLatin1String("formula-number")) {
                const double expected = formula(s.value("position").toInt(), s.value("dimension").toInt(), encoding.dModel, encoding.base);
                QVERIFY2(std::abs(question.answer - expected) < 1e-12, qPrintable(where));
                QCOMPARE(question.tolerance, pe::kFormulaTolerance);
            } else if (kind == QLatin1String("closer-position")) {
                const int reference = s.value("position").toInt();
                for (int i = 0; i < choices.size(); ++i)
                    if (i != answer)  // the right one is clearly ahead
                        QVERIFY2(encoding.dot(choices[answer], reference) - encoding.dot(choices[i], reference) > 0.2, qPrintable(where));
            } else if (kind == QLatin1String("relative-offset")) {
                const int pair = s.value("pair").toInt(), p = s.value("position").toInt();
                const double omega = 1.0 / std::pow(encoding.base, 2.0 * pair / encoding.dModel);
                const std::vector<double> shown = numbers(s.value("values"));
                QVERIFY2(std::abs(shown[0] - std::sin(p * omega)) < 1e-12 && std::abs(shown[1] - std::cos(p * omega)) < 1e-12, qPrintable(where));
                // Only the right offset lands the point where it is shown.
                for (int i = 0; i < choices.size(); ++i) {
                    const double angle = (p + choices[i]) * omega;
                    const double miss = std::hypot(std::sin(angle) - shown[2], std::cos(angle) - shown[3]);
                    QVERIFY2(i == answer ? miss < 1e-12 : miss > 0.1, qPrintable(where));
                }
            } else if (kind == QLatin1String("order-blind")) {
                pe::AttentionOptions options;
                options.dModel = s.value("d_model").toInt();
                options.projection = pe::Projection::Random;
                options.seed = quint64(s.value("seed").toInteger());
                options.causal = s.value("causal").toBool();
                const bool withScheme = s.value("scheme").toString() != QLatin1String("none");
                if (withScheme)
                    QVERIFY(pe::schemeFromName(s.value("scheme").toString(), &options.scheme));
                QVERIFY2(!(withScheme && options.causal), qPrintable(where));  // one reason at most to differ
                const auto tokens = [](const QJsonValue &text) { return pe::tokenTexts(pe::tokenize(text.toString())); };
                const pe::WordOrderComparison comparison = pe::compareWordOrders(tokens(s.value("sentence_a")), tokens(s.value("sentence_b")), options);
                const double difference = withScheme ? comparison.maxDifferenceWith : comparison.maxDifferenceWithout;
                const int expected = difference < pe::kSameOrderTolerance ? 0 : (withScheme ? 1 : 2);
                QVERIFY2(answer == expected, qPrintable(where));
            } else if (kind == QLatin1String("which-scheme")) {
                // The scheme table's matrices (each checked against its own formula in tests/core/schemes).
                pe::SchemeParams params;
                params.encoding = {encoding.dModel, encoding.positions, encoding.base, pe::Layout::Interleaved};
                params.schemeSettings.maxLen = s.value("max_len").toInt();
                params.seed = quint64(s.value("seed").toInteger());
                const auto matrixOf = [&](const QString &name) {
                    pe::SchemeParams p = params;
                    pe::schemeFromName(name, &p.scheme);
                    const pe::Matrix m = pe::schemeMatrix(p);
                    std::vector<double> values;
                    for (Eigen::Index i = 0; i < m.rows(); ++i)
                        for (Eigen::Index j = 0; j < m.cols(); ++j)
                            values.push_back(m(i, j));
                    return values;
                };
                const std::vector<double> shown = numbers(s.value("values"));
                const QJsonArray names = s.value("choices").toArray();
                QCOMPARE(names.at(answer).toString(), s.value("scheme").toString());
                QVERIFY2(maxDifference(matrixOf(s.value("scheme").toString()), shown) == 0.0, qPrintable(where));
                for (int i = 0; i < names.size(); ++i) {
                    const std::vector<double> other = matrixOf(names.at(i).toString());
                    if (i != answer)
                        QVERIFY2(other.size() != shown.size() || maxDifference(other, shown) > 0.1, qPrintable(where));
                }
            } else if (kind == QLatin1String("extrapolation")) {
                // The band from the numbers the run reached, as the choices word it.
                const QJsonArray byLength = s.value("accuracy_by_length").toArray();
                const QJsonObject asked = byLength.last().toObject();
                QCOMPARE(asked.value("length").toInt(), 2 * s.value("train_length").toInt());
                const double chance = s.value("chance").toDouble(), within = s.value("same_within").toDouble();
                const double trained = s.value("training_accuracy").toDouble();
                QVERIFY2(trained > chance + 3 * within, qPrintable(where));  // it learned: the bands cannot overlap
                const QJsonValue far = asked.value("accuracy");
                const int expected = far.isNull() || far.toDouble() <= chance + within ? 0 : far.toDouble() >= trained - within ? 2 : 1;
                QVERIFY2(answer == expected, qPrintable(where));
                // And those numbers are what training reaches: the run trained again from the settings alone.
                const QString key = s.value("scheme").toString() + QLatin1Char(' ') + QString::number(s.value("seed").toInteger());
                if (retrain && !retrained.contains(key)) {
                    pe::TrainingSettings run;
                    QVERIFY(pe::schemeFromName(s.value("scheme").toString(), &*run.position));
                    run.seed = quint64(s.value("seed").toInteger());
                    run.steps = s.value("steps").toInt();
                    run.dModel = s.value("d_model").toInt();
                    run.layers = s.value("layers").toInt();
                    run.heads = s.value("heads").toInt();
                    run.trainLength = s.value("train_length").toInt();
                    run.testLength = s.value("test_length").toInt();
                    pe::Trainer trainer(run);
                    for (int step = 0; step < run.steps; ++step)
                        trainer.step();
                    QJsonArray reached;
                    for (const pe::LengthAccuracy &entry : trainer.testAccuracyByLength())
                        reached.append(QJsonObject{{"length", entry.length}, {"accuracy", entry.accuracy ? QJsonValue(*entry.accuracy) : QJsonValue()}});
                    retrained.insert(key, {reached, trainer.testAccuracyAtTrainingLengths()});
                }
                if (retrain) {
                    QVERIFY2(retrained.value(key).first == byLength, qPrintable(where));
                    QVERIFY2(retrained.value(key).second == trained, qPrintable(where));
                }
            } else if (kind == QLatin1String("closest-patch")) {  // more in test_grid_challenges
                const std::vector<double> scores = patch_scores::scores(s);
                QVERIFY2(maxDifference(scores, numbers(s.value("values"))) < 1e-12 && patch_scores::argmax(scores) == answer, qPrintable(where));
            } else {
                QFAIL(qPrintable(QStringLiteral("no check for ") + kind));
            }
            ++checked[kind];
        }
    }
    // Every kind of the level was asked and checked.
    for (pe::ChallengeKind kind : kinds)
        QVERIFY2(checked.value(pe::challengeKindName(kind)) > 0, qPrintable(pe::challengeKindName(kind)));
    qInfo() << "checked" << checked;
}

void TestChallenges::aRoundNeverAsksTwice_data()
{
    QTest::addColumn<int>("level");
    for (int level = 1; level <= pe::kChallengeLevels; ++level)
        QTest::addRow("level %d", level) << level;
}

// Within a round of 10, no picture and no number to find twice (level 1, seed 2017, the guided
// lesson's round, showed one curve three times and one sum twice); and a dimension's choices hold
// another of its kind, so a sine's start at 0 does not give it away.
void TestChallenges::aRoundNeverAsksTwice()
{
    QFETCH(int, level);
    int dimensionQuestions = 0;
    for (quint64 seed : {quint64(2017), quint64(1), quint64(2), quint64(3), quint64(7), quint64(11), quint64(42), quint64(99),
                         quint64(123), quint64(2024), quint64(31337), quint64(65535), quint64(1000003)}) {
        const std::vector<pe::Question> round = pe::generateChallenges(level, seed, 10);
        for (std::size_t i = 0; i < round.size(); ++i) {
            for (std::size_t j = 0; j < i; ++j) {
                const bool samePicture = round[i].kind == round[j].kind && !round[i].values.empty() && round[i].values == round[j].values;
                const bool sameNumber = round[i].choices.isEmpty() && round[j].choices.isEmpty() && round[i].answer == round[j].answer;
                QVERIFY2(!samePicture && !sameNumber, qPrintable(QStringLiteral("seed %1: questions %2 and %3 ask the same")
                                                                  .arg(seed).arg(j + 1).arg(i + 1)));
            }
            if (round[i].kind != pe::ChallengeKind::WhichDimension)
                continue;
            ++dimensionQuestions;
            const auto isSine = [](const QString &choice) { return choice.contains(QStringLiteral("(sine")); };
            const bool answerIsSine = isSine(round[i].choices.value(qsizetype(round[i].answer)));
            const qsizetype sameKind = std::count_if(round[i].choices.begin(), round[i].choices.end(),
                                                     [&](const QString &choice) { return isSine(choice) == answerIsSine; });
            QVERIFY2(sameKind >= 2, qPrintable(round[i].choices.join(QStringLiteral(" | "))));
        }
    }
    QCOMPARE(dimensionQuestions > 0, pe::challengeKinds(level).contains(pe::ChallengeKind::WhichDimension));
}

void TestChallenges::sameSeedSameRound()
{
    const auto round = [](int level, quint64 seed, int count) {
        QJsonArray questions;
        for (const pe::Question &question : pe::generateChallenges(level, seed, count))
            questions.append(pe::questionToJson(question));
        return QJsonDocument(questions).toJson();
    };
    QCOMPARE(round(2, 7, 10), round(2, 7, 10));
    QVERIFY(round(2, 7, 10) != round(2, 8, 10));
    // The first questions of a longer round are the shorter round's.
    QCOMPARE(pe::questionToJson(pe::generateChallenges(3, 5, 12)[3]), pe::questionToJson(pe::generateChallenges(3, 5, 4)[3]));
}

void TestChallenges::badRoundsAreRefused_data()
{
    QTest::addColumn<int>("level");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("message");
    QTest::newRow("level 0") << 0 << 10 << "level must be from 1 to 3 (got 0)";
    QTest::newRow("level 4") << 4 << 10 << "level must be from 1 to 3 (got 4)";
    QTest::newRow("no question") << 1 << 0 << "count must be from 1 to 100 (got 0)";
    QTest::newRow("too many") << 1 << 101 << "count must be from 1 to 100 (got 101)";
}

void TestChallenges::badRoundsAreRefused()
{
    QFETCH(int, level);
    QFETCH(int, count);
    QFETCH(QString, message);
    QVERIFY2(pe::challengeError(level, count).contains(message), qPrintable(pe::challengeError(level, count)));
    QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::generateChallenges(level, 1, count));
}

void TestChallenges::aRoundCountsPointsAndStreaks_data()
{
    QTest::addColumn<QString>("answers");  // r right, w wrong, one per question
    QTest::addColumn<int>("points");
    QTest::addColumn<int>("bestStreak");
    QTest::newRow("all right") << "rrrrr" << 5 << 5;
    QTest::newRow("all wrong") << "wwwww" << 0 << 0;
    QTest::newRow("a streak broken") << "rrwrr" << 4 << 2;
    QTest::newRow("the best streak last") << "rwrrr" << 4 << 3;
}

// Points and streaks are the answers' (recounted here), a question answers once, and the round
// made again (a change of language) gives the same ones.
void TestChallenges::aRoundCountsPointsAndStreaks()
{
    QFETCH(QString, answers);
    QFETCH(int, points);
    QFETCH(int, bestStreak);
    pe::ChallengeRound round({3, 11, int(answers.size()), {}});
    for (QChar answer : answers) {
        const pe::Question &question = round.question();
        // A wrong number is far outside the tolerance; a wrong choice is the next one.
        const double wrong = question.choices.isEmpty() ? question.answer + 10 * question.tolerance
                                                        : double((int(question.answer) + 1) % question.choices.size());
        QCOMPARE(round.answer(answer == u'r' ? question.answer : wrong), answer == u'r');
        QVERIFY(!round.answer(question.answer));  // once only
        if (round.current() == 2) {
            const pe::ChallengeRound again = round.regenerated();
            QCOMPARE(again.points(), round.points());
            QCOMPARE(again.current(), 2);
            QVERIFY(again.answered());
        }
        round.next();
    }
    QVERIFY(round.finished());
    QCOMPARE(round.points(), points);
    QCOMPARE(round.bestStreak(), bestStreak);
    int counted = 0;
    for (pe::ChallengeKind kind : pe::allChallengeKinds())
        counted += round.score(kind).first;
    QCOMPARE(counted, points);
}

void TestChallenges::chosenKindsAreAsked()
{
    const QList<pe::ChallengeKind> kinds{pe::ChallengeKind::WhichScheme, pe::ChallengeKind::FormulaNumber};
    const std::vector<pe::Question> questions = pe::generateChallenges(1, 3, 5, kinds);
    for (std::size_t i = 0; i < questions.size(); ++i)
        QCOMPARE(questions[i].kind, kinds[qsizetype(i % 2)]);
    // The challenge-kind table: every kind once, a name that reads back, a title, a question it makes.
    QSet<QString> titles;
    for (pe::ChallengeKind kind : pe::allChallengeKinds()) {
        pe::ChallengeKind read;
        QVERIFY(pe::challengeKindFromName(pe::challengeKindName(kind), &read));
        QCOMPARE(read, kind);
        QVERIFY(!pe::challengeKindTitle(kind).isEmpty() && !titles.contains(pe::challengeKindTitle(kind)));
        titles.insert(pe::challengeKindTitle(kind));
        QCOMPARE(pe::generateChallenges(3, 1, 1, {kind}).front().kind, kind);
    }
    pe::ChallengeKind unknown;
    QVERIFY(!pe::challengeKindFromName(QStringLiteral("guess"), &unknown));
}

void TestChallenges::aSlipIsNamed_data()
{
    QTest::addColumn<QString>("slip");
    QTest::addColumn<QString>("named");  // in the hint; empty: no hint
    QTest::newRow("degrees") << "degrees" << "degrees";
    QTest::newRow("the other function") << "other" << "takes the";
    QTest::newRow("the right answer") << "right" << "";
    QTest::newRow("a number far off") << "far" << "";
}

void TestChallenges::aSlipIsNamed()
{
    // PE(pos, dim) by hand: the angle pos / base^(2i/d_model) computed here, independently.
    QFETCH(QString, slip);
    QFETCH(QString, named);
    for (quint64 seed = 0; seed < 20; ++seed) {
        const pe::Question q = pe::generateChallenges(1, seed, 1, {pe::ChallengeKind::FormulaNumber}).front();
        const QJsonObject s = pe::questionToJson(q).value("settings").toObject();
        const int position = s.value("position").toInt(), dimension = s.value("dimension").toInt();
        const double angle = position / std::pow(s.value("base").toDouble(), 2.0 * (dimension / 2) / s.value("d_model").toDouble());
        const bool sine = dimension % 2 == 0;
        const double degrees = angle * M_PI / 180.0;
        const double given = slip == "degrees" ? (sine ? std::sin(degrees) : std::cos(degrees))
                             : slip == "other" ? (sine ? std::cos(angle) : std::sin(angle))
                             : slip == "right" ? q.answer : 7.0;  // far off: a sine or cosine is at most 1
        if (slip != "right" && slip != "far" && std::abs(given - q.answer) <= q.tolerance)
            continue;  // the slip happens to give the answer: nothing to name
        const QString hint = pe::slipHint(q, given);
        if (named.isEmpty())
            QVERIFY2(hint.isEmpty(), qPrintable(hint));
        else
            QVERIFY2(hint.contains(named), qPrintable(QStringLiteral("seed %1, given %2: \"%3\"").arg(seed).arg(given).arg(hint)));
    }
}

void TestChallenges::typedAnswersAreRead_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<bool>("read");
    QTest::addColumn<double>("value");
    QTest::newRow("0.14") << "0.14" << true << 0.14;
    QTest::newRow("full-width ０．１４") << "０．１４" << true << 0.14;  // refused before; every number box took it
    QTest::newRow("full-width minus －０．５") << "－０．５" << true << -0.5;
    QTest::newRow("minus sign −0.5") << "−0.5" << true << -0.5;
    QTest::newRow("decimal comma 0,84") << " 0,84 " << true << 0.84;
    QTest::newRow("full-width comma ０，８４") << "０，８４" << true << 0.84;
    QTest::newRow("a word") << "abc" << false << 0.0;
    QTest::newRow("nothing") << "" << false << 0.0;
}

void TestChallenges::typedAnswersAreRead()
{
    QFETCH(QString, typed);
    QFETCH(bool, read);
    QFETCH(double, value);
    bool ok = false;
    const double number = pe::parseStudentNumber(typed, &ok);
    QCOMPARE(ok, read);
    if (read)
        QCOMPARE(number, value);  // as the C locale reads the ASCII text: the same double
}

QTEST_GUILESS_MAIN(TestChallenges)
#include "test_challenges.moc"
