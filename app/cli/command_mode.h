#pragma once
// What one run of pe-explorer does, chosen by its command line: open the window, or write one
// output and exit. The option table says which option asks for which mode (CommandLineOption::
// output) and which options each mode takes (CommandLineOption::uses).

enum class CommandMode {
    Window,          ///< open the main window
    Help,
    Version,
    ExportEncoding,  ///< write the encoding matrix to a file and exit
    ExportAttention, ///< write one sentence's attention to a JSON file and exit
    ExportBlock,     ///< write one sentence's stages through an untrained block to a folder and exit
    Screenshot,      ///< render the main window offscreen to a PNG and exit
    ExportFigure,    ///< render one view to PNG, SVG or PDF and exit
    Train,           ///< train a tiny Transformer, report its accuracy (and write the run to a folder) and exit
    ExportChallenges,///< write a round of challenge questions with their answers to a JSON file and exit
    ExportWorksheet, ///< write a round of challenge questions as a worksheet PDF and exit
    ExportMasks,     ///< write a model's stack of attention masks to a folder and exit
    ExportPositions, ///< write the M-RoPE position ids of a strip of text, images and videos and exit
};

/// The five families of modes, each taking its own options (flags, combined in CommandLineOption::uses).
enum OptionUse {
    ForSetUp = 1,       ///< the window and the outputs of a set-up: the explorer's and the lab's settings
    ForTraining = 2,    ///< --train
    ForChallenges = 4,  ///< --export-challenges
    ForMasks = 8,       ///< --export-masks: a model's layer stack, not the app's set-up
    ForPositions = 16,  ///< --export-positions: a strip of text, images and videos, not the app's set-up
    ForEveryMode = ForSetUp | ForTraining | ForChallenges | ForMasks | ForPositions,
};

/// The family a mode belongs to.
inline OptionUse useOf(CommandMode mode)
{
    if (mode == CommandMode::Train)
        return ForTraining;
    if (mode == CommandMode::ExportChallenges || mode == CommandMode::ExportWorksheet)
        return ForChallenges;
    if (mode == CommandMode::ExportMasks)
        return ForMasks;
    if (mode == CommandMode::ExportPositions)
        return ForPositions;
    return ForSetUp;
}
