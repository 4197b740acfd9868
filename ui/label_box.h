#pragma once
// A box for a word-wrapped label whose text changes on every slider move.

#include <QWidget>

class QLabel;

/// Holds one word-wrapped QLabel without a layout. Placed straight in a layout, the label
/// would make the whole side panel lay itself out again on every new text (over a millisecond
/// of a 2 ms frame); in this box, a new text asks for that only when it needs another height.
class LabelBox : public QWidget
{
    Q_OBJECT
public:
    /// Takes the label as its child.
    explicit LabelBox(QLabel *label, QWidget *parent = nullptr);

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool event(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    QLabel *m_label;
};
