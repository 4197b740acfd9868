// --export-attention with --compare writes the lab's verdicts in the lab's words, with the
// numbers behind them, for the same settings as the window.

#include "support/test_paths.h"
#include "state/app_state.h"
#include "attention_lab/attention_lab.h"
#include "attention_lab/attention_map_grid.h"
#include "attention/word_order.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QProcess>
#include <QTemporaryDir>
#include <QTextDocumentFragment>
#include <QtTest>

Q_DECLARE_METATYPE(pe::Scheme)
Q_DECLARE_METATYPE(pe::Layout)

class TestCommandLineCompare : public QObject
{
    Q_OBJECT
private slots:
    void exportSaysWhatTheLabSays_data();
    void exportSaysWhatTheLabSays();
};

void TestCommandLineCompare::exportSaysWhatTheLabSays_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<int>("projection");
    QTest::addColumn<bool>("causal");
    QTest::addColumn<pe::Scheme>("scheme");
    QTest::addColumn<pe::Layout>("layout");
    const auto sinusoidal = pe::Scheme::Sinusoidal;
    const auto interleaved = pe::Layout::Interleaved;
    QTest::newRow("defaults") << "the dog bit the man" << "the man bit the dog" << QStringList() << int(pe::Projection::Random) << false
                              << sinusoidal << interleaved;
    QTest::newRow("identity, with its hint") << "the dog bit the man" << "the man bit the dog"
                                             << QStringList{"--projection", "identity"} << int(pe::Projection::Identity) << false
                                             << sinusoidal << interleaved;
    QTest::newRow("causal") << "我爱你" << "你爱我" << QStringList{"--causal"} << int(pe::Projection::Random) << true << sinusoidal << interleaved;
    QTest::newRow("other words") << "tigers love rabbits" << "rabbits eat carrots" << QStringList() << int(pe::Projection::Random) << false
                                 << sinusoidal << interleaved;
    QTest::newRow("rope in adjacent pairs") << "the dog bit the man" << "the man bit the dog" << QStringList{"--scheme", "rope"}
                                            << int(pe::Projection::Random) << false << pe::Scheme::Rope << interleaved;
    QTest::newRow("rope in halves") << "the dog bit the man" << "the man bit the dog"
                                    << QStringList{"--scheme", "rope", "--rope-layout", "halves"} << int(pe::Projection::Random) << false
                                    << pe::Scheme::Rope << pe::Layout::Concatenated;
}

void TestCommandLineCompare::exportSaysWhatTheLabSays()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(QStringList, options);
    QFETCH(int, projection);
    QFETCH(bool, causal);
    QFETCH(pe::Scheme, scheme);
    QFETCH(pe::Layout, layout);
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("attention.json"));
    QProcess program;
    program.start(explorerPath(),
                  QStringList{"--export-attention", path, "--sentence", a, "--compare", b} + options);
    QVERIFY(program.waitForFinished(60000));
    QCOMPARE(program.exitCode(), 0);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject comparison = QJsonDocument::fromJson(file.readAll()).object().value("comparison").toObject();

    AppState state;
    LabSettings lab = state.labSettings();
    lab.sentenceA = a;
    lab.sentenceB = b;
    lab.projection = pe::Projection(projection);
    lab.causal = causal;
    state.setLabSettings(lab);
    state.changeExplorer([&](ExplorerSettings &explorer) {
        explorer.scheme.scheme = scheme;
        (scheme == pe::Scheme::Rope ? explorer.scheme.schemeSettings.ropeLayout : explorer.scheme.encoding.layout) = layout;
    });
    AttentionLab view(&state);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.recomputeNow();
    // The verdict label is "<b>title</b><br>verdict".
    const auto verdict = [&](AttentionMapGrid::Column column) {
        return QTextDocumentFragment::fromHtml(view.maps()->verdict(column)->text()).toPlainText().replace(QChar::LineSeparator, QLatin1Char('\n')).section(QLatin1Char('\n'), 1);
    };
    QCOMPARE(comparison.value("verdict_without_position").toString(), verdict(AttentionMapGrid::WithoutPosition));
    QCOMPARE(comparison.value("verdict_with_position").toString(), verdict(AttentionMapGrid::WithPosition));
    if (view.comparison()->permutation) {
        QCOMPARE(comparison.value("max_difference_with_position").toDouble(), view.comparison()->maxDifferenceWith);
        QCOMPARE(comparison.value("weights_b_in_a_order").toArray().size(), view.comparison()->a.size());
    } else {
        QVERIFY(!comparison.contains("max_difference_with_position"));
    }
}

QTEST_MAIN(TestCommandLineCompare)
#include "test_command_line_compare.moc"
