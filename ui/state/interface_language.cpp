#include "state/interface_language.h"

namespace {

QString &current()
{
    static QString code = QStringLiteral("en");
    return code;
}

} // namespace

QStringList availableLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("zh_CN")};
}

void setInterfaceLanguage(const QString &code)
{
    current() = code;
}

QString interfaceLanguage()
{
    return current();
}

pe::TaskLanguage interfaceTaskLanguage()
{
    return current().startsWith(QLatin1String("zh")) ? pe::TaskLanguage::Chinese : pe::TaskLanguage::English;
}
