#pragma once
// "Positions beyond a line: image patches": a picture cut into ViT's patches, and how alike the
// positions of one patch and every other are under MAE's 2D sin-cos or axial RoPE.

#include "grid/grid_encoding.h"
#include "state/colour_map.h"

#include <QImage>
#include <QWidget>

class PatchCanvas;
class PositionStrip;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;

/// A picture (drawnPicture() until one is opened) scaled so its longer side is 224 pixels, as ViT
/// takes it, cut into P × P patches: H = ⌊height / P⌋ rows, W = ⌊width / P⌋ columns. A grid scheme
/// of pe::gridSchemes() with its D and base gives every patch a position; a click on a patch (or
/// the arrow keys) chooses one, and the map laid over the grid is its similarity (sin-cos) or
/// score (RoPE) with every patch, the scheme's `similarities`. Beside it: the chosen patch's
/// position vector by axis, and sentences made from the measured numbers.
class PatchGridView : public QWidget
{
    Q_OBJECT
public:
    explicit PatchGridView(QWidget *parent = nullptr);

    /// Reads a PNG or JPEG file. False, with a message shown in the view and the last picture
    /// kept, when the file cannot be read as a picture.
    bool openPicture(const QString &path);
    void setPicture(const QImage &picture);
    /// The picture as the grid cuts it: longer side 224 pixels.
    QImage picture() const { return m_picture; }
    pe::GridSize grid() const;
    int patchSize() const;
    void setPatchSize(int pixels);  ///< one of patchSizes()
    static QList<int> patchSizes();
    /// The scheme, an index into pe::gridSchemes().
    int scheme() const;
    void setScheme(int index);
    int dModel() const;
    void setDModel(int dModel);
    double base() const;
    void setBase(double base);
    int chosenPatch() const { return m_chosen; }
    /// Chooses patch n (row-major, n = r·W + c), clamped into the grid.
    void choosePatch(int patch);
    void setColourMap(ColourMap colours);

    /// (H × W) what the overlay shows for the chosen patch; empty when the settings do not fit the scheme.
    pe::Matrix shownMap() const;
    /// The chosen patch's row of the scheme's matrix: D values (sin-cos) or D/2 angles (RoPE).
    pe::Vector positionVector() const;

    PatchCanvas *canvas() const { return m_canvas; }
    PositionStrip *strip() const { return m_strip; }
    QPushButton *openButton() const { return m_open; }
    QComboBox *patchSizeControl() const { return m_patchSize; }
    QComboBox *schemeControl() const { return m_scheme; }
    QSpinBox *dModelControl() const { return m_dModel; }
    QDoubleSpinBox *baseControl() const { return m_base; }
    QLabel *sentences() const { return m_sentences; }
    /// Why nothing is laid over the grid, or why a file did not open; empty when all is well.
    QLabel *message() const { return m_message; }

signals:
    void chosenPatchChanged(int patch);
    /// openPicture() read `path` and shows it.
    void pictureOpened(const QString &path);
    /// The grid, the scheme, D or the base changed, and with them every patch's position.
    void positionsChanged();

private:
    QWidget *createControls();
    void chooseFile();
    /// A new scheme: its own base, and D moved up to the next width it takes (its arrows step by those).
    void fitToScheme();
    /// The positions anew: the grid from the picture and patch size, the scheme's matrix and its
    /// (N × N) similarities, and the offset check over all pairs.
    void rebuild();
    /// The overlay, the strip and the sentences for the chosen patch.
    void showChosen();
    QString gridSentence() const;
    QString chosenSentences(const pe::Matrix &map) const;
    QString patchName(int patch) const;
    void setMessage(const QString &text);

    const pe::GridScheme &entry() const;

    QImage m_picture;
    int m_chosen = 0;
    pe::Matrix m_matrix;        ///< (N × D) or (N × D/2): the scheme's matrix
    pe::Matrix m_similarities;  ///< (N × N)
    double m_offsetDifference = 0.0;
    qint64 m_offsetPairs = 0;
    QString m_pictureMessage;   ///< why the last file did not open
    PatchCanvas *m_canvas;
    PositionStrip *m_strip;
    QPushButton *m_open;
    QComboBox *m_patchSize, *m_scheme;
    QSpinBox *m_dModel;
    QDoubleSpinBox *m_base;
    QLabel *m_sentences, *m_message, *m_stripCaption;
};
