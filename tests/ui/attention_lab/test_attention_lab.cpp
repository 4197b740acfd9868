// The Attention Lab driven as a student would: typing sentences, picking examples, changing
// options. The maps must hold the core's numbers and the verdict must follow. (Bad and unusual
// input has its own tests: test_attention_lab_inputs.cpp.)

#include "ui/attention_lab/lab_fixture.h"
#include "attention_lab/attention_map_grid.h"
#include "attention_lab/inside_one_word.h"
#include "attention_lab/controls.h"
#include "attention_lab/sentence_panel.h"
#include "widgets/slider_spin_box.h"
#include "schemes/table.h"
#include "text/tokenizer.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QtTest>
#include "support/fail_on_warnings.h"
#include <qcustomplot.h>

class TestAttentionLab : public QObject, public LabFixture
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void typingUpdatesTokensMapsAndVerdict();
    void presetsFlipTheVerdict_data();
    void presetsFlipTheVerdict();
    void mapsHoldTheCoreWeights();
    void everyMapFollowsEachChange();
    void swapWordsBuildsSentenceB();
    void rawScoresOption();
    void tokenPanelShowsTheSameWordInBothOrders();
    void optionsReachTheState();
    void everySchemeKeepsTheVerdictWithoutPosition_data();
    void everySchemeKeepsTheVerdictWithoutPosition();
    void eachHeadHasItsOwnMap();
    void codeSourcesFollowTheSentences_data();
    void codeSourcesFollowTheSentences();
    void textsSetWhileHiddenGetTheirRoom();
    void mapsOfOneHeightLabelTheSameRows();
    void aMapThatLeavesWordsOutSaysHowToZoom_data();
    void aMapThatLeavesWordsOutSaysHowToZoom();
};

void TestAttentionLab::init()
{
    failOnStringWarnings();
    openLab();
}

void TestAttentionLab::cleanup()
{
    closeLab();
}

void TestAttentionLab::typingUpdatesTokensMapsAndVerdict()
{
    retype(m_lab->sentences()->sentenceEdit(SentencePanel::A), "the cat saw the dog");
    retype(m_lab->sentences()->sentenceEdit(SentencePanel::B), "the dog saw the cat");
    QCOMPARE(m_state->labSettings().sentenceA, QStringLiteral("the cat saw the dog"));
    QVERIFY(m_lab->sentences()->tokenChips(SentencePanel::A)->text().contains("cat"));
    QCOMPARE(m_lab->maps()->map(AttentionMapGrid::SentenceA, AttentionMapGrid::WithPosition)->data()->keySize(), 5);
    QCOMPARE(m_lab->maps()->map(AttentionMapGrid::Difference, AttentionMapGrid::WithPosition)->data()->keySize(), 5);
    QVERIFY2(m_lab->maps()->verdict(AttentionMapGrid::WithoutPosition)->text().contains("identical up to reordering (max difference 0.000)"),
             qPrintable(m_lab->maps()->verdict(AttentionMapGrid::WithoutPosition)->text()));
    QVERIFY(m_lab->maps()->verdict(AttentionMapGrid::WithPosition)->text().contains("the orders differ"));
    QVERIFY(m_lab->sentences()->message()->text().isEmpty());
}

void TestAttentionLab::presetsFlipTheVerdict_data()
{
    QTest::addColumn<int>("preset");
    QTest::addColumn<QString>("projection");
    const QStringList names{"tigers", "我爱你", "我爱北京天安门", "I do not like"};
    for (int i = 0; i < names.size(); ++i) {
        QTest::addRow("%s, identity", qPrintable(names[i])) << i << "identity";
        QTest::addRow("%s, random", qPrintable(names[i])) << i << "random";
    }
}

void TestAttentionLab::presetsFlipTheVerdict()
{
    QFETCH(int, preset);
    QFETCH(QString, projection);
    m_lab->controls()->projectionControl()->setCurrentIndex(projection == "random" ? 1 : 0);
    m_lab->sentences()->presetControl()->setCurrentIndex(preset + 1);
    emit m_lab->sentences()->presetControl()->activated(preset + 1);
    QCOMPARE(m_lab->sentences()->sentenceEdit(SentencePanel::A)->text(), SentencePanel::presets()[preset].first);
    QCOMPARE(m_lab->sentences()->sentenceEdit(SentencePanel::B)->text(), SentencePanel::presets()[preset].second);
    QVERIFY(m_lab->maps()->verdict(AttentionMapGrid::WithoutPosition)->text().contains("identical up to reordering"));
    QVERIFY(m_lab->maps()->verdict(AttentionMapGrid::WithPosition)->text().contains("the orders differ"));
    QVERIFY(m_lab->comparison()->maxDifferenceWithout < 1e-12);
    QVERIFY(m_lab->comparison()->maxDifferenceWith > 1e-4);
}

void TestAttentionLab::mapsHoldTheCoreWeights()
{
    m_lab->controls()->projectionControl()->setCurrentIndex(1);
    const QStringList tokens = pe::tokenTexts(pe::tokenize(m_state->labSettings().sentenceA));
    pe::AttentionOptions options = m_state->attentionOptions();
    const pe::AttentionResult expected = pe::computeAttention(tokens, options);
    QCPColorMapData *cells = m_lab->maps()->map(AttentionMapGrid::SentenceA, AttentionMapGrid::WithPosition)->data();
    for (int query = 0; query < tokens.size(); ++query)
        for (int key = 0; key < tokens.size(); ++key)
            QCOMPARE(cells->cell(key, query), expected.weights(query, key));
    for (int query = 0; query < tokens.size(); ++query)
        QVERIFY(std::abs(expected.weights.row(query).sum() - 1.0) <= 1e-12);
}

// A change redraws only the maps it changes: each map must still show what the core computed,
// with the colour range and the tokens of the moment.
void TestAttentionLab::everyMapFollowsEachChange()
{
    const auto checkMaps = [this](const char *change) {
        for (int row = 0; row < 3; ++row) {
            for (int column = 0; column < 2; ++column) {
                const auto r = AttentionMapGrid::Row(row);
                const auto c = AttentionMapGrid::Column(column);
                const pe::Matrix shown = m_lab->maps()->shownMatrix(r, c);
                QCPColorMap *map = m_lab->maps()->map(r, c);
                const double low = map->dataRange().lower;
                for (int query = 0; query < shown.rows(); ++query)
                    for (int key = 0; key < shown.cols(); ++key)
                        QVERIFY2(map->data()->cell(key, query) == (std::isfinite(shown(query, key)) ? shown(query, key) : low),
                                 qPrintable(QStringLiteral("%1: map %2,%3 cell %4,%5").arg(change).arg(row).arg(column).arg(query).arg(key)));
                const bool inAOrder = m_state->labSettings().bInAOrder;
                const QStringList &tokens = row == AttentionMapGrid::SentenceA || inAOrder ? m_lab->comparison()->a
                                                                                           : m_lab->comparison()->b;
                const auto ticker = qSharedPointerDynamicCast<QCPAxisTickerText>(m_lab->maps()->plot(r, c)->xAxis->ticker());
                QVERIFY(ticker);
                QCOMPARE(ticker->ticks().value(0), tokens.first());
            }
        }
        // Differences of weights on one fixed scale, the same for both columns.
        for (int column = 0; column < 2; ++column) {
            const QCPRange range = m_lab->maps()->map(AttentionMapGrid::Difference, AttentionMapGrid::Column(column))->dataRange();
            QCOMPARE(range.lower, -1.0);
            QCOMPARE(range.upper, 1.0);
        }
    };
    m_lab->controls()->projectionControl()->setCurrentIndex(1);
    checkMaps("random projections");
    m_lab->controls()->positionWeightControl()->setValue(2.5);
    checkMaps("position weight");
    m_lab->controls()->scoresControl()->setChecked(true);
    checkMaps("scores");
    m_lab->controls()->causalControl()->setChecked(true);
    checkMaps("causal mask");
    m_lab->controls()->positionWeightControl()->setValue(0.5);
    checkMaps("position weight, scores");
    m_lab->controls()->scoresControl()->setChecked(false);
    checkMaps("weights");
    m_lab->controls()->bInAOrderControl()->setChecked(true);
    checkMaps("B in A's word order");
    m_lab->sentences()->sentenceEdit(SentencePanel::A)->setText("one two three four");
    m_lab->sentences()->sentenceEdit(SentencePanel::B)->setText("four three two one");
    checkMaps("other sentences");
}

void TestAttentionLab::swapWordsBuildsSentenceB()
{
    retype(m_lab->sentences()->sentenceEdit(SentencePanel::A), "Tigers love rabbits.");
    m_lab->sentences()->swapWords();
    QCOMPARE(m_lab->sentences()->sentenceEdit(SentencePanel::B)->text(), QStringLiteral("rabbits love Tigers."));
    m_lab->sentences()->sentenceEdit(SentencePanel::A)->setText("我爱你"); // Chinese comes from an input method, not key codes
    m_lab->sentences()->swapWords();
    QCOMPARE(m_state->labSettings().sentenceB, QStringLiteral("你爱我"));
    retype(m_lab->sentences()->sentenceEdit(SentencePanel::A), "alone!");
    m_lab->sentences()->swapWords();
    QVERIFY(m_lab->sentences()->message()->text().contains("two words"));
}

void TestAttentionLab::rawScoresOption()
{
    QTest::keyClick(m_lab->controls()->scoresControl(), Qt::Key_Space);
    QVERIFY(m_state->labSettings().showScores);
    QCPColorMap *map = m_lab->maps()->map(AttentionMapGrid::SentenceA, AttentionMapGrid::WithoutPosition);
    QCOMPARE(map->colorScale()->axis()->label(), QStringLiteral("score"));
    QCOMPARE(map->data()->cell(1, 0), m_lab->comparison()->aWithout.scores(0, 1));
    QTest::keyClick(m_lab->controls()->causalControl(), Qt::Key_Space);
    // A masked score (−∞) is drawn at the bottom of the colour range, never as NaN.
    QCOMPARE(map->data()->cell(1, 0), map->dataRange().lower);
    QVERIFY(m_lab->maps()->verdict(AttentionMapGrid::WithoutPosition)->text().contains("causal mask alone"));
}

void TestAttentionLab::tokenPanelShowsTheSameWordInBothOrders()
{
    m_lab->insideOneWord()->tokenControl()->setCurrentIndex(0);
    const QString text = m_lab->insideOneWord()->tokenSimilarity()->text();
    QVERIFY2(text.contains("'tigers' is token 0 in A and token 2 in B"), qPrintable(text));
    QVERIFY(text.contains("1.000 without position"));
    QVERIFY(!text.contains("1.000 with position"));
}

void TestAttentionLab::optionsReachTheState()
{
    m_lab->controls()->combineControl()->setCurrentIndex(1);
    QCOMPARE(m_state->labSettings().combine, pe::Combine::Multiply);
    QVERIFY(!m_lab->controls()->positionWeightControl()->isEnabled());
    m_lab->controls()->combineControl()->setCurrentIndex(0);
    m_lab->controls()->positionWeightControl()->setValue(2.5);
    QCOMPARE(m_state->attentionOptions().positionWeight, 2.5);
    QTest::keyClick(m_lab->controls()->lowerCaseControl(), Qt::Key_Space);
    QVERIFY(!m_state->labSettings().lowerCase);
    QVERIFY(m_lab->sentences()->message()->text().contains("do not hold the same tokens")); // Tigers ≠ tigers now
    SliderSpinBox *dModel = m_lab->controls()->dModelControl();
    dModel->spinBox()->selectAll();
    QTest::keyClicks(dModel->spinBox(), "16");
    QTest::keyClick(dModel->spinBox(), Qt::Key_Return);
    QCOMPARE(m_state->encodingParams().dModel, 16);
    QCOMPARE(m_lab->comparison()->aWith.inputs.cols(), 16);
}

void TestAttentionLab::everySchemeKeepsTheVerdictWithoutPosition_data()
{
    QTest::addColumn<int>("scheme");
    for (pe::Scheme scheme : pe::allSchemes())
        QTest::newRow(qPrintable(pe::schemeName(scheme))) << int(scheme);
}

void TestAttentionLab::everySchemeKeepsTheVerdictWithoutPosition()
{
    QFETCH(int, scheme);
    m_lab->controls()->projectionControl()->setCurrentIndex(1);
    m_lab->controls()->schemeControl()->setCurrentIndex(m_lab->controls()->schemeControl()->findData(scheme));
    QCOMPARE(int(m_state->scheme()), scheme);
    // Not a mirror image, so that ALiBi can tell the orders apart too.
    m_lab->sentences()->sentenceEdit(SentencePanel::A)->setText("the cat saw the dog");
    m_lab->sentences()->sentenceEdit(SentencePanel::B)->setText("the dog saw the cat");
    QVERIFY2(m_lab->comparison(), qPrintable(m_lab->sentences()->message()->text()));
    QVERIFY(m_lab->maps()->verdict(AttentionMapGrid::WithoutPosition)->text().contains("identical up to reordering"));
    QVERIFY(m_lab->maps()->verdict(AttentionMapGrid::WithPosition)->text().contains("the orders differ"));
    QCOMPARE(m_lab->controls()->positionWeightControl()->isEnabled(), pe::isAdditive(pe::Scheme(scheme)));
    m_lab->insideOneWord()->tokenControl()->setCurrentIndex(1);
    QVERIFY(m_lab->insideOneWord()->tokenSimilarity()->text().contains("1.000 without position"));
    // A map saved from the column with position names the scheme in its title (figure_export.cpp).
    for (const auto row : {AttentionMapGrid::SentenceA, AttentionMapGrid::SentenceB, AttentionMapGrid::Difference}) {
        QCOMPARE(m_lab->maps()->plot(row, AttentionMapGrid::WithPosition)->property("figureSubject").toString(),
                 pe::schemeTitle(pe::Scheme(scheme)));
        QVERIFY(m_lab->maps()->plot(row, AttentionMapGrid::WithoutPosition)->property("figureSubject").toString().isEmpty());
    }
}

void TestAttentionLab::eachHeadHasItsOwnMap()
{
    m_lab->controls()->projectionControl()->setCurrentIndex(1);
    m_lab->controls()->headsControl()->setValue(4);
    QComboBox *shown = m_lab->controls()->shownHeadControl();
    QCOMPARE(shown->count(), 5); // the mean and four heads
    QCPColorMapData *cells = m_lab->maps()->map(AttentionMapGrid::SentenceA, AttentionMapGrid::WithPosition)->data();
    QCOMPARE(cells->cell(1, 0), m_lab->comparison()->aWith.weights(0, 1));
    shown->setCurrentIndex(3);
    QCOMPARE(m_state->labSettings().shownHead, 2);
    QCOMPARE(cells->cell(1, 0), m_lab->comparison()->aWith.headWeights[2](0, 1));
    QVERIFY(m_lab->comparison()->aWith.headWeights[2](0, 1) != m_lab->comparison()->aWith.weights(0, 1));
    m_lab->controls()->headsControl()->setValue(2); // head 3 no longer exists: back to the last one
    QCOMPARE(m_state->labSettings().shownHead, 1);
    QCOMPARE(shown->count(), 3);
}

void TestAttentionLab::codeSourcesFollowTheSentences_data()
{
    QTest::addColumn<QString>("sentenceA");
    QTest::addColumn<QString>("sentenceB");
    QTest::addColumn<QStringList>("titles");
    QTest::newRow("both") << "tigers love rabbits" << "rabbits love tigers"
                          << QStringList{"Sentence A: tigers love rabbits", "Sentence B: rabbits love tigers"};
    QTest::newRow("A empty") << "" << "rabbits love tigers" << QStringList{"Sentence B: rabbits love tigers"};
    QTest::newRow("both empty") << "" << "  " << QStringList{};
}

void TestAttentionLab::codeSourcesFollowTheSentences()
{
    QFETCH(QString, sentenceA);
    QFETCH(QString, sentenceB);
    QFETCH(QStringList, titles);
    m_lab->sentences()->sentenceEdit(SentencePanel::A)->setText(sentenceA);
    m_lab->sentences()->sentenceEdit(SentencePanel::B)->setText(sentenceB);
    QList<CodeSource> sources = m_lab->codeSources();
    // Last, whatever the sentences: the PyTorch script that trains a model with the lab's set-up.
    QVERIFY(!sources.isEmpty() && sources.last().training);
    QVERIFY(sources.last().title.startsWith(QStringLiteral("Training script: sinusoidal, trained on who did it")));
    QVERIFY(sources.last().numpy.isEmpty() && sources.last().pytorch.contains(QStringLiteral("torch.optim.Adam")));
    sources.removeLast();
    QStringList shown;
    for (const CodeSource &source : sources) {
        shown.append(source.title);
        QVERIFY(source.numpy.contains(QStringLiteral("np.load(\"embeddings.npy\")")));
        QCOMPARE(source.inputs.first().first, QStringLiteral("embeddings.npy"));
    }
    QCOMPARE(shown, titles);
}

// The lab computes while its tab is hidden: once shown, each changing label is as tall as its text.
void TestAttentionLab::textsSetWhileHiddenGetTheirRoom()
{
    const auto checkRoom = [this] {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        for (QLabel *label : {m_lab->insideOneWord()->tokenSimilarity(), m_lab->maps()->verdict(AttentionMapGrid::WithoutPosition),
                              m_lab->maps()->verdict(AttentionMapGrid::WithPosition)}) {
            QVERIFY(!label->text().isEmpty());
            QVERIFY2(label->height() >= label->heightForWidth(label->width()),
                     qPrintable(QStringLiteral("%1: %2 px for %3").arg(label->text()).arg(label->height())
                                    .arg(label->heightForWidth(label->width()))));
        }
    };
    checkRoom(); // set in the constructor, before the first show
    m_lab->hide();
    LabSettings lab = m_state->labSettings();
    lab.sentenceA = QStringLiteral("Extraordinarily long words wrap.");
    lab.sentenceB = QStringLiteral("wrap long words Extraordinarily.");
    lab.causal = true;
    m_state->setLabSettings(lab);
    m_lab->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_lab));
    checkRoom();
}

// A map labels every row it has room for: where a row is as high as a line of its words, each
// row has its word (at 1.1 lines, maps of one height labelled every row in one sentence and every
// other row in the other). Checked over window heights that put the rows on either side.
void TestAttentionLab::mapsOfOneHeightLabelTheSameRows()
{
    retype(m_lab->sentences()->sentenceEdit(SentencePanel::A), "the dog bit the man");
    retype(m_lab->sentences()->sentenceEdit(SentencePanel::B), "man the bit dog the");
    int checked = 0;
    for (int height = 480; height <= 900; height += 12) {
        m_lab->resize(1280, height);
        for (int pass = 0; pass < 4; ++pass)  // the fits arrive by posted replots
            QCoreApplication::processEvents();
        for (const AttentionMapGrid::Row row : {AttentionMapGrid::SentenceA, AttentionMapGrid::SentenceB}) {
            QCPAxis *axis = m_lab->maps()->plot(row, AttentionMapGrid::WithPosition)->yAxis;
            const double perRow = axis->axisRect()->height() / 5.0;
            if (!axis->visible() || perRow < QFontMetrics(axis->tickLabelFont()).height())
                continue;
            ++checked;
            QVERIFY2(axis->property("wordStride").toInt() == 1,
                     qPrintable(QStringLiteral("window %1 high: rows of %2 px labelled every %3th").arg(height).arg(perRow)
                                    .arg(axis->property("wordStride").toInt())));
        }
    }
    QVERIFY(checked > 10);
}

void TestAttentionLab::aMapThatLeavesWordsOutSaysHowToZoom_data()
{
    QTest::addColumn<QString>("sentence");
    QTest::addColumn<bool>("hint");
    QTest::newRow("five words") << "the dog bit the man" << false;
    QTest::newRow("thirty words") << QStringList(30, QStringLiteral("w")).join(QLatin1Char(' ')) << true;
}

void TestAttentionLab::aMapThatLeavesWordsOutSaysHowToZoom()
{
    QFETCH(QString, sentence);
    QFETCH(bool, hint);
    m_lab->resize(1280, 900);
    retype(m_lab->sentences()->sentenceEdit(SentencePanel::A), sentence);
    retype(m_lab->sentences()->sentenceEdit(SentencePanel::B), sentence);
    QCPAxis *axis = m_lab->maps()->plot(AttentionMapGrid::SentenceA, AttentionMapGrid::WithPosition)->yAxis;
    QTRY_COMPARE(axis->property("wordStride").toInt() > 1, hint);  // the words fitted to the map
    QTRY_COMPARE(m_lab->maps()->zoomHint()->isVisible(), hint);
    // Zoomed in to a few words, each is written: the hint goes.
    if (hint) {
        for (QCustomPlot *plot : m_lab->findChildren<QCustomPlot *>())
            for (QCPAxis *zoomed : {plot->xAxis, plot->yAxis})
                if (zoomed->property("words").isValid())
                    zoomed->setRange(-0.5, 2.5);
        for (QCustomPlot *plot : m_lab->findChildren<QCustomPlot *>())
            plot->replot();
        QTRY_VERIFY(!m_lab->maps()->zoomHint()->isVisible());
    }
}

QTEST_MAIN(TestAttentionLab)
#include "test_attention_lab.moc"
