// Embeddings › Sample Word Vectors covers every sentence the app offers: the example pairs, the
// lab's first sentences, every step of the guided lesson and the handbook's example, so that no
// chip of these sentences turns orange for a word the file lacks.

#include "support/test_paths.h"
#include "state/app_state.h"
#include "lesson/guided_lesson.h"
#include "attention_lab/sentence_panel.h"
#include "state/interface_language.h"
#include "state/settings.h"
#include "text/tokenizer.h"
#include "attention/word_order.h"
#include "text/word_vectors.h"

#include <QtTest>

class TestSampleVectors : public QObject
{
    Q_OBJECT
private slots:
    void everyOfferedSentenceIsCovered_data();
    void everyOfferedSentenceIsCovered();
    void kindsStayClose_data();
    void kindsStayClose();
};

void TestSampleVectors::everyOfferedSentenceIsCovered_data()
{
    QTest::addColumn<QString>("sentence");
    const LabSettings first;
    QTest::newRow("the lab's sentence A") << first.sentenceA;
    QTest::newRow("the lab's sentence B") << first.sentenceB;
    for (const auto &[a, b] : SentencePanel::presets()) {
        QTest::addRow("example: %s", qPrintable(a)) << a;
        QTest::addRow("example: %s", qPrintable(b)) << b;
    }
    // The lesson's sentences in each language it speaks (the steps choose them by the interface's).
    for (const QString &language : availableLanguages()) {
        setInterfaceLanguage(language);
        const QList<LessonStep> steps = guidedLesson();
        for (int k = 0; k < steps.size(); ++k) {
            AppState state;
            steps[k].setUp(&state);
            QTest::addRow("%s lesson, step %d, A: %s", qPrintable(language), k + 1, qPrintable(state.labSettings().sentenceA))
                << state.labSettings().sentenceA;
            QTest::addRow("%s lesson, step %d, B: %s", qPrintable(language), k + 1, qPrintable(state.labSettings().sentenceB))
                << state.labSettings().sentenceB;
        }
    }
    setInterfaceLanguage(QStringLiteral("en"));
    // The Training Lab's who-did-it sentences under Try it.
    for (const pe::TaskLanguage language : {pe::TaskLanguage::English, pe::TaskLanguage::Chinese})
        QTest::addRow("Try it: %s", qPrintable(defaultTrySentence(pe::TrainingTask::WhoDidIt, language)))
            << defaultTrySentence(pe::TrainingTask::WhoDidIt, language);
    QTest::newRow("handbook: the dog bit the man") << "the dog bit the man";
}

void TestSampleVectors::everyOfferedSentenceIsCovered()
{
    QFETCH(QString, sentence);
    const pe::WordVectors vectors = pe::loadWordVectorsFile(sampleVectorsPath());
    QStringList missing;
    for (const QString &token : pe::tokenTexts(pe::tokenize(sentence, {LabSettings().lowerCase})))
        if (vectors.lookup(token) < 0)
            missing.append(token);
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("missing: %1").arg(missing.join(QStringLiteral(", ")))));
}

void TestSampleVectors::kindsStayClose_data()
{
    QTest::addColumn<QString>("word");
    QTest::addColumn<QString>("near");  // nearer to word than far is
    QTest::addColumn<QString>("far");
    QTest::newRow("cat is an animal") << "cat" << "cats" << "man";
    QTest::newRow("dog is an animal") << "dog" << "cat" << "bit";
    QTest::newRow("man is a person") << "man" << "he" << "dog";
    QTest::newRow("bit is an action") << "bit" << "chase" << "man";
    QTest::newRow("saw is seeing") << "saw" << "see" << "cat";
    QTest::newRow("but is a function word") << "but" << "and" << "movie";
    QTest::newRow("a movie is a story") << "movie" << "story" << "dog";
    QTest::newRow("我 is i") << "我" << "i" << "爱";
    QTest::newRow("狗 is dog") << "狗" << "dog" << "咬";
    QTest::newRow("咬 is bit") << "咬" << "bit" << "人";
    QTest::newRow("人 is man") << "人" << "man" << "猫";
    QTest::newRow("虎 is a tiger") << "虎" << "tigers" << "兔";
    QTest::newRow("a mouse is like mice") << "mouse" << "mice" << "chased";
}

void TestSampleVectors::kindsStayClose()
{
    QFETCH(QString, word);
    QFETCH(QString, near);
    QFETCH(QString, far);
    const pe::WordVectors vectors = pe::loadWordVectorsFile(sampleVectorsPath());
    const auto cosine = [&](const QString &u, const QString &v) {
        const auto row = [&](const QString &token) {
            const std::size_t start = std::size_t(vectors.lookup(token)) * std::size_t(vectors.dimension);
            return pe::Vector(Eigen::Map<const pe::Vector>(vectors.values.data() + start, vectors.dimension));
        };
        return pe::cosineSimilarity(row(u), row(v));
    };
    QVERIFY2(cosine(word, near) > cosine(word, far),
             qPrintable(QStringLiteral("cos(%1, %2) = %3, cos(%1, %4) = %5").arg(word, near).arg(cosine(word, near)).arg(far).arg(cosine(word, far))));
}

QTEST_MAIN(TestSampleVectors)
#include "test_sample_vectors.moc"
