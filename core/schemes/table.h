#pragma once
// One entry per position scheme: everything the app says and draws about a scheme that differs
// from one scheme to the next. The views, the command line, lesson files and Show Code read the
// entry instead of switching on the scheme, so a new scheme is its core function (declared in
// position_schemes.h), one file NAME.cpp holding its entry, a line in table.cpp,
// its tests and its translations. A whole-number or yes/no setting of a scheme is a field of
// SchemeSettings and a row of setting_table.cpp, which lesson files, the command line, the
// exports and Show Code loop over.
// Dimension letters used below: L = number of positions, D = d_model.

#include "schemes/position_schemes.h"
#include "schemes/scheme_kind.h"

#include <QCoreApplication>
#include <QString>
#include <functional>
#include <optional>

namespace pe {

struct CodeDialect;

/// The translation context of every text of the scheme entries.
struct Schemes
{
    Q_DECLARE_TR_FUNCTIONS(pe::Schemes)
};

/// The settings a scheme reads besides d_model and the number of positions: only these are
/// checked, saved with it and offered next to it.
enum SchemeSetting {
    UsesBase = 1,    ///< the base of the frequencies
    UsesLayout = 2,  ///< where sines and cosines go (SinusoidalParams::layout)
    UsesMaxLen = 4,  ///< rows of a table
    UsesHeads = 8,   ///< one slope per head
    UsesBuckets = 16,  ///< T5's buckets, max distance and direction
    UsesRopeScale = 32,  ///< RoPE's scaling for longer sentences
    UsesShawClip = 64,   ///< Shaw's clipping distance (and in training, its relative values)
    UsesRopeLayout = 128,  ///< which dimensions RoPE turns together (SchemeSettings::ropeLayout)
};
/// The layout box's flags: the sinusoidal scheme's layout or RoPE's pairs.
inline constexpr int kUsesEitherLayout = UsesLayout | UsesRopeLayout;

/// The colour range of a scheme's heatmap.
struct ValueRange
{
    bool diverging;  ///< signed values around 0 (else one-signed, dark to light)
    double low;
    double high;
};

// Pieces several entries share, and the defaults of an entry.
/// D columns, one per dimension.
int dModelColumns(const SchemeParams &params);
/// "dimension 2".
QString dimensionCurveName(const SchemeParams &params, int column);
/// The offset check of the schemes whose dot products depend on where two positions are.
QString dotsDependOnWhere(const SchemeParams &params, int position, int comparePosition);

/// An entry lists what is its own; what it leaves out is as for the schemes that add a vector of
/// D numbers to each word.
struct SchemeInfo
{
    Scheme scheme;
    const char *name;         ///< the key in lesson files and on the command line, e.g. "rope"
    const char *title;        ///< for menus (translatable, context "pe::Schemes"), e.g. "RoPE: rotate queries and keys"
    const char *explanation;  ///< two or three sentences a student understands (translatable)
    const char *shortTitle;   ///< one or two words for a box or a legend (translatable), e.g. "RoPE"
    /// What training a tiny Transformer with it shows, in two or three sentences (translatable):
    /// the Training Lab's explanation beside its charts.
    const char *trainingNote;
    SchemeKind kind = SchemeKind::AddedToWords;
    /// What a trained model learns for it (core/training/model.cpp reads this, not the scheme).
    TrainedPart trained = TrainedPart::Nothing;
    /// How a model of the Training Lab uses it, in the words of the exported tensors' names, for
    /// an exported run's parameters.json (not translated); null for a fixed (L × D) matrix added
    /// to the word vectors, which is described alike for every such scheme.
    QString (*modelDescription)(const SchemeSettings &settings) = nullptr;
    int settings = 0;                  ///< SchemeSetting flags
    int maxPositions = kMaxPositions;  ///< the largest L its matrix allows
    /// Columns of its matrix: D, floor(D/2) pairs for RoPE, L keys for ALiBi.
    int (*columns)(const SchemeParams &params) = dModelColumns;
    /// The matrix the explorer shows (see schemeMatrix()); params are valid.
    Matrix (*matrix)(const SchemeParams &params);
    /// The entries at these rows and columns when they can be computed without the whole
    /// matrix (the paper's scheme), else null: they are then read from matrix().
    Matrix (*entriesAt)(const SchemeParams &params, IndexRange rows, IndexRange columns) = nullptr;
    /// For an L × L matrix whose entry (i, j) depends on j − i alone (ALiBi, T5, Shaw): its value
    /// for each j − i from 1 − L to L − 1, else null. The explorer then computes only the entries
    /// it shows (entriesByOffset()), and their largest magnitude from these 2L − 1 values.
    Vector (*byOffset)(const SchemeParams &params) = nullptr;
    /// The largest magnitude its formula can give whatever the settings, or 0 when that depends
    /// on the values (then the views measure it).
    double valueBound = 0.0;
    /// Its heatmap's colours for L rows; `largest` measures the matrix, for ranges that follow it.
    ValueRange (*valueRange)(int positions, const std::function<double()> &largest);
    /// What a heatmap cell shows of a value (RoPE: the angle modulo 2π, the turn it makes); null for the value itself.
    double (*cellValue)(double value) = nullptr;
    // The titles of the heatmap and of the curves, the colour scale's label and the heatmap's y
    // and x axes, which also name the explorer's selection (translatable).
    const char *heatmapTitle = QT_TRANSLATE_NOOP("pe::Schemes", "The encoding: one row per position");
    const char *curvesTitle = QT_TRANSLATE_NOOP("pe::Schemes", "One dimension over all positions");
    const char *valueLabel = QT_TRANSLATE_NOOP("pe::Schemes", "value");
    const char *rowLabel = QT_TRANSLATE_NOOP("pe::Schemes", "position");
    const char *columnLabel = QT_TRANSLATE_NOOP("pe::Schemes", "dimension");
    /// UsesLayout or UsesRopeLayout: the layout box's entries for each Layout the scheme offers
    /// (null past them), and its tooltip (translatable).
    const char *layoutTitles[3] = {QT_TRANSLATE_NOOP("pe::Schemes", "paper: sin, cos side by side (PyTorch tutorial)"),
                                   QT_TRANSLATE_NOOP("pe::Schemes", "sines, then cosines (Marian, MAE, TensorFlow tutorial)"),
                                   QT_TRANSLATE_NOOP("pe::Schemes", "tensor2tensor, fairseq, Whisper (other frequencies)")};
    const char *layoutTip = QT_TRANSLATE_NOOP("pe::Schemes", "The convention: where the sine and cosine of each frequency go in the "
                                                             "vector, and which frequencies. The formula panel writes each as its "
                                                             "libraries do.");
    /// The vector view draws each frequency as a sine and a cosine (the paper's scheme), else whole rows.
    bool sineCosinePairs = false;
    /// Why there is no position vector to draw (schemes that add nothing to the words), else null.
    const char *whyNoVectors = nullptr;
    /// Why attention with this scheme may still find a sentence and its reordering alike (the
    /// lab's verdict adds it), else null.
    const char *sameOrderNote = nullptr;
    /// What the lab's verdict with position adds for attention with `heads` heads over `tokens`
    /// tokens (ALiBi's one head, whose slope is too gentle to see), or empty; null for nothing.
    QString (*headsNote)(int heads, int tokens) = nullptr;
    /// A curve's legend: "dimension 2: sin, wavelength 6.3".
    QString (*curveName)(const SchemeParams &params, int column) = dimensionCurveName;
    /// One sentence under the curves about the selected column.
    QString (*curveCaption)(const SchemeParams &params, int column);
    /// The value at (position, column) written out with its numbers, on one line or two.
    QString (*formula)(const SchemeParams &params, int position, int column, double value);
    /// What the formula panel adds under formula(): the pair, its frequency and wavelength; null for nothing.
    QString (*formulaDetails)(const SchemeParams &params, int column) = nullptr;
    /// The check under the formula: how the similarity of two positions depends on their offset.
    QString (*offsetCheck)(const SchemeParams &params, int position, int comparePosition) = dotsDependOnWhere;
    /// Python lines that set `pe` to matrix(), given positions, d_model, base (and max_len, heads).
    QString (*code)(const SchemeParams &params, const CodeDialect &d);
    // Inside attention (see computeAttention()), for the schemes that add nothing to the words:
    /// RotatesQueriesAndKeys: the queries or keys (n × D) with their positions put in, after the projection.
    Matrix (*rotate)(const Matrix &queriesOrKeys, double base, const SchemeSettings &settings) = nullptr;
    /// BiasesScores: the bias (n × n) added to the scores of head h of params.heads (the lab's
    /// heads; params.seed and params.t5 are the lab's too).
    Matrix (*scoreBias)(const SchemeParams &params, int n, int head) = nullptr;
    /// BiasesScores: Python lines, inside Show Code's loop over the heads, that set `bias`
    /// (positions × positions) for head `h` (counted from 0), given `positions` and `heads` (and
    /// the settings lines of the entry's settings).
    QString (*biasCode)(const CodeDialect &d) = nullptr;
    /// RelativeKeys: the vectors (H·(2k + 1) × width) added to the keys, row h·(2k + 1) + r + k
    /// for head h and relation r (params.heads, seed and shawClip are the lab's).
    Matrix (*relativeKeys)(const SchemeParams &params, int width) = nullptr;
    /// The dot products of two positions follow the closed form of position_similarity.h (the
    /// similarity view then computes only what it shows).
    bool closedFormDots = false;
};

/// The entry of a scheme.
const SchemeInfo &schemeInfo(Scheme scheme);
/// `settings` with every field the scheme does not read (by its entry's SchemeSetting flags) at
/// its default, so that a box of one scheme reaches that scheme's run alone; all at their
/// defaults without position (nullopt).
SchemeSettings settingsReadBy(const std::optional<Scheme> &scheme, const SchemeSettings &settings);
/// The entry's title, translated.
QString schemeTitle(Scheme scheme);
/// The entry's short title, translated.
QString schemeShortTitle(Scheme scheme);

/// The largest magnitude of the finite values of a matrix (a learned table past max_len is NaN),
/// at least 1e-12 so that a range built on it is never empty: for the ranges that follow the values.
double largestFiniteMagnitude(const Matrix &matrix);
/// "It changes quickly from one position to the next…": how fast a wave of this wavelength
/// changes across L positions (L / wavelength waves), for the curve captions of the schemes
/// built on frequencies.
QString waveSpeedText(double wavelength, int positions);
/// Short, readable numbers for labels: 6.3, 628.3, 62832.
QString readableNumber(double value);

} // namespace pe
