#pragma once
// The side panel of a view: its controls in a column that scrolls when the window is short.

#include <QPointer>
#include <QScrollArea>

/// A fixed-width column of controls beside a view's plots, found and hidden by the window's
/// Hide Controls (object name "controlPanel"). The mouse wheel over one of its sliders, spin
/// boxes or boxes changes that control only once it has focus (a click or Tab gives it);
/// before, the wheel scrolls the panel, so a teacher scrolling down changes nothing on the way.
class SidePanel : public QScrollArea
{
    Q_OBJECT
public:
    explicit SidePanel(int width, QWidget *parent = nullptr);
    /// Keeps `child` scrolled to the top of the panel (as far as it scrolls) whatever the panel's
    /// or its column's size or its own place becomes (a lesson step pointing at it, its text made
    /// larger); null lets it scroll freely again.
    void keepInView(QWidget *child);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void showKeptChild();

    QPointer<QWidget> m_keptInView;
    bool m_showPending = false;  ///< a showKeptChild() waits for the layout to settle
};
