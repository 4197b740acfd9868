// The "Show code" snippets: each one, run by Python with the arrays it loads, rebuilds the
// matrix the app computes to 1e-12, in NumPy and in PyTorch (snippet_runner.h runs them).

#include "core/export/snippet_runner.h"
#include "export/grid_code.h"
#include "export/stack_code.h"
#include "text/tokenizer.h"

Q_DECLARE_METATYPE(pe::SchemeParams)
Q_DECLARE_METATYPE(pe::AttentionOptions)
Q_DECLARE_METATYPE(pe::CodeLanguage)

namespace {

pe::SchemeParams scheme(pe::Scheme kind, int dModel, int positions, double base = 10000.0,
                        pe::Layout layout = pe::Layout::Interleaved)
{
    pe::SchemeParams params;
    params.scheme = kind;
    params.encoding = {dModel, positions, base, layout};
    params.schemeSettings.maxLen = 40;
    params.heads = 4;
    return params;
}

pe::SchemeParams ropeScheme(const pe::RopeScale &scale)
{
    pe::SchemeParams params = scheme(pe::Scheme::Rope, 33, 2000);
    params.schemeSettings.ropeScale = scale;
    return params;
}

pe::SchemeParams partialScheme(pe::PartialRope way, double fraction, pe::Layout layout)
{
    pe::SchemeParams params = scheme(pe::Scheme::Rope, 64, 300);
    params.schemeSettings.ropePartial = {way, fraction};
    params.schemeSettings.ropeLayout = layout;
    return params;
}

pe::SchemeParams t5Scheme(const pe::T5Buckets &t5)
{
    pe::SchemeParams params = scheme(pe::Scheme::T5, 16, 400);
    params.schemeSettings.t5 = t5;
    return params;
}

} // namespace

class TestCodeSnippets : public QObject
{
    Q_OBJECT
private slots:
    void encodingCodeRebuildsTheMatrix_data();
    void encodingCodeRebuildsTheMatrix();
    void attentionCodeRebuildsTheWeights_data();
    void attentionCodeRebuildsTheWeights();
    void tokensAreValidPythonStrings();
    void stackCodeRebuildsTheReach_data();
    void stackCodeRebuildsTheReach();
    void gridEncodingCodeRebuildsTheMaps_data();
    void gridEncodingCodeRebuildsTheMaps();
    void multimodalIdsCodeRebuildsTheIds_data();
    void multimodalIdsCodeRebuildsTheIds();
};

void TestCodeSnippets::encodingCodeRebuildsTheMatrix_data()
{
    QTest::addColumn<pe::SchemeParams>("params");
    QTest::addColumn<pe::CodeLanguage>("language");
    const QList<std::pair<const char *, pe::SchemeParams>> cases{
        {"sinusoidal 2048x512", scheme(pe::Scheme::Sinusoidal, 512, 2048)},
        {"sinusoidal odd d_model 63", scheme(pe::Scheme::Sinusoidal, 63, 100)},
        {"sinusoidal concatenated base 100", scheme(pe::Scheme::Sinusoidal, 7, 50, 100.0, pe::Layout::Concatenated)},
        {"sinusoidal tensor2tensor 512", scheme(pe::Scheme::Sinusoidal, 512, 300, 10000.0, pe::Layout::Tensor2Tensor)},
        {"sinusoidal tensor2tensor odd 7", scheme(pe::Scheme::Sinusoidal, 7, 50, 100.0, pe::Layout::Tensor2Tensor)},
        {"integer", scheme(pe::Scheme::Integer, 16, 30)},
        {"normalized", scheme(pe::Scheme::Normalized, 16, 30)},
        {"normalized one position", scheme(pe::Scheme::Normalized, 4, 1)},
        {"binary d_model 70", scheme(pe::Scheme::Binary, 70, 300)},
        {"learned past max_len", scheme(pe::Scheme::Learned, 12, 60)},
        {"rope odd d_model", scheme(pe::Scheme::Rope, 65, 8192)},
        {"alibi", scheme(pe::Scheme::Alibi, 16, 64)},
        {"t5", scheme(pe::Scheme::T5, 16, 300)},
        {"rope interpolation 2.5", ropeScheme({pe::RopeScaling::Interpolation, 2.5})},
        {"shaw", scheme(pe::Scheme::Shaw, 16, 50)},
        {"rope ntk 4", ropeScheme({pe::RopeScaling::Ntk, 4.0})},
        {"rope dynamic ntk past L0", ropeScheme({pe::RopeScaling::DynamicNtk, 2.0, 500})},
        {"rope yarn 8", ropeScheme({pe::RopeScaling::Yarn, 8.0, 256, 1.0, 4.0, 16.0, 0.5})},
        {"rope llama3 4", ropeScheme({pe::RopeScaling::Llama3, 4.0, 128, 1.0, 4.0})},
        {"t5 causal, 19 buckets", t5Scheme({19, 128, true})},
        {"rope, GPT-NeoX's quarter", partialScheme(pe::PartialRope::NeoX, 0.25, pe::Layout::Interleaved)},
        {"rope, Gemma 4's proportional 0.3", partialScheme(pe::PartialRope::Proportional, 0.3, pe::Layout::Concatenated)},
        {"t5 144 buckets, max 100", t5Scheme({144, 100, false})},
    };
    for (const auto &[name, params] : cases) {
        QTest::addRow("%s, NumPy", name) << params << pe::CodeLanguage::NumPy;
        QTest::addRow("%s, PyTorch", name) << params << pe::CodeLanguage::PyTorch;
    }
}

void TestCodeSnippets::encodingCodeRebuildsTheMatrix()
{
    QFETCH(pe::SchemeParams, params);
    QFETCH(pe::CodeLanguage, language);
    runAndCompare(pe::encodingCode(params, language), pe::encodingCodeInputs(params), QStringLiteral("pe"),
                  pe::schemeMatrix(params), language);
}

void TestCodeSnippets::attentionCodeRebuildsTheWeights_data()
{
    QTest::addColumn<QString>("sentence");
    QTest::addColumn<pe::AttentionOptions>("options");
    QTest::addColumn<pe::CodeLanguage>("language");
    pe::AttentionOptions paper;  // sinusoidal, added, identity projections, one head
    pe::AttentionOptions random = paper;
    random.projection = pe::Projection::Random;
    random.heads = 4;
    pe::AttentionOptions without = random;
    without.positional = false;
    pe::AttentionOptions causal = random;
    causal.causal = true;
    causal.positionWeight = 2.5;
    pe::AttentionOptions fairseq = random;  // tensor2tensor's convention, where the first word reads row 2
    fairseq.layout = pe::Layout::Tensor2Tensor;
    fairseq.positionOffset = 2;
    fairseq.dModel = 15;
    fairseq.heads = 3;
    pe::AttentionOptions multiply = random;
    multiply.combine = pe::Combine::Multiply;
    multiply.layout = pe::Layout::Concatenated;
    multiply.dModel = 15;
    multiply.heads = 3;
    pe::AttentionOptions learned = random;
    learned.scheme = pe::Scheme::Learned;
    learned.schemeSettings.maxLen = 12;
    pe::AttentionOptions rope = random;
    rope.scheme = pe::Scheme::Rope;
    rope.dModel = 30;
    rope.heads = 6;  // odd d_k: a pair straddles two heads
    pe::AttentionOptions halves = rope;  // GPT-NeoX's and Hugging Face LLaMA's layout
    halves.schemeSettings.ropeLayout = pe::Layout::Concatenated;
    pe::AttentionOptions neox = halves;  // Pythia: a quarter of each head, in halves of its own
    neox.dModel = 32;
    neox.heads = 2;
    neox.schemeSettings.ropePartial = {pe::PartialRope::NeoX, 0.25};
    pe::AttentionOptions proportional = neox;
    proportional.schemeSettings.ropePartial = {pe::PartialRope::Proportional, 0.4};
    pe::AttentionOptions neoxPairs = neox;
    neoxPairs.schemeSettings.ropeLayout = pe::Layout::Interleaved;
    pe::AttentionOptions ntk = halves;
    ntk.schemeSettings.ropeScale = {pe::RopeScaling::Ntk, 3.0};
    pe::AttentionOptions interpolation = rope;
    interpolation.schemeSettings.ropeScale = {pe::RopeScaling::Interpolation, 2.0};
    pe::AttentionOptions yarn = rope;  // its attention factor multiplies queries and keys
    yarn.schemeSettings.ropeScale = {pe::RopeScaling::Yarn, 4.0, 2};
    pe::AttentionOptions llama = halves;
    llama.schemeSettings.ropeScale = {pe::RopeScaling::Llama3, 3.0, 4};
    pe::AttentionOptions halvesOdd = halves;
    halvesOdd.dModel = 15;
    halvesOdd.heads = 3;
    // Every score function but the paper's (which every other row uses).
    QList<pe::AttentionOptions> scored;
    for (const pe::Score score : {pe::Score::Dot, pe::Score::Additive, pe::Score::Bilinear, pe::Score::Cosine}) {
        pe::AttentionOptions options = random;
        options.score = score;
        scored.append(options);
    }
    scored[1].causal = true;  // the additive score with a mask
    scored[2].scheme = pe::Scheme::Alibi;  // the bilinear score with a bias
    pe::AttentionOptions alibi = causal;
    alibi.scheme = pe::Scheme::Alibi;
    alibi.heads = 8;
    pe::AttentionOptions scaled = random;  // the word vectors times √d_model
    scaled.scaleEmbeddings = true;
    pe::AttentionOptions offset = random;  // fairseq's first word reads row 2
    offset.positionOffset = 2;
    pe::AttentionOptions learnedOffset = random;  // BART's
    learnedOffset.scheme = pe::Scheme::Learned;
    learnedOffset.schemeSettings.maxLen = 12;
    learnedOffset.positionOffset = 2;
    pe::AttentionOptions alibiSix = random;  // not a power of two: the authors' interleaved slopes
    alibiSix.scheme = pe::Scheme::Alibi;
    alibiSix.dModel = 24;
    alibiSix.heads = 6;
    pe::AttentionOptions t5 = random;
    t5.scheme = pe::Scheme::T5;
    t5.schemeSettings.t5 = {8, 6, false};  // few buckets, so a short sentence reaches the logarithmic ones
    pe::AttentionOptions t5Causal = t5;
    t5Causal.causal = true;
    t5Causal.schemeSettings.t5.causal = true;
    pe::AttentionOptions shaw = random;
    shaw.scheme = pe::Scheme::Shaw;
    shaw.schemeSettings.shawClip = 2;
    pe::AttentionOptions shawAdditive = shaw;
    shawAdditive.score = pe::Score::Additive;
    shawAdditive.causal = true;
    pe::AttentionOptions shawCosine = shaw;
    shawCosine.score = pe::Score::Cosine;
    pe::AttentionOptions integer = random;
    integer.scheme = pe::Scheme::Integer;
    integer.positionWeight = 0.1;
    pe::AttentionOptions sink = causal;  // gpt-oss's sink: a causal row's few logits against S
    sink.sinkLogit = 1.5;
    pe::AttentionOptions sinkLow = random;
    sinkLow.sinkLogit = -3.0;
    const QList<std::tuple<const char *, QString, pe::AttentionOptions>> cases{
        {"causal, sink 1.5", QStringLiteral("the dog bit the man"), sink},
        {"sink -3", QStringLiteral("Tigers love rabbits."), sinkLow},
        {"the paper's, identity", QStringLiteral("Tigers love rabbits."), paper},
        {"random, 4 heads", QStringLiteral("Tigers love rabbits."), random},
        {"without position", QStringLiteral("Rabbits love tigers."), without},
        {"causal, weight 2.5", QStringLiteral("我爱北京天安门"), causal},
        {"tensor2tensor convention, offset 2, odd d_model", QStringLiteral("the dog bit the man"), fairseq},
        {"multiply, concatenated, d_model 15", QStringLiteral("I do not like the story, \"really\" 😀"), multiply},
        {"learned", QStringLiteral("the cat sat on the mat"), learned},
        {"rope, odd d_k", QStringLiteral("你爱我"), rope},
        {"rope in halves", QStringLiteral("the dog bit the man"), halves},
        {"rope in halves, ntk 3", QStringLiteral("the dog bit the man"), ntk},
        {"rope, interpolation 2", QStringLiteral("the dog bit the man"), interpolation},
        {"rope, yarn 4 from 2 words", QStringLiteral("the dog bit the man"), yarn},
        {"rope in halves, llama 3 from 4 words", QStringLiteral("the dog bit the man"), llama},
        {"rope in halves, odd d_model", QStringLiteral("the man bit the dog"), halvesOdd},
        {"rope, GPT-NeoX's quarter in halves", QStringLiteral("the dog bit the man"), neox},
        {"rope, GPT-NeoX's quarter in pairs", QStringLiteral("the dog bit the man"), neoxPairs},
        {"rope, Gemma 4's proportional 0.4", QStringLiteral("the dog bit the man"), proportional},
        {"alibi, causal, 8 heads", QStringLiteral("a b c d e f g h i j"), alibi},
        {"alibi, 6 heads", QStringLiteral("a b c d e f g h i j"), alibiSix},
        {"sinusoidal, word vectors scaled by sqrt(d_model)", QStringLiteral("the dog bit the man"), scaled},
        {"sinusoidal from row 2", QStringLiteral("the dog bit the man"), offset},
        {"learned from row 2", QStringLiteral("the dog bit the man"), learnedOffset},
        {"integer, weight 0.1", QStringLiteral("one two three"), integer},
        {"t5, 8 buckets", QStringLiteral("a b c d e f g h i j"), t5},
        {"shaw, k 2", QStringLiteral("the dog bit the man"), shaw},
        {"shaw, additive score, causal", QStringLiteral("the dog bit the man"), shawAdditive},
        {"shaw, cosine score", QStringLiteral("我爱北京天安门"), shawCosine},
        {"t5, causal", QStringLiteral("a b c d e f g h i j"), t5Causal},
        {"dot score", QStringLiteral("Tigers love rabbits."), scored[0]},
        {"additive score, causal", QStringLiteral("the dog bit the man"), scored[1]},
        {"bilinear score, alibi", QStringLiteral("the man bit the dog"), scored[2]},
        {"cosine score", QStringLiteral("我爱北京天安门"), scored[3]},
    };
    for (const auto &[name, sentence, options] : cases) {
        QTest::addRow("%s, NumPy", name) << sentence << options << pe::CodeLanguage::NumPy;
        QTest::addRow("%s, PyTorch", name) << sentence << options << pe::CodeLanguage::PyTorch;
    }
}

void TestCodeSnippets::attentionCodeRebuildsTheWeights()
{
    QFETCH(QString, sentence);
    QFETCH(pe::AttentionOptions, options);
    QFETCH(pe::CodeLanguage, language);
    const QStringList tokens = pe::tokenTexts(pe::tokenize(sentence));
    runAndCompare(pe::attentionCode(tokens, options, language), pe::attentionCodeInputs(tokens, options),
                  QStringLiteral("weights"), pe::computeAttention(tokens, options).weights, language);
}

void TestCodeSnippets::tokensAreValidPythonStrings()
{
    // Quotes, backslashes, control characters, an emoji and a lone surrogate: the snippet's
    // `tokens` list must read back as exactly these strings.
    const QStringList tokens{QStringLiteral("\"quoted\""), QStringLiteral("back\\slash"), QStringLiteral("tab\there"),
                             QStringLiteral("😀"), QString(QChar(0xd800)), QStringLiteral("爱")};
    pe::AttentionOptions options;
    options.dModel = 4;
    QString code = pe::attentionCode(tokens, options, pe::CodeLanguage::NumPy);
    code += QStringLiteral("\nimport json\nprint(json.dumps(tokens))\n");
    QTemporaryDir dir;
    QCOMPARE(pe::writeFileAtomically(dir.filePath(QStringLiteral("embeddings.npy")),
                                     pe::matrixToNpy(pe::attentionCodeInputs(tokens, options).first().second)), QString());
    QCOMPARE(pe::writeFileAtomically(dir.filePath(QStringLiteral("snippet.py")), code.toUtf8()), QString());
    QProcess python;
    python.setWorkingDirectory(dir.path());
    python.start(kPython, {QStringLiteral("snippet.py")});
    QVERIFY(python.waitForFinished(60000));
    QCOMPARE(python.exitCode(), 0);
    const QByteArray output = python.readAllStandardOutput();
    const QByteArray json = output.mid(output.lastIndexOf("\n[") + 1).trimmed();
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    QVERIFY2(error.error == QJsonParseError::NoError, json.constData());
    QCOMPARE(document.array().size(), tokens.size());
    for (qsizetype k = 0; k < tokens.size(); ++k)
        QCOMPARE(document.array()[k].toString(), tokens[k]);
}

void TestCodeSnippets::stackCodeRebuildsTheReach_data()
{
    QTest::addColumn<QString>("preset");  // empty: StreamingLLM's cache
    QTest::addColumn<int>("sinks");
    QTest::addColumn<pe::CodeLanguage>("language");
    for (const pe::CodeLanguage language : {pe::CodeLanguage::NumPy, pe::CodeLanguage::PyTorch}) {
        const char *name = language == pe::CodeLanguage::NumPy ? "NumPy" : "PyTorch";
        for (const char *preset : {"llama4", "gemma3", "gpt-oss", "mistral"})
            QTest::addRow("%s, %s", preset, name) << QString::fromLatin1(preset) << 0 << language;
        QTest::addRow("StreamingLLM, 4 sinks, %s", name) << QString() << 4 << language;
    }
}

// Every layer's reach, one under the other, as the scripts leave it in `result`.
static pe::Matrix stacked(const std::vector<pe::BoolMatrix> &reaches)
{
    const Eigen::Index positions = reaches.front().rows();
    pe::Matrix all(positions * Eigen::Index(reaches.size()), positions);
    for (std::size_t k = 0; k < reaches.size(); ++k)
        all.middleRows(Eigen::Index(k) * positions, positions) = reaches[k].cast<double>().matrix();
    return all;
}

// The window's script leaves in `result` the reach the core computes after each layer, exactly.
void TestCodeSnippets::stackCodeRebuildsTheReach()
{
    QFETCH(QString, preset);
    QFETCH(int, sinks);
    QFETCH(pe::CodeLanguage, language);
    constexpr int kPositions = 40, kLayers = 12, kWindow = 6, kChunk = 16;
    if (preset.isEmpty()) {
        runAndCompare(pe::streamingCode(kPositions, sinks, kWindow, 3, language), {}, QStringLiteral("result"),
                      stacked(pe::streamingReach(kPositions, sinks, kWindow, 3)), language);
        return;
    }
    const pe::LayerStack stack = pe::withOverrides(pe::stackPreset(preset)->make(), kLayers, kWindow, kChunk);
    runAndCompare(pe::stackCode(stack, kPositions, language), {}, QStringLiteral("result"), stacked(pe::reachByLayer(stack, kPositions)),
                  language);
}

// Each grid scheme on grids that are not square (a swapped row and column would show), mostly in
// NumPy. Measured: 20-30 ms of Python a row, PyTorch's as NumPy's once the runner has imported torch.
void TestCodeSnippets::gridEncodingCodeRebuildsTheMaps_data()
{
    QTest::addColumn<QString>("scheme");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("dModel");
    QTest::addColumn<pe::CodeLanguage>("language");
    const auto numpy = pe::CodeLanguage::NumPy, torch = pe::CodeLanguage::PyTorch;
    QTest::newRow("sincos-2d, 3x5, D 32, NumPy") << "sincos-2d" << 3 << 5 << 32 << numpy;
    QTest::newRow("sincos-2d, 7x2, D 64, NumPy") << "sincos-2d" << 7 << 2 << 64 << numpy;
    QTest::newRow("sincos-2d, 7x2, D 64, PyTorch") << "sincos-2d" << 7 << 2 << 64 << torch;
    QTest::newRow("rope-2d, 3x5, D 32, NumPy") << "rope-2d" << 3 << 5 << 32 << numpy;
    QTest::newRow("rope-2d, 7x2, D 64, NumPy") << "rope-2d" << 7 << 2 << 64 << numpy;
    QTest::newRow("rope-2d, 3x5, D 32, PyTorch") << "rope-2d" << 3 << 5 << 32 << torch;
    QTest::newRow("rope-2d-flux, 4x4, D 64, NumPy") << "rope-2d-flux" << 4 << 4 << 64 << numpy;
    QTest::newRow("rope-2d-flux, 7x2, D 64, NumPy") << "rope-2d-flux" << 7 << 2 << 64 << numpy;
    QTest::newRow("rope-2d-flux, 3x5, D 128, PyTorch") << "rope-2d-flux" << 3 << 5 << 128 << torch;
}

// The script leaves the scheme's matrix (pos_embed or angles) and the map of how alike two patches
// are (similarity) as the core computes them, to 1e-12.
void TestCodeSnippets::gridEncodingCodeRebuildsTheMaps()
{
    QFETCH(QString, scheme);
    QFETCH(int, rows);
    QFETCH(int, columns);
    QFETCH(int, dModel);
    QFETCH(pe::CodeLanguage, language);
    const pe::GridScheme *entry = pe::gridScheme(scheme);
    QVERIFY(entry);
    const pe::GridSize grid{rows, columns};
    const pe::Matrix matrix = entry->matrix(grid, dModel, entry->defaultBase);
    const bool cosine = entry->measure == pe::GridScheme::Measure::CosineSimilarity;
    runAndCompare(pe::gridEncodingCode(*entry, grid, dModel, entry->defaultBase, grid.patches() - 2, language), {},
                  {{cosine ? QStringLiteral("pos_embed") : QStringLiteral("angles"), matrix},
                   {QStringLiteral("similarity"), entry->similarities(matrix)}},
                  language);
}

// Token strips (tokenSpansFromText()) with Qwen2-VL's frame index or Qwen2.5-VL's seconds;
// measured: 10-16 ms of Python a row.
void TestCodeSnippets::multimodalIdsCodeRebuildsTheIds_data()
{
    QTest::addColumn<QString>("strip");
    QTest::addColumn<int>("merge");
    QTest::addColumn<double>("seconds");  // s; 0: Qwen2-VL's frame index instead of seconds
    QTest::addColumn<pe::CodeLanguage>("language");
    const auto numpy = pe::CodeLanguage::NumPy, torch = pe::CodeLanguage::PyTorch;
    QTest::newRow("text only, NumPy") << "text:5" << 2 << 0.0 << numpy;
    QTest::newRow("an image 4x6 between text, NumPy") << "text:3,image:4x6,text:2" << 2 << 0.0 << numpy;
    QTest::newRow("a video 3x4x8 and an image, Qwen2-VL, NumPy") << "text:1,video:3x4x8,image:2x2,text:2" << 2 << 0.0 << numpy;
    QTest::newRow("Qwen2.5-VL, s 0.5, tau 3, merge 1, NumPy") << "text:2,image:2x3,video:5x2x3,text:1" << 1 << 0.5 << numpy;
    QTest::newRow("Qwen2.5-VL, s 0.5, tau 3, merge 1, PyTorch") << "text:2,image:2x3,video:5x2x3,text:1" << 1 << 0.5 << torch;
}

// The script leaves in position_ids exactly multimodalPositionIds().
void TestCodeSnippets::multimodalIdsCodeRebuildsTheIds()
{
    QFETCH(QString, strip);
    QFETCH(int, merge);
    QFETCH(double, seconds);
    QFETCH(pe::CodeLanguage, language);
    QList<pe::TokenSpan> spans;
    QString error;
    QVERIFY2(pe::tokenSpansFromText(strip, &spans, &error), qPrintable(error));
    pe::MultimodalRope rope;
    rope.spatialMerge = merge;
    rope.secondsOnTime = seconds > 0.0;
    rope.secondsPerFrame = seconds;
    rope.tokensPerSecond = 3.0;
    runAndCompare(pe::multimodalIdsCode(spans, rope, language), {}, QStringLiteral("position_ids"),
                  pe::multimodalPositionIds(spans, rope).cast<double>(), language);
}

QTEST_GUILESS_MAIN(TestCodeSnippets)
#include "test_code_snippets.moc"
