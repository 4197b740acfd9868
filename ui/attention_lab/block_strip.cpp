#include "attention_lab/block_strip.h"

#include <QJsonObject>

#include "attention/word_order.h"
#include "plots/heatmap.h"

#include <QButtonGroup>
#include <QHBoxLayout>
#include <QPainter>
#include <cmath>
#include <qcustomplot.h>

namespace {

constexpr int kPicture = 72;  // the side of a stage's picture, in pixels at the normal font
constexpr QRgb kMasked = 0xffd9d9d9;
const QColor kEnters(0xe6, 0x7e, 0x22);

bool isWeights(const pe::BlockStage &stage)
{
    return stage.name == QLatin1String("weights") || stage.name == QLatin1String("readout");
}

double finiteExtent(const pe::Matrix &m)
{
    double extent = 0.0;
    for (Eigen::Index i = 0; i < m.size(); ++i)
        if (std::isfinite(m.reshaped()(i)))
            extent = std::max(extent, std::abs(m.reshaped()(i)));
    return extent;
}

QString shapeText(const QList<qsizetype> &shape)
{
    QStringList sizes;
    for (const qsizetype size : shape)
        sizes << QString::number(size);
    return sizes.join(QStringLiteral(" × "));
}

QImage picture(const pe::BlockStage &stage, int block, double extent, ColourMap map)
{
    const Eigen::Index rows = stage.shape.value(stage.shape.size() - 2), columns = stage.shape.last();
    QCPColorGradient gradient = gradientFor(map, isWeights(stage) ? HeatmapScale::Sequential : HeatmapScale::Diverging);
    const QCPRange range = isWeights(stage) ? QCPRange(0.0, 1.0) : QCPRange(-std::max(extent, 1e-300), std::max(extent, 1e-300));
    QImage image(int(columns), int(rows), QImage::Format_RGB32);
    for (Eigen::Index r = 0; r < rows; ++r)
        for (Eigen::Index c = 0; c < columns; ++c) {
            const double value = stage.data(block * rows + r, c);
            image.setPixel(int(c), int(r), std::isfinite(value) ? gradient.color(value, range) : kMasked);
        }
    return image;
}

} // namespace

int stageBlock(const pe::BlockStage &stage, int head, int term)
{
    if (stage.shape.size() < 3)
        return 0;
    const int heads = int(stage.shape[stage.shape.size() - 3]);
    return term * heads + std::clamp(head, 0, heads - 1);
}

QImage stagePicture(const pe::BlockStage &stage, int block, ColourMap map)
{
    return picture(stage, block, finiteExtent(stage.data), map);
}

StageButton::StageButton(QWidget *parent)
    : QAbstractButton(parent)
{
    setCheckable(true);
    setFocusPolicy(Qt::StrongFocus);
}

void StageButton::showStage(const QString &name, const QString &shape, const QImage &a, const QImage &b, const QString &verdict,
                            bool positionEnters)
{
    m_name = pe::stageTitle(name);
    m_shape = shape;
    m_a = a;
    m_b = b;
    m_verdict = verdict;
    m_positionEnters = positionEnters;
    QString accessible = QStringLiteral("%1, %2").arg(m_name, shape);
    if (positionEnters)
        accessible += QStringLiteral(", ") + tr("position enters here");
    if (!verdict.isEmpty())
        accessible += QStringLiteral(", ") + verdict;
    setAccessibleName(accessible);
    setToolTip(pe::stageDescription(name));
    updateGeometry();
    update();
}

QSize StageButton::sizeHint() const
{
    const QFontMetrics metrics(font());
    const int picture = kPicture * metrics.height() / 16;
    // The stage's title wraps into two lines: as wide as its longest word needs, no wider.
    QFont bold = font();
    bold.setBold(true);
    int longestWord = 0;
    for (const QString &word : m_name.split(QLatin1Char(' ')))
        longestWord = std::max(longestWord, QFontMetrics(bold).horizontalAdvance(word));
    // Both bold lines drawn whole: the longest word of the title, and "position enters" on one line.
    const int width = std::max({picture + 2 * metrics.height(), longestWord, QFontMetrics(bold).horizontalAdvance(tr("position enters"))}) + 12;
    return {std::max(width, metrics.horizontalAdvance(QStringLiteral("differs by 0.000")) + 12), 2 * picture + 7 * metrics.height() + 20};
}

void StageButton::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QFontMetrics metrics(font());
    const int line = metrics.height();
    const QRect frame = rect().adjusted(1, 1, -2, -2);
    painter.fillRect(rect(), isChecked() ? palette().highlight().color().lighter(170) : palette().base().color());
    painter.setPen(QPen(m_positionEnters ? kEnters : palette().mid().color(), m_positionEnters ? 3 : 1));
    painter.drawRect(frame);
    if (hasFocus())
        painter.drawRect(frame.adjusted(3, 3, -3, -3));
    int y = 4;
    const auto text = [&](const QString &s, bool bold, const QColor &colour, int lines = 1) {
        QFont f = font();
        f.setBold(bold);
        painter.setFont(f);
        painter.setPen(colour);
        painter.drawText(QRect(4, y, width() - 8, lines * line), Qt::AlignHCenter | Qt::TextWordWrap, s);
        y += lines * line;
    };
    text(m_positionEnters ? tr("position enters") : QString(), true, kEnters);
    text(m_name, true, palette().text().color(), 2);
    text(m_shape, false, palette().placeholderText().color());
    const int side = kPicture * line / 16;
    for (const QImage *image : {&m_a, &m_b}) {
        painter.setPen(palette().placeholderText().color());
        painter.drawText(QRect(4, y, line, side), Qt::AlignVCenter, image == &m_a ? QStringLiteral("A") : QStringLiteral("B"));
        if (!image->isNull()) {
            // Each cell the same size, the whole picture inside the square.
            const QSize fitted = image->size().scaled(side, side, Qt::KeepAspectRatio).expandedTo(QSize(1, 1));
            painter.drawImage(QRect(QPoint((width() - fitted.width()) / 2, y + (side - fitted.height()) / 2), fitted), *image);
        }
        y += side + 4;
    }
    text(m_verdict, false, palette().text().color(), 2);
}

BlockStrip::BlockStrip(QWidget *parent)
    : QWidget(parent)
    , m_layout(new QHBoxLayout(this))
    , m_group(new QButtonGroup(this))
{
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(4);
    m_layout->addStretch(1);
    m_group->setExclusive(true);
    connect(m_group, &QButtonGroup::idClicked, this, [this](int id) {
        m_selectedName = m_buttons[id]->property("stage").toString();
        emit stageSelected(id);
    });
}

void BlockStrip::showStages(const std::vector<pe::BlockStage> &a, const std::vector<pe::BlockStage> &b,
                            const std::vector<std::optional<double>> &differences, int head, ColourMap map)
{
    while (m_buttons.size() > qsizetype(a.size())) {
        delete m_buttons.takeLast();
    }
    int selected = -1;
    for (std::size_t s = 0; s < a.size(); ++s) {
        if (qsizetype(s) == m_buttons.size()) {
            auto *button = new StageButton(this);
            m_group->addButton(button, int(s));
            m_layout->insertWidget(int(s), button);
            button->show();  // made after the strip was shown, it would stay hidden
            m_buttons.append(button);
        }
        const pe::BlockStage &stage = a[s];
        const pe::BlockStage *other = s < b.size() && b[s].name == stage.name ? &b[s] : nullptr;
        const double extent = std::max(finiteExtent(stage.data), other ? finiteExtent(other->data) : 0.0);
        const int block = stageBlock(stage, head);
        QString verdict;
        if (const std::optional<double> difference = s < differences.size() ? differences[s] : std::nullopt)
            verdict = *difference <= pe::kSameOrderTolerance ? tr("same, reordered") : tr("differs by %1").arg(pe::formatDifference(*difference));
        m_buttons[qsizetype(s)]->setProperty("stage", stage.name);
        m_buttons[qsizetype(s)]->showStage(stage.name, shapeText(stage.shape), picture(stage, block, extent, map),
                                           other ? picture(*other, block, extent, map) : QImage(), verdict, stage.positionEnters);
        if (stage.name == m_selectedName)
            selected = int(s);
    }
    select(selected >= 0 ? selected : (a.empty() ? -1 : 0));
}

QJsonArray BlockStrip::describe() const
{
    QJsonArray stages;
    for (const StageButton *button : m_buttons)
        stages.append(QJsonObject{{QStringLiteral("name"), button->property("stage").toString()},
                                  {QStringLiteral("title"), button->title()},
                                  {QStringLiteral("verdict"), button->verdict()},
                                  {QStringLiteral("position_enters"), button->positionEnters()}});
    return stages;
}

int BlockStrip::selected() const
{
    return m_group->checkedId();
}

void BlockStrip::select(int index)
{
    if (index < 0 || index >= m_buttons.size())
        return;
    m_buttons[index]->setChecked(true);
    m_selectedName = m_buttons[index]->property("stage").toString();
    emit stageSelected(index);
}
