#pragma once
// The query temperature of a model's layers without position (Llama 4) against query position, and
// a caption read from the same numbers.

#include "stack/layer_stack.h"

#include <QWidget>

class QCustomPlot;
class QLabel;

/// pe::queryTemperatures() drawn over eight of its steps (0 to 8·floor_scale, with the model's real
/// floor_scale: a class's window of 64 positions would show a flat line at 1), and under it a caption
/// made from that vector: the factor before the first step, at the first step and at the end, and
/// the largest factor within the window's own positions. Nothing here computes a temperature.
class QueryTemperatureView : public QWidget
{
    Q_OBJECT
public:
    explicit QueryTemperatureView(QWidget *parent = nullptr);

    /// Hides the view when `temperature` is off. `layers`: how many layers carry it (the model's
    /// layers without position); `windowPositions`: the L of the window's maps.
    void setTemperature(const pe::QueryTemperature &temperature, int layers, int windowPositions);

    QCustomPlot *plot() const { return m_plot; }
    QLabel *caption() const { return m_caption; }

private:
    QString captionText(const pe::QueryTemperature &temperature, const pe::Vector &tau, int layers,
                        int windowPositions) const;

    QCustomPlot *m_plot;
    QLabel *m_caption;
};
