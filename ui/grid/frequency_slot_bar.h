#pragma once
// Which position id turns each frequency slot of a head: Qwen2-VL's sections in order against
// Qwen3-VL's interleaved split, one coloured cell per slot, with the slots' wavelengths.

#include "grid/multimodal_rope.h"

#include <QColor>
#include <QWidget>
#include <vector>

/// Two rows of S = 64 cells (a head of 128 dimensions), the first cut into Qwen2-VL's
/// mrope_section [16, 24, 24] in order, the second interleaved (pe::mropeSlotAxes()); each cell
/// coloured by its axis. Under them the slot numbers and wavelengths of the sections' edges; every
/// slot's wavelength in its tooltip:
/// \f[ \lambda_j = 2\pi\,\theta^{2j/d} \f]
/// where j is the slot, d = 128 the head's dimensions and θ = 1,000,000 (Qwen2-VL's rope_theta).
class FrequencySlotBar : public QWidget
{
    Q_OBJECT
public:
    static constexpr int kHeadDimensions = 128;
    static constexpr double kTheta = 1000000.0;
    static const std::vector<int> &sections();  ///< [16, 24, 24]
    static constexpr pe::SectionLayout kLayouts[] = {pe::SectionLayout::Contiguous, pe::SectionLayout::Interleaved};

    explicit FrequencySlotBar(QWidget *parent = nullptr);

    /// The axis (0 temporal, 1 height, 2 width) each slot of row `row` is drawn in.
    const std::vector<int> &shownAxes(int row) const { return m_axes[row]; }
    /// λ_j in positions.
    static double wavelength(int slot);
    static QColor axisColour(int axis);
    /// "temporal", "height", "width".
    static QString axisTitle(int axis);
    static QString layoutTitle(int row);
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

    std::vector<int> m_axes[2];
};
