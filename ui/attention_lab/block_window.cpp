#include "attention_lab/block_window.h"

#include "attention/word_order.h"
#include "attention_lab/block_strip.h"
#include "attention_lab/score_terms_panel.h"
#include "plots/figure_export.h"
#include "plots/heatmap.h"
#include "plots/parts.h"
#include "schemes/table.h"
#include "state/app_state.h"
#include "text/tokenizer.h"
#include "training/answers.h"
#include "training/run.h"
#include "widgets/choices.h"
#include "widgets/number_box.h"
#include "math/translate.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QMouseEvent>
#include <QScreen>
#include <QScrollArea>
#include <QSpinBox>
#include <QScrollBar>
#include <QToolTip>
#include <QVBoxLayout>
#include <cmath>
#include <limits>
#include <qcustomplot.h>

namespace {

const pe::BlockStage *findStage(const std::vector<pe::BlockStage> &stages, const QString &name)
{
    for (const pe::BlockStage &stage : stages)
        if (stage.name == name)
            return &stage;
    return nullptr;
}

// Head h's (rows × columns) block of the stage; masked scores (−∞) as `masked`: the lab's maps draw
// them in the colour of their lowest value.
pe::Matrix stageCells(const pe::BlockStage &stage, int block, double masked = 0.0)
{
    const Eigen::Index rows = stage.shape.value(stage.shape.size() - 2);
    const pe::Matrix cells = stage.data.middleRows(block * rows, rows);
    return cells.unaryExpr([masked](double v) { return std::isfinite(v) ? v : masked; });
}

} // namespace

BlockWindow::BlockWindow(AppState *state, QWidget *parent)
    : QDialog(parent)
    , m_state(state)
    , m_model(new QComboBox(this))
    , m_block(new NumberBox(this))
    , m_head(new NumberBox(this))
    , m_position(new QCheckBox(tr("With &position"), this))
    , m_concatenate(new QCheckBox(tr("Put the position &beside the word vectors (d_model doubled)"), this))
    , m_message(new QLabel(this))
    , m_enters(new QLabel(this))
    , m_strip(new BlockStrip(this))
    , m_terms(new ScoreTermsPanel(this))
{
    setWindowTitle(tr("Inside the block"));
    m_position->setChecked(true);
    m_block->setRange(1, 1);
    m_head->setRange(1, 1);
    auto *controls = new QHBoxLayout;
    const auto labelled = [&](const QString &text, QWidget *control) {
        auto *label = new QLabel(text, this);
        label->setBuddy(control);
        controls->addWidget(label);
        controls->addWidget(control);
    };
    labelled(tr("&Model:"), m_model);
    labelled(tr("B&lock:"), m_block);
    labelled(tr("&Head:"), m_head);
    controls->addWidget(m_position);
    controls->addWidget(m_concatenate);
    controls->addStretch(1);
    for (QLabel *label : {m_enters, m_message}) {
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    m_scroll = new QScrollArea(this);
    m_scroll->setWidget(m_strip);
    m_scroll->setWidgetResizable(true);
    m_scroll->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->setAccessibleName(tr("Stages of the block"));

    auto *large = new QHBoxLayout;
    for (int s = 0; s < 2; ++s) {
        m_plots[s] = createPlot(this);
        setFigureName(m_plots[s], s == 0 ? QStringLiteral("block-stage-a") : QStringLiteral("block-stage-b"));
        m_maps[s] = setupHeatmap(m_plots[s], HeatmapScale::Diverging, tr("value"), state->colourMap());
        m_plots[s]->setMouseTracking(true);
        m_plots[s]->installEventFilter(this);
        m_captions[s] = new QLabel(this);
        m_captions[s]->setWordWrap(true);
        auto *column = new QVBoxLayout;
        column->addWidget(m_captions[s]);
        column->addWidget(m_plots[s], 1);
        large->addLayout(column, 2);
    }
    connect(m_terms, &ScoreTermsPanel::termChosen, this, [this] {
        for (int s = 0; s < int(m_stages[0].size()); ++s)
            if (m_stages[0][std::size_t(s)].name == QLatin1String("score_terms"))
                m_strip->select(s);
    });
    large->addWidget(m_terms, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(m_enters);
    layout->addWidget(m_scroll);
    layout->addWidget(m_message);
    layout->addLayout(large, 1);
    layout->addWidget(buttons);
    const QSize screen = this->screen() ? this->screen()->availableSize() : QSize(1280, 720);
    resize(std::min(1400, screen.width() * 9 / 10), std::min(900, screen.height() * 9 / 10));

    connect(m_strip, &BlockStrip::stageSelected, this, &BlockWindow::showSelected);
    connect(m_model, &QComboBox::currentIndexChanged, this, &BlockWindow::recompute);
    connect(m_block, &QSpinBox::valueChanged, this, &BlockWindow::recompute);
    for (QCheckBox *box : {m_position, m_concatenate})
        connect(box, &QCheckBox::toggled, this, &BlockWindow::recompute);
    for (auto signal : {&AppState::labChanged, &AppState::encodingChanged})
        connect(state, signal, this, &BlockWindow::recompute);
    // Another head or colour map draws the same stages again.
    connect(m_head, &QSpinBox::valueChanged, this, &BlockWindow::redraw);
    connect(state, &AppState::appearanceChanged, this, &BlockWindow::redraw);
    connect(state, &AppState::trainedModelsChanged, this, &BlockWindow::fillModels);
    fillModels();
}

void BlockWindow::fillModels()
{
    const QSignalBlocker blocker(m_model);
    const int current = m_model->currentIndex();
    m_model->clear();
    m_model->addItem(tr("untrained block (the lab's settings)"));
    for (const std::shared_ptr<const pe::Trainer> &model : m_state->trainedModels())
        m_model->addItem(tr("trained: %1").arg(trainedTitle(model->settings())));
    // Opened while the lab takes its queries and keys from a trained model, it shows that model's block.
    const int labModel = int(m_state->trainedModels().indexOf(m_state->labSettings().trained)) + 1;
    m_model->setCurrentIndex(current < 0 ? std::max(labModel, 0) : current < m_model->count() ? current : 0);
    recompute();
}

QString BlockWindow::computeUntrained(const QStringList &a, const QStringList &b)
{
    pe::AttentionOptions options = m_state->attentionOptions();
    options.positional = m_position->isChecked();
    const bool additive = options.positional && pe::isAdditive(options.scheme);
    m_concatenate->setEnabled(additive);
    const bool concatenate = additive && m_concatenate->isChecked();
    setMaxima(options.heads, 1);
    m_permutation = pe::tokenPermutation(a, b);
    for (const QStringList *tokens : {&a, &b})
        if (const QString error = pe::validationError(options, int(tokens->size())); !error.isEmpty())
            return error;
    if (const QString error = pe::untrainedBlockError(options, concatenate); !error.isEmpty())
        return error;
    for (int s = 0; s < 2; ++s) {
        const QStringList &tokens = s == 0 ? a : b;
        const pe::AttentionResult result = pe::computeAttention(tokens, options);
        m_stages[s] = pe::blockStages(pe::untrainedBlock(options, int(tokens.size()), concatenate),
                                      pe::labBlockInput(result, options, concatenate));
        m_tokens[s] = pe::visibleTokens(tokens);
    }
    return {};
}

QString BlockWindow::computeTrained(int index)
{
    const std::shared_ptr<const pe::Trainer> trainer = m_state->trainedModels().value(index);
    if (!trainer)
        return {};
    pe::BlockModel model{trainer->config(), trainer->parameters(), m_block->value() - 1, true};
    if (!m_position->isChecked())
        model.config.position.reset();  // the same weights with the positions left out
    m_concatenate->setEnabled(false);
    setMaxima(model.config.heads, model.config.layers);
    model.block = m_block->value() - 1;
    const LabSettings &lab = m_state->labSettings();
    pe::TypedSentence typed[2];
    for (int s = 0; s < 2; ++s) {
        typed[s] = pe::readTypedSentence(s == 0 ? lab.sentenceA : lab.sentenceB, trainer->definition());
        if (!typed[s].error.isEmpty())
            return (s == 0 ? tr("This model cannot read sentence A. %1") : tr("This model cannot read sentence B. %1")).arg(typed[s].error);
        if (!pe::hasEncoding(model.config, int(typed[s].ids.size())))
            return tr("The model's learned table has %1 rows: a sentence of %2 words has no position past them.")
                .arg(model.config.schemeSettings.maxLen).arg(typed[s].ids.size());
        m_stages[s] = pe::blockStages(model, pe::modelBlockInput(model, typed[s].ids));
        m_tokens[s] = typed[s].words;
        const pe::ModelAnswer answer = pe::answerSentence(*trainer, typed[s]);
        if (m_position->isChecked() && answer.error.isEmpty() && !answer.answers.isEmpty())
            m_readout[s] = tr("The model answers %1, %2 % sure.").arg(answer.answers.join(QLatin1Char(' '))).arg(100 * answer.confidence[0], 0, 'f', 0);
    }
    m_permutation = pe::tokenPermutation(typed[0].words, typed[1].words);
    return {};
}

void BlockWindow::setMaxima(int heads, int blocks)
{
    // Clamping the values is no change of what is computed: no second pass from their signals.
    const QSignalBlocker headBlocker(m_head), blockBlocker(m_block);
    m_head->setMaximum(heads);
    m_block->setMaximum(blocks);
}

void BlockWindow::recompute()
{
    if (!isVisible())
        return;  // shown again, it computes then (showEvent via show())
    const LabSettings &lab = m_state->labSettings();
    for (int s = 0; s < 2; ++s) {
        m_stages[s].clear();
        m_readout[s].clear();
    }
    m_permutation.reset();
    const pe::TokenizerOptions tokenizer{lab.lowerCase};
    m_tokens[0] = pe::tokenTexts(pe::tokenize(lab.sentenceA, tokenizer));
    m_tokens[1] = pe::tokenTexts(pe::tokenize(lab.sentenceB, tokenizer));
    QString error;
    try {
        error = m_model->currentIndex() <= 0 ? computeUntrained(m_tokens[0], m_tokens[1]) : computeTrained(m_model->currentIndex() - 1);
    } catch (const pe::InvalidParameter &invalid) {
        error = invalid.message();
    }
    if (!error.isEmpty())
        for (int s = 0; s < 2; ++s)
            m_stages[s].clear();
    m_message->setText(error.isEmpty() && !m_permutation
                           ? tr("The two sentences do not hold the same tokens: their stages are shown without a verdict.")
                           : error);
    // The two orders compared once, stage by stage: the strip's verdicts and the sentence above it.
    m_differences.assign(m_stages[0].size(), std::nullopt);
    for (std::size_t s = 0; m_permutation && s < m_stages[0].size() && s < m_stages[1].size(); ++s)
        if (m_stages[1][s].name == m_stages[0][s].name)
            m_differences[s] = pe::stageDifference(m_stages[0][s], m_stages[1][s], *m_permutation);
    m_enters->setText(whereItEnters());
    redraw();
}

void BlockWindow::redraw()
{
    if (!isVisible())
        return;
    m_strip->showStages(m_stages[0], m_stages[1], m_differences, m_head->value() - 1, m_state->colourMap());
    // The strip's whole height in sight (its buttons follow the font: presentation mode's is larger).
    m_scroll->setFixedHeight(m_strip->sizeHint().height() + m_scroll->horizontalScrollBar()->sizeHint().height() + 4);
    showSelected();
}

void BlockWindow::showEvent(QShowEvent *event)
{
    QDialog::showEvent(event);
    recompute();
}

QString BlockWindow::whereItEnters() const
{
    const pe::BlockStage *pooledA = findStage(m_stages[0], QStringLiteral("pooled"));
    if (!pooledA)
        return {};
    QString where;
    if (const auto entered = std::find_if(m_stages[0].begin(), m_stages[0].end(), [](const pe::BlockStage &s) { return s.positionEnters; });
        entered == m_stages[0].end())
        where = tr("No position enters this block.");
    else if (entered->name == QLatin1String("positions"))
        where = m_concatenate->isEnabled() && m_concatenate->isChecked()
                    ? tr("Position enters at the input, beside the word vectors (marked in orange).")
                    : tr("Position enters at the input, added to the word vectors (marked in orange); every later stage carries it.");
    else if (entered->name == QLatin1String("x_in"))
        where = tr("Position entered at the model's input: this block reads it in its input (marked in orange).");
    else if (entered->name == QLatin1String("q"))
        where = tr("Position enters inside attention: RoPE turns each head's queries and keys (marked in orange); the values never see it.");
    else
        where = tr("Position enters on the scores, from the offset j − i between the words (marked in orange); the vectors before it never see the order.");
    const std::optional<double> pooled = m_differences[std::size_t(pooledA - m_stages[0].data())];
    if (!pooled)
        return where;
    // From the measured stages: where the two orders first part, and how far apart the sentence vectors end.
    QString first;
    for (std::size_t s = 0; s < m_differences.size() && first.isEmpty(); ++s)
        if (m_differences[s] && *m_differences[s] > pe::kSameOrderTolerance)
            first = pe::stageTitle(m_stages[0][s].name);
    pe::appendSentence(where, first.isEmpty() ? tr("Every stage of B is A's reordered, and the pooled sentence vector is the same: the block cannot tell the two orders apart.")
                             : tr("The two orders first differ at the stage \"%1\"; the sentence vectors differ by %2.")
                                   .arg(first, pe::formatDifference(*pooled)));
    return where;
}

QString BlockWindow::stageCaption(const pe::BlockStage &stage, const QString &sentence, int head) const
{
    const QString title = pe::stageTitle(stage.name), line = pe::stageDescription(stage.name);
    if (stage.name == QLatin1String("score_terms"))
        return tr("<b>%1 of %2, head %3: %4</b> — %5").arg(title, sentence).arg(head + 1).arg(ScoreTermsPanel::termName(m_terms->term()), line);
    if (stage.shape.size() > 2)
        return tr("<b>%1 of %2, head %3</b> — %4").arg(title, sentence).arg(head + 1).arg(line);
    return tr("<b>%1 of %2</b> — %3").arg(title, sentence, line);
}

void BlockWindow::showSelected()
{
    const int index = m_strip->selected();
    const int head = m_head->value() - 1;
    double extent = 0.0;
    const pe::BlockStage *shown[2] = {nullptr, nullptr};
    for (int s = 0; s < 2; ++s)
        if (index >= 0 && std::size_t(index) < m_stages[s].size() && m_stages[s][std::size_t(index)].name == m_stages[0][std::size_t(index)].name) {
            shown[s] = &m_stages[s][std::size_t(index)];
            const pe::Matrix cells = stageCells(*shown[s], stageBlock(*shown[s], head, m_terms->term()));
            for (Eigen::Index i = 0; i < cells.size(); ++i)
                if (std::isfinite(cells.reshaped()(i)))
                    extent = std::max(extent, std::abs(cells.reshaped()(i)));
        }
    for (int s = 0; s < 2; ++s) {
        const QString sentence = s == 0 ? tr("sentence A") : tr("sentence B");
        if (!shown[s]) {
            clearHeatmap(m_maps[s]);
            m_captions[s]->setText(s == 0 ? tr("Sentence A") : tr("Sentence B"));
            m_plots[s]->replot();
            continue;
        }
        const pe::BlockStage &stage = *shown[s];
        const bool weights = stage.name == QLatin1String("weights") || stage.name == QLatin1String("readout");
        const pe::Matrix cells = stageCells(stage, stageBlock(stage, head, m_terms->term()), weights ? 0.0 : -std::max(extent, 1e-12));
        setHeatmapScale(m_maps[s], weights ? HeatmapScale::Sequential : HeatmapScale::Diverging);
        setHeatmapCells(m_maps[s], cells, 1, 1, weights ? 0.0 : -std::max(extent, 1e-12), weights ? 1.0 : std::max(extent, 1e-12));
        if (stage.tokens == pe::TokenAxes::RowsAndColumns) {
            setTokenAxes(m_plots[s], m_tokens[s]);
        } else {
            setIntegerTicks(m_plots[s]->xAxis);
            if (stage.tokens == pe::TokenAxes::Rows)
                setWordTicks(m_plots[s]->yAxis, m_tokens[s]);
            else
                setIntegerTicks(m_plots[s]->yAxis);
        }
        showCellValues(m_plots[s], stageCells(stage, stageBlock(stage, head, m_terms->term()), -std::numeric_limits<double>::infinity()));  // none on a masked cell
        m_captions[s]->setText(pe::sentencesJoined(stageCaption(stage, sentence, head), stage.name == QLatin1String("readout") ? m_readout[s] : QString()));
        m_plots[s]->replot();
    }
    m_terms->showTerms(findStage(m_stages[0], QStringLiteral("score_terms")), head, m_state->colourMap());
}

bool BlockWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::MouseMove)
        return QDialog::eventFilter(watched, event);
    const int s = watched == m_plots[1] ? 1 : 0;
    const int index = m_strip->selected();
    auto *mouse = static_cast<QMouseEvent *>(event);
    QCustomPlot *plot = m_plots[s];
    if (index < 0 || std::size_t(index) >= m_stages[s].size() || !plot->axisRect()->rect().contains(mouse->position().toPoint())) {
        QToolTip::hideText();
        return false;
    }
    const pe::BlockStage &stage = m_stages[s][std::size_t(index)];
    const int block = stageBlock(stage, m_head->value() - 1, m_terms->term());
    const pe::Matrix cells = stageCells(stage, block);
    const int column = int(std::lround(plot->xAxis->pixelToCoord(mouse->position().x())));
    const int row = int(std::lround(plot->yAxis->pixelToCoord(mouse->position().y())));
    if (row < 0 || column < 0 || row >= cells.rows() || column >= cells.cols()) {
        QToolTip::hideText();
        return false;
    }
    const QString rowName = stage.tokens == pe::TokenAxes::None ? tr("sentence") : tr("'%1'").arg(m_tokens[s].value(row));
    const QString columnName = stage.tokens == pe::TokenAxes::RowsAndColumns ? tr("'%1'").arg(m_tokens[s].value(column)) : QString::number(column);
    const double value = stage.data(block * cells.rows() + row, column);
    QToolTip::showText(mouse->globalPosition().toPoint(),
                       tr("%1, %2: %3").arg(rowName, columnName, std::isfinite(value) ? QString::number(value, 'g', 6) : tr("masked (−∞)")), plot);
    return false;
}
