#pragma once
// pe-explorer --export-masks DIR --preset NAME: a real model's stack of attention layers, each
// layer's mask and what reaches what after all of them, as NumPy files.

#include "cli/command_line.h"

#include <QCommandLineParser>

/// Reads --preset (llama4, gemma3, gpt-oss, mistral), --positions L (1 to pe::kMaxStackPositions)
/// and the overrides --layers N, --window W, --chunk C.
bool parseMasksExport(const QCommandLineParser &parser, CommandLineOptions *options, QString *error);

/// Writes DIR/layers.json (the preset, its source, each layer's kind, rope, window, chunk and
/// theta, Llama 4's query temperature per position when it has one), DIR/mask_K.npy (L × L
/// booleans, query i may attend key j) for each layer K and DIR/reach.npy (L × L: key j reaches
/// query i's output after every layer). Returns 0, or 1 when the folder cannot be written.
int exportMasks(const CommandLineOptions &options);
