#include "training_answers.h"

#include "tokenizer.h"

#include <QCoreApplication>
#include <algorithm>

namespace pe {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("pe", text);
}

bool isPunctuation(const QString &token)
{
    return std::all_of(token.begin(), token.end(), [](QChar c) { return c.isPunct() || c.isSymbol(); });
}

} // namespace

TypedSentence readTypedSentence(const QString &text, const TaskDefinition &definition)
{
    TypedSentence sentence;
    QStringList unknown;
    for (const QString &token : tokenTexts(tokenize(text))) {
        if (isPunctuation(token))
            continue;
        sentence.words.append(token);
        const int id = int(definition.vocabulary.indexOf(token));
        if (id < 0 && !unknown.contains(token))
            unknown.append(visibleToken(token));
        sentence.ids.push_back(id);
    }
    if (sentence.words.isEmpty())
        sentence.error = tr("Type a sentence made of the task's words.");
    else if (!unknown.isEmpty())
        sentence.error = tr("The model never saw: %1. Its words are: %2.")
                             .arg(unknown.join(QStringLiteral(", ")), definition.vocabulary.join(QLatin1Char(' ')));
    else if (sentence.words.size() < definition.shortest)
        sentence.error = tr("The task's sentences have at least %1 words; this one has %2.")
                             .arg(definition.shortest).arg(sentence.words.size());
    else if (sentence.words.size() > kMaxTrainingLength)
        sentence.error = tr("At most %1 words, please; this sentence has %2.").arg(kMaxTrainingLength).arg(sentence.words.size());
    if (!sentence.error.isEmpty())
        sentence.ids.clear();
    return sentence;
}

TypedSentence otherOrder(const TypedSentence &sentence, TrainingTask task, TaskLanguage language, const TaskDefinition &definition)
{
    TypedSentence other;
    if (!sentence.error.isEmpty())
        return {{}, {}, sentence.error};
    if (task != TrainingTask::WhoDidIt) {
        other.words = QStringList(sentence.words.rbegin(), sentence.words.rend());
        other.ids.assign(sentence.ids.rbegin(), sentence.ids.rend());
        return other;
    }
    if (!hasDoerAndReceiver(sentence.ids, language))
        return {{}, {}, tr("No other order to try: the task's sentences have two nouns with the verb between them.")};
    Batch batch;
    batch.shape = {1, int(sentence.ids.size())};
    batch.ids = sentence.ids;
    batch.labels = {0};
    other.ids = swapDoers(batch, language).ids;
    for (int id : other.ids)
        other.words.append(definition.vocabulary[id]);
    return other;
}

ModelAnswer answerSentence(const Trainer &trainer, const TypedSentence &sentence)
{
    ModelAnswer answer;
    const int n = int(sentence.ids.size());
    if (!hasEncoding(trainer.config(), n)) {
        answer.error = tr("The learned table has rows for %1 positions only: a sentence of %2 words has no encoding past them.")
                           .arg(trainer.config().maxLen).arg(n);
        return answer;
    }
    Batch batch;
    batch.shape = {1, n};
    batch.ids = sentence.ids;
    batch.labels.assign(trainer.definition().perToken ? std::size_t(n) : 1, 0);
    const Matrix logits = trainer.logits(batch);
    for (Eigen::Index r = 0; r < logits.rows(); ++r) {
        // Softmax of the row, its largest entry subtracted first so that exp() cannot overflow.
        const Eigen::RowVectorXd exps = (logits.row(r).array() - logits.row(r).maxCoeff()).exp();
        Eigen::Index best = 0;
        exps.maxCoeff(&best);
        answer.answers.append(trainer.definition().classes[best]);
        answer.confidence.push_back(exps[best] / exps.sum());
    }
    return answer;
}

} // namespace pe
