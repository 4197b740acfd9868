#pragma once
// The one state object of the app: widgets change it through its setters and redraw on its signals.

#include "sinusoidal_encoding.h"

#include <QList>
#include <QObject>

class AppState : public QObject
{
    Q_OBJECT
public:
    explicit AppState(QObject *parent = nullptr);

    const pe::SinusoidalParams &encodingParams() const { return m_params; }
    /// (positions × d_model), recomputed once per change of the encoding parameters.
    const pe::Matrix &encoding() const { return m_encoding; }
    int position() const { return m_position; }
    int dimension() const { return m_dimension; }
    /// The second position the vector and similarity views compare with.
    int comparePosition() const { return m_comparePosition; }
    /// Extra dimensions drawn on the curves view, in the order they were pinned.
    const QList<int> &pinnedDimensions() const { return m_pinnedDimensions; }
    /// Curves drawn one above the other instead of on the same axes.
    bool stackedCurves() const { return m_stackedCurves; }

    /// Applies new parameters when they are valid, clamping the selection into the new matrix.
    /// Returns an empty string, or the reason nothing changed.
    QString setEncodingParams(const pe::SinusoidalParams &params);
    QString setDModel(int dModel);
    QString setPositions(int positions);
    QString setBase(double base);
    void setLayout(pe::Layout layout);

    /// Selection setters clamp to the matrix: a slider can never point outside it.
    void setPosition(int position);
    void setDimension(int dimension);
    void setComparePosition(int position);
    /// Dimensions outside the matrix and repeats are dropped.
    void setPinnedDimensions(const QList<int> &dimensions);
    void setStackedCurves(bool stacked);

signals:
    /// The parameters, and so the matrix, changed (the selection may have been clamped too).
    void encodingChanged();
    /// Only what is selected or pinned changed; the matrix is unchanged.
    void selectionChanged();

private:
    void clampSelection();

    pe::SinusoidalParams m_params;
    pe::Matrix m_encoding;
    int m_position = 1;
    int m_dimension = 2;
    int m_comparePosition = 5;
    QList<int> m_pinnedDimensions;
    bool m_stackedCurves = false;
};
