#include "lesson_file.h"

#include "app_state.h"
#include "main_window.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <cmath>

namespace {

// The translation context of the lesson files' messages.
struct LessonFile
{
    Q_DECLARE_TR_FUNCTIONS(LessonFile)
};

QString combineName(pe::Combine combine)
{
    return combine == pe::Combine::Add ? QStringLiteral("add") : QStringLiteral("multiply");
}

QString projectionName(pe::Projection projection)
{
    return projection == pe::Projection::Identity ? QStringLiteral("identity") : QStringLiteral("random");
}

// Reads typed fields of one JSON object and remembers the first problem, naming the field.
class FieldReader
{
public:
    FieldReader(const QJsonObject &object, QString section, QString *error)
        : m_object(object), m_section(std::move(section)), m_error(error) {}

    int integer(const char *name, int minimum, int maximum, int fallback)
    {
        const QJsonValue value = m_object.value(QLatin1String(name));
        const double number = value.toDouble(std::nan(""));
        if (!value.isDouble() || number != std::floor(number) || number < minimum || number > maximum) {
            fail(LessonFile::tr("%1 must be a whole number from %2 to %3.").arg(path(name)).arg(minimum).arg(maximum));
            return fallback;
        }
        return int(number);
    }

    double number(const char *name, double minimum, double maximum, double fallback)
    {
        const QJsonValue value = m_object.value(QLatin1String(name));
        if (!value.isDouble() || !(value.toDouble() >= minimum && value.toDouble() <= maximum)) {
            fail(LessonFile::tr("%1 must be a number from %2 to %3.").arg(path(name)).arg(minimum).arg(maximum));
            return fallback;
        }
        return value.toDouble();
    }

    bool boolean(const char *name)
    {
        const QJsonValue value = m_object.value(QLatin1String(name));
        if (!value.isBool())
            fail(LessonFile::tr("%1 must be true or false.").arg(path(name)));
        return value.toBool();
    }

    QString text(const char *name)
    {
        const QJsonValue value = m_object.value(QLatin1String(name));
        if (!value.isString())
            fail(LessonFile::tr("%1 must be text.").arg(path(name)));
        return value.toString();
    }

    // One of `choices`; returns its index.
    int choice(const char *name, const QStringList &choices)
    {
        const int index = int(choices.indexOf(m_object.value(QLatin1String(name)).toString()));
        if (index < 0)
            fail(LessonFile::tr("%1 must be one of %2.").arg(path(name), choices.join(QStringLiteral(", "))));
        return std::max(index, 0);
    }

    QJsonArray array(const char *name)
    {
        const QJsonValue value = m_object.value(QLatin1String(name));
        if (!value.isArray())
            fail(LessonFile::tr("%1 must be a list.").arg(path(name)));
        return value.toArray();
    }

private:
    QString path(const char *name) const { return m_section + QLatin1Char('.') + QLatin1String(name); }
    void fail(const QString &message)
    {
        if (m_error->isEmpty())
            *m_error = message;
    }

    QJsonObject m_object;
    QString m_section;
    QString *m_error;
};

QStringList schemeNames()
{
    QStringList names;
    for (pe::Scheme scheme : pe::allSchemes())
        names.append(pe::schemeName(scheme));
    return names;
}

} // namespace

QJsonObject lessonToJson(const AppState &state, const QString &view)
{
    const pe::SchemeParams &scheme = state.schemeParams();
    const pe::SinusoidalParams &encoding = scheme.encoding;
    QJsonArray pinned;
    for (int j : state.pinnedDimensions())
        pinned.append(j);
    const LabSettings &lab = state.labSettings();
    return {
        {QStringLiteral("format"), kLessonFormat},
        {QStringLiteral("view"), view},
        {QStringLiteral("encoding"), QJsonObject{
             {QStringLiteral("scheme"), pe::schemeName(scheme.scheme)},
             {QStringLiteral("d_model"), encoding.dModel},
             {QStringLiteral("positions"), encoding.positions},
             {QStringLiteral("base"), encoding.base},
             {QStringLiteral("layout"), pe::layoutName(encoding.layout)},
             {QStringLiteral("max_len"), scheme.maxLen},
             {QStringLiteral("compare_scheme"), state.compareScheme() ? pe::schemeName(*state.compareScheme()) : QString()},
         }},
        {QStringLiteral("selection"), QJsonObject{
             {QStringLiteral("position"), state.position()},
             {QStringLiteral("dimension"), state.dimension()},
             {QStringLiteral("compare_position"), state.comparePosition()},
             {QStringLiteral("pinned_dimensions"), pinned},
             {QStringLiteral("stacked_curves"), state.stackedCurves()},
         }},
        {QStringLiteral("lab"), QJsonObject{
             {QStringLiteral("sentence_a"), lab.sentenceA},
             {QStringLiteral("sentence_b"), lab.sentenceB},
             {QStringLiteral("position_weight"), lab.positionWeight},
             {QStringLiteral("combine"), combineName(lab.combine)},
             {QStringLiteral("projection"), projectionName(lab.projection)},
             {QStringLiteral("seed"), qint64(lab.seed)},
             {QStringLiteral("heads"), lab.heads},
             {QStringLiteral("shown_head"), lab.shownHead},
             {QStringLiteral("causal"), lab.causal},
             {QStringLiteral("lower_case"), lab.lowerCase},
             {QStringLiteral("show_scores"), lab.showScores},
         }},
    };
}

QByteArray lessonToBytes(const AppState &state, const QString &view)
{
    return QJsonDocument(lessonToJson(state, view)).toJson(QJsonDocument::Indented);
}

QString applyLesson(const QByteArray &bytes, AppState *state, QString *view)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return LessonFile::tr("This is not a lesson file: %1 at character %2.").arg(parseError.errorString()).arg(parseError.offset);
    if (!document.isObject())
        return LessonFile::tr("This is not a lesson file: it holds no settings.");
    const QJsonObject root = document.object();
    const QJsonValue format = root.value(QStringLiteral("format"));
    if (!format.isDouble())
        return LessonFile::tr("This is not a lesson file: it has no \"format\" number.");
    if (format.toDouble() > kLessonFormat)
        return LessonFile::tr("This lesson was saved by a newer Positional Encoding Explorer (format %1; this one reads up to %2). "
                  "Please update the app.").arg(format.toDouble()).arg(kLessonFormat);

    QString error;
    FieldReader top(root, QStringLiteral("lesson"), &error);
    const QString newView = top.text("view");
    if (error.isEmpty() && !MainWindow::viewNames().contains(newView))
        error = LessonFile::tr("lesson.view must be one of %1.").arg(MainWindow::viewNames().join(QStringLiteral(", ")));

    FieldReader encoding(root.value(QStringLiteral("encoding")).toObject(), QStringLiteral("encoding"), &error);
    pe::SchemeParams scheme;
    scheme.scheme = pe::allSchemes().value(encoding.choice("scheme", schemeNames()));
    scheme.encoding.dModel = encoding.integer("d_model", 1, pe::kMaxDModel, 64);
    scheme.encoding.positions = encoding.integer("positions", 1, pe::kMaxPositions, 128);
    scheme.encoding.base = encoding.number("base", 1.0, 1e300, 10000.0);
    scheme.encoding.layout = encoding.choice("layout", {QStringLiteral("interleaved"), QStringLiteral("concatenated")}) == 0
                                 ? pe::Layout::Interleaved : pe::Layout::Concatenated;
    scheme.maxLen = encoding.integer("max_len", 1, pe::kMaxPositions, pe::kDefaultMaxLen);
    const QString compareName = encoding.text("compare_scheme");
    std::optional<pe::Scheme> compareScheme;
    if (error.isEmpty() && !compareName.isEmpty()) {
        pe::Scheme compared;
        if (pe::schemeFromName(compareName, &compared))
            compareScheme = compared;
        else
            error = LessonFile::tr("encoding.compare_scheme must be empty or one of %1.").arg(schemeNames().join(QStringLiteral(", ")));
    }
    if (error.isEmpty())
        error = pe::validationError(scheme);

    FieldReader selection(root.value(QStringLiteral("selection")).toObject(), QStringLiteral("selection"), &error);
    const int position = selection.integer("position", 0, scheme.encoding.positions - 1, 0);
    const int dimension = selection.integer("dimension", 0, std::max(1, pe::schemeColumns(scheme)) - 1, 0);
    const int comparePosition = selection.integer("compare_position", 0, scheme.encoding.positions - 1, 0);
    QList<int> pinned;
    for (const QJsonValue &value : selection.array("pinned_dimensions")) {
        if (!value.isDouble() || value.toInt(-1) < 0 || value.toInt(-1) >= pe::schemeColumns(scheme)) {
            if (error.isEmpty())
                error = LessonFile::tr("selection.pinned_dimensions must list dimensions of the matrix.");
            break;
        }
        pinned.append(value.toInt());
    }
    const bool stacked = selection.boolean("stacked_curves");

    FieldReader labFields(root.value(QStringLiteral("lab")).toObject(), QStringLiteral("lab"), &error);
    LabSettings lab;
    lab.sentenceA = labFields.text("sentence_a");
    lab.sentenceB = labFields.text("sentence_b");
    lab.positionWeight = labFields.number("position_weight", 0.0, 10.0, 1.0);
    lab.combine = labFields.choice("combine", {QStringLiteral("add"), QStringLiteral("multiply")}) == 0 ? pe::Combine::Add
                                                                                                        : pe::Combine::Multiply;
    lab.projection = labFields.choice("projection", {QStringLiteral("identity"), QStringLiteral("random")}) == 0
                         ? pe::Projection::Identity : pe::Projection::Random;
    lab.seed = quint64(labFields.integer("seed", 0, 999999, int(pe::kDefaultSeed)));
    lab.heads = labFields.integer("heads", 1, pe::kMaxHeads, 1);
    lab.shownHead = labFields.integer("shown_head", -1, lab.heads - 1, -1);
    lab.causal = labFields.boolean("causal");
    lab.lowerCase = labFields.boolean("lower_case");
    lab.showScores = labFields.boolean("show_scores");

    if (!error.isEmpty())
        return LessonFile::tr("This lesson file cannot be opened: %1").arg(error);

    // Everything is valid: apply it all.
    state->setSchemeParams(scheme);
    state->setCompareScheme(compareScheme);
    state->setPosition(position);
    state->setDimension(dimension);
    state->setComparePosition(comparePosition);
    state->setPinnedDimensions(pinned);
    state->setStackedCurves(stacked);
    state->setLabSettings(lab);
    *view = newView;
    return {};
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
