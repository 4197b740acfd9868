#pragma once
// Dimension letters used below: V = number of words in a vectors file, D = the vectors' width
// (it becomes d_model of attention), n = number of tokens.

#include "math/types.h"

#include <QHash>
#include <QIODevice>
#include <QList>
#include <QString>
#include <QStringList>
#include <exception>
#include <functional>
#include <vector>

namespace pe {

/// (rows × cols) stored row by row, as the vectors come in a file: one word's vector is contiguous.
using RowMajorMatrix = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

/// Thrown by readWordVectors() and loadWordVectorsFile() when a file cannot be read as word
/// vectors. what() names the file and the line, ready to show to a user, e.g.
/// "glove.txt, line 12: expected 50 values after the word, found 49 ...".
class WordVectorsError : public InvalidParameter
{
public:
    WordVectorsError(const QString &source, qint64 line, const QString &problem);
    QString source() const { return m_source; }
    /// 1-based line of the problem; 0 only when the file could not be opened.
    qint64 line() const { return m_line; }
    /// The message without the file name and line.
    QString problem() const { return m_problem; }

private:
    QString m_source;
    qint64 m_line = 0;
    QString m_problem;
};

/// Thrown by readWordVectors() when its progress callback returns false. Not an error: the user
/// changed their mind. Nothing of the file is returned.
class Cancelled : public std::exception
{
public:
    const char *what() const noexcept override { return "cancelled"; }
};

enum class WordVectorsFormat {
    GloVe,     ///< "word v_1 … v_D" on every line
    Word2Vec,  ///< word2vec's text format: a first line "V D", then the same lines as GloVe
};

/// Word vectors read from a file (GloVe or word2vec text), each word once.
struct WordVectors
{
    QString source;                ///< the file they came from, for messages and exports
    WordVectorsFormat format = WordVectorsFormat::GloVe;
    int dimension = 0;             ///< D, in [1, kMaxAttentionDModel]
    QStringList words;             ///< V words, in the order of the file
    std::vector<double> values;    ///< (V × D) row by row: word k's vector is values[k·D … (k+1)·D)
    QHash<QString, int> rows;      ///< word → k
    qint64 duplicatesSkipped = 0;  ///< lines that repeated an earlier word; the first vector is kept

    int count() const { return int(words.size()); }  ///< V

    /// The row of a token: the token as it is if the file has it, otherwise the token lower-cased
    /// (GloVe's words are lower-case, while "--keep-case" or a file with capitals may keep them);
    /// -1 when neither is in the file.
    int lookup(const QString &token) const;

    /// Returns (D) the vector of word k, k in [0, V).
    Vector vector(int row) const;

    /// Returns (V × D) all vectors, row k for word k, without copying them.
    Eigen::Map<const RowMajorMatrix> matrix() const;
};

/// Called while a file is read with the bytes read so far and the device's size (−1 when it
/// has none, e.g. a pipe). Runs on the reading thread; return false to stop reading.
using WordVectorsProgress = std::function<bool(qint64 bytesRead, qint64 totalBytes)>;

/// The longest line readWordVectors() accepts: 2048 values of 24 characters each fit in 50 KB, so
/// a longer line means the file is something else, and stopping there saves reading it all into memory.
inline constexpr qint64 kMaxWordVectorsLineBytes = qint64(1) << 20;

/// Reads word vectors in either text format, told apart by the first line: exactly two whole
/// numbers "V D" make it a word2vec header, anything else is GloVe's first word. Lines are
/// separated by LF or CRLF; a line is a word and D numbers separated by spaces or tabs, so a word
/// cannot contain either; blank lines are skipped; a UTF-8 byte order mark at the start is skipped.
/// D comes from the header or, for GloVe, from the first line.
///
/// A word that comes again keeps its first vector, as gensim does (the later lines must still be
/// well formed; duplicatesSkipped counts them). The whole file is checked and, at the first
/// problem, WordVectorsError names the line; nothing read so far is returned. Problems: the file
/// holds no vectors; a byte that is not text (NUL or another control character other than tab,
/// as in a binary word2vec file); a line longer than kMaxWordVectorsLineBytes; a word that is not
/// valid UTF-8; a word without values; a value that is not a number (std::from_chars, so the
/// decimal point is '.' in every locale), not finite (nan, inf) or beyond a double's range; a line
/// whose number of values differs from D; D above kMaxAttentionDModel; a header whose V or D
/// disagrees with the lines.
///
/// progress, when given, is called after each block (1 MiB) read; if it returns false,
/// Cancelled is thrown. Reading is linear in the file's size, with one allocation per word.
/// source names the data in messages and becomes WordVectors::source.
WordVectors readWordVectors(QIODevice &device, const QString &source, const WordVectorsProgress &progress = {});

/// Opens the file at path and reads it with readWordVectors(); source is the path as given.
/// Throws WordVectorsError (line 0) when the file cannot be opened.
WordVectors loadWordVectorsFile(const QString &path, const WordVectorsProgress &progress = {});

/// Returns (n × D), D = vectors.dimension: row k is the file's vector of tokens[k] (found by
/// WordVectors::lookup()), or tokenEmbedding(tokens[k], D, seed) when the file lacks the word.
/// fromVectors, when given, receives n flags: true where the row came from the file.
/// Throws InvalidParameter when vectors is not consistent (D out of range, values not V × D).
Matrix tokenEmbeddings(const QStringList &tokens, const WordVectors &vectors, quint64 seed,
                       QList<bool> *fromVectors = nullptr);

} // namespace pe
