// The dialog where a teacher writes their own lesson steps: every button and field edits the
// steps the dialog hands back, and nothing else.

#include "classroom/lesson_steps_dialog.h"

#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QtTest>

class TestLessonStepsDialog : public QObject
{
    Q_OBJECT
private slots:
    void addTitleAndCaption();
    void buttons_data();
    void buttons();
    void buttonsNeedASelection();
};

static QJsonObject setUp(int dModel)
{
    return {{QStringLiteral("view"), QStringLiteral("encoding")}, {QStringLiteral("d_model"), dModel}};
}

static QList<TeacherStep> threeSteps()
{
    return {{QStringLiteral("A"), QStringLiteral("first"), setUp(1)},
            {QStringLiteral("B"), QStringLiteral("second"), setUp(2)},
            {QStringLiteral("C"), QStringLiteral("third"), setUp(3)}};
}

static QPushButton *button(QDialog &dialog, const QString &text)
{
    for (QPushButton *candidate : dialog.findChildren<QPushButton *>())
        if (candidate->text() == text)
            return candidate;
    qFatal("no button %s", qPrintable(text));
}

void TestLessonStepsDialog::addTitleAndCaption()
{
    LessonStepsDialog dialog(threeSteps(), setUp(64));
    dialog.addCurrentSetUp();
    QCOMPARE(dialog.steps().size(), 4);
    QCOMPARE(dialog.steps().last().setUp, setUp(64));
    auto *title = dialog.findChild<QLineEdit *>();
    auto *caption = dialog.findChild<QPlainTextEdit *>();
    QCOMPARE(title->text(), LessonStepsDialog::tr("Step %1").arg(4));
    title->selectAll();
    QTest::keyClicks(title, QStringLiteral("Offsets"));
    caption->setPlainText(QStringLiteral("只看偏移。"));
    QCOMPARE(dialog.steps().last().title, QStringLiteral("Offsets"));
    QCOMPARE(dialog.steps().last().caption, QStringLiteral("只看偏移。"));
    QVERIFY(dialog.findChild<QListWidget *>()->item(3)->text().contains(QStringLiteral("Offsets")));
    QCOMPARE(dialog.steps().mid(0, 3), threeSteps()); // the others are untouched
}

void TestLessonStepsDialog::buttons_data()
{
    QTest::addColumn<int>("selected");
    QTest::addColumn<QString>("button");
    QTest::addColumn<QStringList>("titles");
    QTest::addColumn<int>("dModelOfB");
    QTest::newRow("move up") << 1 << LessonStepsDialog::tr("Move &Up") << QStringList{"B", "A", "C"} << 2;
    QTest::newRow("move the first up") << 0 << LessonStepsDialog::tr("Move &Up") << QStringList{"A", "B", "C"} << 2;
    QTest::newRow("move down") << 1 << LessonStepsDialog::tr("Move &Down") << QStringList{"A", "C", "B"} << 2;
    QTest::newRow("move the last down") << 2 << LessonStepsDialog::tr("Move &Down") << QStringList{"A", "B", "C"} << 2;
    QTest::newRow("remove") << 1 << LessonStepsDialog::tr("&Remove") << QStringList{"A", "C"} << -1;
    QTest::newRow("use the current set-up") << 1 << LessonStepsDialog::tr("&Use the Current Set-up") << QStringList{"A", "B", "C"} << 64;
}

void TestLessonStepsDialog::buttons()
{
    QFETCH(int, selected);
    QFETCH(QString, button);
    QFETCH(QStringList, titles);
    QFETCH(int, dModelOfB);
    LessonStepsDialog dialog(threeSteps(), setUp(64));
    dialog.findChild<QListWidget *>()->setCurrentRow(selected);
    QTest::mouseClick(::button(dialog, button), Qt::LeftButton);
    QStringList shown;
    int dModel = -1;
    for (const TeacherStep &step : dialog.steps()) {
        shown.append(step.title);
        if (step.title == QLatin1String("B"))
            dModel = step.setUp.value(QStringLiteral("d_model")).toInt();
    }
    QCOMPARE(shown, titles);
    QCOMPARE(dModel, dModelOfB);
    QCOMPARE(dialog.findChild<QListWidget *>()->count(), titles.size());
}

void TestLessonStepsDialog::buttonsNeedASelection()
{
    LessonStepsDialog dialog({}, setUp(64));
    QVERIFY(!button(dialog, LessonStepsDialog::tr("&Remove"))->isEnabled());
    QVERIFY(!dialog.findChild<QLineEdit *>()->isEnabled());
    QTest::mouseClick(button(dialog, LessonStepsDialog::tr("&Add the Current Set-up")), Qt::LeftButton);
    QVERIFY(button(dialog, LessonStepsDialog::tr("&Remove"))->isEnabled());
    QTest::mouseClick(button(dialog, LessonStepsDialog::tr("&Remove")), Qt::LeftButton);
    QVERIFY(dialog.steps().isEmpty());
    QVERIFY(!button(dialog, LessonStepsDialog::tr("&Remove"))->isEnabled());
}

QTEST_MAIN(TestLessonStepsDialog)
#include "test_lesson_steps_dialog.moc"
