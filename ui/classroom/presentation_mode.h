#pragma once
// Presentation mode: the window as a projector needs it.

#include <QFont>
#include <QList>
#include <QObject>
#include <QPalette>
#include <QPointer>
#include <QSize>
#include <QStringList>

class QMainWindow;
class QWidget;

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
    /// The least height, in pixels, of the text a lesson step points at: what the back row reads
    /// on a projector of 720 lines (the rest of the window is scaled by scaleFor() only).
    static constexpr int kPointedTextPixels = 18;
    /// How many times its own stretch a layout gives the place of what a step points at.
    static constexpr int kPointedRoom = 2;

    explicit PresentationMode(QMainWindow *window);

    /// How much larger fonts and lines are on a screen of this size: kMaxScale on 1920 × 1080,
    /// kMinScale on 1024 × 768 and 1280 × 720 (a projected picture has the same size in the
    /// room whatever its pixels, so a smaller screen needs less scaling to read as well):
    /// \f[ s = \mathrm{clamp}\left(\min\left(\frac{w}{1200}, \frac{h}{675}\right), 1.15, 1.6\right) \f]
    static double scaleFor(QSize size);
    /// The point size whose text `widget`'s screen draws at least `pixels` high (a little over, so
    /// that rounding cannot fall short).
    static double pointsFor(int pixels, const QWidget *widget);

    void setOn(bool on);
    bool isOn() const { return m_on; }
    /// The factor now applied: 1 when off.
    double scale() const { return m_scale; }
    /// What a lesson step points at (LessonStep::focus): the plots of these figure names, and the
    /// widgets whose property "focusName" is one of them, get text of kPointedTextPixels at least
    /// while presentation mode is on, and kPointedRoom times their layouts' stretch (giveRoomTo());
    /// the others the scale of the rest of the window.
    void point(const QStringList &focus);

signals:
    void switched(bool on);

protected:
    /// Follows the window's size while on (full screen, or a --screenshot's --size).
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void scaleTo(double factor);
    // Every plot's and pointed widget's text at what scale() and the focus ask of it.
    void scalePointed();
    // The factor of the text a step points at: scale(), or more for kPointedTextPixels.
    double pointedScale() const;
    // The side panels' widths for the scale and the window's width.
    void fitPanels();

    QMainWindow *m_window;
    bool m_on = false;
    bool m_maximizedBefore = false;  ///< the window was maximised when presentation mode began
    double m_scale = 1.0;
    QPalette m_normalPalette;
    QFont m_normalFont;
    QList<std::pair<QPointer<QWidget>, int>> m_normalPanelWidths;
    QStringList m_pointed;
};
