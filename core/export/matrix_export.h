#pragma once
// Writing matrices to the files students open next: CSV for spreadsheets, .npy for NumPy, JSON.

#include "math/types.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>
#include <vector>

namespace pe {

enum class MatrixFormat { Csv, Npy, Json };

/// The format named by a file's extension (.csv, .npy, .json, any case), or nothing.
std::optional<MatrixFormat> matrixFormatForFileName(const QString &fileName);

/// One line per row, values separated by commas, each printed as C's "%.17g" (enough digits
/// to read back the exact double), independent of the user's locale; no header.
QByteArray matrixToCsv(const Matrix &matrix);

/// NumPy's .npy format version 1.0: '<f8' (little-endian doubles), C order, shape (rows, cols),
/// or `shape` when given (its sizes multiply to rows × cols: (k) for a 1 × k row).
QByteArray matrixToNpy(const Matrix &matrix, QList<qsizetype> shape = {});
/// NumPy's .npy of a (rows × columns) matrix of booleans (dtype |b1, one byte each, row by row).
QByteArray boolsToNpy(const BoolMatrix &matrix);

/// The same for whole numbers: '<i8' (little-endian int64), `values` in C order for `shape`.
QByteArray integersToNpy(const std::vector<qint64> &values, const QList<qsizetype> &shape);

/// The rows as a JSON array of arrays of numbers (shortest text that reads back exactly);
/// JSON has no infinity, so a non-finite value (a masked attention score, −∞) is written as null.
QJsonArray matrixToJsonArray(const Matrix &matrix);

/// `fields` with "matrix" added, as indented JSON.
QByteArray matrixToJson(const Matrix &matrix, QJsonObject fields);

/// The matrix in `format`; `fields` describe it and are used by JSON only.
QByteArray encodeMatrix(const Matrix &matrix, MatrixFormat format, const QJsonObject &fields);

/// Writes `data` to `path` through QSaveFile, so a failed write leaves any old file untouched
/// and never a half-written one; a device (not a file) is written directly. Returns an empty
/// string on success, otherwise why it failed.
QString writeFileAtomically(const QString &path, const QByteArray &data);

} // namespace pe
