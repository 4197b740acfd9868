#include "lesson/lesson_file.h"

#include "lesson/lesson_challenges.h"
#include "lesson/lesson_fields.h"
#include "lesson/lesson_grid.h"
#include "lesson/lesson_lab.h"
#include "lesson/lesson_notes.h"
#include "lesson/lesson_rope.h"
#include "lesson/lesson_syntax.h"
#include "lesson/lesson_training.h"
#include "schemes/setting_table.h"
#include "state/app_state.h"
#include "state/view_names.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <cmath>
#include <optional>

namespace {

QStringList schemeNames()
{
    QStringList names;
    for (pe::Scheme scheme : pe::allSchemes())
        names.append(pe::schemeName(scheme));
    return names;
}

} // namespace

QJsonObject setUpToJson(const AppState &state, const QString &view)
{
    const ExplorerSettings &explorer = state.explorerSettings();
    const pe::SchemeParams &scheme = explorer.scheme;
    const pe::SinusoidalParams &encoding = scheme.encoding;
    QJsonArray pinned;
    for (int j : explorer.pinnedDimensions)
        pinned.append(j);
    QJsonObject encodingJson{
             {QStringLiteral("scheme"), pe::schemeName(scheme.scheme)},
             {QStringLiteral("d_model"), encoding.dModel},
             {QStringLiteral("positions"), encoding.positions},
             {QStringLiteral("base"), encoding.base},
             {QStringLiteral("layout"), pe::layoutName(encoding.layout)},
             {QStringLiteral("rope_layout"), pe::ropeLayoutName(scheme.schemeSettings.ropeLayout)},
             {QStringLiteral("rope_partial"), pe::partialRopeName(scheme.schemeSettings.ropePartial.way)},
             {QStringLiteral("rope_fraction"), scheme.schemeSettings.ropePartial.fraction},
             {QStringLiteral("alibi_heads"), scheme.heads},
             {QStringLiteral("t5_causal"), scheme.schemeSettings.t5.causal},
             {QStringLiteral("compare_scheme"), explorer.compareScheme ? pe::schemeName(*explorer.compareScheme) : QString()},
             {QStringLiteral("compare_layout"), pe::layoutName(explorer.compareLayout)},
    };
    for (const pe::NumberSetting &setting : pe::numberSettings())
        if (setting.explorer)
            encodingJson.insert(QLatin1String(setting.key), setting.get(scheme.schemeSettings));
    insertRopeScale(&encodingJson, scheme.schemeSettings.ropeScale, true);
    QJsonObject setUp{
        {QStringLiteral("view"), view},
        {QStringLiteral("encoding"), encodingJson},
        {QStringLiteral("selection"), QJsonObject{
             {QStringLiteral("position"), explorer.position},
             {QStringLiteral("dimension"), explorer.dimension},
             {QStringLiteral("compare_position"), explorer.comparePosition},
             {QStringLiteral("pinned_dimensions"), pinned},
             {QStringLiteral("stacked_curves"), explorer.stackedCurves},
         }},
        {QStringLiteral("lab"), labToJson(state.labSettings())},
        {QStringLiteral("training"), trainingToJson(state.trainingSettings())},
        {QStringLiteral("challenges"), challengesToJson(state.challengeRound().set())},
        {QStringLiteral("appearance"), QJsonObject{
             {QStringLiteral("colour_map"), colourMapKey(state.colourMap())},
         }},
    };
    // Only when it is not the defaults: a lesson that does not show the tab opens in an older app.
    if (state.gridSettings() != GridSettings{})
        setUp.insert(QStringLiteral("grid"), gridToJson(state.gridSettings()));
    return setUp;
}

int formatNeeded(const QJsonObject &setUp)
{
    const QJsonObject lab = setUp.value(QStringLiteral("lab")).toObject();
    if (lab.contains(QStringLiteral("layers")) || setUp.contains(QStringLiteral("grid"))
        || setUp.value(QStringLiteral("view")).toString() == QLatin1String("images"))
        return 9;
    if (lab.contains(QStringLiteral("sink_logit")) || setUp.value(QStringLiteral("training")).toObject().contains(QStringLiteral("both_masks")))
        return 8;
    if (setUp.value(QStringLiteral("encoding")).toObject().value(QStringLiteral("rope_partial")).toString(QStringLiteral("full")) != QLatin1String("full"))
        return 7;
    if (setUp.value(QStringLiteral("encoding")).toObject().value(QStringLiteral("layout")) == QLatin1String("tensor2tensor")
        || setUp.value(QStringLiteral("encoding")).toObject().value(QStringLiteral("compare_layout")).toString(QStringLiteral("interleaved")) != QLatin1String("interleaved")
        || setUp.value(QStringLiteral("training")).toObject().value(QStringLiteral("layout")).toString(QStringLiteral("interleaved")) != QLatin1String("interleaved")
        || ropeScaleNeedsFormat6(setUp.value(QStringLiteral("encoding")).toObject())
        || ropeScaleNeedsFormat6(setUp.value(QStringLiteral("training")).toObject()))
        return 6;
    if (setUp.value(QStringLiteral("view")).toString() == QLatin1String("challenges")
        || setUp.value(QStringLiteral("challenges")).toObject() != challengesToJson(pe::ChallengeSet{})
        || setUp.value(QStringLiteral("encoding")).toObject().value(QStringLiteral("alibi_heads")).toInt() != pe::SchemeParams().heads
        || lab.value(QStringLiteral("scale_embeddings")).toBool() || lab.value(QStringLiteral("position_offset")).toInt() != 0)
        return 5;
    return lab.value(QStringLiteral("projection")).toString() == QLatin1String("trained") ? 4 : 3;
}

QJsonObject lessonToJson(const AppState &state, const QString &view)
{
    QJsonObject lesson = setUpToJson(state, view);
    int format = formatNeeded(lesson);
    if (!state.teacherSteps().isEmpty()) {
        QJsonArray steps;
        for (const TeacherStep &step : state.teacherSteps()) {
            QJsonObject object{{QStringLiteral("title"), step.title},
                               {QStringLiteral("caption"), step.caption},
                               {QStringLiteral("set_up"), step.setUp}};
            if (!step.notes.isEmpty())  // an older app passes over them
                object.insert(QStringLiteral("notes"), notesToJson(step.notes));
            steps.append(object);
            format = std::max(format, formatNeeded(step.setUp));
        }
        lesson.insert(QStringLiteral("steps"), steps);
    }
    lesson.insert(QStringLiteral("format"), format);
    return lesson;
}

QByteArray lessonToBytes(const AppState &state, const QString &view)
{
    return QJsonDocument(lessonToJson(state, view)).toJson(QJsonDocument::Indented);
}

namespace {

// A set-up read from JSON and checked, not yet applied.
struct SetUp
{
    QString view;
    ExplorerSettings explorer;
    LabSettings lab;
    TrainingLabSettings training;
    GridSettings grid;
    std::optional<pe::ChallengeSet> challenges;  ///< none in older lessons: the round stays
    ColourMap colourMap = ColourMap::BlueRed;
};

// Reads a set-up, naming fields from `prefix` ("" for the lesson itself, "steps[2]." for a
// step). Returns the first problem, or an empty string.
// The explorer's scheme and its settings ("encoding"); each check's message goes to error, the first kept.
void readEncoding(const QJsonObject &root, const QString &prefix, ExplorerSettings *settings, QString *errorOut)
{
    QString &error = *errorOut;
    ExplorerSettings &explorer = *settings;
    FieldReader encoding(root.value(QStringLiteral("encoding")).toObject(), prefix + QStringLiteral("encoding"), &error);
    pe::SchemeParams &scheme = explorer.scheme;
    const pe::SinusoidalParams defaults;
    scheme.scheme = pe::allSchemes().value(encoding.choice("scheme", schemeNames()));
    scheme.encoding.dModel = encoding.integer("d_model", 1, pe::kMaxDModel, defaults.dModel);
    scheme.encoding.positions = encoding.integer("positions", 1, pe::kMaxPositions, defaults.positions);
    scheme.encoding.base = encoding.number("base", 1.0, 1e300, defaults.base);
    scheme.encoding.layout = pe::Layout(encoding.choice("layout", pe::layoutNames()));
    // Added after format 3 was written: before it RoPE always turned adjacent pairs.
    if (root.value(QStringLiteral("encoding")).toObject().contains(QStringLiteral("rope_layout")))
        scheme.schemeSettings.ropeLayout = pe::Layout(encoding.choice("rope_layout", pe::ropeLayoutNames()));
    // Each number setting the lesson holds; one added after its format was written keeps its default.
    for (const pe::NumberSetting &setting : pe::numberSettings())
        if (setting.explorer && root.value(QStringLiteral("encoding")).toObject().contains(QLatin1String(setting.key)))
            setting.set(scheme.schemeSettings, encoding.integer(setting.key, setting.minimum, setting.maximum, pe::defaultValue(setting)));
    readRopeScale(root.value(QStringLiteral("encoding")).toObject(), encoding, true, &scheme.schemeSettings.ropeScale, &error);
    if (root.value(QStringLiteral("encoding")).toObject().contains(QStringLiteral("rope_partial"))) {  // format 7
        scheme.schemeSettings.ropePartial.way = pe::PartialRope(encoding.choice("rope_partial", pe::partialRopeNames()));
        scheme.schemeSettings.ropePartial.fraction = encoding.number("rope_fraction", 1e-6, 1.0, 1.0);
    }
    // Added in format 5: older lessons draw ALiBi's bias for 8 heads.
    if (root.value(QStringLiteral("encoding")).toObject().contains(QStringLiteral("alibi_heads")))
        scheme.heads = encoding.integer("alibi_heads", 1, pe::kMaxAlibiHeads, pe::SchemeParams().heads);
    // Written with T5's buckets, after format 3: older lessons have T5's own, bidirectional.
    if (root.value(QStringLiteral("encoding")).toObject().contains(QStringLiteral("t5_causal")))
        scheme.schemeSettings.t5.causal = encoding.boolean("t5_causal");
    // Checked whatever the scheme: the compared heatmap or a later change of scheme uses them.
    if (error.isEmpty())
        error = pe::validationError(scheme.schemeSettings.t5);
    if (root.value(QStringLiteral("encoding")).toObject().contains(QStringLiteral("compare_layout")))  // format 6
        explorer.compareLayout = pe::Layout(encoding.choice("compare_layout", pe::layoutNames()));
    const QString compareName = encoding.text("compare_scheme");
    if (error.isEmpty() && !compareName.isEmpty()) {
        pe::Scheme compared;
        if (pe::schemeFromName(compareName, &compared))
            explorer.compareScheme = compared;
        else
            error = LessonFile::tr("%1 must be empty or one of %2.").arg(prefix + QStringLiteral("encoding.compare_scheme"),
                                                                         schemeNames().join(QStringLiteral(", ")));
    }
    if (error.isEmpty())
        error = pe::validationError(scheme);

}

// The explorer's selection, inside the matrix of its scheme.
void readSelection(const QJsonObject &root, const QString &prefix, ExplorerSettings *settings, QString *errorOut)
{
    QString &error = *errorOut;
    ExplorerSettings &explorer = *settings;
    const pe::SchemeParams &scheme = explorer.scheme;
    FieldReader selection(root.value(QStringLiteral("selection")).toObject(), prefix + QStringLiteral("selection"), &error);
    explorer.position = selection.integer("position", 0, scheme.encoding.positions - 1, 0);
    explorer.dimension = selection.integer("dimension", 0, selectableColumns(scheme) - 1, 0);
    explorer.comparePosition = selection.integer("compare_position", 0, scheme.encoding.positions - 1, 0);
    for (const QJsonValue &value : selection.array("pinned_dimensions")) {
        if (!value.isDouble() || value.toInt(-1) < 0 || value.toInt(-1) >= pe::schemeColumns(scheme)) {
            if (error.isEmpty())
                error = LessonFile::tr("%1 must list dimensions of the matrix.").arg(prefix + QStringLiteral("selection.pinned_dimensions"));
            break;
        }
        explorer.pinnedDimensions.append(value.toInt());
    }
    explorer.stackedCurves = selection.boolean("stacked_curves");

}

// The Attention Lab's sentences and options, with the trained model it may show.
QString readSetUp(const QJsonObject &root, const QString &prefix, SetUp *setUp)
{
    QString error;
    FieldReader top(root, prefix.isEmpty() ? QStringLiteral("lesson") : prefix.chopped(1), &error);
    setUp->view = viewNames().value(top.choice("view", viewNames()));
    readEncoding(root, prefix, &setUp->explorer, &error);
    readSelection(root, prefix, &setUp->explorer, &error);
    readLab(root, prefix, &setUp->lab, &error);

    // Added in format 3: older lessons train the lab's defaults.
    setUp->training = readTraining(root, prefix + QStringLiteral("training"), &error);
    // Added in format 9: older lessons show the Images and Video tab's defaults.
    if (root.contains(QStringLiteral("grid")))
        setUp->grid = readGrid(top.object("grid"), prefix + QStringLiteral("grid"), &error);
    // Added in format 5: older lessons leave the Challenges tab's round as it is.
    setUp->challenges = readChallenges(root, prefix + QStringLiteral("challenges"), &error);

    // Added in format 2: older lessons have the default colours.
    if (root.contains(QStringLiteral("appearance"))) {
        FieldReader appearance(root.value(QStringLiteral("appearance")).toObject(), prefix + QStringLiteral("appearance"), &error);
        QStringList keys;
        for (ColourMap map : allColourMaps())
            keys.append(colourMapKey(map));
        setUp->colourMap = allColourMaps().value(appearance.choice("colour_map", keys));
    }
    return error;
}

void applySetUp(SetUp setUp, AppState *state, QString *view)
{
    // The same file keeps the vectors already read; another one waits to be read.
    if (setUp.lab.vectorsFile == state->labSettings().vectorsFile)
        setUp.lab.vectors = state->labSettings().vectors;
    state->setExplorerSettings(setUp.explorer);
    state->setLabSettings(setUp.lab);
    state->setTrainingSettings(setUp.training);
    state->setGridSettings(setUp.grid);
    if (setUp.challenges && *setUp.challenges != state->challengeRound().set())
        state->setChallengeSet(*setUp.challenges);
    state->setColourMap(setUp.colourMap);
    *view = setUp.view;
}

} // namespace

QString applyLesson(const QByteArray &bytes, AppState *state, QString *view)
{
    // A file that is no lesson at all (a picture, a text, other JSON) is refused in a student's
    // words; a lesson edited by hand is told where it went wrong, by line and column.
    const QString notALesson = LessonFile::tr("This file is not a lesson. Lessons are the files that File › Save Lesson As "
                                              "writes (ending in .pelesson); open one of those.");
    if (!bytes.trimmed().startsWith('{'))
        return notALesson;
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return lessonSyntaxError(bytes, parseError);
    const QJsonObject root = document.object();
    const QJsonValue format = root.value(QStringLiteral("format"));
    if (!format.isDouble())
        return notALesson;
    if (format.toDouble() > kLessonFormat)
        return LessonFile::tr("This lesson was saved by a newer Positional Encoding Explorer (format %1; this one reads up to %2). "
                  "Please update the app.").arg(format.toDouble()).arg(kLessonFormat);

    SetUp setUp;
    QString error = readSetUp(root, QString(), &setUp);
    QList<TeacherStep> steps;
    if (error.isEmpty() && root.contains(QStringLiteral("steps"))) {
        FieldReader top(root, QStringLiteral("lesson"), &error);
        const QJsonArray stepValues = top.array("steps");
        for (qsizetype k = 0; k < stepValues.size() && error.isEmpty(); ++k) {
            const QString name = QStringLiteral("steps[%1]").arg(k);
            const QJsonObject object = stepValues[k].toObject();
            FieldReader fields(object, name, &error);
            TeacherStep step;
            step.title = fields.text("title");
            step.caption = fields.text("caption");
            step.notes = readNotes(object, name + QStringLiteral(".notes"), &error);
            step.setUp = object.value(QStringLiteral("set_up")).toObject();
            SetUp checked;
            if (error.isEmpty())
                error = readSetUp(step.setUp, name + QStringLiteral(".set_up."), &checked);
            steps.append(step);
        }
    }
    if (!error.isEmpty())
        return LessonFile::tr("This lesson file cannot be opened: %1").arg(error);

    // Everything is valid: apply it all.
    applySetUp(setUp, state, view);
    state->setTeacherSteps(steps);
    return {};
}

QString applyTeacherStep(const TeacherStep &step, AppState *state, QString *view)
{
    SetUp setUp;
    const QString error = readSetUp(step.setUp, QString(), &setUp);
    if (error.isEmpty())
        applySetUp(setUp, state, view);
    return error;
}

QString openLessonFile(const QString &path, AppState *state, QString *view)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return LessonFile::tr("Cannot open %1: %2").arg(path, file.errorString());
    // A lesson is a few kilobytes; anything this large is not one, and reading it would only stall.
    constexpr qint64 kMaxLessonBytes = 16 * 1024 * 1024;
    if (file.size() > kMaxLessonBytes)
        return LessonFile::tr("%1 is not a lesson file: it is far too large.").arg(path);
    const QString error = applyLesson(file.readAll(), state, view);
    return error.isEmpty() ? QString() : QStringLiteral("%1: %2").arg(path, error);
}
