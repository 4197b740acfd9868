#include "commands.h"

#include "app_state.h"
#include "main_window.h"
#include "matrix_export.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QJsonObject>
#include <QPixmap>
#include <cstdio>

static int failWith(const QString &message, int status)
{
    std::fprintf(stderr, "pe-explorer: %s\n", qPrintable(message));
    return status;
}

int exportEncoding(const CommandLineOptions &options)
{
    const pe::SinusoidalParams &params = options.encoding;
    const QJsonObject fields{
        {QStringLiteral("scheme"), QStringLiteral("sinusoidal")},
        {QStringLiteral("layout"), pe::layoutName(params.layout)},
        {QStringLiteral("d_model"), params.dModel},
        {QStringLiteral("positions"), params.positions},
        {QStringLiteral("base"), params.base},
    };
    const QByteArray data = pe::encodeMatrix(pe::sinusoidalEncoding(params),
                                             *pe::matrixFormatForFileName(options.outputFile), fields);
    const QString error = pe::writeFileAtomically(options.outputFile, data);
    return error.isEmpty() ? 0 : failWith(error, 1);
}

void applyOptions(const CommandLineOptions &options, AppState *state)
{
    state->setEncodingParams(options.encoding);
    if (options.position)
        state->setPosition(*options.position);
    if (options.dimension)
        state->setDimension(*options.dimension);
    if (options.comparePosition)
        state->setComparePosition(*options.comparePosition);
    state->setPinnedDimensions(options.pinnedDimensions);
    state->setStackedCurves(options.stackedCurves);
}

int saveScreenshot(const CommandLineOptions &options)
{
    AppState state;
    applyOptions(options, &state);
    MainWindow window(&state);
    window.showView(options.view);
    window.resize(options.size);
    window.show();
    QCoreApplication::processEvents();

    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    if (!window.grab().save(&buffer, "PNG"))
        return failWith(QCoreApplication::translate("CommandLine", "Could not render the window."), 1);
    const QString error = pe::writeFileAtomically(options.outputFile, png);
    return error.isEmpty() ? 0 : failWith(error, 1);
}
