// The house plan (docs/dev/architecture.md) holds in the tree: every folder the map names
// exists and every folder of core/ and ui/ is on the map; each folder of the core includes and
// links only the folders before it in the plan's order, and never a widget; the four tabs never
// include each other, each folder of ui/ reaches only the rooms below it, and the command line
// no widget; no product file is over 400 lines and no test file over 500.

#include "support/test_paths.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QtTest>

namespace {

const QString kSource = sourcePath();

QString readText(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// The developer notes' architecture page, the plan of the house.
QString architectureSection()
{
    return readText(kSource + QStringLiteral("/docs/dev/architecture.md"));
}

// The folders the map names, as `core/math/` in backticks.
QStringList mappedFolders()
{
    QStringList folders;
    static const QRegularExpression folder(QStringLiteral("`((?:core|ui|app|tests)(?:/[a-z_]+)*)/`"));
    for (const auto &match : folder.globalMatch(architectureSection()))
        if (!folders.contains(match.captured(1)))
            folders.append(match.captured(1));
    return folders;
}

QStringList subfolders(const QString &root)
{
    return QDir(kSource + QLatin1Char('/') + root).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
}

// The core's folders in the order the plan gives them: "in this order, … `math` → `text` → …".
QStringList coreOrder()
{
    const QString plan = architectureSection();
    const qsizetype from = plan.indexOf(QStringLiteral("in this order"));
    const QString sentence = plan.mid(from, plan.indexOf(QStringLiteral(".\n"), from) - from);
    QStringList order;
    static const QRegularExpression name(QStringLiteral("`([a-z_]+)`"));
    for (const auto &match : name.globalMatch(sentence))
        order.append(match.captured(1));
    return order;
}

QStringList sourceFiles(const QString &folder)
{
    QStringList files;
    QDirIterator it(kSource + QLatin1Char('/') + folder, {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(it.next());
    files.sort();
    return files;
}

// The project's includes of a file: "training/model.h" gives "training".
QStringList includedFolders(const QString &path)
{
    QStringList folders;
    static const QRegularExpression include(QStringLiteral("^#include \"([a-z_]+)/"), QRegularExpression::MultilineOption);
    for (const auto &match : include.globalMatch(readText(path)))
        folders.append(match.captured(1));
    return folders;
}

} // namespace

class TestArchitecture : public QObject
{
    Q_OBJECT
private slots:
    void mappedFolderExists_data();
    void mappedFolderExists();
    void everyFolderIsMapped();
    void includesReachOnlyBelow_data();
    void includesReachOnlyBelow();
    void coreLibrariesLinkOnlyBelow_data();
    void coreLibrariesLinkOnlyBelow();
    void filesStaySmall_data();
    void filesStaySmall();
};

void TestArchitecture::mappedFolderExists_data()
{
    QTest::addColumn<QString>("folder");
    const QStringList folders = mappedFolders();
    QVERIFY2(folders.size() >= 10, "docs/dev/architecture.md names too few folders");
    for (const QString &folder : folders)
        QTest::newRow(qPrintable(folder)) << folder;
}

void TestArchitecture::mappedFolderExists()
{
    QFETCH(QString, folder);
    QVERIFY2(QDir(kSource + QLatin1Char('/') + folder).exists(), qPrintable(folder + QStringLiteral(" is gone")));
}

void TestArchitecture::everyFolderIsMapped()
{
    const QStringList mapped = mappedFolders();
    for (const QString &root : {QStringLiteral("core"), QStringLiteral("ui")})
        for (const QString &folder : subfolders(root))
            QVERIFY2(mapped.contains(root + QLatin1Char('/') + folder),
                     qPrintable(QStringLiteral("%1/%2/ is not on the map of docs/dev/architecture.md").arg(root, folder)));
}

// Each folder and the folders its files may include from, besides its own.
void TestArchitecture::includesReachOnlyBelow_data()
{
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QStringList>("allowed");
    // The core in the order the plan gives: each folder reaches the folders before it alone.
    const QStringList core = coreOrder();
    const QStringList present = subfolders(QStringLiteral("core"));
    QCOMPARE(QSet<QString>(core.begin(), core.end()), QSet<QString>(present.begin(), present.end()));
    for (qsizetype k = 0; k < core.size(); ++k)
        QTest::newRow(qPrintable(QStringLiteral("core/") + core[k])) << QStringLiteral("core/") + core[k] << core.mid(0, k + 1);
    const QStringList state = core + QStringList{QStringLiteral("state")};
    const QStringList lesson = state + QStringList{QStringLiteral("lesson")};
    const QStringList shared = state + QStringList{QStringLiteral("plots"), QStringLiteral("widgets")};
    const QStringList classroom = shared + QStringList{QStringLiteral("lesson"), QStringLiteral("classroom")};
    QTest::newRow("ui/state") << QStringLiteral("ui/state") << state;
    QTest::newRow("ui/lesson") << QStringLiteral("ui/lesson") << lesson;
    QTest::newRow("ui/plots") << QStringLiteral("ui/plots") << state + QStringList{QStringLiteral("plots")};
    QTest::newRow("ui/widgets") << QStringLiteral("ui/widgets") << shared;
    QTest::newRow("ui/classroom") << QStringLiteral("ui/classroom") << classroom;
    for (const char *tab : {"explorer", "attention_lab", "training_lab", "challenges", "grid"})
        QTest::newRow(qPrintable(QStringLiteral("ui/") + QLatin1String(tab))) << QStringLiteral("ui/") + QLatin1String(tab)
                                                                              << classroom + QStringList{QLatin1String(tab)};
    QTest::newRow("ui/shell") << QStringLiteral("ui/shell") << subfolders(QStringLiteral("ui")) + core;
    QTest::newRow("app/cli") << QStringLiteral("app/cli") << lesson + QStringList{QStringLiteral("cli")};
}

void TestArchitecture::includesReachOnlyBelow()
{
    QFETCH(QString, folder);
    QFETCH(QStringList, allowed);
    const QStringList files = sourceFiles(folder);
    QVERIFY2(!files.isEmpty(), qPrintable(folder + QStringLiteral(" has no source")));
    for (const QString &file : files)
        for (const QString &included : includedFolders(file))
            QVERIFY2(allowed.contains(included),
                     qPrintable(QStringLiteral("%1 includes from %2/").arg(QDir(kSource).relativeFilePath(file), included)));
}

// Each folder of the core is a library of its own (core/FOLDER/CMakeLists.txt, pe_core_FOLDER) that
// links only the libraries of the folders before it.
void TestArchitecture::coreLibrariesLinkOnlyBelow_data()
{
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QStringList>("allowed");
    const QStringList core = coreOrder();
    for (qsizetype k = 0; k < core.size(); ++k)
        QTest::newRow(qPrintable(QStringLiteral("core/") + core[k])) << core[k] << core.mid(0, k + 1);
}

void TestArchitecture::coreLibrariesLinkOnlyBelow()
{
    QFETCH(QString, folder);
    QFETCH(QStringList, allowed);
    const QString cmake = readText(QStringLiteral("%1/core/%2/CMakeLists.txt").arg(kSource, folder));
    QVERIFY2(cmake.contains(QStringLiteral("pe_add_core_library(pe_core_") + folder + QLatin1Char(')')),
             qPrintable(QStringLiteral("core/%1/CMakeLists.txt does not define pe_core_%1").arg(folder)));
    static const QRegularExpression library(QStringLiteral("\\bpe_core_([a-z_]+)"));
    for (const auto &match : library.globalMatch(cmake))
        QVERIFY2(allowed.contains(match.captured(1)),
                 qPrintable(QStringLiteral("core/%1/CMakeLists.txt links pe_core_%2").arg(folder, match.captured(1))));
}

void TestArchitecture::filesStaySmall_data()
{
    QTest::addColumn<QString>("folder");
    QTest::addColumn<int>("limit");
    QTest::newRow("core") << QStringLiteral("core") << 400;
    QTest::newRow("ui") << QStringLiteral("ui") << 400;
    QTest::newRow("app") << QStringLiteral("app") << 400;
    QTest::newRow("tests") << QStringLiteral("tests") << 500;
}

void TestArchitecture::filesStaySmall()
{
    QFETCH(QString, folder);
    QFETCH(int, limit);
    QStringList tooLong;
    for (const QString &file : sourceFiles(folder)) {
        const qsizetype lines = readText(file).count(QLatin1Char('\n'));
        if (lines > limit)
            tooLong.append(QStringLiteral("%1 (%2 lines)").arg(QDir(kSource).relativeFilePath(file)).arg(lines));
    }
    QVERIFY2(tooLong.isEmpty(), qPrintable(QStringLiteral("over %1 lines: %2").arg(limit).arg(tooLong.join(QStringLiteral(", ")))));
}

QTEST_GUILESS_MAIN(TestArchitecture)
#include "test_architecture.moc"
