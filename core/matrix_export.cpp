#include "matrix_export.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QtEndian>
#include <charconv>
#include <cmath>

namespace pe {

std::optional<MatrixFormat> matrixFormatForFileName(const QString &fileName)
{
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    if (suffix == QLatin1String("csv"))
        return MatrixFormat::Csv;
    if (suffix == QLatin1String("npy"))
        return MatrixFormat::Npy;
    if (suffix == QLatin1String("json"))
        return MatrixFormat::Json;
    return std::nullopt;
}

QByteArray matrixToCsv(const Matrix &matrix)
{
    QByteArray out;
    out.reserve(matrix.size() * 24);
    char buffer[32];
    for (Eigen::Index r = 0; r < matrix.rows(); ++r) {
        for (Eigen::Index c = 0; c < matrix.cols(); ++c) {
            if (c > 0)
                out.append(',');
            // to_chars, unlike printf, ignores the locale: a German desktop must not write "0,5".
            const auto result = std::to_chars(buffer, buffer + sizeof buffer, matrix(r, c),
                                              std::chars_format::general, 17);
            out.append(buffer, result.ptr - buffer);
        }
        out.append('\n');
    }
    return out;
}

QByteArray matrixToNpy(const Matrix &matrix)
{
    QByteArray header = QStringLiteral("{'descr': '<f8', 'fortran_order': False, 'shape': (%1, %2), }")
                            .arg(matrix.rows()).arg(matrix.cols()).toLatin1();
    // Magic (6) + version (2) + length (2) + header + '\n' is padded with spaces to a multiple of 64.
    const qsizetype unpadded = 10 + header.size() + 1;
    header.append(QByteArray((64 - unpadded % 64) % 64, ' '));
    header.append('\n');

    QByteArray out("\x93NUMPY\x01\x00", 8);
    const quint16 headerLength = qToLittleEndian(quint16(header.size()));
    out.append(reinterpret_cast<const char *>(&headerLength), 2);
    out.append(header);
    out.reserve(out.size() + matrix.size() * 8);
    for (Eigen::Index r = 0; r < matrix.rows(); ++r) {
        for (Eigen::Index c = 0; c < matrix.cols(); ++c) {
            const double value = qToLittleEndian(matrix(r, c));
            out.append(reinterpret_cast<const char *>(&value), 8);
        }
    }
    return out;
}

QJsonArray matrixToJsonArray(const Matrix &matrix)
{
    QJsonArray rows;
    for (Eigen::Index r = 0; r < matrix.rows(); ++r) {
        QJsonArray row;
        for (Eigen::Index c = 0; c < matrix.cols(); ++c)
            row.append(std::isfinite(matrix(r, c)) ? QJsonValue(matrix(r, c)) : QJsonValue());
        rows.append(row);
    }
    return rows;
}

QByteArray matrixToJson(const Matrix &matrix, QJsonObject fields)
{
    fields.insert(QStringLiteral("matrix"), matrixToJsonArray(matrix));
    return QJsonDocument(fields).toJson(QJsonDocument::Indented);
}

QByteArray encodeMatrix(const Matrix &matrix, MatrixFormat format, const QJsonObject &fields)
{
    switch (format) {
    case MatrixFormat::Csv:
        return matrixToCsv(matrix);
    case MatrixFormat::Npy:
        return matrixToNpy(matrix);
    case MatrixFormat::Json:
        return matrixToJson(matrix, fields);
    }
    return {};
}

QString writeFileAtomically(const QString &path, const QByteArray &data)
{
    // A device such as /dev/full is not a file to replace: QSaveFile would rename its temporary
    // file over the device node (where the folder is writable, as /dev is for root).
    const QFileInfo existing(path);
    if (existing.exists() && !existing.isFile() && !existing.isDir()) {
        QFile device(path);
        if (!device.open(QIODevice::WriteOnly) || device.write(data) != data.size() || !device.flush())
            return QCoreApplication::translate("pe::Export", "Cannot write %1: %2").arg(path, device.errorString());
        return {};
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QCoreApplication::translate("pe::Export", "Cannot write %1: %2").arg(path, file.errorString());
    // flush() first: QSaveFile::commit() misses an error in the last buffered write and would
    // put a cut-short file (a full disk) in place of the old one.
    if (file.write(data) != data.size() || !file.flush() || !file.commit())
        return QCoreApplication::translate("pe::Export", "Cannot write %1: %2").arg(path, file.errorString());
    return {};
}

} // namespace pe
