#include "grid/grid_view.h"

#include "export/grid_code.h"
#include "grid/drawn_picture.h"
#include "grid/grid_encoding.h"
#include "grid/multimodal_positions_view.h"
#include "grid/patch_canvas.h"
#include "grid/patch_grid_view.h"
#include "grid/token_strip.h"
#include "state/app_state.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QScrollArea>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

namespace {

int schemeIndex(const QString &name)
{
    return std::max(int(pe::gridSchemeNames().indexOf(name)), 0);
}

} // namespace

GridView::GridView(AppState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_pages(new QTabWidget)
    , m_patches(new PatchGridView)
    , m_tokens(new MultimodalPositionsView)
{
    m_pages->addTab(m_patches, tr("Image patches: 2D positions"));
    // The strip page is tall: on a projector's larger text it scrolls rather than squeezing its parts together.
    auto *tokensPage = new QScrollArea;
    tokensPage->setWidget(m_tokens);
    tokensPage->setWidgetResizable(true);
    tokensPage->setFrameShape(QFrame::NoFrame);
    tokensPage->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_pages->addTab(tokensPage, tr("Text, images and video: Qwen's multimodal RoPE"));
    m_pages->setAccessibleName(tr("Images and video"));
    auto *code = new QPushButton(tr("Show Code…"));
    code->setObjectName(QStringLiteral("gridCode"));
    code->setToolTip(tr("NumPy and PyTorch that rebuild the page's numbers as MAE, RoPE-ViT, FLUX or Hugging Face's Qwen2-VL write them."));
    connect(code, &QPushButton::clicked, this, [this] { showCodeDialog(this, codeSources()); });
    m_pages->setCornerWidget(code, Qt::TopRightCorner);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_pages);

    // What a lesson step points at, on either page: the picture or strip, and the sentences read from it.
    for (QWidget *pointed : {static_cast<QWidget *>(m_patches->canvas()), static_cast<QWidget *>(m_patches->sentences()),
                             static_cast<QWidget *>(m_tokens->strip()), static_cast<QWidget *>(m_tokens->stripSentences())})
        pointed->setProperty("focusName", QStringLiteral("grid"));
    m_patches->setColourMap(m_state->colourMap());
    connect(m_state, &AppState::appearanceChanged, this, [this] { m_patches->setColourMap(m_state->colourMap()); });
    connect(m_patches, &PatchGridView::pictureOpened, this, [this](const QString &path) {
        m_pictureFile = path;
        keepState();
    });
    connect(m_patches, &PatchGridView::positionsChanged, this, &GridView::keepState);
    connect(m_patches, &PatchGridView::chosenPatchChanged, this, &GridView::keepState);
    connect(m_tokens->stripControl(), &QLineEdit::textChanged, this, &GridView::keepState);
    connect(m_tokens, &MultimodalPositionsView::stripChanged, this, &GridView::keepState);
    connect(m_pages, &QTabWidget::currentChanged, this, &GridView::keepState);
    connect(m_state, &AppState::gridChanged, this, &GridView::followState);
    followState();
}

void GridView::followState()
{
    const QScopedValueRollback following(m_following, true);
    m_pages->setCurrentIndex(m_state->gridSettings().page);
    followPatches();
    followTokens();
}

void GridView::followPatches()
{
    const GridSettings &grid = m_state->gridSettings();
    if (grid.pictureFile != m_pictureFile) {
        // A file that does not open leaves the picture shown, and the view says why.
        if (grid.pictureFile.isEmpty() || m_patches->openPicture(grid.pictureFile))
            m_pictureFile = grid.pictureFile;
        if (grid.pictureFile.isEmpty())
            m_patches->setPicture(drawnPicture());
    }
    m_patches->setPatchSize(grid.patchSize);
    m_patches->setScheme(schemeIndex(grid.scheme));
    m_patches->setDModel(grid.dModel);
    m_patches->setBase(grid.base);
    m_patches->choosePatch(std::min(grid.row, m_patches->grid().rows - 1) * m_patches->grid().columns
                           + std::min(grid.column, m_patches->grid().columns - 1));
}

void GridView::followTokens()
{
    const GridSettings &grid = m_state->gridSettings();
    if (m_tokens->stripControl()->text() != grid.strip)
        m_tokens->stripControl()->setText(grid.strip);
    m_tokens->mergeControl()->setValue(grid.spatialMerge);
    m_tokens->modelControl()->setCurrentIndex(grid.secondsOnTime ? 1 : 0);
    m_tokens->secondsControl()->setValue(grid.secondsPerFrame);
    m_tokens->tokensPerSecondControl()->setValue(grid.tokensPerSecond);
}

void GridView::keepState()
{
    if (m_following)
        return;
    GridSettings grid;
    grid.page = m_pages->currentIndex();
    grid.pictureFile = m_pictureFile;
    grid.patchSize = m_patches->patchSize();
    grid.scheme = QString::fromLatin1(pe::gridSchemes()[std::size_t(m_patches->scheme())].name);
    grid.dModel = m_patches->dModel();
    grid.base = m_patches->base();
    const int columns = std::max(m_patches->grid().columns, 1);
    grid.row = m_patches->chosenPatch() / columns;
    grid.column = m_patches->chosenPatch() % columns;
    grid.strip = m_tokens->stripControl()->text();
    grid.spatialMerge = m_tokens->mergeControl()->value();
    grid.secondsOnTime = m_tokens->modelControl()->currentIndex() == 1;
    grid.secondsPerFrame = m_tokens->secondsControl()->value();
    grid.tokensPerSecond = m_tokens->tokensPerSecondControl()->value();
    m_state->setGridSettings(grid);
}

QList<CodeSource> GridView::codeSources() const
{
    if (m_pages->currentIndex() == 1) {
        const QList<pe::TokenSpan> &spans = m_tokens->strip()->spans();
        const pe::MultimodalRope rope = m_tokens->rope();
        return {{tr("The position ids of %1").arg(pe::tokenSpansText(spans)), pe::multimodalIdsCode(spans, rope, pe::CodeLanguage::NumPy),
                 pe::multimodalIdsCode(spans, rope, pe::CodeLanguage::PyTorch), {}}};
    }
    const pe::GridScheme &scheme = pe::gridSchemes()[std::size_t(m_patches->scheme())];
    const pe::GridSize grid = m_patches->grid();
    const int d = m_patches->dModel(), patch = m_patches->chosenPatch();
    const double base = m_patches->base();
    // The settings of a grid the scheme refuses (the view says why) have no script.
    if (!scheme.error(grid, d, base).isEmpty())
        return {};
    return {{tr("%1 on a grid of %2 × %3 patches").arg(QCoreApplication::translate("pe::GridScheme", scheme.title)).arg(grid.rows).arg(grid.columns),
             pe::gridEncodingCode(scheme, grid, d, base, patch, pe::CodeLanguage::NumPy),
             pe::gridEncodingCode(scheme, grid, d, base, patch, pe::CodeLanguage::PyTorch), {}}};
}
