// A teacher's notes on lesson steps: written in Lesson › Edit Steps…, kept in lesson files (older
// files without them still open; a wrong field is named, nothing changes), and shown step by step
// in the notes window with the minutes added up from the notes themselves.

#include "classroom/lesson_bar.h"
#include "lesson/lesson_file.h"
#include "classroom/lesson_steps_dialog.h"
#include "classroom/step_notes_editor.h"
#include "classroom/teacher_notes_window.h"
#include "state/app_state.h"
#include "support/fail_on_warnings.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QScreen>
#include <QtTest>

namespace {

const StepNotes kNotes{QStringLiteral("Do “我爱你” and “你爱我” mean the same?"), QStringLiteral("No: <who> loves whom turns around."), 3};

QList<TeacherStep> twoSteps()
{
    const QJsonObject setUp = setUpToJson(AppState(), QStringLiteral("attention"));
    return {{QStringLiteral("With notes"), QStringLiteral("Look."), setUp, kNotes}, {QStringLiteral("Without"), QStringLiteral("Look again."), setUp}};
}

} // namespace

class TestTeacherNotes : public QObject
{
    Q_OBJECT
private slots:
    void init() { failOnStringWarnings(); }
    void lessonFilesKeepTheNotes();
    void brokenNotesChangeNothing_data();
    void brokenNotesChangeNothing();
    void theDialogEditsTheNotes();
    void theWindowFollowsTheLesson_data();
    void theWindowFollowsTheLesson();
    void theButtonShowsTheWindow();
    void theNotesStayOffTheCaption();
};

void TestTeacherNotes::lessonFilesKeepTheNotes()
{
    AppState saved;
    saved.setTeacherSteps(twoSteps());
    const QJsonObject json = lessonToJson(saved, QStringLiteral("encoding"));
    const QJsonArray steps = json.value(QStringLiteral("steps")).toArray();
    QCOMPARE(steps[0].toObject().value(QStringLiteral("notes")).toObject().value(QStringLiteral("minutes")).toInt(), 3);
    QVERIFY(!steps[1].toObject().contains(QStringLiteral("notes")));  // a step without notes writes none
    AppState opened;
    QString view;
    QCOMPARE(applyLesson(QJsonDocument(json).toJson(), &opened, &view), QString());
    QCOMPARE(opened.teacherSteps(), twoSteps());
}

void TestTeacherNotes::brokenNotesChangeNothing_data()
{
    QTest::addColumn<QJsonValue>("notes");
    QTest::addColumn<QString>("named");  // empty: the file opens
    QTest::newRow("none: a lesson from before notes") << QJsonValue(QJsonValue::Undefined) << QString();
    QTest::newRow("notes as text") << QJsonValue(QStringLiteral("ask them")) << QStringLiteral("steps[0].notes must be a group of settings");
    QTest::newRow("a question as a number") << QJsonValue(QJsonObject{{"question", 7}, {"answer", ""}, {"minutes", 1}})
                                            << QStringLiteral("steps[0].notes.question must be text");
    QTest::newRow("no answer") << QJsonValue(QJsonObject{{"question", "Why?"}, {"minutes", 1}}) << QStringLiteral("steps[0].notes.answer must be text");
    QTest::newRow("90 minutes") << QJsonValue(QJsonObject{{"question", "Why?"}, {"answer", ""}, {"minutes", 90}})
                                << QStringLiteral("steps[0].notes.minutes must be a whole number from 0 to 60");
    QTest::newRow("minutes as text") << QJsonValue(QJsonObject{{"question", "Why?"}, {"answer", ""}, {"minutes", "two"}})
                                     << QStringLiteral("steps[0].notes.minutes must be a whole number");
}

void TestTeacherNotes::brokenNotesChangeNothing()
{
    QFETCH(QJsonValue, notes);
    QFETCH(QString, named);
    AppState saved;
    saved.setTeacherSteps(twoSteps());
    QJsonObject lesson = lessonToJson(saved, QStringLiteral("encoding"));
    QJsonArray steps = lesson.value(QStringLiteral("steps")).toArray();
    QJsonObject first = steps[0].toObject();
    first.remove(QStringLiteral("notes"));
    if (!notes.isUndefined())
        first.insert(QStringLiteral("notes"), notes);
    steps[0] = first;
    lesson.insert(QStringLiteral("steps"), steps);
    AppState opened;
    opened.setTeacherSteps({twoSteps()[1]});
    QString view;
    const QString error = applyLesson(QJsonDocument(lesson).toJson(), &opened, &view);
    if (named.isEmpty()) {
        QCOMPARE(error, QString());
        QCOMPARE(opened.teacherSteps()[0].notes, StepNotes());
    } else {
        QVERIFY2(error.contains(named), qPrintable(error));
        QCOMPARE(opened.teacherSteps(), QList<TeacherStep>{twoSteps()[1]});
    }
}

// Typed into the dialog's fields, kept per step, and shown again when the step is selected.
void TestTeacherNotes::theDialogEditsTheNotes()
{
    LessonStepsDialog dialog(twoSteps(), QJsonObject());
    auto *editor = dialog.findChild<StepNotesEditor *>();
    QCOMPARE(editor->notes(), kNotes);  // the first step is selected
    dialog.addCurrentSetUp();
    QCOMPARE(editor->notes(), StepNotes());
    QTest::keyClicks(editor->questionEdit(), QStringLiteral("Which map changed?"));
    QTest::keyClicks(editor->answerEdit(), QStringLiteral("The right one."));
    editor->minutesBox()->setValue(4);
    QCOMPARE(dialog.steps().last().notes, (StepNotes{QStringLiteral("Which map changed?"), QStringLiteral("The right one."), 4}));
    QCOMPARE(dialog.steps().first().notes, kNotes);
    QCOMPARE(dialog.steps()[1].notes, StepNotes());
}

void TestTeacherNotes::theWindowFollowsTheLesson_data()
{
    QTest::addColumn<int>("step");
    QTest::addColumn<QStringList>("shown");
    QTest::addColumn<QStringList>("hidden");
    const QString minutes = TeacherNotesWindow::tr("Minutes: %1 for this step; %2 of the lesson's %3 by its end.").arg(3).arg(3).arg(3);
    QTest::newRow("a step with notes") << 0
                                       << QStringList{TeacherNotesWindow::tr("Ask the class: %1").arg(kNotes.question),
                                                      TeacherNotesWindow::tr("Expected answer: %1").arg(kNotes.answer), minutes,
                                                      TeacherNotesWindow::tr("Next: %1").arg(QStringLiteral("Without"))}
                                       << QStringList{TeacherNotesWindow::tr("This is the last step.")};
    QTest::newRow("the last step, without notes")
        << 1 << QStringList{TeacherNotesWindow::tr("This step has no notes. Lesson › Edit Steps… writes them for your own steps."),
                            TeacherNotesWindow::tr("This is the last step.")}
        << QStringList{kNotes.question};
    QTest::newRow("no lesson") << -1 << QStringList{QStringLiteral("No lesson is running.")} << QStringList{kNotes.question};
}

void TestTeacherNotes::theWindowFollowsTheLesson()
{
    QFETCH(int, step);
    QFETCH(QStringList, shown);
    QFETCH(QStringList, hidden);
    AppState state;
    state.setTeacherSteps(twoSteps());
    LessonBar bar(&state);
    bar.start(false, QStringLiteral("encoding"));
    bar.showStep(step);
    if (step < 0)
        bar.end();
    const QString text = bar.notes()->text()->text();
    for (const QString &part : shown)
        QVERIFY2(text.contains(part.toHtmlEscaped()), qPrintable(part + QStringLiteral(" not in ") + text));
    for (const QString &part : hidden)
        QVERIFY2(!text.contains(part.toHtmlEscaped()), qPrintable(part + QStringLiteral(" in ") + text));
}

// The bar's button and the window's own close button agree; the notes stay off the bar.
void TestTeacherNotes::theButtonShowsTheWindow()
{
    AppState state;
    state.setTeacherSteps(twoSteps());
    LessonBar bar(&state);
    bar.start(false, QStringLiteral("encoding"));
    bar.show();
    QSignalSpy shown(&bar, &LessonBar::notesShownChanged);
    QVERIFY(bar.notes()->isWindow());
    QVERIFY(!bar.notes()->isVisible());
    bar.notesButton()->click();
    QVERIFY(bar.notes()->isVisible());
    QCOMPARE(shown.size(), 1);
    QCOMPARE(shown.last().first().toBool(), true);
    for (QLabel *label : bar.findChildren<QLabel *>())
        if (label->window() == &bar)
            QVERIFY(!label->text().contains(kNotes.question.toHtmlEscaped()));
    bar.notes()->close();
    QVERIFY(!bar.notesButton()->isChecked());
    QCOMPARE(shown.last().first().toBool(), false);
}

// On the lesson's only screen the notes open in its bottom corner, not over the caption a mirrored
// projector shows the class, and above the lesson's window, even in full screen.
void TestTeacherNotes::theNotesStayOffTheCaption()
{
    AppState state;
    state.setTeacherSteps(twoSteps());
    LessonBar bar(&state);
    bar.start(false, QStringLiteral("encoding"));
    const QRect room = bar.screen()->availableGeometry();  // the bar across the top, as in the window
    bar.setGeometry(QRect(room.topLeft(), QSize(room.width(), bar.heightForWidth(room.width()))));
    bar.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bar));
    bar.notesButton()->click();
    QVERIFY(bar.notes()->windowFlags().testFlag(Qt::WindowStaysOnTopHint));
    const QRect caption(bar.caption()->mapToGlobal(QPoint()), bar.caption()->size());
    QVERIFY2(!bar.notes()->frameGeometry().intersects(caption), qPrintable(QStringLiteral("notes at %1,%2, caption down to %3")
                 .arg(bar.notes()->x()).arg(bar.notes()->y()).arg(caption.bottom())));
    QVERIFY(room.contains(bar.notes()->frameGeometry()));
}

QTEST_MAIN(TestTeacherNotes)
#include "test_teacher_notes.moc"
