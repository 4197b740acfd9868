// The slider + spin box pair every setting uses: typing, the log scale, and the play button.

#include "widgets/slider_spin_box.h"

#include <QDoubleSpinBox>
#include <QSignalSpy>
#include <QSlider>
#include <QToolButton>
#include <QtTest>

class TestSliderSpinBox : public QObject
{
    Q_OBJECT
private slots:
    void typingEmitsOnceOnEnter();
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
