#include "challenges/question_picture.h"

#include "challenges/challenge_kinds.h"
#include "challenges/controls.h"

#include "plots/figure_export.h"
#include "plots/heatmap.h"
#include "plots/parts.h"
#include "schemes/table.h"

#include <QJsonArray>
#include <QVBoxLayout>
#include <cmath>
#include <numbers>
#include <qcustomplot.h>

QuestionPicture::QuestionPicture(QWidget *parent)
    : QWidget(parent)
    , m_plot(createPlot(this))
{
    setFigureName(m_plot, QStringLiteral("challenge"));
    putLegendBelow(m_plot, 2);  // shown while a picture names its parts (the sines and the cosines)
    m_plot->setAutoAddPlottableToLegend(false);
    m_normalFontSize = m_plot->xAxis->tickLabelFont().pointSizeF();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
}

void QuestionPicture::showQuestion(const pe::Question &question, ColourMap map)
{
    // The axes stay (presentation mode has scaled their fonts); what the last picture drew goes:
    // its plottables and items, a heatmap's colour scale, reversed rows and whole-number ticks.
    m_plot->clearPlottables();
    m_plot->clearItems();
    for (int i = m_plot->plotLayout()->elementCount() - 1; i >= 0; --i)
        if (qobject_cast<QCPColorScale *>(m_plot->plotLayout()->elementAt(i)))
            m_plot->plotLayout()->removeAt(i);
    m_plot->plotLayout()->simplify();
    for (QCPAxis *axis : {m_plot->xAxis, m_plot->yAxis}) {
        axis->setRangeReversed(false);
        axis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
        axis->grid()->setVisible(true);
    }
    const ChallengeKindView &kind = challengeKindView(question.kind);
    setVisible(kind.draw);
    m_greys = map == ColourMap::Greys;
    m_map = map;
    m_square.reset();
    m_letters.clear();  // their items went with clearItems()
    if (kind.draw)
        (this->*kind.draw)(question);
    m_plot->replot();
    keepSquare();
}

void QuestionPicture::drawCurve(const pe::Question &question)
{
    QVector<double> positions, values;
    for (std::size_t i = 0; i < question.values.size(); ++i) {
        positions.append(double(i));
        values.append(question.values[i]);
    }
    QCPGraph *graph = m_plot->addGraph();
    graph->setData(positions, values, true);
    graph->setPen(QPen(partColour(0), 2.5 * scale()));
    graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 5 * scale()));
    m_plot->xAxis->setLabel(tr("position"));
    m_plot->yAxis->setLabel(tr("value"));
    setIntegerTicks(m_plot->xAxis);
    m_plot->xAxis->setRange(-0.5, positions.size() - 0.5);
    m_plot->yAxis->setRange(-1.15, 1.15);
}

void QuestionPicture::drawBars(const pe::Question &question)
{
    // The sines and the cosines of the interleaved layout: even dimensions and odd ones.
    for (int parity : {0, 1}) {
        QVector<double> dimensions, values;
        for (std::size_t i = std::size_t(parity); i < question.values.size(); i += 2) {
            dimensions.append(double(i));
            values.append(question.values[i]);
        }
        auto *bars = new QCPBars(m_plot->xAxis, m_plot->yAxis);
        bars->setData(dimensions, values, true);
        bars->setWidth(0.8);
        const QColor color = partColour(parity);
        bars->setPen(QPen(m_greys ? QColor(Qt::black) : color.darker(120)));
        bars->setBrush(color);
        bars->setName(parity == 0 ? tr("sine (even dimension)") : tr("cosine (odd dimension)"));
        bars->addToLegend();
    }
    m_plot->xAxis->setLabel(tr("dimension"));
    m_plot->yAxis->setLabel(tr("value"));
    setIntegerTicks(m_plot->xAxis);
    m_plot->xAxis->setRange(-0.7, double(question.values.size()) - 0.3);
    m_plot->yAxis->setRange(-1.15, 1.15);
}

void QuestionPicture::drawCircle(const pe::Question &question)
{
    // The pair's circle, and its point at p and at p + k: x = sin, y = cos, as the prompt lists them.
    auto *circle = new QCPCurve(m_plot->xAxis, m_plot->yAxis);
    QVector<double> xs, ys, ts;
    for (int i = 0; i <= 120; ++i) {
        const double angle = 2 * std::numbers::pi * i / 120;
        ts.append(i);
        xs.append(std::sin(angle));
        ys.append(std::cos(angle));
    }
    circle->setData(ts, xs, ys);
    circle->setPen(QPen(QColor(160, 160, 160), 1.5 * scale()));
    const QString names[] = {tr("position p"), tr("position p + k")};
    // In greys, p a dark disc and p + k a light square: told apart without their hue.
    const QCPScatterStyle::ScatterShape shapes[] = {QCPScatterStyle::ssDisc, m_greys ? QCPScatterStyle::ssSquare : QCPScatterStyle::ssDisc};
    for (int point = 0; point < 2; ++point) {
        const double x = question.values.at(std::size_t(2 * point)), y = question.values.at(std::size_t(2 * point + 1));
        QCPGraph *graph = m_plot->addGraph();
        graph->setData({x}, {y});
        graph->setLineStyle(QCPGraph::lsNone);
        const QColor colour = partColour(point);
        graph->setScatterStyle(QCPScatterStyle(shapes[point], m_greys ? QColor(Qt::black) : colour, colour, 14 * scale()));
        auto *label = new QCPItemText(m_plot);
        label->position->setCoords(x * 1.22, y * 1.22);
        label->setText(names[point]);
        label->setColor(m_greys ? QColor(Qt::black) : colour.darker(130));
        QFont font = m_plot->xAxis->labelFont();
        font.setBold(true);
        label->setFont(font);
    }
    m_plot->xAxis->setLabel(tr("sin"));
    m_plot->yAxis->setLabel(tr("cos"));
    m_square = QRectF(-1.6, -1.6, 3.2, 3.2);
}

QColor QuestionPicture::partColour(int part) const
{
    if (m_greys)
        return part == 0 ? QColor(40, 40, 40) : QColor(175, 175, 175);
    return part == 0 ? kSineColor : kCosineColor;
}

double QuestionPicture::scale() const
{
    return m_plot->xAxis->tickLabelFont().pointSizeF() / m_normalFontSize;
}

void QuestionPicture::keepSquare()
{
    // Once the axes are laid out: as many pixels per unit across as up, the larger of the two
    // ranges that hold all of m_square, each centred on it.
    if (!m_square)
        return;
    m_plot->replot();
    const QRect rect = m_plot->axisRect()->rect();
    if (rect.width() <= 0 || rect.height() <= 0)
        return;
    const double perUnit = std::min(rect.width() / m_square->width(), rect.height() / m_square->height());
    const QPointF centre = m_square->center();
    m_plot->xAxis->setRange(centre.x(), rect.width() / perUnit, Qt::AlignCenter);
    m_plot->yAxis->setRange(centre.y(), rect.height() / perUnit, Qt::AlignCenter);
    for (QCPItemText *letter : std::as_const(m_letters)) {
        QFont font = letter->font();
        font.setPixelSize(std::max(6, int(0.62 * perUnit)));  // a capital filling most of its patch
        letter->setFont(font);
    }
    m_plot->replot();
}

void QuestionPicture::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    keepSquare();
}

void QuestionPicture::drawHeatmap(const pe::Question &question)
{
    const int rows = question.settings.value(QStringLiteral("rows")).toInt();
    const int columns = question.settings.value(QStringLiteral("columns")).toInt();
    pe::Scheme scheme = pe::Scheme::Sinusoidal;
    pe::schemeFromName(question.settings.value(QStringLiteral("scheme")).toString(), &scheme);
    const pe::SchemeInfo &info = pe::schemeInfo(scheme);
    // The same picture as the explorer's heatmap, which answers the question: each cell as the
    // explorer draws it (RoPE's angles turned back into [0, 2π), where the colour scale ends),
    // its own range, signed or one-signed; but the bar says "value" where the explorer names it
    // (angle, bias, bucket), since that would give the answer away.
    pe::Matrix cells(rows, columns);
    double largest = 0.0;
    for (int i = 0; i < rows; ++i)
        for (int j = 0; j < columns; ++j) {
            const double value = question.values.at(std::size_t(i * columns + j));
            cells(i, j) = info.cellValue ? info.cellValue(value) : value;
            largest = std::max(largest, std::abs(cells(i, j)));
        }
    const pe::ValueRange range = info.valueRange(rows, [largest] { return largest > 0.0 ? largest : 1.0; });
    QCPColorMap *colorMap = setupHeatmap(m_plot, range.diverging ? HeatmapScale::Diverging : HeatmapScale::Sequential,
                                         tr("value"), m_map);
    colorMap->colorScale()->axis()->setTickLabelFont(m_plot->xAxis->tickLabelFont());
    colorMap->colorScale()->axis()->setLabelFont(m_plot->xAxis->labelFont());
    setHeatmapCells(colorMap, cells, 1, 1, range.low, range.high);
    m_plot->xAxis->setLabel(tr("column"));
    m_plot->yAxis->setLabel(tr("row"));
    setIntegerTicks(m_plot->xAxis);
    setIntegerTicks(m_plot->yAxis);
}

void QuestionPicture::drawPatchGrid(const pe::Question &question)
{
    // Every patch a square outlined in grey, row 0 at the top as in the picture; the marked patch
    // filled dark, each lettered one outlined thick with its letter across it.
    const QJsonObject &settings = question.settings;
    const int rows = settings.value(QStringLiteral("rows")).toInt(), columns = settings.value(QStringLiteral("columns")).toInt();
    const auto patch = [this](int row, int column, const QPen &pen, const QBrush &brush) {
        auto *square = new QCPItemRect(m_plot);
        square->topLeft->setCoords(column - 0.5, row - 0.5);
        square->bottomRight->setCoords(column + 0.5, row + 0.5);
        square->setPen(pen);
        square->setBrush(brush);
    };
    for (int row = 0; row < rows; ++row)
        for (int column = 0; column < columns; ++column)
            patch(row, column, QPen(QColor(160, 160, 160), 1.0 * scale()), Qt::NoBrush);
    patch(settings.value(QStringLiteral("row")).toInt(), settings.value(QStringLiteral("column")).toInt(),
          QPen(Qt::black, 2.0 * scale()), partColour(0));
    const QColor ink = m_greys ? QColor(Qt::black) : partColour(1).darker(130);
    const QColor tint = m_greys ? QColor(225, 225, 225) : QColor(215, 225, 245);
    const QJsonArray choices = settings.value(QStringLiteral("choices")).toArray();
    for (qsizetype i = 0; i < choices.size(); ++i) {
        const int row = choices[i][QStringLiteral("row")].toInt(), column = choices[i][QStringLiteral("column")].toInt();
        patch(row, column, QPen(ink, 3.0 * scale()), tint);
        auto *letter = new QCPItemText(m_plot);
        letter->position->setCoords(column, row);
        letter->setPositionAlignment(Qt::AlignCenter);
        letter->setText(choiceLetter(int(i)));  // as the choices are lettered
        letter->setColor(ink);
        QFont font = m_plot->xAxis->labelFont();
        font.setBold(true);
        letter->setFont(font);
        m_letters.append(letter);
    }
    m_plot->xAxis->setLabel(tr("column"));
    m_plot->yAxis->setLabel(tr("row"));
    m_plot->yAxis->setRangeReversed(true);
    for (auto [axis, count] : {std::pair{m_plot->xAxis, columns}, std::pair{m_plot->yAxis, rows}}) {
        // Every row and column numbered, and nothing beyond the grid where the view has room to spare.
        QSharedPointer<QCPAxisTickerText> ticks(new QCPAxisTickerText);
        for (int i = 0; i < count; ++i)
            ticks->addTick(i, QString::number(i));
        axis->setTicker(ticks);
        axis->grid()->setVisible(false);  // its lines would cross the patches at their centres
    }
    m_square = QRectF(-0.5, -0.5, columns, rows);
}

QImage QuestionPicture::render(const pe::Question &question, ColourMap map, QSize size, double fontPoints)
{
    if (!challengeKindView(question.kind).draw)
        return {};
    QuestionPicture picture;
    picture.setAttribute(Qt::WA_DontShowOnScreen);  // drawn for the page only, never a window of its own
    picture.resize(size);
    // The widget's points that are fontPoints on paper, where 96 of its pixels make an inch.
    QFont font = picture.m_plot->xAxis->tickLabelFont();
    font.setPointSizeF(fontPoints * 96.0 / picture.logicalDpiY());
    for (QCPAxis *axis : {picture.m_plot->xAxis, picture.m_plot->yAxis}) {
        axis->setTickLabelFont(font);
        axis->setLabelFont(font);
    }
    picture.m_plot->legend->setFont(font);
    picture.showQuestion(question, map);
    return picture.plot()->toPixmap(size.width(), size.height(), kPaperPixels).toImage();
}
