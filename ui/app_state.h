#pragma once
// The one state object of the app: widgets change it through its setters and redraw on its signals.

#include "sinusoidal_encoding.h"

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

signals:
    /// The parameters, and so the matrix, changed (the selection may have been clamped too).
    void encodingChanged();
    /// Only the selected position or dimension moved; the matrix is unchanged.
    void selectionChanged();

private:
    pe::SinusoidalParams m_params;
    pe::Matrix m_encoding;
    int m_position = 0;
    int m_dimension = 0;
};
