// Rotary position embedding (Su et al., 2021): queries and keys are rotated, nothing is added.

#include "schemes/code_dialect.h"
#include "schemes/rope_partial.h"
#include "schemes/table.h"
#include "math/translate.h"

#include <numbers>

namespace pe {

namespace {

const char *const kRopeLayoutNames[] = {"pairs", "halves"};  // in the order of Layout

} // namespace

QString ropeLayoutName(Layout layout)
{
    return QString::fromLatin1(kRopeLayoutNames[int(layout)]);
}

QStringList ropeLayoutNames()
{
    return namesOf(kRopeLayoutNames);
}

bool ropeLayoutFromName(const QString &name, Layout *layout)
{
    return enumFromName(kRopeLayoutNames, name, layout);
}

Matrix ropeAngles(int positions, int dModel, double base, const RopeScale &scale)
{
    QString error = validationError(scale);
    if (error.isEmpty())
        error = validationError(SinusoidalParams{dModel, positions, base, Layout::Interleaved});
    if (!error.isEmpty())
        throw InvalidParameter(error);
    const Vector omega = ropeFrequencies(dModel, base, scale, positions);
    Matrix angles(positions, omega.size());
    for (Eigen::Index i = 0; i < omega.size(); ++i)
        for (int pos = 0; pos < positions; ++pos)
            angles(pos, i) = pos * omega(i);
    return angles;
}

Matrix applyRope(const Matrix &x, double base, Layout layout, const RopeScale &scale)
{
    // At least one position, so that an x without rows is checked for its D and base too.
    const int dModel = int(x.cols());
    const Matrix angles = ropeAngles(std::max(int(x.rows()), 1), dModel, base, scale);
    return rotateByAngles(x, angles.topRows(x.rows()), layout, dModel, ropeAttentionFactor(scale));
}

Vector ropePairFrequencies(const SchemeParams &params)
{
    const SinusoidalParams &e = params.encoding;
    const PartialRotary &partial = params.schemeSettings.ropePartial;
    return partial.way == PartialRope::Full ? ropeFrequencies(e.dModel, e.base, params.schemeSettings.ropeScale, e.positions)
                                            : partialRopeFrequencies(e.dModel, e.base, partial);
}

QString partialRopeSentence(const SchemeParams &params)
{
    const PartialRotary &partial = params.schemeSettings.ropePartial;
    const int dModel = params.encoding.dModel, turning = partialTurningPairs(dModel, partial);
    const QString percent = QString::number(100.0 * partial.fraction, 'g', 4);
    if (partial.way == PartialRope::NeoX)
        return Schemes::tr("GPT-NeoX's partial RoPE (rotary_pct %1 %): the first %2 of %3 dimensions turn, %4 pairs "
                           "with the whole spectrum from 1 down to 1/base; the other dimensions carry the words alone.")
            .arg(percent).arg(partialRotaryWidth(dModel, partial)).arg(dModel).arg(turning);
    if (partial.way == PartialRope::Proportional)
        return Schemes::tr("Gemma 4's proportional RoPE (%1 %): the %2 fastest of %3 pairs keep their frequency; "
                           "the slow ones never turn and carry the words alone.")
            .arg(percent).arg(turning).arg(dModel / 2);
    return {};
}

double ropeOffsetDeviation(int positions, int dModel, double base, quint64 seed)
{
    const Matrix vectors = randomNormalMatrix(2, dModel, 1.0, seed);
    const Matrix queries = applyRope(vectors.row(0).replicate(positions, 1), base);
    const Matrix keys = applyRope(vectors.row(1).replicate(positions, 1), base);
    const Matrix scores = queries * keys.transpose();
    double worst = 0.0;
    for (int m = 0; m < positions; ++m)
        for (int n = m; n < positions; ++n)
            worst = std::max(worst, std::abs(scores(m, n) - scores(0, n - m)));
    return worst;
}

double ropeLayoutDeviation(int positions, int dModel, double base, quint64 seed)
{
    const Matrix vectors = randomNormalMatrix(2, dModel, 1.0, seed);
    Matrix permuted = vectors;
    for (int j = 0; j < dModel; ++j)
        permuted.col(dimensionOf(dimensionRole(j, dModel, Layout::Interleaved), dModel, Layout::Concatenated)) = vectors.col(j);
    const auto scores = [&](const Matrix &qk, Layout layout) {
        const Matrix queries = applyRope(qk.row(0).replicate(positions, 1), base, layout);
        const Matrix keys = applyRope(qk.row(1).replicate(positions, 1), base, layout);
        return Matrix(queries * keys.transpose());
    };
    return (scores(vectors, Layout::Interleaved) - scores(permuted, Layout::Concatenated)).cwiseAbs().maxCoeff();
}

namespace {

// How the scaling made pair i's frequency, in words and numbers.
QString scalingDetail(const SchemeParams &params, int column)
{
    const SinusoidalParams &e = params.encoding;
    const RopeScale &scale = params.schemeSettings.ropeScale;
    const double omega = pairFrequency(column, e.dModel, e.base);
    const auto g = [](double x) { return QString::number(x, 'g', 6); };
    switch (scale.scaling) {
    case RopeScaling::None:
        break;
    case RopeScaling::Interpolation:
        return Schemes::tr("Position interpolation: ω'%1 = ω%1 / s = ω%1 / %2, as if every position were divided by %2.")
            .arg(column).arg(g(scale.factor));
    case RopeScaling::Ntk:
    case RopeScaling::DynamicNtk: {
        if (e.dModel <= 2)
            return Schemes::tr("With one pair, ω0 = 1 whatever the base: a larger base changes nothing.");
        const double base = ropeScaledBase(e.dModel, e.base, scale, e.positions);
        if (scale.scaling == RopeScaling::Ntk)
            return Schemes::tr("NTK-aware: ω'%1 = b'^(−2·%1/%2) with the base b' = b · s^(%2/(%2 − 2)) = %3 · %4^(%2/(%2 − 2)) = %5. "
                               "This fixed form is bloc97's (2023) as many fine-tunes use it; Hugging Face's rope_types "
                               "have only its dynamic form.")
                .arg(column).arg(e.dModel).arg(g(e.base), g(scale.factor), g(base));
        return Schemes::tr("Dynamic NTK at n = %1 positions: the base b' = b · (s·n/L0 − (s − 1))^(%2/(%2 − 2)) = %3 with s = %4, "
                           "L0 = %5 (n is read as L0 when shorter, so up to L0 nothing changes).")
            .arg(e.positions).arg(e.dModel).arg(g(base), g(scale.factor)).arg(scale.originalLength);
    }
    case RopeScaling::Yarn: {
        const double scaled = ropeFrequencies(e.dModel, e.base, scale, e.positions)(column);
        const double ramp = (omega - scaled) / (omega - omega / scale.factor);
        const YarnRamp bounds = yarnRamp(e.dModel, e.base, scale);
        const QString backwards = bounds.high >= bounds.low
                                      ? QString()
                                      : Schemes::tr("With this L0 and base the library's ramp runs backwards (from pair %1 down to pair %2), "
                                                                       "so its pairs are not sorted by their turns: the app computes them as the library does.")
                                                               .arg(bounds.low).arg(bounds.high);
        return sentencesJoined(Schemes::tr("YaRN: pair %1 turns %2 times within L0 = %3. Pairs turning more than β_fast = %4 times are left alone, "
                           "fewer than β_slow = %5 times divided by s = %6, a ramp between: here r = %7, ω'%1 = ω%1·(1 − r) + (ω%1/s)·r. "
                           "Queries and keys are multiplied by 0.1·ln s + 1 = %8, so every score by %9.")
            .arg(column).arg(g(scale.originalLength * omega / (2 * std::numbers::pi))).arg(scale.originalLength)
            .arg(g(scale.betaFast), g(scale.betaSlow), g(scale.factor), g(scale.factor > 1.0 ? ramp : 0.0),
                 g(ropeAttentionFactor(scale)), g(std::pow(ropeAttentionFactor(scale), 2))),
                               backwards);
    }
    case RopeScaling::Llama3:
        return Schemes::tr("Llama 3: pair %1's wavelength is %2 positions. Longer than L0 / low_freq_factor = %3: divided by s = %4; "
                           "shorter than L0 / high_freq_factor = %5: left alone; between: a smooth blend of the two.")
            .arg(column).arg(g(2 * std::numbers::pi / omega), g(scale.originalLength / scale.lowFreqFactor), g(scale.factor),
                             g(scale.originalLength / scale.highFreqFactor));
    }
    return {};
}

// The angle written out; with scaling, the angle it had without and how the scaling made it.
QString ropeFormula(const SchemeParams &params, int position, int column, double value)
{
    const SinusoidalParams &e = params.encoding;
    const QString angle = QString::number(value, 'f', 5);
    if (params.schemeSettings.ropeScale.scaling == RopeScaling::None)
        return Schemes::tr("angle(%1, pair %2) = %1 · ω%2 = %1 / %3^(2·%2/%4) = %5 radians")
            .arg(position).arg(column).arg(e.base, 0, 'g', 10).arg(e.dModel).arg(angle);
    const QString unscaled = QString::number(position * pairFrequency(column, e.dModel, e.base), 'f', 5);
    return Schemes::tr("angle(%1, pair %2) = %1 · ω'%2 = %3 radians; without scaling %1 · ω%2 = %4 radians\n%5")
        .arg(position).arg(column).arg(angle, unscaled, scalingDetail(params, column));
}

// Lines that leave only the turning pairs of a partial RoPE with a frequency, as GPT-NeoX
// (rotary_ndims) and Gemma 4 (_compute_proportional_rope_parameters) compute them.
QString partialCode(const PartialRotary &partial, const CodeDialect &d)
{
    if (partial.way == PartialRope::NeoX)
        return QStringLiteral("width = int(d_model * fraction)  # GPT-NeoX's rotary_ndims: the first dimensions form a head of their own\n"
                              "omega = %1.zeros(d_model // 2)\n"
                              "omega[: width // 2] = 1.0 / base ** (2.0 * %2 / width)  # the whole spectrum over the part that turns\n")
            .arg(d.lib, d.arange.arg(QStringLiteral("width // 2")));
    if (partial.way == PartialRope::Proportional)
        return QStringLiteral("turning = int(fraction * d_model // 2)  # Gemma 4's rope_angles: the fastest pairs keep their frequency\n"
                              "omega[turning:] = 0.0  # the others never turn\n");
    return {};
}

// Lines that set `pe`, the angles, as modeling_rope_utils.py computes the frequencies (inv_freq).
QString ropeCode(const SchemeParams &params, const CodeDialect &d)
{
    const QString pairs = d.arange.arg(QStringLiteral("d_model // 2"));
    QString code = QStringLiteral("omega = 1.0 / base ** (2.0 * %1 / d_model)  # one frequency per pair, as in training\n").arg(pairs);
    switch (params.schemeSettings.ropeScale.scaling) {
    case RopeScaling::None:
        break;
    case RopeScaling::Interpolation:
        code += QStringLiteral("omega = omega / factor  # position interpolation (\"linear\"): every position divided by factor\n");
        break;
    case RopeScaling::Ntk:
    case RopeScaling::DynamicNtk:
        code += params.schemeSettings.ropeScale.scaling == RopeScaling::Ntk
                    ? QStringLiteral("stretch = factor  # NTK-aware: a larger base\n")
                    : QStringLiteral("stretch = factor * max(positions, original_length) / original_length - (factor - 1)  # dynamic NTK: grows past original_length\n");
        code += QStringLiteral("if d_model > 2:  # one pair turns at 1 whatever the base\n"
                               "    omega = 1.0 / (base * stretch ** (d_model / (d_model - 2))) ** (2.0 * %1 / d_model)\n").arg(pairs);
        break;
    case RopeScaling::Yarn:
        code += QStringLiteral("def pair_turning(turns):  # the pair that turns `turns` times within original_length\n"
                               "    return d_model * math.log(original_length / (turns * 2 * math.pi)) / (2 * math.log(base))\n"
                               "low = max(math.floor(pair_turning(beta_fast)), 0)\n"
                               "high = min(math.ceil(pair_turning(beta_slow)), d_model - 1)\n"
                               "if low == high:\n"
                               "    high += 0.001\n"
                               "ramp = %1.clip((%2 - low) / (high - low), 0, 1)  # 0: left alone, 1: divided by factor\n"
                               "omega = omega / factor * ramp + omega * (1 - ramp)\n"
                               "attention_factor = 0.1 * math.log(factor) + 1.0 if factor > 1 else 1.0  # queries and keys are multiplied by it\n")
                    .arg(d.lib, pairs);
        break;
    case RopeScaling::Llama3:
        code += QStringLiteral("wavelength = 2 * math.pi / omega\n"
                               "smooth = (original_length / wavelength - low_freq_factor) / (high_freq_factor - low_freq_factor)\n"
                               "blended = (1 - smooth) * omega / factor + smooth * omega\n"
                               "omega = %1.where(wavelength > original_length / low_freq_factor, omega / factor,  # slow pairs: squeezed\n"
                               "                 %1.where(wavelength < original_length / high_freq_factor, omega, blended))  # fast: left alone\n")
                    .arg(d.lib);
        break;
    }
    return code + partialCode(params.schemeSettings.ropePartial, d)
           + QStringLiteral("pe = %1[:, None] * omega  # (positions, d_model // 2): the angle each pair is turned by\n")
                 .arg(d.arange.arg(QStringLiteral("positions")));
}

} // namespace

extern constinit const SchemeInfo kRopeScheme{
    .scheme = Scheme::Rope,
    .name = "rope",
    .title = QT_TRANSLATE_NOOP("pe::Schemes", "RoPE: rotate queries and keys"),
    .explanation = QT_TRANSLATE_NOOP("pe::Schemes",
        "Nothing is added to the word vectors. Instead each query and key is rotated by an angle that grows with its position, "
        "so the dot product of a query and a key depends on the two words and on the distance between them, not on where they stand."),
    .shortTitle = QT_TRANSLATE_NOOP("pe::Schemes", "RoPE"),
    .trainingNote = QT_TRANSLATE_NOOP("pe::Schemes",
        "Queries and keys are turned by an angle that grows with the position, so attention sees how far apart two words "
        "are, whatever the length of the sentence, but not where in the sentence a word stands."),
    .kind = SchemeKind::RotatesQueriesAndKeys,
    .modelDescription = [](const SchemeSettings &settings) {
        return QStringLiteral("rope: each head's queries and keys (after wq, wk) have their %1 "
                              "of the head's slice turned by pos * base^(-2i/(D/H)); nothing is added%2")
            .arg(settings.ropeLayout == Layout::Interleaved ? QStringLiteral("adjacent pairs (2i, 2i+1)")
                                                            : QStringLiteral("halves (i, ceil(d/2)+i)"),
                 settings.ropeScale.scaling == RopeScaling::None
                     ? QString()
                     : QStringLiteral("; past max_len (%1) with %2 scaling, factor n / max_len, original length max_len%3")
                           .arg(settings.maxLen).arg(ropeScalingName(settings.ropeScale.scaling),
                                settings.ropeScale.scaling == RopeScaling::DynamicNtk ? QStringLiteral(" (dynamic NTK: factor 1)") : QString()));
    },
    .settings = UsesBase | UsesRopeLayout | UsesRopeScale,
    .columns = [](const SchemeParams &params) { return params.encoding.dModel / 2; },
    .matrix = [](const SchemeParams &params) {
        const SinusoidalParams &e = params.encoding;
        const PartialRotary &partial = params.schemeSettings.ropePartial;
        return partial.way == PartialRope::Full ? ropeAngles(e.positions, e.dModel, e.base, params.schemeSettings.ropeScale)
                                                : partialRopeAngles(e.positions, e.dModel, e.base, partial);
    },
    .valueRange = [](int, const std::function<double()> &) { return ValueRange{false, 0.0, 2 * std::numbers::pi}; },
    .cellValue = [](double angle) { return std::fmod(angle, 2 * std::numbers::pi); },
    .heatmapTitle = QT_TRANSLATE_NOOP("pe::Schemes", "The angles: one row per position"),
    .curvesTitle = QT_TRANSLATE_NOOP("pe::Schemes", "One pair's angle over all positions"),
    .valueLabel = QT_TRANSLATE_NOOP("pe::Schemes", "angle mod 2π"),
    .columnLabel = QT_TRANSLATE_NOOP("pe::Schemes", "pair i"),
    .layoutTitles = {QT_TRANSLATE_NOOP("pe::Schemes", "adjacent pairs (paper, GPT-J)"),
                     QT_TRANSLATE_NOOP("pe::Schemes", "halves (GPT-NeoX, LLaMA in HF)"), nullptr},
    .layoutTip = QT_TRANSLATE_NOOP("pe::Schemes", "Which two dimensions of a query or key each angle turns together: "
                                                  "neighbours, or one from each half of the vector."),
    .whyNoVectors = QT_TRANSLATE_NOOP("pe::Schemes",
        "RoPE adds nothing to the word vectors, so there is no position vector to draw or compare here. "
        "It turns each pair of a query's and a key's numbers by the angles in the heatmap, so their "
        "dot product depends on the two vectors and on how far apart the two words are, not on where they stand. "
        "Try it in the Attention Lab."),
    .curveName = [](const SchemeParams &, int column) { return Schemes::tr("pair %1: angle").arg(column); },
    .curveCaption = [](const SchemeParams &params, int column) {
        const double omega = ropePairFrequencies(params)(column);
        if (omega == 0.0)
            return Schemes::tr("Pair %1 does not turn: its dimensions carry no position, only the words. %2")
                .arg(column).arg(partialRopeSentence(params));
        const double wavelength = 2 * std::numbers::pi / omega;
        return Schemes::tr("Pair %1 turns a full circle every %2 positions. %3")
            .arg(column)
            .arg(readableNumber(wavelength), waveSpeedText(wavelength, params.encoding.positions));
    },
    .formula = ropeFormula,
    .formulaDetails = [](const SchemeParams &params, int column) {
        const int dModel = partialRotaryWidth(params.encoding.dModel, params.schemeSettings.ropePartial);
        const Layout layout = params.schemeSettings.ropeLayout;
        const int a = dimensionOf({column, true}, dModel, layout);
        const int b = dimensionOf({column, false}, dModel, layout);
        return layout == Layout::Interleaved
                   ? Schemes::tr("Pair %1 turns dimensions %2 and %3 together: adjacent pairs, as in the RoFormer paper, "
                                 "GPT-J and Meta's LLaMA code.").arg(column).arg(a).arg(b)
                   : Schemes::tr("Pair %1 turns dimensions %2 and %3 together: one from each half, as in GPT-NeoX and "
                                 "Hugging Face's LLaMA (rotate_half).").arg(column).arg(a).arg(b);
    },
    .offsetCheck = [](const SchemeParams &params, int, int) {
        const SinusoidalParams &encoding = params.encoding;
        return Schemes::tr("The same query and key vectors, rotated at every position: their score q_m·k_n "
                           "depends only on n − m. Largest difference along the diagonals: %1.\n"
                           "Adjacent pairs and halves are the same rotation with the dimensions reordered: "
                           "after that reordering their scores differ by at most %2.")
            .arg(QString::number(ropeOffsetDeviation(std::min(encoding.positions, 256), encoding.dModel, encoding.base, kDefaultSeed), 'g', 2),
                 QString::number(ropeLayoutDeviation(std::min(encoding.positions, 64), encoding.dModel, encoding.base, kDefaultSeed), 'g', 2));
    },
    .code = ropeCode,
    .rotate = [](const Matrix &x, double base, const SchemeSettings &settings) {
        return settings.ropePartial.way == PartialRope::Full ? applyRope(x, base, settings.ropeLayout, settings.ropeScale)
                                                              : applyPartialRope(x, base, settings.ropePartial, settings.ropeLayout);
    },
};

} // namespace pe
