#pragma once
// The side panel of a view: its controls in a column that scrolls when the window is short.

#include <QScrollArea>

/// A fixed-width column of controls beside a view's plots, found and hidden by the window's
/// Hide Controls (object name "controlPanel").
class SidePanel : public QScrollArea
{
    Q_OBJECT
public:
    SidePanel(int width, QWidget *parent = nullptr)
        : QScrollArea(parent)
    {
        setObjectName(QStringLiteral("controlPanel"));
        setWidgetResizable(true);
        setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        setFixedWidth(width);
        setFrameShape(QFrame::NoFrame);
        // Tab goes to its controls, not to the column (which scrolls to the control in focus).
        setFocusPolicy(Qt::NoFocus);
    }
};
