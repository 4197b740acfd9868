#include "schemes/position_schemes.h"

#include "schemes/setting_table.h"

#include "schemes/table.h"

#include <QCoreApplication>

// What differs between the schemes is in their entries (table.h); the functions here ask them.

namespace pe {

QString schemeName(Scheme scheme)
{
    return QString::fromLatin1(schemeInfo(scheme).name);
}

bool schemeFromName(const QString &name, Scheme *scheme)
{
    for (const Scheme candidate : allSchemes())
        if (name == schemeName(candidate)) {
            *scheme = candidate;
            return true;
        }
    return false;
}

bool isAdditive(Scheme scheme)
{
    return schemeInfo(scheme).kind == SchemeKind::AddedToWords;
}

QString schemeExplanation(Scheme scheme)
{
    return Schemes::tr(schemeInfo(scheme).explanation);
}

QString validationError(const SchemeParams &params)
{
    const QString encodingError = validationError(params.encoding);
    if (!encodingError.isEmpty())
        return encodingError;
    const SchemeInfo &info = schemeInfo(params.scheme);
    if ((info.settings & UsesMaxLen) && (params.schemeSettings.maxLen < 1 || params.schemeSettings.maxLen > kMaxPositions))
        return QCoreApplication::translate("pe::Parameters", "max_len must be a whole number from 1 to %1 (got %2).")
            .arg(kMaxPositions).arg(params.schemeSettings.maxLen);
    if ((info.settings & UsesHeads) && (params.heads < 1 || params.heads > kMaxAlibiHeads))
        return QCoreApplication::translate("pe::Parameters", "heads must be a whole number from 1 to %1 for ALiBi (got %2).")
            .arg(kMaxAlibiHeads).arg(params.heads);
    if (QString error = schemeSettingsError(params); !error.isEmpty())
        return error;
    if (params.encoding.positions > info.maxPositions)
        return QCoreApplication::translate("pe::Parameters", "positions must be at most %1 for %2, whose matrix is positions × positions (got %3).")
            .arg(info.maxPositions).arg(schemeShortTitle(params.scheme)).arg(params.encoding.positions);
    return {};
}

QString schemeSettingsError(const SchemeParams &params)
{
    const int settings = schemeInfo(params.scheme).settings;
    QString error;
    if (settings & UsesRopeScale) {
        const SchemeSettings &own = params.schemeSettings;
        error = validationError(own.ropeScale);
        if (error.isEmpty())
            error = validationError(own.ropePartial);
        if (error.isEmpty() && own.ropePartial.way != PartialRope::Full && own.ropeScale.scaling != RopeScaling::None)
            error = QCoreApplication::translate("pe::Parameters", "RoPE turns part of each head or stretches to longer "
                                                                  "sentences, not both: choose the whole head for a scaling.");
        const double base = ropeScaledBase(params.encoding.dModel, params.encoding.base, params.schemeSettings.ropeScale, params.encoding.positions);
        if (error.isEmpty() && !std::isfinite(base))
            error = QCoreApplication::translate("pe::Parameters", "RoPE's scaled base is too large to compute (base %1).").arg(params.encoding.base);
    }
    if (error.isEmpty() && (settings & UsesShawClip))
        error = shawClipError(params.schemeSettings.shawClip);
    if (error.isEmpty() && (settings & UsesBuckets))
        error = validationError(params.schemeSettings.t5);
    return error.isEmpty() ? numberSettingsError(params.schemeSettings, settings) : error;
}

Matrix entriesByOffset(const Vector &byOffset, IndexRange rows, IndexRange columns)
{
    const int last = int(byOffset.size() + 1) / 2 - 1;  // L − 1, the offset of j − i = 0
    Matrix entries(rows.count, columns.count);
    for (int c = 0; c < columns.count; ++c) {
        const int j = columns.first + c * columns.stride;
        for (int r = 0; r < rows.count; ++r)
            entries(r, c) = byOffset[j - (rows.first + r * rows.stride) + last];
    }
    return entries;
}

Matrix schemeMatrix(const SchemeParams &params)
{
    const QString error = validationError(params);
    if (!error.isEmpty())
        throw InvalidParameter(error);
    return schemeInfo(params.scheme).matrix(params);
}

int schemeColumns(const SchemeParams &params)
{
    return schemeInfo(params.scheme).columns(params);
}

Matrix schemeEntriesAt(const SchemeParams &params, IndexRange rows, IndexRange columns)
{
    const SchemeInfo &info = schemeInfo(params.scheme);
    if (!info.entriesAt && !info.byOffset)
        return schemeMatrix(params)(indices(rows), indices(columns));
    if (const QString error = validationError(params); !error.isEmpty())
        throw InvalidParameter(error);
    return info.entriesAt ? info.entriesAt(params, rows, columns) : entriesByOffset(info.byOffset(params), rows, columns);
}

double schemeLargestMagnitude(const SchemeParams &params)
{
    const SchemeInfo &info = schemeInfo(params.scheme);
    if (!info.byOffset)
        return largestFiniteMagnitude(schemeMatrix(params));
    if (const QString error = validationError(params); !error.isEmpty())
        throw InvalidParameter(error);
    // Every distance j − i from 1 − L to L − 1 occurs in the L × L matrix.
    return largestFiniteMagnitude(info.byOffset(params));
}

} // namespace pe
