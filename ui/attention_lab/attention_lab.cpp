#include "attention_lab/attention_lab.h"

#include "attention_lab/attention_map_grid.h"
#include "attention_lab/block_window.h"
#include "attention_lab/layer_stack_window.h"
#include "attention_lab/controls.h"
#include "attention_lab/inside_one_word.h"
#include "attention_lab/sentence_panel.h"
#include "plots/figure_export.h"
#include "schemes/table.h"
#include "state/app_state.h"
#include "text/tokenizer.h"
#include "training/answers.h"
#include "training/code.h"
#include "widgets/choices.h"

#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

AttentionLab::AttentionLab(AppState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_sentences(new SentencePanel(state))
    , m_maps(new AttentionMapGrid(state))
    , m_insideOneWord(new InsideOneWord)
    , m_controls(new LabControls(state, m_insideOneWord, this))
{
    auto *main = new QVBoxLayout;
    main->addWidget(m_sentences);
    main->addWidget(m_maps, 1);

    auto *layout = new QHBoxLayout(this);
    layout->addLayout(main, 1);
    layout->addWidget(m_controls);

    connect(m_controls, &LabControls::codeRequested, this, [this] { showCodeDialog(this, codeSources()); });
    connect(m_controls, &LabControls::blockRequested, this, &AttentionLab::showBlockWindow);
    connect(m_controls, &LabControls::stackRequested, this, &AttentionLab::showStackWindow);
    connect(m_state, &AppState::labChanged, this, &AttentionLab::recomputeWhenShown);
    connect(m_state, &AppState::encodingChanged, this, &AttentionLab::recomputeWhenShown);
    connect(m_state, &AppState::labChanged, this, &AttentionLab::followStackWindow);
    recomputeWhenShown();
    followStackWindow();
}

void AttentionLab::presentFocus(const QStringList &focus)
{
    m_sentences->setVisible(!m_maps->showOnlyRowsOf(focus));
}

void AttentionLab::recompute()
{
    if (const std::shared_ptr<const pe::Trainer> &model = m_state->labSettings().trained; model && model->stepsDone() == 0) {
        trainAgain(model->settings());
        return;
    }
    m_sentences->followState();
    m_controls->followState();
    const LabSettings &lab = m_state->labSettings();
    // A saved map with position says whose positions it shows: the scheme's, or the trained model's.
    for (const AttentionMapGrid::Row row : {AttentionMapGrid::SentenceA, AttentionMapGrid::SentenceB, AttentionMapGrid::Difference})
        setFigureSubject(m_maps->plot(row, AttentionMapGrid::WithPosition),
                         lab.trained ? trainedTitle(lab.trained->settings()) : pe::schemeTitle(m_state->scheme()));
    if (lab.trained) {
        recomputeTrained(*lab.trained);
        return;
    }
    const pe::TokenizerOptions tokenizer{lab.lowerCase};
    m_tokensA = pe::tokenTexts(pe::tokenize(lab.sentenceA, tokenizer));
    m_tokensB = pe::tokenTexts(pe::tokenize(lab.sentenceB, tokenizer));
    m_sentences->showTokens(m_tokensA, m_tokensB, lab.vectors.get(), pe::isAdditive(m_state->scheme()) ? lab.positionOffset : 0);
    m_controls->showEmbeddingsNote(m_tokensA, m_tokensB);

    const pe::AttentionOptions options = m_state->attentionOptions();
    // A setting that no sentence can satisfy (heads that do not divide d_model) is said once, as
    // it is; what a sentence's length breaks is said of that sentence.
    QStringList errors;
    const QString settingsError = pe::validationError(options, 1);
    const QString errorA = pe::validationError(options, int(m_tokensA.size()));
    const QString errorB = pe::validationError(options, int(m_tokensB.size()));
    if (!settingsError.isEmpty())
        errors.append(settingsError);
    else if (!errorA.isEmpty())
        errors.append(tr("Sentence A: %1").arg(errorA));
    if (settingsError.isEmpty() && !errorB.isEmpty() && errorB != errorA)
        errors.append(tr("Sentence B: %1").arg(errorB));
    if (!errors.isEmpty()) {
        m_sentences->message()->setText(errors.join(QLatin1Char('\n')));
        // A learned table shorter than the sentence: the maps without position need none.
        pe::AttentionOptions plain = options;
        plain.positional = false;
        if (pe::validationError(plain, int(m_tokensA.size())).isEmpty() && pe::validationError(plain, int(m_tokensB.size())).isEmpty()) {
            m_comparison = pe::compareWithoutPosition(m_tokensA, m_tokensB, options);
            m_maps->showComparison(*m_comparison, pe::visibleTokens(m_tokensA), pe::visibleTokens(m_tokensB));
        } else {
            m_comparison.reset();
            m_maps->clearMaps();
        }
        m_insideOneWord->showComparison(m_comparison ? &*m_comparison : nullptr, m_tokensA);
        return;
    }
    m_comparison = pe::compareWordOrders(m_tokensA, m_tokensB, options, std::exchange(m_comparison, std::nullopt), &m_attentionCache);
    m_sentences->message()->setText(m_comparison->permutation ? QString() : differentTokensMessage());
    m_maps->showComparison(*m_comparison, pe::visibleTokens(m_tokensA), pe::visibleTokens(m_tokensB));
    m_insideOneWord->showComparison(&*m_comparison, m_tokensA, pe::isAdditive(m_state->scheme()) ? lab.positionOffset : 0);
}

void AttentionLab::recomputeTrained(const pe::Trainer &model)
{
    const LabSettings &lab = m_state->labSettings();
    const pe::TypedSentence a = pe::readTypedSentence(lab.sentenceA, model.definition());
    const pe::TypedSentence b = pe::readTypedSentence(lab.sentenceB, model.definition());
    m_tokensA = a.words;
    m_tokensB = b.words;
    m_sentences->showTokens(m_tokensA, m_tokensB, nullptr);
    m_controls->showEmbeddingsNote(m_tokensA, m_tokensB);
    QStringList errors;
    if (!a.error.isEmpty())
        errors.append(tr("This model cannot read sentence A. %1").arg(a.error));
    if (!b.error.isEmpty() && b.error != a.error)
        errors.append(tr("This model cannot read sentence B. %1").arg(b.error));
    m_comparison.reset();
    if (!errors.isEmpty()) {
        m_sentences->message()->setText(errors.join(QLatin1Char('\n')));
        m_maps->clearMaps();
        m_insideOneWord->showComparison(nullptr, m_tokensA);
        return;
    }
    m_comparison = pe::compareTrainedOrders(model, a, b);
    m_sentences->message()->setText(m_comparison->permutation ? QString() : differentTokensMessage());
    m_maps->showComparison(*m_comparison, m_tokensA, m_tokensB);
    m_insideOneWord->showComparison(&*m_comparison, m_tokensA);
}

void AttentionLab::showStackWindow()
{
    if (!m_stackWindow)
        m_stackWindow = new LayerStackWindow(m_state, this);
    m_stackWindow->show();
    if (!m_state->labSettings().layers.open)
        m_state->changeLab([](LabSettings &lab) { lab.layers.open = true; });
}

void AttentionLab::followStackWindow()
{
    const bool open = m_state->labSettings().layers.open, shown = m_stackWindow && m_stackWindow->isVisible();
    if (open && !shown)
        showStackWindow();
    else if (!open && shown)
        m_stackWindow->hide();
}

void AttentionLab::showBlockWindow()
{
    if (!m_blockWindow)
        m_blockWindow = new BlockWindow(m_state, this);
    m_blockWindow->show();
}

QString AttentionLab::differentTokensMessage()
{
    return tr("The two sentences do not hold the same tokens, so they cannot be matched word for word. "
              "Use the same words in another order to compare them.");
}

void AttentionLab::trainAgain(const pe::TrainingSettings &run)
{
    // The model the Training Lab trained already, if it is there: the same run gives the same weights.
    for (const std::shared_ptr<const pe::Trainer> &model : m_state->trainedModels())
        if (pe::settingsSoFar(*model) == run) {
            m_state->addTrainedModel(model);
            return;
        }
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    auto model = std::make_shared<pe::Trainer>(run);
    for (int step = 0; step < run.steps; ++step)
        model->step();
    QGuiApplication::restoreOverrideCursor();
    m_state->addTrainedModel(model);
}

void AttentionLab::recomputeWhenShown()
{
    // On a tab not shown (the explorer's d_model slider changes the lab too), the work waits for
    // showEvent(): it took over a millisecond of every explorer frame.
    if (isVisible()) {
        recompute();
        return;
    }
    // Cheap, and the controls show the state wherever they are.
    m_sentences->followState();
    m_controls->followState();
    m_recomputeWhenShown = true;
}

void AttentionLab::showEvent(QShowEvent *event)
{
    if (std::exchange(m_recomputeWhenShown, false))
        recompute();
    QWidget::showEvent(event);
}

QList<CodeSource> AttentionLab::codeSources() const
{
    if (const std::shared_ptr<const pe::Trainer> &model = m_state->labSettings().trained) {
        // The weights come from training: the script trains the same model on the batches the run kept.
        pe::TrainingSettings run = model->settings();
        run.steps = pe::kKeptBatches;
        return {{tr("Training script: %1, its first %2 steps (PyTorch)").arg(trainedTitle(run)).arg(run.steps),
                 QString(), pe::trainingCode(run), {}, run}};
    }
    const pe::AttentionOptions options = m_state->attentionOptions();
    const std::pair<QString, const QStringList *> sentences[] = {{tr("Sentence A"), &m_tokensA}, {tr("Sentence B"), &m_tokensB}};
    QList<CodeSource> sources;
    for (const auto &sentence : sentences) {
        const QStringList &tokens = *sentence.second;
        if (!pe::validationError(options, int(tokens.size())).isEmpty())
            continue;
        sources.append({tr("%1: %2").arg(sentence.first, tokens.join(QLatin1Char(' '))),
                        pe::attentionCode(tokens, options, pe::CodeLanguage::NumPy),
                        pe::attentionCode(tokens, options, pe::CodeLanguage::PyTorch),
                        pe::attentionCodeInputs(tokens, options)});
    }
    const pe::TrainingSettings training = labTrainingSettings(m_state->schemeParams(), m_state->labSettings());
    if (pe::validationError(training).isEmpty())
        sources.append({tr("Training script: %1 (PyTorch)").arg(trainedTitle(training)), QString(),
                        pe::trainingCode(training), {}, training});
    return sources;
}
