#pragma once
// Parsing of pe-explorer's command line into plain options; no side effects, so it is easy to test.

#include "cli/command_mode.h"
#include "grid/grid_encoding.h"
#include "grid/multimodal_rope.h"
#include "state/app_state.h"
#include "state/view_names.h"
#include "stack/layer_stack.h"
#include "training/run.h"

#include <QSize>
#include <QString>
#include <QStringList>
#include <memory>
#include <optional>

struct CommandLineOptions
{
    using Mode = CommandMode;

    Mode mode = Mode::Window;
    QString outputFile;                 ///< for the export and screenshot modes; the folder of --export-training
    bool allHeads = false;              ///< --export-encoding --scheme alibi --all-heads: every head's bias (H × L × L)
    pe::TrainingSettings training;      ///< for --train
    ExplorerSettings explorer;          ///< the scheme, its settings and the selection: defaults unless given
    LabSettings lab;                    ///< sentences A (--sentence) and B (--compare), attention options
    bool sentencesGiven = false;        ///< --sentence or --compare: else the window's own, in its language
    bool positional = true;             ///< false with --no-position (for --export-attention and --export-block)
    bool concatenatePosition = false;   ///< --export-block --concatenate-position: [E, PE] instead of E + PE
    QString vectorsFile;                ///< --vectors FILE (for --export-attention and --screenshot)
    /// The word vectors of vectorsFile, read by the parser; their dimension is encoding.dModel.
    /// Null for the random vectors of an untrained model.
    std::shared_ptr<const pe::WordVectors> vectors;
    QString lessonFile;                 ///< a .pelesson to open (window or screenshot)
    bool stateGiven = false;            ///< any setting was given: do not restore the last session
    bool viewGiven = false;
    int guidedStep = 0;                 ///< --guided-step N: show step N (from 1) of the guided lesson
    QString language;                   ///< --lang: en or zh_CN; empty for the saved or system choice
    QString view = QStringLiteral("encoding");
    QSize size = kDefaultWindowSize;     ///< of the screenshot
    QString describeFile;               ///< --describe FILE.json: the plots in sight, with the screenshot
    bool presentation = false;          ///< --presentation: large fonts and high contrast, as for a projector
    bool insideBlock = false;
    bool layerStack = false;            ///< --layer-stack: the screenshot is of the lab's "Layers of 2025–26 Models" window           ///< --inside-block: the screenshot is of the lab's "Inside the Block" window
    /// --at-step K: the Training Lab pictured while it trains, once every run has taken K steps
    /// (0: before training); none pictures it once training ends.
    std::optional<int> atStep;
    /// --projection trained: the Training Lab trains its set-up before the picture, and the
    /// Attention Lab takes its queries and keys from the first model trained with a position.
    bool trainedProjection = false;
    /// --export-challenges: the round's level, seed and number of questions.
    int challengeLevel = pe::ChallengeSet().level;
    quint64 challengeSeed = pe::ChallengeSet().seed;
    int challengeCount = pe::ChallengeSet().count;
    /// --export-challenges FILE.pdf: the worksheet in greys, compact, its answer key in a file of its own.
    bool worksheetGreys = false;
    bool worksheetCompact = false;
    QString answerKeyFile;
    /// --export-masks: the preset's name and its stack with the overrides given.
    QString stackPreset;
    pe::LayerStack stack;
    /// --export-encoding --scheme NAME --grid HxW: the grid scheme's name (pe::gridSchemes()), empty for
    /// the 1D schemes; its grid, d_model and base.
    QString gridScheme;
    pe::GridSize grid;
    int gridDModel = 0;
    double gridBase = 0.0;
    /// --export-positions: the strip (--tokens), as given and read, and how M-RoPE numbers it.
    QString tokensText;
    QList<pe::TokenSpan> tokens;
    pe::MultimodalRope mrope;
};

struct CommandLineParse
{
    CommandLineOptions options;
    QString error;                      ///< empty when the arguments are valid
};

/// Parses arguments (the first is the program's name) and checks every value's type and range.
/// The one file it reads is --vectors FILE, whose dimension becomes d_model (an explicit
/// --d-model must then agree), so that every later check sees the d_model that will be used.
CommandLineParse parseCommandLine(const QStringList &arguments);

/// True when the window opens on the start page, a newcomer's way in: the command line asks for
/// no lesson file, setting, view or lesson step, and there is no last session to go back to.
inline bool opensOnStartPage(const CommandLineOptions &options, bool lastSessionExists)
{
    return options.mode == CommandLineOptions::Mode::Window && options.lessonFile.isEmpty() && !options.stateGiven
           && !options.viewGiven && options.guidedStep == 0 && !lastSessionExists;
}

/// The attention options the command line asks for (encoding settings, lab settings, --no-position, --vectors).
pe::AttentionOptions commandLineAttentionOptions(const CommandLineOptions &options);
