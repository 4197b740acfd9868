#pragma once
// Which position id turns each frequency slot of a head: Qwen2-VL's sections in order against
// Qwen3-VL's interleaved split, one coloured cell per slot, with the slots' wavelengths.

#include "grid/multimodal_rope.h"

#include <QColor>
#include <QWidget>
#include <vector>

/// Two rows of S = 64 cells (a head of 128 dimensions), one per released layout, each with its
/// model's own mrope_section and rope_theta: Qwen2-VL's [16, 24, 24] in order (θ = 1,000,000,
/// also Qwen2.5-VL's) and Qwen3-VL's [24, 20, 20] interleaved (θ = 5,000,000; transformers'
/// models/qwen3_vl, Qwen3VLTextRotaryEmbedding.apply_interleaved_mrope), each cell coloured by its
/// axis (pe::mropeSlotAxes()). Under them the slot numbers of Qwen2-VL's section edges and each
/// row's wavelengths there; every slot's wavelength in its tooltip:
/// \f[ \lambda_j = 2\pi\,\theta^{2j/d} \f]
/// where j is the slot and d = 128 the head's dimensions.
class FrequencySlotBar : public QWidget
{
    Q_OBJECT
public:
    static constexpr int kHeadDimensions = 128;
    static constexpr int kRows = 2;
    /// A row: how the slots are split, the model's sections and its θ.
    struct SlotLayout
    {
        pe::SectionLayout layout;
        std::vector<int> sections;
        double theta;
    };
    static const SlotLayout &slotLayout(int row);

    explicit FrequencySlotBar(QWidget *parent = nullptr);

    /// The axis (0 temporal, 1 height, 2 width) each slot of row `row` is drawn in.
    const std::vector<int> &shownAxes(int row) const { return m_axes[row]; }
    /// λ_j in positions, with row `row`'s θ.
    static double wavelength(int row, int slot);
    static QColor axisColour(int axis);
    /// "temporal", "height", "width".
    static QString axisTitle(int axis);
    static QString layoutTitle(int row);
    /// "wavelength, θ = …", the row's θ: the label of its line of wavelengths under the bar.
    static QString wavelengthTitle(int row);
    /// The slot drawn at `point` in row `*row`, or -1.
    int slotAt(const QPoint &point, int *row) const;
    QRect slotRect(int row, int slot) const;
    QString slotToolTip(int row, int slot) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    int labelWidth() const;
    int rowHeight() const;
    void paintScale(QPainter &painter) const;

    std::vector<int> m_axes[kRows];
};
