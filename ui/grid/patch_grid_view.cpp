#include "grid/patch_grid_view.h"

#include "grid/drawn_picture.h"
#include "grid/grid_similarity.h"
#include "grid/patch_canvas.h"
#include "grid/position_strip.h"
#include "math/translate.h"
#include "state/settings.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QImageReader>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <functional>

namespace {

constexpr int kViTSide = 224;          // ViT's input: the longer side of the picture, in pixels
constexpr double kHolds = 1e-9;        // a measured difference below this is rounding, and the property holds
constexpr int kListedPatches = 4;      // the most patches a sentence names

/// What the view says of each measure (pe::GridScheme::Measure), in its order: the words differ,
/// the numbers behind them are measured the same way.
struct MeasureTexts
{
    const char *caption;       ///< the colour bar's
    const char *what;          ///< what the map is
    const char *mostAlike;     ///< %1 the chosen patch, %2 the patches, %3 the value
    const char *leastAlike;
    const char *sameOffset;    ///< %1 the pairs, %2 the largest difference
    const char *notSameOffset;
    const char *separable;     ///< %1 the largest difference
    const char *notSeparable;
};

const MeasureTexts kMeasureTexts[] = {
    {QT_TRANSLATE_NOOP("PatchGridView", "cosine similarity"),
     QT_TRANSLATE_NOOP("PatchGridView", "The colours show the cosine similarity of the chosen patch's position vector with every patch's."),
     QT_TRANSLATE_NOOP("PatchGridView", "Most similar to the chosen patch %1: %2, with a cosine similarity of %3."),
     QT_TRANSLATE_NOOP("PatchGridView", "Least similar: %1, with a cosine similarity of %2."),
     QT_TRANSLATE_NOOP("PatchGridView", "Every pair of patches with the same offset (rows down, columns across) has the same "
                                        "similarity here: among %1 such pairs the largest difference is %2."),
     QT_TRANSLATE_NOOP("PatchGridView", "Pairs of patches with the same offset do not all have the same similarity here: "
                                        "among %1 such pairs they differ by up to %2."),
     QT_TRANSLATE_NOOP("PatchGridView", "The similarity to the chosen patch is a column part plus a row part: it differs from "
                                        "such a sum by at most %1."),
     QT_TRANSLATE_NOOP("PatchGridView", "The similarity to the chosen patch is not a column part plus a row part: it differs "
                                        "from the nearest such sum by up to %1.")},
    {QT_TRANSLATE_NOOP("PatchGridView", "score of equal query and key"),
     QT_TRANSLATE_NOOP("PatchGridView", "The colours show the attention score of the same query and key, every component "
                                        "1/√D, turned by the chosen patch's angles and by every patch's; a patch scores 1 with itself."),
     QT_TRANSLATE_NOOP("PatchGridView", "Highest scores with the chosen patch %1: %2, with a score of %3."),
     QT_TRANSLATE_NOOP("PatchGridView", "Lowest: %1, with a score of %2."),
     QT_TRANSLATE_NOOP("PatchGridView", "Every pair of patches with the same offset (rows down, columns across) has the same "
                                        "score here: among %1 such pairs the largest difference is %2."),
     QT_TRANSLATE_NOOP("PatchGridView", "Pairs of patches with the same offset do not all have the same score here: "
                                        "among %1 such pairs they differ by up to %2."),
     QT_TRANSLATE_NOOP("PatchGridView", "The score with the chosen patch is a column part plus a row part: it differs from "
                                        "such a sum by at most %1."),
     QT_TRANSLATE_NOOP("PatchGridView", "The score with the chosen patch is not a column part plus a row part: it differs "
                                        "from the nearest such sum by up to %1.")},
};

const MeasureTexts &textsOf(const pe::GridScheme &scheme)
{
    return kMeasureTexts[int(scheme.measure)];
}

QString translated(const char *text)
{
    return QCoreApplication::translate("PatchGridView", text);
}

} // namespace

PatchGridView::PatchGridView(QWidget *parent)
    : QWidget(parent), m_canvas(new PatchCanvas), m_strip(new PositionStrip)
{
    m_canvas->setAccessibleName(tr("Picture cut into patches"));
    m_strip->setAccessibleName(tr("Position vector of the chosen patch"));
    m_sentences = new QLabel;
    m_sentences->setWordWrap(true);
    m_sentences->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_sentences->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_sentences->setAccessibleName(tr("What the map shows"));
    m_message = new QLabel;
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_message->hide();
    m_stripCaption = new QLabel;  // its text says how many values, for the scheme shown (showChosen())
    m_stripCaption->setWordWrap(true);

    auto *side = new QVBoxLayout;
    side->addWidget(createControls());
    side->addWidget(m_message);
    side->addWidget(m_stripCaption);
    side->addWidget(m_strip);
    side->addStretch(1);
    // The sentences under both, the whole width: on a projector their larger text still fits.
    auto *layout = new QGridLayout(this);
    layout->addWidget(m_canvas, 0, 0);
    layout->addLayout(side, 0, 1);
    layout->addWidget(m_sentences, 1, 0, 1, 2);
    layout->setColumnStretch(0, 3);
    layout->setColumnStretch(1, 2);
    layout->setRowStretch(0, 1);

    connect(m_canvas, &PatchCanvas::patchChosen, this, &PatchGridView::choosePatch);
    m_chosen = -1;  // the first picture shows the patch in the middle
    setPicture(drawnPicture());
}

QWidget *PatchGridView::createControls()
{
    auto *box = new QWidget;
    auto *form = new QFormLayout(box);
    form->setContentsMargins(0, 0, 0, 0);
    m_open = new QPushButton(tr("Open picture…"));
    m_open->setToolTip(tr("A PNG or JPEG picture of your own. It is scaled so that its longer side is %1 pixels, as a "
                          "Vision Transformer takes it.").arg(kViTSide));
    connect(m_open, &QPushButton::clicked, this, &PatchGridView::chooseFile);
    form->addRow(m_open);
    m_patchSize = new QComboBox;
    for (int size : patchSizes())
        m_patchSize->addItem(tr("%1 × %1 pixels").arg(size), size);
    m_patchSize->setCurrentIndex(patchSizes().indexOf(16));
    form->addRow(tr("Patch size:"), m_patchSize);
    m_scheme = new QComboBox;
    for (const pe::GridScheme &scheme : pe::gridSchemes()) {  // the table, never a scheme's name
        m_scheme->addItem(QCoreApplication::translate("pe::GridScheme", scheme.title));
        m_scheme->setItemData(m_scheme->count() - 1, QString::fromLatin1(scheme.source), Qt::ToolTipRole);
    }
    form->addRow(tr("Positions:"), m_scheme);
    m_dModel = new QSpinBox;
    m_dModel->setRange(4, kMaxGridDModel);
    m_dModel->setSingleStep(4);
    m_dModel->setValue(64);
    m_dModel->setToolTip(tr("The width of each patch's position vector (for RoPE, of an attention head)."));
    form->addRow(tr("Width D (d_model):"), m_dModel);
    m_base = new QDoubleSpinBox;
    m_base->setRange(kMinGridBase, kMaxGridBase);
    m_base->setDecimals(0);
    m_base->setValue(entry().defaultBase);
    form->addRow(tr("Base:"), m_base);
    for (QWidget *control : {static_cast<QWidget *>(m_patchSize), static_cast<QWidget *>(m_scheme),
                             static_cast<QWidget *>(m_dModel), static_cast<QWidget *>(m_base)})
        control->setAccessibleName(static_cast<QLabel *>(form->labelForField(control))->text().chopped(1));

    connect(m_patchSize, &QComboBox::currentIndexChanged, this, &PatchGridView::rebuild);
    connect(m_scheme, &QComboBox::currentIndexChanged, this, &PatchGridView::fitToScheme);
    connect(m_dModel, &QSpinBox::valueChanged, this, &PatchGridView::rebuild);
    connect(m_base, &QDoubleSpinBox::valueChanged, this, &PatchGridView::rebuild);
    return box;
}

// The smallest D the scheme takes, asked of its own check: 4 for the sin-cos and rope-vit, 32 for
// FLUX's split; every multiple of it fits too.
static int widthStep(const pe::GridScheme &scheme)
{
    int step = 2;
    while (step < 1024 && !scheme.error(pe::GridSize{1, 1}, step, scheme.defaultBase).isEmpty())
        step += 2;
    return step;
}

void PatchGridView::fitToScheme()
{
    const QSignalBlocker quietBase(m_base), quietWidth(m_dModel);  // one rebuild for all
    m_base->setValue(entry().defaultBase);
    const int step = widthStep(entry());
    m_dModel->setSingleStep(step);
    m_dModel->setMinimum(step);
    m_dModel->setValue((m_dModel->value() + step - 1) / step * step);  // the next width that fits
    rebuild();
}

QList<int> PatchGridView::patchSizes()
{
    return gridPatchSizes();
}

pe::GridSize PatchGridView::grid() const { return m_canvas->grid(); }
int PatchGridView::patchSize() const { return m_patchSize->currentData().toInt(); }
void PatchGridView::setPatchSize(int pixels) { m_patchSize->setCurrentIndex(patchSizes().indexOf(pixels)); }
int PatchGridView::scheme() const { return m_scheme->currentIndex(); }
void PatchGridView::setScheme(int index) { m_scheme->setCurrentIndex(index); }
int PatchGridView::dModel() const { return m_dModel->value(); }
void PatchGridView::setDModel(int dModel) { m_dModel->setValue(dModel); }
double PatchGridView::base() const { return m_base->value(); }
void PatchGridView::setBase(double base) { m_base->setValue(base); }
void PatchGridView::setColourMap(ColourMap colours) { m_canvas->setColourMap(colours); }

const pe::GridScheme &PatchGridView::entry() const
{
    return pe::gridSchemes()[std::clamp(m_scheme->currentIndex(), 0, int(pe::gridSchemes().size()) - 1)];
}

void PatchGridView::chooseFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Picture"), QString(),
                                                      tr("Pictures (*.png *.jpg *.jpeg)"));
    if (!path.isEmpty())
        openPicture(path);
}

bool PatchGridView::openPicture(const QString &path)
{
    QImageReader reader(path);
    const QImage image = reader.read();
    if (image.isNull() || image.width() < 1 || image.height() < 1) {
        m_pictureMessage = tr("The file %1 could not be read as a picture (%2). The last picture is still shown.")
                               .arg(QFileInfo(path).fileName(), reader.errorString());
        setMessage(m_pictureMessage);
        return false;
    }
    setPicture(image);
    emit pictureOpened(path);
    return true;
}

void PatchGridView::setPicture(const QImage &picture)
{
    m_pictureMessage.clear();
    const QSize side = picture.size().scaled(kViTSide, kViTSide, Qt::KeepAspectRatio).expandedTo(QSize(1, 1));  // a thin one stays a line
    m_picture = picture.scaled(side, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    rebuild();
}

void PatchGridView::setMessage(const QString &text)
{
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
}

void PatchGridView::rebuild()
{
    const pe::GridSize before = grid();  // the chosen patch keeps its row and column where it can
    m_canvas->setPicture(m_picture, patchSize());
    const pe::GridSize size = grid();
    const pe::GridScheme &scheme = entry();
    QString error = size.patches() > 0 ? scheme.error(size, dModel(), base())
                                       : tr("Not one whole patch fits: at this size the picture's shorter side is %1 pixels, and a patch "
                                            "is %2 pixels.").arg(std::min(m_picture.width(), m_picture.height())).arg(patchSize());
    m_matrix.resize(0, 0);
    m_similarities.resize(0, 0);
    if (error.isEmpty()) {
        try {  // the error above says why the core would refuse; this is in case the two ever disagree
            m_matrix = scheme.matrix(size, dModel(), base());
        } catch (const pe::InvalidParameter &refused) {
            error = refused.message();
        }
    }
    if (error.isEmpty()) {
        m_similarities = scheme.similarities(m_matrix);
        const pe::OffsetCheck check = pe::offsetCheck(m_similarities, size);
        m_offsetDifference = check.largestDifference;
        m_offsetPairs = check.pairsCompared;
    }
    setMessage(m_pictureMessage.isEmpty() ? error : pe::sentencesJoined(m_pictureMessage, error));
    const int previous = m_chosen;
    const int row = previous < 0 ? size.rows / 2 : previous / std::max(1, before.columns);
    const int column = previous < 0 ? size.columns / 2 : previous % std::max(1, before.columns);
    m_chosen = std::clamp(row, 0, std::max(0, size.rows - 1)) * size.columns + std::clamp(column, 0, std::max(0, size.columns - 1));
    emit positionsChanged();
    showChosen();
    if (previous >= 0 && m_chosen != previous)
        emit chosenPatchChanged(m_chosen);
}

void PatchGridView::choosePatch(int patch)
{
    patch = std::clamp(patch, 0, std::max(0, grid().patches() - 1));
    if (patch == m_chosen)
        return;
    m_chosen = patch;
    showChosen();
    emit chosenPatchChanged(patch);
}

pe::Matrix PatchGridView::shownMap() const
{
    return m_similarities.size() > 0 ? pe::patchMap(m_similarities, grid(), m_chosen) : pe::Matrix();
}

pe::Vector PatchGridView::positionVector() const
{
    return m_matrix.size() > 0 ? pe::Vector(m_matrix.row(m_chosen).transpose()) : pe::Vector();
}

void PatchGridView::showChosen()
{
    const pe::GridScheme &scheme = entry();
    const pe::Matrix map = shownMap();
    m_canvas->setMap(map, m_chosen, translated(textsOf(scheme).caption));
    const QStringList axisNames{tr("time"), tr("row"), tr("column")};
    m_strip->setValues(positionVector(), m_matrix.size() > 0 ? scheme.columnAxes(dModel()) : std::vector<int>(), axisNames);
    m_strip->setVisible(m_matrix.size() > 0);  // no vector to show when the settings do not fit the scheme
    m_stripCaption->setVisible(m_matrix.size() > 0);
    m_stripCaption->setText(scheme.measure == pe::GridScheme::Measure::CosineSimilarity
                                ? tr("The chosen patch's position vector, its %1 values by the axis each follows:").arg(m_matrix.cols())
                                : tr("The chosen patch's %1 rotation angles, in radians, by the axis each follows:").arg(m_matrix.cols()));
    QString text = gridSentence();
    if (map.size() > 0)
        text += QLatin1Char('\n') + chosenSentences(map);
    m_sentences->setText(text);
    m_canvas->setAccessibleDescription(text);
}

QString PatchGridView::patchName(int patch) const
{
    return tr("(row %1, column %2)").arg(patch / grid().columns).arg(patch % grid().columns);
}

QString PatchGridView::gridSentence() const
{
    return tr("The picture is %1 × %2 pixels; patches of %3 × %3 pixels make a grid of %4 rows and %5 columns, "
              "counted from 0.")
        .arg(m_picture.width()).arg(m_picture.height()).arg(patchSize()).arg(grid().rows).arg(grid().columns);
}

// The patches of `ranked` that share the first one's value (to rounding), named, at most kListedPatches.
static QStringList tiedWithFirst(const std::vector<int> &ranked, const pe::Vector &values,
                                 const std::function<QString(int)> &name)
{
    QStringList names;
    for (int patch : ranked)
        if (names.size() < kListedPatches && std::abs(values(patch) - values(ranked.front())) <= kHolds)
            names.append(name(patch));
    return names;
}

QString PatchGridView::chosenSentences(const pe::Matrix &map) const
{
    const pe::GridScheme &scheme = entry();
    const MeasureTexts &texts = textsOf(scheme);
    const QLocale locale;
    const auto number = [&](double value) { return locale.toString(value, 'f', 3); };
    const auto gap = [&](double value) { return locale.toString(value, 'g', 2); };
    const auto name = [this](int patch) { return patchName(patch); };
    QString text = translated(texts.what);
    pe::appendSentence(text, tr("The colours are fitted to the values shown: the darkest is %1, the lowest, and the lightest %2, "
                                "the highest.").arg(number(map.minCoeff()), number(map.maxCoeff())));
    const int others = grid().patches() - 1;
    if (others > 0) {
        const pe::Vector row = m_similarities.row(m_chosen).transpose();
        std::vector<int> ranked = pe::mostSimilarPatches(m_similarities, m_chosen, others);
        pe::appendSentence(text, translated(texts.mostAlike).arg(patchName(m_chosen),
                                     locale.createSeparatedList(tiedWithFirst(ranked, row, name)), number(row(ranked.front()))));
        std::reverse(ranked.begin(), ranked.end());
        pe::appendSentence(text, translated(texts.leastAlike).arg(locale.createSeparatedList(tiedWithFirst(ranked, row, name)),
                                                                  number(row(ranked.front()))));
    }
    // A paragraph of what is measured of every pair, then one of how the vector is laid out.
    QString measured;
    if (m_offsetPairs > 0)
        measured = translated(m_offsetDifference <= kHolds ? texts.sameOffset : texts.notSameOffset)
                       .arg(locale.toString(m_offsetPairs), gap(m_offsetDifference));
    const double separable = pe::separabilityGap(map);
    pe::appendSentence(measured, translated(separable <= kHolds ? texts.separable : texts.notSeparable).arg(gap(separable)));
    return QStringList{text, measured, QCoreApplication::translate("pe::GridScheme", scheme.layout)}.join(QLatin1Char('\n'));
}
