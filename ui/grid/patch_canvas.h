#pragma once
// The picture cut into patches, with the map of one patch against every other laid over it.

#include "grid/grid_encoding.h"
#include "state/colour_map.h"

#include <QImage>
#include <QWidget>

/// Draws the picture (already scaled, e.g. to 224 pixels) as large as it fits, its grid of
/// P × P patches, a semi-transparent heatmap of `map` (H × W) over the patches in the one-signed
/// colours of the app's colour map, fitted to the values shown (lowest dark, highest light: the
/// similarities often lie between 0.64 and 1, where a fixed −1 … 1 scale paints them alike), the
/// chosen patch outlined, and a colour bar whose numbers state that range. A click on a patch or
/// an arrow key asks for another patch with patchChosen(); the owner decides and calls setMap(). Pixels past the last whole patch are dimmed: no patch reads them.
class PatchCanvas : public QWidget
{
    Q_OBJECT
public:
    explicit PatchCanvas(QWidget *parent = nullptr);

    void setPicture(const QImage &picture, int patchSize);
    /// The overlay (H × W; empty for none), the chosen patch and the colour bar's caption.
    void setMap(const pe::Matrix &map, int chosen, const QString &caption);
    void setColourMap(ColourMap colours);
    pe::GridSize grid() const { return m_grid; }
    /// Where patch n is drawn, in the canvas's coordinates.
    QRectF patchRect(int patch) const;
    /// The colour the overlay gives `value` (opaque; drawn at kOverlayAlpha).
    QColor colourOf(double value) const;
    static constexpr int kOverlayAlpha = 120;  ///< of 255: the picture stays recognisable under the map
    static constexpr int kBarTicks = 5;        ///< numbers on the colour bar, from the highest value to the lowest
    /// The number written at tick `tick` of the colour bar (0 at the top, the highest value).
    QString barLabel(int tick) const;

    QSize sizeHint() const override { return {520, 400}; }
    QSize minimumSizeHint() const override { return {300, 220}; }

signals:
    void patchChosen(int patch);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    /// Where the picture is drawn: as large as fits beside the colour bar, aspect kept, centred.
    QRectF pictureRect() const;
    void drawGrid(QPainter &p) const;
    void drawColourBar(QPainter &p) const;

    QImage m_picture;
    int m_patchSize = 16;
    pe::GridSize m_grid;
    pe::Matrix m_map;
    int m_chosen = 0;
    QString m_caption;
    static constexpr double kSmallestRange = 1e-9;
    double m_low = 0.0, m_high = 1.0;  ///< the colour range: the lowest and the highest value of m_map
    ColourMap m_colours = ColourMap::BlueRed;
};
