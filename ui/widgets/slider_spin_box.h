#pragma once
// A labelled slider paired with a spin box: drag for a feel, type for an exact value.

#include <QTimer>
#include <QWidget>

class QDoubleSpinBox;
class QLabel;
class QSlider;
class QToolButton;

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
    /// A number typed beyond the range but within these limits is taken too (valueChanged), for the
    /// owner to widen the range to it: the slider covers what dragging makes sense for (a base of
    /// 10 to 10⁶), the box all the app accepts. Without them a typed number must be in the range.
    void setTypedLimits(double minimum, double maximum);
    double value() const;
    /// Changes the shown value without emitting valueChanged (used to follow the state).
    void setValue(double value);
    /// The text above the slider.
    void setLabel(const QString &text);
    /// Shows `text` under the control until the next change (empty: hides it). A typed value
    /// outside the range shows why it was not taken itself; a view shows here why the app
    /// refused a value inside it (AppState's setters return the reason).
    void showMessage(const QString &text);
    QLabel *message() const { return m_message; }
    void setToolTips(const QString &text);

    QSlider *slider() const { return m_slider; }
    QDoubleSpinBox *spinBox() const { return m_spinBox; }

    /// How the play button sweeps the slider, as in GeoGebra.
    enum class PlayMode { Once, Loop, BackAndForth };
    /// Adds a play button that moves the slider by itself, 60 times a second; its menu sets the
    /// mode and the speed.
    void setPlayable(bool playable);
    void setPlaying(bool playing);
    bool isPlaying() const { return m_playTimer.isActive(); }
    void setPlayMode(PlayMode mode) { m_playMode = mode; }
    /// Steps (whole values) per second.
    void setPlaySpeed(double stepsPerSecond) { m_playSpeed = stepsPerSecond; }
    QToolButton *playButton() const { return m_playButton; }

signals:
    /// The user moved the slider or confirmed a typed value.
    void valueChanged(double value);

protected:
    void changeEvent(QEvent *event) override;

private:
    void fitSpinBox();
    void advance();
    int sliderPosition(double value) const;
    double sliderValue(int position) const;

    Scale m_scale;
    QLabel *m_label;
    QSlider *m_slider;
    QLabel *m_message;
    QDoubleSpinBox *m_spinBox;
    QToolButton *m_playButton = nullptr;
    QTimer m_playTimer;
    PlayMode m_playMode = PlayMode::Loop;
    double m_playSpeed = 8.0;
    double m_playPhase = 0.0;   ///< steps owed but not yet taken
    int m_playDirection = 1;
};
