#pragma once
// A labelled slider paired with a spin box: drag for a feel, type for an exact value.

#include <QWidget>

class QDoubleSpinBox;
class QLabel;
class QSlider;

class SliderSpinBox : public QWidget
{
    Q_OBJECT
public:
    enum class Scale {
        Linear,      ///< whole numbers, one slider step each
        Logarithmic, ///< the slider moves the exponent, e.g. 10 … 1,000,000 for the base
    };

    SliderSpinBox(const QString &label, Scale scale, QWidget *parent = nullptr);

    void setRange(double minimum, double maximum);
    double value() const;
    /// Changes the shown value without emitting valueChanged (used to follow the state).
    void setValue(double value);
    void setToolTips(const QString &text);
    void setLabel(const QString &label);

    QSlider *slider() const { return m_slider; }
    QDoubleSpinBox *spinBox() const { return m_spinBox; }

signals:
    /// The user moved the slider or confirmed a typed value.
    void valueChanged(double value);

private:
    int sliderPosition(double value) const;
    double sliderValue(int position) const;

    Scale m_scale;
    QLabel *m_label;
    QSlider *m_slider;
    QDoubleSpinBox *m_spinBox;
};
