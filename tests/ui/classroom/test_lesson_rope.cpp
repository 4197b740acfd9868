// RoPE's own settings in lesson files: which dimensions turn together, and which part of each
// head turns; a file from before either turns adjacent pairs of the whole head.

#include "support/lesson_edit.h"

#include <QtTest>

Q_DECLARE_METATYPE(pe::Layout)
Q_DECLARE_METATYPE(pe::PartialRotary)

class TestLessonRope : public QObject
{
    Q_OBJECT
private slots:
    void ropeKeepsItsLayout_data();
    void ropeKeepsItsLayout();
    void ropeKeepsItsTurningPart_data();
    void ropeKeepsItsTurningPart();
};

void TestLessonRope::ropeKeepsItsLayout_data()
{
    QTest::addColumn<QString>("ropeLayout");  // the file's rope_layout; empty: a file from before it
    QTest::addColumn<pe::Layout>("opened");
    QTest::addColumn<QString>("error");
    QTest::newRow("halves") << "halves" << pe::Layout::Concatenated << "";
    QTest::newRow("pairs") << "pairs" << pe::Layout::Interleaved << "";
    QTest::newRow("an older file: RoPE turned adjacent pairs") << "" << pe::Layout::Interleaved << "";
    QTest::newRow("unknown layout") << "sideways" << pe::Layout::Interleaved << "encoding.rope_layout";
}

// The sinusoidal layout of the file is concatenated in every row: RoPE reads only its own.
void TestLessonRope::ropeKeepsItsLayout()
{
    QFETCH(QString, ropeLayout);
    QFETCH(pe::Layout, opened);
    QFETCH(QString, error);
    pe::SchemeParams scheme;
    scheme.scheme = pe::Scheme::Rope;
    scheme.encoding.layout = pe::Layout::Concatenated;
    AppState state;
    const QString message = openEdited(scheme, [&](QJsonObject &encoding) {
        encoding.remove("rope_layout");
        if (!ropeLayout.isEmpty())
            encoding.insert("rope_layout", ropeLayout);
    }, &state);
    QVERIFY2(error.isEmpty() ? message.isEmpty() : message.contains(error), qPrintable(message));
    if (error.isEmpty()) {
        QCOMPARE(state.schemeParams().schemeSettings.ropeLayout, opened);
        QCOMPARE(state.schemeParams().encoding.layout, pe::Layout::Concatenated);
    }
}

void TestLessonRope::ropeKeepsItsTurningPart_data()
{
    QTest::addColumn<QString>("partial");  // the file's rope_partial; empty: a file from before it
    QTest::addColumn<QJsonValue>("fraction");
    QTest::addColumn<pe::PartialRotary>("opened");
    QTest::addColumn<QString>("error");
    QTest::newRow("GPT-NeoX's quarter") << "neox" << QJsonValue(0.25) << pe::PartialRotary{pe::PartialRope::NeoX, 0.25} << "";
    QTest::newRow("Gemma 4's proportional") << "proportional" << QJsonValue(0.5) << pe::PartialRotary{pe::PartialRope::Proportional, 0.5} << "";
    QTest::newRow("an older file: the whole head") << "" << QJsonValue(QJsonValue::Undefined) << pe::PartialRotary{} << "";
    QTest::newRow("unknown way") << "most" << QJsonValue(0.5) << pe::PartialRotary{} << "encoding.rope_partial";
    QTest::newRow("fraction above 1") << "neox" << QJsonValue(1.5) << pe::PartialRotary{} << "encoding.rope_fraction";
}

// A partial RoPE survives a lesson file; a file from before it turns the whole head.
void TestLessonRope::ropeKeepsItsTurningPart()
{
    QFETCH(QString, partial);
    QFETCH(QJsonValue, fraction);
    QFETCH(pe::PartialRotary, opened);
    QFETCH(QString, error);
    pe::SchemeParams scheme;
    scheme.scheme = pe::Scheme::Rope;
    AppState state;
    const QString message = openEdited(scheme, [&](QJsonObject &encoding) {
        encoding.remove("rope_partial");
        encoding.remove("rope_fraction");
        if (!partial.isEmpty())
            encoding.insert("rope_partial", partial);
        if (!fraction.isUndefined())
            encoding.insert("rope_fraction", fraction);
    }, &state);
    QVERIFY2(error.isEmpty() ? message.isEmpty() : message.contains(error), qPrintable(message));
    if (error.isEmpty())
        QVERIFY(state.schemeParams().schemeSettings.ropePartial == opened);
    // Saved again, it comes back the same, in the format that first has it.
    if (error.isEmpty() && opened.way != pe::PartialRope::Full) {
        const QJsonObject saved = lessonToJson(state, QStringLiteral("encoding"));
        QCOMPARE(saved.value("format").toInt(), 7);
        QCOMPARE(saved.value("encoding").toObject().value("rope_partial").toString(), partial);
    }
}

QTEST_APPLESS_MAIN(TestLessonRope)
#include "test_lesson_rope.moc"
