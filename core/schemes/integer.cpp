// The first idea everyone has: the position itself, in every dimension.

#include "export/code_snippets.h"
#include "schemes/table.h"

namespace pe {

extern constinit const SchemeInfo kIntegerScheme{
    .scheme = Scheme::Integer,
    .name = "integer",
    .title = QT_TRANSLATE_NOOP("pe::Schemes", "integer: the position itself"),
    .explanation = QT_TRANSLATE_NOOP("pe::Schemes",
        "Each position is simply its number, copied into every dimension. "
        "The numbers grow without bound: by position 100 they are a hundred times larger than the word vectors "
        "and swamp the meaning of the words."),
    .shortTitle = QT_TRANSLATE_NOOP("pe::Schemes", "integer"),
    .trainingNote = QT_TRANSLATE_NOOP("pe::Schemes",
        "The position number itself is added to every dimension: the same amount everywhere. Each block begins with "
        "LayerNorm, which subtracts the mean of the vector and so removes exactly that amount: this model never sees "
        "the position, as if there were none."),
    .matrix = [](const SchemeParams &params) {
        Matrix matrix(params.encoding.positions, params.encoding.dModel);
        for (int pos = 0; pos < params.encoding.positions; ++pos)
            matrix.row(pos).setConstant(pos);
        return matrix;
    },
    .valueRange = [](int positions, const std::function<double()> &) {
        return ValueRange{false, 0.0, std::max(1.0, double(positions - 1))};
    },
    .curveCaption = [](const SchemeParams &, int column) {
        return Schemes::tr("Dimension %1 is the position itself: it grows without bound.").arg(column);
    },
    .formula = [](const SchemeParams &, int position, int column, double) {
        return Schemes::tr("PE(%1, %2) = %1").arg(position).arg(column);
    },
    .code = [](const SchemeParams &, const CodeDialect &d) {
        return QStringLiteral("pe = %1 + %2[:, None]  # PE(pos, j) = pos\n")
            .arg(d.zeros.arg(QStringLiteral("positions, d_model")), d.arange.arg(QStringLiteral("positions")));
    },
};

} // namespace pe
