#include "shell/language.h"

#include "state/interface_language.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QMenu>
#include <QSettings>
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

QMenu *createLanguageMenu(QWidget *parent, const std::function<void(const QString &code)> &chosen)
{
    auto *menu = new QMenu(QCoreApplication::translate("MainWindow", "&Language"), parent);
    auto *languages = new QActionGroup(menu);
    const QString current = QSettings().value(QStringLiteral("language"), systemLanguage()).toString();
    for (const QString &code : availableLanguages()) {
        // Each language is named in itself, so anyone can find their own.
        QAction *action = menu->addAction(code == QLatin1String("en") ? QStringLiteral("English") : QStringLiteral("简体中文"));
        action->setCheckable(true);
        action->setChecked(code == current);
        languages->addAction(action);
        QObject::connect(action, &QAction::triggered, menu, [chosen, code] { chosen(code); });
    }
    return menu;
}
