#include "challenges/worksheet.h"

#include "challenges/controls.h"
#include "challenges/question_picture.h"
#include "export/matrix_export.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileDialog>
#include <QMessageBox>
#include <QPainter>
#include <QPdfWriter>
#include <QPrintDialog>
#include <QPrinter>
#include <QAbstractTextDocumentLayout>
#include <QTextDocument>
#include <QUrl>

namespace {

struct Worksheet
{
    Q_DECLARE_TR_FUNCTIONS(Worksheet)
};

// One block of the sheet: HTML, the pictures it shows, and whether it starts a new page.
struct Block
{
    QString html;
    QList<std::pair<QString, QImage>> images;
    bool newPage = false;
};

QList<Block> worksheetBlocks(const pe::ChallengeSet &set, const std::vector<pe::Question> &questions, ColourMap map)
{
    QList<Block> blocks;
    const QString round = Worksheet::tr("Level %1, %2 · seed %3 · %n question(s)", nullptr, int(questions.size()))
                              .arg(set.level).arg(pe::challengeLevelTitle(set.level)).arg(set.seed);
    blocks.append({Worksheet::tr("<h1>Positional Encoding Explorer: challenges</h1><p>%1</p>"
                                 "<p>Name: ______________________ &nbsp; Class: __________ &nbsp; Date: __________</p>")
                       .arg(round.toHtmlEscaped())});
    for (std::size_t i = 0; i < questions.size(); ++i) {
        const pe::Question &question = questions[i];
        Block block;
        block.html = Worksheet::tr("<h3>%1. %2</h3>").arg(i + 1).arg(challengeKindTitle(question.kind).toHtmlEscaped())
                     + QStringLiteral("<p>%1</p>").arg(question.prompt.toHtmlEscaped());
        const QImage picture = QuestionPicture::render(question, map, QSize(900, 380));
        if (!picture.isNull()) {
            const QString name = QStringLiteral("picture-%1").arg(i + 1);
            block.images.append({name, picture});
            block.html += QStringLiteral("<p><img src=\"%1\" width=\"600\"></p>").arg(name);
        }
        if (question.choices.isEmpty()) {
            block.html += Worksheet::tr("<p>Your answer: ____________</p>");
        } else {
            block.html += QStringLiteral("<p>");
            for (int c = 0; c < question.choices.size(); ++c)
                block.html += QStringLiteral("<b>%1</b>&nbsp;&nbsp;%2<br>").arg(choiceLetter(c), question.choices[c].toHtmlEscaped());
            block.html += QStringLiteral("</p>");
        }
        blocks.append(block);
    }
    // The answer sheet: one line per question, to hand in, a block each so that a long round
    // goes on to the next page.
    blocks.append({Worksheet::tr("<h2>Answer sheet</h2><p>%1</p><p>Name: ______________________ &nbsp; Class: __________</p>")
                       .arg(round.toHtmlEscaped()), {}, true});
    for (std::size_t i = 0; i < questions.size(); ++i) {
        QStringList letters;
        for (int c = 0; c < questions[i].choices.size(); ++c)
            letters.append(choiceLetter(c));
        blocks.append({QStringLiteral("<p><b>%1.</b> &nbsp; %2</p>")
                           .arg(i + 1).arg(letters.isEmpty() ? QStringLiteral("____________") : letters.join(QStringLiteral(" &nbsp; &nbsp; ")))});
    }
    // The answer key, for the teacher.
    blocks.append({Worksheet::tr("<h2>Answer key</h2><p>%1</p>").arg(round.toHtmlEscaped()), {}, true});
    for (std::size_t i = 0; i < questions.size(); ++i) {
        const pe::Question &question = questions[i];
        const int right = int(question.answer);
        const QString answer = question.choices.isEmpty()
                                   ? Worksheet::tr("%1 (within %2)").arg(question.answer, 0, 'f', 4).arg(question.tolerance)
                                   : QStringLiteral("%1, %2").arg(choiceLetter(right), question.choices[right]);
        blocks.append({QStringLiteral("<p><b>%1. %2</b><br>%3</p>").arg(i + 1).arg(answer.toHtmlEscaped(), question.explanation.toHtmlEscaped())});
    }
    return blocks;
}

} // namespace

int paintWorksheet(const pe::ChallengeSet &set, const std::vector<pe::Question> &questions, ColourMap map, QPagedPaintDevice *device)
{
    QPainter painter(device);
    const QRect page = device->pageLayout().paintRectPixels(device->logicalDpiY());
    const double footer = device->logicalDpiY() * 0.35;  // a third of an inch for the page number
    const double usable = page.height() - footer;
    QFont font = painter.font();
    font.setPointSizeF(11);
    int pages = 1;
    double y = 0;
    const auto finishPage = [&] {
        painter.setFont(font);
        painter.drawText(QRectF(0, usable, page.width(), footer), Qt::AlignCenter, Worksheet::tr("Page %1").arg(pages));
    };
    for (const Block &block : worksheetBlocks(set, questions, map)) {
        QTextDocument document;
        document.documentLayout()->setPaintDevice(device);
        document.setDefaultFont(font);
        document.setTextWidth(page.width());
        for (const auto &[name, image] : block.images)
            document.addResource(QTextDocument::ImageResource, QUrl(name), image);
        document.setHtml(block.html);
        const double height = document.size().height();
        if (y > 0 && (block.newPage || y + height > usable)) {
            finishPage();
            device->newPage();
            ++pages;
            y = 0;
        }
        painter.save();
        painter.translate(0, y);
        document.drawContents(&painter);
        painter.restore();
        y += height;
    }
    finishPage();
    return pages;
}

QString saveWorksheet(const pe::ChallengeSet &set, const std::vector<pe::Question> &questions, ColourMap map, const QString &path,
                      int *pages)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins(QMarginsF(18, 15, 18, 15), QPageLayout::Millimeter);
        writer.setResolution(300);
        writer.setTitle(Worksheet::tr("Challenges, level %1, seed %2").arg(set.level).arg(set.seed));
        writer.setCreator(QStringLiteral("Positional Encoding Explorer"));
        const int painted = paintWorksheet(set, questions, map, &writer);
        if (pages)
            *pages = painted;
    }
    return pe::writeFileAtomically(path, buffer.data());
}

QString printWorksheetDialog(const pe::ChallengeSet &set, const std::vector<pe::Question> &questions, ColourMap map, QWidget *parent)
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(Worksheet::tr("Challenges, level %1, seed %2").arg(set.level).arg(set.seed));
    QPrintDialog dialog(&printer, parent);
    if (dialog.exec() != QDialog::Accepted)
        return {};
    const int pages = paintWorksheet(set, questions, map, &printer);
    return Worksheet::tr("Worksheet printed: %n page(s).", nullptr, pages);
}

QString saveWorksheetDialog(const pe::ChallengeSet &set, const std::vector<pe::Question> &questions, ColourMap map, QWidget *parent)
{
    QString path = QFileDialog::getSaveFileName(parent, Worksheet::tr("Save Worksheet as PDF"),
                                                QStringLiteral("challenges-level%1-seed%2.pdf").arg(set.level).arg(set.seed),
                                                Worksheet::tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return {};
    if (!path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        path += QLatin1String(".pdf");
    const QString error = saveWorksheet(set, questions, map, path);
    if (!error.isEmpty()) {
        QMessageBox::warning(parent, Worksheet::tr("Save Worksheet as PDF"), error);
        return {};
    }
    return Worksheet::tr("Worksheet saved as %1").arg(path);
}
