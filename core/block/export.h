#pragma once
// --export-block's files: the stages of one block as NumPy arrays, its weights and its input.

#include "block/stages.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <vector>

namespace pe {

struct BlockFile
{
    QString path;  ///< relative to the export's folder: "stages.json", "q.npy", "parameters/wq.npy"
    QByteArray data;
};

/// Every file of the export of `stages` (blockStages(model, input)):
/// - stages.json: {"stages": [{"name", "shape", "what", "position_enters"}, …]} in order, with
///   `about` (the set-up: scheme, d_model, heads, …) merged in;
/// - NAME.npy for each stage, '<f8' in C order of its shape (masked scores −inf);
/// - parameters/NAME.npy for each weight of the block: wq, wk, wv, wo (D × D, head h in columns
///   h·d … (h + 1)·d − 1), ln1.gain, ln1.bias, ln2.gain, ln2.bias (D), w1 (D × F), b1 (F), w2 (F × D),
///   b2 (D), the score function's own weights, and the scheme's: word_vectors and position
///   (n × d_model, what x_in is made of), alibi_slopes (H), relative_bias (H × buckets) with
///   t5_buckets (n × n, '<i8'), relative_keys and relative_values (H·(2k + 1) × d);
/// - input.json: tokens, ids (a trained model's vocabulary rows; for the lab's block each
///   token's first occurrence) and positions (the rows of the scheme's table each token read).
std::vector<BlockFile> blockExportFiles(const BlockModel &model, const BlockInput &input, const std::vector<BlockStage> &stages,
                                        const QStringList &tokens, const QJsonObject &about, int positionOffset = 0);

/// Writes `files` under `directory` (made with its parameters/ folder when missing). Returns an
/// empty string, or why a folder or file could not be written.
QString writeBlockFiles(const QString &directory, const std::vector<BlockFile> &files);

} // namespace pe
