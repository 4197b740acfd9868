#include "training/answers.h"

#include "text/tokenizer.h"
#include "math/translate.h"

#include <QLocale>
#include <algorithm>

namespace pe {

namespace {

bool isPunctuation(const QString &token)
{
    return std::all_of(token.begin(), token.end(), [](QChar c) { return c.isPunct() || c.isSymbol(); });
}

// Why a sentence of n words has no encoding, or empty.
QString encodingError(const ModelConfig &config, int n)
{
    if (hasEncoding(config, n))
        return {};
    return tr("The learned table has rows for %1 positions only: a sentence of %2 words has no encoding past them.")
        .arg(config.schemeSettings.maxLen).arg(n);
}

} // namespace

TypedSentence readTypedSentence(const QString &text, const TaskDefinition &definition)
{
    TypedSentence sentence;
    QStringList unknown;
    const QStringList tokens = tokenTexts(tokenize(text));
    for (const QString &token : tokens) {
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
                             .arg(QLocale().createSeparatedList(unknown), definition.vocabulary.join(QLatin1Char(' ')));
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
    answer.error = encodingError(trainer.config(), n);
    if (!answer.error.isEmpty())
        return answer;
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

AttentionResult trainedAttention(const Trainer &trainer, const TypedSentence &sentence, bool positional)
{
    ModelConfig config = trainer.config();
    if (!positional)
        config.position.reset();
    const int n = int(sentence.ids.size());
    if (const QString error = encodingError(config, n); !error.isEmpty())
        throw InvalidParameter(error);
    FirstLayerAttention first = firstLayerAttention(trainer.parameters(), config, sentence.ids);
    AttentionResult result;
    result.tokens = sentence.words;
    result.embeddings.resize(n, config.dModel);
    for (int i = 0; i < n; ++i)
        result.embeddings.row(i) = trainer.parameters().embedding.row(sentence.ids[std::size_t(i)]);
    result.fromVectors = QList<bool>(n, false);
    result.positionalEncoding = std::move(first.positions);
    result.inputs = std::move(first.input);
    result.scores = Matrix::Zero(n, n);
    result.weights = Matrix::Zero(n, n);
    for (int h = 0; h < config.heads; ++h) {
        result.scores += first.scores[std::size_t(h)] / config.heads;
        result.weights += first.weights[std::size_t(h)] / config.heads;
    }
    result.headScores = std::move(first.scores);
    result.headWeights = std::move(first.weights);
    return result;
}

WordOrderComparison compareTrainedOrders(const Trainer &trainer, const TypedSentence &a, const TypedSentence &b)
{
    const ModelConfig &config = trainer.config();
    WordOrderComparison comparison;
    comparison.a = a.words;
    comparison.b = b.words;
    AttentionOptions &options = comparison.options;
    options.dModel = config.dModel;
    options.heads = config.heads;
    options.causal = config.causal;
    options.projection = Projection::Random;
    options.scheme = config.position.value_or(Scheme::Sinusoidal);
    options.schemeSettings = config.schemeSettings;
    options.base = config.base;
    comparison.aWithout = trainedAttention(trainer, a, false);
    comparison.bWithout = trainedAttention(trainer, b, false);
    comparison.positionError = encodingError(config, int(std::max(a.ids.size(), b.ids.size())));
    if (comparison.positionError.isEmpty()) {
        comparison.aWith = trainedAttention(trainer, a, true);
        comparison.bWith = trainedAttention(trainer, b, true);
    }
    alignOrders(comparison);
    return comparison;
}

} // namespace pe
