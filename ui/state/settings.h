#pragma once
// One settings struct per area of the app: what the Encoding Explorer shows, what the
// Attention Lab shows and what the Training Lab trains. AppState holds one of each; the lesson file, the command line and the
// tests read and write these same structs, and every limit of a setting is named here once
// (the limits the mathematics needs live in core/, beside the formulas).

#include "attention/attention.h"
#include "schemes/position_schemes.h"
#include "text/word_vectors.h"
#include "state/interface_language.h"
#include "state/training_pace.h"
#include "training/run.h"

#include <QList>
#include <QString>
#include <memory>
#include <optional>

/// The lab's seed box and the files' "seed" go up to this.
inline constexpr int kMaxLabSeed = 999999;
/// The lab's position weight w in X = E + w·PE.
inline constexpr double kMinPositionWeight = 0.0;
inline constexpr double kMaxPositionWeight = 10.0;

/// What the Encoding Explorer shows: the scheme with its settings, the compared scheme and the
/// selection. The selection is kept inside the scheme's matrix (clampSelection()).
struct ExplorerSettings
{
    pe::SchemeParams scheme;                 ///< the scheme, d_model, positions, base, layout, max_len
    std::optional<pe::Scheme> compareScheme; ///< the second heatmap of compare mode, if on
    /// The compared heatmap's convention when it is the sinusoidal scheme's: two conventions side by side.
    pe::Layout compareLayout = pe::Layout::Interleaved;
    int position = 1;                        ///< the selected row
    int dimension = 2;                       ///< the selected column
    int comparePosition = 5;                 ///< the second position of the vector and similarity views
    QList<int> pinnedDimensions;             ///< extra curves, in the order they were pinned
    bool stackedCurves = false;              ///< curves one above the other instead of on the same axes

    bool operator==(const ExplorerSettings &) const = default;
};

/// Columns of the scheme's matrix: what the dimension slider can reach (at least one: d_model 1
/// leaves RoPE no pair to turn).
int selectableColumns(const pe::SchemeParams &scheme);

/// The selection moved inside the matrix of `settings.scheme`; pinned columns outside it and
/// repeated ones are dropped.
ExplorerSettings clampSelection(ExplorerSettings settings);

/// The Attention Lab's first sentences in a language: "Tigers love rabbits." and its mirror, or
/// 老虎爱兔子 and 兔子爱老虎, the lesson's own (a Chinese interface opens on Chinese sentences).
QString defaultLabSentence(pe::TaskLanguage language, bool second);

/// The layers window's boxes go up to these (a real window or chunk of 8192 fits; 256 positions
/// still show one cell per position on a projector).
inline constexpr int kMaxStackSpan = 8192;
inline constexpr int kMaxStackPositions = 256;
inline constexpr int kMaxStackSinks = 64;

/// The Attention Lab's window "Layers of 2025–26 models": a real model's stack (pe::stackPresets())
/// with a class's overrides, the layer shown, StreamingLLM's cache, and whether the window is open.
struct LayerStackSettings
{
    QString preset = QStringLiteral("llama4");  ///< a pe::StackPreset's name
    int layers = 12;      ///< in [1, pe::kMaxStackLayers]: the preset's first layers repeated
    int window = 8;       ///< every sliding window W, in [1, kMaxStackSpan]; the cache's last W too
    int chunk = 16;       ///< every chunk C, in [1, kMaxStackSpan]
    int positions = 64;   ///< L, in [1, kMaxStackPositions]
    int layer = 0;        ///< the layer shown, in [0, layers)
    bool streaming = false;  ///< StreamingLLM's cache in every layer instead of the model's masks
    int sinks = 4;        ///< the first S the cache keeps, in [0, kMaxStackSinks]; 0 drops them as a plain window does
    bool open = false;    ///< the window is shown

    bool operator==(const LayerStackSettings &) const = default;
};

/// What the Attention Lab shows; d_model, base and layout come from the encoding settings.
struct LabSettings
{
    QString sentenceA = defaultLabSentence(interfaceTaskLanguage(), false);
    QString sentenceB = defaultLabSentence(interfaceTaskLanguage(), true);
    double positionWeight = 1.0;  ///< in [kMinPositionWeight, kMaxPositionWeight]
    bool scaleEmbeddings = false; ///< the word vectors multiplied by √d_model before the position joins them
    int positionOffset = 0;       ///< the row of the table the first word reads, in [0, pe::kMaxPositionOffset]
    pe::Combine combine = pe::Combine::Add;
    pe::Projection projection = pe::Projection::Random;
    pe::Score score = pe::Score::Scaled;  ///< how a query and a key make a score
    quint64 seed = pe::kDefaultSeed; ///< in [0, kMaxLabSeed]
    int heads = 1;                   ///< in [1, pe::kMaxHeads], dividing d_model
    bool causal = false;
    bool lowerCase = true;
    bool showScores = false;  ///< raw scores instead of softmax weights in the four maps
    int shownHead = -1;       ///< the head whose maps are shown, 0-based; -1 for the mean of all heads
    bool bInAOrder = false;   ///< sentence B's maps and the differences drawn in A's word order (pe::inOrderOfA())
    /// gpt-oss's attention sink: a logit in [−pe::kMaxSinkLogit, pe::kMaxSinkLogit] that joins
    /// each row's softmax and is then dropped; none for the plain softmax.
    std::optional<double> sinkLogit;
    /// The layers window (opened from the lab), kept in lesson files with the lab.
    LayerStackSettings layers;
    /// Word vectors from a file instead of random ones: their path (empty for random vectors),
    /// and, once read, the vectors themselves. Their dimension is the lab's d_model; the
    /// explorer keeps its own. A path without vectors is waiting to be read (see MainWindow).
    QString vectorsFile;
    std::shared_ptr<const pe::WordVectors> vectors;
    /// Queries and keys from a model of the Training Lab instead (its first layer, with its own
    /// words, d_model, heads, causal mask and positions), or null for `projection`. Not kept in
    /// lesson files: they keep set-ups, not weights.
    std::shared_ptr<const pe::Trainer> trained;

    bool operator==(const LabSettings &) const = default;
};

/// The Images and Video tab: a picture cut into patches with one patch's similarity to every other
/// (core/grid/grid_encoding.h, grid_similarity.h), and a strip of text, images and videos with
/// Qwen's multimodal RoPE ids (core/grid/multimodal_rope.h).
struct GridSettings
{
    int page = 0;                    ///< 0: the patch grid, 1: the token strip
    /// The patch grid: its picture (empty: the one the app draws), patch size in pixels, the grid
    /// scheme (a pe::GridScheme's name), its D and base, and the chosen patch's row and column.
    QString pictureFile;
    int patchSize = 16;
    QString scheme = QStringLiteral("sincos-2d");
    int dModel = 64;
    double base = 10000.0;
    int row = 4;
    int column = 6;
    /// The token strip as typed ("text:3,image:4x6,…"), and how its ids are made.
    QString strip = QStringLiteral("text:3,image:4x6,text:2,video:2x4x4,text:2");
    int spatialMerge = 2;            ///< in [1, kMaxSpatialMerge]
    bool secondsOnTime = false;      ///< Qwen2.5-VL's time in seconds; false: Qwen2-VL's frame index
    double secondsPerFrame = 1.0;
    double tokensPerSecond = 2.0;

    bool operator==(const GridSettings &) const = default;
};
inline constexpr int kMaxSpatialMerge = 4;
/// The patch grid's limits: its patch sizes in pixels (ViT's 14 and 16 among them), D and base.
inline QList<int> gridPatchSizes()
{
    return {8, 14, 16, 28, 32, 56};
}
inline constexpr int kMaxGridDModel = 1024;
inline constexpr double kMinGridBase = 2.0;
inline constexpr double kMaxGridBase = 1e6;
/// The token strip's s (seconds per temporal patch) and τ (tokens per second).
inline constexpr double kMaxSecondsPerFrame = 100.0;
inline constexpr double kMinTokensPerSecond = 0.01;
inline constexpr double kMaxTokensPerSecond = 100.0;

/// The Training Lab's step box goes up to this: 5000 steps take about ten seconds a run.
inline constexpr int kMaxLabSteps = 5000;
/// And its training length to this, so that twice it is still a test length.
inline constexpr int kMaxLabTrainLength = pe::kMaxTrainingLength / 2;

/// The sentence "Try it" offers for a task: "the cat chased the mouse", 狗咬人, or symbols.
QString defaultTrySentence(pe::TrainingTask task, pe::TaskLanguage language);

/// The Training Lab's set-up before a student changes it: the defaults, with the task's
/// sentences in the interface's language.
pe::TrainingSettings interfaceSetUp();
/// The schemes the Training Lab ticks before a student changes them: none, sinusoidal and learned.
QList<std::optional<pe::Scheme>> defaultTrainedPositions();

/// What the Training Lab trains: one run per ticked scheme, all with the same set-up.
struct TrainingLabSettings
{
    /// Task, language, causal mask, d_model, layers, heads, steps and training length of every
    /// run; its position is each run's own, and the test goes on to twice the training length.
    pe::TrainingSettings setUp = interfaceSetUp();
    /// The schemes to train side by side, nullopt for none, in the order of the lab's boxes.
    QList<std::optional<pe::Scheme>> positions = defaultTrainedPositions();
    /// The sentence a student asks the trained models about ("Try it").
    QString sentence = defaultTrySentence(pe::TrainingTask::WhoDidIt, interfaceTaskLanguage());
    /// How fast the runs take their steps; the models they train are the same at either pace.
    TrainingPace pace = TrainingPace::Full;
    /// Each ticked scheme trained twice, without and with the causal mask (setUp.causal is then
    /// not read): a model with no position learns where a word stands from the mask alone.
    bool bothMasks = false;

    bool operator==(const TrainingLabSettings &) const = default;
};

/// The runs the lab trains, one per ticked scheme (two with bothMasks: without, then with the
/// causal mask), in the order of the boxes (none first).
QList<pe::TrainingSettings> trainingRuns(const TrainingLabSettings &settings);
/// Empty when the lab can train, else a message: no scheme ticked, or the first setting out of range.
QString validationError(const TrainingLabSettings &settings);
/// The schemes the lab offers, in the order of its boxes: none, then every scheme of the table.
QList<std::optional<pe::Scheme>> trainablePositions();

/// The training run Show Code offers beside the lab: who-did-it with the lab's scheme, heads,
/// causal mask, d_model, seed and the scheme settings that scheme reads (T5's buckets, RoPE's
/// scaling and pairs, Shaw's k), for the kKeptBatches steps the PyTorch script replays. Its
/// validationError() says when the lab's set-up cannot be trained (d_model above 256).
pe::TrainingSettings labTrainingSettings(const pe::SchemeParams &scheme, const LabSettings &lab);

/// The attention options of the lab at these scheme and encoding settings (with positional
/// information). T5's buckets follow the lab's causal mask, as in T5's encoder and decoder, with
/// the max distance raised above the distances causal buckets count one by one if need be.
pe::AttentionOptions attentionOptions(const pe::SchemeParams &scheme, const LabSettings &lab);
