#include "commands.h"
#include "cli/option_values.h"

#include "attention/word_order.h"
#include "challenges/worksheet.h"
#include "lesson/guided_lesson.h"
#include "lesson/lesson_file.h"
#include "export/matrix_export.h"
#include "plots/description.h"
#include "plots/figure_export.h"
#include "schemes/setting_table.h"
#include "schemes/table.h"
#include "shell/handbook_window.h"
#include "shell/language.h"
#include "shell/main_window.h"
#include "state/app_state.h"
#include "state/training_runner.h"
#include "text/tokenizer.h"
#include "training_lab/training_lab.h"
#include "attention_lab/attention_lab.h"
#include "attention_lab/block_strip.h"
#include "attention_lab/block_window.h"

#include <QBuffer>
#include <QCheckBox>
#include <QEventLoop>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QFile>
#include <QPixmap>
#include <QSettings>
#include <QStandardPaths>
#include <cstdio>

static int failWith(const QString &message, int status)
{
    std::fprintf(stderr, "pe-explorer: %s\n", qPrintable(message));
    return status;
}

// The settings only some schemes read, in an export's fields, for the scheme that reads them.
void insertSchemeSettings(QJsonObject *fields, const pe::SchemeParams &scheme)
{
    const int settings = pe::schemeInfo(scheme.scheme).settings;
    for (const pe::NumberSetting &setting : pe::numberSettings())
        if (setting.explorer && (settings & setting.readBy))
            fields->insert(QLatin1String(setting.key), setting.get(scheme.schemeSettings));
    if (settings & pe::UsesBuckets)
        fields->insert(QStringLiteral("t5_bidirectional"), !scheme.schemeSettings.t5.causal);
    if (settings & pe::UsesRopeScale) {
        const pe::RopeScale &rope = scheme.schemeSettings.ropeScale;
        fields->insert(QStringLiteral("rope_scaling"), pe::ropeScalingName(rope.scaling));
        fields->insert(QStringLiteral("rope_factor"), rope.factor);
        if (pe::ropeScalingReadsOriginalLength(rope.scaling))
            fields->insert(QStringLiteral("rope_original_length"), rope.originalLength);
        if (rope.scaling == pe::RopeScaling::Llama3) {
            fields->insert(QStringLiteral("rope_low_freq_factor"), rope.lowFreqFactor);
            fields->insert(QStringLiteral("rope_high_freq_factor"), rope.highFreqFactor);
        }
        if (rope.scaling == pe::RopeScaling::Yarn) {
            fields->insert(QStringLiteral("yarn_beta_fast"), rope.betaFast);
            fields->insert(QStringLiteral("yarn_beta_slow"), rope.betaSlow);
            fields->insert(QStringLiteral("attention_factor"), pe::ropeAttentionFactor(rope));
        }
    }
    if (settings & pe::UsesRopeLayout)
        fields->insert(QStringLiteral("rope_layout"), pe::ropeLayoutName(scheme.schemeSettings.ropeLayout));
}

int exportEncoding(const CommandLineOptions &options)
{
    const pe::SchemeParams &scheme = options.explorer.scheme;
    const pe::SinusoidalParams &params = scheme.encoding;
    QJsonObject fields{
        {QStringLiteral("scheme"), pe::schemeName(scheme.scheme)},
        {QStringLiteral("layout"), pe::layoutName(params.layout)},
        {QStringLiteral("d_model"), params.dModel},
        {QStringLiteral("positions"), params.positions},
        {QStringLiteral("base"), params.base},
    };
    const pe::SchemeInfo &info = pe::schemeInfo(scheme.scheme);
    insertSchemeSettings(&fields, scheme);
    const pe::MatrixFormat format = *pe::matrixFormatForFileName(options.outputFile);
    QByteArray data;
    if (info.settings & pe::UsesHeads) {
        // A slope per head (the table's flag): the slopes, and with --all-heads every head's bias
        // from the scheme's own scoreBias(), head 0's first.
        fields.insert(QStringLiteral("heads"), scheme.heads);
        fields.insert(QStringLiteral("slopes"), pe::matrixToJsonArray(pe::alibiSlopes(scheme.heads).transpose()).first());
        const int heads = options.allHeads ? scheme.heads : 1, n = params.positions;
        pe::Matrix stacked(qsizetype(heads) * n, n);
        for (int h = 0; h < heads; ++h)
            stacked.middleRows(qsizetype(h) * n, n) = info.scoreBias(scheme, n, h);
        if (options.allHeads)
            fields.insert(QStringLiteral("shape"), QJsonArray{heads, n, n});
        data = format == pe::MatrixFormat::Npy && options.allHeads ? pe::matrixToNpy(stacked, {heads, n, n})
                                                                   : pe::encodeMatrix(stacked, format, fields);
    } else {
        data = pe::encodeMatrix(pe::schemeMatrix(scheme), format, fields);
    }
    const QString error = pe::writeFileAtomically(options.outputFile, data);
    return error.isEmpty() ? 0 : failWith(error, 1);
}

// --compare: sentence B beside A, without and with position, in the words of the lab's verdicts.
static QJsonObject comparisonToJson(const CommandLineOptions &options, const QStringList &tokensA, const pe::AttentionOptions &attention)
{
    const QStringList tokensB = pe::tokenTexts(pe::tokenize(options.lab.sentenceB, {options.lab.lowerCase}));
    const QString errorB = pe::validationError(attention, int(tokensB.size()));
    if (!errorB.isEmpty())
        return {{QStringLiteral("tokens_b"), QJsonArray::fromStringList(tokensB)}, {QStringLiteral("error"), errorB}};
    const pe::WordOrderComparison comparison = pe::compareWordOrders(tokensA, tokensB, attention);
    QJsonObject object{
        {QStringLiteral("tokens_b"), QJsonArray::fromStringList(tokensB)},
        {QStringLiteral("verdict_without_position"), pe::orderVerdict(comparison, false)},
        {QStringLiteral("verdict_with_position"), pe::orderVerdict(comparison, true)},
    };
    if (comparison.permutation) {
        object.insert(QStringLiteral("max_difference_without_position"), comparison.maxDifferenceWithout);
        object.insert(QStringLiteral("max_difference_with_position"), comparison.maxDifferenceWith);
        object.insert(QStringLiteral("weights_b_in_a_order"), pe::matrixToJsonArray(pe::inOrderOfA(
                      attention.positional ? comparison.bWith.weights : comparison.bWithout.weights, *comparison.permutation)));
    }
    return object;
}

static QJsonArray perHead(const std::vector<pe::Matrix> &matrices)
{
    QJsonArray heads;
    for (const pe::Matrix &matrix : matrices)
        heads.append(pe::matrixToJsonArray(matrix));
    return heads;
}

int exportAttention(const CommandLineOptions &options)
{
    const pe::AttentionOptions attention = commandLineAttentionOptions(options);
    const QStringList tokens = pe::tokenTexts(pe::tokenize(options.lab.sentenceA, {options.lab.lowerCase}));
    const pe::AttentionResult result = pe::computeAttention(tokens, attention);
    QJsonArray fromVectors;
    for (const bool fromFile : result.fromVectors)
        fromVectors.append(fromFile);
    QJsonObject object{
        {QStringLiteral("tokens"), QJsonArray::fromStringList(tokens)},
        {QStringLiteral("d_model"), attention.dModel},
        {QStringLiteral("scheme"), pe::schemeName(attention.scheme)},
        {QStringLiteral("positional"), attention.positional},
        {QStringLiteral("combine"), attention.combine == pe::Combine::Add ? QStringLiteral("add") : QStringLiteral("multiply")},
        {QStringLiteral("position_weight"), attention.positionWeight},
        {QStringLiteral("projection"), projectionName(attention.projection)},
        {QStringLiteral("score"), pe::scoreName(attention.score)},
        {QStringLiteral("seed"), qint64(attention.seed)},
        {QStringLiteral("heads"), attention.heads},
        {QStringLiteral("scale_embeddings"), attention.scaleEmbeddings},
        {QStringLiteral("position_offset"), attention.positionOffset},
        {QStringLiteral("causal"), attention.causal},
        {QStringLiteral("base"), attention.base},
        {QStringLiteral("layout"), pe::layoutName(attention.layout)},
        // Where E came from: the vectors file (null for random vectors), and for each token
        // whether the file had it (false: its random vector stands in).
        {QStringLiteral("vectors"), attention.vectors ? QJsonValue(attention.vectors->source) : QJsonValue()},
        {QStringLiteral("from_vectors"), fromVectors},
        {QStringLiteral("inputs"), pe::matrixToJsonArray(result.inputs)},
        // With several heads, the lab's maps show the mean of the heads: scores and weights are
        // that mean, head_scores (the logits each head feeds its softmax, masked ones null) and
        // head_weights each head's own (H × n × n).
        {QStringLiteral("heads_averaged"), attention.heads > 1},
        {QStringLiteral("scores"), pe::matrixToJsonArray(result.scores)},
        {QStringLiteral("weights"), pe::matrixToJsonArray(result.weights)},
        {QStringLiteral("head_scores"), perHead(result.headScores)},
        {QStringLiteral("head_weights"), perHead(result.headWeights)},
    };
    insertSchemeSettings(&object, pe::schemeParams(attention, int(tokens.size())));
    if (options.lab.sentenceB != options.lab.sentenceA)
        object.insert(QStringLiteral("comparison"), comparisonToJson(options, tokens, attention));
    const QString error = pe::writeFileAtomically(options.outputFile, QJsonDocument(object).toJson(QJsonDocument::Indented));
    return error.isEmpty() ? 0 : failWith(error, 1);
}

QString sessionFile()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/last-session.pelesson");
}

QString checkSettingsFile()
{
    QString path;
    {
        const QSettings settings;
        path = settings.fileName();
        if (settings.status() == QSettings::NoError)
            return {};
        if (settings.status() == QSettings::AccessError)
            return QCoreApplication::translate("CommandLine", "Your settings in %1 cannot be read, so the app uses its defaults "
                                                              "and cannot keep your choices.").arg(path);
    }
    const QString aside = path + QStringLiteral(".corrupt");
    QFile::remove(aside);
    QFile::rename(path, aside);
    return QCoreApplication::translate("CommandLine", "Your settings file was damaged, so the app starts from its defaults. "
                                                      "The damaged file was kept as %1.").arg(aside);
}

QString applyOptions(const CommandLineOptions &options, AppState *state, QString *view)
{
    *view = options.view;
    if (!options.lessonFile.isEmpty()) {
        QString lessonView;
        const QString error = openLessonFile(options.lessonFile, state, &lessonView);
        if (!error.isEmpty())
            return error;
        if (!options.viewGiven)
            *view = lessonView;
        const int steps = int(state->teacherSteps().isEmpty() ? guidedLesson().size() : state->teacherSteps().size());
        if (options.guidedStep > steps)
            return QCoreApplication::translate("CommandLine", "--guided-step must be from 1 to %1 for %2, got %3.")
                .arg(steps).arg(options.lessonFile).arg(options.guidedStep);
        // The lesson's word vectors are read here, before the first picture, not in the background.
        LabSettings lab = state->labSettings();
        if (!lab.vectorsFile.isEmpty() && !lab.vectors) {
            try {
                lab.vectors = std::make_shared<const pe::WordVectors>(pe::loadWordVectorsFile(lab.vectorsFile));
            } catch (const pe::InvalidParameter &vectorsError) {
                return QStringLiteral("%1: %2").arg(options.lessonFile, vectorsError.message());
            }
            state->setLabSettings(lab);
        }
        return {};
    }
    state->setExplorerSettings(options.explorer);
    LabSettings lab = options.lab;
    if (!options.sentencesGiven) {  // the state's own, in the interface's language (parsed before it was known)
        lab.sentenceA = state->labSettings().sentenceA;
        lab.sentenceB = state->labSettings().sentenceB;
    }
    lab.vectorsFile = options.vectorsFile;
    lab.vectors = options.vectors;
    state->setLabSettings(lab);
    return {};
}

// The Training Lab is pictured trained (its set-up, the lesson's or the defaults, trains to the
// end first), or while it trains (--at-step); the Attention Lab with --projection trained shows
// the first model it trained with a position.
static QString trainForPicture(const CommandLineOptions &options, const QString &view, AppState *state, MainWindow *window)
{
    TrainingLab *lab = window->trainingLab();
    // A picture waits for no class (a lesson step may ask for its pace): the runs go on at full
    // speed, to the same numbers.
    lab->runner()->setPace(TrainingPace::Full);
    if (view != QLatin1String("training") && !options.trainedProjection)
        return {};
    if (options.atStep == 0) {
        lab->reset();
        return {};
    }
    QEventLoop loop;
    QObject::connect(lab, &TrainingLab::trainingFinished, &loop, &QEventLoop::quit);
    if (options.atStep)
        QObject::connect(lab->runner(), &TrainingRunner::progressed, &loop, [&] {
            for (int run = 0; run < lab->runner()->runCount(); ++run)
                if (lab->runner()->history(run).size() < std::size_t(*options.atStep))
                    return;
            loop.quit();
        });
    if (!lab->isTraining()) // a lesson step may have started it
        lab->train();
    if (lab->isTraining())
        loop.exec();
    if (options.atStep) {
        // The picture shows the lab as it is now: the reports still on their way are not drawn.
        QObject::disconnect(lab->runner(), nullptr, lab, nullptr);
        lab->stop();
    }
    if (!options.trainedProjection)
        return {};
    if (state->trainedModels().isEmpty())
        return QCoreApplication::translate("CommandLine", "--projection trained: the Training Lab's set-up trains no model with a position.");
    state->changeLab([&](LabSettings &settings) { settings.trained = state->trainedModels().first(); });
    return {};
}

// What --describe writes: the plots in sight and the view, as --view names it; for --inside-block
// the block window's plots, its stages as named on screen and its sentences.
static QJsonObject describeWindow(const CommandLineOptions &options, MainWindow *window)
{
    if (!options.insideBlock) {
        QJsonObject described = describeVisiblePlots(window, window->lessonFocus());
        described.insert(QStringLiteral("view"), window->currentView());
        return described;
    }
    BlockWindow *block = window->attentionLab()->blockWindow();
    QJsonObject described = describeVisiblePlots(block, {});
    described.insert(QStringLiteral("view"), QStringLiteral("inside-block"));
    described.insert(QStringLiteral("stages"), block->strip()->describe());
    described.insert(QStringLiteral("where_position_enters"), block->entersLabel()->text());
    described.insert(QStringLiteral("message"), block->message()->text());
    return described;
}

int saveScreenshot(const CommandLineOptions &options)
{
    // Screenshots are in English unless --lang asks otherwise, so scripts get the same picture everywhere.
    installLanguage(options.language.isEmpty() ? QStringLiteral("en") : options.language);
    AppState state;
    QString view;
    const QString lessonError = applyOptions(options, &state, &view);
    if (!lessonError.isEmpty())
        return failWith(lessonError, kExitBadArguments);
    MainWindow window(&state);
    window.showView(view);
    if (options.guidedStep > 0)
        window.showLessonStep(options.guidedStep - 1);
    window.show();
    if (options.presentation) {
        window.setPresentationMode(true);
        window.showNormal(); // presentation mode's full screen, at the size asked for
    }
    window.resize(options.size);
    const QString trainingError = trainForPicture(options, view, &state, &window);
    if (!trainingError.isEmpty())
        return failWith(trainingError, kExitBadArguments);
    // A figure is the view's pictures without its side panel of controls, which take the width.
    if (options.mode == CommandLineOptions::Mode::ExportFigure)
        for (QWidget *panel : window.currentViewWidget()->findChildren<QWidget *>(QStringLiteral("controlPanel")))
            panel->hide();
    // A layout can ask for another (the answers under Try it take the height of their text at
    // the width the first pass gave them): a few passes, as the running app's event loop does.
    for (int pass = 0; pass < 3; ++pass)
        QCoreApplication::processEvents();

    QWidget *pictured = &window;
    if (options.insideBlock) {
        window.attentionLab()->showBlockWindow();
        BlockWindow *block = window.attentionLab()->blockWindow();
        block->positionControl()->setChecked(options.positional);  // --no-position
        block->concatenateControl()->setChecked(options.concatenatePosition);
        pictured = block;
    } else if (view == handbookViewName()) {
        pictured = showHandbook(&window);
    }
    if (pictured != &window) {
        pictured->resize(options.size);
        for (int pass = 0; pass < 3; ++pass)
            QCoreApplication::processEvents();
    }
    QString error;
    if (options.mode == CommandLineOptions::Mode::ExportFigure) {
        error = saveWidgetFigure(window.currentViewWidget(), options.outputFile);
    } else {
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        if (!pictured->grab().save(&buffer, "PNG"))
            return failWith(QCoreApplication::translate("CommandLine", "Could not render the window."), 1);
        error = pe::writeFileAtomically(options.outputFile, png);
        if (error.isEmpty() && !options.describeFile.isEmpty())
            error = pe::writeFileAtomically(options.describeFile, QJsonDocument(describeWindow(options, &window)).toJson(QJsonDocument::Indented));
    }
    return error.isEmpty() ? 0 : failWith(error, 1);
}

int exportWorksheet(const CommandLineOptions &options)
{
    const pe::ChallengeSet set{options.challengeLevel, options.challengeSeed, options.challengeCount, {}};
    WorksheetOptions worksheet;
    worksheet.greys = options.worksheetGreys;
    worksheet.compact = options.worksheetCompact;
    const QString error = saveWorksheet(set, pe::generateChallenges(set.level, set.seed, set.count), ColourMap::BlueRed, worksheet,
                                        options.outputFile, options.answerKeyFile);
    if (!error.isEmpty()) {
        std::fprintf(stderr, "pe-explorer: %s\n", qPrintable(error));
        return 1;
    }
    return 0;
}
