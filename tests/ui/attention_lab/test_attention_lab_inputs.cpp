// The Attention Lab given bad or unusual input: settings the core refuses, sentences in odd
// scripts or far too long, nonsense typed into its boxes, word vectors that lack a word. The lab
// must say what is wrong, keep what the student typed, and leave no stale map behind.

#include "ui/attention_lab/lab_fixture.h"
#include "attention_lab/attention_map_grid.h"
#include "attention_lab/controls.h"
#include "attention_lab/sentence_panel.h"
#include "widgets/slider_spin_box.h"

#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QtTest>
#include <qcustomplot.h>

class TestAttentionLabInputs : public QObject, public LabFixture
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void badSettingsExplainAndKeepTheText_data();
    void badSettingsExplainAndKeepTheText();
    void unusualSentences_data();
    void unusualSentences();
    void typedNonsenseIsRefused_data();
    void typedNonsenseIsRefused();
    void dModelBeyondTheSliderShowsAsSet_data();
    void dModelBeyondTheSliderShowsAsSet();
    void differentWordsAreNotCompared();
    void longSentencesStayUsable();
    void learnedTableRefusesLongSentences();
    void wordVectorsSetDModelAndMarkMissingWords();
};

void TestAttentionLabInputs::init()
{
    openLab();
}

void TestAttentionLabInputs::cleanup()
{
    closeLab();
}

void TestAttentionLabInputs::badSettingsExplainAndKeepTheText_data()
{
    QTest::addColumn<QString>("sentenceB");
    QTest::addColumn<int>("heads");
    QTest::addColumn<QString>("named");  // how the message begins: a setting once, a sentence's length of that sentence
    QTest::newRow("heads do not divide d_model") << "Rabbits love tigers." << 5 << "heads";
    QTest::newRow("empty sentence B") << "" << 1 << "Sentence B";
    QTest::newRow("only spaces") << "    " << 1 << "Sentence B";
    QTest::newRow("too many tokens") << QString("word ").repeated(600) << 1 << "Sentence B: token count";
}

void TestAttentionLabInputs::badSettingsExplainAndKeepTheText()
{
    QFETCH(QString, sentenceB);
    QFETCH(int, heads);
    QFETCH(QString, named);
    m_lab->sentences()->sentenceEdit(SentencePanel::B)->setText(sentenceB);
    m_lab->controls()->headsControl()->setValue(heads);
    QVERIFY2(m_lab->sentences()->message()->text().startsWith(named), qPrintable(m_lab->sentences()->message()->text()));
    QVERIFY(!m_lab->comparison());
    // Nothing stale: every map is empty, and nothing the student typed is lost.
    QCOMPARE(m_lab->maps()->map(AttentionMapGrid::SentenceA, AttentionMapGrid::WithPosition)->data()->keySize(), 0);
    QCOMPARE(m_lab->maps()->map(AttentionMapGrid::Difference, AttentionMapGrid::WithoutPosition)->data()->keySize(), 0);
    QCOMPARE(m_lab->sentences()->sentenceEdit(SentencePanel::B)->text(), sentenceB);
    QCOMPARE(m_lab->sentences()->sentenceEdit(SentencePanel::A)->text(), QStringLiteral("Tigers love rabbits."));
    // Fixing the problem brings everything back.
    m_lab->controls()->headsControl()->setValue(1);
    m_lab->sentences()->sentenceEdit(SentencePanel::B)->setText("Rabbits love tigers.");
    QVERIFY(m_lab->comparison());
    QVERIFY(m_lab->sentences()->message()->text().isEmpty());
}

void TestAttentionLabInputs::unusualSentences_data()
{
    QTest::addColumn<QString>("sentenceA");
    QTest::addColumn<QString>("sentenceB");
    QTest::addColumn<int>("tokens");       // the size of each map; 0 when the lab refuses
    QTest::addColumn<QString>("shown");    // in the message when refused, else in the token chips
    QTest::newRow("emoji") << QStringLiteral("\U0001F42F love \U0001F430") << QStringLiteral("\U0001F430 love \U0001F42F")
                           << 3 << QStringLiteral("\U0001F42F");
    QTest::newRow("right-to-left text") << QStringLiteral("שלום עולם יפה") << QStringLiteral("יפה עולם שלום") << 3
                                        << QStringLiteral("עולם");
    QTest::newRow("combining marks") << QStringLiteral("Cafe\u0301 au lait") << QStringLiteral("lait au Cafe\u0301") << 3
                                     << QStringLiteral("cafe\u0301");
    QTest::newRow("control characters") << QStringLiteral("a\u0001b c") << QStringLiteral("c a\u0001b") << 4
                                        << QStringLiteral("U+0001");
    QTest::newRow("10,000 tokens") << QStringLiteral("word ").repeated(10000) << QStringLiteral("Rabbits love tigers.") << 0
                                   << QStringLiteral("token count must be at most 512 (got 10000)");
    QTest::newRow("1 MB of text pasted") << QStringLiteral("tigers ok ").repeated(100000) << QStringLiteral("Rabbits love tigers.")
                                         << 0 << QStringLiteral("token count must be at most 512 (got 200000)");
}

void TestAttentionLabInputs::unusualSentences()
{
    QFETCH(QString, sentenceA);
    QFETCH(QString, sentenceB);
    QFETCH(int, tokens);
    QFETCH(QString, shown);
    // Pasted or typed through an input method: the text arrives whole, not as key presses.
    m_lab->sentences()->sentenceEdit(SentencePanel::A)->setText(sentenceA);
    m_lab->sentences()->sentenceEdit(SentencePanel::B)->setText(sentenceB);
    QCoreApplication::processEvents();
    QCOMPARE(m_lab->sentences()->sentenceEdit(SentencePanel::A)->text(), sentenceA); // nothing cut or lost
    QCOMPARE(m_lab->sentences()->sentenceEdit(SentencePanel::B)->text(), sentenceB);
    for (AttentionMapGrid::Row row : {AttentionMapGrid::SentenceA, AttentionMapGrid::SentenceB, AttentionMapGrid::Difference})
        for (AttentionMapGrid::Column column : {AttentionMapGrid::WithoutPosition, AttentionMapGrid::WithPosition})
            QCOMPARE(m_lab->maps()->map(row, column)->data()->keySize(), tokens);
    if (tokens == 0) {
        QVERIFY2(m_lab->sentences()->message()->text().contains(shown), qPrintable(m_lab->sentences()->message()->text()));
        QVERIFY(!m_lab->comparison());
        return;
    }
    QVERIFY2(m_lab->sentences()->message()->text().isEmpty(), qPrintable(m_lab->sentences()->message()->text()));
    QVERIFY2(m_lab->sentences()->tokenChips(SentencePanel::A)->text().contains(shown), qPrintable(m_lab->sentences()->tokenChips(SentencePanel::A)->text()));
    QVERIFY(m_lab->maps()->verdict(AttentionMapGrid::WithoutPosition)->text().contains("identical up to reordering"));
    QVERIFY(m_lab->maps()->verdict(AttentionMapGrid::WithPosition)->text().contains("the orders differ"));
}

void TestAttentionLabInputs::typedNonsenseIsRefused_data()
{
    QTest::addColumn<QString>("control");
    QTest::addColumn<QString>("typed");
    for (const char *control : {"heads", "position weight", "d_model"})
        for (const char *typed : {"nan", "NaN", "abc", "-"})
            QTest::addRow("%s: %s", control, typed) << QString::fromLatin1(control) << QString::fromLatin1(typed);
    QTest::newRow("position weight: inf") << "position weight" << "inf";
}

void TestAttentionLabInputs::typedNonsenseIsRefused()
{
    QFETCH(QString, control);
    QFETCH(QString, typed);
    QAbstractSpinBox *spin = control == "heads"             ? static_cast<QAbstractSpinBox *>(m_lab->controls()->headsControl())
                             : control == "position weight" ? m_lab->controls()->positionWeightControl()
                                                            : m_lab->controls()->dModelControl()->spinBox();
    const int dModel = m_state->encodingParams().dModel;
    const LabSettings lab = m_state->labSettings();
    const QString shown = spin->text();
    spin->setFocus();
    QTest::keyClick(spin, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(spin, typed); // the validator refuses every key
    QTest::keyClick(spin, Qt::Key_Return);
    spin->clearFocus();
    QCoreApplication::processEvents();
    QCOMPARE(spin->text(), shown);
    QCOMPARE(m_state->encodingParams().dModel, dModel);
    QCOMPARE(m_state->labSettings().heads, lab.heads);
    QCOMPARE(m_state->labSettings().positionWeight, lab.positionWeight);
    QVERIFY(m_lab->comparison());
    QVERIFY(m_lab->sentences()->message()->text().isEmpty());
}

void TestAttentionLabInputs::dModelBeyondTheSliderShowsAsSet_data()
{
    QTest::addColumn<int>("dModel");
    QTest::addColumn<bool>("computed");
    QTest::newRow("d_model 1") << 1 << true;
    QTest::newRow("d_model 3, odd") << 3 << true;
    QTest::newRow("the largest d_model, above the lab's") << pe::kMaxDModel << false;
}

// A lesson file or the command line may set a d_model the lab's slider does not reach.
void TestAttentionLabInputs::dModelBeyondTheSliderShowsAsSet()
{
    QFETCH(int, dModel);
    QFETCH(bool, computed);
    QCOMPARE(m_state->setDModel(dModel), QString());
    QCoreApplication::processEvents();
    QCOMPARE(m_lab->controls()->dModelControl()->value(), double(dModel));
    QCOMPARE(bool(m_lab->comparison()), computed);
    if (computed) {
        QCOMPARE(m_lab->comparison()->aWith.inputs.cols(), dModel);
        QVERIFY(m_lab->sentences()->message()->text().isEmpty());
    } else {
        QVERIFY2(m_lab->sentences()->message()->text().contains(QStringLiteral("d_model must be a whole number from 1 to %1").arg(pe::kMaxAttentionDModel)),
                 qPrintable(m_lab->sentences()->message()->text()));
        QCOMPARE(m_lab->maps()->map(AttentionMapGrid::SentenceA, AttentionMapGrid::WithPosition)->data()->keySize(), 0);
    }
}

void TestAttentionLabInputs::differentWordsAreNotCompared()
{
    retype(m_lab->sentences()->sentenceEdit(SentencePanel::B), "Rabbits love carrots.");
    QVERIFY(m_lab->sentences()->message()->text().contains("do not hold the same tokens"));
    QVERIFY(m_lab->maps()->verdict(AttentionMapGrid::WithPosition)->text().contains("no word-for-word comparison"));
    QCOMPARE(m_lab->maps()->map(AttentionMapGrid::Difference, AttentionMapGrid::WithPosition)->data()->keySize(), 0);
    QCOMPARE(m_lab->maps()->map(AttentionMapGrid::SentenceB, AttentionMapGrid::WithPosition)->data()->keySize(), 4);
}

void TestAttentionLabInputs::longSentencesStayUsable()
{
    QStringList words;
    for (int k = 0; k < 300; ++k)
        words.append(QStringLiteral("w%1").arg(k % 50));
    m_lab->sentences()->sentenceEdit(SentencePanel::A)->setText(words.join(' '));
    std::reverse(words.begin(), words.end());
    m_lab->sentences()->sentenceEdit(SentencePanel::B)->setText(words.join(' '));
    QVERIFY(m_lab->comparison());
    QCOMPARE(m_lab->maps()->map(AttentionMapGrid::SentenceA, AttentionMapGrid::WithPosition)->data()->keySize(), 300);
    QVERIFY(m_lab->sentences()->tokenChips(SentencePanel::A)->text().contains("300 tokens in all"));
    QVERIFY(m_lab->maps()->verdict(AttentionMapGrid::WithoutPosition)->text().contains("identical up to reordering"));
}

void TestAttentionLabInputs::learnedTableRefusesLongSentences()
{
    m_state->setScheme(pe::Scheme::Learned);
    m_state->changeSchemeSettings([](pe::SchemeSettings &s) { s.maxLen = 4; });
    m_lab->sentences()->sentenceEdit(SentencePanel::A)->setText("one two three four five");
    QVERIFY2(m_lab->sentences()->message()->text().contains("max_len"), qPrintable(m_lab->sentences()->message()->text()));
    QCOMPARE(m_lab->sentences()->sentenceEdit(SentencePanel::A)->text(), QStringLiteral("one two three four five"));
    // The maps without position need no table: they stay; those with position say why they are empty.
    QVERIFY(m_lab->comparison() && m_lab->comparison()->aWith.weights.size() == 0);
    QCOMPARE(m_lab->maps()->map(AttentionMapGrid::SentenceA, AttentionMapGrid::WithoutPosition)->data()->keySize(), 5);
    QVERIFY(m_lab->maps()->verdict(AttentionMapGrid::WithPosition)->text().contains("max_len"));
    // max_len beside the maps, for the learned scheme only, brings them back.
    QVERIFY(m_lab->controls()->maxLenControl()->isVisibleTo(m_lab));
    m_lab->controls()->maxLenControl()->setValue(5);
    QCOMPARE(m_state->schemeParams().schemeSettings.maxLen, 5);
    QVERIFY(m_lab->comparison() && m_lab->comparison()->positionError.isEmpty());
    QCOMPARE(m_lab->maps()->map(AttentionMapGrid::SentenceA, AttentionMapGrid::WithPosition)->data()->keySize(), 5);
    m_state->setScheme(pe::Scheme::Sinusoidal);
    QVERIFY(!m_lab->controls()->maxLenControl()->isVisibleTo(m_lab));
}

void TestAttentionLabInputs::wordVectorsSetDModelAndMarkMissingWords()
{
    LabSettings lab = m_state->labSettings();
    lab.vectorsFile = QStringLiteral(":/vectors/sample-glove.txt");
    lab.vectors = std::make_shared<const pe::WordVectors>(pe::loadWordVectorsFile(lab.vectorsFile));
    m_state->setLabSettings(lab);
    retype(m_lab->sentences()->sentenceEdit(SentencePanel::A), QStringLiteral("Tigers love zebras."));
    retype(m_lab->sentences()->sentenceEdit(SentencePanel::B), QStringLiteral("Zebras love tigers."));

    QCOMPARE(m_lab->controls()->dModelControl()->value(), 8.0);
    QVERIFY(!m_lab->controls()->dModelControl()->isEnabled());
    QCOMPARE(m_state->encodingParams().dModel, 64);  // the explorer keeps its own
    QVERIFY(m_lab->controls()->embeddingsNote()->text().contains(QStringLiteral("sample-glove.txt")));
    // "zebras" is not in the file: its chip alone is marked.
    const QString chips = m_lab->sentences()->tokenChips(SentencePanel::A)->text();
    QCOMPARE(chips.count(QStringLiteral("#fcd9b8")), 1);
    QVERIFY(chips.indexOf(QStringLiteral("#fcd9b8")) > chips.indexOf(QStringLiteral("love")));
    // The maps use the file's vectors: "tigers" is row 0 of E.
    const pe::AttentionResult &with = m_lab->comparison()->aWith;
    QCOMPARE(with.embeddings.cols(), 8);
    QVERIFY((with.embeddings.row(0).transpose() - lab.vectors->vector(lab.vectors->lookup("tigers"))).cwiseAbs().maxCoeff() == 0.0);
    QVERIFY(m_lab->maps()->verdict(AttentionMapGrid::WithoutPosition)->text().contains(QStringLiteral("identical")));

    lab.vectorsFile.clear();
    lab.vectors.reset();
    m_state->setLabSettings(lab);
    QCOMPARE(m_lab->controls()->dModelControl()->value(), 64.0);
    QVERIFY(m_lab->controls()->dModelControl()->isEnabled());
    QVERIFY(!m_lab->sentences()->tokenChips(SentencePanel::A)->text().contains(QStringLiteral("#fcd9b8")));
}

QTEST_MAIN(TestAttentionLabInputs)
#include "test_attention_lab_inputs.moc"
