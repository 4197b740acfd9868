// A trained table with one row per position, as in BERT and GPT-2 (here untrained).

#include "schemes/code_dialect.h"
#include "schemes/table.h"

#include <limits>

namespace pe {

// GPT-2's initialisation of its position table (and of every weight): small next to word vectors.
static constexpr double kLearnedStandardDeviation = 0.02;

Matrix learnedTable(int maxLen, int dModel, quint64 seed)
{
    if (maxLen < 1 || maxLen > kMaxPositions)
        throw InvalidParameter(QCoreApplication::translate("pe::Parameters", "max_len must be a whole number from 1 to %1 (got %2).")
                                   .arg(kMaxPositions).arg(maxLen));
    if (dModel < 1 || dModel > kMaxDModel)
        throw InvalidParameter(QCoreApplication::translate("pe::Parameters", "d_model must be a whole number from 1 to %1 (got %2).")
                                   .arg(kMaxDModel).arg(dModel));
    // randomNormalMatrix() refuses more than kMaxMatrixValues values.
    return randomNormalMatrix(maxLen, dModel, kLearnedStandardDeviation, seed ^ fnv1a64("learned"));
}

extern constinit const SchemeInfo kLearnedScheme{
    .scheme = Scheme::Learned,
    .name = "learned",
    .title = QT_TRANSLATE_NOOP("pe::Schemes", "learned: a table, one row per position"),
    .explanation = QT_TRANSLATE_NOOP("pe::Schemes",
        "The model learns one vector per position during training, as BERT and GPT-2 do (here they are still random). "
        "It can learn any pattern, but the table has only max_len rows: "
        "nothing exists past max_len, so a longer sentence cannot be read at all."),
    .shortTitle = QT_TRANSLATE_NOOP("pe::Schemes", "learned"),
    .trainingNote = QT_TRANSLATE_NOOP("pe::Schemes",
        "The model learns one vector per position. The table has no row past the training length, so a longer "
        "sentence cannot be read at all: the gap in the length chart."),
    .trained = TrainedPart::PositionTable,
    .modelDescription = [](const SchemeSettings &) {
        return QStringLiteral("learned: x = embedding[t] + position[:n], the table 'position' (max_len x D) is trained");
    },
    .settings = UsesMaxLen,
    .matrix = [](const SchemeParams &params) {
        // Only the rows shown are drawn: they equal the table's first rows (it is filled row by
        // row), and max_len may be far larger than the matrix on screen.
        Matrix matrix = Matrix::Constant(params.encoding.positions, params.encoding.dModel, std::numeric_limits<double>::quiet_NaN());
        const int rows = std::min(params.encoding.positions, params.schemeSettings.maxLen);
        matrix.topRows(rows) = learnedTable(rows, params.encoding.dModel, params.seed);
        return matrix;
    },
    .valueRange = [](int, const std::function<double()> &largest) {
        const double extent = largest();
        return ValueRange{true, -extent, extent};
    },
    .valueLabel = QT_TRANSLATE_NOOP("pe::Schemes", "value (blank: no row)"),
    .curveCaption = [](const SchemeParams &params, int column) {
        return Schemes::tr("Dimension %1 of the table: no pattern before training, nothing past position %2.")
            .arg(column).arg(params.schemeSettings.maxLen - 1);
    },
    .formula = [](const SchemeParams &params, int position, int column, double value) {
        if (position >= params.schemeSettings.maxLen)
            return Schemes::tr("PE(%1, %2): there is no row %1. The table stops at max_len = %3, so this position has no encoding at all.")
                .arg(position).arg(column).arg(params.schemeSettings.maxLen);
        return Schemes::tr("PE(%1, %2) = row %1 of the table = %3 (random, as before training)")
            .arg(position).arg(column).arg(QString::number(value, 'f', 5));
    },
    .code = [](const SchemeParams &, const CodeDialect &d) {
        return QStringLiteral("table = %1  # (max_len, d_model): the app's table, drawn from N(0, 0.02²)\n"
                              "pe = %2  # no row past max_len\n"
                              "rows = min(positions, max_len)\n"
                              "pe[:rows] = table[:rows]\n")
            .arg(d.load.arg(QStringLiteral("learned_table.npy")),
                 d.full.arg(QStringLiteral("positions, d_model"), QStringLiteral("float(\"nan\")")));
    },
};

} // namespace pe
