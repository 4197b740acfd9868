// What the Training Lab writes after a run comes from the run's measured accuracy: the verdict
// (learned, partly, at chance, below), the averages at and past the training length, the
// comparison with the model without position, and the task's own reason.

#include "math/random_numbers.h"
#include "training/outcome.h"

#include <QtTest>
#include <cmath>

namespace {

pe::TrainingSettings run(pe::TrainingTask task, std::optional<pe::Scheme> position, int layers = 1)
{
    pe::TrainingSettings settings;
    settings.task = task;
    settings.position = position;
    settings.layers = layers;
    settings.trainLength = 8;
    settings.testLength = 16;
    return settings;
}

// Accuracy `at` for every training length from `shortest`, `past` (nullopt: no encoding) beyond.
std::vector<pe::LengthAccuracy> byLength(int shortest, double at, std::optional<double> past)
{
    std::vector<pe::LengthAccuracy> lengths;
    for (int n = shortest; n <= 16; ++n)
        lengths.push_back({n, n <= 8 ? std::optional(at) : past});
    return lengths;
}

QString percent(double share)
{
    return QStringLiteral("%1 %").arg(100.0 * share, 0, 'f', share < 0.1 ? 1 : 0);
}

} // namespace

class TestTrainingOutcome : public QObject
{
    Q_OBJECT
private slots:
    void verdicts_data();
    void verdicts();
    void textsSayWhatWasMeasured_data();
    void textsSayWhatWasMeasured();
    void averagesAreTheLengthsMeans();
    void randomRunsAreNamedByTheirNumbers();
};

void TestTrainingOutcome::verdicts_data()
{
    QTest::addColumn<double>("accuracy");
    QTest::addColumn<double>("chance");
    QTest::addColumn<int>("verdict");
    QTest::newRow("who did it, 97 %") << 0.97 << 0.5 << int(pe::Verdict::Learned);
    QTest::newRow("who did it, exactly 90 %") << 0.9 << 0.5 << int(pe::Verdict::Learned);
    QTest::newRow("who did it, 54 %") << 0.54 << 0.5 << int(pe::Verdict::AtChance);
    QTest::newRow("who did it, 46 %") << 0.46 << 0.5 << int(pe::Verdict::AtChance);
    QTest::newRow("who did it, 70 %") << 0.7 << 0.5 << int(pe::Verdict::Partly);
    QTest::newRow("who did it, 30 %") << 0.3 << 0.5 << int(pe::Verdict::BelowChance);
    QTest::newRow("symbols, 10 %") << 0.1 << 1.0 / 16 << int(pe::Verdict::AtChance);
    QTest::newRow("symbols, 28 %") << 0.28 << 1.0 / 16 << int(pe::Verdict::Partly);
    QTest::newRow("symbols, 0 %") << 0.0 << 1.0 / 16 << int(pe::Verdict::BelowChance);
}

void TestTrainingOutcome::verdicts()
{
    QFETCH(double, accuracy);
    QFETCH(double, chance);
    QFETCH(int, verdict);
    QCOMPARE(int(pe::verdictOf(accuracy, chance)), verdict);
}

void TestTrainingOutcome::textsSayWhatWasMeasured_data()
{
    QTest::addColumn<pe::TrainingSettings>("settings");
    QTest::addColumn<int>("stepsDone");
    QTest::addColumn<double>("at");
    QTest::addColumn<std::optional<double>>("past");
    QTest::addColumn<std::optional<double>>("withoutPosition");
    QTest::addColumn<QStringList>("says");
    QTest::addColumn<QStringList>("doesNotSay");
    const auto who = pe::TrainingTask::WhoDidIt;
    QTest::newRow("sinusoidal learns who did it, falls past")
        << run(who, pe::Scheme::Sinusoidal) << 300 << 0.98 << std::optional(0.7) << std::optional(0.5)
        << QStringList{"Learned: 98 % right at 5 to 8 tokens (guessing scores 50 %).", "falls to 70 % (9 to 16 tokens)",
                       "Better than the model without position (50 %).", "which noun comes first", "gave the model that"}
        << QStringList{"Stopped", "did not"};
    QTest::newRow("learned table: no encoding past")
        << run(who, pe::Scheme::Learned) << 300 << 0.99 << std::optional<double>() << std::optional<double>()
        << QStringList{"Learned: 99 %", "Past 8 tokens it has no encoding"} << QStringList{"falls", "keeps", "without position ("};
    QTest::newRow("previous, causal: below the model without position")
        << [] { auto s = run(pe::TrainingTask::Previous, pe::Scheme::Sinusoidal); s.causal = true; return s; }() << 300 << 0.28
        << std::optional(0.14) << std::optional(0.66)
        << QStringList{"Partly learned: 28 % right at 2 to 8 tokens (guessing scores 6.3 %).", "Worse than the model without position (66 %).",
                       "the one just before it", "In 300 steps these positions did not give it that."}
        << QStringList{"Learned:", "try 2 layers"};
    QTest::newRow("reverse, one block, stopped")
        << run(pe::TrainingTask::Reverse, pe::Scheme::Rope) << 120 << 0.41 << std::optional(0.2) << std::optional(0.41)
        << QStringList{"Stopped after 120 of 300 steps.", "No better than the model without position (41 %).", "both ends",
                       "try 2 layers"}
        << QStringList{"Learned:"};
    QTest::newRow("reverse, two blocks: no layer hint")
        << run(pe::TrainingTask::Reverse, pe::Scheme::Rope, 2) << 300 << 0.5 << std::optional(0.2) << std::optional<double>()
        << QStringList{"In 300 steps these positions did not give it that."} << QStringList{"try 2 layers"};
    QTest::newRow("rope keeps it past the training length")
        << run(pe::TrainingTask::Previous, pe::Scheme::Rope) << 300 << 0.96 << std::optional(0.95) << std::optional<double>()
        << QStringList{"Past the training length it keeps that: 95 % at 9 to 16 tokens."} << QStringList{"falls"};
    QTest::newRow("no position, who did it: at chance, and why")
        << run(who, std::nullopt) << 300 << 0.5 << std::optional(0.5) << std::optional<double>()
        << QStringList{"At chance: 50 %", "both orders of a sentence give the model the same numbers"}
        << QStringList{"Learned", "model without position ("};
    QTest::newRow("no position, reverse: guessing from the bag, not learned")
        << run(pe::TrainingTask::Reverse, std::nullopt) << 300 << 0.41 << std::optional(0.2) << std::optional<double>()
        << QStringList{"Without position: 41 % right", "once in n for n symbols"} << QStringList{"learned"};
    QTest::newRow("no position, previous, causal: the mask's clue")
        << [] { auto s = run(pe::TrainingTask::Previous, std::nullopt); s.causal = true; return s; }() << 300 << 0.66
        << std::optional(0.4) << std::optional<double>()
        << QStringList{"Partly learned: 66 %", "causal mask"} << QStringList{"bag of symbols"};
}

void TestTrainingOutcome::textsSayWhatWasMeasured()
{
    QFETCH(pe::TrainingSettings, settings);
    QFETCH(int, stepsDone);
    QFETCH(double, at);
    QFETCH(std::optional<double>, past);
    QFETCH(std::optional<double>, withoutPosition);
    QFETCH(QStringList, says);
    QFETCH(QStringList, doesNotSay);
    const int shortest = pe::taskDefinition(settings.task, settings.language).shortest;
    const pe::RunOutcome outcome = pe::measureOutcome(settings, byLength(shortest, at, past));
    const QString text = pe::outcomeText(settings, stepsDone, outcome, withoutPosition);
    for (const QString &part : says)
        QVERIFY2(text.contains(part), qPrintable(QStringLiteral("missing «%1» in: %2").arg(part, text)));
    for (const QString &part : doesNotSay)
        QVERIFY2(!text.contains(part), qPrintable(QStringLiteral("«%1» in: %2").arg(part, text)));
}

void TestTrainingOutcome::averagesAreTheLengthsMeans()
{
    const pe::TrainingSettings settings = run(pe::TrainingTask::Previous, pe::Scheme::Learned);
    std::vector<pe::LengthAccuracy> lengths;
    for (int n = 2; n <= 16; ++n)
        lengths.push_back({n, n <= 8 ? std::optional(n / 10.0) : (n <= 10 ? std::optional(0.5) : std::nullopt)});
    const pe::RunOutcome outcome = pe::measureOutcome(settings, lengths);
    QVERIFY(std::abs(outcome.atTraining - 0.5) < 1e-15);  // (0.2 + … + 0.8) / 7
    QVERIFY(outcome.beyond);
    QVERIFY(std::abs(*outcome.beyond - 0.5) < 1e-15);
    QVERIFY(outcome.beyondUnreadable);
    QCOMPARE(outcome.verdict, pe::Verdict::Partly);
}

void TestTrainingOutcome::randomRunsAreNamedByTheirNumbers()
{
    // Whatever the numbers, the text names the verdict verdictOf() gives and prints the measured mean.
    pe::RandomNumbers random(7);
    const QHash<pe::Verdict, QString> words{{pe::Verdict::Learned, QStringLiteral("Learned:")},
                                            {pe::Verdict::Partly, QStringLiteral("Partly learned:")},
                                            {pe::Verdict::AtChance, QStringLiteral("At chance:")},
                                            {pe::Verdict::BelowChance, QStringLiteral("Below chance:")}};
    for (int trial = 0; trial < 2000; ++trial) {
        const auto task = pe::allTasks().value(random.below(3));
        const pe::TrainingSettings settings = run(task, pe::Scheme::Sinusoidal);
        const int shortest = pe::taskDefinition(task, settings.language).shortest;
        std::vector<pe::LengthAccuracy> lengths;
        double sum = 0.0;
        for (int n = shortest; n <= 16; ++n) {
            const double accuracy = random.below(1001) / 1000.0;
            lengths.push_back({n, accuracy});
            if (n <= 8)
                sum += accuracy;
        }
        const double mean = sum / (8 - shortest + 1);
        const pe::RunOutcome outcome = pe::measureOutcome(settings, lengths);
        QVERIFY(std::abs(outcome.atTraining - mean) < 1e-12);
        const pe::Verdict verdict = pe::verdictOf(mean, pe::chanceAccuracy(task));
        const QString text = pe::outcomeText(settings, settings.steps, outcome, std::nullopt);
        QVERIFY2(text.startsWith(words[verdict] + QLatin1Char(' ') + percent(mean)), qPrintable(text));
    }
}

QTEST_APPLESS_MAIN(TestTrainingOutcome)
#include "test_training_outcome.moc"
