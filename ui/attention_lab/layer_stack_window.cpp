#include "attention_lab/layer_stack_window.h"

#include "attention_lab/query_temperature_view.h"
#include "classroom/code_dialog.h"
#include "export/stack_code.h"
#include "math/translate.h"
#include "plots/heatmap.h"
#include "plots/parts.h"
#include "state/app_state.h"
#include "widgets/number_box.h"

#include <QAbstractButton>
#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>
#include <qcustomplot.h>

namespace {

// One colour per kind, in the order of pe::LayerKind: sliding, chunked, full.
const char *const kKindColours[] = {"#a6cee3", "#b2df8a", "#fdbf6f"};

QString layerText(int index, const pe::StackLayer &layer)
{
    const QString kind = layer.kind == pe::LayerKind::Sliding   ? LayerStackWindow::tr("window %1").arg(layer.span)
                         : layer.kind == pe::LayerKind::Chunked ? LayerStackWindow::tr("chunk %1").arg(layer.span)
                                                                : LayerStackWindow::tr("global");
    const QString position = layer.rope ? LayerStackWindow::tr("RoPE θ %1").arg(QLocale().toString(layer.theta, 'f', 0))
                                        : LayerStackWindow::tr("no position");
    return QStringLiteral("%1\n%2\n%3").arg(index).arg(kind, position);
}

// A layer's button under StreamingLLM's cache: the same cache in every layer.
QString cacheText(int index, int sinks, int window)
{
    return QStringLiteral("%1\n%2\n%3").arg(index).arg(LayerStackWindow::tr("cache: first %1").arg(sinks),
                                                           LayerStackWindow::tr("+ last %1").arg(window));
}

// The first key at or after `from` that `row` holds (row.size() when none).
int firstKept(const pe::BoolMatrix &matrix, int row, int from)
{
    int j = from;
    while (j < matrix.cols() && !matrix(row, j))
        ++j;
    return j;
}

pe::Matrix asNumbers(const pe::BoolMatrix &matrix)
{
    return matrix.cast<double>().matrix();
}

// A forgiving box: full-width digits typed on a Chinese keyboard count too.
QSpinBox *spinBox(int minimum, int maximum, int value)
{
    auto *box = new NumberBox;
    box->setRange(minimum, maximum);
    box->setValue(value);
    return box;
}

} // namespace

LayerStackWindow::LayerStackWindow(AppState *state, QWidget *parent)
    : QDialog(parent)
    , m_state(state)
{
    setWindowTitle(tr("Layers of 2025–26 Models"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(createSettings());
    auto *stripArea = new QScrollArea;
    auto *stripWidget = new QWidget;
    m_strip = new QHBoxLayout(stripWidget);
    m_strip->setContentsMargins(0, 0, 0, 0);
    stripArea->setWidget(stripWidget);
    stripArea->setWidgetResizable(true);
    stripArea->setFixedHeight(stripWidget->fontMetrics().height() * 4 + 24);
    layout->addWidget(stripArea);
    m_layerButtons = new QButtonGroup(this);
    connect(m_layerButtons, &QButtonGroup::idClicked, this, [this] { showLayer(); });
    auto *maps = new QHBoxLayout;
    const QString titles[] = {tr("Layer k: which keys each query sees"), tr("After layers 0 to k: which keys reach each query")};
    for (int which = 0; which < 2; ++which) {
        m_plots[which] = createPlot(this);
        m_maps[which] = setupHeatmap(m_plots[which], HeatmapScale::Sequential, tr("1: yes, 0: no"), m_state->colourMap());
        addPlotTitle(m_plots[which], titles[which]);
        m_plots[which]->xAxis->setLabel(tr("key position j"));
        m_plots[which]->yAxis->setLabel(tr("query position i"));
        maps->addWidget(m_plots[which], 1);
    }
    m_temperature = new QueryTemperatureView;
    maps->addWidget(m_temperature, 1);
    layout->addLayout(maps, 1);
    m_reachSentence = new QLabel;
    m_reachSentence->setWordWrap(true);
    m_facts = new QLabel;
    m_facts->setWordWrap(true);
    m_facts->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_reachSentence);
    layout->addWidget(m_facts);
    resize(1100, 700);
    showSettings();
    connect(m_state, &AppState::labChanged, this, [this] {
        if (m_state->labSettings().layers != settings()) {
            showSettings();
            rebuild();
        }
    });
    connect(this, &QDialog::finished, this, [this] { m_state->changeLab([](LabSettings &lab) { lab.layers.open = false; }); });
    rebuild();
}

LayerStackSettings LayerStackWindow::settings() const
{
    LayerStackSettings shown = m_state->labSettings().layers;
    shown.preset = m_preset->currentData().toString();
    shown.layers = m_layers->value();
    shown.window = m_window->value();
    shown.chunk = m_chunk->value();
    shown.positions = m_positions->value();
    shown.layer = m_layerButtons->checkedId() >= 0 ? m_layerButtons->checkedId() : shown.layer;
    shown.streaming = m_streaming->isChecked();
    shown.sinks = m_sinks->value();
    return shown;
}

void LayerStackWindow::showSettings()
{
    const LayerStackSettings &layers = m_state->labSettings().layers;
    const QSignalBlocker blockers[] = {QSignalBlocker(m_preset), QSignalBlocker(m_layers), QSignalBlocker(m_window),
                                       QSignalBlocker(m_chunk), QSignalBlocker(m_positions), QSignalBlocker(m_streaming),
                                       QSignalBlocker(m_sinks)};
    m_preset->setCurrentIndex(std::max(m_preset->findData(layers.preset), 0));
    m_layers->setValue(layers.layers);
    m_window->setValue(layers.window);
    m_chunk->setValue(layers.chunk);
    m_positions->setValue(layers.positions);
    m_streaming->setChecked(layers.streaming);
    m_sinks->setValue(layers.sinks);
}

void LayerStackWindow::keepSettings()
{
    if (const LayerStackSettings shown = settings(); shown != m_state->labSettings().layers)
        m_state->changeLab([&shown](LabSettings &lab) { lab.layers = shown; });
}

QWidget *LayerStackWindow::createSettings()
{
    m_preset = new QComboBox;
    for (const pe::StackPreset &preset : pe::stackPresets())
        m_preset->addItem(QCoreApplication::translate("pe::Stacks", preset.title), QString::fromLatin1(preset.name));
    m_layers = spinBox(1, pe::kMaxStackLayers, LayerStackSettings().layers);
    m_window = spinBox(1, kMaxStackSpan, LayerStackSettings().window);
    m_chunk = spinBox(1, kMaxStackSpan, LayerStackSettings().chunk);
    m_positions = spinBox(1, kMaxStackPositions, LayerStackSettings().positions);
    m_layers->setToolTip(tr("The model's first layers, repeated: its pattern on one screen. The real number is in the sentence below."));
    m_window->setToolTip(tr("Every sliding window: the real models use 128 to 4096, too many positions to see at once."));
    m_chunk->setToolTip(tr("Every chunk: Llama 4 uses 8192."));
    m_streaming = new QCheckBox(tr("StreamingLLM's cache"));
    m_streaming->setToolTip(tr("StreamingLLM runs a model trained with full attention on an endless text: its cache keeps "
                               "the first S tokens and the last W, and every layer attends to those alone."));
    m_sinks = spinBox(0, kMaxStackSinks, LayerStackSettings().sinks);
    m_sinks->setToolTip(tr("The first tokens the cache always keeps: StreamingLLM keeps 4, its attention sinks."));
    auto *settings = new QWidget;
    auto *row = new QHBoxLayout(settings);
    row->setContentsMargins(0, 0, 0, 0);
    const std::pair<QString, QWidget *> fields[] = {{tr("model"), m_preset}, {tr("layers"), m_layers}, {tr("window W"), m_window},
                                                    {tr("chunk C"), m_chunk}, {tr("positions"), m_positions},
                                                    {QString(), m_streaming}, {tr("first S"), m_sinks}};
    for (const auto &[label, field] : fields) {
        if (!label.isEmpty()) {
            auto *name = new QLabel(label);
            name->setBuddy(field);
            row->addWidget(name);
        }
        row->addWidget(field, field == m_preset ? 2 : 0);
    }
    connect(m_preset, &QComboBox::currentIndexChanged, this, &LayerStackWindow::rebuild);
    for (QSpinBox *box : {m_layers, m_window, m_chunk, m_positions, m_sinks})
        connect(box, &QSpinBox::valueChanged, this, &LayerStackWindow::rebuild);
    connect(m_streaming, &QCheckBox::toggled, this, &LayerStackWindow::rebuild);
    auto *code = new QPushButton(tr("Show Code…"));
    code->setObjectName(QStringLiteral("stackCode"));
    code->setToolTip(tr("NumPy and PyTorch that build these masks as Hugging Face's transformers does and multiply them into the reach."));
    connect(code, &QPushButton::clicked, this, [this] { showCodeDialog(this, codeSources()); });
    row->addWidget(code);
    return settings;
}

bool LayerStackWindow::streaming() const
{
    return m_streaming->isChecked();
}

int LayerStackWindow::layer() const
{
    return m_layerButtons->checkedId() >= 0 ? m_layerButtons->checkedId() : m_state->labSettings().layers.layer;
}

void LayerStackWindow::setLayer(int layer)
{
    if (QAbstractButton *button = m_layerButtons->button(layer)) {
        button->setChecked(true);
        showLayer();
    }
}

void LayerStackWindow::rebuild()
{
    const pe::StackPreset *preset = pe::stackPreset(m_preset->currentData().toString());
    const pe::LayerStack real = preset->make();
    m_stack = pe::withOverrides(real, m_layers->value(), m_window->value(), m_chunk->value());
    // What reaches each query after every layer, once per stack: a click on a layer only looks it up.
    m_reach = streaming() ? pe::streamingReach(m_positions->value(), m_sinks->value(), m_window->value(), int(m_stack.layers.size()))
                          : pe::reachByLayer(m_stack, m_positions->value());
    const int chosen = std::min(m_state->labSettings().layers.layer, int(m_stack.layers.size()) - 1);
    for (QAbstractButton *button : m_layerButtons->buttons()) {
        m_layerButtons->removeButton(button);
        delete button;
    }
    for (int k = 0; k < int(m_stack.layers.size()); ++k) {
        const pe::StackLayer &layer = m_stack.layers[k];
        auto *button = new QPushButton(streaming() ? cacheText(k, m_sinks->value(), m_window->value()) : layerText(k, layer));
        button->setCheckable(true);
        button->setStyleSheet(QStringLiteral("QPushButton { background: %1; color: black; padding: 4px; }"
                                             "QPushButton:checked { border: 3px solid black; }").arg(QLatin1String(kKindColours[int(layer.kind)])));
        m_layerButtons->addButton(button, k);
        m_strip->addWidget(button);
    }
    m_layerButtons->button(chosen)->setChecked(true);
    m_sinks->setEnabled(streaming());
    const auto withoutPosition = std::count_if(real.layers.begin(), real.layers.end(), [](const pe::StackLayer &l) { return !l.rope; });
    m_temperature->setTemperature(streaming() ? pe::QueryTemperature{} : real.temperature, int(withoutPosition), m_positions->value());
    m_facts->setText(streaming() ? streamingFacts() : presetFacts(*preset, real));
    showLayer();
}

QString LayerStackWindow::presetFacts(const pe::StackPreset &preset, const pe::LayerStack &real)
{
    QString facts = tr("%1 has %2 layers; shown: its first layers repeated to %3, with the window and chunk above.")
                        .arg(m_preset->currentText()).arg(real.layers.size()).arg(m_stack.layers.size());
    if (real.sinks)
        pe::appendSentence(facts, tr("Each head also has a sink: a logit that joins every row's softmax and takes part of the weight."));
    if (real.temperature.on)
        pe::appendSentence(facts, tr("In its layers without position the queries are multiplied by 1 + %1·ln(1 + ⌊(p + 1)/%2⌋), "
                                       "p the query's position (the plot on the right).")
                                        .arg(real.temperature.attnScale).arg(real.temperature.floorScale));
    // The file and its fields are code: in the tooltip, not in the sentences a class reads.
    pe::appendSentence(facts, tr("The numbers are those of its configuration in Hugging Face's transformers (the file: hover here)."));
    m_facts->setToolTip(QLatin1String(preset.source));
    return facts;
}

QString LayerStackWindow::streamingFacts()
{
    QString facts = m_sinks->value() > 0
                        ? tr("StreamingLLM (Xiao et al., 2024) keeps the first %1 tokens and the last %2 in its cache, in every layer, "
                             "and drops the rest: a trained model gives much of its attention to the first tokens, and when a plain "
                             "window drops them its perplexity soars (the paper's finding).").arg(m_sinks->value()).arg(m_window->value())
                        : tr("With S = 0 the cache keeps only the last %1 tokens, as a plain window does. StreamingLLM (Xiao et al., "
                             "2024) keeps the first tokens too: a trained model gives much of its attention to them, and when a plain "
                             "window drops them its perplexity soars (the paper's finding).").arg(m_window->value());
    // Confirmed in its code: pos_shift/modify_llama.py keeps the keys without RoPE in the cache and turns them at
    // key_position_ids = arange(kv_seq_len), their place in the cache (also for GPT-NeoX, Falcon and Phi).
    pe::appendSentence(facts, tr("Inside the cache the tokens are numbered by their place in the cache, not in the text: its code "
                                 "turns the cached keys with RoPE at positions 0, 1, 2, … anew for every query."));
    m_facts->setToolTip(QStringLiteral("mit-han-lab/streaming-llm: streaming_llm/kv_cache.py (StartRecentKVCache), "
                                       "streaming_llm/pos_shift/modify_llama.py (key_position_ids = torch.arange(kv_seq_len))"));
    return facts;
}

void LayerStackWindow::showLayer()
{
    const int positions = m_positions->value(), k = layer();
    const int sinks = m_sinks->value(), window = m_window->value();
    const pe::BoolMatrix mask = streaming() ? pe::streamingMask(positions, sinks, window) : pe::layerMask(m_stack.layers[k], positions);
    const pe::BoolMatrix &reach = m_reach[std::size_t(k)];
    keepSettings();
    const pe::BoolMatrix shown[] = {mask, reach};
    for (int which = 0; which < 2; ++which) {
        setHeatmapCells(m_maps[which], asNumbers(shown[which]), 1, 1, 0.0, 1.0);
        m_plots[which]->replot();
    }
    const int last = positions - 1;
    if (streaming()) {
        m_reachSentence->setText(streamingSentence(k, mask, reach));
        return;
    }
    const int first = firstKept(reach, last, 0), seen = firstKept(mask, last, 0);
    QString sentence = tr("Layer %1: the last query (position %2) sees the keys of positions %3 to %2 itself; after layers 0 to %1 "
                          "it is reached by positions %4 to %2.").arg(k).arg(last).arg(seen).arg(first);
    if (first == 0)
        pe::appendSentence(sentence, tr("Every word before it can now influence it."));
    m_reachSentence->setText(sentence);
}

QString LayerStackWindow::streamingSentence(int k, const pe::BoolMatrix &mask, const pe::BoolMatrix &reach) const
{
    const int last = int(mask.rows()) - 1, sinks = std::min(m_sinks->value(), last);
    const int seen = firstKept(mask, last, sinks), reached = firstKept(reach, last, sinks);
    const int keys = int(mask.row(last).count());
    QString sentence = sinks > 0 ? tr("Layer %1: the last query (position %2) sees %6 of its %7 keys, positions 0 to %3 and %4 to %2; "
                                      "after layers 0 to %1 it is reached by positions 0 to %3 and %5 to %2.")
                                       .arg(k).arg(last).arg(sinks - 1).arg(seen).arg(reached).arg(keys).arg(last + 1)
                                 : tr("Layer %1: the last query (position %2) sees %5 of its %6 keys, positions %3 to %2; after "
                                      "layers 0 to %1 it is reached by positions %4 to %2.")
                                       .arg(k).arg(last).arg(seen).arg(reached).arg(keys).arg(last + 1);
    if (reached <= sinks)
        pe::appendSentence(sentence, tr("Every word before it can now influence it."));
    else
        pe::appendSentence(sentence, tr("Positions %1 to %2 are out of its reach.").arg(sinks).arg(reached - 1));
    return sentence;
}

QList<CodeSource> LayerStackWindow::codeSources() const
{
    const int positions = m_positions->value();
    if (streaming()) {
        const int sinks = m_sinks->value(), window = m_window->value(), layers = int(m_stack.layers.size());
        return {{tr("StreamingLLM's cache in %1 layers: the first %2 and the last %3").arg(layers).arg(sinks).arg(window),
                 pe::streamingCode(positions, sinks, window, layers, pe::CodeLanguage::NumPy),
                 pe::streamingCode(positions, sinks, window, layers, pe::CodeLanguage::PyTorch), {}}};
    }
    return {{tr("%1: its %2 layers' masks and reach").arg(m_preset->currentText()).arg(m_stack.layers.size()),
             pe::stackCode(m_stack, positions, pe::CodeLanguage::NumPy), pe::stackCode(m_stack, positions, pe::CodeLanguage::PyTorch), {}}};
}
