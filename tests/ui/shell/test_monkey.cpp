// A monkey test: the real main window, offscreen, under thousands of random user actions
// (sliders, spin boxes, combo boxes, check boxes, typing and undo in the sentence boxes,
// presets, tabs, resizing, presentation mode, the guided lesson). Every batch of actions the
// views must still be sound: every matrix shown finite (except the learned table's rows past
// max_len, which are NaN on purpose and drawn blank), every attention row summing to 1, the
// selection inside the matrix, the controls showing the state, every picture's title, axes and
// data agreeing with the state (pictures_agree.h), and memory not growing.
//
// The actions come from a seed: PE_MONKEY_SEED=… replays a run exactly, PE_MONKEY_ACTIONS=…
// sets how many actions it takes (10,000 unless told; the sanitizer build asks for
// 2,000 from another seed, so the two runs see different actions).

#include "attention_lab/attention_lab.h"
#include "attention_lab/block_strip.h"
#include "attention_lab/block_window.h"
#include "attention_lab/controls.h"
#include "attention_lab/sentence_panel.h"
#include "explorer/controls.h"
#include "explorer/encoding_explorer.h"
#include "explorer/encoding_heatmap_view.h"
#include "explorer/similarity_view.h"
#include "schemes/table.h"
#include "shell/main_window.h"
#include "state/app_state.h"
#include "text/tokenizer.h"
#include "ui/shell/monkey.h"
#include "ui/shell/monkey_challenges.h"
#include "ui/shell/monkey_training.h"
#include "ui/shell/pictures_agree.h"
#include "widgets/slider_spin_box.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFile>
#include <QLineEdit>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>
#include <QtTest>
#include <qcustomplot.h>
#include <algorithm>
#include <cmath>
#include <limits>
#include <malloc.h>

namespace {

constexpr quint64 kDefaultMonkeySeed = 20170612;  // the day "Attention Is All You Need" appeared
constexpr int kDefaultActions = 10000;
constexpr int kBatch = 100;
/// Memory is measured after this many batches (the caches and buffers are warm by then) and at the end.
constexpr int kWarmBatches = 10;
constexpr double kMaxGrowthMiB = 150.0;
/// Softmax rows sum to 1 up to rounding; a few hundred terms of at most 1 each stay far below this.
constexpr double kRowSumTolerance = 1e-12;

#if defined(__SANITIZE_ADDRESS__)
constexpr bool kAddressSanitizer = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kAddressSanitizer = true;
#else
constexpr bool kAddressSanitizer = false;
#endif
#else
constexpr bool kAddressSanitizer = false;
#endif

quint64 environmentNumber(const char *name, quint64 fallback)
{
    bool ok = false;
    const quint64 value = qEnvironmentVariable(name).toULongLong(&ok);
    return ok ? value : fallback;
}

/// VmRSS of this process, in MiB, after giving freed heap pages back to the system so that
/// only memory still in use counts.
double residentMiB()
{
    malloc_trim(0);
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1.0;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
    return -1.0;
}

QStringList warnings;
void collectWarnings(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    // The offscreen platform's note about size hints is not about the app (as in test_main_window).
    if (type != QtDebugMsg && type != QtInfoMsg && !message.contains(QLatin1String("propagateSizeHints")))
        warnings.append(message);
}

} // namespace

void TestMonkey::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // settings and recent lessons go to a test location
    m_seed = environmentNumber("PE_MONKEY_SEED", kDefaultMonkeySeed);
    // Two 32-bit words: every bit of a 64-bit seed counts.
    const quint32 seedWords[2] = {quint32(m_seed), quint32(m_seed >> 32)};
    m_random = QRandomGenerator(seedWords, 2);
    m_startFontSize = QApplication::font().pointSizeF();

    m_state = new AppState;
    m_window = new MainWindow(m_state);
    // No autosaveTo(): the monkey never writes a session file, least of all the user's.
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    m_explorer = m_window->encodingExplorer();
    m_lab = m_window->attentionLab();
    m_tabs = m_window->findChild<QTabWidget *>();
    QVERIFY(m_tabs);
    // The lab's seed box is the spin box that is not the heads box.
    for (QSpinBox *box : m_lab->findChildren<QSpinBox *>())
        if (box != m_lab->controls()->headsControl())
            m_seedControl = box;
    QVERIFY(m_seedControl);
    m_state->changeTraining([](TrainingLabSettings &s) { s.setUp.steps = monkey::kMaxTrainingSteps; });
}

void TestMonkey::cleanupTestCase()
{
    if (m_window)
        m_window->setPresentationMode(false);
    delete m_window;
    delete m_state;
}

void TestMonkey::randomActionsKeepEveryViewSound()
{
    const int actions = int(environmentNumber("PE_MONKEY_ACTIONS", kDefaultActions));
    const QString replay = QStringLiteral("replay with PE_MONKEY_SEED=%1 PE_MONKEY_ACTIONS=%2").arg(m_seed).arg(actions);
    qInfo("monkey: %d actions, seed %llu (%s)", actions, static_cast<unsigned long long>(m_seed), qPrintable(replay));

    warnings.clear();
    const QtMessageHandler previous = qInstallMessageHandler(collectWarnings);
    QElapsedTimer clock;
    clock.start();
    double warmMiB = -1.0;
    for (m_actionIndex = 0; m_actionIndex < actions; ++m_actionIndex) {
        act();
        const bool batchEnd = (m_actionIndex + 1) % kBatch == 0 || m_actionIndex + 1 == actions;
        if (!batchEnd)
            continue;
        QCoreApplication::processEvents();
        // Every check sees the lab: a lab on a hidden tab computes what it put off when shown.
        const QString view = m_window->currentView();
        m_window->showView(QStringLiteral("attention"));
        QCoreApplication::processEvents();
        // A run that trains at a class's pace ends at any moment, and the views follow the models it
        // brings by posted events: what the next events settle is not a problem, what stays is.
        QString found = problem();
        for (int pass = 0; !found.isEmpty() && pass < 10; ++pass) {
            QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
            found = problem();
        }
        // Every picture agrees with the state; every tenth check, the exported figures too.
        m_explorer->refreshNow();
        if (found.isEmpty())
            found = pictures::explorerDisagrees(m_explorer, m_state);
        if (found.isEmpty())
            found = pictures::labDisagrees(m_lab);
        if (found.isEmpty() && m_checks % 10 == 0)
            found = pictures::exportDisagrees(m_window);
        m_window->showView(view);
        ++m_checks;
        m_checksWithAttention += m_lab->comparison().has_value() ? 1 : 0;
        m_schemesChecked.insert(pe::schemeName(m_state->scheme()));
        if (!found.isEmpty() || !warnings.isEmpty()) {
            qInstallMessageHandler(previous);
            const QString message = QStringLiteral("%1\nafter action %2; the last actions:\n  %3\n%4")
                                        .arg(found.isEmpty() ? QStringLiteral("warnings:\n  ") + warnings.join(QStringLiteral("\n  ")) : found)
                                        .arg(m_actionIndex)
                                        .arg(m_recentActions.join(QStringLiteral("\n  ")), replay);
            QFAIL(qPrintable(message));
        }
        if ((m_actionIndex + 1) / kBatch == kWarmBatches && (m_actionIndex + 1) % kBatch == 0) {
            setUpForMeasuring();
            warmMiB = residentMiB();
        }
    }
    qInstallMessageHandler(previous);
    const double seconds = clock.elapsed() / 1000.0;

    setUpForMeasuring();
    const double endMiB = residentMiB();
    qInfo("monkey: %d actions in %.1f s (%.2f ms each); resident memory %.0f MiB after %d actions, %.0f MiB at the end",
          actions, seconds, 1000.0 * seconds / std::max(actions, 1), warmMiB, kWarmBatches * kBatch, endMiB);
    qInfo("monkey: %d checks, %d of them with attention maps shown; schemes seen: %s", m_checks, m_checksWithAttention,
          qPrintable(QStringList(m_schemesChecked.values()).join(QStringLiteral(", "))));
    QCOMPARE(problem(), QString());
    // Leaving presentation mode gives back the very font size it started from.
    QVERIFY2(std::abs(QApplication::font().pointSizeF() - m_startFontSize) < 1e-9,
             qPrintable(QStringLiteral("font %1 pt, was %2 pt; %3").arg(QApplication::font().pointSizeF()).arg(m_startFontSize).arg(replay)));
    if (kAddressSanitizer) {
        // AddressSanitizer keeps freed memory in quarantine (256 MB by default), so resident
        // memory says nothing here; LeakSanitizer checks for leaks at exit instead.
        qInfo("monkey: resident memory not bounded under AddressSanitizer");
    } else if (warmMiB > 0 && endMiB > 0) {
        QVERIFY2(endMiB - warmMiB <= kMaxGrowthMiB,
                 qPrintable(QStringLiteral("resident memory grew from %1 MiB to %2 MiB; %3").arg(warmMiB).arg(endMiB).arg(replay)));
    }
}

// The same window size, views and settings at both measurements, so that the caches and plot
// buffers are the same size and only growth remains.
void TestMonkey::setUpForMeasuring()
{
    m_window->setPresentationMode(false);
    m_window->showLessonStep(1); // the paper's settings and the default sentences
    m_window->endGuidedLesson();
    m_window->trainingLab()->reset();  // no trained models kept from one measurement to the other
    m_window->resize(1600, 1000);
    m_tabs->setCurrentIndex(0);
    QCoreApplication::processEvents();
}

// ---- checks ----

QString TestMonkey::problem() const
{
    const int positions = m_state->encodingParams().positions;
    if (m_state->position() < 0 || m_state->position() >= positions)
        return QStringLiteral("position %1 outside 0 … %2").arg(m_state->position()).arg(positions - 1);
    if (m_state->comparePosition() < 0 || m_state->comparePosition() >= positions)
        return QStringLiteral("compare position %1 outside 0 … %2").arg(m_state->comparePosition()).arg(positions - 1);
    if (m_state->dimension() < 0 || m_state->dimension() >= m_state->columns())
        return QStringLiteral("dimension %1 outside 0 … %2").arg(m_state->dimension()).arg(m_state->columns() - 1);
    QList<int> seen;
    for (int j : m_state->pinnedDimensions()) {
        if (j < 0 || j >= m_state->columns() || seen.contains(j))
            return QStringLiteral("pinned dimension %1 outside 0 … %2 or repeated").arg(j).arg(m_state->columns() - 1);
        seen.append(j);
    }

    QString found = encodingProblem(m_state->encoding(), m_state->schemeParams(), QStringLiteral("the encoding"));
    if (found.isEmpty() && m_state->compareScheme()) {
        pe::SchemeParams compared = m_state->schemeParams();
        compared.scheme = *m_state->compareScheme();
        const pe::Matrix matrix = m_state->compareEncoding();
        if (!matrix.size() && pe::validationError(compared).isEmpty())
            return QStringLiteral("the compared scheme %1 shows nothing at valid settings").arg(pe::schemeName(compared.scheme));
        if (matrix.size())
            found = encodingProblem(matrix, compared, QStringLiteral("the compared encoding"));
    }
    if (found.isEmpty())
        found = attentionProblem();
    if (found.isEmpty())
        found = controlsProblem();
    if (found.isEmpty())
        found = heatmapProblem();
    if (found.isEmpty())
        found = monkey::challengesProblem(m_window->challengesView(), m_state);
    if (found.isEmpty())
        found = blockProblem();
    return found;
}

// While "Inside the Block" is open: a button per stage, both sentences' stages alike, finite
// values (but the masked scores), or a message saying why there are none.
QString TestMonkey::blockProblem() const
{
    const BlockWindow *window = m_lab->blockWindow();
    if (!window || !window->isVisible())
        return {};
    const std::vector<pe::BlockStage> &a = window->stages(0);
    if (a.empty() && window->message()->text().isEmpty())
        return QStringLiteral("Inside the Block shows neither stages nor why not");
    if (qsizetype(a.size()) != window->strip()->buttons().size())
        return QStringLiteral("Inside the Block has %1 stages and %2 buttons").arg(a.size()).arg(window->strip()->buttons().size());
    for (const std::vector<pe::BlockStage> *stages : {&a, &window->stages(1)})
        for (const pe::BlockStage &stage : *stages)
            if (stage.name != QLatin1String("scores") && !stage.data.allFinite())
                return QStringLiteral("Inside the Block: stage %1 holds a value that is not finite").arg(stage.name);
    return {};
}

QString TestMonkey::encodingProblem(const pe::Matrix &matrix, const pe::SchemeParams &params, const QString &what) const
{
    const QString name = QStringLiteral("%1 (%2, d_model %3, %4 positions, max_len %5)")
                             .arg(what, pe::schemeName(params.scheme)).arg(params.encoding.dModel)
                             .arg(params.encoding.positions).arg(params.schemeSettings.maxLen);
    if (matrix.rows() != params.encoding.positions || matrix.cols() != pe::schemeColumns(params))
        return QStringLiteral("%1 is %2 x %3, not %4 x %5").arg(name).arg(matrix.rows()).arg(matrix.cols())
            .arg(params.encoding.positions).arg(pe::schemeColumns(params));
    // Only the learned table has gaps: its rows from max_len on, all NaN, drawn blank.
    const Eigen::Index filledRows = params.scheme == pe::Scheme::Learned ? std::min<Eigen::Index>(params.schemeSettings.maxLen, matrix.rows())
                                                                         : matrix.rows();
    for (Eigen::Index c = 0; c < matrix.cols(); ++c)
        for (Eigen::Index r = 0; r < matrix.rows(); ++r) {
            const double value = matrix(r, c);
            if (r < filledRows ? !std::isfinite(value) : !std::isnan(value))
                return QStringLiteral("%1 holds %2 at (%3, %4)").arg(name).arg(value).arg(r).arg(c);
        }
    return {};
}

QString TestMonkey::attentionProblem() const
{
    const LabSettings &lab = m_state->labSettings();
    const pe::TokenizerOptions tokenizer{lab.lowerCase};
    const QStringList a = pe::tokenTexts(pe::tokenize(lab.sentenceA, tokenizer));
    const QStringList b = pe::tokenTexts(pe::tokenize(lab.sentenceB, tokenizer));
    const pe::AttentionOptions options = m_state->attentionOptions();
    const bool valid = pe::validationError(options, int(a.size())).isEmpty() && pe::validationError(options, int(b.size())).isEmpty();
    const std::optional<pe::WordOrderComparison> &comparison = m_lab->comparison();
    pe::AttentionOptions plain = options;
    plain.positional = false;
    const bool validWithout = pe::validationError(plain, int(a.size())).isEmpty() && pe::validationError(plain, int(b.size())).isEmpty();
    if (!valid && !validWithout)
        return comparison ? QStringLiteral("the lab shows attention for settings the core refuses") : QString();
    if (!valid && (!comparison || comparison->positionError.isEmpty() || comparison->aWith.weights.size() != 0))
        return QStringLiteral("the lab shows no maps without position, or maps with it, where only those without can be computed");
    if (!comparison)
        return QStringLiteral("the lab shows no attention at valid settings");
    const pe::AttentionOptions &shown = comparison->options;
    if (comparison->a != a || comparison->b != b || shown.dModel != options.dModel || shown.heads != options.heads
        || shown.causal != options.causal || shown.scheme != options.scheme || shown.seed != options.seed
        || shown.projection != options.projection || shown.combine != options.combine
        || shown.positionWeight != options.positionWeight || shown.base != options.base || shown.schemeSettings.maxLen != options.schemeSettings.maxLen)
        return QStringLiteral("the lab shows attention for other sentences or settings than the state's");

    std::vector<std::pair<const pe::AttentionResult *, QString>> results{
        {&comparison->aWithout, QStringLiteral("A without position")}, {&comparison->bWithout, QStringLiteral("B without position")}};
    if (valid) // otherwise the lab has no maps with position, and says why
        results.insert(results.end(), {{&comparison->aWith, QStringLiteral("A with position")},
                                       {&comparison->bWith, QStringLiteral("B with position")}});
    for (const auto &result : results) {
        const pe::AttentionResult &attention = *result.first;
        const Eigen::Index n = attention.tokens.size();
        if (int(attention.headWeights.size()) != options.heads || int(attention.headScores.size()) != options.heads)
            return QStringLiteral("%1: %2 heads, not %3").arg(result.second).arg(attention.headWeights.size()).arg(options.heads);
        std::vector<std::pair<const pe::Matrix *, const pe::Matrix *>> maps{{&attention.weights, &attention.scores}};
        for (int h = 0; h < options.heads; ++h)
            maps.emplace_back(&attention.headWeights[size_t(h)], &attention.headScores[size_t(h)]);
        for (size_t m = 0; m < maps.size(); ++m) {
            const pe::Matrix &weights = *maps[m].first;
            const pe::Matrix &scores = *maps[m].second;
            const QString which = m == 0 ? QStringLiteral("the mean") : QStringLiteral("head %1").arg(m);
            if (weights.rows() != n || weights.cols() != n || scores.rows() != n || scores.cols() != n)
                return QStringLiteral("%1, %2: not %3 x %3").arg(result.second, which).arg(n);
            for (Eigen::Index i = 0; i < n; ++i) {
                double sum = 0.0;
                for (Eigen::Index j = 0; j < n; ++j) {
                    const bool masked = options.causal && j > i;
                    const double weight = weights(i, j);
                    const double score = scores(i, j);
                    if (!std::isfinite(weight) || weight < 0.0 || (masked && weight != 0.0))
                        return QStringLiteral("%1, %2: weight %3 at (%4, %5)").arg(result.second, which).arg(weight).arg(i).arg(j);
                    if (masked ? score != -std::numeric_limits<double>::infinity() : !std::isfinite(score))
                        return QStringLiteral("%1, %2: score %3 at (%4, %5)").arg(result.second, which).arg(score).arg(i).arg(j);
                    sum += weight;
                }
                if (std::abs(sum - 1.0) > kRowSumTolerance)
                    return QStringLiteral("%1, %2: row %3 sums to 1 %4 %5")
                        .arg(result.second, which).arg(i).arg(sum >= 1.0 ? "+" : "-").arg(std::abs(sum - 1.0), 0, 'g', 3);
            }
        }
    }
    for (const pe::Matrix *difference : {&comparison->differenceWithout, &comparison->differenceWith})
        if (!difference->allFinite())
            return QStringLiteral("a difference map holds NaN or infinity");
    return {};
}

QString TestMonkey::controlsProblem() const
{
    const pe::SinusoidalParams &params = m_state->encodingParams();
    // The lab's d_model is the explorer's, but a trained model's or the word vectors' own where it
    // reads them; a trained model brings its heads, mask and scheme too (LabControls::followState()).
    const LabSettings &lab = m_state->labSettings();
    const pe::ModelConfig *model = lab.trained ? &lab.trained->config() : nullptr;
    const int labDModel = model ? model->dModel : lab.vectors ? lab.vectors->dimension : params.dModel;
    const std::pair<const SliderSpinBox *, int> shown[] = {
        {m_explorer->controls()->positionControl(), m_state->position()},       {m_explorer->controls()->dimensionControl(), m_state->dimension()},
        {m_explorer->controls()->comparePositionControl(), m_state->comparePosition()}, {m_explorer->controls()->dModelControl(), params.dModel},
        {m_explorer->controls()->positionsControl(), params.positions},       {m_lab->controls()->dModelControl(), labDModel},
    };
    for (const auto &control : shown)
        if (control.first->value() != control.second || control.first->slider()->value() != control.second)
            return QStringLiteral("a control shows %1 (its slider %2) where the state holds %3")
                .arg(control.first->value()).arg(control.first->slider()->value()).arg(control.second);
    if (m_explorer->controls()->positionControl()->spinBox()->maximum() != params.positions - 1
        || m_explorer->controls()->dimensionControl()->spinBox()->maximum() != m_state->columns() - 1)
        return QStringLiteral("the position or dimension control reaches past the matrix");
    if (m_lab->sentences()->sentenceEdit(SentencePanel::A)->text() != lab.sentenceA
        || m_lab->sentences()->sentenceEdit(SentencePanel::B)->text() != lab.sentenceB)
        return QStringLiteral("a sentence box shows another text than the state");
    if (m_lab->controls()->headsControl()->value() != (model ? model->heads : lab.heads)
        || m_lab->controls()->causalControl()->isChecked() != (model ? model->causal : lab.causal)
        || m_lab->controls()->scoresControl()->isChecked() != lab.showScores || m_lab->controls()->lowerCaseControl()->isChecked() != lab.lowerCase)
        return QStringLiteral("a lab control shows another setting than the state");
    if (m_explorer->controls()->schemeControl()->currentData().toInt() != int(m_state->scheme())
        || m_lab->controls()->schemeControl()->currentData().toInt()
               != int(model ? model->position.value_or(pe::Scheme::Sinusoidal) : m_state->scheme()))
        return QStringLiteral("a scheme box shows another scheme than the state");
    return {};
}

QString TestMonkey::heatmapProblem() const
{
    // NaN is drawn blank, and only where the learned table has no row: its heatmap's rows from
    // max_len on, and the similarity of such a row with any other. Infinity is never drawn.
    const int maxLen = m_state->schemeParams().schemeSettings.maxLen;
    const auto mayHoldNaN = [this, maxLen](const QCPColorMap *map, long row, long column) {
        if (map == m_explorer->heatmapView()->map())
            return m_state->scheme() == pe::Scheme::Learned && row >= maxLen;
        if (map == m_explorer->similarityView()->map())
            return m_state->scheme() == pe::Scheme::Learned && (row >= maxLen || column >= maxLen);
        if (map == m_explorer->compareView()->map())
            return m_state->compareScheme() == pe::Scheme::Learned && row >= maxLen;
        return false;
    };
    for (QCustomPlot *plot : m_window->findChildren<QCustomPlot *>()) {
        // A plot its view hides (the compared heatmap while compare is off) shows nothing.
        if (!plot->isVisibleTo(m_lab->isAncestorOf(plot) ? static_cast<QWidget *>(m_lab) : m_explorer))
            continue;
        for (int k = 0; k < plot->plottableCount(); ++k) {
            const auto *map = qobject_cast<const QCPColorMap *>(plot->plottable(k));
            if (!map)
                continue;
            QCPColorMapData *data = map->data();
            for (int key = 0; key < data->keySize(); ++key)
                for (int value = 0; value < data->valueSize(); ++value) {
                    const double cell = data->cell(key, value);
                    if (std::isfinite(cell))
                        continue;
                    double column = 0.0;  // the key axis: a dimension or a position
                    double row = 0.0;     // the value axis: a position
                    data->cellToCoord(key, value, &column, &row);
                    if (std::isinf(cell) || !mayHoldNaN(map, std::lround(row), std::lround(column)))
                        return QStringLiteral("a colour map in %1 draws %2 at row %3, column %4 (scheme %5, max_len %6, %7 x %8 cells)")
                            .arg(map == m_explorer->heatmapView()->map() ? "the explorer's heatmap"
                                 : map == m_explorer->similarityView()->map() ? "the explorer's similarity map"
                                 : map == m_explorer->compareView()->map() ? "the explorer's compared heatmap"
                                 : m_lab->isAncestorOf(plot) ? "the lab" : "the explorer")
                            .arg(cell).arg(row).arg(column).arg(pe::schemeName(m_state->scheme())).arg(maxLen)
                            .arg(data->valueSize()).arg(data->keySize());
                }
        }
    }
    return {};
}

QTEST_MAIN(TestMonkey)
