// The lab's sentence boxes stay where they are: a long sentence's tokens run along one line that
// scrolls sideways, instead of wrapping and pushing box B down under the cursor.

#include "state/app_state.h"
#include "attention_lab/sentence_panel.h"

#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QtTest>

class TestSentencePanel : public QObject
{
    Q_OBJECT
private slots:
    void longSentencesKeepTheBoxesInPlace_data();
    void longSentencesKeepTheBoxesInPlace();
};

void TestSentencePanel::longSentencesKeepTheBoxesInPlace_data()
{
    QTest::addColumn<QString>("sentence");
    QTest::newRow("117 English words") << QStringList(117, QStringLiteral("word")).join(QLatin1Char(' '));
    QTest::newRow("80 Chinese characters") << QString(80, QChar(0x6211));
    QTest::newRow("one very long word") << QString(300, QLatin1Char('x'));
}

void TestSentencePanel::longSentencesKeepTheBoxesInPlace()
{
    QFETCH(QString, sentence);
    AppState state;
    SentencePanel panel(&state);
    panel.resize(900, 200);
    panel.showTokens({"tigers", "love", "rabbits"}, {"rabbits", "love", "tigers"}, nullptr);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const QPoint boxB = panel.sentenceEdit(SentencePanel::B)->pos();
    const int height = panel.sizeHint().height();

    panel.sentenceEdit(SentencePanel::A)->setText(sentence);
    panel.showTokens(QStringList(sentence.split(QLatin1Char(' '))), {"rabbits", "love", "tigers"}, nullptr);
    QTRY_COMPARE(panel.sentenceEdit(SentencePanel::B)->pos(), boxB);
    QCOMPARE(panel.sizeHint().height(), height);
    // The tokens are all there, along one line that scrolls.
    auto *strip = qobject_cast<QScrollArea *>(panel.tokenChips(SentencePanel::A)->parentWidget()->parentWidget());
    QVERIFY(strip);
    QVERIFY(!panel.tokenChips(SentencePanel::A)->wordWrap());
    QTRY_VERIFY(panel.tokenChips(SentencePanel::A)->width() > strip->viewport()->width());
}

QTEST_MAIN(TestSentencePanel)
#include "test_sentence_panel.moc"
