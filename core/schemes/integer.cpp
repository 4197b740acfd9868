// The first idea everyone has: the position itself, one number per position. It goes into the
// first dimension alone: copied into every dimension, it would be the same amount everywhere,
// which the LayerNorm at the start of each block subtracts, so a model would never see it.

#include "schemes/code_dialect.h"
#include "schemes/table.h"

namespace pe {

extern constinit const SchemeInfo kIntegerScheme{
    .scheme = Scheme::Integer,
    .name = "integer",
    .title = QT_TRANSLATE_NOOP("pe::Schemes", "integer: the position itself"),
    .explanation = QT_TRANSLATE_NOOP("pe::Schemes",
        "Each position is simply its number, one number per position, written into the first dimension. "
        "The numbers grow without bound: by position 100 the first dimension is a hundred times larger than a word "
        "vector's numbers, and a sentence longer than any seen in training brings numbers the model never met."),
    .shortTitle = QT_TRANSLATE_NOOP("pe::Schemes", "integer"),
    .trainingNote = QT_TRANSLATE_NOOP("pe::Schemes",
        "The position number itself is added to the first dimension of each word's vector, one number per position "
        "(in every dimension, the LayerNorm at the start of each block would subtract it). The number only grows: "
        "attention can tell which of two words comes first, but longer sentences bring numbers it never saw."),
    .matrix = [](const SchemeParams &params) {
        Matrix matrix = Matrix::Zero(params.encoding.positions, params.encoding.dModel);
        for (int pos = 0; pos < params.encoding.positions; ++pos)
            matrix(pos, 0) = pos;
        return matrix;
    },
    .valueRange = [](int positions, const std::function<double()> &) {
        return ValueRange{false, 0.0, std::max(1.0, double(positions - 1))};
    },
    .curveCaption = [](const SchemeParams &, int column) {
        return column == 0 ? Schemes::tr("Dimension 0 is the position itself: it grows without bound.")
                           : Schemes::tr("Dimension %1 is 0: the position is one number, in dimension 0.").arg(column);
    },
    .formula = [](const SchemeParams &, int position, int column, double) {
        return column == 0 ? Schemes::tr("PE(%1, 0) = %1").arg(position) : Schemes::tr("PE(%1, %2) = 0 (only dimension 0 holds the position)").arg(position).arg(column);
    },
    .code = [](const SchemeParams &, const CodeDialect &d) {
        return QStringLiteral("pe = %1\npe[:, 0] = %2  # PE(pos, 0) = pos, every other dimension 0\n")
            .arg(d.zeros.arg(QStringLiteral("positions, d_model")), d.arange.arg(QStringLiteral("positions")));
    },
};

} // namespace pe
