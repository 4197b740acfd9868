#pragma once
// Presentation mode: the window as a projector needs it.

#include <QFont>
#include <QList>
#include <QObject>
#include <QPalette>
#include <QPointer>
#include <QSize>

class QMainWindow;

/// Full screen, every font and line larger by scaleFor() the screen, black on white with grey
/// disabled controls, for a projector; and everything as it was when it ends. The side panels
/// grow with their text but take at most kMaxPanelShare of the width, so the plots keep room.
class PresentationMode : public QObject
{
    Q_OBJECT
public:
    static constexpr double kMinScale = 1.15;
    static constexpr double kMaxScale = 1.6;
    static constexpr double kMaxPanelShare = 0.33;

    explicit PresentationMode(QMainWindow *window);

    /// How much larger fonts and lines are on a screen of this size: kMaxScale on 1920 × 1080,
    /// kMinScale on 1024 × 768 and 1280 × 720 (a projected picture has the same size in the
    /// room whatever its pixels, so a smaller screen needs less scaling to read as well):
    /// \f[ s = \mathrm{clamp}\left(\min\left(\frac{w}{1200}, \frac{h}{675}\right), 1.15, 1.6\right) \f]
    static double scaleFor(QSize size);

    void setOn(bool on);
    bool isOn() const { return m_on; }
    /// The factor now applied: 1 when off.
    double scale() const { return m_scale; }

signals:
    void switched(bool on);

protected:
    /// Follows the window's size while on (full screen, or a --screenshot's --size).
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void scaleTo(double factor);
    // The side panels' widths for the scale and the window's width.
    void fitPanels();

    QMainWindow *m_window;
    bool m_on = false;
    bool m_maximizedBefore = false;  ///< the window was maximised when presentation mode began
    double m_scale = 1.0;
    QPalette m_normalPalette;
    QFont m_normalFont;
    QList<std::pair<QPointer<QWidget>, int>> m_normalPanelWidths;
};
