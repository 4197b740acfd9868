#include "lesson/lesson_lab.h"

#include "attention/score_functions.h"
#include "stack/layer_stack.h"
#include "lesson/lesson_fields.h"
#include "lesson/lesson_training.h"
#include "training/run.h"

namespace {

QString combineName(pe::Combine combine)
{
    return combine == pe::Combine::Add ? QStringLiteral("add") : QStringLiteral("multiply");
}

// The lab's "projection": identity, random, or trained (a model of the Training Lab, kept as the
// run that trains it again: "trained_model").
QStringList projectionNames()
{
    return {QStringLiteral("identity"), QStringLiteral("random"), QStringLiteral("trained")};
}

QJsonObject layersToJson(const LayerStackSettings &layers)
{
    return {{QStringLiteral("preset"), layers.preset},     {QStringLiteral("layers"), layers.layers},
            {QStringLiteral("window"), layers.window},     {QStringLiteral("chunk"), layers.chunk},
            {QStringLiteral("positions"), layers.positions}, {QStringLiteral("layer"), layers.layer},
            {QStringLiteral("streaming"), layers.streaming}, {QStringLiteral("first"), layers.sinks},
            {QStringLiteral("open"), layers.open}};
}

LayerStackSettings readLayers(const QJsonObject &object, const QString &section, QString *error)
{
    FieldReader fields(object, section, error);
    QStringList presets;
    for (const pe::StackPreset &preset : pe::stackPresets())
        presets << QString::fromLatin1(preset.name);
    LayerStackSettings layers;
    layers.preset = presets.value(fields.choice("preset", presets));
    layers.layers = fields.integer("layers", 1, pe::kMaxStackLayers, layers.layers);
    layers.window = fields.integer("window", 1, kMaxStackSpan, layers.window);
    layers.chunk = fields.integer("chunk", 1, kMaxStackSpan, layers.chunk);
    layers.positions = fields.integer("positions", 1, kMaxStackPositions, layers.positions);
    layers.layer = fields.integer("layer", 0, layers.layers - 1, 0);
    layers.streaming = fields.boolean("streaming");
    layers.sinks = fields.integer("first", 0, kMaxStackSinks, layers.sinks);
    layers.open = fields.boolean("open");
    return layers;
}

} // namespace

QJsonObject labToJson(const LabSettings &lab)
{
    QJsonObject json{
        {QStringLiteral("sentence_a"), lab.sentenceA},
        {QStringLiteral("sentence_b"), lab.sentenceB},
        {QStringLiteral("position_weight"), lab.positionWeight},
        {QStringLiteral("scale_embeddings"), lab.scaleEmbeddings},
        {QStringLiteral("position_offset"), lab.positionOffset},
        {QStringLiteral("combine"), combineName(lab.combine)},
        {QStringLiteral("projection"), projectionNames().value(lab.trained ? 2 : lab.projection == pe::Projection::Identity ? 0 : 1)},
        {QStringLiteral("score"), pe::scoreName(lab.score)},
        {QStringLiteral("seed"), qint64(lab.seed)},
        {QStringLiteral("heads"), lab.heads},
        {QStringLiteral("shown_head"), lab.shownHead},
        {QStringLiteral("causal"), lab.causal},
        {QStringLiteral("lower_case"), lab.lowerCase},
        {QStringLiteral("show_scores"), lab.showScores},
        {QStringLiteral("b_in_a_order"), lab.bInAOrder},
        {QStringLiteral("vectors_file"), lab.vectorsFile},
    };
    if (lab.trained)
        json.insert(QStringLiteral("trained_model"), trainedModelToJson(pe::settingsSoFar(*lab.trained)));
    if (lab.sinkLogit)
        json.insert(QStringLiteral("sink_logit"), *lab.sinkLogit);
    if (lab.layers != LayerStackSettings{})
        json.insert(QStringLiteral("layers"), layersToJson(lab.layers));
    return json;
}


void readLab(const QJsonObject &root, const QString &prefix, LabSettings *settings, QString *errorOut)
{
    QString &error = *errorOut;
    LabSettings &lab = *settings;
    FieldReader labFields(root.value(QStringLiteral("lab")).toObject(), prefix + QStringLiteral("lab"), &error);
    lab.sentenceA = labFields.text("sentence_a");
    lab.sentenceB = labFields.text("sentence_b");
    lab.positionWeight = labFields.number("position_weight", kMinPositionWeight, kMaxPositionWeight, LabSettings().positionWeight);
    // Added in format 5: older lessons add the word vectors unscaled.
    if (root.value(QStringLiteral("lab")).toObject().contains(QStringLiteral("scale_embeddings")))
        lab.scaleEmbeddings = labFields.boolean("scale_embeddings");
    if (root.value(QStringLiteral("lab")).toObject().contains(QStringLiteral("position_offset")))
        lab.positionOffset = labFields.integer("position_offset", 0, pe::kMaxPositionOffset, 0);
    lab.combine = labFields.choice("combine", {QStringLiteral("add"), QStringLiteral("multiply")}) == 0 ? pe::Combine::Add
                                                                                                        : pe::Combine::Multiply;
    const int projection = labFields.choice("projection", projectionNames());
    lab.projection = projection == 0 ? pe::Projection::Identity : pe::Projection::Random;
    // Added in format 4. The model waits to be trained again, which takes a second
    // or more: the Attention Lab does it when it shows the model (stepsDone() == 0 until then).
    if (projection == 2 && error.isEmpty()) {
        const QJsonObject trained = root.value(QStringLiteral("lab")).toObject().value(QStringLiteral("trained_model")).toObject();
        if (const auto run = readTrainedModel(trained, prefix + QStringLiteral("lab.trained_model"), &error))
            lab.trained = std::make_shared<const pe::Trainer>(*run);
    }
    lab.seed = quint64(labFields.integer("seed", 0, kMaxLabSeed, int(pe::kDefaultSeed)));
    lab.heads = labFields.integer("heads", 1, pe::kMaxHeads, 1);
    lab.shownHead = labFields.integer("shown_head", -1, lab.heads - 1, -1);
    lab.causal = labFields.boolean("causal");
    lab.lowerCase = labFields.boolean("lower_case");
    lab.showScores = labFields.boolean("show_scores");
    // Added after format 3 was written: older lessons score with the paper's scaled dot product.
    if (root.value(QStringLiteral("lab")).toObject().contains(QStringLiteral("score")))
        lab.score = pe::Score(labFields.choice("score", pe::scoreNames()));
    // Added after format 2 was written: older lessons draw B as typed.
    if (root.value(QStringLiteral("lab")).toObject().contains(QStringLiteral("b_in_a_order")))
        lab.bInAOrder = labFields.boolean("b_in_a_order");
    // Added in format 2; the file is read after the lesson is applied (MainWindow, applyOptions()).
    if (root.value(QStringLiteral("lab")).toObject().contains(QStringLiteral("vectors_file")))
        lab.vectorsFile = labFields.text("vectors_file");
    // Added in format 8; absent: no sink.
    if (root.value(QStringLiteral("lab")).toObject().contains(QStringLiteral("sink_logit")))
        lab.sinkLogit = labFields.number("sink_logit", -pe::kMaxSinkLogit, pe::kMaxSinkLogit, 0.0);
    // Added in format 9; absent: the window's defaults, closed.
    if (root.value(QStringLiteral("lab")).toObject().contains(QStringLiteral("layers")))
        lab.layers = readLayers(labFields.object("layers"), prefix + QStringLiteral("lab.layers"), errorOut);
}

