#include "widgets/slider_spin_box.h"

#include "widgets/number_box.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QActionGroup>
#include <QMenu>
#include <QSlider>
#include <QStyle>
#include <QToolButton>
#include <cmath>
#include <functional>
#include <optional>

static constexpr int kLogSteps = 1000;

namespace {

// A number box (DecimalBox) whose refusals its slider box says under it, and which hands on a
// number beyond its range but within the typed limits (setTypedLimits()) instead of refusing it.
class TypedSpinBox : public DecimalBox
{
public:
    using DecimalBox::DecimalBox;
    std::function<void(const QString &typed)> outOfRange;
    std::function<void(double typed)> beyondRange;
    double typedMinimum = std::nan("");
    double typedMaximum = std::nan("");

protected:
    void refuse(const QString &typed, std::optional<double> number, Refusal refusal) const override
    {
        if (refusal == Refusal::OutOfRange && *number >= typedMinimum && *number <= typedMaximum && beyondRange)
            beyondRange(*number);
        else if (outOfRange)
            outOfRange(typed.trimmed());
    }
};

} // namespace

SliderSpinBox::SliderSpinBox(const QString &label, Scale scale, QWidget *parent)
    : QWidget(parent)
    , m_scale(scale)
    , m_label(new QLabel(label, this))
    , m_slider(new QSlider(Qt::Horizontal, this))
    , m_message(new QLabel(this))
    , m_spinBox(new TypedSpinBox(this))
{
    m_message->setWordWrap(true);
    m_message->hide();
    auto *typedBox = static_cast<TypedSpinBox *>(m_spinBox);
    typedBox->outOfRange = [this, typedBox](const QString &typed) {
        const QLocale locale = m_spinBox->locale();
        const int decimals = m_spinBox->decimals();
        const bool limits = !std::isnan(typedBox->typedMinimum);
        const auto number = [&](double value) {
            return std::abs(value) >= 1e7 ? locale.toString(value, 'g', 3) : locale.toString(value, 'f', decimals);
        };
        showMessage(tr("%1 can be from %2 to %3 here (you typed %4): it stays %5.")
                        .arg(m_label->text(), number(limits ? typedBox->typedMinimum : m_spinBox->minimum()),
                             number(limits ? typedBox->typedMaximum : m_spinBox->maximum()), typed, number(m_spinBox->value())));
    };
    // After the spin box has put its own text back: the owner then widens the range to the value.
    typedBox->beyondRange = [this](double typed) {
        QMetaObject::invokeMethod(this, [this, typed] { emit valueChanged(typed); }, Qt::QueuedConnection);
    };
    m_label->setBuddy(m_spinBox);
    m_slider->setAccessibleName(label);
    m_spinBox->setDecimals(scale == Scale::Linear ? 0 : 1);
    m_spinBox->setAccelerated(true);
    // Typing "512" must not pass through 5 and 51 on the way.
    if (scale == Scale::Logarithmic) {
        m_slider->setRange(0, kLogSteps);
        m_spinBox->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    }

    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label, 0, 0, 1, 2);
    layout->addWidget(m_slider, 1, 0);
    layout->addWidget(m_spinBox, 1, 1);
    layout->addWidget(m_message, 2, 0, 1, 3);
    layout->setColumnStretch(0, 1);
    fitSpinBox();

    connect(m_slider, &QSlider::valueChanged, this, [this](int position) {
        const double value = sliderValue(position);
        {
            const QSignalBlocker blocker(m_spinBox);
            m_spinBox->setValue(value);
        }
        showMessage(QString());
        emit valueChanged(m_spinBox->value());
    });
    connect(m_spinBox, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        {
            const QSignalBlocker blocker(m_slider);
            m_slider->setValue(sliderPosition(value));
        }
        showMessage(QString());
        emit valueChanged(value);
    });
}

void SliderSpinBox::setTypedLimits(double minimum, double maximum)
{
    auto *typedBox = static_cast<TypedSpinBox *>(m_spinBox);
    typedBox->typedMinimum = minimum;
    typedBox->typedMaximum = maximum;
}

void SliderSpinBox::setRange(double minimum, double maximum)
{
    // The views set the ranges again after every change of the matrix; only a new range costs
    // a new layout.
    if (minimum == m_spinBox->minimum() && maximum == m_spinBox->maximum())
        return;
    const QSignalBlocker sliderBlocker(m_slider);
    const QSignalBlocker spinBlocker(m_spinBox);
    m_spinBox->setRange(minimum, maximum);
    fitSpinBox();
    if (m_scale == Scale::Linear)
        m_slider->setRange(int(minimum), int(maximum));
    m_slider->setPageStep(m_scale == Scale::Linear ? std::max(1, int((maximum - minimum) / 16)) : kLogSteps / 20);
    m_slider->setValue(sliderPosition(m_spinBox->value()));
}

double SliderSpinBox::value() const
{
    return m_spinBox->value();
}

void SliderSpinBox::fitSpinBox()
{
    // The spin box keeps the width of its first range; setting the suffix again (to the same)
    // is the one way Qt offers to measure it anew, so "100" is not cut to "10".
    m_spinBox->setSuffix(m_spinBox->suffix());
    // A fixed size keeps a new range from laying out the whole side panel again (a millisecond
    // of each d_model frame) unless the spin box really grows or shrinks: setting the same size
    // again changes nothing.
    m_spinBox->setFixedSize(m_spinBox->sizeHint());
}

void SliderSpinBox::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        fitSpinBox();
    QWidget::changeEvent(event);
}

void SliderSpinBox::setValue(double value)
{
    const QSignalBlocker sliderBlocker(m_slider);
    const QSignalBlocker spinBlocker(m_spinBox);
    m_spinBox->setValue(value);
    m_slider->setValue(sliderPosition(m_spinBox->value()));
}

void SliderSpinBox::setLabel(const QString &text)
{
    m_label->setText(text);
    m_slider->setAccessibleName(text);
    if (m_playButton)
        m_playButton->setAccessibleName(tr("Play %1").arg(text));
}

void SliderSpinBox::showMessage(const QString &text)
{
    if (m_message->text() == text)
        return;
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
}

void SliderSpinBox::setToolTips(const QString &text)
{
    m_label->setToolTip(text);
    m_slider->setToolTip(text);
    m_spinBox->setToolTip(text);
}

void SliderSpinBox::setPlayable(bool playable)
{
    if (!playable || m_playButton)
        return;
    m_playButton = new QToolButton(this);
    // Icons, not the glyphs ▶ and ⏸: Debian's fonts draw ⏸ as an empty box.
    m_playButton->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
    m_playButton->setCheckable(true);
    m_playButton->setPopupMode(QToolButton::MenuButtonPopup);
    m_playButton->setToolTip(tr("Play: move this slider by itself. The arrow sets how it moves and how fast."));
    m_playButton->setAccessibleName(tr("Play %1").arg(m_label->text()));
    auto *menu = new QMenu(m_playButton);
    auto *modes = new QActionGroup(menu);
    const QList<std::pair<QString, PlayMode>> modeNames{
        {tr("Once"), PlayMode::Once}, {tr("Loop"), PlayMode::Loop}, {tr("Back and forth"), PlayMode::BackAndForth}};
    for (const auto &modeName : modeNames) {
        const PlayMode mode = modeName.second; // a named copy: clang 14 cannot capture a structured binding
        QAction *action = menu->addAction(modeName.first, this, [this, mode] { m_playMode = mode; });
        action->setCheckable(true);
        action->setChecked(mode == m_playMode);
        modes->addAction(action);
    }
    menu->addSeparator();
    auto *speeds = new QActionGroup(menu);
    for (double speed : {2.0, 8.0, 30.0, 120.0}) {
        QAction *action = menu->addAction(tr("%1 steps a second").arg(speed), this, [this, speed] { m_playSpeed = speed; });
        action->setCheckable(true);
        action->setChecked(speed == m_playSpeed);
        speeds->addAction(action);
    }
    m_playButton->setMenu(menu);
    static_cast<QGridLayout *>(layout())->addWidget(m_playButton, 1, 2);
    m_playTimer.setInterval(16); // 60 frames a second
    connect(&m_playTimer, &QTimer::timeout, this, &SliderSpinBox::advance);
    connect(m_playButton, &QToolButton::toggled, this, &SliderSpinBox::setPlaying);
}

void SliderSpinBox::setPlaying(bool playing)
{
    if (!m_playButton || playing == isPlaying())
        return;
    if (playing) {
        m_playPhase = 0.0;
        // "Once" from the end starts again from the beginning.
        if (m_playMode == PlayMode::Once && value() >= m_spinBox->maximum())
            m_spinBox->setValue(m_spinBox->minimum());
        m_playTimer.start();
    } else {
        m_playTimer.stop();
    }
    m_playButton->setChecked(playing);
    m_playButton->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
}

void SliderSpinBox::advance()
{
    m_playPhase += m_playSpeed * m_playTimer.interval() / 1000.0;
    const int steps = int(m_playPhase);
    if (steps == 0)
        return;
    m_playPhase -= steps;
    const double low = m_spinBox->minimum();
    const double high = m_spinBox->maximum();
    double next = value() + m_playDirection * steps;
    if (next > high || next < low) {
        switch (m_playMode) {
        case PlayMode::Once:
            next = std::clamp(next, low, high);
            setPlaying(false);
            break;
        case PlayMode::Loop:
            next = next > high ? low : high;
            break;
        case PlayMode::BackAndForth:
            m_playDirection = -m_playDirection;
            next = std::clamp(next, low, high);
            break;
        }
    }
    m_spinBox->setValue(next); // moves the slider too, and tells the app
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
