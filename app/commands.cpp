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
#include "attention_lab/layer_stack_window.h"
#include "widgets/label_box.h"

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

void setUpApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("pe-explorer"));
    QCoreApplication::setApplicationName(QStringLiteral("pe-explorer"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PE_VERSION));
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
    if (view != QLatin1String("training") && !options.trainedProjection)
        return {};  // the Training Lab is not built for a picture of another view: it took a tenth of the start
    TrainingLab *lab = window->trainingLab();
    // A picture waits for no class (a lesson step may ask for its pace): the runs go on at full
    // speed, to the same numbers.
    lab->runner()->setPace(TrainingPace::Full);
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
    if (options.layerStack) {
        QJsonObject described = describeVisiblePlots(window->attentionLab()->stackWindow(), {});
        described.insert(QStringLiteral("view"), QStringLiteral("layer-stack"));
        described.insert(QStringLiteral("reach"), window->attentionLab()->stackWindow()->reachSentence()->text());
        return described;
    }
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
    // The label boxes let go of the heights they hold for a moment after a shorter text, as they
    // do by themselves in the window before anyone looks (the start-up texts, then the step's).
    for (int pass = 0; pass < 3; ++pass) {
        for (LabelBox *box : window.findChildren<LabelBox *>())
            box->settle();
        QCoreApplication::processEvents();
    }

    QWidget *pictured = &window;
    if (options.insideBlock) {
        window.attentionLab()->showBlockWindow();
        BlockWindow *block = window.attentionLab()->blockWindow();
        block->positionControl()->setChecked(options.positional);  // --no-position
        block->concatenateControl()->setChecked(options.concatenatePosition);
        pictured = block;
    } else if (options.layerStack) {
        window.attentionLab()->showStackWindow();
        pictured = window.attentionLab()->stackWindow();
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
