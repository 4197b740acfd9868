// Number boxes take what people type or say why not: full-width digits from a Chinese input
// method and e-notation are numbers too; a number out of range, a fraction in a box of whole
// numbers or no number at all keeps the box's value, visibly, with a sentence saying why.

#include "widgets/number_box.h"
#include "support/fail_on_warnings.h"

#include <QInputMethodEvent>
#include <QtTest>

class TestNumberBox : public QObject
{
    Q_OBJECT
private slots:
    void init() { failOnStringWarnings(); }
    void takesOrSaysWhyNot_data();
    void takesOrSaysWhyNot();
};

void TestNumberBox::takesOrSaysWhyNot_data()
{
    QTest::addColumn<bool>("whole");     // a box of whole numbers from 1 to 1024 at 64, else 0 to 9 at 1.00
    QTest::addColumn<QString>("typed");
    QTest::addColumn<double>("value");   // the box's value after Enter
    QTest::addColumn<QString>("refusal");  // a part of the sentence that says why, empty when taken
    QTest::newRow("a number") << true << "128" << 128.0 << "";
    QTest::newRow("full-width digits") << true << "１２８" << 128.0 << "";
    QTest::newRow("e-notation") << true << "1e2" << 100.0 << "";
    QTest::newRow("below the range") << true << "-1" << 64.0 << "-1 is not between 1 and 1024: the box keeps 64.";
    QTest::newRow("far above the range") << true << "1e9" << 64.0 << "1e9 is not between 1 and 1024";
    QTest::newRow("a fraction of a whole number") << true << "2.5" << 64.0 << "2.5 is not a whole number: the box keeps 64.";
    QTest::newRow("no number") << true << "abc" << 64.0 << "“abc” is not a number: the box keeps 64.";
    QTest::newRow("decimal") << false << "0.14" << 0.14 << "";
    QTest::newRow("full-width decimal") << false << "０．１４" << 0.14 << "";
    QTest::newRow("negative exponent") << false << "5e-1" << 0.5 << "";
    QTest::newRow("five nines") << false << "99999" << 1.0 << "99999 is not between 0 and 9: the box keeps 1.00.";
}

void TestNumberBox::takesOrSaysWhyNot()
{
    QFETCH(bool, whole);
    QFETCH(QString, typed);
    QFETCH(double, value);
    QFETCH(QString, refusal);
    NumberBox number;
    number.setRange(1, 1024);
    number.setValue(64);
    DecimalBox decimal;
    decimal.setRange(0.0, 9.0);
    decimal.setValue(1.0);
    QAbstractSpinBox *box = whole ? static_cast<QAbstractSpinBox *>(&number) : &decimal;
    box->show();
    QVERIFY(QTest::qWaitForWindowExposed(box));
    box->setFocus();
    box->selectAll();
    // Full-width digits come from an input method, as a Chinese one commits them.
    QInputMethodEvent committed;
    committed.setCommitString(typed);
    if (typed.front().unicode() > 0x7f)
        QCoreApplication::sendEvent(box, &committed);
    else
        QTest::keyClicks(box, typed);
    QTest::keyClick(box, Qt::Key_Return);
    QCOMPARE(whole ? double(number.value()) : decimal.value(), value);
    const QString said = box->property("refusal").toString();
    QVERIFY2(refusal.isEmpty() ? said.isEmpty() : said.startsWith(refusal), qPrintable(said));
    QCOMPARE(box->text(), whole ? QString::number(number.value()) : QString::number(decimal.value(), 'f', 2));  // visibly kept
}

QTEST_MAIN(TestNumberBox)
#include "test_number_box.moc"
