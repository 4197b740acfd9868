#pragma once
// The strip of "Inside the block": one button per stage, left to right, each with sentence A's and
// sentence B's matrix as a small picture and the verdict of the two word orders.

#include "block/stages.h"
#include "state/colour_map.h"

#include <QAbstractButton>
#include <QImage>
#include <QJsonArray>
#include <QWidget>
#include <optional>

class QButtonGroup;
class QHBoxLayout;

/// A stage's cells as a picture: one head's (n × k) block, coloured as the app's heatmaps
/// (weights from 0 to 1, anything else around 0); masked scores (−∞) are light grey.
QImage stagePicture(const pe::BlockStage &stage, int block, ColourMap map);
/// The block of `stage` shown for head h (and, for the four score terms, the term t·H + h).
int stageBlock(const pe::BlockStage &stage, int head, int term = 0);

/// One stage: its name, shape, A's and B's pictures and the verdict; an orange frame and
/// "position enters" where the scheme's position enters the block. Checkable, so the strip's
/// buttons choose which stage is drawn large; its accessible name says all it shows.
class StageButton : public QAbstractButton
{
    Q_OBJECT
public:
    explicit StageButton(QWidget *parent = nullptr);
    void showStage(const QString &name, const QString &shape, const QImage &a, const QImage &b, const QString &verdict,
                   bool positionEnters);
    QString title() const { return m_name; }  ///< the stage's name on screen (pe::stageTitle())
    QString verdict() const { return m_verdict; }
    bool positionEnters() const { return m_positionEnters; }
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QString m_name, m_shape, m_verdict;
    QImage m_a, m_b;
    bool m_positionEnters = false;
};

class BlockStrip : public QWidget
{
    Q_OBJECT
public:
    explicit BlockStrip(QWidget *parent = nullptr);

    /// One button per stage of `a`, with B's pictures where `b` has the same stage, and each stage's
    /// verdict from `differences` (pe::stageDifference() of A's and B's, none where the two cannot
    /// be lined up). Keeps the stage chosen by name when it is still there.
    void showStages(const std::vector<pe::BlockStage> &a, const std::vector<pe::BlockStage> &b,
                    const std::vector<std::optional<double>> &differences, int head, ColourMap map);
    int selected() const;  ///< index into the stages shown, or −1
    void select(int index);
    const QList<StageButton *> &buttons() const { return m_buttons; }
    /// The stages as shown, for --describe: [{"name", "title", "verdict", "position_enters"}].
    QJsonArray describe() const;

signals:
    void stageSelected(int index);

private:
    QHBoxLayout *m_layout;
    QButtonGroup *m_group;
    QList<StageButton *> m_buttons;
    QString m_selectedName = QStringLiteral("scores");
};
