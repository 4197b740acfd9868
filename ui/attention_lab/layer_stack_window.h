#pragma once
// "Layers of 2025–26 models": how a real model stacks its attention layers, each layer's mask and
// who can reach whom after each layer.

#include "classroom/code_dialog.h"
#include "stack/layer_stack.h"
#include "state/settings.h"

#include <QDialog>

class AppState;
class QueryTemperatureView;
class QButtonGroup;
class QCheckBox;
class QComboBox;
class QCPColorMap;
class QCustomPlot;
class QHBoxLayout;
class QLabel;
class QSpinBox;

/// A preset (Llama 4, Gemma 3, gpt-oss, Mistral: pe::stackPresets()) with a class's overrides (its
/// layers repeated to N, every window W, every chunk C, over L positions); a strip with a button per
/// layer, marked by its kind and whether it carries RoPE (and its θ) or no position; for the chosen
/// layer k its mask and what reaches each query after layers 0 … k, as heatmaps; sentences made
/// from those matrices (how far back the last query reaches) and the preset's source.
class LayerStackWindow : public QDialog
{
    Q_OBJECT
public:
    explicit LayerStackWindow(AppState *state, QWidget *parent = nullptr);

    QComboBox *presetControl() const { return m_preset; }
    QSpinBox *layersControl() const { return m_layers; }
    QSpinBox *windowControl() const { return m_window; }
    QSpinBox *chunkControl() const { return m_chunk; }
    QSpinBox *positionsControl() const { return m_positions; }
    /// The chosen layer, from 0.
    int layer() const;
    void setLayer(int layer);
    QLabel *reachSentence() const { return m_reachSentence; }
    QCustomPlot *plot(int which) const { return m_plots[which]; }  ///< 0: the mask, 1: the reach
    /// StreamingLLM's cache in every layer instead of the model's masks, and its first S kept.
    QCheckBox *streamingControl() const { return m_streaming; }
    QSpinBox *sinksControl() const { return m_sinks; }
    /// The query temperature against position and its caption, shown for a model that has one (Llama 4).
    QueryTemperatureView *temperatureView() const { return m_temperature; }
    QLabel *facts() const { return m_facts; }
    /// Show Code's script for what the window shows (pe::stackCode(), pe::streamingCode()).
    QList<CodeSource> codeSources() const;

private:
    QWidget *createSettings();
    /// What the boxes and the chosen layer show, with the state's "open".
    LayerStackSettings settings() const;
    /// The boxes set from the state's settings, without a rebuild each.
    void showSettings();
    /// The state told what the window shows (kept in lesson files and by Show Me).
    void keepSettings();
    /// The stack anew from the preset and the overrides: a new strip, then the maps.
    void rebuild();
    void showLayer();
    bool streaming() const;
    /// The preset's real numbers and its source, in sentences.
    /// (Their sources, with file names, go to the label's tooltip.)
    QString presetFacts(const pe::StackPreset &preset, const pe::LayerStack &real);
    QString streamingFacts();
    /// Under the cache: what the last query sees and what reaches it, read from the two matrices.
    QString streamingSentence(int k, const pe::BoolMatrix &mask, const pe::BoolMatrix &reach) const;

    AppState *m_state;
    QComboBox *m_preset;
    QSpinBox *m_layers, *m_window, *m_chunk, *m_positions, *m_sinks;
    QCheckBox *m_streaming;
    QueryTemperatureView *m_temperature;
    QHBoxLayout *m_strip;
    QButtonGroup *m_layerButtons;
    QCustomPlot *m_plots[2];
    QCPColorMap *m_maps[2];
    QLabel *m_reachSentence;
    QLabel *m_facts;
    pe::LayerStack m_stack;
    std::vector<pe::BoolMatrix> m_reach;  ///< after layers 0 … k, for every k of m_stack (rebuild())
};
