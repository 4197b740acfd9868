// The guided lesson on a projector, as the back row sees it: in presentation mode at 1024 × 768
// and 1280 × 720, in English and Chinese, every step's caption points only at what is in sight.
// Each plot a step names (LessonStep::focus) is shown, whole, at least 200 pixels high at 720
// lines (160 at 768, whose presentation font is the same on fewer pixels across), and writes
// every word of its axes, its smallest text at least PresentationMode::kPointedTextPixels high, as
// is the caption's; a step that names the formula shows it whole in the explorer's panel, as large.
// A teacher's own steps, one in each view, are held to the same rules.

#include "lesson/guided_lesson.h"
#include "classroom/lesson_bar.h"
#include "lesson/lesson_file.h"
#include "classroom/presentation_mode.h"
#include "explorer/controls.h"
#include "explorer/encoding_explorer.h"
#include "explorer/formula_panel.h"
#include "plots/description.h"
#include "shell/language.h"
#include "shell/main_window.h"
#include "state/app_state.h"
#include "state/view_names.h"
#include "training/answers.h"

#include <QJsonArray>
#include <QLabel>
#include <QRegularExpression>
#include <QScrollBar>
#include <QtTest>
#include "support/fail_on_warnings.h"
#include <qcustomplot.h>

Q_DECLARE_METATYPE(pe::TaskLanguage)

// What a step points at that is not a plot (the formula panel, the Images and Video tab's picture,
// strip and sentences): every widget of that focusName in sight is wholly inside the window, and
// its text, and that of each label in it, is whole and readable from the back row. Empty when so,
// else what is wrong; "not in sight" when no widget of the name is.
static QString widgetsInSight(QWidget *window, const QString &name)
{
    const QRect inWindow(QPoint(0, 0), window->size());
    int seen = 0;
    for (QWidget *widget : window->findChildren<QWidget *>()) {
        if (widget->property("focusName").toString() != name || !widget->isVisibleTo(window))
            continue;
        ++seen;
        if (!inWindow.contains(QRect(widget->mapTo(window, QPoint(0, 0)), widget->size())))
            return QStringLiteral("%1 runs off the window").arg(QLatin1String(widget->metaObject()->className()));
        QList<QLabel *> labels = widget->findChildren<QLabel *>();
        if (auto *label = qobject_cast<QLabel *>(widget))
            labels.prepend(label);
        for (QLabel *text : labels) {
            if (text->isHidden() || text->text().isEmpty())
                continue;
            if (text->visibleRegion().boundingRect().size() != text->size())
                return QStringLiteral("'%1' not wholly in sight").arg(text->text().left(40));
            if (QFontInfo(text->font()).pixelSize() < PresentationMode::kPointedTextPixels)
                return QStringLiteral("text of %1 px").arg(QFontInfo(text->font()).pixelSize());
        }
        if (QFontInfo(widget->font()).pixelSize() < PresentationMode::kPointedTextPixels)
            return QStringLiteral("%1's text of %2 px").arg(QLatin1String(widget->metaObject()->className())).arg(QFontInfo(widget->font()).pixelSize());
    }
    return seen > 0 ? QString() : QStringLiteral("not in sight");
}

class TestLessonOnProjector : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void initTestCase();
    void everyCaptionPointsAtWhatIsInSight_data();
    void everyCaptionPointsAtWhatIsInSight();
    void theLessonsSentencesSpeakTheInterfacesLanguage_data();
    void theLessonsSentencesSpeakTheInterfacesLanguage();
};

void TestLessonOnProjector::init()
{
    failOnStringWarnings();
}

void TestLessonOnProjector::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestLessonOnProjector::everyCaptionPointsAtWhatIsInSight_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("lowest");  // the least height of a plot a step points at
    for (const char *language : {"en", "zh_CN"}) {
        QTest::newRow(qPrintable(QStringLiteral("%1 1280x720").arg(QLatin1String(language)))) << QString::fromLatin1(language) << QSize(1280, 720) << 200;
        QTest::newRow(qPrintable(QStringLiteral("%1 1024x768").arg(QLatin1String(language)))) << QString::fromLatin1(language) << QSize(1024, 768) << 160;
    }
}

void TestLessonOnProjector::everyCaptionPointsAtWhatIsInSight()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    QFETCH(int, lowest);
    QVERIFY(installLanguage(language));
    AppState state;
    MainWindow window(&state);
    window.show();
    const auto normal = qScopeGuard([&window] { window.setPresentationMode(false); });
    window.setPresentationMode(true);
    window.showNormal();  // at the projector's size rather than this machine's screen
    window.resize(size);
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QRect inWindow(QPoint(0, 0), size);
    // The built-in lesson, then a teacher's own of a step in each view (Add This Set-up as a Step):
    // the same rules for both.
    QList<TeacherStep> ownSteps;
    for (const QString &view : viewNames())
        ownSteps.append({QStringLiteral("My step"), QStringLiteral("Look here."), setUpToJson(state, view)});
    for (const bool own : {false, true}) {
        if (own)
            state.setTeacherSteps(ownSteps);
        const int steps = int(own ? ownSteps.size() : guidedLesson().size());
        for (int step = 0; step < steps; ++step) {
            window.showLessonStep(step);
            for (int pass = 0; pass < 4; ++pass)  // fonts and fits arrive by posted events
                QCoreApplication::processEvents();
            const QStringList focus = window.lessonFocus();
            // The caption says what to look at: as readable as what it points at.
            QVERIFY(QFontInfo(window.findChild<LessonBar *>()->caption()->font()).pixelSize() >= PresentationMode::kPointedTextPixels);
            QVERIFY2(!focus.isEmpty(), qPrintable(QStringLiteral("step %1 points at nothing").arg(step + 1)));
            const QJsonArray plots = describeVisiblePlots(&window, focus).value(QStringLiteral("plots")).toArray();
            for (const QString &name : focus) {
                const QString where = QStringLiteral("step %1, %2: ").arg(step + 1).arg(name);
                const auto shown = std::find_if(plots.begin(), plots.end(), [&](const QJsonValue &plot) {
                    return plot[QStringLiteral("name")].toString() == name;
                });
                if (shown == plots.end()) {
                    const QString problem = widgetsInSight(&window, name);
                    QVERIFY2(problem.isEmpty(), qPrintable(where + problem));
                    continue;
                }
                const QJsonObject plot = shown->toObject();
                QVERIFY(plot[QStringLiteral("focus")].toBool());
                const QJsonArray rect = plot[QStringLiteral("rect")].toArray();
                const QRect seen(rect[0].toInt(), rect[1].toInt(), rect[2].toInt(), rect[3].toInt());
                QVERIFY2(inWindow.contains(seen), qPrintable(where + QStringLiteral("%1,%2 %3x%4 outside the window of %5x%6").arg(seen.x()).arg(seen.y()).arg(seen.width()).arg(seen.height()).arg(window.width()).arg(window.height())));
                QCustomPlot *widget = nullptr;
                for (QCustomPlot *candidate : window.findChildren<QCustomPlot *>())
                    if (candidate->isVisibleTo(&window) && candidate->property("figureFileName").toString() == name)
                        widget = candidate;
                QVERIFY(widget);
                QVERIFY2(seen.size() == widget->size(), qPrintable(where + QStringLiteral("partly hidden")));
                QVERIFY2(seen.height() >= lowest, qPrintable(where + QStringLiteral("%1 pixels high, fewer than %2").arg(seen.height()).arg(lowest)));
                // Read from the back row: its smallest text (ticks, labels, legend, cell values) as
                // --describe reports it.
                QCOMPARE(plot[QStringLiteral("smallest_text_px")].toInt(), smallestTextPixels(widget));
                QVERIFY2(smallestTextPixels(widget) >= PresentationMode::kPointedTextPixels,
                         qPrintable(where + QStringLiteral("text of %1 px").arg(smallestTextPixels(widget))));
                for (const QJsonValue &axis : plot[QStringLiteral("axes")].toArray())
                    QVERIFY2(axis[QStringLiteral("drawn")].toArray() == axis[QStringLiteral("words")].toArray(),
                             qPrintable(where + QStringLiteral("writes %1 of its %2 words").arg(axis[QStringLiteral("drawn")].toArray().size())
                                                    .arg(axis[QStringLiteral("words")].toArray().size())));
            }
        }
        window.endGuidedLesson();
    }
}

void TestLessonOnProjector::theLessonsSentencesSpeakTheInterfacesLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<pe::TaskLanguage>("sentences");
    QTest::addColumn<QString>("example");  // what the first training step's caption names
    QTest::newRow("English") << "en" << pe::TaskLanguage::English << "the dog bit the man";
    QTest::newRow("Chinese") << "zh_CN" << pe::TaskLanguage::Chinese << "狗咬人";
}

// One story, one language: the steps that compare or train use the interface's sentences, Try it offers
// one the task can read whole, and the Training Lab starts in that language too.
void TestLessonOnProjector::theLessonsSentencesSpeakTheInterfacesLanguage()
{
    QFETCH(QString, language);
    QFETCH(pe::TaskLanguage, sentences);
    QFETCH(QString, example);
    QVERIFY(installLanguage(language));
    const auto english = qScopeGuard([] { installLanguage(QStringLiteral("en")); });
    QCOMPARE(TrainingLabSettings().setUp.language, sentences);
    bool first = true;
    for (const LessonStep &step : guidedLesson()) {
        if (step.view == QLatin1String("attention")) {
            // The Attention Lab's sentences too: no Latin letter in a Chinese lesson. An English one
            // shows Chinese where its caption speaks of the characters themselves (我爱你, 我爱北京).
            AppState state;
            step.setUp(&state);
            const QString both = state.labSettings().sentenceA + state.labSettings().sentenceB;
            const bool latin = both.contains(QRegularExpression(QStringLiteral("[A-Za-z]")));
            QVERIFY2(sentences == pe::TaskLanguage::Chinese ? !latin : latin || step.caption.contains(state.labSettings().sentenceA),
                     qPrintable(step.title + QStringLiteral(": ") + both + QStringLiteral(" / ") + step.caption));
        }
        if (step.view != QLatin1String("training"))
            continue;
        if (std::exchange(first, false))
            QVERIFY2(step.caption.contains(example), qPrintable(step.caption));
        AppState state;
        step.setUp(&state);
        const TrainingLabSettings &lab = state.trainingSettings();
        QCOMPARE(lab.setUp.language, sentences);
        const pe::TypedSentence typed = pe::readTypedSentence(lab.sentence, pe::taskDefinition(lab.setUp.task, sentences));
        QVERIFY2(typed.error.isEmpty(), qPrintable(typed.error));
    }
    QVERIFY(!first);
}

QTEST_MAIN(TestLessonOnProjector)
#include "test_lesson_on_projector.moc"
