#pragma once
// A box for a word-wrapped label whose text changes on every slider move.

#include <QTimer>
#include <QWidget>

class QLabel;

/// Holds one word-wrapped QLabel without a layout. Placed straight in a layout, the label
/// would make the whole side panel lay itself out again on every new text (over a millisecond
/// of a 2 ms frame); in this box, a new text asks for that only when it needs another height.
/// Its label is copied whole by right-click › Copy. It grows at once, but shrinks only once
/// the text has needed less room for kShrinkDelayMs:
/// dragging d_model alternates a longer text (odd) and a shorter one (even), and the panel
/// below would otherwise jump by a line, and be laid out again, on every step.
class LabelBox : public QWidget
{
    Q_OBJECT
public:
    static constexpr int kShrinkDelayMs = 400;

    /// Takes the label as its child.
    explicit LabelBox(QLabel *label, QWidget *parent = nullptr);

    /// Lets go at once of a height held for an earlier, longer text, as the box does by itself
    /// kShrinkDelayMs after the last one: a picture of the window shows the calm layout.
    void settle();

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool event(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    int neededHeight(int width) const;

    QLabel *m_label;
    QTimer m_shrink; ///< runs while the box holds m_held, a height its text may no longer need
    int m_held = 0;
};
