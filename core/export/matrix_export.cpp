#include "export/matrix_export.h"

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

namespace {

// NumPy's .npy version 1.0: magic, version, header length, then a header dictionary padded with
// spaces so that the data starts at a multiple of 64 bytes.
QByteArray npyHeader(const char *descr, const QList<qsizetype> &shape)
{
    QStringList sizes;
    for (qsizetype size : shape)
        sizes.append(QString::number(size));
    // A one-element tuple needs its trailing comma: (5,).
    const QString tuple = shape.size() == 1 ? sizes.first() + QLatin1Char(',') : sizes.join(QStringLiteral(", "));
    QByteArray header = QStringLiteral("{'descr': '%1', 'fortran_order': False, 'shape': (%2), }")
                            .arg(QLatin1String(descr), tuple).toLatin1();
    const qsizetype unpadded = 10 + header.size() + 1;
    header.append(QByteArray((64 - unpadded % 64) % 64, ' '));
    header.append('\n');

    QByteArray out("\x93NUMPY\x01\x00", 8);
    const quint16 headerLength = qToLittleEndian(quint16(header.size()));
    out.append(reinterpret_cast<const char *>(&headerLength), 2);
    out.append(header);
    return out;
}

template <typename T>
void appendLittleEndian(QByteArray *out, T value)
{
    const T little = qToLittleEndian(value);
    out->append(reinterpret_cast<const char *>(&little), sizeof(T));
}

} // namespace

QByteArray matrixToNpy(const Matrix &matrix, QList<qsizetype> shape)
{
    if (shape.isEmpty())
        shape = {matrix.rows(), matrix.cols()};
    QByteArray out = npyHeader("<f8", shape);
    out.reserve(out.size() + matrix.size() * 8);
    for (Eigen::Index r = 0; r < matrix.rows(); ++r)
        for (Eigen::Index c = 0; c < matrix.cols(); ++c)
            appendLittleEndian(&out, matrix(r, c));
    return out;
}

QByteArray boolsToNpy(const BoolMatrix &matrix)
{
    QByteArray out = npyHeader("|b1", {matrix.rows(), matrix.cols()});
    out.reserve(out.size() + matrix.size());
    for (Eigen::Index r = 0; r < matrix.rows(); ++r)
        for (Eigen::Index c = 0; c < matrix.cols(); ++c)
            out.append(matrix(r, c) ? '\1' : '\0');
    return out;
}

QByteArray integersToNpy(const std::vector<qint64> &values, const QList<qsizetype> &shape)
{
    QByteArray out = npyHeader("<i8", shape);
    out.reserve(out.size() + qsizetype(values.size()) * 8);
    for (qint64 value : values)
        appendLittleEndian(&out, value);
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
