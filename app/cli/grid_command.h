#pragma once
// pe-explorer --export-encoding FILE --scheme sincos-2d|rope-2d|rope-2d-flux --grid HxW: a grid
// scheme's matrix; and --export-positions FILE.json --tokens SPEC: Qwen2-VL's M-RoPE position ids.

#include "cli/command_line.h"

#include <QCommandLineParser>

/// Reads --grid, --d-model (default 64) and --base (default: the grid scheme's own, pe::GridScheme),
/// the file's name (.csv, .npy or .json); the scheme is a grid scheme's name.
bool parseGridEncodingExport(const QCommandLineParser &parser, CommandLineOptions *options, QString *error);

/// Writes the grid scheme's matrix: (H·W × D) for sincos-2d, the angles (H·W × D/2) for RoPE.
/// Returns 0, or 1 when the file cannot be written.
int exportGridEncoding(const CommandLineOptions &options);

/// Reads --tokens SPEC, --spatial-merge M (default 2), --mrope qwen2-vl|qwen2.5-vl (default
/// qwen2-vl) and, with qwen2.5-vl, --seconds-per-frame S (default 1) and --tokens-per-second T (default 2).
bool parsePositionsExport(const QCommandLineParser &parser, CommandLineOptions *options, QString *error);

/// Writes FILE.json: {"position_ids": 3 × N (temporal, height, width), "tokens": the kind of each
/// token, "strip", "spatial_merge", "mrope" and, for qwen2.5-vl, its seconds and tokens per second}.
/// Returns 0, or 1 when the file cannot be written.
int exportPositions(const CommandLineOptions &options);
