#include "attention_lab.h"

#include "app_state.h"
#include "figure_export.h"
#include "heatmap.h"
#include "label_box.h"
#include "plot_parts.h"
#include "slider_spin_box.h"
#include "tokenizer.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace {

constexpr int kMaxChips = 40;           // more token chips than this would push the maps off the window
constexpr int kMaxTokenChoices = 256;   // words offered in the "inside one word" menu

// Control and invisible format characters are tokens too; show them by their code point.
QString visibleToken(const QString &token)
{
    if (token.size() <= 2) {
        const char32_t code = token.toUcs4().value(0);
        const QChar::Category category = QChar::category(code);
        if (category == QChar::Other_Control || category == QChar::Other_Format)
            return QStringLiteral("U+%1").arg(uint(code), 4, 16, QLatin1Char('0')).toUpper();
    }
    return token;
}

QStringList visibleTokens(const QStringList &tokens)
{
    QStringList visible;
    for (const QString &token : tokens)
        visible.append(visibleToken(token));
    return visible;
}

// Blue chips; with word vectors from a file, orange italic ones for the words it lacks.
QString chipsHtml(const QStringList &tokens, const pe::WordVectors *vectors)
{
    if (tokens.isEmpty())
        return AttentionLab::tr("<i>No tokens yet: type a sentence.</i>");
    QStringList chips;
    for (int k = 0; k < std::min<int>(tokens.size(), kMaxChips); ++k) {
        const bool missing = vectors && vectors->lookup(tokens[k]) < 0;
        chips.append(QStringLiteral("<span style=\"background-color:%1;\">&nbsp;%2%3%4<sub>%5</sub>&nbsp;</span>")
                         .arg(missing ? QStringLiteral("#fcd9b8") : QStringLiteral("#e3ecf7"),
                              missing ? QStringLiteral("<i>") : QString(),
                              visibleToken(tokens[k]).toHtmlEscaped(),
                              missing ? QStringLiteral("</i>") : QString())
                         .arg(k));
    }
    QString html = chips.join(QLatin1Char(' '));
    if (tokens.size() > kMaxChips)
        html += AttentionLab::tr(" … (%1 tokens in all)").arg(tokens.size());
    return html;
}

// 0.213, 0.00012 or 0.000: three decimals unless that would hide a real difference.
QString formatDifference(double difference)
{
    if (difference < pe::kSameOrderTolerance)
        return QStringLiteral("0.000");
    return difference >= 1e-3 ? QString::number(difference, 'f', 3) : QString::number(difference, 'g', 2);
}

bool isWord(const QString &token)
{
    return !token.isEmpty() && token.at(0).isLetterOrNumber();
}

// Holds a map's plot without a layout. A new colour range can widen the colour scale's labels,
// and QCustomPlot then asks the whole window for a new layout (2 ms of a frame); the grid shares
// its room among the maps by their stretch alone, so that layout would move nothing.
class MapBox : public QWidget
{
public:
    explicit MapBox(QCustomPlot *plot)
        : m_plot(plot)
    {
        plot->setParent(this);
        setMinimumSize(plot->minimumSize());
        setSizePolicy(plot->sizePolicy());
    }
    QSize sizeHint() const override { return m_plot->sizeHint(); }
    QSize minimumSizeHint() const override { return m_plot->minimumSizeHint(); }

protected:
    bool event(QEvent *event) override
    {
        return event->type() == QEvent::LayoutRequest || QWidget::event(event);
    }
    void resizeEvent(QResizeEvent *) override { m_plot->setGeometry(rect()); }

private:
    QWidget *m_plot;  // as a QWidget: QCustomPlot makes its size hints protected
};

} // namespace

QList<std::pair<QString, QString>> AttentionLab::presets()
{
    return {
        {QStringLiteral("Tigers love rabbits."), QStringLiteral("Rabbits love tigers.")},
        {QStringLiteral("我爱你"), QStringLiteral("你爱我")},
        {QStringLiteral("我爱北京天安门"), QStringLiteral("我爱天安门北京")},
        {QStringLiteral("I do not like the story of the movie, but I do like the cast."),
         QStringLiteral("I do like the story of the movie, but I do not like the cast.")},
    };
}

AttentionLab::AttentionLab(AppState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
{
    auto *grid = new QGridLayout;
    const QString rowTitles[3] = {tr("Sentence A"), tr("Sentence B"), tr("B minus A, matched word for word")};
    for (int column = 0; column < 2; ++column) {
        m_verdicts[column] = new QLabel(this);
        m_verdicts[column]->setWordWrap(true);
        m_verdicts[column]->setAlignment(Qt::AlignCenter);
        // Boxed: a verdict changes with every position weight, and the maps need no new layout for it.
        grid->addWidget(new LabelBox(m_verdicts[column]), 0, column);
        for (int row = 0; row < 3; ++row) {
            QCustomPlot *plot = createPlot(this);
            plot->setMinimumSize(200, 100);
            m_maps[row][column] = setupHeatmap(plot, row == Difference ? HeatmapScale::Diverging : HeatmapScale::Sequential,
                                               row == Difference ? tr("difference") : tr("weight"));
            addPlotTitle(plot, rowTitles[row]);
            plot->yAxis->setLabel(tr("query"));
            plot->xAxis->setLabel(tr("key"));
            m_plots[row][column] = plot;
            // The matrix as shown: weights or scores, the mean or the chosen head.
            setExportedMatrix(plot, [this, row, column] { return shownMatrix(Row(row), Column(column)); });
            grid->addWidget(new MapBox(plot), row + 1, column);
            grid->setRowStretch(row + 1, 1);
        }
        grid->setColumnStretch(column, 1);
    }

    auto *main = new QVBoxLayout;
    main->addWidget(createSentencePanel());
    main->addLayout(grid, 1);

    auto *layout = new QHBoxLayout(this);
    layout->addLayout(main, 1);
    layout->addWidget(createControlPanel());

    connect(m_state, &AppState::labChanged, this, &AttentionLab::recomputeWhenShown);
    connect(m_state, &AppState::encodingChanged, this, &AttentionLab::recomputeWhenShown);
    recomputeWhenShown();
}

QWidget *AttentionLab::createSentencePanel()
{
    m_sentenceA = new QLineEdit;
    m_sentenceB = new QLineEdit;
    for (QLineEdit *edit : {m_sentenceA, m_sentenceB}) {
        edit->setMaxLength(1 << 24); // a pasted page must not be cut silently
        edit->setClearButtonEnabled(true);
        edit->setToolTip(tr("Type any sentence, in English, Chinese or both. Each word, punctuation mark and Chinese character is a token."));
    }
    m_chipsA = new QLabel;
    m_chipsB = new QLabel;
    for (QLabel *chips : {m_chipsA, m_chipsB}) {
        chips->setWordWrap(true);
        chips->setTextFormat(Qt::RichText);
        chips->setToolTip(tr("The tokens attention sees, each with its position."));
    }
    m_presets = new QComboBox;
    m_presets->addItem(tr("Examples…"));
    for (const auto &[a, b] : presets())
        m_presets->addItem(QStringLiteral("%1  ↔  %2").arg(a, b));
    m_presets->setToolTip(tr("Pairs of sentences with the same words in a different order."));
    auto *swap = new QPushButton(tr("Swap words"));
    swap->setToolTip(tr("Make sentence B from sentence A by swapping its first and last words."));
    m_message = new QLabel;
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("color: #b2182b;"));

    m_presets->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_presets->setMinimumContentsLength(28);

    // Each sentence box with its tokens to the right; examples and swap above.
    auto *panel = new QWidget;
    auto *layout = new QGridLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_presets);
    buttons->addWidget(swap);
    buttons->addStretch(1);
    layout->addLayout(buttons, 0, 1, 1, 2);
    layout->addWidget(new QLabel(tr("Sentence A")), 1, 0);
    layout->addWidget(m_sentenceA, 1, 1);
    layout->addWidget(m_chipsA, 1, 2);
    layout->addWidget(new QLabel(tr("Sentence B")), 2, 0);
    layout->addWidget(m_sentenceB, 2, 1);
    layout->addWidget(m_chipsB, 2, 2);
    layout->addWidget(m_message, 3, 0, 1, 3);
    layout->setColumnStretch(1, 1);
    layout->setColumnStretch(2, 1);

    connect(m_sentenceA, &QLineEdit::textChanged, this, [this](const QString &text) {
        changeLab([&](LabSettings &lab) { lab.sentenceA = text; });
    });
    connect(m_sentenceB, &QLineEdit::textChanged, this, [this](const QString &text) {
        changeLab([&](LabSettings &lab) { lab.sentenceB = text; });
    });
    connect(m_presets, &QComboBox::activated, this, [this](int index) {
        if (index > 0)
            applyPreset(index - 1);
    });
    connect(swap, &QPushButton::clicked, this, &AttentionLab::swapWords);
    return panel;
}

QWidget *AttentionLab::createControlPanel()
{
    m_dModel = new SliderSpinBox(tr("d_model (shared with the explorer)"), SliderSpinBox::Scale::Linear);
    m_dModel->setRange(2, pe::kMaxAttentionDModel);
    m_dModel->setToolTips(tr("The width of every vector: embeddings, positional encodings, queries and keys."));
    m_scheme = new QComboBox;
    for (pe::Scheme scheme : pe::allSchemes())
        m_scheme->addItem(pe::schemeName(scheme), int(scheme));
    m_scheme->setToolTip(tr("How position enters attention (shared with the explorer). RoPE and ALiBi act on the "
                            "scores: for them \"with positional information\" means applied there."));
    m_positionWeight = new QDoubleSpinBox;
    m_positionWeight->setRange(0.0, 10.0);
    m_positionWeight->setSingleStep(0.1);
    m_positionWeight->setKeyboardTracking(false);
    m_positionWeight->setToolTip(tr("w in X = E + w·PE: how loud the position is next to the word."));
    m_combine = new QComboBox;
    m_combine->addItem(tr("add: X = E + w·PE"), int(pe::Combine::Add));
    m_combine->addItem(tr("multiply: X = E ⊙ PE"), int(pe::Combine::Multiply));
    m_combine->setToolTip(tr("How the position joins the word vector. The paper adds them."));
    m_projection = new QComboBox;
    m_projection->addItem(tr("identity: pure similarity"), int(pe::Projection::Identity));
    m_projection->addItem(tr("random: an untrained layer"), int(pe::Projection::Random));
    m_projection->setToolTip(tr("Queries and keys are the input vectors themselves, or random projections of them."));
    m_seed = new QSpinBox;
    m_seed->setRange(0, 999999);
    m_seed->setKeyboardTracking(false);
    m_seed->setToolTip(tr("Change it to draw other random word vectors and projections."));
    m_heads = new QSpinBox;
    m_heads->setRange(1, pe::kMaxHeads);
    m_heads->setKeyboardTracking(false);
    m_heads->setToolTip(tr("Attention heads; each looks at d_model / heads dimensions. The maps show their mean."));
    m_shownHead = new QComboBox;
    m_shownHead->setToolTip(tr("Each head has its own map; the verdicts and the bottom row use their mean."));
    m_causal = new QCheckBox(tr("Causal mask: see only earlier words"));
    m_causal->setToolTip(tr("As in a decoder such as GPT. The mask itself depends on order."));
    m_lowerCase = new QCheckBox(tr("Lower-case the words"));
    m_lowerCase->setToolTip(tr("\"Tigers\" and \"tigers\" then share one word vector."));
    m_showScores = new QCheckBox(tr("Show raw scores instead of weights"));
    m_showScores->setToolTip(tr("The scores QKᵀ/√d_k before softmax turns each row into weights."));

    auto *settings = new QGroupBox(tr("Attention"));
    auto *form = new QFormLayout(settings);
    form->addRow(m_dModel);
    form->addRow(tr("positional scheme"), m_scheme);
    form->addRow(tr("position weight w"), m_positionWeight);
    form->addRow(tr("position joins by"), m_combine);
    form->addRow(tr("queries and keys"), m_projection);
    form->addRow(tr("seed"), m_seed);
    form->addRow(tr("heads"), m_heads);
    form->addRow(tr("maps show"), m_shownHead);
    form->addRow(m_causal);
    form->addRow(m_lowerCase);
    form->addRow(m_showScores);

    m_token = new QComboBox;
    m_token->setToolTip(tr("A word of sentence A to look inside."));
    m_tokenPlot = createPlot(this);
    m_tokenPlot->setMinimumSize(240, 200);
    m_tokenPlot->xAxis->setLabel(tr("dimension"));
    putLegendBelow(m_tokenPlot, 1);
    m_tokenSimilarity = new QLabel;
    m_tokenSimilarity->setWordWrap(true);
    auto *token = new QGroupBox(tr("Inside one word"));
    auto *tokenLayout = new QVBoxLayout(token);
    tokenLayout->addWidget(m_token);
    tokenLayout->addWidget(m_tokenPlot, 1);
    tokenLayout->addWidget(new LabelBox(m_tokenSimilarity)); // its numbers change with every position weight

    m_embeddingsNote = new QLabel;
    m_embeddingsNote->setWordWrap(true);
    m_embeddingsNote->setTextFormat(Qt::RichText);

    auto *panel = new QWidget;
    auto *panelLayout = new QVBoxLayout(panel);
    panelLayout->addWidget(settings);
    panelLayout->addWidget(token, 1);
    panelLayout->addWidget(m_embeddingsNote);
    auto *showCode = new QPushButton(tr("Show Code…"));
    showCode->setToolTip(tr("The NumPy and PyTorch code that rebuilds these attention weights (Ctrl+Shift+C)."));
    connect(showCode, &QPushButton::clicked, this, [this] { showCodeDialog(this, codeSources()); });
    panelLayout->addWidget(showCode);

    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("controlPanel")); // the window hides it on request
    scroll->setWidget(panel);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFixedWidth(340);
    scroll->setFrameShape(QFrame::NoFrame);

    connect(m_dModel, &SliderSpinBox::valueChanged, this, [this](double value) { m_state->setDModel(int(value)); });
    connect(m_scheme, &QComboBox::currentIndexChanged, this,
            [this] { m_state->setScheme(pe::Scheme(m_scheme->currentData().toInt())); });
    connect(m_positionWeight, &QDoubleSpinBox::valueChanged, this,
            [this](double value) { changeLab([&](LabSettings &lab) { lab.positionWeight = value; }); });
    connect(m_combine, &QComboBox::currentIndexChanged, this, [this] {
        changeLab([&](LabSettings &lab) { lab.combine = pe::Combine(m_combine->currentData().toInt()); });
    });
    connect(m_projection, &QComboBox::currentIndexChanged, this, [this] {
        changeLab([&](LabSettings &lab) { lab.projection = pe::Projection(m_projection->currentData().toInt()); });
    });
    connect(m_seed, &QSpinBox::valueChanged, this,
            [this](int value) { changeLab([&](LabSettings &lab) { lab.seed = quint64(value); }); });
    connect(m_heads, &QSpinBox::valueChanged, this,
            [this](int value) { changeLab([&](LabSettings &lab) {
                lab.heads = value;
                lab.shownHead = std::min(lab.shownHead, value - 1);
            }); });
    connect(m_shownHead, &QComboBox::currentIndexChanged, this,
            [this](int index) { changeLab([&](LabSettings &lab) { lab.shownHead = index - 1; }); });
    connect(m_causal, &QCheckBox::toggled, this,
            [this](bool on) { changeLab([&](LabSettings &lab) { lab.causal = on; }); });
    connect(m_lowerCase, &QCheckBox::toggled, this,
            [this](bool on) { changeLab([&](LabSettings &lab) { lab.lowerCase = on; }); });
    connect(m_showScores, &QCheckBox::toggled, this,
            [this](bool on) { changeLab([&](LabSettings &lab) { lab.showScores = on; }); });
    connect(m_token, &QComboBox::currentIndexChanged, this, &AttentionLab::showTokenRepresentation);
    return scroll;
}

void AttentionLab::changeLab(const std::function<void(LabSettings &)> &change)
{
    LabSettings lab = m_state->labSettings();
    change(lab);
    m_state->setLabSettings(lab);
}

void AttentionLab::applyPreset(int index)
{
    const auto pair = presets().value(index);
    changeLab([&](LabSettings &lab) {
        lab.sentenceA = pair.first;
        lab.sentenceB = pair.second;
    });
    const QSignalBlocker blocker(m_presets);
    m_presets->setCurrentIndex(0);
}

void AttentionLab::swapWords()
{
    const QString text = m_state->labSettings().sentenceA;
    QList<pe::Token> words = pe::tokenize(text);
    words.removeIf([](const pe::Token &token) { return !isWord(token.text); });
    if (words.size() < 2) {
        m_message->setText(tr("Sentence A needs at least two words to swap."));
        return;
    }
    const pe::Token &first = words.first();
    const pe::Token &last = words.last();
    const qsizetype firstEnd = first.start + first.length;
    const QString swapped = text.left(first.start) + text.mid(last.start, last.length)
                            + text.mid(firstEnd, last.start - firstEnd) + text.mid(first.start, first.length)
                            + text.mid(last.start + last.length);
    changeLab([&](LabSettings &lab) { lab.sentenceB = swapped; });
}

void AttentionLab::followStateInControls()
{
    const LabSettings &lab = m_state->labSettings();
    // Only when different: rewriting the text a user is typing would move the cursor.
    if (m_sentenceA->text() != lab.sentenceA) {
        const QSignalBlocker blocker(m_sentenceA);
        m_sentenceA->setText(lab.sentenceA);
    }
    if (m_sentenceB->text() != lab.sentenceB) {
        const QSignalBlocker blocker(m_sentenceB);
        m_sentenceB->setText(lab.sentenceB);
    }
    // Word vectors from a file set d_model; the explorer keeps its own. A lesson may go past the
    // slider's range: the value is shown as it is.
    const int dModel = lab.vectors ? lab.vectors->dimension : m_state->encodingParams().dModel;
    m_dModel->setRange(std::min(2, dModel), std::max(pe::kMaxAttentionDModel, dModel));
    m_dModel->setValue(dModel);
    m_dModel->setEnabled(!lab.vectors);
    m_dModel->setLabel(lab.vectors ? tr("d_model (set by the word vectors)") : tr("d_model (shared with the explorer)"));
    const QSignalBlocker blockers[] = {QSignalBlocker(m_scheme), QSignalBlocker(m_positionWeight), QSignalBlocker(m_combine),
                                       QSignalBlocker(m_projection), QSignalBlocker(m_seed),
                                       QSignalBlocker(m_heads), QSignalBlocker(m_shownHead), QSignalBlocker(m_causal),
                                       QSignalBlocker(m_lowerCase), QSignalBlocker(m_showScores)};
    m_scheme->setCurrentIndex(m_scheme->findData(int(m_state->scheme())));
    const bool additive = pe::isAdditive(m_state->scheme());
    m_positionWeight->setValue(lab.positionWeight);
    m_positionWeight->setEnabled(additive && lab.combine == pe::Combine::Add);
    m_combine->setCurrentIndex(m_combine->findData(int(lab.combine)));
    m_combine->setEnabled(additive);
    m_projection->setCurrentIndex(m_projection->findData(int(lab.projection)));
    m_seed->setValue(int(lab.seed));
    m_heads->setValue(lab.heads);
    if (m_shownHead->count() != lab.heads + 1) {
        m_shownHead->clear();
        m_shownHead->addItem(tr("mean of the heads"));
        for (int h = 1; h <= lab.heads; ++h)
            m_shownHead->addItem(tr("head %1").arg(h));
    }
    m_shownHead->setCurrentIndex(std::clamp(lab.shownHead + 1, 0, lab.heads));
    m_shownHead->setEnabled(lab.heads > 1);
    m_causal->setChecked(lab.causal);
    m_lowerCase->setChecked(lab.lowerCase);
    m_showScores->setChecked(lab.showScores);
}

void AttentionLab::showEmbeddingsNote()
{
    const LabSettings &lab = m_state->labSettings();
    if (!lab.vectors) {
        m_embeddingsNote->setText(lab.vectorsFile.isEmpty()
            ? tr("The word vectors here are random and untrained: each word gets its own fixed random vector, so the "
                 "maps show how alike the vectors are, not what the words mean. Embeddings › Sample Word Vectors "
                 "gives words with meaning.")
            : tr("Reading the word vectors of %1…").arg(QFileInfo(lab.vectorsFile).fileName().toHtmlEscaped()));
        return;
    }
    const pe::WordVectors &vectors = *lab.vectors;
    int missing = 0;
    for (const QStringList *tokens : {&m_tokensA, &m_tokensB})
        for (const QString &token : *tokens)
            missing += vectors.lookup(token) < 0 ? 1 : 0;
    QString text = tr("Word vectors from %1: %2 words of %3 dimensions, so d_model is %3 here "
                      "(the explorer keeps its own).")
                       .arg(QFileInfo(vectors.source).fileName().toHtmlEscaped())
                       .arg(vectors.count())
                       .arg(vectors.dimension);
    if (missing > 0)
        text += QLatin1Char(' ')
                + tr("Tokens the file lacks (<span style=\"background-color:#fcd9b8;\"><i>&nbsp;orange&nbsp;</i></span>) "
                     "get a random vector instead.");
    m_embeddingsNote->setText(text);
}

void AttentionLab::recompute()
{
    followStateInControls();
    const LabSettings &lab = m_state->labSettings();
    const pe::TokenizerOptions tokenizer{lab.lowerCase};
    m_tokensA = pe::tokenTexts(pe::tokenize(lab.sentenceA, tokenizer));
    m_tokensB = pe::tokenTexts(pe::tokenize(lab.sentenceB, tokenizer));
    m_chipsA->setText(chipsHtml(m_tokensA, lab.vectors.get()));
    m_chipsB->setText(chipsHtml(m_tokensB, lab.vectors.get()));
    showEmbeddingsNote();

    const pe::AttentionOptions options = m_state->attentionOptions();
    QStringList errors;
    const QString errorA = pe::validationError(options, int(m_tokensA.size()));
    const QString errorB = pe::validationError(options, int(m_tokensB.size()));
    if (!errorA.isEmpty())
        errors.append(tr("Sentence A: %1").arg(errorA));
    if (!errorB.isEmpty() && errorB != errorA)
        errors.append(tr("Sentence B: %1").arg(errorB));
    if (!errors.isEmpty()) {
        m_comparison.reset();
        m_message->setText(errors.join(QLatin1Char('\n')));
        clearMaps();
        showTokenRepresentation();
        return;
    }
    m_comparison = pe::compareWordOrders(m_tokensA, m_tokensB, options, std::exchange(m_comparison, std::nullopt));
    m_message->setText(m_comparison->permutation
                           ? QString()
                           : tr("The two sentences do not hold the same tokens, so they cannot be matched word for word. "
                                "Use the same words in another order to compare them."));
    showComparison();

    const QStringList visibleA = visibleTokens(m_tokensA);
    QStringList choices;
    for (int k = 0; k < std::min<int>(visibleA.size(), kMaxTokenChoices); ++k)
        choices.append(QStringLiteral("%1: %2").arg(k).arg(visibleA[k]));
    // Filled anew only for new words: refilling 256 items took 0.25 ms of every frame.
    if (choices != m_tokenChoices) {
        m_tokenChoices = choices;
        const int kept = m_token->currentIndex();
        const QSignalBlocker blocker(m_token);
        m_token->clear();
        m_token->addItems(choices);
        m_token->setCurrentIndex(std::clamp(kept, 0, int(m_token->count()) - 1));
    }
    showTokenRepresentation();
}

void AttentionLab::replot(QCustomPlot *plot, bool cellsOnly)
{
    if (cellsOnly)
        plot->layer(QStringLiteral("main"))->replot();
    else
        plot->replot();
}

void AttentionLab::recomputeWhenShown()
{
    // On a tab not shown (the explorer's d_model slider changes the lab too), the work waits for
    // showEvent(): it took over a millisecond of every explorer frame.
    if (isVisible()) {
        recompute();
        return;
    }
    followStateInControls(); // cheap, and the controls show the state wherever they are
    m_recomputeWhenShown = true;
}

void AttentionLab::showEvent(QShowEvent *event)
{
    if (std::exchange(m_recomputeWhenShown, false))
        recompute();
    QWidget::showEvent(event);
}

void AttentionLab::clearMaps()
{
    for (int row = 0; row < 3; ++row) {
        for (int column = 0; column < 2; ++column) {
            clearHeatmap(m_maps[row][column]);
            showCellValues(m_plots[row][column], pe::Matrix());
            m_drawn[row][column].reset();
            replot(m_plots[row][column]);
        }
    }
    m_verdicts[WithoutPosition]->setText(tr("<b>Without positional information</b>"));
    m_verdicts[WithPosition]->setText(tr("<b>With positional information</b>"));
}

pe::Matrix AttentionLab::shownMatrix(Row row, Column column) const
{
    if (!m_comparison)
        return {};
    const pe::WordOrderComparison &comparison = *m_comparison;
    if (row == Difference)
        return column == WithoutPosition ? comparison.differenceWithout : comparison.differenceWith;
    const pe::AttentionResult &result = row == SentenceA ? (column == WithoutPosition ? comparison.aWithout : comparison.aWith)
                                                         : (column == WithoutPosition ? comparison.bWithout : comparison.bWith);
    const LabSettings &lab = m_state->labSettings();
    const bool oneHead = lab.shownHead >= 0 && lab.shownHead < int(result.headWeights.size());
    if (lab.showScores)
        return oneHead ? result.headScores[lab.shownHead] : result.scores;
    return oneHead ? result.headWeights[lab.shownHead] : result.weights;
}

void AttentionLab::showComparison()
{
    const pe::WordOrderComparison &comparison = *m_comparison;
    const bool scores = m_state->labSettings().showScores;
    for (int row = 0; row < 2; ++row) {
        const QStringList tokens = visibleTokens(row == SentenceA ? m_tokensA : m_tokensB);
        for (int column = 0; column < 2; ++column) {
            const pe::Matrix values = shownMatrix(Row(row), Column(column));
            double low = 0.0;
            double high = 1.0;
            if (scores) {
                const pe::Matrix finite = values.unaryExpr([](double v) { return std::isfinite(v) ? v : 0.0; });
                high = std::max(finite.cwiseAbs().maxCoeff(), 1e-12);
                low = -high;
            }
            showMap(Row(row), Column(column), values, tokens, low, high);
        }
    }

    const double differences[2] = {comparison.maxDifferenceWithout, comparison.maxDifferenceWith};
    const pe::Matrix *differenceMaps[2] = {&comparison.differenceWithout, &comparison.differenceWith};
    const QString titles[2] = {tr("Without positional information"), tr("With positional information")};
    for (int column = 0; column < 2; ++column) {
        QCustomPlot *plot = m_plots[Difference][column];
        QString verdict;
        if (!comparison.permutation) {
            clearHeatmap(m_maps[Difference][column]);
            showCellValues(plot, pe::Matrix());
            m_drawn[Difference][column].reset();
            replot(plot);
            verdict = tr("the sentences hold different tokens: no word-for-word comparison");
        } else {
            // The colour range follows the largest difference, so even a small one shows its pattern.
            const double extent = std::max(differences[column], 1e-6);
            showMap(Difference, Column(column), *differenceMaps[column], visibleTokens(m_tokensB), -extent, extent);
            verdict = differences[column] < pe::kSameOrderTolerance
                          ? tr("identical up to reordering (max difference %1)").arg(formatDifference(differences[column]))
                          : tr("the orders differ (max difference %1)").arg(formatDifference(differences[column]));
            if (column == WithoutPosition && m_state->labSettings().causal && differences[column] >= pe::kSameOrderTolerance)
                verdict += QLatin1Char(' ') + tr("— the causal mask alone reveals the order");
            if (column == WithPosition && differences[column] < pe::kSameOrderTolerance
                && m_state->scheme() == pe::Scheme::Alibi)
                verdict += QLatin1Char(' ') + tr("— ALiBi's penalty is the same in both directions, so a sentence "
                                                 "and its mirror image look alike");
            // Identity projections let each word attend almost only to itself, which hides the change.
            if (column == WithPosition && differences[column] >= pe::kSameOrderTolerance && differences[column] < 0.01
                && m_state->labSettings().projection == pe::Projection::Identity)
                verdict += QLatin1Char(' ') + tr("— small, because each word attends mostly to itself: "
                                                 "try random queries and keys, or the raw scores");
        }
        m_verdicts[column]->setText(QStringLiteral("<b>%1</b><br>%2").arg(titles[column], verdict.toHtmlEscaped()));
    }
}

void AttentionLab::showMap(Row row, Column column, const pe::Matrix &values, const QStringList &tokens, double low,
                           double high)
{
    const bool scores = row != Difference && m_state->labSettings().showScores;
    std::optional<DrawnMap> &drawn = m_drawn[row][column];
    const bool sameAxes = drawn && drawn->tokens == tokens && drawn->low == low && drawn->high == high
                           && drawn->scores == scores;
    const bool sameValues = drawn && drawn->values.rows() == values.rows() && drawn->values.cols() == values.cols()
                            && (drawn->values.array() == values.array()).all();
    if (sameAxes && sameValues)
        return;
    QCPColorMap *map = m_maps[row][column];
    QCustomPlot *plot = m_plots[row][column];
    if (!sameAxes && row != Difference) {
        setHeatmapScale(map, scores ? HeatmapScale::Diverging : HeatmapScale::Sequential);
        map->colorScale()->axis()->setLabel(scores ? tr("score") : tr("weight"));
    }
    // Masked scores are −∞: draw them at the low end of the colour range.
    const pe::Matrix cells = scores ? pe::Matrix(values.unaryExpr([low](double v) { return std::isfinite(v) ? v : low; }))
                                    : values;
    setHeatmapCells(map, cells, 1, 1, low, high);
    if (!sameAxes)
        setTokenAxes(plot, tokens);
    showCellValues(plot, values);
    // With the same axes and colour scale, only the cells' layer changes; values written on the
    // cells are shown or hidden after a layout, so a map that has them is laid out again.
    replot(plot, sameAxes && plot->itemCount() == 0);
    drawn = DrawnMap{values, tokens, low, high, scores};
}

void AttentionLab::showTokenRepresentation()
{
    m_tokenPlot->clearGraphs();
    const int index = m_token->currentIndex();
    if (!m_comparison || index < 0 || index >= m_comparison->aWith.inputs.rows()) {
        m_tokenSimilarity->clear();
        replot(m_tokenPlot);
        return;
    }
    const pe::WordOrderComparison &comparison = *m_comparison;
    const pe::AttentionResult &a = comparison.aWith;
    const int dModel = int(a.inputs.cols());
    QVector<double> dimensions(dModel);
    std::iota(dimensions.begin(), dimensions.end(), 0.0);
    const auto addRow = [&](const pe::Matrix &matrix, const QString &name, const QColor &color) {
        QCPGraph *graph = addCurve(m_tokenPlot);
        const pe::Vector row = matrix.row(index);
        graph->setData(dimensions, QVector<double>(row.data(), row.data() + row.size()), true);
        graph->setPen(QPen(color, 1.5));
        graph->setName(name);
    };
    addRow(a.embeddings, tr("word vector E"), Qt::darkGray);
    // RoPE and ALiBi add no vector: the input is the word vector itself.
    if (a.positionalEncoding.rows() > index) {
        addRow(a.positionalEncoding, tr("position %1: PE").arg(index), QColor(0xb2, 0x18, 0x2b));
        addRow(a.inputs, tr("input X"), QColor(0x2b, 0x55, 0xa3));
    }
    m_tokenPlot->rescaleAxes();
    replot(m_tokenPlot);

    const QString token = visibleToken(m_tokensA.value(index));
    if (!comparison.permutation) {
        m_tokenSimilarity->setText(tr("'%1' is token %2 of sentence A.").arg(token).arg(index));
        return;
    }
    const std::vector<int> &p = *comparison.permutation;
    const int inB = int(std::find(p.begin(), p.end(), index) - p.begin());
    const double without = pe::cosineSimilarity(comparison.aWithout.inputs.row(index), comparison.bWithout.inputs.row(inB));
    const double with = pe::cosineSimilarity(comparison.aWith.inputs.row(index), comparison.bWith.inputs.row(inB));
    m_tokenSimilarity->setText(tr("'%1' is token %2 in A and token %3 in B. Cosine similarity of its two input vectors: "
                                  "%4 without position, %5 with position.")
                                   .arg(token)
                                   .arg(index)
                                   .arg(inB)
                                   .arg(QString::number(without, 'f', 3), QString::number(with, 'f', 3)));
}

QList<CodeSource> AttentionLab::codeSources() const
{
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
    return sources;
}
