#include "shell/language.h"

#include "state/interface_language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

QString systemLanguage()
{
    return QLocale::system().language() == QLocale::Chinese ? QStringLiteral("zh_CN") : QStringLiteral("en");
}

bool installLanguage(const QString &code)
{
    // One translator for the app's texts and one for Qt's own (dialog buttons), replaced together.
    static QTranslator appTranslator;
    static QTranslator qtTranslator;
    QCoreApplication::removeTranslator(&appTranslator);
    QCoreApplication::removeTranslator(&qtTranslator);
    setInterfaceLanguage(QStringLiteral("en"));
    if (code == QLatin1String("en"))
        return true;
    if (!availableLanguages().contains(code)
        || !appTranslator.load(QStringLiteral(":/translations/pe-explorer_%1.qm").arg(code)))
        return false;
    QCoreApplication::installTranslator(&appTranslator);
    setInterfaceLanguage(code);
    if (qtTranslator.load(QStringLiteral("qtbase_%1").arg(code), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(&qtTranslator);
    return true;
}
