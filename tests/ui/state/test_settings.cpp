// The explorer's settings: the selection always lies inside the scheme's matrix, and AppState
// applies a whole ExplorerSettings at once, telling the views what changed.

#include "state/app_state.h"
#include "lesson/guided_lesson.h"
#include "lesson/lesson_file.h"
#include "attention_lab/sentence_panel.h"
#include "state/settings.h"
#include "text/tokenizer.h"
#include "attention/word_order.h"

#include <QSignalSpy>
#include <QtTest>

class TestSettings : public QObject
{
    Q_OBJECT
private slots:
    void clampKeepsTheSelectionInsideTheMatrix_data();
    void clampKeepsTheSelectionInsideTheMatrix();
    void clampChangesNothingInside();
    void selectionChangeIsNotAnEncodingChange();
    void invalidSettingsChangeNothing();
    void guidedStepsDoNotDependOnTheRoute_data();
    void guidedStepsDoNotDependOnTheRoute();
    void labDefaultsShowAPlainContrast_data();
    void labDefaultsShowAPlainContrast();
    void theLabOpensInTheInterfacesLanguage_data();
    void theLabOpensInTheInterfacesLanguage();
    void keptSetUpsAreAHistory();
};

void TestSettings::theLabOpensInTheInterfacesLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::newRow("English") << "en" << "Tigers love rabbits." << "Rabbits love tigers.";
    QTest::newRow("Chinese") << "zh_CN" << "老虎爱兔子" << "兔子爱老虎";
}

void TestSettings::theLabOpensInTheInterfacesLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, a);
    QFETCH(QString, b);
    setInterfaceLanguage(language);
    const auto english = qScopeGuard([] { setInterfaceLanguage(QStringLiteral("en")); });
    const AppState state;
    QCOMPARE(state.labSettings().sentenceA, a);
    QCOMPARE(state.labSettings().sentenceB, b);
}

void TestSettings::clampKeepsTheSelectionInsideTheMatrix_data()
{
    QTest::addColumn<int>("scheme");
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("positions");
    QTest::addColumn<int>("columns");  // of the scheme's matrix, at least 1
    QTest::newRow("sinusoidal 64 x 128") << int(pe::Scheme::Sinusoidal) << 64 << 128 << 64;
    QTest::newRow("sinusoidal one position") << int(pe::Scheme::Sinusoidal) << 8 << 1 << 8;
    QTest::newRow("rope pairs") << int(pe::Scheme::Rope) << 9 << 20 << 4;
    QTest::newRow("rope d_model 1 has no pair, one column to select") << int(pe::Scheme::Rope) << 1 << 20 << 1;
    QTest::newRow("alibi keys") << int(pe::Scheme::Alibi) << 64 << 3 << 3;
}

void TestSettings::clampKeepsTheSelectionInsideTheMatrix()
{
    QFETCH(int, scheme);
    QFETCH(int, dModel);
    QFETCH(int, positions);
    QFETCH(int, columns);
    QRandomGenerator random(7);
    for (int trial = 0; trial < 200; ++trial) {
        ExplorerSettings settings;
        settings.scheme.scheme = pe::Scheme(scheme);
        settings.scheme.encoding.dModel = dModel;
        settings.scheme.encoding.positions = positions;
        settings.position = random.bounded(-300, 300);
        settings.dimension = random.bounded(-300, 300);
        settings.comparePosition = random.bounded(-300, 300);
        for (int pin = 0; pin < 5; ++pin)
            settings.pinnedDimensions.append(random.bounded(-100, 100));
        const ExplorerSettings clamped = clampSelection(settings);
        QCOMPARE(selectableColumns(clamped.scheme), columns);
        QVERIFY(clamped.position >= 0 && clamped.position < positions);
        QVERIFY(clamped.comparePosition >= 0 && clamped.comparePosition < positions);
        QVERIFY(clamped.dimension >= 0 && clamped.dimension < columns);
        QSet<int> seen;
        for (int j : clamped.pinnedDimensions) {
            QVERIFY(j >= 0 && j < columns);
            QVERIFY(!seen.contains(j));
            seen.insert(j);
            QVERIFY(settings.pinnedDimensions.contains(j));
        }
    }
}

void TestSettings::clampChangesNothingInside()
{
    ExplorerSettings settings;
    settings.position = 100;
    settings.dimension = 63;
    settings.comparePosition = 0;
    settings.pinnedDimensions = {5, 1, 40};
    const ExplorerSettings clamped = clampSelection(settings);
    QCOMPARE(clamped.position, 100);
    QCOMPARE(clamped.dimension, 63);
    QCOMPARE(clamped.comparePosition, 0);
    QCOMPARE(clamped.pinnedDimensions, (QList<int>{5, 1, 40}));
}

void TestSettings::selectionChangeIsNotAnEncodingChange()
{
    AppState state;
    QSignalSpy encoding(&state, &AppState::encodingChanged);
    QSignalSpy selection(&state, &AppState::selectionChanged);
    ExplorerSettings settings = state.explorerSettings();
    settings.position = 7;
    settings.stackedCurves = true;
    QVERIFY(state.setExplorerSettings(settings).isEmpty());
    QCOMPARE(encoding.count(), 0);
    QCOMPARE(selection.count(), 1);
    QCOMPARE(state.position(), 7);
    QVERIFY(state.stackedCurves());

    settings.scheme.encoding.positions = 5; // the selection follows into the smaller matrix
    QVERIFY(state.setExplorerSettings(settings).isEmpty());
    QCOMPARE(encoding.count(), 1);
    QCOMPARE(state.position(), 4);

    QVERIFY(state.setExplorerSettings(state.explorerSettings()).isEmpty()); // the same: no signal
    QCOMPARE(encoding.count(), 1);
    QCOMPARE(selection.count(), 1);
}

void TestSettings::invalidSettingsChangeNothing()
{
    AppState state;
    QSignalSpy encoding(&state, &AppState::encodingChanged);
    ExplorerSettings settings = state.explorerSettings();
    settings.scheme.encoding.dModel = 0;
    settings.position = 9;
    QVERIFY(!state.setExplorerSettings(settings).isEmpty());
    QCOMPARE(state.encodingParams().dModel, 64);
    QCOMPARE(state.position(), ExplorerSettings().position);
    QCOMPARE(encoding.count(), 0);
}

void TestSettings::guidedStepsDoNotDependOnTheRoute_data()
{
    QTest::addColumn<int>("step");
    for (int i = 0; i < int(guidedLesson().size()); ++i)
        QTest::newRow(qPrintable(QStringLiteral("step %1").arg(i + 1))) << i;
}

void TestSettings::guidedStepsDoNotDependOnTheRoute()
{
    // Step i shown after any step j (with Next, Back or a jump) sets up exactly what step i
    // shows when it is the first thing shown.
    QFETCH(int, step);
    const QList<LessonStep> lesson = guidedLesson();
    AppState fresh;
    lesson[step].setUp(&fresh);
    const QJsonObject expected = setUpToJson(fresh, lesson[step].view);
    for (int before = 0; before < int(lesson.size()); ++before) {
        AppState state;
        state.setPinnedDimensions({3, 1}); // a student's own changes before the lesson too
        state.setComparePosition(77);
        lesson[before].setUp(&state);
        state.setPosition(state.position() + 3);
        state.setDimension(state.columns() - 1);
        lesson[step].setUp(&state);
        QVERIFY2(setUpToJson(state, lesson[step].view) == expected, qPrintable(QStringLiteral("after step %1").arg(before + 1)));
    }
}

// With the lab's defaults, position must change the picture plainly, for every example: a
// difference of weights of at least 0.1, where the identity projections gave 0.002.
void TestSettings::labDefaultsShowAPlainContrast_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    for (const pe::TaskLanguage language : {pe::TaskLanguage::English, pe::TaskLanguage::Chinese})
        QTest::addRow("the default sentences in %s", language == pe::TaskLanguage::Chinese ? "Chinese" : "English")
            << defaultLabSentence(language, false) << defaultLabSentence(language, true);
    for (const auto &[a, b] : SentencePanel::presets())
        QTest::addRow("%s / %s", qPrintable(a), qPrintable(b)) << a << b;
}

void TestSettings::labDefaultsShowAPlainContrast()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    const LabSettings lab;
    const pe::TokenizerOptions tokenizer{lab.lowerCase};
    const pe::WordOrderComparison comparison = pe::compareWordOrders(
        pe::tokenTexts(pe::tokenize(a, tokenizer)), pe::tokenTexts(pe::tokenize(b, tokenizer)),
        attentionOptions(ExplorerSettings().scheme, lab));
    QVERIFY(comparison.maxDifferenceWithout <= 1e-12);
    QVERIFY2(comparison.maxDifferenceWith >= 0.1, qPrintable(QString::number(comparison.maxDifferenceWith)));
}

// Show Me keeps the set-up as it is each time; Back to My Set-up puts back the latest, then the one
// before. A Show Me right after another keeps nothing: that set-up was Show Me's, not the student's.
void TestSettings::keptSetUpsAreAHistory()
{
    AppState state;
    QSignalSpy restored(&state, &AppState::keptSetUpRestored);
    const QString ownSentence = state.labSettings().sentenceA;
    state.setDModel(24);  // the student's own
    QVERIFY(state.keepSetUp());  // Show Me on a first question…
    state.setDModel(8);  // …sets d_model 8
    state.shownSetUp();
    QVERIFY(!state.keepSetUp());  // at once on a second: nothing of the student's to keep
    state.setDModel(12);
    state.shownSetUp();
    state.changeLab([](LabSettings &lab) { lab.sentenceA = QStringLiteral("猫追老鼠"); });  // the student's work on top
    QVERIFY(state.keepSetUp());  // Show Me on a third question keeps it
    state.setDModel(16);
    state.shownSetUp();
    QCOMPARE(state.changedSinceKept(), QStringList{QStringLiteral("explorer")});
    state.restoreKeptSetUp();
    QCOMPARE(state.encodingParams().dModel, 12);
    QCOMPARE(state.labSettings().sentenceA, QStringLiteral("猫追老鼠"));
    QVERIFY(state.hasKeptSetUp());
    state.restoreKeptSetUp();
    QCOMPARE(state.encodingParams().dModel, 24);
    QCOMPARE(state.labSettings().sentenceA, ownSentence);
    QVERIFY(!state.hasKeptSetUp());
    QCOMPARE(restored.size(), 2);
}

QTEST_GUILESS_MAIN(TestSettings)
#include "test_settings.moc"
