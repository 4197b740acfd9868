#include "training/export.h"

#include "training/position_pca.h"

#include "export/matrix_export.h"
#include "schemes/table.h"
#include "schemes/setting_table.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>

namespace pe {

namespace {

QJsonArray numbers(const std::vector<double> &values)
{
    QJsonArray array;
    for (double value : values)
        array.append(value);
    return array;
}

QString positionDescription(const ModelConfig &config)
{
    if (!config.position)
        return QStringLiteral("none: nothing tells the model where a token stands");
    if (const auto describe = schemeInfo(*config.position).modelDescription)
        return describe(config.schemeSettings);
    return QStringLiteral("%1: x = embedding[t] + PE, PE (n x D) the app's %1 matrix for positions 0..n-1, fixed")
        .arg(schemeName(*config.position));
}

QJsonArray shapeOf(const NamedTensor &named)
{
    const qint64 rows = named.tensor->rows(), cols = named.tensor->cols();
    return named.vector ? QJsonArray{cols} : QJsonArray{rows, cols};
}

QString writeJson(const QString &path, const QJsonObject &object)
{
    return writeFileAtomically(path, QJsonDocument(object).toJson(QJsonDocument::Indented));
}

QString writeTensors(const QString &directory, ModelParameters parameters)
{
    if (!QDir().mkpath(directory))
        return QCoreApplication::translate("pe::Training", "Cannot make the folder %1.").arg(directory);
    for (const NamedTensor &named : namedTensors(parameters)) {
        const QList<qsizetype> shape = named.vector ? QList<qsizetype>{named.tensor->cols()} : QList<qsizetype>{};
        const QString error = writeFileAtomically(directory + QLatin1Char('/') + named.name + QStringLiteral(".npy"),
                                                  matrixToNpy(*named.tensor, shape));
        if (!error.isEmpty())
            return error;
    }
    return {};
}

QString writeBatches(const QString &directory, const Trainer &trainer)
{
    if (!QDir().mkpath(directory))
        return QCoreApplication::translate("pe::Training", "Cannot make the folder %1.").arg(directory);
    const std::vector<Batch> &batches = trainer.firstBatches();
    for (std::size_t s = 0; s < batches.size(); ++s) {
        const Batch &batch = batches[s];
        const QList<qsizetype> tokens{batch.shape.sentences, batch.shape.tokens};
        const QList<qsizetype> labels = trainer.config().perToken ? tokens : QList<qsizetype>{batch.shape.sentences};
        const QString prefix = directory + QLatin1Char('/');
        QString error = writeFileAtomically(prefix + QStringLiteral("tokens_%1.npy").arg(s),
                                            integersToNpy({batch.ids.begin(), batch.ids.end()}, tokens));
        if (error.isEmpty())
            error = writeFileAtomically(prefix + QStringLiteral("labels_%1.npy").arg(s),
                                        integersToNpy({batch.labels.begin(), batch.labels.end()}, labels));
        if (!error.isEmpty())
            return error;
    }
    return {};
}

} // namespace

QJsonObject trainingHistory(const Trainer &trainer, double seconds)
{
    const TrainingSettings &s = trainer.settings();
    const ModelConfig &config = trainer.config();
    QJsonObject byLength;
    for (const LengthAccuracy &measured : trainer.testAccuracyByLength())
        byLength.insert(QString::number(measured.length),
                        measured.accuracy ? QJsonValue(*measured.accuracy) : QJsonValue(QStringLiteral("no encoding")));
    QJsonObject history{
        {QStringLiteral("task"), taskName(s.task)},
        {QStringLiteral("language"), languageName(s.language)},
        {QStringLiteral("scheme"), positionName(s.position)},
        {QStringLiteral("causal"), s.causal},
        {QStringLiteral("layers"), s.layers},
        {QStringLiteral("heads"), s.heads},
        {QStringLiteral("d_model"), s.dModel},
        {QStringLiteral("lr"), s.learningRate},
        {QStringLiteral("batch"), s.batch},
        {QStringLiteral("seed"), qint64(s.seed)},
        {QStringLiteral("train_length"), s.trainLength},
        {QStringLiteral("test_length"), s.testLength},
        {QStringLiteral("per_token"), config.perToken},
        {QStringLiteral("base"), config.base},
        {QStringLiteral("rope_scaling"), ropeScalingName(config.schemeSettings.ropeScale.scaling)},
        {QStringLiteral("rope_low_freq_factor"), config.schemeSettings.ropeScale.lowFreqFactor},
        {QStringLiteral("rope_high_freq_factor"), config.schemeSettings.ropeScale.highFreqFactor},
        {QStringLiteral("yarn_beta_fast"), config.schemeSettings.ropeScale.betaFast},
        {QStringLiteral("yarn_beta_slow"), config.schemeSettings.ropeScale.betaSlow},
        {QStringLiteral("rope_layout"), ropeLayoutName(config.schemeSettings.ropeLayout)},
        {QStringLiteral("layout"), layoutName(config.layout)},
        {QStringLiteral("score"), scoreName(config.score)},
        {QStringLiteral("vocab"), QJsonArray::fromStringList(trainer.definition().vocabulary)},
        {QStringLiteral("classes"), QJsonArray::fromStringList(trainer.definition().classes)},
        {QStringLiteral("chance"), chanceAccuracy(s.task)},
        {QStringLiteral("steps"), trainer.stepsDone()},
        {QStringLiteral("loss"), numbers(trainer.losses())},
        {QStringLiteral("train_accuracy"), numbers(trainer.trainAccuracies())},
        {QStringLiteral("test_accuracy_by_length"), byLength},
        {QStringLiteral("seconds"), seconds},
    };
    for (const NumberSetting &setting : numberSettings())  // as the model read them (max_len: the training length)
        history.insert(QLatin1String(setting.key), jsonValue(setting, config.schemeSettings));
    return history;
}

// What a learned table learned: its principal components, largest first (position_pca.h).
QJsonObject positionPca(const Matrix &table)
{
    const PrincipalComponents pca = positionPrincipalComponents(table, std::min<int>(8, int(std::min(table.rows(), table.cols()))));
    return {{QStringLiteral("explained_variance_ratio"), matrixToJsonArray(pca.explainedRatio.transpose()).first()},
            {QStringLiteral("components"), matrixToJsonArray(pca.scores)},
            {QStringLiteral("positions"), int(table.rows())}};
}

QString exportTraining(const QString &directory, const Trainer &trainer, double seconds)
{
    if (!QDir().mkpath(directory))
        return QCoreApplication::translate("pe::Training", "Cannot make the folder %1.").arg(directory);
    ModelParameters shapes = trainer.parameters();
    QJsonArray parameters;
    for (const NamedTensor &named : namedTensors(shapes))
        parameters.append(QJsonObject{{QStringLiteral("name"), named.name}, {QStringLiteral("shape"), shapeOf(named)}});
    const QDir dir(directory);
    for (const QString &error : {writeJson(dir.filePath(QStringLiteral("history.json")), trainingHistory(trainer, seconds)),
                                 writeJson(dir.filePath(QStringLiteral("parameters.json")),
                                           {{QStringLiteral("parameters"), parameters},
                                            {QStringLiteral("position"), positionDescription(trainer.config())}}),
                                 writeTensors(dir.filePath(QStringLiteral("init")), trainer.initialParameters()),
                                 writeTensors(dir.filePath(QStringLiteral("final")), trainer.parameters()),
                                 writeBatches(dir.filePath(QStringLiteral("batches")), trainer)})
        if (!error.isEmpty())
            return error;
    // A learned table: DIR/position_pca.json.
    if (const Matrix &table = trainer.parameters().position; table.size() > 0)
        return writeJson(dir.filePath(QStringLiteral("position_pca.json")), positionPca(table));
    return {};
}

} // namespace pe
