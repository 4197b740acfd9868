#include "cli/masks_command.h"

#include "cli/option_table.h"
#include "cli/option_values.h"
#include "export/matrix_export.h"
#include "stack/layer_stack.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cstdio>

bool parseMasksExport(const QCommandLineParser &parser, CommandLineOptions *options, QString *error)
{
    options->outputFile = parser.value(QStringLiteral("export-masks"));
    const QString name = parser.value(QStringLiteral("preset"));
    const pe::StackPreset *preset = pe::stackPreset(name);
    if (!preset) {
        QStringList names;
        for (const pe::StackPreset &known : pe::stackPresets())
            names.append(QLatin1String(known.name));
        *error = CommandLine::tr("--export-masks needs --preset, one of %1; got '%2'.").arg(names.join(QStringLiteral(", ")), name);
        return false;
    }
    int layers = 0, window = 0, chunk = 0, positions = 64;
    if (!readInt(parser, QStringLiteral("layers"), &layers, error) || !readInt(parser, QStringLiteral("window"), &window, error)
        || !readInt(parser, QStringLiteral("chunk"), &chunk, error) || !readInt(parser, QStringLiteral("positions"), &positions, error))
        return false;
    // 0 stands for "the model's own" inside; given on the command line it is refused like −1.
    const auto belowOne = [&parser](const char *name, int value) { return parser.isSet(QLatin1String(name)) && value < 1; };
    if (belowOne("layers", layers) || belowOne("window", window) || belowOne("chunk", chunk)) {
        *error = CommandLine::tr("--layers, --window and --chunk must be whole numbers above 0.");
        return false;
    }
    options->stackPreset = QLatin1String(preset->name);
    options->stack = pe::withOverrides(preset->make(), layers, window, chunk);
    options->explorer.scheme.encoding.positions = positions;
    *error = pe::validationError(options->stack, positions);
    return error->isEmpty();
}

namespace {

QJsonObject layerToJson(const pe::StackLayer &layer)
{
    return {{QStringLiteral("kind"), pe::layerKindName(layer.kind)},
            {QStringLiteral("rope"), layer.rope},
            {QStringLiteral("window"), layer.kind == pe::LayerKind::Sliding ? QJsonValue(layer.span) : QJsonValue()},
            {QStringLiteral("chunk"), layer.kind == pe::LayerKind::Chunked ? QJsonValue(layer.span) : QJsonValue()},
            {QStringLiteral("theta"), layer.rope ? QJsonValue(layer.theta) : QJsonValue()}};
}

} // namespace

int exportMasks(const CommandLineOptions &options)
{
    const pe::LayerStack &stack = options.stack;
    const int positions = options.explorer.scheme.encoding.positions;
    const pe::StackPreset *preset = pe::stackPreset(options.stackPreset);
    QJsonArray layers;
    for (const pe::StackLayer &layer : stack.layers)
        layers.append(layerToJson(layer));
    QJsonObject about{{QStringLiteral("preset"), options.stackPreset},
                      {QStringLiteral("source"), QLatin1String(preset->source)},
                      {QStringLiteral("positions"), positions},
                      {QStringLiteral("sinks"), stack.sinks},
                      {QStringLiteral("layers"), layers}};
    if (stack.temperature.on)
        about.insert(QStringLiteral("query_temperature"), pe::matrixToJsonArray(pe::queryTemperatures(stack.temperature, positions).transpose()).first());
    const QString folder = options.outputFile;
    QString error = QDir().mkpath(folder) ? QString() : CommandLine::tr("Cannot make the folder %1.").arg(folder);
    if (error.isEmpty())
        error = pe::writeFileAtomically(folder + QStringLiteral("/layers.json"), QJsonDocument(about).toJson(QJsonDocument::Indented));
    for (int k = 0; error.isEmpty() && k < int(stack.layers.size()); ++k)
        error = pe::writeFileAtomically(folder + QStringLiteral("/mask_%1.npy").arg(k), pe::boolsToNpy(pe::layerMask(stack.layers[k], positions)));
    if (error.isEmpty())
        error = pe::writeFileAtomically(folder + QStringLiteral("/reach.npy"), pe::boolsToNpy(pe::reachByLayer(stack, positions).back()));
    if (!error.isEmpty())
        std::fprintf(stderr, "pe-explorer: %s\n", qPrintable(error));
    return error.isEmpty() ? 0 : 1;
}
