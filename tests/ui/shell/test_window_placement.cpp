// Where the main window opens (shell/window_placement.h): wholly on the screen, as large as wanted
// where it fits. The real window under a real X server is tests/ui/shell/first_window_fits.sh.

#include "shell/window_placement.h"

#include <QRandomGenerator>
#include <QtTest>

class TestWindowPlacement : public QObject
{
    Q_OBJECT
private slots:
    void fitsTheScreen_data();
    void fitsTheScreen();
    void alwaysInsideAndAsLargeAsPossible();
};

void TestWindowPlacement::fitsTheScreen_data()
{
    QTest::addColumn<QRect>("wanted");
    QTest::addColumn<QRect>("available");
    QTest::addColumn<bool>("centre");
    QTest::addColumn<QRect>("expected");

    // A 1600 x 1000 window and its assumed frame (8, 40, 8, 8) is 1616 x 1048.
    QTest::newRow("desktop 1920x1080: kept, centred") << QRect(0, 0, 1616, 1048) << QRect(0, 0, 1920, 1080) << true
                                                      << QRect(152, 16, 1616, 1048);
    QTest::newRow("projector 1280x720: the whole screen") << QRect(0, 0, 1616, 1048) << QRect(0, 0, 1280, 720) << true
                                                          << QRect(0, 0, 1280, 720);
    QTest::newRow("projector 1024x768 under a top panel") << QRect(0, 0, 1616, 1048) << QRect(0, 32, 1024, 736) << true
                                                          << QRect(0, 32, 1024, 736);
    QTest::newRow("remembered, fits: left where it was") << QRect(100, 50, 800, 600) << QRect(0, 0, 1280, 720) << false
                                                         << QRect(100, 50, 800, 600);
    QTest::newRow("remembered past the right edge: moved in") << QRect(900, 300, 800, 600) << QRect(0, 0, 1280, 720) << false
                                                              << QRect(480, 120, 800, 600);
    QTest::newRow("remembered on a larger screen: shrunk") << QRect(300, 100, 1816, 1048) << QRect(0, 0, 1280, 720) << false
                                                           << QRect(0, 0, 1280, 720);
    QTest::newRow("second screen to the right") << QRect(0, 0, 1616, 1048) << QRect(1920, 0, 1280, 720) << true
                                                << QRect(1920, 0, 1280, 720);
    QTest::newRow("taller than the screen only") << QRect(10, 10, 1000, 900) << QRect(0, 0, 1280, 720) << false
                                                 << QRect(140, 0, 1000, 720);
}

void TestWindowPlacement::fitsTheScreen()
{
    QFETCH(QRect, wanted);
    QFETCH(QRect, available);
    QFETCH(bool, centre);
    QFETCH(QRect, expected);
    QCOMPARE(fittedGeometry(wanted, available, centre), expected);
}

// Properties over many random windows and screens: the result lies inside the screen, is as large
// as the window where the screen allows, and keeps its place when it fitted and was not centred.
void TestWindowPlacement::alwaysInsideAndAsLargeAsPossible()
{
    QRandomGenerator random(30);
    for (int k = 0; k < 10000; ++k) {
        const QRect available(random.bounded(-2000, 2000), random.bounded(-2000, 2000), random.bounded(1, 4000),
                              random.bounded(1, 3000));
        const QRect wanted(random.bounded(-5000, 5000), random.bounded(-5000, 5000), random.bounded(1, 5000),
                           random.bounded(1, 4000));
        const bool centre = random.bounded(2) == 1;
        const QRect fitted = fittedGeometry(wanted, available, centre);
        const QString where = QStringLiteral("wanted %1,%2 %3x%4 on %5,%6 %7x%8")
                                  .arg(wanted.x()).arg(wanted.y()).arg(wanted.width()).arg(wanted.height())
                                  .arg(available.x()).arg(available.y()).arg(available.width()).arg(available.height());
        QVERIFY2(available.contains(fitted), qPrintable(where));
        QVERIFY2(fitted.size() == wanted.size().boundedTo(available.size()), qPrintable(where));
        if (!centre && available.contains(wanted))
            QVERIFY2(fitted == wanted, qPrintable(where));
    }
}

QTEST_GUILESS_MAIN(TestWindowPlacement)
#include "test_window_placement.moc"
