// "Inside the Block": one click from the lab's maps; a button per stage with both sentences'
// pictures and the verdict of the two orders; where the position enters marked; the large maps
// showing the chosen stage's numbers; the four terms beside them; a trained model's block and its
// answer; a clear message where the block cannot take the lab's settings; the window follows the lab.

#include "attention_lab/attention_lab.h"
#include "attention_lab/block_strip.h"
#include "attention_lab/block_window.h"
#include "attention_lab/controls.h"
#include "attention_lab/score_terms_panel.h"
#include "state/app_state.h"
#include "training/run.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>
#include <QtTest>
#include <qcustomplot.h>

Q_DECLARE_METATYPE(pe::Scheme)

class TestBlockWindow : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void opensFromTheLabAndFollowsIt();
    void verdictsSayWhereTheOrdersPart_data();
    void verdictsSayWhereTheOrdersPart();
    void largeMapsShowTheChosenStage();
    void termsSumToTheScoresAndDrawLarge();
    void besideTheWordsDoublesTheWidth();
    void trainedModelShowsItsBlockAndAnswer();
    void refusedSettingsSayWhy();

private:
    BlockWindow *open();
    QStringList verdicts() const;

    AppState *m_state = nullptr;
    AttentionLab *m_lab = nullptr;
};

void TestBlockWindow::init()
{
    m_state = new AppState;
    m_state->setDModel(16);
    m_state->changeLab([](LabSettings &lab) {
        lab.sentenceA = QStringLiteral("the dog bit the man");
        lab.sentenceB = QStringLiteral("the man bit the dog");
        lab.heads = 2;
    });
    m_lab = new AttentionLab(m_state);
    m_lab->resize(1400, 900);
    m_lab->show();
}

void TestBlockWindow::cleanup()
{
    delete m_lab;
    delete m_state;
}

BlockWindow *TestBlockWindow::open()
{
    auto *button = m_lab->controls()->findChild<QPushButton *>(QStringLiteral("insideBlock"));
    if (!button)
        return nullptr;
    QTest::mouseClick(button, Qt::LeftButton);
    return m_lab->blockWindow();
}

QStringList TestBlockWindow::verdicts() const
{
    QStringList all;
    for (const StageButton *button : m_lab->blockWindow()->strip()->buttons())
        all << button->verdict();
    return all;
}

void TestBlockWindow::opensFromTheLabAndFollowsIt()
{
    BlockWindow *window = open();
    QVERIFY(window && window->isVisible());
    QCOMPARE(window->strip()->buttons().size(), qsizetype(window->stages(0).size()));
    QVERIFY(window->stages(0).size() >= 17);
    // A new sentence in the lab is a new strip, without pressing anything.
    m_state->changeLab([](LabSettings &lab) {
        lab.sentenceA = QStringLiteral("我爱你");
        lab.sentenceB = QStringLiteral("你爱我");
    });
    QCOMPARE(window->stages(0).front().shape.first(), qsizetype(3));
    m_state->setDModel(32);
    QCOMPARE(window->stages(0).front().shape.last(), qsizetype(32));
    // Each stage is a button a keyboard reaches, its name saying what it shows.
    const StageButton *first = window->strip()->buttons().first();
    QCOMPARE(first->focusPolicy(), Qt::StrongFocus);
    QVERIFY2(first->accessibleName().startsWith(QStringLiteral("Word vectors, 3 × 32")), qPrintable(first->accessibleName()));
}

void TestBlockWindow::verdictsSayWhereTheOrdersPart_data()
{
    QTest::addColumn<bool>("position");
    QTest::addColumn<pe::Scheme>("scheme");
    QTest::addColumn<QString>("firstDifferent");  // empty: every stage the same up to reordering
    QTest::newRow("without position") << false << pe::Scheme::Sinusoidal << QString();
    QTest::newRow("sinusoidal") << true << pe::Scheme::Sinusoidal << QStringLiteral("positions");
    QTest::newRow("rope") << true << pe::Scheme::Rope << QStringLiteral("q");
    QTest::newRow("alibi") << true << pe::Scheme::Alibi << QStringLiteral("scores");
}

void TestBlockWindow::verdictsSayWhereTheOrdersPart()
{
    QFETCH(bool, position);
    QFETCH(pe::Scheme, scheme);
    QFETCH(QString, firstDifferent);
    m_state->setScheme(scheme);
    BlockWindow *window = open();
    window->positionControl()->setChecked(position);
    const QStringList all = verdicts();
    const auto &stages = window->stages(0);
    for (qsizetype s = 0; s < all.size(); ++s) {
        const bool before = firstDifferent.isEmpty() || stages[std::size_t(s)].name != firstDifferent;
        if (!before)
            break;
        QVERIFY2(all[s] == QLatin1String("same, reordered"), qPrintable(stages[std::size_t(s)].name + QStringLiteral(": ") + all[s]));
    }
    const QString summary = window->entersLabel()->text();
    if (firstDifferent.isEmpty()) {
        QVERIFY2(summary.contains(QStringLiteral("No position enters")) && summary.contains(QStringLiteral("cannot tell")), qPrintable(summary));
        QVERIFY(all.last().contains(QStringLiteral("same")));  // the pooled sentence vector
    } else {
        QVERIFY2(summary.contains(QStringLiteral("first differ at the stage \"%1\"").arg(pe::stageTitle(firstDifferent))), qPrintable(summary));
        QVERIFY(all.last().startsWith(QStringLiteral("differs by")));
        bool marked = false;
        for (const StageButton *button : window->strip()->buttons())
            marked = marked || (button->positionEnters() && button->accessibleName().startsWith(pe::stageTitle(firstDifferent) + QLatin1Char(',')));
        QVERIFY(marked);
    }
}

void TestBlockWindow::largeMapsShowTheChosenStage()
{
    BlockWindow *window = open();
    const auto &stages = window->stages(1);
    int weights = -1;
    for (int s = 0; s < int(stages.size()); ++s)
        if (stages[std::size_t(s)].name == QLatin1String("weights"))
            weights = s;
    QVERIFY(weights >= 0);
    window->headControl()->setValue(2);
    QTest::mouseClick(window->strip()->buttons()[weights], Qt::LeftButton);
    QCOMPARE(window->strip()->selected(), weights);
    // Sentence B's weights of head 2, cell by cell.
    auto *map = qobject_cast<QCPColorMap *>(window->plot(1)->plottable(0));
    QVERIFY(map);
    const pe::BlockStage &stage = stages[std::size_t(weights)];
    for (int query = 0; query < 5; ++query)
        for (int key = 0; key < 5; ++key) {
            int cellKey = 0, cellValue = 0;
            map->data()->coordToCell(key, query, &cellKey, &cellValue);
            QCOMPARE(map->data()->cell(cellKey, cellValue), stage.data(5 + query, key));
        }
}

void TestBlockWindow::termsSumToTheScoresAndDrawLarge()
{
    BlockWindow *window = open();
    QVERIFY(window->scoreTerms()->isVisible());
    const QString sizes = window->scoreTerms()->sizes()->text();
    QVERIFY2(sizes.contains(QStringLiteral("query word × key position")) && sizes.contains(QStringLiteral("The largest is")), qPrintable(sizes));
    window->scoreTerms()->termButton(3)->click();
    const pe::BlockStage &selected = window->stages(0)[std::size_t(window->strip()->selected())];
    QCOMPARE(selected.name, QStringLiteral("score_terms"));
    QCOMPARE(window->scoreTerms()->term(), 3);
    // Without position there are no terms to show.
    window->positionControl()->setChecked(false);
    QVERIFY(!window->scoreTerms()->isVisible());
}

void TestBlockWindow::besideTheWordsDoublesTheWidth()
{
    BlockWindow *window = open();
    QVERIFY(window->concatenateControl()->isEnabled());
    window->concatenateControl()->setChecked(true);
    QCOMPARE(window->stages(0)[2].name, QStringLiteral("x_in"));
    QCOMPARE(window->stages(0)[2].shape.last(), qsizetype(32));
    QVERIFY(window->entersLabel()->text().contains(QStringLiteral("beside the word vectors")));
    m_state->setScheme(pe::Scheme::Rope);  // nothing to put beside: RoPE adds no vector
    QVERIFY(!window->concatenateControl()->isEnabled());
    QCOMPARE(window->stages(0)[1].shape.last(), qsizetype(16));
}

void TestBlockWindow::trainedModelShowsItsBlockAndAnswer()
{
    pe::TrainingSettings settings;
    settings.position = pe::Scheme::Sinusoidal;
    settings.layers = 2;
    settings.dModel = 16;
    settings.steps = 3;
    auto trainer = std::make_shared<pe::Trainer>(settings);
    for (int k = 0; k < settings.steps; ++k)
        trainer->step();
    m_state->setTrainedModels({trainer});
    BlockWindow *window = open();
    QCOMPARE(window->modelControl()->count(), 2);
    window->modelControl()->setCurrentIndex(1);
    QVERIFY2(window->message()->text().isEmpty(), qPrintable(window->message()->text()));
    QCOMPARE(window->blockControl()->maximum(), 2);
    QCOMPARE(window->stages(0).back().name, QStringLiteral("readout"));
    QCOMPARE(window->stages(0).front().name, QStringLiteral("words"));
    window->blockControl()->setValue(2);  // the second block reads the first's output
    QCOMPARE(window->stages(0).front().name, QStringLiteral("x_in"));
    for (int s = 0; s < int(window->stages(0).size()); ++s)
        if (window->stages(0)[std::size_t(s)].name == QLatin1String("readout"))
            window->strip()->select(s);
    bool answered = false;
    for (const QLabel *label : window->findChildren<QLabel *>())
        answered = answered || label->text().contains(QStringLiteral("% sure"));
    QVERIFY(answered);
    // A word the model never saw: why, instead of a strip.
    m_state->changeLab([](LabSettings &lab) { lab.sentenceA = QStringLiteral("the elephant bit the man"); });
    QVERIFY2(window->message()->text().contains(QStringLiteral("elephant")), qPrintable(window->message()->text()));
    QVERIFY(window->strip()->buttons().isEmpty());
}

void TestBlockWindow::refusedSettingsSayWhy()
{
    BlockWindow *window = open();
    m_state->setDModel(512);
    QVERIFY2(window->message()->text().contains(QStringLiteral("from 2 to 256")), qPrintable(window->message()->text()));
    QVERIFY(window->strip()->buttons().isEmpty());
    QVERIFY(window->entersLabel()->text().isEmpty());
    m_state->setDModel(16);
    QVERIFY(window->message()->text().isEmpty());
    QVERIFY(!window->strip()->buttons().isEmpty());
}

QTEST_MAIN(TestBlockWindow)
#include "test_block_window.moc"
