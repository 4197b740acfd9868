// The position written in binary, one bit per dimension.

#include "schemes/code_dialect.h"
#include "schemes/table.h"

namespace pe {
namespace {

double binaryDigit(int pos, int dimension)
{
    // Column j < D shows bit j, and pos mod 2^D keeps exactly bits 0 … D−1, so the modulo needs
    // no code of its own. A shift by 64 or more is undefined behaviour; such bits of an int are 0.
    return dimension < 64 && ((quint64(pos) >> dimension) & 1u) ? 1.0 : 0.0;
}

} // namespace

bool binaryWraps(int positions, int dModel)
{
    // An int never reaches 2^62, and shifting by 64 or more would be undefined behaviour.
    if (dModel >= 62)
        return false;
    return qint64(positions) > (qint64(1) << std::max(dModel, 0));
}

extern constinit const SchemeInfo kBinaryScheme{
    .scheme = Scheme::Binary,
    .name = "binary",
    .title = QT_TRANSLATE_NOOP("pe::Schemes", "binary: the bits of the position"),
    .explanation = QT_TRANSLATE_NOOP("pe::Schemes",
        "The position is written in binary, one bit per dimension, so the values stay 0 or 1. "
        "But they jump instead of changing smoothly: going from 7 to 8 flips four bits at once, "
        "and with d_model bits the codes start again from 0 after 2^d_model positions."),
    .shortTitle = QT_TRANSLATE_NOOP("pe::Schemes", "binary"),
    .trainingNote = QT_TRANSLATE_NOOP("pe::Schemes",
        "Each position is written in bits. Every position up to 2^d_model is different, but neighbours can differ in many "
        "bits at once, and a sentence longer than the training length uses bit patterns the model never saw."),
    .matrix = [](const SchemeParams &params) {
        Matrix matrix(params.encoding.positions, params.encoding.dModel);
        for (int pos = 0; pos < params.encoding.positions; ++pos)
            for (int j = 0; j < params.encoding.dModel; ++j)
                matrix(pos, j) = binaryDigit(pos, j);
        return matrix;
    },
    .valueRange = [](int, const std::function<double()> &) { return ValueRange{false, 0.0, 1.0}; },
    .curveCaption = [](const SchemeParams &, int column) {
        return Schemes::tr("Dimension %1 is bit %1 of the position: it flips every %2 positions.")
            .arg(column).arg(column < 62 ? QString::number(qint64(1) << column) : Schemes::tr("2^%1").arg(column));
    },
    .formula = [](const SchemeParams &params, int position, int column, double value) {
        QString text = Schemes::tr("PE(%1, %2) = bit %2 of %1 = %3").arg(position).arg(column).arg(value);
        if (binaryWraps(params.encoding.positions, params.encoding.dModel))
            text += QLatin1Char('\n') + Schemes::tr("%1 bits count only to %2: later positions repeat earlier codes.")
                                            .arg(params.encoding.dModel).arg(std::pow(2.0, params.encoding.dModel) - 1, 0, 'f', 0);
        return text;
    },
    .code = [](const SchemeParams &, const CodeDialect &d) {
        // Bits from 62 on are 0 for every position the app allows; capping the shift keeps it defined.
        return QStringLiteral("bits = %1.arange(d_model).clip(max=62)\n"
                              "pe = ((%1.arange(positions)[:, None] >> bits) & 1) * 1.0  # PE(pos, j) = bit j of pos\n")
            .arg(d.lib);
    },
};

} // namespace pe
