#include "slider_spin_box.h"

#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <cmath>

static constexpr int kLogSteps = 1000;

SliderSpinBox::SliderSpinBox(const QString &label, Scale scale, QWidget *parent)
    : QWidget(parent)
    , m_scale(scale)
    , m_label(new QLabel(label, this))
    , m_slider(new QSlider(Qt::Horizontal, this))
    , m_spinBox(new QDoubleSpinBox(this))
{
    m_label->setBuddy(m_spinBox);
    m_spinBox->setDecimals(scale == Scale::Linear ? 0 : 1);
    m_spinBox->setAccelerated(true);
    // Typing "512" must not pass through 5 and 51 on the way.
    m_spinBox->setKeyboardTracking(false);
    if (scale == Scale::Logarithmic) {
        m_slider->setRange(0, kLogSteps);
        m_spinBox->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    }

    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label, 0, 0, 1, 2);
    layout->addWidget(m_slider, 1, 0);
    layout->addWidget(m_spinBox, 1, 1);
    layout->setColumnStretch(0, 1);

    connect(m_slider, &QSlider::valueChanged, this, [this](int position) {
        const double value = sliderValue(position);
        {
            const QSignalBlocker blocker(m_spinBox);
            m_spinBox->setValue(value);
        }
        emit valueChanged(m_spinBox->value());
    });
    connect(m_spinBox, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        {
            const QSignalBlocker blocker(m_slider);
            m_slider->setValue(sliderPosition(value));
        }
        emit valueChanged(value);
    });
}

void SliderSpinBox::setRange(double minimum, double maximum)
{
    const QSignalBlocker sliderBlocker(m_slider);
    const QSignalBlocker spinBlocker(m_spinBox);
    m_spinBox->setRange(minimum, maximum);
    if (m_scale == Scale::Linear)
        m_slider->setRange(int(minimum), int(maximum));
    m_slider->setPageStep(m_scale == Scale::Linear ? std::max(1, int((maximum - minimum) / 16)) : kLogSteps / 20);
    m_slider->setValue(sliderPosition(m_spinBox->value()));
}

double SliderSpinBox::value() const
{
    return m_spinBox->value();
}

void SliderSpinBox::setValue(double value)
{
    const QSignalBlocker sliderBlocker(m_slider);
    const QSignalBlocker spinBlocker(m_spinBox);
    m_spinBox->setValue(value);
    m_slider->setValue(sliderPosition(m_spinBox->value()));
}

void SliderSpinBox::setToolTips(const QString &text)
{
    m_label->setToolTip(text);
    m_slider->setToolTip(text);
    m_spinBox->setToolTip(text);
}

void SliderSpinBox::setLabel(const QString &label)
{
    m_label->setText(label);
}

int SliderSpinBox::sliderPosition(double value) const
{
    if (m_scale == Scale::Linear)
        return int(std::lround(value));
    const double low = std::log10(m_spinBox->minimum());
    const double high = std::log10(m_spinBox->maximum());
    return int(std::lround((std::log10(value) - low) / (high - low) * kLogSteps));
}

double SliderSpinBox::sliderValue(int position) const
{
    if (m_scale == Scale::Linear)
        return position;
    const double low = std::log10(m_spinBox->minimum());
    const double high = std::log10(m_spinBox->maximum());
    return std::pow(10.0, low + (high - low) * position / kLogSteps);
}
