#include "block/export.h"

#include "export/matrix_export.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>

namespace pe {

namespace {

QByteArray npy(const Matrix &m, bool vector)
{
    return vector ? matrixToNpy(m, {m.size()}) : matrixToNpy(m);
}

QJsonArray shapeArray(const QList<qsizetype> &shape)
{
    QJsonArray array;
    for (const qsizetype size : shape)
        array.append(qint64(size));
    return array;
}

} // namespace

std::vector<BlockFile> blockExportFiles(const BlockModel &model, const BlockInput &input, const std::vector<BlockStage> &stages,
                                        const QStringList &tokens, const QJsonObject &about, int positionOffset)
{
    std::vector<BlockFile> files;
    QJsonArray list;
    for (const BlockStage &stage : stages) {
        list.append(QJsonObject{{QStringLiteral("name"), stage.name},
                                {QStringLiteral("shape"), shapeArray(stage.shape)},
                                {QStringLiteral("what"), stageDescription(stage.name)},
                                {QStringLiteral("position_enters"), stage.positionEnters}});
        files.push_back({stage.name + QStringLiteral(".npy"), matrixToNpy(stage.data, stage.shape)});
    }
    QJsonObject summary = about;
    summary.insert(QStringLiteral("stages"), list);
    files.insert(files.begin(), {QStringLiteral("stages.json"), QJsonDocument(summary).toJson(QJsonDocument::Indented)});

    // The block's own weights under their names without "blockL.", and the tensors of the scheme.
    ModelParameters parameters = model.parameters;
    const QString prefix = QStringLiteral("block%1.").arg(model.block);
    for (const NamedTensor &tensor : namedTensors(parameters)) {
        QString name = tensor.name;
        if (name.startsWith(prefix))
            name = name.mid(prefix.size());
        else if (name != QLatin1String("relative_bias"))
            continue;  // the other blocks, and what only a trained model's readout uses
        files.push_back({QStringLiteral("parameters/%1.npy").arg(name), npy(*tensor.tensor, tensor.vector)});
    }
    const int n = int(input.words.rows());
    files.push_back({QStringLiteral("parameters/word_vectors.npy"), npy(input.words, false)});
    if (input.positions.size() > 0)
        files.push_back({QStringLiteral("parameters/position.npy"), npy(input.positions, false)});
    const ModelConfig &config = model.config;
    if (config.position == Scheme::Alibi)
        files.push_back({QStringLiteral("parameters/alibi_slopes.npy"), npy(alibiSlopes(config.heads).transpose(), true)});
    if (config.position == Scheme::T5) {
        const Matrix buckets = t5BucketMap(n, config.schemeSettings.t5);
        std::vector<qint64> values(std::size_t(buckets.size()));
        for (Eigen::Index i = 0; i < buckets.rows(); ++i)
            for (Eigen::Index j = 0; j < buckets.cols(); ++j)
                values[std::size_t(i * n + j)] = qint64(buckets(i, j));
        files.push_back({QStringLiteral("parameters/t5_buckets.npy"), integersToNpy(values, {n, n})});
    }

    // The ids: a trained model's vocabulary rows, or each token's first occurrence in the sentence.
    QJsonArray ids, positions;
    for (int i = 0; i < n; ++i) {
        ids.append(input.ids.empty() ? int(tokens.indexOf(tokens.value(i))) : input.ids[std::size_t(i)]);
        positions.append(positionOffset + i);
    }
    const QJsonObject sentence{{QStringLiteral("tokens"), QJsonArray::fromStringList(tokens)},
                               {QStringLiteral("ids"), ids},
                               {QStringLiteral("positions"), positions}};
    files.push_back({QStringLiteral("input.json"), QJsonDocument(sentence).toJson(QJsonDocument::Indented)});
    return files;
}

QString writeBlockFiles(const QString &directory, const std::vector<BlockFile> &files)
{
    for (const QString &folder : {directory, directory + QStringLiteral("/parameters")})
        if (!QDir().mkpath(folder))
            return QCoreApplication::translate("pe::BlockStages", "Cannot make the folder %1.").arg(folder);
    for (const BlockFile &file : files)
        if (const QString error = writeFileAtomically(directory + QLatin1Char('/') + file.path, file.data); !error.isEmpty())
            return error;
    return {};
}

} // namespace pe
