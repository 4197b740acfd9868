// The lab's side panel: ▶ beside the position weight moves w from 0 to 1 so that a class watches
// the maps with position move away from those without, and the user's own w stops it.

#include "state/app_state.h"
#include "attention_lab/attention_lab.h"
#include "attention_lab/attention_map_grid.h"
#include "attention_lab/controls.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QToolButton>
#include <QtTest>

class TestLabControls : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void playMovesTheWeightFromZeroToOne();
    void typedWeightStopsThePlay();
    void playNeedsAnAddedPosition_data();
    void playNeedsAnAddedPosition();

private:
    AppState *m_state = nullptr;
    AttentionLab *m_lab = nullptr;
};

void TestLabControls::init()
{
    m_state = new AppState;
    m_lab = new AttentionLab(m_state);
    m_lab->resize(1400, 900);
    m_lab->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_lab));
}

void TestLabControls::cleanup()
{
    delete m_lab;
    delete m_state;
}

void TestLabControls::playMovesTheWeightFromZeroToOne()
{
    QList<double> weights;
    connect(m_state, &AppState::labChanged, this, [&] { weights.append(m_state->labSettings().positionWeight); });
    QToolButton *play = m_lab->controls()->animateWeightControl();
    QVERIFY(play->isEnabled());
    play->click();
    QVERIFY(play->isChecked());
    QTRY_VERIFY_WITH_TIMEOUT(!play->isChecked(), 3 * LabControls::kWeightAnimationMs);
    QCOMPARE(m_state->labSettings().positionWeight, 1.0);
    QCOMPARE(m_lab->controls()->positionWeightControl()->value(), 1.0);
    // Many frames in between, rising, each in the spin box's steps of 0.01.
    QVERIFY2(weights.size() >= 10, qPrintable(QString::number(weights.size())));
    QVERIFY(weights.first() <= 0.1);
    for (int i = 1; i < weights.size(); ++i)
        QVERIFY(weights[i] > weights[i - 1]);
    for (double weight : weights)
        QCOMPARE(std::round(weight * 100.0) / 100.0, weight);
    // The maps follow: at w = 1 the verdict is the one of w = 1.
    m_lab->recomputeNow();
    QVERIFY(m_lab->maps()->verdict(AttentionMapGrid::WithPosition)->text().contains("the orders differ"));
}

void TestLabControls::typedWeightStopsThePlay()
{
    QToolButton *play = m_lab->controls()->animateWeightControl();
    play->click();
    QTRY_VERIFY(m_state->labSettings().positionWeight > 0.0);
    m_lab->controls()->positionWeightControl()->setValue(2.5);
    QVERIFY(!play->isChecked());
    QVERIFY(!m_lab->controls()->weightPlaying());
    QCOMPARE(m_state->labSettings().positionWeight, 2.5);
}

void TestLabControls::playNeedsAnAddedPosition_data()
{
    QTest::addColumn<int>("scheme");
    QTest::addColumn<int>("combine");
    QTest::addColumn<bool>("enabled");
    QTest::newRow("sinusoidal, added") << int(pe::Scheme::Sinusoidal) << int(pe::Combine::Add) << true;
    QTest::newRow("sinusoidal, multiplied: w unused") << int(pe::Scheme::Sinusoidal) << int(pe::Combine::Multiply) << false;
    QTest::newRow("rope: nothing added") << int(pe::Scheme::Rope) << int(pe::Combine::Add) << false;
    QTest::newRow("alibi: nothing added") << int(pe::Scheme::Alibi) << int(pe::Combine::Add) << false;
}

void TestLabControls::playNeedsAnAddedPosition()
{
    QFETCH(int, scheme);
    QFETCH(int, combine);
    QFETCH(bool, enabled);
    m_lab->controls()->animateWeightControl()->click();
    m_state->setScheme(pe::Scheme(scheme));
    m_state->changeLab([&](LabSettings &lab) { lab.combine = pe::Combine(combine); });
    QCOMPARE(m_lab->controls()->animateWeightControl()->isEnabled(), enabled);
    QCOMPARE(m_lab->controls()->animateWeightControl()->isChecked(), enabled);
}

QTEST_MAIN(TestLabControls)
#include "test_lab_controls.moc"
