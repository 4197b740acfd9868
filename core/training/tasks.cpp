#include "training/tasks.h"

#include <QCoreApplication>
#include <algorithm>

namespace pe {

namespace {

// Small word lists: enough sentences that a model must learn the rule, few enough to train in
// seconds. Every Chinese word is one character: both labs cut Chinese into characters, as Chinese
// BERT's tokenizer does (google-research/bert, tokenization.py, BasicTokenizer._tokenize_chinese_chars).
struct WordLists
{
    QString article;  // English "the" before each noun; empty in Chinese
    QStringList nouns, verbs, adjectives, adverbs;
    int pronouns = 0;  // the last nouns, which take no adjective (我, 你, 他)
};

const WordLists &wordLists(TaskLanguage language)
{
    static const WordLists english{
        QStringLiteral("the"),
        {QStringLiteral("dog"), QStringLiteral("man"), QStringLiteral("cat"), QStringLiteral("bird"), QStringLiteral("fox"),
         QStringLiteral("horse"), QStringLiteral("tiger"), QStringLiteral("rabbit"), QStringLiteral("mouse")},
        {QStringLiteral("bit"), QStringLiteral("saw"), QStringLiteral("chased"), QStringLiteral("helped"),
         QStringLiteral("followed"), QStringLiteral("found")},
        {QStringLiteral("big"), QStringLiteral("small"), QStringLiteral("old"), QStringLiteral("young"),
         QStringLiteral("brown"), QStringLiteral("quick")},
        {QStringLiteral("quietly"), QStringLiteral("suddenly"), QStringLiteral("often"), QStringLiteral("slowly")},
    };
    static const WordLists chinese{
        QString(),
        {QStringLiteral("狗"), QStringLiteral("猫"), QStringLiteral("人"), QStringLiteral("鸟"), QStringLiteral("马"),
         QStringLiteral("牛"), QStringLiteral("羊"), QStringLiteral("我"), QStringLiteral("你"), QStringLiteral("他")},
        {QStringLiteral("咬"), QStringLiteral("看"), QStringLiteral("追"), QStringLiteral("帮"), QStringLiteral("找"),
         QStringLiteral("爱")},
        {QStringLiteral("大"), QStringLiteral("小"), QStringLiteral("老"), QStringLiteral("黑"), QStringLiteral("白"),
         QStringLiteral("胖")},
        {QStringLiteral("又"), QStringLiteral("也"), QStringLiteral("常"), QStringLiteral("先")},
        3,
    };
    return language == TaskLanguage::Chinese ? chinese : english;
}

const QStringList &symbols()
{
    static const QStringList list = [] {
        QStringList letters;
        for (char letter = 'a'; letter <= 'p'; ++letter)
            letters.append(QString(QLatin1Char(letter)));
        return letters;
    }();
    return list;
}

const QString kNothingBefore = QStringLiteral("–");

// The held-out fifth of the (unordered noun pair, verb) triples: 5 and the number of verbs (6)
// share no factor, so every pair of nouns has some of its verbs in each split.
bool isTestTriple(int noun1, int noun2, int verb, int nouns, int verbs)
{
    const int low = std::min(noun1, noun2), high = std::max(noun1, noun2);
    return ((low * nouns + high) * verbs + verb) % 5 == 2;
}

void appendWhoDidIt(Batch &batch, const WordLists &words, int tokens, Split split, RandomNumbers &random)
{
    const int nouns = int(words.nouns.size()), verbs = int(words.verbs.size());
    int doer = 0, receiver = 0, verb = 0;
    do {
        doer = random.below(nouns);
        receiver = random.below(nouns);
        verb = random.below(verbs);
    } while (doer == receiver || isTestTriple(doer, receiver, verb, nouns, verbs) != (split == Split::Test));

    // The words beyond the shortest sentence go one by one into a slot that can take them.
    const bool article = !words.article.isEmpty();
    const auto canTakeAdjectives = [&](int noun) { return noun < nouns - words.pronouns; };
    int extra = tokens - (article ? 5 : 3);
    int doerAdjectives = 0, adverbs = 0, receiverAdjectives = 0;
    while (extra-- > 0) {
        const int slot = random.below(3);
        if (slot == 0 && canTakeAdjectives(doer))
            ++doerAdjectives;
        else if (slot == 2 && canTakeAdjectives(receiver))
            ++receiverAdjectives;
        else
            ++adverbs;
    }
    const int vocabularyOffsetNouns = article ? 1 : 0;  // ids: [the], nouns, verbs, adjectives, adverbs
    const int verbsStart = vocabularyOffsetNouns + nouns;
    const int adjectivesStart = verbsStart + verbs;
    const int adverbsStart = adjectivesStart + int(words.adjectives.size());
    const auto nounPhrase = [&](int noun, int adjectives) {
        if (article)
            batch.ids.push_back(0);
        for (int a = 0; a < adjectives; ++a)
            batch.ids.push_back(adjectivesStart + random.below(int(words.adjectives.size())));
        batch.ids.push_back(vocabularyOffsetNouns + noun);
    };
    nounPhrase(doer, doerAdjectives);
    for (int a = 0; a < adverbs; ++a)
        batch.ids.push_back(adverbsStart + random.below(int(words.adverbs.size())));
    batch.ids.push_back(verbsStart + verb);
    nounPhrase(receiver, receiverAdjectives);
    batch.labels.push_back(doer);
}

} // namespace

namespace {

const TaskInfo kTasks[] = {
    {TrainingTask::WhoDidIt, "who-did-it", QT_TRANSLATE_NOOP("pe::Tasks", "who did it"),
     QT_TRANSLATE_NOOP("pe::Tasks", "who did it: \"the dog bit the man\" → dog"),
     QT_TRANSLATE_NOOP("pe::Tasks", "The task needs to know which noun comes first."), 0.5},
    {TrainingTask::Reverse, "reverse", QT_TRANSLATE_NOOP("pe::Tasks", "reverse"),
     QT_TRANSLATE_NOOP("pe::Tasks", "reverse: a b c → c b a"),
     QT_TRANSLATE_NOOP("pe::Tasks", "The task needs each symbol's place counted from both ends of the sentence; the "
                                    "distance between two symbols alone does not say it."), 1.0 / 16.0},
    {TrainingTask::Previous, "previous", QT_TRANSLATE_NOOP("pe::Tasks", "previous"),
     QT_TRANSLATE_NOOP("pe::Tasks", "previous: each symbol's neighbour on the left"),
     QT_TRANSLATE_NOOP("pe::Tasks", "The task needs each symbol to find the one just before it, one step to the left."),
     1.0 / 16.0},
};

QString translatedTask(const char *text)
{
    return QCoreApplication::translate("pe::Tasks", text);
}

} // namespace

const TaskInfo &taskInfo(TrainingTask task)
{
    for (const TaskInfo &info : kTasks)
        if (info.task == task)
            return info;
    return kTasks[0];
}

QString taskName(TrainingTask task)
{
    return QString::fromLatin1(taskInfo(task).name);
}

QString taskTitle(TrainingTask task, bool withExample)
{
    return translatedTask(withExample ? taskInfo(task).titleWithExample : taskInfo(task).title);
}

QString taskNeed(TrainingTask task)
{
    return translatedTask(taskInfo(task).need);
}

bool taskFromName(const QString &name, TrainingTask *task)
{
    for (const TaskInfo &info : kTasks)
        if (name == QLatin1String(info.name)) {
            *task = info.task;
            return true;
        }
    return false;
}

QList<TrainingTask> allTasks()
{
    QList<TrainingTask> tasks;
    for (const TaskInfo &info : kTasks)
        tasks.append(info.task);
    return tasks;
}

QString languageName(TaskLanguage language)
{
    return language == TaskLanguage::Chinese ? QStringLiteral("zh") : QStringLiteral("en");
}

bool languageFromName(const QString &name, TaskLanguage *language)
{
    if (name != QLatin1String("en") && name != QLatin1String("zh"))
        return false;
    *language = name == QLatin1String("zh") ? TaskLanguage::Chinese : TaskLanguage::English;
    return true;
}

TaskDefinition taskDefinition(TrainingTask task, TaskLanguage language)
{
    if (task != TrainingTask::WhoDidIt) {
        QStringList classes = symbols();
        if (task == TrainingTask::Previous)
            classes.append(kNothingBefore);
        return {symbols(), classes, true, 2, task == TrainingTask::Reverse ? 2 : 1, 1000};
    }
    const WordLists &words = wordLists(language);
    QStringList vocabulary;
    if (!words.article.isEmpty())
        vocabulary.append(words.article);
    vocabulary << words.nouns << words.verbs << words.adjectives << words.adverbs;
    return {vocabulary, words.nouns, false, words.article.isEmpty() ? 3 : 5};
}

Batch drawBatch(TrainingTask task, TaskLanguage language, int tokens, int sentences, Split split, RandomNumbers &random)
{
    Batch batch;
    batch.shape = {sentences, tokens};
    batch.ids.reserve(std::size_t(sentences) * tokens);
    const int count = int(symbols().size());
    for (int s = 0; s < sentences; ++s) {
        if (task == TrainingTask::WhoDidIt) {
            appendWhoDidIt(batch, wordLists(language), tokens, split, random);
            continue;
        }
        const std::size_t start = batch.ids.size();
        for (int t = 0; t < tokens; ++t)
            batch.ids.push_back(random.below(count));
        for (int t = 0; t < tokens; ++t) {
            if (task == TrainingTask::Reverse)
                batch.labels.push_back(batch.ids[start + tokens - 1 - t]);
            else
                batch.labels.push_back(t == 0 ? count : batch.ids[start + t - 1]);
        }
    }
    return batch;
}

namespace {

// Which ids are nouns and verbs, by the order of the vocabulary: [the], nouns, verbs, adjectives, adverbs.
struct WordKinds
{
    int firstNoun, firstVerb, lastVerb;
    bool isNoun(int id) const { return id >= firstNoun && id < firstVerb; }
    bool isVerb(int id) const { return id >= firstVerb && id <= lastVerb; }
};

WordKinds wordKinds(TaskLanguage language)
{
    const WordLists &words = wordLists(language);
    const int firstNoun = words.article.isEmpty() ? 0 : 1;
    const int firstVerb = firstNoun + int(words.nouns.size());
    return {firstNoun, firstVerb, firstVerb + int(words.verbs.size()) - 1};
}

} // namespace

bool hasDoerAndReceiver(const std::vector<int> &ids, TaskLanguage language)
{
    const WordKinds kinds = wordKinds(language);
    const auto isNoun = [&](int id) { return kinds.isNoun(id); };
    const auto isVerb = [&](int id) { return kinds.isVerb(id); };
    if (std::count_if(ids.begin(), ids.end(), isNoun) != 2 || std::count_if(ids.begin(), ids.end(), isVerb) != 1)
        return false;
    const auto verb = std::find_if(ids.begin(), ids.end(), isVerb);
    return std::find_if(ids.begin(), verb, isNoun) != verb && std::find_if(verb, ids.end(), isNoun) != ids.end();
}

Batch swapDoers(const Batch &batch, TaskLanguage language)
{
    const WordKinds kinds = wordKinds(language);
    const int firstNoun = kinds.firstNoun;
    const auto isNoun = [&](int id) { return kinds.isNoun(id); };
    Batch swapped = batch;
    const int n = batch.shape.tokens;
    for (int s = 0; s < batch.shape.sentences; ++s) {
        const auto sentence = batch.ids.begin() + std::ptrdiff_t(s) * n;
        // [doer's phrase] [adverbs verb] [receiver's phrase] → [receiver's] [adverbs verb] [doer's]
        const int doerEnd = int(std::find_if(sentence, sentence + n, isNoun) - sentence) + 1;
        const int verbEnd = int(std::find_if(sentence, sentence + n, [&](int id) { return kinds.isVerb(id); }) - sentence) + 1;
        std::vector<int> reordered(sentence + verbEnd, sentence + n);
        reordered.insert(reordered.end(), sentence + doerEnd, sentence + verbEnd);
        reordered.insert(reordered.end(), sentence, sentence + doerEnd);
        std::copy(reordered.begin(), reordered.end(), swapped.ids.begin() + std::ptrdiff_t(s) * n);
        swapped.labels[s] = sentence[n - 1] - firstNoun;  // the receiver becomes the doer
    }
    return swapped;
}

} // namespace pe
