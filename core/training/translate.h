#pragma once
// The training core's own messages (a set-up out of range, a sentence the model cannot answer),
// translated in the context "pe" they have always had in resources/translations.

#include <QCoreApplication>
#include <QString>

namespace pe {

/// `text` in the user's language.
inline QString tr(const char *text)
{
    return QCoreApplication::translate("pe", text);
}

} // namespace pe
