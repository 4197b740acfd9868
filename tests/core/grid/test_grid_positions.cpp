// Positions beyond a line: the properties a student is shown (MAE's sin-cos is separable into a
// column half and a row half; an axial RoPE score depends on (Δrow, Δcolumn) alone), Qwen2-VL's
// M-RoPE ids on hand-worked strips, the mrope_section slots, and every validation message. The
// values against MAE's, rope-vit's, FLUX's and Hugging Face's own code are in
// tests/app/numpy_reference.py.

#include "support/matrix_compare.h"
#include "grid/grid_encoding.h"
#include "grid/grid_similarity.h"
#include "grid/multimodal_rope.h"

#include <QtTest>
#include <cmath>
#include <functional>

using pe::AxialSplit;
using pe::GridSize;

Q_DECLARE_METATYPE(pe::GridSize)
Q_DECLARE_METATYPE(pe::MultimodalRope)

namespace {

constexpr double kTolerance = 1e-12;

// A row of ints as Eigen's (1 × n), for QCOMPARE of an id row.
QList<int> rowOf(const Eigen::MatrixXi &ids, int row)
{
    QList<int> values;
    for (Eigen::Index j = 0; j < ids.cols(); ++j)
        values.append(ids(row, j));
    return values;
}

} // namespace

class TestGridPositions : public QObject
{
    Q_OBJECT
private slots:
    void sinCosIsSeparable_data();
    void sinCosIsSeparable();
    void ropeScoreDependsOnOffset_data();
    void ropeScoreDependsOnOffset();
    void similarityMatchesClosedForm_data();
    void similarityMatchesClosedForm();
    void similarityProperties_data();
    void similarityProperties();
    void measuredChecksSeeABreak();
    void mostSimilarAreTheNeighbours();
    void columnAxes_data();
    void columnAxes();
    void multimodalIds_data();
    void multimodalIds();
    void sectionSlots();
    void validationMessages_data();
    void validationMessages();
};

void TestGridPositions::sinCosIsSeparable_data()
{
    QTest::addColumn<GridSize>("grid");
    QTest::addColumn<int>("dModel");
    QTest::newRow("3 x 5, D 8") << GridSize{3, 5} << 8;
    QTest::newRow("4 x 4, D 16") << GridSize{4, 4} << 16;
    QTest::newRow("1 x 7, D 12") << GridSize{1, 7} << 12;
    QTest::newRow("6 x 2, D 64") << GridSize{6, 2} << 64;
}

// The first half (MAE's emb_h) depends on the column alone and the second on the row alone, and
// the first half of column c is sin(c ω_k), cos(c ω_k) with ω_0 = 1.
void TestGridPositions::sinCosIsSeparable()
{
    QFETCH(GridSize, grid);
    QFETCH(int, dModel);
    const pe::Matrix pe = pe::sinCos2dEncoding(grid, dModel);
    QCOMPARE(pe.rows(), grid.patches());
    QCOMPARE(pe.cols(), dModel);
    const int half = dModel / 2;
    for (int n = 0; n < grid.patches(); ++n) {
        const int row = n / grid.columns, column = n % grid.columns;
        COMPARE_MATRICES(pe.row(n).head(half), pe.row(column).head(half), 0.0);              // patch (0, c)
        COMPARE_MATRICES(pe.row(n).tail(half), pe.row(row * grid.columns).tail(half), 0.0);  // patch (r, 0)
        QVERIFY2(std::abs(pe(n, 0) - std::sin(double(column))) <= kTolerance, qPrintable(QStringLiteral("patch %1").arg(n)));
        QVERIFY2(std::abs(pe(n, half) - std::sin(double(row))) <= kTolerance, qPrintable(QStringLiteral("patch %1").arg(n)));
        QVERIFY2(std::abs(pe(n, half / 2) - std::cos(double(column))) <= kTolerance, qPrintable(QStringLiteral("patch %1").arg(n)));
    }
}

void TestGridPositions::ropeScoreDependsOnOffset_data()
{
    QTest::addColumn<GridSize>("grid");
    QTest::addColumn<int>("dModel");
    QTest::addColumn<double>("base");
    QTest::addColumn<bool>("flux");
    QTest::newRow("rope-vit 3 x 5, D 8") << GridSize{3, 5} << 8 << 100.0 << false;
    QTest::newRow("rope-vit 4 x 4, D 16") << GridSize{4, 4} << 16 << 100.0 << false;
    QTest::newRow("rope-vit 1 x 7, D 12") << GridSize{1, 7} << 12 << 100.0 << false;
    QTest::newRow("FLUX 4 x 6, D 32") << GridSize{4, 6} << 32 << 10000.0 << true;
}

// The same query and key at every patch: the score of patches a and b is q·R(θ_b − θ_a)q, equal for
// equal (Δrow, Δcolumn). And the pairs turn by the axis each split names: rope-vit's pair 0 by the
// column, FLUX's first pairs not at all (time 0), its next by the row.
void TestGridPositions::ropeScoreDependsOnOffset()
{
    QFETCH(GridSize, grid);
    QFETCH(int, dModel);
    QFETCH(double, base);
    QFETCH(bool, flux);
    const AxialSplit split = flux ? AxialSplit::flux(dModel) : AxialSplit::ropeVit(dModel);
    const pe::Matrix angles = pe::axialRopeAngles(grid, dModel, base, split);
    QCOMPARE(angles.rows(), grid.patches());
    QCOMPARE(angles.cols(), dModel / 2);
    pe::Vector q(dModel);
    for (int j = 0; j < dModel; ++j)
        q(j) = std::sin(1.0 + 0.7 * j);  // any vector with no zeros
    const pe::Matrix turned = pe::applyAxialRope(q.transpose().replicate(grid.patches(), 1), angles);
    const pe::Matrix scores = turned * turned.transpose();
    QHash<QPair<int, int>, double> byOffset;
    double worst = 0.0;
    for (int a = 0; a < grid.patches(); ++a)
        for (int b = 0; b < grid.patches(); ++b) {
            const QPair<int, int> offset(b / grid.columns - a / grid.columns, b % grid.columns - a % grid.columns);
            worst = std::max(worst, std::abs(byOffset.value(offset, scores(a, b)) - scores(a, b)));
            byOffset.insert(offset, scores(a, b));
        }
    QVERIFY2(worst <= kTolerance, qPrintable(QStringLiteral("scores at one offset differ by %1").arg(worst)));
    for (int n = 0; n < grid.patches(); ++n) {
        const double first = flux ? angles(n, split.timePairs) : angles(n, 0);
        QCOMPARE(first, double(flux ? n / grid.columns : n % grid.columns));  // ω_0 = 1
        QCOMPARE(angles(n, split.timePairs + split.firstPairs), double(flux ? n % grid.columns : n / grid.columns));
        if (flux)
            QCOMPARE(angles.row(n).head(split.timePairs).cwiseAbs().sum(), 0.0);
    }
}

// The rows every similarity test runs: each grid scheme on non-square grids.
static void addSchemeRows()
{
    QTest::addColumn<QString>("scheme");
    QTest::addColumn<GridSize>("grid");
    QTest::addColumn<int>("dModel");
    QTest::addColumn<double>("base");
    QTest::newRow("sin-cos 3 x 5, D 8") << QStringLiteral("sincos-2d") << GridSize{3, 5} << 8 << 10000.0;
    QTest::newRow("sin-cos 7 x 2, D 16, base 100") << QStringLiteral("sincos-2d") << GridSize{7, 2} << 16 << 100.0;
    QTest::newRow("rope-vit 3 x 5, D 8") << QStringLiteral("rope-2d") << GridSize{3, 5} << 8 << 100.0;
    QTest::newRow("rope-vit 7 x 2, D 12") << QStringLiteral("rope-2d") << GridSize{7, 2} << 12 << 100.0;
    QTest::newRow("FLUX 3 x 5, D 32") << QStringLiteral("rope-2d-flux") << GridSize{3, 5} << 32 << 10000.0;
    QTest::newRow("FLUX 7 x 2, D 64, base 50") << QStringLiteral("rope-2d-flux") << GridSize{7, 2} << 64 << 50.0;
}

// The same numbers written out with cosines of differences, apart from the code:
// sin-cos and rope-vit  (2/D) Σ_{k<D/4} [cos(ω_k Δc) + cos(ω_k Δr)],  ω_k = b^(-4k/D);
// FLUX                  (2/D) [D/16 + Σ_{k<P} (cos(ω_k Δr) + cos(ω_k Δc))],  P = 7D/32, ω_k = b^(-k/P).
static double closedForm(const QString &scheme, int dModel, double base, int dRow, int dColumn)
{
    double sum = 0.0;
    if (scheme == QLatin1String("rope-2d-flux")) {
        const int pairs = 7 * dModel / 32;
        sum = dModel / 16;
        for (int k = 0; k < pairs; ++k)
            sum += std::cos(dRow * std::pow(base, -double(k) / pairs)) + std::cos(dColumn * std::pow(base, -double(k) / pairs));
    } else {
        for (int k = 0; k < dModel / 4; ++k)
            sum += std::cos(dRow * std::pow(base, -4.0 * k / dModel)) + std::cos(dColumn * std::pow(base, -4.0 * k / dModel));
    }
    return 2.0 * sum / dModel;
}

void TestGridPositions::similarityMatchesClosedForm_data()
{
    addSchemeRows();
}

void TestGridPositions::similarityMatchesClosedForm()
{
    QFETCH(QString, scheme);
    QFETCH(GridSize, grid);
    QFETCH(int, dModel);
    QFETCH(double, base);
    const pe::GridScheme &entry = *pe::gridScheme(scheme);
    const pe::Matrix similarities = entry.similarities(entry.matrix(grid, dModel, base));
    pe::Matrix expected(grid.patches(), grid.patches());
    for (int n = 0; n < grid.patches(); ++n)
        for (int m = 0; m < grid.patches(); ++m)
            expected(n, m) = closedForm(scheme, dModel, base, m / grid.columns - n / grid.columns, m % grid.columns - n % grid.columns);
    COMPARE_MATRICES(similarities, expected, kTolerance);
    // The map of one patch is its row, laid out as the grid.
    const int patch = grid.patches() - 2;
    const pe::Matrix map = pe::patchMap(similarities, grid, patch);
    QCOMPARE(map.rows(), grid.rows);
    QCOMPARE(map.cols(), grid.columns);
    QCOMPARE(map(1, 0), expected(patch, grid.columns));
}

void TestGridPositions::similarityProperties_data()
{
    addSchemeRows();
}

// Itself 1, symmetric, a function of the offset alone, and every patch's map a column part plus a
// row part: measured by the functions the view's sentences read.
void TestGridPositions::similarityProperties()
{
    QFETCH(QString, scheme);
    QFETCH(GridSize, grid);
    QFETCH(int, dModel);
    QFETCH(double, base);
    const pe::GridScheme &entry = *pe::gridScheme(scheme);
    const pe::Matrix similarities = entry.similarities(entry.matrix(grid, dModel, base));
    COMPARE_MATRICES(similarities.diagonal(), pe::Vector::Ones(grid.patches()), kTolerance);
    COMPARE_MATRICES(similarities, similarities.transpose(), kTolerance);
    const pe::OffsetCheck offsets = pe::offsetCheck(similarities, grid);
    QVERIFY2(offsets.largestDifference <= kTolerance, qPrintable(QString::number(offsets.largestDifference)));
    QVERIFY(offsets.pairsCompared > 0);
    for (int n = 0; n < grid.patches(); ++n) {
        const double gap = pe::separabilityGap(pe::patchMap(similarities, grid, n));
        QVERIFY2(gap <= kTolerance, qPrintable(QStringLiteral("patch %1: %2").arg(n).arg(gap)));
    }
}

// The checks are measurements: a map that is not a column part plus a row part, or not a function
// of the offset, is reported as such, with the size of the break.
void TestGridPositions::measuredChecksSeeABreak()
{
    pe::Matrix product(3, 5);  // r·c: not a sum of a column part and a row part
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 5; ++c)
            product(r, c) = r * c;
    // Less its column means c and its row means 2r, plus the mean 2: (r − 1)(c − 2), at most 2 at the corners.
    QVERIFY2(std::abs(pe::separabilityGap(product) - 2.0) <= kTolerance, qPrintable(QString::number(pe::separabilityGap(product))));
    QCOMPARE(pe::separabilityGap(pe::Matrix::Constant(2, 3, 0.5)), 0.0);
    const GridSize grid{2, 3};
    pe::Matrix similarities = pe::Matrix::Identity(grid.patches(), grid.patches());
    QCOMPARE(pe::offsetCheck(similarities, grid).largestDifference, 0.0);
    similarities(0, 1) = 0.25;  // (0,0)→(0,1) differs from (0,1)→(0,2), offset (0, 1)
    QCOMPARE(pe::offsetCheck(similarities, grid).largestDifference, 0.25);
}

// The four patches one step away share the highest similarity and score; the patch itself is left out.
void TestGridPositions::mostSimilarAreTheNeighbours()
{
    const GridSize grid{3, 5};
    for (const pe::GridScheme &entry : pe::gridSchemes()) {
        const pe::Matrix similarities = entry.similarities(entry.matrix(grid, 32, entry.defaultBase));
        std::vector<int> best = pe::mostSimilarPatches(similarities, 7, 4);  // patch (1, 2)
        std::sort(best.begin(), best.end());
        QCOMPARE(QList<int>(best.begin(), best.end()), (QList<int>{2, 6, 8, 12}));
        QCOMPARE(int(pe::mostSimilarPatches(similarities, 7, 99).size()), grid.patches() - 1);
    }
}

void TestGridPositions::columnAxes_data()
{
    QTest::addColumn<QString>("scheme");
    QTest::addColumn<int>("dModel");
    QTest::addColumn<QList<int>>("axes");  ///< 0 time, 1 row, 2 column
    QTest::newRow("sin-cos D 8: columns, then rows") << QStringLiteral("sincos-2d") << 8 << QList<int>{2, 2, 2, 2, 1, 1, 1, 1};
    QTest::newRow("rope-vit D 8: column pairs first") << QStringLiteral("rope-2d") << 8 << QList<int>{2, 2, 1, 1};
    QTest::newRow("FLUX D 32: time, rows, columns") << QStringLiteral("rope-2d-flux") << 32
                                                    << QList<int>{0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2};
}

// The axes the table names are the ones the angles turn with.
void TestGridPositions::columnAxes()
{
    QFETCH(QString, scheme);
    QFETCH(int, dModel);
    QFETCH(QList<int>, axes);
    const pe::GridScheme &entry = *pe::gridScheme(scheme);
    const std::vector<int> actual = entry.columnAxes(dModel);
    QCOMPARE(QList<int>(actual.begin(), actual.end()), axes);
    const GridSize grid{3, 5};
    const pe::Matrix matrix = entry.matrix(grid, dModel, entry.defaultBase);
    QCOMPARE(int(matrix.cols()), int(axes.size()));
    // Patch 6 is (1, 1), patch 7 (1, 2): only the column's entries differ; patch 11 (2, 1): only the row's.
    for (int j = 0; j < matrix.cols(); ++j) {
        QCOMPARE(matrix(6, j) != matrix(7, j), axes[j] == 2);
        QCOMPARE(matrix(6, j) != matrix(11, j), axes[j] == 1);
    }
}

void TestGridPositions::multimodalIds_data()
{
    QTest::addColumn<QString>("strip");
    QTest::addColumn<pe::MultimodalRope>("rope");
    QTest::addColumn<QList<int>>("temporal");
    QTest::addColumn<QList<int>>("height");
    QTest::addColumn<QList<int>>("width");
    const pe::MultimodalRope qwen2;
    pe::MultimodalRope seconds{2, true, 1.0, 2.0}, threeQuarters{2, true, 0.75, 2.0};
    // Three words, then an image of 4 × 6 patches: 2 × 3 tokens after the merge, starting at 3;
    // the next words start at 3 + max(0, 1, 2) + 1 = 6, not at 3 + 6 = 9.
    QTest::newRow("text, image, text") << QStringLiteral("text:3,image:4x6,text:2") << qwen2 << QList<int>{0, 1, 2, 3, 3, 3, 3, 3, 3, 6, 7}
                                       << QList<int>{0, 1, 2, 3, 3, 3, 4, 4, 4, 6, 7} << QList<int>{0, 1, 2, 3, 4, 5, 3, 4, 5, 6, 7};
    // Ten image tokens (4 × 10 patches, 2 × 5 tokens) use positions 0–4 only.
    QTest::newRow("ten image tokens use 0-4") << QStringLiteral("image:4x10,text:1") << qwen2 << QList<int>(10, 0) + QList<int>{5}
                                              << QList<int>{0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 5}
                                              << QList<int>{0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 5};
    // Three frames of one token each: Qwen2-VL counts frames, Qwen2.5-VL seconds · tokens per second.
    QTest::newRow("video, frames") << QStringLiteral("text:1,video:3x2x2,text:1") << qwen2 << QList<int>{0, 1, 2, 3, 4}
                                   << QList<int>{0, 1, 1, 1, 4} << QList<int>{0, 1, 1, 1, 4};
    QTest::newRow("video, frames, kinds in Chinese") << QString::fromUtf8("文本:1,视频:3x2x2,文本:1") << qwen2 << QList<int>{0, 1, 2, 3, 4}
                                                     << QList<int>{0, 1, 1, 1, 4} << QList<int>{0, 1, 1, 1, 4};
    QTest::newRow("video, 1 s a frame, 2 tokens a second") << QStringLiteral("text:1,video:3x2x2,text:1") << seconds << QList<int>{0, 1, 3, 5, 6}
                                                           << QList<int>{0, 1, 1, 1, 6} << QList<int>{0, 1, 1, 1, 6};
    // long(1 · 0.75 · 2) = long(1.5) = 1, long(2 · 0.75 · 2) = 3.
    QTest::newRow("video, 0.75 s a frame, truncated") << QStringLiteral("text:1,video:3x2x2,text:1") << threeQuarters
                                                      << QList<int>{0, 1, 2, 4, 5} << QList<int>{0, 1, 1, 1, 5} << QList<int>{0, 1, 1, 1, 5};
    QTest::newRow("image with seconds: time 0") << QStringLiteral("text:2,image:2x4") << seconds << QList<int>{0, 1, 2, 2}
                                                << QList<int>{0, 1, 2, 2} << QList<int>{0, 1, 2, 3};
}

void TestGridPositions::multimodalIds()
{
    QFETCH(QString, strip);
    QFETCH(pe::MultimodalRope, rope);
    QFETCH(QList<int>, temporal);
    QFETCH(QList<int>, height);
    QFETCH(QList<int>, width);
    QList<pe::TokenSpan> spans;
    QString error;
    QVERIFY2(pe::tokenSpansFromText(strip, &spans, &error), qPrintable(error));
    QCOMPARE(pe::tokenSpansText(spans), QString(strip).replace(QString::fromUtf8("文本"), QStringLiteral("text"))
                                            .replace(QString::fromUtf8("视频"), QStringLiteral("video")));
    const Eigen::MatrixXi ids = pe::multimodalPositionIds(spans, rope);
    QCOMPARE(rowOf(ids, 0), temporal);
    QCOMPARE(rowOf(ids, 1), height);
    QCOMPARE(rowOf(ids, 2), width);
}

// Qwen2-VL's [16, 24, 24]: the time the 16 fastest slots, height and width the slower ones;
// Qwen3-VL's interleaved [24, 20, 20]: t, h, w, t, h, w, … and the last slots temporal.
void TestGridPositions::sectionSlots()
{
    const std::vector<int> contiguous = pe::mropeSlotAxes({16, 24, 24});
    QCOMPARE(int(contiguous.size()), 64);
    for (int j = 0; j < 64; ++j)
        QCOMPARE(contiguous[j], j < 16 ? 0 : j < 40 ? 1 : 2);
    const std::vector<int> axes = pe::mropeSlotAxes({24, 20, 20}, pe::SectionLayout::Interleaved);
    const QList<int> interleaved(axes.begin(), axes.end());
    QCOMPARE(interleaved.size(), 64);
    QCOMPARE(interleaved.first(6), (QList<int>{0, 1, 2, 0, 1, 2}));
    QCOMPARE(interleaved.last(4), (QList<int>{0, 0, 0, 0}));
    QCOMPARE(interleaved.count(1), 20);
    QCOMPARE(interleaved.count(2), 20);
}

void TestGridPositions::validationMessages_data()
{
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("expected");  ///< a part of the message; empty when the input is fine
    const auto spansError = [](const QString &strip, int merge) {
        QList<pe::TokenSpan> spans;
        QString error;
        return pe::tokenSpansFromText(strip, &spans, &error) ? pe::multimodalRopeError(spans, {merge}) : error;
    };
    GridSize parsed;
    QTest::newRow("grid 3x5 reads") << QString(pe::gridFromText(QStringLiteral("3x5"), &parsed) && parsed == GridSize{3, 5} ? "" : "no") << QString();
    QTest::newRow("grid 3x reads not") << QString(pe::gridFromText(QStringLiteral("3x"), &parsed) ? "" : "no") << QStringLiteral("no");
    QTest::newRow("grid 0 x 5") << pe::validationError(GridSize{0, 5}) << QStringLiteral("at least one row");
    QTest::newRow("grid too many patches") << pe::validationError(GridSize{2048, 2048}) << QStringLiteral("at most");
    QTest::newRow("sin-cos fine") << pe::sinCos2dError({3, 5}, 8, 10000.0) << QString();
    QTest::newRow("sin-cos D 6") << pe::sinCos2dError({3, 5}, 6, 10000.0) << QStringLiteral("divisible by 4");
    QTest::newRow("sin-cos base 1") << pe::sinCos2dError({3, 5}, 8, 1.0) << QStringLiteral("base");
    QTest::newRow("rope D 7") << pe::axialRopeError({3, 5}, 7, 100.0, AxialSplit::ropeVit(7)) << QStringLiteral("even d_model");
    QTest::newRow("rope D 2") << pe::axialRopeError({3, 5}, 2, 100.0, AxialSplit::ropeVit(2)) << QStringLiteral("each axis");
    QTest::newRow("flux D 48") << pe::gridScheme(QStringLiteral("rope-2d-flux"))->error({3, 5}, 48, 10000.0) << QStringLiteral("divisible by 32");
    QTest::newRow("strip fine") << spansError(QStringLiteral("text:3,image:4x6,video:2x4x4,text:2"), 2) << QString();
    QTest::newRow("strip unknown kind") << spansError(QStringLiteral("text:3,picture:2x2"), 2) << QStringLiteral("Item 2");
    QTest::newRow("strip video of two sizes") << spansError(QStringLiteral("video:4x4"), 2) << QStringLiteral("Item 1");
    QTest::newRow("strip text of zero") << spansError(QStringLiteral("text:0"), 2) << QStringLiteral("below 1");
    QTest::newRow("merge does not divide") << spansError(QStringLiteral("text:1,image:3x4"), 2) << QStringLiteral("merge 2 must divide");
    QTest::newRow("merge 3 divides") << spansError(QStringLiteral("image:3x6"), 3) << QString();
    QTest::newRow("merge 0") << spansError(QStringLiteral("text:2"), 0) << QStringLiteral("spatial merge");
}

void TestGridPositions::validationMessages()
{
    QFETCH(QString, message);
    QFETCH(QString, expected);
    if (expected.isEmpty())
        QCOMPARE(message, QString());
    else
        QVERIFY2(message.contains(expected), qPrintable(message));
}

QTEST_GUILESS_MAIN(TestGridPositions)
#include "test_grid_positions.moc"
