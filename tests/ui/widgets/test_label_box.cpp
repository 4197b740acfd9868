// The box that keeps a changing label from laying out the whole side panel: it still shows all
// of every text, grows at once, and shrinks once the texts have been calm.

#include "widgets/label_box.h"

#include <QAction>
#include <QClipboard>
#include <QLabel>
#include <QVBoxLayout>
#include <QtTest>

class TestLabelBox : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void followsItsText_data();
    void followsItsText();
    void alternatingTextsHoldTheLongerHeight();
    void textSetWhileHiddenIsMeasuredWhenShown();
    void copyPutsTheWholeTextOnTheClipboard();

private:
    // Lets the posted layout requests run.
    static void settle() { QCoreApplication::processEvents(); QCoreApplication::processEvents(); }

    QWidget *m_panel = nullptr;
    QLabel *m_label = nullptr;
    LabelBox *m_box = nullptr;
};

static const QString kShort = QStringLiteral("One short line.");
static const QString kLong = QStringLiteral("A text long enough to need several lines in a box of this width, "
                                            "as the offset check does for an odd d_model, which adds a sentence.");

void TestLabelBox::init()
{
    m_panel = new QWidget;
    auto *layout = new QVBoxLayout(m_panel);
    m_label = new QLabel(kShort);
    m_label->setWordWrap(true);
    m_box = new LabelBox(m_label);
    layout->addWidget(m_box);
    layout->addStretch(1);
    m_panel->resize(200, 400);
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel));
    settle();
}

void TestLabelBox::cleanup()
{
    delete m_panel;
}

void TestLabelBox::followsItsText_data()
{
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("second");
    QTest::newRow("longer text grows the box") << kShort << kLong;
    QTest::newRow("shorter text shrinks it, after a calm") << kLong << kShort;
    QTest::newRow("the same height stays") << kShort << QStringLiteral("Another line.");
}

void TestLabelBox::followsItsText()
{
    QFETCH(QString, first);
    QFETCH(QString, second);
    m_label->setText(first);
    settle();
    QTRY_COMPARE(m_box->height(), m_label->heightForWidth(m_box->width()));
    const int before = m_box->height();
    m_label->setText(second);
    settle();
    const int needed = m_label->heightForWidth(m_box->width());
    // Never less than the text needs, at once; exactly that once the shrink delay has passed.
    QVERIFY2(m_box->height() >= needed, qPrintable(QStringLiteral("%1 < %2").arg(m_box->height()).arg(needed)));
    if (needed < before)
        QCOMPARE(m_box->height(), before);
    QTRY_COMPARE_WITH_TIMEOUT(m_box->height(), needed, 5 * LabelBox::kShrinkDelayMs);
    QCOMPARE(m_label->geometry(), m_box->rect());
}

void TestLabelBox::alternatingTextsHoldTheLongerHeight()
{
    // A d_model drag: odd and even values alternate a longer and a shorter text.
    m_label->setText(kLong);
    settle();
    const int longHeight = m_box->height();
    QVERIFY(longHeight > m_label->heightForWidth(m_box->width()) - 1);
    for (int step = 0; step < 10; ++step) {
        m_label->setText(step % 2 ? kLong : kShort);
        settle();
        QCOMPARE(m_box->height(), longHeight);
    }
    QTRY_COMPARE_WITH_TIMEOUT(m_box->height(), m_label->heightForWidth(m_box->width()), 5 * LabelBox::kShrinkDelayMs);
}

void TestLabelBox::textSetWhileHiddenIsMeasuredWhenShown()
{
    m_box->hide();
    settle();
    m_label->setText(kLong);
    m_box->show();
    settle();
    QCOMPARE(m_box->height(), m_label->heightForWidth(m_box->width()));
}

void TestLabelBox::copyPutsTheWholeTextOnTheClipboard()
{
    m_label->setText(kLong);
    QCOMPARE(m_label->contextMenuPolicy(), Qt::ActionsContextMenu);
    QCOMPARE(m_label->actions().size(), 1);
    QGuiApplication::clipboard()->clear();
    m_label->actions().constFirst()->trigger();
    QCOMPARE(QGuiApplication::clipboard()->text(), kLong);
}

QTEST_MAIN(TestLabelBox)
#include "test_label_box.moc"
