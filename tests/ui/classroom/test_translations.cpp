// The Simplified Chinese translation (resources/translations/pe-explorer_zh_CN.ts) is finished:
// every message has a translation, and none loses a placeholder, an HTML tag or a line break of its
// source. A failure lists every message at fault with its line in the .ts, so a translator can fix
// them all in one pass. Refresh the .ts from the code first with the update_translations target.

#include "support/test_paths.h"

#include <QFile>
#include <QRegularExpression>
#include <QXmlStreamReader>
#include <QtTest>

#include <algorithm>

namespace {

/// One <message> of a Qt Linguist .ts file.
struct TsMessage
{
    QString context;          ///< the <name> of its <context>, e.g. "EncodingExplorer"
    QString source;           ///< the English text in the code
    QStringList translations; ///< one text, or one per plural form for numerus messages
    QString type;             ///< "unfinished", "vanished", "obsolete" or empty when finished
    qint64 line = 0;          ///< line of the <message> in the .ts
};

/// Reads every message of a .ts file; `error` is set when the file cannot be read or is not valid XML.
QList<TsMessage> readTsFile(const QString &path, QString *language, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot open %1: %2").arg(path, file.errorString());
        return {};
    }
    QList<TsMessage> messages;
    QString context;
    QXmlStreamReader xml(&file);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("TS")) {
            *language = xml.attributes().value(QLatin1String("language")).toString();
        } else if (name == QLatin1String("context")) {
            context.clear();
        } else if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            TsMessage message;
            message.context = context;
            message.line = xml.lineNumber();
            const bool numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            while (xml.readNextStartElement()) {
                if (xml.name() == QLatin1String("source")) {
                    message.source = xml.readElementText();
                } else if (xml.name() == QLatin1String("translation")) {
                    message.type = xml.attributes().value(QLatin1String("type")).toString();
                    if (!numerus) {
                        message.translations.append(xml.readElementText());
                        continue;
                    }
                    while (xml.readNextStartElement()) {
                        if (xml.name() == QLatin1String("numerusform"))
                            message.translations.append(xml.readElementText());
                        else
                            xml.skipCurrentElement();
                    }
                } else {
                    xml.skipCurrentElement(); // <location>, <comment>, <extracomment>…
                }
            }
            messages.append(message);
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("%1:%2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
    return messages;
}

/// The distinct matches of `pattern` in `text`, sorted, so "%2 … %1 … %1" and "%1 %2" compare equal.
QStringList distinctMatches(const QRegularExpression &pattern, const QString &text)
{
    QStringList found;
    for (const QRegularExpressionMatch &match : pattern.globalMatch(text))
        found.append(match.captured());
    found.sort();
    found.removeDuplicates();
    return found;
}

/// Every match of `pattern` in `text`, sorted, duplicates kept: "<b>x</b> <b>y</b>" needs both pairs.
QStringList allMatches(const QRegularExpression &pattern, const QString &text)
{
    QStringList found;
    for (const QRegularExpressionMatch &match : pattern.globalMatch(text))
        found.append(match.captured());
    found.sort();
    return found;
}

QString listOrNone(const QStringList &items)
{
    return items.isEmpty() ? QStringLiteral("none") : items.join(QLatin1Char(' '));
}

QString describe(const TsMessage &message, const QString &problem)
{
    const QString source = message.source.size() > 70 ? message.source.left(70) + QStringLiteral("…")
                                                      : message.source;
    return QStringLiteral("  line %1, %2: \"%3\": %4")
        .arg(message.line)
        .arg(message.context, QString(source).replace(QLatin1Char('\n'), QStringLiteral("\\n")), problem);
}

/// Prints one warning per message at fault (a QVERIFY2 message is cut after about 1000 characters)
/// and returns the failure message that counts them.
QByteArray report(const QString &what, const QStringList &faults)
{
    for (const QString &fault : faults)
        qWarning().noquote() << fault;
    return QStringLiteral("%1 message(s) %2 in %3, listed above")
        .arg(faults.size())
        .arg(what, sourcePath(QStringLiteral("resources/translations/pe-explorer_zh_CN.ts")))
        .toUtf8();
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void fileIsTheSimplifiedChineseTranslation();
    void everyMessageIsTranslated();
    void placeholdersMatchTheSource();
    void htmlTagsMatchTheSource();
    void lineBreaksMatchTheSource();

private:
    QList<TsMessage> m_messages;
    QString m_language;
};

void TestTranslations::initTestCase()
{
    QString error;
    m_messages = readTsFile(sourcePath(QStringLiteral("resources/translations/pe-explorer_zh_CN.ts")), &m_language, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TestTranslations::fileIsTheSimplifiedChineseTranslation()
{
    QCOMPARE(m_language, QStringLiteral("zh_CN"));
    // An empty file would pass every check below.
    QVERIFY2(!m_messages.isEmpty(), "the .ts holds no message: run the update_translations target");
}

void TestTranslations::everyMessageIsTranslated()
{
    QStringList faults;
    for (const TsMessage &message : m_messages) {
        const bool empty = message.translations.isEmpty()
            || std::any_of(message.translations.cbegin(), message.translations.cend(),
                           [](const QString &text) { return text.trimmed().isEmpty(); });
        if (!message.type.isEmpty())
            faults.append(describe(message, QStringLiteral("marked type=\"%1\"").arg(message.type)));
        else if (empty)
            faults.append(describe(message, QStringLiteral("empty translation")));
    }
    QVERIFY2(faults.isEmpty(), report(QStringLiteral("unfinished"), faults).constData());
}

void TestTranslations::placeholdersMatchTheSource()
{
    // %1 … %99 as QString::arg() replaces them, with the locale-aware %L1 form.
    static const QRegularExpression placeholder(QStringLiteral("%L?\\d{1,2}"));
    QStringList faults;
    for (const TsMessage &message : m_messages) {
        const QStringList expected = distinctMatches(placeholder, message.source);
        for (const QString &translation : message.translations) {
            const QStringList actual = distinctMatches(placeholder, translation);
            if (!translation.isEmpty() && actual != expected)
                faults.append(describe(message, QStringLiteral("placeholders %1 in the translation, %2 in the source")
                                                    .arg(listOrNone(actual), listOrNone(expected))));
        }
    }
    QVERIFY2(faults.isEmpty(), report(QStringLiteral("with other placeholders than their source"), faults).constData());
}

void TestTranslations::htmlTagsMatchTheSource()
{
    static const QRegularExpression tag(QStringLiteral("</?[A-Za-z][^<>]*>"));
    QStringList faults;
    for (const TsMessage &message : m_messages) {
        const QStringList expected = allMatches(tag, message.source);
        for (const QString &translation : message.translations) {
            const QStringList actual = allMatches(tag, translation);
            if (!translation.isEmpty() && actual != expected)
                faults.append(describe(message, QStringLiteral("tags %1 in the translation, %2 in the source")
                                                    .arg(listOrNone(actual), listOrNone(expected))));
        }
    }
    QVERIFY2(faults.isEmpty(), report(QStringLiteral("with other HTML tags than their source"), faults).constData());
}

void TestTranslations::lineBreaksMatchTheSource()
{
    // The command-line help and the heatmap's tooltip are laid out line by line.
    QStringList faults;
    for (const TsMessage &message : m_messages) {
        const qsizetype expected = message.source.count(QLatin1Char('\n'));
        for (const QString &translation : message.translations) {
            const qsizetype actual = translation.count(QLatin1Char('\n'));
            if (!translation.isEmpty() && actual != expected)
                faults.append(describe(message, QStringLiteral("%1 line breaks in the translation, %2 in the source")
                                                    .arg(actual)
                                                    .arg(expected)));
        }
    }
    QVERIFY2(faults.isEmpty(), report(QStringLiteral("with other line breaks than their source"), faults).constData());
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "test_translations.moc"
