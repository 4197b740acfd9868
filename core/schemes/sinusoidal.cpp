// The paper's scheme (Vaswani et al., 2017): what the app says and draws about it. The formula
// itself is in sinusoidal_encoding.h, the offset property in position_similarity.h.

#include "schemes/code_dialect.h"
#include "schemes/position_similarity.h"
#include "schemes/table.h"
#include "math/translate.h"

namespace pe {
namespace {

// The padding column of tensor2tensor's convention for odd d_model, in words.
QString paddingText(int column)
{
    return Schemes::tr("Dimension %1 is 0 at every position: tensor2tensor, fairseq and Whisper end an odd d_model on a column of zeros.")
        .arg(column);
}

QString curveName(const SchemeParams &params, int column)
{
    const SinusoidalParams &e = params.encoding;
    const DimensionRole role = dimensionRole(column, e.dModel, e.layout);
    if (role.padding)
        return Schemes::tr("dimension %1: zeros").arg(column);
    return (role.sine ? Schemes::tr("dimension %1: sin, λ = %2") : Schemes::tr("dimension %1: cos, λ = %2"))
        .arg(column)
        .arg(readableNumber(pairWavelength(role.pair, e.dModel, e.base, e.layout)));
}

QString curveCaption(const SchemeParams &params, int column)
{
    const SinusoidalParams &e = params.encoding;
    const DimensionRole role = dimensionRole(column, e.dModel, e.layout);
    if (role.padding)
        return paddingText(column);
    const double wavelength = pairWavelength(role.pair, e.dModel, e.base, e.layout);
    return Schemes::tr("Dimension %1 repeats every %2 positions: its wavelength λ. %3")
        .arg(column)
        .arg(readableNumber(wavelength), waveSpeedText(wavelength, e.positions));
}

// The exponent of the base as the convention writes it: "2·i/D", or tensor2tensor's "i/(D/2 − 1)".
QString exponentText(const SinusoidalParams &e, int pair)
{
    return e.layout == Layout::Tensor2Tensor ? QStringLiteral("%1/%2").arg(pair).arg(std::max(e.dModel / 2 - 1, 1))
                                             : QStringLiteral("2·%1/%2").arg(pair).arg(e.dModel);
}

// The selected cell in the other two conventions.
QString otherConventions(const SinusoidalParams &e, int position, int column)
{
    QStringList others;
    for (int k = 0; k < 3; ++k)
        if (Layout(k) != e.layout) {
            SinusoidalParams other = e;
            other.layout = Layout(k);
            others.append(QStringLiteral("%1 %2").arg(conventionName(Layout(k)), QString::number(sinusoidalValue(position, column, other), 'f', 5)));
        }
    return Schemes::tr("The same cell in the other conventions: %1.").arg(others.join(QStringLiteral(", ")));
}

QString formula(const SchemeParams &params, int position, int column, double value)
{
    const SinusoidalParams &e = params.encoding;
    const DimensionRole role = dimensionRole(column, e.dModel, e.layout);
    // A library's convention is compared with the others; the paper's stands alone, as the seeds write it.
    const QString others = e.layout == Layout::Interleaved ? QString() : QLatin1Char('\n') + otherConventions(e, position, column);
    if (role.padding)
        return QStringLiteral("PE(%1, %2) = 0").arg(position).arg(column) + others;
    const double angle = position * pairFrequency(role.pair, e.dModel, e.base, e.layout);
    return QStringLiteral("PE(%1, %2) = %3(%1 / %4^(%5)) = %3(%6) = %7")
               .arg(position)
               .arg(column)
               .arg(role.sine ? QStringLiteral("sin") : QStringLiteral("cos"), QString::number(e.base, 'g', 10), exponentText(e, role.pair),
                    QString::number(angle, 'g', 6), QString::number(value, 'f', 5))
           + others;
}

// A library's convention (Layout::Concatenated or Layout::Tensor2Tensor) as its libraries write it.
QString conventionText(const SinusoidalParams &e)
{
    static const char *const texts[] = {
        QT_TRANSLATE_NOOP("pe::Schemes", "Hugging Face's MarianMT port (Marian's own C++ uses tensor2tensor's timescales), MAE and the TensorFlow "
                                         "tutorial: all sines first, then all cosines, with the paper's "
                                         "frequencies: PE(pos, i) = sin(pos / base^(2i/D)), PE(pos, ⌈D/2⌉ + i) = cos(pos / base^(2i/D))."),
        QT_TRANSLATE_NOOP("pe::Schemes", "tensor2tensor, fairseq and Whisper: all sines, then all cosines, the timescales spread over "
                                         "D/2 − 1 steps: ω_i = base^(−i/(D/2 − 1)), so the slowest pair turns exactly base times "
                                         "slower than the fastest (an odd d_model ends on a column of zeros). The frequencies differ "
                                         "from the paper's."),
    };
    return Schemes::tr(texts[int(e.layout) - 1]);
}

QString formulaDetails(const SchemeParams &params, int column)
{
    const SinusoidalParams &e = params.encoding;
    const DimensionRole role = dimensionRole(column, e.dModel, e.layout);
    const QString convention = e.layout == Layout::Interleaved ? QString() : QLatin1Char('\n') + conventionText(e);
    if (role.padding)
        return paddingText(column) + convention;
    const QString kind = role.sine ? Schemes::tr("sine") : Schemes::tr("cosine");
    return Schemes::tr("Dimension %1 is the %2 of pair i = %3.").arg(column).arg(kind).arg(role.pair) + QLatin1Char('\n')
           + Schemes::tr("Frequency ω%1 = 1 / %2^(%3) = %4").arg(role.pair).arg(e.base, 0, 'g', 10).arg(exponentText(e, role.pair))
                 .arg(QString::number(pairFrequency(role.pair, e.dModel, e.base, e.layout), 'g', 6))
           + QLatin1Char('\n')
           + Schemes::tr("Wavelength 2π/ω%1 = %2 positions").arg(role.pair)
                 .arg(readableNumber(pairWavelength(role.pair, e.dModel, e.base, e.layout)))
           + convention;
}

QString offsetCheck(const SchemeParams &params, int position, int comparePosition)
{
    const SinusoidalParams &encoding = params.encoding;
    const int offset = comparePosition - position;
    const double predicted = predictedDotProduct(offset, encoding.dModel, encoding.base, encoding.layout);
    // Every p while that is at most 2^14 multiply-adds (every p up to 256 positions at the default
    // d_model 64), evenly spread p beyond: 32 of them at d_model 512. With the rows it needs
    // computed, about 0.1 ms of a position frame there (2.45 GHz EPYC; 0.2 ms with 64).
    const int pairs = encoding.positions - std::abs(offset);
    const int stride = sampleStride(pairs, std::max(1, (1 << 14) / encoding.dModel));
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
    if (hasLoneSine(encoding.dModel, encoding.layout))
        pe::appendSentence(check, Schemes::tr("With an odd d_model the last sine has no cosine partner, so the offset alone no longer decides the dot product."));
    return check;
}

QString code(const SchemeParams &params, const CodeDialect &d)
{
    if (params.encoding.layout == Layout::Tensor2Tensor)  // as tensor2tensor's get_timing_signal_1d and fairseq write it
        return QStringLiteral("half = d_model // 2\n"
                              "increment = math.log(base) / max(half - 1, 1)  # the timescales spread over half - 1 steps\n"
                              "inv_timescales = %1.exp(%2 * -increment)\n"
                              "angle = %3[:, None] * inv_timescales[None, :]  # (positions, half)\n"
                              "pe = %4  # all sines, then all cosines\n"
                              "if d_model % 2 == 1:\n"
                              "    pe = %5  # an odd d_model ends on zeros\n")
            .arg(d.lib, d.arange.arg(QStringLiteral("half")), d.arange.arg(QStringLiteral("positions")),
                 d.concat.arg(QStringLiteral("%1.sin(angle), %1.cos(angle)").arg(d.lib)),
                 d.concat.arg(QStringLiteral("pe, %1").arg(d.zeros.arg(QStringLiteral("positions, 1")))));
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
