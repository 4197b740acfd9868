// The position divided by the last one, so it stays in [0, 1]: one number per position, in the
// first dimension (in every dimension, LayerNorm would subtract it, as for the integer scheme).

#include "schemes/code_dialect.h"
#include "schemes/table.h"

namespace pe {

extern constinit const SchemeInfo kNormalizedScheme{
    .scheme = Scheme::Normalized,
    .name = "normalized",
    .title = QT_TRANSLATE_NOOP("pe::Schemes", "normalized: position / (L − 1)"),
    .explanation = QT_TRANSLATE_NOOP("pe::Schemes",
        "The position is divided by the last position of the sentence, so it stays between 0 and 1, one number per "
        "position in the first dimension. But the same position then means different things in sentences of different "
        "lengths: position 2 is 1.0 in a sentence of three words and about 0.02 in a sentence of a hundred."),
    .shortTitle = QT_TRANSLATE_NOOP("pe::Schemes", "normalized"),
    .trainingNote = QT_TRANSLATE_NOOP("pe::Schemes",
        "The position divided by the sentence length minus one is added to the first dimension of each word's vector, "
        "one number per position (in every dimension, the LayerNorm at the start of each block would subtract it). "
        "Order survives, but one step is a different amount in every length, so \"the word just before\" has no "
        "fixed size."),
    .matrix = [](const SchemeParams &params) {
        const int positions = params.encoding.positions;
        // One position has no last position to divide by; 0 is where every sentence starts.
        Matrix matrix = Matrix::Zero(positions, params.encoding.dModel);
        for (int pos = 1; pos < positions; ++pos)
            matrix(pos, 0) = double(pos) / (positions - 1);
        return matrix;
    },
    .valueRange = [](int, const std::function<double()> &) { return ValueRange{false, 0.0, 1.0}; },
    .curveCaption = [](const SchemeParams &params, int column) {
        return column == 0 ? Schemes::tr("Dimension 0 is position / %1: one step means something else for every length.")
                                 .arg(std::max(params.encoding.positions - 1, 1))
                           : Schemes::tr("Dimension %1 is 0: the position is one number, in dimension 0.").arg(column);
    },
    .formula = [](const SchemeParams &params, int position, int column, double value) {
        return column == 0 ? Schemes::tr("PE(%1, 0) = %1 / (%2 − 1) = %3").arg(position).arg(params.encoding.positions)
                                 .arg(QString::number(value, 'f', 5))
                           : Schemes::tr("PE(%1, %2) = 0 (only dimension 0 holds the position)").arg(position).arg(column);
    },
    .code = [](const SchemeParams &, const CodeDialect &d) {
        return QStringLiteral("pe = %1\npe[:, 0] = %2 / max(positions - 1, 1)  # PE(pos, 0) = pos / (positions - 1), the rest 0\n")
            .arg(d.zeros.arg(QStringLiteral("positions, d_model")), d.arange.arg(QStringLiteral("positions")));
    },
};

} // namespace pe
