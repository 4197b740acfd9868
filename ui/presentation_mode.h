#pragma once
// Presentation mode: the window as a projector needs it.

#include <QObject>
#include <QPalette>

class QMainWindow;

/// Full screen, every font and line kScale times larger, black on white, for a projector; and
/// everything as it was when it ends.
class PresentationMode : public QObject
{
    Q_OBJECT
public:
    static constexpr double kScale = 1.6;

    explicit PresentationMode(QMainWindow *window);

    void setOn(bool on);
    bool isOn() const { return m_on; }

signals:
    void switched(bool on);

private:
    void scale(double factor);

    QMainWindow *m_window;
    bool m_on = false;
    QPalette m_normalPalette;
};
