#pragma once
// The language of the interface: English (the source texts) or Simplified Chinese.

#include <QString>
#include <QStringList>
#include <functional>
#include "state/interface_language.h"  // availableLanguages()

/// The language to start in when none was chosen: Chinese on a Chinese system, else English.
QString systemLanguage();

/// Makes every tr() from now on answer in `code` (the app's and Qt's own texts). Returns false,
/// leaving English, when the code is unknown or its translation is missing.
bool installLanguage(const QString &code);

class QMenu;
class QWidget;

/// The Language menu: each language named in itself, the one in the settings ticked; choosing one
/// calls `chosen` with its code (the window is rebuilt in it).
QMenu *createLanguageMenu(QWidget *parent, const std::function<void(const QString &code)> &chosen);
