// At the sizes of classroom projectors, in English and Chinese, in normal and presentation mode,
// the window fits, every plot title is as wide as it needs (wrapped onto more lines if need be)
// inside its plot, every legend entry is whole, no two tick labels of a horizontal axis run into
// each other, and no two words of the lab's axes overlap.

#include "state/app_state.h"
#include "shell/language.h"
#include "shell/main_window.h"
#include "state/view_names.h"

#include <QtTest>
#include "support/fail_on_warnings.h"
#include <qcustomplot.h>

class TestProjectorSizes : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void initTestCase();
    void titlesAndTicksAreWhole_data();
    void titlesAndTicksAreWhole();
};

void TestProjectorSizes::init()
{
    failOnStringWarnings();
}

void TestProjectorSizes::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestProjectorSizes::titlesAndTicksAreWhole_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("view");
    QTest::addColumn<bool>("presentation");
    const QSize sizes[] = {{1024, 768}, {1280, 720}, {1280, 800}, {1920, 1080}};
    for (const char *language : {"en", "zh_CN"})
        for (const QSize &size : sizes)
            for (const QString &view : viewNames())
                for (bool presentation : {false, true})
                    QTest::newRow(qPrintable(QStringLiteral("%1 %2x%3 %4%5").arg(language).arg(size.width()).arg(size.height())
                                                 .arg(view, presentation ? QStringLiteral(" presentation") : QString())))
                        << QString::fromLatin1(language) << size << view << presentation;
}

void TestProjectorSizes::titlesAndTicksAreWhole()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    QFETCH(QString, view);
    QFETCH(bool, presentation);
    QVERIFY(installLanguage(language));
    AppState state;
    MainWindow window(&state);
    window.showView(view);
    window.show();
    // Presentation mode changes the application's font and colours: back to normal for the next row.
    const auto normal = qScopeGuard([&window] { window.setPresentationMode(false); });
    if (presentation) {
        window.setPresentationMode(true);
        window.showNormal(); // at the projector's size rather than this machine's screen
    }
    window.resize(size);
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.size(), size); // the window fits the projector
    for (int pass = 0; pass < 4; ++pass) { // fonts arrive by posted events; each fit is checked on the layout it made
        for (QCustomPlot *plot : window.currentViewWidget()->findChildren<QCustomPlot *>())
            plot->replot();
        QCoreApplication::processEvents();
    }
    for (QCustomPlot *plot : window.currentViewWidget()->findChildren<QCustomPlot *>()) {
        if (!plot->isVisibleTo(&window))
            continue;
        for (int i = 0; i < plot->plotLayout()->elementCount(); ++i) {
            const auto *title = qobject_cast<QCPTextElement *>(plot->plotLayout()->elementAt(i));
            if (!title)
                continue;
            const QRect needed = QFontMetrics(title->font()).boundingRect(title->rect(), title->textFlags(), title->text());
            // Across: never cut off at the ends (wrapped instead). Up and down a title may lose a
            // pixel or two where three rows of maps share 720 pixels.
            QVERIFY2(needed.width() <= title->rect().width() && title->rect().left() >= 0 && title->rect().right() <= plot->width(),
                     qPrintable(QStringLiteral("'%1' needs %2×%3, has %4×%5").arg(title->text()).arg(needed.width()).arg(needed.height())
                                    .arg(title->rect().width()).arg(title->rect().height())));
        }
        for (QCPAxisRect *rect : plot->axisRects())
            for (QCPAxis *axis : rect->axes(QCPAxis::atBottom)) {
                if (!axis->tickLabels()) // an empty heatmap shows no numbers
                    continue;
                const QVector<double> ticks = axis->tickVector();
                const QVector<QString> labels = axis->tickVectorLabels();
                const QFontMetrics metrics(axis->tickLabelFont());
                for (int t = 1; t < ticks.size(); ++t) {
                    const double gap = std::abs(axis->coordToPixel(ticks[t]) - axis->coordToPixel(ticks[t - 1]));
                    const double room = axis->tickLabelRotation() != 0 ? metrics.height() // upright
                                                                       : (metrics.horizontalAdvance(labels[t]) + metrics.horizontalAdvance(labels[t - 1])) / 2.0;
                    QVERIFY2(gap > room, qPrintable(QStringLiteral("'%1' and '%2' touch on '%3'").arg(labels[t - 1], labels[t], axis->label())));
                }
            }
        // Words up the lab's maps: one line of text apart at least.
        for (QCPAxisRect *rect : plot->axisRects())
            for (QCPAxis *axis : rect->axes(QCPAxis::atLeft)) {
                if (!axis->property("words").isValid())
                    continue;
                const QVector<double> ticks = axis->tickVector();
                for (int t = 1; t < ticks.size(); ++t)
                    QVERIFY2(std::abs(axis->coordToPixel(ticks[t]) - axis->coordToPixel(ticks[t - 1])) >= QFontMetrics(axis->tickLabelFont()).height(),
                             qPrintable(QStringLiteral("'%1' and '%2' overlap").arg(axis->tickVectorLabels().value(t - 1), axis->tickVectorLabels().value(t))));
            }
        // Every legend entry whole, inside the plot.
        if (plot->legend->visible()) {
            for (int i = 0; i < plot->legend->itemCount(); ++i) {
                const QCPAbstractLegendItem *item = plot->legend->item(i);
                if (!item) // an empty cell of a wrapped legend's last row
                    continue;
                QVERIFY2(item->outerRect().width() >= item->minimumOuterSizeHint().width() && item->outerRect().right() <= plot->width(),
                         qPrintable(QStringLiteral("legend entry %1 needs %2, has %3 ending at %4 of %5").arg(i).arg(item->minimumOuterSizeHint().width())
                                        .arg(item->outerRect().width()).arg(item->outerRect().right()).arg(plot->width())));
            }
        }
    }
}

QTEST_MAIN(TestProjectorSizes)
#include "test_projector_sizes.moc"
