#pragma once
// The core's own messages (a training set-up out of range, a sentence a model cannot answer, a
// challenge question), translated in the context "pe" that lupdate gives a tr() of namespace pe.

#include <QCoreApplication>
#include <QString>

namespace pe {

/// `text` in the user's language.
inline QString tr(const char *text)
{
    return QCoreApplication::translate("pe", text);
}

} // namespace pe
