#include "command_line.h"

#include "matrix_export.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRegularExpression>
#include <cmath>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("CommandLine", text);
}

// Reads a whole number option; returns false with `error` set when it is present but not a number.
bool readInt(const QCommandLineParser &parser, const QString &name, int *value, QString *error)
{
    if (!parser.isSet(name))
        return true;
    bool ok = false;
    const QString text = parser.value(name);
    const int parsed = text.trimmed().toInt(&ok);
    if (!ok) {
        *error = tr("--%1 expects a whole number, got '%2'.").arg(name, text);
        return false;
    }
    *value = parsed;
    return true;
}

bool readOptionalInt(const QCommandLineParser &parser, const QString &name, std::optional<int> *value, QString *error)
{
    if (!parser.isSet(name))
        return true;
    int parsed = 0;
    if (!readInt(parser, name, &parsed, error))
        return false;
    *value = parsed;
    return true;
}

bool readDouble(const QCommandLineParser &parser, const QString &name, double *value, QString *error)
{
    if (!parser.isSet(name))
        return true;
    bool ok = false;
    const QString text = parser.value(name);
    const double parsed = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(parsed)) {
        *error = tr("--%1 expects a number, got '%2'.").arg(name, text);
        return false;
    }
    *value = parsed;
    return true;
}

QString checkSelection(const CommandLineOptions &options)
{
    const pe::SinusoidalParams &p = options.encoding;
    if (options.position && (*options.position < 0 || *options.position >= p.positions))
        return tr("--position must be from 0 to %1 (one less than --positions), got %2.")
            .arg(p.positions - 1).arg(*options.position);
    if (options.dimension && (*options.dimension < 0 || *options.dimension >= p.dModel))
        return tr("--dimension must be from 0 to %1 (one less than --d-model), got %2.")
            .arg(p.dModel - 1).arg(*options.dimension);
    if (options.comparePosition && (*options.comparePosition < 0 || *options.comparePosition >= p.positions))
        return tr("--compare-position must be from 0 to %1 (one less than --positions), got %2.")
            .arg(p.positions - 1).arg(*options.comparePosition);
    for (int j : options.pinnedDimensions)
        if (j < 0 || j >= p.dModel)
            return tr("--pin: dimension %1 is outside 0 to %2.").arg(j).arg(p.dModel - 1);
    return {};
}

} // namespace

QString commandLineHelp()
{
    return tr(
        "Usage: pe-explorer [options]\n"
        "\n"
        "Positional Encoding Explorer shows how Transformers know word order.\n"
        "Without options it opens the main window.\n"
        "\n"
        "Export the sinusoidal encoding matrix (positions x d_model) and exit:\n"
        "  --export-encoding FILE   FILE ends in .csv, .npy or .json\n"
        "\n"
        "Render the window to a PNG image and exit (no screen needed):\n"
        "  --screenshot FILE.png\n"
        "\n"
        "Window (and screenshot):\n"
        "  --view NAME              which view to show: encoding (default)\n"
        "  --size WxH               size in pixels, at least 1024x600 (default 1600x1000)\n"
        "\n"
        "Settings (for the window, the export and the screenshot):\n"
        "  --d-model N              width of each position's vector, 1 to %1 (default 64)\n"
        "  --positions L            number of positions, 1 to %2 (default 128)\n"
        "  --base B                 the base of the wavelengths, > 1 (default 10000)\n"
        "  --layout NAME            interleaved (the paper, default) or concatenated\n"
        "  --position P             the selected position, 0 to L-1\n"
        "  --dimension J            the selected dimension, 0 to N-1\n"
        "  --compare-position P     a second position to compare with, 0 to L-1\n"
        "  --pin J,J,...            extra dimensions drawn on the curves view\n"
        "  --stacked                draw the curves one above the other\n"
        "\n"
        "  -h, --help               show this help\n"
        "  -v, --version            show the version\n"
        "\n"
        "Exit status: 0 done, 1 a file could not be written, 2 bad arguments.\n")
        .arg(pe::kMaxDModel).arg(pe::kMaxPositions);
}

CommandLineParse parseCommandLine(const QStringList &arguments)
{
    CommandLineParse result;
    CommandLineOptions &options = result.options;
    QString &error = result.error;

    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, QString());
    const QCommandLineOption version({QStringLiteral("v"), QStringLiteral("version")}, QString());
    const QCommandLineOption stacked(QStringLiteral("stacked"), QString());
    parser.addOption(help);
    parser.addOption(version);
    parser.addOption(stacked);
    for (const char *name : {"export-encoding", "screenshot", "view", "size", "d-model", "positions",
                             "base", "layout", "position", "dimension", "compare-position", "pin"})
        parser.addOption(QCommandLineOption(QString::fromLatin1(name), QString(), QStringLiteral("value")));

    if (!parser.parse(arguments)) {
        error = parser.errorText() + QLatin1Char('.');
        return result;
    }
    if (!parser.positionalArguments().isEmpty()) {
        error = tr("Unexpected argument '%1'.").arg(parser.positionalArguments().first());
        return result;
    }
    if (parser.isSet(help)) {
        options.mode = CommandLineOptions::Mode::Help;
        return result;
    }
    if (parser.isSet(version)) {
        options.mode = CommandLineOptions::Mode::Version;
        return result;
    }
    if (parser.isSet(QStringLiteral("export-encoding")) && parser.isSet(QStringLiteral("screenshot"))) {
        error = tr("Use either --export-encoding or --screenshot, not both.");
        return result;
    }

    pe::SinusoidalParams &encoding = options.encoding;
    if (!readInt(parser, QStringLiteral("d-model"), &encoding.dModel, &error)
        || !readInt(parser, QStringLiteral("positions"), &encoding.positions, &error)
        || !readDouble(parser, QStringLiteral("base"), &encoding.base, &error)
        || !readOptionalInt(parser, QStringLiteral("position"), &options.position, &error)
        || !readOptionalInt(parser, QStringLiteral("dimension"), &options.dimension, &error)
        || !readOptionalInt(parser, QStringLiteral("compare-position"), &options.comparePosition, &error))
        return result;
    const QStringList pins = parser.value(QStringLiteral("pin")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString &pin : pins) {
        bool ok = false;
        options.pinnedDimensions.append(pin.trimmed().toInt(&ok));
        if (!ok) {
            error = tr("--pin expects whole numbers separated by commas, got '%1'.").arg(parser.value(QStringLiteral("pin")));
            return result;
        }
    }
    options.stackedCurves = parser.isSet(stacked);
    if (parser.isSet(QStringLiteral("layout")) && !pe::layoutFromName(parser.value(QStringLiteral("layout")), &encoding.layout)) {
        error = tr("--layout must be interleaved or concatenated, got '%1'.").arg(parser.value(QStringLiteral("layout")));
        return result;
    }
    error = pe::validationError(encoding);
    if (error.isEmpty())
        error = checkSelection(options);
    if (!error.isEmpty())
        return result;

    if (parser.isSet(QStringLiteral("export-encoding"))) {
        options.mode = CommandLineOptions::Mode::ExportEncoding;
        options.outputFile = parser.value(QStringLiteral("export-encoding"));
        if (!pe::matrixFormatForFileName(options.outputFile))
            error = tr("--export-encoding: '%1' must end in .csv, .npy or .json.").arg(options.outputFile);
        return result;
    }

    if (parser.isSet(QStringLiteral("view"))) {
        options.view = parser.value(QStringLiteral("view"));
        if (options.view != QLatin1String("encoding")) {
            error = tr("--view must be encoding, got '%1'.").arg(options.view);
            return result;
        }
    }
    if (parser.isSet(QStringLiteral("size"))) {
        static const QRegularExpression sizePattern(QStringLiteral("^(\\d{1,5})x(\\d{1,5})$"));
        const QRegularExpressionMatch match = sizePattern.match(parser.value(QStringLiteral("size")));
        const int width = match.hasMatch() ? match.captured(1).toInt() : 0;
        const int height = match.hasMatch() ? match.captured(2).toInt() : 0;
        if (width < 1024 || height < 600 || width > 8192 || height > 8192) {
            error = tr("--size must be WIDTHxHEIGHT from 1024x600 to 8192x8192, got '%1'.")
                        .arg(parser.value(QStringLiteral("size")));
            return result;
        }
        options.size = QSize(width, height);
    }
    if (parser.isSet(QStringLiteral("screenshot"))) {
        options.mode = CommandLineOptions::Mode::Screenshot;
        options.outputFile = parser.value(QStringLiteral("screenshot"));
        if (!options.outputFile.endsWith(QLatin1String(".png"), Qt::CaseInsensitive))
            error = tr("--screenshot: '%1' must end in .png.").arg(options.outputFile);
    }
    return result;
}
