// The tasks' sentences and answers, checked against their definitions: who did it is the first
// noun, the two orders use the same words, training and test never share a sentence's triple,
// and the symbol tasks' answers are the reversed or the previous symbol.

#include "training/answers.h"
#include "training/tasks.h"
#include "text/tokenizer.h"

#include <QSet>
#include <QtTest>
#include <algorithm>

using pe::TaskLanguage;
using pe::TrainingTask;

Q_DECLARE_METATYPE(pe::TaskLanguage)

namespace {

QStringList words(const pe::Batch &batch, const pe::TaskDefinition &task, int sentence)
{
    QStringList out;
    for (int t = 0; t < batch.shape.tokens; ++t)
        out.append(task.vocabulary[batch.ids[std::size_t(sentence) * batch.shape.tokens + t]]);
    return out;
}

} // namespace

class TestTrainingTasks : public QObject
{
    Q_OBJECT
private slots:
    void whoDidItAnswersTheFirstNoun_data();
    void whoDidItAnswersTheFirstNoun();
    void trainingAndTestShareNoTriple_data();
    void trainingAndTestShareNoTriple();
    void symbolTasksAnswerByPosition();
    void namesReadBack();
    void typedWordsAreReadWhole_data();
    void typedWordsAreReadWhole();
    void everyTaskEntryIsComplete();
    void everyTaskWordIsOneTokenOfTheAttentionLab();
    void everyTaskWordReadsAsItself();
};

void TestTrainingTasks::whoDidItAnswersTheFirstNoun_data()
{
    QTest::addColumn<TaskLanguage>("language");
    QTest::addColumn<int>("tokens");
    QTest::newRow("English, shortest") << TaskLanguage::English << 5;
    QTest::newRow("English, long") << TaskLanguage::English << 16;
    QTest::newRow("Chinese, shortest") << TaskLanguage::Chinese << 3;
    QTest::newRow("Chinese, long") << TaskLanguage::Chinese << 12;
}

void TestTrainingTasks::whoDidItAnswersTheFirstNoun()
{
    QFETCH(TaskLanguage, language);
    QFETCH(int, tokens);
    const pe::TaskDefinition task = pe::taskDefinition(TrainingTask::WhoDidIt, language);
    pe::RandomNumbers random(3);
    const pe::Batch batch = pe::drawBatch(TrainingTask::WhoDidIt, language, tokens, 300, pe::Split::Training, random);
    QCOMPARE(batch.ids.size(), std::size_t(300 * tokens));
    const pe::Batch swapped = pe::swapDoers(batch, language);
    QSet<QString> firstPlaces;
    for (int s = 0; s < batch.shape.sentences; ++s) {
        const QStringList sentence = words(batch, task, s);
        QStringList nouns;
        for (const QString &word : sentence)
            if (task.classes.contains(word))
                nouns.append(word);
        QCOMPARE(nouns.size(), 2);
        QVERIFY2(nouns[0] != nouns[1], qPrintable(sentence.join(QLatin1Char(' '))));
        QCOMPARE(task.classes[batch.labels[s]], nouns[0]);
        if (language == TaskLanguage::English)
            QCOMPARE(sentence.first(), QStringLiteral("the"));
        // The other order: the same words, the other noun first, and that noun as the answer.
        const QStringList other = words(swapped, task, s);
        QStringList sortedSentence = sentence, sortedOther = other;
        sortedSentence.sort();
        sortedOther.sort();
        QCOMPARE(sortedOther, sortedSentence);
        QVERIFY(other != sentence);
        QCOMPARE(task.classes[swapped.labels[s]], nouns[1]);
        firstPlaces.insert(QString::number(sentence.indexOf(nouns[0])));
    }
    // Adjectives move the doer: it does not always stand at the same place.
    QCOMPARE(firstPlaces.size() > 1, tokens > task.shortest);
}

void TestTrainingTasks::trainingAndTestShareNoTriple_data()
{
    QTest::addColumn<TaskLanguage>("language");
    QTest::newRow("English") << TaskLanguage::English;
    QTest::newRow("Chinese") << TaskLanguage::Chinese;
}

void TestTrainingTasks::trainingAndTestShareNoTriple()
{
    QFETCH(TaskLanguage, language);
    const pe::TaskDefinition task = pe::taskDefinition(TrainingTask::WhoDidIt, language);
    // A triple is its two nouns (in either order) and its verb.
    const auto triples = [&](pe::Split split, QSet<QString> *ordered) {
        pe::RandomNumbers random(split == pe::Split::Test ? 1 : 2);
        const pe::Batch batch = pe::drawBatch(TrainingTask::WhoDidIt, language, task.shortest, 4000, split, random);
        QSet<QString> found;
        for (int s = 0; s < batch.shape.sentences; ++s) {
            QStringList sentence = words(batch, task, s);
            sentence.removeAll(QStringLiteral("the"));
            ordered->insert(sentence.join(QLatin1Char(' ')));
            const QString low = std::min(sentence[0], sentence[2]), high = std::max(sentence[0], sentence[2]);
            found.insert(low + QLatin1Char(' ') + high + QLatin1Char(' ') + sentence[1]);
        }
        return found;
    };
    QSet<QString> trainingSentences, testSentences;
    const QSet<QString> training = triples(pe::Split::Training, &trainingSentences);
    const QSet<QString> test = triples(pe::Split::Test, &testSentences);
    QVERIFY(!training.intersects(test));
    const int nouns = int(task.classes.size());
    const int all = nouns * (nouns - 1) / 2 * 6;
    QCOMPARE(training.size() + test.size(), all);
    QVERIFY2(test.size() > all / 8 && test.size() < all / 4, qPrintable(QString::number(test.size())));
    // Every triple drawn for training shows up in both orders.
    for (const QString &sentence : std::as_const(trainingSentences)) {
        const QStringList w = sentence.split(QLatin1Char(' '));
        QVERIFY2(trainingSentences.contains(w[2] + QLatin1Char(' ') + w[1] + QLatin1Char(' ') + w[0]), qPrintable(sentence));
    }
}

void TestTrainingTasks::symbolTasksAnswerByPosition()
{
    pe::RandomNumbers random(9);
    for (const TrainingTask taskId : {TrainingTask::Reverse, TrainingTask::Previous}) {
        const pe::TaskDefinition task = pe::taskDefinition(taskId, TaskLanguage::English);
        QVERIFY(task.perToken);
        const int n = 7;
        const pe::Batch batch = pe::drawBatch(taskId, TaskLanguage::English, n, 50, pe::Split::Training, random);
        QCOMPARE(batch.labels.size(), batch.ids.size());
        for (int s = 0; s < 50; ++s)
            for (int t = 0; t < n; ++t) {
                const QString answer = task.classes[batch.labels[std::size_t(s) * n + t]];
                const QString expected = taskId == TrainingTask::Reverse ? task.vocabulary[batch.ids[std::size_t(s) * n + n - 1 - t]]
                                         : t == 0                        ? QStringLiteral("–")
                                                                         : task.vocabulary[batch.ids[std::size_t(s) * n + t - 1]];
                QCOMPARE(answer, expected);
            }
    }
}

void TestTrainingTasks::namesReadBack()
{
    for (TrainingTask task : pe::allTasks()) {
        TrainingTask read = TrainingTask::WhoDidIt;
        QVERIFY(pe::taskFromName(pe::taskName(task), &read));
        QCOMPARE(read, task);
    }
    TrainingTask unused;
    QVERIFY(!pe::taskFromName(QStringLiteral("sort"), &unused));
    TaskLanguage language;
    QVERIFY(pe::languageFromName(QStringLiteral("zh"), &language));
    QCOMPARE(language, TaskLanguage::Chinese);
    QVERIFY(!pe::languageFromName(QStringLiteral("fr"), &language));
}

void TestTrainingTasks::typedWordsAreReadWhole_data()
{
    QTest::addColumn<TaskLanguage>("language");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("words");
    QTest::newRow("猫追羊") << TaskLanguage::Chinese << QStringLiteral("猫追羊") << QStringList{"猫", "追", "羊"};
    QTest::newRow("老 as old, as in the Attention Lab") << TaskLanguage::Chinese << QStringLiteral("老狗咬老羊")
                                                      << QStringList{"老", "狗", "咬", "老", "羊"};
    QTest::newRow("羊 first, with punctuation") << TaskLanguage::Chinese << QStringLiteral("羊，找你。")
                                              << QStringList{"羊", "找", "你"};
    QTest::newRow("english words stay apart") << TaskLanguage::English << QStringLiteral("The cat chased the mouse.")
                                              << QStringList{"the", "cat", "chased", "the", "mouse"};
}

void TestTrainingTasks::typedWordsAreReadWhole()
{
    QFETCH(TaskLanguage, language);
    QFETCH(QString, text);
    QFETCH(QStringList, words);
    const pe::TypedSentence sentence = pe::readTypedSentence(text, pe::taskDefinition(TrainingTask::WhoDidIt, language));
    QVERIFY2(sentence.error.isEmpty(), qPrintable(sentence.error));
    QCOMPARE(sentence.words, words);
}

void TestTrainingTasks::everyTaskEntryIsComplete()
{
    // The task table: a unique name that reads back, words for the screen, and the chance of a
    // guess as the task's answers make it (one of two nouns, one of 16 symbols).
    QSet<QString> names;
    for (TrainingTask task : pe::allTasks()) {
        const pe::TaskInfo &info = pe::taskInfo(task);
        QCOMPARE(info.task, task);
        QVERIFY(!names.contains(pe::taskName(task)));
        names.insert(pe::taskName(task));
        TrainingTask read = TrainingTask::WhoDidIt;
        QVERIFY(pe::taskFromName(pe::taskName(task), &read) && read == task);
        QVERIFY(!pe::taskTitle(task, false).isEmpty() && pe::taskTitle(task, true).startsWith(pe::taskTitle(task, false)));
        QVERIFY(pe::taskNeed(task).endsWith(QLatin1Char('.')));
        const pe::TaskDefinition definition = pe::taskDefinition(task, TaskLanguage::English);
        const double guess = definition.perToken ? 1.0 / double(definition.vocabulary.size()) : 0.5;
        QCOMPARE(info.chance, guess);
    }
}

void TestTrainingTasks::everyTaskWordIsOneTokenOfTheAttentionLab()
{
    // The two labs cut a sentence the same way: no task word is more than one of the tokens the
    // Attention Lab shows.
    for (TrainingTask task : pe::allTasks())
        for (TaskLanguage language : {TaskLanguage::English, TaskLanguage::Chinese})
            for (const QString &word : pe::taskDefinition(task, language).vocabulary)
                QVERIFY2(pe::tokenize(word).size() == 1, qPrintable(word));
}

void TestTrainingTasks::everyTaskWordReadsAsItself()
{
    // And a drawn sentence typed back without spaces reads as the very tokens it was drawn as.
    pe::RandomNumbers random(11);
    for (TaskLanguage language : {TaskLanguage::English, TaskLanguage::Chinese}) {
        const pe::TaskDefinition task = pe::taskDefinition(TrainingTask::WhoDidIt, language);
        for (const QString &word : task.vocabulary)
            QCOMPARE(pe::readTypedSentence(word, task).words, QStringList{word});
        const pe::Batch batch = pe::drawBatch(TrainingTask::WhoDidIt, language, 7, 200, pe::Split::Training, random);
        for (int s = 0; s < batch.shape.sentences; ++s) {
            const QStringList drawn = words(batch, task, s);
            const QString typed = drawn.join(language == TaskLanguage::Chinese ? QString() : QStringLiteral(" "));
            QCOMPARE(pe::readTypedSentence(typed, task).words, drawn);
        }
    }
}

QTEST_GUILESS_MAIN(TestTrainingTasks)
#include "test_training_tasks.moc"
