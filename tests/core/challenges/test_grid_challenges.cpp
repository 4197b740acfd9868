// "Which patch is most similar?": the answer is the core's argmax and the formula's, over many seeds
// and every level; the best leads the second by kPatchMargin; the researcher level asks where the
// nearest patch is not the most similar; the explanation is made of the question's own numbers; the
// kind reads back from its name and its questions from the JSON.

#include "challenges/questions.h"
#include "grid/grid_similarity.h"
#include "support/patch_scores.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>
#include <cmath>

namespace {

const pe::ChallengeKind kKind = pe::ChallengeKind::ClosestPatch;

pe::Question patchQuestion(int level, quint64 seed)
{
    return pe::generateChallenges(level, seed, 1, {kKind}).front();
}

// The lettered patches' scores as the core measures them, from the question's settings alone.
std::vector<double> coreScores(const QJsonObject &s)
{
    const pe::GridScheme *scheme = pe::gridScheme(s.value("scheme").toString());
    if (!scheme)
        return {};
    const pe::GridSize grid{s.value("rows").toInt(), s.value("columns").toInt()};
    const pe::Matrix similarities = scheme->similarities(scheme->matrix(grid, s.value("d_model").toInt(), s.value("base").toDouble()));
    const int marked = s.value("row").toInt() * grid.columns + s.value("column").toInt();
    std::vector<double> scores;
    for (const QJsonValue &choice : s.value("choices").toArray())
        scores.push_back(similarities(marked, choice["row"].toInt() * grid.columns + choice["column"].toInt()));
    return scores;
}

double distanceOf(const QJsonObject &s, int choice)
{
    const QJsonValue c = s.value("choices").toArray().at(choice);
    return std::hypot(c["row"].toInt() - s.value("row").toInt(), c["column"].toInt() - s.value("column").toInt());
}

// True when the right patch is nearer the marked one than every other lettered patch.
bool nearestWins(const pe::Question &question)
{
    const int answer = int(question.answer);
    for (int i = 0; i < question.choices.size(); ++i)
        if (i != answer && distanceOf(question.settings, i) <= distanceOf(question.settings, answer))
            return false;
    return true;
}

} // namespace

class TestGridChallenges : public QObject
{
    Q_OBJECT
private slots:
    void theAnswerIsTheArgmax_data();
    void theAnswerIsTheArgmax();
    void theBestLeadsClearly_data();
    void theBestLeadsClearly();
    void theNearestIsNotAlwaysTheAnswer_data();
    void theNearestIsNotAlwaysTheAnswer();
    void theExplanationReadsTheNumbers_data();
    void theExplanationReadsTheNumbers();
    void eachPartDropsFastThenSlowly_data();
    void eachPartDropsFastThenSlowly();
    void theKindReadsBackFromJson();
};

void TestGridChallenges::theAnswerIsTheArgmax_data()
{
    QTest::addColumn<int>("level");
    QTest::newRow("first look, when ticked") << 1;
    QTest::newRow("patterns") << 2;
    QTest::newRow("researcher") << 3;
}

// The core's measure and the formula written out agree to 1e-12, the numbers shown are them, and
// the right choice is their largest; the grid is one the app's 336 x 224 picture is cut into.
void TestGridChallenges::theAnswerIsTheArgmax()
{
    QFETCH(int, level);
    QSet<QString> schemes;
    for (quint64 seed = 0; seed < 60; ++seed) {
        const pe::Question question = patchQuestion(level, seed);
        const QJsonObject s = pe::questionToJson(question).value("settings").toObject();
        const QString where = QStringLiteral("seed %1: %2").arg(seed).arg(question.prompt);
        const std::vector<double> core = coreScores(s), formula = patch_scores::scores(s);
        QCOMPARE(core.size(), std::size_t(question.choices.size()));
        QCOMPARE(formula.size(), core.size());
        for (std::size_t i = 0; i < core.size(); ++i) {
            QVERIFY2(std::abs(core[i] - formula[i]) < 1e-12, qPrintable(where));
            QVERIFY2(std::abs(question.values[i] - core[i]) < 1e-12, qPrintable(where));
        }
        QCOMPARE(int(question.answer), patch_scores::argmax(core));
        QCOMPARE(s.value("rows").toInt(), 224 / s.value("patch_size").toInt());
        QCOMPARE(s.value("columns").toInt(), 336 / s.value("patch_size").toInt());
        QVERIFY2(s.value("rows").toInt() != s.value("columns").toInt(), qPrintable(where));
        QCOMPARE(question.choices.size(), level <= 2 ? 3 : 4);
        schemes.insert(s.value("scheme").toString());
    }
    // Up to level 2 the sin-cos alone; level 3 every grid scheme of the table.
    QCOMPARE(schemes.size(), level <= 2 ? 1 : int(pe::gridSchemes().size()));
}

void TestGridChallenges::theBestLeadsClearly_data()
{
    QTest::addColumn<int>("level");
    QTest::newRow("patterns") << 2;
    QTest::newRow("researcher") << 3;
}

void TestGridChallenges::theBestLeadsClearly()
{
    QFETCH(int, level);
    for (quint64 seed = 100; seed < 200; ++seed) {
        const pe::Question question = patchQuestion(level, seed);
        std::vector<double> sorted = question.values;
        std::sort(sorted.begin(), sorted.end(), std::greater<>());
        QVERIFY2(sorted[0] - sorted[1] >= pe::kPatchMargin,
                 qPrintable(QStringLiteral("seed %1: %2 against %3").arg(seed).arg(sorted[0]).arg(sorted[1])));
    }
}

void TestGridChallenges::theNearestIsNotAlwaysTheAnswer_data()
{
    QTest::addColumn<int>("level");
    // Of 60 questions, how many have an answer a whole patch or more farther than the nearest
    // other lettered patch (at least), and how many one not the nearest at all (at most).
    QTest::addColumn<int>("fewestSurprises");
    QTest::addColumn<int>("mostSurprises");
    QTest::newRow("patterns: about one in three") << 2 << 12 << 36;
    QTest::newRow("researcher: nearly all") << 3 << 55 << 60;
}

void TestGridChallenges::theNearestIsNotAlwaysTheAnswer()
{
    QFETCH(int, level);
    QFETCH(int, fewestSurprises);
    QFETCH(int, mostSurprises);
    int surprises = 0, clear = 0;
    for (quint64 seed = 0; seed < 60; ++seed) {
        const pe::Question question = patchQuestion(level, seed);
        if (nearestWins(question))
            continue;
        ++surprises;
        // Clearly farther: a whole patch or more beyond the nearest of the others.
        double nearestOther = 1e9;
        for (int i = 0; i < question.choices.size(); ++i)
            if (i != int(question.answer))
                nearestOther = std::min(nearestOther, distanceOf(question.settings, i));
        clear += distanceOf(question.settings, int(question.answer)) >= nearestOther + 1.0 ? 1 : 0;
    }
    qInfo() << "level" << level << ":" << surprises << "of 60 answers are not the nearest patch," << clear << "a patch or more farther";
    QVERIFY2(clear >= fewestSurprises && surprises <= mostSurprises, qPrintable(QStringLiteral("%1, %2").arg(clear).arg(surprises)));
}

void TestGridChallenges::theExplanationReadsTheNumbers_data()
{
    QTest::addColumn<int>("level");
    QTest::addColumn<bool>("nearest");  // a question whose answer is the nearest patch, or one whose is not
    QTest::newRow("the nearest wins") << 2 << true;
    QTest::newRow("a farther patch wins") << 2 << false;
    QTest::newRow("a farther patch wins, researcher") << 3 << false;
}

// "B: 0.93, A: 0.88, C: 0.71" in falling order, the distances where the nearest loses; another
// question's numbers, another explanation.
void TestGridChallenges::theExplanationReadsTheNumbers()
{
    QFETCH(int, level);
    QFETCH(bool, nearest);
    QStringList explanations;
    for (quint64 seed = 0; seed < 200 && explanations.size() < 3; ++seed) {
        const pe::Question question = patchQuestion(level, seed);
        if (nearestWins(question) != nearest)
            continue;
        QList<int> order;
        for (int i = 0; i < question.choices.size(); ++i)
            order.append(i);
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return question.values[std::size_t(a)] > question.values[std::size_t(b)]; });
        QStringList listed;
        for (int i : order)
            listed.append(QStringLiteral("%1: %2").arg(QChar(u'A' + i)).arg(question.values[std::size_t(i)], 0, 'f', 2));
        QVERIFY2(question.explanation.contains(listed.join(QStringLiteral(", "))), qPrintable(question.explanation));
        QCOMPARE(question.explanation.contains(QStringLiteral("is also the most similar")), nearest);
        if (!nearest)
            QVERIFY2(question.explanation.contains(QString::number(distanceOf(question.settings, int(question.answer)), 'f', 1)),
                     qPrintable(question.explanation));
        QVERIFY2(!question.explanation.contains(QLatin1Char('_')) && !question.explanation.contains(QStringLiteral("::")),
                 qPrintable(question.explanation));  // no code on screen
        explanations.append(question.explanation);
    }
    QCOMPARE(explanations.size(), 3);
    QCOMPARE(QSet<QString>(explanations.begin(), explanations.end()).size(), 3);
}

void TestGridChallenges::eachPartDropsFastThenSlowly_data()
{
    QTest::addColumn<QString>("scheme");
    QTest::addColumn<bool>("alongRows");
    for (const pe::GridScheme &scheme : pe::gridSchemes())
        for (bool alongRows : {false, true})
            QTest::addRow("%s, along the %s", scheme.name, alongRows ? "rows" : "columns") << QString::fromLatin1(scheme.name) << alongRows;
}

// What the explanation says of every scheme the kind asks about, on the largest grid it asks: from
// patch (0, 0) along one axis, the similarity (or score) drops at least twice as fast per patch over
// the first three patches as from there to the edge.
void TestGridChallenges::eachPartDropsFastThenSlowly()
{
    QFETCH(QString, scheme);
    QFETCH(bool, alongRows);
    const pe::GridScheme *entry = pe::gridScheme(scheme);
    const pe::GridSize grid{8, 12};
    const pe::Matrix s = entry->similarities(entry->matrix(grid, 64, entry->defaultBase));
    const int last = alongRows ? grid.rows - 1 : grid.columns - 1;
    const auto along = [&](int offset) { return s(0, alongRows ? offset * grid.columns : offset); };
    const double first = (along(0) - along(3)) / 3, later = (along(3) - along(last)) / (last - 3);
    QVERIFY2(first >= 2 * later && first > 0.02,
             qPrintable(QStringLiteral("%1 a patch at first, %2 later").arg(first).arg(later)));
}

// Its name reads back, a round asks it, and its question survives JSON: the settings that
// recompute it come back as they were written.
void TestGridChallenges::theKindReadsBackFromJson()
{
    pe::ChallengeKind read;
    QVERIFY(pe::challengeKindFromName(QStringLiteral("closest-patch"), &read));
    QCOMPARE(read, kKind);
    QCOMPARE(pe::challengeKindName(kKind), QStringLiteral("closest-patch"));
    QCOMPARE(pe::challengeKindTitle(kKind), QStringLiteral("Which patch is most similar?"));
    for (int level : {2, 3})
        QVERIFY(pe::challengeKinds(level).contains(kKind));
    QVERIFY(!pe::challengeKinds(1).contains(kKind));
    const pe::Question question = patchQuestion(3, 8);
    const QJsonObject json = pe::questionToJson(question);
    const QJsonObject again = QJsonDocument::fromJson(QJsonDocument(json).toJson()).object();
    QCOMPARE(again, json);
    QCOMPARE(again.value("kind").toString(), QStringLiteral("closest-patch"));
    QCOMPARE(again.value("answer").toInt(), int(question.answer));
    QCOMPARE(patch_scores::argmax(patch_scores::scores(again.value("settings").toObject())), int(question.answer));
}

QTEST_GUILESS_MAIN(TestGridChallenges)
#include "test_grid_challenges.moc"
