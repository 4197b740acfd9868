#pragma once
// How NumPy and PyTorch spell the same operations, for the Python each scheme's entry writes
// (schemes/table.h) and for Show Code's scripts (export/code_snippets.h), which build on it.

#include <QString>

namespace pe {

enum class CodeLanguage {
    NumPy,
    PyTorch,
};

/// The two libraries' spellings of the same operations, for the lines each scheme's entry writes
/// (schemes/table.h); each %1, %2 is filled with .arg().
struct CodeDialect
{
    QString lib;      ///< "np" or "torch"
    QString header;   ///< imports
    QString load;     ///< %1: file name
    QString arange;   ///< %1: count, float64
    QString zeros;    ///< %1: shape
    QString concat;   ///< %1: list of arrays
    QString full;     ///< %1: shape, %2: value
    QString upper;    ///< %1: n, a boolean matrix true above the diagonal

    static CodeDialect of(CodeLanguage language);
};

/// Lines that set `slope`, ALiBi's slope of head `h` (counted from 1) as alibiSlopes() gives it, and `pos`.
QString alibiSlopeCode(const CodeDialect &d, const QString &h);

} // namespace pe
