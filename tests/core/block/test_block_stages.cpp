// Inside one block, stage by stage: without position every stage of "the man bit the dog" is
// "the dog bit the man"'s reordered, for every score function; with position the stages from
// where it enters on differ; the four terms of a score sum to it; the stages are the training
// core's forward pass; the lab's block reads the lab's input and projections. (Each stage against
// the formula written out from the exported weights: tests/app/block_reference.py.)

#include "block/export.h"
#include "support/matrix_compare.h"
#include "text/tokenizer.h"

#include <QtTest>

Q_DECLARE_METATYPE(pe::Scheme)
Q_DECLARE_METATYPE(pe::Score)
Q_DECLARE_METATYPE(pe::Projection)

namespace {

QStringList words(const QString &text)
{
    return pe::tokenTexts(pe::tokenize(text));
}

pe::AttentionOptions labOptions(pe::Scheme scheme, pe::Score score = pe::Score::Scaled, int heads = 2)
{
    pe::AttentionOptions options;
    options.dModel = 16;
    options.heads = heads;
    options.scheme = scheme;
    options.score = score;
    options.projection = pe::Projection::Random;
    options.seed = 7;
    return options;
}

std::vector<pe::BlockStage> stagesOf(const QStringList &tokens, const pe::AttentionOptions &options, bool concatenate = false)
{
    const pe::AttentionResult result = pe::computeAttention(tokens, options);
    return pe::blockStages(pe::untrainedBlock(options, int(tokens.size()), concatenate), pe::labBlockInput(result, options, concatenate));
}

const pe::BlockStage &named(const std::vector<pe::BlockStage> &stages, const QString &name)
{
    static const pe::BlockStage none;
    for (const pe::BlockStage &stage : stages)
        if (stage.name == name)
            return stage;
    return none;
}

} // namespace

class TestBlockStages : public QObject
{
    Q_OBJECT
private slots:
    void withoutPositionEveryStageIsReordered_data();
    void withoutPositionEveryStageIsReordered();
    void positionChangesTheStagesFromWhereItEnters_data();
    void positionChangesTheStagesFromWhereItEnters();
    void scoreTermsSumToTheScores_data();
    void scoreTermsSumToTheScores();
    void stagesAreTheTrainingCoresForwardPass();
    void untrainedBlockReadsTheLabsInput_data();
    void untrainedBlockReadsTheLabsInput();
    void refusedSetUps_data();
    void refusedSetUps();
    void exportNamesEveryStageAndWeight();
};

void TestBlockStages::withoutPositionEveryStageIsReordered_data()
{
    QTest::addColumn<pe::Score>("score");
    QTest::addColumn<int>("heads");
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    for (const pe::Score score : pe::allScores())
        QTest::addRow("%s, 2 heads", qPrintable(pe::scoreName(score))) << score << 2 << QStringLiteral("the dog bit the man")
                                                                      << QStringLiteral("the man bit the dog");
    QTest::newRow("scaled, 1 head, Chinese") << pe::Score::Scaled << 1 << QStringLiteral("我爱你") << QStringLiteral("你爱我");
    QTest::newRow("scaled, 4 heads, reversed") << pe::Score::Scaled << 4 << QStringLiteral("tigers love rabbits")
                                               << QStringLiteral("rabbits love tigers");
}

// Attention without position is permutation-equivariant, and so is every other stage of a block:
// LayerNorm, the projections and the feed-forward layer act on each token alone, and the mean
// over the tokens does not see their order at all.
void TestBlockStages::withoutPositionEveryStageIsReordered()
{
    QFETCH(pe::Score, score);
    QFETCH(int, heads);
    QFETCH(QString, a);
    QFETCH(QString, b);
    pe::AttentionOptions options = labOptions(pe::Scheme::Sinusoidal, score, heads);
    options.positional = false;
    const std::vector<int> permutation = *pe::tokenPermutation(words(a), words(b));
    const auto stagesA = stagesOf(words(a), options), stagesB = stagesOf(words(b), options);
    QCOMPARE(stagesA.size(), stagesB.size());
    QVERIFY(named(stagesA, QStringLiteral("pooled")).data.size() > 0);
    for (std::size_t s = 0; s < stagesA.size(); ++s) {
        QCOMPARE(stagesA[s].name, stagesB[s].name);
        QVERIFY2(!stagesA[s].positionEnters, qPrintable(stagesA[s].name));
        const double difference = pe::stageDifference(stagesA[s], stagesB[s], permutation);
        QVERIFY2(difference <= 1e-12, qPrintable(QStringLiteral("%1 differs by %2").arg(stagesA[s].name).arg(difference)));
    }
}

void TestBlockStages::positionChangesTheStagesFromWhereItEnters_data()
{
    QTest::addColumn<pe::Scheme>("scheme");
    QTest::addColumn<bool>("causal");
    QTest::addColumn<QString>("enters");  // the first stage that carries the position
    QTest::newRow("sinusoidal") << pe::Scheme::Sinusoidal << false << QStringLiteral("positions");
    QTest::newRow("learned") << pe::Scheme::Learned << false << QStringLiteral("positions");
    QTest::newRow("rope") << pe::Scheme::Rope << false << QStringLiteral("q");
    QTest::newRow("t5") << pe::Scheme::T5 << false << QStringLiteral("scores");
    QTest::newRow("shaw") << pe::Scheme::Shaw << false << QStringLiteral("scores");
    QTest::newRow("alibi, causal") << pe::Scheme::Alibi << true << QStringLiteral("scores");
}

// Before the position enters, the two orders are the same up to reordering; from there on the
// weights, the block's output and the pooled vector differ; and the strip marks where it enters.
void TestBlockStages::positionChangesTheStagesFromWhereItEnters()
{
    QFETCH(pe::Scheme, scheme);
    QFETCH(bool, causal);
    QFETCH(QString, enters);
    pe::AttentionOptions options = labOptions(scheme);
    options.causal = causal;
    const QStringList a = words(QStringLiteral("the dog bit the man")), b = words(QStringLiteral("the man bit the dog"));
    const std::vector<int> permutation = *pe::tokenPermutation(a, b);
    const auto stagesA = stagesOf(a, options), stagesB = stagesOf(b, options);
    bool entered = false;
    for (std::size_t s = 0; s < stagesA.size(); ++s) {
        const pe::BlockStage &stage = stagesA[s];
        entered = entered || stage.name == enters;
        QCOMPARE(stage.positionEnters, stage.name == enters || (stage.name == QLatin1String("x_in") && enters == QLatin1String("positions"))
                                           || (stage.name == QLatin1String("k") && enters == QLatin1String("q")));
        const double difference = pe::stageDifference(stage, stagesB[s], permutation);
        if (!entered)
            QVERIFY2(difference <= 1e-12, qPrintable(QStringLiteral("%1 differs by %2").arg(stage.name).arg(difference)));
        else if (stage.name == QLatin1String("weights") || stage.name == QLatin1String("residual2") || stage.name == QLatin1String("pooled"))
            QVERIFY2(difference > 1e-6, qPrintable(QStringLiteral("%1 differs by only %2").arg(stage.name).arg(difference)));
    }
    QVERIFY(entered);
}

void TestBlockStages::scoreTermsSumToTheScores_data()
{
    QTest::addColumn<pe::Scheme>("scheme");
    QTest::addColumn<pe::Score>("score");
    QTest::addColumn<pe::Projection>("projection");
    QTest::addColumn<bool>("concatenate");
    QTest::newRow("sinusoidal, scaled, random") << pe::Scheme::Sinusoidal << pe::Score::Scaled << pe::Projection::Random << false;
    QTest::newRow("sinusoidal, dot, identity") << pe::Scheme::Sinusoidal << pe::Score::Dot << pe::Projection::Identity << false;
    QTest::newRow("learned, scaled, random") << pe::Scheme::Learned << pe::Score::Scaled << pe::Projection::Random << false;
    QTest::newRow("binary, scaled, identity") << pe::Scheme::Binary << pe::Score::Scaled << pe::Projection::Identity << false;
    QTest::newRow("sinusoidal concatenated, random") << pe::Scheme::Sinusoidal << pe::Score::Scaled << pe::Projection::Random << true;
    QTest::newRow("sinusoidal concatenated, identity") << pe::Scheme::Sinusoidal << pe::Score::Scaled << pe::Projection::Identity << true;
}

// word–word + word–position + position–word + position–position = the scores (no bias, no mask),
// also with the position beside the words (where LayerNorm's centering still couples the halves).
void TestBlockStages::scoreTermsSumToTheScores()
{
    QFETCH(pe::Scheme, scheme);
    QFETCH(pe::Score, score);
    QFETCH(pe::Projection, projection);
    QFETCH(bool, concatenate);
    pe::AttentionOptions options = labOptions(scheme, score);
    options.projection = projection;
    const auto stages = stagesOf(words(QStringLiteral("the dog bit the man")), options, concatenate);
    const pe::BlockStage &terms = named(stages, QStringLiteral("score_terms"));
    const pe::BlockStage &scores = named(stages, QStringLiteral("scores"));
    QCOMPARE(terms.shape, (QList<qsizetype>{4, 2, 5, 5}));
    const Eigen::Index rows = scores.data.rows();
    const pe::Matrix sum = terms.data.topRows(rows) + terms.data.middleRows(rows, rows) + terms.data.middleRows(2 * rows, rows)
                           + terms.data.bottomRows(rows);
    COMPARE_MATRICES(sum, scores.data, 1e-12);
    QCOMPARE(named(stages, QStringLiteral("x_in")).shape.last(), qsizetype(concatenate ? 32 : 16));
}

// A trained model's stages are its forward pass: x_in is E[t] + PE, the second block reads the
// first's output, and the readout is modelForward()'s probabilities.
void TestBlockStages::stagesAreTheTrainingCoresForwardPass()
{
    pe::BlockModel model;
    model.config.position = pe::Scheme::Sinusoidal;
    model.config.layers = 2;
    model.config.vocabulary = 6;
    model.config.classes = 3;
    model.config.dModel = 8;
    model.parameters = pe::initialParameters(model.config, 3);
    model.trained = true;
    const std::vector<int> ids{1, 4, 2, 5};
    pe::Batch batch;
    batch.shape = {1, 4};
    batch.ids = ids;
    batch.labels = {0};
    pe::ModelActivations forward;
    pe::modelForward(forward, model.parameters, model.config, batch);
    for (int block = 0; block < 2; ++block) {
        model.block = block;
        const pe::BlockInput input = pe::modelBlockInput(model, ids);
        const auto stages = pe::blockStages(model, input);
        COMPARE_MATRICES(named(stages, QStringLiteral("x_in")).data, forward.x[std::size_t(block)], 0.0);
        COMPARE_MATRICES(named(stages, QStringLiteral("residual2")).data, forward.x[std::size_t(block) + 1], 0.0);
        COMPARE_MATRICES(named(stages, QStringLiteral("readout")).data, forward.probabilities, 0.0);
        QCOMPARE(named(stages, QStringLiteral("words")).data.size() > 0, block == 0);
    }
    model.block = 0;
    const pe::BlockInput input = pe::modelBlockInput(model, ids);
    COMPARE_MATRICES(input.words + input.positions, forward.x[0], 1e-15);
}

void TestBlockStages::untrainedBlockReadsTheLabsInput_data()
{
    QTest::addColumn<pe::Projection>("projection");
    QTest::newRow("identity") << pe::Projection::Identity;
    QTest::newRow("random") << pe::Projection::Random;
}

void TestBlockStages::untrainedBlockReadsTheLabsInput()
{
    QFETCH(pe::Projection, projection);
    pe::AttentionOptions options = labOptions(pe::Scheme::Sinusoidal);
    options.projection = projection;
    options.scaleEmbeddings = true;
    options.positionWeight = 0.5;
    const QStringList tokens = words(QStringLiteral("the dog bit the man"));
    const pe::AttentionResult result = pe::computeAttention(tokens, options);
    const pe::BlockModel model = pe::untrainedBlock(options, 5, false);
    const pe::BlockInput input = pe::labBlockInput(result, options, false);
    COMPARE_MATRICES(input.x(), result.inputs, 0.0);
    const pe::Matrix identity = pe::Matrix::Identity(16, 16);
    const pe::RandomProjections random = pe::randomProjections(16, options.seed);
    COMPARE_MATRICES(model.parameters.blocks[0].wq, projection == pe::Projection::Identity ? identity : random.query, 0.0);
    COMPARE_MATRICES(model.parameters.blocks[0].wk, projection == pe::Projection::Identity ? identity : random.key, 0.0);
    // The rest as the training core draws it: a model of the same shape from the same seed.
    COMPARE_MATRICES(model.parameters.blocks[0].wv, pe::initialParameters(model.config, options.seed).blocks[0].wv, 0.0);
}

void TestBlockStages::refusedSetUps_data()
{
    QTest::addColumn<pe::Scheme>("scheme");
    QTest::addColumn<bool>("multiply");
    QTest::addColumn<int>("dModel");
    QTest::addColumn<bool>("concatenate");
    QTest::addColumn<QString>("message");
    QTest::newRow("multiplied") << pe::Scheme::Sinusoidal << true << 16 << false << QStringLiteral("multiplying");
    QTest::newRow("rope beside the words") << pe::Scheme::Rope << false << 16 << true << QStringLiteral("adds a vector");
    QTest::newRow("d_model 512") << pe::Scheme::Sinusoidal << false << 512 << false << QStringLiteral("from 2 to 256");
    QTest::newRow("d_model 200 beside") << pe::Scheme::Sinusoidal << false << 200 << true << QStringLiteral("from 1 to 128");
    QTest::newRow("d_model 1") << pe::Scheme::Sinusoidal << false << 1 << false << QStringLiteral("from 2 to 256");
}

void TestBlockStages::refusedSetUps()
{
    QFETCH(pe::Scheme, scheme);
    QFETCH(bool, multiply);
    QFETCH(int, dModel);
    QFETCH(bool, concatenate);
    QFETCH(QString, message);
    pe::AttentionOptions options = labOptions(scheme, pe::Score::Scaled, 1);
    options.combine = multiply ? pe::Combine::Multiply : pe::Combine::Add;
    options.dModel = dModel;
    const QString error = pe::untrainedBlockError(options, concatenate);
    QVERIFY2(error.contains(message), qPrintable(error));
    QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::untrainedBlock(options, 3, concatenate));
}

void TestBlockStages::exportNamesEveryStageAndWeight()
{
    pe::AttentionOptions options = labOptions(pe::Scheme::T5);
    const QStringList tokens = words(QStringLiteral("the dog bit the man"));
    const pe::AttentionResult result = pe::computeAttention(tokens, options);
    const pe::BlockModel model = pe::untrainedBlock(options, 5, false);
    const pe::BlockInput input = pe::labBlockInput(result, options, false);
    const auto stages = pe::blockStages(model, input);
    QStringList paths;
    for (const pe::BlockFile &file : pe::blockExportFiles(model, input, stages, tokens, {}))
        paths << file.path;
    for (const char *name : {"stages.json", "input.json", "x_in.npy", "ln1.npy", "q.npy", "k.npy", "v.npy", "scores.npy", "weights.npy",
                             "heads.npy", "concat.npy", "attn_out.npy", "residual1.npy", "ln2.npy", "ffn_hidden.npy", "ffn_out.npy",
                             "residual2.npy", "parameters/wq.npy", "parameters/wk.npy", "parameters/wv.npy", "parameters/wo.npy",
                             "parameters/ln1.gain.npy", "parameters/ln1.bias.npy", "parameters/ln2.gain.npy", "parameters/ln2.bias.npy",
                             "parameters/w1.npy", "parameters/b1.npy", "parameters/w2.npy", "parameters/b2.npy",
                             "parameters/relative_bias.npy", "parameters/t5_buckets.npy", "parameters/word_vectors.npy"})
        QVERIFY2(paths.contains(QLatin1String(name)), name);
    QVERIFY(!paths.contains(QStringLiteral("parameters/embedding.npy")));
    QVERIFY(!paths.contains(QStringLiteral("score_terms.npy")));  // T5 adds nothing to the words
    QCOMPARE(named(stages, QStringLiteral("q")).shape, (QList<qsizetype>{2, 5, 8}));
    QCOMPARE(named(stages, QStringLiteral("ffn_hidden")).shape, (QList<qsizetype>{5, 64}));
}

QTEST_GUILESS_MAIN(TestBlockStages)
#include "test_block_stages.moc"
