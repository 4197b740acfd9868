#pragma once
// The language the interface speaks, for the parts of the app that tell a story in words a
// student types (the lesson's task sentences, the Training Lab's defaults): one story, one language.

#include "training/tasks.h"

#include <QString>
#include <QStringList>

/// The languages the app speaks, as codes: "en", "zh_CN".
QStringList availableLanguages();

/// Set by the window's language switch (shell/language.cpp): "en" or "zh_CN".
void setInterfaceLanguage(const QString &code);
QString interfaceLanguage();
/// The task sentences in the interface's language: Chinese for zh_CN, English otherwise.
pe::TaskLanguage interfaceTaskLanguage();
