// The multimodal RoPE view: the ids its strip draws are the core's (pe::multimodalPositionIds())
// for what the student types and sets; its sentences state the numbers of the strip drawn; a strip
// the core refuses leaves the text and the last strip as they were; the slot bar colours the slots
// as pe::mropeSlotAxes() gives them; a long strip scrolls, every column kept.

#include "grid/frequency_slot_bar.h"
#include "grid/multimodal_positions_view.h"
#include "grid/token_strip.h"
#include "support/fail_on_warnings.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QInputMethodEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QtTest>
#include <cmath>
#include <numbers>

class TestMultimodalPositionsView : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void stripShowsTheCoreIds_data();
    void stripShowsTheCoreIds();
    void sentencesStateTheNumbers_data();
    void sentencesStateTheNumbers();
    void refusedStripKeepsTextAndStrip_data();
    void refusedStripKeepsTextAndStrip();
    void slotBarColoursTheCoreAxes_data();
    void slotBarColoursTheCoreAxes();
    void longStripScrolls_data();
    void longStripScrolls();
    void buttonsAppendAndSwitchEnables();

private:
    /// Types `text` into the strip's box in place of what it holds.
    void typeStrip(const QString &text);
    void setUp(int merge, bool seconds, double s, double tau);

    MultimodalPositionsView *m_view = nullptr;
};

void TestMultimodalPositionsView::init()
{
    failOnStringWarnings();
    // Any other warning too, but the offscreen platform's own about the window it cannot size.
    QTest::failOnWarning(QRegularExpression(QStringLiteral("^(?!This plugin does not support propagateSizeHints)")));
    m_view = new MultimodalPositionsView;
    m_view->resize(1024, 768);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view));
}

void TestMultimodalPositionsView::cleanup()
{
    delete m_view;
    m_view = nullptr;
}

void TestMultimodalPositionsView::typeStrip(const QString &text)
{
    QLineEdit *edit = m_view->stripControl();
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Delete);
    const bool ascii = std::all_of(text.begin(), text.end(), [](QChar c) { return c.unicode() < 128; });
    if (ascii) {
        QTest::keyClicks(edit, text);
        return;
    }
    // What an input method sends: the text it composed, committed at once.
    QInputMethodEvent composed;
    composed.setCommitString(text);
    QCoreApplication::sendEvent(edit, &composed);
}

void TestMultimodalPositionsView::setUp(int merge, bool seconds, double s, double tau)
{
    m_view->mergeControl()->setValue(merge);
    m_view->modelControl()->setCurrentIndex(seconds ? 1 : 0);
    m_view->secondsControl()->setValue(s);
    m_view->tokensPerSecondControl()->setValue(tau);
}

void TestMultimodalPositionsView::stripShowsTheCoreIds_data()
{
    QTest::addColumn<QString>("strip");
    QTest::addColumn<int>("merge");
    QTest::addColumn<bool>("seconds");
    QTest::addColumn<double>("s");
    QTest::addColumn<double>("tau");
    const QString standard = MultimodalPositionsView::defaultStrip();
    QTest::newRow("the default strip, Qwen2-VL") << standard << 2 << false << 1.0 << 2.0;
    QTest::newRow("the default strip, Qwen2.5-VL seconds") << standard << 2 << true << 1.0 << 2.0;
    QTest::newRow("Qwen2.5-VL, half a second, tau 3") << "text:1,video:5x4x6,text:2" << 2 << true << 0.5 << 3.0;
    QTest::newRow("merge 1") << "text:1,image:3x5,video:3x2x2,text:1" << 1 << false << 1.0 << 2.0;
    // As a Chinese input method types it: full-width colons, commas, x and digits, the list comma.
    QTest::newRow("typed with full-width signs") << QString::fromUtf8("text：３，image：4ｘ6、video:2x4x4") << 2 << false << 1.0 << 2.0;
    QTest::newRow("the kinds in Chinese") << QString::fromUtf8("文本：3，图像：4x6、视频:2x4x4") << 2 << false << 1.0 << 2.0;
    QTest::newRow("merge 4, image first") << "image:8x12,text:2,image:4x4" << 4 << false << 1.0 << 2.0;
}

void TestMultimodalPositionsView::stripShowsTheCoreIds()
{
    QFETCH(QString, strip);
    QFETCH(int, merge);
    QFETCH(bool, seconds);
    QFETCH(double, s);
    QFETCH(double, tau);
    setUp(merge, seconds, s, tau);
    typeStrip(strip);
    QVERIFY2(m_view->message()->isHidden(), qPrintable(m_view->message()->text()));
    QList<pe::TokenSpan> spans;
    QString error;
    QCOMPARE(m_view->stripControl()->text(), strip);  // kept as typed
    QVERIFY(pe::tokenSpansFromText(strip.normalized(QString::NormalizationForm_KC).replace(QChar(0x3001), QLatin1Char(',')), &spans, &error));
    const pe::MultimodalRope rope{merge, seconds, s, tau};
    const Eigen::MatrixXi expected = pe::multimodalPositionIds(spans, rope);
    const TokenStrip *shown = m_view->strip();
    QCOMPARE(shown->tokenCount(), int(expected.cols()));
    for (int token = 0; token < expected.cols(); ++token) {
        QCOMPARE(shown->cellText(0, token), QString::number(token));
        for (int axis = 0; axis < 3; ++axis)
            QCOMPARE(shown->cellText(axis + 1, token), QString::number(expected(axis, token)));
    }
}

void TestMultimodalPositionsView::sentencesStateTheNumbers_data()
{
    QTest::addColumn<QString>("strip");
    QTest::addColumn<bool>("seconds");
    QTest::addColumn<QStringList>("said");
    // text:3, an image of 2 × 3 tokens at 3…5, text 6…7, a video of 2 frames of 2 × 2 tokens from 8.
    const QString standard = MultimodalPositionsView::defaultStrip();
    QTest::newRow("the default strip") << standard << false << QStringList{
        "In all, the 21 tokens use positions 0 to 11; as plain text they would use 0 to 20.",
        "The image of 4 × 6 patches becomes 6 tokens that use positions 3 to 5 only. The text after it starts at 6, not at 9.",
        "The video of 2 frames of 4 × 4 patches becomes 8 tokens that use positions 8 to 9 only. The text after it starts at 10, not at 19.",
        "frame k gets the temporal id 8 + k, so its 2 frames take 8, 9,"};
    // Qwen2.5-VL: frame 1 at 1 s × 2 per second = temporal id 8 + 2; the video takes 8…10.
    QTest::newRow("the default strip in seconds") << standard << true << QStringList{
        "In all, the 21 tokens use positions 0 to 12;",
        "becomes 8 tokens that use positions 8 to 10 only. The text after it starts at 11, not at 19.",
        "so its 2 frames take 8, 10,"};
    QTest::newRow("a larger image") << "text:2,image:8x8,text:1" << false << QStringList{
        "The image of 8 × 8 patches becomes 16 tokens that use positions 2 to 5 only. The text after it starts at 6, not at 18.",
        "In all, the 19 tokens use positions 0 to 6; as plain text they would use 0 to 18."};
    QTest::newRow("a picture of one token, then a video") << "image:2x2,video:3x2x4" << false << QStringList{
        "The image of 2 × 2 patches becomes a single token, at position 0. The token after it gets position 1, as if",
        "becomes 6 tokens that use positions 1 to 3 only. A token after it would get position 4, not 7.",
        "so its 3 frames take 1, 2, 3,"};
    QTest::newRow("text alone") << "text:5" << false << QStringList{"In all, the 5 tokens use positions 0 to 4, one each, as plain text would."};
}

void TestMultimodalPositionsView::sentencesStateTheNumbers()
{
    QFETCH(QString, strip);
    QFETCH(bool, seconds);
    QFETCH(QStringList, said);
    const QString before = m_view->stripSentences()->text();
    m_view->modelControl()->setCurrentIndex(seconds ? 1 : 0);
    typeStrip(strip + QStringLiteral(",text:1"));  // first another strip: the sentences follow each
    const QString other = m_view->stripSentences()->text();
    QVERIFY(other != before);
    typeStrip(strip);
    const QString text = m_view->stripSentences()->text();
    QVERIFY(text != other);
    for (const QString &sentence : said)
        QVERIFY2(text.contains(sentence), qPrintable(text));
}

void TestMultimodalPositionsView::refusedStripKeepsTextAndStrip_data()
{
    QTest::addColumn<QString>("typed");  // after the default strip
    QTest::addColumn<int>("merge");
    QTest::addColumn<QString>("message");
    QTest::newRow("an unknown kind") << ",picture:4x4" << 2 << "Item 6 of the token strip, 'picture:4x4', is not";
    QTest::newRow("sizes the merge does not divide") << ",image:3x5" << 2 << "Item 6 of the token strip is 3 × 5 patches";
    QTest::newRow("a size of 0") << ",text:0" << 2 << "Item 6 of the token strip has a size below 1.";
    QTest::newRow("a merge of 3") << "" << 3 << "Item 2 of the token strip is 4 × 6 patches: the spatial merge 3 must divide both.";
}

void TestMultimodalPositionsView::refusedStripKeepsTextAndStrip()
{
    QFETCH(QString, typed);
    QFETCH(int, merge);
    QFETCH(QString, message);
    const Eigen::MatrixXi drawn = m_view->strip()->ids();
    QSignalSpy changes(m_view, &MultimodalPositionsView::stripChanged);
    QLineEdit *edit = m_view->stripControl();
    edit->setFocus();
    edit->end(false);
    QTest::keyClicks(edit, typed);  // every text on the way is refused too
    m_view->mergeControl()->setValue(merge);
    const QString kept = MultimodalPositionsView::defaultStrip() + typed;
    QCOMPARE(edit->text(), kept);
    QVERIFY(m_view->message()->isVisibleTo(m_view));
    QVERIFY2(m_view->message()->text().contains(message), qPrintable(m_view->message()->text()));
    QVERIFY(m_view->message()->text().contains(QStringLiteral("The strip below is the last one that could be drawn.")));
    QCOMPARE(changes.count(), 0);
    QVERIFY(m_view->strip()->ids() == drawn);
    QCOMPARE(m_view->rope().spatialMerge, 2);
    // Put right, the strip is drawn again and the message goes.
    m_view->mergeControl()->setValue(2);
    edit->setText(MultimodalPositionsView::defaultStrip());
    QVERIFY(m_view->message()->isHidden());
    QCOMPARE(changes.count(), 1);
}

void TestMultimodalPositionsView::slotBarColoursTheCoreAxes_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<QStringList>("said");
    QTest::newRow("in order") << 0 << QStringList{
        "The temporal id turns 16 slots, from slot 0 to slot 15", "The height id turns 24 slots, from slot 16 to slot 39",
        "The width id turns 24 slots, from slot 40 to slot 63",
        "The fastest frequency (slot 0) goes to the temporal id, the slowest (slot 63) to the width id."};
    // Qwen3-VL's own [24, 20, 20]: slots 0…59 take turns t, h, w; 60…63 are temporal.
    QTest::newRow("interleaved, Qwen3-VL") << 1 << QStringList{
        "interleaves its sections of 24, 20 and 20", "The temporal id turns 24 slots, from slot 0 to slot 63",
        "The height id turns 20 slots, from slot 1 to slot 58", "The width id turns 20 slots, from slot 2 to slot 59",
        "The fastest frequency (slot 0) goes to the temporal id, the slowest (slot 63) to the temporal id."};
}

void TestMultimodalPositionsView::slotBarColoursTheCoreAxes()
{
    QFETCH(int, row);
    QFETCH(QStringList, said);
    const FrequencySlotBar *bar = m_view->slotBar();
    const std::vector<int> axes = pe::mropeSlotAxes(row == 0 ? std::vector{16, 24, 24} : std::vector{24, 20, 20},
                                                    row == 0 ? pe::SectionLayout::Contiguous : pe::SectionLayout::Interleaved);
    QCOMPARE(bar->shownAxes(row), axes);
    // What is painted: the colour at the middle of each slot is its axis's.
    const QImage image = m_view->slotBar()->grab().toImage();
    const qreal ratio = image.devicePixelRatio();
    for (int slot = 0; slot < int(axes.size()); ++slot) {
        const QPoint middle = bar->slotRect(row, slot).center();
        QCOMPARE(image.pixelColor(middle * ratio), FrequencySlotBar::axisColour(axes[std::size_t(slot)]));
    }
    const QString text = m_view->slotSentences(row)->text();
    for (const QString &sentence : said)
        QVERIFY2(text.contains(sentence), qPrintable(text));
    // λ_63 = 2π·θ^(126/128), θ = 1,000,000 (Qwen2-VL) or 5,000,000 (Qwen3-VL).
    const double theta = row == 0 ? 1e6 : 5e6;
    QVERIFY(bar->slotToolTip(row, 63).contains(QLocale().toString(2 * std::numbers::pi * std::pow(theta, 126.0 / 128), 'f', 1)));
}

void TestMultimodalPositionsView::longStripScrolls_data()
{
    QTest::addColumn<QString>("strip");
    QTest::addColumn<int>("tokens");
    QTest::addColumn<int>("shown");
    QTest::newRow("a video of 2 × 28 × 28 patches") << "text:2,video:2x28x28,text:2" << 2 + 2 * 14 * 14 + 2 << 2 + 2 * 14 * 14 + 2;
    QTest::newRow("3000 text tokens") << "text:3000" << 3000 << 3000;
    QTest::newRow("more than the strip can draw") << "text:150000" << 150000 << TokenStrip::kMaxShownTokens;
}

void TestMultimodalPositionsView::longStripScrolls()
{
    QFETCH(QString, strip);
    QFETCH(int, tokens);
    QFETCH(int, shown);
    m_view->stripControl()->setText(strip);
    const TokenStrip *drawn = m_view->strip();
    QCOMPARE(drawn->tokenCount(), tokens);
    QCOMPARE(drawn->shownColumns(), shown);
    QVERIFY(drawn->cellRect(3, shown - 1).right() < drawn->width());
    QScrollBar *bar = m_view->stripArea()->horizontalScrollBar();
    QVERIFY(bar->maximum() > 0);
    // The keyboard scrolls it too.
    m_view->stripArea()->setFocus();
    QTest::keyClick(m_view->stripArea(), Qt::Key_Right);
    QVERIFY(bar->value() > 0);
    bar->setValue(bar->maximum());
    QWidget *viewport = m_view->stripArea()->viewport();
    const QPoint last = drawn->mapTo(viewport, drawn->cellRect(3, shown - 1).center());
    QVERIFY2(viewport->rect().contains(last), qPrintable(QStringLiteral("the last column at x = %1").arg(last.x())));
    if (shown < tokens)
        QVERIFY2(m_view->stripSentences()->text().contains(QStringLiteral("The strip shows the first %1 of its %2 tokens").arg(shown).arg(tokens)),
                 qPrintable(m_view->stripSentences()->text()));
}

void TestMultimodalPositionsView::buttonsAppendAndSwitchEnables()
{
    QVERIFY(!m_view->secondsControl()->isEnabled());
    QVERIFY(!m_view->tokensPerSecondControl()->isEnabled());
    m_view->modelControl()->setFocus();
    QTest::keyClick(m_view->modelControl(), Qt::Key_Down);
    QCOMPARE(m_view->modelControl()->currentIndex(), 1);
    QVERIFY(m_view->secondsControl()->isEnabled());
    QVERIFY(m_view->tokensPerSecondControl()->isEnabled());
    const int before = m_view->strip()->tokenCount();
    m_view->addButton(pe::TokenSpan::Kind::Image)->click();
    QCOMPARE(m_view->stripControl()->text(), MultimodalPositionsView::defaultStrip() + QStringLiteral(",image:4x6"));
    QCOMPARE(m_view->strip()->tokenCount(), before + 6);
    m_view->addButton(pe::TokenSpan::Kind::Video)->click();
    m_view->addButton(pe::TokenSpan::Kind::Text)->click();
    QVERIFY(m_view->stripControl()->text().endsWith(QStringLiteral(",image:4x6,video:2x4x4,text:2")));
    QCOMPARE(m_view->strip()->tokenCount(), before + 6 + 8 + 2);
    // Added past the view's right edge, the new item is scrolled into view.
    for (int k = 0; k < 6; ++k)
        m_view->addButton(pe::TokenSpan::Kind::Video)->click();
    QScrollBar *bar = m_view->stripArea()->horizontalScrollBar();
    QVERIFY(bar->maximum() > 0);
    QCOMPARE(bar->value(), bar->maximum());
}

QTEST_MAIN(TestMultimodalPositionsView)
#include "test_multimodal_positions_view.moc"
