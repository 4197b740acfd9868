// What a screen reader finds: every control a student can reach with Tab, and every plot, has
// an accessible name in both languages, and every plot a description of what it shows. The
// walk goes through each view of the main window and each dialog.
#include "state/app_state.h"
#include "attention_lab/attention_lab.h"
#include "attention_lab/attention_map_grid.h"
#include "classroom/code_dialog.h"
#include "explorer/encoding_heatmap_view.h"
#include "lesson/guided_lesson.h"
#include "shell/language.h"
#include "lesson/lesson_file.h"
#include "classroom/lesson_steps_dialog.h"
#include "shell/main_window.h"
#include "attention_lab/sentence_panel.h"

#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSlider>
#include <QAccessible>
#include <QComboBox>
#include "state/view_names.h"

#include <QAbstractButton>
#include <QButtonGroup>
#include <QtTest>
#include <qcustomplot.h>

namespace {

QString accessibleText(QWidget *widget, QAccessible::Text text)
{
    QAccessibleInterface *face = QAccessible::queryAccessibleInterface(widget);
    return face ? face->text(text).trimmed() : QString();
}

// How a widget is named in a failure message: its class, object name and tooltip.
QString describe(QWidget *widget)
{
    return QStringLiteral("%1 '%2' (%3)").arg(QString::fromLatin1(widget->metaObject()->className()), widget->objectName(),
                                              widget->toolTip().left(60));
}

// The line edit inside a spin box or an editable combo box speaks through its owner.
bool isInnerEditor(QWidget *widget)
{
    QWidget *parent = widget->parentWidget();
    return qobject_cast<QAbstractSpinBox *>(parent) || qobject_cast<QComboBox *>(parent);
}

// Every problem under `root`: a focusable widget without a name, a plot without a name or a
// description.
QStringList unnamed(QWidget *root)
{
    QStringList problems;
    QList<QWidget *> widgets = root->findChildren<QWidget *>();
    widgets.prepend(root);
    for (QWidget *widget : std::as_const(widgets)) {
        if (!widget->isVisibleTo(root) || isInnerEditor(widget))
            continue;
        auto *plot = qobject_cast<QCustomPlot *>(widget);
        if (plot) {
            plot->replot();  // what the view drew, not what the plot had when it was made
        }
        const bool focusable = widget->focusPolicy() & Qt::TabFocus;
        if ((plot || focusable) && accessibleText(widget, QAccessible::Name).isEmpty())
            problems.append(QStringLiteral("no name: ") + describe(widget));
        if (plot && accessibleText(widget, QAccessible::Description).isEmpty())
            problems.append(QStringLiteral("no description: ") + describe(widget));
    }
    return problems;
}

// What Tab misses under `root`: the controls it never reaches, starting from the first, and a
// control that keeps the focus.
QStringList tabMisses(QWidget *root)
{
    QList<QWidget *> expected;  // in the order they were made, so that every run starts alike
    for (QWidget *widget : root->findChildren<QWidget *>())
        if (widget->isVisibleTo(root) && widget->isEnabled() && (widget->focusPolicy() & Qt::TabFocus) && !widget->focusProxy()
            && !isInnerEditor(widget))
            expected.append(widget);
    if (expected.isEmpty())
        return {QStringLiteral("no control takes the focus")};
    QWidget *first = expected.first();
    first->setFocus(Qt::TabFocusReason);
    QSet<QWidget *> reached{first};
    for (int press = 0; press < 2 * int(expected.size()) && QApplication::focusWidget(); ++press) {
        QWidget *before = QApplication::focusWidget();
        QTest::keyClick(before, Qt::Key_Tab);
        if (QApplication::focusWidget() == before)
            return {QStringLiteral("Tab stays in ") + describe(before)};
        if (QApplication::focusWidget() == first)
            break;
        reached.insert(QApplication::focusWidget());
    }
    // Tab enters a group of radio buttons once, the arrow keys move within it (as everywhere in Qt):
    // one button of the group reached reaches the group.
    const auto groupReached = [&reached](QWidget *widget) {
        const auto *radio = qobject_cast<QAbstractButton *>(widget);
        if (!radio || !radio->group())
            return false;
        const QList<QAbstractButton *> members = radio->group()->buttons();
        return std::any_of(members.begin(), members.end(), [&reached](QAbstractButton *member) { return reached.contains(member); });
    };
    QStringList missed;
    for (QWidget *widget : std::as_const(expected))
        if (!reached.contains(widget) && !groupReached(widget))
            missed.append(QStringLiteral("not reached: ") + describe(widget));
    return missed;
}

} // namespace

class TestAccessibility : public QObject
{
    Q_OBJECT
private slots:
    void everyViewNamesItsControls_data();
    void everyViewNamesItsControls();
    void everyDialogNamesItsControls_data();
    void everyDialogNamesItsControls();
    void tabReachesEveryControl_data();
    void tabReachesEveryControl();
    void keysAloneChangeEverySetting_data();
    void keysAloneChangeEverySetting();
    void guidedLessonFromTheKeyboard();
    void examplesStepWithTheArrowKeys();
    void attentionMapCellMovesWithTheArrowKeys();
    void heatmapSelectionMovesWithTheArrowKeys_data();
    void heatmapSelectionMovesWithTheArrowKeys();
};

void TestAccessibility::everyViewNamesItsControls_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("view");
    for (const QString &language : availableLanguages())
        for (const QString &view : viewNames())
            QTest::addRow("%s, %s", qPrintable(view), qPrintable(language)) << language << view;
}

void TestAccessibility::everyViewNamesItsControls()
{
    QFETCH(QString, language);
    QFETCH(QString, view);
    QVERIFY(installLanguage(language));
    AppState state;
    MainWindow window(&state);
    window.resize(1280, 720);
    window.show();
    QVERIFY(window.showView(view));
    const QStringList problems = unnamed(&window);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestAccessibility::everyDialogNamesItsControls_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &language : availableLanguages())
        QTest::newRow(qPrintable(language)) << language;
}

void TestAccessibility::everyDialogNamesItsControls()
{
    QFETCH(QString, language);
    QVERIFY(installLanguage(language));
    LessonStepsDialog steps({}, QJsonObject(), nullptr);
    steps.addCurrentSetUp();
    steps.show();
    QStringList problems = unnamed(&steps);
    CodeDialog code({CodeSource{QStringLiteral("Sentence A"), QStringLiteral("import numpy"), QStringLiteral("import torch"), {}, {}}});
    code.show();
    problems += unnamed(&code);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestAccessibility::tabReachesEveryControl_data()
{
    QTest::addColumn<QString>("view");
    for (const QString &view : viewNames())
        QTest::newRow(qPrintable(view)) << view;
    QTest::newRow("lesson steps dialog") << QStringLiteral("lesson steps");
    QTest::newRow("code dialog") << QStringLiteral("code");
}

// From the keyboard alone: Tab goes through every control of the view and comes back to where
// it began, so no control is out of reach and none keeps the focus (a keyboard trap).
void TestAccessibility::tabReachesEveryControl()
{
    QFETCH(QString, view);
    QVERIFY(installLanguage(QStringLiteral("en")));
    AppState state;
    QWidget *root = nullptr;
    MainWindow window(&state);
    LessonStepsDialog steps({}, QJsonObject(), nullptr);
    CodeDialog code({CodeSource{QStringLiteral("Sentence A"), QStringLiteral("import numpy"), QStringLiteral("import torch"), {}, {}}});
    if (view == QLatin1String("lesson steps")) {
        steps.addCurrentSetUp();
        root = &steps;
    } else if (view == QLatin1String("code")) {
        root = &code;
    } else {
        window.resize(1280, 720);
        QVERIFY(window.showView(view));
        root = &window;
    }
    root->show();
    QApplication::setActiveWindow(root);
    QVERIFY(QTest::qWaitForWindowActive(root));
    const QStringList missed = tabMisses(root);
    QVERIFY2(missed.isEmpty(), qPrintable(missed.join(QLatin1Char('\n'))));
}

void TestAccessibility::heatmapSelectionMovesWithTheArrowKeys_data()
{
    QTest::addColumn<int>("key");
    QTest::addColumn<int>("position");
    QTest::addColumn<int>("dimension");
    QTest::newRow("down: the next position") << int(Qt::Key_Down) << 2 << 2;
    QTest::newRow("up: the one before") << int(Qt::Key_Up) << 0 << 2;
    QTest::newRow("right: the next dimension") << int(Qt::Key_Right) << 1 << 3;
    QTest::newRow("left: the one before") << int(Qt::Key_Left) << 1 << 1;
}

// Tab reaches the heatmap; the arrow keys move its selected cell, and the description says
// which cell and its value, as the formula gives it.
void TestAccessibility::heatmapSelectionMovesWithTheArrowKeys()
{
    QFETCH(int, key);
    QFETCH(int, position);
    QFETCH(int, dimension);
    QVERIFY(installLanguage(QStringLiteral("en")));
    AppState state;
    state.setPosition(1);
    state.setDimension(2);
    MainWindow window(&state);
    window.show();
    QVERIFY(window.showView(QStringLiteral("encoding")));
    auto *heatmap = window.findChild<EncodingHeatmapView *>();
    QVERIFY(heatmap);
    QCustomPlot *plot = heatmap->findChild<QCustomPlot *>();
    QVERIFY(plot->focusPolicy() & Qt::TabFocus);
    QTest::keyClick(plot, Qt::Key(key));
    QCOMPARE(state.position(), position);
    QCOMPARE(state.dimension(), dimension);
    const pe::SinusoidalParams &e = state.schemeParams().encoding;
    const int pair = dimension / 2;
    const double angle = position / std::pow(e.base, 2.0 * pair / e.dModel);
    const double value = dimension % 2 == 0 ? std::sin(angle) : std::cos(angle);
    const QString selection = QStringLiteral("selected position %1, dimension %2, value %3.")
                                  .arg(position).arg(dimension).arg(QString::number(value, 'f', 5));
    // The views draw at the next frame.
    QTRY_VERIFY2(accessibleText(plot, QAccessible::Description).endsWith(selection),
                 qPrintable(accessibleText(plot, QAccessible::Description)));
}

void TestAccessibility::keysAloneChangeEverySetting_data()
{
    QTest::addColumn<QString>("view");
    for (const QString &view : viewNames())
        QTest::newRow(qPrintable(view)) << view;
}

// Every setting Tab reaches changes with a key: a spin box, slider or list with the arrow keys
// (the other way at its end), a check box with Space, a text box by typing. The value the
// control shows is what changes (or, for the examples' list, the sentences); the other tests
// check that the app follows its controls.
void TestAccessibility::keysAloneChangeEverySetting()
{
    QFETCH(QString, view);
    QVERIFY(installLanguage(QStringLiteral("en")));
    AppState state;
    MainWindow window(&state);
    window.resize(1280, 720);
    QVERIFY(window.showView(view));
    window.show();
    QApplication::setActiveWindow(&window);
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QStringList unchanged;
    for (QWidget *widget : window.currentViewWidget()->findChildren<QWidget *>()) {
        if (!widget->isVisibleTo(&window) || !widget->isEnabled() || !(widget->focusPolicy() & Qt::TabFocus) || isInnerEditor(widget))
            continue;
        widget->setFocus(Qt::TabFocusReason);
        if (auto *spin = qobject_cast<QAbstractSpinBox *>(widget)) {
            const QString before = spin->text();
            QTest::keyClick(spin, Qt::Key_Up);
            if (spin->text() == before)
                QTest::keyClick(spin, Qt::Key_Down);
            if (spin->text() == before)
                unchanged.append(describe(widget));
        } else if (auto *slider = qobject_cast<QSlider *>(widget)) {
            const int before = slider->value();
            QTest::keyClick(slider, slider->value() == slider->maximum() ? Qt::Key_Left : Qt::Key_Right);
            if (slider->value() == before)
                unchanged.append(describe(widget));
        } else if (auto *combo = qobject_cast<QComboBox *>(widget)) {
            // The examples' list goes back to its heading once it has set the sentences (its
            // first example is the sentences the app starts with: the second one changes them).
            const int before = combo->currentIndex();
            const QJsonObject stateBefore = lessonToJson(state, view);
            const auto same = [&] { return combo->currentIndex() == before && lessonToJson(state, view) == stateBefore; };
            for (int presses = 1; presses <= 2 && same(); ++presses)
                for (int press = 0; press < presses; ++press)
                    QTest::keyClick(combo, before == combo->count() - 1 ? Qt::Key_Up : Qt::Key_Down);
            if (same())
                unchanged.append(describe(widget));
        } else if (auto *box = qobject_cast<QCheckBox *>(widget)) {
            const bool before = box->isChecked();
            QTest::keyClick(box, Qt::Key_Space);
            if (box->isChecked() == before)
                unchanged.append(describe(widget));
        } else if (auto *edit = qobject_cast<QLineEdit *>(widget)) {
            const QString before = edit->text();
            QTest::keyClicks(edit, QStringLiteral(" x"));
            QTest::keyClick(edit, Qt::Key_Return);
            if (edit->text() == before)
                unchanged.append(describe(widget));
        }
    }
    QVERIFY2(unchanged.isEmpty(), qPrintable(unchanged.join(QLatin1Char('\n'))));
}

// The whole guided lesson without a mouse: Ctrl+G starts it, PageDown goes through every step,
// and Space presses the focused End lesson button (while a lesson runs Space is also its next
// step, which must not take the key from a focused button).
void TestAccessibility::guidedLessonFromTheKeyboard()
{
    QVERIFY(installLanguage(QStringLiteral("en")));
    AppState state;
    MainWindow window(&state);
    window.resize(1280, 720);
    window.show();
    QApplication::setActiveWindow(&window);
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QTest::keyClick(&window, Qt::Key_G, Qt::ControlModifier);
    QCOMPARE(window.lessonStep(), 0);
    const int steps = int(guidedLesson().size());
    for (int step = 1; step < steps; ++step) {
        QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : &window, Qt::Key_PageDown);
        QCOMPARE(window.lessonStep(), step);
    }
    QPushButton *end = nullptr;
    for (QPushButton *button : window.findChildren<QPushButton *>())
        if (button->text() == QLatin1String("End lesson"))
            end = button;
    QVERIFY(end && end->isVisible());
    end->setFocus(Qt::TabFocusReason);
    QTest::keyClick(end, Qt::Key_Space);
    QTRY_COMPARE(window.lessonStep(), -1);
}

// The examples' list shows the example the sentences are: Down sets the next one, and typed
// sentences bring back its heading.
void TestAccessibility::examplesStepWithTheArrowKeys()
{
    AppState state;
    AttentionLab lab(&state);
    QComboBox *examples = lab.sentences()->presetControl();
    const auto presets = SentencePanel::presets();
    QCOMPARE(examples->currentIndex(), int(presets.indexOf({state.labSettings().sentenceA, state.labSettings().sentenceB})) + 1);
    for (int k = 0; k < 3; ++k) {
        QTest::keyClick(examples, Qt::Key_Down);
        QCOMPARE(state.labSettings().sentenceA, presets[examples->currentIndex() - 1].first);
    }
    QCOMPARE(examples->currentIndex(), 4);
    state.changeLab([](LabSettings &lab) { lab.sentenceA = QStringLiteral("a sentence of my own"); });
    QCOMPARE(examples->currentIndex(), 0);
}

// A map of the Attention Lab: the arrow keys move its cell, and the description names the query,
// the key and the weight, the value the map draws there.
void TestAccessibility::attentionMapCellMovesWithTheArrowKeys()
{
    QVERIFY(installLanguage(QStringLiteral("en")));
    AppState state;
    MainWindow window(&state);
    window.show();
    QVERIFY(window.showView(QStringLiteral("attention")));
    auto *grid = window.findChild<AttentionMapGrid *>();
    QVERIFY(grid);
    QCustomPlot *plot = grid->plot(AttentionMapGrid::SentenceA, AttentionMapGrid::WithPosition);
    QVERIFY(plot->focusPolicy() & Qt::TabFocus);
    QTRY_VERIFY(grid->shownMatrix(AttentionMapGrid::SentenceA, AttentionMapGrid::WithPosition).rows() >= 3);
    for (Qt::Key key : {Qt::Key_Right, Qt::Key_Right, Qt::Key_Down, Qt::Key_Left, Qt::Key_Up, Qt::Key_Up})
        QTest::keyClick(plot, key);  // the last Up stays on the first query
    const pe::Matrix weights = grid->shownMatrix(AttentionMapGrid::SentenceA, AttentionMapGrid::WithPosition);
    const QString expected = QStringLiteral("selected query 0 'tigers' → key 1 'love', weight %1.").arg(QString::number(weights(0, 1), 'g', 6));
    QVERIFY2(accessibleText(plot, QAccessible::Description).endsWith(expected), qPrintable(accessibleText(plot, QAccessible::Description)));
}

QTEST_MAIN(TestAccessibility)
#include "test_accessibility.moc"
