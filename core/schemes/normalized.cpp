// The position divided by the last one, so it stays in [0, 1].

#include "export/code_snippets.h"
#include "schemes/table.h"

namespace pe {

extern constinit const SchemeInfo kNormalizedScheme{
    .scheme = Scheme::Normalized,
    .name = "normalized",
    .title = QT_TRANSLATE_NOOP("pe::Schemes", "normalized: position / (L − 1)"),
    .explanation = QT_TRANSLATE_NOOP("pe::Schemes",
        "The position is divided by the last position of the sentence, so it stays between 0 and 1. "
        "But the same position then means different things in sentences of different lengths: "
        "position 2 is 1.0 in a sentence of three words and about 0.02 in a sentence of a hundred."),
    .shortTitle = QT_TRANSLATE_NOOP("pe::Schemes", "normalized"),
    .trainingNote = QT_TRANSLATE_NOOP("pe::Schemes",
        "The position divided by the sentence length minus one, added to every dimension: the same amount everywhere. "
        "Each block begins with LayerNorm, which subtracts the mean of the vector and so removes exactly that amount: "
        "this model never sees the position, as if there were none."),
    .matrix = [](const SchemeParams &params) {
        const int positions = params.encoding.positions;
        // One position has no last position to divide by; 0 is where every sentence starts.
        Matrix matrix = Matrix::Zero(positions, params.encoding.dModel);
        for (int pos = 1; pos < positions; ++pos)
            matrix.row(pos).setConstant(double(pos) / (positions - 1));
        return matrix;
    },
    .valueRange = [](int, const std::function<double()> &) { return ValueRange{false, 0.0, 1.0}; },
    .curveCaption = [](const SchemeParams &params, int column) {
        return Schemes::tr("Dimension %1 is position / %2: one step means something else for every length.")
            .arg(column).arg(std::max(params.encoding.positions - 1, 1));
    },
    .formula = [](const SchemeParams &params, int position, int column, double value) {
        return Schemes::tr("PE(%1, %2) = %1 / (%3 − 1) = %4").arg(position).arg(column).arg(params.encoding.positions)
            .arg(QString::number(value, 'f', 5));
    },
    .code = [](const SchemeParams &, const CodeDialect &d) {
        return QStringLiteral("pe = %1 + (%2 / max(positions - 1, 1))[:, None]  # PE(pos, j) = pos / (positions - 1)\n")
            .arg(d.zeros.arg(QStringLiteral("positions, d_model")), d.arange.arg(QStringLiteral("positions")));
    },
};

} // namespace pe
