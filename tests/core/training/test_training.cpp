// Training runs: what the Training Lab claims, measured with the default settings. Without
// position an encoder gives both orders of a sentence the same answer (so it can be right on at
// most half of them); with the sinusoid, a learned table or RoPE it learns who did it; a learned
// table has no encoding past its length; the same seed gives the same run, bit for bit; RoPE's
// scaling changes only what lies past the training length.

#include "training/layers.h"
#include "training/run.h"

#include <QtTest>

using pe::Scheme;
using pe::TaskLanguage;

Q_DECLARE_METATYPE(std::optional<pe::Scheme>)
Q_DECLARE_METATYPE(pe::TaskLanguage)
Q_DECLARE_METATYPE(pe::RopeScaling)

namespace {

pe::TrainingSettings settingsWith(std::optional<Scheme> position, TaskLanguage language = TaskLanguage::English)
{
    pe::TrainingSettings settings;
    settings.position = position;
    settings.language = language;
    return settings;
}

pe::Trainer trained(const pe::TrainingSettings &settings)
{
    pe::Trainer trainer(settings);
    while (trainer.stepsDone() < settings.steps)
        trainer.step();
    return trainer;
}

// The test batch of one length split into its two halves: the sentences and the same sentences
// in the other order (see pe::kTestSentences).
std::pair<pe::Batch, pe::Batch> halves(const pe::Batch &batch)
{
    pe::Batch first = batch, second = batch;
    const int half = batch.shape.sentences / 2;
    const auto middle = batch.ids.begin() + std::ptrdiff_t(half) * batch.shape.tokens;
    first.shape.sentences = second.shape.sentences = half;
    first.ids.assign(batch.ids.begin(), middle);
    second.ids.assign(middle, batch.ids.end());
    first.labels.assign(batch.labels.begin(), batch.labels.begin() + half);
    second.labels.assign(batch.labels.begin() + half, batch.labels.end());
    return {first, second};
}

} // namespace

class TestTraining : public QObject
{
    Q_OBJECT
private slots:
    void withoutPositionBothOrdersLookTheSame_data();
    void withoutPositionBothOrdersLookTheSame();
    void positionLearnsWhoDidIt_data();
    void positionLearnsWhoDidIt();
    void learnedTableHasNoEncodingPastItsLength();
    void sameSeedSameRun();
    void badSettingsAreNamed_data();
    void badSettingsAreNamed();
    void ropeScalingActsPastTheTrainingLength_data();
    void ropeScalingActsPastTheTrainingLength();
    void layerNormErasesOnlyTheSameNumberEverywhere();
};

void TestTraining::withoutPositionBothOrdersLookTheSame_data()
{
    QTest::addColumn<std::optional<Scheme>>("position");
    QTest::addColumn<TaskLanguage>("language");
    QTest::newRow("none, English") << std::optional<Scheme>() << TaskLanguage::English;
    QTest::newRow("none, Chinese") << std::optional<Scheme>() << TaskLanguage::Chinese;
}

void TestTraining::withoutPositionBothOrdersLookTheSame()
{
    QFETCH(std::optional<Scheme>, position);
    QFETCH(TaskLanguage, language);
    const pe::Trainer trainer = trained(settingsWith(position, language));
    for (const pe::LengthAccuracy &measured : trainer.testAccuracyByLength()) {
        const auto [sentences, reordered] = halves(trainer.testBatch(measured.length));
        // The mean over tokens of a model without position is a function of the multiset of
        // words alone, and both orders have the same words: identical outputs up to rounding.
        const double difference = (trainer.logits(sentences) - trainer.logits(reordered)).cwiseAbs().maxCoeff();
        QVERIFY2(difference <= 1e-12, qPrintable(QStringLiteral("length %1: the two orders differ by %2").arg(measured.length).arg(difference)));
        QVERIFY(sentences.labels != reordered.labels);
        QVERIFY2(measured.accuracy && *measured.accuracy <= pe::chanceAccuracy(pe::TrainingTask::WhoDidIt),
                 qPrintable(QStringLiteral("length %1: accuracy %2 above chance").arg(measured.length).arg(measured.accuracy.value_or(-1))));
    }
}

void TestTraining::positionLearnsWhoDidIt_data()
{
    QTest::addColumn<std::optional<Scheme>>("position");
    QTest::addColumn<TaskLanguage>("language");
    for (const auto &[name, language] : {std::pair{"English", TaskLanguage::English}, {"Chinese", TaskLanguage::Chinese}}) {
        QTest::addRow("sinusoidal, %s", name) << std::optional(Scheme::Sinusoidal) << language;
        QTest::addRow("learned, %s", name) << std::optional(Scheme::Learned) << language;
        QTest::addRow("rope, %s", name) << std::optional(Scheme::Rope) << language;
    }
}

void TestTraining::positionLearnsWhoDidIt()
{
    QFETCH(std::optional<Scheme>, position);
    QFETCH(TaskLanguage, language);
    const pe::Trainer trainer = trained(settingsWith(position, language));
    for (const pe::LengthAccuracy &measured : trainer.testAccuracyByLength()) {
        if (measured.length > trainer.settings().trainLength)
            break;
        QVERIFY(measured.accuracy);
        QVERIFY2(*measured.accuracy >= 0.95, qPrintable(QStringLiteral("length %1: test accuracy %2 < 0.95")
                                                             .arg(measured.length).arg(*measured.accuracy)));
    }
}

void TestTraining::learnedTableHasNoEncodingPastItsLength()
{
    pe::TrainingSettings settings = settingsWith(Scheme::Learned);
    settings.steps = 1;
    const pe::Trainer trainer = trained(settings);
    QCOMPARE(trainer.parameters().position.rows(), settings.trainLength);
    const std::vector<pe::LengthAccuracy> measured = trainer.testAccuracyByLength();
    QCOMPARE(measured.front().length, 5);
    QCOMPARE(measured.back().length, settings.testLength);
    for (const pe::LengthAccuracy &m : measured)
        QCOMPARE(m.accuracy.has_value(), m.length <= settings.trainLength);
}

void TestTraining::sameSeedSameRun()
{
    pe::TrainingSettings settings = settingsWith(Scheme::Rope);
    settings.steps = 25;
    const pe::Trainer first = trained(settings), second = trained(settings);
    QCOMPARE(first.losses(), second.losses());
    QVERIFY(first.parameters().blocks[0].wq == second.parameters().blocks[0].wq);
    QVERIFY(first.parameters().headWeight == second.parameters().headWeight);
    settings.seed += 1;
    const pe::Trainer other = trained(settings);
    QVERIFY(other.losses() != first.losses());
}

void TestTraining::badSettingsAreNamed_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("value");
    QTest::addColumn<QString>("named");
    QTest::newRow("no steps") << "steps" << 0 << "steps";
    QTest::newRow("empty batch") << "batch" << 0 << "batch";
    QTest::newRow("training shorter than a sentence") << "trainLength" << 4 << "training length";
    QTest::newRow("test shorter than training") << "testLength" << 7 << "test length";
    QTest::newRow("heads that do not divide d_model") << "heads" << 3 << "heads";
    QTest::newRow("five layers") << "layers" << 5 << "layers";
    QTest::newRow("d_model too wide") << "dModel" << 1000 << "d_model";
}

void TestTraining::badSettingsAreNamed()
{
    QFETCH(QString, field);
    QFETCH(int, value);
    QFETCH(QString, named);
    pe::TrainingSettings settings;
    QVERIFY(pe::validationError(settings).isEmpty());
    int *target = field == QLatin1String("steps") ? &settings.steps
                  : field == QLatin1String("batch") ? &settings.batch
                  : field == QLatin1String("trainLength") ? &settings.trainLength
                  : field == QLatin1String("testLength") ? &settings.testLength
                  : field == QLatin1String("heads") ? &settings.heads
                  : field == QLatin1String("layers") ? &settings.layers
                                                     : &settings.dModel;
    *target = value;
    const QString error = pe::validationError(settings);
    QVERIFY2(error.contains(named), qPrintable(error));
    QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::Trainer{settings});
}

void TestTraining::ropeScalingActsPastTheTrainingLength_data()
{
    QTest::addColumn<pe::RopeScaling>("scaling");
    QTest::newRow("none") << pe::RopeScaling::None;
    QTest::newRow("position interpolation") << pe::RopeScaling::Interpolation;
    QTest::newRow("NTK-aware base") << pe::RopeScaling::Ntk;
    QTest::newRow("dynamic NTK") << pe::RopeScaling::DynamicNtk;
    QTest::newRow("YaRN") << pe::RopeScaling::Yarn;
    QTest::newRow("Llama 3") << pe::RopeScaling::Llama3;
}

// "Train on 8, test on 16": the factor is 16 / 8 = 2 at length 16, and the model's tables are
// the explorer's scaled angles (ropeAngles(), written independently) for each head's width; up
// to the training length nothing is scaled, so training and the short tests do not change.
void TestTraining::ropeScalingActsPastTheTrainingLength()
{
    QFETCH(pe::RopeScaling, scaling);
    pe::TrainingSettings settings = settingsWith(Scheme::Rope);
    settings.task = pe::TrainingTask::Previous;
    settings.causal = true;
    settings.steps = 20;
    settings.schemeSettings.ropeScale.scaling = scaling;
    const pe::ModelConfig config = pe::modelConfig(settings);
    QCOMPARE(config.schemeSettings.maxLen, 8);
    QCOMPARE(pe::ropeScaleFor(config, 8), pe::RopeScale());
    // L0 is the training length; dynamic NTK reads the length itself, with factor 1.
    pe::RopeScale expected = settings.schemeSettings.ropeScale;
    expected.originalLength = 8;
    expected.factor = scaling == pe::RopeScaling::DynamicNtk ? 1.0 : 2.0;
    QCOMPARE(pe::ropeScaleFor(config, 16), expected);
    const int headWidth = config.dModel / config.heads;
    const pe::RopeTables tables = pe::ropeTables(16, headWidth, config.base, pe::ropeScaleFor(config, 16));
    const pe::Matrix angles = pe::ropeAngles(16, headWidth, config.base, expected);
    const double attention = pe::ropeAttentionFactor(expected);  // YaRN's, else 1
    QVERIFY((tables.cosines - attention * angles.array().cos().matrix()).cwiseAbs().maxCoeff() <= 1e-12);
    QVERIFY((tables.sines - attention * angles.array().sin().matrix()).cwiseAbs().maxCoeff() <= 1e-12);
    if (scaling == pe::RopeScaling::DynamicNtk) {  // then it is NTK at s = n / L0, at every test length
        for (int n : {9, 12, 16})
            QVERIFY((pe::ropeTables(n, headWidth, config.base, expected).cosines
                     - pe::ropeTables(n, headWidth, config.base, {pe::RopeScaling::Ntk, n / 8.0}).cosines).cwiseAbs().maxCoeff() <= 1e-12);
    }

    pe::TrainingSettings unscaled = settings;
    unscaled.schemeSettings.ropeScale.scaling = pe::RopeScaling::None;
    const pe::Trainer trainer = trained(settings), reference = trained(unscaled);
    QCOMPARE(trainer.losses(), reference.losses());
    for (int length : {settings.trainLength, 12, 16}) {
        const bool same = trainer.logits(trainer.testBatch(length)) == reference.logits(reference.testBatch(length));
        QCOMPARE(same, length <= settings.trainLength || scaling == pe::RopeScaling::None);
    }
}

// Why integer and normalized positions go into one dimension: added to every dimension, the same
// number is the vector's mean, and LayerNorm subtracts it; in one dimension it survives.
void TestTraining::layerNormErasesOnlyTheSameNumberEverywhere()
{
    const pe::Matrix words = pe::randomNormalMatrix(6, 16, 0.02, 7);
    const pe::Matrix gain = pe::Matrix::Ones(1, 16), bias = pe::Matrix::Zero(1, 16);
    pe::Matrix everywhere = words, firstOnly = words;
    for (int pos = 0; pos < 6; ++pos) {
        everywhere.row(pos).array() += pos;
        firstOnly(pos, 0) += pos;
    }
    const auto normalized = [&](const pe::Matrix &in) {
        pe::Matrix out;
        pe::Vector mean, rstd;
        pe::layerNormForward(out, mean, rstd, in, gain, bias);
        return out;
    };
    QVERIFY((normalized(everywhere) - normalized(words)).cwiseAbs().maxCoeff() <= 1e-9);
    QVERIFY((normalized(firstOnly) - normalized(words)).cwiseAbs().maxCoeff() > 0.5);
}

QTEST_GUILESS_MAIN(TestTraining)
#include "test_training.moc"
