// The slider + spin box pair every setting uses: typing (and a number out of range, said so),
// the log scale, the play button, and the mouse wheel in a side panel.

#include "widgets/side_panel.h"
#include "widgets/slider_spin_box.h"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QScrollBar>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <QSignalSpy>
#include <QSlider>
#include <QToolButton>
#include <QtTest>
#include <cmath>

class TestSliderSpinBox : public QObject
{
    Q_OBJECT
private slots:
    void typingEmitsOnceOnEnter();
    void typingOutOfRangeSaysTheRange_data();
    void typingOutOfRangeSaysTheRange();
    void typedLimitsReachBeyondTheSlider_data();
    void typedLimitsReachBeyondTheSlider();
    void wheelScrollsThePanelUntilAControlHasFocus();
    void logarithmicSliderCoversTheRange();
    void setValueIsSilent();
    void playAdvances_data();
    void playAdvances();
};

void TestSliderSpinBox::typingEmitsOnceOnEnter()
{
    SliderSpinBox control(QStringLiteral("d_model"), SliderSpinBox::Scale::Linear);
    control.setRange(2, 2048);
    QSignalSpy changed(&control, &SliderSpinBox::valueChanged);
    QTest::keyClick(control.spinBox(), Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(control.spinBox(), "512");
    QCOMPARE(changed.count(), 0); // not 5, then 51
    QTest::keyClick(control.spinBox(), Qt::Key_Return);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.first().first().toDouble(), 512.0);
    QCOMPARE(control.slider()->value(), 512);
}

void TestSliderSpinBox::typingOutOfRangeSaysTheRange_data()
{
    QTest::addColumn<QString>("typed");
    QTest::newRow("above: 99999 for d_model") << "99999";
    QTest::newRow("below: 0") << "0";
}

// Qt's spin box refused the keystroke that went past the range, so 99999 became 999 without a
// word; now the whole number is typed, nothing changes, and the control says why.
void TestSliderSpinBox::typingOutOfRangeSaysTheRange()
{
    QFETCH(QString, typed);
    SliderSpinBox control(QStringLiteral("d_model"), SliderSpinBox::Scale::Linear);
    control.setRange(2, 2048);
    control.setValue(64);
    QSignalSpy changed(&control, &SliderSpinBox::valueChanged);
    QTest::keyClick(control.spinBox(), Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(control.spinBox(), typed);
    QCOMPARE(control.spinBox()->text(), typed);
    QTest::keyClick(control.spinBox(), Qt::Key_Return);
    QCOMPARE(changed.count(), 0);
    QCOMPARE(control.value(), 64.0);
    QVERIFY(!control.message()->isHidden());
    const QLocale locale = control.spinBox()->locale();
    for (const QString &part : {locale.toString(2.0, 'f', 0), locale.toString(2048.0, 'f', 0), typed, QStringLiteral("stays 64")})
        QVERIFY2(control.message()->text().contains(part), qPrintable(control.message()->text()));
    // The next value taken clears it.
    QTest::keyClick(control.spinBox(), Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(control.spinBox(), "128");
    QTest::keyClick(control.spinBox(), Qt::Key_Return);
    QCOMPARE(control.value(), 128.0);
    QVERIFY(control.message()->isHidden());
}

void TestSliderSpinBox::typedLimitsReachBeyondTheSlider_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<double>("taken");  // NaN: refused, with the limits said
    QTest::newRow("just above 1") << "1.0001" << 1.0001;
    QTest::newRow("10^12") << "1000000000000" << 1e12;
    QTest::newRow("inside the slider") << "500" << 500.0;
    QTest::newRow("below the limits") << "0.5" << std::nan("");
}

// The base's slider runs from 10 to 10^6, but the app takes any base above 1, as lesson files
// and the command line do: typed, such a number is taken, and the owner widens the range.
void TestSliderSpinBox::typedLimitsReachBeyondTheSlider()
{
    QFETCH(QString, typed);
    QFETCH(double, taken);
    SliderSpinBox control(QStringLiteral("base"), SliderSpinBox::Scale::Logarithmic);
    control.setRange(10, 1e6);
    control.setTypedLimits(1, 1e300);
    control.spinBox()->setDecimals(6);
    control.setValue(10000);
    QSignalSpy changed(&control, &SliderSpinBox::valueChanged);
    QTest::keyClick(control.spinBox(), Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(control.spinBox(), typed);
    QTest::keyClick(control.spinBox(), Qt::Key_Return);
    if (std::isnan(taken)) {
        QCoreApplication::processEvents();  // delivers what was posted, if anything was
        QCOMPARE(changed.count(), 0);
        QVERIFY2(control.message()->text().contains(QStringLiteral("you typed 0.5")), qPrintable(control.message()->text()));
        QVERIFY2(control.message()->text().contains(QStringLiteral("from 1.000000")), qPrintable(control.message()->text()));
        return;
    }
    QTRY_COMPARE(changed.count(), 1);
    QCOMPARE(changed.first().first().toDouble(), taken);
    QVERIFY(control.message()->isHidden());
}

// A teacher scrolling a side panel with the wheel changes none of the sliders and boxes the
// mouse passes over; a control the student clicked (or reached with Tab) takes the wheel.
void TestSliderSpinBox::wheelScrollsThePanelUntilAControlHasFocus()
{
    SidePanel panel(220);
    auto *column = new QWidget;
    auto *layout = new QVBoxLayout(column);
    QList<SliderSpinBox *> controls;
    for (int i = 0; i < 20; ++i) {
        controls.append(new SliderSpinBox(QStringLiteral("setting %1").arg(i), SliderSpinBox::Scale::Linear));
        controls.last()->setRange(0, 100);
        controls.last()->setValue(50);
        layout->addWidget(controls.last());
    }
    panel.setWidget(column);
    panel.resize(220, 200);
    panel.show();
    QVERIFY(QTest::qWaitForWindowActive(&panel));
    QVERIFY(panel.verticalScrollBar()->maximum() > 0);
    if (QWidget *focused = QApplication::focusWidget())  // the window gave its first control focus
        focused->clearFocus();
    const auto wheel = [](QWidget *target) {
        QWheelEvent event(QPointF(5, 5), target->mapToGlobal(QPointF(5, 5)), QPoint(), QPoint(0, -120), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(target, &event);
    };
    for (QWidget *target : {static_cast<QWidget *>(controls[0]->slider()), static_cast<QWidget *>(controls[0]->spinBox())}) {
        const int scrolled = panel.verticalScrollBar()->value();
        wheel(target);
        QCOMPARE(controls[0]->value(), 50.0);
        QVERIFY(panel.verticalScrollBar()->value() > scrolled);
        QVERIFY(target->focusPolicy() != Qt::WheelFocus);  // the wheel gives no focus here
    }
    controls[0]->slider()->setFocus();
    const int scrolled = panel.verticalScrollBar()->value();
    wheel(controls[0]->slider());
    QVERIFY(controls[0]->value() != 50.0);
    QCOMPARE(panel.verticalScrollBar()->value(), scrolled);
}

void TestSliderSpinBox::logarithmicSliderCoversTheRange()
{
    SliderSpinBox control(QStringLiteral("base"), SliderSpinBox::Scale::Logarithmic);
    control.setRange(10, 1e6);
    QTest::keyClick(control.slider(), Qt::Key_Home);
    QCOMPARE(control.value(), 10.0);
    QTest::keyClick(control.slider(), Qt::Key_End);
    QCOMPARE(control.value(), 1e6);
    control.setValue(10000);
    QCOMPARE(control.slider()->value(), 600); // 10^4 is 3/5 of the way from 10^1 to 10^6
}

void TestSliderSpinBox::setValueIsSilent()
{
    SliderSpinBox control(QStringLiteral("position"), SliderSpinBox::Scale::Linear);
    control.setRange(0, 100);
    QSignalSpy changed(&control, &SliderSpinBox::valueChanged);
    control.setValue(42);
    QCOMPARE(changed.count(), 0);
    QCOMPARE(control.slider()->value(), 42);
}

void TestSliderSpinBox::playAdvances_data()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<double>("start");
    QTest::newRow("once stops at the end") << int(SliderSpinBox::PlayMode::Once) << 5.0;
    QTest::newRow("loop starts over") << int(SliderSpinBox::PlayMode::Loop) << 9.0;
    QTest::newRow("back and forth turns round") << int(SliderSpinBox::PlayMode::BackAndForth) << 9.0;
}

void TestSliderSpinBox::playAdvances()
{
    QFETCH(int, mode);
    QFETCH(double, start);
    SliderSpinBox control(QStringLiteral("position"), SliderSpinBox::Scale::Linear);
    control.setRange(0, 10);
    control.setValue(start);
    control.setPlayable(true);
    control.setPlayMode(SliderSpinBox::PlayMode(mode));
    control.setPlaySpeed(60); // about one step a frame
    QSignalSpy changed(&control, &SliderSpinBox::valueChanged);
    QTest::mouseClick(control.playButton(), Qt::LeftButton, {}, QPoint(4, control.playButton()->height() / 2));
    QVERIFY(control.isPlaying());
    QVERIFY(changed.wait(2000));
    QTRY_VERIFY_WITH_TIMEOUT(changed.count() >= 4, 5000);
    QList<double> values;
    for (const QList<QVariant> &signal : changed)
        values.append(signal.first().toDouble());
    switch (SliderSpinBox::PlayMode(mode)) {
    case SliderSpinBox::PlayMode::Once:
        QTRY_VERIFY_WITH_TIMEOUT(!control.isPlaying(), 5000);
        QCOMPARE(control.value(), 10.0);
        break;
    case SliderSpinBox::PlayMode::Loop:
        QVERIFY(values.contains(0.0)); // past 10 it starts again from 0
        break;
    case SliderSpinBox::PlayMode::BackAndForth:
        QVERIFY(values.contains(10.0));
        QVERIFY(values.last() < 10.0); // and comes back
        break;
    }
    control.setPlaying(false);
    QVERIFY(!control.isPlaying());
}

QTEST_MAIN(TestSliderSpinBox)
#include "test_slider_spin_box.moc"
