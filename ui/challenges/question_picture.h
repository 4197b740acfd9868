#pragma once
// The picture of a challenge question, drawn with the app's own plots from the numbers the
// question keeps: a curve over the positions, one position's bars, a point turned on its circle,
// a scheme's heatmap, or a grid of image patches with one marked and some lettered. Kinds whose prompt is the whole setting (a number to work out, positions
// to compare, two sentences) have no picture.

#include "challenges/questions.h"
#include "state/colour_map.h"

#include <QImage>
#include <QList>
#include <QRectF>
#include <QWidget>
#include <optional>

class QCPItemText;
class QCustomPlot;

class QuestionPicture : public QWidget
{
    Q_OBJECT
public:
    explicit QuestionPicture(QWidget *parent = nullptr);

    /// Draws `question`'s picture (heatmaps in `map`); hides itself when its kind has none. In the
    /// greys map the whole picture has no hue: lines and points differ by dashes, markers and shades.
    void showQuestion(const pe::Question &question, ColourMap map);
    QCustomPlot *plot() const { return m_plot; }

    /// The picture of `question` for a worksheet, `size` in pixels of 1/96 inch on paper (the unit
    /// of a QTextDocument's <img width>), its axes' fonts `fontPoints` on paper, drawn at
    /// kPaperPixels pixels per unit; null when it has none.
    static QImage render(const pe::Question &question, ColourMap map, QSize size, double fontPoints);
    static constexpr double kPaperPixels = 3.0;  // 288 dots per inch: sharp on a laser printer

protected:
    void resizeEvent(QResizeEvent *event) override;

public:
    /// The pictures a kind of question may have (ChallengeKindView::draw), each on a plot showQuestion() cleared.
    void drawCurve(const pe::Question &question);
    void drawBars(const pe::Question &question);
    void drawCircle(const pe::Question &question);
    void drawHeatmap(const pe::Question &question);
    void drawPatchGrid(const pe::Question &question);

    /// The letters drawn on a grid's patches, A first; empty for other pictures.
    const QList<QCPItemText *> &patchLetters() const { return m_letters; }

private:
    /// The relative offset's circle drawn round and a grid's patches square: one unit as long
    /// across as up, all of m_square in view; a patch's letter sized to its square.
    void keepSquare();

    /// How much presentation mode has scaled the axes' fonts, for the lines and points drawn anew.
    double scale() const;

    QCustomPlot *m_plot;
    /// The colour of the first and the second line, part or point: the app's sine and cosine
    /// colours, or black and grey in the greys map.
    QColor partColour(int part) const;

    double m_normalFontSize = 1.0;
    std::optional<QRectF> m_square;     ///< what keepSquare() keeps in view, in plot coordinates
    QList<QCPItemText *> m_letters;     ///< a grid's letters, sized by keepSquare()
    bool m_greys = false;
    ColourMap m_map = ColourMap::BlueRed;  ///< of the heatmap
};
