#include "grid/grid_encoding.h"

#include "grid/grid_similarity.h"

#include "math/translate.h"
#include "schemes/sinusoidal_encoding.h"

#include <QRegularExpression>
#include <cmath>

namespace pe {

bool gridFromText(const QString &text, GridSize *grid)
{
    static const QRegularExpression pattern(QStringLiteral("^\\s*(\\d{1,7})\\s*[x×X]\\s*(\\d{1,7})\\s*$"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch())
        return false;
    *grid = {match.captured(1).toInt(), match.captured(2).toInt()};
    return true;
}

QString validationError(const GridSize &grid)
{
    if (grid.rows < 1 || grid.columns < 1 || qint64(grid.rows) * grid.columns > kMaxPositions)
        return QCoreApplication::translate("pe::Parameters", "The grid must have at least one row and one column and at most %1 "
                                                             "patches (got %2 × %3).")
            .arg(kMaxPositions).arg(grid.rows).arg(grid.columns);
    return {};
}

// The checks both schemes share: the grid, D in range, the base, the size of the matrix.
static QString gridMatrixError(const GridSize &grid, int dModel, double base, int columns)
{
    if (QString error = validationError(grid); !error.isEmpty())
        return error;
    if (dModel < 1 || dModel > kMaxDModel)
        return QCoreApplication::translate("pe::Parameters", "d_model must be a whole number from 1 to %1 (got %2).").arg(kMaxDModel).arg(dModel);
    if (!std::isfinite(base) || base <= 1.0)
        return QCoreApplication::translate("pe::Parameters", "base must be a finite number greater than 1 (got %1).").arg(shortestText(base));
    if (qint64(grid.patches()) * columns > kMaxMatrixValues)
        return QCoreApplication::translate("pe::Parameters", "patches × d_model must be at most %1 values (got %2 × %3).")
            .arg(kMaxMatrixValues).arg(grid.patches()).arg(dModel);
    return {};
}

static void throwIfError(const QString &error)
{
    if (!error.isEmpty())
        throw InvalidParameter(error);
}

QString sinCos2dError(const GridSize &grid, int dModel, double base)
{
    if (QString error = gridMatrixError(grid, dModel, base, dModel); !error.isEmpty())
        return error;
    if (dModel % 4 != 0)
        return QCoreApplication::translate("pe::Parameters", "The 2D sine-cosine encoding needs d_model divisible by 4: half the "
                                                             "dimensions for each axis, each half sines and cosines (got %1).").arg(dModel);
    return {};
}

Matrix sinCos2dEncoding(const GridSize &grid, int dModel, double base)
{
    throwIfError(sinCos2dError(grid, dModel, base));
    // One 1D encoding of width D/2 in MAE's layout (sines, then cosines) serves both axes: row p of it
    // is get_1d_sincos_pos_embed_from_grid(D/2, p), bit for bit the entries of the explorer's matrix.
    const int half = dModel / 2;
    const Matrix axis = sinusoidalEncoding({half, std::max(grid.rows, grid.columns), base, Layout::Concatenated});
    Matrix pe(grid.patches(), dModel);
    for (int n = 0; n < grid.patches(); ++n) {
        pe.row(n).head(half) = axis.row(n % grid.columns);   // MAE's emb_h: its grid[0] is the column
        pe.row(n).tail(half) = axis.row(n / grid.columns);   // MAE's emb_w: the row
    }
    return pe;
}

AxialSplit AxialSplit::ropeVit(int dModel)
{
    return {0, dModel / 4, dModel / 2 - dModel / 4, Axis::Column};
}

AxialSplit AxialSplit::flux(int dModel)
{
    const int time = dModel / 16, space = (dModel / 2 - time) / 2;
    return {time, space, dModel / 2 - time - space, Axis::Row};
}

QString axialRopeError(const GridSize &grid, int dModel, double base, const AxialSplit &split)
{
    if (QString error = gridMatrixError(grid, dModel, base, dModel / 2); !error.isEmpty())
        return error;
    if (dModel % 2 != 0)
        return QCoreApplication::translate("pe::Parameters", "RoPE needs an even d_model: it turns the dimensions in pairs (got %1).").arg(dModel);
    if (split.firstPairs < 1 || split.secondPairs < 1 || split.timePairs < 0
        || split.timePairs + split.firstPairs + split.secondPairs != dModel / 2)
        return QCoreApplication::translate("pe::Parameters", "d_model %1 cannot be shared between the axes this way: each axis "
                                                             "needs at least one pair of dimensions.").arg(dModel);
    return {};
}

// Column k of `angles` from `first` on: p_n · ω_k for the axis positions p (N), with the
// frequencies of a head as wide as the axis's own pairs.
static void fillAxis(Matrix *angles, int first, int pairs, const Vector &position, double base)
{
    for (int k = 0; k < pairs; ++k)
        angles->col(first + k) = position * pairFrequency(k, 2 * pairs, base);
}

Matrix axialRopeAngles(const GridSize &grid, int dModel, double base, const AxialSplit &split)
{
    throwIfError(axialRopeError(grid, dModel, base, split));
    const int n = grid.patches();
    Vector column(n), row(n);
    for (int p = 0; p < n; ++p) {
        column(p) = p % grid.columns;  // rope-vit's t_x = t % end_x, end_x = W
        row(p) = p / grid.columns;     // t_y = t // end_x
    }
    const bool columnFirst = split.first == AxialSplit::Axis::Column;
    Matrix angles = Matrix::Zero(n, dModel / 2);  // the time pairs stay 0: one image is time 0
    fillAxis(&angles, split.timePairs, split.firstPairs, columnFirst ? column : row, base);
    fillAxis(&angles, split.timePairs + split.firstPairs, split.secondPairs, columnFirst ? row : column, base);
    return angles;
}

Matrix applyAxialRope(const Matrix &x, const Matrix &angles)
{
    if (x.rows() != angles.rows() || x.cols() != 2 * angles.cols())
        throw InvalidParameter(QStringLiteral("applyAxialRope: x must be (N × 2·pairs) for angles (N × pairs)."));
    Matrix y = x;
    for (Eigen::Index k = 0; k < angles.cols(); ++k) {
        const Vector c = angles.col(k).array().cos(), s = angles.col(k).array().sin();
        y.col(2 * k) = c.cwiseProduct(x.col(2 * k)) - s.cwiseProduct(x.col(2 * k + 1));
        y.col(2 * k + 1) = s.cwiseProduct(x.col(2 * k)) + c.cwiseProduct(x.col(2 * k + 1));
    }
    return y;
}

namespace {

QString ropeVitError(const GridSize &grid, int dModel, double base)
{
    if (QString error = gridMatrixError(grid, dModel, base, dModel / 2); !error.isEmpty())
        return error;
    if (dModel % 4 != 0)  // arange(0, D, 4)[: D // 4]: a quarter of the dimensions' frequencies for each axis
        return QCoreApplication::translate("pe::Parameters", "Axial RoPE needs d_model divisible by 4: a pair of dimensions for "
                                                             "each frequency, the same frequencies for rows and columns (got %1).").arg(dModel);
    return axialRopeError(grid, dModel, base, AxialSplit::ropeVit(dModel));
}

QString fluxError(const GridSize &grid, int dModel, double base)
{
    if (QString error = gridMatrixError(grid, dModel, base, dModel / 2); !error.isEmpty())
        return error;
    if (dModel % 32 != 0)
        return QCoreApplication::translate("pe::Parameters", "FLUX's split needs d_model divisible by 32 (FLUX.1: 128 = 16 + 56 + 56; "
                                                             "got %1).").arg(dModel);
    return axialRopeError(grid, dModel, base, AxialSplit::flux(dModel));
}

Matrix ropeVitAngles(const GridSize &grid, int dModel, double base)
{
    return axialRopeAngles(grid, dModel, base, AxialSplit::ropeVit(dModel));
}

Matrix fluxAngles(const GridSize &grid, int dModel, double base)
{
    throwIfError(fluxError(grid, dModel, base));
    return axialRopeAngles(grid, dModel, base, AxialSplit::flux(dModel));
}

// `counts` columns of axis 0 (time), 1 (row), 2 (column), in the order given.
std::vector<int> axesInOrder(std::initializer_list<std::pair<int, int>> axisAndCount)
{
    std::vector<int> axes;
    for (const auto &[axis, count] : axisAndCount)
        axes.insert(axes.end(), std::max(0, count), axis);
    return axes;
}

std::vector<int> sinCos2dAxes(int dModel)
{
    return axesInOrder({{2, dModel / 2}, {1, dModel - dModel / 2}});  // MAE's "emb_h" half is the column
}

std::vector<int> splitAxes(const AxialSplit &split)
{
    const bool columnFirst = split.first == AxialSplit::Axis::Column;
    return axesInOrder({{0, split.timePairs}, {columnFirst ? 2 : 1, split.firstPairs}, {columnFirst ? 1 : 2, split.secondPairs}});
}

std::vector<int> ropeVitAxes(int dModel) { return splitAxes(AxialSplit::ropeVit(dModel)); }
std::vector<int> fluxAxes(int dModel) { return splitAxes(AxialSplit::flux(dModel)); }

} // namespace

const std::array<GridScheme, 3> &gridSchemes()
{
    using Measure = GridScheme::Measure;
    static const std::array<GridScheme, 3> schemes{{
        {"sincos-2d", 10000.0, "facebookresearch/mae util/pos_embed.py get_2d_sincos_pos_embed", sinCos2dError, sinCos2dEncoding,
         QT_TRANSLATE_NOOP("pe::GridScheme", "2D sine-cosine (MAE)"),
         QT_TRANSLATE_NOOP("pe::GridScheme", "The first half of the vector encodes the column and the second half the row. "
                                             "MAE's code calls the first half the height, but it holds the column."),
         Measure::CosineSimilarity, cosineSimilarities, sinCos2dAxes},
        {"rope-2d", 100.0, "naver-ai/rope-vit models/vit_rope.py compute_axial_cis", ropeVitError, ropeVitAngles,
         QT_TRANSLATE_NOOP("pe::GridScheme", "axial RoPE (RoPE-ViT)"),
         QT_TRANSLATE_NOOP("pe::GridScheme", "The first half of the rotation pairs turns with the column and the second half "
                                             "with the row."),
         Measure::RopeScore, ropeScores, ropeVitAxes},
        {"rope-2d-flux", 10000.0, "black-forest-labs/flux src/flux/modules/layers.py EmbedND", fluxError, fluxAngles,
         QT_TRANSLATE_NOOP("pe::GridScheme", "axial RoPE, FLUX's split"),
         QT_TRANSLATE_NOOP("pe::GridScheme", "The first eighth of the rotation pairs turns with the time, which is 0 for "
                                             "one picture; then the row turns the next pairs, and the column the rest."),
         Measure::RopeScore, ropeScores, fluxAxes},
    }};
    return schemes;
}

const GridScheme *gridScheme(const QString &name)
{
    for (const GridScheme &scheme : gridSchemes())
        if (name == QLatin1String(scheme.name))
            return &scheme;
    return nullptr;
}

QStringList gridSchemeNames()
{
    QStringList names;
    for (const GridScheme &scheme : gridSchemes())
        names.append(QLatin1String(scheme.name));
    return names;
}

} // namespace pe
