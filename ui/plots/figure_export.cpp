#include "plots/figure_export.h"

#include "export/matrix_export.h"

#include <QBuffer>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMenu>
#include <QMessageBox>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <QToolTip>
#include <qcustomplot.h>

namespace {

struct FigureExport
{
    Q_DECLARE_TR_FUNCTIONS(FigureExport)
};

// Renders with `paint(device)` (which paints `size` logical pixels) into the format the file's
// extension names.
QString saveRendering(const QString &path, QSize size, double scale, const std::function<void(QPaintDevice *)> &paint)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (suffix == QLatin1String("png")) {
        QImage image(size * scale, QImage::Format_ARGB32);
        image.setDevicePixelRatio(scale);
        image.fill(Qt::white);
        paint(&image);
        image.save(&buffer, "PNG");
    } else if (suffix == QLatin1String("svg")) {
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(), size));
        generator.setTitle(QStringLiteral("Positional Encoding Explorer"));
        paint(&generator);
    } else if (suffix == QLatin1String("pdf")) {
        QPdfWriter writer(&buffer);
        writer.setResolution(72); // one pixel on screen is one point on the page
        writer.setPageSize(QPageSize(size, QPageSize::Point));
        writer.setPageMargins(QMarginsF());
        paint(&writer);
    } else {
        return FigureExport::tr("%1: a figure is saved as .png, .svg or .pdf.").arg(path);
    }
    return pe::writeFileAtomically(path, bytes);
}

// Holds the plot's exported matrix, if any, for its right-click menu.
class FigureMenu : public QObject
{
public:
    static constexpr const char *kName = "figureMenu";

    explicit FigureMenu(QCustomPlot *plot) : QObject(plot), m_plot(plot)
    {
        setObjectName(QLatin1String(kName));
        plot->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(plot, &QWidget::customContextMenuRequested, this, &FigureMenu::show);
    }

    std::function<pe::Matrix()> matrix;

private:
    void show(const QPoint &at)
    {
        QMenu menu(m_plot);
        for (int scale : {1, 2, 4})
            menu.addAction(FigureExport::tr("Save as PNG (%1×)…").arg(scale), this, [this, scale] { save(QStringLiteral("png"), scale); });
        menu.addAction(FigureExport::tr("Save as SVG…"), this, [this] { save(QStringLiteral("svg"), 1); });
        menu.addAction(FigureExport::tr("Save as PDF…"), this, [this] { save(QStringLiteral("pdf"), 1); });
        menu.addAction(FigureExport::tr("Copy image"), this, [this] { QGuiApplication::clipboard()->setPixmap(m_plot->toPixmap()); });
        if (matrix) {
            menu.addSeparator();
            menu.addAction(FigureExport::tr("Save matrix as CSV…"), this, [this] { saveMatrix(QStringLiteral("csv")); });
            menu.addAction(FigureExport::tr("Save matrix for NumPy (.npy)…"), this, [this] { saveMatrix(QStringLiteral("npy")); });
        }
        menu.exec(m_plot->mapToGlobal(at));
    }

    void save(const QString &suffix, int scale)
    {
        const QString chosen = QFileDialog::getSaveFileName(m_plot, FigureExport::tr("Save Figure"),
                                                            figureFileName(m_plot, QStringLiteral("figure")) + QLatin1Char('.') + suffix,
                                                            QStringLiteral("*.") + suffix);
        if (chosen.isEmpty())
            return;
        const QString path = withSuffix(chosen, suffix);
        const QString error = saveFigure(m_plot, path, scale);
        if (!error.isEmpty())
            QMessageBox::warning(m_plot, FigureExport::tr("Save Figure"), error);
        else
            sayWhere(path);
    }

    void saveMatrix(const QString &suffix)
    {
        const QString chosen = QFileDialog::getSaveFileName(m_plot, FigureExport::tr("Save Matrix"),
                                                            figureFileName(m_plot, QStringLiteral("matrix")) + QLatin1Char('.') + suffix,
                                                            QStringLiteral("*.") + suffix);
        if (chosen.isEmpty())
            return;
        const QString path = withSuffix(chosen, suffix);
        const QString error = pe::writeFileAtomically(path, pe::encodeMatrix(matrix(), *pe::matrixFormatForFileName(path), {}));
        if (!error.isEmpty())
            QMessageBox::warning(m_plot, FigureExport::tr("Save Matrix"), error);
        else
            sayWhere(path);
    }

    // Where the file went, over the plot for a few seconds: a dialog would only be closed unread.
    void sayWhere(const QString &path) const
    {
        QToolTip::showText(m_plot->mapToGlobal(QPoint(m_plot->width() / 2, m_plot->height() / 2)),
                           FigureExport::tr("Saved %1").arg(QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath())), m_plot, {}, 8000);
    }

    QCustomPlot *m_plot;
};

} // namespace

QString saveFigure(QCustomPlot *plot, const QString &path, double scale)
{
    const QSize size = plot->size().isEmpty() ? QSize(800, 600) : plot->size();
    // The figure's own title for the file, laid out with it; the screen's back afterwards.
    QCPTextElement *title = plot->plotLayout()->elementCount() > 0 ? qobject_cast<QCPTextElement *>(plot->plotLayout()->elementAt(0)) : nullptr;
    const QString screenTitle = title ? title->text() : QString();
    QString figureTitle = plot->property("figureTitle").toString();
    if (const QString subject = plot->property("figureSubject").toString(); !subject.isEmpty())
        figureTitle = QStringLiteral("%1 — %2").arg(figureTitle.isEmpty() ? screenTitle : figureTitle, subject);
    if (title && !figureTitle.isEmpty())
        title->setText(figureTitle);
    const QString error = saveRendering(path, size, scale, [plot, size](QPaintDevice *device) {
        QCPPainter painter(device);
        plot->toPainter(&painter, size.width(), size.height());
    });
    if (title && !figureTitle.isEmpty()) {
        title->setText(screenTitle);
        plot->replot();
    }
    return error;
}

void setFigureName(QCustomPlot *plot, const QString &fileName, const QString &title)
{
    plot->setProperty("figureFileName", fileName);
    plot->setProperty("figureTitle", title);
}

void setFigureSubject(QCustomPlot *plot, const QString &subject)
{
    plot->setProperty("figureSubject", subject);
}

QString figureFileName(const QCustomPlot *plot, const QString &fallback)
{
    const QString name = plot->property("figureFileName").toString();
    return name.isEmpty() ? fallback : name;
}

QString withSuffix(const QString &path, const QString &suffix)
{
    return QFileInfo(path).suffix().isEmpty() ? path + QLatin1Char('.') + suffix : path;
}

QString saveWidgetFigure(QWidget *widget, const QString &path, double scale)
{
    return saveRendering(path, widget->size(), scale, [widget](QPaintDevice *device) {
        QPainter painter(device);
        widget->render(&painter);
    });
}

void addFigureMenu(QCustomPlot *plot)
{
    new FigureMenu(plot);
}

void setExportedMatrix(QCustomPlot *plot, std::function<pe::Matrix()> matrix)
{
    // Found by name: FigureMenu has no meta-object of its own to find it by type.
    if (QObject *menu = plot->findChild<QObject *>(QLatin1String(FigureMenu::kName), Qt::FindDirectChildrenOnly))
        static_cast<FigureMenu *>(menu)->matrix = std::move(matrix);
}
