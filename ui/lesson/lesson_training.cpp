#include "lesson/lesson_training.h"

#include "lesson/lesson_fields.h"
#include "lesson/lesson_rope.h"
#include "schemes/setting_table.h"

namespace {

QStringList taskNames()
{
    QStringList names;
    for (pe::TrainingTask task : pe::allTasks())
        names.append(pe::taskName(task));
    return names;
}

// The Training Lab's "pace", in the order of TrainingPace.
QStringList paceNames()
{
    return {QStringLiteral("full"), QStringLiteral("class")};
}

QString positionKey(const std::optional<pe::Scheme> &position)
{
    return position ? pe::schemeName(*position) : QStringLiteral("none");
}

} // namespace

QJsonObject trainingToJson(const TrainingLabSettings &settings)
{
    const pe::TrainingSettings &s = settings.setUp;
    QJsonArray schemes;
    for (const std::optional<pe::Scheme> &position : trainablePositions())
        if (settings.positions.contains(position))
            schemes.append(positionKey(position));
    QJsonObject json{
        {QStringLiteral("task"), pe::taskName(s.task)},
        {QStringLiteral("language"), pe::languageName(s.language)},
        {QStringLiteral("schemes"), schemes},
        {QStringLiteral("causal"), s.causal},
        {QStringLiteral("d_model"), s.dModel},
        {QStringLiteral("layers"), s.layers},
        {QStringLiteral("heads"), s.heads},
        {QStringLiteral("steps"), s.steps},
        {QStringLiteral("train_length"), s.trainLength},
        {QStringLiteral("seed"), double(s.seed)},
        {QStringLiteral("rope_layout"), pe::ropeLayoutName(s.schemeSettings.ropeLayout)},
        {QStringLiteral("layout"), pe::layoutName(s.layout)},
        {QStringLiteral("score"), pe::scoreName(s.score)},
        {QStringLiteral("sentence"), settings.sentence},
        {QStringLiteral("pace"), paceNames().value(int(settings.pace))},
    };
    // The number settings of training alone (the explorer's are in its own section).
    for (const pe::NumberSetting &setting : pe::numberSettings())
        if (setting.training && !setting.explorer)
            json.insert(QLatin1String(setting.key), pe::jsonValue(setting, s.schemeSettings));
    insertRopeScale(&json, s.schemeSettings.ropeScale, false);
    if (settings.bothMasks)  // format 8
        json.insert(QStringLiteral("both_masks"), true);
    return json;
}

namespace {

TrainingLabSettings readTrainingObject(const QJsonObject &training, const QString &section, QString *error)
{
    TrainingLabSettings settings;
    FieldReader fields(training, section, error);
    pe::TrainingSettings &s = settings.setUp;
    s.task = pe::allTasks().value(fields.choice("task", taskNames()));
    s.language = fields.choice("language", {QStringLiteral("en"), QStringLiteral("zh")}) == 0 ? pe::TaskLanguage::English
                                                                                            : pe::TaskLanguage::Chinese;
    QStringList keys;
    for (const std::optional<pe::Scheme> &position : trainablePositions())
        keys.append(positionKey(position));
    settings.positions.clear();
    for (const QJsonValue &value : fields.array("schemes")) {
        const int index = int(keys.indexOf(value.toString()));
        if (index < 0) {
            if (error->isEmpty())
                *error = LessonFile::tr("%1 must list schemes among %2.").arg(section + QStringLiteral(".schemes"), keys.join(QStringLiteral(", ")));
            break;
        }
        settings.positions.append(trainablePositions()[index]);
    }
    s.causal = fields.boolean("causal");
    // Added in format 8: each scheme trained without and with the causal mask.
    if (training.contains(QStringLiteral("both_masks")))
        settings.bothMasks = fields.boolean("both_masks");
    s.dModel = fields.integer("d_model", 2, pe::kMaxTrainingDModel, s.dModel);
    s.layers = fields.integer("layers", 1, pe::kMaxTrainingLayers, s.layers);
    s.heads = fields.integer("heads", 1, pe::kMaxTrainingHeads, s.heads);
    s.steps = fields.integer("steps", 1, kMaxLabSteps, s.steps);
    s.trainLength = fields.integer("train_length", 1, kMaxLabTrainLength, s.trainLength);
    s.testLength = std::min(2 * s.trainLength, pe::kMaxTrainingLength);
    // Lesson files written before the lab had a seed box train with the default one.
    if (training.contains(QStringLiteral("seed")))
        s.seed = quint64(fields.integer("seed", 0, kMaxLabSeed, int(pe::kDefaultSeed)));
    // And before it had RoPE's scaling: RoPE then turns longer sentences unscaled.
    readRopeScale(training, fields, false, &s.schemeSettings.ropeScale, error);
    // And before it had the sinusoidal conventions: the paper's.
    if (training.contains(QStringLiteral("layout")))
        s.layout = pe::Layout(fields.choice("layout", pe::layoutNames()));
    // And before it turned RoPE's halves: RoPE then turns adjacent pairs.
    if (training.contains(QStringLiteral("rope_layout")))
        s.schemeSettings.ropeLayout = pe::Layout(fields.choice("rope_layout", pe::ropeLayoutNames()));
    // And before it had score functions: the scaled dot product.
    if (training.contains(QStringLiteral("score")))
        s.score = pe::Score(fields.choice("score", pe::scoreNames()));
    // And before it had a number setting of training alone (Shaw's relative values): its default.
    for (const pe::NumberSetting &setting : pe::numberSettings())
        if (setting.training && !setting.explorer && training.contains(QLatin1String(setting.key)))
            setting.set(s.schemeSettings, setting.yesNo ? int(fields.boolean(setting.key))
                                                        : fields.integer(setting.key, setting.minimum, setting.maximum, pe::defaultValue(setting)));
    // A trained model's run (trainedModelToJson()) has none: it keeps the default.
    if (training.contains(QStringLiteral("sentence")))
        settings.sentence = fields.text("sentence");
    // Lessons written before the lab had a speed, and trained models' runs, train at full speed.
    if (training.contains(QStringLiteral("pace")))
        settings.pace = TrainingPace(fields.choice("pace", paceNames()));
    if (error->isEmpty())
        if (const QString invalid = pe::validationError(s); !invalid.isEmpty())
            *error = QStringLiteral("%1: %2").arg(section, invalid);
    return settings;
}

} // namespace

TrainingLabSettings readTraining(const QJsonObject &setUp, const QString &section, QString *error)
{
    if (!setUp.contains(QStringLiteral("training")))
        return {};
    return readTrainingObject(setUp.value(QStringLiteral("training")).toObject(), section, error);
}

QJsonObject trainedModelToJson(const pe::TrainingSettings &run)
{
    TrainingLabSettings settings;
    settings.setUp = run;
    settings.positions = {run.position};
    QJsonObject json = trainingToJson(settings);
    json.remove(QStringLiteral("sentence"));
    json.remove(QStringLiteral("pace"));
    return json;
}

std::optional<pe::TrainingSettings> readTrainedModel(const QJsonObject &json, const QString &section, QString *error)
{
    const TrainingLabSettings settings = readTrainingObject(json, section, error);
    const QList<pe::TrainingSettings> runs = trainingRuns(settings);
    if (!error->isEmpty())
        return std::nullopt;
    if (runs.size() != 1 || !runs[0].position) {
        *error = LessonFile::tr("%1 must name one scheme, not none: the model's queries and keys need a position.")
                     .arg(section + QStringLiteral(".schemes"));
        return std::nullopt;
    }
    return runs[0];
}
