#pragma once
// The chosen patch's position vector as a bar chart, its parts marked by the axis each follows.

#include "math/types.h"

#include <QStringList>
#include <QWidget>
#include <vector>

/// One bar per entry of `values` (D values of a sin-cos vector, or D/2 angles of RoPE), on bands
/// shaded and named by the axis of each entry (`axes`: 0 time, 1 row, 2 column, as
/// pe::GridScheme::columnAxes; `axisNames` the three names). The chart reaches up to 1, or the
/// largest |value| when larger, and down as far when a value is negative, else from 0; its range is
/// written at the left.
class PositionStrip : public QWidget
{
    Q_OBJECT
public:
    explicit PositionStrip(QWidget *parent = nullptr);

    void setValues(const pe::Vector &values, const std::vector<int> &axes, const QStringList &axisNames);
    pe::Vector values() const { return m_values; }
    /// The largest value the chart's range reaches (its lowest is minus this, or 0).
    double range() const;

    QSize sizeHint() const override { return {420, 120}; }
    QSize minimumSizeHint() const override { return {240, 100}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    pe::Vector m_values;
    std::vector<int> m_axes;
    QStringList m_axisNames;
};
