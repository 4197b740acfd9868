// The paper's scheme (Vaswani et al., 2017): what the app says and draws about it. The formula
// itself is in sinusoidal_encoding.h, the offset property in position_similarity.h.

#include "export/code_snippets.h"
#include "schemes/position_similarity.h"
#include "schemes/table.h"

namespace pe {
namespace {

QString curveName(const SchemeParams &params, int column)
{
    const SinusoidalParams &encoding = params.encoding;
    const DimensionRole role = dimensionRole(column, encoding.dModel, encoding.layout);
    return (role.sine ? Schemes::tr("dimension %1: sin, λ = %2") : Schemes::tr("dimension %1: cos, λ = %2"))
        .arg(column)
        .arg(readableNumber(pairWavelength(role.pair, encoding.dModel, encoding.base)));
}

QString curveCaption(const SchemeParams &params, int column)
{
    const SinusoidalParams &encoding = params.encoding;
    const double wavelength = pairWavelength(dimensionRole(column, encoding.dModel, encoding.layout).pair, encoding.dModel, encoding.base);
    return Schemes::tr("Dimension %1 repeats every %2 positions: its wavelength λ. %3")
        .arg(column)
        .arg(readableNumber(wavelength), waveSpeedText(wavelength, encoding.positions));
}

QString formula(const SchemeParams &params, int position, int column, double value)
{
    const SinusoidalParams &encoding = params.encoding;
    const DimensionRole role = dimensionRole(column, encoding.dModel, encoding.layout);
    const double angle = position / std::pow(encoding.base, 2.0 * role.pair / encoding.dModel);
    const QString function = role.sine ? QStringLiteral("sin") : QStringLiteral("cos");
    return QStringLiteral("PE(%1, %2) = %3(%1 / %4^(2·%5/%6)) = %3(%7) = %8")
        .arg(position)
        .arg(column)
        .arg(function)
        .arg(QString::number(encoding.base, 'g', 10))
        .arg(role.pair)
        .arg(encoding.dModel)
        .arg(QString::number(angle, 'g', 6))
        .arg(QString::number(value, 'f', 5));
}

QString formulaDetails(const SchemeParams &params, int column)
{
    const SinusoidalParams &encoding = params.encoding;
    const DimensionRole role = dimensionRole(column, encoding.dModel, encoding.layout);
    const QString kind = role.sine ? Schemes::tr("sine") : Schemes::tr("cosine");
    return Schemes::tr("Dimension %1 is the %2 of pair i = %3.").arg(column).arg(kind).arg(role.pair) + QLatin1Char('\n')
           + Schemes::tr("Frequency ω%1 = 1 / %2^(2·%1/%3) = %4").arg(role.pair).arg(encoding.base, 0, 'g', 10).arg(encoding.dModel)
                 .arg(QString::number(pairFrequency(role.pair, encoding.dModel, encoding.base), 'g', 6))
           + QLatin1Char('\n')
           + Schemes::tr("Wavelength 2π/ω%1 = %2 positions").arg(role.pair)
                 .arg(readableNumber(pairWavelength(role.pair, encoding.dModel, encoding.base)));
}

QString offsetCheck(const SchemeParams &params, int position, int comparePosition)
{
    const SinusoidalParams &encoding = params.encoding;
    const int offset = comparePosition - position;
    const double predicted = predictedDotProduct(offset, encoding.dModel, encoding.base);
    // Every p while that is at most 2^15 multiply-adds (a few hundredths of a millisecond), evenly spread p beyond.
    const int pairs = encoding.positions - std::abs(offset);
    const int stride = sampleStride(pairs, std::max(1, (1 << 15) / encoding.dModel));
    const double deviation = offsetPropertyDeviation(encoding, offset, stride);
    const QString start = Schemes::tr("Offset k = %1: for every position p, PE(p)·PE(p+k) should equal Σ cos(k·ωᵢ) = %2.")
                              .arg(std::abs(offset))
                              .arg(QString::number(predicted, 'f', 5));
    QString check = start + QLatin1Char(' ')
                    + (stride == 1 ? Schemes::tr("Largest difference over all p: %1.").arg(QString::number(deviation, 'g', 2))
                                   : Schemes::tr("Largest difference over %1 positions p, one in every %2: %3.")
                                         .arg((pairs - 1) / stride + 1)
                                         .arg(stride)
                                         .arg(QString::number(deviation, 'g', 2)));
    if (encoding.dModel % 2 == 1)
        check += QLatin1Char(' ') + Schemes::tr("With an odd d_model the last sine has no cosine partner, so the offset alone no longer decides the dot product.");
    return check;
}

QString code(const SchemeParams &params, const CodeDialect &d)
{
    QString code = QStringLiteral(
        "pos = %1[:, None]  # (positions, 1)\n"
        "i = %2  # pair index\n"
        "angle = pos / base ** (2.0 * i / d_model)  # (positions, pairs): PE(pos, 2i) = sin(angle)\n")
                       .arg(d.arange.arg(QStringLiteral("positions")), d.arange.arg(QStringLiteral("(d_model + 1) // 2")));
    if (params.encoding.layout == Layout::Interleaved)
        return code + QStringLiteral("pe = %1\n"
                                     "pe[:, 0::2] = %2.sin(angle)  # even dimensions: sines\n"
                                     "pe[:, 1::2] = %2.cos(angle[:, : d_model // 2])  # odd dimensions: cosines\n")
                          .arg(d.zeros.arg(QStringLiteral("positions, d_model")), d.lib);
    return code + QStringLiteral("pe = %1  # all sines, then all cosines\n")
                      .arg(d.concat.arg(QStringLiteral("%1.sin(angle), %1.cos(angle[:, : d_model // 2])").arg(d.lib)));
}

} // namespace

extern constinit const SchemeInfo kSinusoidalScheme{
    .scheme = Scheme::Sinusoidal,
    .name = "sinusoidal",
    .title = QT_TRANSLATE_NOOP("pe::Schemes", "sinusoidal (the paper)"),
    .explanation = QT_TRANSLATE_NOOP("pe::Schemes",
        "Each position gets a pattern of sines and cosines, from fast waves to very slow ones, like the hands of a clock. "
        "The values stay between −1 and 1, and moving k positions turns every pair by the same angle wherever you start, "
        "so the model can learn to look a fixed distance away."),
    .shortTitle = QT_TRANSLATE_NOOP("pe::Schemes", "sinusoidal"),
    .trainingNote = QT_TRANSLATE_NOOP("pe::Schemes",
        "Every position adds its own pattern of waves to each word's vector. Sentences longer than the training length "
        "still have an encoding, but with patterns the model never saw."),
    .settings = UsesBase | UsesLayout,
    .columns = [](const SchemeParams &params) { return params.encoding.dModel; },
    .matrix = [](const SchemeParams &params) { return sinusoidalEncoding(params.encoding); },
    .entriesAt = [](const SchemeParams &params, IndexRange rows, IndexRange columns) {
        return sinusoidalEncodingAt(params.encoding, rows, columns);
    },
    .valueBound = 1.0,
    .valueRange = [](int, const std::function<double()> &) { return ValueRange{true, -1.0, 1.0}; },
    .sineCosinePairs = true,
    .curveName = curveName,
    .curveCaption = curveCaption,
    .formula = formula,
    .formulaDetails = formulaDetails,
    .offsetCheck = offsetCheck,
    .code = code,
    .closedFormDots = true,
};

} // namespace pe
