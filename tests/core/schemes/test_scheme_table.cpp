// The scheme table (schemes/table.h): every entry is its scheme's, its matrix has the shape and
// the values its colours and curves promise, and its formula writes out the value an
// independent formula gives.

#include "support/matrix_compare.h"
#include "attention/attention.h"
#include "export/code_snippets.h"
#include "schemes/setting_table.h"
#include "schemes/table.h"

#include <QtTest>
#include <cmath>

using pe::Scheme;
Q_DECLARE_METATYPE(pe::Scheme)
Q_DECLARE_METATYPE(pe::SchemeParams)

namespace {

pe::SchemeParams paramsFor(Scheme scheme, int dModel, int positions, int maxLen = 5)
{
    pe::SchemeParams params;
    params.scheme = scheme;
    params.encoding.dModel = dModel;
    params.encoding.positions = positions;
    params.schemeSettings.maxLen = maxLen;
    return params;
}

} // namespace

class TestSchemeTable : public QObject
{
    Q_OBJECT
private slots:
    void everyEntryIsItsScheme();
    void matrixHasItsShapeAndRange_data();
    void matrixHasItsShapeAndRange();
    void formulaWritesOutTheValue_data();
    void formulaWritesOutTheValue();
    void textsAreFilledIn_data();
    void textsAreFilledIn();
    void onlyTheFlaggedSettingsMatter_data();
    void onlyTheFlaggedSettingsMatter();
    void everyNumberSettingKeepsItsRange_data();
    void everyNumberSettingKeepsItsRange();
    void entriesByOffsetAreTheMatrixs_data();
    void entriesByOffsetAreTheMatrixs();
    void schemeEntriesAreTheMatrixs_data();
    void schemeEntriesAreTheMatrixs();
};

void TestSchemeTable::everyEntryIsItsScheme()
{
    QSet<QString> names;
    for (const Scheme scheme : pe::allSchemes()) {
        const pe::SchemeInfo &info = pe::schemeInfo(scheme);
        QCOMPARE(info.scheme, scheme);
        Scheme parsed = Scheme::Sinusoidal;
        QVERIFY(pe::schemeFromName(pe::schemeName(scheme), &parsed));
        QCOMPARE(parsed, scheme);
        names.insert(pe::schemeName(scheme));
        // Only the schemes that add nothing to the words say why there is no vector to draw.
        QCOMPARE(info.whyNoVectors == nullptr, info.kind == pe::SchemeKind::AddedToWords);
        QVERIFY(info.matrix && info.valueRange && info.curveCaption && info.formula && info.code);
    }
    QCOMPARE(names.size(), pe::allSchemes().size());
}

void TestSchemeTable::matrixHasItsShapeAndRange_data()
{
    QTest::addColumn<Scheme>("scheme");
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("positions");
    for (const Scheme scheme : pe::allSchemes()) {
        const QByteArray name = pe::schemeName(scheme).toUtf8();
        QTest::newRow(name + ", 16 × 8") << scheme << 8 << 16;
        QTest::newRow(name + ", odd d_model") << scheme << 7 << 33;
        QTest::newRow(name + ", one position") << scheme << 4 << 1;
    }
}

void TestSchemeTable::matrixHasItsShapeAndRange()
{
    QFETCH(Scheme, scheme);
    QFETCH(int, dModel);
    QFETCH(int, positions);
    const pe::SchemeParams params = paramsFor(scheme, dModel, positions);
    const pe::SchemeInfo &info = pe::schemeInfo(scheme);
    const pe::Matrix matrix = pe::schemeMatrix(params);
    QCOMPARE(matrix.rows(), positions);
    QCOMPARE(matrix.cols(), info.columns(params));
    QCOMPARE(pe::schemeColumns(params), info.columns(params));

    // Where the entries can be had without the matrix, they are its entries bit for bit.
    if (info.entriesAt) {
        const pe::IndexRange rows{0, 2, (positions + 1) / 2};
        const pe::IndexRange columns{1, 3, (int(matrix.cols()) - 1 + 2) / 3};
        COMPARE_MATRICES(info.entriesAt(params, rows, columns), matrix(pe::indices(rows), pe::indices(columns)), 0.0);
    }
    // Every cell a heatmap shows lies inside its colour range, which is centred on 0 when diverging.
    const pe::ValueRange range = info.valueRange(positions, [&] { return pe::largestFiniteMagnitude(matrix); });
    QVERIFY(range.low < range.high);
    if (range.diverging)
        QCOMPARE(range.low, -range.high);
    for (Eigen::Index k = 0; k < matrix.size(); ++k) {
        if (!std::isfinite(matrix.data()[k]))
            continue;
        const double shown = info.cellValue ? info.cellValue(matrix.data()[k]) : matrix.data()[k];
        QVERIFY2(shown >= range.low && shown <= range.high,
                 qPrintable(QStringLiteral("%1 outside [%2, %3]").arg(shown).arg(range.low).arg(range.high)));
        if (info.valueBound > 0)
            QVERIFY(std::abs(matrix.data()[k]) <= info.valueBound);
    }
}

void TestSchemeTable::formulaWritesOutTheValue_data()
{
    QTest::addColumn<pe::SchemeParams>("params");
    QTest::addColumn<int>("position");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("expected");
    // Each expectation from the formula itself, not from the app.
    QTest::newRow("sinusoidal: sin(3 / 10000^(4/8))") << paramsFor(Scheme::Sinusoidal, 8, 10) << 3 << 4
                                                     << QString::number(std::sin(3 / std::pow(10000.0, 0.5)), 'f', 5);
    QTest::newRow("integer: the position") << paramsFor(Scheme::Integer, 8, 10) << 7 << 0 << QStringLiteral("PE(7, 0) = 7");
    QTest::newRow("normalized: 4 / 10") << paramsFor(Scheme::Normalized, 8, 11) << 4 << 0 << QStringLiteral("= 0.40000");
    QTest::newRow("normalized: one number, in dimension 0") << paramsFor(Scheme::Normalized, 8, 11) << 4 << 2 << QStringLiteral("PE(4, 2) = 0");
    QTest::newRow("binary: bit 1 of 6") << paramsFor(Scheme::Binary, 8, 10) << 6 << 1 << QStringLiteral("bit 1 of 6 = 1");
    QTest::newRow("learned: no row past max_len") << paramsFor(Scheme::Learned, 8, 10, 5) << 7 << 1 << QStringLiteral("no row 7");
    QTest::newRow("rope: 3 / 10000^(2/8)") << paramsFor(Scheme::Rope, 8, 10) << 3 << 1 << QStringLiteral("= 0.30000 radians");
    QTest::newRow("alibi: -1/2 · |2 - 5|") << paramsFor(Scheme::Alibi, 8, 10) << 2 << 5 << QStringLiteral("= -1.50000");
}

void TestSchemeTable::formulaWritesOutTheValue()
{
    QFETCH(pe::SchemeParams, params);
    QFETCH(int, position);
    QFETCH(int, column);
    QFETCH(QString, expected);
    const double value = pe::schemeMatrix(params)(position, column);
    const QString text = pe::schemeInfo(params.scheme).formula(params, position, column, value);
    QVERIFY2(text.contains(expected), qPrintable(text));
}

void TestSchemeTable::textsAreFilledIn_data()
{
    QTest::addColumn<Scheme>("scheme");
    for (const Scheme scheme : pe::allSchemes())
        QTest::newRow(qPrintable(pe::schemeName(scheme))) << scheme;
}

void TestSchemeTable::textsAreFilledIn()
{
    QFETCH(Scheme, scheme);
    const pe::SchemeParams params = paramsFor(scheme, 8, 12);
    const pe::SchemeInfo &info = pe::schemeInfo(scheme);
    QStringList texts{pe::schemeTitle(scheme), pe::schemeExplanation(scheme), info.curveName(params, 3),
                      info.curveCaption(params, 3), info.offsetCheck(params, 1, 4)};
    if (info.formulaDetails)
        texts.append(info.formulaDetails(params, 3));
    for (const QString &text : texts) {
        QVERIFY(!text.trimmed().isEmpty());
        // Every placeholder was given its number.
        QVERIFY2(!text.contains(QRegularExpression(QStringLiteral("%\\d"))), qPrintable(text));
    }
}

void TestSchemeTable::onlyTheFlaggedSettingsMatter_data()
{
    QTest::addColumn<Scheme>("scheme");
    for (const Scheme scheme : pe::allSchemes())
        QTest::newRow(qPrintable(pe::schemeName(scheme))) << scheme;
}

// settingsReadBy() keeps exactly the settings the entry flags, and the ones it drops change
// nothing the scheme computes: its matrix, its Show Code lines, attention with it. A flag left
// off an entry that reads the setting fails here.
void TestSchemeTable::onlyTheFlaggedSettingsMatter()
{
    QFETCH(Scheme, scheme);
    const pe::SchemeSettings defaults;
    pe::SchemeSettings changed;  // every field away from its default
    changed.maxLen = 7;
    changed.t5 = {8, 12, true};
    changed.ropeScale = {pe::RopeScaling::Ntk, 3.0};
    changed.ropeLayout = pe::Layout::Concatenated;
    changed.shawClip = 2;
    changed.shawValues = true;
    const int uses = pe::schemeInfo(scheme).settings;
    const pe::SchemeSettings read = pe::settingsReadBy(scheme, changed);
    QCOMPARE(read.maxLen, (uses & pe::UsesMaxLen) ? changed.maxLen : defaults.maxLen);
    QCOMPARE(read.t5, (uses & pe::UsesBuckets) ? changed.t5 : defaults.t5);
    QCOMPARE(read.ropeScale, (uses & pe::UsesRopeScale) ? changed.ropeScale : defaults.ropeScale);
    QCOMPARE(read.ropeLayout, (uses & pe::UsesRopeLayout) ? changed.ropeLayout : defaults.ropeLayout);
    QCOMPARE(read.shawClip, (uses & pe::UsesShawClip) ? changed.shawClip : defaults.shawClip);
    QCOMPARE(read.shawValues, (uses & pe::UsesShawClip) ? changed.shawValues : defaults.shawValues);
    QCOMPARE(pe::settingsReadBy(scheme, read), read);
    QCOMPARE(pe::settingsReadBy(std::nullopt, changed), defaults);

    pe::SchemeParams all = paramsFor(scheme, 8, 6);
    all.schemeSettings = changed;
    pe::SchemeParams onlyRead = all;
    onlyRead.schemeSettings = read;
    COMPARE_MATRICES(pe::schemeMatrix(all), pe::schemeMatrix(onlyRead), 0.0);
    const pe::SchemeInfo &info = pe::schemeInfo(scheme);
    const pe::CodeDialect numpy = pe::CodeDialect::of(pe::CodeLanguage::NumPy);
    QCOMPARE(info.code(all, numpy), info.code(onlyRead, numpy));
    QCOMPARE(info.curveCaption(all, 1), info.curveCaption(onlyRead, 1));

    pe::AttentionOptions options;
    options.dModel = 8;
    options.heads = 2;
    options.scheme = scheme;
    options.projection = pe::Projection::Random;
    options.schemeSettings = changed;
    const QStringList tokens{"the", "dog", "bit", "the", "man"};
    const pe::AttentionResult withAll = pe::computeAttention(tokens, options);
    options.schemeSettings = read;
    COMPARE_MATRICES(withAll.weights, pe::computeAttention(tokens, options).weights, 0.0);
}

QTEST_GUILESS_MAIN(TestSchemeTable)
void TestSchemeTable::everyNumberSettingKeepsItsRange_data()
{
    QTest::addColumn<int>("row");
    for (int row = 0; row < int(pe::numberSettings().size()); ++row)
        if (!pe::numberSettings()[row].yesNo)
            QTest::newRow(pe::numberSettings()[row].key) << row;
}

// Each number setting of the table, one past either end of its range, is refused for a scheme
// that reads it and left alone for one that does not; read from the table, so a new row is
// checked as it is added. settingsReadBy() keeps it for its schemes only.
void TestSchemeTable::everyNumberSettingKeepsItsRange()
{
    QFETCH(int, row);
    const pe::NumberSetting &setting = pe::numberSettings()[row];
    for (pe::Scheme scheme : pe::allSchemes()) {
        const bool reads = pe::schemeInfo(scheme).settings & setting.readBy;
        for (int value : {setting.minimum - 1, setting.maximum + 1}) {
            pe::SchemeParams params;
            params.scheme = scheme;
            setting.set(params.schemeSettings, value);
            QCOMPARE(pe::schemeSettingsError(params).isEmpty(), !reads);
            QCOMPARE(setting.get(pe::settingsReadBy(scheme, params.schemeSettings)), reads ? value : pe::defaultValue(setting));
        }
    }
}

#include "test_scheme_table.moc"

void TestSchemeTable::entriesByOffsetAreTheMatrixs_data()
{
    QTest::addColumn<pe::SchemeParams>("params");
    pe::SchemeParams alibi3 = paramsFor(Scheme::Alibi, 8, 37);
    alibi3.heads = 3;
    pe::SchemeParams t5Causal = paramsFor(Scheme::T5, 8, 300);
    t5Causal.schemeSettings.t5 = {16, 40, true};
    pe::SchemeParams shaw = paramsFor(Scheme::Shaw, 8, 41);
    shaw.schemeSettings.shawClip = 3;
    QTest::newRow("alibi, 8 heads, 300 positions") << paramsFor(Scheme::Alibi, 8, 300);
    QTest::newRow("alibi, 3 heads, 37 positions") << alibi3;
    QTest::newRow("alibi, one position") << paramsFor(Scheme::Alibi, 8, 1);
    QTest::newRow("t5, bidirectional, 300 positions") << paramsFor(Scheme::T5, 8, 300);
    QTest::newRow("t5, causal 16 buckets to 40") << t5Causal;
    QTest::newRow("t5, two positions") << paramsFor(Scheme::T5, 8, 2);
    QTest::newRow("shaw, k = 3, 41 positions") << shaw;
    QTest::newRow("shaw, one position") << paramsFor(Scheme::Shaw, 8, 1);
}

// The explorer asks ALiBi, T5 and Shaw for the entries it shows only, from their values by
// offset: they are the whole matrix's, bit for bit, wherever they are taken, and the largest of
// the values by offset is the matrix's largest.
void TestSchemeTable::entriesByOffsetAreTheMatrixs()
{
    QFETCH(pe::SchemeParams, params);
    const pe::SchemeInfo &info = pe::schemeInfo(params.scheme);
    QVERIFY(info.byOffset);
    const pe::Matrix whole = info.matrix(params);
    const pe::Vector byOffset = info.byOffset(params);
    const int n = params.encoding.positions;
    QCOMPARE(byOffset.size(), 2 * n - 1);
    const auto last = [n](int stride) { return pe::IndexRange{n - 1, stride, 1}; };
    const QList<std::pair<pe::IndexRange, pe::IndexRange>> ranges{
        {{0, 1, n}, {0, 1, n}},                                             // all of it
        {{0, 7, (n - 1) / 7 + 1}, {0, 3, (n - 1) / 3 + 1}},                 // sampled, as the heatmap asks
        {last(1), {0, 1, n}},                                               // the last row
        {{0, 1, n}, last(1)},                                               // the last column
        {{n / 2, 1, 1}, {n / 3, 1, 1}},                                     // one cell, as the formula asks
    };
    for (const auto &[rows, columns] : ranges) {
        const pe::Matrix entries = pe::entriesByOffset(byOffset, rows, columns);
        const pe::Matrix expected = whole(pe::indices(rows), pe::indices(columns));
        QCOMPARE(entries.rows(), expected.rows());
        QCOMPARE(entries.cols(), expected.cols());
        QVERIFY2(entries == expected, qPrintable(QStringLiteral("rows from %1 by %2, columns from %3 by %4")
                                                     .arg(rows.first).arg(rows.stride).arg(columns.first).arg(columns.stride)));
    }
    QCOMPARE(pe::largestFiniteMagnitude(byOffset), pe::largestFiniteMagnitude(whole));
}

void TestSchemeTable::schemeEntriesAreTheMatrixs_data()
{
    QTest::addColumn<pe::SchemeParams>("params");
    for (const Scheme scheme : pe::allSchemes())
        QTest::newRow(qPrintable(pe::schemeName(scheme))) << paramsFor(scheme, 9, 37);
}

// What the compared heatmap asks for: the sampled entries and the largest value of any scheme's
// matrix, bit for bit the whole matrix's (a learned table's rows past max_len are NaN in both).
void TestSchemeTable::schemeEntriesAreTheMatrixs()
{
    QFETCH(pe::SchemeParams, params);
    const pe::Matrix whole = pe::schemeMatrix(params);
    const pe::IndexRange rows{1, 5, 8}, columns{0, 2, int(whole.cols() + 1) / 2};
    const pe::Matrix entries = pe::schemeEntriesAt(params, rows, columns);
    const pe::Matrix expected = whole(pe::indices(rows), pe::indices(columns));
    QCOMPARE(entries.rows(), expected.rows());
    QCOMPARE(entries.cols(), expected.cols());
    QVERIFY((entries.array() == expected.array() || (entries.array().isNaN() && expected.array().isNaN())).all());
    QCOMPARE(pe::schemeLargestMagnitude(params), pe::largestFiniteMagnitude(whole));
}
