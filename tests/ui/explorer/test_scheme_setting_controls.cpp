// The settings of one scheme in the Encoding Explorer (T5's buckets, RoPE's scaling), driven
// through the real controls: shown only for their scheme, each reaching the state and the
// heatmap, and never leaving the settings out of range.

#include "state/app_state.h"
#include "ui/explorer/explorer_fixture.h"
#include "explorer/encoding_explorer.h"
#include "explorer/controls.h"
#include "explorer/encoding_heatmap_view.h"
#include "explorer/formula_panel.h"
#include "explorer/rotation_dialog.h"
#include "schemes/position_similarity.h"
#include "text/token_embedding.h"
#include "support/matrix_compare.h"
#include "explorer/rope_scale_controls.h"
#include "explorer/partial_score_view.h"
#include "explorer/rope_wavelength_view.h"
#include "widgets/choices.h"
#include "state/settings.h"
#include "widgets/slider_spin_box.h"
#include "shell/language.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <qcustomplot.h>
#include <QtTest>
#include "support/fail_on_warnings.h"

Q_DECLARE_METATYPE(pe::T5Buckets)
Q_DECLARE_METATYPE(pe::RopeScale)
Q_DECLARE_METATYPE(pe::RopeScaling)

class TestSchemeSettingControls : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void shownOnlyForT5();
    void eachControlReachesTheMatrix_data();
    void eachControlReachesTheMatrix();
    void theLabsMaskKeepsTheBucketsValid();
    void ropeScalingReachesTheAngles_data();
    void ropeScalingReachesTheAngles();
    void refusedBandsSayWhyAndKeepTheState();
    void partialRopeTurnsPartOfEachHead_data();
    void partialRopeTurnsPartOfEachHead();
    void shawClipReachesTheRelations();
    void comparedSchemesShowTheirSettings();
    void twoConventionsSideBySide();
    void theOffsetAsARotation();
    void scalingKeepsAFactorTheBoxRounds();
    void everySchemeAndScalingInEitherLanguageWithoutWarnings_data();
    void everySchemeAndScalingInEitherLanguageWithoutWarnings();

private:
    AppState *m_state = nullptr;
    EncodingExplorer *m_explorer = nullptr;
};

void TestSchemeSettingControls::init()
{
    failOnStringWarnings();  // a text with a placeholder too few or too many is a wrong sentence on screen
    m_state = new AppState;
    m_explorer = new EncodingExplorer(m_state);
    m_explorer->resize(1280, 900);
    m_explorer->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_explorer));
    ExplorerControls *controls = m_explorer->controls();
    controls->schemeControl()->setCurrentIndex(controls->schemeControl()->findData(int(pe::Scheme::T5)));
    QCoreApplication::processEvents();
    QCOMPARE(m_state->scheme(), pe::Scheme::T5);
}

void TestSchemeSettingControls::cleanup()
{
    delete m_explorer;
    delete m_state;
}

void TestSchemeSettingControls::shownOnlyForT5()
{
    ExplorerControls *controls = m_explorer->controls();
    const QList<QWidget *> t5Controls{controls->numberControl(QStringLiteral("t5_buckets")), controls->numberControl(QStringLiteral("t5_max_distance")), controls->t5CausalControl()};
    for (QWidget *control : t5Controls)
        QVERIFY(control->isVisibleTo(m_explorer));
    controls->schemeControl()->setCurrentIndex(controls->schemeControl()->findData(int(pe::Scheme::Alibi)));
    QCoreApplication::processEvents();
    for (QWidget *control : t5Controls)
        QVERIFY(!control->isVisibleTo(m_explorer));
}

void TestSchemeSettingControls::eachControlReachesTheMatrix_data()
{
    QTest::addColumn<QString>("buckets");      // typed, or empty to leave it
    QTest::addColumn<QString>("maxDistance");  // typed, or empty to leave it
    QTest::addColumn<bool>("causal");
    QTest::addColumn<pe::T5Buckets>("expected");
    QTest::newRow("buckets 8") << "8" << "" << false << pe::T5Buckets{8, 128, false};
    QTest::newRow("max distance 20") << "" << "20" << false << pe::T5Buckets{32, 20, false};
    QTest::newRow("causal") << "" << "" << true << pe::T5Buckets{32, 128, true};
    // 64 causal buckets count 32 distances one by one: max distance 20 is raised to 33.
    QTest::newRow("more buckets lift max distance") << "64" << "20" << true << pe::T5Buckets{64, 33, true};
    // The box starts above the 8 distances 32 buckets count one by one: 3 is refused.
    QTest::newRow("max distance cannot go below the exact ones") << "" << "3" << false << pe::T5Buckets{32, 128, false};
}

void TestSchemeSettingControls::eachControlReachesTheMatrix()
{
    QFETCH(QString, buckets);
    QFETCH(QString, maxDistance);
    QFETCH(bool, causal);
    QFETCH(pe::T5Buckets, expected);
    ExplorerControls *controls = m_explorer->controls();
    if (!maxDistance.isEmpty())
        typeInto(controls->numberControl(QStringLiteral("t5_max_distance")), maxDistance);
    if (!buckets.isEmpty())
        typeInto(controls->numberControl(QStringLiteral("t5_buckets")), buckets);
    if (causal)
        controls->t5CausalControl()->click();
    QCoreApplication::processEvents();
    QCOMPARE(m_state->schemeParams().schemeSettings.t5, expected);
    // The controls show what the matrix uses.
    QCOMPARE(int(controls->numberControl(QStringLiteral("t5_buckets"))->value()), expected.buckets);
    QCOMPARE(int(controls->numberControl(QStringLiteral("t5_max_distance"))->value()), expected.maxDistance);
    QCOMPARE(controls->t5CausalControl()->isChecked(), expected.causal);
    QVERIFY(m_state->encoding() == pe::t5BucketMap(m_state->encodingParams().positions, expected));
}

void TestSchemeSettingControls::theLabsMaskKeepsTheBucketsValid()
{
    // Bidirectional, 32 buckets count 8 distances one by one, so 9 is a valid max distance; under
    // the lab's causal mask they count 16, and the lab raises it to 17 instead of showing nothing.
    pe::SchemeParams scheme = m_state->schemeParams();
    scheme.schemeSettings.t5 = {32, 9, false};
    QCOMPARE(m_state->setSchemeParams(scheme), QString());
    LabSettings lab = m_state->labSettings();
    lab.causal = true;
    const pe::AttentionOptions options = attentionOptions(m_state->schemeParams(), lab);
    QCOMPARE(options.schemeSettings.t5, (pe::T5Buckets{32, 17, true}));
    QCOMPARE(pe::validationError(options, 3), QString());
}

void TestSchemeSettingControls::ropeScalingReachesTheAngles_data()
{
    using Typed = QList<std::pair<QString, QString>>;  // (control, text typed into it)
    QTest::addColumn<pe::RopeScaling>("scaling");
    QTest::addColumn<Typed>("typed");
    QTest::addColumn<pe::RopeScale>("expected");
    const pe::RopeScale defaults;
    pe::RopeScale interpolation{pe::RopeScaling::Interpolation, 4.0};
    pe::RopeScale dynamic = defaults;
    dynamic.scaling = pe::RopeScaling::DynamicNtk;
    dynamic.originalLength = 16;
    pe::RopeScale yarn = defaults;
    yarn.scaling = pe::RopeScaling::Yarn;
    yarn.factor = 8.0;
    yarn.betaFast = 16.0;
    yarn.betaSlow = 0.5;
    pe::RopeScale llama = defaults;
    llama.scaling = pe::RopeScaling::Llama3;
    llama.lowFreqFactor = 2.0;
    llama.highFreqFactor = 8.0;
    QTest::newRow("interpolation 4") << pe::RopeScaling::Interpolation << Typed{{"factor", "4"}} << interpolation;
    QTest::newRow("ntk 2") << pe::RopeScaling::Ntk << Typed{} << pe::RopeScale{pe::RopeScaling::Ntk, 2.0};
    QTest::newRow("dynamic ntk, L0 16") << pe::RopeScaling::DynamicNtk << Typed{{"L0", "16"}} << dynamic;
    QTest::newRow("yarn 8, betas 16 and 0.5") << pe::RopeScaling::Yarn << Typed{{"factor", "8"}, {"beta_fast", "16"}, {"beta_slow", "0.5"}} << yarn;
    QTest::newRow("llama 3, factors 2 and 8") << pe::RopeScaling::Llama3 << Typed{{"high", "8"}, {"low", "2"}} << llama;
    QTest::newRow("none") << pe::RopeScaling::None << Typed{} << pe::RopeScale{pe::RopeScaling::None, 2.0};
}

void TestSchemeSettingControls::ropeScalingReachesTheAngles()
{
    using Typed = QList<std::pair<QString, QString>>;
    QFETCH(pe::RopeScaling, scaling);
    QFETCH(Typed, typed);
    QFETCH(pe::RopeScale, expected);
    ExplorerControls *controls = m_explorer->controls();
    RopeScaleControls *rope = controls->ropeScaleControls();
    QVERIFY(!rope->isVisibleTo(m_explorer));  // T5 is shown
    controls->schemeControl()->setCurrentIndex(controls->schemeControl()->findData(int(pe::Scheme::Rope)));
    QCoreApplication::processEvents();
    QVERIFY(rope->scalingControl()->isVisibleTo(m_explorer));
    QVERIFY(!rope->factorControl()->isVisibleTo(m_explorer));  // no scaling, no factor
    rope->scalingControl()->setCurrentIndex(rope->scalingControl()->findData(int(scaling)));
    QCoreApplication::processEvents();  // the scaling's own controls show once the explorer follows the state
    const QHash<QString, SliderSpinBox *> controlNamed{{"factor", rope->factorControl()}, {"L0", rope->originalLengthControl()},
                                                       {"beta_fast", rope->betaFastControl()}, {"beta_slow", rope->betaSlowControl()},
                                                       {"low", rope->lowFreqFactorControl()}, {"high", rope->highFreqFactorControl()}};
    for (const auto &[name, text] : typed) {
        QVERIFY2(controlNamed[name]->isVisibleTo(m_explorer), qPrintable(name));
        typeInto(controlNamed[name], text);
        QCoreApplication::processEvents();
    }
    QCOMPARE(m_state->schemeParams().schemeSettings.ropeScale, expected);
    QCOMPARE(rope->factorControl()->isVisibleTo(m_explorer), expected.scaling != pe::RopeScaling::None);
    QCOMPARE(rope->originalLengthControl()->isVisibleTo(m_explorer), pe::ropeScalingReadsOriginalLength(expected.scaling));
    QCOMPARE(rope->betaFastControl()->isVisibleTo(m_explorer), expected.scaling == pe::RopeScaling::Yarn);
    QCOMPARE(rope->lowFreqFactorControl()->isVisibleTo(m_explorer), expected.scaling == pe::RopeScaling::Llama3);
    const pe::SinusoidalParams &e = m_state->encodingParams();
    QVERIFY(m_state->encoding() == pe::ropeAngles(e.positions, e.dModel, e.base, expected));
    // The chart below shows the same scale.
    QVERIFY(m_explorer->wavelengthView()->isVisibleTo(m_explorer));
    if (expected.scaling != pe::RopeScaling::None)
        QVERIFY(m_explorer->wavelengthView()->summary()->text().startsWith(ropeScalingTitle(expected.scaling)));
}

void TestSchemeSettingControls::partialRopeTurnsPartOfEachHead_data()
{
    QTest::addColumn<int>("way");
    QTest::addColumn<QString>("fraction");
    QTest::addColumn<QString>("said");  // in the chart's sentence, made from the numbers
    QTest::newRow("GPT-NeoX, a quarter") << int(pe::PartialRope::NeoX) << "0.25" << "the first 16 of 64 dimensions turn, 8 pairs";
    QTest::newRow("GPT-NeoX, half") << int(pe::PartialRope::NeoX) << "0.5" << "the first 32 of 64 dimensions turn, 16 pairs";
    QTest::newRow("Gemma 4, a quarter") << int(pe::PartialRope::Proportional) << "0.25" << "the 8 fastest of 32 pairs";
    QTest::newRow("Gemma 4, 0.6") << int(pe::PartialRope::Proportional) << "0.6" << "the 19 fastest of 32 pairs";
}

// The part of each head that turns reaches the angles, the wavelength chart's sentence and the
// split of a score; a scaling waits for the whole head.
void TestSchemeSettingControls::partialRopeTurnsPartOfEachHead()
{
    QFETCH(int, way);
    QFETCH(QString, fraction);
    QFETCH(QString, said);
    m_state->setScheme(pe::Scheme::Rope);
    QCoreApplication::processEvents();
    RopeScaleControls *rope = m_explorer->controls()->ropeScaleControls();
    rope->partialControl()->setCurrentIndex(rope->partialControl()->findData(way));
    QCoreApplication::processEvents();
    QVERIFY(rope->fractionControl()->isVisibleTo(m_explorer));
    typeInto(rope->fractionControl(), fraction);
    QCoreApplication::processEvents();
    const pe::PartialRotary expected{pe::PartialRope(way), fraction.toDouble()};
    QVERIFY(m_state->schemeParams().schemeSettings.ropePartial == expected);
    const pe::SinusoidalParams &e = m_state->encodingParams();
    QVERIFY(m_state->encoding() == pe::partialRopeAngles(e.positions, e.dModel, e.base, expected));
    QVERIFY(!rope->scalingControl()->isEnabled());
    QVERIFY2(m_explorer->wavelengthView()->summary()->text().contains(said), qPrintable(m_explorer->wavelengthView()->summary()->text()));
    QVERIFY(m_explorer->partialScoreView()->isVisibleTo(m_explorer));
    const pe::Matrix qk = pe::randomNormalMatrix(2, e.dModel, 1.0 / std::sqrt(double(e.dModel)), 1);
    const pe::SplitScores split = pe::partialRopeScoreByDistance(qk.row(0).transpose(), qk.row(1).transpose(), e.positions, e.base, expected);
    QVERIFY(m_explorer->partialScoreView()->summary()->text().contains(QLocale().toString(split.still(0), 'f', 3)));
    // Back to the whole head: the explanation again, and a scaling can be chosen.
    rope->partialControl()->setCurrentIndex(0);
    QCoreApplication::processEvents();
    QVERIFY(!m_explorer->partialScoreView()->isVisibleTo(m_explorer));
    QVERIFY(rope->scalingControl()->isEnabled());
}

void TestSchemeSettingControls::refusedBandsSayWhyAndKeepTheState()
{
    pe::SchemeParams scheme = m_state->schemeParams();
    scheme.scheme = pe::Scheme::Rope;
    scheme.schemeSettings.ropeScale.scaling = pe::RopeScaling::Llama3;
    QCOMPARE(m_state->setSchemeParams(scheme), QString());
    QCoreApplication::processEvents();
    RopeScaleControls *rope = m_explorer->controls()->ropeScaleControls();
    typeInto(rope->lowFreqFactorControl(), QStringLiteral("5"));  // above high_freq_factor, 4
    QCOMPARE(m_state->schemeParams().schemeSettings.ropeScale.lowFreqFactor, 1.0);
    QVERIFY(rope->lowFreqFactorControl()->message()->text().contains(QStringLiteral("low_freq_factor")));
    QCOMPARE(rope->lowFreqFactorControl()->value(), 1.0);
}

void TestSchemeSettingControls::shawClipReachesTheRelations()
{
    ExplorerControls *controls = m_explorer->controls();
    QVERIFY(!controls->numberControl(QStringLiteral("shaw_clip"))->isVisibleTo(m_explorer));  // T5 is shown
    controls->schemeControl()->setCurrentIndex(controls->schemeControl()->findData(int(pe::Scheme::Shaw)));
    QCoreApplication::processEvents();
    QVERIFY(controls->numberControl(QStringLiteral("shaw_clip"))->isVisibleTo(m_explorer));
    typeInto(controls->numberControl(QStringLiteral("shaw_clip")), QStringLiteral("7"));
    QCOMPARE(m_state->schemeParams().schemeSettings.shawClip, 7);
    QVERIFY(m_state->encoding() == pe::shawClippedDistances(m_state->encodingParams().positions, 7));
}

void TestSchemeSettingControls::comparedSchemesShowTheirSettings()
{
    ExplorerControls *controls = m_explorer->controls();
    controls->schemeControl()->setCurrentIndex(controls->schemeControl()->findData(int(pe::Scheme::Sinusoidal)));
    QCoreApplication::processEvents();
    QVERIFY(!controls->numberControl(QStringLiteral("t5_buckets"))->isVisibleTo(m_explorer));
    // The compared heatmap is T5's: its buckets can be set.
    m_state->setCompareScheme(pe::Scheme::T5);
    QCoreApplication::processEvents();
    QVERIFY(controls->numberControl(QStringLiteral("t5_buckets"))->isVisibleTo(m_explorer));
    QVERIFY(!controls->numberControl(QStringLiteral("shaw_clip"))->isVisibleTo(m_explorer));
    m_state->setCompareScheme(pe::Scheme::Shaw);
    QCoreApplication::processEvents();
    QVERIFY(controls->numberControl(QStringLiteral("shaw_clip"))->isVisibleTo(m_explorer));
    QVERIFY(!controls->numberControl(QStringLiteral("t5_buckets"))->isVisibleTo(m_explorer));
}

// The compare box offers the sinusoidal scheme in the libraries' conventions: the paper's beside tensor2tensor's.
void TestSchemeSettingControls::twoConventionsSideBySide()
{
    ExplorerControls *controls = m_explorer->controls();
    controls->schemeControl()->setCurrentIndex(controls->schemeControl()->findData(int(pe::Scheme::Sinusoidal)));
    QComboBox *compared = controls->compareSchemeControl();
    compared->setCurrentIndex(compared->findData(compareData(pe::Scheme::Sinusoidal, pe::Layout::Tensor2Tensor)));
    QVERIFY(compared->currentText().contains(QStringLiteral("tensor2tensor")));
    controls->compareControl()->setChecked(true);
    QCOMPARE(m_state->compareScheme(), std::optional(pe::Scheme::Sinusoidal));
    QCOMPARE(m_state->compareLayout(), pe::Layout::Tensor2Tensor);
    QCoreApplication::processEvents();
    pe::SinusoidalParams expected = m_state->encodingParams();
    QCOMPARE(expected.layout, pe::Layout::Interleaved);
    expected.layout = pe::Layout::Tensor2Tensor;
    QVERIFY(m_state->compareEncoding() == pe::sinusoidalEncoding(expected));
    QVERIFY(m_state->encoding() == pe::sinusoidalEncoding(m_state->encodingParams()));
    QVERIFY(m_explorer->compareView()->isVisibleTo(m_explorer));
    // Set from a lesson, the box follows.
    m_state->setCompareScheme(pe::Scheme::Sinusoidal, pe::Layout::Concatenated);
    QCoreApplication::processEvents();
    QCOMPARE(compared->currentData().toInt(), compareData(pe::Scheme::Sinusoidal, pe::Layout::Concatenated));
    // Another scheme compared keeps its own settings: the convention is the sinusoidal scheme's alone.
    m_state->setCompareScheme(pe::Scheme::Binary, pe::Layout::Tensor2Tensor);
    QCOMPARE(m_state->compareParams().encoding.layout, pe::Layout::Interleaved);
}

// The formula panel's button shows M_k for the selected offset, drawn from the core's matrix, and follows the sliders.
void TestSchemeSettingControls::theOffsetAsARotation()
{
    ExplorerControls *controls = m_explorer->controls();
    controls->schemeControl()->setCurrentIndex(controls->schemeControl()->findData(int(pe::Scheme::Sinusoidal)));
    m_state->setDModel(8);
    m_state->setPosition(1);
    m_state->setComparePosition(4);
    QCoreApplication::processEvents();
    QPushButton *button = m_explorer->formulaPanel()->rotationButton();
    QVERIFY(button->isVisibleTo(m_explorer));
    QTest::mouseClick(button, Qt::LeftButton);
    auto *dialog = m_explorer->findChild<RotationDialog *>();
    QVERIFY(dialog && dialog->isVisible());
    const auto cellsOf = [dialog] {
        auto *map = qobject_cast<QCPColorMap *>(dialog->plot()->plottable(0));
        pe::Matrix cells(8, 8);
        for (int r = 0; r < 8; ++r)
            for (int c = 0; c < 8; ++c)
                cells(r, c) = map->data()->data(c, r);
        return cells;
    };
    COMPARE_MATRICES(cellsOf(), pe::relativeRotation(m_state->encodingParams(), 3), 0.0);
    QVERIFY2(dialog->check()->text().contains(QStringLiteral("Largest")), qPrintable(dialog->check()->text()));
    m_state->setComparePosition(9);  // k = 8: the dialog follows
    QCoreApplication::processEvents();
    COMPARE_MATRICES(cellsOf(), pe::relativeRotation(m_state->encodingParams(), 8), 0.0);
    controls->schemeControl()->setCurrentIndex(controls->schemeControl()->findData(int(pe::Scheme::Rope)));
    QCoreApplication::processEvents();
    QVERIFY(!button->isVisibleTo(m_explorer));
    QVERIFY(dialog->check()->text().contains(QStringLiteral("choose that scheme")));
    dialog->close();
}

void TestSchemeSettingControls::scalingKeepsAFactorTheBoxRounds()
{
    pe::SchemeParams scheme = m_state->schemeParams();
    scheme.scheme = pe::Scheme::Rope;
    scheme.schemeSettings.ropeScale = {pe::RopeScaling::Ntk, 1.0625};  // from a lesson file: more digits than the box shows
    QCOMPARE(m_state->setSchemeParams(scheme), QString());
    QCoreApplication::processEvents();
    ExplorerControls *controls = m_explorer->controls();
    QComboBox *box = controls->ropeScaleControls()->scalingControl();
    box->setCurrentIndex(box->findData(int(pe::RopeScaling::Interpolation)));
    QCoreApplication::processEvents();
    QCOMPARE(m_state->schemeParams().schemeSettings.ropeScale, (pe::RopeScale{pe::RopeScaling::Interpolation, 1.0625}));
}

void TestSchemeSettingControls::everySchemeAndScalingInEitherLanguageWithoutWarnings_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<pe::Scheme>("scheme");
    QTest::addColumn<pe::RopeScaling>("scaling");
    for (const char *language : {"en", "zh_CN"}) {
        for (pe::Scheme scheme : pe::allSchemes())
            QTest::addRow("%s, %s", language, qPrintable(pe::schemeName(scheme))) << QString::fromLatin1(language) << scheme << pe::RopeScaling{};
        for (const QString &name : pe::ropeScalingNames()) {
            pe::RopeScaling scaling{};
            QVERIFY(pe::ropeScalingFromName(name, &scaling));
            QTest::addRow("%s, rope %s", language, qPrintable(name)) << QString::fromLatin1(language) << pe::Scheme::Rope << scaling;
        }
    }
}

// Each scheme's panels (and each of RoPE's scalings: chart, summary, controls), drawn in each
// language: any QString::arg warning (a placeholder too few or too many) fails the test, through init().
void TestSchemeSettingControls::everySchemeAndScalingInEitherLanguageWithoutWarnings()
{
    QFETCH(QString, language);
    QFETCH(pe::Scheme, scheme);
    QFETCH(pe::RopeScaling, scaling);
    QVERIFY(installLanguage(language));
    delete m_explorer;
    m_explorer = new EncodingExplorer(m_state);
    m_explorer->resize(1280, 900);
    m_explorer->show();
    QVERIFY(m_state->changeExplorer([scheme, scaling](ExplorerSettings &settings) {
        settings.scheme.scheme = scheme;
        settings.scheme.schemeSettings.ropeScale.scaling = scaling;
    }).isEmpty());
    QCoreApplication::processEvents();
    QVERIFY(!m_explorer->grab().isNull());
    QVERIFY(scheme != pe::Scheme::Rope || !m_explorer->wavelengthView()->summary()->text().isEmpty());
    installLanguage(QStringLiteral("en"));
}

QTEST_MAIN(TestSchemeSettingControls)


#include "test_scheme_setting_controls.moc"
