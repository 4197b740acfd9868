#include "cli/picture_options.h"

#include "cli/option_table.h"
#include "cli/set_up_options.h"
#include "state/view_names.h"

bool parseWindowOptions(const QCommandLineParser &parser, CommandLineOptions *options, QString *error)
{
    return parseSetUp(parser, options, error);
}

bool parseScreenshot(const QCommandLineParser &parser, CommandLineOptions *options, QString *error)
{
    if (!parseSetUp(parser, options, error))
        return false;
    options->outputFile = parser.value(QStringLiteral("screenshot"));
    if (!options->outputFile.endsWith(QLatin1String(".png"), Qt::CaseInsensitive))
        *error = CommandLine::tr("--screenshot: '%1' must end in .png.").arg(options->outputFile);
    return error->isEmpty();
}

bool parseFigure(const QCommandLineParser &parser, CommandLineOptions *options, QString *error)
{
    if (!parseSetUp(parser, options, error))
        return false;
    options->outputFile = parser.value(QStringLiteral("export-figure"));
    if (!isFigureFileName(options->outputFile))
        *error = CommandLine::tr("--export-figure: '%1' must end in .png, .svg or .pdf.").arg(options->outputFile);
    else if (options->view == handbookViewName())
        *error = CommandLine::tr("--export-figure saves a view's plots, and the handbook has none: use --screenshot.");
    return error->isEmpty();
}
