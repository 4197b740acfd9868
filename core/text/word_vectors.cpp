#include "text/word_vectors.h"

#include <QCoreApplication>
#include <QStringDecoder>
#include <QFile>
#include <algorithm>
#include <charconv>
#include <functional>
#include <cmath>
#include <cstring>

namespace pe {

WordVectorsError::WordVectorsError(const QString &source, qint64 line, const QString &problem)
    : InvalidParameter(source.isEmpty() ? QCoreApplication::translate("pe::WordVectors", "line %1: %2").arg(line).arg(problem)
                       : line == 0      ? QCoreApplication::translate("pe::WordVectors", "%1: %2").arg(source, problem)
                                        : QCoreApplication::translate("pe::WordVectors", "%1, line %2: %3").arg(source).arg(line).arg(problem))
    , m_source(source)
    , m_line(line)
    , m_problem(problem)
{
}

int WordVectors::lookup(const QString &token) const
{
    const auto found = rows.constFind(token);
    if (found != rows.constEnd())
        return found.value();
    return rows.value(token.toLower(), -1);
}

Vector WordVectors::vector(int row) const
{
    return matrix().row(row).transpose();
}

Eigen::Map<const RowMajorMatrix> WordVectors::matrix() const
{
    return Eigen::Map<const RowMajorMatrix>(values.data(), count(), dimension);
}

namespace {

constexpr qint64 kBlockBytes = qint64(1) << 20;
constexpr int kQuotedBytes = 40;  // how much of a bad word or value a message shows

// Hands out the lines of a device one by one, reading it a block at a time into a buffer that
// holds at most one line and one block, so a file of any size needs the same little memory.
class LineReader
{
public:
    LineReader(QIODevice &device, const QString &source, const WordVectorsProgress &progress)
        : m_device(device)
        , m_source(source)
        , m_progress(progress)
        , m_totalBytes(device.isSequential() ? -1 : device.size() - device.pos())
    {
    }

    qint64 totalBytes() const { return m_totalBytes; }
    qint64 lineNumber() const { return m_line; }  ///< of the line last handed out, from 1

    // The next line without its LF or CRLF; false at the end of the device. The view is valid
    // until the next call.
    bool next(QByteArrayView *line)
    {
        for (;;) {
            const char *data = m_buffer.data();
            const void *newline = m_end > m_scanned ? std::memchr(data + m_scanned, '\n', std::size_t(m_end - m_scanned)) : nullptr;
            qsizetype lineEnd = newline ? static_cast<const char *>(newline) - data : m_end;
            if (newline || (m_atEnd && m_end > m_start)) {
                ++m_line;
                throwIfTooLong(lineEnd - m_start);
                *line = QByteArrayView(data + m_start, lineEnd - m_start);
                m_start = m_scanned = newline ? lineEnd + 1 : m_end;
                if (line->endsWith('\r'))
                    line->chop(1);
                return true;
            }
            if (m_atEnd)
                return false;
            m_scanned = m_end;
            if (m_end - m_start > kMaxWordVectorsLineBytes) {
                ++m_line;
                throwIfTooLong(m_end - m_start);
            }
            readBlock();
        }
    }

private:
    void throwIfTooLong(qsizetype bytes) const
    {
        if (bytes > kMaxWordVectorsLineBytes)
            throw WordVectorsError(m_source, m_line, QCoreApplication::translate("pe::WordVectors", "the line is longer than %1 bytes, which no word and %2 values need: this is not a word vectors file.")
                                                         .arg(kMaxWordVectorsLineBytes).arg(kMaxAttentionDModel));
    }

    void readBlock()
    {
        // Keep only the unfinished line, at the front: the lines before it were handed out.
        if (m_start > 0)
            std::memmove(m_buffer.data(), m_buffer.data() + m_start, std::size_t(m_end - m_start));
        m_end -= m_start;
        m_scanned -= m_start;
        m_start = 0;
        // A block, or less when the size is known: a small file then needs no large buffer.
        // The buffer grows to at most one line (kMaxWordVectorsLineBytes, as longer ones never
        // get here) and one block.
        const qint64 wanted = m_totalBytes < 0 ? kBlockBytes : std::clamp(m_totalBytes - m_bytesRead + 1, qint64(1), kBlockBytes);
        if (m_buffer.size() < std::size_t(m_end + wanted))
            m_buffer.resize(std::size_t(m_end + wanted));
        const qint64 got = m_device.read(m_buffer.data() + m_end, wanted);
        if (got < 0)
            throw WordVectorsError(m_source, m_line + 1, QCoreApplication::translate("pe::WordVectors", "the file could not be read: %1")
                                                             .arg(m_device.errorString()));
        m_end += got;
        m_atEnd = got == 0;
        m_bytesRead += got;
        if (got > 0 && m_progress && !m_progress(m_bytesRead, m_totalBytes))
            throw Cancelled();
    }

    QIODevice &m_device;
    const QString &m_source;
    const WordVectorsProgress &m_progress;
    qint64 m_totalBytes;
    std::vector<char> m_buffer;
    qsizetype m_start = 0;    // the first byte not handed out yet
    qsizetype m_scanned = 0;  // bytes before this hold no newline after m_start
    qsizetype m_end = 0;      // the end of the bytes read
    bool m_atEnd = false;
    qint64 m_bytesRead = 0;
    qint64 m_line = 0;
};

QString quoted(QByteArrayView bytes)
{
    return bytes.size() <= kQuotedBytes ? QString::fromUtf8(bytes)
                                        : QString::fromUtf8(bytes.first(kQuotedBytes)) + QStringLiteral("…");
}

// Control characters other than tab (and DEL) do not occur in text; they do in a binary file.
void throwIfNotText(QByteArrayView line, const QString &source, qint64 lineNumber)
{
    // One pass without branches, which the compiler vectorises; the position only on failure.
    bool control = false;
    for (const char c : line)
        control |= (quint8(c) < 0x20 && c != '\t') || quint8(c) == 0x7f;
    if (!control)
        return;
    const auto bad = std::find_if(line.begin(), line.end(), [](char c) { return (quint8(c) < 0x20 && c != '\t') || quint8(c) == 0x7f; });
    throw WordVectorsError(source, lineNumber, QCoreApplication::translate("pe::WordVectors", "byte %1 of the line is 0x%2, which is not text. Binary files such as word2vec's .bin cannot be read: "
                                                                                            "save the vectors as text (in gensim: save_word2vec_format(path, binary=False)).")
                                                   .arg(bad - line.begin() + 1).arg(quint8(*bad), 2, 16, QLatin1Char('0')));
}

// The fields of a line, separated by runs of spaces and tabs.
void splitFields(QByteArrayView line, std::vector<QByteArrayView> *fields)
{
    fields->clear();
    const char *p = line.begin();
    const char *end = line.end();
    for (;;) {
        while (p != end && (*p == ' ' || *p == '\t'))
            ++p;
        if (p == end)
            return;
        const char *start = p;
        while (p != end && *p != ' ' && *p != '\t')
            ++p;
        fields->emplace_back(start, p - start);
    }
}

bool isWholeNumber(QByteArrayView field)
{
    return std::all_of(field.begin(), field.end(), [](char c) { return c >= '0' && c <= '9'; });
}

} // namespace

namespace {

// What the lines read so far say of the file: a word2vec header, the line that set D, the lines of vectors.
struct FileSoFar
{
    qint64 headerWords = -1;    // V, when a word2vec header gives it
    qint64 headerLine = 0;
    qint64 dimensionLine = 0;   // the line that set D
    qint64 vectorLines = 0;     // lines with a word and its values, repeated words included
};

// A word2vec header "V D" on the first line of content: true when the line is one (and read).
bool readHeader(const std::vector<QByteArrayView> &fields, qint64 line, FileSoFar *file, WordVectors *result,
                const std::function<WordVectorsError(const QString &)> &fail)
{
    if (file->headerLine != 0 || file->dimensionLine != 0 || fields.size() != 2 || !isWholeNumber(fields[0]) || !isWholeNumber(fields[1]))
        return false;
    file->headerLine = line;
    result->format = WordVectorsFormat::Word2Vec;
    int dimension = 0;
    const auto words = std::from_chars(fields[0].begin(), fields[0].end(), file->headerWords);
    const auto width = std::from_chars(fields[1].begin(), fields[1].end(), dimension);
    if (words.ec != std::errc() || width.ec != std::errc() || dimension < 1 || dimension > kMaxAttentionDModel)
        throw fail(QCoreApplication::translate("pe::WordVectors", "the word2vec header \"%1 %2\" must give the number of words and their dimension, from 1 to %3.")
                       .arg(quoted(fields[0]), quoted(fields[1])).arg(kMaxAttentionDModel));
    result->dimension = dimension;
    file->dimensionLine = line;
    return true;
}

// The word and its number of values, against the dimension, the header and the memory the app keeps.
void checkWordLine(QByteArrayView word, int valueCount, qint64 line, FileSoFar *file, WordVectors *result,
                   const std::function<WordVectorsError(const QString &)> &fail)
{
    if (!word.isValidUtf8())
        throw fail(QCoreApplication::translate("pe::WordVectors", "the word \"%1\" is not valid UTF-8.").arg(quoted(word)));
    if (valueCount == 0)
        throw fail(QCoreApplication::translate("pe::WordVectors", "the word \"%1\" has no values after it.").arg(quoted(word)));
    if (result->dimension == 0) {
        if (valueCount > kMaxAttentionDModel)
            throw fail(QCoreApplication::translate("pe::WordVectors", "the word \"%1\" has %2 values; attention takes at most %3 dimensions.")
                           .arg(quoted(word)).arg(valueCount).arg(kMaxAttentionDModel));
        result->dimension = valueCount;
        file->dimensionLine = line;
    } else if (valueCount != result->dimension) {
        throw fail(file->headerLine != 0
                       ? QCoreApplication::translate("pe::WordVectors", "the word \"%1\" has %2 values, but the header on line %3 says every word has %4.")
                             .arg(quoted(word)).arg(valueCount).arg(file->headerLine).arg(result->dimension)
                       : QCoreApplication::translate("pe::WordVectors", "the word \"%1\" has %2 values, but the word on line %3 has %4: every word needs the same number.")
                             .arg(quoted(word)).arg(valueCount).arg(file->dimensionLine).arg(result->dimension));
    }
    if (file->headerLine != 0 && file->vectorLines == file->headerWords)
        throw fail(QCoreApplication::translate("pe::WordVectors", "the header on line %1 promises %2 words, but there are more.")
                       .arg(file->headerLine).arg(file->headerWords));
    const qint64 dimension = result->dimension;
    if ((qint64(result->words.size()) + 1) * dimension > kMaxMatrixValues)
        throw fail(QCoreApplication::translate("pe::WordVectors", "the file holds more than %1 values (%2 words of %3), more than the app can keep in memory.")
                       .arg(kMaxMatrixValues).arg(kMaxMatrixValues / dimension).arg(dimension));
}

// The word's values into `values` (D of them), each a finite number.
void readValues(const std::vector<QByteArrayView> &fields, double *values, int dimension, const std::function<WordVectorsError(const QString &)> &fail)
{
    const QByteArrayView word = fields[0];
    for (int j = 0; j < dimension; ++j) {
        const QByteArrayView field = fields[j + 1];
        // from_chars, unlike strtod or QString::toDouble, ignores the locale and allocates nothing.
        const auto [end, error] = std::from_chars(field.begin(), field.end(), values[j]);
        if (error == std::errc::result_out_of_range)
            throw fail(QCoreApplication::translate("pe::WordVectors", "value %1 of the word \"%2\", %3, is too large or too close to 0 for a double.")
                           .arg(j + 1).arg(quoted(word), quoted(field)));
        if (error != std::errc() || end != field.end())
            throw fail(QCoreApplication::translate("pe::WordVectors", "value %1 of the word \"%2\", \"%3\", is not a number.")
                           .arg(j + 1).arg(quoted(word), quoted(field)));
        if (!std::isfinite(values[j]))
            throw fail(QCoreApplication::translate("pe::WordVectors", "value %1 of the word \"%2\" is %3: every value must be a finite number.")
                           .arg(j + 1).arg(quoted(word), quoted(field)));
    }
}

// Room for as many lines as long as the first one as the file can hold, so that the values are
// not copied as they grow; a header cannot promise more than that.
void reserveValues(const LineReader &reader, qsizetype lineBytes, const FileSoFar &file, WordVectors *result)
{
    if (file.vectorLines != 0 || reader.totalBytes() <= 0)
        return;
    const qint64 dimension = result->dimension;
    qint64 estimate = reader.totalBytes() / std::max<qsizetype>(lineBytes, 1) * 11 / 10 + 16;
    if (file.headerLine != 0)
        estimate = std::min(estimate, file.headerWords);
    result->values.reserve(std::size_t(std::min(estimate, kMaxMatrixValues / dimension) * dimension));
}

// A word met before keeps its first vector; the values just read are dropped.
void keepWord(QByteArrayView word, std::size_t offset, WordVectors *result)
{
    // Not QString::fromUtf8, which drops a leading byte order mark: a word that is one would be empty.
    const QString text = QStringDecoder(QStringDecoder::Utf8, QStringDecoder::Flag::ConvertInitialBom)(word);
    if (result->rows.contains(text)) {
        result->values.resize(offset);
        ++result->duplicatesSkipped;
    } else {
        result->rows.insert(text, int(result->words.size()));
        result->words.append(text);
    }
}

} // namespace

WordVectors readWordVectors(QIODevice &device, const QString &source, const WordVectorsProgress &progress)
{
    WordVectors result;
    result.source = source;
    LineReader reader(device, source, progress);
    const std::function<WordVectorsError(const QString &)> fail = [&](const QString &problem) {
        return WordVectorsError(source, reader.lineNumber(), problem);
    };
    FileSoFar file;
    std::vector<QByteArrayView> fields;
    QByteArrayView line;
    while (reader.next(&line)) {
        if (reader.lineNumber() == 1 && line.startsWith("\xEF\xBB\xBF"))
            line = line.sliced(3);
        throwIfNotText(line, source, reader.lineNumber());
        splitFields(line, &fields);
        if (fields.empty() || readHeader(fields, reader.lineNumber(), &file, &result, fail))
            continue;
        checkWordLine(fields[0], int(fields.size() - 1), reader.lineNumber(), &file, &result, fail);
        reserveValues(reader, line.size(), file, &result);
        const std::size_t offset = result.values.size();
        result.values.resize(offset + std::size_t(result.dimension));
        readValues(fields, result.values.data() + offset, result.dimension, fail);
        ++file.vectorLines;
        keepWord(fields[0], offset, &result);
    }
    if (file.headerLine != 0 && file.vectorLines != file.headerWords)
        throw WordVectorsError(source, file.headerLine, QCoreApplication::translate("pe::WordVectors", "the header promises %1 words, but %2 follow it.")
                                                            .arg(file.headerWords).arg(file.vectorLines));
    if (result.words.isEmpty())
        throw WordVectorsError(source, std::max<qint64>(reader.lineNumber(), 1),
                               reader.lineNumber() == 0 ? QCoreApplication::translate("pe::WordVectors", "the file is empty: it holds no word vectors.")
                                                        : QCoreApplication::translate("pe::WordVectors", "the file holds no word vectors."));
    return result;
}

WordVectors loadWordVectorsFile(const QString &path, const WordVectorsProgress &progress)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw WordVectorsError(path, 0, QCoreApplication::translate("pe::WordVectors", "the file could not be opened: %1").arg(file.errorString()));
    return readWordVectors(file, path, progress);
}

Matrix tokenEmbeddings(const QStringList &tokens, const WordVectors &vectors, quint64 seed, QList<bool> *fromVectors)
{
    const int dModel = vectors.dimension;
    if (dModel < 1 || dModel > kMaxAttentionDModel || vectors.values.size() != std::size_t(vectors.count()) * std::size_t(dModel))
        throw InvalidParameter(QCoreApplication::translate("pe::Parameters", "word vectors must have a dimension from 1 to %1 and %2 values per word (got %3 values for %4 words).")
                                   .arg(kMaxAttentionDModel).arg(dModel).arg(vectors.values.size()).arg(vectors.count()));
    Matrix embeddings(tokens.size(), dModel);
    if (fromVectors)
        fromVectors->clear();
    for (qsizetype k = 0; k < tokens.size(); ++k) {
        const int row = vectors.lookup(tokens[k]);
        embeddings.row(k) = row >= 0 ? vectors.vector(row).transpose() : tokenEmbedding(tokens[k], dModel, seed).transpose();
        if (fromVectors)
            fromVectors->append(row >= 0);
    }
    return embeddings;
}

} // namespace pe
